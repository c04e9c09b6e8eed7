"""Verbs that act on Allies, Items and locations: moving Allies, discarding cards from the
Realm, unlocking a location."""

from __future__ import annotations

from .. import actions as A
from .. import cardplay, zones
from .. import events as E
from ..actions import Action
from ..realm import (
    allies,
    in_realm,
    location_of,
    may_enter,
)
from ..resolution import ask
from ..state import Player, State
from ._verbs import WAIT, chosen, location_answers, realm_of, verb


@verb("move_allies_out")
def move_allies_out(st: State, f: dict, step: dict, ans: Action | None) -> bool:
    """Every Ally at this card's location moves to another location (Beast)."""
    p = realm_of(st, f)
    here = location_of(p, f["src"])
    if here < 0:
        return True
    v = f["v"]
    while True:
        if ans is not None:
            a = v.pop("a")
            cardplay.move_card(st, p, a, ans.to)
            ans = None
        stuck = v.get("stuck", ())
        waiting = [a for a, loc in allies(st, p) if loc == here and a not in stuck]
        if not waiting:
            return True
        a = waiting[0]
        options = location_answers(p, lambda i, a=a: i != here and may_enter(st, p, a, i))
        if not options:
            v["stuck"] = stuck + (a,)
            continue
        v["a"] = a
        ans = ask(st, f["ctl"], "location", options,
                    f"Move {st.table.defs[a].name} to which location?")
        if ans is None:
            return False


def _movable_allies(st: State, p: Player) -> list[int]:
    """Allies that could move to some other location (Sweet Nightingale)."""
    return [
        a for a, loc in allies(st, p)
        if not p.locked[loc] and any(i != loc and may_enter(st, p, a, i) for i in range(len(p.vside)))
    ]


def _can_move_ally_anywhere(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return bool(_movable_allies(st, p))


@verb("move_ally_anywhere", feasible=_can_move_ally_anywhere)
def move_ally_anywhere(st: State, f: dict, step: dict, ans: Action | None) -> bool:
    """Sweet Nightingale: move an Ally to any other location."""
    p = realm_of(st, f)
    a = chosen(st, f, ans, "a", lambda: _movable_allies(st, p), "ally", "Move which Ally?")
    if a is None:
        return True
    if a is WAIT:
        return False
    if ans is None or ans.verb != A.AT:
        here = location_of(p, a)
        options = location_answers(p, lambda i: i != here and may_enter(st, p, a, i))
        ans = ask(st, f["ctl"], "location", options, f"Move {st.table.defs[a].name} where?")
        if ans is None:
            return False
    cardplay.move_card(st, p, a, ans.to)
    return True


def _can_bring_here(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    """Bruno: Lucifer must be in the Realm, at Bruno's location or able to go there."""
    here = location_of(p, src)
    return here >= 0 and any(
        loc == here or (not p.locked[loc] and may_enter(st, p, c, here, moving=True))
        for c, loc in in_realm(st, p, (step["card"],))
    )


@verb("bring_here", feasible=_can_bring_here)
def bring_here(st: State, f: dict, step: dict, ans: Action | None) -> bool:
    """Bruno: Lucifer moves to Bruno's location."""
    p = realm_of(st, f)
    _gather(st, p, f["src"], in_realm(st, p, (step["card"],)))
    return True


@verb("move_all_allies_here")
def move_all_allies_here(st: State, f: dict, step: dict, ans: Action | None) -> bool:
    """Fflewddur Fflam: every Ally moves to his location."""
    p = realm_of(st, f)
    _gather(st, p, f["src"], list(allies(st, p)))
    return True


def _gather(st: State, p: Player, src: int, cards: list[tuple[int, int]]) -> None:
    """Move each (card, location) to the location of ``src`` where it may go (a card at a
    locked location stays); nothing moves once ``src`` has left the Realm."""
    here = location_of(p, src)
    if here < 0:
        return
    for c, loc in cards:
        if loc != here and not p.locked[loc] and may_enter(st, p, c, here):
            cardplay.move_card(st, p, c, here)


def _can_discard_from_realm(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return bool(in_realm(st, p, step["cards"]))


@verb("discard_from_realm", feasible=_can_discard_from_realm)
def discard_from_realm(st: State, f: dict, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    if ans is None:
        seen: set[str] = set()
        options = []
        for c, _ in in_realm(st, p, step["cards"]):
            if st.table.defs[c].key not in seen or step["cards"] == ["cauldron-born"]:
                seen.add(st.table.defs[c].key)
                options.append(Action(A.PICK, c))
        if not options:
            return True
        ans = ask(st, f["ctl"], "discard", options, "Discard which card?")
        if ans is None:
            return False
    zones.discard_from_realm(st, p, ans.card)
    st.log.append(E.Discarded(p.seat, ans.card))
    return True


def _items(st: State, p: Player) -> list[int]:
    """Items Jaq can discard: the villain's Items and any attached Item (not Glass Slippers)."""
    defs = st.table.defs
    out = [c for z in p.vside for c in z if defs[c].type == "Item"]
    out += [i for i in st.attach if st.table.owner[i] == p.seat]
    return out


def _can_discard_item(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return bool(_items(st, p))


@verb("discard_item", feasible=_can_discard_item)
def discard_item(st: State, f: dict, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    if ans is None:
        options = [Action(A.PICK, c) for c in _items(st, p)]
        if not options:
            return True
        ans = ask(st, f["ctl"], "discard", options, "Discard which Item?")
        if ans is None:
            return False
    c = ans.card
    if c in st.attach:
        del st.attach[c]
        zones.to_discard(st, p, c)
    else:
        zones.discard_from_realm(st, p, c)
    st.log.append(E.Discarded(p.seat, c))
    return True


@verb("unlock")
def unlock(st: State, f: dict, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    loc = p.villain.location_index(step["location"])
    if p.locked[loc]:
        p.locked[loc] = False
        st.log.append(E.Unlocked(p.seat, loc))
    return True
