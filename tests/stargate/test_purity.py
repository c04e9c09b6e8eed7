"""The Stargate engine is pure: no pygame, no other game, no UI; no clock or files."""

from __future__ import annotations

import pathlib
import re
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "game" / "games" / "stargate"
FORBIDDEN = re.compile(r"^\s*(import|from)\s+(pygame|time|datetime|random|os|pathlib|io)\b", re.M)
OUTSIDE = re.compile(r"^\s*from\s+\.\.\.(\w+)", re.M)


@pytest.mark.slow
def test_imports_neither_pygame_nor_villainous_nor_ui():
    code = ("import sys, game.games.stargate, game.games.stargate.fuzz, game.games.stargate.bots;"
            "bad = [m for m in sys.modules if m.split('.')[0] == 'pygame' or "
            "m.startswith(('game.games.villainous', 'game.games.san_villano', 'game.table'))];"
            "assert not bad, bad")
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60, cwd=ROOT)


def test_source_uses_no_clock_files_or_global_random():
    for path in PACKAGE.rglob("*.py"):
        text = path.read_text()
        m = FORBIDDEN.search(text)
        assert m is None, f"{path.name} imports {m.group(2)}"
        # Only the seeded RNG and the one resource loader come from outside the package.
        for outside in OUTSIDE.findall(text):
            assert outside in ("core", "resources"), f"{path.name} imports game.{outside}"
