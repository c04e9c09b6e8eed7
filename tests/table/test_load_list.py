"""The Load list: save titles in the chosen language, lessons not among the saves, and the
games in the order their last moves were played (issue 47, "Portuguese")."""

from __future__ import annotations

import itertools
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n  # noqa: E402
from game.core import saves as saves_module  # noqa: E402
from game.core.match import Match, Seat, Setup  # noqa: E402
from game.core.saves import SaveStore  # noqa: E402
from game.games.villainous import villainous_setup  # noqa: E402
from game.table.app import App  # noqa: E402
from game.table.loadscreen import shown_name  # noqa: E402
from game.table.scenes import TitleScene  # noqa: E402
from game.table.views import game_view  # noqa: E402

FAST = {"animation_speed": 0.0, "sound": False, "confirm_end_turn": False}

TITLES = [  # a setup, the title its save gets (kept in the file), and that title in Portuguese
    (villainous_setup(["horned-king", "gaston"], [Seat("human"), Seat("bot", "easy")], 3),
     "Horned King vs Gaston", "Rei de Chifres vs Gaston"),
    (Setup.of("stargate", [Seat("human"), Seat("bot", "easy")], 3),
     "Stargate: survey, serpent", "Stargate: exploração, serpente"),
    (Setup.of("san-villano", [Seat("human"), Seat("bot", "easy")], 3),
     "San Villano, 2 organizations", "San Villano, 2 organizações"),
    (Setup.of("san-villano", [Seat("human"), Seat("bot", "easy")], 3, solo_target=40),
     "San Villano solo, target 40", "San Villano solo, alvo 40"),
]


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


@pytest.mark.parametrize("setup, english, portuguese", TITLES, ids=["villainous", "stargate", "san-villano", "solo"])
def test_a_save_title_is_said_in_the_language_chosen(setup, english, portuguese, tmp_path):
    """Save titles are built in words from the game's definition and translated when shown;
    the file keeps the English (the command line reads it); a typed name stays as typed."""
    store = SaveStore(tmp_path)
    store.save(Match(setup))
    entry = store.list()[0]
    assert entry.name == english
    i18n.set_language("pt")
    assert shown_name(entry) == portuguese
    i18n.set_language("en")
    assert shown_name(entry) == english
    store.release_all()
    store.rename(entry, "Revanche de sexta")
    i18n.set_language("pt")
    assert shown_name(store.list()[0]) == "Revanche de sexta"


def test_the_stargate_load_row_says_the_players_in_portuguese():
    """"P1 humano, P2 bot fácil" was half English: a player's number is a word too."""
    i18n.set_language("pt")
    who = game_view("stargate").save_summary({"seats": [{"kind": "human"}, {"kind": "bot", "level": "easy"}],
                                              "options": {}})[1]
    assert "P1" not in who and "P2" not in who
    assert who.startswith("J1 ") and "J2 " in who


@pytest.mark.parametrize("key", ["villainous", "stargate", "san-villano"])
def test_a_lesson_is_not_saved_among_the_games(key, tmp_path):
    """Lessons are not listed in Load, nor offered by Continue: a lesson's game is never saved."""
    app = App(size=(1280, 720), settings=dict(FAST), saves=SaveStore(tmp_path / "saves"), headless=True)
    app.push(TitleScene(app))
    game_view(key).start_tutorial(app)
    table = app.table()
    match = table.match
    match.apply(match.game.legal_actions()[0])
    app.after_move(match)
    assert app.save_now(match)
    app.flush_saves()
    assert app.saves.list() == [] and app.saves.newest() is None
    assert not list((tmp_path / "saves").glob("*.json"))
    pygame.quit()


def test_the_load_list_is_ordered_by_the_last_move_played(tmp_path, monkeypatch):
    """Opening a save (and leaving it, or any save that adds no move) does not move it up the
    Load list; playing a move does."""
    clock = itertools.count()
    monkeypatch.setattr(saves_module, "_now", lambda: f"2026-12-07T01:{next(clock):02d}:00+00:00")
    first, second = (Match(villainous_setup(v, [Seat("human"), Seat("bot", "easy")], 5))
                     for v in (["gaston", "lady-tremaine"], ["horned-king", "gaston"]))
    store = SaveStore(tmp_path)
    for m in (first, second):
        m.apply(m.game.legal_actions()[0])
        store.save(m)
    store.release_all()
    assert [e.name for e in store.list()] == ["Horned King vs Gaston", "Gaston vs Lady Tremaine"]

    again = SaveStore(tmp_path)  # another session opens the older game and leaves it
    entry = next(e for e in again.list() if e.name == "Gaston vs Lady Tremaine")
    opened = again.open(entry).match
    again.save(opened)
    again.save(opened)
    assert [e.name for e in again.list()] == ["Horned King vs Gaston", "Gaston vs Lady Tremaine"]

    opened.apply(opened.game.legal_actions()[0])  # a move played: now it is the latest
    again.save(opened)
    assert [e.name for e in again.list()] == ["Gaston vs Lady Tremaine", "Horned King vs Gaston"]
