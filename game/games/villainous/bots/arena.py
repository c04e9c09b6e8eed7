"""Bots playing a game out on their own: the loop `simulate` and `make bench-bots` share."""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence

from .. import rules
from ..actions import Action
from ..observe import observe
from ..state import State


def play_out(
    st: State,
    players: Sequence,
    kinds: Sequence[str],
    max_rounds: int,
    apply: Callable[[Action], object] | None = None,
) -> tuple[int, dict[str, list[float]]]:
    """Let ``players`` (one bot a seat, of the difficulties ``kinds``) play ``st`` until
    someone wins or round ``max_rounds`` is over. Each bot sees only its seat's observation
    (Random needs none). ``apply`` carries out a move (a Match records it); by default the
    rules apply it to ``st``. Returns the moves played and each difficulty's decision times,
    timing only decisions with a real choice."""
    apply = apply or (lambda action: rules.apply(st, action))
    times: dict[str, list[float]] = {k: [] for k in kinds}
    moves = 0
    while st.winner is None and st.round <= max_rounds:
        seat = rules.current_player(st)
        legal = rules.legal_actions(st)
        obs = None if kinds[seat] == "random" else observe(st, seat)
        t0 = time.perf_counter()
        action = players[seat].choose(obs, legal)
        if len(legal) > 1:
            times[kinds[seat]].append(time.perf_counter() - t0)
        apply(action)
        moves += 1
    return moves, times
