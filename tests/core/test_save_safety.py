"""No game is ever lost: identities, exclusive file claims, locks, backups, stale temporary
files, planted links, and a full disk or unwritable folder reported while play goes on."""

from __future__ import annotations

import errno
import gc
import json
import os
import subprocess
import sys
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import cli  # noqa: E402
from game.core import safefile  # noqa: E402
from game.core import saves as saves_module  # noqa: E402
from game.core.match import Match, Seat  # noqa: E402
from game.core.saves import SaveError, SaveInUse, SaveStore, load_file  # noqa: E402
from game.games.villainous import (
    rules,  # noqa: E402
    villainous_setup,  # noqa: E402
)
from game.table.kit.menus import PauseScene  # noqa: E402
from game.table.loadscreen import LoadScene  # noqa: E402
from game.table.saving import UnsavedDialog, wait_for_loading  # noqa: E402
from game.table.scenes import TitleScene
from game.table.views.villainous.table import TableScene  # noqa: E402

from ..table.ui_helpers import make_app, start_table  # noqa: E402
from .test_saves import played  # noqa: E402

posix = pytest.mark.skipif(os.name != "posix", reason="links and pids as on Linux and macOS")


def _files(folder) -> list[str]:
    return sorted(p.name for p in folder.glob("*.json"))


def _step(match: Match) -> None:
    match.apply(rules.legal_actions(match.state)[0])


# --- games told apart by identity, files claimed exclusively ------------------------


@pytest.fixture
def no_fsync(monkeypatch):
    """Durability is not what these tests check: skip the (slow) disk syncs."""
    monkeypatch.setattr(os, "fsync", lambda fd: None)


@pytest.mark.slow
def test_a_hundred_games_through_the_api_are_a_hundred_files(tmp_path, no_fsync):
    """id(match) is reused once a game is freed; the game identity never is."""
    store = SaveStore(tmp_path)
    seen_ids = set()
    for seed in range(100):
        m = Match(villainous_setup(["gaston", "lady-tremaine"], [Seat("human"), Seat("bot", "random")], seed))
        _step(m)
        store.save(m)
        seen_ids.add(id(m))
        del m
        if seed % 10 == 9:
            gc.collect()
    files = _files(tmp_path)
    assert len(files) == 100
    assert len({json.loads((tmp_path / f).read_text())["game_id"] for f in files}) == 100
    assert len(seen_ids) < 100  # the old bug's trigger happened: ids were reused


@pytest.mark.slow
def test_thirty_games_through_the_window_are_thirty_files(tmp_path, no_fsync):
    """New game, a move, "Save and quit to title", again: each game keeps its own file."""
    app = make_app((1280, 720), SaveStore(tmp_path / "saves"))
    app.push(TitleScene(app))
    for seed in range(30):
        app.start_match(Match(villainous_setup(["gaston", "lady-tremaine"], [Seat("human"), Seat("human")], seed)))
        table = app.table()
        table.apply_plan((rules.legal_actions(table.st)[0],))
        pause = PauseScene(app, table)
        app.push(pause)
        app.draw()
        next(w for w in pause.widgets if w.action == app.to_title).action()  # "Save and quit to title"
        assert app.table() is None
        gc.collect()  # frees the last game, as a long session does: its id(match) comes back
    assert len(_files(tmp_path / "saves")) == 30
    for f in (tmp_path / "saves").glob("*.json"):
        assert len(load_file(f).match.moves) == 1


@pytest.mark.slow
def test_two_programs_claiming_names_in_the_same_second_never_share_a_file(tmp_path, monkeypatch):
    """Two stores (two programs) saving new games with the same villains at the same second."""
    a, b = SaveStore(tmp_path), SaveStore(tmp_path)
    games = []
    for seed in range(40):
        m = played(3, seed=seed, villains=("gaston", "gaston"))
        (a if seed % 2 else b).save(m)
        games.append(m)
    assert len(_files(tmp_path)) == 40
    for m in games:  # and each keeps writing its own file
        _step(m)
        store = a if games.index(m) % 2 else b
        assert load_file(store.save(m)).match.moves == m.moves


