"""The rules: the legal actions of any moment, and applying one.

Outside a prompt the actor chooses an action (allocate, move, or pass when no agent can go
anywhere) and may use Helper and Super-Agent abilities. Everything after that is a stack of
frames: an activated location waits for its icons in any order, a recruit for the
characters, a confront for the Hero and the Villain, and so on. ``effects`` frames hold
steps that need no decision and run at once. One function, ``options``, says what each
frame accepts; ``why_not`` explains any other action with the same checks.
"""

from __future__ import annotations

from . import flow, scoring
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
    IllegalAction,
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
    fire_entry_free,
    fire_placeable,
    guard_spots,
    home_agent,
    own_statics,
    prepared_heroes,
    question_blocked,
    recruit_cost,
    track_cost,
)
from .economy import discard_character, exhaust, gain, lose, pay, prepare, supply_left
from .events import (
    Activated,
    AgentPlaced,
    CardBuried,
    CharacterRecruited,
    Confronted,
    Event,
    FirePlaced,
    FireResolved,
    FireRevealed,
    GuardPosted,
    NicknameTaken,
    ResourcesChanged,
    StrategistChanged,
    Tracked,
    TrackingReturned,
)
from .state import State

__all__ = ["IllegalAction", "apply", "current_player", "legal_actions", "why_not"]

#: frames that keep offering "done" (or close by themselves) rather than being auto-answered
OPEN_ENDED = ("activate", "recruit", "track")


def current_player(st: State) -> int:
    if st.phase == "over":
        return -1
    if st.stack:
        return st.stack[-1]["seat"]
    return st.actor


# --- what each decision accepts ---------------------------------------------------------


def legal_actions(st: State) -> tuple[Action, ...]:
    if st.phase == "over":
        return ()
    if st.stack:
        return tuple(options(st, st.stack[-1]))
    return tuple(turn_options(st))


def turn_options(st: State) -> list[Action]:
    seat = st.actor
    out: list[Action] = []
    i = home_agent(st, seat)
    if i is not None:
        out += [Action(ALLOCATE, agent_name(i), loc) for loc, why in allocation_spots(st, seat).items() if why is None]
    for i in city_agents(st, seat):
        out += [Action(MOVE, agent_name(i), loc) for loc, why in destinations(st, seat, i, BASE_MOVE).items() if why is None]
    if not out:
        out.append(Action(PASS))
    return out + use_options(st, seat)


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


def recruit_picks(st: State, seat: int, f: dict) -> list[Action]:
    out = []
    for row, allowed in (("hero", f["hero"]), ("helper", f["helper"])):
        if allowed:
            for card in getattr(st, f"{row}_row"):
                if can_pay(st, seat, recruit_cost(st, seat, card, f.get("money_off", 0))):
                    out.append(Action(RECRUIT, card))
    return out


def track_picks(st: State, seat: int, f: dict) -> list[Action]:
    if st.orgs[seat].tokens_home <= 0 or f["count"] >= f["max"]:
        return []
    return [Action(TRACK, v) for v in st.villain_row
            if seat not in st.tracking.get(v, ())
            and can_pay(st, seat, track_cost(st, seat, v, f.get("money_off", 0), f.get("free", False)))]


def confront_picks(st: State, seat: int, f: dict) -> list[Action]:
    targets = [v for v in st.villain_row if seat in st.tracking.get(v, ())
               and can_pay(st, seat, confront_cost(st, seat, v, f.get("clue_off", 0), f.get("money_off", 0)))]
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
        return "the supply has no Clue left"
    if icon == "money" and not left.money:
        return "the supply has no Money left"
    if icon == "either" and not (left.clue or left.money):
        return "the supply is empty"
    if icon == "prepare" and not o.exhausted:
        return "none of your characters is exhausted"
    if icon == "ability" and not ability_picks(st, seat, f["agent"]):
        return "no prepared Hero of yours has an ability that can be used now"
    if icon == "recruit" and not recruit_picks(st, seat, {"hero": True, "helper": True}):
        return "you cannot afford any character of the Recruitment Rows"
    if icon == "track" and not track_picks(st, seat, {"count": 0, "max": 3}):
        return "you can track no Villain (no Tracking token left, all tracked, or too dear)"
    if icon == "confront" and not confront_picks(st, seat, {}):
        return "you need a prepared Hero or Super-Agent and a Villain with your Tracking token you can pay for"
    if icon in ("move3", "move5"):
        if f["no_move"]:
            return "a location reached by a Move icon does not move again"
        if not move_picks(st, seat, 3 if icon == "move3" else 5, f["agent"]):
            return "your other agent is not on the City or has nowhere to go"
    if icon == "question":
        if f["copied"]:
            return "a copied location's Question mark is not used"
        if question_blocked(st):
            return "a Villain forbids the Question mark"
        if not copy_picks(st, seat):
            return "no location is occupied by another organization's agent"
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


