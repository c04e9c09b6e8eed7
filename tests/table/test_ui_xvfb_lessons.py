"""Learn to play in a real window under Xvfb, every game: at every step of the lesson, what
the X server shows in the window (read with ``xwd``) is the frame painted whole.

The window presents only the rectangles a frame changed; a rectangle left out leaves stale
pixels on the screen that no test of the drawn surface can see (the coach kept showing
step 1 while the lesson was at step 3). The program runs with the lesson probe
(``game/table/lessonprobe.py``): Next is clicked with the real pointer (xdotool), the moves
a step asks for are made through the table, and at each step the clock is stopped so that
the screen holds still while X is read.
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

from .xvfb_helpers import pointer_to, start_xvfb, stop, wait_for, xwd_rgb

pytestmark = [
    pytest.mark.skipif(
        not (shutil.which("Xvfb") and shutil.which("xdotool") and shutil.which("xwd")),
        reason="needs Xvfb, xdotool and xwd (make test installs them)",
    ),
    pytest.mark.slow,
]

CASES = [("villainous", "1280x720", "2"), ("san-villano", "1280x720", "2"), ("stargate", "1280x720", "2"),
         ("villainous", "1600x900", "1")]


def _lesson(folder: Path) -> dict:
    return json.loads((folder / "lesson.json").read_text())


def _x_shows_the_frame_painted_whole(env, folder: Path, wid: str, where: str) -> None:
    import pygame

    (folder / "frozen.json").unlink(missing_ok=True)
    (folder / "freeze.request").write_text("")
    # a frame for the probe to see the request in (an idle window draws none)
    subprocess.run(["xdotool", "mousemove_relative", "--sync", "1", "0"], env=env, check=True)
    wait_for(folder / "frozen.json", lambda d: True)
    whole = pygame.image.tobytes(pygame.image.load(str(folder / "whole.bmp")), "RGB")
    size, shown = xwd_rgb(env, wid)
    if shown != whole:
        time.sleep(0.3)  # a frame being presented while X was read: once more, still frozen
        size, shown = xwd_rgb(env, wid)
    (folder / "thaw.request").write_text("")
    subprocess.run(["xdotool", "mousemove_relative", "--sync", "--", "-1", "0"], env=env, check=True)
    wait_for(folder / "lesson.json", lambda d: not d["frozen"])
    if shown != whole:
        stale = sum(1 for i in range(0, len(shown), 3) if shown[i:i + 3] != whole[i:i + 3])
        pygame.image.save(pygame.image.frombytes(shown, size, "RGB"), str(folder / "x.png"))
        raise AssertionError(f"{where}: {stale} pixels X shows are not the frame painted whole "
                             f"(see {folder}/x.png and whole.bmp)")


@pytest.mark.parametrize(("key", "size", "scale"), CASES)
def test_every_step_of_learn_to_play_shows_on_the_real_screen_as_painted_whole(tmp_path, key, size, scale):
    xvfb, display = start_xvfb()
    env = dict(os.environ, DISPLAY=display, VILLAINOUS_TEST_HOOK=str(tmp_path), SDL_AUDIODRIVER="dummy",
               VILLAINOUS_TEST_LESSON=key, VILLAINOUS_TEST_SIZE=size, VILLAINOUS_TEST_SCALE=scale)
    env.pop("SDL_VIDEODRIVER", None)
    game = subprocess.Popen([sys.executable, "-m", "game"], env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    try:
        info = wait_for(tmp_path / "lesson.json", lambda d: d.get("window"), timeout=60)
        wid = str(info["window"])
        geo = subprocess.run(["xdotool", "getwindowgeometry", "--shell", wid], env=env, capture_output=True,
                             text=True).stdout
        vals = dict(line.split("=") for line in geo.split() if "=" in line)
        origin = (int(vals.get("X", 0)), int(vals.get("Y", 0)))
        checked: set[int] = set()  # the steps at which X was compared with the frame painted whole
        acted: set[int] = set()  # the steps at which the player clicked Next or moved
        end = time.monotonic() + 240
        while True:
            assert time.monotonic() < end, f"the lesson did not end: last seen {info}"
            info = _lesson(tmp_path)
            if info["waits"] == "over":
                break
            if info["at"] not in checked and info["top_is_table"] and not info["busy"]:
                _x_shows_the_frame_painted_whole(env, tmp_path, wid, f"{key} step {info['at'] + 1}")
                checked.add(info["at"])
                info = _lesson(tmp_path)
            if info["at"] not in checked:
                time.sleep(0.1)  # a scene over the table, a glide: the step is compared before the player acts
                continue
            acted.add(info["at"])
            at, handled = info["at"], info["handled"]
            if info["waits"] == "next" and info["next"]:
                pointer_to(env, origin[0] + info["next"][0], origin[1] + info["next"][1])
                subprocess.run(["xdotool", "click", "1"], env=env, check=True)
            elif info["waits"] == "move":
                (tmp_path / "move.request").write_text("")
            try:  # the step changed, or the move was made (a step of several moves: the next one)
                wait_for(tmp_path / "lesson.json", lambda d, at=at, handled=handled: d["at"] != at
                         or d["waits"] == "over" or d["handled"] > handled, timeout=3)
            except AssertionError:
                pass  # the bots' turns: round again
        # every step the player acted at was compared first; the others (a step the bots'
        # turns finish) pass by themselves, most of them compared too
        assert acted and acted <= checked
        assert len(checked) >= info["steps"] - 2, f"steps never compared: {set(range(info['steps'])) - checked}"
        time.sleep(0.5)
        _x_shows_the_frame_painted_whole(env, tmp_path, wid, f"{key} after the lesson")  # no coach left behind
    finally:
        (err,) = stop([game], xvfb)
    assert b"Traceback" not in err, err.decode()
