"""Everything reachable from an object, for the tests that hold what a seat may see: the
seen game, and what a table lays out and draws."""

from __future__ import annotations

import functools
import types
from typing import Any

import pygame

#: leaves: what a hidden card or number would be
LEAVES = (str, int, float, bytes, bool, type(None))
#: objects that hold nothing of a game (their insides are pixels or code)
OPAQUE = (pygame.Surface, pygame.Rect, pygame.font.Font, type, types.ModuleType, types.BuiltinFunctionType)


def _children(x: Any) -> list:
    if isinstance(x, dict):
        return [*x.keys(), *x.values()]
    if isinstance(x, (list, tuple, set, frozenset)):
        return list(x)
    if isinstance(x, functools.partial):
        return [x.func, *x.args, *(x.keywords or {}).values()]
    if isinstance(x, types.MethodType):
        return [x.__self__, x.__func__]
    if isinstance(x, types.FunctionType):
        # what a drawing function carries: its closure and its defaults (not its module's globals)
        return [*(c.cell_contents for c in x.__closure__ or () if _filled(c)), *(x.__defaults__ or ()),
                *(x.__kwdefaults__ or {}).values()]
    out = list(getattr(x, "__dict__", {}).values())
    for cls in type(x).__mro__:
        for slot in getattr(cls, "__slots__", ()):
            if slot not in ("__dict__", "__weakref__") and hasattr(x, slot):
                out.append(getattr(x, slot))
    return out


def _filled(cell) -> bool:
    try:
        cell.cell_contents  # noqa: B018 - an empty cell raises
    except ValueError:
        return False
    return True


def reachable(root: Any, objects: bool = False) -> set | list:
    """The leaf values (strings, numbers) reachable from ``root`` through attributes, slots,
    containers, closures and bound methods; ``objects``: every object reached instead, as a
    list."""
    seen: set[int] = set()
    leaves: set = set()
    found: list = []
    todo = [root]
    while todo:
        x = todo.pop()
        if isinstance(x, LEAVES):
            leaves.add(x)
            continue
        if id(x) in seen or isinstance(x, OPAQUE):
            continue
        seen.add(id(x))
        found.append(x)
        todo.extend(_children(x))
    return found if objects else leaves
