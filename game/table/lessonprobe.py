"""The real-window lesson test's probe: a game's Learn to play in a real window, reporting
where the lesson is and answering the test's requests, as files in a folder.

Started by ``VILLAINOUS_TEST_HOOK=<folder>`` with ``VILLAINOUS_TEST_LESSON=<game key>``
(``VILLAINOUS_TEST_SIZE=1280x720`` and ``VILLAINOUS_TEST_SCALE=2`` optional). After each
frame it writes ``lesson.json`` (the step, what it waits for, where Next is, the X window's
id) when that changed, and takes the test's requests:

- ``move.request``: the move the step asks for is made through the table (``apply_plan``),
  as a drop would make it (the drags themselves are tests/table/test_ui_xvfb.py's); the
  report's ``handled`` counts the requests taken, so the next report shows the position
  after it even when the step did not change (a step of several moves);
- ``freeze.request``: the clock stops (the lesson's pointer stops breathing) and no bot moves,
  and once two frames were drawn at that moment, ``whole.bmp`` is the frame painted whole at
  that moment on a surface of its own, written with ``frozen.json``; the window keeps
  presenting the frames it paints in part, which the test reads from X to compare;
- ``thaw.request``: the clock goes on.

The freeze, the frame painted whole and the report are ``probing``'s (the network probe's too).

Not part of any view's contract: the shell imports it only for this test.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path

import pygame

from .probing import Freeze, Report, window_setup
from .views import game_view


def test_setup() -> tuple[str, tuple[int, int], float]:
    """The lesson's game, the window's size and the UI scale the environment asks for."""
    size, scale = window_setup()
    return os.environ.get("VILLAINOUS_TEST_LESSON", "villainous"), size, scale


def lesson_probe(app, folder: str, key: str) -> Callable[[], None]:
    """Open ``key``'s lesson on ``app`` and return the reporter to call after each frame."""
    game_view(key).start_tutorial(app)
    out = Path(folder)
    report_file = Report(out / "lesson.json")
    freeze = Freeze(app, out)
    handled = [0]  # the move requests taken: the report after one tells the test it was answered

    def the_step_move(table):
        """The move the step asks for; while it waits for a state, Pass when the player may,
        else the first legal answer (the lesson's own game goes on)."""
        step = table.lesson.step
        legal = table.lesson_legal()
        if step is None or not step.expect or table.lesson_actor() != table.seat or not legal:
            return None
        if "verb" in step.expect:
            return next((a for a in legal if table.lesson_matches(a, step.expect)), None)
        passes = [a for a in legal if getattr(a, "verb", "") == "pass"]
        return (passes or legal)[0]

    def report() -> None:
        table = app.table()
        if table is None or not hasattr(table, "lesson"):
            return
        lesson = table.lesson
        step = lesson.step
        waits = "over" if step is None else "next" if step.expect is None else \
            "move" if table.lesson_actor() == table.seat and table.bot_future is None else "game"
        data = {
            "window": pygame.display.get_wm_info().get("window"),
            "at": lesson.at, "steps": len(lesson.steps), "waits": waits,
            "next": list(lesson.buttons["next"].center) if "next" in lesson.buttons else None,
            "top_is_table": app.top() is table, "busy": bool(getattr(table.animator, "busy", False)),
            "frozen": freeze.frozen, "handled": handled[0],
        }
        report_file.write(data)
        ask = out / "move.request"
        if ask.exists() and not freeze.frozen:
            ask.unlink()
            handled[0] += 1
            move = the_step_move(table)
            if move is not None:
                table.apply_plan((move,))
        freeze.tick(table, {"at": lesson.at})

    return report
