"""`make bench`: the engine's speed figures, one JSON object per line.

Never used as assertions in tests: these are measurements to read and record.
"""

from __future__ import annotations

import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core import rng  # noqa: E402
from game.games.villainous import rules  # noqa: E402


def _random_game(villains, seed: int, max_rounds: int = 200) -> int:
    st = rules.new_game(villains, seed)
    r = rng.seed_state(seed + 1)
    steps = 0
    while st.winner is None and st.round <= max_rounds:
        acts = rules.legal_actions(st)
        r, i = rng.below(r, len(acts))
        rules.apply(st, acts[i])
        steps += 1
    return steps


BOX = ["gaston", "lady-tremaine", "horned-king"]


def bench_steps(seconds: float = 3.0, villains=("gaston", "gaston")) -> dict:
    steps = games = 0
    seed = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        steps += _random_game(list(villains), seed)
        games += 1
        seed += 1
    elapsed = time.perf_counter() - start
    return {
        "bench": "engine_steps_per_second",
        "villains": list(villains),
        "players": len(villains),
        "steps": steps,
        "games": games,
        "seconds": round(elapsed, 3),
        "value": round(steps / elapsed),
        "target": ">= 20000",
    }


def bench_games(seconds: float = 3.0, villains=("gaston", "gaston")) -> dict:
    games = 0
    seed = 10_000
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        _random_game(list(villains), seed)
        games += 1
        seed += 1
    elapsed = time.perf_counter() - start
    return {
        "bench": "random_games_per_second",
        "villains": list(villains),
        "players": len(villains),
        "max_rounds": 200,
        "games": games,
        "value": round(games / elapsed, 2),
    }


def _midgame_state(villains):
    st = rules.new_game(list(villains), 42)
    r = rng.seed_state(7)
    while st.round < 8 and st.winner is None:
        acts = rules.legal_actions(st)
        r, i = rng.below(r, len(acts))
        rules.apply(st, acts[i])
    return st


def bench_clone(n: int = 20_000, villains=BOX) -> dict:
    st = _midgame_state(villains)
    runs = []
    for _ in range(5):
        start = time.perf_counter()
        for _ in range(n):
            st.clone()
        runs.append((time.perf_counter() - start) / n * 1e6)
    return {
        "bench": "clone_microseconds",
        "villains": list(villains),
        "players": len(villains),
        "round": st.round,
        "cards_in_realms": sum(len(z) for p in st.players for z in p.vside + p.fside),
        "value": round(statistics.median(runs), 2),
        "target": "< 100",
    }


def main() -> None:
    for villains in (("gaston", "gaston"), BOX):
        print(json.dumps(bench_steps(villains=villains)), flush=True)
        print(json.dumps(bench_games(villains=villains)), flush=True)
    print(json.dumps(bench_clone(villains=BOX)), flush=True)
    print(json.dumps(bench_saves()), flush=True)
    print(json.dumps(bench_frames()), flush=True)




def bench_frames(frames: int = 400) -> dict:
    """Frame time of a full 3-player mid-game table at 1920x1080 (dummy video driver),
    with the pointer moving every frame so that every frame is really drawn; and, in the
    same run, the time to blit the same number of card surfaces raw."""
    import os

    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    import pygame

    from game.core.match import Match, Seat, Setup
    from game.table.app import App
    from game.table.views.villainous.view import card_surface

    app = App(size=(1920, 1080), settings={"animation_speed": 0.0, "sound": False, "confirm_end_turn": False},
              headless=True)
    match = Match(Setup(list(BOX), [Seat("human"), Seat("bot", "random"), Seat("bot", "random")], 42))
    app.start_match(match)
    table = app.table()
    _fill_the_table(match)
    table.viewer = 0
    table.lay = None
    table.bot_future = None
    app.draw()
    lay = table.lay
    cards = [(c, rect) for c, rect in lay.cards.items()] + list(lay.hand)
    times = []
    for k in range(frames):
        pos = (200 + (k * 13) % 1500, 300 + (k * 7) % 600)
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
        t0 = time.perf_counter()
        app.draw()
        times.append(time.perf_counter() - t0)
    surfaces = [(card_surface(match.state, c, rect.w, rect.h), rect.topleft) for c, rect in cards]
    screen = app.screen
    raw = []
    for _ in range(frames):
        t0 = time.perf_counter()
        screen.fill((30, 24, 22))
        for surf, pos in surfaces:
            screen.blit(surf, pos)
        raw.append(time.perf_counter() - t0)
    times.sort()
    raw.sort()

    def pct(xs, q):
        return round(xs[min(len(xs) - 1, int(q * len(xs)))] * 1000, 3)

    out = {
        "bench": "frame_ms",
        "size": [1920, 1080],
        "players": 3,
        "cards_drawn": len(cards),
        "frames": frames,
        "median": pct(times, 0.5),
        "p95": pct(times, 0.95),
        "raw_blit_median": pct(raw, 0.5),
        "raw_blit_p95": pct(raw, 0.95),
        "ratio_p95": round(pct(times, 0.95) / max(pct(raw, 0.95), 1e-9), 2),
        "target": "p95 < 8 ms and ratio <= 1.5",
    }
    pygame.quit()
    return out


def _fill_the_table(match, want: int = 36) -> None:
    """Play a seeded game that prefers putting cards into play, until the realms are full."""
    from game.games.villainous.actions import format_action

    r = rng.seed_state(7)
    st = match.state
    while sum(len(z) for p in st.players for z in p.vside + p.fside) < want and st.winner is None:
        acts = rules.legal_actions(st)
        texts = [format_action(st, a) for a in acts]
        keen = [i for i, t in enumerate(texts) if t.startswith(("play ", "fate ", "pick ", "at ", "gain"))]
        pool = keen or [i for i, t in enumerate(texts) if not t.startswith("discard")] or list(range(len(acts)))
        r, k = rng.below(r, len(pool))
        match.apply(acts[pool[k]])
        st = match.state


def bench_saves() -> dict:
    """Save a 300-move 3-player game; load and verify it."""
    import tempfile

    from game.core.match import Match, Seat, Setup
    from game.core.saves import SaveStore, load_file

    match = Match(Setup(list(BOX), [Seat("human"), Seat("bot", "random"), Seat("bot", "random")], 3))
    r = rng.seed_state(1)
    while len(match.moves) < 300:
        if match.state.winner is not None:  # pragma: no cover - a long random game is needed
            match = Match(Setup(list(BOX), match.setup.seats, match.setup.seed + 1))
        acts = rules.legal_actions(match.state)
        r, i = rng.below(r, len(acts))
        match.apply(acts[i])
    with tempfile.TemporaryDirectory() as d:
        store = SaveStore(Path(d))
        saves, loads = [], []
        path = store.save(match)
        for _ in range(20):
            t0 = time.perf_counter()
            path = store.save(match)
            saves.append(time.perf_counter() - t0)
            t0 = time.perf_counter()
            loaded = load_file(path)
            loads.append(time.perf_counter() - t0)
            assert loaded.verified
        size = path.stat().st_size
    return {
        "bench": "save_load_ms",
        "moves": len(match.moves),
        "players": 3,
        "bytes": size,
        "save_median": round(statistics.median(saves) * 1000, 2),
        "load_and_verify_median": round(statistics.median(loads) * 1000, 2),
        "target": "save < 10 ms, load and verify < 150 ms",
    }


if __name__ == "__main__":
    main()
