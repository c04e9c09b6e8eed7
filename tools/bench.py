"""`make bench`: the engine's speed figures, one JSON object per line.

Never used as assertions in tests: these are measurements to read and record.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.engine import rng  # noqa: E402
from game.villainous import rules  # noqa: E402


def _random_game(villains, seed: int, max_rounds: int = 200) -> int:
    st = rules.new_game(villains, seed)
    r = rng.seed_state(seed + 1)
    steps = 0
    while st.winner is None and st.round <= max_rounds:
        acts = rules.legal_actions(st)
        r, i = rng.below(r, len(acts))
        rules.apply(st, acts[i])
        steps += 1
    return steps


BOX = ["gaston", "lady-tremaine", "horned-king"]


def bench_steps(seconds: float = 3.0, villains=("gaston", "gaston")) -> dict:
    steps = games = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        steps += _random_game(list(villains), seed)
        games += 1
        seed += 1
    elapsed = time.perf_counter() - start
    return {
        "bench": "engine_steps_per_second",
        "villains": list(villains),
        "players": len(villains),
        "steps": steps,
        "games": games,
        "seconds": round(elapsed, 3),
        "value": round(steps / elapsed),
        "target": ">= 20000",
    }


def bench_games(seconds: float = 3.0, villains=("gaston", "gaston")) -> dict:
    games = 0
    seed = 10_000
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        _random_game(list(villains), seed)
        games += 1
        seed += 1
    elapsed = time.perf_counter() - start
    return {
        "bench": "random_games_per_second",
        "villains": list(villains),
        "players": len(villains),
        "max_rounds": 200,
        "games": games,
        "value": round(games / elapsed, 2),
    }


def _midgame_state(villains):
    st = rules.new_game(list(villains), 42)
    r = rng.seed_state(7)
    while st.round < 8 and st.winner is None:
        acts = rules.legal_actions(st)
        r, i = rng.below(r, len(acts))
        rules.apply(st, acts[i])
    return st


def bench_clone(n: int = 20_000, villains=BOX) -> dict:
    st = _midgame_state(villains)
    runs = []
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(n):
            st.clone()
        runs.append((time.perf_counter() - start) / n * 1e6)
    return {
        "bench": "clone_microseconds",
        "villains": list(villains),
        "players": len(villains),
        "round": st.round,
        "cards_in_realms": sum(len(z) for p in st.players for z in p.vside + p.fside),
        "value": round(statistics.median(runs), 2),
        "target": "< 100",
    }


def main() -> None:
    for villains in (("gaston", "gaston"), BOX):
        print(json.dumps(bench_steps(villains=villains)), flush=True)
        print(json.dumps(bench_games(villains=villains)), flush=True)
    print(json.dumps(bench_clone(villains=BOX)), flush=True)


if __name__ == "__main__":
    main()
