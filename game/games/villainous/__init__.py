"""The Villainous rules (Despicable Plots) and their effect vocabulary.

Importing the package registers the game with the core (``definition.VILLAINOUS``); the
engine itself is imported on first use, its rulebook assembled in ``rulebook.py`` when the
villains' data is first read (``cards``).
"""

from game.core.registry import register

from .definition import VILLAINOUS

register(VILLAINOUS)
