"""Root-parallel search: worker processes that each grow their own ISMCTS tree from the same root.

A ``SearchPool`` is a few worker processes kept for a game (started on the first decision
that needs them, with the ``spawn`` context: no copy of the table's threads, windows or
sockets). Each decision sends every worker one task (how to make the game's ``SearchHooks``,
the search's settings, the root, its own seed and its budget) and waits for every answer:
the root's statistics (visits and reward per legal action), which the bot sums
(``ismcts.ISMCTSBot``). The waiting thread holds no lock the table needs, so the table keeps
drawing while the workers think.

``close`` stops the workers at once (a decision under way then gets no answer and its bot
plays any legal move: the game it was for is being left). A pool that cannot start its
processes, or whose worker fails, is *broken*: ``run`` answers None from then on and the bot
searches on its own core. A pool left unclosed is stopped when it is collected or when the
program ends. The Hard bots of a program share one pool a worker count (``shared_pool``,
``release_pool``): they think in turn, and the last one closed stops the processes.

``default_workers``: the number of CPUs this process may use, at most ``MAX_WORKERS``; one
inside a daemonic process (a worker of ``multiprocessing.Pool``, as the ladder's games are),
which may not start processes of its own. ``VILLAINOUS_BOT_WORKERS`` overrides it (the test
suite sets 1, so that its many Hard bots stay on one core and start no processes).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import pickle
import signal
import threading
import weakref
from collections.abc import Callable, Sequence
from multiprocessing.connection import Connection, wait
from typing import Any

#: the most workers the Hard bot uses unless told otherwise (its gain flattens past a few)
MAX_WORKERS = 4
#: the environment variable that sets the default number of workers
WORKERS_ENV = "VILLAINOUS_BOT_WORKERS"
#: how often a waiting decision looks whether its pool was closed (seconds)
_POLL = 0.05


def cpus() -> int:
    """The CPUs this process may run on (its affinity where the system says it)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


#: whether a Hard bot searches on every CPU when not told: only once the SPRT has accepted
#: the root-parallel search as stronger than one core in every game (docs/bots.md: not yet
#: decided), so until then it searches on one core unless asked (``workers``, the environment)
ACCEPTED = False


def default_workers() -> int:
    """How many worker processes a Hard bot uses when not told: ``VILLAINOUS_BOT_WORKERS`` if
    set to a whole number; else 1 until the search on several cores is ``ACCEPTED``, then the
    CPUs (at most ``MAX_WORKERS``); 1 in a daemonic process."""
    raw = os.environ.get(WORKERS_ENV, "").strip()
    if raw:
        try:
            return max(1, int(raw))
        except ValueError:
            pass  # a bad value is ignored, as if unset: the bot still plays
    if multiprocessing.current_process().daemon or not ACCEPTED:
        return 1
    return min(cpus(), MAX_WORKERS)


class PoolClosed(Exception):
    """The pool was closed while it started its processes."""


class SearchPool:
    """``workers`` processes answering search tasks; see the module's text."""

    def __init__(self, workers: int, context: str = "spawn") -> None:
        if workers < 1:
            raise ValueError(f"a search pool has at least one worker, not {workers}")
        self.workers = workers
        self._context = context
        self._procs: list[Any] = []
        self._conns: list[Connection] = []
        self._closed = threading.Event()
        self._busy = threading.Lock()  # held by the deciding thread for a whole decision
        self._register = threading.Lock()  # held briefly: the list of processes changes
        #: why the pool fell back to one core (None: it has not)
        self.problem: str | None = None
        self._finalizer: weakref.finalize | None = None
        self._warm: set[bytes] = set()  # the hooks every worker has made already

    @property
    def closed(self) -> bool:
        return self._closed.is_set()

    @property
    def broken(self) -> bool:
        return self.problem is not None

    @property
    def started(self) -> bool:
        return bool(self._procs)

    def _start(self) -> None:
        ctx = multiprocessing.get_context(self._context)
        procs: list[Any] = []
        conns: list[Connection] = []
        with self._register:
            self._procs, self._conns = procs, conns
            self._finalizer = weakref.finalize(self, _stop, procs, conns)
        for _ in range(self.workers):
            # started holding the lock: ``close`` waits for a start under way and then stops it
            with self._register:
                if self.closed:
                    raise PoolClosed
                mine, theirs = ctx.Pipe()
                proc = ctx.Process(target=_serve, args=(theirs,), daemon=True, name="search-worker")
                try:
                    proc.start()
                except BaseException:
                    mine.close()
                    raise
                finally:
                    theirs.close()  # only the worker holds its end: its death is an EOF here
                procs.append(proc)
                conns.append(mine)

    def warm(self, source: bytes, search: Callable[..., Any]) -> bool:
        """Start the workers if they are not running and have each make the hooks ``source``
        names (imports and all), waiting for them: a decision's budget then starts with
        workers ready to search. Whether they are (False: closed or broken)."""
        if source in self._warm and self.started:
            return not (self.closed or self.broken)
        if self.run([("warm", source, search)] * self.workers) is None:
            return False
        self._warm.add(source)
        return True

    def run(self, tasks: Sequence[Any]) -> list[Any] | None:
        """Each task to its own worker (as many tasks as workers); their answers in order, or
        None when the pool is closed or broken (the caller then thinks on its own)."""
        if len(tasks) != self.workers:
            raise ValueError(f"{len(tasks)} tasks for {self.workers} workers")
        if self.closed or self.broken:
            return None
        with self._busy:
            try:
                if not self._procs:
                    self._start()
                for conn, task in zip(self._conns, tasks, strict=True):
                    conn.send(task)
                return self._gather()
            except Exception as exc:  # noqa: BLE001 - no processes, a task that does not pickle, a dead worker
                if not self.closed:
                    self.problem = f"{type(exc).__name__}: {exc}"[:300]
                    self._shut()
                return None
            finally:
                if self.closed:
                    self._shut()

    def _gather(self) -> list[Any] | None:
        answers: dict[int, Any] = {}
        index = {id(c): i for i, c in enumerate(self._conns)}
        while len(answers) < len(self._conns):
            if self.closed:
                return None
            waiting = [c for c in self._conns if index[id(c)] not in answers]
            for conn in wait(waiting, timeout=_POLL):
                status, value = conn.recv()  # EOFError: the worker died (or was stopped)
                if status != "ok":
                    raise RuntimeError(f"a search worker failed: {value}")
                answers[index[id(conn)]] = value
        return [answers[i] for i in range(len(self._conns))]

    def close(self) -> None:
        """Stop the workers now (from any thread); the pool answers nothing after this."""
        self._closed.set()
        with self._register:
            procs = list(self._procs)
        # a decision under way sees its workers gone at once, and may release them (close
        # them) meanwhile: a process object already closed is a worker already stopped
        for p in procs:
            with contextlib.suppress(ValueError):
                if p.is_alive():
                    p.terminate()
        for p in procs:
            with contextlib.suppress(ValueError):
                p.join(timeout=2)
                if p.is_alive():  # a worker the terminate did not stop in time (a loaded machine)
                    p.kill()
                    p.join(timeout=5)
        if self._busy.acquire(blocking=False):  # else the deciding thread shuts it on its way out
            try:
                self._shut()
            finally:
                self._busy.release()

    def _shut(self) -> None:
        if self._finalizer is not None:
            self._finalizer()
            self._finalizer = None
        self._procs, self._conns = [], []
        self._warm = set()


