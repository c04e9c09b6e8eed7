"""The turn: moving the mover, the actions offered by the symbols it uncovers, carrying
an action out, and ending the turn (draw back up to four cards).
"""

from __future__ import annotations

from . import actions as A
from .actions import Action
from .cardplay import (
    card_allowed,
    fate_action,
    may_play_at,
    move_card,
    move_hero,
    play_villain_card,
    vanquish_helpers,
    when_played_doable,
)
from .realm import (
    active_statics,
    adjacent,
    allies,
    card_cost,
    covered,
    heroes,
    in_realm,
    location_of,
    may_enter,
    strength,
)
from .resolution import IllegalAction, feasible, push_program
from .state import Player, State
from .zones import discard_from_realm, draw

RELIC_START = ({"verb": "discard_from_realm", "cards": ["cauldron-born"]},)


def start_turn(st: State) -> None:
    st.used = ()
    st.actions_taken = 0
    st.once = ()
    st.triggers = []
    st.phase = "move"
    st.log.append(("turn", st.active, st.round))
    p = st.players[st.active]
    # The Black Cauldron (side A): at the start of the turn, discard one Cauldron Born.
    if p.relic == 1 and in_realm(st, p, ("cauldron-born",)):
        push_program(st, RELIC_START, "relic_start", -1, p.seat, p.seat)


def relic_swap_options(st: State, p: Player) -> list[Action]:
    """The Power of the Black Cauldron: before moving, once per turn, for 2 Power."""
    if p.relic != 2 or "cauldron" in st.once or p.power < 2:
        return []
    defs = st.table.defs
    born = next((c for c in p.hand if defs[c].key == "cauldron-born"), None)
    if born is None:
        return []
    out = []
    for loc, z in enumerate(p.vside):
        if p.locked[loc]:
            continue
        for c in z:
            if defs[c].key == "ancient-soldiers":
                out.append(Action(A.REPLACE, born, c))
    return out


def relic_swap(st: State, p: Player, a: Action) -> None:
    soldiers = a.to
    loc = location_of(p, soldiers)
    p.power -= 2
    st.once = st.once + ("cauldron",)
    discard_from_realm(st, p, soldiers)
    p.hand.remove(a.card)
    p.vside[loc].append(a.card)
    st.log.append(("replace", p.seat, soldiers, a.card, loc))


def end_turn(st: State) -> None:
    p = st.players[st.active]
    hand_size = st.table.box.hand_size
    if len(p.hand) < hand_size:
        draw(st, p, hand_size - len(p.hand))
    st.log.append(("end", st.active))
    st.active = (st.active + 1) % st.n
    if st.active == 0:
        st.round += 1
    start_turn(st)


def free_symbols(st: State, p: Player) -> dict[str, int]:
    """Action symbols still available at the mover's location: symbol -> slot.

    Top-row slots are 0-3 and bottom-row slots 4-7. When a symbol appears in both
    rows the top one is used first: it is the one a Hero could cover later.
    """
    loc = p.villain.locations[p.mover]
    used = st.used
    out: dict[str, int] = {}
    if not covered(st, p, p.mover):
        for i, sym in enumerate(loc.top):
            if i not in used and sym not in out:
                out[sym] = i
    defs = st.table.defs
    for c in p.vside[p.mover]:
        for sym in defs[c].grants:  # Ancient Soldiers: "this location gains Activate"
            if 100 + c not in used and sym not in out:
                out[sym] = 100 + c
    for i, sym in enumerate(loc.bottom):
        if 4 + i not in used and sym not in out:
            out[sym] = 4 + i
    return out


def turn_actions(st: State) -> list[Action]:
    p = st.players[st.active]
    out: list[Action] = []
    for sym in free_symbols(st, p):
        if sym[:4] == "gain":
            out.append(A.GAIN_ACTION)
        else:
            out.extend(action_options(st, p, sym, st.active))
    out.append(A.END_ACTION)
    return out


def action_options(st: State, p: Player, sym: str, ctl: int) -> list[Action]:
    """The choices of one kind of action for player ``p``."""
    if sym == "play":
        return play_options(st, p)
    if sym == "activate":
        return _activate_options(st, p)
    if sym == "fate":
        return [Action(A.FATE, -1, o) for o in fate_targets(st, p.seat)]
    if sym == "move_item_ally":
        return _move_card_options(st, p)
    if sym == "move_hero":
        return _move_hero_options(st, p)
    if sym == "vanquish":
        return _vanquish_options(st, p)
    if sym == "discard":
        return [A.DISCARD_ACTION] if p.hand else []
    raise ValueError(sym)


def play_options(st: State, p: Player, free: bool = False, only: str | None = None) -> list[Action]:
    defs = st.table.defs
    out: list[Action] = []
    seen: set[str] = set()
    nloc = len(p.vside)
    statics = active_statics(st, p)
    no_effects = any(s[2] == "no_villain_effects" for s in statics)
    for c in p.hand:
        d = defs[c]
        if d.key in seen or d.type == "Condition" or (only is not None and d.type != only):
            continue
        seen.add(d.key)
        if not free and card_cost(st, p, c) > p.power:
            continue
        if not card_allowed(st, p, d):
            continue
        if d.type == "Effect":
            if not no_effects and feasible(st, p, d.play, c, p.seat):
                out.append(Action(A.PLAY, c, -1))
        elif d.attach is not None:
            pool = allies(st, p) if d.attach == "Ally" else heroes(st, p)
            for host, loc in pool:
                if not p.locked[loc]:
                    out.append(Action(A.ATTACH, c, host))
        elif d.replaces is not None:
            for _, loc in in_realm(st, p, (d.replaces,)):
                if not p.locked[loc] and when_played_doable(st, p, c, loc, p.seat):
                    out.append(Action(A.PLAY, c, loc))
        else:
            for loc in range(nloc):
                if may_play_at(st, p, c, loc, p.seat, statics):
                    out.append(Action(A.PLAY, c, loc))
    return out


