"""Input at the table: drags decide what happens, no click or key is lost, the keyboard
answers prompts and confirmations, and a finished game leaves nothing transient on screen."""

from __future__ import annotations

import os
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.match import Match, Seat  # noqa: E402
from game.games.villainous import (
    rules,  # noqa: E402
    villainous_setup,  # noqa: E402
)
from game.table.app import App  # noqa: E402
from game.table.scenes import TitleScene  # noqa: E402

from ..villainous.helpers import ally, hero, iid, loc, set_hand  # noqa: E402
from .ui_helpers import FAST, make_app, start_table, texts_drawn  # noqa: E402


def _ev(kind, **kw):
    return pygame.event.Event(kind, **kw)


def _frame(app) -> None:
    app.step(1 / 60)
    app.draw()


def _table(villains=("gaston", "lady-tremaine"), seats=None, settings=None, seed=7):
    app = make_app((1600, 900), title=True, **(settings or {}))
    match, table = start_table(app, villains, seats, seed)
    _frame(app)
    return app, table, match


def _refresh(app, table) -> None:
    """The match's state was set up by hand: the table sees it again and lays it out."""
    table.forget_seen()
    table.lay = None
    _frame(app)


def _press(app, pos) -> None:
    app.handle(_ev(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.handle(_ev(pygame.MOUSEBUTTONDOWN, pos=pos, button=1))


def _drag(app, a, b) -> None:
    _press(app, a)
    app.handle(_ev(pygame.MOUSEMOTION, pos=((a[0] + b[0]) // 2, (a[1] + b[1]) // 2), rel=(1, 1), buttons=(1, 0, 0)))
    app.handle(_ev(pygame.MOUSEMOTION, pos=b, rel=(1, 1), buttons=(1, 0, 0)))
    _frame(app)
    app.handle(_ev(pygame.MOUSEBUTTONUP, pos=b, button=1))
    _frame(app)


def _click(app, pos) -> None:
    _press(app, pos)
    app.handle(_ev(pygame.MOUSEBUTTONUP, pos=pos, button=1))


def _key(app, key, mod=0, unicode="") -> None:
    app.handle(_ev(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode))


# --- dragging decides what happens ---------------------------------------------------


def _wolves_and_belle():
    """Gaston at The Tavern (Vanquish there); Wolves at The Tavern; Belle, LeFou and another
    Wolves at Belle's House."""
    app, table, match = _table()
    st = match.state
    match.apply("move the-tavern")
    far = ally(st, 0, "wolves-1", "the-tavern")
    near = ally(st, 0, "wolves-2", "belles-house")
    lefou = ally(st, 0, "lefou", "belles-house")
    belle = hero(st, 0, "belle", "belles-house")
    _refresh(app, table)
    return app, table, match, far, near, lefou, belle


def test_an_ally_that_cannot_take_part_in_a_vanquish_lights_nothing_and_changes_nothing(tmp_path):
    app, table, match, far, near, lefou, belle = _wolves_and_belle()
    a = table.lay.cards[far].center
    _press(app, a)
    app.handle(_ev(pygame.MOUSEMOTION, pos=(a[0] + 30, a[1]), rel=(1, 1), buttons=(1, 0, 0)))
    assert ("card", belle) not in table.drag.targets
    app.handle(_ev(pygame.MOUSEBUTTONUP, pos=a, button=1))
    moves = list(match.moves)
    _drag(app, table.lay.cards[far].center, table.lay.cards[belle].center)
    assert match.moves == moves, "dropping the far Wolves on Belle must not vanquish with other Allies"
    assert near in match.state.players[0].vside[loc(match.state, 0, "belles-house")]
    assert table.toast and "Wolves" in table.toast_words()


def test_a_vanquish_by_drag_uses_the_ally_that_was_dragged(tmp_path):
    app, table, match, far, near, lefou, belle = _wolves_and_belle()
    _drag(app, table.lay.cards[lefou].center, table.lay.cards[belle].center)
    st = match.state
    assert match.moves[-2:] == ["vanquish belle", "use lefou"]
    assert lefou in st.players[0].hand and belle in st.players[0].fate_discard  # LeFou: back to hand
    assert near in st.players[0].vside[loc(st, 0, "belles-house")], "the Wolves was not needed"


# --- no input is ever lost ------------------------------------------------------------


def _gaston_discards_into_a_bot_condition_window():
    """Gaston (human) takes a Discard Cards action; Lady Tremaine (a bot) holds And One More
    Thing, so a Condition window opens for her inside Gaston's turn."""
    app, table, match = _table(seats=[Seat("human"), Seat("bot", "random")])
    st = match.state
    set_hand(st, 1, "and-one-more-thing-1", "lucifer")
    table.apply_plan((next(a for a in rules.legal_actions(st) if a.verb == "move" and a.to == loc(st, 0, "the-woods")),))
    table.apply_plan((next(a for a in rules.legal_actions(st) if a.verb == "discard"),))
    table.apply_plan((next(a for a in rules.legal_actions(st) if a.verb == "discard_card"),))
    table.apply_plan((next(a for a in rules.legal_actions(st) if a.verb == "done"),))
    assert rules.current_player(st) == 1 and st.prompt.kind == "condition"
    return app, table, match


def _until(app, check, limit=2000) -> None:
    for _ in range(limit):
        _frame(app)
        if check():
            return
        time.sleep(0.002)
    raise AssertionError("the table never got there")


def test_a_click_on_end_turn_while_a_bot_answers_a_condition_is_not_lost(tmp_path):
    app, table, match = _gaston_discards_into_a_bot_condition_window()
    _click(app, table.lay.buttons["end"].center)  # the player clicks at once
    _until(app, lambda: "end" in match.moves)
    assert match.state.active == 1 or match.state.winner is not None


def test_a_key_while_a_bot_answers_is_not_lost_either(tmp_path):
    app, table, match = _gaston_discards_into_a_bot_condition_window()
    _key(app, pygame.K_SPACE, unicode=" ")
    _until(app, lambda: "end" in match.moves)


def test_a_click_during_an_animation_finishes_it_and_acts(tmp_path):
    app, table, match = _table(settings=dict(FAST, animation_speed=0.25))
    st = match.state
    table.apply_plan((next(a for a in rules.legal_actions(st) if a.verb == "move" and a.to == loc(st, 0, "the-woods")),))
    table.apply_plan((next(a for a in rules.legal_actions(st) if a.verb == "gain"),))
    set_hand(st, 0, "wolves-1", "wolves-2", "wolves-3", "wolves-4")
    _refresh(app, table)
    wolves = iid(st, 0, "wolves-1")
    _drag(app, dict(table.lay.hand)[wolves].center, table.lay.zones[("panel", 0, 1)].center)
    assert match.moves[-1] == "play wolves-1 @the-tavern" and table.glides  # gliding into place
    _click(app, table.lay.buttons["end"].center)
    assert match.moves[-1] == "end" and not table.glides


# --- every prompt that may be declined shows how; the keyboard ------------------------


def _at_the_woods(app, table, match):
    st = match.state
    table.apply_plan((next(a for a in rules.legal_actions(st) if a.verb == "move" and a.to == loc(st, 0, "the-woods")),))
    _frame(app)


def _bar(table) -> dict[str, tuple]:
    return {b.label: b.plan for b in table.buttons if table.lay.prompt_rect.contains(b.rect)}


def test_the_discard_prompt_shows_cancel_before_a_card_is_chosen(tmp_path):
    app, table, match = _table()
    _at_the_woods(app, table, match)
    r = next(r for (seat, i, row, j), (sym, r) in table.lay.symbols.items() if seat == 0 and sym == "discard" and i == 2)
    _click(app, r.center)
    _frame(app)
    assert match.moves[-1] == "discard" and match.state.prompt.kind == "discard"
    bar = _bar(table)
    assert "Cancel" in bar, bar
    _click(app, next(b.rect for b in table.buttons if b.label == "Cancel").center)
    assert match.moves == ["move the-woods"] and match.state.prompt is None


def test_a_way_out_of_a_prompt_is_shown_even_when_the_bar_is_full(tmp_path):
    app, table, match = _table(settings=FAST)
    app.screen = pygame.display.set_mode((1280, 720))
    _at_the_woods(app, table, match)
    st = match.state
    set_hand(st, 0, "wolves-1", "lefou", "beautiful-as-me-1", "belle-is-mine-1", "wolves-2")
    table.apply_plan((next(a for a in rules.legal_actions(st) if a.verb == "discard"),))
    table.apply_plan((next(a for a in rules.legal_actions(st) if a.verb == "discard_card"),))
    _refresh(app, table)
    assert "done" in [getattr(p[0], "verb", "") for p in _bar(table).values()]


def test_keyboard_picks_answers_moves_between_them_and_declines(tmp_path):
    from ..villainous.helpers import fate_top

    app, table, match = _table(villains=("gaston", "gaston"))
    fate_top(match.state, 1, "lumiere", "cogsworth")
    match.apply("move the-woods")
    match.apply("fate p2")
    _refresh(app, table)
    assert match.state.prompt.kind == "fate"
    _key(app, pygame.K_TAB)
    _key(app, pygame.K_TAB, mod=pygame.KMOD_SHIFT)
    _key(app, pygame.K_RIGHT)
    _key(app, pygame.K_RETURN, unicode="\r")  # the second card
    assert match.moves[-1] == "pick cogsworth"
    _frame(app)
    _key(app, pygame.K_1, unicode="1")  # the first location offered
    assert match.moves[-1].startswith("at ")


def test_escape_passes_on_a_condition_and_digits_play_one(tmp_path):
    app, table, match = _table(seats=[Seat("bot", "random"), Seat("human")])
    st = match.state
    set_hand(st, 1, "and-one-more-thing-1", "lucifer")
    match.apply("move the-woods")
    match.apply("discard")
    match.apply(next(a for a in rules.legal_actions(st) if a.verb == "discard_card"))
    match.apply("done")
    _refresh(app, table)
    assert rules.current_player(st) == 1 and st.prompt.kind == "condition"
    _key(app, pygame.K_ESCAPE)
    assert match.moves[-1] == "pass"


def test_the_end_turn_confirmation_works_from_the_keyboard_and_does_not_cover_undo(tmp_path):
    app, table, match = _table(settings=dict(FAST, confirm_end_turn=True))
    _at_the_woods(app, table, match)
    _key(app, pygame.K_RETURN, unicode="\r")
    assert table.menu is not None and match.moves[-1] == "move the-woods"
    _frame(app)
    for _label, rect, _plan in table.menu.items:
        assert not rect.colliderect(table.lay.buttons["undo"]), "the confirmation covers Undo"
        assert not rect.colliderect(table.lay.buttons["end"])
    _key(app, pygame.K_ESCAPE)
    assert table.menu is None and match.moves[-1] == "move the-woods"
    _key(app, pygame.K_SPACE, unicode=" ")
    _key(app, pygame.K_DOWN)
    _key(app, pygame.K_UP)
    _key(app, pygame.K_RETURN, unicode="\r")
    assert match.moves[-1] == "end"


def test_the_curtain_is_lifted_with_enter_but_not_by_a_press_meant_for_the_turn_before(tmp_path, monkeypatch):
    from game.table.kit.menus import CurtainScene

    app = make_app((1600, 900))
    app.push(TitleScene(app))
    app.start_match(Match(villainous_setup(["gaston", "lady-tremaine"], [Seat("human"), Seat("human")], 7)))
    table = app.table()
    assert isinstance(app.top(), CurtainScene)
    _key(app, pygame.K_RETURN, unicode="\r")  # before the curtain was even shown
    assert app.top() is not table and table.viewer == -1
    monkeypatch.setattr(CurtainScene, "ARM_DELAY", 0.0)  # as if it had been up a moment
    _frame(app)
    _key(app, pygame.K_RETURN, unicode="\r")
    assert table.viewer == 0 and app.top() is table


# --- a finished game leaves nothing transient; the banner and the bot's status ---------


def _random_game_to_the_last_move() -> tuple[Match, object]:
    """Two random players until one wins while a card is still revealed (resolving): the
    first such seed, and the match up to its winning move."""
    import random

    for seed in range(1, 200):
        st = rules.new_game(["gaston", "lady-tremaine"], seed)
        rng = random.Random(seed)
        moves = []
        while st.winner is None and len(moves) < 3000:
            legal = rules.legal_actions(st)
            moves.append(legal[rng.randrange(len(legal))])
            rules.apply(st, moves[-1])
        if st.winner is not None and any(p.limbo for p in st.players):
            match = Match(villainous_setup(["gaston", "lady-tremaine"], [Seat("human"), Seat("bot", "random")], seed))
            for action in moves[:-1]:
                match.apply(action)
            return match, moves[-1]
    raise AssertionError("no random game ended with a card still revealed")


def test_ending_a_game_clears_every_transient_overlay(tmp_path):
    from game.table.kit.menus import GameOverScene

    match, last = _random_game_to_the_last_move()
    app = make_app((1600, 900))
    app.push(TitleScene(app))
    app.start_match(match)
    table = app.table()
    _frame(app)
    card = next(c for c, _ in table.lay.cards.items())
    table.banner = ("Round 19 · Gaston's turn", time.monotonic() + 60)
    table.toast = ("Something", time.monotonic() + 60)
    table.zoom = card
    table.apply_plan((last,))
    assert match.state.winner is not None and any(p.limbo for p in match.state.players)
    _frame(app)
    assert isinstance(app.top(), GameOverScene)
    assert table.banner is None and table.toast is None and table.zoom is None and table.menu is None
    assert not table.fate_panel
    assert table.lay.tray == [], "the card that was resolving stays on the winner screen"
    app.pop()  # "Look at the table"
    _frame(app)
    assert table.lay.tray == [] and table.banner is None


def test_a_banner_that_runs_out_is_redrawn_away(tmp_path):
    app, table, match = _table(settings=dict(FAST, animation_speed=1.0))
    _frame(app)
    table.glides = []
    table.banner = ("Round 1 · Gaston's turn", time.monotonic() - 1)
    table.dirty = False
    assert table.update(0.016), "the last frame showed the banner: a new one must be drawn without it"
    assert table.banner is None


def test_the_turn_banner_covers_no_board(tmp_path):
    app, table, match = _table(villains=("gaston", "lady-tremaine", "horned-king"),
                               seats=[Seat("human"), Seat("bot", "random"), Seat("bot", "random")],
                               settings=dict(FAST, animation_speed=1.0))
    assert table.banner is not None
    r = table.banner_rect()
    assert r is not None
    for seat, place in table.lay.boards.items():
        assert not r.colliderect(place.rect), f"the banner covers seat {seat + 1}'s board"


def test_a_bot_thinking_is_said_once(tmp_path, monkeypatch):
    from game.table.kit import widgets
    from game.table.views.villainous import drawing

    said = texts_drawn(monkeypatch, drawing, widgets)
    for seats in ([Seat("bot", "random"), Seat("human")], [Seat("bot", "random"), Seat("human"), Seat("human")]):
        villains = ["gaston", "lady-tremaine", "horned-king"][: len(seats)]
        app = make_app((1600, 900))
        app.push(TitleScene(app))
        app.start_match(Match(villainous_setup(villains, seats, 3)))
        said.clear()
        app.draw()
        assert len({m for m in said if "thinking" in m}) == 1, said  # measured and drawn, but one message


# --- the New game screen remembers the last setup ---------------------------------------


def test_the_new_game_screen_remembers_the_last_setup_through_the_settings_file(tmp_path):
    import json

    from game.table.app import load_settings
    from game.table.views.villainous import NewGameScene

    app = make_app((1600, 900))
    app.push(TitleScene(app))
    scene = NewGameScene(app)
    app.push(scene)
    scene.more()  # the Horned King takes the third seat
    scene.cycle_seat(0)  # Gaston: a Random bot
    scene.seed_text = "4242"
    scene.start()
    path = tmp_path / "settings.json"
    path.write_text(json.dumps(app.settings))  # what set_setting writes
    again = App(size=(1600, 900), settings=load_settings(path), saves=None, headless=True)
    back = NewGameScene(again)
    assert back.players == 3 and back.values == ["gaston", "lady-tremaine", "horned-king"]
    assert back.seats[0].kind == "bot" and back.seats[0].level == "random" and back.seats[1].level == "normal"
    assert back.seed_text == "4242"


def test_the_new_game_screen_never_offers_more_seats_than_the_box_seats():
    """Scum and Villainy seats at most four ("The 3rd and 4th players receive 2"): the screen
    stops at the box's limit (and at one seat a villain on show)."""
    from game.games.villainous.box import box_named
    from game.table.views.villainous import NewGameScene

    app = App(size=(1280, 720), settings=dict(FAST), saves=None, headless=True)
    app.push(TitleScene(app))
    scene = NewGameScene(app)
    for _ in scene.definition.seat_choice.groups():
        for _ in range(8):
            scene.more()
        assert scene.players == scene.most() <= box_named(scene.group).max_players
        scene.cycle_group()


def test_a_bad_settings_file_never_crashes_the_new_game_screen(tmp_path):
    import json

    from game.table.app import DEFAULT_SETTINGS, load_settings
    from game.table.views.villainous import NewGameScene

    path = tmp_path / "settings.json"
    bad = [
        "{ not json", "[]", "null", json.dumps({"last_setup": "gaston"}),
        json.dumps({"last_setup": {"villains": ["nobody", "gaston"], "seats": [1, 2], "seed": 12}}),
        json.dumps({"last_setup": {"villains": ["gaston", "gaston"], "seats": {"gaston": {"kind": "bot", "level": "god"}}}}),
        json.dumps({"last_setup": {"villains": [["gaston"]], "seats": {"gaston": None}, "seed": "-1"}}),
        json.dumps({"animation_speed": True, "sound": "yes", "confirm_end_turn": 0}),
        '{"animation_speed": NaN}', '{"animation_speed": -3}',
    ]
    for text_ in bad:
        path.write_text(text_)
        settings = load_settings(path)
        assert settings["animation_speed"] == DEFAULT_SETTINGS["animation_speed"], text_
        assert isinstance(settings["sound"], bool) and isinstance(settings["confirm_end_turn"], bool)
        app = App(size=(1280, 720), settings=settings, saves=None, headless=True)
        app.push(TitleScene(app))
        scene = NewGameScene(app)
        app.push(scene)
        _frame(app)
        assert scene.values[:scene.players] == ["gaston", "lady-tremaine"], text_


def test_a_stale_plan_is_refused_with_words_not_a_crash(tmp_path):
    app, table, match = _table()
    stale = (next(a for a in rules.legal_actions(match.state) if a.verb == "move"),)
    table.apply_plan(stale)
    moves = list(match.moves)
    table.apply_plan(stale)  # e.g. a drop queued before the state moved on
    assert match.moves == moves and table.toast


def test_menus_work_from_the_keyboard_but_enter_alone_chooses_nothing(tmp_path):
    from game.table.kit.menus import PauseScene

    app, table, match = _table()
    _key(app, pygame.K_ESCAPE)
    assert isinstance(app.top(), PauseScene)
    _frame(app)
    _key(app, pygame.K_RETURN, unicode="\r")
    assert isinstance(app.top(), PauseScene), "Enter with no button chosen must not act"
    _key(app, pygame.K_TAB)  # Resume
    _key(app, pygame.K_RETURN, unicode="\r")
    assert app.top() is table


def test_end_turn_when_it_cannot_be_done_says_why(tmp_path):
    app, table, match = _table()
    _click(app, table.lay.buttons["end"].center)  # before moving the Villain
    assert match.moves == [] and table.toast and "Move your Villain" in table.toast_words()


# --- a clicked symbol that can do nothing says why, naming the card -----------------------


def _click_symbol(app, table, sym: str) -> None:
    st = table.st
    r = next(r for (seat, i, _row, _j), (s, r) in table.lay.symbols.items()
             if seat == 0 and s == sym and i == st.players[0].mover)
    _click(app, r.center)
    _frame(app)


def test_clicking_activate_without_the_power_says_what_the_ally_costs(tmp_path):
    app, table, match = _table()
    st = match.state
    match.apply("move the-tavern")
    ally(st, 0, "monsieur-d-arque", "the-tavern")
    st.players[0].power = 1
    _refresh(app, table)
    moves = list(match.moves)
    _click_symbol(app, table, "activate")
    assert match.moves == moves
    assert table.toast_words() == "Activating Monsieur D'Arque costs 2 Power; you have 1", table.toast_words()


def test_clicking_vanquish_with_too_weak_an_ally_says_the_strengths(tmp_path):
    app, table, match = _table()
    st = match.state
    match.apply("move the-tavern")
    hero(st, 0, "cogsworth", "the-woods")
    ally(st, 0, "wolves-1", "the-woods")
    _refresh(app, table)
    _click_symbol(app, table, "vanquish")
    assert table.toast_words() == "Cogsworth has Strength 2; your Allies there have 1", table.toast_words()


def test_clicking_activate_with_no_such_card_says_none_has_the_ability(tmp_path):
    app, table, match = _table()
    match.apply("move the-tavern")
    _refresh(app, table)
    _click_symbol(app, table, "activate")
    assert table.toast_words() == "No card in your Realm has an Activated ability", table.toast_words()
    _click_symbol(app, table, "vanquish")
    assert table.toast_words() == "There is no Hero in your Realm to vanquish", table.toast_words()


def test_end_turn_with_actions_left_names_the_unused_symbols(tmp_path):
    app, table, match = _table(settings=dict(FAST, confirm_end_turn=True))
    _at_the_woods(app, table, match)
    _click_symbol(app, table, "gain2")
    _click(app, table.lay.buttons["end"].center)
    _frame(app)
    assert table.menu is not None
    label = table.menu.items[0][0]
    assert label.startswith("End turn (not used: ") and "Fate" in label and "Discard Cards" in label, label
    assert "Gain 2 Power" not in label, label


# --- a click on an action that cannot be undone asks first (issue 47) -------------------------


def _symbol_rect(table, sym: str):
    st = table.st
    return next(r for (seat, i, _row, _j), (s, r) in table.lay.symbols.items()
                if seat == 0 and s == sym and i == st.players[0].mover)


def test_a_click_on_fate_only_says_what_it_does_and_a_second_click_does_it(tmp_path):
    app, table, match = _table()
    _at_the_woods(app, table, match)
    moves = list(match.moves)
    _click_symbol(app, table, "fate")
    assert match.moves == moves, "one click on Fate took the Fate action"
    said = table.toast_words()
    assert said.startswith("Fate: Reveal two cards") and "cannot be undone" in said, said
    assert "click again or press Enter" in said, said
    _frame(app)
    _click_symbol(app, table, "fate")
    assert match.moves == moves + ["fate p2"]
    assert table.fate_panel
    assert "cannot be undone" not in (table.toast_words() or ""), "the question stays after it was answered"


def test_enter_after_a_click_on_fate_does_it_and_escape_or_a_click_elsewhere_does_not(tmp_path):
    app, table, match = _table(settings=dict(FAST, confirm_end_turn=True))
    _at_the_woods(app, table, match)
    moves = list(match.moves)
    _click_symbol(app, table, "fate")
    _key(app, pygame.K_ESCAPE)
    assert table.armed is None and table.toast is None and app.top() is table
    _key(app, pygame.K_RETURN, unicode="\r")  # Enter now: End turn's question, not Fate
    assert match.moves == moves and table.menu is not None
    table.menu = None
    _frame(app)
    _click_symbol(app, table, "fate")
    _click(app, table.lay.log_rect.center)  # somewhere else: the question goes
    assert table.armed is None
    _click_symbol(app, table, "fate")
    assert match.moves == moves  # a click after one elsewhere asks again
    _key(app, pygame.K_RETURN, unicode="\r")
    assert match.moves == moves + ["fate p2"]


def test_a_click_on_an_opponents_fate_deck_asks_first_too(tmp_path):
    app, table, match = _table()
    _at_the_woods(app, table, match)
    moves = list(match.moves)
    deck = table.lay.zones[("fate-deck", 1)]
    _click(app, deck.center)
    _frame(app)
    assert match.moves == moves and "cannot be undone" in table.toast_words()
    _click(app, table.lay.zones[("fate-deck", 1)].center)
    assert match.moves == moves + ["fate p2"]


def test_gain_power_is_done_by_one_click_and_its_tooltip_says_undo_takes_it_back(tmp_path):
    app, table, match = _table()
    _at_the_woods(app, table, match)
    power = match.state.players[0].power
    _click_symbol(app, table, "gain2")
    assert match.state.players[0].power == power + 2
    assert "Undo takes it back" in table._symbol_tip("gain2")[1]
    assert "cannot be undone" in table._symbol_tip("fate")[1]


def test_dragging_fate_onto_an_opponent_still_does_it_at_once(tmp_path):
    app, table, match = _table()
    _at_the_woods(app, table, match)
    moves = list(match.moves)
    _drag(app, _symbol_rect(table, "fate").center, table.lay.boards[1].rect.center)
    assert match.moves == moves + ["fate p2"]


def test_the_question_of_a_click_on_fate_leaves_the_symbol_to_click_again_in_view(tmp_path):
    for ui in (1.0, 2.0):
        app = make_app((1280, 720), title=True, ui_scale=ui)
        match, table = start_table(app)
        _frame(app)
        _at_the_woods(app, table, match)
        _click_symbol(app, table, "fate")
        assert table.armed is not None
        assert not table._toast_rect().colliderect(_symbol_rect(table, "fate").inflate(8, 8)), ui


def test_fate_on_one_of_two_opponents_says_the_choice_cannot_be_undone_beside_the_menu(tmp_path):
    """With three players a click on Fate opens a menu of the opponents, and the row chosen is
    done at once, for good: the table says so, and the menu leaves the words in view."""
    app = make_app((1280, 720), title=True, ui_scale=2.0)  # where the menu first lay over the words
    match, table = start_table(app, ("gaston", "lady-tremaine", "horned-king"), None, 7)
    _frame(app)
    _at_the_woods(app, table, match)
    moves = list(match.moves)
    _click_symbol(app, table, "fate")
    assert match.moves == moves and table.menu is not None
    said = table.toast_words() or ""
    assert said.startswith("Fate: ") and "cannot be undone: choose in the menu, or Cancel" in said, said
    _frame(app)
    menu = table.menu.items[0][1].unionall([r for _label, r, _plan in table.menu.items])
    assert not any(menu.colliderect(r) for r in table.message_rects()), (menu, table.message_rects())
    _click(app, table.menu.items[0][1].center)
    assert match.moves == moves + ["fate p2"]


def test_gain_power_never_warns_that_it_cannot_be_undone(tmp_path):
    app, table, match = _table(villains=("gaston", "lady-tremaine", "horned-king"))
    _at_the_woods(app, table, match)
    _click_symbol(app, table, "gain2")
    assert "cannot be undone" not in (table.toast_words() or "")


def test_a_message_about_one_action_symbol_keeps_off_the_others_still_usable(tmp_path):
    """At 1280×720 and 200 % a click on Play a Card said "Play a Card: … drag it onto a
    location or a card." over the lower row of symbols of the mover's location, the other
    actions the player was choosing between."""
    app = make_app((1280, 720), title=True, ui_scale=2.0)
    match, table = start_table(app, ("gaston", "lady-tremaine", "horned-king"), None, 7)
    _frame(app)
    _at_the_woods(app, table, match)
    _click_symbol(app, table, "play")
    assert table.toast_words().startswith("Play a Card"), table.toast_words()
    _frame(app)
    usable = [r for (seat, i, _row, _j), (sym, r) in table.lay.symbols.items()
              if seat == 0 and i == match.state.players[0].mover and sym != "play"]
    assert usable
    toast = table.message_rects()[0]
    assert not any(toast.colliderect(r) for r in usable), (toast, usable)
