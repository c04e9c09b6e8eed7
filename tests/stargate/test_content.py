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


def _counts(data: dict, **counts: int) -> dict:
    data = copy.deepcopy(data)
    for c in data["cards"]:
        if c["key"] in counts:
            c["count"] = counts[c["key"]]
    return data


def test_each_construction_rule_is_refused_in_its_own_words():
    """The file named, then the rule broken, with what the deck has instead."""
    base = raw("survey")
    first_mission = next(c for c in base["cards"] if c["kind"] == "mission")
    cases = [
        (lambda d: d["cards"].append(dict(d["cards"][5])), "card key 'lind' is used twice"),
        (lambda d: d["cards"].pop(0), "a deck needs exactly 4 different Team characters"),
        (lambda d: d["cards"].insert(0, dict(d["cards"][0], key="hale-2")),
         "a deck needs exactly 4 different Team characters"),
        (lambda d: d["cards"].append(dict(first_mission, key="m-13")), "a deck needs a pile of exactly 12 Missions"),
        (lambda d: next(c for c in d["cards"] if c["kind"] == "mission").update(count=2),
         "a deck needs a pile of exactly 12 Missions"),
        (lambda d: d["cards"][-1].update(skill="combat"),
         "the Missions need 3 per skill, not {'culture': 3, 'science': 3, 'combat': 4, 'ingenuity': 2}"),
        (lambda d: [c.update(count=1) for c in d["cards"] if c["kind"] not in ("team", "mission")],
         "a deck needs at least 20 hero and 20 villain cards (has 12 and 10)"),
        (lambda d: d["cards"].append(dict(d["cards"][4], key="okafor-2")),
         "at most 3 cards of a title; 'Dr. Ama Okafor' has 4"),
        (lambda d: [c.update(points=0) for c in d["cards"] if c["kind"] == "team"],
         "the Team characters must be worth at least 1 point in all"),
        (lambda d: d["cards"][0]["skills"].pop("culture"), "Team character 'hale' must be rated in all four skills"),
    ]
    for change, message in cases:
        data = copy.deepcopy(base)
        change(data)
        with pytest.raises(ContentError) as err:
            parse_deck(data, "survey.json")
        assert str(err.value) == f"survey.json: {message}"
    with pytest.raises(ContentError) as err:
        load_deck("nope")
    assert str(err.value) == "unknown deck 'nope'; valid decks: survey, serpent, archivists, freeworlds"


def test_the_limits_are_inclusive_twenty_cards_a_side_and_three_of_a_title():
    """Exactly 20 hero cards (the Team's first copies not counted) and 20 villain cards load, a
    title may have 3 copies; one hero card fewer is refused."""
    base = raw("survey")
    deck = parse_deck(_counts(base, okafor=1, lind=1, ravine=2, language=2, trap=3), "survey.json")
    assert deck.card("trap").count == 3
    with pytest.raises(ContentError, match=r"\(has 19 and 20\)"):
        parse_deck(_counts(base, okafor=1, lind=1, chen=1, ravine=2, language=2), "survey.json")


def test_a_card_reads_its_name_ratings_and_withdraw_cost():
    deck = load_deck("survey")
    hale = deck.card("hale")
    assert hale.name == "Mara Hale, Survey Leader" and deck.card("rifle").name == deck.card("rifle").title
    assert [hale.rating(s) for s in ("culture", "science", "combat", "ingenuity")] == [2, 1, 3, 2]
    okafor = deck.card("okafor")  # rated in culture and science only: no rating is not a rating of 0
    assert (okafor.rating("science"), okafor.rating("combat")) == (1, None)
    assert (deck.card("okafor").withdraw_cost(), hale.withdraw_cost()) == (1, None)
    with pytest.raises(KeyError):
        deck.card("nope")


def test_the_table_holds_every_copy_with_its_owner_and_the_first_team_copies_in_play():
    """Each seat's copies in deck order: one copy of each Team character starts in play, the 12
    Missions apart, the rest (the Team's second copies too) in the draw deck."""
    from game.games.stargate.cards import build_table

    t = build_table(("survey", "serpent"))
    assert t.decks == ("survey", "serpent")
    assert len(t.defs) == len(t.owner) == 122 and (t.owner.count(0), t.owner.count(1)) == (60, 62)
    assert [len(x) for x in t.team_start] == [4, 4] and [len(x) for x in t.missions] == [12, 12]
    assert [len(x) for x in t.draw] == [44, 46]
    assert [t.defs[i].key for i in t.team_start[0]] == ["hale", "voss", "reyes", "kesh"]
    assert t.team_start[0] == (0, 2, 4, 5) and 1 in t.draw[0] and 3 in t.draw[0]
    assert all(t.owner[i] == 1 for i in t.team_start[1] + t.missions[1] + t.draw[1])
    assert {t.defs[i].kind for i in t.missions[0]} == {"mission"}


