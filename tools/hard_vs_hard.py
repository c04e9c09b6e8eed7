"""Hard (new) against Hard (old) at the same 0.8 s budget, as iteration budgets.

Hard's strength follows its search speed, so the old engine's Hard is played as today's
Hard held to the iterations the old engine reaches in 0.8 s, and the new one as today's
Hard held to what this engine reaches in 0.8 s; both counts are measured side by side in
this run (``tools/bench_runner.py ismcts`` on this tree and on b0063a2 in a temporary git
worktree, the same positions; --new/--old give them by hand). Why iterations and not the
clock: on a shared machine a wall-clock budget gives each side whatever the neighbours
leave it, and an iteration budget is what 0.8 s buys on a quiet machine, every time; and
both sides keep today's judgement (value, prior, sampling), so the games measure the
engine's speed as strength and nothing else (b0063a2's Hard also judged differently).

Two-player games over every ordered pairing of the three villains, seats swapped every
other game; a game still running after round --max-rounds is counted as unfinished, not as
a win. One JSON line per game goes to --log as it ends; run again with the same log and
budgets, it plays only the games not yet there (the games are deterministic: the bots'
budgets are iterations and their seeds are the game's). The summary line goes to stdout.

Usage: python tools/hard_vs_hard.py --games 100 --log hard.jsonl [--new N --old N] [--first K]
"""

from __future__ import annotations

import argparse
import itertools
import json
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from game.games.villainous import rules  # noqa: E402
from game.games.villainous.bots import make_bot  # noqa: E402
from game.games.villainous.observe import observe  # noqa: E402

VILLAINS = ("gaston", "lady-tremaine", "horned-king")
PAIRINGS = list(itertools.product(VILLAINS, VILLAINS))


def budgets() -> tuple[int, int]:
    """Median iterations Hard reaches in 0.8 s on this engine and on b0063a2's."""
    import bench

    positions = [[list(v), seed, moves] for seed, (v, moves) in enumerate(
        itertools.product(([VILLAINS[0], VILLAINS[2]], [VILLAINS[1], VILLAINS[0]], list(VILLAINS)), (15, 60)))]
    job = {"positions": positions, "seconds": 0.8}
    with bench.baseline_tree() as base:
        new = bench.run_on(bench.ROOT, "ismcts", job)
        old = bench.run_on(base, "ismcts", job) if base is not None else None
    # iterations per CPU second, times 0.8 s: what each engine does in 0.8 s of a core
    rate_new = sum(new["iterations"]) / sum(new["cpu"])
    rate_old = sum(old["iterations"]) / sum(old["cpu"]) if old else rate_new
    return round(rate_new * 0.8), round(rate_old * 0.8)


def play(game: int, n_new: int, n_old: int, max_rounds: int) -> dict:
    villains = PAIRINGS[(game // 2) % len(PAIRINGS)]
    new_seat = game % 2
    st = rules.new_game(list(villains), 1000 + game)
    bots = {new_seat: make_bot("hard", 7 * game + 1, iterations=n_new),
            1 - new_seat: make_bot("hard", 7 * game + 2, iterations=n_old)}
    decisions = 0
    while st.winner is None and st.round <= max_rounds:
        seat = rules.current_player(st)
        legal = rules.legal_actions(st)
        action = bots[seat].choose(observe(st, seat), legal)
        rules.apply(st, action)
        decisions += 1
    winner = None if st.winner is None else ("new" if st.winner == new_seat else "old")
    return {"game": game, "villains": list(villains), "new_seat": new_seat, "winner": winner,
            "round": st.round, "decisions": decisions, "iterations_new": n_new, "iterations_old": n_old}


def summary(lines: list[dict]) -> dict:
    wins_new = sum(1 for g in lines if g["winner"] == "new")
    wins_old = sum(1 for g in lines if g["winner"] == "old")
    return {"name": "hard_new_vs_hard_old", "value": wins_new, "unit": "games won by new Hard",
            "games": len(lines), "wins_new": wins_new, "wins_old": wins_old,
            "unfinished": len(lines) - wins_new - wins_old,
            "iterations_new": lines[0]["iterations_new"] if lines else None,
            "iterations_old": lines[0]["iterations_old"] if lines else None,
            "median_rounds": statistics.median(g["round"] for g in lines) if lines else None,
            "target_games": 100}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=100)
    ap.add_argument("--first", type=int, default=0, help="the first game's number (to split a run)")
    ap.add_argument("--step", type=int, default=1, help="play every STEP-th game (to split a run)")
    ap.add_argument("--new", type=int, help="iterations of new Hard (default: measured now)")
    ap.add_argument("--old", type=int, help="iterations of old Hard (default: measured now)")
    ap.add_argument("--max-rounds", type=int, default=100)
    ap.add_argument("--log", type=Path, help="append one JSON line per finished game")
    ap.add_argument("--summarize", type=Path, help="only print the summary of a log (or several, comma-joined)")
    args = ap.parse_args(argv)
    if args.summarize:
        lines = [json.loads(x) for p in str(args.summarize).split(",") for x in Path(p).read_text().splitlines() if x]
        print(json.dumps(summary(lines)))
        return 0
    n_new, n_old = (args.new, args.old) if args.new and args.old else budgets()
    print(json.dumps({"iterations_new": n_new, "iterations_old": n_old}), file=sys.stderr, flush=True)
    lines = []
    done = {}
    if args.log and args.log.exists():  # a run resumes: the games already in its log are kept
        for x in args.log.read_text().splitlines():
            if x.strip():
                g = json.loads(x)
                if (g["iterations_new"], g["iterations_old"]) == (n_new, n_old):
                    done[g["game"]] = g
    for game in range(args.first, args.games, args.step):
        if game in done:
            lines.append(done[game])
            continue
        line = play(game, n_new, n_old, args.max_rounds)
        lines.append(line)
        if args.log:
            with args.log.open("a") as f:
                f.write(json.dumps(line) + "\n")
    print(json.dumps(summary(lines)))
    return 0


if __name__ == "__main__":
    sys.exit(main())
