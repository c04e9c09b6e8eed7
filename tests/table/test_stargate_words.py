"""The Stargate table's words for what a seat is asked."""

from __future__ import annotations

from game.games.stargate import rules
from game.i18n import set_language
from game.table.views.stargate import words as W


def test_the_stop_before_the_first_turn_names_the_seat_that_plays_first() -> None:
    """'The opponent stops one of the first player's Team characters': the bar names who
    plays first (a new player read 'the first player' as Player 1 while Player 2 went first)."""
    for seed in range(1, 12):
        st = rules.new_game(("survey", "serpent"), seed)
        first, asked = W.short_name(st, st.first), W.short_name(st, st.actor)
        assert W.prompt_words(st) == f"{asked}: {first} plays first, so stop one of {first}'s Team characters"


def test_the_stop_before_the_first_turn_is_asked_in_portuguese() -> None:
    st = rules.new_game(("survey", "serpent"), 3)
    set_language("pt")
    try:
        said, first = W.prompt_words(st), W.short_name(st, st.first)
    finally:
        set_language("en")
    assert said.endswith(f"{first} joga primeiro, então pare um dos personagens da Equipe de {first}")


def test_the_curtain_before_the_first_turn_asks_as_the_bar_does() -> None:
    """The curtain said "stop one of the first player's Team characters" while the bar under
    it named who plays first: both say it one way."""
    for seed in range(1, 12):
        st = rules.new_game(("survey", "serpent"), seed)
        first, asked = W.short_name(st, st.first), W.short_name(st, st.actor)
        assert W.curtain_line(st, st.actor, "turn") == \
            f"{asked}: {first} plays first, so stop one of {first}'s Team characters. Others, look away."
