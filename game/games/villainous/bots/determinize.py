"""Sampling a full game state that agrees with what one seat has seen.

A bot is given only its observation. To look ahead it fills every hidden zone
(opponents' hands, deck orders, the RNG) with a random arrangement of the cards it cannot
see, consistent with the counts it can see and the cards it has looked at, then builds a
real ``State`` from that. Different samples give different futures; nothing in a sample
comes from the true hidden cards.
"""

from __future__ import annotations

import copy
import random
from typing import Any

from ..cards import build_table
from ..position import from_position
from ..state import State


def _visible_labels(pd: dict[str, Any], own: bool) -> list[str]:
    seen: list[str] = []
    for field in ("villain_discard", "fate_discard", "revealed"):
        seen.extend(pd.get(field, []))
    if own:
        seen.extend(pd["hand"])
        seen.extend(pd.get("fate_deck_known_top", []))
    for loc in pd["locations"].values():
        for side in ("villain_side", "fate_side"):
            for entry in loc.get(side, []):
                seen.append(entry["card"])
                seen.extend(entry.get("attached", []))
    return seen


def determinize(obs: dict[str, Any], rng: random.Random) -> State:
    """A State consistent with ``obs`` (an observation from ``observe``)."""
    seat = obs["seat"] - 1
    pos = copy.deepcopy(obs)
    pos["format"] = "villainous-position"
    pos.pop("seat", None)
    pos["rng"] = f"{rng.getrandbits(64):016x}"
    pos.setdefault("stack", [])
    pos.setdefault("triggers", [])
    pos.pop("prompt", None)
    table = build_table(tuple(pd["villain"] for pd in obs["players"]))
    for i, pd in enumerate(pos["players"]):
        own = i == seat
        labels = table.by_label[i]
        hidden = set(labels) - set(_visible_labels(pd, own))
        villain_hidden = [lb for lb in labels if lb in hidden and table.defs[labels[lb]].deck == "villain"]
        fate_hidden = [lb for lb in labels if lb in hidden and table.defs[labels[lb]].deck == "fate"]
        rng.shuffle(villain_hidden)
        rng.shuffle(fate_hidden)
        if not own:
            n = pd["hand"]
            pd["hand"], villain_hidden = villain_hidden[:n], villain_hidden[n:]
        pd["villain_deck"] = villain_hidden
        known = pd.pop("fate_deck_known_top", []) if own else []
        pd["fate_deck"] = list(known) + fate_hidden
    return from_position(pos, validate=False)


def determinize_seat(st: State, seat: int, seed: int) -> State:
    """The protocol's ``determinize``: what ``seat`` cannot see in ``st``, re-sampled from its
    observation with a generator seeded by ``seed``."""
    from ..observe import observe

    return determinize(observe(st, seat), random.Random(seed))
