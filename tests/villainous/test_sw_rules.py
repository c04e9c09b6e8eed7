"""Star Wars Villainous: Scum and Villainy — a test per rule of its rulebook, named after it.

Only this box plays by these rules (tests/villainous/test_rules.py holds Despicable Plots to its own).
The decisions where the rulebook is silent are in docs/content/scum-and-villainy-rules-notes.md.
"""

from __future__ import annotations

import pytest

from game.games.villainous import events as E
from game.games.villainous import rules as R
from game.games.villainous.invariants import check
from game.games.villainous.realm import strength
from game.games.villainous.scum_and_villainy import deep_space
from game.games.villainous.state import touched_all

from .helpers import ally, at, attach, do, fate_top, hero, iid, legal, loc, names, new, set_hand

SV = ("cad-bane", "seventh-sister", "boba-fett")
CAD, SISTER, BOBA = 0, 1, 2


def game(villains=SV, seed: int = 3):
    return new(villains, seed)


def vehicle(st, seat: int, label: str) -> int:
    c = iid(st, seat, label)
    from .helpers import pull

    pull(st, c)
    p = st.players[seat]
    (p.vside if st.table.defs[c].deck == "villain" else p.fside)[deep_space(p)].append(c)
    return c


# --- Setup: the mover on the portrait, and the seats ------------------------------------------------


@pytest.mark.rule("000:setup:3")
def test_place_your_mover_on_the_portrait_and_the_first_move_may_go_to_any_location():
    """"Place your mover on the portrait": the first move may go to any of the four
    locations, the first one too (never to Deep Space itself)."""
    from game.games.villainous.state import PORTRAIT

    st = game()
    assert [p.mover for p in st.players] == [PORTRAIT] * 3
    assert legal(st) == ["move coruscant", "move black-stall-station", "move the-box", "move bora-vio"]
    do(st, "move coruscant", "end")
    assert st.players[CAD].mover == loc(st, CAD, "coruscant")
    assert "move inquisitorius-fortress" in legal(st)  # the next player's first move too


@pytest.mark.rule("000:setup:3")
def test_an_ally_vehicle_in_play_is_a_first_move_from_the_portrait_too():
    st = game()
    vehicle(st, CAD, "xanadu-blood")
    st.legal_cache = None
    assert "move xanadu-blood" in legal(st) and "move coruscant" in legal(st)


@pytest.mark.rule("000:setup:3")
def test_a_position_writes_the_mover_on_the_portrait_and_reads_it_back():
    from game.core.protocol import PositionError
    from game.games.villainous.position import from_position, to_position
    from game.games.villainous.state import PORTRAIT

    st = game()
    pos = to_position(st)
    assert [q["mover"] for q in pos["players"]] == ["portrait"] * 3
    assert [q.mover for q in from_position(pos).players] == [PORTRAIT] * 3
    # Despicable Plots places the mover on the left-most location: no portrait to stand on
    dp = to_position(new(("gaston", "lady-tremaine"), 1))
    assert dp["players"][0]["mover"] == "belles-house"
    dp["players"][0]["mover"] = "portrait"
    with pytest.raises(PositionError, match="unknown location 'portrait'"):
        from_position(dp)


def test_a_fate_condition_played_before_the_first_move_goes_under_the_mover_on_the_portrait():
    """"Place it under the mover of the Villain targeted": a mover still on the portrait too;
    its ability applies from there (Hope: no Ambition at the start of the turn)."""
    from game.games.villainous.position import from_position, to_position
    from game.games.villainous.state import PORTRAIT

    from .sv_helpers import game as quiet_game  # no Condition in a hand to interrupt

    st = quiet_game()
    fate_top(st, SISTER, "hope", "ezra-bridger")
    do(st, "move coruscant", "fate p2", "pick hope")
    p = st.players[SISTER]
    assert p.ext.under == [iid(st, SISTER, "hope")] and p.mover == PORTRAIT
    check(st)
    assert from_position(to_position(st)).players[SISTER].ext.under == p.ext.under
    do(st, "end")
    assert st.active == SISTER and p.ext.ambition == 0


def test_the_box_seats_at_most_four_players_and_refuses_more_with_its_limit():
    """Starting Credits are given for four seats ("The 3rd and 4th players receive 2"): a
    fifth seat is refused with the box's limit, not a traceback."""
    from game.cli import main
    from game.core.registry import game_named

    with pytest.raises(ValueError, match="Scum and Villainy is for 2 to 4 players, not 5"):
        R.new_game(["cad-bane", "boba-fett", "seventh-sister", "cad-bane", "boba-fett"], 1)
    with pytest.raises(ValueError, match="is for 2 to 4 players, not 5"):
        game_named("villainous").check_options(5, {"villains": ["cad-bane"] * 5, "fate_token": None})
    assert main(["new-position", "--villains", "cad-bane,cad-bane,boba-fett,boba-fett,seventh-sister"]) == 2
    assert len(R.new_game(["cad-bane", "boba-fett", "seventh-sister", "cad-bane"], 1).players) == 4


# --- Credits and Ambition -----------------------------------------------------------------------


@pytest.mark.rule("000:setup:8")
def test_starting_credits_are_0_1_2_by_seat_and_no_ambition():
    st = game()
    assert [p.power for p in st.players] == [0, 1, 2]
    # the first player has already taken this turn's Ambition token
    assert [p.ext.ambition for p in st.players] == [1, 0, 0]


@pytest.mark.rule("000:1-gain-1-ambition-token:1")
def test_one_ambition_token_at_the_start_of_each_turn():
    st = game()
    do(st, "move the-box", "end")
    assert st.players[SISTER].ext.ambition == 1
    assert st.players[CAD].ext.ambition == 1


