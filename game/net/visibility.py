"""Which event lines a seat may read: the log a client receives.

An event's words may name a card only some seats may see (a card taken into a hand, a
complication played face down). The host sends a seat only the lines this module lets
through; the observation itself is the game's ``observe(seat)``. A game this module does
not know sends only the events that name no card at all, which hides too much rather
than too little. Seat -1 is a spectator: it reads what every seat may read.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, is_dataclass
from typing import Any

#: Villainous (both boxes): events whose card goes into, or comes out of, a hand or a deck
#: unseen by the others. Their owner reads them; the others read the line below instead.
_VILLAINOUS_PRIVATE = {"to_hand": "takes a card into their hand", "found": "finds a card"}

#: Stargate: a complication is played face down; its owner alone knows which.
_STARGATE_PRIVATE = {"ComplicationPlayed": "plays a complication face down"}


def _owner(event: Any) -> int:
    for name in ("seat", "who"):
        value = getattr(event, name, None)
        if isinstance(value, int):
            return value
    return -2


def _villainous(event: Any, seat: int) -> str | None:
    """None: every seat may read it; else what the others read instead."""
    hidden = _VILLAINOUS_PRIVATE.get(getattr(event, "kind", ""))
    return None if hidden is None or _owner(event) == seat else hidden


def _stargate(event: Any, seat: int) -> str | None:
    hidden = _STARGATE_PRIVATE.get(type(event).__name__)
    return None if hidden is None or _owner(event) == seat else hidden


def _unknown(event: Any, seat: int) -> str | None:
    names = [f.name for f in fields(event)] if is_dataclass(event) else ["card"]
    if any(n in ("card", "cards", "hero", "allies") for n in names) and _owner(event) != seat:
        return "does something"
    return None


#: per game key: (event, reading seat) -> None when the seat reads the event's own words,
#: else the words (after "pN ") it reads instead. San Villano has no private events: every
#: seat's observation is the same.
RULES: dict[str, Callable[[Any, int], str | None]] = {
    "villainous": _villainous,
    "stargate": _stargate,
    "san-villano": lambda event, seat: None,
}


def line_for(game_key: str, event: Any, seat: int, words: Callable[[Any], str]) -> str:
    """The line ``seat`` reads of ``event`` (``words``: the game's description of it)."""
    rule = RULES.get(game_key, _unknown)
    instead = rule(event, seat)
    if instead is None:
        return words(event)
    owner = _owner(event)
    return f"p{owner + 1} {instead}." if owner >= 0 else f"Someone {instead}."
