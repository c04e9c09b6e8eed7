"""The guided first games of Stargate and San Villano (Villainous's is in test_ui_learning.py):
each lesson played to its end through the real rules engine and the real bot, every step done
by the very move it asks for (or the state it waits for), every place it points at on the
table, every word fitting; a wrong move refused with the step's words; Skip lesson leaving an
ordinary game; and Learn to play reaching each lesson from the title screen."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.table.app import App  # noqa: E402
from game.table.kit import textfit  # noqa: E402
from game.table.kit.tutorial import Coached  # noqa: E402
from game.table.scenes import LessonChooserScene, TitleScene  # noqa: E402
from game.table.views import game_view  # noqa: E402
from game.table.views.san_villano import tutorial as sv_tutorial  # noqa: E402
from game.table.views.stargate import tutorial as sg_tutorial  # noqa: E402

from .ui_helpers import make_app  # noqa: E402

SIZES = [(1280, 720), (1920, 1080)]
GAMES = {"stargate": sg_tutorial, "san-villano": sv_tutorial}


def _app(size=(1600, 900), language: str = "en") -> App:
    return make_app(size, language=language)


def _click(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


def _open(key: str, size=(1600, 900), language: str = "en"):
    app = _app(size, language)
    app.push(TitleScene(app))
    game_view(key).start_tutorial(app)
    table = app.table()
    assert isinstance(table, Coached) and isinstance(table, GAMES[key].TutorialTable)
    return app, table


def _wait_bot(table) -> None:
    if table.bot_future is not None:
        table.bot_future.result(timeout=60)


def _idle_move(table):
    """What the player does while a step waits for a state: Pass when it can, else the first
    legal answer (the lesson lets any move through then)."""
    legal = table.lesson_legal()
    passes = [a for a in legal if getattr(a, "verb", "") == "pass"]
    return (passes or legal)[0]


def _finish_step(app, table) -> None:
    step = table.lesson.step
    if step.expect is None:
        app.draw()
        table.handle(_click(table.lesson.buttons["next"].center))
        return
    for _ in range(600):
        if table.lesson.step is not step:
            return
        if table.lesson_actor() == table.seat:
            if "verb" in step.expect:
                options = [a for a in table.lesson_legal() if table.lesson_matches(a, step.expect)]
                assert options, f"no legal move does {step.say!r}"
                table.apply_plan((options[0],))
                assert table.lesson.step is not step, f"{step.say!r}: the move it asks for did not finish it"
                return
            table.apply_plan((_idle_move(table),))
        app.step(1 / 60)
        _wait_bot(table)
    raise AssertionError(f"stuck at {step.say!r}")


@pytest.mark.slow
@pytest.mark.parametrize(("size", "language"), [(SIZES[0], "en"), (SIZES[1], "en"), (SIZES[0], "pt")])
@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_lesson_plays_through_the_real_engine(key, size, language):
    app, table = _open(key, size, language)
    steps = len(table.lesson.steps)
    textfit.record()
    try:
        while not table.lesson.over:
            step = table.lesson.step
            # the bot may act first: the places are checked when it is the player's step to do
            for _ in range(600):
                app.step(1 / 60)
                _wait_bot(table)
                if step.expect is None or "verb" not in step.expect or table.lesson_actor() == table.seat:
                    break
            app.draw()
            for place in step.point:
                assert table.lesson_place(place) is not None, f"{place} is not on the table ({step.say!r})"
            k = table.lesson.at
            _finish_step(app, table)
            assert table.lesson.at == k + 1
        app.draw()
        assert not textfit.OVERFLOWS, textfit.OVERFLOWS
    finally:
        textfit.record(False)
    assert table.lesson.at == steps and not table.lesson.skipped
    assert table.match.moves, "the lesson's moves went through the match"


@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_lesson_refuses_another_move_and_says_what_to_do(key):
    app, table = _open(key)
    for _ in range(50):  # to the first step that waits for a move of the player
        step = table.lesson.step
        if step.expect and "verb" in step.expect:
            for _ in range(600):
                app.step(1 / 60)
                _wait_bot(table)
                if table.lesson_actor() == table.seat:
                    break
            wrong = [a for a in table.lesson_legal() if not table.lesson_matches(a, step.expect)]
            if wrong:
                before = len(table.match.moves)
                table.apply_plan((wrong[0],))
                assert len(table.match.moves) == before, "the wrong move was played"
                assert table.lesson.step is step
                assert table.toast and step.say in table.toast_words()
                return
        _finish_step(app, table)
    raise AssertionError("no step offered a wrong move to refuse")


@pytest.mark.parametrize("key", sorted(GAMES))
def test_skip_lesson_leaves_an_ordinary_game(key):
    app, table = _open(key)
    app.step(1 / 60)
    app.draw()
    table.handle(_click(table.lesson.buttons["skip"].center))
    assert table.lesson.over and table.lesson.skipped
    for _ in range(600):  # any legal move now, the ones the lesson would have refused too
        app.step(1 / 60)
        _wait_bot(table)
        if table.lesson_actor() == table.seat:
            break
    before = len(table.match.moves)
    table.apply_plan((table.lesson_legal()[-1],))
    assert len(table.match.moves) == before + 1
    app.draw()
    assert not table.lesson.buttons, "no coach is drawn once skipped"


@pytest.mark.parametrize("key", sorted(GAMES))
def test_the_lesson_file_is_the_one_shipped(key):
    les = GAMES[key].lesson()
    assert isinstance(les.setup["seed"], int) and len(les.steps) >= 8
    assert all(s.say for s in les.steps)
    assert any(s.expect is None for s in les.steps) and sum(1 for s in les.steps if s.expect and "verb" in s.expect) >= 4


def test_learn_to_play_on_the_title_screen_opens_each_game_s_lesson():
    for key in sorted(GAMES):
        app = _app()
        title = TitleScene(app)
        app.push(title)
        app.draw()
        learn = next(w for w in title.widgets if w.label == "Learn to play")
        learn.action()
        chooser = app.top()
        assert isinstance(chooser, LessonChooserScene)
        app.draw()
        keys = [k for k, _r in chooser.cards]
        assert {"villainous", *GAMES} <= set(keys)
        buttons = [w for w in chooser.widgets if w.label == "Learn"]
        buttons[keys.index(key)].action()
        assert isinstance(app.top(), GAMES[key].TutorialTable)
        assert app.game == key and app.top().lesson.at == 0


def test_one_drop_that_makes_two_moves_finishes_both_steps():
    """Dragging Byte onto the organization at the Enlistment uses the Recruit icon and recruits
    Byte in one drop: the two steps that ask for them are both done."""
    from game.games.san_villano.actions import Action

    app, table = _open("san-villano")
    while not (table.lesson.step.expect or {}).get("a") == "recruit":
        _finish_step(app, table)
    for _ in range(600):
        app.step(1 / 60)
        _wait_bot(table)
        if table.lesson_actor() == table.seat:
            break
    k = table.lesson.at
    table.apply_plan((Action("do", "recruit"), Action("recruit", "byte")))
    assert table.lesson.at == k + 2
    assert table.lesson.step.expect == {"verb": "done"}


@pytest.mark.parametrize("ui", [1.0, 2.0])
@pytest.mark.parametrize("key", ["villainous", "stargate"])
def test_every_step_of_the_lesson_is_read_at_one_size_where_the_log_has_room(key, ui):
    """At 1280x720 and 200 % a long step was fitted into a box of fixed height at 15 px while
    the short ones were 29 px, so the words' size jumped from step to step: the coach is now
    as tall as a step's words need at their size (up to seven tenths of the log column)."""
    from game.table.kit import textfit

    app = make_app((1280, 720), ui_scale=ui)
    app.push(TitleScene(app))
    game_view(key).start_tutorial(app)
    table = app.table()
    app.step(1 / 60)
    app.draw()
    lesson = table.lesson
    s = table.lesson_scale()
    cap = table.lay.log_rect.h * 7 // 10 if key == "villainous" else table.lay.log.h * 7 // 10
    for k in range(len(lesson.steps)):
        lesson.at = k
        area = table.lesson_coach_rect()
        pad = int(14 * s)
        words = pygame.Rect(0, 0, area.w - 2 * pad, area.h - pad - int(40 * s) - pad // 2 - int(30 * s) - int(10 * s))
        size, _lines, fits = textfit.layout_block("sans", int(22 * s), (lesson.steps[k].say,), words.w, words.h, 9)
        assert fits
        assert size == int(22 * s) or area.h >= cap, (k, size, area.h, cap)
