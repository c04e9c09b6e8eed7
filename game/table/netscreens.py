"""The window's network screens: Host a game, Join a game, and a seat's table over the network.

- ``HostScene`` ("Host a game"): the game and its seats are chosen on the game's own New game
  screen (``App.setup_for``), then each person's seat is played here or over the network,
  bots stay bots. The host listens only where the player chose (this machine, or the local
  network), on a thread of its own (``game.net.hosting.BackgroundHost``), and the screen
  shows each open seat's join code and who has joined. A saved game that was hosted comes
  back here on Continue or Load (``rehost``): the same codes admit the same seats.
- ``JoinScene`` ("Join a game"): the games announced on the local network (when the player
  asks, and the ``zeroconf`` package is there), or an address and a code typed (or pasted).
  The connection is websockets' threading client on a thread (``game.net.link``); what it
  receives reaches this window's loop through a queue, so the window never waits for it.
- A seat's table: the game's own table playing a ``game.net.remote.RemoteMatch`` when the
  host sends the seat's position (the game says what a seat sees), else ``NetTableScene``:
  the log, who decides, and the seat's legal moves in words, one button each.

docs/network.md describes the screens; every word here goes through the catalogue.
"""

from __future__ import annotations

import threading
from typing import Any

import pygame

from game.core.match import Match
from game.core.phrase import Phrase
from game.core.safefile import clean_text
from game.i18n import N_, _, language, tr

from .kit import theme
from .kit.assets import text
from .kit.layout import Units, scale_for
from .kit.menus import MenuScene
from .kit.textfit import draw_block, draw_fit
from .kit.widgets import Widget

LOOPBACK = "127.0.0.1"
EVERY_NETWORK = "0.0.0.0"  # noqa: S104 - only when the player chooses the local network
PORTS = (7777, 0)  # the port offered first, and "any free port"
TAKEOVERS = (None, 60.0, 180.0)  # a bot plays a dropped seat after this long (None: never)
MAX_FIELD = 120  # characters a typed address may have (a code is checked by the link)
MOVES_SHOWN = 8  # legal moves on one page of the network table


def _scale(app, size) -> float:
    """The screens' scale: the window's, times the UI scale, held so that the rows fit."""
    return min(scale_for(size, float(app.settings.get("ui_scale", 1.0))), size[1] / 800, size[0] / 1000)


class TextField:
    """A line of typed text: a click focuses it, typing (and Ctrl+V) fills it."""

    def __init__(self, label: str, value: str = "") -> None:
        self.label = label
        self.value = value
        self.rect = pygame.Rect(0, 0, 0, 0)

    def key(self, event) -> bool:
        """A key for the focused field: whether it took it."""
        if event.type == pygame.TEXTINPUT:
            self.value = (self.value + event.text.replace("\n", "").replace("\r", ""))[:MAX_FIELD]
            return True
        if event.type != pygame.KEYDOWN:
            return False
        if event.key == pygame.K_BACKSPACE:
            self.value = self.value[:-1]
            return True
        if event.key == pygame.K_v and event.mod & pygame.KMOD_CTRL:
            self.value = (self.value + _clipboard())[:MAX_FIELD]
            return True
        return False

    def draw(self, surf, s: float, focused: bool) -> None:
        u = Units(s)
        pygame.draw.rect(surf, theme.PANEL_HI if focused else theme.PANEL, self.rect, border_radius=u(10))
        pygame.draw.rect(surf, theme.GOLD if focused else theme.TEXT_DIM, self.rect, u.line(2), border_radius=u(10))
        label = text("sans", max(9, u(20)), _(self.label), theme.TEXT_DIM)
        surf.blit(label, (self.rect.left, self.rect.top - label.get_height() - u(4)))
        shown = self.value + ("|" if focused else "")
        draw_fit(surf, "sans", 26 * s, shown or " ", theme.TEXT, self.rect.inflate(-u(24), -u(8)), min_size=9,
                 what="net: field", align="left")


def said_here(reason: object) -> str:
    """Why joining failed or a connection ended, in the language of the moment: the client's
    own words (a phrase of ``game.net``) translated; the host's came in this language already."""
    if isinstance(reason, Phrase):
        return tr(reason)
    return clean_text(str(reason or ""), 200)


