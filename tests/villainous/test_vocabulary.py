"""The closed vocabulary and the engine agree: every verb a card may use has a handler."""

from __future__ import annotations

import pytest

from game.games.villainous.effects import VERB_HANDLERS, step_feasible
from game.games.villainous.effects._verbs import verb
from game.games.villainous.rules import new_game
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
    st = new_game(["gaston", "gaston"], 0)
    assert step_feasible(st, st.players[0], {"verb": "gain_power", "amount": 1}, -1, 0)


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
    from game.games.villainous.realm import STRENGTH_RULES, flag, static_rule

    with pytest.raises(ValueError, match="two rules"):
        static_rule(STRENGTH_RULES, "strength")(lambda *a: 0)
    with pytest.raises(ValueError, match="static 'strength' has two rules"):
        flag("strength", "a flag under a rule's name")


def test_a_static_rule_registered_is_the_rule_its_kind_reads():
    """Registering puts the rule itself (and its argument's reader) under its kind, and a
    second flag under the same kind is refused by name."""
    from game.games.villainous.realm import ARGUMENTS, FLAGS, STRENGTH_RULES, flag, static_rule

    def rule(*args):
        return 0

    def resolve(p, arg):
        return arg

    try:
        assert static_rule(STRENGTH_RULES, "test_strength_kind", resolve)(rule) is rule
        assert STRENGTH_RULES["test_strength_kind"] is rule and ARGUMENTS["test_strength_kind"] is resolve
        flag("test_flag_kind", "a flag for this test")
        assert FLAGS["test_flag_kind"] == "a flag for this test"
        with pytest.raises(ValueError, match="static 'test_flag_kind' has two rules"):
            flag("test_flag_kind", "again")
    finally:
        STRENGTH_RULES.pop("test_strength_kind", None)
        ARGUMENTS.pop("test_strength_kind", None)
        FLAGS.pop("test_flag_kind", None)


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


def _gaston_data() -> dict:
    import json

    from game.resources import read_text

    return json.loads(read_text("game", "games", "villainous", "content", "gaston.json"))


def _card_of(data: dict, key: str) -> dict:
    return next(c for c in data["villain_deck"] + data["fate_deck"] if c["key"] == key)


def _set(path: str, value):
    """A change to the data: ``path`` is keys and indexes by "/", the last one set (or,
    for the value ``...``, deleted)."""

    def change(data: dict) -> None:
        parts = path.split("/")
        node = data
        for part in parts[:-1]:
            node = _card_of(data, part[1:]) if part.startswith("@") else node[int(part) if part.isdigit() else part]
        last = int(parts[-1]) if parts[-1].isdigit() else parts[-1]
        if value is ...:
            del node[last]
        else:
            node[last] = value

    return change


