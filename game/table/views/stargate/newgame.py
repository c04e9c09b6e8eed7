"""The mission duel on the kit's New game screen (``kit/newgame.py``, drawn from the game's
definition): only each seat's panel is drawn here, the seat's colour, its deck's emblem,
name, faction and note."""

from __future__ import annotations

import pygame

from game.games.stargate.cards import load_deck
from game.i18n import _

from ...kit import newgame, theme
from ...kit.draw import emblem, rounded
from ...kit.layout import Units
from ...kit.textfit import draw_block, draw_fit
from .drawing import accent
from .words import TITLE


class NewGameScene(newgame.NewGameScene):
    game_name = TITLE

    def draw_seat(self, surf, panel, art, seat, value, s) -> None:
        u = Units(s)
        deck = load_deck(value)
        rounded(surf, panel, theme.mix(accent(seat), (0, 0, 0), 0.72), u(16))
        pygame.draw.rect(surf, accent(seat), panel, u.line(3), border_radius=u(16))
        draw_fit(surf, "serif", 34 * s, _("Player {number}").format(number=seat + 1), accent(seat),
                 pygame.Rect(art.left + u(14), art.top + u(10), art.w - u(28), u(50)), min_size=10,
                 what="new game: seat")
        em = pygame.Rect(art.left + u(24), art.top + u(66), art.w - u(48), min(u(100), art.h // 4))
        emblem(surf, em, deck.key, accent(seat), (24, 30, 44), False, deck.icon)  # the deck's own picture
        draw_fit(surf, "bold", 24 * s, deck.name, theme.TEXT,
                 pygame.Rect(art.left + u(14), em.bottom + u(8), art.w - u(28), u(34)), min_size=9,
                 what="new game: deck")
        box = pygame.Rect(art.left + u(18), em.bottom + u(48), art.w - u(36), art.bottom - em.bottom - u(48))
        faction = _(deck.faction)
        draw_block(surf, "cond", 19 * s, [faction[:1].upper() + faction[1:] + ".", _(deck.note)], theme.TEXT_DIM, box,
                   min_size=8, what="new game: note")
