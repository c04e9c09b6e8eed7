"""The invariants the fuzzer checks after every step (game/games/san_villano/invariants.py):
each broken one is named by its own message, and a sound state has none."""

from __future__ import annotations

import pytest

from game.games.san_villano.invariants import problems

from .helpers import fresh

BROKEN = [
    (lambda st: st.order.pop(), "the organizations and the player order disagree"),
    (lambda st: st.city_box.append(st.city["a1"]), None),  # "City card <key> is in 2 places": the key varies
    (lambda st: st.city_box.append("nope"), "unknown City card: ['nope']"),
    (lambda st: st.hero_row.pop(), None),
    (lambda st: st.orgs[0].helpers.append(st.helper_row[0]), None),
    (lambda st: st.super_box.append("nope"), "unknown Super-Agent: ['nope']"),
    (lambda st: st.villain_row.append("nope"), "unknown Villain: ['nope']"),
    (lambda st: st.fire_stack.append("nope"), "unknown Fire token: ['nope']"),
    (lambda st: st.nickname_box.append("nope"), "unknown Nickname: ['nope']"),
    (lambda st: st.nickname_owner.update({st.nicknames[0]: 1}), None),
    (lambda st: st.orgs[1].nicknames.append(st.nicknames[0]), "a Nickname is held without being taken"),
    (lambda st: st.hero_row.append(st.hero_deck.pop()), "a Recruitment Row holds more than 3 cards"),
    (lambda st: st.helper_row.append(st.helper_deck.pop()), "a Recruitment Row holds more than 3 cards"),
    (lambda st: st.known_bottom.update(hero=len(st.hero_deck) + 1), None),
    (lambda st: st.known_bottom.update(elite=-1), None),
    (lambda st: setattr(st.orgs[0], "tokens_home", 2), "p1 has 2 Tracking tokens home and 0 out"),
    (lambda st: setattr(st.orgs[1], "tokens_home", -1), "p2 has -1 Tracking tokens home and 0 out"),
    (lambda st: setattr(st.orgs[0], "clue", -1), "an organization has negative resources"),
    (lambda st: setattr(st.orgs[1], "money", -1), "an organization has negative resources"),
    (lambda st: setattr(st.orgs[0], "clue", 999), "more resources in play than the supply holds"),
    (lambda st: setattr(st.orgs[0], "money", 999), "more resources in play than the supply holds"),
    (lambda st: st.orgs[0].agents.append("home"), "p1 has 3 agents"),
    (lambda st: st.orgs[1].agents.__setitem__(0, "nope"), "an agent is on unknown location nope"),
    (lambda st: st.orgs[0].exhausted.append("nope"), "p1 has exhausted nope, which it does not hold"),
    (lambda st: st.fire_open.append("nope"), "a revealed Fire token is not on the City"),
    (lambda st: st.guards.update(nope="arquivo"), "guard token nope at arquivo"),
    (lambda st: setattr(st, "strategist", st.players), "bad Strategist or Round marker"),
    (lambda st: setattr(st, "marker", st.players + 1), "bad Strategist or Round marker"),
    (lambda st: setattr(st, "marker", -1), "bad Strategist or Round marker"),
    (lambda st: st.revealed.append(st.revealed[0]), "bad revealed cells"),
    (lambda st: st.revealed.append("e9"), "bad revealed cells"),
]


@pytest.mark.parametrize(("change", "message"), BROKEN)
def test_each_broken_invariant_is_named(change, message):
    g = fresh(2, 0)
    assert problems(g.state) is None
    change(g.state)
    got = problems(g.state)
    assert got is not None
    if message is not None:
        assert got == message


def test_a_card_in_two_places_or_none_is_counted():
    g = fresh(2, 0)
    st = g.state
    card = st.city["a1"]
    st.city_box.append(card)
    assert problems(st) == f"City card {card} is in 2 places"
    g = fresh(2, 0)
    st = g.state
    hero = st.hero_row.pop()
    assert problems(st) == f"Hero {hero} is in 0 places"
    g = fresh(2, 0)
    st = g.state
    st.orgs[0].helpers.append(st.helper_row[0])
    assert problems(st) == f"Helper {st.helper_row[0]} is in 2 places"


def test_known_bottoms_are_within_their_deck():
    g = fresh(2, 0)
    st = g.state
    st.known_bottom["hero"] = n = len(st.hero_deck) + 1
    assert problems(st) == f"{n} known cards under a hero deck of {n - 1}"
    st.known_bottom["hero"] = n - 1
    assert problems(st) is None
    st.known_bottom["elite"] = -1
    assert problems(st) == f"-1 known cards under a elite deck of {len(st.elite_deck)}"


def test_the_strategist_and_the_marker_at_their_ends_are_sound():
    g = fresh(2, 0)
    st = g.state
    for strategist, marker in ((0, 0), (st.players - 1, st.players)):
        st.strategist, st.marker = strategist, marker
        assert problems(st) is None
