"""Engine events in plain words, for the game log, the terminal and replays."""

from __future__ import annotations

from .state import State


def _who(st: State, seat: int) -> str:
    return f"{st.players[seat].villain.name} (p{seat + 1})"


def _card(st: State, c: int) -> str:
    return st.table.defs[c].name


def _loc(st: State, seat: int, loc: int) -> str:
    return st.players[seat].villain.locations[loc].name


def describe(st: State, ev: tuple) -> str:
    """One event as a sentence. ``st`` is the state after the event."""
    kind = ev[0]
    if kind == "turn":
        return f"Round {ev[2]}: {_who(st, ev[1])} begins a turn."
    if kind == "mover":
        return f"{_who(st, ev[1])} moves to {_loc(st, ev[1], ev[2])}."
    if kind == "power":
        return f"{_who(st, ev[1])} gains {ev[2]} Power."
    if kind == "draw":
        return f"{_who(st, ev[1])} draws {ev[2]} card{'s' if ev[2] != 1 else ''}."
    if kind == "shuffle":
        return f"{_who(st, ev[1])} shuffles the {ev[2].capitalize()} deck."
    if kind == "play":
        seat, c, loc, cost = ev[1], ev[2], ev[3], ev[4]
        paid = f" for {cost} Power" if cost else ""
        if loc < 0:
            return f"{_card(st, c)} is played in {_who(st, seat)}'s Realm{paid}."
        return f"{_card(st, c)} is played to {_loc(st, seat, loc)}{paid}."
    if kind == "attach":
        paid = f" for {ev[4]} Power" if ev[4] else ""
        return f"{_card(st, ev[2])} is attached to {_card(st, ev[3])}{paid}."
    if kind == "activate":
        return f"{_who(st, ev[1])} activates {_card(st, ev[2])}."
    if kind == "fate":
        return f"{_who(st, ev[1])} takes a Fate action against {_who(st, ev[2])}."
    if kind == "reveal":
        names = ", ".join(_card(st, c) for c in ev[2]) or "nothing"
        return f"Revealed: {names}."
    if kind == "move":
        return f"{_card(st, ev[2])} moves from {_loc(st, ev[1], ev[3])} to {_loc(st, ev[1], ev[4])}."
    if kind == "vanquish":
        used = ", ".join(_card(st, a) for a in ev[3]) or "no Allies"
        return f"{_who(st, ev[1])} vanquishes {_card(st, ev[2])} with {used}."
    if kind == "defeat":
        return f"{_card(st, ev[2])} is defeated."
    if kind == "discard":
        return f"{_who(st, ev[1])} discards {_card(st, ev[2])}."
    if kind == "discarded":
        return f"{_card(st, ev[2])} goes to the discard pile."
    if kind == "to_hand":
        return f"{_card(st, ev[2])} goes to {_who(st, ev[1])}'s hand."
    if kind == "found":
        return f"{_card(st, ev[2])} is found."
    if kind == "obstacle":
        verb = "removed from" if ev[3] < 0 else "put back at"
        return f"An Obstacle is {verb} {_loc(st, ev[1], ev[2])}."
    if kind == "condition":
        return f"{_who(st, ev[1])} plays the Condition {_card(st, ev[2])}."
    if kind == "trapped":
        return f"{_card(st, ev[2])} is Trapped."
    if kind == "released":
        return f"{_card(st, ev[2])} is freed from the Trapped token."
    if kind == "unlock":
        return f"{_loc(st, ev[1], ev[2])} is unlocked."
    if kind == "claim":
        return f"{_who(st, ev[1])} claims The Black Cauldron."
    if kind == "relic":
        if ev[2] == 1:
            return f"The Black Cauldron turns back to its dormant side for {_who(st, ev[1])}."
        return f"The Power of the Black Cauldron now shows for {_who(st, ev[1])}."
    if kind == "reorder":
        return f"{_who(st, ev[1])} looks at the top {ev[2]} Fate cards and puts them back in an order."
    if kind == "replace":
        return (f"{_who(st, ev[1])} pays 2 Power: {_card(st, ev[3])} replaces {_card(st, ev[2])} "
                f"at {_loc(st, ev[1], ev[4])}.")
    if kind == "pay":
        return f"{_who(st, ev[1])} pays {ev[2]} Power."
    if kind == "end":
        return f"{_who(st, ev[1])} ends the turn."
    if kind == "win":
        return f"{_who(st, ev[1])} has achieved the Objective and wins!"
    return " ".join(str(x) for x in ev)
