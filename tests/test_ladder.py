"""The rating ladder: paired games cancel the deal, the stronger level rates higher, and
``villainous ladder`` prints its ratings as JSON lines and writes its table."""

from __future__ import annotations

import json
import random

import pytest

from game import ladder as L
from game.cli import main


def _result(names: list[str], winner: int | None, pair: int) -> L.Result:
    return L.Result("stargate", [], list(names), list(names), seed=pair, pair=pair, winner=winner,
                    opener=0, rounds=10, moves=100)


def test_a_pair_is_one_deal_played_with_the_bots_swapped() -> None:
    system = L.systems()["despicable-plots"]
    jobs = L.paired_jobs(system, "easy", "hard", pairs=9, seed=40, hard_seconds=0.05)
    assert len(jobs) == 18
    for first, second in zip(jobs[::2], jobs[1::2], strict=True):
        assert (first.seed, first.labels, first.pair) == (second.seed, second.labels, second.pair)
        assert second.kinds == first.kinds[::-1]
        assert dict(first.bot_options[first.kinds.index("hard")]) == {"seconds": 0.05}
        assert first.bot_options[first.kinds.index("easy")] == ()
    # every villain meets every villain from both seats
    assert {j.labels for j in jobs} == set(system.line_ups(2))


def test_hard_is_given_a_number_of_iterations_where_its_game_takes_a_budget() -> None:
    jobs = L.paired_jobs(L.systems()["stargate"], "easy", "hard", 1, 40, hard_iterations=50)
    assert jobs[0].bot_options == ((), (("iterations", 50),))
    # San Villano's Hard searches its own fixed few visits
    jobs = L.paired_jobs(L.systems()["san-villano"], "easy", "hard", 1, 40, hard_iterations=50)
    assert jobs[0].bot_options == ((), ())


def test_every_pairing_of_levels_is_played_on_seeds_of_its_own() -> None:
    jobs = L.ladder_jobs(L.systems()["stargate"], L.LEVELS, pairs=2, seed=1)
    pairings = {frozenset(j.kinds) for j in jobs}
    assert len(pairings) == 6 and len(jobs) == 24
    assert len({j.pair for j in jobs}) == 12


def test_the_systems_are_the_two_villainous_boxes_san_villano_and_stargate() -> None:
    assert [s.key for s in L.systems_named("all")] == ["despicable-plots", "scum-and-villainy", "san-villano",
                                                         "stargate"]
    assert [s.key for s in L.systems_named("villainous")] == ["despicable-plots", "scum-and-villainy"]
    assert L.systems()["scum-and-villainy"].sides == ("cad-bane", "seventh-sister", "boba-fett")
    with pytest.raises(ValueError, match="valid: all"):
        L.systems_named("chess")


def test_the_level_that_wins_more_rates_higher_outside_the_intervals() -> None:
    results = []
    for p in range(15):  # strong wins 14 pairs both ways round; one pair is split
        results.append(_result(["strong", "weak"], 0, p))
        results.append(_result(["weak", "strong"], 1 if p else 0, p))
    ratings = L.rate(results, ["weak", "strong"])
    assert ratings["strong"].mu > ratings["weak"].mu
    assert ratings["strong"].wins == 29 and ratings["weak"].games == 30
    (gap,) = L.gaps(ratings, ["weak", "strong"])
    assert gap["order_holds"] and gap["low95"] > 0


def test_even_levels_stay_within_each_others_intervals() -> None:
    results = [_result(["a", "b"], p % 2, p) for p in range(20)]
    ratings = L.rate(results, ["a", "b"])
    (gap,) = L.gaps(ratings, ["a", "b"])
    assert not gap["order_holds"] and gap["low95"] < 0 < gap["high95"]


def test_the_ratings_do_not_depend_on_the_order_the_workers_finished() -> None:
    results = [_result(["x", "y"] if p % 3 else ["y", "x"], p % 2, p) for p in range(12)]
    results.append(_result(["x", "y"], None, 12))
    shuffled = list(results)
    random.Random(3).shuffle(shuffled)
    a, b = L.rate(results, ["x", "y"]), L.rate(shuffled, ["x", "y"])
    assert {k: (v.mu, v.sigma) for k, v in a.items()} == {k: (v.mu, v.sigma) for k, v in b.items()}
    assert a["x"].unfinished == 1


