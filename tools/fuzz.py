"""`make fuzz`: thousands of random games with every invariant checked at every step."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.games.villainous.fuzz import PAIRINGS, FuzzFailure, fuzz_game  # noqa: E402
from tests.test_fuzz import save_round_trip  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=100_000)
    ap.add_argument("--max-rounds", type=int, default=60)
    args = ap.parse_args()
    start = time.perf_counter()
    failures = []
    steps = wins = 0
    for seed in range(args.seed, args.seed + args.games):
        villains = PAIRINGS[seed % len(PAIRINGS)]
        try:
            res = fuzz_game(villains, seed, args.max_rounds)
            save_round_trip(res)
        except (FuzzFailure, AssertionError) as exc:
            failures.append(str(exc))
            print(f"FAIL {exc}", flush=True)
            continue
        steps += res.steps
        wins += res.winner is not None
    print(json.dumps({
        "fuzz_games": args.games,
        "steps": steps,
        "won": wins,
        "failures": len(failures),
        "seconds": round(time.perf_counter() - start, 1),
    }))
    if failures:
        print("Add the failing seeds to REGRESSION_SEEDS in tests/test_fuzz.py.")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
