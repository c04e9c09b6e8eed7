"""Bots choose legal actions from their own observation only, and never cheat."""

from __future__ import annotations

import random

import pytest

from game.core.match import Match, Seat
from game.games.villainous import rules, villainous_setup
from game.games.villainous.bots import BOT_KINDS, make_bot
from game.games.villainous.bots.determinize import determinize
from game.games.villainous.observe import observe
from game.games.villainous.position import to_position

from ..core.test_saves import played


def _redeal_hidden(st, seat: int, rng: random.Random):
    """Another true state that ``seat`` cannot tell apart: hidden cards moved around."""
    other = st.clone()
    for p in other.players:
        p.fate_deck[p.fate_known:] = rng.sample(p.fate_deck[p.fate_known:], len(p.fate_deck) - p.fate_known)
        if p.seat == seat:
            rng.shuffle(p.deck)
        else:
            pool = p.hand + p.deck
            rng.shuffle(pool)
            p.hand[:] = pool[: len(p.hand)]
            p.deck[:] = pool[len(p.hand):]
    other.rng = rng.getrandbits(64)
    other.legal_cache = None
    return other


@pytest.mark.parametrize("box", ["despicable-plots", "scum-and-villainy"])
@pytest.mark.parametrize("kind", ["easy", "normal", "hard"])
def test_a_bot_decides_the_same_whatever_the_hidden_cards(kind, box):
    """Re-dealing every card the seat cannot see leaves its observation, and its choice, unchanged
    (in each box: Scum and Villainy's face-up zones, Bounties and Vehicles included)."""
    match = played(70, seed=5) if box == "despicable-plots" else \
        played(70, seed=5, villains=("cad-bane", "seventh-sister", "boba-fett"))
    st = match.state
    seat = rules.current_player(st)
    options = {"iterations": 60} if kind == "hard" else {}
    choice = make_bot(kind, seed=3, **options).choose(observe(st, seat), rules.legal_actions(st))
    rng = random.Random(1)
    for _ in range(3):
        other = _redeal_hidden(st, seat, rng)
        assert to_position(other) != to_position(st)  # the hidden cards really differ
        assert observe(other, seat) == observe(st, seat)
        again = make_bot(kind, seed=3, **options).choose(observe(other, seat), rules.legal_actions(other))
        assert again == choice


def test_bots_are_given_only_the_observation():
    """The bot interface is (observation, legal actions): a dict and values, no State."""
    import inspect

    for kind in BOT_KINDS:
        bot = make_bot(kind, seed=1)
        params = list(inspect.signature(bot.choose).parameters)
        assert params == ["observation", "legal"], kind


def test_a_determinization_agrees_with_the_observation():
    match = played(90, seed=8)
    st = match.state
    seat = rules.current_player(st)
    obs = observe(st, seat)
    sample = determinize(obs, random.Random(2))
    assert observe(sample, seat) == obs
    assert [a for a in rules.legal_actions(sample)] == list(rules.legal_actions(st))


@pytest.mark.parametrize("kind", ["easy", "normal", "hard"])
def test_every_bot_plays_legal_moves_to_the_end_of_some_turns(kind):
    bots = [make_bot(kind, seed=1, **({"iterations": 20} if kind == "hard" else {})), make_bot("random", seed=2)]
    match = Match(villainous_setup(["lady-tremaine", "horned-king"], [Seat("bot", kind), Seat("bot", "random")], 4))
    while match.state.round <= 3 and match.state.winner is None:
        st = match.state
        who = rules.current_player(st)
        legal = rules.legal_actions(st)
        obs = observe(st, who)
        action = bots[who].choose(obs, legal)
        assert action in legal
        match.apply(action)
    assert match.state.round > 3 or match.state.winner is not None


def test_cards_looked_at_stay_known_to_the_bot():
    """While Lady Tremaine looks at her top Fate cards, every sample keeps them on top."""
    from .helpers import ally, at, fate_top, new

    st = new(("lady-tremaine", "gaston"))
    ally(st, 0, "invitation-from-the-king", "the-castle")
    fate_top(st, 0, "cinderella", "gus")
    st.players[0].locked[3] = False
    at(st, "the-ballroom", power=1)
    rules.apply(st, next(a for a in rules.legal_actions(st) if a.verb == "activate"))
    assert st.prompt.kind == "look"
    obs = observe(st, 0)
    assert obs["players"][0]["fate_deck_known_top"] == ["cinderella", "gus"]
    for k in range(5):
        sample = determinize(obs, random.Random(k))
        assert list(rules.legal_actions(sample)) == list(rules.legal_actions(st))


def _rich_positions():
    """Scum and Villainy turns mid-game, the mover placed, several actions open."""
    for n in range(60, 400, 7):
        st = played(n, seed=5, villains=("cad-bane", "seventh-sister", "boba-fett")).state
        if st.winner is None and st.prompt is None and st.phase == "actions" and len(rules.legal_actions(st)) >= 5:
            yield st