@pytest.mark.slow
def test_two_simulate_runs_into_one_folder_lose_nothing(tmp_path):
    cmd = [sys.executable, "-m", "game", "simulate", "--villains", "gaston,gaston", "--games", "15",
           "--max-rounds", "3", "--save-dir", str(tmp_path), "--json"]
    procs = [subprocess.Popen(cmd + ["--seed", str(s)], stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
             for s in (0, 1000)]
    results = [p.communicate(timeout=300) for p in procs]
    for p, (out, err) in zip(procs, results, strict=True):
        assert p.returncode == 0, err
        assert json.loads(out)["save_errors"] == 0
    files = _files(tmp_path)
    assert len(files) == 30
    seeds = sorted(load_file(tmp_path / f).match.setup.seed for f in files)
    assert seeds == list(range(15)) + list(range(1000, 1015))


# --- a second window ---------------------------------------------------------------


def test_a_game_open_in_one_window_is_offered_as_a_copy_in_another(tmp_path):
    first, second = SaveStore(tmp_path), SaveStore(tmp_path)
    m = played(10)
    first.save(m)
    entry = second.list()[0]
    assert second.in_use(entry)
    with pytest.raises(SaveInUse, match="open in another window"):
        second.open(entry)
    with pytest.raises(SaveInUse):
        second.delete(entry)
    with pytest.raises(SaveInUse):
        second.rename(entry, "mine now")
    copy = second.open_copy(entry)
    assert copy.match.game_id != m.game_id and len(_files(tmp_path)) == 2
    _step(m)
    first.save(m)  # the first window keeps its file
    _step(copy.match)
    second.save(copy.match)
    assert load_file(first.file_of(m)).match.moves == m.moves
    assert load_file(second.file_of(copy.match)).match.moves == copy.match.moves
    first.release(m)
    assert not second.in_use(entry)
    assert second.open(entry).match.game_id == m.game_id  # free now


def test_the_load_screen_says_a_game_is_open_elsewhere_and_opens_a_copy(tmp_path):
    other = SaveStore(tmp_path / "saves")
    m = played(10)
    other.save(m)
    app = make_app((1280, 720), SaveStore(tmp_path / "saves"))
    app.push(TitleScene(app))
    scene = LoadScene(app)
    app.push(scene)
    scene.select(0)
    scene.open()
    wait_for_loading(app)
    assert app.top() is scene and "open in another window" in scene.message and scene.offer_copy
    app.step(0)
    app.draw()
    assert any(w.label == "Open a copy" for w in scene.widgets)
    scene.open()
    wait_for_loading(app)
    assert isinstance(app.top(), TableScene)
    assert app.table().match.game_id != m.game_id
    assert len(_files(tmp_path / "saves")) == 2


@pytest.mark.slow
@posix
def test_a_lock_dies_with_its_program(tmp_path):
    code = ("import sys, os; from pathlib import Path; from game.core.saves import SaveStore;"
            "from tests.core.test_saves import played; s = SaveStore(Path(sys.argv[1])); s.save(played(5));"
            "print('saved', flush=True); sys.stdin.read()")
    p = subprocess.Popen([sys.executable, "-c", code, str(tmp_path)], stdin=subprocess.PIPE,
                         stdout=subprocess.PIPE, text=True)
    assert p.stdout.readline().strip() == "saved"
    store = SaveStore(tmp_path)
    assert store.in_use(store.list()[0])
    p.kill()
    p.wait()
    assert not store.in_use(store.list()[0])


# --- backups ------------------------------------------------------------------------


def _disk_full(*args, **kwargs):
    raise OSError(errno.ENOSPC, "No space left on device")


def test_a_failed_save_changes_nothing_not_even_the_backups(tmp_path, monkeypatch):
    store = SaveStore(tmp_path)
    m = played(10)
    for _ in range(7):
        _step(m)
        store.save(m)
    path = store.file_of(m)
    before = {p.name: p.read_bytes() for p in (tmp_path / ".backups").iterdir()}
    before[path.name] = path.read_bytes()
    _step(m)
    monkeypatch.setattr(os, "write", _disk_full)
    with pytest.raises(OSError):
        store.save(m)
    monkeypatch.undo()
    after = {p.name: p.read_bytes() for p in (tmp_path / ".backups").iterdir()}
    after[path.name] = path.read_bytes()
    assert after == before
    assert not [n for n in os.listdir(tmp_path) if ".tmp-" in n]


def test_backup_rotation_survives_files_vanishing_under_it(tmp_path, monkeypatch):
    """Another program deleting backups mid-rotation: the save still succeeds."""
    store = SaveStore(tmp_path)
    m = played(10)
    store.save(m)
    real_replace = os.replace

    def racing_replace(src, dst):
        if ".backups" in str(src) and str(src).endswith((".2", ".3")):
            try:
                os.unlink(src)
            except FileNotFoundError:
                pass
        return real_replace(src, dst)

    monkeypatch.setattr(os, "replace", racing_replace)
    for _ in range(8):
        _step(m)
        store.save(m)
    assert load_file(store.file_of(m)).match.moves == m.moves


# --- temporary files ------------------------------------------------------------------


@pytest.mark.slow
@posix
def test_stale_temporary_files_are_removed_at_start_up(tmp_path):
    dead = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True,
                          text=True).stdout.strip()
    (tmp_path / ".backups").mkdir()
    stale = [tmp_path / f".game.json.tmp-{dead}-abcd1234", tmp_path / f".game.json.tmp-{dead}",
             tmp_path / ".backups" / f".game.json.tmp-{dead}-00", tmp_path / ".backups" / ".game.tmp"]
    for p in stale:
        p.write_text("half a save")
    live = tmp_path / f".other.json.tmp-{os.getpid()}-ffff0000"
    live.write_text("being written right now")
    old_live = tmp_path / f".old.json.tmp-{os.getpid()}-eeee0000"
    old_live.write_text("left an hour ago")
    os.utime(old_live, (time.time() - 3600, time.time() - 3600))
    store = SaveStore(tmp_path)
    assert store.cleaned == 5
    assert not any(p.exists() for p in stale) and not old_live.exists()
    assert live.exists()


