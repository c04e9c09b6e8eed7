"""The engine's rulebook, assembled in one place (``game/games/villainous/rulebook.py``).

Every verb, villain script and hook, static rule and box rule is entered by an explicit
call of ``rulebook.assemble``; no engine module registers anything when imported, and no
module imports a higher one to make it register: the engine's import graph (module-level
and function-level imports alike, read from the code) has no circle: tests/test_import_graph.py.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from game.games.villainous import rulebook as RB
from game.games.villainous.book import BOOK, Rulebook
from game.games.villainous.box import BOXES
from game.games.villainous.cards import VILLAINS, _walk_steps, load_villain
from game.games.villainous.vocabulary import STATICS

ROOT = Path(__file__).resolve().parents[2]
ENGINE = ROOT / "game" / "games" / "villainous"


def _card_programs(v):
    for c in v.villain_deck + v.fate_deck:
        programs = [c.play, c.on_move, c.on_defeat, c.activate, tuple(c.extra.get("arrive", ())),
                    tuple(c.extra.get("reward", ())), tuple(c.extra.get("hunt", {}).get("steps", ()))]
        if c.condition:
            programs.append(tuple(c.condition["steps"]))
        for prog in programs:
            yield c, prog


def test_every_step_of_every_card_resolves_through_the_rulebook():
    """Each card ability's verb has its handler in the rulebook, and a villain's own verb
    or script is brought by that villain's module."""
    book = RB.RULEBOOK
    for key in VILLAINS:
        v = load_villain(key)
        for c, prog in _card_programs(v):
            for step in _walk_steps(prog):
                verb = step["verb"]
                assert verb in book.verbs, f"{key}: {c.key} names {verb!r}, which has no handler"
                if verb in book.brought:
                    owner = book.verbs[verb].__module__
                    assert owner == RB.VILLAIN_MODULES[key].__name__, f"{verb!r} of {c.key} is brought by {owner}"
        for prog in v.hooks.programs.values():  # the programs a villain's hooks push
            assert all(step["verb"] in book.verbs for step in _walk_steps(prog))


def test_every_villain_has_its_module_its_objective_and_its_hooks_in_the_rulebook():
    book = RB.RULEBOOK
    assert set(RB.VILLAIN_MODULES) == set(VILLAINS)
    for key in VILLAINS:
        v = load_villain(key)
        assert v.hooks is book.hooks[key], key
        assert v.goal is book.objectives[v.objective_kind], key
        assert RB.VILLAIN_MODULES[key].__name__ in book.entered, key


def test_every_static_kind_a_card_may_name_has_its_rule_in_the_rulebook():
    book = RB.RULEBOOK
    ruled = set(book.strength_rules) | set(book.entry_rules) | set(book.cost_rules) | set(book.flags)
    assert set(STATICS) <= ruled
    for key in VILLAINS:
        for c in load_villain(key).villain_deck + load_villain(key).fate_deck:
            assert {s[0] for s in c.statics} <= ruled, c.key
    assert set(book.cost_rules) <= set(book.cost_concerns)


def test_every_box_with_rules_of_its_own_has_them_in_the_rulebook():
    book = RB.RULEBOOK
    assert set(RB.BOX_MODULES) <= set(BOXES)
    for key, module in RB.BOX_MODULES.items():
        assert book.boxes[key] is module.RULES
    assert set(book.boxes) == set(RB.BOX_MODULES)


def test_the_rulebook_is_the_tables_the_engine_reads_and_is_assembled_once():
    from game.games.villainous.effects import _verbs
    from game.games.villainous.villains import HOOKS, OBJECTIVES

    assert RB.RULEBOOK is BOOK and BOOK.assembled
    assert BOOK.verbs is _verbs.VERB_HANDLERS and BOOK.feasibility is _verbs._FEASIBILITY
    assert BOOK.hooks is HOOKS and BOOK.objectives is OBJECTIVES
    entered, verbs = list(BOOK.entered), dict(BOOK.verbs)
    assert RB.assemble(BOOK) is BOOK  # a second call finds everything there: nothing twice
    assert BOOK.entered == entered and BOOK.verbs == verbs
    assert entered[0] == "game.games.villainous.realm" and entered[-1] == "game.games.villainous.scum_and_villainy"


def test_a_rulebook_not_yet_assembled_refuses_to_be_read():
    with pytest.raises(RuntimeError, match="rulebook is not assembled"):
        Rulebook().require()


_REGISTERING = {"verb", "villain_verb", "script", "objective", "hooks", "flag", "static_rule",
                "register_box_rules"}


def _name_called(node: ast.AST) -> str:
    while isinstance(node, ast.Call):
        node = node.func
    return node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""


def test_no_engine_module_registers_a_rule_when_it_is_imported():
    """Registration happens in ``register(book)``, called by ``rulebook.assemble``: no call at
    a module's top level enters a rule, and no rule is registered by a decorator (mutmut 3
    would not mutate a decorated body)."""
    found = []
    for path in sorted(ENGINE.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in tree.body:
            value = node.value if isinstance(node, (ast.Expr, ast.Assign)) else None
            if isinstance(value, ast.Call) and _name_called(value) in _REGISTERING:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno}")
        for node in ast.walk(tree):
            if isinstance(node, ast.FunctionDef):
                found += [f"{path.relative_to(ROOT)}:{d.lineno} (decorator)" for d in node.decorator_list
                          if _name_called(d) in _REGISTERING]
    assert found == []
