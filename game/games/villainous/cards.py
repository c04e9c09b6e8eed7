"""Card and villain definitions, loaded from the JSON data files and validated.

A ``CardDef`` is immutable and shared by every game; the cards of one game are
*instances* numbered 0..N-1 (``iid``), listed in a ``Table`` that the game state keeps
a reference to (and never copies).
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache, lru_cache
from typing import Any

import jsonschema

from game.resources import list_names, read_text

from .box import DESPICABLE_PLOTS, Box, box_named
from .vocabulary import static_argument, villain_schema


class ContentError(ValueError):
    """A villain data file is malformed; the message names the file and the field."""


@dataclass(frozen=True, slots=True)
class CardDef:
    key: str
    name: str
    type: str
    deck: str  # "villain" or "fate"
    villain: str
    text: str
    copies: int = 1
    cost: int = 0
    strength: int | None = None
    attach: str | None = None
    covers: bool = False
    play: tuple = ()
    on_move: tuple = ()
    on_defeat: tuple = ()
    activate_cost: int | None = None
    activate: tuple = ()
    statics: tuple = ()  # of (kind, argument)
    condition: dict | None = None
    after: str = "discard"
    keeps_other_revealed: bool = False
    fixed_location: str | None = None
    played_when_revealed: bool = False
    replaces: str | None = None
    not_with: tuple[str, ...] = ()
    playable_when: dict | None = None
    vanquish_after: str | None = None
    untrappable: bool = False
    grants: tuple[str, ...] = ()
    icon: str = ""  # its picture (assets/icons/game-icons/<icon>.svg): the table's, not the rules'
    #: what only a later box's cards carry (Scum and Villainy: ``currency``,
    #: ``activate_currency``, ``traits``, ``arrive``, ``hunt``, ``progress``, ``reward``,
    #: ``discard_when``); read by that box's rules module
    extra: dict = field(default_factory=dict, compare=False, hash=False)

    @property
    def has_activate(self) -> bool:
        return self.activate_cost is not None


@dataclass(frozen=True, slots=True)
class Location:
    key: str
    name: str
    top: tuple[str, ...]
    bottom: tuple[str, ...]
    locked: bool = False
    obstacle_spots: int = 0
    admits: tuple[str, ...] | None = None
    #: adjacent to no other location (Deep Space: Vehicles are "distinct, isolated locations")
    isolated: bool = False
    #: the largest Gain Power symbol among ``top`` and ``bottom`` (0: none), read by every
    #: Gain Power action: worked out once, from the symbols, when the location is made
    gain: int = field(init=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "gain", max((int(s[4:]) for s in self.top + self.bottom if s[:4] == "gain"),
                                             default=0))


@dataclass(frozen=True, slots=True)
class Villain:
    key: str
    name: str
    box: str
    objective: str
    objective_kind: str
    accent: str
    base: str
    locations: tuple[Location, ...]
    villain_deck: tuple[CardDef, ...]
    fate_deck: tuple[CardDef, ...]
    by_key: dict = field(default_factory=dict, compare=False, hash=False)
    relic: dict | None = None
    #: how many Trapped tokens its box gives it (Lady Tremaine: 5; none for the others)
    trapped_tokens: int = 0
    #: the rules of its Objective kind, and its own hooks (``villains/``): found by name
    goal: Any = field(default=None, compare=False, hash=False, repr=False)
    hooks: Any = field(default=None, compare=False, hash=False, repr=False)
    icon: str = ""  # the villain's picture (assets/icons/game-icons/<icon>.svg)
    #: the indexes of its isolated locations (``Location.isolated``), found when it is made
    isolated: frozenset[int] = field(init=False, compare=False, hash=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "isolated", frozenset(i for i, loc in enumerate(self.locations) if loc.isolated))

    def location_index(self, key: str) -> int:
        for i, loc in enumerate(self.locations):
            if loc.key == key:
                return i
        raise KeyError(key)


def discover_villains() -> tuple[str, ...]:
    """The packaged villains: every ``content/<key>.json``, in the order their data gives
    (``order``, then key). Nothing in code lists them."""
    found = []
    for name in list_names("game", "games", "villainous", "content"):
        if name.endswith(".json"):
            data = json.loads(read_text("game", "games", "villainous", "content", name))
            found.append((data.get("order", 1000), data.get("key", name[:-5])))
    return tuple(key for _, key in sorted(found))


VILLAINS = discover_villains()


def _card(raw: dict[str, Any], deck: str, villain: str) -> CardDef:
    act = raw.get("activate")
    # (kind, argument): its parameters, as ``vocabulary.static_argument`` reads them
    statics = tuple(static_argument(s) for s in raw.get("statics", ()))
    ctype = raw["type"]
    covers = raw.get("covers", ctype == "Hero")
    return CardDef(
        key=raw["key"],
        name=raw["name"],
        type=ctype,
        deck=deck,
        villain=villain,
        text=raw["text"],
        copies=raw.get("copies", 1),
        cost=raw.get("cost", 0),
        strength=raw.get("strength"),
        attach=raw.get("attach"),
        covers=covers,
        play=tuple(raw.get("play", ())),
        on_move=tuple(raw.get("on_move", ())),
        on_defeat=tuple(raw.get("on_defeat", ())),
        activate_cost=None if act is None else act.get("cost", 0),
        activate=() if act is None else tuple(act["steps"]),
        statics=statics,
        condition=raw.get("condition"),
        after=raw.get("after", "discard"),
        keeps_other_revealed=raw.get("keeps_other_revealed", False),
        fixed_location=raw.get("fixed_location"),
        played_when_revealed=raw.get("played_when_revealed", False),
        replaces=raw.get("replaces"),
        not_with=tuple(raw.get("not_with", ())),
        playable_when=raw.get("playable_when"),
        vanquish_after=raw.get("vanquish_after"),
        untrappable=raw.get("untrappable", False),
        grants=tuple(raw.get("grants", ())),
        icon=raw.get("icon", ""),
        extra=_extra(raw),
    )


_EXTRA_KEYS = ("currency", "traits", "arrive", "hunt", "progress", "reward", "discard_when")


def _extra(raw: dict[str, Any]) -> dict:
    out = {k: raw[k] for k in _EXTRA_KEYS if k in raw}
    act = raw.get("activate")
    if act is not None and "currency" in act:
        out["activate_currency"] = act["currency"]
    return out


def _json_path(path) -> str:
    return "/" + "/".join(str(p) for p in path)


def parse_villain(data: Any, source: str = "<data>") -> Villain:
    """Validate raw villain data against the schema and build a ``Villain``."""
    validator = jsonschema.Draft202012Validator(villain_schema())
    errors = sorted(validator.iter_errors(data), key=lambda e: (len(e.path), list(e.path)))
    if errors:
        err = jsonschema.exceptions.best_match(errors)
        raise ContentError(f"{source}: at {_json_path(err.absolute_path)}: {err.message}")
    key = data["key"]
    locs = tuple(
        Location(
            key=loc["key"],
            name=loc["name"],
            top=tuple(loc["top"]),
            bottom=tuple(loc["bottom"]),
            locked=loc.get("locked", False),
            obstacle_spots=loc.get("obstacle_spots", 0),
            admits=tuple(loc["admits"]) if "admits" in loc else None,
            isolated=loc.get("isolated", False),
        )
        for loc in data["locations"]
    )
    vdeck = tuple(_card(c, "villain", key) for c in data["villain_deck"])
    fdeck = tuple(_card(c, "fate", key) for c in data["fate_deck"])
    by_key: dict[str, CardDef] = {}
    for c in vdeck + fdeck:
        if c.key in by_key:
            raise ContentError(f"{source}: card key {c.key!r} is used twice")
        by_key[c.key] = c
    loc_keys = {loc.key for loc in locs}
    _check_references(vdeck + fdeck, by_key, loc_keys, source)
    from .villains import hooks_for, objective_for

    try:
        goal = objective_for(data["objective"]["kind"])
    except ValueError as exc:
        raise ContentError(f"{source}: at /objective/kind: {exc}") from None
    return Villain(
        key=key,
        name=data["name"],
        box=data["box"],
        objective=data["objective"]["text"],
        objective_kind=data["objective"]["kind"],
        accent=data["colours"]["accent"],
        base=data["colours"]["base"],
        locations=locs,
        villain_deck=vdeck,
        fate_deck=fdeck,
        by_key=by_key,
        relic=data.get("relic"),
        trapped_tokens=data.get("trapped_tokens", 0),
        goal=goal,
        hooks=hooks_for(data.get("rules_of", key)),
        icon=data.get("icon", ""),
    )


def _walk_steps(steps):
    for step in steps:
        yield step
        if step["verb"] == "choose_one":
            for opt in step["options"]:
                yield from _walk_steps(opt["steps"])
        elif step["verb"] == "if":
            yield from _walk_steps(step["then"])
            yield from _walk_steps(step.get("else", ()))


def _check_references(cards, by_key, loc_keys, source) -> None:
    """Names inside abilities must point at real cards and locations of this villain."""
    for c in cards:
        programs = [c.play, c.on_move, c.on_defeat, c.activate,
                    tuple(c.extra.get("arrive", ())), tuple(c.extra.get("reward", ())),
                    tuple(c.extra.get("hunt", {}).get("steps", ()))]
        if c.condition:
            programs.append(tuple(c.condition["steps"]))
        for prog in programs:
            for step in _walk_steps(prog):
                loc = step.get("location")
                if loc is not None and loc not in loc_keys:
                    raise ContentError(f"{source}: card {c.key!r} names unknown location {loc!r}")
                refs = [step.get("card"), *step.get("cards", ())]
                for ref in refs:
                    if ref is not None and ref not in by_key:
                        raise ContentError(f"{source}: card {c.key!r} names unknown card {ref!r}")


_REGISTERED: dict[str, Villain] = {}


def register_villain(villain: Villain) -> None:
    """Make a villain built with ``parse_villain`` playable (tests, mods, new content)."""
    _REGISTERED[villain.key] = villain
    build_table.cache_clear()


def known_villains() -> tuple[str, ...]:
    return VILLAINS + tuple(k for k in _REGISTERED if k not in VILLAINS)


def load_villain(key: str) -> Villain:
    """Load one villain by key (a registered one, else a packaged data file)."""
    if key in _REGISTERED:
        return _REGISTERED[key]
    return _load_packaged(key)


@cache
def _load_packaged(key: str) -> Villain:
    if key not in VILLAINS:
        raise ContentError(f"unknown villain {key!r}; valid villains: {', '.join(VILLAINS)}")
    name = f"{key}.json"
    text = read_text("game", "games", "villainous", "content", name)
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise ContentError(f"{name}: not valid JSON at line {exc.lineno}: {exc.msg}") from exc
    return parse_villain(data, name)


@dataclass(frozen=True, slots=True)
class Table:
    """The card instances of one game: iid -> definition, owner seat and label."""

    villains: tuple[Villain, ...]
    defs: tuple[CardDef, ...]
    owner: tuple[int, ...]
    labels: tuple[str, ...]
    by_label: tuple[dict, ...]  # per seat: label -> iid
    villain_iids: tuple[tuple[int, ...], ...]
    fate_iids: tuple[tuple[int, ...], ...]
    #: the box whose rulebook the game plays by (every villain names its box)
    box: Box = DESPICABLE_PLOTS
    #: (seat, won) for each seat whose Objective is checked after every step
    win_checks: tuple = ()
    #: the iids of the cards with an always-on ability: a Realm scan skips the rest
    with_statics: frozenset = frozenset()
    #: (iid, location, seat) -> that card's always-on abilities there, in that Realm's terms
    #: (filled by ``realm.active_statics`` as cards are met: they depend on nothing else)
    statics_at: dict = field(default_factory=dict, compare=False, hash=False)
    #: the iids of the Conditions (a hand without one opens no Condition window)
    conditions: frozenset = frozenset()
    #: the iids of the cards that add an action symbol to their location (``grants``)
    granting: frozenset = frozenset()
    #: (seat, mover, slots used, covered) -> the free action symbols there, for a location
    #: with no card that grants one (``turn.free_symbols``: they depend on nothing else)
    symbols_at: dict = field(default_factory=dict, compare=False, hash=False)
    #: (seat, mover, locks) -> where the mover may go (``rules.legal_actions``, where no box
    #: rule or villain's own list decides it: the locks are all it reads)
    moves_at: dict = field(default_factory=dict, compare=False, hash=False)
    #: card name -> the iids of that name, every seat's (``effects.finding.findable``)
    named: dict = field(default_factory=dict, compare=False, hash=False)
    #: the table of a seen game (``seen.seen_table``): after the cards, each seat's face-down
    #: placeholders, one for every card of each of its decks, standing where a card is hidden
    seen: bool = False
    #: a seen game's table: per seat, (its Villain deck's placeholders, its Fate deck's), in order
    backs: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...] = ()


@lru_cache(maxsize=64)
def build_table(villain_keys: tuple[str, ...]) -> Table:
    villains = tuple(load_villain(k) for k in villain_keys)
    defs: list[CardDef] = []
    owner: list[int] = []
    labels: list[str] = []
    by_label: list[dict] = []
    vi: list[tuple[int, ...]] = []
    fi: list[tuple[int, ...]] = []
    for seat, v in enumerate(villains):
        mine: dict[str, int] = {}
        for deck, out in ((v.villain_deck, vi), (v.fate_deck, fi)):
            ids = []
            for c in deck:
                for n in range(1, c.copies + 1):
                    label = c.key if c.copies == 1 else f"{c.key}-{n}"
                    mine[label] = len(defs)
                    ids.append(len(defs))
                    defs.append(c)
                    owner.append(seat)
                    labels.append(label)
            out.append(tuple(ids))
        by_label.append(mine)
    boxes = {v.box for v in villains}
    if len(boxes) != 1:
        raise ContentError(f"one game plays by one box's rulebook, not {', '.join(sorted(boxes))}")
    box = box_named(boxes.pop())
    for v in villains:
        for loc in v.locations:
            for sym in loc.top + loc.bottom:
                if not box.symbol_declared(sym):
                    raise ContentError(f"{v.key}: {loc.key} shows {sym!r}, not an action symbol of {box.name}")
    return Table(
        villains, tuple(defs), tuple(owner), tuple(labels), tuple(by_label), tuple(vi), tuple(fi),
        box,
        tuple((seat, v.goal.won) for seat, v in enumerate(villains) if v.goal.won is not None),
        frozenset(i for i, d in enumerate(defs) if d.statics),
        conditions=frozenset(i for i, d in enumerate(defs) if d.type == "Condition"),
        granting=frozenset(i for i, d in enumerate(defs) if d.grants),
    )
