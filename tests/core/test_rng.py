"""The core's seeded generator: SplitMix64, whose whole state is one integer.

Every game's shuffles and random draws come from it, and saves replay them: a changed
number would silently deal other games from the same seeds."""

from __future__ import annotations

from game.core.rng import MASK64, below, next_u64, seed_state, shuffle


def _draws(state: int, n: int) -> list[int]:
    out = []
    for _ in range(n):
        state, x = next_u64(state)
        out.append(x)
    return out


def test_the_generator_is_splitmix64():
    # SplitMix64's published reference outputs for the seed 0, and three of another seed
    assert _draws(seed_state(0), 3) == [0xE220A8397B1DCDAF, 0x6E789E6AA1B965F4, 0x06C45D188009454F]
    assert _draws(seed_state(1234567), 3) == [0x599ED017FB08FC85, 0x2C73F08458540FA5, 0x883EBCE5A3F27C77]


def test_a_seed_keeps_its_low_64_bits():
    assert seed_state(5) == 5
    assert seed_state(-1) == MASK64
    assert seed_state((1 << 64) + 5) == 5


def test_below_is_the_next_number_scaled_into_range():
    """``below`` writes ``next_u64`` out: the same new state, and the 64 bits times n, shifted."""
    state = seed_state(42)
    for n in (1, 2, 3, 6, 10, 52, 1000, 1 << 40):
        after, bits = next_u64(state)
        assert below(state, n) == (after, (bits * n) >> 64)
        state = after


def test_below_stays_in_range_and_reaches_every_value():
    state, seen = seed_state(7), set()
    for _ in range(200):
        state, x = below(state, 6)
        seen.add(x)
    assert seen == set(range(6))


def test_shuffle_is_fisher_yates_drawing_with_below():
    items = list(range(20))
    expected, state = list(items), seed_state(99)
    for i in range(len(expected) - 1, 0, -1):
        state, j = below(state, i + 1)
        expected[i], expected[j] = expected[j], expected[i]
    assert shuffle(seed_state(99), items) == state
    assert items == expected


def test_shuffling_one_card_or_none_draws_nothing():
    one: list[int] = [3]
    assert shuffle(seed_state(8), one) == seed_state(8) and one == [3]
    assert shuffle(seed_state(8), []) == seed_state(8)
