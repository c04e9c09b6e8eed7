"""The words of a refusal: why a check of the legal-action generators failed.

The generators (``turn.py``, see ``legality.py``) decide what is legal; when one refuses a
candidate while explaining an attempt, it asks here for the sentence ("The Ballroom is
locked", "Lucifer needs a Hero at The Castle to Trap"). ``fate_reason`` says why a revealed
Fate card could not be played (the log's ``Unplayable`` event).
"""

from __future__ import annotations

from game.core.phrase import N_, Name, say

from .cardplay import card_allowed, fate_playable, undoable_step
from .realm import (
    ENTRY_RULES,
    active_statics,
    covered,
    evaluate,
    free_symbols,
    hero_in_realm,
    heroes,
    in_realm,
    markers_free,
    may_enter,
)
from .resolution import feasible
from .state import State
from .vocabulary import SYMBOL_NAMES


def _loc_name(st: State, seat: int, loc: int) -> str:
    return Name(st.players[seat].villain.locations[loc].name)


def _name(st: State, c: int) -> str:
    return Name(st.table.defs[c].name)


_SYMBOL_NAMES = SYMBOL_NAMES


def symbol_reason(st: State, sym: str) -> str | None:
    """Why the action symbol ``sym`` cannot be used now (None: it can)."""
    p = st.players[st.active]
    if st.phase == "move":
        return N_("First move your Villain to a new location")
    if sym in free_symbols(st, p):
        return None
    loc = p.villain.locations[p.mover]
    here = Name(loc.name)
    if sym in loc.top and covered(st, p, p.mover) and sym not in loc.bottom:
        return say("The {action} action at {location} is covered by a Fate card",
                   action=_SYMBOL_NAMES[sym], location=here)
    if sym in loc.top or sym in loc.bottom or any(sym in st.table.defs[c].grants for c in p.vside[p.mover]):
        return say("You have used the {action} action at {location} this turn",
                   action=_SYMBOL_NAMES[sym], location=here)
    return say("There is no {action} action at {location}", action=_SYMBOL_NAMES[sym], location=here)


def entry_reason(st: State, seat: int, c: int, loc: int, moving: bool = False) -> str:
    p = st.players[seat]
    d = st.table.defs[c]
    where = p.villain.locations[loc]
    place, card = Name(where.name), Name(d.name)
    if p.locked[loc]:
        return say("{location} is locked", location=place)
    if where.admits is not None and d.key not in where.admits:
        names = Name(", ".join(p.villain.by_key[k].name for k in where.admits if k in p.villain.by_key))
        return say("Only {names} may enter {location}", names=names, location=place)
    for src, sloc, kind, arg in active_statics(st, p):
        rule = ENTRY_RULES.get(kind)
        if rule is None or not rule(d, loc, sloc, arg, moving):
            continue
        ctype, _, _, played_only = arg
        if played_only:
            return say("{card} cannot be played where {other} is", card=card, other=_name(st, src))
        if ctype is not None:
            return say("No {type} may enter {location} while {other} is in play",
                       type=ctype, location=place, other=_name(st, src))
        return say("{card} cannot enter {location} while {other} is in play",
                   card=card, location=place, other=_name(st, src))
    return say("{card} cannot go to {location}", card=card, location=place)


def ability_reason(st: State, seat: int, c: int, loc: int, step: dict) -> str:
    """Why a card's "when played" ability cannot be done there (the Despicable Plots FAQ:
    "If you cannot do what the card says, then you cannot play it")."""
    p = st.players[seat]
    d = st.table.defs[c]
    verb = step["verb"]
    where = _loc_name(st, seat, loc)
    named = Name(p.villain.by_key[step["card"]].name) if step.get("card") in p.villain.by_key else None
    card = Name(d.name)
    if verb == "trap_hero":
        if any(hloc == loc for _, hloc in heroes(st, p)):
            return say("{card} needs a Hero at {location} that can be Trapped", card=card, location=where)
        return say("{card} needs a Hero at {location} to Trap", card=card, location=where)
    if verb == "move_hero_to" and named:
        return say("{card} needs {other} in your Realm to move", card=card, other=named)
    if verb == "move" and step.get("what") == "card" and named:
        return say("{card} needs {other} in the Realm", card=card, other=named)
    if verb == "find_and_play" and named:
        return say("{card} cannot find {other}", card=card, other=named)
    if verb == "discard_item":
        return say("{card} needs an Item in the Realm to discard", card=card)
    if verb == "place_target":  # Scum and Villainy: Todo 360, Aurra Sing
        if markers_free(st) <= 0:
            return say("{card} needs a Target marker, and all ten are out", card=card)
        if step.get("at") == "this_location":
            return say("{card} needs a Hero without a Target marker at {location}", card=card, location=where)
        return say("{card} needs a Hero without a Target marker in your Sector", card=card)
    if verb == "strength_token" and step.get("whom") == "hero":  # ID9 Seeker Droids
        if step.get("at") == "this_location":
            return say("{card} needs a Hero at {location} for its Strength token", card=card, location=where)
        return say("{card} needs a Hero in your Sector for its Strength token", card=card)
    return say("{card} cannot do what it says there, so it cannot be played", card=card)


