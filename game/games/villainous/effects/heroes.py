"""Verbs that act on Heroes: defeating, moving, Trapping (Lady Tremaine) and playing them
from the Fate discard pile."""

from __future__ import annotations

from typing import cast

from game.core.phrase import N_, Name, say

from .. import actions as A
from .. import cardplay, zones
from .. import events as E
from ..actions import Action
from ..book import Rulebook
from ..realm import (
    heroes,
    location_of,
    may_enter,
    strength,
    trappable,
)
from ..resolution import ask
from ..stack import Prog
from ..state import Player, State, touched_card
from ._verbs import WAIT, chosen, location_answers, realm_of, said_nothing


def _defeatable(st: State, p: Player, step: dict) -> list[int]:
    max_strength = step.get("max_strength")
    keys = step.get("cards")
    defs = st.table.defs
    out = []
    for h, loc in heroes(st, p):
        if keys is not None and defs[h].key not in keys:
            continue
        if max_strength is None or strength(st, p, h, loc=loc) <= max_strength:
            out.append(h)
    return out


def _can_defeat_hero(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return bool(_defeatable(st, p, step))


def _no_hero_to_defeat(st: State, p: Player, step: dict) -> str:
    cap = step.get("max_strength")
    if step.get("cards") is not None:
        names = [d.name for d in p.villain.fate_deck if d.key in step["cards"]]
        return say("no {card} to defeat", card=Name(names[0])) if names else N_("no Hero to defeat")
    if cap is not None and any(True for _ in heroes(st, p)):
        return say("no Hero with a Strength of {strength} or less to defeat", strength=cap)
    return N_("no Hero to defeat")


def defeat_hero(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    if step.get("all"):  # Midnight: every Hero, no choice to make
        if not _defeatable(st, p, step):
            said_nothing(st, p, f.src, _no_hero_to_defeat(st, p, step))
        for h in _defeatable(st, p, step):
            cardplay.defeat(st, p, h, f.ctl)
        return True
    if ans is None:
        options = [Action(A.PICK, h) for h in _defeatable(st, p, step)]
        if not options:
            said_nothing(st, p, f.src, _no_hero_to_defeat(st, p, step))
            return True
        ans = ask(st, f.ctl, "hero", options, N_("Choose a Hero to defeat"))
        if ans is None:
            return False
    cardplay.defeat(st, p, ans.card, f.ctl)
    return True


def _movable_heroes(st: State, p: Player) -> list[int]:
    """Heroes that could move to some other location."""
    return [h for h, loc in heroes(st, p)
            if not p.locked[loc] and any(i != loc and may_enter(st, p, h, i) for i in range(len(p.fside)))]


def _can_move_heroes(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    # "you may move" is always done; "move one Hero" needs a Hero that can go elsewhere
    return bool(step.get("optional")) or bool(_movable_heroes(st, p))


def move_heroes(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    """Move one Hero (or any number) to another location; optional when it says "may"."""
    p = realm_of(st, f)
    v = f.v
    count = step["count"]
    while True:
        moved = v.get("moved", ())
        if ans is not None:
            if ans.verb == A.DONE:
                return True
            if ans.verb == A.PICK:
                v["h"] = ans.card
            else:  # A.AT
                h = v.pop("h")
                v["moved"] = moved + (h,)
                cardplay.move_hero(st, p, h, cast(int, ans.to), f.ctl)
                ans = None
                if st.stack[-1] is not f:
                    return False  # the Hero's "when moved" resolves first
                continue
            ans = None
        if "h" in v:
            h = v["h"]
            here = location_of(p, h)
            options = location_answers(p, lambda i, here=here, h=h: i != here and may_enter(st, p, h, i))
            ans = ask(st, f.ctl, "location", options, N_("Move the Hero where?"))
            if ans is None:
                return False
            continue
        if count != "any" and len(moved) >= count:
            return True
        options = [Action(A.PICK, h) for h in _movable_heroes(st, p) if h not in moved]
        if not options:
            if not moved:
                said_nothing(st, p, f.src, N_("no Hero can move to another location") if any(heroes(st, p))
                             else N_("no Hero to move"))
            return True
        if step.get("optional"):
            options.append(A.DONE_ACTION)
        ans = ask(st, f.ctl, "hero", options, N_("Choose a Hero to move, or done"))
        if ans is None:
            return False


def _playable_from_fate_discard(st: State, p: Player, step: dict, ctl: int) -> list[int]:
    """Heroes in the Fate discard pile that could be played to some location (one that
    admits them, where their own "when played" ability can be done)."""
    defs = st.table.defs
    return [
        c for c in p.fate_discard
        if defs[c].type == step["type"] and any(cardplay.may_play_at(st, p, c, i, ctl) for i in range(len(p.fside)))
    ]


def _can_play_from_fate_discard(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return bool(_playable_from_fate_discard(st, p, step, ctl))


def play_from_fate_discard(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    defs = st.table.defs
    h = chosen(st, f, ans, "h",
                lambda: zones.distinct_cards(st, _playable_from_fate_discard(st, p, step, f.ctl)),
                "hero", N_("Choose a Hero from the Fate discard pile"))
    if h is None:
        said_nothing(st, p, f.src, N_("no Hero in the Fate discard pile can be played"))
        return True
    if h is WAIT:
        return False
    if ans is None or ans.verb != A.AT:
        options = location_answers(p, lambda i: cardplay.may_play_at(st, p, h, i, f.ctl))
        if not options:
            said_nothing(st, p, f.src, say("{card} cannot be played at any location", card=Name(defs[h].name)))
            return True
        ans = ask(st, f.ctl, "location", options, say("Play {card} where?", card=Name(defs[h].name)))
        if ans is None:
            return False
    p.fate_discard.remove(h)
    cardplay.place_hero(st, p, h, cast(int, ans.to), f.ctl)
    return True


def trap(st: State, p: Player, h: int) -> None:
    st.trapped[h] = 1
    touched_card(st, h)
    st.log.append(E.Trapped(p.seat, h))


def _can_trap_hero(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    if step.get("at") == "this_location":  # Lucifer: a Hero at his location
        here = location_of(p, src)
        return here >= 0 and bool(trappable(st, p, here))
    return bool(trappable(st, p))


def trap_hero(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    if ans is None:
        loc = location_of(p, f.src) if step.get("at") == "this_location" else None
        if loc is not None and loc < 0:
            return True
        options = [Action(A.PICK, h) for h in trappable(st, p, loc)]
        if not options:
            said_nothing(st, p, f.src, N_("no Hero to Trap") if loc is None
                         else say("no Hero at {location} to Trap", location=Name(p.villain.locations[loc].name)))
            return True
        ans = ask(st, f.ctl, "hero", options, N_("Put a Trapped token on which Hero?"))
        if ans is None:
            return False
    trap(st, p, ans.card)
    return True


def register(book: Rulebook) -> None:
    """Enter this module's verbs in the rulebook (``rulebook.assemble`` calls it)."""
    book.verb("defeat_hero", defeat_hero, feasible=_can_defeat_hero, realm=True)
    book.verb("move_heroes", move_heroes, feasible=_can_move_heroes, realm=True)
    book.verb("play_from_fate_discard", play_from_fate_discard, feasible=_can_play_from_fate_discard)
    book.verb("trap_hero", trap_hero, feasible=_can_trap_hero, realm=True)
