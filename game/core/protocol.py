"""The one protocol every caller (UI, bots, command line, saves, tests) uses.

Modelled on OpenSpiel's state API, with actions kept as readable values that have a
canonical text form instead of integer ids.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, Protocol


class GameState(Protocol):
    """What any game implementing the protocol offers."""

    def current_player(self) -> int:
        """The seat whose decision it is (-1 when the game is over)."""

    def legal_actions(self) -> Sequence[Any]:
        """Every action the current player may take now."""

    def apply(self, action: Any) -> list[tuple]:
        """Apply one legal action in place; return the events it caused."""

    def observe(self, seat: int) -> dict:
        """What ``seat`` may see, with hidden cards masked."""

    def clone(self) -> GameState:
        """An independent copy, cheap enough for search."""

    def winner(self) -> int | None:
        """The winning seat, or None while the game runs."""
