"""The rules help's contents list every topic at every size (issue 47): at 1280×720 and
200 % only the first seven of the title screen's 23 topics were listed, the rest reached
only with Next, and nothing said there were more.

At 1280×720, 1600×900 and 1920×1080, at 100 % and 200 %, in English and in Portuguese
(longer titles), for the title screen's help of every game and each game's own: every topic
is listed on a view of the contents that the keyboard reaches (Up/Down, the contents
following the page read) and one that the mouse reaches (the "more" cues, the wheel), each
entry inside the screen, over no other entry, cue or button, its title whole at a readable
size; and the screen painted in part is the screen painted whole as the contents turn.
"""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.i18n import set_language  # noqa: E402
from game.table.helpscreens import RulesHelpScene  # noqa: E402
from game.table.kit import textfit  # noqa: E402
from game.table.probing import painted_whole  # noqa: E402
from game.table.views import game_view  # noqa: E402

from .ui_helpers import make_app, pixels, presented_frame, same_pixels  # noqa: E402

GAMES = ["villainous", "san-villano", "stargate"]
SIZES = [(1280, 720), (1600, 900), (1920, 1080)]


def _help(app, which: str) -> RulesHelpScene:
    """The title screen's rules help (``all``: every game's) or one game's, open on the app."""
    scene = RulesHelpScene(app, games=GAMES) if which == "all" else RulesHelpScene(app, view=game_view(which))
    app.push(scene)
    app.draw()
    return scene


def _key(scene, key: int) -> None:
    scene.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))


def _move(scene, pos) -> None:
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))


def _click(scene, pos) -> None:
    _move(scene, pos)
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def _wheel(scene, y: int) -> None:
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=y, flipped=False))


def _cues(scene) -> list[pygame.Rect]:
    c = getattr(scene, "contents", None)
    return [r for r in (getattr(c, "up", None), getattr(c, "down", None)) if r is not None]


def _check_view(app, scene, where: str) -> set[int]:
    """The topics the contents list now, each entry checked: inside the screen, over no other
    entry, cue or button."""
    screen = app.screen.get_rect()
    entries = [r for r, _p in scene.toc]
    headings = [r for r, _game in getattr(getattr(scene, "contents", None), "headings", [])]
    for k, r in enumerate(entries):
        assert screen.contains(r), f"{where}: entry {scene.toc[k][1]} {r} leaves the screen"
        others = entries[k + 1:] + headings + _cues(scene) + [w.rect for w in scene.widgets]
        hit = [o for o in others if r.colliderect(o)]
        assert not hit, f"{where}: entry {scene.toc[k][1]} {r} lies over {hit}"
    for r in _cues(scene) + headings:
        assert screen.contains(r) and not any(r.colliderect(w.rect) for w in scene.widgets), f"{where}: {r}"
    for r in headings:
        assert not any(r.colliderect(o) for o in _cues(scene) + [h for h in headings if h is not r]), f"{where}: {r}"
    return {p for _r, p in scene.toc}


@pytest.mark.parametrize("lang", ["en", "pt"])
@pytest.mark.parametrize("scale", [1.0, 2.0])
@pytest.mark.parametrize("size", SIZES)
def test_every_topic_is_listed_and_reached_by_the_keyboard_and_the_mouse(size, scale, lang) -> None:
    app = make_app(size, title=True, ui_scale=scale)
    set_language(lang)
    textfit.record()
    try:
        for which in ["all", *GAMES]:
            where = f"{which} at {size} {scale:.0%} {lang}"
            scene = _help(app, which)
            n = len(scene.pages)
            # the keyboard: Down through every topic, the page read always listed
            seen: set[int] = set()
            for k in range(n):
                if k:
                    _key(scene, pygame.K_DOWN)
                    app.draw()
                assert scene.page() == k, where
                listed = _check_view(app, scene, where)
                assert k in listed, f"{where}: the page read ({scene.pages[k][0]!r}) is not in the contents"
                seen |= listed
            assert seen == set(range(n)), f"{where}: never listed: {[scene.pages[p][0] for p in set(range(n)) - seen]}"
            app.pop()
            # the mouse: the cue below until there is none, each entry clicked opens its page
            scene = _help(app, which)
            seen = set()
            for _view in range(n + 1):
                listed = _check_view(app, scene, where)
                seen |= listed
                shown = list(scene.toc)
                for r, p in shown:
                    _click(scene, r.center)
                    assert scene.page() == p, f"{where}: a click on {scene.pages[p][0]!r} opened page {scene.page()}"
                app.draw()
                assert scene.toc == shown, f"{where}: a click on an entry turned the contents"
                down = getattr(getattr(scene, "contents", None), "down", None)
                if down is None:
                    break
                _click(scene, down.center)
                app.draw()
            assert seen == set(range(n)), f"{where}: the mouse never sees {set(range(n)) - seen}"
            if scene.contents.views > 1:  # the wheel over the contents turns them back, and on again
                _move(scene, scene.toc[0][0].center)
                for step in (1, -1):
                    views = []
                    for _k in range(scene.contents.views):
                        views.append(scene.contents.view)
                        _wheel(scene, step)
                        app.draw()
                    assert sorted(views) == list(range(scene.contents.views)), f"{where}: the wheel shows {views}"
            app.pop()
        cut = [o for o in textfit.OVERFLOWS if o.startswith(("help: contents", "help: more topics"))]
        assert not cut, cut
    finally:
        textfit.record(False)
        set_language("en")


