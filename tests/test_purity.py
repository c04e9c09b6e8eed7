"""The rules engine is pure: no pygame, no files, no clock."""

from __future__ import annotations

import pathlib
import re
import subprocess
import sys

import pytest

# The rules of each game, and the parts of the core that games and bots build on. The core's
# saves (files) and bots (a clock for their budget) live beside them, outside this list.
ENGINE = ["game/games/villainous", "game/core/protocol.py", "game/core/rng.py", "game/core/match.py"]
BOTS = "game/games/villainous/bots"
FORBIDDEN = re.compile(r"^\s*(import|from)\s+(pygame|time|datetime|random|os|pathlib|io)\b", re.M)
# Bots may keep their own seeded RNG and a clock for their thinking-time budget, but never
# draw or touch files.
BOTS_FORBIDDEN = re.compile(r"^\s*(import|from)\s+(pygame|os|pathlib|io)\b", re.M)


@pytest.mark.slow
def test_engine_imports_no_pygame():
    code = (
        "import sys, game.games.villainous.game, game.games.villainous.fuzz, game.games.villainous.bots;"
        "assert 'pygame' not in sys.modules, 'pygame was imported'"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60)


def test_engine_source_has_no_io_clock_or_global_random():
    root = pathlib.Path(__file__).resolve().parent.parent
    for folder, pattern in [(f, FORBIDDEN) for f in ENGINE] + [(BOTS, BOTS_FORBIDDEN)]:
        where = root / folder
        for path in [where] if where.is_file() else where.rglob("*.py"):
            if pattern is FORBIDDEN and (root / BOTS) in path.parents:
                continue
            text = path.read_text()
            m = pattern.search(text)
            assert m is None, f"{path.relative_to(root)} imports {m.group(2)}"
