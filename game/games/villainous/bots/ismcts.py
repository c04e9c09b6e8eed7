"""Hard: the core's information-set Monte Carlo tree search (``game.core.bots.ismcts``)
with Villainous's judgement: samples from ``determinize``, ``knowledge.value`` to score a
rollout, the heuristic's one-move look as the root's prior, and rollouts that shy from
ending the turn (all given by ``definition.VILLAINOUS.search_hooks()``)."""

from __future__ import annotations

from game.core.bots.ismcts import ISMCTSBot as _SearchBot
from game.core.bots.ismcts import Node

from ..definition import VILLAINOUS

__all__ = ["ISMCTSBot", "Node"]


class ISMCTSBot(_SearchBot):
    name = "hard"

    def __init__(self, seed: int = 0, *args, **kwargs) -> None:
        kwargs.setdefault("hooks_source", search_hooks)
        super().__init__(VILLAINOUS.search_hooks(), seed, *args, **kwargs)


def search_hooks():
    """Villainous's hooks, made afresh (in a worker process of the root-parallel search)."""
    return VILLAINOUS.search_hooks()
