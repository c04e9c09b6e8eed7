"""A dropped seat (issue 48, "Leaving and coming back"): the host may let a bot take a
client's seat after a timeout (off by default), and hands it back when the client comes
back with the seat's token. Real sockets on 127.0.0.1, short timeouts, every wait bounded.
"""

from __future__ import annotations

import asyncio
import random

import pytest

from game.cli import main
from game.core.match import Match, Seat, Setup
from game.net.client import Client
from game.net.host import Host, Server

LOOPBACK = "127.0.0.1"
SECONDS = 20.0  # the longest any step may take before the test fails instead of hanging
TAKEOVER = 0.2


async def _until(check, seconds: float = SECONDS) -> None:
    """Wait (bounded) until ``check()`` holds."""
    deadline = asyncio.get_running_loop().time() + seconds
    while not check():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError("waited too long")
        await asyncio.sleep(0.01)


async def _play_along(client: Client, stop: asyncio.Event, seed: int = 1) -> None:
    """A client that plays its seat with random legal moves until told to stop."""
    rnd = random.Random(seed)
    while not stop.is_set() and not client.over:
        try:
            msg = await client.next(timeout=0.1)
        except TimeoutError:
            continue
        if msg.get("type") == "state" and msg["legal"] and not msg["over"]:
            await client.move(rnd.choice(msg["legal"])["text"])


def _moves_by(host: Host, seat: int, since: int) -> int:
    return sum(1 for step in host.match.history[since:] if step.seat == seat)


async def _two_clients(takeover: float | None) -> tuple[Host, Server, str, dict[int, Client]]:
    host = Host(Match(Setup.of("stargate", [Seat(), Seat()], 5)), takeover=takeover)
    server = Server(host, rate=1e6, burst=10**6)
    port = await server.start(LOOPBACK, 0)
    address = f"{LOOPBACK}:{port}"
    clients = {seat: Client(pace=None) for seat in host.open_seats}
    for seat, client in clients.items():
        await client.join(address, host.codes[seat])
    return host, server, address, clients


async def _bot_takes_the_dropped_seat_and_hands_it_back() -> None:
    host, server, address, clients = await _two_clients(TAKEOVER)
    gone = host.match.game.current_player()
    other = 1 - gone
    stop = asyncio.Event()
    partner = asyncio.create_task(_play_along(clients[other], stop))
    try:
        token = clients[gone].welcome["token"]
        at_drop = host.at
        await clients[gone].close()
        # a bot plays the seat for its person: the game goes on with moves of that seat
        await _until(lambda: gone in host.stand_ins and _moves_by(host, gone, at_drop) >= 2)
        back = Client(pace=None)
        welcome = await back.join(address, token)
        assert welcome["seat"] == gone
        assert host.stand_ins == set()  # handed back on return
        # the seat is the person's again: when it decides, the game waits for their move
        while not (back.state.get("legal") and not back.over):
            await back.next(timeout=SECONDS)
            if back.over:
                pytest.skip("the game ended before the seat decided again")  # not with this seed
        at = back.state["at"]
        await back.move(back.state["legal"][0]["text"])
        answer = await back.next(timeout=SECONDS)
        assert answer["type"] == "state" and answer["at"] == at + 1, answer
        assert host.match.history[at].seat == gone
        await back.close()
    finally:
        stop.set()
        await asyncio.wait_for(partner, SECONDS)
        for client in clients.values():
            await client.close()
        await server.close()


def test_a_bot_takes_a_dropped_seat_after_the_timeout_and_hands_it_back_on_return() -> None:
    asyncio.run(_bot_takes_the_dropped_seat_and_hands_it_back())


async def _without_the_option_the_game_waits() -> None:
    host, server, _address, clients = await _two_clients(None)
    gone = host.match.game.current_player()
    try:
        at = host.at
        await clients[gone].close()
        await _until(lambda: not host.connected(gone))
        await asyncio.sleep(TAKEOVER * 3)  # three times what the other test's bot waits
        assert host.stand_ins == set() and host.at == at and not host.bot_to_move()
    finally:
        for client in clients.values():
            await client.close()
        await server.close()


def test_a_dropped_seat_waits_for_its_player_by_default() -> None:
    asyncio.run(_without_the_option_the_game_waits())


async def _a_view_names_the_stand_in() -> None:
    host, server, _address, clients = await _two_clients(TAKEOVER)
    gone = host.match.game.current_player()
    other = 1 - gone
    try:
        await clients[gone].close()
        await _until(lambda: gone in host.stand_ins)
        while gone not in clients[other].state.get("stand_ins", []):
            await clients[other].next(timeout=SECONDS)
        assert any(f"p{gone + 1} left; a bot plays the seat" in line for line in clients[other].log)
    finally:
        for client in clients.values():
            await client.close()
        await server.close()


def test_every_view_says_which_seat_a_bot_plays_for_its_player() -> None:
    asyncio.run(_a_view_names_the_stand_in())


def test_a_bot_never_stands_in_at_a_connected_or_bot_seat() -> None:
    host = Host(Match(Setup.of("stargate", [Seat(), Seat("bot", "random")], 5)), takeover=1.0)
    host.attach(host.admit(host.codes[0]), lambda message: None)
    assert not host.stand_in(0)  # connected
    assert not host.stand_in(1)  # a bot seat of the setup: not an open seat
    with pytest.raises(ValueError, match="above 0"):
        Host(Match(Setup.of("stargate", [Seat(), Seat()], 5)), takeover=0)


@pytest.mark.parametrize("value", ["0", "-3", "nan", "soon"])
def test_serve_refuses_a_takeover_time_that_is_not_a_number_of_seconds(capsys, value: str) -> None:
    try:
        code = main(["serve", "--port", "0", "--bot-takes-over", value])
    except SystemExit as exc:  # argparse's own exit, as for every bad argument
        code = exc.code
    err = capsys.readouterr().err
    assert code == 2 and "a number of seconds above 0" in err and "Traceback" not in err