def test_every_field_of_every_card_is_read_as_written_with_the_documented_defaults():
    """A card is what its file says: each field as written, and where a field is left out, its
    default (1 copy; no cost, points, firepower, revive, difficulty, experience; no glyph,
    keyword, target, icon; an effect with no count, no cost and no glyph)."""
    from game.games.stargate.cards import SKILLS

    defaults = {"subtitle": "", "text": "", "count": 1, "cost": 0, "points": 0, "firepower": 0, "revive": 0,
                "skill": "", "difficulty": 0, "experience": 0, "glyph": "", "target": "", "icon": ""}
    seen: set[str] = set()
    for key in DECKS:
        data = raw(key)
        deck = load_deck(key)
        assert (deck.key, deck.name, deck.faction, deck.note, deck.icon) == (
            data["key"], data["name"], data["faction"], data["note"], data.get("icon", ""))
        assert len(deck.cards) == len(data["cards"])
        for r, c in zip(data["cards"], deck.cards, strict=True):
            assert (c.key, c.kind, c.title) == (r["key"], r["kind"], r["title"])
            for field, default in defaults.items():
                assert getattr(c, field) == r.get(field, default), (key, c.key, field)
                seen.update({field} if field in r else ())
            assert c.skills == tuple((s, r["skills"][s]) for s in SKILLS if s in r.get("skills", {}))
            assert c.keywords == tuple(r.get("keywords", ()))
            assert [(e.when, e.do, e.n, e.cost, e.glyph) for e in c.effects] == [
                (e["when"], e["do"], e.get("n", 0), e.get("cost"), e.get("glyph")) for e in r.get("effects", ())]
            seen.update({"keywords"} if "keywords" in r else ())
            seen.update(f"effect {k}" for e in r.get("effects", ()) for k in e)
    # the data exercises every field, so none of them is read by chance
    assert seen >= set(defaults) - {"icon"} | {"keywords", "effect n", "effect cost", "effect glyph"}


def test_a_deck_file_that_is_not_json_is_refused_with_its_name(monkeypatch):
    from game.games.stargate import cards

    monkeypatch.setattr(cards, "read_text", lambda *parts: "{ not json")
    cards.load_deck.cache_clear()
    try:
        with pytest.raises(ContentError, match=r"^survey\.json: not JSON: "):
            cards.load_deck("survey")
    finally:
        cards.load_deck.cache_clear()


def test_a_construction_error_names_the_file_it_came_from(monkeypatch):
    from game.games.stargate import cards

    data = raw("survey")
    data["cards"].pop(0)
    monkeypatch.setattr(cards, "read_text", lambda *parts: json.dumps(data))
    cards.load_deck.cache_clear()
    try:
        with pytest.raises(ContentError, match=r"^survey\.json: a deck needs exactly 4"):
            cards.load_deck("survey")
    finally:
        cards.load_deck.cache_clear()


def test_a_deck_worth_one_point_loads_and_left_out_fields_take_their_defaults():
    """The Team worth exactly 1 point in all is enough; a card with no text or icon, an effect
    with no count, a deck with no emblem read as empty / 0; without a file name the error says
    ``<data>``."""
    data = copy.deepcopy(raw("survey"))
    team = [c for c in data["cards"] if c["kind"] == "team"]
    for c in team:
        c["points"] = 0
    team[0]["points"] = 1
    lind = next(c for c in data["cards"] if c["key"] == "lind")
    del lind["text"], lind["icon"], lind["effects"][0]["n"], data["icon"]
    deck = parse_deck(data)
    card = deck.card("lind")
    assert (card.text, card.icon, card.effects[0].n, deck.icon) == ("", "", 0, "")
    data["cards"][3]["points"] = "many"
    with pytest.raises(ContentError) as err:
        parse_deck(data)
    assert str(err.value) == "<data>: at /cards/3/points: 'many' is not of type 'integer'"
