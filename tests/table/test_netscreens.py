"""The window's network screens (issue 48, "Host and join from the title screen"), headless:
Host a game, Join a game, and a seat's table over the network, on 127.0.0.1 only.

A client's table is its game's own, built from the position the host sends (the game as the
seat sees it); one test takes San Villano's ``seen`` away to check the plain network table.
"""

from __future__ import annotations

import time

import pygame
import pytest

from game.core.match import Match, Seat, Setup
from game.core.registry import game_named
from game.net import lan
from game.net.lan import Found
from game.table.netscreens import HostScene, JoinScene, NetTableScene

from .ui_helpers import make_app

SECONDS = 20.0


def _click(app, label: str) -> None:
    """Click the button whose label starts with ``label`` on the top scene (drawn first)."""
    app.draw()
    scene = app.top()
    for w in scene.widgets:
        if w.label.startswith(label):
            assert w.enabled, f"{label!r} is disabled"
            app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=w.rect.center))
            return
    raise AssertionError(f"no button {label!r} on {type(scene).__name__}: {[w.label for w in scene.widgets]}")


def _type(app, words: str) -> None:
    app.handle(pygame.event.Event(pygame.TEXTINPUT, text=words))


def _frames_until(app, check, what: str) -> None:
    """Run frames (step and draw, as the loop does) until ``check()``: bounded."""
    deadline = time.monotonic() + SECONDS
    while not check():
        if time.monotonic() > deadline:
            raise AssertionError(f"waited too long for {what}")
        app.step(1 / 60)
        app.draw()
        time.sleep(0.01)


def _hosting(app, seats: list[Seat]) -> HostScene:
    """Title → Host a game → New game (San Villano, ``seats``) → Start hosting, on loopback."""
    _click(app, "Host a game")
    host = app.top()
    assert isinstance(host, HostScene)
    _click(app, "Choose the game and its seats")
    chooser = app.top()
    chooser.chosen("san-villano")  # the chooser's card for San Villano
    new_game = app.top()
    new_game.seats[: len(seats)] = seats
    new_game.seed_text = "3"  # p1 decides first
    new_game.start()  # New game's Start hands the setup to the Host screen, no table opens
    assert app.top() is host and host.match is not None and app.table() is None
    return host


@pytest.fixture
def without_seen(monkeypatch):
    """San Villano as a game that does not say what a seat sees: its clients get the plain
    network table (the words of their moves), never a position."""
    definition = game_named("san-villano")

    def seen(self, game, seat):
        raise NotImplementedError("no seen")

    monkeypatch.setattr(type(definition), "seen", seen)


def test_the_title_screen_offers_host_and_join(tmp_path) -> None:
    app = make_app(saves=tmp_path, title=True)
    app.draw()
    labels = [w.label for w in app.top().widgets]
    assert "Host a game" in labels and "Join a game" in labels


def test_host_a_game_listens_on_loopback_by_default_and_shows_each_open_seats_code(tmp_path) -> None:
    app = make_app(saves=tmp_path, title=True)
    host = _hosting(app, [Seat(), Seat()])
    assert host.kinds == {0: "here", 1: "network"}  # the first person plays at this screen
    _click(app, "Listen on: this machine only")
    _click(app, "Listen on: the local network")  # and back: loopback again
    _click(app, "Port: 7777")  # any free port (the tests' own)
    _click(app, "Start hosting")
    try:
        assert host.hosting is not None and host.hosting.address == "127.0.0.1"
        _frames_until(app, lambda: host._status is not None, "the host's status")
        lines = host.code_lines()
        assert lines[0].startswith("p2") and host.hosting.host.codes[1] in lines[0] and "open" in lines[0]
        assert host.hosting.host.spectator_code in lines[1]
        assert (tmp_path / (app.saves.file_of(host.match).stem + ".codes")).exists()  # beside its save
    finally:
        app.pop()  # Stop hosting
    assert host.hosting is None


def test_a_host_with_no_network_seat_says_nobody_could_join(tmp_path) -> None:
    app = make_app(saves=tmp_path, title=True)
    host = _hosting(app, [Seat(), Seat()])
    host.cycle_seat(1)
    _click(app, "Start hosting")
    assert host.hosting is None and "nobody could join" in host.message


def test_join_says_why_an_address_cannot_be_used() -> None:
    app = make_app(title=True)
    _click(app, "Join a game")
    join = app.top()
    _type(app, "localhost")  # no port
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
    _type(app, "somecode")
    _click(app, "Join")
    assert "names no port" in join.message and join.link is None


def test_join_lists_the_games_found_on_the_local_network(monkeypatch) -> None:
    found = [Found("Game", "192.0.2.7", 7777, "stargate", "The Stargate mission duel", "1", "1")]
    monkeypatch.setattr(lan, "browse", lambda seconds, interface=None: found)  # no multicast from a test
    app = make_app(title=True)
    _click(app, "Join a game")
    join = app.top()
    _click(app, "Look on the local network")
    _frames_until(app, lambda: join.found, "the search")
    _click(app, "The Stargate mission duel")
    assert join.address.value == "192.0.2.7:7777" and join.focused == 1


