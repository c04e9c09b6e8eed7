"""The San Villano and Stargate tables paint only what changed (``kit.layer.ScreenLayer``):
every frame of a played game, with the pointer wandering, tooltips, drags and drops (legal
and refused), glides, banners and messages, is the frame painted whole, and every pixel
that changed lies in a rectangle handed to the display.

No timing here: the figures are tools/bench_table.py's.
"""

from __future__ import annotations

import os
import random
from collections import OrderedDict

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.match import Match, Seat, Setup  # noqa: E402
from game.table.app import App  # noqa: E402
from game.table.kit.layer import Layer, Part, ScreenLayer, clipped  # noqa: E402
from game.table.kit.menus import CurtainScene  # noqa: E402
from game.table.scenes import TitleScene

from .ui_helpers import (  # noqa: E402
    assert_solid_parts_paint_every_pixel,
    make_app,
    pixels,
    presented_frame,
    same_pixels,
    start_table,
)


def _table(game: str, size, seed: int):
    # the bots at the fast pace (a move waits the table's own delay): the counts below were set at it
    app = make_app(size, title=True, animation_speed=1.0, bot_pace="fast")
    # San Villano: two people and a bot; Stargate: a person and a bot (the curtain between
    # two people is tests/table/test_ui_curtain_games.py's)
    seats = [Seat("human"), Seat("human"), Seat("bot", "random")] if game == "san-villano" else \
        [Seat("human"), Seat("bot", "random")]
    _match, table = start_table(app, seats=seats, seed=seed, game=game)
    return app, table


def _checked(app, table, ref: pygame.Surface, before: bytes, frame: int) -> tuple[bytes, list | None]:
    """One frame stepped, drawn and presented as the loop does, then checked against the
    frame painted whole (on another surface, by a screen layer of its own)."""
    after, rects = presented_frame(app, before, frame)
    if app.top() is table:
        kept, table.screen_layer = table.screen_layer, ScreenLayer()
        try:
            table.draw(ref)
        finally:
            table.screen_layer = kept
        assert same_pixels(ref, after.surface), f"frame {frame} (move {len(table.match.moves)}): not the frame painted whole"
    return after, rects


def _pieces_and_targets(game: str, table) -> tuple[dict, dict]:
    """Where each piece the person may drag lies, and where each target lies."""
    lay = table.lay
    if game == "san-villano":
        pieces = {}
        for piece in table.drops():
            if piece[0] == "agent":
                pieces[piece] = lay.movers.get((piece[1], piece[2]))
            else:
                pieces[piece] = table.card_rect(piece[1])
        targets = {("loc", k): r for k, r in lay.locations.items()}
        targets.update({("cell", k): r for k, r in lay.cells.items()})
        targets.update({("org", k): r for k, r in lay.orgs.items()})
        targets.update({("villain", c): r for c, r in lay.rows["villain"]})
        return {p: r for p, r in pieces.items() if r is not None}, targets
    rects = lay.card_rects()
    pieces = {("card", c): rects[c] for c in table.st.seats[table.viewer].hand if c in rects} \
        if table.viewer >= 0 else {}
    targets = {"mission": lay.mission, "complication": lay.slot}
    targets.update({("card", c): r for c, r in rects.items()})
    return pieces, targets


def _move(app, pos) -> None:
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))


def _button(app, kind, pos) -> None:
    app.handle(pygame.event.Event(kind, pos=pos, button=1))


def _playing(app, table, game: str, rng: random.Random, clock: list, frames: int = 1500):
    """A game played frame by frame as the loop plays it: the person's random moves (in about
    a third of the frames they may act) against the bots, curtains lifted. Yields after each
    frame's step, before it is drawn and presented; ends with the game."""
    for _frame in range(frames):
        top = app.top()
        if isinstance(top, CurtainScene):
            top.shown_at = clock[0] - 1
            app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
            continue
        if top is not table:
            return
        if not table.animator.busy and (table.may_act() if game == "stargate" else table.mine()) \
                and rng.random() < 0.3:
            acts = table.match.game.legal_actions()
            table.apply_plan((acts[rng.randrange(len(acts))],))
        if table.bot_future is not None:
            table.bot_future.result(10)
        app.step(1 / 60)
        yield
        app.draw()
        app.present()
        clock[0] += 1 / 60


