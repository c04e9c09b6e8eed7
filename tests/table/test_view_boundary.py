"""A table draws from what a seat may see and asks the game protocol the rest: no view imports
a module of its engine that decides legality or changes a game (issue 46).

Each game declares the modules of its package a table may import (``table_modules`` of its
definition: content, words, what a seen game offers for drawing). This test reads every import
of every view module, the module-level and the function-level ones, relative ones resolved.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from game.core.registry import game_named

from ..imports import imports

ROOT = Path(__file__).resolve().parents[2]
VIEWS = {"villainous": "villainous", "san-villano": "san_villano", "stargate": "stargate"}


def _imports(path: Path) -> list[tuple[int, str]]:
    """Every module ``path`` imports (dotted, absolute), with its line: ``from pkg import x``
    names ``pkg.x`` when that is a module, else ``pkg``."""
    found: list[tuple[int, str]] = []
    for imp in imports(path):
        for name in imp.names or ("",):
            sub = ROOT.joinpath(*imp.module.split("."), name) if name else None
            is_module = sub is not None and (sub.with_suffix(".py").exists() or (sub / "__init__.py").exists())
            found.append((imp.line, f"{imp.module}.{name}" if is_module else imp.module))
    return found


def engine_imports(key: str) -> list[str]:
    """Each import of game ``key``'s engine in its view, as "file:line module"."""
    engine = f"game.games.{VIEWS[key]}"
    out = []
    for path in sorted((ROOT / "game" / "table" / "views" / VIEWS[key]).rglob("*.py")):
        for line, module in _imports(path):
            if module == engine or module.startswith(engine + "."):
                name = module[len(engine) + 1:] or "__init__"
                out.append(f"{path.relative_to(ROOT)}:{line} {name}")
    return out


@pytest.mark.parametrize("key", [
    "villainous",
    "san-villano",
    "stargate",
])
def test_no_view_imports_a_rules_module(key: str) -> None:
    allowed = set(game_named(key).table_modules)
    wrong = [hit for hit in engine_imports(key) if hit.rsplit(" ", 1)[1] not in allowed]
    assert not wrong, f"{key}'s view imports what its table may not ({sorted(allowed)}):\n" + "\n".join(wrong)


def test_the_import_reader_sees_function_level_and_relative_imports(tmp_path: Path) -> None:
    hits = [m for _, m in _imports(ROOT / "game" / "table" / "views" / "stargate" / "table.py")]
    assert any(m.startswith("game.games.stargate") for m in hits)
    assert any(m.startswith("game.table.kit") for m in hits)  # "from ..kit import ..." resolved
