"""Hostile input against a live host on 127.0.0.1: each message is refused or its
connection closed, and the game goes on unharmed (issue 48, "Hostile input").

Every case sends raw frames (websockets' client, no help from ``game.net.client``) to a host
serving a two-player game; after each, an honest client still plays a move.
"""

from __future__ import annotations

import asyncio
import json
import string

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from game.core.match import Match, Seat, Setup
from game.net import host as host_module
from game.net.client import Client, JoinError
from game.net.host import NOT_ADMITTED, Host, Server, new_secret
from game.net.messages import MAX_CLIENT_BYTES

LOOPBACK = "127.0.0.1"
SECONDS = 10.0


def _setup() -> Setup:
    return Setup.of("stargate", [Seat(), Seat()], 3)


async def _live(setup: Setup | None = None, **server_options) -> tuple[Host, Server, str]:
    host = Host(Match(setup or _setup()))
    server = Server(host, **server_options)
    port = await server.start(LOOPBACK, 0)
    return host, server, f"ws://{LOOPBACK}:{port}"


async def _raw(uri: str):
    return await connect(uri, compression=None, proxy=None, open_timeout=SECONDS, max_size=None)


async def _recv(ws) -> dict:
    return json.loads(await asyncio.wait_for(ws.recv(), SECONDS))


async def _joined(uri: str, code: str):
    """A raw connection admitted with ``code``: (the socket, its welcome, its first view)."""
    ws = await _raw(uri)
    await ws.send(json.dumps({"v": 1, "type": "hello", "code": code}))
    return ws, await _recv(ws), await _recv(ws)


async def _closed(ws) -> bool:
    """Whether the host closes ``ws`` (reading whatever it still sends first)."""
    try:
        while True:
            await asyncio.wait_for(ws.recv(), SECONDS)
    except ConnectionClosed:
        return True
    except TimeoutError:
        return False


async def _still_playing(host: Host, uri: str) -> None:
    """The game goes on: the deciding seat's honest client plays a legal move."""
    seat = host.match.game.current_player()
    before = host.at
    ws, _, view = await _joined(uri, host.tokens[seat]) if seat in host.tokens else await _joined(uri, host.codes[seat])
    await ws.send(json.dumps({"v": 1, "type": "move", "at": view["at"], "text": view["legal"][0]["text"]}))
    after = await _recv(ws)
    assert after["type"] == "state" and after["at"] == before + 1
    await ws.close()


MALFORMED = {
    "truncated": '{"v":1,"type":"move","at":0,"te',
    "not an object": '[1, 2, 3]',
    "no version": '{"type":"ping"}',
    "another version": '{"v":2,"type":"ping"}',
    "version as text": '{"v":"1","type":"ping"}',
    "unknown type": '{"v":1,"type":"resign"}',
    "type not text": '{"v":1,"type":["move"]}',
    "at as text": '{"v":1,"type":"move","at":"0","text":"pass"}',
    "at as a truth value": '{"v":1,"type":"move","at":true,"text":"pass"}',
    "at negative": '{"v":1,"type":"move","at":-1,"text":"pass"}',
    "at huge": '{"v":1,"type":"move","at":' + "9" * 40 + ',"text":"pass"}',
    "at too many digits": '{"v":1,"type":"move","at":' + "9" * 60 + ',"text":"pass"}',
    "text a number": '{"v":1,"type":"move","at":0,"text":5}',
    "text empty": '{"v":1,"type":"move","at":0,"text":""}',
    "text too long": '{"v":1,"type":"move","at":0,"text":"' + "a" * 300 + '"}',
    "NaN": '{"v":1,"type":"move","at":NaN,"text":"pass"}',
    "nested": "[" * 1500 + "]" * 1500,
    "nested objects": '{"a":' * 600 + "1" + "}" * 600,
    "control characters": '{"v":1,"type":"move","at":0,"text":"\\u0000\\u001b[2J"}',
    "lone surrogate": '{"v":1,"type":"move","at":0,"text":"\\ud800"}',
    "a second hello": '{"v":1,"type":"hello","code":"x"}',
    "empty": "",
}


@pytest.mark.parametrize("case", sorted(MALFORMED))
def test_a_malformed_message_is_refused_with_its_reason_and_the_game_goes_on(case: str) -> None:
    async def scenario() -> None:
        host, server, uri = await _live()
        try:
            ws, _, view = await _joined(uri, host.codes[0])
            moves = list(host.match.moves)
            await ws.send(MALFORMED[case])
            answer = await _recv(ws)
            assert answer["type"] == "refused" and answer["reason"], answer
            assert host.match.moves == moves
            await ws.send(json.dumps({"v": 1, "type": "ping"}))  # the connection is still served
            assert (await _recv(ws))["type"] == "pong"
            await ws.close()
            await _still_playing(host, uri)
        finally:
            await server.close()

    asyncio.run(scenario())


