"""The Villainous rules (Despicable Plots) and their effect vocabulary.

Importing the package registers the game with the core (``definition.VILLAINOUS``); the
engine itself is imported on first use, its rulebook assembled in ``rulebook.py`` when the
first villain file is read (``cards``).
"""

from game.core.registry import register

from .definition import VILLAINOUS

register(VILLAINOUS)
