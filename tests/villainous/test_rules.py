"""One test per rule of the Despicable Plots rulebook, named after the rule.

Each docstring quotes (or closely follows) the rule it checks.
"""

from __future__ import annotations

import pytest

from game.games.villainous import rules as R
from game.games.villainous.actions import Action
from game.games.villainous.cards import load_villain, parse_villain, register_villain
from game.games.villainous.observe import observe
from game.games.villainous.realm import covered

from .helpers import (
    ally,
    at,
    attach,
    do,
    fate_top,
    fside,
    hero,
    iid,
    legal,
    new,
    obstacles,
    set_hand,
    to_discard,
    vside,
)

# --- Setup -----------------------------------------------------------------


@pytest.mark.rule("001:setup:2")
def test_setup_mover_starts_on_left_most_location():
    """"Place your Villain Mover on the left-most location.\""""
    st = new()
    assert all(p.mover == 0 for p in st.players)


@pytest.mark.rule("001:setup:6")
def test_setup_starting_hand_of_four_cards():
    """"Draw a starting hand of four cards from your Villain deck.\""""
    st = new()
    for p in st.players:
        assert len(p.hand) == 4
        assert len(p.deck) == 26
        assert len(p.fate_deck) == 15


@pytest.mark.rule("001:setup:9", "001:setup-2:1")
@pytest.mark.parametrize("n", [2, 3, 4, 5, 6])
def test_setup_starting_power_by_seat(n):
    """First player 0 Power, second 1, third 2; fourth 2, fifth and sixth 3."""
    st = new(["gaston"] * n)
    assert [p.power for p in st.players] == [0, 1, 2, 2, 3, 3][:n]


@pytest.mark.rule("001:components:7", "001:setup:4", "001:special-setup:1")
def test_setup_gaston_special_setup_places_eight_obstacles():
    """"Place one Obstacle Token on each of the eight indicated spots.\""""
    st = new()
    assert st.players[0].obstacles == [2, 2, 2, 2]


@pytest.mark.rule("001:setup:5", "001:setup:7")
def test_setup_decks_are_shuffled_from_the_seed():
    """The same seed deals the same game; another seed deals another."""
    a, b, c = new(seed=5), new(seed=5), new(seed=6)
    assert a.players[0].deck == b.players[0].deck
    assert a.players[0].deck != c.players[0].deck


@pytest.mark.rule("001:mixing-games:7")
def test_setup_player_count_is_two_to_six():
    with pytest.raises(ValueError):
        new(["gaston"])
    with pytest.raises(ValueError):
        new(["gaston"] * 7)


@pytest.mark.rule("001:fate-token:1", "003:types-of-actions:6")
def test_fate_token_is_used_in_five_and_six_player_games_by_default():
    """"Use the included Fate Token in a 5- or 6-player game.\""""
    st = new(["gaston"] * 5)
    at(st, "the-woods")
    do(st, "fate p2")
    assert st.fate_token == 1
    st2 = new(["gaston"] * 4)
    at(st2, "the-woods")
    do(st2, "fate p2")
    assert "fate p2" in _fate_options_next_turn(st2)


def _fate_options_next_turn(st):
    while st.prompt is not None:
        R.apply(st, R.legal_actions(st)[0])
    st.active = 2
    at(st, "the-woods")
    return legal(st)


@pytest.mark.rule("001:fate-token:1", "003:types-of-actions:6")
def test_fate_token_holder_cannot_be_targeted():
    """"As long as you have the Fate Token, you may not be the target of a Fate action.\""""
    st = new(["gaston"] * 5)
    at(st, "the-woods")
    do(st, "fate p2")
    assert "fate p2" not in _fate_options_next_turn(st)


@pytest.mark.rule("001:fate-token:1", "003:types-of-actions:6")
def test_fate_token_option_four_players():
    st = new(["gaston"] * 4, fate_token=4)
    at(st, "the-woods")
    do(st, "fate p2")
    assert "fate p2" not in _fate_options_next_turn(st)


# --- Moving your Villain ---------------------------------------------------


@pytest.mark.rule("001:1-move-your-villain:1")
def test_move_villain_must_change_location():
    """"You may not stay at your previous location.\""""
    st = new()
    assert legal(st) == ["move the-tavern", "move the-woods", "move beasts-castle"]


@pytest.mark.rule("001:1-move-your-villain:1")
def test_move_villain_to_any_location_not_only_adjacent():
    """"You may move to any location in your Realm.\""""
    st = new()
    do(st, "move beasts-castle")
    assert st.players[0].mover == 3


@pytest.mark.rule("001:setup:3")
def test_move_villain_never_to_a_locked_location():
    """"A Villain cannot move to a locked location.\""""
    st = new()
    st.players[0].locked[2] = True
    st.legal_cache = None
    assert "move the-woods" not in legal(st)


# --- Performing actions ----------------------------------------------------


@pytest.mark.rule("001:2-perform-actions:1", "003:action:1", "003:action:2", "003:faqs:2")
def test_each_action_symbol_may_be_performed_once():
    """"For each symbol that appears, you may perform the corresponding action one time.\""""
    st = new()
    do(st, "move the-tavern")
    do(st, "gain")
    assert "gain" not in legal(st)
    assert st.players[0].power == 2