def test_the_cues_say_how_many_topics_are_above_and_below() -> None:
    """At 1280×720 and 200 % the title screen's contents have several views: the first no
    cue above, the last none below, and each cue counts what it shows."""
    app = make_app((1280, 720), title=True, ui_scale=2.0)
    scene = _help(app, "all")
    c = scene.contents
    assert c.views > 2 and c.up is None and c.above == 0 and c.down is not None
    assert [game for _r, game in c.headings] == ["Villainous"]  # each game named once, above its topics
    assert c.below == len(scene.pages) - len(c.rows)
    scene.turn_contents(1)
    app.draw()
    c = scene.contents
    assert c.up is not None and c.down is not None and c.above == c.rows[0][1] and c.view == 1
    assert c.headings[0][1] == scene.topics[c.rows[0][1]][0]  # a view's first topics named by their game
    scene.turn_contents(c.views)
    app.draw()
    c = scene.contents
    assert c.down is None and c.below == 0 and c.rows[-1][1] == len(scene.pages) - 1
    _key(scene, pygame.K_DOWN)  # the page read changes: the contents show it again
    app.draw()
    assert scene.contents.view == 0 and scene.page() == 1


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_contents_turned_paint_the_frame_painted_whole(size) -> None:
    """The frames of the rules help as its contents are turned (a cue under the pointer and
    clicked, the wheel, an entry clicked, Up/Down) are the frames painted whole."""
    app = make_app(size, title=True, ui_scale=2.0)
    app.draw()
    app.present()
    before = pixels(app.screen)
    app.push(RulesHelpScene(app, games=GAMES))
    n = 0
    whole = None

    def frame() -> None:
        nonlocal before, n, whole
        n += 1
        before, _rects = presented_frame(app, before, n)
        whole = painted_whole(app, whole)
        assert same_pixels(whole, before.surface), f"frame {n}: not the frame painted whole"

    def send(kind, **fields) -> None:
        app.handle(pygame.event.Event(kind, **fields))
        frame()

    frame()
    scene = app.top()
    for _k in range(2):
        down = scene.contents.down
        send(pygame.MOUSEMOTION, pos=down.center, rel=(1, 1), buttons=(0, 0, 0))
        send(pygame.MOUSEBUTTONDOWN, pos=down.center, button=1)
        send(pygame.MOUSEBUTTONUP, pos=down.center, button=1)
    send(pygame.MOUSEWHEEL, x=0, y=1, flipped=False)
    r, _p = scene.toc[1]
    send(pygame.MOUSEMOTION, pos=r.center, rel=(1, 1), buttons=(0, 0, 0))
    send(pygame.MOUSEBUTTONDOWN, pos=r.center, button=1)
    send(pygame.MOUSEBUTTONUP, pos=r.center, button=1)
    for key in (pygame.K_DOWN, pygame.K_DOWN, pygame.K_UP, pygame.K_END):
        send(pygame.KEYDOWN, key=key, mod=0, unicode="")
    assert scene.contents.views > 1 and scene.page() == len(scene.pages) - 1


@pytest.mark.parametrize("size,ui", [((1920, 1080), 1.0), ((1280, 720), 2.0)])
def test_the_key_reminder_names_up_and_down_where_it_fits_and_never_runs_over_a_button(size, ui, monkeypatch):
    """Up/Down turn to the topic before or after, and the reminder under the page said only
    "← → turn   Esc closes": where there is room it says "↑ ↓ topics" too; where there is
    not, a shorter reminder, inside the room between Previous and Next."""
    from game.table import helpscreens

    said: list[tuple[str, pygame.Rect]] = []
    real = helpscreens.draw_fit

    def noting(surf, font, size_, words, colour, rect, **kw):
        if kw.get("what") == "help: page count":
            said.append((words, pygame.Rect(rect)))
        return real(surf, font, size_, words, colour, rect, **kw)

    monkeypatch.setattr(helpscreens, "draw_fit", noting)
    app = make_app(size, ui_scale=ui)
    scene = _help(app, "villainous")
    (words, room), = said
    if size == (1920, 1080):
        assert "↑ ↓ topics" in words, words
    assert words.startswith("1 of ")
    assert not any(room.colliderect(w.rect) for w in scene.widgets[:2])
