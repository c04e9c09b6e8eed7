"""What the engine keeps per Realm (``Player.memo``: the always-on abilities, the Objective's
check) always equals a fresh computation: after any sequence of moves, across clones and
across undo. This is the net that makes keeping them safe (``realm.derived``)."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from game.core import rng
from game.core.match import Match, Seat
from game.games.villainous import rules, villainous_setup
from game.games.villainous.cardplay import _undoable_step, card_allowed
from game.games.villainous.realm import _scan_statics, active_statics, derived, may_enter, strength
from game.games.villainous.resolution import feasible
from game.games.villainous.state import State, touched_all
from game.games.villainous.turn import _REALM_ONLY, _free_symbols, free_symbols, mover_moves

from .helpers import ally, hero, iid, loc, new, obstacles

TABLES = (
    ("gaston", "lady-tremaine", "horned-king"),
    ("horned-king", "gaston"),
    ("lady-tremaine", "lady-tremaine"),
    ("boba-fett", "cad-bane", "seventh-sister"),
    ("gaston", "lady-tremaine", "horned-king", "gaston", "lady-tremaine", "horned-king"),
)


def _fields(cls: type) -> tuple[str, ...]:
    """A class's attributes: its ``__slots__``, or where the engine is compiled (mypyc's
    native classes keep no ``__slots__``) the attributes mypyc lists."""
    return getattr(cls, "__mypyc_attrs__", None) or cls.__slots__


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
            _verdicts_are_fresh(st, p, m)
            for (c, where), kept in m.strengths.items():  # a copy of the statics: read afresh
                assert kept + (st.table.defs[c].strength or 0) == strength(st, p, c, list(m.statics), where), \
                    f"stale Strength of {c} in seat {p.seat}'s Realm"
            for here, kept in m.symbols.items():
                assert kept == _symbols_at(st, p, *here), f"stale free symbols of seat {p.seat} at {here}"
            if m.activatable is not None:
                fresh = tuple((c, defs[c].activate_cost, defs[c].activate)
                              for at, z in enumerate(p.vside) if not p.locked[at] for c in z
                              if defs[c].activate_cost is not None
                              and defs[c].extra.get("activate_currency") != "ambition")
                assert m.activatable == fresh, f"stale Activated abilities of seat {p.seat}"
    for (seat, where, locks), kept in st.table.moves_at.items():
        p = st.players[seat]
        if tuple(p.locked) == locks:
            assert kept == _mover_moves_from(st, p, where), f"stale mover moves of seat {seat} from {where}"
    p = st.players[st.active]
    assert free_symbols(st, p) == _free_symbols(st, p), "stale free symbols"
    for p in st.players:
        if p.won is not None:
            assert p.won == bool(checks[p.seat](st, p)), f"stale Objective check of seat {p.seat}"


def _verdicts_are_fresh(st: State, p, m) -> None:
    """Each kept verdict (a card's program judged in this Realm) equals a fresh judging, on a
    trial copy of the Realm that keeps nothing."""
    defs = st.table.defs
    progs = {}
    for d in defs:
        for steps in (d.play, d.activate):
            if steps:
                progs[id(steps)] = steps
    for key, kept in m.verdicts.items():
        fresh_p = p.trial(())
        if key[0] == "doable":
            _, c, where, ctl = key
            assert kept == _undoable_step(st, fresh_p, c, where, ctl), f"stale verdict {key} of seat {p.seat}"
        else:
            steps = progs[key[0]]
            assert kept == feasible(st, fresh_p, steps, key[1], key[2]), f"stale verdict {key} of seat {p.seat}"


def _symbols_at(st: State, p, mover: int, used: tuple) -> dict:
    """The free action symbols found afresh with the mover at ``mover`` and ``used`` spent."""
    was = p.mover, st.used
    p.mover, st.used = mover, used
    try:
        return _free_symbols(st, p)
    finally:
        p.mover, st.used = was


def _mover_moves_from(st: State, p, where: int) -> tuple:
    was = p.mover
    p.mover = where
    try:
        return tuple(mover_moves(st, p))
    finally:
        p.mover = was


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
    match = Match(villainous_setup(list(TABLES[0]), [Seat("human"), Seat("human"), Seat("human")], 8))
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
    assert set(_fields(Player)) <= {name for name in _fields(Player) if hasattr(q, name)}
    before = [z[:] for z in p.vside], p.hand[:], p.limbo[:], p.fate_discard[:]
    for c in p.hand:
        for where in range(len(p.vside)):
            undoable_step(st, p, c, where, 0)
    assert ([z[:] for z in p.vside], p.hand[:], p.limbo[:], p.fate_discard[:]) == before


def _outside_the_realms_changed(st: State, variant: int) -> State:
    """A copy of ``st`` whose Realms are as they were and everything else is changed:
    variant 0 empties every hand, deck and discard pile and leaves no Power; variant 1 puts
    every villain deck card in hand with 99 Power; the Fate token, the slots used and the
    once-per-turn abilities change too."""
    copy = st.clone()
    for q in copy.players:
        if variant == 0:
            q.hand, q.deck, q.discard, q.fate_deck, q.fate_discard, q.limbo = [], [], [], [], [], []
            q.power = 0
        else:
            q.hand = q.hand + q.deck + q.discard
            q.deck, q.discard = [], []
            q.power = 99
        q.fate_known = 0
    copy.fate_token = (st.fate_token + 1) % len(st.players)
    copy.used = () if variant else (0, 1, 2, 3, 4, 5, 6, 7)
    copy.once = ("cauldron",) if variant else ()
    return copy


def _parts(steps) -> list[tuple]:
    """A program, each of its steps alone, and each branch of its choices and tests."""
    out = [tuple(steps)]
    for step in steps:
        out.append((step,))
        branches = [o["steps"] for o in step["options"]] if step["verb"] == "choose_one" else \
            [step["then"], step.get("else", ())] if step["verb"] == "if" else []
        for branch in branches:
            if branch:
                out.extend(_parts(branch))
    return out


def test_a_program_said_to_read_only_the_realm_reads_nothing_else():
    """The verdicts kept with a Realm (``resolution.realm_only``: each check a ``realm=True``
    verb's) hold until the Realm changes only if no check reads anything else: judged again
    with every hand, deck, pile, Power, the Fate token and the turn's slots changed, each
    realm-only program of every card gives the same verdict, played to any location too."""
    from game.games.villainous.resolution import _reads_realm_only, realm_only

    judged = 0
    for table in TABLES[:3]:
        st = rules.new_game(list(table), 11)
        r = rng.seed_state(12)
        moves = 0
        while st.winner is None and moves < 240:
            acts = rules.legal_actions(st)
            r, i = rng.below(r, len(acts))
            rules.apply(st, acts[i])
            moves += 1
            if moves % 20:
                continue
            defs = st.table.defs
            others = [_outside_the_realms_changed(st, v) for v in (0, 1)]
            for seat, p in enumerate(st.players):
                for c, d in enumerate(defs):
                    if st.table.owner[c] != seat:  # a card is judged in its own Realm
                        continue
                    for steps in (d.play, d.activate):
                        if not steps:
                            continue
                        for ctl in {seat, (seat + 1) % len(st.players)}:
                            for part in _parts(steps):  # each step and branch, said realm-only
                                if not _reads_realm_only(part):
                                    continue
                                want = feasible(st, p.trial(()), part, c, ctl)
                                for o in others:
                                    assert feasible(o, o.players[seat].trial(()), part, c, ctl) == want, \
                                        f"{d.key}'s {[s['verb'] for s in part]} reads more than the Realm"
                            if steps is d.play and d.type != "Effect" and realm_only(steps):
                                for where in range(len(p.vside)):
                                    want = _undoable_step(st, p.trial(()), c, where, ctl)
                                    for o in others:
                                        assert _undoable_step(o, o.players[seat].trial(()), c, where, ctl) == want, \
                                            f"{d.key} played to {where} reads more than the Realm"
                            judged += 1
    assert judged > 100


def test_a_trapped_token_drops_only_the_values_of_the_realm_it_lies_in():
    """``touched_card``: a Trapped token on a Hero changes what its owner's Realm reads, and
    nothing of the other Realms (their kept values stay, and still equal fresh ones)."""
    from game.games.villainous.effects.heroes import trap

    st = new(("lady-tremaine", "gaston", "horned-king"))
    fg = hero(st, 0, "fairy-godmother", "the-castle")
    kept = [derived(st, p) for p in st.players]
    trap(st, st.players[0], fg)
    assert st.players[0].memo is None
    assert [p.memo for p in st.players[1:]] == kept[1:]
    assert not any(s[0] == fg for s in active_statics(st, st.players[0]))
    _kept_values_are_fresh(st)


def _mid_game(villains, seed: int, moves: int) -> State:
    st = rules.new_game(list(villains), seed)
    r = rng.seed_state(seed)
    for _ in range(moves):
        if st.winner is not None:
            break
        acts = rules.legal_actions(st)
        r, i = rng.below(r, len(acts))
        rules.apply(st, acts[i])
    return st


def test_a_clone_of_a_game_is_the_same_position_and_shares_no_list_with_it():
    """A search clones the state and plays on the copy: the copy is the same position
    (every field) and changing any of its zones leaves the original as it was."""
    from game.games.villainous.position import to_position

    for villains, seed in ((TABLES[0], 3), (TABLES[3], 4)):
        st = _mid_game(villains, seed, 60)
        st.once = ("x",)
        st.fate_token_min, st.fate_token = 3, 1
        rules.legal_actions(st)  # kept: a clone answers from the same cache
        assert st.legal_cache is not None
        before = to_position(st)
        copy = st.clone()
        assert to_position(copy) == before
        for name in _fields(State):
            if name not in ("players", "stack", "log"):
                assert getattr(copy, name) == getattr(st, name), name
        assert copy.log == [] and len(copy.stack) == len(st.stack)
        for q, p in zip(copy.players, st.players, strict=True):
            for name in ("hand", "deck", "discard", "fate_deck", "fate_discard", "obstacles", "locked", "limbo"):
                assert getattr(q, name) == getattr(p, name) and getattr(q, name) is not getattr(p, name), name
                getattr(q, name).append(0)
            for name in ("vside", "fside"):
                assert all(a is not b for a, b in zip(getattr(q, name), getattr(p, name), strict=True))
                for z in getattr(q, name):
                    z.append(0)
            assert (q.ext is None) == (p.ext is None) and (q.ext is None or q.ext is not p.ext)
            assert (q.seat, q.villain, q.mover, q.power, q.relic, q.fate_known) == (
                p.seat, p.villain, p.mover, p.power, p.relic, p.fate_known)
        copy.attach[999] = 1
        copy.trapped[999] = 1
        copy.triggers.append(("x",))
        assert to_position(st) == before


def test_a_prompt_says_where_each_answer_lies():
    from game.games.villainous.state import Prompt

    pr = Prompt(1, "pick", (), "Choose", realm=2, subject=5)
    assert pr.target(("at", -1, 3)) == ("loc", 2, 3)
    for verb in ("pick", "on", "use", "vanquish"):
        assert pr.target((verb, 7, -1)) == ("card", 7)
    assert pr.target(("discard_card", 8, -1)) == ("hand", 8)
    assert pr.target(("yes", -1, -1)) is None and pr.target(("mode", -1, "x")) is None
    assert Prompt(0, "k", (), "m")[4:] == (-1, -1)


def test_a_change_to_what_a_card_carries_drops_only_its_owner_s_values_in_despicable_plots():
    """``touched_card``: in Despicable Plots only the owner's Realm; with a box's own rules
    (Scum and Villainy's Bounties on Contacts) every Realm."""
    from game.games.villainous.state import touched, touched_card

    st = new(("gaston", "gaston"))
    for p in st.players:
        derived(st, p)
    touched_card(st, iid(st, 1, "wolves-1"))
    assert st.players[0].memo is not None and st.players[1].memo is None and st.players[1].won is None
    touched(st.players[0])
    assert st.players[0].memo is None and st.players[0].won is None
    sv = new(("boba-fett", "cad-bane"))
    for p in sv.players:
        derived(sv, p)
    touched_card(sv, iid(sv, 1, list(sv.table.by_label[1])[0]))
    assert all(p.memo is None and p.won is None for p in sv.players)


def test_a_plain_card_moved_keeps_the_moves_of_the_other_side():
    """``card_moved``: an Ally (no always-on ability, carrying nothing) moved on the villain's
    side cannot change how Heroes move, so the Heroes' moves found before are kept; a Hero
    moved keeps the moves of the Items and Allies. The rest is dropped."""
    from game.games.villainous.realm import card_moved

    st = new(("gaston", "gaston"))
    p = st.players[0]
    mob = ally(st, 0, "the-mob", "the-tavern")
    lumiere = hero(st, 0, "lumiere", "the-woods")
    m = derived(st, p)
    heroes_moves = m.families["move_hero"] = tuple(_REALM_ONLY["move_hero"](st, p))
    allies_moves = m.families["move_item_ally"] = tuple(_REALM_ONLY["move_item_ally"](st, p))
    p.vside[loc(st, 0, "the-tavern")].remove(mob)
    p.vside[loc(st, 0, "the-woods")].append(mob)
    card_moved(st, p, mob, True)
    assert p.memo is not m and p.memo.families == {"move_hero": heroes_moves}
    _kept_values_are_fresh(st)

    m = derived(st, p)
    m.families["move_item_ally"] = allies_moves = tuple(_REALM_ONLY["move_item_ally"](st, p))
    m.families["move_hero"] = heroes_moves
    p.fside[loc(st, 0, "the-woods")].remove(lumiere)
    p.fside[loc(st, 0, "the-tavern")].append(lumiere)
    card_moved(st, p, lumiere, False)
    assert p.memo.families == {"move_item_ally": allies_moves}
    _kept_values_are_fresh(st)


def test_a_vanquish_waiting_for_its_allies_reads_the_realm_afresh_once_nothing_is_kept():
    """The Vanquish frame reads the always-on abilities when it resumes: with the Realm's
    kept values dropped (``touched``) while it waits for an Ally, it finds them again and
    the Hero is defeated as it would have been."""
    from game.games.villainous.state import touched

    from .helpers import at, do, fside

    st = new(("gaston", "gaston"))
    hero(st, 0, "belle", "the-tavern")
    ally(st, 0, "wolves-1", "the-tavern")
    ally(st, 0, "lefou", "the-tavern")
    at(st, "belles-house", power=0)
    do(st, "vanquish belle")
    assert st.prompt is not None and st.prompt.kind == "vanquish"
    answer = st.prompt.options[0]
    touched(st.players[0])
    rules.apply(st, answer)
    assert st.prompt is None and fside(st, 0, "the-tavern") == []
    _kept_values_are_fresh(st)
