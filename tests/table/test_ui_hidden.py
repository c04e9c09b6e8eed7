"""Hidden information at a shared screen: a property over many seeded hot-seat games.

The table is driven headless as people would drive it: whenever the curtain is up, the
screen passes to the seat it names and that person clicks "I am ready"; otherwise the
person at the screen plays a legal move through the table. At every drawn frame, every
card face the table painted must be public (on a board, in a discard pile, revealed) or
belong to the seat the curtain last admitted (its hand, or a choice that seat is making),
and the hand strip shows only that seat's hand. Bot seats' cards are never shown.
"""

from __future__ import annotations

import os
import random
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.match import Match, Seat  # noqa: E402
from game.games.villainous import (
    rules,  # noqa: E402
    villainous_setup,  # noqa: E402
)
from game.table.kit.menus import CurtainScene  # noqa: E402
from game.table.scenes import TitleScene
from game.table.views.villainous import table as table_module  # noqa: E402
from game.table.views.villainous import view as view_module  # noqa: E402

from .ui_helpers import make_app  # noqa: E402


class FaceRecorder:
    """Every card face painted, by wrapping the one function that paints faces."""

    def __init__(self, monkeypatch) -> None:
        self.faces: set[int] = set()
        real = view_module.card_surface

        def recording(st, c, w, h):
            self.faces.add(c)
            return real(st, c, w, h)

        monkeypatch.setattr(view_module, "card_surface", recording)
        # every face is painted through view.card_surface: no module of the view binds it by name
        from game.table.views.villainous import drawing, drops, motion, table

        for module in (table_module, table, drawing, drops, motion):
            assert not hasattr(module, "card_surface"), module.__name__


def public(st, c: int) -> bool:
    for p in st.players:
        if c in p.limbo or c in p.discard or c in p.fate_discard:
            return True
        if any(c in z for z in p.vside) or any(c in z for z in p.fside):
            return True
    return c in st.attach


def may_see(st, seat: int | None, c: int) -> bool:
    if public(st, c):
        return True
    if seat is None or seat < 0:
        return False
    if c in st.players[seat].hand:
        return True
    p = st.prompt
    return p is not None and p.seat == seat and any(a.card == c for a in p.options)


def _frame(app, faces: FaceRecorder, at_screen: int | None, bots: set[int]) -> None:
    """Draw one frame and check what it showed."""
    faces.faces.clear()
    app.step(1 / 60)
    app.draw()
    table = app.table()
    if not any(s is table for s in app._visible()):
        return  # the curtain covers the table: it painted nothing of it
    # what a seat may see is judged on the real game (the table itself holds only the game as
    # its viewer sees it, whose stack keeps no other seat's answers: no oracle)
    st = table.match.state
    if st.winner is not None:
        return
    shown = set(faces.faces)
    if table.drag is not None and table.drag.moved and table.drag.piece[0] in ("hand", "card"):
        shown.add(table.drag.piece[1])
    revealed = set(getattr(getattr(table, "fate_story", None), "cards", ()))  # the Fate panel: revealed to all
    for c in shown - revealed:
        assert may_see(st, at_screen, c), (
            f"{st.table.labels[c]} (seat {st.table.owner[c] + 1}) shown face up while seat "
            f"{None if at_screen is None else at_screen + 1} is at the screen; moves {table.match.moves[-6:]}")
        assert st.table.owner[c] not in bots or public(st, c), f"a bot's card {st.table.labels[c]} was shown"
    hand = [c for c, _ in table.lay.hand]
    if hand:
        assert at_screen is not None and table.viewer == at_screen
        assert set(hand) <= set(st.players[at_screen].hand), "the hand strip shows someone else's cards"


def _click(app, rect) -> None:
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=rect.center, button=1))
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=rect.center, button=1))


def play_hot_seat(monkeypatch, tmp_path, seed: int, villains, seats, steps: int, speed: float = 0.0) -> dict:
    faces = FaceRecorder(monkeypatch)
    app = make_app((1280, 720), animation_speed=speed)
    app.push(TitleScene(app))
    match = Match(villainous_setup(list(villains), seats, seed))
    app.start_match(match)
    bots = {i for i, s in enumerate(seats) if s.kind == "bot"}
    rng = random.Random(seed)
    at_screen: int | None = None
    seen = {"curtains": 0, "condition_curtains": 0}
    for _ in range(steps * 4):
        _frame(app, faces, at_screen, bots)
        table = app.table()
        st = table.st
        if st.winner is not None or len(match.moves) >= steps:
            break
        top = app.top()
        if isinstance(top, CurtainScene):
            at_screen = top.seat  # the screen passes to this player; they click "I am ready"
            seen["curtains"] += 1
            if st.prompt is not None and st.prompt.kind == "condition":
                seen["condition_curtains"] += 1
            _click(app, top.widgets[0].rect)
            continue
        who = rules.current_player(st)
        if who in bots:
            deadline = time.monotonic() + 10
            before = len(match.moves)
            while len(match.moves) == before and time.monotonic() < deadline:
                _frame(app, faces, at_screen, bots)
                time.sleep(0.002)
            continue
        assert who == at_screen, "a human decides while someone else holds the screen"
        legal = rules.legal_actions(st)
        ends = [a for a in legal if a.verb == "end"]
        if ends and (len(legal) == 1 or rng.random() < 0.25):
            app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
        else:
            others = [a for a in legal if a.verb != "end"] or list(legal)
            table.apply_plan((rng.choice(others),))
    return seen


