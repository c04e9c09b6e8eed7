"""What covers what at the table: every card, attached or not, may be read large from the
part of it that shows, and nothing shown large covers a message while a choice is open."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.table.kit.match_scene import HOVER_DELAY  # noqa: E402

from ..villainous.helpers import attach, hero, iid  # noqa: E402
from .ui_helpers import make_app, start_table  # noqa: E402


def _frame(app) -> None:
    app.step(1 / 60)
    app.draw()


def _hover(app, pos: tuple[int, int]) -> None:
    """The pointer rests on ``pos`` long enough for what lies there to show large."""
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    app.table().hover_since -= HOVER_DELAY + 0.05
    _frame(app)


def _maurice_with_his_invention():
    """Gaston's table with Maurice at The Woods and Maurice's Invention attached to him."""
    app = make_app((1600, 900), title=True)
    match, table = start_table(app, ("gaston", "lady-tremaine"))
    st = match.state
    hero(st, 0, "maurice", "the-woods")
    attach(st, 0, "maurices-invention", "maurice")
    table.forget_seen()
    table.lay = None
    _frame(app)
    return app, table, iid(st, 0, "maurice"), iid(st, 0, "maurices-invention")


def test_a_hero_with_an_attached_item_is_read_large_from_its_own_part():
    """Items attached to a Hero are drawn behind it: the Hero's face shows the Hero large,
    the strip of the Item below it shows the Item."""
    app, table, maurice, invention = _maurice_with_his_invention()
    hr, ir = table.lay.cards[maurice], table.lay.cards[invention]
    assert hr.colliderect(ir) and ir.bottom > hr.bottom  # the Item hangs below, behind him
    _hover(app, hr.center)
    assert table.zoom == maurice
    _hover(app, (ir.centerx, (hr.bottom + ir.bottom) // 2))
    assert table.zoom == invention
