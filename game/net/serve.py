"""``villainous serve``: a host without a window, and what it prints.

It hosts one game on the address given (127.0.0.1 unless told otherwise: this machine
only), prints the join code of each open seat and the spectator code, autosaves after every
move into the save folder (the window's, unless ``--save-dir`` names another), and stops
by itself once the game is over and every connection has left (at most ``LINGER_SECONDS``
later), or on Ctrl-C.

The digests of the codes and of each claimed seat's token are kept beside the save
(``codes``): a game hosted again with ``--continue`` admits the same people with what they
had, and prints no new codes (only the digests were kept).
"""

from __future__ import annotations

import asyncio
import ipaddress
import signal
from collections.abc import Callable
from pathlib import Path

from game.core.autosave import Autosaver
from game.core.match import Match
from game.core.phrase import Name
from game.core.phrase import say as phrase
from game.core.safefile import clean_text
from game.core.saves import SaveError, SaveStore
from game.i18n import translated

from .codes import CodesError, codes_path, load_codes, save_codes
from .host import Host, Secrets, Server

#: how long the host stays up at most after the game ends, so that every client gets the end
#: (it stops sooner once every connection has left)
LINGER_SECONDS = 5.0


def reach(address: str) -> str:
    """Who can reach a host listening on ``address``, as a phrase."""
    try:
        ip = ipaddress.ip_address(address)
    except ValueError:
        return phrase("whoever can reach the name {address}", address=Name(address))
    if ip.is_loopback:
        return phrase("this machine only")
    if ip.is_unspecified:
        return phrase("every network this machine is on (the LAN, and the internet if a port is forwarded)")
    return phrase("the network of {address}", address=Name(address))


def store_at(save_dir: Path | None) -> SaveStore:
    """The save folder: the window's (the platform's data folder) unless one is named."""
    return SaveStore(save_dir) if save_dir is not None else SaveStore.default()


def reopen(store: SaveStore, name: str) -> Match:
    """A saved game of the folder, by its file name (with or without ``.json``), to host again:
    its lock is taken and its autosave goes back to its file. SaveError when it cannot be."""
    stem = name[:-5] if name.endswith(".json") else name
    loaded = store.open(stem)
    if not loaded.verified:
        raise SaveError(f"{clean_text(name, 80)}: {loaded.problem or 'its moves do not replay'}")
    return loaded.match


def kept_codes(store: SaveStore, match: Match, resumed: bool) -> tuple[Secrets | None, str | None]:
    """The saved digests of a re-hosted game's codes, or None and why new ones are drawn (a
    phrase: the codes file's own words kept as they are)."""
    path = codes_path(store, match)
    if not resumed:
        return None, None
    if path is None:
        return None, phrase("the game has no save file yet")
    try:
        return load_codes(path, match), None
    except CodesError as exc:
        return None, Name(str(exc))