# --- links --------------------------------------------------------------------------


@posix
def test_no_write_ever_follows_a_planted_link(tmp_path):
    folder, outside = tmp_path / "saves", tmp_path / "outside"
    outside.mkdir()
    victim = outside / "victim.txt"
    victim.write_text("precious")
    store = SaveStore(folder)
    m = played(10)
    path = store.save(m)
    fname = path.name
    backups = folder / ".backups"
    backups.mkdir(exist_ok=True)
    # every name the program might write next
    os.symlink(victim, backups / f".{path.stem}.tmp")
    for n in range(1, 6):
        os.symlink(victim, backups / f"{fname}.{n}")
    os.symlink(victim, folder / ".locks" / "planted.json.lock")
    real_temp_name = safefile.temp_name
    planted = []

    def predictable(final):  # an attacker who guesses the next temporary name
        name = real_temp_name(final)
        for d in (folder, backups):
            if not (d / name).exists():
                os.symlink(victim, d / name)
                planted.append(d / name)
        return name

    import game.core.saves as gs

    gs.temp_name = predictable
    safefile.temp_name = predictable
    try:
        for _ in range(6):
            _step(m)
            try:
                store.save(m)
            except OSError:
                pass  # refusing to write through the link is right; writing through it is not
    finally:
        gs.temp_name = real_temp_name
        safefile.temp_name = real_temp_name
    assert victim.read_text() == "precious"
    assert planted
    store2 = SaveStore(folder)
    m2 = played(4, seed=9)
    store2.save(m2)
    assert victim.read_text() == "precious"


