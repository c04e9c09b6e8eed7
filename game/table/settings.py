"""The settings file (``settings.json`` in the platform's config folder): what it holds, the
type and range of each field, reading it and writing it.

Every field is checked when the file is read, each against its own type: a whole number is
an ``int`` (``3.0`` is not one), a switch is a ``bool`` (``1`` is not one), a number is finite
and within its range (the animation speed is 0, no animation, or 0.25 to 16: a speed of
``1e-300`` would make every bot wait for ages). A field that fails falls back to its default,
or to the nearest end of its range when only its size is wrong, and a note says where (the JSON
path) and what was used instead; a file that cannot be read at all gives the defaults. Nothing
in the file is lost: a field that was refused or not known is written back as it was until the
player changes that setting, and a file refused whole is moved aside (``settings.refused.json``)
before the first write replaces it. Writes go through ``game.core.safefile`` (a new temporary
file created exclusively, never through a link, then renamed into place).

A game's New game screen keeps its last choices here (``last_setup``); the screen's view says
what each field may hold (``SETUP_FIELDS``, built from the checks below) and the same rule
applies: a bad field is dropped (the screen's own default is used), with a note.

No pygame here.
"""

from __future__ import annotations

import json
import math
import os
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core.safefile import FileRefused, clean_text, excerpt, read_json, write_text_atomic
from game.i18n import LANGUAGES

if TYPE_CHECKING:
    from game.core.protocol import GameDefinition

#: a settings file is about 100 bytes; anything past this is refused whole
MAX_BYTES = 64_000
DEFAULT_SETTINGS: dict[str, Any] = {
    "fullscreen": False,
    "animation_speed": 1.0,  # 0: no animation; else 0.25–16 (Settings: "Animation speed")
    "sound": True,
    "volume": 0.7,  # 0–1, the sound effects' loudness (Settings: "Volume")
    "colour_blind": False,  # colour-blind-safe seat colours and targets (Settings)
    "language": "en",  # the interface's language (i18n.LANGUAGES)
    "confirm_end_turn": True,
    "ui_scale": 1.0,  # text and the table's controls, 0.8–2.0 (Settings: "Text size")
    "bot_pace": "normal",  # how long a bot's move stays in view: one of BOT_PACES (Settings: "Bot pace")
    "last_setup": {},  # each game's New game screen's last choices, by game key (App.recall_setup)
}
UI_SCALES = (0.8, 0.9, 1.0, 1.25, 1.5, 1.75, 2.0)
BOT_PACES = ("fast", "normal", "slow")  # the kit's match scene says what each means (its BOT_PACES)
MIN_SPEED, MAX_SPEED = 0.25, 16.0  # animation speeds other than 0 (no animation)
#: a game's New game screen may keep its choices under a key of its own: ``last_setup_<module>``
SETUP_PREFIX = "last_setup_"


class Refused(ValueError):
    """A field's value the program cannot use; the message says why, ``where`` (when set) the
    JSON path of the part inside the field that is wrong."""

    def __init__(self, message: str, where: str | None = None) -> None:
        super().__init__(message)
        self.where = where


class Clamped(Exception):
    """A number of the right type but past its range: ``value`` is the nearest end."""

    def __init__(self, message: str, value: float) -> None:
        super().__init__(message)
        self.value = value


#: a field's check: the value as read and its JSON path; returns the value to use, raises
#: Refused (the default is used) or Clamped (the nearest end of the range is used)
Check = Callable[[Any, str], Any]


# ---------------------------------------------------------------------------
# Checks for one field


def _shown(value: Any) -> str:
    if isinstance(value, float) and value.is_integer() and abs(value) < 1e16:
        return repr(value)  # 3.0, so it reads as what the file holds
    return excerpt(value, 40)


def switch(value: Any, where: str) -> bool:
    """``true`` or ``false`` only (not 0, 1 or "yes")."""
    if not isinstance(value, bool):
        raise Refused(f"{_shown(value)} is not true or false")
    return value


def whole(*allowed: int) -> Check:
    """A whole number (a JSON integer, not ``3.0`` nor ``true``), one of ``allowed``."""

    def check(value: Any, where: str) -> int:
        if isinstance(value, bool) or not isinstance(value, int):
            raise Refused(f"{_shown(value)} is not a whole number")
        if value not in allowed:
            raise Refused(f"{_shown(value)} is not one of {', '.join(map(str, allowed))}")
        return value

    return check


