"""Bots: they choose among the legal actions from their own seat's observation only.

| level | bot |
|---|---|
| random | uniform over the legal actions (tests, fuzzing) |
| easy | the heuristic with noise and blunders |
| normal | the heuristic: one move ahead over sampled hidden cards |
| hard | information-set Monte Carlo tree search, about one second a decision |
"""

from game.core.bots import decision_summary
from game.core.bots.random_bot import RandomBot

__all__ = ["RandomBot", "make_bot", "BOT_KINDS", "decision_summary"]

BOT_KINDS = ("random", "easy", "normal", "hard")


def make_bot(kind: str, seed: int = 0, **options):
    if kind == "random":
        return RandomBot(seed)
    if kind == "easy":
        from .heuristic import EasyBot

        return EasyBot(seed, **options)
    if kind == "normal":
        from .heuristic import HeuristicBot

        return HeuristicBot(seed, **options)
    if kind == "hard":
        from .ismcts import ISMCTSBot

        return ISMCTSBot(seed, **options)
    raise ValueError(f"unknown bot {kind!r}; valid bots: {', '.join(BOT_KINDS)}")
