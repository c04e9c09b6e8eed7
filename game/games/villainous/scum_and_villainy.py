"""Star Wars Villainous: Scum and Villainy — the rules only this box has.

The box itself (its symbols, starting Credits, Move reaching any location, a Fate action
whose two cards are unplayable) is declared in ``box.py``; what no switch covers is here,
the box's ``BoxRules``, entered in the rulebook by ``register`` below:

- Credits and Ambition: Credits are the engine's ``power``; Ambition is kept in
  ``Player.ext``: one token at the start of each turn, spent by the "Play / Activate an
  Ambition Card" action (one card or one ability per action, even at cost 0).
- Deep Space and Vehicles: the last location of a Sector is Deep Space; Ally Vehicles stand
  there (villain side) and Hero Vehicles too (Fate side). Each Ally Vehicle is a place the
  mover may go (its symbols are the card's ``grants``; its ``arrive`` ability resolves
  first). Engagement, Maneuver, Vanquish of an engaged pair, a Fate action that engages,
  and the hand limit lowered by each unengaged Hero Vehicle.
- Contacts and Bounties: a Bounty attaches to a Contact within its limit (one, or two: ``holds_two_bounties``); its
  Hunt is paid without an action; its Progress requirements are marked after every action
  (a requirement several Bounties share marks each); the last one gives the Contact's
  Reward, and the Bounty is kept by the portrait.
- Strength tokens, Target markers (Cad Bane), Rebels removed from the game (Seventh
  Sister), and each Fate deck's Condition card under the targeted mover.

Where the rulebook is silent, the decision is written in
docs/content/scum-and-villainy-rules-notes.md, and tested.
"""

from __future__ import annotations

from typing import Any

from game.core.phrase import N_, Name, say

from . import actions as A
from . import events as E
from .actions import (  # the verbs of this box's actions: values, with the others'
    AMBITION_ACTIVATE,
    AMBITION_ATTACH,
    AMBITION_PLAY,
    FATE_ENGAGE,
    HUNT,
    MANEUVER,
    Action,
)
from .book import Rulebook
from .box import SCUM_AND_VILLAINY
from .boxrules import BoxRules
from .cardplay import play_villain_card, when_played_doable
from .legality import Refusals
from .realm import TARGET_MARKERS, active_statics, card_cost, markers_free, realm_cards, strength  # noqa: F401  (the Target supply: read from here too)
from .resolution import ask, feasible, push_program, push_together
from .stack import Frame
from .state import Player, State, touched, touched_all
from .turn import location_moves
from .zones import discard_from_realm, remove_from_zones

DEEP_SPACE = "deep-space"


class Extras:
    """One player's record of what only this box has (``Player.ext``)."""

    __slots__ = ("ambition", "tokens", "marked", "collected", "removed", "completed", "under",
                 "progress", "engaged", "aboard", "hunted", "happened", "purge")

    def __init__(self) -> None:
        self.ambition = 0
        self.tokens: dict[int, int] = {}  # card -> its Strength tokens (+1 each, -1 each)
        self.marked: list[int] = []  # Heroes of this Sector carrying a Target marker
        self.collected = 0  # Target markers collected (by the portrait)
        self.removed: list[int] = []  # Fate cards removed from the game
        self.completed: list[int] = []  # completed Bounties, kept by the portrait
        self.under: list[int] = []  # the Fate Condition under the mover
        self.progress: dict[int, tuple[int, ...]] = {}  # Bounty -> requirements marked
        self.engaged: dict[int, int] = {}  # Ally Vehicle -> the Hero Vehicle engaged with it
        self.aboard = -1  # the Ally Vehicle the mover stands on
        self.hunted: tuple[int, ...] = ()  # Bounties whose Hunt was paid this turn
        self.happened: tuple = ()  # what this action did that Progress and Conditions ask
        self.purge = -1  # a Hero being defeated that leaves the game

    def clone(self) -> Extras:
        e = Extras.__new__(Extras)
        e.ambition = self.ambition
        e.tokens = self.tokens.copy()
        e.marked = self.marked[:]
        e.collected = self.collected
        e.removed = self.removed[:]
        e.completed = self.completed[:]
        e.under = self.under[:]
        e.progress = self.progress.copy()
        e.engaged = self.engaged.copy()
        e.aboard = self.aboard
        e.hunted = self.hunted
        e.happened = self.happened
        e.purge = self.purge
        return e


