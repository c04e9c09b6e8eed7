"""The Stargate mission duel's guided first game: the lesson of ``tutorial.json`` over a real
table (the kit's ``Coached``: every move through the rules engine, the bot never held back).

The lesson names places as the table shows them: ``["card", key]`` (one of your cards, in
play, in hand or at the mission), ``["mission"]``, ``["bar"]`` (the answers and Pass),
``["seat", "mine"|"theirs"]`` and ``["log"]``. It waits for actions by verb, and by card
(``"card"``: its key) or kind (``"kind"``), or for a state: ``"resolved"`` (the mission's
actions are over), ``"villain"`` (you act as the villain), ``"my_turn"`` (your next turn's
actions).
"""

from __future__ import annotations

import pygame

from game.core.match import Match, Seat, Setup
from game.games.stargate import totals as T
from game.games.stargate.actions import Action
from game.table.kit.layout import Units

from ...kit.tutorial import Coached, Lesson, coach_height, load_lesson, open_lesson
from .table import TableScene
from .words import current_player

LESSON_FILE = __file__.rsplit(".", 1)[0] + ".json"


def lesson() -> Lesson:
    return load_lesson(LESSON_FILE)


def lesson_match(les: Lesson) -> Match:
    setup = les.setup
    return Match(Setup.of("stargate", [Seat(*seat) for seat in setup["seats"]], int(setup["seed"]),
                          decks=list(setup["decks"])))


def start_tutorial(app) -> None:
    """Open the guided first game (from the title screen's Learn to play)."""
    les = lesson()
    open_lesson(app, "stargate", lambda: TutorialTable(app, lesson_match(les), les))


def matches(st, a: Action, expect: dict) -> bool:
    """Whether the action ``a`` (about to be taken in ``st``) is what ``expect`` asks for."""
    if expect.get("verb") != a.verb:
        return False
    if "card" in expect and (a.card < 0 or T.card(st, a.card).key != expect["card"]):
        return False
    if "kind" in expect and (a.card < 0 or T.card(st, a.card).kind != expect["kind"]):
        return False
    if "target" in expect and (a.target < 0 or T.card(st, a.target).key != expect["target"]):
        return False
    return True


class TutorialTable(Coached, TableScene):
    """A mission-duel table with a lesson over it."""

    def __init__(self, app, match: Match, les: Lesson, seat: int = 0) -> None:
        super().__init__(app, match)
        self.start_lesson(les, seat)
        self.turn_seen = self.sight.turn

    def lesson_matches(self, action, expect: dict) -> bool:
        return matches(self.sight, action, expect)

    def lesson_reached(self, until: str) -> bool:
        st = self.sight
        mine = current_player(st) == self.seat
        if until == "resolved":  # the mission's actions are over: its result asks or the turn goes on
            return st.phase != "actions" and st.hero == self.seat
        if until == "villain":
            return st.phase == "actions" and mine and st.hero != self.seat
        if until == "my_turn":
            return st.phase == "actions" and mine and st.hero == self.seat and st.turn > 1
        return False

    def lesson_place(self, place: tuple) -> pygame.Rect | None:
        self._relayout()
        lay, st = self.lay, self.sight
        kind = place[0]
        if kind == "mission":
            return lay.mission
        if kind == "bar":
            return lay.bar
        if kind == "log":
            return self._log_below_coach()
        if kind == "seat":
            seat = self.seat if place[1] == "mine" else (self.seat + 1) % st.players
            return lay.seats[seat].panel if seat in lay.seats else None
        if kind == "card":
            for c, r in lay.card_rects().items():
                if T.card(st, c).key == place[1] and self.shown(c):
                    return r
        return None

    def _log_below_coach(self) -> pygame.Rect:
        lay = self.lay
        coach = self.lesson_coach_rect()
        gap = lay.u()(6)
        return pygame.Rect(lay.log.left, coach.bottom + gap, lay.log.w, lay.log.bottom - coach.bottom - gap)

    def _log_rect(self, lay) -> pygame.Rect:
        """While the lesson runs its coach sits on the log's top: the log lies below it (it
        lists its lines from the top, so the coach would hide the newest early on), and paints
        only there."""
        return lay.log if self.lesson.over else self._log_below_coach()

    def lesson_coach_rect(self) -> pygame.Rect:
        self._relayout()
        lay = self.lay
        u = Units(lay.ui)  # the coach lies in the log: the chrome's scale
        r = lay.log
        w = r.w - u(12)  # half of the log, or up to seven tenths when a step's words need it
        h = coach_height(self.lesson.step, w, lay.ui, min(u(360), r.h // 2), r.h * 7 // 10)
        return pygame.Rect(r.left + u(6), r.top + u(6), w, h)

    def lesson_scale(self) -> float:
        self._relayout()
        return self.lay.ui
