"""The floors of the house, enforced: imports only go down.

- the core (``game/core``) imports no game and not the table;
- a game (``game/games/<name>``) imports the core (and the resource loader), never another
  game nor the table;
- the kit (everything in ``game/table`` but the games' views under ``game/table/views``)
  imports no game;
- the network (``game/net``) imports nothing of the table (and no pygame);
- the message catalogue (``game/i18n.py``) lies under the table and the network: it imports
  neither, nor a game, nor pygame; and no game (nor the core) imports it.

Imports are read from the source (every ``import`` and ``from ... import``, relative ones
resolved), wherever they sit in a module (inside a function too).
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

from .imports import imports

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"


def imports_of(path: Path) -> set[str]:
    """Every module ``path`` imports, as absolute dotted names (``from pkg import x`` names
    both ``pkg`` and ``pkg.x``, which may be a module)."""
    found: set[str] = set()
    for imp in imports(path):
        found.add(imp.module)
        found.update(f"{imp.module}.{name}" for name in imp.names)
    return found


def _sources(folder: Path, skip: Path | None = None) -> list[Path]:
    return [p for p in sorted(folder.rglob("*.py")) if skip is None or skip not in p.parents]


def _offences(paths: list[Path], forbidden) -> list[str]:
    out = []
    for path in paths:
        for mod in sorted(imports_of(path)):
            if forbidden(path, mod):
                out.append(f"{path.relative_to(ROOT)} imports {mod}")
    return out


def _under(mod: str, package: str) -> bool:
    return mod == package or mod.startswith(package + ".")


def _game_of(path: Path) -> str:
    return path.relative_to(GAME / "games").parts[0]


def test_the_import_reader_resolves_relative_imports():
    assert "game.core.rng" in imports_of(GAME / "games" / "stargate" / "heuristic.py")
    assert "game.core.registry" in imports_of(GAME / "games" / "villainous" / "__init__.py")


def test_the_core_imports_no_game_and_not_the_table():
    bad = _offences(_sources(GAME / "core"),
                    lambda path, mod: any(_under(mod, above) for above in
                                          ("game.games", "game.table", "game.net", "game.i18n", "pygame")))
    assert not bad, "\n".join(bad)


def test_a_game_imports_the_core_never_another_game_nor_the_table():
    games = [p for p in (GAME / "games").iterdir() if p.is_dir() and (p / "__init__.py").exists()]
    assert {"villainous", "stargate"} <= {p.name for p in games}

    def forbidden(path: Path, mod: str) -> bool:
        if _under(mod, "game.table") or _under(mod, "pygame") or _under(mod, "game.i18n") or _under(mod, "game.net"):
            return True  # a game says phrases; the catalogue translates them at the table or the host
        if _under(mod, "game.games") and mod != "game.games":
            return mod.split(".")[2] != _game_of(path)
        return False

    bad = _offences([p for g in games for p in _sources(g)], forbidden)
    assert not bad, "\n".join(bad)


def test_the_network_imports_nothing_of_the_table():
    """A host without a window (``serve``) and the terminal client never reach for the table:
    the words they say come from the catalogue below both (``game.i18n``)."""
    bad = _offences(_sources(GAME / "net"), lambda path, mod: _under(mod, "game.table") or _under(mod, "pygame"))
    assert not bad, "\n".join(bad)
    assert "game.i18n" in imports_of(GAME / "net" / "host.py")  # the reader sees the catalogue's import


def test_the_message_catalogue_lies_under_the_table_and_the_network():
    bad = _offences([GAME / "i18n.py"], lambda path, mod: any(
        _under(mod, above) for above in ("game.table", "game.net", "game.games", "pygame")))
    assert not bad, "\n".join(bad)
    assert not (GAME / "table" / "kit" / "i18n.py").exists()  # no shim left where it was


def test_the_kit_imports_no_game():
    views = GAME / "table" / "views"
    bad = _offences(_sources(GAME / "table", skip=views), lambda path, mod: _under(mod, "game.games"))
    assert not bad, "\n".join(bad)


@pytest.mark.slow
def test_registering_the_games_imports_no_pygame_and_starts_nothing():
    """Listing the games imports each game's package (it registers itself): no pygame, no
    thread or process started, no engine loaded for a game not yet played."""
    code = (
        "import sys, threading\n"
        "from game.core.registry import games\n"
        "keys = [g.key for g in games()]\n"
        "assert keys[0] == 'villainous' and 'stargate' in keys, keys\n"
        "assert not [m for m in sys.modules if m.split('.')[0] == 'pygame']\n"
        "assert threading.active_count() == 1, threading.enumerate()\n"
        "assert 'game.games.villainous.rules' not in sys.modules\n"
        "assert 'multiprocessing' not in sys.modules or not __import__('multiprocessing').active_children()\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60, cwd=ROOT)


@pytest.mark.slow
def test_importing_the_table_starts_no_bot_thread():
    code = (
        "import os, threading\n"
        "os.environ['SDL_VIDEODRIVER'] = 'dummy'\n"
        "import game.table.views.villainous.table, game.table.app\n"
        "assert threading.active_count() == 1, threading.enumerate()\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True, timeout=60, cwd=ROOT)


def test_the_shell_reaches_games_only_through_the_views_package():
    """The shell's way to a game is ``game.table.views`` (``game_view``, ``offered``): that
    package's own module imports no game; each game's view imports its own game only."""
    views = GAME / "table" / "views"
    bad = _offences([views / "__init__.py"], lambda path, mod: _under(mod, "game.games"))
    assert not bad, "\n".join(bad)
    packages = [p for p in views.iterdir() if p.is_dir() and (p / "__init__.py").exists()]
    assert "villainous" in {p.name for p in packages}

    def foreign(path: Path, mod: str) -> bool:
        mine = path.relative_to(views).parts[0]
        if _under(mod, "game.games") and mod != "game.games":
            return mod.split(".")[2] != mine
        if _under(mod, "game.table.views") and mod.count(".") >= 3:
            other = mod.split(".")[3]  # a view never borrows another game's view
            return other != mine and (views / other).is_dir()
        return False

    bad = _offences([p for pkg in packages for p in _sources(pkg)], foreign)
    assert not bad, "\n".join(bad)


TOOLS = ROOT / "tools"
TESTS = ROOT / "tests"
#: the tests whose subject is a tool: each imports that tool (and only it) to check what it
#: makes or reports. Code a test and a tool share lives in ``game/`` or in a test helper.
TOOL_TESTS = {
    "test_bench_tools.py": {"balance", "bench", "bench_bots", "engine_work"},
    "test_golden_saves.py": {"make_golden_saves"},
    "test_icons.py": {"pick_icons"},
    "test_look.py": {"make_sounds"},
    "test_messages.py": {"messages"},
    "test_soak_tool.py": {"soak"},
    "test_rules_trace.py": {"rules_trace", "rules_trace_plugin"},
    "test_sprt.py": {"sprt", "sprt_bot"},
    "test_balance_page.py": {"balance_page"},
    "test_leader_targeting.py": {"leader_targeting"},
}


TOOL_NAMES = frozenset(p.stem for p in TOOLS.glob("*.py") if p.stem != "__init__")


def _tool_named(mod: str) -> str | None:
    """The tool ``mod`` names (``tools.soak``, or ``soak`` with ``tools/`` on the path)."""
    name = mod.removeprefix("tools.").split(".")[0] if _under(mod, "tools") else mod.split(".")[0]
    return name if name in TOOL_NAMES else None


def test_no_tool_imports_the_tests():
    bad = _offences(_sources(TOOLS), lambda path, mod: _under(mod, "tests"))
    assert not bad, "\n".join(bad)


def test_a_test_imports_a_tool_only_when_the_tool_is_what_it_tests():
    def borrowed(path: Path, mod: str) -> bool:
        tool = _tool_named(mod)
        return tool is not None and tool not in TOOL_TESTS.get(path.name, set())

    bad = _offences(_sources(TESTS), borrowed)
    assert not bad, "\n".join(bad)
