"""The turn around the missions: its start (power, the first mission) and the debrief."""

from __future__ import annotations

from . import totals as T
from .actions import (
    Action,
)
from .effects import draw_cards, set_state, trigger
from .events import (
    CardMoved,
    Event,
    MissionFlipped,
    TurnBegan,
)
from .state import INCAPACITATED, READY, STOPPED, Mission, State


def begin_turn(st: State, hero: int, ev: list[Event]) -> None:
    st.turn += 1
    st.hero = hero
    for c in st.seats[hero].play:
        # Incapacitated cards are readied and stopped at their owner's next turn start.
        if st.status[c] == INCAPACITATED:
            set_state(st, c, STOPPED, ev)
    power = T.BASE_POWER + T.glyphs(st, hero)
    for seat, s in enumerate(st.seats):
        s.power = power if seat in (hero, st.villain) else 0
    st.failed_count = 0
    st.failed = []
    ev.append(TurnBegan(st.turn, hero, st.villain, power))
    flip_mission(st, ev)


def flip_mission(st: State, ev: list[Event]) -> None:
    s = st.seats[st.hero]
    card = s.missions.pop(0)
    st.mission = Mission(card=card)
    ev.append(MissionFlipped(st.hero, card))
    for e in T.card(st, card).effects_when("play"):
        trigger(st, e, st.hero, card, -1, ev)
    st.phase = "actions"
    st.actor = st.hero
    st.passes = 0


# ---------------------------------------------------------------- debrief

def debrief(st: State, ev: list[Event]) -> None:
    for s in st.seats:
        for c in s.play:
            if st.status[c] == STOPPED:
                set_state(st, c, READY, ev)
    _order_failed(st, ev)


def _order_failed(st: State, ev: list[Event]) -> None:
    if len(st.failed) > 1:
        st.phase, st.actor = "order", st.hero
        return
    st.seats[st.hero].missions.extend(st.failed)
    st.failed = []
    st.queue = [st.hero, st.villain]
    _hand_sizes(st, ev)


def do_bottom(st: State, a: Action, ev: list[Event]) -> None:
    st.failed.remove(a.card)
    st.seats[st.hero].missions.append(a.card)
    _order_failed(st, ev)


def _hand_sizes(st: State, ev: list[Event]) -> None:
    """Both players draw or discard to 8 (the discards are their own choice)."""
    while st.queue:
        seat = st.queue[0]
        hand = st.seats[seat].hand
        if len(hand) < T.HAND_SIZE:
            draw_cards(st, seat, T.HAND_SIZE - len(hand), ev)
        if len(hand) > T.HAND_SIZE:
            st.phase, st.actor = "discard", seat
            return
        st.queue.pop(0)
    begin_turn(st, (st.hero + 1) % st.players, ev)


def do_discard(st: State, a: Action, ev: list[Event]) -> None:
    s = st.seats[st.actor]
    s.hand.remove(a.card)
    s.discard.append(a.card)
    ev.append(CardMoved(st.actor, a.card, "hand", "discard"))
    _hand_sizes(st, ev)
