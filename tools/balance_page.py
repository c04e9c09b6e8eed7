"""`make balance`: Normal against Normal in every system, as docs/balance.md and assets/balance.json.

    python tools/balance_page.py --pairs 6 --workers 2

Two-player games. In a system with villains or decks, every match-up of two different ones is
played in pairs: one seed, once with each of the two in the first seat, ``--pairs`` pairs a
match-up. San Villano's organizations differ only by the Super-Agent each draws, so it plays
``--pairs`` × 6 games on seeds of their own and is measured by Super-Agent.

The page gives, per system: each villain's (deck's, Super-Agent's) win rate with its 95 %
interval (Wilson's), wins by seat (the seat that moved first against the other), each
match-up, the unfinished games and the games' length in rounds; and the four measures of a
general game system: balance (1 − the largest gap between two win rates), first-seat
advantage (the first seat's share of the finished games, less ½), completion (the share of
games finished) and duration (the median length). ``assets/balance.json`` holds the match-ups
for the New game screen. ``--systems`` limits the run to some systems (the others' figures are
kept from the data file).
"""

from __future__ import annotations

import argparse
import itertools
import json
import math
import statistics
import subprocess
import sys
import time
from collections.abc import Iterable, Sequence
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game import ladder as L  # noqa: E402

PAGE = ROOT / "docs" / "balance.md"
DATA = ROOT / "assets" / "balance.json"
Z95 = L.Z95


def wilson(wins: int, games: int) -> tuple[float, float]:
    """The 95 % Wilson score interval of a proportion (sound at 0 and at the ends)."""
    if games == 0:
        return 0.0, 1.0
    p = wins / games
    z2 = Z95 * Z95
    centre = (p + z2 / (2 * games)) / (1 + z2 / games)
    half = Z95 * math.sqrt(p * (1 - p) / games + z2 / (4 * games * games)) / (1 + z2 / games)
    return max(0.0, centre - half), min(1.0, centre + half)


def jobs_for(system: L.System, pairs: int, seed: int, max_rounds: int) -> list[L.Job]:
    out = []
    if not system.sides:
        for g in range(pairs * 6):
            out.append(L.Job(system.key, (), ("normal", "normal"), seed + g, max_rounds, pair=g))
        return out
    for m, (a, b) in enumerate(itertools.combinations(system.sides, 2)):
        for p in range(pairs):
            n = m * pairs + p
            for labels in ((a, b), (b, a)):
                out.append(L.Job(system.key, labels, ("normal", "normal"), seed + n, max_rounds, pair=n))
    return out


def _rate(wins: int, games: int) -> dict[str, Any]:
    low, high = wilson(wins, games)
    return {"games": games, "wins": wins, "rate": round(wins / games, 3) if games else None,
            "low95": round(low, 3), "high95": round(high, 3)}


def summarise(system: L.System, results: Sequence[L.Result]) -> dict[str, Any]:
    """Every measure of one system's games."""
    sides = sorted({s for r in results for s in r.sides}, key=lambda s: (system.sides + (s,)).index(s))
    games = len(results)
    finished = [r for r in results if r.winner is not None]
    by_side = {}
    for s in sides:
        played = [r for r in results if s in r.sides]
        by_side[s] = _rate(sum(1 for r in played if r.winner is not None and r.sides[r.winner] == s), len(played))
    opener_wins = sum(1 for r in finished if r.winner == r.opener)
    matchups = []
    for a, b in itertools.combinations(sides if system.sides else (), 2):
        met = [r for r in results if set(r.sides) == {a, b}]
        if not met:
            continue
        wins_a = sum(1 for r in met if r.winner is not None and r.sides[r.winner] == a)
        wins_b = sum(1 for r in met if r.winner is not None and r.sides[r.winner] == b)
        matchups.append({"a": a, "b": b, "a_wins": wins_a, "b_wins": wins_b,
                         "unfinished": len(met) - wins_a - wins_b} | {"a_" + k: v for k, v in _rate(wins_a, len(met)).items()})
    rounds = [r.rounds for r in finished if r.rounds is not None]
    rates = [v["rate"] for v in by_side.values() if v["rate"] is not None]
    first = _rate(opener_wins, len(finished))
    return {
        "system": system.key, "title": system.title, "games": games, "bots": "normal against normal",
        "names": {s: system.side_name(s) for s in sides},
        "by_side": by_side,
        "by_seat": {"first": first, "second_wins": len(finished) - opener_wins},
        "matchups": matchups,
        "unfinished": games - len(finished),
        "rounds": {"median": statistics.median(rounds) if rounds else None,
                   "mean": round(statistics.mean(rounds), 1) if rounds else None,
                   "min": min(rounds, default=None), "max": max(rounds, default=None)},
        "measures": {
            "balance": round(1 - (max(rates) - min(rates)), 3) if len(rates) > 1 else None,
            "first_seat_advantage": round(first["rate"] - 0.5, 3) if first["rate"] is not None else None,
            "completion": round(len(finished) / games, 3) if games else None,
            "duration_rounds": statistics.median(rounds) if rounds else None,
        },
    }


def _pct(x: float | None) -> str:
    return "–" if x is None else f"{100 * x:.0f} %"


