"""What a source file imports, read from its syntax tree: the one reader the architecture
tests share (the layers, the import graph, the views' boundary).

Every import counts, at module level and inside functions alike; relative imports are
resolved against the file's own package.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import NamedTuple

ROOT = Path(__file__).resolve().parents[1]


class Import(NamedTuple):
    """One import statement: its line, the module it names (absolute) and the names it
    takes from it (``from m import a, b``; empty for ``import m``)."""

    line: int
    module: str
    names: tuple[str, ...]


def module_name(path: Path, root: Path = ROOT) -> str:
    """The dotted name of the module at ``path`` (a package's ``__init__`` is the package)."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports(path: Path, root: Path = ROOT) -> list[Import]:
    """Every import statement of ``path``, in the order of the syntax tree's walk."""
    here = module_name(path, root)
    package = here if path.name == "__init__.py" else here.rpartition(".")[0]
    found: list[Import] = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            found += [Import(node.lineno, alias.name, ()) for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            module = node.module or ""
            if node.level:
                base = package.split(".")
                prefix = ".".join(base[: len(base) - (node.level - 1)])
                module = f"{prefix}.{node.module}" if node.module else prefix
            found.append(Import(node.lineno, module, tuple(alias.name for alias in node.names)))
    return found
