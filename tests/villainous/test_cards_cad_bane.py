"""A test per Cad Bane card (Scum and Villainy): each played, activated, revealed or triggered
through the engine in a prepared position, and all of what its text says checked."""

from __future__ import annotations

import pytest

from game.games.villainous.scum_and_villainy import _free_symbols as free_symbols
from game.games.villainous.scum_and_villainy import ally_vehicles, hero_vehicles

from .helpers import ally, attach, hero, set_hand, vside
from .sv_helpers import (
    ACTIVATE_AT,
    CAD,
    SISTER,
    card_def,
    do,
    every_card,
    fate_against,
    game,
    iid,
    legal,
    ok,
    paid,
    plain,
    play,
    printed,
    ready,
    strength_of,
    vehicle,
    where_is,
)


def _marked(st) -> list[str]:
    return sorted(st.table.labels[c] for c in st.players[CAD].ext.marked)


# --- Villain deck -----------------------------------------------------------


def test_todo_360_marks_a_hero_at_his_location_only():
    st = game()
    hero(st, CAD, "bail-organa", "the-box")
    hero(st, CAD, "mace-windu", "the-box")
    hero(st, CAD, "obi-wan-kenobi", "coruscant")
    play(st, CAD, "todo-360-1", "the-box")
    assert sorted(legal(st)) == ["pick bail-organa", "pick mace-windu"]  # not Obi-Wan, elsewhere
    do(st, "pick mace-windu")
    assert _marked(st) == ["mace-windu"]
    assert vside(st, CAD, "the-box") == ["todo-360-1"] and strength_of(st, CAD, "todo-360-1") == printed(st, CAD, "todo-360-1")
    paid(st, CAD, "todo-360-1")
    ok(st)


def test_no_hero_is_marked_once_the_ten_target_markers_are_all_out():
    """The box has 10 Target markers: with every one on a Hero or collected, Aurra Sing cannot
    put one ("If you cannot follow a card's instructions, you cannot play it"); with one
    back, she marks."""
    for out in (10, 9):
        st = game()
        p = st.players[CAD]
        hero(st, CAD, "bail-organa", "the-box")
        p.ext.collected = 4
        heroes = ("mace-windu", "obi-wan-kenobi", "anakin-skywalker", "ahsoka-tano", "captain-rex", "quinlan-vos")
        p.ext.marked = [hero(st, CAD, k, "coruscant") for k in heroes[:out - 4]]
        set_hand(st, CAD, "aurra-sing")
        ready(st, CAD, "black-stall-station")
        if out == 10:
            assert not any(m.startswith("play aurra-sing") for m in legal(st))
            continue
        do(st, "play aurra-sing @bora-vio")  # the one Hero unmarked: no choice to make
        assert "bail-organa" in _marked(st)


def test_aurra_sing_marks_any_hero_in_the_sector():
    st = game()
    hero(st, CAD, "bail-organa", "the-box")
    hero(st, CAD, "mace-windu", "coruscant")
    play(st, CAD, "aurra-sing", "bora-vio")
    assert sorted(legal(st)) == ["pick bail-organa", "pick mace-windu"]
    do(st, "pick bail-organa")
    assert _marked(st) == ["bail-organa"]
    assert where_is(st, CAD, "aurra-sing") == "bora-vio" and strength_of(st, CAD, "aurra-sing") == printed(st, CAD, "aurra-sing")
    paid(st, CAD, "aurra-sing")
    ok(st)


@pytest.mark.rule("000:activate-an-ability:1", "000:activated-abilities:1",
                  "000:activated-abilities:2")
def test_robonino_activates_for_one_credit_to_mark_a_hero_at_his_location():
    st = game()
    hero(st, CAD, "bail-organa", "the-box")
    hero(st, CAD, "anakin-skywalker", "the-box")
    hero(st, CAD, "mace-windu", "coruscant")
    ally(st, CAD, "robonino", "the-box")
    ready(st, CAD, ACTIVATE_AT[CAD], credits=3)
    do(st, "activate robonino")
    assert sorted(legal(st)) == ["pick anakin-skywalker", "pick bail-organa"]  # not Mace, elsewhere
    do(st, "pick bail-organa")
    assert _marked(st) == ["bail-organa"] and st.players[CAD].power == 2
    assert "activate robonino" not in legal(st)  # the Activate symbol is used
    ok(st)