def number(lo: float, hi: float, what: str, zero: bool = False, negative_refused: bool = False) -> Check:
    """A finite number between ``lo`` and ``hi`` (and 0 when ``zero``); one past the range is
    brought to its nearest end (a negative one is refused when ``negative_refused``)."""

    def check(value: Any, where: str) -> float:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise Refused(f"{_shown(value)} is not a number")
        if not math.isfinite(float(value)):
            raise Refused(f"{_shown(value)} is not a finite number")
        v = float(value)
        if zero and v == 0:
            return 0.0
        if v < 0 and negative_refused:
            raise Refused(f"{_shown(value)} is negative (the {what} is "
                          f"{'0, or ' if zero else ''}{lo:g} to {hi:g})")
        if v < lo:
            raise Clamped(f"{_shown(value)} is below the smallest {what}, {lo:g}", lo)
        if v > hi:
            raise Clamped(f"{_shown(value)} is above the largest {what}, {hi:g}", hi)
        return v

    return check


def choice(allowed: Mapping[str, Any] | tuple[str, ...], what: str) -> Check:
    """One of the strings ``allowed``."""

    def check(value: Any, where: str) -> str:
        if not isinstance(value, str) or value not in allowed:
            shown = ", ".join(list(allowed)[:8]) + (", …" if len(allowed) > 8 else "")
            raise Refused(f"{_shown(value)} is not {what} ({shown})")
        return value

    return check


def digits(longest: int) -> Check:
    """A text of at most ``longest`` ASCII digits, or empty (a seed typed on a screen)."""

    def check(value: Any, where: str) -> str:
        if not isinstance(value, str) or len(value) > longest or not (value == "" or (value.isascii() and value.isdigit())):
            raise Refused(f"{_shown(value)} is not a text of at most {longest} digits")
        return value

    return check


def seat_field(levels: tuple[str, ...]) -> Check:
    """``{"kind": "human"}`` or ``{"kind": "bot", "level": <one of levels>}``."""

    def check(value: Any, where: str) -> dict[str, str]:
        if not isinstance(value, dict):
            raise Refused(f"{_shown(value)} is not a seat (an object with a kind)")
        if value.get("kind") == "human":
            return {"kind": "human"}
        if value.get("kind") == "bot":
            level = value.get("level")
            if isinstance(level, str) and level in levels:
                return {"kind": "bot", "level": level}
            raise Refused(f"the bot level {_shown(level)} is not one of {', '.join(levels)}")
        raise Refused(f"the kind {_shown(value.get('kind'))} is not human or bot")

    return check


def items(each: Check, lo: int, hi: int, distinct: bool = False) -> Check:
    """A list of ``lo`` to ``hi`` items, each passing ``each``."""

    def check(value: Any, where: str) -> list:
        if not isinstance(value, list):
            raise Refused(f"{_shown(value)} is not a list")
        if not lo <= len(value) <= hi:
            raise Refused(f"a list of {len(value)} items (it holds {lo}–{hi})" if lo != hi
                          else f"a list of {len(value)} items (it holds {lo})")
        out = []
        for k, v in enumerate(value):
            try:
                out.append(each(v, f"{where}/{k}"))
            except Refused as exc:
                raise Refused(str(exc), exc.where or f"{where}/{k}") from None
        if distinct and len(set(map(json.dumps, out))) != len(out):
            raise Refused("the same item is named twice")
        return out

    return check


def among(allowed: tuple[Any, ...], what: str) -> Check:
    """One of ``allowed``, of the same type (``1`` is not ``true``)."""

    def check(value: Any, where: str) -> Any:
        if not any(type(value) is type(a) and value == a for a in allowed):
            raise Refused(f"{_shown(value)} is not {what} ({', '.join(map(_shown, allowed))})")
        return value

    return check


def new_game_fields(definition: GameDefinition) -> dict[str, Check]:
    """What each field of the New game screen's kept choices (``kit/newgame.py``) may hold, from
    what the game declares: the seat count, who plays each seat, each seat's choice and its
    group, the named options and the seed."""
    most = max(definition.player_counts)
    seat = seat_field(tuple(definition.bot_levels))
    fields: dict[str, Check] = {"players": whole(*definition.player_counts), "seats": items(seat, 1, most),
                                "seed": digits(9)}
    choice_ = definition.seat_choice
    if choice_ is not None:
        # the screen before it kept a seat by its value ({"gaston": {"kind": "human"}}): a file
        # of that version is still read without a note (the screen takes only the list)
        by_seat, by_value = fields["seats"], by_key(tuple(choice_.values()), seat)
        fields["seats"] = lambda value, where: (by_value if isinstance(value, dict) else by_seat)(value, where)
        fields[choice_.option] = items(choice(tuple(choice_.values()), f"a {choice_.option} value"), 1, most,
                                       distinct=choice_.distinct)
        if choice_.group_of is not None:
            fields["group"] = choice(tuple(choice_.groups()), "a group")
    for option in definition.options:
        if option.label and option.offered is not None:
            values = tuple(dict.fromkeys((type(v), v) for n in definition.player_counts for v, _w in option.offered(n)))
            fields[option.name] = among(tuple(v for _t, v in values), f"a value of {option.name}")
    return fields


