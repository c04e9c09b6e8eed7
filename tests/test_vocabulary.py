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


def test_condition_any_holds_when_one_of_its_conditions_does():
    """The condition language's ``any`` (no shipped card uses it yet; the vocabulary has it)."""
    from game.games.villainous.effects.programs import evaluate

    from .helpers import ally, new

    st = new(("horned-king", "gaston"))
    p = st.players[0]
    cond = {"any": [{"relic": "power"}, {"card_in_realm": ["guard-dog"]}]}
    assert not evaluate(st, p, cond)
    ally(st, 0, "guard-dog", "morva")
    assert evaluate(st, p, cond)
    p.relic = 2
    assert evaluate(st, p, {"any": [{"relic": "power"}, {"card_in_realm": ["creeper"]}]})
