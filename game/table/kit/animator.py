"""The animator: short motions on the table, driven by the game's events.

The kit knows three kinds of animation and nothing of any game:

- ``Glide``: a piece (``key``: whatever the view draws, a card id say) moves from one
  rectangle to another, easing out;
- ``Pop``: a ring opens at a point (a token taken or put back);
- ``Flip``: a piece turns over in place (its width closes and opens again);
- ``Count``: a counter shown changes from one value to another.

A game's view maps each event of a move to these (``animations_for(events, before, after)``
in the view); the animator plays them, says when something still moves (``busy``) and what
is in flight (``moving``: the keys the static layer leaves out). ``settle`` is the one
animation not named by an event: pieces that changed place because the layout closed up
around another (a hand fanning again after a card is played) glide to their new place.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

POP_TIME = 0.35


def ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


@dataclass
class Glide:
    key: Hashable
    start: pygame.Rect
    end: pygame.Rect
    t0: float
    dur: float

    def done(self, now: float) -> bool:
        return now - self.t0 >= self.dur

    def rect_at(self, now: float) -> pygame.Rect:
        t = min(1.0, (now - self.t0) / self.dur) if self.dur > 0 else 1.0
        e = ease_out(t)
        s, d = self.start, self.end
        return pygame.Rect(s.x + (d.x - s.x) * e, s.y + (d.y - s.y) * e,
                           s.w + (d.w - s.w) * e, s.h + (d.h - s.h) * e)


@dataclass
class Pop:
    center: tuple[int, int]
    t0: float
    dur: float = POP_TIME

    def done(self, now: float) -> bool:
        return now - self.t0 >= self.dur

    def draw(self, surf: pygame.Surface, now: float, colour, s: float) -> None:
        k = (now - self.t0) / self.dur
        pygame.draw.circle(surf, colour, self.center, int((20 + 60 * k) * s), max(1, int(4 * s * (1 - k))))


@dataclass
class Flip:
    key: Hashable
    rect: pygame.Rect
    t0: float
    dur: float

    def done(self, now: float) -> bool:
        return now - self.t0 >= self.dur

    def rect_at(self, now: float) -> tuple[pygame.Rect, bool]:
        """The squeezed rectangle and whether the face (second half) shows yet."""
        t = min(1.0, (now - self.t0) / self.dur) if self.dur > 0 else 1.0
        w = max(1, int(self.rect.w * abs(1 - 2 * t)))
        r = pygame.Rect(0, 0, w, self.rect.h)
        r.center = self.rect.center
        return r, t >= 0.5


@dataclass
class Count:
    key: Hashable
    old: int
    new: int
    t0: float
    dur: float

    def done(self, now: float) -> bool:
        return now - self.t0 >= self.dur

    def value_at(self, now: float) -> int:
        t = min(1.0, (now - self.t0) / self.dur) if self.dur > 0 else 1.0
        return round(self.old + (self.new - self.old) * ease_out(t))


class Animator:
    """The animations in flight."""

    def __init__(self) -> None:
        self.glides: list[Glide] = []
        self.pops: list[Pop] = []
        self.flips: list[Flip] = []
        self.counts: list[Count] = []

    def play(self, anims) -> None:
        for a in anims:
            {Glide: self.glides, Pop: self.pops, Flip: self.flips, Count: self.counts}[type(a)].append(a)

    @property
    def busy(self) -> bool:
        return bool(self.glides or self.pops or self.flips or self.counts)

    def moving(self) -> frozenset:
        """The keys of the pieces in flight (drawn by the animator, not where they lie)."""
        return frozenset(g.key for g in self.glides) | frozenset(f.key for f in self.flips)

    def update(self, now: float) -> bool:
        """Drop finished animations; True when a piece landed (the static layer must be
        drawn again, now with it in place)."""
        before = len(self.glides) + len(self.flips)
        self.glides = [g for g in self.glides if not g.done(now)]
        self.flips = [f for f in self.flips if not f.done(now)]
        self.pops = [p for p in self.pops if not p.done(now)]
        self.counts = [c for c in self.counts if not c.done(now)]
        return len(self.glides) + len(self.flips) != before

    def finish(self) -> bool:
        """Everything lands at once (a click arrived: it acts on the table as it will be).
        True when anything was in flight."""
        was = self.busy
        self.glides, self.pops, self.flips, self.counts = [], [], [], []
        return was

    def clear_pops(self) -> None:
        self.pops = []


def settle(before: dict, after: dict, now: float, dur: float, skip=frozenset(),
           visible: Callable[[Hashable], bool] = lambda _k: True) -> list[Glide]:
    """Glides for pieces that are in both layouts at different places (not in ``skip``)."""
    out = []
    for k, end in after.items():
        start = before.get(k)
        if k in skip or start is None or start == end or not visible(k):
            continue
        out.append(Glide(k, start, end.copy(), now, dur))
    return out
