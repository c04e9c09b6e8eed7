"""What the tables' tests share: a headless program, a game started at its table, and checks
of what a frame paints.

``make_app`` and ``start_table`` are the one way the UI tests build the program and put a game
on its table; a test file keeps its own helper only for what it alone needs.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pygame

from game.core.match import Match, Seat, Setup
from game.core.saves import SaveStore
from game.games.villainous import villainous_setup
from game.table.app import App
from game.table.scenes import TitleScene

#: settings for tests: no animation, no sound, no confirmation of End turn
FAST: dict[str, Any] = {"animation_speed": 0.0, "sound": False, "confirm_end_turn": False}

#: the Villainous pairing most tests play, and its seats: a person and a random bot
PAIR = ("gaston", "lady-tremaine")


def make_app(size: tuple[int, int] = (1600, 900), saves: Path | SaveStore | None = None, *,
             game: str | None = None, title: bool = False, **settings: Any) -> App:
    """A headless program at ``size`` with ``FAST`` settings (``settings`` override them).

    ``saves``: a folder (a ``SaveStore`` is made on it) or a store; None keeps no saves.
    ``game``: the game the program opens on. ``title``: the title screen pushed first, as the
    program starts (a table then returns to it)."""
    store = SaveStore(saves) if isinstance(saves, Path) else saves
    app = App(size=size, settings={**FAST, **settings}, saves=store, headless=True, game=game)
    if title:
        app.push(TitleScene(app))
    return app


def start_table(app: App, villains: Sequence[str] = PAIR, seats: Sequence[Seat] | None = None,
                seed: int = 7, *, game: str | None = None, **options: Any):
    """Starts a game on ``app``'s table and returns ``(match, table)``.

    Villainous by default (``villains``, seats a person and random bots); another game by its
    key (``game="stargate"``), its ``options`` passed to ``Setup.of``."""
    if game is None or game == "villainous":
        seats = list(seats or [Seat("human")] + [Seat("bot", "random")] * (len(villains) - 1))
        match = Match(villainous_setup(list(villains), seats, seed))
    else:
        match = Match(Setup.of(game, list(seats or [Seat("human"), Seat("bot", "random")]), seed, **options))
    app.start_match(match)
    return match, app.table()


def texts_drawn(monkeypatch, *modules: Any) -> list[str]:
    """The words every ``text`` of ``modules`` renders from now on, in order (each module's
    ``text`` wrapped, for the test, by one that notes its words)."""
    said: list[str] = []
    for module in modules:
        real = module.text

        def noting(kind, size, words, colour, *args, real=real, **kwargs):
            said.append(words)
            return real(kind, size, words, colour, *args, **kwargs)

        monkeypatch.setattr(module, "text", noting)
    return said


def _words(surf: pygame.Surface) -> memoryview | None:
    """A 32-bit surface's pixels as words, read in place (None for another layout)."""
    if surf.get_bitsize() != 32 or surf.get_pitch() != surf.get_width() * 4:
        return None
    return memoryview(surf.get_buffer()).cast("I")


def same_pixels(a: pygame.Surface, b: pygame.Surface) -> bool:
    """Whether two surfaces show the same colours. Surfaces of one format are compared word
    by word first, in place: a memory compare, where turning each into colour bytes took a
    new copy of the screen each time (the tests compare a few thousand full screens, and a
    new copy's pages cost this machine more than the compare); only when the words differ
    are the colours compared, as a 32-bit pixel's unused byte may differ where they do not."""
    if a.get_size() != b.get_size():
        return False
    if a.get_masks() == b.get_masks():
        mine, theirs = _words(a), _words(b)
        if mine is not None and theirs is not None:
            equal = mine == theirs
            mine.release()
            theirs.release()
            if equal:
                return True
    return pygame.image.tobytes(a, "RGB") == pygame.image.tobytes(b, "RGB")


class Pixels:
    """A copy of a surface's pixels, for comparing two paintings by their colours
    (``same_pixels``); a dict or a set of them compares and hashes by colour too."""

    __slots__ = ("surface",)

    def __init__(self, surf: pygame.Surface) -> None:
        self.surface = surf.copy()

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Pixels):
            return NotImplemented
        return same_pixels(self.surface, other.surface)

    def __hash__(self) -> int:
        return hash(pygame.image.tobytes(self.surface, "RGB"))


def pixels(surf: pygame.Surface) -> Pixels:
    """A surface's pixels, for comparing two paintings."""
    return Pixels(surf)


def painted_whole_on(table, ref: pygame.Surface) -> None:
    """``table``'s frame painted whole on ``ref``, leaving what its screen layer remembers of
    the screen as it was (the next frame on the screen is still painted in part)."""
    from game.table.kit.layer import ScreenLayer

    kept, table.screen_layer = table.screen_layer, ScreenLayer()
    try:
        table.draw(ref)
    finally:
        table.screen_layer = kept


def presented_frame(app, before: Pixels, frame: int) -> tuple[Pixels, list | None]:
    """One frame stepped, drawn and presented as the loop does, and checked: every pixel
    that changed since ``before`` lies in a rectangle handed to the display. Returns the
    screen's pixels and the rectangles presented (None: all of it). ``before`` is used up:
    its copy becomes the screen's (no new copy of the screen a frame)."""
    app.step(1 / 60)
    app.draw()
    rects = app._to_present
    app.present()
    for r in rects if rects is not None else [app.screen.get_rect()]:
        before.surface.blit(app.screen, r, r)
    assert rects is None or same_pixels(before.surface, app.screen), \
        f"frame {frame}: a changed pixel outside the rectangles handed over"
    return before, rects


def assert_solid_parts_paint_every_pixel(parts: dict, size: tuple[int, int]) -> int:
    """Each part's ``solid`` rectangles (where the layer fills no background under it) are
    painted whole: the part painted on two grounds gives the same pixels there. Returns how
    many parts said they were solid."""
    solid = 0
    for pid, part in parts.items():
        if not part.solid:
            continue
        solid += 1
        one, two = pygame.Surface(size).convert(), pygame.Surface(size).convert()
        one.fill((255, 0, 255))
        two.fill((0, 255, 0))
        part.draw(one)
        part.draw(two)
        for r in part.solid:
            r = pygame.Rect(r).clip(one.get_rect())
            assert part.rect.contains(r), (pid, r)
            assert pixels(one.subsurface(r)) == pixels(two.subsurface(r)), f"{pid}: {r} not painted whole"
    return solid
