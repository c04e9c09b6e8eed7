"""Mutation testing of the rules engine with mutmut, and its score per module.

    python tools/mutate.py                 # every engine module (results cached in mutants/)
    python tools/mutate.py zones realm     # just these modules, every mutant re-run
    python tools/mutate.py effects.hand core.match stargate.rules
    python tools/mutate.py --report        # only print the table from the last runs
    python tools/mutate.py cardplay --sample 60   # 60 of its mutants, drawn with --seed (0)
    python tools/mutate.py cardplay --sample 30 --against tests/villainous/test_cards_gaston.py ...
                                           # without mutmut's runner: each mutant against
                                           # these test files only (see --against); with
                                           # several modules, 30 of each
    python tools/mutate.py --generate      # only write mutants/ (no whole-suite pass)
    python tools/mutate.py cardplay --redo survived,timeout --against ...
                                           # again only the recorded survivors / timeouts
    python tools/mutate.py cardplay --sample 25 --select --against ...
                                           # each mutant against only the tests (of those
                                           # given) that call the mutated function

    python tools/mutate.py villainous --sample 25 --seed 1 --select --against default
                                           # 25 of each Villainous module, each against
                                           # the game's own tests (GAME_TESTS); no module
                                           # named: every module of every game

``make mutate`` (all) and ``make mutate MODULE="zones realm"`` call this;
``make mutate SAMPLE=25 [MODULE=…] [SEED=1] [AGAINST=…] [REDO=survived]`` the sampled,
per-module mode (``--generate`` first unless REDO is given). The fast suite
runs per mutant (``-m "not slow"``, set in pyproject's [tool.mutmut]); a mutant that makes
it loop is stopped by mutmut's timeout and counts as caught. Without module names the
cached verdicts stand, except that every mutant that survived is tried again, so new
tests are taken into account. Equivalent mutants (nothing can observe them) are listed
with the reason in docs/mutation.md and left out of the score:
killed / (killed + survived).
"""

from __future__ import annotations

import argparse
import json
import random
import re
import subprocess
import sys
from collections import defaultdict
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
MUTMUT = str(Path(sys.executable).with_name("mutmut"))
EQUIVALENTS = ROOT / "docs" / "mutation.md"

CAUGHT = {1: "killed", 3: "killed", 36: "timeout", 24: "timeout", -24: "timeout", 152: "timeout",
          255: "timeout", -9: "timeout", -11: "killed"}
SURVIVED = {0: "survived", 5: "no tests", 33: "no tests"}

#: The tests each game's modules run against when ``--against`` is not given a file
#: (``--against default``, what ``make mutate SAMPLE=…`` uses): the engine's own tests, and
#: those that reach its bot hints, wrappers and saves. Paths from the repository's root;
#: ``*`` is expanded.
GAME_TESTS = {
    "villainous": [
        "tests/villainous/test_rules.py", "tests/villainous/test_rules_realm.py", "tests/villainous/test_rules_zones.py",
        "tests/villainous/test_rules_log.py", "tests/villainous/test_faq_playability.py", "tests/villainous/test_wins.py",
        "tests/villainous/test_legality.py", "tests/villainous/test_villains.py", "tests/villainous/test_stack.py",
        "tests/villainous/test_cards_*.py", "tests/villainous/test_sw_rules.py", "tests/villainous/test_position.py",
        "tests/villainous/test_sv_playability.py", "tests/villainous/test_log_nothing_done.py",
        "tests/villainous/test_box.py", "tests/villainous/test_vocabulary.py", "tests/villainous/test_words.py",
        "tests/villainous/test_events.py", "tests/villainous/test_derived.py", "tests/villainous/test_invariants.py",
        "tests/villainous/test_definition.py", "tests/villainous/test_bots.py", "tests/core/test_saves.py",
    ],
    # every Stargate test file (the bot's value and the definition's options have their own:
    # test_search.py, test_definition.py; a list by name left them out)
    "stargate": ["tests/stargate/test_*.py"],
    "san_villano": ["tests/san_villano/test_*.py"],
    "core": ["tests/core/test_core.py", "tests/core/test_core_protocol.py", "tests/core/test_rng.py",
             "tests/stargate/test_protocol.py", "tests/san_villano/test_protocol.py",
             "tests/villainous/test_rules.py", "tests/villainous/test_position.py", "tests/core/test_saves.py"],
}
#: test files of a game never run per mutant: they start other processes or real windows,
#: or run the long fuzz (marked slow anyway)
_NOT_PER_MUTANT = ("test_cli.py", "test_purity.py", "test_view.py", "test_fuzz.py")


