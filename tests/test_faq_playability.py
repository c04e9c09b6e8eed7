"""The Despicable Plots FAQ, "If I can't do what a card says, can I still play it?", card by
card; the Box switch that carries it; and the "Rules" section of issue 11 (playing versus
moving, the other revealed card discarded first, "4 or more actions").

Each card test builds a position where the card's text cannot be done (the card is not among
the legal actions), then a control position where the text can be done and the card is
played.
"""

from __future__ import annotations

from .helpers import (
    ally,
    at,
    do,
    fate_top,
    fside,
    hero,
    legal,
    new,
    set_hand,
    vside,
)

LT = ("lady-tremaine", "gaston")
HK = ("horned-king", "gaston")
FAQ = (
    "\"If I can't do what a card says, can I still play it? No. If you cannot do what the card "
    "says, then you cannot play it. However, if the card says 'may,' the text that follows is "
    "optional.\""
)


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