@posix
def test_a_backups_folder_that_is_a_link_is_never_written(tmp_path):
    folder, outside = tmp_path / "saves", tmp_path / "outside"
    outside.mkdir()
    folder.mkdir()
    os.symlink(outside, folder / ".backups")
    store = SaveStore(folder)
    m = played(5)
    for _ in range(3):
        _step(m)
        store.save(m)
    assert list(outside.iterdir()) == []
    assert load_file(store.file_of(m)).match.moves == m.moves


# --- full disk, read-only folder, a folder that is a file: play goes on ------------------


def _table_app(tmp_path, folder=None):
    app = make_app((1280, 720), folder or tmp_path / "saves", title=True)
    _match, table = start_table(app, seed=3)
    app.flush_saves()  # the autosave thread has written the new game's file (or failed to)
    return app, table


def _move(app, table) -> None:
    """A move, and its autosave written (the autosave thread's outcome shown, as the next
    frame shows it)."""
    table.apply_plan((rules.legal_actions(table.st)[0],))
    app.flush_saves()


def test_a_full_disk_shows_autosave_failed_on_the_table_and_play_goes_on(tmp_path, monkeypatch):
    app, table = _table_app(tmp_path)
    saved_moves = len(table.match.moves)
    monkeypatch.setattr(os, "write", _disk_full)
    _move(app, table)
    assert app.save_problem == "Autosave failed: the disk is full"
    app.step(0)
    app.draw()  # the warning is drawn, the table is still there
    _move(app, table)
    assert len(table.match.moves) == saved_moves + 2
    monkeypatch.undo()
    _move(app, table)
    assert app.save_problem is None  # saved again: the warning goes
    assert len(load_file(app.saves.file_of(table.match)).match.moves) == saved_moves + 3


def test_a_save_folder_that_is_a_file_is_reported_not_a_crash(tmp_path):
    bad = tmp_path / "saves"
    bad.write_text("I am a file")
    app, table = _table_app(tmp_path, folder=bad)
    assert app.save_problem and app.save_problem.startswith("Autosave failed:")
    _move(app, table)
    app.step(0)
    app.draw()
    assert bad.read_text() == "I am a file"


def test_quitting_with_unsaved_moves_asks_and_can_save_elsewhere(tmp_path, monkeypatch):
    app, table = _table_app(tmp_path)
    monkeypatch.setattr(saves_module.SaveStore, "autosave", lambda self, m: _disk_full())
    table.apply_plan((rules.legal_actions(table.st)[0],))
    app.handle(pygame.event.Event(pygame.QUIT))
    assert app.running and isinstance(app.top(), UnsavedDialog)
    dialog = app.top()
    app.step(0)
    app.draw()
    dialog.folder_text = str(tmp_path / "rescue")
    dialog.save_elsewhere()
    assert not app.running
    rescued = list((tmp_path / "rescue").glob("*.json"))
    assert len(rescued) == 1 and load_file(rescued[0]).match.moves == table.match.moves


def test_leaving_to_the_title_with_unsaved_moves_can_lose_them_on_purpose(tmp_path, monkeypatch):
    app, table = _table_app(tmp_path)
    monkeypatch.setattr(saves_module.SaveStore, "autosave", lambda self, m: _disk_full())
    table.apply_plan((rules.legal_actions(table.st)[0],))
    app.to_title()
    dialog = app.top()
    assert isinstance(dialog, UnsavedDialog)
    dialog.folder_text = str(tmp_path / "saves" / "x.json" / "no")  # cannot be made
    (tmp_path / "saves" / "x.json").write_text("a file in the way")
    dialog.save_elsewhere()
    assert "Could not save there" in dialog.note and app.top() is dialog
    dialog.escape()  # keep playing
    assert app.top() is table
    app.to_title()
    app.top().leave_unsaved()
    assert app.table() is None and app.running


