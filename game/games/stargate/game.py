"""``Game``: the protocol object (docs: docs/game-protocol.md) wrapping a ``State``."""

from __future__ import annotations

from game.core.game import StateGame

from . import rules
from . import totals as T
from .actions import Action
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
