"""Self-play for Heróis de San Villano: bots play whole games; one JSON line per game, then a summary.

    python tools/san_villano_selfplay.py --players 2 --games 200 --bots normal,random
    python tools/san_villano_selfplay.py --players 3 --games 400 --bots normal
    python tools/san_villano_selfplay.py --players 2 --games 200 --bots normal --setup-fires

Seats are rotated: game i gives seat s the bot ``bots[(s + i) % len(bots)]``, so every bot sits in
every seat equally often. The summary has each bot's wins, each seat's win share against the fair
share 1/players, the first-player (turn order) share, the mean scores and each Nickname's take rate.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.games.san_villano import Game  # noqa: E402
from game.games.san_villano.bots import make  # noqa: E402

MAX_STEPS = 6000  # a game that has not ended by then is counted unfinished (no winner)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=2)
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", default="normal", help="comma-separated levels, rotated over the seats")
    ap.add_argument("--quiet", action="store_true", help="only the summary line")
    ap.add_argument("--setup-fires", action="store_true",
                    help="the balance option: two Fires on the City at setup with 2 organizations")
    ap.add_argument("--summarize", metavar="FILE", help="summarize the game lines of an earlier (even unfinished) run")
    args = ap.parse_args(argv)
    if args.summarize:
        return summarize(Path(args.summarize))
    levels = args.bots.split(",")
    n = args.players
    wins_by_bot: Counter = Counter()
    games_by_bot: Counter = Counter()
    seat_wins: Counter = Counter()
    first_wins = 0
    position_wins: Counter = Counter()
    nick_taken: Counter = Counter()
    nick_shown: Counter = Counter()
    score_sum: Counter = Counter()
    lengths = []
    think: dict[str, list[float]] = {lv: [] for lv in levels}  # wall-clock seconds
    think_cpu: dict[str, list[float]] = {lv: [] for lv in levels}  # CPU seconds (a busy machine inflates the clock)
    shared = 0
    t0 = time.perf_counter()
    for i in range(args.games):
        seed = args.seed + i
        seat_levels = [levels[(s + i) % len(levels)] for s in range(n)]
        g = Game.new(n, seed, {"setup_fires": args.setup_fires})
        first = g.state.order[0]
        order = list(g.state.order)  # the initial turn order (Laurel may change it later)
        bots = [make(lv, seed * 10 + s) for s, lv in enumerate(seat_levels)]
        steps = 0
        game_think: dict[str, list[list[float]]] = {}
        while not g.is_over() and steps < MAX_STEPS:
            seat = g.current_player()
            choice = len(g.legal_actions()) > 1
            t, cpu = time.perf_counter(), time.process_time()
            action = bots[seat].choose(g, seat)
            if choice:  # a forced move is no decision: only real choices are timed
                think[seat_levels[seat]].append(time.perf_counter() - t)
                think_cpu[seat_levels[seat]].append(time.process_time() - cpu)
                game_think.setdefault(seat_levels[seat], []).append(
                    [round(think[seat_levels[seat]][-1], 3), round(think_cpu[seat_levels[seat]][-1], 3)])
                if getattr(bots[seat], "searched", False):  # Hard's searched decisions, timed apart too
                    game_think.setdefault(seat_levels[seat] + " searched", []).append(game_think[seat_levels[seat]][-1])
            g.apply(action)
            steps += 1
        winners = g.winners()
        scores = g.scores()
        lengths.append(steps)
        for s, lv in enumerate(seat_levels):
            games_by_bot[lv] += 1
            score_sum[lv] += scores[s]
        if len(winners) == 1:
            w = winners[0]
            wins_by_bot[seat_levels[w]] += 1
            seat_wins[w] += 1
            first_wins += w == first
            position_wins[order.index(w)] += 1
        else:
            shared += 1
        for nk in g.state.nicknames:
            nick_shown[nk] += 1
        for nk in g.state.nickname_owner:
            nick_taken[nk] += 1
        if not args.quiet:
            print(json.dumps({"game": i, "seed": seed, "bots": seat_levels, "order": order,
                              "scores": scores, "winners": list(winners), "steps": steps,
                              "nicknames": g.state.nickname_owner, "shown": g.state.nicknames,
                              "think": {lv: ts for lv, ts in game_think.items() if lv != "random"}}), flush=True)
    games = args.games
    summary = {
        "players": n, "games": games, "bots": levels, "setup_fires": args.setup_fires,
        "wins_by_bot": dict(wins_by_bot), "shared": shared,
        "mean_score_by_bot": {k: round(score_sum[k] / games_by_bot[k], 1) for k in games_by_bot},
        "seat_win_share": {f"p{s + 1}": round(seat_wins[s] / games, 3) for s in range(n)},
        "first_player_win_share": round(first_wins / games, 3),
        "turn_position_win_share": {f"#{k + 1}": round(position_wins[k] / games, 3) for k in range(n)},
        "fair_share": round(1 / n, 3),
        "max_seat_share_over_fair": round(max(seat_wins[s] for s in range(n)) / games * n, 2),
        "max_position_share_over_fair": round(max(position_wins[k] for k in range(n)) / games * n, 2),
        "nickname_take_rate_when_shown": {k: round(nick_taken[k] / nick_shown[k], 2) for k in sorted(nick_shown)},
        "nickname_take_rate_per_game": {k: round(nick_taken[k] / games, 2) for k in sorted(nick_shown)},
        "mean_steps": round(sum(lengths) / len(lengths), 1),
        "decision_seconds": {lv: {"median": round(statistics.median(ts), 4), "p90": round(sorted(ts)[int(0.9 * len(ts))], 4),
                                  "median_cpu": round(statistics.median(think_cpu[lv]), 4), "decisions": len(ts)}
                             for lv, ts in think.items() if ts},
        "seconds": round(time.perf_counter() - t0, 1),
    }
    print(json.dumps({"summary": summary}), flush=True)
    return 0


def summarize(path: Path) -> int:
    """The summary of the JSON game lines in ``path`` (a run may have been stopped midway)."""
    games = [json.loads(line) for line in path.read_text().splitlines() if line.startswith('{"game"')]
    if not games:
        print(json.dumps({"summary": None, "games": 0}))
        return 1
    n = len(games[0]["scores"])
    pos: Counter = Counter()
    seat: Counter = Counter()
    bot_wins: Counter = Counter()
    taken: Counter = Counter()
    shown: Counter = Counter()
    shared = 0
    for g in games:
        # older lines lack "shown": each Nickname is then shown in n of 6 games on average
        shown.update(g.get("shown", ()))
        if len(g["winners"]) == 1:
            w = g["winners"][0]
            pos[g["order"].index(w)] += 1
            seat[w] += 1
            bot_wins[g["bots"][w]] += 1
        else:
            shared += 1
        taken.update(list(g["nicknames"]))
    total = len(games)
    print(json.dumps({"summary": {
        "players": n, "games": total, "shared": shared, "wins_by_bot": dict(bot_wins),
        "turn_position_win_share": {f"#{k + 1}": round(pos[k] / total, 3) for k in range(n)},
        "seat_win_share": {f"p{k + 1}": round(seat[k] / total, 3) for k in range(n)},
        "fair_share": round(1 / n, 3),
        "max_position_share_over_fair": round(max(pos[k] for k in range(n)) / total * n, 2),
        "nickname_takes_per_game": {k: round(v / total, 2) for k, v in sorted(taken.items())},
        "nickname_take_rate_when_shown": {k: round(taken[k] / (shown[k] or total * n / 6), 2)
                                          for k in sorted(set(taken) | set(shown))},
        "mean_score": round(sum(sum(g["scores"]) for g in games) / (total * n), 1),
        "mean_score_by_bot": _mean_by_bot(games),
        "decision_seconds": _think(games),
    }}))
    return 0


def _mean_by_bot(games: list[dict]) -> dict[str, float]:
    total: Counter = Counter()
    count: Counter = Counter()
    for g in games:
        for s, lv in enumerate(g["bots"]):
            total[lv] += g["scores"][s]
            count[lv] += 1
    return {lv: round(total[lv] / count[lv], 1) for lv in count}


def _think(games: list[dict]) -> dict[str, dict]:
    """Each level's decision times from the game lines (wall clock and CPU seconds)."""
    out = {}
    levels = {lv for g in games for lv in g.get("think", {})}
    for lv in sorted(levels):
        pairs = [p for g in games for p in g.get("think", {}).get(lv, [])]
        wall = sorted(p[0] for p in pairs)
        cpu = sorted(p[1] for p in pairs)
        out[lv] = {"median": statistics.median(wall), "p90": wall[int(0.9 * len(wall))],
                   "median_cpu": statistics.median(cpu), "p90_cpu": cpu[int(0.9 * len(cpu))], "decisions": len(pairs)}
    return out


if __name__ == "__main__":
    sys.exit(main())
