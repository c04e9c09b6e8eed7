"""A generated corpus of hostile save files and folder entries (for tests/core/test_hostile_saves.py).

Each case is one entry of a save folder: a file, a link, a pipe or a folder, named
``<case>.json`` (or a hostile name of its own). ``build(folder)`` writes them all and
returns the cases; ``kind`` says what a correct program does with each:

- "refused": listed but refused (or refused when opened), never opened, never changed;
- "opens": opens (a good save, an old version, a save whose stored position is broken:
  the game as its moves replay).
"""

from __future__ import annotations

import copy
import functools
import json
import os
import random
from dataclasses import dataclass
from pathlib import Path

from game.core.match import Match, Seat, Setup, random_match
from game.core.protocol import winners_of
from game.core.saves import MAX_BYTES, MAX_MOVES, position_hash, save_data
from game.games.villainous import villainous_setup

ROOT = Path(__file__).resolve().parent.parent


@dataclass
class Case:
    name: str  # the file name in the folder
    kind: str  # "refused" or "opens"
    why: str
    # what the command line does with it, when not the same as the window: a file named on
    # the command line may be a link to a good save (the user chose it), so it opens there
    cli_kind: str | None = None


def played(n: int = 40, seed: int = 11) -> Match:
    return random_match(villainous_setup(["gaston", "lady-tremaine"], [Seat("human"), Seat("bot", "random")], seed), n, seed)


def _good() -> dict:
    return save_data(played())


def played_game(key: str, n: int = 30, seed: int = 11, seats: int = 2) -> Match:
    """A game of ``key`` (another system than Villainous) after ``n`` seeded random moves."""
    return random_match(Setup.of(key, [Seat("human")] + [Seat("bot", "random")] * (seats - 1), seed), n, seed)


@functools.cache
def _shared_seed() -> int:
    for seed in range(1, 500):
        match = random_match(Setup.of("san-villano", [Seat("human"), Seat("bot", "random")], seed), 5000, seed)
        won = winners_of(match.game)
        if won is not None and len(won) > 1:
            return seed
    raise AssertionError("no shared San Villano victory in 500 seeded games")  # pragma: no cover


def shared_san_villano() -> Match:
    """A two-player San Villano game played to its end in a shared victory (the first seed
    whose seeded random moves end so: seed 7 today)."""
    seed = _shared_seed()
    return random_match(Setup.of("san-villano", [Seat("human"), Seat("bot", "random")], seed), 5000, seed)


def as_version_2(data: dict) -> dict:
    """A current save as the version-2 program wrote it (``winner``: the one winning seat,
    1-based, or null): the form of the saves on players' disks when these checks came."""
    old = dict(data, version=2)
    if "winners" in old:
        won = old.pop("winners")
        old["winner"] = won[0] if won else None
    return old


def version_2_shared_save() -> dict:
    """A shared San Villano victory as the version-2 program wrote it: ``"winner": 0``."""
    data = save_data(shared_san_villano())
    data["version"] = 2
    data.pop("winners", None)
    data["winner"] = 0
    return data


