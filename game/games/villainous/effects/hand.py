"""Verbs of Power, the hand and the Villain deck."""

from __future__ import annotations

from game.core.phrase import N_

from .. import actions as A
from .. import events as E
from .. import zones
from ..actions import Action
from ..book import Rulebook
from ..realm import (
    heroes,
)
from ..resolution import ask
from ..stack import Prog
from ..state import State
from ._verbs import realm_of, said_nothing


def gain_power(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    amount = step["amount"]
    if step.get("per") == "hero_in_realm":
        amount *= sum(1 for _ in heroes(st, p))
    p.power += amount
    st.log.append(E.GainedPower(p.seat, amount))
    return True


def draw(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    """Draw ``count`` cards, or with ``up_to`` until the hand holds ``count``."""
    if step.get("up_to"):
        return draw_up_to(st, f, step, ans)
    p = realm_of(st, f)
    if not zones.draw(st, p, step["count"]):
        said_nothing(st, p, f.src, N_("the Villain deck and its discard pile are empty"))
    return True


def draw_up_to(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    if len(p.hand) < step["count"]:
        zones.draw(st, p, step["count"] - len(p.hand))
    return True


def discard_from_hand(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    """Discard ``which``: "all" the hand, or "any" cards the controller picks."""
    if step["which"] == "all":
        return discard_hand(st, f, step, ans)
    return discard_any_from_hand(st, f, step, ans)


def discard_hand(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    if not p.hand:
        said_nothing(st, p, f.src, N_("no card in hand to discard"))
    for c in list(p.hand):
        p.hand.remove(c)
        p.discard.append(c)
        st.log.append(E.DiscardedFromHand(p.seat, c))
    return True


def discard_any_from_hand(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    if ans is None and not p.hand:  # the first call only: an answer comes back with every later one
        said_nothing(st, p, f.src, N_("no card in hand to discard"))
        return True
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
        ans = ask(st, f.ctl, "discard", options, N_("Discard any cards, then choose Done"))
        if ans is None:
            return False


def register(book: Rulebook) -> None:
    """Enter this module's verbs in the rulebook (``rulebook.assemble`` calls it)."""
    book.verb("gain_power", gain_power)
    book.verb("draw", draw)
    book.verb("discard_from_hand", discard_from_hand)
