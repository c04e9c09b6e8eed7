"""The Box's switches are real: each one, flipped on a custom Box, changes the rule.

Despicable Plots keeps its rulebook (the other tests hold it to every rule); here each
switch a later box's rulebook turns (Scum and Villainy: Move reaches any location, a Fate
card is still played without effect when both revealed are unplayable) is flipped on a copy
of the box and the engine is seen to follow it.
"""

from __future__ import annotations

import dataclasses
import json

import pytest

from game.games.villainous import box as B
from game.games.villainous import rules as R
from game.games.villainous.cards import (
    _REGISTERED,
    ContentError,
    build_table,
    parse_villain,
    register_villain,
)
from game.games.villainous.state import touched_all
from game.resources import read_text

from .helpers import ally, at, do, fate_top, hero, legal, loc, new, obstacles


def _with_box(st, **switches):
    box = dataclasses.replace(B.DESPICABLE_PLOTS, key="custom", **switches)
    st.table = dataclasses.replace(st.table, box=box)
    touched_all(st)  # the box's switches are read into what each Realm keeps
    st.legal_cache = None
    return st


def _moves(st):
    return [m for m in legal(st) if m.startswith("move-")]


def test_move_reaches_adjacent_in_despicable_plots_and_any_location_when_switched():
    st = new(("horned-king", "gaston"))
    ally(st, 0, "gwythaints-1", "morva")
    at(st, "dungeons", seat=0)
    adjacent = _moves(st)
    assert adjacent == ["move-ally gwythaints-1 @fair-folk-kingdom"]
    _with_box(st, move_reaches="any")
    assert _moves(st) == [
        "move-ally gwythaints-1 @fair-folk-kingdom",
        "move-ally gwythaints-1 @dungeons",
        "move-ally gwythaints-1 @throne-room",
    ]
    do(st, "move-ally gwythaints-1 @throne-room")
    assert [st.table.labels[c] for c in st.players[0].vside[3]] == ["gwythaints-1"]


def test_a_refused_move_says_why_by_the_box_rule():
    """Despicable Plots: "move ... to an adjacent location"; a box whose Move reaches any
    location never says "only next to"."""
    from game.games.villainous.actions import Action

    st = new(("horned-king", "gaston"))
    g = ally(st, 0, "gwythaints-1", "morva")
    at(st, "dungeons", seat=0)
    assert "next to Morva" in R.why_not(st, 0, Action("move_card", g, 3))
    _with_box(st, move_reaches="any")
    assert R.why_not(st, 0, Action("move_card", g, 3)) is None
    said = R.why_not(st, 0, Action("move_card", g, 0))
    assert said is not None and "next to" not in said and "already at Morva" in said


def _both_unplayable(st):
    obstacles(st, 1, 2, 2, 2, 2)
    fate_top(st, 1, "maurices-invention", "ive-never-seen-so-many-books")
    at(st, "the-woods")


@pytest.mark.rule("001:fate:1", "001:fate:5", "003:types-of-actions:5")
def test_both_fate_unplayable_discards_both_in_despicable_plots():
    st = new()
    _both_unplayable(st)
    do(st, "fate p2")
    assert st.prompt is None and len(st.players[1].fate_discard) == 2


def test_both_fate_unplayable_one_is_chosen_and_played_without_effect_when_switched():
    st = _with_box(new(), both_fate_unplayable="play_one_without_effect")
    _both_unplayable(st)
    do(st, "fate p2")
    assert st.prompt is not None and st.prompt.kind == "fate"
    assert sorted(legal(st)) == ["pick ive-never-seen-so-many-books", "pick maurices-invention"]
    do(st, "pick ive-never-seen-so-many-books")
    q = st.players[1]
    assert st.prompt is None and len(q.fate_discard) == 2 and not any(q.fside)
    assert [st.table.labels[c] for c in q.fate_discard][0] == "ive-never-seen-so-many-books"
    assert q.obstacles == [2, 2, 2, 2]  # without its effect


@pytest.mark.rule("001:setup:9")
def test_starting_resources_and_hand_size_are_the_boxs():
    """A villain naming another box plays by that box: its starting resources and hand size."""
    rich = dataclasses.replace(B.DESPICABLE_PLOTS, key="rich", starting_power=(5, 6, 7, 7, 7, 7), hand_size=6,
                               currencies=("Credits", "Ambition"))
    assert rich.starting_resources(1) == {"Credits": 6, "Ambition": 0}
    B.register_box(rich)
    try:
        data = json.loads(read_text("game", "games", "villainous", "content", "gaston.json"))
        data.update(key="rich-gaston", box="rich")
        register_villain(parse_villain(data, "rich-gaston.json"))
        st = R.new_game(("rich-gaston", "rich-gaston"), 3)
        assert st.table.box is rich
        assert [p.power for p in st.players] == [5, 6]
        assert [len(p.hand) for p in st.players] == [6, 6]
    finally:
        B.BOXES.pop("rich")
        _REGISTERED.pop("rich-gaston", None)
        build_table.cache_clear()


