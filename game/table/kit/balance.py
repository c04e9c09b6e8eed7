"""How a match-up tends to go with Normal bots, for the New game screens: read from
``assets/balance.json``, which ``make balance`` (tools/balance_page.py) writes with
docs/balance.md. No file, or no games for the match-up: no line."""

from __future__ import annotations

import json
from functools import cache
from typing import Any

from game.i18n import _
from game.resources import read_text

#: fewer games than this and the screen says nothing (a figure from two games misleads)
MIN_GAMES = 6


@cache
def _systems() -> dict[str, dict[str, Any]]:
    try:
        data = json.loads(read_text("assets", "balance.json"))
        return {s["system"]: s for s in data["systems"]}
    except (OSError, ValueError, KeyError, TypeError):
        return {}


def matchup(system: str, a: str, b: str) -> tuple[int, int, int] | None:
    """(games, a's wins, b's wins) between the sides ``a`` and ``b`` of ``system``."""
    for m in _systems().get(system, {}).get("matchups", []):
        if {m.get("a"), m.get("b")} == {a, b} and a != b:
            games, wins_a, wins_b = m.get("a_games"), m.get("a_wins"), m.get("b_wins")
            if not all(isinstance(x, int) for x in (games, wins_a, wins_b)):
                return None
            return (games, wins_a, wins_b) if m["a"] == a else (games, wins_b, wins_a)
    return None


def tendency(system: str, a: str, b: str, name_a: str, name_b: str) -> str | None:
    """"Horned King wins 67 % against Lady Tremaine with Normal bots (12 games)", or None."""
    found = matchup(system, a, b)
    if found is None or found[0] < MIN_GAMES:
        return None
    games, wins_a, wins_b = found
    winner, loser, wins = (name_a, name_b, wins_a) if wins_a >= wins_b else (name_b, name_a, wins_b)
    return _("{winner} wins {percent} % against {loser} with Normal bots ({games} games)").format(
        winner=winner, percent=round(100 * wins / games), loser=loser, games=games)