def test_a_binary_frame_that_is_not_utf8_is_refused() -> None:
    async def scenario() -> None:
        host, server, uri = await _live()
        try:
            ws, _, _ = await _joined(uri, host.codes[0])
            await ws.send(b"\xff\xfe\x00garbage")
            assert (await _recv(ws))["type"] == "refused"
            await ws.close()
            await _still_playing(host, uri)
        finally:
            await server.close()

    asyncio.run(scenario())


def test_a_huge_message_closes_its_connection_and_the_game_goes_on() -> None:
    async def scenario() -> None:
        host, server, uri = await _live()
        try:
            ws, _, _ = await _joined(uri, host.codes[0])
            await ws.send('{"v":1,"type":"move","at":0,"text":"' + "a" * (4 * MAX_CLIENT_BYTES) + '"}')
            assert await _closed(ws)
            big = await _raw(uri)  # before the hello too
            await big.send("x" * 2_000_000)
            assert await _closed(big)
            await _still_playing(host, uri)
        finally:
            await server.close()

    asyncio.run(scenario())


def test_a_flood_of_messages_closes_its_connection_and_the_game_goes_on() -> None:
    async def scenario() -> None:
        host, server, uri = await _live()
        try:
            ws, _, _ = await _joined(uri, host.codes[1])
            try:
                for _ in range(2000):
                    await ws.send('{"v":1,"type":"ping"}')
            except ConnectionClosed:
                pass
            assert await _closed(ws)
            await _still_playing(host, uri)
        finally:
            await server.close()

    asyncio.run(scenario())


def test_refused_messages_past_the_limit_close_the_connection() -> None:
    async def scenario() -> None:
        host, server, uri = await _live(rate=1e6, burst=10**6)
        try:
            ws, _, _ = await _joined(uri, host.codes[0])
            for _ in range(host_module.MAX_REFUSALS + 5):
                try:
                    await ws.send("{")
                except ConnectionClosed:
                    break
            assert await _closed(ws)
        finally:
            await server.close()

    asyncio.run(scenario())


def test_a_move_for_another_seat_is_refused_without_reading_it() -> None:
    """A seat that does not decide is refused before its text is parsed: a parse error lists
    the decider's legal moves, which name the cards in its hand."""
    async def scenario() -> None:
        host, server, uri = await _live()
        try:
            decider = host.match.game.current_player()
            other = 1 - decider
            ws, _, view = await _joined(uri, host.codes[other])
            for text in ("nonsense", host.match.game.legal_texts()[0]):
                # a "seat" field changes nothing: the connection is its seat
                await ws.send(json.dumps({"v": 1, "type": "move", "at": view["at"], "text": text, "seat": decider}))
                answer = await _recv(ws)
                assert answer == {"v": 1, "type": "refused", "reason": "it is not your decision", "at": 0}
            assert host.match.moves == []
            spectator, _, _ = await _joined(uri, host.spectator_code)
            await spectator.send(json.dumps({"v": 1, "type": "move", "at": 0, "text": "pass"}))
            assert (await _recv(spectator))["reason"] == "a spectator does not move"
            await _still_playing(host, uri)
        finally:
            await server.close()

    asyncio.run(scenario())


def test_a_replayed_or_early_move_is_refused_by_the_position_it_names() -> None:
    async def scenario() -> None:
        host, server, uri = await _live()
        try:
            seat = host.match.game.current_player()
            ws, _, view = await _joined(uri, host.codes[seat])
            move = json.dumps({"v": 1, "type": "move", "at": 0, "text": view["legal"][0]["text"]})
            await ws.send(move)
            assert (await _recv(ws))["at"] == 1
            await ws.send(move)  # the same frame again
            answer = await _recv(ws)
            assert answer["type"] == "refused" and "at move 0" in answer["reason"]
            await ws.send(json.dumps({"v": 1, "type": "move", "at": 5, "text": "pass"}))  # ahead
            answer = await _recv(ws)
            assert answer["type"] == "refused" and "at move 5" in answer["reason"]
            assert len(host.match.moves) == 1
        finally:
            await server.close()

    asyncio.run(scenario())


def test_an_illegal_move_is_refused_with_the_engines_reason() -> None:
    async def scenario() -> None:
        host, server, uri = await _live()
        try:
            seat = host.match.game.current_player()
            ws, _, view = await _joined(uri, host.codes[seat])
            await ws.send(json.dumps({"v": 1, "type": "move", "at": 0, "text": "assign nobody"}))
            answer = await _recv(ws)
            assert answer["type"] == "refused" and answer["reason"]
            assert host.match.moves == []
        finally:
            await server.close()

    asyncio.run(scenario())


