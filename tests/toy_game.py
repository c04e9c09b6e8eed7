"""The smallest game the core runs: Nim with a hidden bag (the worked example of
docs/engine.md, "Adding a game").

Stones lie in a row; a player takes 1, 2 or 3 of them; who takes the last stone wins.
One hidden thing makes the undo barrier and the determinization worth showing: after each
take, the taker draws a secret bonus tile from a bag (kept face down in front of them);
the game's score is the tiles' sum.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, ClassVar

from game.core import rng as R
from game.core.protocol import Event, GameDefinition, SearchHooks, SetupOption


class PositionError(ValueError):
    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"at {path}: {message}")


@dataclass(frozen=True)
class Take:
    stones: int


@dataclass(frozen=True)
class Took(Event):
    seat: int
    stones: int


@dataclass(frozen=True)
class DrewTile(Event):
    reveals: ClassVar[bool] = True  # the taker sees a hidden tile: an undo barrier
    seat: int


class Nim:
    """The game state (the protocol's exact names)."""

    __slots__ = ("stones", "to_move", "bag", "tiles", "rng", "players")

    def __init__(self, stones: int, players: int, bag: list[int], rng: int) -> None:
        self.stones, self.players, self.bag, self.rng = stones, players, bag, rng
        self.to_move = 0
        self.tiles: list[list[int]] = [[] for _ in range(players)]

    def current_player(self) -> int:
        return -1 if self.stones == 0 else self.to_move

    def legal_actions(self) -> tuple[Take, ...]:
        return tuple(Take(n) for n in (1, 2, 3) if n <= self.stones)

    def why_not(self, action: Take) -> str | None:
        if self.stones == 0:
            return "the game is over"
        return None if action in self.legal_actions() else f"take 1 to {min(3, self.stones)} stones"

    def apply(self, action: Take | str) -> list[Event]:
        if isinstance(action, str):
            action = self.parse(action)
        reason = self.why_not(action)
        if reason:
            raise ValueError(reason)
        seat = self.to_move
        self.stones -= action.stones
        events: list[Event] = [Took(seat, action.stones)]
        if self.bag:
            self.rng, i = R.below(self.rng, len(self.bag))
            self.tiles[seat].append(self.bag.pop(i))
            events.append(DrewTile(seat))
        if self.stones:
            self.to_move = (seat + 1) % self.players
        return events

    def observe(self, seat: int) -> dict[str, Any]:
        return {"seat": seat, "stones": self.stones, "to_move": self.to_move, "bag": len(self.bag),
                "tiles": [list(t) if s == seat else len(t) for s, t in enumerate(self.tiles)]}

    def clone(self) -> Nim:
        c = Nim(self.stones, self.players, list(self.bag), self.rng)
        c.to_move, c.tiles = self.to_move, [list(t) for t in self.tiles]
        return c

    def determinize(self, seat: int, seed: int) -> Nim:
        """The bag and the others' tiles re-dealt from what ``seat`` cannot see."""
        c = self.clone()
        unseen = list(c.bag) + [x for s, t in enumerate(c.tiles) if s != seat for x in t]
        state = R.shuffle(R.seed_state(seed), unseen)
        for s, t in enumerate(c.tiles):
            if s != seat:
                c.tiles[s], unseen = unseen[: len(t)], unseen[len(t):]
        c.bag, c.rng = unseen, state
        return c

    def winner(self) -> int | None:
        return self.to_move if self.stones == 0 else None

    def is_over(self) -> bool:
        return self.stones == 0

    def scores(self) -> list[int]:
        return [sum(t) for t in self.tiles]

    def text(self, action: Take) -> str:
        return f"take {action.stones}"

    def legal_texts(self) -> list[str]:
        return [self.text(a) for a in self.legal_actions()]

    def parse(self, text: str) -> Take:
        for a in self.legal_actions():
            if self.text(a) == text.strip():
                return a
        raise ValueError(f"{text[:40]!r} is not a legal move; legal: {', '.join(self.legal_texts())}")

    def describe(self, action: Take) -> str:
        return f"Take {action.stones} stone{'s' if action.stones > 1 else ''}"

    def describe_event(self, event: Event) -> str:
        if isinstance(event, Took):
            return f"Player {event.seat + 1} takes {event.stones}."
        return f"Player {event.seat + 1} draws a tile."

    def to_position(self) -> dict[str, Any]:
        return {"game": "nim", "stones": self.stones, "to_move": self.to_move, "bag": list(self.bag),
                "tiles": [list(t) for t in self.tiles], "rng": self.rng}

    @classmethod
    def from_position(cls, data: Any) -> Nim:
        if not isinstance(data, dict) or data.get("game") != "nim":
            raise PositionError("/game", "not a Nim position")
        stones, tiles = data.get("stones"), data.get("tiles")
        if type(stones) is not int or not 0 <= stones <= 100:
            raise PositionError("/stones", "a whole number from 0 to 100")
        if not isinstance(tiles, list) or not 2 <= len(tiles) <= 4:
            raise PositionError("/tiles", "one list of tiles a player, 2 to 4 players")
        g = cls(stones, len(tiles), list(data.get("bag", [])), int(data.get("rng", 0)))
        g.to_move, g.tiles = int(data.get("to_move", 0)), [list(t) for t in tiles]
        return g


class NimDefinition(GameDefinition):
    key = "nim"
    title = "Nim with a hidden bag"
    player_counts = (2, 3, 4)
    #: on the kit's New game screen too (``label``, ``offered``: the first value its default)
    options = (SetupOption("stones", "how many stones lie in the row", 15, label="Stones",
                           offered=lambda players: ((5, "Stones: {value}"), (10, "Stones: {value}"),
                                                    (15, "Stones: {value}"))),)
    position_error = PositionError
    bot_levels = ("random", "hard")

    def check_options(self, players, options):
        opts = super().check_options(players, options)
        if type(opts["stones"]) is not int or not 1 <= opts["stones"] <= 100:
            raise ValueError("stones: a whole number from 1 to 100")
        return opts

    def new(self, players, seed, options=None) -> Nim:
        opts = self.check_options(players, options)
        return Nim(opts["stones"], players, list(range(1, 10)), R.seed_state(seed))

    def from_position(self, data) -> Nim:
        return Nim.from_position(data)

    def search_hooks(self) -> SearchHooks:
        return SearchHooks(value=lambda game, seat: (10.0 if game.winner() == seat else
                                                     -10.0 if game.is_over() else 0.0))


NIM = NimDefinition()


def nim_hooks() -> SearchHooks:
    """Nim's hooks, as a worker process of the root-parallel search makes them."""
    return NIM.search_hooks()
