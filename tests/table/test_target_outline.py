"""The legal-target outline's marching dashes: where each side is lit, at any phase and scale,
against a reference that walks the border pixel by pixel (the outline is painted in every
frame a target is lit, so it is drawn from kept strips, not a line per dash)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.table.kit import colours  # noqa: E402
from game.table.kit.colours import target_outline  # noqa: E402

GROUND = (20, 90, 30)
SEAT = (230, 60, 60)


def _border(p: pygame.Rect):
    """Each pixel on the path the dashes follow, clockwise from the top left corner, with
    its distance along the way: the top, the right side, the bottom, the left."""
    d = 0
    for x in range(p.left, p.right):
        yield (x, p.top), d
        d += 1
    for y in range(p.top, p.bottom):
        yield (p.right, y), d
        d += 1
    for x in range(p.right, p.left, -1):
        yield (x, p.bottom), d
        d += 1
    for y in range(p.bottom, p.top, -1):
        yield (p.left, y), d
        d += 1


@pytest.mark.parametrize("s", [1.0, 1.5, 2.0])
@pytest.mark.parametrize("t", [0.0, 0.13, 0.5, 1.7])
def test_the_dashes_march_along_every_side_as_the_pattern_says(s, t):
    surf = pygame.Surface((700, 800))
    surf.fill(GROUND)
    r = pygame.Rect(120, 90, 333, 517)  # odd sizes: no side a whole number of dashes
    target_outline(surf, r, SEAT, s, t)
    width = max(2, int(4 * s))
    dash = max(6, int(16 * s))
    shift = int((t * 60 * s) % (2 * dash))
    p = r.inflate(int(14 * s), int(14 * s)).inflate(-width, -width)
    wrong = []
    for (x, y), d in _border(p):
        # a pixel a dash's end falls on, or a corner, may go either way
        k = (d + shift) % (2 * dash)
        if min(k, abs(k - dash), 2 * dash - k) < 2 or min(abs(x - p.left), abs(x - p.right)) < width and \
                min(abs(y - p.top), abs(y - p.bottom)) < width:
            continue
        lit = surf.get_at((x, y))[:3] == SEAT
        if lit != (k < dash):
            wrong.append(((x, y), d, k, lit))
    assert not wrong, wrong[:5]


def test_the_dashes_keep_inside_the_clip():
    surf = pygame.Surface((400, 400))
    surf.fill(GROUND)
    clip = pygame.Rect(0, 0, 150, 400)
    surf.set_clip(clip)
    target_outline(surf, pygame.Rect(60, 60, 250, 250), SEAT, 1.0, 0.2)
    surf.set_clip(None)
    outside = [(x, y) for x in range(150, 400, 3) for y in range(0, 400, 3) if surf.get_at((x, y))[:3] != GROUND]
    assert not outside


def test_the_strips_of_dashes_are_kept_and_bounded():
    colours._STRIPS.clear()
    surf = pygame.Surface((600, 600))
    for t in (0.0, 0.1, 0.2):
        target_outline(surf, pygame.Rect(50, 50, 200, 300), SEAT, 1.0, t)
    assert len(colours._STRIPS) == 4  # the two directions of the two orientations, reused at every phase
    assert colours._STRIPS.bytes <= colours._STRIPS.max_bytes
