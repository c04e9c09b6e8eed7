"""Checks shared by the tables' tests."""

from __future__ import annotations

import pygame


def pixels(surf: pygame.Surface) -> bytes:
    """A surface's pixels, for comparing two paintings."""
    return pygame.image.tobytes(surf, "RGB")


def presented_frame(app, before: bytes, frame: int) -> tuple[bytes, list | None]:
    """One frame stepped, drawn and presented as the loop does, and checked: every pixel
    that changed since ``before`` lies in a rectangle handed to the display. Returns the
    screen's pixels and the rectangles presented (None: all of it)."""
    app.step(1 / 60)
    app.draw()
    rects = app._to_present
    app.present()
    after = pixels(app.screen)
    if rects is not None and before != after:
        old = pygame.image.frombytes(before, app.screen.get_size(), "RGB")
        new = pygame.image.frombytes(after, app.screen.get_size(), "RGB")
        for r in rects:
            old.blit(new, r, r)
        assert pixels(old) == after, f"frame {frame}: a changed pixel outside the rectangles handed over"
    return after, rects


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
