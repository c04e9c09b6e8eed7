"""Derived values of a Realm: Strength, costs, covering, what may enter where.

Every value is computed from the cards in the Realm (ARCHITECTURE.md: "derived values are
computed"). What is read again and again -- the always-on abilities, sorted by the rule
they feed, and the Objective's check -- is kept per Realm (``Player.memo``, a ``Derived``)
until the Realm next changes: every change to a Realm goes through ``state.touched`` (or
``touched_all``), which drops it, so a modifier never goes stale. ``tests/villainous/test_derived.py``
replays random games checking each kept value against a fresh computation.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from .book import (  # noqa: F401  (tests read the tables and calls from here too)
    ARGUMENTS,
    COST_CONCERNS,
    COST_RULES,
    ENTRY_RULES,
    FLAGS,
    STRENGTH_RULES,
    Rulebook,
    flag,
    registered_statics,
    static_rule,
)
from .state import Derived, Player, State


def location_of(p: Player, iid: int, st: State | None = None) -> int:
    """The location index of a card in the Realm, or -1 if it is not there."""
    for i, z in enumerate(p.vside):
        if iid in z:
            return i
    for i, z in enumerate(p.fside):
        if iid in z:
            return i
    if st is not None and iid in st.attach:
        return location_of(p, st.attach[iid], st)
    if p.ext is not None and st is not None:
        r = st.rules
        if r is not None and r.realm_cards is not None:
            for c, loc in r.realm_cards(st, p):
                if c == iid:
                    return loc
    return -1


def realm_cards(st: State, p: Player) -> Iterator[tuple[int, int]]:
    """Every (iid, location) in the Realm: both sides and attached Items."""
    for i, z in enumerate(p.vside):
        for c in z:
            yield c, i
    for i, z in enumerate(p.fside):
        for c in z:
            yield c, i
    if st.attach:
        for item, host in st.attach.items():
            if st.table.owner[item] == p.seat:
                loc = location_of(p, host)
                if loc >= 0:
                    yield item, loc
    if p.ext is not None:
        r = st.rules
        if r is not None and r.realm_cards is not None:  # a Fate Condition under the mover
            yield from r.realm_cards(st, p)


#: an always-on ability in a Realm: (source iid, location, kind, its argument: an amount,
#: or for some kinds a tuple)
Static = tuple[int, int, str, Any]


def derived(st: State, p: Player) -> Derived:
    """The kept values of ``p``'s Realm, rebuilt when it has changed since they were made."""
    m = p.memo
    if m is None:
        m = p.memo = Derived(_scan_statics(st, p))
    return m


def card_moved(st: State, p: Player, c: int, vside: bool) -> None:
    """Card ``c`` entered ``p``'s Realm or moved within it, on the villain's side (``vside``)
    or the Fate side: ``touched``, but what the change cannot alter is kept.

    A card with no always-on ability, carrying no Item, changes neither the statics (nor so
    where a card may enter) nor the locks; unless it grants an action symbol or covers a
    row, not the free symbols; unless it has an Activated ability, not those; on the
    villain's side not the Heroes' moves, on the Fate side not the Items' and Allies'. The
    rest -- the Objective's check, Vanquish, the printed restrictions, the verdicts -- is
    dropped. A box that keeps more per player, or has rules of its own, drops it all."""
    m = p.memo
    p.won = None
    if m is None:
        return
    p.memo = None
    table = st.table
    if c in table.with_statics or p.ext is not None or st.rules is not None or \
            (st.attach and c in st.attach.values()):
        return
    d = table.defs[c]
    n = Derived.__new__(Derived)
    n.statics, n.kinds, n.strength, n.entry, n.cost = m.statics, m.kinds, m.strength, m.entry, m.cost
    n.families = {}
    kept = m.families.get("move_hero" if vside else "move_item_ally")
    if kept is not None:
        n.families["move_hero" if vside else "move_item_ally"] = kept
    n.allowed = {}
    n.entering = m.entering  # shared: each entry holds for both (the same statics and locks)
    n.verdicts = {}
    n.symbols = m.symbols if c not in table.granting and not d.covers else {}
    n.activatable = m.activatable if d.activate_cost is None else None
    n.strengths = {}
    p.memo = n


