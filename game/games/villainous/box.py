"""The Box: what one Villainous game box says, where the boxes' rulebooks differ.

Each box plays by its own rulebook. A game reads its box from its villains (every villain
data file names its box), through ``Table.box``; nothing in the engine names a box directly.
A rule that differs between rulebooks is a field here (a *switch*), read by the engine;
``tests/villainous/test_box.py`` flips each one on a custom Box and sees the rule change.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class ActionSymbol:
    """One action symbol of a box's boards: its key in the location data, and its words.

    ``key`` is what villain data writes in a location's ``top``/``bottom`` rows; a key that
    ends in digits (``gain``) takes an amount (``gain2``). What each symbol lets a player
    do is the engine's (``turn.action_options``); which symbols exist is the box's.
    """

    key: str
    name: str
    does: str


#: the six Disney symbols (Move a Hero appears on no Despicable Plots board, but mixes do)
DISNEY_SYMBOLS: tuple[ActionSymbol, ...] = (
    ActionSymbol("gain", "Gain Power", "Take as many Power tokens as the symbol shows."),
    ActionSymbol("play", "Play a Card", "Play a card from your hand, paying its cost."),
    ActionSymbol("activate", "Activate", "Pay the cost of an Activate ability and use it."),
    ActionSymbol("fate", "Fate", "Reveal two cards of an opponent's Fate deck and play one against them."),
    ActionSymbol("move_item_ally", "Move an Item or Ally", "Move one Item or Ally to another location."),
    ActionSymbol("move_hero", "Move a Hero", "Move one Hero to an adjacent location."),
    ActionSymbol("vanquish", "Vanquish", "Defeat a Hero with Allies of at least its Strength."),
    ActionSymbol("discard", "Discard Cards", "Discard any number of cards from your hand."),
)


@dataclass(frozen=True, slots=True)
class Box:
    key: str
    name: str
    #: "If you cannot do what the card says, then you cannot play it" (the Despicable Plots
    #: FAQ; Scum and Villainy's rulebook: "If you cannot follow a card's instructions, you
    #: cannot play it") applied to the "when played" abilities of the cards that stay in
    #: play (Allies, Items, Heroes, Vehicles): Lucifer or Todo 360 with no Hero at his
    #: location cannot be played. Effects, Conditions and activations must be doable in
    #: every box; a box whose rulebook lets cards be played whatever their "when played"
    #: ability finds turns it off (False).
    when_played_must_be_doable: bool
    #: Power each seat starts with (the fourth player 2, the fifth and sixth 3).
    starting_power: tuple[int, ...]
    #: Cards in hand at setup, and drawn back up to at the end of a turn.
    hand_size: int
    #: The player count from which the Fate token is used (0: never).
    fate_token_from: int
    #: The action symbols this box's boards may show (a location naming another is refused
    #: when the game is set up).
    symbols: tuple[ActionSymbol, ...] = DISNEY_SYMBOLS
    #: The currencies of the box, the first one the one the engine's ``power`` counts
    #: (Despicable Plots: Power; Scum and Villainy: Credits and Ambition).
    currencies: tuple[str, ...] = ("Power",)
    #: Where the Move an Item or Ally action reaches: "adjacent" (Despicable Plots: "to an
    #: adjacent location") or "any" (Scum and Villainy: "from one location to any other").
    move_reaches: str = "adjacent"
    #: A Fate action whose two revealed cards are both unplayable: "discard_both"
    #: (Despicable Plots FAQ) or "play_one_without_effect" (Scum and Villainy: "you must
    #: still choose one and play it without applying its effect, then discard it").
    both_fate_unplayable: str = "discard_both"
    #: Where each mover stands at setup: "left-most" (Despicable Plots: "Place your Villain
    #: Mover on the left-most location") or "portrait" (Scum and Villainy: "Place your mover
    #: on the portrait"; its first move may go to any location, the first one too).
    mover_start: str = "left-most"
    #: A Hero reduced to 0 Strength and the Vanquish action: "no_ally" (Despicable Plots FAQ:
    #: "no Allies need to be discarded. You can defeat the Hero even if you have no Allies at
    #: the Hero's location") or "ally_stays" (Scum and Villainy: "the Ally used during that
    #: action will not be discarded": one Ally there is used, and stays).
    zero_strength_hero: str = "no_ally"
    #: May an Ally with 0 Strength take part in a Vanquish (and so be discarded)? Despicable
    #: Plots says nothing: it adds nothing and is never asked. Scum and Villainy: "An Ally with
    #: 0 Strength may ... take part in a Vanquish action ... is always discarded."
    zero_strength_ally_joins: bool = False
    #: What the rulebook calls a player's board in the log: "Realm" (Despicable Plots) or
    #: "Sector" (Scum and Villainy: "Place your Sector in front of you").
    board_word: str = "Realm"

    def __post_init__(self) -> None:
        if self.move_reaches not in ("adjacent", "any"):
            raise ValueError(f"move_reaches must be 'adjacent' or 'any', not {self.move_reaches!r}")
        if self.both_fate_unplayable not in ("discard_both", "play_one_without_effect"):
            raise ValueError(f"unknown both_fate_unplayable rule {self.both_fate_unplayable!r}")
        if self.mover_start not in ("left-most", "portrait"):
            raise ValueError(f"mover_start must be 'left-most' or 'portrait', not {self.mover_start!r}")
        if self.zero_strength_hero not in ("no_ally", "ally_stays"):
            raise ValueError(f"zero_strength_hero must be 'no_ally' or 'ally_stays', not {self.zero_strength_hero!r}")

    @property
    def max_players(self) -> int:
        """The most seats the box can seat: one starting amount per seat in its rulebook."""
        return len(self.starting_power)

    def starting_resources(self, seat: int) -> dict[str, int]:
        """What ``seat`` starts with, currency by currency (the later ones: none)."""
        return {self.currencies[0]: self.starting_power[seat], **{c: 0 for c in self.currencies[1:]}}

    def symbol_keys(self) -> frozenset[str]:
        return frozenset(s.key for s in self.symbols)

    def symbol_declared(self, sym: str) -> bool:
        """Is ``sym`` (as written on a board: ``play``, ``gain2``) one of this box's?"""
        return sym.rstrip("0123456789") in self.symbol_keys()


