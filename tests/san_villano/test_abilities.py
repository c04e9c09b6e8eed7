"""Character abilities and their timings; Heroes and Helpers win conflicts with Villains."""

import pytest

from .helpers import arranged, give, hire, put_agent, set_row


@pytest.mark.rule("002:hero-abilities:1")
def test_hero_ability_only_with_the_ability_icon_and_prepared():
    """"A Hero's ability can only be executed when the player who controls it activates a location with the
    Ability symbol … Only prepared Heroes … can execute their abilities.\""""
    g = arranged()
    seat = g.state.actor
    hire(g, seat, "capita-trovao", "byte")
    g.state.orgs[seat].exhausted = ["byte"]
    assert not any(t.startswith("ability") for t in g.legal_texts())
    g.apply("allocate a1 sala-de-treino")
    g.apply("do ability")  # only Capitã Trovão is prepared: used at once
    assert g.state.orgs[seat].money >= 2


@pytest.mark.rule("002:hero-abilities:1")
def test_hero_exhausted_after_ability_when_marked():
    """"Some Heroes become exhausted (card vertical) after executing their ability.\""""
    g = arranged()
    seat = g.state.actor
    hire(g, seat, "ze-ninguem")  # no exhaust symbol
    g.apply("allocate a1 sala-de-treino")
    g.apply("do ability")
    g.apply("take clue")
    assert g.state.orgs[seat].exhausted == []


@pytest.mark.rule("002:helper-and-super-agent-abilities:1")
def test_helper_ability_at_any_moment_of_the_turn():
    """"the abilities of Helpers and Super-Agents can be executed at any moment of the player's turn.\""""
    g = arranged()
    seat = g.state.actor
    hire(g, seat, "informante")
    give(g, seat)
    assert "use informante" in g.legal_texts()  # before the action
    g.apply("allocate a1 recepcao")
    assert "use informante" in g.legal_texts()  # while the location is active
    g.apply("use informante")
    assert g.state.orgs[seat].clue == 1 and "informante" in g.state.orgs[seat].exhausted
    assert "use informante" not in g.legal_texts()


@pytest.mark.rule("002:helper-and-super-agent-abilities:1", "002:confronting-villains:9")
def test_helper_discarded_to_use_goes_under_its_deck():
    """"there are Helpers … that must be discarded in order to execute their abilities … Whenever a Helper or Hero
    is discarded, place it underneath its corresponding deck.\""""
    g = arranged()
    seat = g.state.actor
    hire(g, seat, "mecanica")
    g.apply("use mecanica")
    g.apply("take clue")
    g.apply("take money")
    assert "mecanica" not in g.state.orgs[seat].helpers and g.state.helper_deck[-1] == "mecanica"


@pytest.mark.rule("002:helper-and-super-agent-abilities:1")
def test_helper_passive_always_active():
    """"there are Helpers whose abilities are passive and always active" (Repórter: recruits cost 1 Clue less)."""
    g = arranged()
    seat = g.state.actor
    hire(g, seat, "reporter")
    set_row(g, "hero", ["doutora-sinapse", "byte", "granito"])
    give(g, seat, 1, 1)
    g.apply("allocate a1 alistamento")
    g.apply("do recruit")
    assert "recruit doutora-sinapse" in g.legal_texts()  # 2 Clue 1 Money, less 1 Clue


@pytest.mark.rule("002:villain-abilities:4")
def test_villain_on_track_repeats_for_every_tracker():
    """"On Track (target icon): as soon as a player tracks this Villain, execute its ability. Repeat the effect
    whenever a player tracks this Villain.\""""
    g = arranged()
    set_row(g, "villain", ["fumaca", "capanga", "pe-de-cabra"])
    for _ in range(2):
        seat = g.state.actor
        give(g, seat, 1, 0)
        put_agent(g, seat, 0, "feira-livre")
        g.apply("move a1 arquivo")
        g.apply("do track")
        g.apply("track fumaca")  # the only one affordable; the track action then ends
        assert g.state.orgs[seat].clue == 0  # paid 1
        # Smoke's On Track: this tracker places a Fire token
        assert g.state.stack[-1]["kind"] == "place_fire" and g.state.stack[-1]["seat"] == seat
        spot = next(t for t in sorted(g.legal_texts()) if t.startswith("place-fire ") and "pronto-socorro" not in t)
        g.apply(spot)
        put_agent(g, seat, 0, "pronto-socorro")  # make room for the next tracker
    assert sorted(g.state.tracking["fumaca"]) == [0, 1]
    assert len(g.state.fire_at) == 2  # once for each tracker


@pytest.mark.rule("002:villain-abilities:5")
def test_villain_passive_while_revealed():
    """"Passive (clock icon): while this Villain is revealed on the table, its ability is active.\""""
    from game.games.san_villano.board import recruit_cost

    g = arranged()
    seat = g.state.actor
    before = recruit_cost(g.state, seat, "nervos")
    set_row(g, "villain", ["bicheiro", "capanga", "pe-de-cabra"])
    assert recruit_cost(g.state, seat, "nervos").money == before.money + 1


@pytest.mark.rule("002:villain-abilities:3")
def test_villain_on_confront():
    """"On Confront (fist icon): as soon as a player confronts this Villain, execute its ability.\""""
    g = arranged()
    seat = g.state.actor
    g.state.tracking["gelida"] = [seat]
    g.state.orgs[seat].tokens_home -= 1
    give(g, seat, 1, 3)
    g.apply("allocate a1 interrogatorio")
    g.apply("do confront")
    assert g.state.orgs[seat].money == 1  # 1 paid, 1 lost to Gélida


@pytest.mark.rule("002:villain-abilities:6")
def test_heroes_and_helpers_win_conflicts_with_villains():
    """"If there is a rules conflict, the abilities of Heroes and Helpers take precedence over the abilities of
    Villains." Gridlock limits agents to 1 card; the Motorbike Taxi's owner still moves 3."""
    g = arranged()
    seat = g.state.actor
    set_row(g, "villain", ["engarrafamento", "capanga", "pe-de-cabra"])
    put_agent(g, seat, 0, "banca-de-jornal")  # b2
    near = {a.b for a in g.legal_actions() if a.verb == "move"}
    assert "alistamento" not in near  # c3, two cards away
    hire(g, seat, "mototaxi")
    far = {a.b for a in g.legal_actions() if a.verb == "move"}
    assert {"alistamento", "cais"} <= far  # c4 is three cards away


def test_hacker_tracks_for_free_with_no_clue_or_money():
    """Hacker: "Discard: track one revealed Villain without paying its tracking cost": usable
    by an organization that could not pay for any track."""
    g = arranged()
    seat = g.state.actor
    set_row(g, "villain", ["cobra-criada", "gelida", "capanga"])
    hire(g, seat, "hacker")
    give(g, seat)
    assert "use hacker" in g.legal_texts()


def test_a_helper_used_is_announced_exhausted_or_discarded():
    from game.games.san_villano.events import CardBuried, CharacterState

    g = arranged()
    seat = g.state.actor
    hire(g, seat, "informante", "mecanica")
    assert CharacterState(seat, "informante", "exhausted") in g.apply("use informante")
    events = g.apply("use mecanica")
    assert CharacterState(seat, "mecanica", "discarded") in events
    assert CardBuried("helper", "mecanica") in events
