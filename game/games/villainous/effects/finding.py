""""Find a card and play it": a card looked for in the Realm, the discard pile, then the deck."""

from __future__ import annotations

from typing import cast

from game.core.phrase import N_, Name, say

from .. import actions as A
from .. import cardplay, zones
from .. import events as E
from ..actions import Action
from ..book import Rulebook
from ..realm import (
    heroes,
    in_realm,
    location_of,
    may_enter,
)
from ..resolution import ask
from ..stack import Prog
from ..state import Player, State, touched_all, touched_card
from ._verbs import location_answers, realm_of, said_nothing


def find_card(st: State, p: Player, key: str) -> int:
    """Find a card by key: in the Realm, else the discard pile, else the deck (reshuffled).

    Returns its iid (now out of every zone) or -1 if it is nowhere to be found.
    """
    defs = st.table.defs
    for z in p.vside + p.fside:
        for c in z:
            if defs[c].key == key:
                for item in [i for i, h in st.attach.items() if h == c]:
                    del st.attach[item]
                    zones.to_discard(st, p, item)
                z.remove(c)
                st.trapped.pop(c, None)
                touched_all(st)
                return c
    for item in list(st.attach):
        if defs[item].key == key and st.table.owner[item] == p.seat:
            del st.attach[item]
            touched_all(st)
            return item
    fate = any(c.key == key for c in p.villain.fate_deck)
    pile, deck = (p.fate_discard, p.fate_deck) if fate else (p.discard, p.deck)
    for c in pile:
        if defs[c].key == key:
            pile.remove(c)
            return c
    for c in deck:
        if defs[c].key == key:
            deck.remove(c)
            zones.shuffle_deck(st, p, fate=fate)
            return c
    return -1


def findable(st: State, p: Player, key: str) -> bool:
    """Is a card named ``key`` in ``p``'s Realm, decks or discard piles, or attached there?"""
    table = st.table
    ids = _with_key(table, key)  # the few cards of that name: each looked for in the lists
    for z in (*p.vside, *p.fside, p.discard, p.deck, p.fate_discard, p.fate_deck):
        for c in ids:
            if c in z:
                return True
    return any(i in st.attach and table.owner[i] == p.seat for i in ids)


def _with_key(table, key: str) -> tuple[int, ...]:
    found = table.named.get(key)
    if found is None:
        found = table.named[key] = tuple(i for i, d in enumerate(table.defs) if d.key == key)
    return found


def _can_find_and_play(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return findable(st, p, step["card"])


def find_and_play(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    v = f.v
    defs = st.table.defs
    if "c" not in v:
        if step.get("unless_in_play") and in_realm(st, p, (step["card"],)):
            return True
        here = location_of(p, f.src) if f.src >= 0 else -1
        c = find_card(st, p, step["card"])
        if c < 0:
            said_nothing(st, p, f.src, _not_found(p, step["card"]))
            return True
        st.log.append(E.Found(p.seat, c))
        p.limbo.append(c)
        v["c"] = c
        v["here"] = here
    c = v["c"]
    d = defs[c]
    if d.type == "Item" and d.attach == "Hero":
        if ans is None:
            here = v["here"]
            options = [
                Action(A.ON, h) for h, loc in heroes(st, p)
                if (step["to"] != "this_location" or loc == here) and not p.locked[loc]
            ]
            if not options:
                p.limbo.remove(c)
                zones.to_discard(st, p, c)
                st.log.append(E.Discarded(p.seat, c))
                return True
            ans = ask(st, f.ctl, "attach", options, say("Attach {card} to which Hero?", card=Name(d.name)))
            if ans is None:
                return False
        p.limbo.remove(c)
        st.attach[c] = ans.card
        touched_card(st, c)
        st.log.append(E.Attached(p.seat, c, ans.card, 0))
        return True
    # a Hero (or a free-standing card) to a location
    if ans is None and d.fixed_location is not None:  # Glass Slippers, The Prince
        ans = Action(A.AT, -1, p.villain.location_index(d.fixed_location))
        if p.locked[cast(int, ans.to)] and not d.played_when_revealed:
            p.limbo.remove(c)
            zones.to_discard(st, p, c)
            return True
    if ans is None and d.replaces is not None:  # found Ball Gown Cinderella replaces Cinderella
        olds = in_realm(st, p, (d.replaces,))
        if olds:
            zones.discard_from_realm(st, p, olds[0][0])
            st.log.append(E.Discarded(p.seat, olds[0][0]))
            ans = Action(A.AT, -1, olds[0][1])
    if ans is None:
        here = v["here"]
        if step["to"] == "this_location":
            options = location_answers(p, lambda i: i == here and may_enter(st, p, c, i))
        else:
            options = location_answers(p, lambda i: may_enter(st, p, c, i))
        if not options:
            p.limbo.remove(c)
            zones.to_discard(st, p, c)
            return True
        ans = ask(st, f.ctl, "location", options, say("Play {card} where?", card=Name(d.name)))
        if ans is None:
            return False
    p.limbo.remove(c)
    cardplay.place_hero(st, p, c, cast(int, ans.to), f.ctl)
    return True


def _not_found(p: Player, key: str) -> str:
    """Why a card looked for was not found. A Fate card is named (it is never in a hand); a
    Villain card is not, as it may be in its owner's hidden hand."""
    name = next((d.name for d in p.villain.fate_deck if d.key == key), None)
    if name is not None:
        return say("no {card} in the Realm, the Fate deck or its discard pile", card=Name(name))
    return N_("the card is not in the Realm, the Villain deck or its discard pile")


def register(book: Rulebook) -> None:
    """Enter this module's verbs in the rulebook (``rulebook.assemble`` calls it)."""
    book.verb("find_and_play", find_and_play, feasible=_can_find_and_play)
