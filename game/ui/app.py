"""The window and its loop: a stack of scenes, input to the top one, 60 fps at most.

An idle table redraws nothing: when no scene is animating, the loop sleeps in
``pygame.event.wait`` until something happens.
"""

from __future__ import annotations

import array
import json
import math
import os
from pathlib import Path
from typing import Any

import pygame

from ..bots import make_bot
from ..engine.match import Match
from . import theme
from .assets import text

MIN_SIZE = (1280, 720)
DEFAULT_SETTINGS: dict[str, Any] = {
    "fullscreen": False,
    "animation_speed": 1.0,
    "sound": True,
    "confirm_end_turn": True,
    "ui_scale": 1.0,  # text and the table's controls, 0.8–2.0 (Settings: "Text size")
}
UI_SCALES = (0.8, 0.9, 1.0, 1.25, 1.5, 1.75, 2.0)


def settings_path() -> Path:
    from platformdirs import user_config_dir

    return Path(user_config_dir("villainous", appauthor=False)) / "settings.json"


def load_settings(path: Path | None = None) -> dict[str, Any]:
    path = path or settings_path()
    out = dict(DEFAULT_SETTINGS)
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return out
    if isinstance(data, dict):
        for k, v in data.items():
            numeric = k in ("animation_speed", "ui_scale")
            if k in DEFAULT_SETTINGS and isinstance(v, (int, float) if numeric else type(DEFAULT_SETTINGS[k])):
                out[k] = v
    out["ui_scale"] = max(0.8, min(2.0, float(out["ui_scale"])))
    return out


