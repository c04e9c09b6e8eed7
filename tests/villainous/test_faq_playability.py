"""The Despicable Plots FAQ, "If I can't do what a card says, can I still play it?", card by
card; the Box switch that carries it; and the "Rules" section of issue 11 (playing versus
moving, the other revealed card discarded first, "4 or more actions").

Each card test builds a position where the card's text cannot be done (the card is not among
the legal actions), then a control position where the text can be done and the card is
played.
"""

from __future__ import annotations

import dataclasses

import pytest

from game.games.villainous import box as B
from game.games.villainous.actions import Action
from game.games.villainous.rules import why_not

from .helpers import (
    ally,
    at,
    do,
    fate_top,
    fside,
    hero,
    iid,
    legal,
    loc,
    new,
    obstacles,
    pull,
    set_hand,
    to_discard,
    vside,
)

LT = ("lady-tremaine", "gaston")
HK = ("horned-king", "gaston")


def _plays(st, card=""):
    return [m for m in legal(st) if m.startswith("play " + card)]


def _fate_on(st, target, *moves):
    """The other player (holding no Condition) takes a Fate action against ``target``."""
    other = 1 - target
    set_hand(st, target)
    at(st, "the-woods" if st.players[other].villain.key == "gaston" else "the-castle", seat=other)
    do(st, f"fate p{target + 1}", *moves)


# --- Issue 11: playing is not moving -------------------------------------------------


def test_fair_folk_stop_ancient_soldiers_being_played_not_moved_there():
    """"Ancient Soldiers cannot be played to the Fair Folk's location" -- and the rulebook keeps
    playing and moving apart: "Playing a card refers to adding a card to a Villain's Realm ...
    Moving a card refers to taking a card that is in the Realm and moving it to a new location.\""""
    st = new(HK)
    hero(st, 0, "fair-folk", "dungeons")
    ally(st, 0, "ancient-soldiers-1", "fair-folk-kingdom")
    set_hand(st, 0, "ancient-soldiers-2")
    at(st, "throne-room", power=3)  # bottom row: Play, Move an Item or Ally
    assert "play ancient-soldiers-2 @dungeons" not in legal(st)
    assert "move-item ancient-soldiers-1 @dungeons" in legal(st)
    do(st, "move-item ancient-soldiers-1 @dungeons")
    assert vside(st, 0, "dungeons") == ["ancient-soldiers-1"]


# --- Issue 11: the other revealed card is discarded first ----------------------------


def test_be_our_guest_can_bring_back_the_other_revealed_hero():
    """docs/rules-notes.md: "The other revealed card is discarded before the chosen one is
    played (so Be Our Guest can bring it back)" -- so it is judged playable on that basis."""
    st = new()
    fate_top(st, 1, "be-our-guest-1", "beast")
    assert not any(st.table.defs[c].type == "Hero" for c in st.players[1].fate_discard)
    at(st, "the-woods", seat=0)
    do(st, "fate p2")
    assert "pick be-our-guest-1" in legal(st)
    do(st, "pick be-our-guest-1", "at the-tavern")
    assert fside(st, 1, "the-tavern") == ["beast"]


def test_reunited_can_bring_back_the_other_revealed_hero():
    """The same rule for the Horned King's Reunited."""
    st = new(HK)
    fate_top(st, 0, "reunited-1", "taran")
    _fate_on(st, 0)
    assert "pick reunited-1" in legal(st)
    do(st, "pick reunited-1", "at morva")
    assert fside(st, 0, "morva") == ["taran"]


# --- Issue 11: "once they have taken 4 or more actions" -------------------------------


def test_beautiful_as_me_once_four_or_more_actions_are_taken():
    """"Play during an opponent's turn, once they have taken 4 or more actions": offered after
    the fourth action and after every later one until it is played."""
    st = new()
    set_hand(st, 1, "beautiful-as-me-1")
    at(st, "the-woods")
    st.actions_taken = 3
    do(st, "gain")
    assert legal(st) == ["play beautiful-as-me-1", "pass"]
    do(st, "pass")
    set_hand(st, 0, "wolves-1")
    st.players[0].power = 1
    do(st, "play wolves-1 @the-woods")  # the fifth action
    assert legal(st) == ["play beautiful-as-me-1", "pass"]
    do(st, "play beautiful-as-me-1", "at the-woods")
    assert st.players[1].obstacles == [2, 2, 1, 2]


