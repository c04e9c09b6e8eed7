"""The shell's hot-seat curtain and Game over in every game.

Stargate: a property over seeded hot-seat games driven as people would drive them (the
curtain up: the seat it names presses "I am ready"; else the person at the screen plays a
legal move): at every drawn frame each card face painted is public or belongs to the seat
the curtain last admitted, and under the curtain no card face is painted at all. San
Villano: nothing is private (every seat observes the same), so no curtain is ever raised and
the bar names whoever decides. Every game: the curtain names the seat and why; Game over
wears the winner's seat colour (the colour-blind-safe one when set) and picture.
"""

from __future__ import annotations

import os
import random
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.match import Match, Seat, Setup  # noqa: E402
from game.games.villainous import villainous_setup  # noqa: E402
from game.table.app import App  # noqa: E402
from game.table.kit.colours import SAFE_SEATS  # noqa: E402
from game.table.kit.menus import CurtainScene, GameOverScene, seat_colours, seat_icon  # noqa: E402
from game.table.views.stargate import drawing as sg_drawing  # noqa: E402
from game.table.views.stargate import screen as sg_screen  # noqa: E402

from .ui_helpers import make_app  # noqa: E402


def _app(size=(1280, 720), **settings) -> App:
    return make_app(size, title=True, **settings)


def _ready(app) -> None:
    curtain = app.top()
    curtain.shown_at = time.monotonic() - 1  # armed (a key meant for the table cannot lift it)
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))


@pytest.mark.slow
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_stargate_hot_seat_never_shows_a_card_to_the_wrong_seat(monkeypatch, seed):
    faces: list[int] = []
    real = sg_drawing.draw_card

    def recording(surf, st, c, r, s, face):
        if face:
            faces.append(c)
        return real(surf, st, c, r, s, face)

    flying = sg_drawing.draw_in_flight

    def recording_flight(surf, st, c, source, r, s, face):  # a card gliding
        if face:
            faces.append(c)
        return flying(surf, st, c, source, r, s, face)

    monkeypatch.setattr(sg_drawing, "draw_card", recording)
    monkeypatch.setattr(sg_screen, "draw_in_flight", recording_flight)
    app = _app()
    app.start_match(Match(Setup.of("stargate", [Seat("human"), Seat("human")], seed)))
    table = app.table()
    r = random.Random(seed)
    curtains = own = 0
    for _ in range(400):
        faces.clear()
        app.step(1 / 60)
        app.draw()
        st = table.st
        if isinstance(app.top(), CurtainScene):
            curtains += 1
            assert not faces, "a card face was painted while the curtain was up"
            assert table.viewer == -1
            _ready(app)
            continue
        if st.winner is not None:
            break
        for c in faces:
            owner = st.table.owner[c]
            if c in st.seats[owner].hand or c in st.mission.complications:
                assert owner == table.viewer, f"seat {table.viewer} saw seat {owner}'s card {c}"
                own += 1
        assert table.may_act(), "a human decides, nothing hides the table"
        table.apply_plan((r.choice(table.game.legal_actions()),))
    assert curtains >= 3 and own > 0  # the curtain came, and each player saw their own hand


def test_stargate_curtain_says_whose_action_and_wears_the_seat_s_colour_and_deck():
    app = _app()
    app.start_match(Match(Setup.of("stargate", [Seat("human"), Seat("human")], 7)))
    curtain = app.top()
    assert isinstance(curtain, CurtainScene)
    app.draw()
    title, _line = curtain.words()
    st = app.table().st
    name = app.view.seat_name(st, curtain.seat)
    assert title == f"Pass the screen to {name}"
    assert app.view.curtain_line(st, curtain.seat, curtain.reason).startswith(f"Player {curtain.seat + 1}:")
    assert seat_icon(app.view, st, curtain.seat) == sg_drawing.deck_icon(st.decks[curtain.seat])


def test_villainous_curtain_names_the_villain_in_its_words_and_shows_its_picture():
    app = _app()
    app.start_match(Match(villainous_setup(["gaston", "lady-tremaine"], [Seat("human"), Seat("human")], 5)))
    curtain = app.top()
    assert isinstance(curtain, CurtainScene)
    title, line = curtain.words()
    name = app.view.seat_name(app.table().st, curtain.seat)
    assert title == f"Pass the screen to {name}" and line.startswith(f"{name}: it is your turn")
    assert seat_icon(app.view, app.table().st, curtain.seat) == app.table().st.players[curtain.seat].villain.icon


