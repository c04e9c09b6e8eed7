"""Drag and drop: a drop becomes an intent, the intent meets the game's legal actions.

The controller knows no game. A game's view hands it an *adapter* that answers four
questions in its own terms:

- ``piece_at(pos)``: the piece under the pointer that the person at the screen may pick up
  (any hashable: ``("hand", card)``, ``("mover", seat)``…), or None;
- ``plans_for(piece)``: every target that piece may be dropped on, each with the plans
  (sequences of the game's actions) such a drop stands for: the *legal* drops;
- ``sprite_for(piece)``: the surface dragged under the pointer and the rectangle it left;
- ``targets_at(pos)``: the targets under the pointer, best first;
- ``refusal(piece, targets)``: the reason a drop on those targets matched no legal action.

``release`` turns the drop into an ``Outcome``: one plan is *submitted*, several open a
*menu*, none *refuses* (the piece glides back to where it was and the reason is said). A
press and release without moving is a *click* on the piece.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Protocol

import pygame

DRAG_THRESHOLD = 6  # pixels the pointer moves before a press becomes a drag
SHADOW_ALPHA = 90  # how dark a dragged piece's shadow is (of 255)
SHADOW_OFFSET = (6, 8)  # where it falls: right and below the piece


class DragAdapter(Protocol):
    def piece_at(self, pos) -> Any | None: ...
    def plans_for(self, piece) -> dict[Any, list[tuple]]: ...
    def sprite_for(self, piece) -> tuple[pygame.Surface, pygame.Rect]: ...
    def targets_at(self, pos) -> list: ...
    def refusal(self, piece, targets: list) -> str | None: ...


@dataclass
class Drag:
    """A piece being dragged: where it may go (``targets``) and how it is drawn."""

    piece: Any
    targets: dict[Any, list[tuple]]
    surf: pygame.Surface
    origin: pygame.Rect
    grab: tuple[int, int]
    pos: tuple[int, int]
    start: tuple[int, int]
    moved: bool = False
    _shadow: pygame.Surface | None = field(default=None, repr=False)

    def rect(self) -> pygame.Rect:
        """Where the dragged piece is drawn now."""
        return pygame.Rect(self.pos[0] - self.grab[0], self.pos[1] - self.grab[1], *self.origin.size)

    def area(self) -> pygame.Rect:
        """Everything ``DragController.draw`` paints for it now: the piece and its shadow."""
        r = self.surf.get_rect(topleft=self.rect().topleft)
        return r.union(r.move(SHADOW_OFFSET))

    def shadow(self) -> pygame.Surface:
        """The piece's shadow: its own shape (a mover's outline, a card's rounded corners),
        darkened and see-through; made once per drag, not every frame."""
        if self._shadow is None:
            if self.surf.get_flags() & pygame.SRCALPHA:
                shadow = self.surf.copy()
                # black, with a third of the piece's own alpha: transparent where it is
                shadow.fill((0, 0, 0, SHADOW_ALPHA), special_flags=pygame.BLEND_RGBA_MULT)
            else:  # an opaque piece casts a rectangle
                shadow = pygame.Surface(self.surf.get_size(), pygame.SRCALPHA)
                shadow.fill((0, 0, 0, SHADOW_ALPHA))
            self._shadow = shadow
        return self._shadow


@dataclass
class Outcome:
    """What a release did. ``kind``: "click" (no drag), "submit" (one plan), "menu" (several
    plans to choose from) or "refuse" (no legal plan: ``reason``, and ``back`` is the glide
    home from ``at`` to the piece's origin)."""

    kind: str
    piece: Any = None
    plans: list[tuple] = field(default_factory=list)
    reason: str | None = None
    at: pygame.Rect | None = None
    back: pygame.Rect | None = None


def choose(options: list[tuple]) -> Outcome:
    """One plan is submitted; several (duplicates dropped, order kept) open a menu."""
    unique = list(dict.fromkeys(options))
    return Outcome("submit" if len(unique) == 1 else "menu", plans=unique)


class DragController:
    def __init__(self, adapter: DragAdapter) -> None:
        self.adapter = adapter
        self.drag: Drag | None = None

    def press(self, pos) -> bool:
        """Pick up the piece under ``pos``; False when there is none."""
        piece = self.adapter.piece_at(pos)
        if piece is None:
            return False
        surf, origin = self.adapter.sprite_for(piece)
        self.drag = Drag(piece, self.adapter.plans_for(piece), surf, origin.copy(),
                         (pos[0] - origin.x, pos[1] - origin.y), pos, pos)
        return True

    def motion(self, pos) -> None:
        d = self.drag
        if d is None:
            return
        d.pos = pos
        if not d.moved and ((pos[0] - d.start[0]) ** 2 + (pos[1] - d.start[1]) ** 2) ** 0.5 > DRAG_THRESHOLD:
            d.moved = True

    def cancel(self) -> None:
        self.drag = None

    def release(self, pos) -> Outcome | None:
        """Drop what is dragged at ``pos`` (None when nothing was)."""
        d = self.drag
        if d is None:
            return None
        self.drag = None
        if not d.moved:
            return Outcome("click", piece=d.piece)
        candidates = self.adapter.targets_at(pos)
        for target in candidates:
            if target in d.targets:
                out = choose(d.targets[target])
                out.piece = d.piece
                return out
        d.pos = pos
        reason = self.adapter.refusal(d.piece, candidates)
        return Outcome("refuse", piece=d.piece, reason=reason, at=d.rect(), back=d.origin)

    def draw(self, surf: pygame.Surface) -> None:
        """The dragged piece under the pointer, with its shadow."""
        if self.drag is not None:
            draw_drag(surf, self.drag)


def draw_drag(surf: pygame.Surface, d: Drag) -> None:
    """A dragged piece under the pointer, with its shadow, once it has moved (a table's part
    draws it from the drag alone, never reaching the controller's adapter)."""
    if not d.moved:
        return
    r = d.rect()
    surf.blit(d.shadow(), r.move(SHADOW_OFFSET).topleft)
    surf.blit(d.surf, r.topleft)
