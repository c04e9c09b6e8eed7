"""The Heróis de San Villano view: its City (a Tiled map), rows, organizations and table
scene, drawn with the kit. Exports the names of the view contract (``views/__init__.py``), and
``start_tutorial`` (the guided first game, ``tutorial.json``)."""

from __future__ import annotations

from game.core.registry import game_named

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
    opening_lines,
    rules_help,
    save_summary,
    seat_name,
    winner_words,
)

#: the bot levels, as the game declares them
BOT_KINDS = game_named("san-villano").bot_levels


def legend_picture(name: str, size: int):
    """The picture of a rules-help legend entry (an icon or token as the table draws it)."""
    import pygame

    from .help import legend_icon

    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    legend_icon(surf, name, (size // 2, size // 2), max(4, int(size * 0.42)))
    return surf


def seat_colours(state, seat: int):
    """The organization's colour (the colour-blind-safe one when set) and a dark base."""
    from ...kit import theme
    from .art import org_colour

    colour = org_colour(seat)
    return colour, theme.mix(colour, (0, 0, 0), 0.6)


def seat_icon(state, seat: int) -> str:
    """The organization's picture (the content's ``icon``)."""
    from game.games.san_villano.board import content

    orgs = content().organizations
    return orgs[seat].icon if 0 <= seat < len(orgs) else ""


def make_bot(level: str, seed: int = 0):
    """A bot of ``level`` for the core's session (Hard is the core's ISMCTS)."""
    from game.core.registry import game_named

    return game_named("san-villano").make_bot(level, seed)


__all__ = ["BOT_KINDS", "SUBTITLE", "TITLE", "NewGameScene", "TableScene", "current_player", "describe",
           "draw_preview", "hand_lines", "legend_picture", "make_bot", "notation_words", "opening_lines", "rules_help", "save_summary",
           "seat_colours", "seat_icon", "seat_name",
           "start_tutorial", "winner_words"]
