"""What each decision accepts: the legal actions of any moment, from one set of checks.

Outside a prompt the actor chooses an action (allocate, move, or pass when no agent can go
anywhere) and may use Helper and Super-Agent abilities; inside one, ``options`` lists the
answers the top frame accepts.

Legality with reasons, the one pattern: a check answers an action (or a card, an icon) with
the reason it is not possible, None when it is (``agent_problem``, ``recruit_problem``,
``track_problem``, ``confront_problem``, ``icon_problem``; ``board.allocation_spots`` and
``destinations`` give each location's reason). The legal actions are the candidates whose
check says None; ``rules.why_not`` is None exactly for those, and otherwise ``explain.py``
returns the same check's reason, adding words only where no check applies (an answer given
when nothing is asked, a prompt still open). Nothing is decided twice.
"""

from __future__ import annotations

from game.core.phrase import N_, Name, say

from . import flow
from .actions import (
    ABILITY,
    ALLOCATE,
    CONFRONT,
    COPY,
    DO,
    DONE,
    EXHAUST,
    EXTINGUISH,
    FIRE,
    GUARD,
    MOVE,
    PASS,
    PLACE_FIRE,
    PREPARE,
    RECRUIT,
    REVEAL,
    START,
    STEAL,
    TAKE,
    TRACK,
    UNTRACK,
    USE,
    Action,
)
from .board import (
    BASE_MOVE,
    agent_index,
    agent_name,
    allocation_spots,
    can_pay,
    city_agents,
    confront_cost,
    confronters,
    content,
    destinations,
    fire_placeable,
    guard_spots,
    home_agent,
    prepared_heroes,
    question_blocked,
    recruit_cost,
    track_cost,
)
from .economy import supply_left
from .state import BOX, HOME, State
from .words import price


def legal_actions(st: State) -> tuple[Action, ...]:
    if st.phase == "over":
        return ()
    if st.stack:
        return tuple(options(st, st.stack[-1]))
    return tuple(turn_options(st))


def turn_options(st: State) -> list[Action]:
    seat = st.actor
    candidates: list[Action] = []
    # the spots and reaches the candidates are read from, handed to agent_problem: it would
    # work each out again for every candidate (most of a turn's legal actions' time)
    reach: dict[int | None, dict[str, str | None]] = {}
    i = home_agent(st, seat)
    if i is not None:
        reach[None] = allocation_spots(st, seat)
        candidates += [Action(ALLOCATE, agent_name(i), loc) for loc in reach[None]]
    for i in city_agents(st, seat):
        reach[i] = destinations(st, seat, i, BASE_MOVE)
        candidates += [Action(MOVE, agent_name(i), loc) for loc in reach[i]]
    out = [a for a in candidates if agent_problem(st, seat, a, reach) is None]
    if not out:
        out.append(Action(PASS))
    return out + use_options(st, seat)


def agent_problem(st: State, seat: int, a: Action,
                  reach: dict[int | None, dict[str, str | None]] | None = None) -> str | None:
    """Why the actor's allocate or move ``a`` is not possible, or None when it is (outside a
    prompt): the check ``turn_options`` keeps its candidates by and ``explain`` words.
    ``reach``: the position's ``allocation_spots`` (under None) and each agent's
    ``destinations`` of a base move (under its index), where already worked out."""
    c = content()
    if st.acted:
        return N_("you have already taken your action this turn")
    if a.a not in ("a1", "a2") or a.b not in c.location:
        return say("{move} names no agent or location of the City", move=Name(repr(a.text())))
    agent = agent_index(a.a)
    where = st.orgs[seat].agents[agent]
    if a.verb == ALLOCATE:
        if where == BOX:
            return N_("that agent arrives only after the last Summer card is revealed")
        if where != HOME:
            return N_("that agent is already on the City: move it instead")
        spots = reach[None] if reach is not None and None in reach else allocation_spots(st, seat)
        if a.b not in spots:
            return N_("agents are allocated only onto the revealed Spring (I) cards")
        if agent != home_agent(st, seat):  # both agents at home: they are the same, the first goes
            return N_("not possible now")
        return spots[a.b]
    if where in (HOME, BOX):
        return N_("that agent is not on the City: allocate it first")
    if c.location[where].card == c.location[a.b].card:
        return N_("an agent cannot move to the other location of the card it is on")
    dests = reach[agent] if reach is not None and agent in reach else destinations(st, seat, agent, BASE_MOVE)
    if a.b not in dests:
        return say("{location} is not within reach: moves go orthogonally, over revealed cards, up to "
                   "{count} cards (or as a Helper or Villain says)",
                   location=Name(c.location[a.b].en, pt=c.location[a.b].name), count=BASE_MOVE)
    return dests[a.b]


