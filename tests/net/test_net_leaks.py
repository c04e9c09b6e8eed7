"""No card a seat may not see ever reaches it over the network, in any of the four systems.

Whole games are played over real sockets on 127.0.0.1 (a host, a client at each of two
seats, a bot at another seat on the host, a spectator); every frame each client received
is checked by ``tests/net/net_oracle.py``, written apart from the host, against what that seat
may not see at the move the frame was sent.
"""

from __future__ import annotations

import asyncio
import json

import pytest

from game.core.match import Seat, Setup
from game.games.villainous import villainous_setup
from game.net import host as host_module

from .net_play import check_stream, frames, play_game, whole_game

HUMAN, BOT = Seat(), Seat("bot", "random")

SETUPS = {
    "villainous": villainous_setup(["gaston", "lady-tremaine", "horned-king"], [HUMAN, BOT, HUMAN], 3),
    "scum-and-villainy": villainous_setup(["cad-bane", "boba-fett", "seventh-sister"], [HUMAN, HUMAN, BOT], 5),
    "stargate": Setup.of("stargate", [HUMAN, HUMAN], 7),
    "san-villano": Setup.of("san-villano", [HUMAN, BOT, HUMAN], 2),
}


def _no_leaks(setup: Setup, seed: int) -> None:
    played = whole_game(setup, seed)
    assert played.match.game.winner() is not None or played.match.game.is_over()
    assert set(played.streams) == {*played.host.open_seats, -1}
    for seat, stream in played.streams.items():
        views = frames(stream, "state")
        assert len(views) > 10 and all(json.loads(f)["v"] == 1 for f in stream)
        # the legal actions, with their words, go to the deciding seat alone
        offered = [v for v in views if v["legal"]]
        assert all(v["deciding"] == seat >= 0 for v in offered)
        assert all(set(x) == {"text", "words"} for v in offered for x in v["legal"])
        assert bool(offered) == (seat >= 0)
        leaks = check_stream(setup, played.match.moves, seat, stream)
        assert not leaks, f"seat {seat}: {leaks[:5]}"


@pytest.mark.parametrize("system", sorted(SETUPS))
def test_a_seat_receives_no_card_it_may_not_see_in_a_whole_game(system: str) -> None:
    """"Each client receives its seat's observation, the legal actions with their words, and
    the events its seat may see" (issue 48): no hidden card's id or name in any frame, and
    legal actions only while the seat decides."""
    _no_leaks(SETUPS[system], 1)


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(2, 4))
@pytest.mark.parametrize("system", sorted(SETUPS))
def test_no_leak_over_more_games(system: str, seed: int) -> None:
    base = SETUPS[system]
    _no_leaks(Setup(base.game, base.seats, base.seed + seed, base.options), seed)


def test_the_oracle_finds_a_leak_when_the_host_sends_the_whole_position(monkeypatch) -> None:
    """The oracle is not blind: a host that sent each seat the whole position is caught."""
    real = host_module.Host.view

    def leaking(self, seat):
        view = real(self, seat)
        view["observation"] = self.match.game.to_position()
        return view

    monkeypatch.setattr(host_module.Host, "view", leaking)
    setup = SETUPS["villainous"]
    played = asyncio.run(play_game(setup, 1, stop_at=40))
    assert check_stream(setup, played.match.moves, 0, played.streams[0])
    assert check_stream(setup, played.match.moves, -1, played.streams[-1])
