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
import subprocess
import sys
import time
from pathlib import Path

import pytest

from .xvfb_helpers import click as _click
from .xvfb_helpers import drag as _drag
from .xvfb_helpers import start_xvfb, stop, wait_for, window_origin, xwd_rgb

pytestmark = [
    pytest.mark.skipif(
        not (shutil.which("Xvfb") and shutil.which("xdotool") and shutil.which("xwd")),
        reason="needs Xvfb, xdotool and xwd (make test installs them)",
    ),
    # A real X server in a subprocess: ten seconds, and it never sees a mutant's code.
    pytest.mark.slow,
]


@pytest.fixture
def window(tmp_path):
    xvfb, display = start_xvfb()
    env = dict(os.environ, DISPLAY=display, VILLAINOUS_TEST_HOOK=str(tmp_path), SDL_AUDIODRIVER="dummy")
    env.pop("SDL_VIDEODRIVER", None)
    game = subprocess.Popen([sys.executable, "-m", "game"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        layout = wait_for(tmp_path / "layout.json", lambda d: d.get("mover"))
        wid = ""
        for _ in range(50):
            res = subprocess.run(["xdotool", "search", "--name", "Villainous Table"], env=env,
                                 capture_output=True, text=True)
            wid = res.stdout.split()[0] if res.stdout.split() else ""
            if wid:
                break
            time.sleep(0.1)
        origin = window_origin(env, wid)
        env["VILLAINOUS_WINDOW_ID"] = str(wait_for(tmp_path / "window.json", lambda d: d.get("id"))["id"])
        yield env, tmp_path, origin, layout
    finally:
        (err,) = stop([game], xvfb)
        assert b"Traceback" not in err, err.decode()


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
        size, shown = xwd_rgb(env, env["VILLAINOUS_WINDOW_ID"])
        after = snap()
        if before == after:
            assert size == (1600, 900)
            if shown != before:
                stale = sum(1 for i in range(0, len(shown), 3) if shown[i:i + 3] != before[i:i + 3])
                raise AssertionError(f"{stale} pixels on screen differ from the frame the table drew")
            return
    raise AssertionError("the screen never held still for the comparison")


def test_real_mouse_drags_move_the_mover_and_play_a_card(window):
    env, folder, origin, layout = window
    state_file = folder / "state.json"
    # An illegal drop first: the mover onto its own location. Nothing changes; a reason shows.
    _drag(env, origin, layout["mover"], layout["panels"]["belles-house"])
    st = wait_for(state_file, lambda s: s.get("toast"))
    assert st["moves"] == [] and st["phase"] == "move"
    assert "different location" in st["toast"]
    # The mover onto The Woods: the engine moves it.
    _drag(env, origin, layout["mover"], layout["panels"]["the-woods"])
    st = wait_for(state_file, lambda s: s["moves"] == ["move the-woods"])
    assert st["mover"] == "the-woods" and st["phase"] == "actions"
    # Gain 2 Power by clicking the symbol, then drag a Wolves-like cheap card onto a location.
    layout = wait_for(folder / "layout.json", lambda d: d.get("mover"))
    gain = next(c for sym, i, c in layout["symbols"] if sym == "gain2" and i == 2)
    _click(env, origin, gain)
    st = wait_for(state_file, lambda s: s["power"] == 2)
    hand_before = list(st["hand"])
    layout = wait_for(folder / "layout.json", lambda d: d.get("hand"))
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
