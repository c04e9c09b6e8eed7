"""What San Villano registers with the core (definition.py) and its Game wrapper (game.py):
bots by level, save names and seat labels, solo options, move parsing, the winner."""

from __future__ import annotations

import pytest

from game.games.san_villano import Game, scoring
from game.games.san_villano.definition import SAN_VILLANO

from .helpers import fresh


def test_bots_are_made_by_level_and_an_unknown_level_names_the_valid_ones():
    for level in SAN_VILLANO.bot_levels:
        bot = SAN_VILLANO.make_bot(level, seed=1)
        assert bot.name == level and bot.wants_game
    with pytest.raises(ValueError, match=rf"^unknown bot 'expert'; valid bots: {', '.join(SAN_VILLANO.bot_levels)}$"):
        SAN_VILLANO.make_bot("expert")
    normal = SAN_VILLANO.make_bot("normal", seed=1)
    with pytest.raises(TypeError, match=r"^the normal bot needs the game: call choose_in\(game, seat\)$"):
        normal.choose({}, [])
    g = fresh(2, 0)
    assert normal.choose_in(g, g.state.actor) in g.legal_actions()
    assert SAN_VILLANO.make_bot("normal")._rng == SAN_VILLANO.make_bot("normal", seed=0)._rng  # seed 0 unless given


def test_the_hard_bot_is_the_search_given_the_game():
    from game.games.san_villano.bots import HardSearch

    assert isinstance(SAN_VILLANO.make_bot("hard", seed=1), HardSearch)
    assert not isinstance(SAN_VILLANO.make_bot("normal", seed=1), HardSearch)


def test_a_save_is_named_by_its_solo_target_or_its_organizations():
    assert SAN_VILLANO.save_name(Game.new(1, 0, {"bots": 1, "target": 12}), None) == "San Villano solo, target 12"
    assert SAN_VILLANO.save_name(Game.new(3, 0), None) == "San Villano, 3 organizations"
    assert SAN_VILLANO.seat_labels({"seats": [{}, {}, {}]}) == ["Organization 1", "Organization 2", "Organization 3"]
    assert SAN_VILLANO.seat_labels({}) == []


def test_a_solo_game_keeps_only_its_solo_options():
    st = Game.new(1, 0, {"bots": 2, "target": 5, "level": "easy"}).state
    assert st.options == {"solo": {"human": 0, "bots": [1, 2], "target": 5, "level": "easy"}}


def test_a_move_that_is_words_but_not_legal_now_is_refused_with_some_legal_ones():
    g = fresh(2, 0)
    legal = g.legal_texts()
    assert "track gelida" not in legal  # words the game knows, not legal now
    sample = ", ".join(legal[:5])
    for text in ("track gelida", "  dance  "):
        with pytest.raises(ValueError) as exc:
            g.parse(text)
        assert str(exc.value) == f"{text.strip()!r} is not a legal action here; legal are e.g. {sample}"
    assert g.parse(legal[0]) == g.legal_actions()[0]


def test_the_winner_is_the_one_seat_or_minus_one_for_a_shared_victory(monkeypatch):
    g = fresh(2, 0)
    assert g.winner() is None and g.winners() == ()
    g.state.phase = "over"
    monkeypatch.setattr(scoring, "winners", lambda st: (1,))
    assert g.winner() == 1 and g.winners() == (1,)
    monkeypatch.setattr(scoring, "winners", lambda st: (0, 1))
    assert g.winner() == -1 and g.winners() == (0, 1)
