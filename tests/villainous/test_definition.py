"""Villainous as the core knows it (``definition.VILLAINOUS``): the options it accepts and
the sentences it refuses others with, the stored setup's shape, and the rules the core asks
about (undo barriers, whose turn, what interrupts)."""

from __future__ import annotations

import random

import pytest

from game.core.match import Seat, Setup
from game.games.villainous import events as E
from game.games.villainous.actions import Action
from game.games.villainous.definition import BOT_LEVELS
from game.games.villainous.definition import VILLAINOUS as V
from game.games.villainous.game import Game
from game.games.villainous.state import Prompt

from .helpers import at, do, fate_top

DP = "gaston, lady-tremaine, horned-king"  # the Despicable Plots villains, in order


def refused(fn, *args) -> str:
    with pytest.raises(ValueError) as err:
        fn(*args)
    return str(err.value)


def test_options_name_one_villain_a_seat_of_one_box_and_a_fate_token_setting():
    opts = V.check_options(2, {"villains": ["gaston", "horned-king"], "fate_token": 4})
    assert opts == {"villains": ["gaston", "horned-king"], "fate_token": 4}
    assert V.check_options(2, {"villains": ("gaston", "gaston")})["fate_token"] is None
    for token in (None, 0, 4, 5):
        V.check_options(2, {"villains": ["gaston", "gaston"], "fate_token": token})
    assert refused(V.check_options, 2, {"villains": "gaston,gaston"}) == \
        "give the villains as a list of names, one a seat"
    assert refused(V.check_options, 2, {"villains": ["gaston", 3]}) == \
        "give the villains as a list of names, one a seat"
    assert refused(V.check_options, 2, {"villains": ["gaston", "jafar"]}) == \
        "at villains/1: unknown villain 'jafar'; valid: " + \
        "gaston, lady-tremaine, horned-king, cad-bane, seventh-sister, boba-fett"
    assert refused(V.check_options, 3, {"villains": ["gaston", "gaston"]}) == "2 villains for 3 seats"
    for bad in (3, 6, True, "4", 4.0):
        assert refused(V.check_options, 2, {"villains": ["gaston", "gaston"], "fate_token": bad}) == \
            f"invalid Fate token option {bad!r}; valid: off (0), 4, 5"


def test_a_game_uses_the_villains_of_one_box_and_the_refusal_names_the_valid_ones():
    why = refused(V.check_options, 2, {"villains": ["gaston", "cad-bane"]})
    assert why == ("at villains: a game uses the villains of one box, not gaston from Disney Villainous: Despicable Plots; "
                   "cad-bane from Star Wars Villainous: Scum and Villainy; valid with gaston: " + DP)
    V.check_options(3, {"villains": ["cad-bane", "seventh-sister", "boba-fett"]})


def test_the_players_follow_from_the_villains():
    assert V.players_in({"villains": ["gaston", "gaston", "horned-king"]}) == 3
    assert V.players_in({"villains": ("gaston", "gaston")}) == 2
    assert V.players_in({"villains": "gaston"}) is None and V.players_in({}) is None


def test_a_new_game_has_the_villains_seed_and_fate_token_asked_for():
    game = V.new(2, 7, {"villains": ["horned-king", "gaston"], "fate_token": 0})
    assert [p.villain.key for p in game.state.players] == ["horned-king", "gaston"]
    same = Game.new(["horned-king", "gaston"], 7, 0)
    assert game.to_position() == same.to_position()
    assert same.state.fate_token_min == 0 and Game.new(["horned-king", "gaston"], 7, 4).state.fate_token_min == 4
    assert Game.new(["horned-king", "gaston"], 7).state.fate_token_min == 5  # the box's own rule
    assert V.from_position(game.to_position()).to_position() == game.to_position()
    assert V.save_name(game, None) == "Horned King vs Gaston"
    with pytest.raises(ValueError):
        V.new(2, 7, {"villains": ["gaston"]})


def test_the_stored_setup_keeps_villains_seats_seed_and_fate_token():
    setup = Setup.of("villainous", [Seat(), Seat()], 9, villains=("gaston", "horned-king"), fate_token=5)
    raw = V.setup_json(setup)
    assert raw == {"villains": ["gaston", "horned-king"], "seats": [{"kind": "human"}] * 2, "seed": 9,
                   "options": {"fate_token": 5}}
    assert V.options_from_json(raw) == {"villains": ["gaston", "horned-king"], "fate_token": 5}
    assert V.options_from_json({}) == {"villains": [], "fate_token": None}
    assert V.options_from_json({"villains": None, "options": None}) == {"villains": [], "fate_token": None}
    V.check_setup_json(raw)
    assert V.file_stem(setup) == "gaston-horned-king"
    assert V.seat_labels(raw) == ["gaston", "horned-king"] and V.seat_labels({}) == []


