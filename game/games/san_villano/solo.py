"""The solo mode (the rulebook only says "Coming soon!"): you against one or two bot
organizations, with a target score to beat shown at the end.

Engine side only: a solo game is an ordinary 2- or 3-organization game in which seat 0 is
yours and the other seats are marked as bots (the table lets ``bots.choose`` play them).
At the end ``solo_result`` says whether you beat the bots and the target. The default
targets are what the Normal bot scores on average in that setting (measured with
``tools/san_villano_selfplay.py``; see docs/content/san-villano.md), so beating the target
means playing better than Normal.
"""

from __future__ import annotations

from typing import Any

from . import scoring
from .state import State

#: the Normal bot's mean score in a game of 2 and 3 organizations (docs/content/san-villano.md:
#: 35.1 over 200 games at 2 with the rulebook's setup, the default (37.4 with the setup_fires
#: option); 32.3 over v5's 400 at 3, unchanged in v6)
DEFAULT_TARGET = {1: 35, 2: 32}


def solo_options(options: dict[str, Any]) -> tuple[int, dict[str, Any]]:
    bots = options.get("bots", 1)
    if bots not in (1, 2):
        raise ValueError(f"a solo game is against 1 or 2 bot organizations, not {bots!r}")
    target = options.get("target", DEFAULT_TARGET[bots])
    if not isinstance(target, int) or not 0 <= target <= 200:
        raise ValueError(f"the solo target is a score from 0 to 200, not {target!r}")
    level = options.get("level", "normal")
    if level not in ("random", "easy", "normal", "hard"):
        raise ValueError(f"the solo bots play at level random, easy, normal or hard, not {level!r}")
    return 1 + bots, {"solo": {"human": 0, "bots": list(range(1, bots + 1)), "target": target, "level": level}}


def bot_seats(st: State) -> list[int]:
    return list(st.options.get("solo", {}).get("bots", []))


def solo_result(st: State) -> dict[str, Any] | None:
    """At the end of a solo game: your score, the bots', the target and the verdicts."""
    solo = st.options.get("solo")
    if not solo or st.phase != "over":
        return None
    scores = scoring.scores(st)
    mine = scores[solo["human"]]
    winners = scoring.winners(st)
    won = winners == (solo["human"],)
    return {"score": mine, "bots": [scores[s] for s in solo["bots"]], "target": solo["target"],
            "beat_bots": won, "beat_target": mine > solo["target"],
            "verdict": ("Protector of San Villano" if won and mine > solo["target"] else
                        "You won, but the city expected more" if won else
                        "Shared" if solo["human"] in winners else "The bots' organizations did better")}
