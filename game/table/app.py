"""The window and its loop: a stack of scenes, input to the top one, 60 fps at most.

An idle table redraws nothing: when no scene is animating, the loop sleeps in
``pygame.event.wait`` until something happens.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pygame

from game.core.match import Match
from game.core.registry import game_named
from game.i18n import _, set_language

from .kit import theme
from .kit.assets import asset_path, font, text
from .kit.cache import fit_to_screen, keep_large_blocks_apart
from .kit.menus import CurtainScene, GameOverScene, PauseScene
from .kit.newgame import NewGameScene as KitNewGameScene
from .kit.scene import SceneStack
from .loadscreen import LoadScene, ReplayScene, shown_name
from .saving import LoadingScene, UnsavedDialog
from .scenes import GameChooserScene, SettingsScene
from .settings import DEFAULT_SETTINGS, UI_SCALES, SettingsFile, new_game_fields, settings_path  # noqa: F401 - kept here for callers
from .settings import read_settings as _read_settings
from .views import DEFAULT as DEFAULT_GAME
from .views import game_view, has_view, offered

MIN_SIZE = (1280, 720)
SWITCH_INTERVAL = 0.001  # seconds (sys.setswitchinterval)
WINDOW_SIZE = (1600, 900)  # the window's size where the screen has room for it


def fit_window(wanted: tuple[int, int], desktop: tuple[int, int] | None) -> tuple[int, int]:
    """The window's size on a screen of ``desktop``: ``wanted`` where it fits, else the
    largest size of its shape that does (a 1280x720 or 1366x768 laptop screen would show a
    1600x900 window cut off, its bottom row and End turn off the screen), never below
    ``MIN_SIZE`` (the smallest the tables are laid out for)."""
    if desktop is None or (wanted[0] <= desktop[0] and wanted[1] <= desktop[1]):
        return wanted
    scale = min(desktop[0] / wanted[0], desktop[1] / wanted[1])
    return max(MIN_SIZE[0], int(wanted[0] * scale)), max(MIN_SIZE[1], int(wanted[1] * scale))


def desktop_size() -> tuple[int, int] | None:
    """The first screen's size, or None where the video driver cannot say."""
    try:
        sizes = pygame.display.get_desktop_sizes()
    except pygame.error:
        return None
    return tuple(sizes[0]) if sizes and sizes[0][0] > 0 and sizes[0][1] > 0 else None


def setup_fields() -> dict[str, Any]:
    """What each game's New game screen keeps may hold, by game key: the view's own
    ``SETUP_FIELDS`` (a screen of its own), else, for the kit's screen, the fields made from
    the game's declarations (``new_game_fields``)."""
    found = {}
    for key in offered():
        view = game_view(key)
        fields = getattr(view, "SETUP_FIELDS", None)
        if not fields and issubclass(view.NewGameScene, KitNewGameScene):
            fields = new_game_fields(game_named(key))
        if fields:
            found[key] = fields
    return found


def read_settings(path: Path | None = None) -> SettingsFile:
    """The settings file, every field checked (the games' kept New game choices too)."""
    return _read_settings(path or settings_path(), setup_fields(), DEFAULT_GAME)


def load_settings(path: Path | None = None) -> dict[str, Any]:
    """The values to use of ``read_settings``."""
    return read_settings(path).values


