"""The mission duel as the core knows it: a thin ``GameDefinition`` over ``GAME``.

The engine keeps its own names; this adapts them to the core's registry (bots that take
the game, a turn that is the hero's).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ...core import rng as R
from ...core.protocol import GameDefinition, SetupOption
from .game import GAME, Game
from .position import PositionError


class _Bot:
    """A Stargate bot for the core's session: it is given the game and reads hidden things
    only through ``determinize`` (see ``bots.py``); each decision gets its own seed."""

    wants_game = True

    def __init__(self, bot, seed: int) -> None:
        self.bot = bot
        self.name = bot.name
        self._rng = R.seed_state(seed)

    def choose_in(self, game: Game, seat: int):
        self._rng, bits = R.next_u64(self._rng)
        return self.bot.choose(game, seat, bits)

    def choose(self, observation, legal):  # pragma: no cover - the session calls choose_in
        raise TypeError("a Stargate bot needs the game: call choose_in(game, seat)")


class StargateDefinition(GameDefinition):
    key = GAME.key
    title = GAME.title
    player_counts = GAME.player_counts
    options = (SetupOption("decks", f"one deck a seat: {', '.join(GAME.decks)}"),)
    bot_levels = ("random", "easy", "normal", "hard")
    position_error = PositionError
    notation_error = ValueError

    def check_options(self, players: int, options: Mapping[str, Any] | None) -> dict[str, Any]:
        opts = super().check_options(players, options)
        decks = opts.get("decks")
        if decks is None:
            opts.pop("decks")
        elif not isinstance(decks, list | tuple) or not all(isinstance(d, str) for d in decks):
            raise ValueError(f"decks: a list of deck names, one a player; valid decks: {', '.join(GAME.decks)}")
        return opts

    def new(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> Game:
        return GAME.new(players, seed, self.check_options(players, options))

    def from_position(self, data: Any) -> Game:
        return Game.from_position(data)

    def make_bot(self, level: str, seed: int = 0, **options):
        from .bots import BOTS, HardBot

        if level not in self.bot_levels:
            raise ValueError(f"unknown bot {level!r}; valid bots: {', '.join(self.bot_levels)}")
        if level == "hard":
            return _Bot(HardBot(**options), seed)
        return _Bot(BOTS[level](), seed)

    def search_hooks(self):
        from .search import HOOKS

        return HOOKS

    def describe_event(self, game: Game, event) -> str:
        return game.describe_event(event)

    def is_barrier(self, events, seat_before: int, after: Game) -> bool:
        """Undo stops at a move that revealed something (a mission flipped, cards drawn or
        milled). Both players act within one turn, one after the other: a change of the
        deciding seat is no barrier, so a player's undo takes back their action and a bot's
        answer to it (``undo_passes_over`` says which)."""
        return any(ev.reveals for ev in events)

    def undo_passes_over(self, before: Game, seat: int, after: Game) -> bool:
        """A bot's move that changed its hand (a card played from it, or drawn) showed a card
        the other player had not seen: undo stops there."""
        return len(before.state.seats[seat].hand) == len(after.state.seats[seat].hand)

    def turn(self, game: Game) -> tuple[Any, int]:
        st = game.state
        return ((st.turn, st.hero), st.hero)

    def round(self, game: Game) -> int | None:
        return game.state.turn

    def save_name(self, game: Game, setup) -> str:
        return f"Stargate: {', '.join(game.state.decks)}"

    def file_stem(self, setup) -> str:
        return "stargate"


STARGATE = StargateDefinition()
