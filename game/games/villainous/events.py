"""Engine events: what happened, as typed values with named fields.

``rules.apply`` returns the events of one move, in order (``State.log`` holds them while
it runs). Every event is a frozen dataclass naming who (``seat``: the Realm it happened
in, or the player who did it), what (``card``, ``hero``, ``cards``) and where
(``location``, ``src``/``dest``), so that the table can animate it and the log can say
it. Each class has

- ``kind`` (a ClassVar): its short name, the one the command line and older logs used
  ("draw", "play", …);
- ``reveals`` (a ClassVar): True when the event shows a player something that was hidden
  (a card drawn, a deck shuffled, a Fate card revealed): undo never goes back past it.

Card ids are instance ids (``iid``), locations indexes into the villain's locations, seats
0-based. ``words.describe`` says an event in plain words.
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields
from typing import Any, ClassVar, dataclass_transform

from game.core import protocol


class Event(protocol.Event):
    """The base of every Villainous event (``kind`` and ``reveals`` are class constants)."""

    __slots__ = ()
    kind: ClassVar[str] = "event"
    reveals: ClassVar[bool] = False

    def to_json(self) -> dict[str, Any]:
        """The event as plain JSON: ``{"kind": "play", "seat": 0, "card": 12, …}``."""
        out: dict[str, Any] = {"kind": self.kind}
        for f in fields(self):  # type: ignore[arg-type]
            value = getattr(self, f.name)
            out[f.name] = list(value) if isinstance(value, tuple) else value
        return out


@dataclass_transform(frozen_default=True)
def _ev(cls: type) -> type:
    """A frozen dataclass with slots, whose ``__init__`` writes its slots directly.

    A frozen dataclass's own ``__init__`` goes through ``object.__setattr__`` for every
    field, and an event is made for nearly every step of the engine; this one sets each
    slot by its descriptor (the class stays frozen: ``__setattr__`` still refuses)."""
    cls = dataclass(frozen=True, slots=True)(cls)
    names = [f.name for f in fields(cls)]
    if all(f.default is MISSING and f.default_factory is MISSING for f in fields(cls)):
        space = {f"_set_{n}": cls.__dict__[n].__set__ for n in names}
        body = "".join(f"    _set_{n}(self, {n})\n" for n in names) or "    pass\n"
        exec(f"def __init__(self, {', '.join(names)}):\n{body}", space)  # noqa: S102
        init = space["__init__"]
        init.__qualname__ = f"{cls.__qualname__}.__init__"
        init.__doc__ = cls.__init__.__doc__
        cls.__init__ = init  # type: ignore[misc]
    return cls


@_ev
class TurnBegan(Event):
    """A player's turn begins (round ``round``): the start of a turn is an undo barrier."""

    kind: ClassVar[str] = "turn"
    reveals: ClassVar[bool] = True
    seat: int
    round: int


@_ev
class MoverMoved(Event):
    """The Villain mover goes to ``location``."""

    kind: ClassVar[str] = "mover"
    seat: int
    location: int


@_ev
class GainedPower(Event):
    kind: ClassVar[str] = "power"
    seat: int
    amount: int


@_ev
class PaidPower(Event):
    kind: ClassVar[str] = "pay"
    seat: int
    amount: int


@_ev
class Drew(Event):
    kind: ClassVar[str] = "draw"
    reveals: ClassVar[bool] = True
    seat: int
    count: int


@_ev
class Shuffled(Event):
    """A deck is shuffled where it lies; ``deck`` is "villain" or "fate"."""

    kind: ClassVar[str] = "shuffle"
    reveals: ClassVar[bool] = True
    seat: int
    deck: str


@_ev
class Played(Event):
    """A card is played into ``seat``'s Realm: to ``location``, or (-1) an Effect that
    resolves and leaves. ``cost`` is the Power paid (0 for Fate cards)."""

    kind: ClassVar[str] = "play"
    seat: int
    card: int
    location: int
    cost: int


@_ev
class Attached(Event):
    """An Item is played onto ``host`` (an Ally or a Hero)."""

    kind: ClassVar[str] = "attach"
    seat: int
    card: int
    host: int
    cost: int


@_ev
class Activated(Event):
    kind: ClassVar[str] = "activate"
    seat: int
    card: int
    cost: int


@_ev
class FateTaken(Event):
    """``seat`` takes a Fate action against ``target``."""

    kind: ClassVar[str] = "fate"
    seat: int
    target: int