@pytest.mark.rule("001:2-perform-actions:1", "001:play-a-card:1", "003:action:2", "003:faqs:2")
def test_two_play_symbols_allow_two_plays():
    """"You may play only one card for each Play a Card symbol on your location.\""""
    st = new()
    set_hand(st, 0, "wolves-1", "wolves-2", "the-mob")
    at(st, "beasts-castle", power=10)
    do(st, "play wolves-1 @the-woods", "play the-mob @the-woods")
    assert not any(m.startswith("play") for m in legal(st))


@pytest.mark.rule("001:2-perform-actions:1", "001:3-draw-cards:4", "003:faqs:1", "003:faqs:3")
def test_actions_are_optional_and_in_any_order():
    """"All actions are optional and may be performed in any order.\""""
    st = new()
    do(st, "move the-woods")
    assert "end" in legal(st)
    do(st, "gain")
    do(st, "end")
    assert st.active == 1


@pytest.mark.rule("001:2-perform-actions:2", "001:2-perform-actions:3", "001:hero:2",
                  "003:action:3")
def test_covered_actions_are_unavailable():
    """"Actions covered by a card are not available and may not be performed.\""""
    st = new()
    hero(st, 0, "belle", "the-tavern")
    at(st, "the-tavern", power=0)
    assert "gain" not in legal(st)  # Gain 2 is in the top row


@pytest.mark.rule("001:2-perform-actions:2", "003:action:3")
def test_bottom_row_is_never_covered():
    st = new()
    hero(st, 0, "belle", "the-woods")
    at(st, "the-woods")
    assert "gain" in legal(st)  # Gain 2 in the bottom row


@pytest.mark.rule("001:2-perform-actions:2", "003:action:3", "003:faqs:4")
def test_uncovered_action_becomes_available_at_once():
    """"When an action is uncovered, it is immediately available.\""""
    st = new()
    hero(st, 0, "belle", "the-tavern")
    ally(st, 0, "the-mob", "the-tavern")
    at(st, "the-tavern")
    assert "gain" not in legal(st)
    do(st, "vanquish belle")
    assert "gain" in legal(st)


@pytest.mark.rule("001:2-perform-actions:3", "003:faqs:5")
def test_action_covered_mid_turn_becomes_unavailable():
    """If a Hero arrives at your location before you use its top row, those actions are lost."""
    st = new()
    set_hand(st, 0, "take-me-instead-1")
    fate_top(st, 0, "cogsworth")
    at(st, "beasts-castle", power=0)
    assert "fate p2" in legal(st)  # the top-row Fate
    do(st, "play take-me-instead-1")  # uses the top-row Play first
    assert fside(st, 0, "beasts-castle") == ["cogsworth"]
    assert "fate p2" not in legal(st)


@pytest.mark.rule("001:2-perform-actions:2", "003:action:3")
def test_top_row_symbol_is_used_before_the_same_bottom_symbol():
    """With Play above and below, the coverable top one is used first."""
    st = new()
    set_hand(st, 0, "wolves-1", "wolves-2")
    at(st, "beasts-castle", power=5)
    do(st, "play wolves-1 @the-woods")
    hero(st, 0, "belle", "beasts-castle")
    assert "play wolves-2 @the-woods" in legal(st)


# --- End of turn -----------------------------------------------------------


@pytest.mark.rule("001:3-draw-cards:1")
def test_draw_up_to_four_at_end_of_turn():
    """"If you have fewer than four cards in your hand, draw until you have four.\""""
    st = new()
    set_hand(st, 0, "wolves-1")
    at(st, "belles-house")
    do(st, "end")
    assert len(st.players[0].hand) == 4


@pytest.mark.rule("001:on-your-turn:1", "001:3-draw-cards:3", "001:discard-cards:2")
def test_no_draw_before_the_end_of_turn():
    """"You must wait until the end of your turn to draw cards.\""""
    st = new()
    set_hand(st, 0, "wolves-1", "the-mob")
    at(st, "belles-house")
    do(st, "discard", "discard wolves-1", "done")
    assert len(st.players[0].hand) == 1


@pytest.mark.rule("001:3-draw-cards:2")
def test_reshuffle_discard_when_villain_deck_is_empty():
    """"If your Villain deck is empty ... shuffle your discard pile to form a new deck.\""""
    st = new()
    p = st.players[0]
    p.discard.extend(p.deck + p.hand)
    p.deck.clear()
    p.hand.clear()
    at(st, "belles-house")
    do(st, "end")
    assert len(p.hand) == 4 and not p.discard and len(p.deck) == 26


@pytest.mark.rule("001:frequently-asked-questions:5", "001:frequently-asked-questions:6")
def test_no_hand_limit():
    """"There is no limit to the number of cards in your hand.\""""
    st = new()
    set_hand(st, 0, "wolves-1", "wolves-2", "wolves-3", "wolves-4", "lefou", "the-mob")
    at(st, "belles-house")
    do(st, "end")
    assert len(st.players[0].hand) == 6


# --- The actions -----------------------------------------------------------


@pytest.mark.rule("001:gain-power:1", "001:gain-power:2", "003:types-of-actions:1")
def test_gain_power_takes_the_number_shown():
    st = new()
    do(st, "move the-woods", "gain")
    assert st.players[0].power == 2


