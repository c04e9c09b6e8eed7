"""`make balance` (tools/balance_page.py): the measures of a general game system from Normal
against Normal, and the New game screen's line on how a match-up tends to go."""

from __future__ import annotations

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game import ladder as L  # noqa: E402
from game.table.kit import balance  # noqa: E402
from tools import balance_page as B  # noqa: E402


def test_wilson_interval_worked_by_hand() -> None:
    # 5 of 10: centre (0.5 + z²/20) / (1 + z²/10) = 0.5; half 1.96·√(0.025 + z²/400) / 1.38415 = 0.26341
    low, high = B.wilson(5, 10)
    assert low == pytest.approx(0.23659, abs=1e-4) and high == pytest.approx(0.76341, abs=1e-4)
    low, high = B.wilson(0, 10)  # no wins: the interval still reaches above nought
    assert low == 0.0 and high == pytest.approx(0.27753, abs=1e-4)


def _r(sides: list[str], winner: int | None, opener: int = 0, rounds: int = 10) -> L.Result:
    return L.Result("stargate", list(sides), ["normal", "normal"], ["normal", "normal"], 1, 0, winner, opener,
                    rounds, 50, list(sides))


def test_balance_is_one_less_the_largest_win_rate_gap_and_the_first_seat_is_counted() -> None:
    system = L.systems()["stargate"]
    results = ([_r(["survey", "serpent"], 0)] * 3 + [_r(["serpent", "survey"], 1)] * 1
               + [_r(["serpent", "survey"], 0)] * 2 + [_r(["survey", "serpent"], None, rounds=100)] * 2)
    s = B.summarise(system, results)
    assert s["by_side"]["survey"]["wins"] == 4 and s["by_side"]["survey"]["games"] == 8
    assert s["by_side"]["serpent"]["wins"] == 2
    assert s["measures"]["balance"] == pytest.approx(1 - (4 / 8 - 2 / 8))
    assert s["by_seat"]["first"]["wins"] == 5 and s["by_seat"]["second_wins"] == 1
    assert s["measures"]["first_seat_advantage"] == pytest.approx(5 / 6 - 0.5, abs=1e-3)
    assert s["measures"]["completion"] == 0.75 and s["unfinished"] == 2
    assert s["measures"]["duration_rounds"] == 10  # finished games only
    (m,) = s["matchups"]
    assert (m["a"], m["b"], m["a_wins"], m["b_wins"], m["unfinished"]) == ("survey", "serpent", 4, 2, 2)


def test_every_match_up_is_played_from_both_seats() -> None:
    jobs = B.jobs_for(L.systems()["despicable-plots"], pairs=2, seed=1, max_rounds=50)
    assert len(jobs) == 3 * 2 * 2
    assert all(a.seed == b.seed and a.labels == b.labels[::-1] for a, b in zip(jobs[::2], jobs[1::2], strict=True))
    assert all(len(set(j.labels)) == 2 and j.kinds == ("normal", "normal") for j in jobs)


def test_make_balance_writes_the_page_and_the_data(tmp_path) -> None:
    page, data = tmp_path / "balance.md", tmp_path / "balance.json"
    argv = ["--systems", "stargate", "--pairs", "1", "--workers", "1", "--page", str(page), "--data", str(data)]
    assert B.main(argv) == 0
    got = json.loads(data.read_text(encoding="utf-8"))
    (s,) = got["systems"]
    assert s["games"] == 12 and len(s["matchups"]) == 6 and "--pairs 1" in got["command"]
    text = page.read_text(encoding="utf-8")
    assert "| Gate Survey Team |" in text and "first-seat advantage" in text and "## Stargate" in text
    assert B.main(["--systems", "chess"]) == 2


def test_the_new_game_screen_says_how_the_match_up_tends_to_go(monkeypatch) -> None:
    data = {"despicable-plots": {"matchups": [{"a": "gaston", "b": "horned-king", "a_games": 12,
                                               "a_wins": 4, "b_wins": 8},
                                              {"a": "gaston", "b": "lady-tremaine", "a_games": 2,
                                               "a_wins": 1, "b_wins": 1}]}}
    monkeypatch.setattr(balance, "_systems", lambda: data)
    line = balance.tendency("despicable-plots", "gaston", "horned-king", "Gaston", "Horned King")
    assert line == "Horned King wins 67 % against Gaston with Normal bots (12 games)"
    assert balance.tendency("despicable-plots", "horned-king", "gaston", "Horned King", "Gaston") == line
    assert balance.tendency("despicable-plots", "gaston", "lady-tremaine", "G", "L") is None  # too few games
    assert balance.tendency("scum-and-villainy", "cad-bane", "boba-fett", "C", "B") is None

    from game.table.app import App
    from game.table.scenes import TitleScene
    from game.table.views.villainous import NewGameScene

    app = App(size=(1280, 720), settings={"animation_speed": 0.0, "sound": False}, saves=None, headless=True)
    scene = NewGameScene(app)
    scene.group, scene.values = "despicable-plots", ["gaston", "horned-king"]
    assert scene.tendency() == line
    app.scenes = [TitleScene(app), scene]
    app.step(1 / 60)
    app.draw()
    scene.values, scene.players = ["gaston", "horned-king", "lady-tremaine"], 3
    assert scene.tendency() is None  # the figures are of two-player games


def test_the_shipped_figures_are_whole() -> None:
    balance._systems.cache_clear()
    shipped = balance._systems()
    for system in shipped.values():
        for m in system["matchups"]:
            assert m["a_wins"] + m["b_wins"] + m["unfinished"] == m["a_games"]


def test_the_stargate_new_game_screen_says_how_the_two_decks_tend_to_fare(monkeypatch) -> None:
    data = {"stargate": {"matchups": [{"a": "survey", "b": "archivists", "a_games": 16, "a_wins": 5,
                                       "b_wins": 11}]}}
    monkeypatch.setattr(balance, "_systems", lambda: data)
    from game.table.app import App
    from game.table.scenes import TitleScene
    from game.table.views.stargate.newgame import NewGameScene

    app = App(size=(1280, 720), settings={"animation_speed": 0.0, "sound": False}, saves=None, headless=True,
              game="stargate")
    scene = NewGameScene(app)
    scene.values = ["survey", "archivists", "serpent", "freeworlds"]
    assert scene.tendency() == "The Lantern Archivists wins 69 % against Gate Survey Team with Normal bots (16 games)"
    app.scenes = [TitleScene(app), scene]
    app.step(1 / 60)
    app.draw()
    scene.players = 3
    assert scene.tendency() is None
