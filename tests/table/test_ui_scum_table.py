"""Scum and Villainy at the table: Vehicles in Deep Space as extra locations (an engaged pair
one above the other and joined, an unengaged Hero Vehicle in its own column, marked), the
mover aboard an Ally Vehicle, the Ally Vehicles' own action symbols, and the marks the box
lays on cards and by the portrait, each part of the cached boards' key (so the kept layer
shows them the moment they change: the same pixels as drawing everything again)."""

from __future__ import annotations

import os
import random

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.match import Match, Seat  # noqa: E402
from game.games.villainous import villainous_setup  # noqa: E402
from game.table.app import App  # noqa: E402
from game.table.scenes import TitleScene  # noqa: E402
from game.table.views.villainous import scum  # noqa: E402
from game.table.views.villainous.helptext import legend_picture, rules_help  # noqa: E402
from game.table.views.villainous.showcase import SV, match_of, scum_position  # noqa: E402
from game.table.views.villainous.view import _token_lines, board_parts, compute_layout, draw_boards  # noqa: E402

from ..villainous.helpers import hero, iid  # noqa: E402
from .ui_helpers import (  # noqa: E402
    make_app,
    painted_whole_on,  # noqa: E402
    start_table,
)

CAD, SISTER, BOBA = 0, 1, 2


def _lay(st, size=(1920, 1080)):
    pygame.init()
    return compute_layout(st, size, viewer=0)


def test_an_engaged_hero_vehicle_stands_right_above_its_ally_vehicle():
    st = scum_position()
    lay = _lay(st)
    xanadu, gunship = iid(st, CAD, "xanadu-blood"), iid(st, CAD, "republic-gunship")
    assert lay.cards[gunship].centerx == lay.cards[xanadu].centerx
    assert lay.cards[gunship].bottom < lay.zones[("panel", CAD, 4)].top < lay.cards[xanadu].top
    assert (xanadu, gunship) in [(a, h) for a, h, _ in lay.vehicle_cols[CAD]]


def test_an_unengaged_hero_vehicle_has_a_column_of_its_own_and_lowers_the_draw_limit_shown():
    st = scum_position()
    lay = _lay(st)
    interceptor = iid(st, CAD, "jedi-interceptor")
    cols = lay.vehicle_cols[CAD]
    assert (-1, interceptor) in [(a, h) for a, h, _ in cols]
    xs = [lay.cards[c].x for c in (iid(st, CAD, "xanadu-blood"), interceptor)]
    assert xs[0] + lay.cards[interceptor].w <= xs[1]  # side by side, not stacked
    assert "Draws up to 3 cards" in _token_lines(st, CAD, big=True)
    assert "Draws to 3" in _token_lines(st, SISTER, big=False)  # The Ghost, alone


def test_an_ally_vehicle_shows_its_own_action_symbols_and_the_mover_aboard_stands_on_it():
    st = scum_position()
    lay = _lay(st)
    tie = iid(st, SISTER, "tie-advanced")
    syms = sorted(sym for (seat, i, row, _j), (sym, _r) in lay.symbols.items() if row == f"vehicle:{tie}")
    assert syms == ["gain2", "vanquish"]
    col = next(c for a, _, c in lay.vehicle_cols[SISTER] if a == tie)
    assert col.left <= lay.movers[SISTER].centerx <= col.right + lay.movers[SISTER].w // 2


def test_a_contacts_bounties_hang_below_it_with_their_progress_in_view():
    st = scum_position()
    lay = _lay(st)
    jabba, han = iid(st, BOBA, "jabba-the-hutt"), iid(st, BOBA, "bounty-han-solo")
    assert lay.attached_under[han] == jabba
    assert lay.cards[han].bottom - lay.cards[jabba].bottom >= lay.cards[jabba].h * 0.2
    assert scum.card_marks(st, BOBA, han) == (False, 0, (0,), 3)


def test_marks_on_cards_are_what_the_state_says():
    st = scum_position()
    bail, derrown, mace = (iid(st, CAD, k) for k in ("bail-organa", "derrown", "mace-windu"))
    assert scum.card_marks(st, CAD, bail) == (True, 0, (), 0)
    assert scum.card_marks(st, CAD, derrown) == (False, 1, (), 0)
    assert scum.card_marks(st, CAD, mace) == (True, -1, (), 0)
    assert scum.card_marks(st, None, bail) == ()  # a pile's card carries nothing


def test_the_trophies_by_each_portrait():
    st = scum_position()
    assert scum.trophies(st, st.players[CAD]) == ("target", 2, 5)
    assert scum.trophies(st, st.players[SISTER]) == ("rebel", 2, 3)
    assert scum.trophies(st, st.players[BOBA]) == ("bounty", 1, 4)


