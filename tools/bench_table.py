"""The table's figures for `make bench`: frame times, memory over a long game, one JSON line each.

    python tools/bench_table.py                 # dummy video driver, 1920x1080 and 3840x2160
    python tools/bench_table.py --xvfb          # also under a real X server (Xvfb on :92; --display :NN)
    python tools/bench_table.py --baseline main # the same figures of another commit, side by side
    python tools/bench_table.py --quick         # fewer frames and moves

Every figure times what the player waits for: the real ``app.step`` + ``app.draw`` +
``app.present`` (``pygame.display.flip`` on a tree without it) of a frame. The table is a
3-player game (seat 1 a person whose moves the bench makes, seats 2 and 3 random bots)
with animations on (speed 1) and a save folder, so the autosave of each move happens as in
play. Time on the table runs on a clock
that advances 1/60 s a frame (a 60 fps loop, the same every run); durations are measured
with the real clock.

- ``frame_move_landing_p95_ms``: the frame in which a move is applied (a bot's, in
  ``app.step``; the person's, applied at the start of the frame as a drop would be):
  layout, board layer, log, autosave hand-off, draw and flip.
- ``frame_animation_p95_ms``: frames while cards glide (and the one in which they land).
- ``frame_idle_p95_ms``: frames with the pointer moving and nothing else changing.
- ``frame_first_zoom_ms``: the frame in which a card is first shown large (median of 12
  cards; ``max`` too); ``delay_frame_cpu_ms``: the costliest frame of the pointer's rest
  before it (where a table may render the large face ahead), so no cost goes unseen.
- ``raw_blit_ratio`` in each (and ``raw_blit_ratio_p50``, the median frame's): the frame's
  time against blitting, in the same run and on the same display, exactly the surfaces
  that frame blitted (onto the screen: recorded by drawing the frame once more onto a
  recording surface, from the same memory of the last frame, each blit in its clip; onto
  the kept layers: noted as the frame made them), plus presenting what the frame
  presented (the flip, or the rectangles it changed).
- ``non_blit_p50_ms`` and ``non_blit_p95_ms`` in each: each frame's time less its own raw
  side, the work no blit replaces (the ratio's numerator less its denominator, frame by
  frame), so the ratio's floor can be read in milliseconds.
- ``frame_drag_p95_ms``: frames while a card from the hand is dragged across the table
  (the pointer moving every frame; 8 drags of 37 frames).
- The same three frame figures with ``"game": "san-villano"`` and ``"game": "stargate"``
  (``--only-games``: those alone): a person's seeded random moves against random bots,
  animations on, a save folder, the pointer moving between moves, the person taking at
  least ``THINK_FRAMES`` frames to decide; p95 (and ``max_ms``, the worst hitch) of 600
  landings; no raw side; ``cpu_p50_ms`` and ``cpu_p95_ms``, the same frames' CPU time on
  the window's thread (and ``cpu_ratio_to_baseline``), for a machine others load.
- ``rss_growth_mib_1000_moves``: resident memory after move 1,000 against after move 100.
- ``rss_title_after_games_mib``: back on the title screen after that, against the title
  screen before the first game.

Each configuration runs in its own process (a video driver is chosen before pygame starts).
``--baseline REV`` checks REV out into a temporary git worktree and runs this same file there.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

SIZES = ((1920, 1080), (3840, 2160))
XVFB_DISPLAY = ":92"
HOVER_DELAY = 0.3  # the table's (prompts.HOVER_DELAY): a resting pointer shows the card large after it
FRAME_TARGETS = {(1920, 1080): 8.0, (3840, 2160): 16.0}
# moves landed per frame run: a p95 of 150 was the 8th costliest of them, and moved by 5 to
# 10 % between runs of the same code on this shared machine; of 300, the 15th
LANDINGS = 300
# the frames the person at the other tables' bench takes to decide at the least (then a
# quarter of the frames after): a third of a second, quicker than a person clicks; a table
# that draws ahead what an answer will show has that long (it had 4 frames before)
THINK_FRAMES = 20


# --- the worker (one process per configuration) -------------------------------------------


class _Clock:
    """The table's clock: 1/60 s a frame."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now

    def advance(self, dt: float = 1 / 60) -> None:
        self.now += dt


def _rss_mib() -> float:
    with open("/proc/self/statm") as f:
        pages = int(f.read().split()[1])
    return pages * os.sysconf("SC_PAGE_SIZE") / 2**20


def _pct(xs: list[float], q: float) -> float:
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(q * len(xs)))] if xs else 0.0


def _recording_class(pygame, log: list):
    """A surface that notes every blit onto it, with the clip it was made in."""

    class Kept(pygame.Surface):
        def blit(self, source, dest, area=None, special_flags=0):
            log.append((self, source, dest, area, special_flags, self.get_clip()))
            return super().blit(source, dest, area, special_flags)

    return Kept


