"""The real window under Xvfb, driven with the real mouse through xdotool.

Drags the mover onto a location and a card from the hand onto a location, and checks
that the engine state changed; an illegal drop leaves the state unchanged and shows a
reason; then compares what X shows with the frame the table drew. `make test` installs
xvfb, xdotool and x11-apps (xwd) when they are missing.
"""

from __future__ import annotations

import json
import os
import shutil
import struct
import subprocess
import sys
import time
from pathlib import Path

import pytest

pytestmark = [
    pytest.mark.skipif(
        not (shutil.which("Xvfb") and shutil.which("xdotool") and shutil.which("xwd")),
        reason="needs Xvfb, xdotool and xwd (make test installs them)",
    ),
    # A real X server in a subprocess: ten seconds, and it never sees a mutant's code.
    pytest.mark.slow,
]


def _wait_for(path: Path, check, timeout: float = 20.0):
    end = time.monotonic() + timeout
    last = None
    while time.monotonic() < end:
        try:
            last = json.loads(path.read_text())
            if check(last):
                return last
        except (OSError, ValueError):
            pass
        time.sleep(0.1)
    raise AssertionError(f"timed out waiting on {path.name}; last seen: {last}")


def _start_xvfb() -> tuple[subprocess.Popen, str]:
    """An X server of our own on a display no other server holds: Xvfb picks a free one and
    writes its number to a pipe (``-displayfd``). A fixed number once met a developer's
    Xvfb already there, and the window opened on that server, under another's pointer."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", "1600x900x24", "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=(write,))
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()  # written once the server is ready
    if not number.isdigit():
        xvfb.kill()
        raise AssertionError("Xvfb did not start")
    return xvfb, f":{number}"


@pytest.fixture
def window(tmp_path):
    xvfb, display = _start_xvfb()
    env = dict(os.environ, DISPLAY=display, VILLAINOUS_TEST_HOOK=str(tmp_path), SDL_AUDIODRIVER="dummy")
    env.pop("SDL_VIDEODRIVER", None)
    game = subprocess.Popen([sys.executable, "-m", "game"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        layout = _wait_for(tmp_path / "layout.json", lambda d: d.get("mover"))
        wid = ""
        for _ in range(50):
            res = subprocess.run(["xdotool", "search", "--name", "Villainous Table"], env=env,
                                 capture_output=True, text=True)
            wid = res.stdout.split()[0] if res.stdout.split() else ""
            if wid:
                break
            time.sleep(0.1)
        geo = subprocess.run(["xdotool", "getwindowgeometry", "--shell", wid], env=env, capture_output=True,
                             text=True).stdout
        vals = dict(line.split("=") for line in geo.split() if "=" in line)
        origin = (int(vals.get("X", 0)), int(vals.get("Y", 0)))
        env["VILLAINOUS_WINDOW_ID"] = str(_wait_for(tmp_path / "window.json", lambda d: d.get("id"))["id"])
        yield env, tmp_path, origin, layout
    finally:
        game.terminate()
        try:
            out, err = game.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            game.kill()
            out, err = game.communicate()
        xvfb.terminate()
        xvfb.wait(timeout=10)
        assert b"Traceback" not in err, err.decode()


def _drag(env, origin, a, b) -> None:
    ax, ay = origin[0] + a[0], origin[1] + a[1]
    bx, by = origin[0] + b[0], origin[1] + b[1]

    def xdo(*args):
        subprocess.run(["xdotool", *map(str, args)], env=env, check=True)

    xdo("mousemove", "--sync", ax, ay)
    time.sleep(0.15)
    xdo("mousedown", 1)
    time.sleep(0.15)
    for k in range(1, 11):
        xdo("mousemove", "--sync", int(ax + (bx - ax) * k / 10), int(ay + (by - ay) * k / 10))
        time.sleep(0.03)
    time.sleep(0.15)
    xdo("mouseup", 1)
    time.sleep(0.3)


def _xwd_rgb(env, wid: str) -> tuple[tuple[int, int], bytes]:
    """What the X server shows in the window, as (size, RGB bytes): ``xwd``'s dump read
    with its own header (ZPixmap, 32 bits a pixel: what a 24-bit X screen gives)."""
    import pygame

    raw = subprocess.run(["xwd", "-id", wid, "-silent"], env=env, capture_output=True, check=True).stdout
    head = struct.unpack(">25I", raw[:100])
    header_size, width, height = head[0], head[4], head[5]
    byte_order, bpp, bytes_per_line = head[7], head[11], head[12]
    masks, ncolors = head[14:17], head[19]
    assert bpp == 32 and masks == (0xFF0000, 0xFF00, 0xFF), f"an X screen this test does not read: {head}"
    data = raw[header_size + 12 * ncolors:]
    rows = b"".join(data[y * bytes_per_line:y * bytes_per_line + 4 * width] for y in range(height))
    img = pygame.image.frombytes(rows, (width, height), "BGRA" if byte_order == 0 else "ARGB")
    return (width, height), pygame.image.tobytes(img, "RGB")


def _assert_x_shows_the_frame(env, folder: Path) -> None:
    """The last frame the table presented is what X shows, pixel for pixel. The table
    presents only the rectangles a frame changed (and SDL puts only those on the screen):
    a changed rectangle left out would leave stale pixels here, which no test of the
    drawn surface can see. Asked twice around the read, so that a frame drawn in between
    (a hover, a bot) is told apart from stale pixels."""
    import pygame

    def snap() -> bytes:
        shot = folder / "screen.bmp"
        shot.unlink(missing_ok=True)
        (folder / "snap.request").write_text("")
        subprocess.run(["xdotool", "mousemove_relative", "--sync", "1", "0"], env=env, check=True)  # a frame
        end = time.monotonic() + 10
        while not shot.exists():
            assert time.monotonic() < end, "the table did not save its frame"
            time.sleep(0.05)
        return pygame.image.tobytes(pygame.image.load(str(shot)), "RGB")

    for _ in range(5):
        before = snap()
        size, shown = _xwd_rgb(env, env["VILLAINOUS_WINDOW_ID"])
        after = snap()
        if before == after:
            assert size == (1600, 900)
            if shown != before:
                stale = sum(1 for i in range(0, len(shown), 3) if shown[i:i + 3] != before[i:i + 3])
                raise AssertionError(f"{stale} pixels on screen differ from the frame the table drew")
            return
    raise AssertionError("the screen never held still for the comparison")


def _click(env, origin, p) -> None:
    subprocess.run(["xdotool", "mousemove", "--sync", str(origin[0] + p[0]), str(origin[1] + p[1]), "click", "1"],
                   env=env, check=True)
    time.sleep(0.3)


def test_real_mouse_drags_move_the_mover_and_play_a_card(window):
    env, folder, origin, layout = window
    state_file = folder / "state.json"
    # An illegal drop first: the mover onto its own location. Nothing changes; a reason shows.
    _drag(env, origin, layout["mover"], layout["panels"]["belles-house"])
    st = _wait_for(state_file, lambda s: s.get("toast"))
    assert st["moves"] == [] and st["phase"] == "move"
    assert "different location" in st["toast"]
    # The mover onto The Woods: the engine moves it.
    _drag(env, origin, layout["mover"], layout["panels"]["the-woods"])
    st = _wait_for(state_file, lambda s: s["moves"] == ["move the-woods"])
    assert st["mover"] == "the-woods" and st["phase"] == "actions"
    # Gain 2 Power by clicking the symbol, then drag a Wolves-like cheap card onto a location.
    layout = _wait_for(folder / "layout.json", lambda d: d.get("mover"))
    gain = next(c for sym, i, c in layout["symbols"] if sym == "gain2" and i == 2)
    _click(env, origin, gain)
    st = _wait_for(state_file, lambda s: s["power"] == 2)
    hand_before = list(st["hand"])
    layout = _wait_for(folder / "layout.json", lambda d: d.get("hand"))
    # an illegal play: a card onto a location while it cannot be played there (or at all)
    # we pick the first card whose drop onto The Tavern changes the state, trying each in turn
    played = False
    for _label, center in layout["hand"]:
        _drag(env, origin, center, layout["panels"]["the-tavern"])
        time.sleep(0.4)
        st = json.loads(state_file.read_text())
        if len(st["moves"]) > 2:
            assert st["moves"][2].startswith("play")
            assert len(st["hand"]) == len(hand_before) - 1
            played = True
            break
        assert st["toast"], "a refused drop must say why"
    assert played, f"no card of {hand_before} could be played with 2 Power"
    _assert_x_shows_the_frame(env, folder)
