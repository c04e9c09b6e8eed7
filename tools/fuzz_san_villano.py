"""`make fuzz` for Heróis de San Villano: thousands of random games, every invariant at every step."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.games.san_villano.fuzz import FuzzFailure, fuzz_game  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=100_000)
    args = ap.parse_args()
    start = time.perf_counter()
    failures = 0
    steps = 0
    for seed in range(args.seed, args.seed + args.games):
        players = 2 + seed % 3
        try:
            steps += fuzz_game(players, seed).steps
        except (FuzzFailure, AssertionError) as exc:
            failures += 1
            print(f"FAIL {exc}", flush=True)
    print(json.dumps({"game": "san-villano", "fuzz_games": args.games, "steps": steps, "failures": failures,
                      "seconds": round(time.perf_counter() - start, 1)}))
    if failures:
        print("Add the failing (players, seed) pairs to REGRESSION_SEEDS in tests/san_villano/test_fuzz.py.")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
