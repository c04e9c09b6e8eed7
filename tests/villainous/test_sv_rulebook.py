"""Scum and Villainy's rulebook paragraphs that its games already follow, held in games of this
box (the paragraph ids are those of docs/rules-trace.md)."""

from __future__ import annotations

import pytest

from game.games.villainous.cards import load_villain
from game.games.villainous.realm import covered, strength

from .helpers import (
    ally,
    at,
    attach,
    do,
    fate_top,
    hero,
    iid,
    legal,
    loc,
    names,
    new,
    pull,
    set_hand,
    vside,
)
from .sv_helpers import CAD, SISTER, SV, game, ready, vehicle

_CARD_WORDS = ("find", "swap", "choose", "for free")


@pytest.mark.rule("000:components:6", "000:components:8", "000:setup:4", "000:setup:5",
                  "000:setup:7")
def test_each_player_shuffles_both_decks_and_draws_four_villain_cards():
    """"Shuffle your Villain cards ... Shuffle your Fate cards ... Draw 4 Villain cards: this is
    your hand", from "3 sets of 30 Villain cards" and "3 sets of 15 Fate cards". The same seed
    deals the same game; another seed another."""
    a, b, c = new(SV, 5), new(SV, 5), new(SV, 6)
    for p in a.players:
        assert (len(p.hand), len(p.deck), len(p.fate_deck)) == (4, 26, 15)
    assert [p.deck for p in a.players] == [p.deck for p in b.players]
    assert [p.fate_deck for p in a.players] == [p.fate_deck for p in b.players]
    assert [p.deck for p in a.players] != [p.deck for p in c.players]
    assert [p.fate_deck for p in a.players] != [p.fate_deck for p in c.players]


@pytest.mark.rule("000:on-your-turn:1", "000:4-draw-cards:2")
def test_after_drawing_it_is_the_next_player_s_turn_which_starts_with_an_ambition_token():
    """"It is now the next player's turn to play", and its first step is "Gain 1 Ambition
    Token", then "Move Your Mover"."""
    st = game()
    do(st, "move black-stall-station", "end")
    assert st.active == SISTER and st.phase == "move"
    assert st.players[SISTER].ext.ambition == 1
    assert all(m.startswith("move ") for m in legal(st))


@pytest.mark.rule("000:3-perform-actions:1")
def test_each_visible_symbol_once_in_any_order_and_no_action_is_mandatory():
    """"You may perform the action of each visible symbol only once. Actions are not mandatory
    and may be performed in any order." Black Stall Station: Activate, Play / Collect 3, Discard."""
    st = game()
    set_hand(st, CAD, "embo", "sugi")
    at(st, "black-stall-station", CAD, power=0)
    do(st, "discard", "discard sugi", "done")  # the bottom row's Discard before Collect Credits
    assert "discard" not in legal(st)
    do(st, "gain")
    assert st.players[CAD].power == 3 and "gain" not in legal(st)
    assert "play embo @coruscant" in legal(st)
    do(st, "end")  # the Play symbol left unused
    assert st.active == SISTER and names(st, st.players[CAD].hand)[0] == "embo"


@pytest.mark.rule("000:discard-cards:1", "000:discard-cards:2", "000:4-draw-cards:1",
                  "000:4-draw-cards:3")
def test_discard_as_many_cards_as_you_wish_and_draw_only_at_the_end_of_the_turn():
    """"Discard as many cards from your hand as you wish, face up, onto your Villain discard
    pile ... when you discard cards, do not draw immediately.\""""
    st = game()
    set_hand(st, CAD, "embo", "sugi", "ambush")
    at(st, "black-stall-station", CAD, power=0)
    do(st, "discard", "discard embo", "discard ambush", "done")
    p = st.players[CAD]
    assert names(st, p.hand) == ["sugi"] and names(st, p.discard) == ["embo", "ambush"]
    do(st, "gain")
    assert len(p.hand) == 1
    do(st, "end")
    assert len(p.hand) == 4


@pytest.mark.rule("000:playing-cards:4")
def test_there_is_no_limit_to_the_cards_in_hand():
    """"There is no limit to the number of cards you may have in hand": seven stay seven."""
    st = game()
    set_hand(st, CAD, "embo", "sugi", "ambush", "shahan-alama", "robonino", "derrown", "rocket-boots")
    at(st, "coruscant", CAD)
    do(st, "end")
    assert len(st.players[CAD].hand) == 7 and st.active == SISTER


