"""A host inside the window: the same ``Host`` and websocket server as ``serve``, on a thread.

"Host a game" runs ``BackgroundHost``: an asyncio loop on a thread of its own holds the
``Host``, its ``Server`` (bots included) and the autosave; every change to the game happens
on that thread. The window never touches the hosted match: it plays its own seats (the
seats of people at this screen) through ``local(seat)``, a ``LocalLink`` that speaks the
same messages as a network client, and reads ``status()`` to draw who has joined.

It listens only where the player chose (``address``: 127.0.0.1 unless told otherwise), and
keeps the digests of the codes beside the game's save, as ``serve`` does (``codes``): a saved
game hosted again (``resumed``) admits the same seats with the same codes.
No pygame here.
"""

from __future__ import annotations

import asyncio
import threading
from concurrent.futures import Future
from dataclasses import dataclass, field
from typing import Any

from game.core.autosave import Autosaver
from game.core.match import Match
from game.core.safefile import clean_text
from game.core.saves import SaveStore
from game.i18n import translated

from .codes import codes_path, save_codes
from .host import Admission, Host, Listener, Secrets, Server
from .link import Link
from .serve import kept_codes, reach

START_SECONDS = 10.0  # binding a port takes milliseconds; a loop that does not start is a bug
STOP_SECONDS = 10.0


class HostError(Exception):
    """The game cannot be hosted (the address or port cannot be used): in words."""


@dataclass
class HostStatus:
    """What the window shows of a hosted game (a copy, taken on the host's thread)."""

    at: int = 0
    over: bool = False
    connected: list[int] = field(default_factory=list)  # seats with a connection now
    claimed: list[int] = field(default_factory=list)  # seats someone has joined
    stand_ins: list[int] = field(default_factory=list)
    spectators: int = 0


class LocalLink(Link):
    """A seat of the hosted game played at this screen: no socket and no code; the host's
    messages are put into the inbox on the host's thread, moves go to it with
    ``call_soon_threadsafe``."""

    def __init__(self, hosting: BackgroundHost, seat: int, language: str = "en") -> None:
        super().__init__()
        self.hosting = hosting
        self.seat = seat
        self.language = language  # the window's, when the link was made
        self.listener: Listener | None = None

    def send_move(self, at: int, text: str) -> None:
        self.hosting.call(self._play, at, text)

    def send_language(self, language: str) -> None:
        self.language = language
        self.hosting.call(self._relanguage, language)

    def _relanguage(self, language: str) -> None:
        if self.listener is not None:
            self.hosting.host.relanguage(self.listener, language)

    def _play(self, at: int, text: str) -> None:
        reason = self.hosting.host.play(self.seat, at, text)
        if reason is None:
            self.hosting.server.kick_bots()
        else:
            self.inbox.put({"type": "refused", "reason": clean_text(translated(reason, self.language), 300),
                            "at": self.hosting.host.at})

    def close(self) -> None:
        if self.listener is not None:
            listener, self.listener = self.listener, None
            self.hosting.call(self.hosting.host.detach, listener)


