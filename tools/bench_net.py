"""Network play's figures, one JSON object per line ``{"name", "value", "unit", ...}``.

The games are hosted by a separate process (this script with ``--hosts``, the host and
websocket server of ``villainous serve``, one event loop) and played by clients in this one,
so the host's CPU and memory are its own:

- ``net_round_trip_p50``/``_p95``: a move's round trip on 127.0.0.1, from a client sending it
  to the same client holding the host's next view, over the moves of Stargate games two
  clients play against each other at machine speed;
- ``net_load_*``: the host process holding ``--games`` games at once, each a client's seat
  against a bot the host plays, with a spectator client (two clients a game): the moves a
  second, the host process's CPU seconds and its peak memory (``ru_maxrss``).

Quick by default (seconds: 200 timed moves, 10 games); ``--full`` is the issue's load: 50 games, 100 clients.
Only loopback traffic; every wait has a deadline. Measurements to read, never assertions.

Usage: python tools/bench_net.py [--full] [--moves N] [--games N] [--load-moves N]
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import resource
import statistics
import subprocess
import sys
import threading
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.core.match import Match, Seat, Setup  # noqa: E402
from game.net.client import Client  # noqa: E402
from game.net.host import Host, Server  # noqa: E402

LOOPBACK = "127.0.0.1"
DEADLINE = 300.0
WAIT = 30.0  # the longest a client waits for one message


def emit(**line: Any) -> None:
    print(json.dumps(line), flush=True)


# --- the host process -----------------------------------------------------------------------


async def _host_games(spec: dict[str, Any]) -> None:
    """Host ``spec["games"]`` games, print where, and stay up until standard input closes."""
    servers: list[Server] = []
    games = []
    for g in range(spec["games"]):
        seats = [Seat() if k == "net" else Seat("bot", k) for k in spec["seats"]]
        host = Host(Match(Setup.of("stargate", seats, spec["seed"] + g)))
        server = Server(host, rate=1e6, burst=10**6)  # clients at machine speed, not a person's
        port = await server.start(LOOPBACK, 0)
        servers.append(server)
        games.append({"port": port, "codes": [host.codes[s] for s in host.open_seats],
                      "spectator": host.spectator_code})
    print(json.dumps({"games": games}), flush=True)
    cpu = time.process_time()
    done = asyncio.Event()
    loop = asyncio.get_running_loop()
    threading.Thread(target=lambda: (sys.stdin.read(), loop.call_soon_threadsafe(done.set)), daemon=True).start()
    try:
        await asyncio.wait_for(done.wait(), DEADLINE)
    finally:
        for server in servers:
            await server.close()
    print(json.dumps({"cpu": time.process_time() - cpu,
                      "rss_mb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024}), flush=True)


class Hosts:
    """The host process: started with its games, ended (and its figures read) by ``stop``."""

    def __init__(self, games: int, seats: list[str], seed: int) -> None:
        spec = json.dumps({"games": games, "seats": seats, "seed": seed})
        self.proc = subprocess.Popen([sys.executable, __file__, "--hosts", spec], stdin=subprocess.PIPE,
                                     stdout=subprocess.PIPE, text=True, cwd=str(ROOT))
        assert self.proc.stdout is not None
        line = self.proc.stdout.readline()
        if not line:
            self.proc.kill()
            raise RuntimeError("the host process did not start")
        self.games = json.loads(line)["games"]

    def stop(self) -> dict[str, float]:
        """Close its input (it closes its servers and reports) and wait for its figures."""
        try:
            out, _ = self.proc.communicate(timeout=60)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait(10)
            return {}
        return json.loads(out.strip().splitlines()[-1]) if out.strip() else {}


# --- the clients ------------------------------------------------------------------------------


async def _duel(game: dict[str, Any], seed: int, timings: list[float], stop_after: int) -> None:
    """Two clients play one game against each other, each move timed."""
    address = f"{LOOPBACK}:{game['port']}"
    clients = [Client(pace=None), Client(pace=None)]
    rnd = random.Random(seed)
    try:
        for c, code in zip(clients, game["codes"], strict=True):
            await c.join(address, code)
            await c.next(WAIT)
        view = clients[0].state
        while len(timings) < stop_after and not view["over"]:
            c = clients[view["deciding"]]
            while c.state["at"] != view["at"] or not c.deciding:  # its view of this position
                await c.next(WAIT)
            sent = time.perf_counter()
            await c.move(rnd.choice(c.state["legal"])["text"])
            while c.state["at"] == view["at"]:
                await c.next(WAIT)
            timings.append((time.perf_counter() - sent) * 1000)
            view = c.state
    finally:
        for c in clients:
            await c.close()


async def round_trip(moves: int) -> None:
    hosts = Hosts(max(4, moves // 20), ["net", "net"], 1)
    timings: list[float] = []
    try:
        for g, game in enumerate(hosts.games):
            if len(timings) >= moves:
                break
            await _duel(game, g, timings, moves)
    finally:
        hosts.stop()
    cuts = statistics.quantiles(timings, n=20)
    emit(name="net_round_trip_p50", value=round(statistics.median(timings), 2), unit="ms", moves=len(timings))
    emit(name="net_round_trip_p95", value=round(cuts[18], 2), unit="ms", moves=len(timings), target="<= 20")


async def _against_bot(game: dict[str, Any], seed: int, moves: int) -> int:
    """A client plays its seat against the host's bot while a spectator watches: the moves
    played (the game's end or ``moves``)."""
    address = f"{LOOPBACK}:{game['port']}"
    player, watcher = Client(pace=None), Client(pace=None)
    rnd = random.Random(seed)

    async def watch() -> None:
        while not watcher.over:
            await watcher.next(WAIT)

    try:
        await player.join(address, game["codes"][0])
        await watcher.join(address, game["spectator"])
        watching = asyncio.get_running_loop().create_task(watch())
        moved_at = -1
        while not player.over and player.state.get("at", 0) < moves:
            await player.next(WAIT)
            if player.deciding and player.state["at"] != moved_at:
                moved_at = player.state["at"]
                await player.move(rnd.choice(player.state["legal"])["text"])
        watching.cancel()
        await asyncio.gather(watching, return_exceptions=True)  # its end, whatever it was, is read
        return int(player.state.get("at", 0))
    finally:
        await player.close()
        await watcher.close()


async def load(games: int, moves: int) -> None:
    hosts = Hosts(games, ["net", "random"], 100)
    try:
        started = time.perf_counter()
        played = await asyncio.gather(*(_against_bot(g, i, moves) for i, g in enumerate(hosts.games)))
        wall = time.perf_counter() - started
    finally:
        host = hosts.stop()
    emit(name="net_load_moves_per_second", value=round(sum(played) / wall), unit="moves/s", games=games,
         clients=2 * games, moves=sum(played))
    emit(name="net_load_host_cpu", value=round(host.get("cpu", float("nan")), 2), unit="s", wall=round(wall, 2),
         games=games, clients=2 * games)
    emit(name="net_load_host_peak_memory", value=round(host.get("rss_mb", float("nan"))), unit="MB", games=games,
         clients=2 * games)


def figures(full: bool = False, moves: int | None = None, games: int | None = None,
            load_moves: int | None = None) -> None:
    """Print every figure (``tools/bench.py``'s ``net`` section calls this)."""
    asyncio.run(asyncio.wait_for(round_trip(moves or (400 if full else 200)), DEADLINE))
    asyncio.run(asyncio.wait_for(load(games or (50 if full else 10), load_moves or 200), DEADLINE))


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--full", action="store_true", help="the issue's load: 400 timed moves, 50 games, 100 clients")
    ap.add_argument("--moves", type=int, default=None, help="moves timed for the round trip")
    ap.add_argument("--games", type=int, default=None, help="games at once for the load figures")
    ap.add_argument("--load-moves", type=int, default=None, help="moves each loaded game plays at most")
    ap.add_argument("--hosts", default=None, help=argparse.SUPPRESS)  # the host process's own mode
    args = ap.parse_args(argv)
    if args.hosts is not None:
        asyncio.run(_host_games(json.loads(args.hosts)))
        return 0
    figures(args.full, args.moves, args.games, args.load_moves)
    return 0


if __name__ == "__main__":
    sys.exit(main())
