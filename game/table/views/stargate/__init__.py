"""The Stargate mission duel's view: its table, New game screen and words, built from the kit.

Exports the whole view contract (``game.table.views``): TITLE, SUBTITLE, NewGameScene,
TableScene, BOT_KINDS, make_bot, describe, notation_words, current_player, seat_name,
winner_words, save_summary, draw_preview, hand_lines, rules_help; and start_tutorial (the
guided first game, ``tutorial.json``).
"""

from __future__ import annotations

from game.games.stargate.bots import BOT_KINDS
from game.games.stargate.definition import STARGATE

from .drawing import draw_preview
from .newgame import NewGameScene
from .table import TableScene
from .tutorial import start_tutorial
from .words import (
    SUBTITLE,
    TITLE,
    current_player,
    describe,
    hand_lines,
    notation_words,
    rules_help,
    save_summary,
    seat_name,
    winner_words,
)


def make_bot(level: str, seed: int = 0):
    """A bot of ``level`` (one of BOT_KINDS) for the table's session."""
    return STARGATE.make_bot(level, seed=seed)


__all__ = ["BOT_KINDS", "NewGameScene", "SUBTITLE", "TITLE", "TableScene", "current_player", "describe",
           "draw_preview", "hand_lines", "make_bot", "notation_words", "rules_help", "save_summary", "seat_name",
           "start_tutorial", "winner_words"]
