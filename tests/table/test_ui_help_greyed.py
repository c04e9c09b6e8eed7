"""The rules help's and About's greyed Previous and Next say why under the pointer."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.i18n import set_language  # noqa: E402
from game.table.helpscreens import AboutScene, RulesHelpScene  # noqa: E402
from game.table.kit.widgets import greyed_tip  # noqa: E402
from game.table.scenes import TitleScene  # noqa: E402

from .ui_helpers import make_app  # noqa: E402


def _move(scene, pos) -> None:
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


@pytest.mark.parametrize("lang", ["en", "pt"])
@pytest.mark.parametrize("kind", ["rules", "about"])
def test_the_greyed_previous_and_next_of_the_reading_screens_say_why(kind, lang) -> None:
    """Issue 47: a greyed button alone tells a new player nothing. On the first page Previous,
    on the last Next, says why under the pointer, drawn over the screen."""
    app = make_app((1280, 720))
    set_language(lang)
    try:
        app.push(TitleScene(app))
        scene = RulesHelpScene(app) if kind == "rules" else AboutScene(app)
        app.push(scene)
        for last in (False, True):
            if last:
                scene.go(len(scene.screens) - 1)
            app.draw()
            greyed = scene.widgets[1 if last else 0]
            assert not greyed.enabled and greyed.why_not, greyed.label
            _move(scene, (2, 2))
            app.draw()
            away = app.screen.copy()
            _move(scene, greyed.rect.center)
            tip = greyed_tip(scene.widgets, greyed.rect.center, 1.0, app.screen.get_rect())
            assert tip is not None and tip[1] == greyed.why_not
            app.draw()
            box = tip[2].clip(app.screen.get_rect())
            changed = sum(away.get_at((x, y)) != app.screen.get_at((x, y))
                          for x in range(box.left, box.right, 4) for y in range(box.top, box.bottom, 4))
            assert changed > 20, f"no tooltip over the greyed {greyed.label}"
    finally:
        set_language("en")
