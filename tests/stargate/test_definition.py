"""What Stargate registers with the core (definition.py): its decks option, its bots by level."""

from __future__ import annotations

import pytest

from game.games.stargate.definition import STARGATE


def test_the_decks_option_is_a_list_of_names_one_a_seat():
    assert STARGATE.check_options(2, {"decks": ["serpent", "survey"]}) == {"decks": ["serpent", "survey"]}
    assert STARGATE.check_options(2, {}) == {}  # no decks: the game deals them in order
    g = STARGATE.new(2, 1, {"decks": ["serpent", "survey"]})
    assert g.state.decks == ("serpent", "survey")
    msg = rf"^decks: a list of deck names, one a player; valid decks: {', '.join(STARGATE.decks)}$"
    for bad in ("serpent", ["serpent", 2], 7):
        with pytest.raises(ValueError, match=msg):
            STARGATE.check_options(2, {"decks": bad})
    with pytest.raises(ValueError, match=r"^unknown option 'colour'"):
        STARGATE.check_options(2, {"colour": "red"})


def test_bots_are_made_by_level_the_hard_one_with_its_options():
    from game.games.stargate.bots import HardBot

    for level in STARGATE.bot_levels:
        bot = STARGATE.make_bot(level, seed=1)
        assert bot.name == level and bot.wants_game
        assert isinstance(bot.bot, HardBot) == (level == "hard")
    hard = STARGATE.make_bot("hard", seed=1, seconds=0.2, iterations=40).bot  # its options reach it
    assert (hard.seconds, hard.iterations) == (0.2, 40)
    assert STARGATE.make_bot("normal")._rng == STARGATE.make_bot("normal", seed=0)._rng  # seed 0 unless given
    with pytest.raises(ValueError, match=rf"^unknown bot 'expert'; valid bots: {', '.join(STARGATE.bot_levels)}$"):
        STARGATE.make_bot("expert")
    with pytest.raises(TypeError, match=r"^the normal bot needs the game: call choose_in\(game, seat\)$"):
        STARGATE.make_bot("normal").choose({}, [])


def test_a_saved_game_is_named_after_its_decks_in_seat_order():
    g = STARGATE.new(2, 1, {"decks": ["serpent", "survey"]})
    assert STARGATE.save_name(g, None) == "Stargate: serpent, survey"