def _declared_cases() -> list[tuple[str, dict, str, str]]:
    """Saves whose every field is valid JSON of the right type, but out of what the game
    declares: (name, data, kind, why). Each game's own save is the base of its cases, written
    as version 2 (as players' saves are) except where the case is the version-3 result."""
    out: list[tuple[str, dict, str, str]] = []
    bases = {"villainous": _good(), "san-villano": save_data(played_game("san-villano")),
             "stargate": save_data(played_game("stargate"))}
    for key, base in bases.items():
        godlike = copy.deepcopy(base)
        godlike["setup"]["seats"][1] = {"kind": "bot", "level": "godlike"}
        out.append((f"{key}-bot-godlike", godlike, "refused", f"a {key} bot of a level the game has not"))
        alien = copy.deepcopy(base)
        alien["setup"]["seats"][0] = {"kind": "alien"}
        out.append((f"{key}-seat-alien", alien, "refused", "a seat that is neither human nor bot"))
        far = copy.deepcopy(base)
        far["winners"] = [5]
        out.append((f"{key}-winner-seat-5", far, "refused", "a winner seat the game does not have"))
        twice = copy.deepcopy(base)
        twice["winners"] = [1, 1]
        out.append((f"{key}-winners-twice", twice, "refused", "the same winner twice"))
        told = copy.deepcopy(base)
        told["winners"] = [2]
        out.append((f"{key}-winner-tampered", told, "opens", "a result the moves do not give (told on load)"))
        other = copy.deepcopy(base)
        other["setup"]["game"] = "stargate" if key != "stargate" else "san-villano"
        if key == "villainous":
            other["game"] = "villainous"
        out.append((f"{key}-setup-other-game", other, "refused", "a setup of another game than the file's"))
        seven = copy.deepcopy(base)
        seven["setup"]["seats"] = seven["setup"]["seats"] + [{"kind": "human"}] * 5
        out.append((f"{key}-seven-seats", seven, "refused", "more seats than any game has"))
        one = copy.deepcopy(base)
        one["setup"]["seats"] = one["setup"]["seats"][:1]
        out.append((f"{key}-one-seat", one, "refused", "fewer seats than the game allows"))
    fate = copy.deepcopy(bases["villainous"])
    fate["setup"]["options"]["fate_token"] = 3
    out.append(("villainous-fate-token-3", fate, "refused", "a Fate token rule the game has not"))
    target = copy.deepcopy(bases["san-villano"])
    target["setup"]["options"]["solo_target"] = 500
    out.append(("san-villano-solo-target-500", target, "refused", "a solo target past 200"))
    decks = copy.deepcopy(bases["stargate"])
    decks["setup"]["options"]["decks"] = ["no-such-deck", "no-such-deck"]
    out.append(("stargate-unknown-decks", decks, "refused", "decks the game has not"))
    v2 = dict(_good(), version=2)
    v2.pop("winners", None)
    v2["winner"] = 10**30
    out.append(("version-2-winner-huge", v2, "refused", "a version-2 winner past any seat"))
    v2 = dict(v2, winner="p1")
    out.append(("version-2-winner-text", v2, "refused", "a version-2 winner that is not a number"))
    out.append(("version-2-shared-victory", version_2_shared_save(), "opens",
                "a shared victory as version 2 wrote it (winner 0)"))
    return out


def _with_position(mutate) -> bytes:
    data = _good()
    pos = copy.deepcopy(data["position"])
    mutate(pos)
    data["position"] = pos
    data["position_hash"] = position_hash(pos)
    return json.dumps(data).encode()


def _set(path: tuple, value):
    def mutate(pos):
        node = pos
        for p in path[:-1]:
            node = node[p]
        node[path[-1]] = value
    return mutate


def _broken_positions() -> list[tuple[str, bytes]]:
    """Ten kinds of broken stored position (the moves themselves are fine)."""
    def dup_card(pos):
        pos["players"][0]["hand"].append(pos["players"][0]["hand"][0])

    def drop_hand(pos):
        pos["players"][0]["hand"] = []

    def bad_stack(pos):
        pos["stack"] = [{"t": "prog", "prog": "x"}]

    def relic(pos):
        pos["players"][0]["relic"] = "nonsense"

    return [
        ("pos-players-not-list", _with_position(_set(("players",), 7))),
        ("pos-rng-not-hex", _with_position(_set(("rng",), "zz-not-hex"))),
        ("pos-unknown-villain", _with_position(_set(("players", 0, "villain"), "jafar"))),
        ("pos-unknown-card", _with_position(_set(("players", 0, "hand"), ["no-such-card"]))),
        ("pos-duplicate-card", _with_position(dup_card)),
        ("pos-missing-cards", _with_position(drop_hand)),
        ("pos-active-99", _with_position(_set(("turn", "active"), 99))),
        ("pos-version-99", _with_position(_set(("version",), 99))),
        ("pos-bad-stack", _with_position(bad_stack)),
        ("pos-bad-relic", _with_position(relic)),
        ("pos-mover-nowhere", _with_position(_set(("players", 0, "mover"), "nowhere"))),
        ("pos-not-object", _with_position(lambda pos: pos.clear())),
    ]


