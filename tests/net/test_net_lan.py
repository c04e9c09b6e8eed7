"""Games on the local network (mDNS, ``serve --lan`` and ``join --list``), tested only inside a
network namespace this test creates (``unshare --net``): its one interface is its own
loopback, so nothing announced or asked here can reach a LAN. The program inside checks that
it is alone (its only interface is ``lo``) before it starts anything, and binds mDNS to
127.0.0.1."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

#: run by ``unshare --net`` in a new network namespace: loopback up with multicast, then a game
#: hosted with --lan and one without, and ``join --list`` on 127.0.0.1; prints what each said
INSIDE = r"""
import json, socket, subprocess, sys
subprocess.run(["ip", "link", "set", "lo", "up"], check=True)
subprocess.run(["ip", "link", "set", "lo", "multicast", "on"], check=True)
if [name for _, name in socket.if_nameindex()] != ["lo"]:
    sys.exit("not alone in a network namespace: nothing is started")
saves = sys.argv[1]

def serve(*extra):
    proc = subprocess.Popen([sys.executable, "-m", "game", "serve", "--game", "stargate", "--port", "0",
                             "--host", "127.0.0.1", "--save-dir", saves, *extra],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    lines = []
    while not any(line.startswith("Saves go to") for line in lines):
        line = proc.stdout.readline()
        if not line:
            break
        lines.append(line.strip())
    return proc, lines

hosts = [serve("--lan"), serve()]
try:
    found = subprocess.run([sys.executable, "-m", "game", "join", "--list", "--via", "127.0.0.1", "--seconds", "5"],
                           capture_output=True, text=True, timeout=60)
finally:
    for proc, _ in hosts:
        proc.terminate()
        proc.wait(20)
print(json.dumps({"lan": hosts[0][1], "quiet": hosts[1][1], "list": found.stdout, "list_err": found.stderr,
                  "list_code": found.returncode, "ends": [p.returncode for p, _ in hosts]}))
"""


def _namespace_or_skip() -> None:
    if not (shutil.which("unshare") and shutil.which("ip")):
        pytest.skip("unshare or ip is missing: mDNS is tested only inside a network namespace of its own")
    try:
        ok = subprocess.run(["unshare", "--net", "true"], capture_output=True, timeout=30).returncode == 0
    except (OSError, subprocess.TimeoutExpired):
        ok = False
    if not ok:
        pytest.skip("unshare --net is not permitted here (needs root or user namespaces): mDNS is tested only "
                    "inside a network namespace of its own, never on a real network")


def test_a_game_hosted_with_lan_is_listed_by_join_list_without_its_codes_and_only_then(tmp_path) -> None:
    """"Join a game: games on the local network are listed (mDNS)"; "the program announces on
    the LAN only when the player chooses to host there": the --lan game is listed with its
    address, port and game, none of its codes; the game hosted without --lan is not."""
    zeroconf = pytest.importorskip("zeroconf", reason="the lan extra (zeroconf) is not installed")
    _namespace_or_skip()
    paths = [str(ROOT), str(Path(zeroconf.__file__).resolve().parents[1])]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(paths), "PYTHONUNBUFFERED": "1"}
    done = subprocess.run(["unshare", "--net", "--", sys.executable, "-c", INSIDE, str(tmp_path / "saves")],
                          capture_output=True, text=True, timeout=180, cwd=ROOT, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    said = json.loads(done.stdout.strip().splitlines()[-1])
    assert said["list_code"] == 0 and "Traceback" not in said["list_err"]
    assert any(line.startswith("Announced on the local network") for line in said["lan"])
    assert not any(line.startswith("Announced") for line in said["quiet"])
    lan_port = said["lan"][0].split("127.0.0.1:")[1].split(" ")[0]
    quiet_port = said["quiet"][0].split("127.0.0.1:")[1].split(" ")[0]
    listed = said["list"].strip().splitlines()
    assert listed == [f"The Stargate mission duel (stargate, version 0.1.0): villainous join 127.0.0.1:{lan_port} CODE"]
    assert quiet_port not in said["list"]
    codes = [line.split()[-1] for line in said["lan"] if "villainous join" in line]
    assert codes and not any(code in said["list"] for code in codes)
    assert said["ends"] == [0, 0]


def test_join_list_without_zeroconf_says_how_to_get_it(monkeypatch, capsys) -> None:
    """No network is touched: the package is made missing before anything is asked."""
    from game.cli import main

    monkeypatch.setitem(sys.modules, "zeroconf", None)
    code = main(["join", "--list", "--seconds", "1"])
    _, err = capsys.readouterr()
    assert code == 2 and "zeroconf" in err and "Traceback" not in err
    code = main(["serve", "--game", "stargate", "--port", "0", "--lan", "--host", "127.0.0.1"])
    _, err = capsys.readouterr()
    assert code == 2 and "zeroconf" in err


#: the window's host (``hosting.BackgroundHost``) announcing the game it hosts, and the Join
#: screen's search (``lan.browse``), inside a namespace of their own as above
WINDOW_INSIDE = r"""
import json, socket, subprocess, sys
subprocess.run(["ip", "link", "set", "lo", "up"], check=True)
subprocess.run(["ip", "link", "set", "lo", "multicast", "on"], check=True)
if [name for _, name in socket.if_nameindex()] != ["lo"]:
    sys.exit("not alone in a network namespace: nothing is started")
from game.core.match import Match, Seat, Setup
from game.net import lan
from game.net.hosting import BackgroundHost
hosting = BackgroundHost(Match(Setup.of("stargate", [Seat(), Seat()], 3)), [0, 1])
port = hosting.start("127.0.0.1", 0, announce=True)
try:
    found = lan.browse(2, "127.0.0.1")
finally:
    hosting.stop()
print(json.dumps({"port": port, "announced": hosting.announced, "problem": hosting.announce_problem,
                  "found": [[g.address, g.port, g.game] for g in found],
                  "codes": list(hosting.host.codes.values()) + [hosting.host.spectator_code]}))
"""


@pytest.mark.slow
def test_a_game_the_window_hosts_on_the_lan_is_found_by_the_join_screens_search(tmp_path) -> None:
    zeroconf = pytest.importorskip("zeroconf", reason="the lan extra (zeroconf) is not installed")
    _namespace_or_skip()
    paths = [str(ROOT), str(Path(zeroconf.__file__).resolve().parents[1])]
    env = {**os.environ, "PYTHONPATH": os.pathsep.join(paths), "PYTHONUNBUFFERED": "1"}
    done = subprocess.run(["unshare", "--net", "--", sys.executable, "-c", WINDOW_INSIDE],
                          capture_output=True, text=True, timeout=120, cwd=ROOT, env=env)
    assert done.returncode == 0, done.stderr[-2000:]
    said = json.loads(done.stdout.strip().splitlines()[-1])
    assert said["announced"] and said["problem"] is None
    assert said["found"] == [["127.0.0.1", said["port"], "stargate"]]
    assert not any(code in done.stdout.split('"codes"')[0] for code in said["codes"])
