"""San Villano on the kit's New game screen (``kit/newgame.py``, drawn from the game's
definition: 2–4 organizations, the solo mode and the two-Fires balance rule are declared
there): only each organization's panel is drawn here, its colour, name and picture."""

from __future__ import annotations

import pygame

from game.games.san_villano.board import content
from game.i18n import _

from ...kit import newgame, theme
from ...kit.layout import Units
from ...kit.textfit import draw_fit
from . import art as pictures
from .words import TITLE, seat_name


class NewGameScene(newgame.NewGameScene):
    game_name = TITLE

    def draw_seat(self, surf, panel, art, seat, value, s) -> None:
        u = Units(s)
        colour = pictures.org_colour(seat)
        pygame.draw.rect(surf, theme.mix(colour, theme.PANEL, 0.7), panel, border_radius=u(16))
        pygame.draw.rect(surf, colour, panel, u.line(3), border_radius=u(16))
        label = seat_name(None, seat) + (_("  (you)") if self.solo() and seat == 0 else "")
        draw_fit(surf, "bold", 30 * s, label, theme.TEXT, pygame.Rect(art.left + u(14), art.top + u(12),
                 art.w - u(28), u(50)), min_size=10, what="new game: organization")
        side = max(1, min(art.w - u(60), art.h - u(90), u(300)))
        pic = pygame.Rect(0, 0, side, side)
        pic.center = (art.centerx, (art.top + u(70) + art.bottom) // 2)
        orgs = content().organizations
        if seat < len(orgs):  # the organization's own picture (the content's ``icon``)
            pictures.picture(surf, orgs[seat].icon, pic, theme.mix(colour, theme.TEXT, 0.35))
