"""What the bots know about each villain: how far along its Objective a Realm is.

This sits with the bots, beside the villains' content, never inside the engine. Each
villain has a ``progress`` function giving 0 (nothing done) to 1 (won) from a State;
``value`` turns the progress of every player, Power and cards into one score for a seat.
"""

from __future__ import annotations

from collections.abc import Callable

from ..realm import active_statics, covered, heroes, strength
from ..resolution import feasible
from ..state import Player, State


def _keys_at(st: State, p: Player, loc: int) -> set[str]:
    defs = st.table.defs
    return {defs[c].key for c in p.vside[loc] + p.fside[loc]}


def gaston(st: State, p: Player) -> float:
    removed = 8 - sum(p.obstacles)
    score = removed / 8
    if any(st.table.defs[h].key == "belle" and h not in st.trapped for h, _ in heroes(st, p)):
        score -= 0.06
    return score


def lady_tremaine(st: State, p: Player) -> float:
    defs = st.table.defs
    ball = p.villain.location_index("the-ballroom")
    inside = _keys_at(st, p, ball)
    in_play = {defs[c].key for z in p.vside + p.fside for c in z}
    score = 0.0
    if not p.locked[ball]:
        score += 0.15
    if "the-prince" in inside:
        score += 0.15
    gowns = {"ball-gown-drizella", "ball-gown-anastasia"}
    if gowns & inside:
        score += 0.3
    elif gowns & _keys_at(st, p, p.villain.location_index("the-castle")):
        score += 0.22  # next door to The Ballroom
    elif gowns & in_play:
        score += 0.18
    elif {"drizella", "anastasia"} & in_play:
        score += 0.06
    if "wedding-bells" in in_play:
        score += 0.2
    if "lady-tremaines-cane" in in_play:
        score += 0.03
    slippers = sum(1 for k in in_play if k.startswith("glass-slipper"))
    score -= 0.12 * slippers
    if "ball-gown-cinderella" in in_play:
        score -= 0.15  # no Ally may enter The Ballroom while she is in play
    if _untrapped(st, p, "fairy-godmother"):
        score -= 0.06  # she holds every Ally where it is
    return max(0.0, score)


def _untrapped(st: State, p: Player, key: str) -> bool:
    defs = st.table.defs
    return any(defs[h].key == key and h not in st.trapped for h, _ in heroes(st, p))


def horned_king(st: State, p: Player) -> float:
    defs = st.table.defs
    score = 0.0
    if p.relic >= 1:
        score += 0.12
    if p.relic == 2:
        score += 0.1
    born, waiting, _ = _cauldron_locations(st, p)
    score += 0.16 * born + 0.04 * waiting  # waiting: a location ready for a Cauldron Born swap
    # Cauldron Born still in the deck can be drawn; those in the discard pile wait for a shuffle
    score += 0.015 * sum(1 for c in p.deck if defs[c].key == "cauldron-born")
    return score


def _cauldron_locations(st: State, p: Player) -> tuple[int, int, int]:
    """How many locations hold a Cauldron Born; Ancient Soldiers but no Cauldron Born; neither."""
    defs = st.table.defs
    born = waiting = bare = 0
    for z in p.vside:
        keys = {defs[c].key for c in z}
        if "cauldron-born" in keys:
            born += 1
        elif "ancient-soldiers" in keys:
            waiting += 1
        else:
            bare += 1
    return born, waiting, bare


PROGRESS: dict[str, Callable[[State, Player], float]] = {
    "gaston": gaston,
    "lady-tremaine": lady_tremaine,
    "horned-king": horned_king,
}


def progress(st: State, seat: int) -> float:
    p = st.players[seat]
    fn = PROGRESS.get(p.villain.key)
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


def _gaston_keys(st: State, p: Player) -> set[str]:
    return {"get-out", "come-into-the-light", "temper", "monsieur-d-arque", "hunters-instinct"}


def _tremaine_keys(st: State, p: Player) -> set[str]:
    keys = {"wedding-bells", "ball-gown-drizella", "ball-gown-anastasia", "drizella", "anastasia",
            "lady-tremaines-cane"}
    defs = st.table.defs
    in_play = {defs[c].key for z in p.vside + p.fside for c in z}
    if p.locked[p.villain.location_index("the-ballroom")] or "the-prince" not in in_play:
        keys.add("invitation-from-the-king")
    if {"cinderella", "ball-gown-cinderella"} & in_play:
        keys.add("you-little-thief")
    if _untrapped(st, p, "fairy-godmother"):
        keys |= {"trapped", "the-key"}  # a Trapped Fairy Godmother no longer holds the Allies
    return keys


def _horned_king_keys(st: State, p: Player) -> set[str]:
    """The relic cards matter until the relic is claimed and turned; afterwards they are
    ordinary Effects, and Ancient Soldiers only while some location has neither them nor a
    Cauldron Born."""
    keys = {"cauldron-born"}
    if p.relic == 0:
        keys |= {"show-me-the-black-cauldron", "we-have-made-a-bargain"}
    if p.relic < 2:
        keys.add("our-hour-has-arrived")
    if _cauldron_locations(st, p)[2]:
        keys.add("ancient-soldiers")
    return keys


#: the cards each villain's plan turns on now: worth keeping in hand
KEY_CARDS: dict[str, Callable[[State, Player], set[str]]] = {
    "gaston": _gaston_keys,
    "lady-tremaine": _tremaine_keys,
    "horned-king": _horned_king_keys,
}


def _hand(st: State, p: Player) -> float:
    """The cards a villain's plan turns on are worth keeping; the others are worth a little
    less than a fresh card, so a clogged hand gets discarded and redrawn (the hand refills
    to four at the end of the turn)."""
    defs = st.table.defs
    keys_of = KEY_CARDS.get(p.villain.key)
    keys = keys_of(st, p) if keys_of else set()
    score = 0.0
    for c in p.hand:
        d = defs[c]
        if d.key in keys:
            score += 0.45
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


def value(st: State, seat: int) -> float:
    """How good the position is for ``seat`` (higher is better)."""
    if st.winner is not None:
        return 100.0 if st.winner == seat else -100.0
    p = st.players[seat]
    mine = 10.0 * progress(st, seat) + _power(p.power) + _hand(st, p) + _board(st, p)
    others = sorted((10.0 * progress(st, o) for o in range(st.n) if o != seat), reverse=True)
    threat = others[0] + 0.3 * sum(others[1:])  # the leader matters most
    return mine - 0.6 * threat
