"""Villainous events as kit animations: what the animator plays after a move.

``animations_for`` reads the events of a move and says how the table moves: each card an
event names glides from where it was (or from its deck) to where it is now (or to its
discard pile); an Obstacle taken or put back pops on its location's panel. Cards no event
names but the layout moved (a hand closing up, a Hero fan spreading) settle into place.

``event_cards`` and ``event_pops`` are the only places that read the events' fields.
"""

from __future__ import annotations

import pygame

from ...kit.animator import Flip, Glide, Pop, settle

GLIDE_TIME = 0.22  # seconds at animation speed 1
FLIP_TIME = 0.42  # a revealed Fate card turning over
COIN_TIME = 0.45  # Power flying to its counter
SOUND_ORDER = (("win", "win"), ("vanquish", "vanquish"), ("defeat", "vanquish"), ("reveal", "fate"),
               ("play", "play"), ("attach", "play"), ("condition", "play"), ("power", "gain"), ("draw", "draw"))


def sound_for(events) -> str | None:
    """The one effect a move sounds: the weightiest thing that happened in it."""
    kinds = {ev.kind for ev in events}
    return next((sound for kind, sound in SOUND_ORDER if kind in kinds), None)


_MOVES_ONE_CARD = ("play", "attach", "discard", "discarded", "to_hand", "found", "condition", "move")


def event_cards(ev) -> tuple[int, ...]:
    """The cards an event moves between zones (in the order it names them)."""
    kind = ev.kind
    if kind in _MOVES_ONE_CARD:
        return (ev.card,)
    if kind == "defeat":
        return (ev.hero,)
    if kind == "replace":
        return (ev.old, ev.new)
    if kind == "vanquish":
        return (ev.hero, *ev.allies)
    if kind == "reveal":
        return tuple(ev.cards)
    return ()


def event_pops(ev) -> tuple[tuple[int, int], ...]:
    """The (seat, location) panels where a token was taken or put back."""
    return ((ev.seat, ev.location),) if ev.kind == "obstacle" else ()


def card_rects(lay) -> dict[int, pygame.Rect]:
    """Where every card drawn face up or down lies: the boards, the hand, the tray."""
    if lay is None:
        return {}
    snap = dict(lay.cards)
    for c, r in lay.hand:
        snap[c] = r
    for c, r in lay.tray:
        snap[c] = r
    return snap


def _deck_rect(st, lay, c: int) -> pygame.Rect | None:
    deck = lay.zones.get(("villain-deck" if st.table.defs[c].deck == "villain" else "fate-deck", st.table.owner[c]))
    return pygame.Rect(deck.topleft, (deck.w, deck.h)) if deck is not None else None


def _glide(st, lay, c: int, start, end, now: float, dur: float) -> Glide | None:
    if start is None and end is not None:  # came into view: from its deck
        start = _deck_rect(st, lay, c)
        if start is None:
            return None
    elif start is not None and end is None:  # went out of view: to its discard pile
        pile = lay.zones.get(("villain-discard" if st.table.defs[c].deck == "villain" else "fate-discard",
                              st.table.owner[c]))
        if pile is None:
            return None
        end = pygame.Rect(pile.topleft, start.size)
    if start is None or end is None or start == end:
        return None
    return Glide(c, start, end.copy(), now, dur)


def coin_flight(st, lay, seat: int, amount: int, now: float, dur: float) -> list[Glide]:
    """Power flying from the mover's location to the Power counter (a coin for each, up to 3)."""
    counter = lay.zones.get(("power", seat))
    start = lay.movers.get(seat) or lay.zones.get(("loc", seat, st.players[seat].mover))
    if counter is None or start is None:
        return []
    size = max(8, counter.h // 2)
    end = pygame.Rect(0, 0, size, size)
    end.midleft = (counter.left + size // 3, counter.centery)
    out = []
    for k in range(min(3, amount)):
        r = pygame.Rect(0, 0, size, size)
        r.center = (start.centerx + (k - 1) * size, start.centery)
        out.append(Glide(("coin", seat, k), r, end.copy(), now, dur * (1 + 0.2 * k)))
    return out


def animations_for(st, lay, events, before: dict[int, pygame.Rect], now: float, speed_factor: float,
                   visible) -> list:
    """The animations of a move whose ``events`` led to ``st`` (laid out as ``lay``);
    ``before`` is ``card_rects`` of the layout before it; ``visible(c)`` whether card ``c``
    may be painted face up for the person at the screen."""
    anims: list = []
    for seat, loc in dict.fromkeys(sl for ev in events for sl in event_pops(ev)):
        panel = lay.zones.get(("panel", seat, loc))
        if panel is not None:
            anims.append(Pop(panel.center, now))
    dur = GLIDE_TIME * speed_factor
    if dur <= 0:
        return anims
    after = card_rects(lay)
    named = list(dict.fromkeys(c for ev in events for c in event_cards(ev)))
    named += [c for c in after if c not in before and c not in named]  # drawn cards ("draw" names a count)
    done = set()
    shown = {c for c, _r in lay.tray}
    for ev in events:
        if ev.kind == "reveal":  # revealed Fate cards turn over where they are shown
            for c in ev.cards:
                if c in shown and c not in before and visible(c):
                    anims.append(Flip(c, after[c].copy(), now, FLIP_TIME * speed_factor))
                    done.add(c)
        elif ev.kind == "power" and ev.amount > 0:
            anims += coin_flight(st, lay, ev.seat, ev.amount, now, COIN_TIME * speed_factor)
    for c in named:
        if c in done or not visible(c):
            continue
        done.add(c)
        g = _glide(st, lay, c, before.get(c), after.get(c), now, dur)
        if g is not None:
            anims.append(g)
    anims += settle(before, after, now, dur, skip=done, visible=visible)
    for c, start in before.items():  # out of view with no event naming it
        if c not in after and c not in done and visible(c):
            g = _glide(st, lay, c, start, None, now, dur)
            if g is not None:
                anims.append(g)
    return anims