@pytest.mark.slow
def test_san_villano_has_nothing_private_so_hot_seat_needs_no_curtain_and_the_bar_names_who_decides():
    app = _app()
    app.start_match(Match(Setup.of("san-villano", [Seat("human"), Seat("human"), Seat("human")], 4)))
    table = app.table()
    r = random.Random(4)
    for _ in range(120):
        game = table.match.game
        if game.winner() is not None:
            break
        seen = [game.observe(seat) for seat in range(3)]
        assert all({k: v for k, v in o.items() if k != "seat"} == {k: v for k, v in seen[0].items() if k != "seat"}
                   for o in seen)
        app.step(1 / 60)
        app.draw()
        assert app.top() is table, "no curtain: nothing at this table is one seat's secret"
        from game.table.views.san_villano.prompt import question
        from game.table.views.san_villano.words import seat_name

        assert question(table.st).startswith(seat_name(table.st, table.session.current_player()))
        table.apply_plan((r.choice(game.legal_actions()),))


def _played_out(setup: Setup, seed: int) -> Match:
    m = Match(setup)
    r = random.Random(seed)
    while m.game.winner() is None:
        m.apply(r.choice(m.game.legal_actions()))
    return m


GAMES = {
    "villainous": villainous_setup(["gaston", "lady-tremaine"], [Seat("human"), Seat("human")], 5),
    "stargate": Setup.of("stargate", [Seat("human"), Seat("human")], 7),
    "san-villano": Setup.of("san-villano", [Seat("human"), Seat("human")], 4),
}


@pytest.mark.slow
@pytest.mark.parametrize("colour_blind", [False, True])
@pytest.mark.parametrize("key", list(GAMES))
def test_game_over_wears_the_winner_s_colour_and_picture(key, colour_blind, monkeypatch):
    from game.table.kit import icons as kit_icons
    from game.table.kit import theme

    drawn: list[str] = []
    real = kit_icons.icon
    monkeypatch.setattr(kit_icons, "icon", lambda name, *a: drawn.append(name) or real(name, *a))
    app = _app(colour_blind=colour_blind)
    match = _played_out(GAMES[key], 3)
    app.start_match(match)
    app.scenes = [s for s in app.scenes if not isinstance(s, CurtainScene)]
    for _ in range(3):
        app.step(1 / 60)
    over = app.top()
    assert isinstance(over, GameOverScene), type(over)  # the shell's, in every game
    drawn.clear()
    app.draw()
    st, winner = match.state, match.game.winner()
    accent, _base = seat_colours(app.view, st, winner)
    if winner is not None and winner >= 0:
        assert accent != theme.GOLD
        if colour_blind and key != "villainous":
            assert accent == SAFE_SEATS[winner % len(SAFE_SEATS)]
        elif colour_blind:
            assert accent == theme.palette(st.players[winner].villain)[0]
        assert seat_icon(app.view, st, winner) in drawn
    edge = over.panel
    assert tuple(app.screen.get_at((edge.left + 1, edge.centery)))[:3] == accent


def test_stargate_curtain_before_turn_1_passes_the_screen_to_a_player_who_never_had_it_not_back():
    """Stargate counts the stops and mulligans before turn 1 as the hero's turn 1; the first
    player's stop there is someone else's decision, so the hero's curtain after it says "to",
    never "back" ("It is still Player 2's turn" to a player who has not had the screen)."""
    app = _app()
    app.start_match(Match(Setup.of("stargate", [Seat("human"), Seat("human")], 7)))
    table = app.table()
    st = table.st
    assert st.phase == "setup-stop"
    stopper = app.top().seat
    _ready(app)
    app.step(0)
    app.draw()
    table.apply_plan((table.game.legal_actions()[0],))
    app.step(0)
    app.draw()
    curtain = app.top()
    assert isinstance(curtain, CurtainScene) and curtain.seat != stopper
    assert curtain.reason != "back"
    title, _line = curtain.words()
    assert title == f"Pass the screen to {app.view.seat_name(table.st, curtain.seat)}"
    # the recap under it: what happened since the game began, not "since your last turn"
    assert curtain.recap() and table.recap_heading(curtain.seat) == "Since the game began"
    assert table.recap_heading(stopper) == "Since your last turn"