@pytest.mark.rule("000:actions:1", "000:collect-credits:1", "000:collect-credits:2")
def test_collect_credits_takes_as_many_credits_as_the_symbol_shows():
    st = game()
    at(st, "black-stall-station", CAD, power=0)
    do(st, "gain")
    assert st.players[CAD].power == 3
    assert st.log[-1] == E.GainedPower(CAD, 3)  # the log says who collected how many


@pytest.mark.rule("000:play-a-credits-card:1", "000:play-a-credits-card:3",
                  "000:play-a-credits-card:4")
def test_play_a_credits_card_pays_credits_and_cannot_play_an_ambition_card():
    st = game()
    set_hand(st, CAD, "embo", "moralo-eval")
    at(st, "the-box", CAD, power=5)
    moves = legal(st)
    assert "play embo @coruscant" in moves
    assert not any(m.startswith("play moralo-eval") for m in moves)
    from game.games.villainous.actions import PLAY, Action

    assert R.why_not(st, CAD, Action(PLAY, iid(st, CAD, "moralo-eval"), loc(st, CAD, "coruscant"))) == (
        "Moralo Eval is paid in Ambition: play it with Play an Ambition Card")
    do(st, "play embo @coruscant")
    assert st.players[CAD].power == 2


@pytest.mark.rule("000:play-activate-an-ambition-card:1",
                  "000:playing-cards-with-an-ambition-cost:1",
                  "000:playing-cards-with-an-ambition-cost:2")
def test_play_an_ambition_card_pays_ambition_one_card_per_action():
    st = game()
    set_hand(st, CAD, "moralo-eval", "collect-the-bounty-1")
    at(st, "the-box", CAD, power=0)
    st.players[CAD].ext.ambition = 3
    assert "ambition moralo-eval @the-box" in legal(st)
    do(st, "ambition moralo-eval @the-box")
    assert st.players[CAD].ext.ambition == 1
    # the symbol is used: the second Ambition card waits for another Ambition action
    assert not any(m.startswith("ambition ") for m in legal(st))


@pytest.mark.rule("000:play-activate-an-ambition-card:1",
                  "000:playing-cards-with-an-ambition-cost:1",
                  "000:playing-cards-with-an-ambition-cost:2")
def test_an_ambition_card_needs_enough_ambition():
    st = game()
    set_hand(st, CAD, "moralo-eval")
    at(st, "the-box", CAD, power=9)
    st.players[CAD].ext.ambition = 1
    assert not any(m.startswith("ambition ") for m in legal(st))


def test_an_ambition_card_without_the_ambition_to_pay_is_refused_with_its_cost():
    """"If you do not have enough Ambition tokens to pay for a card, you cannot play it": the
    refusal names the cost and what the player has."""
    from game.games.villainous.scum_and_villainy import AMBITION_PLAY, Action

    st = game()
    set_hand(st, CAD, "moralo-eval")
    at(st, "the-box", CAD, power=9)
    st.players[CAD].ext.ambition = 1
    assert R.why_not(st, CAD, Action(AMBITION_PLAY, iid(st, CAD, "moralo-eval"), loc(st, CAD, "the-box"))) == (
        "Moralo Eval costs 2 Ambition; you have 1")


@pytest.mark.rule("000:play-activate-an-ambition-card:1", "000:activating-an-ambition-ability:1",
                  "000:activating-an-ambition-ability:2", "000:activating-an-ambition-ability:3")
def test_activate_an_ambition_ability_uses_the_ambition_action_not_activate():
    st = game()
    tenth = ally(st, SISTER, "tenth-brother", "garel-city")
    h = hero(st, SISTER, "ezra-bridger", "garel-city")
    at(st, "garel-city", SISTER, power=5)
    st.players[SISTER].ext.ambition = 1
    moves = legal(st)
    assert "ambition-activate tenth-brother" in moves
    assert "activate tenth-brother" not in moves
    do(st, "ambition-activate tenth-brother")
    assert st.players[SISTER].ext.ambition == 0
    assert strength(st, st.players[SISTER], h) == 2
    assert tenth in st.players[SISTER].vside[loc(st, SISTER, "garel-city")]


@pytest.mark.rule("000:play-activate-an-ambition-card:1", "000:activating-an-ambition-ability:1",
                  "000:activating-an-ambition-ability:2", "000:activating-an-ambition-ability:3")
def test_an_ambition_ability_without_the_ambition_to_pay_is_refused_with_its_cost():
    from game.games.villainous.actions import Action
    from game.games.villainous.scum_and_villainy import AMBITION_ACTIVATE

    st = game()
    tenth = ally(st, SISTER, "tenth-brother", "garel-city")
    hero(st, SISTER, "ezra-bridger", "garel-city")
    at(st, "garel-city", SISTER, power=5)
    st.players[SISTER].ext.ambition = 0
    assert "ambition-activate tenth-brother" not in legal(st)
    assert R.why_not(st, SISTER, Action(AMBITION_ACTIVATE, tenth)) == (
        "Activating Tenth Brother costs 1 Ambition; you have 0")


