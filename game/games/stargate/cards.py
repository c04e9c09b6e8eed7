"""Card and deck definitions for the Stargate mission duel, loaded from JSON and validated.

A ``CardDef`` is immutable and shared by every game. The cards of one game are instances
numbered 0..N-1 (``iid``) listed in a ``Table`` built from the seats' deck keys, so a
position only stores the deck keys and rebuilds the same table.
"""

from __future__ import annotations

import json
from collections import Counter
from dataclasses import dataclass
from functools import cache, lru_cache
from typing import Any

import jsonschema

from ...resources import read_text

SKILLS: tuple[str, ...] = ("culture", "science", "combat", "ingenuity")
GLYPHS: tuple[str, ...] = ("gemini", "libra", "orion", "pisces", "scorpius", "triangulum")
HERO_KINDS = frozenset({"team", "support", "gear", "event", "hero-ship"})
VILLAIN_KINDS = frozenset({"obstacle", "adversary", "villain-ship"})
CHARACTER_KINDS = frozenset({"team", "support"})
SHIP_KINDS = frozenset({"hero-ship", "villain-ship"})
#: the decks shipped with the game, in the order menus list them
DECKS: tuple[str, ...] = ("survey", "serpent", "archivists", "freeworlds")


class ContentError(ValueError):
    """A deck data file is malformed; the message names the file and the field."""


@dataclass(frozen=True, slots=True)
class Effect:
    when: str  # play | success | failure | victory | activate
    do: str  # one verb of the closed vocabulary in effects.EFFECT_VERBS
    n: int = 0
    cost: str | None = None  # "stop": stop this card (activated abilities)
    glyph: str | None = None  # "glyph: effect" - only if its controller has that glyph
    #: an activated ability whose text says it may be used as the villain too; without it an
    #: ability is the hero's alone (the seed gives the villain five actions, none of them "use")
    villain: bool = False


@dataclass(frozen=True, slots=True)
class CardDef:
    key: str
    kind: str
    title: str
    subtitle: str = ""
    text: str = ""
    count: int = 1
    cost: int = 0
    skills: tuple[tuple[str, int], ...] = ()  # only the skills the card has a rating in
    points: int = 0
    firepower: int = 0
    revive: int = 0
    skill: str = ""  # a mission's required skill
    difficulty: int = 0
    experience: int = 0
    glyph: str = ""
    keywords: tuple[str, ...] = ()
    target: str = ""
    effects: tuple[Effect, ...] = ()
    icon: str = ""  # its picture: a Game Icons name (assets/icons/game-icons/)

    @property
    def name(self) -> str:
        return f"{self.title}, {self.subtitle}" if self.subtitle else self.title

    def rating(self, skill: str) -> int | None:
        """The card's rating in ``skill``; None when it has no rating there (0 is a rating)."""
        for s, v in self.skills:
            if s == skill:
                return v
        return None

    def withdraw_cost(self) -> int | None:
        for k in self.keywords:
            if k.startswith("withdraw:"):
                return int(k.split(":", 1)[1])
        return None

    def effects_when(self, when: str) -> tuple[Effect, ...]:
        return tuple(e for e in self.effects if e.when == when)


@dataclass(frozen=True, slots=True)
class Deck:
    key: str
    name: str
    faction: str
    note: str
    cards: tuple[CardDef, ...]
    icon: str = ""  # the deck's emblem (New game screen, curtain): a Game Icons name

    def card(self, key: str) -> CardDef:
        for c in self.cards:
            if c.key == key:
                return c
        raise KeyError(key)


@cache
def deck_schema() -> dict[str, Any]:
    return json.loads(read_text("game", "games", "stargate", "content", "deck.schema.json"))


def _path(parts) -> str:
    return "/" + "/".join(str(p) for p in parts)


def check_construction(deck: Deck, source: str) -> None:
    """The summary's deck rules: 4 different Team characters, 12 Missions (3 per skill),
    at least 20 hero and 20 villain cards, at most 3 cards of a title."""
    def fail(msg: str) -> None:
        raise ContentError(f"{source}: {msg}")

    keys = Counter(c.key for c in deck.cards)
    dup = [k for k, n in keys.items() if n > 1]
    if dup:
        fail(f"card key {dup[0]!r} is used twice")
    team = [c for c in deck.cards if c.kind == "team"]
    if len({c.title for c in team}) != 4 or len(team) != 4:
        fail("a deck needs exactly 4 different Team characters")
    missions = [c for c in deck.cards if c.kind == "mission"]
    if len(missions) != 12 or any(c.count != 1 for c in missions):
        fail("a deck needs a pile of exactly 12 Missions")
    per_skill = Counter(c.skill for c in missions)
    if any(per_skill[s] != 3 for s in SKILLS):
        fail(f"the Missions need 3 per skill, not {dict(per_skill)}")
    hero = sum(c.count - (c.kind == "team") for c in deck.cards if c.kind in HERO_KINDS)
    villain = sum(c.count for c in deck.cards if c.kind in VILLAIN_KINDS)
    if hero < 20 or villain < 20:
        fail(f"a deck needs at least 20 hero and 20 villain cards (has {hero} and {villain})")
    titles: Counter = Counter()
    for c in deck.cards:
        titles[c.title] += c.count
    over = [t for t, n in titles.items() if n > 3]
    if over:
        fail(f"at most 3 cards of a title; {over[0]!r} has {titles[over[0]]}")
    if sum(c.points for c in team) < 1:
        fail("the Team characters must be worth at least 1 point in all")
    for c in team:
        if len(c.skills) != 4:
            fail(f"Team character {c.key!r} must be rated in all four skills")


