"""The window's side of network play, without a window: the host on a thread
(``hosting.BackgroundHost``), the links that hand messages to a window's loop (``link``) and
the client's match (``remote.RemoteMatch``). Real sockets on 127.0.0.1, every wait bounded.

``GameDefinition.seen`` is not implemented by every game yet: where a test needs a host that
sends positions it gives San Villano one for the test only (no private information there:
the game itself, with its random generator replaced).
"""

from __future__ import annotations

import time

import pytest

from game.core.match import Match, Seat, Setup
from game.core.registry import game_named
from game.core.saves import SaveStore
from game.net.hosting import BackgroundHost, HostError
from game.net.link import join_link
from game.net.remote import NOT_YOURS, RemoteMatch

SECONDS = 20.0
LOOPBACK = "127.0.0.1"


def seen_for_the_test(self, game, seat):
    """San Villano has no private information: what a seat sees is the game, its random
    generator replaced (it would tell the next shuffle). For these tests only."""
    copy = game.clone()
    state = getattr(copy, "state", copy)
    state.rng = state.rng ^ 0x5DEECE66D
    return copy


@pytest.fixture
def san_villano_seen(monkeypatch):
    definition = game_named("san-villano")
    monkeypatch.setattr(type(definition), "seen", seen_for_the_test)
    return definition


def _until(check, what: str, seconds: float = SECONDS) -> None:
    deadline = time.monotonic() + seconds
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"waited too long for {what}")
        time.sleep(0.01)


def _joined(link) -> dict:
    """The welcome a link received (bounded wait)."""
    deadline = time.monotonic() + SECONDS
    while time.monotonic() < deadline:
        msg = link.wait(0.5)
        if msg is not None and msg.get("type") == "welcome":
            return msg
        if msg is not None and msg.get("type") == "closed":
            raise AssertionError(msg)
    raise AssertionError("no welcome")


def _remote(link) -> RemoteMatch:
    remote = RemoteMatch(link, _joined(link))
    _until(lambda: (remote.poll(), remote.observation is not None)[1], "the first view")
    return remote


def _decide(remote: RemoteMatch) -> None:
    _until(lambda: (remote.poll(), remote.over or (remote.deciding == remote.seat and not remote.waiting
                                                    and bool(remote.legal)))[1],
           f"p{remote.seat + 1}'s turn")


def test_a_seat_of_this_screen_and_a_network_seat_play_one_game(san_villano_seen) -> None:
    """Hot-seat and network seats mix in one game: p1 at the host's screen, p2 over the network."""
    match = Match(Setup.of("san-villano", [Seat(), Seat()], 3))
    hosting = BackgroundHost(match, [1])
    port = hosting.start(LOOPBACK, 0)
    here, there = hosting.local(0), join_link(f"{LOOPBACK}:{port}", hosting.host.codes[1])
    try:
        mine, theirs = _remote(here), _remote(there)
        assert mine.seat == 0 and theirs.seat == 1
        for _turn in range(6):
            for remote in (mine, theirs):
                if match.game.current_player() != remote.seat:
                    continue
                _decide(remote)
                before = len(match.moves)
                remote.apply(remote.legal_actions()[0])
                _until(lambda b=before: len(match.moves) > b, "the move on the host")
        assert hosting.status().connected == [1] and hosting.status().claimed == [1]
        # the client's game is the position its seat sees, move for move
        _until(lambda: (theirs.poll(), theirs.at == len(match.moves))[1], "the last view")
        assert theirs.game.to_position()["round"] == match.game.to_position()["round"]
    finally:
        here.close()
        there.close()
        hosting.stop()


def test_a_move_out_of_turn_is_refused_by_the_client_and_the_host(san_villano_seen) -> None:
    match = Match(Setup.of("san-villano", [Seat(), Seat()], 3))
    hosting = BackgroundHost(match, [0, 1])
    port = hosting.start(LOOPBACK, 0)
    waiting = 1 - match.game.current_player()
    link = join_link(f"{LOOPBACK}:{port}", hosting.host.codes[waiting])
    try:
        remote = _remote(link)
        action = remote.game.legal_actions()[0]
        assert remote.why_not(action) == NOT_YOURS and remote.legal_actions() == []
        assert remote.apply(action) == [] and remote.refusal == NOT_YOURS and not remote.waiting  # not sent
        remote.refusal = None
        link.send_move(remote.at, remote.game.text(action))  # past the client's own check
        _until(lambda: (remote.poll(), remote.refusal is not None)[1], "the host's refusal")
        assert remote.refusal == "it is not your decision" and match.moves == []
    finally:
        link.close()
        hosting.stop()


def test_the_host_sends_a_position_only_for_a_game_that_says_what_a_seat_sees(monkeypatch) -> None:
    from game.net.host import Host

    match = Match(Setup.of("san-villano", [Seat(), Seat()], 3))
    definition = match.definition

    def missing(self, game, seat):
        raise NotImplementedError("not yet")

    monkeypatch.setattr(type(definition), "seen", missing)
    assert "position" not in Host(match).view(0)
    monkeypatch.setattr(type(definition), "seen", seen_for_the_test)
    view = Host(match).view(0)
    assert view["position"]["rng"] != match.game.to_position()["rng"]  # never the real generator


def test_a_rehosted_save_admits_the_same_seats_with_the_same_codes(tmp_path) -> None:
    """Continue re-hosts a game: the codes kept beside its save admit the same people."""
    store = SaveStore(tmp_path)
    match = Match(Setup.of("stargate", [Seat(), Seat()], 3))
    first = BackgroundHost(match, [0, 1], store)
    port = first.start(LOOPBACK, 0)
    codes = dict(first.host.codes)
    link = join_link(f"{LOOPBACK}:{port}", codes[0])
    token = _joined(link)["token"]
    link.close()
    first.stop()
    store.release(match)
    again_store = SaveStore(tmp_path)
    saved = again_store.open(again_store.list()[0])
    again = BackgroundHost(saved.match, [0, 1], again_store, resumed=True)
    assert again.resumed and again.lost_codes is None
    port = again.start(LOOPBACK, 0)
    try:
        for code, seat in ((token, 0), (codes[1], 1)):
            link = join_link(f"{LOOPBACK}:{port}", code)
            assert _joined(link)["seat"] == seat
            link.close()
        link = join_link(f"{LOOPBACK}:{port}", codes[0])  # spent when p1 joined the first time
        _until(lambda: (link.wait(0.2), link.closed)[1] is not None, "the refusal")
        assert link.closed == "that code admits no one here"
    finally:
        again.stop()


def test_hosting_on_an_address_in_use_says_so() -> None:
    match = Match(Setup.of("stargate", [Seat(), Seat()], 3))
    first = BackgroundHost(match, [0, 1])
    port = first.start(LOOPBACK, 0)
    try:
        with pytest.raises(HostError, match="cannot listen"):
            BackgroundHost(Match(Setup.of("stargate", [Seat(), Seat()], 4)), [0, 1]).start(LOOPBACK, port)
    finally:
        first.stop()
