"""The window opens at a size the player's screen can show."""

from __future__ import annotations

import pytest

from game.table.app import MIN_SIZE, WINDOW_SIZE, fit_window


@pytest.mark.parametrize("desktop, size", [
    ((1920, 1080), WINDOW_SIZE),   # room for it: the size the tables are drawn for
    ((1600, 900), WINDOW_SIZE),
    ((1366, 768), (1365, 768)),    # a common laptop screen: the largest 16:9 window on it
    ((1280, 720), (1280, 720)),
    ((1280, 1024), (1280, 720)),   # a 5:4 screen: as wide as it is, the same shape
    ((1024, 600), MIN_SIZE),       # smaller than the tables are laid out for: the smallest layout
    (None, WINDOW_SIZE),           # a driver that cannot say: as asked
])
def test_the_window_fits_the_screen_it_opens_on(desktop, size) -> None:
    assert fit_window(WINDOW_SIZE, desktop) == size


def test_the_window_opens_fitted_to_the_screen(monkeypatch) -> None:
    """On a 1280x720 screen the window is 1280x720, not 1600x900 with its bottom row (End
    turn, the hand) off the screen."""
    import pygame

    from game.table import app as app_module

    opened = []
    monkeypatch.setattr(app_module, "desktop_size", lambda: (1280, 720))
    real = pygame.display.set_mode
    monkeypatch.setattr(pygame.display, "set_mode", lambda size, flags=0: opened.append(size) or real(size, flags))
    app = app_module.App(settings={"sound": False, "animation_speed": 0.0})
    try:
        assert opened[0] == (1280, 720) and app.screen.get_size() == (1280, 720)
    finally:
        pygame.quit()
