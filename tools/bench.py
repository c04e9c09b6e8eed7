"""`make bench`: every speed figure, one JSON object per line ``{"name", "value", "unit", ...}``.

Never used as assertions in tests: these are measurements to read and record
(docs/performance.md says what each means and how it was run).

- The engine is measured side by side with the baseline engine, commit b0063a2, checked out
  into a temporary git worktree and run in a subprocess on the same seeds; this tree runs
  the same runner (``tools/bench_runner.py``) in a subprocess too. For the random playouts
  the two processes stay up and take turns game by game, five rounds of every game; the
  ratio is the median round's (each round's two sides met the same machine), the steps/s
  each side's best round. The clock is the process's CPU time: on a shared machine wall
  time measures the neighbours.
- Random playouts stop at round 200; games cut off there are counted apart from the games
  that finished, and the games-per-second figure counts only finished games.
- The table's figures (frames, memory, autosave) come from ``tools/bench_table.py`` when it
  is there.
- Network play's figures (a move's round trip on 127.0.0.1, a host process holding many
  bot games with their clients: CPU and memory) come from ``tools/bench_net.py``: quick
  (10 games) unless ``--net-full`` asks for the issue's 50 games and 100 clients.

- ``--only instructions`` (not in ``make bench``: minutes under valgrind) counts the
  instructions of a step on both engines instead of timing them: the same on a busy machine.

Usage: python tools/bench.py [--quick] [--anchors] [--xvfb|--no-xvfb] [--no-baseline] [--net-full]
                             [--only engine,bots,saves,scaling,table,net,instructions]
"""

from __future__ import annotations

import argparse
import gc
import itertools
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.core import rng  # noqa: E402
from game.games.villainous import rules  # noqa: E402

BASELINE = "b0063a2"
RUNNER = Path(__file__).resolve().parent / "bench_runner.py"
#: the villains both engines know (b0063a2 has only Despicable Plots)
VILLAINS = ("gaston", "lady-tremaine", "horned-king")
MAX_ROUNDS = 200
SECTIONS = ("engine", "saves", "scaling", "bots", "table", "net", "instructions")
#: the sections ``make bench`` runs unless ``--only`` names others (counting instructions
#: takes minutes under valgrind: asked for by name)
DEFAULT_SECTIONS = ("engine", "saves", "scaling", "bots", "table", "net")


def engine_in_use(tree: Path) -> str:
    """Which rules engine a tree's runner plays with: "compiled" (game/compiled.py) or
    "pure: <why>" (a tree from before the compiled engine: "pure")."""
    code = ("import sys; sys.path.insert(0, sys.argv[1]); import game; "
            "c = sys.modules.get('game.compiled'); print(c.engine if c else 'pure')")
    done = subprocess.run([sys.executable, "-c", code, str(tree)], capture_output=True, text=True, cwd=str(tree),
                          timeout=120)
    return done.stdout.strip() or "unknown"


_ENGINES: dict[str, str] = {}  # the engine of each side, found once per run


def emit(line: dict) -> None:
    """Print a figure; an engine's figure says which engine each side ran."""
    if line.get("name", "").startswith(("engine_", "scaling_", "ismcts_", "clone_", "hard_")) and _ENGINES:
        line = {**line, **_ENGINES}
    print(json.dumps(line), flush=True)


# --- running the runner on a tree ------------------------------------------------------------


@contextmanager
def baseline_tree(enabled: bool = True) -> Iterator[Path | None]:
    """b0063a2 checked out into a temporary git worktree (removed afterwards), or None when
    that cannot be done here (no git, no history): the lines then carry no ratio."""
    if not enabled:
        yield None
        return
    tmp = Path(tempfile.mkdtemp(prefix="villainous-baseline-"))
    tree = tmp / "tree"
    try:
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "--quiet", str(tree), BASELINE],
                       check=True, capture_output=True, text=True)
    except (OSError, subprocess.CalledProcessError) as exc:
        why = getattr(exc, "stderr", "") or str(exc)
        emit({"name": "baseline", "value": None, "unit": "", "note": f"no baseline worktree: {why.strip()[:200]}"})
        shutil.rmtree(tmp, ignore_errors=True)
        yield None
        return
    try:
        yield tree
    finally:
        subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(tree)], capture_output=True)
        shutil.rmtree(tmp, ignore_errors=True)


