"""Cad Bane: collect 5 Target tokens (the Objective, its progress; bot hints)."""

from __future__ import annotations

from game.core.phrase import say

from ..book import Rulebook
from ..realm import heroes

GOAL = 5


def _won(st, p) -> bool:
    return p.ext is not None and p.ext.collected >= GOAL


def _progress(st, p) -> list[str]:
    on = len(p.ext.marked)
    return [say("Objective: collect {goal} Target tokens.", goal=GOAL),
            say("Collected: {count} of {goal}; on Heroes now: {on}", count=p.ext.collected, goal=GOAL, on=on)]


def _short(st, p) -> list[str]:
    return [say("Targets: {count} of {goal} (+{marked} marked)", count=p.ext.collected, goal=GOAL,
                marked=len(p.ext.marked))]


def bot_progress(st, p) -> float:
    e = p.ext
    # a marked Hero is half a Target; a Hero to mark is a little
    hs = sum(1 for _ in heroes(st, p))
    return min(1.0, (e.collected + 0.45 * len(e.marked) + 0.08 * min(hs, 2)) / GOAL)


def bot_key_cards(st, p) -> set[str]:
    return {"collect-the-bounty", "quick-draw", "hostage-crisis", "todo-360", "aurra-sing", "ambush",
            "double-cross", "moralo-eval"}


def register(book: Rulebook) -> None:
    """Enter what this villain brings in the rulebook (``rulebook.assemble`` calls it)."""
    book.flag("collect_credits_minus", "Collect Credits gives 1 fewer (Bounty Revoked, a Fate Condition): scum_and_villainy._gain")
    book.objective("collect_targets", won=_won, progress=_progress, short=_short)
    book.villain_hooks("cad-bane", bot_progress=bot_progress, bot_key_cards=bot_key_cards)