@pytest.mark.rule("001:play-a-card:1", "001:play-a-card:2", "003:types-of-actions:2")
def test_play_a_card_pays_its_cost():
    """"You must pay its Cost by returning that many Power to the Supply.\""""
    st = new()
    set_hand(st, 0, "the-mob")
    at(st, "the-tavern", power=3)
    do(st, "play the-mob @belles-house")
    assert st.players[0].power == 1
    assert vside(st, 0, "belles-house") == ["the-mob"]


@pytest.mark.rule("001:play-a-card:2", "003:types-of-actions:2")
def test_cannot_play_a_card_without_enough_power():
    """"If you do not have enough Power to pay a card's Cost, you may not play the card.\""""
    st = new()
    set_hand(st, 0, "the-mob")
    at(st, "the-tavern", power=1)
    assert not any(m.startswith("play") for m in legal(st))


@pytest.mark.rule("001:types-of-actions:1", "001:play-a-card:3", "001:play-a-card:4", "001:ally:1",
                  "001:item:2", "003:types-of-actions:2", "003:clarifications:1")
def test_ally_may_be_played_to_any_location():
    """"An Item or Ally may be played to any location in your Realm.\""""
    st = new()
    set_hand(st, 0, "wolves-1")
    at(st, "the-tavern", power=1)
    assert {m for m in legal(st) if m.startswith("play")} == {
        "play wolves-1 @belles-house",
        "play wolves-1 @the-tavern",
        "play wolves-1 @the-woods",
        "play wolves-1 @beasts-castle",
    }


@pytest.mark.rule("001:activate:1", "001:activate:2", "001:activated-abilities:1",
                  "001:activated-abilities:2", "001:frequently-asked-questions:21",
                  "001:frequently-asked-questions:22", "003:types-of-actions:4")
def test_activate_pays_the_activation_cost_and_the_card_stays():
    """"If I use a card's Activated Ability, do I then discard it? No.\""""
    st = new()
    ally(st, 0, "monsieur-d-arque", "the-woods")
    at(st, "the-tavern", power=3)
    do(st, "activate monsieur-d-arque", "at belles-house")
    p = st.players[0]
    assert p.power == 1 and p.obstacles == [1, 2, 2, 2]
    assert vside(st, 0, "the-woods") == ["monsieur-d-arque"]


@pytest.mark.rule("001:fate:1", "001:fate:5", "003:types-of-actions:5")
def test_fate_reveals_two_plays_one_discards_the_other():
    """"Reveal two cards ... Choose one card to play and discard the other.\""""
    st = new()
    fate_top(st, 1, "cogsworth", "lumiere")
    at(st, "the-woods")
    do(st, "fate p2")
    assert st.prompt.seat == 0 and legal(st) == ["pick cogsworth", "pick lumiere"]
    do(st, "pick cogsworth", "at the-tavern")
    assert fside(st, 1, "the-tavern") == ["cogsworth"]
    assert [st.table.labels[c] for c in st.players[1].fate_discard] == ["lumiere"]


@pytest.mark.rule("001:fate:1", "001:fate:5", "001:frequently-asked-questions:11",
                  "001:frequently-asked-questions:12", "003:types-of-actions:5")
def test_fate_unplayable_card_is_discarded_and_not_replaced():
    """"If a Fate card cannot be played ... it must be discarded.\""""
    st = new()
    fate_top(st, 1, "maurices-invention", "cogsworth")  # no Hero to attach to
    at(st, "the-woods")
    do(st, "fate p2")  # only Cogsworth can be played: no choice to make
    assert st.prompt.kind == "location"
    do(st, "at belles-house")
    assert [st.table.labels[c] for c in st.players[1].fate_discard] == ["maurices-invention"]


@pytest.mark.rule("001:fate:1", "001:fate:5", "003:types-of-actions:5")
def test_fate_both_revealed_unplayable_are_both_discarded():
    """"If ... both cards revealed cannot be played, you must discard both of them.\""""
    st = new()
    obstacles(st, 1, 2, 2, 2, 2)
    fate_top(st, 1, "maurices-invention", "ive-never-seen-so-many-books")
    at(st, "the-woods")
    do(st, "fate p2")
    assert st.prompt is None
    assert len(st.players[1].fate_discard) == 2
    assert not any(st.players[1].fside)


@pytest.mark.rule("001:fate:4")
def test_fate_deck_reshuffled_when_empty():
    """"If an opponent's Fate deck is empty ... they shuffle their Fate discard pile.\""""
    st = new()
    q = st.players[1]
    q.fate_discard.extend(q.fate_deck)
    q.fate_deck.clear()
    at(st, "the-woods")
    do(st, "fate p2")
    assert len(q.fate_deck) + len(q.limbo) + len(q.fate_discard) + sum(map(len, q.fside)) == 15
    assert len(q.fate_deck) >= 12


@pytest.mark.rule("001:fate:3", "001:types-of-cards:1", "001:hero:1",
                  "001:frequently-asked-questions:13", "001:frequently-asked-questions:14")
def test_fate_hero_covers_the_top_of_the_location():
    st = new()
    fate_top(st, 1, "belle", "beast")
    at(st, "the-woods")
    do(st, "fate p2", "pick belle", "at the-tavern")
    assert covered(st, st.players[1], 1)


