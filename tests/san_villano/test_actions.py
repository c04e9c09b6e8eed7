"""Allocating and moving agents, and every location action icon."""

import pytest

from game.games.san_villano import IllegalAction
from game.games.san_villano.actions import Action

from .helpers import arranged, give, hire, open_cells, put_agent, set_row


def moves_of(g, agent="a1"):
    return {a.b for a in g.legal_actions() if a.verb == "move" and a.a == agent}


def test_allocate_only_onto_revealed_spring_cards():
    """"you must choose an available agent from your organization and place it on a revealed Spring (I) City card.\""""
    g = arranged()
    spots = {a.b for a in g.legal_actions() if a.verb == "allocate"}
    assert spots == {"banca-de-jornal", "feira-livre", "arquivo", "interrogatorio", "pronto-socorro",
                     "recepcao", "alistamento", "sala-de-treino"}
    assert "Spring" in g.why_not(Action("allocate", "a1", "cobertura"))


def test_move_orthogonal_up_to_two_cards():
    """"Players may move an agent one or two cards away … Movement must always be orthogonal.\""""
    g = arranged()
    seat = g.state.actor
    put_agent(g, seat, 0, "banca-de-jornal")  # b2
    # b1, c2, b3 one step; c3 two steps; c4 is three steps away
    assert moves_of(g) == {"cobertura", "saguao", "arquivo", "interrogatorio", "pronto-socorro", "recepcao",
                           "alistamento", "sala-de-treino"}
    assert "not within reach" in g.why_not(Action("move", "a1", "cais"))


def test_move_never_diagonal():
    """"Diagonal movements are not allowed." With a one-card limit the diagonal card is out of reach."""
    g = arranged()
    seat = g.state.actor
    set_row(g, "villain", ["engarrafamento", "capanga", "pe-de-cabra"])  # agents move at most 1 card
    put_agent(g, seat, 0, "banca-de-jornal")  # b2: c3 is diagonal
    assert "alistamento" not in moves_of(g) and "arquivo" in moves_of(g)


def test_move_only_over_revealed_cards():
    """Decision (rules notes): agents walk over revealed cards only; face-down cards are not yet in play."""
    g = arranged()
    seat = g.state.actor
    put_agent(g, seat, 0, "cobertura")  # b1: a1 and c1 are face down
    assert not {"pista", "hangar", "arquibancada", "vestiario"} & moves_of(g)
    assert "face down" in g.why_not(Action("move", "a1", "arquibancada")) or "reach" in g.why_not(
        Action("move", "a1", "arquibancada"))


def test_cannot_move_to_the_other_location_of_the_same_card():
    """"You cannot move an agent to the other location on the same card where it already is.\""""
    g = arranged()
    seat = g.state.actor
    put_agent(g, seat, 0, "banca-de-jornal")
    assert "feira-livre" not in moves_of(g)
    assert "other location" in g.why_not(Action("move", "a1", "feira-livre"))


def test_other_agent_may_take_the_other_location_of_a_card():
    """"(but you may place another of your agents, one that was on a different card, in that location)\""""
    g = arranged()
    seat = g.state.actor
    put_agent(g, seat, 0, "banca-de-jornal")
    put_agent(g, seat, 1, "arquivo")
    assert "feira-livre" in moves_of(g, "a2")


def test_capacity_one_agent_unless_the_symbol_allows_more():
    """"You cannot occupy a location that is already occupied by another agent (yours or another player's),
    unless the location's symbol allows more than one agent.\""""
    g = arranged(3)
    seat = g.state.actor
    others = [s for s in range(3) if s != seat]
    put_agent(g, others[0], 0, "recepcao")
    put_agent(g, others[1], 0, "pronto-socorro")
    put_agent(g, others[0], 1, "pronto-socorro")
    assert "full" in g.why_not(Action("allocate", "a1", "recepcao"))
    g.apply("allocate a1 pronto-socorro")  # the Hospital's Emergency Room takes 3
    g2 = arranged(3)
    for s in range(3):
        put_agent(g2, s, 0, "pronto-socorro")
    put_agent(g2, (g2.state.actor + 1) % 3, 1, "banca-de-jornal")
    assert g2.state.orgs[g2.state.actor].agents[0] == "pronto-socorro"


