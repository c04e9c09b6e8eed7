"""How the engine's cost per move grows with the length of a game and the number of players.

Random playouts (a move drawn uniformly from the legal ones with a seeded generator, as
``tools/bench_runner.py`` plays them), never cut off by round: the CPU time of each move
is added to the window of the game it falls in (moves 1-100, 101-300, 301-1,000,
1,001-3,000), and each window reports the moves per CPU second of every game that reached
it. Games that end sooner stop adding to the later windows (the ``moves`` column says how
many moves each window holds).

Usage: python tools/engine_growth.py [--root TREE] [--seeds N]
  --root: the source tree to measure (default: this one; a checkout of b0063a2 works too)
Prints one JSON object per line: {"name", "players", "window", "moves", "value", "unit"}.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

WINDOWS = ((0, 100), (100, 300), (300, 1000), (1000, 3000))
TABLES = {
    2: [["gaston", "lady-tremaine"], ["horned-king", "gaston"], ["lady-tremaine", "horned-king"]],
    3: [["gaston", "lady-tremaine", "horned-king"], ["horned-king", "gaston", "lady-tremaine"]],
    6: [["gaston", "lady-tremaine", "horned-king"] * 2],
}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--root", default=str(Path(__file__).resolve().parent.parent))
    ap.add_argument("--seeds", type=int, default=4)
    args = ap.parse_args(argv)
    sys.path.insert(0, str(Path(__file__).resolve().parent))
    from bench_runner import _engine

    rng, rules, _, _ = _engine(args.root)
    clock = time.process_time
    for tables in TABLES.values():  # load the card tables before any clock starts
        for villains in tables:
            rules.new_game(list(villains), 0)
    for players, tables in TABLES.items():
        cpu = [0.0] * len(WINDOWS)
        moves = [0] * len(WINDOWS)
        for seed in range(args.seeds):
            for villains in tables:
                st = rules.new_game(list(villains), seed)
                r = rng.seed_state(seed + 1)
                for w, (lo, hi) in enumerate(WINDOWS):
                    c0 = clock()
                    n = lo
                    while n < hi and st.winner is None:
                        acts = rules.legal_actions(st)
                        r, i = rng.below(r, len(acts))
                        rules.apply(st, acts[i])
                        n += 1
                    cpu[w] += clock() - c0
                    moves[w] += n - lo
        for w, (lo, hi) in enumerate(WINDOWS):
            print(json.dumps({
                "name": f"engine_growth_{players}p_moves_{lo + 1}_{hi}", "players": players,
                "window": [lo + 1, hi], "moves": moves[w],
                "value": round(moves[w] / cpu[w]) if cpu[w] and moves[w] else None, "unit": "moves/CPU s",
            }), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