def run_on(tree: Path, task: str, job: dict) -> dict:
    out = subprocess.run([sys.executable, str(RUNNER), str(tree), task, json.dumps(job)],
                         check=True, capture_output=True, text=True, cwd=str(tree))
    return json.loads(out.stdout)


def side_by_side(base: Path | None, task: str, job: dict, rounds: int, key: Callable[[dict], float]) -> tuple:
    """Run ``task`` on this tree and on the baseline in turns; keep each side's best round
    (the one with the least CPU time: the least disturbed by the machine's other work)."""
    new_runs, old_runs = [], []
    for _ in range(rounds):
        new_runs.append(run_on(ROOT, task, job))
        if base is not None:
            old_runs.append(run_on(base, task, job))
    new = min(new_runs, key=key)
    old = min(old_runs, key=key) if old_runs else None
    return new, old


class _Server:
    """A ``bench_runner.py serve`` process on one tree: plays the games it is asked for."""

    def __init__(self, tree: Path, load: list) -> None:
        self.proc = subprocess.Popen([sys.executable, str(RUNNER), str(tree), "serve", json.dumps({"load": load})],
                                     stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=str(tree))
        self._read()  # ready: the tables are loaded

    def _read(self) -> dict:
        line = self.proc.stdout.readline()
        if not line:
            raise RuntimeError("the bench runner stopped")
        return json.loads(line)

    def play(self, game: list, max_rounds: int) -> dict:
        self.proc.stdin.write(json.dumps({"game": game, "max_rounds": max_rounds}) + "\n")
        self.proc.stdin.flush()
        return self._read()

    def close(self) -> None:
        self.proc.stdin.close()
        self.proc.wait(timeout=60)


def interleaved(base: Path, job: dict, rounds: int) -> tuple[list[dict], list[dict]]:
    """Each round plays every game on both engines, game by game in turns (who goes first
    alternating), in two processes kept warm: each game's two timings are moments apart, so
    a change in the machine's speed falls on both engines alike. Returns each side's rounds
    as the runner's ``steps`` results."""
    games, max_rounds = job["games"], job["max_rounds"]
    load = [list(t) for t in dict.fromkeys(tuple(v) for v, _ in games)]
    servers = {"new": _Server(ROOT, load), "old": _Server(base, load)}
    try:
        for side in servers.values():  # once, untimed: the first game warms each process
            side.play(games[0], max_rounds)
        runs: dict[str, list[dict]] = {"new": [], "old": []}
        for r in range(rounds):
            played: dict[str, list] = {"new": [], "old": []}
            for k, game in enumerate(games):
                for side in (("new", "old") if (k + r) % 2 == 0 else ("old", "new")):
                    g = servers[side].play(game, max_rounds)
                    played[side].append(g)
            for side, answers in played.items():
                runs[side].append({"steps": sum(g["steps"] for g in answers), "cpu": sum(g["cpu"] for g in answers),
                                   "wall": sum(g["wall"] for g in answers),
                                   # as the runner's ``steps`` writes them
                                   "per_game": [[g["steps"], g["finished"], g["cpu"]] for g in answers]})
        return runs["new"], runs["old"]
    finally:
        for side in servers.values():
            side.close()


def _ratio(new: float, old: float | None) -> float | None:
    return round(new / old, 2) if old else None


# --- the engine -------------------------------------------------------------------------------


