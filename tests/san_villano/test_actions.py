"""Allocating and moving agents, and every location action icon."""

import pytest

from game import i18n
from game.games.san_villano import IllegalAction
from game.games.san_villano.actions import Action

from .helpers import arranged, give, hire, open_cells, put_agent, set_row


def moves_of(g, agent="a1"):
    return {a.b for a in g.legal_actions() if a.verb == "move" and a.a == agent}


@pytest.mark.rule("002:round-of-play:2", "002:allocating-agents:1")
def test_allocate_only_onto_revealed_spring_cards():
    """"you must choose an available agent from your organization and place it on a revealed Spring (I) City card.\""""
    g = arranged()
    spots = {a.b for a in g.legal_actions() if a.verb == "allocate"}
    assert spots == {"banca-de-jornal", "feira-livre", "arquivo", "interrogatorio", "pronto-socorro",
                     "recepcao", "alistamento", "sala-de-treino"}
    assert "Spring" in g.why_not(Action("allocate", "a1", "cobertura"))


@pytest.mark.rule("002:round-of-play:3", "002:moving-agents:1")
def test_move_orthogonal_up_to_two_cards():
    """"Players may move an agent one or two cards away … Movement must always be orthogonal.\""""
    g = arranged()
    seat = g.state.actor
    put_agent(g, seat, 0, "banca-de-jornal")  # b2
    # b1, c2, b3 one step; c3 two steps; c4 is three steps away
    assert moves_of(g) == {"cobertura", "saguao", "arquivo", "interrogatorio", "pronto-socorro", "recepcao",
                           "alistamento", "sala-de-treino"}
    assert "not within reach" in g.why_not(Action("move", "a1", "cais"))


@pytest.mark.rule("002:moving-agents:3")
def test_move_never_diagonal():
    """"Diagonal movements are not allowed." With a one-card limit the diagonal card is out of reach."""
    g = arranged()
    seat = g.state.actor
    set_row(g, "villain", ["engarrafamento", "capanga", "pe-de-cabra"])  # agents move at most 1 card
    put_agent(g, seat, 0, "banca-de-jornal")  # b2: c3 is diagonal
    assert "alistamento" not in moves_of(g) and "arquivo" in moves_of(g)


@pytest.mark.rule("002:round-of-play:3", "002:moving-agents:1")
def test_move_only_over_revealed_cards():
    """Decision (rules notes): agents walk over revealed cards only; face-down cards are not yet in play."""
    g = arranged()
    seat = g.state.actor
    put_agent(g, seat, 0, "cobertura")  # b1: a1 and c1 are face down
    assert not {"pista", "hangar", "arquibancada", "vestiario"} & moves_of(g)
    assert "face down" in g.why_not(Action("move", "a1", "arquibancada")) or "reach" in g.why_not(
        Action("move", "a1", "arquibancada"))


@pytest.mark.rule("002:moving-agents:4")
def test_cannot_move_to_the_other_location_of_the_same_card():
    """"You cannot move an agent to the other location on the same card where it already is.\""""
    g = arranged()
    seat = g.state.actor
    put_agent(g, seat, 0, "banca-de-jornal")
    assert "feira-livre" not in moves_of(g)
    assert "other location" in g.why_not(Action("move", "a1", "feira-livre"))


@pytest.mark.rule("002:moving-agents:4")
def test_other_agent_may_take_the_other_location_of_a_card():
    """"(but you may place another of your agents, one that was on a different card, in that location)\""""
    g = arranged()
    seat = g.state.actor
    put_agent(g, seat, 0, "banca-de-jornal")
    put_agent(g, seat, 1, "arquivo")
    assert "feira-livre" in moves_of(g, "a2")


@pytest.mark.rule("002:city-cards:6", "002:moving-agents:2")
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


@pytest.mark.rule("002:moving-agents:5")
def test_may_move_and_decline_to_activate():
    """"You may move to a location and decide not to activate it, if you prefer.\""""
    g = arranged()
    seat = g.state.actor
    put_agent(g, seat, 0, "arquivo")
    g.apply("move a1 banca-de-jornal")
    g.apply("done")
    assert g.state.orgs[seat].clue == 0 and g.state.actor != seat


@pytest.mark.rule("002:city-cards:2", "002:location-actions:15")
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


@pytest.mark.rule("002:location-actions:2", "002:location-actions:3", "002:location-actions:4")
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


@pytest.mark.rule("002:location-actions:5")
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


@pytest.mark.rule("002:location-actions:6")
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


@pytest.mark.rule("002:hero-helper-and-super-agent-cards:4", "002:location-actions:7")
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


