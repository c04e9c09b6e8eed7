"""``effects.finding.findable``: whether a card of a name can be found for a Find-and-play
step -- in the Realm, a deck, a discard pile, or attached in the Realm; not in the hand,
not resolving, and not another player's copy."""

from __future__ import annotations

import pytest

from game.games.villainous.effects.finding import findable
from game.games.villainous.state import touched_all
from tests.helpers import ally, attach, fate_top, hero, iid, new, pull, to_discard, to_hand


def _nowhere(st, seat: int, label: str) -> int:
    """The card taken out of every zone: only where the test puts it counts."""
    c = iid(st, seat, label)
    pull(st, c)
    return c


@pytest.mark.parametrize("where", ["deck", "fate_deck", "fate_discard", "discard", "vside", "fside"])
def test_a_card_in_any_of_the_lists_is_findable(where):
    st = new()
    p = st.players[0]
    if where in ("vside", "fside"):
        (hero if where == "fside" else ally)(st, 0, "beast" if where == "fside" else "lefou", "the-tavern")
        assert findable(st, p, "beast" if where == "fside" else "lefou")
        return
    label = "beast" if where.startswith("fate") else "lefou"
    c = _nowhere(st, 0, label)
    getattr(p, where).append(c)
    assert findable(st, p, label)


def test_a_card_in_hand_or_resolving_is_not_findable():
    st = new()
    p = st.players[0]
    c = _nowhere(st, 0, "beast")
    assert not findable(st, p, "beast")  # nowhere at all
    p.limbo.append(c)
    assert not findable(st, p, "beast")
    p.limbo.remove(c)
    to_hand(st, 0, "lefou")
    assert not findable(st, p, "lefou")


def test_the_other_players_copy_is_not_found_for_this_one():
    st = new()  # Gaston against Gaston: the same names at both seats
    _nowhere(st, 0, "beast")
    assert not findable(st, st.players[0], "beast")
    assert findable(st, st.players[1], "beast")  # seat 1's copy is still in its lists
    to_discard(st, 0, "beast")
    assert findable(st, st.players[0], "beast")


def test_an_attached_item_of_this_player_is_findable_and_not_the_others():
    st = new()
    ally(st, 0, "lefou", "the-tavern")
    attach(st, 0, "five-dozen-eggs-1", "lefou")
    _nowhere(st, 0, "five-dozen-eggs-2")
    for c in (iid(st, 1, "five-dozen-eggs-1"), iid(st, 1, "five-dozen-eggs-2")):
        pull(st, c)
    assert findable(st, st.players[0], "five-dozen-eggs")
    assert not findable(st, st.players[1], "five-dozen-eggs")
    st.attach.pop(iid(st, 0, "five-dozen-eggs-1"))
    touched_all(st)
    assert not findable(st, st.players[0], "five-dozen-eggs")


def test_a_name_no_card_has():
    st = new()
    assert not findable(st, st.players[0], "no-such-card")
    fate_top(st, 0, "beast")
    assert findable(st, st.players[0], "beast")
