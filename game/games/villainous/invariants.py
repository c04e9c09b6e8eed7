"""Checks that must hold after every step of every game (used by the fuzzers)."""

from __future__ import annotations

from collections import Counter

from . import rules
from .state import State


class InvariantBroken(AssertionError):
    pass


def zone_counts(st: State) -> Counter:
    """How many zones each card is in (attached Items count as one zone)."""
    seen: Counter = Counter()
    for p in st.players:
        for z in (p.hand, p.deck, p.discard, p.fate_deck, p.fate_discard, p.limbo, *p.vside, *p.fside):
            seen.update(z)
        if p.ext is not None:
            for z in st.rules.zones(p):
                seen.update(z)
    seen.update(list(st.attach))
    return seen


def check(st: State) -> None:
    counts = zone_counts(st)
    labels = st.table.labels
    for c in range(len(st.table.defs)):
        if counts[c] != 1:
            raise InvariantBroken(f"card {labels[c]} (p{st.table.owner[c] + 1}) is in {counts[c]} zones")
    for item, host in st.attach.items():
        if counts[host] != 1 or host in st.attach:
            raise InvariantBroken(f"{labels[item]} is attached to {labels[host]}, which is not in play")
    for p in st.players:
        if p.power < 0:
            raise InvariantBroken(f"p{p.seat + 1} has {p.power} Power")
        for i, loc in enumerate(p.villain.locations):
            if not 0 <= p.obstacles[i] <= loc.obstacle_spots:
                raise InvariantBroken(f"p{p.seat + 1} has {p.obstacles[i]} Obstacles at {loc.key}")
        if not 0 <= p.fate_known <= len(p.fate_deck):
            raise InvariantBroken(f"p{p.seat + 1} knows {p.fate_known} of {len(p.fate_deck)} Fate cards")
        if p.limbo and not st.stack and st.prompt is None and st.winner is None:
            raise InvariantBroken(f"p{p.seat + 1} has cards left revealed: {[labels[c] for c in p.limbo]}")
    if st.winner is None and not rules.legal_actions(st):
        raise InvariantBroken("a running game has no legal action")
    if st.prompt is not None and len(st.prompt.options) < 2:
        raise InvariantBroken("a prompt with fewer than two options should have been taken at once")
