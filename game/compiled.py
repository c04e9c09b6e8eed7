"""The compiled rules engine: the hot modules built to C by mypyc, loaded only while current.

``make play`` and ``make test`` run ``tools/build_engine.py``, which compiles the modules
named in ``ENGINE_MODULES`` (the step loop of Despicable Plots and Scum and Villainy: the
turn, the resolution stack, the card vocabulary's verbs, the villains' scripts) into ``build/engine/<python>/`` with a manifest of the sources they
were built from. ``install`` (run when the ``game`` package is first imported) puts a finder
first on ``sys.meta_path`` that serves those modules from the build, but only when

- the manifest was made for this Python (its extension suffix), and
- every one of those sources is byte for byte the one it was built from. Compiled modules
  call each other directly in C, so one edited file makes the whole build stale: then
  none of it is used, and the game runs the same modules as plain Python.

The pure engine is the specification and stays complete: the compiled one is the same
source, checked by the same tests (``tests/villainous/test_compiled_engine.py`` asks both for the same
games). ``VILLAINOUS_PURE=1`` turns the build off (mutation testing, debugging with
breakpoints in the engine). In the packaged program the build ships beside the frozen
modules (``packaging/villainous.spec``), made from the same sources in the same run.
"""

from __future__ import annotations

import hashlib
import importlib.abc
import importlib.machinery
import importlib.util
import json
import os
import sys
import sysconfig
from pathlib import Path

#: the modules compiled, in dotted form: what a step of the engine runs through
ENGINE_MODULES = tuple(f"game.games.villainous.{m}" for m in (
    "state", "rules", "turn", "realm", "frames", "cardplay", "zones", "resolution", "stack", "cards", "carddata",
    "boxrules",
    # the card vocabulary's verbs and the villains' own scripts, which a card's program runs
    "effects._verbs", "effects.fate", "effects.finding", "effects.hand", "effects.heroes", "effects.locations",
    "effects.obstacles", "effects.programs", "effects.scum",
    "villains.gaston", "villains.horned_king", "villains.lady_tremaine",
    "villains.boba_fett", "villains.cad_bane", "villains.seventh_sister",
))
# stack's frames are plain classes with their fields named (FIELDS), not dataclasses: mypyc
# would make dataclasses native and refuse fields after the base class's constants.
# Not game.core.rng: its 64-bit arithmetic overflows mypyc's small ints, and compiled it
# ran slower (1.1 against 0.8 us a draw).

ROOT = Path(__file__).resolve().parent.parent  # the folder holding the ``game`` package
MANIFEST = "manifest.json"
MANIFEST_MAX_BYTES = 1 << 16

#: which engine runs, and why: "compiled", or "pure: <the reason>"
engine = "pure: not checked yet"


def build_dir() -> Path:
    """Where the build for this Python lies (the bundle's own folder when frozen)."""
    frozen = getattr(sys, "_MEIPASS", None)
    if frozen is not None:
        return Path(frozen) / "engine"
    return ROOT / "build" / "engine" / ext_tag()


def ext_suffix() -> str:
    """This Python's extension suffix (".cpython-311-x86_64-linux-gnu.so", ".cp311-win_amd64.pyd")."""
    return sysconfig.get_config_var("EXT_SUFFIX") or importlib.machinery.EXTENSION_SUFFIXES[0]


def ext_tag() -> str:
    """This Python's extension suffix without its dots and ending ("cpython-311-x86_64-linux-gnu")."""
    return ext_suffix().strip(".").removesuffix(".so").removesuffix(".pyd")


def source_path(name: str) -> Path:
    return ROOT.joinpath(*name.split(".")).with_suffix(".py")


def source_digest(name: str) -> str:
    return hashlib.sha256(source_path(name).read_bytes()).hexdigest()


def read_manifest(folder: Path) -> dict:
    """The build's manifest: ``{"ext_suffix", "modules": {name: {"file", "sha256"}},
    "runtime": {name: file}}``. Raises ValueError (or OSError) for anything else."""
    path = folder / MANIFEST
    if not path.is_file():  # a pipe or a folder in its place is no manifest either
        raise ValueError(f"no build at {folder}")
    if path.stat().st_size > MANIFEST_MAX_BYTES:
        raise ValueError(f"{path} is larger than a manifest can be")
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except RecursionError:
        raise ValueError(f"{path} is nested too deep to be a manifest") from None
    if not isinstance(data, dict) or not isinstance(data.get("modules"), dict) \
            or not isinstance(data.get("runtime"), dict):
        raise ValueError(f"{path} is not a build manifest")
    return data


def check(folder: Path, frozen: bool = False) -> dict[str, Path]:
    """The extension file of every module to load from the build in ``folder``, or
    ValueError saying why the build is not to be used."""
    data = read_manifest(folder)
    if data.get("ext_suffix") != ext_tag():
        raise ValueError(f"the build is for {data.get('ext_suffix')}, this Python is {ext_tag()}")
    modules = data["modules"]
    if set(modules) != set(ENGINE_MODULES):
        raise ValueError("the build compiled other modules than game.compiled.ENGINE_MODULES names")
    files: dict[str, Path] = {}
    for name, entry in modules.items():
        if not isinstance(entry, dict) or not isinstance(entry.get("file"), str):
            raise ValueError(f"the manifest's entry for {name} is not a file")
        # where the sources are not (the frozen program), the bundle was built in one go
        if not frozen and entry.get("sha256") != source_digest(name):
            raise ValueError(f"{source_path(name).relative_to(ROOT)} changed since the build "
                             "(make engine builds it again)")
        files[name] = folder / entry["file"]
    for name, file in data["runtime"].items():
        files[str(name)] = folder / str(file)
    for name, path in files.items():
        if path.parent.resolve() != folder.resolve() and folder.resolve() not in path.resolve().parents:
            raise ValueError(f"the manifest puts {name} outside the build")
        if not path.is_file():
            raise ValueError(f"the build lacks {path.name}")
    return files


class _Finder(importlib.abc.MetaPathFinder):
    """Serves the compiled modules (and mypyc's shared runtime) from their files."""

    def __init__(self, files: dict[str, Path]) -> None:
        self.files = files

    def find_spec(self, fullname, path=None, target=None):  # noqa: ANN001 - the import protocol's
        file = self.files.get(fullname)
        if file is None:
            return None
        loader = importlib.machinery.ExtensionFileLoader(fullname, str(file))
        return importlib.util.spec_from_file_location(fullname, str(file), loader=loader)


def install() -> str:
    """Put the compiled engine in place of the pure one when its build is current; returns
    (and keeps in ``engine``) which engine runs. Before any engine module is imported."""
    global engine
    if any(isinstance(f, _Finder) for f in sys.meta_path):
        return engine
    if os.environ.get("VILLAINOUS_PURE"):
        engine = "pure: VILLAINOUS_PURE is set"
        return engine
    loaded = [name for name in ENGINE_MODULES if name in sys.modules]
    if loaded:
        engine = f"pure: {loaded[0]} was imported before game.compiled.install"
        return engine
    try:
        files = check(build_dir(), frozen=hasattr(sys, "_MEIPASS"))
    except (OSError, ValueError) as e:
        engine = f"pure: {e}"
        return engine
    sys.meta_path.insert(0, _Finder(files))
    engine = "compiled"
    return engine
