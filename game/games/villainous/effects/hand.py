"""Verbs of Power, the hand and the Villain deck."""

from __future__ import annotations

from .. import actions as A
from .. import cardplay, turn, zones
from .. import events as E
from ..actions import Action
from ..realm import (
    heroes,
)
from ..resolution import ask
from ..stack import Prog
from ..state import Player, State
from ._verbs import realm_of, script, verb


@verb("gain_power")
def gain_power(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    amount = step["amount"]
    if step.get("per") == "hero_in_realm":
        amount *= sum(1 for _ in heroes(st, p))
    p.power += amount
    st.log.append(E.GainedPower(p.seat, amount))
    return True


def _can_pay_power(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return p.power >= step["amount"]


@script("pay_power", feasible=_can_pay_power)
def pay_power(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    p.power -= step["amount"]
    st.log.append(E.PaidPower(p.seat, step["amount"]))
    return True


@verb("draw")
def draw(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    """Draw ``count`` cards, or with ``up_to`` until the hand holds ``count``."""
    if step.get("up_to"):
        return draw_up_to(st, f, step, ans)
    zones.draw(st, realm_of(st, f), step["count"])
    return True


def draw_up_to(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    if len(p.hand) < step["count"]:
        zones.draw(st, p, step["count"] - len(p.hand))
    return True


@verb("discard_from_hand")
def discard_from_hand(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    """Discard ``which``: "all" the hand, or "any" cards the controller picks."""
    if step["which"] == "all":
        return discard_hand(st, f, step, ans)
    return discard_any_from_hand(st, f, step, ans)


def discard_hand(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    for c in list(p.hand):
        p.hand.remove(c)
        p.discard.append(c)
        st.log.append(E.DiscardedFromHand(p.seat, c))
    return True


def discard_any_from_hand(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    while True:
        if ans is not None:
            if ans.verb == A.DONE:
                return True
            p.hand.remove(ans.card)
            p.discard.append(ans.card)
            st.log.append(E.DiscardedFromHand(p.seat, ans.card))
            ans = None
        if not p.hand:
            return True
        options = [Action(A.DISCARD_CARD, c) for c in zones.distinct_cards(st, p.hand)]
        options.append(A.DONE_ACTION)
        ans = ask(st, f.ctl, "discard", options, "Discard any cards, then choose done")
        if ans is None:
            return False


def _can_play_from_hand_free(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return bool(turn.play_options(st, p, free=True, only=step["type"]))


@script("play_from_hand_free", feasible=_can_play_from_hand_free)
def play_from_hand_free(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    """Only Moments Away From Victory: play an Item from hand without paying its Cost."""
    p = realm_of(st, f)
    if ans is None:
        options = turn.play_options(st, p, free=True, only=step["type"])
        if not options:
            return True
        ans = ask(st, f.ctl, "play", options, "Play which card, and where?")
        if ans is None:
            return False
    cardplay.play_villain_card(st, p, ans, free=True)
    return True


def _can_reveal_villain_until(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    defs = st.table.defs
    return any(defs[c].type == step["type"] for c in p.deck + p.discard)


@script("reveal_villain_until", feasible=_can_reveal_villain_until)
def reveal_villain_until(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    defs = st.table.defs
    revealed, found = zones.reveal_until(st, p, False, lambda c: defs[c].type == step["type"])
    for c in revealed:
        if c == found:
            p.hand.append(c)
            st.log.append(E.ToHand(p.seat, c))
        else:
            p.discard.append(c)
    return True
