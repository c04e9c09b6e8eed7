"""What the bots know about each villain: how far along its Objective a Realm is.

This sits with the bots; what each villain's plan turns on is in its own module
(``villains/<key>.py``: ``bot_progress`` from 0, nothing done, to 1, won, and
``bot_key_cards``);
``value`` turns the progress of every player, Power and cards into one score for a seat.
"""

from __future__ import annotations

from ..realm import active_statics, covered, heroes, strength
from ..resolution import feasible
from ..state import Player, State


def progress(st: State, seat: int) -> float:
    """0 (nothing done) .. 1 (won): the villain's own measure (``villains/<key>.py``)."""
    p = st.players[seat]
    fn = p.villain.hooks.bot_progress
    return fn(st, p) if fn else 0.0


def threat_progress(st: State, seat: int) -> float:
    """0 .. 1 as the opponents read it: the villain's ``bot_threat`` where its own measure
    (what its bot plays for) would overstate how close it is next to the others'."""
    p = st.players[seat]
    fn = p.villain.hooks.bot_threat or p.villain.hooks.bot_progress
    return fn(st, p) if fn else 0.0


def _board(st: State, p: Player) -> float:
    """Cards working for the villain, Heroes working against it."""
    statics = active_statics(st, p)
    score = 0.0
    for h, loc in heroes(st, p):
        score -= 0.35 + 0.05 * strength(st, p, h, statics, loc)
    for loc in range(len(p.fside)):
        if covered(st, p, loc):
            score -= 0.2
    defs = st.table.defs
    for z in p.vside:
        for c in z:
            if defs[c].type == "Ally":
                score += 0.3 + 0.06 * max(0, strength(st, p, c, statics))
            else:
                score += 0.25
    score += 0.2 * sum(1 for item in st.attach if st.table.owner[item] == p.seat and defs[item].deck == "villain")
    return score


def _hand(st: State, p: Player) -> float:
    """The cards a villain's plan turns on are worth keeping; the others are worth a little
    less than a fresh card, so a clogged hand gets discarded and redrawn (the hand refills
    to four at the end of the turn)."""
    defs = st.table.defs
    keys_of = p.villain.hooks.bot_key_cards  # the cards its plan turns on now
    keys = keys_of(st, p) if keys_of else set()
    score = 0.0
    for c in p.hand:
        d = defs[c]
        if d.key in keys:
            # a key Effect that cannot be played now (no Hero to aim at) is kept, but not
            # at any price: a hand of them is worth less than a fresh draw
            score += 0.45 if d.type != "Effect" or feasible(st, p, d.play, c, p.seat) else 0.14
        elif d.type == "Effect":
            score += 0.12 if feasible(st, p, d.play, c, p.seat) else 0.0
        elif d.type in ("Ally", "Item"):
            score += 0.13
        else:
            score += 0.1
    return score + 0.16 * max(0, 4 - len(p.hand))


def _power(power: int) -> float:
    """Power matters most up to what the dearest cards cost; hoarding beyond is worth little."""
    return 0.2 * min(power, 6) + 0.06 * max(0, min(power, 12) - 6)


def hindrance(st: State, p: Player) -> float:
    """What the Fate cards in a Realm hold a villain back by (0: nothing): each Hero, more
    for a strong one, and each covered location. Read for the opponents' threat, so a
    Fate action is worth what it slows its target down, not only what it takes from the
    target's Objective (a villain whose progress ignores Heroes, like the Horned King's
    Cauldron Born count, was otherwise never worth a Fate action)."""
    defs = st.table.defs
    score = 0.0
    for z in p.fside:
        covers = False
        for c in z:
            d = defs[c]
            if d.type == "Hero":
                score += 0.35 + 0.05 * (d.strength or 0)
            covers = covers or d.covers
        if covers:
            score += 0.2
    return score


#: how much an opponent's hindrance lowers its threat, in the same units as 10 x progress
HINDRANCE_WEIGHT = 0.6


def threat(st: State, seat: int) -> float:
    """How dangerous the opponents of ``seat`` are: the leader counts fully, the others
    0.3 each; each is its progress (x 10) less what its Fate cards hold it back by."""
    others = sorted((10.0 * threat_progress(st, o) - HINDRANCE_WEIGHT * hindrance(st, st.players[o])
                     for o in range(st.n) if o != seat), reverse=True)
    return others[0] + 0.3 * sum(others[1:])  # the leader matters most


def value(st: State, seat: int) -> float:
    """How good the position is for ``seat`` (higher is better)."""
    if st.winner is not None:
        return 100.0 if st.winner == seat else -100.0
    p = st.players[seat]
    mine = 10.0 * progress(st, seat) + _power(p.power) + _hand(st, p) + _board(st, p)
    return mine - 0.6 * threat(st, seat)
