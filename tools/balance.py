"""Balance of a box's villains, measured with bots (docs/balance.md).

    nice -n 10 .venv/bin/python tools/balance.py --villains cad-bane,seventh-sister,boba-fett \\
        --games 600 --bots normal --workers 2 > balance.log

Three-player games rotate the villains' seats (each villain plays each seat equally often);
two-player games (two villains, or ``--pairs``) play every pairing of the villains, both
ways round, interleaved. Every game prints
one JSON line (villains by seat, winner, rounds); the last line is the summary: each
villain's win rate, the median game length in rounds, and the games left unfinished.
``--hard N`` instead plays N games of one Hard bot against Normal bots (the Hard seat and
the villains rotated), and reports how often Hard wins.
"""

from __future__ import annotations

import argparse
import itertools
import json
import statistics
import sys
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.bots.arena import play_out  # noqa: E402
from game.core.match import Seat  # noqa: E402
from game.core.registry import game_named  # noqa: E402
from game.core.session import Session  # noqa: E402


def play(job: tuple) -> dict:
    villains, bots, seed, max_rounds = job
    from game.cli import make_bot

    definition = game_named("villainous")
    players = [make_bot(kind, seed * 31 + i, game="villainous") for i, kind in enumerate(bots)]
    game = definition.new(len(villains), seed, {"villains": list(villains), "fate_token": None})
    session = Session(None, players, game=game, definition=definition, seats=[Seat("bot", b) for b in bots])
    play_out(session, list(bots), max_rounds)
    w = session.game.winner()
    return {"villains": list(villains), "bots": list(bots), "seed": seed,
            "winner": None if w is None else villains[w], "winner_bot": None if w is None else bots[w],
            "rounds": definition.round(session.game)}


def jobs(villains: list[str], games: int, bots: str, seed: int, max_rounds: int, hard: bool,
         pairs: bool = False) -> list[tuple]:
    out = []
    if len(villains) >= 3 and not pairs:
        orders = [villains[k:] + villains[:k] for k in range(len(villains))]
    else:
        orders = [list(p) for p in itertools.permutations(villains, 2)]
    for g in range(games):
        order = orders[g % len(orders)]
        if hard:  # the Hard seat moves round too
            kinds = ["normal"] * len(order)
            kinds[(g // len(orders)) % len(order)] = "hard"
        else:
            kinds = [bots] * len(order)
        out.append((tuple(order), tuple(kinds), seed + g, max_rounds))
    return out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--villains", required=True)
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--bots", default="normal")
    ap.add_argument("--seed", type=int, default=1000)
    ap.add_argument("--max-rounds", type=int, default=40)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--hard", action="store_true", help="one Hard bot against Normal bots")
    ap.add_argument("--pairs", action="store_true",
                    help="two-player games: every pairing of the villains, both seat orders, interleaved")
    args = ap.parse_args()
    villains = args.villains.split(",")
    todo = jobs(villains, args.games, args.bots, args.seed, args.max_rounds, args.hard, args.pairs)
    results = []
    with Pool(args.workers) as pool:
        for r in pool.imap_unordered(play, todo):
            results.append(r)
            print(json.dumps(r), flush=True)
    print(json.dumps(summary(results, villains)), flush=True)
    return 0


def summary(results: list[dict], villains: list[str]) -> dict:
    n = len(results)
    wins = {v: sum(1 for r in results if r["winner"] == v) for v in villains}
    played = {v: sum(1 for r in results if v in r["villains"]) for v in villains}
    rounds = [r["rounds"] for r in results if r["rounds"] is not None]
    out = {
        "games": n,
        "win_rate": {v: round(wins[v] / played[v], 3) if played[v] else None for v in villains},
        "median_rounds": statistics.median(rounds) if rounds else None,
        "unfinished": sum(1 for r in results if r["winner"] is None),
    }
    if len(villains) == 2 or any(len(r["villains"]) == 2 for r in results):
        pairs = {}
        for r in results:
            key = "-".join(sorted(r["villains"]))
            a = sorted(r["villains"])[0]
            got = pairs.setdefault(key, [0, 0])
            got[0] += r["winner"] == a
            got[1] += 1
        out["first_of_pair_wins"] = {k: round(w / t, 3) for k, (w, t) in pairs.items()}
    hard = [r for r in results if "hard" in r["bots"]]
    if hard:
        out["hard_wins"] = round(sum(1 for r in hard if r["winner_bot"] == "hard") / len(hard), 3)
    return out


if __name__ == "__main__":
    sys.exit(main())