@pytest.mark.rule("001:move-an-item-or-ally:1", "001:move-an-item-or-ally:2",
                  "003:types-of-actions:7")
def test_move_item_or_ally_to_an_adjacent_location_only():
    """"Move one Item or one Ally ... to an adjacent location.\""""
    st = new()
    set_hand(st, 0, "time-to-follow-me-1")
    ally(st, 0, "the-mob", "the-tavern")
    at(st, "belles-house", power=1)
    do(st, "play time-to-follow-me-1")
    assert legal(st) == ["move-ally the-mob @belles-house", "move-ally the-mob @the-woods"]


@pytest.mark.rule("001:move-an-item-or-ally:1", "001:move-an-item-or-ally:2",
                  "003:types-of-actions:7")
def test_attached_items_move_with_their_ally():
    """"If you move an Ally, all Items attached to them are moved with them.\""""
    st = new()
    set_hand(st, 0, "time-to-follow-me-1")
    ally(st, 0, "the-mob", "the-tavern")
    attach(st, 0, "five-dozen-eggs-1", "the-mob")
    at(st, "belles-house", power=1)
    do(st, "play time-to-follow-me-1", "move-ally the-mob @the-woods")
    p = st.players[0]
    from game.games.villainous.realm import location_of

    assert location_of(p, iid(st, 0, "five-dozen-eggs-1"), st) == 2


@pytest.mark.rule("001:move-an-item-or-ally:1", "001:move-an-item-or-ally:2",
                  "003:types-of-actions:7")
def test_attached_item_cannot_be_moved_on_its_own():
    """"You may not move an Item that is attached to an Ally or a Hero.\""""
    st = new()
    set_hand(st, 0, "time-to-follow-me-1")
    ally(st, 0, "the-mob", "the-tavern")
    attach(st, 0, "five-dozen-eggs-1", "the-mob")
    at(st, "belles-house", power=1)
    do(st, "play time-to-follow-me-1")
    assert not any("eggs" in m for m in legal(st))


def _mover_villain():
    """Gaston's data with a Move a Hero symbol: the action exists for mixed games."""
    import json
    from importlib import resources

    data = json.loads(resources.files("game.games.villainous.content").joinpath("gaston.json").read_text())
    data["key"] = "test-mover"
    data["locations"][0]["bottom"] = ["move_hero", "gain1"]
    v = parse_villain(data, "test")
    register_villain(v)
    return v


@pytest.mark.rule("001:move-a-hero:1", "003:types-of-actions:8")
def test_move_a_hero_to_an_adjacent_location():
    """"Move one Hero at any location in your Realm to an adjacent location.\""""
    _mover_villain()
    st = new(["test-mover", "gaston"])
    hero(st, 0, "lumiere", "the-tavern")
    at(st, "belles-house")
    assert [m for m in legal(st) if m.startswith("move-hero")] == [
        "move-hero lumiere @belles-house",
        "move-hero lumiere @the-woods",
    ]
    do(st, "move-hero lumiere @the-woods")
    assert fside(st, 0, "the-woods") == ["lumiere"]


@pytest.mark.rule("001:vanquish:2", "001:vanquish:3", "001:vanquish:4", "001:ally:2",
                  "003:types-of-actions:9")
def test_vanquish_rulebook_example_two_of_three_allies_suffice():
    """Three Allies at a Strength-5 Hero: two with 3+2 suffice; the third stays."""
    data = load_villain("gaston")
    import json
    from importlib import resources

    raw = json.loads(resources.files("game.games.villainous.content").joinpath("gaston.json").read_text())
    raw["key"] = "test-five"
    for c in raw["fate_deck"]:
        if c["key"] == "lumiere":
            c["strength"] = 5
            c.pop("play")
    for c in raw["villain_deck"]:
        if c["key"] == "lefou":
            c.pop("statics")
            c["strength"] = 3
    register_villain(parse_villain(raw, "test"))
    assert data.key == "gaston"
    st2 = new(["test-five", "gaston"])
    hero(st2, 0, "lumiere", "the-woods")
    ally(st2, 0, "lefou", "the-woods")
    ally(st2, 0, "wolves-1", "the-woods")
    ally(st2, 0, "wolves-2", "the-woods")  # each Wolves has 1 + 1 = 2
    at(st2, "belles-house")
    do(st2, "vanquish lumiere", "use lefou", "use wolves-1")  # 3 + 2 = 5
    assert st2.prompt is None
    assert vside(st2, 0, "the-woods") == ["wolves-2"]
    assert fside(st2, 0, "the-woods") == []
    assert sorted(st2.table.labels[c] for c in st2.players[0].discard) == ["lefou", "wolves-1"]


@pytest.mark.rule("001:vanquish:1", "003:types-of-actions:9")
def test_vanquish_needs_allies_at_the_heros_location():
    """"By using one or more Allies that are already at the same location as the Hero.\""""
    st = new()
    hero(st, 0, "lumiere", "the-woods")
    ally(st, 0, "the-mob", "the-tavern")
    at(st, "belles-house")
    assert not any(m.startswith("vanquish") for m in legal(st))
    ally(st, 0, "the-mob", "the-woods")
    assert "vanquish lumiere" in legal(st)


