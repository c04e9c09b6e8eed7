"""Reading the table (issue 11): plain words on every screen, text that fits its box at
every size, hover, tooltips, the UI scale, and the log surviving Continue and Load."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.match import Match, Seat  # noqa: E402
from game.games.villainous import (
    rules,  # noqa: E402
    villainous_setup,  # noqa: E402
)
from game.games.villainous.actions import Action, parse_action  # noqa: E402
from game.table.app import App, load_settings  # noqa: E402
from game.table.kit import textfit  # noqa: E402
from game.table.kit.menus import CurtainScene, GameOverScene, PauseScene
from game.table.loadscreen import LoadScene, ReplayScene, row_words  # noqa: E402
from game.table.saving import wait_for_loading  # noqa: E402
from game.table.scenes import SettingsScene, TitleScene
from game.table.views.villainous import (
    NewGameScene,  # noqa: E402
    art,  # noqa: E402
)
from game.table.views.villainous.table import HOVER_DELAY, action_place, option_label  # noqa: E402

from ..core.test_saves import played  # noqa: E402
from ..villainous.helpers import fate_top, hero, set_hand  # noqa: E402
from .ui_helpers import make_app  # noqa: E402

READING = {"ui_scale": 1.0}  # the reading sizes below are for the default UI scale


def _app(tmp_path, size=(1600, 900), **settings) -> App:
    return make_app(size, tmp_path / "saves", **{**READING, **settings})


def _render(app) -> None:
    app.step(1 / 60)
    app.draw()


def _ev(kind, **kw):
    return pygame.event.Event(kind, **kw)


def _won_match() -> Match:
    import json
    from pathlib import Path

    line = json.loads((Path(__file__).parent.parent / "data" / "win-lady-tremaine.json").read_text())
    m = Match(villainous_setup(line["villains"], [Seat("human"), Seat("bot", "normal")], line["seed"]))
    for move in line["moves"]:
        m.apply(move)
    return m


def _fate_table_with_overlays(app) -> None:
    """A table showing the Fate panel, a decision's answers, an enlarged card and a tooltip."""
    match = Match(villainous_setup(["gaston", "lady-tremaine", "horned-king"], [Seat("human")] * 3, 7))
    app.start_match(match)
    table = app.table()
    table.curtain_lifted(0)
    st = match.state
    hero(st, 1, "ball-gown-cinderella", "the-castle")
    fate_top(st, 1, "cinderella", "fairy-godmother")
    table.apply_plan((Action("move", -1, 2),))
    table.apply_plan((Action("fate", -1, 1),))
    table.curtain_lifted(0)
    app.scenes = [app.scenes[0], table]
    _render(app)
    table.mouse = table.lay.zones[("panel", 0, 0)].center
    table.zoom = st.players[0].hand[0]
    _render(app)
    table.zoom = None
    sym, r = next(iter(table.lay.symbols.values()))
    table.hover_symbol, table.hover_since = (sym, r), 0.0
    _render(app)


@pytest.mark.slow
@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
def test_every_text_fits_its_box_on_every_screen(tmp_path, size):
    """Opponent boards were cut off at 1280×720 ("Trapped tokens: 5 fr", "uldron: not
    claimed"), Load rows overflowed ("last played 2026" cut), card titles were cut ("Take Me
    Instea"). Every screen is drawn once at each size; no text may be cut."""
    app = _app(tmp_path, size)
    store = app.saves
    store.save(played(40))
    store.save(_won_match())
    art._FACES.clear()  # card faces are cached: draw them again, with the record on
    textfit.record(True)
    try:
        app.push(TitleScene(app))
        _render(app)
        for scene in (NewGameScene(app), SettingsScene(app), LoadScene(app)):
            app.scenes = [app.scenes[0], scene]
            _render(app)
        match = played(150)
        app.start_match(match)
        table = app.table()
        table.viewer = 0
        table.lay = None
        _render(app)
        for scene in (PauseScene(app, table), CurtainScene(app, table, 0)):
            app.scenes = [app.scenes[0], table, scene]
            _render(app)
        app.scenes = [app.scenes[0], ReplayScene(app, match)]
        _render(app)
        _fate_table_with_overlays(app)
        app.start_match(_won_match())
        _render(app)
        assert isinstance(app.top(), GameOverScene)
        _render(app)
        assert textfit.OVERFLOWS == [], "\n".join(textfit.OVERFLOWS)
    finally:
        textfit.record(False)


