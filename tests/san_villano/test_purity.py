"""The San Villano engine is pure: no pygame, no clock, no global random, no other game."""

import pathlib
import re
import subprocess
import sys

import pytest

ROOT = pathlib.Path(__file__).resolve().parents[2]
PACKAGE = ROOT / "game" / "games" / "san_villano"
FORBIDDEN = re.compile(r"^\s*(import|from)\s+(pygame|time|datetime|random|os|pathlib|io|game\.villainous|game\.ui|game\.bots)\b", re.M)
RELATIVE_OUT = re.compile(r"^\s*from\s+\.\.\.(\w+)", re.M)


@pytest.mark.slow
def test_package_imports_neither_pygame_nor_villainous_nor_ui():
    code = (
        "import sys, game.games.san_villano as g, game.games.san_villano.fuzz, game.games.san_villano.bots;"
        "g.Game.new(2, 0);"
        "bad = [m for m in sys.modules if m.startswith(('pygame', 'game.villainous', 'game.ui'))];"
        "assert not bad, bad"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60, cwd=ROOT)


def test_source_has_no_io_clock_or_global_random():
    for path in PACKAGE.rglob("*.py"):
        text = path.read_text()
        m = FORBIDDEN.search(text)
        assert m is None, f"{path.relative_to(ROOT)} imports {m.group(2)}"
        # from outside the package: only the RNG and the one data loader
        for mod in RELATIVE_OUT.findall(text):
            assert mod in ("core", "resources"), f"{path.relative_to(ROOT)} imports game.{mod}"
