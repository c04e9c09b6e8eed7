"""Seventh Sister: permanently remove 3 Rebels (the Objective, its progress; bot hints)."""

from __future__ import annotations

from game.core.phrase import say

from ..book import Rulebook
from ..realm import active_statics, heroes

GOAL = 3


def _removed_rebels(st, p) -> int:
    defs = st.table.defs
    return sum(1 for c in p.ext.removed if "Rebel" in defs[c].extra.get("traits", ()))


def _won(st, p) -> bool:
    return p.ext is not None and _removed_rebels(st, p) >= GOAL


def _progress(st, p) -> list[str]:
    return [say("Objective: permanently remove {goal} Rebels.", goal=GOAL),
            say("Removed: {count} of {goal}", count=_removed_rebels(st, p), goal=GOAL)]


def _short(st, p) -> list[str]:
    return [say("Rebels removed: {count} of {goal}", count=_removed_rebels(st, p), goal=GOAL)]


def bot_progress(st, p) -> float:
    defs = st.table.defs
    blades = {loc for _, loc, kind, _ in active_statics(st, p) if kind == "rebels_defeated_here_removed"}
    rebels = [(h, loc) for h, loc in heroes(st, p) if "Rebel" in defs[h].extra.get("traits", ())]
    exposed = sum(1 for _, loc in rebels if loc in blades)
    return min(1.0, (_removed_rebels(st, p) + 0.3 * exposed + 0.1 * min(len(rebels), 2)
                     + 0.1 * min(len(blades), 2)) / GOAL)


def bot_key_cards(st, p) -> set[str]:
    return {"execute-order", "inquisitor-lightsaber", "grand-inquisitor", "track-the-rebels", "hunt-them-down",
            "fear-and-dread"}


def register(book: Rulebook) -> None:
    """Enter what this villain brings in the rulebook (``rulebook.assemble`` calls it)."""
    book.flag("rebels_defeated_here_removed", "a Rebel defeated here leaves the game (Inquisitor Lightsaber, Grand Inquisitor): scum_and_villainy._defeated")
    book.flag("no_ambition_gain", "no Ambition at the start of the turn (Hope, a Fate Condition): scum_and_villainy._start_turn")
    book.objective("remove_rebels", won=_won, progress=_progress, short=_short)
    book.villain_hooks("seventh-sister", bot_progress=bot_progress, bot_key_cards=bot_key_cards)