def active_statics(st: State, p: Player) -> tuple[Static, ...]:
    """(source iid, location, kind, amount) of every always-on ability in the Realm.

    A Trapped Hero's ability is ignored, as if the card had none. Kept until the Realm
    changes (``derived``); a trial copy of a Realm (``Player.clone``) starts afresh."""
    m = p.memo
    if m is None:
        m = p.memo = Derived(_scan_statics(st, p))
    return m.statics


def objective_won(st: State, p: Player, won) -> bool:
    """``won(st, p)``, the Objective's check, kept with the Realm's other derived values.

    An Objective's check reads only its own Realm (the cards, Obstacles, the Relic), so
    it can only change when ``touched`` says the Realm did. A box that keeps more per
    player (``Player.ext``: tokens, removed cards) is checked afresh every time. Kept in
    ``Player.won``, apart from ``Player.memo``: checking needs no scan of the statics."""
    if p.ext is not None:
        return won(st, p)
    w = p.won
    if w is None:
        w = p.won = bool(won(st, p))
    return w


def _scan_statics(st: State, p: Player) -> tuple[Static, ...]:
    table = st.table
    some = table.with_statics
    known = table.statics_at
    trapped = st.trapped
    seat = p.seat
    out: list[Static] = []
    for side in (p.vside, p.fside):
        for loc, z in enumerate(side):
            if z and not some.isdisjoint(z):
                for c in z:
                    if c in some and c not in trapped:
                        here = known.get((c, loc, seat))
                        if here is None:
                            here = known[(c, loc, seat)] = _statics_at(table, p, c, loc)
                        out.extend(here)
    if st.attach:
        owner = table.owner
        for item, host in st.attach.items():
            if item in some and owner[item] == seat and item not in trapped:
                loc = location_of(p, host)
                if loc >= 0:
                    out.extend(_statics_at(table, p, item, loc))
    if p.ext is not None:
        r = st.rules
        if r is not None and r.realm_cards is not None:  # a Fate Condition under the mover
            for c, loc in r.realm_cards(st, p):
                if c in some:
                    out.extend(_statics_at(table, p, c, loc))
    return tuple(out)


def _statics_at(table, p: Player, c: int, loc: int) -> tuple[Static, ...]:
    """Card ``c``'s always-on abilities at ``loc`` of ``p``'s Realm, arguments resolved."""
    out = []
    for kind, amount in table.defs[c].statics:
        resolve = ARGUMENTS.get(kind)
        if resolve is not None:
            amount = resolve(p, amount)
        out.append((c, loc, kind, amount))
    return tuple(out)


def strength(st: State, p: Player, iid: int, statics=None, loc: int | None = None) -> int:
    """An Ally's or Hero's Strength with every modifier in the Realm applied."""
    d = st.table.defs[iid]
    value = d.strength or 0
    if p.ext is not None:
        r = st.rules
        if r is not None and r.strength is not None:  # Strength tokens
            value += r.strength(st, p, iid)
    m = p.memo
    if statics is None or (m is not None and statics is m.statics):
        if m is None:
            m = derived(st, p)
        rules = m.strength
        if not rules:
            return value
        if p.ext is not None:  # a box that keeps more per player: read afresh
            if loc is None:
                loc = location_of(p, iid)
            for rule, src, sloc, amount in rules:
                value += rule(st, p, d, iid, loc, src, sloc, amount)
            return value
        kept = m.strengths
        key = (iid, loc)
        found = kept.get(key)
        if found is None:  # the modifiers read the Realm alone: kept with it
            at = location_of(p, iid) if loc is None else loc
            found = 0
            for rule, src, sloc, amount in rules:
                found += rule(st, p, d, iid, at, src, sloc, amount)
            kept[key] = found
        return value + found
    if not statics:
        return value
    if loc is None:
        loc = location_of(p, iid)
    for src, sloc, kind, amount in statics:
        rule = STRENGTH_RULES.get(kind)
        if rule is not None:
            value += rule(st, p, d, iid, loc, src, sloc, amount)
    return value


