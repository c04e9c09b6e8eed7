"""Villainous Table: the Villainous board games on one screen, with every rule enforced."""

from . import compiled as _compiled

__version__ = "0.1.0"

# the compiled rules engine, when its build is current (game/compiled.py): before any of
# the engine's modules is imported
_compiled.install()
