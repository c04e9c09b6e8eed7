"""Hard on several cores (game/core/bots/parallel.py and ismcts.py): root-parallel ISMCTS in
worker processes, on the toy game Nim. The tests that start processes are slow; every
budget is a number of iterations, never a time."""

from __future__ import annotations

import multiprocessing
import threading

import pytest

from game.core.bots import parallel
from game.core.bots.ismcts import ISMCTSBot

from ..toy_game import NIM, Nim, nim_hooks


def _workers_alive() -> list:
    return [p for p in multiprocessing.active_children() if p.name == "search-worker"]


def _bot(seed: int = 3, workers: int = 2, **options) -> ISMCTSBot:
    return ISMCTSBot(NIM.search_hooks(), seed, workers=workers, hooks_source=nim_hooks, **options)


@pytest.mark.slow
def test_the_same_seed_and_worker_count_decide_the_same_on_two_cores():
    """Each worker searches with its own seed drawn from the bot's: the same bot seed and
    worker count give the same moves, every decision, and both workers' iterations count."""
    games = [NIM.new(2, s, {"stones": n}) for s, n in ((1, 9), (2, 14), (3, 7), (4, 11))]
    first, second = _bot(iterations=40), _bot(iterations=40)
    try:
        picks = [[g.text(b.choose_in(g.clone(), 0)) for g in games] for b in (first, second)]
        assert picks[0] == picks[1]
        assert first.last_iterations == 80  # two workers, forty iterations each
        assert first.pool.started and not first.pool.broken
    finally:
        first.close()
        second.close()


@pytest.mark.slow
def test_starting_the_workers_is_not_taken_from_the_first_decisions_budget():
    """The first decision waits for the workers to start (a second or more), then searches
    for its whole budget: it is not left with no time and a move chosen unsearched."""
    bot = _bot(seconds=0.5)
    try:
        game = NIM.new(2, 1, {"stones": 9})
        assert bot.choose_in(game, 0) in game.legal_actions()
        assert bot.pool.started and bot.last_iterations > 0
    finally:
        bot.close()


@pytest.mark.slow
def test_two_workers_find_the_winning_take_in_nim():
    """Five stones and its move: taking one wins (the rival is left four). The workers' summed
    visits choose it."""
    bot = _bot(iterations=150)
    try:
        game = NIM.new(2, 1, {"stones": 5})
        assert game.text(bot.choose_in(game, 0)) == "take 1"
    finally:
        bot.close()


@pytest.mark.slow
def test_closing_the_bot_leaves_no_worker_process():
    bot = _bot(iterations=10)
    bot.choose_in(NIM.new(2, 1, {"stones": 9}), 0)
    assert len(_workers_alive()) == 2  # kept for the game between decisions
    bot.close()
    assert _workers_alive() == []
    bot.close()  # twice is harmless
    game = NIM.new(2, 1, {"stones": 9})
    assert bot.choose_in(game, 0) in game.legal_actions()  # closed: any legal move, no process
    assert _workers_alive() == []


@pytest.mark.slow
def test_the_hard_bots_of_a_program_share_one_set_of_workers():
    """Bots think in turn: three Hard bots start two workers, not six; they stop when the last
    bot is closed, and a bot closed before the others plays on none of them."""
    bots = [_bot(seed, iterations=10) for seed in (1, 2, 3)]
    game = NIM.new(2, 1, {"stones": 9})
    try:
        for b in bots:
            assert b.choose_in(game.clone(), 0) in game.legal_actions()
        assert len({id(b.pool) for b in bots}) == 1 and len(_workers_alive()) == 2
        bots[0].close()
        assert len(_workers_alive()) == 2 and bots[1].choose_in(game.clone(), 0) in game.legal_actions()
        assert bots[1].last_iterations == 20
    finally:
        for b in bots:
            b.close()
    assert _workers_alive() == []


@pytest.mark.slow
def test_closing_during_a_decision_ends_it_with_a_legal_move():
    """The window closes while the bot thinks (a minute's budget): its workers stop and the
    decision returns at once, without waiting out the budget."""
    bot = _bot(seconds=60.0)
    game = NIM.new(2, 1, {"stones": 15})
    got = []
    thinker = threading.Thread(target=lambda: got.append(bot.choose_in(game.clone(), 0)), daemon=True)
    thinker.start()
    while not (bot.pool is not None and bot.pool.started):
        thinker.join(0.05)
    bot.close()
    thinker.join(30)
    assert not thinker.is_alive() and got[0] in game.legal_actions()
    assert _workers_alive() == []


