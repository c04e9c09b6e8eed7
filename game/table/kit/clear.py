"""Where something floating over the table goes while a choice is open: clear of what must
stay in view.

A floating box (a tooltip, a card shown large, the card being resolved) may lie anywhere
over the table but on the places the person must choose between and on a message (the
refusal, the turn's banner): ``clear_place`` finds it a place, the same for every game.
"""

from __future__ import annotations

from functools import lru_cache

import pygame

Box = tuple[int, int, int, int]


def covered(r: pygame.Rect, avoid: list[pygame.Rect] | tuple[pygame.Rect, ...]) -> int:
    """How many pixels of ``avoid`` ``r`` covers (counted once per rectangle)."""
    return sum(r.clip(a).w * r.clip(a).h for a in avoid)


def clear_place(size: tuple[int, int], avoid, within: pygame.Rect,
                prefer=(), near: tuple[int, int] | None = None, least: float = 0.6) -> pygame.Rect:
    """Where a box of ``size`` goes inside ``within`` covering none of ``avoid``: the first of
    ``prefer`` (the places it would take anyway, in order) that covers none; else the clear
    place nearest ``near`` (the centre of the first preferred place, or of ``within``) on a
    grid over ``within``; else the same at a smaller size, down to ``least`` of it; else, when
    nothing is clear, the preferred place (or grid place) that covers least, at full size."""
    avoid_t = tuple(tuple(pygame.Rect(a)) for a in avoid if pygame.Rect(a).w > 0 and pygame.Rect(a).h > 0)
    prefer_t = tuple(tuple(pygame.Rect(p)) for p in prefer)
    return pygame.Rect(_clear_place(tuple(size), avoid_t, tuple(pygame.Rect(within)), prefer_t,
                                    None if near is None else tuple(near), least))


@lru_cache(maxsize=512)
def _clear_place(size: tuple[int, int], avoid: tuple[Box, ...], within: Box, prefer: tuple[Box, ...],
                 near: tuple[int, int] | None, least: float) -> Box:
    room = pygame.Rect(within)
    hurdles = [pygame.Rect(a) for a in avoid]
    places = [pygame.Rect(p).clamp(room) for p in prefer]
    for r in places:
        if r.collidelist(hurdles) < 0:
            return tuple(r)
    if near is None:
        near = places[0].center if places else room.center
    w, h = size
    scale = 1.0
    while scale >= least - 1e-9:
        bw, bh = max(1, int(w * scale)), max(1, int(h * scale))
        found = _nearest_clear(bw, bh, hurdles, room, near)
        if found is not None:
            return tuple(found)
        scale -= 0.1
    if not places:
        r = pygame.Rect(0, 0, w, h)
        r.center = near
        places = [r.clamp(room)]
    return tuple(min(places, key=lambda r: covered(r, hurdles)))


def _nearest_clear(w: int, h: int, hurdles: list[pygame.Rect], room: pygame.Rect,
                   near: tuple[int, int]) -> pygame.Rect | None:
    """The place of a ``w``×``h`` box in ``room`` covering none of ``hurdles`` whose centre is
    nearest ``near``: the box's edges tried against every hurdle's edges and the room's (where
    a clear place that touches something lies), None when there is none."""
    if w > room.w or h > room.h:
        return None
    xs = {room.left, room.right - w, near[0] - w // 2}
    ys = {room.top, room.bottom - h, near[1] - h // 2}
    for a in hurdles:
        xs.update((a.right, a.left - w))
        ys.update((a.bottom, a.top - h))
    best = None
    for x in xs:
        if x < room.left or x + w > room.right:
            continue
        for y in ys:
            if y < room.top or y + h > room.bottom:
                continue
            r = pygame.Rect(x, y, w, h)
            if r.collidelist(hurdles) >= 0:
                continue
            d = (r.centerx - near[0]) ** 2 + (r.centery - near[1]) ** 2
            if best is None or d < best[0]:
                best = (d, r)
    return None if best is None else best[1]
