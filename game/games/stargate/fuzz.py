"""Random-playout fuzzing: seeded random games with the invariants checked at every step.

After every step: every card in one place, no power below 0, complications priced as the
seed says, a winner exactly when someone meets a victory condition, a running game has a
legal action, legal texts are unique and parse back, ``why_not`` agrees, and the position
JSON round-trips. ``make test`` runs a few hundred games; ``make fuzz`` thousands.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from ...core import rng
from . import rules
from .cards import DECKS
from .invariants import check, check_step
from .notation import parse, text
from .position import from_position, to_position

#: every ordered pairing of the decks (mirror matches included) and some 3- and 4-player tables
PAIRINGS: tuple[tuple[str, ...], ...] = tuple((a, b) for a in DECKS for b in DECKS) + (
    ("survey", "serpent", "archivists"),
    ("freeworlds", "survey", "serpent", "archivists"),
)


@dataclass
class FuzzResult:
    seed: int
    decks: tuple[str, ...]
    steps: int
    turns: int
    winner: int | None
    moves: list[str]


class FuzzFailure(AssertionError):
    def __init__(self, seed: int, decks: tuple[str, ...], step: int, message: str) -> None:
        super().__init__(f"seed {seed} {','.join(decks)} step {step}: {message}")
        self.seed = seed


def fuzz_game(decks: tuple[str, ...], seed: int, max_turns: int = 80,
              deep_every: int = 7) -> FuzzResult:
    """One random game. Every ``deep_every`` steps the position round-trip is checked too."""
    st = rules.new_game(decks, seed)
    r = rng.seed_state(seed ^ 0x5DEECE66D)
    step = 0
    moves: list[str] = []
    try:
        while st.winner is None and st.turn <= max_turns:
            acts = rules.legal_actions(st)
            check(st, acts)
            texts = [text(st, a) for a in acts]
            if len(set(texts)) != len(texts):
                raise AssertionError(f"two legal actions share a text: {texts}")
            r, i = rng.below(r, len(acts))
            if parse(st, acts, texts[i]) != acts[i]:
                raise AssertionError(f"{texts[i]!r} does not parse back")
            if step % deep_every == 0:
                pos = to_position(st)
                back = from_position(json.loads(json.dumps(pos)))
                if to_position(back) != pos:
                    raise AssertionError("the position does not round-trip")
                for cand in rules.candidates(st):
                    if (rules.reason(st, cand) is None) != (cand in acts):
                        raise AssertionError(f"why_not disagrees on {cand}")
            before = len(st.mission.complications)
            moves.append(texts[i])
            ev = rules.apply(st, acts[i])
            check_step(before, ev)
            step += 1
        check(st)
    except AssertionError as exc:
        raise FuzzFailure(seed, decks, step, str(exc)) from exc
    return FuzzResult(seed, decks, step, st.turn, st.winner, moves)
