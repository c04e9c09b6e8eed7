"""Decks, discard piles and limbo: the moves between them and the log lines they leave.

Written from the survivors of mutation testing (docs/mutation.md): each test pins one
behaviour that no other test did.
"""

from __future__ import annotations

import pytest

from game.games.villainous import zones
from game.games.villainous.effects.finding import findable
from game.games.villainous.state import touched_all
from game.games.villainous.words import describe

from .helpers import (
    ally,
    as_tuples,
    at,
    attach,
    deck_top,
    do,
    fate_top,
    hero,
    iid,
    legal,
    new,
    pull,
    set_hand,
    to_discard,
    to_hand,
)

LT = ("lady-tremaine", "gaston")


def _lines(st, events):
    return [describe(st, e) for e in events]


def _only_fate_cards(st, seat, *labels):
    """The Fate deck holds exactly ``labels`` and the Fate discard pile is empty."""
    p = st.players[seat]
    for c in list(p.fate_deck) + list(p.fate_discard):
        pull(st, c)
    fate_top(st, seat, *labels)


@pytest.mark.rule("001:3-draw-cards:2")
def test_reshuffling_the_villain_deck_is_logged_as_the_villain_deck():
    """"If your Villain deck is empty ... shuffle your discard pile": the log says which deck."""
    st = new()
    set_hand(st, 0)
    p = st.players[0]
    p.discard.extend(p.deck)
    p.deck.clear()
    at(st, "belles-house")
    events = do(st, "end")
    assert ("shuffle", 0, "villain") in as_tuples(events)
    assert "Gaston shuffles the Villain deck." in _lines(st, events)


@pytest.mark.rule("001:fate:4")
def test_reshuffling_the_fate_deck_is_logged_as_the_fate_deck():
    """"If an opponent's Fate deck is empty ... they shuffle their Fate discard pile.\""""
    st = new()
    q = st.players[1]
    q.fate_discard.extend(q.fate_deck)
    q.fate_deck.clear()
    at(st, "the-woods")
    events = do(st, "fate p2")
    assert ("shuffle", 1, "fate") in as_tuples(events)
    assert "Gaston shuffles the Fate deck." in _lines(st, events)


def test_draw_with_deck_and_discard_both_empty_draws_nothing_and_logs_nothing():
    """With no card left in the Villain deck nor its discard pile, there is nothing to draw."""
    st = new()
    set_hand(st, 0, "wolves-1")
    p = st.players[0]
    for c in p.deck + p.discard:
        pull(st, c)
    at(st, "belles-house")
    events = do(st, "end")
    assert [st.table.labels[c] for c in p.hand] == ["wolves-1"]
    assert not [e for e in as_tuples(events) if e[0] in ("draw", "shuffle")]


def test_draw_event_counts_the_cards_drawn():
    """The log says how many cards were drawn to refill the hand to four."""
    st = new()
    set_hand(st, 0, "wolves-1")
    at(st, "belles-house")
    events = do(st, "end")
    assert ("draw", 0, 3) in as_tuples(events)
    assert "Gaston draws 3 cards." in _lines(st, events)


def test_fate_with_a_single_fate_card_left_reveals_just_that_card():
    """"Reveal the top two cards": with one card in the Fate deck and none in its discard
    pile, only that one is revealed, and it is played."""
    st = new()
    _only_fate_cards(st, 1, "lumiere")
    at(st, "the-woods")
    events = do(st, "fate p2")
    assert ("reveal", 1, (iid(st, 1, "lumiere"),)) in as_tuples(events)
    assert st.prompt is not None and st.prompt.kind == "location"


def test_revealing_until_an_ally_logs_every_card_revealed():
    """"Revealed cards are public": Intimidating's reveal is logged card by card."""
    st = new()
    set_hand(st, 0, "intimidating-1")
    deck_top(st, 0, "temper", "get-out", "the-mob")
    at(st, "beasts-castle", power=1)
    events = do(st, "play intimidating-1")
    assert "Revealed: Temper, Get Out!, The Mob." in _lines(st, events)


def test_the_prince_played_when_revealed_is_logged_as_played_for_free():
    """The Prince "is played to The Ballroom" the moment he is revealed, and costs nothing."""
    st = new(LT)
    fate_top(st, 0, "the-prince", "gus")
    set_hand(st, 0)
    at(st, "the-woods", seat=1)
    events = do(st, "fate p1")
    assert ("play", 0, iid(st, 0, "the-prince"), 3, 0) in as_tuples(events)
    assert "The Prince is played to The Ballroom." in _lines(st, events)


