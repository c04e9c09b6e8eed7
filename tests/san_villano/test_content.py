"""The content is data validated at load: a broken file fails fast, naming the file and the field."""

import json

import pytest

from game.games.san_villano.cards import COUNTS, FILES, ContentError, load, validate_files
from game.resources import read_text

DIR = ("game", "games", "san_villano", "content")


def _files():
    return {name: json.loads(read_text(*DIR, name)) for name in FILES}


def _schema():
    return json.loads(read_text(*DIR, "content.schema.json"))


@pytest.mark.rule("002:components:1", "002:components:2", "002:components:3", "002:components:4",
                  "002:components:5", "002:components:7", "002:components:8", "002:components:11",
                  "002:components:12")
def test_shipped_content_matches_the_rulebook_counts():
    c = load()
    assert len(c.city) == 18 and len(c.heroes) == 20 and len(c.helpers) == 11 and len(c.super_agents) == 5
    assert sum(v.deck == "scum" for v in c.villains) == 14 and sum(v.deck == "elite" for v in c.villains) == 8
    assert len(c.fires) == 12 and len(c.nicknames) == 6 and len(c.organizations) == 4
    assert c.supply.clue + c.supply.money == 48
    assert COUNTS["heroes"] == 20


@pytest.mark.rule("002:city-cards:6", "002:moving-agents:2")
def test_hospital_and_skyscraper_admit_more_than_one_agent():
    c = load()
    for card in ("hospital", "arranha-ceu"):
        assert max(loc.capacity for loc in c.card[card].locations) > 1


@pytest.mark.rule("002:location-actions:1")
def test_every_icon_appears_on_the_city():
    c = load()
    icons = {i for loc in c.location.values() for i in loc.icons}
    assert icons == {"clue", "money", "either", "prepare", "ability", "recruit", "track", "laurel", "strategist",
                     "confront", "move3", "move5", "question"}


def test_every_focus_is_someones_weakness_and_all_outcomes_happen():
    from game.games.san_villano.rules import outcome

    c = load()
    foci = {f for h in c.heroes for f in h.foci}
    weak = {w for v in c.villains for w in v.weaknesses}
    assert foci == weak == {"intelligence", "power", "speed", "strength", "technology", "special"}
    results = {outcome(h.foci, h.weaknesses, v.foci, v.weaknesses) for h in c.heroes for v in c.villains}
    assert results == {"sacrifice", "ready", "struggle"}


@pytest.mark.rule("002:villain-cards:1")
def test_elite_villains_worth_more_than_scum():
    c = load()
    scum = [v.reputation for v in c.villains if v.deck == "scum"]
    elite = [v.reputation for v in c.villains if v.deck == "elite"]
    assert min(elite) > max(scum)


def test_broken_field_names_file_and_path():
    files = _files()
    files["characters.json"]["heroes"][3]["cost"]["clue"] = "lots"
    with pytest.raises(ContentError, match=r"characters.json: /heroes/3/cost/clue"):
        validate_files(files, _schema())


def test_wrong_count_fails():
    files = _files()
    files["villains.json"]["villains"].pop()
    with pytest.raises(ContentError, match="villains"):
        validate_files(files, _schema())


def test_duplicate_key_fails():
    files = _files()
    files["characters.json"]["helpers"][0]["key"] = "nervos"
    with pytest.raises(ContentError, match="nervos"):
        validate_files(files, _schema())
