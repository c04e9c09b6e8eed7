"""Hot-seat and network seats in one game (issue 48): two people at the host's screen share
one table, and the game's own hot-seat curtain comes down between them; the third seat plays
over the network and never brings the host's curtain down. Headless, on 127.0.0.1."""

from __future__ import annotations

import time

import pygame

from game.core.match import Match, Seat
from game.games.villainous import villainous_setup
from game.net.link import join_link
from game.net.remote import RemoteMatch, SharedScreen
from game.table.kit.menus import CurtainScene
from game.table.netscreens import HERE, NETWORK, HostScene
from tests.table.ui_helpers import make_app

from .test_net_window_host import _joined

SECONDS = 60.0


def _click(app, label: str) -> None:
    app.draw()
    for w in app.top().widgets:
        if w.label.startswith(label):
            app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=w.rect.center))
            return
    raise AssertionError(f"no button {label!r}: {[w.label for w in app.top().widgets]}")


def test_the_curtain_comes_down_between_the_hosts_people_and_never_for_a_network_seat(tmp_path) -> None:
    match = Match(villainous_setup(["gaston", "lady-tremaine", "horned-king"], [Seat(), Seat(), Seat()], 5))
    assert match.game.current_player() == 0
    app = make_app(saves=tmp_path, title=True)
    host = HostScene(app, match)
    app.push(host)
    host.kinds = {0: HERE, 1: HERE, 2: NETWORK}
    host.port = 0
    host.start()
    link = None
    try:
        assert host.hosting is not None, host.message
        hosted = host.hosting.host.match
        link = join_link(f"127.0.0.1:{host.hosting.port}", host.hosting.host.codes[2])
        theirs = RemoteMatch(link, _joined(link))
        _click(app, "Play p1, p2 here")
        table = app.table()
        assert isinstance(table.match, SharedScreen) and table.session.humans() == [0, 1]
        curtains: list[int] = []  # the seats the curtain came down for, in turn
        recaps: list[list[str]] = []  # what each curtain told of the moves since
        moves_here: list[tuple[int, int, int]] = []  # (the decider, the viewer, the seat shown) of each move here
        network_turns = 0
        deadline = time.monotonic() + SECONDS
        while len(hosted.moves) < 14 and time.monotonic() < deadline:
            app.step(1 / 60)
            app.draw()
            theirs.poll()
            top = app.top()
            if isinstance(top, CurtainScene):
                assert top.seat in (0, 1), f"a curtain for p{top.seat + 1}, a network seat"
                curtains.append(top.seat)
                recaps.append(top.recap())
                top.ready()
                continue
            me = table.match
            if top is table and me.deciding in (0, 1) and me.seat == me.deciding and not me.waiting and me.legal:
                moves_here.append((me.deciding, table.viewer, me.seat))
                texts = me.legal_texts()
                table.apply_plan((me.game.parse("end" if "end" in texts else texts[0]),))
            elif theirs.deciding == 2 and theirs.legal and not theirs.waiting:
                # the network seat decides: the host's screen shows no hand, and no curtain
                assert top is table and table.viewer == -1 and table.curtain_seat is None
                network_turns += 1
                texts = theirs.legal_texts()
                theirs.apply("end" if "end" in texts else texts[0])
            time.sleep(0.005)
        assert len(hosted.moves) >= 14, hosted.moves
        # each of the host's people had the table after the curtain came down for them, and
        # each move made here was made by the seat whose eyes the table showed
        assert curtains[:5] == [0, 1, 0, 1, 0], curtains
        # p2's curtain tells what p1 did meanwhile, in the log's words; p1's, p2's and p3's turns
        assert any(line.startswith("Gaston moves to") for line in recaps[1]), recaps[1]
        assert any(line.startswith("Horned King moves to") for line in recaps[2]), recaps[2]
        assert all(decider == viewer == shown for decider, viewer, shown in moves_here), moves_here
        assert {d for d, _v, _s in moves_here} == {0, 1} and network_turns >= 2
    finally:
        if link is not None:
            link.close()
        app.stack.keep(1)
