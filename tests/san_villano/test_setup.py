"""Setup, step by step as the rulebook lists it."""

import json
from pathlib import Path

import pytest

from game.core.match import Match, Seat, Setup
from game.core.saves import load_file, parse_save, save_data
from game.games.san_villano import Game
from game.games.san_villano.board import content
from game.games.san_villano.definition import SAN_VILLANO
from game.games.san_villano.grid import CELLS, OPEN_AT_SETUP, SEASON_OF
from game.games.san_villano.state import BOX, HOME

from .helpers import fresh


@pytest.mark.rule("002:setup:1", "002:city-cards:1")
def test_setup_city_grid_by_season():
    """"Place the 4 Spring (I) City cards face down … forming a 2x2 grid. Then draw 4 Winter (IV)
    cards and return the remaining 2 to the game box … Reveal all the Spring (I) cards and the top
    and bottom Summer (II) cards.\""""
    c = content()
    for seed in range(5):
        st = Game.new(2, seed).state
        for cell in CELLS:
            assert c.card[st.city[cell]].season == SEASON_OF[cell]
        assert [SEASON_OF[x] for x in ("b2", "c2", "b3", "c3")] == [1, 1, 1, 1]
        assert [SEASON_OF[x] for x in ("a1", "d1", "a4", "d4")] == [4, 4, 4, 4]
        assert len(st.city_box) == 2 and all(c.card[k].season == 4 for k in st.city_box)
        assert sorted(st.revealed) == sorted(OPEN_AT_SETUP)
        assert sorted(SEASON_OF[x] for x in st.revealed) == [1, 1, 1, 1, 2, 2]
        # each edge holds one Summer and one Autumn card
        for edge in (("b1", "c1"), ("d2", "d3"), ("b4", "c4"), ("a2", "a3")):
            assert sorted(SEASON_OF[x] for x in edge) == [2, 3]


@pytest.mark.rule("002:setup:2")
def test_setup_recruitment_rows_of_three():
    """"reveal 3 cards from each deck below them, forming columns called Recruitment Rows … Place the
    Elite Villain deck near the Scum Villain deck, but do not reveal any of its cards.\""""
    st = Game.new(3, 1).state
    c = content()
    assert len(st.hero_row) == len(st.helper_row) == len(st.villain_row) == 3
    assert all(c.villain[v].deck == "scum" for v in st.villain_row)
    assert len(st.elite_deck) == 8 and st.villain_deck == "scum"
    assert len(st.hero_deck) == 17 and len(st.helper_deck) == 8 and len(st.scum_deck) == 11


@pytest.mark.rule("002:setup:2", "002:villain-cards:1")
def test_setup_on_reveal_scum_goes_to_the_bottom():
    """"If any Scum Villain shows the "On Reveal" symbol, return it to the bottom of its deck and reveal a new one.\""""
    c = content()
    seen = 0
    for seed in range(40):
        st = Game.new(2, seed).state
        assert all(c.villain[v].timing != "reveal" for v in st.villain_row)
        k = st.known_bottom["scum"]
        if k:
            seen += 1
            assert all(c.villain[v].timing == "reveal" for v in st.scum_deck[-k:])
    assert seen > 0


@pytest.mark.rule("002:setup:3")
def test_setup_super_agents_one_each():
    """"Shuffle the Super-Agent cards and deal one to each player. Return the rest to the game box.\""""
    st = Game.new(3, 2).state
    assert all(o.super_agent for o in st.orgs)
    assert len(st.super_box) == 2
    assert len({o.super_agent for o in st.orgs} | set(st.super_box)) == 5


@pytest.mark.rule("002:components:13", "002:components:16", "002:setup:3")
def test_setup_one_agent_and_three_tracking_tokens():
    """"Each player receives 1 Agent token and their 3 Tracking tokens.\""""
    st = Game.new(4, 3).state
    for o in st.orgs:
        assert o.agents == [HOME, BOX]
        assert o.tokens_home == 3


@pytest.mark.rule("002:setup:4")
def test_setup_organization_cards_order_and_strategist():
    """"This is the initial player order, with the leftmost card representing the first player … only the
    last (rightmost) card shows the Strategist face.\""""
    orders = set()
    for seed in range(12):
        st = Game.new(3, seed).state
        assert sorted(st.order) == [0, 1, 2]
        assert st.strategist == st.order[-1]
        orders.add(tuple(st.order))
    assert len(orders) > 1  # the Organization cards are shuffled


@pytest.mark.rule("002:setup:5")
def test_setup_nicknames_as_many_as_players():
    """"Shuffle the Nickname cards and reveal a number of them equal to the number of players.\""""
    for n in (2, 3, 4):
        st = Game.new(n, n).state
        assert len(st.nicknames) == n and len(st.nickname_box) == 6 - n


