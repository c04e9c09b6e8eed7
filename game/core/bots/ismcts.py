"""Information-set Monte Carlo tree search, against the game protocol only.

Every iteration starts from a fresh sample of the hidden cards (a determinization
consistent with the bot's observation, made by the game's ``SearchHooks.sample``), so the
search never relies on what its seat cannot see. Tree nodes are keyed by the moves' text,
which is what the seat can know of them; a child's "availability" counts how often it was
legal, as in single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012). Rollouts are
cut short after a few dozen steps and scored with the game's ``value``. The search stops
at a time or iteration budget; a decision with a single legal action costs nothing.

Root-parallel on several cores (``workers`` > 1, ``game.core.bots.parallel``): each worker
process grows a tree of its own from the same root, with its own determinizations and its
own seed (drawn from the bot's generator), for the same budget as one core (the same
seconds, or the same iterations each); the workers' root visits and rewards are summed and
the most visited move is chosen (ties: the higher reward, then the first legal). So a bot
with a fixed seed, worker count and iteration budget decides the same every time. The
workers need the game's hooks made afresh in their process: ``hooks_source``, a picklable
function that makes them (without it the bot stays on one core, as it does when the pool
cannot start or a worker fails).
"""

from __future__ import annotations

import math
import pickle
import random
import time
import weakref
from collections.abc import Callable, Sequence
from typing import Any

from ..state import GameState, SearchHooks
from .parallel import SearchPool, default_workers, hooks_from, release_pool, shared_pool


class Node:
    __slots__ = ("children", "visits", "avail", "reward", "player")

    def __init__(self, player: int) -> None:
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.avail = 0
        self.reward = 0.0  # summed reward, from the point of view of ``player`` (who chose this move)
        self.player = player


