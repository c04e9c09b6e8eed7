"""Bots for San Villano: Random, Easy, Normal (heuristic, one action ahead) and Hard (the
core's ISMCTS with this game's judgement, ``search_hooks``).

Random, Easy and Normal follow the protocol's ``choose(game, seat, rng) -> Action``: ``rng`` (an int) seeds the
decision when given, otherwise the bot's own seeded generator goes on. Normal never reads the true hidden state:
it searches a ``determinize``d copy (face-down City cards, deck order and Fire tokens
re-sampled), applies each legal action there, finishes its own pending choices of that
action greedily, and scores the result with ``value``.
"""

from __future__ import annotations

from collections.abc import Callable

from ...core import rng
from . import rules, scoring
from .actions import Action
from .board import content
from .game import Game
from .state import State

NEG = float("-inf")
#: a judgement of a position for a seat (``value`` and Hard's ``rival_value``)
Judge = Callable[[State, int], float]


class RandomBot:
    name = "random"

    def __init__(self, seed: int = 0) -> None:
        self._rng = rng.seed_state(seed)

    def choose(self, game: Game, seat: int, rng_state: int | None = None) -> Action:
        """A uniform pick; ``rng_state`` (docs/game-protocol.md's ``rng``) seeds this one decision if given."""
        legal = game.legal_actions()
        if rng_state is not None:
            self._rng = rng.seed_state(rng_state)
        self._rng, i = rng.below(self._rng, len(legal))
        return legal[i]


def _progress(st: State, seat: int) -> float:
    """Partial credit for the open Nicknames: how far the organization is towards each."""
    c = content()
    o = st.orgs[seat]
    foci = scoring.hero_foci(st, seat)
    total = 0.0
    for key in st.nicknames:
        if key in st.nickname_owner:
            continue
        nk = c.nickname[key]
        if nk.rule == "helpers":
            have = len(o.helpers)
        elif nk.rule == "heroes":
            have = len(o.heroes)
        elif nk.rule == "fires":
            have = len(o.fires)
        elif nk.rule == "distinct_foci":
            have = len({f for fs in foci for f in fs})
        elif nk.rule == "same_focus":
            tally: dict[str, int] = {}
            for fs in foci:
                for f in fs:
                    tally[f] = tally.get(f, 0) + 1
            have = max(tally.values(), default=0)
        else:
            have = min(len(foci), nk.count - 1)
        total += nk.reputation * (min(have, nk.count) / nk.count) ** 2
    return 0.45 * total


def value(st: State, seat: int, rivalry: float = 0.25) -> float:
    """How good the position is for ``seat``: its score now plus what its assets promise, minus
    ``rivalry`` times the best other organization's score."""
    if st.phase == "over":
        sc = scoring.scores(st)
        return sc[seat] - max(s for i, s in enumerate(sc) if i != seat)
    others = [sum(scoring.score_lines(st, s).values()) for s in range(st.players) if s != seat]
    return worth(st, seat) - rivalry * max(others)


def worth(st: State, seat: int) -> float:
    """What ``seat`` has and what its assets promise (``value`` without the rivals)."""
    c = content()
    o = st.orgs[seat]
    lines = scoring.score_lines(st, seat)
    own = sum(lines.values()) - lines["fundraising"]
    tokens = o.clue + o.money
    # resources are worth what they buy while there is time to spend them, then only Fundraising
    own += 0.5 * tokens if st.round < 10 else tokens / 5 + 0.15 * tokens
    for v, seats in st.tracking.items():
        if seat in seats:
            own += 0.45 * c.villain[v].reputation
    ready = [k for k in (*o.heroes, o.super_agent) if k and k not in o.exhausted]
    own += 0.6 * min(len(ready), 2) + 0.2 * len(ready)
    own += 0.4 * sum(1 for a in o.agents if a not in ("home", "box"))
    if st.strategist == seat:  # a Resource at the end of each round it is kept
        own += 0.4 * min(3, 12 - st.round)
    own += 0.5 * sum(1 for card in o.helpers if c.character[card].use == "passive")
    own += _progress(st, seat)
    # cheap Villains still to track are worth a little
    if o.tokens_home:
        own += 0.1 * sum(1 for v in st.villain_row if seat not in st.tracking.get(v, ())
                         and c.villain[v].track.clue + c.villain[v].track.money <= tokens)
    return own


