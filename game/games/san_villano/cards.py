"""The cards of Heróis de San Villano, loaded from JSON and validated at load.

The data (``content/*.json``) follows ``content/content.schema.json``; a file that breaks
the schema, or a set of files that breaks the component counts the rulebook fixes, fails
at load with the file and the field named. Definitions are immutable and shared by every
game; a game state only ever names cards by key.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from typing import Any

import jsonschema

# The house's one loader of shipped files (source tree or frozen bundle). It is the only
# import from outside this package besides the RNG: reading data is not a rule.
from ...resources import read_text

CONTENT_DIR = ("game", "games", "san_villano", "content")
FILES = ("city.json", "characters.json", "villains.json", "components.json")
FOCI = ("intelligence", "power", "speed", "strength", "technology", "special")

#: component counts fixed by the rulebook ("Components")
COUNTS = {"city": 18, "heroes": 20, "helpers": 11, "super_agents": 5, "villains": 22,
          "organizations": 4, "fires": 12, "nicknames": 6}
SEASON_COUNTS = {1: 4, 2: 4, 3: 4, 4: 6}
DECK_COUNTS = {"scum": 14, "elite": 8}


class ContentError(ValueError):
    """The card data is malformed; the message names the file and the field."""


@dataclass(frozen=True, slots=True)
class Cost:
    clue: int = 0
    money: int = 0

    @classmethod
    def of(cls, raw: dict[str, int] | None) -> Cost:
        raw = raw or {}
        return cls(raw.get("clue", 0), raw.get("money", 0))


@dataclass(frozen=True, slots=True)
class Location:
    key: str
    name: str
    en: str
    icons: tuple[str, ...]
    capacity: int
    card: str


@dataclass(frozen=True, slots=True)
class CityCard:
    key: str
    name: str
    en: str
    season: int
    locations: tuple[Location, Location]
    icon: str = ""  # its picture: a Game Icons name (assets/icons/game-icons/)


@dataclass(frozen=True, slots=True)
class Character:
    """A Hero, Helper or Super-Agent."""

    key: str
    kind: str  # "hero", "helper" or "super"
    name: str
    en: str
    cost: Cost
    foci: tuple[str, ...]
    weaknesses: tuple[str, ...]
    effects: tuple[dict, ...]
    use: str  # heroes: "ability"; helpers and Super-Agents: "exhaust", "discard" or "passive"
    exhausts: bool
    static: dict
    text: str
    icon: str = ""  # its picture: a Game Icons name


@dataclass(frozen=True, slots=True)
class Villain:
    key: str
    name: str
    en: str
    deck: str
    track: Cost
    confront: Cost
    fire: bool
    foci: tuple[str, ...]
    weaknesses: tuple[str, ...]
    reputation: int
    timing: str  # "none", "reveal", "confront", "track", "passive"
    effects: tuple[dict, ...]
    static: dict
    text: str
    icon: str = ""  # its picture: a Game Icons name


@dataclass(frozen=True, slots=True)
class Fire:
    key: str
    effect: str
    reputation: int
    text: str
    icon: str = ""  # its picture (face up): a Game Icons name


@dataclass(frozen=True, slots=True)
class Nickname:
    key: str
    name: str
    en: str
    rule: str
    count: int
    reputation: int
    text: str
    icon: str = ""  # its picture: a Game Icons name


@dataclass(frozen=True, slots=True)
class Organization:
    key: str
    name: str
    en: str
    colour: str
    icon: str = ""  # its emblem: a Game Icons name


@dataclass(frozen=True)
class Content:
    city: tuple[CityCard, ...]
    heroes: tuple[Character, ...]
    helpers: tuple[Character, ...]
    super_agents: tuple[Character, ...]
    villains: tuple[Villain, ...]
    fires: tuple[Fire, ...]
    nicknames: tuple[Nickname, ...]
    organizations: tuple[Organization, ...]
    supply: Cost
    card: dict[str, CityCard] = field(default_factory=dict)
    location: dict[str, Location] = field(default_factory=dict)
    character: dict[str, Character] = field(default_factory=dict)
    villain: dict[str, Villain] = field(default_factory=dict)
    fire: dict[str, Fire] = field(default_factory=dict)
    nickname: dict[str, Nickname] = field(default_factory=dict)

    def name_of(self, key: str) -> str:
        """The player-facing English name of any card, location or token."""
        for table in (self.character, self.villain, self.location, self.card, self.nickname):
            if key in table:
                return table[key].en
        if key in self.fire:
            return "Fire"
        return key


def _character(raw: dict[str, Any], kind: str) -> Character:
    ab = raw["ability"]
    return Character(
        key=raw["key"], kind=kind, name=raw["name"], en=raw["en"], cost=Cost.of(raw.get("cost")),
        foci=tuple(raw.get("foci", ())), weaknesses=tuple(raw.get("weaknesses", ())),
        effects=tuple(ab.get("effects", ())), use=ab.get("use", "ability"),
        exhausts=ab.get("exhausts", ab.get("use") == "exhaust"), static=dict(ab.get("static", {})),
        text=ab["text"], icon=raw.get("icon", ""),
    )


def _villain(raw: dict[str, Any]) -> Villain:
    ab = raw["ability"]
    return Villain(
        key=raw["key"], name=raw["name"], en=raw["en"], deck=raw["deck"], track=Cost.of(raw["track"]),
        confront=Cost.of(raw["confront"]), fire=raw["fire"], foci=tuple(raw["foci"]),
        weaknesses=tuple(raw["weaknesses"]), reputation=raw["reputation"], timing=ab["timing"],
        effects=tuple(ab.get("effects", ())), static=dict(ab.get("static", {})), text=ab["text"],
        icon=raw.get("icon", ""),
    )


def _path(path) -> str:
    return "/" + "/".join(str(p) for p in path)


def validate_files(raw_files: dict[str, dict[str, Any]], schema: dict[str, Any]) -> Content:
    """Check ``{file name: parsed JSON}`` and build the content (tests feed broken data here)."""
    validator = jsonschema.Draft202012Validator(schema)
    merged: dict[str, Any] = {}
    for name, data in raw_files.items():
        err = jsonschema.exceptions.best_match(validator.iter_errors(data))
        if err is not None:
            raise ContentError(f"{name}: {_path(err.absolute_path)}: {err.message}")
        for k, v in data.items():
            if k in merged:
                raise ContentError(f"{name}: /{k}: given in two files")
            merged[k] = v
    for k, n in COUNTS.items():
        got = len(merged.get(k, ()))
        if got != n:
            raise ContentError(f"/{k}: the rulebook fixes {n}, the data has {got}")
    seasons = [c["season"] for c in merged["city"]]
    for s, n in SEASON_COUNTS.items():
        if seasons.count(s) != n:
            raise ContentError(f"/city: season {s} needs {n} cards, the data has {seasons.count(s)}")
    decks = [v["deck"] for v in merged["villains"]]
    for d, n in DECK_COUNTS.items():
        if decks.count(d) != n:
            raise ContentError(f"/villains: the {d} deck needs {n} cards, the data has {decks.count(d)}")
    city = tuple(
        CityCard(c["key"], c["name"], c["en"], c["season"], tuple(
            Location(loc["key"], loc["name"], loc["en"], tuple(loc["icons"]), loc.get("capacity", 1), c["key"])
            for loc in c["locations"]), c.get("icon", ""))
        for c in merged["city"]
    )
    content = Content(
        city=city,
        heroes=tuple(_character(r, "hero") for r in merged["heroes"]),
        helpers=tuple(_character(r, "helper") for r in merged["helpers"]),
        super_agents=tuple(_character(r, "super") for r in merged["super_agents"]),
        villains=tuple(_villain(r) for r in merged["villains"]),
        fires=tuple(Fire(r["key"], r["effect"], r["reputation"], r["text"], r.get("icon", "")) for r in merged["fires"]),
        nicknames=tuple(Nickname(r["key"], r["name"], r["en"], r["rule"], r["count"], r["reputation"], r["text"],
                                 r.get("icon", "")) for r in merged["nicknames"]),
        organizations=tuple(Organization(r["key"], r["name"], r["en"], r["colour"], r.get("icon", "")) for r in merged["organizations"]),
        supply=Cost.of(merged["supply"]),
    )
    seen: dict[str, str] = {}
    for kind, items in (("city", content.city), ("location", [loc for c in content.city for loc in c.locations]),
                        ("heroes", content.heroes), ("helpers", content.helpers),
                        ("super_agents", content.super_agents), ("villains", content.villains),
                        ("fires", content.fires), ("nicknames", content.nicknames),
                        ("organizations", content.organizations)):
        for it in items:
            if it.key in seen:
                raise ContentError(f"/{kind}: key {it.key!r} is already used by {seen[it.key]}")
            seen[it.key] = kind
    content.card.update({c.key: c for c in content.city})
    content.location.update({loc.key: loc for c in content.city for loc in c.locations})
    content.character.update({c.key: c for c in (*content.heroes, *content.helpers, *content.super_agents)})
    content.villain.update({v.key: v for v in content.villains})
    content.fire.update({f.key: f for f in content.fires})
    content.nickname.update({n.key: n for n in content.nicknames})
    return content


@cache
def load() -> Content:
    """The shipped content, validated once per process."""
    schema = json.loads(read_text(*CONTENT_DIR, "content.schema.json"))
    files = {}
    for name in FILES:
        try:
            files[name] = json.loads(read_text(*CONTENT_DIR, name))
        except json.JSONDecodeError as exc:
            raise ContentError(f"{name}: not JSON: {exc}") from exc
    return validate_files(files, schema)
