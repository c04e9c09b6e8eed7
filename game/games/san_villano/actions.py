"""Actions as readable values with one canonical text (docs/content/san-villano-notation.md).

An action is a verb and up to two words (card keys, location keys, agents ``a1``/``a2``,
seats ``p1``..``p4``, cells ``a1``..``d4``). Its text is those words joined by spaces and
needs no state to print; reading text back matches it against the legal actions.
"""

from __future__ import annotations

from typing import NamedTuple


class Action(NamedTuple):
    verb: str
    a: str = ""
    b: str = ""

    def text(self) -> str:
        return " ".join(w for w in (self.verb, self.a, self.b) if w)


class IllegalAction(ValueError):
    """An action that is not legal here; the message says why in plain words."""


# the verbs of a turn
ALLOCATE = "allocate"  # a = agent, b = location
MOVE = "move"  # a = agent, b = location (also the answer of a Move 3 / Move 5 / ability move)
PASS = "pass"  # only when no agent can go anywhere
USE = "use"  # a Helper's or Super-Agent's clock ability; a = card
# answers to prompts
DO = "do"  # execute one icon of the activated location; a = icon
FIRE = "fire"  # resolve the Fire token of the activated location
DONE = "done"
START = "start"  # starting resources; a = "<n>c", b = "<n>m"
TAKE = "take"  # a = "clue" or "money"
RECRUIT = "recruit"
TRACK = "track"
CONFRONT = "confront"  # a = Hero or Super-Agent, b = Villain
ABILITY = "ability"  # a = Hero
EXHAUST = "exhaust"  # a = Hero
PREPARE = "prepare"  # a = character
STEAL = "steal"  # a = seat "p2", b = "clue" or "money"
GUARD = "guard"  # a = location
PLACE_FIRE = "place-fire"  # a = location
COPY = "copy"  # a = location (Question mark icon)
UNTRACK = "untrack"  # a = Villain
REVEAL = "reveal"  # a = cell
EXTINGUISH = "extinguish"  # a = location: resolve its Fire from afar

VERBS = (ALLOCATE, MOVE, PASS, USE, DO, FIRE, DONE, START, TAKE, RECRUIT, TRACK, CONFRONT, ABILITY,
         EXHAUST, PREPARE, STEAL, GUARD, PLACE_FIRE, COPY, UNTRACK, REVEAL, EXTINGUISH)


def normalise(text: str) -> str:
    return " ".join(text.strip().lower().split())


def parse_words(text: str) -> Action:
    """The action a text spells, legal or not (``ValueError`` when it is not an action)."""
    words = normalise(text).split(" ")
    if not words or words[0] not in VERBS or len(words) > 3:
        raise ValueError(f"{text.strip()!r} is not an action")
    return Action(*words)
