"""The position format: any moment of a game as JSON, and back (docs/position-format.md).

Cards inside a player's zones are named by label (``wolves-2``); cards referenced from
the resolution stack carry their seat (``p1:wolves-2``). Decks list the top card first.
Loading checks the shape with a JSON Schema and then the meaning (unknown cards, a card
in two places, a missing card), and reports the JSON path of the first problem.
"""

from __future__ import annotations

from typing import Any

import jsonschema

from ...core.protocol import PositionError
from . import frames
from .actions import format_action
from .box import BOXES
from .cards import ContentError, build_table, known_villains
from .resolution import check_win
from .seen import seen_table
from .stack import Frame, frame_from, program_steps
from .state import PORTRAIT, PORTRAIT_KEY, Player, Prompt, State, mover_key, touched_all

FORMAT = "villainous-position"
VERSION = 1


_RELIC_NAMES = ("unclaimed", "cauldron", "power")
_CARD_KEYS = ("src", "card", "hero", "h", "a", "c")
_CARD_TUPLE_KEYS = ("cards", "x", "used", "moved", "stuck")


# ---------------------------------------------------------------------------
# Writing


def to_position(st: State) -> dict[str, Any]:
    labels = st.table.labels
    players = []
    for p in st.players:
        locs = {}
        for i, loc in enumerate(p.villain.locations):
            locs[loc.key] = {
                "villain_side": [_placed(st, c) for c in p.vside[i]],
                "fate_side": [_placed(st, c) for c in p.fside[i]],
                "obstacles": p.obstacles[i],
                "locked": p.locked[i],
            }
        players.append(
            {
                "villain": p.villain.key,
                "power": p.power,
                "mover": mover_key(p),
                "hand": [labels[c] for c in p.hand],
                "villain_deck": [labels[c] for c in p.deck],
                "villain_discard": [labels[c] for c in p.discard],
                "fate_deck": [labels[c] for c in p.fate_deck],
                "fate_discard": [labels[c] for c in p.fate_discard],
                "revealed": [labels[c] for c in p.limbo],
                "fate_known": p.fate_known,
                "locations": locs,
            }
        )
        if p.relic >= 0:
            players[-1]["relic"] = _RELIC_NAMES[p.relic]
        if p.ext is not None:  # a later box's own record (Scum and Villainy)
            players[-1]["box_state"] = st.rules.write(st, p)
    out: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "box": st.table.box.key,
        "options": {"fate_token": st.fate_token_min},
        "rng": f"{st.rng:016x}",
        "turn": {
            "active": st.active + 1,
            "round": st.round,
            "phase": st.phase,
            "used_slots": list(st.used),
            "actions_taken": st.actions_taken,
            "once": list(st.once),
        },
        "fate_token_holder": None if st.fate_token < 0 else st.fate_token + 1,
        "players": players,
        "winner": None if st.winner is None else st.winner + 1,
        "triggers": [list(t) for t in st.triggers],
        "stack": [_frame_out(st, f) for f in st.stack],
    }
    if st.prompt is not None:
        out["prompt"] = {
            "player": st.prompt.seat + 1,
            "kind": st.prompt.kind,
            "message": st.prompt.message,
            "options": [format_action(st, a) for a in st.prompt.options],
        }
    if st.table.seen:  # a seen game (seen.py): its prompt is read back, not re-created from the stack
        out["seen"] = True
        if st.prompt is not None:
            out["prompt"]["realm"] = st.prompt.realm
            out["prompt"]["subject"] = None if st.prompt.subject < 0 else card_ref(st, st.prompt.subject)
    return out


def _placed(st: State, c: int) -> dict[str, Any]:
    labels = st.table.labels
    entry: dict[str, Any] = {"card": labels[c]}
    att = [labels[i] for i, h in st.attach.items() if h == c]
    if att:
        entry["attached"] = att
    if c in st.trapped:
        entry["tokens"] = ["trapped"]
    return entry


def card_ref(st: State, c: int) -> str:
    return f"p{st.table.owner[c] + 1}:{st.table.labels[c]}"


def _frame_out(st: State, f: Frame) -> dict[str, Any]:
    out: dict[str, Any] = {}
    for k, val in f.items():
        if k == "steps":
            continue
        out[k] = _value_out(st, k, val)
    return out


def _value_out(st: State, k: str, val: Any) -> Any:
    if k in _CARD_KEYS:
        return None if val < 0 else card_ref(st, val)
    if k in _CARD_TUPLE_KEYS:
        return [card_ref(st, c) for c in val]
    if k == "v":
        return {vk: _value_out(st, vk, vv) for vk, vv in val.items()}
    if isinstance(val, tuple):
        return [_value_out(st, "", x) for x in val]
    return val


