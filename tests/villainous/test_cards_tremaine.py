"""Lady Tremaine: her rules (Villain Guide) and a test per card."""

from __future__ import annotations

import pytest

from game.games.villainous import rules as R
from game.games.villainous.effects.heroes import trap
from game.games.villainous.observe import observe
from game.games.villainous.realm import active_statics, card_cost, covered, strength

from .helpers import (
    ally,
    at,
    do,
    fate_top,
    fside,
    hero,
    iid,
    legal,
    new,
    set_hand,
    to_discard,
    vside,
)

LT = ("lady-tremaine", "gaston")


def _labels(st, cards):
    return [st.table.labels[c] for c in cards]


def _unlock(st):
    st.players[0].locked[3] = False
    st.legal_cache = None


def _fate_on_her(st, *moves):
    """Gaston (p2) takes a Fate action against Lady Tremaine (p1), who holds no Condition."""
    set_hand(st, 0)
    at(st, "the-woods", seat=1)
    do(st, "fate p1", *moves)


def _plays(st):
    return [m for m in legal(st) if m.startswith("play")]


# --- Her Villain Guide -------------------------------------------------------


@pytest.mark.rule("001:components:3", "001:components:4", "001:setup:1")
def test_tremaine_deck_has_30_villain_and_15_fate_cards():
    st = new(LT)
    p = st.players[0]
    assert len(p.deck) + len(p.hand) == 30 and len(p.fate_deck) == 15


@pytest.mark.rule("001:setup:3", "001:setup:4", "001:special-setup-2:1")
def test_the_ballroom_is_locked_at_setup():
    """"Place a Lock Token on The Ballroom ... Lady Tremaine cannot move to The Ballroom.\""""
    st = new(LT)
    assert st.players[0].locked == [False, False, False, True]
    assert "move the-ballroom" not in legal(st)


@pytest.mark.rule("001:item:7", "001:going-to-the-ball:1", "001:going-to-the-ball:2")
def test_invitation_unlocks_the_ballroom_for_good_and_finds_the_prince():
    st = new(LT)
    set_hand(st, 0, "invitation-from-the-king")
    at(st, "the-music-room", power=3)
    do(st, "play invitation-from-the-king @the-castle")
    p = st.players[0]
    assert not p.locked[3]
    assert fside(st, 0, "the-ballroom") == ["the-prince"]


@pytest.mark.rule("001:going-to-the-ball:1", "001:going-to-the-ball:2")
def test_invitation_leaves_the_prince_where_he_is_if_in_play():
    st = new(LT)
    hero(st, 0, "the-prince", "the-ballroom")
    set_hand(st, 0, "invitation-from-the-king")
    at(st, "the-music-room", power=3)
    events = do(st, "play invitation-from-the-king @the-castle")
    assert fside(st, 0, "the-ballroom") == ["the-prince"]
    # not taken from the Ballroom and played there again: nothing is found at all
    assert [e for e in events if e.kind == "found"] == []


@pytest.mark.rule("001:going-to-the-ball:1", "001:going-to-the-ball:2")
def test_invitation_activate_looks_at_two_discards_one_keeps_the_other_on_top():
    st = new(LT)
    ally(st, 0, "invitation-from-the-king", "the-castle")
    fate_top(st, 0, "cinderella", "gus")
    _unlock(st)
    at(st, "the-ballroom", power=1)
    do(st, "activate invitation-from-the-king", "pick cinderella")
    p = st.players[0]
    assert _labels(st, p.fate_discard) == ["cinderella"]
    assert st.table.labels[p.fate_deck[0]] == "gus"
    assert observe(st, 0)["players"][0]["fate_deck_known_top"] == ["gus"]
    assert "fate_deck_known_top" not in observe(st, 1)["players"][0]


@pytest.mark.rule("001:going-to-the-ball:3")
def test_only_four_cards_may_enter_the_ballroom():
    """"Only four characters can be played or moved to The Ballroom.\""""
    st = new(LT)
    _unlock(st)
    hero(st, 0, "gus", "the-castle")  # Lucifer needs a Hero at his location to Trap
    hero(st, 0, "jaq", "the-ballroom")  # placed by hand: even with a Hero to Trap there
    set_hand(st, 0, "lucifer")
    at(st, "the-music-room", power=5)
    assert "play lucifer @the-ballroom" not in legal(st)
    assert "play lucifer @the-castle" in legal(st)


@pytest.mark.rule("001:going-to-the-ball:3")
def test_ball_gown_daughter_moves_into_the_ballroom():
    st = new(LT)
    _unlock(st)
    ally(st, 0, "ball-gown-drizella", "the-castle")
    at(st, "the-ballroom")
    assert "move-ally ball-gown-drizella @the-ballroom" in legal(st)


@pytest.mark.rule("001:ball-gowns:1", "001:ball-gowns:2")
def test_ball_gown_swap_is_a_play_a_card_action():
    """"Discard them to play their Ball Gown versions to the same location.\""""
    st = new(LT)
    ally(st, 0, "drizella", "the-castle")
    set_hand(st, 0, "ball-gown-drizella")
    at(st, "the-music-room", power=2)
    assert _plays(st) == ["play ball-gown-drizella @the-castle"]
    do(st, "play ball-gown-drizella @the-castle")
    assert vside(st, 0, "the-castle") == ["ball-gown-drizella"]
    assert _labels(st, st.players[0].discard) == ["drizella"]


