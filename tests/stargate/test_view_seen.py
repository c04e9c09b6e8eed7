"""The Stargate table draws only what the seat at the screen may see (issue 46): everything
laid out and drawn for a seat comes from the game as that seat sees it (the kit's
``MatchScene.seen()``), so no card another seat holds hidden is reachable from it, and two
games that differ only in another seat's hidden cards are drawn to the same pixels."""

from __future__ import annotations

import os
import random

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.match import Match, Seat, Setup  # noqa: E402
from game.games.stargate.cards import FACE_DOWN  # noqa: E402
from game.games.stargate.state import State  # noqa: E402

from ..table.ui_helpers import make_app, pixels  # noqa: E402
from .helpers import act, hidden_cards, public_keys, reachable, reachable_keys, scenario  # noqa: E402

SIZE = (1280, 720)


def _played(human: int, seed: int, moves: int) -> Match:
    """A match of a person at seat ``human`` and a bot, played at random for at least
    ``moves`` moves, to an action of the person as the hero at a mission with the other's
    face-down complications."""
    seats = [Seat("human"), Seat("human")]
    seats[1 - human] = Seat("bot", "random")
    match = Match(Setup.of("stargate", seats, seed))
    pick = random.Random(seed)
    for _ in range(2000):
        st = match.state
        theirs = [c for c in st.mission.complications if st.table.owner[c] != human]
        if len(match.moves) >= moves and st.phase == "actions" and st.actor == human and theirs:
            return match
        assert st.winner is None, "the game ended before the moment looked for"
        match.apply(pick.choice(match.game.legal_actions()))
    raise AssertionError("no such moment")


def _table(match: Match, monkeypatch):
    """The match at a headless table, its clock stopped (a banner is shown or not alike)."""
    import time

    monkeypatch.setattr(time, "monotonic", lambda: 5000.0)
    app = make_app(SIZE, game="stargate")
    app.start_match(match)
    app.step(1 / 60)
    app.draw()
    return app, app.table()


@pytest.mark.parametrize(("human", "seed"), [(0, 4), (1, 9)])
def test_nothing_laid_out_or_drawn_for_a_seat_reaches_another_seats_hidden_cards(human, seed, monkeypatch):
    """The layout and every part of the frame (what each part's drawing holds: its closure)
    reach only card faces the seat may see; the real game is not reachable from them."""
    match = _played(human, seed, 30)
    app, table = _table(match, monkeypatch)
    assert table.viewer == human
    # a drag under way and a card pointed at: their parts too
    lay = table.lay
    hand = list(lay.seats[lay.bottom].hand_cards.values())
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=hand[0].center))
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(hand[0].centerx, hand[0].centery - 200), rel=(0, 0),
                                  buttons=(1, 0, 0)))
    parts = table.frame_parts(app.screen)
    assert ("drag",) in parts
    drawn = (table.lay, parts)
    real = match.state
    assert not [o for o in reachable(drawn) if o is real or o is match or o is match.game or o is real.table]
    leaked = reachable_keys(drawn) - {FACE_DOWN.key} - public_keys(real, human)
    assert not leaked, f"seat {human}'s table reaches hidden cards {sorted(leaked)}"
    seen = [o for o in reachable(drawn) if isinstance(o, State)]
    assert seen and all(st.table.hidden for st in seen)  # it draws from the seen game alone
    assert hidden_cards(real, human)  # there was something to hide


@pytest.mark.parametrize(("human", "seed"), [(0, 4), (1, 9)])
def test_a_seats_screen_is_the_same_whatever_another_seat_holds_hidden(human, seed, monkeypatch):
    """The other seat's hand, its face-down complications and every pile's order dealt
    otherwise (``determinize``): the seat's screen is the same to the pixel."""
    match = _played(human, seed, 30)
    _app, _t = _table(match, monkeypatch)
    before = pixels(_app.screen)
    other = _played(human, seed, 30)
    other.game = other.game.determinize(human, seed + 1)
    assert other.game.to_position() != match.game.to_position()
    assert other.game.observe(human) == match.game.observe(human)
    app, _table2 = _table(other, monkeypatch)
    assert pixels(app.screen) == before


def test_an_event_aimed_at_a_face_down_complication_is_offered_at_its_place(monkeypatch):
    """The hero's "Clear the Path" may target an obstacle or complication: dragged, it lights
    each of the villain's face-down complications where it lies; clicked, a complication
    offers the event aimed at the very complication at that place (the seen game numbers
    the face-down cards its own way)."""
    g = scenario("survey-m1", hero_hand=("clear-path",), villain_hand=("decree", "purge"), actor="villain")
    st = g.state
    held = {st.table.defs[c].key: c for c in st.seats[1].hand}
    act(g, "complicate", held["decree"])
    act(g, "pass")
    act(g, "complicate", held["purge"])
    match = Match(Setup.of("stargate", [Seat("human"), Seat("bot", "random")], 1))
    match.game = g
    app, table = _table(match, monkeypatch)
    assert table.viewer == 0 and table.may_act()
    lay = table.lay
    comps = lay.hidden_at_mission
    assert len(comps) == 2 and not any(table.shown(c) for c, _r in comps)
    event = next(c for c in st.seats[0].hand if st.table.defs[c].key == "clear-path")
    at = lay.seats[0].hand_cards[event]
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=at.center))
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(at.centerx, at.centery - 200), rel=(0, 0),
                                  buttons=(1, 0, 0)))
    glows = {r for r, _c in table.frame_parts(app.screen)[("targets",)].key[2]}
    assert {tuple(r) for _c, r in comps} <= glows
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, pos=at.center))  # put it back
    for k, (_c, r) in enumerate(comps):
        app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=r.center))
        app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=r.center))
        assert table.menu is not None, "a click on a face-down complication offers what may be done with it"
        aims = {plan[0].target for *_words, plan in table.menu.items if plan}
        assert aims == {g.state.mission.complications[k]}
        table.menu = None
