"""The City grid: a 4 x 4 square of cells named like a chessboard (``a1`` top left).

The rulebook's diagram is not in its text, so the layout is decided here (see
docs/content/san-villano-rules-notes.md): Spring in the centre 2 x 2, Winter at the
corners, and on each edge one Summer and one Autumn card turning like a pinwheel, so that
every season is spread evenly around the centre.
"""

from __future__ import annotations

from collections.abc import Iterable

COLS = "abcd"
CELLS: tuple[str, ...] = tuple(f"{c}{r}" for r in range(1, 5) for c in COLS)

#: the season whose card lies on each cell
SEASON_OF: dict[str, int] = {
    "a1": 4, "b1": 2, "c1": 3, "d1": 4,
    "a2": 3, "b2": 1, "c2": 1, "d2": 2,
    "a3": 2, "b3": 1, "c3": 1, "d3": 3,
    "a4": 4, "b4": 3, "c4": 2, "d4": 4,
}
#: face up at setup: the Spring cards and the Summer cards of the top and bottom edges
OPEN_AT_SETUP: tuple[str, ...] = ("b2", "c2", "b3", "c3", "b1", "c4")


def coords(cell: str) -> tuple[int, int]:
    return COLS.index(cell[0]), int(cell[1]) - 1


def neighbours(cell: str) -> list[str]:
    """The orthogonally adjacent cells (movement is never diagonal)."""
    x, y = coords(cell)
    out = []
    for dx, dy in ((0, -1), (1, 0), (0, 1), (-1, 0)):
        nx, ny = x + dx, y + dy
        if 0 <= nx < 4 and 0 <= ny < 4:
            out.append(f"{COLS[nx]}{ny + 1}")
    return out


def reachable(start: str, steps: int, open_cells: Iterable[str]) -> dict[str, int]:
    """Cells reachable from ``start`` in 1..``steps`` orthogonal steps over revealed cards,
    with their distance; the start card itself is never a destination."""
    open_set = set(open_cells)
    dist = {start: 0}
    frontier = [start]
    for d in range(1, steps + 1):
        nxt = []
        for cell in frontier:
            for n in neighbours(cell):
                if n in open_set and n not in dist:
                    dist[n] = d
                    nxt.append(n)
        frontier = nxt
    del dist[start]
    return dist
