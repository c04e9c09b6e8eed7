"""Bots for the mission duel, weakest first: Random, Easy, Normal (heuristic) and Hard (the
core's ISMCTS with this game's judgement, ``search.py``).

All choose among ``game.legal_actions()``; Easy, Normal and Hard read only ``determinize``d
copies (what their seat may know, the rest re-sampled), never the true hidden state.
``choose(game, seat, rng)`` takes a per-decision seed ``rng`` (an int).
"""

from __future__ import annotations

import weakref

from ...core import rng as R
from . import totals as T
from .actions import (
    ASSIGN,
    BOOST,
    BOTTOM,
    COMPLICATE,
    CONTINUE,
    DECLINE,
    DESTROY,
    DISCARD,
    END,
    INCAPACITATE,
    KEEP,
    PASS,
    PLAY,
    REVIVE,
    SCORE,
    USE,
    WITHDRAW,
    Action,
)
from .cards import CHARACTER_KINDS
from .game import Game
from .state import READY, State


class RandomBot:
    name = "random"

    def choose(self, game: Game, seat: int, rng: int) -> Action:
        legal = game.legal_actions()
        return legal[R.below(R.seed_state(rng), len(legal))[1]]


class NormalBot:
    """Greedy and role-aware: the hero commits just enough skill, the villain spends its
    power (lost at the end of the turn anyway) to keep the difficulty above the hero's total,
    and always assigns an adversary it can, hoping to score it."""

    name = "normal"

    def choose(self, game: Game, seat: int, rng: int) -> Action:
        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        st = game.determinize(seat, rng).state
        phase = st.phase
        if phase == "actions":
            a = self._hero(st, legal) if seat == st.hero else self._villain(st, legal)
            return a if a in legal else Action(PASS)
        return _PROMPTS[phase](st, legal)

    # ------------------------------------------------------------ the hero
    def _hero(self, st: State, legal: tuple[Action, ...]) -> Action:
        skill = T.mission_skill(st)
        need = T.difficulty_total(st) - T.hero_total(st)
        power = st.seats[st.hero].power
        if need <= 0:
            setup = [a for a in legal if a.verb == PLAY and T.card(st, a.card).kind
                     in ("support", "gear", "hero-ship") and power - T.card(st, a.card).cost >= 2]
            return setup[0] if setup else Action(PASS)
        # Hopeless? Keep the team ready for another mission rather than lose it here.
        reach = sum(T.character_skill(st, c, skill) for c in st.seats[st.hero].play
                    if st.status[c] == READY and T.card(st, c).kind in CHARACTER_KINDS
                    and not st.blocked[c])
        reach += sum(2 for c in st.seats[st.hero].hand if _gives_skill(st, c))
        if reach < need - 1:
            return Action(PASS)
        best, best_score = None, 0.0
        for a in legal:
            gain, cost = _hero_gain(st, a, skill), _cost(st, a)
            if gain <= 0 or cost > power:
                continue
            # prefer closing the gap exactly, cheaply, without over-committing characters
            score = min(gain, need) * 2 - cost - max(0, gain - need) * 0.3
            if a.verb == ASSIGN:
                score += 0.5
            if score > best_score:
                best, best_score = a, score
        return best or Action(PASS)

    # ------------------------------------------------------------ the villain
    def _villain(self, st: State, legal: tuple[Action, ...]) -> Action:
        skill = T.mission_skill(st)
        lead = T.hero_total(st) - T.difficulty_total(st)  # >= 0: the hero is succeeding
        # An assigned adversary can be scored if the mission fails: always assign one.
        for a in legal:
            if a.verb == ASSIGN and T.card(st, a.card).kind == "adversary":
                return a
        if st.mission.adversary < 0:
            plays = [a for a in legal if a.verb == PLAY and T.card(st, a.card).kind == "adversary"
                     and T.card(st, a.card).rating(skill) is not None]
            if plays:
                return max(plays, key=lambda a: T.card(st, a.card).cost)
        if lead < 0:
            return Action(PASS)
        best, best_score = None, 0.0
        for a in legal:
            gain, cost = _villain_gain(st, a, skill), _cost(st, a)
            if gain <= 0:
                continue
            score = gain * 2 - cost
            if a.verb == BOOST and T.card(st, a.card).kind == "adversary":
                score -= 1.5  # an adversary copy is worth keeping to play later
            if score > best_score:
                best, best_score = a, score
        return best or Action(PASS)


def _gives_skill(st: State, c: int) -> bool:
    return any(e.do == "skill" and e.when == "play" for e in T.card(st, c).effects)


def _cost(st: State, a: Action) -> int:
    if a.verb == PLAY:
        return T.card(st, a.card).cost
    if a.verb == COMPLICATE:
        return T.complication_cost(st)
    if a.verb == WITHDRAW:
        return T.card(st, a.card).withdraw_cost() or 0
    return 0


def _hero_gain(st: State, a: Action, skill: str) -> int:
    d = T.card(st, a.card) if a.card >= 0 else None
    if a.verb == ASSIGN and d and d.kind in CHARACTER_KINDS:
        return T.character_skill(st, a.card, skill)
    if a.verb == BOOST and a.target in st.mission.heroes:
        return 1 if T.card(st, a.target).rating(skill) is not None else 0
    if a.verb == PLAY and d:
        if d.kind == "event":
            if d.target == "obstacle-or-complication":
                t = a.target
                return T.obstacle_difficulty(st, t) if t in st.mission.obstacles else 1
            return sum(e.n for e in d.effects if e.do == "skill")
        if d.kind == "gear" and a.target in st.mission.heroes:
            return d.rating(skill) or 0 if T.card(st, a.target).rating(skill) is not None else 0
    if a.verb == USE and d:
        return sum(e.n for e in d.effects if e.do == "skill")
    return 0


