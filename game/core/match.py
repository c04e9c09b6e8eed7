"""A match: the setup, the game, and every move in its canonical text.

The table, the command line and saves hold a Match. Seats are human or bot (with a
level); the move list replays the game exactly from the setup, because the engine is
deterministic and its RNG lives in the state.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.games.villainous.actions import Action, format_action
from game.games.villainous.game import Game


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
class Step:
    before: object  # the State before the move (a cheap clone)
    text: str
    seat: int
    barrier: bool  # the move revealed something, or passed the decision on


@dataclass
class Match:
    setup: Setup
    game: Game = field(init=False)
    moves: list[str] = field(default_factory=list)
    history: list[Step] = field(default_factory=list, repr=False)
    redo_stack: list[str] = field(default_factory=list, repr=False)
    # the game's identity, kept in its save file: given by the save folder the first time
    # the game is saved (the engine draws no randomness of its own)
    game_id: str = ""

    def __post_init__(self) -> None:
        self.game = Game.new(self.setup.villains, self.setup.seed, self.setup.fate_token)

    @property
    def state(self):
        return self.game.state

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.setup.seats) if s.kind == "human"]

    def is_bot(self, seat: int) -> bool:
        return 0 <= seat < len(self.setup.seats) and self.setup.seats[seat].kind == "bot"

    def apply(self, action: Action | str, _redo: bool = False) -> list:
        if isinstance(action, str):
            action = self.game.parse(action)
        st = self.game.state
        seat = self.game.current_player()
        before = st.clone()
        text = format_action(st, action)
        events = self.game.apply(action)
        self.moves.append(text)
        after = self.game.state
        barrier = (
            any(ev.reveals for ev in events)  # the game declares its undo barriers
            or self.game.current_player() != seat
            or (after.prompt is not None and after.prompt.kind in ("look", "order"))
        )
        self.history.append(Step(before, text, seat, barrier))
        if not _redo:
            self.redo_stack.clear()
        return events

    def trim_history(self) -> None:
        """Forget the states before the last move that revealed something or passed the
        decision on: undo never goes back past it, so they are never needed (a long game
        loaded from a file keeps a few states, not one per move)."""
        for k in range(len(self.history) - 1, -1, -1):
            if self.history[k].barrier:
                del self.history[:k]
                return

    # --- undo and redo: only a player's own moves within their turn, never past a reveal ---

    def can_undo(self, seat: int) -> bool:
        if not self.history or self.game.current_player() != seat or self.is_bot(seat):
            return False
        last = self.history[-1]
        return last.seat == seat and not last.barrier

    def undo(self) -> str:
        step = self.history.pop()
        self.game.state = step.before
        self.moves.pop()
        self.redo_stack.append(step.text)
        return step.text

    def can_redo(self, seat: int) -> bool:
        return bool(self.redo_stack) and self.game.current_player() == seat

    def redo(self) -> list:
        return self.apply(self.redo_stack.pop(), _redo=True)
