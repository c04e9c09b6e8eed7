"""The random bot: uniform over the legal actions (for tests and fuzzing)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from game.core import rng


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = rng.seed_state(seed)

    def choose(self, observation: dict[str, Any], legal: Sequence[Any]) -> Any:
        """Pick one of ``legal``; the observation is all a bot may look at."""
        self._rng, i = rng.below(self._rng, len(legal))
        return legal[i]
