"""A guided first game: a list of steps (data) and the coach drawn over any game's table.

A game's lesson is a JSON file: the setup (seed, sides, seats) and ``steps``, each with

- ``say``: what to do, in a sentence ("Drag Gaston to The Woods");
- ``point`` (optional): the places on the table to light, as the game names them
  (``["loc", "the-woods"]``, ``["hand", "wolves"]``...), a list of such places, or none;
- ``expect`` (optional): what finishes the step, as the game matches it (an action such as
  ``{"verb": "move", "to": "the-woods"}``, or a state such as ``{"until": "my_turn"}``); a step
  without one is read and finished with Next.

The game's table applies every move through its real rules engine and asks the ``Lesson``
whether the step is done. Nothing here knows a game: the table turns ``point`` into
rectangles and ``expect`` into a yes or no.
"""

from __future__ import annotations

import json
import math
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pygame

from game.i18n import N_, _, language

from . import theme
from .layer import Part
from .textfit import draw_block, draw_fit, layout_block, line_height


@dataclass(frozen=True)
class Step:
    say: str
    point: tuple = ()  # places, each a tuple the game understands
    expect: dict | None = None  # None: a step read and finished with Next


@dataclass
class Lesson:
    """The steps of a guided game and where the player is in them."""

    title: str
    setup: dict[str, Any]
    steps: list[Step]
    at: int = 0
    skipped: bool = False
    buttons: dict[str, pygame.Rect] = field(default_factory=dict)

    @property
    def over(self) -> bool:
        return self.skipped or self.at >= len(self.steps)

    @property
    def step(self) -> Step | None:
        return None if self.over else self.steps[self.at]

    def advance(self) -> None:
        self.at = min(len(self.steps), self.at + 1)
        if self.over:
            self.buttons = {}  # the coach is gone: nothing of it can be clicked

    def skip(self) -> None:
        self.skipped = True
        self.buttons = {}


def _places(raw) -> tuple:
    if not raw:
        return ()
    if isinstance(raw[0], (list, tuple)):
        return tuple(tuple(p) for p in raw)
    return (tuple(raw),)


def parse_lesson(data: Any) -> Lesson:
    """A lesson from its JSON data (a ``ValueError`` names what is wrong)."""
    if not isinstance(data, dict) or not isinstance(data.get("steps"), list) or not data["steps"]:
        raise ValueError("a lesson needs a list of steps")
    steps = []
    for k, raw in enumerate(data["steps"]):
        if not isinstance(raw, dict) or not isinstance(raw.get("say"), str):
            raise ValueError(f"step {k + 1} needs the words it says")
        expect = raw.get("expect")
        if expect is not None and not isinstance(expect, dict):
            raise ValueError(f"step {k + 1}: expect is an object")
        steps.append(Step(raw["say"], _places(raw.get("point")), expect))
    return Lesson(str(data.get("title", "First game")), dict(data.get("setup", {})), steps)


def load_lesson(path: Path) -> Lesson:
    return parse_lesson(json.loads(Path(path).read_text(encoding="utf-8")))


def open_lesson(app, key: str, make_table) -> None:
    """Open a game's guided first game on ``app`` (a view's ``start_tutorial``): follow the game
    ``key`` (its view draws the table), let go of the game open before, and push the table
    ``make_table()`` builds over the title screen."""
    app.choose_game(key)
    old = app.table()
    if old is not None and app.saves is not None:
        app.saves.release(old.match)
    app.bots = {}
    app.stack.keep(1)
    table = make_table()
    table.match.lesson = True  # not one of the player's games: never saved, never in Load
    app.push(table)


def draw_pointer(surf: pygame.Surface, r: pygame.Rect, s: float, t: float) -> None:
    """An outline that breathes around a place to look at (drawn in two colours, so that it
    shows on any board); everything it paints lies in ``pointer_area(r, s)``."""
    pulse = 0.5 + 0.5 * math.sin(t * 5.0)
    grow = int((6 + 8 * pulse) * s)
    rr = r.inflate(grow * 2, grow * 2)
    width = max(2, int(5 * s))
    pygame.draw.rect(surf, (20, 16, 14), rr.inflate(width, width), width + 2, border_radius=int(14 * s))
    pygame.draw.rect(surf, theme.mix(theme.TEXT, (255, 230, 120), pulse), rr, width, border_radius=int(12 * s))


