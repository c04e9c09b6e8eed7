"""The solo mode's options, its bot seats and the result at the end (game/games/san_villano/solo.py)."""

from __future__ import annotations

import pytest

from game.games.san_villano import Game, scoring
from game.games.san_villano.solo import DEFAULT_TARGET, bot_seats, solo_options, solo_result
from game.games.san_villano.state import Org


def test_solo_options_default_to_one_normal_bot_and_its_mean_score():
    assert solo_options({}) == (2, {"solo": {"human": 0, "bots": [1], "target": DEFAULT_TARGET[1],
                                             "level": "normal"}})
    assert solo_options({"bots": 2}) == (3, {"solo": {"human": 0, "bots": [1, 2], "target": DEFAULT_TARGET[2],
                                                      "level": "normal"}})
    assert solo_options({"bots": 2, "target": 0, "level": "hard"})[1]["solo"] == {
        "human": 0, "bots": [1, 2], "target": 0, "level": "hard"}


def test_solo_options_accept_the_ends_and_refuse_the_rest_by_name():
    for level in ("random", "easy", "normal", "hard"):
        assert solo_options({"level": level})[1]["solo"]["level"] == level
    assert solo_options({"target": 200})[1]["solo"]["target"] == 200
    for bots in (0, 3, "1"):
        with pytest.raises(ValueError, match=rf"^a solo game is against 1 or 2 bot organizations, not {bots!r}$"):
            solo_options({"bots": bots})
    for target in (-1, 201, "37", 3.0):
        with pytest.raises(ValueError, match=rf"^the solo target is a score from 0 to 200, not {target!r}$"):
            solo_options({"target": target})
    with pytest.raises(ValueError, match=r"^the solo bots play at level random, easy, normal or hard, not 'expert'$"):
        solo_options({"level": "expert"})


def test_the_bot_seats_are_the_solo_game_s_others_and_none_otherwise():
    assert bot_seats(Game.new(1, 0, {"bots": 2}).state) == [1, 2]
    assert bot_seats(Game.new(1, 0, {"bots": 1}).state) == [1]
    assert bot_seats(Game.new(3, 0).state) == []


def _over(monkeypatch, scores, winners, target=30, bots=2):
    st = Game.new(1, 0, {"bots": bots, "target": target}).state
    st.phase = "over"
    monkeypatch.setattr(scoring, "scores", lambda _st: list(scores))
    monkeypatch.setattr(scoring, "winners", lambda _st: tuple(winners))
    return solo_result(st)


@pytest.mark.parametrize(("scores", "winners", "verdict", "beat_target"), [
    ([31, 20, 25], [0], "Protector of San Villano", True),
    ([30, 20, 25], [0], "You won, but the city expected more", False),  # the target itself is not beaten
    ([28, 28, 20], [1], "The bots' organizations did better", False),  # level with the best bot, not the winner
    ([40, 41, 20], [1], "The bots' organizations did better", True),
    ([35, 35, 20], [0, 1], "Shared", True),  # a tie that persists: a shared victory
])
def test_the_solo_result_says_who_did_better_and_whether_the_target_fell(monkeypatch, scores, winners, verdict,
                                                                        beat_target):
    res = _over(monkeypatch, scores, winners)
    assert res == {"score": scores[0], "bots": scores[1:], "target": 30, "beat_bots": tuple(winners) == (0,),
                   "beat_target": beat_target, "verdict": verdict}


def test_a_shared_victory_is_said_shared_not_lost():
    """A tie that persists through the tie-breaks is a shared victory (scoring.winners): the
    verdict says so. (It said "The bots' organizations did better", the "Shared" verdict being
    reached only by a higher score than every bot's, which always wins alone.)"""
    g = Game.new(1, 0, {"bots": 1, "target": 10})
    st = g.state
    st.orgs = [Org(0), Org(1)]  # two organizations alike in every tie-break
    st.phase = "over"
    assert scoring.winners(st) == (0, 1)
    assert g.solo_result()["verdict"] == "Shared" and not g.solo_result()["beat_bots"]


def test_no_solo_result_before_the_end_or_outside_solo(monkeypatch):
    st = Game.new(1, 0, {"bots": 1}).state
    assert solo_result(st) is None  # not over
    plain = Game.new(2, 0).state
    plain.phase = "over"
    assert solo_result(plain) is None
