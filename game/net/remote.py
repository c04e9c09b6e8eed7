"""A match played elsewhere, as a window's table sees it: ``RemoteMatch``.

The kit's match scene (``game.table.kit.match_scene``) plays a ``Match``: its ``game``, its
``moves``, its legal actions, ``apply``. A client's table plays a ``RemoteMatch`` instead,
which offers the same and holds nothing its seat may not see:

- ``game``: built from the position the host sends for the seat,
  ``definition.from_position(definition.seen(game, seat).to_position())`` on the host
  (None while the game's definition has no ``seen``: the host then sends the observation
  alone, ``observation``);
- the legal actions and ``why_not`` come from the host's answer (the notations it listed);
- ``apply`` sends the action's text and waits for the host's answer, at most
  ``APPLY_WAIT`` seconds (a frame or two on a LAN): an answer that comes later is taken by
  ``poll``, which the table calls every frame, so the window never stops for the network;
- ``moves`` has one entry per move played (the host sends no other seat's notation: a
  notation may name a card played face down), ``log`` the lines the seat may read.

Undo and redo are the host's to refuse: a network game has none (``undo_refusal``). A
remote match is never saved in this window's save folder (``remote``): the host keeps it.
No pygame here.
"""

from __future__ import annotations

import time
from typing import Any

from game.core.match import Seat, Setup
from game.core.phrase import N_, Phrase, say
from game.core.registry import game_named
from game.core.safefile import clean_text

from .link import Link

#: who may play a seat, as the host says (``Host.seat_kinds``); a bot's kinds have a level
SEAT_KINDS = ("host", "network", "open", "bot", "stand-in")
BOT_KINDS = ("bot", "stand-in")
APPLY_WAIT = 0.3  # seconds ``apply`` waits for the host's answer before the frame goes on
#: this side's own refusals (the host's come in the language the link said), translated where shown
NOT_LEGAL = N_("not a legal move now")
NOT_YOURS = N_("it is not your decision")
OVER = N_("the game is over")


class RemoteError(ValueError):
    """The host's welcome cannot be used (a game this program does not know): in words."""


def _setup(key: str, raw: Any, players: int) -> Setup:
    """The public setup of the welcome (no seed: the host never sends it)."""
    definition = game_named(key)
    raw = raw if isinstance(raw, dict) else {}
    seats_raw = raw.get("seats") if isinstance(raw.get("seats"), list) else [{}] * players
    seats = [Seat("bot", str(s.get("level", "random"))) if isinstance(s, dict) and s.get("kind") == "bot" else Seat()
             for s in seats_raw[:8]]
    try:
        options = definition.options_from_json(raw)
    except (TypeError, ValueError, KeyError, AttributeError):
        options = {}
    return Setup(definition.key, seats, 0, options)


def seat_kinds(raw: Any, players: int) -> list[dict[str, str]] | None:
    """The host's ``seat_kinds`` checked (None when it sent none, or not one a seat): each
    ``{"kind": …}`` of ``SEAT_KINDS``, a bot's with its ``level``."""
    if not isinstance(raw, list) or len(raw) != players:
        return None
    out: list[dict[str, str]] = []
    for x in raw:
        kind = x.get("kind") if isinstance(x, dict) else None
        if kind not in SEAT_KINDS:
            return None
        entry = {"kind": kind}
        if kind in BOT_KINDS:
            entry["level"] = clean_text(str(x.get("level", "random")), 20)
        out.append(entry)
    return out


