"""Winning at once: 7 glyphs, experience or villain score pile against the victory total."""

from __future__ import annotations

from .events import (
    Event,
    Won,
)
from .state import State
from .totals import win_reason

__all__ = ["check_win", "win_reason"]


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
