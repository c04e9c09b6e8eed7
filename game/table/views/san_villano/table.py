"""The San Villano table scene: drag and drop through the kit's controller, the prompt bar,
the bots on the session's worker thread, undo within a turn, and the animations.

Everything on this table is public (hidden things are hidden from everybody alike: the
face-down City cards, the decks' order, Fire tokens until revealed), so hot-seat needs no
curtain: whoever's organization decides plays at the shared screen.

The scene holds the match; what it draws and lays out reads only the game as the viewer
sees it (``st``: the kit's ``seen()``), and the legal plans in table terms (``plans``).
Legality, reasons and words of moves come from the game protocol on the match's game
(``legal_actions``, ``why_not``, ``describe``), moves go through ``apply_plan``.
"""

from __future__ import annotations

import time
from collections import deque
from concurrent.futures import Future

import pygame

from game.core.match import Match
from game.core.session import Session
from game.games.san_villano import events as E
from game.games.san_villano.board import content
from game.games.san_villano.words import ICONS, price
from game.games.san_villano.words import name as place_name
from game.i18n import N_, _, language, tr

from ...kit import theme
from ...kit.animator import Animator, Glide, Pop, settle
from ...kit.drag import DragController
from ...kit.draw import banner, toast, toast_rect
from ...kit.fans import flight_source
from ...kit.layer import Part
from ...kit.layer import look as part_look
from ...kit.logcanvas import LogCanvas
from ...kit.match_scene import MatchScene, ReasonedButton, rebuilt_log
from ...kit.scene import PartsScene
from ...kit.widgets import (
    BarPages,
    Choice,
    Menu,
    bar_layout,
    bar_pages,
    shared_start,
    tooltip,
    tooltip_rect,
)
from . import art, plans
from .chrome import draw_bar, draw_buttons, draw_glide, draw_log
from .drawing import blit_card, named_things, table_parts
from .layout import Layout, compute_layout
from .prompt import question
from .words import describe, foci_words, named, notation_words, opening_lines, seat_name

BOT_DELAY = 0.35
#: the placements tried ahead in a frame of a bot's pause (each a copy of the game and a move on it: a
#: fifth of a millisecond; the pause is some twenty frames)
AHEAD_PLACEMENTS = 1


class Drops:
    """The kit's drag adapter for this table (see ``kit.drag``)."""

    def __init__(self, table: TableScene) -> None:
        self.t = table

    def piece_at(self, pos):
        t = self.t
        if not t.mine() or t.lay is None:
            return None
        seat = t.match.game.current_player()
        for (s, i), r in t.lay.movers.items():
            if s == seat and r.collidepoint(pos):
                return ("agent", s, i)
        for name in ("hero", "helper", "villain"):
            for card, r in t.lay.rows[name]:
                if r.collidepoint(pos):
                    return ("card", card)
        for (s, key), r in t.lay.org_cards.items():
            if s == seat and r.collidepoint(pos) and key not in t.st.orgs[s].captured:
                return ("char", key)
        return None

    def plans_for(self, piece):
        return self.t.drops().get(piece, {})

    def sprite_for(self, piece):
        lay = self.t.lay
        if piece[0] == "agent":
            r = lay.movers[(piece[1], piece[2])]
            surf = pygame.Surface(r.size, pygame.SRCALPHA)
            art.agent(surf, surf.get_rect(), piece[1], str(piece[2] + 1))
            return surf, r
        r = self.t.card_rect(piece[1])
        surf = pygame.Surface(r.size, pygame.SRCALPHA)
        blit_card(surf, piece[1], surf.get_rect())
        return surf, r

    def targets_at(self, pos):
        return self.t.targets_at(pos)

    def refusal(self, piece, targets):
        return plans.refusal(self.t.st, piece, targets, self.t.match.game.why_not, self.t.idle)


