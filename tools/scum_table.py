"""A Scum and Villainy table with everything the box lays on it, for looking at and for the
docs' picture (docs/scum-and-villainy-table.png).

    python tools/scum_table.py [--out docs/scum-and-villainy-table.png] [--size 1920x1080]
    python tools/scum_table.py --window        # the same position in a window (Xvfb, by hand)
    python tools/scum_table.py --position x.json   # only write the position
    python tools/scum_table.py --turn-one --out t.png  # the table as set up: movers on the portraits

The position is ``game.table.views.villainous.showcase.scum_position`` (the table's tests
of the box's marks use it too).
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.games.villainous import rules as R  # noqa: E402
from game.games.villainous.invariants import check  # noqa: E402
from game.table.views.villainous.showcase import SV, match_of, scum_position  # noqa: E402


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=ROOT / "docs" / "scum-and-villainy-table.png")
    ap.add_argument("--size", default="1920x1080")
    ap.add_argument("--window", action="store_true", help="open it in a window instead")
    ap.add_argument("--position", type=Path, help="write the position (JSON) here and stop")
    ap.add_argument("--turn-one", action="store_true",
                    help="the game as set up instead: turn 1, every mover on its portrait")
    args = ap.parse_args(argv)
    st = R.new_game(list(SV), 7) if args.turn_one else scum_position()
    check(st)  # a position the rules accept: every card once, every mark on a card in play
    if args.position:
        from game.games.villainous.position import to_position

        args.position.write_text(json.dumps(to_position(st), indent=1), encoding="utf-8")
        return 0
    if not args.window:
        os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.table.app import App

    size = tuple(int(v) for v in args.size.split("x"))
    settings = {"animation_speed": 0.0, "sound": False, "confirm_end_turn": False}
    app = App(size=size, settings=settings, saves=None, headless=not args.window)
    app.start_match(match_of(st))
    table = app.table()
    table.banner = None
    if args.window:
        app.run()
        return 0
    for _ in range(3):
        app.step(1 / 60)
    app.draw()
    pygame.image.save(app.screen, str(args.out))
    print(args.out)
    pygame.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
