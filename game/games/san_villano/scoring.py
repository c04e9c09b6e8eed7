"""Nicknames and the final score: the five scoring lines and the tie-breaks."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

from .board import content
from .state import State

LINES = ("efficiency", "heroism", "team", "recognition", "fundraising")


def hero_foci(st: State, seat: int) -> list[tuple[str, ...]]:
    c = content()
    return [c.character[h].foci for h in st.orgs[seat].heroes]


def meets(st: State, seat: int, nickname: str) -> bool:
    """Whether ``seat`` fulfils a Nickname's requirement now."""
    nk = content().nickname[nickname]
    o = st.orgs[seat]
    if nk.rule == "helpers":
        return len(o.helpers) >= nk.count
    if nk.rule == "fires":
        return len(o.fires) >= nk.count
    # checked after every step of every game: the cheap counts first
    if not o.heroes or (nk.rule != "distinct_foci" and len(o.heroes) < nk.count):
        return False
    if nk.rule == "heroes":
        return True
    foci = hero_foci(st, seat)
    if nk.rule == "distinct_foci":
        return len({f for fs in foci for f in fs}) >= nk.count
    if nk.rule == "same_focus":
        tally = Counter(f for fs in foci for f in fs)
        return bool(tally) and max(tally.values()) >= nk.count
    if nk.rule == "different_foci_heroes":
        # count Heroes whose Foci pairwise share nothing (a Hero without Foci does not count)
        sets = [set(fs) for fs in foci if fs]
        for group in combinations(sets, nk.count):
            if all(not (a & b) for a, b in combinations(group, 2)):
                return True
        return False
    raise ValueError(f"unknown Nickname rule {nk.rule!r}")


def score_lines(st: State, seat: int) -> dict[str, int]:
    c = content()
    o = st.orgs[seat]
    return {
        "efficiency": sum(c.villain[v].reputation for v in o.captured),
        "heroism": sum(c.fire[f].reputation for f in o.fires),
        "team": 2 * len(o.heroes) + len(o.helpers),
        "recognition": sum(c.nickname[n].reputation for n in o.nicknames),
        "fundraising": (o.clue + o.money) // 5,
    }


def scores(st: State) -> list[int]:
    return [sum(score_lines(st, s).values()) for s in range(st.players)]


def ranking_key(st: State, seat: int) -> tuple[int, int, int]:
    """Most Reputation; then most Villains confronted; then most Heroes."""
    o = st.orgs[seat]
    return (sum(score_lines(st, seat).values()), len(o.captured), len(o.heroes))


def winners(st: State) -> tuple[int, ...]:
    """Every seat sharing the best ranking (several when the tie persists: a shared victory)."""
    keys = [ranking_key(st, s) for s in range(st.players)]
    best = max(keys)
    return tuple(s for s in range(st.players) if keys[s] == best)
