"""Every screen renders headless (SDL's dummy driver), and the table plays by mouse events."""

from __future__ import annotations

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.match import Match, Seat  # noqa: E402
from game.core.saves import SaveStore  # noqa: E402
from game.games.villainous import (
    rules,  # noqa: E402
    villainous_setup,  # noqa: E402
)
from game.table.app import App  # noqa: E402
from game.table.kit.menus import CurtainScene, GameOverScene, PauseScene
from game.table.loadscreen import LoadScene, ReplayScene  # noqa: E402
from game.table.saving import wait_for_loading  # noqa: E402
from game.table.scenes import SettingsScene, TitleScene
from game.table.views.villainous import NewGameScene  # noqa: E402

from ..core.test_saves import played  # noqa: E402
from .ui_helpers import make_app, start_table  # noqa: E402


def _app(tmp_path, size=(1600, 900)) -> App:
    return make_app(size, SaveStore(tmp_path / "saves"))


def _not_blank(surf: pygame.Surface) -> None:
    colours = {surf.get_at((x, y))[:3] for x in range(0, surf.get_width(), 97) for y in range(0, surf.get_height(), 61)}
    assert len(colours) >= 4, "the screen looks blank"


def _render(app) -> None:
    app.step(1 / 60)
    app.draw()
    _not_blank(app.screen)


def _ev(kind, **kw):
    return pygame.event.Event(kind, **kw)


def test_every_screen_renders(tmp_path):
    app = _app(tmp_path)
    app.push(TitleScene(app))
    _render(app)
    app.saves.save(played(30))
    app.scenes = [TitleScene(app)]
    _render(app)  # with Continue and Load enabled
    for scene in (NewGameScene(app), SettingsScene(app), LoadScene(app)):
        app.scenes = [TitleScene(app), scene]
        _render(app)
    match = played(80)
    app.start_match(match)
    table = app.table()
    _render(app)
    for scene in (PauseScene(app, table), CurtainScene(app, table, 0)):
        app.scenes = [app.scenes[0], table, scene]
        _render(app)
    app.scenes = [app.scenes[0], ReplayScene(app, match)]
    _render(app)
    app.scenes[-1].handle(_ev(pygame.KEYDOWN, key=pygame.K_LEFT, mod=0, unicode=""))
    _render(app)


def test_game_over_screen(tmp_path):
    line = json.loads((__import__("pathlib").Path(__file__).parent.parent / "data" / "win-gaston.json").read_text())
    app = _app(tmp_path)
    app.push(TitleScene(app))
    match = Match(villainous_setup(line["villains"], [Seat("human"), Seat("human")], line["seed"]))
    for m in line["moves"]:
        match.apply(m)
    app.start_match(match)
    for _ in range(3):
        _render(app)
    assert isinstance(app.top(), GameOverScene)


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080), (3840, 2160)])
def test_full_three_player_mid_game_table_renders_at_every_size(tmp_path, size):
    app = _app(tmp_path, size)
    app.push(TitleScene(app))
    app.start_match(played(150))
    table = app.table()
    table.viewer = 0
    _render(app)
    lay = table.lay
    assert len(lay.boards) == 3
    assert lay.boards[lay.focus].big
    for seat, place in lay.boards.items():
        assert app.screen.get_rect().contains(place.rect), seat


def _table(tmp_path, villains=("gaston", "lady-tremaine"), seats=None):
    app = make_app((1600, 900), tmp_path / "saves", title=True)
    match, table = start_table(app, villains, seats, 7)
    _render(app)
    return app, table, match


