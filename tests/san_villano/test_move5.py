"""The Move 5 icon, held like the Move 3 icon's test in test_actions.py."""

import pytest

from .helpers import arranged, give, put_agent, reveal_all


@pytest.mark.rule("002:location-actions:13")
def test_icon_move5_moves_the_other_agent_up_to_five_cards_and_activates():
    """"Move 5 icon (five arrows): the player may move their other agent up to 5 cards away and execute the
    action of the location where it stops.\""""
    g = arranged()
    seat = g.state.actor
    reveal_all(g)
    put_agent(g, seat, 0, "interrogatorio")  # c2
    put_agent(g, seat, 1, "hangar")  # a1, the far corner
    give(g, seat, 5, 5)
    g.apply("move a1 estacao")  # c2 -> c3 -> d3, the Subway's Central Station (Move 5)
    g.apply("do move5")
    assert all(a.a == "a2" for a in g.legal_actions())
    assert "move a2 praca-de-alimentacao" not in g.legal_texts()  # d4 is 6 cards from a1
    g.apply("move a2 cais")  # a1 -> c4: five cards
    assert g.state.orgs[seat].agents == ["estacao", "cais"]
    assert g.state.stack[-1]["no_move"] and g.state.stack[-1]["loc"] == "cais"
