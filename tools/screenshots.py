"""The screenshots in docs/: the title screen, the guided first game, a mid-game table and the
rules help, at 1920×1080 and 1280×720; each game's table mid-game at 1280×720 and 200 % in
English and Portuguese (``--large``: at 3840×2160 too).

    python tools/screenshots.py [--out docs] [--lang en] [--large]

Drawn by the program itself, off screen (SDL's dummy video driver draws the same pixels a
window shows), from fixed seeds: the same pictures every run.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402

from game.core import rng  # noqa: E402
from game.core.match import Match, Seat, Setup  # noqa: E402
from game.games.villainous import rules as R  # noqa: E402
from game.games.villainous import villainous_setup  # noqa: E402

SIZES = ((1920, 1080), (1280, 720))
FAST = {"animation_speed": 0.0, "sound": False, "confirm_end_turn": False}


def mid_game(seed: int = 2, moves: int = 90) -> Match:
    """Three villains, Gaston at the screen, the others bots; random legal moves until it is
    Gaston's turn again, after his move."""
    m = Match(villainous_setup(["gaston", "lady-tremaine", "horned-king"], [Seat("human"), Seat("bot", "normal"),
                                                                  Seat("bot", "normal")], seed))
    r = rng.seed_state(seed)
    while m.state.winner is None and (len(m.moves) < moves or R.current_player(m.state) != 0
                                      or m.state.phase == "move" or m.state.prompt is not None):
        acts = R.legal_actions(m.state)
        if len(m.moves) >= moves and R.current_player(m.state) == 0 and m.state.phase == "move":
            acts = [a for a in acts if a.verb == "move"][-1:] or acts
        r, i = rng.below(r, len(acts))
        m.apply(acts[i])
    return m


def shoot(app, path: Path) -> None:
    for _ in range(2):
        app.step(1 / 60)
    app.draw()
    pygame.image.save(app.screen, str(path))
    print(path)


LESSON_SHOTS = {"stargate": 7, "san-villano": 7}  # the step each game's lesson picture shows


def play_lesson_to(app, table, at: int) -> None:
    """Play a guided game's steps as the player would (the moves they ask for, Pass or the
    first answer while a step waits for a state), the bot answering, up to step ``at``."""
    while table.lesson.at < at:
        step = table.lesson.step
        if step.expect is None:
            table.lesson.advance()
            continue
        for _ in range(2000):
            if table.lesson.step is not step:
                break
            if table.lesson_actor() == table.seat and getattr(table, "bot_future", None) is None:
                legal = table.lesson_legal()
                if "verb" in step.expect:
                    table.apply_plan((next(a for a in legal if table.lesson_matches(a, step.expect)),))
                else:
                    table.apply_plan(([a for a in legal if getattr(a, "verb", "") == "pass"] or legal)[:1])
            app.step(1 / 60)
            if getattr(table, "bot_future", None) is not None:
                table.bot_future.result(timeout=60)
        else:
            raise RuntimeError(f"the lesson is stuck at {step.say!r}")


def lesson_shots(out: Path, settings: dict) -> None:
    """docs/tutorial-<game>.png: Stargate's and San Villano's lessons at 1920×1080."""
    from game.table.app import App
    from game.table.scenes import TitleScene
    from game.table.views import game_view

    for key, at in LESSON_SHOTS.items():
        app = App(size=SIZES[0], settings=dict(settings), saves=None, headless=True)
        app.push(TitleScene(app))
        game_view(key).start_tutorial(app)
        table = app.table()
        play_lesson_to(app, table, at)
        table.banner = table.toast = None  # the turn's banner would cover the mission in a still
        shoot(app, out / f"tutorial-{key}.png")
        pygame.quit()


