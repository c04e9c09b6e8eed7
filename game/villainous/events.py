"""Engine events in plain words, for the game log, the terminal and replays.

The words themselves live in ``words.py`` (one place for every screen); ``describe`` is
the name the command line and older callers use.
"""

from __future__ import annotations

from .state import State
from .words import event_words


def describe(st: State, ev: tuple) -> str:
    """One event as a sentence. ``st`` is the state after the event."""
    return event_words(st, ev)