#: each a break of the villain-file schema, and the path its refusal names
SCHEMA_BREAKS = [
    (_set("key", "Gaston"), "/key"),
    (_set("name", 7), "/name"),
    (_set("box", "no-such-box"), "/box"),
    (_set("order", "first"), "/order"),
    (_set("icon", "Bad Icon"), "/icon"),
    (_set("rules_of", "Not A Key"), "/rules_of"),
    (_set("extra", 1), "/"),
    (_set("objective", ...), "/"),
    (_set("objective/kind", "no-such-kind"), "/objective/kind"),
    (_set("objective/text", ...), "/objective"),
    (_set("objective/extra", 1), "/objective"),
    (_set("colours/accent", "red"), "/colours/accent"),
    (_set("colours/base", "#12345"), "/colours/base"),
    (_set("colours/base", ...), "/colours"),
    (_set("trapped_tokens", -1), "/trapped_tokens"),
    (_set("relic", {"key": "cauldron", "name": "The Cauldron", "text": "t"}), "/relic"),
    (_set("relic", {"key": "c", "name": "C", "power_name": "P", "text": "t", "x": 1}), "/relic"),
    (_set("relic", {"key": "c", "name": "C", "power_name": 2, "text": "t"}), "/relic/power_name"),
    (_set("relic", "the-black-cauldron"), "/relic"),
    (_set("locations/3", ...), "/locations"),
    (_set("locations/0/top", ["vanquish", "play", "fate", "gain1", "gain2"]), "/locations/0/top"),
    (_set("locations/0/bottom", ["vanquish", "play", "fate", "gain1", "gain2"]), "/locations/0/bottom"),
    (_set("locations/0/top", ["fly"]), "/locations/0/top/0"),
    (_set("locations/0/bottom", ["fly"]), "/locations/0/bottom/0"),
    (_set("locations/0/name", ...), "/locations/0"),
    (_set("locations/0/key", "Belle House"), "/locations/0/key"),
    (_set("locations/0/locked", "yes"), "/locations/0/locked"),
    (_set("locations/0/obstacle_spots", -1), "/locations/0/obstacle_spots"),
    (_set("locations/0/admits", ["Wolves"]), "/locations/0/admits/0"),
    (_set("locations/0/door", 1), "/locations/0"),
    (_set("villain_deck/0/text", ""), "/villain_deck/0/text"),
    (_set("villain_deck", {"wolves": {}}), "/villain_deck"),
    (_set("villain_deck/0/text", ...), "/villain_deck/0"),
    (_set("villain_deck/0/name", ""), "/villain_deck/0/name"),
    (_set("villain_deck/0/type", "Spell"), "/villain_deck/0/type"),
    (_set("villain_deck/0/copies", 0), "/villain_deck/0/copies"),
    (_set("villain_deck/0/cost", -1), "/villain_deck/0/cost"),
    (_set("villain_deck/0/strength", "strong"), "/villain_deck/0/strength"),
    (_set("villain_deck/0/attach", "Location"), "/villain_deck/0/attach"),
    (_set("villain_deck/0/covers", 1), "/villain_deck/0/covers"),
    (_set("villain_deck/0/currency", "power"), "/villain_deck/0/currency"),
    (_set("villain_deck/0/traits", [1]), "/villain_deck/0/traits/0"),
    (_set("villain_deck/0/discard_when", "never"), "/villain_deck/0/discard_when"),
    (_set("villain_deck/0/after", "vanish"), "/villain_deck/0/after"),
    (_set("villain_deck/0/keeps_other_revealed", "no"), "/villain_deck/0/keeps_other_revealed"),
    (_set("villain_deck/0/played_when_revealed", "no"), "/villain_deck/0/played_when_revealed"),
    (_set("villain_deck/0/fixed_location", "The Woods"), "/villain_deck/0/fixed_location"),
    (_set("villain_deck/0/replaces", "Belle"), "/villain_deck/0/replaces"),
    (_set("villain_deck/0/not_with", ["Belle"]), "/villain_deck/0/not_with/0"),
    (_set("villain_deck/0/vanquish_after", "fly"), "/villain_deck/0/vanquish_after"),
    (_set("villain_deck/0/untrappable", 1), "/villain_deck/0/untrappable"),
    (_set("villain_deck/0/grants", ["fly"]), "/villain_deck/0/grants/0"),
    (_set("villain_deck/0/disputed", 1), "/villain_deck/0/disputed"),
    (_set("villain_deck/0/icon", "Wolf Howl"), "/villain_deck/0/icon"),
    (_set("villain_deck/0/hunt", {"steps": []}), "/villain_deck/0/hunt"),
    (_set("villain_deck/0/hunt", {"cost": 1, "steps": [], "x": 1}), "/villain_deck/0/hunt"),
    (_set("villain_deck/0/progress", []), "/villain_deck/0/progress"),
    (_set("villain_deck/0/progress", [{"kind": "luck", "text": "t"}]), "/villain_deck/0/progress/0/kind"),
    (_set("villain_deck/0/progress", [{"kind": "hunt"}]), "/villain_deck/0/progress/0"),
    (_set("villain_deck/0/statics/0/kind", "flying"), "/villain_deck/0/statics/0/kind"),
    (_set("villain_deck/0/statics/0/to", ...), "/villain_deck/0/statics/0"),
    (_set("villain_deck/0/statics/0/x", 1), "/villain_deck/0/statics/0"),
    (_set("@monsieur-d-arque/activate/steps", ...), "/activate"),
    (_set("@monsieur-d-arque/activate/x", 1), "/activate"),
    (_set("@monsieur-d-arque/activate", [1]), "/activate"),
    (_set("@monsieur-d-arque/activate/cost", -2), "/activate/cost"),
    (_set("@monsieur-d-arque/activate/currency", "gold"), "/activate/currency"),
    (_set("@monsieur-d-arque/activate/steps/0/verb", "fly"), "/activate/steps/0/verb"),
    (_set("@monsieur-d-arque/activate/steps/0/count", ...), "/activate/steps/0"),
    (_set("@monsieur-d-arque/activate/steps/0/x", 1), "/activate/steps/0"),
    (_set("@monsieur-d-arque/activate/steps/0/count", -1), "/activate/steps/0/count"),
    (_set("@beautiful-as-me/condition/trigger", "sunrise"), "/condition/trigger"),
    (_set("@beautiful-as-me/condition/steps", ...), "/condition"),
    (_set("@beautiful-as-me/condition/x", 1), "/condition"),
    (_set("@beautiful-as-me/condition/count", -1), "/condition/count"),
]