def _key_changes(st, change) -> set:
    lay = _lay(st)
    before = {k: p.key for k, p in board_parts(st, lay).items()}
    change(st)
    lay = _lay(st)
    after = {k: p.key for k, p in board_parts(st, lay).items()}
    return {k for k in before if before[k] != after.get(k)}


def _card_part(st, seat: int, c: int) -> tuple:
    """The part that draws card ``c`` (its own, or its holder's when it is attached)."""
    return next(k for k, p in board_parts(st, _lay(st)).items()
                if k[:2] == (seat, "card") and any(shown[0] == c for shown in p.key[1]))


def test_each_mark_is_in_the_key_of_the_part_that_draws_it():
    bail = lambda st: iid(st, CAD, "bail-organa")  # noqa: E731
    st = scum_position()
    bail_part = _card_part(st, CAD, bail(st))
    assert bail_part in _key_changes(scum_position(), lambda st: st.players[CAD].ext.marked.remove(bail(st)))
    assert bail_part in _key_changes(scum_position(), lambda st: st.players[CAD].ext.tokens.update({bail(st): 2}))
    assert (CAD, "portrait") in _key_changes(scum_position(), lambda st: setattr(st.players[CAD].ext, "collected", 3))
    han = lambda st: iid(st, BOBA, "bounty-han-solo")  # noqa: E731
    han_part = _card_part(st, BOBA, han(st))
    assert han_part in _key_changes(scum_position(), lambda st: st.players[BOBA].ext.progress.update(
        {han(st): (0, 1)}))
    # Deep Space is one part: its bands link the engaged Vehicles' cards through the panel
    assert (CAD, "loc", 4) in _key_changes(scum_position(), lambda st: st.players[CAD].ext.engaged.clear())


@pytest.mark.slow
def test_the_scum_board_layer_drawn_in_parts_is_the_board_drawn_whole_after_every_move():
    """A Scum and Villainy game through the table, random legal moves: after every move the
    kept layer (only changed parts drawn again) shows what drawing every board afresh shows."""
    app = App(size=(1600, 900), settings={"animation_speed": 0.0, "sound": False, "confirm_end_turn": False},
              headless=True)
    app.push(TitleScene(app))
    app.start_match(Match(villainous_setup(list(SV), [Seat("human"), Seat("bot", "random"), Seat("bot", "random")], 4)))
    table = app.table()
    rng = random.Random(5)
    for _ in range(120):
        if table.match.state.winner is not None:
            break
        acts = table.match.game.legal_actions()
        table.apply_plan((acts[rng.randrange(len(acts))],))
        table.bot_future = None
        app.draw()
        whole = pygame.Surface(app.screen.get_size())
        draw_boards(whole, table.st, table.lay, table.animator.moving())
        assert pygame.image.tobytes(table.static, "RGB") == pygame.image.tobytes(whole, "RGB")


def test_the_prepared_table_and_an_enlarged_bounty_fit_their_words_at_three_sizes():
    from game.table.kit import textfit

    for size in ((1920, 1080), (1280, 720), (3840, 2160)):
        app = App(size=size, settings={"animation_speed": 0.0, "sound": False}, headless=True)
        app.push(TitleScene(app))
        st = scum_position()
        app.start_match(match_of(st))
        textfit.record()
        try:
            app.step(1 / 60)
            app.draw()
            app.table().zoom = iid(st, BOBA, "bounty-han-solo")
            app.draw()
            assert textfit.OVERFLOWS == [], "\n".join(textfit.OVERFLOWS)
        finally:
            textfit.record(False)


def test_the_rules_help_has_the_boxs_page_and_a_picture_for_each_of_its_tokens():
    pages = dict(rules_help())
    page = pages["Scum and Villainy"]
    for key, name in scum.TOKEN_NAMES.items():
        assert f"- {name}: " in page, key
        assert legend_picture(name, 40) is not None, name


