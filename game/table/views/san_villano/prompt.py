"""The prompt bar's question: what the deciding organization is asked, in words."""

from __future__ import annotations

from game.games.san_villano.board import content
from game.games.san_villano.state import State
from game.games.san_villano.words import org_name
from game.i18n import N_, _, tr

from .words import named

QUESTIONS = {
    "start": N_("Choose your starting resources"),
    "take": N_("Take a Resource"),
    "recruit": N_("Recruit: drag a Hero or Helper onto your organization, or choose"),
    "track": N_("Track: drag a Villain onto your organization, or choose"),
    "confront": N_("Confront: drag a prepared Hero onto a Villain you track"),
    "ability": N_("Choose a Hero whose ability to use"),
    "exhaust": N_("Exhaust a prepared Hero to enter the Fire"),
    "prepare": N_("Prepare one of your exhausted characters"),
    "steal": N_("Take a Clue or a Money from another organization"),
    "guard": N_("Click an empty revealed location for the guard token"),
    "place_fire": N_("Click a revealed location for the Fire token (face down: nobody looks)"),
    "move_other": N_("Drag your other agent to where it goes"),
    "question": N_("Click a location another organization occupies to use its action"),
    "untrack": N_("Take back one of your Tracking tokens"),
    "extinguish": N_("Click a Fire to put out"),
    "reveal": N_("Strategist: click a face-down City card to reveal it"),
}


def question(st: State) -> str:
    if st.phase == "over":
        return _("The game is over")
    seat = st.deciding_seat()
    who = tr(org_name(st, seat))
    if not st.stack:
        extra = _(" (extra action)") if st.extra else ""
        return _("{who}: drag an agent onto a location").format(who=who + extra)
    f = st.stack[-1]
    if f["kind"] == "activate":
        loc = content().location[f["loc"]]
        return _("{who} at the {location}: choose its icons, in any order, then Done").format(
            who=who, location=named(loc))
    return f"{who}: {_(QUESTIONS.get(f['kind'], N_('choose')))}"
