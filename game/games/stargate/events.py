"""Events: what happened, with what a table needs to animate it. ``reveals`` marks an undo
barrier (something hidden was shown to a player)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from ...core import protocol


@dataclass(frozen=True)
class Event(protocol.Event):
    reveals: ClassVar[bool] = False


@dataclass(frozen=True)
class TurnBegan(Event):
    turn: int
    hero: int
    villain: int
    power: int


@dataclass(frozen=True)
class MissionFlipped(Event):
    reveals: ClassVar[bool] = True
    seat: int
    card: int


@dataclass(frozen=True)
class CardMoved(Event):
    """A card went from one zone to another (``who`` caused it)."""

    who: int
    card: int
    source: str
    dest: str
    target: int = -1


@dataclass(frozen=True)
class Milled(Event):
    """Cards from the top of a deck to its discard pile, face up: they are revealed."""

    reveals: ClassVar[bool] = True
    seat: int
    cards: tuple[int, ...]


@dataclass(frozen=True)
class ComplicationPlayed(Event):
    who: int
    card: int  # masked to -1 in what the hero sees
    cost: int


@dataclass(frozen=True)
class StateChanged(Event):
    card: int
    state: str


@dataclass(frozen=True)
class Boosted(Event):
    who: int
    card: int
    discarded: int


@dataclass(frozen=True)
class Passed(Event):
    who: int


@dataclass(frozen=True)
class PowerChanged(Event):
    seat: int
    delta: int
    power: int


@dataclass(frozen=True)
class CardsDrawn(Event):
    reveals: ClassVar[bool] = True
    seat: int
    count: int


@dataclass(frozen=True)
class ShipBattle(Event):
    hero_firepower: int
    villain_firepower: int
    winner: int


@dataclass(frozen=True)
class MissionResolved(Event):
    card: int
    skill_total: int
    difficulty_total: int
    success: bool


@dataclass(frozen=True)
class Effected(Event):
    """A card's text took effect."""

    who: int
    card: int
    verb: str
    n: int
    target: int = -1


@dataclass(frozen=True)
class Won(Event):
    seat: int
    how: str