# --- Small readings ---------------------------------------------------------------------------


def deep_space(p: Player) -> int:
    """The index of Deep Space in this Sector (-1: none)."""
    locs = p.villain.locations
    return len(locs) - 1 if locs[-1].key == DEEP_SPACE else -1


def ally_vehicles(st: State, p: Player) -> list[int]:
    ds = deep_space(p)
    return [] if ds < 0 else [c for c in p.vside[ds] if st.table.defs[c].type == "Vehicle"]


def hero_vehicles(st: State, p: Player) -> list[int]:
    ds = deep_space(p)
    return [] if ds < 0 else [c for c in p.fside[ds] if st.table.defs[c].type == "Vehicle"]


def unengaged_heroes(st: State, p: Player) -> list[int]:
    taken = set(p.ext.engaged.values())
    return [h for h in hero_vehicles(st, p) if h not in taken]


def unengaged_allies(st: State, p: Player) -> list[int]:
    return [a for a in ally_vehicles(st, p) if a not in p.ext.engaged]


def traits(d) -> tuple[str, ...]:
    return tuple(d.extra.get("traits", ()))


def is_ambition(d) -> bool:
    return d.extra.get("currency", "credits") == "ambition"


def statics_count(st: State, p: Player, kind: str) -> int:
    """How many cards of the Sector have this always-on ability (each counts once)."""
    return sum(1 for s in active_statics(st, p) if s[2] == kind)


def has(st: State, p: Player, kind: str) -> bool:
    return any(s[2] == kind for s in active_statics(st, p))


def contact_limit(st: State, p: Player, contact: int) -> int:
    """One Bounty at a time, two for a Contact that says so."""
    two = any(src == contact and kind == "holds_two_bounties" for src, _, kind, _ in active_statics(st, p))
    return 2 if two else 1


def bounties_on(st: State, contact: int) -> list[int]:
    return sorted(b for b, h in st.attach.items() if h == contact and st.table.defs[b].type == "Bounty")


def bounties(st: State, p: Player) -> list[tuple[int, int]]:
    """(Bounty, Contact) of every Bounty in progress in this Sector."""
    defs = st.table.defs
    return sorted((b, h) for b, h in st.attach.items()
                  if defs[b].type == "Bounty" and st.table.owner[b] == p.seat)


# --- The turn ---------------------------------------------------------------------------------


def _new_player() -> Extras:
    return Extras()


def _start_turn(st: State, p: Player) -> None:
    """Step 1: "take 1 Ambition token" (unless a Condition forbids it)."""
    p.ext.hunted = ()
    p.ext.happened = ()
    if not has(st, p, "no_ambition_gain"):
        p.ext.ambition += 1
        st.log.append(E.AmbitionGained(p.seat, 1))


def _mover_moves(st: State, p: Player, why=None) -> list[Action]:
    """The four locations, and every Ally Vehicle; never the place the mover stands on."""
    ds = deep_space(p)
    out = location_moves(st, p, why, skip=ds)
    for v in ally_vehicles(st, p):
        if p.mover == ds and p.ext.aboard == v:
            if why is not None:
                why.no(A.MOVE, v, ds, N_("You must move to a different location"))
        else:
            out.append(Action(A.MOVE, v, ds))
    if why is not None:
        why.no(A.MOVE, None, None, N_("Your mover goes to a location, or onto one of your Ally Vehicles; "
               "Deep Space itself is not a place to stand"))
    return out


def _after_mover(st: State, p: Player, a: Action) -> None:
    """Onto an Ally Vehicle: its ability resolves before any action."""
    if a.card >= 0:
        p.ext.aboard = a.card
        arrive = tuple(st.table.defs[a.card].extra.get("arrive", ()))
        push_program(st, arrive, "arrive", a.card, p.seat, p.seat)
    else:
        p.ext.aboard = -1


def _free_symbols(st: State, p: Player) -> dict[str, int] | None:
    """Aboard an Ally Vehicle: its own symbols, unless a Hero Vehicle is engaged with it."""
    ds = deep_space(p)
    if ds < 0 or p.mover != ds:
        return None
    v = p.ext.aboard
    if v < 0 or v not in p.vside[ds] or v in p.ext.engaged:
        return {}
    out: dict[str, int] = {}
    for sym in st.table.defs[v].grants:
        if 100 + v not in st.used and sym not in out:
            out[sym] = 100 + v
    return out


