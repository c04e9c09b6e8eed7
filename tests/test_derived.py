"""What the engine keeps per Realm (``Player.memo``: the always-on abilities, the Objective's
check) always equals a fresh computation: after any sequence of moves, across clones and
across undo. This is the net that makes keeping them safe (``realm.derived``)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from game.core import rng
from game.core.match import Match, Seat, Setup
from game.games.villainous import rules
from game.games.villainous.cardplay import card_allowed
from game.games.villainous.realm import _scan_statics, active_statics, derived, may_enter
from game.games.villainous.state import State, touched_all
from game.games.villainous.turn import _REALM_ONLY, _free_symbols, free_symbols

from .helpers import ally, hero, iid, loc, new, obstacles

TABLES = (
    ("gaston", "lady-tremaine", "horned-king"),
    ("horned-king", "gaston"),
    ("lady-tremaine", "lady-tremaine"),
    ("boba-fett", "cad-bane", "seventh-sister"),
    ("gaston", "lady-tremaine", "horned-king", "gaston", "lady-tremaine", "horned-king"),
)


def _kept_values_are_fresh(st: State) -> None:
    """Every kept value equals what a fresh computation finds now."""
    checks = dict(st.table.win_checks)
    for p in st.players:
        m = p.memo
        if m is not None:
            assert m.statics == _scan_statics(st, p), f"stale statics of seat {p.seat} in round {st.round}"
            for sym, kept in m.families.items():
                assert kept == tuple(_REALM_ONLY[sym](st, p)), f"stale {sym} actions of seat {p.seat}"
            defs = st.table.defs
            for key, ok in m.allowed.items():
                d = next(d for d in defs if d.key == key)
                assert ok == card_allowed(st, p, d), f"stale restriction of {key}"
            for key, where in m.entering.items():
                c = next(c for c, d in enumerate(defs) if d.key == key)
                fresh = tuple(i for i in range(len(p.vside)) if may_enter(st, p, c, i))
                assert where == fresh, f"stale entry of {key}"
    p = st.players[st.active]
    assert free_symbols(st, p) == _free_symbols(st, p), "stale free symbols"
    for p in st.players:
        if p.won is not None:
            assert p.won == bool(checks[p.seat](st, p)), f"stale Objective check of seat {p.seat}"


def _fresh_legal(st: State) -> tuple:
    """The legal actions found with nothing kept (on a copy, so that ``st`` keeps its own)."""
    copy = st.clone()
    touched_all(copy)
    copy.legal_cache = None
    return rules.legal_actions(copy)


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    table=hs.sampled_from(TABLES),
    seed=hs.integers(0, 10_000),
    picks=hs.lists(hs.integers(0, 1 << 30), min_size=50, max_size=400),
)
def test_kept_realm_values_equal_a_fresh_computation_after_any_moves(table, seed, picks):
    st = rules.new_game(list(table), seed)
    for pick in picks:
        if st.winner is not None:
            break
        acts = rules.legal_actions(st)
        _kept_values_are_fresh(st)
        assert acts == _fresh_legal(st)
        rules.apply(st, acts[pick % len(acts)])
        _kept_values_are_fresh(st)
        for p in st.players:  # read everything, so that the next move has kept values to spoil
            derived(st, p)


def test_a_long_random_game_never_reads_a_stale_kept_value():
    for table in TABLES:
        st = rules.new_game(list(table), 3)
        r = rng.seed_state(4)
        while st.winner is None and st.round <= 60:
            acts = rules.legal_actions(st)
            _kept_values_are_fresh(st)
            r, i = rng.below(r, len(acts))
            rules.apply(st, acts[i])
            _kept_values_are_fresh(st)


def test_a_clone_keeps_only_what_holds_for_it_and_never_spoils_its_original():
    st = rules.new_game(list(TABLES[0]), 5)
    r = rng.seed_state(6)
    for _ in range(300):
        if st.winner is not None:
            break
        for p in st.players:
            derived(st, p)
        copy = st.clone()
        assert all(q.memo is p.memo for q, p in zip(copy.players, st.players, strict=True))
        assert all(q.clone().memo is None for q in st.players)  # a trial copy of one Realm starts afresh
        acts = rules.legal_actions(copy)
        r, i = rng.below(r, len(acts))
        rules.apply(copy, acts[i])  # moving the copy spoils nothing of the original
        _kept_values_are_fresh(st)
        _kept_values_are_fresh(copy)
        st = copy


def test_undo_returns_to_a_state_whose_kept_values_are_fresh():
    match = Match(Setup(list(TABLES[0]), [Seat("human"), Seat("human"), Seat("human")], 8))
    r = rng.seed_state(9)
    undone = 0
    while len(match.moves) < 400 and match.state.winner is None:
        acts = rules.legal_actions(match.state)
        r, i = rng.below(r, len(acts))
        seat = match.game.current_player()
        match.apply(acts[i])
        for p in match.state.players:
            derived(match.state, p)
        if match.can_undo(seat) and i % 3 == 0:
            match.undo()
            undone += 1
            _kept_values_are_fresh(match.state)
            assert rules.legal_actions(match.state) == _fresh_legal(match.state)
    assert undone > 10


def test_a_hero_placed_then_defeated_changes_what_the_realm_reads():
    """Belle stops Obstacle removal while she is in the Realm, and only then."""
    from game.games.villainous.cardplay import defeat
    from game.games.villainous.realm import has_static, obstacles_removable

    st = new(("gaston", "gaston"))
    p = st.players[0]
    assert obstacles_removable(st, p) > 0  # read, and kept
    belle = hero(st, 0, "belle", "the-tavern")
    assert has_static(st, p, "no_obstacle_removal") and obstacles_removable(st, p) == 0
    defeat(st, p, belle, 1)
    assert not has_static(st, p, "no_obstacle_removal") and obstacles_removable(st, p) > 0


def test_the_objective_check_follows_the_obstacles():
    from game.games.villainous.resolution import check_win

    st = new(("gaston", "gaston"))
    obstacles(st, 0, 0, 0, 0, 1)
    assert not check_win(st)
    obstacles(st, 0, 0, 0, 0, 0)
    assert check_win(st) and st.winner == 0 and st.players[0].won is True


def test_an_ability_moves_with_its_card():
    """Gwythaints' vanquish_from_adjacent is read at the location the card stands at now."""
    from game.games.villainous.cardplay import move_card

    st = new(("horned-king", "gaston"))
    p = st.players[0]
    g = ally(st, 0, "gwythaints-1", "morva")
    assert [s[1] for s in active_statics(st, p) if s[0] == g] == [loc(st, 0, "morva")]
    move_card(st, p, g, loc(st, 0, "fair-folk-kingdom"))
    assert [s[1] for s in active_statics(st, p) if s[0] == g] == [loc(st, 0, "fair-folk-kingdom")]