def _strength(st, p, d, iid, loc, src, sloc, arg) -> int:
    """``amount`` Strength to the cards ``to`` selects: the card itself ("self"), the card
    it is attached to ("holder"), the Allies at its location ("allies_here") or the other
    Heroes there ("other_heroes_here"); with ``per``, that much for each other card of the
    same name in the Realm ("other_same": Wolves) or each other Hero at the location
    ("other_hero_here": Taran)."""
    amount, to, per = arg
    if to == "self":
        if src != iid:
            return 0
    elif to == "holder":
        if st.attach.get(src) != iid:
            return 0
    elif to == "allies_here":
        if d.type != "Ally" or sloc != loc:
            return 0
    elif d.type != "Hero" or src == iid or sloc != loc:  # other_heroes_here
        return 0
    if per is None:
        return amount
    defs = st.table.defs
    if per == "other_same":
        return amount * sum(1 for c, _ in realm_cards(st, p) if c != iid and defs[c].key == d.key)
    return amount * sum(1 for c in p.fside[loc] if c != iid and defs[c].type == "Hero")



def has_static(st: State, p: Player, kind: str) -> bool:
    return kind in derived(st, p).kinds


def card_cost(st: State, p: Player, iid: int, statics=None) -> int:
    d = st.table.defs[iid]
    cost = d.cost
    m = p.memo
    if statics is None or (m is not None and statics is m.statics):
        for rule, concerns, amount in derived(st, p).cost:
            if concerns(d):
                cost += rule(d, amount)
        return max(cost, 0)
    for concerns in COST_CONCERNS.values():
        if concerns(d):  # a cost rule could touch this card: read the Realm
            if statics is None:
                statics = active_statics(st, p)
            for _, _, kind, amount in statics:
                rule = COST_RULES.get(kind)
                if rule is not None and COST_CONCERNS[kind](d):
                    cost += rule(d, amount)
            break
    return max(cost, 0)


#: the card types a ``cost`` ability may change (its ``type`` selector)
COSTED_TYPES = ("Effect",)


def _costed(d) -> bool:
    return d.deck == "villain" and d.type in COSTED_TYPES


def _cost(d, arg) -> int:
    """The villain's cards of type ``type`` cost ``amount`` more (Cinderella: Effects, +2)."""
    amount, ctype = arg
    return amount if d.type == ctype else 0



def covered(st: State, p: Player, loc: int) -> bool:
    """A location's top row is covered while a covering Fate card is there."""
    defs = st.table.defs
    for c in p.fside[loc]:
        if defs[c].covers:
            return True
    return False


def heroes(st: State, p: Player) -> Iterator[tuple[int, int]]:
    """(iid, location) of every Hero in the Realm, location by location."""
    defs = st.table.defs
    for i, z in enumerate(p.fside):
        for c in z:
            if defs[c].type == "Hero":
                yield c, i


def allies(st: State, p: Player) -> Iterator[tuple[int, int]]:
    defs = st.table.defs
    for i, z in enumerate(p.vside):
        for c in z:
            if defs[c].type == "Ally":
                yield c, i


def hero_in_realm(st: State, p: Player, key: str) -> bool:
    defs = st.table.defs
    return any(defs[c].key == key for c, _ in heroes(st, p))


def adjacent(p: Player, loc: int) -> tuple[int, ...]:
    """The locations next to ``loc``: the ones beside it on the board, but an isolated one
    (Deep Space) is next to none and none is next to it."""
    n = len(p.vside)
    try:
        near = _ADJACENT[n][loc]
    except (KeyError, IndexError):
        near = tuple(i for i in (loc - 1, loc + 1) if 0 <= i < n)
    iso = p.villain.isolated
    if iso:
        return () if loc in iso else tuple(i for i in near if i not in iso)
    return near


