"""Each villain can actually win: a scripted line from a real shuffled setup to the win,
played through the public protocol (Game, move text). The lines were found with
tools/find_win_line.py and are stored in tests/data/."""

from __future__ import annotations

import json
import pathlib

import pytest

from game.games.villainous.game import Game

DATA = pathlib.Path(__file__).resolve().parent / "data"


@pytest.mark.parametrize("villain", ["gaston", "lady-tremaine", "horned-king", "cad-bane", "seventh-sister", "boba-fett"])
def test_villain_wins_by_a_scripted_line(villain):
    line = json.loads((DATA / f"win-{villain}.json").read_text())
    game = Game.new(line["villains"], seed=line["seed"])
    for n, move in enumerate(line["moves"]):
        assert not game.is_over(), f"the game ended early, before move {n}"
        game.apply(move)
    assert game.winner() == 0
    assert line["villains"][0] == villain
    assert game.legal_actions() == ()