@pytest.mark.rule("001:ball-gowns:1", "001:ball-gowns:4")
def test_ball_gown_needs_the_everyday_version_in_the_realm():
    st = new(LT)
    set_hand(st, 0, "ball-gown-anastasia")
    at(st, "the-music-room", power=2)
    assert _plays(st) == []


@pytest.mark.rule("001:ball-gowns:3")
def test_never_two_versions_of_a_character():
    """"There can never be two versions of a character in play at the same time.\""""
    st = new(LT)
    ally(st, 0, "ball-gown-anastasia", "the-castle")
    set_hand(st, 0, "anastasia")
    at(st, "the-music-room", power=2)
    assert _plays(st) == []


@pytest.mark.rule("001:going-to-the-ball:4", "001:going-to-the-ball:5")
def test_ball_gown_cinderella_keeps_allies_out_of_the_ballroom():
    """"While Ball Gown Cinderella is in play, no Allies may enter The Ballroom.\""""
    st = new(LT)
    _unlock(st)
    ally(st, 0, "ball-gown-drizella", "the-castle")
    hero(st, 0, "ball-gown-cinderella", "the-music-room")
    at(st, "the-ballroom")
    assert "move-ally ball-gown-drizella @the-ballroom" not in legal(st)
    from game.games.villainous import actions as A

    drizella, ballroom = iid(st, 0, "ball-gown-drizella"), st.players[0].villain.location_index("the-ballroom")
    assert R.why_not(st, 0, A.Action(A.MOVE_CARD, drizella, ballroom)) == (
        "No Ally may enter The Ballroom while Ball Gown Cinderella is in play")
    lucifer = ally(st, 0, "lucifer", "the-castle")  # never admitted there, whoever is in play
    assert R.why_not(st, 0, A.Action(A.MOVE_CARD, lucifer, ballroom)) == (
        "Only The Prince, Ball Gown Cinderella, Ball Gown Drizella, Ball Gown Anastasia may enter The Ballroom")


@pytest.mark.rule("001:going-to-the-ball:4", "001:going-to-the-ball:5")
def test_ball_gown_cinderella_keeps_allies_out_of_the_ballroom_only():
    """"No Ally may enter The Ballroom while she is in play": the other locations stay open."""
    st = new(LT)
    _unlock(st)
    hero(st, 0, "ball-gown-cinderella", "the-castle")
    set_hand(st, 0, "drizella")
    at(st, "the-music-room", power=5)
    assert _plays(st) == ["play drizella @cinderellas-room", "play drizella @the-music-room",
                          "play drizella @the-castle"]


@pytest.mark.rule("001:going-to-the-ball:4", "001:going-to-the-ball:5")
def test_ball_gown_cinderella_does_not_remove_a_daughter_already_there():
    st = new(LT)
    _unlock(st)
    ally(st, 0, "ball-gown-drizella", "the-ballroom")
    hero(st, 0, "ball-gown-cinderella", "the-music-room")
    assert vside(st, 0, "the-ballroom") == ["ball-gown-drizella"]


@pytest.mark.rule("001:vanquish:5", "001:trapped:4")
def test_lady_tremaine_has_no_vanquish_action():
    st = new(LT)
    ally(st, 0, "lucifer", "the-castle")
    hero(st, 0, "gus", "the-castle")
    for key in ("cinderellas-room", "the-music-room", "the-castle"):
        at(st, key)
        assert not any(m.startswith("vanquish") for m in legal(st))


@pytest.mark.rule("001:trapped:1")
def test_trapped_hero_ability_is_ignored_but_it_still_covers():
    """"When a Hero has a Trapped Token, their Ability is ignored ... still ... blocks your actions.\""""
    st = new(LT)
    h = hero(st, 0, "cinderella", "the-music-room")
    set_hand(st, 0, "trapped-1")
    p = st.players[0]
    assert card_cost(st, p, iid(st, 0, "trapped-1")) == 3
    trap(st, p, h)  # the engine's own Trapped token (a token put by hand would not be seen)
    assert card_cost(st, p, iid(st, 0, "trapped-1")) == 1
    at(st, "the-music-room", power=5)
    assert "gain" not in legal(st)  # Gain 2 is still covered


@pytest.mark.rule("001:trapped:1")
def test_trapped_token_returns_when_the_hero_leaves():
    st = new(LT)
    h = hero(st, 0, "cinderella", "the-castle")
    st.trapped[h] = 1
    set_hand(st, 0, "you-little-thief-1")
    at(st, "the-music-room", power=0)
    do(st, "play you-little-thief-1")
    assert h not in st.trapped and h in st.players[0].fate_discard


@pytest.mark.rule("001:components:8")
def test_only_five_trapped_tokens():
    st = new(LT)
    for label, key in [("gus", "the-castle"), ("jaq", "the-castle"), ("bruno", "the-castle"),
                       ("fairy-godmother", "the-music-room"), ("cinderella", "cinderellas-room")]:
        st.trapped[hero(st, 0, label, key)] = 1
    set_hand(st, 0, "trapped-1")
    hero(st, 0, "ball-gown-cinderella", "the-music-room")  # cannot be Trapped anyway
    at(st, "the-music-room", power=1)
    assert _plays(st) == []


@pytest.mark.rule("001:trapped:3")
def test_ball_gown_cinderella_cannot_be_trapped():
    st = new(LT)
    hero(st, 0, "ball-gown-cinderella", "the-castle")
    set_hand(st, 0, "trapped-1")
    at(st, "the-music-room", power=1)
    assert _plays(st) == []