#: location count -> location -> its neighbours (read for every card that could move)
_ADJACENT = {n: tuple(tuple(i for i in (loc - 1, loc + 1) if 0 <= i < n) for loc in range(n)) for n in range(1, 9)}


def may_enter(st: State, p: Player, iid: int, loc: int, statics=None, moving: bool = False) -> bool:
    """May this card be played (or, with ``moving``, moved) to ``loc``?

    Locked locations admit nothing; some admit only named cards (The Ballroom); some
    cards forbid others (a ``cannot_enter`` ability: Ball Gown Cinderella keeps Allies out
    of The Ballroom, played or moved; the Fair Folk stop Ancient Soldiers being *played*
    where they are, not moved).
    """
    if p.locked[loc]:
        return False
    d = st.table.defs[iid]
    admits = p.villain.locations[loc].admits
    if admits is not None and d.key not in admits:
        return False
    if admits is None and d.type == "Vehicle":  # Vehicles go to Deep Space only
        return False
    m = p.memo
    if statics is None or (m is not None and statics is m.statics):
        for rule, sloc, arg in derived(st, p).entry:
            if rule(d, loc, sloc, arg, moving):
                return False
        return True
    for _, sloc, kind, arg in statics:
        rule = ENTRY_RULES.get(kind)
        if rule is not None and rule(d, loc, sloc, arg, moving):
            return False
    return True


def _entry_place(p: Player, arg: tuple) -> tuple:
    ctype, card, where, played_only = arg
    return ctype, card, None if where == "here" else p.villain.location_index(where), played_only


def _cannot_enter(d, loc, sloc, arg, moving) -> bool:
    """The cards it selects (of a ``type``, or one ``card``) may not enter ``where`` (a
    location, or "here": this card's), or with ``played_only`` may not be played there
    but may be moved there. Ball Gown Cinderella keeps Allies out of The Ballroom; the
    Fair Folk stop Ancient Soldiers being played where they are."""
    ctype, card, where, played_only = arg
    if played_only and moving:
        return False
    if (sloc if where is None else where) != loc:
        return False
    return d.type == ctype if ctype is not None else d.key == card



# The flags (always-on abilities read where their rule applies, by ``has_static``) that one
# card brings are entered in the rulebook by its villain's module, ``villains/<key>.py``.


def in_realm(st: State, p: Player, keys) -> list[tuple[int, int]]:
    """(iid, location) of every card in the Realm whose key is in ``keys``."""
    defs = st.table.defs
    out = []
    for side in (p.vside, p.fside):  # realm_cards' order, without a generator per call
        for loc, z in enumerate(side):
            for c in z:
                if defs[c].key in keys:
                    out.append((c, loc))
    if st.attach:  # attached Items, in ``realm_cards``' order
        owner = st.table.owner
        seat = p.seat
        for item, host in st.attach.items():
            if owner[item] == seat and defs[item].key in keys:
                loc = location_of(p, host)
                if loc >= 0:
                    out.append((item, loc))
    if p.ext is not None:  # a box's own cards (a Fate Condition under the mover)
        r = st.rules
        if r is not None and r.realm_cards is not None:
            for c, loc in r.realm_cards(st, p):
                if defs[c].key in keys:
                    out.append((c, loc))
    return out


def trapped_count(st: State, p: Player) -> int:
    return sum(1 for c in st.trapped if st.table.owner[c] == p.seat)


def trapped_tokens_free(st: State, p: Player) -> int:
    """Trapped tokens still in the supply (for the table to show): the villain's data
    declares how many it has (``trapped_tokens``: Lady Tremaine's five)."""
    return p.villain.trapped_tokens - trapped_count(st, p)


def trappable(st: State, p: Player, loc: int | None = None) -> list[int]:
    """Heroes that could take a Trapped token (at ``loc`` if given)."""
    if trapped_count(st, p) >= p.villain.trapped_tokens:
        return []
    defs = st.table.defs
    return [
        h for h, hloc in heroes(st, p)
        if h not in st.trapped and not defs[h].untrappable and (loc is None or hloc == loc)
    ]


