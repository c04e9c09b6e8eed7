"""tools/san_villano_positions.py: the turn positions' figures add up to the games played."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

TOOL = Path(__file__).resolve().parents[2] / "tools" / "san_villano_positions.py"


def test_each_round_has_one_strategist_and_one_first_player_and_each_game_one_winner_at_most(capsys):
    spec = importlib.util.spec_from_file_location("san_villano_positions", TOOL)
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    assert tool.main(["--players", "2", "--games", "1", "--seed", "3", "--bots", "easy"]) == 0
    out = json.loads(capsys.readouterr().out)
    rounds = sum(out["strategist_rounds"].values())
    assert rounds == sum(out["first_player_rounds"].values()) == 11  # the rulebook's 11 City cards a game
    assert sum(out["wins"].values()) <= 1
    assert set(out["score_lines"]) == {"#1", "#2"}
