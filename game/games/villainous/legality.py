"""One source of legality, with reasons.

The generators that produce the legal actions (``turn.py``: one per family of actions, the
mover's moves, Play a Card, Vanquish, …) also produce the refusals: each takes an optional
``why`` (a ``Refusals``), and where it turns a candidate down it tells ``why`` the
candidate and the reason. Producing the legal actions (``rules.legal_actions``) passes no
``why``, so the refusals cost nothing there; ``why_not`` runs the same generators with one,
for one attempted action, and the attempt is legal exactly when they produce it.

The table maps a refused drop to the Action it attempted (``game.table.views.villainous.plans.attempt_for``)
and shows ``why_not``'s sentence.
"""

from __future__ import annotations

from collections.abc import Callable

from game.core.phrase import N_, Name, say

from . import actions as A
from .actions import Action
from .state import State
from .turn import (
    SYMBOL_OF,
    before_move_options,
    current_player,
    legal_actions,
    mover_moves,
    play_options,
    turn_actions,
)

Reason = str | Callable[[], str]


class Refusals:
    """Collects why one attempted action is refused while the generators run.

    ``no(verbs, card, to, reason)``: a candidate turned down; ``verbs`` a verb or a tuple of
    verbs, ``card`` and ``to`` the candidate's fields (None: any, for a refusal of a whole
    family or of every use of a card). The first refusal that matches the attempt is kept;
    ``reason`` may be a function, called only then."""

    __slots__ = ("attempt", "reason")

    def __init__(self, attempt: Action) -> None:
        self.attempt = attempt
        self.reason: str | None = None

    def no(self, verbs, card: int | None, to, reason: Reason) -> None:
        if self.reason is not None:
            return
        a = self.attempt
        if (a.verb == verbs if isinstance(verbs, str) else a.verb in verbs) and (
            card is None or a.card == card) and (to is None or a.to == to):
            self.reason = reason() if callable(reason) else reason


_HAND_VERBS = (A.PLAY, A.ATTACH, A.CONDITION, A.DISCARD_CARD)


def canonical(st: State, a: Action) -> Action:
    """Identical copies in a hand are one move: the attempt names the first copy."""
    if a.verb in _HAND_VERBS or a.verb == A.REPLACE:
        ok = isinstance(a.card, int) and 0 <= a.card < len(st.table.owner)
        owner = st.table.owner[a.card] if ok else -1
        if owner >= 0:
            hand = st.players[owner].hand
            if a.card in hand:
                key = st.table.defs[a.card].key
                first = next(c for c in hand if st.table.defs[c].key == key)
                if first != a.card:
                    return a._replace(card=first)
    return a


def _legal(st: State, a: Action) -> bool:
    return a in legal_actions(st)


def why_not(st: State, seat: int, attempt: Action) -> str | None:
    """None when ``attempt`` is legal for ``seat`` now; else why not, in plain words."""
    if st.winner is not None:
        return N_("The game is over")
    if current_player(st) != seat:
        who = Name(st.players[current_player(st)].villain.name)
        return say("It is {villain}'s decision now", villain=who)
    named = attempt
    attempt = canonical(st, attempt)  # a twin is refused for its first copy's reasons
    if attempt != named and _legal(st, attempt):
        # the move is legal, but names the first copy (apply refuses the twin)
        return N_("Name the first copy of that card in your hand")
    if st.prompt is not None:
        return None if attempt in st.prompt.options else st.prompt.message
    why = Refusals(attempt)
    p = st.players[st.active]
    if st.phase == "move":
        legal = mover_moves(st, p, why) + before_move_options(st, p, why)
        first = N_("First move your Villain to a new location")
        play_options(st, p, why=why, blocked=first)  # a card's own refusals come first
        if attempt.verb in SYMBOL_OF or attempt.verb in (A.GAIN, A.END):
            why.no(attempt.verb, None, None, first)
    else:
        legal = turn_actions(st, why)
        why.no(A.MOVE, None, None, N_("You have already moved your Villain this turn"))
    if attempt in legal:
        return None
    return why.reason or N_("That move is not possible now")
