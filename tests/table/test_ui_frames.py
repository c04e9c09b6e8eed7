"""What keeps frames short and memory flat: the board layer drawn again only where it
changed (and the same pixels as drawing it all), surface caches bounded by bytes, card
faces in flight scaled from a kept face, the table's caches let go when it leaves.

No timing here: the figures are tools/bench_table.py's.
"""

from __future__ import annotations

import os
import random
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.villainous import rules  # noqa: E402
from game.table.kit import assets, theme  # noqa: E402
from game.table.kit import cache as kit_cache  # noqa: E402
from game.table.kit.cache import SurfaceCache, cached_surface, surface_bytes  # noqa: E402
from game.table.kit.layer import Layer, Part, disjoint, merge  # noqa: E402
from game.table.views.villainous import art, drawing  # noqa: E402
from game.table.views.villainous.view import board_parts, draw_boards  # noqa: E402

from .ui_helpers import (  # noqa: E402
    assert_solid_parts_paint_every_pixel,
    make_app,
    painted_whole_on,
    pixels,
    presented_frame,
    same_pixels,
    start_table,
)


def _table(size=(1600, 900), speed=0.0, seats=None):
    app = make_app(size, title=True, animation_speed=speed)
    _match, table = start_table(app, ("gaston", "lady-tremaine", "horned-king"), seats, 11)
    return app, table



def _random_action(st, rng: random.Random):
    """A seeded random legal action for whoever is to play."""
    acts = rules.legal_actions(st)
    return acts[rng.randrange(len(acts))]


def _random_move(table, rng: random.Random) -> None:
    """A seeded random legal move played at the table, for whoever is to play (a bot's own
    search, if one was started, is dropped: the test chooses its moves)."""
    table.apply_plan((_random_action(table.match.state, rng),))
    table.bot_future = None


# --- the board layer ----------------------------------------------------------------------


@pytest.mark.slow
def test_the_board_layer_drawn_in_parts_is_the_board_drawn_whole_after_every_move():
    """A long game through the table: after every move the kept layer (only the changed
    parts drawn again) shows exactly what drawing every board from scratch shows."""
    app, table = _table()
    rng = random.Random(3)
    partial = 0
    for _ in range(160):
        st = table.st
        if st.winner is not None:
            break
        _random_move(table, rng)
        app.draw()
        layer = table.board_layer
        whole = pygame.Surface(app.screen.get_size()).convert()
        draw_boards(whole, table.st, table.lay, table.animator.moving())
        assert pixels(table.static) == pixels(whole), f"after move {len(table.match.moves)}"
        if layer.redrawn and layer.redrawn[0].size != app.screen.get_size():
            partial += 1
    assert partial > 20  # most moves draw a few parts again, not the whole layer


def test_a_part_whose_key_did_not_change_is_not_drawn_again():
    drawn = []

    def part(name, rect, key):
        return Part(pygame.Rect(rect), key, lambda surf: (drawn.append(name), surf.fill((9, 9, 9), rect)))

    layer = Layer((0, 0, 0))
    parts = {"a": part("a", (0, 0, 10, 10), 1), "b": part("b", (50, 50, 10, 10), 1)}
    layer.draw((100, 100), parts)
    assert drawn == ["a", "b"]
    drawn.clear()
    layer.draw((100, 100), parts)
    assert drawn == []
    parts["b"] = part("b", (50, 50, 10, 10), 2)
    layer.draw((100, 100), parts)
    assert drawn == ["b"] and layer.redrawn == [pygame.Rect(50, 50, 10, 10)]


def test_where_two_layers_differ_is_where_their_parts_differ():
    """Two layers of the same parts but for one that moved and one that changed: their
    pictures differ only inside those parts' rectangles (where each lies in each layer);
    a change of order among the parts in both, or another background, is not followed."""

    def filler(rect, colour):
        return Part(pygame.Rect(rect), colour, lambda surf: surf.fill(colour, rect))

    one, two = Layer((5, 5, 5)), Layer((5, 5, 5))
    kept, moved, changed = filler((0, 0, 20, 20), (9, 0, 0)), filler((40, 0, 10, 10), (0, 9, 0)), (60, 40, 10, 10)
    a = one.draw((100, 60), {"kept": kept, "moved": moved, "changed": filler(changed, (1, 1, 1)),
                             "gone": filler((0, 40, 10, 10), (3, 3, 3))})
    b = two.draw((100, 60), {"kept": kept, "moved": filler((40, 30, 10, 10), (0, 9, 0)),
                             "changed": filler(changed, (2, 2, 2)), "new": filler((80, 0, 10, 10), (4, 4, 4))})
    rects = two.differs_from(one.drawn, one.background)
    assert set(map(tuple, rects)) == {(40, 30, 10, 10), (40, 0, 10, 10), changed, (80, 0, 10, 10), (0, 40, 10, 10)}
    # outside them, the same pixels
    copied = a.copy()
    for r in rects:
        copied.blit(b, r, r)
    assert pixels(copied) == pixels(b)
    swapped = Layer((5, 5, 5))
    swapped.draw((100, 60), {"moved": moved, "kept": kept})
    assert swapped.differs_from(one.drawn, one.background) is None
    assert two.differs_from(one.drawn, (0, 0, 0)) is None and two.differs_from({}, one.background) is None


@pytest.mark.slow
def test_showing_another_realm_large_copies_only_where_the_arrangements_differ(monkeypatch):
    """When the turn passes the screen switches to another arrangement's layer; the board
    that keeps its place (the third seat's, when the first passes to the second) and the
    table between the boards are not copied again (but what changed on them), and the frame
    is the frame painted whole."""
    import time

    monkeypatch.setattr(time, "monotonic", lambda: 8000.0)  # no glow pulses between the two paintings
    app, table = _table(size=(1600, 900))
    ref = pygame.Surface(app.screen.get_size()).convert()
    rng = random.Random(4)
    switches = 0
    app.draw()
    for _k in range(300):
        st = table.st
        if st.winner is not None:
            break
        before, where = table.lay.focus, {seat: place.rect for seat, place in table.lay.boards.items()}
        _random_move(table, rng)
        app.draw()
        rects = app._to_present
        app.present()
        stayed = [seat for seat, place in table.lay.boards.items() if place.rect == where[seat]]
        if table.lay.focus != before and rects is not None and stayed:
            switches += 1
            boards = drawing.board_area(table.lay)
            assert sum(r.clip(boards).w * r.clip(boards).h for r in rects) < 0.9 * boards.w * boards.h
            kept = table.lay.boards[stayed[0]].rect  # only what changed on it (a glow, a token) painted again
            assert sum(r.clip(kept).w * r.clip(kept).h for r in rects) < 0.25 * kept.w * kept.h
        painted_whole_on(table, ref)
        assert pixels(ref) == pixels(app.screen), f"after move {len(table.match.moves)}"
    assert switches > 5


