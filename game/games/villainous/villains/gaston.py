"""Gaston: remove all eight Obstacles (the Objective, its setup and progress; bot hints)."""

from __future__ import annotations

from typing import cast

from game.core.phrase import N_, Name, say

from .. import cardplay, zones
from .. import events as E
from ..actions import Action
from ..book import Rulebook
from ..effects._verbs import location_answers, realm_of, said_nothing
from ..realm import empty_spots, heroes
from ..resolution import ask
from ..stack import PlayFate, Prog
from ..state import Player, State, touched
from ..vocabulary import KEY


def _setup(st, p) -> None:
    p.obstacles = [loc.obstacle_spots for loc in p.villain.locations]
    touched(p)


def _won(st, p) -> bool:
    return not any(p.obstacles)


def _progress(st, p) -> list[str]:
    return [N_("Objective: remove all 8 Obstacles."), say("Obstacles left: {count} of 8", count=sum(p.obstacles))]


def _short(st, p) -> list[str]:
    return [say("Obstacles left: {count} of 8", count=sum(p.obstacles))]


def _removed_share(p) -> float:
    """The share of his 8 Obstacles removed: 0 .. 1."""
    return (8 - sum(p.obstacles)) / 8


def bot_progress(st, p) -> float:
    score = _removed_share(p)
    if any(st.table.defs[h].key == "belle" and h not in st.trapped for h, _ in heroes(st, p)):
        score -= 0.06
    return score


def bot_threat(st, p) -> float:
    """His progress as the opponents' threat estimate reads it (issue 15), compared directly
    with the other villains'. Obstacles come off one at a time from the first turns, so
    ``bot_progress`` climbs early and steadily while Lady Tremaine's and the Horned King's
    jump late: the others read him as the leader long before he is close (in a watched game
    he drew 26 of 52 Fate actions) and he won 5 % of three-player games. Read as the square
    of the share removed, half the Obstacles is a quarter of the way; the last two count most."""
    return _removed_share(p) ** GASTON_THREAT_POWER


#: the curve of Gaston's threat (1: as his own progress); a module constant for the tuning runs
GASTON_THREAT_POWER = 2


def bot_key_cards(st, p) -> set[str]:
    return {"get-out", "come-into-the-light", "temper", "monsieur-d-arque", "hunters-instinct"}


# --- always-on abilities of one card (flags, read where their rule applies) ---------------


# --- the scripts of its cards (the code one card needs, entered by name) ----------------


def _can_reveal_villain_until(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    defs = st.table.defs
    return any(defs[c].type == step["type"] for c in p.deck + p.discard)


def reveal_villain_until(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    defs = st.table.defs
    revealed, found = zones.reveal_until(st, p, False, lambda c: defs[c].type == step["type"])
    for c in revealed:
        if c == found:
            p.hand.append(c)
            st.log.append(E.ToHand(p.seat, c))
        else:
            p.discard.append(c)
    if found < 0 and step["type"] == "Ally":
        said_nothing(st, p, f.src, N_("no Ally in the Villain deck or its discard pile"))
    return True


def _can_reveal_fate_until_hero_play_at(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    defs = st.table.defs
    return any(defs[c].type == "Hero" for c in p.fate_deck + p.fate_discard)


def reveal_fate_until_hero_play_at(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    defs = st.table.defs
    revealed, hero = zones.reveal_until(st, p, True, lambda c: defs[c].type == "Hero")
    others = [c for c in revealed if c != hero]
    if others:
        p.fate_deck.extend(others)
        zones.shuffle_deck(st, p, fate=True)
    if hero >= 0:
        loc = p.villain.location_index(step["location"])
        if cardplay.may_play_at(st, p, hero, loc, f.ctl):
            cardplay.place_hero(st, p, hero, loc, f.ctl)
        else:
            p.fate_discard.append(hero)
            said_nothing(st, p, f.src, say("{card} cannot be played at {location} and is discarded",
                                           card=Name(defs[hero].name),
                                           location=Name(p.villain.locations[loc].name)))
    else:
        said_nothing(st, p, f.src, N_("no Hero in the Fate deck or its discard pile"))
    return True


def play_other_revealed(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    for c in f.x:
        if c not in p.limbo:
            continue
        if cardplay.fate_playable(st, p, c, f.ctl):
            st.stack.append(PlayFate(f.ctl, p.seat, c, ()))
        else:
            from ..frames import discard_unplayable

            discard_unplayable(st, p, c, f.ctl)
    return True


def _can_replace_obstacle_each_location(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return any(empty_spots(p))


def replace_obstacle_each_location(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    if not any(empty_spots(p)):
        said_nothing(st, p, f.src, N_("no Obstacle spot is empty"))
    for i, free in enumerate(empty_spots(p)):
        if free:
            p.obstacles[i] += 1
            touched(p)
            st.log.append(E.ObstacleChanged(p.seat, i, 1))
    return True


def _can_refill_obstacles_at_one_location(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return any(empty_spots(p))


def refill_obstacles_at_one_location(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    spots = empty_spots(p)
    if ans is None:
        options = location_answers(p, lambda i: spots[i] > 0)
        if not options:
            said_nothing(st, p, f.src, N_("no Obstacle spot is empty"))
            return True
        ans = ask(st, f.ctl, "obstacle", options, N_("Fill the Obstacle spots of which location?"))
        if ans is None:
            return False
    loc = cast(int, ans.to)
    for _ in range(spots[loc]):
        p.obstacles[loc] += 1
        touched(p)
        st.log.append(E.ObstacleChanged(p.seat, loc, 1))
    return True


def register(book: Rulebook) -> None:
    """Enter what this villain brings in the rulebook (``rulebook.assemble`` calls it)."""
    book.objective("remove_all_obstacles", won=_won, progress=_progress, short=_short, setup=_setup)
    book.villain_hooks("gaston", bot_progress=bot_progress, bot_threat=bot_threat, bot_key_cards=bot_key_cards)
    book.flag("no_obstacle_removal", "Obstacles cannot be removed (Belle): realm.obstacles_removable")
    book.flag("vanquish_return_to_hand_here", "Allies used in a Vanquish here go back to hand (LeFou): frames")
    book.script(
        "reveal_villain_until",
        reveal_villain_until,
        feasible=_can_reveal_villain_until,
        params={"type": {"enum": ["Ally", "Item", "Effect", "Condition"]}},
        required=("type",),
    )
    book.script(
        "reveal_fate_until_hero_play_at",
        reveal_fate_until_hero_play_at,
        feasible=_can_reveal_fate_until_hero_play_at,
        params={"location": KEY},
        required=("location",),
    )
    book.script("play_other_revealed", play_other_revealed)
    book.script(
        "replace_obstacle_each_location",
        replace_obstacle_each_location,
        feasible=_can_replace_obstacle_each_location,
        realm=True,
    )
    book.script(
        "refill_obstacles_at_one_location",
        refill_obstacles_at_one_location,
        feasible=_can_refill_obstacles_at_one_location,
        realm=True,
    )
