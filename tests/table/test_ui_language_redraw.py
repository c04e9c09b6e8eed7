"""A language chosen in the middle of a game: the log is words from events, so it is redrawn
in the new language (issue 47, "After switching language the old log lines stay in the old
one"), rebuilt from the moves the way Continue and Load rebuild it; a toast and the turn's
banner up are kept as said and drawn in the new language too. In every table: Villainous
(both boxes), San Villano and Stargate."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.core.match import Seat  # noqa: E402
from game.i18n import _, set_language  # noqa: E402
from game.table.kit import draw as kit_draw  # noqa: E402
from game.table.kit.match_scene import NOTHING_TO_REDO, rebuilt_log  # noqa: E402

from .ui_helpers import make_app, start_table  # noqa: E402

TABLES = [
    ("villainous", {"villains": ("gaston", "lady-tremaine")}),
    ("villainous", {"villains": ("cad-bane", "boba-fett")}),
    ("san-villano", {}),
    ("stargate", {}),
]


def _played(game: str, kw: dict, moves: int = 12, **settings):
    """A table after some moves of a game between two people (each move through the match)."""
    app = make_app((1280, 720), ui_scale=2.0, **settings)
    seats = [Seat("human"), Seat("human")]
    if game == "villainous":
        match, table = start_table(app, kw["villains"], seats)
    else:
        match, table = start_table(app, seats=seats, game=game)
    r = random.Random(3)
    for _k in range(moves):
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
    app.set_setting("language", "en")
    assert list(table.log)[-len(english):] == english[-len(table.log):]


def _lift_curtain(app) -> None:
    """A hot-seat game's curtain lifted: the person deciding is at the screen."""
    import pygame

    from game.table.kit.menus import CurtainScene

    for _k in range(3):
        if not isinstance(app.top(), CurtainScene):
            return
        app.top().shown_at = -1e9
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))


def _with_banner(game: str, kw: dict):
    """A table whose own turn banner is up (moves played through the table until a turn
    begins), and a refusal said (redo with nothing to redo), both kept up a while; the
    viewer one who is not deciding (Villainous draws no banner over a bar of answers)."""
    import time

    app, match, table = _played(game, kw, moves=4, animation_speed=1.0)  # a banner stays up a moment
    r = random.Random(5)
    for _k in range(400):
        legal = match.game.legal_actions()
        assert legal and match.game.current_player() >= 0, "no banner before the end"
        table.apply_plan((r.choice(legal),))
        _lift_curtain(app)
        app.step(1 / 60)
        if table.banner:
            break
    assert table.banner, "no turn began"
    table.banner = (table.banner[0], time.monotonic() + 600)
    if game != "san-villano":
        table.viewer = 1 - match.game.current_player() if match.game.current_player() >= 0 else 0
        table.forget_seen()
        table.lay = None
    table.redo()  # refused: nothing to redo
    table.toast = (table.toast[0], time.monotonic() + 600)
    return app, table


@pytest.mark.parametrize(("game", "kw"), TABLES, ids=["villainous", "scum", "san_villano", "stargate"])
def test_after_switching_language_a_toast_and_the_banner_are_drawn_in_the_new_one(game, kw, monkeypatch):
    """The refusal and the turn's banner shown in English; Portuguese chosen in Settings: the
    next frame draws both in Portuguese (the words the kit's toast and banner draw)."""
    drawn: dict[str, str] = {}
    real = kit_draw.draw_fit

    def recording(surf, kind, size, words, colour, box, *a, what: str = "", **k):
        if what in ("table: toast", "table: banner"):
            drawn[what] = words
        return real(surf, kind, size, words, colour, box, *a, what=what, **k)

    monkeypatch.setattr(kit_draw, "draw_fit", recording)
    app, table = _with_banner(game, kw)
    app.draw()
    english = dict(drawn)
    assert english.get("table: toast") == NOTHING_TO_REDO
    assert english.get("table: banner"), "the banner is not drawn"
    drawn.clear()
    app.set_setting("language", "pt")
    app.draw()
    assert drawn.get("table: toast") == _(NOTHING_TO_REDO) != NOTHING_TO_REDO, drawn
    assert drawn.get("table: banner") not in (None, english["table: banner"]), drawn
    assert drawn["table: banner"] == table.banner_words()


@pytest.mark.parametrize(("game", "kw"), TABLES, ids=["villainous", "scum", "san_villano", "stargate"])
def test_the_cards_are_painted_again_in_a_language_chosen_mid_game(game, kw, monkeypatch) -> None:
    """The hand and the cards on the table are kept painted (their faces, and the turned
    copies of a fanned hand): after a language chosen mid-game the frame is the one painted
    from nothing in that language, no card's words left in the old one."""
    import time

    import pygame

    from game.table.kit import cache
    from game.table.probing import painted_whole

    monkeypatch.setattr(time, "monotonic", lambda: 5000.0)  # the same moment, for both frames
    app, _match, _table = _played(game, kw)
    app.draw()
    app.present()
    app.set_setting("language", "pt")
    app.step(0.0)
    app.draw()
    app.present()
    shown = pygame.image.tobytes(app.screen, "RGB")
    cache.clear_all()  # nothing kept: every card painted now, in Portuguese
    assert pygame.image.tobytes(painted_whole(app), "RGB") == shown