def use_options(st: State, seat: int) -> list[Action]:
    """Helper and Super-Agent abilities with the clock: usable at any moment of your turn."""
    c = content()
    o = st.orgs[seat]
    out = []
    for card in o.characters():
        ch = c.character[card]
        if ch.kind == "hero" or ch.use == "passive":
            continue
        if ch.use == "exhaust" and card in o.exhausted:
            continue
        if effects_possible(st, seat, ch.effects, card, -1):
            out.append(Action(USE, card))
    return out


def recruit_problem(st: State, seat: int, f: dict, card: str) -> str | None:
    """Why ``card`` cannot be recruited in the recruit frame ``f`` (its rows allowed, its
    discount), or None: the one check ``recruit_picks`` and ``explain`` both ask."""
    row = "hero" if card in st.hero_row else "helper" if card in st.helper_row else None
    if row is None:
        return N_("that character is not in the Recruitment Rows")
    cost = recruit_cost(st, seat, card, f.get("money_off", 0))
    if not can_pay(st, seat, cost):
        return say("recruiting it costs {price}", price=price(cost.clue, cost.money))
    if not f[row]:
        return N_("you recruit at most one Hero and one Helper per recruit action")
    return None


def recruit_picks(st: State, seat: int, f: dict) -> list[Action]:
    return [Action(RECRUIT, card) for card in (*st.hero_row, *st.helper_row)
            if recruit_problem(st, seat, f, card) is None]


def track_problem(st: State, seat: int, f: dict, villain: str) -> str | None:
    """Why ``villain`` cannot be tracked in the track frame ``f`` (how many so far, the most,
    its discount or a free track), or None."""
    if villain not in st.villain_row:
        return N_("that Villain is not revealed")
    if seat in st.tracking.get(villain, ()):
        return N_("your Tracking token is already on that Villain")
    if st.orgs[seat].tokens_home <= 0:
        return N_("all three of your Tracking tokens are out")
    if f["count"] >= f["max"]:
        return N_("this action tracks no more Villains")
    cost = track_cost(st, seat, villain, f.get("money_off", 0), f.get("free", False))
    if not can_pay(st, seat, cost):
        return say("tracking it costs {price}", price=price(cost.clue, cost.money))
    return None


def track_picks(st: State, seat: int, f: dict) -> list[Action]:
    return [Action(TRACK, v) for v in st.villain_row if track_problem(st, seat, f, v) is None]


def confront_target_problem(st: State, seat: int, f: dict, villain: str) -> str | None:
    """Why ``villain`` cannot be confronted (the confront frame or effect ``f`` gives the
    discounts), whoever confronts, or None."""
    if villain not in st.villain_row or seat not in st.tracking.get(villain, ()):
        return N_("the Villain confronted must carry your organization's Tracking token")
    cost = confront_cost(st, seat, villain, f.get("clue_off", 0), f.get("money_off", 0))
    if not can_pay(st, seat, cost):
        return say("confronting it costs {price}", price=price(cost.clue, cost.money))
    return None


def confront_problem(st: State, seat: int, f: dict, who: str, villain: str) -> str | None:
    """Why ``who`` cannot confront ``villain``, or None."""
    if who not in confronters(st, seat):
        return N_("only a prepared Hero or Super-Agent of yours can confront")
    return confront_target_problem(st, seat, f, villain)


def confront_picks(st: State, seat: int, f: dict) -> list[Action]:
    targets = [v for v in st.villain_row if confront_target_problem(st, seat, f, v) is None]
    return [Action(CONFRONT, ch, v) for ch in confronters(st, seat) for v in targets]