def test_a_part_painted_over_changes_alone_and_leaves_the_pixels_of_drawing_it_all():
    """A part that paints the same pixels whatever its key (a lit edge, ``Part.over``),
    drawn last: a change of its key paints it over its old pixels, no other part is drawn
    again, and the layer is what drawing every part shows."""
    drawn = []

    def filler(name, rect, colour):
        return Part(pygame.Rect(rect), colour, lambda surf: (drawn.append(name), surf.fill(colour, rect)))

    def edge(colour):
        def paint(surf):
            drawn.append("edge")
            pygame.draw.rect(surf, colour, (5, 5, 30, 30), 3)
        return Part(pygame.Rect(5, 5, 30, 30), colour, paint, over=True)

    layer = Layer((0, 0, 0))
    parts = {"a": filler("a", (10, 10, 20, 20), (9, 9, 9)), "edge": edge((200, 0, 0))}
    layer.draw((40, 40), parts)
    drawn.clear()
    parts["edge"] = edge((0, 200, 0))
    surf = layer.draw((40, 40), parts)
    assert drawn == ["edge"] and layer.redrawn == [pygame.Rect(5, 5, 30, 30)]
    whole = pygame.Surface((40, 40))
    for part in parts.values():
        part.draw(whole)
    assert pixels(surf) == pixels(whole)


def test_a_rectangle_inside_a_solid_part_is_painted_by_it_not_cleared_first():
    """``Part.solid``: where a part paints every pixel (a board's ground), a changed
    rectangle inside it whose first part it is is not filled with the background first
    (the part's own paint covers it). Shown by a part that claims more than it paints: the
    pixels it does not paint keep what was there, where a cleared rectangle would not."""
    layer = Layer((0, 0, 0))

    def ground(colour):
        return Part(pygame.Rect(0, 0, 40, 40), "ground", lambda surf: surf.fill(colour, (0, 0, 40, 20)),
                    solid=(pygame.Rect(0, 0, 40, 40),))

    def spot(colour):
        return Part(pygame.Rect(10, 10, 20, 20), colour, lambda surf: surf.fill(colour, (10, 10, 20, 20)))

    layer.draw((40, 40), {"ground": ground((50, 50, 50)), "spot": spot((200, 0, 0))})
    surf = layer.draw((40, 40), {"ground": ground((50, 50, 50)), "spot": spot((0, 0, 200))})
    assert surf.get_at((20, 25))[:3] == (0, 0, 200)
    layer = Layer((0, 0, 0))
    honest = Part(pygame.Rect(0, 0, 40, 40), "ground", lambda surf: surf.fill((50, 50, 50), (0, 0, 40, 20)))
    layer.draw((40, 40), {"ground": honest, "spot": spot((200, 0, 0))})
    surf = layer.draw((40, 40), {"ground": honest, "spot": Part(pygame.Rect(10, 10, 20, 20), "gone", lambda s: None)})
    assert surf.get_at((20, 25))[:3] == (0, 0, 0)  # not solid: cleared to the background
    layer = Layer((0, 0, 0))
    layer.draw((40, 40), {"ground": ground((50, 50, 50)), "spot": spot((200, 0, 0))})
    surf = layer.draw((40, 40), {"ground": ground((50, 50, 50)),
                                 "spot": Part(pygame.Rect(10, 10, 20, 20), "gone", lambda s: None)})
    assert surf.get_at((20, 25))[:3] == (200, 0, 0)  # solid: trusted, not cleared


def test_a_rounded_panel_crossed_by_a_clip_far_from_its_corners_is_filled_plainly(monkeypatch):
    """A large panel's edge crossing a small rectangle painted again (a card gliding over
    the mission's halves) is a plain fill there, not pygame's rounded rectangle, which costs
    with the whole panel's size at 3840×2160; near a corner it is the rounded rectangle."""
    from game.table.kit.draw import rounded

    calls: list = []
    real = pygame.draw.rect
    monkeypatch.setattr(pygame.draw, "rect", lambda *a, **k: (calls.append(a[2]), real(*a, **k))[1])
    surf = pygame.Surface((900, 700))
    panel = pygame.Rect(100, 100, 600, 400)
    for clip, rounded_there in ((pygame.Rect(680, 300, 60, 40), False), (pygame.Rect(300, 480, 40, 60), False),
                                (pygame.Rect(690, 110, 30, 30), True), (pygame.Rect(90, 480, 30, 30), True)):
        calls.clear()
        surf.set_clip(clip)
        rounded(surf, panel, (9, 9, 9), 20)
        assert bool(calls) is rounded_there, clip
    surf.set_clip(None)


