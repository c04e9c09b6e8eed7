"""The presented screen is the frame painted whole, after every input, on every screen of
every game: the title, the table with the pointer wandering and its overlays (What can I
do?, the rules, the game's menu), Settings, the curtain between two people, Game over with
its story, the replay, the Load screen — at 1280×720 and 1920×1080, at 100 % and 200 %.

A frame that paints only what changed must leave nothing stale: each frame is stepped,
drawn and presented as the loop does (``presented_frame`` also checks that every changed
pixel lies in a rectangle handed to the display) and compared with the same moment painted
whole on a surface of its own (``probing.painted_whole``, the real-window tests' too).
The lessons have their own (tests/table/test_ui_lessons_repaint.py and the Xvfb one).

No timing here.
"""

from __future__ import annotations

import os
import random
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.match import Seat  # noqa: E402
from game.i18n import _  # noqa: E402
from game.table.probing import painted_whole  # noqa: E402

from .ui_helpers import make_app, pixels, presented_frame, same_pixels, start_table  # noqa: E402

CLOCK = [2000.0]
GAMES = ("villainous", "san-villano", "stargate")
# the whole tour (the game played to Game over, the replay, Load) at the tightest size; the
# table, its overlays, Settings and the curtain at all four
CASES = [(g, size, scale, (size, scale) == ((1280, 720), 2.0)) for g in GAMES
         for size, scale in (((1280, 720), 1.0), ((1280, 720), 2.0), ((1920, 1080), 1.0), ((1920, 1080), 2.0))]


@pytest.fixture(autouse=True)
def clock(monkeypatch):
    """Time moves by the frames alone, so the frame painted whole is painted at the same
    moment as the one presented."""
    CLOCK[0] = 2000.0
    monkeypatch.setattr(time, "monotonic", lambda: CLOCK[0])


def _kinds(scene) -> set[str]:
    """The names of a scene's classes (a game's Game over is the shell's, made its own)."""
    return {c.__name__ for c in type(scene).__mro__}


class Tour:
    """A program driven input by input, each frame checked against the frame painted whole."""

    def __init__(self, app) -> None:
        self.app, self.n = app, 0
        app.draw()
        app.present()
        self.before = pixels(app.screen)
        self.screens: set[str] = set()

    def frame(self, seconds: float = 1 / 60) -> None:
        CLOCK[0] += seconds
        self.n += 1
        self.before, _rects = presented_frame(self.app, self.before, self.n)
        for _k in range(5):  # a save's picture started loading in this frame: the next one shows it
            jobs = list(getattr(self.app.top(), "_thumb_jobs", {}).values())
            if not jobs:
                break
            for thread, _box in jobs:
                thread.join(30)
            self.before, _rects = presented_frame(self.app, self.before, self.n)
        top = type(self.app.top()).__name__
        self.screens.update(_kinds(self.app.top()))
        whole = self.whole = painted_whole(self.app, getattr(self, "whole", None))
        if not same_pixels(whole, self.before.surface):
            diff = [(x, y) for y in range(0, whole.get_height()) for x in range(whole.get_width())
                    if whole.get_at((x, y)) != self.app.screen.get_at((x, y))]
            xs, ys = [x for x, _ in diff], [y for _, y in diff]
            pygame.image.save(whole, "/tmp/rp_whole.png")
            pygame.image.save(self.app.screen, "/tmp/rp_shown.png")
            raise AssertionError(f"frame {self.n} on {top}: {len(diff)} pixels are not the frame painted whole, "
                                 f"within x {min(xs)}-{max(xs)}, y {min(ys)}-{max(ys)}")

    def event(self, kind, frames: int = 2, **fields) -> None:
        if kind == pygame.KEYDOWN:
            fields.setdefault("mod", 0)
            fields.setdefault("unicode", "")
        self.app.handle(pygame.event.Event(kind, **fields))
        for _k in range(frames):
            self.frame()

    def key(self, key: int, mod: int = 0, frames: int = 2) -> None:
        self.event(pygame.KEYDOWN, frames, key=key, mod=mod)

    def point(self, pos, frames: int = 2) -> None:
        self.event(pygame.MOUSEMOTION, frames, pos=pos, rel=(1, 1), buttons=(0, 0, 0))

    def click(self, pos, frames: int = 2) -> None:
        self.event(pygame.MOUSEBUTTONDOWN, 0, pos=pos, button=1)
        self.event(pygame.MOUSEBUTTONUP, frames, pos=pos, button=1)

    def press(self, label: str) -> None:
        """The button of the menu on top named ``label`` (in the chosen language), clicked."""
        top = self.app.top()
        self.frame()  # a menu lays out its buttons when first drawn
        widget = next((w for w in getattr(top, "widgets", []) if w.label == label), None)
        assert widget is not None, f"no {label!r} on {type(top).__name__}: {[w.label for w in top.widgets]}"
        self.click(widget.rect.center)

    def wander(self, rng: random.Random, points: int = 12) -> None:
        """The pointer over the screen, resting now and then (a card shown large, a tooltip)."""
        w, h = self.app.screen.get_size()
        for _k in range(points):
            self.point((rng.randrange(w), rng.randrange(h)), frames=1)
            if rng.random() < 0.3:
                for _j in range(3):
                    self.frame(0.4)  # past the hover delay


