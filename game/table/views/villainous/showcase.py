"""A Scum and Villainy position with every mark the box lays on the table: the docs' picture
(``tools/scum_table.py``) and the table's tests of those marks (``tests/table/test_ui_scum_table.py``).

Cad Bane (at the screen), Seventh Sister and Boba Fett, from a fixed seed, then cards put
where they show each mark: an engaged pair of Vehicles and an unengaged Hero Vehicle, the
mover aboard an Ally Vehicle, Target markers on Heroes and collected ones by the portrait,
+1 and -1 Strength tokens, Contacts holding Bounties with Progress marked, completed
Bounties and removed Rebels by their portraits, a Fate Condition under a mover.
"""

from __future__ import annotations

from typing import Any

from game.core.registry import game_named
from game.games.villainous.state import State

SV = ("cad-bane", "seventh-sister", "boba-fett")

# every zone of a player in a position, where a card may be taken from
_ZONES = ("hand", "villain_deck", "villain_discard", "fate_deck", "fate_discard", "revealed")


def _take(pd: dict[str, Any], label: str) -> str:
    """Take ``label`` out of wherever it lies in the player's part of a position."""
    for zone in _ZONES:
        if label in pd[zone]:
            pd[zone].remove(label)
            return label
    for place in pd["locations"].values():
        for side in ("villain_side", "fate_side"):
            place[side] = [e for e in place[side] if e["card"] != label]
    return label


def _put(pd: dict[str, Any], side: str, where: str, *labels: str) -> None:
    pd["locations"][where][side] += [{"card": _take(pd, label)} for label in labels]


def _attach(pd: dict[str, Any], host: str, *labels: str) -> None:
    entry = next(e for place in pd["locations"].values() for side in ("villain_side", "fate_side")
                 for e in place[side] if e["card"] == host)
    entry.setdefault("attached", []).extend(_take(pd, label) for label in labels)


def scum_position(seed: int = 7) -> State:
    """The position: Cad Bane to play, his actions ahead of him (built as a position and read
    by the game: every card where the rules allow it)."""
    villainous = game_named("villainous")
    pos = villainous.new(len(SV), seed, {"villains": list(SV)}).to_position()
    cad, sister, boba = pos["players"]
    # Cad Bane: Heroes marked, a +1 Ally, a -1 Hero, an engaged pair and a lone Hero Vehicle
    _put(cad, "fate_side", "coruscant", "obi-wan-kenobi", "bail-organa")
    _put(cad, "fate_side", "the-box", "mace-windu")
    _put(cad, "villain_side", "coruscant", "embo")
    _put(cad, "villain_side", "the-box", "derrown")
    _put(cad, "villain_side", "bora-vio", "aurra-sing")
    _attach(cad, "embo", "rocket-boots")
    _put(cad, "villain_side", "deep-space", "xanadu-blood")
    _put(cad, "fate_side", "deep-space", "republic-gunship", "jedi-interceptor")
    cad["mover"], cad["power"] = "the-box", 4
    cad["box_state"].update(targets_on=["bail-organa", "mace-windu"], targets_collected=2,
                            strength_tokens={"derrown": 1, "mace-windu": -1},
                            engaged={"xanadu-blood": "republic-gunship"}, ambition=2)
    # Seventh Sister: two Rebels removed, a -1 token, her TIE aboard, Hope under her mover
    removed = [_take(sister, "chopper"), _take(sister, "sabine-wren")]
    _put(sister, "fate_side", "bilzen", "ezra-bridger")
    _put(sister, "villain_side", "bilzen", "fifth-brother")
    _put(sister, "villain_side", "deep-space", "tie-advanced")
    _put(sister, "fate_side", "deep-space", "ghost")
    sister["mover"], sister["power"] = "deep-space", 3
    sister["box_state"].update(removed=removed, strength_tokens={"ezra-bridger": -2}, aboard="tie-advanced",
                               under_mover=[_take(sister, "hope")], ambition=1)
    # Boba Fett: Jabba holding two Bounties (one half done), Qi'ra one, one Bounty completed
    _put(boba, "villain_side", "jabbas-palace", "jabba-the-hutt", "bossk")
    _put(boba, "villain_side", "corellia", "qira")
    _attach(boba, "jabba-the-hutt", "bounty-han-solo", "bounty-smuggler-1")
    _attach(boba, "qira", "bounty-rebel-spy")
    completed = [_take(boba, "bounty-debtor")]
    _put(boba, "fate_side", "corellia", "leia-organa")
    _put(boba, "villain_side", "deep-space", "slave-i")
    _put(boba, "fate_side", "deep-space", "millennium-falcon")
    boba["power"] = 5
    boba["box_state"].update(progress={"bounty-han-solo": [0], "bounty-smuggler-1": [0, 1],
                                       "bounty-rebel-spy": [1]},
                             completed_bounties=completed, engaged={"slave-i": "millennium-falcon"}, ambition=3)
    pos["turn"].update(active=1, phase="actions", round=6)
    return villainous.from_position(pos).state


def match_of(st: State, seed: int = 7):
    """A match showing ``st``: Cad Bane at the screen, the others Normal bots."""
    from game.core.match import Match, Seat, Setup

    m = Match(Setup.of("villainous", [Seat("human"), Seat("bot", "normal"), Seat("bot", "normal")], seed,
                       villains=list(SV), fate_token=None))
    m.game = type(m.game)(st)  # the game's own wrapper around the state shown
    return m