def test_a_pool_that_cannot_start_falls_back_to_one_core(monkeypatch):
    def refuse(self):
        raise OSError("no processes here")

    monkeypatch.setattr(parallel.SearchPool, "_start", refuse)
    bot = _bot(iterations=20)
    game = NIM.new(2, 1, {"stones": 9})
    fresh = None
    try:
        assert bot.choose_in(game, 0) in game.legal_actions()
        assert bot.pool.broken and "no processes here" in bot.pool.problem
        assert bot.last_iterations == 20  # searched here, on one core
        assert bot.choose_in(game, 0) in game.legal_actions()  # and not tried again
        fresh = parallel.shared_pool(2)
        assert fresh is not bot.pool  # a later bot tries afresh
    finally:
        bot.close()
        if fresh is not None:
            parallel.release_pool(fresh)


def test_a_search_without_hooks_for_its_workers_stays_on_one_core():
    bot = ISMCTSBot(NIM.search_hooks(), 3, workers=2, iterations=20)  # no hooks_source
    game = NIM.new(2, 1, {"stones": 9})
    assert bot.choose_in(game, 0) in game.legal_actions()
    assert bot.pool is None and bot.last_iterations == 20


def test_one_worker_is_the_one_core_search_unchanged():
    """``workers=1`` draws nothing more from the bot's generator: the same moves as before."""
    one = _bot(workers=1, iterations=60)
    plain = ISMCTSBot(NIM.search_hooks(), 3, iterations=60, workers=1)
    for stones in (9, 14, 7, 11):
        game = NIM.new(2, stones, {"stones": stones})
        assert one.choose_in(game.clone(), 0) == plain.choose_in(game.clone(), 0)
    assert one.pool is None


def test_the_default_is_one_core_until_the_sprt_accepts_more(monkeypatch):
    monkeypatch.delenv(parallel.WORKERS_ENV, raising=False)
    monkeypatch.setattr(parallel, "cpus", lambda: 4)
    assert not parallel.ACCEPTED and parallel.default_workers() == 1


def test_once_accepted_the_default_is_the_cpus_at_most_four(monkeypatch):
    monkeypatch.delenv(parallel.WORKERS_ENV, raising=False)
    monkeypatch.setattr(parallel, "ACCEPTED", True)
    monkeypatch.setattr(parallel, "cpus", lambda: 2)
    assert parallel.default_workers() == 2
    monkeypatch.setattr(parallel, "cpus", lambda: 16)
    assert parallel.default_workers() == parallel.MAX_WORKERS == 4
    monkeypatch.setattr(parallel, "cpus", lambda: 1)
    assert parallel.default_workers() == 1
    assert _bot(workers=None).workers == 1


def test_the_default_is_one_core_inside_a_daemonic_process(monkeypatch):
    """A worker of ``multiprocessing.Pool`` (the ladder's games) may not start processes."""

    class Daemonic:
        daemon = True

    monkeypatch.delenv(parallel.WORKERS_ENV, raising=False)
    monkeypatch.setattr(parallel, "cpus", lambda: 4)
    monkeypatch.setattr(parallel.multiprocessing, "current_process", lambda: Daemonic())
    assert parallel.default_workers() == 1


def test_the_environment_sets_the_default_workers(monkeypatch):
    monkeypatch.setenv(parallel.WORKERS_ENV, "3")
    assert parallel.default_workers() == 3
    monkeypatch.setenv(parallel.WORKERS_ENV, "many")  # not a number: as if unset
    monkeypatch.setattr(parallel, "cpus", lambda: 2)
    monkeypatch.setattr(parallel, "ACCEPTED", True)
    assert parallel.default_workers() == 2


def test_a_pool_runs_one_task_a_worker():
    pool = parallel.SearchPool(2)
    with pytest.raises(ValueError, match="3 tasks for 2 workers"):
        pool.run([None, None, None])
    with pytest.raises(ValueError, match="at least one worker"):
        parallel.SearchPool(0)


def _refuse():
    raise TypeError("cannot be made here")


class _UnreadableNim(Nim):
    """Pickles, but cannot be made again in a worker (as a compiled engine's frozen class)."""

    def __reduce__(self):
        return (_refuse, ())


@pytest.mark.slow
def test_a_worker_that_cannot_read_its_task_sends_the_search_back_to_one_core():
    bot = _bot(iterations=20)
    plain = NIM.new(2, 1, {"stones": 9})
    game = _UnreadableNim.from_position(plain.to_position())
    try:
        assert bot.choose_in(game, 0) in game.legal_actions()
        assert bot.pool.broken and "cannot be made here" in bot.pool.problem
        assert bot.last_iterations == 20 and _workers_alive() == []
    finally:
        bot.close()
