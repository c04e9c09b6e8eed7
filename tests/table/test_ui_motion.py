"""Animations come from the game's events (views/villainous/motion.py), and they move
exactly what a player sees move: every card shown face up whose place changed glides (from
its deck when it comes into view, to its discard pile when it leaves), nothing else does;
an Obstacle taken or put back pops on its location."""

from __future__ import annotations

import os
import random

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.match import Match, Seat  # noqa: E402
from game.games.villainous import (
    rules,  # noqa: E402
    villainous_setup,  # noqa: E402
)
from game.table.app import App  # noqa: E402
from game.table.views.villainous.motion import card_rects  # noqa: E402


def _expected(table, before) -> set:
    st, lay = table.st, table.lay
    after = card_rects(lay)
    out = set()
    for c, end in after.items():
        start = before.get(c)
        if start is None:
            deck = lay.zones.get(("villain-deck" if st.table.defs[c].deck == "villain" else "fate-deck",
                                  st.table.owner[c]))
            start = pygame.Rect(deck.topleft, deck.size) if deck is not None else None
        if start is not None and start != end and table.may_show(c):
            out.add((c, tuple(start), tuple(end)))
    for c, start in before.items():
        if c not in after and table.may_show(c):
            pile = lay.zones.get(("villain-discard" if st.table.defs[c].deck == "villain" else "fate-discard",
                                  st.table.owner[c]))
            if pile is not None:
                out.add((c, tuple(start), (*pile.topleft, *start.size)))
    return out


@pytest.mark.slow
@pytest.mark.parametrize("seed", [0, 1])
def test_the_cards_that_moved_glide_and_obstacles_pop(seed):
    app = App(size=(1600, 900), settings={"animation_speed": 1.0, "sound": False, "confirm_end_turn": False},
              saves=None, headless=True)
    seats = [Seat("human")] + [Seat("bot", "random")] * (1 + seed)
    app.start_match(Match(villainous_setup(["gaston", "lady-tremaine", "horned-king"][: len(seats)], seats, seed)))
    table = app.table()
    rng = random.Random(seed)
    glided = popped = 0
    for _ in range(120):
        if table.st.winner is not None:
            break
        table._relayout()
        before = card_rects(table.lay)
        obstacles = [list(p.obstacles) for p in table.st.players]
        table.animator.finish()
        legal = rules.legal_actions(table.match.state)
        chosen = legal[rng.randrange(len(legal))]
        legal_verb, power_before = chosen.verb, table.st.players[table.st.active].power
        table.apply_plan((chosen,))
        got = {(g.key, tuple(g.start), tuple(g.end)) for g in table.glides if isinstance(g.key, int)}
        flipped = {f.key for f in table.animator.flips}  # revealed Fate cards turn over in place
        assert got == {e for e in _expected(table, before) if e[0] not in flipped}
        assert flipped <= {c for c, _r in table.lay.tray}
        coins = [g for g in table.glides if not isinstance(g.key, int)]
        gained = table.st.players[table.st.active].power - power_before if legal_verb == "gain" else None
        if gained is not None:
            assert len(coins) == min(3, gained), "Power flies to its counter, a coin a Power"
        changed = {table.lay.zones[("panel", s, i)].center
                   for s, (old, p) in enumerate(zip(obstacles, table.st.players, strict=True))
                   for i, (a, b) in enumerate(zip(old, p.obstacles, strict=True))
                   if a != b and ("panel", s, i) in table.lay.zones}
        assert {pop.center for pop in table.animator.pops} == changed
        glided += len(got)
        popped += len(changed)
    assert glided > 20  # the property was exercised
    pygame.quit()



def test_motion_reads_the_typed_events():
    from game.games.villainous.events import ObstacleChanged, Played, Replaced, Revealed, Vanquished
    from game.table.views.villainous.motion import event_cards, event_pops

    assert event_cards(Vanquished(0, 7, (3, 4))) == (7, 3, 4)
    assert event_cards(Played(0, 5, 2, 1)) == (5,)
    assert event_cards(Replaced(0, 5, 6, 1)) == (5, 6)
    assert event_cards(Revealed(1, (8, 9))) == (8, 9)
    assert event_pops(ObstacleChanged(1, 2, -1)) == ((1, 2),)
    assert event_pops(Played(0, 5, 2, 1)) == ()