def hero_names(st: State, seat: int) -> list[str]:
    """(for messages and tests) the Heroes in a Realm."""
    return [_name(st, h) for h, _ in heroes(st, st.players[seat])]


def fate_reason(st: State, seat: int, c: int, ctl: int) -> str:
    """Why a revealed Fate card cannot be played into ``seat``'s Realm, as a clause:
    "Ball Gown Cinderella is in play", "every location is locked"."""
    p = st.players[seat]
    d = st.table.defs[c]
    if d.not_with and in_realm(st, p, d.not_with):
        return say("{card} is in play", card=_name(st, in_realm(st, p, d.not_with)[0][0]))
    if d.playable_when is not None and not card_allowed(st, p, d):
        return N_("its condition is not met")
    locs = range(len(p.fside))
    if d.type == "Hero" and d.replaces is not None:
        olds = in_realm(st, p, (d.replaces,))
        old_name = (Name(p.villain.by_key[d.replaces].name) if d.replaces in p.villain.by_key
                    else N_("the card it replaces"))
        if not olds:
            return say("{card} is not in play", card=old_name)
        return say("{card} is at a locked location", card=old_name)
    if d.type == "Item" and d.attach == "Hero":
        if not list(heroes(st, p)):
            return N_("there is no Hero to attach it to")
        return N_("every Hero is at a locked location")
    if d.type == "Item" and d.fixed_location is not None:
        return say("{location} is locked", location=_loc_name(st, seat, p.villain.location_index(d.fixed_location)))
    if d.type in ("Hero", "Item") and not any(may_enter(st, p, c, loc) for loc in locs):
        if all(p.locked[loc] for loc in locs):
            return N_("every location is locked")
        return N_("no location may take it")
    if d.type == "Effect" and not feasible(st, p, d.play, c, ctl):
        return N_("it would do nothing now")
    if d.type in ("Hero", "Vehicle") and d.play:  # its "when played" text cannot be done
        steps = [undoable_step(st, p, c, loc, ctl) for loc in locs if may_enter(st, p, c, loc)]
        if steps and all(steps):
            verb = steps[0]["verb"]
            if verb == "discard_item":
                return N_("there is no Item to discard")
            if verb == "strength_token":
                return N_("there is no Hero for its Strength token")
            moved = steps[0].get("card") if verb == "move" else None
            if moved in p.villain.by_key:  # Bruno: "Lucifer moves to Bruno's location"
                other = Name(p.villain.by_key[moved].name)
                if not in_realm(st, p, (moved,)):
                    # not named: the card may lie in a hand or a deck, and every seat reads this
                    return N_("the card it moves is not in play")
                return say("{card} cannot move to its location", card=other)
            return N_("what it says cannot be done")
    if fate_playable(st, p, c, ctl):
        return ""
    return N_("nothing allows it now")


def printed_rule_reason(st: State, p, d) -> str:
    """Why a card's own restriction ("never with …", "only while …") stops it being played."""
    if d.not_with and in_realm(st, p, d.not_with):
        other = in_realm(st, p, d.not_with)[0][0]
        return say("{card} cannot be played while {other} is in play", card=Name(d.name), other=_name(st, other))
    return say("{card} cannot be played now: {text}", card=Name(d.name), text=d.text)


