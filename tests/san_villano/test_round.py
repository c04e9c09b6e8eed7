"""The round: Day and Night turns, the Opportunity card, revealing the City, the end."""

import pytest

from game.games.san_villano.board import content
from game.games.san_villano.grid import SEASON_OF
from game.games.san_villano.state import HOME

from .helpers import finish_round, finish_turn, fresh, give, put_agent, set_row


def _actors_of_round(g):
    seen = []
    r = g.state.round
    while g.state.round == r and not g.is_over():
        seen.append((g.state.side, g.state.actor, g.state.extra))
        finish_turn(g)
    return seen


@pytest.mark.rule("002:round-of-play:1", "002:round-of-play:4")
def test_round_day_and_night_turns_in_player_order():
    """"A round of play consists of at least two turns for each player … the Round marker passes twice
    over each player's Organization card, as well as over the Opportunity card.\""""
    g = fresh(3, 4)
    order = list(g.state.order)
    seen = _actors_of_round(g)
    assert seen == [("day", s, False) for s in order] + [("night", s, False) for s in order]
    assert g.state.round == 2 and g.state.side == "day"


@pytest.mark.rule("002:round-of-play:1")
def test_round_one_action_per_turn():
    """"On your turn, you take only one of the following actions: allocate … move …\""""
    g = fresh(2, 0)
    seat = g.state.actor
    g.apply("allocate a1 banca-de-jornal")
    # the location's icon, or decline it (Helper and Super-Agent abilities may be used too)
    assert [t for t in g.legal_texts() if not t.startswith("use ")] == ["do clue", "done"]
    g.apply("do clue")  # nothing left to do here: the action ends and the marker moves on
    assert g.state.actor != seat and g.state.orgs[seat].clue == 1


@pytest.mark.rule("002:round-of-play:4", "002:revealing-new-city-cards:1",
                  "002:revealing-new-city-cards:3")
def test_strategist_reveals_a_city_card_and_gains_a_resource():
    """"Whenever you turn the marker from … Night … to … Day …, the player who is the Strategist must
    reveal a new City card and gain one Resource of their choice, thereby ending a round.\""""
    g = fresh(2, 1)
    strat = g.state.strategist
    before = len(g.state.revealed)
    for _ in range(3):
        finish_turn(g)
    finish_turn_no_answers = g.state.actor
    g.apply([a for a in g.legal_actions() if a.verb in ("allocate", "move")][0])
    while g.state.stack and g.state.stack[-1]["kind"] not in ("reveal", "take") and g.state.phase != "reveal":
        legal = g.legal_actions()
        done = [a for a in legal if a.verb == "done"]
        g.apply(done[0] if done else legal[0])
    assert finish_turn_no_answers is not None
    if g.state.phase == "reveal":
        assert g.current_player() == strat
        if g.state.stack[-1]["kind"] == "reveal":
            g.apply(g.legal_actions()[0])
        total = g.state.orgs[strat].clue + g.state.orgs[strat].money
        g.apply("take clue")
        assert g.state.orgs[strat].clue + g.state.orgs[strat].money == total + 1
    assert len(g.state.revealed) == before + 1 and g.state.round == 2


@pytest.mark.rule("002:city-cards:1", "002:revealing-new-city-cards:2")
def test_city_cards_revealed_by_season_in_order():
    """"to reveal an Autumn (III) card, all Summer (II) cards must already be revealed, and Winter (IV)
    cards may only be revealed after all Autumn (III) cards have been revealed.\""""
    g = fresh(2, 2)
    seasons = []
    while not g.is_over():
        n = len(g.state.revealed)
        finish_round(g)
        if len(g.state.revealed) > n:
            seasons.append(SEASON_OF[g.state.revealed[-1]])
    assert seasons == [2, 2, 3, 3, 3, 3, 4, 4, 4, 4]


@pytest.mark.rule("002:components:13", "002:components:16", "002:special-events:1",
                  "002:special-events:2")
