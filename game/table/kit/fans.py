"""Hands held in an arc, opponents' hands as fanned backs, piles that show their depth.

``arc`` says where each card of a fanned hand lies and how much it leans; ``draw_leaning``
draws a card at that lean (the hovered one is drawn straight and lifted by the view). A card's
rectangle stays upright for pointing and dragging: the lean is only drawn.
"""

from __future__ import annotations

import math
from collections.abc import Callable, Hashable

import pygame

from game.i18n import language

from . import theme
from .assets import text
from .cache import MIB, SurfaceCache
from .pieces import fan

MAX_LEAN = 5.0  # degrees, the outermost card of a small hand
MAX_SPREAD = 22.0  # degrees, from the first card to the last


def arc(centre_x: float, room: float, n: int, cw: int, ch: int, y: int, spacing: float) -> list[tuple[pygame.Rect, float]]:
    """The cards of a hand of ``n`` as (rect, lean in degrees, positive leaning left): spread as
    ``fan`` spreads them, each lower and leaning more the further it is from the middle."""
    rects = fan(centre_x, room, n, cw, ch, y, spacing)
    if n < 2:
        return [(r, 0.0) for r in rects]
    step = min(MAX_LEAN * 2 / (n - 1), MAX_SPREAD / (n - 1))
    radius = ch * 3.2
    out = []
    for k, r in enumerate(rects):
        lean = (k - (n - 1) / 2) * step
        drop = int(radius * (1 - math.cos(math.radians(lean))))
        out.append((r.move(0, drop), -lean))
    return out



def _local(rect: pygame.Rect, lean: float, pos) -> tuple[float, float]:
    """``pos`` in the frame of a card drawn at ``rect`` leaning by ``lean`` degrees (as
    ``draw_leaning`` turns it: counter-clockwise on screen): its offset from the card's centre
    along the card's own width and height."""
    x, y = pos[0] - rect.centerx, pos[1] - rect.centery
    a = math.radians(lean)
    return x * math.cos(a) - y * math.sin(a), x * math.sin(a) + y * math.cos(a)


def card_at(cards, pos, reach: float = 0.0):
    """The card of a fanned hand under ``pos``: ``cards`` are (key, rect, lean) in drawing
    order (the last is drawn on top). The topmost card whose drawn (leaning) face holds
    ``pos``; else, in the seam between two cards (or at a card's edge) the nearest card whose
    face lies within ``reach`` pixels; else None. A press between two cards of the fan is a
    press on one of them: the gap between two faces is thinner than a fingertip."""
    best, best_d = None, None
    for key, rect, lean in reversed(cards):
        x, y = _local(rect, lean, pos)
        dx, dy = max(abs(x) - rect.w / 2, 0.0), max(abs(y) - rect.h / 2, 0.0)
        if dx == 0.0 and dy == 0.0:
            return key
        d = math.hypot(dx, dy)
        if d <= reach and (best_d is None or d < best_d):
            best, best_d = key, d
    return best

# Cards painted once and kept, upright and turned: a hand held in an arc is drawn every frame,
# and painting each card and turning it again every frame was most of such a frame. The key
# a caller gives says everything the card shows (equal keys: equal pixels), so a card whose
# state changed is painted again and nothing stale is ever blitted. The language is part of
# every key here (a card's words change with it: a language chosen mid-game paints the hand
# again). Bounded by bytes.
_CARDS = SurfaceCache("fans: painted and turned cards", 12 * MIB)


def painted(key: Hashable, size: tuple[int, int], paint: Callable[[pygame.Surface, pygame.Rect], None]
            ) -> pygame.Surface:
    """A card of ``size`` painted by ``paint(surface, rect)`` onto a transparent surface,
    kept under ``key`` (everything the card shows) and ``size``."""
    k = ("painted", key, tuple(size), language())
    surf = _CARDS.get(k)
    if surf is None:
        surf = pygame.Surface(size, pygame.SRCALPHA)
        paint(surf, surf.get_rect())
        surf = _CARDS.put(k, surf)
    return surf


