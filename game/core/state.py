"""What a game's state offers (``GameState``, the spec's names) and what the core's search
asks of a game (``SearchHooks``).

They sit below both the protocol (``game.core.protocol``, which re-exports them and builds a
game's bots) and the bots (``game.core.bots``), so that a bot reads a game's shape without
importing the definition that makes it.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol, runtime_checkable


@runtime_checkable
class GameState(Protocol):
    """What any game implementing the protocol offers (exact names; see the spec)."""

    def current_player(self) -> int:
        """The seat whose decision it is (-1 when the game is over)."""

    def legal_actions(self) -> Sequence[Any]:
        """Every action the current player may take now."""

    def apply(self, action: Any) -> list:
        """Apply one legal action (or its text) in place; return the events it caused."""

    def observe(self, seat: int) -> dict:
        """What ``seat`` may see, with hidden things masked (-1: a spectator)."""

    def clone(self) -> GameState:
        """An independent copy, cheap enough for search."""

    def winner(self) -> int | None:
        """The winning seat, or None while the game runs (a game whose victory can be shared
        or lost by all offers ``winners()`` too: read the result with ``winners_of``)."""

    def is_over(self) -> bool:
        """Whether the game has ended."""

    def text(self, action: Any) -> str:
        """The canonical notation of ``action`` here (round-trips through ``parse``)."""

    def parse(self, text: str) -> Any:
        """The action ``text`` names; ValueError naming a few legal texts otherwise."""

    def legal_texts(self) -> list[str]:
        """The notation of every legal action."""

    def to_position(self) -> dict:
        """The whole state as JSON (RNG included)."""


class FullGameState(GameState, Protocol):
    """The rest of the spec: a new game offers these too (Villainous is getting there)."""

    def why_not(self, action: Any) -> str | None:
        """None when legal, else the reason in plain words."""

    def scores(self) -> list[int]:
        """Each seat's score (final or current)."""

    def describe(self, action: Any) -> str:
        """Plain words for a player."""

    def determinize(self, seat: int, seed: int) -> GameState:
        """A copy in which what ``seat`` cannot see is re-sampled consistently."""


@dataclass(frozen=True)
class SearchHooks:
    """What ISMCTS (``game.core.bots.ismcts``) asks a game: how good a state is for a seat
    (required), and optionally: how to sample a full state from an observation with the bot's
    RNG (without it, the search samples with the protocol's ``determinize(seat, seed)``), a
    prior over the root's actions, and which actions a rollout should shy from (ending the turn)."""

    value: Callable[[GameState, int], float]
    sample: Callable[[dict[str, Any], Any], GameState] | None = None
    prior: Callable[[GameState, int, Sequence[Any]], list[float]] | None = None
    shy_in_rollout: Callable[[Any], bool] | None = None
    #: the bot's seat, from its observation
    seat_of: Callable[[dict[str, Any]], int] = lambda observation: observation["seat"]
