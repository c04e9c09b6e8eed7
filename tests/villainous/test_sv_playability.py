"""Scum and Villainy: "If you cannot follow a card's instructions, you cannot play it. However,
if a card says "may" or "playable", the effect that follows is optional." -- card by card,
for all 112 cards of the box (the decisions: docs/content/scum-and-villainy-rules-notes.md,
"If you cannot follow a card's instructions").

A card whose mandatory text can fail has a test with a position where the text cannot be done
(the card is not offered, or a revealed Fate card is discarded, and the engine says why) and a
control position where it can (the card is offered and played). A card whose text cannot fail
(nothing to do when played, "may", "every", an Ally that counts himself) has a test that plays
it in a Sector with nothing in it for its text to act on, and again in one where there is.
The last tests read each Box switch the rules notes name and check it against the code.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from game.games.villainous import actions as A
from game.games.villainous import box as B
from game.games.villainous import events as E
from game.games.villainous.actions import Action
from game.games.villainous.cards import load_villain
from game.games.villainous.rules import why_not
from game.games.villainous.scum_and_villainy import (
    AMBITION_ACTIVATE,
    AMBITION_ATTACH,
    AMBITION_PLAY,
    HUNT,
    hero_vehicles,
)

from .helpers import ally, attach, fate_top, hero, set_hand
from .sv_helpers import (
    ACTIVATE_AT,
    AMBITION_AT,
    BOBA,
    CAD,
    FATE_AT,
    PLAY_AT,
    SISTER,
    card_def,
    do,
    every_card,
    game,
    iid,
    legal,
    loc,
    ok,
    ready,
    vehicle,
)

ROOT = Path(__file__).resolve().parents[2]
VILLAINS = {CAD: "cad-bane", SISTER: "seventh-sister", BOBA: "boba-fett"}
#: per villain, locations away from where its cards are played (a Hero there covers nothing
#: the test needs)
AWAY = {CAD: ("coruscant", "the-box"), SISTER: ("bilzen", "malachor"),
        BOBA: ("executor-bridge", "jabbas-palace")}


def label(st, seat: int, key: str) -> str:
    """The label of the first copy of card ``key`` ("todo-360-1", "aurra-sing")."""
    mine = st.table.by_label[seat]
    return key if key in mine else f"{key}-1"


def is_ambition(st, seat: int, key: str) -> bool:
    return card_def(st, seat, label(st, seat, key)).extra.get("currency") == "ambition"


def hand_moves(st, seat: int, key: str) -> list[str]:
    """The legal moves that play card ``key`` from the hand (with either currency's action)."""
    lab = label(st, seat, key)
    return [m for m in legal(st) if m.split()[0] in ("play", "ambition") and m.split()[1] == lab]


def ready_to_play(st, seat: int, key: str) -> None:
    """``seat`` holds only ``key``, stands where its currency's action is, with plenty to pay."""
    set_hand(st, seat, label(st, seat, key))
    ready(st, seat, (AMBITION_AT if is_ambition(st, seat, key) else PLAY_AT)[seat])


def attempt(st, seat: int, key: str, to: str | None) -> Action:
    """The play of ``key`` to location ``to`` (None: an Effect; ">label": onto that card)."""
    c = iid(st, seat, label(st, seat, key))
    amb = is_ambition(st, seat, key)
    if to is None:
        return Action(AMBITION_PLAY if amb else A.PLAY, c, -1)
    if to.startswith(">"):
        return Action(AMBITION_ATTACH if amb else A.ATTACH, c, iid(st, seat, to[1:]))
    return Action(AMBITION_PLAY if amb else A.PLAY, c, loc(st, seat, to))


def resolve(st, seat: int) -> None:
    """Answer what the card asks (the first answer each time) until the turn is back."""
    for _ in range(20):
        if st.prompt is None or st.phase != "actions":
            return
        do(st, legal(st)[0])


# --- Cards played from the hand: refused when their text cannot be done ----------------------------
#
# (seat, card, where it is tried, the position where its text cannot be done, what makes it
# doable, why the engine refuses it)


def _heroes(*where_keys):
    def setup(st, seat):
        for key, where in where_keys:
            hero(st, seat, key, where)
    return setup


def _marked(*keys):
    def setup(st, seat):
        p = st.players[seat]
        p.ext.marked = [*p.ext.marked, *(iid(st, seat, k) for k in keys)]
    return setup


def _both(*setups):
    def setup(st, seat):
        for s in setups:
            s(st, seat)
    return setup


def _none(st, seat):
    pass


def _allies(*where_keys):
    def setup(st, seat):
        for key, where in where_keys:
            ally(st, seat, key, where)
    return setup


def _vehicles(*keys, engaged: tuple[str, str] | None = None):
    def setup(st, seat):
        for key in keys:
            vehicle(st, seat, key)
        if engaged is not None:
            st.players[seat].ext.engaged[iid(st, seat, engaged[0])] = iid(st, seat, engaged[1])
    return setup


def _contact_full(contact: str, where: str, bounty: str):
    """A Contact in play holding as many Bounties as it may."""
    def setup(st, seat):
        ally(st, seat, contact, where)
        attach(st, seat, bounty, contact)
    return setup


MACE, BAIL = ("mace-windu", "coruscant"), ("bail-organa", "the-box")
KANAN, CHOPPER, FULCRUM = ("kanan-jarrus", "bilzen"), ("chopper", "malachor"), ("ahsoka-fulcrum", "bilzen")
CHEWIE, HAN = ("chewbacca", "executor-bridge"), ("han-solo", "jabbas-palace")

REFUSED = {
    # Cad Bane
    "todo-360": (CAD, "coruscant", _none, _heroes(MACE),
                 "Todo 360 needs a Hero without a Target marker at Coruscant"),
    "aurra-sing": (CAD, "bora-vio", _both(_heroes(MACE), _marked("mace-windu")), _heroes(BAIL),
                   "Aurra Sing needs a Hero without a Target marker in your Sector"),
    "collect-the-bounty": (CAD, None, _heroes(MACE, BAIL), _marked("bail-organa"),
                           "Collect the Bounty cannot do anything now, so it cannot be played"),
    "ambush": (CAD, None, _heroes(MACE), _heroes(BAIL),
               "Ambush cannot do anything now, so it cannot be played"),
    "quick-draw": (CAD, None, _none, _heroes(BAIL),
                   "Quick Draw cannot do anything now, so it cannot be played"),
    "double-cross": (CAD, None, _none, _heroes(BAIL),
                     "Double-Cross cannot do anything now, so it cannot be played"),
    "bane-blasters": (CAD, None, _none, _allies(("bane-droids-1", "the-box")),
                      "Bane's LL-30 Blasters must be attached to an Ally"),
    "rocket-boots": (CAD, None, _none, _allies(("bane-droids-1", "the-box")),
                     "Rocket Boots must be attached to an Ally"),
    # Seventh Sister
    "id9-seeker-droids": (SISTER, "bilzen", _none, _heroes(KANAN),
                          "ID9 Seeker Droids needs a Hero at Bilzen for its Strength token"),
    "execute-order": (SISTER, None, _heroes(FULCRUM, KANAN), _heroes(CHOPPER),
                      "Execute the Order cannot do anything now, so it cannot be played"),
    "hunt-them-down": (SISTER, None, _heroes(FULCRUM, KANAN), _heroes(CHOPPER),
                       "Hunt Them Down cannot do anything now, so it cannot be played"),
    "fear-and-dread": (SISTER, None, _none, _heroes(CHOPPER),
                       "Fear and Dread cannot do anything now, so it cannot be played"),
    "ruthless-strike": (SISTER, None, _heroes(KANAN), _heroes(CHOPPER),
                        "Ruthless Strike cannot do anything now, so it cannot be played"),
    "spinning-blade": (SISTER, None, _none, _allies(("stormtroopers-1", "bilzen")),
                       "Spinning Blade must be attached to an Ally"),
    # Boba Fett
    "no-disintegrations": (BOBA, None, _heroes(CHEWIE), _heroes(HAN),
                           "No Disintegrations cannot do anything now, so it cannot be played"),
    "tractor-beam": (BOBA, None, _vehicles("slave-i", "millennium-falcon", engaged=("slave-i", "millennium-falcon")),
                     _vehicles("razor-crest"), "Tractor Beam cannot do anything now, so it cannot be played"),
    "mandalorian-armor": (BOBA, None, _none, _allies(("gamorrean-guards-1", "jabbas-palace")),
                          "Mandalorian Armor must be attached to an Ally"),
    "ee-3-carbine": (BOBA, None, _none, _allies(("gamorrean-guards-1", "jabbas-palace")),
                     "EE-3 Carbine must be attached to an Ally"),
}
# a Bounty is played only onto a Contact with room for it (Bib Fortuna holds one)
for _bounty in ("bounty-han-solo", "bounty-smuggler", "bounty-deserter", "bounty-rebel-spy",
                "bounty-crime-lord", "bounty-debtor"):
    _other = "bounty-debtor" if _bounty != "bounty-debtor" else "bounty-rebel-spy"
    REFUSED[_bounty] = (BOBA, None, _contact_full("bib-fortuna", "jabbas-palace", _other),
                        _allies(("qira", "executor-bridge")), "must be attached to")


@pytest.mark.rule("000:villain-cards-2:2")
@pytest.mark.parametrize("key", sorted(REFUSED))
def test_if_you_cannot_follow_a_cards_instructions_you_cannot_play_it(key):
    """The card is not offered where its text cannot be done, and the engine says why; once
    the text can be done, it is offered and played."""
    seat, to, cannot, can, reason = REFUSED[key]
    st = game()
    cannot(st, seat)
    ready_to_play(st, seat, key)
    assert hand_moves(st, seat, key) == []
    said = why_not(st, seat, attempt(st, seat, key, to))
    assert said is not None and reason in said, said
    # control: what the text needs is there
    can(st, seat)
    st.legal_cache = None
    moves = hand_moves(st, seat, key)
    assert moves, f"{key} is not offered once its text can be done"
    do(st, moves[0])
    resolve(st, seat)
    ok(st)


def test_todo_360_is_offered_only_where_a_hero_stands():
    """"When Todo 360 is played, put a Target marker on a Hero at his location": with no Hero
    anywhere in the Sector he cannot be played at all; with one, only at its location."""
    st = game()
    ready_to_play(st, CAD, "todo-360")
    assert hand_moves(st, CAD, "todo-360") == []
    hero(st, CAD, "mace-windu", "the-box")
    st.legal_cache = None
    assert hand_moves(st, CAD, "todo-360") == ["play todo-360-1 @the-box"]
    do(st, "play todo-360-1 @the-box")
    assert st.players[CAD].ext.marked == [iid(st, CAD, "mace-windu")]


def test_aurra_sing_is_refused_once_the_ten_target_markers_are_out():
    """"Put a Target marker on any Hero" cannot be done with every marker on a Hero or collected."""
    st = game()
    p = st.players[CAD]
    hero(st, CAD, "bail-organa", "the-box")
    p.ext.collected = 10
    ready_to_play(st, CAD, "aurra-sing")
    assert hand_moves(st, CAD, "aurra-sing") == []
    assert why_not(st, CAD, attempt(st, CAD, "aurra-sing", "coruscant")) == (
        "Aurra Sing needs a Target marker, and all ten are out")
    p.ext.collected = 9
    st.legal_cache = None
    assert "play aurra-sing @coruscant" in hand_moves(st, CAD, "aurra-sing")


# --- Activated abilities and the Hunt: refused when their text cannot be done ------------------------
#
# (seat, card, where it stands, the position where its ability cannot be done, what makes it doable)

def _fate_cards_out(st, seat: int) -> None:
    """No card in the Fate deck or its discard pile (all removed from the game)."""
    p = st.players[seat]
    p.ext.removed.extend(p.fate_deck + p.fate_discard)
    p.fate_deck.clear()
    p.fate_discard.clear()


def _fate_card_back(st, seat: int, key: str) -> None:
    p = st.players[seat]
    c = iid(st, seat, key)
    p.ext.removed.remove(c)
    p.fate_discard.append(c)


ACTIVATED = {
    "robonino": (CAD, "the-box", _heroes(MACE), _heroes(BAIL)),
    "wanted-holo": (CAD, "the-box", _heroes(MACE), _heroes(BAIL)),
    "moralo-eval": (CAD, "the-box", _both(_heroes(MACE), _marked("mace-windu")),
                    _both(_heroes(BAIL), _marked("bail-organa"))),
    "tenth-brother": (SISTER, "bilzen", _heroes(CHOPPER), _heroes(KANAN)),
    "interrogation-droid": (SISTER, "bilzen", lambda st, seat: _fate_cards_out(st, seat),
                            lambda st, seat: _fate_card_back(st, seat, "chopper")),
    "seismic-charges": (BOBA, "jabbas-palace",
                        _vehicles("slave-i", "millennium-falcon", engaged=("slave-i", "millennium-falcon")),
                        _vehicles("razor-crest")),
}


@pytest.mark.rule("000:villain-cards-2:2")
@pytest.mark.parametrize("key", sorted(ACTIVATED))
def test_an_ability_whose_text_cannot_be_done_cannot_be_activated(key):
    """"Activate ...: put a Target marker on a Hero at Robonino's location" and the others:
    refused while the text cannot be done, offered once it can."""
    seat, where, cannot, can = ACTIVATED[key]
    st = game()
    ally(st, seat, key, where)
    cannot(st, seat)
    amb = card_def(st, seat, key).extra.get("activate_currency") == "ambition"
    ready(st, seat, (AMBITION_AT if amb else ACTIVATE_AT)[seat])
    move = f"ambition-activate {key}" if amb else f"activate {key}"
    assert move not in legal(st)
    said = why_not(st, seat, Action(AMBITION_ACTIVATE if amb else A.ACTIVATE, iid(st, seat, key)))
    assert said is not None and "cannot" in said, said
    can(st, seat)
    st.legal_cache = None
    assert move in legal(st)
    do(st, move)
    resolve(st, seat)
    ok(st)


def test_a_hunt_whose_text_cannot_be_done_cannot_be_paid_bounty_deserter():
    """"Hunt (2): move one Hero to another location" (no "may"): with no Hero in the Sector
    the Hunt is not offered; with one, it is, and the Hero must move."""
    st = game()
    ally(st, BOBA, "jabba-the-hutt", "jabbas-palace")
    attach(st, BOBA, "bounty-deserter", "jabba-the-hutt")
    ready(st, BOBA, "executor-bridge")
    assert "hunt bounty-deserter" not in legal(st)
    assert why_not(st, BOBA, Action(HUNT, iid(st, BOBA, "bounty-deserter"))) is not None
    hero(st, BOBA, "han-solo", "corellia")
    st.legal_cache = None
    assert "hunt bounty-deserter" in legal(st)
    do(st, "hunt bounty-deserter")
    assert "done" not in legal(st)
    do(st, "at jabbas-palace")
    assert st.players[BOBA].fside[loc(st, BOBA, "jabbas-palace")] == [iid(st, BOBA, "han-solo")]


# --- Cards played from the hand whose text cannot fail -----------------------------------------------
#
# (seat, card, where it is played: a location, or None for an Effect)

NEVER_REFUSED = {
    # Cad Bane: no "when played" text, "you may", "you may engage", a gain, his own location
    "robonino": (CAD, "the-box"), "shahan-alama": (CAD, "the-box"), "cato-parasitti": (CAD, "the-box"),
    "moralo-eval": (CAD, "the-box"), "embo": (CAD, "the-box"), "derrown": (CAD, "the-box"),
    "bane-droids": (CAD, "the-box"), "sugi": (CAD, "the-box"), "xanadu-blood": (CAD, "deep-space"),
    "wanted-holo": (CAD, "the-box"), "hostage-crisis": (CAD, None),
    # Seventh Sister
    "fifth-brother": (SISTER, "bilzen"), "eighth-brother": (SISTER, "bilzen"),
    "grand-inquisitor": (SISTER, "bilzen"), "purge-troopers": (SISTER, "bilzen"),
    "imperial-agent": (SISTER, "bilzen"), "stormtroopers": (SISTER, "bilzen"),
    "tenth-brother": (SISTER, "bilzen"), "tie-advanced": (SISTER, "deep-space"),
    "inquisitor-lightsaber": (SISTER, "bilzen"), "interrogation-droid": (SISTER, "bilzen"),
    "track-the-rebels": (SISTER, None), "dark-side-focus": (SISTER, None),
    # Boba Fett
    "jabba-the-hutt": (BOBA, "jabbas-palace"), "darth-vader": (BOBA, "jabbas-palace"),
    "bib-fortuna": (BOBA, "jabbas-palace"), "qira": (BOBA, "jabbas-palace"), "bossk": (BOBA, "jabbas-palace"),
    "dengar": (BOBA, "jabbas-palace"), "ig-88": (BOBA, "jabbas-palace"), "zuckuss": (BOBA, "jabbas-palace"),
    "4-lom": (BOBA, "jabbas-palace"), "black-krrsantan": (BOBA, "jabbas-palace"),
    "gamorrean-guards": (BOBA, "jabbas-palace"), "slave-i": (BOBA, "deep-space"),
    "seismic-charges": (BOBA, "jabbas-palace"), "hunters-guild": (BOBA, None), "payment-upfront": (BOBA, None),
}

#: a Sector where every text has something to act on: a Hero, a marked Hero, an Ally, an
#: Item, an unengaged Hero Vehicle
BUSY = {
    CAD: (("bail-organa", "the-box"), "bane-droids-2", "rocket-boots", "republic-gunship"),
    SISTER: (("chopper", "bilzen"), "stormtroopers-2", "spinning-blade", "ghost"),
    BOBA: (("han-solo", "jabbas-palace"), "gamorrean-guards-2", "ee-3-carbine", "millennium-falcon"),
}


def _busy(st, seat: int) -> None:
    (h, where), a, item, hv = BUSY[seat]
    hero(st, seat, h, where)
    st.players[seat].ext.marked.append(iid(st, seat, h))
    ally(st, seat, a, where)
    attach(st, seat, item, a)
    vehicle(st, seat, hv)


@pytest.mark.parametrize("key", sorted(NEVER_REFUSED))
def test_a_card_whose_text_cannot_fail_is_played_whatever_the_sector_holds(key):
    """Nothing when played, "you may", "every ...", a gain or a draw, an Ally that puts the
    token on himself: the card is offered in an empty Sector and in a full one."""
    seat, to = NEVER_REFUSED[key]
    lab = None
    for busy in (False, True):
        st = game()
        if busy:
            _busy(st, seat)
        ready_to_play(st, seat, key)
        lab = label(st, seat, key)
        verb = "ambition" if is_ambition(st, seat, key) else "play"
        move = f"{verb} {lab}" + ("" if to is None else f" @{to}")
        assert move in legal(st), (busy, legal(st))
        do(st, move)
        resolve(st, seat)
        ok(st)
    assert lab is not None


# --- Conditions of the Villain decks: "gain" text, always doable when their moment comes ------------


def _vanquish_by(st, seat: int) -> None:
    """``seat`` (another player) vanquishes a Hero in its own turn."""
    h = {CAD: "bail-organa", SISTER: "chopper", BOBA: "han-solo"}[seat]
    where = AWAY[seat][0]
    hero(st, seat, h, where)
    ally(st, seat, {CAD: "embo", SISTER: "fifth-brother", BOBA: "bossk"}[seat], where)
    ready(st, seat, {CAD: "the-box", SISTER: "malachor", BOBA: "cloud-city-dining-room"}[seat])
    do(st, f"vanquish {h}")


CONDITIONS = {"eavesdrop": CAD, "patience": SISTER, "professional-courtesy": BOBA}


@pytest.mark.parametrize("key", sorted(CONDITIONS))
def test_a_condition_that_gains_is_played_when_its_moment_comes(key):
    """"Play during another player's turn, when they vanquish a Hero: gain ...": not before
    (another action is not its moment), and then always (a gain can always be done)."""
    seat = CONDITIONS[key]
    other = (seat + 1) % 3
    st = game()
    set_hand(st, seat, label(st, seat, key))
    ready(st, other, {CAD: "black-stall-station", SISTER: "garel-city", BOBA: "corellia"}[other])
    do(st, "gain")
    assert not (st.prompt is not None and st.prompt.seat == seat)
    st = game()
    set_hand(st, seat, label(st, seat, key))
    _vanquish_by(st, other)
    while st.prompt is not None and st.prompt.seat == other:
        do(st, legal(st)[0])
    assert st.prompt is not None and st.prompt.seat == seat
    do(st, f"play {label(st, seat, key)}")
    ok(st)


def test_hunted_prey_is_played_when_a_fate_action_is_taken_against_her():
    """"Play during another player's turn, when they take a Fate action against you: gain 2
    Credits": offered then (and not on a Fate action against another villain)."""
    st = game()
    set_hand(st, SISTER, "hunted-prey")
    fate_top(st, BOBA, "din-djarin", "luke-skywalker")
    ready(st, CAD, FATE_AT[CAD])
    do(st, "fate p3")
    assert not (st.prompt is not None and st.prompt.seat == SISTER)
    st = game()
    set_hand(st, SISTER, "hunted-prey")
    fate_top(st, SISTER, "chopper", "kanan-jarrus")
    ready(st, CAD, FATE_AT[CAD])
    do(st, "fate p2")
    assert st.prompt.seat == SISTER and "play hunted-prey" in legal(st)


def test_cold_calculation_is_played_once_another_player_has_taken_four_actions():
    """"Play during another player's turn, once they have taken 4 or more actions: gain 1
    Ambition": not after three, offered after the fourth."""
    st = game()
    set_hand(st, CAD, "cold-calculation")
    ally(st, SISTER, "fifth-brother", "bilzen")
    ally(st, SISTER, "interrogation-droid", "bilzen")
    set_hand(st, SISTER, "grand-inquisitor")
    ready(st, SISTER, "garel-city")
    for move in ("gain", "move-ally fifth-brother @malachor", "ambition grand-inquisitor @bilzen"):
        do(st, move)
        resolve(st, SISTER)
    assert not (st.prompt is not None and st.prompt.seat == CAD)
    do(st, "activate interrogation-droid")
    while st.prompt is not None and st.prompt.seat == SISTER:
        do(st, legal(st)[0])
    assert st.prompt.seat == CAD and "play cold-calculation" in legal(st)


# --- Fate cards ----------------------------------------------------------------------------------------

#: a Fate card of each deck with no text, always playable (the other revealed card)
PLAIN = {CAD: ("mace-windu", "obi-wan-kenobi"), SISTER: ("chopper", "zeb-orrelios"),
         BOBA: ("din-djarin", "chewbacca")}


def _fate(st, target: int, key: str) -> list:
    """Another player reveals ``key`` and a plain Hero from ``target``'s Fate deck."""
    other = PLAIN[target][0] if key != PLAIN[target][0] else PLAIN[target][1]
    fate_top(st, target, key, other)
    by = (target + 1) % 3
    ready(st, by, FATE_AT[by])
    return do(st, f"fate p{target + 1}")


#: (target, Fate card, what makes its text doable, why it is refused without it)
FATE_REFUSED = {
    "quinlan-vos": (CAD, _allies(("wanted-holo", "the-box")), "there is no Item to discard"),
    "jedi-interceptor": (CAD, _heroes(BAIL), "there is no Hero for its Strength token"),
    "jedi-lightsaber": (CAD, _heroes(BAIL), "there is no Hero to attach it to"),
    "clone-squad": (CAD, _heroes(BAIL), "there is no Hero to attach it to"),
    "jedi-council": (CAD, _allies(("embo", "the-box")), "it would do nothing now"),
    "clone-raid": (CAD, _allies(("wanted-holo", "the-box")), "it would do nothing now"),
    "sabine-wren": (SISTER, _allies(("inquisitor-lightsaber-1", "bilzen")), "there is no Item to discard"),
    "phantom": (SISTER, _heroes(KANAN), "there is no Hero for its Strength token"),
    "kyber-crystal": (SISTER, _heroes(KANAN), "there is no Hero to attach it to"),
    "rebel-blaster": (SISTER, _heroes(KANAN), "there is no Hero to attach it to"),
    "safe-house": (SISTER, _allies(("inquisitor-lightsaber-1", "bilzen")), "it would do nothing now"),
    "rebel-network": (SISTER, _allies(("fifth-brother", "bilzen")), "it would do nothing now"),
    "lando-calrissian": (BOBA, _allies(("seismic-charges", "jabbas-palace")), "there is no Item to discard"),
    "razor-crest": (BOBA, _heroes(("luke-skywalker", "jabbas-palace")), "there is no Hero for its Strength token"),
    "beskar-spear": (BOBA, _heroes(("luke-skywalker", "jabbas-palace")), "there is no Hero to attach it to"),
    "thermal-detonator": (BOBA, _heroes(("luke-skywalker", "jabbas-palace")), "there is no Hero to attach it to"),
    "sarlacc-pit": (BOBA, _allies(("seismic-charges", "jabbas-palace")), "it would do nothing now"),
    "double-cross-deal": (BOBA, _allies(("bossk", "jabbas-palace")), "it would do nothing now"),
}


@pytest.mark.rule("000:villain-cards-2:2")
@pytest.mark.parametrize("key", sorted(FATE_REFUSED))
def test_a_fate_card_whose_text_cannot_be_done_cannot_be_played(key):
    """A revealed Fate card whose text cannot be done in that Sector is not played (the other
    card is) and is discarded, the log saying why; once its text can be done, it may be chosen
    and is played."""
    target, can, reason = FATE_REFUSED[key]
    st = game()
    events = _fate(st, target, key)
    c = iid(st, target, key)
    said = [e.reason for e in events if isinstance(e, E.Unplayable) and e.card == c]
    assert said == [reason]
    assert c in st.players[target].fate_discard
    # control
    st = game()
    can(st, target)
    _fate(st, target, key)
    assert f"pick {key}" in legal(st)
    do(st, f"pick {key}")
    resolve(st, (target + 1) % 3)
    p = st.players[target]
    assert c not in p.fate_discard or card_def(st, target, key).type == "Effect"
    assert c in p.fate_discard or any(c in z for z in p.fside) or c in st.attach
    ok(st)


FATE_NEVER_REFUSED = {
    CAD: ("obi-wan-kenobi", "anakin-skywalker", "ahsoka-tano", "mace-windu", "captain-rex", "bail-organa",
          "republic-gunship", "reinforcements", "bounty-revoked"),
    SISTER: ("ezra-bridger", "kanan-jarrus", "hera-syndulla", "zeb-orrelios", "chopper", "ahsoka-fulcrum",
             "ghost", "spectre-cell", "hope"),
    BOBA: ("luke-skywalker", "han-solo", "leia-organa", "chewbacca", "din-djarin", "fennec-shand",
           "millennium-falcon", "rescue-mission", "bounty-cancelled"),
}


@pytest.mark.parametrize("target,key", [(t, k) for t, ks in FATE_NEVER_REFUSED.items() for k in ks],
                         ids=lambda v: v if isinstance(v, str) else None)
def test_a_fate_card_whose_text_cannot_fail_is_played_whatever_the_sector_holds(target, key):
    """No text when played, "you may move", "every Ally ... must move" (none included), a +1
    token on a Hero (the Hero played counts), a reveal (each Fate deck holds Effects, which
    never stay in a Sector, so a card is always there to reveal): the card may be chosen in
    an empty Sector and in a full one."""
    for busy in (False, True):
        st = game()
        if busy:
            _busy(st, target)
        _fate(st, target, key)
        assert f"pick {key}" in legal(st), (busy, legal(st))
        do(st, f"pick {key}")
        if key in ("ezra-bridger", "han-solo"):
            do(st, legal(st)[0])  # where the Hero goes
            # "you may move one of ... Allies": with an Ally there, moving none is an answer
            assert ("done" in legal(st)) is busy, legal(st)
        resolve(st, (target + 1) % 3)
        ok(st)


def test_a_hero_vehicle_whose_text_cannot_be_done_is_discarded_and_the_other_card_played():
    """The Jedi Interceptor ("When played, put a +1 Strength token on a Hero") revealed with
    no Hero in the Sector: Mace Windu, the other card, is played; the Interceptor is not in
    Deep Space."""
    st = game()
    _fate(st, CAD, "jedi-interceptor")
    assert legal(st)[0].startswith("at ")
    do(st, "at coruscant")
    assert hero_vehicles(st, st.players[CAD]) == []
    assert st.players[CAD].fside[loc(st, CAD, "coruscant")] == [iid(st, CAD, "mace-windu")]


# --- Every card has its decision, and a test ----------------------------------------------------------


def test_every_card_of_the_box_has_a_playability_test():
    """The 112 cards of the three decks (Villain and Fate), each in exactly one of the lists above."""
    covered = [*REFUSED, *NEVER_REFUSED, *CONDITIONS, "hunted-prey", "cold-calculation", *FATE_REFUSED,
               *(k for ks in FATE_NEVER_REFUSED.values() for k in ks)]
    cards = [k for v in VILLAINS.values() for k in every_card(v)]
    assert len(cards) == 112
    assert sorted(covered) == sorted(cards)


def test_every_card_of_the_box_has_its_decision_in_the_rules_notes():
    """docs/content/scum-and-villainy-rules-notes.md lists each card's decision, by name."""
    notes = (ROOT / "docs/content/scum-and-villainy-rules-notes.md").read_text(encoding="utf-8")
    section = notes.split("## If you cannot follow a card's instructions", 1)[1].split("\n## ", 1)[0]
    for v in VILLAINS.values():
        for d in (*load_villain(v).villain_deck, *load_villain(v).fate_deck):
            assert f"| {d.name} |" in section, d.name


# --- The Box switches the rules notes name ---------------------------------------------------------------

_SWITCH_ROW = re.compile(r"^\|\s*`(\w+)`\s*\|\s*`([^`]+)`\s*\|", re.M)


def _switches(path: str) -> dict[str, str]:
    text = (ROOT / path).read_text(encoding="utf-8")
    section = text.split("## The Box switches", 1)[1].split("\n## ", 1)[0]
    return dict(_SWITCH_ROW.findall(section))


@pytest.mark.parametrize("path,box", [
    ("docs/rules-notes.md", B.DESPICABLE_PLOTS),
    ("docs/content/scum-and-villainy-rules-notes.md", B.SCUM_AND_VILLAINY),
], ids=["despicable-plots", "scum-and-villainy"])
def test_the_rules_notes_agree_with_the_box_switches(path, box):
    """Each Box switch a rules note names has the value the note gives it (the notes say the
    present: a switch flipped in the code and not in the notes fails here)."""
    named = _switches(path)
    assert "when_played_must_be_doable" in named
    for field, value in named.items():
        assert hasattr(box, field), f"{path} names a switch the Box does not have: {field}"
        assert repr(getattr(box, field)) == value, (field, value, getattr(box, field))
