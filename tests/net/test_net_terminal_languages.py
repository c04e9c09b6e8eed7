"""The network commands' own words in the player's language (issue 48): ``serve`` and ``join
--list`` say their lines in ``--language``'s language, or else in the one chosen in the
window's Settings (English without a settings file, or with one that cannot be used). The
commands, addresses and codes inside the lines stay as they are typed. Sockets on 127.0.0.1
only; ``join --list`` listens only inside a network namespace of its own."""

from __future__ import annotations

import asyncio
import json
import os
import re
import socket
import subprocess
import sys
from pathlib import Path

import pytest

from game.cli import main
from game.i18n import translated
from game.net import lan
from game.net.client import Client

from .test_net_lan import _namespace_or_skip
from .test_net_processes import ROOT, SECONDS, _env, _stop

PORTUGUESE_SAVES = "Os salvamentos vão para "


def _serve_lines(tmp_path: Path, *argv: str) -> tuple[subprocess.Popen, list[str]]:
    """A ``serve`` process on a free port of 127.0.0.1, and what it printed up to its save folder."""
    proc = subprocess.Popen([sys.executable, "-m", "game", "serve", "--port", "0", "--save-dir",
                             str(tmp_path / "saves"), *argv], stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, cwd=ROOT, env=_env())
    lines: list[str] = []
    assert proc.stdout is not None
    while not any(line.startswith(PORTUGUESE_SAVES) for line in lines):
        line = proc.stdout.readline()
        if not line:
            proc.kill()
            raise AssertionError(f"serve ended: {lines} {proc.stderr.read() if proc.stderr else ''}")
        lines.append(line.rstrip("\n"))
    return proc, lines


def test_serve_says_its_lines_in_portuguese_with_the_commands_and_codes_as_typed(tmp_path) -> None:
    """``serve --language pt``: every line in Portuguese; the join commands keep their words, the
    address and the code (a code read from them admits its seat); stopped, and hosted again with
    ``--continue``, its lines are Portuguese too."""
    proc, lines = _serve_lines(tmp_path, "--game", "stargate", "--seats", "net,hard", "--bot-takes-over", "5",
                               "--language", "pt")
    try:
        head = re.fullmatch(r"Hospedando The Stargate mission duel em ws://(127\.0\.0\.1:\d+) "
                            r"\(quem o alcança: só esta máquina\)\.", lines[0])
        assert head, lines
        address = head.group(1)
        seat = re.fullmatch(rf"  p1: villainous join {re.escape(address)} (\S+)", lines[1])
        assert seat, lines
        assert lines[2] == "  p2: bot (hard)"
        assert re.fullmatch(rf"  espectadores: villainous join {re.escape(address)} \S+", lines[3]), lines
        assert lines[4] == "Um bot joga o lugar de um jogador ausente há 5 s, até ele voltar (random)."
        assert lines[5] == PORTUGUESE_SAVES + f"{tmp_path / 'saves'}."

        async def claim() -> None:
            me = Client()
            assert (await me.join(address, seat.group(1)))["seat"] == 0  # the code as printed admits p1
            await me.close()

        asyncio.run(asyncio.wait_for(claim(), SECONDS))
    finally:
        _stop(proc)
    rest, err = proc.communicate(timeout=SECONDS)
    assert proc.returncode == 0 and "Traceback" not in err
    assert rest.splitlines() == ["Parado; o jogo está salvo."]

    saved = next((tmp_path / "saves").glob("*.json"))
    proc, lines = _serve_lines(tmp_path, "--continue", saved.name, "--language", "pt")
    try:
        assert lines[1:] == ["  p1: volta com a sua ficha, como antes", "  p2: bot (hard)",
                             "  espectadores: o código de espectador, como antes", PORTUGUESE_SAVES
                             + f"{tmp_path / 'saves'}."]
    finally:
        _stop(proc)


@pytest.fixture
def busy_port():
    """A port of 127.0.0.1 something already listens on: ``serve`` says it cannot listen there
    (a line of its own words) and ends at once."""
    with socket.socket() as held:
        held.bind(("127.0.0.1", 0))
        held.listen()
        yield held.getsockname()[1]


def _serve_refused(capsys, tmp_path: Path, port: int, *argv: str) -> str:
    """What ``serve`` prints when it cannot listen on ``port`` (it exits 1)."""
    code = main(["serve", "--game", "stargate", "--port", str(port), "--save-dir", str(tmp_path / "saves"), *argv])
    out, err = capsys.readouterr()
    assert code == 1 and "Traceback" not in out + err, (out, err)
    return out


def test_serve_and_join_speak_the_language_chosen_in_settings_unless_told_another(
        capsys, monkeypatch, tmp_path, busy_port) -> None:
    config = tmp_path / "config"
    monkeypatch.setenv("XDG_CONFIG_HOME", str(config))
    (config / "villainous").mkdir(parents=True)
    (config / "villainous" / "settings.json").write_text(json.dumps({"language": "pt", "sound": False}))
    said = _serve_refused(capsys, tmp_path, busy_port)
    assert said.startswith(f"villainous: não é possível escutar em 127.0.0.1:{busy_port}: "), said
    said = _serve_refused(capsys, tmp_path, busy_port, "--language", "en")  # the option wins
    assert said.startswith(f"villainous: cannot listen on 127.0.0.1:{busy_port}: "), said
    assert main(["join", "127.0.0.1:1", "code"]) == 2  # nobody listens on port 1
    assert "não foi possível alcançar 127.0.0.1:1: " in capsys.readouterr().err


