"""The words of a refusal: why a check of the legal-action generators failed.

The generators (``turn.py``, see ``legality.py``) decide what is legal; when one refuses a
candidate while explaining an attempt, it asks here for the sentence ("The Ballroom is
locked", "Lucifer needs a Hero at The Castle to Trap"). ``fate_reason`` says why a revealed
Fate card could not be played (the log's ``Unplayable`` event).
"""

from __future__ import annotations

from .cardplay import card_allowed, fate_playable, undoable_step
from .realm import (
    ENTRY_RULES,
    active_statics,
    covered,
    heroes,
    in_realm,
    may_enter,
)
from .resolution import feasible
from .state import State
from .vocabulary import SYMBOL_NAMES


def _loc_name(st: State, seat: int, loc: int) -> str:
    return st.players[seat].villain.locations[loc].name


def _name(st: State, c: int) -> str:
    return st.table.defs[c].name


_SYMBOL_NAMES = SYMBOL_NAMES


def symbol_reason(st: State, sym: str) -> str | None:
    """Why the action symbol ``sym`` cannot be used now (None: it can)."""
    from .turn import free_symbols

    p = st.players[st.active]
    if st.phase == "move":
        return "First move your Villain to a new location"
    if sym in free_symbols(st, p):
        return None
    loc = p.villain.locations[p.mover]
    here = loc.name
    if sym in loc.top and covered(st, p, p.mover) and sym not in loc.bottom:
        return f"The {_SYMBOL_NAMES[sym]} action at {here} is covered by a Fate card"
    if sym in loc.top or sym in loc.bottom or any(sym in st.table.defs[c].grants for c in p.vside[p.mover]):
        return f"You have used the {_SYMBOL_NAMES[sym]} action at {here} this turn"
    return f"There is no {_SYMBOL_NAMES[sym]} action at {here}"


def entry_reason(st: State, seat: int, c: int, loc: int, moving: bool = False) -> str:
    p = st.players[seat]
    d = st.table.defs[c]
    where = p.villain.locations[loc]
    if p.locked[loc]:
        return f"{where.name} is locked"
    if where.admits is not None and d.key not in where.admits:
        names = ", ".join(p.villain.by_key[k].name for k in where.admits if k in p.villain.by_key)
        return f"Only {names} may enter {where.name}"
    for src, sloc, kind, arg in active_statics(st, p):
        rule = ENTRY_RULES.get(kind)
        if rule is None or not rule(d, loc, sloc, arg, moving):
            continue
        ctype, _, _, played_only = arg
        if played_only:
            return f"{d.name} cannot be played where {_name(st, src)} is"
        if ctype is not None:
            return f"No {ctype} may enter {where.name} while {_name(st, src)} is in play"
        return f"{d.name} cannot enter {where.name} while {_name(st, src)} is in play"
    return f"{d.name} cannot go to {where.name}"


def ability_reason(st: State, seat: int, c: int, loc: int, step: dict) -> str:
    """Why a card's "when played" ability cannot be done there (the Despicable Plots FAQ:
    "If you cannot do what the card says, then you cannot play it")."""
    p = st.players[seat]
    d = st.table.defs[c]
    verb = step["verb"]
    where = _loc_name(st, seat, loc)
    named = p.villain.by_key[step["card"]].name if step.get("card") in p.villain.by_key else None
    if verb == "trap_hero":
        if any(hloc == loc for _, hloc in heroes(st, p)):
            return f"{d.name} needs a Hero at {where} that can be Trapped"
        return f"{d.name} needs a Hero at {where} to Trap"
    if verb == "move_hero_to" and named:
        return f"{d.name} needs {named} in your Realm to move"
    if verb == "move" and step.get("what") == "card" and named:
        return f"{d.name} needs {named} in the Realm"
    if verb == "find_and_play" and named:
        return f"{d.name} cannot find {named}"
    if verb == "discard_item":
        return f"{d.name} needs an Item in the Realm to discard"
    return f"{d.name} cannot do what it says there, so it cannot be played"


