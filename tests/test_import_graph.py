"""The import graph of ``game/`` has no circle.

The graph is read from the source: every ``import`` and ``from ... import`` of every module,
at module level and inside functions alike (a function-level import closes a circle just as
surely, only later). Relative imports are resolved; ``from pkg import name`` is an edge to
``pkg.name`` when that is a module of ``game/``, else to ``pkg``. A circle is a strongly
connected component of more than one module; a failure names its modules and the import lines
that close it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .imports import imports, module_name

ROOT = Path(__file__).resolve().parents[1]
GAME = ROOT / "game"
VILLAINOUS_ENGINE = "game.games.villainous"


@dataclass(frozen=True)
class Edge:
    """One import: ``source`` imports ``target`` at ``line`` of ``path``."""

    source: str
    target: str
    path: Path
    line: int

    def __str__(self) -> str:
        return f"{self.path.relative_to(ROOT)}:{self.line}: {self.source} -> {self.target}"


def _modules() -> dict[str, Path]:
    return {module_name(p): p for p in sorted(GAME.rglob("*.py"))}


def _edges_of(name: str, path: Path, modules: dict[str, Path]) -> list[Edge]:
    edges: list[Edge] = []
    for imp in imports(path):
        # ``from pkg import x`` is an edge to ``pkg.x`` when that is a module, else to ``pkg``
        targets = [f"{imp.module}.{n}" if f"{imp.module}.{n}" in modules else imp.module
                   for n in imp.names] or [imp.module]
        for target in targets:
            edge = Edge(name, target, path, imp.line)
            if target in modules and target != name and edge not in edges:  # one edge a line and target
                edges.append(edge)
    return edges


def import_graph() -> dict[str, list[Edge]]:
    """Every module of ``game/`` with the imports it makes of other modules of ``game/``."""
    modules = _modules()
    return {name: _edges_of(name, path, modules) for name, path in modules.items()}


def circles(graph: dict[str, list[Edge]]) -> list[set[str]]:
    """The strongly connected components of more than one module (Tarjan, iterative)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    on_stack: set[str] = set()
    stack: list[str] = []
    found: list[set[str]] = []
    counter = 0
    for root in graph:
        if root in index:
            continue
        work = [(root, 0)]
        while work:
            node, i = work.pop()
            if i == 0:
                index[node] = low[node] = counter
                counter += 1
                stack.append(node)
                on_stack.add(node)
            targets = [e.target for e in graph[node]]
            if i < len(targets):
                work.append((node, i + 1))
                nxt = targets[i]
                if nxt not in index:
                    work.append((nxt, 0))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            if low[node] == index[node]:
                component = set()
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.add(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(component)
            if work:
                parent = work[-1][0]
                low[parent] = min(low[parent], low[node])
    return found


def _describe(component: set[str], graph: dict[str, list[Edge]]) -> str:
    lines = [f"circle of {len(component)} modules: {', '.join(sorted(component))}"]
    lines += [f"    {edge}" for name in sorted(component) for edge in graph[name] if edge.target in component]
    return "\n".join(lines)


def _in_villainous_engine(module: str) -> bool:
    return module == VILLAINOUS_ENGINE or module.startswith(VILLAINOUS_ENGINE + ".")


def test_the_graph_reader_sees_function_level_and_relative_imports():
    graph = import_graph()
    targets = {e.target for e in graph["game.table.views"]}
    assert "game.core.registry" in targets  # an absolute import at module level
    sources = {e.target for e in graph["game.games.stargate"]}
    assert "game.core.registry" in sources  # "from ...core.registry import register"
    inner = {
        "game.games.villainous.bots.heuristic", "game.games.villainous.bots.ismcts",
    }
    assert inner <= {e.target for e in graph["game.games.villainous.bots"]}  # inside functions


def test_a_circle_is_found_and_named_with_the_lines_that_close_it():
    a, b, c = (Path(ROOT / "game" / f"{m}.py") for m in "abc")
    graph = {
        "a": [Edge("a", "b", a, 1)],
        "b": [Edge("b", "a", b, 7), Edge("b", "c", b, 8)],
        "c": [],
    }
    assert circles(graph) == [{"a", "b"}]
    text = _describe({"a", "b"}, graph)
    assert "game/a.py:1: a -> b" in text and "game/b.py:7: b -> a" in text
    assert "b -> c" not in text


def test_no_import_circle_outside_the_villainous_engine():
    graph = import_graph()
    bad = [c for c in circles(graph) if not all(_in_villainous_engine(m) for m in c)]
    assert not bad, "\n\n".join(_describe(c, graph) for c in bad)


def test_no_import_circle_in_the_villainous_engine():
    graph = import_graph()
    bad = [c for c in circles(graph) if all(_in_villainous_engine(m) for m in c)]
    assert not bad, "\n\n".join(_describe(c, graph) for c in bad)


def test_the_kit_imports_nothing_from_the_table_above_it():
    graph = import_graph()
    kit = "game.table.kit"
    bad = [
        str(edge)
        for name, edges in graph.items() if name == kit or name.startswith(kit + ".")
        for edge in edges
        if edge.target.startswith("game.table") and not (edge.target == kit or edge.target.startswith(kit + "."))
    ]
    assert not bad, "\n".join(bad)


def test_the_command_line_speaks_to_the_games_only_through_the_registry():
    graph = import_graph()
    bad = [str(edge) for edge in graph["game.cli"] if edge.target.startswith("game.games")]
    assert not bad, "\n".join(bad)
