"""The small state changes every rule is made of, and the closed effect vocabulary of cards."""

from __future__ import annotations

from . import totals as T
from .cards import Effect
from .events import (
    CardMoved,
    CardsDrawn,
    Effected,
    Event,
    Milled,
    PowerChanged,
    StateChanged,
)
from .state import READY, State

#: the closed effect vocabulary of card data (the schema lists the same verbs)
EFFECT_VERBS = ("draw", "gain", "skill", "difficulty", "mill", "destroy", "ready", "promote")

# ---------------------------------------------------------------- helpers

def draw_cards(st: State, seat: int, count: int, ev: list[Event]) -> None:
    """Draw up to ``count`` cards; an empty deck does not end the game, it just gives none."""
    s = st.seats[seat]
    got = min(count, len(s.deck))
    if got:
        s.hand.extend(s.deck[:got])
        del s.deck[:got]
        ev.append(CardsDrawn(seat, got))


def mill(st: State, seat: int, count: int, ev: list[Event]) -> None:
    s = st.seats[seat]
    if s.deck[:count]:
        ev.append(Milled(seat, tuple(s.deck[:count])))
    s.discard.extend(s.deck[:count])
    del s.deck[:count]


def set_state(st: State, iid: int, state: str, ev: list[Event]) -> None:
    if st.status[iid] != state:
        st.status[iid] = state
        ev.append(StateChanged(iid, state))


def pay(st: State, seat: int, amount: int, ev: list[Event]) -> None:
    if amount:
        st.seats[seat].power -= amount
        ev.append(PowerChanged(seat, -amount, st.seats[seat].power))


def gain(st: State, seat: int, amount: int, ev: list[Event]) -> None:
    if amount:
        st.seats[seat].power += amount
        ev.append(PowerChanged(seat, amount, st.seats[seat].power))


def other_side(st: State, seat: int) -> int:
    """The other side of the current turn (hero <-> villain)."""
    return st.villain if seat == st.hero else st.hero


def trigger(st: State, e: Effect, who: int, source: int, target: int, ev: list[Event]) -> None:
    """A card's effect, unless it is "glyph: effect" text and ``who`` lacks that glyph."""
    if e.glyph is None or T.has_glyph(st, who, e.glyph):
        effect(st, e.do, e.n, who, source, target, ev)


def effect(st: State, verb: str, n: int, who: int, source: int, target: int,
            ev: list[Event]) -> None:
    """One verb of the closed effect vocabulary (EFFECT_VERBS)."""
    m = st.mission
    if verb == "draw":
        draw_cards(st, who, n, ev)
    elif verb == "gain":
        gain(st, who, n, ev)
    elif verb == "skill":
        m.bonus_skill += n
    elif verb == "difficulty":
        m.bonus_difficulty += n
    elif verb == "mill":
        mill(st, other_side(st, who), n, ev)
    elif verb == "destroy":
        zone = m.obstacles if target in m.obstacles else m.complications
        zone.remove(target)
        st.seats[st.table.owner[target]].discard.append(target)
        ev.append(CardMoved(who, target, "mission", "discard"))
    elif verb == "ready":
        set_state(st, target, READY, ev)
    elif verb == "promote":
        t = target if target >= 0 else source
        if T.point_value(st, t) < T.MAX_POINT_VALUE:
            st.tokens[t] += 1
    else:  # pragma: no cover - the schema admits only EFFECT_VERBS
        raise AssertionError(verb)
    ev.append(Effected(who, source, verb, n, target))
