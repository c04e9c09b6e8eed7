"""Villainous's guided first game: the lesson of ``tutorial.json`` over a real table.

The moves go through the rules engine like any game's; the lesson only says what to do
next, lights where, and waits until it is done (the kit's ``Coached``: while a step waits for
one move, another move of the player is refused with the step's words, so the words stay
true; the bot's moves are never held back). Skip lesson leaves an ordinary game.
"""

from __future__ import annotations

import pygame

from game.core.match import Match, Seat, Setup
from game.games.villainous import actions as A
from game.games.villainous.actions import Action

from ...kit.tutorial import Coached, Lesson, coach_height, load_lesson, open_lesson
from .table import TableScene

LESSON_FILE = __file__.rsplit(".", 1)[0] + ".json"


def lesson() -> Lesson:
    return load_lesson(LESSON_FILE)


def lesson_match(les: Lesson) -> Match:
    setup = les.setup
    seats = [Seat(*seat) for seat in setup["seats"]]
    return Match(Setup.of("villainous", seats, int(setup["seed"]), villains=list(setup["villains"]), fate_token=None))


def start_tutorial(app) -> None:
    """Open the guided first game (from the title screen)."""
    les = lesson()
    open_lesson(app, "villainous", lambda: TutorialTable(app, lesson_match(les), les))


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


class TutorialTable(Coached, TableScene):
    """A table with a lesson over it (the kit's ``Coached`` holds the lesson's logic)."""

    def __init__(self, app, match: Match, les: Lesson, seat: int = 0) -> None:
        super().__init__(app, match)
        self.start_lesson(les, seat)

    # --- what the kit's coach asks this table ------------------------------------------

    def lesson_matches(self, action, expect: dict) -> bool:
        return isinstance(action, Action) and matches(self.st, action, expect)

    def lesson_reached(self, until: str) -> bool:
        st = self.st
        who = self.decider()
        return {
            "no_prompt": st.prompt is None and who == self.seat,
            "my_turn": st.active == self.seat and who == self.seat and st.prompt is None and st.phase == "move",
        }.get(until, False)

    def lesson_place(self, place: tuple) -> pygame.Rect | None:
        return self._place_rect(place) if self.lay is not None else None

    def lesson_coach_rect(self) -> pygame.Rect:
        return self.coach_rect()

    def lesson_scale(self) -> float:
        return self.lay.s

    def lesson_enter_ok(self) -> bool:
        return self.st.prompt is None  # Enter answers the engine's question first

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
        """At the top of the log column: half of it, or up to seven tenths when a step's words
        need it to be read at their size."""
        lay = self.lay
        s = lay.s
        r = lay.log_rect
        w = r.w - int(16 * s)
        lesson = getattr(self, "lesson", None)
        h = coach_height(lesson.step if lesson is not None else None, w, s, min(int(330 * s), r.h // 2),
                         r.h * 7 // 10)
        return pygame.Rect(r.left + int(8 * s), r.top + int(8 * s), w, h)
