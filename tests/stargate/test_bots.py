"""The Stargate bots: legal choices, Normal beats Random, and no peeking at hidden cards."""

from __future__ import annotations

import pytest

from game.games.stargate import STARGATE
from game.games.stargate.bots import BOTS, NormalBot, RandomBot


def play(bots, seed, decks=("survey", "serpent"), max_turns=80):
    g = STARGATE.new(2, seed, {"decks": list(decks)})
    players = [BOTS[b]() for b in bots]
    step = 0
    while not g.is_over() and g.state.turn <= max_turns:
        seat = g.current_player()
        a = players[seat].choose(g, seat, seed * 7919 + step)
        assert a in g.legal_actions()
        g.apply(a)
        step += 1
    return g.winner()


def test_normal_beats_random():
    wins = 0
    games = 10
    for i in range(games):
        bots = ("normal", "random") if i % 2 == 0 else ("random", "normal")
        wins += play(bots, 100 + i) == bots.index("normal")
    assert wins >= 7


def test_bots_choose_from_what_their_seat_knows_only():
    """Two games equal in everything the bot's seat can see but with the opponent's hidden
    cards in another order give the same choice."""
    checked = 0
    for seed in range(3):
        g = STARGATE.new(2, seed)
        r = RandomBot()
        step = 0
        while not g.is_over() and step < 150:
            seat = g.current_player()
            other = 1 - seat
            twin = g.clone()
            s = twin.state.seats[other]
            pool = s.hand + s.deck
            pool.reverse()
            s.hand, s.deck = pool[:len(s.hand)], pool[len(s.hand):]
            twin.state.seats[seat].deck.reverse()
            if twin.observe(seat) == g.observe(seat):
                assert NormalBot().choose(g, seat, step) == NormalBot().choose(twin, seat, step)
                checked += 1
            g.apply(r.choose(g, seat, seed * 31 + step))
            step += 1
    assert checked > 50


def test_every_level_plays_legal_moves_through_the_definition():
    """Random, Easy, Normal and Hard (the core's ISMCTS, a small budget here) all answer with a
    legal action, through the registry's ``make_bot`` as the table and the command line use it."""
    from game.games.stargate.definition import STARGATE

    assert STARGATE.bot_levels == ("random", "easy", "normal", "hard")
    g = STARGATE.new(2, 4)
    bots = {lvl: STARGATE.make_bot(lvl, seed=3, **({"iterations": 20} if lvl == "hard" else {}))
            for lvl in STARGATE.bot_levels}
    for step in range(60):
        if g.is_over():
            break
        a = bots[STARGATE.bot_levels[step % 4]].choose_in(g.clone(), g.current_player())
        assert a in g.legal_actions()
        g.apply(a)


def test_hard_bot_searches_with_determinize_only():
    """The Hard bot sees what its seat sees: two games equal in the seat's observation but with
    the opponent's hidden cards reordered give the same choice (a fixed iteration budget)."""
    from game.games.stargate.bots import HardBot

    g = STARGATE.new(2, 9)
    r = RandomBot()
    checked = 0
    for step in range(80):
        if g.is_over():
            break
        seat = g.current_player()
        if step % 8 == 0 and len(g.legal_actions()) > 1:
            twin = g.clone()
            s = twin.state.seats[1 - seat]
            pool = s.hand + s.deck
            pool.reverse()
            s.hand, s.deck = pool[:len(s.hand)], pool[len(s.hand):]
            if twin.observe(seat) == g.observe(seat):
                assert HardBot(iterations=30).choose(g, seat, 5) == HardBot(iterations=30).choose(twin, seat, 5)
                checked += 1
        g.apply(r.choose(g, seat, step))
    assert checked >= 3


def test_search_value_is_decided_at_a_win():
    from game.games.stargate.search import WIN, value

    g = STARGATE.new(2, 1)
    g.state.winner = 1
    assert value(g, 1) == WIN and value(g, 0) == -WIN


@pytest.mark.slow
def test_hard_on_two_cores_plays_legal_moves_and_stops_its_workers():
    """Hard with ``workers=2``: one pool for the game (a search a decision), both workers'
    iterations add up, the moves are legal, and closing the bot leaves no process behind."""
    import multiprocessing

    g = STARGATE.new(2, 9)
    bot = STARGATE.make_bot("hard", seed=1, workers=2, iterations=6)
    r = RandomBot()
    try:
        searched, step = 0, 0
        while searched < 3 and not g.is_over():
            seat = g.current_player()
            legal = g.legal_actions()
            if len(legal) > 1 and step % 2 == 0:
                a = bot.choose_in(g.clone(), seat)
                assert a in legal and bot.bot.last_iterations == 12
                searched += 1
            else:
                a = r.choose(g, seat, step)
            g.apply(a)
            step += 1
        assert searched == 3 and bot.bot._pool.started and not bot.bot._pool.broken
    finally:
        bot.close()
    assert not [p for p in multiprocessing.active_children() if p.name == "search-worker"]