def test_the_crash_message_says_saved_only_when_it_was(monkeypatch, capsys, tmp_path):
    from game.table import app as app_module
    from game.table import run

    monkeypatch.setattr(saves_module.SaveStore, "default", classmethod(lambda cls: SaveStore(tmp_path / "f")))

    def boom(self):
        self.start_match(Match(villainous_setup(["gaston", "gaston"], [Seat("human"), Seat("human")], 1)))
        raise RuntimeError("something broke")

    monkeypatch.setattr(app_module.App, "run", boom)
    assert run.play() == 1
    assert "Your game was saved." in capsys.readouterr().err
    monkeypatch.setattr(saves_module.SaveStore, "autosave", lambda self, m: _disk_full())
    assert run.play() == 1
    err = capsys.readouterr().err
    assert "Your game was saved." not in err and "could NOT be saved (the disk is full)" in err


# --- simulate -------------------------------------------------------------------------


def test_simulate_into_an_unwritable_folder_exits_non_zero_naming_the_save_failure(tmp_path, capsys):
    target = tmp_path / "not-a-folder"
    target.write_text("x")
    code = cli.main(["simulate", "--villains", "gaston,gaston", "--games", "3", "--max-rounds", "2",
                     "--save-dir", str(target), "--json"])
    out, err = capsys.readouterr()
    res = json.loads(out)
    assert code == 1 and res["errors"] == 0 and res["save_errors"] == 1
    assert "is a file" in res["save_error"] and "not saved" in err


def test_simulate_on_a_full_disk_exits_non_zero(tmp_path, capsys, monkeypatch):
    monkeypatch.setattr(os, "write", _disk_full)
    code = cli.main(["simulate", "--villains", "gaston,gaston", "--games", "2", "--max-rounds", "2",
                     "--save-dir", str(tmp_path)])
    monkeypatch.undo()
    out, err = capsys.readouterr()
    assert code == 1 and "errors: 0" in out and "save_errors: 1" in out and "the disk is full" in err


def test_opening_a_save_writes_nothing_until_a_move(tmp_path):
    store = SaveStore(tmp_path / "saves")
    store.save(played(10))
    store.release_all()  # that program closed the game
    path = next((tmp_path / "saves").glob("*.json"))
    before = path.read_bytes()
    app = make_app((1280, 720), SaveStore(tmp_path / "saves"))
    app.push(TitleScene(app))
    app.continue_game(app.saves.newest())
    wait_for_loading(app)
    assert isinstance(app.top(), TableScene) and path.read_bytes() == before


def test_a_rename_refused_for_a_broken_file_leaves_it_as_it_was(tmp_path):
    store = SaveStore(tmp_path)
    (tmp_path / "x.json").write_text("[")
    with pytest.raises(SaveError):
        store.rename(store.list()[0], "new")
    assert (tmp_path / "x.json").read_text() == "["


def test_the_replay_viewer_keeps_checkpoints_and_shows_the_same_positions(tmp_path):
    from game.games.villainous.position import to_position
    from game.table.loadscreen import ReplayScene

    loaded = load_file(saves_module.Path(__file__).resolve().parents[2] / "saves" / "games" /
                       "three-villains-midgame.json")
    app = make_app((1280, 720))
    scene = ReplayScene(app, loaded.match)
    n = len(loaded.match.moves)
    assert len(scene._states) <= n // scene.CHECKPOINT + 1
    ref = Match(loaded.match.setup)
    for k in range(n + 1):
        if k:
            ref.apply(loaded.match.moves[k - 1])
        if k % 7 == 0 or k == n:
            assert to_position(scene._state_at(k)) == to_position(ref.state), k
    app.push(scene)
    scene.index = 45
    app.draw()


def test_a_loaded_game_keeps_only_the_states_undo_can_reach():
    loaded = load_file(saves_module.Path(__file__).resolve().parents[2] / "saves" / "games" /
                       "three-villains-midgame.json")
    m = loaded.match
    assert len(m.history) < 20 < len(m.moves)
    assert all(not s.barrier for s in m.history[1:])


