"""The rules help (pages from ``words.rules_help``, legend entries with their icons drawn) and
the Game over screen with the scores and, in solo, the target."""

from __future__ import annotations

import random

import pygame

from game.core.match import Match, Setup
from game.i18n import N_, _

from ...kit import theme
from ...kit.draw import coin
from ...kit.menus import GameOverScene, MenuScene
from ...kit.textfit import draw_fit
from ...kit.widgets import Widget
from . import art
from .words import ICON_NAMES, rules_help

ICON_BY_NAME = {v: k for k, v in ICON_NAMES.items()}
#: the legend's other entries (their names as the "Cards and tokens" page writes them)
TOKEN_NAMES = (N_("Fire"), N_("Focus chip"), N_("Weakness chip"), N_("Cost discs"), N_("Reputation coin"),
               N_("Sun / moon marker"), N_("Map"), N_("Tracking token"), N_("Guard token"), N_("Turned card"))


def english_name(name: str) -> str:
    """A legend entry's English name from its name in the language chosen."""
    for english in (*ICON_BY_NAME, *TOKEN_NAMES):
        if _(english) == name:
            return english
    return name


class _Cost:
    def __init__(self, clue: int, money: int) -> None:
        self.clue, self.money = clue, money


class RulesHelpScene(MenuScene):
    """The rules help over the table: a page at a time (arrows, or the buttons)."""

    covers = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.pages = rules_help()
        self.page = 0

    def turn(self, step: int) -> None:
        self.page = (self.page + step) % len(self.pages)
        self.dirty = True

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN):
            self.turn(1)
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_PAGEUP):
            self.turn(-1)
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_F1:
            self.app.pop()
        else:
            super().handle(event)

    def build(self, size) -> None:
        w, h = size
        s = min(w / 1920, h / 1080)
        bw, bh = int(260 * s), int(64 * s)
        y = h - bh - int(30 * s)
        self.widgets = [
            Widget(_("Previous"), pygame.Rect(w // 2 - int(1.5 * bw) - int(20 * s), y, bw, bh), lambda: self.turn(-1)),
            Widget(_("Next"), pygame.Rect(w // 2 - bw // 2, y, bw, bh), lambda: self.turn(1)),
            Widget(_("Back to the table"), pygame.Rect(w // 2 + bw // 2 + int(20 * s), y, bw, bh), self.app.pop),
        ]

    def extra(self, surf, s: float) -> None:
        w, h = surf.get_size()
        title, body = self.pages[self.page]
        draw_fit(surf, "serif", 56 * s, f"{title}  ({self.page + 1}/{len(self.pages)})", theme.GOLD,
                 pygame.Rect(int(60 * s), int(30 * s), w - int(120 * s), int(80 * s)), min_size=12, what="help: title")
        box = pygame.Rect(int(120 * s), int(130 * s), w - int(240 * s), h - int(260 * s))
        paragraphs = body.split("\n")
        legend = [p for p in paragraphs if p.startswith("- ")]
        if legend:
            rows = len(legend)
            lh = min(int(box.h / max(1, rows)), int(56 * s))
            for k, line in enumerate(legend):
                name, _sep, meaning = line[2:].partition(": ")
                y = box.y + k * lh
                r = max(6, int(lh * 0.38))
                self._legend_icon(surf, name, (box.x + r, y + lh // 2), r)
                draw_fit(surf, "bold", 24 * s, name, theme.TEXT, pygame.Rect(box.x + 3 * r, y, int(box.w * 0.3), lh),
                         align="left", min_size=9, what="help: legend")
                draw_fit(surf, "sans", 22 * s, meaning, theme.TEXT_DIM,
                         pygame.Rect(box.x + 3 * r + int(box.w * 0.31), y, int(box.w * 0.6), lh), align="left",
                         min_size=9, wrap=True, what="help: legend")
            return
        draw_fit(surf, "sans", 27 * s, body.replace("\n\n", "\n"), theme.TEXT, box, align="left", valign="top",
                 min_size=10, wrap=True, what="help: page")

    @staticmethod
    def _legend_icon(surf, name: str, centre, r: int) -> None:
        name = english_name(name)
        if name in ICON_BY_NAME:
            art.icon(surf, ICON_BY_NAME[name], centre, r)
        elif name == "Fire":
            art.flame(surf, pygame.Rect(centre[0] - r, centre[1] - r, 2 * r, 2 * r))
        elif name == "Focus chip":
            art.focus_chip(surf, "speed", pygame.Rect(centre[0] - r, centre[1] - r // 2, 2 * r, r))
        elif name == "Weakness chip":
            art.focus_chip(surf, "power", pygame.Rect(centre[0] - r, centre[1] - r // 2, 2 * r, r), weak=True)
        elif name == "Cost discs":
            art.cost_coins(surf, _Cost(1, 2), centre[0] - r, centre[1], max(4, r // 2))
        elif name == "Reputation coin":
            coin(surf, centre, r, "5")
        elif name == "Sun / moon marker":
            pygame.draw.circle(surf, (250, 210, 80), centre, r)
        elif name == "Map":
            art.icon(surf, "strategist", centre, r)
        elif name == "Tracking token":
            art.tracking_token(surf, centre, r, 0)
        elif name == "Guard token":
            art.guard_token(surf, centre, r, 1)
        else:
            rect = pygame.Rect(0, 0, int(r * 1.9), int(r * 1.3))
            rect.center = centre
            pygame.draw.rect(surf, art.KIND_COLOURS["hero"], rect, border_radius=max(2, r // 4))
            pygame.draw.rect(surf, theme.TEXT, rect, 1, border_radius=max(2, r // 4))


class SanVillanoGameOver(GameOverScene):
    """Game over: who won (the shell's panel, in the winner's colour), every score, and in
    solo the target and the verdict (room for two lines under the headline)."""

    sub_h = 0.12

    def again(self) -> None:
        old = self.table.match.setup
        setup = Setup.of(old.game, list(old.seats), random.randrange(1, 10**6), **dict(old.options))
        self.app.start_match(Match(setup))
