"""Which event lines a seat may read: the log a client receives.

An event's words could name a card only some seats may see. Each known game declares here
which of its events are private (to the seat that caused them); the host sends the others a
line without the card instead. The observation itself is the game's ``observe(seat)``.

The three engines' events turn out to need no masking, which the leak test checks over whole
games against an oracle written from the rulebooks (tests/net/test_net_leaks.py):

- Villainous (both boxes): a card reaches a hand unseen only by a draw (``Drew`` names a count);
  a card taken into a hand otherwise (``ToHand``) was in a Realm or revealed first, and a card
  found (``Found``) is revealed and played;
- Stargate: the one face-down play, a complication, is logged without its card
  (``ComplicationPlayed``: "Player 2 adds a complication");
- San Villano: no private information at all (every seat's observation is the same).

A game this module does not know has every event that names a card (a field ``card``,
``cards``, ``hero``…) hidden from the other seats: too little in its log rather than a leak.
Seat -1 is a spectator: it reads what every seat may read.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields, is_dataclass
from typing import Any

from game.core.phrase import N_, say

#: the fields by which an event of an unknown game may name a card
CARD_FIELDS = frozenset({"card", "cards", "hero", "allies", "old", "new", "target"})


def _owner(event: Any) -> int:
    for name in ("seat", "who"):
        value = getattr(event, name, None)
        if isinstance(value, int) and not isinstance(value, bool):
            return value
    return -2


def _public(event: Any, seat: int) -> str | None:
    return None


def _unknown(event: Any, seat: int) -> str | None:
    names = {f.name for f in fields(event)} if is_dataclass(event) else {"card"}
    if names & CARD_FIELDS and _owner(event) != seat:
        return N_("does something with a card")
    return None


#: per game key: (event, reading seat) -> None when the seat reads the event's own words,
#: else the words (after "pN ") it reads instead
RULES: dict[str, Callable[[Any, int], str | None]] = {
    "villainous": _public,
    "stargate": _public,
    "san-villano": _public,
}


def line_for(game_key: str, event: Any, seat: int, words: Callable[[Any], str]) -> str:
    """The line ``seat`` reads of ``event`` (``words``: the game's description of it), a
    phrase the host says in each reader's language."""
    instead = RULES.get(game_key, _unknown)(event, seat)
    if instead is None:
        return words(event)
    owner = _owner(event)
    return say("p{n} {what}.", n=owner + 1, what=instead) if owner >= 0 else say("Someone {what}.", what=instead)
