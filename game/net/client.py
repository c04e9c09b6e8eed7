"""A client: joins a host with a code and plays one seat (``villainous join``).

``Client`` is the connection (websockets' asyncio client): it says hello, keeps the last
view the host sent and the log, and sends moves naming the position they were chosen in.
``play_in_terminal`` is the small terminal player: the seat's log as it grows, the legal
moves numbered when the seat decides, a move typed as listed or by its number; or, with a
``bot`` level, the seat played by a bot deciding from what this client received
(``seatbot.SeatBot``).

What the client says itself (an address it cannot use, a host it cannot reach, the terminal's
frame) it keeps as phrases (``game.core.phrase``), said in the player's language through the
message catalogue (``game.i18n.translated``); what the host says comes in that language already.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Awaitable, Callable
from typing import Any
from urllib.parse import urlsplit

from game.core.phrase import Name
from game.core.phrase import say as phrase
from game.core.safefile import clean_text
from game.i18n import translated

from . import messages

CONNECT_SECONDS = 10.0
PACE = 10.0  # half the host's rate limit (host.RATE_PER_SECOND)
#: a bot's seat sends a move as soon as it decides, so it keeps under the host's limit (a
#: bucket of 40 messages refilled at 20 a second) with a bucket of its own, smaller and slower:
#: a Villainous turn's many moves in a row go at once, and the other seats' turns refill it
BOT_PACE = 18.0
BOT_BURST = 30


class JoinError(Exception):
    """The host refused, closed, or could not be reached: the reason in words (``str``: the
    English; ``reason``: the phrase, to say in a language with ``game.i18n.translated``)."""

    @property
    def reason(self) -> str:
        return self.args[0] if self.args else ""


def address_uri(address: str) -> str:
    """``HOST:PORT``, ``[::1]:PORT`` or a ``ws://`` address, as a websocket URI."""
    text = address.strip()
    if "://" not in text:
        text = f"ws://{text}"
    parts = urlsplit(text)
    if parts.scheme not in ("ws", "wss") or not parts.hostname:
        raise JoinError(phrase("not an address: {address} (give HOST:PORT)", address=Name(clean_text(address, 80))))
    try:
        port = parts.port
    except ValueError:
        port = None
    if port is None:
        raise JoinError(phrase("the address {address} names no port (give HOST:PORT)",
                               address=Name(clean_text(address, 80))))
    return text


def unreachable(address: str, exc: BaseException) -> str:
    """Why a host could not be reached, as a phrase (the system's own words kept as they are)."""
    return phrase("could not reach {address}: {why}", address=Name(clean_text(address, 80)),
                  why=Name(clean_text(str(exc), 120)))


class Client:
    """One seat's connection. ``received`` keeps every frame's text, as it came.

    ``pace``: the messages a second it sends at most (under the host's limit, which closes a
    connection that floods it); None for a host that allows more (the tests' own). ``burst``:
    how many it may send at once before that pace holds (1: evenly spaced)."""

    def __init__(self, pace: float | None = PACE, language: str = "en", burst: int = 1) -> None:
        self.pace = pace
        self.burst = burst
        self._tokens = float(burst)
        self._stamp: float | None = None
        self.language = language  # the host's words come in it
        self.ws: Any = None
        self.welcome: dict[str, Any] = {}
        self.state: dict[str, Any] = {}
        self.log: list[str] = []
        self.received: list[str] = []
        self.refusals: list[str] = []

    async def join(self, address: str, code: str) -> dict[str, Any]:
        from websockets.asyncio.client import connect

        try:
            self.ws = await asyncio.wait_for(
                connect(address_uri(address), max_size=messages.MAX_MESSAGE_BYTES, compression=None,
                        proxy=None, open_timeout=CONNECT_SECONDS, close_timeout=2), CONNECT_SECONDS)
        except (OSError, TimeoutError) as exc:
            raise JoinError(unreachable(address, exc)) from None
        await self.ws.send(messages.encode({"type": "hello", "code": code, "language": self.language}))
        first = await self.next()
        if first.get("type") != "welcome":
            await self.close()
            said = clean_text(str(first.get("reason") or ""), 200)  # the host's words, in this client's language
            raise JoinError(Name(said) if said else phrase("the host refused"))
        self.welcome = first
        return first

    async def next(self, timeout: float = 30.0) -> dict[str, Any]:
        """The next message (a view is kept, its events added to the log)."""
        from websockets.exceptions import ConnectionClosed

        try:
            raw = await asyncio.wait_for(self.ws.recv(), timeout)
        except ConnectionClosed as exc:
            said = clean_text(exc.rcvd.reason if exc.rcvd else "", 80)
            raise JoinError(phrase("the host closed the connection ({reason})",
                                   reason=Name(said) if said else phrase("no reason"))) from None
        text = raw if isinstance(raw, str) else raw.decode("utf-8", "replace")
        self.received.append(text)
        msg = json.loads(text)
        if msg.get("type") == "state":
            self.state = msg
            self.log.extend(msg.get("events", []))
        elif msg.get("type") == "refused":
            self.refusals.append(str(msg.get("reason")))
        return msg

    async def move(self, text: str) -> None:
        if self.pace:
            await self._paced(self.pace)
        await self.ws.send(messages.encode({"type": "move", "at": self.state.get("at", 0), "text": text}))

    async def _paced(self, pace: float) -> None:
        """Wait until one more message keeps within ``pace`` a second and ``burst`` at once."""
        loop = asyncio.get_running_loop()
        for _ in range(2):  # the second look is after the wait, which refilled what was missing
            now = loop.time()
            if self._stamp is not None:
                self._tokens = min(float(self.burst), self._tokens + (now - self._stamp) * pace)
            self._stamp = now
            if self._tokens >= 1:
                break
            await asyncio.sleep((1 - self._tokens) / pace)
        self._tokens -= 1

    async def close(self) -> None:
        if self.ws is not None:
            await self.ws.close()

    @property
    def deciding(self) -> bool:
        return bool(self.state.get("legal"))

    @property
    def over(self) -> bool:
        return bool(self.state.get("over"))


