"""The speed work keeps behaviour, and the bench's tools run (no timing is asserted here)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.core import rng
from game.core.match import Match, Seat
from game.core.saves import SaveStore, load_file
from game.games.villainous import rules, villainous_setup
from game.games.villainous.realm import _scan_statics, active_statics

ROOT = Path(__file__).resolve().parent.parent
VILLAINS = ["gaston", "lady-tremaine", "horned-king"]


def _random_states(seed: int, moves: int):
    st = rules.new_game(VILLAINS, seed)
    r = rng.seed_state(seed + 1)
    for _ in range(moves):
        if st.winner is not None:
            return
        yield st
        acts = rules.legal_actions(st)
        r, i = rng.below(r, len(acts))
        rules.apply(st, acts[i])


def test_the_kept_statics_are_dropped_by_a_trial_copy_of_a_realm():
    for st in _random_states(3, 400):
        st.legal_cache = None
        rules.legal_actions(st)
        assert all(p.clone().memo is None for p in st.players)  # a trial Realm derives afresh


def test_the_statics_read_are_those_of_a_fresh_scan():
    for st in _random_states(5, 400):
        for p in st.players:
            assert active_statics(st, p) == _scan_statics(st, p)
            assert active_statics(st, p) is active_statics(st, p)  # read once until it changes
            q = p.clone()  # a trial copy of the Realm is never served the real one's
            assert q.memo is None
            assert active_statics(st, q) == active_statics(st, p)
            assert q.memo is not p.memo


def test_loading_a_long_game_keeps_only_the_states_since_the_last_barrier(tmp_path):
    match = Match(villainous_setup(VILLAINS, [Seat("human"), Seat("bot", "random"), Seat("bot", "random")], 11))
    r = rng.seed_state(12)
    while len(match.moves) < 600 and match.state.winner is None:
        acts = rules.legal_actions(match.state)
        r, i = rng.below(r, len(acts))
        match.apply(acts[i])
    path = SaveStore(tmp_path).save(match)
    loaded = load_file(path)
    assert loaded.verified
    assert loaded.match.moves == match.moves
    history = loaded.match.history
    assert history and history[0].barrier and not any(s.barrier for s in history[1:])


@pytest.mark.slow
def test_the_bench_runner_plays_the_same_games_as_the_engine():
    games = [[["gaston", "horned-king"], 1], [VILLAINS, 2]]
    out = subprocess.run([sys.executable, str(ROOT / "tools" / "bench_runner.py"), str(ROOT), "steps",
                          json.dumps({"games": games, "max_rounds": 200})],
                         check=True, capture_output=True, text=True, cwd=str(ROOT))
    result = json.loads(out.stdout)
    for (villains, seed), (steps, finished, _) in zip(games, result["per_game"], strict=True):
        st = rules.new_game(villains, seed)
        r = rng.seed_state(seed + 1)
        n = 0
        while st.winner is None and st.round <= 200:
            acts = rules.legal_actions(st)
            r, i = rng.below(r, len(acts))
            rules.apply(st, acts[i])
            n += 1
        assert (n, st.winner is not None) == (steps, finished)


@pytest.mark.slow
def test_the_growth_tool_reports_every_window_for_2_3_and_6_players():
    out = subprocess.run([sys.executable, str(ROOT / "tools" / "engine_growth.py"), "--seeds", "1"],
                         check=True, capture_output=True, text=True, cwd=str(ROOT)).stdout
    lines = [json.loads(line) for line in out.splitlines()]
    assert [(d["players"], d["window"]) for d in lines] == [
        (n, w) for n in (2, 3, 6) for w in ([1, 100], [101, 300], [301, 1000], [1001, 3000])]
    assert all(d["moves"] > 0 and d["value"] > 0 for d in lines if d["window"][0] == 1)


def test_the_balance_tool_plays_every_pairing_both_ways_with_pairs():
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tools"))
    import balance

    todo = balance.jobs(["a", "b", "c"], 12, "normal", 100, 40, False, pairs=True)
    orders = [job[0] for job in todo]
    assert len(set(orders)) == 6 and all(len(o) == 2 for o in orders)
    assert orders[:6] == orders[6:]  # interleaved: each block of six has every pairing
    three = balance.jobs(["a", "b", "c"], 3, "normal", 100, 40, False)
    assert [job[0] for job in three] == [("a", "b", "c"), ("b", "c", "a"), ("c", "a", "b")]


def test_the_engine_work_tool_hashes_the_same_games_the_same():
    sys.path.insert(0, str(ROOT / "tools"))
    import engine_work

    first, again = engine_work.behaviour_hash(quick=True), engine_work.behaviour_hash(quick=True)
    assert first == again and first[0] > 0


@pytest.mark.slow
def test_the_counted_instructions_are_the_playouts_less_a_process_that_plays_no_step(tmp_path, monkeypatch):
    """``bench.py --only instructions``: each count is read from valgrind's "Collected"
    line; a step's figure is the playouts' count less the no-step run's, per step played."""
    sys.path.insert(0, str(ROOT / "tools"))
    import bench

    fake = tmp_path / "valgrind"
    # runs the command it is given (its answer on stdout, as under valgrind), then says 9,000,000
    # instructions with the playouts, 1,000,000 for the same process with no step
    fake.write_text('#!/bin/sh\ncase "$*" in *\'"max_rounds": 0\'*) n=1,000,000;; *) n=9,000,000;; esac\n'
                    'shift 2\n"$@" || exit 1\n'
                    'echo "==1== Events    : Ir" >&2\necho "==1== Collected : $n" >&2\n')
    fake.chmod(0o755)
    monkeypatch.setenv("PATH", f"{tmp_path}:{os.environ['PATH']}")
    monkeypatch.setitem(bench.COUNTED, 2, [[["gaston", "horned-king"], 1]])
    monkeypatch.setitem(bench.COUNTED, 3, [[VILLAINS, 2]])
    lines = {line["name"]: line for line in bench.bench_instructions(None)}
    for players, games in ((2, [[["gaston", "horned-king"], 1]]), (3, [[VILLAINS, 2]])):
        steps = bench.run_on(ROOT, "steps", {"games": games, "max_rounds": bench.MAX_ROUNDS})["steps"]
        line = lines[f"engine_instructions_per_step_{players}p"]
        assert line["value"] == round(8_000_000 / steps)
        assert "ratio_to_baseline" not in line  # no baseline tree: no ratio