# --- applying ---------------------------------------------------------------------------


def why_not(st: State, action: Action) -> str | None:
    """None when ``action`` is legal now; otherwise the reason, in plain words."""
    if action in legal_actions(st):
        return None
    from .explain import reason

    return reason(st, action)


def apply(st: State, action: Action) -> list[Event]:
    problem = why_not(st, action)
    if problem is not None:
        raise IllegalAction(problem)
    ev: list[Event] = []
    answer(st, action, ev)
    settle(st, ev)
    return ev


def settle(st: State, ev: list[Event]) -> None:
    """Run everything that needs no decision until one is due (or the game is over)."""
    while True:
        run_effects(st, ev)
        check_nicknames(st, ev)
        if st.stack:
            f = st.stack[-1]
            opts = options(st, f)
            if not opts:
                st.stack.pop()  # nothing can be done: the prompt lapses
                continue
            if f["kind"] in ("recruit", "track") and opts == [Action(DONE)]:
                st.stack.pop()
                continue
            if len(opts) == 1 and f["kind"] not in OPEN_ENDED:
                answer(st, opts[0], ev)  # a forced choice is no choice
                continue
            return
        if st.phase == "over":
            return
        if st.phase == "start":
            st.phase = "play"
            flow.begin_turn(st, st.order[0], ev)
            continue
        if st.phase == "reveal":
            flow.finish_round(st, ev)
            continue
        if st.acted:
            flow.end_action(st, ev)
            continue
        return


def check_nicknames(st: State, ev: list[Event]) -> None:
    """"The first player to fulfil a Nickname's requirement takes its card": the actor is
    checked first (only the actor's organization changes in an action)."""
    seats = [st.actor] + [s for s in st.order if s != st.actor]
    for nk in st.nicknames:
        if nk in st.nickname_owner:
            continue
        for seat in seats:
            if scoring.meets(st, seat, nk):
                st.nickname_owner[nk] = seat
                st.orgs[seat].nicknames.append(nk)
                ev.append(NicknameTaken(seat, nk))
                break


def push_effects(st: State, seat: int, effects, source: str, agent: int) -> None:
    if effects:
        st.stack.append({"kind": "effects", "seat": seat, "list": [dict(e) for e in effects],
                         "source": source, "agent": agent})


def run_effects(st: State, ev: list[Event]) -> None:
    while st.stack and st.stack[-1]["kind"] == "effects":
        f = st.stack[-1]
        if not f["list"]:
            st.stack.pop()
            continue
        eff = f["list"].pop(0)
        effect(st, f["seat"], eff, f["source"], f["agent"], ev)