def test_special_event_second_agent_after_last_summer():
    """"As soon as the last Summer (II) card is revealed, all players receive their second Agent token.\""""
    g = fresh(2, 3)
    finish_round(g)
    assert all(o.agents[1] == "box" for o in g.state.orgs)
    finish_round(g)  # the second Summer card is revealed at the end of round 2
    assert all(o.agents[1] == HOME for o in g.state.orgs)


@pytest.mark.rule("002:special-events:1", "002:special-events:3")
def test_special_event_elite_villains_after_last_autumn():
    """"As soon as the last Autumn (III) card is revealed, replace the Scum Villain deck with the Elite
    Villain deck. Do not replace Villains that have already been revealed.\""""
    g = fresh(2, 3)
    for _ in range(6):
        finish_round(g)
    assert g.state.villain_deck == "elite"
    c = content()
    assert any(c.villain[v].deck == "scum" for v in g.state.villain_row)
    # from then on a defeated Villain is replaced from the Elite deck
    seat = g.state.actor
    v = g.state.villain_row[0]
    g.state.tracking[v] = [seat]
    g.state.orgs[seat].tokens_home -= 1
    give(g, seat, 9, 9)
    put_agent(g, seat, 0, "arquivo")
    put_agent(g, seat, 1, "feira-livre")
    g.apply("move a2 interrogatorio")
    g.apply("do confront")  # a single possible confront is carried out at once
    assert v in g.state.orgs[seat].captured
    while g.state.stack and g.current_player() == seat and g.state.stack[-1]["kind"] == "place_fire":
        g.apply(g.legal_actions()[0])
    assert c.villain[g.state.villain_row[0]].deck == "elite"


@pytest.mark.rule("002:end-of-game-and-final-scoring:1")
def test_game_ends_when_the_strategist_has_nothing_to_reveal():
    """"The game ends when the Strategist of the round has to reveal a City card and there are no more
    cards left to reveal.\""""
    g = fresh(3, 5)
    while not g.is_over():
        finish_round(g)
    assert g.state.round == 11 and len(g.state.revealed) == 16
    assert g.current_player() == -1 and g.legal_actions() == ()
    assert g.winner() is not None


@pytest.mark.rule("002:components:6", "002:extra-actions:1")
def test_extra_actions_from_the_opportunity_card():
    """"Those players who have one or more Tracking tokens on this card must take an extra action for each
    token, respecting the player order. Return each token to its player at the start of that player's
    extra action.\""""
    g = fresh(3, 6)
    order = g.state.order
    last, first = order[-1], order[0]
    g.state.opportunity = [last, first, last]
    for s in (first, last):
        g.state.orgs[s].tokens_home -= g.state.opportunity.count(s)
    seen = []
    while g.state.side == "day":
        seen.append((g.state.actor, g.state.extra, g.state.orgs[g.state.actor].tokens_home))
        finish_turn(g)
    assert [(a, e) for a, e, _ in seen] == [(s, False) for s in order] + [(first, True), (last, True), (last, True)]
    assert seen[3][2] == 3 and seen[4][2] == 2 and seen[5][2] == 3  # returned at the start of each
    assert g.state.opportunity == []


@pytest.mark.rule("002:location-actions:9")
def test_laurel_makes_first_player_after_passing_the_marker():
    """"Laurel icon: after passing the Round marker to the next player, the player moves their Organization
    card to the leftmost position in the player order, becoming the first player.\""""
    g = fresh(3, 7)
    g.state.revealed.append(g.state.cell_of_card("prefeitura")) if g.state.cell_of_card("prefeitura") not in g.state.revealed else None
    order = list(g.state.order)
    finish_turn(g)
    second, third = order[1], order[2]
    assert g.state.actor == second
    # the second player's agent is one step from the Mayor's Office
    from game.games.san_villano.grid import neighbours

    from .helpers import cell_of

    cell = cell_of(g, "prefeitura")
    near = [n for n in neighbours(cell) if n in g.state.revealed][0]
    loc = content().card[g.state.city[near]].locations[0].key
    put_agent(g, second, 0, loc)
    g.apply("move a1 gabinete")
    g.apply("do laurel")
    g.apply("done")
    assert g.state.order == [second, order[0], third]
    assert g.state.actor == third  # the marker went on to the next card as usual
    finish_turn(g)
    assert g.state.side == "night" and g.state.actor == second