@pytest.mark.slow
@pytest.mark.parametrize("seed", range(1, 9))
def test_hot_seat_never_shows_a_card_to_the_wrong_seat(monkeypatch, tmp_path, seed):
    villains = (["gaston", "lady-tremaine"], ["lady-tremaine", "horned-king"],
                ["gaston", "lady-tremaine", "horned-king"])[seed % 3]
    seats = [Seat("human") for _ in villains]
    seen = play_hot_seat(monkeypatch, tmp_path, seed, villains, seats, steps=70)
    assert seen["curtains"] >= 2


@pytest.mark.slow
@pytest.mark.parametrize("seed", [21, 22])
def test_with_animations_no_card_glides_into_view_of_the_wrong_seat(monkeypatch, tmp_path, seed):
    """Cards drawn at the end of a turn glide into the hand; the next person must not see them."""
    villains = ["gaston", "lady-tremaine"]
    play_hot_seat(monkeypatch, tmp_path, seed, villains, [Seat("human"), Seat("human")], steps=50, speed=0.5)


@pytest.mark.slow
@pytest.mark.parametrize("seed", [3, 11])
def test_two_humans_and_a_bot_never_see_the_bot_s_cards_or_each_other_s(monkeypatch, tmp_path, seed):
    seats = [Seat("human"), Seat("bot", "random"), Seat("human")]
    play_hot_seat(monkeypatch, tmp_path, seed, ["gaston", "lady-tremaine", "horned-king"], seats, steps=60)


def test_the_first_turn_of_a_hot_seat_game_starts_behind_the_curtain(tmp_path):
    app = make_app((1280, 720))
    app.push(TitleScene(app))
    app.start_match(Match(villainous_setup(["gaston", "lady-tremaine"], [Seat("human"), Seat("human")], 5)))
    assert isinstance(app.top(), CurtainScene) and app.top().seat == 0
    assert app.table().viewer == -1


def test_after_i_am_ready_the_hand_strip_shows_the_new_player_s_hand(tmp_path):
    app = make_app((1280, 720))
    app.push(TitleScene(app))
    match = Match(villainous_setup(["gaston", "lady-tremaine"], [Seat("human"), Seat("human")], 5))
    app.start_match(match)
    table = app.table()
    app.step(0)
    app.draw()
    app.top().ready()
    app.step(0)
    app.draw()
    table.apply_plan((rules.legal_actions(match.state)[0],))
    table.apply_plan((next(a for a in rules.legal_actions(match.state) if a.verb == "end"),))
    curtain = app.top()
    assert isinstance(curtain, CurtainScene) and curtain.seat == 1
    app.step(0)
    app.draw()
    curtain.ready()
    app.step(0)
    app.draw()
    assert [c for c, _ in table.lay.hand] == match.state.players[1].hand


def _pass_screen(app, seat: int, reason: str) -> None:
    curtain = app.top()
    assert isinstance(curtain, CurtainScene), f"no curtain before seat {seat + 1} decides"
    assert curtain.seat == seat and curtain.reason == reason
    app.step(0)
    app.draw()
    _click(app, curtain.widgets[0].rect)
    app.step(0)
    app.draw()


def test_a_condition_window_for_another_human_raises_the_curtain_both_ways(tmp_path):
    from ..villainous.helpers import set_hand

    app = make_app((1280, 720))
    app.push(TitleScene(app))
    match = Match(villainous_setup(["gaston", "lady-tremaine"], [Seat("human"), Seat("human")], 5))
    app.start_match(match)
    table = app.table()
    st = match.state
    set_hand(st, 1, "and-one-more-thing-1", "lucifer")
    _pass_screen(app, 0, "turn")
    where = next(i for i, loc in enumerate(st.players[0].villain.locations)
                 if "discard" in loc.top + loc.bottom and i != st.players[0].mover)
    table.apply_plan((next(a for a in rules.legal_actions(st) if a.verb == "move" and a.to == where),))
    table.apply_plan((next(a for a in rules.legal_actions(st) if a.verb == "discard"),))
    table.apply_plan((next(a for a in rules.legal_actions(st) if a.verb == "discard_card"),))
    table.apply_plan((next(a for a in rules.legal_actions(st) if a.verb == "done"),))
    # Lady Tremaine may answer with And One More Thing: the screen passes to her first
    assert rules.current_player(st) == 1 and st.prompt.kind == "condition"
    title, line = app.top().words()
    assert title == "Pass the screen to Lady Tremaine"
    assert line == "Lady Tremaine may play a Condition in Gaston's turn. Others, look away."
    _pass_screen(app, 1, "condition")
    assert [c for c, _ in table.lay.hand] == st.players[1].hand
    assert table.viewer == 1
    # she passes (the prompt bar's Pass button): the curtain again before Gaston looks
    button = next(b for b in table.buttons if b.plan and getattr(b.plan[0], "verb", "") == "pass")
    _click(app, button.rect)
    _pass_screen(app, 0, "back")
    assert [c for c, _ in table.lay.hand] == st.players[0].hand



def test_a_message_about_one_player_s_hand_does_not_outlive_the_curtain(tmp_path):
    app = make_app((1280, 720))
    app.push(TitleScene(app))
    match = Match(villainous_setup(["gaston", "lady-tremaine"], [Seat("human"), Seat("human")], 5))
    app.start_match(match)
    table = app.table()
    _pass_screen(app, 0, "turn")
    table.apply_plan((rules.legal_actions(match.state)[0],))
    hand_card = match.state.table.defs[match.state.players[0].hand[0]].name
    table.say(f"{hand_card} costs 9 Power; you have 0")  # as a refused drop would
    table.apply_plan((next(a for a in rules.legal_actions(match.state) if a.verb == "end"),))
    _pass_screen(app, 1, "turn")
    assert table.toast is None
