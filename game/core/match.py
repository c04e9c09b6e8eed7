"""A match: the setup, the game, and every move in its canonical text.

The table, the command line and saves hold a Match. Seats are human or bot (with a
level); the move list replays the game exactly from the setup, because every game is
deterministic and its RNG lives in its state. Undo goes back over a seat's own moves and
never past a barrier *the game declares* (``GameDefinition.is_barrier``: by default a
revealing event or a change of the deciding seat). Nothing here knows any game: the setup
names its game by key, and the registry gives its definition.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .protocol import GameDefinition, GameState
from .registry import game_named


@dataclass
class Seat:
    kind: str = "human"  # "human" or "bot"; a network table's session also has "remote" (a person elsewhere)
    level: str = "random"  # the bot's level when kind == "bot"

    def to_json(self) -> dict[str, str]:
        return {"kind": self.kind, "level": self.level} if self.kind == "bot" else {"kind": "human"}


class Setup:
    """What a match starts from: the game (by key), the seats, the seed and the game's options
    (each game's own: Villainous's villains and Fate token, San Villano's organizations...).

    ``Setup(game, seats, seed, options)``, or ``Setup.of(game, seats, seed, **options)``. A game
    may offer a shorter form of its own (``game.games.villainous.villainous_setup``); the core
    knows no game's options.
    """

    __slots__ = ("game", "seats", "seed", "options")

    def __init__(self, game: str, seats: Sequence[Seat] = (), seed: int = 0,
                 options: Mapping[str, Any] | None = None) -> None:
        self.game = game
        self.seats = list(seats)
        self.seed = seed
        self.options = dict(options or {})

    @classmethod
    def of(cls, game: str, seats: Sequence[Seat], seed: int = 0, **options: Any) -> Setup:
        return cls(game, seats, seed, options)

    @property
    def definition(self) -> GameDefinition:
        return game_named(self.game)

    def to_json(self) -> dict[str, Any]:
        return self.definition.setup_json(self)

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Setup):
            return NotImplemented
        return (self.game, self.seats, self.seed, self.options) == (other.game, other.seats, other.seed, other.options)

    def __repr__(self) -> str:
        return f"Setup(game={self.game!r}, seats={self.seats!r}, seed={self.seed!r}, options={self.options!r})"


@dataclass
class Step:
    game: GameState  # the game before the move (a cheap clone)
    text: str
    seat: int
    barrier: bool  # the game declared the move a barrier (it revealed something, or passed the decision on)

    @property
    def before(self):
        """The state before the move (a game that wraps one exposes it as ``state``)."""
        return getattr(self.game, "state", self.game)


@dataclass
class Match:
    setup: Setup
    game: GameState = field(init=False)
    moves: list[str] = field(default_factory=list)
    history: list[Step] = field(default_factory=list, repr=False)
    redo_stack: list[str] = field(default_factory=list, repr=False)
    # the game's identity, kept in its save file: given by the save folder the first time
    # the game is saved (the engine draws no randomness of its own)
    game_id: str = ""
    #: a lesson's game (the title screen's Learn to play): never saved among the player's
    #: games, so neither Load nor Continue offers it
    lesson: bool = False
    definition: GameDefinition = field(init=False, repr=False)

    def __post_init__(self) -> None:
        self.definition = game_named(self.setup.game)
        self.game = self.definition.new(len(self.setup.seats) or self.definition.players_in(self.setup.options),
                                        self.setup.seed, self.setup.options)

    @property
    def state(self):
        """The game's state object (a game that wraps one exposes it as ``state``)."""
        return getattr(self.game, "state", self.game)

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.setup.seats) if s.kind == "human"]

    def is_bot(self, seat: int) -> bool:
        return 0 <= seat < len(self.setup.seats) and self.setup.seats[seat].kind == "bot"

    def apply(self, action: Any, _redo: bool = False) -> list:
        if isinstance(action, str):
            action = self.game.parse(action)
        before = self.game.clone()
        seat = self.game.current_player()
        events, barrier = self.apply_unrecorded(action)
        self.history.append(Step(before, self.moves[-1], seat, barrier))
        if not _redo:
            self.redo_stack.clear()
        return events

    def apply_unrecorded(self, action: Any) -> tuple[list, bool]:
        """Play a parsed legal action and note its text, without the copy of the game undo
        needs (a loader replaying a long game keeps copies at barriers only): its events,
        and whether the game declares the move a barrier."""
        game = self.game
        seat = game.current_player()
        text = game.text(action)
        events = game.apply(action)
        self.moves.append(text)
        return events, self.definition.is_barrier(events, seat, game)

    def trim_history(self) -> None:
        """Forget the states before the last barrier: undo never goes back past it, so they
        are never needed (a long game loaded from a file keeps a few states, not one per move)."""
        for k in range(len(self.history) - 1, -1, -1):
            if self.history[k].barrier:
                del self.history[:k]
                return

    # --- undo and redo: only a player's own moves within their turn, never past a barrier ---

    def can_undo(self, seat: int) -> bool:
        return self.undo_refusal(seat) is None

    def undo_depth(self, seat: int) -> int:
        """How many moves ``seat``'s undo takes back: back to its own last move, over the
        bots' moves since, none of them a barrier (0: nothing to undo). A game whose every
        change of the deciding seat is a barrier (the default rule) takes back one move."""
        return self._undo_walk(seat)[0]

    def undo_refusal(self, seat: int) -> str | None:
        """Why ``seat`` cannot undo now, as a reason code the table puts into words, None
        when it can: "nobody" (no seat at the screen), "bot", "not-your-turn", "nothing" (no
        move to take back), "barrier" (the last move the walk met is a barrier: it revealed
        something, or the game's rule stops there), "other" (another person's move)."""
        return self._undo_walk(seat)[1]

    def _undo_walk(self, seat: int) -> tuple[int, str | None]:
        if seat < 0:
            return 0, "nobody"
        if self.is_bot(seat):
            return 0, "bot"
        if self.game.current_player() != seat:
            return 0, "not-your-turn"
        if not self.history:
            return 0, "nothing"
        for k in range(len(self.history) - 1, -1, -1):
            step = self.history[k]
            if step.barrier:
                return 0, "barrier"
            if step.seat == seat:
                return len(self.history) - k, None
            if not self.is_bot(step.seat):
                return 0, "other"
            after = self.history[k + 1].game if k + 1 < len(self.history) else self.game
            if not self.definition.undo_passes_over(step.game, step.seat, after):
                return 0, "barrier"
        return 0, "nothing"

    def undo(self) -> str:
        step = self.history.pop()
        self.game = step.game
        self.moves.pop()
        self.redo_stack.append(step.text)
        return step.text

    def can_redo(self, seat: int) -> bool:
        return bool(self.redo_stack) and self.game.current_player() == seat

    def redo(self) -> list:
        return self.apply(self.redo_stack.pop(), _redo=True)


def random_match(setup: Setup, most: int, seed: int, as_text: bool = False) -> Match:
    """A match of up to ``most`` moves (fewer if the game ends), each drawn from the legal
    ones with the engine's seeded generator: the same match every time, for golden saves
    and the saves' tests. ``as_text``: each move applied as its text, as a save replays it."""
    from . import rng

    match = Match(setup)
    r = rng.seed_state(seed)
    while len(match.moves) < most and not match.game.is_over():
        legal = match.game.legal_texts() if as_text else match.game.legal_actions()
        r, i = rng.below(r, len(legal))
        match.apply(legal[i])
    return match
