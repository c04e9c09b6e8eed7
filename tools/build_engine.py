"""Compile the rules engine's hot modules with mypyc (``game/compiled.py`` says why and how
they are loaded).

    python tools/build_engine.py          # build into build/engine/<python>/ unless current
    python tools/build_engine.py --force  # build again
    python tools/build_engine.py --check  # say whether the build is current (exit 1 if not)

The sources are copied into a scratch folder and compiled there, so nothing is written
next to them (an extension module beside its ``.py`` would shadow it, current or not). The
build is checked by importing it in a fresh process and playing a seeded game with both
engines, which must give the same events; only then is the manifest written. A machine
without mypy or a C compiler gets a line saying so and the pure engine (exit 0): the game
is the same, only slower.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["VILLAINOUS_PURE"] = "1"  # this process reads the sources, never the build

from game import compiled  # noqa: E402

# a seeded random game played by both engines in fresh processes: the same lines, or the
# build is refused
_CHECK = r"""
import sys
sys.path.insert(0, sys.argv[1])
from game import compiled
from game.core import rng
from game.games.villainous import rules
if len(sys.argv) > 2 and compiled.engine != "compiled":
    sys.exit("the build did not load: " + compiled.engine)
out = []
for villains, seed in ((["gaston", "lady-tremaine", "horned-king"], 3), (["horned-king", "gaston"], 4),
                       (["boba-fett", "cad-bane", "seventh-sister"], 5)):
    st = rules.new_game(villains, seed)
    r = rng.seed_state(seed)
    while st.winner is None and st.round <= 60:
        acts = rules.legal_actions(st)
        r, i = rng.below(r, len(acts))
        out.append(repr(acts[i]) + repr(rules.apply(st, acts[i])))
print(len(out), hash(tuple(out)))
"""


def _say(msg: str) -> None:
    print(f"build_engine: {msg}", flush=True)


def _played(extra_env: dict[str, str], compiled_wanted: bool) -> str:
    env = {**os.environ, "PYTHONHASHSEED": "0", **extra_env}
    args = [sys.executable, "-c", _CHECK, str(ROOT)] + (["compiled"] if compiled_wanted else [])
    done = subprocess.run(args, env=env, capture_output=True, text=True, timeout=600)
    if done.returncode != 0:
        raise RuntimeError((done.stderr or done.stdout).strip().splitlines()[-1:] or ["failed"])
    return done.stdout.strip()


def build(out: Path) -> None:
    mypyc = shutil.which("mypyc", path=str(Path(sys.executable).parent)) or shutil.which("mypyc")
    if mypyc is None:
        raise RuntimeError("mypyc is not installed (pip install -e '.[test]' brings it)")
    with tempfile.TemporaryDirectory(prefix="engine-build-") as tmp:
        work = Path(tmp)
        shutil.copytree(ROOT / "game", work / "game", ignore=shutil.ignore_patterns("__pycache__", "*.so", "*.pyd"))
        sources = [str(compiled.source_path(n).relative_to(ROOT)) for n in compiled.ENGINE_MODULES]
        env = {**os.environ, "MYPYC_OPT_LEVEL": os.environ.get("MYPYC_OPT_LEVEL", "3")}
        done = subprocess.run([mypyc, "--follow-imports=silent", "--ignore-missing-imports", *sources],
                              cwd=work, env=env, capture_output=True, text=True, timeout=1800)
        if done.returncode != 0:
            tail = "\n".join((done.stdout + done.stderr).strip().splitlines()[-15:])
            raise RuntimeError(f"mypyc failed:\n{tail}")
        suffix = compiled.ext_suffix()
        staged = Path(tempfile.mkdtemp(prefix="engine-", dir=out.parent))
        try:
            modules = {}
            for name in compiled.ENGINE_MODULES:
                rel = Path(*name.split(".")).with_suffix(suffix)
                (staged / rel).parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(work / rel, staged / rel)
                modules[name] = {"file": rel.as_posix(), "sha256": compiled.source_digest(name)}
            runtime = {}
            for lib in work.glob(f"*__mypyc{suffix}"):
                shutil.copy2(lib, staged / lib.name)
                runtime[lib.name.removesuffix(suffix)] = lib.name
            if not runtime:
                raise RuntimeError("mypyc made no shared runtime library")
            (staged / compiled.MANIFEST).write_text(json.dumps(
                {"ext_suffix": compiled.ext_tag(), "python": sys.version.split()[0], "modules": modules,
                 "runtime": runtime}, indent=1) + "\n", encoding="utf-8")
            if out.exists():
                shutil.rmtree(out)
            staged.rename(out)
        except BaseException:
            shutil.rmtree(staged, ignore_errors=True)
            raise


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--force", action="store_true", help="build even when the build is current")
    ap.add_argument("--check", action="store_true", help="only say whether the build is current")
    ap.add_argument("--out", type=Path, default=None,
                    help="the build's folder (default: build/engine/<python>; another folder is not checked by playing)")
    args = ap.parse_args(argv)
    out = (args.out or compiled.build_dir()).resolve()
    try:
        compiled.check(out)
        current = True
    except (OSError, ValueError) as e:
        current, why = False, str(e)
    if args.check:
        _say("the build is current" if current else f"not current: {why}")
        return 0 if current else 1
    if current and not args.force:
        _say(f"the compiled engine is current ({out.relative_to(ROOT) if out.is_relative_to(ROOT) else out})")
        return 0
    out.parent.mkdir(parents=True, exist_ok=True)
    _say("compiling the rules engine with mypyc (about a minute) ...")
    try:
        build(out)
        if args.out is None:
            want = _played({}, False)
            got = _played({"VILLAINOUS_PURE": ""}, True)
            if want != got:
                raise RuntimeError(f"the compiled engine plays other games than the pure one ({got} != {want})")
    except (OSError, RuntimeError, subprocess.SubprocessError) as e:
        shutil.rmtree(out, ignore_errors=True)
        _say(f"not compiled ({e}); the game runs the pure-Python engine, the same rules, slower")
        return 0
    _say(f"built {out.relative_to(ROOT) if out.is_relative_to(ROOT) else out}: the compiled engine plays "
         "the same games as the pure one")
    return 0


if __name__ == "__main__":
    sys.exit(main())
