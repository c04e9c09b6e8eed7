"""Colours for everyone: a colour-blind-safe set of seat colours, the simulation of the three
common kinds of colour blindness (to test that what must differ still differs), and the
legal-target outline that does not rely on colour at all.

The simulation is Machado, Oliveira and Fernandes (2009) at full severity, applied to linear
RGB; colour differences are CIE76 ΔE in L*a*b* (D65).
"""

from __future__ import annotations

import math

import pygame

from .cache import MIB, SurfaceCache

# Okabe and Ito's palette, told apart in every kind of colour blindness: seat colours when the
# colour-blind-safe option is on (a seat keeps its colour; more seats take the next ones)
# (the first three are the furthest apart in all four kinds of sight: ΔE ≥ 33)
SAFE_SEATS = ((240, 228, 66), (0, 114, 178), (213, 94, 0), (86, 180, 233), (204, 121, 167), (0, 158, 115))

MATRICES = {
    "protanopia": ((0.152286, 1.052583, -0.204868), (0.114503, 0.786281, 0.099216),
                   (-0.003882, -0.048116, 1.051998)),
    "deuteranopia": ((0.367322, 0.860646, -0.227968), (0.280085, 0.672501, 0.047413),
                     (-0.011820, 0.042940, 0.968881)),
    "tritanopia": ((1.255528, -0.076749, -0.178779), (-0.078411, 0.930809, 0.147602),
                   (0.004733, 0.691367, 0.303900)),
}
KINDS = tuple(MATRICES)


def _lin(v: float) -> float:
    v /= 255
    return v / 12.92 if v <= 0.04045 else ((v + 0.055) / 1.055) ** 2.4


def _srgb(v: float) -> int:
    v = max(0.0, min(1.0, v))
    v = v * 12.92 if v <= 0.0031308 else 1.055 * v ** (1 / 2.4) - 0.055
    return round(v * 255)


def simulate(rgb, kind: str) -> tuple[int, int, int]:
    """How ``rgb`` looks to someone with ``kind`` of colour blindness."""
    m = MATRICES[kind]
    lin = [_lin(c) for c in rgb[:3]]
    return tuple(_srgb(sum(m[i][j] * lin[j] for j in range(3))) for i in range(3))  # type: ignore[return-value]


def lab(rgb) -> tuple[float, float, float]:
    r, g, b = (_lin(c) for c in rgb[:3])
    x = (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047
    y = 0.2126 * r + 0.7152 * g + 0.0722 * b
    z = (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883

    def f(t: float) -> float:
        return t ** (1 / 3) if t > 0.008856 else 7.787 * t + 16 / 116

    fx, fy, fz = f(x), f(y), f(z)
    return 116 * fy - 16, 500 * (fx - fy), 200 * (fy - fz)


def delta_e(a, b) -> float:
    """How far apart two colours look (CIE76; about 2.3 is just noticeable, 20 is plain)."""
    return math.dist(lab(a), lab(b))


def simulate_surface(surf: pygame.Surface, kind: str, step: int = 1) -> pygame.Surface:
    """A copy of ``surf`` as seen with ``kind`` of colour blindness (every ``step``-th pixel,
    the others left as they are: enough for a test that samples it)."""
    out = surf.copy()
    cache: dict = {}
    w, h = out.get_size()
    out.lock()
    for y in range(0, h, step):
        for x in range(0, w, step):
            c = tuple(out.get_at((x, y)))
            got = cache.get(c[:3])
            if got is None:
                got = cache[c[:3]] = simulate(c, kind)
            out.set_at((x, y), (*got, *c[3:]))
    out.unlock()
    return out


def target_outline(surf: pygame.Surface, r: pygame.Rect, colour, s: float, t: float) -> None:
    """A legal target: a dark band, a light band, and the seat's colour marching round them —
    told apart by its light and dark, not by its hue, on any board."""
    width = max(2, int(4 * s))
    outer = r.inflate(int(14 * s), int(14 * s))
    radius = int(10 * s)
    pygame.draw.rect(surf, (12, 10, 10), outer, width + 2, border_radius=radius)
    pygame.draw.rect(surf, (250, 248, 240), outer.inflate(-2 * width, -2 * width), max(1, width // 2 + 1),
                     border_radius=radius)
    # dashes along the border (clockwise from the top left corner), moving with time
    dash = max(6, int(16 * s))
    shift = int((t * 60 * s) % (2 * dash))
    _march(surf, outer.inflate(-width, -width), colour, dash, width, shift)


def _march(surf: pygame.Surface, p: pygame.Rect, colour, dash: int, width: int, shift: int) -> None:
    """Dashes ``dash`` long, ``dash`` apart, ``width`` thick along the rectangle ``p``'s
    sides, clockwise, a pixel ``d`` along the way lit when ``(d + shift) % (2 * dash) <
    dash``: each side one blit of a kept strip of dashes (a target's outline redrawn every
    frame while it is lit: a line drawn per dash cost ten times more at 3840×2160)."""
    period = 2 * dash
    half = width // 2
    w, h = p.w, p.h
    # each side: which strip, how far along the way its first drawn pixel (leftmost,
    # topmost) lies, where it is drawn and how long; the top and the bottom reach half a
    # band past the corners (so that the corners are covered), and the bottom and the left
    # run backwards (right to left, upwards): their strip is reversed
    sides = (("h", False, -half, p.left - half, p.top - half, w + width),
             ("v", False, w, p.right - half, p.top, h),
             ("h", True, 2 * w + h + half, p.left - half, p.bottom - half, w + width),
             ("v", True, 2 * w + 2 * h, p.left - half, p.top, h))
    for orient, backwards, first, x, y, length in sides:
        strip = _dash_strip(tuple(colour), dash, width, orient, backwards, length)
        # the strip's pixel to start from (a reversed strip's pixel j is the forward one's n-1-j)
        j = (-1 - (first + shift)) % period if backwards else (first + shift) % period
        area = pygame.Rect(j, 0, length, width) if orient == "h" else pygame.Rect(0, j, width, length)
        surf.blit(strip, (x, y), area)


def _dash_strip(colour: tuple, dash: int, width: int, orient: str, backwards: bool, length: int) -> pygame.Surface:
    """A strip of dashes long enough for a side ``length`` long from any phase (a whole
    number of periods: reversed, it is the same pattern read from its other end)."""
    period = 2 * dash
    periods = -(-(length + period) // period)
    key = (colour, dash, width, orient, backwards)
    strip = _STRIPS.get(key)
    if strip is not None and max(strip.get_size()) >= periods * period:
        return strip
    periods = max(periods, -(-4096 // period))  # one strip serves any side on a 4K screen
    n = periods * period
    strip = pygame.Surface((n, width) if orient == "h" else (width, n), pygame.SRCALPHA)
    strip.fill((0, 0, 0, 0))
    for k in range(periods):
        at = n - (k * period + dash) if backwards else k * period
        strip.fill(colour, pygame.Rect(at, 0, dash, width) if orient == "h" else pygame.Rect(0, at, width, dash))
    return _STRIPS.put(key, strip)


# the strips of dashes: four for each seat colour at a window's scale, each about 4096 × 8
# pixels at 3840×2160
_STRIPS = SurfaceCache("kit: marching dashes", 2 * MIB)
