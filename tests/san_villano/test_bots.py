"""The bots: Random and Normal play whole games, and Normal never reads hidden state."""

import pytest

from game.core import rng
from game.games.san_villano import Game
from game.games.san_villano.bots import NormalBot, RandomBot, make, play, value


def test_random_and_normal_play_a_whole_game():
    g = Game.new(2, 3)
    steps = play(g, [make("normal", 1), make("random", 2)])
    assert g.is_over() and steps > 50
    assert g.winner() is not None


def test_normal_does_not_cheat():
    """Two games that differ only in what nobody can see get the same choice from the same bot."""
    g1 = Game.new(3, 9)
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
    g = Game.new(4, 1)
    bot = RandomBot(3)
    for _ in range(20):
        a = bot.choose(g, g.current_player())
        assert a in g.legal_actions()
        g.apply(a)


def test_value_prefers_more_reputation():
    g = Game.new(2, 0)
    st = g.state.clone()
    base = value(st, 0)
    st.orgs[0].captured.append(st.villain_row.pop(0))
    assert value(st, 0) > base


def test_every_level_plays_legal_moves_through_the_core():
    """Random, Easy, Normal and Hard (the core's ISMCTS, kept to a few iterations here) play
    for the core's session: each answer is legal."""
    from game.core.registry import game_named

    d = game_named("san-villano")
    assert d.bot_levels == ("random", "easy", "normal", "hard")
    g = d.new(2, 5)
    bots = {lv: (d.make_bot(lv, 3, iterations=15) if lv == "hard" else d.make_bot(lv, 3)) for lv in d.bot_levels}
    for k in range(40):
        if g.is_over():
            break
        bot = bots[d.bot_levels[k % 4]]
        a = bot.choose_in(g.clone(), g.current_player())
        assert a in g.legal_actions()
        g.apply(a)


def test_hard_does_not_cheat():
    """Hard searches determinized copies only: hidden changes do not change its choice."""
    from game.games.san_villano.bots import HardBot

    g1 = Game.new(2, 11)
    r = rng.seed_state(8)
    for _ in range(25):
        legal = g1.legal_actions()
        r, i = rng.below(r, len(legal))
        g1.apply(legal[i])
    g2 = g1.clone()
    g2.state.fire_stack.reverse()
    seat = g1.current_player()
    assert HardBot(5, iterations=30).choose(g1, seat, 7) == HardBot(5, iterations=30).choose(g2, seat, 7)


def test_hard_does_not_cheat_where_it_searches():
    """Where an agent goes is searched (played on by Normal's policy to the rival's answer and
    beyond): it too is chosen on sampled copies only, so shuffling what nobody has seen (Fire
    tokens, decks, face-down City cards of a season) does not change it."""
    from game.games.san_villano.bots import HardBot
    from game.games.san_villano.grid import CELLS, SEASON_OF

    g1 = Game.new(2, 11)
    r = rng.seed_state(8)
    for _ in range(60):
        legal = g1.legal_actions()
        if len(legal) > 2 and any(a.verb in ("allocate", "move") for a in legal) and g1.state.round > 1:
            break
        r, i = rng.below(r, len(legal))
        g1.apply(legal[i])
    assert any(a.verb in ("allocate", "move") for a in g1.legal_actions())
    g2 = g1.clone()
    st = g2.state
    st.fire_stack.reverse()
    for deck, name in ((st.hero_deck, "hero"), (st.helper_deck, "helper"), (st.scum_deck, "scum")):
        unknown = len(deck) - st.known_bottom[name]
        deck[:unknown] = reversed(deck[:unknown])
    hidden = [c for c in CELLS if SEASON_OF[c] == 3 and c not in st.revealed]
    st.city[hidden[0]], st.city[hidden[1]] = st.city[hidden[1]], st.city[hidden[0]]
    seat = g1.current_player()
    assert g1.observe(seat) == g2.observe(seat) and g1.state != g2.state
    b1, b2 = HardBot(5, iterations=4), HardBot(5, iterations=4)
    assert b1.choose(g1, seat, 7) == b2.choose(g2, seat, 7)
    assert b1._bot.last_iterations == 4  # the search ran


def test_unknown_level_lists_the_valid_ones():
    import pytest

    with pytest.raises(ValueError, match="random, easy, normal, hard"):
        make("expert")


def test_solo_through_the_definition():
    """The solo mode as a setup option: seat 0 against the bot seats, the target kept."""
    import pytest

    from game.core.registry import game_named

    d = game_named("san-villano")
    g = d.new(3, 4, {"solo_target": 30})
    assert g.state.options["solo"] == {"human": 0, "bots": [1, 2], "target": 30, "level": "normal"}
    from game.games.san_villano.solo import DEFAULT_TARGET

    assert d.new(2, 4, {"solo_target": "default"}).state.options["solo"]["target"] == DEFAULT_TARGET[1]
    with pytest.raises(ValueError, match="solo_target"):
        d.new(2, 4, {"solo_target": -3})
    with pytest.raises(ValueError, match="valid options: setup_fires, solo_target"):
        d.new(2, 4, {"decks": 1})