# --- one pool a program ---------------------------------------------------------------------

_SHARED: dict[int, tuple[SearchPool, int]] = {}
_SHARED_LOCK = threading.RLock()  # re-entered when a bot collected inside it gives its pool back


def shared_pool(workers: int) -> SearchPool:
    """The program's pool of ``workers`` processes, held once more: every Hard bot of a game
    thinks in turn, so they share one set of processes (three Hard bots at a table start two
    workers, not six). Give it back with ``release_pool``."""
    with _SHARED_LOCK:
        pool, holders = _SHARED.get(workers, (None, 0))
        if pool is None or pool.closed or pool.broken:  # a broken pool's holders stay on one core
            pool, holders = SearchPool(workers), 0
        _SHARED[workers] = (pool, holders + 1)
        return pool


def release_pool(pool: SearchPool) -> None:
    """A holder of ``pool`` is done with it; the last one stops its processes."""
    with _SHARED_LOCK:
        entry = _SHARED.get(pool.workers)
        if entry is not None and entry[0] is pool:
            if entry[1] > 1:
                _SHARED[pool.workers] = (pool, entry[1] - 1)
                return
            del _SHARED[pool.workers]
    pool.close()


def _stop(procs: list[Any], conns: list[Connection]) -> None:
    for p in procs:
        if p.is_alive():
            p.terminate()
    for p in procs:
        p.join(timeout=2)
        if p.is_alive():  # pragma: no cover - a worker that ignores SIGTERM
            p.kill()
            p.join(timeout=1)
    for c in conns:
        c.close()


# --- the worker's side -------------------------------------------------------------------------

_HOOKS: dict[bytes, Any] = {}


def _serve(conn: Connection) -> None:
    """A worker: answer tasks until told to stop or its parent is gone."""
    # Ctrl+C in a terminal reaches every process of the group; the parent decides what stops
    signal.signal(signal.SIGINT, signal.SIG_IGN)
    while True:
        try:
            data = conn.recv_bytes()
        except (EOFError, OSError):
            return
        try:
            task = pickle.loads(data)  # a game that does not come back whole is an answer too
            if task is None:
                return
            if task[0] == "warm":
                # ("warm", source, search): the hooks made now, and the search's module imported
                # (by unpickling the task), before any budget runs
                hooks_from(task[1])
                answer: tuple[str, Any] = ("ok", None)
            else:  # (search, its arguments): the bot's own function, which this module never names
                answer = ("ok", task[0](*task[1:]))
        except Exception as exc:  # noqa: BLE001 - said to the parent, which falls back to one core
            answer = ("error", f"{type(exc).__name__}: {exc}"[:300])
        try:
            conn.send(answer)
        except (BrokenPipeError, OSError):
            return


def hooks_from(source: bytes) -> Any:
    """The hooks ``source`` makes, made once a worker."""
    hooks = _HOOKS.get(source)
    if hooks is None:
        make: Callable[[], Any] = pickle.loads(source)
        hooks = _HOOKS[source] = make()
    return hooks
