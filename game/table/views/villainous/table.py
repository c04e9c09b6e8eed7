"""The Villainous table scene: who sees what, applying moves, time, the bots.

Split by concern: ``input`` (pointer, keys, drag and drop through the kit's controller and
``drops``), ``prompts`` (the bar above the hand), ``drawing``, ``history`` (undo), and
``motion`` (events into the kit's animations). Every drop becomes an intent matched
against the engine's legal actions (``plans``): one match is applied, several ask with a
small menu, none glides the piece back and shows the engine's reason. The scene redraws
only when something changed or moves.
"""

from __future__ import annotations

import time
from collections import deque
from concurrent.futures import Future

import pygame

from game.core.match import Match
from game.core.registry import game_named
from game.core.session import ScreenHolders, Session
from game.games.villainous.events import FateTaken
from game.games.villainous.words import FateStory, sentence
from game.i18n import _, proper_name

from ...kit.animator import Animator, Glide
from ...kit.drag import Drag, DragController
from ...kit.layer import Layer, ScreenLayer
from ...kit.match_scene import MatchScene, rebuilt_log
from ...kit.scene import PartsScene, forget_drawing
from ...kit.widgets import Button, Menu
from .drawing import TableDrawing
from .drops import Drops
from .hovers import TableHovers
from .input import TableInput
from .motion import animations_for, card_rects, sound_for
from .prompts import DECLINE, HOVER_DELAY, TablePrompts, action_place, option_label  # noqa: F401 - the table's names
from .seats import describe, notation_words, opening_lines
from .view import Layout, compute_layout


def log_lines(match: Match, limit: int = 300) -> list[str]:
    """The game log of a match, rebuilt from its moves (after Continue or Load)."""
    lines, whole = rebuilt_log(match, opening_lines, describe, limit)
    # moves that do not replay (a stored position was opened instead): the state's own log
    return lines if whole else [describe(match.state, ev) for ev in match.state.log]


def make_bot(level: str, seed: int = 0, **options):
    """A bot of ``level`` (one of ``BOT_KINDS``) for the table's session: the game's own."""
    return game_named("villainous").make_bot(level, seed, **options)


