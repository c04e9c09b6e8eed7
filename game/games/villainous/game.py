"""``Game``: the one object the UI, bots, command line and tests hold.

It wraps a ``State`` with the protocol of ``game.core.protocol.FullGameState`` (through the
core's ``StateGame``) and accepts actions either as values or as their canonical text.
"""

from __future__ import annotations

from collections.abc import Sequence

from game.core.game import StateGame

from . import rules
from .actions import Action, format_action, parse_action
from .observe import observe
from .position import from_position, to_position
from .state import State
from .words import describe as describe_event
from .words import move_words


def _determinize(st: State, seat: int, seed: int) -> State:
    """What ``seat`` cannot see, re-sampled from its observation (the bots' sampler)."""
    from .bots.determinize import determinize_seat

    return determinize_seat(st, seat, seed)


class Game(StateGame):
    __slots__ = ()

    rules = rules
    read_position = staticmethod(from_position)
    write_position = staticmethod(to_position)
    observe_state = staticmethod(observe)
    determinize_state = staticmethod(_determinize)
    describe_event_of = staticmethod(describe_event)
    describe_of = staticmethod(move_words)

    @classmethod
    def new(cls, villains: Sequence[str], seed: int = 0, fate_token: int | None = None) -> Game:
        return cls(rules.new_game(villains, seed, fate_token))

    def why_not(self, action: Action) -> str | None:
        """None when ``action`` is legal now, else why not, from the generators of the
        legal actions (one source of legality)."""
        return rules.why_not(self.state, self.current_player(), action)

    def scores(self) -> list[int]:
        """Villainous counts no points: the villain who achieves the Objective scores 1."""
        return [int(self.state.winner == seat) for seat in range(len(self.state.players))]

    def text(self, action: Action) -> str:
        return format_action(self.state, action)

    def parse(self, text: str) -> Action:
        return parse_action(self.state, text)
