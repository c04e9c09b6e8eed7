"""Villainous's guided first game: the lesson of ``tutorial.json`` over a real table.

The moves go through the rules engine like any game's; the lesson only says what to do
next, lights where, and waits until it is done. While a step waits for one move, another
move of the player is refused with the step's words (so the words stay true); the bot's
moves are never held back. Skip lesson leaves an ordinary game.
"""

from __future__ import annotations

import time

import pygame

from game.core.match import Match, Seat, Setup
from game.games.villainous import actions as A
from game.games.villainous import rules as R
from game.games.villainous.actions import Action

from ...i18n import _
from ...kit.tutorial import Lesson, draw_coach, draw_pointer, load_lesson
from .table import TableScene

LESSON_FILE = __file__.rsplit(".", 1)[0] + ".json"


def lesson() -> Lesson:
    return load_lesson(LESSON_FILE)


def lesson_match(les: Lesson) -> Match:
    setup = les.setup
    seats = [Seat(*seat) for seat in setup["seats"]]
    return Match(Setup(list(setup["villains"]), seats, int(setup["seed"])))


def start_tutorial(app) -> None:
    """Open the guided first game (from the title screen)."""
    app.choose_game("villainous")  # the shell follows this game: its view draws the table
    les = lesson()
    match = lesson_match(les)
    old = app.table()
    if old is not None and app.saves is not None:
        app.saves.release(old.match)
    app.bots = {}
    app.stack.keep(1)
    app.push(TutorialTable(app, match, les))


def matches(st, a: Action, expect: dict) -> bool:
    """Whether the action ``a`` (about to be taken in ``st``) is what ``expect`` asks for."""
    if expect.get("verb") != a.verb:
        return False
    if "card" in expect and (a.card < 0 or st.table.defs[a.card].key != expect["card"]):
        return False
    if "to" in expect:
        if a.verb in (A.MOVE, A.PLAY, A.MOVE_CARD, A.MOVE_HERO):
            seat = st.active if a.verb == A.MOVE else st.table.owner[a.card]
            locs = st.players[seat].villain.locations
            if not (0 <= a.to < len(locs)) or locs[a.to].key != expect["to"]:
                return False
    return True


class TutorialTable(TableScene):
    """A table with a lesson over it."""

    def __init__(self, app, match: Match, les: Lesson, seat: int = 0) -> None:
        super().__init__(app, match)
        self.lesson = les
        self.seat = seat
        self.started = time.monotonic()

    # --- the lesson's progress -------------------------------------------------------

    def _waits_for_action(self) -> dict | None:
        step = self.lesson.step
        return step.expect if step is not None and step.expect and "verb" in step.expect else None

    def apply_plan(self, plan: tuple) -> None:
        want = self._waits_for_action()
        mine = R.current_player(self.st) == self.seat
        first = plan[0] if plan else None
        if want and mine and isinstance(first, Action) and first in R.legal_actions(self.st):
            if not matches(self.st, first, want):
                self.say(_("In this lesson: {step}").format(step=_(self.lesson.step.say)))
                self.dirty = True
                return
            before = len(self.match.moves)
            super().apply_plan(plan)
            if len(self.match.moves) > before:
                self.lesson.advance()
            return
        super().apply_plan(plan)

    def _state_reached(self) -> None:
        step = self.lesson.step
        if step is None or not step.expect or "until" not in step.expect:
            return
        st = self.st
        who = R.current_player(st)
        done = {
            "no_prompt": st.prompt is None and who == self.seat,
            "my_turn": st.active == self.seat and who == self.seat and st.prompt is None and st.phase == "move",
        }.get(step.expect["until"], False)
        if done:
            self.lesson.advance()
            self.dirty = True

    def update(self, dt: float) -> bool:
        busy = super().update(dt)
        self._state_reached()
        return busy or not self.lesson.over  # the pointer breathes while the lesson runs

    # --- input ------------------------------------------------------------------

    def handle(self, event) -> None:
        if not self.lesson.over and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for name, r in self.lesson.buttons.items():
                if r.collidepoint(event.pos):
                    if name == "next":
                        self.lesson.advance()
                    else:
                        self.lesson.skip()
                        self.say(_("Lesson skipped: the game goes on. Learn to play starts it again from the title."))
                    self.dirty = True
                    return
        if not self.lesson.over and event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            step = self.lesson.step
            if step is not None and step.expect is None and self.st.prompt is None:
                self.lesson.advance()
                self.dirty = True
                return
        super().handle(event)

    # --- drawing ----------------------------------------------------------------

    def _place_rect(self, place: tuple) -> pygame.Rect | None:
        lay, st = self.lay, self.st
        kind = place[0]
        if kind == "loc":
            for seat in range(st.n):
                for i, loc in enumerate(st.players[seat].villain.locations):
                    if loc.key == place[1]:
                        return lay.zones.get(("loc", seat, i))
            return None
        if kind == "board":
            for seat in range(st.n):
                if st.players[seat].villain.key == place[1] and seat in lay.boards:
                    return lay.boards[seat].rect
            return None
        if kind == "hand":
            for c, r in lay.hand:
                if st.table.defs[c].key == place[1]:
                    return r
            return None
        if kind == "mover":
            return lay.movers.get(self.seat)
        if kind == "symbol":
            mover = st.players[self.seat].mover
            for (seat, i, _row, _j), (sym, r) in lay.symbols.items():
                if seat == self.seat and i == mover and sym == place[1]:
                    return r
            return None
        if kind == "button":
            return lay.buttons.get(place[1])
        if kind == "log":
            return lay.log_rect.inflate(-int(8 * lay.s), -int(8 * lay.s))
        if kind == "hand_area":
            return lay.hand_rect.inflate(-int(8 * lay.s), -int(8 * lay.s))
        return None

    def coach_rect(self) -> pygame.Rect:
        lay = self.lay
        s = lay.s
        r = lay.log_rect
        return pygame.Rect(r.left + int(8 * s), r.top + int(8 * s), r.w - int(16 * s),
                           min(int(330 * s), r.h // 2))

    def draw(self, surf) -> None:
        super().draw(surf)
        if self.lesson.over or self.lay is None or self.app.top() is not self:
            return
        step = self.lesson.step
        s = self.lay.s
        t = time.monotonic() - self.started
        if self.drag is None:
            for place in step.point:
                r = self._place_rect(place)
                if r is not None:
                    draw_pointer(surf, r, s, t)
        draw_coach(surf, self.lesson, self.coach_rect(), s, self.mouse)