async def play_in_terminal(address: str, code: str, ask: Callable[[str], Awaitable[str]] | None = None,
                           say: Callable[[str], None] = print, language: str = "en", bot: str | None = None) -> int:
    """Play a seat from the terminal until the game ends (0) or the player quits (0); the
    host says its refusals, the log and the moves' words in ``language``, and the terminal its
    own. ``bot``: a bot level of the game, which plays the seat (``seatbot.SeatBot``) instead
    of the person."""
    def words(text: str) -> str:
        return translated(text, language)

    if ask is None:
        async def ask(prompt: str) -> str:
            return await asyncio.to_thread(input, prompt)

    client = Client(pace=BOT_PACE, language=language, burst=BOT_BURST) if bot else Client(language=language)
    welcome = await client.join(address, code)
    seat = welcome["seat"]
    labels = welcome.get("labels") or []
    if seat < 0:
        who = phrase("a spectator")
    elif seat < len(labels):
        who = phrase("p{n} ({label})", n=seat + 1, label=Name(clean_text(str(labels[seat]), 60)))
    else:
        who = phrase("p{n}", n=seat + 1)
    title = clean_text(str(welcome.get("title") or "Game"), 80)  # a game's title: a catalogue word
    say(words(phrase("{title}: you are {who}.", title=title, who=who)))
    if welcome.get("token"):
        say(words(phrase("To come back to this seat: {command}",
                         command=Name(f"villainous join {address} {clean_text(str(welcome['token']), 64)}"))))
    player = None
    moved_at = -1  # the position the bot last moved in
    if bot is not None and seat >= 0:
        from .seatbot import SeatBot

        try:
            player = SeatBot(str(welcome.get("game")), bot, seat)
        except ValueError as exc:
            await client.close()
            raise JoinError(exc.args[0]) from None
        say(words(phrase("A {level} bot plays p{n}, from what this seat receives.", level=Name(bot), n=seat + 1)))
    try:
        while True:
            msg = await client.next(timeout=3600)
            if msg.get("type") == "refused":
                say(words(phrase("Refused: {reason}", reason=Name(clean_text(str(msg.get("reason")), 300)))))
                msg = {**client.state, "events": []}  # the same decision, asked again (no new view comes)
                if player is not None:
                    player.refused()
                    moved_at = -1
            if msg.get("type") == "replaced":
                say(words(phrase("This seat was joined from another connection.")))
                return 0
            if msg.get("type") != "state":
                continue
            for line in msg.get("events", []):
                say(f"  · {clean_text(str(line), 300)}")
            if msg.get("over"):
                winner = msg.get("winner")
                say(words(phrase("Game over: a shared victory.") if winner is None or winner < 0
                          else phrase("Game over: p{n} wins.", n=winner + 1)))
                return 0
            legal = msg.get("legal") or []
            if not legal:
                continue
            if player is not None:
                if msg.get("at") == moved_at:  # the same position told again (a seat joined): moved already
                    continue
                moved_at = msg.get("at")
                said_problem = player.problem
                line = await asyncio.to_thread(player.choose, msg)
                if player.problem is not None and said_problem is None:
                    say(words(phrase("Note: {problem}; it answers by number (a random listed move) when so.",
                                     problem=player.problem)))
                say(f"  > {line}")
                await client.move(line)
                continue
            for i, option in enumerate(legal, 1):
                say(f"  {i:2}. {option['text']}  ({clean_text(str(option['words']), 100)})")
            while True:
                line = (await ask("> ")).strip()
                if line in ("quit", "q", "exit"):
                    return 0
                if line == "show":
                    say(json.dumps(client.state.get("observation"), indent=1))
                    continue
                if line.isdigit() and 1 <= int(line) <= len(legal):
                    line = legal[int(line) - 1]["text"]
                if line:
                    break
            await client.move(line)
    except EOFError:
        return 0
    finally:
        if player is not None:
            player.close()
        await client.close()