def pattern(module: str) -> str:
    """``zones`` -> ``game.games.villainous.zones.*``; ``core.match`` -> ``game.core.match.*``;
    ``stargate.rules`` -> ``game.games.stargate.rules.*`` (another game's engine);
    ``san_villano.__init__`` -> ``game.games.san_villano.x*`` (the package's own functions:
    mutmut names them ``x_f``/``xǁClassǁmethod``, a sub-module's start with its name)."""
    module = module.removesuffix(".py").replace("/", ".")
    if module.endswith(".__init__"):  # a package's own functions: ``san_villano.__init__``
        return pattern(module.removesuffix(".__init__")).removesuffix("*") + "x*"
    if module.startswith("game."):
        return module + ".*"
    if module.startswith("core."):
        return f"game.{module}.*"
    if module.split(".")[0] in ("villainous", "stargate", "san_villano"):
        return f"game.games.{module}.*"
    return f"game.games.villainous.{module}.*"


def game_of(module: str) -> str:
    """The game (or ``core``) a module name given on the command line belongs to."""
    first = module.removeprefix("game.").removeprefix("games.").split(".")[0]
    return first if first in GAME_TESTS else "villainous"


def default_tests(game: str) -> list[str]:
    out = []
    for pat in GAME_TESTS[game]:
        out += sorted(str(f.relative_to(ROOT)) for f in ROOT.glob(pat) if f.name not in _NOT_PER_MUTANT)
    return out


def modules_of(game: str) -> list[str]:
    """Every mutated module of ``game`` (from the generated tree), as the command line names
    it: ``zones``, ``effects.finding`` for Villainous, ``stargate.rules``, ``core.rng``."""
    strip = {"villainous": "game.games.villainous.", "core": "game."}.get(game, "game.games.")
    inside = "game.core." if game == "core" else f"game.games.{game}."
    return sorted({module_of(n).removeprefix(strip) for n in verdicts() if module_of(n).startswith(inside)})


def full_module(module: str) -> str:
    """``effects.finding`` -> ``game.games.villainous.effects.finding`` (no wildcard)."""
    return pattern(module)[:-2]


def equivalents() -> dict[str, str]:
    """Mutant name -> why it is equivalent, from the tables in docs/mutation.md (and any
    docs/mutation-*.md beside it, a section not merged in yet)."""
    out = {}
    lines = [x for doc in sorted(EQUIVALENTS.parent.glob("mutation*.md")) for x in doc.read_text().splitlines()]
    for line in lines:
        m = re.match(r"\|\s*`([^`]+__mutmut_\d+)`\s*\|(.*)\|\s*$", line)
        if m:
            out[m.group(1)] = m.group(2).strip()
    return out


def verdicts() -> dict[str, int | None]:
    out: dict[str, int | None] = {}
    for meta in sorted((ROOT / "mutants" / "game").rglob("*.py.meta")):
        out.update(json.loads(meta.read_text())["exit_code_by_key"])
    return out


def module_of(mutant: str) -> str:
    return mutant.rsplit(".", 1)[0]


def sync_data() -> None:
    """Copy the package's data files (villain JSON, schemas) into mutmut's tree: mutmut 3
    refreshes the Python files it mutates but keeps a data file it copied once, so a
    changed villain file would otherwise fail every test there."""
    import shutil

    for src in (ROOT / "game").rglob("*"):
        if src.is_file() and src.suffix not in (".py", ".pyc") and "__pycache__" not in src.parts:
            dest = ROOT / "mutants" / src.relative_to(ROOT)
            if dest.parent.exists() and (not dest.exists() or dest.read_bytes() != src.read_bytes()):
                shutil.copy2(src, dest)


def _matches(module: str, mutant: str) -> bool:
    return re.fullmatch(pattern(module).replace(".", r"\.").replace("*", ".*"), mutant) is not None


