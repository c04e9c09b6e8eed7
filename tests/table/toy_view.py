"""A view of the toy game (``toy_game.Nim``) by the view contract of ``game.table.views``: the
smallest second game the shell can offer, set up, play, end, save, load and replay.

The tests register it as ``game.table.views.nim`` (monkeypatched into ``sys.modules``),
beside ``toy_game.NIM`` in the registry.
"""

from __future__ import annotations

import pygame

from game.core.match import Match
from game.table.kit import newgame, theme
from game.table.kit.layout import Units
from game.table.kit.menus import GameOverScene
from game.table.kit.scene import Scene
from game.table.kit.widgets import Widget

from ..toy_game import NIM, DrewTile, Took

TITLE = "Nim"
SUBTITLE = "Take one to three stones; who takes the last one wins"
BOT_KINDS = ("random", "hard")
KEY = "nim"


def make_bot(level: str, seed: int = 0):
    return NIM.make_bot(level, seed)


def describe(state, event) -> str:
    if isinstance(event, Took):
        return f"{seat_name(state, event.seat)} takes {event.stones}."
    if isinstance(event, DrewTile):
        return f"{seat_name(state, event.seat)} draws a tile."
    return str(event)


def notation_words(state, action) -> str:
    return str(action).replace("take", "Take").strip()


def current_player(state) -> int:
    return state.current_player()


def seat_name(state, seat: int) -> str:
    return f"Player {seat + 1}"


def winner_words(state) -> tuple[str, str] | None:
    if state.winner() is None:
        return None
    return f"{seat_name(state, state.winner())} wins!", "They took the last stone."


def save_summary(setup: dict) -> tuple[str, str]:
    seats = setup.get("seats") or []
    stones = (setup.get("options") or {}).get("stones")
    who = " · ".join(f"Player {i + 1} — {s.get('kind', '?')}" for i, s in enumerate(seats) if isinstance(s, dict))
    return who, f"{stones} stones" + (f" · won by Player {setup['winner']}" if setup.get("winner") else "")


def draw_preview(surface: pygame.Surface, state) -> None:
    surface.fill(theme.TABLE)
    w, h = surface.get_size()
    for k in range(state.stones):
        pygame.draw.circle(surface, theme.GOLD, (40 + k * 30, h // 2), 12)


def hand_lines(state, over: bool) -> list[str]:
    return [f"{seat_name(state, s)}: {list(t) if over else len(t)} tiles" for s, t in enumerate(state.tiles)]


class NewGameScene(newgame.NewGameScene):
    """The kit's New game screen, drawn from Nim's declarations (2 to 4 players, a person or
    a bot a seat, the stones); its game named here, as this module lies outside
    ``game.table.views``."""

    game = KEY


class TableScene(Scene):
    holds_match = True
    covers = True

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.over_shown = False
        self.buttons: list[Widget] = []

    @property
    def st(self):
        return self.match.state

    def take(self, n: int) -> None:
        self.match.apply(f"take {n}")
        self.app.after_move(self.match)

    def handle(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for b in self.buttons:
                if b.rect.collidepoint(event.pos):
                    b.action()

    def update(self, dt: float) -> bool:
        if self.match.game.is_over() and not self.over_shown:
            self.over_shown = True
            self.app.push(GameOverScene(self.app, self))
        return False

    def draw(self, surf) -> None:
        u = Units(min(surf.get_width() / 1920, surf.get_height() / 1080))
        draw_preview(surf, self.st)
        self.buttons = [Widget(f"take {n}", pygame.Rect(u(40 + 260 * n), u(900), u(240), u(70)),
                               lambda n=n: self.take(n)) for n in (1, 2, 3)]