@pytest.mark.rule("001:frequently-asked-questions:19", "001:frequently-asked-questions:20")
def test_vanquish_hero_at_strength_zero_without_allies():
    """"If you use a Vanquish action, no Allies need to be discarded.\""""
    st = new()
    hero(st, 0, "mrs-potts-and-chip", "the-woods")  # Strength 1
    attach(st, 0, "maurices-invention", "mrs-potts-and-chip")  # affects Allies, not her
    at(st, "belles-house")
    assert "vanquish mrs-potts-and-chip" not in legal(st)
    _negative = _strength_zero_villain()
    st = new([_negative, "gaston"])
    hero(st, 0, "mrs-potts-and-chip", "the-woods")
    at(st, "belles-house")
    do(st, "vanquish mrs-potts-and-chip")
    assert fside(st, 0, "the-woods") == []


def _strength_zero_villain() -> str:
    import json
    from importlib import resources

    raw = json.loads(resources.files("game.games.villainous.content").joinpath("gaston.json").read_text())
    raw["key"] = "test-zero"
    for c in raw["fate_deck"]:
        if c["key"] == "mrs-potts-and-chip":
            c["strength"] = 0
            c.pop("play")
    register_villain(parse_villain(raw, "test"))
    return "test-zero"


@pytest.mark.rule("001:frequently-asked-questions:15", "001:frequently-asked-questions:16")
def test_vanquish_choose_which_hero_at_a_location():
    """"If multiple Heroes are at a location, you may choose which Hero to defeat.\""""
    st = new()
    hero(st, 0, "belle", "the-woods")
    hero(st, 0, "lumiere", "the-woods")
    ally(st, 0, "the-mob", "the-woods")
    at(st, "belles-house")
    assert {"vanquish belle", "vanquish lumiere"} <= set(legal(st))


@pytest.mark.rule("001:types-of-cards:3", "001:hero:3")
def test_hero_covering_order_next_hero_moves_down_when_coverer_leaves():
    """"Move any other Heroes down so one of them covers the symbols.\""""
    st = new()
    hero(st, 0, "belle", "the-tavern")
    hero(st, 0, "lumiere", "the-tavern")
    ally(st, 0, "the-mob", "the-tavern")
    at(st, "the-tavern")
    do(st, "vanquish belle")
    assert fside(st, 0, "the-tavern") == ["lumiere"]
    assert "gain" not in legal(st)  # still covered, by Lumiere now


@pytest.mark.rule("001:discard-cards:1", "003:types-of-actions:10")
def test_discard_cards_as_many_as_you_wish():
    """"Discard as many cards as you wish from your hand.\""""
    st = new()
    set_hand(st, 0, "wolves-1", "the-mob", "temper")
    at(st, "belles-house")
    do(st, "discard")
    assert "done" not in legal(st)  # at least one card
    do(st, "discard wolves-1", "discard temper", "done")
    assert [st.table.labels[c] for c in st.players[0].hand] == ["the-mob"]


# --- Card rules -------------------------------------------------------------


@pytest.mark.rule("001:effect:1", "001:effect:2", "001:frequently-asked-questions:3",
                  "001:frequently-asked-questions:4")
def test_effect_that_cannot_be_done_cannot_be_played():
    """"If you cannot do what the card says, then you cannot play it.\""""
    st = new()
    set_hand(st, 0, "temper", "swoon-1")
    hero(st, 0, "belle", "belles-house")
    at(st, "the-tavern", power=5)
    assert not any(m.startswith("play") for m in legal(st))  # Belle stops Temper; Swoon needs a free spot


@pytest.mark.rule("001:frequently-asked-questions:3", "001:frequently-asked-questions:4")
def test_may_is_optional():
    """"If the card says 'may', the text that follows is optional.\""""
    st = new()
    fate_top(st, 1, "lumiere", "belle")
    hero(st, 1, "cogsworth", "the-woods")
    at(st, "the-woods")
    do(st, "fate p2", "pick lumiere", "at belles-house")
    assert "done" in legal(st)
    do(st, "done")
    assert st.prompt is None


@pytest.mark.rule("001:item:1", "001:item:3", "001:item:5")
def test_item_needs_a_card_of_the_required_type_to_attach_to():
    """"If there are no cards of the required type available to attach an Item to, you may not play that Item.\""""
    st = new()
    set_hand(st, 0, "five-dozen-eggs-1")
    at(st, "the-tavern", power=5)
    assert not any(m.startswith("play") for m in legal(st))
    ally(st, 0, "wolves-1", "the-woods")
    assert "play five-dozen-eggs-1 >wolves-1" in legal(st)


@pytest.mark.rule("001:item:5")
def test_attached_items_are_discarded_with_their_holder():
    """"If an Ally or Hero with an Item attached is ... discarded, all attached Items are discarded.\""""
    st = new()
    hero(st, 0, "lumiere", "the-woods")
    ally(st, 0, "the-mob", "the-woods")
    attach(st, 0, "five-dozen-eggs-1", "the-mob")
    at(st, "belles-house")
    do(st, "vanquish lumiere")
    assert sorted(st.table.labels[c] for c in st.players[0].discard) == ["five-dozen-eggs-1", "the-mob"]
    assert not st.attach