def _rich_position():
    return next(_rich_positions())


def test_the_normal_bots_shared_positions_give_the_same_values_as_a_plain_search():
    """Two orders of the same actions reach one position, looked at once (the transposition
    table): every action scores what a search without the table gives."""
    from game.games.villainous.bots.heuristic import NEG, lookahead, score_actions

    st = _rich_position()
    seat = rules.current_player(st)
    legal = rules.legal_actions(st)
    plain = []
    for a in legal:
        s = st.clone()
        rules.apply(s, a)
        plain.append(lookahead(s, seat, 3))
    assert score_actions(st, seat, legal) == plain
    assert len({v for v in plain if v != NEG}) > 1  # the actions really differ


def test_the_normal_bot_looks_fewer_moves_ahead_in_a_turn_too_rich_to_search():
    """An unlimited budget is the full three follow-ups; a budget of one position cuts the look
    to one follow-up, and a cut changes some action's value here."""
    from game.games.villainous.bots.heuristic import score_actions

    for st in _rich_positions():  # one where looking further changes some action's value
        seat = rules.current_player(st)
        legal = rules.legal_actions(st)
        if score_actions(st, seat, legal, depth=1) != score_actions(st, seat, legal, depth=3):
            break
    else:  # pragma: no cover
        raise AssertionError("no position where the depth matters")
    assert score_actions(st, seat, legal, budget=10**9) == score_actions(st, seat, legal, depth=3)
    assert score_actions(st, seat, legal, budget=1) == score_actions(st, seat, legal, depth=1)


def test_the_normal_bot_finishes_a_half_resolved_card_at_its_horizon():
    """Quick Draw played, its Hero not yet chosen: at the look-ahead's horizon the choice is
    made (the best Hero by value), so the card is judged by its Target marker, not half-done."""
    from game.games.villainous.bots.heuristic import lookahead
    from game.games.villainous.bots.knowledge import value

    from .helpers import at, do, hero, legal, new, set_hand

    st = new(("cad-bane", "seventh-sister", "boba-fett"), 3)
    set_hand(st, 0, "quick-draw-1")
    hero(st, 0, "mace-windu", "coruscant")
    hero(st, 0, "captain-rex", "the-box")
    at(st, "black-stall-station", 0, power=3)
    do(st, "play quick-draw-1")
    assert st.players[0].ext.marked == [] and len(legal(st)) == 2  # the Hero is still to pick
    after = []
    for m in legal(st):
        s = st.clone()
        do(s, m)
        assert len(s.players[0].ext.marked) == 1
        after.append(value(s, 0))
    assert lookahead(st, 0, 0) == max(after) > value(st, 0)


def test_a_hero_in_an_opponents_realm_lowers_that_opponents_threat():
    """The threat counts what holds an opponent back: a Hero played into the Horned King's
    Realm makes him less of a threat, though his progress ignores Heroes."""
    from game.games.villainous.bots.knowledge import progress, threat

    from .helpers import hero, new

    st = new(("gaston", "horned-king"), 2)
    before, prog = threat(st, 0), progress(st, 1)
    hero(st, 1, st.table.defs[st.players[1].fate_deck[0]].key, st.players[1].villain.locations[0].key)
    assert progress(st, 1) == prog
    assert threat(st, 0) < before


def test_a_key_effect_that_cannot_be_played_is_worth_less_in_hand():
    """Collect the Bounty with no marked Hero is kept at a fresh card's worth, not a key card's:
    a hand of them does not block the hand for the whole game."""
    from game.games.villainous.bots.knowledge import _hand

    from .helpers import hero, new, set_hand

    st = new(("cad-bane", "seventh-sister", "boba-fett"), 3)
    set_hand(st, 0, "collect-the-bounty-1")
    idle = _hand(st, st.players[0])
    h = hero(st, 0, "captain-rex", "coruscant")
    st.players[0].ext.marked.append(h)
    assert _hand(st, st.players[0]) > idle


def test_boba_fetts_bot_keeps_bounties_only_while_a_contact_has_or_can_make_room():
    """Qi'ra holds one Bounty: with her empty, or a Contact in hand, Bounties are cards
    to keep; with a Bounty on her and no Contact in hand, they are not. Contacts are always
    kept: playing one must not cost the others their place in the hand."""
    from game.games.villainous.villains.boba_fett import bot_key_cards

    from .helpers import ally, attach, new, set_hand

    st = new(("cad-bane", "seventh-sister", "boba-fett"), 3)
    p = st.players[2]
    set_hand(st, 2, "gamorrean-guards-1")
    assert "bounty-debtor" not in bot_key_cards(st, p) and "bib-fortuna" in bot_key_cards(st, p)
    ally(st, 2, "qira", "corellia")
    assert "bounty-debtor" in bot_key_cards(st, p) and "bib-fortuna" in bot_key_cards(st, p)
    attach(st, 2, "bounty-rebel-spy", "qira")
    assert "bounty-debtor" not in bot_key_cards(st, p) and "bib-fortuna" in bot_key_cards(st, p)
    set_hand(st, 2, "bib-fortuna")
    assert "bounty-debtor" in bot_key_cards(st, p)


