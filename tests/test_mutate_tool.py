"""tools/mutate.py's test sets name files that exist: a pattern that matches nothing leaves a
game's tests out of every mutation run without a word (the Villainous card tests were left
out so, after they moved into tests/villainous/)."""

from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _tool():
    spec = importlib.util.spec_from_file_location("mutate_tool", ROOT / "tools" / "mutate.py")
    tool = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(tool)
    return tool


def test_every_pattern_of_every_games_test_set_matches_a_test_file():
    tool = _tool()
    for game, patterns in tool.GAME_TESTS.items():
        for pattern in patterns:
            assert list(ROOT.glob(pattern)), f"{game}: {pattern} matches no file"


@pytest.mark.parametrize("card_tests", ["test_cards_gaston.py", "test_cards_boba_fett.py"])
def test_the_villainous_set_holds_the_card_tests(card_tests):
    assert f"tests/villainous/{card_tests}" in _tool().default_tests("villainous")
