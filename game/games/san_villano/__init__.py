"""Heróis de San Villano: a pure rules engine (no pygame, files or clock in the rules).

Importing the package registers the game with the core (``definition.SAN_VILLANO``; docs:
docs/game-protocol.md, docs/content/san-villano*.md). ``Game.new(players, seed, options)``
makes a game; ``players=1`` is the solo mode (options ``bots``: 1 or 2, ``target``, ``level``),
which the definition offers as the ``solo_target`` option.
"""

from __future__ import annotations

from ...core.registry import register
from .actions import Action, IllegalAction
from .definition import SAN_VILLANO
from .game import Game
from .position import PositionError

register(SAN_VILLANO)

__all__ = ["SAN_VILLANO", "Action", "Game", "IllegalAction", "PositionError"]
