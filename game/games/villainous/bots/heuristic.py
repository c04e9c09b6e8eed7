"""The heuristic bot (Normal) and its noisy, blundering cousin (Easy).

It looks one move ahead in a few sampled states (see ``determinize``): each legal action
is tried, the bot's own follow-up decisions are played greedily, and the result is scored
with ``knowledge.value``. A move of the Villain is judged by the best action it opens.
It sees only its observation.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import Any

from .. import rules
from ..actions import Action
from ..state import State
from .determinize import determinize
from .knowledge import value

NEG = float("-inf")


def lookahead(st: State, seat: int, depth: int) -> float:
    """The best value the seat can reach with its next ``depth`` decisions of this turn
    (the turn's end is never looked past: the draw and the opponents are unknown)."""
    here = value(st, seat)
    if st.winner is not None or depth <= 0 or rules.current_player(st) != seat:
        return here
    best = here if st.prompt is None else NEG  # a pending choice must be made
    for a in rules.legal_actions(st):
        if a.verb == "end":
            continue
        s = st.clone()
        rules.apply(s, a)
        best = max(best, lookahead(s, seat, depth - 1))
    return here if best == NEG else best


def score_actions(st: State, seat: int, legal: Sequence[Action], depth: int = 3) -> list[float]:
    """Each action's value: apply it, then the best ``depth`` follow-ups of the same turn."""
    out = []
    for a in legal:
        s = st.clone()
        try:
            rules.apply(s, a)
        except rules.IllegalAction:  # pragma: no cover - the sample agrees with what the seat sees
            out.append(NEG)
            continue
        v = lookahead(s, seat, depth)
        out.append(v)
    return out


class HeuristicBot:
    """Normal: the best-scoring action, averaged over a few samples of the hidden cards."""

    name = "normal"
    samples = 2
    noise = 0.0
    blunder = 0.0

    def __init__(self, seed: int = 0) -> None:
        self.rng = random.Random(seed)

    def choose(self, observation: dict[str, Any], legal: Sequence[Action]) -> Action:
        if len(legal) == 1:
            return legal[0]
        if self.blunder and self.rng.random() < self.blunder:
            return legal[self.rng.randrange(len(legal))]
        seat = observation["seat"] - 1
        totals = [0.0] * len(legal)
        for _ in range(self.samples):
            st = determinize(observation, self.rng)
            for i, v in enumerate(score_actions(st, seat, legal)):
                totals[i] += v
        if self.noise:
            totals = [t + self.rng.gauss(0, self.noise) for t in totals]
        best = max(range(len(legal)), key=lambda i: (totals[i], -i))
        return legal[best]


class EasyBot(HeuristicBot):
    """Easy: the same judgement, blurred by noise, with an occasional blunder."""

    name = "easy"
    samples = 1
    noise = 2.5
    blunder = 0.2
