"""The docs name only what exists: every module path (``game/…``, ``tools/…``, ``tests/…``, a
dotted ``game.x.y``) and every ``make`` target a maintainer page names is in the tree.

The pages read: README.md and docs/**/*.md.
A name with a placeholder (``game/games/<name>/``, ``tests/test_cards_*.py``) is a pattern,
not a name, and is not looked up.
"""

from __future__ import annotations

import ast
import functools
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def doc_pages() -> list[Path]:
    return [ROOT / "README.md", *sorted((ROOT / "docs").rglob("*.md"))]


# a path into one of the three code folders, up to the first character a path does not hold
PATH = re.compile(r"(?<![\w./-])((?:game|tools|tests)/[\w./*<>{}-]*)(?:::(\w+))?")
# a dotted module of the game package: game.core.match, game.table.views.villainous.showcase.SV
DOTTED = re.compile(r"(?<![\w./-])(game(?:\.\w+)+)")
# code spans and fenced blocks: where a command such as `make check` is written
CODE = re.compile(r"```.*?```|`[^`\n]+`", re.S)
MAKE = re.compile(r"(?:^|[\s;&|(])make\s+((?:[A-Z_]+=\S*\s+)*)([a-z][\w-]*)", re.M)


def is_pattern(name: str) -> bool:
    return any(c in name for c in "<>*{}")


def path_problem(path: str, test: str | None) -> str | None:
    """Why ``path`` (maybe with a ``::test`` after it) names nothing, or None."""
    path = path.rstrip(".,;:)")
    if is_pattern(path):
        return None
    where = ROOT / path
    if not where.exists() and "." in where.name and where.with_name(where.name.split(".")[0] + ".py").exists():
        # a module's attribute written with the module's path: tests/table/ui_helpers.pixels
        module, attr = where.with_name(where.name.split(".")[0] + ".py"), where.name.split(".")[1]
        if attr in ("py", "md", "json") or attr in top_level_names(module):
            return None
        return f"{path}: {module.relative_to(ROOT)} has no {attr}"
    if not where.exists():
        return f"{path} does not exist"
    if test and where.is_file() and not re.search(rf"^\s*(?:async\s+)?def {test}\b", where.read_text(), re.M):
        return f"{path} has no test {test}"
    return None


@functools.cache
def top_level_names(source: Path) -> frozenset[str]:
    """What a module defines or imports at its top level (its attributes a doc may name)."""
    tree = ast.parse(source.read_text(encoding="utf-8"))
    names: set[str] = set()
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            names.add(node.name)
        elif isinstance(node, (ast.Assign, ast.AnnAssign)):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                names.update(n.id for n in ast.walk(target) if isinstance(n, ast.Name))
        elif isinstance(node, (ast.Import, ast.ImportFrom)):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
    return frozenset(names)


