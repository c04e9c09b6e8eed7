"""The suite runs headless: SDL's dummy video and audio drivers unless a test sets its own."""

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
# The Hard bot searches on one core unless a test asks for more (``workers=2``): the suite's
# many Hard bots start no processes, and decide alike on a machine of any size.
os.environ.setdefault("VILLAINOUS_BOT_WORKERS", "1")

# Saves, settings and logs of the tests go to a throw-away folder, never the player's own.
import tempfile  # noqa: E402

_HOME = tempfile.mkdtemp(prefix="villainous-tests-")
for var, sub in (("XDG_DATA_HOME", "data"), ("XDG_CONFIG_HOME", "config"), ("XDG_STATE_HOME", "state")):
    os.environ[var] = os.path.join(_HOME, sub)

import pytest  # noqa: E402


@pytest.fixture(autouse=True)
def _villains_registered_by_a_test_are_forgotten_after_it():
    """Tests register made-up villains (a Horned King whose Guard Dog draws when moved…);
    left registered, they would join every later refusal's list of valid villains, so which
    test runs first on an xdist worker would decide what another test reads."""
    from game.games.villainous import cards

    before = dict(cards._REGISTERED)
    yield
    if cards._REGISTERED != before:
        cards._REGISTERED.clear()
        cards._REGISTERED.update(before)
        cards.build_table.cache_clear()


# The fast tier (`make check`) leaves out the tests tests/heavy.txt lists by their measured
# cost: marked `heavy` here, so the list is one file that a new measurement rewrites.
_HEAVY = frozenset(
    line.strip() for line in open(os.path.join(os.path.dirname(__file__), "heavy.txt"), encoding="utf-8")
    if line.strip() and not line.startswith("#"))


def pytest_collection_modifyitems(config, items):
    for item in items:
        if item.nodeid.split("[", 1)[0] in _HEAVY:
            item.add_marker(pytest.mark.heavy)
    # The long tests first (slow, then heavy, each group in its own order): the two workers
    # (`--dist worksteal`) then end together, instead of one finishing a long test alone.
    items.sort(key=lambda item: 0 if item.get_closest_marker("slow") else 1 if item.get_closest_marker("heavy") else 2)