class _Table:
    """A 3-player table in a real App, driven frame by frame."""

    def __init__(self, size: tuple[int, int], seed: int, folder: Path) -> None:
        import pygame

        from game.core.match import Match, Seat, Setup
        from game.core.saves import SaveStore
        from game.table.app import App
        from game.table.scenes import TitleScene

        self.pygame = pygame
        self.clock = _Clock()
        time.monotonic = self.clock  # the table's animations and pacing run on the frame clock
        self.app = App(size=size, settings={"animation_speed": 1.0, "sound": False, "confirm_end_turn": False,
                                            "ui_scale": 1.0}, saves=SaveStore(folder), headless=True)
        self.app.push(TitleScene(self.app))
        self.Match, self.Seat, self.Setup = Match, Seat, Setup
        self.seed = seed
        self.rng = random.Random(seed)
        self.games = 0
        self.cpu = 0.0  # the last timed frame's CPU time on this thread (other processes left out)
        self.kept_blits: list = []  # the last frame's blits onto the kept surfaces (layer, log)
        self.Kept = _recording_class(pygame, self.kept_blits)
        self._spares: dict = {}  # the raw side's surfaces, kept between samples
        self._recorders: dict = {}
        self.new_game()

    def new_game(self) -> None:
        seats = [self.Seat("human"), self.Seat("bot", "random"), self.Seat("bot", "random")]
        # Setup.of reads the same in this tree and the baseline's
        self.app.start_match(self.Match(self.Setup.of("villainous", seats, self.seed + self.games,
                                                      villains=["gaston", "lady-tremaine", "horned-king"],
                                                      fate_token=None)))
        self.games += 1
        self.table = self.app.table()

    def flush(self) -> None:
        flush = getattr(self.app, "flush_saves", None)
        if flush is not None:
            flush()

    def human_action(self):
        """The person's next move: a seeded choice that prefers putting cards into play."""
        from game.games.villainous import rules
        from game.games.villainous.actions import format_action

        st = self.table.st
        acts = rules.legal_actions(st)
        texts = [format_action(st, a) for a in acts]
        keen = [i for i, t in enumerate(texts) if t.startswith(("play ", "fate ", "pick ", "at ", "gain", "move "))]
        rest = [i for i, t in enumerate(texts) if not t.startswith("discard")]
        pool = keen if keen and self.rng.random() < 0.85 else rest or list(range(len(acts)))
        return acts[self.rng.choice(pool)]

    def state(self) -> str:
        """What the next frame is: "person" (the person's move lands in it), "bot" (a bot's
        does), "animation" (cards glide), "idle" (nothing moves but the pointer), "over"."""
        from game.games.villainous import rules

        t, app = self.table, self.app
        if t.st.winner is not None:
            return "over"
        if t.animator.busy or t.glides:
            return "animation"
        if app.top() is not t:
            return "idle"
        who = rules.current_player(t.st)
        if who == 0:
            return "person"
        if t.bot_future is not None and t.bot_future.done() and self.clock() >= t.bot_ready_at:
            return "bot"
        return "idle"

    def record_kept(self) -> None:
        """The table's kept surfaces (the board layer, the log's canvas) swapped, untimed,
        for copies that note what is blitted onto them: a frame that draws a changed board
        blits card faces onto the layer, and those blits are as much the frame's raw blits
        as the layer's copy onto the screen. Any tree's table (the baseline's too)."""
        t = self.table
        layers = [getattr(t, "board_layer", None), *getattr(t, "board_layers", {}).values()]  # one per arrangement
        for layer in layers:
            old = getattr(layer, "surface", None)
            if old is not None and not isinstance(old, self.Kept):
                layer.surface = new = self._noting_copy(old)
                if getattr(t, "static", None) is old:
                    t.static = new
        canvas = getattr(t, "log_canvas", None)
        if canvas is not None and not isinstance(canvas, self.Kept):
            t.log_canvas = new = self._noting_copy(canvas)
            if getattr(t, "log_surface", None) is canvas:
                t.log_surface = new

    def _noting_copy(self, old):
        """A copy of the kept surface ``old`` that notes what is blitted onto it (the copying
        itself is not the frame's work, so it is not noted)."""
        new = self.Kept(old.get_size(), 0, old)
        new.blit(old, (0, 0))
        self.kept_blits.clear()
        return new

    # what the app and the table remember of the screen between frames (a tree that paints
    # only what changed): the raw side draws the frame again from the same memory
    MEMORY = (("app", "_shown"), ("app", "_whole_next"), ("table", "_screen_memo"))  # (_screen_memo: before the Villainous table painted through the kit's ScreenLayer)

    def memory(self) -> dict:
        objs = {"app": self.app, "table": self.table}
        mem = {(o, a): getattr(objs[o], a) for o, a in self.MEMORY if hasattr(objs[o], a)}
        # a table painted by the kit's ScreenLayer remembers what the screen holds in it (the
        # surface painted last, each part's rectangle and key): the recording's draw must
        # start from the timed frame's memory and leave the next frame the real one, or the
        # next frame finds another surface painted last and paints whole
        screen_layer = getattr(self.table, "screen_layer", None)
        if screen_layer is not None:
            layer = screen_layer.layer
            mem[("screen_layer", None)] = (screen_layer, layer,
                                           None if layer is None else {k: (list(v) if isinstance(v, list) else v)
                                                                       for k, v in vars(layer).items()})
        return mem

    def restore(self, mem: dict) -> None:
        objs = {"app": self.app, "table": self.table}
        for (o, a), v in mem.items():
            if o == "screen_layer":
                screen_layer, layer, fields = v
                screen_layer.layer = layer
                if layer is not None:
                    layer.__dict__.clear()
                    layer.__dict__.update({k: (list(x) if isinstance(x, list) else x) for k, x in fields.items()})
                continue
            setattr(objs[o], a, v)

    def _paint_onto(self, onto, screen) -> None:
        """The ScreenLayer's memory of the screen moved onto the recording surface ``onto``
        (its pixels are the screen's: the recording paints what the timed frame painted)."""
        screen_layer = getattr(self.table, "screen_layer", None)
        layer = None if screen_layer is None else screen_layer.layer
        if layer is not None and layer.surface is screen:
            layer.surface = onto

    def present(self, rects=None) -> None:
        """Show the frame as the real loop does: ``app.present`` (the rectangles the frame
        changed, or all of it) where the tree has it, else ``pygame.display.flip``."""
        present = getattr(self.app, "present", None)
        if present is None:
            self.pygame.display.flip()
            return
        if rects is not None:
            self.app._to_present = rects
        present()

    def frame(self, action=None) -> float:
        """One frame of the loop, timed: the person's move (as a drop handled in this frame),
        step, draw, present."""
        self.record_kept()
        self.kept_blits.clear()
        self.before = self.memory()
        c0 = time.thread_time()
        t0 = time.perf_counter()
        if action is not None:
            self.table.apply_plan((action,))
        self.app.step(1 / 60)
        self.app.draw()
        self.present()
        took = time.perf_counter() - t0
        self.cpu = time.thread_time() - c0
        self.clock.advance()
        return took

    def wait_for_bot(self) -> None:
        f = self.table.bot_future
        if f is not None:
            f.result(30)

    def point_at_nothing(self) -> None:
        """Move the pointer over the log (no card, no symbol under it)."""
        pg = self.pygame
        lay = self.table.lay
        if lay is None:
            return
        r = lay.log_rect
        pos = (r.left + self.rng.randrange(10, max(11, r.w - 10)), r.top + self.rng.randrange(60, max(61, r.h - 60)))
        self.app.handle(pg.event.Event(pg.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))

    def _spares_for(self, targets: list) -> dict:
        """A surface of each target's size and format for the raw side's blits (by the
        target's id), made once and reused across samples: a full-screen surface made and
        freed each sample is memory mapped and unmapped each time, kernel work that made
        the whole run slower and noisier."""
        out: dict = {}
        taken: dict = {}
        for target in targets:
            if id(target) in out:
                continue
            kind = (target.get_size(), target.get_bitsize(), target.get_flags() & self.pygame.SRCALPHA)
            pool = self._spares.setdefault(kind, [])
            k = taken.get(kind, 0)
            if k == len(pool):
                pool.append(self.pygame.Surface(target.get_size(), 0, target))
            out[id(target)] = pool[k]
            taken[kind] = k + 1
        return out

    def _recorder(self, size: tuple[int, int], log: list):
        """The recording surface (one per size, reused), noting into ``log``."""
        rec = self._recorders.get(size)
        if rec is None:
            pg = self.pygame
            notes: list = []

            class Recorder(pg.Surface):
                def blit(self, source, dest, area=None, special_flags=0):
                    notes[0].append((source, pg.Rect(dest) if not isinstance(dest, tuple) or len(dest) != 2 else dest,
                                     None if area is None else pg.Rect(area), special_flags, self.get_clip()))
                    return super().blit(source, dest, area, special_flags)

            rec = self._recorders[size] = (Recorder(size), notes)
        rec[1][:] = [log]
        rec[0].set_clip(None)
        return rec[0]

    def raw_blits(self) -> tuple[float, float, float]:
        """Draw the frame once more onto a recording surface (untimed), as the timed frame
        drew it (at its time on the table's clock, from what the app and the table
        remembered of the screen before it: a frame that paints only what changed paints
        the same rectangles again), then time blitting the recorded surfaces onto the
        screen, each in the clip it was made in, and presenting what the frame presented
        (the flip, or the rectangles it changed); then the same with the frame's blits onto
        the kept surfaces (the board layer, the log's canvas) first, each onto a surface of
        the same size and format, in the clip it was made in. Returns (wall, CPU) of all of
        it and the CPU time of the screen's part alone."""
        app = self.app
        log: list = []
        kept = list(self.kept_blits)
        scratch = self._spares_for([target for target, *_rest in kept])
        screen = app.screen
        rec = self._recorder(screen.get_size(), log)
        after = self.memory()
        self.restore(getattr(self, "before", {}))
        self._paint_onto(rec, screen)
        app.screen = rec
        self.clock.now -= 1 / 60  # the timed frame's time
        try:
            app.draw()
            rects = getattr(app, "_to_present", None)
        finally:
            app.screen = screen
            self.clock.advance()
            self.restore(after)
        whole = screen.get_rect()

        def blits() -> None:
            clip = whole
            for source, dest, area, flags, at in log:
                if at != clip:
                    screen.set_clip(at)
                    clip = at
                screen.blit(source, dest, area, flags)
            screen.set_clip(None)

        c0 = time.thread_time()
        blits()
        self.present(rects)
        screen_cpu = time.thread_time() - c0
        c0 = time.thread_time()
        t0 = time.perf_counter()
        clip = None
        for target, source, dest, area, flags, at in kept:
            onto = scratch[id(target)]
            if at != clip:
                onto.set_clip(at)
                clip = at
            onto.blit(source, dest, area, flags)
        blits()
        self.present(rects)
        took = time.perf_counter() - t0
        self.cpu = time.thread_time() - c0
        return took, self.cpu, screen_cpu