def _hand_limit(st: State, p: Player) -> int:
    """"Each unengaged Hero Vehicle in your Sector reduces your hand-card limit by 1." """
    limit = st.table.box.hand_size - len(unengaged_heroes(st, p)) - statics_count(st, p, "hand_limit_minus")
    return max(0, limit)


def _gain(st: State, p: Player, a: Action) -> bool:
    """Collect Credits: the symbol's amount, less what a Condition takes."""
    loc = p.villain.locations[p.mover]
    syms = loc.top + loc.bottom if p.mover != deep_space(p) else st.table.defs[p.ext.aboard].grants
    amount = max(int(s[4:]) for s in syms if s[:4] == "gain")
    amount = max(0, amount - statics_count(st, p, "collect_credits_minus"))
    p.power += amount
    st.log.append(E.GainedPower(p.seat, amount))
    p.ext.happened += (("collect",),)
    return True


# --- Play / Activate an Ambition Card ---------------------------------------------------------


def _plays_with(d, sym: str) -> bool:
    """Credits cards with Play a Credits Card, Ambition cards with the Ambition action."""
    return is_ambition(d) == (sym == "ambition")


def _ambition_options(st: State, p: Player, why=None) -> list[Action]:
    from .turn import play_options

    out = []
    have = p.ext.ambition
    # an attempted Ambition play is explained by Play a Card's refusals, as that play
    # ("Todo 360 needs a Hero ...", "... cannot do anything now")
    inner = None
    if why is not None and why.attempt.verb in (AMBITION_PLAY, AMBITION_ATTACH):
        t = why.attempt
        inner = Refusals(Action(A.ATTACH if t.verb == AMBITION_ATTACH else A.PLAY, t.card, t.to))
    for a in play_options(st, p, free=True, sym="ambition", why=inner):
        if card_cost(st, p, a.card) <= have:
            out.append(Action(AMBITION_ATTACH if a.verb == A.ATTACH else AMBITION_PLAY, a.card, a.to))
        elif why is not None:
            d = st.table.defs[a.card]
            why.no((AMBITION_PLAY, AMBITION_ATTACH), a.card, None,
                   say("{card} costs {cost} Ambition; you have {have}",
                       card=Name(d.name), cost=card_cost(st, p, a.card), have=have))
    if inner is not None and inner.reason is not None:
        why.no((AMBITION_PLAY, AMBITION_ATTACH), None, None, inner.reason)
    defs = st.table.defs
    for loc, z in enumerate(p.vside):
        if p.locked[loc]:
            continue
        for c in z:
            d = defs[c]
            if d.activate_cost is None or d.extra.get("activate_currency") != "ambition":
                continue
            if d.activate_cost <= have and feasible(st, p, d.activate, c, p.seat):
                out.append(Action(AMBITION_ACTIVATE, c))
            elif why is not None:
                why.no(AMBITION_ACTIVATE, c, None,
                       say("Activating {card} costs {cost} Ambition; you have {have}", card=Name(d.name),
                           cost=d.activate_cost, have=have) if d.activate_cost > have
                       else say("{card} cannot do anything now", card=Name(d.name)))
    return out


def _ambition_play(st: State, p: Player, a: Action) -> bool:
    cost = card_cost(st, p, a.card)
    p.ext.ambition -= cost
    p.ext.happened += (("ambition_action",),)
    play_villain_card(st, p, Action(A.ATTACH if a.verb == AMBITION_ATTACH else A.PLAY, a.card, a.to), free=True)
    return True


def _ambition_activate(st: State, p: Player, a: Action) -> bool:
    d = st.table.defs[a.card]
    p.ext.ambition -= d.activate_cost
    p.ext.happened += (("ambition_action",),)
    st.log.append(E.Activated(p.seat, a.card, d.activate_cost))
    push_program(st, d.activate, "activate", a.card, p.seat, p.seat)
    return True


# --- Vehicles ---------------------------------------------------------------------------------


def _maneuver_options(st: State, p: Player, why=None) -> list[Action]:
    """Maneuver: disengage an engaged Ally Vehicle, or engage an unengaged one."""
    out = []
    free_heroes = unengaged_heroes(st, p)
    for v in ally_vehicles(st, p):
        if v in p.ext.engaged:
            out.append(Action(MANEUVER, v, -1))
        else:
            out.extend(Action(MANEUVER, v, h) for h in free_heroes)
    return out