@pytest.mark.slow
def test_an_enlarged_bounty_lists_its_progress_requirements_marked_or_not():
    st = scum_position()
    han = iid(st, BOBA, "bounty-han-solo")
    assert scum.progress_lines(st, han) == [("Pay the Hunt.", True), ("An Ally at Cloud City Dining Room.", False),
                                            ("Defeat a Hero.", False)]
    assert scum.progress_lines(st, iid(st, BOBA, "jabba-the-hutt")) == []
    assert scum.progress_lines(st, iid(st, BOBA, "bounty-debtor")) == []  # completed: by the portrait
    app = App(size=(1600, 900), settings={"animation_speed": 0.0, "sound": False}, headless=True)
    app.push(TitleScene(app))
    app.start_match(match_of(st))
    table = app.table()
    table.zoom = han
    app.step(1 / 60)
    app.draw()
    r = table.zoom_rect(app.screen.get_size())
    panel = (r.centerx, r.bottom + int(10 * table.lay.s) + 4)
    assert app.screen.get_at(panel)[:3] == (24, 20, 20)  # the Progress panel, under the enlarged card
    table.zoom = iid(st, BOBA, "jabba-the-hutt")  # a Contact: no panel
    app.draw()
    assert app._to_present is not None  # painted in part: where the two large cards lie
    assert app.screen.get_at(panel)[:3] != (24, 20, 20)
    # the panel's place is painted again when the Bounty goes and comes back: the same
    # pixels as the frames painted whole
    ref = pygame.Surface(app.screen.get_size()).convert()
    for shown in (han, None, han, iid(st, BOBA, "jabba-the-hutt")):
        table.zoom = shown
        app.draw()
        painted_whole_on(table, ref)
        assert pygame.image.tobytes(ref, "RGB") == pygame.image.tobytes(app.screen, "RGB")


# --- Playing the box at the table -------------------------------------------------------------


def _sv_table(seed=7):
    from .test_ui_input import _table

    app, table, match = _table(villains=("cad-bane", "boba-fett"), seed=seed)
    return app, table


def _click(app, pos) -> None:
    from .test_ui_input import _ev, _frame, _press

    _press(app, pos)
    app.handle(_ev(pygame.MOUSEBUTTONUP, pos=pos, button=1))
    _frame(app)


def _ready(table, where: str, seat: int = CAD) -> None:
    from ..villainous.helpers import at

    at(table.match.state, where, seat, power=9)
    table.match.state.players[seat].ext.ambition = 5
    table.forget_seen()  # the match's state was set up by hand
    table.lay = None
    table.static = None


def test_clicking_an_ambition_symbol_anywhere_never_fails_and_at_the_mover_offers_the_ambition_actions():
    from ..villainous.helpers import set_hand

    app, table = _sv_table()
    st = table.match.state
    set_hand(st, CAD, "collect-the-bounty-1", "embo")
    hero(st, CAD, "mace-windu", "coruscant")
    st.players[CAD].ext.marked = [iid(st, CAD, "mace-windu")]
    _ready(table, "the-box")
    from .test_ui_input import _frame

    _frame(app)
    away = next(r for (seat, i, row, _j), (sym, r) in table.lay.symbols.items()
                if seat == CAD and sym == "ambition" and i == 3)  # Bora Vio: not the mover's
    _click(app, away.center)
    assert table.toast and table.toast_words().startswith("Play / Activate an Ambition Card")
    here = next(r for (seat, i, row, _j), (sym, r) in table.lay.symbols.items()
                if seat == CAD and sym == "ambition" and i == 2)
    _click(app, here.center)  # the only Ambition action: done at once
    assert st.players[CAD].ext.collected == 1 and st.players[CAD].ext.ambition == 5 - 1


def test_an_ambition_card_is_dragged_from_the_hand_like_any_other():
    from ..villainous.helpers import set_hand
    from .test_ui_input import _drag, _frame

    app, table = _sv_table()
    st = table.match.state
    set_hand(st, CAD, "moralo-eval")
    _ready(table, "bora-vio")
    _frame(app)
    card = dict(table.lay.hand)[iid(st, CAD, "moralo-eval")]
    _drag(app, card.center, table.lay.zones[("loc", CAD, 0)].center)
    assert iid(st, CAD, "moralo-eval") in st.players[CAD].vside[0]
    assert st.players[CAD].ext.ambition == 5 - st.table.defs[iid(st, CAD, "moralo-eval")].cost


def test_the_mover_dropped_on_an_ally_vehicle_goes_aboard_it():
    from ..villainous.sv_helpers import vehicle
    from .test_ui_input import _drag, _frame

    app, table = _sv_table()
    st = table.match.state
    xanadu = vehicle(st, CAD, "xanadu-blood")
    st.phase = "move"
    st.players[CAD].mover = 0
    st.legal_cache = None
    table.forget_seen()
    table.lay = None
    _frame(app)
    _drag(app, table.lay.movers[CAD].center, table.lay.cards[xanadu].center)
    assert st.players[CAD].ext.aboard == xanadu and st.players[CAD].mover == 4


