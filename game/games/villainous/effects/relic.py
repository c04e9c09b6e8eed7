"""Verbs of the Black Cauldron (the Horned King's relic): claiming it and flipping it."""

from __future__ import annotations

from .. import events as E
from ..actions import Action
from ..realm import (
    can_claim_relic,
)
from ..stack import Prog
from ..state import Player, State
from ._verbs import realm_of, verb


def _can_claim_relic(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return bool(step.get("if_able")) or can_claim_relic(st, p)


@verb("claim_relic", feasible=_can_claim_relic)
def claim_relic(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    if can_claim_relic(st, p):
        p.relic = 1
        st.log.append(E.RelicClaimed(p.seat))
    return True


def _can_flip_relic(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return p.relic == (1 if step["to"] == "power" else 2)


@verb("flip_relic", feasible=_can_flip_relic)
def flip_relic(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    side = 2 if step["to"] == "power" else 1
    if p.relic > 0 and p.relic != side:
        p.relic = side
        st.log.append(E.RelicFlipped(p.seat, side))
    return True