@pytest.mark.parametrize(("change", "where"), SCHEMA_BREAKS, ids=[w for _, w in SCHEMA_BREAKS])
def test_the_villain_file_schema_refuses_each_broken_field_and_names_it(change, where):
    """The content files are checked against the schema built from the vocabulary: a wrong
    value, a missing required field, an unknown field is refused with its path."""
    from game.games.villainous.cards import ContentError, parse_villain

    data = _gaston_data()
    parse_villain(_gaston_data())  # the file as shipped is valid
    change(data)
    with pytest.raises(ContentError) as err:
        parse_villain(data, "gaston.json")
    assert str(err.value).startswith("gaston.json: at /")
    assert where in str(err.value), str(err.value)


def test_a_static_ability_s_argument_is_its_parameters_in_the_vocabulary_s_order():
    """Wolves' "+1 for every other Wolves" is (amount, to, per); a flag has no argument."""
    from game.games.villainous.vocabulary import all_statics, static_argument

    assert static_argument({"kind": "strength", "amount": 1, "to": "self", "per": "other_same"}) == (
        "strength", (1, "self", "other_same"))
    assert static_argument({"to": "holder", "kind": "strength", "amount": 2}) == ("strength", (2, "holder", None))
    assert static_argument({"kind": "cannot_enter", "where": "the-ballroom", "type": "Ally"}) == (
        "cannot_enter", ("Ally", None, "the-ballroom", None))
    assert static_argument({"kind": "cost", "amount": 2, "type": "Effect"}) == ("cost", (2, "Effect"))
    assert static_argument({"kind": "hand_limit_minus"}) == ("hand_limit_minus", 0)
    statics = all_statics()
    assert statics["hand_limit_minus"] == {} and set(statics["cost"]) == {"amount", "type"}