@pytest.mark.rule("000:fate:6", "000:fate-deck:1")
def test_an_exhausted_fate_deck_is_shuffled_again_from_its_discard_pile():
    """"If your opponent's Fate deck is exhausted, they shuffle their discard pile to form a new
    Fate deck.\""""
    st = game()
    q = st.players[CAD]
    q.fate_discard.extend(q.fate_deck)
    q.fate_deck.clear()
    ready(st, SISTER, "bilzen")
    do(st, "fate p1")
    assert len(q.fate_deck) >= 13
    assert len(q.fate_deck) + len(q.limbo) + len(q.fate_discard) + sum(map(len, q.fside)) == 15


@pytest.mark.rule("000:allies:1", "000:play-a-credits-card:2")
def test_allies_and_items_are_played_to_any_of_the_four_locations_never_onto_a_vehicle():
    """"Place that Ally at one of the 4 locations of your choice ... You may not play an Ally on
    a Vehicle"; "Item and Ally cards may be played to any location in your Sector.\""""
    st = game()
    vehicle(st, CAD, "xanadu-blood")
    set_hand(st, CAD, "embo", "wanted-holo")
    at(st, "black-stall-station", CAD, power=9)
    four = ["coruscant", "black-stall-station", "the-box", "bora-vio"]
    plays = [m for m in legal(st) if m.startswith("play ")]
    assert plays == [f"play embo @{k}" for k in four] + [f"play wanted-holo @{k}" for k in four]


@pytest.mark.rule("000:villain-cards:1", "000:sector-game-board:1", "000:playing-cards:1",
                  "000:playing-cards:3")
def test_villain_cards_go_to_the_lower_part_in_any_number_and_block_no_action():
    """"You play your Villain cards to the lower part of your Sector. These cards do not block
    your actions"; "The number of Villain or Fate cards that can be placed at a location is
    unlimited.\""""
    st = game()
    for label in ("embo", "shahan-alama", "sugi", "bane-droids-2"):
        ally(st, CAD, label, "black-stall-station")
    set_hand(st, CAD, "bane-droids-1")
    at(st, "black-stall-station", CAD, power=1)
    assert {"gain", "discard", "play bane-droids-1 @black-stall-station"} <= set(legal(st))
    do(st, "play bane-droids-1 @black-stall-station")
    p = st.players[CAD]
    assert len(vside(st, CAD, "black-stall-station")) == 5
    assert not p.fside[loc(st, CAD, "black-stall-station")]


@pytest.mark.rule("000:sector-game-board:2", "000:playing-cards:2")
def test_cards_out_of_the_sector_have_no_effect():
    """"The cards in your hand, your decks and your discard piles are not part of your Sector";
    "All visible cards that are not in a discard pile are considered to be in play." Obi-Wan
    Kenobi gives the other Heroes at his location +1 only while he is in the Sector."""
    st = game()
    p = st.players[CAD]
    mace = hero(st, CAD, "mace-windu", "coruscant")
    obi = iid(st, CAD, "obi-wan-kenobi")
    pull(st, obi)
    p.fate_discard.append(obi)
    assert strength(st, p, mace) == 5
    hero(st, CAD, "obi-wan-kenobi", "coruscant")
    assert strength(st, p, mace) == 6


@pytest.mark.rule("000:vanquish:1", "000:vanquish:2", "000:vanquish:3", "000:vanquish:5",
                  "000:allies:2")
def test_vanquish_the_rulebook_example_two_of_three_allies_reach_strength_5():
    """"You have 3 Allies at the location where a Hero of Strength 5 is. Two Allies are enough
    to reach a Strength of 5 (4 + 1)": Embo and Todo 360 go, Shahan Alama stays; an Ally at
    another location cannot help."""
    st = game()
    hero(st, CAD, "mace-windu", "coruscant")
    for label in ("embo", "todo-360-1", "shahan-alama"):
        ally(st, CAD, label, "coruscant")
    ally(st, CAD, "sugi", "bora-vio")
    at(st, "the-box", CAD, power=0)
    do(st, "vanquish mace-windu")
    assert legal(st) == ["use embo", "use todo-360-1", "use shahan-alama"]
    do(st, "use embo", "use todo-360-1")
    p = st.players[CAD]
    assert st.prompt is None
    assert names(st, p.discard) == ["embo", "todo-360-1"] and names(st, p.fate_discard) == ["mace-windu"]
    assert vside(st, CAD, "coruscant") == ["shahan-alama"] and vside(st, CAD, "bora-vio") == ["sugi"]


