"""The real X window's helpers for the tests that run the program under Xvfb: an X server
of the test's own, waiting on the files a probe writes, reading what X shows, and the real
mouse (xdotool: where a window is, a click, a drag)."""

from __future__ import annotations

import json
import os
import struct
import subprocess
import time
from pathlib import Path

import pygame


def wait_for(path: Path, check, timeout: float = 20.0):
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


def start_xvfb(screen: str = "1600x900x24") -> tuple[subprocess.Popen, str]:
    """An X server of our own on a display no other server holds: Xvfb picks a free one and
    writes its number to a pipe (``-displayfd``). A fixed number once met a developer's
    Xvfb already there, and the window opened on that server, under another's pointer.
    ``screen``: the screen's size and depth (wide enough for two windows side by side)."""
    read, write = os.pipe()
    xvfb = subprocess.Popen(["Xvfb", "-displayfd", str(write), "-screen", "0", screen, "-nolisten", "tcp"],
                            stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=(write,))
    os.close(write)
    with os.fdopen(read) as pipe:
        number = pipe.readline().strip()  # written once the server is ready
    if not number.isdigit():
        xvfb.kill()
        raise AssertionError("Xvfb did not start")
    return xvfb, f":{number}"


def xwd_rgb(env, wid: str) -> tuple[tuple[int, int], bytes]:
    """What the X server shows in the window, as (size, RGB bytes): ``xwd``'s dump read
    with its own header (ZPixmap, 32 bits a pixel: what a 24-bit X screen gives)."""
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


def window_origin(env, wid: str) -> tuple[int, int]:
    """Where X put the window ``wid`` on its screen (its top left corner)."""
    geo = subprocess.run(["xdotool", "getwindowgeometry", "--shell", str(wid)], env=env, capture_output=True,
                         text=True).stdout
    vals = dict(line.split("=") for line in geo.split() if "=" in line)
    return int(vals.get("X", 0)), int(vals.get("Y", 0))


def _xdo(env, *args) -> None:
    subprocess.run(["xdotool", *map(str, args)], env=env, check=True)


def pointer_to(env, x: int, y: int) -> None:
    """The real pointer to the screen point (x, y), once X has moved it. xdotool's ``--sync``
    waits for the pointer to move, and one already there never does: it waited out its
    15-second timeout (a second click on the same button, a drag's short step)."""
    said = subprocess.run(["xdotool", "getmouselocation", "--shell"], env=env, capture_output=True,
                          text=True, check=True).stdout
    here = dict(line.split("=", 1) for line in said.split() if "=" in line)
    if (int(here.get("X", -1)), int(here.get("Y", -1))) != (int(x), int(y)):
        _xdo(env, "mousemove", "--sync", int(x), int(y))


def drag(env, origin, a, b) -> None:
    """Press the real mouse at ``a``, move it in ten steps to ``b`` and let go (points in the
    window whose top left corner is ``origin``)."""
    ax, ay = origin[0] + a[0], origin[1] + a[1]
    bx, by = origin[0] + b[0], origin[1] + b[1]
    pointer_to(env, ax, ay)
    time.sleep(0.15)
    _xdo(env, "mousedown", 1)
    time.sleep(0.15)
    for k in range(1, 11):
        pointer_to(env, int(ax + (bx - ax) * k / 10), int(ay + (by - ay) * k / 10))
        time.sleep(0.03)
    time.sleep(0.15)
    _xdo(env, "mouseup", 1)
    time.sleep(0.3)


def click(env, origin, p) -> None:
    """A click of the real mouse at ``p`` in the window whose top left corner is ``origin``."""
    pointer_to(env, origin[0] + p[0], origin[1] + p[1])
    _xdo(env, "click", 1)
    time.sleep(0.3)


def stop(windows: list[subprocess.Popen], xvfb: subprocess.Popen) -> list[bytes]:
    """Stop the program windows (the last started first, each killed if it does not end in
    10 s), then the X server; each window's standard error, in the order stopped."""
    errors = []
    for window in reversed(windows):
        window.terminate()
        try:
            _out, err = window.communicate(timeout=10)
        except subprocess.TimeoutExpired:
            window.kill()
            _out, err = window.communicate()
        errors.append(err)
    xvfb.terminate()
    xvfb.wait(timeout=10)
    return errors
