"""Save files: one JSON file per game, written atomically, verified when loaded.

A save holds its format and version, the program version, creation and update times,
the setup (villains, seats, options, seed), every move in the canonical notation, the
position at the end and a hash of that position. Loading replays the moves from the
setup and compares the result with the stored position; a mismatch is reported and the
stored position can still be opened. Files are JSON only (nothing is ever executed from
them), at most 20 MB, and a broken file is refused with what is wrong and where, and is
never overwritten. See docs/saves.md.
"""

from __future__ import annotations

import datetime as _dt
import hashlib
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import jsonschema

from . import __version__
from .engine.match import Match, Seat, Setup
from .villainous.actions import NotationError, parse_action
from .villainous.cards import known_villains
from .villainous.position import PositionError, from_position, to_position

FORMAT = "villainous-save"
VERSION = 1
MAX_BYTES = 20 * 1024 * 1024
BACKUPS = 5
_SAFE_ID = re.compile(r"^[A-Za-z0-9][A-Za-z0-9._-]{0,120}$")


class SaveError(ValueError):
    """A save that cannot be used; the message says what is wrong and where."""


def position_hash(position: dict[str, Any]) -> str:
    canonical = json.dumps(position, sort_keys=True, separators=(",", ":"))
    return "sha256:" + hashlib.sha256(canonical.encode()).hexdigest()


def _now() -> str:
    return _dt.datetime.now(_dt.UTC).replace(microsecond=0).isoformat()


# ---------------------------------------------------------------------------
# Writing


def save_data(match: Match, created: str | None = None, name: str | None = None) -> dict[str, Any]:
    pos = to_position(match.state)
    st = match.state
    return {
        "format": FORMAT,
        "version": VERSION,
        "program": f"villainous-table {__version__}",
        "created": created or _now(),
        "updated": _now(),
        "name": name or " vs ".join(p.villain.name for p in st.players),
        "setup": match.setup.to_json(),
        "moves": list(match.moves),
        "round": st.round,
        "winner": None if st.winner is None else st.winner + 1,
        "position": pos,
        "position_hash": position_hash(pos),
    }


