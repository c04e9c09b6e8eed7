"""A session: the seats of one match driven for a table, the command line or the arena.

It knows whose decision it is, runs a bot's decision (at once for the command line and
the arena; on a worker thread for the table, created the first time a table asks), and
decides who may be at a shared screen (the hot-seat curtain). The table keeps what it
draws (who is at the screen now); the session answers what the rules of the screen say:

- one human: they hold the screen all game;
- several: a human about to decide who is not at the screen gets the curtain first
  (the reason: their "turn", their turn handed "back" to them after someone else's
  decision inside it, a "condition" the rules offer them in another's turn, or another
  "decision");
- a bot deciding outside the turn of the person at the screen hides every hand.

Turns and interruptions come from the game's definition (``turn``, ``interruption``), so
the same rules hold for every game.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from concurrent.futures import Future, ThreadPoolExecutor
from dataclasses import dataclass, field
from typing import Any

from .match import Match, Seat
from .protocol import Bot, GameDefinition, GameState

BotSource = Callable[[int, str], Bot] | Sequence[Bot] | None

_worker: ThreadPoolExecutor | None = None
_worker_lock = threading.Lock()


def worker() -> ThreadPoolExecutor:
    """The one thread bots think on for the table (made the first time it is needed)."""
    global _worker
    with _worker_lock:
        if _worker is None:
            _worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="bot")
        return _worker


@dataclass
class ScreenHolders:
    """The seats that have held a shared screen in one turn (a table keeps one)."""

    turn: Any = None
    seats: set[int] = field(default_factory=set)

    def note(self, turn: Any, seat: int) -> None:
        if turn != self.turn:
            self.turn, self.seats = turn, set()
        self.seats.add(seat)

    def held(self, turn: Any, seat: int) -> bool:
        return turn == self.turn and seat in self.seats


@dataclass(frozen=True)
class ScreenCall:
    """What the table should do about the screen now.

    ``kind``: "keep" (nothing changes), "hold" (``seat`` is at the screen: the only human,
    or nobody), "curtain" (raise the curtain for ``seat``), "hide" (nobody may look now)."""

    kind: str
    seat: int = -1


class Session:
    """Drives the seats of a match (or of a bare game, for fast bot-only play).

    ``bots``: a factory ``(seat, level) -> Bot`` (the table's, which keeps one bot a seat
    for the whole game), a bot per seat, or None for the game's own bots (seed: seat + 1).
    """

    def __init__(self, match: Match | None = None, bots: BotSource = None, *,
                 game: GameState | None = None, definition: GameDefinition | None = None,
                 seats: Sequence[Seat] | None = None) -> None:
        if match is None and (game is None or definition is None or seats is None):
            raise ValueError("a session drives a match, or a game with its definition and seats")
        self.match = match
        self._game = game
        self.definition = match.definition if match is not None else definition
        self.seats = list(match.setup.seats if match is not None else seats)
        self._bots: dict[int, Bot] = {}
        self._bot_source = bots

    # --- the game and its seats -------------------------------------------------------

    @property
    def game(self) -> GameState:
        return self.match.game if self.match is not None else self._game

    def current_player(self) -> int:
        game = self.game
        return -1 if game.is_over() else game.current_player()  # over: won, shared or nobody's

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.kind == "human"]

    def is_bot(self, seat: int) -> bool:
        return 0 <= seat < len(self.seats) and self.seats[seat].kind == "bot"

    def bot_to_move(self) -> bool:
        return self.is_bot(self.current_player())

    def apply(self, action: Any) -> list:
        """Carry out a move (a match records it, with its undo barrier)."""
        return self.match.apply(action) if self.match is not None else self.game.apply(action)

    # --- bots ---------------------------------------------------------------------------

    def bot(self, seat: int) -> Bot:
        """The bot playing ``seat`` (made once, kept for the game)."""
        found = self._bots.get(seat)
        if found is None:
            source = self._bot_source
            level = self.seats[seat].level
            if callable(source):
                found = source(seat, level)
            elif source is not None:
                found = source[seat]
            else:
                found = self.definition.make_bot(level, seed=seat + 1)
            self._bots[seat] = found
        return found

    def close(self) -> None:
        """Stop what this session's bots keep running (Hard's worker processes): the match is
        over or left. A decision under way returns at once with a move nobody plays."""
        from .bots import close_bot

        for bot in self._bots.values():
            close_bot(bot)

    def prepare(self, seat: int | None = None) -> Callable[[], Any]:
        """A bot's decision, ready to run: what it may see is taken now (from this thread),
        the thinking happens when the returned function is called (here or on a worker)."""
        seat = self.current_player() if seat is None else seat
        bot = self.bot(seat)
        game = self.game
        if getattr(bot, "wants_game", False):
            private = game.clone()  # the worker never shares the live game
            return lambda: bot.choose_in(private, seat)
        legal = list(game.legal_actions())
        observation = self.definition.bot_observation(game, seat, bot)
        return lambda: bot.choose(observation, legal)

    def decide(self, seat: int | None = None) -> Any:
        """The bot's move for ``seat`` (the deciding one by default), thought here."""
        return self.prepare(seat)()

    def think(self, seat: int | None = None) -> Future:
        """The bot's move, thought on the worker thread; the caller applies the result."""
        return worker().submit(self.prepare(seat))

    def play_bot_move(self) -> tuple[Any, list, float | None]:
        """One bot move at once: (the action, its events, the seconds it thought, or None when
        it had a single legal action and did not have to)."""
        seat = self.current_player()
        forced = len(self.game.legal_actions()) == 1
        run = self.prepare(seat)
        t0 = time.perf_counter()
        action = run()
        took = None if forced else time.perf_counter() - t0
        return action, self.apply(action), took

    # --- the shared screen (hot-seat) -------------------------------------------------

    def first_viewer(self) -> int:
        """One human: they hold the screen all game. Several: nobody, until the curtain admits one."""
        humans = self.humans()
        return humans[0] if len(humans) == 1 else -1

    def screen_call(self, viewer: int, curtain_seat: int | None) -> ScreenCall:
        """Before a different human decides, the curtain; a bot deciding outside the turn of
        the person at the screen hides every hand (one inside it, a Condition, leaves them)."""
        humans = self.humans()
        if len(humans) <= 1:
            return ScreenCall("hold", humans[0] if humans else -1)
        game = self.game
        if game.is_over():
            return ScreenCall("keep", viewer)
        who = game.current_player()
        if who in humans:
            if who != viewer and curtain_seat != who:
                return ScreenCall("curtain", who)
            return ScreenCall("keep", viewer)
        _, active = self.definition.turn(game)
        if viewer >= 0 and active != viewer:
            return ScreenCall("hide")
        return ScreenCall("keep", viewer)

    def turn_id(self) -> Any:
        """The current turn's identity (a table's ScreenHolders are of one turn)."""
        return self.definition.turn(self.game)[0]

    def note_holder(self, holders: ScreenHolders, seat: int) -> None:
        """``seat`` is at the screen now: from here to the turn's end the curtain hands it "back"."""
        if seat >= 0:
            holders.note(self.turn_id(), seat)

    def curtain_reason(self, seat: int, holders: ScreenHolders) -> str:
        """Why the screen passes to ``seat``: "turn", "back", "condition" or "decision".

        "back" only to the player whose turn it is and who has held the screen in it (they
        were admitted in it, or were at the screen when it began): someone else's decision
        before the turn's first curtain (Stargate's stops before turn 1) is no reason to say
        "back" to a player who never had the screen."""
        game = self.game
        turn, active = self.definition.turn(game)
        if seat != active:
            return self.definition.interruption(game)
        if holders.held(turn, seat):
            return "back"
        return "turn"