def test_a_position_without_the_box_s_records_reads_them_as_none_yet():
    """Every record of the box (Ambition, tokens, Targets, removed cards, Bounties, the cards
    under the mover, Vehicles engaged) may be left out of a position: each reads as empty."""
    from game.games.villainous.position import from_position, to_position

    st = game()
    pos = to_position(st)
    for q in pos["players"]:
        q["box_state"] = {}
    for q in from_position(pos).players:
        e = q.ext
        assert (e.ambition, e.tokens, e.marked, e.collected, e.removed, e.completed, e.under) == (0, {}, [], 0, [], [], [])
        assert (e.progress, e.engaged, e.aboard, e.hunted, e.happened) == ({}, {}, -1, (), ())
    st = game()
    ally(st, CAD, "robonino", "coruscant")
    h = hero(st, CAD, "mace-windu", "coruscant")
    at(st, "black-stall-station", CAD, power=1)
    do(st, "activate robonino")
    assert st.players[CAD].power == 0
    assert st.players[CAD].ext.marked == [h]


# --- Move and Maneuver ------------------------------------------------------------------------------


@pytest.mark.rule("000:actions-overview:3", "000:move-maneuver:1", "000:move-maneuver:4",
                  "000:items:3")
def test_move_sends_an_ally_to_any_location_with_its_items():
    st = game()
    a = ally(st, CAD, "embo", "coruscant")
    attach(st, CAD, "rocket-boots", "embo")
    at(st, "coruscant", CAD)
    assert "move-ally embo @bora-vio" in legal(st)  # not adjacent: any location
    do(st, "move-ally embo @bora-vio")
    p = st.players[CAD]
    assert a in p.vside[loc(st, CAD, "bora-vio")]
    assert strength(st, p, a) == 5  # the Item went with it
    assert not any(m.startswith("move-ally embo @deep-space") for m in legal(st))


@pytest.mark.rule("000:move-maneuver:2")
def test_moving_a_card_is_not_playing_it():
    st = game()
    a = ally(st, CAD, "todo-360-1", "coruscant")
    hero(st, CAD, "mace-windu", "bora-vio")
    at(st, "coruscant", CAD)
    do(st, "move-ally todo-360-1 @bora-vio")
    assert st.players[CAD].ext.marked == []  # Todo 360's "when played" does not fire
    assert a in st.players[CAD].vside[loc(st, CAD, "bora-vio")]


@pytest.mark.rule("000:move-maneuver:1")
def test_move_moves_a_contact_with_its_bounty_to_any_location():
    """"Only cards in the lower part of your Sector are concerned": a Contact moves too, and
    the Bounty attached to it goes with it."""
    from game.games.villainous.realm import location_of

    st = game()
    c = ally(st, BOBA, "bib-fortuna", "corellia")
    attach(st, BOBA, "bounty-han-solo", "bib-fortuna")
    at(st, "jabbas-palace", BOBA)
    assert "move-item bib-fortuna @cloud-city-dining-room" in legal(st)
    do(st, "move-item bib-fortuna @cloud-city-dining-room")
    p = st.players[BOBA]
    there = loc(st, BOBA, "cloud-city-dining-room")
    assert c in p.vside[there] and location_of(p, iid(st, BOBA, "bounty-han-solo"), st) == there
    check(st)


# --- Deep Space and Vehicles -------------------------------------------------------------------------


@pytest.mark.rule("000:deep-space:1", "000:vehicles:1", "000:vehicles-3:1", "000:ally-vehicles:1")
def test_vehicles_are_played_in_deep_space_and_no_ally_goes_there():
    st = game()
    set_hand(st, CAD, "xanadu-blood", "embo")
    at(st, "the-box", CAD, power=6)
    plays = [m for m in legal(st) if m.startswith("play ")]
    assert "play xanadu-blood @deep-space" in plays
    assert not any(m.startswith("play xanadu-blood @") and "deep-space" not in m for m in plays)
    assert "play embo @deep-space" not in plays


@pytest.mark.rule("000:locations:1", "000:ally-vehicles:2")
def test_an_ally_vehicle_is_a_location_for_the_mover_and_its_arrival_ability_comes_first():
    st = game()
    v = vehicle(st, CAD, "xanadu-blood")
    h = hero(st, CAD, "bail-organa", "coruscant")
    st.players[CAD].ext.marked.append(h)
    st.phase = "move"
    st.legal_cache = None
    assert "move xanadu-blood" in legal(st)
    assert "move deep-space" not in legal(st)
    do(st, "move xanadu-blood")
    p = st.players[CAD]
    assert p.ext.aboard == v and p.mover == deep_space(p)
    assert p.ext.collected == 1  # the arrival ability resolved before any action
    assert "gain" in legal(st) and "end" in legal(st)
    do(st, "gain")
    assert p.power == 2  # the Vehicle's Collect 2 Credits


@pytest.mark.rule("000:mover:1", "000:2-move-your-mover:1")
def test_the_mover_may_not_stay_on_the_same_vehicle():
    st = game()
    v = vehicle(st, CAD, "xanadu-blood")
    p = st.players[CAD]
    p.mover, p.ext.aboard = deep_space(p), v
    st.legal_cache = None
    assert "move xanadu-blood" not in legal(st)
    assert "move coruscant" in legal(st)


@pytest.mark.rule("000:fate-cards:1", "000:blocked-actions:1", "000:vehicles-2:1",
                  "000:hero-vehicles-and-engagement:1", "000:hero-vehicles-and-engagement:2")
def test_a_hero_vehicle_is_played_engaged_with_an_unengaged_ally_vehicle_and_blocks_its_actions():
    st = game()
    v = vehicle(st, CAD, "xanadu-blood")
    fate_top(st, CAD, "republic-gunship", "jedi-lightsaber")
    at(st, "bilzen", SISTER)
    do(st, "fate p1")  # the Lightsaber has no Hero to go to: the Gunship is played
    p = st.players[CAD]
    h = iid(st, CAD, "republic-gunship")
    assert p.ext.engaged == {v: h}
    st.active, st.phase, st.legal_cache = CAD, "move", None
    do(st, "move xanadu-blood")  # the mover may still go there for its ability
    assert legal(st) == ["end"]  # but its actions are covered


