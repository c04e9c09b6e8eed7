"""tools/sprt.py: the sequential test's statistics against values worked out by hand, and
the test itself deciding between Stargate bots whose order is known."""

from __future__ import annotations

import json
import math

import pytest

from tools import sprt


def test_expected_score_at_an_elo_difference() -> None:
    assert sprt.expected_score(0) == 0.5
    assert sprt.expected_score(400) == pytest.approx(1 / 1.1)  # 10^(-1) = 0.1
    assert sprt.expected_score(-400) == pytest.approx(1 - 1 / 1.1)
    assert sprt.elo_of(1 / 1.1) == pytest.approx(400)


def test_wald_bounds_for_alpha_and_beta_of_five_percent() -> None:
    low, high = sprt.bounds(0.05, 0.05)
    assert low == pytest.approx(math.log(0.05 / 0.95)) and high == pytest.approx(math.log(19))
    assert high == pytest.approx(2.944439, abs=1e-6) and low == -high


def test_pentanomial_llr_worked_by_hand() -> None:
    # 12 pairs: NEW scored 0, 1/2, 1, 3/2, 2 points in 1, 2, 4, 2, 3 of them.
    # mean pair score m = (0 + .25*2 + .5*4 + .75*2 + 1*3) / 12 = 7/12 = 0.583333
    # E[x^2] = (.0625*2 + .25*4 + .5625*2 + 3) / 12 = 5.25/12 = 0.4375; v = 0.4375 - m^2 = 0.0972222
    # elo0 = 0: s0 = 0.5; elo1 = 50: s1 = 1 / (1 + 10^-0.125) = 0.5714631
    # LLR = 12 * (s1 - s0) * (2m - s0 - s1) / (2v) = 12 * 0.0714631 * 0.0952036 / 0.1944444 = 0.419875
    assert sprt.llr_pentanomial([1, 2, 4, 2, 3], 0, 50) == pytest.approx(0.419875, abs=1e-5)


def test_trinomial_llr_worked_by_hand() -> None:
    # 3 losses, 2 draws, 5 wins: m = 0.6, E[x^2] = 0.55, v = 0.19
    # elo1 = 100: s1 = 1 / (1 + 10^-0.25) = 0.6400650
    # LLR = 10 * 0.1400650 * (1.2 - 1.1400650) / 0.38 = 0.220916
    assert sprt.llr_trinomial(3, 2, 5, 0, 100) == pytest.approx(0.220916, abs=1e-5)


def test_a_score_halfway_between_the_hypotheses_weighs_for_neither() -> None:
    assert sprt.llr_pentanomial([2, 3, 5, 3, 2], -20, 20) == pytest.approx(0.0, abs=1e-12)
    assert sprt.llr_trinomial(4, 2, 4, -20, 20) == pytest.approx(0.0, abs=1e-12)


def test_the_prior_keeps_a_first_won_pair_from_deciding() -> None:
    # one pair won twice, a tenth of a pair in every bucket: counts .1 .1 .1 .1 1.1, n = 1.5
    # m = 1.25/1.5 = 0.833333; E[x^2] = 1.1875/1.5 = 0.791667; v = 0.0972222
    # elo1 = 200: s1 = 1 / (1 + 10^-0.5) = 0.7597469
    # LLR = 1.5 * 0.2597469 * (1.6666667 - 1.2597469) / 0.1944444 = 0.815370
    test = sprt.Sprt(0, 200)
    test.add_pair(2.0)
    assert test.llr == pytest.approx(0.815370, abs=1e-5)
    assert test.verdict() is None
    assert sprt.llr_pentanomial([0, 0, 0, 0, 1], 0, 200) == 0.0  # no variance, no evidence


def test_the_test_stops_at_the_bounds() -> None:
    better = sprt.Sprt(0, 50)
    while better.verdict() is None:
        better.add_pair(1.5)
    assert better.verdict() == "H1" and better.llr >= sprt.bounds()[1]
    even = sprt.Sprt(0, 50)
    for n in range(200):
        even.add_pair([0.5, 1.0, 1.5, 1.0][n % 4])
        if even.verdict():
            break
    assert even.verdict() == "H0"


def test_a_bot_setting_names_a_level_its_options_and_maybe_a_commit() -> None:
    s = sprt.parse_setting("main@hard:seconds=0.2,iterations=5")
    assert (s.commit, s.level, s.options) == ("main", "hard", (("seconds", 0.2), ("iterations", 5)))
    assert sprt.parse_setting("normal") == sprt.Setting("normal")
    for bad in ("hard:seconds", "h4rd", "hard:1x=2"):
        with pytest.raises(ValueError):
            sprt.parse_setting(bad)


def _run(capsys, *argv: str) -> list[dict]:
    assert sprt.main(["--game", "stargate", "--workers", "1", "--max-pairs", "12", *argv]) == 0
    return [json.loads(line) for line in capsys.readouterr().out.splitlines()]


def test_sprt_accepts_normal_as_stronger_than_random(capsys) -> None:
    lines = _run(capsys, "--elo1", "200", "random", "normal")
    assert lines[-1]["result"] == "H1"
    assert all("llr" in x for x in lines[1:])  # the running LLR, pair after pair
    assert lines[-1]["pairs"] < 12


def test_sprt_rejects_random_as_stronger_than_normal(capsys) -> None:
    assert _run(capsys, "--elo1", "200", "normal", "random")[-1]["result"] == "H0"


def test_sprt_refuses_a_bad_setting_with_a_message(capsys) -> None:
    assert sprt.main(["--game", "chess", "random", "normal"]) == 2
    assert "unknown game or system" in capsys.readouterr().err


@pytest.mark.skipif(not (sprt.ROOT / ".git").exists(), reason="not a git checkout")
def test_a_bot_of_a_commit_plays_from_that_commits_code(capsys) -> None:
    lines = _run(capsys, "--max-pairs", "1", "HEAD@random", "random")
    assert lines[0]["old"] == "HEAD@random"
    assert lines[-1]["pairs"] == 1 and sum(lines[-1]["pentanomial"]) == 1
    assert sprt.main(["--game", "stargate", "no-such-commit@random", "random"]) == 2
    assert "no commit 'no-such-commit'" in capsys.readouterr().err


def test_sprt_refuses_bots_on_worker_processes_in_games_played_side_by_side(capsys) -> None:
    """Hard on two cores starts processes: its games are played one at a time (--workers 1)."""
    assert sprt.main(["--game", "stargate", "--workers", "2", "hard:workers=1", "hard:workers=2"]) == 2
    assert "needs --workers 1" in capsys.readouterr().err
