"""``villainous serve`` and ``villainous join`` as real processes on 127.0.0.1.

The host runs in its own process; clients join it from this one, from a ``join`` process
fed its moves on standard input, or from two ``join --bot`` processes playing a whole game of
each system. Every process has a deadline and is stopped by its id.
"""

from __future__ import annotations

import asyncio
import json
import os
import re
import subprocess
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pytest

from game.cli import main
from game.core.saves import load_file
from game.net.client import Client, JoinError

ROOT = Path(__file__).resolve().parents[2]
SECONDS = 30


def _env() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT), "PYTHONUNBUFFERED": "1"}


def _start_serve(tmp_path: Path, *argv: str) -> tuple[subprocess.Popen, str, dict[str, str]]:
    """A ``serve`` process on a free port of 127.0.0.1: (it, its address, its codes by label).
    In English whatever a settings file of the tests' config folder says: its lines are read here."""
    proc = subprocess.Popen([sys.executable, "-m", "game", "serve", "--port", "0", "--save-dir",
                             str(tmp_path / "saves"), "--language", "en", *argv], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, cwd=ROOT, env=_env())
    lines: list[str] = []
    assert proc.stdout is not None
    while not any(line.startswith("Saves go to") for line in lines):
        line = proc.stdout.readline()
        if not line:
            proc.kill()
            raise AssertionError(f"serve ended: {lines} {proc.stderr.read() if proc.stderr else ''}")
        lines.append(line.strip())
    address = re.search(r"ws://(127\.0\.0\.1:\d+)", lines[0]).group(1)
    codes = {m.group(1): m.group(2) for m in (re.match(r"(p\d+|spectators).*join \S+ (\S+)$", x) for x in lines) if m}
    return proc, address, codes


def _stop(proc: subprocess.Popen) -> None:
    if proc.poll() is None:
        proc.terminate()
        try:
            proc.wait(10)
        except subprocess.TimeoutExpired:
            proc.kill()
            proc.wait(10)


def test_serve_listens_on_loopback_and_prints_a_code_per_open_seat(tmp_path) -> None:
    proc, address, codes = _start_serve(tmp_path, "--game", "stargate", "--seats", "net,hard")
    try:
        assert address.startswith("127.0.0.1:")
        assert set(codes) == {"p1", "spectators"}  # the bot's seat has no code

        async def clients() -> None:
            me = Client()
            welcome = await me.join(address, codes["p1"])
            assert welcome["seat"] == 0 and welcome["game"] == "stargate" and welcome["bots"] == [1]
            view = await me.next(SECONDS)
            assert view["type"] == "state" and view["observation"]["seat"] == 0
            with pytest.raises(JoinError, match="that code admits no one here"):
                await Client().join(address, "not-a-code")
            watcher = Client()
            assert (await watcher.join(address, codes["spectators"]))["seat"] == -1
            await me.close()
            await watcher.close()

        asyncio.run(asyncio.wait_for(clients(), SECONDS))
    finally:
        _stop(proc)
    assert proc.returncode == 0  # a polite stop: the autosave flushed, then exit 0
    saved = list((tmp_path / "saves").glob("*.json"))
    assert len(saved) == 1 and load_file(saved[0]).verified  # the game was autosaved at its start


@pytest.mark.slow
def test_a_join_process_plays_its_seat_by_number_from_standard_input(tmp_path) -> None:
    """A person's terminal: moves typed by their number on standard input, its end (EOF) a
    polite leave. (Whole games between processes: the test after this one.)"""
    proc, address, codes = _start_serve(tmp_path, "--game", "stargate", "--seats", "net,random", "--seed", "4")
    try:
        join = subprocess.run([sys.executable, "-m", "game", "join", address, codes["p1"], "--language", "en"],
                              input="1\n" * 6, capture_output=True, text=True, timeout=60, cwd=ROOT, env=_env())
        assert join.returncode == 0, join.stderr
        assert " 1. " in join.stdout and "Traceback" not in join.stderr
    finally:
        _stop(proc)
    assert proc.returncode == 0
    loaded = load_file(next((tmp_path / "saves").glob("*.json")))
    assert loaded.verified and len(loaded.match.moves) >= 6  # its six, the bot's between them