@pytest.mark.rule("000:4-draw-cards:1", "000:heroes-controlling-deep-space:1")
def test_each_unengaged_hero_vehicle_lowers_the_hand_limit_by_one():
    st = game()
    vehicle(st, CAD, "republic-gunship")
    vehicle(st, CAD, "jedi-interceptor")
    at(st, "black-stall-station", CAD)
    set_hand(st, CAD)
    do(st, "end")
    assert len(st.players[CAD].hand) == 2


@pytest.mark.rule("000:vanquish:4", "000:discarding-and-vanquishing-vehicles:1")
def test_vanquish_discards_an_engaged_pair_but_not_while_the_mover_is_aboard():
    st = game()
    v = vehicle(st, CAD, "xanadu-blood")
    h = vehicle(st, CAD, "republic-gunship")
    p = st.players[CAD]
    p.ext.engaged[v] = h
    at(st, "the-box", CAD)
    assert "vanquish republic-gunship" in legal(st)
    do(st, "vanquish republic-gunship")
    assert v in p.discard and h in p.fate_discard and not p.ext.engaged
    # the log: Cad Bane vanquished the Gunship with Xanadu Blood, then discarded both
    assert [ev for ev in st.log if isinstance(ev, (E.Vanquished, E.Discarded))][-3:] == [
        E.Vanquished(CAD, h, (v,)), E.Discarded(CAD, v), E.Discarded(CAD, h)]
    check(st)
    # aboard the Ally Vehicle: its pair cannot be vanquished
    st2 = game()
    v2 = vehicle(st2, CAD, "xanadu-blood")
    vehicle(st2, CAD, "republic-gunship")
    st2.phase = "move"
    st2.legal_cache = None
    do(st2, "move xanadu-blood")
    st2.players[CAD].ext.engaged[v2] = iid(st2, CAD, "republic-gunship")
    st2.legal_cache = None
    assert "vanquish republic-gunship" not in legal(st2)


@pytest.mark.rule("000:discarding-and-vanquishing-vehicles:2")
def test_an_unengaged_hero_vehicle_cannot_be_vanquished():
    st = game()
    vehicle(st, CAD, "republic-gunship")
    at(st, "the-box", CAD)
    assert not any(m.startswith("vanquish") for m in legal(st))


@pytest.mark.rule("000:move-maneuver:3", "000:maneuvering-vehicles:1", "000:maneuvering-vehicles:2",
                  "000:maneuver-and-move:1")
def test_maneuver_engages_and_disengages_a_vehicle():
    st = game()
    v = vehicle(st, CAD, "xanadu-blood")
    h = vehicle(st, CAD, "republic-gunship")
    at(st, "coruscant", CAD)
    do(st, "maneuver xanadu-blood >republic-gunship")
    assert st.players[CAD].ext.engaged == {v: h}
    at(st, "coruscant", CAD)
    do(st, "maneuver xanadu-blood disengage")
    assert st.players[CAD].ext.engaged == {}


@pytest.mark.rule("000:fate:7", "000:maneuvering-vehicles:3")
def test_a_fate_action_may_engage_instead_of_revealing():
    st = game()
    v = vehicle(st, CAD, "xanadu-blood")
    h = vehicle(st, CAD, "republic-gunship")
    deck = list(st.players[CAD].fate_deck)
    at(st, "bilzen", SISTER)
    do(st, "fate p1 engage republic-gunship >xanadu-blood")
    assert st.players[CAD].ext.engaged == {v: h}
    assert st.players[CAD].fate_deck == deck  # nothing drawn, nothing played


@pytest.mark.rule("000:maneuvering-vehicles:2")
def test_an_ally_vehicle_played_may_engage_a_hero_vehicle():
    st = game()
    h = vehicle(st, CAD, "republic-gunship")
    set_hand(st, CAD, "xanadu-blood")
    at(st, "the-box", CAD, power=3)
    do(st, "play xanadu-blood @deep-space", "pick republic-gunship")
    assert st.players[CAD].ext.engaged == {iid(st, CAD, "xanadu-blood"): h}


def test_an_engaged_pair_may_not_be_vanquished_while_the_mover_stands_on_that_ally_vehicle():
    """"If your mover is on an Ally Vehicle, you may not discard that Vehicle, nor vanquish or
    discard the Hero Vehicle engaged against it." An engaged Vehicle's own symbols are blocked,
    so only another source of a Vanquish action could ask: the rule's options say no."""
    from game.games.villainous.actions import VANQUISH, Action
    from game.games.villainous.scum_and_villainy import RULES

    st = game()
    v = vehicle(st, CAD, "xanadu-blood")
    h = vehicle(st, CAD, "republic-gunship")
    p = st.players[CAD]
    p.ext.engaged[v] = h
    at(st, "the-box", CAD)
    assert RULES.more_options["vanquish"](st, p) == [Action(VANQUISH, h)]
    p.mover, p.ext.aboard = deep_space(p), v
    assert RULES.more_options["vanquish"](st, p) == []
    # in Deep Space on no Vehicle (the one it stood on has left play): not on that one
    p.ext.aboard = -1
    assert RULES.more_options["vanquish"](st, p) == [Action(VANQUISH, h)]


@pytest.mark.rule("000:ally-vehicles:3")
def test_vehicles_are_not_adjacent_to_each_other_nor_to_any_other_location():
    from game.games.villainous.realm import adjacent

    st = game()
    p = st.players[CAD]
    ds = deep_space(p)
    assert adjacent(p, ds) == ()
    assert adjacent(p, ds - 1) == (ds - 2,)
    assert adjacent(p, 1) == (0, 2)
    assert adjacent(new(("gaston", "lady-tremaine"), 1).players[0], 3) == (2,)  # a board without Deep Space