def _activate_options(st: State, p: Player) -> list[Action]:
    defs = st.table.defs
    out = [Action(A.ACTIVATE_RELIC)] if p.relic == 1 else []
    for loc, z in enumerate(p.vside):
        if p.locked[loc]:
            continue
        for c in z:
            d = defs[c]
            if d.activate_cost is not None and d.activate_cost <= p.power:
                if feasible(st, p, d.activate, c, p.seat):
                    out.append(Action(A.ACTIVATE, c))
    return out


def fate_targets(st: State, seat: int) -> list[int]:
    out = []
    token = st.fate_token if st.fate_token_min and st.n >= st.fate_token_min else -1
    for o in range(st.n):
        if o == seat or o == token:
            continue
        q = st.players[o]
        if q.fate_deck or q.fate_discard:
            out.append(o)
    return out


def _move_card_options(st: State, p: Player) -> list[Action]:
    defs = st.table.defs
    out = []
    statics = active_statics(st, p)
    # Fairy Godmother: only Fate cards can move Allies (this action is the villain's)
    allies_stay = any(s[2] == "only_fate_moves_allies" for s in statics)
    for loc, z in enumerate(p.vside):
        if p.locked[loc]:
            continue
        for c in z:
            t = defs[c].type
            if t == "Item" or (t == "Ally" and not allies_stay):
                for dest in adjacent(p, loc):
                    if may_enter(st, p, c, dest, statics, moving=True):
                        out.append(Action(A.MOVE_CARD, c, dest))
    return out


def _move_hero_options(st: State, p: Player) -> list[Action]:
    out = []
    for h, loc in heroes(st, p):
        if p.locked[loc]:
            continue
        for dest in adjacent(p, loc):
            if may_enter(st, p, h, dest):
                out.append(Action(A.MOVE_HERO, h, dest))
    return out


def _vanquish_options(st: State, p: Player) -> list[Action]:
    out = []
    statics = None
    for h, loc in heroes(st, p):
        if p.locked[loc]:
            continue
        if statics is None:
            statics = active_statics(st, p)
        need = strength(st, p, h, statics, loc)
        if need > 0:
            have = 0
            for a in vanquish_helpers(st, p, h, loc, statics):
                s = strength(st, p, a, statics)
                if s > 0:
                    have += s
            if have < need:
                continue
        out.append(Action(A.VANQUISH, h))
    return out


def perform_turn_action(st: State, a: Action) -> None:
    p = st.players[st.active]
    free = free_symbols(st, p)
    sym = _symbol_for(a, free)
    st.used = st.used + (free[sym],)
    st.stack.append({"t": "after_action"})
    begin_action(st, a, st.active)


def _symbol_for(a: Action, free: dict[str, int]) -> str:
    v = a.verb
    if v == A.GAIN:
        return next(s for s in free if s[:4] == "gain")
    return {
        A.PLAY: "play",
        A.ATTACH: "play",
        A.ACTIVATE: "activate",
        A.ACTIVATE_RELIC: "activate",
        A.FATE: "fate",
        A.MOVE_CARD: "move_item_ally",
        A.MOVE_HERO: "move_hero",
        A.VANQUISH: "vanquish",
        A.DISCARD: "discard",
    }[v]


def begin_action(st: State, a: Action, ctl: int) -> None:
    """Carry out an action (from a symbol or from a card such as Belle Is Mine)."""
    p = st.players[ctl]
    v = a.verb
    log = st.log
    if v == A.GAIN:
        loc = p.villain.locations[p.mover]
        amount = max(int(s[4:]) for s in loc.top + loc.bottom if s[:4] == "gain")
        p.power += amount
        log.append(("power", ctl, amount))
    elif v in (A.PLAY, A.ATTACH):
        play_villain_card(st, p, a)
    elif v == A.ACTIVATE:
        d = st.table.defs[a.card]
        p.power -= d.activate_cost
        log.append(("activate", ctl, a.card, d.activate_cost))
        push_program(st, d.activate, "activate", a.card, ctl, ctl)
    elif v == A.ACTIVATE_RELIC:
        p.relic = 2
        log.append(("relic", ctl, 2))
    elif v == A.FATE:
        fate_action(st, ctl, a.to)
    elif v == A.MOVE_CARD:
        move_card(st, p, a.card, a.to)
    elif v == A.MOVE_HERO:
        move_hero(st, p, a.card, a.to, ctl)
    elif v == A.VANQUISH:
        st.stack.append({"t": "vanquish", "ctl": ctl, "realm": ctl, "hero": a.card, "v": {"used": ()}})
    elif v == A.DISCARD:
        st.stack.append({"t": "discard_cards", "ctl": ctl, "realm": ctl, "v": {"n": 0}})
    else:  # pragma: no cover - legal_actions never offers anything else
        raise IllegalAction(str(a))
