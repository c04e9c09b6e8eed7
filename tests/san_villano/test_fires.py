"""Fires: entering costs an exhausted Hero, the token is revealed, resolved or left."""

import pytest

from game.games.san_villano.actions import Action

from .helpers import arranged, give, hire, put_agent


def on_fire(fire="fire-two-money", loc="banca-de-jornal", heroes=("nervos",)):
    g = arranged()
    seat = g.state.actor
    hire(g, seat, *heroes)
    g.state.fire_stack.remove(fire)
    g.state.fire_at[loc] = fire
    give(g, seat)
    return g, seat


@pytest.mark.rule("002:fires:2")
def test_entering_a_fire_costs_an_exhausted_hero():
    """"For an agent to enter a location that has a Fire token on it, the player must exhaust one of their active Heroes.\""""
    g, seat = on_fire(heroes=())
    assert "Fire" in g.why_not(Action("allocate", "a1", "banca-de-jornal"))
    g, seat = on_fire(heroes=("nervos", "byte"))
    g.apply("allocate a1 banca-de-jornal")
    assert set(g.legal_texts()) == {"exhaust nervos", "exhaust byte"}
    g.apply("exhaust byte")
    assert g.state.orgs[seat].exhausted == ["byte"]


@pytest.mark.rule("002:fires:2")
def test_fire_token_revealed_on_entering():
    """"Then reveal the Fire token.\""""
    g, seat = on_fire()
    assert g.observe(seat)["fires"]["at"]["banca-de-jornal"] == "?"
    g.apply("allocate a1 banca-de-jornal")  # one Hero: exhausted at once
    assert g.observe(seat)["fires"]["at"]["banca-de-jornal"] == "fire-two-money"


@pytest.mark.rule("002:fires:2")
def test_resolve_fire_in_any_order_with_the_location_actions():
    """"The player may perform this action in addition to the location's actions, in whatever order they choose
    … If the player performs the action, they take the Fire token and gain the Reputation Points shown on it.\""""
    g, seat = on_fire()
    g.apply("allocate a1 banca-de-jornal")
    assert {"do clue", "fire"} <= set(g.legal_texts())
    g.apply("fire")
    o = g.state.orgs[seat]
    assert o.fires == ["fire-two-money"] and o.money == 2 and "banca-de-jornal" not in g.state.fire_at
    g.apply("do clue")
    assert o.clue == 1
    assert g.score_lines(seat)["heroism"] == 1


@pytest.mark.rule("002:fires:2")
def test_unresolved_fire_stays_and_still_costs_a_hero():
    """"If they do not perform the action, the token stays on the location … Even once the token has been
    revealed, a Hero must still be exhausted to enter the location with the Fire token.\""""
    g, seat = on_fire()
    g.apply("allocate a1 banca-de-jornal")
    g.apply("do clue")
    g.apply("done")
    assert g.state.fire_at["banca-de-jornal"] == "fire-two-money" and "banca-de-jornal" in g.state.fire_open
    other = g.state.actor
    assert other != seat
    assert "full" in g.why_not(Action("allocate", "a1", "banca-de-jornal"))
    put_agent(g, seat, 0, "recepcao")
    g.state.orgs[seat].agents[0] = "recepcao"
    g.state.fire_at["feira-livre"] = g.state.fire_stack.pop(0)
    g.state.fire_open.append("feira-livre")
    assert "Fire" in g.why_not(Action("allocate", "a1", "feira-livre"))


@pytest.mark.rule("002:fires:18")
def test_fire_costs_paid_as_normal():
    """"Recruit, track and confront actions must have their costs paid as normal." With nothing affordable the Fire cannot be resolved."""
    g, seat = on_fire("fire-recruit")
    g.apply("allocate a1 banca-de-jornal")
    assert "fire" not in g.legal_texts()


@pytest.mark.rule("002:moving-agents:6")
def test_firefighter_enters_without_exhausting():
    """Card: Bombeira Voluntária lets your agents enter a Fire without exhausting a Hero."""
    g, seat = on_fire(heroes=("bombeira",))
    g.apply("allocate a1 banca-de-jornal")
    assert g.state.orgs[seat].exhausted == [] and "fire" in g.legal_texts()
