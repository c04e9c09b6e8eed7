"""The heuristic bot (Normal) and its noisy, blundering cousin (Easy).

It looks one move ahead in a few sampled states (see ``determinize``): each legal action
is tried, then the best of the bot's own follow-up decisions of the same turn (three, or
fewer where the turn is too rich in options to look at them all), and the result is scored
with ``knowledge.value``. A move of the Villain is judged by the best action it opens.
It sees only its observation.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from .. import rules
from ..actions import FATE, Action
from ..state import State
from .determinize import determinize
from .knowledge import threat_progress, value

NEG = float("-inf")


def _quiet_key(st: State) -> tuple | None:
    """The whole state between two actions as a hashable key (None mid-resolution: a
    pending choice or effect is not worth spelling out). Two orders of the same actions
    often reach the same state (Collect then Play, Play then Collect); their look ahead is
    the same, so it is worked out once. Every field the rules read is in it, in its own
    order, except the used action slots and once-a-turn marks, which are only ever
    asked "is it there"."""
    if st.prompt is not None or st.stack or st.triggers:
        return None
    ps = []
    for p in st.players:
        e = p.ext
        ek = None if e is None else (
            e.ambition, tuple(e.tokens.items()), tuple(e.marked), e.collected, tuple(e.removed),
            tuple(e.completed), tuple(e.under), tuple(e.progress.items()), tuple(e.engaged.items()),
            e.aboard, e.hunted, e.happened, e.purge)
        ps.append((tuple(p.hand), tuple(p.deck), tuple(p.discard), tuple(p.fate_deck), tuple(p.fate_discard),
                   tuple(map(tuple, p.vside)), tuple(map(tuple, p.fside)), tuple(p.obstacles), tuple(p.locked),
                   p.mover, p.power, tuple(p.limbo), p.relic, p.fate_known, ek))
    return (st.active, st.round, st.phase, tuple(sorted(st.used)), st.actions_taken, st.winner, st.rng,
            st.fate_token, tuple(st.attach.items()), tuple(st.trapped.items()), tuple(sorted(st.once)), tuple(ps))


def lookahead(st: State, seat: int, depth: int, seen: dict | None = None) -> float:
    """The best value the seat can reach with its next ``depth`` decisions of this turn
    (the turn's end is never looked past: the draw and the opponents are unknown).
    ``seen``: the values already worked out in this search, by (state key, depth)."""
    if st.winner is not None or rules.current_player(st) != seat:
        return value(st, seat)
    if depth <= 0:
        return _settle(st, seat)
    key = None
    if seen is not None:
        key = _quiet_key(st)
        if key is not None:
            key = (key, depth)
            got = seen.get(key)
            if got is not None:
                return got
    best = NEG
    for a in rules.legal_actions(st):
        if a.verb == "end":
            continue
        s = st.clone()
        rules.apply(s, a)
        best = max(best, lookahead(s, seat, depth - 1, seen))
    if st.prompt is None or best == NEG:  # stopping here is an option unless a choice is pending
        best = max(best, value(st, seat))
    if key is not None:
        seen[key] = best
    return best


#: the most decisions ``_settle`` makes to finish a card's resolution
SETTLE_STEPS = 4


def _settle(st: State, seat: int) -> float:
    """The value at the look-ahead's horizon. A card half resolved (a choice of the seat's
    pending: where to play the Hero a Hostage Crisis revealed, which Hero gets the Target)
    is finished greedily first, each choice the best by ``value``; judged mid-way, a card
    whose pay-off is its last step looked worse than doing nothing."""
    steps = 0
    while st.prompt is not None and st.winner is None and steps < SETTLE_STEPS \
            and rules.current_player(st) == seat:
        best, best_state = NEG, None
        for a in rules.legal_actions(st):
            s = st.clone()
            rules.apply(s, a)
            v = value(s, seat)
            if v > best:
                best, best_state = v, s
        if best_state is None:
            break
        st = best_state
        steps += 1
    return value(st, seat)


def score_actions(st: State, seat: int, legal: Sequence[Action], depth: int = 3,
                  budget: int | None = None) -> list[float]:
    """Each action's value: apply it, then the best ``depth`` follow-ups of the same turn.

    ``budget``: about how many positions one search may look at. A turn rich in options
    (a full board, many cards to play and targets for each) grows the tree with the cube
    of its width; there the look is cut to fewer follow-ups, estimated from the width of
    the first one, so that a decision costs about the same at every stage of the game."""
    seen: dict = {}  # one search's transpositions (the same sample throughout)
    after = []
    for a in legal:
        s = st.clone()
        try:
            rules.apply(s, a)
        except rules.IllegalAction:  # pragma: no cover - the sample agrees with what the seat sees
            s = None
        after.append(s)
    if budget is not None and depth > 1:
        # the tree's width: how many follow-ups each action opens, on average
        width = sum(_follow_ups(s, seat) for s in after if s is not None) / max(1, len(legal))
        while depth > 1 and len(legal) * max(1.0, width) ** depth > budget:
            depth -= 1
    return [NEG if s is None else lookahead(s, seat, depth, seen) for s in after]


def _follow_ups(st: State, seat: int) -> int:
    """How many decisions the seat could take next in ``st`` (0 when its turn is over)."""
    if st.winner is not None or rules.current_player(st) != seat:
        return 0
    return sum(1 for a in rules.legal_actions(st) if a.verb != "end")


class HeuristicBot:
    """Normal: the best-scoring action, averaged over a few samples of the hidden cards."""

    name = "normal"
    samples = 2
    #: positions one sample's search may look at (``score_actions``): 300 agrees with the
    #: uncut search in 90 % of decisions at a fifth of the CPU (docs/content/balance.md as of 0398249, in the git log)
    budget: int | None = 300
    noise = 0.0
    blunder = 0.0
    #: the seat's own decisions of the turn looked at after each action (``score_actions``)
    depth = 3

    def __init__(self, seed: int = 0, **options: float) -> None:
        self.rng = random.Random(seed)
        # ``tools/sprt.py easy:noise=1``: a level's settings tried against another's
        for key, v in options.items():
            if key not in ("samples", "budget", "noise", "blunder", "depth"):
                raise TypeError(f"{type(self).__name__} has no setting {key!r}")
            setattr(self, key, float(v) if key in ("noise", "blunder") else int(v))

    def choose(self, observation: dict[str, Any], legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if self.blunder and self.rng.random() < self.blunder:
            return legal[self.rng.randrange(len(legal))]
        seat = observation["seat"] - 1
        totals = [0.0] * len(legal)
        for _ in range(self.samples):
            st = determinize(observation, self.rng)
            for i, v in enumerate(score_actions(st, seat, legal, self.depth, budget=self.budget)):
                totals[i] += v
        if self.noise:
            totals = [t + self.rng.gauss(0, self.noise) for t in totals]
        best = max(range(len(legal)), key=lambda i: (totals[i], -i))
        if legal[best].verb == FATE:
            return legal[at_leader(st, legal, totals)]
        return legal[best]


def at_leader(st: State, legal: Sequence[Action], totals: Sequence[float]) -> int:
    """The Fate action (its index in ``legal``) aimed at the opponent whose Objective is
    furthest along (``knowledge.threat_progress``), the search's score breaking ties.

    Once the search has chosen to take a Fate action, its pick of target is left to the seat
    that most threatens to win: the search compares a couple of sampled Fate draws per target,
    and a lucky draw against a trailing villain otherwise helps the leader away."""
    fates = [i for i, a in enumerate(legal) if a.verb == FATE]
    return max(fates, key=lambda i: (round(threat_progress(st, int(legal[i].to)), 6), totals[i], -i))


class EasyBot(HeuristicBot):
    """Easy: the same judgement of a position, but short-sighted: one sample of the hidden
    cards, each action judged by its result and the next decision of the turn only (Normal
    looks three ahead), blurred a little (σ = 0.5, about two Power), and a uniform pick one
    time in ten.

    Before, its noise (σ = 2.5, more than a Hero is worth) drowned every difference but a big
    step of the Objective, and it picked at random one decision in five (most turns held a
    slip: a turn ended early, Power spent for nothing): it stood level with Random in the
    ladder. Measured in Scum and Villainy (docs/bots.md): with a slip one time in twenty it
    stood level with Normal; with Normal's look ahead and σ = 1 it fell back towards Random."""

    name = "easy"
    samples = 1
    depth = 1
    noise = 0.5
    blunder = 0.1
