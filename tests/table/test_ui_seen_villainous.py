"""The Villainous table draws only what the seat at the screen may see (issue 46).

"Each player keeps their hand hidden from the others; the decks are face down": the table
draws from the game as its viewer sees it (the kit's ``MatchScene.seen``), never from the
match's state. Two games that differ only in the cards the viewer may not see (another
seat's hand, every deck's order, the random generator) give the same layout, the same game
drawn from and the same pixels on the screen, in both boxes; and nothing the table lays out
or draws from names a card the viewer may not see.
"""

from __future__ import annotations

import os
import random

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from game.core import rng as R  # noqa: E402
from game.core.match import Match, Seat  # noqa: E402
from game.games.villainous import villainous_setup  # noqa: E402

from ..villainous.seen_helpers import VILLAINOUS, hidden_shuffled, labels_in, walk  # noqa: E402
from .ui_helpers import make_app, pixels  # noqa: E402

BOXES = [pytest.param(("gaston", "lady-tremaine"), 3, id="despicable-plots"),
         pytest.param(("cad-bane", "boba-fett"), 5, id="scum-and-villainy")]
VIEWER = 0


def _positions(villains: tuple[str, ...], seed: int, want: int = 3) -> list:
    """Games of a seeded random play in which the person at seat 0 decides (read back from
    their positions, so that nothing but the position tells them apart), a few turns apart."""
    game = VILLAINOUS.new(len(villains), seed, {"villains": list(villains)})
    r = R.seed_state(seed)
    out = []
    for step in range(400):
        if game.is_over() or len(out) == want:
            break
        if step >= 12 and step % 9 == 0 and game.current_player() == VIEWER:
            out.append(VILLAINOUS.from_position(game.to_position()))
        acts = game.legal_actions()
        r, i = R.below(r, len(acts))
        game.apply(acts[i])
    return out


def _table_of(villains: tuple[str, ...], seed: int, game):
    """A headless program showing ``game`` at its table: a person at seat 0, a bot at seat 1."""
    app = make_app((1280, 720), title=True)
    match = Match(villainous_setup(list(villains), [Seat("human"), Seat("bot", "random")], seed))
    match.game = game
    app.start_match(match)
    app.step(1 / 60)
    app.draw()
    return app, app.table()


def _pairs(villains, seed):
    rnd = random.Random(seed)
    for game in _positions(villains, seed):
        other = hidden_shuffled(game, VIEWER, rnd)
        if other is not None:
            yield game, other


@pytest.mark.parametrize(("villains", "seed"), BOXES)
def test_two_games_differing_only_in_cards_the_viewer_may_not_see_look_the_same_on_the_screen(villains, seed):
    compared = 0
    for game, other in _pairs(villains, seed):
        app, table = _table_of(villains, seed, game)
        app2, table2 = _table_of(villains, seed, other)
        assert table.viewer == table2.viewer == VIEWER
        assert pixels(app.screen) == pixels(app2.screen)
        compared += 1
    assert compared >= 2


@pytest.mark.parametrize(("villains", "seed"), BOXES)
def test_what_the_table_lays_out_and_draws_from_names_no_card_the_viewer_may_not_see(villains, seed):
    compared = 0
    for game, other in _pairs(villains, seed):
        _app, table = _table_of(villains, seed, game)
        _app2, table2 = _table_of(villains, seed, other)
        drawn = (table.st, table.lay)
        assert table.st is not table.match.state
        assert walk(drawn) == walk((table2.st, table2.lay))
        # every card laid out is one the viewer's observation shows, or a card face down
        shown = labels_in(game.observe(VIEWER))
        st = table.st
        laid = set(table.lay.cards) | {c for c, _r in table.lay.hand} | {c for c, _r in table.lay.tray}
        assert laid and all(st.table.labels[c] in shown or st.table.defs[c].type == "Hidden" for c in laid)
        compared += 1
    assert compared >= 2