@pytest.mark.rule("001:glass-slippers:1", "001:glass-slippers:2", "001:glass-slippers:3")
def test_glass_slippers_go_to_their_own_locations_and_block_the_win():
    st = new(LT)
    fate_top(st, 0, "glass-slipper-castle", "gus")
    st.players[0].obstacles = [0, 0, 0, 0]
    _fate_on_her(st, "pick glass-slipper-castle")
    assert fside(st, 0, "the-castle") == ["glass-slipper-castle"]
    assert covered(st, st.players[0], 2)


@pytest.mark.rule("001:glass-slippers:1", "001:glass-slippers:2", "001:glass-slippers:3")
def test_glass_slipper_removed_only_by_the_cane():
    st = new(LT)
    hero(st, 0, "glass-slipper-room", "cinderellas-room")
    ally(st, 0, "lady-tremaines-cane", "the-castle")
    _unlock(st)
    at(st, "the-ballroom", power=0)
    do(st, "activate lady-tremaines-cane")
    assert fside(st, 0, "cinderellas-room") == []
    assert _labels(st, st.players[0].fate_discard) == ["glass-slipper-room"]


@pytest.mark.rule("001:going-to-the-ball:3")
def test_the_prince_is_played_to_the_ballroom_when_revealed_even_while_locked():
    st = new(LT)
    fate_top(st, 0, "the-prince", "gus", "jaq")
    _fate_on_her(st, "at the-castle")  # Gus is the card played; the Prince went at once
    assert fside(st, 0, "the-ballroom") == ["the-prince"]
    assert st.players[0].locked[3]
    assert fside(st, 0, "the-castle") == ["gus"]


@pytest.mark.rule("001:glass-slippers:4")
def test_the_prince_covers_nothing_and_is_not_a_hero():
    st = new(LT)
    hero(st, 0, "the-prince", "the-music-room")  # wherever he stood, he would cover nothing
    set_hand(st, 0, "trapped-1", "midnight")
    at(st, "the-music-room", power=10)
    assert "gain" in legal(st)
    assert _plays(st) == []  # no Hero to Trap or defeat: the Prince does not count


@pytest.mark.rule("001:lady-tremaine-s-objective:1", "001:lady-tremaine-s-objective:2",
                  "001:lady-tremaine-s-objective:3")
def test_wedding_bells_wins_with_the_prince_and_a_ball_gown_daughter():
    st = new(LT)
    _unlock(st)
    hero(st, 0, "the-prince", "the-ballroom")
    ally(st, 0, "ball-gown-anastasia", "the-ballroom")
    ally(st, 0, "wedding-bells", "the-music-room")
    at(st, "the-ballroom", power=0)
    do(st, "activate wedding-bells")
    assert st.winner == 0


@pytest.mark.rule("001:glass-slippers:1", "001:glass-slippers:2", "001:glass-slippers:3")
def test_wedding_bells_refused_while_a_glass_slipper_is_in_her_realm():
    st = new(LT)
    _unlock(st)
    hero(st, 0, "the-prince", "the-ballroom")
    ally(st, 0, "ball-gown-anastasia", "the-ballroom")
    ally(st, 0, "wedding-bells", "the-music-room")
    hero(st, 0, "glass-slipper-castle", "the-castle")
    at(st, "the-ballroom", power=0)
    assert "activate wedding-bells" not in legal(st)


@pytest.mark.rule("001:lady-tremaine-s-objective:1", "001:lady-tremaine-s-objective:2",
                  "001:lady-tremaine-s-objective:3")
def test_wedding_bells_refused_without_the_prince():
    st = new(LT)
    _unlock(st)
    ally(st, 0, "ball-gown-anastasia", "the-ballroom")
    ally(st, 0, "wedding-bells", "the-music-room")
    at(st, "the-ballroom", power=0)
    assert "activate wedding-bells" not in legal(st)


# --- Villain cards -------------------------------------------------------------


@pytest.mark.rule("001:going-to-the-ball:3")
def test_anastasia_and_drizella_cannot_enter_the_ballroom():
    st = new(LT)
    _unlock(st)
    set_hand(st, 0, "anastasia", "drizella")
    at(st, "the-music-room", power=5)
    assert _plays(st) and not any("ballroom" in m for m in _plays(st))
    ally(st, 0, "anastasia", "the-castle")
    assert strength(st, st.players[0], iid(st, 0, "anastasia")) == 2


def test_ball_gown_anastasia_is_stronger():
    st = new(LT)
    ally(st, 0, "ball-gown-anastasia", "the-castle")
    assert strength(st, st.players[0], iid(st, 0, "ball-gown-anastasia")) == 4


@pytest.mark.rule("001:ally:3", "001:trapped:1")
def test_lucifer_traps_a_hero_at_his_location():
    st = new(LT)
    hero(st, 0, "bruno", "the-castle")
    hero(st, 0, "gus", "the-music-room")
    set_hand(st, 0, "lucifer")
    at(st, "cinderellas-room", power=3)
    do(st, "play lucifer @the-castle")
    assert iid(st, 0, "bruno") in st.trapped and iid(st, 0, "gus") not in st.trapped


def test_lucifer_traps_a_hero_at_the_first_location_of_the_realm_too():
    st = new(LT)
    hero(st, 0, "bruno", "cinderellas-room")
    set_hand(st, 0, "lucifer")
    at(st, "the-castle", power=3)
    do(st, "play lucifer @cinderellas-room")
    assert iid(st, 0, "bruno") in st.trapped