@pytest.mark.rule("002:villain-cards:4", "002:location-actions:8")
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


@pytest.mark.rule("002:location-actions:8")
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


@pytest.mark.rule("002:location-actions:12")
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


@pytest.mark.rule("002:location-actions:14")
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


@pytest.mark.rule("002:round-of-play:2", "002:allocating-agents:1")
def test_refusals_of_placing_an_agent_say_which_rule_forbids_it():
    """Each refused allocate or move says in words which rule it breaks: the Summer agent not yet
    arrived, an agent already on the City, a location taken, the other location of the same card,
    a location out of reach, a name that is no agent or location; after the action, no second."""
    g = arranged()
    seat = g.state.actor
    assert g.why_not(Action("allocate", "a2", "arquivo")) == (
        "that agent arrives only after the last Summer card is revealed")
    assert g.why_not(Action("move", "a1", "arquivo")) == "that agent is not on the City: allocate it first"
    assert g.why_not(Action("move", "zz", "cais")) == "'move zz cais' names no agent or location of the City"
    assert g.why_not(Action("allocate", "a1", "nowhere")) == (
        "'allocate a1 nowhere' names no agent or location of the City")
    assert g.why_not(Action("allocate", "a1", "cobertura")) == (
        "agents are allocated only onto the revealed Spring (I) cards")
    g.state.fire_at["recepcao"] = g.state.fire_stack.pop()
    assert g.why_not(Action("allocate", "a1", "recepcao")) == (
        "Reception is on Fire: entering needs a prepared Hero to exhaust")
    g.state.fire_stack.append(g.state.fire_at.pop("recepcao"))
    put_agent(g, 1 - seat, 0, "arquivo")
    put_agent(g, 1 - seat, 1, "sala-de-treino")
    assert g.why_not(Action("allocate", "a1", "arquivo")) == "Records Room is full (1 agent)"
    seven = ("allocate a1 banca-de-jornal, allocate a1 feira-livre, allocate a1 interrogatorio, "
             "allocate a1 pronto-socorro, allocate a1 recepcao, allocate a1 alistamento")
    assert len(g.legal_actions()) == 7
    # at most six legal actions are listed; an ability used with no prompt is only "not possible now"
    assert g.why_not(Action("pass")) == g.why_not(Action("use", "nervos")) == f"not possible now (legal: {seven}, …)"
    put_agent(g, seat, 0, "banca-de-jornal")
    assert g.why_not(Action("allocate", "a1", "arquivo")) == "that agent is already on the City: move it instead"
    assert g.why_not(Action("move", "a1", "arquivo")) == "Records Room is full (1 agent)"
    assert g.why_not(Action("move", "a1", "feira-livre")) == (
        "an agent cannot move to the other location of the card it is on")
    assert g.why_not(Action("move", "a1", "cais")) == (
        "Pier is not within reach: moves go orthogonally, over revealed cards, up to 2 cards "
        "(or as a Helper or Villain says)")
    before = i18n.language()
    i18n.set_language("pt")
    try:
        assert i18n.tr(g.why_not(Action("move", "a1", "cais"))).startswith("Cais está fora de alcance")
    finally:
        i18n.set_language(before)
    assert g.why_not(Action("pass")) == (
        "not possible now (legal: move a1 cobertura, move a1 saguao, move a1 interrogatorio, "
        "move a1 pronto-socorro, move a1 recepcao, move a1 alistamento, …)")
    assert g.why_not(Action("done")) == (
        "that is an answer to a prompt, and nothing is being asked: allocate or move an agent")
    g.state.acted = True
    assert g.why_not(Action("allocate", "a1", "arquivo")) == "you have already taken your action this turn"
    g.state.phase = "over"
    assert g.why_not(Action("move", "a1", "arquivo")) == "the game is over"


