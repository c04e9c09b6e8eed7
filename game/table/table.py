"""The table scene: boards, the hand, drag and drop, prompts, the log, the bots.

Every drop becomes an intent matched against the engine's legal actions
(``match.plans``): one match is applied, several ask with a small menu, none glides the
piece back and shows the engine's reason (the engine's ``why_not``). The scene redraws only
when something changed or moves.
"""

from __future__ import annotations

import time
from collections import deque
from concurrent.futures import Future
from dataclasses import dataclass

import pygame

from game.core.match import Match
from game.core.session import Session
from game.games.villainous import actions as A
from game.games.villainous import rules as R
from game.games.villainous.actions import Action
from game.games.villainous.bots import make_bot
from game.games.villainous.events import FateTaken, describe
from game.games.villainous.words import FateStory, action_words, notation_words, sentence

from . import art, theme
from .assets import text, wrap
from .match import ally_cannot_join, attempt_for, option_target, plans
from .textfit import draw_block, draw_fit, layout_text
from .view import Layout, card_surface, compute_layout, draw_boards, draw_card

HOVER_DELAY = 0.3  # seconds the pointer rests on a card or symbol before it is shown large
DECLINE = (A.PASS, A.DONE, A.NO)  # the answers that decline a decision


@dataclass
class Glide:
    card: int
    start: pygame.Rect
    end: pygame.Rect
    t0: float
    dur: float


@dataclass
class Button:
    label: str
    rect: pygame.Rect
    plan: tuple


def option_label(st, a: Action) -> str:
    """A decision's answer or a menu entry, in plain words (``words.action_words``)."""
    return action_words(st, a)


def action_place(st, a: Action) -> tuple | None:
    """The place on the table an action names (to light it while its button is pointed at)."""
    v = a.verb
    if v in (A.PLAY, A.MOVE_CARD, A.MOVE_HERO) and isinstance(a.to, int) and a.to >= 0:
        return ("loc", st.table.owner[a.card], a.to)
    if v == A.MOVE:
        return ("loc", st.active, a.to)
    if v == A.FATE:
        return ("board", a.to)
    if v == A.ATTACH:
        return ("card", a.to)
    return option_target(st, a)


def log_lines(match: Match, limit: int = 300) -> list[str]:
    """The game log of a match, rebuilt from its moves (after Continue or Load)."""
    replay = Match(match.setup)
    lines = [describe(replay.state, ev) for ev in replay.state.log]
    try:
        for move in match.moves:
            lines.extend(describe(replay.state, ev) for ev in replay.apply(move))
    except ValueError:  # moves that do not replay (a stored position was opened instead)
        return [describe(match.state, ev) for ev in match.state.log]
    return lines[-limit:]