@pytest.mark.rule("000:strength:1")
def test_shahan_alama_is_a_plain_strength_3_ally():
    plain(game(), CAD, "shahan-alama", "the-box")


@pytest.mark.rule("000:actions-overview:2")
def test_cato_parasitti_may_move_a_hero_to_any_other_location():
    st = game()
    hero(st, CAD, "bail-organa", "the-box")
    play(st, CAD, "cato-parasitti", "coruscant")
    assert sorted(legal(st)) == ["done", "pick bail-organa"]  # "you may"
    do(st, "pick bail-organa")
    assert "at the-box" not in legal(st) and "at coruscant" in legal(st)  # any other location
    do(st, "at coruscant")
    assert where_is(st, CAD, "bail-organa") == "coruscant"
    assert strength_of(st, CAD, "cato-parasitti") == printed(st, CAD, "cato-parasitti")
    paid(st, CAD, "cato-parasitti")
    ok(st)


def test_cato_parasitti_may_leave_the_heroes_where_they_are():
    st = game()
    hero(st, CAD, "bail-organa", "the-box")
    play(st, CAD, "cato-parasitti", "coruscant")
    do(st, "done")
    assert where_is(st, CAD, "bail-organa") == "the-box" and st.prompt is None


def test_moralo_eval_costs_ambition_and_collects_a_target_of_strength_4_or_less_for_one_ambition():
    """Balance (issue 15): the ability costs 1 Ambition (2 in the third session, which took Cad
    Bane down to a fifth of the three-player games) and reaches Strength 4 (was 3, fourth
    session)."""
    st = game()
    hero(st, CAD, "bail-organa", "the-box")  # Strength 2
    hero(st, CAD, "quinlan-vos", "the-box")  # Strength 4
    hero(st, CAD, "mace-windu", "coruscant")  # Strength 5: too strong
    p = st.players[CAD]
    p.ext.marked = [iid(st, CAD, k) for k in ("bail-organa", "quinlan-vos", "mace-windu")]
    play(st, CAD, "moralo-eval", "bora-vio")
    paid(st, CAD, "moralo-eval")
    ready(st, CAD, "bora-vio", ambition=0)
    assert "ambition-activate moralo-eval" not in legal(st)  # no Ambition, no ability
    ready(st, CAD, "bora-vio", ambition=1)
    do(st, "ambition-activate moralo-eval")
    assert sorted(legal(st)) == ["pick bail-organa", "pick quinlan-vos"]
    do(st, "pick bail-organa")
    assert _marked(st) == ["mace-windu", "quinlan-vos"] and p.ext.collected == 1 and p.ext.ambition == 0
    assert where_is(st, CAD, "bail-organa") == "the-box"  # the Hero stays
    ok(st)


def test_embo_is_a_plain_strength_4_ally():
    plain(game(), CAD, "embo", "coruscant")


def test_derrown_puts_a_plus_one_token_on_an_ally_at_his_location():
    st = game()
    ally(st, CAD, "embo", "the-box")
    ally(st, CAD, "sugi", "coruscant")
    play(st, CAD, "derrown", "the-box")
    assert sorted(legal(st)) == ["pick derrown", "pick embo"]  # not Sugi, elsewhere
    do(st, "pick embo")
    assert strength_of(st, CAD, "embo") == 5 and st.players[CAD].ext.tokens == {iid(st, CAD, "embo"): 1}
    paid(st, CAD, "derrown")
    ok(st)


def test_bane_droids_are_three_plain_strength_2_allies():
    """Balance (issue 15): three copies (was two), in place of the third Collect the Bounty."""
    st = game()
    plain(st, CAD, "bane-droids-1", "the-box")
    assert {"bane-droids-2", "bane-droids-3"} <= set(st.table.by_label[CAD])


def test_sugi_gains_one_ambition():
    st = game()
    play(st, CAD, "sugi", "coruscant")
    p = st.players[CAD]
    assert p.ext.ambition == 5 + 1 and p.power == 9 - card_def(st, CAD, "sugi").cost
    assert strength_of(st, CAD, "sugi") == printed(st, CAD, "sugi")
    ok(st)


