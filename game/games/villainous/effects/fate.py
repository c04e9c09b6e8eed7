"""Verbs of the Fate deck: revealing and playing Fate cards, looking at and reordering
them, shuffling, and a Condition taking over the Fate action against its owner."""

from __future__ import annotations

from .. import actions as A
from .. import cardplay, zones
from .. import events as E
from ..actions import Action
from ..resolution import ask
from ..stack import FateChoose, PlayFate, PlayFateIfAble, Prog
from ..state import Player, State
from ._verbs import realm_of, script, verb


def _can_reveal_fate_until_hero_play_at(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    defs = st.table.defs
    return any(defs[c].type == "Hero" for c in p.fate_deck + p.fate_discard)


@script("reveal_fate_until_hero_play_at", feasible=_can_reveal_fate_until_hero_play_at)
def reveal_fate_until_hero_play_at(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    defs = st.table.defs
    revealed, hero = zones.reveal_until(st, p, True, lambda c: defs[c].type == "Hero")
    others = [c for c in revealed if c != hero]
    if others:
        p.fate_deck.extend(others)
        zones.shuffle_deck(st, p, fate=True)
    if hero >= 0:
        loc = p.villain.location_index(step["location"])
        if cardplay.may_play_at(st, p, hero, loc, f.ctl):
            cardplay.place_hero(st, p, hero, loc, f.ctl)
        else:
            p.fate_discard.append(hero)
    return True


@script("play_other_revealed")
def play_other_revealed(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    for c in f.x:
        if c not in p.limbo:
            continue
        if cardplay.fate_playable(st, p, c, f.ctl):
            st.stack.append(PlayFate(f.ctl, p.seat, c, ()))
        else:
            from ..frames import discard_unplayable

            discard_unplayable(st, p, c, f.ctl)
    return True


@verb("reveal_fate_and_play")
def reveal_fate_and_play(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    cards = zones.reveal_fate(st, p, step["count"])
    if step.get("all"):  # Gurgi's Happy Day: every revealed card is played (in reverse on the stack)
        for c in reversed(cards):
            st.stack.append(PlayFateIfAble(f.ctl, p.seat, c, ()))
        return True
    st.stack.append(FateChoose(f.ctl, p.seat, tuple(cards)))
    return True


def _can_look_at_fate(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    # an empty deck is formed again from the discard pile (see the handler)
    return bool(p.fate_deck or p.fate_discard)


@verb("look_at_fate", feasible=_can_look_at_fate)
def look_at_fate(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    """Look at the top Fate cards privately: discard one (Invitation) or reorder them."""
    p = realm_of(st, f)
    v = f.v
    if not p.fate_deck and p.fate_discard:
        # "If you need to ... look at a card from a deck when it is empty, shuffle the discard
        # pile to form a new deck."
        zones.reshuffle_fate(st, p)
    n = min(step["count"], len(p.fate_deck))
    if n == 0:
        return True
    top = p.fate_deck[:n]
    # from now on the owner knows these cards (its observation shows them, bots keep them)
    p.fate_known = max(p.fate_known, n)
    if step["then"] == "discard_one":
        if ans is None:
            ans = ask(st, f.ctl, "look", [Action(A.PICK, c) for c in top], "Discard which card?")
            if ans is None:
                return False
        p.fate_deck.remove(ans.card)
        p.fate_discard.append(ans.card)
        st.log.append(E.Discarded(p.seat, ans.card))
        p.fate_known -= 1
        return True
    order = v.get("order", ())
    while True:
        if ans is not None:
            order = order + (ans.card,)
            v["order"] = order
            ans = None
        rest = [c for c in top if c not in order]
        if len(rest) <= 1:
            new_top = list(order) + rest
            p.fate_deck[:n] = new_top
            p.fate_known = max(p.fate_known, n)
            st.log.append(E.Reordered(p.seat, n))
            return True
        ans = ask(st, f.ctl, "order", [Action(A.PICK, c) for c in rest],
                    f"Which card goes {'on top' if not order else 'next'}?")
        if ans is None:
            return False


@verb("shuffle_discard_into_deck")
def shuffle_discard_into_deck(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    if step["deck"] == "villain":
        if p.discard:
            zones.reshuffle_villain(st, p)
    elif p.fate_discard:
        zones.reshuffle_fate(st, p)
    else:
        zones.shuffle_deck(st, p, fate=True)
    return True


@script("take_over_fate")
def take_over_fate(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    """Vicious Practical Jokes: the target now decides the Fate action under way."""
    seat = f.ctl
    for frame in reversed(st.stack):
        if frame.t == "fate_choose" and frame.realm == seat:
            frame.ctl = seat
            break
    return True


@script("shuffle_self_into_fate_deck")
def shuffle_self_into_fate_deck(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    """Gurgi: when defeated, back into the Fate deck instead of the discard pile."""
    p = realm_of(st, f)
    c = f.src
    if c in p.fate_discard:
        p.fate_discard.remove(c)
        p.fate_deck.append(c)
        zones.shuffle_deck(st, p, fate=True)
    return True
