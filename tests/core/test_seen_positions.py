"""A seen game's position (what a network host sends a seat: other seats' cards face down, no
real random generator) is drawn by a client and played on by nobody: the command line and
the saves refuse it, with the reason, and a save holding one opens as its moves replay.
"""

from __future__ import annotations

import json
import random

import pytest

from game.cli import main
from game.core.match import Match, Seat, Setup
from game.core.registry import game_named
from game.core.saves import SEEN_POSITION, encode, parse_save, save_data
from game.games.villainous import villainous_setup

GAMES = ("san-villano", "stargate", "villainous")


def _played(key: str, moves: int = 12) -> Match:
    setup = villainous_setup(["gaston", "lady-tremaine"], [Seat("human"), Seat("human")], seed=3) if key == "villainous" \
        else Setup.of(key, [Seat("human"), Seat("human")], 3)
    match = Match(setup)
    rng = random.Random(5)
    for _k in range(moves):
        legal = match.game.legal_actions()
        if not legal:
            break
        match.apply(legal[rng.randrange(len(legal))])
    return match


@pytest.mark.parametrize("key", GAMES)
def test_a_seen_position_is_told_from_a_game(key):
    match = _played(key)
    definition = game_named(key)
    seen = definition.seen(match.game, 0).to_position()
    assert definition.is_seen_position(json.loads(json.dumps(seen)))
    assert not definition.is_seen_position(match.game.to_position())


@pytest.mark.parametrize("key", GAMES)
def test_the_command_line_refuses_to_analyse_a_seen_position(key, tmp_path, capsys):
    match = _played(key)
    path = tmp_path / "seen.json"
    path.write_text(json.dumps(game_named(key).seen(match.game, 1).to_position()))
    assert main(["analyse", "--game", key, str(path)]) == 2
    err = capsys.readouterr().err
    assert "a seat's view of a game" in err and "Traceback" not in err


@pytest.mark.parametrize("key", GAMES)
def test_a_save_whose_stored_position_is_a_seen_one_opens_as_its_moves_replay(key):
    match = _played(key)
    data = save_data(match)
    data["position"] = game_named(key).seen(match.game, 0).to_position()
    data.pop("position_hash", None)
    loaded = parse_save(encode(data))
    assert not loaded.verified and loaded.stored_broken
    assert SEEN_POSITION in loaded.problem
    assert loaded.match.game.to_position() == match.game.to_position()  # the replayed game
    with pytest.raises(ValueError):
        loaded.stored_game()
