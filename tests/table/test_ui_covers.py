"""What covers what at the table: every card, attached or not, may be read large from the
part of it that shows, and nothing shown large covers a message while a choice is open."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.table.kit.match_scene import HOVER_DELAY  # noqa: E402

from ..villainous.helpers import attach, hero, iid  # noqa: E402
from .ui_helpers import make_app, start_table, texts_drawn  # noqa: E402


def _frame(app) -> None:
    app.step(1 / 60)
    app.draw()


def _hover(app, pos: tuple[int, int]) -> None:
    """The pointer rests on ``pos`` long enough for what lies there to show large."""
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    app.table().hover_since -= HOVER_DELAY + 0.05
    _frame(app)


def _maurice_with_his_invention(size: tuple[int, int] = (1600, 900), **settings):
    """Gaston's table with Maurice at The Woods and Maurice's Invention attached to him."""
    app = make_app(size, title=True, **settings)
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


def test_a_stargate_card_too_small_for_its_full_title_still_shows_its_name(monkeypatch):
    """The assigned adversary at the mission, small at 200 %: "Lady Ishtarra, Queen of
    Serpents" does not fit, so the card names her without her epithet (the enlarged card says
    it all) rather than showing no name at all."""
    from game.games.stargate import totals as T
    from game.table.kit import textfit
    from game.table.views.stargate import drawing

    from ..stargate.helpers import started

    pygame.init()
    st = started().state
    c = next(i for i in range(len(st.table.defs)) if T.card(st, i).name == "Lady Ishtarra, Queen of Serpents")
    said = texts_drawn(monkeypatch, textfit)
    surf = pygame.Surface((200, 200))
    drawing.card_face(surf, st, c, pygame.Rect(10, 10, 56, 79), 2.0)
    assert any("Ishtarra" in w for w in said)


def test_a_card_shown_large_never_covers_the_refusal_message():
    """A refusal said while the pointer rests on a card: the enlarged card goes elsewhere, or
    away while the message is up, whichever card it is (hand or board)."""
    import time


    app, table, _maurice, _invention = _maurice_with_his_invention((1280, 720), ui_scale=2.0)
    table.say("You cannot play that card now: it costs more Power than you have")
    _frame(app)
    size = app.screen.get_size()
    message = table._toast_rect()  # where the table draws it (off the legal targets)
    cards = [*table.lay.hand, *table.lay.cards.items()]
    shown = 0
    for c, r in cards:
        table.toast = (table.toast[0], time.monotonic() + 60)
        _hover(app, r.center)
        if table.zoom != c:
            continue
        zoomed = [area for key, area, _paint in table._overlays(size, time.monotonic()) if key[0] == "zoom"]
        assert not any(area.colliderect(message) for area in zoomed), (c, r)
        shown += 1
    assert shown >= 5  # the hand and a card on the board were looked at large


def test_a_symbols_tooltip_goes_away_when_the_symbol_is_clicked():
    """The tooltip of an action symbol clicked would cover what the click brings (a
    message, a revealed Fate card, the location's name): it goes with the click."""
    import time

    app, table, _maurice, _invention = _maurice_with_his_invention((1280, 720), ui_scale=2.0)
    _sym, r = next(v for v in table.lay.symbols.values() if v[0] == "vanquish")
    _hover(app, r.center)

    def tips() -> list:
        return [key for key, _area, _paint in table._overlays(app.screen.get_size(), time.monotonic())
                if key[0] == "tip"]

    assert tips()
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=r.center, button=1))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=r.center, button=1))
    _frame(app)
    assert not tips()


