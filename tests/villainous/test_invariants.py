"""The invariants the fuzzers check after every step: a sound position passes, and each
kind of broken position is refused with a sentence naming the card, the seat and the count."""

from __future__ import annotations

import pytest

from game.games.villainous import rules as R
from game.games.villainous.invariants import InvariantBroken, check, zone_counts

from .helpers import ally, at, do, fate_top, iid, new, pull


def broken(st) -> str:
    with pytest.raises(InvariantBroken) as err:
        check(st)
    return str(err.value)


def test_a_new_game_and_one_after_some_moves_hold_every_invariant():
    st = new()
    check(st)
    counts = zone_counts(st)
    assert set(counts.values()) == {1} and sorted(counts) == list(range(len(st.table.defs)))
    R.apply(st, R.legal_actions(st)[0])
    check(st)


def test_an_attached_item_counts_as_one_zone_of_its_own():
    st = new()
    host = ally(st, 0, "lefou", "the-tavern")
    item = iid(st, 0, "five-dozen-eggs-1")
    pull(st, item)
    st.attach[item] = host
    check(st)
    assert zone_counts(st)[item] == 1


def test_cards_in_a_box_rules_own_zones_count_as_in_play():
    """Scum and Villainy keeps removed, completed and tucked cards in zones of its own."""
    st = new(("cad-bane", "seventh-sister", "boba-fett"), 3)
    c = st.players[2].deck[0]
    pull(st, c)
    st.players[2].ext.removed.append(c)
    check(st)
    assert zone_counts(st)[c] == 1
    st.players[2].ext.under.append(c)
    assert broken(st) == f"card {st.table.labels[c]} (p3) is in 2 zones"


def test_a_card_in_two_zones_or_in_none_is_named_with_its_owner_and_count():
    st = new()
    c = st.players[1].deck[0]
    st.players[1].hand.append(c)
    assert broken(st) == f"card {st.table.labels[c]} (p2) is in 2 zones"
    st = new()
    c = st.players[0].deck[0]
    st.players[0].deck.remove(c)
    assert broken(st) == f"card {st.table.labels[c]} (p1) is in 0 zones"


def test_an_item_attached_to_an_attached_item_is_refused():
    """(A host out of play is already caught as a card in no zone.)"""
    st = new()
    host = ally(st, 0, "lefou", "the-tavern")
    item = iid(st, 0, "five-dozen-eggs-1")
    pull(st, item)
    st.attach[item] = host
    other = st.players[0].deck[0]
    pull(st, other)
    st.attach[other] = item
    assert broken(st) == f"{st.table.labels[other]} is attached to five-dozen-eggs-1, which is not in play"


def test_no_power_is_sound_and_negative_power_is_refused():
    st = new()
    st.players[1].power = 0
    check(st)
    st.players[1].power = -1
    assert broken(st) == "p2 has -1 Power"


def test_obstacles_from_none_to_every_spot_are_sound_and_beyond_them_refused():
    st = new()
    p = st.players[1]
    for i, spot in enumerate(p.villain.locations):
        p.obstacles[i] = 0
        check(st)
        p.obstacles[i] = spot.obstacle_spots
        check(st)
    i, spot = next((i, s) for i, s in enumerate(p.villain.locations) if s.obstacle_spots)
    p.obstacles[i] = spot.obstacle_spots + 1
    assert broken(st) == f"p2 has {spot.obstacle_spots + 1} Obstacles at {spot.key}"
    p.obstacles[i] = -1
    assert broken(st) == f"p2 has -1 Obstacles at {spot.key}"


def test_known_fate_cards_range_from_none_to_the_whole_fate_deck():
    st = new()
    p = st.players[1]
    n = len(p.fate_deck)
    for known in (0, n):
        p.fate_known = known
        check(st)
    p.fate_known = n + 1
    assert broken(st) == f"p2 knows {n + 1} of {n} Fate cards"
    p.fate_known = -1
    assert broken(st) == f"p2 knows -1 of {n} Fate cards"


def test_cards_left_revealed_with_nothing_resolving_are_refused():
    st = new()
    c = st.players[1].fate_deck[0]
    st.players[1].fate_deck.remove(c)
    st.players[1].limbo.append(c)
    assert broken(st) == f"p2 has cards left revealed: ['{st.table.labels[c]}']"
    st.winner = 0  # a finished game may stop with cards revealed
    check(st)


def test_a_running_game_must_have_a_legal_action_and_a_won_one_need_not():
    st = new()
    st.winner = 1
    check(st)
    st = new()
    st.legal_cache = ()  # what legal_actions answers from
    if R.legal_actions(st):
        pytest.skip("legal_actions does not answer from legal_cache")
    assert broken(st) == "a running game has no legal action"


def test_a_prompt_needs_two_options_or_it_is_taken_at_once():
    st = new()
    fate_top(st, 1, "maurice", "belle")
    at(st, "the-woods", seat=0)
    do(st, "fate p2", "pick maurice")
    assert st.prompt is not None and len(st.prompt.options) >= 2
    check(st)
    st.prompt = st.prompt._replace(options=st.prompt.options[:2])
    check(st)  # two options are a choice
    st.prompt = st.prompt._replace(options=st.prompt.options[:1])
    assert broken(st) == "a prompt with fewer than two options should have been taken at once"
