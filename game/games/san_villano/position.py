"""The position format: the whole state of a game as JSON, and back
(docs/content/san-villano-notation.md). Loading checks the shape with a JSON Schema
(sizes bounded), then the meaning (every card in one place, tokens conserved, …), and
reports where the first problem is."""

from __future__ import annotations

from typing import Any

import jsonschema

from ...core.protocol import PositionError
from .invariants import problems
from .state import Org, State

FORMAT = "san-villano-position"
VERSION = 1


def to_position(st: State) -> dict[str, Any]:
    return {
        "format": FORMAT, "version": VERSION, "game": "san-villano",
        "players": st.players, "seed": st.seed, "rng": f"{st.rng:016x}", "options": dict(st.options),
        "phase": st.phase, "round": st.round, "side": st.side, "marker": st.marker, "order": list(st.order),
        "strategist": st.strategist, "actor": st.actor, "acted": st.acted, "extra": st.extra, "laurel": st.laurel,
        "city": dict(st.city), "revealed": list(st.revealed), "city_box": list(st.city_box),
        "decks": {"hero": list(st.hero_deck), "helper": list(st.helper_deck), "scum": list(st.scum_deck),
                  "elite": list(st.elite_deck)},
        "known_bottom": dict(st.known_bottom),
        "rows": {"hero": list(st.hero_row), "helper": list(st.helper_row), "villain": list(st.villain_row)},
        "villain_deck": st.villain_deck,
        "tracking": {k: list(v) for k, v in st.tracking.items()}, "opportunity": list(st.opportunity),
        "fires": {"stack": list(st.fire_stack), "at": dict(st.fire_at), "open": list(st.fire_open)},
        "guards": dict(st.guards), "super_box": list(st.super_box),
        "nicknames": {"revealed": list(st.nicknames), "box": list(st.nickname_box), "owner": dict(st.nickname_owner)},
        "orgs": [
            {"clue": o.clue, "money": o.money, "agents": list(o.agents), "heroes": list(o.heroes),
             "helpers": list(o.helpers), "super_agent": o.super_agent, "exhausted": list(o.exhausted),
             "tokens_home": o.tokens_home, "captured": list(o.captured), "fires": list(o.fires),
             "nicknames": list(o.nicknames)}
            for o in st.orgs
        ],
        "stack": [dict(f) for f in st.stack],
    } | ({} if st.seen is None else {"seen": st.seen})


