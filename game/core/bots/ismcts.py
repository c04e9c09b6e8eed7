"""Information-set Monte Carlo tree search, against the game protocol only.

Every iteration starts from a fresh sample of the hidden cards (a determinization
consistent with the bot's observation, made by the game's ``SearchHooks.sample``), so the
search never relies on what its seat cannot see. Tree nodes are keyed by the moves' text,
which is what the seat can know of them; a child's "availability" counts how often it was
legal, as in single-observer ISMCTS (Cowling, Powley and Whitehouse, 2012). Rollouts are
cut short after a few dozen steps and scored with the game's ``value``. The search stops
at a time or iteration budget; a decision with a single legal action costs nothing.
"""

from __future__ import annotations

import math
import random
import time
from collections.abc import Sequence
from typing import Any

from ..state import GameState, SearchHooks


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
                 max_depth: int = 40, root_width: int | None = None) -> None:
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
        hooks = self.hooks
        seat = hooks.seat_of(observation)
        start = time.perf_counter()
        pool = [hooks.sample(observation, self.rng) for _ in range(self.samples)]
        return self._search(seat, legal, pool, start)

    def choose_in(self, game: GameState, seat: int) -> Any:
        legal = list(game.legal_actions())
        if len(legal) == 1:
            return legal[0]
        start = time.perf_counter()
        pool = [game.determinize(seat, self.rng.getrandbits(63)) for _ in range(self.samples)]
        return self._search(seat, legal, pool, start)

    def _search(self, seat: int, legal: Sequence[Any], pool: list, start: float) -> Any:
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
        best = max(root.children.items(), key=lambda kv: (kv[1].visits, kv[1].reward))[0] if root.children else None
        return texts.get(best, legal[0])

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