#: the four tables' pictures at the tightest size and the largest scale, in both languages
#: (docs/table-<game>-1280x720-200-<lang>.png), and at 3840×2160
TABLE_SHOTS = {
    "despicable-plots": lambda: villainous_setup(["gaston", "lady-tremaine", "horned-king"],
                                                 [Seat("human"), Seat("bot", "normal"), Seat("bot", "normal")], 2),
    "scum-and-villainy": lambda: villainous_setup(["cad-bane", "seventh-sister", "boba-fett"],
                                                  [Seat("human"), Seat("bot", "normal"), Seat("bot", "normal")], 3),
    "san-villano": lambda: Setup.of("san-villano", [Seat("human"), Seat("bot", "normal")], 3),
    "stargate": lambda: Setup.of("stargate", [Seat("human"), Seat("bot", "normal")], 3),
}


def played(setup: Setup, moves: int = 40) -> Match:
    """``setup``'s game after ``moves`` seeded random moves, then on to the person's (seat 1)
    next decision."""
    m = Match(setup)
    r = rng.seed_state(setup.seed)
    while not m.game.is_over() and (len(m.moves) < moves or m.game.current_player() != 0):
        acts = m.game.legal_actions()
        r, i = rng.below(r, len(acts))
        m.apply(acts[i])
    return m


def table_shots(out: Path, large: bool = False) -> None:
    """Each table mid-game at 1280×720 and 200 % in English and Portuguese; with ``large``,
    at 3840×2160 too (pictures of a megabyte each, to look at, not kept in docs/)."""
    from game.table.app import App

    shots = [((1280, 720), 2.0, "en"), ((1280, 720), 2.0, "pt")] + ([((3840, 2160), 1.0, "en")] if large else [])
    for key, setup in TABLE_SHOTS.items():
        for size, scale, lang in shots:
            settings = dict(FAST, ui_scale=scale, language=lang)
            app = App(size=size, settings=settings, saves=None, headless=True)
            app.start_match(played(setup()))
            tag = f"{size[0]}x{size[1]}-{int(scale * 100)}-{lang}"
            shoot(app, out / f"table-{key}-{tag}.png")
            pygame.quit()


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--out", type=Path, default=Path(__file__).resolve().parent.parent / "docs")
    ap.add_argument("--lang", default=None, help="the interface language (en, pt)")
    ap.add_argument("--large", action="store_true", help="each table at 3840×2160 too")
    args = ap.parse_args(argv)
    from game.table.app import App
    from game.table.helpscreens import RulesHelpScene
    from game.table.scenes import TitleScene

    args.out.mkdir(parents=True, exist_ok=True)
    suffix = f"-{args.lang}" if args.lang and args.lang != "en" else ""
    for size in SIZES:
        tag = f"{size[0]}x{size[1]}{suffix}"
        settings = dict(FAST)
        if args.lang:
            settings["language"] = args.lang
        app = App(size=size, settings=settings, saves=None, headless=True)
        app.push(TitleScene(app))
        shoot(app, args.out / f"title-{tag}.png")
        app.push(RulesHelpScene(app, start=3))
        shoot(app, args.out / f"rules-{tag}.png")
        app.pop()
        app.view.start_tutorial(app)
        table = app.table()
        table.lesson.at = 2  # from "Drag Gaston to The Woods" on: the two moves it asks
        for verb in ("move", "gain"):
            table.apply_plan((next(a for a in R.legal_actions(table.st) if a.verb == verb
                                   and (verb != "move" or a.to == 2)),))
        assert table.lesson.at == 4  # "Drag Wolves from your hand onto The Woods to play it"
        shoot(app, args.out / f"tutorial-{tag}.png")
        app.start_match(mid_game())
        table = app.table()
        table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
        if table.menu is not None and len(table.menu.items) > 3:
            table.mouse = table.menu.items[2][1].center  # "Play LeFou: 4 places": the row and its places lit
        shoot(app, args.out / f"table-{tag}.png")
        pygame.quit()
    if not suffix:
        lesson_shots(args.out, dict(FAST))
        table_shots(args.out, args.large)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