@pytest.mark.rule("001:trapped:2")
def test_the_key_moves_cinderella_home_and_traps_her():
    st = new(LT)
    h = hero(st, 0, "cinderella", "the-castle")
    set_hand(st, 0, "the-key")
    at(st, "cinderellas-room", power=2)
    do(st, "play the-key @the-music-room")
    assert fside(st, 0, "cinderellas-room") == ["cinderella"] and h in st.trapped


@pytest.mark.rule("001:activated-abilities:2", "001:trapped:2")
def test_the_key_activate_moves_any_hero_and_traps_it():
    st = new(LT)
    ally(st, 0, "the-key", "the-music-room")
    h = hero(st, 0, "fairy-godmother", "the-castle")
    _unlock(st)
    at(st, "the-ballroom", power=0)
    do(st, "activate the-key")
    assert fside(st, 0, "cinderellas-room") == ["fairy-godmother"] and h in st.trapped


@pytest.mark.rule("001:trapped:3")
def test_the_key_moves_ball_gown_cinderella_without_trapping_her():
    st = new(LT)
    ally(st, 0, "the-key", "the-music-room")
    h = hero(st, 0, "ball-gown-cinderella", "the-castle")
    _unlock(st)
    at(st, "the-ballroom", power=0)
    do(st, "activate the-key")
    assert fside(st, 0, "cinderellas-room") == ["ball-gown-cinderella"] and h not in st.trapped


@pytest.mark.rule("001:condition:3")
def test_and_one_more_thing_discards_and_draws_back_to_four():
    st = new(LT)
    set_hand(st, 0, "and-one-more-thing-1", "midnight", "trapped-1")
    set_hand(st, 1, "temper", "swoon-1")
    at(st, "belles-house", seat=1)
    do(st, "discard", "discard temper", "done")
    assert st.prompt.seat == 0
    do(st, "play and-one-more-thing-1", "discard midnight", "done")
    assert len(st.players[0].hand) == 4
    assert iid(st, 0, "midnight") in st.players[0].discard


def test_and_one_more_thing_asks_her_which_cards_to_discard_and_logs_each_by_name():
    from game.games.villainous.events import DiscardedFromHand

    st = new(LT)
    set_hand(st, 0, "and-one-more-thing-1", "midnight", "trapped-1")
    set_hand(st, 1, "temper", "swoon-1")
    at(st, "belles-house", seat=1)
    do(st, "discard", "discard temper", "done", "play and-one-more-thing-1")
    assert (st.prompt.seat, st.prompt.kind) == (0, "discard")  # a discard choice, as the table shows it
    do(st, "discard midnight")
    assert DiscardedFromHand(0, iid(st, 0, "midnight")) in st.log


def test_locked_up_traps_a_hero_when_an_opponent_vanquishes():
    st = new(LT)
    set_hand(st, 0, "locked-up-1")
    h = hero(st, 0, "gus", "the-castle")
    hero(st, 1, "lumiere", "the-woods")
    ally(st, 1, "the-mob", "the-woods")
    at(st, "belles-house", seat=1)
    do(st, "vanquish lumiere")
    assert legal(st) == ["play locked-up-1", "pass"]
    do(st, "play locked-up-1")
    assert h in st.trapped


def test_vicious_practical_jokes_takes_over_the_fate_action():
    st = new(LT)
    set_hand(st, 0, "vicious-practical-jokes-1")
    fate_top(st, 0, "fairy-godmother", "gus")
    at(st, "the-woods", seat=1)
    do(st, "fate p1")
    assert st.prompt.seat == 0 and legal(st) == ["play vicious-practical-jokes-1", "pass"]
    do(st, "play vicious-practical-jokes-1")
    assert st.prompt.seat == 0  # she now picks the card
    do(st, "pick gus", "at the-castle")
    assert fside(st, 0, "the-castle") == ["gus"]


def test_theres_still_a_chance_moves_an_ally_or_activates():
    st = new(LT)
    set_hand(st, 0, "theres-still-a-chance-1")
    ally(st, 0, "lucifer", "the-castle")
    ally(st, 0, "lady-tremaines-cane", "the-castle")
    hero(st, 0, "glass-slipper-castle", "the-castle")
    at(st, "the-music-room", power=2)
    do(st, "play theres-still-a-chance-1")
    assert legal(st) == ["mode move", "mode activate"]
    do(st, "mode activate")
    assert fside(st, 0, "the-castle") == []


def test_theres_still_a_chance_refused_while_fairy_godmother_holds_allies_and_nothing_to_activate():
    st = new(LT)
    set_hand(st, 0, "theres-still-a-chance-1")
    ally(st, 0, "lucifer", "the-castle")
    hero(st, 0, "fairy-godmother", "the-music-room")
    at(st, "cinderellas-room", power=5)
    assert _plays(st) == []


def test_i_said_if_shuffles_the_discard_and_draws_two():
    st = new(LT)
    set_hand(st, 0, "i-said-if-1")
    to_discard(st, 0, "midnight", "trapped-1")
    at(st, "the-music-room", power=2)
    do(st, "play i-said-if-1")
    p = st.players[0]
    assert len(p.hand) == 2 and p.discard == [iid(st, 0, "i-said-if-1")]


@pytest.mark.rule("001:trapped:1")
def test_trapped_traps_a_hero():
    st = new(LT)
    h = hero(st, 0, "jaq", "the-castle")
    set_hand(st, 0, "trapped-1")
    at(st, "the-music-room", power=1)
    do(st, "play trapped-1")
    assert h in st.trapped