def _drag(app, a, b) -> None:
    app.handle(_ev(pygame.MOUSEMOTION, pos=a, rel=(0, 0), buttons=(0, 0, 0)))
    app.handle(_ev(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    app.handle(_ev(pygame.MOUSEMOTION, pos=((a[0] + b[0]) // 2, (a[1] + b[1]) // 2), rel=(1, 1), buttons=(1, 0, 0)))
    app.handle(_ev(pygame.MOUSEMOTION, pos=b, rel=(1, 1), buttons=(1, 0, 0)))
    _render(app)
    app.handle(_ev(pygame.MOUSEBUTTONUP, pos=b, button=1))
    _render(app)


def test_dragging_the_mover_onto_a_location_moves_it(tmp_path):
    app, table, match = _table(tmp_path)
    lay = table.lay
    _drag(app, lay.movers[0].center, lay.zones[("panel", 0, 2)].center)
    assert match.moves == ["move the-woods"]


def test_illegal_drop_glides_back_with_the_reason(tmp_path):
    app, table, match = _table(tmp_path)
    lay = table.lay
    _drag(app, lay.movers[0].center, lay.zones[("panel", 0, 0)].center)
    assert match.moves == []
    assert table.toast and "different location" in table.toast_words()


def test_legal_targets_light_up_while_dragging(tmp_path):
    app, table, match = _table(tmp_path)
    lay = table.lay
    a = lay.movers[0].center
    app.handle(_ev(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
    app.handle(_ev(pygame.MOUSEMOTION, pos=(a[0] + 40, a[1]), rel=(1, 1), buttons=(1, 0, 0)))
    assert set(table.drag.targets) == {("loc", 0, 1), ("loc", 0, 2), ("loc", 0, 3)}
    app.handle(_ev(pygame.MOUSEBUTTONUP, pos=a, button=1))


def test_a_card_dragged_from_hand_onto_a_location_is_played(tmp_path):
    from ..villainous.helpers import set_hand

    app, table, match = _table(tmp_path)
    match.apply("move the-woods")
    match.apply("gain")
    set_hand(match.state, 0, "wolves-1", "temper")
    table.lay = None
    _render(app)
    lay = table.lay
    wolves = match.state.table.by_label[0]["wolves-1"]
    _drag(app, dict(lay.hand)[wolves].center, lay.zones[("panel", 0, 1)].center)
    assert match.moves[-1] == "play wolves-1 @the-tavern"
    assert wolves in match.state.players[0].vside[1]


def test_clicking_an_action_symbol_performs_it(tmp_path):
    app, table, match = _table(tmp_path)
    match.apply("move the-woods")
    table.lay = None
    _render(app)
    r = next(r for (seat, i, row, j), (sym, r) in table.lay.symbols.items() if seat == 0 and sym == "gain2" and i == 2)
    app.handle(_ev(pygame.MOUSEBUTTONDOWN, pos=r.center, button=1))
    app.handle(_ev(pygame.MOUSEBUTTONUP, pos=r.center, button=1))
    assert match.moves[-1] == "gain" and match.state.players[0].power == 2


def test_prompt_answers_are_clicked_on_the_table(tmp_path):
    from ..villainous.helpers import fate_top

    app, table, match = _table(tmp_path, villains=("gaston", "gaston"))
    fate_top(match.state, 1, "lumiere", "cogsworth")
    match.apply("move the-woods")
    match.apply("fate p2")
    table.lay = None
    _render(app)
    assert match.state.prompt is not None
    c, r = table.lay.tray[0]
    app.handle(_ev(pygame.MOUSEBUTTONDOWN, pos=r.center, button=1))
    app.handle(_ev(pygame.MOUSEBUTTONUP, pos=r.center, button=1))
    assert match.moves[-1] == "pick lumiere"
    # then the Hero's location: a click on a highlighted location
    r = table.lay.zones[("loc", 1, 3)]
    app.handle(_ev(pygame.MOUSEBUTTONDOWN, pos=(r.centerx, r.bottom - 5), button=1))
    app.handle(_ev(pygame.MOUSEBUTTONUP, pos=(r.centerx, r.bottom - 5), button=1))
    assert match.moves[-1] == "at beasts-castle"


def test_hot_seat_curtain_hides_hands_between_human_turns(tmp_path):
    app, table, match = _table(tmp_path, seats=[Seat("human"), Seat("human")])
    assert isinstance(app.top(), CurtainScene) and table.viewer == -1  # even before the first turn
    app.top().ready()
    assert table.viewer == 0
    table.apply_plan((rules.legal_actions(match.state)[0],))  # move
    table.apply_plan((next(a for a in rules.legal_actions(match.state) if a.verb == "end"),))
    assert isinstance(app.top(), CurtainScene)
    assert table.viewer == -1
    _render(app)
    app.top().ready()
    assert table.viewer == 1


def test_a_bot_plays_its_turn_off_the_ui_thread(tmp_path):
    app, table, match = _table(tmp_path, seats=[Seat("bot", "random"), Seat("human")])
    for _ in range(200):
        _render(app)
        if rules.current_player(match.state) == 1:
            break
        import time

        time.sleep(0.01)
    assert rules.current_player(match.state) == 1
    assert match.moves  # the bot moved and ended its turn


def test_undo_from_the_table(tmp_path):
    app, table, match = _table(tmp_path)
    table.apply_plan((next(a for a in rules.legal_actions(match.state) if a.verb == "move"),))
    app.handle(_ev(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z"))
    assert match.moves == []
    app.handle(_ev(pygame.KEYDOWN, key=pygame.K_y, mod=pygame.KMOD_CTRL, unicode="y"))
    assert len(match.moves) == 1


def test_autosave_after_every_move(tmp_path):
    app, table, match = _table(tmp_path)
    table.apply_plan((rules.legal_actions(match.state)[0],))
    app.flush_saves()  # the autosave thread writes it: wait for it, as leaving the table does
    entries = app.saves.list()
    assert entries and entries[0].villains == ["gaston", "lady-tremaine"]


@pytest.mark.slow
def test_smoke_command():
    import subprocess
    import sys

    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy")
    res = subprocess.run([sys.executable, "-m", "game", "--smoke"], capture_output=True, text=True, env=env,
                         timeout=120)
    assert res.returncode == 0, res.stderr
    assert "smoke: ok" in res.stdout


def test_a_crash_is_logged_and_the_player_told_where(monkeypatch, capsys):
    from game.table import app as app_module
    from game.table import run

    def boom(self):
        raise RuntimeError("something broke")

    monkeypatch.setattr(app_module.App, "run", boom)
    assert run.play() == 1
    err = capsys.readouterr().err
    assert "A report was written to:" in err
    logs = list(run.logs_dir().glob("crash-*.log"))
    assert logs and "something broke" in logs[-1].read_text()


def test_load_screen_opens_a_save_and_shows_why_a_broken_one_is_refused(tmp_path):
    from game.table.loadscreen import LoadScene
    from game.table.views.villainous.table import TableScene

    app = _app(tmp_path)
    app.push(TitleScene(app))
    app.saves.save(played(20))
    (app.saves.folder / "broken.json").write_text("{ not json")
    scene = LoadScene(app)
    app.push(scene)
    _render(app)
    broken = next(i for i, e in enumerate(scene.entries) if e.id == "broken")
    good = next(i for i, e in enumerate(scene.entries) if e.id != "broken")
    scene.select(broken)
    assert scene.entries[broken].error
    scene.select(good)
    scene.open()
    wait_for_loading(app)
    assert isinstance(app.top(), TableScene)
    assert (app.saves.folder / "broken.json").read_text() == "{ not json"