def by_key(keys: Mapping[str, Any] | tuple[str, ...], each: Check) -> Check:
    """An object whose keys are among ``keys`` (others are left out), each value passing
    ``each``; one that fails refuses the whole object."""

    def check(value: Any, where: str) -> dict:
        if not isinstance(value, dict):
            raise Refused(f"{_shown(value)} is not an object")
        out = {}
        for k, v in value.items():
            if k in keys:
                try:
                    out[k] = each(v, f"{where}/{k}")
                except Refused as exc:
                    raise Refused(str(exc), exc.where or f"{where}/{k}") from None
        return out

    return check


# ---------------------------------------------------------------------------
# The whole file

FIELDS: dict[str, Check] = {
    "fullscreen": switch,
    "animation_speed": number(MIN_SPEED, MAX_SPEED, "animation speed", zero=True, negative_refused=True),
    "sound": switch,
    "volume": number(0.0, 1.0, "volume"),
    "colour_blind": switch,
    "language": choice(LANGUAGES, "a language of the interface"),
    "confirm_end_turn": switch,
    "ui_scale": number(UI_SCALES[0], UI_SCALES[-1], "text size"),
    "bot_pace": choice(BOT_PACES, "a bot pace"),
}


@dataclass
class SettingsFile:
    """The settings as read: the values to use, a note for each field not used as it stands,
    and what to write back untouched."""

    path: Path
    values: dict[str, Any] = field(default_factory=lambda: dict(DEFAULT_SETTINGS))
    notes: list[str] = field(default_factory=list)
    #: fields of the file not used as they stand (refused, brought into range, or unknown to
    #: this program): written back as they were until the player sets them
    kept: dict[str, Any] = field(default_factory=dict)
    #: the file exists but could not be used at all: moved aside before it is replaced
    refused_whole: bool = False

    def save(self, values: Mapping[str, Any]) -> None:
        """Write ``values`` (with the kept fields as they were). OSError when it cannot be."""
        self.path.parent.mkdir(parents=True, exist_ok=True)
        if self.refused_whole:
            _move_aside(self.path)
            self.refused_whole = False
        out = {**dict(values), **self.kept}
        write_text_atomic(self.path, json.dumps(out, indent=1))

    def changed(self, key: str) -> None:
        """The player set ``key``: what the file held there is no longer kept."""
        self.kept.pop(key, None)


def _move_aside(path: Path) -> None:
    """Rename a settings file that could not be used to a free ``settings.refused[-N].json``
    (a link is renamed itself, never followed)."""
    if not os.path.lexists(path):
        return
    for k in range(1, 100):
        aside = path.with_name(f"{path.stem}.refused{'' if k == 1 else f'-{k}'}.json")
        if os.path.lexists(aside):
            continue
        try:
            os.link(path, aside, follow_symlinks=False)  # a new name only if it is free
        except FileExistsError:
            continue
        except OSError:  # no hard links here: a rename (the name was free a moment ago)
            os.replace(path, aside)
        return


def settings_path() -> Path:
    from platformdirs import user_config_dir

    return Path(user_config_dir("villainous", appauthor=False)) / "settings.json"


def _note(source: str, where: str, why: str, used: Any) -> str:
    used_text = "the screen's own choice" if used is _SCREEN else f"{json.dumps(used)}"
    return clean_text(f"{source}: at {where}: {why}; {used_text} is used instead", 300)


_SCREEN = object()  # a New game screen's field dropped: the screen's default


def check_setup(data: Any, where: str, fields: Mapping[str, Check], source: str,
                notes: list[str]) -> dict[str, Any] | None:
    """A New game screen's kept choices, each field checked by ``fields``; a field that fails
    is dropped (the screen's default is used) with a note. Fields not in ``fields`` are kept."""
    if not isinstance(data, dict):
        notes.append(_note(source, where, f"{_shown(data)} is not an object", _SCREEN))
        return None
    out: dict[str, Any] = {}
    for key, value in data.items():
        check = fields.get(key)
        if check is None:
            out[key] = value
            continue
        try:
            out[key] = check(value, f"{where}/{key}")
        except Refused as exc:
            notes.append(_note(source, exc.where or f"{where}/{key}", str(exc), _SCREEN))
        except Clamped as exc:
            notes.append(_note(source, f"{where}/{key}", str(exc), exc.value))
            out[key] = exc.value
    return out


