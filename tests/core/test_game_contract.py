"""One contract for every game: each registered game (both Villainous boxes) and the toy game
play seeded random games checked by ``game.core.contract.check_playout`` (random play to
the end, undo of every prefix, the text and position round-trips, ``why_not`` exactly when
illegal, determinizations consistent with the seat's information set).

The fast tier plays one seed per setup, checking the costly promises every few steps; the
``slow`` tier plays two more seeds to the end and checks every step (Villainous's every third;
`make fuzz` plays thousands of seeds; two seeds here keep `make test` within its time on CI's
two cores).
"""

from __future__ import annotations

from typing import Any

import pytest

from game.core import registry
from game.core.contract import ContractBroken, check_playout
from game.core.protocol import GameDefinition
from tests.toy_game import NIM, Nim, NimDefinition

#: the options a game cannot default, by game key: Villainous needs its villains (one box a game)
_VILLAINS_BY_BOX = {
    "despicable-plots": ["gaston", "lady-tremaine", "horned-king"],
    "scum-and-villainy": ["cad-bane", "boba-fett", "seventh-sister"],
}
#: setups beyond each player count with default options: San Villano's solo mode
_EXTRA = {"san-villano": [("solo", 2, {"solo_target": True})]}
#: Villainous: a sample for a seat that does not decide cannot rebuild another seat's pending
#: decision (its effects under way are hidden from that seat), so only the decider samples
_DECIDER_ONLY = {"villainous"}
#: the fast tier's bounds: a random Villainous or Stargate game runs for hundreds of steps, each
#: dearer than another game's, so their costly promises are checked more sparsely, and a game of
#: three villains is played for its first 260 steps (the slow tier plays every game to its end)
_FAST_EVERY = {"villainous": 20, "stargate": 15}
_FAST_STEPS = {("villainous", 3): 260}
#: the slow tier checks every step but Villainous's (reading its position back validates it
#: against its schema: every third step keeps a game to tens of seconds)
_SLOW_EVERY = {"villainous": 3}


def _setups(definition: GameDefinition) -> list[tuple[str, int, dict[str, Any]]]:
    if definition.key == "villainous":
        from game.games.villainous.cards import VILLAINS, load_villain

        boxes = {load_villain(v).box for v in VILLAINS}
        assert boxes == set(_VILLAINS_BY_BOX), f"give the contract villains of every box: {sorted(boxes)}"
        return [(f"{box}-{n}", n, {"villains": vs[:n]}) for box, vs in _VILLAINS_BY_BOX.items() for n in (2, 3)]
    return [(str(n), n, {}) for n in definition.player_counts] + _EXTRA.get(definition.key, [])


def _params() -> list:
    return [pytest.param(d, players, options, id=f"{d.key}-{label}")
            for d in [*registry.games(), NIM] for label, players, options in _setups(d)]


def test_the_contract_covers_every_registered_game():
    keys = {p.values[0].key for p in _params()}
    assert keys == {*registry.keys(), "nim"}
    assert not registry.broken()


@pytest.mark.parametrize("definition,players,options", _params())
def test_every_game_keeps_the_contract(definition, players, options):
    check_playout(definition, players, 1, options, check_every=_FAST_EVERY.get(definition.key, 9),
                  max_steps=_FAST_STEPS.get((definition.key, players), 3000),
                  every_seat=definition.key not in _DECIDER_ONLY)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(2, 4))
@pytest.mark.parametrize("definition,players,options", _params())
def test_every_game_keeps_the_contract_at_every_step(definition, players, options, seed):
    check_playout(definition, players, seed, options, check_every=_SLOW_EVERY.get(definition.key, 1),
                  every_seat=definition.key not in _DECIDER_ONLY)


# --- the contract can fail: a toy game that breaks one promise each --------------------


class _Broken(NimDefinition):
    """Nim whose state class is swapped for one that breaks a promise."""

    def __init__(self, state_class: type[Nim]) -> None:
        self.state_class = state_class

    def new(self, players, seed, options=None):
        g = super().new(players, seed, options)
        return self.state_class.from_position(g.to_position())

    def from_position(self, data):
        return self.state_class.from_position(data)


class _AlwaysLegal(Nim):
    def why_not(self, action):
        return None


class _PeekingDeterminize(Nim):
    def determinize(self, seat, seed):
        c = super().determinize(seat, seed)
        c.tiles[seat] = list(reversed(c.tiles[seat])) + [0]  # loses what the seat drew
        return c


class _SharedClone(Nim):
    def clone(self):
        c = super().clone()
        c.tiles = self.tiles  # a copy that shares a list with its original
        return c

    def determinize(self, seat, seed):  # sampling still works on a true copy
        return Nim.from_position(self.to_position()).determinize(seat, seed)


@pytest.mark.parametrize("state_class,message", [
    (_AlwaysLegal, "for an action that is not legal"),
    (_PeekingDeterminize, "shows that seat something else"),
    (_SharedClone, "copy"),
])
def test_the_contract_catches_a_broken_promise(state_class, message):
    broken = _Broken(state_class)
    failures = []
    for seed in range(8):
        try:
            check_playout(broken, 2, seed, {"stones": 14})
        except ContractBroken as exc:
            failures.append(str(exc))
    assert failures and all(message in f for f in failures), failures
