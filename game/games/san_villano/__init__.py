"""Heróis de San Villano: a pure rules engine (no pygame, files or clock in the rules).

``GAME`` is what the house's core will plug in (docs: docs/game-protocol.md,
docs/content/san-villano*.md). ``GAME.new(players, seed, options)`` gives a ``Game``;
``players=1`` is the solo mode (options ``bots``: 1 or 2, ``target``, ``level``).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from ...core.registry import register
from .actions import Action, IllegalAction
from .game import Game
from .position import PositionError


@dataclass(frozen=True)
class _SanVillano:
    key: str = "san-villano"
    title: str = "Heróis de San Villano"
    player_counts: tuple[int, ...] = (1, 2, 3, 4)

    def new(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> Game:
        if players not in self.player_counts:
            raise ValueError(f"players must be one of {self.player_counts} (1 = solo against bots), not {players!r}")
        return Game.new(players, seed, options)


GAME = _SanVillano()

from .definition import SAN_VILLANO  # noqa: E402 - the definition wraps GAME's Game

register(SAN_VILLANO)

__all__ = ["GAME", "SAN_VILLANO", "Action", "Game", "IllegalAction", "PositionError"]