def test_a_cards_ability_ends_above_its_strength_shield(monkeypatch):
    """Ball Gown Cinderella's long ability: at every size its words are drawn, its last line
    stays clear of the Strength shield in the corner below it."""
    from game.table.views.villainous import art

    pygame.init()
    st = _maurice_with_his_invention()[1].st
    d = next(x for x in st.table.defs if x.key == "ball-gown-cinderella")
    drawn: list[pygame.Rect] = []
    real = art.draw_fit

    def recording(surf, kind, size, words, *args, **kwargs):
        r = real(surf, kind, size, words, *args, **kwargs)
        if words == d.text:
            drawn.append(r)
        return r

    monkeypatch.setattr(art, "draw_fit", recording)
    for w in (200, 300, 420, 600):
        drawn.clear()
        face = art._draw_face(d, w, int(w * 1.4), (200, 150, 60), (120, 40, 40))
        inner = face.get_rect().inflate(-max(2, w // 25) * 2, -max(2, w // 25) * 2)
        assert drawn and drawn[0].h > 0, w  # the ability is printed
        assert not drawn[0].colliderect(art.strength_rect(inner, w)), w


def test_a_short_ability_shown_large_is_printed_large(monkeypatch):
    """Maurice's Invention's one sentence on the enlarged card: wrapped at the card's own
    text size, not shrunk onto one line (tiny on a huge card)."""
    from game.table.kit import textfit
    from game.table.views.villainous import art

    pygame.init()
    st = _maurice_with_his_invention()[1].st
    d = next(x for x in st.table.defs if x.key == "maurices-invention")
    sizes: list[int] = []
    real = textfit.text

    def recording(kind, size, words, colour, *args, **kwargs):
        if words and words in d.text:
            sizes.append(size)
        return real(kind, size, words, colour, *args, **kwargs)

    monkeypatch.setattr(textfit, "text", recording)
    w, h = 300, 420  # the size a card is shown large at 1080p
    art._draw_face(d, w, h, (200, 150, 60), (120, 40, 40))
    assert sizes and min(sizes) >= int(h * 0.052)  # the face's text size (``_draw_face``)


def _san_villano_exhausted():
    """A San Villano position where the person's organization holds three characters or more,
    one of them exhausted (Agent Titan, turned)."""
    import random

    from game.core.match import Match, Seat, Setup

    for seed in range(1, 40):
        m = Match(Setup.of("san-villano", [Seat("human"), Seat("bot", "normal")], seed))
        r = random.Random(seed)
        for _ in range(500):
            g = m.game
            if g.is_over():
                break
            o = m.state.orgs[0]
            if o.exhausted and len(o.heroes) + len(o.helpers) >= 3 and g.current_player() == 0:
                return m
            m.apply(r.choice(g.legal_actions()))
    raise AssertionError("no such position")


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_san_villanos_exhausted_cards_lie_sideways_in_their_own_room(scale):
    """Issue 47: an exhausted (turned) San Villano card was drawn across its neighbours and
    past its panel's edge (and three cards of an organization overlapped at 1280×720 and
    200 %). Each card of an organization lies in its panel, beside the others, a turned one
    in a lying rectangle, and what is drawn of it stays in that rectangle."""
    app = make_app((1280, 720), game="san-villano", ui_scale=scale)
    match = _san_villano_exhausted()
    app.start_match(match)
    table = app.table()
    _frame(app)
    lay = table.lay
    for seat, o in enumerate(match.state.orgs):
        rects = [(key, r) for (s, key), r in lay.org_cards.items() if s == seat]
        for key, r in rects:
            assert lay.orgs[seat].contains(r), (key, r, lay.orgs[seat])
            assert (r.w > r.h) == (key in o.exhausted), (key, r)
        for k, (key, r) in enumerate(rects):
            assert not any(r.colliderect(other) for _o, other in rects[k + 1:]), f"{key} covers a neighbour"
    # what the turned card paints stays in its rectangle: the table around it is the same
    # with the card drawn and without it
    key = match.state.orgs[0].exhausted[0]
    r = lay.org_cards[(0, key)]
    ring = r.inflate(int(40 * table.lay.ui_s), 8)
    with_card = app.screen.subsurface(ring).copy()
    from game.table.views.san_villano import drawing

    calls = []
    real = drawing.blit_card

    def blit_card(surf, k, rect, turned=False, face_down=False):
        calls.append(k)
        if k != key:
            real(surf, k, rect, turned, face_down)

    drawing.blit_card = blit_card
    try:
        table.forget_layers()  # painted whole, every part again
        app.screen.fill((0, 0, 0))
        table.draw(app.screen)
    finally:
        drawing.blit_card = real
    assert key in calls
    without = app.screen.subsurface(ring)
    outside = [(x, y) for x in range(0, ring.w, 3) for y in range(0, ring.h, 3)
               if not r.move(-ring.x, -ring.y).collidepoint(x, y)]
    changed = sum(with_card.get_at(p) != without.get_at(p) for p in outside)
    assert changed == 0, f"{changed} pixels of the turned card outside its rectangle"


def test_a_hand_card_too_small_for_its_ability_shows_an_ellipsis_not_an_empty_box(monkeypatch):
    """Take Me Instead in a 1280x720 hand: its ability does not fit at a readable size and was
    left out, so the card looked like one with no ability (a new player's first game). Now an
    ellipsis stands in the box; the card shown large has the words."""
    from game.games.villainous.cards import load_villain
    from game.table.kit import theme
    from game.table.views.villainous import art

    d = load_villain("gaston").by_key["take-me-instead"]
    said = texts_drawn(monkeypatch, art)
    small = art._draw_face(d, 64, 90, theme.GOLD, theme.PANEL)
    assert "…" in said, said
    said.clear()
    large = art._draw_face(d, 320, 450, theme.GOLD, theme.PANEL)
    assert "…" not in said and large.get_size() == (320, 450) and small.get_size() == (64, 90)


@pytest.mark.parametrize("width", [56, 64, 80])
def test_a_stargate_cards_two_skills_a_line_never_run_into_each_other(monkeypatch, width):
    """A Team card on the board at 1280×720 and 200 % read "Com 4Ing 2": each skill is drawn
    in its half of the line, smaller together when the card is narrow."""
    from game.games.stargate import totals as T
    from game.table.kit.assets import text_width
    from game.table.views.stargate import drawing

    from ..stargate.helpers import started

    pygame.init()
    st = started().state
    drawn: list[tuple[str, int, str]] = []
    real = drawing.text

    def noted(kind, size, words, *a, **k):
        drawn.append((kind, size, words))
        return real(kind, size, words, *a, **k)

    monkeypatch.setattr(drawing, "text", noted)
    r = pygame.Rect(10, 10, width, int(width * 1.19))
    k = r.w / 112
    half = (r.w - 2 * max(2, int(5 * k))) // 2
    surf = pygame.Surface((200, 200))
    checked = 0
    for c in range(len(st.table.defs)):
        if not T.card(st, c).skills:
            continue
        drawn.clear()
        drawing.card_face(surf, st, c, r, 2.0)
        for kind, size, words in drawn:
            if words.split(" ")[0] in ("Cul", "Sci", "Com", "Ing", "Fire"):
                assert text_width(kind, size, words) <= half - 2, (T.card(st, c).name, words, size, half)
                checked += 1
    assert checked
