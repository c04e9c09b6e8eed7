"""The bots: Random and Normal play whole games, and Normal never reads hidden state."""

from game.core import rng
from game.games.san_villano import GAME
from game.games.san_villano.bots import NormalBot, RandomBot, make, play, value


def test_random_and_normal_play_a_whole_game():
    g = GAME.new(2, 3)
    steps = play(g, [make("normal", 1), make("random", 2)])
    assert g.is_over() and steps > 50
    assert g.winner() is not None


def test_normal_does_not_cheat():
    """Two games that differ only in what nobody can see get the same choice from the same bot."""
    g1 = GAME.new(3, 9)
    r = rng.seed_state(4)
    for _ in range(30):
        legal = g1.legal_actions()
        r, i = rng.below(r, len(legal))
        g1.apply(legal[i])
    g2 = g1.clone()
    g2.state.fire_stack.reverse()
    g2.state.hero_deck.reverse() if not g2.state.known_bottom["hero"] else None
    seat = g1.current_player()
    assert g1.observe(seat) == g2.observe(seat)
    assert NormalBot(5).choose(g1, seat) == NormalBot(5).choose(g2, seat)


def test_random_bot_picks_legal_actions():
    g = GAME.new(4, 1)
    bot = RandomBot(3)
    for _ in range(20):
        a = bot.choose(g, g.current_player())
        assert a in g.legal_actions()
        g.apply(a)


def test_value_prefers_more_reputation():
    g = GAME.new(2, 0)
    st = g.state.clone()
    base = value(st, 0)
    st.orgs[0].captured.append(st.villain_row.pop(0))
    assert value(st, 0) > base