@pytest.mark.slow
@pytest.mark.parametrize("game,size,seed", [("san-villano", (1600, 900), 3), ("san-villano", (1280, 720), 5),
                                            ("stargate", (1600, 900), 3), ("stargate", (1280, 720), 6)])
def test_every_frame_painted_in_part_is_the_frame_painted_whole(monkeypatch, game, size, seed):
    import time

    clock = [5000.0]
    monkeypatch.setattr(time, "monotonic", lambda: clock[0])
    app, table = _table(game, size, seed)
    rng = random.Random(seed)
    ref = pygame.Surface(app.screen.get_size()).convert()
    before, _rects = _checked(app, table, ref, pixels(app.screen), -1)
    w, h = app.screen.get_size()
    pointer_only = drags = drops = partial = 0
    plan: list = []  # the pointer's path of a drag in progress, then its release
    for frame in range(800):
        top = app.top()
        if isinstance(top, CurtainScene):
            top.shown_at = clock[0] - 1
            app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
        elif top is not table:
            break  # the game is over
        elif plan:
            step = plan.pop(0)
            if step == "up":
                _button(app, pygame.MOUSEBUTTONUP, table.mouse)
                drops += 1
            else:
                _move(app, step)
        else:
            roll = rng.random()
            pieces, targets = _pieces_and_targets(game, table)
            if roll < 0.5 and pieces and not table.animator.busy:
                piece = rng.choice(sorted(pieces, key=repr))
                start = pieces[piece].center
                legal = [t for t in table.dragger.adapter.plans_for(piece) if t in targets]
                goal = targets[rng.choice(legal)].center if legal and rng.random() < 0.7 else \
                    (rng.randrange(w), rng.randrange(h))
                _move(app, start)
                _button(app, pygame.MOUSEBUTTONDOWN, start)
                steps = rng.randrange(3, 8)
                plan = [(start[0] + (goal[0] - start[0]) * k // steps, start[1] + (goal[1] - start[1]) * k // steps)
                        for k in range(1, steps + 1)] + ["up"]
                drags += 1
            elif roll < 0.7:
                _move(app, (rng.randrange(w), rng.randrange(h)))
                pointer_only += 1
            elif roll < 0.85 and (table.may_act() if game == "stargate" else table.mine()):
                acts = table.match.game.legal_actions()
                table.apply_plan((acts[rng.randrange(len(acts))],))
        before, rects = _checked(app, table, ref, before, frame)
        partial += rects is not None
        clock[0] += 1 / 60
    # at least four drags (a San Villano piece with nowhere useful to go is not offered: at
    # 1280×720 its games give four or five in 800 frames, over seeds 2, 4, 5, 7 and 8)
    assert drags >= 4 and drops >= 4 and pointer_only >= 100, (drags, drops, pointer_only, frame)
    assert partial > 300, "most frames are painted in part"
    assert len(table.match.moves) >= 25


@pytest.mark.parametrize("game", ["san-villano", "stargate"])
def test_the_pointer_moving_over_nothing_repaints_nothing_and_over_a_card_only_its_tooltip(monkeypatch, game):
    import time

    clock = [7000.0]
    monkeypatch.setattr(time, "monotonic", lambda: clock[0])
    app, table = _table(game, (1600, 900), 4)
    if isinstance(app.top(), CurtainScene):
        app.top().shown_at = clock[0] - 1
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    for _ in range(120):  # the opening banner and glides are over
        app.step(1 / 60)
        app.draw()
        app.present()
        clock[0] += 1 / 60
    lay = table.lay
    quiet = (lay.log.centerx, lay.log.bottom - 4) if game == "san-villano" else (4, 4)
    _move(app, quiet)
    app.step(1 / 60)
    app.draw()
    app.present()
    _move(app, (quiet[0] + 1, quiet[1]))
    app.step(1 / 60)
    app.draw()
    assert app._to_present == [], "nothing changed, nothing is painted"
    app.present()


def test_a_screen_layer_holds_each_part_inside_its_rectangle_and_paints_again_only_what_changed():
    surf = pygame.Surface((200, 100))
    screen = ScreenLayer()

    def wide(colour):
        return lambda s: s.fill(colour)  # paints everything: held to its rectangle

    parts = {"a": Part(pygame.Rect(10, 10, 30, 30), 1, wide((200, 0, 0))),
             "b": Part(pygame.Rect(100, 10, 30, 30), 1, wide((0, 200, 0)))}
    assert screen.paint(surf, parts, (0, 0, 0), True) is None  # the first frame: whole
    assert surf.get_at((5, 5))[:3] == (0, 0, 0) and surf.get_at((20, 20))[:3] == (200, 0, 0)
    assert screen.paint(surf, parts, (0, 0, 0), True) == []  # nothing changed
    parts["b"] = Part(pygame.Rect(100, 10, 30, 30), 2, wide((0, 0, 200)))
    assert screen.paint(surf, parts, (0, 0, 0), True) == [pygame.Rect(100, 10, 30, 30)]
    assert surf.get_at((110, 20))[:3] == (0, 0, 200) and surf.get_at((20, 20))[:3] == (200, 0, 0)
    other = pygame.Surface((200, 100))
    assert screen.paint(other, parts, (0, 0, 0), True) is None  # another surface: whole
    assert screen.paint(other, parts, (9, 9, 9), True) is None  # another background: whole
    assert other.get_at((5, 5))[:3] == (9, 9, 9)
    held = clipped(pygame.Rect(0, 0, 5, 5), wide((1, 2, 3)))
    surf.fill((0, 0, 0))
    held(surf)
    assert surf.get_at((4, 4))[:3] == (1, 2, 3) and surf.get_at((5, 5))[:3] == (0, 0, 0)
    assert surf.get_clip() == surf.get_rect()  # the clip is given back
    assert isinstance(screen.layer, Layer)


def test_flight_source_is_the_size_the_card_lies_at_or_the_larger_end():
    from game.table.kit.fans import flight_source, in_flight

    small, large = pygame.Rect(0, 0, 40, 56), pygame.Rect(100, 100, 80, 112)
    assert flight_source(small, large, pygame.Rect(5, 5, 40, 56)) == (40, 56)  # where it starts: its own
    assert flight_source(small, large, pygame.Rect(90, 90, 80, 112)) == (80, 112)
    assert flight_source(small, large, pygame.Rect(50, 50, 60, 84)) == (80, 112)  # between: the larger
    assert flight_source(large, small, pygame.Rect(50, 50, 60, 84)) == (80, 112)
    asked = []

    def face_at(size):
        asked.append(size)
        return pygame.Surface(size, pygame.SRCALPHA)

    between = pygame.Rect(50, 50, 60, 84)
    assert in_flight(face_at, flight_source(small, large, between), between).get_size() == (60, 84)
    assert asked == [(80, 112)]


def _faces_held(game: str) -> set:
    """The sizes of the card faces the game's table keeps."""
    if game == "stargate":
        from game.table.kit import fans

        return {k[2] for k in fans._CARDS._items if k[0] == "painted"}
    from game.table.views.san_villano import drawing

    return {args[1:3] for _name, args in drawing._face.cache._items}


@pytest.mark.slow
@pytest.mark.parametrize("game", ["san-villano", "stargate"])
def test_cards_in_flight_are_painted_once_and_scaled_not_painted_at_every_size(monkeypatch, game):
    """A face painted at every size a gliding card passes through is a new face each frame,
    and the cache they fill lets go of the faces the table shows (painted again next move)."""
    import time

    from game.table.kit import cache as kit_cache

    clock = [9000.0]
    monkeypatch.setattr(time, "monotonic", lambda: clock[0])
    app, table = _table(game, (1280, 720), 11)
    kit_cache.clear_all()
    in_flight = set()
    for _ in _playing(app, table, game, random.Random(11), clock):
        in_flight |= {g.rect_at(clock[0]).size for g in table.animator.glides
                      if game == "stargate" or g.key[0] != "agent"}
    held = _faces_held(game)
    assert len(in_flight) > 10, len(in_flight)
    assert len(held & in_flight) <= len(in_flight) // 4, "the sizes in between were painted and kept"


def test_every_cache_fits_the_window_it_is_drawn_in_and_one_made_later_too(monkeypatch):
    from game.table.kit import cache as kit_cache

    monkeypatch.setattr(kit_cache, "_fit", 1.0)
    app = App(size=(1280, 720), settings={"sound": False}, headless=True)
    app.push(TitleScene(app))
    app.draw()
    assert kit_cache._fit == 1.0  # never below the 1920×1080 bounds
    before = {name: c.max_bytes for name, c in kit_cache._REGISTRY.items()}
    app.screen = pygame.display.set_mode((3840, 2160))
    app.draw()
    for name, c in kit_cache._REGISTRY.items():
        assert c.max_bytes == int(c.base_bytes * 4), name
    later = kit_cache.SurfaceCache("test: made at 4K", 1000)
    assert later.max_bytes == 4000
    app.screen = pygame.display.set_mode((1280, 720))
    app.draw()
    assert {name: c.max_bytes for name, c in kit_cache._REGISTRY.items() if name in before} == before
    del kit_cache._REGISTRY["test: made at 4K"]


@pytest.mark.slow
@pytest.mark.parametrize("game", ["san-villano", "stargate"])
def test_the_parts_said_solid_paint_every_pixel_of_them(game):
    """The layer fills no background under a part's ``solid`` rectangles: each must be
    painted whole by its part, on any ground, in positions through a game."""
    app, table = _table(game, (1600, 900), 8)
    rng = random.Random(8)
    checked = 0
    for _ in range(6):
        for _step in range(12):
            if app.top() is not table:
                if isinstance(app.top(), CurtainScene):
                    app.top().shown_at = -1e9
                    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
                    continue
                break
            if table.match.game.winner() is not None:
                break
            acts = table.match.game.legal_actions()
            table.apply_plan((acts[rng.randrange(len(acts))],))
        app.step(1 / 60)
        app.draw()
        checked += assert_solid_parts_paint_every_pixel(table.frame_parts(app.screen), app.screen.get_size())
    assert checked >= 20


@pytest.mark.parametrize("game", ["san-villano", "stargate"])
def test_the_table_leaving_lets_go_of_every_cache_it_drew_with(game):
    """Back on the title screen nothing a table drew with is kept: the surface caches, the
    fitted and wrapped words (after three Stargate games they held 43 MiB)."""
    from game.table.kit import assets, textfit
    from game.table.kit import cache as kit_cache

    app, table = _table(game, (1280, 720), 2)
    for _ in range(30):
        app.step(1 / 60)
        app.draw()
    assert sum(c["bytes"] for c in kit_cache.usage().values()) > 0
    app.leave_table("title")
    assert {name: c["bytes"] for name, c in kit_cache.usage().items() if c["bytes"]} == {}
    assert assets._wrapped.cache_info().currsize == 0
    assert textfit.layout_text.cache_info().currsize == 0
    app.draw()  # the title draws again what it needs


@pytest.mark.slow
def test_a_stargate_card_in_flight_is_drawn_once_not_also_where_it_is_going(monkeypatch):
    import time

    clock = [11000.0]
    monkeypatch.setattr(time, "monotonic", lambda: clock[0])
    app, table = _table("stargate", (1280, 720), 12)
    seen = 0
    for _ in _playing(app, table, "stargate", random.Random(12), clock):
        parts = table.frame_parts(app.screen)
        for pid in parts:
            if pid[0] == "glide":
                seen += 1
                assert ("card", pid[1]) not in parts and ("hand", pid[1]) not in parts, pid
    assert seen > 50


@pytest.mark.slow
def test_a_san_villano_card_gliding_or_dragged_is_drawn_once_not_also_where_it_lies(monkeypatch):
    import time

    from game.table.views.san_villano import chrome as sv_chrome
    from game.table.views.san_villano import drawing as sv_drawing
    from game.table.views.san_villano import table as sv_table

    clock = [13000.0]
    monkeypatch.setattr(time, "monotonic", lambda: clock[0])
    drawn: list[str] = []
    for module, name in ((sv_drawing, "blit_card"), (sv_table, "blit_card"), (sv_chrome, "card_image")):
        real = getattr(module, name)

        def noting(*args, real=real, **kw):
            drawn.append(args[1] if real.__name__ == "blit_card" else args[0])
            return real(*args, **kw)

        noting.__name__ = real.__name__
        monkeypatch.setattr(module, name, noting)
    app, table = _table("san-villano", (1280, 720), 13)
    ref = pygame.Surface(app.screen.get_size()).convert()
    flying = 0
    for _ in _playing(app, table, "san-villano", random.Random(13), clock):
        drawn.clear()
        kept, table.screen_layer = table.screen_layer, ScreenLayer()
        try:
            table.draw(ref)  # every part, whole
        finally:
            table.screen_layer = kept
        flying += any(g.key[0] != "agent" for g in table.animator.glides)
        assert len(drawn) == len(set(drawn)), sorted(k for k in drawn if drawn.count(k) > 1)
    assert flying > 20


def test_the_stargate_hand_card_under_the_pointer_lifts_where_the_motion_event_put_it(monkeypatch):
    import time

    clock = [15000.0]
    monkeypatch.setattr(time, "monotonic", lambda: clock[0])
    app, table = _table("stargate", (1600, 900), 4)
    for _ in range(120):  # the opening glides are over
        app.step(1 / 60)
        app.draw()
        clock[0] += 1 / 60
    hand = table.lay.seats[table.lay.bottom].hand_cards
    card, r = list(hand.items())[-1]  # the last drawn lies on top
    _move(app, r.center)
    app.step(1 / 60)
    parts = table.frame_parts(app.screen)
    assert parts[("hand", card)].key[-1] is True  # lifted: the pointed one
    assert all(not p.key[-1] for pid, p in parts.items() if pid[0] == "hand" and pid[1] != card)
    app.draw()
    rects = app._to_present
    assert rects and any(x.colliderect(r) for x in rects)  # it is painted again, lifted


def _stargate_landings(monkeypatch, seed: int, think: int) -> dict:
    """A Stargate game at 1280×720 against a bot, the person at the screen deciding after
    ``think`` frames: an answer on the bar when it shows some (in two moves of three), else
    any legal move. For the moves that landed: how many of each ("bot", "bar", "other") and
    the cards painted or turned (the kit's card cache filled) in the frames they landed in."""
    import time

    from game.table.kit import fans

    clock = [7000.0]
    monkeypatch.setattr(time, "monotonic", lambda: clock[0])
    app, table = _table("stargate", (1280, 720), seed)
    painted: list = []
    put = fans._CARDS.put
    monkeypatch.setattr(fans._CARDS, "put", lambda key, surf: (painted.append(key), put(key, surf))[1])
    rng = random.Random(seed)
    out = {k: 0 for k in ("bot", "bar", "other", "bot painted", "bar painted", "other painted")}
    waited = 0
    for _frame in range(8000):
        if app.top() is not table or table.st.winner is not None:
            break
        plan, who = None, "bot"
        if table.may_act() and not table.animator.busy:
            waited += 1
            if waited > think:
                answers = [p for _label, p in table._bar()]
                acts = table.match.game.legal_actions()
                if answers and rng.random() < 2 / 3:
                    plan, who = rng.choice(answers), "bar"
                else:
                    plan, who = (acts[rng.randrange(len(acts))],), "other"
                waited = 0
        if table.bot_future is not None:
            table.bot_future.result(10)
        moves, before = len(table.match.moves), len(painted)
        if plan is not None:
            table.apply_plan(plan)
        app.step(1 / 60)
        app.draw()
        app.present()
        clock[0] += 1 / 60
        if len(table.match.moves) != moves:
            out[who] += 1
            out[f"{who} painted"] += len(painted) - before
    return out


@pytest.mark.slow
@pytest.mark.parametrize("seed", [4, 9])
def test_the_frame_a_stargate_move_lands_in_was_drawn_ahead_when_the_move_was_known(monkeypatch, seed):
    """The frame in which a move lands is drawn ahead (``kit.ahead``) when the table knows
    the move before it lands: a bot's chosen move, in its pause; each answer on the bar
    (Pass, a prompt's answers), while the person decides. That frame paints and turns no
    card, however much the move changed (a mission's end deals a new hand and changes every
    card in play), and draws nothing ahead for the move after it. A card dropped somewhere
    is not guessed: those moves may paint."""
    seen = _stargate_landings(monkeypatch, seed, think=40)
    assert seen["bot"] >= 25 and seen["bar"] >= 15, seen
    assert seen["bot painted"] == 0 and seen["bar painted"] == 0, seen


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1600, 900), (1280, 720)])
def test_a_san_villano_city_cell_kept_is_the_cell_painted_afresh(size):
    """Each City cell's body is kept (``drawing._cell_body``) under what it shows: at every
    position of played games, with the lights on any of its places, the cell painted from
    what was kept is the cell painted with nothing kept (a key that forgot a Fire token, a
    guard or a revealed card would show an earlier position's cell)."""
    from game.games.san_villano.board import content
    from game.games.san_villano.grid import CELLS
    from game.table.views.san_villano import drawing
    from game.table.views.san_villano.layout import compute_layout

    pygame.display.init()
    pygame.display.set_mode((1, 1))
    drawing._CELLS.clear()
    seen = {"fire": 0, "open fire": 0, "guard": 0, "revealed": 0}
    kept, afresh = pygame.Surface(size), pygame.Surface(size)
    for seed in (11, 12):  # guards in the first game, Fire tokens face down and face up in the second
        game = Match(Setup.of("san-villano", [Seat("human"), Seat("bot", "random"), Seat("bot", "random")],
                              seed)).game
        rng = random.Random(seed)
        for step in range(400):
            st = game.state
            if game.winner() is not None:
                break
            if step % 4 == 0:
                lay = compute_layout(st, size)
                lit = {("cell", c) for c in CELLS if rng.random() < 0.3}
                lit |= {("loc", loc.key) for c in st.revealed for loc in content().card[st.city[c]].locations
                        if rng.random() < 0.3}
                for pid, part in drawing.table_parts(st, lay, lit).items():
                    if pid[0] != "cell":
                        continue
                    area = part.rect.clip(kept.get_rect())
                    kept.fill((0, 0, 0), area)
                    afresh.fill((0, 0, 0), area)
                    clipped(part.rect, part.draw)(kept)
                    hold = drawing._CELLS._items, drawing._CELLS.bytes
                    drawing._CELLS._items, drawing._CELLS.bytes = OrderedDict(), 0
                    try:
                        clipped(part.rect, part.draw)(afresh)
                    finally:
                        drawing._CELLS._items, drawing._CELLS.bytes = hold
                    assert pixels(kept.subsurface(area)) == pixels(afresh.subsurface(area)), \
                        f"seed {seed}, step {step}, cell {pid[1]}: the kept body is stale"
                # and what it shows is there: without its Fire tokens, its guards or the
                # Fire tokens turned face up, a cell that shows them is another picture
                for what, strip in (("fire", lambda t: t.fire_at.clear()),
                                    ("open fire", lambda t: t.fire_open.clear()),
                                    ("guard", lambda t: t.guards.clear())):
                    bare = st.clone()
                    strip(bare)
                    for c in st.revealed:
                        places = {loc.key for loc in content().card[st.city[c]].locations}
                        there = {"fire": places & set(st.fire_at), "open fire": places & set(st.fire_open),
                                 "guard": places & set(st.guards.values())}[what]
                        if there:
                            seen[what] += 1
                            assert pixels(drawing._cell_body(st, lay, c, *_cell_marks(st))) != \
                                pixels(drawing._cell_body(bare, lay, c, *_cell_marks(bare))), (what, c)
                # unlit, a cell's part paints its own body, where the cell lies
                for pid, part in drawing.table_parts(st, lay, set()).items():
                    if pid[0] == "cell":
                        area = part.rect.clip(kept.get_rect())
                        kept.fill((0, 0, 0), area)
                        afresh.fill((0, 0, 0), area)
                        clipped(part.rect, part.draw)(kept)
                        afresh.blit(drawing._cell_body(st, lay, pid[1], *_cell_marks(st)), lay.cells[pid[1]])
                        assert pixels(kept.subsurface(area)) == pixels(afresh.subsurface(area)), pid
                # each face-up cell shows its own City card
                faces = [pixels(drawing._cell_body(st, lay, c, *_cell_marks(st))) for c in st.revealed]
                assert len(set(faces)) == len(faces)
                seen["revealed"] += len(st.revealed)
            acts = game.legal_actions()
            game.apply(acts[rng.randrange(len(acts))])
    assert all(seen.values()), seen
    assert len(drawing._CELLS) > len(CELLS)  # positions past the first were kept, not painted each time


