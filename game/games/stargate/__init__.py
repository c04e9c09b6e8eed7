"""The Stargate mission duel: each player is the hero on their own turn and the villain on
the other's. Pure rules engine (no pygame, files only through the content loader)."""

from ...core.registry import register
from .actions import Action
from .definition import STARGATE
from .events import Event
from .game import Game
from .position import PositionError
from .rules import IllegalAction

register(STARGATE)

__all__ = ["STARGATE", "Action", "Event", "Game", "IllegalAction", "PositionError"]
