"""Starting the window: ``villainous`` with no command, and ``villainous --smoke``."""

from __future__ import annotations

import os
import random
import sys
import time


def play(size=(1600, 900)) -> int:
    from .app import App, load_settings
    from .scenes import TitleScene

    hook = os.environ.get("VILLAINOUS_TEST_HOOK")
    if hook:
        return _play_with_test_hook(hook)
    saves = _saves()
    app = App(size=size, settings=load_settings(), saves=saves)
    app.push(TitleScene(app))
    app.run()
    return 0


def _play_with_test_hook(folder: str) -> int:
    """For the real-window test: open a seeded table at once and report, as JSON files in
    ``folder``, where things are on screen and what the engine state is after each frame."""
    import json
    from pathlib import Path

    from ..engine.match import Match, Seat, Setup
    from .app import App
    from .scenes import TitleScene

    out = Path(folder)
    app = App(size=(1600, 900), settings={"animation_speed": 0.0, "sound": False, "confirm_end_turn": False},
              saves=None)
    app.push(TitleScene(app))
    app.start_match(Match(Setup(["gaston", "lady-tremaine"], [Seat("human"), Seat("bot", "random")], seed=7)))
    last = {}

    def report() -> None:
        table = app.table()
        if table is None or table.lay is None:
            return
        lay, st = table.lay, table.st
        p = st.players[0]
        data = {
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
                "mover": p.villain.locations[p.mover].key,
                "hand": [st.table.labels[c] for c in p.hand],
                "refusal": app.last_refusal,
                "toast": table.toast[0] if table.toast else None,
            },
        }
        for name, value in data.items():
            if last.get(name) != value:
                last[name] = value
                tmp = out / f".{name}.json.tmp"
                tmp.write_text(json.dumps(value))
                os.replace(tmp, out / f"{name}.json")

    app.on_frame = report
    app.run()
    return 0


def _saves():
    try:
        from ..saves import SaveStore

        return SaveStore.default()
    except ImportError:  # pragma: no cover - saves arrive with their issue
        return None


def smoke(frames: int = 30, moves: int = 12) -> int:
    """Open the table of a seeded 3-player bot game, play some moves, render, exit 0."""
    from ..engine.match import Match, Seat, Setup
    from .app import App
    from .table import TableScene

    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    app = App(size=(1600, 900), settings={"animation_speed": 0.0, "sound": False, "confirm_end_turn": False},
              saves=None, headless=True)
    setup = Setup(["gaston", "lady-tremaine", "horned-king"], [Seat("bot", "random")] * 3, seed=7)
    app.start_match(Match(setup))
    table = app.table()
    assert isinstance(table, TableScene)
    rng = random.Random(7)
    from ..villainous import rules

    for _ in range(moves):
        st = table.st
        if st.winner is not None:
            break
        legal = rules.legal_actions(st)
        table.apply_plan((legal[rng.randrange(len(legal))],))
    start = time.perf_counter()
    for _ in range(frames):
        app.step(1 / 60)
        app.draw()
        import pygame

        pygame.display.flip()
    elapsed = time.perf_counter() - start
    print(f"smoke: ok, {len(table.match.moves)} moves, {frames} frames in {elapsed:.2f}s "
          f"({sys.platform}, video driver {__import__('pygame').display.get_driver()})")
    import pygame

    pygame.quit()
    return 0
