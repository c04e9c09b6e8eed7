"""The mission-duel table scene: who sees what, moves, bots, the curtain, undo, help.

The scene holds the match; what it draws comes from the game as the seat at the screen may
see it (the kit's ``MatchScene.seen()``, the definition's ``seen``): the layout, the board
(``drawing``) and the rest of the frame (``screen``) read only that and the legal drops in
table terms. Legality, refusals, hints and moves go through the game protocol on the match's
game (``legal_actions``, ``why_not``, ``describe``, ``text``) and ``apply_plan``.

Every drop becomes an intent matched against the game's legal actions (``drops``): one match
is applied, several ask with a small menu, none glides the card back and shows the game's
reason. Between two humans' actions (both act within one turn) the shell's curtain hides the
hands until the next player is ready; the shell's Game over shows who won. The scene redraws
only when something changed or moves.
"""

from __future__ import annotations

import time
from collections import deque
from concurrent.futures import Future

import pygame

from game.core.match import Match
from game.core.session import ScreenHolders, Session
from game.games.stargate import events as SE
from game.games.stargate import totals as T
from game.games.stargate.actions import PASS, Action
from game.games.stargate.cards import is_face_down
from game.games.stargate.state import State
from game.i18n import N_, _, language, proper_name, tr
from game.table.kit import theme
from game.table.kit.ahead import Ahead
from game.table.kit.animator import Animator, Glide, settle
from game.table.kit.drag import DragController
from game.table.kit.layer import Part
from game.table.kit.layer import look as part_look
from game.table.kit.match_scene import HoverZoom, MatchScene, ReasonedButton, rebuilt_log
from game.table.kit.scene import PartsScene
from game.table.kit.widgets import (
    BarPages,
    Button,
    Choice,
    Menu,
    bar_layout,
    bar_pages,
    shared_start,
)

from . import screen as S
from . import words as W
from .drawing import HERO, VILLAIN, named_things, table_parts
from .drops import Drops, first_copy, seen_cards
from .layout import Layout, compute

BAR_LIMIT = 9  # answers on the bar (keys 1-9); the rest by clicking the cards


