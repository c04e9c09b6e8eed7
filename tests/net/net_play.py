"""Whole games over real sockets on 127.0.0.1, for the network tests.

A host (``game.net``) and its clients run in one asyncio loop: every client plays its seat
with a seeded random choice among the legal moves the host sent, a spectator watches, and
every frame each one received is kept as it came. Every wait has a deadline, so a game
that stalls fails the test instead of hanging it.
"""

from __future__ import annotations

import asyncio
import json
import random
from dataclasses import dataclass
from typing import Any

from game.core.match import Match, Setup
from game.net.client import Client
from game.net.host import Host, Server

from . import net_oracle

LOOPBACK = "127.0.0.1"
GAME_SECONDS = 120.0
FRAME_SECONDS = 20.0


@dataclass
class Played:
    match: Match
    host: Host
    streams: dict[int, list[str]]  # seat (-1: the spectator) -> every frame received


async def _play(client: Client, rnd: random.Random, moves: bool, stop_at: int) -> None:
    while not client.over and client.state.get("at", 0) < stop_at:
        msg = await client.next(timeout=FRAME_SECONDS)
        if moves and msg.get("type") == "state" and msg["legal"] and not msg["over"]:
            await client.move(rnd.choice(msg["legal"])["text"])


async def play_game(setup: Setup, seed: int = 0, spectator: bool = True, stop_at: int = 10**9) -> Played:
    """One whole game (or its first ``stop_at`` moves): a client at each open seat, bots at
    the others (on the host)."""
    match = Match(setup)
    host = Host(match)
    server = Server(host, rate=1e6, burst=10**6)  # the clients play at machine speed
    port = await server.start(LOOPBACK, 0)
    clients: dict[int, Client] = {}
    try:
        for seat in host.open_seats:
            clients[seat] = Client(pace=None)
            await clients[seat].join(f"{LOOPBACK}:{port}", host.codes[seat])
        if spectator:
            clients[-1] = Client(pace=None)
            await clients[-1].join(f"{LOOPBACK}:{port}", host.spectator_code)
        server.kick_bots()
        rnd = random.Random(seed)
        await asyncio.wait_for(
            asyncio.gather(*(_play(c, rnd, seat >= 0, stop_at) for seat, c in clients.items())), GAME_SECONDS)
    finally:
        for c in clients.values():
            await c.close()
        await server.close()
    return Played(match, host, {seat: c.received for seat, c in clients.items()})


def check_stream(setup: Setup, moves: list[str], seat: int, stream: list[str]) -> list[str]:
    """Every leak in ``seat``'s stream: each frame is checked against what the seat may not
    see at the move it was sent (its event lines: at every move they cover)."""
    replay = Match(setup)
    at_move = [net_oracle.secrets(setup.game, replay.state, seat)]
    shown = [net_oracle.Secrets()]  # what move k showed every player while it ran
    for text in moves:
        events = replay.apply(text)
        at_move.append(net_oracle.secrets(setup.game, replay.state, seat))
        shown.append(net_oracle.shown(setup.game, replay.state, events))
    found: list[str] = []
    last = 0
    for n, frame in enumerate(stream):
        msg = json.loads(frame)
        at = msg.get("at", last) if isinstance(msg.get("at"), int) else last
        events = msg.pop("events", [])
        for leak in net_oracle.leaks(json.dumps(msg), at_move[at]):
            found.append(f"frame {n} ({msg.get('type')}, move {at}): {leak}")
        covered = at_move[last]
        for k in range(last, at + 1):
            covered = covered & at_move[k]
        for k in range(last + 1, at + 1):
            covered = covered - shown[k]
        for leak in net_oracle.leaks(json.dumps(events), covered):
            found.append(f"frame {n} events (moves {last}..{at}): {leak}")
        if msg.get("type") == "state":
            last = at
    return found


def whole_game(setup: Setup, seed: int = 0) -> Played:
    return asyncio.run(play_game(setup, seed))


def frames(stream: list[str], kind: str) -> list[dict[str, Any]]:
    return [m for m in map(json.loads, stream) if m.get("type") == kind]