def hero_names(st: State, seat: int) -> list[str]:
    """(for messages and tests) the Heroes in a Realm."""
    return [_name(st, h) for h, _ in heroes(st, st.players[seat])]


def fate_reason(st: State, seat: int, c: int, ctl: int) -> str:
    """Why a revealed Fate card cannot be played into ``seat``'s Realm, as a clause:
    "Ball Gown Cinderella is in play", "every location is locked"."""
    p = st.players[seat]
    d = st.table.defs[c]
    if d.not_with and in_realm(st, p, d.not_with):
        return f"{_name(st, in_realm(st, p, d.not_with)[0][0])} is in play"
    if d.playable_when is not None and not card_allowed(st, p, d):
        return "its condition is not met"
    locs = range(len(p.fside))
    if d.type == "Hero" and d.replaces is not None:
        olds = in_realm(st, p, (d.replaces,))
        old_name = p.villain.by_key[d.replaces].name if d.replaces in p.villain.by_key else "the card it replaces"
        if not olds:
            return f"{old_name} is not in play"
        return f"{old_name} is at a locked location"
    if d.type == "Item" and d.attach == "Hero":
        if not list(heroes(st, p)):
            return "there is no Hero to attach it to"
        return "every Hero is at a locked location"
    if d.type == "Item" and d.fixed_location is not None:
        return f"{_loc_name(st, seat, p.villain.location_index(d.fixed_location))} is locked"
    if d.type in ("Hero", "Item") and not any(may_enter(st, p, c, loc) for loc in locs):
        if all(p.locked[loc] for loc in locs):
            return "every location is locked"
        return "no location may take it"
    if d.type == "Effect" and not feasible(st, p, d.play, c, ctl):
        return "it would do nothing now"
    if fate_playable(st, p, c, ctl):
        return ""
    return "nothing allows it now"


def printed_rule_reason(st: State, p, d) -> str:
    """Why a card's own restriction ("never with …", "only while …") stops it being played."""
    if d.not_with and in_realm(st, p, d.not_with):
        other = in_realm(st, p, d.not_with)[0][0]
        return f"{d.name} cannot be played while {_name(st, other)} is in play"
    return f"{d.name} cannot be played now: {d.text}"


def effect_reason(st: State, p, d) -> str:
    """Why an Effect cannot be played: something stops Effects, or it would do nothing."""
    statics = active_statics(st, p)
    for src, _, kind, _ in statics:
        if kind == "no_villain_effects":
            return f"While {_name(st, src)} is in your Realm you cannot play Effects"
    for src, _, kind, _ in statics:
        if kind == "no_obstacle_removal" and "Obstacle" in d.text:
            return f"{d.name} cannot do anything: {_name(st, src)} stops Obstacles being removed"
    return f"{d.name} cannot do anything now, so it cannot be played"


def attach_reason(d) -> str:
    return f"{d.name} must be attached to {'an Ally' if d.attach == 'Ally' else 'a Hero'}"


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
        return f"{_name(st, c)} is not in your Realm"
    if not isinstance(dest, int) or not 0 <= dest < len(p.locked):
        return f"{_name(st, c)} cannot go there"
    if p.locked[src] or p.locked[dest]:
        return f"{_loc_name(st, seat, src if p.locked[src] else dest)} is locked"
    if dest == src:
        return f"{_name(st, c)} is already at {_loc_name(st, seat, src)}"
    if st.table.box.move_reaches == "adjacent" and dest not in adjacent(p, src):
        return f"{_name(st, c)} can move only to a location next to {_loc_name(st, seat, src)}"
    return entry_reason(st, seat, c, dest, moving=True)


def activate_reason(st: State, p, c: int) -> str:
    """Why a card the Activate action does not offer cannot be activated."""
    d = st.table.defs[c]
    if d.activate_cost is None:
        return f"{d.name} has no Activated ability"
    return f"{d.name} is not in your Realm"