@pytest.mark.rule("002:location-actions:10")
def test_strategist_icon_takes_the_strategist_without_changing_order():
    """"Strategist icon (map): the player turns their Organization card over to show the Strategist icon,
    and turns over the card of the current Strategist. The player order is not changed.\""""
    g = fresh(2, 8)
    seat = g.state.actor
    assert g.state.strategist != seat
    order = list(g.state.order)
    from game.games.san_villano.grid import neighbours

    from .helpers import cell_of

    cell = cell_of(g, "arranha-ceu")
    if cell not in g.state.revealed:
        g.state.revealed.append(cell)
    near = [n for n in neighbours(cell) if n in g.state.revealed and n != cell][0]
    put_agent(g, seat, 0, content().card[g.state.city[near]].locations[0].key)
    g.apply("move a1 cobertura")
    g.apply("do strategist")
    assert g.state.strategist == seat and g.state.order == order


def test_solo_mode_marks_bot_seats_and_reports_the_target():
    """The rulebook's solo variant reads "Coming soon!": ours is you against 1 or 2 bot organizations."""
    from game.games.san_villano import Game

    g = Game.new(1, 3, {"bots": 2, "target": 30})
    assert g.state.players == 3 and g.state.options["solo"]["bots"] == [1, 2]
    while g.state.phase == "start":
        g.apply(g.legal_actions()[0])
    while not g.is_over():
        finish_turn(g)
    res = g.solo_result()
    assert res["target"] == 30 and res["score"] == g.scores()[0]
    assert res["beat_target"] == (res["score"] > 30)


def test_set_row_helper():
    g = fresh(2, 0)
    set_row(g, "villain", ["gelida", "capanga", "pe-de-cabra"])
    assert g.state.villain_row == ["gelida", "capanga", "pe-de-cabra"]


def test_solo_defaults_and_errors():
    """Solo: the default target is the Normal bot's mean score; impossible options name the valid ones."""
    import pytest

    from game.games.san_villano import Game
    from game.games.san_villano.solo import DEFAULT_TARGET

    g = Game.new(1, 0)
    assert g.state.players == 2 and g.state.options["solo"]["target"] == DEFAULT_TARGET[1]
    assert g.solo_result() is None  # not over yet
    with pytest.raises(ValueError, match="0 to 200"):
        Game.new(1, 0, {"target": -5})
    with pytest.raises(ValueError, match="solo"):
        Game.new(2, 0, {"bots": 1})
    assert Game.new(2, 0).observe(-1)["seat"] == -1  # a spectator sees what every seat sees


def _reveal_last_of_season(g, season):
    """Every City card of ``season`` revealed but one, then that one: the events."""
    from game.games.san_villano import flow
    from game.games.san_villano.grid import CELLS

    st = g.state
    cells = [c for c in CELLS if SEASON_OF[c] == season]
    st.revealed = [c for c in st.revealed if c not in cells] + cells[:-1]
    ev = []
    flow.reveal_cell(st, 0, cells[-1], ev)
    return ev


def test_the_second_agent_special_event_is_logged():
    """"As soon as the last Summer (II) card is revealed, all players receive their second
    Agent token": the log announces it."""
    from game.games.san_villano.events import SpecialEvent

    assert SpecialEvent("second agent") in _reveal_last_of_season(fresh(2, 3), 2)


def test_the_elite_villains_special_event_is_logged():
    """"As soon as the last Autumn (III) card is revealed, replace the Scum Villain deck with
    the Elite Villain deck": the log announces it."""
    from game.games.san_villano.events import SpecialEvent

    assert SpecialEvent("elite villains") in _reveal_last_of_season(fresh(2, 3), 3)


def test_a_revealed_villain_is_logged_as_revealed_into_the_villain_row():
    """A new Villain revealed into the row is logged with its row."""
    from game.games.san_villano import flow
    from game.games.san_villano.events import CardRevealed

    g = fresh(2, 3)
    ev = []
    flow.reveal_villain(g.state, 0, 0, ev)
    assert ev[0] == CardRevealed("villain", g.state.villain_row[0])


