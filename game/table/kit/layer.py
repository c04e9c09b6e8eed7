"""A layer kept between frames and drawn again only where what it shows changed.

A game's view describes its still picture (the boards) as ``Part``s in drawing order: the
rectangle a part draws inside, a key that says what it shows (equal keys: the same pixels)
and the function that draws it. ``Layer.draw`` keeps one surface (never a new full-screen
surface per change), compares the parts with those it drew last, and paints again only the
rectangles of the parts that changed, came or went: each such rectangle is cleared to the
background and every part that touches it is drawn again, in order, clipped to it. The
result is the same, pixel for pixel, as drawing everything (the view's test checks it).

Parts may belong to a ``group`` (a board): a group that moves or changes size (the turn
passes, the next Realm is shown large) leaves a copy of its pixels behind, kept under the
group, where it lay (its first part: its place, size and frame) and what each of its parts
showed, in a cache bounded by bytes. When the group comes back there, the copy is blitted and only its parts whose keys changed
since are drawn again, instead of the whole board. Whatever else the copy's area holds is
drawn again over it: the other groups' parts reaching into it now, and wherever they
reached into it when it was kept (no stale pixel of another board comes back).
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from dataclasses import dataclass

import pygame

from game.i18n import language

from . import theme
from .cache import MIB, SurfaceCache

FULL_REDRAW = 0.6  # past this share of the surface changed, one full draw is cheaper
# A copy larger than this is not kept: copying a board out and back costs with its pixels,
# drawing its parts mostly per part, and measured at 3840×2160 (a large board of about 3 M
# pixels) the copies cost more than the drawing they saved (landing p95 27 ms against 23).
KEEP_MAX_PIXELS = 1_000_000
PAINTED_KEPT = 8  # draws whose painted rectangles a layer remembers (``Layer.changes_since``)


@dataclass
class Part:
    rect: pygame.Rect  # everything the part draws lies inside it
    key: Hashable  # what it shows: a part whose key (and rect) did not change is not drawn again
    draw: Callable[[pygame.Surface], None]
    group: Hashable = None  # parts that move together (a board): kept and restored together
    # a part that paints the same pixels whatever its key says (only their colours change:
    # a board's lit edge) and under no later part: a change of its key alone is painted
    # straight over its old pixels, nothing cleared and nothing else drawn again
    over: bool = False
    # rectangles where the part paints every pixel opaque (a board's ground, a panel's body):
    # the background is not filled in under them first (at 3840×2160 filling the whole screen
    # and then the panels over it is twice the memory written: a third of a whole frame)
    solid: tuple[pygame.Rect, ...] = ()


JOIN_SLACK = 1.15  # two overlapping rectangles are joined when that paints at most this much more


def _area(r: pygame.Rect) -> int:
    return r.w * r.h


def merge(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """Overlapping rectangles joined, so that little is painted twice; but not two whose
    joined rectangle would be much larger than both (a change on one board and one on the
    board beside it, touching at an edge, are not one rectangle over both boards). Painting
    an area twice is only wasted time: each painting clears it and draws it whole."""
    out: list[pygame.Rect] = []
    for r in rects:
        r = pygame.Rect(r)
        if r.w <= 0 or r.h <= 0:
            continue
        joined = True
        while joined:
            joined = False
            for k, o in enumerate(out):
                if o.colliderect(r) and _area(o.union(r)) <= JOIN_SLACK * (_area(o) + _area(r)):
                    r = r.union(out.pop(k))
                    joined = True
                    break
        out.append(r)
    return out


def subtract(r: pygame.Rect, cut: pygame.Rect) -> list[pygame.Rect]:
    """What of ``r`` lies outside ``cut``: up to four rectangles."""
    r = pygame.Rect(r)
    if not r.colliderect(cut):
        return [r]
    c = r.clip(cut)
    out = [pygame.Rect(r.left, r.top, r.w, c.top - r.top), pygame.Rect(r.left, c.bottom, r.w, r.bottom - c.bottom),
           pygame.Rect(r.left, c.top, c.left - r.left, c.h), pygame.Rect(c.right, c.top, r.right - c.right, c.h)]
    return [o for o in out if o.w > 0 and o.h > 0]


def _outside(r: pygame.Rect, cuts: list[pygame.Rect]) -> list[pygame.Rect]:
    pieces = [pygame.Rect(r)]
    for cut in cuts:
        pieces = [p for piece in pieces for p in subtract(piece, cut)]
    return pieces


def disjoint(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """The pixels of ``rects``, each in one rectangle only: for painting something that
    blends (a shadow, a card's soft corners) once over whatever several overlapping
    rectangles painted under it."""
    out: list[pygame.Rect] = []
    for r in rects:
        if r.w > 0 and r.h > 0:
            out += _outside(r, out)
    return out


# the kept copies of groups (boards) left behind: (background, group, area) -> pixels; their
# parts' records beside them. The keys say everything the pixels show (a part's key, the
# contract of ``Part``), so a copy is right for any layer drawing the same parts there.
_KEPT = SurfaceCache("layer: kept boards", 16 * MIB)
_KEPT_PARTS: dict[Hashable, dict[Hashable, tuple[tuple, Hashable]]] = {}


def forget_kept() -> None:
    """Let go of every kept copy (the table left)."""
    _KEPT.clear()
    _KEPT_PARTS.clear()


def kept_surface(size: tuple[int, int]) -> pygame.Surface:
    """A surface kept between frames (a layer, the log's canvas): opaque, in the screen's
    format (blitting it onto the screen converts nothing)."""
    surf = pygame.Surface(size)
    if pygame.display.get_init() and pygame.display.get_surface() is not None:
        surf = surf.convert()
    return surf


class Layer:
    """A still picture made of parts, kept between frames."""

    def __init__(self, background, keep: bool = True, whole_past: float = FULL_REDRAW, clip: bool = False) -> None:
        self.background = background
        # past this share of the surface changed, the whole surface is drawn
        self.whole_past = whole_past
        # whether each part is painted clipped to its rectangle (``clipped``, without wrapping
        # every part of every frame: a screen layer's parts are described anew each frame)
        self.clip = clip
        # whether groups that move leave a copy behind (False: they are drawn again where
        # they come back; a game whose boards copy slower than they draw says so)
        self.keep = keep
        self.surface: pygame.Surface | None = None
        self.drawn: dict[Hashable, tuple[tuple, Hashable, Hashable]] = {}  # pid -> (rect, key, group)
        self.redrawn: list[pygame.Rect] = []  # what the last ``draw`` painted again (for tests)
        self.restored: list[pygame.Rect] = []  # the kept copies the last ``draw`` blitted back (for tests)
        # every ``draw`` is numbered; the last few remember what they painted, so that a
        # screen showing the layer as it was at an earlier number copies only what changed
        self.version = 0
        self._painted: list[tuple[int, list[pygame.Rect] | None]] = []

    def differs_from(self, records: dict[Hashable, tuple[tuple, Hashable, Hashable]],
                     background) -> list[pygame.Rect] | None:
        """Where this layer's picture may differ from another layer's as that layer's draw
        left it (``records``: its ``drawn`` then; ``background``: its background), when the
        screen switches from showing that layer to showing this one (another Realm shown
        large: the boards that keep their place and size, and the table between the boards,
        are the same pixels in both). None: anywhere (no records, another background).

        A pixel is the background and then the parts over it, in order; where every part
        over it in either picture is in both, at the same rectangle with the same key (the
        contract of ``Part``: the same pixels), and in the same order, it is the same. So
        the rectangles of the parts that are not in both, where they lie in each, hold every
        difference; a change of order among the parts in both is not followed (None)."""
        mine = self.drawn
        if not records or not mine or background != self.background:
            return None
        out: list[pygame.Rect] = []
        index = {pid: i for i, pid in enumerate(records)}
        last = -1
        for pid, (rect, key, _group) in mine.items():
            old = records.get(pid)
            if old is not None and old[0] == rect and old[1] == key:
                i = index[pid]
                if i < last:
                    return None
                last = i
                continue
            out.append(pygame.Rect(rect))
            if old is not None:
                out.append(pygame.Rect(old[0]))
        out += [pygame.Rect(rect) for pid, (rect, _key, _group) in records.items() if pid not in mine]
        return out

    def changes_since(self, version: int) -> list[pygame.Rect] | None:
        """What the draws after ``version`` painted again (None: all of it, or not known)."""
        if version == self.version:
            return []
        if version > self.version or not self._painted or self._painted[0][0] > version + 1:
            return None
        out: list[pygame.Rect] = []
        for v, rects in self._painted:
            if v > version:
                if rects is None:
                    return None
                out += rects
        return out

    def invalidate(self) -> None:
        """Everything is drawn again next time, and no kept copy is used again (what a key
        means changed: the colours, the language)."""
        self.drawn = {}
        forget_kept()

    def release(self) -> None:
        self.surface = None
        self.drawn = {}
        self._note(None)

    def _note(self, rects: list[pygame.Rect] | None) -> None:
        self.version += 1
        self._painted.append((self.version, rects))
        del self._painted[:-PAINTED_KEPT]

    @staticmethod
    def _groups(records) -> dict[Hashable, tuple[tuple, pygame.Rect]]:
        """Each group's anchor (its first part's rectangle and key: where the group lies, how
        large, and for a board its frame) and area (the union of its parts' rectangles)."""
        out: dict[Hashable, tuple[tuple, pygame.Rect]] = {}
        for rect, key, group in records:
            if group is None:
                continue
            if group in out:
                out[group] = (out[group][0], out[group][1].union(pygame.Rect(rect)))
            else:
                out[group] = ((tuple(rect), key), pygame.Rect(rect))
        return out

    def _keep(self, surf: pygame.Surface, group: Hashable, anchor: tuple, area: pygame.Rect) -> None:
        """Copy what ``group`` shows at ``area`` (as last drawn), if no other group draws there."""
        if not surf.get_rect().contains(area) or area.w * area.h > KEEP_MAX_PIXELS:
            return
        # where other groups' parts reach into the area (a frame's edge): drawn again on restoring
        foreign = [tuple(pygame.Rect(r).clip(area)) for r, _k, g in self.drawn.values()
                   if g != group and pygame.Rect(r).colliderect(area)]
        kid = (self.background, group, anchor)
        _KEPT.put(kid, surf.subsurface(area).copy())
        if kid in _KEPT:
            _KEPT_PARTS[kid] = (tuple(area), {pid: (r, k) for pid, (r, k, g) in self.drawn.items() if g == group},
                                foreign)
        for stale in [k for k in _KEPT_PARTS if k not in _KEPT]:
            del _KEPT_PARTS[stale]

    def _paint_part(self, surf: pygame.Surface, part: Part) -> None:
        if self.clip:
            _held_inside(surf, part)
        else:
            part.draw(surf)

    def draw(self, size: tuple[int, int], parts: dict[Hashable, Part]) -> pygame.Surface:
        surf = self.surface
        if surf is None or surf.get_size() != tuple(size):
            surf = kept_surface(size)
            self.surface = surf
            self.drawn = {}
        full = surf.get_rect()
        self.restored = []
        over: list[Part] = []  # parts painted over their old pixels (``Part.over``)
        if not self.drawn:
            dirty = [full]
        else:
            # the groups that move leave a copy behind; those coming back to where one was
            # kept have it blitted back, and their parts compared with what the copy shows
            # (a layer that keeps no copies need not find its groups)
            old_groups = self._groups(self.drawn.values()) if self.keep else {}
            new_groups = self._groups((tuple(p.rect), p.key, p.group) for p in parts.values()) if self.keep else {}
            shows: dict[Hashable, tuple[tuple, Hashable]] = {}
            restored: list[pygame.Rect] = []
            stray: list[pygame.Rect] = []
            for group, (anchor, area) in old_groups.items():
                if group not in new_groups or new_groups[group][0] != anchor:
                    self._keep(surf, group, anchor, area)
            for group, (anchor, _area) in new_groups.items():
                if group in old_groups and old_groups[group][0] == anchor:
                    continue
                kid = (self.background, group, anchor)
                copy = _KEPT.get(kid) if self.keep else None
                if copy is None or kid not in _KEPT_PARTS:
                    continue
                area, records, foreign = _KEPT_PARTS[kid]
                area = pygame.Rect(area)
                if not full.contains(area):
                    continue
                surf.blit(copy, area)
                restored.append(area)
                shows.update(records)
                stray += [pygame.Rect(r) for r in foreign]  # other groups' pixels the copy holds
            changed: list[pygame.Rect] = []
            for pid, part in parts.items():
                if pid in shows:  # a restored part: the copy shows it as it was kept
                    r, key = shows[pid]
                    if r != tuple(part.rect) or key != part.key:
                        changed += [pygame.Rect(r), part.rect]
                    continue
                old = self.drawn.get(pid)
                if old is None:
                    changed.append(part.rect)
                elif part.over and old[0] == tuple(part.rect) and old[1] != part.key:
                    over.append(part)
                elif old[0] != tuple(part.rect) or old[1] != part.key:
                    changed += _outside(pygame.Rect(old[0]), restored)
                    changed.append(part.rect)
                elif restored and any(part.rect.colliderect(a) for a in restored):
                    stray += [part.rect.clip(a) for a in restored if part.rect.colliderect(a)]
            for pid, (r, _key, _group) in self.drawn.items():
                if pid not in parts:
                    changed += _outside(pygame.Rect(r), restored)
                elif pid in shows and r != tuple(parts[pid].rect):  # it was drawn elsewhere: cleared there
                    changed += _outside(pygame.Rect(r), restored)
            for pid, (r, _key) in shows.items():
                if pid not in parts:  # the copy shows a part that is gone since
                    changed.append(pygame.Rect(r))
            # the strays (thin edges where boards meet) are painted on their own: joined with the
            # rest they would make one rectangle spanning two boards
            dirty = [r.clip(full) for r in merge(changed)]
            dirty += [r.clip(full) for r in merge(stray) if not any(d.contains(r) for d in dirty)]
            self.restored = restored
            if sum(r.w * r.h for r in dirty) > self.whole_past * full.w * full.h:
                dirty = [full]
                over = []
        for d in dirty:
            if d.w <= 0 or d.h <= 0:
                continue
            surf.set_clip(d)
            there = [part for part in parts.values() if part.rect.colliderect(d)]
            # the background under everything, but where a part there paints every pixel
            # over it anyway (whichever part that is: what lies under it is covered too)
            solids = [r for part in there for r in part.solid if r.colliderect(d)]
            for gap in _outside(d, solids) if solids else (d,):
                surf.fill(self.background, gap)
            for part in there:
                self._paint_part(surf, part)
        # painted over: after the cleared rectangles (it lies over everything there is no need
        # to paint again under it), unless one of them already held it whole
        overs = []
        for part in over:
            r = part.rect.clip(full)
            if r.w > 0 and r.h > 0 and not any(d.contains(r) for d in dirty):
                surf.set_clip(r)
                self._paint_part(surf, part)
                overs.append(r)
        surf.set_clip(None)
        self.redrawn = dirty + overs
        self._note(None if dirty == [full] else [pygame.Rect(d) for d in dirty + overs if d.w > 0 and d.h > 0])
        self.drawn = {pid: (tuple(part.rect), part.key, part.group) for pid, part in parts.items()}
        return surf


def _held_inside(surf: pygame.Surface, part: Part) -> None:
    """``part`` painted held inside its rectangle (within whatever clip is set): ``clipped``."""
    old = surf.get_clip()
    surf.set_clip(old.clip(part.rect))
    try:
        part.draw(surf)
    finally:
        surf.set_clip(old)


def clipped(rect: pygame.Rect, paint: Callable[[pygame.Surface], None]) -> Callable[[pygame.Surface], None]:
    """``paint`` held inside ``rect`` (within whatever clip is set): a part made of drawing
    calls that may reach a little past their box (a glow, a word) keeps the contract of
    ``Part`` by construction, the same whether the frame is painted whole or in part."""
    rect = pygame.Rect(rect)

    def inside(surf: pygame.Surface) -> None:
        old = surf.get_clip()
        surf.set_clip(old.clip(rect))
        try:
            paint(surf)
        finally:
            surf.set_clip(old)

    return inside


def look(s: float) -> tuple:
    """What a table's parts show besides the state, for their keys: the scale, the words'
    language and the colours (colour-blind-safe or not)."""
    return (s, language(), theme.colour_blind)


class ScreenLayer:
    """A scene's whole frame as ``Part``s painted straight onto the screen: once whole,
    then, while the screen still holds that frame, only where a part came, went or changed
    (a ``Layer`` whose kept surface is the screen itself: nothing is copied). For a table
    whose frame is cheap to describe: the pointer moving over it repaints nothing, a move
    repaints the pieces, panels and lines it changed.

    Every part is painted clipped to its rectangle (``clipped``); each key must say all its
    part shows (the contract of ``Part``), and a table's test checks it by painting every
    frame of a played game both ways."""

    def __init__(self, whole_past: float = FULL_REDRAW) -> None:
        self.layer: Layer | None = None
        # past this share of the screen changed, it is painted whole (a frame whose parts
        # are mostly copies of kept surfaces, the Villainous table's, paints in part longer)
        self.whole_past = whole_past

    def paint(self, surf: pygame.Surface, parts: dict[Hashable, Part], background,
              partial: bool) -> list[pygame.Rect] | None:
        """Paint ``parts`` on ``surf``: whole (``partial`` False, or the screen is another
        surface than last time), else only what changed. Returns the rectangles painted,
        for ``pygame.display.update``; None when the frame was painted whole."""
        layer = self.layer
        if layer is None or layer.background != background:
            layer = self.layer = Layer(background, keep=False, whole_past=self.whole_past, clip=True)
        whole = not partial or layer.surface is not surf
        if whole:
            layer.drawn = {}
        layer.surface = surf
        layer.draw(surf.get_size(), parts)  # each part held inside its rectangle (``Layer.clip``)
        if whole or layer.redrawn == [surf.get_rect()]:
            return None
        return [pygame.Rect(r) for r in layer.redrawn]

    def forget(self) -> None:
        """The next frame is painted whole (the colours or the language changed)."""
        self.layer = None
