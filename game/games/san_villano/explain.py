"""Why an action is not legal: plain words from the same checks that list legal actions.

``rules.why_not`` decides (an action is legal exactly when ``legal_actions`` lists it); this
only finds the words, asking the checks of ``legal.py`` and ``board.py`` that turned the
attempt down (``recruit_problem``, ``track_problem``, ``confront_problem``, the locations'
reasons of ``allocation_spots`` and ``destinations``) rather than deciding again."""

from __future__ import annotations

from game.core.phrase import N_, Name, say

from .actions import ALLOCATE, CONFRONT, MOVE, RECRUIT, TRACK, Action
from .board import BASE_MOVE, agent_index, allocation_spots, content, destinations
from .legal import confront_problem, legal_actions, recruit_problem, track_problem
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
    frame = st.stack[-1] if st.stack else None

    def asked(kind: str, default: dict) -> dict:
        """The pending frame when it asks for this kind of answer, else what the rule is
        outside one (an attempt at the wrong moment hears what would stop it anyway)."""
        return frame if frame is not None and frame["kind"] == kind else default

    problem = None
    if a.verb == RECRUIT:
        problem = recruit_problem(st, seat, asked("recruit", {"hero": True, "helper": True}), a.a)
    elif a.verb == TRACK:
        problem = track_problem(st, seat, asked("track", {"count": 0, "max": 3}), a.a)
    elif a.verb == CONFRONT:
        problem = confront_problem(st, seat, asked("confront", {}), a.a, a.b)
    if problem is not None:
        return problem
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
