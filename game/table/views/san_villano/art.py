"""San Villano's pieces: the location icons, Foci chips, card faces, agents, Fire, Tracking
and guard tokens. Every piece has a shape or a glyph as well as a colour, so that nothing is
told by colour alone. Each card, City card and organization names its Game Icons picture in
the game's content data (``icon``); the supply tokens' pictures are in
``assets/icons/picks/san-villano.json``."""

from __future__ import annotations

import math

import pygame

from game.core.phrase import Name
from game.games.san_villano.board import content
from game.i18n import N_, _, language, tr

from ...kit import theme
from ...kit.assets import text
from ...kit.draw import coin, rounded
from ...kit.icons import draw_icon, has_icon
from ...kit.textfit import draw_fit
from .words import FOCI

CLUE = (70, 130, 210)
MONEY = (232, 190, 84)
SEASON_COLOURS = {1: (96, 170, 96), 2: (224, 168, 60), 3: (190, 100, 50), 4: (120, 160, 210)}
SEASON_NAMES = {1: N_("I Spring"), 2: N_("II Summer"), 3: N_("III Autumn"), 4: N_("IV Winter")}
FOCUS = {  # colour and the two letters on the chip
    "intelligence": ((90, 140, 230), "In"), "power": ((220, 90, 70), "Po"), "speed": ((240, 200, 60), "Sp"),
    "strength": ((150, 100, 60), "St"), "technology": ((110, 200, 200), "Te"), "special": ((180, 110, 220), "Sc"),
}
KIND_COLOURS = {"hero": (46, 70, 120), "helper": (52, 96, 70), "super": (96, 70, 120), "villain": (110, 40, 40)}


TOKEN_PICTURES = {"clue": "magnifying-glass", "money": "money-stack", "fire": "fire"}  # as picks/san-villano.json names them


def picture(surf: pygame.Surface, name: str, rect: pygame.Rect, colour, alpha: int = 255) -> bool:
    """A Game Icons picture in ``rect`` (nothing when it is not shipped)."""
    return draw_icon(surf, name, rect, (*colour[:3], alpha))


def org_colour(seat: int) -> tuple[int, int, int]:
    """The organization's colour; with the colour-blind-safe option, the safe seat colour."""
    if theme.colour_blind and seat >= 0:
        from ...kit.colours import SAFE_SEATS

        return SAFE_SEATS[seat % len(SAFE_SEATS)]
    orgs = content().organizations
    return theme.hex_rgb(orgs[seat].colour) if 0 <= seat < len(orgs) else (160, 160, 160)


def _glyph(surf, centre, size: int, glyph: str, colour) -> None:
    t = text("bold", max(6, size), glyph, colour)
    surf.blit(t, t.get_rect(center=centre))


