"""The Stargate mission duel: each player is the hero on their own turn and the villain on
the other's. Pure rules engine (no pygame, files only through the content loader)."""

from .actions import Action
from .events import Event
from .game import GAME, Game
from .position import PositionError
from .rules import IllegalAction

__all__ = ["GAME", "Action", "Event", "Game", "IllegalAction", "PositionError"]
