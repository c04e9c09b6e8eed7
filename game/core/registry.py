"""The games the house knows: each game's package registers its definition.

``register(definition)`` is called by a game's package when it is imported
(``game/games/<name>/__init__.py``). The core never imports a game by name: the first
time a game is asked for, the packages under ``game/games`` are discovered and imported
(a plug-in folder, like content discovered from files), and they register themselves.
Registering starts nothing (no process, no thread, no pygame).
"""

from __future__ import annotations

import importlib
import pkgutil
import re

from .protocol import GameDefinition

#: the game a setup, a save or the command line means when it names none
DEFAULT_GAME = "villainous"
GAMES_PACKAGE = "game.games"

_GAMES: dict[str, GameDefinition] = {}
#: game packages that failed to import while the games were listed: their name and why
_BROKEN: dict[str, str] = {}
_discovered = False
_KEY = re.compile(r"[a-z][a-z0-9-]{0,39}")


def register(definition: GameDefinition) -> GameDefinition:
    """Make a game known by its key (registering the same key again replaces it)."""
    key = getattr(definition, "key", "")
    if not isinstance(key, str) or not key:
        raise ValueError("a game definition needs a key")
    for name in ("title", "player_counts", "new", "from_position"):
        if not hasattr(definition, name):
            raise ValueError(f"the game definition {key!r} has no {name}")
    _GAMES[key] = definition
    return definition


def _module_name(key: str) -> str:
    return f"{GAMES_PACKAGE}.{key.replace('-', '_')}"


def _load(name: str) -> None:
    """Import a game's package: it registers itself."""
    importlib.import_module(name)


def _discover() -> None:
    global _discovered
    if _discovered:
        return
    _discovered = True
    package = importlib.import_module(GAMES_PACKAGE)
    for info in pkgutil.iter_modules(package.__path__):
        if info.ispkg and not info.name.startswith("_"):
            name = f"{GAMES_PACKAGE}.{info.name}"
            try:
                _load(name)
            except Exception as exc:  # noqa: BLE001 - one broken game never takes the others down
                _BROKEN[name] = f"{type(exc).__name__}: {exc}"[:300]


def broken() -> dict[str, str]:
    """The game packages that could not be imported when the games were listed, and why."""
    _discover()
    return dict(_BROKEN)


def games() -> list[GameDefinition]:
    """Every registered game, the default first, then by key."""
    _discover()
    return sorted(_GAMES.values(), key=lambda d: (d.key != DEFAULT_GAME, d.key))


def keys() -> list[str]:
    return [d.key for d in games()]


def game_named(key: str | None = None) -> GameDefinition:
    """The game registered as ``key`` (None: the default). ValueError listing the valid keys."""
    key = DEFAULT_GAME if key is None else key
    found = _GAMES.get(key) if isinstance(key, str) else None
    if found is None and isinstance(key, str) and _KEY.fullmatch(key) and _module_name(key) not in _BROKEN:
        name = _module_name(key)
        try:  # its package, imported on first use: it registers itself
            _load(name)
        except ModuleNotFoundError as exc:
            if exc.name != name:
                _BROKEN[name] = f"{type(exc).__name__}: {exc}"[:300]
        except Exception as exc:  # noqa: BLE001 - said as a ValueError below, like any unusable key
            _BROKEN[name] = f"{type(exc).__name__}: {exc}"[:300]
        found = _GAMES.get(key)
    if found is None and isinstance(key, str) and _module_name(key) in _BROKEN:
        raise ValueError(f"the game {key!r} failed to load ({_BROKEN[_module_name(key)]})")
    if found is None:
        shown = repr(key)[:60]
        raise ValueError(f"unknown game {shown}; valid games: {', '.join(keys())}")
    return found
