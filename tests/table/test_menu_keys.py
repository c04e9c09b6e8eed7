"""A menu (What can I do?) longer than nine rows showed "10" on its tenth row, though only the
keys 1 to 9 pick a row: a key the player could not press."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.table.kit import widgets  # noqa: E402


def test_a_menu_of_ten_choices_shows_keys_1_to_9_then_no_key_then_esc():
    pygame.init()
    menu = widgets.Menu.open([(f"Choice {k}", ("x", k)) for k in range(10)], (10, 10), (1280, 720), 1.0)
    shown = []
    real = widgets.text

    def noting(kind, size, words, *args, **kw):
        if kind == "bold":
            shown.append(words)
        return real(kind, size, words, *args, **kw)

    widgets.text = noting
    try:
        menu.draw(pygame.Surface((1280, 720)), 1.0, (0, 0), 0)
    finally:
        widgets.text = real
    assert shown == [str(k) for k in range(1, 10)] + ["Esc"]
