"""The story of a finished (or running) match, for the Game over screen: no pygame, no files.

``summarize(setup, moves)`` replays the moves from the setup, as a save is replayed, and
counts for each seat: its progress to the objective at the end of every turn (the game's
own measure, ``GameDefinition.summary_progress``), its moves by kind (the first word of
each move's notation), the cards it played and the Heroes or Villains it defeated (what
the game's events say, ``GameDefinition.summary_credits``), and the turn at which the lead
last changed hands, with the number of moves played by then, where the replay opens.

Nothing here knows any game: every game answers the two hooks of its definition.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass

from .match import Match, Setup

#: what ``GameDefinition.summary_credits`` may credit a seat with
CARDS = "cards"
DEFEATED = "defeated"


@dataclass(frozen=True)
class SeatSummary:
    seat: int
    #: progress to the objective at the end of each turn (``Summary.turn_ends``), in the
    #: game's unit (``Summary.unit``)
    progress: tuple[float, ...]
    #: moves by kind, most first ("play": 12, "move": 9, ...)
    actions: tuple[tuple[str, int], ...]
    cards_played: int
    defeated: int


@dataclass(frozen=True)
class Summary:
    game: str
    seats: tuple[SeatSummary, ...]
    #: how many moves had been played at the end of each turn (the last is every move)
    turn_ends: tuple[int, ...]
    #: the game's own number of each of those turns (its round, or its turn: ``round_word``)
    rounds: tuple[int, ...]
    #: "round" or "turn": what the game calls what ``rounds`` counts
    round_word: str
    #: "fraction" (0 nothing done .. 1 the objective reached) or "points" (a score)
    unit: str
    #: what ``cards_played`` counts, as a catalogue message ("Cards played", ...)
    cards_label: str
    #: what ``defeated`` counts, as a catalogue message ("Heroes defeated", ...)
    defeated_label: str
    #: the seat leading alone at the end (None: a tie at the top)
    leader: int | None
    #: the turn (1-based) at whose end the lead last changed hands, and the moves played then
    lead_turn: int | None
    lead_move: int | None

    @property
    def turns(self) -> int:
        return len(self.turn_ends)

    @property
    def lead_round(self) -> int | None:
        """The game's number of the turn the lead last changed at (its round or turn)."""
        return self.rounds[self.lead_turn - 1] if self.lead_turn is not None else None

    def top(self) -> float:
        """The top of the chart: 1 for a fraction, the best score (at least 1) for points."""
        if self.unit == "fraction":
            return 1.0
        return max([1.0] + [v for s in self.seats for v in s.progress])


def sole_leader(values: Sequence[float]) -> int | None:
    """The seat with the most progress, when no other seat has as much."""
    if not values:
        return None
    best = max(values)
    leaders = [k for k, v in enumerate(values) if v == best]
    return leaders[0] if len(leaders) == 1 else None


def last_lead_change(curves: Sequence[Sequence[float]]) -> int | None:
    """The turn (1-based) at whose end a seat last took the lead alone from another seat or
    from nobody (a tie at the top changes no lead: the seat that led before still does
    until another leads alone); None when nobody ever led alone."""
    turns = min((len(c) for c in curves), default=0)
    lead_turn: int | None = None
    current: int | None = None
    for t in range(turns):
        now = sole_leader([c[t] for c in curves])
        if now is not None and now != current:
            current, lead_turn = now, t + 1
    return lead_turn


def summarize(setup: Setup, moves: Sequence[str]) -> Summary:
    """Replay ``moves`` from ``setup`` and tell each seat's story (ValueError on a move the
    game refuses, as a save's loader does)."""
    match = Match(setup)
    definition = match.definition
    game = match.game
    seats = len(setup.seats) or len(getattr(game, "scores", lambda: [])())
    kinds: list[Counter[str]] = [Counter() for _ in range(seats)]
    credits: list[Counter[str]] = [Counter() for _ in range(seats)]
    curves: list[list[float]] = [[] for _ in range(seats)]
    turn_ends: list[int] = []
    rounds: list[int] = []

    def sample(played: int, number: int | None) -> None:
        turn_ends.append(played)
        rounds.append(number if number is not None else len(turn_ends))
        for seat in range(seats):
            curves[seat].append(float(definition.summary_progress(game, seat)))

    for k, text in enumerate(moves, start=1):
        seat = game.current_player()
        turn = definition.turn(game)
        number = definition.round(game)  # the turn's own number, before the move ends it
        events = game.apply(game.parse(text))
        kind = definition.summary_kind_in(game, text)
        if 0 <= seat < seats and kind:  # a choice inside an action is no action of its own
            kinds[seat][kind] += 1
        for credited, what in definition.summary_credits(events, seat, turn[1]):
            if 0 <= credited < seats:
                credits[credited][what] += 1
        if game.is_over() or definition.turn(game) != turn:
            sample(k, number)
    if not turn_ends or turn_ends[-1] != len(moves):
        sample(len(moves), definition.round(game))

    lead_turn = last_lead_change(curves)
    leader = sole_leader([curves[s][-1] for s in range(seats)]) if turn_ends else None
    return Summary(
        game=setup.game,
        seats=tuple(SeatSummary(s, tuple(curves[s]), tuple(sorted(kinds[s].items(), key=lambda kv: (-kv[1], kv[0]))),
                                credits[s][CARDS], credits[s][DEFEATED]) for s in range(seats)),
        turn_ends=tuple(turn_ends),
        rounds=tuple(rounds),
        round_word=definition.summary_round_word,
        unit=definition.summary_unit,
        cards_label=definition.summary_cards,
        defeated_label=definition.summary_defeated,
        leader=leader,
        lead_turn=lead_turn,
        lead_move=turn_ends[lead_turn - 1] if lead_turn is not None else None,
    )


def summary_of(match: Match) -> Summary:
    """A match's summary, from its setup and its moves."""
    return summarize(match.setup, match.moves)