def _cell_marks(st) -> tuple[dict, dict, set]:
    """What ``drawing._cell_body`` is handed of a San Villano state besides it: each guarded
    place's guard, each guard's organization, the places whose Fire token is face up."""
    guard_at = {loc: card for card, loc in st.guards.items()}
    owner_of_guard = {card: seat for seat, o in enumerate(st.orgs) for card in o.characters()}
    return guard_at, owner_of_guard, set(st.fire_open)


@pytest.mark.parametrize("game", ["san-villano", "stargate"])
def test_a_frame_in_which_only_the_pointer_moves_asks_the_game_and_the_catalogue_nothing(monkeypatch, game):
    """What a frame shows is worked out once per position and kept: with the turn's banner up
    and the pointer wandering over the table (its buttons and counters too), a frame asks the
    game for no legal action, the catalogue for no word it asked before and the banner for its
    words not again (each had been asked every frame: tools/bench_table.py's idle frames)."""
    import time

    from game import i18n

    clock = [7000.0]
    monkeypatch.setattr(time, "monotonic", lambda: clock[0])
    app, table = _table(game, (1280, 720), 4)

    def frame() -> None:
        app.step(1 / 60)
        app.draw()
        app.present()
        clock[0] += 1 / 60

    for _ in range(600):  # to the person's turn, nothing moving, nothing left to draw ahead
        if isinstance(app.top(), CurtainScene):
            app.top().shown_at = clock[0] - 1
            app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
        frame()
        if table.match.game.current_player() == 0 and app.top() is table and not table.animator.busy \
                and table.bot_future is None and len(table.match.moves) > 2:
            break
    said = []
    table.announce(lambda: said.append(1) or "A banner", 60)
    for _ in range(90):
        frame()
    rng = random.Random(3)
    spots = [b.rect.center for b in table.reasoned_buttons()] + [n.rect.center for n in table.named_things()]
    spots += [(rng.randrange(1280), rng.randrange(720)) for _ in range(40)]
    asked = {"legal": 0, "catalogue": 0}

    def counted(name, fn):
        def call(*args, **kwargs):
            asked[name] += 1
            return fn(*args, **kwargs)
        return call

    kind = type(table.match.game)  # the game's class (its objects take no new attributes)
    monkeypatch.setattr(kind, "legal_actions", counted("legal", kind.legal_actions))
    monkeypatch.setattr(i18n._current, "gettext", counted("catalogue", i18n._current.gettext))
    moves = len(table.match.moves)
    for _wander in range(2):  # the second time over the same spots: everything it shows was said before
        asked.update(legal=0, catalogue=0)
        del said[:]
        for pos in spots:
            _move(app, pos)
            frame()
    assert len(table.match.moves) == moves and table.banner is not None
    assert asked == {"legal": 0, "catalogue": 0} and said == [], (asked, len(said))
