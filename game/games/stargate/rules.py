"""The rules: setup, applying an action, and the actions of a mission (both roles).

The rest lives by concept: ``legality`` (one source of legality: ``reason`` and the legal
actions), ``effects`` (small state changes and the cards' effect vocabulary), ``turn`` (power,
flipping missions, the debrief), ``resolution`` (after two passes) and ``winning``. Every
decision is an action; when a rule needs a choice, the phase names a prompt and ``st.actor``
answers it.
"""

from __future__ import annotations

from collections.abc import Callable

from ...core import rng
from . import totals as T
from .actions import (
    ASSIGN,
    BOOST,
    BOTTOM,
    COMPLICATE,
    CONTINUE,
    DECLINE,
    DESTROY,
    DISCARD,
    END,
    INCAPACITATE,
    KEEP,
    MULLIGAN,
    PASS,
    PLACE,
    PLAY,
    REVIVE,
    SCORE,
    STOP,
    USE,
    WITHDRAW,
    Action,
)
from .cards import DECKS, build_table
from .effects import draw_cards, other_side, pay, set_state, trigger
from .events import (
    Boosted,
    CardMoved,
    ComplicationPlayed,
    Event,
    Passed,
)
from .legality import candidates, legal_actions, reason
from .resolution import do_continue, do_fate, do_incapacitate, do_place, start_resolution
from .state import ASSIGNED, READY, STOPPED, Seat, State
from .totals import current_player
from .turn import begin_turn, debrief, do_bottom, do_discard, flip_mission
from .winning import check_win, win_reason

__all__ = [
    "IllegalAction", "apply", "begin_turn", "candidates", "check_win", "choose_first",
    "current_player", "debrief", "flip_mission", "legal_actions", "new_game", "reason",
    "win_reason",
]

PHASES = ("setup-stop", "mulligan", "actions", "incapacitate", "adversary", "place",
          "continue", "order", "discard", "over")
OPENING_HAND = 8


class IllegalAction(ValueError):
    """An action that is not legal now; the message says why in plain words."""


# ---------------------------------------------------------------- setup

def new_game(decks: tuple[str, ...], seed: int) -> State:
    for d in decks:
        if d not in DECKS:
            raise ValueError(f"unknown deck {d!r}; valid decks: {', '.join(DECKS)}")
    if len(decks) < 2:
        raise ValueError("the mission duel needs 2 or more players")
    table = build_table(tuple(decks))
    n = len(table.defs)
    st = State(tuple(decks), rng.seed_state(seed), [Seat() for _ in decks], [""] * n, [0] * n,
               [0] * n, [-1] * n, [False] * n)
    for seat, s in enumerate(st.seats):
        s.missions = list(table.missions[seat])
        st.rng = rng.shuffle(st.rng, s.missions)
        s.deck = list(table.draw[seat])
        st.rng = rng.shuffle(st.rng, s.deck)
        s.play = list(table.team_start[seat])
        for c in s.play:
            st.status[c] = READY
    st.first = st.hero = choose_first(st)
    for seat in range(len(decks)):
        draw_cards(st, seat, OPENING_HAND, [])
    st.phase = "setup-stop"
    st.actor = (st.first + 1) % len(decks)
    return st


def choose_first(st: State) -> int:
    """Higher victory total goes first; a tie is settled at random (with the state's RNG)."""
    vt = [T.victory_total(st, s) for s in range(st.players)]
    best = [s for s in range(st.players) if vt[s] == max(vt)]
    st.rng, i = rng.below(st.rng, len(best))
    return best[i]




# ---------------------------------------------------------------- applying

def apply(st: State, a: Action) -> list[Event]:
    why = reason(st, a)
    if why is not None:
        raise IllegalAction(why)
    ev: list[Event] = []
    _APPLY[a.verb](st, a, ev)
    check_win(st, ev)
    return ev


def _do_stop(st: State, a: Action, ev: list[Event]) -> None:
    set_state(st, a.card, STOPPED, ev)
    st.phase = "mulligan"
    st.queue = [(st.first + i) % st.players for i in range(st.players)]
    st.actor = st.queue[0]


def _do_mulligan(st: State, a: Action, ev: list[Event]) -> None:
    seat = st.queue.pop(0)
    s = st.seats[seat]
    if a.verb == MULLIGAN:
        s.deck.extend(s.hand)
        s.hand.clear()
        st.rng = rng.shuffle(st.rng, s.deck)
        draw_cards(st, seat, OPENING_HAND, ev)
        s.mulliganed = True
    if st.queue:
        st.actor = st.queue[0]
    else:
        begin_turn(st, st.first, ev)