@pytest.mark.parametrize("scale", [0.8, 1.5, 2.0])
def test_the_table_at_other_ui_scales_fits_too(tmp_path, scale):
    app = _app(tmp_path, (1280, 720), ui_scale=scale)
    app.push(TitleScene(app))
    art._FACES.clear()  # card faces are cached: draw them again, with the record on
    textfit.record(True)
    try:
        for n in (0, 150):
            app.start_match(played(n))
            app.table().viewer = 0
            _render(app)
        assert textfit.OVERFLOWS == [], "\n".join(textfit.OVERFLOWS)
    finally:
        textfit.record(False)


def test_ui_scale_setting_enlarges_the_table_controls(tmp_path):
    sizes = {}
    for scale in (1.0, 2.0):
        app = _app(tmp_path, (1920, 1080), ui_scale=scale)
        app.push(TitleScene(app))
        app.start_match(played(20))
        _render(app)
        lay = app.table().lay
        sizes[scale] = (lay.log_rect.w, lay.prompt_rect.h, lay.buttons["end"].w)
    assert all(b > a for a, b in zip(sizes[1.0], sizes[2.0], strict=True))
    app = _app(tmp_path)
    settings = SettingsScene(app)
    app.push(settings)
    settings.cycle_scale()
    assert app.settings["ui_scale"] == 1.25


def test_ui_scale_is_read_back_within_80_to_200_percent(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"ui_scale": 5}')
    assert load_settings(path)["ui_scale"] == 2.0
    path.write_text('{"ui_scale": 0.1}')
    assert load_settings(path)["ui_scale"] == 0.8


def test_the_log_survives_continue_and_load(tmp_path):
    """After Continue the log was empty; it is rebuilt from the moves."""
    app = _app(tmp_path)
    app.push(TitleScene(app))
    match = played(60)
    app.saves.save(match)
    app.continue_game(app.saves.newest())
    wait_for_loading(app)  # saves load in the background
    table = app.table()
    assert len(table.log) > 40
    assert any("moves to" in line for line in table.log)
    assert not any("-" in line.split(":")[0] and "@" in line for line in table.log)


def test_buttons_and_undo_speak_plain_words(tmp_path):
    """"Move-ally wolves-2 @the-tavern" and "Undone: at the-music-room" become words."""
    app = _app(tmp_path)
    app.push(TitleScene(app))
    match = Match(villainous_setup(["gaston", "gaston"], [Seat("human"), Seat("human")], 7))
    app.start_match(match)
    table = app.table()
    app.top().ready()  # hot-seat: the first player is admitted by the curtain
    st = match.state
    move = next(a for a in rules.legal_actions(st) if a.verb == "move")
    assert option_label(st, move) == f"Move to {st.players[0].villain.locations[move.to].name}"
    table.apply_plan((move,))
    table.apply_plan((Action("gain"),))
    table.undo()
    assert table.log[-1] == "Undone: Gain Power."
    table.undo()
    assert table.log[-1] == f"Undone: Move to {st.players[0].villain.locations[move.to].name}."


def test_the_replay_caption_and_load_rows_speak_plain_words(tmp_path):
    app = _app(tmp_path)
    won = _won_match()
    app.saves.save(won)
    entry = app.saves.list()[0]
    words = " ".join(row_words(entry))
    assert "Lady Tremaine — Human" in words and "Gaston — Normal bot" in words
    assert f"Won by {won.state.players[won.state.winner].villain.name}" in words
    assert "P1" not in words and "P2" not in words and "(bot" not in words
    replay = ReplayScene(app, won)
    replay.index = 1
    cap = replay.caption()
    assert cap.startswith("Move 1 of ") and " — Lady Tremaine: Move to " in cap
    assert "-" not in cap.split(" — ", 1)[1]


def test_a_choice_naming_a_place_lights_that_place(tmp_path):
    app = _app(tmp_path)
    app.push(TitleScene(app))
    match = Match(villainous_setup(["gaston", "gaston"], [Seat("human"), Seat("human")], 7))
    app.start_match(match)
    move = next(a for a in rules.legal_actions(match.state) if a.verb == "move")
    assert action_place(match.state, move) == ("loc", 0, move.to)


