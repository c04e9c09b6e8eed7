"""Derived values, computed from the state every time (never stored)."""

from __future__ import annotations

from game.core.phrase import N_, say

from .cards import CardDef
from .state import State

#: a promotion token adds 1 to a character's point value, up to this
MAX_POINT_VALUE = 6
#: a Dominion adversary counts this much more than its cost in the villain score pile
DOMINION_BONUS = 1
GLYPHS_TO_WIN = 7
BASE_POWER = 3
HAND_SIZE = 8


def card(st: State, iid: int) -> CardDef:
    return st.table.defs[iid]


def point_value(st: State, iid: int) -> int:
    return min(MAX_POINT_VALUE, card(st, iid).points + st.tokens[iid])


def team(st: State, seat: int) -> list[int]:
    return [c for c in st.seats[seat].play if card(st, c).kind == "team"]


def victory_total(st: State, seat: int) -> int:
    """The point values of the team of the player on your left (your opponent in a duel)."""
    left = (seat + 1) % st.players
    defs, tokens = st.table.defs, st.tokens
    return sum(min(MAX_POINT_VALUE, defs[c].points + tokens[c])
               for c in st.seats[left].play if defs[c].kind == "team")


def glyphs(st: State, seat: int) -> int:
    """Glyphs under a player's characters: one per completed Mission."""
    return len(st.seats[seat].completed)


def has_glyph(st: State, seat: int, glyph: str) -> bool:
    """Whether a player has this glyph (how many copies does not matter: "glyph: effect" text
    applies once)."""
    return any(card(st, m).glyph == glyph for m in st.seats[seat].completed)


def experience(st: State, seat: int) -> int:
    return sum(card(st, m).experience for m in st.seats[seat].completed)


def score_value(st: State, seat: int) -> int:
    """The cost of the cards in the villain score pile (Dominion counts more)."""
    total = 0
    for c in st.seats[seat].score:
        d = card(st, c)
        total += d.cost + (DOMINION_BONUS if "dominion" in d.keywords else 0)
    return total


def mission_skill(st: State) -> str:
    return card(st, st.mission.card).skill if st.mission.card >= 0 else ""


def character_skill(st: State, iid: int, skill: str) -> int:
    """A character's rating plus gear and boosts, which only touch skills it has."""
    d = card(st, iid)
    base = d.rating(skill)
    if base is None:
        return 0
    value = base + st.boost[iid]
    for g in st.seats[st.table.owner[iid]].play:
        if st.host[g] == iid:
            bonus = card(st, g).rating(skill)
            value += bonus or 0
    return max(0, value)


def hero_total(st: State) -> int:
    """The hero's assigned skill total (never below 0)."""
    skill = mission_skill(st)
    total = sum(character_skill(st, c, skill) for c in st.mission.heroes)
    return max(0, total + st.mission.bonus_skill)


def obstacle_difficulty(st: State, iid: int) -> int:
    """Only the rating for the mission's skill adds (the seed's 'pay attention only to...')."""
    return card(st, iid).rating(mission_skill(st)) or 0


def adversary_difficulty(st: State) -> int:
    a = st.mission.adversary
    if a < 0:
        return 0
    return max(0, (card(st, a).rating(mission_skill(st)) or 0) + st.boost[a])


def difficulty_parts(st: State) -> dict[str, int]:
    """The difficulty as the table shows it: mission + obstacles + adversary + complications."""
    m = st.mission
    if m.card < 0:
        return {"mission": 0, "obstacles": 0, "adversary": 0, "complications": 0, "other": 0}
    return {
        "mission": card(st, m.card).difficulty,
        "obstacles": sum(obstacle_difficulty(st, o) for o in m.obstacles),
        "adversary": adversary_difficulty(st),
        "complications": len(m.complications),
        "other": m.bonus_difficulty,
    }


def difficulty_total(st: State) -> int:
    return max(0, sum(difficulty_parts(st).values()))


def complication_cost(st: State) -> int:
    """1 power, plus 1 for each other complication already at the current mission."""
    return 1 + len(st.mission.complications)


def continue_cost(st: State) -> int:
    """1 power per mission failed this turn."""
    return st.failed_count


def firepower(st: State, ships: list[int]) -> int:
    return sum(max(0, card(st, s).firepower + st.boost[s]) for s in ships)


def title_in_play(st: State, seat: int, title: str) -> bool:
    return any(card(st, c).title == title for c in st.seats[seat].play)


def current_player(st: State) -> int:
    """Whose decision it is (-1: nobody's, the game is over)."""
    return -1 if st.winner is not None else st.actor


def win_reason(st: State, seat: int) -> str | None:
    """How ``seat`` has won, or None (``winning.check_win`` ends the game on it)."""
    if glyphs(st, seat) >= GLYPHS_TO_WIN:
        return say("{count} glyphs", count=GLYPHS_TO_WIN)
    experience_, score = experience(st, seat), score_value(st, seat)
    if not experience_ and not score:
        return None  # a victory total is at least 1 (cards.check_construction): no win here
    vt = victory_total(st, seat)
    if experience_ >= vt:
        return N_("experience reached the victory total")
    if score >= vt:
        return N_("the villain score pile reached the victory total")
    return None
