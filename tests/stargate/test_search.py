"""The search's judgement (search.py, and the prior in bots.py): the prior puts the Normal bot's choice for the seat first."""

from __future__ import annotations

import random

from game.games.stargate import STARGATE
from game.games.stargate.actions import PASS
from game.games.stargate.bots import NormalBot
from game.games.stargate.search import prior


def test_the_prior_favours_the_normal_bot_s_choice_for_that_seat_and_shies_from_passing():
    g = STARGATE.new(2, 0)
    r = random.Random(0)
    for _ in range(3):
        g.apply(r.choice(g.legal_actions()))
    seat, legal = g.current_player(), g.legal_actions()
    pick = NormalBot().choose(g, seat, 0)
    assert g.text(pick) == "assign reyes"  # this seat's own sensible move here
    assert prior(g, seat, legal) == [1.0 if a == pick else 0.0 if a.verb == PASS else 0.3 for a in legal]


def test_the_value_is_the_tuned_sum_of_progress_material_and_the_mission():
    """The weights the search was tuned with (docs/content/stargate bots): a changed weight
    changes the hard bot's play, so it is changed on purpose, with this test."""
    from game.games.stargate import totals as T
    from game.games.stargate.search import _material, _mission, _progress, value
    from game.games.stargate.state import READY

    from .helpers import scenario, to_hand

    g = scenario("survey-m1", hero_hand=("rifle",))
    st = g.state
    to_hand(st, st.hero, "translation")
    for seat in (0, 1):
        vt = max(1, T.victory_total(st, seat))
        assert _progress(st, seat) == max(T.glyphs(st, seat) / 7, T.experience(st, seat) / vt,
                                          T.score_value(st, seat) / vt)
        s = st.seats[seat]
        ready = sum(1 for c in s.play if T.card(st, c).kind in ("team", "support") and st.status[c] == READY)
        assert _material(st, seat) == 0.25 * ready + 0.1 * min(len(s.hand), 8)
    assert _material(st, 0) != _material(st, 1)
    lead = T.hero_total(st) - T.difficulty_total(st)
    gain = T.card(st, st.mission.card).experience / max(1, T.victory_total(st, st.hero))
    if lead >= 0:
        assert (_mission(st, st.hero), _mission(st, st.villain)) == (6.0 * gain, -6.0 * gain)
    for seat in (0, 1):
        others = 12.0 * _progress(st, 1 - seat) + _material(st, 1 - seat)
        assert value(g, seat) == 12.0 * _progress(st, seat) + _material(st, seat) - others + _mission(st, seat)
    st.phase = "place"
    assert _mission(st, 0) == 0.0


def test_the_value_of_a_mission_being_lost_is_the_assigned_adversary_for_the_villain():
    """While the difficulty is ahead, the mission is worth the assigned adversary's cost (a
    future score) over the villain's victory total: to the villain, and as much against the
    hero; with no team in play the total counts as 1. And a race read as experience over the
    victory total counts the completed missions."""
    from game.games.stargate import totals as T
    from game.games.stargate.search import _mission, _progress

    from .helpers import scenario

    g = scenario("survey-m1")
    st = g.state
    adversary = next(i for i, d in enumerate(st.table.defs) if d.kind == "adversary" and d.cost > 1)
    st.mission.adversary = adversary
    st.mission.bonus_difficulty = 99  # the difficulty far ahead: the mission is being lost
    assert T.hero_total(st) < T.difficulty_total(st)
    cost, vt = T.card(st, adversary).cost, T.victory_total(st, st.villain)
    assert vt > 1
    assert _mission(st, st.villain) == 6.0 * cost / vt
    assert _mission(st, st.hero) == -6.0 * cost / vt
    st.seats[st.hero].play = []  # the villain's victory total counts the hero's team: none left
    assert T.victory_total(st, st.villain) == 0
    assert _mission(st, st.villain) == 6.0 * cost
    st.mission.adversary = -1
    assert _mission(st, st.villain) == _mission(st, st.hero) == 0.0

    g = scenario("survey-m1")
    st = g.state
    done = [i for i, d in enumerate(st.table.defs) if d.kind == "mission" and d.experience >= 2][:2]
    st.seats[st.hero].completed = done
    vt = T.victory_total(st, st.hero)
    assert T.experience(st, st.hero) / vt > T.glyphs(st, st.hero) / T.GLYPHS_TO_WIN
    assert _progress(st, st.hero) == max(T.experience(st, st.hero), T.score_value(st, st.hero)) / vt
    assert 0 < _progress(st, st.hero) < 1


def test_with_no_team_left_to_defeat_a_victory_total_counts_as_one():
    """A seat whose opponent has no team in play has a victory total of 0: the search reads it
    as 1, for a mission being won and for the races (never a division by zero, never halved)."""
    from game.games.stargate import totals as T
    from game.games.stargate.search import _mission, _progress

    from .helpers import scenario

    g = scenario("survey-m1")
    st = g.state
    st.mission.bonus_difficulty = -99  # the heroes far ahead: the mission is being won
    st.seats[st.villain].play = []  # the hero's victory total counts the villain's team
    st.seats[st.hero].completed = [i for i, d in enumerate(st.table.defs) if d.kind == "mission"][1:2]
    assert T.victory_total(st, st.hero) == 0
    experience = T.card(st, st.mission.card).experience
    assert _mission(st, st.hero) == 6.0 * experience and _mission(st, st.villain) == -6.0 * experience
    assert _progress(st, st.hero) == max(T.glyphs(st, st.hero) / T.GLYPHS_TO_WIN, T.experience(st, st.hero))
