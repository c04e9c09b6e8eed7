"""The colour-blind-safe option, tested by simulating protanopia, deuteranopia and tritanopia on
screenshots of the table: seat colours stay apart, and a legal target stands out from the
board under it by light and dark, in every kind of sight."""

from __future__ import annotations

import itertools
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.table.kit import theme  # noqa: E402
from game.table.kit.colours import KINDS, SAFE_SEATS, delta_e, simulate, simulate_surface  # noqa: E402

from .ui_helpers import make_app, start_table  # noqa: E402

SIGHTS = (None, *KINDS)
APART = 20.0  # ΔE: plainly different colours


def _luminance(c) -> float:
    return theme.luminance(c[:3])


def _contrast(a, b) -> float:
    hi, lo = sorted((_luminance(a), _luminance(b)), reverse=True)
    return (hi + 0.05) / (lo + 0.05)


def test_the_simulation_matches_known_points():
    assert simulate((255, 255, 255), "deuteranopia") == (255, 255, 255)
    assert simulate((0, 0, 0), "protanopia") == (0, 0, 0)
    red, green = (220, 40, 40), (40, 160, 40)
    assert delta_e(red, green) > 60
    assert delta_e(simulate(red, "deuteranopia"), simulate(green, "deuteranopia")) < delta_e(red, green) / 2


def test_the_safe_seat_colours_stay_apart_in_every_kind_of_sight():
    for sight in SIGHTS:
        seen = [c if sight is None else simulate(c, sight) for c in SAFE_SEATS[:3]]
        for a, b in itertools.combinations(seen, 2):
            assert delta_e(a, b) >= APART, (sight, a, b)


def _table(size, colour_blind: bool):
    app = make_app(size, colour_blind=colour_blind)
    _match, table = start_table(app, ("gaston", "lady-tremaine", "horned-king"), seed=5)
    app.scenes = [table]  # no curtain: the test looks at the table itself
    table.curtain_seat = None
    table._relayout()
    app.draw()
    return app, table


def _seat_colours(app, table) -> list[tuple]:
    """Each seat's colour as the screenshot shows it: the frame of its portrait."""
    out = []
    for seat in range(table.st.n):
        por = table.lay.zones[("portrait", seat)]
        out.append(tuple(app.screen.get_at((por.left, por.centery)))[:3])
    return out


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_seat_colours_on_a_screenshot_stay_apart_in_every_kind_of_sight(size):
    app, table = _table(size, colour_blind=True)
    shown = _seat_colours(app, table)
    assert shown == [theme.palette(p.villain)[0] for p in table.st.players]
    for sight in SIGHTS:
        shot = app.screen if sight is None else simulate_surface(app.screen, sight)
        # the same pixels, seen with that sight (read from the simulated screenshot)
        seen = [tuple(shot.get_at((table.lay.zones[("portrait", seat)].left,
                                   table.lay.zones[("portrait", seat)].centery)))[:3] for seat in range(table.st.n)]
        for a, b in itertools.combinations(seen, 2):
            assert delta_e(a, b) >= APART, (sight, seen)
    theme.colour_blind = False
    pygame.quit()


def test_without_the_option_the_villains_own_colours_show_and_protanopia_is_why_it_exists():
    app, table = _table((1600, 900), colour_blind=False)
    shown = _seat_colours(app, table)
    seen = [simulate(c, "protanopia") for c in shown]
    assert min(delta_e(a, b) for a, b in itertools.combinations(seen, 2)) < APART
    pygame.quit()


def test_a_legal_target_stands_out_by_light_and_dark_in_every_sight():
    app, table = _table((1600, 900), colour_blind=True)
    st = table.st
    seat = st.active
    loc = next(i for i in range(4) if i != st.players[seat].mover and not st.players[seat].villain.locations[i].locked)
    panel = table.lay.zones[("loc", seat, loc)]
    mover = table.lay.movers[seat]
    under = tuple(app.screen.get_at((panel.centerx, panel.top - 4)))[:3]  # the board, before
    def ev(kind, **kw):
        return pygame.event.Event(kind, **kw)

    app.handle(ev(pygame.MOUSEBUTTONDOWN, pos=mover.center, button=1))
    app.handle(ev(pygame.MOUSEMOTION, pos=(mover.centerx + 40, mover.centery + 40), rel=(1, 1), buttons=(1, 0, 0)))
    app.handle(ev(pygame.MOUSEMOTION, pos=panel.center, rel=(1, 1), buttons=(1, 0, 0)))
    app.draw()
    assert table.drag is not None and table.drag.targets
    band = []  # the outline's dark and light bands, a little outside the location
    for dy in range(2, 14):
        band.append(tuple(app.screen.get_at((panel.centerx, panel.top - dy)))[:3])
    for sight in SIGHTS:
        seen = [c if sight is None else simulate(c, sight) for c in band]
        base = under if sight is None else simulate(under, sight)
        assert max(_contrast(c, base) for c in seen) >= 3.0, (sight, seen, base)
        assert max(_contrast(a, b) for a, b in itertools.combinations(seen, 2)) >= 7.0, "dark against light"
    theme.colour_blind = False
    pygame.quit()


@pytest.mark.parametrize("colour_blind", [False, True])
def test_a_held_nickname_s_requirement_reads_on_its_owner_s_colour(colour_blind, monkeypatch):
    """What a San Villano Nickname asks for is read on its owner's colour at 4.5:1 or more
    (the dim grey on the Ghost Hare's grey was 2:1), and on the panel while nobody holds it."""
    from game.table.views.san_villano.drawing import nickname_colours

    monkeypatch.setattr(theme, "colour_blind", colour_blind)
    for owner in (None, 0, 1, 2, 3):
        bg, asks = nickname_colours(owner)
        assert _contrast(bg, asks) >= 4.5, (owner, bg, asks)
