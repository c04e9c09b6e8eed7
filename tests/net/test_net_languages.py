"""The host's words in each client's language (issue 48): a client says its language in its
hello; the host's refusals, the log lines and the words of the legal moves it sends reach each
connection in that language, whatever the others speak. Real sockets on 127.0.0.1."""

from __future__ import annotations

from game.core.match import Match, Seat, Setup
from game.core.safefile import clean_text
from game.i18n import translated
from game.net.hosting import BackgroundHost
from game.net.link import join_link

from .test_net_window_host import _remote, _until

LOOPBACK = "127.0.0.1"


def _hosted(first_language: str, other_language: str):
    """A Stargate game hosted on loopback, both seats joined over the network: the host, the
    seat deciding first, the other, and their links (each in its language)."""
    match = Match(Setup.of("stargate", [Seat(), Seat()], 3))
    first = match.game.current_player()
    other = 1 - first
    hosting = BackgroundHost(match, [0, 1])
    port = hosting.start(LOOPBACK, 0)
    return (hosting, first, other, join_link(f"{LOOPBACK}:{port}", hosting.host.codes[first], first_language),
            join_link(f"{LOOPBACK}:{port}", hosting.host.codes[other], other_language))


def _refused_pass(link, remote, what: str) -> str:
    """``link`` sends "pass" for its seat; the host's refusal, as ``remote`` received it."""
    link.send_move(remote.at, "pass")
    _until(lambda: (remote.poll(), remote.refusal is not None)[1], what)
    return remote.refusal


def test_a_portuguese_client_is_refused_in_portuguese_and_an_english_one_in_english() -> None:
    hosting, first, other, english, portuguese = _hosted("en", "pt")
    try:
        en, pt = _remote(english), _remote(portuguese)
        # a move out of turn, past the client's own check: the host's refusal
        assert _refused_pass(portuguese, pt, "the refusal to p-other") == "não é a sua decisão"
        # the decider, with a text that is not a legal move
        refused = _refused_pass(english, en, "the refusal to p-first")
        assert refused.startswith("'pass' is not a legal move now; legal moves include "), refused
        portuguese.send_move(pt.at, "a" * 300)  # a hostile message: refused by the reader, in Portuguese
        _until(lambda: (pt.poll(), pt.refusal != "não é a sua decisão")[1], "the reader's refusal")
        assert pt.refusal == "move: o texto tem de 1 a 200 caracteres"

        # the words of the legal moves, and the log lines of a move, in each one's language
        host = hosting.host
        assert [x["words"] for x in en.legal] == [clean_text(translated(x["words"], "en"), 200)
                                                  for x in hosting.ask(host.view, first)["legal"]]
        before = len(pt.log), len(en.log)
        en.apply(en.legal_actions()[0])
        _until(lambda: (pt.poll(), en.poll(), pt.at == en.at == 1)[2], "the move's view")
        lines = hosting.ask(lambda: list(host.logs[other][before[0]:]))
        assert lines and pt.log[before[0]:] == [clean_text(translated(x, "pt"), 300) for x in lines]
        assert en.log[before[1]:] == [clean_text(translated(x, "en"), 300) for x in lines]
        assert pt.log[before[0]:] != en.log[before[1]:]  # Portuguese is not English
    finally:
        english.close()
        portuguese.close()
        hosting.stop()


def test_a_seat_at_the_hosts_screen_is_refused_in_the_windows_language() -> None:
    match = Match(Setup.of("stargate", [Seat(), Seat()], 3))
    first = match.game.current_player()
    hosting = BackgroundHost(match, [first])  # the other seat plays at the host's screen
    hosting.start(LOOPBACK, 0)
    here = hosting.local(1 - first, "pt")
    try:
        mine = _remote(here)
        assert _refused_pass(here, mine, "the refusal") == "não é a sua decisão"
    finally:
        here.close()
        hosting.stop()


def test_the_terminal_client_asks_for_its_language_too() -> None:
    import asyncio

    from game.net.client import Client

    match = Match(Setup.of("stargate", [Seat(), Seat()], 3))
    waiting = 1 - match.game.current_player()
    hosting = BackgroundHost(match, [0, 1])
    port = hosting.start(LOOPBACK, 0)

    async def out_of_turn() -> str:
        client = Client(pace=None, language="pt")
        await client.join(f"{LOOPBACK}:{port}", hosting.host.codes[waiting])
        try:
            await client.next(5)  # the first view
            await client.move("pass")
            while not client.refusals:
                await client.next(5)
            return client.refusals[0]
        finally:
            await client.close()

    try:
        assert asyncio.run(out_of_turn()) == "não é a sua decisão"
    finally:
        hosting.stop()


