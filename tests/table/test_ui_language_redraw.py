"""A language chosen in the middle of a game: the log is words from events, so it is redrawn
in the new language (issue 47, "After switching language the old log lines stay in the old
one"), rebuilt from the moves the way Continue and Load rebuild it; a toast said in the old
language goes. In every table: Villainous (both boxes), San Villano and Stargate."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.core.match import Seat  # noqa: E402
from game.table.kit.i18n import set_language  # noqa: E402
from game.table.kit.match_scene import rebuilt_log  # noqa: E402

from .ui_helpers import make_app, start_table  # noqa: E402

TABLES = [
    ("villainous", {"villains": ("gaston", "lady-tremaine")}),
    ("villainous", {"villains": ("cad-bane", "boba-fett")}),
    ("san-villano", {}),
    ("stargate", {}),
]


def _played(game: str, kw: dict, moves: int = 12):
    """A table after some moves of a game between two people (each move through the match)."""
    app = make_app((1280, 720), ui_scale=2.0)
    seats = [Seat("human"), Seat("human")]
    if game == "villainous":
        match, table = start_table(app, kw["villains"], seats)
    else:
        match, table = start_table(app, seats=seats, game=game)
    r = random.Random(3)
    for _ in range(moves):
        legal = match.game.legal_actions()
        if not legal or match.game.current_player() < 0:
            break
        table.take_events(match.apply(r.choice(legal)))
    if game != "san-villano":  # San Villano hides nothing: its table has no viewer to set
        table.viewer = match.game.current_player()
    table.forget_seen()
    app.draw()
    return app, match, table


@pytest.fixture(autouse=True)
def _english():
    set_language("en")
    yield
    set_language("en")


@pytest.mark.parametrize(("game", "kw"), TABLES, ids=["villainous", "scum", "san_villano", "stargate"])
def test_after_switching_language_the_log_is_redrawn_in_the_new_one(game, kw):
    app, match, table = _played(game, kw)
    english = list(table.log)
    table.say("a message said in English")
    app.set_setting("language", "pt")
    app.draw()
    portuguese, _whole = rebuilt_log(match, *table.log_words(), limit=table.log.maxlen or 300)
    assert list(table.log) == portuguese, "the log keeps lines said in the old language"
    assert list(table.log) != english
    assert table.toast is None, "a toast said in the old language stays on screen"
    app.set_setting("language", "en")
    assert list(table.log)[-len(english):] == english[-len(table.log):]
