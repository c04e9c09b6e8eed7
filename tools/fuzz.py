"""`make fuzz`: thousands of random games with every invariant checked at every step."""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.games.villainous.fuzz import PAIRINGS, FuzzFailure, fuzz_game, save_round_trip  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=3000)
    ap.add_argument("--seed", type=int, default=100_000)
    ap.add_argument("--max-rounds", type=int, default=60)
    ap.add_argument("--game", default="villainous", choices=("villainous", "stargate"))
    args = ap.parse_args()
    if args.game == "stargate":
        return fuzz_stargate(args.games, args.seed)
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
        print("Add the failing seeds to REGRESSION_SEEDS in tests/villainous/test_fuzz.py.")
    return 1 if failures else 0


def fuzz_stargate(games: int, first_seed: int) -> int:
    """The Stargate mission duel's fuzzer (game/games/stargate/fuzz.py), every pairing."""
    from game.games.stargate.fuzz import PAIRINGS as SG_PAIRINGS
    from game.games.stargate.fuzz import FuzzFailure as SGFailure
    from game.games.stargate.fuzz import fuzz_game as sg_fuzz_game

    start = time.perf_counter()
    failures = steps = wins = 0
    for seed in range(first_seed, first_seed + games):
        try:
            res = sg_fuzz_game(SG_PAIRINGS[seed % len(SG_PAIRINGS)], seed)
        except SGFailure as exc:
            failures += 1
            print(f"FAIL {exc}", flush=True)
            continue
        steps += res.steps
        wins += res.winner is not None
    print(json.dumps({"game": "stargate", "fuzz_games": games, "steps": steps, "won": wins,
                      "failures": failures, "seconds": round(time.perf_counter() - start, 1)}))
    if failures:
        print("Add the failing seeds to REGRESSION_SEEDS in tests/stargate/test_fuzz.py.")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
