"""The engine work that `tools/bench.py` times, run in a fresh process on one source tree.

Usage: python tools/bench_runner.py ROOT TASK JSON -> one JSON object on stdout.

The same script runs on this tree and on the baseline commit (b0063a2, checked out by the
bench into a temporary git worktree), so both engines do exactly the same work in the same
kind of process. It knows both layouts: ``game.core`` / ``game.games.villainous`` (today)
and ``game.engine`` / ``game.villainous`` (b0063a2). It imports nothing else of this tree.

Tasks:
- ``steps``: random playouts (a move drawn uniformly from the legal ones with a seeded
  generator), each game cut off when its round passes ``max_rounds``;
- ``clone``: microseconds to clone a mid-game state;
- ``ismcts``: the Hard bot's search iterations within a time budget, from given positions;
- ``serve``: the ``steps`` playouts one game at a time, asked for on standard input.
"""

from __future__ import annotations

import gc
import json
import statistics
import sys
import time


def _engine(root: str):
    sys.path.insert(0, root)
    try:
        from game.core import rng
        from game.games.villainous import rules
        from game.games.villainous.observe import observe

        def hard(seed: int, **options):
            from game.games.villainous.bots import make_bot

            return make_bot("hard", seed, **options)
    except ImportError:  # b0063a2's layout
        from game.engine import rng
        from game.villainous import rules
        from game.villainous.observe import observe

        def hard(seed: int, **options):
            from game.bots import make_bot

            return make_bot("hard", seed, **options)
    return rng, rules, observe, hard


def _playout(rng, rules, villains, seed: int, max_rounds: int) -> tuple[int, bool, float]:
    c0 = time.process_time()
    st = rules.new_game(list(villains), seed)
    r = rng.seed_state(seed + 1)
    steps = 0
    while st.winner is None and st.round <= max_rounds:
        acts = rules.legal_actions(st)
        r, i = rng.below(r, len(acts))
        rules.apply(st, acts[i])
        steps += 1
    return steps, st.winner is not None, time.process_time() - c0


def _position(rng, rules, villains, seed: int, moves: int):
    st = rules.new_game(list(villains), seed)
    r = rng.seed_state(seed + 1)
    for _ in range(moves):
        if st.winner is not None:
            break
        acts = rules.legal_actions(st)
        r, i = rng.below(r, len(acts))
        rules.apply(st, acts[i])
    return st


def steps(root: str, job: dict) -> dict:
    rng, rules, _, _ = _engine(root)
    games = job["games"]
    for villains, _ in games[:3]:  # load the card tables before the clock starts
        rules.new_game(list(villains), 0)
    per_game = []
    c0, w0 = time.process_time(), time.perf_counter()
    for villains, seed in games:
        per_game.append(_playout(rng, rules, villains, seed, job["max_rounds"]))
    cpu, wall = time.process_time() - c0, time.perf_counter() - w0
    return {"steps": sum(g[0] for g in per_game), "cpu": cpu, "wall": wall, "per_game": per_game}


def clone(root: str, job: dict) -> dict:
    rng, rules, _, _ = _engine(root)
    st = _position(rng, rules, job["villains"], 42, job["moves"])
    n = job["n"]
    runs = []
    for _ in range(5):
        c0 = time.process_time()
        for _ in range(n):
            st.clone()
        runs.append((time.process_time() - c0) / n * 1e6)
    return {"microseconds": statistics.median(runs), "round": st.round}


def ismcts(root: str, job: dict) -> dict:
    rng, rules, observe, hard = _engine(root)
    iterations, cpu = [], []
    for villains, seed, moves in job["positions"]:
        st = _position(rng, rules, villains, seed, moves)
        legal = rules.legal_actions(st)
        if st.winner is not None or len(legal) < 2:
            continue
        seat = st.prompt.seat if st.prompt is not None else st.active
        bot = hard(seed, seconds=job["seconds"])
        gc.collect()
        c0 = time.process_time()
        bot.choose(observe(st, seat), legal)
        cpu.append(time.process_time() - c0)
        iterations.append(bot.last_iterations)
    return {"iterations": iterations, "cpu": cpu}


def serve(root: str, job: dict) -> dict:
    """Play one game per line of standard input (``{"game": [villains, seed], "max_rounds"}``),
    answering each with ``{"steps", "finished", "cpu", "wall"}`` on a line of its own: the bench keeps
    one such process per engine and has them take turns game by game, so that the two are
    timed moments apart rather than a whole run apart. The card tables of ``job["load"]``
    are loaded first."""
    rng, rules, _, _ = _engine(root)
    for villains in job.get("load", []):
        rules.new_game(list(villains), 0)
    print(json.dumps({"ready": True}), flush=True)
    for line in sys.stdin:
        req = json.loads(line)
        villains, seed = req["game"]
        w0 = time.perf_counter()
        n, finished, cpu = _playout(rng, rules, villains, seed, req["max_rounds"])
        print(json.dumps({"steps": n, "finished": finished, "cpu": cpu, "wall": time.perf_counter() - w0}), flush=True)
    return {"served": True}


TASKS = {"steps": steps, "clone": clone, "ismcts": ismcts, "serve": serve}


if __name__ == "__main__":
    root, task, raw = sys.argv[1], sys.argv[2], sys.argv[3]
    print(json.dumps(TASKS[task](root, json.loads(raw))))
