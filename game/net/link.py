"""A window's end of a network seat: messages in and out through queues, never a wait.

A window draws a frame every few milliseconds and must never stop for the network. A link
runs its connection on a thread of its own and hands what arrives to the window's loop
through a queue (``poll``: what came since the last frame, at once); what the window sends
is queued for that thread too (``send_move``). Two kinds, one interface:

- ``ThreadLink``: a connection to a host over the network, websockets' threading client
  (``websockets.sync``), for "Join a game";
- ``LocalLink`` (``hosting.BackgroundHost.local``): a seat of the game this window hosts,
  played at this screen, admitted without a code and with no socket at all.

When the connection ends, ``poll`` gives a last message ``{"type": "closed", "reason": …}``.
No pygame here.
"""

from __future__ import annotations

import json
import queue
import threading
from typing import Any

from game.core.phrase import Name
from game.core.phrase import say as phrase
from game.core.safefile import clean_text

from . import messages
from .client import CONNECT_SECONDS, JoinError, address_uri, unreachable

#: how long the link's thread waits for a frame before it looks at what the window queued
TICK_SECONDS = 0.05
#: the most messages one ``poll`` hands over (the rest wait for the next frame)
POLL_MOST = 64


class Link:
    """What a window's network seat offers: ``poll``, ``wait``, ``send_move``, ``close``."""

    def __init__(self) -> None:
        self.inbox: queue.Queue[dict[str, Any]] = queue.Queue()
        self.closed: str | None = None  # why the connection ended, once ``poll`` has said it

    def poll(self) -> list[dict[str, Any]]:
        """What arrived since the last call, oldest first (never waits)."""
        out: list[dict[str, Any]] = []
        while len(out) < POLL_MOST:
            try:
                out.append(self.inbox.get_nowait())
            except queue.Empty:
                break
        self._note(out)
        return out

    def wait(self, timeout: float) -> dict[str, Any] | None:
        """The next message, waiting at most ``timeout`` seconds (None if none came)."""
        try:
            msg = self.inbox.get(timeout=timeout)
        except queue.Empty:
            return None
        self._note([msg])
        return msg

    def _note(self, got: list[dict[str, Any]]) -> None:
        for msg in got:
            if msg.get("type") == "closed":
                self.closed = str(msg.get("reason", ""))

    def send_move(self, at: int, text: str) -> None:  # pragma: no cover - each link's own
        raise NotImplementedError

    def send_language(self, language: str) -> None:
        """This seat's person chose ``language``: the host says its words in it from now on
        (and sends the log again in it)."""
        self.language = language

    def close(self) -> None:  # pragma: no cover - each link's own
        raise NotImplementedError


class ThreadLink(Link):
    """A seat of a game hosted elsewhere: websockets' threading client on a thread of its own.

    It connects, says hello with ``code`` and then, until the connection ends or ``close``
    is called, puts every message the host sends into the inbox and sends what the window
    queued. A failure to connect, a refusal or a closed connection arrives as ``closed``."""

    def __init__(self, address: str, code: str, language: str = "en") -> None:
        super().__init__()
        self.uri = address_uri(address)  # JoinError for an address that names no host and port
        self.address = address
        self.code = code.strip()
        self.language = language  # the host says its words in it (the hello says it)
        self.outbox: queue.Queue[str] = queue.Queue()
        self._stop = threading.Event()
        self._said: str | None = None  # the host's reason for closing, when it gave one
        self.thread = threading.Thread(target=self._run, name="villainous-join", daemon=True)

    def start(self) -> ThreadLink:
        self.thread.start()
        return self

    def send_move(self, at: int, text: str) -> None:
        self.outbox.put(messages.encode({"type": "move", "at": at, "text": text}))

    def send_language(self, language: str) -> None:
        self.language = language
        self.outbox.put(messages.encode({"type": "language", "language": language}))

    def close(self) -> None:
        """Ask the thread to close the connection (it ends within a tick; nothing waits here)."""
        self._stop.set()

    def _talk(self, ws: Any) -> str:
        """Hello, then the messages both ways until the end; why it ended."""
        ws.send(messages.encode({"type": "hello", "code": self.code, "language": self.language}))
        while not self._stop.is_set():
            while True:
                try:
                    ws.send(self.outbox.get_nowait())
                except queue.Empty:
                    break
            try:
                raw = ws.recv(timeout=TICK_SECONDS)
            except TimeoutError:
                continue
            text = raw if isinstance(raw, str) else raw.decode("utf-8", "replace")
            try:
                msg = json.loads(text)
            except ValueError:
                continue  # not the host's: ignored
            if isinstance(msg, dict):
                self.inbox.put(msg)
                if msg.get("type") in ("error", "replaced"):
                    self._said = clean_text(str(msg.get("reason", "")), 200) or None
        return phrase("you left the game")

    def _run(self) -> None:
        from websockets.exceptions import ConnectionClosed
        from websockets.sync.client import connect

        try:
            opened = connect(self.uri, open_timeout=CONNECT_SECONDS, close_timeout=2, compression=None,
                             max_size=messages.MAX_MESSAGE_BYTES, proxy=None)
        except Exception as exc:  # noqa: BLE001 - refused, unreachable, not a websocket: in words
            self.inbox.put({"type": "closed", "reason": unreachable(self.address, exc)})
            return
        reason = phrase("the connection was closed")
        try:
            with opened as ws:
                reason = self._talk(ws)
        except ConnectionClosed as exc:
            said = exc.rcvd.reason if exc.rcvd else ""
            if said and said not in ("refused", "replaced"):
                reason = Name(clean_text(said, 80))  # the host's words
            elif self._said:
                reason = Name(self._said)
        except Exception as exc:  # noqa: BLE001 - the window is told, never a traceback
            reason = phrase("the connection failed: {why}", why=Name(clean_text(str(exc), 120)))
        self.inbox.put({"type": "closed", "reason": reason})


def join_link(address: str, code: str, language: str = "en") -> ThreadLink:
    """A started ``ThreadLink``, or JoinError for an address or code that cannot be used;
    the host says its words to it in ``language``."""
    if not code.strip() or len(code.strip()) > messages.MAX_CODE:
        raise JoinError(phrase("a code is the 22 characters the host gave you"))
    return ThreadLink(address, code, language).start()
