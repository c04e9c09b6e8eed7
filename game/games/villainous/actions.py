"""Actions as readable values, and their canonical text form.

An ``Action`` is a small immutable tuple. Its text (``format_action``) names cards by
their label (``wolves-2``) and locations by key (``the-woods``), like chess's SAN; it
needs the state to look those names up, and ``parse_action`` reads it back by matching
against the legal actions of that state. See docs/notation.md.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .book import BOOK
from .state import State


class Action(NamedTuple):
    verb: str
    card: int = -1
    to: int | str = -1


# Verbs of the turn
MOVE = "move"  # move the Villain mover; to = location
GAIN = "gain"
PLAY = "play"  # card to location (to = location) or an Effect (to = -1)
ATTACH = "attach"  # Item onto an Ally or Hero; to = host iid
ACTIVATE = "activate"
ACTIVATE_RELIC = "activate_relic"  # flip The Black Cauldron with an Activate action
REPLACE = "replace"  # The Power of the Black Cauldron: Cauldron Born for Ancient Soldiers
FATE = "fate"  # to = target seat
MOVE_CARD = "move_card"  # Move an Item or Ally; to = location
MOVE_HERO = "move_hero"
VANQUISH = "vanquish"  # card = Hero
DISCARD = "discard"  # begin a Discard Cards action
END = "end"
# Answers to prompts
PICK = "pick"  # choose a card
AT = "at"  # choose a location
ON = "on"  # choose a host card
MODE = "mode"  # choose one of a card's options; to = option key
YES = "yes"
NO = "no"
DONE = "done"
USE = "use"  # add an Ally to a Vanquish
DISCARD_CARD = "discard_card"
CONDITION = "condition"  # play a Condition in an opponent's turn
PASS = "pass"
FIRST = "first"  # of effects that trigger together, the one to resolve first (card = its source)
# Verbs of Scum and Villainy's own actions (its rules: ``scum_and_villainy``)
AMBITION_PLAY = "ambition_play"  # card, to: like play
AMBITION_ATTACH = "ambition_attach"  # card, to = host
AMBITION_ACTIVATE = "ambition_activate"  # card
MANEUVER = "maneuver"  # card = Ally Vehicle, to = Hero Vehicle to engage, or -1 to disengage
FATE_ENGAGE = "fate_engage"  # card = Hero Vehicle, to = Ally Vehicle (in the same Sector)
HUNT = "hunt"  # card = Bounty

GAIN_ACTION = Action(GAIN)
END_ACTION = Action(END)
DISCARD_ACTION = Action(DISCARD)
DONE_ACTION = Action(DONE)
PASS_ACTION = Action(PASS)
YES_ACTION = Action(YES)
NO_ACTION = Action(NO)


def _loc(st: State, seat: int, loc: int) -> str:
    return st.players[seat].villain.locations[loc].key


def _card_owner_seat(st: State, iid: int) -> int:
    return st.table.owner[iid]


def format_action(st: State, a: Action) -> str:
    """The canonical text of an action in this state."""
    labels = st.table.labels
    v = a.verb
    if v == MOVE:
        if a.card >= 0:  # aboard an Ally Vehicle
            return f"move {labels[a.card]}"
        return f"move {_loc(st, st.active, a.to)}"
    if v in (GAIN, END, DISCARD, DONE, PASS, YES, NO):
        return v
    if v == PLAY:
        if a.to == -1:
            return f"play {labels[a.card]}"
        return f"play {labels[a.card]} @{_loc(st, _card_owner_seat(st, a.card), a.to)}"
    if v == CONDITION:
        return f"play {labels[a.card]}"
    if v == ATTACH:
        return f"play {labels[a.card]} >{labels[a.to]}"
    if v == ACTIVATE:
        return f"activate {labels[a.card]}"
    if v == ACTIVATE_RELIC:
        return f"activate {st.players[st.active].villain.relic['key']}"
    if v == REPLACE:
        return f"replace {labels[a.to]} with {labels[a.card]}"
    if v == FATE:
        return f"fate p{a.to + 1}"
    if v == MOVE_CARD:
        kind = "ally" if st.table.defs[a.card].type == "Ally" else "item"
        return f"move-{kind} {labels[a.card]} @{_loc(st, _card_owner_seat(st, a.card), a.to)}"
    if v == MOVE_HERO:
        return f"move-hero {labels[a.card]} @{_loc(st, _card_owner_seat(st, a.card), a.to)}"
    if v == VANQUISH:
        return f"vanquish {labels[a.card]}"
    if v == PICK:
        return f"pick {labels[a.card]}"
    if v == AT:
        realm = st.prompt.realm if st.prompt else st.active
        return f"at {_loc(st, realm, a.to)}"
    if v == ON:
        return f"on {labels[a.card]}"
    if v == MODE:
        return f"mode {a.to}"
    if v == USE:
        return f"use {labels[a.card]}"
    if v == DISCARD_CARD:
        return f"discard {labels[a.card]}"
    if v == FIRST:
        return f"first {labels[a.card]}"

    r = st.rules
    if r is not None and v in r.formats:  # a box's own actions
        return r.formats[v](st, a)
    raise ValueError(f"unknown verb {v!r}")


def normalise(text: str) -> str:
    return " ".join(text.strip().lower().replace("@ ", "@").replace("> ", ">").split())


class NotationError(ValueError):
    """Text that is not a legal action here; ``legal`` lists what is."""

    def __init__(self, message: str, legal: list[str]) -> None:
        super().__init__(message)
        self.legal = legal


def parse_action(st: State, text: str, legal=None) -> Action:
    """Read an action's text back, against the legal actions of ``st``."""
    acts = BOOK.legal_actions(st) if legal is None else legal
    want = normalise(text)
    for a in reversed(acts):  # the last action with that text, as a table of them would keep
        if format_action(st, a) == want:
            return a
    table = {format_action(st, a): a for a in acts}
    # A copy of a card in hand stands for any identical copy: "play wolves-3" is the
    # same move as "play wolves-1" when both are in hand.
    if want.startswith(("play ", "discard ")):
        generic = _strip_copy_numbers(want)
        for t, a in table.items():
            if a.verb in (PLAY, ATTACH, DISCARD_CARD, CONDITION) and _strip_copy_numbers(t) == generic:
                return a
    raise NotationError(f"{text.strip()!r} is not a legal move here", sorted(table))


def _strip_copy_numbers(text: str) -> str:
    # only the card being played or discarded (the second word) is interchangeable
    words = text.split(" ")
    if len(words) > 1:
        words[1] = re.sub(r"-\d+$", "", words[1])
    return " ".join(words)