def effect_reason(st: State, p, d) -> str:
    """Why an Effect cannot be played: something stops Effects, or it would do nothing."""
    statics = active_statics(st, p)
    for src, _, kind, _ in statics:
        if kind == "no_villain_effects":
            return say("While {other} is in your Realm you cannot play Effects", other=_name(st, src))
    removes = _REMOVES_OBSTACLES & _verbs_reached(st, p, d.play)
    for src, _, kind, _ in statics:
        if kind == "no_obstacle_removal" and removes:
            return say("{card} cannot do anything: {other} stops Obstacles being removed",
                       card=Name(d.name), other=_name(st, src))
    asked = [k for k in _heroes_asked(d.play) if k in p.villain.by_key]
    if asked and not any(hero_in_realm(st, p, k) for k in asked):  # Show Me the Beast!
        names = [Name(p.villain.by_key[k].name) for k in asked]
        if len(names) == 1:
            return say("{card} needs {hero} in your Realm", card=Name(d.name), hero=names[0])
        if len(names) == 2:
            return say("{card} needs {hero} or {other} in your Realm", card=Name(d.name), hero=names[0],
                       other=names[1])
    return say("{card} cannot do anything now, so it cannot be played", card=Name(d.name))


#: the verbs that take Obstacles away (what Belle forbids)
_REMOVES_OBSTACLES = frozenset({"remove_obstacles", "remove_all_obstacles_at"})


def _verbs_reached(st: State, p, steps) -> set[str]:
    """The verbs ``steps`` would reach now: an ``if`` follows the branch its condition takes
    today (Show Me the Beast! with Belle alone puts an Obstacle back, it removes none)."""
    out: set[str] = set()
    for step in steps or ():
        if not isinstance(step, dict):
            continue
        verb = step.get("verb")
        if verb == "if" and isinstance(step.get("condition"), dict):
            try:
                taken = evaluate(st, p, step["condition"])
            except (ValueError, KeyError):  # a condition this judge does not read: either branch
                out |= _verbs_reached(st, p, step.get("then")) | _verbs_reached(st, p, step.get("else"))
                continue
            out |= _verbs_reached(st, p, step.get("then") if taken else step.get("else"))
            continue
        if isinstance(verb, str):
            out.add(verb)
        for key in ("then", "else", "steps", "each"):
            if isinstance(step.get(key), list):
                out |= _verbs_reached(st, p, step[key])
    return out


def _heroes_asked(steps) -> list[str]:
    """The Heroes (keys) the "if … is in your Realm" conditions of ``steps`` name, in order."""
    out: list[str] = []

    def walk(x) -> None:
        if isinstance(x, dict):
            key = x.get("hero_in_realm")
            if isinstance(key, str) and key not in out:
                out.append(key)
            for v in x.values():
                walk(v)
        elif isinstance(x, (list, tuple)):
            for v in x:
                walk(v)

    walk(steps)
    return out


def attach_reason(d) -> str:
    if d.attach == "Ally":
        return say("{card} must be attached to an Ally", card=Name(d.name))
    return say("{card} must be attached to a Hero", card=Name(d.name))


def place_reason(st: State, seat: int, c: int, loc: int) -> str:
    """Why card ``c`` cannot be played to ``loc``: it may not enter, or its "when played"
    ability could not be done there."""
    p = st.players[seat]
    if not may_enter(st, p, c, loc):
        return entry_reason(st, seat, c, loc)
    step = undoable_step(st, p, c, loc, seat)
    if step is not None:
        return ability_reason(st, seat, c, loc, step)
    return entry_reason(st, seat, c, loc)


def move_card_reason(st: State, seat: int, c: int, dest: int) -> str:
    """Why a card the Move an Item or Ally action does not offer cannot move to ``dest``."""
    from .realm import adjacent, location_of

    p = st.players[seat]
    src = location_of(p, c)
    if src < 0:
        return say("{card} is not in your Realm", card=_name(st, c))
    if not isinstance(dest, int) or not 0 <= dest < len(p.locked):
        return say("{card} cannot go there", card=_name(st, c))
    if p.locked[src] or p.locked[dest]:
        return say("{location} is locked", location=_loc_name(st, seat, src if p.locked[src] else dest))
    if dest == src:
        return say("{card} is already at {location}", card=_name(st, c), location=_loc_name(st, seat, src))
    if st.table.box.move_reaches == "adjacent" and dest not in adjacent(p, src):
        return say("{card} can move only to a location next to {location}",
                   card=_name(st, c), location=_loc_name(st, seat, src))
    return entry_reason(st, seat, c, dest, moving=True)


def activate_reason(st: State, p, c: int) -> str:
    """Why a card the Activate action does not offer cannot be activated."""
    d = st.table.defs[c]
    if d.activate_cost is None:
        return say("{card} has no Activated ability", card=Name(d.name))
    return say("{card} is not in your Realm", card=Name(d.name))