def test_a_wrong_code_tells_nothing() -> None:
    """"A wrong code never reveals whether a game exists": a wrong code, a join code already
    used and a malformed hello get the same answer, and the connection is closed."""
    async def scenario() -> None:
        host, server, uri = await _live()
        try:
            ws, welcome, _ = await _joined(uri, host.codes[0])
            answers = []
            for code in (new_secret(), host.codes[0], "x", host.codes[0][:-1] + "A"):
                probe = await _raw(uri)
                await probe.send(json.dumps({"v": 1, "type": "hello", "code": code}))
                answers.append(await _recv(probe))
                assert await _closed(probe)
            assert answers == [{"v": 1, "type": "error", "reason": NOT_ADMITTED}] * 4
            for first in (json.dumps({"v": 1, "type": "move", "at": 0, "text": "pass"}), "{", "[" * 100):
                probe = await _raw(uri)
                await probe.send(first)
                assert (await _recv(probe))["reason"] == NOT_ADMITTED
                assert await _closed(probe)
        finally:
            await server.close()

    asyncio.run(scenario())


def test_codes_and_tokens_are_random_and_long() -> None:
    """Join codes and seat tokens are random, at least 128 bits."""
    host = Host(Match(_setup()))
    codes = [*host.codes.values(), host.spectator_code, new_secret(), new_secret()]
    alphabet = set(string.ascii_letters + string.digits)
    assert len(set(codes)) == len(codes)
    for code in codes:
        assert len(code) >= 22 and set(code) <= alphabet  # 22 letters and digits: 131 bits
    # no "-": a code beginning with one was read as an option by `join` (1 code in 64 was)
    assert not any(new_secret().startswith("-") for _ in range(2000))
    admitted = host.admit(host.codes[0])
    assert admitted is not None and admitted.token not in codes and len(admitted.token) >= 22


def test_a_connection_that_never_says_hello_is_closed(monkeypatch) -> None:
    monkeypatch.setattr(host_module, "HELLO_SECONDS", 0.3)

    async def scenario() -> None:
        host, server, uri = await _live()
        try:
            idle = await _raw(uri)
            assert await _closed(idle)
        finally:
            await server.close()

    asyncio.run(scenario())


def test_connections_past_the_limit_are_turned_away(monkeypatch) -> None:
    monkeypatch.setattr(host_module, "MAX_CONNECTIONS", 3)

    async def scenario() -> None:
        host, server, uri = await _live()
        try:
            kept = [await _raw(uri) for _ in range(3)]
            extra = await _raw(uri)
            assert await _closed(extra)
            for ws in kept:
                await ws.close()
        finally:
            await server.close()

    asyncio.run(scenario())


def test_reconnecting_with_the_seat_token_resumes_from_the_current_position_log_included() -> None:
    """"A client that drops keeps its seat: reconnecting with the seat's token resumes from
    the current position, log included.\""""
    async def scenario() -> None:
        host, server, uri = await _live(rate=1e6, burst=10**6)
        try:
            clients = {s: Client(pace=None) for s in (0, 1)}
            for s, c in clients.items():
                await c.join(uri, host.codes[s])
            for _ in range(12):  # a few moves, whoever decides
                seat = host.match.game.current_player()
                c = clients[seat]
                while c.state.get("at") != host.at:
                    await c.next(SECONDS)
                await c.move(c.state["legal"][0]["text"])
                while c.state.get("at") != host.at or c.state["at"] == 0:
                    await c.next(SECONDS)
            token = clients[0].welcome["token"]
            while clients[0].state["at"] != host.at:
                await clients[0].next(SECONDS)
            log = list(clients[0].log)
            await clients[0].close()
            with pytest.raises(JoinError):  # the join code was used once: it admits no one now
                await Client().join(uri, host.codes[0])
            back = Client()
            welcome = await back.join(uri, token)
            assert welcome["seat"] == 0 and welcome["token"] == token
            await back.next(SECONDS)
            assert back.state["at"] == host.at and back.log == log == host.logs[0]
            assert back.state["observation"] == host.match.game.observe(0)
            # a newer connection replaces an older one for the same seat
            again = Client()
            await again.join(uri, token)
            assert (await back.next(SECONDS))["type"] == "replaced"
            await again.close()
            await clients[1].close()
        finally:
            await server.close()

    asyncio.run(scenario())


def test_an_undeclared_games_events_naming_a_card_are_hidden_from_the_other_seats() -> None:
    """A game the host does not know gives the other seats a line without the card."""
    from dataclasses import dataclass

    from game.net.visibility import line_for

    @dataclass(frozen=True)
    class Took:
        seat: int
        card: int

    @dataclass(frozen=True)
    class Passed:
        seat: int

    def words(event) -> str:
        return f"p{event.seat + 1} takes the Secret Plan" if isinstance(event, Took) else "p1 passes"

    assert line_for("some-new-game", Took(0, 7), 0, words) == "p1 takes the Secret Plan"
    assert line_for("some-new-game", Took(0, 7), 1, words) == "p1 does something with a card."
    assert line_for("some-new-game", Took(0, 7), -1, words) == "p1 does something with a card."
    assert line_for("some-new-game", Passed(0), 1, words) == "p1 passes"
