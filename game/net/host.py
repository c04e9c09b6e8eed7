"""The host: the one place a networked match's engine runs.

``Host`` owns a ``Match`` and its ``Session`` (bots run here). A connection is admitted by a
code: a seat's join code (which claims the seat once), the seat's token (given on joining:
it resumes the seat, from the current position, log included) or the spectator code. What
it receives is built here for its seat alone:

- the seat's observation, the game's ``observe(seat)`` (a spectator's is ``observe(-1)``);
- the legal actions, each with its notation and words, only while the seat decides;
- the event lines its seat may read (``visibility.line_for``), never another seat's move
  text (a notation may name a card played face down);
- the position of the game as its seat may see it (``GameDefinition.seen``), from which a
  window's client builds its table, only for a game that implements ``seen`` (the
  observation alone otherwise).

A move names the position it was chosen in (``at``: the number of moves played), so a
replayed or late move is refused; the host then checks that the seat decides and that the
text names a legal action, and answers a refusal with its reason. Every admission failure
gets the same answer, so a wrong code tells nothing (not even whether a game is hosted).

Words are said in each connection's language (its hello's ``language``; English when it gives
none): the host keeps what it says as phrases (``game.core.phrase``: the engine's log lines and
reasons, and its own) and puts each into the listener's language as it sends it
(``game.i18n.translated``, the message catalogue the window uses too; no pygame there).

``serve`` puts a host on a websocket server (``websockets``, asyncio): one frame of at most
``MAX_CLIENT_BYTES`` per message, no compression, a rate limit per connection, a deadline
for the hello, a bounded number of connections. All game state changes on the event loop's
thread; a bot thinks on a worker thread from what ``Session.prepare`` took for it.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import secrets
import string
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from game.core.match import Match
from game.core.phrase import N_, Name, say
from game.core.safefile import clean_text
from game.core.session import Session
from game.i18n import DEFAULT, LANGUAGES, translated

from . import messages, visibility

#: the one answer to a code that admits nothing (wrong, used, or a game that is over)
NOT_ADMITTED = N_("that code admits no one here")
HELLO_SECONDS = 10.0  # a connection that has not said hello by then is closed
SEND_SECONDS = 10.0  # a client that takes longer to accept a frame is dropped
MAX_CONNECTIONS = 64
MAX_SPECTATORS = 16
#: per connection: a bucket of RATE_BURST messages refilled at RATE_PER_SECOND; a client
#: that empties it is disconnected (people send a move every second or so)
RATE_PER_SECOND = 20.0
RATE_BURST = 40
#: refused messages a connection may send before it is disconnected
MAX_REFUSALS = 50
SPECTATOR = -1


#: a code's letters: no "-" or "_", so a code never reads as a command-line option
#: (``villainous join ADDRESS -x…`` would) and a double-click in a terminal selects it whole
SECRET_ALPHABET = string.ascii_letters + string.digits
SECRET_LENGTH = 22  # 22 of 62 letters: 131 random bits


def new_secret() -> str:
    """A code or token: 22 random letters and digits (131 bits)."""
    return "".join(secrets.choice(SECRET_ALPHABET) for _ in range(SECRET_LENGTH))


def digest(secret: str) -> str:
    """The SHA-256 of a code or token, in hex: what the host keeps and saves of it. A secret
    holds 131 random bits, so a plain hash cannot be reversed by guessing."""
    return hashlib.sha256(secret.encode("utf-8", "replace")).hexdigest()


def _same(a: str, b: str) -> bool:
    return hmac.compare_digest(a.encode("ascii", "replace"), b.encode("ascii", "replace"))


@dataclass
class Secrets:
    """The digests of a game's codes and tokens (``digest``): what admits whom, without the
    secrets themselves. Saved beside the game (``game.net.codes``) so a re-hosted game admits
    the same people."""

    codes: dict[int, str]  # seat -> its join code's digest
    tokens: dict[int, str]  # claimed seat -> its token's digest
    spectator: str


@dataclass
class Admission:
    """Who a connection is: its seat (-1: a spectator), and the seat's token (None for a spectator)."""

    seat: int
    token: str | None


