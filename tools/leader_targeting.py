"""How often the bots' hostile actions in 3-player Villainous games hit the current leader.

Usage::

    python tools/leader_targeting.py [--box despicable-plots|scum-and-villainy|all]
        [--levels easy,normal,hard] [--games N] [--seed S] [--max-rounds R]
    python tools/leader_targeting.py --summarize FILE...   # sum the game lines of earlier runs

Each game seats three bots of one level (the box's three villains, rotated by game so each
sits in each seat). Before every decision that is a hostile action the tool notes who the
*leader* is: of the acting seat's opponents, the one whose Objective is furthest along by
``knowledge.threat_progress`` (the villain's ``bot_threat`` or else ``bot_progress``, 0 to 1: the
measure the bots read their opponents' danger by); opponents tied at the top are all leaders.

Hostile actions:

- a Fate action: its target is the seat it names; chance is the leaders' share of the seats
  the rules allow as targets at that moment;
- a Condition played in another's turn: its target is the player whose turn it is; chance is
  the share of the bot's Condition *opportunities* (a Condition was legal for it) that fell in
  a leader's turn.

Prints one JSON line a game and one a (box, level): the hostile actions, how many aimed at the
leader, that share, and the share chance would give.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from game.core.match import Seat
from game.core.registry import game_named
from game.core.session import Session
from game.games.villainous import actions as A
from game.games.villainous.bots.knowledge import threat_progress
from game.games.villainous.state import State
from game.ladder import systems

BOXES = ("despicable-plots", "scum-and-villainy")


def leaders(st: State, seat: int) -> set[int]:
    """The opponents of ``seat`` whose Objective is furthest along (ties: all of them)."""
    scores = {o: threat_progress(st, o) for o in range(st.n) if o != seat}
    top = max(scores.values())
    return {o for o, v in scores.items() if v >= top - 1e-9}


def _tally() -> dict[str, float]:
    return {"fate": 0, "fate_leader": 0, "fate_chance": 0.0,
            "condition": 0, "condition_leader": 0, "condition_chances": 0, "condition_chance": 0.0}


def play_game(box: str, level: str, seed: int, max_rounds: int = 60) -> dict[str, Any]:
    """One 3-player game of ``level`` bots; its hostile actions tallied against the leader."""
    system = systems()[box]
    labels = tuple(system.sides[(seed + i) % len(system.sides)] for i in range(3))
    definition = game_named("villainous")
    bots = [definition.make_bot(level, seed * 31 + i) for i in range(3)]
    game = definition.new(3, seed, system.options(labels))
    session = Session(None, bots, game=game, definition=definition, seats=[Seat("bot", level)] * 3)
    t = _tally()
    while not session.game.is_over():
        rnd = definition.round(session.game)
        if rnd is not None and rnd > max_rounds:
            break
        st: State = session.game.state
        seat = session.game.current_player()
        legal = list(session.game.legal_actions())
        fate_targets = [a.to for a in legal if a.verb == A.FATE]
        can_condition = any(a.verb == A.CONDITION for a in legal) and st.active != seat
        lead = leaders(st, seat) if (fate_targets or can_condition) else set()
        action = session.prepare(seat)()
        if action.verb == A.FATE:
            t["fate"] += 1
            t["fate_leader"] += action.to in lead
            t["fate_chance"] += sum(o in lead for o in fate_targets) / len(fate_targets)
        if can_condition:
            t["condition_chances"] += 1
            t["condition_chance"] += st.active in lead
            if action.verb == A.CONDITION:
                t["condition"] += 1
                t["condition_leader"] += st.active in lead
        session.apply(action)
    return {"box": box, "level": level, "seed": seed, "villains": list(labels),
            "winner": session.game.winner(), **t}


def summary(box: str, level: str, games: Sequence[dict[str, Any]]) -> dict[str, Any]:
    """The level's shares over its games: aimed at the leader, and what chance would give."""
    s = {k: sum(g[k] for g in games) for k in _tally()}
    hostile = s["fate"] + s["condition"]
    aimed = s["fate_leader"] + s["condition_leader"]
    # chance for the Conditions played: the leader's share of the turns they could be played in
    cond_rate = s["condition_chance"] / s["condition_chances"] if s["condition_chances"] else 0.0
    chance = s["fate_chance"] + cond_rate * s["condition"]

    def share(a: float, b: float) -> float | None:
        return round(a / b, 3) if b else None

    return {"box": box, "level": level, "games": len(games), "hostile": hostile,
            "at_leader": aimed, "share": share(aimed, hostile), "chance": share(chance, hostile),
            "fate": s["fate"], "fate_share": share(s["fate_leader"], s["fate"]),
            "fate_chance": share(s["fate_chance"], s["fate"]),
            "conditions": s["condition"], "condition_share": share(s["condition_leader"], s["condition"]),
            "condition_chance": round(cond_rate, 3)}


def summarize_files(paths: Sequence[str]) -> int:
    """One summary line a (box, level) of the game lines in ``paths`` (runs split or cut short)."""
    groups: dict[tuple[str, str], list[dict[str, Any]]] = {}
    for path in paths:
        try:
            with open(path, encoding="utf-8") as f:
                lines = [json.loads(x) for x in f if x.strip()]
        except (OSError, ValueError) as e:
            print(f"cannot read {path}: {e}", file=sys.stderr)
            return 2
        for g in lines:
            if not g.get("summary"):
                groups.setdefault((g["box"], g["level"]), []).append(g)
    for (box, level), games in groups.items():
        print(json.dumps({"summary": True, **summary(box, level, games)}))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--box", default="all", help="despicable-plots, scum-and-villainy or all")
    ap.add_argument("--levels", default="easy,normal", help="comma-separated: easy,normal,hard")
    ap.add_argument("--games", type=int, default=20, help="games per box and level")
    ap.add_argument("--seed", type=int, default=1)
    ap.add_argument("--max-rounds", type=int, default=60)
    ap.add_argument("--summarize", nargs="+", metavar="FILE",
                    help="print the summaries of the game lines in these files and play nothing")
    args = ap.parse_args(argv)
    if args.summarize:
        return summarize_files(args.summarize)
    boxes = BOXES if args.box == "all" else (args.box,)
    levels = [x for x in args.levels.split(",") if x]
    bad = [b for b in boxes if b not in BOXES] + [x for x in levels if x not in ("random", "easy", "normal", "hard")]
    if bad or args.games < 1:
        print(f"unknown box or level {bad!r} (boxes: {', '.join(BOXES)}; levels: random, easy, normal, hard), "
              "or --games below 1", file=sys.stderr)
        return 2
    for box in boxes:
        for level in levels:
            games = []
            for i in range(args.games):
                g = play_game(box, level, args.seed + i, args.max_rounds)
                games.append(g)
                print(json.dumps(g), flush=True)
            print(json.dumps({"summary": True, **summary(box, level, games)}), flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