@pytest.mark.slow
def test_a_rounded_panel_drawn_in_a_clip_is_the_panel_drawn_whole_there():
    """``kit.draw.rounded`` fills plainly where the clip reaches no corner (a board's ground,
    a location's column drawn again in a small rectangle): the same pixels, clip by clip
    (clips anywhere, inside the panel, and along its edges up to and into the corners)."""
    from game.table.kit.draw import rounded

    def drawn(rect, radius, clip):
        surf = pygame.Surface((460, 360))
        surf.fill((1, 2, 3))
        surf.set_clip(clip)
        rounded(surf, rect, (200, 150, 100), radius)
        surf.set_clip(None)
        return surf

    rng = random.Random(7)
    for _ in range(150):
        w, h = rng.randint(8, 400), rng.randint(8, 300)
        rect = pygame.Rect(rng.randint(0, 20), rng.randint(0, 20), w, h)
        radius = rng.randint(0, min(w, h) // 2) if rng.random() < 0.8 else rng.randint(0, min(w, h))  # clamped
        whole = drawn(rect, radius, None)
        cw, ch = rng.randint(1, w), rng.randint(1, h)
        clips = [pygame.Rect(rng.randint(0, 440), rng.randint(0, 340), rng.randint(1, 200), rng.randint(1, 200)),
                 pygame.Rect(rect.x + rng.randint(0, w - cw), rect.y + rng.randint(0, h - ch), cw, ch)]
        for k in (2 * radius, 2 * radius - 1, radius):  # a band along the top and one down the left
            clips.append(pygame.Rect(rect.left + k // 2, rect.top, max(1, w - k), max(1, radius)))
            clips.append(pygame.Rect(rect.left, rect.top + k // 2, max(1, radius), max(1, h - k)))
        # across an edge, into the panel and out of it, near a corner or between two
        mid = rng.randint(rect.top, rect.bottom)
        clips += [pygame.Rect(rect.right - rng.randint(1, 30), mid - 10, 40, 20),
                  pygame.Rect(rect.left - 20, mid - rng.randint(0, 40), rng.randint(21, 60), 40),
                  pygame.Rect(rng.randint(rect.left, rect.right), rect.bottom - rng.randint(1, 25), 30, 30)]
        for clip in clips:
            expected = pygame.Surface((460, 360))
            expected.fill((1, 2, 3))
            expected.blit(whole, clip.topleft, clip)
            assert pixels(drawn(rect, radius, clip)) == pixels(expected), (rect, radius, clip)


def test_overlapping_dirty_rectangles_are_joined():
    out = merge([pygame.Rect(0, 0, 10, 10), pygame.Rect(5, 5, 10, 10), pygame.Rect(40, 40, 2, 2)])
    assert sorted(map(tuple, out)) == [(0, 0, 15, 15), (40, 40, 2, 2)]


def test_disjoint_rectangles_hold_each_pixel_of_the_given_ones_once():
    rng = random.Random(2)
    for _ in range(200):
        rects = [pygame.Rect(rng.randrange(50), rng.randrange(50), rng.randrange(30), rng.randrange(30)) for _ in range(5)]
        pieces = disjoint(rects)
        count = pygame.Mask((80, 80))
        for p in pieces:
            piece = pygame.Mask(p.size, fill=True)
            assert not count.overlap(piece, p.topleft)  # once
            count.draw(piece, p.topleft)
        union = pygame.Mask((80, 80))
        for r in rects:
            if r.w > 0 and r.h > 0:
                union.draw(pygame.Mask(r.size, fill=True), r.topleft)
        assert count.count() == union.count() and count.overlap_area(union, (0, 0)) == union.count()


@pytest.mark.slow
def test_every_part_draws_inside_its_rectangle():
    """A part that drew outside its rectangle would leave stale pixels when its neighbour
    is drawn again: each is drawn alone on a blank surface, nothing may fall outside."""
    app, table = _table(size=(1920, 1080))
    rng = random.Random(5)
    for _ in range(60):
        if table.st.winner is not None:
            break
        table.apply_plan((_random_action(table.match.state, rng),))
    table.bot_future = None
    app.draw()
    blank = pygame.Surface(app.screen.get_size()).convert()
    blank.fill((1, 2, 3))
    for pid, part in board_parts(table.st, table.lay).items():
        surf = blank.copy()
        part.draw(surf)
        surf.fill((1, 2, 3), part.rect)
        assert pixels(surf) == pixels(blank), pid
    assert_solid_parts_paint_every_pixel(board_parts(table.st, table.lay), blank.get_size())



# --- bounded caches -------------------------------------------------------------------------


def test_a_surface_cache_stays_under_its_bound_and_keeps_the_recent_ones():
    cache = SurfaceCache("test: lru", 10 * 40 * 40 * 4)
    for k in range(100):
        cache.put(k, pygame.Surface((40, 40), pygame.SRCALPHA))
        assert cache.bytes <= cache.max_bytes
    assert len(cache) == 10 and 99 in cache and 0 not in cache
    cache.get(90)
    cache.put("new", pygame.Surface((40, 40), pygame.SRCALPHA))
    assert 90 in cache and 91 not in cache  # the least recently used went
    big = pygame.Surface((400, 400))
    assert cache.put("big", big) is big and "big" not in cache  # larger than the bound: not kept
    assert cache.bytes == sum(surface_bytes(cache.get(k)) for k in list(cache._items))


def test_cached_surface_renders_once_per_arguments():
    calls = []

    @cached_surface("test: decorated", 1 << 20)
    def square(size: int, colour=(0, 0, 0)) -> pygame.Surface:
        calls.append(size)
        return pygame.Surface((size, size))

    assert square(5) is square(5)
    square(5, colour=(1, 1, 1))
    assert calls == [5, 5]


@pytest.mark.slow
def test_text_and_faces_stay_under_their_bounds_through_a_long_animated_game():
    """A long game with animations on, frame by frame: every cache of surfaces stays under
    its bound, and cards in flight are scaled from a kept face (no face per passing size)."""
    clock = [100.0]
    import time as time_module

    real = time_module.monotonic
    time_module.monotonic = lambda: clock[0]
    try:
        app, table = _table(size=(1280, 720), speed=1.0)
        kit_cache.clear_all()
        rng = random.Random(9)
        frames = 0
        sizes_in_flight = set()
        while len(table.match.moves) < 120 and table.st.winner is None and frames < 20_000:
            if rules.current_player(table.st) == 0 and not table.animator.busy:
                table.apply_plan((_random_action(table.match.state, rng),))
            elif table.bot_future is not None:
                table.bot_future.result(10)
            app.step(1 / 60)
            app.draw()
            for g in table.glides:
                sizes_in_flight.add(g.rect_at(clock[0]).size)
            clock[0] += 1 / 60
            frames += 1
            for name, use in kit_cache.usage().items():
                assert use["bytes"] <= use["max_bytes"], name
        face_sizes = {key[2:] for key in art._FACES._items}
        assert len(sizes_in_flight) > 20
        # the faces kept are at the sizes cards lie at, far fewer than the sizes they passed through
        assert len(face_sizes) < len(sizes_in_flight) / 2
    finally:
        time_module.monotonic = real


def test_the_table_leaving_lets_go_of_its_caches():
    app, table = _table()
    app.draw()
    assert assets.text.cache.bytes > 0 and art._FACES.bytes > 0
    app.leave_table("title")
    assert art._FACES.bytes == 0 and assets.text.cache.bytes == 0
    assert table.static is None and table.board_layer is None
    app.draw()  # the title screen draws again what it needs


# --- kept copies of groups (boards that move when the turn passes) ---------------------------


def _board(group, x: int, colour: tuple, drawn: list, extra: dict | None = None, y: int = 0) -> dict:
    """A small 'board' at x: a frame and two cells, each drawing its colour; ``extra`` changes
    a cell's colour (its key says so)."""
    extra = extra or {}

    def part(name, rect, col):
        rect = pygame.Rect(rect)

        def draw(surf):
            drawn.append((group, name))
            surf.fill(col, rect)

        return Part(rect, (name, col), draw, group=group)

    return {(group, "frame"): part("frame", (x, y, 40, 40), colour),
            (group, "a"): part("a", (x + 5, y + 5, 10, 10), extra.get("a", (200, 0, 0))),
            (group, "b"): part("b", (x + 25, y + 25, 10, 10), extra.get("b", (0, 200, 0)))}


def _whole(parts: dict, size=(100, 50), background=(0, 0, 0)) -> bytes:
    surf = pygame.Surface(size)
    surf.fill(background)
    for p in parts.values():
        p.draw(surf)
    return pixels(surf)


def test_a_board_coming_back_to_where_it_was_kept_is_blitted_back_and_only_its_changes_drawn():
    from game.table.kit.layer import forget_kept

    forget_kept()
    drawn: list = []
    layer = Layer((0, 0, 0))
    left, right = {**_board("A", 0, (50, 50, 50), drawn), **_board("B", 50, (90, 90, 90), drawn)}, None
    layer.draw((100, 50), left)
    # the boards swap places (the turn passes), then come back, B having changed one cell
    right = {**_board("B", 0, (90, 90, 90), drawn), **_board("A", 50, (50, 50, 50), drawn)}
    layer.draw((100, 50), right)
    back = {**_board("A", 0, (50, 50, 50), drawn), **_board("B", 50, (90, 90, 90), drawn, {"b": (1, 2, 3)})}
    drawn.clear()
    surf = layer.draw((100, 50), back)
    assert sorted(map(tuple, layer.restored)) == [(0, 0, 40, 40), (50, 0, 40, 40)]
    assert ("A", "a") not in drawn and ("B", "b") in drawn  # A unchanged: not drawn at all
    assert pixels(surf) == _whole(back)


def test_a_kept_copy_whose_frame_differs_is_not_used():
    """The first part (a board's frame: its place, size and colour) names the copy: a board
    lit differently is drawn, not blitted from a copy of the other look."""
    from game.table.kit.layer import forget_kept

    forget_kept()
    drawn: list = []
    layer = Layer((0, 0, 0))
    layer.draw((100, 50), _board("A", 0, (50, 50, 50), drawn))
    layer.draw((100, 50), _board("A", 50, (50, 50, 50), drawn))
    lit = _board("A", 0, (250, 250, 0), drawn)
    surf = layer.draw((100, 50), lit)
    assert layer.restored == [] and pixels(surf) == _whole(lit)


def test_invalidating_a_layer_forgets_the_kept_copies():
    """The colours or the language changed: what a key means changed, no copy is used."""
    from game.table.kit.layer import forget_kept

    forget_kept()
    drawn: list = []
    layer = Layer((0, 0, 0))
    layer.draw((100, 50), _board("A", 0, (50, 50, 50), drawn))
    layer.draw((100, 50), _board("A", 50, (50, 50, 50), drawn))
    layer.invalidate()
    layer.draw((100, 50), _board("A", 50, (50, 50, 50), drawn))
    layer.draw((100, 50), _board("A", 0, (50, 50, 50), drawn))
    assert layer.restored == []


def test_a_restored_copy_never_brings_back_a_neighbours_stalepixels():
    """A neighbour's part reached into the board's area when it was kept and has changed
    since: restoring the copy draws the neighbour again over it (no ghost)."""
    from game.table.kit.layer import forget_kept

    forget_kept()
    drawn: list = []
    layer = Layer((0, 0, 0))

    def neighbour(col, x=30):  # reaches 10 px into the board's area at x 0..40
        r = pygame.Rect(x, 0, 20, 20)
        return {("N", "n"): Part(r, col, lambda surf: surf.fill(col, r), group="N")}

    first = {**_board("A", 0, (50, 50, 50), drawn), **neighbour((9, 9, 200))}
    layer.draw((100, 50), first)
    layer.draw((100, 50), {**_board("A", 0, (50, 50, 50), drawn, y=10), **neighbour((9, 9, 200), 70)})
    again = {**_board("A", 0, (50, 50, 50), drawn), **neighbour((200, 9, 9), 70)}
    surf = layer.draw((100, 50), again)
    assert layer.restored and pixels(surf) == _whole(again)


def test_changes_on_two_boards_touching_at_an_edge_are_not_one_rectangle_over_both():
    top, bottom = pygame.Rect(0, 0, 100, 40), pygame.Rect(0, 39, 100, 60)
    assert len(merge([top, bottom.move(0, 0)])) == 1  # mostly overlapping: one
    wide, tall = pygame.Rect(0, 0, 300, 20), pygame.Rect(0, 19, 20, 300)
    assert sorted(map(tuple, merge([wide, tall]))) == [(0, 0, 300, 20), (0, 19, 20, 300)]


def test_a_painted_card_is_painted_once_per_key_and_again_when_its_key_changes():
    from game.table.kit import fans

    fans._CARDS.clear()
    calls = []

    def paint(colour):
        return lambda surf, rect: (calls.append(colour), surf.fill(colour, rect))

    a = fans.painted(("card", 1, "ready"), (30, 42), paint((1, 1, 1)))
    assert fans.painted(("card", 1, "ready"), (30, 42), paint((1, 1, 1))) is a and calls == [(1, 1, 1)]
    b = fans.painted(("card", 1, "exhausted"), (30, 42), paint((2, 2, 2)))  # its look changed: its key did
    assert b is not a and calls == [(1, 1, 1), (2, 2, 2)] and b.get_at((0, 0))[:3] == (2, 2, 2)
    fans.painted(("card", 1, "ready"), (60, 84), paint((1, 1, 1)))  # another size: painted for it
    assert len(calls) == 3
    t = fans.turned(("card", 1, "ready"), a, 4.0)
    assert fans.turned(("card", 1, "ready"), a, 4.02) is t  # the same lean, to a tenth of a degree
    assert fans.turned(("card", 1, "ready"), a, -4.0) is not t
    assert fans._CARDS.bytes <= fans._CARDS.max_bytes


def test_a_new_language_or_palette_draws_the_boards_again_in_it():
    """The parts' keys hold what a board shows, not the words or the palette it is drawn
    in: changing either must not leave the kept layer (or a kept copy of a board) in the
    old ones."""
    from game.i18n import set_language
    from game.table.kit import theme

    app, table = _table()
    app.draw()
    try:
        for key, value in (("language", "pt"), ("colour_blind", True)):
            app.set_setting(key, value)
            app.draw()
            whole = pygame.Surface(app.screen.get_size()).convert()
            draw_boards(whole, table.st, table.lay, table.animator.moving())
            assert pixels(table.static) == pixels(whole), key
    finally:
        app.set_setting("colour_blind", False)
        app.set_setting("language", "en")
        theme.colour_blind = False
        set_language("en")


def test_a_board_larger_than_the_copy_bound_is_drawn_not_kept(monkeypatch):
    """Past ``KEEP_MAX_PIXELS`` copying a board out and back costs more than drawing it:
    no copy is kept, and the board comes back drawn (the same pixels)."""
    from game.table.kit import layer as kit_layer

    kit_layer.forget_kept()
    monkeypatch.setattr(kit_layer, "KEEP_MAX_PIXELS", 40 * 40 - 1)  # the test board is 40×40
    drawn: list = []
    layer = Layer((0, 0, 0))
    layer.draw((100, 50), _board("A", 0, (50, 50, 50), drawn))
    layer.draw((100, 50), _board("A", 50, (50, 50, 50), drawn))
    back = _board("A", 0, (50, 50, 50), drawn)
    surf = layer.draw((100, 50), back)
    assert layer.restored == [] and len(kit_layer._KEPT) == 0 and pixels(surf) == _whole(back)


# --- the log, scrolled ----------------------------------------------------------------------


def test_log_shift_finds_the_lines_moved_up_and_refuses_a_log_that_went_back():
    from game.table.views.villainous.drawing import log_shift

    assert log_shift(("a", "b", "c"), ("b", "c", "d")) == 1
    assert log_shift(("a", "b"), ("a", "b", "c")) == 0  # not full yet: lines added below
    assert log_shift(("a", "b", "c"), ("c", "d", "e")) == 2
    assert log_shift(("a", "b", "c"), ("x", "a", "b")) is None  # undo: the log went back
    assert log_shift((), ("a",)) is None


@pytest.mark.slow
def test_the_log_scrolled_and_added_to_is_the_log_painted_whole_after_every_move(monkeypatch):
    """After every move (the Fate panel coming and going shortens and lengthens it) the
    log's canvas, scrolled with only the added lines drawn, shows exactly what painting
    it whole shows; and most moves take the scrolled way."""
    from game.i18n import _
    from game.table.views.villainous import drawing

    scrolled = []
    real = drawing.scroll_log
    monkeypatch.setattr(drawing, "scroll_log", lambda *a: (scrolled.append(a[4]), real(*a)))
    app, table = _table(size=(1600, 900))
    rng = random.Random(8)
    for _k in range(120):
        if table.st.winner is not None:
            break
        _random_move(table, rng)
        if rng.random() < 0.2:
            table.fate_panel = not table.fate_panel
        app.draw()
        look, shown = table._log_shown
        whole = pygame.Surface(table.log_canvas.get_size()).convert()
        drawing.paint_log(whole, table.lay.s, _("Game log"), shown, look[2], look[3])
        assert pixels(table.log_canvas) == pixels(whole), f"after move {len(table.match.moves)}"
    assert len(scrolled) > 60 and any(k > 0 for k in scrolled)


def test_a_log_whose_letters_reach_below_their_line_scrolls_to_the_samepixels():
    """Lines closer together than the font is tall (descenders reach into the next slot):
    scrolling still gives what painting whole gives, the first slot without the line
    above's descenders and the room below the kept lines with them."""
    from game.table.views.villainous import drawing

    pygame.display.init()
    pygame.display.set_mode((10, 10))
    full = ("gypsy jog", "quay gig", "yoga pug", "jiggy")
    for old, new in ((full, ("quay gig", "yoga pug", "jiggy", "pg")), (full, ("jiggy", "g", "yyy", "q")),
                     (full[:2], (*full[:2], "y", "jj"))):
        a = pygame.Surface((200, 160)).convert()
        b = pygame.Surface((200, 160)).convert()
        drawing.paint_log(a, 1.0, "Log", old, 16, 11)
        drawing.scroll_log(a, 1.0, old, new, drawing.log_shift(old, new), 16, 11)
        drawing.paint_log(b, 1.0, "Log", new, 16, 11)
        assert pixels(a) == pixels(b), new


@pytest.mark.slow
def test_the_screen_with_only_the_boards_part_of_the_layer_copied_is_the_screen_with_all_of_it(monkeypatch):
    """The log, the prompt bar and the hand are painted whole over the rest of the screen:
    copying only the boards' part of the layer changes no pixel of the frame."""
    import time

    from game.table.views.villainous import drawing

    monkeypatch.setattr(time, "monotonic", lambda: 5000.0)  # the outlines march with the clock
    real = drawing.board_area
    app, table = _table(size=(1600, 900))
    rng = random.Random(4)
    for _k in range(40):
        if table.st.winner is not None:
            break
        _random_move(table, rng)
        table.fate_panel = rng.random() < 0.3
        app.draw()
        part = pixels(app.screen)
        monkeypatch.setattr(drawing, "board_area", lambda lay: pygame.Rect((0, 0), lay.size))
        app.draw()
        assert part == pixels(app.screen), f"after move {len(table.match.moves)}"
        monkeypatch.setattr(drawing, "board_area", real)
        assert real(table.lay).size != table.lay.size  # a part, not the whole screen


def test_a_layer_that_keeps_no_copies_draws_a_returning_board_again():
    """``Layer(keep=False)`` (the Villainous table's: its boards copy slower than they
    draw): boards swapping places and coming back leave no copy and are drawn, the same
    pixels as drawing them whole."""
    from game.table.kit import layer as kit_layer

    kit_layer.forget_kept()
    drawn: list = []
    layer = Layer((0, 0, 0), keep=False)
    layer.draw((100, 50), {**_board("A", 0, (50, 50, 50), drawn), **_board("B", 50, (90, 90, 90), drawn)})
    layer.draw((100, 50), {**_board("B", 0, (90, 90, 90), drawn), **_board("A", 50, (50, 50, 50), drawn)})
    back = {**_board("A", 0, (50, 50, 50), drawn), **_board("B", 50, (90, 90, 90), drawn, {"b": (1, 2, 3)})}
    drawn.clear()
    surf = layer.draw((100, 50), back)
    assert layer.restored == [] and len(kit_layer._KEPT) == 0
    assert ("A", "a") in drawn and pixels(surf) == _whole(back)


def test_the_villainous_table_keeps_no_copies_of_its_boards():
    app, table = _table()
    app.draw()
    assert table.board_layer is not None and table.board_layer.keep is False


@pytest.mark.slow
def test_the_next_arrangement_drawn_ahead_is_right_and_makes_the_turn_passing_draw_little():
    """Between moves the table brings the arrangement it shows next (the next Realm large)
    up to date in its own layer. After every move the layer on screen is the boards drawn
    whole, and so is the one drawn ahead (as the boards will look once the turn passed);
    the turn passing then draws again a small part of the screen (what moved, the cards
    drawn), not every board."""
    app, table = _table(size=(1600, 900), speed=1.0)
    rng = random.Random(6)
    full = 1600 * 900
    turns = []
    for _k in range(150):
        st = table.st
        if st.winner is not None:
            break
        focus = table.lay.focus if table.lay is not None else None
        _random_move(table, rng)
        app.draw()
        layer = table.board_layer
        whole = pygame.Surface(app.screen.get_size()).convert()
        draw_boards(whole, table.st, table.lay, table.animator.moving())  # the cards in flight left out
        assert pixels(table.static) == pixels(whole), f"after move {len(table.match.moves)}"
        if focus is not None and table.lay.focus != focus:
            turns.append(sum(r.w * r.h for r in layer.redrawn) / full)
        table.animator.finish()  # the cards land before the next move (the layer is drawn with them)
        table.static = None
        app.draw()
        draw_boards(whole, table.st, table.lay)
        assert pixels(table.static) == pixels(whole), f"landed, after move {len(table.match.moves)}"
        table.boards_ahead()
        assert table.board_layer is layer  # the screen's layer is left as it was
        st = table.st
        nxt = (st.active + 1) % st.n if st.prompt is None else st.active
        if nxt != table.lay.focus and st.winner is None:
            ahead, hidden = table.arrangement_ahead(nxt)
            assert ahead.boards[nxt].big and ahead.size == table.lay.size
            # drawn as the boards will look once the turn has passed (the next seat lit, no
            # symbol used), when the turn passing is what comes next
            draw_boards(whole, st, ahead, hidden, (nxt, ()) if st.prompt is None else None)
            assert pixels(table.board_layers[nxt].surface) == pixels(whole), f"ahead, move {len(table.match.moves)}"
    assert len(turns) > 8
    assert sorted(turns)[len(turns) // 2] < 0.25  # most arrangements change drawing a quarter of the screen at most


@pytest.mark.slow
def test_a_bots_move_drawn_ahead_leaves_the_screen_alone_and_makes_its_landing_draw_nothing_more():
    """While a bot's chosen move waits out its pause, the Realm the move will show large is
    drawn ahead in its own layer, as the boards will be once it lands (the cards that will
    glide left out). The layer on screen is never touched; the frame in which the move
    lands then finds every part drawn (nothing painted again); and what it shows is the
    boards drawn whole."""
    app, table = _table(size=(1600, 900), speed=1.0)
    rng = random.Random(8)
    ahead = 0
    for _k in range(200):
        st = table.st
        if st.winner is not None:
            break
        app.draw()
        table.animator.finish()
        table.static = None
        app.draw()
        action = _random_action(table.match.state, rng)
        on_screen = table.board_layer
        shown = pixels(on_screen.surface)
        drew = table.move_ahead(action)
        assert table.move_ahead(action) is False  # once per move
        assert table.board_layer is on_screen and pixels(on_screen.surface) == shown
        entries: list = []
        real_take = table._take_events
        table._take_events = lambda events, take=real_take, out=entries: (
            take(events), out.extend(list(table.log)[-len(events):]) if events else None)
        table.apply_plan((action,))
        del table._take_events
        table.bot_future = None
        size, width = table.log_type()
        for entry in entries:  # the move's log lines, rendered ahead: its landing only blits them
            for line in drawing._wrapped(size, width, entry):
                assert ("text", ("cond", size, line, theme.TEXT)) in assets.text.cache, line
        app.draw()
        if drew:
            ahead += 1
            assert table.board_layer is not on_screen and table.board_layer.redrawn == []
        whole = pygame.Surface(app.screen.get_size()).convert()
        draw_boards(whole, table.st, table.lay, table.animator.moving())
        assert pixels(table.static) == pixels(whole), f"after move {len(table.match.moves)}"
    assert ahead > 5
    # a move chosen for another position (the game moved on meanwhile) is neither played nor drawn
    app, table = _table(size=(1600, 900), speed=1.0)
    app.draw()
    earlier = rules.legal_actions(table.match.state)
    table.apply_plan((earlier[0],))
    app.draw()
    stale = [a for a in earlier if a not in rules.legal_actions(table.match.state)]
    assert stale
    moves, layers = len(table.match.moves), {f: pixels(layer.surface) for f, layer in table.board_layers.items()}
    assert table.move_ahead(stale[0]) is False
    assert len(table.match.moves) == moves
    assert {f: pixels(layer.surface) for f, layer in table.board_layers.items()} == layers


def test_every_kept_arrangement_is_brought_up_to_date_between_moves():
    """Between moves, after the next arrangement, every other one that has a layer kept is
    drawn ahead as the boards look now, one a frame; then a frame finds nothing to do. Each
    shows what drawing its boards whole shows, and the layer on screen is left alone."""
    app, table = _table(size=(1600, 900), speed=0.0)
    rng = random.Random(4)
    for _k in range(60):  # a few turns: a layer kept for each Realm shown large
        _random_move(table, rng)
        app.draw()
        while table.boards_ahead():
            pass
    assert len(table.board_layers) == 3
    on_screen = table.board_layer
    shown = pixels(on_screen.surface)
    st = table.st
    nxt = (st.active + 1) % st.n if st.prompt is None else st.active
    for focus, layer in table.board_layers.items():
        if focus in (table.lay.focus, nxt):
            continue
        ahead, hidden = table.arrangement_ahead(focus)
        whole = pygame.Surface(app.screen.get_size()).convert()
        draw_boards(whole, st, ahead, hidden)
        assert pixels(layer.surface) == pixels(whole), f"Realm {focus} large"
    assert table.boards_ahead() is False
    assert table.board_layer is on_screen and pixels(on_screen.surface) == shown


def test_face_ready_says_whether_the_face_at_that_size_is_kept():
    """``face_ready`` asks the same key ``card_surface`` keeps the face under (the language
    included): true once the face is drawn, false for a size never drawn."""
    from game.table.views.villainous import view

    app, table = _table()
    c = table.st.players[0].hand[0]
    assert not view.face_ready(table.st, c, 61, 85)
    view.card_surface(table.st, c, 61, 85)
    assert view.face_ready(table.st, c, 61, 85) and not view.face_ready(table.st, c, 62, 87)


def test_a_card_gliding_at_a_size_whose_face_is_kept_is_not_scaled(monkeypatch):
    """In the frame a glide starts (and wherever it lies at a size drawn before) the face
    kept at that size is blitted: no smoothscale of the larger one."""
    import time

    from game.table.kit.animator import Glide
    from game.table.views.villainous import view

    app, table = _table(size=(1600, 900))
    app.draw()
    c = table.st.players[0].hand[0]
    small, large = pygame.Rect(100, 100, 50, 70), pygame.Rect(300, 300, 100, 140)
    view.card_surface(table.st, c, small.w, small.h)
    view.card_surface(table.st, c, large.w, large.h)
    now = time.monotonic()
    monkeypatch.setattr(time, "monotonic", lambda: now)
    table.glides = [Glide(c, small.copy(), large.copy(), now, 10.0)]
    scaled = []
    real = pygame.transform.smoothscale
    monkeypatch.setattr(pygame.transform, "smoothscale", lambda s, size: (scaled.append(size), real(s, size))[1])
    app.draw()
    assert scaled == []
    monkeypatch.setattr(time, "monotonic", lambda: now + 5.0)  # half way: a size never drawn
    app.draw()
    assert len(scaled) == 1


def test_the_window_fixes_where_large_blocks_get_pages_of_their_own():
    """glibc's own threshold moves up as large blocks are freed (screen-sized layers then
    come from the heap and leave holes): the app fixes it when it starts, on glibc."""
    import sys

    from game.table.kit.cache import keep_large_blocks_apart

    assert keep_large_blocks_apart() is sys.platform.startswith("linux")


# --- the screen kept between frames ---------------------------------------------------------


@pytest.mark.slow
def test_a_frame_painting_only_what_changed_is_the_frame_painted_whole(monkeypatch):
    """An animated game frame by frame (bots and the person's seeded moves, cards gliding,
    the pointer wandering over the hand, the buttons and the boards, messages, the Fate
    panel): the screen kept between frames, with only the changed rectangles painted, is
    after every frame the frame painted whole; and what is handed to the display covers
    every pixel that changed."""
    import time

    clock = [7000.0]
    monkeypatch.setattr(time, "monotonic", lambda: clock[0])
    app, table = _table(size=(1600, 900), speed=1.0)
    rng = random.Random(5)
    ref = pygame.Surface(app.screen.get_size()).convert()
    partial = whole = 0
    before = pixels(app.screen)
    for frame in range(1400):
        if table.st.winner is not None or app.top() is not table:
            break
        if frame % 7 == 0 and rng.random() < 0.75:  # and now and then it rests (a card shown large)
            w, h = app.screen.get_size()
            pos = (rng.randrange(w), rng.randrange(h)) if rng.random() < 0.5 else \
                (rng.randrange(w), rng.randrange(h - h // 4, h))
            app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
        if frame % 3 == 0 and not table.glides and rules.current_player(table.st) == 0:
            table.apply_plan((_random_action(table.match.state, rng),))
        if frame % 97 == 0:
            table.say("A message for a moment")
        if frame % 53 == 0 and table.fate_story.started:
            table.fate_panel = not table.fate_panel
        if table.bot_future is not None:
            table.bot_future.result(30)
        before, rects = _frame_checked(app, table, ref, before, frame)
        if rects is None:
            whole += 1
        else:
            partial += 1
        clock[0] += 1 / 60
    assert partial > 500 and whole > 0


def _frame_checked(app, table, ref: pygame.Surface, before: bytes, frame: int) -> tuple[bytes, list | None]:
    """One frame stepped, drawn and presented as the loop does, then checked: every pixel
    that changed lies in a rectangle handed to the display, and the screen is the frame
    painted whole. Returns the screen's pixels and the rectangles presented (None: all)."""
    after, rects = presented_frame(app, before, frame)
    painted_whole_on(table, ref)
    assert same_pixels(ref, after.surface), f"frame {frame} (move {len(table.match.moves)}): not the frame painted whole"
    return after, rects


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1600, 900), (1280, 720)])
def test_a_card_shown_large_or_a_tooltip_is_painted_over_only_what_changed_and_the_frame_is_the_frame_painted_whole(
        monkeypatch, size):
    """The pointer resting on cards in the hand and on the boards until each is shown large,
    and on action symbols until their tooltips show, wandering inside them (the large card
    follows), going to the next and off them, while bots play and cards glide: every frame
    painted in part is the frame painted whole, and the frames showing a card large or a
    tooltip are painted in part (not the whole screen each time)."""
    import time

    clock = [9000.0]
    monkeypatch.setattr(time, "monotonic", lambda: clock[0])
    app, table = _table(size=size, speed=1.0)
    rng = random.Random(8)
    ref = pygame.Surface(app.screen.get_size()).convert()
    before, _rects = _frame_checked(app, table, ref, pixels(app.screen), -1)  # laid out
    zoomed = tips = in_part = painted = frame = 0
    for _card in range(25):  # 1,750 frames each checked against the frame painted whole
        if table.st.winner is not None or app.top() is not table:
            break
        spots = [r for _c, r in table.lay.hand] + list(table.lay.cards.values()) + \
            [r for _sym, r in table.lay.symbols.values()]
        r = spots[rng.randrange(len(spots))]
        for k in range(70):
            if k % 9 == 0:  # into the card, then about inside it; now and then off it a moment
                inside = pygame.Rect(r).inflate(-4, -4)
                pos = (rng.randrange(inside.left, inside.right), rng.randrange(inside.top, inside.bottom)) \
                    if k < 60 or rng.random() < 0.5 else (5, 5)
                app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
            if k == 35 and not table.glides and rules.current_player(table.st) == 0:
                table.apply_plan((_random_action(table.match.state, rng),))
            if table.bot_future is not None:
                table.bot_future.result(30)
            before, rects = _frame_checked(app, table, ref, before, frame)
            if table._overlays(app.screen.get_size(), clock[0]):
                zoomed += 1
                tips += table.zoom is None
                if rects is not None:
                    in_part += 1
                    painted += sum(q.w * q.h for q in rects)
            frame += 1
            clock[0] += 1 / 60
    assert zoomed > 150 and tips > 30 and in_part > 0.8 * zoomed
    # a card shown large and resting costs what changed, not the screen: on average under a
    # tenth of it a frame
    assert painted < in_part * size[0] * size[1] / 10


@pytest.mark.slow
def test_the_turn_passing_to_the_person_paints_again_the_buttons_it_enables_and_not_the_hand(monkeypatch):
    """Bots play until the turn passes to the person: the frame in which it passes enables
    the person's buttons (What can I do?, End turn...), and when the cards in the hand are as
    they were, only those buttons are painted again in the hand's area, not the fanned hand
    (at 3840×2160 the hand is a fifth of the screen); the frame is still the frame painted
    whole."""
    import time

    clock = [13000.0]
    monkeypatch.setattr(time, "monotonic", lambda: clock[0])
    app, table = _table(size=(1600, 900))
    rng = random.Random(3)
    ref = pygame.Surface(app.screen.get_size()).convert()
    before, _rects = _frame_checked(app, table, ref, pixels(app.screen), -1)
    passes = 0
    for frame in range(3000):
        if table.st.winner is not None or passes >= 3:
            break
        if rules.current_player(table.st) == 0:
            table.apply_plan((_random_action(table.match.state, rng),))
        if table.bot_future is not None:
            table.bot_future.result(30)
        was = rules.current_player(table.st)
        held = [c for c, _r in table.lay.hand]
        fixed = {b.label: bool(b.plan) for b in table._fixed_buttons()}
        before, rects = _frame_checked(app, table, ref, before, frame)
        clock[0] += 1
        if was == 0 or rules.current_player(table.st) != 0 or [c for c, _r in table.lay.hand] != held:
            continue
        changed = [b for b in table._fixed_buttons() if bool(b.plan) != fixed[b.label]]
        assert changed and rects is not None
        hand = table.lay.hand_rect
        painted = [r.clip(hand) for r in rects if r.colliderect(hand)]
        for b in changed:
            assert any(r.contains(b.rect) for r in painted), b.label
        assert sum(r.w * r.h for r in painted) < hand.w * hand.h / 3
        passes += 1
    assert passes >= 3


def test_a_frame_that_changed_most_of_the_screen_is_presented_whole(monkeypatch):
    """The rectangles a frame changed are handed to the display, unless they cover most of
    the screen: then one flip (under X11 each rectangle is a request of its own)."""
    from game.table import app as app_module

    app, _table_scene = _table(size=(1600, 900))
    calls: list = []
    monkeypatch.setattr(pygame.display, "flip", lambda: calls.append("flip"))
    monkeypatch.setattr(pygame.display, "update", lambda rects: calls.append(("update", len(rects))))
    small = [pygame.Rect(0, 0, 100, 100), pygame.Rect(500, 500, 40, 40)]
    tiles = [pygame.Rect(0, 0, 1300, 700), pygame.Rect(0, 700, 1300, 200), pygame.Rect(1300, 0, 300, 900)]
    for rects, want in ((small, ("update", 2)), (tiles, "flip"), (None, "flip"), ([], None)):
        calls.clear()
        app._to_present = rects
        app.present()
        assert calls == ([want] if want else []), rects
    assert app_module.PRESENT_WHOLE < 1


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1600, 900), (1024, 768)])
def test_a_piece_dragged_is_painted_over_only_what_changed_and_the_frame_is_the_frame_painted_whole(
        monkeypatch, size):
    """Cards from the hand and the person's mover dragged about the table, over the boards,
    the log and the hand, then dropped (played, or refused and gliding home), while bots
    play: every frame is the frame painted whole, and the frames of a drag are painted in
    part (where the piece and its shadow were and are, the targets lit), not whole."""
    import time

    clock = [11000.0]
    monkeypatch.setattr(time, "monotonic", lambda: clock[0])
    app, table = _table(size=size, speed=1.0)
    rng = random.Random(3)
    ref = pygame.Surface(app.screen.get_size()).convert()
    before, _rects = _frame_checked(app, table, ref, pixels(app.screen), -1)
    w, h = size
    dragged = in_part = painted = frame = 0

    def step() -> None:
        nonlocal before, dragged, in_part, painted, frame
        if table.bot_future is not None:
            table.bot_future.result(30)
        before, rects = _frame_checked(app, table, ref, before, frame)
        if table.drag is not None and table.drag.moved:
            dragged += 1
            if rects is not None:
                in_part += 1
                painted += sum(q.w * q.h for q in rects)
        frame += 1
        clock[0] += 1 / 60

    for _drag in range(30):
        if table.st.winner is not None or app.top() is not table:
            break
        for _ in range(200):  # the person's turn, nothing gliding
            if rules.current_player(table.st) == 0 and not table.glides and table.st.prompt is None:
                break
            step()
        pieces = [r for _c, r in table.lay.hand] + [r for seat, r in table.lay.movers.items() if seat == 0]
        if not pieces:
            break
        start = pygame.Rect(pieces[rng.randrange(len(pieces))]).center
        app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        pos = start
        for _k in range(rng.randrange(8, 30)):
            pos = (min(w - 1, max(0, pos[0] + rng.randrange(-60, 61))), min(h - 1, max(0, pos[1] + rng.randrange(-50, 41))))
            app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(1, 0, 0)))
            step()
        app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))
        if table.menu is not None:  # several plans: the first
            table.menu = None
        for _ in range(40):
            step()
    assert dragged > 200 and in_part > 0.9 * dragged
    assert painted < in_part * w * h / 8  # a dragged piece costs where it goes, not the screen


