"""A Villain's Realm: where its cards are, and the Trapped tokens it holds.

Written from the survivors of mutation testing (docs/mutation.md).
"""

from __future__ import annotations

import json
from importlib import resources

import pytest

from game.games.villainous.cards import parse_villain, register_villain
from game.games.villainous.realm import in_realm, location_of

from .helpers import ally, at, attach, do, hero, iid, legal, loc, new, set_hand

LT = ("lady-tremaine", "gaston")
FIVE = [("gus", "the-castle"), ("jaq", "the-castle"), ("bruno", "the-castle"),
        ("fairy-godmother", "the-music-room"), ("cinderella", "cinderellas-room")]


def _plays_trapped(st) -> bool:
    return any(m.startswith("play trapped") for m in legal(st))


def _tremaine_with_six_trappable_heroes() -> str:
    """Her data with Ball Gown Cinderella trappable: a sixth Hero that could take a token."""
    raw = json.loads(resources.files("game.games.villainous.content").joinpath("lady-tremaine.json").read_text())
    raw["key"] = "test-six-trappable"
    for c in raw["fate_deck"]:
        c.pop("untrappable", None)
    register_villain(parse_villain(raw, "test"))
    return raw["key"]


@pytest.mark.rule("001:components:8")
def test_trapped_tokens_are_limited_to_five():
    """Lady Tremaine has five Trapped tokens: with all five on Heroes, Trapped cannot be
    played even while another Hero could take one."""
    st = new((_tremaine_with_six_trappable_heroes(), "gaston"))
    for label, key in FIVE:
        st.trapped[hero(st, 0, label, key)] = 1
    hero(st, 0, "ball-gown-cinderella", "the-music-room")
    set_hand(st, 0, "trapped-1")
    at(st, "the-music-room", power=1)
    assert not _plays_trapped(st)


def test_the_fifth_trapped_token_can_still_be_placed():
    """With four tokens on Heroes, the fifth is still in the supply."""
    st = new(LT)
    for label, key in FIVE[:4]:
        st.trapped[hero(st, 0, label, key)] = 1
    hero(st, 0, "cinderella", "cinderellas-room")
    set_hand(st, 0, "trapped-1")
    at(st, "the-music-room", power=3)  # Cinderella makes Effects cost 2 more
    assert _plays_trapped(st)


@pytest.mark.rule("001:your-realm:2")
def test_trapped_tokens_in_another_realm_do_not_count():
    """"No card in one Villain's Realm will ever affect a card in another Villain's Realm":
    the other Lady Tremaine's five tokens leave hers all free."""
    st = new(("lady-tremaine", "lady-tremaine"))
    for label, key in FIVE:
        st.trapped[hero(st, 1, label, key)] = 1
    hero(st, 0, "gus", "the-castle")
    set_hand(st, 0, "trapped-1")
    at(st, "the-music-room", power=1)
    assert _plays_trapped(st)


@pytest.mark.rule("001:your-realm:1", "001:realm:1")
def test_a_card_outside_the_realm_has_no_location():
    """A card in the hand has no location (-1, which the effects test before moving
    anything "to this card's location"); an attached Item is at its holder's."""
    st = new()
    set_hand(st, 0, "wolves-1")
    ally(st, 0, "lefou", "the-woods")
    attach(st, 0, "five-dozen-eggs-1", "lefou")
    p = st.players[0]
    assert location_of(p, iid(st, 0, "wolves-1"), st) == -1
    assert location_of(p, iid(st, 0, "five-dozen-eggs-1"), st) == loc(st, 0, "the-woods")


def test_the_trapped_token_supply_is_what_the_villains_data_declares():
    """The number of Trapped tokens is the villain's declaration (``trapped_tokens`` in its
    data), not a number in the engine or the table: a variant with three has three."""
    from game.games.villainous.realm import trappable, trapped_tokens_free

    st = new(LT)
    assert st.players[0].villain.trapped_tokens == 5
    assert st.players[1].villain.trapped_tokens == 0
    raw = json.loads(resources.files("game.games.villainous.content").joinpath("lady-tremaine.json").read_text())
    raw.update(key="test-three-tokens", trapped_tokens=3)
    register_villain(parse_villain(raw, "test"))
    st = new(("test-three-tokens", "gaston"))
    p = st.players[0]
    for label, key in FIVE[:3]:
        st.trapped[hero(st, 0, label, key)] = 1
    hero(st, 0, "cinderella", "cinderellas-room")
    assert trapped_tokens_free(st, p) == 0
    assert trappable(st, p) == []


@pytest.mark.rule("001:your-realm:1", "001:realm:1")
def test_an_item_on_an_ally_at_the_first_location_is_in_the_realm():
    """An attached Item is in the Realm at its holder's location, the first location too."""
    st = new()
    ally(st, 0, "lefou", "belles-house")
    attach(st, 0, "five-dozen-eggs-1", "lefou")
    assert in_realm(st, st.players[0], ("five-dozen-eggs",)) == [(iid(st, 0, "five-dozen-eggs-1"), 0)]


def test_a_move_of_one_ally_to_here_offers_only_the_card_s_own_location():
    """The vocabulary's ``move`` with ``one`` and ``to: here`` (no printed card uses it yet):
    the controller picks one Ally, and it goes to the source card's location, the only place
    offered."""
    from game.games.villainous.frames import run
    from game.games.villainous.resolution import push_program


    st = new(("lady-tremaine", "gaston"))
    ally(st, 0, "anastasia", "the-castle")
    ally(st, 0, "lucifer", "the-music-room")
    push_program(st, ({"verb": "move", "what": "allies", "one": True, "to": "here"},), "play",
                 iid(st, 0, "lucifer"), 0, 0)
    run(st)
    assert sorted(legal(st)) == ["pick anastasia", "pick lucifer"]
    do(st, "pick anastasia")  # one place offered: she goes there at once
    assert location_of(st.players[0], iid(st, 0, "anastasia")) == loc(st, 0, "the-music-room")
    assert st.prompt is None or st.prompt.kind != "location"