def test_an_unplayable_revealed_fate_card_is_logged_as_discarded():
    """"If a Fate card cannot be played ... it must be discarded": the log says so."""
    st = new()
    fate_top(st, 1, "maurices-invention", "cogsworth")  # no Hero to attach to
    at(st, "the-woods")
    events = do(st, "fate p2")
    c = iid(st, 1, "maurices-invention")
    assert ("discarded", 1, c) in as_tuples(events)
    assert "Maurice's Invention goes to the Fate discard pile." in _lines(st, events)


def test_identical_copies_are_offered_once_when_discarding():
    """Two copies of one card in the hand are the same choice: Discard offers it once."""
    st = new()
    set_hand(st, 0, "wolves-1", "wolves-2", "the-mob")
    at(st, "belles-house")
    do(st, "discard")
    assert legal(st) == ["discard wolves-1", "discard the-mob"]


def test_revealing_until_can_stop_at_card_number_zero():
    """Every card can be the one wanted, the first card of the first Villain deck too: it is
    numbered 0, and 0 is a card, not the "ran out" answer (-1)."""
    st = new()
    p = st.players[0]
    assert st.table.owner[0] == 0
    deck_top(st, 0, st.table.labels[0])
    revealed, found = zones.reveal_until(st, p, False, lambda c: c == 0)
    assert (revealed, found) == ([0], 0)


def test_taking_the_top_fate_card_makes_its_owner_know_one_card_fewer():
    """Lady Tremaine may know the top of her Fate deck; a card taken off it is one fewer known."""
    st = new()
    p = st.players[1]
    p.fate_known = 3
    zones.take_top(st, p, fate=True)
    assert p.fate_known == 2


def test_a_card_removed_from_limbo_leaves_limbo():
    """A revealed card (in limbo) that leaves the Realm is no longer revealed."""
    st = new()
    p = st.players[1]
    c = iid(st, 1, "lumiere")
    pull(st, c)
    p.limbo.append(c)
    zones.remove_from_zones(p, c)
    assert c not in p.limbo


# ``effects.finding.findable``: whether a card of a name can be found for a Find-and-play
# step -- in the Realm, a deck, a discard pile, or attached in the Realm; not in the hand,
# not resolving, and not another player's copy.


def _nowhere(st, seat: int, label: str) -> int:
    """The card taken out of every zone: only where the test puts it counts."""
    c = iid(st, seat, label)
    pull(st, c)
    return c


@pytest.mark.rule("001:finding-an-ally-or-hero:1")
@pytest.mark.parametrize("where", ["deck", "fate_deck", "fate_discard", "discard", "vside", "fside"])
def test_a_card_in_any_of_the_lists_is_findable(where):
    st = new()
    p = st.players[0]
    if where in ("vside", "fside"):
        (hero if where == "fside" else ally)(st, 0, "beast" if where == "fside" else "lefou", "the-tavern")
        assert findable(st, p, "beast" if where == "fside" else "lefou")
        return
    label = "beast" if where.startswith("fate") else "lefou"
    c = _nowhere(st, 0, label)
    getattr(p, where).append(c)
    assert findable(st, p, label)


def test_a_card_in_hand_or_resolving_is_not_findable():
    st = new()
    p = st.players[0]
    c = _nowhere(st, 0, "beast")
    assert not findable(st, p, "beast")  # nowhere at all
    p.limbo.append(c)
    assert not findable(st, p, "beast")
    p.limbo.remove(c)
    to_hand(st, 0, "lefou")
    assert not findable(st, p, "lefou")


def test_the_other_players_copy_is_not_found_for_this_one():
    st = new()  # Gaston against Gaston: the same names at both seats
    _nowhere(st, 0, "beast")
    assert not findable(st, st.players[0], "beast")
    assert findable(st, st.players[1], "beast")  # seat 1's copy is still in its lists
    to_discard(st, 0, "beast")
    assert findable(st, st.players[0], "beast")


def test_an_attached_item_of_this_player_is_findable_and_not_the_others():
    st = new()
    ally(st, 0, "lefou", "the-tavern")
    attach(st, 0, "five-dozen-eggs-1", "lefou")
    _nowhere(st, 0, "five-dozen-eggs-2")
    for c in (iid(st, 1, "five-dozen-eggs-1"), iid(st, 1, "five-dozen-eggs-2")):
        pull(st, c)
    assert findable(st, st.players[0], "five-dozen-eggs")
    assert not findable(st, st.players[1], "five-dozen-eggs")
    st.attach.pop(iid(st, 0, "five-dozen-eggs-1"))
    touched_all(st)
    assert not findable(st, st.players[0], "five-dozen-eggs")


def test_a_name_no_card_has():
    st = new()
    assert not findable(st, st.players[0], "no-such-card")
    fate_top(st, 0, "beast")
    assert findable(st, st.players[0], "beast")
