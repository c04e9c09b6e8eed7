"""Pictures from the Game Icons collection, drawn at the size they are shown.

Each icon is an SVG of ``assets/icons/game-icons/`` (white on transparent; ``ATTRIBUTION``
beside them credits each author), rasterised by pygame at the exact display size and tinted.
A name that is not shipped, or an SVG that does not load, draws nothing: the caller's own
shape stays, and no player sees an error.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

from .assets import asset_path


def icon_path(name: str):
    return asset_path("icons", "game-icons", f"{name}.svg")


@lru_cache(maxsize=512)  # a file-system look-up, asked for every icon a board draws
def has_icon(name: str) -> bool:
    return bool(name) and "/" not in name and icon_path(name).is_file()


@lru_cache(maxsize=256)
def _white(name: str, size: int) -> pygame.Surface | None:
    if not has_icon(name) or size < 2:
        return None
    try:
        return pygame.image.load_sized_svg(str(icon_path(name)), (size, size))
    except (pygame.error, OSError, ValueError):
        return None


@lru_cache(maxsize=512)
def icon(name: str, size: int, colour: tuple = (255, 255, 255)) -> pygame.Surface | None:
    """The icon ``name`` as a ``size``×``size`` surface in ``colour`` (alpha kept), or None."""
    white = _white(name, int(size))
    if white is None:
        return None
    if tuple(colour[:3]) == (255, 255, 255) and len(colour) < 4:
        return white
    s = white.copy()
    tint = pygame.Surface(s.get_size(), pygame.SRCALPHA)
    tint.fill((*colour[:3], colour[3] if len(colour) > 3 else 255))
    s.blit(tint, (0, 0), special_flags=pygame.BLEND_RGBA_MULT)
    return s


def draw_icon(surf: pygame.Surface, name: str, rect: pygame.Rect, colour: tuple = (255, 255, 255),
              shadow: tuple | None = None) -> bool:
    """Draw ``name`` centred in ``rect`` as large as fits; return whether anything was drawn."""
    size = int(min(rect.w, rect.h))
    pic = icon(name, size, colour)
    if pic is None:
        return False
    at = pic.get_rect(center=rect.center)
    if shadow is not None:
        back = icon(name, size, shadow)
        if back is not None:
            off = max(1, size // 40)
            surf.blit(back, at.move(off, off))
    surf.blit(pic, at)
    return True
