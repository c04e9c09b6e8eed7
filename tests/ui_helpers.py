"""Checks shared by the tables' tests."""

from __future__ import annotations

import pygame


def pixels(surf: pygame.Surface) -> bytes:
    """A surface's pixels, for comparing two paintings."""
    return pygame.image.tobytes(surf, "RGB")


def assert_solid_parts_paint_every_pixel(parts: dict, size: tuple[int, int]) -> int:
    """Each part's ``solid`` rectangles (where the layer fills no background under it) are
    painted whole: the part painted on two grounds gives the same pixels there. Returns how
    many parts said they were solid."""
    solid = 0
    for pid, part in parts.items():
        if not part.solid:
            continue
        solid += 1
        one, two = pygame.Surface(size).convert(), pygame.Surface(size).convert()
        one.fill((255, 0, 255))
        two.fill((0, 255, 0))
        part.draw(one)
        part.draw(two)
        for r in part.solid:
            r = pygame.Rect(r).clip(one.get_rect())
            assert part.rect.contains(r), (pid, r)
            assert pixels(one.subsurface(r)) == pixels(two.subsurface(r)), f"{pid}: {r} not painted whole"
    return solid
