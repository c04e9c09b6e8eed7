"""San Villano's guided first game: the lesson of ``tutorial.json`` over a real table (the
kit's ``Coached``: every move through the rules engine, the bot never held back).

Places, as the table shows them: ``["org", "mine"]`` (your organization), ``["agent", "a1"]``
(your agent), ``["loc", key]`` (a location of the City), ``["card", key]`` (a card in a row or
an organization), ``["row", "hero"|"helper"|"villain"]``, ``["track"]`` (the round track),
``["city"]``, ``["bar"]`` and ``["log"]``. Steps wait for actions by verb and words
(``"a"``, ``"b"``: as the action's text names them), or for a state: ``"not_mine"`` (your
action is over: the next one is another organization's).
"""

from __future__ import annotations

import pygame

from game.core.match import Match, Seat, Setup
from game.games.san_villano.actions import Action

from ...kit.tutorial import Coached, Lesson, load_lesson, open_lesson
from .table import TableScene

LESSON_FILE = __file__.rsplit(".", 1)[0] + ".json"


def lesson() -> Lesson:
    return load_lesson(LESSON_FILE)


def lesson_match(les: Lesson) -> Match:
    setup = les.setup
    return Match(Setup.of("san-villano", [Seat(*seat) for seat in setup["seats"]], int(setup["seed"])))


def start_tutorial(app) -> None:
    """Open the guided first game (from the title screen's Learn to play)."""
    les = lesson()
    open_lesson(app, "san-villano", lambda: TutorialTable(app, lesson_match(les), les))


def matches(a: Action, expect: dict) -> bool:
    """Whether the action ``a`` is what ``expect`` asks for (its verb, and its words if named)."""
    return a.verb == expect.get("verb") and all(getattr(a, k) == expect[k] for k in ("a", "b") if k in expect)


def _union(rects) -> pygame.Rect | None:
    rects = list(rects)
    return rects[0].unionall(rects[1:]) if rects else None


class TutorialTable(Coached, TableScene):
    """A San Villano table with a lesson over it."""

    def __init__(self, app, match: Match, les: Lesson, seat: int = 0) -> None:
        super().__init__(app, match)
        self.start_lesson(les, seat)

    def lesson_matches(self, action, expect: dict) -> bool:
        return matches(action, expect)

    def lesson_reached(self, until: str) -> bool:
        if until == "not_mine":
            who = self.match.game.current_player()
            return who >= 0 and who != self.seat
        return False

    def lesson_place(self, place: tuple) -> pygame.Rect | None:
        self._relayout()
        lay = self.lay
        kind = place[0]
        if kind == "org":
            return lay.orgs.get(self.seat if place[1] == "mine" else (self.seat + 1) % self.st.players)
        if kind == "agent":
            return lay.movers.get((self.seat, int(place[1][1:]) - 1))
        if kind == "loc":
            return lay.locations.get(place[1])
        if kind == "card":
            r = self.card_rect(place[1])
            return r if r.w > 1 else None
        if kind == "row":
            return _union(r for _card, r in lay.rows.get(place[1], ()))
        if kind == "track":
            return _union([r for _seat, r in lay.track] + [lay.opportunity])
        if kind == "city":
            return lay.city
        if kind == "bar":
            return lay.bar
        if kind == "log":
            return lay.log
        return None

    def lesson_coach_rect(self) -> pygame.Rect:
        """Over the other organization's panel, below its name and resources (the log column
        is too narrow for the lesson's words at 1280×720)."""
        self._relayout()
        lay = self.lay
        u = lay.u
        panel = lay.orgs.get((self.seat + 1) % self.st.players) or lay.log
        return pygame.Rect(panel.x + u(4), panel.y + u(64), panel.w - u(8), panel.h - u(68))

    def lesson_scale(self) -> float:
        """The coach's words and buttons grow with the text size (the UI scale), as the bar's do."""
        self._relayout()
        return self.lay.ui_s