@dataclass
class Listener:
    """One admitted connection, as the host keeps it: its seat and how far its log has gone."""

    seat: int
    send: Callable[[dict[str, Any]], None]
    language: str = DEFAULT  # the language its words are said in (``say``)
    sent_events: int = 0
    sent_at: int = -1
    sent_seats: list[dict[str, str]] | None = None  # the seat kinds it was last told

    def say(self, words: object, most: int = 300) -> str:
        """``words`` (a phrase, or the host's English) in this listener's language."""
        return clean_text(translated(words, self.language), most)


def language_of(hello: dict[str, Any]) -> str:
    """The language a hello asks for, if this program has it; else English."""
    asked = hello.get("language")
    return asked if isinstance(asked, str) and asked in LANGUAGES else DEFAULT


class Host:
    """The authority over one match: admission, each seat's view, moves and bots.

    ``open_seats``: the seats people join over the network (default: every human seat of the
    setup); a bot seat is played here. Codes may be given; otherwise they are drawn fresh.
    ``secrets``: the digests of a re-hosted game's codes and tokens (its people come back
    with what they had; ``codes`` and ``spectator_code`` are then unknown here: empty).
    ``on_secrets`` is called with the digests whenever they change (a seat claimed), before
    the new token is sent, so a saved copy is never behind what a client holds.
    ``takeover``: the seconds after a seat's connection drops before a bot plays the seat
    for it (None, the default: the game waits for the person); ``takeover_level`` the bot's
    level (default the game's first). The seat is handed back when its person comes back
    with the seat's token (``Server`` keeps the time; ``stand_in``/``hand_back`` do it).
    """

    def __init__(self, match: Match, open_seats: list[int] | None = None, *,
                 codes: dict[int, str] | None = None, spectator_code: str | None = None,
                 bots: Any = None, on_move: Callable[[Match], None] | None = None,
                 secrets: Secrets | None = None,
                 on_secrets: Callable[[Secrets], None] | None = None,
                 takeover: float | None = None, takeover_level: str | None = None) -> None:
        self.match = match
        self.key = match.definition.key
        if takeover is not None and not takeover > 0:
            raise ValueError("a bot takes a dropped seat after a number of seconds above 0")
        self.takeover = takeover
        self.takeover_level = takeover_level or match.definition.bot_levels[0]
        if self.takeover_level not in match.definition.bot_levels:
            raise ValueError(f"unknown bot {self.takeover_level!r}; valid bots: "
                             f"{', '.join(match.definition.bot_levels)}")
        #: the open seats a bot plays now, for a person whose connection dropped
        self.stand_ins: set[int] = set()
        self.session = Session(match, self._bot_maker(bots))
        seats = range(len(match.setup.seats))
        self.open_seats = sorted(open_seats if open_seats is not None else match.humans())
        for s in self.open_seats:
            if s not in seats or match.is_bot(s):
                raise ValueError(f"seat {s + 1} is not a human seat of this game")
        if secrets is not None:
            self.codes: dict[int, str] = {}
            self.spectator_code = ""
            self.secrets = Secrets({s: secrets.codes[s] for s in self.open_seats if s in secrets.codes},
                                   {s: secrets.tokens[s] for s in self.open_seats if s in secrets.tokens},
                                   secrets.spectator)
        else:
            self.codes = dict(codes) if codes else {s: new_secret() for s in self.open_seats}
            self.spectator_code = spectator_code or new_secret()
            self.secrets = Secrets({s: digest(c) for s, c in self.codes.items()}, {}, digest(self.spectator_code))
        self.tokens: dict[int, str] = {}  # seat -> the token given here when it was claimed
        self.on_secrets = on_secrets
        #: the lines each seat may read (SPECTATOR: what everybody may read)
        self.logs: dict[int, list[str]] = {s: [] for s in [*seats, SPECTATOR]}
        self.listeners: list[Listener] = []
        self._seen_missing = False  # the game's definition has no ``seen`` yet
        self.on_move = on_move
        if match.moves:  # a game re-hosted from its save: each seat's log, as it was
            self._replay_logs()

    def _bot_maker(self, bots: Any) -> Callable[[int, str], Any]:
        """The session's bots: the setup's, and a stand-in (``takeover_level``) at an open seat."""
        definition = self.match.definition

        def make(seat: int, level: str) -> Any:
            if not self.match.is_bot(seat):
                return definition.make_bot(self.takeover_level, seed=seat + 1)
            if callable(bots):
                return bots(seat, level)
            if bots is not None:
                return bots[seat]
            return definition.make_bot(level, seed=seat + 1)

        return make

    def _replay_logs(self) -> None:
        """The log lines of every move played so far, replayed from the setup (the log is
        not in the save; the moves give it back exactly)."""
        replay = Match(self.match.setup)
        for text in self.match.moves:
            self._log(replay, replay.apply(text))

    def _log(self, match: Match, events: list) -> None:
        """Add each seat's lines of a move's ``events`` (described in ``match``'s game after it)."""
        describe = match.definition.describe_event
        game = match.game

        def words(event: Any) -> str:
            return describe(game, event)

        for seat, log in self.logs.items():
            log.extend(visibility.line_for(self.key, ev, seat, words) for ev in events)

    # --- admission ------------------------------------------------------------------------

    def admit(self, code: str) -> Admission | None:
        """The seat ``code`` admits, or None. The code's digest is compared with every secret's,
        in constant time each, so how long the answer takes does not depend on which one matched."""
        found: Admission | None = None
        presented = digest(code)
        for seat, token in self.secrets.tokens.items():
            if _same(presented, token):
                found = Admission(seat, code)
        for seat, join in self.secrets.codes.items():
            if _same(presented, join) and seat not in self.secrets.tokens:
                found = Admission(seat, None)
        if _same(presented, self.secrets.spectator):
            found = Admission(SPECTATOR, None)
        if found is None:
            return None
        if found.seat == SPECTATOR:
            if sum(1 for x in self.listeners if x.seat == SPECTATOR) >= MAX_SPECTATORS:
                return None
            return found
        if found.token is None:  # a join code, used once: the seat's token resumes it from now on
            found.token = self.tokens[found.seat] = new_secret()
            self.secrets.tokens[found.seat] = digest(found.token)
            if self.on_secrets is not None:
                self.on_secrets(self.secrets)
        return found

    def attach(self, admission: Admission, send: Callable[[dict[str, Any]], None],
               language: str = DEFAULT) -> Listener:
        """Start sending to a connection: a welcome, then its view with the whole log, its
        words in ``language``. A seat has one connection: a newer one replaces the older
        (which is told, and dropped)."""
        for old in [x for x in self.listeners if admission.seat != SPECTATOR and x.seat == admission.seat]:
            old.send({"type": "replaced", "reason": old.say(N_("this seat was joined from another connection"))})
            self.detach(old)
        if admission.seat != SPECTATOR:
            self.hand_back(admission.seat)
        listener = Listener(admission.seat, send, language if language in LANGUAGES else DEFAULT)
        self.listeners.append(listener)
        setup = self.match.setup
        labels = self.match.definition.seat_labels(setup.to_json())
        public_setup = {k: v for k, v in setup.to_json().items() if k != "seed"}  # the seed is the deck order
        send({"type": "welcome", "game": self.key, "title": self.match.definition.title,
              "seat": admission.seat, "token": admission.token, "players": len(setup.seats),
              "setup": public_setup,
              "labels": [clean_text(str(x), 60) for x in labels],
              "bots": [i for i in range(len(setup.seats)) if self.match.is_bot(i)],
              "seat_kinds": self.seat_kinds()})
        self.broadcast()  # this one's first view; the others', when a seat was just claimed
        return listener

    def detach(self, listener: Listener) -> None:
        if listener in self.listeners:
            self.listeners.remove(listener)

    def connected(self, seat: int) -> bool:
        return any(x.seat == seat for x in self.listeners)

    # --- a dropped seat -------------------------------------------------------------------

    def plays_as_bot(self, seat: int) -> bool:
        """Whether a bot plays ``seat`` here: a bot seat of the setup, or a stand-in."""
        return self.match.is_bot(seat) or seat in self.stand_ins

    def stand_in(self, seat: int) -> bool:
        """A bot takes ``seat`` for its person, whose connection dropped (every view says so);
        whether it did (not for a seat that is connected again, a bot seat or a local one)."""
        if seat not in self.open_seats or self.connected(seat) or seat in self.stand_ins:
            return False
        self.stand_ins.add(seat)
        self._say_all(say("p{n} left; a bot plays the seat until they come back.", n=seat + 1))
        self.broadcast()
        return True

    def hand_back(self, seat: int) -> bool:
        """The seat's person is back: the stand-in bot stops; whether one played it."""
        if seat not in self.stand_ins:
            return False
        self.stand_ins.discard(seat)
        self._say_all(say("p{n} is back and plays the seat again.", n=seat + 1))
        return True

    def _say_all(self, words: str) -> None:
        for log in self.logs.values():
            log.append(words)

    # --- what a seat sees ---------------------------------------------------------------

    def seat_kinds(self) -> list[dict[str, str]]:
        """Who plays each seat, as every connection is told (public: a table names its seats
        from it): "host" (a person at the host's screen), "network" (a person who joined),
        "open" (a network seat nobody has joined yet), "bot" (a bot of the setup, with its
        ``level``), "stand-in" (a bot playing for a person who left, with its ``level``)."""
        kinds: list[dict[str, str]] = []
        for seat, setup_seat in enumerate(self.match.setup.seats):
            if self.match.is_bot(seat):
                kinds.append({"kind": "bot", "level": setup_seat.level})
            elif seat in self.stand_ins:
                kinds.append({"kind": "stand-in", "level": self.takeover_level})
            elif seat not in self.open_seats:
                kinds.append({"kind": "host"})
            elif seat in self.secrets.tokens:
                kinds.append({"kind": "network"})
            else:
                kinds.append({"kind": "open"})
        return kinds

    @property
    def at(self) -> int:
        return len(self.match.moves)

    def view(self, seat: int) -> dict[str, Any]:
        """The seat's view now (without events): observation, who decides, its legal actions."""
        game = self.match.game
        over = game.winner() is not None or game.is_over()
        deciding = -1 if over else game.current_player()
        legal: list[dict[str, str]] = []
        if seat != SPECTATOR and deciding == seat:
            describe = getattr(game, "describe", None)
            for action in game.legal_actions():
                text = game.text(action)
                legal.append({"text": text, "words": describe(action) if describe else text})
        message = {"type": "state", "at": self.at, "seat": seat, "deciding": deciding,
                   "observation": game.observe(seat), "legal": legal, "over": over,
                   "winner": game.winner(), "bot_deciding": self.plays_as_bot(deciding),
                   "stand_ins": sorted(self.stand_ins)}
        position = self.seen_position(seat)
        if position is not None:
            message["position"] = position
        return message

    def seen_position(self, seat: int) -> dict[str, Any] | None:
        """The position of the game as ``seat`` sees it (``GameDefinition.seen``), or None for
        a game that does not say yet what a seat sees (its clients get the observation only)."""
        if self._seen_missing:
            return None
        definition = self.match.definition
        try:
            return definition.seen(self.match.game, seat).to_position()
        except NotImplementedError:
            self._seen_missing = True
            return None

    def update(self, listener: Listener) -> None:
        """Send the listener its view if it changed, with the log lines it has not had."""
        log = self.logs[listener.seat]
        kinds = self.seat_kinds()
        if listener.sent_at == self.at and listener.sent_events == len(log) and listener.sent_seats == kinds:
            return
        message = self.view(listener.seat)
        message["seat_kinds"] = kinds
        listener.sent_seats = kinds
        for option in message["legal"]:
            option["words"] = listener.say(option["words"], 200)
        message["events"] = [listener.say(line) for line in log[listener.sent_events:]]
        message["first_event"] = listener.sent_events
        listener.sent_events = len(log)
        listener.sent_at = self.at
        listener.send(message)

    def broadcast(self) -> None:
        for listener in list(self.listeners):
            self.update(listener)

    def relanguage(self, listener: Listener, language: str) -> None:
        """The listener's person chose another language (their Settings): from now on its
        words are said in it, and its view and its whole log are sent again in it (the log
        from its first line: ``first_event`` 0 tells the client to replace it)."""
        listener.language = language if language in LANGUAGES else DEFAULT
        listener.sent_events, listener.sent_at = 0, -1
        self.update(listener)

    # --- moves ------------------------------------------------------------------------------

    def refusal(self, seat: int, at: int, text: str) -> str | None:
        """Why ``seat`` may not play ``text`` in the position ``at`` (None: it may), a phrase
        (the listener's ``say`` puts it in its language). The seat is checked before the text
        is read: a text that is not a legal move is answered with the decider's legal moves."""
        game = self.match.game
        if seat == SPECTATOR:
            return say("a spectator does not move")
        if game.winner() is not None or game.is_over():
            return say("the game is over")
        if at != self.at:
            return say("that move was chosen at move {at}; the game is at move {now}", at=at, now=self.at)
        if game.current_player() != seat:
            return say("it is not your decision")
        try:
            action = game.parse(text)
        except Exception:  # noqa: BLE001 - hostile text: any failure is a refusal in words
            legal = game.legal_texts()
            return say("{text} is not a legal move now; legal moves include {moves}",
                       text=Name(repr(clean_text(text, 60))), moves=Name(", ".join(legal[:8])))
        why_not = getattr(game, "why_not", None)
        reason = why_not(action) if why_not else None
        if reason:
            return reason  # the engine's phrase
        if game.text(action) not in set(game.legal_texts()):
            return say("not a legal move now")
        return None

    def play(self, seat: int, at: int, text: str) -> str | None:
        """Play a seat's move: None when it was played, else the reason it was refused."""
        reason = self.refusal(seat, at, text)
        if reason is None:
            self.apply(self.match.game.parse(text))
        return reason

    def apply(self, action: Any) -> None:
        """Play an action the host has checked (or a bot chose) and log what each seat may read."""
        self._log(self.match, self.session.apply(action))
        if self.on_move is not None:
            self.on_move(self.match)
        self.broadcast()

    def bot_to_move(self) -> bool:
        game = self.match.game
        return game.winner() is None and not game.is_over() and self.plays_as_bot(game.current_player())


