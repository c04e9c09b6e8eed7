"""The closed vocabulary and the engine agree: every verb a card may use has a handler."""

from __future__ import annotations

import pytest

from game.games.villainous.effects import VERB_HANDLERS, step_feasible
from game.games.villainous.effects._verbs import verb
from game.games.villainous.vocabulary import VERBS


def test_every_vocabulary_verb_has_a_handler_and_no_handler_is_unnamed():
    from game.games.villainous.effects._verbs import BROUGHT, SCRIPTS

    assert set(VERB_HANDLERS) == set(VERBS) | set(BROUGHT)
    assert not set(VERBS) & set(BROUGHT), "a villain's verb is not also a general verb"
    assert SCRIPTS <= set(BROUGHT)


def test_the_scripts_and_a_villains_own_verbs_live_beside_its_data():
    """A villain is its content file plus its optional module: a card's script, and a verb
    only its cards use (the Horned King's Relic), are registered in ``villains/<key>.py``,
    not among the general verbs of ``effects/``."""
    from game.games.villainous.effects._verbs import BROUGHT

    assert {"claim_relic", "flip_relic"} <= set(BROUGHT)
    for name in BROUGHT:
        assert VERB_HANDLERS[name].__module__.startswith("game.games.villainous.villains."), name


def test_a_scripts_parameters_are_checked_like_a_verbs():
    """The villain-file schema takes in each script's declared parameters."""
    import json

    from game.games.villainous.cards import ContentError, parse_villain
    from game.resources import read_text

    data = json.loads(read_text("game", "games", "villainous", "content", "lady-tremaine.json"))
    card = next(c for c in data["villain_deck"] if any(s.get("verb") == "unlock" for s in c.get("play", ())))
    step = next(s for s in card["play"] if s["verb"] == "unlock")
    del step["location"]
    with pytest.raises(ContentError, match="location"):
        parse_villain(data)


def test_a_verb_cannot_have_two_handlers():
    with pytest.raises(ValueError, match="two handlers"):
        verb("draw")(lambda st, f, step, ans: True)


def test_a_verb_without_a_feasibility_check_is_always_feasible():
    assert step_feasible(None, None, {"verb": "gain_power", "amount": 1}, -1, 0)  # type: ignore[arg-type]


def test_a_checked_step_is_feasible_only_when_it_can_be_done_in_that_realm():
    from .helpers import hero, new

    st = new()
    p = st.players[0]
    step = {"verb": "defeat_hero"}
    assert not step_feasible(st, p, step, -1, 0)  # no Hero in the Realm to defeat
    hero(st, 0, "belle", "belles-house")
    assert step_feasible(st, p, step, -1, 0)


def test_every_static_kind_has_a_registered_rule_and_no_rule_is_unnamed():
    """Always-on abilities are registered like verbs (``realm.py``), each beside its rule."""
    from game.games.villainous.realm import registered_statics
    from game.games.villainous.vocabulary import all_statics

    assert registered_statics() == set(all_statics())


def test_a_flag_that_one_card_brings_is_registered_beside_its_villain():
    """Belle's, LeFou's, Fairy Godmother's, the Witches', Hen Wen's and the Gwythaints'
    abilities are one card's rule each: their villain's module registers them."""
    from game.games.villainous.realm import FLAGS
    from game.games.villainous.vocabulary import STATICS

    assert set(FLAGS) == {"no_obstacle_removal", "vanquish_return_to_hand_here", "only_fate_moves_allies",
                          "no_relic_claim", "no_villain_effects", "vanquish_from_adjacent",
                          # Scum and Villainy's villains (cad_bane.py, seventh_sister.py, boba_fett.py)
                          "collect_credits_minus", "rebels_defeated_here_removed", "no_ambition_gain",
                          "holds_two_bounties", "hand_limit_minus"}
    assert not set(FLAGS) & set(STATICS)


def test_a_static_kind_cannot_have_two_rules():
    from game.games.villainous.realm import STRENGTH_RULES, static_rule

    with pytest.raises(ValueError, match="two rules"):
        static_rule(STRENGTH_RULES, "strength")(lambda *a: 0)


def _cards_by_verb():
    from collections import defaultdict

    from game.games.villainous.cards import VILLAINS, _walk_steps, load_villain

    use = defaultdict(set)
    for key in VILLAINS:
        v = load_villain(key)
        for c in v.villain_deck + v.fate_deck:
            programs = [c.play, c.on_move, c.on_defeat, c.activate]
            if c.condition:
                programs.append(tuple(c.condition["steps"]))
            for prog in programs:
                for step in _walk_steps(prog):
                    use[step["verb"]].add((key, c.key))
    return use


#: the language's own constructs (a branch, a choice), general whatever uses them
CONTROL = {"if", "choose_one"}


def test_no_verb_serves_one_card_unless_it_is_a_registered_script():
    """A verb takes selectors so that cards share it; the code of one card is a script."""
    from game.games.villainous.effects._verbs import SCRIPTS

    use = _cards_by_verb()
    one_card = {verb for verb, cards in use.items() if len(cards) == 1} - CONTROL
    assert one_card - set(SCRIPTS) == set()
    assert {s for s in SCRIPTS if len(use[s]) != 1} == set(), "a script two cards share should be a verb"


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
