"""Hostile save folders: a generated corpus of broken, huge, nested, linked, piped and oddly
named saves goes through every path that reads saves (the title screen, the Load screen's
draw, open, rename and delete, Continue, `villainous replay` and `villainous analyse`).
Nothing crashes or hangs, no traceback is printed, the command line exits 2 on a refused
file, nothing in the folder changes unless asked (rename, delete), and every case is
answered within generous time and memory bounds, measured here.
"""

from __future__ import annotations

import contextlib
import json
import os
import shutil
import signal
import stat
import sys
import time
import tracemalloc
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import cli  # noqa: E402
from game.core.saves import SaveError, SaveStore  # noqa: E402
from game.table.loadscreen import LoadScene, ReplayScene  # noqa: E402
from game.table.saving import wait_for_loading  # noqa: E402
from game.table.scenes import TitleScene  # noqa: E402

from .. import hostile_corpus  # noqa: E402
from ..table.ui_helpers import make_app  # noqa: E402

pytestmark = pytest.mark.skipif(os.name != "posix", reason="the corpus makes FIFOs and links")

SECONDS = 5.0  # any one case, any one path: generous; a hang or a 37 s load fails
MEGABYTES = 150  # peak Python memory of reading one case (an 18 MB position used 821 MB)


@contextlib.contextmanager
def deadline(seconds: float = 60):
    """A hang (a FIFO read, an endless loop) fails the test instead of stopping the suite."""
    def timeout(signum, frame):
        raise TimeoutError(f"no answer within {seconds} s: something hangs")

    old = signal.signal(signal.SIGALRM, timeout)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def snapshot(folder: Path) -> dict[str, tuple]:
    """What is in the folder (not .locks or .backups), without reading pipes or following links."""
    out = {}
    for name in os.listdir(folder):
        if name in (".locks", ".backups"):
            continue
        p = folder / name
        st = os.lstat(p)
        if stat.S_ISREG(st.st_mode):
            # a replaced file has a new inode, a file written in place a new mtime and ctime
            out[name] = ("file", st.st_size, st.st_mtime_ns, st.st_ctime_ns, st.st_ino)
        elif stat.S_ISLNK(st.st_mode):
            out[name] = ("link", os.readlink(p))
        else:
            out[name] = ("other", stat.S_IFMT(st.st_mode))
    return out


@pytest.fixture(scope="module")
def corpus(tmp_path_factory):
    root = tmp_path_factory.mktemp("hostile")
    cases = hostile_corpus.build(root / "saves", root / "outside")
    outside = snapshot(root / "outside")
    return root, cases, outside


def _copy(root: Path, dest: Path) -> Path:
    """A fresh copy of the corpus folder (links copied as links, the FIFO re-made)."""
    src = root / "saves"
    dest.mkdir(parents=True)
    for name in os.listdir(src):
        p = src / name
        st = os.lstat(p)
        if stat.S_ISLNK(st.st_mode):
            os.symlink(os.readlink(p), dest / name)
        elif stat.S_ISFIFO(st.st_mode):
            os.mkfifo(dest / name)
        elif stat.S_ISDIR(st.st_mode):
            (dest / name).mkdir()
        elif st.st_size > 10_000_000:
            with open(dest / name, "wb") as fh:
                fh.truncate(st.st_size)
        else:
            shutil.copyfile(p, dest / name)
    return dest


def _render(app) -> None:
    app.step(1 / 60)
    app.draw()


def _timed(fn, what: str):
    t0 = time.perf_counter()
    result = fn()
    took = time.perf_counter() - t0
    assert took < SECONDS, f"{what} took {took:.1f} s"
    return result, took