def test_a_trapped_hero_loses_its_ability_and_gets_it_back():
    from game.games.villainous.effects.heroes import trap

    st = new(("lady-tremaine", "gaston"))
    p = st.players[0]
    fg = hero(st, 0, "fairy-godmother", "the-castle")
    assert any(s[0] == fg for s in active_statics(st, p))
    trap(st, p, fg)
    assert not any(s[0] == fg for s in active_statics(st, p))
    del st.trapped[fg]  # by hand, as a test would: then it must say so
    touched_all(st)
    assert any(s[0] == fg for s in active_statics(st, p))
    assert iid(st, 0, "fairy-godmother") == fg


def test_a_trial_copy_shares_only_what_it_never_changes():
    """``Player.trial`` copies the named lists and shares the rest; judging a card on it
    leaves the real Realm as it was."""
    from game.games.villainous.cardplay import undoable_step
    from game.games.villainous.state import Player

    st = new(("lady-tremaine", "gaston"))
    p = st.players[0]
    q = p.trial(("vside", "hand"))
    assert q.vside is not p.vside and all(a is not b for a, b in zip(q.vside, p.vside, strict=True))
    assert q.hand is not p.hand and q.hand == p.hand and q.deck is p.deck and q.memo is None
    assert set(Player.__slots__) <= {name for name in Player.__slots__ if hasattr(q, name)}
    before = [z[:] for z in p.vside], p.hand[:], p.limbo[:], p.fate_discard[:]
    for c in p.hand:
        for where in range(len(p.vside)):
            undoable_step(st, p, c, where, 0)
    assert ([z[:] for z in p.vside], p.hand[:], p.limbo[:], p.fate_discard[:]) == before