def write_atomic(path: Path, data: dict[str, Any]) -> None:
    """Write a temporary file in the same folder, flush and fsync it, then rename.

    A crash or power cut leaves either the old file or the new one, never half of one.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    tmp = path.with_name(f".{path.name}.tmp-{os.getpid()}")
    body = json.dumps(data, indent=1, ensure_ascii=False).encode("utf-8")
    with open(tmp, "wb") as fh:
        fh.write(body)
        fh.flush()
        os.fsync(fh.fileno())
    os.replace(tmp, path)
    try:  # the rename itself is durable only once the folder is synced
        fd = os.open(path.parent, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)
    except OSError:
        pass


# ---------------------------------------------------------------------------
# Reading

_SEAT = {
    "type": "object",
    "required": ["kind"],
    "additionalProperties": False,
    "properties": {"kind": {"enum": ["human", "bot"]}, "level": {"type": "string"}},
}
SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["format", "version", "setup", "moves"],
    "properties": {
        "format": {"const": FORMAT},
        "version": {"type": "integer", "minimum": 0},
        "program": {"type": "string"},
        "created": {"type": "string"},
        "updated": {"type": "string"},
        "name": {"type": "string", "maxLength": 200},
        "setup": {
            "type": "object",
            "required": ["villains", "seats", "seed"],
            "additionalProperties": False,
            "properties": {
                "villains": {"type": "array", "minItems": 2, "maxItems": 6, "items": {"type": "string"}},
                "seats": {"type": "array", "items": _SEAT},
                "seed": {"type": "integer"},
                "options": {
                    "type": "object",
                    "properties": {"fate_token": {"enum": [None, 0, 4, 5]}},
                },
            },
        },
        "moves": {"type": "array", "items": {"type": "string", "maxLength": 200}},
        "round": {"type": "integer"},
        "winner": {"type": ["integer", "null"]},
        "position": {"type": "object"},
        "position_hash": {"type": "string"},
    },
}
_VALIDATOR = jsonschema.Draft202012Validator(SCHEMA)


def _upgrade_0_to_1(data: dict[str, Any]) -> dict[str, Any]:
    """Version 0 kept the moves as one ';'-separated string and the setup under "game"."""
    data = dict(data)
    if "game" in data and "setup" not in data:
        data["setup"] = data.pop("game")
    moves = data.get("moves", "")
    if isinstance(moves, str):
        data["moves"] = [m.strip() for m in moves.split(";") if m.strip()]
    data["version"] = 1
    return data


#: each step upgrades a file from version N to N + 1
UPGRADES = {0: _upgrade_0_to_1}


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("at /version: the format version is missing or not a whole number")
    if version > VERSION:
        raise SaveError(
            f"at /version: this save was written by a newer program (format version {version}; "
            f"this one reads up to {VERSION}). Update Villainous Table to open it."
        )
    while data["version"] < VERSION:
        data = UPGRADES[data["version"]](data)
    return data


@dataclass
class Loaded:
    match: Match
    data: dict[str, Any]
    verified: bool  # the replayed moves gave the stored position
    problem: str | None = None  # what differed, when not verified

    def stored_state(self):
        """The position stored in the file (to open even when the replay disagrees)."""
        return from_position(self.data["position"])


def parse_save(raw: bytes | str, source: str = "save") -> Loaded:
    """Check and replay a save. Raises SaveError naming the problem and where."""
    if isinstance(raw, str):
        raw = raw.encode("utf-8")
    if len(raw) > MAX_BYTES:
        raise SaveError(f"{source}: {len(raw) // (1024 * 1024)} MB is larger than the 20 MB a save may be")
    try:
        data = json.loads(raw.decode("utf-8"))
    except UnicodeDecodeError as exc:
        raise SaveError(f"{source}: not UTF-8 text (byte {exc.start})") from exc
    except json.JSONDecodeError as exc:
        raise SaveError(f"{source}: not valid JSON (line {exc.lineno}, column {exc.colno}: {exc.msg})") from exc
    if not isinstance(data, dict):
        raise SaveError(f"{source}: at /: a save must be a JSON object")
    if data.get("format") != FORMAT:
        raise SaveError(f"{source}: at /format: not a Villainous Table save")
    try:
        data = upgrade(data)
    except SaveError as exc:
        raise SaveError(f"{source}: {exc}") from exc
    except (KeyError, TypeError, AttributeError) as exc:
        raise SaveError(f"{source}: cannot upgrade this old save ({exc})") from exc
    errors = list(_VALIDATOR.iter_errors(data))
    if errors:
        err = jsonschema.exceptions.best_match(errors)
        where = "/" + "/".join(str(p) for p in err.absolute_path)
        raise SaveError(f"{source}: at {where}: {err.message}")
    setup_raw = data["setup"]
    villains = setup_raw["villains"]
    for i, v in enumerate(villains):
        if v not in known_villains():
            raise SaveError(f"{source}: at /setup/villains/{i}: unknown villain {v!r}; "
                            f"valid: {', '.join(known_villains())}")
    seats = [Seat(s["kind"], s.get("level", "random")) for s in setup_raw["seats"]]
    if len(seats) != len(villains):
        raise SaveError(f"{source}: at /setup/seats: {len(seats)} seats for {len(villains)} villains")
    fate_token = setup_raw.get("options", {}).get("fate_token")
    match = Match(Setup(list(villains), seats, setup_raw["seed"], fate_token))
    for n, text in enumerate(data["moves"]):
        if match.state.winner is not None:
            raise SaveError(f"{source}: at /moves/{n}: move {n + 1} ({text!r}) comes after the game ended")
        try:
            action = parse_action(match.state, text)
        except NotationError as exc:
            raise SaveError(f"{source}: at /moves/{n}: move {n + 1} ({text!r}) is not legal there") from exc
        match.apply(action)
    verified, problem = True, None
    if "position" in data:
        replayed = to_position(match.state)
        stored = data["position"]
        if data.get("position_hash") and position_hash(stored) != data["position_hash"]:
            verified, problem = False, "the stored position does not match its hash"
        elif replayed != stored:
            verified = False
            diff = [k for k in set(replayed) | set(stored) if replayed.get(k) != stored.get(k)]
            problem = f"replaying the moves gives another position (differs in: {', '.join(sorted(diff))})"
        try:
            from_position(stored)
        except PositionError as exc:
            verified, problem = False, f"the stored position is broken ({exc})"
    return Loaded(match, data, verified, problem)


def load_file(path: Path) -> Loaded:
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise SaveError(f"{path.name}: {size // (1024 * 1024)} MB is larger than the 20 MB a save may be")
        with open(path, "rb") as fh:
            raw = fh.read(MAX_BYTES + 1)
    except OSError as exc:
        raise SaveError(f"{path.name}: cannot be read ({exc.strerror})") from exc
    return parse_save(raw, path.name)


# ---------------------------------------------------------------------------
# The save folder


@dataclass
class Entry:
    id: str
    path: Path
    name: str
    villains: list[str]
    seats: list[str]
    round: int
    updated: str
    winner: int | None
    error: str | None = None
    mtime: int = 0


class SaveStore:
    """The folder of saves: one file per game, rotating backups, autosave."""

    def __init__(self, folder: Path) -> None:
        self.folder = Path(folder)
        self._ids: dict[int, str] = {}  # id(match) -> save id
        self._created: dict[str, str] = {}

    @classmethod
    def default(cls) -> SaveStore:
        from platformdirs import user_data_dir

        return cls(Path(user_data_dir("villainous", appauthor=False)) / "saves")

    def path_for(self, save_id: str) -> Path:
        """The file of a save id, refusing any id that would leave the folder."""
        if not _SAFE_ID.match(save_id) or save_id in (".", ".."):
            raise SaveError(f"{save_id!r} is not a valid save name")
        path = (self.folder / f"{save_id}.json").resolve()
        if path.parent != self.folder.resolve():
            raise SaveError(f"{save_id!r} would leave the save folder")
        return path

    def new_id(self, match: Match) -> str:
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        base = f"{stamp}-{'-'.join(match.setup.villains)}"
        sid, k = base, 1
        while self.path_for(sid).exists():
            k += 1
            sid = f"{base}-{k}"
        return sid

    def id_of(self, match: Match) -> str:
        sid = self._ids.get(id(match))
        if sid is None:
            sid = self._ids[id(match)] = self.new_id(match)
        return sid

    def adopt(self, match: Match, save_id: str, created: str | None) -> None:
        self._ids[id(match)] = save_id
        if created:
            self._created[save_id] = created

    def save(self, match: Match, name: str | None = None) -> Path:
        sid = self.id_of(match)
        path = self.path_for(sid)
        if path.exists():
            self._rotate(sid, path)
            if name is None:
                try:
                    name = json.loads(path.read_text(encoding="utf-8")).get("name")
                except (OSError, ValueError, AttributeError):
                    name = None
        created = self._created.setdefault(sid, _now())
        write_atomic(path, save_data(match, created, name))
        return path

    autosave = save

    def _rotate(self, sid: str, path: Path) -> None:
        """Keep the last versions: <id>.json.1 is the newest backup, .5 the oldest."""
        backups = self.folder / ".backups"
        backups.mkdir(parents=True, exist_ok=True)
        for n in range(BACKUPS, 1, -1):
            older = backups / f"{sid}.json.{n - 1}"
            if older.exists():
                os.replace(older, backups / f"{sid}.json.{n}")
        try:
            data = path.read_bytes()
            tmp = backups / f".{sid}.tmp"
            tmp.write_bytes(data)
            os.replace(tmp, backups / f"{sid}.json.1")
        except OSError:
            pass

    def backups(self, save_id: str) -> list[Path]:
        return [p for n in range(1, BACKUPS + 1) if (p := self.folder / ".backups" / f"{save_id}.json.{n}").exists()]

    def list(self) -> list[Entry]:
        if not self.folder.is_dir():
            return []
        out = []
        for path in self.folder.glob("*.json"):
            out.append(self._entry(path))
        out.sort(key=lambda e: (e.updated, e.mtime), reverse=True)
        return out

    def _entry(self, path: Path) -> Entry:
        sid = path.stem
        try:
            if path.stat().st_size > MAX_BYTES:
                raise ValueError("larger than 20 MB")
            data = json.loads(path.read_text(encoding="utf-8"))
            setup = data["setup"]
            seats = [s["kind"] if s["kind"] == "human" else f"bot ({s.get('level', 'random')})" for s in setup["seats"]]
            return Entry(sid, path, str(data.get("name", sid)), list(setup["villains"]), seats,
                         int(data.get("round", 1)), str(data.get("updated", "")), data.get("winner"),
                         mtime=path.stat().st_mtime_ns)
        except (OSError, ValueError, KeyError, TypeError, AttributeError) as exc:
            return Entry(sid, path, sid, [], [], 0, "", None, error=f"cannot be read: {exc}")

    def newest(self) -> Entry | None:
        for e in self.list():
            if e.error is None and e.winner is None:
                return e
        return None

    def load(self, entry: Entry | str) -> Loaded:
        sid = entry if isinstance(entry, str) else entry.id
        loaded = load_file(self.path_for(sid))
        self.adopt(loaded.match, sid, loaded.data.get("created"))
        return loaded

    def load_match(self, entry: Entry | str) -> Match:
        return self.load(entry).match

    def rename(self, entry: Entry | str, name: str) -> None:
        sid = entry if isinstance(entry, str) else entry.id
        path = self.path_for(sid)
        loaded = load_file(path)  # never rewrite a file that does not load
        data = dict(loaded.data)
        data["name"] = name.strip()[:200] or sid
        self._rotate(sid, path)
        write_atomic(path, data)

    def delete(self, entry: Entry | str) -> None:
        sid = entry if isinstance(entry, str) else entry.id
        self.path_for(sid).unlink(missing_ok=True)