def test_a_board_showing_a_symbol_its_box_lacks_is_refused():
    small = dataclasses.replace(
        B.DESPICABLE_PLOTS, symbols=tuple(s for s in B.DISNEY_SYMBOLS if s.key != "fate")
    )
    B.BOXES[small.key] = small
    try:
        from game.games.villainous import cards as C

        C.build_table.cache_clear()
        with pytest.raises(ContentError, match="fate"):
            C.build_table(("gaston", "gaston"))
    finally:
        B.BOXES[B.DESPICABLE_PLOTS.key] = B.DESPICABLE_PLOTS
        C.build_table.cache_clear()


def test_the_box_declares_the_disney_symbols_and_power():
    keys = [s.key for s in B.DESPICABLE_PLOTS.symbols]
    assert keys == ["gain", "play", "activate", "fate", "move_item_ally", "move_hero", "vanquish", "discard"]
    assert B.DESPICABLE_PLOTS.currencies == ("Power",)
    assert B.DESPICABLE_PLOTS.symbol_declared("gain3") and not B.DESPICABLE_PLOTS.symbol_declared("maneuver")
    with pytest.raises(ValueError):
        dataclasses.replace(B.DESPICABLE_PLOTS, move_reaches="far")


def test_a_box_with_an_unknown_rule_for_two_unplayable_fate_cards_is_refused_naming_it():
    with pytest.raises(ValueError, match=r"^unknown both_fate_unplayable rule 'shrug'$"):
        dataclasses.replace(B.DESPICABLE_PLOTS, both_fate_unplayable="shrug")


def test_an_unknown_box_is_refused_naming_the_known_ones():
    with pytest.raises(ValueError, match=r"unknown box 'nope'; known boxes: " + ", ".join(B.BOXES)):
        B.box_named("nope")


def test_a_box_moves_to_adjacent_locations_or_any_and_says_so_otherwise():
    with pytest.raises(ValueError, match=r"move_reaches must be 'adjacent' or 'any', not 'far'"):
        dataclasses.replace(B.DESPICABLE_PLOTS, move_reaches="far")


def test_a_hero_at_strength_0_is_vanquished_with_no_ally_in_despicable_plots_and_with_one_that_stays_when_switched():
    """The Despicable Plots FAQ: "no Allies need to be discarded. You can defeat the Hero even
    if you have no Allies at the Hero's location." Scum and Villainy (``ally_stays``): "the
    Ally used during that action will not be discarded": one is used, and stays."""
    from .test_rules import _strength_zero_villain

    st = new([_strength_zero_villain(), "gaston"])
    hero(st, 0, "mrs-potts-and-chip", "the-woods")
    at(st, "belles-house")
    assert "vanquish mrs-potts-and-chip" in legal(st)  # no Ally anywhere
    _with_box(st, zero_strength_hero="ally_stays")
    assert "vanquish mrs-potts-and-chip" not in legal(st)
    a = ally(st, 0, "lefou", "the-woods")
    st.legal_cache = None
    do(st, "vanquish mrs-potts-and-chip")
    woods = loc(st, 0, "the-woods")
    assert st.players[0].fside[woods] == [] and a in st.players[0].vside[woods]


def test_an_ally_at_strength_0_is_never_offered_to_a_vanquish_in_despicable_plots_and_is_when_switched():
    """Despicable Plots says nothing of an Ally at 0 Strength: it adds nothing and is not asked.
    Scum and Villainy (``zero_strength_ally_joins``): it "may ... take part", then is discarded."""
    st = new(["gaston", "gaston"])
    hero(st, 0, "mrs-potts-and-chip", "the-woods")  # Strength 1
    a = ally(st, 0, "lefou", "the-woods")
    zero = ally(st, 0, "wolves-1", "the-woods")
    st.table = dataclasses.replace(st.table, defs=tuple(
        dataclasses.replace(d, strength=0) if i == zero else d for i, d in enumerate(st.table.defs)))
    touched_all(st)
    at(st, "belles-house")
    do(st, "vanquish mrs-potts-and-chip")
    woods = st.players[0].vside[loc(st, 0, "the-woods")]  # (its Allies go back to the hand)
    assert st.prompt is None and a not in woods and zero in woods
    st2 = new(["gaston", "gaston"])
    hero(st2, 0, "mrs-potts-and-chip", "the-woods")
    a2 = ally(st2, 0, "lefou", "the-woods")
    zero2 = ally(st2, 0, "wolves-1", "the-woods")
    st2.table = dataclasses.replace(st2.table, defs=tuple(
        dataclasses.replace(d, strength=0) if i == zero2 else d for i, d in enumerate(st2.table.defs)))
    _with_box(st2, zero_strength_ally_joins=True)
    at(st2, "belles-house")
    do(st2, "vanquish mrs-potts-and-chip")
    assert st2.prompt is not None
    do(st2, "use wolves-1")
    assert st2.players[0].vside[loc(st2, 0, "the-woods")] == []
    assert {a2, zero2} <= set(st2.players[0].hand + st2.players[0].discard)


def test_a_box_with_an_unknown_mover_start_or_zero_strength_rule_is_refused_naming_it():
    with pytest.raises(ValueError, match="mover_start"):
        dataclasses.replace(B.DESPICABLE_PLOTS, mover_start="centre")
    with pytest.raises(ValueError, match="zero_strength_hero"):
        dataclasses.replace(B.DESPICABLE_PLOTS, zero_strength_hero="discard_all")