@pytest.mark.rule("001:effect:3")
def test_i_never_go_back_on_my_word_reorders_the_top_four():
    st = new(LT)
    to_discard(st, 0, "gus", "jaq")
    fate_top(st, 0, "bruno")
    set_hand(st, 0, "i-never-go-back-on-my-word-1")
    at(st, "the-music-room", power=2)
    do(st, "play i-never-go-back-on-my-word-1")
    p = st.players[0]
    assert p.fate_discard == [] and st.prompt.kind == "order"
    top4 = list(p.fate_deck[:4])
    wanted = list(reversed(top4))
    for c in wanted[:3]:
        do(st, f"pick {st.table.labels[c]}")
    assert p.fate_deck[:4] == wanted
    assert observe(st, 0)["players"][0]["fate_deck_known_top"] == _labels(st, wanted)


@pytest.mark.rule("001:trapped:4")
def test_you_little_thief_defeats_cinderella_only():
    st = new(LT)
    hero(st, 0, "gus", "the-castle")
    set_hand(st, 0, "you-little-thief-1")
    at(st, "the-music-room", power=0)
    assert _plays(st) == []
    hero(st, 0, "ball-gown-cinderella", "the-castle")
    do(st, "play you-little-thief-1")
    assert fside(st, 0, "the-castle") == ["gus", "glass-slipper-castle"]  # her defeat brings the Slippers
    assert fside(st, 0, "cinderellas-room") == ["glass-slipper-room"]


def test_midnight_defeats_every_hero_then_plays_both_slippers():
    st = new(LT)
    hero(st, 0, "gus", "the-castle")
    hero(st, 0, "jaq", "the-music-room")
    hero(st, 0, "the-prince", "the-ballroom")
    set_hand(st, 0, "midnight")
    at(st, "the-music-room", power=4)
    do(st, "play midnight")
    assert fside(st, 0, "the-music-room") == []
    assert fside(st, 0, "the-castle") == ["glass-slipper-castle"]
    assert fside(st, 0, "cinderellas-room") == ["glass-slipper-room"]
    assert fside(st, 0, "the-ballroom") == ["the-prince"]


# --- Fate cards ------------------------------------------------------------------


@pytest.mark.rule("001:hero:4")
def test_cinderella_raises_her_effect_costs_by_two():
    st = new(LT)
    set_hand(st, 0, "i-said-if-1")
    hero(st, 0, "cinderella", "the-castle")
    at(st, "the-music-room", power=3)
    assert _plays(st) == []
    p, effect = st.players[0], iid(st, 0, "i-said-if-1")
    assert card_cost(st, p, effect) == 4
    # the same always-on abilities given apart from the Realm's kept ones (a trial's copy)
    assert card_cost(st, p, effect, tuple(list(active_statics(st, p)))) == 4
    st.players[0].power = 4
    st.legal_cache = None
    do(st, "play i-said-if-1")
    assert st.players[0].power == 0


def test_cinderella_cannot_be_played_while_ball_gown_cinderella_is_in_play():
    st = new(LT)
    hero(st, 0, "ball-gown-cinderella", "the-castle")
    fate_top(st, 0, "cinderella", "bibbidi-bobbidi-boo-1")
    _fate_on_her(st)
    assert len(st.players[0].fate_discard) == 2


@pytest.mark.rule("001:ball-gowns:1")
def test_ball_gown_cinderella_replaces_cinderella():
    st = new(LT)
    hero(st, 0, "cinderella", "the-music-room")
    fate_top(st, 0, "ball-gown-cinderella", "gus")
    _fate_on_her(st, "pick ball-gown-cinderella")
    assert fside(st, 0, "the-music-room") == ["ball-gown-cinderella"]
    assert _labels(st, st.players[0].fate_discard) == ["gus", "cinderella"]


@pytest.mark.rule("001:ball-gowns:1")
def test_ball_gown_cinderella_needs_cinderella_when_revealed():
    st = new(LT)
    fate_top(st, 0, "ball-gown-cinderella", "gus")
    _fate_on_her(st, "at the-castle")
    assert fside(st, 0, "the-castle") == ["gus"]


@pytest.mark.rule("001:ball-gowns:5", "001:ball-gowns:6")
def test_fairy_godmother_brings_ball_gown_cinderella_and_holds_allies():
    st = new(LT)
    fate_top(st, 0, "fairy-godmother", "gus")
    ally(st, 0, "lucifer", "the-castle")
    _fate_on_her(st, "pick fairy-godmother", "at the-castle", "at the-music-room")
    assert fside(st, 0, "the-music-room") == ["ball-gown-cinderella"]
    at(st, "cinderellas-room", seat=0)
    assert not any(m.startswith("move-ally") for m in legal(st))


@pytest.mark.rule("001:ball-gowns:5", "001:ball-gowns:6")
def test_ball_gown_cinderella_found_by_fairy_godmother_takes_cinderella_s_place_and_the_log_says_so():
    """Found with Cinderella in the Realm, she is played where Cinderella was (nothing asked),
    Cinderella discarded, and the log tells both."""
    from game.games.villainous import events as E

    st = new(LT)
    cinderella = hero(st, 0, "cinderella", "the-castle")
    fate_top(st, 0, "fairy-godmother", "gus")
    start = len(st.log)
    _fate_on_her(st, "pick fairy-godmother", "at the-music-room")
    assert fside(st, 0, "the-castle") == ["ball-gown-cinderella"]
    assert cinderella in st.players[0].fate_discard
    ball_gown = iid(st, 0, "ball-gown-cinderella")
    new_events = st.log[start:]
    assert E.Found(0, ball_gown) in new_events
    assert new_events.index(E.Discarded(0, cinderella)) > new_events.index(E.Found(0, ball_gown))


