"""The autosave thread: saves written in the order asked, each atomic, every one flushed
before the window lets go of the game, quits, or reports a crash; a failure still shown."""

from __future__ import annotations

import os
import threading
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core import saves as saves_module  # noqa: E402
from game.core.autosave import Autosaver, snapshot  # noqa: E402
from game.core.match import Match, Seat  # noqa: E402
from game.core.saves import SaveError, SaveStore, load_file  # noqa: E402
from game.games.villainous import (
    rules,  # noqa: E402
    villainous_setup,  # noqa: E402
)
from game.table.app import App  # noqa: E402

from ..table.ui_helpers import make_app, start_table  # noqa: E402


def _match(seed: int = 4) -> Match:
    return Match(villainous_setup(["gaston", "lady-tremaine"], [Seat("human"), Seat("human")], seed))


def _step(m: Match) -> None:
    m.apply(rules.legal_actions(m.state)[0])


class SlowStore(SaveStore):
    """A store that notes the moves of every save it writes, slowly."""

    def __init__(self, folder, delay: float = 0.01) -> None:
        super().__init__(folder)
        self.written: list[int] = []
        self.delay = delay
        self.threads: set[str] = set()

    def autosave(self, match, name=None):
        time.sleep(self.delay)
        self.threads.add(threading.current_thread().name)
        path = super().autosave(match, name)
        self.written.append(len(match.moves))
        return path


def test_saves_are_written_in_order_never_an_earlier_after_a_later(tmp_path):
    store = SlowStore(tmp_path)
    writer = Autosaver(store)
    m = _match()
    for _ in range(40):
        _step(m)
        writer.submit(m)
    assert writer.flush(30)
    assert store.written == sorted(store.written) and len(set(store.written)) == len(store.written)
    assert store.written[-1] == 40  # the last save holds every move
    assert store.threads == {"villainous-autosave"}  # not the caller's thread
    assert load_file(store.file_of(m)).match.moves == m.moves


def test_a_snapshot_is_the_game_when_asked_not_later(tmp_path):
    gate = threading.Event()
    seen: list[int] = []

    class Held(SaveStore):
        def autosave(self, match, name=None):
            gate.wait(10)
            seen.append(len(match.moves))
            return super().autosave(match, name)

    store = Held(tmp_path)
    writer = Autosaver(store)
    m = _match()
    _step(m)
    writer.submit(m)
    for _ in range(5):  # the game goes on while the first save waits
        _step(m)
    gate.set()
    assert writer.flush(10)
    assert seen == [1]
    writer.submit(m)
    writer.flush(10)
    assert seen == [1, 6]


def test_the_snapshot_shares_the_games_identity():
    m = _match()
    snap = snapshot(m)
    assert m.game_id and snap.game_id == m.game_id
    assert snap.game is not m.game and snap.moves is not m.moves


def test_every_save_on_disk_is_whole_while_the_writer_writes(tmp_path):
    store = SlowStore(tmp_path, delay=0)
    writer = Autosaver(store)
    m = _match()
    _step(m)
    writer.submit(m)
    writer.flush(10)
    path = store.file_of(m)
    for _ in range(30):
        _step(m)
        writer.submit(m)
        loaded = _read_whole(path)  # read while the writer may be writing: old or new, never half
        assert loaded.verified and loaded.match.moves == m.moves[: len(loaded.match.moves)]
    writer.flush(10)
    assert load_file(path).match.moves == m.moves


def _read_whole(path):
    """Load a save being replaced: the reader refuses a file renamed under it while it opens
    it ("changed while it was being opened"), and reads it again."""
    for _ in range(50):
        try:
            return load_file(path)
        except SaveError as exc:
            if "changed while it was being opened" not in str(exc):
                raise
    raise AssertionError("the save kept changing under the reader")


def _app(tmp_path, store) -> App:
    app = make_app((1280, 720), store, title=True)
    start_table(app, seed=3)
    return app


class HeldStore(SlowStore):
    """A store whose writes wait until the test lets them go: a disk that never answers."""

    def __init__(self, folder) -> None:
        super().__init__(folder, delay=0.0)
        self.release = threading.Event()

    def autosave(self, match, name=None):
        self.release.wait(60)
        return super().autosave(match, name)


def test_the_table_does_not_wait_for_the_disk(tmp_path):
    store = HeldStore(tmp_path / "saves")
    app = _app(tmp_path, store)
    table = app.table()
    before = list(store.written)
    table.apply_plan((rules.legal_actions(table.st)[0],))  # returns although the disk is held
    assert len(table.match.moves) == 1 and store.written == before  # made, not yet saved
    store.release.set()
    app.flush_saves()
    assert store.written[-1] == len(table.match.moves)


def test_quitting_writes_every_save_asked_for(tmp_path):
    store = SlowStore(tmp_path / "saves", delay=0.05)
    app = _app(tmp_path, store)
    table = app.table()
    for _ in range(3):
        table.apply_plan((rules.legal_actions(table.st)[0],))
    match = table.match
    pygame.event.post(pygame.event.Event(pygame.QUIT))
    app.run()
    assert not app.running
    assert load_file(store.file_of(match)).match.moves == match.moves


def test_the_loop_ending_flushes_the_writer(tmp_path, monkeypatch):
    store = SlowStore(tmp_path / "saves", delay=0.2)
    app = _app(tmp_path, store)
    table = app.table()
    table.apply_plan((rules.legal_actions(table.st)[0],))
    app.running = False  # the loop ends at once (as after "Quit without saving")
    app.run()
    assert store.written[-1] == len(table.match.moves)


def test_the_crash_handler_reports_after_the_saves_asked_for(tmp_path, monkeypatch, capsys):
    from game.table import app as app_module
    from game.table import run

    store = SlowStore(tmp_path / "f", delay=0.1)
    monkeypatch.setattr(saves_module.SaveStore, "default", classmethod(lambda cls: store))
    played = {}

    def boom(self):
        self.start_match(Match(villainous_setup(["gaston", "gaston"], [Seat("human"), Seat("human")], 1)))
        table = self.table()
        for _ in range(4):
            table.apply_plan((rules.legal_actions(table.st)[0],))
        played["match"] = table.match
        raise RuntimeError("something broke")

    monkeypatch.setattr(app_module.App, "run", boom)
    assert run.play() == 1
    assert "Your game was saved." in capsys.readouterr().err
    m = played["match"]
    assert load_file(store.file_of(m)).match.moves == m.moves


def test_a_failed_autosave_is_shown_on_the_next_frame_and_cleared_by_the_next_save(tmp_path, monkeypatch):
    store = SaveStore(tmp_path / "saves")
    app = _app(tmp_path, store)
    table = app.table()
    monkeypatch.setattr(saves_module.SaveStore, "autosave",
                        lambda self, m: (_ for _ in ()).throw(OSError(28, "No space left on device")))
    table.apply_plan((rules.legal_actions(table.st)[0],))
    app.autosaver.flush(10)
    app.step(0)  # the next frame takes the writer's outcome
    assert app.save_problem == "Autosave failed: the disk is full"
    assert table.dirty
    monkeypatch.undo()
    table.apply_plan((rules.legal_actions(table.st)[0],))
    app.autosaver.flush(10)
    app.step(0)
    assert app.save_problem is None
