"""Confronting Villains: who may, the three outcomes in order, capture, tokens, replacement, Fires."""

import pytest

from game.games.san_villano.actions import Action
from game.games.san_villano.rules import outcome

from .helpers import arranged, give, hire, put_agent, set_row


def ready_to_confront(villain="gelida", hero="nervos", players=2, others=()):
    g = arranged(players)
    seat = g.state.actor
    set_row(g, "villain", [villain, *[v for v in ("pe-de-cabra", "capanga", "trambiqueiro") if v != villain][:2]])
    hire(g, seat, hero)
    g.state.tracking[villain] = [seat, *others]
    g.state.orgs[seat].tokens_home -= 1
    for s in others:
        g.state.orgs[s].tokens_home -= 1
    give(g, seat, 9, 9)
    g.state.orgs[seat].exhausted.append(g.state.orgs[seat].super_agent)  # only the Hero may confront
    g.apply("allocate a1 interrogatorio")
    g.apply("do confront")
    return g, seat


@pytest.mark.rule("002:confronting-villains:1")
def test_confront_needs_a_prepared_hero_and_own_tracking_token():
    """"The Hero (or Super-Agent) used must be prepared, and the Villain confronted must have a Tracking token
    of the player's organization on it.\""""
    g = arranged()
    seat = g.state.actor
    hire(g, seat, "nervos")
    give(g, seat, 9, 9)
    g.state.tracking["gelida"] = [1 - seat]
    g.state.orgs[1 - seat].tokens_home -= 1
    g.state.orgs[seat].exhausted = ["nervos"]
    from .helpers import open_cells

    open_cells(g, "d3")
    put_agent(g, seat, 0, "cais")  # c4: the Subway's Tunnel (confront, clue) is two cards away
    g.apply("move a1 tunel")
    assert "do confront" not in g.legal_texts() and "do clue" in g.legal_texts()
    assert "Tracking token" in g.why_not(Action("confront", g.state.orgs[seat].super_agent, "gelida"))
    assert "prepared" in g.why_not(Action("confront", "nervos", "gelida"))


@pytest.mark.rule("002:confronting-villains:1")
def test_confront_super_agent_may_confront():
    """"the player may use one of their Heroes (or Super-Agents) to confront a Villain\""""
    g = arranged()
    seat = g.state.actor
    g.state.tracking["capanga"] = [seat]
    g.state.orgs[seat].tokens_home -= 1
    give(g, seat, 0, 1)
    g.apply("allocate a1 interrogatorio")
    g.apply("do confront")
    assert g.state.orgs[seat].captured == ["capanga"]


@pytest.mark.rule("002:villain-cards:5", "002:location-actions:11", "002:confronting-villains:1")
def test_confront_pays_the_confronting_cost():
    """"… paying the confronting costs shown on the Villain.\""""
    g, seat = ready_to_confront("pe-de-cabra")  # 2 Money
    assert (g.state.orgs[seat].clue, g.state.orgs[seat].money) == (9, 7)


@pytest.mark.rule("002:hero-helper-and-super-agent-cards:5",
                  "002:hero-helper-and-super-agent-cards:6", "002:villain-cards:7",
                  "002:villain-cards:8", "002:confronting-villains:2", "002:confronting-villains:3",
                  "002:confronting-villains:4")
def test_heroic_sacrifice_when_the_villain_focus_is_a_hero_weakness():
    """"Heroic sacrifice: if the Villain has as a Focus one of the Hero's Weaknesses, that Hero ends up badly
    wounded and must be discarded by the organization." Discarded Heroes go under their deck."""
    g, seat = ready_to_confront("trambiqueiro", "nervos")  # Trambiqueiro: Intelligence; Nervos is weak to it
    assert "nervos" not in g.state.orgs[seat].heroes and g.state.hero_deck[-1] == "nervos"
    assert g.state.known_bottom["hero"] >= 1


@pytest.mark.rule("002:confronting-villains:3", "002:confronting-villains:4")
def test_sacrifice_is_evaluated_before_ready_for_another():
    """"The following conditions must be evaluated in order." A Hero both weak to and strong against the Villain is lost."""
    assert outcome(("power",), ("speed",), ("speed",), ("power",)) == "sacrifice"


@pytest.mark.rule("002:hero-helper-and-super-agent-cards:5",
                  "002:hero-helper-and-super-agent-cards:6", "002:villain-cards:7",
                  "002:villain-cards:8", "002:confronting-villains:2", "002:confronting-villains:5")
