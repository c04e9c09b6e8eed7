"""Why a move is not legal, in plain words.

The table asks this when a drop matches no legal action, so that the piece can glide
back with a reason ("The Ballroom is locked", "Beast has Strength 6; your Allies there
have 4"). Intents are small tuples naming what the player tried, not engine actions:

- ``("mover", loc)``: move the Villain mover to a location
- ``("play", card, loc)`` / ``("attach", card, host)``: play a card from hand
- ``("move_card", card, loc)``, ``("move_hero", hero, loc)``
- ``("vanquish", hero)``, ``("fate", seat)``, ``("discard",)``, ``("activate", card)``
"""

from __future__ import annotations

from . import rules as R
from .cardplay import card_allowed, undoable_step, vanquish_helpers
from .realm import (
    active_statics,
    adjacent,
    card_cost,
    covered,
    heroes,
    in_realm,
    location_of,
    may_enter,
    strength,
)
from .state import State
from .turn import free_symbols
from .vocabulary import SYMBOL_NAMES


def _loc_name(st: State, seat: int, loc: int) -> str:
    return st.players[seat].villain.locations[loc].name


def _name(st: State, c: int) -> str:
    return st.table.defs[c].name


_SYMBOL_NAMES = SYMBOL_NAMES


def _symbol_reason(st: State, sym: str) -> str | None:
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


def why_not(st: State, seat: int, intent: tuple) -> str:
    """A sentence saying why ``intent`` is not legal for ``seat`` now."""
    if st.winner is not None:
        return "The game is over"
    if R.current_player(st) != seat:
        who = st.players[R.current_player(st)].villain.name
        return f"It is {who}'s decision now"
    kind = intent[0]
    p = st.players[seat]
    if st.prompt is not None and kind not in ("pick",):
        return st.prompt.message
    if kind == "mover":
        loc = intent[1]
        if st.phase != "move":
            return "You have already moved your Villain this turn"
        if loc == p.mover:
            return "You must move to a different location"
        if p.locked[loc]:
            return f"{_loc_name(st, seat, loc)} is locked"
        return "Your Villain cannot go there"
    if kind in ("play", "attach"):
        return _why_not_play(st, seat, intent)
    if kind == "move_card":
        c, dest = intent[1], intent[2]
        if (r := _symbol_reason(st, "move_item_ally")) is not None:
            return r
        src = location_of(p, c)
        if src < 0:
            return f"{_name(st, c)} is not in your Realm"
        if p.locked[src] or p.locked[dest]:
            return f"{_loc_name(st, seat, src if p.locked[src] else dest)} is locked"
        if dest not in adjacent(p, src):
            return f"{_name(st, c)} can move only to a location next to {_loc_name(st, seat, src)}"
        if st.table.defs[c].type == "Ally" and any(s[2] == "only_fate_moves_allies" for s in active_statics(st, p)):
            return "While Fairy Godmother is in your Realm, only Fate cards can move Allies"
        return _entry_reason(st, seat, c, dest, moving=True)
    if kind == "move_hero":
        if (r := _symbol_reason(st, "move_hero")) is not None:
            return r
        return "That Hero cannot move there"
    if kind == "vanquish":
        h = intent[1]
        if (r := _symbol_reason(st, "vanquish")) is not None:
            return r
        loc = location_of(p, h)
        if loc < 0:
            return f"{_name(st, h)} is not in your Realm"
        if p.locked[loc]:
            return f"{_loc_name(st, seat, loc)} is locked"
        statics = active_statics(st, p)
        need = strength(st, p, h, statics, loc)
        helpers = vanquish_helpers(st, p, h, loc, statics)
        have = sum(max(0, strength(st, p, a, statics)) for a in helpers)
        if not helpers:
            return f"You have no Allies at {_loc_name(st, seat, loc)} to vanquish {_name(st, h)}"
        return f"{_name(st, h)} has Strength {need}; your Allies there have {have}"
    if kind == "fate":
        target = intent[1]
        if (r := _symbol_reason(st, "fate")) is not None:
            return r
        if target == seat:
            return "A Fate action targets another player"
        if target == st.fate_token:
            return f"{st.players[target].villain.name} holds the Fate token and cannot be targeted"
        return "That player has no Fate cards left"
    if kind == "discard":
        if (r := _symbol_reason(st, "discard")) is not None:
            return r
        return "You have no cards to discard"
    if kind == "activate":
        if (r := _symbol_reason(st, "activate")) is not None:
            return r
        c = intent[1]
        d = st.table.defs[c]
        if d.activate_cost is None:
            return f"{d.name} has no Activated ability"
        if d.activate_cost > p.power:
            return f"Activating {d.name} costs {d.activate_cost} Power; you have {p.power}"
        return f"{d.name} cannot do anything now"
    return "That move is not possible now"