# ---------------------------------------------------------------------------
# Reading

_PLACED = {
    "type": "object",
    "required": ["card"],
    "additionalProperties": False,
    "properties": {
        "card": {"type": "string"},
        "attached": {"type": "array", "items": {"type": "string"}},
        "tokens": {"type": "array", "items": {"enum": ["trapped"]}},
    },
}
_LABELS = {"type": "array", "items": {"type": "string"}}
SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["format", "version", "players", "turn", "rng"],
    "properties": {
        "format": {"const": FORMAT},
        "version": {"type": "integer"},
        "box": {"enum": sorted(BOXES)},
        "options": {
            "type": "object",
            "properties": {"fate_token": {"enum": [0, 4, 5]}},
        },
        "rng": {"type": "string", "pattern": "^[0-9a-fA-F]{1,16}$"},
        "turn": {
            "type": "object",
            "required": ["active", "round", "phase"],
            "additionalProperties": False,
            "properties": {
                "active": {"type": "integer", "minimum": 1, "maximum": 6},
                "round": {"type": "integer", "minimum": 1},
                "phase": {"enum": ["move", "actions", "over"]},
                "used_slots": {"type": "array", "items": {"type": "integer", "minimum": 0}},
                "actions_taken": {"type": "integer", "minimum": 0},
                "once": {"type": "array", "items": {"enum": ["cauldron"]}},
            },
        },
        "fate_token_holder": {"type": ["integer", "null"]},
        "winner": {"type": ["integer", "null"]},
        "triggers": {"type": "array", "items": {"type": "array"}},
        "stack": {"type": "array", "items": {"type": "object", "required": ["t"]}},
        "prompt": {"type": "object"},
        "seen": {"const": True},
        "players": {
            "type": "array",
            "minItems": 2,
            "maxItems": 6,
            "items": {
                "type": "object",
                "required": ["villain", "power", "mover", "hand", "villain_deck", "villain_discard",
                             "fate_deck", "fate_discard", "locations"],
                "additionalProperties": False,
                "properties": {
                    "villain": {"type": "string"},
                    "power": {"type": "integer", "minimum": 0},
                    "mover": {"type": "string"},
                    "hand": _LABELS,
                    "villain_deck": _LABELS,
                    "villain_discard": _LABELS,
                    "fate_deck": _LABELS,
                    "fate_discard": _LABELS,
                    "revealed": _LABELS,
                    "fate_known": {"type": "integer", "minimum": 0},
                    "relic": {"enum": list(_RELIC_NAMES)},
                    "box_state": {"type": "object"},
                    "locations": {
                        "type": "object",
                        "additionalProperties": {
                            "type": "object",
                            "additionalProperties": False,
                            "properties": {
                                "villain_side": {"type": "array", "items": _PLACED},
                                "fate_side": {"type": "array", "items": _PLACED},
                                "obstacles": {"type": "integer", "minimum": 0},
                                "locked": {"type": "boolean"},
                            },
                        },
                    },
                },
            },
        },
    },
}
_VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def _path(parts) -> str:
    return "/" + "/".join(str(p) for p in parts)


