"""The match scene: what every game's table does the same way.

A game's ``TableScene`` derives from ``MatchScene`` first (``class TableScene(MatchScene,
PartsScene)``) and supplies its layout, drawing and words through the hooks below. The match
scene owns:

- **the keyboard**: one key map for every game (``TABLE_KEYS``, listed in docs/table.md);
  ``table_key(event)`` turns a key into what it means and calls the table's hook for it;
- **undo and redo**, and why undo is unavailable: the reason comes from the core
  (``Match.undo_refusal``, the game's own barrier rule), put into words here; it is said
  when Ctrl+Z is refused and shown in the Undo button's tooltip (``undo_tip``);
- **"What can I do?"** (H): every legal move now, in words, in a menu; choosing one does it;
- **toasts and banners**: ``say`` and ``announce``, and their ends in ``expire_notices``;
  each kept as said and put into words when drawn (``toast_words``, ``banner_words``: a new
  language redraws them), placed off the legal targets of the choice open (``message_place``);
- **what floats over the table** (tooltips, a card shown large, a card being resolved) lies
  off the legal targets and the messages (``keep_clear``; ``clear.clear_place`` finds where);
- **the bot's turn**: ``drive_bot`` asks the session's worker thread for the move and applies
  it once it is ready and the table has shown the move before it;
- **the log rebuilt** from the moves on Continue and Load (``rebuilt_log``), and again in the
  new language when the language changes (``language_changed``: the log is words from events);
- **the curtain's recap**: what the other seats did since the curtain last lifted for a seat,
  in the log's words (``recap``, ``recap_read``; the shell's curtain shows it);
- **hover zoom**: ``HoverZoom`` (what the pointer rests on, shown large after ``HOVER_DELAY``)
  and ``zoom_rect`` (where);
- **saying what things are**: every counter, token and pile a table lists (``named_things``,
  each a ``Named``) and every button it has (``reasoned_buttons``, each a ``ReasonedButton``:
  what it does, or why it is unavailable) name themselves in a tooltip under the pointer
  (``hover_tip``), placed off the legal targets of the choice open and the messages
  (``keep_clear``: ``tip_avoid`` and ``message_rects``; ``clear.clear_place`` finds the place);
- **what a bot changed**: after a bot's move the pieces whose place changed (``piece_places``
  before and after, and ``event_spots``) are outlined for a moment (``flash_parts``), and the
  next move waits for the pace chosen in Settings (``bot_pace``: fast, normal, slow) and for
  a beat after a move that revealed or decided something (``beat``).

Nothing here knows a game: the hooks name what differs.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from concurrent.futures import Future
from dataclasses import dataclass
from typing import Any

import pygame

from game.core.match import Match
from game.i18n import N_, Said, _, in_language, language

from . import theme
from .clear import clear_place
from .layer import Part
from .layer import look as part_look
from .widgets import Menu, tooltip, tooltip_rect

#: how long a bot's move waits (times the table's ``bot_delay``) and a changed piece stays
#: outlined (seconds), by the pace setting (``bot_pace``), both at animation speed 1
BOT_PACES: dict[str, tuple[float, float]] = {"fast": (1.0, 0.5), "normal": (2.0, 1.0), "slow": (4.0, 2.0)}
PACE_NAMES = {"fast": N_("fast"), "normal": N_("normal"), "slow": N_("slow")}


@dataclass(frozen=True)
class Named:
    """Something on the table that names itself under the pointer: where it lies, its name
    and what it counts (or is)."""

    rect: pygame.Rect
    name: str
    body: str


@dataclass(frozen=True)
class ReasonedButton:
    """A button of the table as its tooltip tells it: where it lies, its name (with its key),
    what it does, and why it is unavailable now (None: it is available)."""

    rect: pygame.Rect
    name: str
    does: str
    why_not: str | None = None


def moved_rects(before: dict, after: dict) -> list[pygame.Rect]:
    """Where the pieces lie now (``after``) that changed place since ``before``, or came into
    view; each dict holds (place, rectangle) by piece, a place being whatever says where the
    piece is (a zone, or the rectangle itself): a piece only drawn elsewhere is no change."""
    return [pygame.Rect(rect) for key, (place, rect) in after.items()
            if key not in before or before[key][0] != place]


# the key map of every game's table: (the keys, the command, what it does)
TABLE_KEYS: tuple[tuple[str, str, str], ...] = (
    ("H", "hint", N_("What can I do? Every move you may make now, in words")),
    ("F1", "rules", N_("The rules of the game")),
    ("Ctrl+Z", "undo", N_("Undo your last move (the button's tooltip says why when it cannot)")),
    ("Ctrl+Y, Ctrl+Shift+Z", "redo", N_("Redo the move undone")),
    ("Esc", "back", N_("Close what is open (a menu, a card shown large, a drag); else the game's menu")),
    ("Enter, Space", "confirm", N_("Choose the answer lit on the bar; else the turn's way on")),
    ("E, P", "end", N_("End the turn, or pass")),
    ("Tab, arrows", "focus", N_("Light the next or the previous answer")),
    ("1-9", "pick", N_("Choose that answer of the bar or the menu")),
    ("Page Up, Page Down", "page", N_("Show the previous or the next answers of a long bar")),
)

_FOCUS = {pygame.K_TAB: 1, pygame.K_RIGHT: 1, pygame.K_DOWN: 1, pygame.K_LEFT: -1, pygame.K_UP: -1}
BOT_DELAY = 0.4  # seconds a bot's move waits at animation speed 1, so that a person can follow


def key_command(event) -> tuple[str, int] | None:
    """What a key pressed at a table means, as (the command of ``TABLE_KEYS``, its number:
    the answer picked, the focus's step), None for a key the table map does not name."""
    if event.type != pygame.KEYDOWN:
        return None
    key, mod = event.key, getattr(event, "mod", 0)
    ctrl, shift = bool(mod & pygame.KMOD_CTRL), bool(mod & pygame.KMOD_SHIFT)
    if ctrl:
        if key == pygame.K_z:
            return ("redo", 0) if shift else ("undo", 0)
        if key == pygame.K_y:
            return ("redo", 0)
        return None
    if key == pygame.K_F1:
        return ("rules", 0)
    if key == pygame.K_h:
        return ("hint", 0)
    if key == pygame.K_ESCAPE:
        return ("back", 0)
    if key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
        return ("confirm", 0)
    if key in (pygame.K_e, pygame.K_p):
        return ("end", 0)
    if key in (pygame.K_PAGEUP, pygame.K_PAGEDOWN):
        return ("page", -1 if key == pygame.K_PAGEUP else 1)
    if key in _FOCUS:
        step = _FOCUS[key]
        return ("focus", -step if key == pygame.K_TAB and shift else step)
    for base in (pygame.K_1, pygame.K_KP1):
        if base <= key < base + 9:
            return ("pick", key - base)
    return None


def rebuilt_log(match: Match, opening, describe, limit: int = 300) -> tuple[list[str], bool]:
    """The log of ``match`` rebuilt from its moves (Continue, Load): ``opening(setup, state)``'s
    lines, then each move's events in ``describe(state, event)``'s words, the newest ``limit``;
    and whether every move replayed (not when a stored position was opened instead)."""
    replay = Match(match.setup)
    lines = list(opening(match.setup, replay.state))
    try:
        for move in match.moves:
            lines.extend(describe(replay.state, ev) for ev in replay.apply(move))
    except ValueError:
        return lines[-limit:], False
    return lines[-limit:], True


def recap_lines(match: Match, describe, since: int, seat: int, at_since=None) -> list[str]:
    """What the seats other than ``seat`` did from move ``since`` on, in ``describe(state,
    event)``'s words: the log's own lines of those moves (the log is public: every seat reads
    it), so a hidden card is never named. Empty when the moves do not replay (a stored
    position was opened). ``at_since``: the game as it was before move ``since`` (the curtain
    keeps it when it lifts), played on from a copy."""
    if since >= len(match.moves):
        return []
    if at_since is not None:  # a hot-seat curtain asks at every turn: not the whole game again each time
        return _recap_replayed(at_since.clone(), match.moves[since:], describe, 0, seat)
    return _recap_replayed(Match(match.setup).game, match.moves, describe, since, seat)


def _recap_replayed(game, moves: list[str], describe, since: int, seat: int) -> list[str]:
    """``moves`` played on ``game`` (in place), the events of those from index ``since`` on
    that a seat other than ``seat`` made, in ``describe``'s words; [] when they do not replay."""
    lines: list[str] = []
    try:
        for k, move in enumerate(moves):
            mover = game.current_player()
            events = game.apply(game.parse(move))
            if k >= since and mover != seat:
                state = getattr(game, "state", game)
                lines.extend(describe(state, ev) for ev in events)
    except ValueError:
        return []
    return lines


# why undo is unavailable, by the core's reason code (``Match.undo_refusal``)
UNDO_REASONS = {
    "nobody": N_("Undo waits for the player at the screen"),
    "bot": N_("A bot's moves are not undone"),
    "not-your-turn": N_("Undo works in your own turn: someone else is deciding"),
    "nothing": N_("Nothing to undo yet"),
    "barrier": N_("Undo stops here: the last move revealed a card or passed the decision on"),
    "other": N_("Undo never takes back another player's move"),
    "network": N_("A network game has no undo: the host keeps the game"),
}


NOTHING_TO_REDO = N_("Nothing to redo: redo brings back a move you undid, until you make another")



#: a message is up at least this long, and this much longer a word past the first few
SAY_LEAST, SAY_PER_WORD = 3.5, 0.3


def reading_seconds(words: str) -> float:
    """How long a message stays up: 3.5 s for a short one, 0.3 s more a word past ten (about
    200 words a minute, a slow reader's pace): "Fate: Reveal two cards of an opponent's Fate
    deck … choose in the menu, or Cancel." was gone in 3.5 s, half read."""
    return SAY_LEAST + SAY_PER_WORD * max(0, len(words.split()) - 10)

class MatchScene:
    """What every game's table does the same way (see the module). A table sets ``match``,
    ``session``, ``menu``, ``key_focus``, ``toast``, ``banner``, ``bot_future`` and
    ``bot_ready_at`` and answers the hooks it needs; the defaults do what most tables do."""

    match = None
    session = None
    menu: Menu | None = None
    key_focus = 0
    bar_turn: tuple[tuple, int] = ((), 0)  # a long bar's answers and the page turned to (``bar_page``)
    toast: tuple[Said, float] | None = None  # the message up and when it goes (``say``)
    banner: tuple[Said, float] | None = None  # the turn's banner and when it goes (``announce``)
    bot_future: Future | None = None
    _busy_said: object = None  # the "Nothing to do now" notice H last put up (it goes when the person decides)
    bot_ready_at = 0.0
    bot_delay = BOT_DELAY
    #: the seat whose eyes the table shows (-1: nobody's, e.g. while the curtain is down)
    viewer = -1
    #: what a bot's last move changed, outlined until the time given: (rectangles, until)
    flash: tuple[tuple[pygame.Rect, ...], float] | None = None
    bot_rest_until = 0.0  # a beat after a bot's move that revealed or decided something
    _seen: tuple | None = None
    #: the toast's and the banner's words as last put into words: (what was said, language, words)
    _words_memo: dict | None = None
    _refusal_memo: tuple | None = None  # (what undo's refusal depends on, the refusal)
    _legal_now: tuple | None = None  # (what the legal actions depend on, them)

    def seen(self):
        """The game as the viewer may see it (the definition's ``seen``): the one game object a
        table draws from. Made again only when the match moved, was undone or the viewer
        changed, so every part reads the same copy within a frame."""
        game, viewer = self.match.game, self.viewer
        key = (len(self.match.moves), viewer)
        if self._seen is None or self._seen[0] is not game or self._seen[1] != key:
            self._seen = (game, key, self.match.definition.seen(game, viewer))
        return self._seen[2]

    # --- the log's words: a new language, the curtain's recap -------------------------------

    def log_words(self) -> tuple | None:
        """The table's log in words: ``(opening(setup, state), describe(state, event))``, as
        ``rebuilt_log`` takes them; None for a table without a log."""
        return None

    def language_changed(self) -> None:
        """The language changed (Settings): the log is rebuilt from the moves in the new one,
        the way Continue and Load rebuild it; a toast or a banner up is kept as said, so it
        is drawn in the new one too (``toast_words``), like the bar and the rest, from the
        game again at the next frame."""
        words, log = self.log_words(), getattr(self, "log", None)
        if words is not None and log is not None and self.match is not None:
            lines, whole = rebuilt_log(self.match, *words, limit=getattr(log, "maxlen", None) or 300)
            if whole:  # a stored position opened has no moves to say again: its lines stay
                log.clear()
                log.extend(lines)
        self.log_redrawn()
        self.dirty = True

    def log_redrawn(self) -> None:
        """The log's lines were replaced: a table that keeps its log's picture lets it go."""

    def recap_read(self, seat: int) -> None:
        """The curtain lifted for ``seat``: its next recap starts after the moves made so far,
        from a copy of the game now (the history undo keeps is let go at each barrier, and a
        turn's change is one: without the copy every recap replayed the whole game)."""
        marks = self.__dict__.setdefault("recap_marks", {})
        marks[seat] = (len(self.match.moves), self.match.game.clone())

    def recap_heading(self, seat: int) -> str:
        """The recap's title (a catalogue word): since ``seat`` last had the screen, or, the
        first time the curtain lifts for it, since the game began (a player who never had
        the screen has had no "last turn")."""
        return N_("Since your last turn") if seat in self.__dict__.get("recap_marks", {}) else N_("Since the game began")

    def recap(self, seat: int) -> list[str]:
        """What happened since the curtain last lifted for ``seat`` (from the start, the first
        time): the other seats' moves in the log's words (``recap_lines``)."""
        words = self.log_words()
        if words is None or self.match is None:
            return []
        since, at_since = self.__dict__.get("recap_marks", {}).get(seat, (0, None))
        return recap_lines(self.match, words[1], since, seat, at_since)

    def forget_seen(self) -> None:
        """The match's game was changed in place, not by a move (a test or a tool setting up a
        position): the seen game is made again at its next reading."""
        self._seen = None

    def seen_after(self, action) -> tuple | None:
        """The game as the viewer will see it once ``action`` is played, and the move's events,
        for a table that draws a move ahead or tries what a drop would do; None when ``action``
        is not legal now. Played on a copy of the match's game, through the protocol: a table
        previews a move without holding the real game."""
        game = self.match.game
        if action not in game.legal_actions():
            return None
        after = game.clone()
        events = after.apply(action)
        return self.match.definition.seen(after, self.viewer), events

    # --- applying a plan -----------------------------------------------------------------------

    def apply_plan(self, plan: tuple) -> None:
        """A plan chosen (a drop, a click, a key, a bot's move): its moves applied through the
        match while they stay legal and the same seat's (the rest of a plan is only ever the
        same person's next answer), their events into the log (``take_events``); then the
        table shows them (``plan_landed``)."""
        if not plan or plan[0] not in self.legal_now():
            self.say(N_("That is no longer possible"))  # a stale drop or button: never a crash
            return
        decider = self.match.game.current_player()
        by_bot = decider >= 0 and self.session is not None and self.session.is_bot(decider)
        pieces = self.piece_places() if by_bot else None
        before = self.plan_begins()
        events: list = []
        for k, action in enumerate(plan):
            game = self.match.game
            if k > 0 and (game.current_player() != decider or action not in game.legal_actions()):
                break
            moved = self.match.apply(action)
            self.take_events(moved)
            events.extend(moved)
        self.menu = None
        self.key_focus = 0
        self.plan_landed(before, events)
        if by_bot:
            self.show_changes(pieces, events)
            if self.toast is not None and self.toast[0] is self._busy_said and self.may_decide():
                self.toast = None  # "Nothing to do now: … is deciding" is no longer so: the person decides
        self.dirty = True

    def plan_begins(self):
        """Before a plan's moves: what the table needs to animate them (where the pieces lie)."""
        return None

    def piece_places(self) -> dict | None:
        """Every piece on the table by key, as (where it is, its rectangle now), for what a
        bot's move changed (``show_changes``, ``moved_rects``); None where the table does
        not say."""
        return None

    def event_spots(self, events: list) -> list[pygame.Rect]:
        """Where a move's events changed the table besides the pieces that moved (a card
        revealed, a mission decided): outlined after a bot's move too."""
        return []

    def beat(self, events: list) -> float:
        """Seconds (at animation speed 1 and normal pace) the next bot's move waits after
        these events, for a person to take in a reveal or an outcome."""
        return 0.0

    def pace(self) -> tuple[float, float]:
        """The bot's pause (times ``bot_delay``) and how long a change stays outlined, by the
        pace setting."""
        return BOT_PACES.get(self.app.settings.get("bot_pace", "normal"), BOT_PACES["normal"])

    def show_changes(self, before: dict | None, events: list) -> None:
        """After a bot's move: outline what it changed for a moment (the pieces whose place
        changed, ``event_spots``), and give a reveal or an outcome its beat (``beat``)."""
        after = self.piece_places()
        spots = moved_rects(before, after) if before is not None and after is not None else []
        spots += self.event_spots(events)
        now = time.monotonic()
        factor, seconds = self.pace()
        seconds *= self.speed()
        self.flash = (tuple(spots), now + seconds) if spots and seconds > 0 else None
        self.bot_rest_until = now + self.beat(events) * factor / 2 * self.speed()

    def flash_parts(self, s: float) -> dict:
        """The outlines of what a bot's last move changed, as parts (over the table, under the
        chrome)."""
        if self.flash is None:
            return {}
        spots = self.flash[0]
        width = max(2, int(4 * s))
        out = {}
        for k, r in enumerate(spots):
            area = pygame.Rect(r).inflate(4 * width, 4 * width)
            out[("flash", k)] = Part(area, ("flash", tuple(area), width),
                                     lambda surf, area=area: _outline(surf, area, width))
        return out

    def plan_landed(self, before, events: list) -> None:
        """After a plan's moves: lay the table out again, animate from ``before``, save, say
        whose turn it is, raise the curtain when another person decides."""
        self.app.after_move(self.match)

    # --- the keyboard ----------------------------------------------------------------------

    def table_key(self, event) -> bool:
        """A key at the table, through the one key map: whether the map named it. Undo, redo
        and the rules answer first; with a menu open the other keys are the menu's."""
        cmd = key_command(event)
        if cmd is None:
            return False
        name, arg = cmd
        self.dirty = True
        if name == "undo":
            self.undo()
        elif name == "redo":
            self.redo()
        elif name == "rules":
            self.open_rules()
        elif self.menu is not None:
            rows = self.menu.items
            if name == "back":
                self.menu = None
            elif name == "focus":
                self.key_focus = (self.key_focus + arg) % len(rows)
            elif name == "pick":
                if arg < len(rows) - 1:  # the last row is Cancel (Esc)
                    self.choose_from_menu(arg)
            elif name == "confirm":
                self.choose_from_menu(self.key_focus % len(rows))
        elif name == "hint":
            self.open_hint()
        elif name == "back":
            if not self.close_overlay():
                self.open_pause()
        elif name == "focus":
            self.move_focus(arg)
        elif name == "pick":
            self.pick(arg)
        elif name == "page":
            self.turn_bar_page(arg)
        elif name == "confirm":
            self.confirm()
        elif name == "end":
            self.end_turn()
        return True

    # hooks of the keyboard (a table answers those it has)

    def open_rules(self) -> None:  # pragma: no cover - every table has its rules
        raise NotImplementedError

    def open_pause(self) -> None:
        """The game's menu (Esc, the Menu button)."""
        self.app.open_pause(self)

    def close_overlay(self) -> bool:
        """Esc: close what is open over the table (a card shown large, a drag...); whether
        something was. Here: a piece dragged with the kit's ``DragController`` goes back."""
        dragger = getattr(self, "dragger", None)
        if dragger is not None and dragger.drag is not None:
            dragger.cancel()
            return True
        return False

    def choose_from_menu(self, row: int) -> None:
        """A row of the open menu chosen (by a click, its number or Enter)."""
        plan = self.menu.items[row][2]
        self.menu = None
        self.key_focus = 0
        if plan:
            self.apply_plan(plan)

    def bar_answers(self) -> list[tuple[str, tuple]]:
        """The answers on the bar now, as (words, plan): what 1-9, Tab and Enter choose."""
        return []

    def bar_page(self, answers: tuple) -> int:
        """The page of a long bar (``widgets.bar_pages``) to show for ``answers`` (what tells
        the question's answers apart): the one turned to, the first for new answers. The
        table notes the answers shown with it (``bar_turn``) as it lays the bar out."""
        turned, page = self.bar_turn
        self.bar_turn = (answers, page if turned == answers else 0)
        return self.bar_turn[1]

    def turn_bar_page(self, step: int) -> None:
        """Page Up or Down, the bar's Previous or Next, the wheel over the bar: the next page
        of its answers (taken round the pages as they are laid out)."""
        turned, page = self.bar_turn
        self.bar_turn = (turned, page + step)
        self.dirty = True

    def move_focus(self, step: int) -> None:
        answers = self.bar_answers()
        if answers:
            self.key_focus = (self.key_focus + step) % len(answers)

    def pick(self, n: int) -> None:
        answers = self.bar_answers()
        if n < len(answers) and self.may_decide():
            self.apply_plan(answers[n][1])

    def confirm(self) -> None:
        """Enter: the answer lit on the bar; without answers, the turn's way on (``end_turn``)."""
        answers = self.bar_answers()
        if answers and self.may_decide():
            self.apply_plan(answers[self.key_focus % len(answers)][1])
        else:
            self.end_turn()

    def end_turn(self) -> None:
        """E and P (and Enter without answers): end the turn, or pass, where the game has it."""

    # --- who decides -----------------------------------------------------------------------

    def may_decide(self) -> bool:
        """A person at the screen decides now."""
        seat = self.undo_seat()
        return seat >= 0 and self.session.current_player() == seat

    def bot_plays(self, seat: int) -> bool:
        """Whether a bot plays ``seat``: what the table calls it ("(bot)"). Not whether the
        seat is decided at this screen: a network table's other seats are all played
        elsewhere, by people or by the host's bots, and its match says which
        (``RemoteMatch.by_bot``)."""
        by_bot = getattr(self.match, "by_bot", None)
        return by_bot(seat) if by_bot is not None else self.match.is_bot(seat)

    def decider_name(self) -> str:
        """The name of who decides now (for "Nothing to do now: ... is deciding")."""
        return _("Nobody")

    # --- What can I do? -----------------------------------------------------------------------

    def hint_rows(self) -> list[tuple[str, tuple]]:
        """Every legal move now, in words, as (words, plan)."""
        return [(self.plan_words((a,)), (a,)) for a in self.match.game.legal_actions()]

    def plan_words(self, plan: tuple) -> str:  # pragma: no cover - every table names its moves
        raise NotImplementedError

    def hint_anchor(self) -> tuple[tuple[int, int], pygame.Rect | None]:
        """Where the menu of "What can I do?" opens: a point, or above a rectangle (its button)."""
        return tuple(getattr(self, "mouse", (0, 0))), None

    def open_hint(self) -> None:
        """H: every legal move now, in words; choosing one does it."""
        if not self.may_decide():
            # who decides as H is pressed: a bot's move landing before the notice is drawn
            # would otherwise name the person, now deciding (issue 47)
            name = self.decider_name()
            self._busy_said = lambda: _("Nothing to do now: {name} is deciding").format(name=name)
            self.say(self._busy_said)
            return
        rows = self.hint_rows()
        if not rows:
            return
        pos, above = self.hint_anchor()
        self.menu = Menu.open(rows, pos, self.app.screen.get_size(), self.table_scale(), above=above)
        self.key_focus = 0
        self.dirty = True

    def table_scale(self) -> float:
        return self.lay.s

    # --- undo ------------------------------------------------------------------------------

    def undo_seat(self) -> int:
        """Whose moves undo takes back: the seat at the screen."""
        return getattr(self, "viewer", -1)

    def kept_for_position(self, slot: str, work: Callable[[], Any], *also: object) -> Any:
        """``work()``'s answer, kept in the attribute ``slot`` while the match's game, last move
        and last history entry stay (compared by identity), and the counts of its moves and
        history and ``also`` equal: what a table asks of the match every frame, worked out
        once a position."""
        match = self.match
        held = (match, match.game, match.moves[-1] if match.moves else None,
                match.history[-1] if match.history else None)
        key = (len(match.moves), len(match.history), *also)
        memo = getattr(self, slot)
        if memo is None or memo[1] != key or any(a is not b for a, b in zip(memo[0], held, strict=True)):
            memo = (held, key, work())
            setattr(self, slot, memo)
        return memo[2]

    def legal_now(self) -> tuple:
        """The match's legal actions now, kept while the position stays (the bar, the targets
        to keep clear, the frames drawn ahead and a plan's check ask for them, in the same
        frame or the frames between moves)."""
        return self.kept_for_position("_legal_now", lambda: tuple(self.match.game.legal_actions()))

    def undo_refusal(self) -> str | None:
        """Why undo is unavailable now, as a code of ``UNDO_REASONS``; None when it is available.
        The match's answer is kept while the position and the seat stay (the buttons and their
        tooltips ask every frame; the match walks its history back)."""
        seat = self.undo_seat()
        code = self.kept_for_position("_refusal_memo", lambda: self.match.undo_refusal(seat), seat)
        if code is None and self.bot_future is not None:
            code = "not-your-turn"
        return code

    def undo_why_not(self) -> str | None:
        """Why undo is unavailable now, in words; None when it is available."""
        code = self.undo_refusal()
        return None if code is None else self.undo_reason_words(code)

    def undo_reason_words(self, code: str) -> str:
        """The words of a reason undo is unavailable (a table may say its game's)."""
        return _(UNDO_REASONS.get(code, UNDO_REASONS["nothing"]))

    def undo(self) -> None:
        """Ctrl+Z and the Undo button: back to the seat's own last move, over the bots' moves
        since, never past a barrier; refused with the reason."""
        code = self.undo_refusal()
        if code is not None:  # said in the language of the moment when drawn
            self.say(lambda: self.undo_reason_words(code))
            return
        n = self.match.undo_depth(self.undo_seat())
        texts = [self.match.undo() for _k in range(n)]
        if n > 1:
            self.match.redo_stack.clear()  # the bots' moves are not redone: they decide again
        self.log_undone(texts[-1])
        self.after_history_change()

    def redo_why_not(self) -> str | None:
        """Why redo is unavailable now, in words; None when it is available."""
        seat = self.undo_seat()
        if seat < 0 or self.bot_future is not None:
            return _(UNDO_REASONS["not-your-turn"])
        if not self.match.can_redo(seat):
            return _(NOTHING_TO_REDO)
        return None

    def redo(self) -> None:
        """Ctrl+Y: the move undone, again; refused with the reason."""
        reason = self.redo_why_not()
        if reason is not None:  # the reason's English, said in the language of the moment when drawn
            self.say(NOTHING_TO_REDO if reason == _(NOTHING_TO_REDO) else UNDO_REASONS["not-your-turn"])
            return
        self.take_events(self.match.redo())
        self.after_history_change()

    def log_undone(self, text: str) -> None:
        """The log's line for a move undone (its text, read in the game now)."""
        line = _("Undone: {move}").format(move=self.move_words(text))
        self.log.append(line)
        self.say(lambda: _("Undone: {move}").format(move=self.move_words(text)))

    def move_words(self, text: str) -> str:
        return text

    def take_events(self, events: list) -> None:
        """A move's events into the log (a table may show more of them)."""

    def after_history_change(self) -> None:
        """An undo or a redo changed the game: the table forgets what it showed."""
        self.app.after_move(self.match)
        self.dirty = True

    def undo_button(self, at: pygame.Rect) -> ReasonedButton:
        """The Undo button at ``at``: what it does (Ctrl+Z), or why it is unavailable."""
        return ReasonedButton(at, _("Undo (Ctrl+Z)"), _("Takes back your last move"), self.undo_why_not())

    def undo_tip(self, at: pygame.Rect, s: float, screen: pygame.Rect) -> Part | None:
        """The Undo button's tooltip while the pointer is on it at ``at``: what it does
        (Ctrl+Z), or why it is unavailable."""
        return self.hover_tip(s, screen, buttons=[self.undo_button(at)], named=[])

    def reasoned_buttons(self) -> list[ReasonedButton]:
        """The table's buttons as their tooltips tell them (each game lists its own)."""
        return []

    def named_things(self) -> list[Named]:
        """The counters, tokens and piles on the table that name themselves under the pointer."""
        return []

    def named_at(self, pos: tuple[int, int]) -> Named | None:
        """What of ``named_things`` lies under ``pos`` (the first listed), None when nothing
        does. A table whose counters are many phrases to put into words may first say
        whether ``pos`` is near any of them at all (the pointer mostly is not)."""
        return next((n for n in self.named_things() if n.rect.collidepoint(pos)), None)

    def tip_avoid(self) -> list[pygame.Rect]:
        """The legal targets of the choice open, where they lie (a table lists them): what
        nothing floating may cover (``keep_clear``)."""
        return []

    def message_rects(self) -> list[pygame.Rect]:
        """Where the messages up now lie: the toast (a refusal, a reason) and the turn's banner
        (a table says where it draws them)."""
        return []

    def message_place(self, at: pygame.Rect, screen: pygame.Rect, bar: pygame.Rect | None = None,
                      others: list[pygame.Rect] | tuple[pygame.Rect, ...] = ()) -> pygame.Rect:
        """Where a message (a toast, the banner) whose own place is ``at`` lies: there, unless it
        would cover a legal target of the choice open or one of the ``others`` messages; then
        the nearest place the same size that covers none and leaves the ``bar`` of answers
        whole (``clear_place``), else there after all."""
        targets = [*self.tip_avoid(), *others]
        if not targets or at.collidelist(targets) < 0:
            return at
        avoid = targets if bar is None else [*targets, bar]
        return clear_place(at.size, avoid, screen.inflate(-8, -8), [at], at.center, least=1.0)

    def bar_rect(self) -> pygame.Rect | None:
        """Where the bar lies: the question open and its answers (a table says where it draws
        it), or None."""
        return None

    def keep_clear(self) -> list[pygame.Rect]:
        """What nothing floating over the table (a tooltip, a card shown large, the card being
        resolved) may cover: the legal targets of the choice open, the messages up and the
        bar (the question asked stays readable while a card or a symbol is looked at)."""
        bar = self.bar_rect()
        return [*self.tip_avoid(), *self.message_rects(), *([] if bar is None else [bar])]

    def hover_tip(self, s: float, screen: pygame.Rect, buttons: list[ReasonedButton] | None = None,
                  named: list[Named] | None = None) -> Part | None:
        """The tooltip of what the pointer is on: a button (what it does, or why it is
        unavailable), else a counter, token or pile (its name and what it counts); placed
        off the legal targets and the messages (``keep_clear``). None over anything else."""
        mouse = getattr(self, "mouse", (-1, -1))
        hit = None
        for b in self.reasoned_buttons() if buttons is None else buttons:
            if b.rect is not None and b.rect.collidepoint(mouse):
                hit = (b.name, b.does if b.why_not is None else b.why_not, b.rect)
                break
        if hit is None:
            n = self.named_at(mouse) if named is None else next((n for n in named if n.rect.collidepoint(mouse)), None)
            if n is not None:
                hit = (n.name, n.body, n.rect)
        if hit is None:
            return None
        name, body, at = hit
        at = pygame.Rect(at)
        box = tooltip_rect(at, s, screen, self.keep_clear(), body=body)
        return Part(box, (part_look(s), "tip", name, body, tuple(at), tuple(box)),
                    lambda surf: tooltip(surf, name, body, at, s, box))

    # --- toasts and banners -------------------------------------------------------------------

    def say(self, message: Said) -> None:
        """A message over the bar for as long as it takes to read (``reading_seconds``). Kept
        as said (a function that says it, a phrase, a word of the catalogue: ``i18n.Said``)
        and put into words when drawn (``toast_words``): a new language chosen meanwhile
        redraws it in that one."""
        self.toast = (message, time.monotonic() + reading_seconds(in_language(message)))
        self.dirty = True

    def announce(self, words: Said, seconds: float, least: float = 0.0) -> None:
        """The turn's banner: ``words`` for ``seconds`` at animation speed 1 (scaled by the
        speed setting, never below ``least`` of them); put into words when drawn
        (``banner_words``), like a toast."""
        self.banner = (words, time.monotonic() + seconds * max(least, self.speed()))
        self.dirty = True

    def toast_words(self) -> str:
        """The message up, in the language chosen now ("" without one)."""
        return self._words_of("toast")

    def banner_words(self) -> str:
        """The turn's banner, in the language chosen now ("" without one)."""
        return self._words_of("banner")

    def _words_of(self, name: str) -> str:
        """The toast's or the banner's words, put into words once per message and language:
        they are asked every frame the message is up (its part's key, its place), and a
        banner's function may look up a seat's name and several phrases each time."""
        item = getattr(self, name)
        if not item:
            return ""
        memo = self._words_memo
        if memo is None:
            memo = self._words_memo = {}
        said, lang = item[0], language()
        kept = memo.get(name)
        if kept is None or kept[0] is not said or kept[1] != lang:
            kept = memo[name] = (said, lang, in_language(said))
        return kept[2]

    def speed(self) -> float:
        """How long animations and pauses take, as a factor (0: instant)."""
        speed = self.app.settings.get("animation_speed", 1.0)
        return 0.0 if speed <= 0 else 1.0 / speed

    def expire_notices(self, now: float) -> bool:
        """The toast, the banner and the outline of a bot's move go when their time is up;
        whether one is still shown."""
        for name in ("banner", "toast", "flash"):
            item = getattr(self, name)
            if item and now > item[1]:
                setattr(self, name, None)
                self.dirty = True  # a frame without it, or it stays frozen on screen
        return bool(self.banner or self.toast or self.flash)

    # --- the bot's turn -----------------------------------------------------------------------

    def bot_may_move(self) -> bool:
        """Whether a bot may move now (nothing is gliding, no scene is over the table)."""
        return self.app.top() is self

    def bot_failed(self, exc: Exception):
        """The move a bot whose thinking failed makes instead (its first legal one)."""
        error = type(exc).__name__
        self.say(lambda: _("A bot failed to decide ({error}); it plays its first legal move").format(error=error))
        return self.match.game.legal_actions()[0]

    def bot_waiting(self, future: Future) -> None:
        """A frame of the bot's pause, its move known (a table may draw its frame ahead)."""

    def drive_bot(self, now: float) -> bool:
        """The bot's turn: ask the session's worker thread, wait for its answer and the pause
        a person needs to follow, then apply it. Whether a bot is at work."""
        who = self.session.current_player()
        if who < 0 or not self.session.is_bot(who) or not self.bot_may_move():
            return False
        if self.bot_future is None:
            self.bot_future = self.session.think(who)
            self.bot_ready_at = max(now + self.bot_delay * self.pace()[0] * self.speed(), self.bot_rest_until)
            return True
        if not self.bot_future.done():
            return True
        if now < self.bot_ready_at:
            self.bot_waiting(self.bot_future)
            return True
        future, self.bot_future = self.bot_future, None
        try:
            action = future.result()
        except Exception as exc:  # noqa: BLE001 - a bot's failure must not end the game
            action = self.bot_failed(exc)
        self.bot_moved()
        self.apply_plan((action,))
        return True

    def bot_moved(self) -> None:
        """The bot's move is about to be applied."""


def _outline(surf: pygame.Surface, area: pygame.Rect, width: int) -> None:
    """What a bot's move changed: a gold frame round it, with a dark edge so it shows on gold."""
    inner = area.inflate(-width, -width)
    pygame.draw.rect(surf, (20, 16, 12), area, width, border_radius=width * 3)
    pygame.draw.rect(surf, theme.GOLD, inner, width, border_radius=width * 3)


HOVER_DELAY = 0.3  # seconds the pointer rests on a card before it is shown large


class HoverZoom:
    """A card shown large when the pointer rests on it (``HOVER_DELAY``), at every table: the
    table says what the pointer is on (``point``) and asks each frame (``step``) whether it is
    shown now."""

    def __init__(self, delay: float = HOVER_DELAY) -> None:
        self.delay = delay
        self.key = None  # what the pointer rests on
        self.since = 0.0
        self.shown = None  # what is shown large

    def point(self, key, now: float) -> None:
        """The pointer is on ``key`` (None: on nothing to show)."""
        if key != self.key:
            self.key = key
            self.since = now
            if self.shown is not None and self.shown != key:
                self.shown = None

    def step(self, now: float, allowed: bool = True) -> bool:
        """Show what the pointer has rested on long enough (not while ``allowed`` is False: a
        drag, a menu); whether a frame is still needed to show it in time."""
        if not allowed:
            self.shown = None
            return False
        if self.key is not None and self.shown is None and now - self.since > self.delay:
            self.shown = self.key
        return self.key is not None and self.shown is None

    def clear(self) -> None:
        self.key = None
        self.shown = None


def zoom_rect(at: pygame.Rect, size: tuple[int, int], s: float, ratio: float = 7 / 5,
              avoid: list[pygame.Rect] | tuple[pygame.Rect, ...] = ()) -> pygame.Rect:
    """Where a card pointed at ``at`` is shown large (about 300×420 at 1080p): above it when
    there is room (a card in the hand), else beside it on the side with room; on the screen.
    Given ``avoid`` (``MatchScene.keep_clear``: the legal targets and the messages), off them:
    elsewhere on the screen, a little smaller if need be (``clear.clear_place``)."""
    w = int(300 * s)
    r = pygame.Rect(0, 0, w, int(w * ratio))
    screen = pygame.Rect((0, 0), size)
    r.midbottom = (at.centerx, at.top - int(12 * s))
    if r.top < 4:
        r.midleft = (at.right + int(16 * s), at.centery)
        if r.right > screen.right - 4:
            r.midright = (at.left - int(16 * s), at.centery)
    r = r.clamp(screen)
    if not avoid:
        return r
    # the card pointed at stays in view too: the pointer is on it
    return clear_place(r.size, [*avoid, at], screen.inflate(-8, -8), [r], at.center)