def _step(st: State, action: Action) -> None:
    rules.answer(st, action, [])
    rules.settle(st, [])


def _same_action(st: State, seat: int, marker: tuple) -> bool:
    return (st.phase != "over" and rules.current_player(st) == seat
            and (st.round, st.side, st.marker, st.extra) == marker)


def lookahead(st: State, seat: int, marker: tuple, depth: int, judge: Judge = value) -> float:
    """Finish the seat's own pending choices of this action greedily, then score (by ``judge``)."""
    if depth <= 0 or not _same_action(st, seat, marker) or not st.stack:
        return judge(st, seat)
    best = NEG
    for a in rules.legal_actions(st):
        s = st.clone()
        _step(s, a)
        best = max(best, judge(s, seat) if depth == 1 else lookahead(s, seat, marker, depth - 1, judge))
    return best


class OncePerAction:
    """Bots use each card's clock ability at most once per action. Two cards that prepare each
    other (the Nurse and Agent Titan) could otherwise be used in turn forever, each use as good
    as the last; a person stops, a greedy bot would not."""

    def __init__(self) -> None:
        self._action: tuple = ()
        self._used: set[str] = set()

    def legal(self, game: Game, seat: int) -> list[Action]:
        st = game.state
        action = (st.round, st.side, st.marker, st.extra, st.actor, seat)
        if action != self._action:
            self._action, self._used = action, set()
        legal = list(game.legal_actions())
        kept = [a for a in legal if not (a.verb == "use" and a.a in self._used)]
        return kept or legal

    def chose(self, action: Action) -> Action:
        if action.verb == "use":
            self._used.add(action.a)
        return action


def action_values(st: State, seat: int, legal, depth: int, judge: Judge = value) -> list[float]:
    """Each legal action's ``value`` (or ``judge``) once the seat's own pending choices of it are
    finished greedily (``depth`` decisions deep), on the (sampled) state ``st``."""
    marker = (st.round, st.side, st.marker, st.extra)
    out = []
    for a in legal:
        s = st.clone()
        _step(s, a)
        out.append(lookahead(s, seat, marker, depth, judge))
    return out


class NormalBot:
    """The best action by ``value`` after one action's worth of lookahead, on a sampled state."""

    name = "normal"
    depth = 2
    #: how a position is judged
    judge: Judge = staticmethod(value)
    #: the chance of a uniform pick instead (Easy's slips)
    slip = 0.0

    def __init__(self, seed: int = 0) -> None:
        self._rng = rng.seed_state(seed)
        self._once = OncePerAction()

    def choose(self, game: Game, seat: int, rng_state: int | None = None) -> Action:
        return self._once.chose(self._choose(game, seat, self._once.legal(game, seat), rng_state))

    def _choose(self, game: Game, seat: int, legal: list[Action], rng_state: int | None) -> Action:
        if len(legal) == 1:
            return legal[0]
        if rng_state is not None:
            self._rng = rng.seed_state(rng_state)
        if self.slip:
            self._rng, roll = rng.below(self._rng, 1000)
            if roll < self.slip * 1000:
                self._rng, i = rng.below(self._rng, len(legal))
                return legal[i]
        self._rng, sample = rng.next_u64(self._rng)
        st = game.determinize(seat, sample).state
        best, picks = NEG, []
        for a, v in zip(legal, action_values(st, seat, legal, self.depth, self.judge), strict=True):
            if v > best + 1e-9:
                best, picks = v, [a]
            elif abs(v - best) <= 1e-9:
                picks.append(a)
        self._rng, i = rng.below(self._rng, len(picks))
        return picks[i]


