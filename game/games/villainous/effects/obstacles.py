"""Verbs of Obstacles (Gaston's Objective): removing them and putting them back."""

from __future__ import annotations

from typing import cast

from game.core.phrase import N_, Name, say

from .. import actions as A
from .. import events as E
from ..actions import Action
from ..book import Rulebook
from ..realm import (
    active_statics,
    empty_spots,
    obstacles_removable,
)
from ..resolution import ask
from ..stack import Prog
from ..state import Player, State, touched
from ._verbs import location_answers, realm_of


def _can_remove_obstacles(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return bool(step.get("if_able")) or obstacles_removable(st, p) > 0


def remove_obstacles(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    v = f.v
    chooser = p.seat if step.get("chooser") == "owner" else f.ctl
    count = step["count"]
    while True:
        if ans is not None:
            _take_obstacle(st, p, cast(int, ans.to))
            v["n"] = v.get("n", 0) + 1
            if step.get("single_location"):
                v["loc"] = ans.to
            ans = None
            if not any(p.obstacles):
                return True
        if v.get("n", 0) >= count or not obstacles_removable(st, p):
            if not v.get("n"):
                _nothing_removed(st, p, f.src)
            return True
        if "loc" in v:
            if not p.obstacles[v["loc"]]:
                return True
            ans = Action(A.AT, -1, v["loc"])
            continue
        options = location_answers(p, lambda i: p.obstacles[i] > 0)
        ans = ask(st, chooser, "obstacle", options, N_("Remove an Obstacle from which location?"))
        if ans is None:
            return False


def _nothing_removed(st: State, p: Player, card: int, loc: int = -1) -> None:
    """The log says why ``card`` removed no Obstacle (at ``loc``, or anywhere): there was
    none, or a card (Belle) in the Realm stops their removal."""
    reason: str
    if loc >= 0 and not p.obstacles[loc]:
        reason = say("no Obstacle at {location} to remove", location=Name(p.villain.locations[loc].name))
    elif not any(p.obstacles):
        reason = N_("no Obstacle to remove")
    else:
        src = next((s for s, _, kind, _ in active_statics(st, p) if kind == "no_obstacle_removal"), -1)
        reason = (say("{other} stops Obstacles being removed", other=Name(st.table.defs[src].name)) if src >= 0
                  else N_("no Obstacle can be removed"))
    st.log.append(E.NothingDone(p.seat, card, reason))


def _take_obstacle(st: State, p: Player, loc: int) -> None:
    p.obstacles[loc] -= 1
    touched(p)
    st.log.append(E.ObstacleChanged(p.seat, loc, -1))


def remove_all_obstacles_at(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    loc = p.villain.location_index(step["location"])
    if not (p.obstacles[loc] and obstacles_removable(st, p)):
        _nothing_removed(st, p, f.src, loc)
    while p.obstacles[loc] and obstacles_removable(st, p):
        _take_obstacle(st, p, loc)
    return True


def _can_replace_obstacles(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return any(empty_spots(p))


def replace_obstacles(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    v = f.v
    while True:
        if ans is not None:
            p.obstacles[cast(int, ans.to)] += 1
            touched(p)
            st.log.append(E.ObstacleChanged(p.seat, cast(int, ans.to), 1))
            v["n"] = v.get("n", 0) + 1
            ans = None
        spots = empty_spots(p)
        if v.get("n", 0) >= step["count"] or not any(spots):
            if not v.get("n"):
                st.log.append(E.NothingDone(p.seat, f.src, N_("no Obstacle spot is empty")))
            return True
        options = location_answers(p, lambda i, spots=spots: spots[i] > 0)
        ans = ask(st, f.ctl, "obstacle", options, N_("Put an Obstacle back at which location?"))
        if ans is None:
            return False


def register(book: Rulebook) -> None:
    """Enter this module's verbs in the rulebook (``rulebook.assemble`` calls it)."""
    book.verb("remove_obstacles", remove_obstacles, feasible=_can_remove_obstacles, realm=True)
    book.verb("remove_all_obstacles_at", remove_all_obstacles_at)
    book.verb("replace_obstacles", replace_obstacles, feasible=_can_replace_obstacles, realm=True)
