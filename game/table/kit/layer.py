"""A layer kept between frames and drawn again only where what it shows changed.

A game's view describes its still picture (the boards) as ``Part``s in drawing order: the
rectangle a part draws inside, a key that says what it shows (equal keys: the same pixels)
and the function that draws it. ``Layer.draw`` keeps one surface (never a new full-screen
surface per change), compares the parts with those it drew last, and paints again only the
rectangles of the parts that changed, came or went: each such rectangle is cleared to the
background and every part that touches it is drawn again, in order, clipped to it. The
result is the same, pixel for pixel, as drawing everything (the view's test checks it).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

FULL_REDRAW = 0.6  # past this share of the surface changed, one full draw is cheaper


@dataclass
class Part:
    rect: pygame.Rect  # everything the part draws lies inside it
    key: Hashable  # what it shows: a part whose key (and rect) did not change is not drawn again
    draw: Callable[[pygame.Surface], None]


def merge(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Overlapping rectangles joined, so that no area is painted twice."""
    out: list[pygame.Rect] = []
    for r in rects:
        r = pygame.Rect(r)
        if r.w <= 0 or r.h <= 0:
            continue
        joined = True
        while joined:
            joined = False
            for k, o in enumerate(out):
                if o.colliderect(r):
                    r = r.union(out.pop(k))
                    joined = True
                    break
        out.append(r)
    return out


class Layer:
    """A still picture made of parts, kept between frames."""

    def __init__(self, background) -> None:
        self.background = background
        self.surface: pygame.Surface | None = None
        self.drawn: dict[Hashable, tuple[tuple, Hashable]] = {}
        self.redrawn: list[pygame.Rect] = []  # what the last ``draw`` painted again (for tests)

    def invalidate(self) -> None:
        """Everything is drawn again next time."""
        self.drawn = {}

    def release(self) -> None:
        self.surface = None
        self.drawn = {}

    def draw(self, size: tuple[int, int], parts: dict[Hashable, Part]) -> pygame.Surface:
        surf = self.surface
        if surf is None or surf.get_size() != tuple(size):
            surf = pygame.Surface(size)
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                surf = surf.convert()
            self.surface = surf
            self.drawn = {}
        full = surf.get_rect()
        if not self.drawn:
            dirty = [full]
        else:
            changed: list[pygame.Rect] = []
            for pid, part in parts.items():
                old = self.drawn.get(pid)
                if old is None:
                    changed.append(part.rect)
                elif old[0] != tuple(part.rect) or old[1] != part.key:
                    changed.append(pygame.Rect(old[0]))
                    changed.append(part.rect)
            changed += [pygame.Rect(r) for pid, (r, _key) in self.drawn.items() if pid not in parts]
            dirty = [r.clip(full) for r in merge(changed)]
            if sum(r.w * r.h for r in dirty) > FULL_REDRAW * full.w * full.h:
                dirty = [full]
        for d in dirty:
            if d.w <= 0 or d.h <= 0:
                continue
            surf.set_clip(d)
            surf.fill(self.background)
            for part in parts.values():
                if part.rect.colliderect(d):
                    part.draw(surf)
        surf.set_clip(None)
        self.redrawn = dirty
        self.drawn = {pid: (tuple(part.rect), part.key) for pid, part in parts.items()}
        return surf