class App:
    def __init__(self, size=WINDOW_SIZE, settings: dict | None = None, saves=None, headless: bool = False,
                 game: str | None = None) -> None:
        pygame.init()
        keep_large_blocks_apart()  # screen-sized surfaces come and go with tables: no heap holes
        # the autosave writer and the bots think on threads of their own: when the window's
        # thread wants the interpreter back, it waits at most this long (Python's default,
        # 5 ms, is a third of a frame)
        sys.setswitchinterval(min(sys.getswitchinterval(), SWITCH_INTERVAL))

        font.cache_clear()  # Font objects die with pygame.quit(); a new window needs new ones
        self.settings = dict(DEFAULT_SETTINGS) if settings is None else settings
        # the file the settings came from (run.play): what it held that is not used is
        # written back as it was; None: the platform's file, nothing kept
        self.settings_file: SettingsFile | None = None
        theme.colour_blind = bool(self.settings.get("colour_blind", False))
        set_language(str(self.settings.get("language", "en")))
        self.saves = saves
        self.headless = headless
        flags = pygame.RESIZABLE
        if self.settings.get("fullscreen") and not headless:
            flags = pygame.FULLSCREEN
            size = (0, 0)
        pygame.display.set_caption("Villainous Table")
        try:
            pygame.display.set_icon(pygame.image.load(str(asset_path("icons", "villainous.png"))))
        except (pygame.error, FileNotFoundError):
            pass
        if not headless and not flags & pygame.FULLSCREEN:
            size = fit_window(size, desktop_size())
        self.screen = pygame.display.set_mode(size, flags)
        self.clock = pygame.time.Clock()
        self.stack = SceneStack()
        # the view package (views/<game>/) of the game being set up or played: a New game
        # screen's, then the open match's (start_match follows match.setup.game)
        self.game = game or DEFAULT_GAME
        self.view = None
        self.choose_game(self.game)
        self.running = True
        self.bots: dict[tuple[int, str], Any] = {}
        self.last_refusal: str | None = None
        self.save_problem: str | None = None  # "Autosave failed: ..." while the game is not saved
        self.autosaver = None  # the autosave thread's end (game.core.autosave), made on the first save
        # Host a game asked New game for the game and its seats: its Start hands the match
        # here instead of opening a table (netscreens.HostScene)
        self.setup_for = None
        self._save_seen = 0  # the last autosave whose outcome is shown
        self.frames = 0
        self.sounds = _make_sounds() if not headless else {}
        self.on_frame = None  # called after each drawn frame (the real-window test's probe)
        # what the screen shows: (the scene alone on it, the size) as last drawn, or None
        # (several scenes, or nothing yet); the next frame is painted whole when set
        self._shown: tuple | None = None
        self._fitted: tuple[int, int] | None = None  # the window size the caches' bounds are for
        self._whole_next = True
        self._to_present: list | None = None  # the last frame's rectangles (None: all of it)

    # --- scenes -----------------------------------------------------------------

    @property
    def scenes(self) -> list:
        """The scene stack, bottom first (assigning it replaces the stack without calls)."""
        return self.stack.scenes

    @scenes.setter
    def scenes(self, scenes: list) -> None:
        self.stack.scenes = list(scenes)

    def push(self, scene) -> None:
        self.stack.push(scene)

    def pop(self) -> None:
        self.stack.pop()

    def remove(self, scene) -> None:
        """Take ``scene`` off the stack wherever it is (a loading screen that finished)."""
        if scene is self.stack.top():
            self.stack.pop()
        elif scene in self.stack.scenes:
            self.stack.scenes.remove(scene)
            if hasattr(scene, "leave"):
                scene.leave()

    def top(self):
        return self.stack.top()

    # --- the scenes a table opens (the kit's match scene and menus ask for them here, so
    # that neither the kit nor a view imports the shell's screens) ---

    def open_pause(self, table) -> None:
        """The game's menu over ``table`` (Esc, the Menu button)."""
        self.push(PauseScene(self, table))

    def raise_curtain(self, table, seat: int, reason: str) -> None:
        """Hot-seat: the curtain over ``table`` until ``seat`` is at the screen."""
        self.push(CurtainScene(self, table, seat, reason))

    def open_settings(self) -> None:
        """The settings screen (the pause menu's Settings)."""
        self.push(SettingsScene(self))

    def open_replay(self, match: Match, index: int | None = None) -> None:
        """The replay of ``match``, opened at move ``index`` (None: at its end)."""
        scene = ReplayScene(self, match)
        if index is not None:
            scene.index = index
        self.push(scene)

    def game_over(self, table, scene_class=None) -> None:
        """Game over over ``table`` (a game may give its own kind of the shell's scene)."""
        if getattr(table.match, "remote", False):  # a network seat: the host has the game (no replay here)
            from .netscreens import NetGameOverScene

            self.push(NetGameOverScene(self, table))
            return
        self.push((scene_class or GameOverScene)(self, table))

    def table(self):
        for scene in reversed(self.scenes):
            if getattr(scene, "holds_match", False):
                return scene
        return None

    def start_match(self, match: Match, note: str | None = None) -> None:
        if self.setup_for is not None:
            take, self.setup_for = self.setup_for, None
            take(match)
            return
        old = self.table()
        if old is not None and old.match is not match and self.saves is not None:
            self.flush_saves()
            self.saves.release(old.match)  # another window may open that game now
        self.close_bots()
        self.save_problem = None
        self.stack.keep(1)
        self.choose_game(match.setup.game)
        table = self.view.TableScene(self, match)
        self.push(table)  # enters it: in hot-seat the curtain goes up before the first look
        if self.saves is not None and self.saves.file_of(match) is None:
            self.after_move(match)  # a new game gets its file at once; an opened one keeps its file as it is
        if note:
            self.table().say(note)

    def open_loaded(self, loaded, before: str | None = None) -> None:
        """Open a checked save: the replayed game, or the stored position when the moves do
        not lead to it (and say so), or the replayed game when the stored one is broken.
        ``before``: what to say first (a newer save Continue could not open)."""
        match = loaded.match
        from .netscreens import rehost

        if loaded.verified and rehost(self, match):  # a hosted game is hosted again, with its codes
            return
        if loaded.verified:
            self.start_match(match, before)
            return
        note = _("Opened the stored position: {problem}").format(problem=loaded.problem)
        if loaded.stored_broken:
            note = _("Opened the game as its moves replay: {problem}").format(problem=loaded.problem)
        elif "position" in loaded.data:
            match.game = loaded.stored_game()
            match.history.clear()  # the replayed states are not this game's past
            match.redo_stack.clear()
        self.start_match(match, f"{before} {note}" if before else note)

    # --- the games ------------------------------------------------------------------

    def choose_game(self, key: str) -> None:
        """Follow the game ``key``: its view draws the New game screen and the table."""
        if key != self.game or self.view is None:
            self.view = game_view(key)
            self.game = key

    def new_game(self) -> None:
        """The title screen's New game: the game chooser, or straight to the New game
        screen when only one game has a table."""
        keys = offered()
        if len(keys) == 1:
            self.open_new_game(keys[0])
        else:
            self.push(GameChooserScene(self, keys))

    def open_new_game(self, key: str) -> None:
        self.choose_game(key)
        self.push(self.view.NewGameScene(self))

    def recall_setup(self, key: str) -> dict | None:
        """The last choices of the game ``key``'s New game screen (None: none kept). A file
        from before there were several games holds Villainous's choices at the top level."""
        kept = self.settings.get("last_setup")
        if not isinstance(kept, dict):
            return None
        if "villains" in kept:
            return kept if key == DEFAULT_GAME else None
        mine = kept.get(key)
        return mine if isinstance(mine, dict) else None

    def remember_setup(self, key: str, data: dict) -> None:
        kept = self.settings.get("last_setup")
        kept = {} if not isinstance(kept, dict) or "villains" in kept else dict(kept)
        kept[key] = data
        self.set_setting("last_setup", kept)

    def to_title(self) -> None:
        """Save and go back to the title screen (asking first if the save fails)."""
        self._leave("title")

    def _leave(self, leaving: str) -> None:
        table = self.table()
        if table is not None and not self.save_now(table.match):
            if not isinstance(self.top(), UnsavedDialog):
                # the question replaces any menu over the table (Pause), which would show through
                self.stack.keep(self.scenes.index(table) + 1)
                self.push(UnsavedDialog(self, table, leaving))
                return
        self.leave_table(leaving)

    def leave_table(self, leaving: str, saved_to: str | None = None) -> None:
        table = self.table()
        if table is not None and self.saves is not None:
            self.flush_saves()  # what was asked is written before another window may open the game
            self.saves.release(table.match)
        self.close_bots()
        self.save_problem = None
        if leaving == "quit":
            self.running = False
            return
        self.stack.keep(1)
        if saved_to and self.scenes:
            self.scenes[0].message = _("The game was saved in {where}").format(where=saved_to)

    def continue_game(self, entry, skipped: tuple[tuple[str, str], ...] = ()) -> None:
        """Open the newest unfinished game, loading it in the background. The listing reads
        only each save's header: a save whose moves do not replay is found out here, and
        Continue goes on to the next newest until one opens (saying which it skipped)."""
        if entry is None or self.saves is None:
            return
        before = None
        if skipped:
            name, reason = skipped[0]
            before = _("Could not open {name}: {reason}").format(name=name, reason=reason) + " " + \
                _("Opened {name}, the newest game that opens.").format(name=_save_title(entry))
        self.load_in_background(entry, self.saves.open, lambda loaded: self.open_loaded(loaded, before),
                                self._continue_refused(entry, skipped))

    def _next_to_continue(self, after) -> Any:
        """The newest unfinished save listed after ``after`` (older: the search only goes on)."""
        found = False
        for e in self.saves.list():
            if e.path == after.path:
                found = True
            elif found and e.error is None and not e.over and has_view(e.game):
                return e
        return None

    def _continue_refused(self, entry, skipped: tuple[tuple[str, str], ...] = ()):
        """Continue on a game open in another window: the Load screen, with that game
        chosen and its copy offered; a save that does not open: the next newest one; when
        none opens, the first refusal is said on the title screen."""
        from game.core.saves import SaveInUse

        def failed(exc) -> None:
            if isinstance(exc, SaveInUse):
                scene = LoadScene(self)
                self.push(scene)
                k = next((i for i, e in enumerate(scene.entries) if e.path == entry.path), None)
                if k is not None:
                    scene.select(k)
                    scene._refused(exc)
                return
            said = skipped + ((_save_title(entry), str(exc)),)
            after = self._next_to_continue(entry)
            if after is not None and len(said) < 20:  # a bounded search: never a long wait
                self.continue_game(after, said)
                return
            top = self.top()
            if top is not None and hasattr(top, "message"):
                name, reason = said[0]
                top.message = _("Could not open {name}: {reason}").format(name=name, reason=reason)
                top.dirty = True

        return failed

    def load_in_background(self, entry, job, done, failed=None) -> None:
        from game.core.saves import SaveError

        def refused(exc: BaseException) -> None:
            if failed is not None and isinstance(exc, SaveError):
                failed(exc)
                return
            reason = str(exc) if isinstance(exc, SaveError) else f"{type(exc).__name__}: {exc}"
            top = self.top()
            if top is not None and hasattr(top, "message"):
                top.message = _("Could not open {name}: {reason}").format(name=_save_title(entry), reason=reason)
                top.dirty = True

        def discard(loaded) -> None:  # cancelled: another window may open the game
            if hasattr(loaded, "match") and self.saves is not None and self.table() is None:
                self.saves.release(loaded.match)

        self.push(LoadingScene(self, _save_title(entry), lambda progress: job(entry, progress), done, refused, discard))

    def open_load(self) -> None:
        self.push(LoadScene(self))

    def after_move(self, match: Match, sound: str | None = "play") -> None:
        """Autosave (when a save folder is set: written by the autosave thread, the frame
        does not wait for the disk) and the move's sound (a card laid, by default)."""
        match.trim_history()  # undo never goes back past a barrier: the states before it are let go
        writer = self._autosaver()
        if writer is not None and not match.lesson and not getattr(match, "remote", False):  # the host saves it
            writer.submit(match)
        if sound:
            self.play(sound)

    def _autosaver(self):
        """The writer thread's end of the save folder (made the first time it is needed)."""
        if self.saves is None:
            return None
        if self.autosaver is None or self.autosaver.store is not self.saves:
            from game.core.autosave import Autosaver

            if self.autosaver is not None:
                self.autosaver.flush()
            self.autosaver = Autosaver(self.saves)
        return self.autosaver

    def save_now(self, match: Match) -> bool:
        """Save the game and wait for it (after any save asked before); on failure keep
        playing and say why on the table."""
        writer = self._autosaver()
        if writer is None or match.lesson or getattr(match, "remote", False):  # a lesson is not kept; a host keeps its game
            return True
        writer.submit(match)
        writer.flush()  # it is the last asked: the outcome now is its own
        self._take_save_outcome()
        return self.save_problem is None

    def flush_saves(self) -> None:
        """Wait until every autosave asked for is written (leaving a game, quitting, a crash),
        and show how the last one went."""
        if self.autosaver is not None:
            self.autosaver.flush()
            self._take_save_outcome()

    def _take_save_outcome(self) -> None:
        """The autosave thread's last result, into the warning on the table (a failure says
        "Autosave failed: <reason>" until a save succeeds)."""
        if self.autosaver is None or self.autosaver.finished() <= self._save_seen:
            return  # nothing new (asked every frame: no waiting for the writer's lock)
        ticket, error = self.autosaver.outcome()
        if ticket <= self._save_seen:
            return
        self._save_seen = ticket
        from game.core.saves import failure_reason

        problem = None if error is None else _("Autosave failed: {reason}").format(reason=failure_reason(error))
        if problem != self.save_problem:
            self.save_problem = problem
            for scene in self.scenes:
                if hasattr(scene, "dirty"):
                    scene.dirty = True

    def bot_for(self, seat: int, level: str):
        key = (seat, level)
        if key not in self.bots:
            table = self.table()
            definition = table.match.definition if table is not None else game_named(self.game)
            self.bots[key] = definition.make_bot(level, seed=seat + 1)
        return self.bots[key]

    def close_bots(self) -> None:
        """Forget the bots of the game left, stopping what they keep running (Hard's worker
        processes; a decision under way returns at once and its move is not used)."""
        from game.core.bots import close_bot

        bots, self.bots = self.bots, {}
        for bot in bots.values():
            close_bot(bot)

    def quit(self) -> None:
        self.running = False

    # --- settings -----------------------------------------------------------------

    def set_setting(self, key: str, value) -> None:
        self.settings[key] = value
        self._whole_next = True
        if key == "colour_blind":
            theme.colour_blind = bool(value)
        if key == "language":
            set_language(str(value))
        if self.settings_file is not None:
            self.settings_file.changed(key)
        if not self.headless:
            if self.settings_file is None:
                self.settings_file = SettingsFile(settings_path(), values=self.settings)
            try:  # the safe files' way: a new temporary file, never a link followed, renamed
                self.settings_file.save(self.settings)
            except OSError:
                pass
        for scene in self.scenes:
            if key in ("colour_blind", "language") and hasattr(scene, "forget_layers"):
                scene.forget_layers()  # the parts' keys do not hold the colours or the words
            if key == "language" and hasattr(scene, "language_changed"):
                scene.language_changed()  # the log's lines are words already said: said again
            if hasattr(scene, "dirty"):
                scene.dirty = True
            if hasattr(scene, "lay"):
                scene.lay = None

    def toggle_fullscreen(self) -> None:
        full = not self.settings.get("fullscreen", False)
        self._whole_next = True  # a new window surface
        self.settings["fullscreen"] = full
        if not self.headless:
            if full:
                self.screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            else:
                self.screen = pygame.display.set_mode(fit_window(WINDOW_SIZE, desktop_size()), pygame.RESIZABLE)
        self.set_setting("fullscreen", full)

    def play(self, name: str) -> None:
        """Play a sound effect (``assets/sounds/<name>.wav``) at the volume set; silent when
        sound is off, headless, or the machine has no audio."""
        if name == "card":
            name = "play"
        volume = float(self.settings.get("volume", 0.7))
        if self.settings.get("sound", True) and volume > 0 and name in self.sounds:
            snd = self.sounds[name]
            snd.set_volume(volume)
            snd.play()

    # --- the loop -----------------------------------------------------------------

    def handle(self, event) -> None:
        if event.type in WINDOW_EVENTS:
            self._whole_next = True  # the window was shown, uncovered or resized: all of it again
        if event.type == pygame.QUIT:
            if isinstance(self.top(), UnsavedDialog):  # asked twice: the player means it
                self.leave_table("quit")
                return
            self._leave("quit")
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
        return self.stack.visible()

    def step(self, dt: float) -> bool:
        """Update the visible scenes; return whether a frame must be drawn."""
        self._take_save_outcome()
        busy = False
        for scene in list(self._visible()):
            busy |= bool(scene.update(dt))
        return busy

    def draw(self) -> None:
        """Paint the frame. When the table alone is shown, as in the last frame, and the
        window was not exposed since, it paints only what changed (``draw_changed``) and
        ``present`` hands only those rectangles to the display; otherwise every visible
        scene paints itself whole."""
        visible = self._visible()
        size = self.screen.get_size()
        if size != self._fitted:
            # every table's caches must hold a frame's surfaces at this size, or each frame
            # renders them again (a 4K window's cards are four times a 1080p one's)
            fit_to_screen(size)
            self._fitted = size
        rects = None
        if (len(visible) == 1 and hasattr(visible[0], "draw_changed") and self._shown == (visible[0], size)
                and not self._whole_next):
            rects = visible[0].draw_changed(self.screen)
        else:
            for scene in visible:
                scene.draw(self.screen)
        self._shown = (visible[0], size) if len(visible) == 1 else None
        self._whole_next = False
        self._to_present = rects
        self.frames += 1

    def present(self) -> None:
        """Show the frame just drawn: the rectangles it changed, or the whole screen (also
        when they cover most of it: under X11 each rectangle is a request of its own, and
        the four that tile the screen when the turn passes took 0.5 ms more than one flip
        at 1920×1080 and 1.5 ms more at 3840×2160: docs/performance.md as of 0398249, in the git log)."""
        rects = self._to_present
        self._to_present = None
        if rects is not None:
            w, h = self.screen.get_size()
            if sum(r.w * r.h for r in rects) >= PRESENT_WHOLE * w * h:
                rects = None
        if rects is None:
            pygame.display.flip()
        elif rects:
            pygame.display.update(rects)

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
                self.present()
                if self.on_frame is not None:
                    self.on_frame()
            dt = self.clock.tick(60) / 1000.0
        self.close_bots()  # no search worker outlives the window
        self.flush_saves()  # the last moves reach the disk before the window closes
        pygame.quit()