def test_gastons_threat_reads_the_obstacles_removed_as_the_square_of_their_share():
    """Balance (issue 15): the opponents compare villains' progress directly, and Gaston's
    (Obstacles removed / 8) climbs from the first turns while the others' jump late. His
    threat reads the share squared: none 0, half a quarter, all of them 1; his own progress,
    what his bot plays for, stays the share itself."""
    from pytest import approx

    from game.games.villainous.bots.knowledge import progress, threat_progress

    from .helpers import new

    st = new(("gaston", "horned-king"), 2)
    p = st.players[0]
    assert threat_progress(st, 0) == 0 == progress(st, 0)
    for removed, expected in ((1, 1 / 64), (4, 1 / 4), (6, 9 / 16), (8, 1.0)):
        left = 8 - removed  # the Obstacles still in place, from the first location on
        p.obstacles = []
        for spots in (loc.obstacle_spots for loc in p.villain.locations):
            p.obstacles.append(min(spots, left))
            left -= p.obstacles[-1]
        assert threat_progress(st, 0) == approx(expected)
        assert progress(st, 0) == approx(removed / 8)


def test_a_fate_action_is_aimed_at_the_opponent_closest_to_winning():
    """Of the players a Fate action may target, the bots pick the one whose Objective is
    furthest along (a played position: Lady Tremaine is over a third of the way, the Horned
    King has barely begun), whatever a couple of sampled Fate draws suggest."""
    from game.games.villainous.actions import FATE
    from game.games.villainous.bots.knowledge import threat_progress

    st = played(248, seed=1).state
    seat = rules.current_player(st)
    fates = [a for a in rules.legal_actions(st) if a.verb == FATE]
    leader = max((a.to for a in fates), key=lambda o: threat_progress(st, o))
    assert len(fates) == 2 and st.players[leader].villain.key == "lady-tremaine"
    for seed in range(3):
        for kind in ("normal", "easy"):
            bot = make_bot(kind, seed=seed)
            bot.blunder = 0.0  # Easy's random slip is not the choice of target being tested
            assert bot.choose(observe(st, seat), fates).to == leader


def test_easy_takes_the_line_that_wins_this_turn_nearly_every_time_and_random_does_not():
    """The Horned King, three Cauldron Born out and the fourth in hand: three of his eleven
    actions win this turn (play it where the Cauldron Born are missing, or move one there
    first). Easy judges each action by Normal's measure, blurred by noise far smaller than a win is
    worth and with a random slip one time in ten, so over twenty seeds it takes a winning line
    in all but a slip or two; a uniform pick takes one about a quarter of the time. (Easy once blurred its
    judgement by more than a Hero is worth and picked at random one time in five: it stood level
    with Random in the ladder.)"""
    from game.games.villainous.bots.heuristic import score_actions

    from .helpers import ally, at, new, set_hand

    st = new(("horned-king", "gaston"))
    st.players[0].relic = 2
    for i, key in enumerate(("morva", "fair-folk-kingdom", "dungeons")):
        ally(st, 0, f"cauldron-born-{i + 1}", key)
    set_hand(st, 0, "cauldron-born-4")
    at(st, "throne-room", power=0)
    legal = rules.legal_actions(st)
    winning = {a for a, v in zip(legal, score_actions(st, 0, legal, depth=1), strict=True) if v == 100.0}
    assert 0 < len(winning) < len(legal) / 2
    took = {kind: sum(make_bot(kind, seed=s).choose(observe(st, 0), legal) in winning for s in range(20))
            for kind in ("random", "easy", "normal")}
    assert took["normal"] == 20
    assert took["easy"] >= 18
    assert took["random"] <= 10


@pytest.mark.slow
def test_hard_on_two_cores_plays_legal_moves_and_stops_its_workers():
    """Hard with ``workers=2``: both worker processes search every decision (their iterations
    add up), the moves are legal, and closing the bot leaves no process behind."""
    import multiprocessing

    m = Match(villainous_setup(["gaston", "lady-tremaine"], [Seat("bot", "hard"), Seat("bot", "hard")], 5))
    bot = make_bot("hard", seed=1, workers=2, iterations=8)
    try:
        searched = 0
        while searched < 3:
            game = m.game
            seat = game.current_player()
            legal = list(game.legal_actions())
            if len(legal) == 1:
                m.apply(legal[0])
                continue
            action = bot.choose(observe(game.state, seat), legal)
            assert action in legal and bot.last_iterations == 16
            m.apply(action)
            searched += 1
        assert bot.pool.started and not bot.pool.broken
    finally:
        bot.close()
    assert not [p for p in multiprocessing.active_children() if p.name == "search-worker"]
