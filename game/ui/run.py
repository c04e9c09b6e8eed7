"""Starting the window: ``villainous`` with no command, and ``villainous --smoke``."""

from __future__ import annotations

import os
import random
import sys
import time


def play(size=(1600, 900)) -> int:
    from .app import App, load_settings
    from .scenes import TitleScene

    saves = _saves()
    app = App(size=size, settings=load_settings(), saves=saves)
    app.push(TitleScene(app))
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