@_ev
class Revealed(Event):
    """Cards revealed from the top of one of ``seat``'s decks."""

    kind: ClassVar[str] = "reveal"
    reveals: ClassVar[bool] = True
    seat: int
    cards: tuple[int, ...]


@_ev
class Unplayable(Event):
    """A revealed Fate card cannot be played (``reason``, a clause) and is discarded."""

    kind: ClassVar[str] = "unplayable"
    seat: int
    card: int
    reason: str


@_ev
class Moved(Event):
    """A card in ``seat``'s Realm moves from location ``src`` to ``dest``."""

    kind: ClassVar[str] = "move"
    seat: int
    card: int
    src: int
    dest: int


@_ev
class Vanquished(Event):
    """``seat`` vanquishes ``hero`` with ``allies`` (the Hero's defeat follows)."""

    kind: ClassVar[str] = "vanquish"
    seat: int
    hero: int
    allies: tuple[int, ...]


@_ev
class Defeated(Event):
    """A Hero leaves ``seat``'s Realm from ``location`` for the Fate discard pile."""

    kind: ClassVar[str] = "defeat"
    seat: int
    hero: int
    location: int


@_ev
class DiscardedFromHand(Event):
    kind: ClassVar[str] = "discard"
    seat: int
    card: int


@_ev
class Discarded(Event):
    """A card goes to its discard pile (from the Realm, limbo or a deck)."""

    kind: ClassVar[str] = "discarded"
    seat: int
    card: int


@_ev
class ToHand(Event):
    """A card goes to ``seat``'s hand (from the Realm or a revealed deck)."""

    kind: ClassVar[str] = "to_hand"
    reveals: ClassVar[bool] = True
    seat: int
    card: int


@_ev
class Found(Event):
    """A card looked for ("find … and play it") is found."""

    kind: ClassVar[str] = "found"
    reveals: ClassVar[bool] = True
    seat: int
    card: int


@_ev
class ObstacleChanged(Event):
    """An Obstacle is removed from (``delta`` -1) or put back at (+1) ``location``."""

    kind: ClassVar[str] = "obstacle"
    seat: int
    location: int
    delta: int


@_ev
class AmbitionGained(Event):
    """``seat`` takes ``amount`` Ambition tokens (Scum and Villainy: 1 at the start of its turn,
    or more by a card's text): the log says why the Ambition counter grew."""

    kind: ClassVar[str] = "ambition"
    seat: int
    amount: int


@_ev
class NothingDone(Event):
    """A step of ``card``'s text had nothing to act on and did nothing (``reason``, a clause:
    "no Obstacle to remove"): the log says so rather than nothing."""

    kind: ClassVar[str] = "nothing"
    seat: int
    card: int
    reason: str


@_ev
class ConditionPlayed(Event):
    kind: ClassVar[str] = "condition"
    seat: int
    card: int


@_ev
class Trapped(Event):
    kind: ClassVar[str] = "trapped"
    seat: int
    hero: int


@_ev
class Released(Event):
    kind: ClassVar[str] = "released"
    seat: int
    hero: int


@_ev
class Unlocked(Event):
    kind: ClassVar[str] = "unlock"
    seat: int
    location: int


@_ev
class RelicClaimed(Event):
    kind: ClassVar[str] = "claim"
    seat: int


@_ev
class RelicFlipped(Event):
    """The relic turns to ``side`` (1: the dormant side, 2: its Power side)."""

    kind: ClassVar[str] = "relic"
    seat: int
    side: int


@_ev
class Reordered(Event):
    """``seat`` looked at the top ``count`` Fate cards and put them back in an order."""

    kind: ClassVar[str] = "reorder"
    reveals: ClassVar[bool] = True
    seat: int
    count: int


@_ev
class Replaced(Event):
    """The Power of the Black Cauldron: ``new`` takes the place of ``old`` at ``location``."""

    kind: ClassVar[str] = "replace"
    seat: int
    old: int
    new: int
    location: int


@_ev
class TurnEnded(Event):
    kind: ClassVar[str] = "end"
    seat: int


@_ev
class Won(Event):
    kind: ClassVar[str] = "win"
    seat: int


#: every event class, by its ``kind``
EVENTS: dict[str, type[Event]] = {
    cls.kind: cls for cls in list(globals().values())
    if isinstance(cls, type) and issubclass(cls, Event) and cls is not Event
}

#: the kinds that show a player something hidden (undo barriers)
REVEALING: frozenset[str] = frozenset(k for k, cls in EVENTS.items() if cls.reveals)