def _play_to_the_end(tour: Tour, table, rng: random.Random, most: int = 4000) -> None:
    """Random legal moves by every seat (all people here), curtains lifted with Enter, until
    Game over; every twentieth move's frame compared, the others drawn and presented."""
    app = tour.app
    for k in range(most):
        top = app.top()
        kinds = _kinds(top)
        if "GameOverScene" in kinds:
            return
        if "CurtainScene" in kinds:
            top.shown_at = CLOCK[0] - 5
            tour.key(pygame.K_RETURN, frames=1)
            continue
        if top is not table:
            tour.key(pygame.K_ESCAPE, frames=1)
            continue
        legal = table.match.game.legal_actions()
        if legal:
            table.apply_plan((legal[rng.randrange(len(legal))],))
        if k % 20 == 0:
            tour.frame()
        else:  # the moves between: drawn and presented as the loop does, not compared
            CLOCK[0] += 1 / 60
            app.step(1 / 60)
            app.draw()
            app.present()
            tour.before.surface.blit(app.screen, (0, 0))  # the screen's copy, without a new one
    raise AssertionError(f"no Game over after {most} moves")


@pytest.mark.slow
@pytest.mark.parametrize(("game", "size", "scale", "to_the_end"), CASES)
def test_every_screen_after_every_input_is_the_frame_painted_whole(tmp_path, game, size, scale, to_the_end):
    rng = random.Random(7)
    app = make_app(size, tmp_path / "saves", title=True, ui_scale=scale, animation_speed=1.0)
    tour = Tour(app)
    tour.wander(rng, 4)  # the title
    app.open_new_game(game)  # the New game screen: more seats, the keyboard, back to the title
    tour.wander(random.Random(11), 4)
    tour.press("+")
    tour.key(pygame.K_TAB)
    tour.key(pygame.K_ESCAPE)
    assert "NewGameScene" in tour.screens
    # a person against a bot: the table, its overlays and menus
    seats = [Seat("human"), Seat("bot", "random")]
    _match, table = start_table(app, seats=seats, seed=5, game=game)
    tour.frame()
    tour.wander(rng)
    tour.key(pygame.K_h)  # What can I do?
    tour.key(pygame.K_DOWN)
    tour.key(pygame.K_ESCAPE)
    tour.key(pygame.K_F1, frames=3)  # the rules
    tour.key(pygame.K_PAGEDOWN)
    tour.key(pygame.K_ESCAPE)
    for _k in range(4):  # a few moves, the bot's answers, undo
        if table.match.game.current_player() == 0:
            legal = table.match.game.legal_actions()
            table.apply_plan((legal[rng.randrange(len(legal))],))
        for _j in range(30):
            tour.frame(0.05)
        if table.bot_future is not None:
            table.bot_future.result(30)
    tour.key(pygame.K_z, mod=pygame.KMOD_CTRL)
    tour.wander(rng, 6)
    tour.key(pygame.K_ESCAPE, frames=3)  # the game's menu
    assert "PauseScene" in _kinds(app.top())
    tour.press(_("Settings"))
    tour.wander(rng, 4)
    tour.key(pygame.K_ESCAPE)
    tour.key(pygame.K_ESCAPE)  # back to the table
    assert app.top() is table
    # two people: the curtain between them, then the game to its end, Game over, the replay
    _match, table = start_table(app, seats=[Seat("human"), Seat("human")], seed=9, game=game)
    for _k in range(300):  # moves until the curtain comes down between the two
        tour.frame()
        top = app.top()
        if {"CurtainScene", "GameOverScene"} & _kinds(top):
            break
        legal = table.match.game.legal_actions()
        if legal:
            table.apply_plan((legal[rng.randrange(len(legal))],))
    if game != "san-villano":  # San Villano hides nothing from anyone: no curtain
        assert "CurtainScene" in _kinds(top)
        tour.wander(rng, 3)
        top.shown_at = CLOCK[0] - 5
        tour.key(pygame.K_RETURN)
        tour.wander(rng, 4)
    if not to_the_end:
        return
    _play_to_the_end(tour, table, rng)
    tour.wander(rng, 6)
    tour.press(_("Watch the replay"))
    for _k in range(20):
        tour.frame(0.2)
    tour.key(pygame.K_RIGHT)
    tour.key(pygame.K_ESCAPE)
    app.flush_saves()
    app.open_load()  # the Load screen, its rows and the preview of the one under the pointer
    tour.frame()
    tour.wander(rng, 6)
    tour.key(pygame.K_DOWN)
    tour.key(pygame.K_ESCAPE)
    assert {"TitleScene", "PauseScene", "SettingsScene", "GameOverScene", "ReplayScene", "LoadScene"} \
        <= tour.screens, tour.screens
