"""Each villain can actually win: a scripted line from a real shuffled setup to the win,
played through the public protocol (Game, move text). The lines were found with
tools/find_win_line.py and are stored in tests/data/."""

from __future__ import annotations

import json
import pathlib

import pytest

from game.games.villainous.game import Game

DATA = pathlib.Path(__file__).resolve().parents[1] / "data"


@pytest.mark.rule("001:objective:1")
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


def test_a_later_seat_s_objective_is_checked_though_an_earlier_seat_was_found_not_won():
    """The win check skips a Realm already found not won and unchanged since, and goes on to
    the next seat: the second Gaston wins once his last Obstacle goes."""
    from game.games.villainous.resolution import check_win
    from game.games.villainous.state import touched

    from .helpers import new

    st = new()  # Gaston against Gaston
    assert check_win(st) is False
    assert st.players[0].won is False  # the first Realm: checked, not won
    st.players[1].obstacles = [0, 0, 0, 0]
    touched(st.players[1])
    assert check_win(st) is True and st.winner == 1