class TableScene:
    """The game itself."""

    def __init__(self, app, match: Match) -> None:
        self.app = app
        self.match = match
        # the seats: whose decision it is, the bots (thinking on the session's worker
        # thread) and the hot-seat curtain's rules
        self.session = Session(match, bots=app.bot_for)
        self.viewer = self._first_viewer()
        self.lay: Layout | None = None
        self.static: pygame.Surface | None = None
        self.dirty = True
        self.focus_override: int | None = None
        self.drag: dict | None = None
        self.menu: dict | None = None
        self.toast: tuple[str, float] | None = None
        self.banner: tuple[str, float] | None = None
        self.glides: list[Glide] = []
        self.pops: list[tuple[tuple[int, int], float]] = []
        self.log: deque[str] = deque(maxlen=300)
        self.log_surface: pygame.Surface | None = None
        self.hover_card: int | None = None
        self.hover_since = 0.0
        self.hover_symbol: tuple | None = None  # (name, rect) of the action symbol pointed at
        self.fate_story = FateStory()
        self.fate_panel = False  # the Fate panel is shown (until clicked, or the next move)
        self.zoom: int | None = None
        self.browse: tuple[int, str] | None = None
        self.buttons: list[Button] = []
        self.bot_future: Future | None = None
        self.bot_ready_at = 0.0
        self.mouse = (0, 0)
        self.curtain_seat: int | None = None
        self.admitted_turn: tuple[int, int] | None = None  # the turn in which the curtain last admitted
        self.pending_input: deque = deque()  # clicks and keys that arrived while a bot answered
        self.key_focus = 0  # the keyboard's choice in a menu or a prompt
        self.keyboard_used = False  # show that choice once a key moved it
        self.game_over_shown = False
        self.last_turn = (-1, -1)
        self.log.extend(log_lines(self.match) if self.match.moves else
                        [describe(self.match.state, ev) for ev in self.match.state.log])
        if self.st.winner is None:
            v = self.st.players[self.st.active].villain.name
            self.banner = (f"Round {self.st.round} · {v}'s turn", time.monotonic() + 1.6)
            self.last_turn = (self.st.round, self.st.active)
        self.entered = False

    def enter(self) -> None:
        """Once on the scene stack: in hot-seat, the curtain goes up before the first look."""
        if not self.entered:
            self.entered = True
            self._check_curtain()

    # --- who sees what ------------------------------------------------------

    @property
    def st(self):
        return self.match.state

    def _first_viewer(self) -> int:
        """One human: they hold the screen all game. Several: nobody, until the curtain admits one."""
        return self.session.first_viewer()

    def _check_curtain(self) -> None:
        """Hot-seat: before a different human decides, hide every hand until they are ready.

        The screen shows private cards only to ``viewer``, the seat the curtain last
        admitted. A bot answering inside that seat's own turn (a Condition) leaves them at
        the screen; a bot's turn, or a bot answering in someone else's, hides every hand.
        """
        call = self.session.screen_call(self.viewer, self.curtain_seat)
        if call.kind == "hold":
            self.viewer = call.seat
        elif call.kind == "curtain":
            self._raise_curtain(call.seat)
        elif call.kind == "hide":
            self.viewer = -1
            self._forget_private_view()

    def curtain_reason(self, seat: int) -> str:
        """Why the screen passes to ``seat``: "turn", "condition", "decision" or "back"."""
        return self.session.curtain_reason(seat, self.admitted_turn)

    def _raise_curtain(self, seat: int) -> None:
        from .scenes import CurtainScene

        self.viewer = -1
        self.curtain_seat = seat
        self._forget_private_view()
        self.app.push(CurtainScene(self.app, self, seat, self.curtain_reason(seat)))

    def _forget_private_view(self) -> None:
        """Drop everything that may show the previous person's cards: the layout of their
        hand, cards gliding into it, a zoomed or dragged card, an open menu, a message about
        their cards ("Five Dozen Eggs costs 4 Power"), queued input."""
        self.drag = None
        self.toast = None
        self.menu = None
        self.zoom = None
        self.hover_card = None
        self.browse = None
        self.focus_override = None
        self.glides = []
        self.pending_input.clear()
        self.key_focus = 0
        self.lay = None
        self.static = None
        self.dirty = True

    def may_show(self, c: int) -> bool:
        """Whether card ``c`` may be painted face up: public cards (on a board, in a discard
        pile, revealed), and the hand and the own choices of the seat at the screen."""
        st = self.st
        owner = st.players[st.table.owner[c]]
        if c in st.attach or c in owner.limbo or c in owner.discard or c in owner.fate_discard:
            return True
        if any(c in z for z in owner.vside) or any(c in z for z in owner.fside):
            return True
        if self.viewer < 0 or self.curtain_seat is not None:
            return False
        if c in st.players[self.viewer].hand:
            return True
        pr = st.prompt
        return pr is not None and pr.seat == self.viewer and any(a.card == c for a in pr.options)

    def curtain_lifted(self, seat: int) -> None:
        self.viewer = seat
        self.curtain_seat = None
        self.admitted_turn = self.session.turn_id()
        self._forget_private_view()

    # --- applying moves ---------------------------------------------------------

    def _rects_snapshot(self) -> dict[int, pygame.Rect]:
        if self.lay is None:
            return {}
        snap = dict(self.lay.cards)
        for c, r in self.lay.hand:
            snap[c] = r
        for c, r in self.lay.tray:
            snap[c] = r
        return snap

    def apply_plan(self, plan: tuple) -> None:
        if not plan or plan[0] not in R.legal_actions(self.st):
            self.say("That is no longer possible")  # a stale drop or button: never a crash
            return
        self.drag = None
        before = self._rects_snapshot()
        obstacles_before = [list(p.obstacles) for p in self.st.players]
        decider = R.current_player(self.st)
        if self.fate_panel and self.fate_story.done and decider >= 0 and not self.match.is_bot(decider):
            self.fate_panel = False  # a player's next move puts the Fate panel away (a bot's does not)
        for k, action in enumerate(plan):
            if k > 0 and (R.current_player(self.st) != decider or action not in R.legal_actions(self.st)):
                break  # the rest of a plan is only ever the same person's next answer
            events = self.match.apply(action)
            self._take_events(events)
        self.log_surface = None
        self.dirty = True
        self.lay = None
        self._relayout()
        self._start_glides(before)
        for seat, (old, p) in enumerate(zip(obstacles_before, self.st.players, strict=True)):
            for i, (a, b) in enumerate(zip(old, p.obstacles, strict=True)):
                if a != b and ("panel", seat, i) in self.lay.zones:
                    self.pops.append((self.lay.zones[("panel", seat, i)].center, time.monotonic()))
        self.app.after_move(self.match)
        turn = (self.st.round, self.st.active)
        if turn != self.last_turn and self.st.winner is None:
            self.last_turn = turn
            v = self.st.players[self.st.active].villain.name
            self.banner = (f"Round {self.st.round} · {v}'s turn", time.monotonic() + 1.6 * self._speed_factor())
        self._check_curtain()

    def _take_events(self, events) -> None:
        """Events into the log and the Fate panel."""
        for ev in events:
            self.log.append(describe(self.st, ev))
            self.fate_story.feed(self.st, ev)
            if isinstance(ev, FateTaken):
                self.fate_panel = True
                self.log_surface = None

    def _speed_factor(self) -> float:
        speed = self.app.settings.get("animation_speed", 1.0)
        return 0.0 if speed <= 0 else 1.0 / speed

    def _start_glides(self, before: dict[int, pygame.Rect]) -> None:
        dur = 0.22 * self._speed_factor()
        if dur <= 0 or self.lay is None:
            return
        after = self._rects_snapshot()
        now = time.monotonic()
        for c, end in after.items():
            start = before.get(c)
            if start is None:
                owner = self.st.table.owner[c]
                deck = self.lay.zones.get(("villain-deck" if self.st.table.defs[c].deck == "villain" else "fate-deck", owner))
                start = pygame.Rect(deck.topleft, (deck.w, deck.h)) if deck is not None else None
            if start is not None and start != end and self.may_show(c):
                self.glides.append(Glide(c, start, end.copy(), now, dur))
        for c, start in before.items():
            if c not in after:
                owner = self.st.table.owner[c]
                pile = "villain-discard" if self.st.table.defs[c].deck == "villain" else "fate-discard"
                end = self.lay.zones.get((pile, owner))
                if end is not None and self.may_show(c):
                    self.glides.append(Glide(c, start, pygame.Rect(end.topleft, start.size), now, dur))

    # --- layout -------------------------------------------------------------------

    def _relayout(self) -> None:
        size = self.app.screen.get_size()
        hide = self.viewer < 0 or self.curtain_seat is not None
        self.lay = compute_layout(self.st, size, self.viewer, self.focus_override, hide,
                                  ui=self.app.settings.get("ui_scale", 1.0))
        self.static = None
        self.log_surface = None

    def _static_layer(self) -> pygame.Surface:
        if self.static is None or self.static.get_size() != self.app.screen.get_size():
            self.static = pygame.Surface(self.app.screen.get_size()).convert()
            hidden = frozenset(g.card for g in self.glides)
            draw_boards(self.static, self.st, self.lay, hidden)
        return self.static

    # --- input --------------------------------------------------------------------

    def _pieces_at(self, pos) -> tuple | None:
        """The piece under the pointer that the viewer may pick up."""
        lay = self.lay
        st = self.st
        if self.viewer < 0 or R.current_player(st) != self.viewer:
            return None
        for c, r in reversed(lay.hand):
            if r.collidepoint(pos):
                return ("hand", c)
        m = lay.movers.get(self.viewer)
        if m is not None and m.collidepoint(pos) and lay.focus == self.viewer:
            return ("mover", self.viewer)
        for c, r in sorted(lay.cards.items(), key=lambda kv: -kv[1].y):
            if r.collidepoint(pos) and st.table.owner[c] == lay.focus and c not in lay.attached_under:
                return ("card", c)
        for (seat, i, _row, _j), (sym, r) in lay.symbols.items():
            if seat == self.viewer and sym == "fate" and r.collidepoint(pos) and st.players[seat].mover == i:
                return ("symbol", "fate")
        return None

    def _targets_at(self, pos) -> list[tuple]:
        lay = self.lay
        found = []
        for c, r in lay.tray:
            if r.collidepoint(pos):
                found.append(("card", c))
        for c, r in sorted(lay.cards.items(), key=lambda kv: -kv[1].y):
            if r.collidepoint(pos):
                found.append(("card", c))
        for key, r in lay.zones.items():
            if key[0] in ("discard", "fate-deck") and r.collidepoint(pos):
                found.append(key)
        for key, r in lay.zones.items():
            if key[0] == "loc" and r.collidepoint(pos):
                found.append(key)
        for seat, place in lay.boards.items():
            if place.rect.collidepoint(pos):
                found.append(("board", seat))
        return found

    def _card_at(self, pos) -> int | None:
        lay = self.lay
        for c, r in reversed(lay.hand):
            if r.collidepoint(pos) and self.viewer >= 0:
                return c
        for c, r in lay.tray:
            if r.collidepoint(pos):
                return c
        for c, r in sorted(lay.cards.items(), key=lambda kv: -kv[1].y):
            if r.collidepoint(pos):
                return c
        for seat in range(self.st.n):
            for pile in ("villain-discard", "fate-discard"):
                r = lay.zones.get((pile, seat))
                p = self.st.players[seat]
                cards = p.discard if pile == "villain-discard" else p.fate_discard
                if r is not None and r.collidepoint(pos) and cards:
                    return cards[-1]
        return None

    def _answer_pending(self) -> bool:
        """A bot is answering inside the turn of the person at the screen (a Condition): their
        clicks and keys wait for it instead of being lost."""
        st = self.st
        who = R.current_player(st)
        return who >= 0 and self.match.is_bot(who) and self.viewer >= 0 and st.active == self.viewer

    def _finish_animations(self) -> None:
        if self.glides or self.pops:
            self.glides = []
            self.pops = []
            self.static = None
            self.dirty = True

    def handle(self, event) -> None:
        pressed = event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN)
        if pressed or (event.type == pygame.MOUSEMOTION and self.pending_input):
            if self._answer_pending() or self.pending_input:
                self.pending_input.append(event)
                self.bot_ready_at = 0.0  # someone is waiting: no pacing for the bot
                return
            if pressed:
                self._finish_animations()  # what is clicked is what the table shows after the move
        if self.lay is None:
            self._relayout()
        if event.type == pygame.VIDEORESIZE:
            self.lay = None
            self.dirty = True
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.drag is not None:
                self.drag["pos"] = event.pos
                if not self.drag["moved"] and _dist(event.pos, self.drag["start"]) > 6:
                    self.drag["moved"] = True
            card = self._card_at(event.pos)
            if card != self.hover_card:
                self.hover_card = card
                self.hover_since = time.monotonic()
                if self.zoom is not None and self.zoom != card:
                    self.zoom = None
            sym = None if card is not None else next(
                ((s_, r) for (s_, r) in self.lay.symbols.values() if r.collidepoint(event.pos)), None)
            if sym != self.hover_symbol:
                self.hover_symbol = sym
                self.hover_since = time.monotonic()
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            card = self._card_at(event.pos)
            self.zoom = None if self.zoom == card else card
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._mouse_down(event.pos)
            return
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._mouse_up(event.pos)
            return
        if event.type == pygame.KEYDOWN:
            self._key(event)

    def _way_out(self) -> tuple | None:
        """What Escape does in a decision: its last way out (Pass, Done, No, Cancel, Back)."""
        outs = [plan for _label, plan, _shown in self._prompt_choices()
                if plan == ("undo",) or getattr(plan[0], "verb", "") in DECLINE]
        return outs[-1] if outs and self.st.prompt is not None else None

    def _key(self, event) -> None:
        """Keys: Enter/Space answer or confirm (or end the turn), Escape declines or closes,
        Tab/Shift+Tab and the arrows move between choices, 1-9 pick one; Ctrl+Z/Y undo/redo."""
        key, mod = event.key, event.mod
        if key == pygame.K_z and mod & pygame.KMOD_CTRL:
            self.undo()
            return
        if key == pygame.K_y and mod & pygame.KMOD_CTRL:
            self.redo()
            return
        step = {pygame.K_TAB: -1 if mod & pygame.KMOD_SHIFT else 1, pygame.K_RIGHT: 1, pygame.K_DOWN: 1,
                pygame.K_LEFT: -1, pygame.K_UP: -1}.get(key)
        digit = None
        for base in (pygame.K_1, pygame.K_KP1):
            if base <= key < base + 9:
                digit = key - base
        enter = key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)
        if self.menu is not None:
            rows = self.menu["items"]
            if key == pygame.K_ESCAPE:
                self.menu = None
            elif step:
                self.key_focus = (self.key_focus + step) % len(rows)
            elif digit is not None and digit < len(rows) - 1:
                self._choose_from_menu(digit)
            elif enter:
                self._choose_from_menu(self.key_focus % len(rows))
            return
        if key == pygame.K_ESCAPE:
            if self.browse is not None or self.zoom is not None or self.focus_override is not None:
                self.browse = None
                self.zoom = None
                self.focus_override = None
                self.lay = None
            elif (out := self._way_out()) is not None:
                self._press(out)
            else:
                from .scenes import PauseScene

                self.app.push(PauseScene(self.app, self))
            return
        choices = self._prompt_choices()
        if choices and step:
            self.keyboard_used = True
            self.key_focus = (self.key_focus + step) % len(choices)
            return
        if choices and digit is not None:
            if digit < len(choices):
                self._press(choices[digit][1])
            return
        if choices and enter and self.st.prompt is not None:
            self._press(choices[self.key_focus % len(choices)][1])
            return
        if enter or key == pygame.K_e:
            self._end_turn()

    def _press(self, plan: tuple) -> None:
        """A button, a menu row or a keyboard choice: do what it stands for, if still legal."""
        self.key_focus = 0
        if plan == ("end",):
            self._end_turn()
        elif plan == ("undo",):
            self.undo()
        elif plan == ("menu",):
            from .scenes import PauseScene

            self.app.push(PauseScene(self.app, self))
        elif plan and plan[0] in R.legal_actions(self.st):
            self.apply_plan(plan)

    def _choose_from_menu(self, k: int) -> None:
        rows = self.menu["items"]
        self.menu = None
        self.key_focus = 0
        if 0 <= k < len(rows) and rows[k][2]:
            self._press(rows[k][2])

    def _mouse_down(self, pos) -> None:
        if self.fate_panel and self.fate_story.done and self.fate_panel_rect().collidepoint(pos):
            self.fate_panel = False  # put the Fate panel away
            self.log_surface = None
            return
        if self.menu is not None:
            for k, (_label, rect, _plan) in enumerate(self.menu["items"]):
                if rect.collidepoint(pos):
                    self._choose_from_menu(k)
                    return
            self.menu = None
            return
        if self.browse is not None:
            self.browse = None
            return
        # the buttons as the state is now (a queued click may come before the next frame)
        for b in self._fixed_buttons() + [b for _k, b in self._prompt_buttons()]:
            if b.rect.collidepoint(pos):
                if b.plan:
                    self._press(b.plan)
                elif b.label == "end":
                    self._end_turn()  # disabled: it says why
                return
        piece = self._pieces_at(pos)
        if piece is not None:
            legal = R.legal_actions(self.st)
            targets = plans(self.st, legal, piece, self.viewer)
            surf = None
            if piece[0] in ("hand", "card"):
                r = dict(self.lay.hand).get(piece[1]) or self.lay.cards.get(piece[1])
                surf = card_surface(self.st, piece[1], r.w, r.h)
                origin = r
            elif piece[0] == "mover":
                origin = self.lay.movers[self.viewer]
                v = self.st.players[self.viewer].villain
                surf = art.mover(origin.h, *theme.palette(v))
            else:
                origin = next(r for (seat, i, row, j), (sym, r) in self.lay.symbols.items()
                              if seat == self.viewer and sym == "fate" and self.st.players[seat].mover == i)
                surf = art.symbol("fate", origin.w)
            self.drag = {"piece": piece, "targets": targets, "surf": surf, "origin": origin.copy(),
                         "grab": (pos[0] - origin.x, pos[1] - origin.y), "pos": pos, "start": pos, "moved": False}
            return
        self._click(pos)

    def _mouse_up(self, pos) -> None:
        drag = self.drag
        if drag is None:
            return
        self.drag = None
        if not drag["moved"]:
            self._click(pos, drag["piece"])
            return
        candidates = self._targets_at(pos)
        for target in candidates:
            if target in drag["targets"]:
                self._submit(drag["targets"][target], pos)
                return
        # nothing matched: glide back, and say why
        now = time.monotonic()
        piece = drag["piece"]
        if piece[0] in ("hand", "card"):
            cur = pygame.Rect(pos[0] - drag["grab"][0], pos[1] - drag["grab"][1], *drag["origin"].size)
            self.glides.append(Glide(piece[1], cur, drag["origin"], now, 0.25 * self._speed_factor()))
        reason = None
        for target in candidates:
            reason = ally_cannot_join(self.st, R.legal_actions(self.st), piece, target)
            if reason is not None:
                break
        for target in candidates if reason is None else ():
            attempt = attempt_for(self.st, piece, target)
            if attempt is not None:
                reason = R.why_not(self.st, self.viewer, attempt)
                break
        if reason is None and candidates:
            reason = "That piece cannot go there"
        if reason:
            self.say(reason)
        self.app.last_refusal = reason

    def say(self, message: str) -> None:
        self.toast = (message, time.monotonic() + 3.5)

    def _submit(self, options: list[tuple], pos) -> None:
        unique = list(dict.fromkeys(options))
        if len(unique) == 1:
            self.apply_plan(unique[0])
            return
        self._open_menu([(option_label(self.st, plan[0]), plan) for plan in unique], pos)

    def _open_menu(self, items: list[tuple[str, tuple]], pos, above: pygame.Rect | None = None) -> None:
        """A small menu of choices and Cancel at ``pos`` (or, given ``above``, just above that
        rectangle, right-aligned with it). Keys: arrows or Tab, digits, Enter, Escape."""
        s = self.lay.s
        w = min(max(text("sans", int(20 * s), label, theme.TEXT).get_width() for label, _ in items) + int(60 * s),
                self.app.screen.get_width() - 8)
        h = int(38 * s)
        if above is not None:
            w = max(w, above.w)
            pos = (above.right - w, above.top - int(8 * s) - h * (len(items) + 1))
        x = max(4, min(pos[0], self.app.screen.get_width() - w - 4))
        y = max(4, min(pos[1], self.app.screen.get_height() - h * (len(items) + 1) - 4))
        self.key_focus = 0
        rows = [(label, pygame.Rect(x, y + k * h, w, h), plan) for k, (label, plan) in enumerate(items)]
        rows.append(("Cancel", pygame.Rect(x, y + len(items) * h, w, h), ()))
        self.menu = {"items": rows}

    def _click(self, pos, piece=None) -> None:
        st = self.st
        lay = self.lay
        # an opponent's small board: look at it large (click again to come back)
        for seat, place in lay.boards.items():
            if not place.big and place.rect.collidepoint(pos):
                fate = lay.zones.get(("fate-deck", seat))
                legal = R.legal_actions(st)
                fate_action = Action(A.FATE, -1, seat)
                if fate is not None and fate.collidepoint(pos) and fate_action in legal and self._mine():
                    self.apply_plan((fate_action,))
                    return
                self.focus_override = seat
                self.lay = None
                self.dirty = True
                return
        if self._mine():
            legal = R.legal_actions(st)
            # prompt candidates on the table
            if st.prompt is not None:
                for target in self._targets_at(pos) + ([("hand", piece[1])] if piece and piece[0] == "hand" else []):
                    hits = [a for a in legal if option_target(st, a) == target]
                    if hits:
                        self._submit([(a,) for a in hits], pos)
                        return
            # an action symbol at the mover's location
            p = st.players[self.viewer]
            for (seat, i, _row, _j), (sym, r) in lay.symbols.items():
                if seat == self.viewer and r.collidepoint(pos) and i == p.mover and st.prompt is None:
                    self._symbol_click(sym, pos)
                    return
            for (sym, r) in lay.symbols.values():
                if r.collidepoint(pos):
                    self.say(f"{art.SYMBOL_NAMES[sym]}: {art.SYMBOL_HELP[sym]}")
                    return
        # discard piles are public: browse them
        for seat in range(st.n):
            for pile in ("villain-discard", "fate-discard"):
                r = lay.zones.get((pile, seat))
                if r is not None and r.collidepoint(pos):
                    self.browse = (seat, pile)
                    return
        if self.focus_override is not None:
            self.focus_override = None
            self.lay = None
            self.dirty = True

    def _mine(self) -> bool:
        return self.viewer >= 0 and R.current_player(self.st) == self.viewer

    def _symbol_click(self, sym: str, pos) -> None:
        st = self.st
        want = {
            "gain1": (A.GAIN,), "gain2": (A.GAIN,), "gain3": (A.GAIN,),
            "fate": (A.FATE,), "vanquish": (A.VANQUISH,), "discard": (A.DISCARD,),
            "activate": (A.ACTIVATE, A.ACTIVATE_RELIC),
        }.get(sym)
        if want is None:  # Play a Card and the Move actions are dragged, not clicked
            self.say(f"{art.SYMBOL_NAMES[sym]}: {art.SYMBOL_HELP[sym]}")
            return
        options = [(a,) for a in R.legal_actions(st) if a.verb in want]
        if options:
            self._submit(options, pos)
            return
        reason = R.why_not(st, self.viewer, Action(want[0])) if not sym.startswith("gain") else None
        if reason == "That move is not possible now":
            reason = None
        self.say(reason or f"Nothing to {art.SYMBOL_NAMES[sym].lower()} now")

    def undo(self) -> None:
        if self.viewer < 0 or not self.match.can_undo(self.viewer):
            if self.viewer >= 0 and self.match.history:
                self.say("Nothing to undo: the last move revealed a card or passed the decision on")
            return
        text_ = self.match.undo()
        self.log.append(sentence(f"Undone: {notation_words(self.st, text_)}"))
        self._after_history_change()

    def redo(self) -> None:
        if self.viewer < 0 or not self.match.can_redo(self.viewer):
            return
        self._take_events(self.match.redo())
        self._after_history_change()

    def _after_history_change(self) -> None:
        self.log_surface = None
        self.lay = None
        self.static = None
        self.dirty = True
        self.app.after_move(self.match)
        self._check_curtain()  # a redo may hand the decision to someone else

    def _end_turn(self) -> None:
        st = self.st
        end = Action(A.END)
        if not self._mine() or end not in R.legal_actions(st):
            # not now: say why rather than do nothing
            who = R.current_player(st)
            if who >= 0 and who != self.viewer:
                self.say(f"{st.players[who].villain.name} is deciding now")
            elif who >= 0 and st.prompt is not None:
                self.say(f"First: {st.prompt.message}")
            elif who >= 0 and st.phase == "move":
                self.say("Move your Villain first")
            return
        left = [a for a in R.legal_actions(st) if a.verb != A.END]
        if left and self.app.settings.get("confirm_end_turn", True):
            # above the Menu button, over neither Undo nor End turn
            self._open_menu([("End turn (actions left)", (end,))], self.lay.buttons["end"].topleft,
                            above=self.lay.buttons["menu"])
            return
        self.apply_plan((end,))

    # --- time -------------------------------------------------------------------

    def update(self, dt: float) -> bool:
        now = time.monotonic()
        busy = False
        if self.glides:
            before = len(self.glides)
            self.glides = [g for g in self.glides if now - g.t0 < g.dur]
            if len(self.glides) != before:
                self.static = None
            busy = True
        if self.pops:
            self.pops = [p for p in self.pops if now - p[1] < 0.35]
            busy = True
        if self.banner and now > self.banner[1]:
            self.banner = None
            self.dirty = True  # a frame without it, or it stays frozen on screen
        if self.toast and now > self.toast[1]:
            self.toast = None
            self.dirty = True
        if self.banner or self.toast or self.drag:
            busy = True
        if (self.hover_card is not None and self.zoom is None and now - self.hover_since > HOVER_DELAY
                and self.drag is None):
            self.zoom = self.hover_card
        if (self.hover_card is not None or self.hover_symbol is not None) and now - self.hover_since <= HOVER_DELAY + 0.1:
            busy = True
        busy |= self._drive_bot(now)
        if self.pending_input and not self._answer_pending() and self.app.top() is self:
            if self._mine():
                queued = list(self.pending_input)
                self.pending_input.clear()
                for event in queued:  # in order; any that meet another bot's answer wait again
                    self.handle(event)
            else:
                self.pending_input.clear()  # the game ended, or the screen changed hands
            busy = True
        if self.st.winner is not None and not self.game_over_shown and not self.glides:
            self.game_over_shown = True
            self._clear_overlays()
            from .scenes import GameOverScene

            self.app.push(GameOverScene(self.app, self))
        return busy or self.dirty

    def _clear_overlays(self) -> None:
        """The game is over: nothing transient stays up (banner, message, menu, zoomed or
        revealed card, drag, queued input); the table underneath is redrawn without them."""
        self.banner = None
        self.toast = None
        self.menu = None
        self.browse = None
        self.zoom = None
        self.hover_card = None
        self.drag = None
        self.focus_override = None
        self.pending_input.clear()
        self.pops = []
        self.fate_panel = False
        self.hover_symbol = None
        self.lay = None
        self.static = None
        self.dirty = True

    def _drive_bot(self, now: float) -> bool:
        who = self.session.current_player()
        if who < 0 or not self.session.is_bot(who) or self.glides or self.app.top() is not self:
            return False  # nobody to play for, or paused behind a menu
        if self.bot_future is None:
            self.bot_future = self.session.think(who)
            self.bot_ready_at = now + 0.45 * self._speed_factor()
            return True
        if self.bot_future.done() and now >= self.bot_ready_at:
            action = self.bot_future.result()
            self.bot_future = None
            self.apply_plan((action,))
        return True

    # --- drawing ----------------------------------------------------------------

    def draw(self, surf: pygame.Surface) -> None:
        if self.lay is None or self.lay.size != surf.get_size():
            self._relayout()
        lay = self.lay
        st = self.st
        s = lay.s
        now = time.monotonic()
        surf.blit(self._static_layer(), (0, 0))
        # legal targets while dragging, answers of a decision
        tray_glow: list[pygame.Rect] = []
        if self.drag is not None and self.drag["moved"]:
            acc = self._accent(self.viewer)
            for target in self.drag["targets"]:
                r = self._target_rect(target)
                if r is not None:
                    _glow(surf, r, acc, s)
        elif st.prompt is not None and self._mine():
            for a in st.prompt.options:
                t = option_target(st, a)
                r = self._target_rect(t) if t else None
                if r is not None:
                    _glow(surf, r, self._accent(self.viewer), s)
                    if t[0] == "card" and any(c == t[1] for c, _ in lay.tray):
                        tray_glow.append(r)
        # an answer's button under the pointer lights the place it names
        for b in self.buttons:
            if b.plan and isinstance(b.plan[0], Action) and b.rect.collidepoint(self.mouse):
                self._light_place(surf, b.plan[0])
        keyed = None  # the keyboard's choice, where it would be clicked on the table
        choices = self._prompt_choices() if st.prompt is not None and self.keyboard_used else []
        if choices and self.drag is None:
            plan = choices[self.key_focus % len(choices)][1]
            t = option_target(st, plan[0]) if plan != ("undo",) else None
            keyed = self._target_rect(t) if t else None
            on_tray = t is not None and t[0] == "card" and any(c == t[1] for c, _ in lay.tray)
            if keyed is not None and not on_tray:
                _glow(surf, keyed.inflate(int(10 * s), int(10 * s)), theme.TEXT, s)
                keyed = None
        for c, r in lay.tray:
            if not self.may_show(c):
                continue
            shade = pygame.Rect(r).inflate(int(20 * s), int(20 * s))
            pygame.draw.rect(surf, (10, 8, 8), shade, border_radius=int(12 * s))
            draw_card(surf, st, c, r)
        for r in tray_glow:  # the revealed cards' outlines go over their dark backing
            _glow(surf, r, self._accent(self.viewer), s)
        if keyed is not None:  # a revealed card: its outline goes over the dark backing too
            _glow(surf, keyed.inflate(int(10 * s), int(10 * s)), theme.TEXT, s)
        for g in self.glides:
            t = min(1.0, (now - g.t0) / g.dur) if g.dur > 0 else 1.0
            e = 1 - (1 - t) ** 3
            r = pygame.Rect(
                g.start.x + (g.end.x - g.start.x) * e, g.start.y + (g.end.y - g.start.y) * e,
                g.start.w + (g.end.w - g.start.w) * e, g.start.h + (g.end.h - g.start.h) * e,
            )
            if r.w > 4 and r.h > 4 and self.may_show(g.card):
                surf.blit(card_surface(st, g.card, r.w, r.h), r.topleft)
        for center, t0 in self.pops:
            k = (now - t0) / 0.35
            pygame.draw.circle(surf, theme.GOLD, center, int((20 + 60 * k) * s), max(1, int(4 * s * (1 - k))))
        self._draw_hand(surf)
        self._draw_prompt_bar(surf)
        self._draw_log(surf)
        if self.banner and (r := self.banner_rect()) is not None:
            _banner(surf, self.banner[0], r, s)
        if self.toast:
            _toast(surf, self.toast[0], lay.prompt_rect, s)
        if self.app.save_problem:
            from .saving import draw_save_problem

            draw_save_problem(surf, self.app.save_problem, s)
        if self.browse is not None:
            self._draw_browse(surf)
        if self.menu is not None:
            rows = self.menu["items"]
            focus = self.key_focus % len(rows)
            for k, (label, rect, plan) in enumerate(rows):
                hot = rect.collidepoint(self.mouse) or k == focus
                if hot and plan and isinstance(plan[0], Action):
                    self._light_place(surf, plan[0])
                pygame.draw.rect(surf, theme.PANEL_HI if hot else theme.PANEL, rect)
                pygame.draw.rect(surf, theme.TEXT if k == focus else theme.GOLD, rect, 1 if k != focus else 2)
                key = "Esc" if k == len(rows) - 1 else str(k + 1)
                d = text("bold", int(15 * s), key, theme.TEXT_DIM)
                surf.blit(d, d.get_rect(midleft=(rect.left + int(8 * s), rect.centery)))
                box = pygame.Rect(rect.left + int(42 * s), rect.top + 2, rect.w - int(54 * s), rect.h - 4)
                draw_fit(surf, "sans", 20 * s, label, theme.TEXT, box, align="left", min_size=9, what="table: menu")
        if self.fate_panel and self.fate_story.started:
            self._draw_fate_panel(surf)
        if self.zoom is not None and self.drag is None and self.may_show(self.zoom):
            self._draw_zoom(surf, self.zoom)
        elif (self.hover_symbol is not None and self.drag is None and self.menu is None
              and now - self.hover_since > HOVER_DELAY):
            self._draw_symbol_tip(surf, *self.hover_symbol)
        if self.drag is not None and self.drag["moved"]:
            x = self.drag["pos"][0] - self.drag["grab"][0]
            y = self.drag["pos"][1] - self.drag["grab"][1]
            shadow = pygame.Surface(self.drag["surf"].get_size(), pygame.SRCALPHA)
            shadow.fill((0, 0, 0, 90))
            surf.blit(shadow, (x + 6, y + 8))
            surf.blit(self.drag["surf"], (x, y))
        self.dirty = False

    def banner_rect(self) -> pygame.Rect | None:
        """The turn banner lies over the bar above the hand, where the eye already is, and
        covers no board (opponents' portraits and Fate decks stay in view). Not while the bar
        offers the person at the screen a choice."""
        if self.lay is None or self.banner is None or self._prompt_choices():
            return None
        s = self.lay.s
        bar = self.lay.prompt_rect.inflate(-int(8 * s), -int(6 * s))
        said = text("bold", int(21 * s), self._prompt_message(), theme.TEXT).get_width() + int(40 * s)
        w = text("serif", int(30 * s), self.banner[0], theme.TEXT).get_width() + int(60 * s)
        if said + w > bar.w:
            return bar  # no room beside what the bar says: over it, for a moment
        return pygame.Rect(bar.right - w, bar.top, w, bar.h)

    def _accent(self, seat: int):
        if seat < 0:
            return theme.GOLD
        return theme.palette(self.st.players[seat].villain)[0]

    def _target_rect(self, target) -> pygame.Rect | None:
        lay = self.lay
        if target is None:
            return None
        if target[0] == "card":
            for c, r in lay.tray:
                if c == target[1]:
                    return r
            return lay.cards.get(target[1])
        if target[0] == "hand":
            return dict(lay.hand).get(target[1])
        if target[0] == "board" and target[1] in lay.boards:
            return lay.boards[target[1]].rect
        return lay.zones.get(target)

    def _draw_hand(self, surf) -> None:
        lay = self.lay
        s = lay.s
        area = lay.hand_rect
        pygame.draw.rect(surf, theme.TABLE_EDGE, area)
        pygame.draw.line(surf, theme.PANEL_HI, area.topleft, area.topright, max(1, int(2 * s)))
        if self.viewer < 0:
            # who is deciding is said once, in the bar above
            draw_fit(surf, "sans", 26 * s, "Hands are hidden", theme.TEXT_DIM, area.inflate(-int(500 * s), -int(20 * s)),
                     min_size=9, wrap=True, what="table: hand")
        else:
            p = self.st.players[self.viewer]
            box = pygame.Rect(area.left + int(20 * s), area.top + int(10 * s), int(210 * s), int(60 * s))
            draw_fit(surf, "serif", 24 * s, f"{p.villain.name}'s hand", theme.TEXT, box, align="left", valign="top",
                     min_size=9, wrap=True, what="table: hand")
            hover = None
            for c, r in lay.hand:
                if r.collidepoint(self.mouse):
                    hover = c
            for c, r in lay.hand:
                if self.drag is not None and self.drag["moved"] and self.drag["piece"] == ("hand", c):
                    continue
                if any(g.card == c for g in self.glides):
                    continue
                rr = r.move(0, -int(34 * s)) if c == hover and self.drag is None else r
                surf.blit(card_surface(self.st, c, rr.w, rr.h), rr.topleft)
        # buttons
        s = lay.s
        self.buttons = []
        for b in self._fixed_buttons():
            enabled = bool(b.plan)
            name = b.label
            r = b.rect
            col = theme.mix(self._accent(self.viewer), theme.PANEL, 0.35) if enabled and name == "end" else theme.PANEL
            pygame.draw.rect(surf, col, r, border_radius=int(10 * s))
            pygame.draw.rect(surf, theme.GOLD if enabled else theme.PANEL_HI, r, max(1, int(2 * s)),
                             border_radius=int(10 * s))
            label = {"end": "End turn", "menu": "Menu", "undo": "Undo"}[name]
            draw_fit(surf, "bold", 22 * s, label, theme.TEXT if enabled else theme.TEXT_DIM, r.inflate(-int(12 * s), -4),
                     min_size=9, what="table: button")
            self.buttons.append(Button(label, r, b.plan))

    def _fixed_buttons(self) -> list[Button]:
        """End turn, Menu and Undo as they are now (label = their name; no plan = disabled)."""
        lay = self.lay
        end_ok = self._mine() and Action(A.END) in R.legal_actions(self.st)
        undo_ok = self.viewer >= 0 and self.match.can_undo(self.viewer)
        return [Button(name, lay.buttons[name], plan if ok else ())
                for name, plan, ok in (("end", ("end",), end_ok), ("menu", ("menu",), True),
                                       ("undo", ("undo",), undo_ok))]

    def _prompt_message(self) -> str:
        st = self.st
        who = R.current_player(st)
        if who < 0:
            return f"{st.players[st.winner].villain.name} wins!"
        if not self._mine():
            name = st.players[who].villain.name
            if self.match.is_bot(who):
                return f"{name} (bot) is thinking…"
            return f"{name} is deciding…" if st.prompt else f"{name}'s turn"
        if st.prompt is not None:
            return st.prompt.message
        if st.phase == "move":
            return "Drag your Villain to a new location"
        return "Drag cards to play them, click an action symbol, or End turn"

    def _cancel_plan(self) -> tuple[str, tuple] | None:
        """A prompt the engine offers no way out of (the first card of a Discard Cards action,
        the Allies of a Vanquish) may still be taken back: Cancel (or Back) is an undo."""
        st = self.st
        if st.prompt is None or not self._mine() or not self.match.can_undo(self.viewer):
            return None
        if any(a.verb in DECLINE for a in R.legal_actions(st)):
            return None
        first = self.match.history[-1].before.prompt is None
        return ("Cancel" if first else "Back", ("undo",))

    def _prompt_choices(self) -> list[tuple[str, tuple, bool]]:
        """The answers of the viewer's decision, in keyboard order: (label, plan, in the bar).
        Answers clicked on the table come after those with a button; declining comes last."""
        st = self.st
        if not self._mine():
            return []
        legal = R.legal_actions(st)
        if st.prompt is not None:
            main = [a for a in legal if a.verb not in DECLINE]
            declines = [a for a in legal if a.verb in DECLINE]
        else:
            main = [a for a in legal if a.verb == A.REPLACE]
            declines = []
        in_bar = [a for a in main if st.prompt is None or option_target(st, a) is None or len(legal) <= 8]
        rest = [a for a in main if a not in in_bar]
        out = [(option_label(st, a), (a,), True) for a in in_bar]
        out += [(option_label(st, a), (a,), False) for a in rest]
        out += [(option_label(st, a), (a,), True) for a in declines]
        cancel = self._cancel_plan()
        if cancel is not None:
            out.append((cancel[0], cancel[1], True))
        return out

    def _badge(self, k: int, plan: tuple) -> str:
        """The key that picks a choice, shown on its button: Esc for the way out, else 1-9."""
        return "Esc" if plan == self._way_out() else (str(k + 1) if k < 9 else "")

    def _prompt_layout(self) -> tuple[str, pygame.Rect, float, list[tuple[int, Button]]]:
        """The bar above the hand, laid out once for drawing and for clicks: the message, its
        box, the answers' text size and the buttons as (keyboard index, button). The message
        takes what the answers leave (at least a third of the bar); the answers' text shrinks
        (not below 10 px) until they fit; the way out of a decision (Pass, Done, No, Cancel)
        sits at the right end and is always shown."""
        lay = self.lay
        s = lay.s
        bar = lay.prompt_rect
        msg = self._prompt_message()
        choices = self._prompt_choices()
        shown = [k for k, (_label, _plan, on_bar) in enumerate(choices) if on_bar]
        gap = int(8 * s)

        def width(k: int, size: float) -> int:
            label, plan, _on_bar = choices[k]
            badge = text("bold", int(min(15 * s, size * 0.8)), self._badge(k, plan), theme.TEXT_DIM).get_width()
            return max(int(60 * s), text("sans", int(size), label, theme.TEXT).get_width() + badge + int(30 * s))

        want = sum(width(k, 19 * s) + gap for k in shown)
        msg_w = max(bar.w // 3, min(text("bold", int(21 * s), msg, theme.TEXT).get_width(), bar.w - want - int(40 * s)))
        msg_box = pygame.Rect(bar.left + int(14 * s), bar.top + 2, msg_w, bar.h - 4)
        sz, lines, _fits = layout_text("bold", int(21 * s), msg, msg_box.w, msg_box.h, 9, True, 2)
        x = msg_box.left + max(text("bold", sz, line, theme.TEXT).get_width() for line in lines) + int(16 * s)
        right = bar.right - 4
        size = 19 * s
        while size > 10 and sum(width(k, size) + gap for k in shown) > right - x:
            size -= 1
        top, h = bar.top + int(6 * s), bar.h - int(12 * s)
        ways_out = [k for k in shown if choices[k][1] == ("undo",) or getattr(choices[k][1][0], "verb", "") in DECLINE]
        out: list[tuple[int, Button]] = []
        for k in reversed(ways_out):
            r = pygame.Rect(right - width(k, size), top, width(k, size), h)
            right = r.left - gap
            out.append((k, Button(choices[k][0], r, choices[k][1])))
        for k in shown:
            if k in ways_out:
                continue
            if x + width(k, size) > right:
                break  # no room for another answer: the rest are clicked on the table, or keyed
            r = pygame.Rect(x, top, width(k, size), h)
            out.append((k, Button(choices[k][0], r, choices[k][1])))
            x = r.right + gap
        return msg, msg_box, size, sorted(out, key=lambda kb: kb[0])

    def _prompt_buttons(self) -> list[tuple[int, Button]]:
        return self._prompt_layout()[3]

    def _draw_prompt_bar(self, surf) -> None:
        lay = self.lay
        s = lay.s
        bar = lay.prompt_rect
        pygame.draw.rect(surf, theme.PANEL, bar)
        msg, msg_box, size, buttons = self._prompt_layout()
        draw_fit(surf, "bold", 21 * s, msg, theme.TEXT, msg_box, align="left", min_size=9, wrap=True,
                 max_lines=2, what="table: prompt")
        choices = self._prompt_choices()
        focus = self.key_focus % len(choices) if choices else -1
        for k, b in buttons:
            r = b.rect
            keyed = k == focus and self.keyboard_used
            hot = r.collidepoint(self.mouse) or keyed
            pygame.draw.rect(surf, theme.PANEL_HI if hot else theme.TABLE_EDGE, r, border_radius=int(8 * s))
            edge = theme.TEXT if keyed else self._accent(self.viewer)
            pygame.draw.rect(surf, edge, r, max(1, int(2 * s)), border_radius=int(8 * s))
            d = text("bold", int(min(15 * s, size * 0.8)), self._badge(k, b.plan), theme.TEXT_DIM)
            surf.blit(d, d.get_rect(midleft=(r.left + int(10 * s), r.centery)))
            box = pygame.Rect(r.left + int(16 * s) + d.get_width(), r.top + 1, r.w - int(24 * s) - d.get_width(), r.h - 2)
            draw_fit(surf, "sans", size, b.label, theme.TEXT, box, min_size=9, what="table: answer")
            self.buttons.append(b)

    def _draw_log(self, surf) -> None:
        lay = self.lay
        s = lay.s
        r = lay.log_rect
        if self.log_surface is None or self.log_surface.get_size() != r.size:
            ls = pygame.Surface(r.size)
            ls.fill(theme.PANEL)
            pygame.draw.line(ls, theme.PANEL_HI, (0, 0), (0, r.h), max(1, int(2 * s)))
            title = text("serif", int(24 * s), "Game log", theme.GOLD)
            ls.blit(title, (int(12 * s), int(10 * s)))
            size = max(9, int(16 * s))
            lines: list[str] = []
            for entry in self.log:
                lines.extend(wrap("cond", size, entry, r.w - int(24 * s)))
            lh = int(size * 1.3)
            foot = self.fate_panel_rect().h + int(16 * s) if self.fate_panel and self.fate_story.started else 0
            room = (r.h - int(50 * s) - foot) // lh
            y = int(48 * s)
            for line in lines[-room:]:
                ls.blit(text("cond", size, line, theme.TEXT), (int(12 * s), y))
                y += lh
            self.log_surface = ls
        surf.blit(self.log_surface, r.topleft)

    def _keep_clear(self) -> list[pygame.Rect]:
        """What an enlarged card must not cover: the answers of the decision being asked."""
        st = self.st
        out = []
        if st.prompt is not None and self._mine():
            for a in st.prompt.options:
                r = self._target_rect(option_target(st, a)) if option_target(st, a) else None
                if r is not None:
                    out.append(r)
        return out

    def zoom_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the enlarged card goes: beside the pointer, never over the answers of a decision."""
        s = self.lay.s
        sw, sh = size
        h = min(int(420 * s), sh - 16)
        w = int(h / 1.4)
        mx, my = self.mouse
        gap = int(24 * s)
        y = max(8, min(my - h // 2, sh - h - 8))
        spots = [(mx + gap, y), (mx - gap - w, y), (mx - w // 2, my - gap - h), (mx - w // 2, my + gap),
                 (8, 8), (sw - w - 8, 8), (8, sh - h - 8), (sw - w - 8, sh - h - 8)]
        avoid = self._keep_clear()
        screen = pygame.Rect(0, 0, sw, sh).inflate(-16, -16)
        best = None
        for x0, y0 in spots:
            r = pygame.Rect(x0, y0, w, h).clamp(screen)
            bad = sum(r.clip(a).w * r.clip(a).h for a in avoid) + (10**7 if r.collidepoint(self.mouse) else 0)
            if best is None or bad < best[0]:
                best = (bad, r)
            if bad == 0:
                break
        return best[1]

    def _draw_zoom(self, surf, c: int) -> None:
        r = self.zoom_rect(surf.get_size())
        pygame.draw.rect(surf, (0, 0, 0), r.move(6, 8), border_radius=int(16 * self.lay.s))
        surf.blit(card_surface(self.st, c, r.w, r.h), r.topleft)

    def _draw_symbol_tip(self, surf, sym: str, at: pygame.Rect) -> None:
        """A tooltip naming an action symbol and what it does."""
        s = self.lay.s
        w = int(360 * s)
        name = art.SYMBOL_NAMES.get(sym, sym)
        body = art.SYMBOL_HELP.get(sym, "")
        box = pygame.Rect(0, 0, w, int(110 * s))
        box.midbottom = (at.centerx, at.top - int(8 * s))
        if box.top < 4:
            box.midtop = (at.centerx, at.bottom + int(8 * s))
        box.clamp_ip(surf.get_rect())
        pygame.draw.rect(surf, (22, 18, 18), box, border_radius=int(10 * s))
        pygame.draw.rect(surf, theme.GOLD, box, max(1, int(2 * s)), border_radius=int(10 * s))
        inner = box.inflate(-int(20 * s), -int(14 * s))
        head = pygame.Rect(inner.left, inner.top, inner.w, int(30 * s))
        draw_fit(surf, "bold", 20 * s, name, theme.GOLD, head, align="left", min_size=9, what="table: tooltip")
        draw_block(surf, "sans", 17 * s, [body], theme.TEXT, pygame.Rect(inner.left, head.bottom, inner.w,
                   inner.bottom - head.bottom), min_size=9, what="table: tooltip")

    def fate_panel_rect(self) -> pygame.Rect:
        """The Fate panel sits at the foot of the log column; the log shows its lines above it."""
        s = self.lay.s
        log = self.lay.log_rect
        h = min(int(330 * s), log.h // 2)
        return pygame.Rect(log.left + int(8 * s), log.bottom - h - int(8 * s), log.w - int(16 * s), h)

    def _draw_fate_panel(self, surf) -> None:
        """What the last Fate action did: which card was played, which discarded, and why."""
        s = self.lay.s
        st = self.st
        story = self.fate_story
        r = self.fate_panel_rect()
        pygame.draw.rect(surf, (236, 236, 242), r, border_radius=int(12 * s))
        pygame.draw.rect(surf, theme.FATE_FRAME_DARK, r, max(1, int(3 * s)), border_radius=int(12 * s))
        inner = r.inflate(-int(16 * s), -int(16 * s))
        ch = int(110 * s)
        cw = int(ch / 1.4)
        x = inner.left
        for c in story.cards[:3]:
            surf.blit(card_surface(st, c, cw, ch), (x, inner.top))
            x += cw + int(8 * s)
        textbox = pygame.Rect(inner.left, inner.top + ch + int(8 * s), inner.w, inner.bottom - inner.top - ch - int(8 * s))
        lines = [story.title(st) + ":"] + [story.card_line(st, c) for c in story.cards]
        lines.append("(click to close)" if story.done else "")
        draw_block(surf, "cond", 17 * s, lines, (30, 28, 34), textbox, min_size=9, what="table: Fate panel")

    def _light_place(self, surf, a: Action) -> None:
        """Light the place a pointed-at answer names (a location, a card, a board)."""
        r = self._target_rect(action_place(self.st, a))
        if r is not None:
            _glow(surf, r, theme.GOLD, self.lay.s)

    def _draw_browse(self, surf) -> None:
        seat, pile = self.browse
        p = self.st.players[seat]
        cards = p.discard if pile == "villain-discard" else p.fate_discard
        s = self.lay.s
        veil = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 170))
        surf.blit(veil, (0, 0))
        name = "Villain" if pile == "villain-discard" else "Fate"
        t = text("serif", int(32 * s), f"{p.villain.name}: {name} discard pile ({len(cards)})", theme.TEXT)
        surf.blit(t, (int(40 * s), int(30 * s)))
        h = int(250 * s)
        w = int(h / 1.4)
        per_row = max(1, (surf.get_width() - int(80 * s)) // (w + int(12 * s)))
        for k, c in enumerate(reversed(cards)):
            x = int(40 * s) + (k % per_row) * (w + int(12 * s))
            y = int(90 * s) + (k // per_row) * (h + int(12 * s))
            if y + h > surf.get_height():
                break
            surf.blit(card_surface(self.st, c, w, h), (x, y))
        hint = text("sans", int(20 * s), "Click anywhere to close", theme.TEXT_DIM)
        surf.blit(hint, hint.get_rect(bottomright=(surf.get_width() - int(30 * s), surf.get_height() - int(20 * s))))


def _dist(a, b) -> float:
    return ((a[0] - b[0]) ** 2 + (a[1] - b[1]) ** 2) ** 0.5


def _glow(surf, r: pygame.Rect, colour, s: float) -> None:
    pygame.draw.rect(surf, colour, r.inflate(int(8 * s), int(8 * s)), max(2, int(4 * s)), border_radius=int(10 * s))


def _banner(surf, message: str, r: pygame.Rect, s: float) -> None:
    pygame.draw.rect(surf, (18, 14, 14), r, border_radius=int(10 * s))
    pygame.draw.rect(surf, theme.GOLD, r, max(1, int(3 * s)), border_radius=int(10 * s))
    draw_fit(surf, "serif", 30 * s, message, theme.TEXT, r.inflate(-int(24 * s), -int(4 * s)), min_size=10,
             what="table: banner")


def _toast(surf, message: str, above: pygame.Rect, s: float) -> None:
    t = text("bold", int(22 * s), message, theme.TEXT)
    w = min(t.get_width(), above.w - int(60 * s))
    lines = max(1, -(-t.get_width() // max(1, w)))
    r = pygame.Rect(0, 0, w, int(30 * s) * lines).inflate(int(30 * s), int(18 * s))
    r.midbottom = (above.centerx, above.top - int(12 * s))
    pygame.draw.rect(surf, (70, 24, 24), r, border_radius=int(10 * s))
    pygame.draw.rect(surf, theme.BAD, r, max(1, int(2 * s)), border_radius=int(10 * s))
    draw_fit(surf, "bold", 22 * s, message, theme.TEXT, r.inflate(-int(24 * s), -int(10 * s)), min_size=10, wrap=True,
             what="table: toast")


__all__ = ["TableScene", "make_bot"]