def report(only: list[str]) -> int:
    """Print the table; 1 when a measured module scores under 90 %."""
    eq = equivalents()
    rows: dict[str, dict[str, int]] = defaultdict(lambda: defaultdict(int))
    survivors: list[str] = []
    stale: list[str] = []
    for name, code in verdicts().items():
        mod = module_of(name)
        if only and not any(_matches(m, name) for m in only):
            continue
        r = rows[mod]
        if code is None:
            r["not run"] += 1
        elif code in CAUGHT:
            r["killed"] += 1
            r["timeout"] += CAUGHT[code] == "timeout"
            if name in eq:
                stale.append(name)
        elif name in eq:
            r["equivalent"] += 1
        else:
            r["survived"] += 1
            r["no tests"] += SURVIVED.get(code) == "no tests"
            survivors.append(name)
    low = 0
    print(f"{'module':38} {'mutants':>7} {'killed':>7} {'(timeout)':>9} {'survived':>8} {'equiv.':>6} "
          f"{'not run':>7} {'score':>6}")
    for mod in sorted(rows):
        r = rows[mod]
        tried = r["killed"] + r["survived"]
        score = f"{100 * r['killed'] / tried:.0f} %" if tried else "-"
        low += bool(tried and r["killed"] < 0.9 * tried)  # of the verdicts recorded (a sample too)
        total = r["killed"] + r["survived"] + r["equivalent"] + r["not run"]
        print(f"{mod:38} {total:7} {r['killed']:7} {r['timeout']:9} {r['survived']:8} {r['equivalent']:6} "
              f"{r['not run']:7} {score:>6}")
    if survivors:
        print("\nsurvivors (`mutmut show NAME` prints the change):")
        for name in sorted(survivors):
            print("   ", name)
    if stale:
        print("\nlisted as equivalent in docs/mutation.md but now killed (remove them there):")
        for name in stale:
            print("   ", name)
    return 1 if low or stale else 0


class _Timeout(Exception):
    pass


def _worker(tests: list[str], names: list[str], seconds: int) -> None:
    """Run the tests once per mutant in this one process (the mutated tree imported once),
    printing ``name exit-code`` lines; a mutant that runs past ``seconds`` is stopped.

    One process serves many mutants, so nothing a mutant leaves behind may reach the next:
    every functools cache of the engine is emptied after each mutant (a table built by a
    mutated helper would otherwise stay), and every 25 mutants the tests are run again with
    no mutant: if that fails, the worker prints ``@@ dirty`` and the kills before it are not
    to be trusted."""
    import functools
    import gc
    import os
    import signal

    import pytest

    def stop(*_):
        raise _Timeout("mutant ran too long")

    signal.signal(signal.SIGALRM, stop)
    args = ["-x", "-q", "-p", "no:cacheprovider", "-m", "not slow", "--no-header", "--tb=no", *tests]
    caches: list = []

    def run(name: str, only: list[str] | None = None, limit: int = seconds) -> int:
        os.environ["MUTANT_UNDER_TEST"] = name
        signal.alarm(limit)
        try:
            code = int(pytest.main(args if only is None else [*args[:-len(tests)], *only]))
            return 1 if code == 2 else code  # 2: the tests could not even be collected under it
        except _Timeout:
            return 36
        finally:
            signal.alarm(0)
            if not caches:  # the engine's caches, found once its modules are imported
                caches.extend(o for o in gc.get_objects() if isinstance(o, functools._lru_cache_wrapper)
                              and getattr(o, "__module__", "").startswith("game."))
            for c in caches:
                c.cache_clear()

    reach = None
    if os.environ.get("MUTATE_SELECT") and names != ["no-mutant"]:
        # one stats run (made by the parent before the workers start) serves every worker and
        # later run with the same tests and engine: its file is named by a hash of the test
        # files' and the engine's text, so a test added since makes a new stats run
        import json

        saved = _reach_file(tests)
        try:
            reach = json.loads(saved.read_text())
        except (OSError, ValueError):
            reach = _reach(args, caches)
            saved.write_text(json.dumps(reach))
    if names == ["@reach"]:
        return
    # the test modules and the engine imported once with no mutant on, so that the first
    # mutant, like every later one, is switched on after the imports (as in mutmut's runner)
    os.environ["MUTANT_UNDER_TEST"] = ""
    pytest.main(["-q", "-p", "no:cacheprovider", "--collect-only", *tests])
    for i, name in enumerate(names):
        if reach is None or name == "no-mutant":
            print(f"@@ {name} {run(name)}", flush=True)
        else:  # only the tests that call the mutated function: no other test can tell
            mine = reach.get(name.partition("__mutmut_")[0], [])
            print(f"@@ {name} {run(name, mine) if mine else 33}", flush=True)
        if name != "no-mutant" and (i % 25 == 24 or i == len(names) - 1):
            # every test given, with no mutant: far longer than one mutant's selected tests,
            # so its own limit (on a loaded machine it once ran past the mutants' 120 s, and
            # that timeout was taken for a failure: every later verdict went unrecorded)
            clean = run("no-mutant", limit=max(20 * seconds, 1800))
            if clean == 36:
                print(f"@@ slow-clean {i}", flush=True)
            elif clean != 0:
                print(f"@@ dirty {i}", flush=True)