def _play(tab: _Table, moves_wanted: int, idle_each: int, sample=None) -> None:
    """Play ``moves_wanted`` moves frame by frame; ``sample(kind, wall)`` after each frame
    ("landing", "animation", "idle"), when given."""
    moves = 0
    idle_since_move = 0
    while moves < moves_wanted:
        kind = tab.state()
        if kind == "over":
            tab.flush()
            tab.new_game()
            for _ in range(3):
                tab.frame()
            continue
        if kind == "person" and idle_since_move < idle_each:
            kind = "idle"
        if kind == "idle":
            tab.wait_for_bot()
            tab.point_at_nothing()
            took = tab.frame()
            idle_since_move += 1
            if sample is not None:
                sample("idle", took)
            continue
        before = len(tab.table.match.moves)
        took = tab.frame(tab.human_action() if kind == "person" else None)
        if kind in ("person", "bot"):
            if len(tab.table.match.moves) == before:  # pragma: no cover - nothing landed after all
                continue
            moves += 1
            idle_since_move = 0
        if sample is not None:
            sample("landing" if kind in ("person", "bot") else "animation", took)


def _frames_worker(size: tuple[int, int], quick: bool) -> list[dict]:
    import gc

    import pygame

    folder = Path(tempfile.mkdtemp(prefix="bench-table-"))
    kinds = ("landing", "animation", "idle", "zoom", "drag")
    wall: dict[str, list[float]] = {k: [] for k in kinds}
    cpu: dict[str, list[float]] = {k: [] for k in kinds}
    raw: dict[str, list[float]] = {k: [] for k in kinds}
    raw_cpu: dict[str, list[float]] = {k: [] for k in kinds}
    screen_cpu: dict[str, list[float]] = {k: [] for k in kinds}  # the raw blits onto the screen only
    wait_cpu: list[float] = []  # the costliest frame of each first zoom's hover delay (CPU)
    try:
        tab = _Table(size, 42, folder)
        # warm up: the first moves of a game render its cards and words for the first time
        _play(tab, 10 if quick else 20, 1)
        tab.flush()
        gc.collect()

        def sample(kind: str, took: float) -> None:
            wall[kind].append(took)
            cpu[kind].append(tab.cpu)
            took_raw, cpu_raw, cpu_screen = tab.raw_blits()
            raw[kind].append(took_raw)
            raw_cpu[kind].append(cpu_raw)
            screen_cpu[kind].append(cpu_screen)

        _play(tab, 40 if quick else LANDINGS, 2 if quick else 4, sample)
        tab.flush()
        # the first zoom of a card: the pointer rests on it until it is shown large
        t = tab.table
        if t.lay is None:
            tab.frame()
        cards = [c for c, _ in t.lay.hand] + list(t.lay.cards)
        for c in cards[:12]:
            r = dict(t.lay.hand).get(c) or t.lay.cards.get(c)
            if r is None or t.lay is None:
                continue
            tab.app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(1, 1), buttons=(0, 0, 0)))
            if t.hover_card != c:
                continue
            waits = []
            for _ in range(60):  # the pointer rests: frames until the delay is over
                if tab.clock() - t.hover_since > HOVER_DELAY:
                    break
                tab.frame()
                waits.append(tab.cpu)
            took = tab.frame()  # the card is shown large in this one
            if t.zoom == c:
                sample("zoom", took)
                # what the delay's frames did (a table may render the face ahead in them):
                # reported beside the zoom, so that no cost leaves the figure unseen
                wait_cpu.append(max(waits, default=0.0))
            tab.point_at_nothing()
            tab.frame()
        # dragging: a card from the person's hand carried up and across the table, frame by
        # frame (the pointer moves each frame), and let go where it came from
        w, h = size
        for k in range(4 if quick else 8):
            for _ in range(3000):  # the person's turn, no decision asked, nothing in flight
                kind = tab.state()
                if kind == "over":
                    tab.flush()
                    tab.new_game()
                    t = tab.table
                elif kind == "person" and t.st.prompt is None:
                    break
                tab.wait_for_bot()
                tab.frame()
            if t.lay is None or not t.lay.hand:
                break
            _c, r = t.lay.hand[k % len(t.lay.hand)]
            pos = r.center
            tab.app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
            for i in range(40):
                pos = (pos[0] - w // 200 + (k % 3) * w // 400, pos[1] - h // 150)
                tab.app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0)))
                took = tab.frame()
                if i >= 3 and t.drag is not None and t.drag.moved:  # past the drag's threshold
                    sample("drag", took)
            tab.app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=r.center, button=1))
            for _ in range(40):
                tab.frame()
        caches = {}
        try:
            from game.table.kit import cache as kit_cache

            caches = kit_cache.usage()
        except ImportError:
            pass
    finally:
        pygame.quit()
        shutil.rmtree(folder, ignore_errors=True)
    driver = os.environ.get("SDL_VIDEODRIVER", "x11")
    common = {"size": list(size), "driver": driver, "players": 3, "loadavg": round(os.getloadavg()[0], 1)}
    target = FRAME_TARGETS.get(size)
    out = []
    for name, kind in (("frame_move_landing_p95_ms", "landing"), ("frame_animation_p95_ms", "animation"),
                       ("frame_idle_p95_ms", "idle"), ("frame_first_zoom_ms", "zoom"), ("frame_drag_p95_ms", "drag")):
        q = 0.5 if kind == "zoom" else 0.95  # a first zoom: the median of 12 cards
        xs, cs, rs, rcs = wall[kind], cpu[kind], raw[kind], raw_cpu[kind]
        non_blit = [x - r for x, r in zip(xs, rs, strict=True)]
        ms = lambda v: round(v * 1000, 2)  # noqa: E731
        line = {"name": name, "value": ms(_pct(xs, q)), "unit": "ms", **common, "frames": len(xs),
                "p50_ms": ms(_pct(xs, 0.5)), "max_ms": ms(max(xs, default=0)),
                "cpu_ms": ms(_pct(cs, q)),
                "raw_blit_ms": ms(_pct(rs, q)), "raw_blit_cpu_ms": ms(_pct(rcs, q)),
                "raw_blit_ratio": round(_pct(xs, q) / max(_pct(rs, q), 1e-9), 2),
                "raw_blit_ratio_cpu": round(_pct(cs, q) / max(_pct(rcs, q), 1e-9), 2),
                # the typical frame beside the costly one: an idle frame that changes nothing
                # blits nothing, and its raw side is the presenting of nothing (microseconds)
                "raw_blit_p50_ms": round(_pct(rs, 0.5) * 1000, 4),
                "raw_blit_ratio_p50": round(_pct(xs, 0.5) / max(_pct(rs, 0.5), 1e-9), 2),
                # what the ratio charges to the frame, frame by frame: its time less the raw
                # blits of its own surfaces (the move, the layout, the parts' keys, words and
                # faces rendered, the hand-off of the autosave): the Python no blit replaces
                "non_blit_p50_ms": ms(_pct(non_blit, 0.5)),
                "non_blit_p95_ms": ms(_pct(non_blit, 0.95)),
                # the earlier definition: the raw side without the blits onto the kept layers
                "screen_only_raw_blit_cpu_ms": ms(_pct(screen_cpu[kind], q)),
                "screen_only_raw_blit_ratio_cpu": round(_pct(cs, q) / max(_pct(screen_cpu[kind], q), 1e-9), 2)}
        if kind == "zoom":
            line["delay_frame_cpu_ms"] = {"p50": ms(_pct(wait_cpu, 0.5)), "max": ms(max(wait_cpu, default=0))}
        if kind == "landing" and target is not None:
            line["target"] = f"<= {target:g} ms, raw_blit_ratio <= 1.5"
        else:
            line["target"] = "raw_blit_ratio <= 1.5"
        out.append(line)
    if caches:
        out.append({"name": "table_cache_mib", "value": round(sum(v["bytes"] for v in caches.values()) / 2**20, 1),
                    "unit": "MiB", **common, "caches": caches})
    return out


