"""The mission duel's judgement for the core's ISMCTS (``game.core.bots.ismcts``): how good a
state is for a seat, and a prior over the root's moves (the Normal bot's choice first).

The search samples what its seat cannot see with the game's ``determinize`` (hands, decks,
the faces of complications, the Mission piles' order): it never reads the true hidden state.
"""

from __future__ import annotations

from collections.abc import Sequence

from ...core.protocol import SearchHooks
from . import totals as T
from .actions import PASS, Action
from .cards import CHARACTER_KINDS
from .heuristic import NormalBot
from .state import READY, State

WIN = 40.0


def _progress(st: State, seat: int) -> float:
    """How near ``seat`` is to winning, 0..1: the best of its three races."""
    vt = max(1, T.victory_total(st, seat))
    return max(T.glyphs(st, seat) / T.GLYPHS_TO_WIN, T.experience(st, seat) / vt, T.score_value(st, seat) / vt)


def _material(st: State, seat: int) -> float:
    """What a seat has to play with: ready characters, cards in hand, its own team's worth."""
    s = st.seats[seat]
    ready = sum(1 for c in s.play if T.card(st, c).kind in CHARACTER_KINDS and st.status[c] == READY)
    return 0.25 * ready + 0.1 * min(len(s.hand), T.HAND_SIZE)


def _mission(st: State, seat: int) -> float:
    """The mission under way: worth its experience to the hero when it is being won, and
    the assigned adversary (a future score) to the villain when it is being lost."""
    m = st.mission
    if m.card < 0 or st.phase != "actions":
        return 0.0
    lead = T.hero_total(st) - T.difficulty_total(st)
    if lead >= 0:
        gain = T.card(st, m.card).experience / max(1, T.victory_total(st, st.hero))
        return 6.0 * gain if seat == st.hero else -6.0 * gain
    score = T.card(st, m.adversary).cost / max(1, T.victory_total(st, st.villain)) if m.adversary >= 0 else 0.0
    return 6.0 * score if seat == st.villain else -6.0 * score


def value(game, seat: int) -> float:
    """``seat``'s prospects against the best of the others (positive: ahead)."""
    st: State = game.state
    if st.winner is not None:
        return WIN if st.winner == seat else -WIN
    mine = 12.0 * _progress(st, seat) + _material(st, seat)
    theirs = max(12.0 * _progress(st, p) + _material(st, p) for p in range(st.players) if p != seat)
    return mine - theirs + _mission(st, seat)


def prior(game, seat: int, legal: Sequence[Action]) -> list[float]:
    """The Normal bot's choice first, passing last: the search visits the sensible move first."""
    pick = NormalBot().choose(game, seat, 0)
    return [1.0 if a == pick else (0.0 if a.verb == PASS else 0.3) for a in legal]


HOOKS = SearchHooks(value=value, prior=prior)


def search_hooks() -> SearchHooks:
    """The hooks, as a worker process of the root-parallel search asks for them."""
    return HOOKS
