"""Bots playing a Villainous state out: the core's arena (``game.core.bots.arena``) over a
bare state, kept for the callers that hold a ``State`` and a list of bots."""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.core.bots.arena import play_out as _play_out
from game.core.match import Seat
from game.core.session import Session

from ..actions import Action
from ..definition import VILLAINOUS
from ..game import Game
from ..state import State


class _Recorded(Game):
    """The state, with each move carried out by ``apply`` (a Match records it)."""

    __slots__ = ("_apply",)

    def __init__(self, state: State, apply: Callable[[Action], object]) -> None:
        super().__init__(state)
        self._apply = apply

    def apply(self, action):
        return self._apply(action)


def play_out(
    st: State,
    players: Sequence,
    kinds: Sequence[str],
    max_rounds: int,
    apply: Callable[[Action], object] | None = None,
) -> tuple[int, dict[str, list[float]]]:
    """Let ``players`` (one bot a seat, of the difficulties ``kinds``) play ``st`` until
    someone wins or round ``max_rounds`` is over. ``apply`` carries out a move (a Match
    records it, and must hold ``st``); by default the rules apply it to ``st``."""
    game = Game(st) if apply is None else _Recorded(st, apply)
    session = Session(None, list(players), game=game, definition=VILLAINOUS,
                      seats=[Seat("bot", k) for k in kinds])
    return _play_out(session, kinds, max_rounds)