def _maneuver(st: State, p: Player, a: Action) -> bool:
    if a.to == -1:
        h = p.ext.engaged.pop(a.card)
        st.log.append(E.Moved(p.seat, h, deep_space(p), deep_space(p)))
    else:
        engage(p, a.card, a.to)
        st.log.append(E.Moved(p.seat, a.to, deep_space(p), deep_space(p)))
    return True


def engage(p: Player, ally_vehicle: int, hero_vehicle: int) -> None:
    p.ext.engaged[ally_vehicle] = hero_vehicle


def _vehicle_vanquish_options(st: State, p: Player, why=None) -> list[Action]:
    """An engaged pair may be vanquished, unless the mover stands on that Ally Vehicle."""
    ds = deep_space(p)
    return [Action(A.VANQUISH, h) for v, h in p.ext.engaged.items()
            if not (p.mover == ds and p.ext.aboard == v)]


def _vanquish(st: State, p: Player, a: Action) -> bool:
    if st.table.defs[a.card].type != "Vehicle":
        return False  # a Hero: the engine's own Vanquish
    h = a.card
    v = next(v for v, hv in p.ext.engaged.items() if hv == h)
    st.log.append(E.Vanquished(p.seat, h, (v,)))
    discard_from_realm(st, p, v)
    st.log.append(E.Discarded(p.seat, v))
    discard_from_realm(st, p, h)
    st.log.append(E.Discarded(p.seat, h))
    st.triggers.append(("vanquish", p.seat))
    return True


def _fate_engage_options(st: State, p: Player, why=None) -> list[Action]:
    """"Instead of drawing ... you may use a Fate action to engage a Hero Vehicle against an
    Ally Vehicle" (of the opponent you choose)."""
    from .turn import fate_targets

    out = []
    for o in fate_targets(st, p.seat):
        q = st.players[o]
        if q.ext is None:
            continue
        for h in unengaged_heroes(st, q):
            out.extend(Action(FATE_ENGAGE, h, v) for v in unengaged_allies(st, q))
    return out


def _fate_engage(st: State, p: Player, a: Action) -> bool:
    target = st.table.owner[a.card]
    q = st.players[target]
    st.log.append(E.FateTaken(p.seat, target))
    st.triggers.append(("fate", target))
    engage(q, a.to, a.card)
    st.log.append(E.Moved(target, a.card, deep_space(q), deep_space(q)))
    return True


def _vehicle_fate_playable(st: State, p: Player, c: int, ctl: int) -> bool:
    """A Hero Vehicle goes to Deep Space, if its "when played" text can be done there
    ("If you cannot follow a card's instructions, you cannot play it")."""
    ds = deep_space(p)
    return ds >= 0 and when_played_doable(st, p, c, ds, ctl)


def _play_hero_vehicle(st: State, f: Frame, ans: Action | None) -> None:
    """A Hero Vehicle goes to Deep Space; with an unengaged Ally Vehicle there it must be
    played engaged with it (the player who plays it picks which)."""
    p = st.players[f.realm]
    c = f.card
    if ans is None:
        free = unengaged_allies(st, p)
        if free:
            ans = ask(st, f.ctl, "attach", [Action(A.ON, v) for v in free],
                      say("Choose the Ally Vehicle {card} engages", card=Name(st.table.defs[c].name)))
            if ans is None:
                return
    st.stack.pop()
    p.limbo.remove(c)
    ds = deep_space(p)
    p.fside[ds].append(c)
    touched(p)
    st.log.append(E.Played(p.seat, c, ds, 0))
    if ans is not None:
        engage(p, ans.card, c)
    d = st.table.defs[c]
    if d.play:
        push_program(st, d.play, "play", c, f.ctl, p.seat)


# --- The Fate Condition under the mover ----------------------------------------------------------


def _condition_fate_playable(st: State, p: Player, c: int, ctl: int) -> bool:
    return st.table.defs[c].deck == "fate"


def _play_fate_condition(st: State, f: Frame, ans: Action | None) -> None:
    """"Place it under the mover of the Villain targeted": it travels with the mover."""
    p = st.players[f.realm]
    c = f.card
    st.stack.pop()
    p.limbo.remove(c)
    p.ext.under.append(c)
    touched(p)
    st.log.append(E.Played(p.seat, c, p.mover, 0))