def test_laurel_logs_the_new_player_order():
    """Laurel: the Organization card goes to the leftmost place; the log gives the new order."""
    from game.games.san_villano import flow
    from game.games.san_villano.events import OrderChanged

    g = fresh(3, 7)
    st = g.state
    first, second, third = st.order
    st.laurel = third
    ev = []
    flow._apply_laurel(st, ev)
    assert st.order == [third, first, second] and ev == [OrderChanged((third, first, second))]


def test_every_event_is_logged_in_words_naming_the_organization_and_the_cards():
    """The log line of each kind of event: organizations by name, cards and places by their
    English names, gains and losses counted, the three outcomes of a confrontation, the day,
    night and extra turns, one or several winners."""
    from game.games.san_villano import events as E
    from game.games.san_villano.words import describe_event

    where = "the Street Market (Central Square)"
    lines = {
        E.AgentPlaced(0, "a2", "home", "feira-livre"): f"The Red Fist put agent 2 on {where}",
        E.Activated(1, "feira-livre", "laurel"): "The Ghost Hare: become first player (Laurel)",
        E.Activated(0, "feira-livre", "move3"): "The Red Fist: move your other agent up to 3 cards",
        E.ResourcesChanged(0, 2, 0): "The Red Fist gained 2 Clues",
        E.ResourcesChanged(1, 0, 1): "The Ghost Hare gained 1 Money",
        E.ResourcesChanged(1, 0, -1): "The Ghost Hare lost 1 Money",
        E.ResourcesChanged(0, 1, 3): "The Red Fist gained 1 Clue and 3 Money",
        E.ResourcesChanged(0, -2, -1): "The Red Fist lost 2 Clues and 1 Money",
        E.CharacterRecruited(0, "nervos", "hero"): "The Red Fist recruited Nerves",
        E.CardRevealed("helper", "mototaxi"): "Motorbike Taxi is revealed in the helper row",
        E.CardRevealed("villain", "gelida"): "Frost is revealed in the villain row",
        E.CardRevealed("hero", "nervos"): "Nerves is revealed in the hero row",
        E.CardBuried("hero", "nervos"): "Nerves goes under the hero deck",
        E.CardBuried("villain", "gelida"): "Frost goes under the villain deck",
        E.CharacterState(1, "nervos", "exhausted"): "Nerves of the Ghost Hare is exhausted",
        E.CharacterState(1, "nervos", "prepared"): "Nerves of the Ghost Hare is prepared",
        E.CharacterState(1, "nervos", "returned to the box"): "Nerves of the Ghost Hare is returned to the box",
        E.CharacterState(1, "nervos", "discarded"): "Nerves of the Ghost Hare is discarded",
        E.Tracked(0, "gelida"): "The Red Fist tracked Frost",
        E.TrackingReturned(1, "gelida", "opportunity"): (
            "A Tracking token of the Ghost Hare goes to the Opportunity card"),
        E.TrackingReturned(1, "gelida", "home"): "A Tracking token of the Ghost Hare goes home",
        E.Confronted(0, "nervos", "gelida", "sacrifice"): "Nerves defeated Frost: a heroic sacrifice",
        E.Confronted(0, "nervos", "gelida", "ready"): "Nerves defeated Frost: ready for another",
        E.Confronted(0, "nervos", "gelida", "struggle"): "Nerves defeated Frost: an epic struggle",
        E.FirePlaced(1, "feira-livre"): f"The Ghost Hare placed a Fire on {where}",
        E.FireRevealed("feira-livre", "fire-two-money"): f"The Fire on {where}: Gain two Money.",
        E.FireResolved(0, "feira-livre", "fire-clue-money"): "The Red Fist put out the Fire (1 Reputation)",
        E.CityRevealed(1, "b3", "delegacia"): "The Ghost Hare revealed Police Station at b3",
        E.SpecialEvent("second agent"): "Every organization receives its second agent",
        E.SpecialEvent("elite villains"): "From now on, Elite Villains are revealed",
        E.OrderChanged((1, 0)): "Player order: Ghost Hare, Red Fist",
        E.StrategistChanged(1): "The Ghost Hare is now the Strategist",
        E.GuardPosted(0, "nervos", "feira-livre"): f"The Red Fist posted Nerves's guard on {where}",
        E.NicknameTaken(1, "i-am-the-night"): "The Ghost Hare earned the Nickname \u201cI Am the Night\u201d",
        E.TurnBegins(0, "day", 2, False): "Round 2: Red Fist's day turn",
        E.TurnBegins(1, "night", 3, False): "Round 3: Ghost Hare's night turn",
        E.TurnBegins(1, "night", 3, True): "Round 3: Ghost Hare's extra action",
        E.TurnBegins(0, "dusk", 1, False): "Round 1: Red Fist's dusk turn",
        E.GameOver((5, 3), (0,)): "Game over: Red Fist wins (5, 3)",
        E.GameOver((4, 4), (0, 1)): "Game over: Red Fist and Ghost Hare win (4, 4)",
        E.GameOver((4, 4, 2), (2, 0, 1)): "Game over: Green Toucan and Red Fist and Ghost Hare win (4, 4, 2)",
    }
    st = fresh().state
    for event, line in lines.items():
        assert describe_event(st, event) == line, event
        assert describe_event(None, event) == line, event

    class Unheard(E.Event):
        pass

    assert describe_event(st, Unheard()) == "Unheard"  # an event with no words is named by its kind


