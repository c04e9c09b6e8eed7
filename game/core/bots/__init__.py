"""Bots any game can use, written against the protocol only.

| module | what |
|---|---|
| ``random_bot`` | uniform over the legal actions (tests, fuzzing) |
| ``ismcts`` | information-set Monte Carlo tree search, with the game's ``SearchHooks`` |
| ``parallel`` | the worker processes of the root-parallel search (Hard on several cores) |
| ``arena`` | bots playing a match out on a ``Session`` (``simulate``, ``make bench-bots``) |

A game's own judgement (Villainous's heuristic and knowledge) stays in the game's package
and reaches the search through its definition's ``search_hooks()``.
"""

from __future__ import annotations


def decision_summary(seconds: list[float]) -> dict:
    """Median and 95th percentile of a bot's decision times (only decisions with a real
    choice are timed: a single legal action costs no thinking)."""
    xs = sorted(seconds)

    def pct(q: float) -> float | None:
        return round(xs[min(len(xs) - 1, int(q * len(xs)))], 4) if xs else None

    return {"median": pct(0.5), "p95": pct(0.95), "decisions": len(xs)}


def close_bot(bot: object) -> None:
    """Stop what a bot keeps running (Hard's worker processes), if it keeps anything: the
    game it plays is over or left. Safe to call twice."""
    close = getattr(bot, "close", None)
    if callable(close):
        close()


__all__ = ["close_bot", "decision_summary"]
