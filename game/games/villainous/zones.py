"""Zones: the decks, hands, discard piles and limbo of a Realm, and the moves between them.

Reshuffles draw on ``State.rng``; every move is logged as an event (see ``events.py``).
"""

from __future__ import annotations

from collections.abc import Callable

from game.core import rng as rngmod

from . import events as E
from .realm import card_moved
from .state import Player, State, touched, touched_card


def shuffle_deck(st: State, p: Player, fate: bool) -> None:
    """Shuffle a deck where it lies: its order is then known to nobody, its owner included."""
    if fate:
        st.rng = rngmod.shuffle(st.rng, p.fate_deck)
        p.fate_known = 0
    else:
        st.rng = rngmod.shuffle(st.rng, p.deck)
    st.log.append(E.Shuffled(p.seat, "fate" if fate else "villain"))


def reshuffle_villain(st: State, p: Player) -> None:
    p.deck.extend(p.discard)
    p.discard.clear()
    shuffle_deck(st, p, fate=False)


def reshuffle_fate(st: State, p: Player) -> None:
    p.fate_deck.extend(p.fate_discard)
    p.fate_discard.clear()
    shuffle_deck(st, p, fate=True)


def take_top(st: State, p: Player, fate: bool) -> int:
    """Take the top card of a deck, shuffling its discard pile in when the deck is empty;
    -1 when both are empty."""
    deck, pile = (p.fate_deck, p.fate_discard) if fate else (p.deck, p.discard)
    if not deck:
        if not pile:
            return -1
        (reshuffle_fate if fate else reshuffle_villain)(st, p)
    if fate:
        p.fate_known = max(0, p.fate_known - 1)
    return deck.pop(0)


def draw(st: State, p: Player, n: int) -> int:
    drawn = 0
    for _ in range(n):
        c = take_top(st, p, fate=False)
        if c < 0:
            break
        p.hand.append(c)
        drawn += 1
    if drawn:
        st.log.append(E.Drew(p.seat, drawn))
    return drawn


def reveal_until(st: State, p: Player, fate: bool, wanted: Callable[[int], bool]) -> tuple[list[int], int]:
    """Reveal cards from the top of a deck until one is ``wanted``: the cards revealed, and
    the wanted one (-1 when the deck and its discard pile ran out first)."""
    revealed = []
    while (c := take_top(st, p, fate)) >= 0:
        revealed.append(c)
        if wanted(c):
            break
    st.log.append(E.Revealed(p.seat, tuple(revealed)))
    return revealed, c


def reveal_fate(st: State, p: Player, n: int) -> list[int]:
    """Reveal up to ``n`` Fate cards (reshuffling the discard if needed) into limbo."""
    out = []
    for _ in range(n):
        c = take_top(st, p, fate=True)
        if c < 0:
            break
        p.limbo.append(c)
        out.append(c)
    st.log.append(E.Revealed(p.seat, tuple(out)))
    defs = st.table.defs
    for c in [c for c in out if defs[c].played_when_revealed]:
        # The Prince: played to his location at once, even while it is locked
        p.limbo.remove(c)
        out.remove(c)
        p.fside[p.villain.location_index(defs[c].fixed_location)].append(c)
        touched(p)
        st.log.append(E.Played(p.seat, c, p.villain.location_index(defs[c].fixed_location), 0))
    return out


def discard_from_realm(st: State, p: Player, c: int) -> None:
    """A card leaves the Realm for its discard pile, with everything attached to it."""
    r = st.rules
    if r is not None and r.leaves is not None:  # tokens, engagement
        r.leaves(st, p, c)
    for item in [i for i, h in st.attach.items() if h == c]:
        del st.attach[item]
        to_discard(st, p, item)
        touched_card(st, item)
    if st.attach.pop(c, None) is not None:  # an attached Item leaving on its own
        touched_card(st, c)
    side = _take_from_realm(p, c)
    if st.trapped.pop(c, None) is not None:
        touched_card(st, c)
    if side is None:
        touched(p)
    else:  # what a card with no ability leaving cannot change is kept
        card_moved(st, p, c, side)
    to_discard(st, p, c)


def _take_from_realm(p: Player, c: int) -> bool | None:
    """Take ``c`` out of ``p``'s zones (limbo too), touching nothing: True when it stood on
    the villain's side, False on the Fate side, None when it was in neither."""
    for z in p.vside:
        if c in z:
            z.remove(c)
            return True
    for z in p.fside:
        if c in z:
            z.remove(c)
            return False
    if c in p.limbo:
        p.limbo.remove(c)
    return None


def to_discard(st: State, p: Player, c: int) -> None:
    if st.table.defs[c].deck == "fate":
        p.fate_discard.append(c)
    else:
        p.discard.append(c)


def remove_from_zones(p: Player, c: int) -> None:
    if _take_from_realm(p, c) is not None:
        touched(p)


def distinct_cards(st: State, cards) -> list[int]:
    """One card of each name: identical copies in a hand are interchangeable."""
    seen: set[str] = set()
    out = []
    defs = st.table.defs
    for c in cards:
        if defs[c].key not in seen:
            seen.add(defs[c].key)
            out.append(c)
    return out


def discard_revealed(st: State, p: Player, c: int) -> None:
    """A revealed Fate card that is not (or cannot be) played goes to the Fate discard pile."""
    p.limbo.remove(c)
    p.fate_discard.append(c)
    st.log.append(E.Discarded(p.seat, c))