@pytest.mark.rule("001:condition:1", "001:frequently-asked-questions:23",
                  "001:frequently-asked-questions:24")
def test_condition_is_played_in_an_opponents_turn_when_triggered():
    """Conditions are played during an opponent's turn, after the triggering action finishes."""
    st = new()
    set_hand(st, 1, "beautiful-as-me-1")
    set_hand(st, 0, "wolves-1", "wolves-2")
    at(st, "beasts-castle", power=5)
    do(st, "play wolves-1 @the-woods", "play wolves-2 @the-woods", "gain")
    assert st.prompt is None  # three actions so far
    do(st, "fate p2")
    while st.prompt is not None and st.prompt.seat == 0:
        R.apply(st, R.legal_actions(st)[0])
    assert st.prompt.seat == 1 and st.prompt.kind == "condition"
    do(st, "play beautiful-as-me-1", "at the-woods")
    assert st.players[1].obstacles[2] == 1
    assert st.active == 0 and st.prompt is None  # the turn continues



def test_the_offer_of_a_condition_is_shown_on_the_board_of_the_turn():
    """A Condition is offered in another player's turn: the offer names that turn's Realm
    as the board it is about (the screen keeps showing it), not no board at all."""
    st = new()
    set_hand(st, 1, "beautiful-as-me-1")
    set_hand(st, 0, "wolves-1", "wolves-2")
    at(st, "beasts-castle", power=5)
    do(st, "play wolves-1 @the-woods", "play wolves-2 @the-woods", "gain", "fate p2")
    while st.prompt is not None and st.prompt.seat == 0:
        R.apply(st, R.legal_actions(st)[0])
    assert st.prompt.kind == "condition" and st.prompt.realm == 0

@pytest.mark.rule("001:condition:1")
def test_condition_is_not_played_in_your_own_turn():
    st = new()
    set_hand(st, 0, "beautiful-as-me-1", "wolves-1")
    at(st, "beasts-castle", power=5)
    assert not any("beautiful" in m for m in legal(st))


def test_condition_is_optional():
    """"Playing a Condition is optional.\""""
    st = new()
    set_hand(st, 1, "beautiful-as-me-1")
    st.actions_taken = 3
    at(st, "the-woods")
    st.actions_taken = 3
    do(st, "gain")
    assert legal(st) == ["play beautiful-as-me-1", "pass"]
    do(st, "pass")
    assert len(st.players[1].hand) == 1


def two_conditions_after_a_fourth_action():
    """Three Gastons; the third takes a fourth action while the other two each hold a
    Condition (Beautiful as Me) that answers it: both windows open, seat 0's first."""
    st = new(["gaston"] * 3)
    set_hand(st, 0, "beautiful-as-me-1")
    set_hand(st, 1, "beautiful-as-me-1")
    st.active = 2
    at(st, "the-woods")
    st.actions_taken = 3
    do(st, "gain")
    return st


def test_conditions_are_offered_clockwise_from_the_active_player():
    """Several opponents with Conditions decide in turn order after the active player."""
    st = two_conditions_after_a_fourth_action()
    assert st.prompt.seat == 0
    do(st, "pass")
    assert st.prompt.seat == 1


@pytest.mark.rule("001:condition:2")
def test_condition_does_not_draw_a_replacement():
    """"After a Condition is played ... Do not draw a new card.\""""
    st = new()
    set_hand(st, 1, "beautiful-as-me-1")
    at(st, "the-woods")
    st.actions_taken = 3
    do(st, "gain", "play beautiful-as-me-1", "at the-woods")
    assert len(st.players[1].hand) == 0


@pytest.mark.rule("001:playing-cards-and-moving-cards:1")
def test_playing_versus_moving_triggers():
    """A "when played" ability does not trigger on a move, and the reverse."""
    st = new()
    fate_top(st, 1, "beast", "belle")
    ally(st, 1, "the-mob", "the-woods")
    at(st, "the-woods")
    do(st, "fate p2", "pick beast", "at the-woods")
    assert st.prompt.kind == "location"  # Beast played: The Mob must leave
    do(st, "at the-tavern")
    assert vside(st, 1, "the-tavern") == ["the-mob"]


@pytest.mark.rule("001:finding-an-ally-or-hero:1")
def test_find_takes_the_card_from_the_realm_discard_or_deck():
    """"First check ... the Realm ... search the appropriate discard pile ... then the deck.\""""
    st = new()
    to_discard(st, 1, "maurices-invention")
    fate_top(st, 1, "maurice", "belle")
    at(st, "the-woods")
    do(st, "fate p2", "pick maurice", "at the-woods")
    inv = iid(st, 1, "maurices-invention")
    assert st.attach[inv] == iid(st, 1, "maurice")
    assert inv not in st.players[1].fate_discard


@pytest.mark.rule("001:revealing-cards-and-looking-at-cards:1", "001:frequently-asked-questions:9",
                  "001:frequently-asked-questions:10")
def test_revealed_cards_are_public():
    """"If a card instructs you to reveal cards, turn the cards so that all players can see them.\""""
    st = new()
    fate_top(st, 1, "belle", "lumiere")
    at(st, "the-woods")
    do(st, "fate p2")
    seen_by_p2 = observe(st, 1)
    assert seen_by_p2["players"][1]["revealed"] == ["belle", "lumiere"]


