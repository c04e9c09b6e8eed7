"""Derived values of the board, computed from the state, never stored: passive abilities
in force, costs after taxes and discounts, where agents are and where they may go."""

from __future__ import annotations

from game.core.phrase import Name, say

from .cards import Content, Cost, load
from .grid import reachable
from .state import BOX, HOME, State

BASE_MOVE = 2  # "up to two cards away"
ROWS_SIZE = 3


def content() -> Content:
    return load()


# --- passive abilities ------------------------------------------------------------------


def own_statics(st: State, seat: int) -> list[dict]:
    """The passive abilities of a seat's Helpers and Super-Agent (always active)."""
    c = content()
    out = []
    for key in st.orgs[seat].characters():
        ch = c.character[key]
        if ch.use == "passive":
            out.append(ch.static)
    return out


def villain_statics(st: State) -> list[dict]:
    """The passive abilities of the Villains revealed on the table."""
    c = content()
    return [c.villain[v].static for v in st.villain_row if c.villain[v].timing == "passive"]


def _sum(statics: list[dict], name: str) -> Cost:
    clue = sum(s.get(name, {}).get("clue", 0) for s in statics)
    money = sum(s.get(name, {}).get("money", 0) for s in statics)
    return Cost(clue, money)


def adjusted(base: Cost, tax: Cost, off: Cost) -> Cost:
    return Cost(max(0, base.clue + tax.clue - off.clue), max(0, base.money + tax.money - off.money))


def recruit_cost(st: State, seat: int, card: str, money_off: int = 0) -> Cost:
    tax = _sum(villain_statics(st), "recruit_tax")
    off = _sum(own_statics(st, seat), "recruit_discount")
    return adjusted(content().character[card].cost, tax, Cost(off.clue, off.money + money_off))


def track_cost(st: State, seat: int, villain: str, money_off: int = 0, free: bool = False) -> Cost:
    if free:
        return Cost()
    tax = _sum(villain_statics(st), "track_tax")
    off = _sum(own_statics(st, seat), "track_discount")
    return adjusted(content().villain[villain].track, tax, Cost(off.clue, off.money + money_off))


def confront_cost(st: State, seat: int, villain: str, clue_off: int = 0, money_off: int = 0) -> Cost:
    tax = _sum(villain_statics(st), "confront_tax")
    off = _sum(own_statics(st, seat), "confront_discount")
    return adjusted(content().villain[villain].confront, tax, Cost(off.clue + clue_off, off.money + money_off))


def can_pay(st: State, seat: int, cost: Cost) -> bool:
    o = st.orgs[seat]
    return o.clue >= cost.clue and o.money >= cost.money


def move_range(st: State, seat: int, steps: int) -> int:
    """How far a move of ``steps`` cards may go for this seat. A Villain's limit applies to
    everybody, except that a Helper's movement ability wins over it ("the abilities of
    Heroes and Helpers take precedence over the abilities of Villains")."""
    own = [s["move_range"] for s in own_statics(st, seat) if "move_range" in s]
    if own:
        return max(steps, *own)
    limits = [s["move_limit"] for s in villain_statics(st) if "move_limit" in s]
    return min(steps, *limits) if limits else steps


def question_blocked(st: State) -> bool:
    return any(s.get("no_question") for s in villain_statics(st))


def fire_entry_free(st: State, seat: int) -> bool:
    return any(s.get("fire_entry_free") for s in own_statics(st, seat))


# --- characters -------------------------------------------------------------------------


def prepared(st: State, seat: int, card: str) -> bool:
    return card not in st.orgs[seat].exhausted


def prepared_heroes(st: State, seat: int) -> list[str]:
    o = st.orgs[seat]
    return [h for h in o.heroes if h not in o.exhausted]


def confronters(st: State, seat: int) -> list[str]:
    """Prepared Heroes and the prepared Super-Agent: who may confront."""
    o = st.orgs[seat]
    out = prepared_heroes(st, seat)
    if o.super_agent is not None and o.super_agent not in o.exhausted:
        out.append(o.super_agent)
    return out


# --- the City ---------------------------------------------------------------------------


def cell_of_location(st: State, loc: str) -> str:
    return st.cell_of_card(content().location[loc].card)


def open_locations(st: State) -> list[str]:
    """Locations on revealed City cards, in grid order."""
    c = content()
    out = []
    for cell in sorted(st.revealed, key=lambda x: (x[1], x[0])):
        out.extend(loc.key for loc in c.card[st.city[cell]].locations)
    return out