def _memory_worker(moves_wanted: int, quick: bool) -> list[dict]:
    import gc

    import pygame

    folder = Path(tempfile.mkdtemp(prefix="bench-table-"))
    marks: dict[int, float] = {}
    try:
        from game.table.app import App  # noqa: F401 - pygame and the table, loaded before the first reading

        pygame.init()
        tab = _Table((1920, 1080), 7, folder)
        # no raw blits here: the notes of a frame's blits would hold the last table's layer
        # (8 MiB) through the title screen's reading
        tab.record_kept = lambda: None
        tab.memory = lambda: {}  # nor the memory of the screen a raw side would draw from (it holds a layer)
        tab.app.to_title()
        tab.flush()
        for _ in range(5):
            tab.app.step(1 / 60)
            tab.app.draw()
            tab.present()
        gc.collect()
        title_before = _rss_mib()
        tab.new_game()
        checkpoints = sorted({100, 200, 500, moves_wanted} | ({300} if quick else {1000}))
        marks[0] = _rss_mib()
        done = 0
        for mark in checkpoints:
            if mark > moves_wanted:
                break
            _play(tab, mark - done, 2)
            done = mark
            tab.flush()
            gc.collect()
            marks[mark] = _rss_mib()
        tab.flush()
        games = tab.games
        tab.app.to_title()
        tab.flush()
        for _ in range(5):
            tab.app.step(1 / 60)
            tab.app.draw()
            tab.present()
        gc.collect()
        title_after = _rss_mib()
    finally:
        pygame.quit()
        shutil.rmtree(folder, ignore_errors=True)
    base = marks.get(100, marks[0])
    return [
        {"name": f"rss_growth_mib_{moves_wanted}_moves", "value": round(marks[moves_wanted] - base, 1), "unit": "MiB",
         "size": [1920, 1080], "driver": os.environ.get("SDL_VIDEODRIVER", "x11"), "games": games,
         "rss_mib_after_moves": {str(k): round(v, 1) for k, v in sorted(marks.items())},
         "target": "<= 20 MiB after the first 100 moves" if moves_wanted >= 1000 else "(quick run: 1,000 in full)"},
        {"name": "rss_title_after_games_mib", "value": round(title_after - title_before, 1), "unit": "MiB",
         "title_before_mib": round(title_before, 1), "title_after_mib": round(title_after, 1), "games": games,
         "target": "small: the table's caches are let go on the title screen"},
    ]


