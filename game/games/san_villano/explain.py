"""Why an action is not legal: plain words from the same checks that list legal actions."""

from __future__ import annotations

from game.core.phrase import N_, Name, say

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
    "start": N_("choose your starting resources"), "activate": N_("choose the next icon of the location (or done)"),
    "take": N_("choose a Clue or a Money"), "recruit": N_("choose a character to recruit"), "track": N_("choose a Villain to track"),
    "confront": N_("choose who confronts which Villain"), "ability": N_("choose the Hero whose ability to use"),
    "exhaust": N_("choose a Hero to exhaust"), "prepare": N_("choose a character to prepare"),
    "steal": N_("choose what to take from whom"), "guard": N_("choose where your guard token goes"),
    "place_fire": N_("choose where the Fire token goes"), "move_other": N_("choose where your other agent moves"),
    "question": N_("choose the occupied location to copy"), "untrack": N_("choose the Tracking token to remove"),
    "reveal": N_("choose the City card to reveal"), "extinguish": N_("choose the Fire to put out"),
}


def reason(st: State, a: Action) -> str:
    from .rules import legal_actions

    if st.phase == "over":
        return N_("the game is over")
    c = content()
    seat = st.stack[-1]["seat"] if st.stack else st.actor
    o = st.orgs[seat]
    top_level = not st.stack
    if a.verb in (ALLOCATE, MOVE) and top_level:
        if st.acted:
            return N_("you have already taken your action this turn")
        if a.a not in ("a1", "a2") or a.b not in c.location:
            return say("{move} names no agent or location of the City", move=Name(repr(a.text())))
        where = o.agents[agent_index(a.a)]
        if a.verb == ALLOCATE:
            if where == BOX:
                return N_("that agent arrives only after the last Summer card is revealed")
            if where != HOME:
                return N_("that agent is already on the City: move it instead")
            spots = allocation_spots(st, seat)
            if a.b not in spots:
                return N_("agents are allocated only onto the revealed Spring (I) cards")
            return spots[a.b] or N_("not possible now")
        if where in (HOME, BOX):
            return N_("that agent is not on the City: allocate it first")
        if c.location[where].card == c.location[a.b].card:
            return N_("an agent cannot move to the other location of the card it is on")
        dests = destinations(st, seat, agent_index(a.a), BASE_MOVE)
        if a.b not in dests:
            return say("{location} is not within reach: moves go orthogonally, over revealed cards, up to "
                       "{count} cards (or as a Helper or Villain says)",
                       location=Name(c.location[a.b].en, pt=c.location[a.b].name), count=BASE_MOVE)
        return dests[a.b] or N_("not possible now")
    if a.verb == RECRUIT:
        if a.a not in st.hero_row and a.a not in st.helper_row:
            return N_("that character is not in the Recruitment Rows")
        cost = recruit_cost(st, seat, a.a, st.stack[-1].get("money_off", 0) if st.stack else 0)
        if not can_pay(st, seat, cost):
            return say("recruiting it costs {clue} Clue and {money} Money", clue=cost.clue, money=cost.money)
        return N_("you recruit at most one Hero and one Helper per recruit action")
    if a.verb == TRACK:
        if a.a not in st.villain_row:
            return N_("that Villain is not revealed")
        if seat in st.tracking.get(a.a, ()):
            return N_("your Tracking token is already on that Villain")
        if o.tokens_home <= 0:
            return N_("all three of your Tracking tokens are out")
        cost = track_cost(st, seat, a.a)
        if not can_pay(st, seat, cost):
            return say("tracking it costs {clue} Clue and {money} Money", clue=cost.clue, money=cost.money)
    if a.verb == CONFRONT:
        if a.a not in confronters(st, seat):
            return N_("only a prepared Hero or Super-Agent of yours can confront")
        if a.b not in st.villain_row or seat not in st.tracking.get(a.b, ()):
            return N_("the Villain confronted must carry your organization's Tracking token")
        cost = confront_cost(st, seat, a.b)
        if not can_pay(st, seat, cost):
            return say("confronting it costs {clue} Clue and {money} Money", clue=cost.clue, money=cost.money)
    if top_level and a.verb not in (ALLOCATE, MOVE, "pass", "use"):
        return N_("that is an answer to a prompt, and nothing is being asked: allocate or move an agent")
    if not top_level and a.verb in (ALLOCATE, "pass"):
        return say("first {prompt}", prompt=PROMPTS.get(st.stack[-1]["kind"], N_("answer the pending choice")))
    legal = [x.text() for x in legal_actions(st)]
    shown = Name(", ".join(legal[:6]) + (", …" if len(legal) > 6 else ""))
    if st.stack:
        ask = PROMPTS.get(st.stack[-1]["kind"], N_("answer the pending choice"))
        return say("not possible now: {prompt} ({legal})", prompt=ask, legal=shown)
    return say("not possible now (legal: {legal})", legal=shown)