def _under_mover(st: State, p: Player):
    for c in p.ext.under:
        yield c, p.mover


# --- Contacts and Bounties -----------------------------------------------------------------------


def _hosts(st: State, p: Player, d) -> list[tuple[int, int]]:
    """The Contacts a Bounty may be attached to: each holds up to its limit."""
    defs = st.table.defs
    out = []
    for loc, z in enumerate(p.vside):
        if p.locked[loc]:
            continue
        for c in z:
            if defs[c].type == d.attach and len(bounties_on(st, c)) < contact_limit(st, p, c):
                out.append((c, loc))
    return out


def _hunt_options(st: State, p: Player) -> list[Action]:
    """Each Bounty's Hunt, paid "at any time during your turn ... without having to use an
    action" (once a turn): before the mover moves too."""
    defs = st.table.defs
    out = []
    for b, _ in bounties(st, p):
        hunt = defs[b].extra.get("hunt")
        if hunt is None or b in p.ext.hunted or hunt["cost"] > p.power:
            continue
        if feasible(st, p, tuple(hunt["steps"]), b, p.seat):
            out.append(Action(HUNT, b))
    return out


def _hunt(st: State, p: Player, a: Action) -> bool:
    b = a.card
    hunt = st.table.defs[b].extra["hunt"]
    p.power -= hunt["cost"]
    st.log.append(E.Activated(p.seat, b, hunt["cost"]))
    p.ext.hunted += (b,)
    p.ext.happened += (("hunt", b),)
    mark_progress(st, p)
    push_program(st, tuple(hunt["steps"]), "hunt", b, p.seat, p.seat)
    return True


def requirement_met(st: State, p: Player, b: int, host: int, req: dict) -> bool:
    kind = req["kind"]
    happened = p.ext.happened
    if kind == "hunt":
        return ("hunt", b) in happened
    if kind == "defeat":
        want_loc = req.get("location")
        want = -1 if want_loc is None else p.villain.location_index(want_loc)
        return any(h[0] == "defeat" and h[1] >= req.get("strength", 0) and want in (-1, h[2])
                   for h in happened)
    defs = st.table.defs
    if kind == "ally_at":
        loc = p.villain.location_index(req["location"])
        return any(defs[c].type == "Ally" for c in p.vside[loc])
    if kind == "vehicle":
        return bool(ally_vehicles(st, p))
    if kind == "credits":
        return p.power >= req.get("amount", 0)
    if kind == "hunter_here":
        loc = next((i for i, z in enumerate(p.vside) if host in z), -1)
        return loc >= 0 and any("Bounty Hunter" in traits(defs[c]) for c in p.vside[loc])
    raise ValueError(f"unknown Progress requirement {kind!r}")


def mark_progress(st: State, p: Player) -> None:
    """Mark every Progress requirement now met, on every Bounty that has it; a Bounty
    whose last requirement is marked is complete: its Contact's Reward is applied and it is
    kept by the portrait. Rewards of Bounties completed together trigger together: the active
    player chooses their order (``resolution.push_together``)."""
    defs = st.table.defs
    rewards: list[tuple[str, int, str, tuple]] = []
    for b, host in bounties(st, p):
        reqs = defs[b].extra.get("progress", ())
        marked = p.ext.progress.get(b, ())
        for i, req in enumerate(reqs):
            if i not in marked and requirement_met(st, p, b, host, req):
                marked += (i,)
        if len(marked) >= len(reqs):
            del st.attach[b]
            touched_all(st)
            p.ext.progress.pop(b, None)
            p.ext.completed.append(b)
            st.log.append(E.Moved(p.seat, b, -1, -1))
            rewards.append(("villain", host, "reward", tuple(defs[host].extra.get("reward", ()))))
        elif marked:
            p.ext.progress[b] = marked
    if rewards:
        push_together(st, p.seat, p.seat, rewards)


# --- After each action, and cards leaving ------------------------------------------------------