def _clipboard() -> str:
    """The clipboard's text (empty when there is none, or no clipboard)."""
    try:
        got = pygame.scrap.get_text()
    except (pygame.error, AttributeError):
        return ""
    return "".join(c for c in (got or "") if c.isprintable())[:MAX_FIELD]


def _seat_label(definition, setup, seat: int) -> str:
    labels = definition.seat_labels(setup.to_json())
    name = labels[seat] if seat < len(labels) else ""
    return f"p{seat + 1}" + (f" ({name})" if name else "")


# --- the table of a seat played over the network ----------------------------------------------


def open_table(app, remote) -> None:
    """The table of a network seat: the game's own when it can draw the seat's seen game,
    else the network table (the seat's moves in words)."""
    if remote.game is not None:
        app.choose_game(remote.key)
        base = app.view.TableScene
        table_class = type(f"Remote{base.__name__}", (NetPolling, base), {})
        try:
            app.push(table_class(app, remote))
            return
        except Exception:  # noqa: BLE001 - a table that cannot draw a remote game: the network table instead
            pass
    app.push(NetTableScene(app, remote))


class NetPolling:
    """Mixed into a game's table that plays a ``RemoteMatch`` (or a ``SharedScreen``: several
    seats of the host's screen): the host's messages are taken every frame (never waited
    for). When they bring a new position (another seat's move, or this one's answered late),
    the table takes it as it takes an undo or a redo, which also changed the game without a
    plan of its own (``after_history_change``: laid out and drawn again, and, on a game with
    hidden cards, its hot-seat curtain asked whose screen it is now). The table decides for
    this screen's seats only (never a bot here): the curtain comes down between two of them,
    never for a seat played elsewhere. The table's log takes the lines the host sends the
    seat (in this window's language; the moves are not replayed here)."""

    def __init__(self, app, match) -> None:
        super().__init__(app, match)
        self.session.seats = match.driven_seats()
        self._shown = self._position()  # the position the table last took
        self._log_taken = 0  # the lines of the seat's log already in the table's
        self._log_rewritten = getattr(match, "log_rewritten", 0)  # the host's rewrites of it taken
        self._take_log()

    def _take_log(self) -> None:
        log = getattr(self, "log", None)
        lines = self.match.log
        rewritten = getattr(self.match, "log_rewritten", 0)
        if log is not None and rewritten != self._log_rewritten:
            # the host sent the seat's log again (in the language chosen since): all of it
            self._log_rewritten = rewritten
            log.clear()
            log.extend(lines)
            self._log_taken = len(lines)
            self.log_redrawn()
            self.dirty = True
            return
        if log is None or self._log_taken == len(lines):
            return
        self._log_taken = min(self._log_taken, len(lines))  # a shared screen's next seat: its own log
        log.extend(lines[self._log_taken:])
        self._log_taken = len(lines)
        self.log_redrawn()
        self.dirty = True

    def _position(self) -> tuple:
        return (self.match.at, self.match.seat, self.match.game is None)

    def update(self, dt: float) -> bool:
        said = self.match.refusal
        if self.match.poll():
            self.dirty = True
            self.session.seats = self.match.driven_seats()  # a bot took a seat over, or handed it back
        self._take_log()
        if self._position() != self._shown and self.app.top() is self:
            self._shown = self._position()
            self.after_history_change()
        if self.match.closed and self.match.closed != getattr(self, "_said_closed", None):
            closed = self._said_closed = self.match.closed
            self.say(lambda: _("The connection ended: {reason}").format(reason=said_here(closed)))
        if self.match.refusal and self.match.refusal != said:
            self.say_refused(self.match.refusal)
        return super().update(dt)

    def log_words(self) -> tuple | None:
        """The log is the host's, never rebuilt here from moves this side does not have."""
        return None

    def language_changed(self) -> None:
        """The host is asked to say its words to this screen's seats in the new language: it
        sends their log again in it (``_take_log``), and its refusals and moves' words from
        then on."""
        super().language_changed()
        relanguage = getattr(self.match, "relanguage", None)
        if relanguage is not None:
            relanguage(language())

    def recap(self, seat: int) -> list[str]:
        """The curtain's recap: the lines of the seat's own log it has not read (the host
        sends each seat the lines it may read; the moves are not replayed here)."""
        recap = getattr(self.match, "recap", None)
        return recap(seat) if recap is not None else []

    def recap_read(self, seat: int) -> None:
        read = getattr(self.match, "recap_read", None)
        if read is not None:
            read(seat)

    def drive_bot(self, now: float) -> bool:
        """The bots play on the host: never here."""
        return False

    def apply_plan(self, plan: tuple) -> None:
        said = self.match.refusal
        super().apply_plan(plan)
        self._shown = self._position()  # the table laid its own move out (``plan_landed``)
        if self.match.refusal and self.match.refusal != said:
            self.say_refused(self.match.refusal)

    def say_refused(self, refusal) -> None:
        """The host refused a move: its reason, in the language of the moment when drawn."""
        self.say(lambda: _("The host refused: {reason}").format(reason=tr(refusal)))

    def leave(self) -> None:
        self.match.link.close()
        super().leave()