def test_the_corpus_has_every_case_of_the_issue(corpus):
    _, cases, _ = corpus
    names = {c.name for c in cases}
    for must in ("round-infinity.json", "deep-array.json", "fifo.json", "zero.json", "illegal-move.json",
                 "version-99.json", "link-out.json", "My game (copy).json", "Gastón.json", "..json",
                 "nul-in-name.json", "surrogate-in-name.json", "seed-5000-digits.json", "utf16.json",
                 "not-utf8.json", "huge-sparse.json", "too-many-moves.json"):
        assert must in names, must
    # fields of the right JSON type, out of what the game declares (every game)
    for key in ("villainous", "san-villano", "stargate"):
        for case in ("bot-godlike", "seat-alien", "winner-seat-5", "winners-twice", "winner-tampered",
                     "setup-other-game", "seven-seats", "one-seat"):
            assert f"{key}-{case}.json" in names, (key, case)
    for must in ("villainous-fate-token-3.json", "san-villano-solo-target-500.json", "stargate-unknown-decks.json",
                 "version-2-winner-huge.json", "version-2-shared-victory.json"):
        assert must in names, must
    assert sum(c.name.startswith("pos-") for c in cases) >= 10  # ten kinds of broken position
    assert sum(c.name.startswith("mutant-") for c in cases) >= 20


def test_listing_and_loading_every_case_is_quick_bounded_and_changes_nothing(corpus):
    root, cases, outside = corpus
    folder = root / "saves"
    before = snapshot(folder)
    with deadline():
        store = SaveStore(folder)
        entries, list_took = _timed(store.list, "listing the corpus")
        by_file = {e.file: e for e in entries}
        worst_time, worst_mem = 0.0, 0
        for case in cases:
            entry = by_file[case.name]
            if case.kind == "opens":
                assert entry.error is None, (case.name, entry.error)
            tracemalloc.start()
            t0 = time.perf_counter()
            try:
                loaded = store.load(entry)
            except SaveError as exc:
                assert case.kind != "opens", (case.name, str(exc))
                assert str(exc) and len(str(exc)) <= 600
            else:
                assert case.kind != "refused", case.name
                assert loaded.verified or loaded.problem
            took = time.perf_counter() - t0
            peak = tracemalloc.get_traced_memory()[1]
            tracemalloc.stop()
            worst_time, worst_mem = max(worst_time, took), max(worst_mem, peak)
            assert took < SECONDS, f"{case.name}: {took:.1f} s"
            assert peak < MEGABYTES * 1_000_000, f"{case.name}: {peak / 1e6:.0f} MB"
    assert snapshot(folder) == before
    assert snapshot(root / "outside") == outside
    print(f"\ncorpus of {len(cases)}: listed in {list_took:.2f} s; slowest load {worst_time:.2f} s, "
          f"most memory {worst_mem / 1e6:.1f} MB")


def test_names_shown_are_safe_to_draw(corpus):
    root, _, _ = corpus
    for e in SaveStore(root / "saves").list():
        for s in (e.name, e.error or "", *e.seats):
            assert "\0" not in s
            s.encode("utf-8")  # no lone surrogate
            assert all(ord(ch) >= 32 or ch in "\n\t" for ch in s)


@pytest.mark.slow
def test_title_screen_and_continue_survive_the_corpus(corpus, tmp_path):
    root, cases, outside = corpus
    folder = _copy(root, tmp_path / "saves")
    before = snapshot(folder)
    with deadline():
        app = make_app(saves=folder)
        app.push(TitleScene(app))
        _timed(lambda: _render(app), "drawing the title screen")
        # Continue on every save that looks usable, refused or not when replayed
        for entry in app.saves.list():
            if entry.error is not None:
                continue
            app.scenes = [TitleScene(app)]
            app.continue_game(entry)
            _timed(lambda: wait_for_loading(app, SECONDS), f"continuing {entry.file}")
            _render(app)
            top = app.top()
            if app.table() is not None:  # a table of any game (a finished one shows Game over)
                app.leave_table("title")
            else:
                assert isinstance(top, TitleScene) and top.message, entry.file
    after = snapshot(folder)
    assert after == before  # opening a game writes nothing until a move is made
    assert snapshot(root / "outside") == outside