@pytest.mark.skipif(os.name != "posix", reason="FIFOs")
def test_a_hostile_settings_file_gives_the_defaults(tmp_path):
    from game.table.app import DEFAULT_SETTINGS, load_settings

    cases = {"deep": "[" * 100_000, "inf": '{"sound": Infinity}', "huge": " " * 70_000 + "{}",
             "utf16": json.dumps({"sound": False}).encode("utf-16")}
    for name, body in cases.items():
        p = tmp_path / f"{name}.json"
        p.write_bytes(body if isinstance(body, bytes) else body.encode())
        assert load_settings(p) == DEFAULT_SETTINGS, name
    os.mkfifo(tmp_path / "fifo.json")
    assert load_settings(tmp_path / "fifo.json") == DEFAULT_SETTINGS  # and no hang
    os.symlink("/dev/zero", tmp_path / "zero.json")
    assert load_settings(tmp_path / "zero.json") == DEFAULT_SETTINGS
    (tmp_path / "ok.json").write_text('{"sound": false}')
    assert load_settings(tmp_path / "ok.json")["sound"] is False


def test_a_cancelled_load_lets_go_of_the_game(tmp_path):
    first = SaveStore(tmp_path / "saves")
    first.save(played(10))
    first.release_all()
    app = make_app((1280, 720), SaveStore(tmp_path / "saves"))
    app.push(TitleScene(app))
    entry = app.saves.newest()
    app.continue_game(entry)
    loading = app.top()
    loading.thread.join(30)
    loading.cancel()
    assert app.top() is not loading and app.table() is None
    assert not first.in_use(entry)  # another window may open it


def test_the_window_keeps_drawing_while_a_save_loads(tmp_path, monkeypatch):
    """The load runs in a background thread: frames go on while it works."""
    import threading

    first = SaveStore(tmp_path / "saves")
    first.save(played(10))
    first.release_all()
    app = make_app((1280, 720), SaveStore(tmp_path / "saves"))
    app.push(TitleScene(app))
    gate = threading.Event()
    real_open = SaveStore.open

    def slow_open(self, entry, progress=None):
        progress(1, 4)
        assert gate.wait(30)
        return real_open(self, entry, progress)

    monkeypatch.setattr(SaveStore, "open", slow_open)
    app.continue_game(app.saves.newest())
    loading = app.top()
    for _ in range(5):  # the loop runs, the bar is drawn, the load is still going
        assert app.step(1 / 60)
        app.draw()
    assert app.top() is loading and not loading.finished.is_set() and loading.fraction == 0.25
    gate.set()
    wait_for_loading(app)
    assert isinstance(app.top(), TableScene)


def test_a_read_only_folder_is_named_as_such(tmp_path, monkeypatch):
    """(The tests run as root, whom permissions do not stop: the refusal is simulated.)"""
    app, table = _table_app(tmp_path)

    def read_only(*args, **kwargs):
        raise OSError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(saves_module, "write_temp", read_only)
    _move(app, table)
    assert app.save_problem == "Autosave failed: the save folder is read-only"
    monkeypatch.setattr(saves_module, "write_temp", lambda *a, **k: (_ for _ in ()).throw(
        PermissionError(errno.EACCES, "Permission denied")))
    _move(app, table)
    assert app.save_problem == "Autosave failed: no permission to write the save folder"


def test_continue_on_a_game_open_in_another_window_offers_a_copy(tmp_path):
    other = SaveStore(tmp_path / "saves")
    m = played(10)
    other.save(m)  # the other window keeps it open
    app = make_app((1280, 720), SaveStore(tmp_path / "saves"))
    app.push(TitleScene(app))
    app.continue_game(app.saves.newest())
    wait_for_loading(app)
    scene = app.top()
    assert isinstance(scene, LoadScene) and scene.offer_copy and "open in another window" in scene.message
    scene.open()
    wait_for_loading(app)
    assert isinstance(app.top(), TableScene) and app.table().match.game_id != m.game_id


# --- every field a save carries, against what the game declares -----------------------