#: a short whole game of each system: ``serve``'s arguments (two network seats), the level of
#: the bots the two ``join`` processes play them with (each deciding from its seat's view)
WHOLE_GAMES = {
    "despicable-plots": (["--villains", "gaston,lady-tremaine", "--seed", "1"], "easy"),
    "scum-and-villainy": (["--villains", "cad-bane,boba-fett", "--seed", "1"], "easy"),
    "stargate": (["--game", "stargate", "--seed", "4"], "easy"),
    "san-villano": (["--game", "san-villano", "--players", "2", "--seed", "2"], "easy"),
}
GAME_SECONDS = 180


def _wait_for_both(joins: list[subprocess.Popen], seconds: float) -> None:
    """Until both ``join`` processes have ended, or one has failed (the other would wait for
    its opponent's move for ever), or ``seconds`` have passed."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        codes = [join.poll() for join in joins]
        if all(code is not None for code in codes) or any(code not in (None, 0) for code in codes):
            return
        time.sleep(0.1)


@pytest.mark.slow
@pytest.mark.parametrize("system", sorted(WHOLE_GAMES))
def test_a_whole_game_of_every_system_between_a_serve_process_and_two_join_processes(tmp_path, system) -> None:
    """"A host and two clients as separate processes on localhost, whole games of every
    system" (issue 48): ``serve --seats net,net`` and two ``join --bot LEVEL`` processes, each
    bot deciding on its client from what its seat received, play to the end. Every move of the
    game is one a client sent and the host took (none refused, none answered by number), both
    clients read the same end, the host stops by itself with 0, and its save replays to it."""
    argv, level = WHOLE_GAMES[system]
    proc, address, codes = _start_serve(tmp_path, *argv, "--seats", "net,net")
    joins: list[subprocess.Popen] = []
    outs = [tmp_path / "p1.out", tmp_path / "p2.out"]
    try:
        for seat, out in zip(("p1", "p2"), outs, strict=True):
            with out.open("w") as stdout:  # files, not pipes: a full pipe would stall a client
                joins.append(subprocess.Popen([sys.executable, "-m", "game", "join", address, codes[seat], "--bot", level, "--language", "en"],
                                              stdout=stdout, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                              text=True, cwd=ROOT, env=_env()))
        _wait_for_both(joins, GAME_SECONDS)
        if all(join.returncode == 0 for join in joins):
            proc.wait(60)  # the host stops by itself once the game is over and both have left
    finally:
        for join in joins:
            _stop(join)
        _stop(proc)
    said = [out.read_text() for out in outs]
    assert [join.returncode for join in joins] == [0, 0], [text[-3000:] for text in said]
    assert proc.returncode == 0
    for text in said:
        assert "Traceback" not in text and "Refused" not in text and "Note:" not in text, text[-2000:]
        assert f"A {level} bot plays" in text
    ends = [re.findall(r"^Game over: .*$", text, re.M) for text in said]
    assert ends[0] == ends[1] and len(ends[0]) == 1
    saved = list((tmp_path / "saves").glob("*.json"))
    loaded = load_file(saved[0])
    winner = loaded.match.game.winner()
    assert loaded.verified and winner is not None
    assert ends[0][0] == f"Game over: p{winner + 1} wins."
    sent = sum(len(re.findall(r"^  > ", text, re.M)) for text in said)
    assert sent == len(loaded.match.moves)  # every move was a client's, each taken at once


def test_the_join_command_line_reads_every_code_and_token_the_host_draws() -> None:
    """A code is typed after the address: one beginning with "-" was read as an option
    (argparse: "unrecognized arguments"), which stopped 1 join in 32 of a two-seat game."""
    from game.cli import build_parser
    from game.net.host import new_secret

    parser = build_parser()
    for _ in range(500):
        code = new_secret()
        assert parser.parse_args(["join", "127.0.0.1:9", code]).code == code
    # a token an older version drew may begin with "-": given after "--" (docs/network.md)
    assert parser.parse_args(["join", "127.0.0.1:9", "--", "-xADk1Y7p2TZ8v5EkY700A"]).code == "-xADk1Y7p2TZ8v5EkY700A"


@pytest.mark.parametrize("argv, said", [
    (["serve", "--game", "stargate", "--seats", "net", "--port", "0"], "--seats names 1 seats for 2 players"),
    (["serve", "--game", "stargate", "--seats", "hard,hard", "--port", "0"], "nobody could join"),
    (["serve", "--game", "stargate", "--seats", "net,genius", "--port", "0"], "unknown bot"),
    (["serve", "--game", "stargate", "--port", "70000"], "a port is 0 to 65535"),
    (["join", "localhost", "code"], "names no port"),
    (["join", "127.0.0.1:1", "code"], "could not reach"),
    (["join", "127.0.0.1:1", "-xADk1Y7p2TZ8v5EkY700A"], "goes after '--': villainous join ADDRESS -- CODE"),
])
def test_bad_serve_and_join_arguments_exit_2_with_a_message(capsys, argv, said) -> None:
    try:
        code = main(argv)
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    assert code == 2 and said in err and "Traceback" not in err


def test_the_join_client_plays_a_seat_by_number(tmp_path) -> None:
    """The terminal client: moves by their number, 'show' prints the observation."""
    from game.core.match import Match, Seat, Setup
    from game.net.client import play_in_terminal
    from game.net.host import Host, Server

    async def scenario() -> list[str]:
        host = Host(Match(Setup.of("stargate", [Seat(), Seat("bot", "random")], 2)))
        server = Server(host)
        port = await server.start("127.0.0.1", 0)
        answers = iter(["show", "1", "quit"])
        said: list[str] = []

        async def ask(prompt: str) -> str:
            return next(answers)

        try:
            code = await asyncio.wait_for(play_in_terminal(f"127.0.0.1:{port}", host.codes[0], ask, said.append),
                                          SECONDS)
            assert code == 0 and len(host.match.moves) >= 1
        finally:
            await server.close()
        return said

    said = asyncio.run(scenario())
    assert said[0].startswith("The Stargate mission duel: you are p1")
    assert any(json.loads(x).get("seat") == 0 for x in said if x.startswith("{"))


def test_a_killed_host_continues_from_its_autosave_and_the_same_codes_admit_the_same_seats(tmp_path) -> None:
    """"The host's autosave holds the game; Continue re-hosts it and the same codes admit the
    same seats": a serve process killed mid-game, then ``serve --continue`` with the save,
    admits the seat again with the token it was given, at the saved move, its log as it was;
    the spectator code still admits a spectator; the used join code admits no one. Only
    digests of the secrets are on disk."""
    proc, address, codes = _start_serve(tmp_path, "--game", "stargate", "--seats", "net,random", "--seed", "6")

    async def play_some() -> tuple[int, list[str], str]:
        me = Client()
        welcome = await me.join(address, codes["p1"])
        while me.state.get("at", 0) < 12:
            msg = await me.next(SECONDS)
            if msg.get("type") == "state" and msg["legal"]:
                await me.move(msg["legal"][0]["text"])
        try:  # the bots play on until it is this seat's decision again: read to that point
            while True:
                await me.next(1.0)
        except TimeoutError:
            pass  # a second without news; the autosave's writer settled long before
        return me.state["at"], list(me.log), welcome["token"]

    try:
        at, log, token = asyncio.run(asyncio.wait_for(play_some(), SECONDS))
    finally:
        proc.kill()  # no goodbye, no last save
        proc.wait(10)
    saved = list((tmp_path / "saves").glob("*.json"))
    assert len(saved) == 1
    kept = saved[0].with_name(saved[0].stem + ".codes").read_text()
    assert all(secret not in kept for secret in (token, *codes.values()))
    proc, address, new_codes = _start_serve(tmp_path, "--continue", saved[0].name)
    try:
        assert new_codes == {}  # nothing new to print: the old codes still hold

        async def come_back() -> None:
            me = Client()
            welcome = await me.join(address, token)
            assert welcome["seat"] == 0 and welcome["token"] == token
            view = await me.next(SECONDS)
            assert view["at"] == at and me.log == log
            watcher = Client()
            assert (await watcher.join(address, codes["spectators"]))["seat"] == -1
            with pytest.raises(JoinError, match="that code admits no one here"):
                await Client().join(address, codes["p1"])  # claimed before the restart
            await me.close()
            await watcher.close()

        asyncio.run(asyncio.wait_for(come_back(), SECONDS))
    finally:
        _stop(proc)


def _lines_when(path: Path, enough: Callable[[str], bool], seconds: float) -> str:
    """The text of a growing output file once ``enough`` of it is there (or the deadline)."""
    deadline = time.monotonic() + seconds
    text = ""
    while time.monotonic() < deadline:
        text = path.read_text() if path.exists() else ""
        if enough(text):
            break
        time.sleep(0.05)
    return text


@pytest.mark.slow
def test_a_killed_join_process_comes_back_with_its_token_and_plays_to_the_end(tmp_path) -> None:
    """"A client killed mid-game and reconnected": a ``join --bot`` process killed (no goodbye)
    after its first moves; the seat waits for it (no takeover asked); a new ``join`` with the
    token the first was given takes the seat at the current position, its log from the
    game's start (the first process's lines included), and plays to the end. The host takes
    every move it sent, stops by itself, and its save replays to the same end."""
    proc, address, codes = _start_serve(tmp_path, "--game", "stargate", "--seats", "net,easy", "--seed", "4")
    first_out, second_out = tmp_path / "first.out", tmp_path / "second.out"
    second = None
    try:
        with first_out.open("w") as stdout:
            first = subprocess.Popen([sys.executable, "-m", "game", "join", address, codes["p1"], "--bot", "easy", "--language", "en"],
                                     stdout=stdout, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                     text=True, cwd=ROOT, env=_env())
        said = _lines_when(first_out, lambda text: len(re.findall(r"^  > ", text, re.M)) >= 4, SECONDS)
        first.kill()  # SIGKILL: the connection just ends
        first.wait(10)
        assert first.returncode == -9 and len(re.findall(r"^  > ", said, re.M)) >= 4, said
        token = re.search(r"^To come back to this seat: villainous join \S+ (\S+)$", said, re.M).group(1)
        with second_out.open("w") as stdout:
            second = subprocess.Popen([sys.executable, "-m", "game", "join", address, token, "--bot", "easy", "--language", "en"],
                                      stdout=stdout, stderr=subprocess.STDOUT, stdin=subprocess.DEVNULL,
                                      text=True, cwd=ROOT, env=_env())
            second.wait(GAME_SECONDS)
        proc.wait(60)
    finally:
        if second is not None:
            _stop(second)
        _stop(proc)
    before, after = first_out.read_text(), second_out.read_text()
    assert second.returncode == 0 and proc.returncode == 0, after[-2000:]
    assert "Traceback" not in after and "Refused" not in after and "Note:" not in after
    # the seat's log again from the start: every line the killed process had read is there
    seen_before = re.findall(r"^  · .*$", before, re.M)
    seen_after = re.findall(r"^  · .*$", after, re.M)
    assert seen_before and seen_after[:len(seen_before)] == seen_before
    loaded = load_file(next((tmp_path / "saves").glob("*.json")))
    winner = loaded.match.game.winner()
    assert loaded.verified and winner is not None
    assert re.findall(r"^Game over: .*$", after, re.M) == [f"Game over: p{winner + 1} wins."]


def test_continue_refuses_a_name_outside_the_save_folder(capsys, tmp_path) -> None:
    for name in ("../../etc/passwd", "/etc/passwd", "no-such-game"):
        code = main(["serve", "--continue", name, "--port", "0", "--save-dir", str(tmp_path)])
        out, err = capsys.readouterr()
        assert code == 2 and "Traceback" not in err and err.startswith("villainous: ")


def test_the_network_package_imports_no_pygame() -> None:
    """A host without a window: ``game.net`` (and ``serve``) never import pygame."""
    code = ("import sys, game.net.host, game.net.client, game.net.serve, game.net.visibility; "
            "sys.exit('pygame' in sys.modules)")
    res = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60, cwd=ROOT,
                         env=_env())
    assert res.returncode == 0, res.stderr
