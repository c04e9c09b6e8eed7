"""What a villain brings beyond its data: an optional module per villain.

A villain is ``content/<key>.json``; when it needs rules the vocabulary does not have, a
module here (``villains/<key with _>.py``) brings them, entered in the rulebook by its
``register(book)`` (``rulebook.VILLAIN_MODULES`` lists the modules; ``book.Rulebook``):

- ``objective(kind, ...)``: an Objective kind (the ``objective.kind`` of villain data):
  when it is won, the progress lines the table shows, a short form for small boards, and
  the setup it needs (Gaston's eight Obstacles). Any villain may name a registered kind.
- ``hooks(key, ...)``: what one villain adds to the turn (the Horned King's Black
  Cauldron: start-of-turn, before-move and Activate options, the actions they perform)
  and what its bots know (``bot_progress``: 0..1 along its Objective; ``bot_key_cards``:
  the cards its plan turns on now).

This package's own module holds the two tables (``OBJECTIVES``, ``HOOKS``) and imports
nothing of the engine, so that the cards and the rules read them without importing a villain.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

#: a check, display or setup over (state, player)
Fn = Callable[[Any, Any], Any]


@dataclass(frozen=True, slots=True)
class Objective:
    kind: str
    #: won now? (None: the Objective is won by a card, e.g. Wedding Bells' ``win`` step)
    won: Fn | None = None
    #: the Objective in the villain's own terms, with how far along it is (table)
    progress: Fn | None = None
    #: the progress in a few words, for the small boards
    short: Fn | None = None
    #: extra setup for a player with this Objective
    setup: Fn | None = None


@dataclass(frozen=True, slots=True)
class Hooks:
    """What one villain adds to the turn and to the bots' knowledge (all optional)."""

    key: str
    #: at the start of its turn (may push a program)
    start_turn: Fn | None = None
    #: extra legal actions before the mover moves: (state, player, why=None) -> Actions
    #: (``why``: the ``Refusals`` to tell while explaining a refused action)
    before_move: Fn | None = None
    #: extra Activate options, offered before the cards': (state, player, why=None) -> Actions
    activate_options: Fn | None = None
    #: action verb -> performer(state, player, action) for the actions above
    performs: dict[str, Callable[[Any, Any, Any], None]] = field(default_factory=dict)
    #: named programs its hooks push (``push_program(..., prog=name)``): a saved position
    #: finds their steps here
    programs: dict[str, tuple] = field(default_factory=dict)
    #: bots: 0 (nothing done) .. 1 (won)
    bot_progress: Fn | None = None
    #: bots: the progress the opponents' threat estimate reads, where it must differ from
    #: ``bot_progress`` to compare like with like across villains (``bot_progress`` if None)
    bot_threat: Fn | None = None
    #: bots: the card keys worth keeping in hand now
    bot_key_cards: Fn | None = None


NO_HOOKS = Hooks("")
OBJECTIVES: dict[str, Objective] = {}
HOOKS: dict[str, Hooks] = {}


def objective(kind: str, **parts: Fn) -> Objective:
    if kind in OBJECTIVES:
        raise ValueError(f"Objective kind {kind!r} is registered twice")
    OBJECTIVES[kind] = obj = Objective(kind, **parts)
    return obj


def hooks(key: str, **parts: Any) -> Hooks:
    if key in HOOKS:
        raise ValueError(f"villain {key!r} has two hook sets")
    HOOKS[key] = h = Hooks(key, **parts)
    return h


def objective_for(kind: str) -> Objective:
    try:
        return OBJECTIVES[kind]
    except KeyError:
        raise ValueError(f"unknown Objective kind {kind!r}; known: {', '.join(sorted(OBJECTIVES))}") from None


def hooks_for(key: str) -> Hooks:
    return HOOKS.get(key, NO_HOOKS)
