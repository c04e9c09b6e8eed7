"""Hostile settings files, links planted where the program writes, and a hostile terminal.

The cases come from ``tests/hostile_corpus.py`` (``settings_cases``, ``planted_names``,
``terminal_cases``): settings of the wrong numeric type and of absurd magnitudes, a link at
every name the program writes outside the save folder, standard output closed, broken and
full, standard input closed, and move numbers ``str.isdigit`` accepts but ``int()`` does not.
The terminal cases run the real program in a process of its own.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game import cli  # noqa: E402
from game.core import safefile  # noqa: E402
from game.table import app as app_module  # noqa: E402
from game.table import run  # noqa: E402
from game.table.app import App, load_settings  # noqa: E402
from game.table.scenes import TitleScene  # noqa: E402
from game.table.views import game_view, offered  # noqa: E402

from . import hostile_corpus  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
SETTINGS = hostile_corpus.settings_cases()
TERMINAL = hostile_corpus.terminal_cases()
SLOWEST_DELAY = 4.0  # seconds of animation per second at speed 1: the floor, 0.25, makes it 4


def _write(tmp_path: Path, case) -> Path:
    path = tmp_path / "settings.json"
    path.write_text(case.body, encoding="utf-8")
    return path


def _typed(values: dict) -> None:
    """Every setting of its own type (an int is not a float, a bool not an int) and range."""
    from game.table.settings import DEFAULT_SETTINGS, MAX_SPEED, MIN_SPEED

    for key, default in DEFAULT_SETTINGS.items():
        assert type(values[key]) is type(default), (key, values[key])
    assert values["animation_speed"] == 0 or MIN_SPEED <= values["animation_speed"] <= MAX_SPEED
    assert 0.8 <= values["ui_scale"] <= 2.0 and 0.0 <= values["volume"] <= 1.0


# --- settings ------------------------------------------------------------------------------


@pytest.mark.parametrize("case", SETTINGS, ids=[c.name for c in SETTINGS])
def test_a_settings_field_is_typed_and_a_bad_one_falls_back_with_a_note_naming_its_path(case, tmp_path):
    from game.table.app import read_settings

    loaded = read_settings(_write(tmp_path, case))
    _typed(loaded.values)
    if case.where is None:
        assert loaded.notes == [], loaded.notes
        return
    assert loaded.notes, "a refused field is said"
    if case.where == "":  # the whole file refused: every default, the file kept aside
        from game.table.settings import DEFAULT_SETTINGS

        assert loaded.values == DEFAULT_SETTINGS and loaded.refused_whole
        return
    assert any(f"at {case.where}" in note for note in loaded.notes), loaded.notes
    assert all(len(note) <= 300 and "\n" not in note for note in loaded.notes)
    key = case.where.strip("/")
    if case.used is not None and "/" not in key:
        assert loaded.values[key] == case.used


@pytest.mark.parametrize("case", SETTINGS, ids=[c.name for c in SETTINGS])
def test_every_new_game_screen_opens_and_starts_whatever_the_settings_file_holds(case, tmp_path):
    """{"last_setup_san_villano": {"players": 3.0}} crashed San Villano's New game screen."""
    settings = load_settings(_write(tmp_path, case))
    for key in offered():
        app = App(size=(1280, 720), settings=dict(settings), saves=None, headless=True)
        app.push(TitleScene(app))
        scene = game_view(key).NewGameScene(app)
        app.push(scene)
        app.step(1 / 60)
        app.draw()
        if key == "san-villano" and ("san_villano" in case.body or "san-villano" in case.body):  # its choices
            scene.start()
            table = app.table()
            assert table is not None and len(table.match.setup.seats) in (2, 3, 4)


@pytest.mark.parametrize("case", [c for c in SETTINGS if "animation_speed" in c.body], ids=lambda c: c.name)
def test_an_animation_speed_has_a_floor_so_no_bot_waits_for_ages(case, tmp_path):
    """A speed of 1e-300 passed the old 0–16 check and made every bot wait 0.45 / 1e-300 s."""
    speed = load_settings(_write(tmp_path, case))["animation_speed"]
    assert type(speed) is float
    delay = 0.0 if speed <= 0 else 1.0 / speed  # the tables' _speed(): seconds per second of animation
    assert delay <= SLOWEST_DELAY, speed


