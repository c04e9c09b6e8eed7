"""What every game's table does the same way (the kit's match scene, game/table/kit/match_scene.py):
the same keys mean the same in every game, and a greyed Undo says why on hover. Headless."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

from pathlib import Path  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.match import Match, Seat, Setup  # noqa: E402
from game.games.villainous import villainous_setup  # noqa: E402
from game.table.app import App  # noqa: E402
from game.table.kit.menus import PauseScene  # noqa: E402
from game.table.kit.widgets import tooltip_rect  # noqa: E402

FAST = {"animation_speed": 0.0, "sound": False, "confirm_end_turn": False}
GAMES = ("villainous", "san-villano", "stargate")
ROOT = Path(__file__).resolve().parents[2]


def _setup(game: str, seats) -> Setup:
    if game == "villainous":
        return villainous_setup(["gaston", "lady-tremaine"], seats, 7)
    return Setup.of(game, seats, 7)


def _table(game: str):
    """A table at which the person (seat 0) decides, against a bot."""
    app = App(size=(1600, 900), settings=dict(FAST), saves=None, headless=True, game=game)
    app.start_match(Match(_setup(game, [Seat("human"), Seat("bot", "random")])))
    table = app.table()
    for _ in range(400):
        app.step(1 / 60)
        app.draw()
        who = table.session.current_player()
        if who == 0 and table.bot_future is None and app.top() is table:
            break
    assert table.session.current_player() == 0
    return app, table


def _key(app, key, mod=0) -> None:
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=""))


def _undo_rect(table) -> pygame.Rect:
    buttons = table.lay.buttons if isinstance(getattr(table.lay, "buttons", None), dict) else None
    if buttons is not None:
        return buttons["undo"]
    return next(b.rect for b in table.buttons if b.label == "Undo")


def _rules_open(app, table) -> bool:
    return type(app.top()).__name__ == "RulesHelpScene"


@pytest.mark.parametrize("game", GAMES)
def test_h_is_what_can_i_do_in_every_game(game):
    """H: every move the person may make now, in words, in a menu; not the rules."""
    app, table = _table(game)
    _key(app, pygame.K_h)
    assert not _rules_open(app, table)
    assert table.menu is not None
    legal = table.match.game.legal_actions()
    rows = table.menu.items[:-1]  # the last row is Cancel
    assert rows
    for _label, _r, plan in rows:
        acts = plan[1] if plan[0] == "hint" else plan[:1]  # Villainous groups the moves of a row
        assert all(a in legal for a in acts)
    _key(app, pygame.K_ESCAPE)  # Esc closes the menu first
    assert table.menu is None and app.top() is table


@pytest.mark.parametrize("game", GAMES)
def test_f1_is_the_rules_and_esc_the_menu_in_every_game(game):
    app, table = _table(game)
    _key(app, pygame.K_F1)
    assert _rules_open(app, table)
    app, table = _table(game)
    _key(app, pygame.K_ESCAPE)
    assert isinstance(app.top(), PauseScene)


@pytest.mark.parametrize("game", GAMES)
def test_ctrl_z_with_nothing_to_undo_says_why_in_every_game(game):
    """Undo refused says the reason (before: Villainous said nothing at the start of a game)."""
    app, table = _table(game)
    moves = len(table.match.moves)
    assert not table.match.can_undo(0)  # the game has just begun: nothing to undo
    _key(app, pygame.K_z, pygame.KMOD_CTRL)
    assert len(table.match.moves) == moves
    assert table.toast is not None and table.toast_words()
    why = getattr(table, "undo_why_not", lambda: None)()
    assert table.toast_words() == why  # the words of the Undo button's tooltip
    _key(app, pygame.K_y, pygame.KMOD_CTRL)  # nothing to redo: nothing happens
    assert len(table.match.moves) == moves


@pytest.mark.parametrize("game", GAMES)
def test_a_greyed_undo_says_why_when_the_pointer_rests_on_it(game):
    """The Undo button, greyed out, shows a tooltip with the reason (before: only Ctrl+Z said it)."""
    app, table = _table(game)
    assert not table.match.can_undo(0)  # the game has just begun: nothing to undo
    r = _undo_rect(table)
    box = tooltip_rect(r, table.lay.s, app.screen.get_rect())
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(5, app.screen.get_height() // 2), rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)
    app.draw()
    away = app.screen.subsurface(box).copy()
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)
    app.draw()
    on = app.screen.subsurface(box)
    changed = sum(away.get_at((x, y)) != on.get_at((x, y)) for x in range(0, box.w, 4) for y in range(0, box.h, 4))
    assert changed > (box.w // 4) * (box.h // 4) // 3, "no tooltip over the greyed Undo"


def test_the_table_keys_are_one_map_listed_in_the_docs():
    """docs/table.md lists every key of the one key map, with what it does."""
    from game.table.kit.match_scene import TABLE_KEYS, key_command

    doc = (ROOT / "docs" / "table.md").read_text(encoding="utf-8")
    for keys, command, words in TABLE_KEYS:
        assert f"| {keys} | {words} |" in doc, (keys, command)
    ev = pygame.event.Event
    assert key_command(ev(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL)) == ("undo", 0)
    assert key_command(ev(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL | pygame.KMOD_SHIFT)) == ("redo", 0)
    assert key_command(ev(pygame.KEYDOWN, key=pygame.K_y, mod=pygame.KMOD_CTRL)) == ("redo", 0)
    assert key_command(ev(pygame.KEYDOWN, key=pygame.K_h, mod=0)) == ("hint", 0)
    assert key_command(ev(pygame.KEYDOWN, key=pygame.K_F1, mod=0)) == ("rules", 0)
    assert key_command(ev(pygame.KEYDOWN, key=pygame.K_TAB, mod=pygame.KMOD_SHIFT)) == ("focus", -1)
    assert key_command(ev(pygame.KEYDOWN, key=pygame.K_3, mod=0)) == ("pick", 2)


def test_a_stargate_card_rested_on_is_shown_large_in_the_hand_and_on_the_table(monkeypatch):
    """Hover zoom, as at the other tables: a face-up card the pointer rests on (about 300 ms)
    is shown large beside it (before: Stargate had none)."""
    import time

    clock = [9000.0]
    monkeypatch.setattr(time, "monotonic", lambda: clock[0])
    app, table = _table("stargate")
    lay = table.lay
    hand = list(lay.seats[lay.bottom].hand_cards.items())
    on_table = [(c, r) for c, r in lay.seats[lay.bottom].cards.items() if table.shown(c)]
    for c, r in (hand[len(hand) // 2], on_table[0]):
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=r.center, rel=(0, 0), buttons=(0, 0, 0)))
        app.step(1 / 60)
        app.draw()
        before = app.screen.copy()
        for _ in range(30):  # half a second at rest
            clock[0] += 1 / 60
            app.step(1 / 60)
            app.draw()
        # where the card is shown large: beside it, off the mission (where cards are played)
        box = table.frame_parts(app.screen)[("zoom",)].rect
        assert box.w >= int(300 * lay.s) * 0.6 and not box.colliderect(r)
        before, after = before.subsurface(box), app.screen.subsurface(box)
        changed = sum(before.get_at((x, y)) != after.get_at((x, y))
                      for x in range(0, box.w, 6) for y in range(0, box.h, 6))
        assert changed > (box.w // 6) * (box.h // 6) // 3, f"card {c} is not shown large"
        app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(4, 4), rel=(0, 0), buttons=(0, 0, 0)))
        app.step(1 / 60)
        app.draw()


@pytest.mark.slow
@pytest.mark.parametrize("game", ["villainous", "stargate"])
def test_closing_the_window_stops_the_hard_bots_search_workers(game, monkeypatch):
    """Hard thinks on two worker processes while the table goes on drawing frames; closing
    the window stops them at once (no process is left) and the decision under way ends."""
    import multiprocessing
    import time

    def workers_alive():
        return [p for p in multiprocessing.active_children() if p.name == "search-worker"]

    monkeypatch.setenv("VILLAINOUS_BOT_WORKERS", "2")
    app = App(size=(1600, 900), settings=dict(FAST), saves=None, headless=True, game=game)
    app.start_match(Match(_setup(game, [Seat("bot", "hard"), Seat("human")])))
    table = app.table()
    frames_while_thinking = 0
    for _ in range(2000):
        app.step(1 / 60)
        app.draw()
        if table.bot_future is not None and not table.bot_future.done():
            frames_while_thinking += 1
            if workers_alive() and frames_while_thinking >= 5:
                break
        time.sleep(0.01)
    future = table.bot_future
    assert future is not None and workers_alive() and frames_while_thinking >= 5
    app.handle(pygame.event.Event(pygame.QUIT))
    assert not app.running and app.bots == {}
    end = time.monotonic() + 10  # a worker caught starting when the window closed ends on its own
    while workers_alive() and time.monotonic() < end:
        time.sleep(0.05)
    assert workers_alive() == []
    assert future.result(timeout=30) in table.match.game.legal_actions()


@pytest.mark.parametrize("game", GAMES)
def test_f1_opens_the_one_rules_help_with_its_contents_at_every_table(game):
    """F1 at every table opens the one rules help (the kit's: the contents beside the page,
    Previous and Next that say why when greyed) at that game's pages; San Villano and
    Stargate drew their own, with Previous and Next only and no contents (issue 47). F1
    again is back at the table."""
    from game.table.helpscreens import RulesHelpScene

    app, table = _table(game)
    _key(app, pygame.K_F1)
    app.step(1 / 60)
    app.draw()
    help_scene = app.top()
    assert isinstance(help_scene, RulesHelpScene)
    assert [t for t, _b in help_scene.pages] == [str(t) for t, _b in app.view.rules_help()]
    assert len(help_scene.contents.rows) > 1, "the contents list the topics"
    previous = next(w for w in help_scene.widgets if "Previous" in w.label)
    assert not previous.enabled and previous.why_not  # on the first page: greyed, and says why
    _key(app, pygame.K_F1)
    assert app.top() is table


def test_a_stargate_card_with_nothing_to_do_says_the_engines_reason() -> None:
    """A click on your own card that has no action now says why, in the rules' words: a
    support card whose "Stop this card" was used (a new player read "nothing to do with it
    now" and could not tell what was wrong), a hand card that cannot be played yet."""
    import random

    from game.games.stargate import totals as T
    from game.games.stargate.actions import Action

    app = App(size=(1600, 900), settings=dict(FAST), saves=None, headless=True, game="stargate")
    app.start_match(Match(_setup("stargate", [Seat("human"), Seat("bot", "random")])))
    table = app.table()
    game = table.session.game
    table._relayout()
    hand_card = table.lay.seats[table.lay.bottom].hand_cards
    card = next(iter(hand_card))
    table._click_card(hand_card[card].center)  # the setup's stop: no card is played yet
    assert table.toast[0] == game.why_not(Action("play", card)) and "the stop of a Team character before turn 1" in table.toast[0]
    rng, used = random.Random(1), None
    for _ in range(3000):  # the person's moves played by the test, a card's ability used when it can be
        st = game.state
        used = next((c for c in st.seats[0].play if st.actor == 0 and st.phase == "actions"
                     and T.card(st, c).effects_when("activate") and st.status[c] != "ready"), None)
        if used is not None:
            break
        legal = game.legal_actions()
        table.session.apply(next((a for a in legal if a.verb == "use"), None) or rng.choice(legal))
    assert used is not None
    app.step(1 / 60)
    app.draw()
    table._relayout()
    table._click_card(table.lay.seats[table.lay.bottom].cards[used].center)
    assert table.toast[0] == game.why_not(Action("use", used)) == \
        f"{T.card(game.state, used).title} must be ready to stop it for its ability"


def test_a_long_message_stays_up_long_enough_to_be_read():
    """Every message went after 3.5 s: a 26-word warning beside the Fate menu was gone half
    read. A short one still goes after 3.5 s; a long one stays 0.3 s a word past ten."""
    from game.table.kit.match_scene import reading_seconds

    assert reading_seconds("The Ballroom is locked") == 3.5
    long = ("Fate: Reveal two cards of an opponent's Fate deck and play one against them. "
            "It cannot be undone: choose in the menu, or Cancel.")
    assert len(long.split()) == 24 and reading_seconds(long) >= 3.5 + 0.3 * 14