def _after_action(st: State, triggers: list) -> None:
    p = st.players[st.active]
    ext = p.ext
    words = {t[0] for t in triggers if len(t) < 2 or t[1] == st.active or t[0] == "fate"}
    words |= {h[0] for h in ext.happened}
    mark_progress(st, p)
    for c in list(ext.under):  # a Condition is discarded as soon as its requirement is met
        when = st.table.defs[c].extra.get("discard_when")
        if when is not None and when in words:
            ext.under.remove(c)
            touched(p)
            p.fate_discard.append(c)
            st.log.append(E.Discarded(p.seat, c))
    ext.happened = ()
    _sweep(st)


def _sweep(st: State) -> None:
    """Tokens and markers stay only on cards in play (a card that comes back comes back bare)."""
    for q in st.players:
        if q.ext is None:
            continue
        if q.ext.tokens or q.ext.marked:
            here = {c for c, _ in realm_cards(st, q)}
            q.ext.tokens = {c: n for c, n in q.ext.tokens.items() if c in here and n}
            q.ext.marked = [c for c in q.ext.marked if c in here]


def _defeated(st: State, p: Player, h: int, loc: int) -> bool:
    """A Hero leaves: its Target marker is collected; a Rebel that must leave the game does."""
    ext = p.ext
    ext.happened += (("defeat", strength(st, p, h, loc=loc), loc),)
    if h in ext.marked:
        ext.marked.remove(h)
        ext.collected += 1
    d = st.table.defs[h]
    purge = ext.purge == h or ("Rebel" in traits(d) and (any(
        kind == "rebels_defeated_here_removed" and sloc == loc for _, sloc, kind, _ in active_statics(st, p))
        or any(_removes_rebels(st, a) for a in _fighters(st, h))))
    ext.purge = -1
    if not purge:
        return False
    for item in [i for i, host in st.attach.items() if host == h]:
        del st.attach[item]
        p.fate_discard.append(item)
    ext.tokens.pop(h, None)
    st.trapped.pop(h, None)
    touched_all(st)
    remove_from_zones(p, h)
    ext.removed.append(h)
    return True


def _fighters(st: State, h: int) -> tuple[int, ...]:
    """The Allies of the Vanquish that is defeating ``h`` now. They are discarded just before
    the Hero, but the rulebook discards them together: an ability of theirs (the Grand
    Inquisitor's: "a Rebel defeated at his location is removed from the game") still applies
    to the Hero they defeat."""
    for ev in reversed(st.log):
        if isinstance(ev, E.Vanquished):
            return ev.allies if ev.hero == h else ()
        if not isinstance(ev, E.Discarded):
            return ()
    return ()


def _removes_rebels(st: State, c: int) -> bool:
    return any(kind == "rebels_defeated_here_removed" for kind, _ in st.table.defs[c].statics)


def _leaves(st: State, p: Player, c: int) -> None:
    ext = p.ext
    ext.tokens.pop(c, None)
    if c in ext.marked:  # not defeated (moved back to a deck, removed): the marker goes back
        ext.marked.remove(c)
    ext.engaged.pop(c, None)
    for v, h in list(ext.engaged.items()):
        if h == c:
            del ext.engaged[v]
    if ext.aboard == c:
        ext.aboard = -1
    ext.progress.pop(c, None)


def _strength(st: State, p: Player, c: int) -> int:
    return p.ext.tokens.get(c, 0)


def _zones(p: Player):
    return (p.ext.removed, p.ext.completed, p.ext.under)


# --- Positions ------------------------------------------------------------------------------------


def _write(st: State, p: Player) -> dict[str, Any]:
    lb = st.table.labels
    e = p.ext
    return {
        "ambition": e.ambition,
        "strength_tokens": {lb[c]: n for c, n in sorted(e.tokens.items())},
        "targets_on": [lb[c] for c in e.marked],
        "targets_collected": e.collected,
        "removed": [lb[c] for c in e.removed],
        "completed_bounties": [lb[c] for c in e.completed],
        "under_mover": [lb[c] for c in e.under],
        "progress": {lb[b]: list(m) for b, m in sorted(e.progress.items())},
        "engaged": {lb[v]: lb[h] for v, h in sorted(e.engaged.items())},
        "aboard": None if e.aboard < 0 else lb[e.aboard],
        "hunted": [lb[c] for c in e.hunted],
        "happened": [list(h) for h in e.happened],
    }


