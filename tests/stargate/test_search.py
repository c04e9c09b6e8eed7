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
