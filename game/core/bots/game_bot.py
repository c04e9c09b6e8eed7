"""``SeededGameBot``: a game's own bot, of the form ``choose(game, seat, bits)``, made a seat's
player for the core's session.

Stargate's and San Villano's bots are given the game and read hidden things only through its
``determinize`` (the session hands them a private copy); each decision gets fresh random bits
from the bot's seeded generator, so a match replays exactly from its seed.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from .. import rng as R
from ..protocol import GameState


class SeededGameBot:
    """A bot that wants the game (``wants_game``): the session calls ``choose_in``."""

    wants_game = True

    def __init__(self, bot: Any, seed: int) -> None:
        self.bot = bot
        self.name: str = bot.name
        self._rng = R.seed_state(seed)

    def choose_in(self, game: GameState, seat: int) -> Any:
        self._rng, bits = R.next_u64(self._rng)
        return self.bot.choose(game, seat, bits)

    def close(self) -> None:
        """Stop the bot's worker processes, if it has any (Stargate's Hard)."""
        close = getattr(self.bot, "close", None)
        if close is not None:
            close()

    def choose(self, observation: dict[str, Any] | None, legal: Sequence[Any]) -> Any:
        raise TypeError(f"the {self.name} bot needs the game: call choose_in(game, seat)")
