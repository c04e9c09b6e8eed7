"""Content is data: schema-validated at load, failing fast with the file and field named."""

from __future__ import annotations

import copy
import json
import re

import pytest

from game.games.stargate.cards import DECKS, ContentError, load_deck, parse_deck
from game.resources import read_text


def raw(key: str) -> dict:
    return json.loads(read_text("game", "games", "stargate", "content", f"{key}.json"))


@pytest.mark.parametrize("key", DECKS)
def test_every_deck_loads_and_meets_the_construction_rules(key: str):
    """'A deck: exactly 4 different Team characters ..., a separate pile of 12 Missions (3 per
    skill ...), at least 20 hero and 20 villain cards, at most 3 of a title'."""
    d = load_deck(key)
    assert d.note and len([c for c in d.cards if c.kind == "mission"]) == 12


def test_a_bad_field_is_named_with_its_file():
    data = raw("survey")
    data["cards"][3]["points"] = "many"
    with pytest.raises(ContentError, match=r"survey.json: at /cards/3/points"):
        parse_deck(data, "survey.json")


@pytest.mark.parametrize(("change", "message"), [
    (lambda d: d["cards"].pop(0), "4 different Team characters"),
    (lambda d: d["cards"][-1].update(skill="combat"), "3 per skill"),
    (lambda d: [c.update(points=0) for c in d["cards"] if c["kind"] == "team"],
     "at least 1 point"),
    (lambda d: d["cards"][4].update(count=3) or d["cards"].append(
        dict(d["cards"][4], key="okafor-2")), "at most 3 cards of a title"),
])
def test_construction_rules_fail_fast(change, message):
    data = copy.deepcopy(raw("survey"))
    change(data)
    with pytest.raises(ContentError, match=message):
        parse_deck(data, "survey.json")


def test_card_names_are_our_own():
    """No licensed names: a short list of the show's names must not appear in our cards."""
    banned = re.compile(r"\b(o'neill|jackson|carter|teal'c|apophis|ra|goa'uld|jaffa|tau'ri|"
                        r"abydos|chulak|sgc|sg-1|zat|asgard|tok'ra|hammond)\b")
    for key in DECKS:
        for c in raw(key)["cards"]:
            name = f"{c['title']} {c.get('subtitle', '')}".lower()
            assert not banned.search(name), f"{key}: {name}"


def test_the_schema_admits_exactly_the_engines_effect_verbs():
    from game.games.stargate.cards import deck_schema
    from game.games.stargate.effects import EFFECT_VERBS

    assert tuple(deck_schema()["$defs"]["effect"]["properties"]["do"]["enum"]) == EFFECT_VERBS
