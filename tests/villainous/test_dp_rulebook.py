"""Despicable Plots rulebook paragraphs held here because no other test states them on their
own (the paragraph ids are those of docs/rules-trace.md)."""

from __future__ import annotations

import pytest

from game.games.villainous.observe import observe

from .helpers import ally, at, do, new, set_hand, to_discard, vside


@pytest.mark.rule("001:frequently-asked-questions:9", "001:frequently-asked-questions:10")
def test_every_discard_pile_is_public_to_every_player():
    """"Can I look through my discard piles? What about an opponent's discard piles?" "Yes. All
    cards that are face up are public, and any player may look through any discard pile at any
    time.\""""
    st = new(["gaston", "lady-tremaine", "horned-king"])
    to_discard(st, 0, "wolves-1", "lumiere", "the-mob")
    for seat in range(3):
        seen = observe(st, seat)["players"][0]
        assert seen["villain_discard"] == ["wolves-1", "the-mob"]
        assert seen["fate_discard"] == ["lumiere"]


@pytest.mark.rule("001:types-of-cards:3")
def test_there_is_no_limit_to_the_cards_at_one_location():
    """"There is no limit to the number of Villain cards or Fate cards that may be played to a
    location.\""""
    st = new()
    for label in ("wolves-1", "wolves-2", "lefou", "monsieur-d-arque"):
        ally(st, 0, label, "the-woods")
    set_hand(st, 0, "the-mob")
    at(st, "the-tavern", power=3)
    do(st, "play the-mob @the-woods")
    assert len(vside(st, 0, "the-woods")) == 5
