"""The City grid: cells named like a chessboard, orthogonal neighbours, and how far a move reaches."""

from __future__ import annotations

from game.games.san_villano.grid import CELLS, coords, neighbours, reachable


def test_cells_are_columns_a_to_d_and_rows_1_to_4():
    assert [coords(c) for c in ("a1", "d1", "a4", "d4", "c2")] == [(0, 0), (3, 0), (0, 3), (3, 3), (2, 1)]


def test_neighbours_are_orthogonal_and_inside_the_grid():
    assert neighbours("a1") == ["b1", "a2"]
    assert neighbours("d4") == ["d3", "c4"]
    assert neighbours("b2") == ["b1", "c2", "b3", "a2"]
    assert neighbours("a4") == ["a3", "b4"]
    assert neighbours("d1") == ["d2", "c1"]
    assert sum(len(neighbours(c)) for c in CELLS) == 2 * 24  # 24 edges between 16 cells


def test_a_move_reaches_open_cells_within_its_steps_with_their_distance():
    everything = set(CELLS)
    assert reachable("a1", 2, everything) == {"b1": 1, "a2": 1, "c1": 2, "b2": 2, "a3": 2}
    # only over face-up cards: b1 closed, so c1 is three steps round by b2
    assert reachable("a1", 3, everything - {"b1"}) == {"a2": 1, "b2": 2, "a3": 2, "c2": 3, "b3": 3, "a4": 3}
    assert reachable("a1", 2, {"a1", "c1"}) == {}
