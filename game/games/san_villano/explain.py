"""Why an action is not legal: plain words from the same checks that list legal actions."""

from __future__ import annotations

from .actions import ALLOCATE, CONFRONT, MOVE, RECRUIT, TRACK, Action
from .board import (
    BASE_MOVE,
    agent_index,
    allocation_spots,
    can_pay,
    confront_cost,
    confronters,
    content,
    destinations,
    recruit_cost,
    track_cost,
)
from .state import BOX, HOME, State

PROMPTS = {
    "start": "choose your starting resources", "activate": "choose the next icon of the location (or done)",
    "take": "choose a Clue or a Money", "recruit": "choose a character to recruit", "track": "choose a Villain to track",
    "confront": "choose who confronts which Villain", "ability": "choose the Hero whose ability to use",
    "exhaust": "choose a Hero to exhaust", "prepare": "choose a character to prepare",
    "steal": "choose what to take from whom", "guard": "choose where your guard token goes",
    "place_fire": "choose where the Fire token goes", "move_other": "choose where your other agent moves",
    "question": "choose the occupied location to copy", "untrack": "choose the Tracking token to remove",
    "reveal": "choose the City card to reveal", "extinguish": "choose the Fire to put out",
}


def reason(st: State, a: Action) -> str:
    from .rules import legal_actions

    if st.phase == "over":
        return "the game is over"
    c = content()
    seat = st.stack[-1]["seat"] if st.stack else st.actor
    o = st.orgs[seat]
    top_level = not st.stack
    if a.verb in (ALLOCATE, MOVE) and top_level:
        if st.acted:
            return "you have already taken your action this turn"
        if a.a not in ("a1", "a2") or a.b not in c.location:
            return f"{a.text()!r} names no agent or location of the City"
        where = o.agents[agent_index(a.a)]
        if a.verb == ALLOCATE:
            if where == BOX:
                return "that agent arrives only after the last Summer card is revealed"
            if where != HOME:
                return "that agent is already on the City: move it instead"
            spots = allocation_spots(st, seat)
            if a.b not in spots:
                return "agents are allocated only onto the revealed Spring (I) cards"
            return spots[a.b] or "not possible now"
        if where in (HOME, BOX):
            return "that agent is not on the City: allocate it first"
        if c.location[where].card == c.location[a.b].card:
            return "an agent cannot move to the other location of the card it is on"
        dests = destinations(st, seat, agent_index(a.a), BASE_MOVE)
        if a.b not in dests:
            return (f"{c.location[a.b].en} is not within reach: moves go orthogonally, over revealed "
                    f"cards, up to {BASE_MOVE} cards (or as a Helper or Villain says)")
        return dests[a.b] or "not possible now"
    if a.verb == RECRUIT:
        if a.a not in st.hero_row and a.a not in st.helper_row:
            return "that character is not in the Recruitment Rows"
        cost = recruit_cost(st, seat, a.a, st.stack[-1].get("money_off", 0) if st.stack else 0)
        if not can_pay(st, seat, cost):
            return f"recruiting it costs {cost.clue} Clue and {cost.money} Money"
        return "you recruit at most one Hero and one Helper per recruit action"
    if a.verb == TRACK:
        if a.a not in st.villain_row:
            return "that Villain is not revealed"
        if seat in st.tracking.get(a.a, ()):
            return "your Tracking token is already on that Villain"
        if o.tokens_home <= 0:
            return "all three of your Tracking tokens are out"
        cost = track_cost(st, seat, a.a)
        if not can_pay(st, seat, cost):
            return f"tracking it costs {cost.clue} Clue and {cost.money} Money"
    if a.verb == CONFRONT:
        if a.a not in confronters(st, seat):
            return "only a prepared Hero or Super-Agent of yours can confront"
        if a.b not in st.villain_row or seat not in st.tracking.get(a.b, ()):
            return "the Villain confronted must carry your organization's Tracking token"
        cost = confront_cost(st, seat, a.b)
        if not can_pay(st, seat, cost):
            return f"confronting it costs {cost.clue} Clue and {cost.money} Money"
    if top_level and a.verb not in (ALLOCATE, MOVE, "pass", "use"):
        return "that is an answer to a prompt, and nothing is being asked: allocate or move an agent"
    if not top_level and a.verb in (ALLOCATE, "pass"):
        return f"first {PROMPTS.get(st.stack[-1]['kind'], 'answer the pending choice')}"
    legal = [x.text() for x in legal_actions(st)]
    if st.stack:
        ask = PROMPTS.get(st.stack[-1]["kind"], "answer the pending choice")
        return f"not possible now: {ask} ({', '.join(legal[:6])}{', …' if len(legal) > 6 else ''})"
    return f"not possible now (legal: {', '.join(legal[:6])}{', …' if len(legal) > 6 else ''})"
