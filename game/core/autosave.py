"""Autosave off the window's thread: a writer thread that saves games in the order asked.

After every move the table hands the game to the ``Autosaver`` and goes on drawing; the
writer serializes it and writes it (temporary file, fsync, backups, rename: the store's
atomic write) on a thread of its own. What the table hands over is a snapshot taken at
once (the game cloned, the moves copied), so later moves never leak into an earlier save.

Promises (tests/core/test_autosave.py):
- ordered: one thread writes, in the order asked; a game asked again before its earlier
  save started keeps only the newer snapshot (which holds every earlier move), so a later
  save is never overtaken by an earlier one;
- atomic: each write is the store's own (a crash leaves the old file or the new one);
- flushed: ``flush`` waits until everything asked is on disk; the window flushes before it
  lets go of a game, when it quits and before the crash handler reports;
- failures are kept: ``outcome`` is the last finished save's error (None: it succeeded),
  which the window shows as "Autosave failed: ..." as before.
"""

from __future__ import annotations

import copy
import threading
from collections import deque

from .match import Match
from .saves import SaveStore, new_game_id

SETTLE = 0.02  # seconds the writer lets pass after a save is asked before it starts


def snapshot(match: Match) -> Match:
    """The game as it stands, for a writer on another thread: its own copy of the state and
    the moves (the identity is given first, on the match itself: both must share it)."""
    if not match.game_id:
        match.game_id = new_game_id()
    snap = copy.copy(match)
    snap.game = match.game.clone()
    snap.moves = list(match.moves)
    snap.history = []
    snap.redo_stack = []
    return snap


class Autosaver:
    """Saves games into ``store`` on a writer thread, in order."""

    def __init__(self, store: SaveStore) -> None:
        self.store = store
        self._cond = threading.Condition()
        self._pending: dict[str, tuple[int, Match]] = {}  # game id -> (ticket, newest snapshot)
        self._queue: deque[str] = deque()  # game ids, in the order first asked
        self._asked = 0  # tickets handed out
        self._writing = False
        self._hurry = False  # a flush is waiting: no pause before writing
        self._outcome: tuple[int, BaseException | None] = (0, None)
        self._thread: threading.Thread | None = None

    def submit(self, match: Match) -> int:
        """Ask for ``match`` to be saved as it is now; returns the ticket of that save."""
        snap = snapshot(match)
        with self._cond:
            self._asked += 1
            ticket = self._asked
            gid = snap.game_id
            if gid not in self._pending:
                self._queue.append(gid)
            self._pending[gid] = (ticket, snap)
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="villainous-autosave", daemon=True)
                self._thread.start()
            self._cond.notify_all()
        return ticket

    def _run(self) -> None:
        while True:
            with self._cond:
                while not self._queue:
                    if not self._cond.wait(30):
                        if not self._queue:  # idle for a while: the thread ends (a new one starts on demand)
                            self._thread = None
                            return
                # let the frame that asked finish first: the writer's Python work would take
                # the interpreter lock from it (a flush does not wait for this)
                self._cond.wait_for(lambda: self._hurry, SETTLE)
                gid = self._queue.popleft()
                ticket, snap = self._pending.pop(gid)
                self._writing = True
            error: BaseException | None = None
            try:
                self.store.autosave(snap)
            except BaseException as exc:  # noqa: BLE001 - handed to the window, which says it
                error = exc
            with self._cond:
                self._writing = False
                self._outcome = (ticket, error)
                self._cond.notify_all()

    def busy(self) -> bool:
        with self._cond:
            return bool(self._queue) or self._writing

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every save asked for is finished; False if ``timeout`` ran out first."""
        with self._cond:
            self._hurry = True
            self._cond.notify_all()
            try:
                return self._cond.wait_for(lambda: not self._queue and not self._writing, timeout)
            finally:
                self._hurry = False

    def outcome(self) -> tuple[int, BaseException | None]:
        """(ticket, error) of the last save finished: error None when it was written."""
        with self._cond:
            return self._outcome

    def finished(self) -> int:
        """The ticket of the last save finished, read without waiting for the writer (the
        window asks every frame; the pair is replaced whole, so it is never half-written)."""
        return self._outcome[0]