def _reach_file(tests: list[str]) -> Path:
    """Where the stats run for ``tests`` (paths under mutants/) on this engine is kept."""
    import hashlib

    h = hashlib.sha1(",".join(tests).encode())
    for f in [*(Path.cwd() / t for t in tests), *sorted((ROOT / "game").rglob("*.py"))]:
        h.update(f.read_bytes() if f.is_file() else b"")
    return Path.cwd() / f"reach-{h.hexdigest()[:12]}.json"


def _reach(args: list[str], caches: list) -> dict[str, list[str]]:
    """Which tests call each mutated function (mutmut's "stats" mode, as its own runner
    does): function -> test ids, in the tests' order. The engine's caches are emptied before
    every test, so a cached function counts as called by every test that needs it."""
    import functools
    import gc
    import os

    import pytest
    from mutmut.mutation import trampoline

    hits: set[str] = set()
    trampoline.record_trampoline_hit = lambda name, caller=None: hits.add(name)
    reach: dict[str, list[str]] = defaultdict(list)

    class Collect:
        def pytest_runtest_setup(self, item) -> None:
            if not caches:
                caches.extend(o for o in gc.get_objects() if isinstance(o, functools._lru_cache_wrapper)
                              and getattr(o, "__module__", "").startswith("game."))
            for c in caches:
                c.cache_clear()

        def pytest_runtest_teardown(self, item, nextitem) -> None:
            for fn in hits:
                reach[fn].append(item.nodeid)
            hits.clear()

    os.environ["MUTANT_UNDER_TEST"] = "stats"
    pytest.main([a for a in args if a != "-x"], plugins=[Collect()])
    os.environ["MUTANT_UNDER_TEST"] = ""
    return reach


def generate() -> None:
    """mutmut's first step only: copy the tree into mutants/ and write the mutants of every
    changed function (their verdicts reset), without its whole-suite coverage pass (too long
    on a busy machine; ``--against`` does not need it)."""
    import os

    from mutmut.__main__ import (
        copy_also_copy_files,
        copy_src_dir,
        create_mutants,
        set_mutant_under_test,
        setup_source_paths,
    )

    os.chdir(ROOT)
    set_mutant_under_test("mutant_generation")
    copy_src_dir()
    copy_also_copy_files()
    setup_source_paths()
    create_mutants(2)
    set_mutant_under_test("")


def _record(results: dict[str, int]) -> None:
    """Write ``--against`` verdicts into mutmut's meta files, so ``--report`` shows them."""
    by_file: dict[Path, dict[str, int]] = defaultdict(dict)
    metas = sorted((ROOT / "mutants" / "game").rglob("*.py.meta"))
    owner = {}
    for meta in metas:
        for key in json.loads(meta.read_text())["exit_code_by_key"]:
            owner[key] = meta
    for name, code in results.items():
        if name in owner:
            by_file[owner[name]][name] = code
    for meta, codes in by_file.items():
        data = json.loads(meta.read_text())
        data["exit_code_by_key"].update(codes)
        meta.write_text(json.dumps(data, indent=4))