def test_xanadu_blood_engages_a_hero_vehicle_and_collects_a_target_of_strength_4_or_less_on_arrival():
    """Balance (issue 15, fourth session): Strength 4 or less (was 3)."""
    st = game()
    p = st.players[CAD]
    gunship = vehicle(st, CAD, "republic-gunship")
    hero(st, CAD, "bail-organa", "the-box")
    hero(st, CAD, "quinlan-vos", "the-box")  # Strength 4
    hero(st, CAD, "mace-windu", "coruscant")  # Strength 5: too strong
    p.ext.marked = [iid(st, CAD, k) for k in ("bail-organa", "quinlan-vos", "mace-windu")]
    play(st, CAD, "xanadu-blood", "deep-space")
    xanadu = iid(st, CAD, "xanadu-blood")
    assert ally_vehicles(st, p) == [xanadu]
    assert sorted(legal(st)) == ["done", "pick republic-gunship"]  # "you may engage"
    do(st, "pick republic-gunship")
    assert p.ext.engaged == {xanadu: gunship}
    paid(st, CAD, "xanadu-blood")
    # a later turn: the mover goes aboard
    st.phase = "move"
    st.legal_cache = None
    do(st, "move xanadu-blood")
    # its arrival: a Target of Strength 4 or less, before any action
    assert sorted(legal(st)) == ["pick bail-organa", "pick quinlan-vos"]
    do(st, "pick quinlan-vos")
    assert p.ext.collected == 1 and _marked(st) == ["bail-organa", "mace-windu"]
    assert "gain" not in legal(st)  # engaged: its actions are blocked
    p.ext.engaged = {}  # disengaged (a Maneuver elsewhere): its actions are the mover's
    st.legal_cache = None
    assert free_symbols(st, p) == {"gain2": 100 + xanadu, "vanquish": 100 + xanadu}
    do(st, "gain")
    assert p.power == 9 - card_def(st, CAD, "xanadu-blood").cost + 2
    ok(st)


@pytest.mark.rule("000:items:1")
def test_bane_blasters_give_the_ally_they_hold_plus_two():
    st = game()
    ally(st, CAD, "embo", "coruscant")
    play(st, CAD, "bane-blasters-1", ">embo")
    assert st.attach[iid(st, CAD, "bane-blasters-1")] == iid(st, CAD, "embo")
    assert strength_of(st, CAD, "embo") == printed(st, CAD, "embo") + 2
    paid(st, CAD, "bane-blasters-1")
    ok(st)


@pytest.mark.rule("000:items:1")
def test_rocket_boots_give_the_ally_they_hold_plus_one():
    st = game()
    ally(st, CAD, "sugi", "coruscant")
    play(st, CAD, "rocket-boots", ">sugi")
    assert strength_of(st, CAD, "sugi") == printed(st, CAD, "sugi") + 1
    paid(st, CAD, "rocket-boots")
    ok(st)


@pytest.mark.rule("000:activate-an-ability:1", "000:activated-abilities:1",
                  "000:activated-abilities:2")
def test_wanted_holo_activates_for_one_credit_to_mark_a_hero_at_its_location():
    st = game()
    hero(st, CAD, "bail-organa", "the-box")
    hero(st, CAD, "captain-rex", "the-box")
    hero(st, CAD, "mace-windu", "coruscant")
    play(st, CAD, "wanted-holo", "the-box")
    assert where_is(st, CAD, "wanted-holo") == "the-box"
    paid(st, CAD, "wanted-holo")
    ready(st, CAD, ACTIVATE_AT[CAD], credits=1)
    do(st, "activate wanted-holo")
    assert sorted(legal(st)) == ["pick bail-organa", "pick captain-rex"]
    do(st, "pick bail-organa")
    assert _marked(st) == ["bail-organa"] and st.players[CAD].power == 0
    ok(st)


def _vanquish_by_sister(st) -> None:
    """Seventh Sister vanquishes a Hero in her own turn: Cad Bane's Conditions wake."""
    hero(st, SISTER, "chopper", "garel-city")
    ally(st, SISTER, "fifth-brother", "garel-city")
    ready(st, SISTER, "malachor")
    do(st, "vanquish chopper")
    while st.prompt is not None and st.prompt.seat == SISTER:
        do(st, legal(st)[0])