def parse_deck(data: Any, source: str = "<data>") -> Deck:
    """Validate raw deck data against the schema and the construction rules; build a Deck."""
    validator = jsonschema.Draft202012Validator(deck_schema())
    errors = sorted(validator.iter_errors(data), key=lambda e: (len(e.path), list(e.path)))
    if errors:
        err = jsonschema.exceptions.best_match(errors)
        raise ContentError(f"{source}: at {_path(err.absolute_path)}: {err.message}")
    cards = []
    for raw in data["cards"]:
        cards.append(CardDef(
            key=raw["key"], kind=raw["kind"], title=raw["title"],
            subtitle=raw.get("subtitle", ""), text=raw.get("text", ""),
            count=raw.get("count", 1), cost=raw.get("cost", 0),
            skills=tuple((s, raw["skills"][s]) for s in SKILLS if s in raw.get("skills", {})),
            points=raw.get("points", 0), firepower=raw.get("firepower", 0),
            revive=raw.get("revive", 0), skill=raw.get("skill", ""),
            difficulty=raw.get("difficulty", 0), experience=raw.get("experience", 0),
            glyph=raw.get("glyph", ""), keywords=tuple(raw.get("keywords", ())),
            target=raw.get("target", ""),
            effects=tuple(Effect(e["when"], e["do"], e.get("n", 0), e.get("cost"), e.get("glyph"),
                                 e.get("villain", False))
                          for e in raw.get("effects", ())),
            icon=raw.get("icon", ""),
        ))
    deck = Deck(data["key"], data["name"], data["faction"], data["note"], tuple(cards), data.get("icon", ""))
    check_construction(deck, source)
    return deck


@cache
def load_deck(key: str) -> Deck:
    if key not in DECKS:
        raise ContentError(f"unknown deck {key!r}; valid decks: {', '.join(DECKS)}")
    name = f"{key}.json"
    text = read_text("game", "games", "stargate", "content", name)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ContentError(f"{name}: not JSON: {exc}") from exc
    return parse_deck(data, name)


@dataclass(frozen=True, slots=True)
class Table:
    """The card instances of one game: ``defs[iid]`` and ``owner[iid]``, in deck order."""

    decks: tuple[str, ...]
    defs: tuple[CardDef, ...]
    owner: tuple[int, ...]
    team_start: tuple[tuple[int, ...], ...]  # per seat: the Team copies that start in play
    missions: tuple[tuple[int, ...], ...]  # per seat: the 12 Missions
    draw: tuple[tuple[int, ...], ...]  # per seat: the draw deck before shuffling
    #: the cards a seat may not see (a seen game's, ``observe.seen``): their ``defs`` are
    #: ``FACE_DOWN``; empty in a real game
    hidden: frozenset[int] = frozenset()


#: what a seat knows of a card it may not see: whose it is (``Table.owner``), not which
FACE_DOWN = CardDef(key="face-down", kind="face-down", title="A face-down card")


def is_face_down(table: Table, iid: int) -> bool:
    """Whether card ``iid`` is a face-down placeholder in ``table`` (a seen game's)."""
    return iid in table.hidden


@lru_cache(maxsize=32)  # the few a table draws from at once; a long game's many are let go
def hidden_table(decks: tuple[str, ...], hidden: frozenset[int]) -> Table:
    """The table of ``decks`` with the cards ``hidden`` face down: their faces replaced by
    ``FACE_DOWN``, everything public (owners, piles as dealt) kept."""
    real = build_table(decks)
    if not hidden:
        return real
    defs = tuple(FACE_DOWN if i in hidden else d for i, d in enumerate(real.defs))
    return Table(real.decks, defs, real.owner, real.team_start, real.missions, real.draw, frozenset(hidden))


@cache
def build_table(decks: tuple[str, ...]) -> Table:
    defs: list[CardDef] = []
    owner: list[int] = []
    team, missions, draw = [], [], []
    for seat, key in enumerate(decks):
        t, m, d = [], [], []
        for c in load_deck(key).cards:
            for copy in range(c.count):
                iid = len(defs)
                defs.append(c)
                owner.append(seat)
                if c.kind == "team" and copy == 0:
                    t.append(iid)
                elif c.kind == "mission":
                    m.append(iid)
                else:
                    d.append(iid)
        team.append(tuple(t))
        missions.append(tuple(m))
        draw.append(tuple(d))
    return Table(decks, tuple(defs), tuple(owner), tuple(team), tuple(missions), tuple(draw))