def test_may_move_and_decline_to_activate():
    """"You may move to a location and decide not to activate it, if you prefer.\""""
    g = arranged()
    seat = g.state.actor
    put_agent(g, seat, 0, "arquivo")
    g.apply("move a1 banca-de-jornal")
    g.apply("done")
    assert g.state.orgs[seat].clue == 0 and g.state.actor != seat


def test_several_icons_in_any_order_once_each():
    """"Some locations have two or more different types of actions … the player may execute them in any
    order they wish. Each location may only be activated once per action.\""""
    g = arranged()
    seat = g.state.actor
    open_cells(g, "a3")
    put_agent(g, seat, 0, "recepcao")  # b3, next to a3 (City Hall)
    give(g, seat, 0, 0)
    g.apply("move a1 tesouraria")
    assert {"do money", "do clue"} <= set(g.legal_texts())
    g.apply("do clue")
    assert "do clue" not in g.legal_texts()
    g.apply("do money")
    assert (g.state.orgs[seat].clue, g.state.orgs[seat].money) == (1, 1) and g.state.actor != seat


def test_icon_clue_money_and_either():
    """"The player receives a Clue token. / … a Money token. / … chooses and receives either a Clue token or a Money token.\""""
    g = arranged()
    seat = g.state.actor
    give(g, seat)
    g.apply("allocate a1 recepcao")
    g.apply("do either")
    assert set(g.legal_texts()) == {"take clue", "take money"}
    g.apply("take clue")
    assert g.state.orgs[seat].clue == 1


def test_icon_prepare_prepares_all_exhausted():
    """"Prepare icon (heart): the player prepares all of their exhausted Heroes, Helpers and Super-Agents.\""""
    g = arranged()
    seat = g.state.actor
    hire(g, seat, "nervos", "informante")
    o = g.state.orgs[seat]
    o.exhausted = ["nervos", "informante", o.super_agent]
    g.apply("allocate a1 pronto-socorro")
    g.apply("do prepare")
    assert o.exhausted == []


def test_icon_ability_uses_one_prepared_hero():
    """"Ability icon (lightning bolt): the player executes the ability of one Hero in their organization.\""""
    g = arranged()
    seat = g.state.actor
    hire(g, seat, "capita-trovao", "byte")
    give(g, seat)
    g.apply("allocate a1 sala-de-treino")
    g.apply("do ability")
    assert set(g.legal_texts()) == {"ability capita-trovao", "ability byte"}
    g.apply("ability capita-trovao")
    o = g.state.orgs[seat]
    assert o.money == 2 and o.exhausted == ["capita-trovao"]


def test_icon_recruit_one_hero_and_or_one_helper_then_refill():
    """"Recruit icon: the player recruits one Hero and/or one Helper from those revealed in the Recruitment
    Rows, paying the recruitment costs … Then they reveal characters from the respective decks to refill the rows.\""""
    g = arranged()
    seat = g.state.actor
    set_row(g, "hero", ["nervos", "byte", "granito"])
    set_row(g, "helper", ["informante", "contador", "hacker"])
    give(g, seat, 5, 5)
    g.apply("allocate a1 alistamento")
    g.apply("do recruit")
    g.apply("recruit nervos")  # 1 Clue 2 Money
    assert not any(t in g.legal_texts() for t in ("recruit byte", "recruit granito"))
    assert "recruit informante" in g.legal_texts()
    g.apply("recruit informante")  # 1 Money
    o = g.state.orgs[seat]
    assert o.heroes == ["nervos"] and o.helpers == ["informante"] and (o.clue, o.money) == (4, 2)
    assert len(g.state.hero_row) == 3 and len(g.state.helper_row) == 3
    assert "nervos" not in g.state.hero_row


