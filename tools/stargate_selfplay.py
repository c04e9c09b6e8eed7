"""Self-play for the Stargate mission duel: one JSON line per game, then a summary line.

    .venv/bin/python tools/stargate_selfplay.py --decks survey,serpent --games 100 --bots normal,normal

Seats are rotated: game i gives deck A the first seat when i is even, the second when odd
(who goes first is the game's own rule: higher victory total, ties at random). A game that
reaches --max-turns is a draw (counted as half a win each).
"""

from __future__ import annotations

import argparse
import itertools
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.games.stargate import GAME  # noqa: E402
from game.games.stargate.bots import BOTS  # noqa: E402
from game.games.stargate.cards import DECKS  # noqa: E402


def play(decks: list[str], bots: list[str], seed: int, max_turns: int) -> dict:
    g = GAME.new(len(decks), seed, {"decks": decks})
    players = [BOTS[b]() for b in bots]
    steps = 0
    how = None
    while not g.is_over() and g.state.turn <= max_turns:
        seat = g.current_player()
        for e in g.apply(players[seat].choose(g, seat, seed * 1_000_003 + steps)):
            how = getattr(e, "how", how)
        steps += 1
    return {"decks": decks, "bots": bots, "seed": seed, "winner": g.winner(), "how": how,
            "first": g.state.first, "turns": g.state.turn, "steps": steps,
            "experience": g.scores()}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--decks", default="survey,serpent",
                    help="two deck keys, or 'all' for the six pairings")
    ap.add_argument("--bots", default="normal,normal")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-turns", type=int, default=120)
    ap.add_argument("--quiet", action="store_true", help="print only the summary lines")
    args = ap.parse_args()
    pairs = list(itertools.combinations(DECKS, 2)) if args.decks == "all" else [
        tuple(args.decks.split(","))]
    bots = args.bots.split(",")
    for a, b in pairs:
        start = time.perf_counter()
        wins = {a: 0.0, b: 0.0}
        seat_wins = [0, 0]
        first_wins = turns = 0
        hows: dict[str, int] = {}
        for i in range(args.games):
            decks, names = ([a, b], bots) if i % 2 == 0 else ([b, a], bots[::-1])
            res = play(decks, names, args.seed + i, args.max_turns)
            if not args.quiet:
                print(json.dumps(res), flush=True)
            turns += res["turns"]
            if res["how"]:
                kind = ("glyphs" if "glyph" in res["how"] else "score" if "score" in res["how"]
                        else "experience")
                key = f'{decks[res["winner"]]}: {kind}'
                hows[key] = hows.get(key, 0) + 1
            if res["winner"] is None:
                wins[a] += 0.5
                wins[b] += 0.5
            else:
                wins[decks[res["winner"]]] += 1
                seat_wins[res["winner"]] += 1
                first_wins += res["winner"] == res["first"]
        print(json.dumps({"pairing": f"{a} v {b}", "games": args.games, "bots": bots,
                          f"{a}_win_rate": round(wins[a] / args.games, 3),
                          "wins": wins, "seat_wins": seat_wins, "first_player_wins": first_wins,
                          "mean_turns": round(turns / args.games, 1), "how": hows,
                          "seconds": round(time.perf_counter() - start, 1)}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
