"""A frame that is coming, rendered ahead into the caches a little at a time.

While a bot's chosen move waits out its pause, the table knows exactly what the frame in
which it lands will show. ``Ahead`` takes that frame's parts (``kit.layer.Part``), keeps
those the screen does not show yet (a new rectangle or key), and in each frame of the pause
draws a few of them where their pixels land nowhere: what they render on the way (card
faces, turned cards, words, icons) goes into the caches those draws read, so the frame in
which the move lands only blits them. Nothing is shown: a part's key says everything it
shows, and a face is only ever blitted under its own key. A guess that turns out wrong
(the move is not made after all) only cost the time.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Hashable

import pygame

from .layer import Part

#: each frame of a pause warms parts until it has spent this long on them (at least one):
#: a card face at 3840×2160 takes 1 to 2 ms, and a frame of the pause does nothing else
BUDGET_S = 0.003


class Ahead:
    """The coming frames still to be drawn ahead, for a token naming them (the moves, the
    position, the screen's size): each frame is built when its turn comes (building one
    plays a move on a copy of the game), then its parts are drawn a few a frame."""

    def __init__(self) -> None:
        self.token: Hashable | None = None
        self.frames: list[Callable[[], dict[Hashable, Part]]] = []
        self.queue: list[Part] = []
        self._drawn: dict[Hashable, tuple] = {}
        self._scratch: pygame.Surface | None = None

    def plan(self, token: Hashable, frames: list[Callable[[], dict[Hashable, Part]]],
             drawn: dict[Hashable, tuple] | None) -> None:
        """The coming frames named ``token``, each as a function giving its parts (called
        only for a new token, one at a time); of their parts, those ``drawn`` (a ``Layer``'s
        record: pid → (rect, key, group)) shows already are left out."""
        if token == self.token:
            return
        self.token = token
        self.frames = list(frames)
        self.queue = []
        self._drawn = drawn or {}

    def step(self, budget: float = BUDGET_S) -> bool:
        """Build the next frame or draw ahead the next parts, for about ``budget`` seconds
        (at least one piece of work); whether there was any."""
        if not self.queue and not self.frames:
            return False
        if self._scratch is None:
            self._scratch = pygame.Surface((1, 1))
        start = time.perf_counter()
        drawn = self._drawn
        while self.queue or self.frames:
            if self.queue:
                self.queue.pop(0).draw(self._scratch)
            else:
                self.queue = [p for pid, p in self.frames.pop(0)().items()
                              if (old := drawn.get(pid)) is None or old[0] != tuple(p.rect) or old[1] != p.key]
            if time.perf_counter() - start >= budget:
                break
        return True

    def busy(self) -> bool:
        """Whether work is left for the token planned."""
        return bool(self.queue or self.frames)

    def forget(self) -> None:
        """Nothing is coming (the move landed, the table changed)."""
        self.token = None
        self.frames = []
        self.queue = []