class TableScene(MatchScene, PartsScene):
    """The game itself."""

    holds_match = True
    bot_delay = BOT_DELAY

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match
        self.session = Session(match, bots=app.bot_for)
        self.lay: Layout | None = None
        self._laid_out: tuple | None = None  # what ``lay`` was worked out for
        self.dragger = DragController(Drops(self))
        self.animator = Animator()
        self.menu: Menu | None = None
        self.toast: tuple[str, float] | None = None
        self.banner: tuple[str, float] | None = None
        self.log: deque[str] = deque(maxlen=300)
        self.log_canvas = LogCanvas()
        self.bot_future: Future | None = None
        self.bot_ready_at = 0.0
        self.mouse = (0, 0)
        self.bar_buttons: list[tuple[tuple, pygame.Rect]] = []
        self.choices: list[tuple[str, tuple]] = []  # the answers shown on the bar, in the keys' order
        self.bar_pages = BarPages([], pygame.Rect(0, 0, 0, 0), [])
        self.key_focus = 0
        self.game_over_shown = False
        self._drops_for: tuple[tuple, dict] | None = None
        # what is worked out once per position (``position``): the targets lit, the bar's answers
        self._lit_memo: tuple[tuple, set] | None = None
        self._bar_memo: tuple | None = None
        # the position a bot's chosen move leads to, worked out in the frames of its pause
        # (``bot_waiting``): (position, the game after it, its legal actions, the placements'
        # idle reasons found so far, the placements still to try)
        self._ahead: tuple | None = None
        self.last_turn = None
        self.log.extend(self._replayed_log())
        self._announce()

    # --- what the table shows ---------------------------------------------------------

    @property
    def st(self):
        """The game as the viewer sees it (the kit's ``seen()``): all the table draws from."""
        return self.seen().state

    @property
    def viewer(self) -> int:
        """The seat at the screen: the person deciding now (-1: a bot decides, or nobody).
        Every seat sees the same here; undo is this seat's."""
        who = self.session.current_player()
        return who if who >= 0 and not self.match.is_bot(who) else -1

    @property
    def position(self) -> tuple:
        """The position's identity (the game and the moves that led to it, however they were
        applied): what is worked out for a position is kept under it."""
        return (id(self.match.game), tuple(self.match.moves))

    def mine(self) -> bool:
        """A person decides now (not a bot), and nothing is thinking or moving."""
        who = self.session.current_player()
        return who >= 0 and not self.match.is_bot(who) and self.bot_future is None

    def legal(self) -> tuple:
        """The legal actions now, from the game protocol (none once the game is over); asked
        by the drops, the bar, clicks and labels, so kept for the position."""
        memo = self.__dict__.get("_legal_memo")
        if memo is None or memo[0] != self.position:
            ahead = self._ahead
            if ahead is not None and ahead[0] == self.position:
                memo = self._legal_memo = (self.position, ahead[2])
            else:
                game = self.match.game
                memo = self._legal_memo = (self.position, () if game.is_over() else tuple(game.legal_actions()))
        return memo[1]

    def _follow(self, action) -> tuple | None:
        """What is legal after ``action`` while the same seat decides (None: another seat
        decides then), asked of a copy of the match's game through the protocol."""
        game = self.match.game
        seat = game.current_player()
        after = game.clone()
        after.apply(action)
        return tuple(after.legal_actions()) if after.current_player() == seat else None

    def idle(self, action) -> str | None:
        """Why the legal placement ``action`` would do nothing at its location, in the player's
        words (the game's ``idle_reason``); None when it does something."""
        why = self._idle_why(action)
        if why is None:
            return None
        return _("Nothing to do at {location}: {reason}").format(location=tr(place_name(action.b)), reason=tr(why))

    def _idle_why(self, action):
        """The game's ``idle_reason`` for the placement ``action`` (kept per position), or None."""
        if action.verb not in ("allocate", "move"):
            return None
        # asked for every placement by the drops, the bar and its labels: the engine tries each
        # on a copy of the game, so a position's answers are worked out at once (the legal
        # actions found once for all of them) and kept
        memo = self.__dict__.get("_idle_memo")
        if memo is None or memo[0] != self.position:
            ahead = self._ahead
            known = dict(ahead[3]) if ahead is not None and ahead[0] == self.position else {}
            known.update(self.match.game.idle_reasons([a for a in self.legal() if a not in known]))
            memo = self._idle_memo = (self.position, known)
        if action not in memo[1]:
            memo[1][action] = self.match.game.idle_reason(action)
        return memo[1][action]

    def bot_waiting(self, future: Future) -> None:
        """A frame of the bot's pause, its move known: the position it leads to worked out
        ahead on a copy of the game (its legal actions, then a few of its placements' idle
        reasons a frame), so that the frame in which the move lands, the costliest, does not
        try every placement the person will be offered."""
        if future.exception() is not None:
            return
        game, action = self.match.game, future.result()
        # the position the move leads to, named once per bot's move (the frames of its pause
        # would each copy the whole list of moves and say the move again)
        named = self.__dict__.get("_ahead_named")
        if named is not None and named[0] is future and named[1] is game and named[2] == len(self.match.moves):
            key = named[3]
        else:
            key = (id(game), (*self.match.moves, game.text(action)))
            self._ahead_named = (future, game, len(self.match.moves), key)
        ahead = self._ahead
        if ahead is None or ahead[0] != key:
            after = game.clone()
            after.apply(action)
            who = after.current_player()
            legal = () if after.is_over() else tuple(after.legal_actions())
            todo = [a for a in legal if a.verb in ("allocate", "move")] if who >= 0 and not self.match.is_bot(who) \
                else []
            self._ahead = (key, after, legal, {}, todo)
            return
        _key, after, _legal, idle, todo = ahead
        if todo:
            chunk, todo[:] = todo[:AHEAD_PLACEMENTS], todo[AHEAD_PLACEMENTS:]
            idle.update(after.idle_reasons(chunk))

    def drops(self) -> dict:
        """The legal drops of the position (computed once per move)."""
        key = self.position
        if self._drops_for is None or self._drops_for[0] != key:
            found = plans.drops(self.match.game.current_player(), self.legal(), self._follow, self.idle) \
                if self.mine() else {}
            self._drops_for = (key, found)
        return self._drops_for[1]

    def card_rect(self, key: str) -> pygame.Rect:
        for name in ("hero", "helper", "villain"):
            for card, r in self.lay.rows[name]:
                if card == key:
                    return r
        for (_s, k), r in self.lay.org_cards.items():
            if k == key:
                return r
        return pygame.Rect(0, 0, 1, 1)

    def targets_at(self, pos) -> list:
        lay = self.lay
        out = []
        for card, r in lay.rows["villain"]:
            if r.collidepoint(pos):
                out.append(("villain", card))
        for loc, r in lay.locations.items():
            if r.collidepoint(pos):
                out.append(("loc", loc))
        for cell, r in lay.cells.items():
            if r.collidepoint(pos) and cell not in self.st.revealed:
                out.append(("cell", cell))
        for seat, r in lay.orgs.items():
            if r.collidepoint(pos):
                out.append(("org", seat))
        return out

    def log_words(self) -> tuple:
        return opening_lines, describe

    def _replayed_log(self) -> list[str]:
        lines, whole = rebuilt_log(self.match, opening_lines, describe)
        return lines if whole else []

    def _announce(self) -> None:
        st = self.st
        if st.phase == "over":
            return
        turn = (st.round, st.side, st.marker, st.extra)
        if turn != self.last_turn and st.phase == "play" and not st.stack:
            self.last_turn = turn
            n, day, actor, extra = st.round, st.side == "day", st.actor, st.extra

            def words() -> str:  # said in the language of the moment when drawn
                return _("Round {round} · {side} · the {organization}").format(
                    round=n, side=_("Day") if day else _("Night"), organization=seat_name(self.st, actor)) + \
                    (_(" · extra action") if extra else "")

            self.announce(words, 1.4)

    # --- what the kit's match scene asks (kit.match_scene) ------------------------------

    def may_decide(self) -> bool:
        return self.mine()

    def decider_name(self) -> str:
        who = self.session.current_player()
        return seat_name(self.st, who) if who >= 0 else _("Nobody")

    def undo_reason_words(self, code: str) -> str:
        if code == "barrier":
            return _("Undo stops here: the last move revealed something or ended your action")
        return super().undo_reason_words(code)

    def move_words(self, text: str) -> str:
        return notation_words(self.st, text)

    def take_events(self, events: list) -> None:
        self.log.extend(describe(self.st, ev) for ev in events)

    def after_history_change(self) -> None:
        self._relayout()
        self.app.after_move(self.match)
        self.dirty = True

    def open_rules(self) -> None:
        self.open_help()

    def table_scale(self) -> float:
        """The scale "What can I do?" is laid out at: the chrome's, as it is drawn (laid out at the
        board's, 0.62 at 1280×720 and 200 %, its rows were too low for words drawn at 1.33)."""
        return self.lay.ui_s

    def plan_words(self, plan: tuple) -> str:
        """A plan in words: its last action (the one the person meant), as the game says it;
        one that would do nothing says so."""
        words = tr(self.match.game.describe(plan[-1]))
        # the engine's reason alone: the move already names the location ("… (does nothing:
        # Nothing to do at Emergency Room: …)" said it twice, issue 47)
        why = self._idle_why(plan[-1]) if len(plan) == 1 else None
        return words if why is None else _("{move} (does nothing: {reason})").format(move=words, reason=tr(why))

    def hint_anchor(self) -> tuple[tuple[int, int], pygame.Rect | None]:
        r = self.lay.buttons["menu"]
        return r.topleft, r

    def bar_answers(self) -> list[tuple[str, tuple]]:
        return self.choices if self.mine() else []

    def end_turn(self) -> None:
        """E and P: the bar's Done or Pass, when it has one."""
        for _label, plan in self.bar_answers():
            if plan[0].verb in ("done", "pass"):
                self.apply_plan(plan)
                return

    def bot_may_move(self) -> bool:
        return not self.animator.glides and self.app.top() is self

    def piece_places(self) -> dict | None:
        """Each agent with the location it stands on, each card with its row or organization:
        a card only shifted along its row is no change."""
        self._relayout()
        st = self.st
        where = {card: name for name in ("hero", "helper", "villain") for card in getattr(st, f"{name}_row")}
        for seat, o in enumerate(st.orgs):
            where.update({card: seat for card in (*o.characters(), *o.captured)})
        out = {}
        for key, r in self._pieces().items():
            place = st.orgs[key[1]].agents[key[2]] if key[0] == "agent" else where.get(key[1])
            out[key] = (place, r)
        return out

    def event_spots(self, events: list) -> list[pygame.Rect]:
        """A City card revealed, a Fire placed or put out: where."""
        spots = []
        for ev in events:
            if isinstance(ev, E.CityRevealed) and ev.cell in self.lay.cells:
                spots.append(self.lay.cells[ev.cell])
        return spots

    def reasoned_buttons(self) -> list:
        """The buttons as their tooltips tell them, kept while what undo's reason depends on
        (the position, the seat at the screen, a bot at work), the layout and the language
        stay: the kit and the buttons ask every frame."""
        lay = self.lay
        key = (self.position, self.viewer, self.bot_future is None, language())
        memo = self.__dict__.get("_buttons_memo")
        if memo is None or memo[0] != key or memo[1] is not lay:
            b = lay.buttons
            memo = self._buttons_memo = (key, lay, [
                self.undo_button(b["undo"]),
                ReasonedButton(b["help"], _("Rules (F1)"), _("The rules of San Villano, page by page")),
                ReasonedButton(b["menu"], _("Menu (Esc)"), _("Save, load, settings, or leave the game"))])
        return memo[2]

    def named_things(self) -> list:
        """The counters, tokens and piles (``drawing.named_things``), kept while the position,
        the layout and the language stay: the kit asks for them every frame the pointer is
        on none of the buttons, and they are some fifty phrases looked up and measured."""
        st, lay = self.st, self.lay
        key = (self.position, language())
        memo = self.__dict__.get("_named_memo")
        if memo is None or memo[0] != key or memo[1] is not st or memo[2] is not lay:
            memo = self._named_memo = (key, st, lay, named_things(st, lay))
        return memo[3]

    def _banner_rect(self) -> pygame.Rect:
        """Where the turn's banner lies: over the City, off the places to choose between."""
        lay = self.lay
        others = [self._toast_rect()] if self.toast else []
        return self._placed("banner", tuple(tuple(r) for r in others), lambda: self._place_banner(lay, others))

    def _place_banner(self, lay, others: list[pygame.Rect]) -> pygame.Rect:
        r = pygame.Rect(0, 0, lay.u(760), lay.u(64))
        r.center = (lay.city.centerx, lay.city.centery)
        return self.message_place(r, pygame.Rect((0, 0), lay.size), lay.bar, others)

    def _toast_rect(self) -> pygame.Rect:
        """Where the message up lies: over the bar, off the places to choose between."""
        words, lay = self.toast_words(), self.lay

        def place() -> pygame.Rect:
            return self.message_place(toast_rect(words, lay.bar, lay.ui_s), pygame.Rect((0, 0), lay.size), lay.bar)

        return self._placed("toast", words, place)

    def _placed(self, name: str, said, place) -> pygame.Rect:
        """Where the message ``name`` (showing ``said``) lies, ``place()`` kept while the layout
        and what it keeps clear of (``tip_avoid``: the position, whose turn; no drag) stay:
        the banner's and the toast's places are asked several times a frame while they are up."""
        lay = self.lay
        kept_as = (said, self.position, self.mine()) if self.dragger.drag is None else None
        memos = self.__dict__.setdefault("_placed_memo", {})
        memo = memos.get(name)
        if kept_as is not None and memo is not None and memo[0] == kept_as and memo[1] is lay:
            return pygame.Rect(memo[2])
        r = place()
        if kept_as is not None:
            memos[name] = (kept_as, lay, tuple(r))
        return r

    def bar_rect(self) -> pygame.Rect | None:
        return None if self.lay is None else pygame.Rect(self.lay.bar)

    def message_rects(self) -> list[pygame.Rect]:
        if self.lay is None:
            return []
        out = [self._toast_rect()] if self.toast else []
        if self.banner:
            out.append(self._banner_rect())
        return out

    def tip_avoid(self) -> list[pygame.Rect]:
        """The targets lit now (where the piece dragged may go, or what may be chosen), and
        wherever a piece may be dropped. Kept while the position, the layout and what is lit
        stay (no drag: a drag's targets are its own): asked every frame a message is up."""
        lay = self.lay
        drag = self.dragger.drag
        kept_as = (self.position, self.mine()) if drag is None else None
        memo = self.__dict__.get("_avoid_memo")
        if kept_as is not None and memo is not None and memo[0] == kept_as and memo[1] is lay:
            return list(memo[2])
        out = []
        keys = set(self._lit())
        for targets in self.drops().values():
            keys |= set(targets)
        for key in keys:
            if key[0] == "loc" and key[1] in lay.locations:
                out.append(lay.locations[key[1]])
            elif key[0] == "cell" and key[1] in lay.cells:
                out.append(lay.cells[key[1]])
            elif key[0] == "org" and key[1] in lay.orgs:
                out.append(lay.orgs[key[1]])
            elif key[0] in ("card", "char", "villain"):
                out.append(self.card_rect(key[1]))
            elif key[0] == "agent" and (key[1], key[2]) in lay.movers:
                out.append(lay.movers[(key[1], key[2])])
        if drag is None:
            self._avoid_memo = (kept_as, lay, tuple(pygame.Rect(r) for r in out))
        return out

    # --- moves ------------------------------------------------------------------------

    def _pieces(self) -> dict:
        """Every piece's rectangle by key (agents, cards): the animator's before/after."""
        lay = self.lay
        out: dict = {("agent", s, i): r for (s, i), r in lay.movers.items()}
        for name in ("hero", "helper", "villain"):
            for card, r in lay.rows[name]:
                out[("card", card)] = r
        for (_s, key), r in lay.org_cards.items():
            out[("card", key)] = r
        return out

    def plan_begins(self) -> dict:
        self._relayout()
        return self._pieces()

    def plan_landed(self, before: dict, events: list) -> None:
        self._relayout()
        now = time.monotonic()
        dur = 0.35 * self.speed()
        if dur > 0:
            self.animator.play(settle(before, self._pieces(), now, dur))
            for ev in events:
                if isinstance(ev, E.CityRevealed) and ev.cell in self.lay.cells:
                    self.animator.play([Pop(self.lay.cells[ev.cell].center, now)])
        self.app.after_move(self.match)
        self._announce()

    def leave(self) -> None:
        super().leave()
        self.log_canvas.forget()

    def _relayout(self) -> None:
        """The table laid out for this position, window and UI scale: worked out again only
        when one of them changed (a move laid it out twice, before and after, 0.3 ms each at
        1920×1080)."""
        key = (self.position, self.app.screen.get_size(), self.app.settings.get("ui_scale", 1.0))
        if self.lay is not None and self._laid_out == key:
            return
        self.lay = compute_layout(self.st, key[1], key[2])
        self._laid_out = key

    # --- input ------------------------------------------------------------------------

    def handle(self, event) -> None:
        if self.lay is None:
            self._relayout()
        if event.type == pygame.VIDEORESIZE:
            self.lay = None
            self.dirty = True
            return
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.dragger.motion(event.pos)
            self.dirty = True
            return
        if event.type == pygame.KEYDOWN:
            self.table_key(event)
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.animator.finish()
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3:
            self.menu = None
            self.dragger.cancel()
            self.dirty = True
        elif event.type == pygame.MOUSEWHEEL and self.bar_pages.pages > 1 and self.lay.bar.collidepoint(self.mouse):
            self.turn_bar_page(-event.y)  # the wheel over a long bar turns its pages

    def _menu_pick(self, row: int) -> None:
        self.choose_from_menu(row)

    def _press(self, pos) -> None:
        lay = self.lay
        if self.menu is not None:
            row = self.menu.row_at(pos)
            if row is not None:
                self._menu_pick(row)
            else:
                self.menu = None
            self.dirty = True
            return
        for name, r in lay.buttons.items():
            if r.collidepoint(pos):
                {"undo": self.undo, "help": self.open_help, "menu": self.open_pause}[name]()
                return
        for plan, r in self.bar_buttons:
            if r.collidepoint(pos) and self.mine():
                self.apply_plan(plan)
                return
        pages = self.bar_pages
        for step, r in ((-1, pages.prev), (1, pages.next)):
            if r is not None and r.collidepoint(pos) and self.mine():
                self.turn_bar_page(step)
                return
        if self.dragger.press(pos):
            self.dirty = True
            return
        if self.mine():
            self._click(pos)

    def _release(self, pos) -> None:
        out = self.dragger.release(pos)
        self.dirty = True
        if out is None:
            return
        if out.kind == "click":
            self._click(pos)
        elif out.kind == "submit":
            self.apply_plan(out.plans[0])
        elif out.kind == "menu":
            self.open_menu(out.plans, pos)
        elif out.kind == "refuse":
            if out.at is not None and out.back is not None:
                key = out.piece
                self.animator.play([Glide(("back", key), out.at, out.back, time.monotonic(), 0.3 * self.speed())])
            self.say(out.reason or N_("That cannot go there"))  # put into words when drawn

    def _click(self, pos) -> None:
        """A click on a place or a card: the legal actions that name it."""
        found: list[tuple] = []
        legal = self.legal()
        for (_s, key), r in self.lay.org_cards.items():
            if r.collidepoint(pos):
                found = plans.clicks(legal, ("char", key), self.idle)
        for name in ("hero", "helper", "villain"):
            for card, r in self.lay.rows[name]:
                if r.collidepoint(pos):
                    found = plans.clicks(legal, ("card", card), self.idle)
        if not found:
            for target in self.targets_at(pos):
                found = plans.clicks(legal, target, self.idle)
                if found:
                    break
        if len(found) == 1:
            self.apply_plan(found[0])
        elif found:
            self.open_menu(found, pos)
        else:
            self._refuse_idle(pos)

    def _refuse_idle(self, pos) -> None:
        """A click on a location where sending the agent would do nothing: the reason."""
        for target in self.targets_at(pos):
            if target[0] != "loc":
                continue
            for a in self.legal():
                if a.verb in ("allocate", "move") and a.b == target[1]:
                    why = self.idle(a)
                    if why is not None:
                        # in the language of the moment when drawn (the words said now, once the
                        # position has moved on)
                        self.say(lambda a=a, why=why: _("{reason}. To put the agent there anyway, choose it in "
                                                        "What can I do? (H)").format(reason=self.idle(a) or why))
                        return

    def open_menu(self, options: list[tuple], pos) -> None:
        items = [(self.plan_words(p), p) for p in options]
        self.menu = Menu.open(items, pos, self.app.screen.get_size(), self.lay.ui_s)
        self.key_focus = 0
        self.dirty = True

    def open_help(self) -> None:
        """The rules help every table opens (the kit's, with its contents), at this game."""
        from ...helpscreens import RulesHelpScene

        self.app.push(RulesHelpScene(self.app))

    # --- time -------------------------------------------------------------------------

    def update(self, dt: float) -> bool:
        now = time.monotonic()
        busy = False
        if self.animator.busy:
            self.animator.update(now)
            busy = True
        if self.expire_notices(now) or self.dragger.drag:
            busy = True
        busy |= self.drive_bot(now)
        if self.st.phase == "over" and not self.game_over_shown and not self.animator.busy:
            self.game_over_shown = True
            self.menu = None
            self.dragger.cancel()
            from .help import SanVillanoGameOver

            self.app.game_over(self, SanVillanoGameOver)
        return busy or self.dirty

    # --- drawing ----------------------------------------------------------------------

    def _lit(self) -> set:
        """The targets to outline: where the dragged piece may go, else what a person may
        drag or click now."""
        drag = self.dragger.drag
        if drag is not None:
            return set(drag.targets)
        if not self.mine():
            return set()
        memo = self._lit_memo
        if memo is not None and memo[0] == self.position:
            return memo[1]
        lit = plans.lit(self.drops(), self.legal())
        self._lit_memo = (self.position, lit)
        return lit

    def frame_parts(self, surf) -> dict:
        """The whole frame as the kit's parts, bottom to top: the public table, the pieces
        gliding, the pops, the log, the bar, the buttons, a card's tooltip, the piece
        dragged, the menu, the message and the banner."""
        if self.lay is None or self.lay.size != surf.get_size():
            self._relayout()
        lay = self.lay
        s = lay.s
        now = time.monotonic()
        # the pieces gliding (a refused drop going home too) and dragged are drawn where they
        # are on their way, not also where they lie
        moving = {g.key[1] if g.key[0] == "back" else g.key for g in self.animator.glides}
        drag = self.dragger.drag
        if drag is not None and drag.moved:
            moving.add(drag.piece)
        skip = frozenset(k[1:] for k in moving if k[0] == "agent")
        flying = frozenset(k[1] for k in moving if k[0] in ("card", "char"))
        parts = table_parts(self.st, lay, self._lit(), skip, flying)
        look = part_look(s)
        for k, g in enumerate(self.animator.glides):
            r = g.rect_at(now)
            key = g.key[1] if g.key[0] == "back" else g.key
            if key[0] in ("agent", "card", "char"):
                source = flight_source(g.start, g.end, r)
                parts[("glide", k)] = Part(r.inflate(8, 8), (look, key, tuple(r), source),
                                           lambda surf, key=key, r=r, source=source: draw_glide(surf, key, r, source))
        for k, p in enumerate(self.animator.pops):
            reach = int(80 * s) + int(4 * s) + 2
            parts[("pop", k)] = Part(pygame.Rect(p.center[0] - reach, p.center[1] - reach, 2 * reach, 2 * reach),
                                     (p.center, p.t0, now), lambda surf, p=p: p.draw(surf, now, theme.GOLD, s))
        s, look = lay.ui_s, part_look(lay.ui_s)  # the chrome's scale, from here on
        lines, canvas = tuple(self.log), self.log_canvas
        parts[("log",)] = Part(lay.log, (look, lines), lambda surf: draw_log(surf, lay, canvas, lines), solid=(lay.log,))
        bar = self._bar_model()
        parts[("bar",)] = Part(lay.bar, (look, bar[0]), lambda surf: draw_bar(surf, lay, bar), solid=(lay.bar,))
        buttons = self._buttons_model()
        parts[("buttons",)] = Part(pygame.Rect(lay.buttons["undo"]).unionall(list(lay.buttons.values())),
                                   (look, buttons), lambda surf: draw_buttons(surf, lay, buttons))
        parts.update(self.flash_parts(lay.s))
        # the kit's tooltip of a button or a counter (``named_things``), else a card's or a place's
        kit_tip = self.hover_tip(s, surf.get_rect()) if self.menu is None and drag is None else None
        tip = self._hover_tip()
        if kit_tip is not None:
            parts[("tip",)] = kit_tip
        elif tip is not None:
            name, body, at = tip
            box = tooltip_rect(at, s, surf.get_rect(), self.keep_clear(), body=body)
            parts[("tip",)] = Part(box, (look, name, body, tuple(at), tuple(box)),
                                   lambda surf: tooltip(surf, name, body, at, s, box))
        if drag is not None and drag.moved:
            area = drag.area()
            parts[("drag",)] = Part(area, ("drag", drag.piece, id(drag), tuple(area)), drag.draw)
        if self.menu is not None:
            # a menu is not followed: the frames it shows in are painted whole, and the one
            # after it (its part, over the whole screen, changes every frame and then goes)
            menu, mouse, focus = self.menu, self.mouse, self.key_focus
            parts[("menu",)] = Part(surf.get_rect(), object(), lambda surf: menu.draw(surf, s, mouse, focus))
        if self.toast:
            said = self.toast_words()
            at = self._toast_rect()
            parts[("toast",)] = Part(at, (look, said, tuple(at)), lambda surf: toast(surf, said, lay.bar, s, at=at))
        if self.banner:
            r = self._banner_rect()
            announced = self.banner_words()
            parts[("banner",)] = Part(r, (part_look(lay.s), announced, tuple(r)),
                                      lambda surf: banner(surf, announced, r, lay.s))
        return parts

    def _bar_model(self) -> tuple:
        """What the prompt bar shows (its first item says all of it, for the part's key) and
        where its answers lie; the answers are also noted for clicks and keys."""
        lay = self.lay
        bar = lay.bar
        self.bar_buttons = []
        if self.st.phase == "over":
            self.choices = []
            self.bar_pages = BarPages([], pygame.Rect(0, 0, 0, 0), [])
            return (("words", question(self.st), theme.TEXT),)
        if not self.mine():
            who = self.session.current_player()
            words = _("The {organization} is thinking…").format(organization=seat_name(self.st, who)) if who >= 0 else ""
            self.choices = []
            self.bar_pages = BarPages([], pygame.Rect(0, 0, 0, 0), [])
            return (("words", words, theme.TEXT_DIM),)
        page = self.bar_page((self.position, language()))
        key = (self.position, tuple(bar), lay.ui_s, language(), page)
        memo = self._bar_memo
        if memo is None or memo[0] != key:
            # an agent sent where it would do nothing is no answer of the bar (nor of its keys):
            # "What can I do?" lists it, saying so
            everyone = [(self.plan_words((a,)), (a,)) for a in plans.bar_actions(self.legal(), self.idle)]
            # the question says what they do ("Click a revealed location for the Fire
            # token"): the buttons keep what differs ("Pier (Harbour)")
            labels = shared_start([label for label, _plan in everyone])
            # (a key's badge takes room: each measured with one, numbered again below)
            marks = [Choice(label, "9", plan[0].verb in ("done", "pass"))
                     for label, (_words, plan) in zip(labels, everyone, strict=True)]
            asked = question(self.st)
            pages = bar_pages(bar, asked, marks, lay.ui_s, page)
            # the keys 1-9 pick the answers shown, in order (a page of a long bar)
            for n, k in enumerate(pages.keys):
                marks[k].badge = str(n + 1) if n < 9 else ""
            msg_box, size, placed = bar_layout(pages.bar, asked, pages.choices, lay.ui_s)
            choices = [everyone[k] for k in pages.keys]
            memo = self._bar_memo = (key, asked, choices, marks, msg_box, size, placed, pages, labels, everyone)
        _key, asked, choices, marks, msg_box, size, placed, pages, labels, everyone = memo
        self.choices = choices
        self.bar_pages = pages
        # an answer is lit under the pointer and where the keys' focus is (both may be lit)
        focus = pages.keys[self.key_focus % len(pages.keys)] if pages.keys else -1
        hot = tuple(r.collidepoint(self.mouse) or k == focus for k, r in placed)
        self.bar_buttons = [(everyone[k][1], r) for k, r in placed]
        turns = (pages.page, pages.pages) + tuple(tuple(r) if r else None for r in (pages.prev, pages.next)) + \
            tuple(bool(r and r.collidepoint(self.mouse)) for r in (pages.prev, pages.next))
        shows = ("answers", asked, tuple(labels), tuple((k, tuple(r)) for k, r in placed), tuple(msg_box), size, hot,
                 turns)
        return (shows, marks, msg_box, size, placed, hot, pages)

    def _buttons_model(self) -> tuple:
        """Each button's name, whether it may be pressed, whether the pointer is on it."""
        can_undo = self.reasoned_buttons()[0].why_not is None
        out = []
        for name, r in self.lay.buttons.items():
            enabled = can_undo if name == "undo" else True
            out.append((name, enabled, enabled and r.collidepoint(self.mouse)))
        return tuple(out)

    def _hover_tip(self) -> tuple[str, str, pygame.Rect] | None:
        """The tooltip of what the pointer is on (and not dragging): a card's full text, a
        Nickname's, a location's icons (its name, its words, what it is above)."""
        if self.dragger.drag is not None or self.menu is not None:
            return None
        c = content()
        pos = self.mouse
        found = None
        for name in ("hero", "helper", "villain"):
            for card, r in self.lay.rows[name]:
                if r.collidepoint(pos):
                    found = (card, r)
        for (_s, key), r in self.lay.org_cards.items():
            if r.collidepoint(pos):
                found = (key, r)
        if found is None:
            for key, r in self.lay.nicknames:
                if r.collidepoint(pos):
                    nk = c.nickname[key]
                    return (_("{name} ({reputation} RP)").format(name=named(nk), reputation=nk.reputation),
                            _(nk.text), r)
            for key, r in self.lay.locations.items():
                if r.collidepoint(pos):  # a location: what each of its icons does
                    loc = c.location[key]
                    body = "; ".join(_(ICONS[i]) for i in loc.icons) + _(". Room for {count}.").format(count=loc.capacity)
                    if key in self.st.fire_at:
                        body += _(" A Fire: entering exhausts one of your Heroes.")
                    return f"{named(loc)} ({named(c.card[loc.card])})", body[:1].upper() + body[1:], r
            return None
        key, r = found
        if key in c.villain:
            v = c.villain[key]
            fire = _(" Fire symbol.") if v.fire else ""
            body = _("Tracking costs {track}; confronting costs {confront}; worth {reputation} RP.{fire} "
                     "Foci: {foci}; weak to {weaknesses}. {text}").format(
                track=_costs(v.track), confront=_costs(v.confront),
                reputation=v.reputation, fire=fire,
                foci=foci_words(v.foci) or _("none"), weaknesses=foci_words(v.weaknesses) or _("nothing"),
                text=_(v.text))
            return named(v), body, r
        ch = c.character[key]
        cost = _("Recruiting costs {cost}. ").format(cost=_costs(ch.cost)) \
            if ch.kind != "super" else ""
        foci = _("Foci: {foci}; weak to {weaknesses}. ").format(
            foci=foci_words(ch.foci) or _("none"), weaknesses=foci_words(ch.weaknesses) or _("nothing")) \
            if ch.kind != "helper" else ""
        return named(ch), f"{cost}{foci}{_(ch.text)}", r


def _costs(cost) -> str:
    """A card's ``Cost`` in words, "2 Clues and 1 Money", as the refusals say it."""
    return tr(price(cost.clue, cost.money))
