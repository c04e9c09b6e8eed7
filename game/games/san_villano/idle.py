"""A placement that does nothing: an agent sent (allocated or moved) to a location where none
of its icons can act now, so that the action ends at once.

The rulebook lets a player do it (an agent on a location blocks it for the others), so it
stays a legal action; the table does not offer it on a drop, a click or the number keys,
where it would spend an action the player did not see coming, and says why in these words
(it stays in "What can I do?", marked).
"""

from __future__ import annotations

from collections.abc import Iterable

from game.core.phrase import N_

from . import events as E
from . import rules
from .actions import Action
from .board import content
from .legal import icon_problem
from .state import State


def idle_reason(st: State, a: Action) -> str | None:
    """Why the legal placement ``a`` would do nothing at its location (the engine's words,
    an icon's ``icon_problem`` or a general one); None when it does something or is not a
    legal placement."""
    return idle_reasons(st, (a,)).get(a)


def idle_reasons(st: State, actions: Iterable[Action]) -> dict[Action, str | None]:
    """``idle_reason`` of each of ``actions`` that is a legal placement (the others left
    out), the position's legal actions worked out once for all of them."""
    placements = [a for a in actions if a.verb in ("allocate", "move")]
    if not placements:
        return {}
    legal = set(rules.legal_actions(st))
    return {a: _idle(st, a) for a in placements if a in legal}


def _idle(st: State, a: Action) -> str | None:
    """``idle_reason`` of ``a``, a legal placement."""
    seat = rules.current_player(st)
    after = st.clone()
    events = rules.apply_legal(after, a)
    if rules.current_player(after) == seat or any(isinstance(e, (E.Activated, E.FireRevealed)) for e in events):
        return None
    frame = {"agent": int(a.a[1:]) - 1, "no_move": False, "copied": False}
    why = next((p for p in (icon_problem(st, seat, frame, icon) for icon in content().location[a.b].icons) if p), None)
    return why or N_("nothing there can act now")
