"""The Villainous rules (Despicable Plots) and their effect vocabulary.

Importing the package registers the game with the core (``definition.VILLAINOUS``); the
engine itself is imported on first use, its rulebook assembled in ``rulebook.py`` when the
first villain file is read (``cards``).
"""

from collections.abc import Sequence

from game.core.match import Seat, Setup
from game.core.registry import register

from .definition import VILLAINOUS

register(VILLAINOUS)


def villainous_setup(villains: Sequence[str], seats: Sequence[Seat], seed: int = 0,
                     fate_token: int | None = None) -> Setup:
    """A Villainous match's setup: the villains by seat (one box's), the seats, the seed and
    the Fate token rule (``None``: the box's own)."""
    return Setup("villainous", seats, seed, {"villains": list(villains), "fate_token": fate_token})
