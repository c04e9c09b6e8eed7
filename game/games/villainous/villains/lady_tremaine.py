"""Lady Tremaine: the wedding (won by Wedding Bells' own ``win`` step); progress; bot hints."""

from __future__ import annotations

from typing import cast

from game.core.phrase import N_, Name, say

from .. import actions as A
from .. import cardplay
from .. import events as E
from ..actions import Action
from ..book import Rulebook
from ..effects._verbs import WAIT, chosen, location_answers, realm_of, said_nothing
from ..effects.heroes import trap
from ..realm import evaluate, heroes, location_of, may_enter, trappable
from ..resolution import ask, declare_winner
from ..stack import Prog
from ..state import Player, State, touched, touched_card
from ..vocabulary import KEY


def _progress(st, p) -> list[str]:
    defs = st.table.defs
    ball = p.villain.location_index("the-ballroom")
    keys_in_ball = {defs[c].key for c in p.vside[ball] + p.fside[ball]}
    steps = [
        (N_("Ballroom unlocked"), not p.locked[ball]),
        (N_("The Prince in the Ballroom"), "the-prince" in keys_in_ball),
        (N_("A Ball Gown daughter there"), bool({"ball-gown-drizella", "ball-gown-anastasia"} & keys_in_ball)),
        (N_("No Glass Slipper"), not any(defs[c].key.startswith("glass-slipper") for z in p.fside for c in z)),
        (N_("Wedding Bells in play"), any(defs[c].key == "wedding-bells" for z in p.vside for c in z)),
    ]
    return [N_("Objective: marry a daughter to the Prince.")] + [
        say("{mark} {step}", mark=Name("✓" if ok else "·"), step=s) for s, ok in steps]


def _short(st, p) -> list[str]:
    done = sum(1 for line in _progress(st, p)[1:] if line.startswith("✓"))
    return [say("Wedding: {done} of 5 steps", done=done)]


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


# --- always-on abilities of one card (flags, read where their rule applies) ---------------


# --- the scripts of its cards (the code one card needs, entered by name) ----------------


def _movable_heroes(st: State, p: Player, key: str | None) -> list[int]:
    defs = st.table.defs
    return [h for h, loc in heroes(st, p) if not p.locked[loc] and (key is None or defs[h].key == key)]


def _can_move_hero_to(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return bool(_movable_heroes(st, p, step.get("card")))


def move_hero_to(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    """The Key: move a Hero (a named one, or any) to a location, and Trap it."""
    p = realm_of(st, f)
    dest = p.villain.location_index(step["location"])
    if ans is None:
        options = [Action(A.PICK, h) for h in _movable_heroes(st, p, step.get("card"))]
        if not options:
            names = [d.name for d in p.villain.fate_deck if d.key == step.get("card")]
            said_nothing(st, p, f.src, say("no {card} that can move", card=Name(names[0])) if names
                         else N_("no Hero that can move"))
            return True
        ans = ask(st, f.ctl, "hero", options, N_("Choose the Hero"))
        if ans is None:
            return False
    h = ans.card
    if step.get("trap") and h not in st.trapped and h in trappable(st, p):
        trap(st, p, h)
    if location_of(p, h) != dest and may_enter(st, p, h, dest):
        cardplay.move_hero(st, p, h, dest, f.ctl)
    return True


def _can_release_and_move_hero(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return any(h in st.trapped for h, _ in heroes(st, p))


def release_and_move_hero(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    """Bibbidi-Bobbidi-Boo: take a Trapped token off a Hero, then move that Hero."""
    p = realm_of(st, f)
    fresh = "h" not in f.v
    h = chosen(st, f, ans, "h", lambda: [h for h, _ in heroes(st, p) if h in st.trapped],
                "hero", N_("Free which Trapped Hero?"))
    if h is None:
        said_nothing(st, p, f.src, N_("no Trapped Hero to free"))
        return True
    if h is WAIT:
        return False
    if fresh:
        del st.trapped[h]
        touched_card(st, h)
        st.log.append(E.Released(p.seat, h))
    here = location_of(p, h)
    if ans is None or ans.verb != A.AT:
        if p.locked[here]:
            return True
        options = location_answers(p, lambda i: i != here and may_enter(st, p, h, i))
        if not options:
            return True
        ans = ask(st, f.ctl, "location", options, N_("Move the Hero where?"))
        if ans is None:
            return False
    cardplay.move_hero(st, p, h, cast(int, ans.to), f.ctl)
    return True


def unlock(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    loc = p.villain.location_index(step["location"])
    if p.locked[loc]:
        p.locked[loc] = False
        touched(p)
        st.log.append(E.Unlocked(p.seat, loc))
    return True


def take_over_fate(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    """Vicious Practical Jokes: the target now decides the Fate action under way."""
    seat = f.ctl
    for frame in st.stack[::-1]:  # not reversed(): mypyc 2.4.1 fails on reversed() of a list of Any
        if frame.t == "fate_choose" and frame.realm == seat:
            frame.ctl = seat
            break
    return True


def _can_win(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    return evaluate(st, p, step["condition"])


def win(st: State, f: Prog, step: dict, ans: Action | None) -> bool:
    p = realm_of(st, f)
    if evaluate(st, p, step["condition"]):
        declare_winner(st, p.seat)
    return True


def register(book: Rulebook) -> None:
    """Enter what this villain brings in the rulebook (``rulebook.assemble`` calls it)."""
    book.objective("wedding_bells", progress=_progress, short=_short)
    book.villain_hooks("lady-tremaine", bot_progress=bot_progress, bot_key_cards=bot_key_cards)
    book.flag("only_fate_moves_allies", "only Fate cards move Allies (Fairy Godmother): turn._move_card_options")
    book.script(
        "move_hero_to",
        move_hero_to,
        feasible=_can_move_hero_to,
        realm=True,
        params={"card": KEY, "location": KEY, "trap": {"type": "boolean"}},
        required=("location",),
    )
    book.script("release_and_move_hero", release_and_move_hero, feasible=_can_release_and_move_hero, realm=True)
    book.script("unlock", unlock, params={"location": KEY}, required=("location",))
    book.script("take_over_fate", take_over_fate)
    book.script(
        "win",
        win,
        feasible=_can_win,
        realm=True,
        params={"condition": {"$ref": "#/$defs/condition"}},
        required=("condition",),
    )