class App:
    def __init__(self, size=(1600, 900), settings: dict | None = None, saves=None, headless: bool = False) -> None:
        pygame.init()
        from .assets import font

        font.cache_clear()  # Font objects die with pygame.quit(); a new window needs new ones
        self.settings = dict(DEFAULT_SETTINGS) if settings is None else settings
        self.saves = saves
        self.headless = headless
        flags = pygame.RESIZABLE
        if self.settings.get("fullscreen") and not headless:
            flags = pygame.FULLSCREEN
            size = (0, 0)
        pygame.display.set_caption("Villainous Table")
        try:
            from .assets import asset_path

            pygame.display.set_icon(pygame.image.load(str(asset_path("icons", "villainous.png"))))
        except (pygame.error, FileNotFoundError):
            pass
        self.screen = pygame.display.set_mode(size, flags)
        self.clock = pygame.time.Clock()
        self.scenes: list = []
        self.running = True
        self.bots: dict[tuple[int, str], Any] = {}
        self.last_refusal: str | None = None
        self.frames = 0
        self.sounds = _make_sounds() if not headless else {}
        self.on_frame = None  # called after each drawn frame (the real-window test's probe)

    # --- scenes -----------------------------------------------------------------

    def push(self, scene) -> None:
        self.scenes.append(scene)

    def pop(self) -> None:
        if self.scenes:
            self.scenes.pop()

    def top(self):
        return self.scenes[-1] if self.scenes else None

    def table(self):
        from .table import TableScene

        for scene in reversed(self.scenes):
            if isinstance(scene, TableScene):
                return scene
        return None

    def start_match(self, match: Match) -> None:
        from .table import TableScene

        self.bots = {}
        self.scenes = [s for s in self.scenes[:1]]
        self.push(TableScene(self, match))
        self.after_move(match)

    def to_title(self) -> None:
        table = self.table()
        if table is not None:
            self.after_move(table.match)
        self.scenes = self.scenes[:1]

    def continue_game(self, entry) -> None:
        if entry is not None and self.saves is not None:
            match = self.saves.load_match(entry)
            self.start_match(match)

    def open_load(self) -> None:
        from .loadscreen import LoadScene

        self.push(LoadScene(self))

    def after_move(self, match: Match) -> None:
        """Autosave (when a save folder is set) and a click of sound."""
        if self.saves is not None:
            self.saves.autosave(match)
        self.play("card")

    def bot_for(self, seat: int, level: str):
        key = (seat, level)
        if key not in self.bots:
            self.bots[key] = make_bot(level, seed=seat + 1)
        return self.bots[key]

    def quit(self) -> None:
        self.running = False

    # --- settings -----------------------------------------------------------------

    def set_setting(self, key: str, value) -> None:
        self.settings[key] = value
        if not self.headless:
            try:
                path = settings_path()
                path.parent.mkdir(parents=True, exist_ok=True)
                tmp = path.with_suffix(".tmp")
                tmp.write_text(json.dumps(self.settings, indent=1), encoding="utf-8")
                os.replace(tmp, path)
            except OSError:
                pass
        for scene in self.scenes:
            if hasattr(scene, "dirty"):
                scene.dirty = True
            if hasattr(scene, "lay"):
                scene.lay = None

    def toggle_fullscreen(self) -> None:
        full = not self.settings.get("fullscreen", False)
        self.settings["fullscreen"] = full
        if not self.headless:
            if full:
                self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                self.screen = pygame.display.set_mode((1600, 900), pygame.RESIZABLE)
        self.set_setting("fullscreen", full)

    def play(self, name: str) -> None:
        if self.settings.get("sound", True) and name in self.sounds:
            self.sounds[name].play()

    # --- the loop -----------------------------------------------------------------

    def handle(self, event) -> None:
        if event.type == pygame.QUIT:
            table = self.table()
            if table is not None:
                self.after_move(table.match)
            self.running = False
            return
        if event.type == pygame.VIDEORESIZE and not self.settings.get("fullscreen"):
            w = max(MIN_SIZE[0], event.w)
            h = max(MIN_SIZE[1], event.h)
            if (w, h) != (event.w, event.h):
                self.screen = pygame.display.set_mode((w, h), pygame.RESIZABLE)
            for scene in self.scenes:
                if hasattr(scene, "lay"):
                    scene.lay = None
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        top = self.top()
        if top is not None:
            top.handle(event)
            if hasattr(top, "dirty"):
                top.dirty = True

    def _visible(self) -> list:
        """The scenes drawn: a scene that covers the screen hides those below it."""
        start = 0
        for i, scene in enumerate(self.scenes):
            if getattr(scene, "covers", True):
                start = i
        return self.scenes[start:]

    def step(self, dt: float) -> bool:
        """Update the visible scenes; return whether a frame must be drawn."""
        busy = False
        for scene in list(self._visible()):
            busy |= bool(scene.update(dt))
        return busy

    def draw(self) -> None:
        for scene in self._visible():
            scene.draw(self.screen)
        self.frames += 1

    def run(self) -> None:
        dt = 0.0
        needs = True
        while self.running and self.scenes:
            events = pygame.event.get()
            if not events and not needs:
                # idle: sleep until input arrives (or a timer in a scene may need us)
                ev = pygame.event.wait(250)
                events = [ev] if ev.type != pygame.NOEVENT else []
            for event in events:
                self.handle(event)
            needs = self.step(dt) or bool(events)
            if needs:
                self.draw()
                pygame.display.flip()
                if self.on_frame is not None:
                    self.on_frame()
            dt = self.clock.tick(60) / 1000.0
        pygame.quit()


def _make_sounds() -> dict[str, pygame.mixer.Sound]:
    """Short generated sounds (no sound files): a soft click for card moves."""
    try:
        if not pygame.mixer.get_init():
            pygame.mixer.init(frequency=22050, size=-16, channels=1)
        freq, _, channels = pygame.mixer.get_init()
    except pygame.error:
        return {}

    def tone(hz: float, ms: int, volume: float) -> pygame.mixer.Sound:
        n = int(freq * ms / 1000)
        samples = array.array("h")
        for i in range(n):
            env = (1 - i / n) ** 2
            v = int(32767 * volume * env * math.sin(2 * math.pi * hz * i / freq))
            for _ in range(channels):
                samples.append(v)
        return pygame.mixer.Sound(buffer=samples.tobytes())

    try:
        return {"card": tone(660, 60, 0.15), "win": tone(880, 400, 0.25)}
    except pygame.error:
        return {}


def banner_text(surf, message: str) -> None:
    t = text("serif", 40, message, theme.TEXT)
    surf.blit(t, t.get_rect(center=surf.get_rect().center))
