"""The Horned King: the Black Cauldron (his Relic) and his Objective.

The Relic's state is ``Player.relic`` (-1: no Relic, 0 unclaimed, 1 the Black Cauldron,
2 its Power), and his data declares it (``relic``). Everything the Black Cauldron does is
here: the verbs his cards use to claim and flip it (``claim_relic``, ``flip_relic``), what
it adds to his turn, his Objective, the flags and scripts of his cards and what his bots
know.
"""

from __future__ import annotations

from typing import cast

from game.core.phrase import N_, Name, say

from .. import actions as A
from .. import cardplay, turn, zones
from .. import events as E
from ..actions import Action
from ..book import Rulebook
from ..effects._verbs import realm_of, said_nothing
from ..realm import has_static, in_realm, location_of
from ..resolution import ask, push_program
from ..stack import Prog
from ..state import Player, State, touched
from ..vocabulary import COUNT
from ..zones import discard_from_realm

RELIC_START = ({"verb": "discard_from_realm", "cards": ["cauldron-born"]},)


def _cauldron_born_everywhere(st, p) -> bool:
    defs = st.table.defs
    for z in p.vside:
        if not any(defs[c].key == "cauldron-born" for c in z):
            return False
    return True


def _won(st, p) -> bool:
    return p.relic > 0 and _cauldron_born_everywhere(st, p)


def _progress(st, p) -> list[str]:
    defs = st.table.defs
    born = sum(1 for z in p.vside if any(defs[c].key == "cauldron-born" for c in z))
    relic = (N_("not claimed"), N_("claimed"), N_("powered"))[max(p.relic, 0)]
    return [N_("Objective: a Cauldron Born at every location."), say("Cauldron: {state}", state=relic),
            say("Locations with Cauldron Born: {count} of 4", count=born)]


def _short(st, p) -> list[str]:
    born = sum(1 for z in p.vside if any(st.table.defs[c].key == "cauldron-born" for c in z))
    return [say("Cauldron Born: {count} of 4", count=born)]


def start_turn(st, p) -> None:
    # The Black Cauldron (side A): at the start of the turn, discard one Cauldron Born.
    if p.relic == 1 and in_realm(st, p, ("cauldron-born",)):
        push_program(st, RELIC_START, "relic_start", -1, p.seat, p.seat)


def relic_swap_options(st, p, why=None) -> list[Action]:
    """The Power of the Black Cauldron: before moving, once per turn, for 2 Power."""
    if p.relic != 2 or "cauldron" in st.once or p.power < 2:
        if why is not None:
            why.no(A.REPLACE, None, None, N_("The Power of the Black Cauldron cannot be used now"))
        return []
    defs = st.table.defs
    born = next((c for c in p.hand if defs[c].key == "cauldron-born"), None)
    if born is None:
        if why is not None:
            why.no(A.REPLACE, None, None, N_("You have no Cauldron Born in hand"))
        return []
    out = []
    for loc, z in enumerate(p.vside):
        for c in z:
            if defs[c].key == "ancient-soldiers":
                if p.locked[loc]:
                    if why is not None:
                        why.no(A.REPLACE, None, c, say("{location} is locked",
                                                       location=Name(p.villain.locations[loc].name)))
                    continue
                out.append(Action(A.REPLACE, born, c))
    return out


def relic_swap(st, p, a: Action) -> None:
    soldiers = cast(int, a.to)  # REPLACE names the Ancient Soldiers card
    loc = location_of(p, soldiers)
    p.power -= 2
    st.once = st.once + ("cauldron",)
    discard_from_realm(st, p, soldiers)
    p.hand.remove(a.card)
    p.vside[loc].append(a.card)
    touched(p)
    st.log.append(E.Replaced(p.seat, soldiers, a.card, loc))


def activate_options(st, p, why=None) -> list[Action]:
    """The Black Cauldron's Activate: turn it to its Power."""
    out = [Action(A.ACTIVATE_RELIC)] if p.relic == 1 else []
    if why is not None and p.relic != 1:
        why.no(A.ACTIVATE_RELIC, None, None, N_("The Black Cauldron cannot be activated now"))
    return out


def activate_relic(st, p, a: Action) -> None:
    ctl = p.seat
    log = st.log
    p.relic = 2
    touched(p)
    log.append(E.RelicFlipped(ctl, 2))


# --- claiming and flipping the Relic (verbs his cards share) ------------------------------


def can_claim_relic(st, p) -> bool:
    return p.relic == 0 and not has_static(st, p, "no_relic_claim")


