"""The defaults of the core's GameDefinition, which a game inherits unless it says otherwise
(checked on the toy game of tests/toy_game.py, which overrides none of them)."""

from __future__ import annotations

import pytest

from .toy_game import NIM, NimDefinition


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
