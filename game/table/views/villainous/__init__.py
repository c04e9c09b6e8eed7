"""The Villainous view: its boards, card faces, plans, New game screen and table scene,
drawn with the kit.

It exports the view contract (``game.table.views``) and nothing else for the shell.
"""

from __future__ import annotations

from game.core.registry import game_named
from game.i18n import N_

from .helptext import legend_picture, rules_help
from .newgame import TITLE, NewGameScene
from .seats import (
    current_player,
    describe,
    draw_preview,
    hand_lines,
    notation_words,
    opening_lines,
    save_summary,
    seat_colours,
    seat_icon,
    seat_name,
    winner_words,
)
from .table import TableScene, make_bot
from .tutorial import start_tutorial

#: the bots' levels, weakest first (the game's definition says them)
BOT_KINDS: tuple[str, ...] = tuple(game_named("villainous").bot_levels)
SUBTITLE = N_("Despicable Plots (Gaston, Lady Tremaine, the Horned King) · Scum and Villainy (Cad Bane, Seventh Sister, Boba Fett)")

__all__ = ["BOT_KINDS", "SUBTITLE", "TITLE", "NewGameScene", "TableScene", "current_player", "describe",
           "draw_preview", "hand_lines", "legend_picture", "make_bot", "notation_words", "opening_lines", "rules_help",
           "save_summary", "seat_colours", "seat_icon", "seat_name", "start_tutorial", "winner_words"]