def test_the_mover_stands_on_the_portrait_until_it_first_moves_and_may_go_to_the_first_location():
    """"Place your mover on the portrait": at turn 1 each mover is drawn on its portrait, and
    dragged from there onto the first location it goes there."""
    from .test_ui_input import _drag, _frame

    app, table = _sv_table()
    st = table.match.state
    _frame(app)
    lay = table.lay
    for seat in range(len(st.players)):
        assert lay.zones[("portrait", seat)].contains(lay.movers[seat])
    assert (CAD, "mover") in board_parts(st, lay)
    _drag(app, lay.movers[CAD].center, table.lay.zones[("panel", CAD, 0)].center)
    assert st.players[CAD].mover == 0
    assert table.lay.zones[("loc", CAD, 0)].contains(table.lay.movers[CAD])


def test_an_ally_vehicle_dragged_onto_a_hero_vehicle_engages_it():
    from ..villainous.sv_helpers import vehicle
    from .test_ui_input import _drag, _frame

    app, table = _sv_table()
    st = table.match.state
    xanadu = vehicle(st, CAD, "xanadu-blood")
    gunship = vehicle(st, CAD, "republic-gunship")
    _ready(table, "coruscant")  # Move / Maneuver
    _frame(app)
    _drag(app, table.lay.cards[xanadu].center, table.lay.cards[gunship].center)
    assert st.players[CAD].ext.engaged == {xanadu: gunship}
    _ready(table, "coruscant")
    _frame(app)
    _drag(app, table.lay.cards[xanadu].center, table.lay.cards[gunship].center)  # again: disengage
    assert st.players[CAD].ext.engaged == {}


def test_a_click_on_a_bounty_pays_its_hunt():
    from ..villainous.helpers import ally, attach
    from .test_ui_input import _frame, _table

    app, table, _match = _table(villains=("boba-fett", "cad-bane"), seed=7)
    st = table.match.state
    ally(st, 0, "jabba-the-hutt", "jabbas-palace")
    attach(st, 0, "bounty-rebel-spy", "jabba-the-hutt")
    _ready(table, "corellia", seat=0)
    _frame(app)
    bounty = iid(st, 0, "bounty-rebel-spy")
    r = table.lay.cards[bounty]
    _click(app, (r.centerx, r.bottom - 3))  # its strip under the Contact
    assert st.players[0].ext.hunted == (bounty,) and st.players[0].power == 9 - 3


def test_this_boxs_actions_are_named_in_words():
    from game.games.villainous.actions import Action
    from game.games.villainous.words import action_words

    st = scum_position()
    xanadu, gunship = iid(st, CAD, "xanadu-blood"), iid(st, CAD, "republic-gunship")
    assert action_words(st, Action("maneuver", xanadu, -1)) == "Maneuver: disengage Xanadu Blood"
    assert action_words(st, Action("maneuver", xanadu, gunship)) == "Maneuver: engage Xanadu Blood with Republic Gunship"
    assert action_words(st, Action("move", xanadu, 4)) == "Move aboard Xanadu Blood"
    assert action_words(st, Action("gain")) == "Collect Credits"
    assert action_words(st, Action("hunt", iid(st, BOBA, "bounty-han-solo"))) == "Hunt Bounty: Han Solo (3 Credits)"  # Hunt (3) again since the fourth balance session
    assert action_words(st, Action("ambition_activate", iid(st, CAD, "derrown"))) == "Activate Derrown (Ambition)"


def test_the_condition_under_a_mover_shows_from_under_it_and_may_be_read_large():
    st = scum_position()
    hope = iid(st, SISTER, "hope")
    lay = _lay(st)
    assert lay.cards[hope].colliderect(lay.movers[SISTER])
    app = App(size=(1600, 900), settings={"animation_speed": 0.0, "sound": False}, headless=True)
    app.push(TitleScene(app))
    app.start_match(match_of(st))
    table = app.table()
    assert table.may_show(hope)  # a Fate card played face up: public


def test_the_marks_on_a_card_paint_only_inside_their_area():
    """A card shown large with every mark (Target, Strength tokens, more of them than are
    drawn, Progress markers): nothing lies outside ``marks_area``, which a frame painting
    only what changed paints again when the large card moves."""
    pygame.init()
    for w, h in ((60, 84), (300, 420), (601, 840)):
        surf = pygame.Surface((2 * w + 200, 2 * h + 200), pygame.SRCALPHA)
        surf.fill((0, 0, 0, 0))
        r = pygame.Rect(100, 100, w, h)
        for marks in ((True, 5, {0, 2}, 4), (False, -2, set(), 3), (True, 0, set(), 0)):
            scum.draw_marks(surf, r, marks)
        area = scum.marks_area(r)
        painted = pygame.mask.from_surface(surf, 1).get_bounding_rects()
        assert painted and all(area.contains(b) for b in painted), (w, painted, area)


