"""A log of entries stacked up from the bottom of its panel, newest lowest, on a canvas of its own.

Every move adds an entry, and painting the log whole wraps and blits every line that fits
again (at 1920×1080 the San Villano log took 0.8 ms of a landing frame on average). The
canvas keeps what it shows: when the entries are the old ones with some added (and the
oldest dropped from a full log), the lines' area is scrolled up by the added entries'
height and only their lines are painted, then the band above the topmost line that still
fits is cleared: the same pixels as painting it whole (the tests compare the two through
played games). Anything else (undo, another size or language) paints it whole.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass

import pygame

from .assets import text, wrap


@dataclass(frozen=True)
class LogStyle:
    """How the entries are set: each wrapped to ``width`` in font ``kind`` at ``size``, its
    lines stacked from ``bottom`` up (each as tall as its rendered words: not always the
    font's height), ``gap`` between entries, at ``x``; a line is shown only when it starts
    at or below ``top`` (the newest entries first: an old entry may show only its tail). On
    ``ground``."""

    kind: str
    size: int
    colour: tuple
    ground: tuple
    x: int
    width: int
    top: int
    bottom: int
    gap: int


def _line(st: LogStyle, piece: str) -> pygame.Surface:
    return text(st.kind, st.size, piece, st.colour)


def placed(entries: tuple[str, ...], st: LogStyle) -> list[tuple[str, int, int]]:
    """The lines that fit, newest first: each line's words, where it starts, and how many
    entries are newer than its own."""
    out: list[tuple[str, int, int]] = []
    y = st.bottom
    for age, entry in enumerate(reversed(entries)):
        for piece in reversed(wrap(st.kind, st.size, entry, st.width)):
            y -= _line(st, piece).get_height()
            if y < st.top:
                return out
            out.append((piece, y, age))
        y -= st.gap
    return out


def _height(entry: str, st: LogStyle) -> int:
    return sum(_line(st, piece).get_height() for piece in wrap(st.kind, st.size, entry, st.width)) + st.gap


def _shift(old: tuple[str, ...], new: tuple[str, ...]) -> int | None:
    """How many entries fell off the front of ``old`` for ``new`` to be it with entries
    added at the end (None: not so)."""
    for k in range(len(old) + 1):
        if len(old) - k <= len(new) and old[k:] == new[:len(old) - k]:
            return k
    return None


class LogCanvas:
    """The log's panel as last painted, what it shows, and where each line shown starts."""

    def __init__(self) -> None:
        self.surface: pygame.Surface | None = None
        self._shows: tuple[Hashable, LogStyle, tuple[str, ...]] | None = None
        # where each line shown starts, the topmost first, and how many entries are newer
        # than the line's own
        self._tops: list[tuple[int, int]] = []
        self.scrolled = 0  # how often an added entry was painted alone (the tests read it)

    def forget(self) -> None:
        self.surface = None
        self._shows = None
        self._tops = []

    def draw(self, size: tuple[int, int], look: Hashable, style: LogStyle,
             entries: tuple[str, ...]) -> pygame.Surface:
        """The panel of ``size`` showing ``entries`` in ``style`` (``look``: whatever else
        its pixels depend on: the scale, the language, the colours)."""
        surf = self.surface
        shows = self._shows
        if surf is None or surf.get_size() != tuple(size):
            surf = self.surface = pygame.Surface(size)
            shows = None
        if shows is not None and shows[0] == look and shows[1] == style:
            if shows[2] == entries:
                return surf
            k = _shift(shows[2], entries)
            # an entry dropped may only be one no longer shown (a full log's oldest)
            if k is not None and (not self._tops or self._tops[0][1] < len(shows[2]) - k) \
                    and self._scroll(surf, style, entries[len(shows[2]) - k:]):
                self._shows = (look, style, entries)
                self.scrolled += 1
                return surf
        surf.fill(style.ground)
        lines = placed(entries, style)
        for piece, y, _age in lines:
            surf.blit(_line(style, piece), (style.x, y))
        self._shows = (look, style, entries)
        self._tops = [(y, age) for _piece, y, age in reversed(lines)]
        return surf

    def _scroll(self, surf: pygame.Surface, st: LogStyle, added: tuple[str, ...]) -> bool:
        """What the canvas shows moved up by the height of the entries ``added``, and those
        painted below it; whether that was done (not when they fill the panel by
        themselves: painting it whole is then less work)."""
        rise = sum(_height(e, st) for e in added)
        area = pygame.Rect(0, st.top, surf.get_width(), st.bottom - st.top)
        if rise >= area.h:
            return False
        clip = surf.get_clip()
        surf.set_clip(area)
        surf.scroll(0, -rise)
        surf.fill(st.ground, (0, st.bottom - rise, area.w, rise))
        lines = placed(added, st)  # all of them: they rise less than the panel is tall
        for piece, y, _age in lines:
            surf.blit(_line(st, piece), (st.x, y))
        # a line shows only when it starts at or below the top: those risen past it go
        m = len(added)
        tops = [(t - rise, age + m) for t, age in self._tops if t - rise >= st.top] \
            + [(y, age) for _piece, y, age in reversed(lines)]
        surf.fill(st.ground, (0, st.top, area.w, (tops[0][0] if tops else st.bottom) - st.top))
        surf.set_clip(clip)
        self._tops = tops
        return True