def test_ready_for_another_when_the_hero_focus_is_a_villain_weakness():
    """"Ready for another: if the Hero has as a Focus one of the Villain's Weaknesses, the Hero remains prepared.\""""
    g, seat = ready_to_confront("gelida", "mare")  # Gélida is weak to Power
    assert "mare" in g.state.orgs[seat].heroes and "mare" not in g.state.orgs[seat].exhausted


@pytest.mark.rule("002:confronting-villains:6", "002:confronting-villains:7")
def test_epic_struggle_exhausts_the_hero():
    """"Epic struggle: if none of the conditions above is satisfied, the Hero becomes exhausted." (Nervos against Gélida.)"""
    g, seat = ready_to_confront("gelida", "nervos")
    assert "nervos" in g.state.orgs[seat].exhausted


@pytest.mark.rule("002:confronting-villains:8")
def test_hero_without_focus_always_exhausted():
    """"Heroes that have no symbol in their Focus bar always return exhausted to the organization.\""""
    g, seat = ready_to_confront("gelida", "ze-ninguem")
    assert "ze-ninguem" in g.state.orgs[seat].exhausted


@pytest.mark.rule("002:confronting-villains:8")
def test_villain_without_weakness_always_exhausts():
    """"Villains that have no symbol in their Weakness bar always exhaust the Heroes that confront them.\""""
    g, seat = ready_to_confront("capanga", "capita-trovao")
    assert "capita-trovao" in g.state.orgs[seat].exhausted


def test_hero_without_focus_always_returns_exhausted_never_sacrificed():
    """"Heroes that have no symbol in their Focus bar always return exhausted to the organization."
    Zé Ninguém (no Focus, weak to Special) against Cobra Criada (Focus Special) is exhausted, not discarded."""
    g, seat = ready_to_confront("cobra-criada", "ze-ninguem")
    o = g.state.orgs[seat]
    assert "ze-ninguem" in o.heroes and "ze-ninguem" in o.exhausted
    assert outcome((), ("special",), ("special",), ("power",)) == "struggle"


def test_villain_without_weakness_always_exhausts_never_sacrifices():
    """"Villains that have no symbol in their Weakness bar always exhaust the Heroes that confront them."
    Capanga (Focus Strength, no Weakness) against Doutora Sinapse (weak to Strength) exhausts her."""
    g, seat = ready_to_confront("capanga", "doutora-sinapse")
    o = g.state.orgs[seat]
    assert "doutora-sinapse" in o.heroes and "doutora-sinapse" in o.exhausted
    assert outcome(("power",), ("strength",), ("strength",), ()) == "struggle"


def super_agent_about_to_be_sacrificed():
    """The actor's agent at the Interrogatório, about to confront a Villain (tracked by the
    actor, from the first deck, not one that acts when revealed) that the actor's
    Super-Agent is weak against and that has a Weakness: the confront sacrifices it."""
    from game.games.san_villano.board import content

    g = arranged()
    seat = g.state.actor
    o = g.state.orgs[seat]
    sa = o.super_agent
    weak = content().character[sa].weaknesses[0]
    villain = next(v.key for v in content().villains
                   if weak in v.foci and v.weaknesses and v.deck == "scum" and v.timing != "reveal")
    set_row(g, "villain", [villain])
    g.state.tracking[villain] = [seat]
    o.tokens_home -= 1
    give(g, seat, 9, 9)
    g.apply("allocate a1 interrogatorio")
    return g, seat, sa


@pytest.mark.rule("002:confronting-villains:9")
def test_super_agent_sacrificed_returns_to_the_box():
    """"Super-Agents are returned to the game box.\""""
    g, seat, sa = super_agent_about_to_be_sacrificed()
    g.apply("do confront")
    assert g.state.orgs[seat].super_agent is None and sa in g.state.super_box


@pytest.mark.rule("002:confronting-villains:10", "002:confronting-villains:12")
def test_capture_villain_and_tracking_tokens_home_or_to_opportunity():
    """"After a Villain is confronted, it is captured … The Tracking token of the player who confronted that
    Villain returns to their play area. The Tracking tokens of the other players are placed on the Opportunity card.\""""
    g, seat = ready_to_confront("gelida", "nervos", players=3, others=())
    assert g.state.orgs[seat].captured == ["gelida"] and g.state.orgs[seat].tokens_home == 3
    g2 = arranged(3)
    seat2 = g2.state.actor
    others = [s for s in range(3) if s != seat2]
    g2, seat2 = ready_to_confront("gelida", "nervos", players=3, others=tuple(others)) if seat2 == g2.state.actor else (g2, seat2)
    assert sorted(g2.state.opportunity) == sorted(others)
    assert "gelida" not in g2.state.tracking


