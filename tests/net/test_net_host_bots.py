"""The host's bots end with its server (game/net/host.py): what they keep running (Hard's
search processes) is stopped when the server closes."""

from __future__ import annotations

import asyncio

from game.core.match import Match, Seat, Setup
from game.net.host import Host, Server


class ClosingBot:
    """A bot that keeps something running, as Hard keeps its search processes."""

    name = "hard"

    def __init__(self) -> None:
        self.closed = 0

    def close(self) -> None:
        self.closed += 1


def test_closing_the_network_server_stops_its_bots() -> None:
    bot = ClosingBot()
    match = Match(Setup.of("stargate", [Seat("human"), Seat("bot", "hard")], 7))
    host = Host(match, bots=[None, bot])
    host.session.bot(1)
    asyncio.run(Server(host).close())
    assert bot.closed == 1