class BackgroundHost:
    """Host ``match`` on a thread: ``start`` binds ``address``:``port`` (HostError if it
    cannot) and returns the port; ``stop`` ends it, its autosave written. ``open_seats``: the
    network seats (each gets a join code); the other human seats are played at this screen
    (``local``). ``store``: the save folder (None: not saved, the tests' own)."""

    def __init__(self, match: Match, open_seats: list[int], store: SaveStore | None = None, *,
                 resumed: bool = False, takeover: float | None = None) -> None:
        self.match = match
        self.store = store
        self.saver = Autosaver(store) if store is not None else None
        self.lost_codes: str | None = None  # why a re-hosted game's codes are new
        kept: Secrets | None = None
        if self.saver is not None:
            self.saver.submit(match)  # the first save gives the game its file, and the codes their place
            self.saver.flush(30)
            kept, self.lost_codes = kept_codes(store, match, resumed)
        self.host = Host(match, open_seats, on_move=self._saved, secrets=kept, on_secrets=self._keep,
                         takeover=takeover)
        self.resumed = kept is not None
        if kept is None:
            self._keep(self.host.secrets)
        self.server = Server(self.host)
        self.loop: asyncio.AbstractEventLoop | None = None
        self.thread: threading.Thread | None = None
        self.address = ""
        self.port = 0
        self.problem: str | None = None  # a failure to save the codes, in words
        #: the game's name on the LAN (``announce``), or why it could not be announced
        self.announced: str | None = None
        self.announce_problem: str | None = None
        self._announcement: Any = None
        self._status = HostStatus()

    # --- the save and the codes (on the host's thread) ---------------------------------

    def _saved(self, match: Match) -> None:
        if self.saver is not None:
            self.saver.submit(match)

    def _keep(self, secrets: Secrets) -> None:
        path = codes_path(self.store, self.match) if self.store is not None else None
        if path is None:
            return
        try:
            save_codes(path, self.match, secrets)
        except OSError as exc:
            self.problem = f"the codes could not be saved beside the game: {exc.strerror or exc}"

    # --- the thread ----------------------------------------------------------------------

    def start(self, address: str = "127.0.0.1", port: int = 0, announce: bool = False) -> int:
        """Listen on ``address``:``port`` (0: any free port); the port. HostError when the
        address cannot be used (in use, not this machine's). ``announce``: the game is
        announced on the local network by mDNS while it is hosted (``lan``; the player chose
        the LAN), or ``announce_problem`` says why it is not."""
        ready: Future = Future()
        self.address = address
        self.thread = threading.Thread(target=self._run, args=(address, port, ready, announce),
                                       name="villainous-host", daemon=True)
        self.thread.start()
        try:
            self.port = ready.result(START_SECONDS)
        except OSError as exc:
            self.thread.join(STOP_SECONDS)
            raise HostError(f"cannot listen on {clean_text(address, 60)}:{port}: {exc.strerror or exc}") from None
        return self.port

    def _run(self, address: str, port: int, ready: Future, announce: bool) -> None:
        loop = asyncio.new_event_loop()
        self.loop = loop
        try:
            bound = loop.run_until_complete(self.server.start(address, port))
        except OSError as exc:
            ready.set_exception(exc)
            loop.close()
            return
        if announce:
            loop.run_until_complete(self._announce(address, bound))
        ready.set_result(bound)
        try:
            loop.run_forever()
        finally:
            if self._announcement is not None:
                loop.run_until_complete(self._announcement.stop())
            loop.run_until_complete(self.server.close())
            loop.close()

    async def _announce(self, address: str, port: int) -> None:
        from .lan import Announcement, LanError

        definition = self.match.definition
        announcement = Announcement(definition.key, definition.title, address, port)
        try:
            self.announced = await announcement.start()
            self._announcement = announcement
        except LanError as exc:
            self.announce_problem = exc.reason  # a phrase: the window says it in its language

    def call(self, fn: Any, *args: Any) -> None:
        """Run ``fn(*args)`` on the host's thread, soon (a stopped host ignores it)."""
        if self.loop is not None and not self.loop.is_closed():
            try:
                self.loop.call_soon_threadsafe(fn, *args)
            except RuntimeError:  # the loop closed meanwhile
                pass

    def ask(self, fn: Any, *args: Any, timeout: float = 2.0) -> Any:
        """``fn(*args)`` run on the host's thread, its result (waiting at most ``timeout``)."""
        async def run() -> Any:
            return fn(*args)

        if self.loop is None or self.loop.is_closed():
            return fn(*args)  # not started, or stopped: nothing else touches the game
        return asyncio.run_coroutine_threadsafe(run(), self.loop).result(timeout)

    def stop(self) -> None:
        """Stop listening and the bots; the last autosave written."""
        if self.loop is not None and not self.loop.is_closed():
            self.loop.call_soon_threadsafe(self.loop.stop)
        if self.thread is not None:
            self.thread.join(STOP_SECONDS)
        if self.saver is not None:
            self.saver.flush(30)

    # --- what the window asks ----------------------------------------------------------------

    def local(self, seat: int, language: str = "en") -> LocalLink:
        """A seat played at this screen (a human seat that is not a network seat), its words
        (the host's refusals, the log) in ``language``."""
        if seat in self.host.open_seats or self.match.is_bot(seat) or not 0 <= seat < len(self.match.setup.seats):
            raise ValueError(f"seat {seat + 1} is not a seat of this screen")
        link = LocalLink(self, seat, language)

        def attach() -> None:
            link.listener = self.host.attach(Admission(seat, None), link.inbox.put, language)
            self.server.kick_bots()

        self.call(attach)
        return link

    def status(self) -> HostStatus:
        """Who is there, taken on the host's thread."""
        def take() -> HostStatus:
            host = self.host
            game = host.match.game
            return HostStatus(host.at, game.winner() is not None or game.is_over(),
                              sorted({x.seat for x in host.listeners if x.seat in host.open_seats}),
                              sorted(host.secrets.tokens), sorted(host.stand_ins),
                              sum(1 for x in host.listeners if x.seat < 0))

        try:
            self._status = self.ask(take, timeout=0.2)
        except TimeoutError:  # the host's thread is busy: the last one, rather than a wait
            pass
        return self._status

    def reach(self) -> str:
        return reach(self.address)
