"""Gaston: remove all eight Obstacles (the Objective, its setup and progress; bot hints)."""

from __future__ import annotations

from ..realm import heroes
from . import hooks, objective


def _setup(st, p) -> None:
    p.obstacles = [loc.obstacle_spots for loc in p.villain.locations]


def _won(st, p) -> bool:
    return not any(p.obstacles)


def _progress(st, p) -> list[str]:
    return ["Objective: remove all 8 Obstacles.", f"Obstacles left: {sum(p.obstacles)} of 8"]


def _short(st, p) -> list[str]:
    return [f"Obstacles left: {sum(p.obstacles)} of 8"]


objective("remove_all_obstacles", won=_won, progress=_progress, short=_short, setup=_setup)


def bot_progress(st, p) -> float:
    removed = 8 - sum(p.obstacles)
    score = removed / 8
    if any(st.table.defs[h].key == "belle" and h not in st.trapped for h, _ in heroes(st, p)):
        score -= 0.06
    return score


def bot_key_cards(st, p) -> set[str]:
    return {"get-out", "come-into-the-light", "temper", "monsieur-d-arque", "hunters-instinct"}


hooks("gaston", bot_progress=bot_progress, bot_key_cards=bot_key_cards)
