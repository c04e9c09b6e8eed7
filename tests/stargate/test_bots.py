"""The Stargate bots: legal choices, Normal beats Random, and no peeking at hidden cards."""

from __future__ import annotations

from game.games.stargate import GAME
from game.games.stargate.bots import BOTS, NormalBot, RandomBot


def play(bots, seed, decks=("survey", "serpent"), max_turns=80):
    g = GAME.new(2, seed, {"decks": list(decks)})
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
        g = GAME.new(2, seed)
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
