"""At 1280×720 the running text of every table (the log, the counters, the status lines) is
drawn at a readable size (``textfit.READABLE``, 12 px), not at the window's scale alone."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.core.match import Match, Seat, Setup  # noqa: E402
from game.table import assets, textfit  # noqa: E402
from game.table.app import App  # noqa: E402
from game.table.kit import logcanvas  # noqa: E402
from game.table.views.san_villano import drawing as sv_drawing  # noqa: E402
from game.table.views.san_villano import table as sv_table  # noqa: E402
from game.table.views.stargate import drawing as sg_drawing  # noqa: E402
from game.table.views.stargate import table as sg_table  # noqa: E402
from game.table.views.villainous import drawing as vl_drawing  # noqa: E402

SETUPS = {
    "villainous": Setup(["gaston", "lady-tremaine", "horned-king"], [Seat("human"), Seat("bot", "easy"),
                                                                      Seat("bot", "easy")], 2),
    "stargate": Setup.of("stargate", [Seat("human"), Seat("bot", "normal")], 7),
    "san-villano": Setup.of("san-villano", [Seat("human"), Seat("bot", "easy"), Seat("bot", "easy")], 11),
}


@pytest.mark.parametrize("key", list(SETUPS))
def test_the_log_and_the_status_lines_are_readable_at_1280x720(key, monkeypatch):
    drawn: dict[str, int] = {}
    real = assets.text

    def recording(kind, size, words, colour, *a, **k):
        drawn[str(words)] = min(drawn.get(str(words), 99), int(size))
        return real(kind, size, words, colour, *a, **k)

    for module in (textfit, logcanvas, vl_drawing, sg_table, sg_drawing, sv_table, sv_drawing):
        monkeypatch.setattr(module, "text", recording)
    m = Match(SETUPS[key])
    r = random.Random(3)
    while len(m.moves) < 60 or m.game.current_player() != 0:
        m.apply(r.choice(m.game.legal_actions()))
    app = App(size=(1280, 720), settings={"animation_speed": 0.0, "sound": False, "confirm_end_turn": False},
              saves=None, headless=True)
    app.start_match(m)
    app.step(1 / 60)
    app.draw()
    table = app.table()
    last = list(table.log)[-1]
    # the entry's lines as the log wrapped them (a place's name inside it, drawn on a board, is not one)
    pieces = [w for w in drawn if w in last and len(w) >= min(len(last), 20)]
    assert pieces, f"the last log entry was not drawn: {last!r}"
    assert min(drawn[w] for w in pieces) >= textfit.READABLE, {w: drawn[w] for w in pieces}
    status = {"villainous": [], "stargate": ["Glyphs", "cards in hand"],
              "san-villano": ["player order", "Fire tokens in the stack", "RP"]}[key]
    for word in status:
        sizes = [s for w, s in drawn.items() if word in w]
        assert sizes and min(sizes) >= textfit.READABLE, (word, sizes)


def test_readable_never_lowers_a_size():
    assert textfit.readable(8.0) == textfit.READABLE and textfit.readable(20.7) == 20
