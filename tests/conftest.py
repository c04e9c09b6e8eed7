"""The suite runs headless: SDL's dummy video and audio drivers unless a test sets its own."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

# Saves, settings and logs of the tests go to a throw-away folder, never the player's own.
import tempfile  # noqa: E402

_HOME = tempfile.mkdtemp(prefix="villainous-tests-")
for var, sub in (("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"), ("XDG_STATE_HOME", "state")):
    os.environ[var] = os.path.join(_HOME, sub)
