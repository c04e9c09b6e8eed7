"""Starting the window: ``villainous`` with no command, and ``villainous --smoke``."""

from __future__ import annotations

import os
import random
import sys
import time


def play(size=(1600, 900), game: str | None = None) -> int:
    """The window: the title screen, or with ``game`` that game's New game screen over it."""
    from .app import App, read_settings
    from .scenes import TitleScene

    hook = os.environ.get("VILLAINOUS_TEST_HOOK")
    if hook:
        return _play_with_test_hook(hook)
    app = None
    try:
        saves = _saves()
        settings = read_settings()
        for note in settings.notes:  # a field not used as the file has it: said, never a crash
            print(f"villainous: settings: {note}", file=sys.stderr)
        app = App(size=size, settings=settings.values, saves=saves, game=game)
        app.settings_file = settings
        title = TitleScene(app)
        if settings.notes:
            more = len(settings.notes) - 1
            title.message = settings.notes[0] + (f" (and {more} more: see the terminal)" if more else "")
        app.push(title)
        if game is not None:
            app.open_new_game(game)
        app.run()
        return 0
    except Exception:  # a crash: keep the log, tell the player where it is, lose no game
        path = write_crash_log()
        saved = None  # no game open
        if app is not None:
            try:
                app.flush_saves()  # the autosaves already asked for reach the disk first
            except Exception:  # noqa: BLE001 - the crash log matters more than this save
                pass
            table = app.table()
            if table is not None and app.saves is not None:
                try:
                    saved = app.save_now(table.match)
                except Exception:  # noqa: BLE001 - the crash log matters more than this save
                    saved = False
        show_crash_message(path, saved, getattr(app, "save_problem", None))
        return 1


def logs_dir():
    from pathlib import Path

    from platformdirs import user_log_dir

    return Path(user_log_dir("villainous", appauthor=False))


def write_crash_log() -> str:
    """Write the traceback to the platform's logs folder and return the file's path."""
    import traceback

    from game import __version__
    from game.core.safefile import write_new

    folder = logs_dir()
    try:
        folder.mkdir(parents=True, exist_ok=True)
        # a new file, created exclusively and never through a link: a name already taken
        # (an older log, or a link planted there) is left alone and the next one is used
        path = write_new(folder / f"crash-{time.strftime('%Y%m%d-%H%M%S')}.log",
                         f"Villainous Table {__version__} on {sys.platform}\n\n{traceback.format_exc()}"
                         .encode("utf-8", "replace"))
        return str(path)
    except OSError:
        return "(the logs folder could not be written)"


def show_crash_message(path: str, saved: bool | None = None, problem: str | None = None) -> None:
    """Say on screen (and on stderr) that something went wrong, and where the log is. "Your
    game was saved." only when a save has just succeeded."""
    message = ["Villainous Table stopped because of an error."]
    if saved is True:
        message.append("Your game was saved.")
    elif saved is False:
        reason = (problem or "").removeprefix("Autosave failed: ") or "the save failed"
        message.append(f"Your game could NOT be saved ({reason}); its last moves are lost.")
    message += ["A report was written to:", path]
    print("\n".join(message), file=sys.stderr)
    try:
        import pygame

        from .kit import theme
        from .kit.assets import text

        pygame.init()
        screen = pygame.display.get_surface() or pygame.display.set_mode((900, 300))
        screen.fill(theme.TABLE)
        for k, line in enumerate(message):
            screen.blit(text("sans", 24, line, theme.TEXT), (30, 40 + 48 * k))
        pygame.display.flip()
        # leave the message up until the player acts (nobody sees a headless one)
        end = time.monotonic() + (0 if pygame.display.get_driver() == "dummy" else 60)
        while time.monotonic() < end:
            ev = pygame.event.wait(200)
            if ev.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                break
        pygame.quit()
    except Exception:  # noqa: BLE001 - no display: stderr has said it
        pass


def _play_with_test_hook(folder: str) -> int:
    """For the real-window test: the default game's view opens a seeded table at once and
    reports, as JSON files in ``folder``, where things are on screen and what the engine state
    is after each frame (its optional ``test_probe``; the shell knows none of it)."""
    import importlib

    from .app import App
    from .scenes import TitleScene
    from .views import DEFAULT, module_of

    if os.environ.get("VILLAINOUS_TEST_LESSON"):  # the real-window lesson test
        from .lessonprobe import lesson_probe, test_setup

        key, size, scale = test_setup()
        app = App(size=size, settings={"animation_speed": 0.0, "sound": False, "confirm_end_turn": False,
                                       "ui_scale": scale}, saves=None)
        app.push(TitleScene(app))
        app.on_frame = lesson_probe(app, folder, key)
        app.run()
        return 0
    if os.environ.get("VILLAINOUS_TEST_NET"):  # the two-window network test: a host or a joiner
        from .netprobe import net_probe
        from .probing import window_setup

        size, scale = window_setup()
        app = App(size=size, settings={"animation_speed": 0.0, "sound": False, "confirm_end_turn": False,
                                       "ui_scale": scale}, saves=None)
        app.push(TitleScene(app))
        app.on_frame = net_probe(app, folder, os.environ["VILLAINOUS_TEST_NET"])
        app.run()
        return 0
    app = App(size=(1600, 900), settings={"animation_speed": 0.0, "sound": False, "confirm_end_turn": False},
              saves=None)
    app.push(TitleScene(app))
    probe = importlib.import_module(f"{module_of(DEFAULT)}.probe")
    app.on_frame = probe.test_probe(app, folder)
    app.run()
    return 0


def _saves():
    try:
        from game.core.saves import SaveStore

        return SaveStore.default()
    except ImportError:  # pragma: no cover - saves arrive with their issue
        return None


def smoke(frames: int = 30, moves: int = 12) -> int:
    """Open the table of a seeded 3-player bot game, play some moves, render, save it, exit 0.

    The save goes to the platform's save folder (the installer check looks for it after the
    package is removed: a player's saves must survive an uninstall)."""
    from game.core.match import Match, Seat, Setup

    from .app import App

    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    app = App(size=(1600, 900), settings={"animation_speed": 0.0, "sound": False, "confirm_end_turn": False},
              saves=None, headless=True)
    setup = Setup.of("villainous", [Seat("bot", "random")] * 3, 7, villains=["gaston", "lady-tremaine", "horned-king"],
                     fate_token=None)
    app.start_match(Match(setup))
    table = app.table()
    assert table is not None and table.holds_match
    rng = random.Random(7)

    for _ in range(moves):
        game = table.match.game  # the core's protocol: the shell knows no game
        if game.is_over():
            break
        legal = game.legal_actions()
        table.apply_plan((legal[rng.randrange(len(legal))],))
    start = time.perf_counter()
    for _ in range(frames):
        app.step(1 / 60)
        app.draw()
        app.present()
    elapsed = time.perf_counter() - start
    saved = _saves().save(table.match, name="Smoke test")
    print(f"smoke: ok, {len(table.match.moves)} moves, {frames} frames in {elapsed:.2f}s "
          f"({sys.platform}, video driver {__import__('pygame').display.get_driver()})")
    print(f"smoke: saved {saved}")
    from game import compiled

    print(f"smoke: rules engine {compiled.engine}")
    import pygame

    pygame.quit()
    return 0
