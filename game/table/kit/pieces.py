"""Where pieces lie: fanned hands and rows, piles, sectors. Geometry only, no game.

- ``fan``: ``n`` cards of one size spread around a centre, as close as ``spacing`` apart,
  overlapping when the room is short (a hand, the cards at a location);
- ``row``: ``n`` cards side by side with a gap, centred (revealed cards);
- ``Sector``: a named area of the table (a location, a deck, a discard pile) holding keys
  of pieces; a view hit-tests them with ``sector_at``.
"""

from __future__ import annotations

from collections.abc import Hashable
from dataclasses import dataclass, field

import pygame


def fan(centre_x: float, room: float, n: int, cw: int, ch: int, y: int, spacing: float) -> list[pygame.Rect]:
    """``n`` rectangles ``cw``×``ch`` at height ``y``, centred on ``centre_x``: ``spacing``
    apart when ``room`` allows, else closer so that they fill exactly ``room``."""
    step = min(spacing, (room - cw) / max(1, n - 1)) if n > 1 else 0
    width = cw + step * (n - 1)
    x0 = centre_x - width / 2
    return [pygame.Rect(int(x0 + k * step), y, cw, ch) for k in range(n)]


def row(centre_x: int, n: int, cw: int, ch: int, y: int, gap: int) -> list[pygame.Rect]:
    """``n`` rectangles side by side, ``gap`` apart, centred on ``centre_x``."""
    total = n * cw + (n - 1) * gap
    x0 = centre_x - total // 2
    return [pygame.Rect(x0 + k * (cw + gap), y, cw, ch) for k in range(n)]


@dataclass
class Sector:
    """A named area of the table and the pieces it holds (in order)."""

    key: Hashable
    rect: pygame.Rect
    pieces: list = field(default_factory=list)


def sector_at(sectors, pos) -> Sector | None:
    """The last sector (the top one) under ``pos``."""
    found = None
    for sec in sectors:
        if sec.rect.collidepoint(pos):
            found = sec
    return found
