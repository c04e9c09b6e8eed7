"""Text that fits its box, at every window size and UI scale.

Every label of the table, the boards, the cards and the menus is drawn with ``draw_fit``:
it knows its box and fits the words into it by shrinking (down to a minimum size), then
by wrapping onto more lines (when the box allows it), and only as a last resort by
cutting the words short with "…". A cut is a bug: when ``recording`` is on (the text-fit
test turns it on), every text that did not fit is noted in ``OVERFLOWS`` with its box,
so a test that draws every screen at 1280×720, 1920×1080 and 3840×2160 can fail on it.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from .assets import font, text
from .assets import wrap as wrap_lines  # `wrap` is a parameter name below

OVERFLOWS: list[str] = []
recording = False
LINE = 1.12  # line height, in font sizes
READABLE = 12  # px: the least a line meant to be read (a log line, a counter, a status) is drawn at


def readable(size: float) -> int:
    """``size`` in pixels, never below ``READABLE``: the window's scale alone would make the
    running text of a 1280×720 table too small to read."""
    return max(READABLE, int(size))


def record(on: bool = True) -> None:
    """Start (or stop) noting every text that did not fit; clears what was noted."""
    global recording
    recording = on
    OVERFLOWS.clear()


def _width(kind: str, size: int, words: str) -> int:
    return font(kind, size).size(words)[0]


def _ellipsize(kind: str, size: int, words: str, width: int) -> str:
    if _width(kind, size, words) <= width:
        return words
    while words and _width(kind, size, words + "…") > width:
        words = words[:-1]
    return words.rstrip() + "…" if words else ""


def line_height(kind: str, size: int) -> int:
    return max(int(size * LINE), font(kind, size).get_linesize() - max(1, size // 6))


@lru_cache(maxsize=8192)
def layout_text(kind: str, size: int, words: str, w: int, h: int, min_size: int, wrap: bool,
                max_lines: int, largest: bool = False) -> tuple[int, tuple[str, ...], bool]:
    """(size, lines, fits) for ``words`` in a ``w``×``h`` box (never below ``min_size``).

    One line is tried first, shrinking, then wrapped lines; ``largest`` (with ``wrap``) takes
    the largest size at which either fits instead, so a short text in a tall box (a card's
    ability shown large) is wrapped at a readable size rather than shrunk onto one line."""
    min_size = max(1, int(min_size))
    size = max(min_size, int(size))
    w = max(1, w)
    if wrap and largest:
        for sz in range(size, min_size - 1, -1):
            if _width(kind, sz, words) <= w and line_height(kind, sz) <= h + max(2, sz // 4):
                return sz, (words,), True
            lines = wrap_lines(kind, sz, words, w)
            if (len(lines) <= max_lines and all(_width(kind, sz, ln) <= w for ln in lines)
                    and len(lines) * line_height(kind, sz) <= h + max(2, sz // 4)):
                return sz, tuple(lines), True
    # 1. one line, shrinking
    for sz in range(size, min_size - 1, -1):
        if _width(kind, sz, words) <= w and line_height(kind, sz) <= h + max(2, sz // 4):
            return sz, (words,), True
    # 2. wrapped, shrinking
    if wrap:
        for sz in range(size, min_size - 1, -1):
            lines = wrap_lines(kind, sz, words, w)
            if (len(lines) <= max_lines and all(_width(kind, sz, ln) <= w for ln in lines)
                    and len(lines) * line_height(kind, sz) <= h + max(2, sz // 4)):
                return sz, tuple(lines), True
    # 3. cut short, at the minimum size
    sz = min_size
    if wrap:
        room = max(1, min(max_lines, (h + max(2, sz // 4)) // max(1, line_height(kind, sz))))
        lines = wrap_lines(kind, sz, words, w)
        kept = lines[:room]
        if len(lines) > room:
            kept[-1] = _ellipsize(kind, sz, kept[-1] + " " + " ".join(lines[room:]), w)
        kept = [_ellipsize(kind, sz, ln, w) for ln in kept]
        return sz, tuple(kept), False
    return sz, (_ellipsize(kind, sz, words, w),), False


def draw_fit(surf: pygame.Surface, kind: str, size: float, words: str, colour, box: pygame.Rect,
             align: str = "center", valign: str = "center", min_size: float = 9, wrap: bool = False,
             max_lines: int = 99, what: str = "", optional: bool = False, largest: bool = False) -> pygame.Rect:
    """Draw ``words`` inside ``box``, fitted; returns the rectangle the text covers.

    ``optional`` text (a card's ability on a card too small to read) is left out, not cut,
    when it does not fit: the enlarged card shows it. ``largest``: see ``layout_text``."""
    box = pygame.Rect(box)
    if not words:
        return pygame.Rect(box.topleft, (0, 0))
    sz, lines, fits = layout_text(kind, int(size), str(words), box.w, box.h, int(min_size), wrap, max_lines,
                                  largest)
    if not fits and optional:
        return pygame.Rect(box.topleft, (0, 0))
    if not fits and recording:
        OVERFLOWS.append(f"{what or kind}: {words!r} does not fit {box.w}×{box.h} px (min {int(min_size)} px)")
    lh = line_height(kind, sz)
    total = lh * len(lines)
    if valign == "top":
        y = box.top
    elif valign == "bottom":
        y = box.bottom - total
    else:
        y = box.centery - total // 2
    covered = pygame.Rect(box.left, y, 0, total)
    for line in lines:
        t = text(kind, sz, line, colour)
        if align == "left":
            r = t.get_rect(left=box.left, top=y)
        elif align == "right":
            r = t.get_rect(right=box.right, top=y)
        else:
            r = t.get_rect(centerx=box.centerx, top=y)
        # the glyph box is taller than the line: centre it on the line
        r.top = y + (lh - t.get_height()) // 2
        surf.blit(t, r)
        covered = covered.union(r) if covered.w else pygame.Rect(r)
        y += lh
    return covered


@lru_cache(maxsize=8192)
def layout_block(kind: str, size: int, lines: tuple[str, ...], w: int, h: int,
                 min_size: int) -> tuple[int, tuple[str, ...], bool]:
    """(size, wrapped lines, fits) for several lines sharing one size in a box."""
    min_size = max(1, int(min_size))
    size = max(min_size, int(size))
    for sz in range(size, min_size - 1, -1):
        out = [piece for line in lines for piece in wrap_lines(kind, sz, line, max(1, w))]
        if all(_width(kind, sz, ln) <= w for ln in out) and len(out) * line_height(kind, sz) <= h + max(2, sz // 4):
            return sz, tuple(out), True
    sz = min_size
    out = [piece for line in lines for piece in wrap_lines(kind, sz, line, max(1, w))]
    room = max(1, (h + max(2, sz // 4)) // max(1, line_height(kind, sz)))
    kept = [_ellipsize(kind, sz, ln, w) for ln in out[:room]]
    return sz, tuple(kept), False


def draw_block(surf: pygame.Surface, kind: str, size: float, lines, colour, box: pygame.Rect,
               min_size: float = 9, what: str = "", align: str = "left", optional: bool = False) -> int:
    """Draw several lines (each wrapped as needed) at one size that fits them all in ``box``,
    from its top; returns the height used. ``optional`` lines (a card's ability on a card too
    small to read) are left out, not cut, when they do not fit."""
    box = pygame.Rect(box)
    lines = tuple(str(ln) for ln in lines if ln)
    if not lines:
        return 0
    sz, out, fits = layout_block(kind, int(size), lines, box.w, box.h, int(min_size))
    if not fits and optional:
        return 0
    if not fits and recording:
        OVERFLOWS.append(f"{what or kind}: {' / '.join(lines)!r} does not fit {box.w}×{box.h} px (min {int(min_size)} px)")
    lh = line_height(kind, sz)
    y = box.top
    for line in out:
        t = text(kind, sz, line, colour)
        r = t.get_rect(top=y + (lh - t.get_height()) // 2)
        if align == "center":
            r.centerx = box.centerx
        else:
            r.left = box.left
        surf.blit(t, r)
        y += lh
    return y - box.top
