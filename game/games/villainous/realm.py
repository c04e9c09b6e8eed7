"""Derived values of a Realm: Strength, costs, covering, what may enter where.

Every value is computed from the cards in the Realm (ARCHITECTURE.md: "derived values are
computed"). What is read again and again -- the always-on abilities, sorted by the rule
they feed, and the Objective's check -- is kept per Realm (``Player.memo``, a ``Derived``)
until the Realm next changes: every change to a Realm goes through ``state.touched`` (or
``touched_all``), which drops it, so a modifier never goes stale. ``tests/villainous/test_derived.py``
replays random games checking each kept value against a fresh computation.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from .state import Player, State

# --- The registry of always-on abilities ----------------------------------------------------
#
# Each static kind of the vocabulary (``vocabulary.STATICS``) is registered here with what it
# does, like the verbs: a *strength* rule (a Strength modifier), an *entry* rule (what may
# not enter a location), a *cost* rule (a card's cost), or a *flag* (read where its rule
# applies, by ``has_static``). ``tests/villainous/test_vocabulary.py`` keeps the two in step.

#: kind -> (st, p, d, iid, loc, src, sloc, argument) -> Strength added
STRENGTH_RULES: dict[str, Callable] = {}
#: kind -> (d, loc, sloc, arg, moving) -> True when the card may NOT enter ``loc``
ENTRY_RULES: dict[str, Callable] = {}
#: kind -> (d, argument) -> cost added, for the cards that ``COST_CONCERNS[kind](d)`` accepts
COST_RULES: dict[str, Callable] = {}
COST_CONCERNS: dict[str, Callable] = {}
#: kind -> (p, argument) -> the argument in this Realm's terms (a location key -> index)
ARGUMENTS: dict[str, Callable] = {}
#: kind -> what it means, for the flags read where their rule applies
FLAGS: dict[str, str] = {}


def static_rule(table: dict, kind: str, resolve: Callable | None = None):
    """Register the rule of a static kind in ``table`` (one of the dicts above)."""

    def register(fn):
        if kind in registered_statics():
            raise ValueError(f"static {kind!r} has two rules")
        table[kind] = fn
        if resolve is not None:
            ARGUMENTS[kind] = resolve
        return fn

    return register


def flag(kind: str, meaning: str) -> None:
    if kind in registered_statics():
        raise ValueError(f"static {kind!r} has two rules")
    FLAGS[kind] = meaning


def registered_statics() -> set[str]:
    return set(STRENGTH_RULES) | set(ENTRY_RULES) | set(COST_RULES) | set(FLAGS)


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


class Derived:
    """What is kept of one Realm until it changes (``Player.memo``).

    ``statics``: (source, location, kind, argument) of every always-on ability, as
    ``_scan_statics`` finds them; ``kinds``: the kinds among them; ``strength``, ``entry``
    and ``cost``: the ones each rule reads, with the rule; ``families``: the turn's actions that read nothing but this Realm
    (Vanquish, Move an Item or Ally, Move a Hero: ``turn.action_options``); by card name, whether its printed restrictions
    allow it (``allowed``) and where it may enter (``entering``), found on first use; ``verdicts``: whether a card's
    program can be done, for the programs whose judging reads nothing but the Realm (``resolution.feasible_kept``,
    ``cardplay.undoable_step``); ``symbols``: the free action symbols by (mover's location, slots
    used) (``turn.free_symbols``); ``activatable``: (card, cost, ability) of the Activated abilities at unlocked locations (``turn._activate_options``)."""

    __slots__ = ("statics", "kinds", "strength", "entry", "cost", "families", "allowed", "entering", "verdicts",
                 "symbols", "activatable", "strengths")

    def __init__(self, statics: tuple | None = None) -> None:
        if statics is None:  # an empty shell that ``card_moved`` fills (as ``Player``'s)
            return
        self.statics: tuple = statics
        if statics:
            try:
                parts = _PARTS.get(statics)
            except TypeError:  # an argument that is a list: sorted afresh
                parts = _sorted_by_rule(statics)
            if parts is None:
                parts = _sorted_by_rule(statics)
                if len(_PARTS) >= 4096:  # a bound: a long session meets many Realms
                    _PARTS.clear()
                _PARTS[statics] = parts
            self.kinds, self.strength, self.entry, self.cost = parts
        else:  # most Realms, most of the time
            self.kinds = _NO_KINDS
            self.strength = self.entry = self.cost = ()
        self.families: dict[str, tuple] = {}
        self.allowed: dict[str, bool] = {}
        self.entering: dict[str, tuple[int, ...]] = {}
        self.verdicts: dict[tuple, Any] = {}  # a bool, or what a "when played" cannot do
        self.symbols: dict[tuple, dict[str, int]] = {}
        self.activatable: tuple | None = None
        self.strengths: dict[tuple, int] = {}


_NO_KINDS: frozenset = frozenset()


def _sorted_by_rule(statics: tuple) -> tuple:
    """The kinds among ``statics``, and the ones each rule reads, with the rule (``Derived``)."""
    return (frozenset(s[2] for s in statics),
            tuple((STRENGTH_RULES[s[2]], s[0], s[1], s[3]) for s in statics if s[2] in STRENGTH_RULES),
            tuple((ENTRY_RULES[s[2]], s[1], s[3]) for s in statics if s[2] in ENTRY_RULES),
            tuple((COST_RULES[s[2]], COST_CONCERNS[s[2]], s[3]) for s in statics if s[2] in COST_RULES))


#: statics (as ``_scan_statics`` finds them) -> ``_sorted_by_rule``: the same abilities at the
#: same places are sorted once (a Realm that changes seldom changes its abilities)
_PARTS: dict[tuple, tuple] = {}


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


static_rule(STRENGTH_RULES, "strength")(_strength)


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


static_rule(COST_RULES, "cost")(_cost)


COST_CONCERNS["cost"] = _costed


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


static_rule(ENTRY_RULES, "cannot_enter", resolve=_entry_place)(_cannot_enter)


# The flags (always-on abilities read where their rule applies, by ``has_static``) that one
# card brings are registered beside its villain's data, in ``villains/<key>.py``.


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
