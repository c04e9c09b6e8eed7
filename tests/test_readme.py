"""The README's examples run as tests: its Python session and its shell commands; and the
recipes of docs/recipes.md (adding a game, a villain, a box), step by step."""

from __future__ import annotations

import doctest
import pathlib
import shlex
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent


def test_readme_python_examples():
    result = doctest.testfile(str(ROOT / "README.md"), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 5 and result.failed == 0


def test_the_recipes_for_a_game_a_villain_and_a_box_run_as_written():
    """What the recipes register (a game, villains, a box) is forgotten afterwards: the
    villains by conftest's fixture, the game and the box here."""
    from game.core import registry
    from game.games.villainous.box import BOXES

    registry.games()  # every game discovered first: what is put back is all of them
    games, boxes = dict(registry._GAMES), dict(BOXES)
    try:
        result = doctest.testfile(str(ROOT / "docs" / "recipes.md"), module_relative=False,
                                  optionflags=doctest.ELLIPSIS)
    finally:
        registry._GAMES.clear()
        registry._GAMES.update(games)
        BOXES.clear()
        BOXES.update(boxes)
    assert result.attempted > 30 and result.failed == 0


def test_the_smallest_tables_recipe_in_docs_table_runs_as_written():
    """docs/table.md, "The smallest table": the toy Nim registered with its one-file view, on
    the kit's New game screen; what it registers is forgotten afterwards."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.core import registry

    registry.games()
    games = dict(registry._GAMES)
    try:
        result = doctest.testfile(str(ROOT / "docs" / "table.md"), module_relative=False,
                                  optionflags=doctest.ELLIPSIS)
    finally:
        registry._GAMES.clear()
        registry._GAMES.update(games)
        sys.modules.pop("game.table.views.nim", None)
    assert result.attempted >= 10 and result.failed == 0


@pytest.mark.slow
def test_readme_shell_examples():
    lines = [ln[2:] for ln in (ROOT / "README.md").read_text().splitlines() if ln.startswith("$ villainous ")]
    assert len(lines) >= 3
    for line in lines:
        argv = shlex.split(line)[1:]
        res = subprocess.run([sys.executable, "-m", "game", *argv], cwd=ROOT, capture_output=True,
                             text=True, timeout=120)
        assert res.returncode == 0, f"{line}: {res.stderr}"


def test_readme_starts_with_the_two_commands():
    text = (ROOT / "README.md").read_text()
    first = text[: text.index("Villainous Table plays")]
    assert "make play" in first and "make test" in first
