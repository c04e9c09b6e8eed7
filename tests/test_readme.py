"""The README's examples run as tests: its Python session and its shell commands; and the
recipes of docs/recipes.md (adding a game, a villain, a box), step by step."""

from __future__ import annotations

import contextlib
import doctest
import pathlib
import shlex
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parent.parent


@contextlib.contextmanager
def _registered_kept(*more: dict):
    """The game registry (and each of ``more``) as it was before: what a recipe registers is
    forgotten afterwards. Every game is discovered first, so what is put back is all of them."""
    from game.core import registry

    registry.games()
    kept = [(d, dict(d)) for d in (registry._GAMES, *more)]
    try:
        yield
    finally:
        for d, was in kept:
            d.clear()
            d.update(was)


def _doc_run(name: str) -> doctest.TestResults:
    return doctest.testfile(str(ROOT / "docs" / name), module_relative=False, optionflags=doctest.ELLIPSIS)


def test_readme_python_examples():
    result = doctest.testfile(str(ROOT / "README.md"), module_relative=False, optionflags=doctest.ELLIPSIS)
    assert result.attempted > 5 and result.failed == 0


def test_the_recipes_for_a_game_a_villain_and_a_box_run_as_written():
    """What the recipes register (a game, villains, a box) is forgotten afterwards: the
    villains by conftest's fixture, the game and the box here."""
    from game.games.villainous.box import BOXES

    with _registered_kept(BOXES):
        result = _doc_run("recipes.md")
    assert result.attempted > 30 and result.failed == 0


def test_the_smallest_tables_recipe_in_docs_table_runs_as_written():
    """docs/table.md, "The smallest table": the toy Nim registered with its one-file view, on
    the kit's New game screen; what it registers is forgotten afterwards."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    try:
        with _registered_kept():
            result = _doc_run("table.md")
    finally:
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
