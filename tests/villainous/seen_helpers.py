"""What the tests of seen games share: a walk of everything reachable from an object, and a
game that differs from another only in the cards a seat may not see."""

from __future__ import annotations

import random
from types import BuiltinFunctionType, FunctionType, MethodType, ModuleType
from typing import Any

from game.core.registry import game_named
from game.games.villainous.cards import CardDef, Location, Table, Villain

VILLAINOUS = game_named("villainous")


def _slots(obj: Any) -> list[str]:
    """The attributes an object keeps outside a ``__dict__``: its ``__slots__``, or those of a
    class compiled by mypyc (``__mypyc_attrs__``: the compiled engine's State and Player)."""
    names: list[str] = []
    for cls in type(obj).__mro__:
        slots = cls.__dict__.get("__slots__", ())
        names += [slots] if isinstance(slots, str) else list(slots)
        names += [n for n in cls.__dict__.get("__mypyc_attrs__", ()) if n not in names and n != "__dict__"]
    return names


#: what a state derives and keeps until it changes (``Player.memo``, ``won``, the legal actions)
CACHES = ("memo", "won", "legal_cache")


def walk(obj: Any, caches: bool = True) -> list[tuple[str, Any]]:
    """Every value reachable from ``obj`` as (path, value): attributes, ``__slots__``,
    lists, tuples, sets and dicts followed; a game's content (its card table, villains,
    card definitions) and code (functions, modules, classes) named, not entered: every game
    of the same villains shares them. ``caches=False``: without what is derived (``CACHES``)."""
    out: list[tuple[str, Any]] = []
    seen: set[int] = set()

    def go(x: Any, path: str) -> None:
        if x is None or isinstance(x, bool | int | float | str):
            out.append((path, x))
            return
        if isinstance(x, Table):
            out.append((path, ("table", tuple(v.key for v in x.villains), x.seen)))
            return
        if isinstance(x, Villain | CardDef | Location):
            out.append((path, (type(x).__name__, x.key)))
            return
        if isinstance(x, FunctionType | BuiltinFunctionType | MethodType | ModuleType | type):
            out.append((path, ("code", getattr(x, "__qualname__", getattr(x, "__name__", "?")))))
            return
        if id(x) in seen:
            out.append((path, "(again)"))
            return
        seen.add(id(x))
        if isinstance(x, dict):
            for k in sorted(x, key=repr):
                go(k, f"{path}{{key {k!r}}}")
                go(x[k], f"{path}[{k!r}]")
        elif isinstance(x, list | tuple):
            out.append((path, (type(x).__name__, len(x))))
            for i, item in enumerate(x):
                go(item, f"{path}[{i}]")
        elif isinstance(x, set | frozenset):
            for i, item in enumerate(sorted(x, key=repr)):
                go(item, f"{path}{{{i}}}")
        elif not _slots(x) and not hasattr(x, "__dict__"):  # a value of its own kind (a rectangle)
            out.append((path, repr(x)))
        else:
            out.append((path, type(x).__name__))
            names = _slots(x) + sorted(getattr(x, "__dict__", {}))
            for name in names:
                if name != "__dict__" and hasattr(x, name) and (caches or name not in CACHES):
                    go(getattr(x, name), f"{path}.{name}")

    go(obj, "game")
    return out


def labels_in(value: Any) -> set[str]:
    """Every string inside a JSON value, a card reference's label included ("p2:wolves-2")."""
    if isinstance(value, str):
        return {value, value.split(":", 1)[-1]}
    if isinstance(value, dict):
        return set().union(*(labels_in(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(labels_in(v) for v in value)) if value else set()
    return set()


def hidden_shuffled(game: Any, seat: int, rnd: random.Random) -> Any | None:
    """The same game with the cards ``seat`` may not see shuffled among their places (another
    seat's hand and the decks; a card the pending effects name stays), and another random
    generator; None when nothing could move or the seat would see the difference."""
    pos = game.to_position()
    pinned = labels_in({k: pos.get(k) for k in ("stack", "prompt", "triggers")})
    changed = False
    for t, pd in enumerate(pos["players"]):
        known = pd.get("fate_known", 0) if t == seat else 0
        for pools in ((("hand", 0 if t == seat else None), ("villain_deck", None)), (("fate_deck", known),)):
            places = []
            for field, keep in pools:
                if keep == 0:
                    continue
                places += [(field, j) for j in range(keep or 0, len(pd[field]))]
            places = [(f, j) for f, j in places if pd[f][j] not in pinned]
            cards = [pd[f][j] for f, j in places]
            moved = cards[:]
            rnd.shuffle(moved)
            changed |= moved != cards
            for (f, j), label in zip(places, moved, strict=True):
                pd[f][j] = label
    pos["rng"] = f"{rnd.getrandbits(64):016x}"
    if not changed:
        return None
    other = VILLAINOUS.from_position(pos)
    # the same information set, or not a game that differs only in hidden cards (a hand that
    # lost its Condition opens no Condition window: the seat would see that)
    return other if other.observe(seat) == game.observe(seat) else None
