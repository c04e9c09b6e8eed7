"""The Villainous view: its boards, card faces, plans and table scene, drawn with the kit.

What the shell (app, menus, load screen) uses, by these names:
``TableScene``, ``make_bot``, ``BOT_KINDS``, ``SIDES`` (the selectable villains),
``load_side``, ``describe`` (an event in words), ``notation_words``, ``seat_words``,
``side_name``, ``compute_layout``, ``draw_boards``, ``SUBTITLE``, ``current_player``
(who decides now, -1 when nobody), ``legal_actions``;
and, from ``seats``: ``side_of``, ``active_seat``, ``winner_of``, ``round_of``, ``hand_line``, ``seats``.
"""

from __future__ import annotations

from game.games.villainous.bots import BOT_KINDS, make_bot
from game.games.villainous.cards import VILLAINS as SIDES
from game.games.villainous.cards import load_villain as load_side
from game.games.villainous.events import describe
from game.games.villainous.rules import current_player, legal_actions
from game.games.villainous.words import notation_words, seat_words
from game.games.villainous.words import villain_name as side_name

from .helptext import legend_picture, rules_help
from .seats import active_seat, hand_line, round_of, seats, side_of, winner_of
from .table import TableScene
from .tutorial import start_tutorial
from .view import compute_layout, draw_boards

TITLE = "Villainous"
SUBTITLE = "Despicable Plots: Gaston · Lady Tremaine · the Horned King"

__all__ = ["BOT_KINDS", "SIDES", "SUBTITLE", "TableScene", "active_seat", "compute_layout", "current_player", "describe",
           "draw_boards", "hand_line", "legal_actions", "legend_picture", "load_side", "make_bot", "notation_words", "round_of",
           "rules_help", "seat_words", "start_tutorial", "TITLE", "seats", "side_name", "side_of", "winner_of"]