def test_icon_track_as_many_as_paid_in_chosen_order():
    """"Track icon: the player tracks as many revealed Villains as they wish, paying the tracking costs …
    Tracks happen in the order the player chooses … place a Tracking token of your organization on each.\""""
    g = arranged()
    seat = g.state.actor
    set_row(g, "villain", ["cobra-criada", "gelida", "capanga"])
    give(g, seat, 2, 2)
    g.apply("allocate a1 arquivo")
    g.apply("do track")
    g.apply("track gelida")  # 1 Clue
    g.apply("track cobra-criada")  # 1 Clue 1 Money; On Track: lose 1 Money
    o = g.state.orgs[seat]
    # Capanga costs 1 Money and none is left: the track action ends by itself
    assert g.state.tracking == {"gelida": [seat], "cobra-criada": [seat]}
    assert (o.clue, o.money, o.tokens_home) == (0, 0, 1) and g.state.actor != seat


def test_track_once_per_villain_and_three_tokens():
    """Decision: one Tracking token per organization per Villain; only the 3 tokens at home can be placed."""
    g = arranged()
    seat = g.state.actor
    set_row(g, "villain", ["pe-de-cabra", "capanga", "gelida"])
    give(g, seat, 5, 5)
    g.state.tracking["gelida"] = [seat]
    g.state.orgs[seat].tokens_home = 2
    g.apply("allocate a1 arquivo")
    g.apply("do track")
    assert "track gelida" not in g.legal_texts()
    g.apply("track pe-de-cabra")
    g.apply("track capanga")
    assert g.state.orgs[seat].tokens_home == 0 and g.state.actor != seat


def test_icon_move3_moves_the_other_agent_and_activates():
    """"Move 3 icon (three arrows): the player may move their other agent up to 3 cards away and execute the
    action of the location where it stops.\""""
    g = arranged()
    seat = g.state.actor
    open_cells(g, "d2")
    put_agent(g, seat, 0, "interrogatorio")  # c2, next to d2
    put_agent(g, seat, 1, "cobertura")  # b1
    give(g, seat, 5, 5)
    g.apply("move a1 mirante")
    g.apply("do move3")
    assert all(a.a == "a2" for a in g.legal_actions())
    assert "move a2 cais" not in g.legal_texts()  # c4 is 4 cards from b1
    g.apply("move a2 alistamento")  # b1 -> b2 -> c2 -> c3: three cards
    assert g.state.orgs[seat].agents == ["mirante", "alistamento"]
    assert g.state.stack[-1]["no_move"] and g.state.stack[-1]["loc"] == "alistamento"
    g.apply("done")
    assert g.legal_texts()[0] == "do clue"  # back to the Lookout's other icon


def test_icon_question_uses_a_location_of_another_organization():
    """"Question mark icon: the player may execute the action of a location occupied by an agent from another organization.\""""
    g = arranged()
    seat = g.state.actor
    other = 1 - seat
    open_cells(g, "d2")
    put_agent(g, other, 0, "banca-de-jornal")
    put_agent(g, seat, 0, "interrogatorio")
    give(g, seat)
    g.apply("move a1 beco")
    g.apply("do question")  # a single occupied location: copied at once
    g.apply("do clue")
    assert g.state.orgs[seat].clue == 1


def test_illegal_action_raises_with_a_reason():
    g = arranged()
    with pytest.raises(IllegalAction, match="Spring"):
        g.apply(Action("allocate", "a1", "cobertura"))
    with pytest.raises(IllegalAction, match="not a legal action"):
        g.apply("fly a1 moon")


def test_a_text_is_an_action_only_with_a_known_verb_and_at_most_two_words_after_it():
    """Actions are written "verb [a] [b]": an unknown verb, or a fourth word, is no action,
    and the refusal quotes the text."""
    from game.games.san_villano.actions import parse_words

    assert parse_words("  Allocate   a1 arquivo ") == Action("allocate", "a1", "arquivo")
    for text in ("nope a1", "nope", "allocate a1 arquivo extra", ""):
        with pytest.raises(ValueError) as err:
            parse_words(text)
        assert str(err.value) == f"{text.strip()!r} is not an action"


def test_icon_track_with_nothing_to_track_is_skipped():
    """A Track icon that can do nothing (no Villain the organization can pay to track) is not
    offered: with no other icon, the agent's activation ends and the turn passes."""
    g = arranged()
    seat = g.state.actor
    set_row(g, "villain", ["cobra-criada", "gelida", "capanga"])
    give(g, seat)
    g.apply("allocate a1 arquivo")
    assert g.state.actor != seat
    assert not any(t.startswith("do ") for t in g.legal_texts())
