"""The round: Day and Night turns passing the Round marker over the Organization cards,
extra actions on the Opportunity card, and the Strategist revealing the City.

These functions move the game between actions; they never ask a question themselves but
push a frame (a prompt) when a decision is due.
"""

from __future__ import annotations

from . import scoring
from .board import content
from .economy import draw
from .events import (
    CardRevealed,
    CityRevealed,
    Event,
    GameOver,
    OrderChanged,
    SpecialEvent,
    TrackingReturned,
    TurnBegins,
)
from .grid import CELLS, SEASON_OF
from .state import BOX, HOME, State


def begin_turn(st: State, seat: int, ev: list[Event], extra: bool = False) -> None:
    st.actor = seat
    st.acted = False
    st.extra = extra
    st.laurel = -1
    ev.append(TurnBegins(seat, st.side, st.round, extra))


def _apply_laurel(st: State, ev: list[Event]) -> None:
    """Laurel: after passing the marker, the Organization card goes to the leftmost place.
    Cards between shift right by one, so the card under the marker stays the same."""
    seat = st.laurel
    st.laurel = -1
    if seat < 0 or st.order[0] == seat:
        return
    st.order.remove(seat)
    st.order.insert(0, seat)
    ev.append(OrderChanged(tuple(st.order)))


def end_action(st: State, ev: list[Event]) -> None:
    """The actor's action is over: pass the marker on."""
    st.acted = False
    if st.extra:
        st.extra = False
        _apply_laurel(st, ev)
        next_extra(st, ev)
        return
    st.marker += 1
    _apply_laurel(st, ev)
    if st.marker < len(st.order):
        begin_turn(st, st.order[st.marker], ev)
    else:
        next_extra(st, ev)


def next_extra(st: State, ev: list[Event]) -> None:
    """On the Opportunity card: each token there gives its owner an extra action, in player
    order; the token returns at the start of that action. Then the marker turns over."""
    for seat in st.order:
        if seat in st.opportunity:
            st.opportunity.remove(seat)
            st.orgs[seat].tokens_home += 1
            ev.append(TrackingReturned(seat, "", "home"))
            begin_turn(st, seat, ev, extra=True)
            return
    if st.side == "day":
        st.side = "night"
        st.marker = 0
        begin_turn(st, st.order[0], ev)
        return
    night_ends(st, ev)


def face_down_cells(st: State) -> list[str]:
    """The cells the Strategist may reveal: the face-down cards of the earliest season."""
    hidden = [c for c in CELLS if c not in st.revealed]
    if not hidden:
        return []
    season = min(SEASON_OF[c] for c in hidden)
    return [c for c in hidden if SEASON_OF[c] == season]


def night_ends(st: State, ev: list[Event]) -> None:
    """Turning the marker from Night to Day: the Strategist reveals a City card and gains a
    Resource of their choice; with nothing left to reveal the game ends."""
    if not face_down_cells(st):
        game_over(st, ev)
        return
    st.phase = "reveal"
    st.stack.append({"kind": "take", "seat": st.strategist, "n": 1})
    st.stack.append({"kind": "reveal", "seat": st.strategist})


def finish_round(st: State, ev: list[Event]) -> None:
    st.phase = "play"
    st.side = "day"
    st.round += 1
    st.marker = 0
    begin_turn(st, st.order[0], ev)


def reveal_cell(st: State, seat: int, cell: str, ev: list[Event]) -> None:
    st.revealed.append(cell)
    ev.append(CityRevealed(seat, cell, st.city[cell]))
    season = SEASON_OF[cell]
    if any(SEASON_OF[c] == season and c not in st.revealed for c in CELLS):
        return
    if season == 2:
        # "As soon as the last Summer card is revealed, all players receive their second Agent"
        for o in st.orgs:
            o.agents = [HOME if where == BOX else where for where in o.agents]
        ev.append(SpecialEvent("second agent"))
    elif season == 3:
        # "replace the Scum Villain deck with the Elite Villain deck"
        st.villain_deck = "elite"
        ev.append(SpecialEvent("elite villains"))


def reveal_villain(st: State, seat: int, slot: int, ev: list[Event]) -> None:
    """Reveal the next Villain of the current deck into ``slot``; run its On Reveal."""
    v = draw(st, st.villain_deck)
    if v is None:
        return
    st.villain_row.insert(slot, v)
    ev.append(CardRevealed("villain", v))
    vd = content().villain[v]
    if vd.timing == "reveal":
        st.stack.append({"kind": "effects", "seat": seat, "list": list(vd.effects), "source": v, "agent": -1})


def refill_row(st: State, row: str, ev: list[Event]) -> None:
    cards = getattr(st, f"{row}_row")
    while len(cards) < 3:
        card = draw(st, row)
        if card is None:
            return
        cards.append(card)
        ev.append(CardRevealed(row, card))


def game_over(st: State, ev: list[Event]) -> None:
    st.phase = "over"
    st.stack.clear()
    ev.append(GameOver(tuple(scoring.scores(st)), scoring.winners(st)))
