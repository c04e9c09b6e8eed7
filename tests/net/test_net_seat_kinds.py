"""Who plays each seat, as the host tells every connection (issue 48, "Hot-seat and network
seats mix in one game"): a person at the host's screen, a person who joined, a seat still
open, a bot with its level, a bot standing in for a person who left. A client's table names
the seats from it: a person is never called a bot. Real sockets on 127.0.0.1, waits bounded.
"""

from __future__ import annotations

import time

import pytest

from game.core.match import Match, Seat, Setup
from game.net.host import Host
from game.net.hosting import BackgroundHost
from game.net.link import join_link
from game.net.remote import RemoteMatch

from .test_net_window_host import _joined, _remote, _until, san_villano_seen  # noqa: F401 - a fixture

LOOPBACK = "127.0.0.1"


def _kinds(kinds: list[dict]) -> list[str]:
    return [k["kind"] + (f" {k['level']}" if "level" in k else "") for k in kinds]


def test_the_host_says_who_plays_each_seat_as_it_changes() -> None:
    match = Match(Setup.of("san-villano", [Seat(), Seat(), Seat(), Seat("bot", "easy")], 3))
    host = Host(match, [1, 2], takeover=1.0, takeover_level="normal")
    assert _kinds(host.seat_kinds()) == ["host", "open", "open", "bot easy"]
    sent: list[dict] = []
    listener = host.attach(host.admit(host.codes[1]), sent.append)
    assert _kinds(sent[0]["seat_kinds"]) == ["host", "network", "open", "bot easy"]  # the welcome
    assert sent[1]["type"] == "state" and sent[1]["seat_kinds"] == sent[0]["seat_kinds"]
    host.detach(listener)
    assert host.stand_in(1)
    assert _kinds(host.seat_kinds()) == ["host", "stand-in normal", "open", "bot easy"]


@pytest.mark.usefixtures("san_villano_seen")
def test_a_client_is_told_when_another_seat_is_joined_and_never_calls_a_person_a_bot() -> None:
    match = Match(Setup.of("san-villano", [Seat(), Seat(), Seat(), Seat("bot", "easy")], 3))
    hosting = BackgroundHost(match, [1, 2])
    port = hosting.start(LOOPBACK, 0)
    first = join_link(f"{LOOPBACK}:{port}", hosting.host.codes[1])
    second = None
    try:
        mine = _remote(first)
        assert [mine.kind_of(s) for s in range(4)] == ["host", "network", "open", "bot"]
        assert [mine.by_bot(s) for s in range(4)] == [False, False, False, True]
        # this seat is the one person here; the others are played elsewhere, a bot only where one is
        assert [s.kind for s in mine.driven_seats()] == ["remote", "human", "remote", "bot"]
        assert mine.driven_seats()[3].level == "easy"
        second = join_link(f"{LOOPBACK}:{port}", hosting.host.codes[2])
        _remote(second)
        # no move was played: the host tells the others that p3 is joined as it happens
        _until(lambda: (mine.poll(), mine.kind_of(2) == "network")[1], "p3 joined, told to p2")
        assert match.moves == []
    finally:
        first.close()
        if second is not None:
            second.close()
        hosting.stop()


def test_a_clients_table_does_not_call_the_hosts_person_a_bot(tmp_path) -> None:
    """Stargate: p-first plays at the host's screen, the other seat joins from a window; while
    the host's person decides, the joined table's bar says so without "(bot)"."""
    from game.table.netscreens import open_table
    from tests.table.ui_helpers import make_app

    match = Match(Setup.of("stargate", [Seat(), Seat()], 0))
    first = match.game.current_player()
    joined = 1 - first
    hosting = BackgroundHost(match, [joined])
    port = hosting.start(LOOPBACK, 0)
    link = join_link(f"{LOOPBACK}:{port}", hosting.host.codes[joined])
    app = make_app(saves=tmp_path)
    try:
        remote = RemoteMatch(link, _joined(link))
        _until(lambda: (remote.poll(), remote.game is not None)[1], "the seat's position")
        open_table(app, remote)
        table = app.top()
        assert table.match is remote and remote.deciding == first
        deadline = time.monotonic() + 5
        while table.lay is None and time.monotonic() < deadline:
            app.step(1 / 60)
            app.draw()
        message = table._bar_model(table.lay)[1]
        assert "(bot)" not in message, message
        assert not table.session.is_bot(first) and not table.bot_plays(first)
    finally:
        link.close()
        app.stack.keep(0)
        hosting.stop()