@pytest.mark.rule("001:setup:6", "001:revealing-cards-and-looking-at-cards:1")
def test_an_observer_sees_counts_of_hidden_cards_and_only_its_own_hand():
    """Hands of others and every deck are counts; the RNG is never shown."""
    st = new()
    set_hand(st, 0, "wolves-1", "lefou")
    set_hand(st, 1, "belle-is-mine-1")
    seen = observe(st, 1)
    assert seen["format"] == "villainous-observation" and seen["seat"] == 2 and "rng" not in seen
    me, other = seen["players"][1], seen["players"][0]
    assert me["hand"] == ["belle-is-mine-1"] and other["hand"] == 2
    for pd, p in zip(seen["players"], st.players, strict=True):
        assert (pd["villain_deck"], pd["fate_deck"]) == (len(p.deck), len(p.fate_deck))
        assert "fate_deck_known_top" not in pd


def test_a_condition_window_shows_its_options_and_queue_only_to_the_one_deciding():
    """The decider sees its prompt and its own places in the Condition queue; the others see
    who decides and what kind of decision it is, not the options nor the effects under way."""
    st = two_conditions_after_a_fourth_action()
    first = observe(st, 0)
    assert first["stack"] == [{"t": "conditions", "q": [[0, ["actions", 4]]], "i": 0}]
    assert first["prompt"]["options"] == ["play beautiful-as-me-1", "pass"]
    assert first["prompt"]["message"] == "You may play a Condition now"
    for seat in (1, 2):
        other = observe(st, seat)
        assert other["prompt"] == {"player": 1, "kind": "condition"}
        assert "stack" not in other and "triggers" not in other
    do(st, "pass")
    second = observe(st, 1)
    assert second["stack"] == [{"t": "conditions", "q": [[1, ["actions", 4]]], "i": 0}]
    assert second["prompt"]["player"] == 2 and "options" in second["prompt"]
    assert observe(st, 0)["prompt"] == {"player": 2, "kind": "condition"}
    # a search tree's key is the observation itself, compact and in a fixed order
    import json

    from game.games.villainous.observe import observation_key

    key = observation_key(st, 0)
    assert json.loads(key) == observe(st, 0) and ", " not in key and ": " not in key
    assert key == json.dumps(observe(st, 0), sort_keys=True, separators=(",", ":"))


@pytest.mark.rule("001:defeating-heroes-and-vanquishing-heroes:1")
def test_defeat_is_not_vanquish():
    """Card abilities that "defeat" a Hero need no Allies and no Vanquish action."""
    st = new()
    set_hand(st, 0, "hunters-instinct-1")
    hero(st, 0, "lumiere", "the-woods")
    at(st, "beasts-castle", power=3)
    do(st, "play hunters-instinct-1")
    assert fside(st, 0, "the-woods") == []
    assert st.players[0].discard  # Hunter's Instinct itself, no Allies


@pytest.mark.rule("001:locked-locations:1", "003:types-of-actions:7", "003:types-of-actions:8",
                  "003:types-of-actions:9")
def test_locked_location_allows_no_play_move_or_activation():
    """"Cards cannot be played to, moved to, or moved from a locked location.\""""
    st = new()
    set_hand(st, 0, "wolves-1", "time-to-follow-me-1")
    ally(st, 0, "monsieur-d-arque", "the-woods")
    st.players[0].locked[2] = True
    at(st, "the-tavern", power=5)
    moves = legal(st)
    assert "play wolves-1 @the-woods" not in moves
    assert "activate monsieur-d-arque" not in moves


@pytest.mark.rule("001:locked-locations:1")
def test_locked_location_leaves_the_locations_after_it_usable():
    """Only the locked location is shut: cards at the locations after it still activate
    and move, and Heroes there still move."""
    st = new()
    ally(st, 0, "monsieur-d-arque", "the-woods")
    st.players[0].locked[0] = True
    at(st, "the-tavern", power=5)
    assert "activate monsieur-d-arque" in legal(st)

    st = new(("horned-king", "gaston"))
    ally(st, 0, "guard-dog", "fair-folk-kingdom")
    st.players[0].locked[0] = True
    at(st, "dungeons")
    assert "move-ally guard-dog @dungeons" in legal(st)

    _mover_villain()
    st = new(["test-mover", "gaston"])
    hero(st, 0, "cogsworth", "the-tavern")
    hero(st, 0, "lumiere", "the-woods")
    st.players[0].locked[1] = True
    at(st, "belles-house")
    assert [m for m in legal(st) if m.startswith("move-hero")] == [
        "move-hero lumiere @beasts-castle"
    ]

    st = new()
    hero(st, 0, "cogsworth", "the-tavern")
    hero(st, 0, "lumiere", "the-woods")
    ally(st, 0, "the-mob", "the-woods")
    st.players[0].locked[1] = True
    at(st, "belles-house")
    assert [m for m in legal(st) if m.startswith("vanquish")] == ["vanquish lumiere"]


@pytest.mark.rule("001:types-of-cards:2", "001:frequently-asked-questions:17",
                  "001:frequently-asked-questions:18")