def page(data: dict[str, Any]) -> str:
    """docs/balance.md from the data."""
    out = ["# Balance", "",
           "How the villains, decks and organizations fare against each other with **Normal bots in every "
           "seat**, two players. Generated by `make balance` (`tools/balance_page.py`), which writes this "
           "page and `assets/balance.json` (the New game screen's line on how a match-up tends to go); "
           "its history is the git log.", "",
           f"Figures from {data['command_total_games']} games; each system's section names the command "
           "that played them (`make balance` plays them all). Intervals are 95 % (Wilson); with a few "
           "dozen games a match-up they are wide: a gap inside them is not evidence of imbalance.", "",
           "The measures: **balance** is 1 − the largest gap between two win rates (1: all equal); "
           "**first-seat advantage** is the first seat's share of the finished games less 50 %; "
           "**completion** is the share of games finished within the round limit; **duration** is the "
           "median length of a finished game in rounds (Stargate: turns).", "",
           "| system | games | balance | first-seat advantage | completion | duration |",
           "|---|---|---|---|---|---|"]
    for s in data["systems"]:
        m = s["measures"]
        fsa = m["first_seat_advantage"]
        out.append(f"| {s['title']} | {s['games']} | {m['balance'] if m['balance'] is not None else '–'} | "
                   f"{'–' if fsa is None else f'{100 * fsa:+.0f} points'} | {_pct(m['completion'])} | "
                   f"{m['duration_rounds']} |")
    for s in data["systems"]:
        what = "Super-Agent" if s["system"] == "san-villano" else ("deck" if s["system"] == "stargate" else "villain")
        out += ["", f"## {s['title']}", "",
                f"{s['games']} games: `{s.get('command', data.get('command'))}` (commit `{s.get('commit', '?')}`, "
                f"{s.get('minutes', '?')} min on a shared 2-core machine).", "",
                f"| {what} | games | wins | win rate | 95 % interval |", "|---|---|---|---|---|"]
        name = s["names"].get
        for side, v in s["by_side"].items():
            out.append(f"| {name(side, side)} | {v['games']} | {v['wins']} | {_pct(v['rate'])} | "
                       f"{_pct(v['low95'])} to {_pct(v['high95'])} |")
        f = s["by_seat"]["first"]
        out += ["", f"By seat: the first seat won {f['wins']} of the {f['games']} finished games "
                f"({_pct(f['rate'])}, {_pct(f['low95'])} to {_pct(f['high95'])}), the second {s['by_seat']['second_wins']}. "
                f"Unfinished: {s['unfinished']}. Length: median {s['rounds']['median']}, mean {s['rounds']['mean']}, "
                f"from {s['rounds']['min']} to {s['rounds']['max']} rounds."]
        if s["matchups"]:
            out += ["", "| match-up | games | wins | unfinished | first named wins | 95 % interval |",
                    "|---|---|---|---|---|---|"]
            for m in s["matchups"]:
                out.append(f"| {name(m['a'], m['a'])} – {name(m['b'], m['b'])} | {m['a_games']} | {m['a_wins']} – {m['b_wins']} | "
                           f"{m['unfinished']} | {_pct(m['a_rate'])} | {_pct(m['a_low95'])} to {_pct(m['a_high95'])} |")
    return "\n".join(out) + "\n"


def _commit() -> str:
    done = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"], capture_output=True, text=True,
                          check=False)
    return done.stdout.strip() or "unknown"


def run(systems: Iterable[L.System], pairs: int, seed: int, max_rounds: int, workers: int,
        progress: bool = False) -> list[dict[str, Any]]:
    out = []
    for system in systems:
        jobs = jobs_for(system, pairs, seed, max_rounds)
        results = []
        started = time.perf_counter()
        for done, r in enumerate(L.run(jobs, workers), start=1):
            results.append(r)
            if progress:
                print(json.dumps({"progress": done, "of": len(jobs)} | r.as_json()), file=sys.stderr, flush=True)
        summary = summarise(system, results)
        summary["command"] = (f"python tools/balance_page.py --systems {system.key} --pairs {pairs} --seed {seed} "
                              f"--max-rounds {max_rounds}")
        summary["commit"] = _commit()
        summary["minutes"] = round((time.perf_counter() - started) / 60, 1)
        out.append(summary)
    return out


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--pairs", type=int, default=6, help="pairs of games a match-up (San Villano: ×6 games)")
    ap.add_argument("--systems", default="all", help="comma-separated systems, or all")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-rounds", type=int, default=100)
    ap.add_argument("--workers", type=int, default=2)
    ap.add_argument("--page", default=str(PAGE))
    ap.add_argument("--data", default=str(DATA))
    ap.add_argument("--progress", action="store_true", help="a JSON line on stderr after each game")
    ap.add_argument("--page-only", action="store_true", help="only write the page again from the data file")
    args = ap.parse_args(argv)
    if args.page_only:
        Path(args.page).write_text(page(json.loads(Path(args.data).read_text(encoding="utf-8"))), encoding="utf-8")
        return 0
    try:
        chosen = [s for key in args.systems.split(",") for s in L.systems_named(key.strip())]
        if args.pairs < 1 or args.max_rounds < 1 or args.workers < 1:
            raise ValueError("--pairs, --max-rounds and --workers must be at least 1")
    except ValueError as exc:
        print(f"balance: {exc}", file=sys.stderr)
        return 2
    fresh = run(chosen, args.pairs, args.seed, args.max_rounds, args.workers, args.progress)
    data_path = Path(args.data)
    old = json.loads(data_path.read_text(encoding="utf-8")) if data_path.exists() else {"systems": []}
    kept = {s["system"]: s for s in old.get("systems", [])}
    kept.update({s["system"]: s for s in fresh})
    order = list(L.systems())
    systems = sorted(kept.values(), key=lambda s: order.index(s["system"]) if s["system"] in order else 99)
    command = f"python tools/balance_page.py --pairs {args.pairs} --seed {args.seed} --max-rounds {args.max_rounds}"
    if args.systems != "all":
        command += f" --systems {args.systems}"
    data = {"command": command, "command_total_games": sum(s["games"] for s in systems), "systems": systems}
    data_path.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    Path(args.page).write_text(page(data), encoding="utf-8")
    for s in fresh:
        print(json.dumps({"system": s["system"], "games": s["games"]} | s["measures"]), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