def playout_games(players: int, seeds: range) -> list:
    """3 players: every seating of the three villains; 2 players: every ordered pairing,
    mirrors included (each villain against each, from both seats); 6: the three twice."""
    if players == 3:
        tables = [list(p) for p in itertools.permutations(VILLAINS)]
    elif players == 2:
        tables = [[a, b] for a, b in itertools.product(VILLAINS, VILLAINS)]
    else:
        tables = [list(VILLAINS) * (players // 3)] if players % 3 == 0 else [[VILLAINS[k % 3] for k in range(players)]]
    return [[t, s] for s in seeds for t in tables]


def bench_steps(base: Path | None, players: int, seeds: range, rounds: int, name: str | None = None) -> dict:
    job = {"games": playout_games(players, seeds), "max_rounds": MAX_ROUNDS}
    in_turns = base is not None and rounds > 1
    if in_turns:
        new_runs, old_runs = interleaved(base, job, rounds)
        new, old = min(new_runs, key=lambda r: r["cpu"]), min(old_runs, key=lambda r: r["cpu"])
        clock = f"process CPU seconds of each side's best of {rounds} rounds, the two engines taking turns game by game"
    else:
        new, old = side_by_side(base, "steps", job, rounds, key=lambda r: r["cpu"])
        clock = f"process CPU seconds, best of {rounds}"
    value = new["steps"] / new["cpu"]
    line = {
        "name": name or f"engine_steps_per_second_{players}p",
        "value": round(value),
        "unit": "steps/s",
        "players": players,
        "games": len(job["games"]),
        "steps": new["steps"],
        "finished": sum(1 for _, done, _ in new["per_game"] if done),
        "cut_off_at_round_200": sum(1 for _, done, _ in new["per_game"] if not done),
        "clock": clock,
        "cpu_seconds": round(new["cpu"], 3),
        "wall_seconds": round(new["wall"], 3),
        "target": ">= 2x the baseline",
    }
    if old is not None:
        old_value = old["steps"] / old["cpu"]
        line.update({
            "baseline": BASELINE,
            "baseline_value": round(old_value),
            "baseline_steps": old["steps"],
            "baseline_cut_off_at_round_200": sum(1 for _, done, _ in old["per_game"] if not done),
            # the rules grew since b0063a2, so the same seed need not give the same game
            "same_games": [g[:2] for g in new["per_game"]] == [g[:2] for g in old["per_game"]],
            "ratio_to_baseline": _ratio(value, old_value),
        })
        if in_turns:
            # taken in turns game by game, a round's two sides met the same machine: the median
            # round is the reading (the best rounds' ratio pairs two moments apart), and the
            # rounds show how far one reading can be from another on this machine
            paired = [(n["steps"] / n["cpu"]) / (o["steps"] / o["cpu"])
                      for n, o in zip(new_runs, old_runs, strict=True)]
            line["ratio_each_round"] = [round(r, 2) for r in paired]
            line["ratio_median_of_rounds"] = round(statistics.median(paired), 2)
            line["ratio_of_best_rounds"] = line["ratio_to_baseline"]
            line["ratio_to_baseline"] = line["ratio_median_of_rounds"]
    line["_per_game"] = new["per_game"]
    return line


def games_line(steps_line: dict) -> dict:
    """Finished random games per second, over the finished games only (the cut-off ones are
    counted apart, never as games)."""
    per_game = steps_line.pop("_per_game")
    done = [(s, cpu) for s, finished, cpu in per_game if finished]
    cut = [s for s, finished, _ in per_game if not finished]
    return {
        "name": f"random_games_per_second_{steps_line['players']}p",
        "value": round(len(done) / sum(cpu for _, cpu in done), 2) if done else 0.0,
        "unit": "finished games/s",
        "players": steps_line["players"],
        "finished": len(done),
        "median_moves_of_a_finished_game": statistics.median(s for s, _ in done) if done else None,
        "cut_off_at_round_200": len(cut),
        "moves_in_cut_off_games": sum(cut),
    }


def bench_clone(base: Path | None, players: int, rounds: int) -> dict:
    villains = list(VILLAINS) * 2 if players == 6 else list(VILLAINS[:players])
    job = {"villains": villains, "moves": 120, "n": 4000}
    new, old = side_by_side(base, "clone", job, rounds, key=lambda r: r["microseconds"])
    line = {"name": f"clone_microseconds_{players}p", "value": round(new["microseconds"], 2), "unit": "us",
            "players": players, "round": new["round"]}
    if old is not None:
        line.update({"baseline": BASELINE, "baseline_value": round(old["microseconds"], 2),
                     "speedup_over_baseline": _ratio(old["microseconds"], new["microseconds"])})
    return line


def bench_ismcts(base: Path | None, quick: bool) -> dict:
    """Hard's search iterations per CPU second from the same positions on both engines."""
    positions = [[list(v), seed, moves] for seed, (v, moves) in enumerate(
        itertools.product(([VILLAINS[0], VILLAINS[2]], [VILLAINS[1], VILLAINS[0]], list(VILLAINS)), (15, 60)))]
    if quick:
        positions = positions[:2]
    job = {"positions": positions, "seconds": 0.8}
    new, old = side_by_side(base, "ismcts", job, 1, key=lambda r: sum(r["cpu"]))
    value = sum(new["iterations"]) / sum(new["cpu"])
    line = {"name": "ismcts_iterations_per_second", "value": round(value), "unit": "iterations/CPU s",
            "decisions": len(new["iterations"]), "budget_seconds": 0.8,
            "median_iterations_per_decision": statistics.median(new["iterations"]),
            "clock": "process CPU time (the bot's own budget is wall time)"}
    if old is not None and old["iterations"]:
        old_value = sum(old["iterations"]) / sum(old["cpu"])
        line.update({"baseline": BASELINE, "baseline_value": round(old_value),
                     "baseline_median_iterations_per_decision": statistics.median(old["iterations"]),
                     "ratio_to_baseline": _ratio(value, old_value)})
    return line


# --- counted instructions ----------------------------------------------------------------------

#: the playouts whose instructions are counted: every seating of the three villains and every
#: ordered pairing, seed 0 (a subset of the timed games: under valgrind a step costs ~50x)
COUNTED = {players: playout_games(players, range(1)) for players in (3, 2)}


def _count_instructions(tree: Path, games: list, max_rounds: int) -> tuple[int, int] | None:
    """(instructions, steps played): what valgrind's callgrind counts running the runner's
    ``steps`` task on ``tree`` (the whole process), and what that task answered; None when
    valgrind is not here or fails."""
    job = json.dumps({"games": games, "max_rounds": max_rounds})
    cmd = ["valgrind", "--tool=callgrind", "--callgrind-out-file=/dev/null",
           sys.executable, str(RUNNER), str(tree), "steps", job]
    env = {**os.environ, "PYTHONHASHSEED": "0"}  # the same dict layouts each run
    try:
        out = subprocess.run(cmd, capture_output=True, text=True, cwd=str(tree), env=env, timeout=1800)
    except (OSError, subprocess.TimeoutExpired):
        return None
    try:
        steps = json.loads(out.stdout)["steps"]
    except (ValueError, KeyError, TypeError):
        return None
    for text in reversed(out.stderr.splitlines()):
        if "Collected :" in text:
            return int(text.rsplit(":", 1)[1].strip().replace(",", "")), steps
    return None


def bench_instructions(base: Path | None) -> list[dict]:
    """Instructions per step, this tree against the baseline: counted, not timed, so the
    same on a quiet machine and a busy one (a cross-check of the timed ratio, which this
    shared machine moves by ±20 % from run to run). Each side's count is its playouts'
    less the same process with no step played (the same imports and setups). Counted
    instructions overstate a gain in time: the instructions a cache saves are cheap ones
    (docs/performance.md)."""
    from concurrent.futures import ThreadPoolExecutor

    if shutil.which("valgrind") is None:
        return [{"name": "engine_instructions_per_step", "value": None, "unit": "instructions/step",
                 "note": "valgrind is not installed (apt-get install valgrind)"}]
    trees = [("new", ROOT)] + ([("old", base)] if base is not None else [])
    jobs = {(side, players, rounds): (tree, COUNTED[players], rounds)
            for side, tree in trees for players in (3, 2) for rounds in (MAX_ROUNDS, 0)}
    with ThreadPoolExecutor(max_workers=2) as pool:  # the two cores
        futures = {k: pool.submit(_count_instructions, *v) for k, v in jobs.items()}
        counts = {k: f.result() for k, f in futures.items()}
    out = []
    for players in (3, 2):
        per_step = {}
        for side, _tree in trees:
            full, bare = counts[(side, players, MAX_ROUNDS)], counts[(side, players, 0)]
            per_step[side] = (full[0] - bare[0]) / full[1] if full is not None and bare is not None and full[1] else None
        line = {"name": f"engine_instructions_per_step_{players}p",
                "value": None if per_step["new"] is None else round(per_step["new"]),
                "unit": "instructions/step", "players": players, "games": len(COUNTED[players]),
                "clock": "valgrind --tool=callgrind, counted (PYTHONHASHSEED=0)"}
        if per_step.get("old"):
            line.update({"baseline": BASELINE, "baseline_value": round(per_step["old"]),
                         "ratio_to_baseline": _ratio(per_step["old"], per_step["new"]) if per_step["new"] else None})
        out.append(line)
    return out


# --- saves and loads --------------------------------------------------------------------------


def long_seed(moves: int, start: int = 0) -> int:
    """The first seed whose 3-player random game lasts at least ``moves`` moves."""
    seed = start
    while True:
        st = rules.new_game(list(VILLAINS), seed)
        r = rng.seed_state(seed + 1)
        n = 0
        while st.winner is None and n < moves:
            acts = rules.legal_actions(st)
            r, i = rng.below(r, len(acts))
            rules.apply(st, acts[i])
            n += 1
        if n >= moves:
            return seed
        seed += 1


def played_match(moves: int):
    """A 3-player match of exactly ``moves`` random moves (one human seat, two bots)."""
    from game.core.match import Match, Seat
    from game.games.villainous import villainous_setup

    seed = long_seed(moves)
    match = Match(villainous_setup(list(VILLAINS), [Seat("human"), Seat("bot", "random"), Seat("bot", "random")], seed))
    r = rng.seed_state(seed + 1)
    while len(match.moves) < moves:
        acts = rules.legal_actions(match.state)
        r, i = rng.below(r, len(acts))
        match.apply(acts[i])
    return match


def _median_ms(fn: Callable[[], object], repeats: int) -> float:
    """Median CPU milliseconds of ``fn`` (the process's CPU time: on a shared machine the
    wall clock measures the neighbours; ``_median_wall_ms`` gives the wall time too)."""
    return _timed(fn, repeats)[0]


def _timed(fn: Callable[[], object], repeats: int) -> tuple[float, float]:
    cpu, wall = [], []
    for _ in range(repeats):
        gc.collect()
        c0, w0 = time.process_time(), time.perf_counter()
        fn()
        cpu.append(time.process_time() - c0)
        wall.append(time.perf_counter() - w0)
    return round(statistics.median(cpu) * 1000, 2), round(statistics.median(wall) * 1000, 2)


def bench_saves(quick: bool) -> list[dict]:
    from game.core.saves import SaveStore, encode, load_file, save_data

    out = []
    match = played_match(300)
    with tempfile.TemporaryDirectory() as d:
        store = SaveStore(Path(d))
        path = store.save(match)
        repeats = 5 if quick else 15
        serialize = _median_ms(lambda: encode(save_data(match)), repeats)
        # the disk's part is waiting, not computing: wall time
        total = _timed(lambda: store.save(match), repeats)[1]
        serialize_wall = _timed(lambda: encode(save_data(match)), repeats)[1]
        size = path.stat().st_size
    out.append({"name": "save_serialize_ms_300_moves", "value": serialize, "unit": "ms", "moves": 300,
                "bytes": size, "clock": "process CPU time", "wall_ms": serialize_wall,
                "what": "save_data + encode: the position, its hash and the JSON text"})
    out.append({"name": "save_fsync_ms", "value": round(max(total - serialize_wall, 0.0), 2), "unit": "ms",
                "moves": 300, "save_total_wall_ms": total, "clock": "wall time",
                "what": "SaveStore.save minus serializing: temporary file, fsync, backup rotation, rename, "
                        "folder fsync (depends on the disk, not the engine)"})
    for moves in (300, 1000):
        out.append(load_line(moves, 3 if quick else 7, load_file))
    return out


def load_line(moves: int, repeats: int, load_file) -> dict:
    from game.core.saves import SaveStore

    match = played_match(moves)
    with tempfile.TemporaryDirectory() as d:
        path = SaveStore(Path(d)).save(match)

        def load():
            assert load_file(path).verified

        value, wall = _timed(load, repeats)
        gc.disable()
        try:
            without_gc = _median_ms(load, repeats)
        finally:
            gc.enable()
    return {"name": f"load_verify_ms_{moves}_moves", "value": value, "unit": "ms", "moves": moves, "players": 3,
            "clock": "process CPU time", "wall_ms": wall, "with_gc_off_ms": without_gc,
            "target": "<= 60 for 1,000 moves" if moves == 1000 else None,
            "what": "read, check, replay every move and compare with the stored position"}


# --- how cost grows ---------------------------------------------------------------------------


def bench_scaling(base: Path | None, quick: bool) -> list[dict]:
    from game.core.saves import encode, load_file, save_data

    out = []
    for moves in (100, 300, 1000, 3000):
        match = played_match(moves)
        serialize = _median_ms(lambda match=match: encode(save_data(match)), 3 if quick else 5)
        line = load_line(moves, 3, load_file)
        out.append({"name": f"scaling_moves_{moves}", "value": line["value"], "unit": "ms (load and verify)",
                    "moves": moves, "load_verify_ms": line["value"], "load_verify_gc_off_ms": line["with_gc_off_ms"],
                    "save_serialize_ms": serialize, "round": match.state.round})
    for players in (2, 3, 6):
        seeds = range(300, 301 if quick else 302)
        steps = bench_steps(base, players, seeds, 1 if quick else 3, name=f"scaling_players_{players}")
        steps.pop("_per_game")
        clone = bench_clone(None, players, 1)
        steps["clone_microseconds"] = clone["value"]
        out.append(steps)
    return out


# --- anchors -----------------------------------------------------------------------------------


def bench_anchors(steps_3p: float | None) -> dict:
    """RLCard's Dou Dizhu random playouts, timed in this run (rlcard is installed into this
    venv only when --anchors asks; it is no dependency of the program)."""
    try:
        import rlcard  # noqa: F401
    except ImportError:
        pip = subprocess.run([sys.executable, "-m", "pip", "install", "--quiet", "rlcard"], capture_output=True, text=True)
        if pip.returncode != 0:
            return {"name": "anchor_rlcard_doudizhu_steps_per_second", "value": None, "unit": "steps/s",
                    "note": f"rlcard is not installable here: {pip.stderr.strip()[-200:]}"}
    import numpy as np
    import rlcard

    env = rlcard.make("doudizhu", config={"seed": 1})
    generator = np.random.default_rng(1)
    steps = 0
    c0 = time.process_time()
    while time.process_time() - c0 < 3.0:
        state, player = env.reset()
        while not env.is_over():
            legal = list(state["legal_actions"].keys())
            state, player = env.step(legal[generator.integers(len(legal))])
            steps += 1
    value = steps / (time.process_time() - c0)
    return {"name": "anchor_rlcard_doudizhu_steps_per_second", "value": round(value), "unit": "steps/CPU s",
            "rlcard": rlcard.__version__, "engine_steps_per_second_3p": steps_3p,
            "engine_ratio": round(steps_3p / value, 2) if steps_3p else None}


# --- the table (tools/bench_table.py, when it is there) -----------------------------------------


def bench_curtain_recap(quick: bool) -> list[dict]:
    """The hot-seat curtain's recap (what the other seats did since this seat last had the
    screen: the last 12 moves), told from the copy the curtain keeps when it lifts, side by
    side with the way it was told before, by replaying the game from its start."""
    from game.core.match import Match
    from game.table.kit.match_scene import _recap_replayed, recap_lines
    from game.table.views.villainous.seats import describe

    out = []
    for moves in (300, 1000):
        match = played_match(moves)
        since = moves - 12
        kept = Match(match.setup)
        for move in match.moves[:since]:
            kept.apply(move)
        repeats = 3 if quick else 9
        value = _median_ms(lambda m=match, k=since, g=kept.game: recap_lines(m, describe, k, 0, g), repeats)
        before = _median_ms(lambda m=match, k=since: _recap_replayed(Match(m.setup).game, m.moves, describe, k, 0),
                            repeats)
        out.append({"name": f"curtain_recap_ms_{moves}_moves", "value": value, "unit": "ms", "moves": moves,
                    "players": 3, "clock": "process CPU time", "replayed_from_start_ms": before,
                    "what": "the curtain's recap of the last 12 moves, from the game copy kept when it last "
                            "lifted (replayed_from_start_ms: from the game's start, as before)"})
    return out


def bench_table(quick: bool, xvfb: bool) -> list[dict]:
    """``tools/bench_table.py``'s ``figures`` (imported only now: it starts pygame workers)."""
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    try:
        import bench_table
    except ImportError:
        return [{"name": "table", "value": None, "unit": "",
                 "note": "tools/bench_table.py is not in this tree: no frame, memory or autosave figures"}]
    return bench_table.figures(quick=quick, xvfb=xvfb)


# ------------------------------------------------------------------------------------------------


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--quick", action="store_true", help="fewer games and repeats (a rough look)")
    ap.add_argument("--anchors", action="store_true", help="also time RLCard's Dou Dizhu (installs rlcard)")
    ap.add_argument("--xvfb", action=argparse.BooleanOptionalAction, default=None,
                    help="the table's frames under Xvfb too (tools/bench_table.py); by default, when Xvfb is "
                         "installed (the issue asks for both the dummy driver and a real X server)")
    ap.add_argument("--no-baseline", action="store_true", help="do not check out and run b0063a2")
    ap.add_argument("--net-full", action="store_true",
                    help="network load at the issue's size: 50 bot games, 100 clients (about a minute)")
    ap.add_argument("--only", default=",".join(DEFAULT_SECTIONS),
                    help=f"comma-separated sections among {', '.join(SECTIONS)}")
    args = ap.parse_args(argv)
    only = set(args.only.split(","))
    bad = only - set(SECTIONS)
    if bad:
        ap.error(f"unknown section {', '.join(sorted(bad))}; valid sections: {', '.join(SECTIONS)}")
    rounds = 1 if args.quick else 5
    steps_3p = None
    with baseline_tree(not args.no_baseline and bool(only & {"engine", "scaling", "bots", "instructions"})) as base:
        if only & {"engine", "scaling", "bots", "instructions"}:
            _ENGINES["engine"] = engine_in_use(ROOT)
            if base is not None:
                _ENGINES["baseline_engine"] = engine_in_use(base)
        if "engine" in only:
            seeds = range(2) if args.quick else range(5)
            for players in (3, 2):
                line = bench_steps(base, players, seeds, rounds)
                games = games_line(line)
                emit(line)
                emit(games)
                if players == 3:
                    steps_3p = line["value"]
            emit(bench_clone(base, 3, rounds))
        if "bots" in only:
            emit(bench_ismcts(base, args.quick))
        if "scaling" in only:
            for line in bench_scaling(base, args.quick):
                emit(line)
        if "instructions" in only:
            for line in bench_instructions(base):
                emit(line)
    if "saves" in only:
        for line in bench_saves(args.quick):
            emit(line)
    if args.anchors:
        emit(bench_anchors(steps_3p))
    if "table" in only:
        for line in bench_curtain_recap(args.quick):
            emit(line)
        xvfb = args.xvfb if args.xvfb is not None else shutil.which("Xvfb") is not None
        for line in bench_table(args.quick, xvfb):
            emit(line)
    if "net" in only:
        sys.path.insert(0, str(Path(__file__).resolve().parent))
        import bench_net

        bench_net.figures(full=args.net_full)
    return 0


if __name__ == "__main__":
    sys.exit(main())
