"""At 1280×720 the running text of every table (the log, the counters, the status lines) is
drawn at a readable size (``textfit.READABLE``, 12 px), not at the window's scale alone."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.core.match import Match, Seat, Setup  # noqa: E402
from game.games.villainous import villainous_setup  # noqa: E402
from game.table.app import App  # noqa: E402
from game.table.kit import assets, logcanvas, textfit  # noqa: E402
from game.table.views.san_villano import chrome as sv_chrome  # noqa: E402
from game.table.views.san_villano import drawing as sv_drawing  # noqa: E402
from game.table.views.stargate import drawing as sg_drawing  # noqa: E402
from game.table.views.stargate import screen as sg_screen  # noqa: E402
from game.table.views.villainous import drawing as vl_drawing  # noqa: E402

SETUPS = {
    "villainous": villainous_setup(["gaston", "lady-tremaine", "horned-king"], [Seat("human"), Seat("bot", "easy"),
                                                                      Seat("bot", "easy")], 2),
    "stargate": Setup.of("stargate", [Seat("human"), Seat("bot", "normal")], 7),
    "san-villano": Setup.of("san-villano", [Seat("human"), Seat("bot", "easy"), Seat("bot", "easy")], 11),
}


@pytest.mark.parametrize("key", list(SETUPS))
def test_the_log_and_the_status_lines_are_readable_at_1280x720(key, monkeypatch):
    drawn: dict[str, int] = {}
    real = assets.text

    def recording(kind, size, words, colour, *a, **k):
        drawn[str(words)] = min(drawn.get(str(words), 99), int(size))
        return real(kind, size, words, colour, *a, **k)

    for module in (textfit, logcanvas, vl_drawing, sg_screen, sg_drawing, sv_chrome, sv_drawing):
        monkeypatch.setattr(module, "text", recording)
    m = Match(SETUPS[key])
    r = random.Random(3)
    while len(m.moves) < 60 or m.game.current_player() != 0:
        m.apply(r.choice(m.game.legal_actions()))
    app = App(size=(1280, 720), settings={"animation_speed": 0.0, "sound": False, "confirm_end_turn": False},
              saves=None, headless=True)
    app.start_match(m)
    app.step(1 / 60)
    app.draw()
    table = app.table()
    last = list(table.log)[-1]
    # the entry's lines as the log wrapped them (a place's name inside it, drawn on a board, is not one)
    pieces = [w for w in drawn if w in last and len(w) >= min(len(last), 20)]
    assert pieces, f"the last log entry was not drawn: {last!r}"
    assert min(drawn[w] for w in pieces) >= textfit.READABLE, {w: drawn[w] for w in pieces}
    status = {"villainous": [], "stargate": ["Glyphs", "cards in hand"],
              "san-villano": ["player order", "Fire tokens in the stack", "RP"]}[key]
    for word in status:
        sizes = [s for w, s in drawn.items() if word in w]
        assert sizes and min(sizes) >= textfit.READABLE, (word, sizes)


def test_readable_never_lowers_a_size():
    assert textfit.readable(8.0) == textfit.READABLE and textfit.readable(20.7) == 20


# --- every table at every size, UI scale and language ----------------------------------------

TABLES = {
    "despicable-plots": lambda: villainous_setup(["gaston", "lady-tremaine", "horned-king"], [Seat("human"), Seat("bot", "easy"), Seat("bot", "easy")], 2),
    "scum-and-villainy": lambda: villainous_setup(["cad-bane", "seventh-sister", "boba-fett"], [Seat("human"), Seat("bot", "random"), Seat("bot", "random")], 4),
    "san-villano": lambda: Setup.of("san-villano", [Seat("human"), Seat("bot", "easy"), Seat("bot", "easy")], 11),
    "stargate": lambda: Setup.of("stargate", [Seat("human"), Seat("bot", "normal")], 7),
}
SIZES = ((1280, 720), (1920, 1080), (3840, 2160))
SCALES = (0.8, 1.0, 1.5, 2.0)
LANGUAGES = ("en", "pt")
#: the fast tier: each table at the small window made large, and at the common one
FAST = [(game, size, ui, lang) for game in TABLES for size, ui in (((1280, 720), 2.0), ((1920, 1080), 1.0))
        for lang in LANGUAGES]
SLOW = [(game, size, ui, lang) for game in TABLES for size in SIZES for ui in SCALES for lang in LANGUAGES
        if (game, size, ui, lang) not in FAST]


def _drawn_table(game: str, size: tuple[int, int], ui: float, lang: str, monkeypatch) -> tuple:
    """The table of ``game`` at move 40 or so (the person's turn), drawn at ``size``, UI scale
    ``ui`` and in ``lang``, with every text that did not fit noted and the least size each
    text was drawn at."""
    import pygame

    from game.table.kit import cache as kit_cache
    from game.table.kit.menus import CurtainScene
    from game.table.scenes import TitleScene

    drawn: dict[str, int] = {}  # the words the log's painters drew, at the least size
    real = assets.text

    def recording(kind, size_, words, colour, *a, **k):
        drawn[str(words)] = min(drawn.get(str(words), 999), int(size_))
        return real(kind, size_, words, colour, *a, **k)

    for module in (logcanvas, vl_drawing, sg_screen):  # the three logs' painters
        monkeypatch.setattr(module, "text", recording)
    m = Match(TABLES[game]())
    r = random.Random(3)
    while len(m.moves) < 40 or m.game.current_player() != 0:
        m.apply(r.choice(m.game.legal_actions()))
    kit_cache.clear_all()  # what an earlier table painted is painted again here, and measured
    textfit.record(True)
    try:
        app = App(size=size, settings={"animation_speed": 0.0, "sound": False, "confirm_end_turn": False,
                                       "ui_scale": ui, "language": lang}, saves=None, headless=True)
        app.push(TitleScene(app))
        app.start_match(m)
        for _ in range(3):
            if isinstance(app.top(), CurtainScene):
                app.top().shown_at = -1e9
                app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
            app.step(1 / 60)
            app.draw()
        cut = list(textfit.OVERFLOWS)
    finally:
        textfit.record(False)
    return app, app.table(), cut, drawn


def _rects(game: str, table) -> tuple[dict, dict, dict]:
    """A table's named rectangles as its layout reports them: (the regions of the table, which
    share no pixel; the controls and labels, which share none with each other or with a hand
    card; the hand's cards, in the order they are drawn, the last on top)."""
    import pygame

    lay = table.lay
    if game == "stargate":
        regions = {"top line": lay.top, "log": lay.log, "mission": lay.mission}
        regions.update({f"seat {p}": a.panel for p, a in lay.seats.items()})
        controls = {f"button {b.label}": b.rect for b in table.buttons}
        controls["bar"] = lay.bar
        controls.update({f"seat {p}: info": a.info for p, a in lay.seats.items()})
        me = lay.seats[lay.bottom]
        controls.update({f"my card {c}": r for c, r in me.cards.items()})
        return regions, controls, dict(me.hand_cards)
    if game == "san-villano":
        rows = [r for name in lay.rows for _c, r in lay.rows[name]] + list(lay.row_labels.values()) + \
            list(lay.decks.values())
        regions = {"city": lay.city, "round track": lay.track_area, "log": lay.log, "bar": lay.bar,
                   "recruitment rows": rows[0].unionall(rows[1:])}
        regions.update({f"organization {s}": r for s, r in lay.orgs.items()})
        controls = {f"button {k}": r for k, r in lay.buttons.items()}
        # on the City: each location's name, Fire token and guard, and the agents on it
        from game.table.views.san_villano.layout import location_marks

        st = table.st
        guarded = set(st.guards.values())
        for loc, lr in lay.locations.items():
            for what, r in location_marks(lay, lr, loc in st.fire_at, loc in guarded).items():
                controls[f"{loc}: {what}"] = r
        controls.update({f"agent {k}": r for k, r in lay.movers.items()
                         if any(r.colliderect(lr) for lr in lay.locations.values())})
        return regions, controls, {}
    regions = {"log": lay.log_rect, "prompt": lay.prompt_rect, "hand strip": lay.hand_rect}
    regions.update({f"board {s}": b.rect for s, b in lay.boards.items()})
    controls = {f"button {b.label}": pygame.Rect(b.rect) for b in table.buttons}
    return regions, controls, dict(lay.hand)


def _overlapping(rects: dict) -> list[tuple[str, str]]:
    """The pairs of ``rects`` that share a pixel."""
    names = list(rects)
    return [(a, b) for i, a in enumerate(names) for b in names[i + 1:] if rects[a].colliderect(rects[b])]


def _drawn_whole(app, scene, ui) -> dict:
    """``scene``'s buttons by label once drawn: no text cut, none covering another, all in
    the window."""
    textfit.record(True)
    try:
        app.draw()
        cut = list(textfit.OVERFLOWS)
    finally:
        textfit.record(False)
    rects = {w.label: w.rect for w in scene.widgets}
    assert cut == [] and _overlapping(rects) == [], (ui, cut)
    assert all(app.screen.get_rect().contains(r) for r in rects.values()), ui
    return rects


def _unreachable(game: str, table, hand: dict, controls: dict) -> list:
    """The hand's cards with no pixel where a click picks them up: everywhere under a card
    drawn later or under a control (the controls take the click first)."""
    at = table.dragger.adapter.piece_at
    out = []
    for c, r in hand.items():
        step = max(2, min(r.w, r.h) // 12)
        if not any(at((x, y)) == ("hand", c) and not any(k.collidepoint(x, y) for k in controls.values())
                   for x in range(r.left, r.right, step) for y in range(r.top, r.bottom, step)):
            out.append(c)
    return out


def _check_table(game: str, size, ui: float, lang: str, monkeypatch) -> None:
    app, table, cut, drawn = _drawn_table(game, size, ui, lang, monkeypatch)
    where = f"{game} at {size[0]}×{size[1]}, {round(ui * 100)} %, {lang}"
    # no text cut
    assert cut == [], (where, cut)
    # the running text readable: the last log entry, the status lines
    last = list(table.log)[-1]
    pieces = [w for w in drawn if w in last and len(w) >= min(len(last), 8)]  # its lines, as wrapped
    assert pieces and min(drawn[w] for w in pieces) >= textfit.READABLE, (where, {w: drawn[w] for w in pieces})
    # no control or label over another, no region over another, all inside the window
    regions, controls, hand = _rects(game, table)
    screen = app.screen.get_rect()
    assert [n for n, r in {**regions, **controls, **hand}.items() if not screen.contains(r)] == [], where
    assert _overlapping(regions) == [], where
    assert _overlapping(controls) == [], where
    assert [(n, c) for n, r in controls.items() for c, h in hand.items() if r.colliderect(h)] == [], where
    # every hand card reachable by a click
    assert _unreachable(game, table, hand, controls) == [], where


@pytest.mark.parametrize("game,size,ui,lang", FAST)
def test_every_table_is_readable_whole_and_within_reach_at_its_size_and_scale(game, size, ui, lang, monkeypatch):
    """No text cut, the running text at a readable size, no control or label over another,
    every hand card reachable: each table at 1280×720 at 200 % and at 1920×1080 at 100 %."""
    _check_table(game, size, ui, lang, monkeypatch)


@pytest.mark.slow
@pytest.mark.parametrize("game,size,ui,lang", SLOW)
def test_every_table_is_readable_whole_and_within_reach_at_every_size_and_scale(game, size, ui, lang, monkeypatch):
    """The same at every window size (1280×720, 1920×1080, 3840×2160) and UI scale (80–200 %)."""
    _check_table(game, size, ui, lang, monkeypatch)


@pytest.mark.parametrize("size", SIZES)
def test_the_settings_screen_grows_with_the_ui_scale_and_stays_in_the_window(size):
    """The UI scale applies to the Settings screen too, as far as the window holds it: its
    buttons grow, none leaves the window or covers another, no label is cut."""
    from game.table.scenes import SettingsScene, TitleScene

    heights = {}
    for ui in SCALES:
        app = App(size=size, settings={"sound": False, "ui_scale": ui}, saves=None, headless=True)
        app.push(TitleScene(app))
        scene = SettingsScene(app)
        app.push(scene)
        rects = _drawn_whole(app, scene, ui)
        heights[ui] = min(r.h for r in rects.values())
    assert heights[0.8] < heights[1.0] < heights[1.5] <= heights[2.0], heights


# --- the Realm shown large at 200 % (issue 47, "A table every player can read at any size") ---

#: (window, the least an action symbol of the Realm shown large may be at 200 %): 28 px at
#: 1280×720, as much more on a larger window as the window is larger
GROWN = [((1280, 720), 28), ((1920, 1080), 42)]


@pytest.mark.parametrize("size,least", GROWN)
def test_the_realm_shown_large_draws_its_symbols_large_and_its_words_readable_at_200_percent(size, least,
                                                                                            monkeypatch):
    """At 200 % the Realm shown large was given less of the window than at 100 % (the hand
    strip grew) and its symbols grew not at all: 26 px action symbols and 11 px words at
    1280×720. Its symbols are drawn at least ``least`` px now, every word on it at least the
    readable size, and nothing of it cut."""
    from game.table.kit import cache as kit_cache
    from game.table.views.villainous import art, view

    from .ui_helpers import make_app, start_table

    kit_cache.clear_all()  # every word and symbol drawn here, not found drawn before
    app = make_app(size, ui_scale=2.0)
    match, table = start_table(app, ("gaston", "lady-tremaine", "horned-king"))
    app.step(1 / 60)
    app.draw()
    lay = table.lay
    symbols: list[int] = []
    words: dict[str, int] = {}
    real_symbol, real_text = art.symbol, textfit.text

    def symbol(sym, px, *a, **k):
        symbols.append(px)
        return real_symbol(sym, px, *a, **k)

    def text(kind, px, said, colour, *a, **k):
        words[str(said)] = min(words.get(str(said), 999), int(px))
        return real_text(kind, px, said, colour, *a, **k)

    monkeypatch.setattr(art, "symbol", symbol)
    monkeypatch.setattr(textfit, "text", text)
    monkeypatch.setattr(view, "text", text)
    textfit.record(True)
    try:
        surf = app.screen.copy()
        parts: dict = {}  # the Realm shown large, every part of it
        view._board_parts(parts, table.st, lay, lay.focus, lay.boards[lay.focus], frozenset(),
                          (table.st.active, table.st.used))
        for part in parts.values():
            part.draw(surf)
        cut = list(textfit.OVERFLOWS)
    finally:
        textfit.record(False)
    assert cut == []
    assert symbols and min(symbols) >= least, sorted(set(symbols))
    assert words and min(words.values()) >= textfit.READABLE, sorted(words.items(), key=lambda kv: kv[1])[:5]
    # the symbols grew about their places: none over another, each on its location's panel
    mine = [(i, r) for (seat, i, _row, _j), (_sym, r) in lay.symbols.items() if seat == lay.focus]
    assert not any(a.colliderect(b) for k, (_i, a) in enumerate(mine) for _i2, b in mine[k + 1:])
    assert all(lay.zones[("panel", lay.focus, i)].contains(r) for i, r in mine)


@pytest.mark.parametrize("size,ui", [((1280, 720), 1.0), ((1280, 720), 2.0), ((1920, 1080), 1.0),
                                     ((1920, 1080), 2.0)])
def test_the_fate_panels_words_are_read_at_the_logs_size_at_every_scale(size, ui, monkeypatch):
    """The Fate panel kept its words at 12 px at 1280×720 and 200 % (its cards, grown with the
    scale, took the room): they are drawn at least as large as the log's running text beside
    them now, none cut, and its cards lie within the panel."""
    from game.games.villainous.actions import Action
    from game.table.views.villainous import drawing

    from ..villainous.helpers import fate_top, hero
    from .ui_helpers import make_app

    app = make_app(size, ui_scale=ui, title=True)
    match = Match(villainous_setup(["gaston", "lady-tremaine"], [Seat("human"), Seat("bot", "random")], 7))
    app.start_match(match)
    table = app.table()
    hero(match.state, 1, "ball-gown-cinderella", "the-castle")
    fate_top(match.state, 1, "cinderella", "gus")  # two cards, and a reason one was not played
    table.apply_plan((Action("move", -1, 2),))
    table.apply_plan((Action("fate", -1, 1),))
    while match.state.prompt is not None and match.state.prompt.kind == "location":
        table.apply_plan((match.state.prompt.options[0],))
    assert table.fate_panel and table.fate_story.done
    drawn = []
    real_block, real_card = drawing.draw_block, drawing.view.card_surface

    def block(surf, kind, px, lines, colour, box, min_size=9, **k):
        drawn.append(textfit.layout_block(kind, int(px), tuple(ln for ln in lines if ln), box.w, box.h, int(min_size)))
        return real_block(surf, kind, px, lines, colour, box, min_size=min_size, **k)

    cards = []

    def card(st, c, w, h):
        cards.append((w, h))
        return real_card(st, c, w, h)

    app.step(1 / 60)
    app.draw()
    monkeypatch.setattr(drawing, "draw_block", block)
    monkeypatch.setattr(drawing.view, "card_surface", card)
    table._fate_panel_kept = None  # painted again, measured
    textfit.record(True)
    try:
        table._fate_panel_image()
        cut = list(textfit.OVERFLOWS)
    finally:
        textfit.record(False)
    assert cut == [] and drawn, cut
    px, _lines, fits = drawn[-1]
    assert fits and px >= table.log_type()[0], (px, table.log_type()[0])
    inner = table.fate_panel_rect().w - 2 * int(8 * table.lay.s)
    assert len(cards) == 2 and sum(w for w, _h in cards) + int(8 * table.lay.s) <= inner, cards


@pytest.mark.parametrize("size", SIZES)
def test_the_title_screen_grows_with_the_ui_scale_as_far_as_its_rows_fit(size):
    """The title screen was drawn at the window's scale whatever the UI scale: it grows with
    it now, as far as its seven rows fit between the title and the help row. None leaves the
    window, covers another or the line under the title, and no label is cut."""
    from game.table.kit.assets import text as rendered
    from game.table.scenes import TitleScene

    heights = {}
    for ui in (1.0, 2.0):
        app = App(size=size, settings={"sound": False, "ui_scale": ui}, saves=None, headless=True)
        scene = TitleScene(app)
        app.push(scene)
        rects = _drawn_whole(app, scene, ui)
        s = scene.scale(size)
        under_title = int(175 * s) + rendered("sans", int(26 * s), scene.subtitle(), (0, 0, 0)).get_height()
        assert min(r.top for r in rects.values()) > under_title, ui
        heights[ui] = min(r.h for r in rects.values())
    assert heights[2.0] > heights[1.0], heights
