"""Bots playing a game out on their own: the loop ``simulate`` and ``make bench-bots`` share.

It is the table's bot loop too, run without a screen: each step asks the ``Session`` for
the deciding seat's prepared decision (what the bot may see is taken before the clock
starts), times it, and applies it through the session (a match records it).
"""

from __future__ import annotations

import time
from collections.abc import Sequence

from ..session import Session


def play_out(session: Session, kinds: Sequence[str], max_rounds: int | None = None,
             max_moves: int | None = None) -> tuple[int, dict[str, list[float]]]:
    """Let the session's bots (of the difficulties ``kinds``, one a seat) play until someone
    wins, round ``max_rounds`` is over (for a game that counts rounds) or ``max_moves``
    moves were played. Returns the moves played and each difficulty's decision times,
    timing only decisions with a real choice."""
    times: dict[str, list[float]] = {k: [] for k in kinds}
    definition = session.definition
    moves = 0
    while True:
        game = session.game
        if game.is_over() or (max_moves is not None and moves >= max_moves):
            break
        if max_rounds is not None:
            rnd = definition.round(game)
            if rnd is not None and rnd > max_rounds:
                break
        seat = game.current_player()
        choice = len(game.legal_actions()) > 1
        run = session.prepare(seat)
        t0 = time.perf_counter()
        action = run()
        if choice:
            times[kinds[seat]].append(time.perf_counter() - t0)
        session.apply(action)
        moves += 1
    return moves, times