# past this share of the screen changed, a frame is presented whole (``App.present``)
PRESENT_WHOLE = 0.75

# events after which the window's pixels may be lost or stale: the next frame is whole
WINDOW_EVENTS = frozenset(getattr(pygame, name) for name in (
    "VIDEOEXPOSE", "VIDEORESIZE", "ACTIVEEVENT", "WINDOWSHOWN", "WINDOWEXPOSED", "WINDOWRESIZED",
    "WINDOWSIZECHANGED", "WINDOWMAXIMIZED", "WINDOWRESTORED", "WINDOWMINIMIZED", "WINDOWDISPLAYCHANGED")
    if hasattr(pygame, name))

SOUNDS = ("play", "draw", "gain", "vanquish", "fate", "win")


def _make_sounds() -> dict[str, pygame.mixer.Sound]:
    """The effects made by tools/make_sounds.py (assets/sounds/); none when there is no audio."""
    try:
        if not pygame.mixer.get_init():
            pygame.mixer.init(frequency=22050, size=-16, channels=1)
    except pygame.error:
        return {}
    sounds = {}
    for name in SOUNDS:
        try:
            sounds[name] = pygame.mixer.Sound(str(asset_path("sounds", f"{name}.wav")))
        except (pygame.error, FileNotFoundError, OSError):
            continue  # a missing or broken file: that effect is silent
    return sounds


def banner_text(surf, message: str) -> None:
    t = text("serif", 40, message, theme.TEXT)
    surf.blit(t, t.get_rect(center=surf.get_rect().center))


def _save_title(entry) -> str:
    """A save's title in the chosen language (the Load screen's words for it)."""
    return shown_name(entry)