def icon(surf: pygame.Surface, name: str, centre, r: int) -> None:
    """A location icon in a disc of radius ``r``."""
    x, y = centre
    lw = max(1, r // 6)
    if name == "clue":
        pygame.draw.circle(surf, CLUE, centre, r)
        # the token's picture where it is big enough to read, else a drawn lens
        if r < 10 or not has_icon(TOKEN_PICTURES["clue"]):
            pygame.draw.circle(surf, theme.TEXT, (x - r // 6, y - r // 6), r // 2, lw)
            pygame.draw.line(surf, theme.TEXT, (x + r // 6, y + r // 6), (x + r // 2, y + r // 2), lw + 1)
        else:
            picture(surf, TOKEN_PICTURES["clue"], pygame.Rect(0, 0, int(r * 1.4), int(r * 1.4)).move(
                x - int(r * 0.7), y - int(r * 0.7)), theme.TEXT)
    elif name == "money":
        coin(surf, centre, r, "$")
    elif name == "either":
        pygame.draw.circle(surf, CLUE, centre, r)
        pygame.draw.polygon(surf, MONEY, [(x, y - r), (x + r, y - r), (x + r, y + r), (x, y + r)])
        pygame.draw.circle(surf, theme.TABLE, centre, r + lw, lw)
        _glyph(surf, centre, int(r * 1.1), "/", theme.TEXT)
    elif name == "prepare":
        pygame.draw.circle(surf, (60, 150, 80), centre, r)
        pygame.draw.rect(surf, theme.TEXT, (x - r // 6, y - r // 2, max(2, r // 3), r))
        pygame.draw.rect(surf, theme.TEXT, (x - r // 2, y - r // 6, r, max(2, r // 3)))
    elif name == "ability":
        pygame.draw.circle(surf, (60, 50, 90), centre, r)
        pts = [(x + r * 0.15, y - r * 0.8), (x - r * 0.45, y + r * 0.1), (x - r * 0.02, y + r * 0.1),
               (x - r * 0.2, y + r * 0.8), (x + r * 0.45, y - r * 0.15), (x + r * 0.02, y - r * 0.15)]
        pygame.draw.polygon(surf, (250, 220, 70), pts)
    elif name == "recruit":
        pygame.draw.circle(surf, (120, 70, 160), centre, r)
        pygame.draw.circle(surf, theme.TEXT, (x - r // 5, y - r // 3), max(2, r // 4))
        pygame.draw.ellipse(surf, theme.TEXT, (x - r // 2, y, int(r * 0.65), r // 2))
        _glyph(surf, (x + r // 2, y - r // 4), int(r * 0.8), "+", theme.TEXT)
    elif name == "track":
        pygame.draw.circle(surf, (110, 84, 60), centre, r)
        for dx, dy in ((-0.3, 0.25), (0.25, -0.25)):
            pygame.draw.ellipse(surf, theme.TEXT, (x + r * dx - r * 0.16, y + r * dy - r * 0.28, r * 0.32, r * 0.5))
    elif name == "laurel":
        pygame.draw.circle(surf, (40, 90, 50), centre, r)
        for side in (-1, 1):
            for k in range(3):
                a = math.pi / 2 + side * (0.5 + k * 0.55)
                lx, ly = x + math.cos(a) * r * 0.55, y + math.sin(a) * r * 0.55
                pygame.draw.ellipse(surf, (170, 220, 120), (lx - r * 0.14, ly - r * 0.2, r * 0.28, r * 0.4))
    elif name == "strategist":
        pygame.draw.circle(surf, (70, 60, 40), centre, r)
        w = int(r * 1.2)
        pts = [(x - w // 2, y - r // 2), (x - w // 6, y - r // 3), (x + w // 6, y - r // 2), (x + w // 2, y - r // 3),
               (x + w // 2, y + r // 2), (x + w // 6, y + r // 3), (x - w // 6, y + r // 2), (x - w // 2, y + r // 3)]
        pygame.draw.polygon(surf, (230, 210, 160), pts)
        pygame.draw.line(surf, (120, 90, 50), (x - w // 6, y - r // 3), (x - w // 6, y + r // 2), lw)
        pygame.draw.line(surf, (120, 90, 50), (x + w // 6, y - r // 2), (x + w // 6, y + r // 3), lw)
    elif name == "confront":
        pygame.draw.circle(surf, (170, 40, 40), centre, r)
        pygame.draw.rect(surf, theme.TEXT, (x - r // 2, y - r // 3, r, int(r * 0.7)), border_radius=max(1, r // 5))
        for k in range(3):
            pygame.draw.line(surf, (170, 40, 40), (x - r // 2 + (k + 1) * r // 4, y - r // 3),
                             (x - r // 2 + (k + 1) * r // 4, y), lw)
    elif name in ("move3", "move5"):
        pygame.draw.circle(surf, (50, 110, 130), centre, r)
        for k in range(3):
            ax = x - r * 0.55 + k * r * 0.35
            pygame.draw.polygon(surf, theme.TEXT, [(ax, y - r * 0.35), (ax + r * 0.3, y), (ax, y + r * 0.35)])
        _glyph(surf, (x + r * 0.55, y + r * 0.45), int(r * 0.8), name[-1], (255, 250, 200))
    elif name == "question":
        pygame.draw.circle(surf, (90, 90, 100), centre, r)
        _glyph(surf, centre, int(r * 1.4), "?", theme.TEXT)
    else:  # pragma: no cover - content validation names every icon
        pygame.draw.circle(surf, theme.PANEL_HI, centre, r)
        _glyph(surf, centre, r, name[:2], theme.TEXT)


def focus_letters(focus: str) -> str:
    """The two letters on a Focus chip: English's own (Sp and Sc keep Speed and Special
    apart); another language takes the first two of its word for the Focus (in Portuguese
    Ve, Fo, Te, Po, In, Es: all distinct)."""
    letters = FOCUS.get(focus, (None, focus[:2].title()))[1]
    if language() == "en" or focus not in FOCI:
        return letters
    return _(FOCI[focus])[:2].title()


def focus_chip(surf, focus: str, rect: pygame.Rect, weak: bool = False) -> None:
    colour = FOCUS.get(focus, ((150, 150, 150), ""))[0]
    letters = focus_letters(focus)
    if weak:  # a Weakness: the same chip, hollow and crossed
        pygame.draw.rect(surf, (30, 24, 22), rect, border_radius=rect.h // 3)
        pygame.draw.rect(surf, colour, rect, max(1, rect.h // 8), border_radius=rect.h // 3)
        pygame.draw.line(surf, colour, rect.bottomleft, rect.topright, max(1, rect.h // 10))
        ink = colour
    else:
        pygame.draw.rect(surf, colour, rect, border_radius=rect.h // 3)
        ink = theme.readable_on(colour)
    _glyph(surf, rect.center, int(rect.h * 0.7), letters, ink)


def cost_coins(surf, cost, x: int, y: int, r: int) -> int:
    """Clue and Money costs as numbered discs from (x, y); returns the x after them."""
    for n, colour, ink in ((cost.clue, CLUE, theme.TEXT), (cost.money, MONEY, (50, 34, 8))):
        if n:
            pygame.draw.circle(surf, colour, (x + r, y), r)
            _glyph(surf, (x + r, y), int(r * 1.2), str(n), ink)
            x += 2 * r + 2
    return x


def card_face(key: str, size: tuple[int, int], kind: str) -> pygame.Surface:
    """A character or Villain card's face at ``size``: name, costs, Foci and Weaknesses, text."""
    c = content()
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    body = KIND_COLOURS.get(kind, theme.PANEL)
    rounded(surf, surf.get_rect(), body, max(3, w // 12))
    pygame.draw.rect(surf, theme.mix(body, (255, 255, 255), 0.45), surf.get_rect(), max(1, w // 50),
                     border_radius=max(3, w // 12))
    pad = max(2, w // 20)
    if kind == "villain":
        v = c.villain[key]
        name, foci, weak, body_text, pic = tr(Name(v.en, pt=v.name)), v.foci, v.weaknesses, _(v.text), v.icon
    else:
        ch = c.character[key]
        name, foci, weak, body_text, pic = tr(Name(ch.en, pt=ch.name)), ch.foci, ch.weaknesses, _(ch.text), ch.icon
    # the card's own picture, faint behind its words (the data names it)
    side = min(w - 2 * pad, int(h * 0.62))
    picture(surf, pic, pygame.Rect((w - side) // 2, h - side - pad, side, side),
            theme.mix(body, (255, 255, 255), 0.55), 100)
    # a long name ("Volunteer Firefighter") goes on two lines on a small card rather than overflow
    draw_fit(surf, "bold", h * 0.13, name, theme.TEXT, pygame.Rect(pad, pad, w - 2 * pad, int(h * 0.17)),
             min_size=6, wrap=True, max_lines=2, what="san villano: card name")
    r = max(4, int(h * 0.07))
    y = int(h * 0.3)
    if kind == "villain":
        t = text("bold", max(6, int(h * 0.09)), "T", theme.TEXT_DIM)
        surf.blit(t, (pad, y - t.get_height() // 2))
        cost_coins(surf, v.track, pad + t.get_width() + 2, y, r)
        y2 = y + 2 * r + 3
        t = text("bold", max(6, int(h * 0.09)), "C", theme.TEXT_DIM)
        surf.blit(t, (pad, y2 - t.get_height() // 2))
        cost_coins(surf, v.confront, pad + t.get_width() + 2, y2, r)
        # the Reputation on a laurel-gold star, the Fire symbol as a flame
        coin(surf, (w - pad - r - 2, y), r + 2, str(v.reputation))
        if v.fire:
            flame(surf, pygame.Rect(w - pad - 2 * r - 4, y2 - r, 2 * r + 4, 2 * r + 4))
        y = y2
    elif kind != "super":
        cost_coins(surf, c.character[key].cost, pad, y, r)
    chip_h = max(6, int(h * 0.11))
    cx = pad
    cy = y + r + 3
    for f in foci:
        chip = pygame.Rect(cx, cy, int(chip_h * 1.7), chip_h)
        focus_chip(surf, f, chip)
        cx = chip.right + 2
    for f in weak:
        chip = pygame.Rect(cx, cy, int(chip_h * 1.7), chip_h)
        focus_chip(surf, f, chip, weak=True)
        cx = chip.right + 2
    top = cy + chip_h + 3 if (foci or weak) else cy
    draw_fit(surf, "cond", h * 0.085, body_text, theme.TEXT, pygame.Rect(pad, top, w - 2 * pad, h - top - pad),
             min_size=7, wrap=True, valign="top", optional=True, what="san villano: card text")
    return surf


def card_back(size: tuple[int, int], label: str, colour) -> pygame.Surface:
    w, h = size
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rounded(surf, surf.get_rect(), theme.mix(colour, (0, 0, 0), 0.45), max(3, w // 12))
    pygame.draw.rect(surf, colour, surf.get_rect().inflate(-max(4, w // 10), -max(4, w // 10)), max(1, w // 40),
                     border_radius=max(3, w // 14))
    draw_fit(surf, "serif", h * 0.16, label, theme.TEXT, surf.get_rect().inflate(-w // 6, -h // 3), min_size=6,
             wrap=True, what="san villano: card back")
    return surf


FIRE_BACK = TOKEN_PICTURES["fire"]  # every face-down Fire token (face up, each names its own ``icon``)


def flame(surf, rect: pygame.Rect, face: str | None = None) -> None:
    """A Fire token: face down a flame on a dark disc with '?'; face up its effect's picture
    (the content's ``icon``) and its Reputation."""
    x, y = rect.center
    r = min(rect.w, rect.h) // 2
    pygame.draw.circle(surf, (60, 20, 14), (x, y), r)
    pygame.draw.circle(surf, (240, 120, 40), (x, y), r, max(1, r // 6))
    pic = pygame.Rect(0, 0, int(r * 1.3), int(r * 1.3))
    pic.center = (x, y)
    fire = content().fire[face] if face is not None else None
    if fire is not None and r >= 8 and picture(surf, fire.icon, pic, (250, 200, 120)):
        coin(surf, (x + int(r * 0.7), y + int(r * 0.7)), max(5, int(r * 0.42)), str(fire.reputation))
        return
    if r < 8 or not picture(surf, FIRE_BACK, pic, (240, 120, 40)):
        pts = [(x, y - r * 0.75), (x + r * 0.45, y + r * 0.1), (x + r * 0.25, y + r * 0.6), (x - r * 0.25, y + r * 0.6),
               (x - r * 0.45, y + r * 0.1)]
        pygame.draw.polygon(surf, (240, 120, 40), pts)
    label = "?" if fire is None else str(fire.reputation)
    _glyph(surf, (x, y + r * 0.2), max(6, int(r * 0.9)), label, (40, 14, 8) if r < 8 else theme.TEXT)


def agent(surf, rect: pygame.Rect, seat: int, label: str) -> None:
    """An agent: a pawn in the organization's colour with its number."""
    colour = org_colour(seat)
    x, y = rect.center
    r = min(rect.w, rect.h) // 2
    pygame.draw.circle(surf, (0, 0, 0), (x + 2, y + 3), r)
    pygame.draw.circle(surf, colour, (x, y - r // 3), int(r * 0.55))
    pygame.draw.ellipse(surf, colour, (x - r * 0.85, y - r * 0.05, r * 1.7, r * 1.0))
    pygame.draw.circle(surf, theme.readable_on(colour), (x, y - r // 3), int(r * 0.55), max(1, r // 8))
    _glyph(surf, (x, y + r * 0.42), max(6, int(r * 0.65)), label, theme.readable_on(colour))


def tracking_token(surf, centre, r: int, seat: int) -> None:
    """A Tracking token: a small hexagon in the organization's colour with a footprint."""
    x, y = centre
    pts = [(x + r * math.cos(a), y + r * math.sin(a)) for a in (math.pi / 3 * k + math.pi / 6 for k in range(6))]
    colour = org_colour(seat)
    pygame.draw.polygon(surf, colour, pts)
    pygame.draw.polygon(surf, (20, 16, 14), pts, max(1, r // 5))
    pygame.draw.ellipse(surf, theme.readable_on(colour), (x - r * 0.25, y - r * 0.4, r * 0.5, r * 0.8))


def guard_token(surf, centre, r: int, seat: int) -> None:
    """A guard token: a shield in the organization's colour."""
    x, y = centre
    pts = [(x - r, y - r * 0.8), (x + r, y - r * 0.8), (x + r, y + r * 0.1), (x, y + r), (x - r, y + r * 0.1)]
    pygame.draw.polygon(surf, org_colour(seat), pts)
    pygame.draw.polygon(surf, theme.TEXT, pts, max(1, r // 5))
