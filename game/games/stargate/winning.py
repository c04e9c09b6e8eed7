"""Winning at once: 7 glyphs, experience or villain score pile against the victory total."""

from __future__ import annotations

from game.core.phrase import N_, say

from . import totals as T
from .events import (
    Event,
    Won,
)
from .state import State


def win_reason(st: State, seat: int) -> str | None:
    """How ``seat`` has won, or None."""
    if T.glyphs(st, seat) >= T.GLYPHS_TO_WIN:
        return say("{count} glyphs", count=T.GLYPHS_TO_WIN)
    experience, score = T.experience(st, seat), T.score_value(st, seat)
    if not experience and not score:
        return None  # a victory total is at least 1 (cards.check_construction): no win here
    vt = T.victory_total(st, seat)
    if experience >= vt:
        return N_("experience reached the victory total")
    if score >= vt:
        return N_("the villain score pile reached the victory total")
    return None


def check_win(st: State, ev: list[Event]) -> None:
    """Winning is checked at once after every step; the hero player is checked first."""
    if st.winner is not None or st.turn == 0:
        return
    for i in range(st.players):
        seat = (st.hero + i) % st.players
        how = win_reason(st, seat)
        if how:
            st.winner, st.phase, st.actor = seat, "over", -1
            ev.append(Won(seat, how))
            return