def test_event_lines_are_said_in_portuguese_with_the_games_own_names():
    """In Portuguese the log says the turn's side, a character's state, a row, a deck and the
    player order in the catalogue's words, and the organizations and cards by their own names."""
    from game import i18n
    from game.games.san_villano import events as E
    from game.games.san_villano.words import describe_event

    lines = {
        E.TurnBegins(0, "day", 2, False): "Rodada 2: turno de Dia de Punho Rubro",
        E.TurnBegins(1, "night", 3, False): "Rodada 3: turno de Noite de Lebre Fantasma",
        E.CharacterState(1, "nervos", "exhausted"): "Nervos (Lebre Fantasma) agora está exaurido",
        E.CharacterState(1, "nervos", "prepared"): "Nervos (Lebre Fantasma) agora está preparado",
        E.CharacterState(1, "nervos", "returned to the box"): "Nervos (Lebre Fantasma) agora está devolvido à caixa",
        E.CardRevealed("hero", "nervos"): "Nervos é revelado na fileira de Heróis",
        E.CardBuried("helper", "mototaxi"): "Mototáxi vai para baixo do baralho de Ajudantes",
        E.OrderChanged((1, 0)): "Ordem dos jogadores: Lebre Fantasma, Punho Rubro",
        E.TrackingReturned(1, "gelida", "home"): "Um marcador de Rastreio de Lebre Fantasma volta para casa",
        E.GameOver((5, 3), (0,)): "Fim de jogo: Punho Rubro vence (5, 3)",
        E.ResourcesChanged(0, 1, 3): "Punho Rubro ganhou 1 Pista e 3 Dinheiro",
        E.Confronted(0, "nervos", "gelida", "ready"): "Nervos derrotou Gélida: pronto para outra",
    }
    st = fresh().state
    before = i18n.language()
    i18n.set_language("pt")
    try:
        for event, line in lines.items():
            assert i18n.tr(describe_event(st, event)) == line, event
    finally:
        i18n.set_language(before)


def test_the_log_counts_clues_in_the_plural_and_money_as_a_mass_noun():
    """The log read "The Ghost Hare gained 2 Clue" (the rulebook: "two Clue tokens"): two or
    more Clues are plural, Money never is; the start buttons and the costs say it alike."""
    from game.games.san_villano import events as E
    from game.games.san_villano.actions import Action
    from game.games.san_villano.words import describe, describe_event, price

    assert describe_event(None, E.ResourcesChanged(1, 2, 0)).endswith("gained 2 Clues")
    assert describe_event(None, E.ResourcesChanged(1, 1, 2)).endswith("gained 1 Clue and 2 Money")
    assert describe(None, Action("start", "4c", "0m")) == "Start with 4 Clues and 0 Money"
    assert price(0, 1) == "0 Clues and 1 Money"