def test_the_mover_goes_onto_an_ally_vehicle_never_onto_deep_space_itself_and_says_why():
    from game.games.villainous.actions import MOVE, Action

    st = game()
    v = vehicle(st, CAD, "xanadu-blood")
    p = st.players[CAD]
    ds = deep_space(p)
    st.legal_cache = None
    assert R.why_not(st, CAD, Action(MOVE, -1, ds)) == (
        "Your mover goes to a location, or onto one of your Ally Vehicles; Deep Space itself is not a place to stand")
    p.mover, p.ext.aboard = ds, v
    st.legal_cache = None
    assert R.why_not(st, CAD, Action(MOVE, v, ds)) == "You must move to a different location"
    # from a location of the Sector, that location is refused in the same words
    p.mover, p.ext.aboard = loc(st, CAD, "coruscant"), -1
    st.legal_cache = None
    assert R.why_not(st, CAD, Action(MOVE, -1, loc(st, CAD, "coruscant"))) == "You must move to a different location"


# --- Contacts and Bounties ---------------------------------------------------------------------------


@pytest.mark.rule("000:villain-cards-2:1", "000:bounties:1", "000:bounties:2", "000:contacts:1",
                  "000:contacts:2")
def test_a_bounty_is_played_only_onto_a_contact_within_its_limit():
    st = game()
    set_hand(st, BOBA, "bounty-han-solo", "bounty-rebel-spy")
    at(st, "corellia", BOBA, power=0)
    assert not any(m.startswith("play bounty") for m in legal(st))  # no Contact yet
    ally(st, BOBA, "bib-fortuna", "corellia")  # holds 1
    st.legal_cache = None
    assert "play bounty-han-solo >bib-fortuna" in legal(st)
    do(st, "play bounty-han-solo >bib-fortuna")
    at(st, "cloud-city-dining-room", BOBA)
    assert not any(m.startswith("play bounty-rebel-spy") for m in legal(st))  # the Contact is full


@pytest.mark.rule("000:contacts:3", "000:contacts:4")
def test_the_hunt_is_paid_without_an_action_once_a_turn_and_marks_its_progress():
    st = game()
    ally(st, BOBA, "jabba-the-hutt", "corellia")
    attach(st, BOBA, "bounty-han-solo", "jabba-the-hutt")
    at(st, "executor-bridge", BOBA, power=4)
    b = iid(st, BOBA, "bounty-han-solo")
    assert "hunt bounty-han-solo" in legal(st)
    hand = len(st.players[BOBA].hand)
    do(st, "hunt bounty-han-solo")
    p = st.players[BOBA]
    assert p.power == 4 - 3 and len(p.hand) == hand + 1  # Hunt (3)
    assert st.used == ()  # no action symbol was used
    assert p.ext.progress[b] == (0,)
    assert "hunt bounty-han-solo" not in legal(st)


@pytest.mark.rule("000:contacts:3", "000:contacts:5", "000:contacts:6",
                  "000:managing-several-bounties:1")
def test_a_requirement_several_bounties_share_marks_each_and_the_last_gives_the_reward():
    st = game()
    ally(st, BOBA, "jabba-the-hutt", "jabbas-palace")
    attach(st, BOBA, "bounty-han-solo", "jabba-the-hutt")
    attach(st, BOBA, "bounty-deserter", "jabba-the-hutt")
    han, des = iid(st, BOBA, "bounty-han-solo"), iid(st, BOBA, "bounty-deserter")
    p = st.players[BOBA]
    p.ext.progress[han] = (0, 2)
    ally(st, BOBA, "bossk", "corellia")
    set_hand(st, BOBA, "dengar")
    at(st, "cloud-city-dining-room", BOBA, power=2)
    do(st, "play dengar @cloud-city-dining-room")
    # Han Solo's "an Ally at Cloud City Dining Room" was its last requirement
    assert han in p.ext.completed and han not in st.attach
    assert p.power == 1  # Jabba's Reward: 1 Credit (after paying 2 for Dengar)
    assert des in st.attach and des not in p.ext.progress
    check(st)


@pytest.mark.rule("000:contacts:2")
def test_completed_bounties_are_kept_by_the_portrait_and_the_contact_takes_another():
    st = game()
    ally(st, BOBA, "bib-fortuna", "corellia")
    attach(st, BOBA, "bounty-rebel-spy", "bib-fortuna")
    b = iid(st, BOBA, "bounty-rebel-spy")
    st.players[BOBA].ext.progress[b] = (0, 2)
    ally(st, BOBA, "dengar", "corellia")
    set_hand(st, BOBA, "bounty-han-solo")
    at(st, "executor-bridge", BOBA, power=0)
    assert not any(m.startswith("play bounty-han-solo") for m in legal(st))  # Bib Fortuna is full
    do(st, "gain")  # after the action, Rebel Spy's last requirement is marked: it completes
    assert b in st.players[BOBA].ext.completed
    do(st, "play bounty-han-solo >bib-fortuna")
    assert names(st, st.players[BOBA].ext.completed) == ["bounty-rebel-spy"]


@pytest.mark.rule("000:objective:1", "000:components:4", "000:objective-2:1",
                  "000:end-of-the-game:1")
