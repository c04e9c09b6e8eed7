"""Checks that must hold after every step of every game (used by the fuzzers)."""

from __future__ import annotations

from . import rules
from . import totals as T
from .events import ComplicationPlayed, Event
from .position import PositionError, _check_places, check_consistency
from .state import ASSIGNED, State


class InvariantBroken(AssertionError):
    pass


def check(st: State, legal: tuple | None = None) -> None:
    try:
        _check_places(st)  # every card in exactly one place
        check_consistency(st)
    except PositionError as exc:
        raise InvariantBroken(str(exc)) from exc
    for i, s in enumerate(st.seats):
        if s.power < 0:
            raise InvariantBroken(f"p{i + 1} has {s.power} power")
        for c in s.play:
            if st.status[c] == "":
                raise InvariantBroken(f"{T.card(st, c).key} is in play without a state")
    m = st.mission
    assigned = m.heroes + m.hero_ships + m.villain_ships + ([m.adversary] if m.adversary >= 0 else [])
    for c in assigned:
        if st.phase == "actions" and st.status[c] != ASSIGNED:
            raise InvariantBroken(f"{T.card(st, c).key} is at the mission but {st.status[c]}")
    if st.phase == "actions" and m.adversary < 0 and any(
            st.status[c] == ASSIGNED and T.card(st, c).kind == "adversary"
            for s in st.seats for c in s.play):
        raise InvariantBroken("an adversary is assigned but not at the mission")
    # Win checks: a winner exactly when someone meets a victory condition.
    if st.turn > 0:
        meets = [s for s in range(st.players) if rules.win_reason(st, s)]
        if st.winner is None and meets:
            raise InvariantBroken(f"p{meets[0] + 1} has won but the game goes on")
        if st.winner is not None and st.winner not in meets:
            raise InvariantBroken(f"p{st.winner + 1} is the winner without a victory condition")
    if legal is None:
        legal = rules.legal_actions(st)
    if st.winner is None and not legal:
        raise InvariantBroken("a running game has no legal action")


def check_step(complications_before: int, events: list[Event]) -> None:
    """The seed's complication price: 1, plus 1 per other complication already there."""
    at = complications_before
    for e in events:
        if isinstance(e, ComplicationPlayed):
            if e.cost != 1 + at:
                raise InvariantBroken(f"a complication cost {e.cost} with {at} already there")
            at += 1