def test_jaq_discards_an_item():
    st = new(LT)
    ally(st, 0, "wedding-bells", "the-castle")
    fate_top(st, 0, "jaq", "gus")
    _fate_on_her(st, "pick jaq", "at the-castle")
    assert vside(st, 0, "the-castle") == []
    assert _labels(st, st.players[0].discard) == ["wedding-bells"]


def test_gus_is_a_strength_one_hero():
    st = new(LT)
    hero(st, 0, "gus", "the-castle")
    assert strength(st, st.players[0], iid(st, 0, "gus")) == 1


def test_bruno_brings_lucifer_when_played():
    st = new(LT)
    ally(st, 0, "lucifer", "cinderellas-room")
    fate_top(st, 0, "bruno", "gus")
    _fate_on_her(st, "pick bruno", "at the-castle")
    assert vside(st, 0, "the-castle") == ["lucifer"]


def test_bibbidi_bobbidi_boo_frees_and_moves_a_trapped_hero():
    st = new(LT)
    h = hero(st, 0, "gus", "cinderellas-room")
    st.trapped[h] = 1
    fate_top(st, 0, "bibbidi-bobbidi-boo-1", "cinderella")
    _fate_on_her(st, "pick bibbidi-bobbidi-boo-1", "at the-music-room")
    assert h not in st.trapped and fside(st, 0, "the-music-room") == ["gus"]


def test_bibbidi_bobbidi_boo_needs_a_trapped_hero():
    st = new(LT)
    hero(st, 0, "gus", "cinderellas-room")
    fate_top(st, 0, "bibbidi-bobbidi-boo-1", "cinderella")
    _fate_on_her(st, "at the-castle")  # only Cinderella can be played
    assert fside(st, 0, "the-castle") == ["cinderella"]


@pytest.mark.rule("001:frequently-asked-questions:1", "001:frequently-asked-questions:2",
                  "001:going-to-the-ball:6", "001:going-to-the-ball:7")
def test_sweet_nightingale_moves_an_ally_anywhere():
    st = new(LT)
    ally(st, 0, "ball-gown-drizella", "the-castle")
    fate_top(st, 0, "sweet-nightingale-1", "gus")
    _fate_on_her(st, "pick sweet-nightingale-1", "at cinderellas-room")
    assert vside(st, 0, "cinderellas-room") == ["ball-gown-drizella"]


def test_a_fate_deck_shuffled_by_finding_a_card_is_no_longer_known_to_its_owner():
    # She has looked at her top Fate cards, then Invitation From the King takes the Prince
    # out of the Fate deck and shuffles it: the order she saw is gone.
    st = new(LT)
    p = st.players[0]
    fate_top(st, 0, "cinderella", "gus")
    p.fate_known = 2
    assert iid(st, 0, "the-prince") in p.fate_deck[2:]
    set_hand(st, 0, "invitation-from-the-king")
    at(st, "the-music-room", power=3)
    do(st, "play invitation-from-the-king @the-castle")
    assert fside(st, 0, "the-ballroom") == ["the-prince"]
    assert p.fate_known == 0
    assert "fate_deck_known_top" not in observe(st, 0)["players"][0]


# --- Written from the survivors of mutation testing (docs/mutation.md) -----------


def test_sweet_nightingale_asks_which_ally_then_where():
    st = new(LT)
    ally(st, 0, "lucifer", "the-castle")
    ally(st, 0, "anastasia", "cinderellas-room")
    fate_top(st, 0, "sweet-nightingale-1", "gus")
    _fate_on_her(st, "pick sweet-nightingale-1")
    assert (st.prompt.kind, st.prompt.message) == ("ally", "Move which Ally?")
    do(st, "pick lucifer")
    assert (st.prompt.kind, st.prompt.message) == ("location", "Move Lucifer where?")


@pytest.mark.rule("001:going-to-the-ball:6", "001:going-to-the-ball:7")
def test_sweet_nightingale_leaves_an_ally_at_a_locked_location():
    """"Cards cannot be ... moved from a locked location": only Lucifer can be chosen."""
    st = new(LT)
    ally(st, 0, "lucifer", "the-castle")
    ally(st, 0, "ball-gown-drizella", "the-ballroom")  # The Ballroom is still locked
    fate_top(st, 0, "sweet-nightingale-1", "gus")
    _fate_on_her(st, "pick sweet-nightingale-1")
    assert st.prompt.message == "Move Lucifer where?"


def test_sweet_nightingale_moves_an_ally_out_of_a_location_closed_to_allies():
    """With Ball Gown Cinderella in play no Ally may enter The Ballroom, but one already
    there may still leave it."""
    st = new(LT)
    _unlock(st)
    ally(st, 0, "ball-gown-drizella", "the-ballroom")
    hero(st, 0, "ball-gown-cinderella", "the-music-room")
    fate_top(st, 0, "sweet-nightingale-1", "gus")
    _fate_on_her(st, "pick sweet-nightingale-1", "at the-castle")
    assert vside(st, 0, "the-castle") == ["ball-gown-drizella"]


@pytest.mark.rule("003:types-of-actions:7", "003:types-of-actions:8", "003:types-of-actions:9")
def test_the_key_cannot_move_a_hero_from_a_locked_location():
    """"Cards cannot be ... moved from a locked location": only Gus can be taken home."""
    st = new(LT)
    ally(st, 0, "the-key", "the-music-room")
    hero(st, 0, "fairy-godmother", "the-castle")
    hero(st, 0, "gus", "the-music-room")
    _unlock(st)
    st.players[0].locked[2] = True
    at(st, "the-ballroom", power=0)
    do(st, "activate the-key")
    assert fside(st, 0, "cinderellas-room") == ["gus"]
    assert fside(st, 0, "the-castle") == ["fairy-godmother"]


