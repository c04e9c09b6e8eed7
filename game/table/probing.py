"""What the real-window tests' probes share (``lessonprobe``, ``netprobe``): the window's
size and scale the environment asks for, the frame painted whole, a report written when it
changed, and the freeze that holds the screen still while the test reads X.

Not part of any view's contract: the shell imports it only for those tests.
"""

from __future__ import annotations

import io
import json
import os
import time
from pathlib import Path
from typing import Any

import pygame

from game.core.safefile import write_atomic, write_text_atomic

from .kit.layer import ScreenLayer


def window_setup() -> tuple[tuple[int, int], float]:
    """The window's size and the UI scale the environment asks for
    (``VILLAINOUS_TEST_SIZE=1280x720``, ``VILLAINOUS_TEST_SCALE=2``)."""
    w, _x, h = os.environ.get("VILLAINOUS_TEST_SIZE", "1600x900").partition("x")
    return (int(w), int(h)), float(os.environ.get("VILLAINOUS_TEST_SCALE", "1"))


def painted_whole(app, onto: pygame.Surface | None = None) -> pygame.Surface:
    """The frame the app shows now, painted whole on a surface of its own (``onto``, cleared
    to black, when it is the screen's size: a test comparing thousands of frames reuses one),
    leaving what the scenes remember of the screen (their kept parts) as it was."""
    if onto is not None and onto.get_size() == app.screen.get_size():
        ref = onto
        ref.fill((0, 0, 0))
    else:
        ref = pygame.Surface(app.screen.get_size()).convert()
    for scene in app.stack.visible():
        if hasattr(scene, "screen_layer"):
            kept, scene.screen_layer = scene.screen_layer, ScreenLayer()
            try:
                scene.draw(ref)
            finally:
                scene.screen_layer = kept
        else:
            scene.draw(ref)
    return ref


class Report:
    """A JSON file the test reads, written (atomically) only when what it says changed."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.last: dict[str, Any] = {}

    def write(self, data: dict[str, Any]) -> None:
        if data != self.last:
            self.last = dict(data)
            write_text_atomic(self.path, json.dumps(data))


class Freeze:
    """The test's ``freeze.request``: the clock stops and no bot moves, and once two frames
    were drawn at that moment, ``whole.bmp`` is the frame painted whole at that moment on a
    surface of its own, written with ``frozen.json``; the window keeps presenting the frames
    it paints in part, which the test reads from X to compare. ``thaw.request``: the clock
    goes on."""

    def __init__(self, app, folder: Path) -> None:
        self.app = app
        self.out = folder
        self.real_clock = time.monotonic
        self.at: float | None = None
        self.frames = 0
        self.table = None

    @property
    def frozen(self) -> bool:
        return self.at is not None

    def tick(self, table, note: dict[str, Any]) -> None:
        """After each frame: take the test's requests; ``note`` goes into ``frozen.json``."""
        out = self.out
        scene = table if table is not None else self.app.top()
        if (out / "freeze.request").exists() and self.at is None:
            (out / "freeze.request").unlink()
            at = self.at = self.real_clock()
            self.frames = 0
            time.monotonic = lambda: at  # type: ignore[assignment]
            if table is not None:
                table.bot_may_move = lambda: False  # a bot's move ready before the freeze waits too
                self.table = table
            scene.dirty = True
        elif self.at is not None:
            self.frames += 1
            scene.dirty = True  # frames go on being drawn (at the frozen moment) until thawed
            if self.frames == 2:  # two frames drawn at the frozen moment: what X holds now
                shot = io.BytesIO()
                pygame.image.save(painted_whole(self.app), shot, "whole.bmp")
                write_atomic(out / "whole.bmp", shot.getvalue())
                write_text_atomic(out / "frozen.json", json.dumps(note))
            if (out / "thaw.request").exists():
                (out / "thaw.request").unlink()
                (out / "frozen.json").unlink(missing_ok=True)
                time.monotonic = self.real_clock  # type: ignore[assignment]
                if self.table is not None:
                    del self.table.bot_may_move
                    self.table = None
                self.at = None