def _entry_reason(st: State, seat: int, c: int, loc: int, moving: bool = False) -> str:
    p = st.players[seat]
    d = st.table.defs[c]
    where = p.villain.locations[loc]
    if p.locked[loc]:
        return f"{where.name} is locked"
    if where.admits is not None and d.key not in where.admits:
        names = ", ".join(p.villain.by_key[k].name for k in where.admits if k in p.villain.by_key)
        return f"Only {names} may enter {where.name}"
    for src, sloc, kind, arg in active_statics(st, p):
        if kind == "no_allies_enter" and d.type == "Ally" and arg == loc:
            return f"No Ally may enter {where.name} while {_name(st, src)} is in play"
        if kind == "forbid_card_here" and sloc == loc and arg == d.key and not moving:
            return f"{d.name} cannot be played where {_name(st, src)} is"
    return f"{d.name} cannot go to {where.name}"


def _why_not_play(st: State, seat: int, intent: tuple) -> str:
    p = st.players[seat]
    c = intent[1]
    d = st.table.defs[c]
    if c not in p.hand:
        return f"{d.name} is not in your hand"
    if d.type == "Condition":
        return f"{d.name} is a Condition: it is played in another player's turn, when it says"
    if (r := _symbol_reason(st, "play")) is not None:
        return r
    cost = card_cost(st, p, c)
    if cost > p.power:
        return f"{d.name} costs {cost} Power; you have {p.power}"
    if d.not_with and in_realm(st, p, d.not_with):
        other = in_realm(st, p, d.not_with)[0][0]
        return f"{d.name} cannot be played while {_name(st, other)} is in play"
    if d.playable_when is not None and not card_allowed(st, p, d):
        return f"{d.name} cannot be played now: {d.text}"
    if d.type == "Effect":
        if any(s[2] == "no_villain_effects" for s in active_statics(st, p)):
            src = next(s[0] for s in active_statics(st, p) if s[2] == "no_villain_effects")
            return f"While {_name(st, src)} is in your Realm you cannot play Effects"
        if any(s[2] == "no_obstacle_removal" for s in active_statics(st, p)) and "Obstacle" in d.text:
            src = next(s[0] for s in active_statics(st, p) if s[2] == "no_obstacle_removal")
            return f"{d.name} cannot do anything: {_name(st, src)} stops Obstacles being removed"
        return f"{d.name} cannot do anything now, so it cannot be played"
    if d.attach is not None:
        if intent[0] != "attach":
            return f"{d.name} must be attached to {'an Ally' if d.attach == 'Ally' else 'a Hero'}"
        host = intent[2]
        if st.table.defs[host].type != d.attach:
            return f"{d.name} must be attached to {'an Ally' if d.attach == 'Ally' else 'a Hero'}"
        loc = location_of(p, host)
        if loc >= 0 and p.locked[loc]:
            return f"{_loc_name(st, seat, loc)} is locked"
        return f"{d.name} cannot be attached there"
    if intent[0] == "attach":
        return f"{d.name} is played to a location, not onto a card"
    loc = intent[2]
    if d.replaces is not None:
        old = in_realm(st, p, (d.replaces,))
        old_name = p.villain.by_key[d.replaces].name
        if not old:
            return f"{d.name} is played by discarding {old_name} from your Realm, and she is not there"
        if loc != old[0][1]:
            return f"{d.name} must take {old_name}'s place at {_loc_name(st, seat, old[0][1])}"
    elif not may_enter(st, p, c, loc):
        return _entry_reason(st, seat, c, loc)
    step = undoable_step(st, p, c, loc, seat)
    if step is not None:
        return _ability_reason(st, seat, c, loc, step)
    return _entry_reason(st, seat, c, loc)


def _ability_reason(st: State, seat: int, c: int, loc: int, step: dict) -> str:
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
    if verb == "bring_here" and named:
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
    from .cardplay import fate_playable
    from .realm import may_enter
    from .resolution import feasible

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
