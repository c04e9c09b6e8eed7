"""Painting what lies around the San Villano board: the log, the prompt bar, the buttons and a
piece in flight. Each takes the layout and what it shows, never the
scene or the match: the parts a frame is made of hold only what the viewer may see."""

from __future__ import annotations

import pygame

from game.i18n import _

from ...kit import theme
from ...kit.assets import text
from ...kit.fans import in_flight
from ...kit.layer import look as part_look
from ...kit.logcanvas import LogCanvas, LogStyle
from ...kit.textfit import draw_fit, readable
from ...kit.widgets import draw_page_turns, draw_question
from . import art
from .drawing import card_image
from .layout import Layout


def draw_glide(surf, key: tuple, r: pygame.Rect, source: tuple[int, int]) -> None:
    """A piece in flight at ``r``; a card's face is the one at ``source`` (``kit.fans.flight_source``), scaled."""
    if key[0] == "agent":
        art.agent(surf, r, key[1], str(key[2] + 1))
        return
    # the face is painted upright (at the upright size of where it starts or ends, a turned
    # card's lying one stood up) and scaled; a card lying down glides lying down
    upright = (source[1], source[0]) if source[0] > source[1] else source
    if r.w > r.h:
        img = in_flight(lambda size: card_image(key[1], size), upright, pygame.Rect(0, 0, r.h, r.w))
        surf.blit(pygame.transform.rotate(img, -90), r.topleft)
    else:
        surf.blit(in_flight(lambda size: card_image(key[1], size), upright, r), r.topleft)


def draw_log(surf, lay: Layout, canvas: LogCanvas, lines: tuple[str, ...]) -> None:
    """The log's newest entries that fit, newest lowest, each wrapped onto as many lines
    as it needs (an old one may show only its tail), from its canvas (``kit.logcanvas``:
    a move's entries are painted alone and the rest scrolled up)."""
    r = lay.log
    pad = lay.c(8)
    size = readable(15 * lay.ui_s)
    style = LogStyle("cond", size, theme.TEXT_DIM, theme.PANEL, pad, r.w - 2 * pad, pad, r.h - pad, lay.c(4))
    surf.blit(canvas.draw(r.size, part_look(lay.ui_s), style, lines), r)


def draw_bar(surf, lay: Layout, model: tuple) -> None:
    """The prompt bar: its words alone, or the question and its answers (``TableScene._bar_model``)."""
    bar = lay.bar
    pygame.draw.rect(surf, theme.PANEL_HI, bar)
    shows = model[0]
    if shows[0] == "words":
        draw_fit(surf, "bold", 21 * lay.ui_s, shows[1], shows[2], bar.inflate(-lay.c(20), 0), align="left",
                 what="san villano: bar")
        return
    _shows, marks, msg_box, size, placed, hot, pages = model
    draw_page_turns(surf, pages, lay.ui_s, shows[7][4:6])
    draw_question(surf, shows[1], msg_box, lay.ui_s, what="san villano: bar")
    for (k, r), lit in zip(placed, hot, strict=True):
        label = shows[2][k]
        pygame.draw.rect(surf, theme.PANEL if not lit else theme.mix(theme.GOLD, theme.PANEL, 0.6), r,
                         border_radius=lay.c(8))
        pygame.draw.rect(surf, theme.GOLD, r, lay.c.line(1), border_radius=lay.c(8))
        badge = text("bold", max(7, int(min(15 * lay.ui_s, size * 0.8))), marks[k].badge, theme.TEXT_DIM)
        surf.blit(badge, (r.x + lay.c(6), r.centery - badge.get_height() // 2))
        draw_fit(surf, "sans", size, label, theme.TEXT, pygame.Rect(r.x + lay.c(8) + badge.get_width(), r.y,
                 r.w - lay.c(14) - badge.get_width(), r.h), min_size=7, wrap=True, max_lines=2,
                 what="san villano: answer", largest=True)


def draw_buttons(surf, lay: Layout, model: tuple) -> None:
    """Undo, Rules and Menu: (name, enabled, under the pointer) each."""
    for name, enabled, hot in model:
        r = lay.buttons[name]
        pygame.draw.rect(surf, theme.PANEL_HI if hot else theme.PANEL, r, border_radius=lay.c(8))
        pygame.draw.rect(surf, theme.GOLD if enabled else theme.PANEL_HI, r, lay.c.line(2), border_radius=lay.c(8))
        label = {"undo": _("Undo"), "help": _("Rules (F1)"), "menu": _("Menu")}[name]
        draw_fit(surf, "bold", 18 * lay.ui_s, label, theme.TEXT if enabled else theme.TEXT_DIM, r.inflate(-lay.c(8), 0),
                 min_size=7, what="san villano: button")

