"""Villains are found from content, and what a villain adds in code is in its own module."""

from __future__ import annotations

import json

from game.games.villainous import cards as C
from game.games.villainous import villains as V
from game.games.villainous.fuzz import fuzz_game
from game.resources import list_names, read_text


def test_the_packaged_villains_are_the_content_files_in_their_data_order():
    files = [n[:-5] for n in list_names("game", "games", "villainous", "content") if n.endswith(".json")]
    assert sorted(C.VILLAINS) == sorted(files)
    assert C.VILLAINS == ("gaston", "lady-tremaine", "horned-king", "cad-bane", "seventh-sister", "boba-fett")
    assert C.discover_villains() == C.VILLAINS  # found again from the files, not kept from import


def test_each_villain_finds_its_objective_rules_and_hooks_by_name():
    for key in C.VILLAINS:
        v = C.load_villain(key)
        assert v.goal is V.OBJECTIVES[v.objective_kind]
        assert v.hooks is V.HOOKS[key]
    assert C.load_villain("horned-king").hooks.start_turn is not None
    assert V.hooks_for("nobody") is V.NO_HOOKS


def test_an_objective_kind_or_a_villain_s_hooks_registered_twice_is_refused_by_name():
    import pytest

    objectives, hooks = dict(V.OBJECTIVES), dict(V.HOOKS)
    try:
        _registered_twice_refused(pytest)
    finally:  # a broken registry must not outlive this test
        V.OBJECTIVES.clear()
        V.OBJECTIVES.update(objectives)
        V.HOOKS.clear()
        V.HOOKS.update(hooks)


def _registered_twice_refused(pytest) -> None:
    with pytest.raises(ValueError, match="^Objective kind 'remove_all_obstacles' is registered twice$"):
        V.objective("remove_all_obstacles")
    with pytest.raises(ValueError) as err:
        V.objective_for("fly")
    assert str(err.value) == ("unknown Objective kind 'fly'; known: cauldron_born_each_location, collect_targets, "
                              "complete_bounties, remove_all_obstacles, remove_rebels, wedding_bells")
    with pytest.raises(ValueError, match="^villain 'gaston' has two hook sets$"):
        V.hooks("gaston")


def test_a_new_objective_kind_and_a_new_villain_s_hooks_are_found_by_name_once_registered():
    def won(st, p):
        return False

    def progress(st, p):
        return 0.5

    try:
        made = V.objective("reach_the_moon", won=won)
        assert V.objective_for("reach_the_moon") is made
        assert (made.kind, made.won, made.progress) == ("reach_the_moon", won, None)
        hooks = V.hooks("moon-king", bot_progress=progress)
        assert V.hooks_for("moon-king") is hooks
        assert (hooks.key, hooks.bot_progress, hooks.start_turn) == ("moon-king", progress, None)
    finally:
        V.OBJECTIVES.pop("reach_the_moon", None)
        V.HOOKS.pop("moon-king", None)


def test_a_new_villain_from_data_alone_plays():
    """A villain that brings no new kind of rule is a data file: no code names it."""
    data = json.loads(read_text("game", "games", "villainous", "content", "horned-king.json"))
    data.update(key="another-king", name="Another King")
    C.register_villain(C.parse_villain(data, "another-king.json"))
    try:
        assert "another-king" in C.known_villains()
        for seed in range(3):
            fuzz_game(("another-king", "gaston"), seed, max_rounds=8)
    finally:
        C._REGISTERED.pop("another-king", None)
        C.build_table.cache_clear()
