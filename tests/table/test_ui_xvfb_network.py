"""Two real windows under Xvfb playing one network game (issue 48, "two real windows"): one
program hosts Stargate on 127.0.0.1 with one open network seat, another joins with that
seat's code; a move made on the joining window's table reaches the host, the joining window
holds only its seat's seen game, and what X shows in each window is that window's frame
painted whole. Then the same with Villainous played by the real mouse (xdotool): each window
drags its villain to another location and clicks End turn, and the other window shows it.
The programs run with the network probe (``game/table/netprobe.py``).
"""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .xvfb_helpers import click, drag, start_xvfb, stop, wait_for, window_origin, xwd_rgb

pytestmark = [
    pytest.mark.skipif(not (shutil.which("Xvfb") and shutil.which("xwd")), reason="needs Xvfb and xwd"),
    pytest.mark.slow,
]

SIZE = (1280, 720)  # the window's smallest size: two side by side on one X screen


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def _window(env: dict, folder: Path, left: int, **more: str) -> subprocess.Popen:
    env = dict(env, VILLAINOUS_TEST_HOOK=str(folder), VILLAINOUS_TEST_SIZE=f"{SIZE[0]}x{SIZE[1]}",
               SDL_VIDEO_WINDOW_POS=f"{left},0", **more)
    return subprocess.Popen([sys.executable, "-m", "game"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _x_shows_the_frame_painted_whole(env: dict, folder: Path, where: str) -> None:
    import pygame

    wid = str(wait_for(folder / "net.json", lambda d: d.get("window"))["window"])
    (folder / "frozen.json").unlink(missing_ok=True)
    (folder / "freeze.request").write_text("")
    wait_for(folder / "frozen.json", lambda d: True)  # the probe's timer wakes the window
    whole = pygame.image.tobytes(pygame.image.load(str(folder / "whole.bmp")), "RGB")
    size, shown = xwd_rgb(env, wid)
    if shown != whole:
        time.sleep(0.3)  # a frame being presented while X was read: once more, still frozen
        size, shown = xwd_rgb(env, wid)
    (folder / "thaw.request").write_text("")
    wait_for(folder / "net.json", lambda d: not d["frozen"])
    if shown != whole:
        pygame.image.save(pygame.image.frombytes(shown, size, "RGB"), str(folder / "x.png"))
        raise AssertionError(f"{where}: what X shows is not the frame painted whole (see {folder}/x.png)")


def test_a_move_made_in_a_joined_window_reaches_the_host_and_no_window_shows_a_stale_frame(tmp_path):
    xvfb, display = start_xvfb(f"{2 * SIZE[0]}x{SIZE[1]}x24")
    env = dict(os.environ, DISPLAY=display, SDL_AUDIODRIVER="dummy")
    env.pop("SDL_VIDEODRIVER", None)
    hosting, joining = tmp_path / "host", tmp_path / "join"
    hosting.mkdir()
    joining.mkdir()
    port = _free_port()
    windows: list[subprocess.Popen] = []
    errors: list[bytes] = []
    try:
        windows.append(_window(env, hosting, 0, VILLAINOUS_TEST_NET="host", VILLAINOUS_TEST_GAME="stargate",
                               VILLAINOUS_TEST_SEED="0", VILLAINOUS_TEST_PORT=str(port)))
        host = wait_for(hosting / "net.json", lambda d: d.get("code") and d["top_is_table"], timeout=60)
        assert host["moves"] == []
        windows.append(_window(env, joining, SIZE[0], VILLAINOUS_TEST_NET="join",
                               VILLAINOUS_TEST_ADDRESS=f"127.0.0.1:{port}", VILLAINOUS_TEST_CODE=host["code"]))
        joined = wait_for(joining / "net.json", lambda d: d.get("legal") and d["top_is_table"], timeout=60)
        # the joining window holds its seat's seen game, never the host's position
        assert joined["remote"] and joined["seen"], joined
        assert joined["deciding"] == joined["seat"]
        _x_shows_the_frame_painted_whole(env, hosting, "the host's window")
        _x_shows_the_frame_painted_whole(env, joining, "the joining window")

        (joining / "move.request").write_text("")
        joined = wait_for(joining / "net.json", lambda d: d.get("sent"))
        host = wait_for(hosting / "net.json", lambda d: d.get("moves"))
        assert host["moves"] == joined["sent"], (host, joined)  # the move played on the host
        joined = wait_for(joining / "net.json", lambda d: d["at"] == 1)  # and the host's answer came back
        assert joined["remote"] and joined["seen"], joined
        time.sleep(0.5)
        _x_shows_the_frame_painted_whole(env, hosting, "the host's window after the move")
        _x_shows_the_frame_painted_whole(env, joining, "the joining window after the move")
    finally:
        errors += stop(windows, xvfb)
    for err in errors:
        assert b"Traceback" not in err, err.decode()


def _shot(env: dict, wid: str, path: Path) -> None:
    """What X shows in the window, saved as a PNG (to look at)."""
    import pygame

    size, shown = xwd_rgb(env, wid)
    pygame.image.save(pygame.image.frombytes(shown, size, "RGB"), str(path))


def _turn_by_mouse(env: dict, folder: Path, other: Path, shots: Path, name: str) -> tuple[int, str]:
    """The seat at this window plays its turn by the real mouse: its villain dragged to
    another location, then End turn clicked. (its seat, the location) once the other
    window's table shows the villain there."""
    me = wait_for(folder / "net.json", lambda d: d.get("targets") and d["deciding"] == d["seat"] == d["targets"]["seat"]
                  and d["targets"]["phase"] == "move", timeout=60)
    seat, at, targets = me["seat"], me["at"], me["targets"]
    origin = window_origin(env, str(me["window"]))
    where = next(key for key in targets["panels"] if key != targets["locations"][seat])
    _shot(env, str(me["window"]), shots / f"{name}-1-before.png")
    drag(env, origin, targets["mover"], targets["panels"][where])
    me = wait_for(folder / "net.json", lambda d: d["at"] == at + 1 and d.get("targets")
                  and d["targets"]["phase"] == "actions")
    _shot(env, str(me["window"]), shots / f"{name}-2-moved.png")
    click(env, origin, me["targets"]["end"])
    wait_for(folder / "net.json", lambda d: d["at"] == at + 2 and d["deciding"] != seat)
    # the other window's table shows the villain where the mouse put it
    seen = wait_for(other / "net.json", lambda d: d.get("at") == at + 2 and d.get("targets")
                    and d["targets"]["locations"][seat] == where)
    assert any("moves to" in line for line in seen["log"]), seen["log"]  # and its log says so
    _shot(env, str(seen["window"]), shots / f"{name}-3-seen-by-the-other.png")
    return seat, where


@pytest.mark.skipif(not shutil.which("xdotool"), reason="needs xdotool")
def test_two_windows_play_villainous_by_the_real_mouse_and_each_sees_the_others_move(tmp_path):
    xvfb, display = start_xvfb(f"{2 * SIZE[0]}x{SIZE[1]}x24")
    env = dict(os.environ, DISPLAY=display, SDL_AUDIODRIVER="dummy")
    env.pop("SDL_VIDEODRIVER", None)
    hosting, joining, shots = tmp_path / "host", tmp_path / "join", tmp_path / "shots"
    for folder in (hosting, joining, shots):
        folder.mkdir()
    port = _free_port()
    windows: list[subprocess.Popen] = []
    errors: list[bytes] = []
    try:
        windows.append(_window(env, hosting, 0, VILLAINOUS_TEST_NET="host", VILLAINOUS_TEST_GAME="villainous",
                               VILLAINOUS_TEST_SEED="0", VILLAINOUS_TEST_PORT=str(port)))
        host = wait_for(hosting / "net.json", lambda d: d.get("code") and d["top_is_table"], timeout=60)
        windows.append(_window(env, joining, SIZE[0], VILLAINOUS_TEST_NET="join",
                               VILLAINOUS_TEST_ADDRESS=f"127.0.0.1:{port}", VILLAINOUS_TEST_CODE=host["code"]))
        # the network seat decides first (the probe opens it so): the joining window plays, then the host's
        joined_seat, joined_went = _turn_by_mouse(env, joining, hosting, shots, "a-joined")
        host = wait_for(hosting / "net.json", lambda d: len(d.get("moves", [])) == 2)
        assert host["moves"] == [f"move {joined_went}", "end"], host  # played on the host, as the mouse chose
        host_seat, host_went = _turn_by_mouse(env, hosting, joining, shots, "b-host")
        assert {joined_seat, host_seat} == {0, 1}
        host = wait_for(hosting / "net.json", lambda d: len(d.get("moves", [])) == 4)
        assert host["moves"][2:] == [f"move {host_went}", "end"], host
        joined = wait_for(joining / "net.json", lambda d: d.get("at") == 4)
        assert joined["remote"] and joined["seen"], joined  # the joiner still holds only its seat's seen game
        time.sleep(0.5)
        _x_shows_the_frame_painted_whole(env, hosting, "the host's window after both turns")
        _x_shows_the_frame_painted_whole(env, joining, "the joining window after both turns")
    finally:
        errors += stop(windows, xvfb)
    for err in errors:
        assert b"Traceback" not in err, err.decode()
