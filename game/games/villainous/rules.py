"""The Villainous rules: setting up a game, and the protocol every caller uses.

Public surface: ``new_game``, ``legal_actions``, ``apply``, ``current_player``,
``winner``. Everything mutates the ``State`` in place and is deterministic: all
randomness comes from ``State.rng``.

The rules live in small modules by concept, lowest first: ``zones`` (decks, hands,
discards), ``resolution`` (decisions, programs, the Objectives), ``cardplay`` (playing,
moving and defeating cards), ``turn`` (the mover and the actions of a turn), ``frames``
(the resolution loop), and the verb handlers in ``effects``; ``rulebook`` assembles what
every module looks up by name (verbs, villains' scripts and hooks, static rules, box rules).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from game.core import rng as rngmod

from . import actions as A
from . import events as E
from .actions import Action
from .cards import build_table
from .frames import FRAMES, run
from .legality import why_not
from .resolution import IllegalAction
from .rulebook import RULEBOOK
from .state import PORTRAIT, Player, State, touched
from .turn import (
    begin_action,
    current_player,
    end_turn,
    legal_actions,
    perform_turn_action,
    start_turn,
)
from .zones import draw


def new_game(
    villains: Sequence[str], seed: int = 0, fate_token: int | None = None
) -> State:
    """Set up a game as the rulebook says, for 2 to 6 players.

    ``fate_token``: 0 for no Fate token, else the player count from which it is used
    (4 or 5); None takes the box's rule (Despicable Plots: 5). Starting Power by seat and
    the hand size are the box's too (``Table.box``).
    """
    if not 2 <= len(villains) <= 6:
        raise ValueError(f"Villainous is for 2 to 6 players, not {len(villains)}")
    table = build_table(tuple(villains))
    box = table.box
    if len(villains) > box.max_players:
        raise ValueError(seats_refusal(box, len(villains)))
    st = State(table)
    st.rng = rngmod.seed_state(seed)
    st.fate_token_min = box.fate_token_from if fate_token is None else fate_token
    if st.fate_token_min not in (0, 4, 5):
        raise ValueError("fate_token must be 0 (off), 4 or 5")
    for seat, villain in enumerate(table.villains):
        p = Player(seat, villain)
        p.deck = list(table.villain_iids[seat])
        st.rng = rngmod.shuffle(st.rng, p.deck)
        p.fate_deck = list(table.fate_iids[seat])
        st.rng = rngmod.shuffle(st.rng, p.fate_deck)
        p.power = box.starting_resources(seat)[box.currencies[0]]
        p.mover = 0 if box.mover_start == "left-most" else PORTRAIT
        r = RULEBOOK.boxes.get(box.key)
        if r is not None and r.new_player is not None:
            p.ext = r.new_player()
        _special_setup(st, p)
        st.players.append(p)
    for p in st.players:
        draw(st, p, box.hand_size)
    st.log = []
    start_turn(st)
    return st


def seats_refusal(box, seats: int) -> str:
    """Why ``box`` cannot seat ``seats`` players (its rulebook gives a start for fewer)."""
    return f"{box.name} is for 2 to {box.max_players} players, not {seats}"


def _special_setup(st: State, p: Player) -> None:
    setup = p.villain.goal.setup  # Gaston's eight Obstacles (``villains/``)
    if setup is not None:
        setup(st, p)


def winner(st: State) -> int | None:
    return st.winner


def apply(st: State, action: Action) -> list[E.Event]:
    """Apply a legal action; return the events (see ``events.py``)."""
    acts = st.legal_cache
    if action not in (acts if acts is not None else legal_actions(st)):
        raise IllegalAction(f"{action} is not legal now")
    st.legal_cache = None
    st.log = []
    if st.prompt is not None:
        st.prompt = None
        f = st.stack[-1]
        FRAMES[f.t](st, f, action)
    elif st.phase == "move" and action.verb != A.MOVE:  # an action before the mover moves
        p = st.players[st.active]
        own = p.villain.hooks.performs.get(action.verb)  # the Black Cauldron's swap
        if own is not None:
            own(st, p, action)
        else:  # a box's action that needs no symbol (a Bounty's Hunt)
            begin_action(st, action, st.active)
    elif st.phase == "move":
        p = st.players[st.active]
        p.mover = to = cast(int, action.to)
        if p.ext is not None:
            touched(p)  # a Fate Condition under the mover travels with it (Scum and Villainy)
        st.phase = "actions"
        st.log.append(E.MoverMoved(st.active, to))
        r = st.rules
        if r is not None and r.after_mover is not None:  # aboard an Ally Vehicle
            r.after_mover(st, p, action)
    elif action.verb == A.END:
        end_turn(st)
    else:
        perform_turn_action(st, action)
    run(st)
    return st.log


__all__ = [
    "new_game",
    "legal_actions",
    "why_not",
    "apply",
    "current_player",
    "winner",
    "IllegalAction",
]
