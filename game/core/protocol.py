"""The one protocol every caller (table, bots, command line, saves, tests) uses.

Modelled on OpenSpiel's state API, with actions kept as readable values that have a
canonical text form instead of integer ids. The spec a new game follows is
``docs/engine.md`` ("Adding a game"); Stargate (``game/games/stargate``) implements it.

Three things live here, none of them knows any game:

- ``GameState``: what a game's state object offers (a typing ``Protocol``; it and
  ``SearchHooks`` are defined in ``game.core.state``, below the bots, and named here).
- ``Event``: the base of a game's typed events; ``reveals`` declares an undo barrier.
- ``GameDefinition``: what a game registers with the core (``game.core.registry``): its
  key and title, player counts, setup options and their checks, a new game, a position,
  its bots, its notation errors, and the hooks the core asks it (undo barriers, turns for
  the hot-seat curtain, the names of a save). Every hook has a default that follows the
  protocol alone, so a game overrides only what it does differently.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, Protocol

from .bots.ismcts import ISMCTSBot
from .bots.random_bot import RandomBot
from .phrase import N_, Name, say
from .state import FullGameState, GameState, SearchHooks  # noqa: F401 - the protocol's names, in one place for callers


def winners_of(game: GameState) -> tuple[int, ...] | None:
    """A game's result, the same for every game: None while it runs; once it is over, every
    winning seat in order: one for a win, several for a shared victory, none when nobody won.

    A game whose victory can be shared (or that can end with no winner) offers
    ``winners() -> tuple[int, ...]``; for any other, ``winner()`` names the one winner (a
    negative seat, or None once the game is over, is read as "nobody won")."""
    if not game.is_over():
        return None
    many = getattr(game, "winners", None)
    if callable(many):
        return tuple(sorted({int(s) for s in many()}))
    one = game.winner()
    return () if one is None or one < 0 else (one,)


def result_words(winners: Sequence[int] | None, names: Sequence[str] = ()) -> str:
    """A result in plain words for the command line and logs: "p2 wins", "p1 and p3 share
    the victory", "nobody wins", "in progress" (``names``: each seat's, when known)."""
    if winners is None:
        return "in progress"

    def name(seat: int) -> str:
        return f"p{seat + 1}" + (f" ({names[seat]})" if 0 <= seat < len(names) else "")

    if not winners:
        return "nobody wins"
    if len(winners) == 1:
        return f"{name(winners[0])} wins"
    return f"{', '.join(name(s) for s in winners[:-1])} and {name(winners[-1])} share the victory"


class PositionError(ValueError):
    """A position (a game's whole state as JSON) that cannot be loaded: ``path`` says where
    it is wrong (``"players[1].hand"``), ``message`` what. Games raise it, or a subclass."""

    def __init__(self, path: str, message: str) -> None:
        super().__init__(f"{path}: {message}")
        self.path = path
        self.message = message


class Event:
    """The base of a game's typed events (frozen dataclasses in the games).

    ``reveals`` is the undo barrier a game declares: True when the event shows a player
    something that was hidden (a draw, a reveal, a shuffle); undo never goes back past it.
    """

    __slots__ = ()
    reveals: ClassVar[bool] = False


class Bot(Protocol):
    """A seat's player: it chooses among the legal actions from its observation only.

    A bot that needs more than the observation dict to sample what it cannot see (a game
    whose ``determinize`` works on the game object) sets ``wants_game = True`` and offers
    ``choose_in(game, seat)``; it must read hidden things only through ``determinize``.
    """

    name: str

    def choose(self, observation: dict[str, Any] | None, legal: Sequence[Any]) -> Any: ...


