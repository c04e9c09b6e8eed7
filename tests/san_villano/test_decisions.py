"""Decisions where the rulebook is silent (docs/content/san-villano-rules-notes.md), one test each."""

import pytest

from game.games.san_villano.actions import Action
from game.games.san_villano.board import content

from .helpers import arranged, give, hire, open_cells, put_agent


@pytest.mark.rule("002:setup:6")
def test_supply_limits_gains():
    """Decision 11: the supply holds 24 Clues and 24 Money; a gain takes only what is left."""
    g = arranged()
    seat = g.state.actor
    give(g, 1 - seat, 24, 0)
    give(g, seat, 0, 0)
    g.apply("allocate a1 banca-de-jornal")  # the only icon can do nothing: the action ends
    assert g.state.orgs[seat].clue == 0 and g.state.actor != seat


def test_losses_never_below_zero():
    """Decision 11: "lose" takes what the organization has."""
    from game.games.san_villano.economy import lose

    g = arranged()
    give(g, 0, 1, 0)
    lose(g.state, 0, 2, 2, [])
    assert (g.state.orgs[0].clue, g.state.orgs[0].money) == (0, 0)


def test_pass_when_no_agent_can_go_anywhere():
    """Decision 3: when no agent can go anywhere the player passes (here every Spring location
    is on Fire and the organization has no Hero to exhaust)."""
    g = arranged()
    seat = g.state.actor
    spring = [loc.key for card in content().city if card.season == 1 for loc in card.locations]
    for loc in spring:
        g.state.fire_at[loc] = g.state.fire_stack.pop(0)
    assert [t for t in g.legal_texts() if not t.startswith("use ")] == ["pass"]
    g.apply("pass")
    assert g.state.actor != seat


def test_question_mark_does_not_touch_the_copied_fire():
    """Decision 7: a copied location's icons, never its Fire nor its Question mark."""
    g = arranged()
    seat = g.state.actor
    open_cells(g, "d2")
    put_agent(g, 1 - seat, 0, "banca-de-jornal")
    g.state.fire_at["banca-de-jornal"] = g.state.fire_stack.pop(0)
    put_agent(g, seat, 0, "interrogatorio")
    hire(g, seat, "nervos")
    g.apply("move a1 beco")
    g.apply("do question")
    assert "fire" not in g.legal_texts() and "do clue" in g.legal_texts()


@pytest.mark.rule("002:components:14", "002:moving-agents:6")
def test_guard_token_keeps_others_out_and_moves_with_reuse():
    """Decision 18: the guard token keeps out other organizations' agents and Fires; using it again moves it."""
    g = arranged()
    seat = g.state.actor
    hire(g, seat, "drone")
    g.apply("use drone")
    g.apply("guard recepcao")
    assert g.state.guards == {"drone": "recepcao"}
    assert "guarded" in g.why_not(Action("allocate", "a1", "recepcao")) if g.state.actor != seat else True
    from game.games.san_villano.board import entry_problem, fire_placeable, guard_spots

    assert entry_problem(g.state, 1 - seat, "recepcao") and entry_problem(g.state, seat, "recepcao") is None
    assert "recepcao" not in fire_placeable(g.state) and "recepcao" not in guard_spots(g.state, "drone")


def test_discarded_heroes_stay_known_under_the_deck():
    """Decision 17: discarded Heroes go under the deck and everybody knows them; determinize keeps them."""
    g = arranged()
    st = g.state
    from game.games.san_villano.economy import discard_character

    hire(g, 0, "byte")
    discard_character(st, "byte", [])
    d = g.determinize(1, 42).state
    assert d.hero_deck[-1] == "byte" and g.observe(1)["decks"]["hero"]["known_bottom"] == ["byte"]


def test_extinguish_reveals_and_leaves_an_unresolvable_fire():
    """Decision 20: putting out a Fire from afar reveals it; if it cannot be resolved it stays face up."""
    g = arranged()
    seat = g.state.actor
    hire(g, seat, "vaga-lume")
    give(g, seat, 0, 0)
    g.state.fire_stack.remove("fire-lose-money")
    g.state.fire_at["cais"] = "fire-lose-money"
    g.apply("allocate a1 sala-de-treino")
    g.apply("do ability")
    assert "cais" in g.state.fire_open and g.state.fire_at["cais"] == "fire-lose-money"
    assert g.state.orgs[seat].fires == []


def test_every_card_text_is_ours_and_named_in_both_languages():
    c = content()
    for ch in (*c.heroes, *c.helpers, *c.super_agents, *c.villains):
        assert ch.name and ch.en and ch.text


def test_firefly_and_a_revealed_ability_fire_do_not_ask_each_other_forever():
    """Regression: a revealed "execute a Hero's ability" Fire and the Firefly (who puts out Fires)."""
    g = arranged()
    seat = g.state.actor
    hire(g, seat, "vaga-lume")
    g.state.fire_stack.remove("fire-ability")
    g.state.fire_at["cais"] = "fire-ability"
    g.state.fire_open.append("cais")
    g.apply("allocate a1 sala-de-treino")
    # the only Fire asks for another Hero's ability, and the Firefly is the only Hero: nothing to do
    assert "do ability" not in g.legal_texts()
    hire(g, seat, "byte")
    assert "ability vaga-lume" in [a.text() for a in __import__(
        "game.games.san_villano.rules", fromlist=["ability_picks"]).ability_picks(g.state, seat, 0)]
