"""A long refusal or reason (the red message over the table) is wrapped at its own size in the
box sized for it, not shrunk onto one tiny line in the middle of a tall box (seen at 200 %:
clicking Move / Maneuver with nothing to engage)."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.table.kit.draw import toast, toast_rect  # noqa: E402

LONG = ("Move / Maneuver: Drag an Ally to any location; click here (or drag an Ally Vehicle onto a Hero Vehicle) "
        "to engage or disengage.")


def _text_rows(surf: pygame.Surface, r: pygame.Rect) -> list[int]:
    """The rows inside ``r`` holding light (text) pixels."""
    return [y for y in range(r.top, r.bottom)
            if any(sum(surf.get_at((x, y))[:3]) > 500 for x in range(r.left, r.right, 2))]


def test_a_long_red_message_is_wrapped_at_a_readable_size_filling_its_box():
    pygame.init()
    s = 1.5
    above = pygame.Rect(0, 640, 1000, 60)
    surf = pygame.Surface((1280, 720))
    surf.fill((0, 0, 0))
    toast(surf, LONG, above, s)
    box = toast_rect(LONG, above, s)
    rows = _text_rows(surf, box.inflate(-int(30 * s), -int(8 * s)))
    assert rows, "no text drawn"
    # more than one line of text at about its own size (22 × s), not one line shrunk to fit
    assert rows[-1] - rows[0] >= 2 * int(22 * s)
