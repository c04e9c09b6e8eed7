"""Bots for the mission duel, weakest first: Random, Easy, Normal (heuristic) and Hard (the
core's ISMCTS with this game's judgement, ``search.py``).

All choose among ``game.legal_actions()``; Easy, Normal and Hard read only ``determinize``d
copies (what their seat may know, the rest re-sampled), never the true hidden state.
``choose(game, seat, rng)`` takes a per-decision seed ``rng`` (an int).
"""

from __future__ import annotations

import weakref

from .actions import Action
from .game import Game
from .heuristic import EasyBot, NormalBot, RandomBot

__all__ = ["BOTS", "BOT_KINDS", "EasyBot", "HardBot", "NormalBot", "RandomBot"]


class HardBot:
    """The core's information-set MCTS: every iteration samples the hidden cards afresh with
    ``determinize``, the Normal bot's choice is the prior at the root, and the search stops at
    ``seconds`` (or ``iterations``, for reproducible tests). ``workers``: processes searching
    from the same root (the core's root-parallel search; default ``default_workers()``), held
    for the game (the program's Hard bots share them) and given back by ``close``."""

    name = "hard"

    def __init__(self, seconds: float = 0.6, iterations: int | None = None, workers: int | None = None) -> None:
        from ...core.bots.parallel import default_workers

        self.workers = max(1, default_workers() if workers is None else int(workers))
        self._pool = None
        self._release = None
        self.seconds = seconds
        self.iterations = iterations
        self.last_iterations = 0

    def choose(self, game: Game, seat: int, rng: int) -> Action:
        from ...core.bots.ismcts import ISMCTSBot
        from ...core.bots.parallel import release_pool, shared_pool
        from .search import HOOKS, search_hooks

        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if self.workers > 1 and self._pool is None:  # a search a decision; one pool held for the game
            self._pool = shared_pool(self.workers)
            self._release = weakref.finalize(self, release_pool, self._pool)
        bot = ISMCTSBot(HOOKS, seed=rng, seconds=self.seconds, iterations=self.iterations, workers=self.workers,
                        hooks_source=search_hooks, pool=self._pool)
        choice = bot.choose_in(game, seat)
        self.last_iterations = bot.last_iterations
        return choice

    def close(self) -> None:
        """The game is over or left: the worker processes are given back (the last holder
        stops them) and the bot decides on one core from now on."""
        if self._release is not None:
            self._release()
            self._release = None
        self.workers = 1


BOT_KINDS = ("random", "easy", "normal", "hard")
BOTS = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}