# --- The FAQ, card by card --------------------------------------------------------------


@pytest.mark.rule("001:frequently-asked-questions:3", "001:frequently-asked-questions:4")
def test_cannot_play_a_card_whose_text_cannot_be_done_lucifer():
    """"If you cannot do what the card says, then you cannot play it." Lucifer: "When Lucifer is played, put a Trapped token on a Hero at his location"
    -- only to a location with a Hero that can take the token."""
    st = new(LT)
    set_hand(st, 0, "lucifer")
    at(st, "cinderellas-room", power=3)
    assert _plays(st, "lucifer") == []
    assert why_not(st, 0, Action("play", iid(st, 0, "lucifer"), loc(st, 0, "the-castle"))) == (
        "Lucifer needs a Hero at The Castle to Trap"
    )
    # a Hero there that cannot take a token does not do either
    g = hero(st, 0, "gus", "the-castle")
    st.trapped[g] = 1
    hero(st, 0, "ball-gown-cinderella", "the-music-room")
    assert _plays(st, "lucifer") == []
    assert "that can be Trapped" in why_not(st, 0, Action("play", iid(st, 0, "lucifer"), loc(st, 0, "the-castle")))
    # control: a Hero that can be Trapped, and Lucifer can be played there (only there)
    jaq = hero(st, 0, "jaq", "the-castle")
    assert _plays(st, "lucifer") == ["play lucifer @the-castle"]
    do(st, "play lucifer @the-castle")
    assert jaq in st.trapped


@pytest.mark.rule("001:frequently-asked-questions:3", "001:frequently-asked-questions:4")
def test_cannot_play_a_card_whose_text_cannot_be_done_the_key():
    """"If you cannot do what the card says, then you cannot play it." The Key: "When played, move Cinderella to Cinderella's Room and Trap her" -- not
    without Cinderella in the Realm."""
    st = new(LT)
    set_hand(st, 0, "the-key")
    hero(st, 0, "gus", "the-castle")  # another Hero is not Cinderella
    at(st, "the-music-room", power=2)
    assert _plays(st, "the-key") == []
    assert why_not(st, 0, Action("play", iid(st, 0, "the-key"), loc(st, 0, "the-castle"))) == (
        "The Key needs Cinderella in your Realm to move"
    )
    # control: Cinderella is there
    h = hero(st, 0, "cinderella", "the-castle")
    assert "play the-key @the-castle" in _plays(st, "the-key")
    do(st, "play the-key @the-castle")
    assert fside(st, 0, "cinderellas-room") == ["cinderella"] and h in st.trapped


def test_the_key_can_be_played_when_cinderella_is_already_home_and_trapped():
    """The Key's text is done when Cinderella already stands in her Room with a Trapped token:
    what the card asks for holds (docs/rules-notes.md)."""
    st = new(LT)
    h = hero(st, 0, "cinderella", "cinderellas-room")
    st.trapped[h] = 1
    set_hand(st, 0, "the-key")
    at(st, "the-music-room", power=2)
    assert "play the-key @the-castle" in _plays(st, "the-key")


@pytest.mark.rule("001:frequently-asked-questions:3", "001:frequently-asked-questions:4")
def test_cannot_play_a_card_whose_text_cannot_be_done_jaq():
    """"If you cannot do what the card says, then you cannot play it." Jaq: "When Jaq is played, discard an Item from the Realm" -- a revealed Jaq with
    no Item to discard cannot be played, and is discarded ("If a Fate card cannot be played ...
    [it] must be discarded")."""
    st = new(LT)
    fate_top(st, 0, "jaq", "gus")
    _fate_on(st, 0, "at the-castle")  # only Gus could be played
    p = st.players[0]
    assert fside(st, 0, "the-castle") == ["gus"]
    assert iid(st, 0, "jaq") in p.fate_discard
    # control: an Item in the Realm, and Jaq is played and discards it
    st = new(LT)
    cane = ally(st, 0, "lady-tremaines-cane", "the-music-room")
    fate_top(st, 0, "jaq", "gus")
    _fate_on(st, 0, "pick jaq", "at the-castle")
    assert fside(st, 0, "the-castle") == ["jaq"] and cane in st.players[0].discard