@pytest.mark.rule("000:conditions:1", "000:conditions:2")
def test_eavesdrop_gains_two_credits_when_another_player_vanquishes():
    st = game()
    set_hand(st, CAD, "eavesdrop-1")
    st.players[CAD].power = 1
    _vanquish_by_sister(st)
    assert st.prompt is not None and st.prompt.seat == CAD and "play eavesdrop-1" in legal(st)
    do(st, "play eavesdrop-1")
    assert st.players[CAD].power == 1 + 2
    assert iid(st, CAD, "eavesdrop-1") in st.players[CAD].discard
    ok(st)


def test_cold_calculation_gains_one_ambition_after_four_actions_of_another_player():
    st = game()
    set_hand(st, CAD, "cold-calculation")
    p = st.players[CAD]
    p.ext.ambition = 0
    ally(st, SISTER, "fifth-brother", "bilzen")
    ally(st, SISTER, "interrogation-droid", "bilzen")
    set_hand(st, SISTER, "grand-inquisitor")
    ready(st, SISTER, "garel-city")  # Activate, Move, Collect 3 Credits, Ambition
    for k, move in enumerate(("gain", "move-ally fifth-brother @malachor", "ambition grand-inquisitor @bilzen",
                              "activate interrogation-droid")):
        assert not (st.prompt is not None and st.prompt.seat == CAD), f"offered after {k} actions"
        do(st, move)
        while st.prompt is not None and st.prompt.seat == SISTER:
            do(st, legal(st)[0])
    assert st.prompt is not None and st.prompt.seat == CAD and "play cold-calculation" in legal(st)
    do(st, "play cold-calculation")
    assert p.ext.ambition == 1
    assert iid(st, CAD, "cold-calculation") in p.discard
    ok(st)


@pytest.mark.rule("000:fate:1", "000:fate:2", "000:reveal:1", "000:reveal:2")
def test_hostage_crisis_plays_one_of_two_fate_cards_then_marks_any_hero():
    st = game()
    from .helpers import fate_top

    fate_top(st, CAD, "mace-windu", "anakin-skywalker")
    hero(st, CAD, "captain-rex", "the-box")
    play(st, CAD, "hostage-crisis-1")
    assert sorted(legal(st)) == ["pick anakin-skywalker", "pick mace-windu"]  # the top two
    do(st, "pick mace-windu")
    do(st, "at coruscant")  # played in Cad Bane's own Sector
    assert where_is(st, CAD, "mace-windu") == "coruscant"
    assert iid(st, CAD, "anakin-skywalker") in st.players[CAD].fate_discard
    assert sorted(legal(st)) == ["pick captain-rex", "pick mace-windu"]  # then any Hero
    do(st, "pick mace-windu")
    assert _marked(st) == ["mace-windu"]
    paid(st, CAD, "hostage-crisis-1")
    ok(st)


def test_collect_the_bounty_collects_a_target_of_strength_5_or_less_and_the_hero_stays():
    """Balance (issue 15): two copies (was three), once his Sector let him play with Heroes
    on every location."""
    st = game()
    assert card_def(st, CAD, "collect-the-bounty-2").copies == 2
    assert "collect-the-bounty-3" not in st.table.by_label[CAD]
    p = st.players[CAD]
    hero(st, CAD, "mace-windu", "coruscant")  # 5
    hero(st, CAD, "obi-wan-kenobi", "the-box")  # 5, and +1 to Rex beside him
    hero(st, CAD, "captain-rex", "the-box")
    p.ext.marked = [iid(st, CAD, "mace-windu"), iid(st, CAD, "obi-wan-kenobi")]
    play(st, CAD, "collect-the-bounty-1")
    assert sorted(legal(st)) == ["pick mace-windu", "pick obi-wan-kenobi"]  # only marked Heroes
    do(st, "pick mace-windu")
    assert p.ext.collected == 1 and _marked(st) == ["obi-wan-kenobi"]
    assert where_is(st, CAD, "mace-windu") == "coruscant"
    paid(st, CAD, "collect-the-bounty-1")
    ok(st)