def test_continue_falls_back_to_the_newest_save_that_opens(tmp_path):
    """The listing reads only each save's header, so the newest unfinished save may hold a
    move that is not legal: Continue says so and opens the newest save that does open;
    with none left, it says why on the title screen."""
    folder = tmp_path / "saves"
    store = SaveStore(folder)
    good = hostile_corpus.played(10)
    store.save(good)
    store.release_all()
    data = json.loads(next(folder.glob("*.json")).read_text())
    data["moves"][3] = "play the-rose @nowhere"
    data["updated"] = "2999-01-01T00:00:00+00:00"
    (folder / "My game (copy).json").write_text(json.dumps(data))
    data["updated"] = "2998-01-01T00:00:00+00:00"
    (folder / "Older broken.json").write_text(json.dumps(data))
    app = make_app(saves=folder)
    title = TitleScene(app)
    app.push(title)
    _render(app)
    cont = next(w for w in title.widgets if w.label == "Continue")
    cont.action()
    wait_for_loading(app)
    _render(app)
    table = app.table()
    assert table is not None and table.match.game_id == good.game_id
    said = table.toast_words()
    assert "My game (copy)" in said and "not legal there" in said, said
    app.leave_table("title")
    os.unlink(app.saves.file_of(table.match))
    title = app.top()
    _render(app)
    next(w for w in title.widgets if w.label == "Continue").action()
    wait_for_loading(app)
    _render(app)
    assert app.top() is title and "My game (copy)" in title.message and "not legal there" in title.message


@pytest.mark.slow
def test_load_screen_draws_opens_renames_and_deletes_every_case(corpus, tmp_path):
    root, cases, outside = corpus
    folder = _copy(root, tmp_path / "saves")
    with deadline(120):
        app = make_app(saves=folder)
        app.push(TitleScene(app))
        scene = LoadScene(app)
        app.push(scene)
        n = len(scene.entries)
        assert n == len(cases)
        opened = refused = 0
        for k in range(n):
            entry = scene.entries[k]
            scene.select(k)
            scene.thumb(entry, (72, 40))  # starts the background load of the picture
            for t, _box in list(scene._thumb_jobs.values()):
                t.join(SECONDS)
            _timed(lambda: _render(app), f"drawing {entry.file}")  # the thumbnail, once loaded
            before = snapshot(folder)
            if entry.error is None:  # "Watch replay", then "Open"
                scene.replay()
                _timed(lambda: wait_for_loading(app, SECONDS), f"replaying {entry.file}")
                _render(app)
                if isinstance(app.top(), ReplayScene):
                    app.top().index = 1
                    _render(app)
                    app.pop()
                else:
                    assert app.top() is scene and scene.message
                scene.open()
                _timed(lambda: wait_for_loading(app, SECONDS), f"opening {entry.file}")
                _render(app)
                if app.table() is not None:
                    opened += 1
                    app.leave_table("title")
                    scene = LoadScene(app)
                    app.push(scene)
                    scene.select(k)
                else:
                    refused += 1
                    assert app.top() is scene and scene.message
            assert snapshot(folder) == before, entry.file
        # rename: a refused save is never rewritten; a good one gets its new name
        for k in range(n):
            scene.entries = app.saves.list()
            entry = scene.entries[k]
            scene.select(k)
            before = snapshot(folder)
            scene.rename()
            scene.renaming = "Renamed \u0000 game"
            scene.rename()
            _render(app)
            if entry.error is not None or scene.message:
                assert snapshot(folder) == before, entry.file
        # delete every entry, one by one: only that entry goes; a link goes, not its target;
        # a folder named like a save is refused and stays
        kept = 0
        while True:
            scene.entries = app.saves.list()
            if len(scene.entries) <= kept:
                break
            scene.select(kept)
            gone = scene.entries[kept].file
            others = {k: v for k, v in snapshot(folder).items() if k != gone}
            scene.delete()
            scene.delete()  # "Really delete?"
            _render(app)
            if gone in os.listdir(folder):
                assert scene.message and stat.S_ISDIR(os.lstat(folder / gone).st_mode), gone
                kept += 1
            assert {k: v for k, v in snapshot(folder).items() if k != gone} == others
        assert kept == 1
    assert snapshot(root / "outside") == outside
    assert opened >= 20 and refused >= 1