class EasyBot(NormalBot):
    """Normal's judgement with half its lookahead: an action is scored once the first of its
    own choices is made (Normal makes two), and a uniform pick one time in ten.

    Before, it scored an action as it left the position, before any of its own choices
    were made, so an action whose worth lies in those choices looked like doing nothing,
    and it slipped one time in four: it won 29 of 40 games against Random and
    stood level with it in the ladder. One choice seen is the least that tells the actions
    apart; Normal's second keeps it ahead."""

    name = "easy"
    depth = 1
    slip = 0.1


def rival_value(st: State, seat: int, rivalry: float = 1.0) -> float:
    """Hard's judgement: what the seat has and its assets promise (``worth``) minus ``rivalry``
    times the best other organization's — Normal counts only a quarter of the others' score, so
    it does not see what a move takes away from them (a location filled, a Villain confronted)."""
    if st.phase == "over":
        return value(st, seat)
    return worth(st, seat) - rivalry * max(worth(st, s) for s in range(st.players) if s != seat)


def _turn(st: State) -> tuple:
    return (st.round, st.side, st.marker, st.extra, st.actor)


class _Leaf:
    """The search's judgement of a leaf: the game is played on from it by Normal's policy for
    every organization (on the search's sampled state: it reads nothing hidden) until ``actions``
    actions have ended — the action under way, the next organization's answer, … — and the
    position then reached is judged by ``judge``. The search asks once per seat of the same
    leaf: the finished state is kept for the next question."""

    def __init__(self, actions: int = 1, judge: Judge = value, steps: int = 60) -> None:
        self.actions = actions
        self.judge = judge
        self.steps = steps
        self._last: tuple[State, State] | None = None

    def finished(self, st: State) -> State:
        if self._last is not None and self._last[0] is st:
            return self._last[1]
        key = st
        st = st.clone()
        turn, ended, used = _turn(st), 0, set()
        for _ in range(self.steps):
            if st.phase == "over":
                break
            if _turn(st) != turn:
                turn, ended, used = _turn(st), ended + 1, set()
                if ended >= self.actions:
                    break
            legal = rules.legal_actions(st)
            # a clock ability once per action, as every bot (OncePerAction)
            kept = [a for a in legal if not (a.verb == "use" and a.a in used)] or legal
            pick = kept[0]
            if len(kept) > 1:
                who = rules.current_player(st)
                vals = action_values(st, who, kept, NormalBot.depth)
                pick = kept[max(range(len(kept)), key=vals.__getitem__)]
            if pick.verb == "use":
                used.add(pick.a)
            _step(st, pick)
        self._last = (key, st)
        return st

    def value(self, game: Game, seat: int) -> float:
        return self.judge(self.finished(game.state), seat)


def search_hooks(actions: int = 1, judge: Judge = value):
    """What the core's ISMCTS (the Hard bot) asks of San Villano: ``value`` judges a leaf once
    ``actions`` actions are played on from it by Normal's policy (``_Leaf``); Normal's judgement
    of each action is the prior at the root (it also picks the few moves searched); it samples
    the hidden things with the game's ``determinize`` (face-down City cards, deck order,
    unrevealed Fire tokens)."""
    from ...core.protocol import SearchHooks

    return SearchHooks(
        value=_Leaf(actions, judge).value,
        prior=lambda game, seat, legal: action_values(game.state, seat, legal, NormalBot.depth),
        shy_in_rollout=lambda action: action.verb in ("done", "pass"),
    )