GAMES = ("san-villano", "stargate")  # the other tables: the same frames, without the raw side


def _frame_input(app, table, rng: random.Random, size: tuple[int, int], pace: dict):
    """One frame's input at the other tables, as their bench plays them: a curtain or a
    banner scene over the table is let go; on the person's turn (seat 1), once the person
    has had ``THINK_FRAMES`` frames with nothing gliding to decide in, in a quarter of such
    frames, a seeded random legal move, returned to be applied at the start of the frame (as
    a drop would be); else, with nothing gliding, the pointer moved to a random spot. A
    bot's chosen move is waited for: its thinking is its thread's, not the frame's.
    ``pace`` holds the frames the person has been deciding."""
    import pygame

    if app.top() is not table:
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    action = None
    busy = bool(table.animator.busy)
    deciding = table.match.game.current_player() == 0 and not busy and app.top() is table
    pace["frames"] = pace.get("frames", 0) + 1 if deciding else 0
    if deciding and pace["frames"] > THINK_FRAMES and rng.random() < 0.25:
        acts = table.match.game.legal_actions()
        action = acts[rng.randrange(len(acts))]
        pace["frames"] = 0
    elif not busy:
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(rng.randrange(size[0]), rng.randrange(size[1])),
                                      rel=(1, 1), buttons=(0, 0, 0)))
    if table.bot_future is not None:
        table.bot_future.result(30)
    return action