def _read(st: State, p: Player, data: dict, take) -> None:
    e = p.ext
    mine = st.table.by_label[p.seat]

    def ref(label: str) -> int:
        if label not in mine:
            raise ValueError(f"unknown card {label!r}")
        return mine[label]

    e.ambition = _count(data.get("ambition", 0), "ambition")
    e.tokens = {ref(k): int(n) for k, n in data.get("strength_tokens", {}).items()}
    e.marked = [ref(k) for k in data.get("targets_on", [])]
    e.collected = _count(data.get("targets_collected", 0), "targets_collected")
    e.removed = [take(k, f"removed/{j}") for j, k in enumerate(data.get("removed", []))]
    e.completed = [take(k, f"completed_bounties/{j}") for j, k in enumerate(data.get("completed_bounties", []))]
    e.under = [take(k, f"under_mover/{j}") for j, k in enumerate(data.get("under_mover", []))]
    e.progress = {ref(k): tuple(int(i) for i in m) for k, m in data.get("progress", {}).items()}
    e.engaged = {ref(v): ref(h) for v, h in data.get("engaged", {}).items()}
    aboard = data.get("aboard")
    e.aboard = -1 if aboard is None else ref(aboard)
    e.hunted = tuple(ref(k) for k in data.get("hunted", []))
    e.happened = tuple(tuple(h) for h in data.get("happened", []))


def _count(v: Any, name: str) -> int:
    if not isinstance(v, int) or isinstance(v, bool) or v < 0:
        raise ValueError(f"{name} must be a whole number")
    return v


def _fmt(verb: str):
    def fmt(st: State, a: Action) -> str:
        lb = st.table.labels
        if verb in (AMBITION_PLAY, AMBITION_ATTACH):
            if a.to == -1:
                return f"ambition {lb[a.card]}"
            if verb == AMBITION_ATTACH:
                return f"ambition {lb[a.card]} >{lb[a.to]}"
            seat = st.table.owner[a.card]
            return f"ambition {lb[a.card]} @{st.players[seat].villain.locations[a.to].key}"
        if verb == AMBITION_ACTIVATE:
            return f"ambition-activate {lb[a.card]}"
        if verb == MANEUVER:
            return f"maneuver {lb[a.card]} disengage" if a.to == -1 else f"maneuver {lb[a.card]} >{lb[a.to]}"
        if verb == FATE_ENGAGE:
            return f"fate p{st.table.owner[a.card] + 1} engage {lb[a.card]} >{lb[a.to]}"
        return f"hunt {lb[a.card]}"

    return fmt


RULES = BoxRules(
    key=SCUM_AND_VILLAINY.key,
    new_player=_new_player,
    write=_write,
    read=_read,
    zones=_zones,
    zone_fields=("removed", "completed_bounties", "under_mover"),
    start_turn=_start_turn,
    mover_moves=_mover_moves,
    after_mover=_after_mover,
    free_symbols=_free_symbols,
    symbols={"ambition": _ambition_options},
    more_options={"move_item_ally": _maneuver_options, "vanquish": _vehicle_vanquish_options,
                  "fate": _fate_engage_options},
    free_actions=_hunt_options,
    performs={A.GAIN: _gain, AMBITION_PLAY: _ambition_play, AMBITION_ATTACH: _ambition_play,
              AMBITION_ACTIVATE: _ambition_activate, MANEUVER: _maneuver, A.VANQUISH: _vanquish,
              FATE_ENGAGE: _fate_engage, HUNT: _hunt},
    symbol_of={AMBITION_PLAY: "ambition", AMBITION_ATTACH: "ambition", AMBITION_ACTIVATE: "ambition",
               MANEUVER: "move_item_ally", FATE_ENGAGE: "fate"},
    formats={v: _fmt(v) for v in (AMBITION_PLAY, AMBITION_ATTACH, AMBITION_ACTIVATE, MANEUVER,
                                  FATE_ENGAGE, HUNT)},
    plays_with=_plays_with,
    hand_limit=_hand_limit,
    after_action=_after_action,
    defeated=_defeated,
    fate_playable={"Vehicle": _vehicle_fate_playable, "Condition": _condition_fate_playable},
    play_fate={"Vehicle": _play_hero_vehicle, "Condition": _play_fate_condition},
    leaves=_leaves,
    hosts=_hosts,
    strength=_strength,
    realm_cards=_under_mover,
)


def register(book: Rulebook) -> None:
    """Enter the box's own rules in the rulebook (``rulebook.assemble`` calls it)."""
    book.box_rules(RULES)