def _acted(st: State) -> None:
    """Actions alternate; any action but a pass resets the run of passes."""
    st.passes = 0
    st.actor = other_side(st, st.actor)


def _do_play(st: State, a: Action, ev: list[Event]) -> None:
    seat, c = st.actor, a.card
    d = T.card(st, c)
    s = st.seats[seat]
    pay(st, seat, d.cost, ev)
    s.hand.remove(c)
    if d.kind == "event":
        s.discard.append(c)
        ev.append(CardMoved(seat, c, "hand", "discard", a.target))
        for e in d.effects_when("play"):
            trigger(st, e, seat, c, a.target, ev)
    elif d.kind == "obstacle":
        st.mission.obstacles.append(c)
        ev.append(CardMoved(seat, c, "hand", "mission", a.target))
        if a.target >= 0:  # Block
            st.blocked[a.target] = True
        for e in d.effects_when("play"):
            trigger(st, e, seat, c, -1, ev)
    else:
        s.play.append(c)
        st.status[c] = READY
        if d.kind == "gear":
            st.host[c] = a.target
        elif a.target >= 0 and "block" in d.keywords:
            st.blocked[a.target] = True
        ev.append(CardMoved(seat, c, "hand", "play", a.target))
    _acted(st)


def _do_assign(st: State, a: Action, ev: list[Event]) -> None:
    c, m = a.card, st.mission
    kind = T.card(st, c).kind
    if kind == "adversary":
        m.adversary = c
    elif kind == "hero-ship":
        m.hero_ships.append(c)
    elif kind == "villain-ship":
        m.villain_ships.append(c)
    else:
        m.heroes.append(c)
    set_state(st, c, ASSIGNED, ev)
    _acted(st)


def _do_boost(st: State, a: Action, ev: list[Event]) -> None:
    s = st.seats[st.actor]
    s.hand.remove(a.card)
    s.discard.append(a.card)
    st.boost[a.target] += 1
    ev.append(Boosted(st.actor, a.target, a.card))
    _acted(st)


def _do_complicate(st: State, a: Action, ev: list[Event]) -> None:
    cost = T.complication_cost(st)
    pay(st, st.actor, cost, ev)
    st.seats[st.actor].hand.remove(a.card)
    st.mission.complications.append(a.card)
    ev.append(ComplicationPlayed(st.actor, a.card, cost))
    _acted(st)


def _do_use(st: State, a: Action, ev: list[Event]) -> None:
    set_state(st, a.card, STOPPED, ev)
    for e in T.card(st, a.card).effects_when("activate"):
        trigger(st, e, st.actor, a.card, -1, ev)
    _acted(st)


def _do_withdraw(st: State, a: Action, ev: list[Event]) -> None:
    c, m = a.card, st.mission
    pay(st, st.actor, T.card(st, c).withdraw_cost() or 0, ev)
    for zone in (m.heroes, m.hero_ships, m.villain_ships):
        if c in zone:
            zone.remove(c)
    if m.adversary == c:
        m.adversary = -1
    st.boost[c] = 0
    # A withdrawn card stays ready but is blocked: it cannot come back to this mission.
    st.blocked[c] = True
    set_state(st, c, READY, ev)
    _acted(st)


def _do_pass(st: State, a: Action, ev: list[Event]) -> None:
    ev.append(Passed(st.actor))
    st.passes += 1
    if st.passes >= 2:
        start_resolution(st, ev)
    else:
        st.actor = other_side(st, st.actor)


_APPLY: dict[str, Callable[[State, Action, list[Event]], None]] = {
    STOP: _do_stop, MULLIGAN: _do_mulligan, KEEP: _do_mulligan, PLAY: _do_play,
    ASSIGN: _do_assign, BOOST: _do_boost, COMPLICATE: _do_complicate, USE: _do_use,
    WITHDRAW: _do_withdraw, PASS: _do_pass, INCAPACITATE: do_incapacitate,
    DECLINE: do_incapacitate, REVIVE: do_fate, SCORE: do_fate, DESTROY: do_fate,
    PLACE: do_place, CONTINUE: do_continue, END: do_continue, BOTTOM: do_bottom,
    DISCARD: do_discard,
}