def obstacles_removable(st: State, p: Player) -> int:
    """How many Obstacles could be removed now (0 while Belle or the like forbids it)."""
    total = sum(p.obstacles)
    if total and has_static(st, p, "no_obstacle_removal"):
        return 0
    return total


def empty_spots(p: Player) -> list[int]:
    """Free Obstacle spots per location."""
    return [loc.obstacle_spots - have for loc, have in zip(p.villain.locations, p.obstacles, strict=True)]


_RELIC_SIDES = {"unclaimed": 0, "cauldron": 1, "power": 2}


def evaluate(st: State, p: Player, cond: dict) -> bool:
    """Does the Realm meet a card's condition (an ``if`` step, a card's ``playable_when``)?"""
    if "hero_in_realm" in cond:
        return hero_in_realm(st, p, cond["hero_in_realm"])
    if "card_at" in cond:
        where = p.villain.location_index(cond["card_at"]["location"])
        keys = cond["card_at"]["cards"]
        return any(loc == where for _, loc in in_realm(st, p, keys))
    if "card_in_realm" in cond:
        return bool(in_realm(st, p, cond["card_in_realm"]))
    if "relic" in cond:
        return p.relic == _RELIC_SIDES[cond["relic"]]
    if "not" in cond:
        return not evaluate(st, p, cond["not"])
    if "all" in cond:
        return all(evaluate(st, p, c) for c in cond["all"])
    if "any" in cond:
        return any(evaluate(st, p, c) for c in cond["any"])
    raise ValueError(cond)


def free_symbols(st: State, p: Player) -> dict[str, int]:
    """Action symbols still available at the mover's location: symbol -> slot.

    Top-row slots are 0-3 and bottom-row slots 4-7. When a symbol appears in both
    rows the top one is used first: it is the one a Hero could cover later. Where no
    card grants a symbol, they depend only on the location, the slots used and whether
    the top row is covered: kept in the Table by those (read it, never change it).
    """
    # they read the Realm, the mover's place and the slots used: kept with the Realm (only
    # where no box rule decides them, so that a kept value is always the one to read)
    m = p.memo
    mover = p.mover
    here = (mover, st.used)
    if m is not None:
        found = m.symbols.get(here)
        if found is not None:
            return found
    r = st.rules
    if r is not None and r.free_symbols is not None:  # aboard an Ally Vehicle
        return _free_symbols(st, p)
    if m is None:
        m = derived(st, p)
    found = m.symbols.get(here)
    if found is None:
        table = st.table
        if table.granting.isdisjoint(p.vside[mover]):
            key = (p.seat, mover, st.used, covered(st, p, mover))
            found = table.symbols_at.get(key)
            if found is None:
                found = table.symbols_at[key] = _free_symbols(st, p)
        else:
            found = _free_symbols(st, p)
        m.symbols[here] = found
    return found


def _free_symbols(st: State, p: Player) -> dict[str, int]:
    r = st.rules
    if r is not None and r.free_symbols is not None:
        found = r.free_symbols(st, p)  # aboard an Ally Vehicle
        if found is not None:
            return found
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


#: Scum and Villainy's "10 Target markers": the only tokens of a box that run out
TARGET_MARKERS = 10


def markers_free(st: State) -> int:
    """Target markers still in the box's supply (10 in all)."""
    used = sum(len(q.ext.marked) + q.ext.collected for q in st.players if q.ext is not None)
    return TARGET_MARKERS - used


def register(book: Rulebook) -> None:
    """The rulebook's own always-on abilities: a Strength modifier, a cost modifier, and what
    may not enter a location (the villains' flags are entered by their modules)."""
    book.static_rule(book.strength_rules, "strength", _strength)
    book.static_rule(book.cost_rules, "cost", _cost)
    book.cost_concerns["cost"] = _costed
    book.static_rule(book.entry_rules, "cannot_enter", _cannot_enter, resolve=_entry_place)