def test_a_settings_file_loses_nothing_the_player_wrote(tmp_path, monkeypatch):
    """A refused or unknown field is written back as it was until the player sets it; a file
    that cannot be read at all is kept aside before the first write replaces it."""
    from game.table.app import read_settings

    path = tmp_path / "config" / "settings.json"
    path.parent.mkdir()
    monkeypatch.setattr(app_module, "settings_path", lambda: path)
    path.write_text(json.dumps({"animation_speed": 1e-300, "sound": "yes", "from_a_newer_version": [1, 2],
                                "last_setup_san_villano": {"players": 3.0}}))
    loaded = read_settings(path)
    app = App(size=(1280, 720), settings=loaded.values, saves=None)
    app.settings_file = loaded
    app.set_setting("volume", 0.5)
    on_disk = json.loads(path.read_text())
    assert on_disk["animation_speed"] == 1e-300 and on_disk["sound"] == "yes"
    assert on_disk["from_a_newer_version"] == [1, 2] and on_disk["last_setup_san_villano"] == {"players": 3.0}
    assert on_disk["volume"] == 0.5
    app.set_setting("animation_speed", 2.0)  # the player's own choice replaces what was refused
    assert json.loads(path.read_text())["animation_speed"] == 2.0
    path.write_text("[3.0]")  # refused whole
    app.settings_file = read_settings(path)
    app.set_setting("sound", False)
    assert (path.parent / "settings.refused.json").read_text() == "[3.0]"
    assert json.loads(path.read_text())["sound"] is False


def test_the_window_says_which_setting_it_did_not_use(tmp_path, monkeypatch, capsys):
    """The note reaches the player: on the title screen and on standard error."""
    path = tmp_path / "settings.json"
    path.write_text('{"animation_speed": 1e-300, "last_setup_san_villano": {"players": 3.0}}')
    monkeypatch.setattr(app_module, "settings_path", lambda: path)
    monkeypatch.setattr(run, "_saves", lambda: None)
    seen = {}

    def shown(self) -> None:
        seen["message"] = next(s.message for s in self.scenes if isinstance(s, TitleScene))
        seen["speed"] = self.settings["animation_speed"]

    monkeypatch.setattr(App, "run", shown)
    assert run.play() == 0
    err = capsys.readouterr().err
    assert "at /animation_speed: 1e-300" in err and "at /last_setup_san_villano/players: 3.0" in err
    assert "at /animation_speed" in seen["message"] and seen["speed"] == 0.25


# --- links planted at every name the program writes ---------------------------------------


def _stamps(seconds: int = 6) -> list[str]:
    now = time.time()
    return [time.strftime("%Y%m%d-%H%M%S", time.localtime(now + k)) for k in range(seconds)]


def _planted(tmp_path: Path, monkeypatch) -> tuple[Path, Path, Path, list[Path]]:
    """A link to a precious file outside at every name the program writes."""
    config, logs, outside = tmp_path / "config", tmp_path / "logs", tmp_path / "outside"
    for d in (config, logs, outside):
        d.mkdir()
    victim = outside / "victim.txt"
    victim.write_text("precious")
    monkeypatch.setattr(app_module, "settings_path", lambda: config / "settings.json")
    monkeypatch.setattr(run, "logs_dir", lambda: logs)
    planted = hostile_corpus.planted_names(config, logs, _stamps(), os.getpid())
    for name in planted:
        os.symlink(victim, name)
    return config, logs, victim, planted


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
def test_no_settings_write_follows_a_planted_link(tmp_path, monkeypatch):
    """settings.tmp was written with write_text, through whatever link stood there."""
    config, _logs, victim, planted = _planted(tmp_path, monkeypatch)

    app = App(size=(1280, 720), settings=load_settings(config / "settings.json"), saves=None)
    with monkeypatch.context() as guessed:  # an attacker guessed the temporary name: no write
        guessed.setattr(safefile, "temp_name", lambda final: f".{final}.tmp-{os.getpid()}-x")
        app.set_setting("volume", 0.25)
    assert victim.read_text() == "precious"

    # settings.json a link (to a file that is not settings): refused whole, kept aside beside
    # the planted settings.refused.json, and replaced by a file of its own
    app.settings_file = app_module.read_settings(config / "settings.json")
    app.set_setting("volume", 0.5)
    assert victim.read_text() == "precious"
    settings = config / "settings.json"
    assert not settings.is_symlink() and json.loads(settings.read_text())["volume"] == 0.5
    assert (config / "settings.refused-2.json").is_symlink()
    for name in planted:
        if name != settings:
            assert name.is_symlink(), name  # left as it was, never written through


