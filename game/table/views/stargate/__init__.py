"""The Stargate mission duel's view: its table, New game screen and words, built from the kit.

Exports the whole view contract (``game.table.views``): TITLE, SUBTITLE, NewGameScene,
TableScene, BOT_KINDS, make_bot, describe, notation_words, current_player, seat_name,
winner_words, save_summary, draw_preview, hand_lines, rules_help; and start_tutorial (the
guided first game, ``tutorial.json``), seat_colours, seat_icon and curtain_line (the shell's
curtain and Game over), opening_lines (the log's and the replay's first line).
"""

from __future__ import annotations

from game.core.registry import game_named

from .drawing import draw_preview, seat_colours
from .newgame import NewGameScene
from .table import TableScene
from .tutorial import start_tutorial
from .words import (
    SUBTITLE,
    TITLE,
    current_player,
    curtain_line,
    describe,
    hand_lines,
    notation_words,
    opening_lines,
    rules_help,
    save_summary,
    seat_icon,
    seat_name,
    winner_words,
)

#: the bots' levels, as the game's definition offers them
BOT_KINDS = game_named("stargate").bot_levels


def make_bot(level: str, seed: int = 0):
    """A bot of ``level`` (one of BOT_KINDS) for the table's session."""
    return game_named("stargate").make_bot(level, seed=seed)


__all__ = ["BOT_KINDS", "NewGameScene", "SUBTITLE", "TITLE", "TableScene", "current_player", "curtain_line",
           "describe", "draw_preview", "hand_lines", "make_bot", "notation_words", "opening_lines", "rules_help", "save_summary",
           "seat_colours", "seat_icon", "seat_name", "start_tutorial", "winner_words"]