def test_a_registered_verb_brings_its_check_its_parameters_and_its_words():
    """``script``/``villain_verb``/``verb``: the handler, the feasibility check (and whether
    it reads only the Realm), the parameters for the schema, the words for a button."""
    from game.games.villainous.effects import _verbs as V
    from game.games.villainous.vocabulary import COUNT

    def handler(st, f, step, ans):
        return True

    def never(st, p, step, src, ctl):
        return False

    names = ("test-only-script", "test-only-verb", "test-only-plain")
    try:
        assert V.script(names[0], handler, never, params={"n": COUNT}, required=("n",),
                        words=lambda st, s: "Do it", realm=True) is handler
        assert V.VERB_HANDLERS[names[0]] is handler and names[0] in V.SCRIPTS
        assert V.BROUGHT[names[0]] == ({"n": COUNT}, ("n",))
        assert V.STEP_WORDS[names[0]](None, {}) == "Do it"
        assert names[0] in V.REALM_CHECKS and V.step_checked({"verb": names[0]})
        st = new_game(["gaston", "gaston"], 0)
        assert not V.step_feasible(st, st.players[0], {"verb": names[0]}, -1, 0)

        V.villain_verb(names[1], handler)
        assert names[1] not in V.SCRIPTS and V.BROUGHT[names[1]] == ({}, ())
        assert names[1] not in V.STEP_WORDS and names[1] not in V.REALM_CHECKS
        assert not V.step_checked({"verb": names[1]}) and V.step_feasible(st, st.players[0], {"verb": names[1]}, -1, 0)

        V.verb(names[2], never)(handler)
        assert V.step_checked({"verb": names[2]}) and names[2] not in V.REALM_CHECKS
        assert names[2] not in V.BROUGHT
        with pytest.raises(ValueError, match="verb 'test-only-plain' has two handlers"):
            V.verb(names[2])(handler)
    finally:
        for name in names:
            for table in (V.VERB_HANDLERS, V._FEASIBILITY, V.BROUGHT, V.STEP_WORDS):
                table.pop(name, None)
            V.SCRIPTS.discard(name)
            V.REALM_CHECKS.discard(name)


def test_location_answers_are_the_locations_kept_in_board_order():
    from game.games.villainous.actions import AT, Action
    from game.games.villainous.effects._verbs import location_answers

    from .helpers import new

    st = new()
    assert location_answers(st.players[0], lambda i: i != 1) == [Action(AT, -1, 0), Action(AT, -1, 2),
                                                                 Action(AT, -1, 3)]


def test_a_card_s_data_becomes_its_definition_with_the_rulebook_defaults():
    """A Hero covers what it stands on unless its data says not; a card without copies is
    one card, without cost costs 0; an activation without a cost is free; a Scum and
    Villainy activation's currency is kept."""
    from game.games.villainous.cards import _card

    base = {"key": "k", "name": "K", "text": "t"}
    hero = _card({**base, "type": "Hero", "strength": 3}, "fate", "gaston")
    assert (hero.covers, hero.copies, hero.cost, hero.strength, hero.deck, hero.villain) == (
        True, 1, 0, 3, "fate", "gaston")
    assert _card({**base, "type": "Hero", "covers": False}, "fate", "g").covers is False
    ally = _card({**base, "type": "Ally", "activate": {"steps": [{"verb": "draw", "count": 1}]}}, "villain", "g")
    assert (ally.covers, ally.activate_cost, ally.has_activate, ally.after, ally.icon) == (
        False, 0, True, "discard", "")
    assert ally.activate == ({"verb": "draw", "count": 1},)
    plain = _card({**base, "type": "Effect"}, "villain", "g")
    assert (plain.activate_cost, plain.has_activate, plain.activate, plain.extra) == (None, False, (), {})
    sv = _card({**base, "type": "Ally", "traits": ["Rebel"], "hunt": {"cost": 2, "steps": []},
                "activate": {"cost": 1, "currency": "ambition", "steps": []}}, "villain", "b")
    assert sv.extra == {"traits": ["Rebel"], "hunt": {"cost": 2, "steps": []}, "activate_currency": "ambition"}
    assert sv.activate_cost == 1


