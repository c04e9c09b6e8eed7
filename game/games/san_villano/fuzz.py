"""Random-playout fuzzing: seeded random games with every invariant checked at every step.

After each step: every card in exactly one place, Tracking tokens conserved (3 each),
resources within the supply, no location over capacity, a legal action while the game runs,
legal texts unique and parsing back, and (every ``round_trip_every`` steps) the position
JSON round-tripping to the same state with the same scores (the score is recomputable from
the position). ``make test`` runs a few hundred games; ``make fuzz`` thousands.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from ...core import rng
from . import rules, scoring
from .actions import parse_words
from .invariants import check
from .position import from_position, to_position
from .setup import new_state


@dataclass
class FuzzResult:
    seed: int
    players: int
    steps: int
    scores: list[int]
    winners: tuple[int, ...]
    nicknames: dict[str, int]


class FuzzFailure(AssertionError):
    def __init__(self, seed: int, players: int, step: int, message: str) -> None:
        super().__init__(f"seed {seed} players {players} step {step}: {message}")
        self.seed = seed


def fuzz_game(players: int, seed: int, round_trip_every: int = 7, schema_every: int = 10,
              max_steps: int = 5000) -> FuzzResult:
    st = new_state(players, seed)
    rules.settle(st, [])
    r = rng.seed_state(seed ^ 0x5DEECE66D)
    step = 0
    try:
        while st.phase != "over":
            if step >= max_steps:
                raise AssertionError("the game does not end")
            check(st)
            acts = rules.legal_actions(st)
            texts = [a.text() for a in acts]
            if len(set(texts)) != len(texts):
                raise AssertionError(f"two legal actions share a text: {texts}")
            r, i = rng.below(r, len(acts))
            if parse_words(texts[i]) != acts[i]:
                raise AssertionError(f"{texts[i]!r} does not parse back")
            if step % round_trip_every == 0:
                pos = to_position(st)
                back = from_position(json.loads(json.dumps(pos)), validate=step % (round_trip_every * schema_every) == 0)
                if to_position(back) != pos or scoring.scores(back) != scoring.scores(st):
                    raise AssertionError("the position does not round-trip")
            rules.apply(st, acts[i])
            step += 1
        check(st)
    except AssertionError as exc:
        raise FuzzFailure(seed, players, step, str(exc)) from exc
    return FuzzResult(seed, players, step, scoring.scores(st), scoring.winners(st), dict(st.nickname_owner))
