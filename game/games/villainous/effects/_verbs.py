"""The helpers every verb module shares, and the verb tables of the rulebook (``book.py``)
under the names the verb modules use.

A handler has the signature ``(state, frame, step, answer) -> done``. It returns True
when the step is complete, and False when it is waiting: either it set a prompt (the
answer comes back as ``answer``) or it pushed frames that must resolve first (it is
then called again with ``answer=None``). Work in progress between calls is kept in
the frame's scratch dict ``frame.v``, which holds only plain values.

A verb may also say when it can be done at all, for the rule "if you cannot do what the
card says, you cannot play it"; a verb without such a check is always feasible, and so
are "may" steps and steps marked ``if_able``.
"""

from __future__ import annotations

from .. import actions as A
from .. import events as E
from ..actions import Action
from ..book import (  # noqa: F401  (the verb modules and tests reach the tables from here)
    BROUGHT,
    FEASIBILITY,
    REALM_CHECKS,
    SCRIPTS,
    STEP_WORDS,
    VERB_HANDLERS,
    Feasibility,
    Handler,
    script,
    step_checked,
    step_feasible,
    verb,
    villain_verb,
)
from ..book import FEASIBILITY as _FEASIBILITY  # noqa: F401  (the name tests use)
from ..resolution import ask
from ..stack import Prog
from ..state import Player, State


def realm_of(st: State, f: Prog) -> Player:
    """The Player whose Realm the frame acts on (a Fate card acts on its target's)."""
    return st.players[f.realm]


def said_nothing(st: State, p: Player, card: int, reason: str) -> None:
    """The log says that a step of ``card``'s text found nothing to act on in ``p``'s Realm,
    and why (``reason``: a catalogue clause naming public things only, "no Item to
    discard"), rather than nothing (issue 47)."""
    if card >= 0:
        st.log.append(E.NothingDone(p.seat, card, reason))


WAIT = object()


def chosen(st: State, f: Prog, ans: Action | None, slot: str, candidates, kind: str, message: str):
    """The first half of a two-step choice (which card, then where): the card, kept in
    ``f.v[slot]`` once chosen; None when there is no card to choose; ``WAIT`` while the
    player decides."""
    v = f.v
    if slot not in v:
        if ans is None or ans.verb != A.PICK:
            options = [Action(A.PICK, c) for c in candidates()]
            if not options:
                return None
            ans = ask(st, f.ctl, kind, options, message)
            if ans is None:
                return WAIT
        v[slot] = ans.card
    return v[slot]


def location_answers(p: Player, keep) -> list[Action]:
    """A location answer for every location index that ``keep`` accepts (called at once)."""
    return [Action(A.AT, -1, i) for i in range(len(p.vside)) if keep(i)]