@pytest.mark.rule("002:components:11", "002:setup:7")
def test_setup_fire_tokens_stacked_face_down():
    """"Shuffle the Fire tokens and form a stack with them, face down.\""""
    for n in (3, 4):
        g = Game.new(n, 0)
        assert len(g.state.fire_stack) == 12 and not g.state.fire_at
        assert g.observe(0)["fires"]["stack"] == 12


def test_setup_shuffle_the_fire_tokens_and_form_a_stack_at_two_organizations_too():
    """"Shuffle the Fire tokens and form a stack with them, face down": the rulebook's setup puts no
    Fire on the City, with 2 organizations as with 3 or 4 (the balance option is off by default)."""
    for seed in range(6):
        for g in (Game.new(2, seed), SAN_VILLANO.new(2, seed), SAN_VILLANO.new(2, seed, {"solo_target": 30})):
            assert len(g.state.fire_stack) == 12 and not g.state.fire_at


def test_setup_two_players_a_fire_on_each_summer_card_face_up():
    """Our balance option ``setup_fires`` (rules notes, decision 24): the top two Fire tokens go face
    down, unseen, one on each Summer card face up at setup (b1, c4), on one of its two locations."""
    c = content()
    burnt: dict[str, set[str]] = {}
    for seed in range(12):
        g = Game.new(2, seed, {"setup_fires": True}) if seed % 2 else SAN_VILLANO.new(2, seed, {"setup_fires": True})
        st = g.state
        assert len(st.fire_stack) == 10 and len(st.fire_at) == 2 and not st.fire_open
        assert sorted(list(st.fire_at.values()) + st.fire_stack) == sorted(f.key for f in c.fires)
        cards = sorted(c.location[loc].card for loc in st.fire_at)
        assert cards == sorted((st.city["b1"], st.city["c4"]))
        for loc in st.fire_at:
            burnt.setdefault(c.location[loc].card, set()).add(loc)
        seen = g.observe(0)["fires"]
        assert seen["stack"] == 10 and set(seen["at"].values()) == {"?"}
    # either location of a card may burn: the draw is the setup's, not a fixed spot
    assert any(len(locs) == 2 for locs in burnt.values())


@pytest.mark.rule("002:setup:8")
def test_setup_starting_resources_one_two_three_four():
    """"The first player takes 1 Resource of their choice, the second player takes 2, the third player
    takes 3 and the fourth player takes 4.\""""
    g = Game.new(4, 5)
    order = g.state.order
    for i, seat in enumerate(order):
        assert g.current_player() == seat
        assert len(g.legal_actions()) == i + 2  # 0..n Clues, the rest Money
        g.apply(f"start {i}c 1m")
    assert [g.state.orgs[s].clue + g.state.orgs[s].money for s in order] == [1, 2, 3, 4]
    assert g.state.orgs[order[3]].clue == 3
    assert g.state.phase == "play" and g.current_player() == order[0]


def test_new_game_rejects_impossible_player_counts():
    import pytest

    with pytest.raises(ValueError, match="2, 3 or 4 organizations, not 5"):
        Game.new(5, 0)
    with pytest.raises(ValueError, match="1 or 2"):
        Game.new(1, 0, {"bots": 3})


def test_fresh_helper_reaches_play():
    g = fresh(3, 0)
    assert g.state.phase == "play"


SAVE_BEFORE_THE_OPTION = Path(__file__).parent.parent / "data" / "san_villano" / "save-before-setup-fires.json"


def test_a_two_organization_save_made_before_the_balance_option_replays_as_it_was_played():
    """Every 2-organization game used to be set up with the two Fires; its save (written by that
    program, options ``{}``) must replay to its stored position: a 2-seat save without the option
    is read as made with it."""
    loaded = load_file(SAVE_BEFORE_THE_OPTION)
    assert loaded.data["setup"]["options"] == {}
    assert loaded.verified, loaded.problem
    assert loaded.match.setup.options["setup_fires"] is True


def test_a_new_two_organization_save_records_the_balance_option_either_way():
    """A new save says which setup it was played with, so that reading an old save as "on" never
    turns a new rulebook game into a house-rule one."""
    for chosen, options in ((False, {}), (False, {"setup_fires": False}), (True, {"setup_fires": True})):
        m = Match(Setup.of("san-villano", [Seat(), Seat()], 9, **options))
        m.apply(m.game.text(m.game.legal_actions()[0]))
        data = save_data(m)
        assert data["setup"]["options"]["setup_fires"] is chosen
        loaded = parse_save(json.dumps(data))
        assert loaded.verified and loaded.match.setup.options["setup_fires"] is chosen
        assert bool(loaded.match.state.fire_at) is chosen


def test_the_balance_option_is_true_or_false():
    with pytest.raises(ValueError, match="setup_fires: true or false"):
        SAN_VILLANO.new(2, 0, {"setup_fires": "yes"})
    with pytest.raises(ValueError, match="setup_fires is true or false"):
        Game.new(2, 0, {"setup_fires": 1})