def test_strength_counts_every_modifier_in_the_realm():
    """"Whenever referring to a Hero's Strength, always consider all other card Abilities.\""""
    st = new()
    set_hand(st, 0, "hunters-instinct-1")
    hero(st, 0, "lumiere", "the-woods")  # 3
    hero(st, 0, "cogsworth", "the-woods")  # gives Lumiere +1
    at(st, "beasts-castle", power=3)
    do(st, "play hunters-instinct-1")
    assert legal(st) == ["pick cogsworth"] or st.prompt is None
    assert fside(st, 0, "the-woods") == ["lumiere"]


@pytest.mark.rule("001:your-realm:2")
def test_cards_affect_only_their_own_realm():
    """"No card in one Villain's Realm will ever affect a card in another Villain's Realm.\""""
    st = new()
    hero(st, 1, "belle", "the-woods")
    set_hand(st, 0, "temper")
    at(st, "beasts-castle", power=2)
    assert "play temper" in legal(st)  # Belle is in the other Realm
    do(st, "play temper", "at the-woods")
    assert st.players[0].obstacles == [2, 2, 1, 2]


@pytest.mark.rule("001:objective:1", "001:frequently-asked-questions:25",
                  "001:frequently-asked-questions:26")
def test_objective_wins_immediately():
    """"As soon as a player has achieved their Villain's Objective, the game ends.\""""
    st = new()
    obstacles(st, 0, 0, 0, 1, 0)
    set_hand(st, 0, "temper")
    at(st, "beasts-castle", power=2)
    do(st, "play temper")
    assert st.winner == 0
    assert R.legal_actions(st) == ()
    assert R.current_player(st) == -1


@pytest.mark.rule("001:objective:1")
def test_objective_win_ends_the_card_being_resolved():
    """"As soon as a player has achieved their Villain's Objective, the game ends": the
    steps of the card after the winning one are not carried out."""
    import json
    from importlib import resources

    raw = json.loads(resources.files("game.games.villainous.content").joinpath("gaston.json").read_text())
    raw["key"] = "test-temper-draws"
    for c in raw["villain_deck"]:
        if c["key"] == "temper":
            c["play"] = [{"verb": "remove_obstacles", "count": 1}, {"verb": "draw", "count": 2}]
    register_villain(parse_villain(raw, "test"))
    st = new(["test-temper-draws", "gaston"])
    obstacles(st, 0, 0, 0, 1, 0)
    set_hand(st, 0, "temper")
    at(st, "beasts-castle", power=2)
    do(st, "play temper")
    assert st.winner == 0
    assert st.players[0].hand == []  # the draw after the win never happened


def test_same_seed_and_moves_give_the_same_game():
    """The engine is deterministic: a seeded RNG lives inside the state."""
    from game.core import rng

    def play(seed):
        st = new(seed=seed)
        r = rng.seed_state(99)
        out = []
        for _ in range(300):
            if st.winner is not None:
                break
            acts = R.legal_actions(st)
            r, i = rng.below(r, len(acts))
            out.append(R.apply(st, acts[i]))
        return out, st.rng

    assert play(3) == play(3)


def test_action_values_are_readable():
    assert Action("gain") == Action("gain", -1, -1)


@pytest.mark.rule("001:finding-an-ally-or-hero:1")
def test_a_found_card_leaves_its_place_and_what_it_carried_goes_to_the_discard_pile():
    """"Find": the Realm first (its Items discarded, a Trapped token off), an attached Item,
    the discard pile, then the deck; a card nowhere is not found."""
    from game.games.villainous.effects.finding import find_card, findable

    from .helpers import to_discard

    st = new()
    p = st.players[1]
    maurice = hero(st, 1, "maurice", "the-woods")
    attach(st, 1, "maurices-invention", "maurice")
    inv = iid(st, 1, "maurices-invention")
    st.trapped[maurice] = 1
    assert findable(st, p, "maurice") and findable(st, p, "maurices-invention")
    assert find_card(st, p, "maurice") == maurice
    assert maurice not in st.trapped and inv not in st.attach and inv in p.fate_discard
    assert maurice not in p.fside[2]
    w = ally(st, 1, "wolves-1", "the-woods")
    attach(st, 1, "five-dozen-eggs-1", "wolves-1")
    eggs = iid(st, 1, "five-dozen-eggs-1")
    assert find_card(st, p, "five-dozen-eggs") == eggs and eggs not in st.attach and w in p.vside[2]
    to_discard(st, 1, "lefou")
    assert find_card(st, p, "lefou") == iid(st, 1, "lefou") and iid(st, 1, "lefou") not in p.discard
    the_mob = iid(st, 1, "the-mob")
    assert the_mob in p.deck and find_card(st, p, "the-mob") == the_mob and the_mob not in p.deck
    assert not findable(st, p, "the-mob") and find_card(st, p, "the-mob") == -1
    # another villain's copy of the card, attached in its own Realm, is not this Realm's to find
    from .helpers import pull

    ally(st, 0, "wolves-1", "the-woods")
    attach(st, 0, "five-dozen-eggs-1", "wolves-1")
    pull(st, iid(st, 1, "five-dozen-eggs-2"))
    assert not findable(st, p, "five-dozen-eggs") and find_card(st, p, "five-dozen-eggs") == -1
    assert iid(st, 0, "five-dozen-eggs-1") in st.attach