@pytest.mark.parametrize("key", ["villainous", "san-villano", "stargate"])
def test_a_bot_of_a_level_the_game_has_not_is_refused_at_load_naming_where(key, tmp_path, capsys):
    """``"level": "godlike"`` passed the schema (a length limit only), was listed as fine and
    opened by Continue, and the window crashed when the bot was first asked to move (the
    crash handler then saved the same seats again). Now it is refused wherever it is read,
    with the JSON path; Continue opens the newest game that can be played instead."""
    from ..hostile_corpus import as_version_2, played_game

    folder = tmp_path / "saves"
    store = SaveStore(folder)
    good = played(6) if key == "villainous" else played_game(key, 6)
    store.save(good)
    store.release_all()
    data = as_version_2(saves_module.save_data(played(10) if key == "villainous" else played_game(key, 10)))
    data["setup"]["seats"][1] = {"kind": "bot", "level": "godlike"}
    data["updated"] = "2999-01-01T00:00:00+00:00"  # the newest
    (folder / "godlike.json").write_text(json.dumps(data))
    entry = next(e for e in store.list() if e.file == "godlike.json")
    assert entry.error and "/setup/seats/1/level" in entry.error and "godlike" in entry.error
    with pytest.raises(SaveError, match="/setup/seats/1/level"):
        store.load(entry)
    for command in ("replay", "analyse"):
        assert cli.main([command, str(folder / "godlike.json")]) == 2
        assert "at /setup/seats/1/level: unknown bot level 'godlike'" in capsys.readouterr().err
    app = make_app((1280, 720), SaveStore(folder), title=True)
    title = app.top()
    app.step(0)
    app.draw()
    next(w for w in title.widgets if w.label == "Continue").action()
    wait_for_loading(app)
    assert app.table() is not None and app.table().match.game_id == good.game_id
    for _ in range(30):  # the bots move: no crash
        app.step(0.5)
    app.leave_table("title")
    assert "godlike" not in (folder / f"{store.id_of(good)}.json").read_text()


# --- the smaller ones: what is wrong is said; long names; Continue --------------------


def test_a_locks_entry_that_is_a_file_is_said_to_be_one(tmp_path):
    folder = tmp_path / "saves"
    folder.mkdir()
    (folder / ".locks").write_text("not a folder")
    with pytest.raises(OSError) as err:
        SaveStore(folder).save(played(3))
    reason = saves_module.failure_reason(err.value)
    assert ".locks in the save folder is a file" in reason and "File exists" not in reason
    app, table = _table_app(tmp_path, folder=folder)
    assert app.save_problem and ".locks in the save folder is a file" in app.save_problem


@posix
def test_a_save_folder_that_is_a_link_loop_is_said_to_be_one(tmp_path):
    loop = tmp_path / "saves"
    os.symlink(loop, loop)
    with pytest.raises(OSError) as err:
        SaveStore(loop).save(played(3))
    reason = saves_module.failure_reason(err.value)
    assert "link that loops back to itself" in reason and "a file" not in reason
    app, table = _table_app(tmp_path, folder=loop)
    assert app.save_problem and "loops back to itself" in app.save_problem
    assert os.readlink(loop) == str(loop)


@posix
@pytest.mark.parametrize("name", ["x" * 250 + ".json", "é" * 125 + ".json"])
def test_a_save_whose_name_is_as_long_as_a_name_can_be_is_saved_locked_and_backed_up(name, tmp_path):
    """The temporary name added about 20 bytes to the save's, the lock 5 and a backup 2:
    a file named near the 255-byte limit opened but could never be saved."""
    folder = tmp_path / "saves"
    folder.mkdir()
    assert len(os.fsencode(name)) == 255
    m = played(6)
    (folder / name).write_bytes(saves_module.encode(saves_module.save_data(m)))
    store = SaveStore(folder)
    (entry,) = store.list()
    assert entry.error is None
    loaded = store.open(entry)  # as the Load screen opens it
    for _ in range(3):
        _step(loaded.match)
        store.save(loaded.match)
    assert load_file(folder / name).match.moves == loaded.match.moves
    assert len(store.backups(name[: -len(".json")])) == 3
    other = SaveStore(folder)
    with pytest.raises(SaveInUse):  # its lock is held, under its shortened name
        other.open(name[: -len(".json")])
    assert [n for n in os.listdir(folder) if safefile.TMP_MARK in n] == []