def from_position(data: Any, validate: bool = True) -> State:
    """Build a State from position data, or raise PositionError(path, message): where the
    position is wrong (a JSON pointer, ``/players/1/hand/3``) and what.

    ``validate=False`` skips the JSON Schema pass (the meaning is still checked); it is
    for positions this program has just written itself, such as the fuzz round-trip.
    """
    if not isinstance(data, dict):
        raise PositionError("/", "a position must be a JSON object")
    errors = list(_VALIDATOR.iter_errors(data)) if validate else []
    if errors:
        err = jsonschema.exceptions.best_match(errors)
        raise PositionError(_path(err.absolute_path), err.message)
    if data["version"] > VERSION:
        raise PositionError("/version", f"version {data['version']} is newer than this program reads ({VERSION})")
    keys = []
    for i, pd in enumerate(data["players"]):
        if pd["villain"] not in known_villains():
            raise PositionError(
                f"/players/{i}/villain",
                f"unknown villain {pd['villain']!r}; "
                f"valid: {', '.join(known_villains())}"
            )
        keys.append(pd["villain"])
    try:
        table = build_table(tuple(keys))
    except ContentError as exc:  # pragma: no cover - the data files ship with the program
        raise PositionError("/players", str(exc)) from exc
    # a seen game (seen.py): face-down placeholders stand for the hidden cards, which are nowhere
    seen_game = data.get("seen") is True
    if seen_game:
        table = seen_table(table)
    st = State(table)
    st.rng = int(data["rng"], 16)
    st.fate_token_min = data.get("options", {}).get("fate_token", st.table.box.fate_token_from)
    n = len(keys)
    seen: dict[int, str] = {}

    def take(seat: int, label: str, where: str) -> int:
        iid = table.by_label[seat].get(label)
        if iid is None:
            raise PositionError(where, f"unknown card {label!r} for {keys[seat]}")
        if iid in seen:
            raise PositionError(where, f"card {label!r} is also at {seen[iid]}")
        seen[iid] = where
        return iid

    for seat, pd in enumerate(data["players"]):
        base = f"/players/{seat}"
        p = Player(seat, table.villains[seat])
        p.power = pd["power"]
        p.fate_known = pd.get("fate_known", 0)
        if "relic" in pd:
            if p.villain.relic is None:
                raise PositionError(f"{base}/relic", f"{p.villain.name} has no Relic")
            p.relic = _RELIC_NAMES.index(pd["relic"])
        loc_keys = [loc.key for loc in p.villain.locations]
        on_portrait = table.box.mover_start == "portrait"
        if pd["mover"] == PORTRAIT_KEY and on_portrait:
            p.mover = PORTRAIT
        elif pd["mover"] not in loc_keys:
            valid = loc_keys + [PORTRAIT_KEY] if on_portrait else loc_keys
            raise PositionError(
                f"{base}/mover", f"unknown location {pd['mover']!r}; valid: {', '.join(valid)}"
            )
        else:
            p.mover = loc_keys.index(pd["mover"])
        for field, attr in (("hand", "hand"), ("villain_deck", "deck"), ("villain_discard", "discard"),
                            ("fate_deck", "fate_deck"), ("fate_discard", "fate_discard"),
                            ("revealed", "limbo")):
            zone = getattr(p, attr)
            for j, label in enumerate(pd.get(field, [])):
                zone.append(take(seat, label, f"{base}/{field}/{j}"))
        for lk, ld in pd["locations"].items():
            if lk not in loc_keys:
                raise PositionError(f"{base}/locations/{lk}", f"unknown location; valid: {', '.join(loc_keys)}")
            i = loc_keys.index(lk)
            spots = p.villain.locations[i].obstacle_spots
            p.obstacles[i] = ld.get("obstacles", 0)
            if p.obstacles[i] > spots:
                raise PositionError(f"{base}/locations/{lk}/obstacles", f"at most {spots} Obstacles fit here")
            p.locked[i] = ld.get("locked", p.villain.locations[i].locked)
            for side, zone in (("villain_side", p.vside[i]), ("fate_side", p.fside[i])):
                for j, entry in enumerate(ld.get(side, [])):
                    where = f"{base}/locations/{lk}/{side}/{j}"
                    c = take(seat, entry["card"], where)
                    zone.append(c)
                    for k, label in enumerate(entry.get("attached", [])):
                        st.attach[take(seat, label, f"{where}/attached/{k}")] = c
                    if "trapped" in entry.get("tokens", []):
                        st.trapped[c] = 1
        r = st.rules
        if r is not None and r.new_player is not None:
            p.ext = r.new_player()
            try:
                r.read(st, p, pd.get("box_state", {}), lambda label, where, seat=seat, base=base: take(
                    seat, label, f"{base}/box_state/{where}"))
            except (KeyError, ValueError, TypeError, AttributeError) as exc:
                if isinstance(exc, PositionError):
                    raise
                raise PositionError(f"{base}/box_state", f"malformed ({exc})") from exc
        elif "box_state" in pd:
            raise PositionError(f"{base}/box_state", f"{st.table.box.name} keeps no such record")
        st.players.append(p)
    missing = [table.labels[i] for i in range(len(table.defs)) if i not in seen]
    if missing and not seen_game:
        seat = table.owner[[i for i in range(len(table.defs)) if i not in seen][0]]
        raise PositionError(
            f"/players/{seat}",
            f"cards missing from every zone: {', '.join(missing[:8])}"
            + (" ..." if len(missing) > 8 else "")
        )
    touched_all(st)  # nothing derived while the Realms were being filled is kept
    turn = data["turn"]
    if turn["active"] > n:
        raise PositionError("/turn/active", f"there are only {n} players")
    st.active = turn["active"] - 1
    st.round = turn["round"]
    st.phase = turn["phase"]
    st.used = tuple(turn.get("used_slots", ()))
    st.actions_taken = turn.get("actions_taken", 0)
    st.once = tuple(turn.get("once", ()))
    holder = data.get("fate_token_holder")
    st.fate_token = -1 if holder is None else holder - 1
    w = data.get("winner")
    st.winner = None if w is None else w - 1
    st.triggers = [tuple(t) for t in data.get("triggers", [])]
    try:
        st.stack = [_frame_in(st, f, j) for j, f in enumerate(data.get("stack", []))]
    except (KeyError, ValueError, TypeError, IndexError, AttributeError) as exc:
        raise PositionError("/stack", f"malformed resolution stack ({exc})") from exc
    if st.stack and st.winner is None:
        try:
            frames.run(st)  # re-creates the pending prompt from the top frame
        except (KeyError, ValueError, TypeError, IndexError, AttributeError) as exc:
            raise PositionError("/stack", f"the pending effects cannot be resumed ({exc!r})") from exc
    elif seen_game:  # another seat's decision: who decides and what kind, as written
        st.prompt = _seen_prompt_in(st, data.get("prompt"))
    elif st.winner is None:
        check_win(st)
    return st