class TableScene(TableInput, TablePrompts, TableDrawing, TableHovers, MatchScene, PartsScene):
    """The game itself (what every game's table does is the kit's ``MatchScene``; its frame is
    the kit's parts, painted by the ``PartsScene``'s screen layer)."""

    holds_match = True
    bot_delay = 0.45
    #: the boards are a copy of their kept layer: a frame that changed most of the screen (the
    #: turn passing shows another Realm large) copies only what differs, past 60 % too
    whole_past = 0.9

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.match = match
        # the seats: whose decision it is, the bots (thinking on the session's worker
        # thread) and the hot-seat curtain's rules
        self.session = Session(match, bots=app.bot_for)
        self.viewer = self._first_viewer()
        self.lay: Layout | None = None
        self.static: pygame.Surface | None = None  # the boards as last drawn (None: they may have changed)
        self.board_layer: Layer | None = None  # keeps the boards' surface and what it shows
        self.board_layers: dict[int, Layer] = {}  # by the Realm shown large (drawing.boards_ahead)
        self._ahead_done: tuple | None = None  # (position, the arrangements drawn ahead for it)
        self._move_ahead_done: tuple | None = None
        self.dirty = True
        self.focus_override: int | None = None
        self.dragger = DragController(Drops(self))
        self.menu: Menu | None = None
        self.toast: tuple[str, float] | None = None
        self.banner: tuple[str, float] | None = None
        self.animator = Animator()
        self.log: deque[str] = deque(maxlen=300)
        self.log_surface: pygame.Surface | None = None
        self.log_canvas: pygame.Surface | None = None  # the log's surface, kept and drawn again
        self._fate_panel_kept: tuple | None = None  # (what the Fate panel says, its picture)
        self.hover_card: int | None = None
        self.hover_since = 0.0
        self.hover_symbol: tuple | None = None  # (name, rect) of the action symbol pointed at
        # (the place clicked: a symbol's key or ("fate-deck", seat), the plan): an action Undo
        # cannot take back (Fate), clicked once; a second click there or Enter does it
        self.armed: tuple | None = None
        self.armed_said = None  # what the table said of it (put away when it is done or not)
        self.fate_story = FateStory()
        self.fate_panel = False  # the Fate panel is shown (until clicked, or the next move)
        self.zoom: int | None = None
        self.browse: tuple[int, str] | None = None
        self.buttons: list[Button] = []
        self.bot_future: Future | None = None
        self.bot_ready_at = 0.0
        self.mouse = (0, 0)
        self.curtain_seat: int | None = None
        self.holders = ScreenHolders()  # who has held the screen in this turn (the curtain's "back")
        self.pending_input: deque = deque()  # clicks and keys that arrived while a bot answered
        self.key_focus = 0  # the keyboard's choice in a menu or a prompt
        self.keyboard_used = False  # show that choice once a key moved it
        self.game_over_shown = False
        self.last_turn = (-1, -1)
        self.log.extend(log_lines(self.match) if self.match.moves else
                        opening_lines(self.match.setup, self.match.state))
        if self.st.winner is None:
            self.banner = (self._turn_words(), time.monotonic() + 1.6)
            self.last_turn = (self.st.round, self.st.active)
        self.entered = False

    def leave(self) -> None:
        """Off the stack (back to the title, or another game begins): let go of what only a
        table draws, its layers and every cached surface (the title needs none of them)."""
        self.static = None
        self.board_layer = None
        self.board_layers = {}
        self.screen_layer = ScreenLayer(self.whole_past)  # it holds the screen last painted
        self.log_surface = None
        self.log_canvas = None
        self._fate_panel_kept = None
        from .drawing import forget_wrapped

        forget_wrapped()
        forget_drawing()

    def log_words(self) -> tuple:
        return opening_lines, describe

    def log_redrawn(self) -> None:
        self.log_surface = None  # the canvas is painted whole from the new lines
        self._log_shown = None

    def enter(self) -> None:
        """Once on the scene stack: in hot-seat, the curtain goes up before the first look."""
        if not self.entered:
            self.entered = True
            self._check_curtain()

    @property
    def drag(self) -> Drag | None:
        """The piece being dragged (the drag controller's)."""
        return self.dragger.drag

    @drag.setter
    def drag(self, value: None) -> None:
        assert value is None, "a drag starts with a press (DragController.press)"
        self.dragger.cancel()

    @property
    def glides(self) -> list[Glide]:
        """The cards in flight (the animator's)."""
        return self.animator.glides

    @glides.setter
    def glides(self, value: list[Glide]) -> None:
        self.animator.glides = value

    # --- who sees what ------------------------------------------------------

    @property
    def st(self):
        """The game as the viewer may see it (the kit's ``seen``): what the table draws."""
        return self.seen().state

    def legal(self) -> tuple:
        """The legal actions now, asked of the match's game (never of what is drawn)."""
        return self.match.game.legal_actions()

    def decider(self) -> int:
        """The seat deciding now (-1: nobody, the game is over)."""
        return self.match.game.current_player()

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
        self.session.note_holder(self.holders, self.viewer)

    def curtain_reason(self, seat: int) -> str:
        """Why the screen passes to ``seat``: "turn", "condition", "decision" or "back"."""
        return self.session.curtain_reason(seat, self.holders)

    def _raise_curtain(self, seat: int) -> None:
        self.viewer = -1
        self.curtain_seat = seat
        self._forget_private_view()
        self.app.raise_curtain(self, seat, self.curtain_reason(seat))

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
        if owner.ext is not None and c in owner.ext.under:  # a Fate Condition under the mover: face up
            return True
        if self.hands_hidden():
            return False
        if c in st.players[self.viewer].hand:
            return True
        pr = st.prompt
        return pr is not None and pr.seat == self.viewer and any(a.card == c for a in pr.options)

    def curtain_lifted(self, seat: int) -> None:
        self.viewer = seat
        self.curtain_seat = None
        self.session.note_holder(self.holders, seat)
        self._forget_private_view()

    # --- applying moves ---------------------------------------------------------

    def _rects_snapshot(self) -> dict[int, pygame.Rect]:
        return card_rects(self.lay)

    def plan_begins(self) -> dict[int, pygame.Rect]:
        self.drag = None
        self.forget_armed()
        decider = self.decider()
        if self.fate_panel and self.fate_story.done and decider >= 0 and not self.match.is_bot(decider) \
                and self.st.prompt is None:
            # a player's next move puts the Fate panel away (a bot's does not); not an answer
            # while the played card's text resolves (Lumiere moving a Hero: where he went shows)
            self.fate_panel = False
        return self._rects_snapshot()

    def plan_landed(self, before: dict[int, pygame.Rect], moved: list) -> None:
        self.log_surface = None
        self.dirty = True
        self.lay = None
        self._relayout()
        self.animator.play(animations_for(self.st, self.lay, moved, before, time.monotonic(), self._speed_factor(),
                                          self.may_show))
        self.app.after_move(self.match, sound_for(moved))
        turn = (self.st.round, self.st.active)
        if turn != self.last_turn and self.st.winner is None:
            self.last_turn = turn
            self.announce(self._turn_words(), 1.6)
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
        return self.speed()

    # --- what the kit's match scene asks (kit.match_scene) ------------------------------

    def take_events(self, events: list) -> None:
        self._take_events(events)

    def log_undone(self, text: str) -> None:
        self.log.append(sentence(_("Undone: {move}").format(move=notation_words(self.st, text))))

    def after_history_change(self) -> None:
        self.log_surface = None
        self.lay = None
        self.static = None
        self.dirty = True
        self.app.after_move(self.match)
        self._check_curtain()  # a redo may hand the decision to someone else

    def bot_may_move(self) -> bool:
        return not self.glides and self.app.top() is self

    # --- layout -------------------------------------------------------------------

    def _turn_words(self):
        """The turn's banner now, said in the language of the moment when drawn."""
        n, name = self.st.round, self.st.players[self.st.active].villain.name
        return lambda: _("Round {n} · {name}'s turn").format(n=n, name=proper_name(name))

    def _relayout(self) -> None:
        size = self.app.screen.get_size()
        self.lay = compute_layout(self.st, size, self.viewer, self.focus_override, self.hands_hidden(),
                                  ui=self.app.settings.get("ui_scale", 1.0))
        self.static = None
        self.log_surface = None
        self._rehover()

    def _rehover(self) -> None:
        """The card under the pointer, again, in the new layout: when the board turns to
        another Realm under a resting pointer, the card enlarged is the one now under it (it
        was the one that had been there, in the Realm no longer shown)."""
        if self.drag is None:
            self._point_at(self.mouse)  # a symbol's tooltip too: of the symbol under it now, if any

    def update(self, dt: float) -> bool:
        now = time.monotonic()
        busy = False
        moves = len(self.match.moves)
        if self.animator.busy:
            if self.animator.update(now):
                self.static = None  # a card landed: the static layer shows it in place
            busy = True
        if self.expire_notices(now) or self.drag:
            busy = True
        if self.st.prompt is not None and self._mine() and self.app.top() is self:
            busy = True  # the answers' outlines march
        if (self.hover_card is not None and self.zoom is None and now - self.hover_since > HOVER_DELAY
                and self.drag is None):
            self.zoom = self.hover_card
        if (self.hover_card is not None or self.hover_symbol is not None) and now - self.hover_since <= HOVER_DELAY + 0.1:
            busy = True
        busy |= self.drive_bot(now)
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
            self.app.game_over(self)
        if (len(self.match.moves) == moves and not self.animator.busy and self.app.top() is self
                and self.static is not None):
            # a frame in which nothing landed (here, or by the person's drop or click before
            # it: the boards are not drawn since) and nothing glides: time to spare
            self.render_ahead()
            ready = self.bot_future is not None and self.bot_future.done() and self.bot_future.exception() is None
            if not (ready and self.move_ahead(self.bot_future.result())) and not self.boards_ahead():
                self.faces_ahead()
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
        self.animator.clear_pops()
        self.fate_panel = False
        self.hover_symbol = None
        self.lay = None
        self.static = None
        self.dirty = True


__all__ = ["TableScene", "make_bot"]
