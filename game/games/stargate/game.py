"""``Game``: the protocol object (docs: docs/game-protocol.md) wrapping a ``State``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from game.core.game import StateGame

from . import rules
from . import totals as T
from .actions import Action
from .cards import DECKS
from .notation import describe, describe_event, parse, text
from .observe import determinize, observe
from .position import from_position, to_position
from .rules import IllegalAction


class Game(StateGame):
    __slots__ = ()

    rules = rules
    illegal = IllegalAction
    read_position = staticmethod(from_position)
    write_position = staticmethod(to_position)
    observe_state = staticmethod(observe)
    determinize_state = staticmethod(determinize)
    describe_event_of = staticmethod(describe_event)
    describe_of = staticmethod(describe)

    def why_not(self, action: Action) -> str | None:
        return rules.reason(self.state, action)

    def scores(self) -> list[int]:
        """Each player's experience (the glyph and score-pile races are in ``observe``)."""
        return [T.experience(self.state, s) for s in range(self.state.players)]

    def text(self, action: Action) -> str:
        return text(self.state, action)

    def parse(self, txt: str) -> Action:
        return parse(self.state, self.legal_actions(), txt)


@dataclass(frozen=True)
class StargateGame:
    """The module-level entry the core's registry will list."""

    key: str = "stargate"
    title: str = "The Stargate mission duel"
    player_counts: tuple[int, ...] = (2, 3, 4)
    decks: tuple[str, ...] = DECKS

    def new(self, players: int, seed: int, options: dict[str, Any] | None = None) -> Game:
        """``options["decks"]``: one deck key per seat (default: the decks in order)."""
        if players not in self.player_counts:
            raise ValueError(f"players must be one of {', '.join(map(str, self.player_counts))}")
        opts = dict(options or {})
        unknown = set(opts) - {"decks"}
        if unknown:
            raise ValueError(f"unknown option {sorted(unknown)[0]!r}; valid options: decks")
        decks = tuple(opts.get("decks") or [DECKS[i % len(DECKS)] for i in range(players)])
        if len(decks) != players:
            raise ValueError(f"give one deck per player ({players}); valid decks: {', '.join(DECKS)}")
        return Game(rules.new_game(decks, seed))


GAME = StargateGame()