@dataclass(frozen=True)
class SetupOption:
    """One option of a game's setup, as the setup screen and the command line offer it."""

    name: str
    help: str = ""
    default: Any = None
    #: the values it takes (each item's, for a list), asked only when a value is checked: so
    #: listing the games loads no game's content (None: any value the game accepts)
    choices: Callable[[], Sequence[str]] | None = None

    #: the New game screen's words for it (marked with ``N_``): "" when the screen does not offer
    #: it (the command line still does), or when a ``SeatChoice`` fills it
    label: str = ""
    #: what the screen offers for a seat count: (value, words) pairs, the first the default; the
    #: words may hold ``{value}`` (None: the option is not on the screen)
    offered: Callable[[int], Sequence[tuple[Any, str]]] | None = None
    #: the seat counts the option changes anything for (empty: every count); with another count
    #: the screen neither shows it nor puts it in the setup
    for_players: tuple[int, ...] = ()
    #: the groups of the game's ``SeatChoice`` whose rulebook has the option (a Villainous box:
    #: only Despicable Plots has a Fate token; empty: every group); with another group the
    #: screen neither shows it nor puts it in the setup
    for_groups: tuple[str, ...] = ()
    #: a solo mode: while the option is set (not None), seat 1 is a person and the others bots
    solo: bool = False
    #: what the screen says under the form while the option is set (marked with ``N_``; may
    #: hold ``{value}``)
    note: str = ""

    def valid(self) -> tuple[str, ...]:
        """The values this option takes, as the command line lists them (empty: not listed)."""
        return tuple(self.choices()) if self.choices is not None else ()

    def applies(self, players: int, group: str = "") -> bool:
        """Whether the option changes anything with ``players`` seats whose choices are from
        ``group`` (the screen offers it then)."""
        return (not self.for_players or players in self.for_players) and (not self.for_groups or group in self.for_groups)


@dataclass(frozen=True)
class SeatChoice:
    """What each seat chooses on the New game screen (its villain, its deck): the setup option
    ``option`` holds one value a seat, in seat order. Only the content is named here, as
    callables, so that listing the games loads no game's content.

    A game whose values come in groups (Villainous's boxes, each played by its own rulebook)
    gives ``group_of``: every seat's value is then from one group, and a group may seat fewer
    players than the game (``group_most``: Scum and Villainy seats four)."""

    option: str
    #: the words on a seat's button, marked with ``N_``, holding ``{name}`` (the value's name)
    label: str
    values: Callable[[], Sequence[str]]
    name_of: Callable[[str], str]
    #: no two seats hold the same value
    distinct: bool = False
    group_of: Callable[[str], str] | None = None
    #: the words on the group's button, marked with ``N_``, holding ``{name}``
    group_label: str = ""
    group_name: Callable[[str], str] | None = None
    #: the most seats the group's rulebook starts (None: the game's most)
    group_most: Callable[[str], int] | None = None
    #: the system of ``assets/balance.json`` whose match-ups these values are (None: the group)
    balance: str | None = None

    def groups(self) -> list[str]:
        """The groups in the order their values come (one, "", without groups)."""
        if self.group_of is None:
            return [""]
        return list(dict.fromkeys(self.group_of(v) for v in self.values()))

    def in_group(self, group: str) -> list[str]:
        """The values a seat may hold when the game's values are from ``group``."""
        if self.group_of is None:
            return list(self.values())
        return [v for v in self.values() if self.group_of(v) == group]


