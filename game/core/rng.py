"""A seeded random number generator whose whole state is one integer.

The state lives inside the game state, so cloning a game copies it for free and a
position file can store it as a number. SplitMix64 is small, fast in pure Python and
statistically good enough for shuffling card decks.
"""

from __future__ import annotations

MASK64 = (1 << 64) - 1
_GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """Turn any integer seed into a generator state."""
    return seed & MASK64


def next_u64(state: int) -> tuple[int, int]:
    """Advance the generator; return (new state, 64 random bits)."""
    state = (state + _GOLDEN) & MASK64
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """Return (new state, a number in range(n)) using the multiply-shift method."""
    # next_u64, written out: this runs for every random move of a playout
    state = (state + _GOLDEN) & MASK64
    z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
    return state, ((z ^ (z >> 31)) * n) >> 64


def shuffle(state: int, items: list) -> int:
    """Fisher-Yates shuffle of ``items`` in place; return the new generator state."""
    for i in range(len(items) - 1, 0, -1):
        # below(state, i + 1), written out (the same numbers, without a call per card)
        state = (state + _GOLDEN) & MASK64
        z = ((state ^ (state >> 30)) * 0xBF58476D1CE4E5B9) & MASK64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK64
        j = ((z ^ (z >> 31)) * (i + 1)) >> 64
        items[i], items[j] = items[j], items[i]
    return state
