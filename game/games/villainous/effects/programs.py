"""Verbs that shape a card's program: "choose one", "if", actions granted by a card,
and a win declared by a card (Wedding Bells)."""

from __future__ import annotations

from game.core.phrase import N_

from .. import actions as A
from .. import turn
from ..actions import Action
from ..book import Rulebook
from ..realm import evaluate
from ..resolution import ask, feasible, push_program
from ..stack import Prog
from ..state import Player, State
from ._verbs import realm_of


def _can_choose_one(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return any(feasible(st, p, tuple(o["steps"]), src, ctl) for o in step["options"])


def choose_one(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    feasible_opts = [o for o in step["options"] if feasible(st, p, tuple(o["steps"]), f.src, f.ctl)]
    if ans is None:
        if not feasible_opts:
            return True
        options = [Action(A.MODE, -1, o["key"]) for o in feasible_opts]
        ans = ask(st, f.ctl, "mode", options, N_("Choose one"))
        if ans is None:
            return False
    index = next(i for i, o in enumerate(step["options"]) if o["key"] == ans.to)
    _push_branch(st, f, step["options"][index]["steps"], index)
    return True


def _push_branch(st: State, f: Prog, steps, branch) -> None:
    path = f.path + ((f.pc, branch),)
    push_program(st, tuple(steps), f.prog, f.src, f.ctl, f.realm, path, f.x)


def _can_if(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    branch = step["then"] if evaluate(st, p, step["condition"]) else step.get("else", ())
    return bool(branch) and feasible(st, p, tuple(branch), src, ctl)


def if_(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    if evaluate(st, p, step["condition"]):
        _push_branch(st, f, step["then"], "then")
    elif step.get("else"):
        _push_branch(st, f, step["else"], "else")
    return True


def _can_take_action(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return bool(turn.action_options(st, p, step["action"], ctl))


def take_action(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    if ans is None:
        options = turn.action_options(st, p, step["action"], f.ctl)
        if not options:
            return True
        ans = ask(st, f.ctl, "action", options, N_("Perform the action"))
        if ans is None:
            return False
    turn.begin_action(st, ans, f.ctl)
    return True


def register(book: Rulebook) -> None:
    """Enter this module's verbs in the rulebook (``rulebook.assemble`` calls it)."""
    book.verb("choose_one", choose_one, feasible=_can_choose_one)
    book.verb("if", if_, feasible=_can_if)
    book.verb("take_action", take_action, feasible=_can_take_action)
