"""Verbs that act on Allies, Items and locations: moving Allies, discarding cards from the
Realm, unlocking a location."""

from __future__ import annotations

from typing import cast

from game.core.phrase import N_, Name, say

from .. import actions as A
from .. import cardplay, zones
from .. import events as E
from ..actions import Action
from ..book import Rulebook
from ..realm import (
    allies,
    in_realm,
    location_of,
    may_enter,
)
from ..resolution import ask
from ..stack import Prog
from ..state import Player, State, touched_card
from ._verbs import WAIT, chosen, location_answers, realm_of, said_nothing


def _selected(st: State, p: Player, f: Prog, step: dict) -> list[tuple[int, int]]:
    """(card, location) of the cards a ``move`` step names: ``what`` is "allies" (every
    Ally in the Realm), "allies_here" (the Allies at this card's location) or "card" (the
    cards with key ``card``)."""
    what = step["what"]
    if what == "card":
        return in_realm(st, p, (step["card"],))
    found = list(allies(st, p))
    if what == "allies_here":
        here = location_of(p, f.src)
        return [(a, loc) for a, loc in found if loc == here]
    return found


def _movable_allies(st: State, p: Player) -> list[int]:
    """Allies that could move to some other location (Sweet Nightingale)."""
    return [
        a for a, loc in allies(st, p)
        if not p.locked[loc] and any(i != loc and may_enter(st, p, a, i) for i in range(len(p.vside)))
    ]


