"""Generic drawing pieces of the kit: rounded panels, generated emblems, glows, banners, toasts.

Nothing here knows a game: an emblem is drawn from any key string in any palette.
"""

from __future__ import annotations

import math
import zlib

import pygame

from . import theme
from .assets import text
from .textfit import draw_fit

# a panel at least this large (pixels) is checked for a plain fill where a clip crosses its
# edge: below it pygame's rounded rectangle costs less than the check (a badge, a card's tag)
PLAIN_FILL_FROM = 128 * 128


def rounded(surf: pygame.Surface, rect, colour, radius: int, width: int = 0) -> None:
    radius = max(0, radius)
    if width == 0 and radius and _filled_plainly(surf, pygame.Rect(rect), colour, radius):
        return
    pygame.draw.rect(surf, colour, rect, width, border_radius=radius)


def _filled_plainly(surf: pygame.Surface, rect: pygame.Rect, colour, radius: int) -> bool:
    """A filled rounded panel drawn again in a small rectangle (a part of a kept layer):
    where the clip reaches no rounded corner, a plain fill paints the same pixels, for less.
    Returns whether it filled."""
    clip = surf.get_clip()
    if clip.contains(rect):  # a clip round it all: corners and all
        return False
    if 2 * radius <= min(rect.w, rect.h) and (rect.inflate(-2 * radius, 0).contains(clip)
                                              or rect.inflate(0, -2 * radius).contains(clip)):
        surf.fill(colour, clip)
        return True
    # nor where it reaches none of the four corners (a panel's edge crossing a small
    # rectangle painted again): the panel inside the clip is then a plain rectangle
    # (pygame-ce's rounded rect differs from the rectangle only inside its corner squares,
    # the radius as it clamps it; 2 pixels spare)
    c = min(radius, rect.w // 2, rect.h // 2) + 2
    if rect.w * rect.h >= PLAIN_FILL_FROM and not any(clip.colliderect(corner) for corner in (
            (rect.left, rect.top, c, c), (rect.right - c, rect.top, c, c),
            (rect.left, rect.bottom - c, c, c), (rect.right - c, rect.bottom - c, c, c))):
        surf.fill(colour, rect.clip(clip))
        return True
    return False


def rounded_body(rect, radius: int) -> tuple[pygame.Rect, ...]:
    """Where a filled ``rounded`` panel paints every pixel (a ``Part``'s ``solid``): the
    panel but its corners, as two rectangles (none when the corners meet)."""
    rect = pygame.Rect(rect)
    c = max(0, radius) + 2
    if 2 * c > min(rect.w, rect.h):
        return ()
    return rect.inflate(-2 * c, 0), rect.inflate(0, -2 * c)


def emblem(surf: pygame.Surface, rect: pygame.Rect, key: str, accent, base, fate: bool, icon: str = "") -> None:
    """A card's picture: a pattern from its key under its ``icon`` (a Game Icons name), or
    under a monogram of its name when it has no icon."""
    seed = zlib.crc32(key.encode())
    bg = theme.mix(base, (255, 255, 255), 0.12) if not fate else theme.mix((200, 205, 220), base, 0.18)
    radius = max(2, rect.w // 16)
    rounded(surf, rect, bg, radius)
    old_clip = surf.get_clip()
    surf.set_clip(rect.clip(old_clip) if old_clip else rect)
    ink = theme.mix(accent, bg, 0.35 if not icon else 0.7)
    if rect.w > 0 and rect.h > 0:
        # the pattern on a sheet of its own, its corners cut by the panel's rounded shape:
        # drawn straight onto ``surf`` it reached past the rounded corners
        sheet = pygame.Surface(rect.size, pygame.SRCALPHA)
        _pattern(sheet, sheet.get_rect(), seed, ink)
        shape = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(shape, (255, 255, 255, 255), shape.get_rect(), border_radius=radius)
        sheet.blit(shape, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
        surf.blit(sheet, rect.topleft)
    if icon:
        from .icons import draw_icon

        ink = theme.mix(accent, (255, 255, 255), 0.25) if not fate else theme.mix(accent, (0, 0, 0), 0.35)
        pic = rect.inflate(-max(2, rect.h // 8), -max(2, rect.h // 8))
        if draw_icon(surf, icon, pic, ink, shadow=(0, 0, 0, 110)):
            surf.set_clip(old_clip)
            return
    words = [w for w in key.split("-") if w not in ("the", "of", "a", "s", "my", "to")]
    mono = "".join(w[0] for w in words[:2]).upper() or key[:1].upper()
    label = text("serif", max(6, int(rect.h * 0.42)), mono, theme.mix(accent, (255, 255, 255), 0.25))
    surf.blit(label, label.get_rect(center=rect.center))
    surf.set_clip(old_clip)


def _pattern(surf: pygame.Surface, rect: pygame.Rect, seed: int, ink) -> None:
    """An emblem's pattern from its key's checksum: rays, rings, stripes or a ring of dots."""
    kind = seed % 4
    cx, cy = rect.center
    n = 5 + seed % 5
    if kind == 0:
        for i in range(n):
            a = 2 * math.pi * i / n + (seed % 7)
            pygame.draw.line(surf, ink, (cx, cy), (cx + math.cos(a) * rect.w, cy + math.sin(a) * rect.h),
                             max(1, rect.w // 30))
    elif kind == 1:
        for i in range(1, 5):
            pygame.draw.circle(surf, ink, (cx, cy), rect.h * i / 9, max(1, rect.w // 40))
    elif kind == 2:
        step = max(4, rect.w // n)
        for x in range(rect.left - rect.h, rect.right, step):
            pygame.draw.line(surf, ink, (x, rect.bottom), (x + rect.h, rect.top), max(1, rect.w // 40))
    else:
        for i in range(n):
            a = 2 * math.pi * i / n
            pygame.draw.circle(surf, ink, (cx + math.cos(a) * rect.h * 0.3, cy + math.sin(a) * rect.h * 0.3),
                               rect.h * 0.12, max(1, rect.w // 50))


def glow(surf, r: pygame.Rect, colour, s: float) -> None:
    """The outline of a legal target or an answer (also a shape, not colour alone)."""
    pygame.draw.rect(surf, colour, r.inflate(int(8 * s), int(8 * s)), max(2, int(4 * s)), border_radius=int(10 * s))


def banner(surf, message: str, r: pygame.Rect, s: float, what: str = "table: banner") -> None:
    pygame.draw.rect(surf, (18, 14, 14), r, border_radius=int(10 * s))
    pygame.draw.rect(surf, theme.GOLD, r, max(1, int(3 * s)), border_radius=int(10 * s))
    draw_fit(surf, "serif", 30 * s, message, theme.TEXT, r.inflate(-int(24 * s), -int(4 * s)), min_size=10,
             what=what)


def toast_rect(message: str, above: pygame.Rect, s: float) -> pygame.Rect:
    """Where ``toast`` draws (everything it paints lies inside)."""
    t = text("bold", int(22 * s), message, theme.TEXT)
    w = min(t.get_width(), above.w - int(60 * s))
    lines = max(1, -(-t.get_width() // max(1, w)))
    r = pygame.Rect(0, 0, w, int(30 * s) * lines).inflate(int(30 * s), int(18 * s))
    r.midbottom = (above.centerx, above.top - int(12 * s))
    return r


def toast(surf, message: str, above: pygame.Rect, s: float, what: str = "table: toast",
          at: pygame.Rect | None = None) -> None:
    """A short message (a refusal, a reason) just above ``above`` (at ``at``, when the table
    moved it off a legal target: ``MatchScene.message_place``)."""
    r = toast_rect(message, above, s) if at is None else at
    pygame.draw.rect(surf, (70, 24, 24), r, border_radius=int(10 * s))
    pygame.draw.rect(surf, theme.BAD, r, max(1, int(2 * s)), border_radius=int(10 * s))
    # largest: wrapped at its own size in the box sized for it (``toast_rect``), not first shrunk onto one line
    draw_fit(surf, "bold", 22 * s, message, theme.TEXT, r.inflate(-int(24 * s), -int(10 * s)), min_size=10, wrap=True,
             what=what, largest=True)


def coin(surf, center, radius, value: str) -> None:
    """A counter: a value on a gold coin (cost, Power, any currency)."""
    pygame.draw.circle(surf, theme.GOLD, center, radius)
    pygame.draw.circle(surf, (120, 90, 30), center, radius, max(1, radius // 6))
    t = text("bold", int(radius * 1.15), value, (50, 34, 8))
    surf.blit(t, t.get_rect(center=(center[0], center[1] + 1)))


def shield(surf, center, radius, value: str) -> None:
    """A counter: a value on a shield (Strength, any defence)."""
    x, y = center
    pts = [(x - radius, y - radius * 0.9), (x + radius, y - radius * 0.9), (x + radius, y + radius * 0.1),
           (x, y + radius * 1.05), (x - radius, y + radius * 0.1)]
    pygame.draw.polygon(surf, (70, 74, 90), pts)
    pygame.draw.polygon(surf, (200, 204, 220), pts, max(1, int(radius // 6)))
    t = text("bold", int(radius * 1.1), value, theme.TEXT)
    surf.blit(t, t.get_rect(center=(x, y - radius * 0.05)))
