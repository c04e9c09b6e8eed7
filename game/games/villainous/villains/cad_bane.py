"""Cad Bane: collect 5 Target tokens (the Objective, its progress; bot hints)."""

from __future__ import annotations

from game.core.phrase import say

from ..book import Rulebook
from ..realm import heroes, markers_free, strength

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


def bot_threat(st, p) -> float:
    """His progress as the opponents read it: Targets collected, a marked Hero half a Target,
    a Hero to mark a little. Kept as it was when ``bot_progress`` learnt the board below, so
    that his opponents' aim (``knowledge.threat_progress``) did not move with his own play."""
    e = p.ext
    hs = sum(1 for _ in heroes(st, p))
    return min(1.0, (e.collected + 0.45 * len(e.marked) + 0.08 * min(hs, 2)) / GOAL)


#: his cards in play that put a Target marker on a Hero at their own location when activated
MARKS_HERE = frozenset(("robonino", "wanted-holo"))
#: his cards in play that collect a marked Hero's Target, the Hero staying (Strength cap)
COLLECTS = {"moralo-eval": 4, "xanadu-blood": 4}


def bot_progress(st, p) -> float:
    """What his own bot plays for: ``bot_threat``'s count, and the engine that turns a Hero
    into Targets turn after turn (a Target collected by an ability leaves the Hero in place,
    unmarked, to be marked again).

    His whole deck needs a Hero already in his Sector (Hostage Crisis too: the Hero its reveal
    may bring is not counted on, docs/content/scum-and-villainy-rules-notes.md), so a Hero is
    what he lives on, not only what covers his actions: ``knowledge`` takes 0.35 + 0.05 x
    Strength off every villain's score a Hero, and here an unmarked Hero counted only 0.08 of a
    Target, so he played Robonino and the Wanted Holo away from the only Hero and held them
    there for turns (measured: 3-player games of Normal bots, seeds 1 to 24, docs/balance.md).
    Now an unmarked Hero is 0.15 of a Target, 0.1 more where a marker source stands with it
    (less than marking it gains), and a marked Hero a collector in play can take 0.15 more."""
    e = p.ext
    defs = st.table.defs
    hs = list(heroes(st, p))
    unmarked = [loc for h, loc in hs if h not in e.marked]
    markers_at = {loc for loc, z in enumerate(p.vside) for c in z if defs[c].key in MARKS_HERE}
    caps = [cap for z in p.vside for c in z for key, cap in COLLECTS.items() if defs[c].key == key]
    ready = min(1, sum(1 for loc in unmarked if loc in markers_at)) if markers_free(st) > 0 else 0
    takeable = 0
    if caps:
        cap = max(caps)
        takeable = min(1, sum(1 for h, loc in hs if h in e.marked and strength(st, p, h, loc=loc) <= cap))
    return min(1.0, (e.collected + 0.45 * len(e.marked) + 0.15 * min(len(unmarked), 2)
                     + 0.1 * ready + 0.15 * takeable) / GOAL)


def bot_key_cards(st, p) -> set[str]:
    return {"collect-the-bounty", "quick-draw", "hostage-crisis", "todo-360", "aurra-sing", "ambush",
            "double-cross", "moralo-eval"}


def register(book: Rulebook) -> None:
    """Enter what this villain brings in the rulebook (``rulebook.assemble`` calls it)."""
    book.flag("collect_credits_minus", "Collect Credits gives 1 fewer (Bounty Revoked, a Fate Condition): scum_and_villainy._gain")
    book.objective("collect_targets", won=_won, progress=_progress, short=_short)
    book.villain_hooks("cad-bane", bot_progress=bot_progress, bot_threat=bot_threat,
                       bot_key_cards=bot_key_cards)