DESPICABLE_PLOTS = Box(
    key="despicable-plots",
    name="Disney Villainous: Despicable Plots",
    when_played_must_be_doable=True,
    starting_power=(0, 1, 2, 2, 3, 3),
    hand_size=4,
    fate_token_from=5,
)

#: Scum and Villainy's symbols: Collect Credits, Play a Credits Card, Play / Activate an
#: Ambition Card, Move / Maneuver ("move_item_ally" keeps its key: the action moves Allies
#: and Items, and here Vehicles too), Activate, Fate, Vanquish, Discard
SCUM_SYMBOLS: tuple[ActionSymbol, ...] = (
    ActionSymbol("gain", "Collect Credits", "Take as many Credit tokens as the symbol shows."),
    ActionSymbol("play", "Play a Credits Card", "Play a card from your hand, paying its cost in Credits."),
    ActionSymbol("ambition", "Play / Activate an Ambition Card",
                 "Play one card paid in Ambition, or use one Ambition ability."),
    ActionSymbol("activate", "Activate an Ability", "Pay a Credits activation cost and use the ability."),
    ActionSymbol("fate", "Fate", "Reveal two cards of an opponent's Fate deck and play one against them, "
                 "or engage one of their Ally Vehicles with a Hero Vehicle."),
    ActionSymbol("move_item_ally", "Move / Maneuver",
                 "Move an Ally to any location, or engage or disengage a Vehicle."),
    ActionSymbol("vanquish", "Vanquish", "Defeat a Hero with Allies of at least its Strength, "
                 "or an engaged Hero Vehicle with its Ally Vehicle."),
    ActionSymbol("discard", "Discard Cards", "Discard any number of cards from your hand."),
)

SCUM_AND_VILLAINY = Box(
    key="scum-and-villainy",
    name="Star Wars Villainous: Scum and Villainy",
    # "If you cannot follow a card's instructions, you cannot play it. However, if a card
    # says 'may' or 'playable', the effect that follows is optional."
    when_played_must_be_doable=True,
    starting_power=(0, 1, 2, 2),  # "no Credit token ... 1 Credit token ... 2"
    hand_size=4,
    fate_token_from=0,
    symbols=SCUM_SYMBOLS,
    currencies=("Credits", "Ambition"),
    move_reaches="any",  # "from one location to another in your Sector"
    both_fate_unplayable="play_one_without_effect",  # "you must still choose one and play it"
    mover_start="portrait",  # "Place your mover on the portrait"
    zero_strength_hero="ally_stays",  # "the Ally used during that action will not be discarded"
    zero_strength_ally_joins=True,  # "may ... take part in a Vanquish action"
    board_word="Sector",  # "Place your Sector in front of you"
)

BOXES: dict[str, Box] = {DESPICABLE_PLOTS.key: DESPICABLE_PLOTS, SCUM_AND_VILLAINY.key: SCUM_AND_VILLAINY}


def register_box(box: Box) -> None:
    """Make a box known (a later box's module, or a test with a custom rulebook)."""
    BOXES[box.key] = box


def box_named(key: str) -> Box:
    try:
        return BOXES[key]
    except KeyError:
        raise ValueError(f"unknown box {key!r}; known boxes: {', '.join(BOXES)}") from None
