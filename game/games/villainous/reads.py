"""What a table reads from a game to draw it, and nothing that changes one.

Derived values of what lies face up (a card's Strength where it stands, a covered location,
Lady Tremaine's free Trapped tokens, Scum and Villainy's Deep Space and the trophies by a
portrait), computed by the rules that define them and returned: reading never changes a
game (what a state keeps derived is its own cache, ``Player.memo``). A table calls these on
the seen game (``seen.py``); legality and moves it asks of the game protocol.
"""

from __future__ import annotations

from .realm import covered, location_of, strength, trapped_tokens_free
from .scum_and_villainy import DEEP_SPACE, ally_vehicles, deep_space, hero_vehicles
from .state import Player, State
from .villains import boba_fett, cad_bane, seventh_sister

__all__ = ["DEEP_SPACE", "ally_vehicles", "covered", "deep_space", "draw_limit", "hero_vehicles", "location_of",
           "strength", "trapped_tokens_free", "trophies"]


def draw_limit(st: State, p: Player) -> int:
    """How many cards ``p`` draws back up to (Scum and Villainy: each unengaged Hero Vehicle,
    and a Fate Condition, lower it)."""
    r = st.rules
    return st.table.box.hand_size if r is None or r.hand_limit is None else r.hand_limit(st, p)


def trophies(st: State, p: Player) -> tuple[str, int, int] | None:
    """(kind, how many, the goal) of what a Scum and Villainy villain keeps by its portrait
    (Cad Bane's Target markers, Seventh Sister's removed Rebels, Boba Fett's completed
    Bounties), or None."""
    if p.ext is None:
        return None
    key = p.villain.key
    if key == "cad-bane":
        return ("target", p.ext.collected, cad_bane.GOAL)
    if key == "seventh-sister":
        return ("rebel", seventh_sister._removed_rebels(st, p), seventh_sister.GOAL)
    if key == "boba-fett":
        return ("bounty", len(p.ext.completed), boba_fett.GOAL)
    return None
