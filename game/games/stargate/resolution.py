"""Resolving a mission after two passes: ship battle, success check, texts, the adversary's
fate, cleanup, where a completed mission goes, and whether to continue."""

from __future__ import annotations

from . import totals as T
from .actions import (
    END,
    INCAPACITATE,
    REVIVE,
    SCORE,
    Action,
)
from .effects import gain, mill, pay, set_state, trigger
from .events import (
    CardMoved,
    Event,
    MissionResolved,
    ShipBattle,
)
from .legality import adversary_options, can_continue, place_options
from .state import INCAPACITATED, STOPPED, Mission, State
from .turn import debrief, flip_mission
from .winning import check_win

# ---------------------------------------------------------------- resolution

def start_resolution(st: State, ev: list[Event]) -> None:
    """Two passes in a row: the ship battle first, if any ship is assigned."""
    m = st.mission
    if m.hero_ships or m.villain_ships:
        hf, vf = T.firepower(st, m.hero_ships), T.firepower(st, m.villain_ships)
        m.battle_winner = st.hero if hf > vf else st.villain if vf > hf else -1
        ev.append(ShipBattle(hf, vf, m.battle_winner))
        if m.battle_winner >= 0:
            enemy = m.villain_ships if m.battle_winner == st.hero else m.hero_ships
            if enemy:
                st.phase, st.actor = "incapacitate", m.battle_winner
                return
    after_battle(st, ev)


def do_incapacitate(st: State, a: Action, ev: list[Event]) -> None:
    m = st.mission
    if a.verb == INCAPACITATE:
        (m.villain_ships if a.card in m.villain_ships else m.hero_ships).remove(a.card)
        st.boost[a.card] = 0
        set_state(st, a.card, INCAPACITATED, ev)
    after_battle(st, ev)


def after_battle(st: State, ev: list[Event]) -> None:
    m = st.mission
    if m.battle_winner >= 0:
        ships = m.hero_ships if m.battle_winner == st.hero else m.villain_ships
        for s in ships[:]:
            for e in T.card(st, s).effects_when("victory"):
                trigger(st, e, m.battle_winner, s, -1, ev)
    skill, diff = T.hero_total(st), T.difficulty_total(st)
    m.success = skill >= diff
    ev.append(MissionResolved(m.card, skill, diff, m.success))
    when = "success" if m.success else "failure"
    # Hero's cards first (the mission and assigned cards), then the villain's.
    order = [(st.hero, m.card)] + [(st.hero, c) for c in m.heroes + m.hero_ships]
    order += [(st.villain, c) for c in ([m.adversary] if m.adversary >= 0 else [])]
    order += [(st.villain, c) for c in m.villain_ships]
    for who, c in order:
        for e in T.card(st, c).effects_when(when):
            trigger(st, e, who, c, -1, ev)
    for c in m.heroes + m.hero_ships + m.villain_ships + ([m.adversary] if m.adversary >= 0 else []):
        if st.status[c] != INCAPACITATED:
            set_state(st, c, STOPPED, ev)
    if m.adversary >= 0:
        opts = adversary_options(st)
        if len(opts) > 1:
            st.phase, st.actor = "adversary", st.villain
            return
        _adversary_fate(st, opts[0], ev)
    _cleanup(st, ev)


def _adversary_fate(st: State, verb: str, ev: list[Event]) -> None:
    a = st.mission.adversary
    v = st.seats[st.villain]
    if verb == REVIVE:
        mill(st, st.villain, T.card(st, a).revive, ev)  # it stays in play, stopped
    else:
        v.play.remove(a)
        st.status[a] = ""
        (v.score if verb == SCORE else v.discard).append(a)
        ev.append(CardMoved(st.villain, a, "mission", "score" if verb == SCORE else "discard"))
    st.boost[a] = 0
    st.mission.adversary = -1


def do_fate(st: State, a: Action, ev: list[Event]) -> None:
    _adversary_fate(st, a.verb, ev)
    _cleanup(st, ev)


def _cleanup(st: State, ev: list[Event]) -> None:
    m = st.mission
    for c in m.obstacles + m.complications:
        st.seats[st.table.owner[c]].discard.append(c)
        ev.append(CardMoved(st.villain, c, "mission", "discard"))
    m.obstacles, m.complications = [], []
    for c in range(len(st.status)):
        st.boost[c] = 0
        st.blocked[c] = False
    if m.success:
        opts = place_options(st)
        if len(opts) > 1:
            st.phase, st.actor = "place", st.hero
            return
        _place(st, opts[0], ev)
    else:
        st.failed.append(m.card)
        st.failed_count += 1
    mission_over(st, ev)


def _place(st: State, host: int, ev: list[Event]) -> None:
    card = st.mission.card
    st.seats[st.hero].completed.append(card)
    st.host[card] = host
    ev.append(CardMoved(st.hero, card, "mission", "completed", host))


def do_place(st: State, a: Action, ev: list[Event]) -> None:
    _place(st, a.target, ev)
    mission_over(st, ev)


def mission_over(st: State, ev: list[Event]) -> None:
    st.mission = Mission()
    check_win(st, ev)
    if st.winner is not None:
        return
    if can_continue(st) is None:
        st.phase, st.actor = "continue", st.hero
    else:
        debrief(st, ev)


def do_continue(st: State, a: Action, ev: list[Event]) -> None:
    if a.verb == END:
        debrief(st, ev)
        return
    cost = T.continue_cost(st)
    pay(st, st.hero, cost, ev)
    gain(st, st.villain, cost, ev)  # the villain gains the price of continuing
    flip_mission(st, ev)
