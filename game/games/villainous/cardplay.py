"""Playing and moving cards: a Villain card from hand, a Fate card into a Realm, Items and
Allies between locations, Heroes moved, placed and defeated.

Each function changes the Realm and pushes the card's own program (its ability) onto the
resolution stack; ``frames.run`` resolves it.
"""

from __future__ import annotations

from typing import cast

from . import actions as A
from . import events as E
from .actions import Action
from .book import step_checked
from .realm import (
    allies,
    card_cost,
    card_moved,
    derived,
    evaluate,
    heroes,
    in_realm,
    location_of,
    may_enter,
)
from .resolution import feasible, feasible_kept, push_program, realm_only
from .stack import Conditions, FateChoose, Finish
from .state import Player, State, touched_card
from .zones import discard_from_realm, reveal_fate


def card_allowed(st: State, p: Player, d) -> bool:
    """Restrictions printed on a card: "never two versions", "only while ..."."""
    if d.not_with and in_realm(st, p, d.not_with):
        return False
    if d.playable_when is not None:
        if not evaluate(st, p, d.playable_when):
            return False
    return True


def play_villain_card(st: State, p: Player, a: Action, free: bool = False) -> None:
    c = a.card
    d = st.table.defs[c]
    cost = 0 if free else card_cost(st, p, c)
    p.power -= cost
    p.hand.remove(c)
    if d.type == "Effect":
        p.limbo.append(c)
        st.log.append(E.Played(p.seat, c, -1, cost))
        st.stack.append(Finish(c, p.seat))
        push_program(st, d.play, "play", c, p.seat, p.seat)
        return
    if d.replaces is not None:  # a Ball Gown takes the everyday version's place
        old = next(o for o, loc in in_realm(st, p, (d.replaces,)) if loc == a.to)
        discard_from_realm(st, p, old)
        st.log.append(E.Discarded(p.seat, old))
    to = cast(int, a.to)  # a host or a location, both ids
    if a.verb == A.ATTACH:
        st.attach[c] = to
        touched_card(st, c)
        st.log.append(E.Attached(p.seat, c, to, cost))
    else:
        p.vside[to].append(c)
        card_moved(st, p, c, True)
        st.log.append(E.Played(p.seat, c, to, cost))
    if d.type == "Item":
        st.triggers.append(("item_played", p.seat))
    if d.play:
        push_program(st, d.play, "play", c, p.seat, p.seat)


def move_card(st: State, p: Player, c: int, dest: int) -> None:
    src = location_of(p, c)
    p.vside[src].remove(c)
    p.vside[dest].append(c)
    card_moved(st, p, c, True)
    st.log.append(E.Moved(p.seat, c, src, dest))
    d = st.table.defs[c]
    if d.on_move:
        push_program(st, d.on_move, "on_move", c, p.seat, p.seat)


def move_hero(st: State, p: Player, h: int, dest: int, ctl: int) -> None:
    src = location_of(p, h)
    p.fside[src].remove(h)
    p.fside[dest].append(h)
    card_moved(st, p, h, False)
    st.log.append(E.Moved(p.seat, h, src, dest))
    d = st.table.defs[h]
    if d.on_move and h not in st.trapped:
        push_program(st, d.on_move, "on_move", h, ctl, p.seat)


def place_hero(st: State, p: Player, h: int, loc: int, ctl: int) -> None:
    """Play a Hero (from wherever it was taken) to the top of ``loc``."""
    p.fside[loc].append(h)
    card_moved(st, p, h, False)
    st.log.append(E.Played(p.seat, h, loc, 0))
    d = st.table.defs[h]
    if d.play:
        push_program(st, d.play, "play", h, ctl, p.seat)


def defeat(st: State, p: Player, h: int, ctl: int) -> None:
    """A Hero leaves the Realm for the Fate discard pile (by Vanquish or a card)."""
    trapped = h in st.trapped
    loc = location_of(p, h)
    r = st.rules
    # Target markers collected, Progress; True: the box took the Hero out of the game
    if r is None or r.defeated is None or not r.defeated(st, p, h, loc):
        discard_from_realm(st, p, h)
    st.log.append(E.Defeated(p.seat, h, loc))
    d = st.table.defs[h]
    if d.on_defeat and not trapped:
        push_program(st, d.on_defeat, "on_defeat", h, ctl, p.seat)


def fate_action(st: State, ctl: int, target: int) -> None:
    if st.fate_token_min and st.n >= st.fate_token_min:
        st.fate_token = target
    st.log.append(E.FateTaken(ctl, target))
    st.triggers.append(("fate", target))
    tp = st.players[target]
    cards = reveal_fate(st, tp, 2)
    st.stack.append(FateChoose(ctl, target, tuple(cards)))
    # Conditions that answer a Fate action at once (Vicious Practical Jokes)
    if not st.table.conditions.isdisjoint(tp.hand):
        st.stack.append(Conditions(((target, ("fate_now", target)),), 0))


