"""The resolution stack's primitives: asking a seat to decide, pushing a card's program,
checking the Objectives after every step, and feasibility ("if you cannot do what the
card says, you cannot play it").

Resolution works on a stack of *frames* (dataclasses, see ``stack.py`` and ``frames.py``). A frame that
needs a decision records it as ``State.prompt``, whose options are then the legal actions.
"""

from __future__ import annotations

from . import events as E
from .actions import Action
from .realm import objective_won
from .stack import Prog
from .state import Player, Prompt, State


class IllegalAction(ValueError):
    """An action that is not legal in this state."""


def ask(st: State, seat: int, kind: str, options: list[Action], message: str) -> Action | None:
    """Ask ``seat`` to choose; a choice with one option is taken at once."""
    if len(options) == 1:
        return options[0]
    f = st.stack[-1] if st.stack else None
    if f is None:
        realm, subject = st.active, -1
    else:  # the frame asking: whose Realm it acts on, and the card it is about
        realm = getattr(f, "realm", st.active)
        subject = getattr(f, f.about) if f.about else -1
    st.prompt = Prompt(seat, kind, tuple(options), message, realm, subject)
    return None


def push_program(
    st: State, steps: tuple, prog: str, src: int, ctl: int, realm: int, path: tuple = (), x: tuple = ()
) -> None:
    if steps:
        st.stack.append(Prog(steps, prog, path, 0, src, ctl, realm, x, {}))


def feasible(st: State, p: Player, steps: tuple, src: int, ctl: int) -> bool:
    checks = _checks if _checks is not None else _feasibility()
    for step in steps:
        check = checks.get(step["verb"])
        if check is not None and not check(st, p, step, src, ctl):
            return False
    return True


#: verb -> its feasibility check (the registry in ``effects._verbs``), bound on first use:
#: the effects import this module, and an import inside ``feasible`` costs on every call
_checks: dict | None = None


def _feasibility() -> dict:
    global _checks
    from . import effects  # noqa: F401  (registers every verb)
    from .effects._verbs import _FEASIBILITY

    _checks = _FEASIBILITY
    return _checks


def check_win(st: State) -> bool:
    if st.winner is not None:
        return True
    players = st.players
    for seat, won in st.table.win_checks:  # the Objective kinds' checks (``villains/``)
        if players[seat].won is False:
            continue  # checked, and the Realm has not changed since
        if objective_won(st, players[seat], won):
            declare_winner(st, seat)
            return True
    return False


def declare_winner(st: State, seat: int) -> None:
    st.winner = seat
    st.log.append(E.Won(seat))

