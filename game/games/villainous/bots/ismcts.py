"""Hard: the core's information-set Monte Carlo tree search (``game.core.bots.ismcts``)
with Villainous's judgement: samples from ``determinize``, ``knowledge.value`` to score a
rollout, the heuristic's one-move look as the root's prior, and rollouts that shy from
ending the turn (``search_hooks``, which ``definition.VILLAINOUS.search_hooks()`` gives too)."""

from __future__ import annotations

from game.core.bots.ismcts import ISMCTSBot as _SearchBot
from game.core.bots.ismcts import Node
from game.core.protocol import SearchHooks

from ..game import Game
from .determinize import determinize
from .heuristic import score_actions
from .knowledge import value

__all__ = ["ISMCTSBot", "Node", "search_hooks"]


def search_hooks() -> SearchHooks:
    """What the core's ISMCTS asks of Villainous: samples from an observation, the
    heuristic's value and its root prior; a rollout shies from ending the turn."""

    def sample(observation, rng):
        return Game(determinize(observation, rng))

    return SearchHooks(
        sample=sample,
        value=lambda game, seat: value(game.state, seat),
        prior=lambda game, seat, legal: score_actions(game.state, seat, legal, depth=1),
        shy_in_rollout=lambda action: action.verb == "end",
        seat_of=lambda observation: observation["seat"] - 1,
    )


class ISMCTSBot(_SearchBot):
    name = "hard"

    def __init__(self, seed: int = 0, *args, **kwargs) -> None:
        kwargs.setdefault("hooks_source", search_hooks)  # a worker process makes its own
        super().__init__(search_hooks(), seed, *args, **kwargs)