def _villain_gain(st: State, a: Action, skill: str) -> int:
    d = T.card(st, a.card) if a.card >= 0 else None
    if a.verb == PLAY and d and d.kind == "obstacle":
        return (d.rating(skill) or 0) + (1 if "block" in d.keywords and a.target >= 0 else 0)
    if a.verb == BOOST and a.target == st.mission.adversary:
        return 1
    if a.verb == COMPLICATE and d:
        # spend cards the villain cannot use anyway: hero cards in the villain role
        return 1 if d.kind not in ("adversary",) else 0
    if a.verb == PLAY and d and d.kind == "villain-ship":
        return 1 if T.firepower(st, st.mission.hero_ships) < d.firepower else 0
    if a.verb == ASSIGN and d and d.kind == "villain-ship":
        return sum(e.n for e in d.effects if e.do == "difficulty") or 1
    return 0


def _strongest(st: State, cards: list[int]) -> int:
    return max(cards, key=lambda c: sum(v for _, v in T.card(st, c).skills))


def _prompt_stop(st: State, legal: tuple[Action, ...]) -> Action:
    best = _strongest(st, [a.card for a in legal])
    return next(a for a in legal if a.card == best)


def _prompt_mulligan(st: State, legal: tuple[Action, ...]) -> Action:
    return Action(KEEP)


def _prompt_incapacitate(st: State, legal: tuple[Action, ...]) -> Action:
    ships = [a for a in legal if a.verb == INCAPACITATE]
    if not ships:
        return Action(DECLINE)
    return max(ships, key=lambda a: T.card(st, a.card).firepower)


def _prompt_adversary(st: State, legal: tuple[Action, ...]) -> Action:
    verbs = {a.verb: a for a in legal}
    if SCORE in verbs:
        return verbs[SCORE]
    a = verbs.get(REVIVE)
    if a and len(st.seats[st.villain].deck) > 12:
        return a
    return verbs.get(DESTROY, legal[0])


def _prompt_place(st: State, legal: tuple[Action, ...]) -> Action:
    return legal[0]


def _prompt_continue(st: State, legal: tuple[Action, ...]) -> Action:
    ready = [c for c in st.seats[st.hero].play
             if st.status[c] == READY and T.card(st, c).kind in CHARACTER_KINDS]
    cost = T.continue_cost(st)
    power = st.seats[st.hero].power
    if Action(CONTINUE) in legal and len(ready) >= 2 + cost and power - cost >= 1:
        return Action(CONTINUE)
    return Action(END)


def _prompt_order(st: State, legal: tuple[Action, ...]) -> Action:
    return next(a for a in legal if a.verb == BOTTOM)


def _prompt_discard(st: State, legal: tuple[Action, ...]) -> Action:
    # Keep adversaries and skill events; let go of the most expensive of the rest.
    def keep_value(a: Action) -> int:
        d = T.card(st, a.card)
        return {"adversary": 5, "event": 4, "obstacle": 3, "team": 3}.get(d.kind, 1) * 10 - d.cost

    return min((a for a in legal if a.verb == DISCARD), key=keep_value)


_PROMPTS = {
    "setup-stop": _prompt_stop, "mulligan": _prompt_mulligan, "incapacitate": _prompt_incapacitate,
    "adversary": _prompt_adversary, "place": _prompt_place, "continue": _prompt_continue,
    "order": _prompt_order, "discard": _prompt_discard,
}


class EasyBot:
    """The Normal bot's judgement with lapses: one decision in three is a random legal move."""

    name = "easy"
    lapse = 3

    def choose(self, game: Game, seat: int, rng: int) -> Action:
        r, k = R.below(R.seed_state(rng), self.lapse)
        if k == 0:
            legal = game.legal_actions()
            return legal[R.below(r, len(legal))[1]]
        return NormalBot().choose(game, seat, rng)


class HardBot:
    """The core's information-set MCTS: every iteration samples the hidden cards afresh with
    ``determinize``, the Normal bot's choice is the prior at the root, and the search stops at
    ``seconds`` (or ``iterations``, for reproducible tests). ``workers``: processes searching
    from the same root (the core's root-parallel search; default: the CPUs, at most 4), held
    for the game (the program's Hard bots share them) and given back by ``close``."""

    name = "hard"

    def __init__(self, seconds: float = 0.6, iterations: int | None = None, workers: int | None = None) -> None:
        from ...core.bots.parallel import default_workers

        self.seconds = seconds
        self.iterations = iterations
        self.workers = max(1, default_workers() if workers is None else int(workers))
        self.last_iterations = 0
        self._pool = None
        self._release = None

    def choose(self, game: Game, seat: int, rng: int) -> Action:
        from ...core.bots.ismcts import ISMCTSBot
        from ...core.bots.parallel import release_pool, shared_pool
        from .search import HOOKS, search_hooks

        legal = game.legal_actions()
        if len(legal) == 1:
            return legal[0]
        if self.workers > 1 and self._pool is None:  # a search a decision; one pool held for the game
            self._pool = shared_pool(self.workers)
            self._release = weakref.finalize(self, release_pool, self._pool)
        bot = ISMCTSBot(HOOKS, seed=rng, seconds=self.seconds, iterations=self.iterations, workers=self.workers,
                        hooks_source=search_hooks, pool=self._pool)
        choice = bot.choose_in(game, seat)
        self.last_iterations = bot.last_iterations
        return choice

    def close(self) -> None:
        """The game is over or left: the worker processes are given back (the last holder
        stops them) and the bot decides on one core from now on."""
        if self._release is not None:
            self._release()
            self._release = None
        self.workers = 1


BOT_KINDS = ("random", "easy", "normal", "hard")
BOTS = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}
