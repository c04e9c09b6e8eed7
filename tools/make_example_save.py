"""Rebuild an example save of saves/games/ from a scripted win line of tests/data/.

The shipped examples are the win lines found by tools/find_win_line.py, played by a human seat
against random bots, with fixed timestamps (so a rebuild from an unchanged line is byte-for-byte
the same file). Usage:
    python tools/make_example_save.py tests/data/win-lady-tremaine.json \
        saves/games/tremaine-wins.json "Example: tremaine wins"
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.match import Match, Seat  # noqa: E402
from game.core.saves import save_data  # noqa: E402
from game.games.villainous import villainous_setup  # noqa: E402

STAMP = "2026-11-30T00:00:00+00:00"


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print(__doc__)
        return 2
    line_file, out_file, name = argv
    line = json.loads(Path(line_file).read_text())
    seats = [Seat("human")] + [Seat("bot", "random")] * (len(line["villains"]) - 1)
    match = Match(villainous_setup(list(line["villains"]), seats, line["seed"], None))
    for move in line["moves"]:
        match.apply(move)
    data = save_data(match, created=STAMP, name=name)
    data["updated"] = STAMP
    Path(out_file).write_text(json.dumps(data, indent=1, ensure_ascii=False))
    print(f"{out_file}: {len(line['moves'])} moves, round {data['round']}, winners {data['winners']}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
