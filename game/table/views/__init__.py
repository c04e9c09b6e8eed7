"""Each game's view: what the table draws where, built from the kit (``game.table.kit``).

A view package (``views/<game>/``) is the only place in ``game.table`` that imports a game.
The shell (app, menus, load screen) asks for a game's view by name and uses only what the
package exports (see ``views/villainous/__init__.py`` for the list).
"""

from __future__ import annotations

import importlib
from types import ModuleType

DEFAULT = "villainous"


def game_view(name: str = DEFAULT) -> ModuleType:
    """The view package of the game ``name``."""
    return importlib.import_module(f"{__name__}.{name}")
