"""A match: the setup, the game, and every move in its canonical text.

The table, the command line and saves hold a Match. Seats are human or bot (with a
level); the move list replays the game exactly from the setup, because the engine is
deterministic and its RNG lives in the state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from ..villainous.actions import Action, format_action
from ..villainous.game import Game


@dataclass
class Seat:
    kind: str = "human"  # "human" or "bot"
    level: str = "random"  # the bot's level when kind == "bot"

    def to_json(self) -> dict[str, str]:
        return {"kind": self.kind, "level": self.level} if self.kind == "bot" else {"kind": "human"}


@dataclass
class Setup:
    villains: list[str]
    seats: list[Seat]
    seed: int = 0
    fate_token: int | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "villains": list(self.villains),
            "seats": [s.to_json() for s in self.seats],
            "seed": self.seed,
            "options": {"fate_token": self.fate_token},
        }


@dataclass
class Match:
    setup: Setup
    game: Game = field(init=False)
    moves: list[str] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.game = Game.new(self.setup.villains, self.setup.seed, self.setup.fate_token)

    @property
    def state(self):
        return self.game.state

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.setup.seats) if s.kind == "human"]

    def is_bot(self, seat: int) -> bool:
        return 0 <= seat < len(self.setup.seats) and self.setup.seats[seat].kind == "bot"

    def apply(self, action: Action | str) -> list[tuple]:
        if isinstance(action, str):
            action = self.game.parse(action)
        text = format_action(self.game.state, action)
        events = self.game.apply(action)
        self.moves.append(text)
        return events