@functools.cache
def game_object_names() -> frozenset[str]:
    """What a game object offers (``game.apply``, ``game.state``): the protocol's and
    ``StateGame``'s members. A page's ``game.legal_texts()`` is a variable, not a module."""
    names: set[str] = set()
    for source in (ROOT / "game" / "core" / "protocol.py", ROOT / "game" / "core" / "game.py"):
        for node in ast.walk(ast.parse(source.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                for item in node.body:
                    if isinstance(item, (ast.FunctionDef, ast.AsyncFunctionDef)):
                        names.add(item.name)
                    elif isinstance(item, ast.AnnAssign) and isinstance(item.target, ast.Name):
                        names.add(item.target.id)
                    elif isinstance(item, ast.Assign):
                        names.update(t.id for t in item.targets if isinstance(t, ast.Name))
                for inner in ast.walk(node):  # self.state = ... in __init__
                    if isinstance(inner, ast.Attribute) and isinstance(inner.value, ast.Name) \
                            and inner.value.id == "self" and isinstance(inner.ctx, ast.Store):
                        names.add(inner.attr)
    return frozenset(names)


# a mutant's name (mutmut): x_<function>__mutmut_<n>, or xǁ<Class>ǁ<method>__mutmut_<n>
MUTANT = re.compile(r"^x(?:_|ǁ)(\w+?)(?:ǁ\w+)?__mutmut_\d+$")


def dotted_problem(name: str) -> str | None:
    """Why the dotted ``name`` is neither a module nor a module's top-level name, or None."""
    if re.search(r"\.(py|json|md|po|png|tmx)$", name):
        return None  # a file's name in a sentence ("the game.py module"), not a dotted module
    parts = name.rstrip(".").split(".")
    if not (ROOT / "game" / parts[1]).exists() and not (ROOT / "game" / f"{parts[1]}.py").exists() \
            and parts[1] in game_object_names():
        return None
    where = ROOT / parts[0]
    for i, part in enumerate(parts[1:], start=1):
        if where.is_dir() and (where / part).is_dir() and (where / part / "__init__.py").exists():
            where = where / part
        elif where.is_dir() and (where / f"{part}.py").exists():
            where = where / f"{part}.py"
        else:
            module = where / "__init__.py" if where.is_dir() else where
            mutant = MUTANT.match(part)
            if (mutant.group(1) if mutant else part) in top_level_names(module):
                return None  # an attribute: what follows it is the attribute's own
            return f"{name}: {'.'.join(parts[:i])} has no {part}"
        if where.is_file():
            continue
    return None


def make_targets() -> set[str]:
    text = (ROOT / "Makefile").read_text()
    return {t for line in re.findall(r"^([\w .-]+?)\s*::?(?!=)", text, re.M) for t in line.split()}


def problems(text: str, targets: set[str]) -> list[str]:
    found = []
    for m in PATH.finditer(text):
        why = path_problem(m.group(1), m.group(2))
        if why:
            found.append(why)
    for m in DOTTED.finditer(text):
        why = dotted_problem(m.group(1))
        if why:
            found.append(why)
    for span in CODE.finditer(text):
        for m in MAKE.finditer(span.group(0).strip("`")):
            if m.group(2) not in targets:
                found.append(f"make {m.group(2)}: no such target in the Makefile")
    return found


@pytest.mark.parametrize("page", doc_pages(), ids=lambda p: str(p.relative_to(ROOT)))
def test_a_doc_names_only_modules_and_make_targets_that_exist(page):
    bad = problems(page.read_text(encoding="utf-8"), make_targets())
    assert not bad, f"{page.relative_to(ROOT)}:\n" + "\n".join(sorted(set(bad)))


def test_the_checker_finds_a_missing_module_a_missing_attribute_and_a_missing_target():
    """The check itself: names that exist pass, each kind of wrong name is caught."""
    targets = make_targets()
    assert {"test", "check", "play"} <= targets
    good = ("`game/core/match.py`, `game.core.match.Match`, `tests/test_docs.py::test_the_checker_finds"
            "_a_missing_module_a_missing_attribute_and_a_missing_target`, `game/games/<name>/`, a game.py,"
            " `make test`, make sure")
    assert problems(good, targets) == []
    assert problems("`game/ui/app.py`", targets) == ["game/ui/app.py does not exist"]
    assert problems("see game.villainous.rules", targets) == ["game.villainous.rules: game has no villainous"]
    assert problems("`game.core.match.Nothing`", targets) == ["game.core.match.Nothing: game.core.match has no Nothing"]
    assert problems("`game.games.villainous.rules.x_apply__mutmut_3`, `game.winner()`", targets) == []
    assert problems("`game.games.villainous.rules.x_gone__mutmut_3`", targets) == [
        "game.games.villainous.rules.x_gone__mutmut_3: game.games.villainous.rules has no x_gone__mutmut_3"]
    assert problems("`tests/table/ui_helpers.pixels`", targets) == []
    assert problems("`tests/table/ui_helpers.nothing`", targets) == ["tests/table/ui_helpers.nothing: tests/table/ui_helpers.py has no nothing"]
    assert problems("`tests/test_docs.py::test_nothing`", targets) == ["tests/test_docs.py has no test test_nothing"]
    assert problems("```\nJOBS=1 make nothing\n```", targets) == ["make nothing: no such target in the Makefile"]