def test_hovering_any_card_shows_it_large_beside_the_answers(tmp_path):
    """Hover (after about 300 ms) enlarges a card, hand cards too, and the large card never
    covers the cards a decision asks about."""
    app = _app(tmp_path)
    app.push(TitleScene(app))
    match = Match(villainous_setup(["gaston", "gaston"], [Seat("human"), Seat("bot", "random")], 7))
    app.start_match(match)
    table = app.table()
    _render(app)
    c, r = table.lay.hand[0]
    app.handle(_ev(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert table.hover_card == c
    table.hover_since -= HOVER_DELAY + 0.05  # the pointer has rested
    _render(app)
    assert table.zoom == c
    # a decision about two revealed Fate cards: the enlarged card stays clear of both
    fate_top(match.state, 1, "lumiere", "cogsworth")
    match.apply("move the-woods")
    match.apply("fate p2")
    table.lay = None
    _render(app)
    tray = [r for _, r in table.lay.tray]
    assert len(tray) == 2
    table.mouse = tray[0].midright
    zr = table.zoom_rect(app.screen.get_size())
    assert not any(zr.colliderect(t) for t in tray)


def test_action_symbols_have_tooltips(tmp_path):
    app = _app(tmp_path)
    app.push(TitleScene(app))
    app.start_match(Match(villainous_setup(["gaston", "gaston"], [Seat("human"), Seat("bot", "random")], 7)))
    table = app.table()
    _render(app)
    sym, r = next(v for v in table.lay.symbols.values() if v[0] == "vanquish")
    app.handle(_ev(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert table.hover_symbol == (sym, r)
    table.hover_since -= HOVER_DELAY + 0.05
    before = app.screen.copy()
    _render(app)
    assert pygame.image.tobytes(app.screen, "RGB") != pygame.image.tobytes(before, "RGB")


def test_the_fate_panel_says_what_was_played_and_why_a_card_was_not(tmp_path):
    app = _app(tmp_path)
    app.push(TitleScene(app))
    match = Match(villainous_setup(["gaston", "lady-tremaine"], [Seat("human"), Seat("human")], 7))
    app.start_match(match)
    table = app.table()
    st = match.state
    hero(st, 1, "ball-gown-cinderella", "the-castle")
    fate_top(st, 1, "cinderella", "gus")
    set_hand(st, 1)
    table.apply_plan((Action("move", -1, 2),))
    table.apply_plan((Action("fate", -1, 1),))
    while st.prompt is not None and match.state.prompt.kind == "location":
        table.apply_plan((st.prompt.options[0],))
        st = match.state
    assert table.fate_panel and table.fate_story.done
    lines = table.fate_story.lines(match.state)
    assert "Cinderella: discarded — cannot be played: Ball Gown Cinderella is in play" in lines
    assert any(line.startswith("Gus: played at ") for line in lines)
    assert "Cinderella cannot be played: Ball Gown Cinderella is in play." in table.log
    _render(app)


def test_the_fate_panel_says_where_a_hero_moved_after_it_was_played(tmp_path):
    """Lumiere played at The Tavern by a Fate action, then moved by his own text to The Woods:
    the panel stays while his text resolves and says where he went; the next move of the
    turn puts it away (issue 47)."""
    app = _app(tmp_path, (1280, 720))
    app.push(TitleScene(app))
    match = Match(villainous_setup(["lady-tremaine", "gaston"], [Seat("human"), Seat("bot", "random")], 7))
    app.start_match(match)
    table = app.table()
    fate_top(match.state, 1, "lumiere", "cogsworth")
    for move in ("move the-castle", "fate p2", "pick lumiere", "at the-tavern", "pick lumiere"):
        table.apply_plan((parse_action(match.state, move),))
        assert table.fate_panel or move == "move the-castle", move
    table.apply_plan((parse_action(match.state, "at the-woods"),))
    assert table.fate_panel and table.fate_story.done
    assert "Lumiere: played at The Tavern, then moved to The Woods" in table.fate_story.lines(match.state)
    _render(app)
    table.apply_plan((next(a for a in rules.legal_actions(match.state) if a.verb == "gain"),))
    assert not table.fate_panel


def test_a_bots_fate_stays_on_the_panel_until_the_player_moves(tmp_path):
    """A bot's Fate action says which card it played and which it discarded, and the panel
    stays while the bots play on."""
    app = _app(tmp_path)
    app.push(TitleScene(app))
    match = Match(villainous_setup(["gaston", "gaston"], [Seat("bot", "random"), Seat("human")], 7))
    app.start_match(match)
    table = app.table()
    fate_top(match.state, 1, "lumiere", "cogsworth")
    table.apply_plan((Action("move", -1, 2),))
    table.apply_plan((Action("fate", -1, 1),))
    while match.state.prompt is not None and rules.current_player(match.state) == 0:
        table.apply_plan((match.state.prompt.options[0],))
    assert table.fate_panel and table.fate_story.done
    lines = table.fate_story.lines(match.state)
    assert lines[0] == "Gaston’s Fate action against Gaston"
    assert sum(": played at " in line for line in lines) == 1 and sum(": discarded" in line for line in lines) == 1
    table.apply_plan((Action("end"),))  # the bot plays on: the panel stays
    assert table.fate_panel
    table.apply_plan((next(a for a in rules.legal_actions(match.state) if a.verb == "move"),))  # the player moves
    assert not table.fate_panel


def test_short_answers_get_their_buttons(tmp_path):
    """"Gus" was too short a label and its button was never drawn."""
    app = _app(tmp_path, (1280, 720))
    app.push(TitleScene(app))
    match = Match(villainous_setup(["gaston", "lady-tremaine"], [Seat("human"), Seat("bot", "random")], 7))
    fate_top(match.state, 1, "gus", "glass-slipper-room")
    match.apply("move the-woods")
    match.apply("fate p2")
    app.start_match(match)
    _render(app)
    assert {"Gus", "Glass Slipper"} <= {b.label for b in app.table().buttons}


def test_the_replay_log_ends_with_the_move_shown(tmp_path):
    """The replay's log column cut its newest lines when the column was full."""
    app = _app(tmp_path, (1280, 720))
    match = played(150)
    replay = ReplayScene(app, match)
    replay.index = len(match.moves)
    _, _, shown = replay.log_shown((1280, 720))
    last = replay._log_at(replay.index)[-1]
    assert last.endswith(shown[-1])


def test_the_fate_panels_sheet_painted_again_shows_only_the_new_story(tmp_path):
    """The sheet of the last story is painted over when the new one is the same size: nothing
    of the old story may show through."""
    app = _app(tmp_path)
    app.push(TitleScene(app))
    match = Match(villainous_setup(["gaston", "gaston"], [Seat("bot", "random"), Seat("human")], 7))
    app.start_match(match)
    table = app.table()
    fate_top(match.state, 1, "lumiere", "cogsworth")
    table.apply_plan((Action("move", -1, 2),))
    table.apply_plan((Action("fate", -1, 1),))
    _render(app)
    fresh = table._fate_panel_image()[1]
    fresh_pixels = pygame.image.tobytes(fresh, "RGBA")
    old = fresh.copy()
    old.fill((200, 30, 30, 255))  # the last story's pixels, everywhere on the sheet
    table._fate_panel_kept = (("the last story",), old)
    again = table._fate_panel_image()[1]
    assert again is old  # the same sheet, painted over
    assert pygame.image.tobytes(again, "RGBA") == fresh_pixels


def test_the_card_enlarged_under_a_resting_pointer_is_the_one_under_it_after_the_board_turns(tmp_path):
    """The pointer rests on an Ally of the Realm shown large; the board turns to the other
    Realm (its turn, a Fate action) with the pointer not moved: the enlarged card is what is
    under the pointer now, not the Ally of the Realm no longer shown large."""
    from ..villainous.helpers import ally

    app = _app(tmp_path, size=(1280, 720))
    app.push(TitleScene(app))
    match = Match(villainous_setup(["gaston", "lady-tremaine"], [Seat("human"), Seat("bot", "random")], 7))
    app.start_match(match)
    table = app.table()
    mine = ally(match.state, 0, "wolves-1", "the-tavern")
    table.forget_seen()
    table.lay = None
    _render(app)
    r = table.lay.cards[mine]
    app.handle(_ev(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)))
    table.hover_since -= HOVER_DELAY + 0.05
    _render(app)
    assert table.zoom == mine
    table.focus_override = 1  # the board turns to Lady Tremaine's Realm
    table.lay = None
    _render(app)
    assert table.lay.cards.get(mine) is None or not table.lay.cards[mine].collidepoint(r.center)
    assert table.hover_card != mine and table.zoom != mine
    assert table.hover_card == table._card_at(r.center)


def test_the_game_chooser_grows_with_the_ui_scale_and_keeps_its_cards_in_the_window(tmp_path):
    """Choose a game (and Learn to play's chooser) at 200 %: its words are larger than at
    100 % (they were the same 15 px at 1280×720), its cards still above Back, in the window."""
    from game.table.scenes import GameChooserScene
    from game.table.views import offered

    scales = {}
    for ui in (1.0, 2.0):
        app = _app(tmp_path, size=(1280, 720), ui_scale=ui)
        chooser = GameChooserScene(app, offered())
        app.push(chooser)
        _render(app)
        scales[ui] = chooser.scale(app.screen.get_size())
        back = chooser.widgets[-1].rect
        for _key, r in chooser.cards:
            assert app.screen.get_rect().contains(r) and r.bottom <= back.top, (ui, r, back)
    assert scales[2.0] >= 1.2 * scales[1.0], scales