@pytest.mark.parametrize("where", ["play", "choose_one", "if_then", "if_else", "condition", "activate"])
def test_a_card_naming_an_unknown_card_or_location_is_refused_wherever_the_step_is(where):
    from game.games.villainous.cards import ContentError, parse_villain

    data = _gaston_data()
    bad = {"verb": "find_and_play", "card": "no-such-card", "to": "any_location"}
    card = _card_of(data, "lefou")
    wrap = {
        "play": [bad],
        "choose_one": [{"verb": "choose_one", "options": [{"key": "a", "steps": [{"verb": "draw", "count": 1}]},
                                                          {"key": "b", "steps": [bad]}]}],
        "if_then": [{"verb": "if", "condition": {"hero_in_realm": "belle"}, "then": [bad]}],
        "if_else": [{"verb": "if", "condition": {"hero_in_realm": "belle"}, "then": [], "else": [bad]}],
    }
    if where == "condition":
        _card_of(data, "beautiful-as-me")["condition"]["steps"] = [bad]
    elif where == "activate":
        card["activate"] = {"cost": 1, "steps": [bad]}
    else:
        card["play"] = wrap[where]
    with pytest.raises(ContentError, match="names unknown card 'no-such-card'"):
        parse_villain(data, "gaston.json")
    data = _gaston_data()  # a card in a step's list of cards, too
    _card_of(data, "lefou")["play"] = [{"verb": "discard_from_realm", "cards": ["lefou", "no-such-card"]}]
    with pytest.raises(ContentError, match="names unknown card 'no-such-card'"):
        parse_villain(data, "gaston.json")
    data = _gaston_data()
    _card_of(data, "lefou")["play"] = [{"verb": "remove_all_obstacles_at", "location": "the-moon"}]
    with pytest.raises(ContentError, match="card 'lefou' names unknown location 'the-moon'"):
        parse_villain(data, "gaston.json")
    data = _gaston_data()
    _card_of(data, "temper")["key"] = "lefou"
    with pytest.raises(ContentError, match="gaston.json: card key 'lefou' is used twice"):
        parse_villain(data, "gaston.json")


def test_a_bounty_s_hunt_naming_an_unknown_card_is_refused():
    """A Bounty's Hunt steps (Scum and Villainy) are checked like every other ability."""
    import json

    from game.games.villainous.cards import ContentError, parse_villain
    from game.resources import read_text

    data = json.loads(read_text("game", "games", "villainous", "content", "boba-fett.json"))
    parse_villain(data, "boba-fett.json")  # as shipped
    bounty = next(c for c in data["villain_deck"] if "hunt" in c)
    bounty["hunt"]["steps"] = [{"verb": "discard_from_realm", "cards": ["no-such-card"]}]
    with pytest.raises(ContentError, match="boba-fett.json: card '[a-z-]+' names unknown card 'no-such-card'"):
        parse_villain(data, "boba-fett.json")


def test_villain_data_parsed_without_a_file_name_is_named_data_in_its_errors():
    from game.games.villainous.cards import ContentError, parse_villain

    data = _gaston_data()
    _card_of(data, "temper")["key"] = "lefou"
    with pytest.raises(ContentError, match="^<data>: card key 'lefou' is used twice"):
        parse_villain(data)


def test_a_villain_s_data_becomes_its_definition():
    from game.games.villainous.cards import load_villain, parse_villain

    v = parse_villain(_gaston_data())
    assert (v.key, v.name, v.box, v.objective_kind, v.accent, v.base) == (
        "gaston", "Gaston", "despicable-plots", "remove_all_obstacles", "#c8a040", "#7a1024")
    assert (v.relic, v.trapped_tokens, v.icon != "") == (None, 0, True)
    assert [loc.key for loc in v.locations] == ["belles-house", "the-tavern", "the-woods", "beasts-castle"]
    assert v.location_index("the-woods") == 2 and v.by_key["lefou"].name == "LeFou"
    assert v.locations[0].obstacle_spots == 2 and v.locations[0].admits is None and not v.locations[0].locked
    with pytest.raises(KeyError):
        v.location_index("the-moon")
    data = _gaston_data()
    del data["locations"][0]["obstacle_spots"]
    assert parse_villain(data).locations[0].obstacle_spots == 0  # no spots printed: none
    assert load_villain("lady-tremaine").trapped_tokens == 5
    assert load_villain("horned-king").relic["key"] == "the-black-cauldron"