def test_collect_the_bounty_cannot_take_a_target_above_strength_5():
    st = game()
    p = st.players[CAD]
    hero(st, CAD, "mace-windu", "coruscant")
    p.ext.marked = [iid(st, CAD, "mace-windu")]
    p.ext.tokens = {iid(st, CAD, "mace-windu"): 1}  # 6
    set_hand(st, CAD, "collect-the-bounty-1")
    ready(st, CAD, "bora-vio")
    assert not any(m.startswith("ambition collect-the-bounty") for m in legal(st))


@pytest.mark.rule("000:defeat:1")
def test_ambush_defeats_a_hero_of_strength_4_or_less_and_its_target_is_collected():
    st = game()
    p = st.players[CAD]
    hero(st, CAD, "anakin-skywalker", "coruscant")  # 4
    hero(st, CAD, "captain-rex", "coruscant")  # 3
    hero(st, CAD, "mace-windu", "the-box")  # 5
    p.ext.marked = [iid(st, CAD, "anakin-skywalker")]
    play(st, CAD, "ambush")
    assert sorted(legal(st)) == ["pick anakin-skywalker", "pick captain-rex"]
    do(st, "pick anakin-skywalker")
    assert iid(st, CAD, "anakin-skywalker") in p.fate_discard
    assert p.ext.collected == 1 and p.ext.marked == []
    paid(st, CAD, "ambush")
    ok(st)


def test_quick_draw_marks_any_hero():
    st = game()
    hero(st, CAD, "mace-windu", "coruscant")
    hero(st, CAD, "captain-rex", "the-box")
    hero(st, CAD, "ahsoka-tano", "the-box")
    st.players[CAD].ext.marked = [iid(st, CAD, "ahsoka-tano")]
    play(st, CAD, "quick-draw-1")
    assert sorted(legal(st)) == ["pick captain-rex", "pick mace-windu"]  # a marked Hero takes no second
    do(st, "pick mace-windu")
    assert _marked(st) == ["ahsoka-tano", "mace-windu"]
    paid(st, CAD, "quick-draw-1")
    ok(st)


def test_double_cross_costs_ambition_and_defeats_any_hero():
    st = game()
    p = st.players[CAD]
    hero(st, CAD, "mace-windu", "coruscant")
    hero(st, CAD, "captain-rex", "coruscant")
    p.ext.tokens = {iid(st, CAD, "mace-windu"): 1}  # 6: still defeated
    play(st, CAD, "double-cross-1")
    assert sorted(legal(st)) == ["pick captain-rex", "pick mace-windu"]
    do(st, "pick mace-windu")
    assert iid(st, CAD, "mace-windu") in p.fate_discard and p.ext.tokens == {}
    paid(st, CAD, "double-cross-1")
    ok(st)


# --- Fate deck ----------------------------------------------------------------


@pytest.mark.rule("000:gaining-and-losing-strength:1", "000:heroes:3")
def test_obi_wan_kenobi_gives_the_other_heroes_at_his_location_plus_one():
    st = game()
    hero(st, CAD, "bail-organa", "the-box")
    hero(st, CAD, "mace-windu", "coruscant")
    fate_against(st, CAD, "obi-wan-kenobi", "clone-raid")
    do(st, "at the-box")
    assert strength_of(st, CAD, "obi-wan-kenobi") == printed(st, CAD, "obi-wan-kenobi")
    assert strength_of(st, CAD, "bail-organa") == printed(st, CAD, "bail-organa") + 1 and strength_of(st, CAD, "mace-windu") == printed(st, CAD, "mace-windu")
    ok(st)


@pytest.mark.rule("000:gaining-and-losing-strength:1", "000:heroes:3")
def test_anakin_skywalker_gives_allies_at_his_location_minus_one():
    st = game()
    ally(st, CAD, "embo", "the-box")
    ally(st, CAD, "sugi", "coruscant")
    fate_against(st, CAD, "anakin-skywalker", "clone-raid")
    do(st, "at the-box")
    assert strength_of(st, CAD, "embo") == printed(st, CAD, "embo") - 1 and strength_of(st, CAD, "sugi") == printed(st, CAD, "sugi")
    ok(st)


