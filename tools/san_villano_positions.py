"""Where San Villano's turn positions stand each round, bots in every seat: one JSON summary.

    python tools/san_villano_positions.py --players 4 --games 60 --seed 1

Per initial turn position (#1 the first player, with 1 starting Resource; the last, the first
Strategist): games won, rounds begun holding the Strategist icon, rounds begun as the first
player (the Laurel moves it), the mean of each scoring line at the end, and the actions
taken by verb. The same seeds as ``san_villano_selfplay.py`` give the same games.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.games.san_villano import Game, scoring  # noqa: E402
from game.games.san_villano.bots import make  # noqa: E402

MAX_STEPS = 6000


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--players", type=int, default=4)
    ap.add_argument("--games", type=int, default=60)
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--bots", default="normal", help="the level in every seat")
    args = ap.parse_args(argv)
    n = args.players
    wins: Counter = Counter()
    strategist: Counter = Counter()
    first: Counter = Counter()
    lines: dict[int, Counter] = defaultdict(Counter)
    verbs: dict[int, Counter] = defaultdict(Counter)
    for i in range(args.games):
        seed = args.seed + i
        g = Game.new(n, seed, {})
        position = {seat: k for k, seat in enumerate(g.state.order)}
        bots = [make(args.bots, seed * 10 + s) for s in range(n)]
        last_round, steps = None, 0
        while not g.is_over() and steps < MAX_STEPS:
            st = g.state
            if st.round != last_round:
                last_round = st.round
                strategist[position[st.strategist]] += 1
                first[position[st.order[0]]] += 1
            seat = g.current_player()
            action = bots[seat].choose(g, seat)
            verbs[position[seat]][action.verb] += 1
            g.apply(action)
            steps += 1
        won = g.winners()
        if len(won) == 1:
            wins[position[won[0]]] += 1
        for seat in range(n):
            for line, v in scoring.score_lines(g.state, seat).items():
                lines[position[seat]][line] += v
    games = args.games
    print(json.dumps({
        "players": n, "games": games, "bots": args.bots, "seed": args.seed,
        "wins": {f"#{k + 1}": wins[k] for k in range(n)},
        "strategist_rounds": {f"#{k + 1}": round(strategist[k] / games, 2) for k in range(n)},
        "first_player_rounds": {f"#{k + 1}": round(first[k] / games, 2) for k in range(n)},
        "score_lines": {f"#{k + 1}": {line: round(v / games, 2) for line, v in lines[k].items()} for k in range(n)},
        "actions": {f"#{k + 1}": dict(verbs[k].most_common()) for k in range(n)},
    }))
    return 0


if __name__ == "__main__":
    sys.exit(main())
