"""Board layouts from Tiled maps (assets/boards/<villain>.tmx), read with pytmx.

A map is an object layer of named rectangles. The names are the engine's ids: the
location keys (``the-woods``), ``<key>:fate``, ``<key>:villain``, ``<key>:top:N``,
``<key>:bottom:N``, and ``portrait``, ``objective``, ``villain-deck``,
``villain-discard``, ``fate-deck``, ``fate-discard``, ``power``, ``tokens``, ``relic``.
Moving a rectangle in Tiled moves that part of the board; no code changes.
"""

from __future__ import annotations

from dataclasses import dataclass

import pytmx

from ...kit.assets import asset_path


class BoardError(ValueError):
    pass


@dataclass(frozen=True)
class BoardMap:
    villain: str
    width: int
    height: int
    zones: dict[str, tuple[float, float, float, float]]

    def zone(self, name: str) -> tuple[float, float, float, float]:
        try:
            return self.zones[name]
        except KeyError:
            raise BoardError(f"board {self.villain}: the Tiled map has no zone named {name!r}") from None


REQUIRED = ("portrait", "objective", "villain-deck", "villain-discard", "fate-deck", "fate-discard", "power")


def load_board(villain) -> BoardMap:
    """Read and check the Tiled map of a villain (a ``Villain`` from the card data)."""
    return _load_board(villain.key, villain)


_CACHE: dict[str, BoardMap] = {}


def _load_board(key: str, villain) -> BoardMap:
    if key in _CACHE:
        return _CACHE[key]
    board = _read_board(villain)
    _CACHE[key] = board
    return board


def _read_board(villain) -> BoardMap:
    path = asset_path("boards", f"{villain.key}.tmx")
    if not path.exists():
        raise BoardError(f"no board map for {villain.key}: expected {path}")
    tmx = pytmx.TiledMap(str(path))
    zones = {obj.name: (obj.x, obj.y, obj.width, obj.height) for obj in tmx.objects if obj.name}
    width = int(tmx.properties.get("width_px", tmx.width * tmx.tilewidth))
    height = int(tmx.properties.get("height_px", tmx.height * tmx.tileheight))
    board = BoardMap(villain.key, width, height, zones)
    for name in REQUIRED:
        board.zone(name)
    for loc in villain.locations:
        for suffix in ("", ":fate", ":villain"):
            board.zone(loc.key + suffix)
        for row, syms in (("top", loc.top), ("bottom", loc.bottom)):
            for j in range(len(syms)):
                board.zone(f"{loc.key}:{row}:{j}")
    return board