# --- written from the survivors of mutation testing (docs/mutation.md) ------------------


def test_invitation_asks_which_card_to_discard():
    st = new(LT)
    ally(st, 0, "invitation-from-the-king", "the-castle")
    fate_top(st, 0, "cinderella", "gus")
    _unlock(st)
    at(st, "the-ballroom", power=1)
    do(st, "activate invitation-from-the-king")
    assert st.prompt.message == "Discard which card?"


def test_looking_at_the_fate_deck_leaves_the_discard_pile_while_the_deck_has_cards():
    """Only an *empty* deck is formed again from the discard pile before looking."""
    st = new(LT)
    ally(st, 0, "invitation-from-the-king", "the-castle")
    fate_top(st, 0, "cinderella", "gus")
    to_discard(st, 0, "jaq")
    _unlock(st)
    at(st, "the-ballroom", power=1)
    do(st, "activate invitation-from-the-king", "pick cinderella")
    assert _labels(st, st.players[0].fate_discard) == ["jaq", "cinderella"]


def test_reordering_asks_for_the_top_card_first_then_the_next():
    st = new(LT)
    fate_top(st, 0, "bruno", "gus", "jaq", "cinderella")
    set_hand(st, 0, "i-never-go-back-on-my-word-1")
    at(st, "the-music-room", power=2)
    do(st, "play i-never-go-back-on-my-word-1")
    assert st.prompt.message == "Which card goes on top?"
    do(st, legal(st)[0])
    assert st.prompt.message == "Which card goes next?"


def test_bibbidi_bobbidi_boo_asks_for_a_location_to_move_the_freed_hero_to():
    """"...then move that Hero to another location": the question is a location one."""
    st = new(LT)
    h = hero(st, 0, "gus", "cinderellas-room")
    st.trapped[h] = 1
    fate_top(st, 0, "bibbidi-bobbidi-boo-1", "cinderella")
    _fate_on_her(st, "pick bibbidi-bobbidi-boo-1")
    assert st.prompt.kind == "location" and st.prompt.message == "Move the Hero where?"


def test_her_objective_progress_ticks_wedding_bells_when_in_play():
    """Her Objective lists Wedding Bells in play as one of its conditions."""
    st = new(LT)
    p = st.players[0]
    assert "· Wedding Bells in play" in p.villain.goal.progress(st, p)
    ally(st, 0, "wedding-bells", "the-music-room")
    assert "✓ Wedding Bells in play" in p.villain.goal.progress(st, p)


def test_the_bots_want_you_little_thief_while_a_cinderella_is_in_play():
    """You Little Thief! defeats Cinderella: the bots' hint wants it while either Cinderella
    is in her Realm, Ball Gown Cinderella too."""
    from game.games.villainous.villains import lady_tremaine as lt

    st = new(LT)
    p = st.players[0]
    assert "you-little-thief" not in lt.bot_key_cards(st, p)
    hero(st, 0, "ball-gown-cinderella", "the-ballroom")
    assert "you-little-thief" in lt.bot_key_cards(st, p)


def test_the_bots_count_ball_gown_cinderella_against_her_objective():
    """While Ball Gown Cinderella is in play no Ally may enter The Ballroom: the bots' hint
    counts her against Lady Tremaine's progress."""
    from game.games.villainous.villains import lady_tremaine as lt

    st = new(LT)
    p = st.players[0]
    _unlock(st)
    ally(st, 0, "ball-gown-anastasia", "the-ballroom")
    before = lt.bot_progress(st, p)
    hero(st, 0, "ball-gown-cinderella", "the-music-room")
    assert lt.bot_progress(st, p) < before


def test_her_objective_progress_lists_the_five_conditions_and_a_glass_slipper_unticks_one():
    """"Lady Tremaine cannot win while a Glass Slipper is in her Realm": the progress lists
    the Objective's five conditions, and a Glass Slipper unticks "No Glass Slipper"."""
    st = new(LT)
    p = st.players[0]
    _unlock(st)
    ally(st, 0, "ball-gown-drizella", "the-ballroom")
    assert p.villain.goal.progress(st, p) == [
        "Objective: marry a daughter to the Prince.",
        "✓ Ballroom unlocked",
        "· The Prince in the Ballroom",
        "✓ A Ball Gown daughter there",
        "✓ No Glass Slipper",
        "· Wedding Bells in play",
    ]
    assert p.villain.goal.short(st, p) == ["Wedding: 3 of 5 steps"]
    hero(st, 0, "glass-slipper-room", "cinderellas-room")
    assert "· No Glass Slipper" in p.villain.goal.progress(st, p)
    assert p.villain.goal.short(st, p) == ["Wedding: 2 of 5 steps"]


def test_the_bots_weigh_a_glass_slipper_against_her_and_a_ball_gown_next_door_for_her():
    """The bots' hint: a Glass Slipper stops her winning; a Ball Gown daughter at The Castle,
    next door to The Ballroom, is worth more than one further away; the plain sisters are
    key cards (each can become a Ball Gown daughter)."""
    from game.games.villainous.villains import lady_tremaine as lt

    st = new(LT)
    p = st.players[0]
    _unlock(st)
    base = lt.bot_progress(st, p)
    ally(st, 0, "ball-gown-drizella", "cinderellas-room")
    far = lt.bot_progress(st, p)
    ally(st, 0, "ball-gown-drizella", "the-castle")
    assert lt.bot_progress(st, p) > far > base
    hero(st, 0, "glass-slipper-room", "cinderellas-room")
    assert lt.bot_progress(st, p) < far
    assert {"anastasia", "drizella"} <= lt.bot_key_cards(st, p)


