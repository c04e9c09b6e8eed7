"""The resolution stack's primitives: asking a seat to decide, pushing a card's program,
checking the Objectives after every step, and feasibility ("if you cannot do what the
card says, you cannot play it").

Resolution works on a stack of *frames* (dataclasses, see ``stack.py`` and ``frames.py``). A frame that
needs a decision records it as ``State.prompt``, whose options are then the legal actions.
"""

from __future__ import annotations

from collections.abc import Sequence

from . import events as E
from .actions import Action
from .book import FEASIBILITY, REALM_CHECKS
from .realm import derived, objective_won
from .stack import Prog, Together
from .state import Player, Prompt, State

#: a Prompt made without the NamedTuple's Python-level ``__new__`` (one per decision)
_new = tuple.__new__


class IllegalAction(ValueError):
    """An action that is not legal in this state."""


def ask(st: State, seat: int, kind: str, options: Sequence[Action], message: str) -> Action | None:
    """Ask ``seat`` to choose; a choice with one option is taken at once."""
    if len(options) == 1:
        return options[0]
    f = st.stack[-1] if st.stack else None
    if f is None:
        realm, subject = st.active, -1
    else:  # the frame asking: whose Realm it acts on, and the card it is about
        realm = getattr(f, "realm", st.active)
        subject = getattr(f, f.about) if f.about else -1
    st.prompt = _new(Prompt, (seat, kind, tuple(options), message, realm, subject))
    return None


def push_program(
    st: State, steps: tuple, prog: str, src: int, ctl: int, realm: int, path: tuple = (), x: tuple = ()
) -> None:
    if steps:
        st.stack.append(Prog(steps, prog, path, 0, src, ctl, realm, x, {}))


#: the wiki's order for effects that happen at the same time: "Effects on the Villain Board
#: itself take precedent. Fate card effects resolve before Villain card effects."
TOGETHER_ORDER = ("board", "fate", "villain")


def push_together(st: State, ctl: int, realm: int, effects: Sequence[tuple[str, int, str, tuple]]) -> None:
    """Push effects that trigger at the same time, each ``(kind, source card, program name,
    steps)`` with ``kind`` one of ``TOGETHER_ORDER``, so that they resolve in the wiki's order:
    the board's first, then Fate cards', then Villain cards'. Within a kind, two or more effects
    of different cards wait in a ``Together`` frame: the active player (``ctl``) chooses which
    resolves first. (Copies of one program resolve alike, in any order: no question.)"""
    for kind in reversed(TOGETHER_ORDER):  # the stack is last in, first out
        group = [e for e in effects if e[0] == kind]
        if len({src for _, src, _, _ in group}) > 1:
            st.stack.append(Together(ctl, realm, tuple(e[1] for e in group), tuple(e[2] for e in group)))
            continue
        for e in group[::-1]:  # (not unpacked in the loop's head: mypyc cannot compile that)
            push_program(st, e[3], e[2], e[1], ctl, realm)


def feasible(st: State, p: Player, steps: tuple, src: int, ctl: int) -> bool:
    checks = FEASIBILITY
    for step in steps:
        check = checks.get(step["verb"])
        if check is not None and not check(st, p, step, src, ctl):
            return False
    return True


#: the turn's families of actions that read nothing but the Realm (a ``take_action`` step)
_REALM_FAMILIES = frozenset(("vanquish", "move_hero", "move_item_ally"))


def _reads_realm_only(steps) -> bool:
    """Does judging ``steps`` read nothing but the Realm (every check of it, nested ones
    too, is a ``REALM_CHECKS`` verb's, or a choice or test made of such)?"""
    checks = FEASIBILITY
    for step in steps:
        v = step["verb"]
        if v not in checks or v in REALM_CHECKS:
            continue
        if v == "choose_one":
            if not all(_reads_realm_only(o["steps"]) for o in step["options"]):
                return False
        elif v == "if":  # the test reads the Realm (``realm.evaluate``); then a branch
            if not (_reads_realm_only(step["then"]) and _reads_realm_only(step.get("else", ()))):
                return False
        elif v != "take_action" or step["action"] not in _REALM_FAMILIES:
            return False
    return True


#: a card's program (by identity) -> whether judging it reads nothing but the Realm;
#: ``_PROGRAMS`` keeps each program alive, so an id is never reused while its answer is kept
_REALM_ONLY: dict[int, bool] = {}
_PROGRAMS: list = []


def realm_only(steps: tuple) -> bool:
    """``_reads_realm_only``, kept per program: ``steps`` must be a program that lives as
    long as the table (a card's own ``play``, ``activate``), not one made for the call."""
    hit = _REALM_ONLY.get(id(steps))
    if hit is None:
        _PROGRAMS.append(steps)
        hit = _REALM_ONLY[id(steps)] = _reads_realm_only(steps)
    return hit


def feasible_kept(st: State, p: Player, steps: tuple, src: int, ctl: int) -> bool:
    """``feasible`` for a card's own program (see ``realm_only``): when judging it reads
    nothing but ``p``'s Realm, the verdict is kept with the Realm's other derived values
    (``realm.Derived.verdicts``) until it changes. A box that keeps more per player
    (``Player.ext``) is judged afresh."""
    only = _REALM_ONLY.get(id(steps))
    if only is None:
        only = realm_only(steps)
    if not only or p.ext is not None:
        return feasible(st, p, steps, src, ctl)
    m = p.memo
    verdicts = (m if m is not None else derived(st, p)).verdicts
    key = (id(steps), src, ctl)
    ok = verdicts.get(key)
    if ok is None:
        ok = verdicts[key] = feasible(st, p, steps, src, ctl)
    return ok


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