@pytest.mark.rule("001:frequently-asked-questions:3", "001:frequently-asked-questions:4")
def test_cannot_play_a_card_whose_text_cannot_be_done_bruno():
    """"If you cannot do what the card says, then you cannot play it." Bruno: "When Bruno is played or moved, Lucifer moves to Bruno's location" -- not
    without Lucifer in the Realm."""
    st = new(LT)
    fate_top(st, 0, "bruno", "gus")
    _fate_on(st, 0, "at the-castle")  # only Gus could be played
    assert fside(st, 0, "the-castle") == ["gus"]
    assert iid(st, 0, "bruno") in st.players[0].fate_discard
    # control: Lucifer is in the Realm
    st = new(LT)
    ally(st, 0, "lucifer", "cinderellas-room")
    fate_top(st, 0, "bruno", "gus")
    _fate_on(st, 0, "pick bruno", "at the-castle")
    assert fside(st, 0, "the-castle") == ["bruno"] and vside(st, 0, "the-castle") == ["lucifer"]


@pytest.mark.rule("001:frequently-asked-questions:3", "001:frequently-asked-questions:4")
def test_cannot_play_a_card_whose_text_cannot_be_done_maurice():
    """"If you cannot do what the card says, then you cannot play it." Maurice: "When Maurice is played, find Maurice's Invention and play it at his
    location" -- not with the Invention nowhere to be found."""
    st = new()
    pull(st, iid(st, 1, "maurices-invention"))  # nowhere: not in the Realm, pile or deck
    fate_top(st, 1, "maurice", "cogsworth")
    at(st, "the-woods", seat=0)
    do(st, "fate p2", "at the-tavern")  # only Cogsworth could be played
    assert fside(st, 1, "the-tavern") == ["cogsworth"]
    # control: the Invention is in the Fate discard pile
    st = new()
    to_discard(st, 1, "maurices-invention")
    fate_top(st, 1, "maurice", "cogsworth")
    at(st, "the-woods", seat=0)
    do(st, "fate p2", "pick maurice", "at the-tavern")
    m = iid(st, 1, "maurice")
    assert fside(st, 1, "the-tavern") == ["maurice"] and st.attach[iid(st, 1, "maurices-invention")] == m


def test_be_our_guest_brings_back_only_a_hero_that_can_be_played():
    """"If you cannot do what the card says, then you cannot play it." Be Our Guest plays a Hero from the Fate discard pile: a Hero whose own "when played"
    cannot be done is not one it can play (Maurice with his Invention nowhere)."""
    st = new()
    pull(st, iid(st, 1, "maurices-invention"))
    to_discard(st, 1, "maurice")
    fate_top(st, 1, "be-our-guest-1", "it-is-you")
    obstacles(st, 1, 2, 2, 2, 2)  # It Is You cannot be played either
    at(st, "the-woods", seat=0)
    do(st, "fate p2")
    assert fside(st, 1, "belles-house") == fside(st, 1, "the-tavern") == []
    assert iid(st, 1, "be-our-guest-1") in st.players[1].fate_discard
    # control: Cogsworth in the discard pile can be brought back
    to_discard(st, 1, "cogsworth")
    fate_top(st, 1, "be-our-guest-2", "it-is-you")
    at(st, "the-woods", seat=0)
    do(st, "fate p2", "at the-tavern")
    assert fside(st, 1, "the-tavern") == ["cogsworth"]


@pytest.mark.rule("001:frequently-asked-questions:3", "001:frequently-asked-questions:4")
def test_up_to_text_is_optional_come_into_the_light():
    """"Remove up to two Obstacles, both from the same location": "up to" allows none, so Come
    Into the Light can be played while Belle stops every removal (it removes nothing) --
    unlike Temper's "Remove one Obstacle"."""
    st = new()
    hero(st, 0, "belle", "the-woods")
    set_hand(st, 0, "come-into-the-light-1", "temper")
    at(st, "beasts-castle", power=5)
    assert _plays(st) == ["play come-into-the-light-1"]
    do(st, "play come-into-the-light-1")
    assert st.players[0].obstacles == [2, 2, 2, 2] and st.players[0].power == 2


