"""Actions as readable values (see docs/content/stargate-notation.md for their text)."""

from __future__ import annotations

from typing import NamedTuple


class Action(NamedTuple):
    verb: str
    card: int = -1
    target: int = -1


# setup
STOP = "stop"  # the first player's opponent stops one of the first player's Team characters
MULLIGAN = "mulligan"
KEEP = "keep"
# actions during a mission (both roles)
PLAY = "play"
ASSIGN = "assign"
BOOST = "boost"  # card = the same-title card discarded from hand, target = the assigned card
COMPLICATE = "complicate"  # villain: any card from hand face down at the mission
USE = "use"  # an activated ability ("cost — effect")
WITHDRAW = "withdraw"
PASS = "pass"
# answers to prompts
INCAPACITATE = "incapacitate"
DECLINE = "decline"
REVIVE = "revive"
SCORE = "score"
DESTROY = "destroy"
PLACE = "place"  # target = the character a completed Mission goes under
CONTINUE = "continue"
END = "end"
BOTTOM = "bottom"  # the next failed Mission to the bottom of the pile
DISCARD = "discard"

NO_CARD_VERBS = frozenset({MULLIGAN, KEEP, PASS, DECLINE, CONTINUE, END})
PASS_ACTION = Action(PASS)
