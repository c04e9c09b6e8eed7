"""`make bench-bots`: bots against each other, as one JSON table.

For each pairing of difficulties: games played with the seats swapped and the villains
mirrored (every villain plays every villain from both seats), wins per difficulty,
unfinished games, and the median and 95th percentile decision time of each difficulty.
Runs games in parallel on every core. Not part of `make test`: it can take long.
Usage: python tools/bench_bots.py --pairs normal:random,hard:normal --games 20

``--hard-cores 1,2``: instead, Hard's decision time on one core and on two (root-parallel
worker processes) at the same budget, in every system: Hard plays Normal, one game at a time,
and each line gives the median and 95th percentile of Hard's searched decisions, their
search iterations (summed over the workers), the first decision apart (it starts the
workers), and the machine's load while it ran (a shared machine slows both alike).
Usage: python tools/bench_bots.py --hard-cores 1,2 --decisions 30 --hard-seconds 0.8
"""

from __future__ import annotations

import argparse
import itertools
import json
import multiprocessing
import os
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game import ladder as L  # noqa: E402
from game.core.bots import close_bot, decision_summary  # noqa: E402
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


def _iterations(bot) -> int | None:
    """The last search's iterations (Stargate's Hard sits inside the core's seeded wrapper)."""
    return getattr(getattr(bot, "bot", bot), "last_iterations", None)


def hard_cores(system: L.System, workers: int, seconds: float, decisions: int, seed: int,
               max_moves: int = 3000) -> dict:
    """Hard (``workers`` processes, ``seconds`` a decision where its game takes a time; San
    Villano's its own visits each) against Normal until it has made ``decisions`` searched
    decisions: their times and iterations."""
    definition = game_named(system.game)
    labels = system.line_ups(2)[0] if system.sides else ()
    game = definition.new(2, seed, system.options(labels))
    hard = definition.make_bot("hard", seed, **dict(L.bot_options("hard", seconds, system.game, None, workers)))
    normal = definition.make_bot("normal", seed + 1)
    session = Session(None, [hard, normal], game=game, definition=definition,
                      seats=[Seat("bot", "hard"), Seat("bot", "normal")])
    times, iterations, first = [], [], None
    moves = 0
    load0 = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    try:
        while len(times) < decisions and not session.game.is_over() and moves < max_moves:
            seat = session.game.current_player()
            choice = len(session.game.legal_actions()) > 1
            run = session.prepare(seat)
            t0 = time.perf_counter()
            action = run()
            took = time.perf_counter() - t0
            if seat == 0 and choice and getattr(hard, "searched", True):
                if first is None:
                    first = took  # the workers start here
                else:
                    times.append(took)
                    iterations.append(_iterations(hard))
            session.apply(action)
            moves += 1
    finally:
        close_bot(hard)
    counted = sorted(i for i in iterations if i is not None)
    return {"bench": "hard-cores", "system": system.key, "workers": workers,
            "budget": dict(L.bot_options("hard", seconds, system.game)) or "its own visits",
            "decision_seconds": decision_summary(times),
            "iterations_median": counted[len(counted) // 2] if counted else None,
            "first_decision_seconds": None if first is None else round(first, 3),
            "load_average": [load0, os.getloadavg()[0]] if load0 is not None else None}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--pairs", default="normal:random,easy:normal,hard:normal")
    ap.add_argument("--games", type=int, default=20, help="games per pairing (rounded up to even)")
    ap.add_argument("--max-rounds", type=int, default=100, help="a game still running then counts as unfinished")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--jobs", type=int, default=multiprocessing.cpu_count())
    ap.add_argument("--hard-seconds", type=float, default=0.8)
    ap.add_argument("--progress", action="store_true", help="a line on stderr after each game")
    ap.add_argument("--hard-cores", default=None,
                    help="instead: Hard's decision time at each of these worker counts (e.g. 1,2), every system")
    ap.add_argument("--decisions", type=int, default=30, help="with --hard-cores: searched decisions timed")
    ap.add_argument("--systems", default="all", help="with --hard-cores: a system, a game or all")
    args = ap.parse_args()
    if args.hard_cores:
        try:
            counts = [int(w) for w in args.hard_cores.split(",")]
            systems = L.systems_named(args.systems)
            if not counts or min(counts) < 1 or args.decisions < 1:
                raise ValueError("worker counts and --decisions are whole numbers from 1")
        except ValueError as exc:
            print(f"bench_bots: {exc}", file=sys.stderr)
            return 2
        for system in systems:
            for workers in counts:
                row = hard_cores(system, workers, args.hard_seconds, args.decisions, args.seed)
                print(json.dumps(row), flush=True)
        return 0
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