def build(folder: Path, outside: Path, mutations: int = 24, seed: int = 5) -> list[Case]:
    """Write the corpus into ``folder``; ``outside`` is a folder beside it that links point into."""
    folder.mkdir(parents=True, exist_ok=True)
    outside.mkdir(parents=True, exist_ok=True)
    cases: list[Case] = []
    good = _good()
    text = json.dumps(good)

    def put(name: str, body: bytes | str, kind: str, why: str) -> None:
        (folder / name).write_bytes(body.encode() if isinstance(body, str) else body)
        cases.append(Case(name, kind, why))

    put("good.json", text, "opens", "a good save")
    old = (ROOT / "saves" / "games" / "three-villains-midgame.json").read_bytes()
    put("old-version-1.json", old, "opens", "a shipped version-1 save")
    put("round-infinity.json", text.replace('"round": ', '"round": Infinity, "x": ', 1), "refused", "Infinity")
    put("round-1e999.json", text.replace('"round": ', '"round": 1e999, "x": ', 1), "refused", "1e999")
    put("nan.json", text.replace('"round": ', '"round": NaN, "x": ', 1), "refused", "NaN")
    put("deep-array.json", "[" * 200_000 + "]" * 200_000, "refused", "200,000 nested arrays")
    put("deep-object.json", '{"a":' * 50_000 + "1" + "}" * 50_000, "refused", "50,000 nested objects")
    deep = json.loads(text)
    node = deep["position"]
    for _ in range(60):
        node["x"] = {}
        node = node["x"]
    put("deep-in-position.json", json.dumps(deep), "refused", "a position nested 60 deep")
    seed_5000 = text.replace(f'"seed": {good["setup"]["seed"]}', '"seed": ' + "9" * 5000, 1)
    put("seed-5000-digits.json", seed_5000, "refused", "a 5000-digit seed")
    seed_30 = text.replace(f'"seed": {good["setup"]["seed"]}', '"seed": ' + "9" * 30, 1)
    put("seed-30-digits.json", seed_30, "refused", "a seed past 64 bits")
    put("float-2000-chars.json", text.replace('"round": ', '"round": 1.' + "5" * 2000 + ', "x": ', 1),
        "refused", "a 2000-character number")
    put("not-utf8.json", b"\xff\xfe\xfd" + text.encode()[3:], "refused", "not UTF-8")
    put("utf16.json", text.encode("utf-16"), "refused", "UTF-16")
    put("latin1.json", text.replace("Gaston", "Gastón").encode("latin-1"), "refused", "Latin-1")
    put("empty.json", b"", "refused", "empty")
    put("truncated.json", text[: len(text) // 3], "refused", "truncated")
    put("array.json", "[1, 2, 3]", "refused", "not an object")
    put("not-a-save.json", '{"format": "something-else"}', "refused", "another format")
    v99 = dict(good, version=99)
    put("version-99.json", json.dumps(v99), "refused", "a newer version")
    vneg = dict(good, version=-3)
    put("version-minus-3.json", json.dumps(vneg), "refused", "a negative version")
    illegal = json.loads(text)
    illegal["moves"][5] = "play the-rose @nowhere"
    put("illegal-move.json", json.dumps(illegal), "refused", "an illegal move")
    many = json.loads(text)
    many["moves"] = ["gain"] * (MAX_MOVES + 5)
    put("too-many-moves.json", json.dumps(many), "refused", "more moves than a game can have")
    long_move = json.loads(text)
    long_move["moves"][0] = "x" * 100_000
    put("long-move.json", json.dumps(long_move), "refused", "a 100,000-character move")
    bad_id = dict(good, game_id="../../etc/passwd")
    put("bad-game-id.json", json.dumps(bad_id), "refused", "a game identity that is not one")
    nul = dict(good, name="nul\u0000name")
    put("nul-in-name.json", json.dumps(nul), "opens", "a NUL in the name")
    sur = json.dumps(dict(good, name="SURROGATE")).replace("SURROGATE", "lone \\udc80 surrogate")
    put("surrogate-in-name.json", sur, "opens", "a lone surrogate in the name")
    ctrl = dict(good, name="\x1b[31mred\x07" + "W" * 150)
    put("control-chars-name.json", json.dumps(dict(good, name=ctrl["name"][:190])), "opens",
        "terminal escapes in the name")
    winner_big = dict(good, winners=[10**30])
    put("winner-huge.json", json.dumps(winner_big), "refused", "a huge winner")
    for name, data, kind, why in _declared_cases():
        if "winner" not in name:
            data = as_version_2(data)
        put(f"{name}.json", json.dumps(data), kind, why)
    for name, body in _broken_positions():
        put(f"{name}.json", body, "opens", "a broken stored position (opens as its moves replay)")
    # hostile names (the file itself is a good save)
    for name in ("My game (copy).json", "Gastón.json", "..json", ".hidden.json", " spaced .json",
                 "a;b&c|d`e$(f).json", "x" * 200 + ".json"):
        put(name, text, "opens", f"the name {name[:30]!r}")
    if os.name == "posix":
        raw_name = os.fsdecode(b"bad-\xff\xfe-bytes.json")  # not UTF-8: a lone surrogate in Python
        (folder / raw_name).write_text(text)
        cases.append(Case(raw_name, "opens", "a file name that is not UTF-8"))
    # size: over the cap (sparse: no disk used), and just under it with junk
    with open(folder / "huge-sparse.json", "wb") as fh:
        fh.truncate(19_200_000)
    cases.append(Case("huge-sparse.json", "refused", "19.2 MB"))
    put("big-whitespace.json", b" " * (MAX_BYTES - 10) + b"{}", "refused", "2 MB of spaces then {}")
    # things that are not regular files
    (outside / "target.json").write_text(text)
    os.symlink(outside / "target.json", folder / "link-out.json")
    cases.append(Case("link-out.json", "refused", "a link out of the folder", cli_kind="opens"))
    os.symlink(folder / "good.json", folder / "link-in.json")
    cases.append(Case("link-in.json", "refused", "a link inside the folder", cli_kind="opens"))
    os.symlink(outside / "nothing-here.json", folder / "dangling.json")
    cases.append(Case("dangling.json", "refused", "a dangling link"))
    if Path("/dev/zero").exists():
        os.symlink("/dev/zero", folder / "zero.json")
        cases.append(Case("zero.json", "refused", "a link to /dev/zero"))
    (folder / "folder.json").mkdir()
    cases.append(Case("folder.json", "refused", "a folder named .json"))
    if hasattr(os, "mkfifo"):
        os.mkfifo(folder / "fifo.json")
        cases.append(Case("fifo.json", "refused", "a FIFO"))
    # mutations of a good save: truncation, byte flips, swapped bytes
    r = random.Random(seed)
    raw = text.encode()
    for k in range(mutations):
        b = bytearray(raw)
        how = k % 3
        if how == 0:
            b = b[: r.randrange(len(b))]
        elif how == 1:
            for _ in range(r.randint(1, 4)):
                i = r.randrange(len(b))
                b[i] ^= 1 << r.randrange(8)
        else:
            i, j = sorted(r.sample(range(len(b)), 2))
            b[i], b[j] = b[j], b[i]
        put(f"mutant-{k:02}.json", bytes(b), "any", "a mutation")
    return cases


# ---------------------------------------------------------------------------
# Settings, the files the program writes, and the terminal (tests/test_hostile_terminal.py)


@dataclass
class SettingsCase:
    name: str
    body: str  # the settings file's text
    where: str | None  # the JSON path the note names (None: the file is used as it is)
    used: object = None  # the value used instead (at ``where``, when it is a setting of its own)


def _settings(where: str, value: object, used: object = None, key: str | None = None) -> SettingsCase:
    """A file holding one field: ``where`` is its JSON path, e.g. /animation_speed."""
    parts = where.strip("/").split("/")
    data: object = value
    for part in reversed(parts):
        data = {part: data}
    name = key or f"{where.strip('/').replace('/', '.')}={json.dumps(value)[:30]}"
    return SettingsCase(name, json.dumps(data), where, used)


def settings_cases() -> list[SettingsCase]:
    """Settings files of the wrong numeric type and of absurd magnitudes, field by field: each
    is read with a note naming its JSON path and the value used instead, never a crash."""
    sv = "/last_setup_san_villano"  # where San Villano's own screen kept them (files of earlier versions)
    solo = "/last_setup/san-villano/solo_target"  # the one New game screen: the declared options by name
    cases = [
        # a whole number that is not an int (3.0 passed `3.0 in (2, 3, 4)` and broke a slice)
        _settings(f"{sv}/players", 3.0), _settings(f"{solo}", 1.0), _settings(f"{sv}/players", True),
        _settings(f"{solo}", True), _settings(f"{sv}/players", 10**30), _settings(f"{sv}/players", -2),
        _settings("/last_setup/san-villano/setup_fires", 1), _settings("/last_setup/san-villano/players", 5),
        _settings(f"{sv}/players", "3"), _settings(f"{sv}/seed", "²³"), _settings(f"{sv}/seed", "٣٤"),
        _settings(f"{sv}/seats", [{"kind": "bot", "level": "godlike"}] * 4),
        _settings(f"{sv}/seats", [{"kind": "human"}] * 4 + [{"kind": "human"}]),
        _settings("/last_setup/villainous/villains", ["gaston", 3.0]),
        _settings("/last_setup/villainous/seats", {"gaston": {"kind": "bot", "level": 1e300}}),
        _settings("/last_setup/villainous/seed", "9" * 50),
        _settings("/last_setup", "gaston", {}),
        # a speed: 0 (no animation) or 0.25–16; 1e-300 made every bot wait 0.45 / 1e-300 s
        _settings("/animation_speed", 1e-300, 0.25), _settings("/animation_speed", 5e-324, 0.25),
        _settings("/animation_speed", 1e308, 16.0), _settings("/animation_speed", -1e308, 1.0),
        _settings("/animation_speed", -3, 1.0), _settings("/animation_speed", True, 1.0),
        _settings("/animation_speed", "fast", 1.0), _settings("/animation_speed", None, 1.0),
        _settings("/animation_speed", [2], 1.0),
        _settings("/ui_scale", 1e-300, 0.8), _settings("/ui_scale", 1e308, 2.0), _settings("/ui_scale", False, 1.0),
        _settings("/volume", 1e308, 1.0), _settings("/volume", -1e308, 0.0), _settings("/volume", True, 0.7),
        _settings("/sound", 1, True), _settings("/sound", 0.0, True), _settings("/sound", "yes", True),
        _settings("/fullscreen", 1.0, False), _settings("/confirm_end_turn", 0, True),
        _settings("/colour_blind", {"on": True}, False),
        _settings("/language", 3, "en"), _settings("/language", "x" * 500, "en"),
    ]
    # refused whole (the defaults, and the file kept aside before it is replaced)
    cases += [
        SettingsCase("number-50-digits", '{"animation_speed": ' + "9" * 50 + "}", ""),
        SettingsCase("1e999", '{"animation_speed": 1e999}', ""),
        SettingsCase("not-an-object", "[3.0]", ""),
    ]
    # used as it is
    cases += [
        SettingsCase("speed-0", '{"animation_speed": 0}', None),
        SettingsCase("speed-int", '{"animation_speed": 2}', None),
        SettingsCase("sv-good", json.dumps({"last_setup_san_villano": {"players": 3, "solo": 0}}), None),
        SettingsCase("sv-good-now", json.dumps({"last_setup": {"san-villano": {"players": 3, "solo_target": 32,
                                                                               "setup_fires": False}}}), None),
    ]
    return cases


def planted_names(config: Path, logs: Path, stamps: list[str], pid: int) -> list[Path]:
    """Every name the program writes outside the save folder (the save folder's own are in
    tests/core/test_save_safety.py), for a link to be planted at: the settings file, its old
    temporary name ``settings.tmp``, the temporary names a process ``pid`` may pick, and the
    crash logs of the seconds in ``stamps`` (and the next free names beside them)."""
    names = [config / "settings.json", config / "settings.tmp", config / f".settings.json.tmp-{pid}-x",
             config / "settings.refused.json"]
    for stamp in stamps:
        names += [logs / f"crash-{stamp}.log", logs / f"crash-{stamp}-2.log"]
    return names


@dataclass
class TerminalCase:
    name: str
    argv: list[str]
    stdout: str  # "closed", "broken" (the reader has gone), "full" (/dev/full), "pipe"
    stdin: str = "devnull"  # "closed", "devnull", or the text typed
    status: int = 3
    says: str = ""  # what the one line on stderr holds


def terminal_cases() -> list[TerminalCase]:
    """Standard output closed, broken or full, standard input closed, and move numbers that
    str.isdigit accepts but int() does not (non-ASCII digits, 5000 digits), in every game."""
    sim = ["simulate", "--villains", "gaston,gaston", "--games", "1", "--max-rounds", "2"]
    pos = ["new-position", "--villains", "gaston,gaston"]
    cases = [
        TerminalCase("simulate, stdout closed", sim, "closed", says="standard output is closed"),
        TerminalCase("simulate --json | true", [*sim, "--json"], "broken", says="broken pipe"),
        TerminalCase("new-position | (gone)", pos, "broken", says="broken pipe"),
        TerminalCase("new-position > /dev/full", pos, "full", says="the disk is full"),
        TerminalCase("--help > /dev/full", ["--help"], "full", says="the disk is full"),
        TerminalCase("replay > /dev/full", ["replay", str(ROOT / "saves" / "games" / "three-villains-midgame.json")],
                     "full", says="the disk is full"),
        TerminalCase("cli, stdin closed", ["cli", "--seed", "1"], "pipe", stdin="closed",
                     says="standard input is closed"),
        TerminalCase("cli, stdout full", ["cli", "--seed", "1"], "full", stdin="quit\n", says="the disk is full"),
    ]
    typed = "²\n٣\n" + "9" * 5000 + "\n" + "1" * 7 + "\n0\n\uff11\n\xbd\nquit\n"
    for game in ("villainous", "san-villano", "stargate"):
        cases.append(TerminalCase(f"cli --game {game}, odd digits", ["cli", "--game", game, "--seed", "1"], "pipe",
                                  stdin=typed, status=0, says=""))
    return cases