def effect(st: State, seat: int, eff: dict, source: str, agent: int, ev: list[Event]) -> None:
    """One step of an ability (the closed vocabulary of docs/content/san-villano.md)."""
    v = eff["verb"]
    c = content()
    if v == "gain":
        gain(st, seat, eff.get("clue", 0), eff.get("money", 0), ev)
    elif v == "gain_choice":
        st.stack.append({"kind": "take", "seat": seat, "n": eff["amount"]})
    elif v == "lose":
        lose(st, seat, eff.get("clue", 0), eff.get("money", 0), ev)
    elif v == "each_lose":
        for o in st.orgs:
            lose(st, o.seat, eff.get("clue", 0), eff.get("money", 0), ev)
    elif v == "prepare_one":
        st.stack.append({"kind": "prepare", "seat": seat, "exclude": source})
    elif v == "recruit":
        st.stack.append({"kind": "recruit", "seat": seat, "hero": True, "helper": True, "picked": False,
                         "money_off": eff.get("money_off", 0)})
    elif v in ("track", "free_track"):
        st.stack.append({"kind": "track", "seat": seat, "count": 0, "max": 1 if v == "free_track" else 3,
                         "free": v == "free_track", "money_off": eff.get("money_off", 0)})
    elif v == "confront":
        st.stack.append({"kind": "confront", "seat": seat, "clue_off": eff.get("clue_off", 0),
                         "money_off": eff.get("money_off", 0)})
    elif v == "move_other":
        st.stack.append({"kind": "move_other", "seat": seat, "steps": eff["steps"], "exclude": agent})
    elif v == "steal":
        st.stack.append({"kind": "steal", "seat": seat})
    elif v == "refill_heroes":
        for card in st.hero_row:
            st.hero_deck.append(card)
            ev.append(CardBuried("hero", card))
        st.known_bottom["hero"] += len(st.hero_row)
        st.hero_row.clear()
        flow.refill_row(st, "hero", ev)
    elif v == "post_token":
        st.stack.append({"kind": "guard", "seat": seat, "card": source})
    elif v == "extinguish":
        st.stack.append({"kind": "extinguish", "seat": seat})
    elif v == "place_fire":
        # the token is drawn unseen; no legal spot or no token left: no Fire this time
        if st.fire_stack and fire_placeable(st):
            st.stack.append({"kind": "place_fire", "seat": seat, "token": st.fire_stack.pop(0)})
    elif v == "arrive":
        arrive(st, seat, eff["agent"], eff["loc"], eff["no_move"], ev)
    elif v == "replace_villain":
        flow.reveal_villain(st, seat, eff["slot"], ev)
    else:  # pragma: no cover - the schema admits no other verb
        raise AssertionError(f"unknown effect {v!r} of {c.name_of(source)}")


def enter(st: State, seat: int, agent: int, loc: str, no_move: bool, ev: list[Event]) -> None:
    """An agent arrives: entering a Fire costs an exhausted Hero, then the location activates."""
    push_effects(st, seat, [{"verb": "arrive", "agent": agent, "loc": loc, "no_move": no_move}], "", agent)
    if loc in st.fire_at and not fire_entry_free(st, seat):
        st.stack.append({"kind": "exhaust", "seat": seat, "purpose": "enter"})


def arrive(st: State, seat: int, agent: int, loc: str, no_move: bool, ev: list[Event]) -> None:
    if loc in st.fire_at and loc not in st.fire_open:
        st.fire_open.append(loc)
        ev.append(FireRevealed(loc, st.fire_at[loc]))
    icons = list(content().location[loc].icons)
    st.stack.append({"kind": "activate", "seat": seat, "loc": loc, "agent": agent, "left": icons,
                     "fire": loc in st.fire_at, "copied": False, "no_move": no_move})


def place_agent(st: State, seat: int, agent: int, loc: str, no_move: bool, ev: list[Event]) -> None:
    o = st.orgs[seat]
    ev.append(AgentPlaced(seat, agent_name(agent), o.agents[agent], loc))
    o.agents[agent] = loc
    enter(st, seat, agent, loc, no_move, ev)


