"""The hand held in an arc: every press on the fan picks a card, as the fan is drawn (the
topmost leaning face under the pointer, the nearest card in the seam between two), and a press
where no card is does nothing, with no card lit either."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import math  # noqa: E402

import pygame  # noqa: E402

from game.table.kit.fans import card_at, draw_leaning  # noqa: E402

from .ui_helpers import make_app, start_table  # noqa: E402


def _ev(kind, **kw):
    return pygame.event.Event(kind, **kw)


def _frame(app) -> None:
    app.step(1 / 60)
    app.draw()


def _table(size=(1280, 720), **settings):
    app = make_app(size, title=True, **settings)
    match, table = start_table(app)
    _frame(app)
    return app, table, match


def _move(app, pos, buttons=(0, 0, 0)) -> None:
    app.handle(_ev(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=buttons))


def _picked_up(app, table, pos):
    """The card a press at ``pos`` and a short pull picks up (None: nothing is dragged)."""
    _move(app, pos)
    app.handle(_ev(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    _move(app, (pos[0], pos[1] - 40), (1, 0, 0))
    drag = table.drag
    piece = drag.piece if drag is not None and drag.moved else None
    app.handle(_ev(pygame.MOUSEBUTTONUP, pos=(pos[0], pos[1] - 40), button=1))
    _frame(app)
    return piece[1] if piece is not None and piece[0] == "hand" else None


def _seams(lay):
    """Points in the gap between each two neighbouring cards of the hand: at the middle of the
    gap, a quarter and three quarters down the cards."""
    out = []
    for (a, ra), (b, rb) in zip(lay.hand, lay.hand[1:], strict=False):
        x = (ra.right + rb.left) // 2
        top, bottom = max(ra.top, rb.top), min(ra.bottom, rb.bottom)
        for f in (0.25, 0.5, 0.75):
            out.append(((x, int(top + f * (bottom - top))), (a, b)))
    return out


def test_a_press_in_the_seam_between_two_hand_cards_picks_up_one_of_them(tmp_path):
    for ui in (1.0, 2.0):
        app, table, match = _table(ui_scale=ui)
        lay = table.lay
        assert len(lay.hand) >= 2
        if ui == 1.0:
            assert lay.hand[1][1].left > lay.hand[0][1].right, "the fan leaves a gap between cards"
        for pos, pair in _seams(lay):
            _move(app, pos)
            assert table.hover_card in pair, (ui, pos, pair, table.hover_card)
            assert _picked_up(app, table, pos) in pair, (ui, pos, pair)
            assert table.lay.hand == lay.hand  # nothing was played: the card went back


def test_a_press_on_a_leaning_card_outside_its_upright_box_picks_that_card(tmp_path):
    app, table, match = _table()
    lay = table.lay
    c, r = lay.hand[0]
    lean = lay.hand_lean[c]
    assert lean > 1
    # the top-left corner of the leftmost card leans out past its upright box
    a = math.radians(lean)
    x, y = -r.w / 2 + 2, -r.h / 2 + 3
    pos = (round(r.centerx + x * math.cos(a) + y * math.sin(a)), round(r.centery - x * math.sin(a) + y * math.cos(a)))
    assert not r.collidepoint(pos)
    assert _picked_up(app, table, pos) == c


def test_a_press_above_the_hand_where_no_card_is_lights_and_picks_nothing(tmp_path):
    app, table, match = _table()
    lay = table.lay
    r = lay.hand[0][1]
    pos = (r.centerx, r.top - table.lay.u(40))
    assert lay.hand_rect.collidepoint(pos) or pos[1] < lay.hand_rect.top
    moves = list(match.moves)
    _move(app, pos)
    assert table.hover_card is None
    assert _picked_up(app, table, pos) is None
    assert match.moves == moves


def test_the_fan_hit_follows_the_drawn_lean():
    """card_at agrees with the pixels draw_leaning paints: every opaque pixel of a leaning
    card is that card; a pixel well away is no card."""
    surf = pygame.Surface((200, 200), pygame.SRCALPHA)
    face = pygame.Surface((60, 90), pygame.SRCALPHA)
    face.fill((255, 0, 0, 255))
    rect = pygame.Rect(70, 55, 60, 90)
    draw_leaning(surf, face, rect, 12.0)
    for y in range(0, 200, 3):
        for x in range(0, 200, 3):
            painted = surf.get_at((x, y)).a == 255
            hit = card_at([("c", rect, 12.0)], (x, y), reach=1.5) == "c"  # a pixel's rounding
            if painted:
                assert hit, (x, y)
            elif surf.get_at((x, y)).a == 0:
                assert card_at([("c", rect, 12.0)], (x, y)) is None, (x, y)



def test_a_press_on_the_lifted_top_of_the_card_under_the_pointer_picks_that_card(tmp_path):
    """The card under the pointer is drawn lifted: moving up onto its lifted top keeps it
    (it does not drop away from under the pointer) and a press there picks it up."""
    for ui in (1.0, 2.0):
        app, table, match = _table(ui_scale=ui)
        lay = table.lay
        c, r = lay.hand[1]
        _move(app, r.center)
        assert table.hover_card == c
        top = (r.centerx, r.top - lay.u(20))
        _move(app, top)
        assert table.hover_card == c, ui
        assert _picked_up(app, table, top) == c, ui
        _move(app, (r.centerx, r.top - lay.u(60)))  # above the lifted card: nothing
        assert table.hover_card is None
