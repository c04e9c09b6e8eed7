"""``Game``: the protocol object (docs: docs/game-protocol.md) wrapping a ``State``."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import rules
from . import totals as T
from .actions import Action
from .cards import DECKS
from .events import Event
from .notation import describe, describe_event, parse, text
from .observe import determinize, observe
from .position import from_position, to_position
from .rules import IllegalAction
from .state import State


class Game:
    __slots__ = ("state",)

    def __init__(self, state: State) -> None:
        self.state = state

    @classmethod
    def from_position(cls, data: dict[str, Any]) -> Game:
        return cls(from_position(data))

    def to_position(self) -> dict[str, Any]:
        return to_position(self.state)

    def current_player(self) -> int:
        return rules.current_player(self.state)

    def legal_actions(self) -> tuple[Action, ...]:
        return rules.legal_actions(self.state)

    def apply(self, action: Action | str) -> list[Event]:
        if isinstance(action, str):
            try:
                action = self.parse(action)
            except ValueError as exc:
                raise IllegalAction(str(exc)) from exc
        return rules.apply(self.state, action)

    def why_not(self, action: Action) -> str | None:
        return rules.reason(self.state, action)

    def observe(self, seat: int) -> dict[str, Any]:
        return observe(self.state, seat)

    def clone(self) -> Game:
        return Game(self.state.clone())

    def determinize(self, seat: int, seed: int) -> Game:
        return Game(determinize(self.state, seat, seed))

    def winner(self) -> int | None:
        return self.state.winner

    def is_over(self) -> bool:
        return self.state.winner is not None

    def scores(self) -> list[int]:
        """Each player's experience (the glyph and score-pile races are in ``observe``)."""
        return [T.experience(self.state, s) for s in range(self.state.players)]

    def text(self, action: Action) -> str:
        return text(self.state, action)

    def legal_texts(self) -> list[str]:
        return [text(self.state, a) for a in self.legal_actions()]

    def parse(self, txt: str) -> Action:
        return parse(self.state, self.legal_actions(), txt)

    def describe(self, action: Action) -> str:
        return describe(self.state, action)

    def describe_event(self, event: Event) -> str:
        return describe_event(self.state, event)


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