def _can_move(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    if step.get("optional"):  # "you may move" (Ezra Bridger, Han Solo)
        return True
    if step.get("one"):  # one chosen card must be able to go (Sweet Nightingale)
        return bool(_movable_allies(st, p))
    if step["what"] == "card" and step["to"] == "here":
        # Bruno: Lucifer must be in the Realm, at Bruno's location or able to go there
        here = location_of(p, src)
        return here >= 0 and any(
            loc == here or (not p.locked[loc] and may_enter(st, p, c, here, moving=True))
            for c, loc in in_realm(st, p, (step["card"],))
        )
    return True  # moving each of none is done


def move(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    """Move cards of the Realm: ``what`` (see ``_selected``), ``one`` (the controller picks
    one of them, else each moves) and ``to``: "here" (this card's location) or "elsewhere"
    (another location the controller picks for each)."""
    if step.get("one"):
        return _move_one(st, f, step, ans)
    p = realm_of(st, f)
    if step["to"] == "here":  # Bruno, Fflewddur Fflam
        if not _gather(st, p, f.src, _selected(st, p, f, step)) and location_of(p, f.src) >= 0:
            said_nothing(st, p, f.src, _nothing_to_gather(st, p, f, step))
        return True
    return _move_each_elsewhere(st, f, step, ans)


def _move_each_elsewhere(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    """Every selected card moves to another location, one by one (Beast)."""
    p = realm_of(st, f)
    here = location_of(p, f.src)
    if here < 0:
        return True
    v = f.v
    if ans is None and not v and not _selected(st, p, f, step):
        said_nothing(st, p, f.src, say("no Ally at {location} to move", location=Name(p.villain.locations[here].name))
                     if step["what"] == "allies_here" else N_("no Ally to move"))
        return True
    while True:
        if ans is not None:
            a = v.pop("a")
            cardplay.move_card(st, p, a, cast(int, ans.to))
            if step["what"] != "allies_here":  # a card that moved here stays where it went
                v["stuck"] = v.get("stuck", ()) + (a,)
            ans = None
        stuck = v.get("stuck", ())
        waiting = [a for a, _ in _selected(st, p, f, step) if a not in stuck]
        if not waiting:
            return True
        a = waiting[0]
        at = location_of(p, a)
        options = location_answers(p, lambda i, a=a, at=at: i != at and may_enter(st, p, a, i))
        if not options:
            v["stuck"] = stuck + (a,)
            continue
        v["a"] = a
        ans = ask(st, f.ctl, "location", options,
                    say("Move {card} to which location?", card=Name(st.table.defs[a].name)))
        if ans is None:
            return False


def _move_one(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    """Sweet Nightingale: move an Ally to any other location; with ``optional`` ("you may
    move one", Ezra Bridger) the controller may also choose none."""
    p = realm_of(st, f)
    if step.get("optional") and "a" not in f.v:
        if ans is not None and ans.verb == A.DONE:
            return True
        if ans is None:
            options = [Action(A.PICK, c) for c in _movable_allies(st, p)]
            if not options:
                said_nothing(st, p, f.src, _no_ally_to_move(st, p))
                return True
            ans = ask(st, f.ctl, "ally", [*options, A.DONE_ACTION], N_("Move which Ally?"))
            if ans is None:
                return False
    a = chosen(st, f, ans, "a", lambda: _movable_allies(st, p), "ally", N_("Move which Ally?"))
    if a is None:
        said_nothing(st, p, f.src, _no_ally_to_move(st, p))
        return True
    if a is WAIT:
        return False
    if ans is None or ans.verb != A.AT:
        here = location_of(p, a)
        if step["to"] == "here":
            options = location_answers(p, lambda i: i == location_of(p, f.src) and may_enter(st, p, a, i))
        else:
            options = location_answers(p, lambda i: i != here and may_enter(st, p, a, i))
        if not options:
            return True
        ans = ask(st, f.ctl, "location", options, say("Move {card} where?", card=Name(st.table.defs[a].name)))
        if ans is None:
            return False
    cardplay.move_card(st, p, a, cast(int, ans.to))
    return True


def _no_ally_to_move(st: State, p: Player) -> str:
    return N_("no Ally can move to another location") if any(allies(st, p)) else N_("no Ally to move")


def _gather(st: State, p: Player, src: int, cards: list[tuple[int, int]]) -> bool:
    """Move each (card, location) to the location of ``src`` where it may go (a card at a
    locked location stays); nothing moves once ``src`` has left the Realm. Did any move, or
    stand there already?"""
    here = location_of(p, src)
    if here < 0:
        return False
    done = False
    for c, loc in cards:
        if loc == here:
            done = True
        elif not p.locked[loc] and may_enter(st, p, c, here):
            cardplay.move_card(st, p, c, here)
            done = True
    return done


def _nothing_to_gather(st: State, p: Player, f: Prog, step: dict) -> str:
    """Why a "move … to this location" step moved nothing (Bruno, Fflewddur Fflam)."""
    if step["what"] == "card":
        name = next((d.name for d in p.villain.villain_deck if d.key == step["card"]), None)
        if name is not None and not _selected(st, p, f, step):
            return say("no {card} in the Realm to move", card=Name(name))
        if name is not None:
            return say("{card} cannot move here", card=Name(name))
    if not _selected(st, p, f, step):
        return N_("no Ally to move")
    return N_("no Ally can move here")


def _can_discard_from_realm(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return bool(in_realm(st, p, step["cards"]))


def discard_from_realm(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    if ans is None:
        seen: set[str] = set()
        options = []
        for c, _ in in_realm(st, p, step["cards"]):
            if st.table.defs[c].key not in seen or step["cards"] == ["cauldron-born"]:
                seen.add(st.table.defs[c].key)
                options.append(Action(A.PICK, c))
        if not options:
            names = [d.name for d in (*p.villain.villain_deck, *p.villain.fate_deck) if d.key in step["cards"]]
            said_nothing(st, p, f.src, say("no {card} to discard", card=Name(names[0])) if names
                         else N_("nothing to discard"))
            return True
        ans = ask(st, f.ctl, "discard", options, N_("Discard which card?"))
        if ans is None:
            return False
    zones.discard_from_realm(st, p, ans.card)
    st.log.append(E.Discarded(p.seat, ans.card))
    return True


def _items(st: State, p: Player) -> list[int]:
    """Items that can be discarded: the villain's Items and any attached Item."""
    defs = st.table.defs
    out = [c for z in p.vside for c in z if defs[c].type == "Item"]
    attached = [i for i in st.attach if st.table.owner[i] == p.seat and defs[i].type == "Item"]
    if p.ext is not None:  # a box whose Bounties attach too: in an order a position keeps
        attached.sort()
    return out + attached


def _can_discard_item(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return bool(_items(st, p))


def discard_item(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    """Discard one Item of the Realm (Jaq; Quinlan Vos, Sabine Wren, Lando...)."""
    p = realm_of(st, f)
    if ans is None:
        options = [Action(A.PICK, c) for c in _items(st, p)]
        if not options:
            said_nothing(st, p, f.src, N_("no Item to discard"))
            return True
        ans = ask(st, f.ctl, "discard", options, N_("Discard which Item?"))
        if ans is None:
            return False
    c = ans.card
    if c in st.attach:
        del st.attach[c]
        touched_card(st, c)
        zones.to_discard(st, p, c)
    else:
        zones.discard_from_realm(st, p, c)
    st.log.append(E.Discarded(p.seat, c))
    return True


def register(book: Rulebook) -> None:
    """Enter this module's verbs in the rulebook (``rulebook.assemble`` calls it)."""
    book.verb("move", move, feasible=_can_move, realm=True)
    book.verb("discard_from_realm", discard_from_realm, feasible=_can_discard_from_realm, realm=True)
    book.verb("discard_item", discard_item, feasible=_can_discard_item, realm=True)
