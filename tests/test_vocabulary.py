"""The closed vocabulary and the engine agree: every verb a card may use has a handler."""

from __future__ import annotations

import pytest

from game.games.villainous.effects import VERB_HANDLERS, step_feasible
from game.games.villainous.effects._verbs import verb
from game.games.villainous.vocabulary import VERBS


def test_every_vocabulary_verb_has_a_handler_and_no_handler_is_unnamed():
    assert set(VERB_HANDLERS) == set(VERBS)


def test_a_verb_cannot_have_two_handlers():
    with pytest.raises(ValueError, match="two handlers"):
        verb("draw")(lambda st, f, step, ans: True)


def test_a_verb_without_a_feasibility_check_is_always_feasible():
    assert step_feasible(None, None, {"verb": "gain_power", "amount": 1}, -1, 0)  # type: ignore[arg-type]


def test_every_static_kind_has_a_registered_rule_and_no_rule_is_unnamed():
    """Always-on abilities are registered like verbs (``realm.py``), each beside its rule."""
    from game.games.villainous.realm import registered_statics
    from game.games.villainous.vocabulary import STATICS

    assert registered_statics() == set(STATICS)


def test_a_static_kind_cannot_have_two_rules():
    from game.games.villainous.realm import STRENGTH_RULES, static_rule

    with pytest.raises(ValueError, match="two rules"):
        static_rule(STRENGTH_RULES, "holder_strength")(lambda *a: 0)