def answer(st: State, a: Action, ev: list[Event]) -> None:
    if not st.stack:
        seat = st.actor
        if a.verb in (ALLOCATE, MOVE):
            st.acted = True
            place_agent(st, seat, agent_index(a.a), a.b, False, ev)
        elif a.verb == PASS:
            st.acted = True
        elif a.verb == USE:
            use(st, seat, a.a, -1, ev)
        return
    f = st.stack[-1]
    seat = f["seat"]
    kind = f["kind"]
    if kind == "activate":
        if a.verb == DO:
            f["left"].remove(a.a)
            ev.append(Activated(seat, f["loc"], a.a))
            do_icon(st, seat, f, a.a, ev)
        elif a.verb == FIRE:
            f["fire"] = False
            resolve_fire(st, seat, f["loc"], ev)
        elif a.verb == USE:
            use(st, seat, a.a, f["agent"], ev)
        else:
            st.stack.pop()
        return
    if kind == "take":
        gain(st, seat, int(a.a == "clue"), int(a.a == "money"), ev)
        f["n"] -= 1
        if f["n"] <= 0:
            st.stack.pop()
        return
    if kind in ("recruit", "track") and a.verb == DONE:
        st.stack.pop()
        return
    if kind == "recruit":
        recruit(st, seat, f, a.a, ev)
        return
    if kind == "track":
        track(st, seat, f, a.a, ev)
        return
    st.stack.pop()  # every other frame takes one answer
    if kind == "start":
        gain(st, seat, int(a.a[:-1]), int(a.b[:-1]), ev)
    elif kind == "confront":
        confront(st, seat, a.a, a.b, f, ev)
    elif kind == "ability":
        ch = content().character[a.a]
        if ch.exhausts:
            exhaust(st, seat, a.a, ev)
        push_effects(st, seat, ch.effects, a.a, f["agent"])
    elif kind == "exhaust":
        exhaust(st, seat, a.a, ev)
    elif kind == "prepare":
        prepare(st, seat, a.a, ev)
    elif kind == "steal":
        victim = int(a.a[1:]) - 1
        o, v = st.orgs[seat], st.orgs[victim]
        if a.b == "clue":
            v.clue -= 1
            o.clue += 1
        else:
            v.money -= 1
            o.money += 1
        ev.append(ResourcesChanged(victim, -int(a.b == "clue"), -int(a.b == "money")))
        ev.append(ResourcesChanged(seat, int(a.b == "clue"), int(a.b == "money")))
    elif kind == "guard":
        st.guards[f["card"]] = a.a
        ev.append(GuardPosted(seat, f["card"], a.a))
    elif kind == "place_fire":
        st.fire_at[a.a] = f["token"]
        ev.append(FirePlaced(seat, a.a))
    elif kind == "move_other":
        agent = agent_index(a.a)
        place_agent(st, seat, agent, a.b, True, ev)
    elif kind == "question":
        c = content()
        icons = [i for i in c.location[a.a].icons if i != "question"]
        st.stack.append({"kind": "activate", "seat": seat, "loc": a.a, "agent": f["agent"], "left": icons,
                         "fire": False, "copied": True, "no_move": False})
    elif kind == "untrack":
        st.tracking[a.a].remove(seat)
        if not st.tracking[a.a]:
            del st.tracking[a.a]
        st.orgs[seat].tokens_home += 1
        ev.append(TrackingReturned(seat, a.a, "home"))
    elif kind == "reveal":
        flow.reveal_cell(st, seat, a.a, ev)
    elif kind == "extinguish":
        if a.a not in st.fire_open:
            st.fire_open.append(a.a)
            ev.append(FireRevealed(a.a, st.fire_at[a.a]))
        if fire_possible(st, seat, st.fire_at[a.a]):
            resolve_fire(st, seat, a.a, ev)


def use(st: State, seat: int, card: str, agent: int, ev: list[Event]) -> None:
    ch = content().character[card]
    if ch.use == "exhaust":
        exhaust(st, seat, card, ev)
        push_effects(st, seat, ch.effects, card, agent)
    else:  # discard to use: the card leaves first, its effect follows
        push_effects(st, seat, ch.effects, card, agent)
        discard_character(st, card, ev)


def do_icon(st: State, seat: int, f: dict, icon: str, ev: list[Event]) -> None:
    if icon in ("clue", "money"):
        gain(st, seat, int(icon == "clue"), int(icon == "money"), ev)
    elif icon == "either":
        st.stack.append({"kind": "take", "seat": seat, "n": 1})
    elif icon == "prepare":
        for card in list(st.orgs[seat].exhausted):
            prepare(st, seat, card, ev)
    elif icon == "ability":
        st.stack.append({"kind": "ability", "seat": seat, "agent": f["agent"]})
    elif icon == "recruit":
        st.stack.append({"kind": "recruit", "seat": seat, "hero": True, "helper": True, "picked": False})
    elif icon == "track":
        st.stack.append({"kind": "track", "seat": seat, "count": 0, "max": 3})
    elif icon == "laurel":
        st.laurel = seat
    elif icon == "strategist":
        if st.strategist != seat:
            st.strategist = seat
            ev.append(StrategistChanged(seat))
    elif icon == "confront":
        st.stack.append({"kind": "confront", "seat": seat})
    elif icon in ("move3", "move5"):
        st.stack.append({"kind": "move_other", "seat": seat, "steps": 3 if icon == "move3" else 5,
                         "exclude": f["agent"]})
    elif icon == "question":
        st.stack.append({"kind": "question", "seat": seat, "agent": f["agent"]})


