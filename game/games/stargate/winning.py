"""Winning at once: 7 glyphs, experience or villain score pile against the victory total."""

from __future__ import annotations

from . import totals as T
from .events import (
    Event,
    Won,
)
from .state import State

# ---------------------------------------------------------------- winning

def win_reason(st: State, seat: int) -> str | None:
    vt = T.victory_total(st, seat)
    if T.glyphs(st, seat) >= T.GLYPHS_TO_WIN:
        return f"{T.GLYPHS_TO_WIN} glyphs"
    if T.experience(st, seat) >= vt:
        return "experience reached the victory total"
    if T.score_value(st, seat) >= vt:
        return "the villain score pile reached the victory total"
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