def against(modules: list[str], tests: list[str], sample: int, seed: int, jobs: int,
            timeout: int = 120, redo: str = "") -> int:
    """Each mutant of ``modules`` (or a sample of them) against ``tests`` only, without
    mutmut's runner: no whole-suite coverage pass first, so it fits a busy machine. A
    survivor here may still be killed by a test outside ``tests``; a kill is a kill.
    ``redo="survived,timeout"`` runs again only those of the drawn mutants whose recorded
    verdict is one of these (after new tests, or when the machine is quieter)."""
    import shutil

    for src in (ROOT / "tests").rglob("*"):  # the tests as they are now, with their data files
        if not src.is_file() or "__pycache__" in src.parts:
            continue
        dest = ROOT / "mutants" / src.relative_to(ROOT)
        dest.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(src, dest)
    known = verdicts()
    names = []
    for m in modules:  # in the order given: the most important first, should the run be cut short
        exact = [n for n in known if module_of(n) == full_module(m)]  # villains, not villains.gaston
        mine = sorted(n for n in exact or [n for n in known if _matches(m, n)] if n not in names)
        names += random.Random(seed).sample(mine, min(sample, len(mine))) if sample else mine
    if redo:
        want = {w.strip().replace("-", " ") for w in redo.split(",")}  # "not-run" for "not run"
        eq = equivalents()  # listed as equivalent: out of the score, not run again
        names = [n for n in names if _status(known[n]) in want and n not in eq]
    print(f"{len(names)} mutants against {' '.join(tests)}", flush=True)
    import os

    env = {**os.environ, "PYTHONPATH": str(ROOT / "mutants")}  # the mutated tree, not the installed one
    base = subprocess.run([sys.executable, __file__, "--worker", str(timeout), ",".join(tests), "no-mutant"],
                          cwd=ROOT / "mutants", capture_output=True, text=True, env=env)
    if "@@ no-mutant 0" not in base.stdout:  # the tests must pass before a kill means anything
        print("the tests fail without any mutant:", base.stdout[-2000:], base.stderr[-2000:])
        return 1
    if os.environ.get("MUTATE_SELECT"):  # the stats run once, before the workers read it
        subprocess.run([sys.executable, __file__, "--worker", str(timeout), ",".join(tests), "@reach"],
                       cwd=ROOT / "mutants", capture_output=True, text=True, env=env)
    procs = [subprocess.Popen([sys.executable, __file__, "--worker", str(timeout), ",".join(tests),
                               *names[i::jobs]],
                              cwd=ROOT / "mutants", stdout=subprocess.PIPE, text=True, env=env)
             for i in range(jobs) if names[i::jobs]]
    import threading

    results: dict[str, int] = {}
    dirty = []
    lock = threading.Lock()

    def read(proc: subprocess.Popen) -> None:  # one thread per worker: progress as it comes
        for line in proc.stdout or ():
            if line.startswith("@@ dirty"):
                dirty.append(line)
            elif line.startswith("@@ slow-clean"):
                print("the clean run between mutants ran past its limit (not a failure)", flush=True)
            elif line.startswith("@@ "):
                _, name, code = line.split()
                with lock:
                    results[name] = int(code)
                    print(f"{len(results)}/{len(names)} {name} {_status(int(code))}", flush=True)
                    if len(results) % 10 == 0 and not dirty:  # a run cut short keeps its verdicts
                        _record(results)
        proc.wait()

    readers = [threading.Thread(target=read, args=(p,)) for p in procs]
    for t in readers:
        t.start()
    for t in readers:
        t.join()
    if dirty:  # a mutant left something behind that broke the clean tests: trust no kill
        print("a clean run failed between mutants: these verdicts are not recorded")
        return 1
    _record(results)
    rows: dict[str, list[int]] = defaultdict(lambda: [0, 0, 0, 0])
    eq = equivalents()
    survivors = []
    for name, code in sorted(results.items()):
        r = rows[module_of(name)]
        status = _status(code)
        if status in ("killed", "timeout"):
            r[0] += 1
            r[3] += status == "timeout"
        elif name in eq:
            r[2] += 1
        else:
            r[1] += 1
            survivors.append(name)
    print(f"{'module':44} {'killed':>6} {'timeout':>7} {'survived':>8} {'equiv.':>6} {'score':>6}")
    for mod, (k, sv, e, t) in sorted(rows.items()):
        print(f"{mod:44} {k:6} {t:7} {sv:8} {e:6} "
              f"{(f'{100 * k / (k + sv):.0f} %' if k + sv else '-'):>6}")
    for name in survivors:
        print("   survived:", name)
    for name, code in sorted(results.items()):
        if _status(code) == "timeout":
            print("   timeout:", name)
    return 0


