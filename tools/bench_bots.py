"""`make bench-bots`: bots against each other, as one JSON table.

For each pairing of difficulties: games played with the seats swapped and the villains
mirrored (every villain plays every villain from both seats), wins per difficulty,
unfinished games, and the median and 95th percentile decision time of each difficulty.
Runs games in parallel on every core. Not part of `make test`: it can take long.
Usage: python tools/bench_bots.py --pairs normal:random,hard:normal --games 20
"""

from __future__ import annotations

import argparse
import itertools
import json
import multiprocessing
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.bots import decision_summary  # noqa: E402
from game.core.bots.arena import play_out  # noqa: E402
from game.core.match import Seat  # noqa: E402
from game.core.registry import game_named  # noqa: E402
from game.core.session import Session  # noqa: E402
from game.games.villainous.cards import VILLAINS  # noqa: E402  (discovered from content)


def play(job):
    kinds, villains, seed, max_rounds, hard_seconds = job
    villainous = game_named("villainous")
    bots = [villainous.make_bot(k, seed=seed * 7 + i, **({"seconds": hard_seconds} if k == "hard" else {}))
            for i, k in enumerate(kinds)]
    game = villainous.new(len(villains), seed, {"villains": list(villains)})
    session = Session(None, bots, game=game, definition=villainous, seats=[Seat("bot", k) for k in kinds])
    _, times = play_out(session, kinds, max_rounds)
    return kinds, villains, game.winner(), villainous.round(game), times


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pairs", default="normal:random,easy:normal,hard:normal")
    ap.add_argument("--games", type=int, default=20, help="games per pairing (rounded up to even)")
    ap.add_argument("--max-rounds", type=int, default=100, help="a game still running then counts as unfinished")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=multiprocessing.cpu_count())
    ap.add_argument("--hard-seconds", type=float, default=0.8)
    ap.add_argument("--progress", action="store_true", help="a line on stderr after each game")
    args = ap.parse_args()
    table = []
    for pair in args.pairs.split(","):
        names = pair.split(":")
        jobs = []
        if len(names) == 3:  # three-player games: every seating of the three villains
            orders = list(itertools.permutations(VILLAINS))
            for g in range(args.games):
                jobs.append((tuple(names), orders[g % len(orders)], args.seed + g, args.max_rounds, args.hard_seconds))
        else:
            a, b = names
            matchups = list(itertools.product(VILLAINS, repeat=2))
            for g in range(args.games):
                va, vb = matchups[(g // 2) % len(matchups)]
                kinds = (a, b) if g % 2 == 0 else (b, a)  # the seats swap every other game
                villains = (va, vb) if g % 2 == 0 else (vb, va)  # and the villains follow the bots
                jobs.append((kinds, villains, args.seed + g, args.max_rounds, args.hard_seconds))
        start = time.perf_counter()
        results = []
        with multiprocessing.Pool(args.jobs) as pool:
            for done, res in enumerate(pool.imap_unordered(play, jobs), start=1):
                results.append(res)
                if args.progress:
                    kinds, villains, winner, rnd, _ = res
                    who = "unfinished" if winner is None else kinds[winner]
                    print(json.dumps({"progress": done, "of": len(jobs), "bots": kinds, "villains": villains,
                                      "winner": who, "rounds": rnd}), file=sys.stderr, flush=True)
        wins = {k: 0 for k in names}
        unfinished = 0
        by_villain = {v: 0 for v in VILLAINS}
        times = {k: [] for k in names}
        for kinds, villains, winner, _round, t in results:
            for k, xs in t.items():
                times[k].extend(xs)
            if winner is None:
                unfinished += 1
            else:
                wins[kinds[winner]] += 1
                by_villain[villains[winner]] += 1
        row = {
            "pairing": " vs ".join(names),
            "games": len(results),
            "wins": wins,
            "unfinished": unfinished,
            "wins_by_villain": by_villain,
            "decision_seconds": {k: decision_summary(v) for k, v in times.items()},
            "max_rounds": args.max_rounds,
            "wall_seconds": round(time.perf_counter() - start, 1),
        }
        table.append(row)
        print(json.dumps(row), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