def _cli(capsys, *argv):
    try:
        code = cli.main(list(argv))
    except SystemExit as exc:  # argparse's own refusals
        code = exc.code
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err
    return code, out, err


@pytest.mark.slow
def test_replay_and_analyse_answer_every_case_with_exit_2_and_a_short_message(corpus, capsys):
    root, cases, outside = corpus
    folder = root / "saves"
    before = snapshot(folder)
    with deadline(120):
        for case in cases:
            path = str(folder / case.name)
            for command in ("replay", "analyse"):
                (result, took) = _timed(lambda command=command, path=path: _cli(capsys, command, path),
                                        f"{command} {case.name}")
                code, out, err = result
                if (case.cli_kind or case.kind) == "refused":
                    assert code == 2, (command, case.name, out, err)
                    assert len(err) < 1000, (command, case.name, err)
                assert code in (0, 1, 2), (command, case.name, code)
                if code == 2:
                    assert err.startswith("villainous: ") and err.strip(), (command, case.name)
                # --json: errors as JSON too
                code_j, out_j, err_j = _cli(capsys, command, path, "--json")
                assert code_j == code
                parsed = json.loads(out_j)
                if code == 2:
                    assert set(parsed) == {"error", "status"} and parsed["status"] == 2
    assert snapshot(folder) == before
    assert snapshot(root / "outside") == outside


def test_broken_stored_positions_exit_2_from_the_command_line_and_open_in_the_window(corpus, capsys):
    root, cases, _ = corpus
    broken = [c for c in cases if c.name.startswith("pos-")]
    assert len(broken) >= 10
    for case in broken:
        path = str(root / "saves" / case.name)
        for command in ("replay", "analyse"):
            code, _, err = _cli(capsys, command, path)
            assert code == 2 and "stored position is broken" in err, (command, case.name, err)


@pytest.mark.slow
def test_the_command_line_never_prints_a_traceback_in_a_real_process(corpus):
    import subprocess

    root, _, _ = corpus
    env = dict(os.environ, PYTHONWARNINGS="ignore")
    for name in ("deep-array.json", "seed-5000-digits.json", "fifo.json", "utf16.json", "zero.json"):
        res = subprocess.run([sys.executable, "-m", "game", "replay", str(root / "saves" / name)],
                             capture_output=True, text=True, timeout=60, env=env)
        assert res.returncode == 2, (name, res.stderr)
        assert "Traceback" not in res.stderr and res.stderr.startswith("villainous: "), res.stderr


def test_an_error_quotes_only_an_excerpt_of_a_huge_input(tmp_path, capsys):
    code, _, err = _cli(capsys, "new-position", "--villains", "gaston,gaston", "--seed", "9" * 5000)
    assert code == 2 and len(err) < 1000
    code, _, err = _cli(capsys, "new-position", "--villains", "x" * 100_000)
    assert code == 2 and len(err) < 1000
    f = tmp_path / "p.json"
    code, out, _ = _cli(capsys, "new-position", "--villains", "gaston,gaston")
    f.write_text(out)
    code, _, err = _cli(capsys, "analyse", str(f), "--moves", "y" * 200_000)
    assert code == 2 and len(err) < 2000


def test_analyse_reports_sizes_as_the_file_manager_does(tmp_path, capsys):
    f = tmp_path / "big.json"
    with open(f, "wb") as fh:
        fh.truncate(19_200_000)
    code, _, err = _cli(capsys, "analyse", str(f))
    assert code == 2 and "19.2 MB" in err


@pytest.fixture(autouse=True)
def _quit_pygame():
    yield
    pygame.quit()
