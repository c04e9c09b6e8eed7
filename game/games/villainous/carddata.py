"""The values a villain's data becomes: its cards (``CardDef``), its locations, the
``Villain``, and the cards of one game (``Table``). Plain immutable values that the state and
the rules read; ``cards.py`` reads the data files into them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .box import DESPICABLE_PLOTS, Box


@dataclass(frozen=True, slots=True)
class CardDef:
    key: str
    name: str
    type: str
    deck: str  # "villain" or "fate"
    villain: str
    text: str
    copies: int = 1
    cost: int = 0
    strength: int | None = None
    attach: str | None = None
    covers: bool = False
    play: tuple = ()
    on_move: tuple = ()
    on_defeat: tuple = ()
    activate_cost: int | None = None
    activate: tuple = ()
    statics: tuple = ()  # of (kind, argument)
    condition: dict | None = None
    after: str = "discard"
    keeps_other_revealed: bool = False
    fixed_location: str | None = None
    played_when_revealed: bool = False
    replaces: str | None = None
    not_with: tuple[str, ...] = ()
    playable_when: dict | None = None
    vanquish_after: str | None = None
    untrappable: bool = False
    grants: tuple[str, ...] = ()
    icon: str = ""  # its picture (assets/icons/game-icons/<icon>.svg): the table's, not the rules'
    #: what only a later box's cards carry (Scum and Villainy: ``currency``,
    #: ``activate_currency``, ``traits``, ``arrive``, ``hunt``, ``progress``, ``reward``,
    #: ``discard_when``); read by that box's rules module
    extra: dict = field(default_factory=dict, compare=False, hash=False)

    @property
    def has_activate(self) -> bool:
        return self.activate_cost is not None


@dataclass(frozen=True, slots=True)
class Location:
    key: str
    name: str
    top: tuple[str, ...]
    bottom: tuple[str, ...]
    locked: bool = False
    obstacle_spots: int = 0
    admits: tuple[str, ...] | None = None
    #: adjacent to no other location (Deep Space: Vehicles are "distinct, isolated locations")
    isolated: bool = False
    #: the largest Gain Power symbol among ``top`` and ``bottom`` (0: none), read by every
    #: Gain Power action: worked out once, from the symbols, when the location is made
    gain: int = field(init=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "gain", max((int(s[4:]) for s in self.top + self.bottom if s[:4] == "gain"),
                                             default=0))


@dataclass(frozen=True, slots=True)
class Villain:
    key: str
    name: str
    box: str
    objective: str
    objective_kind: str
    accent: str
    base: str
    locations: tuple[Location, ...]
    villain_deck: tuple[CardDef, ...]
    fate_deck: tuple[CardDef, ...]
    by_key: dict = field(default_factory=dict, compare=False, hash=False)
    relic: dict | None = None
    #: how many Trapped tokens its box gives it (Lady Tremaine: 5; none for the others)
    trapped_tokens: int = 0
    #: the rules of its Objective kind, and its own hooks (``villains/``): found by name in the rulebook
    goal: Any = field(default=None, compare=False, hash=False, repr=False)
    hooks: Any = field(default=None, compare=False, hash=False, repr=False)
    icon: str = ""  # the villain's picture (assets/icons/game-icons/<icon>.svg)
    #: the indexes of its isolated locations (``Location.isolated``), found when it is made
    isolated: frozenset[int] = field(init=False, compare=False, hash=False, repr=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "isolated", frozenset(i for i, loc in enumerate(self.locations) if loc.isolated))

    def location_index(self, key: str) -> int:
        for i, loc in enumerate(self.locations):
            if loc.key == key:
                return i
        raise KeyError(key)


@dataclass(frozen=True, slots=True)
class Table:
    """The card instances of one game: iid -> definition, owner seat and label."""

    villains: tuple[Villain, ...]
    defs: tuple[CardDef, ...]
    owner: tuple[int, ...]
    labels: tuple[str, ...]
    by_label: tuple[dict, ...]  # per seat: label -> iid
    villain_iids: tuple[tuple[int, ...], ...]
    fate_iids: tuple[tuple[int, ...], ...]
    #: the box whose rulebook the game plays by (every villain names its box)
    box: Box = DESPICABLE_PLOTS
    #: (seat, won) for each seat whose Objective is checked after every step
    win_checks: tuple = ()
    #: the iids of the cards with an always-on ability: a Realm scan skips the rest
    with_statics: frozenset = frozenset()
    #: (iid, location, seat) -> that card's always-on abilities there, in that Realm's terms
    #: (filled by ``realm.active_statics`` as cards are met: they depend on nothing else)
    statics_at: dict = field(default_factory=dict, compare=False, hash=False)
    #: the iids of the Conditions (a hand without one opens no Condition window)
    conditions: frozenset = frozenset()
    #: the iids of the cards that add an action symbol to their location (``grants``)
    granting: frozenset = frozenset()
    #: (seat, mover, slots used, covered) -> the free action symbols there, for a location
    #: with no card that grants one (``realm.free_symbols``: they depend on nothing else)
    symbols_at: dict = field(default_factory=dict, compare=False, hash=False)
    #: (seat, mover, locks) -> where the mover may go (``rules.legal_actions``, where no box
    #: rule or villain's own list decides it: the locks are all it reads)
    moves_at: dict = field(default_factory=dict, compare=False, hash=False)
    #: card name -> the iids of that name, every seat's (``effects.finding.findable``)
    named: dict = field(default_factory=dict, compare=False, hash=False)
    #: the table of a seen game (``seen.seen_table``): after the cards, each seat's face-down
    #: placeholders, one for every card of each of its decks, standing where a card is hidden
    seen: bool = False
    #: a seen game's table: per seat, (its Villain deck's placeholders, its Fate deck's), in order
    backs: tuple[tuple[tuple[int, ...], tuple[int, ...]], ...] = ()
