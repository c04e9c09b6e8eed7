"""Verbs of the Fate deck: revealing and playing Fate cards, looking at and reordering
them, shuffling, and a Condition taking over the Fate action against its owner."""

from __future__ import annotations

from game.core.phrase import N_

from .. import actions as A
from .. import events as E
from .. import zones
from ..actions import Action
from ..book import Rulebook
from ..resolution import ask
from ..stack import FateChoose, PlayFateIfAble, Prog
from ..state import Player, State
from ._verbs import realm_of, said_nothing


def reveal_fate_and_play(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    cards = zones.reveal_fate(st, p, step["count"])
    if not cards and not p.fate_deck and not p.fate_discard:
        said_nothing(st, p, f.src, N_("the Fate deck and its discard pile are empty"))
    if step.get("all"):  # Gurgi's Happy Day: every revealed card is played (in reverse on the stack)
        for c in reversed(cards):
            st.stack.append(PlayFateIfAble(f.ctl, p.seat, c, ()))
        return True
    st.stack.append(FateChoose(f.ctl, p.seat, tuple(cards)))
    return True


def _can_look_at_fate(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    # an empty deck is formed again from the discard pile (see the handler)
    return bool(p.fate_deck or p.fate_discard)


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
        said_nothing(st, p, f.src, N_("the Fate deck and its discard pile are empty"))
        return True
    top = p.fate_deck[:n]
    # from now on the owner knows these cards (its observation shows them, bots keep them)
    p.fate_known = max(p.fate_known, n)
    if step["then"] == "discard_one":
        if ans is None:
            ans = ask(st, f.ctl, "look", [Action(A.PICK, c) for c in top], N_("Discard which card?"))
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
                    N_("Which card goes on top?") if not order else N_("Which card goes next?"))
        if ans is None:
            return False


def shuffle_discard_into_deck(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    if step["deck"] == "villain":
        if p.discard:
            zones.reshuffle_villain(st, p)
        else:
            said_nothing(st, p, f.src, N_("the Villain discard pile is empty"))
    elif p.fate_discard:
        zones.reshuffle_fate(st, p)
    else:
        zones.shuffle_deck(st, p, fate=True)
    return True


def register(book: Rulebook) -> None:
    """Enter this module's verbs in the rulebook (``rulebook.assemble`` calls it)."""
    book.verb("reveal_fate_and_play", reveal_fate_and_play)
    book.verb("look_at_fate", look_at_fate, feasible=_can_look_at_fate)
    book.verb("shuffle_discard_into_deck", shuffle_discard_into_deck)