def test_ahsoka_tano_moves_every_ally_at_her_location_elsewhere():
    st = game()
    ally(st, CAD, "embo", "the-box")
    ally(st, CAD, "sugi", "the-box")
    ally(st, CAD, "derrown", "coruscant")
    fate_against(st, CAD, "ahsoka-tano", "clone-raid")
    do(st, "at the-box")
    assert "at the-box" not in legal(st)
    do(st, "at coruscant")
    do(st, "at bora-vio")
    assert vside(st, CAD, "the-box") == []
    assert sorted(vside(st, CAD, "coruscant") + vside(st, CAD, "bora-vio")) == ["derrown", "embo", "sugi"]
    ok(st)


@pytest.mark.rule("000:strength:1")
def test_mace_windu_is_a_plain_strength_5_hero():
    st = game()
    fate_against(st, CAD, "mace-windu", "clone-raid")
    do(st, "at coruscant")
    assert where_is(st, CAD, "mace-windu") == "coruscant" and strength_of(st, CAD, "mace-windu") == printed(st, CAD, "mace-windu")
    assert st.prompt is None
    ok(st)


@pytest.mark.rule("000:gaining-and-losing-strength:1", "000:heroes:3")
def test_captain_rex_puts_a_plus_one_token_on_a_hero():
    st = game()
    hero(st, CAD, "bail-organa", "the-box")
    fate_against(st, CAD, "captain-rex", "clone-raid")
    do(st, "at coruscant")
    assert sorted(legal(st)) == ["pick bail-organa", "pick captain-rex"]
    do(st, "pick bail-organa")
    assert strength_of(st, CAD, "bail-organa") == 3 and strength_of(st, CAD, "captain-rex") == printed(st, CAD, "captain-rex")
    ok(st)


def test_bail_organa_makes_cad_banes_effects_cost_one_credit_more():
    st = game()
    fate_against(st, CAD, "bail-organa", "clone-raid")
    do(st, "at coruscant")
    set_hand(st, CAD, "quick-draw-1", "embo")
    ready(st, CAD, "black-stall-station", credits=1)
    assert not any(m.startswith("play quick-draw-1") for m in legal(st))  # 1 + 1: not affordable
    ready(st, CAD, "black-stall-station", credits=2)
    do(st, "play quick-draw-1")  # Bail, the only Hero, is marked
    assert st.players[CAD].ext.marked == [iid(st, CAD, "bail-organa")]
    assert st.players[CAD].power == 0
    ready(st, CAD, "black-stall-station", credits=3)
    do(st, "play embo @the-box")  # an Ally costs what it says
    assert st.players[CAD].power == 0


def test_quinlan_vos_discards_an_item_from_cad_banes_sector():
    st = game()
    ally(st, CAD, "embo", "the-box")
    attach(st, CAD, "rocket-boots", "embo")
    ally(st, CAD, "wanted-holo", "bora-vio")
    fate_against(st, CAD, "quinlan-vos", "clone-raid")
    do(st, "at coruscant")
    assert sorted(legal(st)) == ["pick rocket-boots", "pick wanted-holo"]
    do(st, "pick rocket-boots")
    assert iid(st, CAD, "rocket-boots") in st.players[CAD].discard
    assert strength_of(st, CAD, "embo") == printed(st, CAD, "embo")
    ok(st)


@pytest.mark.rule("000:vehicles-2:1")
def test_republic_gunship_arrives_engaged_with_an_unengaged_ally_vehicle():
    st = game()
    p = st.players[CAD]
    xanadu = vehicle(st, CAD, "xanadu-blood")
    fate_against(st, CAD, "republic-gunship", "clone-raid")  # the only Ally Vehicle: no question
    gunship = iid(st, CAD, "republic-gunship")
    assert hero_vehicles(st, p) == [gunship] and p.ext.engaged == {xanadu: gunship}
    ok(st)


@pytest.mark.rule("000:4-draw-cards:1", "000:heroes-controlling-deep-space:1")
def test_republic_gunship_alone_in_deep_space_lowers_the_draw_limit():
    st = game()
    p = st.players[CAD]
    fate_against(st, CAD, "republic-gunship", "clone-raid")
    assert hero_vehicles(st, p) == [iid(st, CAD, "republic-gunship")] and p.ext.engaged == {}
    p.hand.clear()
    ready(st, CAD, "coruscant")
    do(st, "end")
    assert len(p.hand) == 3


