"""Drops become intents; intents are matched against the engine's legal actions.

A *piece* is what the player picks up: ``("hand", iid)``, ``("card", iid)`` (a card on
a board), ``("mover", seat)`` or ``("symbol", "fate")``. A *target* is where it lands:
``("loc", seat, i)``, ``("card", iid)``, ``("discard", seat)``, ``("fate-deck", seat)``
or ``("board", seat)``. ``plans`` maps each legal target of a piece to the action
sequences it stands for (usually one action; a Discard Cards drop is "discard" then
"discard <card>"; an Ally dropped on a Hero is "vanquish <hero>" then "use <ally>", and
only where that Ally can take part).
Nothing here draws; the UI never edits the state. ``st`` is the game as the seat sees it,
``legal`` the match's legal actions, ``preview`` what a move would bring (the match scene's
``seen_after``).
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable
from typing import Any

from game.games.villainous import actions as A
from game.games.villainous.actions import AMBITION_ATTACH, AMBITION_PLAY, MANEUVER, Action
from game.games.villainous.events import Vanquished
from game.games.villainous.state import State
from game.i18n import _, proper_name

Plan = tuple[Action, ...]
#: a move played on a copy of the match's game: (the game as the seat will see it, the events), or None
Preview = Callable[[Action], tuple[Any, list] | None]


def _same_key(st: State, a: int, b: int) -> bool:
    return a == b or st.table.defs[a].key == st.table.defs[b].key and a != -1 and b != -1


def plans(st: State, legal, piece: tuple, seat: int, preview: Preview | None = None) -> dict[tuple, list[Plan]]:
    """Every target this piece may be dropped on, with what each drop would do."""
    out: dict[tuple, list[Plan]] = defaultdict(list)
    kind = piece[0]
    owner = st.table.owner
    hand = st.players[seat].hand
    for a in legal:
        v = a.verb
        if kind == "mover" and v == A.MOVE:
            if a.card >= 0:  # aboard an Ally Vehicle: dropped on that Vehicle
                out[("card", a.card)].append((a,))
            else:
                out[("loc", seat, a.to)].append((a,))
        elif kind == "hand":
            c = piece[1]
            if v in (A.PLAY, A.CONDITION, AMBITION_PLAY) and a.card in hand and _same_key(st, a.card, c):
                if v in (A.PLAY, AMBITION_PLAY) and a.to != -1:
                    out[("loc", owner[a.card], a.to)].append((a,))
                else:
                    out[("board", owner[a.card])].append((a,))
            elif v in (A.ATTACH, AMBITION_ATTACH) and _same_key(st, a.card, c):
                out[("card", a.to)].append((a,))
            elif v == A.REPLACE and _same_key(st, a.card, c):
                out[("card", a.to)].append((a,))
            elif v == A.DISCARD_CARD and _same_key(st, a.card, c):
                out[("discard", seat)].append((a,))
            elif v == A.DISCARD:
                out[("discard", seat)].append((a, Action(A.DISCARD_CARD, c)))
        elif kind == "card":
            c = piece[1]
            if v in (A.MOVE_CARD, A.MOVE_HERO) and a.card == c:
                out[("loc", owner[c], a.to)].append((a,))
            elif v == MANEUVER and a.card == c:  # an Ally Vehicle onto a Hero Vehicle: engage,
                # onto the one it is engaged with: disengage
                hero = a.to if a.to >= 0 else st.players[owner[c]].ext.engaged.get(c, -1)
                if hero >= 0:
                    out[("card", hero)].append((a,))
            elif v == A.VANQUISH and st.table.defs[c].type == "Ally" and preview is not None:
                plan = _vanquish_with(preview, a, c)
                if plan is not None:
                    out[("card", a.card)].append(plan)
            elif v == A.USE and a.card == c:
                hero = _vanquish_target(st)
                if hero is not None:
                    out[("card", hero)].append((a,))
        elif kind == "symbol" and v == A.FATE:
            out[("fate-deck", a.to)].append((a,))
            out[("board", a.to)].append((a,))
    return dict(out)


def _vanquish_with(preview: Preview, vanquish: Action, ally: int) -> Plan | None:
    """A Vanquish that uses the dragged ``ally``, or None when that Ally cannot take part.

    Tried on a copy of the match's game (``preview``; the UI never edits the real one): the
    engine either asks which Allies to use (then this Ally is chosen first, and it asks for
    more only if they are needed) or, when only one line-up is possible, resolves at once;
    that line-up must include this Ally."""
    played = preview(vanquish)
    if played is None:
        return None
    trial, events = played[0].state, played[1]
    use = Action(A.USE, ally)
    if trial.prompt is not None and trial.prompt.kind == "vanquish" and use in trial.prompt.options:
        return (vanquish, use)
    if any(isinstance(ev, Vanquished) and ally in ev.allies for ev in events):
        return (vanquish,)
    return None


def ally_cannot_join(st: State, legal, piece: tuple, target: tuple | None) -> str | None:
    """Why an Ally dropped on a Hero lit nothing although that Hero may be vanquished."""
    if piece[0] != "card" or target is None or target[0] != "card":
        return None
    ally, hero = piece[1], target[1]
    defs = st.table.defs
    if defs[ally].type != "Ally" or defs[hero].type != "Hero" or Action(A.VANQUISH, hero) not in legal:
        return None
    return _("{ally} cannot help vanquish {hero} from where it stands").format(ally=proper_name(defs[ally].name),
                                                                             hero=proper_name(defs[hero].name))


def _vanquish_target(st: State) -> int | None:
    """The Hero a pending "which Allies" decision is about."""
    if st.prompt is not None and st.prompt.kind == "vanquish":
        return st.prompt.subject
    return None


def attempt_for(st: State, piece: tuple, target: tuple | None) -> Action | None:
    """The action a drop that matched nothing attempted (the engine's ``why_not`` says why
    it is not legal), or None when the drop means nothing."""
    if target is None:
        return None
    kind = piece[0]
    if kind == "mover" and target[0] == "loc":
        return Action(A.MOVE, -1, target[2])
    if kind == "hand":
        c = piece[1]
        if target[0] == "loc":
            return Action(A.PLAY, c, target[2])
        if target[0] == "card":
            return Action(A.ATTACH, c, target[1])
        if target[0] == "discard":
            return A.DISCARD_ACTION
        if target[0] == "board":
            return Action(A.PLAY, c, -1)
    if kind == "card":
        c = piece[1]
        is_hero = st.table.defs[c].type == "Hero"
        if target[0] == "loc":
            return Action(A.MOVE_HERO if is_hero else A.MOVE_CARD, c, target[2])
        if target[0] == "card" and st.table.defs[target[1]].type == "Hero":
            return Action(A.VANQUISH, target[1])
    if kind == "symbol" and target[0] in ("fate-deck", "board"):
        return Action(A.FATE, -1, target[1])
    return None


def option_target(st: State, a: Action) -> tuple | None:
    """Where on the table a prompt's answer can be clicked (None: a button only)."""
    if st.prompt is None:
        return ("card", a.card) if a.verb == A.VANQUISH else None
    return st.prompt.target(a)