class RemoteMatch:
    """One seat of a match the host plays (see the module): ``take`` each message the host
    sends (``poll`` takes what the link has), ``apply`` a move."""

    remote = True  # never saved here (``App.after_move``)
    lesson = False
    game_id = ""

    def __init__(self, link: Link, welcome: dict[str, Any]) -> None:
        self.link = link
        self.welcome = welcome
        try:
            self.definition = game_named(str(welcome.get("game")))
        except (KeyError, ValueError) as exc:
            raise RemoteError(f"this program does not know the game {clean_text(str(welcome.get('game')), 40)}") from exc
        self.key = self.definition.key
        seat = welcome.get("seat")
        self.seat = seat if isinstance(seat, int) and not isinstance(seat, bool) else -1
        players = welcome.get("players")
        self.setup = _setup(self.key, welcome.get("setup"), players if isinstance(players, int) else 0)
        bots = welcome.get("bots")
        self.bots = {b for b in bots if isinstance(b, int)} if isinstance(bots, list) else set()
        self.game: Any = None
        self.observation: Any = None
        self.at = 0
        self.moves: list[str] = []
        self.legal: list[dict[str, str]] = []
        self.log: list[str] = []
        self.log_rewritten = 0  # how many times the host sent the log again from an earlier line
        self.deciding = -1
        self.over = False
        self.winner: int | None = None
        self.stand_ins: set[int] = set()
        #: who plays each seat (``seat_kinds``), as the host last said; None: an older host's
        #: welcome, which named only the bots
        self.seat_kinds = seat_kinds(welcome.get("seat_kinds"), len(self.setup.seats))
        self.refusal: str | None = None  # the host's last refusal, in its words
        self.closed: str | None = None  # why the connection ended
        self.history: list = []
        self.redo_stack: list[str] = []
        self._sent_at: int | None = None  # the position of the move sent and not yet answered

    # --- what the host sends -----------------------------------------------------------------

    def take(self, msg: dict[str, Any]) -> bool:
        """One message of the host; whether the position or the log changed."""
        kind = msg.get("type")
        if kind == "state":
            self._state(msg)
            return True
        if kind == "refused":
            self.refusal = clean_text(str(msg.get("reason", "")), 300)
            self._sent_at = None
            return True
        if kind in ("closed", "error", "replaced"):
            reason = msg.get("reason")
            # the link's own words stay a phrase (said in the language of the moment); the host's come said
            self.closed = reason if isinstance(reason, Phrase) else (
                clean_text(str(reason or ""), 200) or say("the connection was closed"))
            return True
        return False

    def _state(self, msg: dict[str, Any]) -> None:
        at = msg.get("at")
        if isinstance(at, int) and at >= 0 and at != self.at:
            self.at = at
            self.refusal = None  # a new position: an old refusal is not about it
        self.moves = [""] * self.at
        self.observation = msg.get("observation")
        position = msg.get("position")
        if position is not None:
            try:
                self.game = self.definition.from_position(position)
            except Exception as exc:  # noqa: BLE001 - a host's position this program cannot read: said, kept going
                self.refusal = f"the host sent a position this program cannot read: {clean_text(str(exc), 120)}"
        legal = msg.get("legal")
        self.legal = [x for x in legal if isinstance(x, dict) and isinstance(x.get("text"), str)] \
            if isinstance(legal, list) else []
        events = msg.get("events")
        if isinstance(events, list):
            first = msg.get("first_event")
            if type(first) is int and 0 <= first < len(self.log):
                # the log again from that line (the host says it in another language now)
                del self.log[first:]
                self.log_rewritten += 1
            self.log.extend(clean_text(str(x), 300) for x in events)
        deciding = msg.get("deciding")
        self.deciding = deciding if isinstance(deciding, int) else -1
        self.over = bool(msg.get("over"))
        winner = msg.get("winner")
        self.winner = winner if isinstance(winner, int) else None
        stand_ins = msg.get("stand_ins")
        self.stand_ins = {s for s in stand_ins if isinstance(s, int)} if isinstance(stand_ins, list) else set()
        kinds = seat_kinds(msg.get("seat_kinds"), len(self.setup.seats))
        if kinds is not None:
            self.seat_kinds = kinds
        if self._sent_at is not None and self.at != self._sent_at:
            self._sent_at = None

    def poll(self) -> bool:
        """Take what the host sent since the last frame; whether anything changed."""
        changed = False
        for msg in self.link.poll():
            changed = self.take(msg) or changed
        return changed

    # --- what a table asks of a match --------------------------------------------------------

    @property
    def state(self) -> Any:
        return getattr(self.game, "state", self.game)

    @property
    def waiting(self) -> bool:
        """A move was sent and the host has not answered yet."""
        return self._sent_at is not None

    def legal_texts(self) -> list[str]:
        return [x["text"] for x in self.legal]

    def legal_actions(self) -> list[Any]:
        """The actions the host listed for this seat (parsed in the seen game), none while a
        move is on its way."""
        if self.waiting:
            return []
        if self.game is None:
            return self.legal_texts()
        out = []
        for text in self.legal_texts():
            try:
                out.append(self.game.parse(text))
            except Exception:  # noqa: BLE001,S112 - a notation the seen game cannot read is not offered
                continue
        return out

    def words(self, text: str) -> str:
        """The host's words for a listed move."""
        for x in self.legal:
            if x["text"] == text:
                return clean_text(str(x.get("words", text)), 200)
        return text

    def text(self, action: Any) -> str:
        return action if isinstance(action, str) or self.game is None else self.game.text(action)

    def why_not(self, action: Any) -> str | None:
        """None when the host listed the action for this seat, else why not."""
        if self.over or self.deciding != self.seat or self.waiting:
            return NOT_YOURS if not self.over else OVER
        return None if self.text(action) in set(self.legal_texts()) else NOT_LEGAL

    def apply(self, action: Any, wait: float = APPLY_WAIT) -> list:
        """Send the action's text to the host and wait (at most ``wait`` seconds) for its
        answer. A move the host did not list is not sent: ``refusal`` says why. Events are
        not sent: the lines of the log come with the host's view."""
        if isinstance(action, str) and self.game is not None:
            try:
                action = self.game.parse(action)
            except Exception:  # noqa: BLE001 - not this game's notation: refused below, by its text
                pass
        reason = self.why_not(action)
        if reason is not None:
            self.refusal = reason
            return []
        self.refusal = None
        self._sent_at = self.at
        self.link.send_move(self.at, self.text(action))
        deadline = time.monotonic() + wait
        while self.waiting and self.closed is None:
            left = deadline - time.monotonic()
            if left <= 0:
                break
            msg = self.link.wait(left)
            if msg is not None:
                self.take(msg)
        return []

    def relanguage(self, language: str) -> None:
        """This screen's language changed: the host says its words to this seat in it from
        now on, and sends its log again in it."""
        self.link.send_language(language)

    def is_bot(self, seat: int) -> bool:
        """Whether ``seat`` is played elsewhere than at this screen (a table offers moves only
        to its own seat): every seat but this one."""
        return 0 <= seat < len(self.setup.seats) and seat != self.seat

    def driven_seats(self) -> list[Seat]:
        """The seats as this window drives them, for a table's session: this seat is the one
        person here; a seat a bot plays on the host is a bot (never driven here: the table's
        ``drive_bot`` does nothing); a person elsewhere (at the host's screen, or joined from
        another machine, or a seat still open) is a ``"remote"`` seat, which a session neither
        decides for nor raises a curtain for."""
        return [Seat() if k == self.seat else Seat("bot", self.bot_level(k)) if self.by_bot(k) else Seat("remote")
                for k in range(len(self.setup.seats))]

    def kind_of(self, seat: int) -> str:
        """Who plays ``seat``: one of ``SEAT_KINDS`` (``Host.seat_kinds``), as the host last said."""
        if self.seat_kinds is not None and 0 <= seat < len(self.seat_kinds):
            return self.seat_kinds[seat]["kind"]
        if seat in self.stand_ins:
            return "stand-in"
        return "bot" if seat in self.bots else "network"

    def bot_level(self, seat: int) -> str:
        """The level of the bot playing ``seat`` on the host ("random" when not said)."""
        if self.seat_kinds is not None and 0 <= seat < len(self.seat_kinds):
            return self.seat_kinds[seat].get("level", "random")
        return self.setup.seats[seat].level if 0 <= seat < len(self.setup.seats) else "random"

    def by_bot(self, seat: int) -> bool:
        """Whether a bot plays ``seat`` on the host (a bot seat, or one a bot took over)."""
        return self.kind_of(seat) in BOT_KINDS

    def humans(self) -> list[int]:
        return [self.seat] if self.seat >= 0 else []

    def trim_history(self) -> None:
        """Nothing kept here to trim."""

    def undo_refusal(self, seat: int) -> str:
        return "network"

    def can_undo(self, seat: int) -> bool:
        return False

    def undo_depth(self, seat: int) -> int:
        return 0

    def can_redo(self, seat: int) -> bool:
        return False

    def undo(self) -> str:
        raise ValueError("a network game has no undo")

    def redo(self) -> list:
        raise ValueError("a network game has no redo")