def _games_worker(size: tuple[int, int], quick: bool) -> list[dict]:
    """The San Villano and Stargate tables' frames: a person (seat 1, whose seeded random
    moves land at the start of a frame, as a drop would) against random bots, animations
    on, a save folder (each move's autosave handed off as in play), the pointer moving over
    the table in the frames between moves. The frame in which a move lands (the person's or
    a bot's), the frames while pieces glide, and the frames in which only the pointer moves."""
    import pygame

    from game.core.match import Match, Seat, Setup
    from game.core.saves import SaveStore
    from game.table.app import App
    from game.table.scenes import TitleScene

    clock = _Clock()
    time.monotonic = clock
    out: list[dict] = []
    # 200 landings left the p95 to a handful of frames that render faces and words for the
    # first time: the same code's Stargate p95 took 7.2 and 10.9 ms in two runs; of 600, 5.8-6.1
    landings = 60 if quick else 600
    driver = os.environ.get("SDL_VIDEODRIVER", "x11")
    for game in GAMES:
        folder = Path(tempfile.mkdtemp(prefix="bench-games-"))
        app = App(size=size, settings={"animation_speed": 1.0, "sound": False, "confirm_end_turn": False,
                                       "ui_scale": 1.0}, saves=SaveStore(folder), headless=True)
        app.push(TitleScene(app))
        rng = random.Random(7)
        pace: dict = {}
        seats = [Seat("human")] + [Seat("bot", "random")] * (2 if game == "san-villano" else 1)
        times: dict[str, list[float]] = {"landing": [], "animation": [], "idle": []}
        cpu: dict[str, list[float]] = {"landing": [], "animation": [], "idle": []}  # the window thread's
        # the idle frames' CPU split by whose turn it is: a table with longer bot pauses has more
        # of the second kind (where it may work out ahead what the bot's move leads to), so the
        # idle figures of two trees mix the two kinds differently; each kind compares alike
        person_idle: list[float] = []
        bot_idle: list[float] = []
        games = 0
        try:
            while len(times["landing"]) < landings and games < 40:
                app.start_match(Match(Setup.of(game, seats, 100 + games)))
                games += 1
                table = app.table()
                for _frame in range(20000):
                    if table.match.game.winner() is not None or len(times["landing"]) >= landings:
                        break
                    moves = len(table.match.moves)
                    busy = bool(table.animator.busy)
                    deciding = table.match.game.current_player() == 0
                    action = _frame_input(app, table, rng, size, pace)
                    c0 = time.thread_time()
                    t0 = time.perf_counter()
                    if action is not None:
                        table.apply_plan((action,))
                    app.step(1 / 60)
                    app.draw()
                    present = getattr(app, "present", None)
                    present() if present is not None else pygame.display.flip()
                    took = time.perf_counter() - t0
                    spent = time.thread_time() - c0
                    clock.advance()
                    if app.top() is not table:
                        continue
                    kind = "landing" if len(table.match.moves) != moves else "animation" if busy else "idle"
                    times[kind].append(took)
                    cpu[kind].append(spent)
                    if kind == "idle":  # whose turn: the person deciding, or a bot's pause
                        (person_idle if deciding else bot_idle).append(spent)
        finally:
            flush = getattr(app, "flush_saves", None)
            if flush is not None:
                flush()
            shutil.rmtree(folder, ignore_errors=True)
        target = FRAME_TARGETS.get(tuple(size))
        for kind, name in (("landing", "frame_move_landing_p95_ms"), ("animation", "frame_animation_p95_ms"),
                           ("idle", "frame_idle_p95_ms")):
            xs = times[kind]
            line = {"name": name, "value": round(_pct(xs, 0.95) * 1000, 3), "unit": "ms", "game": game,
                    "size": list(size), "driver": driver, "p50_ms": round(_pct(xs, 0.5) * 1000, 3),
                    "max_ms": round(max(xs, default=0.0) * 1000, 3), "frames": len(xs), "games": games,
                    "think_frames": THINK_FRAMES,
                    # the window thread's CPU time: on a loaded machine the wall clock measures the
                    # neighbours (their share of the cores), this the frame's own work
                    "cpu_p50_ms": round(_pct(cpu[kind], 0.5) * 1000, 3),
                    "cpu_p95_ms": round(_pct(cpu[kind], 0.95) * 1000, 3)}
            if kind == "landing" and target is not None:
                line["target"] = f"<= {target:g} ms"
            if kind == "idle":
                for who, xs in (("person", person_idle), ("bot", bot_idle)):
                    line[f"{who}_idle_frames"] = len(xs)
                    line[f"{who}_idle_cpu_p50_ms"] = round(_pct(xs, 0.5) * 1000, 3)
                    line[f"{who}_idle_cpu_p95_ms"] = round(_pct(xs, 0.95) * 1000, 3)
            out.append(line)
    pygame.quit()
    return out


def _games_memory_worker(game: str, moves_wanted: int) -> list[dict]:
    """Resident memory through ``moves_wanted`` moves of one of the other tables' games (a
    person's seeded random moves against random bots, animations on, 1920×1080, one game
    after another), and back on the title screen after them."""
    import gc

    import pygame

    from game.core.match import Match, Seat, Setup
    from game.core.saves import SaveStore
    from game.table.app import App
    from game.table.scenes import TitleScene

    clock = _Clock()
    time.monotonic = clock
    size = (1920, 1080)
    folder = Path(tempfile.mkdtemp(prefix="bench-games-memory-"))
    marks: dict[int, float] = {}
    try:
        app = App(size=size, settings={"animation_speed": 1.0, "sound": False, "confirm_end_turn": False,
                                       "ui_scale": 1.0}, saves=SaveStore(folder), headless=True)
        app.push(TitleScene(app))

        def frames(n: int) -> None:
            for _ in range(n):
                app.step(1 / 60)
                app.draw()
                app.present()

        frames(5)
        gc.collect()
        title_before = _rss_mib()
        rng = random.Random(7)
        pace: dict = {}
        seats = [Seat("human")] + [Seat("bot", "random")] * (2 if game == "san-villano" else 1)
        checkpoints = {100, 200, 500, moves_wanted}
        moves = games = 0
        while moves < moves_wanted and games < 60:
            app.start_match(Match(Setup.of(game, seats, 100 + games)))
            games += 1
            table = app.table()
            if not marks:
                gc.collect()
                marks[0] = _rss_mib()
            for _frame in range(40000):
                if table.match.game.winner() is not None or moves >= moves_wanted:
                    break
                before = len(table.match.moves)
                action = _frame_input(app, table, rng, size, pace)
                if action is not None:
                    table.apply_plan((action,))
                frames(1)
                clock.advance()
                if len(table.match.moves) != before:
                    moves += 1
                    if moves in checkpoints:
                        app.flush_saves()
                        gc.collect()
                        marks[moves] = _rss_mib()
        app.flush_saves()
        app.to_title()
        frames(5)
        gc.collect()
        title_after = _rss_mib()
    finally:
        pygame.quit()
        shutil.rmtree(folder, ignore_errors=True)
    last = max(marks)
    base = marks.get(100, marks[0])
    return [
        {"name": f"rss_growth_mib_{moves_wanted}_moves", "value": round(marks[last] - base, 1), "unit": "MiB",
         "game": game, "size": list(size), "driver": os.environ.get("SDL_VIDEODRIVER", "x11"), "games": games,
         "moves": moves, "rss_mib_after_moves": {str(k): round(v, 1) for k, v in sorted(marks.items())},
         "target": "<= 20 MiB after the first 100 moves" if moves_wanted >= 1000 else "(quick run: 1,000 in full)"},
        {"name": "rss_title_after_games_mib", "value": round(title_after - title_before, 1), "unit": "MiB",
         "game": game, "title_before_mib": round(title_before, 1), "title_after_mib": round(title_after, 1),
         "games": games, "target": "small: the table's caches are let go on the title screen"},
    ]