def test_a_stored_setup_is_refused_with_where_it_is_wrong():
    ok = {"villains": ["gaston", "gaston"], "seats": [{}, {}], "seed": 1, "options": {"fate_token": 4}}
    V.check_setup_json(ok)
    V.check_setup_json({**ok, "villains": ["gaston"] * 6, "seats": [{}] * 6, "options": None})
    for villains in (["gaston"], ["gaston"] * 7, "gaston,gaston", None):
        assert refused(V.check_setup_json, {**ok, "villains": villains}) == "at /setup/villains: give 2 to 6 villains"
    assert refused(V.check_setup_json, {**ok, "villains": ["gaston", "x" * 80]}) == \
        f"at /setup/villains/1: unknown villain {repr('x' * 80)[:60]}; valid: {DP}, cad-bane, seventh-sister, boba-fett"
    assert refused(V.check_setup_json, {**ok, "villains": ["gaston", "boba-fett"]}) == (
        "at /setup/villains: a game uses the villains of one box, not gaston from Disney Villainous: "
        "Despicable Plots; boba-fett from Star Wars Villainous: Scum and Villainy; valid with gaston: " + DP)
    assert refused(V.check_setup_json, {**ok, "seats": [{}]}) == "at /setup/seats: 1 seats for 2 villains"
    assert refused(V.check_setup_json, {**ok, "seats": None}) == "at /setup/seats: 0 seats for 2 villains"
    for options in ({"fate_token": 3}, {"fate_token": False}, [4]):
        assert refused(V.check_setup_json, {**ok, "options": options}) == \
            "at /setup/options/fate_token: valid: null, 0, 4, 5"


def test_undo_stops_at_a_reveal_a_change_of_seat_or_a_look_at_hidden_cards():
    game = Game.new(["gaston", "gaston"], 1)
    same = game.current_player()
    assert V.is_barrier([E.GainedPower(0, 1)], same, game) is False
    assert V.is_barrier([E.GainedPower(0, 1), E.Drew(0, 1)], same, game) is True
    assert V.is_barrier([], 1 - same, game) is True
    assert V.is_barrier([], same, game) is False
    for kind, barrier in (("look", True), ("order", True), ("pick", False)):
        game.state.prompt = Prompt(same, kind, (), "")
        assert V.is_barrier([], same, game) is barrier, kind


def test_the_turn_round_and_interruption_the_core_asks_about():
    game = Game.new(["gaston", "gaston"], 1)
    st = game.state
    assert V.turn(game) == ((st.round, st.active), st.active) and V.round(game) == st.round
    assert V.interruption(game) == "decision"
    st.prompt = Prompt(st.active, "condition", (), "")
    assert V.interruption(game) == "condition"
    st.prompt = Prompt(st.active, "pick", (), "")
    assert V.interruption(game) == "decision"


def test_an_event_is_described_for_the_core_in_the_log_words():
    game = Game.new(["gaston", "gaston"], 1)
    assert V.describe_event(game, E.Drew(1, 2)) == "Gaston draws 2 cards."


def test_a_bot_and_the_search_hooks_for_every_level():
    assert V.bot_levels == BOT_LEVELS == ("random", "easy", "normal", "hard")
    assert V.make_bot("random", 3)._rng == 3 and V.make_bot("random")._rng == 0
    hooks = V.search_hooks()
    assert hooks.shy_in_rollout(Action("end")) and not hooks.shy_in_rollout(Action("draw"))
    assert hooks.seat_of({"seat": 2}) == 1
    st = Game.new(["gaston", "gaston"], 1)
    fate_top(st.state, 1, "maurice", "belle")
    at(st.state, "the-woods", seat=0)
    do(st.state, "fate p2")
    assert isinstance(hooks.value(st, 0), float)
    from game.games.villainous.bots.heuristic import score_actions

    seen = Game.new(["gaston", "horned-king"], 1)
    sample = hooks.sample(seen.observe(0), random.Random(1))  # what seat 1 cannot see, drawn
    assert [p.villain.key for p in sample.state.players] == ["gaston", "horned-king"]
    assert sample.state.players[0].hand == seen.state.players[0].hand
    legal = st.legal_actions()
    assert hooks.prior(st, 0, legal) == score_actions(st.state, 0, legal, depth=1)


def test_the_game_object_explains_refusals_scores_the_winner_and_samples_what_a_seat_cannot_see():
    from game.games.villainous import actions as A

    game = Game.new(["gaston", "gaston"], 1)
    assert game.why_not(game.legal_actions()[0]) is None
    assert game.why_not(A.GAIN_ACTION) == "First move your Villain to a new location"
    assert game.scores() == [0, 0]
    sample = game.determinize(0, 5)  # seat 0's view kept, seat 1's hidden hand drawn again
    assert sample.to_position() == game.determinize(0, 5).to_position()  # the same seed, the same draw
    assert Game.new(["gaston", "gaston"]).to_position() == Game.new(["gaston", "gaston"], 0).to_position()
    assert isinstance(sample, Game) and sample.observe(0) == game.observe(0)
    assert sample.state.players[1].hand != game.state.players[1].hand
    assert sample.state.players[0].hand == game.state.players[0].hand
    game.state.winner = 1
    assert game.scores() == [0, 1]