@pytest.mark.rule("002:hero-helper-and-super-agent-cards:4")
def test_refusals_while_recruiting_name_the_cost_the_row_or_the_one_per_kind_limit():
    """A refused recruit says what it costs, that the card is not in the Recruitment Rows, or that
    one Hero and one Helper is the limit; anything else is told to answer the prompt first."""
    g = arranged()
    seat = g.state.actor
    set_row(g, "hero", ["nervos", "byte", "granito"])
    set_row(g, "helper", ["informante", "contador", "hacker"])
    give(g, seat, 1, 1)
    assert g.why_not(Action("recruit", "nervos")) == "recruiting it costs 1 Clue and 2 Money"
    g.apply("allocate a1 alistamento")
    g.apply("do recruit")
    assert g.why_not(Action("recruit", "nervos")) == "recruiting it costs 1 Clue and 2 Money"
    g.state.stack[-1]["money_off"] = 1  # a discount of the recruit being made (Helpers' and Villains' texts)
    give(g, seat, 0, 0)
    assert g.why_not(Action("recruit", "nervos")) == "recruiting it costs 1 Clue and 1 Money"
    give(g, seat, 1, 1)
    del g.state.stack[-1]["money_off"]
    assert g.why_not(Action("recruit", "zz")) == "that character is not in the Recruitment Rows"
    assert g.why_not(Action("allocate", "a2", "arquivo")) == "first choose a character to recruit"
    assert g.why_not(Action("pass")) == "first choose a character to recruit"
    assert g.why_not(Action("take", "clue")) == (
        "not possible now: choose a character to recruit (recruit informante, recruit contador, recruit hacker)")
    give(g, seat, 5, 5)
    assert g.why_not(Action("take", "clue")) == (  # six legal answers: all listed
        "not possible now: choose a character to recruit (recruit nervos, recruit byte, recruit granito, "
        "recruit informante, recruit contador, recruit hacker)")
    g.apply("recruit nervos")
    assert g.why_not(Action("recruit", "byte")) == "you recruit at most one Hero and one Helper per recruit action"


def test_refusals_while_tracking_name_the_cost_the_token_or_the_row():
    g = arranged()
    seat = g.state.actor
    set_row(g, "villain", ["cobra-criada", "gelida", "capanga"])
    give(g, seat, 0, 5)
    g.apply("allocate a1 arquivo")
    g.apply("do track")
    g.state.tracking["cobra-criada"] = [seat]
    assert g.why_not(Action("track", "gelida")) == "tracking it costs 1 Clue and 0 Money"
    assert g.why_not(Action("track", "cobra-criada")) == "your Tracking token is already on that Villain"
    assert g.why_not(Action("track", "pe-de-cabra")) == "that Villain is not revealed"
    g.state.orgs[seat].tokens_home = 1
    assert g.why_not(Action("track", "gelida")) == "tracking it costs 1 Clue and 0 Money"
    g.state.orgs[seat].tokens_home = 0
    assert g.why_not(Action("track", "gelida")) == "all three of your Tracking tokens are out"


def test_refusals_of_a_confrontation_name_the_confronter_the_token_or_the_cost():
    g = arranged()
    seat = g.state.actor
    set_row(g, "villain", ["cobra-criada", "gelida", "capanga"])
    hire(g, seat, "nervos")
    give(g, seat, 0, 0)
    g.state.tracking["gelida"] = [seat]
    assert g.why_not(Action("confront", "nervos", "gelida")) == "confronting it costs 1 Clue and 1 Money"
    assert g.why_not(Action("confront", "byte", "gelida")) == (
        "only a prepared Hero or Super-Agent of yours can confront")
    for villain in ("capanga", "zz"):
        assert g.why_not(Action("confront", "nervos", villain)) == (
            "the Villain confronted must carry your organization's Tracking token")
    give(g, seat, 5, 5)
    assert g.why_not(Action("confront", "nervos", "gelida")) == (
        "that is an answer to a prompt, and nothing is being asked: allocate or move an agent")


ACTION_WORDS = {
    ("allocate", "a1", "banca-de-jornal"): "Send agent 1 to the Newsstand (Central Square)",
    ("move", "a2", "feira-livre"): "Move agent 2 to the Street Market (Central Square)",
    ("pass", "", ""): "Pass (no agent can go anywhere)",
    ("use", "nervos", ""): "Use the ability of Nerves",
    ("do", "move5", ""): "Move your other agent up to 5 cards",
    ("do", "laurel", ""): "Become first player (Laurel)",
    ("do", "clue", ""): "Take a Clue",  # the game's terms keep their capitals on a button, as in the log
    ("fire", "", ""): "Resolve the Fire here",
    ("done", "", ""): "Done",
    ("start", "2c", "1m"): "Start with 2 Clues and 1 Money",
    ("take", "clue", ""): "Take a Clue",
    ("take", "money", ""): "Take a Money",
    ("recruit", "mototaxi", ""): "Recruit Motorbike Taxi",
    ("track", "gelida", ""): "Track Frost",
    ("confront", "nervos", "gelida"): "Confront Frost with Nerves",
    ("ability", "capita-trovao", ""): "Use the ability of Captain Thunder",
    ("exhaust", "nervos", ""): "Exhaust Nerves",
    ("prepare", "bombeira", ""): "Prepare Volunteer Firefighter",
    ("steal", "o2", "money"): "Take a Money from the Ghost Hare",
    ("guard", "feira-livre", ""): "Put the guard token on the Street Market (Central Square)",
    ("place-fire", "banca-de-jornal", ""): "Place the Fire token on the Newsstand (Central Square)",
    ("copy", "banca-de-jornal", ""): "Use the action of the Newsstand (Central Square)",
    ("untrack", "pe-de-cabra", ""): "Take your Tracking token back from Crowbar",
    ("reveal", "b3", ""): "Reveal the City card at b3",
    ("extinguish", "feira-livre", ""): "Put out the Fire on the Street Market (Central Square)",
    ("fly", "a1", ""): "fly a1",
}


