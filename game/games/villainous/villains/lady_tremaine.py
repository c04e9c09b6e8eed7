"""Lady Tremaine: the wedding (won by Wedding Bells' own ``win`` step); progress; bot hints."""

from __future__ import annotations

from ..realm import heroes
from . import hooks, objective


def _progress(st, p) -> list[str]:
    defs = st.table.defs
    ball = p.villain.location_index("the-ballroom")
    keys_in_ball = {defs[c].key for c in p.vside[ball] + p.fside[ball]}
    steps = [
        ("Ballroom unlocked", not p.locked[ball]),
        ("The Prince in the Ballroom", "the-prince" in keys_in_ball),
        ("A Ball Gown daughter there", bool({"ball-gown-drizella", "ball-gown-anastasia"} & keys_in_ball)),
        ("No Glass Slipper", not any(defs[c].key.startswith("glass-slipper") for z in p.fside for c in z)),
        ("Wedding Bells in play", any(defs[c].key == "wedding-bells" for z in p.vside for c in z)),
    ]
    return ["Objective: marry a daughter to the Prince."] + [("✓ " if ok else "· ") + s for s, ok in steps]


def _short(st, p) -> list[str]:
    done = sum(1 for line in _progress(st, p)[1:] if line.startswith("✓"))
    return [f"Wedding: {done} of 5 steps"]


objective("wedding_bells", progress=_progress, short=_short)


def _keys_at(st, p, loc: int) -> set[str]:
    defs = st.table.defs
    return {defs[c].key for c in p.vside[loc] + p.fside[loc]}


def _untrapped(st, p, key: str) -> bool:
    defs = st.table.defs
    return any(defs[h].key == key and h not in st.trapped for h, _ in heroes(st, p))


def bot_progress(st, p) -> float:
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


def bot_key_cards(st, p) -> set[str]:
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


hooks("lady-tremaine", bot_progress=bot_progress, bot_key_cards=bot_key_cards)
