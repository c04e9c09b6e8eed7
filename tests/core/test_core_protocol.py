"""The defaults of the core's GameDefinition, which a game inherits unless it says otherwise
(checked on the toy game of tests/toy_game.py, which overrides none of them)."""

from __future__ import annotations

import pytest

from ..toy_game import NIM, NimDefinition


class _TwoOrFour(NimDefinition):
    player_counts = (2, 4)


class _Bot:
    def __init__(self, name: str) -> None:
        self.name = name


def test_player_counts_are_named_as_a_range_or_one_by_one():
    with pytest.raises(ValueError, match=r"is for 2 to 4 players, not 5"):
        NIM.check_options(5, {})
    with pytest.raises(ValueError, match=r"is for 2 or 4 players, not 3"):
        _TwoOrFour().check_options(3, {})


def test_a_random_bot_is_shown_nothing_and_another_bot_its_seats_observation():
    game = NIM.new(2, 1)
    assert NIM.bot_observation(game, 0, _Bot("random")) is None
    assert NIM.bot_observation(game, 1, _Bot("hard")) == game.observe(1)


def test_the_definition_reads_and_writes_moves_as_its_game_does():
    game = NIM.new(2, 1)
    action = NIM.parse(game, "take 2")
    assert action == game.parse("take 2")
    assert NIM.text(game, action) == "take 2"


def test_by_default_every_decision_is_its_own_turn():
    game = NIM.new(3, 1)
    game.apply(game.parse("take 1"))
    assert NIM.turn(game) == (None, game.current_player()) == (None, 1)


def test_a_bot_level_is_made_with_its_seed_and_options_or_refused_by_name():
    import random

    from game.core.bots.ismcts import ISMCTSBot
    from game.core.bots.random_bot import RandomBot

    hard = NIM.make_bot("hard", seed=5, iterations=7)
    assert isinstance(hard, ISMCTSBot) and hard.iterations == 7
    assert hard.rng.random() == random.Random(5).random()
    assert isinstance(NIM.make_bot("random", seed=5), RandomBot)  # not the search, though the game has hooks
    with pytest.raises(ValueError, match=r"^unknown bot 'expert'; valid bots: random, hard$"):
        NIM.make_bot("expert")


class _NoSearch(NimDefinition):
    def search_hooks(self):
        return None


def test_without_search_hooks_the_hard_level_is_the_random_bot():
    from game.core.bots.random_bot import RandomBot

    assert isinstance(_NoSearch().make_bot("hard", seed=1), RandomBot)


class _NoOptions(NimDefinition):
    options = ()

    def check_options(self, players, options):
        return super(NimDefinition, self).check_options(players, options)


def test_an_unknown_option_names_the_valid_ones_or_none():
    with pytest.raises(ValueError, match=r"^unknown option 'colour' for nim; valid options: stones$"):
        NIM.check_options(2, {"colour": "red"})
    with pytest.raises(ValueError, match=r"^unknown option 'colour' for nim; valid options: none$"):
        _NoOptions().check_options(2, {"colour": "red"})
    assert NIM.check_options(3, None) == {"stones": 15}  # defaults filled in


def test_a_stored_setup_is_checked_with_its_own_options():
    NIM.check_setup_json({"seats": [{}, {}], "options": {"stones": 7}})
    with pytest.raises(ValueError, match=r"^at /setup: unknown option 'colour'"):
        NIM.check_setup_json({"seats": [{}, {}], "options": {"colour": 1}})
    with pytest.raises(ValueError, match=r"^at /setup: .* for 2 to 4 players, not 1$"):
        NIM.check_setup_json({"seats": [{}], "options": {}})


def test_undo_stops_where_an_event_revealed_something_or_the_seat_changed():
    from ..toy_game import DrewTile, Took

    game = NIM.new(2, 1)  # seat 0 to move
    assert NIM.is_barrier([DrewTile(0)], 0, game)  # the same seat, but a tile was seen
    assert not NIM.is_barrier([Took(0, 1)], 0, game)
    assert NIM.is_barrier([Took(0, 1)], 1, game)  # the decision passed to another seat


class _Silent:
    """A game without words for its events."""


def test_an_event_is_told_in_the_game_s_words_or_as_itself():
    from ..toy_game import Took

    assert NIM.describe_event(NIM.new(2, 1), Took(0, 2)) == "Player 1 takes 2."
    assert NIM.describe_event(_Silent(), Took(0, 2)) == str(Took(0, 2))