def test_boba_fett_wins_with_four_completed_bounties():
    st = game()
    p = st.players[BOBA]
    for label in ("bounty-han-solo", "bounty-rebel-spy", "bounty-debtor"):
        c = iid(st, BOBA, label)
        from .helpers import pull

        pull(st, c)
        p.ext.completed.append(c)
    ally(st, BOBA, "bib-fortuna", "corellia")
    attach(st, BOBA, "bounty-smuggler-1", "bib-fortuna")
    st.players[BOBA].ext.progress[iid(st, BOBA, "bounty-smuggler-1")] = (0, 2)
    set_hand(st, BOBA, "dengar")
    at(st, "corellia", BOBA, power=2)
    do(st, "play dengar @corellia")
    assert st.winner == BOBA


@pytest.mark.rule("000:contacts:4")
def test_the_hunt_may_be_paid_at_any_time_during_your_turn_before_the_mover_moves_too():
    """"You may pay this cost at any time during your turn ... without having to use an
    action": before the mover moves as well; the mover must still move afterwards."""
    st = game()
    ally(st, BOBA, "jabba-the-hutt", "corellia")
    attach(st, BOBA, "bounty-han-solo", "jabba-the-hutt")
    p = st.players[BOBA]
    st.active, st.phase, p.power, st.legal_cache = BOBA, "move", 4, None
    assert "hunt bounty-han-solo" in legal(st)
    do(st, "hunt bounty-han-solo")
    assert p.power == 1 and p.ext.progress[iid(st, BOBA, "bounty-han-solo")] == (0,)
    assert st.phase == "move" and "hunt bounty-han-solo" not in legal(st)
    do(st, "move corellia")
    assert st.phase == "actions"


# --- Strength ------------------------------------------------------------------------------------------


@pytest.mark.rule("000:strength-tokens:1")
def test_strength_tokens_change_strength_while_they_stay_on_the_card():
    st = game()
    set_hand(st, SISTER, "fear-and-dread-1")
    h = hero(st, SISTER, "kanan-jarrus", "bilzen")
    at(st, "bilzen", SISTER, power=1)
    do(st, "play fear-and-dread-1")
    p = st.players[SISTER]
    assert strength(st, p, h) == 3 and p.ext.tokens == {h: -1}


@pytest.mark.rule("000:strength-tokens:1")
def test_tokens_leave_with_their_card():
    st = game()
    h = hero(st, SISTER, "chopper", "garel-city")
    p = st.players[SISTER]
    p.ext.tokens[h] = 2
    ally(st, SISTER, "fifth-brother", "garel-city")
    at(st, "bilzen", SISTER)
    do(st, "vanquish chopper")
    assert h not in p.ext.tokens


@pytest.mark.rule("000:strength-of-an-ally-or-a-hero-reduced-to-0:2", "000:heroes:2")
def test_a_hero_at_strength_0_still_blocks_and_is_vanquished_without_discarding_an_ally():
    st = game()
    h = hero(st, SISTER, "chopper", "bilzen")
    p = st.players[SISTER]
    p.ext.tokens[h] = -1
    a = ally(st, SISTER, "stormtroopers-1", "bilzen")
    at(st, "bilzen", SISTER)
    assert strength(st, p, h) == 0
    assert "fate p1" not in legal(st)  # still covering Bilzen's top row
    at(st, "malachor", SISTER)
    do(st, "vanquish chopper")
    assert a in p.vside[loc(st, SISTER, "bilzen")]


@pytest.mark.rule("000:strength-of-an-ally-or-a-hero-reduced-to-0:2")
def test_you_may_vanquish_a_hero_with_0_strength_but_the_ally_used_will_not_be_discarded():
    """"You may use the Vanquish action against a Hero with 0 Strength ... the Ally used
    during that action will not be discarded": an Ally is used (and named in the Vanquish)."""
    from game.games.villainous import events as E

    st = game()
    h = hero(st, SISTER, "chopper", "bilzen")
    p = st.players[SISTER]
    p.ext.tokens[h] = -1
    a = ally(st, SISTER, "stormtroopers-1", "bilzen")
    at(st, "malachor", SISTER)
    events = do(st, "vanquish chopper")
    assert [(e.hero, e.allies) for e in events if isinstance(e, E.Vanquished)] == [(h, (a,))]
    assert a in p.vside[loc(st, SISTER, "bilzen")] and h in p.fate_discard


@pytest.mark.rule("000:strength-of-an-ally-or-a-hero-reduced-to-0:2")
def test_a_hero_with_0_strength_still_needs_an_ally_at_its_location_to_be_vanquished():
    from game.games.villainous.actions import VANQUISH, Action

    st = game()
    h = hero(st, SISTER, "chopper", "bilzen")
    st.players[SISTER].ext.tokens[h] = -1
    ally(st, SISTER, "stormtroopers-1", "garel-city")
    at(st, "malachor", SISTER)
    assert "vanquish chopper" not in legal(st)
    assert R.why_not(st, SISTER, Action(VANQUISH, h)) == (
        "Chopper has Strength 0, but an Ally at Bilzen must still be used to vanquish it")


@pytest.mark.rule("000:strength-of-an-ally-or-a-hero-reduced-to-0:1")
def test_an_ally_with_0_strength_may_take_part_in_a_vanquish_and_is_then_always_discarded():
    """"An Ally with 0 Strength may ... take part in a Vanquish action": it is offered, and
    "is always discarded"."""
    st = game()
    hero(st, SISTER, "chopper", "garel-city")
    p = st.players[SISTER]
    brother = ally(st, SISTER, "fifth-brother", "garel-city")
    agent = ally(st, SISTER, "imperial-agent", "garel-city")
    p.ext.tokens[agent] = -1
    at(st, "bilzen", SISTER)
    do(st, "vanquish chopper")
    assert st.prompt is not None and sorted(legal(st)) == ["use fifth-brother", "use imperial-agent"]
    do(st, "use imperial-agent")  # then the Fifth Brother, the only Strength left
    assert agent in p.discard and brother in p.discard