async def serve(match: Match, address: str, port: int, store: SaveStore,
                say: Callable[[str], None] = print, started: Callable[[int], None] | None = None,
                resumed: bool = False, lan: bool = False, takeover: float | None = None,
                language: str = "en") -> int:
    """Host ``match`` until it is over (0) or the program is interrupted. ``resumed``: a saved
    game hosted again, whose saved codes (when they can be used) admit the same people.
    ``lan``: announce the game on the local network while it is hosted (``lan``).
    ``takeover``: the seconds after which a bot plays a dropped seat until its person is back
    (``Host``); None: the game waits. ``language``: the language of what it prints (the
    commands, addresses and codes in its lines stay as they are typed)."""

    def tell(text: str, indent: str = "") -> None:
        say(indent + translated(text, language))

    saver = Autosaver(store)
    saver.submit(match)  # the first save gives the game its file, and the codes their place
    saver.flush(30)
    kept, lost = kept_codes(store, match, resumed)
    path = codes_path(store, match)

    def keep(secrets: Secrets) -> None:
        if path is None:
            return
        try:
            save_codes(path, match, secrets)
        except OSError as exc:  # the game goes on; only a restart would lose the new token
            tell(phrase("villainous: the codes could not be saved beside the game: {why}",
                        why=Name(str(exc.strerror or exc))))

    host = Host(match, on_move=saver.submit, secrets=kept, on_secrets=keep, takeover=takeover)
    if kept is None:
        keep(host.secrets)
    server = Server(host)
    try:
        bound = await server.start(address, port)
    except OSError as exc:
        tell(phrase("villainous: cannot listen on {address}: {why}", address=Name(f"{address}:{port}"),
                    why=Name(str(exc.strerror or exc))))
        return 1
    shown = f"[{address}]" if ":" in address else address
    tell(phrase("Hosting {title} on {uri} (reachable from {reach}).", title=match.definition.title,
                uri=Name(f"ws://{shown}:{bound}"), reach=reach(address)))
    if lost is not None:
        tell(phrase("The game's earlier codes cannot be used ({reason}): these are new.", reason=lost))
    labels = match.definition.seat_labels(match.setup.to_json())
    for seat in host.open_seats:
        who = (phrase("p{n} ({label})", n=seat + 1, label=Name(clean_text(str(labels[seat]), 60)))
               if seat < len(labels) else phrase("p{n}", n=seat + 1))
        if kept is not None:
            tell(phrase("{who}: comes back with its token, as before", who=who) if seat in kept.tokens
                 else phrase("{who}: comes back with its join code, as before", who=who), "  ")
        else:  # the command as it is typed, in every language (the tests read it back)
            tell(phrase("{who}: {command}", who=who,
                        command=Name(f"villainous join {shown}:{bound} {host.codes[seat]}")), "  ")
    for seat in range(len(match.setup.seats)):
        if match.is_bot(seat):
            tell(phrase("p{n}: bot ({level})", n=seat + 1, level=Name(match.setup.seats[seat].level)), "  ")
    if kept is not None:
        tell(phrase("spectators: the spectator code, as before"), "  ")
    else:
        tell(phrase("spectators: {command}",
                    command=Name(f"villainous join {shown}:{bound} {host.spectator_code}")), "  ")
    if takeover is not None:
        tell(phrase("A bot plays a seat whose player has been gone {seconds} s, until they come back ({level}).",
                    seconds=Name(f"{takeover:g}"), level=Name(host.takeover_level)))
    announcement = None
    if lan:
        from .lan import Announcement, LanError

        announcement = Announcement(match.definition.key, match.definition.title, address, bound)
        try:
            name = await announcement.start()
            tell(phrase("Announced on the local network as {name} (no code is announced).", name=Name(repr(name))))
        except LanError as exc:
            announcement = None
            tell(phrase("villainous: {problem}; players type the address instead.", problem=exc.reason))
    tell(phrase("Saves go to {folder}.", folder=Name(str(store.folder))))
    if started is not None:
        started(bound)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGTERM, signal.SIGINT):
        try:  # a polite stop (a service manager's, Ctrl-C) still flushes the autosave
            loop.add_signal_handler(signum, stop.set)
        except (NotImplementedError, RuntimeError):  # Windows: Ctrl-C interrupts as usual
            pass
    try:
        while not (match.game.winner() is not None or match.game.is_over()) and not stop.is_set():
            await asyncio.sleep(0.2)
        if not stop.is_set():
            tell(phrase("The game is over."))
            # every connection has its last view to take: stay until they have all left, at most the linger
            deadline = loop.time() + LINGER_SECONDS
            while server.connections and not stop.is_set() and loop.time() < deadline:
                await asyncio.sleep(0.1)
        else:
            tell(phrase("Stopped; the game is saved."))
    finally:
        if announcement is not None:
            await announcement.stop()
        await server.close()
        saver.flush(30)
        _, error = saver.outcome()
        if error is not None:
            tell(phrase("villainous: the last autosave failed: {error}", error=Name(str(error))))
    return 0