def test_jedi_interceptor_puts_a_plus_one_token_on_a_hero():
    """"When played, put a +1 Strength token on a Hero": no "may", so a Hero is chosen."""
    st = game()
    hero(st, CAD, "mace-windu", "coruscant")
    hero(st, CAD, "bail-organa", "the-box")
    fate_against(st, CAD, "jedi-interceptor", "clone-raid")
    assert sorted(legal(st)) == ["pick bail-organa", "pick mace-windu"]
    do(st, "pick mace-windu")
    assert strength_of(st, CAD, "mace-windu") == 6
    assert iid(st, CAD, "jedi-interceptor") in st.players[CAD].fside[4]
    ok(st)


@pytest.mark.rule("000:items-and-effects:1")
def test_jedi_lightsaber_gives_the_hero_it_joins_plus_two():
    st = game()
    hero(st, CAD, "bail-organa", "the-box")
    hero(st, CAD, "mace-windu", "coruscant")
    fate_against(st, CAD, "jedi-lightsaber", "clone-raid")
    assert sorted(legal(st)) == ["on bail-organa", "on mace-windu"]
    do(st, "on bail-organa")
    assert st.attach[iid(st, CAD, "jedi-lightsaber")] == iid(st, CAD, "bail-organa")
    assert strength_of(st, CAD, "bail-organa") == printed(st, CAD, "bail-organa") + 2
    ok(st)


@pytest.mark.rule("000:items-and-effects:1")
def test_clone_squad_gives_the_hero_it_joins_plus_one():
    st = game()
    hero(st, CAD, "bail-organa", "the-box")
    fate_against(st, CAD, "clone-squad", "clone-raid")  # the only Hero: no question
    assert strength_of(st, CAD, "bail-organa") == printed(st, CAD, "bail-organa") + 1
    ok(st)


def test_jedi_council_moves_one_of_cad_banes_allies():
    st = game()
    ally(st, CAD, "embo", "the-box")
    ally(st, CAD, "sugi", "the-box")
    fate_against(st, CAD, "jedi-council", "clone-raid")
    assert sorted(legal(st)) == ["pick embo", "pick sugi"]
    do(st, "pick embo")
    assert "at the-box" not in legal(st)
    do(st, "at bora-vio")
    assert vside(st, CAD, "bora-vio") == ["embo"] and vside(st, CAD, "the-box") == ["sugi"]
    assert iid(st, CAD, "jedi-council") in st.players[CAD].fate_discard
    ok(st)


def test_clone_raid_discards_an_item_from_cad_banes_sector():
    st = game()
    ally(st, CAD, "embo", "the-box")
    attach(st, CAD, "rocket-boots", "embo")
    ally(st, CAD, "wanted-holo", "coruscant")
    fate_against(st, CAD, "clone-raid", "mace-windu")
    assert sorted(legal(st)) == ["pick rocket-boots", "pick wanted-holo"]
    do(st, "pick wanted-holo")
    assert iid(st, CAD, "wanted-holo") in st.players[CAD].discard
    assert st.attach[iid(st, CAD, "rocket-boots")] == iid(st, CAD, "embo")
    ok(st)


@pytest.mark.rule("000:fate:1", "000:fate:2", "000:reveal:1", "000:reveal:2")
def test_reinforcements_reveals_two_more_fate_cards_and_plays_one():
    st = game()
    from .helpers import fate_top

    fate_top(st, CAD, "reinforcements", "clone-squad", "mace-windu", "bail-organa")
    ready(st, SISTER, "bilzen")
    do(st, "fate p1")  # Clone Squad has no Hero to join: Reinforcements is played
    assert sorted(legal(st)) == ["pick bail-organa", "pick mace-windu"]
    do(st, "pick mace-windu", "at the-box")
    assert where_is(st, CAD, "mace-windu") == "the-box"
    fd = st.players[CAD].fate_discard
    assert {iid(st, CAD, k) for k in ("reinforcements", "clone-squad", "bail-organa")} <= set(fd)
    ok(st)