@pytest.mark.rule("000:strength-of-an-ally-or-a-hero-reduced-to-0:1", "000:strength-of-an-ally-or-a-hero-reduced-to-0:2")
def test_an_ally_with_0_strength_used_against_a_hero_with_0_strength_is_always_discarded():
    """Both rules meet: the 0-Strength Ally "is always discarded"; an Ally with Strength
    used instead stays (docs/content/scum-and-villainy-rules-notes.md)."""
    st = game()
    h = hero(st, SISTER, "chopper", "bilzen")
    p = st.players[SISTER]
    p.ext.tokens[h] = -1
    troopers = ally(st, SISTER, "stormtroopers-1", "bilzen")
    agent = ally(st, SISTER, "imperial-agent", "bilzen")
    p.ext.tokens[agent] = -1
    at(st, "malachor", SISTER)
    do(st, "vanquish chopper")
    assert st.prompt is not None and st.prompt.message == "Choose the Ally used to vanquish Chopper"
    do(st, "use imperial-agent")
    assert agent in p.discard and troopers in p.vside[loc(st, SISTER, "bilzen")]
    check(st)


@pytest.mark.rule("000:vanquish:2", "000:strength-of-an-ally-or-a-hero-reduced-to-0:1")
def test_an_ally_at_strength_0_adds_nothing_to_a_vanquish():
    st = game()
    hero(st, SISTER, "chopper", "garel-city")
    p = st.players[SISTER]
    a = ally(st, SISTER, "imperial-agent", "garel-city")
    p.ext.tokens[a] = -1
    at(st, "bilzen", SISTER)
    assert not any(m.startswith("vanquish") for m in legal(st))


# --- Fate ----------------------------------------------------------------------------------------------


@pytest.mark.rule("000:fate:1", "000:fate:2", "000:fate:3", "000:fate:8", "000:fate-cards-2:1")
def test_when_neither_fate_card_can_be_played_one_is_still_played_without_effect():
    st = game()
    fate_top(st, CAD, "jedi-lightsaber", "clone-squad")  # Items for Heroes; no Hero there
    at(st, "bilzen", SISTER)
    do(st, "fate p1")
    assert st.prompt is not None and st.prompt.kind == "fate"
    do(st, "pick clone-squad")
    p = st.players[CAD]
    assert names(st, p.fate_discard)[:2] == ["clone-squad", "jedi-lightsaber"]
    assert not any(p.fside)


@pytest.mark.rule("000:conditions-2:1", "000:conditions-2:2", "000:conditions-2:3")
def test_the_fate_condition_goes_under_the_mover_and_is_discarded_when_its_requirement_is_met():
    st = game()
    fate_top(st, CAD, "bounty-revoked", "jedi-lightsaber")
    at(st, "bilzen", SISTER)
    do(st, "fate p1")  # the Lightsaber has no Hero to go to
    p = st.players[CAD]
    c = iid(st, CAD, "bounty-revoked")
    assert p.ext.under == [c]
    from game.games.villainous.realm import location_of, realm_cards

    assert location_of(p, c, st) == p.mover and (c, p.mover) in list(realm_cards(st, p))
    at(st, "black-stall-station", CAD, power=0)
    do(st, "gain")
    assert p.power == 2  # it travels with the mover: Collect Credits gives 1 fewer
    hero(st, CAD, "bail-organa", "the-box")
    ally(st, CAD, "embo", "the-box")
    at(st, "bora-vio", CAD)
    do(st, "vanquish bail-organa")
    assert p.ext.under == [] and c in p.fate_discard


@pytest.mark.rule("000:fate:4", "000:heroes:1")
def test_a_hero_is_never_played_to_deep_space():
    st = game()
    fate_top(st, CAD, "mace-windu", "jedi-lightsaber")
    at(st, "bilzen", SISTER)
    do(st, "fate p1")
    assert st.prompt is not None
    assert "at deep-space" not in legal(st)


# --- Targets and Rebels ------------------------------------------------------------------------------


def test_a_target_marker_is_collected_when_its_hero_is_defeated():
    st = game()
    h = hero(st, CAD, "bail-organa", "the-box")
    ally(st, CAD, "embo", "the-box")
    p = st.players[CAD]
    p.ext.marked.append(h)
    at(st, "bora-vio", CAD)
    do(st, "vanquish bail-organa")
    assert p.ext.collected == 1 and p.ext.marked == []


@pytest.mark.rule("000:components:10")
def test_there_are_ten_target_markers():
    from game.games.villainous.scum_and_villainy import markers_free

    st = game()
    st.players[CAD].ext.collected = 4
    st.players[CAD].ext.marked = [iid(st, CAD, "mace-windu")] * 6
    assert markers_free(st) == 0


@pytest.mark.rule("000:objective:1", "000:components:2", "000:objective-2:1",
                  "000:end-of-the-game:1")
def test_cad_bane_wins_with_five_targets():
    st = game()
    p = st.players[CAD]
    p.ext.collected = 4
    h = hero(st, CAD, "bail-organa", "the-box")
    p.ext.marked.append(h)
    ally(st, CAD, "embo", "the-box")
    at(st, "bora-vio", CAD)
    do(st, "vanquish bail-organa")
    assert st.winner == CAD


