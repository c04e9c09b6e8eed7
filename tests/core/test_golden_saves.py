"""The golden saves (``tests/data/golden``, written by ``tools/make_golden_saves.py``): games of
every kind played on 2 December, replayed by today's code.

Issue 14 asks that the engine's speed work change no game: "saves replay to the same
hashes". A change meant to change games (a rule fixed, a card corrected) fails these; the
tool then writes the files again, committed with that change.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from game.core.saves import load_file, position_hash

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

import make_golden_saves  # noqa: E402

NAMES = [name for name, _setup, _most in make_golden_saves.GAMES]


def test_every_golden_save_is_there_and_every_game_kind_has_one():
    assert sorted(p.name for p in make_golden_saves.FOLDER.glob("*.json")) == sorted(NAMES)
    games = {setup.game for _name, setup, _most in make_golden_saves.GAMES}
    from game.core.registry import keys

    assert games == set(keys())


@pytest.mark.parametrize("name", NAMES)
def test_a_golden_save_replays_to_its_stored_position_and_hash(name):
    loaded = load_file(make_golden_saves.FOLDER / name)
    assert loaded.verified, loaded.problem
    assert loaded.match.game.to_position() == loaded.data["position"]
    assert position_hash(loaded.data["position"]) == loaded.data["position_hash"]
    assert len(loaded.match.moves) == len(loaded.data["moves"]) > 200


def test_the_same_seeded_games_played_today_are_the_golden_ones(tmp_path):
    """Stronger than a replay: drawn from today's lists of legal moves, in today's order, the
    same seeds give the same moves and positions (the whole file but the program's version)."""
    make_golden_saves.write(tmp_path)
    for name in NAMES:
        today = json.loads((tmp_path / name).read_text())
        golden = json.loads((make_golden_saves.FOLDER / name).read_text())
        today.pop("program"), golden.pop("program")
        assert today == golden, f"{name}: today's engine plays another game (if meant: tools/make_golden_saves.py)"
