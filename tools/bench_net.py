"""Network play's figures, one JSON object per line ``{"name", "value", "unit", ...}``.

- ``net_round_trip``: a move's round trip on 127.0.0.1, from a client sending it to the same
  client holding the host's next view (p50 and p95 over the moves of whole Stargate games,
  two clients playing each other at machine speed);
- ``net_load``: ``--games`` hosts in one process (one event loop), each with two clients
  playing random legal moves, all at once: the games' moves a second, the process's CPU
  seconds and its peak memory (``ru_maxrss``).

Only loopback traffic; every wait has a deadline. Measurements to read, never assertions.

Usage: python tools/bench_net.py [--moves 400] [--games 50]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import resource
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.core.match import Match, Seat, Setup  # noqa: E402
from game.net.client import Client  # noqa: E402
from game.net.host import Host, Server  # noqa: E402

LOOPBACK = "127.0.0.1"
DEADLINE = 600.0


def emit(**line) -> None:
    print(json.dumps(line), flush=True)


async def _game(seed: int, timings: list[float] | None, stop_after: int) -> int:
    """One Stargate game between two clients (until it ends or ``stop_after`` moves)."""
    host = Host(Match(Setup.of("stargate", [Seat(), Seat()], seed)))
    server = Server(host, rate=1e6, burst=10**6)
    port = await server.start(LOOPBACK, 0)
    clients = [Client(pace=None), Client(pace=None)]
    rnd = random.Random(seed)
    try:
        for seat, c in enumerate(clients):
            await c.join(f"{LOOPBACK}:{port}", host.codes[seat])
            await c.next(30)
        while not host.match.game.is_over() and host.at < stop_after:
            c = clients[host.match.game.current_player()]
            while c.state["at"] != host.at or not c.deciding:
                await c.next(30)
            at = host.at
            sent = time.perf_counter()
            await c.move(rnd.choice(c.state["legal"])["text"])
            while c.state["at"] == at:
                await c.next(30)
            if timings is not None:
                timings.append((time.perf_counter() - sent) * 1000)
        return host.at
    finally:
        for c in clients:
            await c.close()
        await server.close()


async def round_trip(moves: int) -> None:
    timings: list[float] = []
    seed = 1
    while len(timings) < moves:
        await _game(seed, timings, moves - len(timings))
        seed += 1
    cuts = statistics.quantiles(timings, n=20)
    emit(name="net_round_trip_p50", value=round(statistics.median(timings), 2), unit="ms", moves=len(timings))
    emit(name="net_round_trip_p95", value=round(cuts[18], 2), unit="ms", moves=len(timings), target="<= 20")


async def load(games: int, moves: int) -> None:
    started = time.perf_counter()
    cpu = time.process_time()
    played = await asyncio.gather(*(_game(100 + g, None, moves) for g in range(games)))
    wall = time.perf_counter() - started
    emit(name="net_load_moves_per_second", value=round(sum(played) / wall), unit="moves/s", games=games,
         clients=2 * games, moves=sum(played))
    emit(name="net_load_cpu", value=round(time.process_time() - cpu, 2), unit="s", wall=round(wall, 2))
    emit(name="net_load_peak_memory", value=resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024,
         unit="MB")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--moves", type=int, default=400, help="moves timed for the round trip")
    ap.add_argument("--games", type=int, default=50, help="games at once for the load figure")
    ap.add_argument("--load-moves", type=int, default=200, help="moves each loaded game plays at most")
    args = ap.parse_args(argv)
    asyncio.run(asyncio.wait_for(round_trip(args.moves), DEADLINE))
    asyncio.run(asyncio.wait_for(load(args.games, args.load_moves), DEADLINE))
    return 0


if __name__ == "__main__":
    sys.exit(main())
