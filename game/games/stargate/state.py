"""The mutable state of one game: plain lists and ints, so cloning and saving are cheap.

Derived values (skill totals, difficulty totals, victory totals, complication costs) are
computed in ``totals.py``, never stored, so they cannot go stale.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .cards import Table, build_table

# Card states of cards in play (the summary's "ready, assigned, stopped, incapacitated").
READY = "ready"
ASSIGNED = "assigned"
STOPPED = "stopped"
INCAPACITATED = "incapacitated"


@dataclass
class Seat:
    """One player's zones. Lists are ordered: ``deck[0]`` and ``missions[0]`` are the tops."""

    deck: list[int] = field(default_factory=list)
    hand: list[int] = field(default_factory=list)
    discard: list[int] = field(default_factory=list)
    missions: list[int] = field(default_factory=list)  # the face-down Mission pile
    play: list[int] = field(default_factory=list)  # characters, gear, ships, adversaries in play
    completed: list[int] = field(default_factory=list)  # Missions under characters
    score: list[int] = field(default_factory=list)  # the villain score pile
    power: int = 0
    mulliganed: bool = False

    def clone(self) -> Seat:
        return Seat(self.deck[:], self.hand[:], self.discard[:], self.missions[:], self.play[:],
                    self.completed[:], self.score[:], self.power, self.mulliganed)


@dataclass
class Mission:
    """The current mission and everything at it; reset when the mission ends."""

    card: int = -1
    obstacles: list[int] = field(default_factory=list)
    complications: list[int] = field(default_factory=list)
    adversary: int = -1  # the assigned adversary
    heroes: list[int] = field(default_factory=list)  # assigned hero characters, in order
    hero_ships: list[int] = field(default_factory=list)
    villain_ships: list[int] = field(default_factory=list)
    bonus_skill: int = 0  # from events and Victory text, until the mission ends
    bonus_difficulty: int = 0
    success: bool = False
    battle_winner: int = -1  # seat that won the ship battle, -1 none

    def clone(self) -> Mission:
        return Mission(self.card, self.obstacles[:], self.complications[:], self.adversary,
                       self.heroes[:], self.hero_ships[:], self.villain_ships[:], self.bonus_skill,
                       self.bonus_difficulty, self.success, self.battle_winner)


@dataclass
class State:
    decks: tuple[str, ...]
    rng: int
    seats: list[Seat]
    status: list[str]  # per iid: a card state for cards in play, "" elsewhere
    tokens: list[int]  # per iid: promotion tokens
    boost: list[int]  # per iid: boosts until the mission ends
    host: list[int]  # per iid: the character a Gear or completed Mission sits under, -1 none
    blocked: list[bool]  # per iid: blocked until the mission ends
    first: int = 0
    turn: int = 0  # 0 during setup
    hero: int = 0
    phase: str = "setup-stop"  # see rules.PHASES
    actor: int = 0  # whose action (phase "actions") or whose answer (prompts)
    passes: int = 0
    failed_count: int = 0  # missions failed this turn (the price of continuing)
    failed: list[int] = field(default_factory=list)  # failed Missions waiting for the debrief
    mission: Mission = field(default_factory=Mission)
    winner: int | None = None
    queue: list[int] = field(default_factory=list)  # seats still to answer a setup/debrief prompt

    # The card table is shared and immutable: looked up once, never copied or saved.
    table: Table = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        self.table = build_table(self.decks)

    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def villain(self) -> int:
        """The villain player: the hero player's left neighbour (the next seat)."""
        return (self.hero + 1) % len(self.seats)

    def clone(self) -> State:
        out = State(self.decks, self.rng, [s.clone() for s in self.seats], self.status[:],
                    self.tokens[:], self.boost[:], self.host[:], self.blocked[:], self.first,
                    self.turn, self.hero, self.phase, self.actor, self.passes, self.failed_count,
                    self.failed[:], self.mission.clone(), self.winner, self.queue[:])
        out.table = self.table  # a seen game's keeps its face-down cards
        return out