@pytest.mark.skipif(os.name != "posix", reason="symbolic links")
def test_a_crash_log_never_follows_a_planted_link(tmp_path, monkeypatch):
    """crash-<time>.log was written with write_text, through whatever link stood there."""
    _config, logs, victim, planted = _planted(tmp_path, monkeypatch)
    try:
        raise RuntimeError("something broke")
    except RuntimeError:
        written = Path(run.write_crash_log())
    assert victim.read_text() == "precious"
    assert written.parent == logs and not written.is_symlink() and "something broke" in written.read_text()
    assert all(name.is_symlink() for name in planted)


# --- the terminal --------------------------------------------------------------------------


def _run_terminal(case) -> tuple[int, str, str]:
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYTHONPATH=os.pathsep.join([str(ROOT), os.environ.get("PYTHONPATH", "")]))
    # the shell closes standard input or output before the program starts
    closing = ("<&- " if case.stdin == "closed" else "") + (">&- " if case.stdout == "closed" else "")
    stdin = subprocess.PIPE if case.stdin not in ("closed", "devnull") else subprocess.DEVNULL
    full = open("/dev/full", "wb") if case.stdout == "full" else None  # noqa: SIM115 - closed below
    stdout = full if full is not None else subprocess.PIPE
    try:
        proc = subprocess.Popen(["sh", "-c", f'exec "$@" {closing}', "sh", sys.executable, "-m", "game", *case.argv],
                                stdin=stdin, stdout=stdout, stderr=subprocess.PIPE, cwd=ROOT, env=env)
        if case.stdout == "broken":  # the reader has gone before anything is written
            proc.stdout.close()
            proc.stdout = None
        typed = case.stdin.encode() if stdin == subprocess.PIPE else None
        out, err = proc.communicate(typed, timeout=240)
    finally:
        if full is not None:
            full.close()
    return proc.returncode, (out or b"").decode("utf-8", "replace"), err.decode("utf-8", "replace")


@pytest.mark.skipif(os.name != "posix" or not Path("/dev/full").exists(), reason="/dev/full, closing fds")
@pytest.mark.parametrize("case", TERMINAL, ids=[c.name for c in TERMINAL])
def test_a_hostile_terminal_ends_with_one_line_and_a_documented_status(case):
    status, out, err = _run_terminal(case)
    assert "Traceback" not in err and "Exception ignored" not in err, err[-2000:]
    assert status == case.status, (status, err[-600:])
    assert status in cli.EXIT_STATUSES
    if status:
        assert len(err.strip().splitlines()) == 1 and case.says in err, err
    else:  # the odd move numbers: each refused in words, the game goes on
        assert out.count("There is no move") >= 3 and "Pick a number from the list" in out


@pytest.mark.parametrize("key", offered())
def test_a_seed_is_typed_in_ascii_digits_only(key):
    """'²'.isdigit() is true and int('²') raises: typed into a New game screen's seed, it
    crashed Start."""
    import pygame

    app = App(size=(1280, 720), settings={"animation_speed": 0.0, "sound": False}, saves=None, headless=True)
    app.push(TitleScene(app))
    scene = game_view(key).NewGameScene(app)
    app.push(scene)
    scene.editing_seed = True
    for ch in ("²", "٣", "\uff11", "4", "2"):
        scene.handle(pygame.event.Event(pygame.KEYDOWN, key=0, unicode=ch, mod=0))
    assert scene.seed_text == "42"
    scene.seed_text = "²"  # as a hand-edited settings file could once put it
    scene.start()
    assert app.table() is not None


def test_a_temporary_name_with_odd_digits_is_cleared_not_a_crash(tmp_path):
    """The start-up sweep read a process number with str.isdigit, then int()."""
    for name in (".a.json.tmp-²-ab", ".a.json.tmp-٣-ab", ".a.json.tmp-\uff11-ab"):
        (tmp_path / name).write_text("x")
    assert safefile.remove_stale_temps(tmp_path) == 3


def test_deeply_nested_options_are_refused_in_one_line(capsys):
    """'[' * 999 made json.loads raise RecursionError through the whole program."""
    for options in ("[" * 999 + "]" * 999, '{"a":' * 300 + "1" + "}" * 300, '{"decks": ' + "9" * 100 + "}"):
        with pytest.raises(SystemExit) as exc:
            cli.main(["new-position", "--game", "stargate", "--options", options])
        assert exc.value.code == 2
        err = capsys.readouterr().err
        assert "Traceback" not in err and "--options" in err


def test_the_exit_statuses_are_in_the_help_and_the_readme(capsys):
    with pytest.raises(SystemExit):
        cli.main(["--help"])
    out = capsys.readouterr().out
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    for code in cli.EXIT_STATUSES:
        assert f"  {code} " in out, code
        assert f"| {code} |" in readme, code