def test_bots_use_a_clock_ability_once_per_action():
    """The Nurse and Agent Titan prepare each other: a greedy bot used them in turn forever
    (seed 35, Normal against Random). Bots use each card's clock ability once per action."""
    g = Game.new(2, 35)
    bots = [make("normal", 350), make("random", 351)]
    steps = play(g, bots, max_steps=2000)
    assert g.is_over() and steps < 2000


def test_hard_judges_by_worth_minus_the_rivals_worth():
    """Hard's judgement counts what the rival has and is promised as much as its own: a Money
    given to the rival costs it about what a Money of its own is worth (Normal's ``value`` sees
    only a quarter of the rival's score, and so nothing of a Money)."""
    from game.games.san_villano.bots import rival_value, worth

    g = Game.new(2, 0)
    st = g.state.clone()
    before, normal = rival_value(st, 0), value(st, 0)
    st.orgs[1].money += 1
    assert rival_value(st, 0) == before - (worth(st, 1) - worth(g.state, 1)) < before
    assert value(st, 0) == normal


def test_hard_plays_on_by_normal_to_the_end_of_the_next_actions():
    """A searched move is judged after the game is played on by Normal's policy until the given
    number of actions have ended (the move's own, then the rival's, …); the leaf itself is
    left as it was."""
    from game.games.san_villano.bots import _Leaf, _turn

    g = Game.new(2, 4)
    bots = [make("normal", 1), make("normal", 2)]
    while g.state.phase == "start" or g.state.round < 2:
        g.apply(bots[g.current_player()].choose(g, g.current_player()))
    g.apply(next(a for a in g.legal_actions() if a.verb in ("allocate", "move")))
    st = g.state
    turns = []
    for actions in (1, 2, 3):
        leaf = _Leaf(actions)
        out = leaf.finished(st)
        assert out is not st and _turn(st) == _turn(g.state)
        turns.append(_turn(out))
        assert not out.stack or out.phase == "over" or _turn(out) != _turn(st)
    assert len(set(turns)) == 3  # each further action ends somewhere later
    assert turns[0][4] != st.actor and turns[1][4] == st.actor  # the rival answered, then it is ours again


def test_hard_searches_where_an_agent_goes_and_leaves_the_details_to_normal():
    """Where an agent goes (and which card is recruited, tracked or confronted) is searched;
    the rest of an action (which icon first, which resource) is Normal's judgement."""
    from game.games.san_villano.bots import HardBot

    g = Game.new(2, 6)
    hard = HardBot(2, iterations=2)
    seen = set()
    for _ in range(40):
        legal = g.legal_actions()
        a = hard.choose(g, g.current_player())
        big = len(legal) > 1 and any(x.verb in ("allocate", "move", "recruit", "track", "confront") for x in legal)
        assert hard.searched == big
        seen.add(big)
        g.apply(a)
    assert seen == {True, False}


@pytest.mark.slow
def test_hard_on_two_cores_plays_legal_moves_and_stops_its_workers():
    """Hard with ``workers=2``: each worker plays the searched moves on its own samples (the
    iterations add up), the moves are legal, and closing the bot leaves no process behind."""
    import multiprocessing

    from game.games.san_villano.definition import SAN_VILLANO

    g = Game.new(2, 6)
    bot = SAN_VILLANO.make_bot("hard", seed=2, workers=2, iterations=2)
    try:
        searched = 0
        while searched < 2:
            legal = g.legal_actions()
            a = bot.choose_in(g.clone(), g.current_player())
            assert a in legal
            if bot.searched:
                assert bot.last_iterations == 4
                searched += 1
            g.apply(a)
        assert bot.search.pool.started and not bot.search.pool.broken
    finally:
        bot.close()
    assert not [p for p in multiprocessing.active_children() if p.name == "search-worker"]


def test_easy_beats_random_from_both_seats():
    """Easy judges an action once the first of its own choices is made, and slips one time in
    ten: in two seeded deals, each played with the seats both ways round, it wins all four.
    (Scoring actions before any of their choices, and slipping one time in four, it won 29 of 40
    such games and stood level with Random in the ladder.)"""
    wins = 0
    for seed in (1, 2):
        for easy in (0, 1):
            g = Game.new(2, seed)
            bots = [make("random", 10 + seed), make("random", 10 + seed)]
            bots[easy] = make("easy", 20 + seed)
            play(g, bots)
            wins += g.winner() == easy
    assert wins == 4