@pytest.mark.rule("000:remove:1")
def test_a_rebel_defeated_where_an_inquisitor_blade_waits_leaves_the_game():
    st = game()
    h = hero(st, SISTER, "ezra-bridger", "malachor")
    ally(st, SISTER, "fifth-brother", "malachor")
    ally(st, SISTER, "inquisitor-lightsaber-1", "malachor")
    at(st, "bilzen", SISTER)
    do(st, "vanquish ezra-bridger")
    p = st.players[SISTER]
    assert p.ext.removed == [h] and h not in p.fate_discard
    check(st)


@pytest.mark.rule("000:vanquish:3")
def test_a_hero_without_the_rebel_trait_goes_to_the_discard_pile():
    st = game()
    h = hero(st, SISTER, "ahsoka-fulcrum", "malachor")
    ally(st, SISTER, "fifth-brother", "malachor")
    ally(st, SISTER, "purge-troopers-1", "malachor")
    ally(st, SISTER, "inquisitor-lightsaber-1", "malachor")
    at(st, "bilzen", SISTER)
    do(st, "vanquish ahsoka-fulcrum", "use fifth-brother")
    assert h in st.players[SISTER].fate_discard


@pytest.mark.rule("000:objective:1", "000:components:3", "000:objective-2:1",
                  "000:end-of-the-game:1")
def test_seventh_sister_wins_with_three_rebels_removed():
    st = game()
    p = st.players[SISTER]
    for label in ("chopper", "kanan-jarrus"):
        c = iid(st, SISTER, label)
        from .helpers import pull

        pull(st, c)
        p.ext.removed.append(c)
    hero(st, SISTER, "ezra-bridger", "malachor")
    set_hand(st, SISTER, "execute-order-1")
    at(st, "inquisitorius-fortress", SISTER)
    p.ext.ambition = 2
    do(st, "ambition execute-order-1")
    assert st.winner == SISTER


# --- One box a game -----------------------------------------------------------------------------------


@pytest.mark.rule("000:setup:2")
def test_a_game_uses_the_villains_of_one_box():
    with pytest.raises(ValueError, match="one box"):
        R.new_game(["gaston", "cad-bane"], 1)


def test_a_box_whose_rules_add_no_cards_to_the_realm_has_only_its_board_s():
    """A box that keeps more per player but has no cards of its own in the Realm (no
    ``realm_cards``): the Realm is the cards on its board and nothing more."""
    import dataclasses

    from game.games.villainous.realm import location_of, realm_cards

    st = game()
    embo = ally(st, CAD, "embo", "the-box")
    p = st.players[CAD]
    under = iid(st, CAD, "bounty-revoked")
    p.ext.under.append(under)
    st.rules = dataclasses.replace(st.rules, realm_cards=None)
    touched_all(st)
    assert list(realm_cards(st, p)) == [(embo, loc(st, CAD, "the-box"))]
    assert location_of(p, under, st) == -1


@pytest.mark.rule("000:managing-several-bounties:1", "000:fate-cards:1")
def test_a_position_keeps_every_record_of_this_box_removed_cards_progress_and_vehicles():
    """Ambition, Strength tokens, Target markers, removed Fate cards, completed Bounties, the
    Fate Condition under the mover, each Bounty's marked requirements, engaged Vehicles and
    the Vehicle aboard all survive a position written and read back."""
    import json

    from game.games.villainous.position import from_position, to_position

    st = game()
    from .helpers import pull

    b = st.players[BOBA]
    slave = vehicle(st, BOBA, "slave-i")
    falcon = vehicle(st, BOBA, "millennium-falcon")
    b.ext.engaged = {slave: falcon}
    b.ext.aboard = slave
    for label, zone in (("luke-skywalker", b.ext.removed), ("bounty-debtor", b.ext.completed)):
        c = iid(st, BOBA, label)
        pull(st, c)
        zone.append(c)
    b.ext.progress = {iid(st, BOBA, "bounty-rebel-spy"): (0, 2)}
    b.ext.ambition, b.ext.collected = 3, 1
    pos = to_position(st)
    back = from_position(json.loads(json.dumps(pos)))
    assert to_position(back) == pos
    e = back.players[BOBA].ext
    assert e.progress == {iid(st, BOBA, "bounty-rebel-spy"): (0, 2)}
    assert e.removed == [iid(st, BOBA, "luke-skywalker")] and e.completed == [iid(st, BOBA, "bounty-debtor")]
    assert e.engaged == {slave: falcon} and e.aboard == slave and (e.ambition, e.collected) == (3, 1)


def test_a_position_naming_a_removed_card_twice_says_where_the_second_one_is():
    """A card both in the hand and among the removed Fate cards is refused, naming the
    removed card's own place in the position."""
    import json

    from game.games.villainous.position import PositionError, from_position, to_position

    st = game()
    pos = json.loads(json.dumps(to_position(st)))
    label = pos["players"][BOBA]["hand"][0]
    pos["players"][BOBA]["box_state"]["removed"] = [label]
    with pytest.raises(PositionError) as err:
        from_position(pos)
    assert "/players/2/box_state/removed/0" in str(err.value), str(err.value)


@pytest.mark.rule("000:1-gain-1-ambition-token:1")
def test_the_ambition_token_taken_at_the_start_of_a_turn_is_logged():
    """The violet counter grew with nothing in the log: the token taken at the start of a
    turn (and one a card's text gives) is an event the log words."""
    from game.games.villainous.words import event_words

    st = game()
    at(st, "black-stall-station", CAD)
    do(st, "end")
    gained = [ev for ev in st.log if isinstance(ev, E.AmbitionGained)]
    assert gained and gained[-1] == E.AmbitionGained(st.active, 1), gained
    assert event_words(st, gained[-1]).endswith("takes 1 Ambition token.")
    assert event_words(st, E.AmbitionGained(BOBA, 2)) == "Boba Fett takes 2 Ambition tokens."