class ISMCTSBot:
    name = "hard"

    def __init__(self, hooks: SearchHooks, seed: int = 0, seconds: float = 0.8, iterations: int | None = None,
                 rollout_steps: int = 24, samples: int = 12, exploration: float = 0.7,
                 max_depth: int = 40, root_width: int | None = None, workers: int | None = None,
                 hooks_source: Callable[[], SearchHooks] | None = None, pool: SearchPool | None = None) -> None:
        self.hooks = hooks
        self.rng = random.Random(seed)
        self.seconds = seconds
        self.iterations = iterations
        self.rollout_steps = rollout_steps
        self.samples = samples
        self.c = exploration
        #: tree levels below the root (1: a flat search of the root moves, the game's ``value``
        #: doing the looking ahead); ``root_width``: only the best moves by the prior are searched
        self.max_depth = max_depth
        self.root_width = root_width
        self._root_keys: set[str] | None = None
        self.last_iterations = 0
        #: worker processes a decision uses (1: this process only); ``pool``: a pool held by
        #: whoever made this bot (Stargate makes a bot a decision) and given back by them;
        #: without it the bot holds the program's shared pool from its first decision
        self.workers = max(1, default_workers() if workers is None else int(workers))
        self.hooks_source = hooks_source
        self._pool = pool
        self._release: weakref.finalize | None = None  # gives the shared pool back, once
        self._closed = False

    def close(self) -> None:
        """This bot's game is over or left: it gives its worker processes back (the last bot
        to do so stops them) and decides no more on them; idempotent."""
        self._closed = True
        if self._release is not None:
            self._release()

    @property
    def pool(self) -> SearchPool | None:
        """The worker processes (made on the first parallel decision)."""
        return self._pool

    def _settings(self) -> dict[str, Any]:
        return {"iterations": self.iterations, "seconds": self.seconds, "rollout_steps": self.rollout_steps,
                "samples": self.samples, "exploration": self.c, "max_depth": self.max_depth,
                "root_width": self.root_width}

    def _reward(self, st: GameState, seat: int) -> float:
        return 1.0 / (1.0 + math.exp(-self.hooks.value(st, seat) / 4.0))

    @property
    def wants_game(self) -> bool:
        """Without the game's own sampler, the search samples with ``game.determinize``: the
        session then gives it the game (it reads hidden things only through that)."""
        return self.hooks.sample is None

    def choose(self, observation: dict[str, Any], legal: Sequence[Any]) -> Any:
        if len(legal) == 1:
            return legal[0]
        if self.workers > 1 and self.hooks_source is not None:
            found = self._in_parallel(("observation", observation, list(legal)), legal)
            if found is not None:
                return found
        hooks = self.hooks
        seat = hooks.seat_of(observation)
        start = time.perf_counter()
        pool = [hooks.sample(observation, self.rng) for _ in range(self.samples)]
        return self._search(seat, legal, pool, start)

    def choose_in(self, game: GameState, seat: int) -> Any:
        legal = list(game.legal_actions())
        if len(legal) == 1:
            return legal[0]
        if self.workers > 1 and self.hooks_source is not None:
            found = self._in_parallel(("game", game, seat), legal)
            if found is not None:
                return found
        start = time.perf_counter()
        pool = [game.determinize(seat, self.rng.getrandbits(63)) for _ in range(self.samples)]
        return self._search(seat, legal, pool, start)

    def _in_parallel(self, root: tuple, legal: Sequence[Any]) -> Any | None:
        """The decision on ``self.workers`` processes: the sum of their root statistics' most
        visited move; None when the pool cannot do it (this process then searches alone)."""
        start = time.perf_counter()
        if self._closed:
            return legal[0]  # stopped: the game this was for is being left
        if self._pool is None:
            self._pool = shared_pool(self.workers)
            self._release = weakref.finalize(self, release_pool, self._pool)  # also when collected
        pool = self._pool
        if pool.closed:
            return legal[0]
        if pool.broken or pool.workers != self.workers:
            return None
        try:
            source = pickle.dumps(self.hooks_source)
        except Exception:  # noqa: BLE001 - a source that does not pickle: one core
            return None
        spent = time.perf_counter() - start
        # the first decision of a game waits for the workers to start: not out of its budget
        if not pool.warm(source, worker_search):
            return legal[0] if pool.closed else None
        seeds = [self.rng.getrandbits(63) for _ in range(self.workers)]
        settings = self._settings()
        settings.pop("seconds")
        # a time budget is a moment on the machine's monotonic clock (the same in every process):
        # the time a task takes to reach its worker comes out of the budget, as on one core
        deadline = None if self.iterations is not None else time.monotonic() - spent + self.seconds
        answers = pool.run([(worker_search, source, settings, root, seed, deadline) for seed in seeds])
        if answers is None:
            return legal[0] if pool.closed else None
        visits = [0] * len(legal)
        reward = [0.0] * len(legal)
        self.last_iterations = 0
        for stats, iterations in answers:
            self.last_iterations += iterations
            for i, v, r in stats:
                visits[i] += v
                reward[i] += r
        best = max(range(len(legal)), key=lambda i: (visits[i], reward[i], -i))
        return legal[best]

    def root_stats(self, root: tuple, start: float) -> tuple[list[tuple[int, int, float]], int]:
        """One worker's search from ``root`` (("observation", observation, legal) or ("game",
        game, seat)): each searched legal move's (index, visits, summed reward), and the
        iterations run."""
        if root[0] == "observation":
            _, observation, legal = root
            seat = self.hooks.seat_of(observation)
            pool = [self.hooks.sample(observation, self.rng) for _ in range(self.samples)]
        else:
            _, game, seat = root
            legal = list(game.legal_actions())
            pool = [game.determinize(seat, self.rng.getrandbits(63)) for _ in range(self.samples)]
        tree, _ = self._grow(seat, legal, pool, start)
        index = {pool[0].text(a): i for i, a in enumerate(legal)}
        stats = [(index[k], c.visits, c.reward) for k, c in tree.children.items() if k in index]
        return stats, self.last_iterations

    def _search(self, seat: int, legal: Sequence[Any], pool: list, start: float) -> Any:
        root, texts = self._grow(seat, legal, pool, start)
        best = max(root.children.items(), key=lambda kv: (kv[1].visits, kv[1].reward))[0] if root.children else None
        return texts.get(best, legal[0])

    def _grow(self, seat: int, legal: Sequence[Any], pool: list, start: float) -> tuple[Node, dict[str, Any]]:
        """The search's tree from the root, grown until the budget is spent; with the root
        moves by their text."""
        hooks = self.hooks
        first = pool[0]
        texts = {first.text(a): a for a in legal}
        # the game's view of the root moves, used as a prior for the first visits
        raw = hooks.prior(first, seat, legal) if hooks.prior else [0.0] * len(legal)
        prior_scores = [v if math.isfinite(v) else -100.0 for v in raw]
        lo, hi = min(prior_scores), max(prior_scores)
        prior = {first.text(a): (s - lo) / (hi - lo + 1e-9) for a, s in zip(legal, prior_scores, strict=True)}
        self._root_keys = None
        if self.root_width is not None and len(prior) > self.root_width:
            self._root_keys = set(sorted(prior, key=lambda k: -prior[k])[:self.root_width])
        root = Node(seat)
        n = 0
        while True:
            if self.iterations is not None:
                if n >= self.iterations:
                    break
            elif time.perf_counter() - start > self.seconds:
                break
            self._iterate(pool[n % len(pool)].clone(), root, seat, prior)
            n += 1
        self.last_iterations = n
        return root, texts

    def _iterate(self, st: GameState, root: Node, seat: int, prior: dict[str, float]) -> None:
        node = root
        path = [root]
        depth = 0
        while depth < self.max_depth:
            if st.winner() is not None:
                break
            acts = st.legal_actions()
            player = st.current_player()
            keyed = [(st.text(a), a) for a in acts]
            if node is root and self._root_keys is not None:
                keyed = [ka for ka in keyed if ka[0] in self._root_keys] or keyed
            for key, _ in keyed:
                child = node.children.get(key)
                if child is not None:
                    child.avail += 1
            untried = [(k, a) for k, a in keyed if k not in node.children]
            if untried:
                if node is root:
                    untried.sort(key=lambda ka: -prior.get(ka[0], 0.0))
                    key, a = untried[0]
                else:
                    key, a = untried[self.rng.randrange(len(untried))]
                child = Node(player)
                node.children[key] = child
                child.avail = 1
                st.apply(a)
                path.append(child)
                break
            best, best_score = None, -1.0
            for key, a in keyed:
                child = node.children[key]
                mean = child.reward / child.visits if child.visits else 0.5
                score = mean + self.c * math.sqrt(math.log(max(child.avail, 1)) / (child.visits + 1))
                if node is root:
                    score += 0.3 * prior.get(key, 0.0) / (child.visits + 1)
                if score > best_score:
                    best, best_score = (key, a), score
            if best is None:  # pragma: no cover - scores are finite; never leave the search stuck
                best = keyed[self.rng.randrange(len(keyed))]
            key, a = best
            st.apply(a)
            node = node.children[key]
            path.append(node)
            depth += 1
        self._rollout(st)
        rewards = {}
        for node in path[1:]:
            if node.player not in rewards:
                rewards[node.player] = self._reward(st, node.player)
            node.visits += 1
            node.reward += rewards[node.player]
        root.visits += 1

    def _rollout(self, st: GameState) -> None:
        rng = self.rng
        shy = self.hooks.shy_in_rollout
        for _ in range(self.rollout_steps):
            if st.winner() is not None:
                return
            acts = st.legal_actions()
            # a light policy: a move the game shies from (ending the turn) is not chosen while
            # other moves remain, half the time
            a = acts[rng.randrange(len(acts))]
            if shy is not None and shy(a) and len(acts) > 1 and rng.random() < 0.5:
                a = acts[rng.randrange(len(acts))]
            st.apply(a)


def worker_search(source: bytes, settings: dict[str, Any], root: tuple, seed: int, deadline: float | None) -> Any:
    """One worker's search (run in a worker process of ``parallel.SearchPool``): the game's
    hooks (made once a worker), a bot of one core with this seed, grown from ``root`` until
    ``deadline`` (``time.monotonic``; None: the settings' iterations); the root's statistics."""
    bot = ISMCTSBot(hooks_from(source), seed, workers=1, **settings)
    if deadline is not None:
        bot.seconds = max(0.0, deadline - time.monotonic())
    return bot.root_stats(root, time.perf_counter())
