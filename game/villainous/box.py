"""The Box: what one Villainous game box says, where the boxes' rulebooks differ.

Each box plays by its own rulebook. A game reads its box from its villains (every villain
data file names its box), through ``Table.box``; nothing in the engine names a box directly.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True, slots=True)
class Box:
    key: str
    name: str
    #: The FAQ "If I can't do what a card says, can I still play it? No." applied to the
    #: "when played" abilities of the cards that stay in the Realm (Allies, Items, Heroes):
    #: Lucifer with no Hero at his location cannot be played. Effects, Conditions and
    #: activations must be doable in every box; later boxes let Allies and Items be played
    #: whatever their "when played" ability finds (False).
    when_played_must_be_doable: bool
    #: Power each seat starts with (the fourth player 2, the fifth and sixth 3).
    starting_power: tuple[int, ...]
    #: Cards in hand at setup, and drawn back up to at the end of a turn.
    hand_size: int
    #: The player count from which the Fate token is used (0: never).
    fate_token_from: int


DESPICABLE_PLOTS = Box(
    key="despicable-plots",
    name="Disney Villainous: Despicable Plots",
    when_played_must_be_doable=True,
    starting_power=(0, 1, 2, 2, 3, 3),
    hand_size=4,
    fate_token_from=5,
)

BOXES: dict[str, Box] = {DESPICABLE_PLOTS.key: DESPICABLE_PLOTS}


def box_named(key: str) -> Box:
    try:
        return BOXES[key]
    except KeyError:
        raise ValueError(f"unknown box {key!r}; known boxes: {', '.join(BOXES)}") from None