def test_normal_rates_above_random_in_a_few_stargate_games() -> None:
    jobs = L.ladder_jobs(L.systems()["stargate"], ["random", "normal"], pairs=2, seed=1)
    results = list(L.run(jobs, workers=1))
    assert len(results) == 4 and all(r.winner is not None for r in results)
    # the pair's two games are the same deal: the same decks in the same seats
    assert results[0].sides == results[1].sides
    ratings = L.rate(results, ["random", "normal"])
    assert ratings["normal"].mu > ratings["random"].mu


def test_ladder_prints_json_lines_and_writes_its_table(tmp_path, capsys) -> None:
    doc = tmp_path / "bots.md"
    doc.write_text("# Bots\n\n## Ladder\n\nOld words.\n\n## Later\n\nKept.\n", encoding="utf-8")
    argv = ["ladder", "--game", "stargate", "--levels", "random,easy", "--pairs", "1", "--workers", "1",
            "--doc", str(doc)]
    assert main(argv) == 0
    lines = [json.loads(x) for x in capsys.readouterr().out.splitlines()]
    kinds = [x["kind"] for x in lines]
    assert kinds == ["rating", "rating", "gap", "pairing"]
    assert {x["level"] for x in lines[:2]} == {"random", "easy"}
    assert all(x["low95"] < x["mu"] < x["high95"] for x in lines[:2])
    assert main(argv) == 0  # again: the table is replaced, not added twice
    text = doc.read_text(encoding="utf-8")
    assert text.count("<!-- ladder:stargate -->") == 1 and "| Random |" in text
    assert text.index("Old words.") < text.index("ladder:stargate") < text.index("## Later")
    assert text.endswith("Kept.\n")


def test_ladder_refuses_an_unknown_game_with_a_message(capsys) -> None:
    assert main(["ladder", "--game", "chess"]) == 2
    err = capsys.readouterr().err
    assert "unknown game or system 'chess'" in err and "Traceback" not in err
    assert main(["ladder", "--game", "stargate", "--levels", "random,wizard"]) == 2
    assert "unknown bot 'wizard'" in capsys.readouterr().err


def test_a_san_villano_seat_is_named_by_the_super_agent_it_was_dealt() -> None:
    # seed 10, Normal against Normal: a Super-Agent leaves the game before its end
    job = L.Job("san-villano", (), ("normal", "normal"), 10, 100)
    result = L.play(job)
    from game.core.registry import game_named

    game = game_named("san-villano").new(2, 10, {})
    assert result.sides == [org.super_agent for org in game.state.orgs]
    assert None not in result.sides


def test_hard_is_given_its_worker_processes_in_every_game() -> None:
    jobs = L.paired_jobs(L.systems()["stargate"], "easy", "hard", 1, 40, hard_iterations=50, hard_workers=2)
    assert jobs[0].bot_options == ((), (("iterations", 50), ("workers", 2)))
    jobs = L.paired_jobs(L.systems()["san-villano"], "easy", "hard", 1, 40, hard_workers=1)
    assert jobs[0].bot_options == ((), (("workers", 1),))


def test_a_games_bots_are_closed_when_it_ends() -> None:
    """Hard's worker processes live for one game: the runner closes every bot after it."""
    closed = []

    class Closing:
        wants_game = True

        def __init__(self, bot) -> None:
            self.bot, self.name = bot, bot.name

        def choose_in(self, game, seat):
            return self.bot.choose_in(game, seat)

        def close(self) -> None:
            closed.append(self.name)

    def make(definition, kind, seed, options):
        return Closing(definition.make_bot(kind, seed, **options))

    (job,) = L.paired_jobs(L.systems()["stargate"], "random", "random", 1, 5, max_rounds=2)[:1]
    L.play(job, make=make)
    assert closed == ["random", "random"]


def test_ladder_refuses_hard_workers_in_games_played_side_by_side(capsys) -> None:
    """A game played in a pool's process may not start the search's processes of its own."""
    assert main(["ladder", "--game", "stargate", "--hard-workers", "2", "--workers", "2"]) == 2
    assert "--hard-workers" in capsys.readouterr().err
