"""Typed events, and prompts that say what the table needs (no reading of the stack)."""

from __future__ import annotations

import dataclasses
from typing import ClassVar

import pytest

from game.games.villainous import events as E
from game.games.villainous import rules as R
from game.games.villainous import words as W
from game.games.villainous.actions import Action

from .helpers import ally, at, do, fate_top, hero, iid, new, set_hand


def test_every_event_is_a_frozen_dataclass_with_a_kind_and_a_barrier():
    classes = [c for c in vars(E).values() if isinstance(c, type) and issubclass(c, E.Event) and c is not E.Event]
    assert len(E.EVENTS) == len(classes) == 32  # kinds are unique
    for kind, cls in E.EVENTS.items():
        assert dataclasses.is_dataclass(cls) and cls.kind == kind
        assert isinstance(cls.reveals, bool)
        assert "kind" not in {f.name for f in dataclasses.fields(cls)}
    # the undo barriers the match used to list by name
    assert E.REVEALING == {"draw", "reveal", "shuffle", "found", "reorder", "turn", "to_hand"}
    ev = E.Played(0, 12, 2, 3)
    with pytest.raises(dataclasses.FrozenInstanceError):
        ev.cost = 0  # type: ignore[misc]
    assert ev.to_json() == {"kind": "play", "seat": 0, "card": 12, "location": 2, "cost": 3}
    assert E.Revealed(1, (4, 5)).to_json() == {"kind": "reveal", "seat": 1, "cards": [4, 5]}


def test_a_fate_action_names_the_target_and_the_cards_revealed():
    st = new(("gaston", "gaston"))
    fate_top(st, 1, "maurice", "belle")
    at(st, "the-woods", seat=0)
    events = do(st, "fate p2")
    fate = next(e for e in events if isinstance(e, E.FateTaken))
    assert (fate.seat, fate.target) == (0, 1)
    shown = next(e for e in events if isinstance(e, E.Revealed))
    assert shown.seat == 1 and set(shown.cards) == {iid(st, 1, "maurice"), iid(st, 1, "belle")}


def test_a_prompt_names_its_realm_and_where_its_answers_lie():
    """A Fate card is placed in the target's Realm: the location answers are on that board."""
    st = new(("gaston", "gaston"))
    fate_top(st, 1, "maurice", "belle")
    at(st, "the-woods", seat=0)
    do(st, "fate p2", "pick maurice")
    assert st.prompt is not None and st.prompt.seat == 0 and st.prompt.realm == 1
    a = next(a for a in st.prompt.options if a.verb == "at")
    assert st.prompt.target(a) == ("loc", 1, a.to)
    assert st.prompt.subject == iid(st, 1, "maurice")


def test_a_vanquish_prompt_is_about_its_hero():
    st = new(("gaston", "gaston"))
    set_hand(st, 0)
    for label in ("lefou", "wolves-1", "wolves-2"):
        ally(st, 0, label, "the-woods")
    lumiere = hero(st, 0, "lumiere", "the-woods")  # Strength 3: two Allies of three are needed
    at(st, "belles-house")
    R.apply(st, Action("vanquish", lumiere))
    assert st.prompt is not None and st.prompt.kind == "vanquish"
    assert st.prompt.subject == lumiere and st.prompt.realm == 0
    assert all(st.prompt.target(a) == ("card", a.card) for a in st.prompt.options)


def _event_classes():
    """Event classes made by ``_ev`` as the engine's are (at test time, not at import)."""

    class Sample(E.Event):
        kind: ClassVar[str] = "sample"
        seat: int
        cards: tuple[int, ...]

    class WithDefault(E.Event):
        kind: ClassVar[str] = "with-default"
        seat: int
        amount: int = 1

    class Bare(E.Event):
        kind: ClassVar[str] = "bare"

    return E._ev(Sample), E._ev(WithDefault), E._ev(Bare)


def test_an_event_class_is_frozen_with_slots_and_its_own_direct_init():
    Sample, _, _ = _event_classes()
    ev = Sample(2, (3, 4))
    assert (ev.seat, ev.cards) == (2, (3, 4)) and ev == Sample(seat=2, cards=(3, 4))
    assert hash(ev) == hash(Sample(2, (3, 4)))
    assert ev.to_json() == {"kind": "sample", "seat": 2, "cards": [3, 4]}
    assert Sample.__slots__ == ("seat", "cards") and not hasattr(ev, "__dict__")
    with pytest.raises(dataclasses.FrozenInstanceError):
        ev.seat = 0  # type: ignore[misc]
    with pytest.raises(TypeError):
        Sample(2)  # type: ignore[call-arg]
    # the init that writes the slots directly, named as the class's own
    init = Sample.__init__
    assert set(init.__code__.co_names) == {"_set_seat", "_set_cards"}
    assert init.__qualname__ == f"{Sample.__qualname__}.__init__"
    assert E.Played.__init__.__qualname__ == "Played.__init__"


def test_an_event_class_with_a_default_keeps_the_dataclass_init():
    _, WithDefault, Bare = _event_classes()
    assert WithDefault(5).amount == 1 and WithDefault(5, 2).amount == 2
    assert "_set_seat" not in WithDefault.__init__.__code__.co_names
    with pytest.raises(dataclasses.FrozenInstanceError):
        WithDefault(5).amount = 0  # type: ignore[misc]
    assert Bare().to_json() == {"kind": "bare"} and Bare.__init__.__code__.co_names == ()


def test_an_event_is_described_in_words_from_the_state_after_it():
    st = new(("gaston", "gaston"))
    assert W.describe(st, E.Drew(1, 2)) == "Gaston draws 2 cards."
    assert W.describe(st, E.DiscardedFromHand(1, iid(st, 1, "lefou"))) == "Gaston discards LeFou."