def check_settings(data: Any, path: Path, setups: Mapping[str, Mapping[str, Check]] | None = None,
                   default_game: str | None = None) -> SettingsFile:
    """The settings from a parsed file. ``setups``: each game's ``SETUP_FIELDS`` by game key
    (a game not named keeps its choices unchecked here: its screen checks them)."""
    source = clean_text(path.name, 80)
    loaded = SettingsFile(path)
    if not isinstance(data, dict):
        loaded.notes.append(f"{source}: not an object ({_shown(data)}); the defaults are used")
        loaded.refused_whole = True
        return loaded
    setups = setups or {}
    values, notes, kept = loaded.values, loaded.notes, loaded.kept
    for key, value in data.items():
        where = f"/{key}"
        if not isinstance(key, str) or len(key) > 60:
            kept[key] = value
            continue
        if key in FIELDS:
            try:
                values[key] = FIELDS[key](value, where)
            except Refused as exc:
                notes.append(_note(source, where, str(exc), DEFAULT_SETTINGS[key]))
                kept[key] = value
            except Clamped as exc:
                notes.append(_note(source, where, str(exc), exc.value))
                values[key] = exc.value
                kept[key] = value
        elif key == "last_setup":
            before = len(notes)
            values[key] = _check_last_setups(value, setups, default_game, source, notes)
            if len(notes) > before:
                kept[key] = value
        elif key.startswith(SETUP_PREFIX):
            game = key[len(SETUP_PREFIX):].replace("_", "-")
            fields = setups.get(game)
            if fields is None:  # a game whose screen checks its own choices (or is not here)
                values[key] = value
                continue
            before = len(notes)
            checked = check_setup(value, where, fields, source, notes)
            if checked is not None:
                values[key] = checked
            if len(notes) > before:
                kept[key] = value
        else:  # a field of another version of the program: kept, never used
            kept[key] = value
    return loaded


def _check_last_setups(value: Any, setups: Mapping[str, Mapping[str, Check]], default_game: str | None,
                       source: str, notes: list[str]) -> dict[str, Any]:
    if not isinstance(value, dict):
        notes.append(_note(source, "/last_setup", f"{_shown(value)} is not an object", {}))
        return {}
    if "villains" in value and default_game is not None:  # a file from before several games
        fields = setups.get(default_game)
        return (check_setup(value, "/last_setup", fields, source, notes) or {}) if fields else dict(value)
    out: dict[str, Any] = {}
    for game, kept in value.items():
        fields = setups.get(game)
        if fields is None:
            out[game] = kept
            continue
        checked = check_setup(kept, f"/last_setup/{game}", fields, source, notes)
        if checked is not None:
            out[game] = checked
    return out


def read_settings(path: Path | None = None, setups: Mapping[str, Mapping[str, Check]] | None = None,
                  default_game: str | None = None) -> SettingsFile:
    """The settings file at ``path`` (the platform's by default), checked field by field. A
    missing file gives the defaults without a note; one that cannot be read, the defaults with
    a note saying why. A regular file of at most 64 KB (a link to one is fine: dotfile
    managers make them)."""
    path = path or settings_path()
    try:
        data = read_json(path, MAX_BYTES, follow_links=True)
    except FileRefused as exc:
        loaded = SettingsFile(path)
        if os.path.lexists(path):
            loaded.notes.append(f"{clean_text(str(exc), 300)}; the defaults are used")
            loaded.refused_whole = True
        return loaded
    except OSError as exc:
        loaded = SettingsFile(path)
        loaded.notes.append(f"{clean_text(path.name, 80)}: cannot be read ({exc.strerror or exc}); the defaults are used")
        return loaded
    return check_settings(data, path, setups, default_game)


def load_settings(path: Path | None = None) -> dict[str, Any]:
    """The values of ``read_settings`` (without the games' setup fields)."""
    return read_settings(path).values


def chosen_language(path: Path | None = None) -> str:
    """The interface's language chosen in Settings, for the commands without a window (``serve``,
    ``join``): English when there is no settings file, or one that cannot be read or holds no
    usable language. Never an error: a command runs whatever the file holds."""
    try:
        language = read_settings(path).values.get("language")
    except Exception:  # noqa: BLE001 - the checks above never raise, but a settings file never stops a command
        return DEFAULT_SETTINGS["language"]
    return language if language in LANGUAGES else DEFAULT_SETTINGS["language"]