def _seen_prompt_in(st: State, raw: Any) -> Prompt | None:
    """Another seat's pending decision in a seen game, as its position wrote it (``to_position``):
    its answers and message are that seat's (the decider's own comes back from the stack)."""
    if raw is None:
        return None
    try:
        subject = raw.get("subject")
        return Prompt(raw["player"] - 1, raw["kind"], (), "", raw.get("realm", -1),
                      -1 if subject is None else _card_in(st, subject))
    except (KeyError, ValueError, TypeError, AttributeError) as exc:
        raise PositionError("/prompt", f"malformed pending decision ({exc})") from exc


def _card_in(st: State, ref: Any) -> int:
    if not isinstance(ref, str) or ":" not in ref:
        raise ValueError(f"card reference {ref!r} should look like 'p1:label'")
    seat_s, label = ref.split(":", 1)
    seat = int(seat_s.lstrip("p")) - 1
    iid = st.table.by_label[seat].get(label)
    if iid is None:
        raise ValueError(f"unknown card {ref!r}")
    return iid


def _value_in(st: State, k: str, val: Any) -> Any:
    if k in _CARD_KEYS:
        return -1 if val is None else _card_in(st, val)
    if k in _CARD_TUPLE_KEYS:
        return tuple(_card_in(st, c) for c in val)
    if k == "v":
        return {vk: _value_in(st, vk, vv) for vk, vv in val.items()}
    if isinstance(val, list):
        return tuple(_value_in(st, "", x) for x in val)
    return val


_FRAME_KEYS = {
    "prog": ("prog", "path", "pc", "src", "ctl", "realm", "x", "v"),
    "finish": ("card", "realm"),
    "fate_choose": ("ctl", "realm", "cards"),
    "play_fate": ("ctl", "realm", "card", "x"),
    "play_fate_if_able": ("ctl", "realm", "card", "x"),
    "vanquish": ("ctl", "realm", "hero", "v"),
    "discard_cards": ("ctl", "realm", "v"),
    "after_action": (),
    "conditions": ("q", "i"),
    "together": ("ctl", "realm", "cards", "progs"),
}

#: the programs a ``together`` frame may name (``program_steps``'s keys)
_PROGRAM_NAMES = ("play", "on_move", "on_defeat", "activate", "condition", "arrive", "hunt", "reward")


def _frame_in(st: State, raw: dict, j: int) -> Frame:
    if not isinstance(raw, dict) or raw.get("t") not in frames.FRAMES:
        raise ValueError(f"frame {j} has an unknown type")
    missing = [k for k in _FRAME_KEYS[raw["t"]] if k not in raw]
    if missing:
        raise ValueError(f"frame {j} lacks {', '.join(missing)}")
    for k in ("ctl", "realm", "pc", "i"):
        if k in raw and (not isinstance(raw[k], int) or isinstance(raw[k], bool) or raw[k] < 0):
            raise ValueError(f"frame {j}: {k} must be a whole number")
    for k in ("ctl", "realm"):
        if k in raw and raw[k] >= len(st.players):
            raise ValueError(f"frame {j}: {k} names no player")
    if "v" in raw and not isinstance(raw["v"], dict):
        raise ValueError(f"frame {j}: v must be an object")
    f = {k: _value_in(st, k, v) for k, v in raw.items()}
    if f["t"] == "together" and (not f["cards"] or len(f["progs"]) != len(f["cards"])
                                 or any(prog not in _PROGRAM_NAMES for prog in f["progs"])):
        raise ValueError(f"frame {j}: cards and progs must name as many card programs")
    if f["t"] == "prog":
        named = st.players[f["realm"]].villain.hooks.programs.get(f["prog"])
        if named is not None:  # a program of the villain's own (``villains/``)
            f["steps"] = named
        else:
            f["steps"] = program_steps(st.table.defs[f["src"]], f["prog"], f["path"])
    return frame_from(f)