def coach_buttons(step: Step, area: pygame.Rect, s: float) -> dict[str, pygame.Rect]:
    """Where the coach in ``area`` puts its buttons: Skip lesson, and Next when the step is
    read, not done."""
    pad, gap = int(14 * s), int(10 * s)
    # two buttons side by side inside the box, however narrow the box is at a large text size
    # (everything the coach paints lies in its area: the table repaints only that area)
    bw, bh = min(int(130 * s), (area.w - 2 * pad - gap) // 2), int(40 * s)
    skip = pygame.Rect(area.right - pad - bw, area.bottom - pad - bh, bw, bh)
    buttons = {"skip": skip}
    if step.expect is None:
        buttons["next"] = pygame.Rect(skip.left - gap - bw, skip.top, bw, bh)
    return buttons


def coach_height(step: Step | None, width: int, s: float, least: int, most: int) -> int:
    """How tall a coach ``width`` wide is for ``step``: tall enough to show its words at
    their first size (22 px at scale 1) with its buttons under them, never less than
    ``least`` nor more than ``most`` (a long step in a box of fixed height was drawn at 15 px
    at 200 % while the short ones beside it were 29 px: the size jumped from step to step)."""
    if step is None:
        return least
    pad, size = int(14 * s), int(22 * s)
    _sz, lines, _fits = layout_block("sans", size, (_(step.say),), max(1, width - 2 * pad), 10 ** 6, 9)
    need = len(lines) * line_height("sans", size) + pad + pad // 2 + int(84 * s)
    return max(least, min(most, need))


def pointer_area(r: pygame.Rect, s: float) -> pygame.Rect:
    """Where ``draw_pointer`` may paint around ``r`` at its widest breath."""
    grow = int(14 * s) + max(2, int(5 * s)) + 2
    return r.inflate(2 * grow + 2, 2 * grow + 2)


def draw_coach(surf: pygame.Surface, lesson: Lesson, area: pygame.Rect, s: float, mouse) -> None:
    """The lesson's box in ``area``: step n of N, the words, Next (when the step is read, not
    done) and Skip lesson. Sets ``lesson.buttons``."""
    step = lesson.step
    lesson.buttons = {}
    if step is None:
        return
    pygame.draw.rect(surf, (24, 20, 30), area, border_radius=int(14 * s))
    pygame.draw.rect(surf, (255, 226, 120), area, max(2, int(3 * s)), border_radius=int(14 * s))
    pad = int(14 * s)
    head = pygame.Rect(area.left + pad, area.top + pad // 2, area.w - 2 * pad, int(30 * s))
    draw_fit(surf, "bold", 18 * s, _("{title} · step {k} of {n}").format(title=_(lesson.title), k=lesson.at + 1,
                                                                        n=len(lesson.steps)),
             (255, 226, 120), head, align="left", min_size=8, what="tutorial: step")
    buttons = coach_buttons(step, area, s)
    skip = buttons["skip"]
    words = pygame.Rect(head.left, head.bottom + int(4 * s), head.w, skip.top - head.bottom - int(10 * s))
    # wrapped at a readable size first (the box is tall), shrunk only when that does not fit
    draw_block(surf, "sans", 22 * s, [_(step.say)], theme.TEXT, words, min_size=9, what="tutorial: words")
    for name, r in buttons.items():
        hot = r.collidepoint(mouse)
        main = name == "next"
        pygame.draw.rect(surf, theme.PANEL_HI if hot else theme.PANEL, r, border_radius=int(10 * s))
        pygame.draw.rect(surf, (255, 226, 120) if main else theme.TEXT_DIM, r, max(1, int(2 * s)),
                         border_radius=int(10 * s))
        draw_fit(surf, "bold", 19 * s, _("Next") if main else _("Skip lesson"), theme.TEXT, r.inflate(-int(10 * s), -4),
                 min_size=8, what="tutorial: button")
    lesson.buttons = buttons


class Coached:
    """What turns any game's table into a guided one: mix it in before the game's ``TableScene``
    (``class TutorialTable(Coached, TableScene)``) and give it the five answers below.

    Every move still goes through the table's ``apply_plan`` and so through the rules engine;
    while a step waits for one move of the player, another move of the player is refused with
    the step's words (so they stay true), and the bots are never held back. A step that waits
    for a state (``{"until": ...}``) lets the player do anything and advances when the game
    says it is reached. Next and Skip lesson are the coach's buttons (Enter is Next).
    """

    lesson: Lesson
    seat: int = 0

    # --- what the game's tutorial table answers -------------------------------------------

    def lesson_actor(self) -> int:
        """Who decides now (-1: nobody): the core's answer for the table's match."""
        return self.match.game.current_player()  # type: ignore[attr-defined]

    def lesson_legal(self) -> list:
        return list(self.match.game.legal_actions())  # type: ignore[attr-defined]

    def lesson_matches(self, action, expect: dict) -> bool:  # pragma: no cover
        """Whether ``action`` (about to be taken) is what ``expect`` asks for."""
        raise NotImplementedError

    def lesson_reached(self, until: str) -> bool:  # pragma: no cover
        """Whether the state a step waits for (``expect["until"]``) is reached."""
        raise NotImplementedError

    def lesson_place(self, place: tuple) -> pygame.Rect | None:  # pragma: no cover
        """The rectangle of a place a step points at, None when it is not on the table now."""
        raise NotImplementedError

    def lesson_coach_rect(self) -> pygame.Rect:  # pragma: no cover
        raise NotImplementedError

    def lesson_scale(self) -> float:  # pragma: no cover
        raise NotImplementedError

    def lesson_enter_ok(self) -> bool:
        """Whether Enter may mean Next now (a table whose prompts answer Enter says no then)."""
        return True

    def lesson_dragging(self) -> bool:
        """Whether a piece is being dragged (the table lights its own targets then)."""
        dragger = getattr(self, "dragger", None)
        return getattr(dragger, "drag", None) is not None or getattr(self, "drag", None) is not None

    # --- the lesson's progress ---------------------------------------------------------------

    def start_lesson(self, les: Lesson, seat: int = 0) -> None:
        self.lesson = les
        self.seat = seat
        self.lesson_started = time.monotonic()

    def _waits_for_action(self) -> dict | None:
        step = self.lesson.step
        return step.expect if step is not None and step.expect and "verb" in step.expect else None

    def apply_plan(self, plan: tuple) -> None:
        want = self._waits_for_action()
        first = plan[0] if plan else None
        if want and self.lesson_actor() == self.seat and first is not None and first in self.lesson_legal():
            if not self.lesson_matches(first, want):
                step = self.lesson.step.say
                self.say(lambda: _("In this lesson: {step}").format(step=_(step)))
                self.dirty = True
                return
            # one drop may stand for several moves (an icon, then the card it recruits): each
            # that is the next step's move finishes that step too
            done = 0
            for action in plan:
                nxt = self.lesson.steps[self.lesson.at + done] if self.lesson.at + done < len(self.lesson.steps) else None
                if nxt is None or not nxt.expect or "verb" not in nxt.expect or not self.lesson_matches(action, nxt.expect):
                    break
                done += 1
            before = len(self.match.moves)
            super().apply_plan(plan)
            for _k in range(min(done, len(self.match.moves) - before)):
                self.lesson.advance()
            return
        super().apply_plan(plan)

    def _state_reached(self) -> None:
        step = self.lesson.step
        if step is None or not step.expect or "until" not in step.expect:
            return
        if self.lesson_reached(step.expect["until"]):
            self.lesson.advance()
            self.dirty = True

    def update(self, dt: float) -> bool:
        busy = super().update(dt)
        self._state_reached()
        return busy or not self.lesson.over  # the pointer breathes while the lesson runs

    def handle(self, event) -> None:
        if not self.lesson.over and event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for name, r in self.lesson.buttons.items():
                if r.collidepoint(event.pos):
                    if name == "next":
                        self.lesson.advance()
                    else:
                        self.lesson.skip()
                        self.say(N_("Lesson skipped: the game goes on. Learn to play starts it again from the title."))
                    self.dirty = True
                    return
        if not self.lesson.over and event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            step = self.lesson.step
            if step is not None and step.expect is None and self.lesson_enter_ok():
                self.lesson.advance()
                self.dirty = True
                return
        super().handle(event)

    # --- the coach on the table ------------------------------------------------------------
    #
    # The coach and its pointers are parts of the table's own frame (``lesson_overlays``),
    # kept and repainted by the table's layer like everything else it shows: painted only
    # over a whole frame, they were never repainted by the frames that paint only what
    # changed (the coach kept showing step 1, the log was painted over it).

    def lesson_overlays(self, size: tuple[int, int]) -> list[tuple[tuple, pygame.Rect, Any]]:
        """The lesson's pointers and coach, bottom to top, each as (what it shows, the
        rectangle it paints in, how to paint it); none when the lesson is over, another scene
        is on top or no table is laid out to point at. Sets ``lesson.buttons``."""
        if self.lesson.over or self.app.top() is not self or getattr(self, "lay", True) is None:
            self.lesson.buttons = {}
            return []
        s = self.lesson_scale()
        screen = pygame.Rect((0, 0), size)
        out: list[tuple[tuple, pygame.Rect, Any]] = []
        # while a piece is dragged the table lights its own targets: the lesson's outlines wait
        if not self.lesson_dragging():
            # the outline breathes: its phase, in steps a frame at 60 frames a second can
            # show, is what it shows (equal keys: the same pixels)
            t = round((time.monotonic() - self.lesson_started) * POINTER_STEPS) / POINTER_STEPS
            for place in self.lesson.step.point:
                r = self.lesson_place(place)
                if r is not None:
                    area = pointer_area(r, s).clip(screen)
                    out.append((("lesson-pointer", tuple(r), s, t), area,
                                lambda surf, r=r, t=t: draw_pointer(surf, r, s, t)))
        area = self.lesson_coach_rect()
        self.lesson.buttons = coach_buttons(self.lesson.step, area, s)
        hot = tuple(name for name, r in self.lesson.buttons.items() if r.collidepoint(self.mouse))
        lesson, mouse = self.lesson, tuple(self.mouse)
        out.append((("lesson-coach", lesson.at, tuple(area), s, hot, language(), id(lesson)), area.clip(screen),
                    lambda surf: draw_coach(surf, lesson, area, s, mouse)))
        return out

    def frame_parts(self, surf) -> dict:
        """A table painted as the kit's parts (``kit.scene.PartsScene``): the lesson's parts
        over the table, under what lies over everything (a tooltip, the piece dragged, a menu,
        the message, the banner, the rules' pages)."""
        parts = super().frame_parts(surf)  # type: ignore[misc]
        lesson = {("lesson", k): Part(area, key, paint)
                  for k, (key, area, paint) in enumerate(self.lesson_overlays(surf.get_size()))}
        return parts_below(parts, lesson, OVER_THE_LESSON)


# the parts of a table that lie over the lesson's coach and pointers (``Coached.frame_parts``)
OVER_THE_LESSON = frozenset({"zoom", "tip", "targets", "drag", "price", "menu", "toast", "banner", "help"})
POINTER_STEPS = 30  # the breathing outline's phases a second


def parts_below(parts: dict, new: dict, above: frozenset) -> dict:
    """``parts`` (bottom to top) with ``new`` put under the first part whose key's first item
    is in ``above``, or on top when there is none."""
    out: dict = {}
    placed = False
    for key, part in parts.items():
        if not placed and isinstance(key, tuple) and key and key[0] in above:
            out.update(new)
            placed = True
        out[key] = part
    if not placed:
        out.update(new)
    return out
