"""The one resource loader: assets, card data and example saves, from source or frozen.

From source, files are found in the source tree; in the PyInstaller bundle, under
``sys._MEIPASS``, where the spec (packaging/villainous.spec) puts them at the same relative
paths. Nothing else in the program builds a path to a shipped file.
"""

from __future__ import annotations

import sys
from functools import cache
from pathlib import Path


@cache  # resolving the path asks the file system (lstat per component): once is enough
def resource_root() -> Path:
    """The folder holding ``assets/``, ``game/`` data and ``saves/``."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen:
        return Path(frozen)
    return Path(__file__).resolve().parent.parent


def resource_path(*parts: str) -> Path:
    return resource_root().joinpath(*parts)


def read_text(*parts: str) -> str:
    return resource_path(*parts).read_text(encoding="utf-8")


def list_names(*parts: str) -> list[str]:
    """The names of the files in a shipped folder, sorted."""
    return sorted(p.name for p in resource_path(*parts).iterdir() if p.is_file())