def recruit(st: State, seat: int, f: dict, card: str, ev: list[Event]) -> None:
    ch = content().character[card]
    pay(st, seat, recruit_cost(st, seat, card, f.get("money_off", 0)), ev)
    row = "hero" if ch.kind == "hero" else "helper"
    getattr(st, f"{row}_row").remove(card)
    o = st.orgs[seat]
    (o.heroes if row == "hero" else o.helpers).append(card)
    f[row] = False
    f["picked"] = True
    ev.append(CharacterRecruited(seat, card, row))
    flow.refill_row(st, row, ev)


def track(st: State, seat: int, f: dict, villain: str, ev: list[Event]) -> None:
    pay(st, seat, track_cost(st, seat, villain, f.get("money_off", 0), f.get("free", False)), ev)
    st.orgs[seat].tokens_home -= 1
    st.tracking.setdefault(villain, []).append(seat)
    f["count"] += 1
    ev.append(Tracked(seat, villain))
    vd = content().villain[villain]
    if vd.timing == "track":  # On Track: repeated whenever anyone tracks this Villain
        push_effects(st, seat, vd.effects, villain, -1)


def outcome(hero_foci, hero_weak, villain_foci, villain_weak) -> str:
    """The three outcomes, evaluated in order: heroic sacrifice, ready for another, epic struggle."""
    if set(villain_foci) & set(hero_weak):
        return "sacrifice"
    if set(hero_foci) & set(villain_weak):
        return "ready"
    return "struggle"


def confront(st: State, seat: int, character: str, villain: str, f: dict, ev: list[Event]) -> None:
    c = content()
    ch, vd = c.character[character], c.villain[villain]
    pay(st, seat, confront_cost(st, seat, villain, f.get("clue_off", 0), f.get("money_off", 0)), ev)
    result = outcome(ch.foci, ch.weaknesses, vd.foci, vd.weaknesses)
    ev.append(Confronted(seat, character, villain, result))
    if result == "sacrifice":
        discard_character(st, character, ev)
    elif result == "struggle":
        exhaust(st, seat, character, ev)
    slot = st.villain_row.index(villain)
    st.villain_row.remove(villain)
    st.orgs[seat].captured.append(villain)
    for s in st.tracking.pop(villain, []):
        if s == seat:
            st.orgs[s].tokens_home += 1
            ev.append(TrackingReturned(s, villain, "home"))
        else:
            st.opportunity.append(s)
            ev.append(TrackingReturned(s, villain, "opportunity"))
    steps: list[dict] = list(vd.effects) if vd.timing == "confront" else []
    if vd.fire:
        steps.append({"verb": "place_fire"})
    steps.append({"verb": "replace_villain", "slot": slot})
    push_effects(st, seat, steps, villain, -1)


def resolve_fire(st: State, seat: int, loc: str, ev: list[Event]) -> None:
    fire = st.fire_at.pop(loc)
    if loc in st.fire_open:
        st.fire_open.remove(loc)
    o = st.orgs[seat]
    o.fires.append(fire)
    ev.append(FireResolved(seat, loc, fire))
    for s in own_statics(st, seat):
        if "fire_bonus" in s:
            gain(st, seat, s["fire_bonus"].get("clue", 0), s["fire_bonus"].get("money", 0), ev)
    eff = content().fire[fire].effect
    if eff == "gain_clue_money":
        gain(st, seat, 1, 1, ev)
    elif eff == "gain_two_money":
        gain(st, seat, 0, 2, ev)
    elif eff == "gain_two_clues":
        gain(st, seat, 2, 0, ev)
    elif eff == "prepare_all":
        for card in list(o.exhausted):
            prepare(st, seat, card, ev)
    elif eff == "hero_ability":
        st.stack.append({"kind": "ability", "seat": seat, "agent": -1})
    elif eff == "recruit":
        st.stack.append({"kind": "recruit", "seat": seat, "hero": True, "helper": True, "picked": False})
    elif eff == "track":
        st.stack.append({"kind": "track", "seat": seat, "count": 0, "max": 3})
    elif eff == "confront":
        st.stack.append({"kind": "confront", "seat": seat})
    elif eff == "lose_two_clues":
        lose(st, seat, 2, 0, ev)
    elif eff == "lose_two_money":
        lose(st, seat, 0, 2, ev)
    elif eff == "exhaust_hero":
        st.stack.append({"kind": "exhaust", "seat": seat, "purpose": "fire"})
    elif eff == "remove_tracking":
        st.stack.append({"kind": "untrack", "seat": seat})