@pytest.mark.rule("002:confronting-villains:11")
def test_defeated_villain_replaced_from_the_current_deck():
    """"As soon as a Villain is defeated, a new Villain card must be revealed from the current Villain deck to replace it.\""""
    g, seat = ready_to_confront("gelida", "nervos")
    # Gélida carries the Fire symbol: her Fire is placed first (rules notes, decision 9), then she is replaced
    assert g.state.stack[-1]["kind"] == "place_fire" and len(g.state.villain_row) == 2
    g.apply(sorted(t for t in g.legal_texts() if t.startswith("place-fire "))[0])
    assert len(g.state.villain_row) == 3 and "gelida" not in g.state.villain_row


@pytest.mark.rule("002:villain-abilities:1", "002:villain-abilities:2")
def test_on_reveal_of_a_replacement_villain_runs():
    """"On Reveal (eye icon): as soon as the Villain is revealed on the table, execute its ability." (Ratazana: all lose 1 Money.)"""
    g = arranged()
    seat = g.state.actor
    g.state.scum_deck.remove("ratazana")
    g.state.scum_deck.insert(0, "ratazana")
    give(g, 1 - seat, 0, 3)
    g.state.tracking["capanga"] = [seat]
    g.state.orgs[seat].tokens_home -= 1
    give(g, seat, 0, 5)
    g.apply("allocate a1 interrogatorio")
    g.apply("do confront")
    g.apply(sorted(t for t in g.legal_texts() if t.startswith("place-fire "))[0])  # Capanga's Fire comes first
    assert "ratazana" in g.state.villain_row
    assert g.state.orgs[1 - seat].money == 2 and g.state.orgs[seat].money == 3  # 5 - 1 (confront) - 1


@pytest.mark.rule("002:villain-cards:6", "002:confronting-villains:11", "002:fires:1")
def test_fire_villain_places_a_fire_token():
    """"When a player confronts a Villain with the Fire symbol, they take the top token from the Fire stack and,
    without looking at it …, place it face down on a location of their choice on a City card that is already revealed.
    The player may not place it on a location that already has agents, other Fire tokens or character tokens.\""""
    g, seat = ready_to_confront("fumaca", "nervos")
    top = None
    assert g.state.stack[-1]["kind"] == "place_fire"
    spots = {a.a for a in g.legal_actions()}
    occupied = {w for o in g.state.orgs for w in o.agents}
    assert not spots & occupied
    top = g.state.stack[-1]["token"]
    assert g.observe(seat)["stack"][-1]["token"] == "?"
    g.apply(f"place-fire {sorted(spots)[0]}")
    assert g.state.fire_at[sorted(spots)[0]] == top and len(g.state.fire_stack) == 11


def _confront_events(villain, hero):
    """ready_to_confront's set-up, returning the events of the confrontation itself."""
    g = arranged()
    seat = g.state.actor
    set_row(g, "villain", [villain, *[v for v in ("pe-de-cabra", "capanga", "trambiqueiro") if v != villain][:2]])
    hire(g, seat, hero)
    g.state.tracking[villain] = [seat]
    g.state.orgs[seat].tokens_home -= 1
    give(g, seat, 9, 9)
    g.state.orgs[seat].exhausted.append(g.state.orgs[seat].super_agent)
    g.apply("allocate a1 interrogatorio")
    return seat, g.apply("do confront")


@pytest.mark.rule("002:confronting-villains:9")
def test_a_sacrificed_hero_is_announced_as_discarded_and_put_under_its_deck():
    from game.games.san_villano.events import CardBuried, CharacterState

    seat, events = _confront_events("trambiqueiro", "nervos")
    assert CharacterState(seat, "nervos", "discarded") in events
    assert CardBuried("hero", "nervos") in events


def test_a_sacrificed_super_agent_is_announced_as_returned_to_the_box():
    from game.games.san_villano.events import CharacterState

    g, seat, sa = super_agent_about_to_be_sacrificed()
    assert CharacterState(seat, sa, "returned to the box") in g.apply("do confront")
