"""The board's derived facts: the open locations in grid order, costs with their discounts,
and the characters as the content loads them."""

from __future__ import annotations

import pytest

from game.games.san_villano.board import content, open_locations
from game.games.san_villano.grid import CELLS

from .helpers import arranged, give, hire, set_row


def test_open_locations_are_listed_in_grid_order_not_reveal_order():
    g = arranged()
    st = g.state
    st.revealed = list(reversed(CELLS))  # every card face up, the last cell revealed first
    c = content()
    assert open_locations(st) == [loc.key for cell in CELLS for loc in c.card[st.city[cell]].locations]


def test_faisca_tracks_for_1_money_less_each_time():
    """Faísca: "Perform a track action; each track costs 1 Money less." Two Villains that cost
    1 Money to track are tracked for nothing."""
    g = arranged()
    seat = g.state.actor
    set_row(g, "villain", ["pe-de-cabra", "gelida", "capanga"])
    hire(g, seat, "faisca")
    give(g, seat, 0, 1)
    g.apply("allocate a1 sala-de-treino")
    g.apply("do ability")
    assert "track pe-de-cabra" in g.legal_texts() and "track capanga" in g.legal_texts()
    g.apply("track pe-de-cabra")
    assert g.state.orgs[seat].money == 1
    g.apply("track capanga")
    assert g.state.orgs[seat].money == 1


@pytest.mark.rule("002:hero-helper-and-super-agent-cards:1",
                  "002:hero-helper-and-super-agent-cards:7", "002:character-abilities:1")
def test_each_character_loads_with_its_kind_and_how_its_ability_is_used():
    """Heroes' abilities are used at an Ability location (no "use" in the data: "ability");
    Helpers' and Super-Agents' say theirs (exhaust, discard, or passive)."""
    c = content()
    assert {ch.kind for ch in c.character.values()} == {"hero", "helper", "super"}
    assert all(c.character[k].kind == "super" for k in (s.key for s in c.super_agents))
    assert all(ch.use == "ability" for ch in c.character.values() if ch.kind == "hero")
    assert {ch.use for ch in c.character.values() if ch.kind != "hero"} == {"exhaust", "discard", "passive"}
