"""The San Villano table draws only what a seat may see (issue 46): the layout and every part
of a frame (the board, the log, the bar, the buttons, a piece dragged, a menu) reach nothing
hidden, and two games that differ only in what nobody sees paint the same screen."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.match import Match, Seat, Setup, random_match  # noqa: E402
from game.games.san_villano.state import HOME  # noqa: E402

from ..table.ui_helpers import make_app, pixels  # noqa: E402
from .test_seen import hidden_things  # noqa: E402
from .walk import reachable  # noqa: E402

SEED = 4_000_037
HUMANS = [Seat("human"), Seat("human"), Seat("human")]


def _match(moves: int, seats: list[Seat] = HUMANS, **options) -> Match:
    return random_match(Setup.of("san-villano", seats, SEED, **options), moves, SEED)


def _twin(match: Match, k: int) -> Match:
    """The same setup and moves, the game re-sampled behind what nobody has seen (and another
    seed and generator): another real game, seen alike."""
    other = Match(match.setup)
    other.moves, other.history = list(match.moves), list(match.history)  # the same undo
    other.game = match.game.determinize(0, 500 + k)
    other.game.state.seed, other.game.state.rng = match.game.state.seed + 1, match.game.state.rng ^ 0xA5A5
    assert other.game.to_position() != match.game.to_position()
    return other


def _table(match: Match, size=(1600, 900)):
    app = make_app(size, game="san_villano")
    app.start_match(match)
    table = app.table()
    app.step(1 / 60)
    app.draw()
    return app, table


def _press_and_drag_an_agent(app, table) -> bool:
    """A person picks up an agent at home and holds it over the City: whether one was."""
    seat = table.match.game.current_player()
    o = table.st.orgs[seat] if seat >= 0 else None
    if o is None or HOME not in o.agents or (seat, o.agents.index(HOME)) not in table.lay.movers:
        return False
    start = table.lay.movers[(seat, o.agents.index(HOME))].center
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=table.lay.city.center, rel=(0, 0), buttons=(1, 0, 0)))
    app.step(1 / 60)
    app.draw()
    return table.dragger.drag is not None


def test_nothing_the_table_lays_out_or_draws_reaches_a_hidden_card():
    """The layout, the targets lit and every part of the frame (their keys and what their
    painting holds), also with a piece dragged and with "What can I do?" open."""
    checked = dragged = 0
    for moves in (0, 7, 19, 40, 75):
        match = _match(moves)
        hidden = hidden_things(match.game.state)
        app, table = _table(match)
        shown = [table.lay, table._lit(), table.frame_parts(app.screen)]
        if _press_and_drag_an_agent(app, table):
            dragged += 1
            shown.append(table.frame_parts(app.screen))
            table.dragger.cancel()
        table.open_hint()
        shown.append(table.frame_parts(app.screen))
        leaked = hidden & reachable(shown)
        assert not leaked, f"after {moves} moves the table reaches hidden {sorted(map(str, leaked))}"
        checked += 1
    assert checked == 5 and dragged >= 1


def _frame(table, screen) -> dict:
    """What each part of the frame shows and where (its key, its rectangle)."""
    return {pid: (part.key, tuple(part.rect)) for pid, part in table.frame_parts(screen).items()}


def test_two_games_differing_only_in_what_nobody_sees_paint_the_same_screen():
    """The same pixels, and the same parts saying the same things: a part kept under a hidden
    card would be painted again when only that card changed. Two Fires lie face down on the
    City from the start (the balance option, 2 organizations), and three organizations play."""
    cases = [(_match(moves, HUMANS[:2], setup_fires=True), moves) for moves in (0, 9)]
    cases += [(_match(moves), moves) for moves in (0, 11, 33)]
    for k, (match, moves) in enumerate(cases):
        twin = _twin(match, k)
        screens, frames = [], []
        for m in (match, twin):
            app, table = _table(m)
            screens.append(pixels(app.screen))
            frames.append(_frame(table, app.screen))
        assert frames[0] == frames[1], f"after {moves} moves the frames' parts differ"
        assert screens[0] == screens[1], f"after {moves} moves the screens differ"
