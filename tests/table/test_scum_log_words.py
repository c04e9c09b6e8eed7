"""Scum and Villainy's game log says what happened in plain English: one Credit in the singular,
and a completed Bounty kept by the portrait (it used to read "moves from Deep Space to Deep
Space", the index -1 of the portrait read as the Sector's last location)."""

from __future__ import annotations

from game.games.villainous import events as E
from game.games.villainous import scum_and_villainy as SV
from game.games.villainous.words import event_words
from game.table.views.villainous.showcase import scum_position

from ..villainous.helpers import iid, loc

BOBA = 2


def test_the_log_says_one_credit_in_the_singular_and_more_in_the_plural():
    st = scum_position()
    jabba = iid(st, BOBA, "jabba-the-hutt")
    palace = loc(st, BOBA, "jabbas-palace")
    assert event_words(st, E.GainedPower(BOBA, 1)) == "Boba Fett gains 1 Credit."
    assert event_words(st, E.GainedPower(BOBA, 3)) == "Boba Fett gains 3 Credits."
    assert event_words(st, E.Played(BOBA, jabba, palace, 1)) == "Jabba the Hutt is played to Jabba's Palace for 1 Credit."
    assert event_words(st, E.Played(BOBA, jabba, palace, 2)).endswith("for 2 Credits.")
    assert event_words(st, E.PaidPower(BOBA, 1)) == "Boba Fett pays 1 Credit."


def test_the_log_says_a_completed_bounty_is_kept_by_the_portrait_not_moved_in_deep_space():
    st = scum_position()
    boba = st.players[BOBA]
    spy = iid(st, BOBA, "bounty-rebel-spy")
    boba.ext.progress[spy] = tuple(range(len(st.table.defs[spy].extra["progress"])))  # every requirement met
    start = len(st.log)
    SV.mark_progress(st, boba)
    assert spy in boba.ext.completed
    lines = [event_words(st, ev) for ev in st.log[start:]]
    assert "Bounty: Rebel Spy is complete: Boba Fett keeps it by the portrait." in lines
    assert not any("Deep Space to Deep Space" in line for line in lines)


def test_the_log_says_an_effect_is_played_in_the_villains_sector_as_the_star_wars_rulebook_says():
    st = scum_position()
    payment = iid(st, BOBA, "payment-upfront")
    assert event_words(st, E.Played(BOBA, payment, -1, 0)) == "Payment Upfront is played in Boba Fett's Sector."


def test_the_log_still_says_realm_for_despicable_plots():
    from ..villainous.helpers import new

    st = new()
    c = iid(st, 0, "lefou")
    assert event_words(st, E.Played(0, c, -1, 1)) == "LeFou is played in Gaston's Realm for 1 Power."


def test_the_log_says_a_fate_condition_is_placed_under_the_targeted_villains_mover():
    st = scum_position()
    sister = 1
    hope = st.players[sister].ext.under[0]  # Hope, under Seventh Sister's mover
    line = event_words(st, E.Played(sister, hope, st.players[sister].mover, 0))
    assert line == "Hope is placed under Seventh Sister's mover."


def test_the_log_says_boba_fett_pays_a_bountys_hunt_not_that_he_activates_the_bounty():
    st = scum_position()
    spy = iid(st, BOBA, "bounty-rebel-spy")
    assert event_words(st, E.Activated(BOBA, spy, 3)) == "Boba Fett pays the Hunt of Bounty: Rebel Spy (3 Credits)."


def test_the_log_says_a_hero_vehicle_is_engaged_or_disengaged_not_moved_from_deep_space_to_deep_space():
    st = scum_position()
    boba = st.players[BOBA]
    falcon = iid(st, BOBA, "millennium-falcon")
    ds = SV.deep_space(boba)
    assert event_words(st, E.Moved(BOBA, falcon, ds, ds)) == "Millennium Falcon is engaged with Slave I."
    boba.ext.engaged.clear()
    assert event_words(st, E.Moved(BOBA, falcon, ds, ds)) == "Millennium Falcon is disengaged."
