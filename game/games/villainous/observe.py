"""What one seat may see: everything face up, and its own hand; hidden cards masked.

Opponents' hands and every deck appear as counts only; the RNG and the resolution
stack (which may name cards about to be drawn) are left out. A pending decision shows
its options only to the player who decides; the others see who decides and what kind
of decision it is. That tells them, as at a real table, that a Condition window is
open for that player (docs/rules-notes.md).
"""

from __future__ import annotations

from typing import Any

from . import rules
from .actions import format_action
from .position import to_position
from .state import State


def observe(st: State, seat: int) -> dict[str, Any]:
    pos = to_position(st)
    pos["format"] = "villainous-observation"
    pos["seat"] = seat + 1
    del pos["rng"]
    if pos.pop("seen", False):  # a seen game (seen.py) says what its observation says, no more
        prompt = pos.get("prompt")
        if prompt is not None:
            del prompt["realm"], prompt["subject"]
    if rules.current_player(st) == seat:
        # The decider may see the effects under way (a bot needs them to think ahead): they
        # name only cards it can see. Other players' places in a Condition queue are left out.
        for frame in pos["stack"]:
            if frame.get("t") == "conditions":
                mine = [e for e in frame["q"] if e[0] == seat]
                done = sum(1 for e in frame["q"][: frame["i"]] if e[0] == seat)
                frame["q"], frame["i"] = mine, done
    else:
        del pos["stack"]
        del pos["triggers"]
    for i, pd in enumerate(pos["players"]):
        if i == seat and pd["fate_known"]:
            # cards this player has looked at (I Never Go Back on My Word, Invitation)
            pd["fate_deck_known_top"] = pd["fate_deck"][: pd["fate_known"]]
        for field in ("villain_deck", "fate_deck"):
            pd[field] = len(pd[field])
        if i != seat:
            pd["hand"] = len(pd["hand"])
    prompt = pos.get("prompt")
    if prompt is not None and prompt["player"] != seat + 1:
        del prompt["options"]
        del prompt["message"]
    return pos


def observation_key(st: State, seat: int) -> str:
    """A compact string of everything ``seat`` can know (for search trees)."""
    import json

    obs = observe(st, seat)
    return json.dumps(obs, sort_keys=True, separators=(",", ":"))


__all__ = ["observe", "observation_key", "format_action"]
