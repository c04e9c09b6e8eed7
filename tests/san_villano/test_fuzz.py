"""Random games with every invariant checked at every step (``make fuzz`` plays thousands)."""

import pytest

from game.games.san_villano.fuzz import fuzz_game

#: seeds that once failed, kept as regression tests
REGRESSION_SEEDS: list[tuple[int, int]] = []


@pytest.mark.parametrize("players", [2, 3, 4])
def test_fuzz_random_games(players):
    for seed in range(players * 1000, players * 1000 + 8):
        fuzz_game(players, seed)


def test_fuzz_regressions():
    for players, seed in REGRESSION_SEEDS:
        fuzz_game(players, seed)


@pytest.mark.slow
@pytest.mark.parametrize("block", range(4))
def test_fuzz_a_few_hundred_games(block):
    """``make test`` (the slow tests included) plays 200 random games in four blocks (the two
    test workers share them), every invariant at every step; ``make fuzz`` plays 3000."""
    for seed in range(20_000 + 50 * block, 20_050 + 50 * block):
        fuzz_game(2 + seed % 3, seed)
