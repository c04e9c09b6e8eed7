"""Applying an action: the resolution of the rules.

After the actor's allocate or move, everything is a stack of frames: an activated location
waits for its icons in any order, a recruit for the characters, a confront for the Hero and
the Villain, and so on. ``effects`` frames hold steps that need no decision and run at once;
``settle`` runs them, answers forced choices, and moves the round on (``flow.py``) until a
decision is due. What each frame accepts is in ``legal.py``; ``why_not`` explains any other
action with the same checks (``explain.py``).
"""

from __future__ import annotations

from . import flow, scoring
from .actions import (
    ALLOCATE,
    DO,
    DONE,
    FIRE,
    MOVE,
    PASS,
    USE,
    Action,
    IllegalAction,
)
from .board import (
    agent_index,
    agent_name,
    confront_cost,
    content,
    fire_entry_free,
    fire_placeable,
    own_statics,
    recruit_cost,
    track_cost,
)
from .economy import discard_character, exhaust, gain, lose, pay, prepare
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
from .legal import (
    ability_picks,  # noqa: F401 - part of this module's surface for tests and bots
    fire_possible,
    legal_actions,
    options,
)
from .state import State

__all__ = ["IllegalAction", "apply", "apply_legal", "current_player", "legal_actions", "options", "why_not"]

#: frames that keep offering "done" (or close by themselves) rather than being auto-answered
OPEN_ENDED = ("activate", "recruit", "track")


def current_player(st: State) -> int:
    return st.deciding_seat()


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
    return apply_legal(st, action)


def apply_legal(st: State, action: Action) -> list[Event]:
    """``apply`` for an action the caller has just found among ``legal_actions(st)``: what
    tries each of a position's moves on a copy, with the legal actions already in hand (the
    check would work them out again for every move)."""
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


def outcome(hero_foci: tuple[str, ...], hero_weak: tuple[str, ...], villain_foci: tuple[str, ...],
            villain_weak: tuple[str, ...]) -> str:
    """The three outcomes, evaluated in order: heroic sacrifice, ready for another, epic struggle.

    The rulebook's two blank-bar rules come first: "Heroes that have no symbol in their Focus bar
    always return exhausted ... Villains that have no symbol in their Weakness bar always exhaust
    the Heroes that confront them", so neither can end in a sacrifice (nor, by then, in a ready)."""
    if not hero_foci or not villain_weak:
        return "struggle"
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

