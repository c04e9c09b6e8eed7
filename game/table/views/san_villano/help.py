"""The rules help's legend pictures (its pages, ``words.rules_help``, are shown by the kit's
help screen) and the Game over screen with the scores and, in solo, the target."""

from __future__ import annotations

import random

import pygame

from game.core.match import Match, Setup
from game.i18n import N_, _

from ...kit import theme
from ...kit.draw import coin
from ...kit.menus import GameOverScene
from . import art
from .words import ICON_NAMES

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


def legend_icon(surf, name: str, centre, r: int) -> None:
    """A legend entry's picture (an icon or token as the table draws it) centred on ``centre``."""
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
