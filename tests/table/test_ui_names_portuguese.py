"""Still English in Portuguese was a bug: the Villainous tables drawn in Portuguese show every
card, villain and location by its Portuguese name (docs/translation.md lists the few the
Portuguese editions print in English). Every word drawn is recorded (``assets.text``, the one
place text becomes pixels) and none of the English names with a Portuguese form may be among
them."""

from __future__ import annotations

import importlib
import os
import pkgutil
import random
import re
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

import game.table  # noqa: E402
from game import i18n  # noqa: E402
from game.core.match import Match, Seat  # noqa: E402
from game.games.villainous import villainous_setup  # noqa: E402
from game.games.villainous.cards import load_villain  # noqa: E402
from game.table.app import App  # noqa: E402
from game.table.kit import assets  # noqa: E402

BOXES = {
    "Despicable Plots": villainous_setup(["gaston", "lady-tremaine", "horned-king"], [Seat("human"), Seat("bot", "easy"),
                                                                           Seat("bot", "easy")], 5),
    "Scum and Villainy": villainous_setup(["cad-bane", "seventh-sister", "boba-fett"], [Seat("human"), Seat("bot", "easy"),
                                                                            Seat("bot", "easy")], 5),
}


def portuguese_names(villains: list[str]) -> dict[str, str]:
    """English -> Portuguese of every name of these villains that Portuguese says otherwise."""
    i18n.set_language("pt")
    out = {}
    for key in villains:
        v = load_villain(key)
        for english in [v.name] + [loc.name for loc in v.locations] + [c.name for c in v.villain_deck + v.fate_deck]:
            if i18n.proper_name(english) != english:
                out[english] = i18n.proper_name(english)
    return out


@pytest.fixture
def drawn(monkeypatch):
    """Every string drawn while the test runs (each module holding ``assets.text`` records)."""
    words: list[str] = []
    real = assets.text
    # every module of the table imported first: one imported while the recorder is in place
    # would keep it after the test
    for info in pkgutil.walk_packages(game.table.__path__, "game.table."):
        importlib.import_module(info.name)

    def recording(kind, size, said, colour, *a, **k):
        words.append(str(said))
        return real(kind, size, said, colour, *a, **k)

    for name, module in list(sys.modules.items()):
        if name.startswith("game.table") and getattr(module, "text", None) is real:
            monkeypatch.setattr(module, "text", recording)
    yield words
    i18n.set_language("en")


@pytest.mark.parametrize("box", list(BOXES))
def test_the_table_in_portuguese_names_every_card_and_location_in_portuguese(box, drawn):
    setup = BOXES[box]
    names = portuguese_names(setup.options["villains"])
    english = re.compile("|".join(rf"(?<!\w){re.escape(n)}(?!\w)" for n in sorted(names, key=len, reverse=True)))
    m = Match(setup)
    r = random.Random(7)
    while len(m.moves) < 90 or m.game.current_player() != 0:
        m.apply(r.choice(m.game.legal_actions()))
    app = App(size=(1600, 900), settings={"animation_speed": 0.0, "sound": False, "confirm_end_turn": False,
                                          "language": "pt"}, saves=None, headless=True)
    app.start_match(m)
    app.step(1 / 60)
    app.draw()
    table = app.table()
    st = m.state
    # every card in play and in the hand zoomed, as a player hovering them sees it
    cards = [c for c in range(len(st.table.defs)) if st.table.owner[c] is not None] if hasattr(st.table, "owner") else []
    for c in cards[:80]:
        try:
            table._draw_zoom(app.screen, c, app.screen.get_rect())
        except (KeyError, IndexError, AttributeError):
            continue  # a card the viewer may not see (a deck's hidden card)
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))  # "What can I do?"
    app.draw()
    said = " | ".join(drawn)
    assert any(pt in said for pt in names.values()), "no Portuguese name was drawn at all"
    left = sorted(set(english.findall(said)))
    assert not left, f"drawn in English in Portuguese: {left}"
