"""Find a scripted line to a villain's win, for the "each villain can win" tests.

Plays seeded games from a real shuffled setup: the chosen villain follows a simple
goal-seeking preference over the legal moves' text, the others play at random. The first
win found is written as JSON (villains, seed, moves in notation) to tests/data/.
Usage: python tools/find_win_line.py lady-tremaine [--opponent gaston]
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core import rng  # noqa: E402
from game.games.villainous import rules  # noqa: E402
from game.games.villainous.actions import format_action  # noqa: E402

# Moves the seeking villain prefers, most wanted first (matched as text prefixes).
PREFERENCES = {
    "gaston": ["play get-out", "play come-into-the-light", "play temper", "activate", "vanquish",
               "use", "at", "play", "gain", "mode power", "fate", "pick", "move-ally", "discard", "done"],
    "lady-tremaine": ["activate wedding-bells", "move-ally ball-gown", "play invitation", "play ball-gown",
                      "play wedding-bells", "activate lady-tremaines-cane", "play drizella",
                      "play anastasia", "play you-little-thief", "play midnight", "play trapped",
                      "play lady-tremaines-cane", "move the-ballroom", "gain", "fate", "pick", "at",
                      "mode", "play", "done"],
    "horned-king": ["replace", "play cauldron-born", "play our-hour", "activate the-black-cauldron",
                    "play show-me-the-black-cauldron", "mode claim", "play ancient-soldiers", "gain",
                    "vanquish", "use", "play", "fate", "pick", "at", "mode", "done"],
    # Scum and Villainy (a game of one box: give --opponent one of these too)
    "cad-bane": ["ambition collect-the-bounty", "ambition-activate moralo-eval", "play quick-draw",
                 "play hostage-crisis", "play todo-360", "play aurra-sing", "activate", "vanquish", "use",
                 "play ambush", "ambition double-cross", "pick", "at", "gain", "play", "ambition", "done"],
    "seventh-sister": ["ambition execute-order", "play hunt-them-down", "play track-the-rebels",
                       "play inquisitor-lightsaber", "vanquish", "use", "play fear-and-dread", "pick", "at",
                       "ambition", "gain", "play", "done"],
    "boba-fett": ["hunt", "play bounty", "ambition bounty", "play jabba-the-hutt", "play bib-fortuna", "play qira",
                  "ambition darth-vader", "play dengar", "play bossk", "play black-krrsantan", "vanquish", "use",
                  "play no-disintegrations", "pick", "at", "gain", "play", "ambition", "done"],
}


def choose(st, legal, prefs, r):
    texts = [format_action(st, a) for a in legal]
    for want in prefs:
        hits = [i for i, t in enumerate(texts) if t.startswith(want)]
        if hits:
            r, k = rng.below(r, len(hits))
            return legal[hits[k]], r
    moves = [i for i, t in enumerate(texts) if t.startswith("move ")]
    pool = moves or [i for i, t in enumerate(texts) if t != "end"] or list(range(len(texts)))
    r, k = rng.below(r, len(pool))
    return legal[pool[k]], r


def play(villains, seed, target_seat, max_rounds):
    st = rules.new_game(villains, seed)
    r = rng.seed_state(seed * 7 + 3)
    prefs = PREFERENCES[villains[target_seat]]
    moves = []
    while st.winner is None and st.round <= max_rounds:
        legal = rules.legal_actions(st)
        if rules.current_player(st) == target_seat:
            a, r = choose(st, legal, prefs, r)
        else:
            r, k = rng.below(r, len(legal))
            a = legal[k]
        moves.append(format_action(st, a))
        rules.apply(st, a)
    return st.winner, moves


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("villain")
    ap.add_argument("--opponent", default="gaston")
    ap.add_argument("--seeds", type=int, default=2000)
    ap.add_argument("--max-rounds", type=int, default=40)
    args = ap.parse_args()
    villains = [args.villain, args.opponent]
    best = None
    for seed in range(args.seeds):
        winner, moves = play(villains, seed, 0, args.max_rounds)
        if winner == 0 and (best is None or len(moves) < len(best[1])):
            best = (seed, moves)
            if len(moves) < 150:
                break
    if best is None:
        print("no win found")
        return 1
    out = Path(__file__).resolve().parent.parent / "tests" / "data" / f"win-{args.villain}.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps({"villains": villains, "seed": best[0], "moves": best[1]}, indent=0) + "\n")
    print(f"seed {best[0]}: {len(best[1])} moves -> {out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
