"""The prompt bar's question: what the deciding organization is asked, in words."""

from __future__ import annotations

from game.games.san_villano import rules
from game.games.san_villano.board import content
from game.games.san_villano.state import State
from game.games.san_villano.words import org_name

QUESTIONS = {
    "start": "Choose your starting resources",
    "take": "Take a Resource",
    "recruit": "Recruit: drag a Hero or Helper onto your organization, or choose",
    "track": "Track: drag a Villain onto your organization, or choose",
    "confront": "Confront: drag a prepared Hero onto a Villain you track",
    "ability": "Choose a Hero whose ability to use",
    "exhaust": "Exhaust a prepared Hero to enter the Fire",
    "prepare": "Prepare one of your exhausted characters",
    "steal": "Take a Clue or a Money from another organization",
    "guard": "Click an empty revealed location for the guard token",
    "place_fire": "Click a revealed location for the Fire token (face down: nobody looks)",
    "move_other": "Drag your other agent to where it goes",
    "question": "Click a location another organization occupies to use its action",
    "untrack": "Take back one of your Tracking tokens",
    "extinguish": "Click a Fire to put out",
    "reveal": "Strategist: click a face-down City card to reveal it",
}


def question(st: State) -> str:
    if st.phase == "over":
        return "The game is over"
    seat = rules.current_player(st)
    who = org_name(st, seat)
    if not st.stack:
        extra = " (extra action)" if st.extra else ""
        return f"{who}{extra}: drag an agent onto a location"
    f = st.stack[-1]
    if f["kind"] == "activate":
        loc = content().location[f["loc"]]
        return f"{who} at the {loc.en}: choose its icons, in any order, then Done"
    return f"{who}: {QUESTIONS.get(f['kind'], 'choose')}"
