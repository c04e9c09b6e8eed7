"""The game log: every event the engine records reads as a sentence (words.describe).

Written from the survivors of mutation testing (docs/mutation.md): the log line of an
event was wrong and no test noticed.
"""

from __future__ import annotations

from game.games.villainous.words import describe

from .helpers import ally, as_tuples, at, do, fate_top, hero, new, obstacles, set_hand

HK = ("horned-king", "gaston")


def _lines(st, events):
    return [describe(st, e) for e in events]


def test_the_win_is_logged():
    """"As soon as a player has achieved their Villain's Objective, the game ends.\""""
    st = new()
    obstacles(st, 0, 0, 0, 1, 0)
    set_hand(st, 0, "temper")
    at(st, "beasts-castle", power=2)
    events = do(st, "play temper")
    assert as_tuples(events)[-1] == ("win", 0)
    assert _lines(st, events)[-1] == "Gaston has achieved the Objective and wins!"


def test_the_cauldron_replacement_is_logged():
    """The Power of the Black Cauldron: "pay 2 Power to replace Ancient Soldiers with
    Cauldron Born" is logged with both cards and the location."""
    st = new(HK)
    p = st.players[0]
    p.relic = 2
    p.power = 5
    ally(st, 0, "ancient-soldiers-2", "dungeons")
    set_hand(st, 0, "cauldron-born-1")
    st.legal_cache = None
    events = do(st, "replace ancient-soldiers-2 with cauldron-born-1")
    assert _lines(st, events) == [
        "Horned King pays 2 Power: Cauldron Born replaces Ancient Soldiers at Dungeons."
    ]


def test_flipping_the_black_cauldron_is_logged_both_ways():
    """An Activate action turns The Black Cauldron to its Power; Gurgi's Sacrifice turns it
    back to the dormant side: both flips are logged."""
    st = new(HK)
    st.players[0].relic = 1
    ally(st, 0, "ancient-soldiers-1", "dungeons")
    at(st, "dungeons")
    events = do(st, "activate the-black-cauldron")
    assert _lines(st, events) == ["The Power of the Black Cauldron now shows for Horned King."]

    fate_top(st, 0, "gurgis-sacrifice", "gurgi")
    set_hand(st, 0)
    at(st, "the-woods", seat=1)
    events = do(st, "fate p1", "pick gurgis-sacrifice")
    assert ("relic", 0, 1) in as_tuples(events)
    assert "The Black Cauldron turns back to its dormant side for Horned King." in _lines(st, events)


def test_a_trapped_token_is_logged():
    st = new(("lady-tremaine", "gaston"))
    hero(st, 0, "gus", "the-castle")
    set_hand(st, 0, "trapped-1")
    at(st, "the-music-room", power=1)
    events = do(st, "play trapped-1")
    assert "Gus is Trapped." in _lines(st, events)


def test_an_obstacle_removed_is_logged():
    st = new()
    set_hand(st, 0, "temper")
    at(st, "beasts-castle", power=2)
    events = do(st, "play temper", "at the-woods")
    assert ("obstacle", 0, 2, -1) in as_tuples(events)
    assert "An Obstacle is removed from The Woods." in _lines(st, events)


def test_moves_and_defeats_are_logged_with_their_locations():
    st = new()
    ally(st, 0, "the-mob", "the-woods")
    h = hero(st, 0, "lumiere", "the-woods")
    at(st, "belles-house")
    events = do(st, "vanquish lumiere")
    assert ("defeat", 0, h, 2) in as_tuples(events)
    assert "Lumiere is defeated." in _lines(st, events)

    st = new(HK)
    ally(st, 0, "guard-dog", "fair-folk-kingdom")
    at(st, "dungeons")
    events = do(st, "move-ally guard-dog @dungeons")
    assert "Guard Dog moves from Fair Folk Kingdom to Dungeons." in _lines(st, events)

    st = new(("lady-tremaine", "gaston"))
    ally(st, 0, "the-key", "the-music-room")
    hero(st, 0, "fairy-godmother", "the-castle")
    st.players[0].locked[3] = False
    at(st, "the-ballroom", power=0)
    events = do(st, "activate the-key")
    assert "Fairy Godmother moves from The Castle to Cinderella's Room." in _lines(st, events)
