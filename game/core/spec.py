"""A game written to the protocol spec, plugged in without a definition of its own.

The spec (docs/engine.md, "Adding a game") asks a game's package to export ``GAME`` (``key``,
``title``, ``player_counts``, ``new(players, seed, options)``) and ``Game`` (with
``from_position``), and optionally ``PositionError`` and a ``bots`` module whose
``RandomBot``/``NormalBot`` choose with ``choose(game, seat, seed)``. When the registry finds
such a package that registered nothing, it registers a ``SpecDefinition`` of it: the game
then works with ``--game``, saves, the session and the arena at once. A game that wants more
(turns for the curtain, a save's name, ISMCTS) registers its own definition.
"""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from types import ModuleType
from typing import Any

from . import rng as R
from .protocol import GameDefinition, GameState

#: the spec's bot classes, by level
SPEC_BOTS = {"random": "RandomBot", "normal": "NormalBot"}


class SpecBot:
    """A spec bot for the session: it is given the game (it reads hidden things only through
    ``determinize``), and a seed of its own for every decision."""

    wants_game = True

    def __init__(self, bot: Any, seed: int) -> None:
        self.bot = bot
        self.name = getattr(bot, "name", "bot")
        self._rng = R.seed_state(seed)

    def choose_in(self, game: GameState, seat: int) -> Any:
        self._rng, bits = R.next_u64(self._rng)
        return self.bot.choose(game, seat, bits)

    def choose(self, observation, legal):  # pragma: no cover - the session calls choose_in
        raise TypeError("this bot needs the game: call choose_in(game, seat)")


class SpecDefinition(GameDefinition):
    """The definition of a package that follows the spec (``GAME`` and ``Game``)."""

    def __init__(self, package: ModuleType) -> None:
        self.package = package
        self.spec = package.GAME
        self.key = self.spec.key
        self.title = self.spec.title
        self.player_counts = tuple(self.spec.player_counts)
        self.position_error = getattr(package, "PositionError", ValueError)
        self.bot_levels = tuple(SPEC_BOTS)

    def check_options(self, players: int, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """The player count here; the options are the game's to check (``GAME.new`` raises
        ValueError naming the valid ones)."""
        if players not in self.player_counts:
            raise ValueError(f"{self.title} is for {', '.join(map(str, self.player_counts))} players, not {players}")
        return dict(options or {})

    def new(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> GameState:
        return self.spec.new(players, seed, self.check_options(players, options) or None)

    def from_position(self, data: Any) -> GameState:
        return self.package.Game.from_position(data)

    def make_bot(self, level: str, seed: int = 0, **options):
        if level not in self.bot_levels:
            raise ValueError(f"unknown bot {level!r}; valid bots: {', '.join(self.bot_levels)}")
        bots = importlib.import_module(f"{self.package.__name__}.bots")
        return SpecBot(getattr(bots, SPEC_BOTS[level])(), seed)

    def check_setup_json(self, raw: Mapping[str, Any]) -> None:
        if len(raw.get("seats") or ()) not in self.player_counts:
            raise ValueError(f"at /setup/seats: {self.title} is for "
                             f"{', '.join(map(str, self.player_counts))} players")

    def file_stem(self, setup) -> str:
        return self.key


def follows_spec(package: ModuleType) -> bool:
    game = getattr(package, "GAME", None)
    return (game is not None and isinstance(getattr(game, "key", None), str)
            and callable(getattr(game, "new", None)) and hasattr(getattr(package, "Game", None), "from_position"))