@pytest.mark.parametrize("content", [
    b"{", b"\xff\xfe{\x00}\x00", b"\x00\x01garbage", json.dumps({"language": "xx"}).encode(),
    json.dumps({"language": ["pt"]}).encode(), json.dumps(["pt"]).encode(), b"[" * 100_000,
    json.dumps({"language": "pt", "padding": "x" * 70_000}).encode(),  # past the 64 KB a settings file may be
    None,  # a folder where the file would be
], ids=["truncated", "utf-16", "binary", "unknown-language", "language-not-text", "not-an-object",
        "nested-deep", "too-large", "a-folder"])
def test_a_settings_file_that_cannot_be_used_leaves_serve_in_english(capsys, monkeypatch, tmp_path, busy_port,
                                                                      content) -> None:
    settings = tmp_path / "config" / "villainous" / "settings.json"
    settings.parent.mkdir(parents=True)
    if content is None:
        settings.mkdir()
    else:
        settings.write_bytes(content)
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "config"))
    said = _serve_refused(capsys, tmp_path, busy_port)
    assert said.startswith(f"villainous: cannot listen on 127.0.0.1:{busy_port}: "), said
    assert content is None or settings.read_bytes() == content  # read, never rewritten nor moved aside


def test_an_unknown_language_is_refused_with_the_valid_ones(capsys) -> None:
    for argv in (["serve", "--port", "0", "--language", "klingon"], ["join", "--list", "--language", "xx"]):
        with pytest.raises(SystemExit) as ended:
            main(argv)
        err = capsys.readouterr().err
        assert ended.value.code == 2 and "invalid language" in err and "valid: en, pt" in err, err


def test_join_list_says_its_lines_in_the_language_chosen(capsys, monkeypatch) -> None:
    """``join --list``'s lines as phrases (no network: the search is replaced): none found, a
    game found (its command as typed), and the lan extra missing."""
    assert translated(lan.listing([], 3.0)[0], "pt") == "Nenhum jogo anunciado na rede local (após 3 s de escuta)."
    assert lan.listing([], 3.0)[0] == "No game announced on the local network (listened 3 s)."
    found = lan.Found("x", "192.0.2.7", 7777, "stargate", "The Stargate mission duel", "0.1.0", "1")
    assert translated(found.line(), "pt") == ("The Stargate mission duel (stargate, versão 0.1.0): "
                                              "villainous join 192.0.2.7:7777 CÓDIGO")

    monkeypatch.setattr(lan, "browse", lambda seconds, via=None: [])
    assert main(["join", "--list", "--seconds", "0.5", "--language", "pt"]) == 0
    assert capsys.readouterr().out == "Nenhum jogo anunciado na rede local (após 0.5 s de escuta).\n"

    def missing(seconds, via=None):
        raise lan.LanError(lan.MISSING)

    monkeypatch.setattr(lan, "browse", missing)
    assert main(["join", "--list", "--language", "pt"]) == 2
    assert ("procurar jogos na rede local precisa do pacote zeroconf: pip install 'villainous-table[lan]' "
            "(ou pip install zeroconf)") in capsys.readouterr().err


#: run by ``unshare --net`` in a network namespace of its own (see test_net_lan.py): ``join
#: --list`` in Portuguese, with the settings file saying Portuguese, on a network where no game is
LIST_INSIDE = r"""
import json, os, socket, subprocess, sys
subprocess.run(["ip", "link", "set", "lo", "up"], check=True)
subprocess.run(["ip", "link", "set", "lo", "multicast", "on"], check=True)
if [name for _, name in socket.if_nameindex()] != ["lo"]:
    sys.exit("not alone in a network namespace: nothing is started")
done = subprocess.run([sys.executable, "-m", "game", "join", "--list", "--via", "127.0.0.1", "--seconds", "1"],
                      capture_output=True, text=True, timeout=60)
print(json.dumps({"out": done.stdout, "err": done.stderr, "code": done.returncode}))
"""


def test_join_list_on_an_empty_network_says_so_in_the_language_of_settings(tmp_path) -> None:
    zeroconf = pytest.importorskip("zeroconf", reason="the lan extra (zeroconf) is not installed")
    _namespace_or_skip()
    config = tmp_path / "config" / "villainous"
    config.mkdir(parents=True)
    (config / "settings.json").write_text(json.dumps({"language": "pt"}))
    paths = [str(ROOT), str(Path(zeroconf.__file__).resolve().parents[1])]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(paths), "PYTHONUNBUFFERED": "1",
           "XDG_CONFIG_HOME": str(tmp_path / "config")}
    done = subprocess.run(["unshare", "--net", "--", sys.executable, "-c", LIST_INSIDE],
                          capture_output=True, text=True, timeout=120, cwd=ROOT, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    said = json.loads(done.stdout.strip().splitlines()[-1])
    assert said["code"] == 0 and "Traceback" not in said["err"], said
    assert said["out"] == "Nenhum jogo anunciado na rede local (após 1 s de escuta).\n"