def test_every_table_repaints_through_the_kits_screen_layer():
    """One repaint discipline, the kit's: every game's table is a ``PartsScene`` (its frame
    the kit's parts, painted by its ``ScreenLayer``), and no view paints in part by itself
    (no ``draw_changed`` or ``_paint`` of its own, no record of the screen last shown)."""
    import inspect

    from game.table.kit.scene import PartsScene
    from game.table.views import game_view, offered

    for key in offered():
        table = game_view(key).TableScene
        assert issubclass(table, PartsScene), key
        for klass in table.__mro__:
            if klass.__module__.startswith("game.table.views."):
                own = vars(klass)
                assert "draw_changed" not in own and "_paint" not in own, (key, klass)
                assert "_screen_memo" not in inspect.getsource(klass), (key, klass)


def test_the_pixel_comparisons_see_one_changed_pixel_and_one_left_out_of_the_presented_rectangles():
    """The helpers every repaint test leans on: one pixel of another colour makes two
    screens differ (whatever the unused byte of a pixel holds), and a frame that changed a
    pixel outside the rectangles it presents is caught."""
    a = pygame.Surface((64, 48), 0, 32)
    a.fill((10, 20, 30))
    b = a.copy()
    assert same_pixels(a, b) and pixels(a) == pixels(b) and len({pixels(a), pixels(b)}) == 1
    b.set_at((63, 47), (10, 20, 31))
    assert not same_pixels(a, b) and pixels(a) != pixels(b)
    padded = a.copy()  # the same colours, another unused byte: the same painting
    assert padded.get_masks() == (0xFF0000, 0xFF00, 0xFF, 0)  # the top byte is no colour's
    raw = bytearray(padded.get_buffer().raw)
    raw[3 if sys.byteorder == "little" else 0] ^= 0xFF
    padded.get_buffer().write(bytes(raw))
    assert padded.get_buffer().raw != a.get_buffer().raw and same_pixels(a, padded)

    class Loop:  # a frame that changes a pixel and presents another rectangle
        def __init__(self, screen, rects):
            self.screen, self._to_present = screen, rects

        def step(self, dt):
            pass

        def draw(self):
            self.screen.set_at((40, 40), (200, 0, 0))

        def present(self):
            pass

    screen = a.copy()
    presented_frame(Loop(screen, [pygame.Rect(40, 40, 1, 1)]), pixels(a), 1)  # presented: fine
    screen = a.copy()
    with pytest.raises(AssertionError, match="outside the rectangles"):
        presented_frame(Loop(screen, [pygame.Rect(0, 0, 8, 8)]), pixels(a), 2)
