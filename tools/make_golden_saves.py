"""Write the golden saves: games of every kind played now, kept to be replayed by every later engine.

    python tools/make_golden_saves.py            # (re)write tests/data/golden/*.json
    python tools/make_golden_saves.py --out DIR  # write them elsewhere (the test compares)

Each file is an ordinary save (``game.core.saves.save_data``) of a game played with seeded
random legal moves: the three Despicable Plots villains in two seat orders, two of them, and
a mirror pairing; Scum and Villainy, Heróis de San Villano and the Stargate mission duel.
``tests/core/test_golden_saves.py`` loads each with today's code and asks that its moves replay
to the very position stored, hash and all: an engine change made for speed must change no
game (issue 14: "saves replay to the same hashes"). A change to the rules that is meant to
change games (a rule fixed, a card corrected) makes that test fail; then this tool is run
again and the new files are committed with the change, saying why.
"""

from __future__ import annotations

import argparse
import hashlib
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.core.match import Seat, Setup, random_match  # noqa: E402
from game.core.saves import save_data, write_atomic  # noqa: E402
from game.games.villainous import villainous_setup  # noqa: E402

FOLDER = ROOT / "tests" / "data" / "golden"
CREATED = "2026-12-02T00:00:00+00:00"  # fixed, so that writing again changes no file needlessly

#: (file name, setup, moves at most): each game plays to its end or to that many moves
GAMES = (
    ("despicable-plots-3p.json", villainous_setup(["gaston", "lady-tremaine", "horned-king"], [Seat("human")] * 3, 7), 1200),
    ("despicable-plots-3p-other-order.json",
     villainous_setup(["horned-king", "gaston", "lady-tremaine"], [Seat("human")] * 3, 21), 1200),
    ("despicable-plots-2p.json", villainous_setup(["lady-tremaine", "horned-king"], [Seat("human")] * 2, 3), 1200),
    ("despicable-plots-mirror.json", villainous_setup(["gaston", "gaston"], [Seat("human")] * 2, 5), 1200),
    ("scum-and-villainy-3p.json",
     villainous_setup(["boba-fett", "cad-bane", "seventh-sister"], [Seat("human")] * 3, 11), 1200),
    ("san-villano.json", Setup.of("san-villano", [Seat("human")] * 3, 13), 1200),
    ("stargate.json", Setup.of("stargate", [Seat("human")] * 2, 17), 1200),
)


def write(folder: Path = FOLDER) -> list[str]:
    """Write every golden save into ``folder``; the lines to print."""
    folder.mkdir(parents=True, exist_ok=True)
    out = []
    for name, setup, most in GAMES:
        match = random_match(setup, most, setup.seed + 1000)
        match.game_id = hashlib.sha256(name.encode()).hexdigest()[:32]  # a fixed identity, like the times
        data = save_data(match, created=CREATED, name=name.removesuffix(".json"))
        data["updated"] = CREATED
        write_atomic(folder / name, data)
        out.append(f"{name}: {len(match.moves)} moves, over: {match.game.is_over()}")
    return out


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--out", type=Path, default=FOLDER, help=f"the folder (default {FOLDER.relative_to(ROOT)})")
    args = ap.parse_args(argv)
    for line in write(args.out):
        print(line)
    return 0


if __name__ == "__main__":
    sys.exit(main())