def occupants(st: State, loc: str) -> list[tuple[int, int]]:
    """(seat, agent index) of the agents on a location."""
    return [(o.seat, i) for o in st.orgs for i, where in enumerate(o.agents) if where == loc]


def agent_index(name: str) -> int:
    return int(name[1:]) - 1


def agent_name(i: int) -> str:
    return f"a{i + 1}"


def guard_owner(st: State, loc: str) -> int | None:
    for card, where in st.guards.items():
        if where == loc:
            return owner_of(st, card)
    return None


def owner_of(st: State, card: str) -> int | None:
    for o in st.orgs:
        if card in o.heroes or card in o.helpers or card == o.super_agent:
            return o.seat
    return None


def occupancy(st: State) -> dict[str, int]:
    """How many agents stand on each location."""
    occ: dict[str, int] = {}
    for o in st.orgs:
        for where in o.agents:
            occ[where] = occ.get(where, 0) + 1
    return occ


def entry_problem(st: State, seat: int, loc: str, occ: dict[str, int] | None = None,
                  open_cards: set[str] | None = None) -> str | None:
    """Why an agent of ``seat`` may not enter ``loc`` now, or None."""
    c = content()
    where = c.location[loc]
    place = Name(where.en, pt=where.name)
    if open_cards is not None:
        if where.card not in open_cards:
            return say("{location} is on a City card that is still face down", location=place)
    elif st.cell_of_card(where.card) not in st.revealed:
        return say("{location} is on a City card that is still face down", location=place)
    if (occ if occ is not None else occupancy(st)).get(loc, 0) >= where.capacity:
        if where.capacity > 1:
            return say("{location} is full ({capacity} agents)", location=place, capacity=where.capacity)
        return say("{location} is full (1 agent)", location=place)
    g = guard_owner(st, loc)
    if g is not None and g != seat:
        return say("{location} is guarded by another organization", location=place)
    if loc in st.fire_at and not fire_entry_free(st, seat) and not prepared_heroes(st, seat):
        return say("{location} is on Fire: entering needs a prepared Hero to exhaust", location=place)
    return None


def destinations(st: State, seat: int, agent: int, steps: int) -> dict[str, str | None]:
    """Every location an agent could be moved to with a move of ``steps``, with the reason
    it may not (None when it may)."""
    where = st.orgs[seat].agents[agent]
    if where in (HOME, BOX):
        return {}
    c = content()
    start = st.cell_of_card(c.location[where].card)
    cells = reachable(start, move_range(st, seat, steps), st.revealed)
    occ = occupancy(st)
    open_cards = {st.city[cell] for cell in st.revealed}
    out: dict[str, str | None] = {}
    for cell in sorted(cells, key=lambda x: (x[1], x[0])):
        for loc in c.card[st.city[cell]].locations:
            out[loc.key] = entry_problem(st, seat, loc.key, occ, open_cards)
    return out


def allocation_spots(st: State, seat: int) -> dict[str, str | None]:
    """The locations of the Spring cards, with the reason an agent may not go there."""
    c = content()
    occ = occupancy(st)
    open_cards = {st.city[cell] for cell in st.revealed}
    out: dict[str, str | None] = {}
    for loc in open_locations(st):
        if c.card[c.location[loc].card].season == 1:
            out[loc] = entry_problem(st, seat, loc, occ, open_cards)
    return out


def home_agent(st: State, seat: int) -> int | None:
    """The first agent waiting in the play area, if any."""
    for i, where in enumerate(st.orgs[seat].agents):
        if where == HOME:
            return i
    return None


def city_agents(st: State, seat: int) -> list[int]:
    return [i for i, where in enumerate(st.orgs[seat].agents) if where not in (HOME, BOX)]


def fire_placeable(st: State) -> list[str]:
    """Revealed locations that may take a Fire token: no agents, no Fire, no character token."""
    guarded = set(st.guards.values())
    occ = occupancy(st)
    return [loc for loc in open_locations(st)
            if not occ.get(loc) and loc not in st.fire_at and loc not in guarded]


def guard_spots(st: State, card: str) -> list[str]:
    """Empty revealed locations (no agent, Fire or other token) a guard token may go to."""
    others = {where for k, where in st.guards.items() if k != card}
    occ = occupancy(st)
    return [loc for loc in open_locations(st)
            if not occ.get(loc) and loc not in st.fire_at and loc not in others
            and st.guards.get(card) != loc]