class NetTableScene(MenuScene):
    """A seat of a network game, drawn from what the host sends: the log, who decides, and
    when this seat decides its legal moves in the host's words, one button each."""

    def __init__(self, app, remote) -> None:
        super().__init__(app)
        self.remote = remote
        self.page = 0
        self.message = ""

    def scale(self, size) -> float:
        return _scale(self.app, size)

    def update(self, dt: float) -> bool:
        if self.remote.poll():
            self.dirty = True
            if self.remote.refusal:
                self.message = _("The host refused: {reason}").format(reason=tr(self.remote.refusal))
        return self.dirty

    def leave(self) -> None:
        self.remote.link.close()

    def escape(self) -> None:
        self.app.pop()

    def status(self) -> str:
        r = self.remote
        if r.closed:
            return _("The connection ended: {reason}").format(reason=said_here(r.closed))
        if r.over:
            if r.winner is None or r.winner < 0:
                return _("Game over: a shared result.")
            return _("Game over: p{n} wins.").format(n=r.winner + 1)
        if r.waiting:
            return _("Waiting for the host…")
        if r.deciding == r.seat:
            return _("Your decision.")
        if r.deciding < 0:
            return _("Waiting for the host…")
        if r.by_bot(r.deciding):
            return _("p{n} (a bot) is deciding.").format(n=r.deciding + 1)
        return _("p{n} is deciding.").format(n=r.deciding + 1)

    def play(self, move: str) -> None:
        self.message = ""
        self.remote.apply(move)
        if self.remote.refusal:
            self.message = _("The host refused: {reason}").format(reason=tr(self.remote.refusal))
        self.page = 0

    def build(self, size) -> None:
        w, h = size
        s = self.scale(size)
        u = Units(s)
        r = self.remote
        moves = r.legal_texts() if r.deciding == r.seat and not r.waiting and not r.closed else []
        x, bw, bh = w // 2 + u(20), w // 2 - u(60), u(54)
        y = u(250)
        # as many moves as the window holds above its bottom, one row kept for More
        per = max(1, min(MOVES_SHOWN, (h - y - u(20)) // (bh + u(10)) - 1))
        pages = max(1, (len(moves) + per - 1) // per)
        self.page %= pages
        shown = moves[self.page * per:(self.page + 1) * per]
        self.widgets = []
        for move in shown:
            self.widgets.append(Widget(r.words(move), pygame.Rect(x, y, bw, bh), lambda m=move: self.play(m)))
            y += bh + u(10)
        if pages > 1:
            self.widgets.append(Widget(_("More moves ({page}/{pages})").format(page=self.page + 1, pages=pages),
                                       pygame.Rect(x, y, bw, bh), self._next_page))
        self.widgets.append(Widget(_("Leave"), pygame.Rect(u(40), h - u(90), u(240), u(64)), self.app.pop))

    def _next_page(self) -> None:
        self.page += 1

    def extra(self, surf, s: float) -> None:
        u = Units(s)
        w, h = surf.get_size()
        r = self.remote
        who = _("a spectator") if r.seat < 0 else _seat_label(r.definition, r.setup, r.seat)
        draw_fit(surf, "serif", 52 * s, r.definition.title, theme.GOLD, pygame.Rect(u(40), u(40), w - u(80), u(70)),
                 min_size=12, what="net table: title")
        draw_fit(surf, "sans", 26 * s, _("You are {who} · move {n}").format(who=who, n=r.at), theme.TEXT_DIM,
                 pygame.Rect(u(40), u(120), w - u(80), u(40)), min_size=9, what="net table: seat")
        colour = theme.BAD if r.closed or self.message else theme.TEXT
        draw_fit(surf, "bold", 28 * s, self.message or self.status(), colour,
                 pygame.Rect(u(40), u(170), w - u(80), u(50)), min_size=9, what="net table: status")
        log = pygame.Rect(u(40), u(250), w // 2 - u(80), h - u(370))
        pygame.draw.rect(surf, theme.PANEL, log, border_radius=u(12))
        lines = r.log[-14:] or [_("Nothing has happened yet.")]
        draw_block(surf, "sans", 20 * s, lines, theme.TEXT, log.inflate(-u(24), -u(24)), min_size=9,
                   what="net table: log")


class NetGameOverScene(MenuScene):
    """The end of a game played over the network: who won, in the host's terms; the game
    stays the host's (no replay, no new game from here)."""

    covers = False

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table

    def scale(self, size) -> float:
        return _scale(self.app, size)

    def build(self, size) -> None:
        w, h = size
        u = Units(self.scale(size))
        bw, bh, gap = u(320), u(64), u(20)
        x = w // 2 - bw - gap // 2
        y = h // 2 + u(40)
        self.widgets = [Widget(_("Look at the table"), pygame.Rect(x, y, bw, bh), self.app.pop),
                        Widget(_("Leave"), pygame.Rect(x + bw + gap, y, bw, bh), self.leave_table)]

    def leave_table(self) -> None:
        self.app.pop()
        if self.app.top() is self.table:
            self.app.pop()

    def extra(self, surf, s: float) -> None:
        u = Units(s)
        w, h = surf.get_size()
        remote = self.table.match
        if remote.winner is None or remote.winner < 0:
            words = _("Game over: a shared result.")
        else:
            words = _("Game over: p{n} wins.").format(n=remote.winner + 1)
        draw_fit(surf, "serif", 56 * s, words, theme.GOLD, pygame.Rect(u(40), h // 2 - u(100), w - u(80), u(110)),
                 min_size=12, what="net: game over")


# --- Join a game ----------------------------------------------------------------------------------


class JoinScene(MenuScene):
    """Join a game: an address and a code (typed, pasted, or the address of a game found on
    the local network), then the seat's table once the host has welcomed it."""

    title = N_("Join a game")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.address = TextField(N_("The host's address (HOST:PORT)"))
        self.code = TextField(N_("Your code"))
        self.fields = [self.address, self.code]
        self.focused = 0
        self.message = ""
        self.bad = False  # the message says what went wrong
        self.found: list[Any] = []
        self.looking = False
        self._lan: dict[str, Any] = {}  # what the LAN search thread hands back
        self.link = None
        self.remote = None

    def scale(self, size) -> float:
        return _scale(self.app, size)

    def handle(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for k, field in enumerate(self.fields):
                if field.rect.collidepoint(event.pos):
                    self.focused = k
                    self.dirty = True
                    return
        if self.fields[self.focused].key(event):
            self.dirty = True
            return
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            self.join()
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.focused = (self.focused + 1) % len(self.fields)
            self.dirty = True
            return
        super().handle(event)

    def build(self, size) -> None:
        w, h = size
        s = self.scale(size)
        u = Units(s)
        fw = min(u(900), w - u(80))
        x = w // 2 - fw // 2
        self.address.rect = pygame.Rect(x, u(230), fw, u(64))
        self.code.rect = pygame.Rect(x, u(340), fw, u(64))
        bw, bh = (fw - u(20)) // 2, u(64)
        busy = self.link is not None
        self.widgets = [
            Widget(_("Join"), pygame.Rect(x, u(430), bw, bh), self.join, not busy),
            Widget(_("Looking…") if self.looking else _("Look on the local network"),
                   pygame.Rect(x + bw + u(20), u(430), bw, bh), self.look, not self.looking and not busy),
        ]
        y = u(590)
        for game in self.found[:4]:
            label = f"{game.title} · {game.address}:{game.port}"
            self.widgets.append(Widget(label, pygame.Rect(x, y, fw, u(54)), lambda g=game: self.pick(g)))
            y += u(62)
        self.widgets.append(Widget(_("Back"), pygame.Rect(u(40), h - u(90), u(240), u(64)), self.back))

    def extra(self, surf, s: float) -> None:
        u = Units(s)
        for k, field in enumerate(self.fields):
            field.draw(surf, s, k == self.focused)
        if self.message:
            w = surf.get_width()
            colour = theme.BAD if self.bad else theme.TEXT_DIM
            draw_block(surf, "sans", 22 * s, [self.message], colour, pygame.Rect(u(40), u(510), w - u(80), u(70)),
                       min_size=9, what="join: message")

    # --- the local network ---------------------------------------------------------------

    def look(self) -> None:
        """Listen for announced games a few seconds, on a thread (the window goes on)."""
        from game.net import lan

        self.looking = True
        self.message, self.bad = _("Looking for games on the local network…"), False
        self._lan = {}

        def search() -> None:
            try:
                self._lan["found"] = lan.browse(lan.LIST_SECONDS)
            except lan.LanError as exc:
                self._lan["error"] = exc.reason  # a phrase, said in the language of the moment
            except Exception as exc:  # noqa: BLE001 - a network that refuses: said, never a traceback
                self._lan["error"] = str(exc)

        threading.Thread(target=search, name="villainous-lan", daemon=True).start()

    def pick(self, game) -> None:
        self.address.value = f"{game.address}:{game.port}"
        self.focused = 1
        self.message, self.bad = _("Type the code the host gave you."), False

    # --- joining ---------------------------------------------------------------------------

    def join(self) -> None:
        from game.net.client import JoinError
        from game.net.link import join_link

        if self.link is not None:
            return
        try:
            self.link = join_link(self.address.value, self.code.value, language())
        except JoinError as exc:
            self.message, self.bad = said_here(exc.reason), True
            return
        self.message, self.bad = _("Joining…"), False

    def back(self) -> None:
        if self.link is not None:
            self.link.close()
            self.link = None
        self.app.pop()

    def update(self, dt: float) -> bool:
        if self.looking and self._lan:
            self.looking = False
            self.bad = "error" in self._lan
            if "error" in self._lan:
                self.message = _("Cannot look on the local network: {reason}").format(reason=tr(self._lan["error"]))
            else:
                self.found = list(self._lan.get("found", []))
                self.message = _("{n} games found on the local network.").format(n=len(self.found)) \
                    if self.found else _("No game is announced on the local network.")
            self.dirty = True
        if self.link is not None:
            self._take()
        return self.dirty

    def _take(self) -> None:
        from game.net.remote import RemoteError, RemoteMatch

        for msg in self.link.poll():
            kind = msg.get("type")
            if kind == "welcome" and self.remote is None:
                try:
                    self.remote = RemoteMatch(self.link, msg)
                except RemoteError as exc:
                    self._failed(str(exc))
                    return
            elif kind in ("closed", "error"):
                self._failed(msg.get("reason") or "")
                return
            elif self.remote is not None:
                self.remote.take(msg)
            if self.remote is not None and self.remote.at >= 0 and kind == "state":
                remote, self.link, self.remote = self.remote, None, None
                self.message = ""
                self.dirty = True
                open_table(self.app, remote)
                return

    def _failed(self, reason: str) -> None:
        if self.link is not None:
            self.link.close()
        self.link, self.remote = None, None
        self.message = _("Could not join: {reason}").format(reason=said_here(reason) or _("the host closed the connection"))
        self.bad = True
        self.dirty = True


# --- Host a game ----------------------------------------------------------------------------------

HERE, NETWORK = "here", "network"


class HostScene(MenuScene):
    """Host a game (see the module): first the game and its seats on New game, then who
    plays each person's seat and where the host listens, then the codes while it is hosted."""

    title = N_("Host a game")

    def __init__(self, app, match: Match | None = None, resumed: bool = False) -> None:
        super().__init__(app)
        self.match = match
        self.resumed = resumed
        self.kinds: dict[int, str] = {}
        self.lan = False
        self.port = PORTS[0]
        self.takeover = TAKEOVERS[0]
        self.hosting = None
        self.links: dict[int, Any] = {}
        self.message = ""
        self.note = ""  # what is said in passing (not a problem)
        self._status = None
        self._status_age = 0.0
        if match is not None:
            self.take_setup(match, keep_stack=True)

    def scale(self, size) -> float:
        return _scale(self.app, size)

    # --- the setup ---------------------------------------------------------------------------

    def choose_setup(self) -> None:
        """The game and its seats, on the game's own New game screen (its Start comes back here)."""
        self.app.setup_for = self.take_setup
        self.app.new_game()  # the chooser, or the one game's New game screen

    def take_setup(self, match: Match, keep_stack: bool = False) -> None:
        """New game's Start: the match to host; its people's seats here or over the network
        (a re-hosted game: the seats its codes admit are the network's)."""
        if not keep_stack:
            self.app.stack.keep(self.app.scenes.index(self) + 1)
        self.match = match
        self.kinds = {}
        humans = match.humans()
        opened = self._saved_open_seats(match) if self.resumed else None
        for k, seat in enumerate(humans):
            if opened is not None:
                self.kinds[seat] = NETWORK if seat in opened else HERE
            else:
                self.kinds[seat] = HERE if k == 0 and len(humans) > 1 else NETWORK
        self.dirty = True

    def _saved_open_seats(self, match: Match) -> set[int] | None:
        from game.net.codes import CodesError, codes_path, load_codes

        saves = self.app.saves
        path = codes_path(saves, match) if saves is not None else None
        if path is None:
            return None
        try:
            return set(load_codes(path, match).codes)
        except CodesError:
            return None

    def cycle_seat(self, seat: int) -> None:
        self.kinds[seat] = NETWORK if self.kinds[seat] == HERE else HERE

    def open_seats(self) -> list[int]:
        return sorted(s for s, kind in self.kinds.items() if kind == NETWORK)

    # --- hosting ---------------------------------------------------------------------------------

    def start(self) -> None:
        from game.net.hosting import BackgroundHost, HostError

        if not self.open_seats():
            self.message = _("Choose at least one network seat: nobody could join.")
            return
        address = EVERY_NETWORK if self.lan else LOOPBACK
        try:
            hosting = BackgroundHost(self.match, self.open_seats(), self.app.saves, resumed=self.resumed,
                                     takeover=self.takeover)
            hosting.start(address, self.port, announce=self.lan)  # the LAN: where the player chose
        except (HostError, ValueError, OSError) as exc:
            self.message = str(exc)
            return
        self.hosting = hosting
        self.app.setup_for = None
        self.message = ""
        if hosting.lost_codes:
            self.message = _("The game's earlier codes cannot be used ({reason}): these are new.").format(
                reason=tr(hosting.lost_codes))
        elif hosting.announce_problem:
            self.message = _("Not announced on the local network ({reason}): players type the address.").format(
                reason=tr(hosting.announce_problem))
        self.links = {seat: hosting.local(seat, language()) for seat, kind in sorted(self.kinds.items())
                      if kind == HERE}
        self.dirty = True

    def play(self, seat: int | None = None) -> None:
        """This screen's table, fed by the host's messages as a network seat is: the table of
        ``seat``, or of every seat of this screen (None), the curtain passing it between them
        (new links each time: leaving the table closes the ones it had)."""
        from game.net.remote import SharedScreen

        if self.hosting is None or (seat is not None and seat not in self.links):
            return
        seats = [seat] if seat is not None else sorted(self.links)
        parts = {}
        for k in seats:
            self.links[k].close()
            link = self.links[k] = self.hosting.local(k, language())
            remote = _first_view(link)
            if remote is None:
                self.message = _("The host is starting; try again in a moment.")
                return
            parts[k] = remote
        open_table(self.app, parts[seats[0]] if len(parts) == 1 else SharedScreen(parts))

    def stop(self) -> None:
        if self.hosting is not None:
            for link in self.links.values():
                link.close()
            self.hosting.stop()
            self.hosting = None
            if self.app.saves is not None and self.match is not None:
                self.app.saves.release(self.match)

    def leave(self) -> None:
        self.stop()
        if self.app.setup_for == self.take_setup:
            self.app.setup_for = None

    def resume(self) -> None:
        if self.hosting is None and self.app.setup_for == self.take_setup:
            self.app.setup_for = None  # New game left without Start
        self.dirty = True

    def back(self) -> None:
        self.app.pop()

    def update(self, dt: float) -> bool:
        if self.hosting is not None:
            self._status_age += dt
            if self._status is None or self._status_age > 0.5:  # who has joined, twice a second
                self._status_age = 0.0
                status = self.hosting.status()
                if status != self._status:
                    self._status = status
                    self.dirty = True
        return self.dirty

    # --- drawing ---------------------------------------------------------------------------------

    def build(self, size) -> None:
        w, h = size
        s = self.scale(size)
        u = Units(s)
        self.widgets = []
        back = pygame.Rect(u(40), h - u(90), u(240), u(64))
        if self.match is None:
            self.column_at(size, [(_("Choose the game and its seats"), self.choose_setup, True)], u(260))
            self.widgets.append(Widget(_("Back"), back, self.back))
            return
        if self.hosting is not None:
            self._hosting_widgets(size, u)
            self.widgets.append(Widget(_("Stop hosting"), back.inflate(u(60), 0).move(u(30), 0), self.back))
            return
        definition = self.match.definition
        rows: list[tuple[str, Any, bool]] = []
        for seat in range(len(self.match.setup.seats)):
            who = _seat_label(definition, self.match.setup, seat)
            if self.match.is_bot(seat):
                rows.append((_("{who}: a bot ({level})").format(who=who, level=self.match.setup.seats[seat].level),
                             lambda: None, False, _("A bot plays this seat here: choose the seats with Change the game")
                             if not self.resumed else _("A game hosted again keeps its seats")))
            else:
                where = _("played at this screen") if self.kinds[seat] == HERE else _("a network seat")
                rows.append((f"{who}: {where}", lambda seat=seat: self.cycle_seat(seat), not self.resumed,
                             _("A game hosted again keeps its seats: their codes are already given")))
        rows.append((_("Listen on: {where}").format(
            where=_("the local network") if self.lan else _("this machine only")), self.toggle_lan, True))
        rows.append((_("Port: {port}").format(port=self.port or _("any free port")), self.cycle_port, True))
        rows.append((_("A bot plays a dropped seat: {when}").format(
            when=_("never") if self.takeover is None else _("after {n} s").format(n=int(self.takeover))),
            self.cycle_takeover, True))
        rows.append((_("Start hosting"), self.start, True))
        self.column_at(size, rows, u(230))
        if not self.resumed:
            self.widgets.append(Widget(_("Change the game"), pygame.Rect(w - u(400), h - u(90), u(360), u(64)),
                                       self.choose_setup))
        self.widgets.append(Widget(_("Back"), back, self.back))

    def column_at(self, size, rows, top: int) -> None:
        w, h = size
        s = self.scale(size)
        u = Units(s)
        bw, bh, gap = min(u(760), w - u(80)), u(54), u(10)
        y = top
        for label, action, enabled, *why_not in rows:  # a greyed row may say why (a fourth item)
            self.widgets.append(Widget(label, pygame.Rect(w // 2 - bw // 2, y, bw, bh), action, enabled,
                                       why_not=next(iter(why_not), None)))
            y += bh + gap

    def _hosting_widgets(self, size, u) -> None:
        w, h = size
        x = w - u(400)
        self.widgets.append(Widget(_("Copy the codes"), pygame.Rect(x, u(290), u(360), u(64)), self.copy_codes))
        y = h - u(180)
        if len(self.links) > 1:  # hot-seat: one table, the curtain passes it between them
            seats = ", ".join(f"p{seat + 1}" for seat in sorted(self.links))
            self.widgets.append(Widget(_("Play {seats} here").format(seats=seats), pygame.Rect(x, y, u(360), u(64)),
                                       self.play))
        elif self.links:
            seat = next(iter(self.links))
            self.widgets.append(Widget(_("Play p{n}").format(n=seat + 1), pygame.Rect(x, y, u(360), u(64)),
                                       lambda: self.play(seat)))

    def copy_codes(self) -> None:
        """The codes onto the clipboard, to paste into a message to the players."""
        try:
            pygame.scrap.put_text("\n".join(self.code_lines()))
        except (pygame.error, AttributeError) as exc:
            self.message = _("The clipboard cannot be used here: {reason}").format(reason=exc)
        else:
            self.message = ""
            self.note = _("The codes are on the clipboard.")

    def toggle_lan(self) -> None:
        self.lan = not self.lan

    def cycle_port(self) -> None:
        self.port = PORTS[(PORTS.index(self.port) + 1) % len(PORTS)] if self.port in PORTS else PORTS[0]

    def cycle_takeover(self) -> None:
        self.takeover = TAKEOVERS[(TAKEOVERS.index(self.takeover) + 1) % len(TAKEOVERS)]

    def code_lines(self) -> list[str]:
        """Each open seat's join code and whether it is taken, and the spectators' code."""
        hosting = self.hosting
        status = self._status
        definition = self.match.definition
        lines = []
        for seat in hosting.host.open_seats:
            who = _seat_label(definition, self.match.setup, seat)
            if status is not None and seat in status.connected:
                state = _("joined")
            elif status is not None and seat in status.stand_ins:
                state = _("left; a bot plays the seat")
            elif status is not None and seat in status.claimed:
                state = _("left; comes back with its token")
            else:
                state = _("open")
            code = hosting.host.codes.get(seat) or _("the code given before")
            lines.append(f"{who}: {code}   · {state}")
        spectators = hosting.host.spectator_code or _("the code given before")
        lines.append(_("Spectators: {code}").format(code=spectators))
        return lines

    def extra(self, surf, s: float) -> None:
        u = Units(s)
        w, h = surf.get_size()
        if self.match is None:
            draw_block(surf, "sans", 24 * s, [_("Choose the game and who sits where, as on New game; then who plays "
                                                "each person's seat: at this screen, or over the network.")],
                       theme.TEXT_DIM, pygame.Rect(u(80), u(170), w - u(160), u(80)), min_size=9, what="host: intro")
        elif self.hosting is None:
            draw_fit(surf, "sans", 26 * s, self.match.definition.title, theme.TEXT_DIM,
                     pygame.Rect(u(40), u(178), w - u(80), u(40)), min_size=9, what="host: game")
        else:
            address = self.hosting.address
            shown = f"{LOOPBACK if address == EVERY_NETWORK else address}:{self.hosting.port}"
            head = _("Hosting {game} on port {port}: reachable from {reach}.").format(
                game=self.match.definition.title, port=self.hosting.port, reach=_(_reach_words(address)))
            hint = _("Players join with this machine's address and their code (here: {address}).").format(
                address=shown)
            if self.hosting.announced:
                hint += " " + _("Announced on the local network (no code is announced).")
            draw_block(surf, "sans", 24 * s, [head, hint], theme.TEXT, pygame.Rect(u(40), u(180), w - u(80), u(90)),
                       min_size=9, what="host: where")
            box = pygame.Rect(u(40), u(290), w - u(480), h - u(410))
            pygame.draw.rect(surf, theme.PANEL, box, border_radius=u(12))
            draw_block(surf, "bold", 34 * s, self.code_lines(), theme.GOLD, box.inflate(-u(32), -u(32)), min_size=9,
                       what="host: codes")
        if self.message or self.note:
            draw_block(surf, "sans", 22 * s, [self.message or self.note], theme.BAD if self.message else theme.GOOD,
                       pygame.Rect(u(320), h - u(100), w - u(760), u(90)), min_size=9, what="host: message")


def _first_view(link):
    """The seat's match once the host (on this machine: milliseconds) has sent its first view;
    None if it did not within two seconds."""
    import time

    from game.net.remote import RemoteMatch

    remote = None
    deadline = time.monotonic() + 2.0
    while time.monotonic() < deadline and (remote is None or remote.at < 0 or remote.observation is None):
        msg = link.wait(0.05)
        if msg is None:
            continue
        if msg.get("type") == "welcome" and remote is None:
            remote = RemoteMatch(link, msg)
        elif remote is not None:
            remote.take(msg)
    return remote if remote is not None and remote.observation is not None else None


def _reach_words(address: str) -> str:
    return N_("every network this machine is on") if address == EVERY_NETWORK else N_("this machine only")


def rehost(app, match: Match) -> bool:
    """A saved game that was hosted (its codes kept beside its save) opens on the Host screen
    again, its seats as they were: whether it was one."""
    from game.net.codes import codes_path

    saves = app.saves
    path = codes_path(saves, match) if saves is not None else None
    if path is None or not path.exists():
        return False
    app.stack.keep(1)
    app.push(HostScene(app, match, resumed=True))
    return True


def host_game(app) -> None:
    """The title screen's Host a game."""
    app.push(HostScene(app))


def join_game(app) -> None:
    """The title screen's Join a game."""
    app.push(JoinScene(app))
