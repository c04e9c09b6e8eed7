"""The engine's work counted without a clock, and its behaviour hashed (docs/performance.md).

- ``bytecodes``: the Python bytecodes run per step (``sys.settrace`` with
  ``f_trace_opcodes``) over 3 three-player and 3 two-player random playouts, in all and by
  function: the neighbours on a shared machine do not change it, so it measures a change
  where the wall clock cannot.
- ``hash``: SHA-256 over the ``repr`` of every legal-action list and every step's events of
  the bench's random playouts (3 and 2 players seeds 0-4, 6 players seeds 0-2, the Scum and
  Villainy villains seeds 0-2 at 3 players and in every ordered pair), then the choices of two
  150-move games of three Normal bots and six decisions of a Hard bot held to 150
  iterations: the same hash before and after a change means the same games.

Usage: python tools/engine_work.py bytecodes [--top N] | hash [--quick]
"""

from __future__ import annotations

import argparse
import hashlib
import itertools
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
if sys.argv[1:2] == ["bytecodes"]:  # bytecodes are counted in the pure engine (a compiled one runs none)
    import os

    os.environ["VILLAINOUS_PURE"] = "1"

from game.core import rng  # noqa: E402
from game.games.villainous import rules  # noqa: E402

VILLAINS = ("gaston", "lady-tremaine", "horned-king")
SCUM = ("boba-fett", "cad-bane", "seventh-sister")


def _playout(villains, seed: int, max_rounds: int = 200, on_step=None) -> int:
    st = rules.new_game(list(villains), seed)
    r = rng.seed_state(seed + 1)
    steps = 0
    while st.winner is None and st.round <= max_rounds:
        acts = rules.legal_actions(st)
        r, i = rng.below(r, len(acts))
        events = rules.apply(st, acts[i])
        if on_step is not None:
            on_step(acts, events)
        steps += 1
    return steps


def bytecodes(top: int = 25) -> tuple[float, list[tuple[str, float]]]:
    """(bytecodes per step, the ``top`` functions with theirs)."""
    games = [(p, 0) for p in itertools.permutations(VILLAINS)][:3] + \
        [((a, b), 0) for a, b in itertools.product(VILLAINS, VILLAINS)][:3]
    for villains, _ in games[:3]:  # the card tables loaded first
        rules.new_game(list(villains), 0)
    counts: Counter = Counter()

    def tracer(frame, event, arg):
        if event == "call":
            frame.f_trace_opcodes = True
            return tracer
        if event == "opcode":
            code = frame.f_code
            counts[f"{Path(code.co_filename).name}:{code.co_firstlineno} {code.co_name}"] += 1
        return tracer

    steps = 0
    sys.settrace(tracer)
    try:
        for villains, seed in games:
            steps += _playout(villains, seed)
    finally:
        sys.settrace(None)
    return sum(counts.values()) / steps, [(k, v / steps) for k, v in counts.most_common(top)]


def behaviour_hash(quick: bool = False) -> tuple[int, str]:
    """(steps played, the hash) over the playouts and bot decisions the docstring lists."""
    h = hashlib.sha256()
    seeds = range(1) if quick else range(5)
    games = [(p, s) for s in seeds for p in itertools.permutations(VILLAINS)]
    games += [((a, b), s) for s in seeds for a, b in itertools.product(VILLAINS, VILLAINS)]
    if not quick:
        games += [(VILLAINS * 2, s) for s in range(3)]
        games += [(SCUM, s) for s in range(3)] + [((a, b), s) for s in range(3) for a, b in itertools.permutations(SCUM, 2)]
    steps = 0

    def note(acts, events):
        h.update(repr(acts).encode())
        h.update(repr(events).encode())

    for villains, seed in games:
        steps += _playout(villains, seed, 200 if not quick else 20, note)
    if quick:
        return steps, h.hexdigest()
    from game.games.villainous.bots import make_bot
    from game.games.villainous.observe import observe

    for seed in range(2):
        st = rules.new_game(list(VILLAINS), seed)
        bots = [make_bot("normal", seed * 10 + k) for k in range(3)]
        for _ in range(150):
            if st.winner is not None:
                break
            seat = rules.current_player(st)
            legal = rules.legal_actions(st)
            a = bots[seat].choose(observe(st, seat), legal)
            h.update(repr(a).encode())
            rules.apply(st, a)
    st = rules.new_game(list(VILLAINS), 7)
    bot = make_bot("hard", 3, iterations=150)
    for _ in range(6):
        seat = rules.current_player(st)
        legal = rules.legal_actions(st)
        a = bot.choose(observe(st, seat), legal)
        h.update(repr(a).encode())
        rules.apply(st, a)
    return steps, h.hexdigest()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("what", choices=("bytecodes", "hash"))
    ap.add_argument("--top", type=int, default=25, help="bytecodes: how many functions to list")
    ap.add_argument("--quick", action="store_true", help="hash: a few short games only")
    args = ap.parse_args(argv)
    if args.what == "bytecodes":
        per_step, funcs = bytecodes(args.top)
        print(f"{per_step:.1f} bytecodes per step")
        for name, n in funcs:
            print(f"{n:8.1f}  {name}")
    else:
        steps, digest = behaviour_hash(args.quick)
        print(steps, digest)
    return 0


if __name__ == "__main__":
    sys.exit(main())
