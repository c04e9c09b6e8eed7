"""Layout in units that scale.

Every size on the table is written for a 1920×1080 window at 100 % UI scale and scaled by
one factor ``s``: the window's size against that reference, times the UI-scale setting
(0.8–2.0). ``Units`` turns reference pixels into screen pixels (``u(24)`` is
``int(24 * s)``); ``fit`` places a fixed-ratio picture (a board map) in an area.
"""

from __future__ import annotations

from dataclasses import dataclass

import pygame

REFERENCE = (1920, 1080)
UI_MIN, UI_MAX = 0.8, 2.0


def clamp_ui(ui: float) -> float:
    return max(UI_MIN, min(UI_MAX, ui))


def scale_for(size: tuple[int, int], ui: float = 1.0) -> float:
    """The scale of a window of ``size`` at UI scale ``ui``."""
    w, h = size
    return min(w / REFERENCE[0], h / REFERENCE[1]) * clamp_ui(ui)


@dataclass(frozen=True)
class Units:
    s: float

    def __call__(self, px: float) -> int:
        return int(px * self.s)

    def line(self, px: float) -> int:
        """A line width: never thinner than one pixel."""
        return max(1, int(px * self.s))


def fit(bw: int, bh: int, area: pygame.Rect) -> tuple[pygame.Rect, float]:
    """The largest ``bw``×``bh`` rectangle in ``area``, centred at its top, and its scale."""
    scale = min(area.w / bw, area.h / bh)
    r = pygame.Rect(0, 0, int(bw * scale), int(bh * scale))
    r.midtop = (area.centerx, area.top)
    return r, scale
