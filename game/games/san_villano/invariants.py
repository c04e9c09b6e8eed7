"""What must hold in every position of every game (checked by the fuzzer at every step and
by ``from_position`` on every loaded position)."""

from __future__ import annotations

from collections import Counter

from .board import content, occupants
from .state import BOX, HIDDEN, HOME, State

TOKENS = 3


class InvariantBroken(AssertionError):
    pass


def _once(kind: str, places: list[str], expected: list[str], hidden: bool = False) -> None:
    """Every ``expected`` card in exactly one place. ``hidden`` (the game as a seat sees it):
    a card may be a ``HIDDEN`` placeholder instead, one for each card not seen anywhere."""
    got = Counter(places)
    unseen = got.pop(HIDDEN, 0) if hidden else 0
    for key in expected:
        if got[key] > 1 or (got[key] == 0 and not hidden):
            raise InvariantBroken(f"{kind} {key} is in {got[key]} places")
    extra = set(got) - set(expected)
    if extra:
        raise InvariantBroken(f"unknown {kind}: {sorted(extra)}")
    if hidden and unseen + sum(got.values()) != len(expected):
        raise InvariantBroken(f"{unseen} hidden {kind}s where {len(expected) - sum(got.values())} are unseen")


def problems(st: State) -> str | None:
    try:
        check(st)
    except InvariantBroken as exc:
        return str(exc)
    return None


def check(st: State) -> None:
    c = content()
    orgs = st.orgs
    hidden = st.seen is not None
    if len(orgs) != st.players or sorted(st.order) != list(range(st.players)):
        raise InvariantBroken("the organizations and the player order disagree")
    # every card in exactly one place
    _once("City card", [*st.city.values(), *st.city_box], [card.key for card in c.city], hidden)
    _once("Hero", [*st.hero_deck, *st.hero_row, *(h for o in orgs for h in o.heroes)], [h.key for h in c.heroes], hidden)
    _once("Helper", [*st.helper_deck, *st.helper_row, *(h for o in orgs for h in o.helpers)], [h.key for h in c.helpers], hidden)
    _once("Super-Agent", [*st.super_box, *(o.super_agent for o in orgs if o.super_agent)], [s.key for s in c.super_agents], hidden)
    _once("Villain", [*st.scum_deck, *st.elite_deck, *st.villain_row, *(v for o in orgs for v in o.captured)],
          [v.key for v in c.villains], hidden)
    frame_fires = [f["token"] for f in st.stack if f["kind"] == "place_fire"]
    _once("Fire token", [*st.fire_stack, *st.fire_at.values(), *(f for o in orgs for f in o.fires), *frame_fires],
          [f.key for f in c.fires], hidden)
    _once("Nickname", [*st.nicknames, *st.nickname_box], [n.key for n in c.nicknames], hidden)
    for nk, seat in st.nickname_owner.items():
        if nk not in st.nicknames or nk not in orgs[seat].nicknames:
            raise InvariantBroken(f"Nickname {nk} is owned by p{seat + 1} but not held")
    if sum(len(o.nicknames) for o in orgs) != len(st.nickname_owner):
        raise InvariantBroken("a Nickname is held without being taken")
    if any(len(r) > 3 for r in (st.hero_row, st.helper_row, st.villain_row)):
        raise InvariantBroken("a Recruitment Row holds more than 3 cards")
    for deck, n in st.known_bottom.items():
        if not 0 <= n <= len(getattr(st, f"{deck}_deck")):
            raise InvariantBroken(f"{n} known cards under a {deck} deck of {len(getattr(st, f'{deck}_deck'))}")
    # Tracking tokens conserved: 3 per organization, at home, on Villains or on the Opportunity card
    for o in orgs:
        out = sum(seats.count(o.seat) for seats in st.tracking.values()) + st.opportunity.count(o.seat)
        if o.tokens_home < 0 or o.tokens_home + out != TOKENS:
            raise InvariantBroken(f"p{o.seat + 1} has {o.tokens_home} Tracking tokens home and {out} out")
    for v, seats in st.tracking.items():
        if v not in st.villain_row or not seats or len(set(seats)) != len(seats):
            raise InvariantBroken(f"bad Tracking tokens on {v}: {seats}")
    # resources: never negative, never more than the supply
    if any(o.clue < 0 or o.money < 0 for o in orgs):
        raise InvariantBroken("an organization has negative resources")
    if sum(o.clue for o in orgs) > c.supply.clue or sum(o.money for o in orgs) > c.supply.money:
        raise InvariantBroken("more resources in play than the supply holds")
    # agents: on revealed cards, capacity never exceeded
    for o in orgs:
        if len(o.agents) != 2:
            raise InvariantBroken(f"p{o.seat + 1} has {len(o.agents)} agents")
        for where in o.agents:
            if where in (HOME, BOX):
                continue
            if where not in c.location:
                raise InvariantBroken(f"an agent is on unknown location {where}")
            if st.cell_of_card(c.location[where].card) not in st.revealed:
                raise InvariantBroken(f"an agent is on {where}, which is face down")
        for card in o.exhausted:
            if card not in o.characters():
                raise InvariantBroken(f"p{o.seat + 1} has exhausted {card}, which it does not hold")
    for loc in {w for o in orgs for w in o.agents if w in c.location}:
        if len(occupants(st, loc)) > c.location[loc].capacity:
            raise InvariantBroken(f"{loc} holds more agents than its capacity")
    for loc in st.fire_at:
        if loc not in c.location or st.cell_of_card(c.location[loc].card) not in st.revealed:
            raise InvariantBroken(f"a Fire is on {loc}, which is not a revealed location")
    if not set(st.fire_open) <= set(st.fire_at):
        raise InvariantBroken("a revealed Fire token is not on the City")
    for card, loc in st.guards.items():
        if card not in c.character or loc not in c.location:
            raise InvariantBroken(f"guard token {card} at {loc}")
    if st.strategist not in range(st.players) or not 0 <= st.marker <= st.players:
        raise InvariantBroken("bad Strategist or Round marker")
    if len(set(st.revealed)) != len(st.revealed) or not set(st.revealed) <= set(st.city):
        raise InvariantBroken("bad revealed cells")
    if st.phase != "over":
        from .rules import legal_actions

        if not legal_actions(st):
            raise InvariantBroken("a running game has no legal action")
