"""Save files: one JSON file per game, written atomically, verified when loaded.

A save holds its format and version, which game it is (``"game"``: a registered key; a file
without one is Villainous), the game's identity, the program version, creation
and update times, the setup (seats, seed, the game's options), every move in the canonical
notation, the position at the end and a hash of that position. Loading replays the moves
from the setup and compares the result with the stored position; a mismatch is reported and
the stored position can still be opened. Files are JSON only (nothing is ever executed from
them), at most 2 MB and 20,000 moves, and a broken file is refused with what is wrong and
where, and is never overwritten. See docs/saves.md for every promise and its test.

Nothing here knows a game: what is particular to one (its setup's options, its positions,
its notation errors, a save's name) comes from its definition in the registry.
"""

from __future__ import annotations

import datetime as _dt
import errno
import hashlib
import json
import os
import stat
import uuid
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import jsonschema

from game import __version__

from .match import Match, Seat, Setup
from .protocol import GameDefinition, winners_of
from .registry import DEFAULT_GAME, game_named
from .safefile import (
    NAME_MAX,
    FileRefused,
    Lock,
    LockHeld,
    clean_text,
    excerpt,
    fsync_dir,
    is_real_dir,
    parse_json,
    read_limited,
    remove_stale_temps,
    side_name,
    size_text,
    temp_name,
    try_lock,
    write_temp,
)
from .safefile import write_atomic as _write_bytes_atomic

FORMAT = "villainous-save"
VERSION = 3
MAX_BYTES = 2_000_000  # a real game is 5 to 50 KB; 20,000 moves fit in about 0.5 MB
MAX_MOVES = 20_000  # a 100-round three-player game makes about 5,000
BACKUPS = 5
BACKUP_DIR = ".backups"
LOCK_DIR = ".locks"
#: files that belong to a save, named ``<save>`` + suffix beside it, which go with it: a
#: network host's join codes (``game.net.codes``). Deleting the save deletes them, and one
#: whose save is gone is removed when the folder is opened, so none outlives its save.
SIDE_FILES = (".codes",)
_GAME_ID = r"^[0-9a-f]{32}$"


class SaveError(ValueError):
    """A save that cannot be used; the message says what is wrong and where."""

    def __init__(self, message: str) -> None:
        super().__init__(clean_text(str(message), 600))


class SaveInUse(SaveError):
    """The game is open in another window (or another program writing the folder)."""


def position_hash(position: dict[str, Any]) -> str:
    canonical = json.dumps(position, sort_keys=True, separators=(",", ":"))
    return "sha256:" + hashlib.sha256(canonical.encode()).hexdigest()


def new_game_id() -> str:
    """A game's identity: made once, kept in its save file for good."""
    return uuid.uuid4().hex


def _now() -> str:
    return _dt.datetime.now(_dt.UTC).replace(microsecond=0).isoformat()


# ---------------------------------------------------------------------------
# Writing


def save_data(match: Match, created: str | None = None, name: str | None = None) -> dict[str, Any]:
    if not match.game_id:
        match.game_id = new_game_id()
    game = match.game
    definition = match.definition
    pos = game.to_position()
    won = winners_of(game)
    return {
        "format": FORMAT,
        "version": VERSION,
        "game": definition.key,
        "game_id": match.game_id,
        "program": f"villainous-table {__version__}",
        "created": created or _now(),
        "updated": _now(),
        "name": name or definition.save_name(game, match.setup),
        "setup": match.setup.to_json(),
        "moves": list(match.moves),
        "round": definition.round(game) or 0,
        # the result, the same for every game: null while it runs, then every winning seat
        # (1-based): one for a win, several for a shared victory, none when nobody won
        "winners": None if won is None else [s + 1 for s in won],
        "position": pos,
        "position_hash": position_hash(pos),
    }


def encode(data: dict[str, Any]) -> bytes:
    return json.dumps(data, indent=1, ensure_ascii=False).encode("utf-8")


def write_atomic(path: Path, data: dict[str, Any]) -> None:
    """Write a temporary file in the same folder (created exclusively: never a planted
    link), flush and fsync it, then rename. A crash leaves the old file or the new one."""
    path.parent.mkdir(parents=True, exist_ok=True)
    _write_bytes_atomic(path, encode(data))


# ---------------------------------------------------------------------------
# Reading

