"""Caches of rendered surfaces, each bounded by the bytes it holds.

Rendering text and card faces is slow and the same ones are drawn every frame, so they
are kept; but a long game shows endless distinct strings (every log line) and sizes, so an
unbounded cache grows for as long as the game lasts. A ``SurfaceCache`` is an LRU that
counts the pixels it keeps and lets go of the least recently used surfaces past its bound.
Every cache of surfaces on the table is one of these, registered here by name: ``usage``
says what each holds (the bench reports it), ``clear_all`` empties them (the table scene
leaving: the title screen needs none of them).
"""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Hashable
from functools import wraps
from typing import Any

import pygame

MIB = 2**20
_REGISTRY: dict[str, SurfaceCache] = {}
_fit = 1.0  # the factor ``fit_to_screen`` last set: a cache made after it (a game's view imported later) takes it too


def surface_bytes(surf: pygame.Surface) -> int:
    """What a surface's pixels take in memory."""
    return surf.get_pitch() * surf.get_height()


REFERENCE_PIXELS = 1920 * 1080


class SurfaceCache:
    """An LRU of surfaces holding at most ``max_bytes`` of pixels (a single surface larger
    than that is returned but not kept). The bound is for a 1920×1080 window: a larger
    window shows larger surfaces, and ``fit_to_screen`` scales every bound with its area."""

    def __init__(self, name: str, max_bytes: int) -> None:
        self.name = name
        self.base_bytes = max_bytes
        self.max_bytes = int(max_bytes * _fit)
        self.bytes = 0
        self._items: OrderedDict[Hashable, tuple[pygame.Surface, int]] = OrderedDict()
        _REGISTRY[name] = self

    def __len__(self) -> int:
        return len(self._items)

    def __contains__(self, key: Hashable) -> bool:
        return key in self._items

    def get(self, key: Hashable) -> pygame.Surface | None:
        item = self._items.get(key)
        if item is None:
            return None
        self._items.move_to_end(key)
        return item[0]

    def put(self, key: Hashable, surf: pygame.Surface) -> pygame.Surface:
        size = surface_bytes(surf)
        old = self._items.pop(key, None)
        if old is not None:
            self.bytes -= old[1]
        if size > self.max_bytes:
            return surf
        self._items[key] = (surf, size)
        self.bytes += size
        while self.bytes > self.max_bytes:
            _key, (_surf, n) = self._items.popitem(last=False)
            self.bytes -= n
        return surf

    def get_or_make(self, key: Hashable, make: Callable[[], pygame.Surface]) -> pygame.Surface:
        surf = self.get(key)
        return surf if surf is not None else self.put(key, make())

    def clear(self) -> None:
        self._items.clear()
        self.bytes = 0

    def usage(self) -> dict[str, int]:
        return {"bytes": self.bytes, "items": len(self._items), "max_bytes": self.max_bytes}


def cached_surface(cache: SurfaceCache | str, max_bytes: int = 16 * MIB
                   ) -> Callable[[Callable[..., pygame.Surface]], Callable[..., pygame.Surface]]:
    """``functools.cache`` for functions that render a surface from hashable arguments,
    bounded by bytes: in ``cache`` (shared by several functions), or in an LRU of its own
    named ``cache`` holding ``max_bytes``."""
    store = SurfaceCache(cache, max_bytes) if isinstance(cache, str) else cache

    def wrap(fn: Callable[..., pygame.Surface]) -> Callable[..., pygame.Surface]:
        name = fn.__qualname__

        @wraps(fn)
        def cached(*args: Any, **kwargs: Any) -> pygame.Surface:
            key = (name, args, tuple(sorted(kwargs.items()))) if kwargs else (name, args)
            surf = store.get(key)
            return surf if surf is not None else store.put(key, fn(*args, **kwargs))

        cached.cache = store  # type: ignore[attr-defined]
        cached.cache_clear = store.clear  # type: ignore[attr-defined]
        return cached

    return wrap


def fit_to_screen(size: tuple[int, int]) -> None:
    """Scale every cache's bound with the window's area (never below the 1920×1080 one):
    a frame's surfaces must fit, or each frame would render them again."""
    global _fit
    k = _fit = max(1.0, size[0] * size[1] / REFERENCE_PIXELS)
    for c in _REGISTRY.values():
        c.max_bytes = int(c.base_bytes * k)
        while c.bytes > c.max_bytes and c._items:
            _key, (_surf, n) = c._items.popitem(last=False)
            c.bytes -= n


def usage() -> dict[str, dict[str, int]]:
    """Every surface cache: the bytes and items it holds, and its bound."""
    return {name: c.usage() for name, c in sorted(_REGISTRY.items())}


def clear_all() -> None:
    """Let go of every cached surface (the next frame renders what it needs again)."""
    for c in _REGISTRY.values():
        c.clear()


def release_surfaces() -> None:
    """Empty every surface cache and hand the freed memory back to the system (glibc keeps
    freed blocks for reuse otherwise: the process would stay as large as it ever was)."""
    clear_all()
    import gc

    gc.collect()
    _trim()


LARGE_BLOCK = 1 << 20  # bytes: allocations this large get pages of their own (below)
TOP_KEPT = 4 << 20  # bytes: free memory at the heap's top that glibc keeps for reuse (below)


def keep_large_blocks_apart() -> bool:
    """Fix glibc's threshold for giving an allocation pages of its own (``mmap``) at 1 MiB.
    By default glibc raises that threshold each time such a block is freed, so the next
    screen-sized surface (a board layer: 8 MiB at 1920×1080) comes from the heap, and after
    a few tables come and go the heap keeps holes it never hands back: measured, resident
    memory rose 15 MiB from the first game to the second with three board layers, and
    stayed flat with the threshold fixed. Fixing it also fixes glibc's trim threshold at its
    default of 128 KiB, so a frame that made and dropped a scaled card face (a glide, 220 KiB
    at 3840×2160) handed the heap's top back to the system, and the next frame's face took
    fresh pages again: up to 270 page faults and 0.6 ms of a frame in the kernel. So up to
    ``TOP_KEPT`` free bytes stay at the heap's top (``release_surfaces`` still trims all of
    it). Returns whether the thresholds were set (glibc only)."""
    libc = _linux_libc()
    try:
        return libc is not None and bool(libc.mallopt(-3, LARGE_BLOCK)) \
            and bool(libc.mallopt(-1, TOP_KEPT))  # M_MMAP_THRESHOLD, M_TRIM_THRESHOLD
    except AttributeError:  # not glibc (musl has no mallopt): nothing to do
        return False


def _trim() -> None:
    libc = _linux_libc()
    try:
        if libc is not None:
            libc.malloc_trim(0)
    except AttributeError:  # not glibc (musl has no malloc_trim): nothing to do
        pass


def _linux_libc():
    """The C library on Linux, for glibc's heap calls; None elsewhere or where it cannot be
    loaded."""
    import ctypes
    import ctypes.util
    import sys

    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL(ctypes.util.find_library("c") or "libc.so.6")
    except OSError:
        return None