@pytest.mark.rule("000:conditions-2:3")
def test_bounty_revoked_goes_under_the_mover_and_takes_a_credit_from_collect_credits():
    st = game()
    p = st.players[CAD]
    fate_against(st, CAD, "bounty-revoked", "clone-raid")
    revoked = iid(st, CAD, "bounty-revoked")
    assert p.ext.under == [revoked]
    ready(st, CAD, "coruscant", credits=0)
    do(st, "gain")
    assert p.power == 2 - 1
    # discarded once Cad Bane vanquishes a Hero
    hero(st, CAD, "bail-organa", "bora-vio")
    ally(st, CAD, "embo", "bora-vio")
    ready(st, CAD, "the-box")
    do(st, "vanquish bail-organa")
    assert p.ext.under == [] and revoked in p.fate_discard
    ready(st, CAD, "coruscant", credits=0)
    do(st, "gain")
    assert p.power == 2


def test_every_cad_bane_card_has_its_own_test():
    names = {n for n in globals() if n.startswith("test_")}
    for key in every_card("cad-bane"):
        assert any(n.startswith("test_" + key.replace("-", "_")) for n in names), key


# --- His Sector ---------------------------------------------------------------------------------


@pytest.mark.rule("000:actions-overview:1")
def test_cad_banes_sector_keeps_a_play_action_in_a_bottom_row_at_coruscant():
    """Balance (issue 15): Bane wants Heroes in his Sector, and every Play symbol was in a top
    row, so with a Hero at each location he could play no card at all (watched: Aurra Sing held
    five turns with 25 Credits). Coruscant now has Play below (Collect 2, Play) and Move above."""
    st = game()
    coruscant = st.players[CAD].villain.locations[0]
    assert coruscant.key == "coruscant"
    assert list(coruscant.top) == ["fate", "move_item_ally"] and list(coruscant.bottom) == ["gain2", "play"]
    hero(st, CAD, "obi-wan-kenobi", "coruscant")  # covers the top row
    set_hand(st, CAD, "embo")
    ready(st, CAD, "coruscant")
    assert any(m.startswith("play embo") for m in legal(st))
    assert not any(m.startswith("fate") for m in legal(st))  # the covered top row
    ok(st)


# --- What the bots read -------------------------------------------------------------------


def test_his_bot_counts_a_marked_hero_as_near_half_a_target_and_two_heroes_to_mark_a_little():
    """Of 5 Targets to collect: a collected one is 1, a Target marker on a Hero 0.45, a Hero
    in his Sector that could be marked 0.08 (two at most); five collected are the whole
    Objective. His key cards are the cards that mark and collect."""
    from pytest import approx

    from game.games.villainous.villains import cad_bane as cb

    st = game()
    p = st.players[CAD]
    assert cb.bot_progress(st, p) == 0
    bail = hero(st, CAD, "bail-organa", "the-box")
    assert cb.bot_progress(st, p) == approx(0.08 / 5)
    hero(st, CAD, "mace-windu", "coruscant")
    hero(st, CAD, "obi-wan-kenobi", "coruscant")  # a third Hero adds nothing
    assert cb.bot_progress(st, p) == approx(0.16 / 5)
    p.ext.marked = [bail]
    p.ext.collected = 2
    assert cb.bot_progress(st, p) == approx((2 + 0.45 + 0.16) / 5)
    p.ext.collected = 5
    assert cb.bot_progress(st, p) == 1.0
    assert cb.bot_key_cards(st, p) == {"collect-the-bounty", "quick-draw", "hostage-crisis", "todo-360",
                                       "aurra-sing", "ambush", "double-cross", "moralo-eval"}


@pytest.mark.rule("000:components:2")
def test_his_objective_reads_the_targets_collected_of_five_and_those_marked_and_is_won_at_five():
    st = game()
    p = st.players[CAD]
    p.ext.collected = 4
    p.ext.marked = [hero(st, CAD, "bail-organa", "the-box"), hero(st, CAD, "mace-windu", "coruscant")]
    goal = p.villain.goal
    assert [str(s) for s in goal.progress(st, p)] == ["Objective: collect 5 Target tokens.",
                                                      "Collected: 4 of 5; on Heroes now: 2"]
    assert [str(s) for s in goal.short(st, p)] == ["Targets: 4 of 5 (+2 marked)"]
    assert not goal.won(st, p)
    p.ext.collected = 5
    assert goal.won(st, p)
