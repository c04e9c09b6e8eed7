"""Bots: they choose among the legal actions from their own seat's observation only."""

from .random_bot import RandomBot

__all__ = ["RandomBot", "make_bot", "BOT_KINDS"]

BOT_KINDS = ("random",)


def make_bot(kind: str, seed: int = 0):
    if kind == "random":
        return RandomBot(seed)
    raise ValueError(f"unknown bot {kind!r}; valid bots: {', '.join(BOT_KINDS)}")