class GameDefinition:
    """A game as the core knows it. Subclass it (or set the attributes) and ``register`` it.

    Required: ``key``, ``title``, ``player_counts``, ``new`` and ``from_position``.
    """

    key: str = ""
    title: str = ""
    player_counts: tuple[int, ...] = ()
    options: tuple[SetupOption, ...] = ()
    #: what each seat chooses on the New game screen (None: nothing, the seats differ only
    #: by who plays them)
    seat_choice: SeatChoice | None = None
    bot_levels: tuple[str, ...] = ("random",)
    #: a JSON schema of the setup its saves store (checked at /setup after the core's own)
    setup_schema: dict[str, Any] = {}
    #: the exception a bad position raises (it names the path); ValueError at least
    position_error: type[Exception] = ValueError
    #: the exception a bad move text raises (ValueError at least)
    notation_error: type[Exception] = ValueError

    # --- making games ----------------------------------------------------------------

    def check_options(self, players: int, options: Mapping[str, Any] | None) -> dict[str, Any]:
        """The options made whole (defaults filled in), or ValueError naming the valid ones."""
        if players not in self.player_counts:
            raise ValueError(f"{self.title} is for {_counts(self.player_counts)} players, not {players}")
        opts = dict(options or {})
        known = {o.name for o in self.options}
        for name in opts:
            if name not in known:
                valid = ", ".join(sorted(known)) or "none"
                raise ValueError(f"unknown option {name!r} for {self.key}; valid options: {valid}")
        for o in self.options:
            opts.setdefault(o.name, o.default)
        return opts

    def players_in(self, options: Mapping[str, Any]) -> int | None:
        """How many players the options imply (Villainous: one a villain), if they do."""
        return None

    def new(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> GameState:
        raise NotImplementedError

    def from_position(self, data: Any) -> GameState:
        raise NotImplementedError

    #: the modules of the game's package a table may import: content, words, what a seen
    #: game offers for drawing; never a module that decides legality or changes a game
    #: (tests/table/test_view_boundary.py holds every view to it)
    table_modules: tuple[str, ...] = ()

    def seen(self, game: GameState, seat: int) -> GameState:
        """The game as ``seat`` may see it (-1: a spectator): a separate game object holding
        nothing that seat may not see. Other seats' hidden cards are face-down placeholders,
        the draw piles keep their sizes but not their order, the random generator is not the
        real one (it would tell the next shuffle). A table draws only from this, and a
        network host sends only its position: ``from_position(seen(g, s).to_position())``
        gives the same seen game back."""
        raise NotImplementedError(f"{self.key} does not say yet what a seat sees")

    def is_seen_position(self, data: Any) -> bool:
        """Whether ``data`` is the position of a seen game (a seat's view: cards face down, no
        real random generator), which a network client draws but nobody plays on: the saves
        and the command line refuse it."""
        return False

    # --- bots ---------------------------------------------------------------------------

    def make_bot(self, level: str, seed: int = 0, **options) -> Bot:
        """"random" (the core's), and "hard" (the core's ISMCTS) when the game gives
        ``search_hooks``; a game with bots of its own overrides this."""
        if level not in self.bot_levels:
            raise ValueError(f"unknown bot {level!r}; valid bots: {', '.join(self.bot_levels)}")
        if level == "hard" and self.search_hooks() is not None:
            # the hooks a worker process of the root-parallel search makes for itself
            options.setdefault("hooks_source", self.search_hooks)
            return ISMCTSBot(self.search_hooks(), seed, **options)
        return RandomBot(seed)

    def search_hooks(self) -> SearchHooks | None:
        """The game's judgement for the core's ISMCTS (None: no search bot)."""
        return None

    def bot_observation(self, game: GameState, seat: int, bot: Bot) -> dict[str, Any] | None:
        """What a bot is given: its seat's observation (the random bot needs none)."""
        return None if getattr(bot, "name", "") == "random" else game.observe(seat)

    # --- notation and words -------------------------------------------------------------

    def text(self, game: GameState, action: Any) -> str:
        """An action's canonical notation (the game's ``text``)."""
        return game.text(action)

    def parse(self, game: GameState, text: str) -> Any:
        """The action a notation names (the game's ``parse``; ``notation_error`` otherwise)."""
        return game.parse(text)

    def terminal_talk(self) -> Any:
        """What the terminal game (``villainous cli``) shows a player beyond the notation: an
        object offering ``intro(game, seat, words)`` (words after the seat's name),
        ``objective(game, seat, words)``, ``opening(game)`` (the events before the first move),
        ``names(game)`` (each seat's) and ``show(game, seat, words)`` (what the seat sees before
        choosing); ``words`` says a phrase in the command line's language (``str``: its English).
        None: moves and events only."""
        return None

    def describe_event(self, game: GameState, event: Any) -> str:
        describe = getattr(game, "describe_event", None)
        return describe(event) if describe else str(event)

    def save_title(self, raw_setup: Mapping[str, Any]) -> str:
        """A new save's title, built from its stored setup as words (a phrase,
        ``game.core.phrase``): the file keeps its English, and the Load screen builds it
        again from the save's setup to say it in the chosen language."""
        seats = raw_setup.get("seats")
        return say("{game}, {count} players", game=Name(self.title), count=len(seats) if isinstance(seats, list) else 0)

    def save_name(self, game: GameState, setup) -> str:
        """A new save's name (the player can rename it): its title."""
        return self.save_title(setup.to_json())

    # --- the rules the core asks about --------------------------------------------------

    def is_barrier(self, events: Sequence[Any], seat_before: int, after: GameState) -> bool:
        """Whether undo stops at this move: an event revealed something hidden, or the
        decision passed to another seat."""
        return any(getattr(ev, "reveals", False) for ev in events) or after.current_player() != seat_before

    def undo_passes_over(self, before: GameState, seat: int, after: GameState) -> bool:
        """Whether another seat's undo may go back over this move of the bot at ``seat``
        (``before`` and ``after`` it), when it is no barrier: it showed that seat nothing
        its rule keeps. Default: yes (the default barrier rule already stops at every change
        of the deciding seat, so undo never meets a bot's move)."""
        return True

    def turn(self, game: GameState) -> tuple[Any, int]:
        """(an identity of the current turn, the seat whose turn it is): the hot-seat curtain
        tells a new turn from a hand-back with it. Default: every decision is its own turn."""
        seat = game.current_player()
        return (None, seat)

    def interruption(self, game: GameState) -> str:
        """Why a seat decides in another's turn: "condition" (a reaction the rules offer
        it) or "decision" (anything else)."""
        return "decision"

    def round(self, game: GameState) -> int | None:
        """The round the game is in, when it counts rounds (the arena's limit)."""
        return None

    # --- the summary at the end (``game.core.summary``) ----------------------------------

    #: "fraction" (``summary_progress`` from 0 to 1) or "points" (a score that only grows)
    summary_unit: str = "fraction"
    #: what the game's ``round`` counts, as the summary names it: "round" or "turn"
    summary_round_word: str = "turn"
    #: what the game counts as a card played, a catalogue message
    summary_cards: str = N_("Cards played")
    #: what the game counts as defeated, a catalogue message ("" when it has nothing to defeat)
    summary_defeated: str = ""

    def summary_progress(self, game: GameState, seat: int) -> float:
        """How far ``seat`` is toward its objective. Default: 1 once it has won, else 0."""
        return 1.0 if seat in (winners_of(game) or ()) else 0.0

    def summary_kind(self, text: str) -> str:
        """The kind of a move, from its notation: its first word ("play", "move")."""
        return text.split(" ", 1)[0]

    def summary_kind_in(self, game: GameState, text: str) -> str:
        """The kind of a move of ``game`` (a game whose boxes name the same action each its
        own way says it in the box's words). Default: ``summary_kind``."""
        return self.summary_kind(text)

    def summary_credits(self, events: Sequence[Any], seat: int, turn_seat: int) -> list[tuple[int, str]]:
        """What a move's events credit seats with: ``(seat, "cards")`` for a card played,
        ``(seat, "defeated")`` for a Hero or Villain defeated (``seat`` moved in the turn of
        ``turn_seat``). Default: nothing."""
        return []

    # --- saves --------------------------------------------------------------------------

    def setup_json(self, setup) -> dict[str, Any]:
        """A setup as its save stores it."""
        return {"game": self.key, "seats": [s.to_json() for s in setup.seats], "seed": setup.seed,
                "options": dict(setup.options)}

    def options_from_json(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        """The options of a stored setup (checked by ``check_setup_json`` first)."""
        return dict(raw.get("options") or {})

    def check_setup_json(self, raw: Mapping[str, Any]) -> None:
        """ValueError("at /setup/...: what is wrong") for a stored setup this game refuses."""
        try:
            self.check_options(len(raw["seats"]), self.options_from_json(raw))
        except ValueError as exc:
            raise ValueError(f"at /setup: {exc}") from exc

    def seat_labels(self, raw_setup: Mapping[str, Any]) -> list[str]:
        """What a save listing shows of who sits where, from a stored setup."""
        return []

    def file_stem(self, setup) -> str:
        """The readable part of a new save's file name."""
        return self.key


def _counts(counts: Sequence[int]) -> str:
    xs = sorted(counts)
    if xs and xs == list(range(xs[0], xs[-1] + 1)) and len(xs) > 2:
        return f"{xs[0]} to {xs[-1]}"
    return " or ".join(map(str, xs))
