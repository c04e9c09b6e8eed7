"""The Stargate table view (game/table/views/stargate): the whole view contract, the table
headless (SDL's dummy driver): drag and drop, refusals with the engine's reason, the curtain
between two humans' actions, undo, bots at every level, saves."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import time  # noqa: E402

import pygame  # noqa: E402

from game.core.match import Seat  # noqa: E402
from game.games.stargate.actions import COMPLICATE, PASS, PLAY, Action  # noqa: E402
from game.table.app import App  # noqa: E402
from game.table.kit.menus import CurtainScene  # noqa: E402
from game.table.views import game_view  # noqa: E402

from ..table.ui_helpers import make_app, start_table  # noqa: E402

CONTRACT = ("TITLE", "SUBTITLE", "NewGameScene", "TableScene", "BOT_KINDS", "make_bot", "describe", "notation_words",
            "current_player", "seat_name", "winner_words", "save_summary", "draw_preview", "hand_lines", "rules_help")


def _app(tmp_path) -> App:
    return make_app(saves=tmp_path / "saves", game="stargate")


def _table(app, seats, seed=7):
    return start_table(app, seats=seats, seed=seed, game="stargate")[1]


def _frame(app) -> None:
    app.step(1 / 60)
    app.draw()


def _ev(kind, **kw):
    return pygame.event.Event(kind, **kw)


def _drag(app, start, end) -> None:
    app.handle(_ev(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
    app.handle(_ev(pygame.MOUSEMOTION, pos=((start[0] + end[0]) // 2, (start[1] + end[1]) // 2), rel=(0, 0), buttons=(1, 0, 0)))
    app.handle(_ev(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)))
    app.handle(_ev(pygame.MOUSEBUTTONUP, button=1, pos=end))


def _to_actions(table, app, human=0) -> None:
    """Answer the setup prompts (first choices) until the human has an action in a mission."""
    for _ in range(200):
        st = table.st
        if st.phase == "actions" and st.actor == human:
            return
        who = table.session.current_player()
        if table.session.is_bot(who):
            table.apply_plan((table.session.decide(who),))
        else:
            table.curtain_seat = None
            table.viewer = who
            table.apply_plan((table.game.legal_actions()[0],))
    raise AssertionError("never reached the human's action")


def test_the_view_exports_the_whole_contract():
    view = game_view("stargate")
    missing = [name for name in CONTRACT if not hasattr(view, name)]
    assert not missing
    assert view.BOT_KINDS == ("random", "easy", "normal", "hard")
    pages = view.rules_help()
    titles = [t for t, _ in pages]
    assert "The villain's five actions" in titles and "Keywords" in titles
    assert "- Play a complication:" in dict(pages)["The villain's five actions"]
    head, line = view.save_summary({"seats": [{"kind": "human"}, {"kind": "bot", "level": "hard"}],
                                    "options": {"decks": ["survey", "serpent"]}})
    assert "Gate Survey Team" in head and "hard bot" in line
    assert view.save_summary({"seats": "junk", "options": 3})  # a hostile setup is shown, not a crash


def test_table_draws_and_the_sum_is_always_shown(tmp_path):
    app = _app(tmp_path)
    table = _table(app, [Seat("human"), Seat("bot", "normal")])
    _to_actions(table, app)
    _frame(app)
    from game.table.views.stargate.drawing import sum_words

    diff, skill, _ok = sum_words(table.st)
    assert diff.startswith("Difficulty ") and "mission +" in diff and "obstacles +" in diff
    assert "adversary +" in diff and "complications" in diff and skill.startswith("Skill ")
    surf = pygame.Surface((1200, 700))
    game_view("stargate").draw_preview(surf, table.st)


def test_a_drag_to_the_mission_plays_and_a_refused_drop_says_why(tmp_path):
    app = _app(tmp_path)
    for seed in range(7, 40):
        table = _table(app, [Seat("human"), Seat("bot", "normal")], seed)
        _to_actions(table, app)
        _frame(app)
        lay = table.lay
        me = lay.seats[lay.bottom]
        legal = table.game.legal_actions()
        plays = [a for a in legal if a.verb in (PLAY, COMPLICATE) and a.target < 0 and a.card in me.hand_cards]
        refused = [c for c in me.hand_cards if not any(a.card == c for a in legal)]
        if plays and refused:
            break
    a = plays[0]
    target = lay.slot.center if a.verb == COMPLICATE else lay.mission.center
    if a.verb == PLAY and any(b.verb == COMPLICATE and b.card == a.card for b in legal):
        target = lay.mission.center
    before = len(table.match.moves)
    _drag(app, me.hand_cards[a.card].center, target)
    _frame(app)
    assert len(table.match.moves) >= before + 1 or app.table().menu is not None
    # a card that cannot go anywhere glides back with the engine's reason
    table = app.table()
    _to_actions(table, app)
    _frame(app)
    me = table.lay.seats[table.lay.bottom]
    legal = table.game.legal_actions()
    stuck = [c for c in me.hand_cards if not any(b.card == c for b in legal)]
    if stuck:
        moves = len(table.match.moves)
        _drag(app, me.hand_cards[stuck[0]].center, table.lay.mission.center)
        assert len(table.match.moves) == moves
        assert table.toast and table.toast_words()


def test_the_curtain_comes_between_two_humans_actions(tmp_path):
    app = _app(tmp_path)
    table = _table(app, [Seat("human"), Seat("human")])
    assert table.curtain_seat is not None and table.viewer == -1
    seat = table.curtain_seat
    curtain = app.top()
    assert isinstance(curtain, CurtainScene) and curtain.seat == seat  # the shell's curtain, as in every game
    _frame(app)
    curtain.shown_at = time.monotonic() - 1  # armed: a key meant for the table cannot lift it
    app.handle(_ev(pygame.KEYDOWN, key=pygame.K_SPACE, mod=0, unicode=" "))
    assert table.curtain_seat is None and table.viewer == seat and app.top() is table  # "I am ready"
    for _ in range(60):
        st = table.st
        if st.phase == "actions":
            break
        table.curtain_seat = None
        table.viewer = table.session.current_player()
        table.apply_plan((table.game.legal_actions()[0],))
    table.curtain_seat, table.viewer = None, table.st.actor
    actor = table.st.actor
    table.apply_plan((Action(PASS),))  # the other player acts next: the curtain first
    assert table.curtain_seat == 1 - actor and table.viewer == -1
    assert isinstance(app.top(), CurtainScene) and app.top().seat == 1 - actor
    title, line = app.top().words()
    assert title == f"Pass the screen to {app.view.seat_name(table.st, 1 - actor)}"
    _frame(app)
    assert not any(table.shown(c) for c in table.st.seats[actor].hand)
    assert not any(table.shown(c) for c in table.st.seats[1 - actor].hand)


def test_undo_takes_back_your_action_and_the_bots_pass_never_a_reveal(tmp_path):
    app = _app(tmp_path)
    table = _table(app, [Seat("human"), Seat("bot", "normal")])
    _to_actions(table, app)
    assert table.match.undo_depth(0) == 0  # the mission was just flipped: a reveal
    st = table.st
    legal = table.game.legal_actions()
    acts = [a for a in legal if a.verb != PASS]
    if not acts:
        return
    table.apply_plan((acts[0],))
    while table.session.current_player() == 1 and not table.st.winner:
        table.apply_plan((table.session.decide(1),))
    if table.session.current_player() == 0 and table.st.phase == "actions":
        n = table.match.undo_depth(0)
        if n:
            moves = len(table.match.moves)
            table.undo()
            assert len(table.match.moves) == moves - n
            assert table.st.actor == 0 and st is not table.st


@pytest.mark.slow
def test_bots_of_every_level_play_at_the_table(tmp_path):
    app = _app(tmp_path)
    for levels in (("random", "easy"), ("normal", "hard")):
        table = _table(app, [Seat("bot", levels[0]), Seat("bot", levels[1])], 11)
        for _ in range(12):
            who = table.session.current_player()
            table.apply_plan((table.session.decide(who),))
        _frame(app)
        assert len(table.match.moves) == 12


def test_new_game_screen_starts_a_match_with_decks_and_players(tmp_path):
    app = _app(tmp_path)
    view = game_view("stargate")
    scene = view.NewGameScene(app)
    app.push(scene)
    _frame(app)
    scene.more()
    scene.cycle_value(0)
    scene.cycle_seat(1)
    scene.seed_text = "42"
    _frame(app)
    scene.start()
    table = app.table()
    assert table is not None and table.match.setup.seed == 42
    assert table.st.players == 3 and table.st.decks[0] == "serpent"
    _frame(app)


def test_help_opens_from_the_table(tmp_path):
    from game.table.helpscreens import RulesHelpScene

    app = _app(tmp_path)
    table = _table(app, [Seat("human"), Seat("bot", "normal")])
    app.handle(_ev(pygame.KEYDOWN, key=pygame.K_F1, mod=0, unicode=""))
    help_scene = app.top()
    assert isinstance(help_scene, RulesHelpScene)
    _frame(app)
    app.handle(_ev(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0, unicode=""))
    assert help_scene.at == 1
    app.handle(_ev(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode=""))
    assert app.top() is table


def test_a_game_is_autosaved_and_reopens(tmp_path):
    app = _app(tmp_path)
    table = _table(app, [Seat("human"), Seat("bot", "normal")])
    _to_actions(table, app)
    app.flush_saves()  # autosaves are written by the writer thread
    entries = app.saves.list()
    assert entries and entries[0].error is None
    loaded = app.saves.open(entries[0])
    assert loaded.match.moves == table.match.moves


def test_while_dragging_the_legal_targets_light_and_the_complication_price_shows(tmp_path):
    app = _app(tmp_path)
    for seed in range(3, 40):
        table = _table(app, [Seat("bot", "normal"), Seat("human")], seed)
        _to_actions(table, app, human=1)
        if table.st.actor == table.st.villain:
            break
    _frame(app)
    me = table.lay.seats[table.lay.bottom]
    c = next(iter(me.hand_cards))
    start = me.hand_cards[c].center
    app.handle(_ev(pygame.MOUSEBUTTONDOWN, button=1, pos=start))
    app.handle(_ev(pygame.MOUSEMOTION, pos=(start[0], start[1] - 80), rel=(0, 0), buttons=(1, 0, 0)))
    drag = table.dragger.drag
    assert drag is not None and "complication" in drag.targets  # any card, face down
    price = table.dragger.adapter.price(drag.piece)
    assert price and "as a complication: 1 power" in price
    _frame(app)  # draws the glows and the price under the card


def test_a_card_drawn_from_the_kept_picture_is_painted_again_when_its_state_changes(tmp_path):
    """The table blits each card from the kit's cache under a key of everything it shows:
    a token, a status, a boost each change the key (a stale picture is never blitted), and
    a card that did not change is painted once however many frames draw it."""
    from game.table.kit import fans
    from game.table.views.stargate import drawing

    app = _app(tmp_path)
    table = _table(app, [Seat("human"), Seat("bot", "random")])
    _frame(app)
    st = table.st
    c = next(iter(st.seats[0].hand))
    keys = {drawing.card_key(st, c, 1.0, True)}
    st.tokens[c] += 1
    keys.add(drawing.card_key(st, c, 1.0, True))
    st.boost[c] += 2
    keys.add(drawing.card_key(st, c, 1.0, True))
    st.blocked[c] = not st.blocked[c]
    keys.add(drawing.card_key(st, c, 1.0, True))
    assert len(keys) == 4
    assert drawing.card_key(st, c, 1.0, False) != drawing.card_key(st, c, 1.0, True)  # its back is another picture
    painted = []
    real = drawing.card_face

    def counting(*args):
        painted.append(args[2])
        return real(*args)

    drawing.card_face = counting
    try:
        fans._CARDS.clear()
        for _ in range(3):
            _frame(app)
    finally:
        drawing.card_face = real
    assert painted and len(painted) == len(set(painted))  # each card painted once over three frames
