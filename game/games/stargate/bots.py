"""Bots for the mission duel, weakest first: Random, Easy, Normal (heuristic) and Hard (the
core's ISMCTS with this game's judgement, ``search.py``).

All choose among ``game.legal_actions()``; Easy, Normal and Hard read only ``determinize``d
copies (what their seat may know, the rest re-sampled), never the true hidden state.
``choose(game, seat, rng)`` takes a per-decision seed ``rng`` (an int).
"""

from __future__ import annotations

from .actions import Action
from .game import Game
from .heuristic import EasyBot, NormalBot, RandomBot

__all__ = ["BOTS", "BOT_KINDS", "EasyBot", "HardBot", "NormalBot", "RandomBot"]


class HardBot:
    """The core's information-set MCTS: every iteration samples the hidden cards afresh with
    ``determinize``, the Normal bot's choice is the prior at the root, and the search stops at
    ``seconds`` (or ``iterations``, for reproducible tests)."""

    name = "hard"

    def __init__(self, seconds: float = 0.6, iterations: int | None = None) -> None:
        self.seconds = seconds
        self.iterations = iterations
        self.last_iterations = 0

    def choose(self, game: Game, seat: int, rng: int) -> Action:
        from ...core.bots.ismcts import ISMCTSBot
        from .search import HOOKS

        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        bot = ISMCTSBot(HOOKS, seed=rng, seconds=self.seconds, iterations=self.iterations)
        choice = bot.choose_in(game, seat)
        self.last_iterations = bot.last_iterations
        return choice


BOT_KINDS = ("random", "easy", "normal", "hard")
BOTS = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}
