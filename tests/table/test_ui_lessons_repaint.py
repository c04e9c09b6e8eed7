"""Learn to play never shows a stale pixel: in every game's lesson, every frame the app
presents (painting only what changed, as the window does) is the frame painted whole, from
the first step to the last, at 1280×720 and 1920×1080 and at 200 % text size. The coach box
shows the step the lesson is at, the log and the board painted under it never cover it, and
the coach leaves no trace once the lesson is over.

No timing here.
"""

from __future__ import annotations

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.table.app import App  # noqa: E402
from game.table.kit.tutorial import Coached  # noqa: E402
from game.table.probing import painted_whole  # noqa: E402
from game.table.scenes import TitleScene  # noqa: E402
from game.table.views import game_view  # noqa: E402

from .ui_helpers import pixels, presented_frame, same_pixels  # noqa: E402

GAMES = ("villainous", "san-villano", "stargate")


CLOCK = [1000.0]


@pytest.fixture(autouse=True)
def clock(monkeypatch):
    """The clock moved on by the frames alone (the pointer's breath, the glides): the frame
    painted whole for comparison is painted at the same moment as the one presented."""
    CLOCK[0] = 1000.0
    monkeypatch.setattr(time, "monotonic", lambda: CLOCK[0])


def _open(key: str, size, scale: float):
    settings = {"animation_speed": 1.0, "sound": False, "confirm_end_turn": False, "ui_scale": scale}
    app = App(size=size, settings=settings, saves=None, headless=True)
    app.push(TitleScene(app))
    game_view(key).start_tutorial(app)
    table = app.table()
    assert isinstance(table, Coached)
    return app, table


_WHOLE: dict[tuple[int, int], pygame.Surface] = {}  # one surface a size to paint the frame whole on


def _painted_whole(app, table) -> pygame.Surface:
    """The frame painted whole now, on a surface of its own, leaving what the table
    remembers of the screen as it was (the real-window probes' own function)."""
    size = app.screen.get_size()
    if size not in _WHOLE:
        _WHOLE[size] = pygame.Surface(size).convert()
    return painted_whole(app, _WHOLE[size])


def _frame(app, table, before, n: int):
    CLOCK[0] += 1 / 60
    after, _rects = presented_frame(app, before, n)
    if app.top() is table:
        where = f"frame {n}, step {table.lesson.at + 1} of {len(table.lesson.steps)}"
        assert same_pixels(_painted_whole(app, table), after.surface), f"{where}: the screen is not the frame painted whole"
    return after


def _the_players_move(table):
    """The move the step asks for, or (while it waits for a state) Pass when it can, else the
    first legal answer."""
    step = table.lesson.step
    legal = table.lesson_legal()
    if step.expect and "verb" in step.expect:
        options = [a for a in legal if table.lesson_matches(a, step.expect)]
        assert options, f"no legal move does {step.say!r}"
        return options[0]
    passes = [a for a in legal if getattr(a, "verb", "") == "pass"]
    return (passes or legal)[0]


CASES = [(key, size, scale) for key in GAMES for size, scale in (((1280, 720), 1.0), ((1920, 1080), 1.0), ((1280, 720), 2.0))]


@pytest.mark.parametrize(("key", "size", "scale"), CASES)
def test_every_frame_of_a_lesson_is_the_frame_painted_whole(key, size, scale):
    app, table = _open(key, size, scale)
    app.draw()
    app.present()
    before = pixels(app.screen)
    n = 0
    seen_steps = set()
    while not table.lesson.over:
        n += 1
        assert n < 4000, f"stuck at {table.lesson.step.say!r}"
        before = _frame(app, table, before, n)
        seen_steps.add(table.lesson.at)
        if table.bot_future is not None:
            table.bot_future.result(timeout=60)
        step = table.lesson.step
        if n % 3:
            continue  # frames go by between the player's moves (the pointer breathes, bots glide)
        if step.expect is None:
            # the pointer on Next, then a click: the button lights, then the next step shows
            at = table.lesson.buttons["next"].center
            app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=at, rel=(1, 1), buttons=(0, 0, 0)))
            before = _frame(app, table, before, n)
            app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
            app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1))
        elif table.lesson_actor() == table.seat:
            table.apply_plan((_the_players_move(table),))
    assert seen_steps == set(range(len(table.lesson.steps))), "every step was on the screen"
    for k in range(5):  # the coach goes, and leaves nothing behind
        before = _frame(app, table, before, n + 1 + k)
    assert not table.lesson.buttons


@pytest.mark.parametrize("key", GAMES)
def test_the_coach_shows_the_step_the_lesson_is_at(key):
    """Next pressed: the frame presented after it shows the next step's coach, not the old
    one (the coach was painted only over frames painted whole, so it kept showing step 1)."""
    app, table = _open(key, (1600, 900), 1.0)
    app.draw()
    app.present()
    before = pixels(app.screen)
    assert table.lesson.steps[0].expect is None, "the lessons open with a step read with Next"
    area = table.lesson_coach_rect()
    before = _frame(app, table, before, 1)
    step_1 = pixels(app.screen.subsurface(area))
    at = table.lesson.buttons["next"].center
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=at, button=1))
    assert table.lesson.at == 1
    before = _frame(app, table, before, 2)
    assert pixels(app.screen.subsurface(area)) != step_1, "the coach still shows step 1 at step 2"