def ability_picks(st: State, seat: int, agent: int, nested: bool = False) -> list[Action]:
    c = content()
    return [Action(ABILITY, h) for h in prepared_heroes(st, seat)
            if effects_possible(st, seat, c.character[h].effects, h, agent, nested)]


def move_picks(st: State, seat: int, steps: int, exclude: int) -> list[Action]:
    out = []
    for i in city_agents(st, seat):
        if i != exclude:
            out += [Action(MOVE, agent_name(i), loc) for loc, why in destinations(st, seat, i, steps).items() if why is None]
    return out


def copy_picks(st: State, seat: int) -> list[Action]:
    c = content()
    out = []
    for loc in sorted({where for o in st.orgs if o.seat != seat for where in o.agents if where in c.location}):
        if set(c.location[loc].icons) - {"question"}:
            out.append(Action(COPY, loc))
    return out


def prepare_picks(st: State, seat: int, exclude: str) -> list[Action]:
    return [Action(PREPARE, card) for card in st.orgs[seat].exhausted if card != exclude]


def steal_picks(st: State, seat: int) -> list[Action]:
    out = []
    for o in st.orgs:
        if o.seat != seat:
            if o.clue:
                out.append(Action(STEAL, f"p{o.seat + 1}", "clue"))
            if o.money:
                out.append(Action(STEAL, f"p{o.seat + 1}", "money"))
    return out


def extinguish_picks(st: State, seat: int, nested: bool = False) -> list[Action]:
    """Fires anywhere on the City whose action the seat can perform (hidden ones count: the
    token is revealed when chosen, and lapses harmlessly if it then cannot be resolved).
    ``nested``: asked from inside another Fire's check (a revealed "execute a Hero's ability"
    Fire and a Hero who puts out Fires would otherwise ask each other forever)."""
    if nested:
        return [Action(EXTINGUISH, loc) for loc in sorted(st.fire_at) if loc not in st.fire_open]
    return [Action(EXTINGUISH, loc) for loc in sorted(st.fire_at)
            if loc not in st.fire_open or fire_possible(st, seat, st.fire_at[loc])]


def untrack_picks(st: State, seat: int) -> list[Action]:
    return [Action(UNTRACK, v) for v in st.villain_row if seat in st.tracking.get(v, ())]


def fire_possible(st: State, seat: int, fire: str) -> bool:
    """Whether a Fire's action can be performed (costs paid as normal, losses in full)."""
    o = st.orgs[seat]
    eff = content().fire[fire].effect
    if eff == "hero_ability":
        return bool(ability_picks(st, seat, -1, nested=True))
    if eff == "recruit":
        return bool(recruit_picks(st, seat, {"hero": True, "helper": True}))
    if eff == "track":
        return bool(track_picks(st, seat, {"count": 0, "max": 3}))
    if eff == "confront":
        return bool(confront_picks(st, seat, {}))
    if eff == "lose_two_clues":
        return o.clue >= 2
    if eff == "lose_two_money":
        return o.money >= 2
    if eff == "exhaust_hero":
        return bool(prepared_heroes(st, seat))
    if eff == "remove_tracking":
        return bool(untrack_picks(st, seat))
    return True


def icon_problem(st: State, seat: int, f: dict, icon: str) -> str | None:
    """Why an icon of the activated location can do nothing now, or None."""
    o = st.orgs[seat]
    left = supply_left(st)
    if icon == "clue" and not left.clue:
        return N_("the supply has no Clue left")
    if icon == "money" and not left.money:
        return N_("the supply has no Money left")
    if icon == "either" and not (left.clue or left.money):
        return N_("the supply is empty")
    if icon == "prepare" and not o.exhausted:
        return N_("none of your characters is exhausted")
    if icon == "ability" and not ability_picks(st, seat, f["agent"]):
        return N_("no prepared Hero of yours has an ability that can be used now")
    if icon == "recruit" and not recruit_picks(st, seat, {"hero": True, "helper": True}):
        return N_("you cannot afford any character of the Recruitment Rows")
    if icon == "track" and not track_picks(st, seat, {"count": 0, "max": 3}):
        return N_("you can track no Villain (no Tracking token left, all tracked, or too dear)")
    if icon == "confront" and not confront_picks(st, seat, {}):
        return N_("you need a prepared Hero or Super-Agent and a Villain with your Tracking token you can pay for")
    if icon in ("move3", "move5"):
        if f["no_move"]:
            return N_("a location reached by a Move icon does not move again")
        if not move_picks(st, seat, 3 if icon == "move3" else 5, f["agent"]):
            return N_("your other agent is not on the City or has nowhere to go")
    if icon == "question":
        if f["copied"]:
            return N_("a copied location's Question mark is not used")
        if question_blocked(st):
            return N_("a Villain forbids the Question mark")
        if not copy_picks(st, seat):
            return N_("no location is occupied by another organization's agent")
    return None