def test_the_counted_instructions_say_so_when_valgrind_is_missing(monkeypatch):
    sys.path.insert(0, str(ROOT / "tools"))
    import bench

    monkeypatch.setattr(bench.shutil, "which", lambda name: None)
    (line,) = bench.bench_instructions(None)
    assert line["value"] is None and "valgrind" in line["note"]


@pytest.mark.slow
def test_the_engines_take_turns_game_by_game_in_two_warm_processes():
    """``bench.interleaved``: every round plays every game on both sides (here this tree on
    both), each game's result the runner's own, and a round's totals the sum of its games."""
    sys.path.insert(0, str(ROOT / "tools"))
    import bench

    games = [[["gaston", "horned-king"], 1], [VILLAINS, 2], [["lady-tremaine", "gaston"], 3]]
    new, old = bench.interleaved(ROOT, {"games": games, "max_rounds": 3}, 2)
    expected = bench.run_on(ROOT, "steps", {"games": games, "max_rounds": 3})["per_game"]
    assert len(new) == len(old) == 2
    for run in new + old:
        assert [g[:2] for g in run["per_game"]] == [g[:2] for g in expected]
        assert run["steps"] == sum(g[0] for g in run["per_game"]) and run["cpu"] > 0


def test_the_hard_cores_bench_times_hards_searched_decisions():
    """``bench_bots.py --hard-cores``: a line a system and worker count, Hard's searched
    decisions timed apart from its first (which starts the workers)."""
    from game import ladder as L
    from tools import bench_bots

    row = bench_bots.hard_cores(L.systems()["stargate"], 1, 0.01, 3, 1)
    assert row["bench"] == "hard-cores" and row["workers"] == 1 and row["budget"] == {"seconds": 0.01}
    assert row["decision_seconds"]["decisions"] == 3 and row["iterations_median"] >= 0
    assert json.loads(json.dumps(row)) == row