def test_join_without_zeroconf_says_how_to_get_it(monkeypatch) -> None:
    def missing(seconds, interface=None):
        raise lan.LanError(lan.MISSING)

    monkeypatch.setattr(lan, "browse", missing)
    app = make_app(title=True)
    _click(app, "Join a game")
    join = app.top()
    _click(app, "Look on the local network")
    _frames_until(app, lambda: not join.looking, "the search")
    assert "zeroconf" in join.message


def test_join_without_zeroconf_says_how_to_get_it_in_the_language_of_the_moment(monkeypatch) -> None:
    """Why the search could not be made (the LAN module's phrase) in Portuguese, the commands as typed."""
    from game.i18n import set_language

    def missing(seconds, interface=None):
        raise lan.LanError(lan.MISSING)

    monkeypatch.setattr(lan, "browse", missing)
    app = make_app(title=True, language="pt")
    try:
        join = JoinScene(app)
        app.push(join)
        join.look()
        _frames_until(app, lambda: not join.looking, "the search")
        assert join.message == ("Não é possível procurar na rede local: procurar jogos na rede local precisa do "
                                "pacote zeroconf: pip install 'villainous-table[lan]' (ou pip install zeroconf)")
    finally:
        set_language("en")


def test_a_move_made_on_a_joined_client_reaches_the_host(tmp_path, without_seen) -> None:
    """One whole loopback session: a window hosts, a client joins with its code and plays a
    move from its table (the network table, for a game that does not say what a seat sees)."""
    app = make_app(saves=tmp_path, title=True)
    host = _hosting(app, [Seat(), Seat()])
    host.cycle_seat(0)  # both seats over the network
    _click(app, "Port: 7777")
    _click(app, "Start hosting")
    try:
        hosted = host.hosting.host.match
        seat = hosted.game.current_player()
        app.push(JoinScene(app))  # the client: as a second window would, on this machine
        _type(app, f"127.0.0.1:{host.hosting.port}")
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
        _type(app, host.hosting.host.codes[seat])
        _click(app, "Join")
        _frames_until(app, lambda: isinstance(app.top(), NetTableScene), "the client's table")
        table = app.top()
        _frames_until(app, lambda: table.remote.legal, "the seat's moves")
        first = table.remote.legal[0]
        _click(app, first["words"])
        _frames_until(app, lambda: len(hosted.moves) == 1, "the move on the host")
        assert hosted.moves == [first["text"]]
        _frames_until(app, lambda: table.remote.at == 1, "the host's answer on the client")
    finally:
        app.stack.keep(1)  # the table and the Host screen leave: the host stops
    assert host.hosting is None


def test_the_client_plays_on_the_games_own_table_when_the_host_sends_its_position(tmp_path) -> None:
    app = make_app(saves=tmp_path, title=True)
    host = _hosting(app, [Seat(), Seat()])
    _click(app, "Port: 7777")
    _click(app, "Start hosting")
    try:
        hosted = host.hosting.host.match
        assert hosted.game.current_player() == 0
        _click(app, "Play p1")
        table = app.top()
        assert table.holds_match and table.match.remote and table.match.game is not None
        _frames_until(app, lambda: table.match.legal, "p1's moves")
        action = table.match.legal_actions()[0]
        text = table.match.game.text(action)
        table.apply_plan((action,))
        _frames_until(app, lambda: len(hosted.moves) == 1, "the move on the host")
        assert hosted.moves == [text]
    finally:
        app.stack.keep(1)


def test_continue_hosts_a_hosted_game_again_and_the_same_codes_admit_the_same_seats(tmp_path) -> None:
    from game.net.link import join_link

    app = make_app(saves=tmp_path, title=True)
    host = _hosting(app, [Seat(), Seat()])
    _click(app, "Port: 7777")
    _click(app, "Start hosting")
    code = host.hosting.host.codes[1]
    app.pop()  # Stop hosting: the game stays saved, its codes beside it
    _click(app, "Continue")
    _frames_until(app, lambda: isinstance(app.top(), HostScene), "the Host screen")
    again = app.top()
    assert again is not host and again.resumed and again.kinds == {0: "here", 1: "network"}
    _click(app, "Port: 7777")
    _click(app, "Start hosting")
    try:
        assert again.hosting.resumed and "the code given before" in again.code_lines()[0]
        link = join_link(f"127.0.0.1:{again.hosting.port}", code)
        deadline = time.monotonic() + SECONDS
        welcome = None
        while welcome is None and time.monotonic() < deadline:
            msg = link.wait(0.5)
            if msg is not None and msg.get("type") in ("welcome", "closed"):
                welcome = msg
        link.close()
        assert welcome is not None and welcome.get("seat") == 1, welcome
    finally:
        app.stack.keep(1)


