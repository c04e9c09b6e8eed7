"""The real-window test's probe (``VILLAINOUS_TEST_HOOK``): what the Villainous table shows
where, and what the engine state is, written as JSON files after each frame.

The shell imports this module (``views.<default game>.probe``) only when the environment
asks for the probe; it is not part of the view contract.
"""

from __future__ import annotations

import io
import json
from collections.abc import Callable
from pathlib import Path

import pygame

from game.core.match import Match, Seat, Setup
from game.core.safefile import write_atomic, write_text_atomic
from game.games.villainous.state import mover_key


def test_probe(app, folder: str) -> Callable[[], None]:
    """Open a seeded table (Gaston, a human, against a random Lady Tremaine) and return the
    reporter to call after each frame."""
    app.start_match(Match(Setup.of("villainous", [Seat("human"), Seat("bot", "random")], 7,
                                   villains=["gaston", "lady-tremaine"], fate_token=None)))
    out = Path(folder)
    last: dict = {}

    def report() -> None:
        table = app.table()
        if table is None or table.lay is None:
            return
        lay, st = table.lay, table.st
        p = st.players[0]
        data = {
            "window": {"id": pygame.display.get_wm_info().get("window")},  # X's, for the test's screen read
            "layout": {
                "mover": list(lay.movers[0].center) if 0 in lay.movers else None,
                "panels": {loc.key: list(lay.zones[("panel", 0, i)].center)
                           for i, loc in enumerate(p.villain.locations) if ("panel", 0, i) in lay.zones},
                "hand": [[st.table.labels[c], list(r.center)] for c, r in lay.hand],
                "symbols": [[sym, i, list(r.center)] for (seat, i, _row, _j), (sym, r) in lay.symbols.items()
                            if seat == 0],
            },
            "state": {
                "moves": list(table.match.moves),
                "phase": st.phase,
                "power": p.power,
                "mover": mover_key(p),
                "hand": [st.table.labels[c] for c in p.hand],
                "refusal": app.last_refusal,
                "toast": table.toast_words() if table.toast else None,
            },
        }
        for name, value in data.items():
            if last.get(name) != value:
                last[name] = value
                write_text_atomic(out / f"{name}.json", json.dumps(value))

    def report_and_snap() -> None:
        report()
        # the test asks for the frame just presented (to compare with what X shows): a
        # frame that presents only the rectangles it changed must leave nothing stale
        ask = out / "snap.request"
        if ask.exists():
            ask.unlink()
            shot = io.BytesIO()
            pygame.image.save(pygame.display.get_surface(), shot, "screen.bmp")
            write_atomic(out / "screen.bmp", shot.getvalue())

    return report_and_snap
