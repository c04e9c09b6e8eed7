"""Random-playout fuzzing: play seeded random games and check every step.

After every step: each card is in exactly one zone, no Power is negative, a running
game has a legal action, every legal action's text is unique and parses back, and the
position JSON round-trips to an equal state. ``make test`` runs a few hundred games;
``make fuzz`` thousands. A failing seed is reported so it can become a regression test.
"""

from __future__ import annotations

import json
from dataclasses import dataclass

from game.core import rng

from . import rules
from .actions import format_action, parse_action
from .cards import VILLAINS
from .invariants import check
from .position import from_position, to_position


def _pairings() -> tuple[tuple[str, ...], ...]:
    """Every ordered pairing of the villains of one box, and the three rotations of each
    box's first three (a game plays villains of one box)."""
    from .cards import load_villain

    by_box: dict[str, list[str]] = {}
    for key in VILLAINS:
        by_box.setdefault(load_villain(key).box, []).append(key)
    out: list[tuple[str, ...]] = []
    for vs in by_box.values():
        out.extend((a, b) for a in vs for b in vs)
        if len(vs) >= 3:
            out.extend(tuple(vs[k:3] + vs[:k]) for k in (0, 2, 1))
    return tuple(out)


#: every ordered pairing of each box's villains, and the rotations of its first three
PAIRINGS: tuple[tuple[str, ...], ...] = _pairings()


@dataclass
class FuzzResult:
    seed: int
    villains: tuple[str, ...]
    steps: int
    rounds: int
    winner: int | None
    moves: list[str]
    final: dict


class FuzzFailure(AssertionError):
    def __init__(self, seed: int, villains, step: int, message: str) -> None:
        super().__init__(f"seed {seed} {','.join(villains)} step {step}: {message}")
        self.seed = seed


def fuzz_game(villains, seed: int, max_rounds: int = 40, schema_every: int = 25) -> FuzzResult:
    villains = tuple(villains)
    st = rules.new_game(villains, seed)
    r = rng.seed_state(seed ^ 0x5DEECE66D)
    step = 0
    moves: list[str] = []
    try:
        while st.winner is None and st.round <= max_rounds:
            check(st)
            acts = rules.legal_actions(st)
            texts = [format_action(st, a) for a in acts]
            if len(set(texts)) != len(texts):
                raise AssertionError(f"two legal actions share a text: {texts}")
            r, i = rng.below(r, len(acts))
            if parse_action(st, texts[i]) != acts[i]:
                raise AssertionError(f"{texts[i]!r} does not parse back")
            pos = to_position(st)
            back = from_position(json.loads(json.dumps(pos)), validate=step % schema_every == 0)
            if to_position(back) != pos:
                raise AssertionError("the position does not round-trip")
            if [format_action(back, a) for a in rules.legal_actions(back)] != texts:
                raise AssertionError("the reloaded position offers other moves")
            moves.append(texts[i])
            rules.apply(st, acts[i])
            step += 1
        check(st)
    except AssertionError as exc:
        raise FuzzFailure(seed, villains, step, str(exc)) from exc
    return FuzzResult(seed, villains, step, st.round, st.winner, moves, to_position(st))


def save_round_trip(result: FuzzResult) -> None:
    """A random game saved, loaded and compared: it must replay to the same position, and that
    position must read back as itself (a verified load trusts it does). Raises AssertionError.

    Shared by the fuzz test and ``make fuzz``. The saves are imported here, not at the top, so
    that importing the engine's fuzz driver imports no file handling."""
    from game.core.match import Match, Seat
    from game.core.saves import parse_save, save_data
    from game.games.villainous import villainous_setup

    seats = [Seat("bot", "random")] * len(result.villains)
    match = Match(villainous_setup(list(result.villains), seats, result.seed))
    for move in result.moves:
        match.apply(move)
    loaded = parse_save(json.dumps(save_data(match)))
    assert loaded.verified, loaded.problem
    assert to_position(loaded.match.state) == result.final
    assert to_position(from_position(json.loads(json.dumps(result.final)))) == result.final