def kept(key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
    """A card's picture made by ``make`` (turned, scaled...), kept under ``key``."""
    k = ("kept", key, language())
    surf = _CARDS.get(k)
    return surf if surf is not None else _CARDS.put(k, make())


def turned(key: Hashable, image: pygame.Surface, lean: float) -> pygame.Surface:
    """``image`` (what ``key`` names, at its size) turned by ``lean`` degrees, kept."""
    angle = round(lean, 1)
    k = ("turned", key, image.get_size(), angle, language())
    surf = _CARDS.get(k)
    if surf is None:
        surf = _CARDS.put(k, pygame.transform.rotozoom(image, angle, 1.0))
    return surf


def draw_leaning(surf: pygame.Surface, image: pygame.Surface, rect: pygame.Rect, lean: float,
                 key: Hashable | None = None) -> None:
    """``image`` (drawn for ``rect``) leaning by ``lean`` degrees about the rect's centre; with
    ``key`` (what the image shows) the turned picture is kept and not turned again next frame."""
    if abs(lean) < 0.05:
        surf.blit(image, rect.topleft)
        return
    pic = turned(key, image, lean) if key is not None else pygame.transform.rotozoom(image, round(lean, 1), 1.0)
    surf.blit(pic, pic.get_rect(center=rect.center))


def draw_card_leaning(surf: pygame.Surface, key: Hashable, rect: pygame.Rect, lean: float,
                      paint: Callable[[pygame.Surface, pygame.Rect], None]) -> None:
    """A card painted by ``paint`` (kept under ``key``) at ``rect``, leaning by ``lean``."""
    draw_leaning(surf, painted(key, rect.size, paint), rect, lean, key)


def flight_source(start: pygame.Rect, end: pygame.Rect, at: pygame.Rect) -> tuple[int, int]:
    """The size a card in flight at ``at`` (between its glide's ``start`` and ``end``) is
    painted at: its own where it lies at the start or the end, else the larger of the two's,
    to be scaled down to ``at``. A face painted at every passing size is a new face each
    frame: each costs what painting a card costs, and the cache they go into then lets go of
    the faces the hand and the board show, which are painted again at the next move."""
    if at.size in (start.size, end.size):
        return at.size
    return start.size if start.w * start.h >= end.w * end.h else end.size


def in_flight(face_at: Callable[[tuple[int, int]], pygame.Surface], source: tuple[int, int],
              at: pygame.Rect) -> pygame.Surface:
    """A card in flight at ``at``: ``face_at(source)`` (a kept face, at the size
    ``flight_source`` gave, which the part's key also holds) scaled to ``at``'s size."""
    face = face_at(source)
    if face.get_size() != at.size and at.w > 0 and at.h > 0:
        face = pygame.transform.smoothscale(face, at.size)
    return face


def draw_pile(surf: pygame.Surface, top: pygame.Surface | None, rect: pygame.Rect, count: int, s: float) -> None:
    """A pile of ``count`` cards whose top is ``top``: edges below it show how deep it is
    (one edge for every few cards, up to six)."""
    edges = min(6, (count + 3) // 4) if count > 1 else 0
    off = max(1, int(2 * s))
    for k in range(edges, 0, -1):
        edge = rect.move(k * off, k * off)
        pygame.draw.rect(surf, (18, 14, 14), edge, border_radius=max(2, rect.w // 14))
        pygame.draw.rect(surf, (120, 110, 100), edge, 1, border_radius=max(2, rect.w // 14))
    if top is not None:
        surf.blit(top, rect.topleft)


def draw_held_backs(surf: pygame.Surface, back: pygame.Surface, count: int, area: pygame.Rect, s: float,
                    key: Hashable | None = None) -> None:
    """An opponent's hand: up to five backs fanned in ``area`` (bottom centre) and the count;
    ``key`` names the back (its turned copies are kept)."""
    shown = min(count, 5)
    if shown:
        w, h = back.get_size()
        spread = min(w * 0.45, (area.w - w) / max(1, shown - 1)) if shown > 1 else 0
        x0 = area.centerx - (w + spread * (shown - 1)) / 2
        for k in range(shown):
            lean = ((shown - 1) / 2 - k) * 9.0
            r = pygame.Rect(int(x0 + k * spread), area.bottom - h - int(abs(lean) * 0.3 * s), w, h)
            draw_leaning(surf, back, r, lean, key)
    t = text("bold", max(8, int(15 * s)), str(count), theme.TEXT)
    tag = t.get_rect(midbottom=(area.centerx, area.bottom)).inflate(int(10 * s), int(2 * s))
    pygame.draw.rect(surf, (20, 18, 18), tag, border_radius=int(6 * s))
    surf.blit(t, t.get_rect(center=tag.center))
