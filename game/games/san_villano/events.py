"""What happened, for the table to animate and the log to tell (``describe_event``).

Each event is a frozen dataclass; ``reveals`` is True when it shows something that was
hidden (a City card, a Fire token, a newly revealed card of a deck): an undo barrier.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True)
class Event:
    reveals: ClassVar[bool] = False


@dataclass(frozen=True)
class AgentPlaced(Event):
    seat: int
    agent: str
    src: str  # "home" or a location key
    dst: str


@dataclass(frozen=True)
class Activated(Event):
    seat: int
    location: str
    icon: str


@dataclass(frozen=True)
class ResourcesChanged(Event):
    seat: int
    clue: int  # change, may be negative
    money: int


@dataclass(frozen=True)
class CharacterRecruited(Event):
    seat: int
    card: str
    row: str  # "hero" or "helper"


@dataclass(frozen=True)
class CardRevealed(Event):
    reveals: ClassVar[bool] = True
    row: str  # "hero", "helper", "villain"
    card: str


@dataclass(frozen=True)
class CardBuried(Event):
    """A card went under its deck (a discarded Hero or Helper, a fleeing row)."""

    deck: str
    card: str


@dataclass(frozen=True)
class CharacterState(Event):
    seat: int
    card: str
    state: str  # "exhausted", "prepared", "discarded", "returned to the box"


@dataclass(frozen=True)
class Tracked(Event):
    seat: int
    villain: str


@dataclass(frozen=True)
class TrackingReturned(Event):
    seat: int
    villain: str
    dst: str  # "home" or "opportunity"


@dataclass(frozen=True)
class Confronted(Event):
    seat: int
    character: str
    villain: str
    outcome: str  # "sacrifice", "ready", "struggle"


@dataclass(frozen=True)
class FirePlaced(Event):
    seat: int
    location: str


@dataclass(frozen=True)
class FireRevealed(Event):
    reveals: ClassVar[bool] = True
    location: str
    fire: str


@dataclass(frozen=True)
class FireResolved(Event):
    seat: int
    location: str
    fire: str


@dataclass(frozen=True)
class CityRevealed(Event):
    reveals: ClassVar[bool] = True
    seat: int
    cell: str
    card: str


@dataclass(frozen=True)
class SpecialEvent(Event):
    what: str  # "second agent" or "elite villains"


@dataclass(frozen=True)
class OrderChanged(Event):
    order: tuple[int, ...]


@dataclass(frozen=True)
class StrategistChanged(Event):
    seat: int


@dataclass(frozen=True)
class GuardPosted(Event):
    seat: int
    card: str
    location: str


@dataclass(frozen=True)
class NicknameTaken(Event):
    seat: int
    nickname: str


@dataclass(frozen=True)
class TurnBegins(Event):
    seat: int
    side: str
    round: int
    extra: bool


@dataclass(frozen=True)
class GameOver(Event):
    scores: tuple[int, ...]
    winners: tuple[int, ...]