def when_played_doable(st: State, p: Player, c: int, loc: int, ctl: int) -> bool:
    """Could card ``c``'s "when played" ability be done if it were played to ``loc``?

    The Despicable Plots FAQ: "If you cannot do what the card says, then you cannot play
    it" -- Lucifer needs a Hero at his location to Trap, Jaq an Item to discard. The ability
    is judged as it would be once the card stands there (on a copy of the Realm). A box
    whose rulebook lets such cards be played anyway turns this off
    (``Box.when_played_must_be_doable``).
    """
    return undoable_step(st, p, c, loc, ctl) is None


#: the lists a card to be played may come from
_OUT_OF_PLAY = ("hand", "limbo", "fate_discard", "fate_deck", "deck", "discard")


def undoable_step(st: State, p: Player, c: int, loc: int, ctl: int) -> dict | None:
    """The first step of card ``c``'s "when played" ability that could not be done if it
    were played to ``loc`` (None: it can be played there, as far as its ability goes)."""
    d = st.table.defs[c]
    if not d.play or not st.table.box.when_played_must_be_doable:
        return None
    if not _may_fail(d.play):
        return None  # nothing in it can fail (Beast, Lumiere, Fflewddur Fflam)
    if p.ext is None and realm_only(d.play):
        # judging it reads nothing but the Realm (and the card put at ``loc``): the verdict
        # holds until the Realm changes, kept with its derived values
        verdicts = derived(st, p).verdicts
        key = ("doable", c, loc, ctl)
        if key in verdicts:
            return verdicts[key]
        found = verdicts[key] = _undoable_step(st, p, c, loc, ctl)
        return found
    return _undoable_step(st, p, c, loc, ctl)


def _undoable_step(st: State, p: Player, c: int, loc: int, ctl: int) -> dict | None:
    d = st.table.defs[c]
    # the card taken from wherever it is and put at ``loc``: only those lists are copied
    side = "fside" if d.deck == "fate" else "vside"
    q = p.trial((side, *(name for name in _OUT_OF_PLAY if c in getattr(p, name))))
    for name in _OUT_OF_PLAY:
        z = getattr(q, name)
        if c in z:
            z.remove(c)
    getattr(q, side)[loc].append(c)
    for step in d.play:
        if not feasible(st, q, (step,), c, ctl):
            return step
    return None


#: a program (by identity) -> whether any of its steps has a feasibility check; the key
#: keeps the program alive, so an id is never reused while its answer is kept
_MAY_FAIL: dict[int, tuple[tuple, bool]] = {}


def _may_fail(steps: tuple) -> bool:
    hit = _MAY_FAIL.get(id(steps))
    if hit is None or hit[0] is not steps:
        hit = _MAY_FAIL[id(steps)] = (steps, any(step_checked(step) for step in steps))
    return hit[1]


def may_play_at(st: State, p: Player, c: int, loc: int, ctl: int, statics=None) -> bool:
    """May card ``c`` be played to ``loc``: may it enter, and can its "when played" be done?"""
    return may_enter(st, p, c, loc, statics) and when_played_doable(st, p, c, loc, ctl)


def fate_playable(st: State, p: Player, c: int, ctl: int, others: tuple = ()) -> bool:
    """Can this revealed Fate card be played into ``p``'s Realm?

    ``others``: the other revealed cards, which are discarded before this one is played
    (unless it keeps them, as The Rose does), so it is judged with them in the Fate discard
    pile: Be Our Guest and Reunited can bring back a Hero revealed beside them.
    """
    d = st.table.defs[c]
    if others and d.play and not d.keeps_other_revealed:
        kept, won = (p.memo if p.ext is not None else derived(st, p)), p.won
        p = p.trial(("limbo", "fate_discard"))
        p.memo, p.won = kept, won  # only cards outside the Realm move: what it derives holds
        for o in others:
            if o in p.limbo:
                p.limbo.remove(o)
                p.fate_discard.append(o)
    if not card_allowed(st, p, d):
        return False
    r = st.rules
    if r is not None and d.type in r.fate_playable:  # Vehicles, a Condition under the mover
        return r.fate_playable[d.type](st, p, c, ctl)
    if d.type == "Hero":
        if d.replaces is not None:
            return any(
                not p.locked[loc] and when_played_doable(st, p, c, loc, ctl)
                for _, loc in in_realm(st, p, (d.replaces,))
            )
        return any(may_play_at(st, p, c, loc, ctl) for loc in range(len(p.fside)))
    if d.type == "Item":
        if d.attach == "Hero":
            return any(not p.locked[loc] for _, loc in heroes(st, p))
        if d.fixed_location is not None:
            return not p.locked[p.villain.location_index(d.fixed_location)]
        return any(may_enter(st, p, c, loc) for loc in range(len(p.fside)))
    if d.type == "Effect":
        return feasible_kept(st, p, d.play, c, ctl)
    return d.type == "Prince"


def vanquish_helpers(st: State, p: Player, hero: int, hloc: int, statics) -> list[int]:
    """Allies that could take part in a Vanquish of ``hero``: those at its location, and
    those that may fight from an adjacent one (Gwythaints)."""
    near = [s[0] for s in statics if s[2] == "vanquish_from_adjacent" and abs(s[1] - hloc) == 1]
    return [a for a, loc in allies(st, p) if loc == hloc or a in near]