def test_every_action_has_words_naming_its_cards_and_places_never_ids():
    """A button says what the action does with the cards' and locations' English names (a location
    with its card); only an unknown verb falls back to its text."""
    from game.games.san_villano.words import describe

    g = arranged()
    for (verb, a, b), words in ACTION_WORDS.items():
        assert describe(g.state, Action(verb, a, b)) == words, (verb, a, b)


def test_names_are_said_in_english_and_in_the_games_own_portuguese():
    from game.games.san_villano.board import content
    from game.games.san_villano.words import name, org_name

    c = content()
    for key, table in (("feira-livre", c.location), ("praca-central", c.card), ("gelida", c.villain),
                       ("nervos", c.character), ("i-am-the-night", c.nickname)):
        n = name(key)
        assert (n, n.in_language("pt")) == (table[key].en, table[key].name)
    fire = next(iter(c.fire))
    assert (name(fire), name(fire).in_language("pt")) == ("Fire", "Incêndio")
    assert (name("a1"), name("a1").in_language("pt")) == ("a1", "a1")
    org = org_name(None, 3)
    assert (org, org.in_language("pt")) == ("Blue Ray", "Raia Azul")
    assert (org_name(None, 4), org_name(None, -1)) == ("player 5", "player 0")


def test_action_words_are_said_in_portuguese_with_the_games_own_names():
    from game import i18n
    from game.games.san_villano.words import describe

    g = arranged()
    words = {("steal", "o2", "money"): "Pegar 1 Dinheiro de Lebre Fantasma", ("take", "clue", ""): "Pegar 1 Pista",
             ("do", "laurel", ""): "Tornar-se o primeiro jogador (louros)", ("recruit", "nervos", ""): "Recrutar Nervos"}
    before = i18n.language()
    i18n.set_language("pt")
    try:
        for (verb, a, b), said in words.items():
            assert i18n.tr(describe(g.state, Action(verb, a, b))) == said
    finally:
        i18n.set_language(before)


def test_a_recruit_tried_when_no_recruit_is_under_way_is_told_what_is_asked_not_the_one_per_kind_limit():
    """The one Hero and one Helper limit is a recruit action's; with none under way, an
    affordable recruit hears what is being asked (the refusal comes from the checks that list
    the legal actions, ``legal.recruit_problem``)."""
    g = arranged()
    seat = g.state.actor
    set_row(g, "hero", ["nervos", "byte", "granito"])
    give(g, seat, 5, 5)
    assert g.why_not(Action("recruit", "nervos")) == (
        "that is an answer to a prompt, and nothing is being asked: allocate or move an agent")
    g.apply("allocate a1 arquivo")
    assert g.why_not(Action("recruit", "nervos")).startswith(
        "not possible now: choose the next icon of the location (or done)")


def test_a_refused_confrontation_quotes_its_cost_with_the_discount_of_the_confrontation_under_way():
    """A confrontation that a Helper or Villain makes cheaper is refused for the cost the
    player would pay; a recruit tried meanwhile is quoted at its own price, no discount."""
    g = arranged()
    seat = g.state.actor
    set_row(g, "villain", ["cobra-criada", "gelida", "capanga"])
    set_row(g, "hero", ["byte", "granito", "faisca"])
    hire(g, seat, "nervos")
    g.state.tracking["gelida"] = [seat]
    give(g, seat, 0, 0)
    full = g.why_not(Action("confront", "nervos", "gelida"))
    assert full == "confronting it costs 1 Clue and 1 Money"
    recruit = g.why_not(Action("recruit", "byte"))
    g.state.stack.append({"kind": "confront", "seat": seat, "clue_off": 0, "money_off": 1})
    assert g.why_not(Action("confront", "nervos", "gelida")) == "confronting it costs 1 Clue and 0 Money"
    assert g.why_not(Action("recruit", "byte")) == recruit
