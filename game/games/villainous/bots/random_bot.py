"""The random bot lives in the core (``game.core.bots.random_bot``): it knows no game."""

from game.core.bots.random_bot import RandomBot

__all__ = ["RandomBot"]
