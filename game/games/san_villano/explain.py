"""Why an action is not legal: the reason of the same check that lists legal actions.

``rules.why_not`` decides (an action is legal exactly when ``legal_actions`` lists it); this
only finds the words, asking the check of ``legal.py`` that turned the attempt down
(``agent_problem``, ``recruit_problem``, ``track_problem``, ``confront_problem``,
``icon_problem``) rather than deciding again (the pattern is in ``legal.py``'s docstring).
Its own words are only for attempts no check answers: an answer when nothing is asked, an
action while a prompt is open."""

from __future__ import annotations

from game.core.phrase import N_, Name, say

from .actions import ALLOCATE, CONFRONT, DO, MOVE, RECRUIT, TRACK, Action
from .legal import (
    agent_problem,
    confront_problem,
    icon_problem,
    legal_actions,
    recruit_problem,
    track_problem,
)
from .state import State

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
    seat = st.stack[-1]["seat"] if st.stack else st.actor
    top_level = not st.stack
    if a.verb in (ALLOCATE, MOVE) and top_level:
        return agent_problem(st, seat, a) or N_("not possible now")
    frame = st.stack[-1] if st.stack else None
    if a.verb == DO and frame is not None and frame["kind"] == "activate" and a.a in frame["left"]:
        problem = icon_problem(st, seat, frame, a.a)
        if problem is not None:
            return problem

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
