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


def pixels(surf: pygame.Surface) -> bytes:
    """A surface's pixels, for comparing two paintings."""
    return pygame.image.tobytes(surf, "RGB")


def painted_whole_on(table, ref: pygame.Surface) -> None:
    """``table``'s frame painted whole on ``ref``, leaving what its screen layer remembers of
    the screen as it was (the next frame on the screen is still painted in part)."""
    from game.table.kit.layer import ScreenLayer

    kept, table.screen_layer = table.screen_layer, ScreenLayer()
    try:
        table.draw(ref)
    finally:
        table.screen_layer = kept


def presented_frame(app, before: bytes, frame: int) -> tuple[bytes, list | None]:
    """One frame stepped, drawn and presented as the loop does, and checked: every pixel
    that changed since ``before`` lies in a rectangle handed to the display. Returns the
    screen's pixels and the rectangles presented (None: all of it)."""
    app.step(1 / 60)
    app.draw()
    rects = app._to_present
    app.present()
    after = pixels(app.screen)
    if rects is not None and before != after:
        old = pygame.image.frombytes(before, app.screen.get_size(), "RGB")
        new = pygame.image.frombytes(after, app.screen.get_size(), "RGB")
        for r in rects:
            old.blit(new, r, r)
        assert pixels(old) == after, f"frame {frame}: a changed pixel outside the rectangles handed over"
    return after, rects


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