def test_the_terminal_says_a_refusal_in_its_language_and_asks_again() -> None:
    import asyncio

    from game.net.client import play_in_terminal

    match = Match(Setup.of("stargate", [Seat(), Seat()], 3))
    deciding = match.game.current_player()
    hosting = BackgroundHost(match, [0, 1])
    port = hosting.start(LOOPBACK, 0)
    answers = iter(["zzz", "quit"])
    said: list[str] = []

    async def ask(prompt: str) -> str:
        return next(answers)

    try:
        assert asyncio.run(asyncio.wait_for(play_in_terminal(f"{LOOPBACK}:{port}", hosting.host.codes[deciding],
                                                             ask, said.append, language="pt"), 20)) == 0
        assert any(line.startswith("Recusado: 'zzz' não é uma jogada permitida agora") for line in said), said  # both in Portuguese
        assert match.moves == []
    finally:
        hosting.stop()


def test_a_client_that_changes_language_mid_game_hears_the_host_and_its_log_in_the_new_one() -> None:
    """Settings' language changed during a network game: the client says so (``language``),
    and the host sends its view and the seat's whole log again in it (``first_event`` 0),
    which the client's log takes in place of the old lines; refusals come in it from then on."""
    hosting, _first, other, mover, waiting = _hosted("en", "en")
    try:
        me, them = _remote(waiting), _remote(mover)
        them.apply(them.legal_actions()[0])
        _until(lambda: (me.poll(), them.poll(), me.at == 1 and me.log)[2], "the move's view")
        host = hosting.host
        lines = hosting.ask(lambda: list(host.logs[other]))
        assert me.log == [clean_text(translated(x, "en"), 300) for x in lines]
        me.relanguage("pt")
        _until(lambda: (me.poll(), me.log_rewritten == 1)[1], "the log again")
        assert me.log == [clean_text(translated(x, "pt"), 300) for x in lines]
        assert me.log != [clean_text(translated(x, "en"), 300) for x in lines]  # Portuguese is not English
        if me.deciding != other:  # a move out of turn: refused in the new language
            assert _refused_pass(waiting, me, "the refusal") == "não é a sua decisão"
    finally:
        mover.close()
        waiting.close()
        hosting.stop()


def test_the_clients_own_words_come_in_its_language_before_any_host_answers(capsys) -> None:
    """What the client says itself, with no host to say it (an address it cannot use, a host it
    cannot reach, a code it will not send), is a phrase said in the player's language: the
    terminal's ``join --language pt``, and the window's link (its Join screen says it in the
    language of the moment)."""
    import pytest

    from game.cli import main
    from game.net.client import JoinError

    def run(*argv: str) -> str:
        try:
            code = main(["join", *argv])
        except SystemExit as exc:
            code = exc.code
        err = capsys.readouterr().err
        assert code == 2 and "Traceback" not in err
        return err

    assert "não foi possível alcançar 127.0.0.1:1: " in run("127.0.0.1:1", "code", "--language", "pt")
    assert "could not reach 127.0.0.1:1: " in run("127.0.0.1:1", "code")
    assert "o endereço localhost não indica porta (dê HOST:PORTA)" in run("localhost", "code", "--language", "pt")
    with pytest.raises(JoinError) as caught:
        join_link(f"{LOOPBACK}:1", "   ", "pt")
    assert str(caught.value) == "a code is the 22 characters the host gave you"  # the English, as before
    assert translated(caught.value.reason, "pt") == "um código são os 22 caracteres que o anfitrião lhe deu"
    link = join_link(f"{LOOPBACK}:1", "code", "pt")  # nobody listens there: the link's own last word
    try:
        closed: list[dict] = []
        _until(lambda: closed.extend(m for m in link.poll() if m.get("type") == "closed") or bool(closed),
               "the link's end")
        assert translated(closed[0]["reason"], "pt").startswith(f"não foi possível alcançar {LOOPBACK}:1: ")
    finally:
        link.close()


def test_the_terminal_clients_frame_is_in_its_language() -> None:
    """``join --language pt`` in a terminal: its own lines (who you are, how to come back, the
    end) in Portuguese, with the host's log lines."""
    import asyncio

    from game.net.client import play_in_terminal
    from game.net.host import Host, Server

    async def scenario() -> list[str]:
        host = Host(Match(Setup.of("stargate", [Seat(), Seat("bot", "random")], 2)))
        server = Server(host)
        port = await server.start(LOOPBACK, 0)
        answers = iter(["quit"])
        said: list[str] = []

        async def ask(prompt: str) -> str:
            return next(answers)

        try:
            await asyncio.wait_for(play_in_terminal(f"{LOOPBACK}:{port}", host.codes[0], ask, said.append,
                                                    language="pt"), 30)
        finally:
            await server.close()
        return said

    said = asyncio.run(scenario())
    assert said[0] == "The Stargate mission duel: você é p1."
    assert said[1].startswith(f"Para voltar a este lugar: villainous join {LOOPBACK}:")
