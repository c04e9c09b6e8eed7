"""Undo's barriers come from each game's own rule, through the core's match (game/core/match.py):
``Match.undo_depth`` and ``Match.undo_refusal``, never a view's guess."""

from __future__ import annotations

import os
import random

from game.core.match import Match, Seat, Setup
from game.core.session import Session
from game.games.villainous import villainous_setup


def _stargate_until(check, seeds=range(1, 30)):
    """A Stargate game (a person against a bot) played at random until ``check(match, revealed)``
    holds while the person decides (``revealed``: whether each move so far revealed something):
    that match, or None."""
    for seed in seeds:
        m = Match(Setup.of("stargate", [Seat("human"), Seat("bot", "random")], seed))
        session = Session(m)
        rnd = random.Random(seed)
        revealed: list[bool] = []
        for _ in range(300):
            who = m.game.current_player()
            if who < 0:
                break
            if who == 0 and check(m, revealed):
                return m
            action = session.decide(1) if who == 1 else rnd.choice(m.game.legal_actions())
            revealed.append(any(ev.reveals for ev in m.apply(action)))
    return None


def _answered_without_a_card(m: Match, revealed: list[bool]) -> bool:
    """The person's action, then the bot's answer: neither revealed anything, and the bot's
    hand is as it was (it played and drew no card)."""
    if len(m.history) < 2 or len(revealed) < 2 or revealed[-1] or revealed[-2]:
        return False
    mine, bots = m.history[-2], m.history[-1]
    return mine.seat == 0 and bots.seat == 1 and len(bots.before.seats[1].hand) == len(m.state.seats[1].hand)


def test_stargate_undo_takes_back_your_action_and_the_bots_answer_that_showed_nothing():
    """Both players act within one turn: a change of the deciding seat is no barrier, so Ctrl+Z
    at the table takes back the person's action and the bot's answer that played or drew no
    card (before: the view's own rule stopped at the bot's answer, and undo did nothing)."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    import pygame

    from game.table.app import App

    m = _stargate_until(_answered_without_a_card)
    assert m is not None, "no position in which the person's action was answered without a card"
    app = App(size=(1280, 720), settings={"animation_speed": 0.0, "sound": False}, saves=None, headless=True,
              game="stargate")
    app.start_match(m)
    table = app.table()
    moves = len(m.moves)
    table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_z, mod=pygame.KMOD_CTRL, unicode=""))
    assert len(table.match.moves) == moves - 2 and table.match.game.current_player() == 0


def test_stargate_undo_never_goes_back_over_a_bots_move_that_played_or_drew_a_card():
    def bot_showed_a_card(m: Match, revealed: list[bool]) -> bool:
        if len(m.history) < 2 or m.history[-1].seat != 1 or m.history[-1].barrier:
            return False
        return len(m.history[-1].before.seats[1].hand) != len(m.state.seats[1].hand)

    m = _stargate_until(bot_showed_a_card)
    assert m is not None
    assert m.undo_depth(0) == 0 and m.undo_refusal(0) == "barrier"


def test_undo_refusal_names_why_in_every_case():
    m = Match(villainous_setup(["gaston", "lady-tremaine"], [Seat("human"), Seat("bot", "random")], 7))
    assert m.undo_refusal(-1) == "nobody"
    assert m.undo_refusal(1) == "bot"
    who = m.game.current_player()
    assert m.undo_refusal(who) == "nothing"  # no move yet
    assert m.undo_refusal(1 - who) in ("not-your-turn", "bot")
    m.apply(m.game.legal_actions()[0])  # Gaston moves: his own move, within his turn
    if m.game.current_player() == who and not m.history[-1].barrier:
        assert m.undo_refusal(who) is None and m.undo_depth(who) == 1