@pytest.mark.parametrize("lang", ["en", "pt"])
@pytest.mark.parametrize("size,scale", [((1280, 720), 1.0), ((1280, 720), 2.0), ((1920, 1080), 1.0)])
def test_the_mover_aboard_an_engaged_ally_vehicle_covers_neither_the_word_nor_the_mark(size, scale, lang,
                                                                                    monkeypatch):
    """Issue 47: Cad Bane's mover aboard Xanadu Blood (engaged with the Republic Gunship) stood
    over the "Engaged" word and the mark. It stands beside the mark, as tall as it, and the
    word above both."""
    st = scum_position()
    p = st.players[CAD]
    ds = next(i for i, loc in enumerate(p.villain.locations) if loc.key == "deep-space")
    ally = next(iter(p.ext.engaged))
    p.mover, p.ext.aboard = ds, ally
    said: list[pygame.Rect] = []
    real = scum.draw_fit

    def draw_fit(surf, kind, size_, words, colour, box, *a, **k):
        covered = real(surf, kind, size_, words, colour, box, *a, **k)
        if k.get("what") == "board: engaged":
            said.append(covered)
        return covered

    monkeypatch.setattr(scum, "draw_fit", draw_fit)
    app = App(size=size, settings={"animation_speed": 0.0, "sound": False, "ui_scale": scale, "language": lang},
              headless=True)
    app.start_match(match_of(st))
    app.step(1 / 60)
    app.draw()
    lay = app.table().lay
    mover = lay.movers[CAD]
    assert said and said[-1].w > 0, "the word is written"
    assert not said[-1].colliderect(mover), (said[-1], mover)
    col = next(c for a, _h, c in lay.vehicle_cols[CAD] if a == ally)
    low, words = scum.vehicle_marks(lay, CAD, col, lay.zones[("panel", CAD, ds)], True)
    assert not low.colliderect(mover) and not words.colliderect(mover) and col.contains(mover), (low, mover, col)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_the_engaged_word_is_read_where_its_column_holds_it_at_12_px(size, monkeypatch):
    """Issue 47: "Engaged" (and "Unengaged: draw 1 fewer") were begun at the column's own scale,
    8 px at 1280×720, where the column holds "Engaged" at 12: they are tried at the readable
    size first, and shrink only where the column is too narrow for it."""
    from game.table.kit.textfit import READABLE, layout_text

    drawn: dict[str, tuple] = {}
    real = scum.draw_fit

    def draw_fit(surf, kind, size_, words, colour, box, *a, **k):
        if k.get("what") in ("board: engaged", "board: unengaged"):
            drawn[k["what"]] = (kind, int(size_), words, box.w, box.h, k.get("wrap", False), k.get("max_lines", 99))
        return real(surf, kind, size_, words, colour, box, *a, **k)

    monkeypatch.setattr(scum, "draw_fit", draw_fit)
    app = App(size=size, settings={"animation_speed": 0.0, "sound": False}, headless=True)
    app.start_match(match_of(scum_position()))
    app.step(1 / 60)
    app.draw()
    assert set(drawn) == {"board: engaged", "board: unengaged"}
    sizes = {}
    for what, (kind, start, words, w, h, wrap, lines) in drawn.items():
        sizes[what] = layout_text(kind, start, words, w, h, 7, wrap, lines)[0]
        # begun at the readable size at least; drawn at the largest its box holds
        assert start >= READABLE, (what, start)
        assert sizes[what] == start or not layout_text(kind, sizes[what] + 1, words, w, h, sizes[what] + 1, wrap,
                                                       lines)[2], (what, sizes[what])
    assert sizes["board: engaged"] >= READABLE, sizes


def test_f1_in_a_scum_and_villainy_game_opens_the_rules_at_this_boxs_chapter():
    """F1 opened on "The game" ("Your board is your Realm: four locations in a row"), the
    Despicable Plots words, with the box's own chapter twenty pages on; Despicable Plots
    still opens on the first page."""
    import pygame as pg

    from game.table.helpscreens import RulesHelpScene

    for villains, first in ((SV[:2], "Scum and Villainy"), (("gaston", "lady-tremaine"), "The game")):
        app = make_app((1600, 900))
        start_table(app, villains)
        app.step(1 / 60)
        app.draw()
        app.handle(pg.event.Event(pg.KEYDOWN, key=pg.K_F1, mod=0, unicode=""))
        scene = app.top()
        assert isinstance(scene, RulesHelpScene)
        app.draw()  # the pages are laid out for the screen
        assert scene.pages[scene.page()][0] == first, (villains, scene.pages[scene.page()][0])