@pytest.mark.rule("000:items:2")
def test_an_item_that_needs_no_holder_moves_on_its_own_and_an_attached_one_does_not():
    """"Only Items that do not need to be attached may be moved on their own.\""""
    st = game()
    ally(st, CAD, "embo", "the-box")
    attach(st, CAD, "bane-blasters-1", "embo")
    holo = iid(st, CAD, "wanted-holo")
    pull(st, holo)
    st.players[CAD].vside[loc(st, CAD, "the-box")].append(holo)
    at(st, "coruscant", CAD, power=0)  # Move / Maneuver in its top row
    moves = [m for m in legal(st) if m.startswith("move-")]
    assert "move-item wanted-holo @bora-vio" in moves
    assert not any("bane-blasters" in m for m in moves)


@pytest.mark.rule("000:heroes:4")
def test_when_the_covering_hero_is_vanquished_another_hero_there_covers_the_symbols():
    """"If several Heroes are at the same location and the one covering the action symbols is
    vanquished ..., another Hero ... at that location takes its place and covers those symbols.\""""
    st = game()
    p = st.players[CAD]
    hero(st, CAD, "captain-rex", "black-stall-station")
    hero(st, CAD, "mace-windu", "black-stall-station")
    ally(st, CAD, "embo", "black-stall-station")
    at(st, "bora-vio", CAD, power=0)  # Vanquish in its bottom row
    do(st, "vanquish captain-rex")
    while st.prompt is not None:
        do(st, "use embo")
    assert names(st, p.fate_discard) == ["captain-rex"]
    assert covered(st, p, loc(st, CAD, "black-stall-station"))
    at(st, "black-stall-station", CAD, power=0)
    assert "gain" in legal(st) and not any(m.startswith("play") for m in legal(st))


@pytest.mark.rule("000:conditions:3")
def test_a_condition_played_is_not_replaced_until_the_end_of_its_owner_s_turn():
    """"Important: You do not draw a new card! You must therefore wait until the end of your own
    turn to refill your hand to 4 cards.\""""
    st = game()
    p = st.players[CAD]
    set_hand(st, CAD, "eavesdrop-1")
    hero(st, SISTER, "chopper", "garel-city")
    ally(st, SISTER, "fifth-brother", "garel-city")
    ready(st, SISTER, "malachor")
    do(st, "vanquish chopper")
    while st.prompt is not None and st.prompt.seat == SISTER:
        do(st, legal(st)[0])
    do(st, "play eavesdrop-1")
    assert p.hand == [] and st.active == SISTER
    do(st, "end")
    assert p.hand == []


@pytest.mark.rule("000:find:1", "000:find:2", "000:swap:1", "000:choose:1", "000:free:1")
@pytest.mark.parametrize("villain", SV)
def test_no_card_of_the_box_finds_swaps_chooses_or_plays_for_free(villain):
    """The rulebook's card words "find", "swap", "choose" and "free" are used by no card of
    this box, so the engine has nothing to do for them here; a card that uses one must come
    with its rule (and this test says so)."""
    v = load_villain(villain)
    for d in v.villain_deck + v.fate_deck:
        text = d.text.lower()
        assert not [w for w in _CARD_WORDS if w in text], (d.key, d.text)


@pytest.mark.rule("000:play-place-a-card:2")
@pytest.mark.parametrize("villain", SV)
def test_the_cards_this_box_places_have_no_ability_when_they_come_into_play(villain):
    """"If you must 'place' a card, ignore any effect it has when it comes into play": the only
    cards of the box that are placed (the Fate Conditions, under the mover) have no such
    effect, so nothing is left to ignore."""
    v = load_villain(villain)
    placed = [d for d in v.villain_deck + v.fate_deck if "place under" in d.text.lower()]
    assert placed and all(d.type == "Condition" and not d.play for d in placed)


@pytest.mark.rule("000:sector-game-board:1", "000:fate-deck:1")
def test_a_hero_fate_card_goes_to_the_upper_part_of_the_sector():
    """"Your Fate cards are played by your opponents to the upper part": a Hero played by a
    Fate action is on the Fate side, never the lower part."""
    st = game()
    fate_top(st, CAD, "mace-windu", "clone-squad")
    ready(st, SISTER, "bilzen")
    do(st, "fate p1")
    while st.prompt is not None:
        opts = legal(st)
        do(st, next((m for m in opts if "mace-windu" in m or "coruscant" in m), opts[0]))
    p = st.players[CAD]
    assert iid(st, CAD, "mace-windu") in p.fside[loc(st, CAD, "coruscant")]
    assert not any(iid(st, CAD, "mace-windu") in z for z in p.vside)
