"""The San Villano table view: the view contract, every screen renders headless, the table
plays by mouse events (a legal drop, a refused drop with its reason, answers on the bar, undo),
bots play a whole game to the Game over screen, and the solo game shows its target."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.match import Match, Seat, Setup  # noqa: E402
from game.core.saves import SaveStore  # noqa: E402
from game.games.san_villano import rules  # noqa: E402
from game.table.app import App  # noqa: E402
from game.table.views import game_view  # noqa: E402

from ..table.ui_helpers import make_app, start_table  # noqa: E402

CONTRACT = ("TITLE", "SUBTITLE", "NewGameScene", "TableScene", "BOT_KINDS", "make_bot", "describe", "notation_words",
            "current_player", "seat_name", "winner_words", "save_summary", "draw_preview", "hand_lines", "rules_help")


def _app(tmp_path, size=(1600, 900)) -> App:
    return make_app(size, SaveStore(tmp_path / "saves"), game="san_villano")


def _render(app) -> None:
    app.step(1 / 60)
    app.draw()
    surf = app.screen
    colours = {surf.get_at((x, y))[:3] for x in range(0, surf.get_width(), 97) for y in range(0, surf.get_height(), 61)}
    assert len(colours) >= 4, "the screen looks blank"


def _ev(kind, **kw):
    return pygame.event.Event(kind, **kw)


def _table(app, seats=None, seed=7, **options):
    _match, table = start_table(app, seats=seats or [Seat("human"), Seat("human")], seed=seed,
                                game="san-villano", **options)
    _render(app)
    return table


def _drag(app, start, end) -> None:
    app.handle(_ev(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
    app.handle(_ev(pygame.MOUSEMOTION, pos=((start[0] + end[0]) // 2, (start[1] + end[1]) // 2), rel=(0, 0),
                   buttons=(1, 0, 0)))
    app.handle(_ev(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    app.handle(_ev(pygame.MOUSEBUTTONUP, button=1, pos=end))


def _start(app, table) -> None:
    """Both organizations take their starting resources from the bar (key 1)."""
    while table.st.stack and table.st.stack[-1]["kind"] == "start":
        app.handle(_ev(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1"))
        _render(app)


def test_the_view_exports_the_whole_contract():
    view = game_view("san_villano")
    for name in CONTRACT:
        assert hasattr(view, name), name
    assert view.BOT_KINDS == ("random", "easy", "normal", "hard")
    pages = view.rules_help()
    legend = [line for _t, text in pages for line in text.split("\n") if line.startswith("- ")]
    pygame.init()  # the shell's window is open when it asks for legend pictures
    for name in ("Clue", "Fire", "Tracking token", "Focus chip"):
        pic = view.legend_picture(name, 32)
        assert pic.get_size() == (32, 32) and pic.get_bounding_rect().w > 10
    for icon in ("Clue", "Money", "Clue or Money", "Prepare", "Ability", "Recruit", "Track", "Laurel", "Strategist",
                 "Confront", "Move 3", "Move 5", "Question mark", "Fire", "Tracking token", "Guard token",
                 "Focus chip", "Weakness chip"):
        assert any(line.startswith(f"- {icon}") for line in legend), icon


def test_words_of_the_contract():
    from game.games.san_villano import Game

    view = game_view("san_villano")
    g = Game.new(2, 3)
    st = g.state
    assert view.current_player(st) == rules.current_player(st)
    assert view.seat_name(st, 0) == "Red Fist"
    assert view.winner_words(st) is None
    a = g.legal_actions()[0]
    assert view.notation_words(st, a) == view.notation_words(st, a.text())
    assert "Red Fist" in view.hand_lines(st, False)[0]
    first, second = view.save_summary({"seats": [{"kind": "human"}, {"kind": "bot", "level": "hard"}],
                                       "options": {}, "round": 3})
    assert "Ghost Hare (hard bot)" in first and second == "Round 3 of 11"
    assert view.save_summary({"seats": "junk", "options": None}) == ("San Villano", "In progress")


def test_every_screen_renders(tmp_path):
    """Every screen draws; F1 at the table opens the rules help every table opens (the kit's,
    with its contents list; San Villano's own had Previous and Next only), at this game's
    pages with their legend pictures, and F1 again goes back to the table."""
    from game.table.helpscreens import RulesHelpScene

    app = _app(tmp_path)
    view = app.view
    app.push(view.NewGameScene(app))
    _render(app)
    table = _table(app)
    app.handle(_ev(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    help_scene = app.top()
    assert isinstance(help_scene, RulesHelpScene)
    assert [t for t, _b in help_scene.pages] == [t for t, _b in view.rules_help()]
    assert help_scene.picture is view.legend_picture
    for _ in range(len(view.rules_help())):
        _render(app)
        app.handle(_ev(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    assert help_scene.contents.rows, "the contents list the topics"
    app.handle(_ev(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    assert app.top() is table
    surf = pygame.Surface((800, 450))
    view.draw_preview(surf, table.st)


@pytest.mark.parametrize("size", [(1280, 720), (1600, 900), (1920, 1080), (1024, 640)])
def test_table_renders_at_every_size(tmp_path, size):
    app = _app(tmp_path, size)
    _table(app, [Seat("human"), Seat("bot", "random"), Seat("bot", "random"), Seat("bot", "random")], seed=3)


def test_drag_an_agent_onto_a_location_and_answer_on_the_bar(tmp_path):
    app = _app(tmp_path)
    table = _table(app)
    _start(app, table)
    seat = rules.current_player(table.st)
    agent = table.lay.movers[(seat, 0)].center
    target = table.lay.locations["banca-de-jornal"].center
    _drag(app, agent, target)
    _render(app)
    assert table.st.orgs[seat].agents[0] == "banca-de-jornal"
    assert table.st.stack[-1]["kind"] == "activate"
    clue = table.st.orgs[seat].clue
    app.handle(_ev(pygame.KEYDOWN, key=pygame.K_1, mod=0, unicode="1"))  # "Take a clue"
    _render(app)
    assert table.st.orgs[seat].clue == clue + 1


def test_refused_drop_says_why_and_nothing_changes(tmp_path):
    app = _app(tmp_path)
    table = _table(app)
    _start(app, table)
    seat = rules.current_player(table.st)
    moves = len(table.match.moves)
    agent = table.lay.movers[(seat, 0)].center
    facedown = table.lay.cells["a1"].center  # a Winter card, face down
    _drag(app, agent, facedown)
    _render(app)
    assert len(table.match.moves) == moves
    assert table.toast is not None and table.toast_words()


def test_undo_within_the_turn(tmp_path):
    app = _app(tmp_path)
    table = _table(app)
    _start(app, table)
    seat = rules.current_player(table.st)
    _drag(app, table.lay.movers[(seat, 0)].center, table.lay.locations["banca-de-jornal"].center)
    _render(app)
    assert table.match.can_undo(seat)
    app.handle(_ev(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode="z"))
    _render(app)
    assert table.st.orgs[seat].agents[0] == "home"


def test_bots_play_to_the_game_over_screen(tmp_path):
    from game.table.views.san_villano.help import SanVillanoGameOver

    app = _app(tmp_path)
    table = _table(app, [Seat("bot", "random"), Seat("bot", "random")], seed=5)
    for _ in range(5000):
        if table.bot_future is not None:
            table.bot_future.result()
        app.step(1 / 60)
        if isinstance(app.top(), SanVillanoGameOver):
            break
    assert table.st.phase == "over"
    _render(app)
    assert app.view.winner_words(table.st)[0].endswith(("wins!", "victory!"))


def test_solo_shows_the_target_at_the_end(tmp_path):
    from game.games.san_villano import Game

    view = game_view("san_villano")
    g = Game.new(1, 4, {"bots": 1, "target": 25})
    from game.games.san_villano.bots import RandomBot, play

    play(g, [RandomBot(1), RandomBot(2)])
    head, line = view.winner_words(g.state)
    assert "target 25" in line


def test_new_game_screen_starts_solo(tmp_path):
    app = _app(tmp_path)
    scene = app.view.NewGameScene(app)
    app.push(scene)
    _render(app)
    scene.more()  # 3 seats: you against two bot organizations
    scene.cycle_option("solo_target")
    _render(app)
    scene.start()
    table = app.table()
    from game.games.san_villano.solo import DEFAULT_TARGET

    assert table.match.setup.options == {"solo_target": DEFAULT_TARGET[2]}
    assert [s.kind for s in table.match.setup.seats] == ["human", "bot", "bot"]
    assert table.st.options["solo"]["bots"] == [1, 2]


def test_new_game_screen_offers_the_setup_fires_balance_rule_off_by_default(tmp_path):
    """The rulebook's setup unless the balance option is chosen; the choice is recorded in the setup
    (and so in the save) and remembered for the next New game screen."""
    app = _app(tmp_path)
    scene = app.view.NewGameScene(app)
    app.push(scene)
    _render(app)
    assert any("Two Fires at setup: off" in w.label for w in scene.widgets)
    scene.start()
    assert app.table().match.setup.options == {"setup_fires": False} and not app.table().st.fire_at
    scene = app.view.NewGameScene(app)
    app.push(scene)
    scene.cycle_option("setup_fires")
    _render(app)
    assert any("Two Fires at setup: on" in w.label for w in scene.widgets)
    scene.start()
    assert app.table().match.setup.options == {"setup_fires": True} and len(app.table().st.fire_at) == 2
    assert app.view.NewGameScene(app).options["setup_fires"] is True
    scene = app.view.NewGameScene(app)
    scene.more()
    app.push(scene)
    _render(app)
    assert not any("Two Fires" in w.label for w in scene.widgets)  # 3 organizations: the rulebook's setup only


def test_load_screen_and_replay_of_a_san_villano_game(tmp_path):
    """A saved San Villano game is listed with its summary and preview, and replays."""
    from game.games.san_villano.bots import RandomBot
    from game.table.loadscreen import LoadScene, ReplayScene

    app = _app(tmp_path)
    match = Match(Setup.of("san-villano", [Seat("human"), Seat("bot", "easy")], 9))
    bot = RandomBot(3)
    for _ in range(60):
        match.apply(bot.choose(match.game, match.game.current_player()))
    app.saves.save(match)
    app.push(LoadScene(app))
    _render(app)
    replay = ReplayScene(app, match)
    app.push(replay)
    _render(app)
    for key in (pygame.K_LEFT, pygame.K_LEFT, pygame.K_HOME):
        app.handle(_ev(pygame.KEYDOWN, key=key, mod=0, unicode=""))
        _render(app)


def test_the_strategist_reveals_by_clicking_a_face_down_card(tmp_path):
    """A prompt that names places is answered by clicking them: the lit face-down cell."""
    from game.games.san_villano.bots import RandomBot

    app = _app(tmp_path)
    match = Match(Setup.of("san-villano", [Seat("human"), Seat("human")], 12))
    bot = RandomBot(5)
    while not (match.state.stack and match.state.stack[-1]["kind"] == "reveal"):
        match.apply(bot.choose(match.game, match.game.current_player()))
    app.start_match(match)
    table = app.table()
    _render(app)
    lit = [t for t in table._lit() if t[0] == "cell"]
    assert lit
    before = len(table.st.revealed)
    pos = table.lay.cells[lit[0][1]].center
    app.handle(_ev(pygame.MOUSEBUTTONDOWN, button=1, pos=pos))
    app.handle(_ev(pygame.MOUSEBUTTONUP, button=1, pos=pos))
    _render(app)
    assert len(table.st.revealed) == before + 1


def test_a_game_is_autosaved_and_reopens(tmp_path):
    app = _app(tmp_path)
    table = _table(app)
    _start(app, table)
    seat = rules.current_player(table.st)
    _drag(app, table.lay.movers[(seat, 0)].center, table.lay.locations["banca-de-jornal"].center)
    _render(app)
    app.flush_saves()  # autosaves are written by the writer thread
    entries = app.saves.list()
    assert entries and entries[0].error is None
    loaded = app.saves.open(entries[0])
    assert loaded.match.moves == table.match.moves and loaded.match.setup.game == "san-villano"
    app.open_loaded(loaded)
    _render(app)
    assert app.table().st.orgs[seat].agents[0] == "banca-de-jornal"