def test_a_network_games_end_says_who_won_and_offers_no_replay(tmp_path) -> None:
    from game.table.netscreens import NetGameOverScene

    app = make_app(saves=tmp_path, title=True)
    host = _hosting(app, [Seat(), Seat()])
    _click(app, "Port: 7777")
    _click(app, "Start hosting")
    try:
        _click(app, "Play p1")
        table = app.top()
        table.match.winner = 1  # as the host's last view would say
        app.game_over(table)
        assert isinstance(app.top(), NetGameOverScene)
        app.draw()
        labels = [w.label for w in app.top().widgets]
        assert labels == ["Look at the table", "Leave"]
        _click(app, "Leave")
        assert app.top() is host
    finally:
        app.stack.keep(1)


def test_a_seats_own_table_leaves_the_bots_and_the_other_people_to_the_host(tmp_path) -> None:
    """p1 at the host's screen on the game's own table, p2 over the network, p3 a bot on the
    host: the table never moves for another seat, and plays on as they move."""
    import random

    from game.net.link import join_link
    from game.net.remote import RemoteMatch

    app = make_app(saves=tmp_path, title=True)
    host = _hosting(app, [Seat(), Seat()])
    new_setup = host.match.setup
    host.take_setup(Match(Setup.of("san-villano", [Seat(), Seat(), Seat("bot", "random")], 3,
                                   **dict(new_setup.options))), keep_stack=True)
    _click(app, "Port: 7777")
    _click(app, "Start hosting")
    link = None
    try:
        hosted = host.hosting.host.match
        _click(app, "Play p1")
        table = app.top()
        assert table.session.humans() == [0] and table.match.is_bot(1) and not table.match.by_bot(1)
        link = join_link(f"127.0.0.1:{host.hosting.port}", host.hosting.host.codes[1])
        deadline = time.monotonic() + SECONDS
        welcome = None
        while welcome is None and time.monotonic() < deadline:
            msg = link.wait(0.5)
            welcome = msg if msg is not None and msg.get("type") == "welcome" else None
        theirs = RemoteMatch(link, welcome)
        rnd = random.Random(2)
        while len(hosted.moves) < 12 and time.monotonic() < deadline and not table.match.over:
            app.step(1 / 60)
            app.draw()
            theirs.poll()
            assert table.bot_future is None  # never a bot here
            me = table.match
            if me.deciding == 0 and me.legal and not me.waiting:
                table.apply_plan((rnd.choice(me.legal_actions()),))
            elif theirs.deciding == 1 and theirs.legal and not theirs.waiting:
                theirs.apply(rnd.choice(theirs.legal_texts()))
            time.sleep(0.005)
        assert len(hosted.moves) >= 12 or table.match.over
        assert any(step.seat == 2 for step in hosted.history)  # the host's bot played p3
    finally:
        if link is not None:
            link.close()
        app.stack.keep(1)


def test_a_language_chosen_mid_game_has_the_host_say_the_seats_log_again_in_it(tmp_path) -> None:
    """Settings' language changed at a table played through the host (here a seat at the
    host's screen): the table's log is the host's lines of that seat, said again in the new
    language, and not the old lines."""
    from game.core.safefile import clean_text
    from game.i18n import translated

    app = make_app(saves=tmp_path, title=True)
    host = _hosting(app, [Seat(), Seat()])
    _click(app, "Port: 7777")
    _click(app, "Start hosting")
    try:
        hosting = host.hosting
        _click(app, "Play p1")
        table = app.top()
        _frames_until(app, lambda: table.match.legal, "p1's moves")
        table.apply_plan((table.match.legal_actions()[0],))
        _frames_until(app, lambda: len(hosting.host.match.moves) == 1, "the move on the host")
        lines = hosting.ask(lambda: list(hosting.host.logs[0]))

        def said(language: str) -> list[str]:
            return [clean_text(translated(x, language), 300) for x in lines]

        _frames_until(app, lambda: list(table.log)[-len(lines):] == said("en"), "the log in English")
        app.set_setting("language", "pt")
        _frames_until(app, lambda: list(table.log) == said("pt"), "the log again in Portuguese")
        assert said("pt") != said("en")
    finally:
        app.set_setting("language", "en")
        app.stack.keep(1)


def test_the_join_screen_says_why_it_could_not_join_in_the_language_of_the_moment() -> None:
    """The client's own words on the Join screen (a code it will not send, a host it cannot
    reach), before any host has answered: in Portuguese when the window speaks it."""
    from game.i18n import set_language

    app = make_app(language="pt")
    try:
        join = JoinScene(app)
        app.push(join)
        join.address.value, join.code.value = "127.0.0.1:1", "   "
        join.join()
        assert join.bad and join.message == "um código são os 22 caracteres que o anfitrião lhe deu"
        join.code.value = "code"  # nobody listens on port 1 of this machine
        join.join()
        _frames_until(app, lambda: join.bad, "the link's end")
        assert join.message.startswith("Não foi possível entrar: não foi possível alcançar 127.0.0.1:1: "), join.message
    finally:
        set_language("en")