def test_the_bots_progress_for_her_stays_within_0_to_1_and_fairy_godmother_lowers_it():
    """The bots read progress from 0 (nothing done) to 1 (won): with every step of her
    Objective done it is still at most 1; an untrapped Fairy Godmother (who holds every
    Ally where it is) lowers it."""
    from game.games.villainous.villains import lady_tremaine as lt

    st = new(LT)
    p = st.players[0]
    _unlock(st)
    hero(st, 0, "the-prince", "the-ballroom")
    ally(st, 0, "ball-gown-anastasia", "the-ballroom")
    ally(st, 0, "wedding-bells", "the-music-room")
    ally(st, 0, "lady-tremaines-cane", "the-castle")
    done = lt.bot_progress(st, p)
    assert 0.5 < done <= 1.0
    hero(st, 0, "fairy-godmother", "the-castle")
    assert lt.bot_progress(st, p) < done


def test_the_cane_asks_which_glass_slipper_to_discard_when_both_are_in_play():
    st = new(LT)
    hero(st, 0, "glass-slipper-room", "cinderellas-room")
    hero(st, 0, "glass-slipper-castle", "the-castle")
    ally(st, 0, "lady-tremaines-cane", "the-castle")
    _unlock(st)
    at(st, "the-ballroom", power=0)
    do(st, "activate lady-tremaines-cane")
    assert (st.prompt.kind, st.prompt.message) == ("discard", "Discard which card?")
    assert sorted(legal(st)) == ["pick glass-slipper-castle", "pick glass-slipper-room"]


def test_sweet_nightingale_cannot_be_chosen_when_she_has_no_ally_to_move():
    st = new(LT)
    fate_top(st, 0, "sweet-nightingale-1", "gus")
    _fate_on_her(st)
    assert "pick sweet-nightingale-1" not in legal(st)


def test_bruno_brings_lucifer_to_the_first_location_too():
    st = new(LT)
    ally(st, 0, "lucifer", "the-castle")
    fate_top(st, 0, "bruno", "gus")
    _fate_on_her(st, "pick bruno", "at cinderellas-room")
    assert vside(st, 0, "cinderellas-room") == ["lucifer"]


def test_bruno_brings_only_lucifer_not_her_other_allies():
    st = new(LT)
    ally(st, 0, "lucifer", "cinderellas-room")
    ally(st, 0, "ball-gown-drizella", "cinderellas-room")
    fate_top(st, 0, "bruno", "gus")
    _fate_on_her(st, "pick bruno", "at the-castle")
    assert vside(st, 0, "the-castle") == ["lucifer"]
    assert vside(st, 0, "cinderellas-room") == ["ball-gown-drizella"]


def test_invitation_asks_lady_tremaine_herself_which_fate_card_to_discard():
    st = new(LT)
    ally(st, 0, "invitation-from-the-king", "the-castle")
    fate_top(st, 0, "cinderella", "gus")
    _unlock(st)
    at(st, "the-ballroom", power=1)
    do(st, "activate invitation-from-the-king")
    assert (st.prompt.seat, st.prompt.kind) == (0, "look")
    assert R.current_player(st) == 0


def test_the_bots_want_trapped_and_the_key_only_while_fairy_godmother_stands_untrapped():
    """Fairy Godmother holds every Ally where it is: the bots' hint counts her against the
    progress and wants the cards that Trap her, only while she is there and not Trapped (another
    Hero, untrapped, is no such reason)."""
    from pytest import approx

    from game.games.villainous.villains import lady_tremaine as lt

    st = new(LT)
    p = st.players[0]
    ally(st, 0, "drizella", "the-music-room")  # a plain sister may become a Ball Gown one: a little
    assert lt.bot_progress(st, p) == approx(0.06)
    ally(st, 0, "wedding-bells", "the-castle")
    hero(st, 0, "jaq", "the-castle")
    assert not {"trapped", "the-key"} & lt.bot_key_cards(st, p)
    assert lt.bot_progress(st, p) == approx(0.26)
    godmother = hero(st, 0, "fairy-godmother", "the-music-room")
    assert {"trapped", "the-key"} <= lt.bot_key_cards(st, p)
    assert lt.bot_progress(st, p) == approx(0.26 - 0.06)
    trap(st, p, godmother)
    assert not {"trapped", "the-key"} & lt.bot_key_cards(st, p)
    assert lt.bot_progress(st, p) == approx(0.26)


def test_lucifer_s_choice_of_hero_survives_a_saved_position():
    """An Ally's When-played ability waiting for its choice is written into the position by
    its program's name and read back to the same steps."""
    from game.games.villainous.position import from_position, to_position

    st = new(LT)
    hero(st, 0, "bruno", "the-castle")
    hero(st, 0, "gus", "the-castle")
    set_hand(st, 0, "lucifer")
    at(st, "cinderellas-room", power=3)
    do(st, "play lucifer @the-castle")
    assert sorted(legal(st)) == ["pick bruno", "pick gus"]
    back = from_position(to_position(st))
    assert sorted(legal(back)) == ["pick bruno", "pick gus"]
    do(back, "pick gus")
    assert iid(back, 0, "gus") in back.trapped
