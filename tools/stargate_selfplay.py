"""Self-play for the Stargate mission duel: one JSON line per game, then a summary line.

    .venv/bin/python tools/stargate_selfplay.py --decks survey,serpent --games 100 --bots normal,normal
    .venv/bin/python tools/stargate_selfplay.py --decks all --games 20 --bots hard,normal --quiet

"bot_wins" counts the games each bot won (with two different bots, their strength apart from
the decks); "decision_seconds" the median and 95th percentile of each bot's real decisions.

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

from game.core.bots import decision_summary  # noqa: E402
from game.games.stargate import STARGATE  # noqa: E402
from game.games.stargate.bots import BOTS  # noqa: E402
from game.games.stargate.cards import DECKS  # noqa: E402


def make(bot: str, hard_iterations: int | None):
    """A bot by level; the Hard bot by an iteration budget when one is given (a measurement
    then does not depend on how busy the machine is)."""
    if bot == "hard" and hard_iterations:
        return BOTS[bot](iterations=hard_iterations)
    return BOTS[bot]()


def play(decks: list[str], bots: list[str], seed: int, max_turns: int, hard_iterations: int | None = None) -> dict:
    g = STARGATE.new(len(decks), seed, {"decks": decks})
    players = [make(b, hard_iterations) for b in bots]
    steps = 0
    how = None
    times: dict[str, list[float]] = {b: [] for b in bots}
    while not g.is_over() and g.state.turn <= max_turns:
        seat = g.current_player()
        choice = len(g.legal_actions()) > 1
        t0 = time.perf_counter()
        action = players[seat].choose(g, seat, seed * 1_000_003 + steps)
        if choice:
            times[bots[seat]].append(time.perf_counter() - t0)
        for e in g.apply(action):
            how = getattr(e, "how", how)
        steps += 1
    return {"decks": decks, "bots": bots, "seed": seed, "winner": g.winner(), "how": how,
            "first": g.state.first, "turns": g.state.turn, "steps": steps,
            "experience": g.scores(), "times": times}


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--decks", default="survey,serpent",
                    help="two deck keys, or 'all' for the six pairings")
    ap.add_argument("--bots", default="normal,normal")
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-turns", type=int, default=120)
    ap.add_argument("--hard-iterations", type=int, default=None,
                    help="the Hard bot's budget in search iterations (default: its time budget)")
    ap.add_argument("--players", type=int, default=2,
                    help="3 or 4: every set of that many decks, each seating rotated, --games per seating")
    ap.add_argument("--quiet", action="store_true", help="print only the summary lines")
    args = ap.parse_args()
    if args.players > 2:
        return table_of(args)
    pairs = list(itertools.combinations(DECKS, 2)) if args.decks == "all" else [
        tuple(args.decks.split(","))]
    bots = args.bots.split(",")
    for a, b in pairs:
        start = time.perf_counter()
        wins = {a: 0.0, b: 0.0}
        seat_wins = [0, 0]
        first_wins = turns = 0
        hows: dict[str, int] = {}
        all_times: dict[str, list[float]] = {}
        bot_wins: dict[str, int] = {}
        for i in range(args.games):
            decks, names = ([a, b], bots) if i % 2 == 0 else ([b, a], bots[::-1])
            res = play(decks, names, args.seed + i, args.max_turns, args.hard_iterations)
            for bot, ts in res.pop("times").items():
                all_times.setdefault(bot, []).extend(ts)
            if res["winner"] is not None:
                bot_wins[names[res["winner"]]] = bot_wins.get(names[res["winner"]], 0) + 1
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
                          "bot_wins": bot_wins,
                          "decision_seconds": {k: decision_summary(ts) for k, ts in all_times.items()},
                          "seconds": round(time.perf_counter() - start, 1)}), flush=True)
    return 0


def table_of(args) -> int:
    """Three or more players: every set of decks, each rotated through the seats; a deck's win
    rate against the fair share 1/players. One JSON line per set, then one for every deck."""
    bot = args.bots.split(",")[0]
    total: dict[str, list[float]] = {d: [0.0, 0] for d in DECKS}
    for combo in itertools.combinations(DECKS, args.players):
        wins = {d: 0.0 for d in combo}
        played = 0
        for rot in range(args.players):
            decks = list(combo[rot:] + combo[:rot])
            for i in range(args.games):
                res = play(decks, [bot] * args.players, args.seed + 1000 * rot + i, args.max_turns)
                played += 1
                if res["winner"] is None:
                    for d in decks:
                        wins[d] += 1 / args.players
                else:
                    wins[decks[res["winner"]]] += 1
        for d in combo:
            total[d][0] += wins[d]
            total[d][1] += played
        print(json.dumps({"decks": combo, "games": played, "bots": bot,
                          "win_rate": {d: round(wins[d] / played, 3) for d in combo}}), flush=True)
    print(json.dumps({"players": args.players, "fair_share": round(1 / args.players, 3),
                      "win_rate": {d: round(w / n, 3) for d, (w, n) in total.items() if n}}), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
