"""The compiled rules engine (game/compiled.py): the same games as the pure one, and a build
used only while it is current."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from game import compiled

ROOT = Path(__file__).resolve().parents[2]


def _run(code: str, **env: str) -> str:
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=600,
                          env={**os.environ, "PYTHONHASHSEED": "0", "VILLAINOUS_PURE": "", **env})
    assert done.returncode == 0, done.stderr
    return done.stdout.strip()


def _fake_build(folder: Path, **changes) -> Path:
    """A build folder whose manifest names every engine module (empty files for the
    extensions), as ``tools/build_engine.py`` writes it, with ``changes`` made to it."""
    suffix = compiled.ext_suffix()
    modules = {}
    for name in compiled.ENGINE_MODULES:
        rel = Path(*name.split(".")).with_suffix(suffix)
        (folder / rel).parent.mkdir(parents=True, exist_ok=True)
        (folder / rel).write_bytes(b"")
        modules[name] = {"file": rel.as_posix(), "sha256": compiled.source_digest(name)}
    (folder / f"abc__mypyc{suffix}").write_bytes(b"")
    data = {"ext_suffix": compiled.ext_tag(), "modules": modules, "runtime": {"abc__mypyc": f"abc__mypyc{suffix}"}}
    data.update(changes)
    (folder / compiled.MANIFEST).write_text(json.dumps(data))
    return folder


@pytest.mark.slow
def test_the_compiled_engine_plays_the_same_games_as_the_pure_one():
    """``make test`` builds the engine first (``make engine``): these are the games of
    ``tools/engine_work.py hash --quick`` (legal actions, events, bot choices) both ways."""
    hashed = "import runpy, sys; sys.argv = ['engine_work', 'hash', '--quick']; runpy.run_path('tools/engine_work.py', run_name='__main__')"
    fast = _run("from game import compiled; print(compiled.engine); " + hashed)
    engine = fast.splitlines()[0]
    if engine != "compiled":
        if shutil.which("cc") is None and shutil.which("gcc") is None:
            pytest.skip(f"no C compiler here: {engine}")
        pytest.fail(f"the compiled engine is not in use ({engine}): `make engine` builds it")
    pure = _run("from game import compiled; print(compiled.engine); " + hashed, VILLAINOUS_PURE="1")
    assert pure.splitlines()[0].startswith("pure")
    assert fast.splitlines()[1:] == pure.splitlines()[1:]
    assert _run("import game.games.villainous.turn as t; print(t.__file__.endswith('.py'))") == "False"


@pytest.mark.slow
def test_VILLAINOUS_PURE_keeps_the_engine_in_plain_Python():
    out = _run("import game.games.villainous.turn as t; from game import compiled; print(t.__file__); "
               "print(compiled.engine)", VILLAINOUS_PURE="1")
    path, engine = out.splitlines()
    assert path.endswith("turn.py") and engine == "pure: VILLAINOUS_PURE is set"


def test_a_build_of_the_current_sources_is_used(tmp_path):
    files = compiled.check(_fake_build(tmp_path))
    assert set(files) == set(compiled.ENGINE_MODULES) | {"abc__mypyc"}
    assert all(f.is_file() for f in files.values())


def test_one_changed_source_makes_the_whole_build_stale(tmp_path):
    build = _fake_build(tmp_path)
    data = json.loads((build / "manifest.json").read_text())
    data["modules"]["game.games.villainous.realm"]["sha256"] = "0" * 64
    (build / "manifest.json").write_text(json.dumps(data))
    with pytest.raises(ValueError, match=r"realm\.py changed since the build"):
        compiled.check(build)
    # the packaged program has no sources to compare: its bundle was built in one go
    assert len(compiled.check(build, frozen=True)) == len(compiled.ENGINE_MODULES) + 1


@pytest.mark.parametrize("changes, why", [
    ({"ext_suffix": "cpython-312-x86_64-linux-gnu"}, "the build is for cpython-312"),
    ({"modules": {}}, "other modules"),
    ({"runtime": {"abc__mypyc": "../../elsewhere.so"}}, "outside the build"),
    ({"runtime": []}, "not a build manifest"),
])
def test_a_build_for_another_python_or_with_a_bad_manifest_is_not_used(tmp_path, changes, why):
    with pytest.raises(ValueError, match=why):
        compiled.check(_fake_build(tmp_path, **changes))


def test_a_missing_extension_or_a_hostile_manifest_is_refused_quickly(tmp_path):
    build = _fake_build(tmp_path / "a")
    next(build.rglob("turn*.so")).unlink()
    with pytest.raises(ValueError, match="the build lacks turn"):
        compiled.check(build)
    for text, why in (("[" * 40_000, "nested too deep|not a build manifest|Expecting"),
                      ("{" + " " * 70_000 + "}", "larger than a manifest"),
                      ('{"modules": ', "Expecting value")):
        folder = tmp_path / str(len(text))
        folder.mkdir()
        (folder / "manifest.json").write_text(text)
        with pytest.raises(ValueError, match=why):
            compiled.check(folder)
    if hasattr(os, "mkfifo"):  # not on Windows
        (tmp_path / "pipe").mkdir()
        os.mkfifo(tmp_path / "pipe" / "manifest.json")
        with pytest.raises(ValueError, match="no build"):
            compiled.check(tmp_path / "pipe")  # never opened: a pipe would block the start


def test_an_engine_module_imported_before_install_keeps_the_pure_engine():
    out = _run("import sys; sys.modules['game.games.villainous.turn'] = object(); import game; "
               "from game import compiled; print(compiled.engine)")
    assert out == "pure: game.games.villainous.turn was imported before game.compiled.install"