class TableScene(MatchScene, PartsScene):
    holds_match = True
    bot_delay = 0.35

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.session = Session(match, bots=app.bot_for)
        self.viewer = self.session.first_viewer()
        self.curtain_seat: int | None = None  # the seat the shell's curtain is up for
        self.holders = ScreenHolders()  # who has held the screen in this turn (the curtain's "back")
        self.game_over_shown = False
        self.lay: Layout | None = None
        self._laid_for: object = None  # the position stamp the layout was computed for
        self._position_stamp = None  # kept_for_position's memo of that stamp
        self.dragger = DragController(Drops(self))
        self.menu: Menu | None = None
        self.key_focus = 0
        self.toast: tuple[str, float] | None = None
        self.banner: tuple[str, float] | None = None
        self.animator = Animator()
        self.returning: tuple[int, Glide] | None = None  # a refused card gliding home
        self.log: deque[str] = deque(maxlen=200)
        self.buttons: list[Button] = []
        self.bar_choices: list[tuple[str, tuple]] = []
        self.bar_rects: list[tuple[int, pygame.Rect]] = []
        self.bar_pages = BarPages([], pygame.Rect(0, 0, 0, 0), [])  # the bar's page as last laid out
        self._bar_memo: tuple | None = None  # the bar's layout, kept while its words and place stay
        self.bot_future: Future | None = None
        self.bot_ready_at = 0.0
        self.ahead = Ahead()  # the frame a move the table knows of will land in, drawn ahead
        self._position_seen = -1  # the moves made when the last frame was stepped
        self.mouse = (0, 0)
        self.hover = HoverZoom()  # a card shown large when the pointer rests on it
        self.last_turn = -1
        self.entered = False
        self._replay_log()

    # --- the match ---------------------------------------------------------------

    @property
    def game(self):
        return self.match.game

    @property
    def st(self):
        """The real game's state, for the shell (seat names) and tests: the table itself
        reads ``sight``."""
        return self.match.state

    @property
    def sight(self) -> State:
        """The state of the game as the seat at the screen may see it (``seen()``): all the
        table lays out and draws."""
        return self.seen().state

    def log_words(self) -> tuple:
        return W.opening_lines, W.describe

    def _replay_log(self) -> None:
        lines, whole = rebuilt_log(self.match, W.opening_lines, W.describe, self.log.maxlen or 200)
        self.log.extend(lines)
        if not whole:
            self.log.append(_("(the log starts here: the stored position was opened)"))

    def enter(self) -> None:
        if not self.entered:
            self.entered = True
            self._turn_banner()
            self._check_curtain()

    def may_act(self) -> bool:
        """The person at the screen decides now (and nothing hides the table)."""
        who = W.current_player(self.sight)
        return who >= 0 and who == self.viewer and self.curtain_seat is None and not self.session.is_bot(who)

    def shown(self, c: int) -> bool:
        """Whether card ``c`` is painted face up at this screen: not face down in what the
        viewer sees (another's hand or complication; every hand while the curtain is up)."""
        return not is_face_down(self.sight.table, c)

    # --- the screen: the curtain ----------------------------------------------------

    def _check_curtain(self) -> None:
        call = self.session.screen_call(self.viewer, self.curtain_seat)
        if call.kind == "hold":
            self.viewer = call.seat
        elif call.kind == "curtain":
            self.curtain_seat = call.seat
            self.viewer = -1
            self._forget()
            self.app.raise_curtain(self, call.seat, self.session.curtain_reason(call.seat, self.holders))
        elif call.kind == "hide":
            self.viewer = -1
            self._forget()
        self.session.note_holder(self.holders, self.viewer)

    def _forget(self) -> None:
        self.dragger.cancel()
        self.menu = None
        self.toast = None
        self.returning = None
        self.hover.clear()
        self.lay = None
        self.dirty = True

    def curtain_lifted(self, seat: int) -> None:
        """The shell's curtain: ``seat`` is at the screen and ready."""
        self.viewer = seat
        self.curtain_seat = None
        self.session.note_holder(self.holders, seat)
        self.lay = None
        self.dirty = True

    # --- moves ------------------------------------------------------------------------

    def plan_begins(self) -> dict:
        self._relayout()
        return self.lay.card_rects()

    def plan_landed(self, before: dict, events: list) -> None:
        self.lay = None
        self._relayout()
        speed = self.speed()
        if speed > 0:
            self.animator.play(settle(before, self.lay.card_rects(), time.monotonic(), 0.28 * speed))
        self.app.after_move(self.match)
        self._turn_banner()
        self._check_curtain()

    def _turn_banner(self) -> None:
        st = self.sight
        if st.turn != self.last_turn and st.winner is None and st.turn > 0:
            self.last_turn = st.turn
            turn, hero, villain = st.turn, st.hero, st.villain
            self.announce(lambda: _("Turn {turn}: {hero} is the hero, {villain} the villain").format(
                turn=turn, hero=W.short_name(self.sight, hero), villain=W.short_name(self.sight, villain)), 1.8, least=0.3)

    @staticmethod
    def _banner_words(st) -> str:
        return _("Turn {turn}: {hero} is the hero, {villain} the villain").format(
            turn=st.turn, hero=W.short_name(st, st.hero), villain=W.short_name(st, st.villain))

    # --- what the kit's match scene asks (kit.match_scene) ------------------------------

    def may_decide(self) -> bool:
        return self.may_act()

    def decider_name(self) -> str:
        who = W.current_player(self.sight)
        return W.short_name(self.sight, who) if who >= 0 else _("Nobody")

    def undo_reason_words(self, code: str) -> str:
        if code == "barrier":
            return _("Undo stops here: a card was shown or drawn since your last move")
        return super().undo_reason_words(code)

    def move_words(self, text: str) -> str:
        return W.notation_words(self.game, text)

    def take_events(self, events: list) -> None:
        self.log.extend(tr(self.game.describe_event(ev)) for ev in events)

    def after_history_change(self) -> None:
        self.app.after_move(self.match)
        self._forget()
        self._check_curtain()  # a redo may hand the decision to the other player

    def open_rules(self) -> None:
        """The rules help every table opens (the kit's, with its contents), at this game."""
        from ...helpscreens import RulesHelpScene

        self.app.push(RulesHelpScene(self.app))

    def plan_words(self, plan: tuple) -> str:
        return self._plan_words(plan)

    def hint_anchor(self) -> tuple[tuple[int, int], pygame.Rect | None]:
        undo = next((b.rect for b in self.buttons if b.label == N_("Undo")), None)
        return (undo.bottomleft if undo is not None else self.mouse), None

    def bar_answers(self) -> list[tuple[str, tuple]]:
        """The answers shown on the bar, in the keys' order (a page of a long bar)."""
        answers = self._bar()
        pages = self.bar_pages
        if pages.pages > 1 and len(pages.choices) == len(answers):
            return [answers[k] for k in pages.keys if k < len(answers)]
        return answers

    def confirm(self) -> None:
        """Enter: the only answer on the bar (Pass, during the actions); with several, the
        keys 1-9 or a click choose (the bar lights none of them)."""
        answers = self.bar_answers()
        if len(answers) == 1:
            self.apply_plan(answers[0][1])
        elif answers:
            self.say(N_("Choose an answer with its number (1-9) or a click"))

    def end_turn(self) -> None:
        if self.may_act() and self.sight.phase == "actions" and Action(PASS) in self.game.legal_actions():
            self.apply_plan((Action(PASS),))

    def bot_may_move(self) -> bool:
        return self.app.top() is self and not self.animator.busy

    def piece_places(self) -> dict | None:
        """Each card with where it is (a seat's hand or play, the mission): a hand fanned
        again because a card left it is no change."""
        self._relayout()
        lay = self.lay
        out: dict = {}
        for seat, a in lay.seats.items():
            out.update({c: (("hand", seat), r) for c, r in a.hand_cards.items()})
            out.update({c: (("play", seat), r) for c, r in a.cards.items()})
        out.update({c: (("mission",), r) for c, r in lay.at_mission.items()})
        out.update({c: (("complication",), r) for c, r in lay.hidden_at_mission})
        return out

    def event_spots(self, events: list) -> list[pygame.Rect]:
        """A mission revealed or decided: the mission, outlined."""
        return [self.lay.mission] if any(isinstance(ev, (SE.MissionFlipped, SE.MissionResolved)) for ev in events) \
            else []

    def beat(self, events: list) -> float:
        """A mission's reveal and its outcome get a beat before the next bot move."""
        return 1.2 if any(isinstance(ev, (SE.MissionFlipped, SE.MissionResolved)) for ev in events) else 0.0

    def reasoned_buttons(self) -> list:
        """The buttons as their tooltips tell them, kept while the buttons, undo's reason,
        whether the person may act and the language stay: the kit asks every frame."""
        key = (tuple((b.label, tuple(b.rect)) for b in self.buttons), self.undo_refusal(), self.may_act(), language())
        memo = self.__dict__.get("_reasoned_memo")
        if memo is None or memo[0] != key:
            memo = self._reasoned_memo = (key, self._reasoned_buttons())
        return memo[1]

    def _reasoned_buttons(self) -> list:
        out = []
        for b in self.buttons:
            if b.label == N_("Undo"):
                undo = self.undo_button(b.rect)
                if undo.why_not is None and not self.may_act():
                    undo = ReasonedButton(b.rect, undo.name, undo.does, self.undo_reason_words("not-your-turn"))
                out.append(undo)
            elif b.label == N_("Menu"):
                out.append(ReasonedButton(b.rect, _("Menu (Esc)"), _("Save, load, settings, or leave the game")))
            else:
                out.append(ReasonedButton(b.rect, _("Rules (F1)"), _("The rules of the game, page by page")))
        return out

    def named_things(self) -> list:
        """The counters (``drawing.named_things``), kept while the game, its moves, the layout
        and the language stay: the kit asks for them every frame the pointer is on none of
        the buttons, and they are some thirty phrases looked up and filled in."""
        game, lay = self.match.game, self.lay
        key = (tuple(self.match.moves), language())
        memo = self.__dict__.get("_named_memo")
        if memo is None or memo[0] != key or memo[1] is not game or memo[2] is not lay:
            memo = self._named_memo = (key, game, lay, named_things(self.st, lay))
        return memo[3]

    def named_at(self, pos: tuple[int, int]):
        """What counter lies under ``pos``: the counters (some thirty phrases, put into words
        again after every move) are only listed when ``pos`` is on a seat's panel or the
        mission's sums, where they all lie."""
        lay = self.lay
        if lay is None or not any(r.collidepoint(pos) for r in (lay.sums, *(a.info for a in lay.seats.values()))):
            return None
        return super().named_at(pos)

    def tip_avoid(self) -> list[pygame.Rect]:
        """The mission and what lies at it (where cards are played and chosen), and the cards
        in play a legal move is about (a prompt's answers: the character to stop, the card
        to boost)."""
        if self.lay is None or not self.may_act():
            return []
        key = (len(self.match.moves), self.viewer)
        memo = self.__dict__.get("_chosen_memo")
        if memo is None or memo[0] != key:
            sight = self.sight
            named: set[int] = set()
            for a in self.legal_now():
                named |= set(seen_cards(a, self.game.text(a), sight))
            memo = self._chosen_memo = (key, named)
        lay = self.lay
        in_play = {c: r for a in lay.seats.values() for c, r in a.cards.items()}
        return [lay.mission, lay.slot, *lay.at_mission.values(), *(in_play[c] for c in memo[1] if c in in_play)]

    def bar_rect(self) -> pygame.Rect | None:
        return None if self.lay is None else pygame.Rect(self.lay.bar)

    def message_rects(self) -> list[pygame.Rect]:
        if self.lay is None:
            return []
        out = [self._toast_rect()] if self.toast else []
        if self.banner and self.sight.winner is None:
            out.append(self._banner_rect())
        return out

    def _toast_rect(self) -> pygame.Rect:
        """Where the message up lies: over the bar, off the legal targets."""
        return self.message_place(S.message_rect(self.lay, self.toast_words()), pygame.Rect((0, 0), self.lay.size),
                                  self.lay.bar)

    def _banner_rect(self) -> pygame.Rect:
        """Where the turn's banner lies: over the mission, off the legal targets."""
        return self.message_place(S.banner_rect(self.lay), pygame.Rect((0, 0), self.lay.size), self.lay.bar,
                                  [self._toast_rect()] if self.toast else [])

    def bot_waiting(self, future: Future) -> None:
        self._draw_ahead(future)

    def bot_moved(self) -> None:
        self.ahead.forget()

    def bot_failed(self, exc: Exception):
        error = type(exc).__name__
        self.say(lambda: _("A bot failed to decide ({error}); it plays its first legal move").format(error=error))
        legal = self.game.legal_actions()
        return Action(PASS) if Action(PASS) in legal else legal[0]

    # --- layout and input --------------------------------------------------------------

    def _relayout(self) -> None:
        # a new token whenever the position changes: a move that reached the match by any road
        # (not only a plan, which also forgets the layout to animate from it) lays out again
        stamp = self.kept_for_position("_position_stamp", object)
        if self.lay is None or self.lay.size != self.app.screen.get_size() or self._laid_for is not stamp:
            self.lay = compute(self.sight, self.app.screen.get_size(), self.viewer,
                               ui=self.app.settings.get("ui_scale", 1.0))
            self._laid_for = stamp

    def _bar(self) -> list[tuple[str, tuple]]:
        """The answers on the bar: Pass during the actions; a prompt's answers otherwise. Kept
        while the position, whether the person may act and the language stay: the bar, the
        answers drawn ahead and the keys ask each frame, and each asking found the legal
        actions and put each into words again."""
        if not self.may_act():
            return []
        game = self.game
        key = (tuple(self.match.moves), language())
        memo = self.__dict__.get("_bar_answers")
        if memo is None or memo[0] is not game or memo[1] != key:
            memo = self._bar_answers = (game, key, self._answers())
        return list(memo[2])

    def _answers(self) -> list[tuple[str, tuple]]:
        legal = list(self.legal_now())
        if self.sight.phase == "actions":
            return [(tr(self.game.describe(Action(PASS))), (Action(PASS),))] if Action(PASS) in legal else []
        answers = legal[:BAR_LIMIT]
        # the bar's message says what they do ("put the completed mission under one of your
        # characters"): the buttons keep only what differs (the character's name)
        return list(zip(shared_start([tr(self.game.describe(a)) for a in answers]), [(a,) for a in answers], strict=True))

    def handle(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.dragger.motion(event.pos)
            self.hover.point(self._card_under(event.pos), time.monotonic())
            self.dirty = True
            return
        if self.curtain_seat is not None:
            return  # the curtain scene over the table takes the input
        if event.type == pygame.KEYDOWN:
            self.table_key(event)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.menu = None
            self.dragger.cancel()
        elif event.type == pygame.MOUSEWHEEL and self.bar_pages.pages > 1 and self.lay is not None \
                and self.lay.bar.collidepoint(self.mouse):
            self.turn_bar_page(-event.y)  # the wheel over a long bar turns its pages

    def _press(self, pos) -> None:
        self.animator.finish()
        if self.menu is not None:
            row = self.menu.row_at(pos)
            plan = self.menu.items[row][2] if row is not None else ()
            self.menu = None
            if plan:
                self.apply_plan(plan)
            return
        for b in self.buttons:
            if b.rect.collidepoint(pos):
                self._button(b.plan)
                return
        for k, r in self.bar_rects:
            if r.collidepoint(pos) and k < len(self.bar_choices):
                self.apply_plan(self.bar_choices[k][1])
                return
        for step, r in ((-1, self.bar_pages.prev), (1, self.bar_pages.next)):
            if r is not None and r.collidepoint(pos) and self.bar_choices:
                self.turn_bar_page(step)
                return
        self._relayout()
        if self.dragger.press(pos):
            self.returning = None
            return
        self._click_card(pos)

    def _release(self, pos) -> None:
        out = self.dragger.release(pos)
        if out is None:
            return
        if out.kind == "click":
            self._click_card(pos)
        elif out.kind == "submit":
            self.apply_plan(out.plans[0])
        elif out.kind == "menu":
            items = [(self._plan_words(p), p) for p in out.plans]
            self.menu = Menu.open(items, pos, self.app.screen.get_size(), self.lay.ui)
        elif out.kind == "refuse":
            self.say(out.reason or N_("Not there"))  # put into words when drawn
            if self.speed() > 0:
                self.returning = (out.piece[1], Glide(out.piece, out.at, out.back, time.monotonic(), 0.3 * self.speed()))

    def _plan_words(self, plan: tuple) -> str:
        return tr(self.game.describe(plan[0]))

    def _card_under(self, pos) -> int | None:
        """The face-up card under the pointer (the last drawn wins), None when none."""
        if self.lay is None or self.curtain_seat is not None:
            return None
        hit = None
        for c, r in self.lay.card_rects().items():
            if r.collidepoint(pos):
                hit = c
        return hit if hit is not None and self.shown(hit) else None

    def _click_card(self, pos) -> None:
        """A click on a card: every legal action about it (as the card or its target)."""
        if not self.may_act():
            return
        self._relayout()
        hit = None
        for c, r in self.lay.card_rects().items():
            if r.collidepoint(pos):
                hit = c
        if hit is None:
            return
        sight = self.sight
        hit = first_copy(sight, hit)
        plans = [(a,) for a in self.game.legal_actions() if self._about(a, hit, sight)]
        if not plans:
            d = T.card(sight, hit)
            if not self.shown(hit):
                self.say(N_("A face-down card"))
            else:
                self.say(self._idle_reason(hit, sight)
                         or (lambda: _("{card}: nothing to do with it now").format(card=proper_name(d.name))))
            return
        self.menu = Menu.open([(self._plan_words(p), p) for p in plans], pos, self.app.screen.get_size(), self.lay.ui)

    def _idle_reason(self, c: int, sight: State):
        """Why the deciding seat's own card ``c`` has nothing to do now, in the engine's words:
        the refusal of its ability (a card in play) or of playing it (a card in hand); None for
        any other card."""
        me = sight.seats[sight.actor]
        if c in me.play and T.card(sight, c).effects_when("activate"):
            return self.game.why_not(Action("use", c))
        if c in me.hand:
            return self.game.why_not(Action("play", c))
        return None

    def _about(self, a: Action, c: int, sight: State) -> bool:
        """Whether action ``a`` is about card ``c`` of the table (as the card or its target):
        a complication by its place, as the action's text names it (``drops.seen_cards``)."""
        return c in seen_cards(a, self.game.text(a), sight)

    def _button(self, plan: tuple) -> None:
        what = plan[0] if plan else ""
        if what == "help":
            self.open_rules()
        elif what == "undo":
            self.undo()
        elif what == "menu":
            self.open_pause()

    # --- time ---------------------------------------------------------------------------

    def update(self, dt: float) -> bool:
        now = time.monotonic()
        busy = False
        if self.animator.busy:
            self.animator.update(now)
            busy = True
        if self.returning and self.returning[1].done(now):
            self.returning = None
        if self.returning:
            busy = True
        if self.expire_notices(now) or self.dragger.drag:
            busy = True
        shown = self.hover.shown
        busy |= self.hover.step(now, self.dragger.drag is None and self.menu is None
                                and self.curtain_seat is None)
        if self.hover.shown != shown:
            self.dirty = True
        position = len(self.match.moves)
        busy |= self.drive_bot(now)
        # ahead, but never in the frame in which a move landed (the costliest of all)
        moved = len(self.match.moves)
        landed = position != self._position_seen or moved != position
        self._position_seen = moved
        if not landed and self.may_act() and not self.animator.busy and not self.returning:
            busy |= self._answers_ahead()
        if self.sight.winner is not None and not self.game_over_shown and not self.animator.busy:
            self.game_over_shown = True
            self.menu = None
            self.dragger.cancel()
            self.app.game_over(self)
        return busy or self.dirty

    def _draw_ahead(self, future: Future) -> None:
        """A frame of the bot's pause: the frame its chosen move will land in, drawn ahead a
        little (``kit.ahead``), so that the frame in which it lands only blits the faces,
        turned cards and words it shows. A mission's end deals a new hand and changes every
        card in play: at 3840×2160 its frame took 20 to 30 ms."""
        if future.exception() is not None or self.lay is None:
            return
        action = future.result()
        token = (len(self.match.moves), action, self.app.screen.get_size(), self.viewer, part_look(self.lay.s))
        layer = self.screen_layer.layer
        self.ahead.plan(token, [lambda: self._parts_ahead(action)], layer.drawn if layer is not None else None)
        self.ahead.step()

    def _answers_ahead(self) -> bool:
        """While the person at the screen decides: the frames in which each answer on the
        bar would land (Pass, during the actions; a prompt's answers), drawn ahead a little
        each frame until all are (``kit.ahead``). A mission ends when both have passed, and
        its frame deals a new hand. Whether work is left."""
        if self.lay is None or self.menu is not None or self.dragger.drag is not None:
            return False
        plans = tuple(plan[0] for _label, plan in self._bar() if len(plan) == 1)
        token = (len(self.match.moves), plans, self.app.screen.get_size(), self.viewer, part_look(self.lay.s))
        layer = self.screen_layer.layer
        self.ahead.plan(token, [lambda a=a: self._parts_ahead(a) for a in plans],
                        layer.drawn if layer is not None else None)
        self.ahead.step()
        return self.ahead.busy()

    def _parts_ahead(self, action) -> dict:
        """The parts of the frame in which ``action`` lands, as ``frame_parts`` will give
        them then (the move played on a copy of the game, seen as the viewer will see it):
        the table laid out again, the cards that will glide at the start of their glides,
        the log with the move's lines, the turn's banner. Nothing when the move is no longer
        legal."""
        if action not in self.legal_now():
            return {}
        game = self.game.clone()
        events = game.apply(action)
        log = [*self.log, *(tr(game.describe_event(ev)) for ev in events)][-(self.log.maxlen or 0):]
        after = self.match.definition.seen(game, self.viewer).state
        lay = compute(after, self.app.screen.get_size(), self.viewer, ui=self.app.settings.get("ui_scale", 1.0))
        now = time.monotonic()
        speed = self.speed()
        glides = settle(self.lay.card_rects(), lay.card_rects(), now, 0.28 * speed) if speed > 0 else []
        moving = frozenset(g.key for g in glides)
        parts = table_parts(after, lay, W.current_player(after), moving, pointed=self._pointed_in_hand(lay))
        parts.update(self._log_parts(lay, log))
        parts.update(S.glide_parts(after, lay, glides, now))
        if after.turn != self.last_turn and after.winner is None and after.turn > 0:
            parts.update(S.banner_parts(lay, self._banner_words(after)))
        return parts

    # --- drawing: the models of what is drawn (``screen`` draws them) ----------------------

    def _pointed_in_hand(self, lay) -> int:
        """The hand card under the pointer (the last drawn wins), -1 when none."""
        for c, r in reversed(list(lay.seats[lay.bottom].hand_cards.items())):
            if r.collidepoint(self.mouse):  # where the last motion event put it, as the rest of the table reads it
                return c
        return -1

    def frame_parts(self, surf) -> dict:
        """The whole frame as the kit's parts, bottom to top: the table, the log, the cards
        gliding, a refused card going home, the drag's targets, the card dragged and its
        price, the bar, the buttons, the menu, the banner, the message and the rules' pages.
        Each is drawn from the seen game and plain values (``screen``), never the scene."""
        self._relayout()
        lay, st = self.lay, self.sight
        drag = self.dragger.drag
        skip = self.animator.moving()
        if drag is not None and drag.moved:
            skip = skip | {drag.piece[1]}
        if self.returning:
            skip = skip | {self.returning[0]}
        parts = table_parts(st, lay, W.current_player(st), skip, pointed=self._pointed_in_hand(lay))
        parts.update(self._log_parts(lay, self.log))
        now = time.monotonic()
        parts.update(S.glide_parts(st, lay, self.animator.glides, now))
        if self.returning:
            c, g = self.returning
            parts[("returning",)] = S.returning_part(st, lay, c, g, now)
        if drag is not None and drag.moved:
            parts.update(S.drag_parts(lay, drag, self.dragger.adapter.price(drag.piece)))
        s = lay.ui  # the chrome's scale, from here on
        parts[("bar",)] = S.bar_part(lay, self._bar_model(lay))
        buttons = self._buttons_model(lay)
        mouse = tuple(self.mouse)
        parts[("buttons",)] = S.buttons_part(buttons, s, mouse)
        parts.update(self.flash_parts(lay.s))
        # the kit's tooltip of a button (what it does, or why not) or a counter (``named_things``)
        tip = self.hover_tip(s, surf.get_rect()) if self.menu is None and (drag is None or not drag.moved) else None
        if tip is not None:
            parts[("tip",)] = tip
        zoom = self._zoom_part(lay, surf.get_size())
        if zoom is not None:
            parts[("zoom",)] = zoom
        if self.menu is not None:
            parts[("menu",)] = S.menu_part(surf.get_rect(), self.menu, s, mouse, self.key_focus)
        if self.banner and st.winner is None:
            parts.update(S.banner_parts(lay, self.banner_words(), self._banner_rect()))
        if self.toast:
            parts[("toast",)] = S.toast_part(lay, self.toast_words(), self._toast_rect())
        return parts

    def _zoom_part(self, lay: Layout, size: tuple[int, int]) -> Part | None:
        """The card the pointer rests on, shown large beside it (the kit's ``HoverZoom``)."""
        c = self.hover.shown
        if c is None or self.dragger.drag is not None:
            return None
        return S.zoom_part(self.sight, lay, c, size, self.keep_clear())

    def _log_rect(self, lay: Layout) -> pygame.Rect:
        """Where the log lies (a lesson's coach takes its top)."""
        return lay.log

    def _log_parts(self, lay: Layout, log) -> dict:
        """The log (its newest entries ``log``) as a part."""
        return S.log_parts(self._log_rect(lay), lay.ui, log)

    def _bar_model(self, lay: Layout) -> tuple:
        """What the bar shows: its colour, its message, and its answers with where each lies
        and whether the pointer is on it (also noted for clicks and keys)."""
        s = lay.ui
        bar = lay.bar
        st = self.sight
        who = W.current_player(st)
        colour = theme.GOLD
        if st.phase == "actions" and who >= 0:
            colour = HERO if who == st.hero else VILLAIN
        if who < 0:
            message = _("The game is over")
        elif self.may_act():
            message = W.prompt_words(st)
        elif self.bot_plays(who):
            message = _("{name} (bot) is thinking: {question}").format(
                name=W.short_name(st, who), question=W.prompt_words(st).split(": ", 1)[-1])
        else:
            message = W.prompt_words(st)
        self.bar_choices = self._bar()
        labels = tuple(label for label, _plan in self.bar_choices)
        page = self.bar_page((message, labels))
        key = (message, labels, tuple(bar), s, language(), page)
        memo = self._bar_memo
        if memo is None or memo[0] != key:
            choices = [Choice(label, str(k + 1), plan == (Action(PASS),))
                       for k, (label, plan) in enumerate(self.bar_choices)]
            # more than the bar holds at a readable size: a page at a time
            pages = bar_pages(bar, message, choices, s, page)
            memo = self._bar_memo = (key, bar_layout(pages.bar, message, pages.choices, s), pages)
        msg_box, size, rects = memo[1]
        pages = self.bar_pages = memo[2]
        self.bar_rects = rects
        # in the keys' order (1-9 pick the answers shown, the way out last)
        where = dict(rects)
        answers = tuple((self.bar_choices[k][0], tuple(where[k]), where[k].collidepoint(self.mouse))
                        for k in pages.keys if k in where)
        turns = tuple((tuple(r), r.collidepoint(self.mouse)) for r in (pages.prev, pages.next) if r is not None)
        return (colour, message, tuple(msg_box), size, answers, (pages.page, pages.pages, tuple(pages.count or ())),
                turns)

    def _buttons_model(self, lay: Layout) -> list[tuple[str, pygame.Rect, tuple, bool]]:
        """The buttons at the top: each label, rectangle, what it does (empty: disabled) and
        whether the pointer is on it (also noted for clicks)."""
        s = lay.ui
        top = lay.top
        bw, bh, gap = int(150 * s), top.h - int(12 * s), int(8 * s)
        items = [(N_("Menu"), ("menu",)), (N_("Undo"), ("undo",) if self.undo_why_not() is None and self.may_act()
                                        else ()), (N_("Rules (F1)"), ("help",))]
        self.buttons = []
        out = []
        x = top.right - gap
        for label, plan in items:
            r = pygame.Rect(x - bw, top.top + int(6 * s), bw, bh)
            x = r.left - gap
            self.buttons.append(Button(label, r, plan))
            out.append((label, r, plan, bool(plan) and r.collidepoint(self.mouse)))
        return out


__all__ = ["TableScene"]