@pytest.mark.rule("001:frequently-asked-questions:3", "001:frequently-asked-questions:4")
def test_may_text_is_optional_lumiere():
    """"If you cannot do what the card says, then you cannot play it." Lumiere: "When Lumiere is played, you may move one Hero" -- played with no other
    Hero to move."""
    st = new()
    fate_top(st, 1, "lumiere", "cogsworth")
    at(st, "the-woods", seat=0)
    do(st, "fate p2", "pick lumiere", "at the-tavern")
    assert fside(st, 1, "the-tavern") == ["lumiere"]


# --- The Box carries the rule -------------------------------------------------------------


def test_the_box_of_a_game_is_the_box_its_villains_name():
    st = new(LT)
    assert st.table.box is B.DESPICABLE_PLOTS
    assert B.DESPICABLE_PLOTS.when_played_must_be_doable
    assert [p.power for p in new(["gaston"] * 6).players] == list(B.DESPICABLE_PLOTS.starting_power)
    assert len(st.players[0].hand) == B.DESPICABLE_PLOTS.hand_size


def test_a_box_that_lets_when_played_abilities_fail_plays_lucifer_with_no_hero():
    """The switch is real: a box whose rulebook lets Allies, Items and Heroes be played whatever
    their "when played" ability finds (later boxes) offers Lucifer with no Hero to Trap."""
    st = new(LT)
    set_hand(st, 0, "lucifer")
    at(st, "cinderellas-room", power=3)
    assert _plays(st, "lucifer") == []
    relaxed = dataclasses.replace(B.DESPICABLE_PLOTS, key="relaxed", when_played_must_be_doable=False)
    st.table = dataclasses.replace(st.table, box=relaxed)
    st.legal_cache = None
    assert "play lucifer @the-castle" in _plays(st, "lucifer")
    do(st, "play lucifer @the-castle")
    assert vside(st, 0, "the-castle") == ["lucifer"] and not st.trapped


def test_i_never_go_back_on_my_word_with_an_empty_fate_deck_is_judged_after_its_shuffle():
    """"If you cannot do what the card says, then you cannot play it" is judged step by step as
    the card reads: "Shuffle your Fate discard pile into your Fate deck. Look at the top four
    Fate cards" can be done with the Fate deck empty and cards in the discard pile."""
    st = new(LT)
    p = st.players[0]
    p.fate_discard.extend(p.fate_deck)
    p.fate_deck.clear()
    set_hand(st, 0, "i-never-go-back-on-my-word-1")
    at(st, "the-music-room", power=2)
    assert "play i-never-go-back-on-my-word-1" in _plays(st)
    do(st, "play i-never-go-back-on-my-word-1")
    assert st.prompt.kind == "order" and p.fate_discard == []
    # control: nothing in the Fate deck or its discard pile, nothing to look at
    st = new(LT)
    p = st.players[0]
    p.fate_deck.clear()
    set_hand(st, 0, "i-never-go-back-on-my-word-1")
    at(st, "the-music-room", power=2)
    assert _plays(st) == []


def test_looking_at_an_empty_fate_deck_shuffles_the_discard_pile_first():
    """"If you need to reveal or look at a card from a deck when it is empty, shuffle the discard
    pile to form a new deck" -- so Invitation From the King's activation can be done then."""
    st = new(LT)
    p = st.players[0]
    ally(st, 0, "invitation-from-the-king", "the-castle")
    p.fate_deck.clear()
    to_discard(st, 0, "gus", "jaq")
    p.locked[3] = False
    at(st, "the-ballroom", power=1)
    assert "activate invitation-from-the-king" in legal(st)
    do(st, "activate invitation-from-the-king")
    assert st.prompt.kind == "look"
    do(st, "pick gus")
    assert [st.table.labels[c] for c in p.fate_discard] == ["gus"]
    assert [st.table.labels[c] for c in p.fate_deck] == ["jaq"]