def _can_claim_relic(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return bool(step.get("if_able")) or can_claim_relic(st, p)


def claim_relic(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    if can_claim_relic(st, p):
        p.relic = 1
        touched(p)
        st.log.append(E.RelicClaimed(p.seat))
    else:
        said_nothing(st, p, f.src, N_("The Black Cauldron is claimed already") if p.relic
                     else N_("The Black Cauldron cannot be claimed"))
    return True


def _can_flip_relic(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return p.relic == (1 if step["to"] == "power" else 2)


def flip_relic(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    side = 2 if step["to"] == "power" else 1
    if p.relic > 0 and p.relic != side:
        p.relic = side
        touched(p)
        st.log.append(E.RelicFlipped(p.seat, side))
    return True


# --- what the bots know -------------------------------------------------------------------


def _cauldron_locations(st, p) -> tuple[int, int, int]:
    """How many locations hold a Cauldron Born; Ancient Soldiers but no Cauldron Born; neither."""
    defs = st.table.defs
    born = waiting = bare = 0
    for z in p.vside:
        keys = {defs[c].key for c in z}
        if "cauldron-born" in keys:
            born += 1
        elif "ancient-soldiers" in keys:
            waiting += 1
        else:
            bare += 1
    return born, waiting, bare


def bot_progress(st, p) -> float:
    defs = st.table.defs
    score = 0.0
    if p.relic >= 1:
        score += 0.12
    if p.relic == 2:
        score += 0.1
    born, waiting, _ = _cauldron_locations(st, p)
    score += 0.16 * born + 0.04 * waiting  # waiting: a location ready for a Cauldron Born swap
    # Cauldron Born still in the deck can be drawn; those in the discard pile wait for a shuffle
    score += 0.015 * sum(1 for c in p.deck if defs[c].key == "cauldron-born")
    return score


def bot_key_cards(st, p) -> set[str]:
    """The relic cards matter until the relic is claimed and turned; afterwards they are
    ordinary Effects, and Ancient Soldiers only while some location has neither them nor a
    Cauldron Born."""
    keys = {"cauldron-born"}
    if p.relic == 0:
        keys |= {"show-me-the-black-cauldron", "we-have-made-a-bargain"}
    if p.relic < 2:
        keys.add("our-hour-has-arrived")
    if _cauldron_locations(st, p)[2]:
        keys.add("ancient-soldiers")
    return keys


# --- always-on abilities of one card (flags, read where their rule applies) ---------------


# --- the scripts of its cards (the code one card needs, entered by name) ----------------


def _can_pay_power(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return p.power >= step["amount"]


def pay_power(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    p.power -= step["amount"]
    st.log.append(E.PaidPower(p.seat, step["amount"]))
    return True


def _can_play_from_hand_free(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return bool(turn.play_options(st, p, free=True, only=step["type"]))


def play_from_hand_free(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    """Only Moments Away From Victory: play an Item from hand without paying its Cost."""
    p = realm_of(st, f)
    if ans is None:
        options = turn.play_options(st, p, free=True, only=step["type"])
        if not options:
            return True
        ans = ask(st, f.ctl, "play", options, N_("Play which card, and where?"))
        if ans is None:
            return False
    cardplay.play_villain_card(st, p, ans, free=True)
    return True


def shuffle_self_into_fate_deck(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    """Gurgi: when defeated, back into the Fate deck instead of the discard pile."""
    p = realm_of(st, f)
    c = f.src
    if c in p.fate_discard:
        p.fate_discard.remove(c)
        p.fate_deck.append(c)
        zones.shuffle_deck(st, p, fate=True)
    return True


def register(book: Rulebook) -> None:
    """Enter what this villain brings in the rulebook (``rulebook.assemble`` calls it)."""
    book.objective("cauldron_born_each_location", won=_won, progress=_progress, short=_short)
    book.villain_verb(
        "claim_relic",
        claim_relic,
        feasible=_can_claim_relic,
        realm=True,
        params={"if_able": {"type": "boolean"}},
        words=lambda st, step: N_("Claim The Black Cauldron"),
    )
    book.villain_verb(
        "flip_relic",
        flip_relic,
        feasible=_can_flip_relic,
        realm=True,
        params={"to": {"enum": ["cauldron", "power"]}},
        required=("to",),
    )
    book.villain_hooks(
        "horned-king",
        start_turn=start_turn,
        before_move=relic_swap_options,
        activate_options=activate_options,
        performs={A.REPLACE: relic_swap, A.ACTIVATE_RELIC: activate_relic},
        programs={"relic_start": RELIC_START},
        bot_progress=bot_progress,
        bot_key_cards=bot_key_cards,
    )
    book.flag("no_relic_claim", "the Relic cannot be claimed (The Witches of Morva): can_claim_relic above")
    book.flag("no_villain_effects", "the villain cannot play Effects (Hen Wen): turn.play_options")
    book.flag("vanquish_from_adjacent", "this Ally may Vanquish next door too (Gwythaints): cardplay.vanquish_helpers")
    book.script(
        "pay_power",
        pay_power,
        feasible=_can_pay_power,
        params={"amount": COUNT},
        required=("amount",),
        words=lambda st, step: say("Pay {amount} Power", amount=step.get("amount", "")),
    )
    book.script(
        "play_from_hand_free",
        play_from_hand_free,
        feasible=_can_play_from_hand_free,
        params={"type": {"enum": ["Item", "Ally"]}},
        required=("type",),
    )
    book.script("shuffle_self_into_fate_deck", shuffle_self_into_fate_deck)