def options(st: State, f: dict) -> list[Action]:
    """The answers a pending frame accepts."""
    seat, kind = f["seat"], f["kind"]
    if kind == "start":
        return [Action(START, f"{k}c", f"{f['n'] - k}m") for k in range(f["n"], -1, -1)]
    if kind == "activate":
        out = [Action(DO, icon) for icon in f["left"] if icon_problem(st, seat, f, icon) is None]
        loc = f["loc"]
        if f["fire"] and loc in st.fire_at and fire_possible(st, seat, st.fire_at[loc]):
            out.append(Action(FIRE))
        if not out:
            return []
        return out + use_options(st, seat) + [Action(DONE)]
    if kind == "take":
        left = supply_left(st)
        return [Action(TAKE, r) for r, n in (("clue", left.clue), ("money", left.money)) if n]
    if kind == "recruit":
        picks = recruit_picks(st, seat, f)
        return picks + [Action(DONE)] if picks and f["picked"] else picks
    if kind == "track":
        picks = track_picks(st, seat, f)
        return picks + [Action(DONE)] if picks and f["count"] else picks
    if kind == "confront":
        return confront_picks(st, seat, f)
    if kind == "ability":
        return ability_picks(st, seat, f["agent"])
    if kind == "exhaust":
        return [Action(EXHAUST, h) for h in prepared_heroes(st, seat)]
    if kind == "prepare":
        return prepare_picks(st, seat, f["exclude"])
    if kind == "steal":
        return steal_picks(st, seat)
    if kind == "guard":
        return [Action(GUARD, loc) for loc in guard_spots(st, f["card"])]
    if kind == "place_fire":
        return [Action(PLACE_FIRE, loc) for loc in fire_placeable(st)]
    if kind == "move_other":
        return move_picks(st, seat, f["steps"], f["exclude"])
    if kind == "question":
        return copy_picks(st, seat)
    if kind == "untrack":
        return untrack_picks(st, seat)
    if kind == "extinguish":
        return extinguish_picks(st, seat)
    if kind == "reveal":
        return [Action(REVEAL, cell) for cell in flow.face_down_cells(st)]
    raise AssertionError(f"unknown frame {kind!r}")


def effects_possible(st: State, seat: int, effects, source: str, agent: int, nested: bool = False) -> bool:
    """Whether a list of ability effects can do anything at all now."""
    for eff in effects:
        v = eff["verb"]
        if v in ("gain", "gain_choice", "lose", "each_lose", "place_fire"):
            return True
        if v == "prepare_one" and prepare_picks(st, seat, source):
            return True
        if v == "recruit" and recruit_picks(st, seat, {"hero": True, "helper": True, "money_off": eff.get("money_off", 0)}):
            return True
        if v in ("track", "free_track") and track_picks(
                st, seat, {"count": 0, "max": 3, "money_off": eff.get("money_off", 0), "free": v == "free_track"}):
            return True
        if v == "confront" and confront_picks(st, seat, eff):
            return True
        if v == "move_other" and move_picks(st, seat, eff["steps"], agent):
            return True
        if v == "steal" and steal_picks(st, seat):
            return True
        if v == "refill_heroes" and (st.hero_row or st.hero_deck):
            return True
        if v == "post_token" and guard_spots(st, source):
            return True
        if v == "extinguish" and extinguish_picks(st, seat, nested):
            return True
    return False


