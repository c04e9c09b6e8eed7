"""``Game``: the one object the UI, bots, command line and tests hold.

It wraps a ``State`` with the protocol of ``game.core.protocol.GameState`` and
accepts actions either as values or as their canonical text.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from . import rules
from .actions import Action, format_action, parse_action
from .events import Event
from .observe import observe
from .position import from_position, to_position
from .state import State


class Game:
    __slots__ = ("state",)

    def __init__(self, state: State) -> None:
        self.state = state

    @classmethod
    def new(cls, villains: Sequence[str], seed: int = 0, fate_token: int | None = None) -> Game:
        return cls(rules.new_game(villains, seed, fate_token))

    @classmethod
    def from_position(cls, data: dict[str, Any]) -> Game:
        return cls(from_position(data))

    def to_position(self) -> dict[str, Any]:
        return to_position(self.state)

    def current_player(self) -> int:
        return rules.current_player(self.state)

    def legal_actions(self) -> tuple[Action, ...]:
        return rules.legal_actions(self.state)

    def why_not(self, action: Action) -> str | None:
        """None when ``action`` is legal now, else why not, from the generators of the
        legal actions (one source of legality)."""
        return rules.why_not(self.state, self.current_player(), action)

    def describe_event(self, event: Event) -> str:
        from .events import describe

        return describe(self.state, event)

    def apply(self, action: Action | str) -> list[Event]:
        if isinstance(action, str):
            action = parse_action(self.state, action)
        return rules.apply(self.state, action)

    def observe(self, seat: int) -> dict[str, Any]:
        return observe(self.state, seat)

    def clone(self) -> Game:
        return Game(self.state.clone())

    def winner(self) -> int | None:
        return self.state.winner

    def is_over(self) -> bool:
        return self.state.winner is not None

    def text(self, action: Action) -> str:
        return format_action(self.state, action)

    def legal_texts(self) -> list[str]:
        return [format_action(self.state, a) for a in self.legal_actions()]

    def parse(self, text: str) -> Action:
        return parse_action(self.state, text)
