"""The seats of a Villainous game as the shell sees them: who sits where, in whose colours.

The shell's screens (curtain, game over, replay) ask these instead of reading the state.
A side has ``name`` and ``key`` and ``theme.palette(side)`` gives its colours.
"""

from __future__ import annotations

from game.games.villainous.state import State


def side_of(st: State, seat: int):
    """The villain at ``seat``."""
    return st.players[seat].villain


def active_seat(st: State) -> int:
    """The seat whose turn it is."""
    return st.active


def winner_of(st: State) -> int | None:
    """The seat that won, or None while the game goes on."""
    return st.winner


def round_of(st: State) -> int:
    return st.round


def hand_line(st: State, seat: int, face_up: bool) -> str:
    """A seat's hand in words for the replay: its cards once the game is over, else how many."""
    p = st.players[seat]
    if face_up:
        return f"{p.villain.name}'s hand: {', '.join(st.table.defs[c].name for c in p.hand)}"
    return f"{p.villain.name}: {len(p.hand)} cards in hand"


def seats(st: State) -> range:
    return range(len(st.players))