class SharedScreen:
    """The seats played at one screen (a host's people in hot-seat), as one match for one
    table: each seat has its own ``RemoteMatch`` (its link, its view, its log, what it may
    see), and the table is shown the one of the seat at the screen now, ``seat``: the seat
    of this screen that decides, or, while a seat played elsewhere decides, the last one
    that did. The table's session drives this screen's seats as people (``driven_seats``),
    so the kit's curtain comes down between them as in hot-seat; a seat played elsewhere (a
    network person, a bot on the host) is never this screen's to decide, nor a curtain's.

    What a table asks that is not said here is the current seat's (``__getattr__``)."""

    remote = True
    lesson = False
    game_id = ""

    def __init__(self, parts: dict[int, RemoteMatch]) -> None:
        if not parts:
            raise ValueError("a shared screen plays at least one seat")
        self.parts = dict(sorted(parts.items()))
        self.seat = next(iter(self.parts))
        self.link = _Links([p.link for p in self.parts.values()])
        self.history: list = []
        self.redo_stack: list[str] = []
        self._read: dict[int, int] = {}  # seat -> the log lines it has read (``recap``)
        self._follow()

    @property
    def part(self) -> RemoteMatch:
        """The match of the seat at the screen now."""
        return self.parts[self.seat]

    def __getattr__(self, name: str) -> Any:
        if name.startswith("__") or name == "parts":  # copy and pickle ask before __init__
            raise AttributeError(name)
        return getattr(self.parts[self.seat], name)

    def _latest(self) -> RemoteMatch:
        """The part that has the newest view (each link brings it at its own pace)."""
        return max(self.parts.values(), key=lambda p: p.at)

    def _follow(self) -> None:
        """The screen goes to the seat of this screen that decides (if one does)."""
        deciding = self._latest().deciding
        if deciding in self.parts:
            self.seat = deciding

    def poll(self) -> bool:
        changed = False
        for part in self.parts.values():
            changed = part.poll() or changed
        if changed:
            self._follow()
        return changed

    def relanguage(self, language: str) -> None:
        """Every seat of this screen hears the host in ``language`` from now on."""
        for part in self.parts.values():
            part.relanguage(language)

    def apply(self, action: Any, wait: float = APPLY_WAIT) -> list:
        """The current seat's move (it is refused there unless that seat decides); the next
        decider of this screen, once the host's answer came, has the screen."""
        self._follow()
        events = self.part.apply(action, wait)
        for part in self.parts.values():
            if part is not self.part:
                part.poll()
        self._follow()
        return events

    def is_bot(self, seat: int) -> bool:
        """Played elsewhere than at this screen (see ``RemoteMatch.is_bot``)."""
        return 0 <= seat < len(self.setup.seats) and seat not in self.parts

    def humans(self) -> list[int]:
        return list(self.parts)

    def driven_seats(self) -> list[Seat]:
        """This screen's seats are people here; the others as one seat's match says them."""
        others = self.part.driven_seats()
        return [Seat() if k in self.parts else others[k] for k in range(len(others))]

    def recap(self, seat: int) -> list[str]:
        """The lines of ``seat``'s log it has not read (since the curtain last lifted for it)."""
        part = self.parts.get(seat)
        return part.log[self._read.get(seat, 0):] if part is not None else []

    def recap_read(self, seat: int) -> None:
        part = self.parts.get(seat)
        if part is not None:
            self._read[seat] = len(part.log)


class _Links:
    """The links of a shared screen's seats, closed together (a table closes ``match.link``)."""

    def __init__(self, links: list[Link]) -> None:
        self.links = links

    def close(self) -> None:
        for link in self.links:
            link.close()

    def send_language(self, language: str) -> None:
        for link in self.links:
            link.send_language(language)
