"""The search's judgement (search.py): the prior puts the Normal bot's choice for the seat first."""

from __future__ import annotations

import random

from game.games.stargate import GAME
from game.games.stargate.actions import PASS
from game.games.stargate.bots import NormalBot
from game.games.stargate.search import prior


def test_the_prior_favours_the_normal_bot_s_choice_for_that_seat_and_shies_from_passing():
    g = GAME.new(2, 0)
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