_SEAT = {
    "type": "object",
    "required": ["kind"],
    "additionalProperties": False,
    "properties": {"kind": {"enum": ["human", "bot"]}, "level": {"type": "string", "maxLength": 40}},
}
SCHEMA: dict[str, Any] = {
    "type": "object",
    "required": ["format", "version", "setup", "moves"],
    "properties": {
        "format": {"const": FORMAT},
        "version": {"type": "integer", "minimum": 0},
        "game": {"type": "string", "maxLength": 40},
        "game_id": {"type": "string", "pattern": _GAME_ID},
        "program": {"type": "string", "maxLength": 200},
        "created": {"type": "string", "maxLength": 100},
        "updated": {"type": "string", "maxLength": 100},
        "name": {"type": "string", "maxLength": 200},
        "setup": {
            "type": "object",
            "required": ["seats", "seed"],
            # the game's own fields (Villainous: "villains") are checked by its setup_schema
            "properties": {
                "game": {"type": "string", "maxLength": 40},
                "seats": {"type": "array", "maxItems": 6, "items": _SEAT},
                "seed": {"type": "integer", "minimum": -(2**63), "maximum": 2**64 - 1},
                "options": {"type": "object", "maxProperties": 20},
            },
        },
        "moves": {"type": "array", "maxItems": MAX_MOVES, "items": {"type": "string", "maxLength": 200}},
        "round": {"type": "integer", "minimum": 0, "maximum": 1_000_000},
        "winners": {"type": ["array", "null"], "maxItems": 6, "uniqueItems": True,
                    "items": {"type": "integer", "minimum": 1, "maximum": 6}},
        "position": {"type": "object"},
        "position_hash": {"type": "string", "maxLength": 100},
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


def _upgrade_1_to_2(data: dict[str, Any]) -> dict[str, Any]:
    """Version 2 gives every game an identity, created once and kept in its file: the save
    folder tells games apart by it. An older file gets one here, written at its next save."""
    data = dict(data)
    if not isinstance(data.get("game_id"), str):
        data["game_id"] = new_game_id()
    data["version"] = 2
    return data


#: an upgraded file whose result only its moves can tell (see ``_upgrade_2_to_3``)
RESULT_FROM_MOVES = "winners_from_moves"


def _upgrade_2_to_3(data: dict[str, Any]) -> dict[str, Any]:
    """Version 3 stores the result as ``winners`` (null while the game runs, else every
    winning seat, 1-based), so a shared victory and a game nobody won can be written.
    Version 2 kept ``winner``: null, or the one winning seat (1-based); a shared San
    Villano victory was written as 0 (its -1 plus one), which that version's check refused.
    Such a file is finished, but only its moves say who shared the victory: it is marked
    so, and the replay (or the listing, which replays it) gives the winners."""
    data = dict(data)
    winner = data.pop("winner", None)
    if isinstance(winner, int) and not isinstance(winner, bool) and 1 <= winner <= 6:
        data["winners"] = [winner]
    elif winner == 0 and not isinstance(winner, bool):
        data["winners"] = None
        data[RESULT_FROM_MOVES] = True
    elif winner is None:
        data["winners"] = None
    else:  # not a seat: refused by the check as the version-2 field it was
        raise SaveError(f"at /winner: {excerpt(winner, 40)} is not a seat (a whole number from 1 to 6)")
    data["version"] = 3
    return data


#: each step upgrades a file from version N to N + 1
UPGRADES = {0: _upgrade_0_to_1, 1: _upgrade_1_to_2, 2: _upgrade_2_to_3}


def upgrade(data: dict[str, Any]) -> dict[str, Any]:
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError("at /version: the format version is missing or not a whole number")
    if version > VERSION:
        raise SaveError(
            f"at /version: this save was written by a newer program (format version {version}; "
            f"this one reads up to {VERSION}). Update Villainous Table to open it."
        )
    if version < 0:
        raise SaveError(f"at /version: there is no format version {version}")
    data.pop(RESULT_FROM_MOVES, None)  # set only by an upgrade below, never taken from a file
    while data["version"] < VERSION:
        data = UPGRADES[data["version"]](data)
    return data


def _schema_message(err) -> str:
    where = "/" + "/".join(clean_text(str(p), 40) for p in err.absolute_path)
    kind = err.validator
    if kind == "maxItems":
        return f"at {where}: more than {err.validator_value} items (a real game never has so many)"
    if kind == "maxLength":
        return f"at {where}: longer than {err.validator_value} characters"
    if kind in ("maximum", "minimum") and where == "/setup/seed":
        return f"at {where}: the seed is out of range (a seed is a 64-bit number)"
    if kind == "maximum":
        return f"at {where}: larger than {err.validator_value}"
    if kind == "minimum":
        return f"at {where}: smaller than {err.validator_value}"
    if kind == "pattern" and where == "/game_id":
        return f"at {where}: not a game identity (32 hexadecimal digits)"
    return f"at {where}: {clean_text(err.message, 160)}"


def check_header(data: Any, source: str) -> dict[str, Any]:
    """Everything but the replay: a save object of a known version with valid fields.
    Returns the upgraded data, or raises SaveError."""
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
    if "game_id" not in data:  # a current file whose identity was removed by hand: a new one
        data = dict(data, game_id=new_game_id())
    moves = data.get("moves")
    if isinstance(moves, list) and len(moves) > MAX_MOVES:  # before the schema walks every one
        raise SaveError(f"{source}: at /moves: {len(moves):,} moves; a save may hold at most {MAX_MOVES:,} "
                        "(a real game never has so many)")
    # the schema walks every move as an object of its own (about 8 ms for 1,000, a sixth of
    # loading a long game); the same test as a loop first, and the schema's walk (with its
    # message naming the move) only when a move fails it
    checked = dict(data, moves=[]) if _moves_pass(moves) else data
    errors = list(_VALIDATOR.iter_errors(checked))
    if errors:
        raise SaveError(f"{source}: {_schema_message(jsonschema.exceptions.best_match(errors))}")
    definition = definition_of(data, source)
    errors = list(_game_validator(definition).iter_errors(data))
    if errors:
        raise SaveError(f"{source}: {_schema_message(jsonschema.exceptions.best_match(errors))}")
    try:
        definition.check_setup_json(data["setup"])
    except ValueError as exc:
        raise SaveError(f"{source}: {exc}") from exc
    _check_declared(data, definition, source)
    return data


def _check_declared(data: dict[str, Any], definition: GameDefinition, source: str) -> None:
    """What the schema cannot know: each field against what this game declares and this
    program can use: a bot seat's level is one of the game's bots (an unknown one would
    fail only when the bot is first asked to move, in the middle of a game), the setup
    names the same game as the file, and the winners are seats of this game."""
    setup = data["setup"]
    inner = setup.get("game")
    if inner is not None and data.get("game") is not None and inner != data["game"]:
        raise SaveError(f"{source}: at /setup/game: {excerpt(inner, 40)} is not the file's game "
                        f"({excerpt(data['game'], 40)})")
    levels = tuple(getattr(definition, "bot_levels", ()) or ())
    for k, seat in enumerate(setup["seats"]):
        if seat["kind"] == "bot" and seat.get("level", "random") not in levels:
            raise SaveError(f"{source}: at /setup/seats/{k}/level: unknown bot level {excerpt(seat['level'], 40)} "
                            f"for {clean_text(definition.title, 60)}; its bots: {', '.join(levels) or 'none'}")
    winners = data.get("winners")
    seats = len(setup["seats"])
    for k, seat in enumerate(winners or []):
        if seat > seats:
            raise SaveError(f"{source}: at /winners/{k}: seat {seat}, but this game has {seats} seats")


_MOVE_MAX = SCHEMA["properties"]["moves"]["items"]["maxLength"]


def _moves_pass(moves: Any) -> bool:
    """What the schema asks of each move (a string of at most ``_MOVE_MAX`` characters)."""
    return isinstance(moves, list) and all(type(m) is str and len(m) <= _MOVE_MAX for m in moves)


_GAME_VALIDATORS: dict[str, Any] = {}


def _game_validator(definition: GameDefinition):
    """The game's schema of its stored setup, checked at /setup."""
    key = definition.key
    if key not in _GAME_VALIDATORS:
        schema = {"type": "object", "properties": {"setup": getattr(definition, "setup_schema", None) or {}}}
        _GAME_VALIDATORS[key] = jsonschema.Draft202012Validator(schema)
    return _GAME_VALIDATORS[key]


def definition_of(data: dict[str, Any], source: str = "save") -> GameDefinition:
    """The game a (checked) save holds: its ``"game"``, else the default (Villainous)."""
    key = data.get("game") or data["setup"].get("game") or DEFAULT_GAME
    where = "/game" if data.get("game") else "/setup/game"
    try:
        return game_named(key)
    except ValueError as exc:
        raise SaveError(f"{source}: at {where}: {exc}") from exc


def setup_from_json(data: dict[str, Any]) -> Setup:
    """The Setup a checked save stores."""
    definition = definition_of(data)
    raw = data["setup"]
    seats = [Seat(s["kind"], s.get("level", "random")) for s in raw["seats"]]
    return Setup(definition.key, seats, raw["seed"], definition.options_from_json(raw))


#: why a save's stored position that is a seat's view of a game cannot be opened
SEEN_POSITION = "a seat's view of the game, with cards face down, not a game to play on"


@dataclass
class Loaded:
    match: Match
    data: dict[str, Any]
    verified: bool  # the replayed moves gave the stored position
    problem: str | None = None  # what differed, when not verified
    stored_broken: bool = False  # the stored position itself cannot be used

    def stored_game(self):
        """The position stored in the file (to open even when the replay disagrees)."""
        definition = self.match.definition
        if definition.is_seen_position(self.data["position"]):
            raise ValueError(SEEN_POSITION)  # load() marks such a save broken: never reached from it
        return definition.from_position(self.data["position"])

    def stored_state(self):
        game = self.stored_game()
        return getattr(game, "state", game)

    def opening_state(self):
        """The state to open: the replayed game when it agrees with the file or when the
        stored position is broken, else the stored position."""
        if self.verified or self.stored_broken or "position" not in self.data:
            return self.match.state
        return self.stored_state()


Progress = Callable[[int, int], None]


def parse_save(raw: bytes | str, source: str = "save", progress: Progress | None = None) -> Loaded:
    """Check and replay a save. Raises SaveError naming the problem and where.

    ``progress(done, total)`` is called now and then while the moves replay."""
    source = clean_text(source, 120)
    if isinstance(raw, str):
        raw = raw.encode("utf-8", "surrogatepass")
    if len(raw) > MAX_BYTES:
        raise SaveError(f"{source}: {size_text(len(raw))} is larger than the {size_text(MAX_BYTES)} a save may be")
    try:
        data = parse_json(raw, source)
    except FileRefused as exc:
        raise SaveError(str(exc)) from exc
    data = check_header(data, source)
    try:
        match = Match(setup_from_json(data))
    except ValueError as exc:  # options the game refuses that its check let through
        raise SaveError(f"{source}: at /setup: {clean_text(str(exc), 200)}") from exc
    definition = match.definition
    match.game_id = data["game_id"]
    _replay(match, data["moves"], source, progress)
    verified, problem, broken = True, None, False
    # the result is the replay's: a stored one that differs is told (never shown as it is)
    won = winners_of(match.game)
    replayed_winners = None if won is None else [s + 1 for s in won]
    from_moves = data.pop(RESULT_FROM_MOVES, False)
    if "winners" in data and not from_moves and data["winners"] != replayed_winners:
        verified = False
        problem = (f"the stored result ({_result_text(data['winners'])}) is not what the moves give "
                   f"({_result_text(replayed_winners)})")
    data["winners"] = replayed_winners
    if "position" in data:
        replayed = match.game.to_position()
        stored = data["position"]
        if data.get("position_hash") and position_hash(stored) != data["position_hash"]:
            verified, problem = False, "the stored position does not match its hash"
        elif replayed != stored:
            verified = False
            diff = [k for k in set(replayed) | set(stored) if replayed.get(k) != stored.get(k)]
            problem = f"replaying the moves gives another position (differs in: {', '.join(sorted(diff))[:200]})"
        # a verified position is the one the engine gives after these moves, which it reads
        # back (the fuzz's round trips): only one that differs is read, to tell it broken
        if not verified and definition.is_seen_position(stored):
            broken, problem = True, f"the stored position is broken ({SEEN_POSITION})"
        elif not verified:
            try:
                definition.from_position(stored)
            except definition.position_error as exc:
                broken = True
                problem = f"the stored position is broken ({clean_text(str(exc), 200)})"
            except Exception as exc:  # noqa: BLE001 - any other failure of a hostile position is the same answer
                broken = True
                problem = f"the stored position is broken ({type(exc).__name__})"
    return Loaded(match, data, verified, problem, broken)


def _result_text(winners: list[int] | None) -> str:
    """A stored result in words, for a message: "in progress", "seat 2 won"..."""
    if winners is None:
        return "in progress"
    if not winners:
        return "nobody won"
    seats = ", ".join(str(s) for s in winners)
    return f"seat {seats} won" if len(winners) == 1 else f"seats {seats} shared the victory"


def _replay(match: Match, moves: list[str], source: str, progress: Progress | None) -> None:
    """Play ``moves`` on the new ``match``: its moves and its game as ``Match.apply`` would
    leave them, and its history from the last barrier on (undo never goes back past one).

    ``Match.apply`` copies the game before every move for undo, and all but the last
    barrier's are dropped: for a long game that copying was a quarter of the load. So the
    moves are played without it (``Match.apply_unrecorded``), with a copy only after each
    barrier; at the end the game goes back to the copy after the barrier before the last
    one, and the moves from there are played again through ``Match.apply`` (a turn or two),
    which keeps the states undo needs. The engine is deterministic: the same moves give the
    same game."""
    definition = match.definition
    game = match.game
    # (the index of the move after which it was taken, the game then): the last two barriers'
    # (or the game before any move while there was no barrier before the last one)
    marks: list[tuple[int, Any]] = [(-1, game.clone())]
    total = len(moves)
    for n, text in enumerate(moves):
        if progress is not None and n % 200 == 0:
            progress(n, total)
        if game.is_over():
            raise SaveError(f"{source}: at /moves/{n}: move {n + 1} ({text!r}) comes after the game ended")
        try:
            action = game.parse(text)
        except definition.notation_error as exc:
            raise SaveError(f"{source}: at /moves/{n}: move {n + 1} ({text!r}) is not legal there") from exc
        if match.apply_unrecorded(action)[1]:
            marks = [marks[-1], (n, game.clone())]
    start, match.game = marks[0]
    again = match.moves[start + 1:]
    del match.moves[start + 1:]
    for text in again:
        match.apply(match.game.parse(text))
    match.trim_history()
    if progress is not None:
        progress(total, total)


def load_file(path: Path, progress: Progress | None = None, follow_links: bool = False) -> Loaded:
    """Read and check a save file: a regular file of at most MAX_BYTES (never a pipe or a
    device; a link only when ``follow_links``, for a file named on the command line)."""
    try:
        raw = read_limited(path, MAX_BYTES, follow_links=follow_links)
    except FileRefused as exc:
        raise SaveError(str(exc)) from exc
    return parse_save(raw, Path(path).name, progress)


# ---------------------------------------------------------------------------
# The save folder


@dataclass
class Entry:
    id: str  # the file name without ".json"
    path: Path
    name: str  # safe to draw: no control characters or lone surrogates
    villains: list[str]
    seats: list[str]
    round: int
    updated: str
    #: the stored result: None while the game runs, else the winning seats (1-based; several
    #: for a shared victory, none when nobody won). The header's word: loading checks it
    winners: tuple[int, ...] | None
    error: str | None = None
    mtime: int = 0
    game: str = DEFAULT_GAME  # the registered key of the game it holds
    setup: dict = field(default_factory=dict)  # the stored setup (checked by the game's schema; may hold anything else)

    @property
    def file(self) -> str:
        return self.path.name

    @property
    def over(self) -> bool:
        """Whether the game is finished (won, shared or lost by all)."""
        return self.winners is not None

    @property
    def winner(self) -> int | None:
        """The one winning seat (1-based), when exactly one won."""
        return self.winners[0] if self.winners is not None and len(self.winners) == 1 else None


def _is_save_name(name: str) -> bool:
    return name.endswith(".json") and len(name) > len(".json") and TMP_MARKER not in name


TMP_MARKER = ".tmp-"


class SaveStore:
    """The folder of saves: one file per game, rotating backups, autosave, per-game locks.

    Games are told apart by their identity (``Match.game_id``, stored in the file), never
    by where they live in memory. A new game claims its file name with an exclusive create,
    so two programs writing one folder never share a file. While a game is open here its
    lock is held: another window cannot write it (it is offered a copy instead).
    """

    def __init__(self, folder: Path, clean: bool = True) -> None:
        self.folder = Path(folder)
        self._files: dict[str, str] = {}  # game id -> file name
        self._created: dict[str, str] = {}  # game id -> created
        self._names: dict[str, str] = {}  # game id -> name
        # game id -> (its moves, when the last of them was played): a save that adds no move
        # (opening a game, leaving it, renaming it) keeps its time, so the Load list stays in
        # the order the games were played
        self._played: dict[str, tuple[tuple[str, ...], str]] = {}
        self._locks: dict[str, Lock] = {}  # file name -> the lock held on it
        self._listing: dict[str, tuple[tuple, Entry]] = {}
        self.cleaned = 0
        if clean:
            self.clean()

    @classmethod
    def default(cls) -> SaveStore:
        from platformdirs import user_data_dir

        return cls(Path(user_data_dir("villainous", appauthor=False)) / "saves")

    def clean(self) -> int:
        """Remove temporary files that a killed program left behind (start-up)."""
        n = 0
        for folder in (self.folder, self.folder / BACKUP_DIR):
            if is_real_dir(folder) or (folder == self.folder and self.folder.is_dir()):
                n += remove_stale_temps(folder)
        n += self._remove_orphans()
        self.cleaned += n
        return n

    @staticmethod
    def _remove_side_files(path: Path) -> None:
        """What belongs to the save at ``path`` goes with it (``SIDE_FILES``); one that cannot
        be removed now is removed at the next start (``clean``), its save being gone."""
        for suffix in SIDE_FILES:
            side = path.with_name(path.name[: -len(".json")] + suffix)
            if not is_real_dir(side):
                try:
                    os.unlink(side)
                except OSError:
                    pass

    def _remove_orphans(self) -> int:
        """Remove the side files (``SIDE_FILES``) whose save is gone (deleted by an older
        program, or by hand): a save's codes never outlive it."""
        if not self.folder.is_dir():
            return 0
        n = 0
        try:
            names = os.listdir(self.folder)
        except OSError:
            return 0
        for name in names:
            for suffix in SIDE_FILES:
                if name.endswith(suffix) and len(name) > len(suffix):
                    save = self.folder / (name[: -len(suffix)] + ".json")
                    if not os.path.lexists(save):
                        try:
                            os.unlink(self.folder / name)  # a link is removed itself, never its target
                            n += 1
                        except OSError:
                            pass  # a folder by that name, or read-only: left as it is
        return n

    # --- names ------------------------------------------------------------------

    def path_for(self, save_id: str) -> Path:
        """The file of a save id, refusing any id that would leave the folder."""
        if (not isinstance(save_id, str) or save_id in ("", ".", "..") or not _fits(f"{save_id}.json")
                or any(c in save_id for c in ("/", "\\", "\0", ":")) or save_id.startswith(".")
                and save_id.strip(".") == ""):
            raise SaveError(f"{clean_text(repr(save_id), 60)} is not a valid save name")
        path = self.folder / f"{save_id}.json"
        if path.parent != self.folder:
            raise SaveError(f"{clean_text(repr(save_id), 60)} would leave the save folder")
        return path

    def _path(self, entry: Entry | str) -> Path:
        if isinstance(entry, Entry):
            if entry.path.parent != self.folder or not _is_save_name(entry.path.name):
                raise SaveError(f"{clean_text(entry.path.name, 60)} is not in the save folder")
            return entry.path
        return self.path_for(entry)

    def id_of(self, match: Match) -> str | None:
        fname = self._files.get(match.game_id)
        return None if fname is None else fname[: -len(".json")]

    def file_of(self, match: Match) -> Path | None:
        fname = self._files.get(match.game_id)
        return None if fname is None else self.folder / fname

    # --- locks ------------------------------------------------------------------

    def _lock_dir(self) -> Path:
        d = self.folder / LOCK_DIR
        try:
            d.mkdir(exist_ok=True)
        except FileExistsError:
            pass  # a file, a link: said below (mkdir's "File exists" says nothing useful)
        if not is_real_dir(d):
            raise OSError(f"{LOCK_DIR} in the save folder is {_what_is(d)}; it must be a folder of its own, "
                          f"to lock the games open here (move it away)")
        return d

    def _take_lock(self, fname: str) -> Lock:
        """This program's lock on one save file; LockHeld when another has it."""
        if fname in self._locks:
            return self._locks[fname]
        path = self._lock_dir() / side_name(fname, ".lock")
        try:
            lock = try_lock(path)
        except OSError:
            if os.path.islink(path):  # a planted link: remove the link (never what it points to)
                os.unlink(path)
                lock = try_lock(path)
            else:
                raise
        self._locks[fname] = lock
        return lock

    def in_use(self, entry: Entry | str) -> bool:
        """Whether another window or program has this save open."""
        fname = self._path(entry).name
        if fname in self._locks:
            return False
        try:
            lock = try_lock(self._lock_dir() / side_name(fname, ".lock"))
        except LockHeld:
            return True
        except OSError:
            return False
        lock.release()
        return False

    def release(self, match: Match) -> None:
        """The game is closed here: another window may open it now."""
        fname = self._files.get(match.game_id)
        if fname is not None and fname in self._locks:
            self._locks.pop(fname).release()

    def release_all(self) -> None:
        for lock in self._locks.values():
            lock.release()
        self._locks.clear()

    # --- writing ----------------------------------------------------------------

    def _ensure_folder(self) -> None:
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except FileExistsError as exc:
            raise OSError(f"the save folder is {_what_is(self.folder)}, not a folder") from exc
        except OSError as exc:
            if exc.errno == errno.ELOOP:  # a link in the folder's path leads round in a loop
                raise OSError("the save folder is a link that loops back to itself, not a folder") from exc
            raise
        if not self.folder.is_dir():
            raise OSError(f"the save folder is {_what_is(self.folder)}, not a folder")

    def save(self, match: Match, name: str | None = None) -> Path:
        """Write the game to its file (claiming a new one the first time). Raises OSError
        (disk full, read-only folder...) or SaveInUse; then nothing on disk has changed."""
        if not match.game_id:
            match.game_id = new_game_id()
        gid = match.game_id
        if name is not None:
            self._names[gid] = clean_text(name.strip(), 200)
        data = save_data(match, self._created.get(gid), self._names.get(gid))
        played = self._played.get(gid)
        if played is not None and played[0] == tuple(match.moves):
            data["updated"] = played[1]
        body = encode(data)
        if len(body) > MAX_BYTES:
            raise SaveError(f"this game has grown past the {size_text(MAX_BYTES)} a save may be")
        self._ensure_folder()
        fname = self._files.get(gid)
        if fname is None:
            fname = self._claim(match, body)
        else:
            try:
                self._take_lock(fname)
            except LockHeld as exc:
                raise SaveInUse(f"{clean_text(fname, 80)} is open in another window; this game was not saved "
                                "there") from exc
            self._replace(fname, body)
        self._created.setdefault(gid, data["created"])
        self._names.setdefault(gid, data["name"])
        self._played[gid] = (tuple(match.moves), data["updated"])
        return self.folder / fname

    autosave = save

    def _claim(self, match: Match, body: bytes) -> str:
        """A new file for a new game: its name is claimed with an exclusive create (a hard
        link of the finished temporary file), so no other game, here or in another
        program, can have it."""
        stamp = _dt.datetime.now().strftime("%Y%m%d-%H%M%S")
        base = f"{stamp}-{match.definition.file_stem(match.setup)}"
        tmp = write_temp(self.folder, f"{base}.json", body)
        try:
            for k in range(1, 100_000):
                fname = f"{base}.json" if k == 1 else f"{base}-{k}.json"
                final = self.folder / fname
                if os.path.lexists(final):
                    continue
                try:
                    self._take_lock(fname)
                except LockHeld:
                    continue
                try:
                    os.link(tmp, final)
                except FileExistsError:
                    self._locks.pop(fname).release()
                    continue
                except OSError:  # no hard links here (some network or FAT folders)
                    try:
                        fd = os.open(final, os.O_WRONLY | os.O_CREAT | os.O_EXCL | getattr(os, "O_NOFOLLOW", 0))
                    except FileExistsError:
                        self._locks.pop(fname).release()
                        continue
                    os.close(fd)
                    os.replace(tmp, final)
                fsync_dir(self.folder)
                self._files[match.game_id] = fname
                return fname
            raise SaveError("no free file name for this game")  # pragma: no cover
        finally:
            try:
                os.unlink(tmp)
            except OSError:
                pass

    def _replace(self, fname: str, body: bytes) -> None:
        """New contents for an existing file, under its lock: the new file is written and
        synced first, then the backups rotate, then it is renamed over the old one."""
        path = self.folder / fname
        tmp = write_temp(self.folder, fname, body)
        try:
            self._rotate(fname, path)
            os.replace(tmp, path)
        except BaseException:
            try:
                os.unlink(tmp)
            except OSError:
                pass
            raise
        fsync_dir(self.folder)

    def _rotate(self, fname: str, path: Path) -> None:
        """Keep the last versions: <file>.1 is the newest backup, .5 the oldest. Best effort:
        never raises, never follows a link, and tolerates a file vanishing under it."""
        backups = self.folder / BACKUP_DIR
        try:
            backups.mkdir(exist_ok=True)
        except OSError:
            return
        if not is_real_dir(backups):
            return
        try:
            if not stat.S_ISREG(os.lstat(path).st_mode):
                return
        except OSError:
            return
        snap = backups / temp_name(fname)
        try:
            os.link(path, snap)  # no copy, no space needed
        except OSError:
            try:
                snap = write_temp(backups, fname, read_limited(path, MAX_BYTES))
            except (OSError, FileRefused):
                return
        for n in range(BACKUPS, 1, -1):
            try:
                os.replace(backups / side_name(fname, f".{n - 1}"), backups / side_name(fname, f".{n}"))
            except OSError:
                pass
        try:
            os.replace(snap, backups / side_name(fname, ".1"))
        except OSError:
            try:
                os.unlink(snap)
            except OSError:
                pass

    def backups(self, save_id: str) -> list[Path]:
        return [p for n in range(1, BACKUPS + 1)
                if (p := self.folder / BACKUP_DIR / side_name(f"{save_id}.json", f".{n}")).exists()]

    # --- the listing --------------------------------------------------------------

    def list(self) -> list[Entry]:
        """Every save in the folder, the game whose last move was played most recently first
        (``updated``: a save that adds no move keeps it). A file that cannot be used is listed
        with the reason (never followed if a link, never read if a pipe or too large)."""
        try:
            names = [n for n in os.listdir(self.folder) if _is_save_name(n)]
        except OSError:
            return []
        out = []
        seen = set()
        for name in names:
            seen.add(name)
            out.append(self._entry(name))
        for gone in set(self._listing) - seen:
            del self._listing[gone]
        out.sort(key=lambda e: (e.updated, e.mtime), reverse=True)
        return out

    def _entry(self, fname: str) -> Entry:
        path = self.folder / fname
        sid = fname[: -len(".json")]
        shown = clean_text(sid, 120)
        try:
            st = os.lstat(path)
            key = (st.st_ino, st.st_dev, st.st_size, st.st_mtime_ns, st.st_mode)
        except OSError as exc:
            return Entry(sid, path, shown, [], [], 0, "", None, error=f"cannot be used: unreadable ({exc.strerror})")
        cached = self._listing.get(fname)
        if cached is not None and cached[0] == key:
            return cached[1]
        try:
            raw = read_limited(path, MAX_BYTES)
            data = check_header(parse_json(raw, shown), shown)
            if data.get(RESULT_FROM_MOVES):  # an old shared victory: only its moves say whose
                data = parse_save(raw, shown).data
            setup = data["setup"]
            seats = [s["kind"] if s["kind"] == "human" else f"bot ({s.get('level', 'random')})"
                     for s in setup["seats"]]
            definition = definition_of(data, shown)
            labels = definition.seat_labels(setup)
            entry = Entry(sid, path, clean_text(str(data.get("name") or sid), 120), list(labels),
                          [clean_text(s, 40) for s in seats], int(data.get("round", 1)),
                          clean_text(str(data.get("updated", "")), 40), _winners(data), mtime=st.st_mtime_ns,
                          game=definition.key, setup=dict(setup))
        except (FileRefused, SaveError) as exc:
            entry = Entry(sid, path, shown, [], [], 0, "", None, error=f"cannot be used: {_reason(exc, shown)}",
                          mtime=st.st_mtime_ns)
        except Exception as exc:  # noqa: BLE001 - a listing never crashes on a file
            entry = Entry(sid, path, shown, [], [], 0, "", None,
                          error=f"cannot be used: unreadable ({type(exc).__name__})", mtime=st.st_mtime_ns)
        self._listing[fname] = (key, entry)
        return entry

    def newest(self) -> Entry | None:
        for e in self.list():
            if e.error is None and not e.over:
                return e
        return None

    def verified(self, entry: Entry, loaded: Loaded) -> Entry:
        """The listing's entry with what loading it found: the result its moves give (the
        header's may have been changed by hand). Kept while the file stays as it is."""
        fixed = Entry(**{**entry.__dict__, "winners": _winners(loaded.data)})
        cached = self._listing.get(entry.file)
        if cached is not None and cached[1] is entry:
            self._listing[entry.file] = (cached[0], fixed)
        return fixed

    # --- reading, renaming, deleting ----------------------------------------------

    def load(self, entry: Entry | str, progress: Progress | None = None) -> Loaded:
        """Read, check and replay a save; nothing is claimed (a thumbnail, a replay)."""
        return load_file(self._path(entry), progress)

    def open(self, entry: Entry | str, progress: Progress | None = None) -> Loaded:
        """Load a save to play it here: its lock is taken (SaveInUse when another window
        has it) and the autosave of the game goes back to this file."""
        path = self._path(entry)
        fname = path.name
        if fname not in self._locks:
            try:
                self._take_lock(fname)
            except LockHeld as exc:
                raise SaveInUse(f"{clean_text(fname, 80)} is open in another window") from exc
            except OSError:
                pass  # a read-only folder: play it anyway; the autosave will say it failed
        try:
            loaded = load_file(path, progress)
        except BaseException:
            if fname in self._locks:
                self._locks.pop(fname).release()
            raise
        self.adopt(loaded.match, fname, loaded.data)
        return loaded

    def open_copy(self, entry: Entry | str, progress: Progress | None = None) -> Loaded:
        """A copy of a save (for a game open in another window): a new game identity and a
        new file, written at once."""
        loaded = self.load(entry, progress)
        loaded.match.game_id = new_game_id()
        name = f"{loaded.data.get('name') or 'Game'} (copy)"[:200]
        self._created[loaded.match.game_id] = _now()
        self.save(loaded.match, name=name)
        return loaded

    def adopt(self, match: Match, fname: str, data: dict[str, Any] | None = None) -> None:
        if not fname.endswith(".json"):
            fname += ".json"
        old = self._files.get(match.game_id)
        if old is not None and old != fname and old in self._locks:
            self._locks.pop(old).release()
        self._files[match.game_id] = fname
        if data:
            if isinstance(data.get("created"), str):
                self._created[match.game_id] = data["created"]
            if isinstance(data.get("name"), str):
                self._names[match.game_id] = data["name"]
            if isinstance(data.get("updated"), str) and isinstance(data.get("moves"), list):
                self._played[match.game_id] = (tuple(data["moves"]), data["updated"])

    def load_match(self, entry: Entry | str) -> Match:
        return self.open(entry).match

    def rename(self, entry: Entry | str, name: str) -> None:
        path = self._path(entry)
        fname = path.name
        loaded = load_file(path)  # never rewrite a file that does not load
        try:
            self._take_lock(fname)
        except LockHeld as exc:
            raise SaveInUse(f"{clean_text(fname, 80)} is open in another window; rename it there") from exc
        data = dict(loaded.data)
        data["name"] = clean_text(name.strip(), 200) or fname[: -len(".json")]
        for gid, f in self._files.items():
            if f == fname:
                self._names[gid] = data["name"]
        try:
            self._replace(fname, encode(data))
        except OSError as exc:
            raise SaveError(f"{clean_text(fname, 80)}: cannot be renamed ({_os_reason(exc)})") from exc
        finally:
            if fname not in self._files.values() and fname in self._locks:
                self._locks.pop(fname).release()

    def delete(self, entry: Entry | str) -> None:
        path = self._path(entry)
        fname = path.name
        try:
            self._take_lock(fname)
        except LockHeld as exc:
            raise SaveInUse(f"{clean_text(fname, 80)} is open in another window; close it there first") from exc
        except OSError:
            pass
        if is_real_dir(path):
            if fname in self._locks:
                self._locks.pop(fname).release()
            raise SaveError(f"{clean_text(fname, 80)} is a folder, not a save: it is left as it is")
        try:
            try:
                os.unlink(path)  # a link is removed itself, never what it points to
            except FileNotFoundError:
                pass
            self._remove_side_files(path)
        except OSError as exc:
            raise SaveError(f"{clean_text(fname, 80)}: cannot be deleted ({_os_reason(exc)})") from exc
        finally:
            if fname in self._locks:
                self._locks.pop(fname).release()
            for gid in [g for g, f in self._files.items() if f == fname]:
                del self._files[gid]


def _fits(name: str) -> bool:
    """Whether ``name`` can be one file's name (at most 255 bytes on disk)."""
    try:
        return len(os.fsencode(name)) <= NAME_MAX
    except UnicodeError:
        return False


def _what_is(path: Path) -> str:
    """What is at ``path``, in words, for a message: "a file", "a link that loops back to
    itself", "a link to nothing"..."""
    try:
        st = os.lstat(path)
    except OSError:
        return "missing"
    if stat.S_ISLNK(st.st_mode):
        try:
            os.stat(path)
        except OSError as exc:
            if exc.errno == errno.ELOOP:
                return "a link that loops back to itself"
            return "a link to nothing"
        return "a link" if not path.is_dir() else "a link to a folder"
    if stat.S_ISREG(st.st_mode):
        return "a file"
    if stat.S_ISDIR(st.st_mode):
        return "a folder"
    return "neither a file nor a folder"


def _winners(data: dict[str, Any]) -> tuple[int, ...] | None:
    won = data.get("winners")
    return None if won is None else tuple(won)


def _os_reason(exc: OSError) -> str:
    if exc.errno == errno.ENOSPC:
        return "the disk is full"
    if exc.errno in (errno.EROFS,):
        return "the save folder is read-only"
    if exc.errno in (errno.EACCES, errno.EPERM):
        return "no permission to write the save folder"
    return clean_text(exc.strerror or str(exc), 200)


def failure_reason(exc: BaseException) -> str:
    """A short reason for a failed save, for the player."""
    if isinstance(exc, OSError):
        return _os_reason(exc)
    return clean_text(str(exc), 300)


def _reason(exc: Exception, shown: str) -> str:
    """The listing's reason: the message without the repeated file name."""
    msg = str(exc)
    prefix = f"{shown}: "
    return clean_text(msg[len(prefix):] if msg.startswith(prefix) else msg, 300)

