"""A few dozen random games with every invariant checked at every step (``make fuzz``
plays thousands). Failing seeds found by ``make fuzz`` go into REGRESSION_SEEDS."""

from __future__ import annotations

import pytest

from game.games.stargate.fuzz import PAIRINGS, fuzz_game

REGRESSION_SEEDS: tuple[int, ...] = (12,)  # two identical obstacles once shared one text
FAST_GAMES = 40


@pytest.mark.parametrize("block", range(4))
def test_random_games_keep_every_invariant(block: int):
    for seed in range(block, FAST_GAMES, 4):
        res = fuzz_game(PAIRINGS[seed % len(PAIRINGS)], seed, deep_every=40)
        assert res.steps > 0


@pytest.mark.parametrize("seed", REGRESSION_SEEDS)
def test_regression_seeds(seed: int):
    fuzz_game(PAIRINGS[seed % len(PAIRINGS)], seed, deep_every=1)


MAKE_TEST_GAMES = 300


@pytest.mark.slow
def test_a_few_hundred_random_games_keep_every_invariant():
    """``make test`` (the whole suite, slow tests too) plays a few hundred fuzz games, every
    pairing and player count in turn, with a position round-trip every 60 steps."""
    for seed in range(10_000, 10_000 + MAKE_TEST_GAMES):
        assert fuzz_game(PAIRINGS[seed % len(PAIRINGS)], seed, deep_every=60).steps > 0