def _worker_main(args) -> None:
    if args.worker in ("frames", "games"):
        w, h = (int(x) for x in args.size.split("x"))
        lines = (_frames_worker if args.worker == "frames" else _games_worker)((w, h), args.quick)
    elif args.worker == "games-memory":
        lines = _games_memory_worker(args.game, args.moves)
    else:
        lines = _memory_worker(args.moves, args.quick)
    for line in lines:
        print(json.dumps(line), flush=True)


# --- the driver ---------------------------------------------------------------------------


def _start_worker(root: Path, script: Path, worker_args: list[str], env_extra: dict[str, str]) -> subprocess.Popen:
    env = dict(os.environ, SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1", **env_extra)
    if "SDL_VIDEODRIVER" not in env_extra:
        env.pop("SDL_VIDEODRIVER", None)
    return subprocess.Popen([sys.executable, str(script), "--worker", *worker_args], cwd=root, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def _finish_worker(proc: subprocess.Popen, worker_args: list[str], timeout: float = 3000) -> list[dict]:
    try:
        out, err = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        proc.kill()
        out, err = proc.communicate()
    if proc.returncode != 0:
        return [{"name": "bench_table_error", "value": None, "unit": "", "args": worker_args,
                 "error": err.strip().splitlines()[-1:] or ["exit " + str(proc.returncode)]}]
    return [json.loads(line) for line in out.splitlines() if line.startswith("{")]


def _run_worker(root: Path, script: Path, worker_args: list[str], env_extra: dict[str, str],
                timeout: float = 3000) -> list[dict]:
    return _finish_worker(_start_worker(root, script, worker_args, env_extra), worker_args, timeout)


class _Xvfb:
    """Our own X server on :92, big enough for a 3840x2160 window."""

    def __init__(self, display: str = XVFB_DISPLAY) -> None:
        self.display = display
        sock = Path(f"/tmp/.X11-unix/X{display.lstrip(':')}")
        if sock.exists():
            # another server's: its screen would be measured (or the run fail) as if it were ours
            raise SystemExit(f"bench_table: display {display} is taken by another X server; pass --display :NN")
        self.proc = subprocess.Popen(["Xvfb", display, "-screen", "0", "3840x2160x24", "-nolisten", "tcp"],
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        end = time.monotonic() + 10
        while not sock.exists() and time.monotonic() < end and self.proc.poll() is None:
            time.sleep(0.05)
        if self.proc.poll() is not None or not sock.exists():
            raise RuntimeError(f"Xvfb {display} did not start")

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(5)
        except subprocess.TimeoutExpired:  # pragma: no cover
            self.proc.kill()


def _configs(quick: bool, xvfb: bool, memory: bool, display: str = XVFB_DISPLAY,
             sizes: tuple = SIZES, dummy: bool = True) -> list[tuple[list[str], dict[str, str]]]:
    q = ["--quick"] if quick else []
    out = []
    for w, h in sizes if dummy else ():
        out.append((["frames", "--size", f"{w}x{h}", *q], {"SDL_VIDEODRIVER": "dummy"}))
    if xvfb:
        for w, h in sizes:
            out.append((["frames", "--size", f"{w}x{h}", *q], {"DISPLAY": display, "SDL_VIDEODRIVER": "x11"}))
    for w, h in sizes if dummy else ():
        out.append((["games", "--size", f"{w}x{h}", *q], {"SDL_VIDEODRIVER": "dummy"}))
    if xvfb:
        for w, h in sizes:
            out.append((["games", "--size", f"{w}x{h}", *q], {"DISPLAY": display, "SDL_VIDEODRIVER": "x11"}))
    if memory:
        out.append((["memory", "--moves", "300" if quick else "1000", *q], {"SDL_VIDEODRIVER": "dummy"}))
        for game in GAMES:
            out.append((["games-memory", "--game", game, "--moves", "300" if quick else "1000", *q],
                        {"SDL_VIDEODRIVER": "dummy"}))
    return out


def figures(quick: bool = False, xvfb: bool = False, memory: bool = True, baseline: str | None = None,
            display: str = XVFB_DISPLAY, sizes: tuple = SIZES, frames: bool = True, dummy: bool = True) -> list[dict]:
    """The table's figures as JSON-able dicts ({"name", "value", "unit", ...}); with
    ``baseline`` (a git revision), each configuration is run on that commit too, right
    after the current code, and the lines say which ("code") and the ratio."""
    return list(each_figure(quick, xvfb, memory, baseline, display, sizes, frames, dummy))


def each_figure(quick: bool = False, xvfb: bool = False, memory: bool = True, baseline: str | None = None,
                display: str = XVFB_DISPLAY, sizes: tuple = SIZES, frames: bool = True, dummy: bool = True,
                villainous: bool = True, together: bool = False):
    """``figures``, one at a time as each configuration finishes; ``together``: the baseline's
    frame runs at the same time as the current code's, not after them."""
    server = _Xvfb(display) if xvfb else None
    base_dir = None
    try:
        if baseline is not None:
            base_dir = Path(tempfile.mkdtemp(prefix="bench-table-base-")) / "tree"
            subprocess.run(["git", "worktree", "add", "--detach", str(base_dir), baseline], cwd=ROOT, check=True,
                           capture_output=True)
            shutil.copy(__file__, base_dir / "tools" / "bench_table.py")
            if (ROOT / "build").is_dir() and not (base_dir / "build").exists():
                # the compiled engine, where its sources are the baseline's too (game/compiled.py
                # checks them byte for byte and falls back to the pure engine where not)
                (base_dir / "build").symlink_to(ROOT / "build")
            rev = subprocess.run(["git", "rev-parse", "--short", baseline], cwd=ROOT, capture_output=True,
                                 text=True).stdout.strip()
        for args, env in _configs(quick, xvfb, memory, display, sizes, dummy):
            if not frames and args[0] in ("frames", "games") or not villainous and args[0] in ("frames", "memory"):
                continue
            if base_dir is not None and together and args[0] in ("frames", "games"):
                # both trees' frames at once: on a machine others load, each run meets the same
                # neighbours (run one after the other, the load changed between them)
                procs = (_start_worker(ROOT, Path(__file__), args, env),
                         _start_worker(base_dir, base_dir / "tools" / "bench_table.py", args, env))
                new, old = (_finish_worker(p, args) for p in procs)
            else:
                new = _run_worker(ROOT, Path(__file__), args, env)
                if base_dir is None:
                    yield from new
                    continue
                old = _run_worker(base_dir, base_dir / "tools" / "bench_table.py", args, env)
            olds = {(o["name"], str(o.get("size")), o.get("driver"), o.get("game")): o for o in old}
            for line in new:
                o = olds.get((line["name"], str(line.get("size")), line.get("driver"), line.get("game")))
                line["code"] = "current"
                if o is not None:
                    line["baseline"] = {"commit": rev, "value": o.get("value"),
                                        **{k: o[k] for k in ("p50_ms", "max_ms", "cpu_ms", "raw_blit_ratio",
                                                             "raw_blit_ratio_cpu", "raw_blit_ms", "frames",
                                                             "raw_blit_ratio_p50", "non_blit_p50_ms",
                                                             "cpu_p50_ms", "cpu_p95_ms",
                                                             "person_idle_cpu_p50_ms", "person_idle_cpu_p95_ms",
                                                             "bot_idle_cpu_p50_ms", "bot_idle_cpu_p95_ms",
                                                             "person_idle_frames", "bot_idle_frames",
                                                             "non_blit_p95_ms",
                                                             "screen_only_raw_blit_cpu_ms",
                                                             "screen_only_raw_blit_ratio_cpu",
                                                             "rss_mib_after_moves", "title_after_mib") if k in o}}
                    if isinstance(o.get("value"), (int, float)) and o["value"] and line.get("value") is not None:
                        line["ratio_to_baseline"] = round(line["value"] / o["value"], 3)
                    if o.get("cpu_p95_ms") and line.get("cpu_p95_ms") is not None:
                        line["cpu_ratio_to_baseline"] = round(line["cpu_p95_ms"] / o["cpu_p95_ms"], 3)
                    for k in ("cpu_p50_ms", "person_idle_cpu_p50_ms", "person_idle_cpu_p95_ms"):
                        if o.get(k) and line.get(k) is not None:
                            line[k.replace("_ms", "_ratio_to_baseline")] = round(line[k] / o[k], 3)
                yield line
    finally:
        if server is not None:
            server.stop()
        if base_dir is not None:
            subprocess.run(["git", "worktree", "remove", "--force", str(base_dir)], cwd=ROOT, capture_output=True)
            shutil.rmtree(base_dir.parent, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--quick", action="store_true", help="fewer frames and moves")
    ap.add_argument("--xvfb", action="store_true", help=f"also measure under Xvfb on {XVFB_DISPLAY} (started here)")
    ap.add_argument("--no-memory", action="store_true", help="skip the long memory run")
    ap.add_argument("--baseline", metavar="REV", help="also run REV's code (a temporary git worktree), side by side")
    ap.add_argument("--display", default=XVFB_DISPLAY, help=f"the X display --xvfb starts (default {XVFB_DISPLAY})")
    ap.add_argument("--sizes", help="only these window sizes, e.g. 3840x2160 (comma-separated)")
    ap.add_argument("--no-frames", action="store_true", help="skip the frame runs (only the memory run)")
    ap.add_argument("--no-dummy", action="store_true", help="skip the dummy driver's frame runs (with --xvfb)")
    ap.add_argument("--only-games", action="store_true",
                    help="only the San Villano and Stargate tables (their frames, and their memory runs unless --no-memory)")
    ap.add_argument("--together", action="store_true",
                    help="with --baseline, run both trees' frame runs at the same time (each meets the same load)")
    ap.add_argument("--worker", choices=("frames", "games", "memory", "games-memory"), help=argparse.SUPPRESS)
    ap.add_argument("--game", choices=GAMES, help=argparse.SUPPRESS)
    ap.add_argument("--size", default="1920x1080", help=argparse.SUPPRESS)
    ap.add_argument("--moves", type=int, default=1000, help=argparse.SUPPRESS)
    args = ap.parse_args(argv)
    if args.worker:
        _worker_main(args)
        return 0
    if args.xvfb and shutil.which("Xvfb") is None:
        print("bench_table: --xvfb needs Xvfb (make sysdeps installs it)", file=sys.stderr)
        return 2
    try:
        sizes = SIZES if not args.sizes else tuple(tuple(int(x) for x in sz.split("x")) for sz in args.sizes.split(","))
    except ValueError:
        print(f"bench_table: --sizes takes sizes such as 1920x1080,3840x2160, not {args.sizes!r}", file=sys.stderr)
        return 2
    for line in each_figure(args.quick, args.xvfb, not args.no_memory, args.baseline, args.display, sizes,
                            not args.no_frames, not args.no_dummy, not args.only_games, args.together):
        print(json.dumps(line), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