#: Hard's search: the best ``HARD_WIDTH`` moves by Normal's judgement, each played on
#: ``HARD_VISITS`` times (fresh samples of the hidden things) to the end of the next
#: ``HARD_ACTIONS`` actions, the rivals' answers included, and judged by ``rival_value``; an
#: iteration budget, not a clock: the same strength on a busy machine
HARD_WIDTH, HARD_VISITS, HARD_ACTIONS = 4, 3, 3
#: the decisions searched: where an agent goes, and which card is recruited, tracked or confronted;
#: the rest of an action (which icon first, which resource, …) is left to Normal's judgement
SEARCHED = frozenset({"allocate", "move", "recruit", "track", "confront"})
HARD_OPTIONS = {"rollout_steps": 0, "samples": 6, "exploration": 0.3, "max_depth": 1, "root_width": HARD_WIDTH}


class HardSearch:
    """Hard for the core's session: the core's ISMCTS (``game.core.bots.ismcts``) with this
    game's ``search_hooks``, a flat search of Normal's best few moves."""

    name = "hard"
    wants_game = True

    def __init__(self, seed: int = 0, iterations: int | None = None, actions: int = HARD_ACTIONS,
                 judge: Judge = rival_value, **options) -> None:
        from functools import partial

        from ...core.bots.ismcts import ISMCTSBot

        self.fixed = iterations
        # a worker process makes the same hooks with this (the judge is a module's function)
        options.setdefault("hooks_source", partial(search_hooks, actions, judge))
        self.search = ISMCTSBot(search_hooks(actions, judge), seed, iterations=iterations or HARD_VISITS,
                                **(HARD_OPTIONS | options))
        self._once = OncePerAction()
        self._normal = NormalBot(seed)
        #: whether the last decision was searched (the others are Normal's: self-play times them apart)
        self.searched = False

    @property
    def last_iterations(self) -> int:
        return self.search.last_iterations

    def choose_in(self, game: Game, seat: int) -> Action:
        legal = self._once.legal(game, seat)
        self.searched = len(legal) > 1 and any(a.verb in SEARCHED for a in legal)
        if not self.searched:  # the details of an action: Normal's judgement
            return self._once.chose(self._normal._choose(game, seat, legal, None))
        n = len(game.legal_actions())
        width = min(n, self.search.root_width or n)
        self.search.iterations = self.fixed or HARD_VISITS * width
        action = self.search.choose_in(game, seat)
        if action not in legal:  # a clock ability again in the same action: Normal's pick instead
            action = self._normal._choose(game, seat, legal, None)
        return self._once.chose(action)

    def choose(self, observation, legal):  # pragma: no cover - the session calls choose_in
        raise TypeError("the Hard bot needs the game: call choose_in(game, seat)")

    def close(self) -> None:
        """Stop the search's worker processes (the game is over or left)."""
        self.search.close()


def make_hard(seed: int = 0, **options) -> HardSearch:
    return HardSearch(seed, **options)


class HardBot:
    """Hard with the spec's ``choose(game, seat, rng)`` (self-play, the fuzz, tests): the
    core's ISMCTS, reading hidden things only through ``determinize``."""

    name = "hard"

    def __init__(self, seed: int = 0, **options) -> None:
        self._bot = make_hard(seed, **options)

    @property
    def searched(self) -> bool:
        return self._bot.searched

    def close(self) -> None:
        self._bot.close()

    def choose(self, game: Game, seat: int, rng_state: int | None = None) -> Action:
        if rng_state is not None:
            self._bot.search.rng.seed(rng_state)
        return self._bot.choose_in(game, seat)


BOTS = {"random": RandomBot, "easy": EasyBot, "normal": NormalBot, "hard": HardBot}
#: the levels, weakest first
LEVELS = ("random", "easy", "normal", "hard")


def make(level: str, seed: int = 0):
    if level not in BOTS:
        raise ValueError(f"bot level must be one of {', '.join(LEVELS)}, not {level!r}")
    return BOTS[level](seed)


def play(game: Game, bots: list, max_steps: int = 20000) -> int:
    """Let the bots (one per seat) play the game to its end; return the number of decisions."""
    steps = 0
    while not game.is_over() and steps < max_steps:
        seat = game.current_player()
        game.apply(bots[seat].choose(game, seat))
        steps += 1
    return steps
