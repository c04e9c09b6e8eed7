"""Villainous on the kit's New game screen (``kit/newgame.py``, drawn from the game's
definition): only each seat's panel is drawn here, the villain's palette, name, emblem and
objective."""

from __future__ import annotations

import pygame

from game.games.villainous.cards import load_villain
from game.i18n import _, proper_name

from ...kit import newgame, theme
from ...kit.draw import emblem
from ...kit.layout import Units
from ...kit.textfit import draw_block, draw_fit

#: the game's name as the title screen, the game chooser and New game show it (the view's TITLE)
TITLE = "Villainous"


class NewGameScene(newgame.NewGameScene):
    game_name = TITLE

    def draw_seat(self, surf, panel, art, seat, value, s) -> None:
        u = Units(s)
        v = load_villain(value)
        accent, base = theme.palette(v)
        pygame.draw.rect(surf, theme.mix(base, (0, 0, 0), 0.4), panel, border_radius=u(16))
        pygame.draw.rect(surf, accent, panel, u.line(3), border_radius=u(16))
        draw_fit(surf, "serif", 40 * s, proper_name(v.name), theme.TEXT,
                 pygame.Rect(art.left + u(16), art.top + u(10), art.w - u(32), u(56)), min_size=10,
                 what="new game: villain")
        em = pygame.Rect(art.left + u(30), art.top + u(72), art.w - u(60), min(u(110), art.h // 3))
        emblem(surf, em, value, accent, base, False, v.icon)  # the villain's own picture
        box = pygame.Rect(art.left + u(20), em.bottom + u(12), art.w - u(40), art.bottom - em.bottom - u(12))
        draw_block(surf, "cond", 20 * s, [_(v.objective)], theme.TEXT, box, min_size=9, what="new game: objective")
