"""Fonts outlive nothing: a Font made before ``pygame.quit()`` is dead, so the next use after
pygame starts again must make a fresh one (one test quitting pygame used to break every font
test that ran after it in the same process)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.table.kit.assets import font  # noqa: E402


def test_a_font_made_before_pygame_quit_is_made_again_after():
    pygame.init()
    before = font("sans", 14)
    assert before.render("Gaston", True, (0, 0, 0)).get_width() > 0
    pygame.quit()
    pygame.init()
    after = font("sans", 14)
    assert after is not before
    assert after.render("Gaston", True, (0, 0, 0)).get_width() > 0
    assert font("sans", 14) is after  # cached again until the next quit
    pygame.quit()
    pygame.init()
    assert font("sans", 14) is not after  # the hook is registered again each time