# --- the websocket server --------------------------------------------------------------------


class _Bucket:
    """A token bucket: ``take`` is False once a connection sends faster than it may."""

    def __init__(self, rate: float, burst: int) -> None:
        self.rate, self.burst = rate, burst
        self.tokens = float(burst)
        self.stamp = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.tokens = min(self.burst, self.tokens + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.tokens < 1:
            return False
        self.tokens -= 1
        return True


class Server:
    """A ``Host`` on a websocket server; bot seats are played as they come to decide.

    ``rate`` and ``burst``: the messages a connection may send a second, and at once (a
    program playing a seat at machine speed, as the tests do, needs more than a person)."""

    def __init__(self, host: Host, rate: float = RATE_PER_SECOND, burst: int = RATE_BURST) -> None:
        self.host = host
        self.rate, self.burst = rate, burst
        self.connections = 0
        self._bots: asyncio.Task | None = None
        self.bot_error: str | None = None
        self._server: Any = None
        self.port = 0
        #: seat -> the timer that lets a bot take it (``Host.takeover`` after it dropped)
        self._takeovers: dict[int, asyncio.TimerHandle] = {}

    async def start(self, address: str = "127.0.0.1", port: int = 0) -> int:
        from websockets.asyncio.server import serve

        self._server = await serve(self._handle, address, port, max_size=messages.MAX_CLIENT_BYTES,
                                   max_queue=4, compression=None, ping_interval=20, ping_timeout=20,
                                   close_timeout=2, open_timeout=HELLO_SECONDS, server_header=None)
        self.port = self._server.sockets[0].getsockname()[1]
        self.kick_bots()
        return self.port

    async def close(self) -> None:
        for timer in self._takeovers.values():
            timer.cancel()
        self._takeovers.clear()
        if self._bots is not None:
            self._bots.cancel()
        self.host.session.close()  # the bots' search processes end with the game's server
        if self._server is not None:
            self._server.close()
            await self._server.wait_closed()

    async def serve_forever(self) -> None:
        await self._server.serve_forever()

    # --- bots -------------------------------------------------------------------------

    def kick_bots(self) -> None:
        if self.host.bot_to_move() and (self._bots is None or self._bots.done()):
            self._bots = asyncio.get_running_loop().create_task(self._run_bots())

    async def _run_bots(self) -> None:
        try:
            await self._bot_moves()
        except Exception as exc:  # noqa: BLE001 - a bot's bug stops the bots, said once, not the host
            self.bot_error = f"{type(exc).__name__}: {clean_text(str(exc), 200)}"
            print(f"villainous: a bot failed, the game waits: {self.bot_error}", file=sys.stderr)

    async def _bot_moves(self) -> None:
        host = self.host
        while host.bot_to_move():
            at = host.at
            decide = host.session.prepare()  # what the bot may see, taken on this thread
            action = await asyncio.to_thread(decide)
            if host.at != at or not host.bot_to_move():  # the seat's person came back meanwhile
                continue
            host.apply(action)
            await asyncio.sleep(0)  # let the connections send between bot moves

    # --- connections ------------------------------------------------------------------

    async def _handle(self, ws: Any) -> None:
        if self.connections >= MAX_CONNECTIONS:
            await ws.close(1013, "the host is full")
            return
        self.connections += 1
        try:
            await self._session(ws)
        except Exception:  # noqa: BLE001,S110 - a connection's end, whatever it was, ends only it
            pass
        finally:
            self.connections -= 1

    async def _session(self, ws: Any) -> None:
        try:
            raw = await asyncio.wait_for(ws.recv(), HELLO_SECONDS)
        except TimeoutError:
            await ws.close(1008, "no hello")
            return
        try:
            hello = messages.read_client(raw)
        except messages.MessageError:
            hello = {}  # the same answer as a wrong code: an answer tells nothing before admission
        admission = self.host.admit(hello["code"]) if hello.get("type") == "hello" else None
        language = language_of(hello)
        if admission is None:
            await self._refuse_and_close(ws, translated(NOT_ADMITTED, language))
            return
        wake = asyncio.Event()
        outbox: list[dict[str, Any]] = []

        def send(message: dict[str, Any]) -> None:
            outbox.append(message)
            wake.set()

        timer = self._takeovers.pop(admission.seat, None)
        if timer is not None:
            timer.cancel()
        listener = self.host.attach(admission, send, language)
        writer = asyncio.get_running_loop().create_task(self._write(ws, outbox, wake))
        try:
            await self._read(ws, listener, send)
        finally:
            self.host.detach(listener)
            writer.cancel()
            self._dropped(listener.seat)

    # --- a dropped seat -----------------------------------------------------------------

    def _dropped(self, seat: int) -> None:
        """A seat's connection ended: with ``Host.takeover``, a bot takes the seat unless its
        person is back in time."""
        host = self.host
        if host.takeover is None or seat not in host.open_seats or host.connected(seat) or seat in self._takeovers:
            return
        self._takeovers[seat] = asyncio.get_running_loop().call_later(host.takeover, self._take_over, seat)

    def _take_over(self, seat: int) -> None:
        self._takeovers.pop(seat, None)
        if self.host.stand_in(seat):
            self.kick_bots()

    async def _refuse_and_close(self, ws: Any, reason: str) -> None:
        try:
            await asyncio.wait_for(ws.send(messages.encode({"type": "error", "reason": reason})), SEND_SECONDS)
        finally:
            await ws.close(1008, "refused")

    async def _write(self, ws: Any, outbox: list[dict[str, Any]], wake: asyncio.Event) -> None:
        while True:
            await wake.wait()
            wake.clear()
            while outbox:
                message = outbox.pop(0)
                try:
                    await asyncio.wait_for(ws.send(messages.encode(message)), SEND_SECONDS)
                except Exception:  # noqa: BLE001 - a slow or gone client: drop the connection
                    await ws.close(1008, "too slow")
                    return
                if message["type"] == "replaced":
                    await ws.close(1000, "replaced")
                    return

    async def _read(self, ws: Any, listener: Listener, send: Callable[[dict[str, Any]], None]) -> None:
        bucket = _Bucket(self.rate, self.burst)
        refusals = 0
        async for raw in ws:
            if listener not in self.host.listeners:  # replaced by a newer connection
                return
            if not bucket.take():
                await ws.close(1008, "too many messages")
                return
            try:
                msg = messages.read_client(raw)
            except messages.MessageError as exc:
                reason: str | None = exc.reason
            else:
                reason = None
                if msg["type"] == "ping":
                    send({"type": "pong"})
                elif msg["type"] == "hello":
                    reason = say("already joined")
                elif msg["type"] == "language":
                    self.host.relanguage(listener, language_of(msg))
                else:
                    reason = self.host.play(listener.seat, msg["at"], msg["text"])
                    if reason is None:
                        self.kick_bots()
            if reason is not None:
                refusals += 1
                send({"type": "refused", "reason": listener.say(reason), "at": self.host.at})
                if refusals > MAX_REFUSALS:
                    await ws.close(1008, "too many refused messages")
                    return