_KEY = {"type": "string", "maxLength": 40}
_KEYS = {"type": "array", "items": _KEY, "maxItems": 40}
_SEAT = {"type": "integer", "minimum": 0, "maximum": 3}
_SEATS = {"type": "array", "items": _SEAT, "maxItems": 12}
_N = {"type": "integer", "minimum": 0, "maximum": 1000}
SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["format", "version", "players", "seed", "rng", "phase", "round", "side", "marker", "order",
                 "strategist", "actor", "acted", "extra", "laurel", "city", "revealed", "city_box", "decks",
                 "known_bottom", "rows", "villain_deck", "tracking", "opportunity", "fires", "guards",
                 "super_box", "nicknames", "orgs", "stack"],
    "properties": {
        "format": {"const": FORMAT}, "version": {"const": VERSION}, "game": {"const": "san-villano"},
        "players": {"enum": [2, 3, 4]}, "seed": {"type": "integer"},
        "seen": {"type": "integer", "minimum": -1, "maximum": 3},
        "rng": {"type": "string", "pattern": "^[0-9a-f]{16}$"}, "options": {"type": "object", "maxProperties": 8},
        "phase": {"enum": ["start", "play", "reveal", "over"]}, "round": {"type": "integer", "minimum": 1, "maximum": 40},
        "side": {"enum": ["day", "night"]}, "marker": {"type": "integer", "minimum": 0, "maximum": 4},
        "order": {"type": "array", "items": _SEAT, "maxItems": 4}, "strategist": _SEAT, "actor": _SEAT,
        "acted": {"type": "boolean"}, "extra": {"type": "boolean"}, "laurel": {"type": "integer", "minimum": -1, "maximum": 3},
        "city": {"type": "object", "additionalProperties": _KEY, "maxProperties": 16, "minProperties": 16,
                 "propertyNames": {"pattern": "^[a-d][1-4]$"}},
        "revealed": {"type": "array", "items": {"type": "string", "pattern": "^[a-d][1-4]$"}, "maxItems": 16},
        "city_box": _KEYS,
        "decks": {"type": "object", "required": ["hero", "helper", "scum", "elite"], "additionalProperties": False,
                  "properties": {k: _KEYS for k in ("hero", "helper", "scum", "elite")}},
        "known_bottom": {"type": "object", "required": ["hero", "helper", "scum", "elite"], "additionalProperties": False,
                         "properties": {k: _N for k in ("hero", "helper", "scum", "elite")}},
        "rows": {"type": "object", "required": ["hero", "helper", "villain"], "additionalProperties": False,
                 "properties": {k: {**_KEYS, "maxItems": 3} for k in ("hero", "helper", "villain")}},
        "villain_deck": {"enum": ["scum", "elite"]},
        "tracking": {"type": "object", "additionalProperties": _SEATS, "maxProperties": 3},
        "opportunity": _SEATS,
        "fires": {"type": "object", "required": ["stack", "at", "open"], "additionalProperties": False,
                  "properties": {"stack": _KEYS, "at": {"type": "object", "additionalProperties": _KEY, "maxProperties": 12},
                                 "open": _KEYS}},
        "guards": {"type": "object", "additionalProperties": _KEY, "maxProperties": 3},
        "super_box": _KEYS,
        "nicknames": {"type": "object", "required": ["revealed", "box", "owner"], "additionalProperties": False,
                      "properties": {"revealed": _KEYS, "box": _KEYS,
                                     "owner": {"type": "object", "additionalProperties": _SEAT, "maxProperties": 6}}},
        "orgs": {"type": "array", "minItems": 2, "maxItems": 4, "items": {
            "type": "object", "additionalProperties": False,
            "required": ["clue", "money", "agents", "heroes", "helpers", "super_agent", "exhausted", "tokens_home",
                         "captured", "fires", "nicknames"],
            "properties": {"clue": _N, "money": _N, "agents": {**_KEYS, "minItems": 2, "maxItems": 2},
                           "heroes": _KEYS, "helpers": _KEYS, "super_agent": {"type": ["string", "null"], "maxLength": 40},
                           "exhausted": _KEYS, "tokens_home": {"type": "integer", "minimum": 0, "maximum": 3},
                           "captured": _KEYS, "fires": _KEYS, "nicknames": _KEYS}}},
        "stack": {"type": "array", "maxItems": 24, "items": {
            "type": "object", "required": ["kind", "seat"], "maxProperties": 10,
            "properties": {"kind": {"enum": ["start", "activate", "take", "recruit", "track", "confront", "ability",
                                             "exhaust", "prepare", "steal", "guard", "place_fire", "move_other",
                                             "question", "untrack", "reveal", "extinguish", "effects"]},
                           "seat": _SEAT}}},
    },
}
_VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def from_position(data: Any, validate: bool = True) -> State:
    """Load a position. ``validate=False`` skips only the JSON Schema (for the fuzzer's
    round-trips of positions the engine itself wrote); the meaning is always checked."""
    if not isinstance(data, dict):
        raise PositionError("/", "a position is a JSON object")
    err = jsonschema.exceptions.best_match(_VALIDATOR.iter_errors(data)) if validate else None
    if err is not None:
        raise PositionError("/" + "/".join(str(p) for p in err.absolute_path), err.message)
    n = data["players"]
    if len(data["orgs"]) != n:
        raise PositionError("/orgs", f"{len(data['orgs'])} organizations for {n} players")
    for path, seat in [("/order", s) for s in data["order"]] + [("/strategist", data["strategist"]), ("/actor", data["actor"])]:
        if seat >= n:
            raise PositionError(path, f"seat {seat} in a game of {n}")
    try:
        st = State(
            players=n, seed=data["seed"], rng=int(data["rng"], 16),
            orgs=[Org(i, o["clue"], o["money"], list(o["agents"]), list(o["heroes"]), list(o["helpers"]),
                      o["super_agent"], list(o["exhausted"]), o["tokens_home"], list(o["captured"]),
                      list(o["fires"]), list(o["nicknames"])) for i, o in enumerate(data["orgs"])],
            city=dict(data["city"]), revealed=list(data["revealed"]), city_box=list(data["city_box"]),
            hero_deck=list(data["decks"]["hero"]), helper_deck=list(data["decks"]["helper"]),
            scum_deck=list(data["decks"]["scum"]), elite_deck=list(data["decks"]["elite"]),
            known_bottom=dict(data["known_bottom"]), hero_row=list(data["rows"]["hero"]),
            helper_row=list(data["rows"]["helper"]), villain_row=list(data["rows"]["villain"]),
            villain_deck=data["villain_deck"], tracking={k: list(v) for k, v in data["tracking"].items()},
            opportunity=list(data["opportunity"]), fire_stack=list(data["fires"]["stack"]),
            fire_at=dict(data["fires"]["at"]), fire_open=list(data["fires"]["open"]), guards=dict(data["guards"]),
            super_box=list(data["super_box"]), order=list(data["order"]), strategist=data["strategist"],
            marker=data["marker"], side=data["side"], round=data["round"],
            nicknames=list(data["nicknames"]["revealed"]), nickname_box=list(data["nicknames"]["box"]),
            nickname_owner={k: int(v) for k, v in data["nicknames"]["owner"].items()},
            phase=data["phase"], actor=data["actor"], acted=data["acted"], extra=data["extra"],
            laurel=data["laurel"], stack=[dict(f) for f in data["stack"]], options=dict(data.get("options", {})),
            seen=data.get("seen"),
        )
        why = problems(st)
    except (KeyError, ValueError, TypeError, IndexError, AttributeError) as exc:
        raise PositionError("/", f"inconsistent position ({exc.__class__.__name__}: {exc})") from exc
    if why is not None:
        raise PositionError("/", why)
    return st