def _status(code: int | None) -> str:
    if code is None:
        return "not run"
    if code in CAUGHT:
        return CAUGHT[code]
    return "survived" if code in SURVIVED else "killed"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("modules", nargs="*", help="engine modules, e.g. zones, effects.hand, engine.match")
    ap.add_argument("--jobs", type=int, default=2, help="mutants tested at once (default 2)")
    ap.add_argument("--report", action="store_true", help="print the table of the last runs only")
    ap.add_argument("--sample", type=int, default=0,
                    help="run only this many of the modules' mutants, drawn at random (a module too big "
                         "to finish; with --against, this many of each module); its mutants must have "
                         "been generated by an earlier run (--generate)")
    ap.add_argument("--seed", type=int, default=0, help="the draw of --sample")
    ap.add_argument("--against", nargs="+", metavar="TEST", default=None,
                    help="run each mutant against these test files only, without mutmut's runner; "
                         "'default': each game's modules against its own test set (GAME_TESTS), and "
                         "a game's name (villainous, stargate, san_villano, core) for all its modules")
    ap.add_argument("--timeout", type=int, default=120,
                    help="with --against: seconds of wall clock before a mutant is stopped (a timeout)")
    ap.add_argument("--redo", default="",
                    help="with --against: only the drawn mutants whose last verdict is one of these "
                         "(comma-separated: survived, timeout, not-run)")
    ap.add_argument("--select", action="store_true",
                    help="with --against: each mutant against only those of the tests that call its "
                         "function (found by one run of the tests in mutmut's stats mode first)")
    ap.add_argument("--record-log", metavar="FILE",
                    help="record the verdicts printed by an --against run (its 'n/N name verdict' lines) "
                         "into mutants/, e.g. of a run whose own recording stopped")
    ap.add_argument("--generate", action="store_true",
                    help="only (re)generate mutants/ from the current source, no test run")
    args = ap.parse_args(argv)
    if args.record_log:
        codes = {"killed": 1, "timeout": 36, "survived": 0, "no tests": 33}
        got = {}
        for line in Path(args.record_log).read_text().splitlines():
            m = re.fullmatch(r"\d+/\d+ (\S+) (killed|timeout|survived|no tests)", line.strip())
            if m:
                got[m.group(1)] = codes[m.group(2)]
        _record(got)
        print(f"{len(got)} verdicts recorded from {args.record_log}")
        return report(args.modules)
    if args.generate:
        generate()
        sync_data()
        return 0
    if args.against:
        if args.select:
            import os

            os.environ["MUTATE_SELECT"] = "1"  # read by the workers
        sync_data()
        if args.against != ["default"]:
            if not args.modules:
                ap.error("--against with test files needs the modules to mutate")
            return against(args.modules, args.against, args.sample, args.seed, args.jobs,
                           args.timeout, args.redo)
        # each game's modules (a game's name stands for all of them) against its own tests
        groups: dict[str, list[str]] = defaultdict(list)
        for m in args.modules or list(GAME_TESTS):
            for mod in modules_of(m) if m in GAME_TESTS else [m]:
                groups[game_of(mod)].append(mod)
        code = 0
        for game, mods in groups.items():
            code |= against(mods, default_tests(game), args.sample, args.seed, args.jobs, args.timeout, args.redo)
        return code
    if not args.report:
        sync_data()
        run = [MUTMUT, "run", "--max-children", str(args.jobs)]
        if args.sample and args.modules:
            names = sorted(n for n in verdicts() if any(_matches(m, n) for m in args.modules))
            picked = random.Random(args.seed).sample(names, min(args.sample, len(names)))
            print(f"sample: {len(picked)} of {len(names)} mutants (seed {args.seed})")
            subprocess.run(run + sorted(picked), cwd=ROOT, check=True)
        elif args.modules:
            subprocess.run(run + [pattern(m) for m in args.modules], cwd=ROOT, check=True)
        else:
            subprocess.run(run, cwd=ROOT, check=True)
            again = [n for n, c in verdicts().items() if c is not None and c not in CAUGHT]
            if again:  # survivors of earlier runs meet the tests written since
                subprocess.run(run + again, cwd=ROOT, check=True)
    return report(args.modules)


if __name__ == "__main__":
    if sys.argv[1:2] == ["--worker"]:
        _worker(sys.argv[3].split(","), sys.argv[4:], int(sys.argv[2]))
    else:
        sys.exit(main())
