"""Plain English words for actions and events (never ids), for players and logs.

A Portuguese table comes later through a message catalogue; these are the English strings.
"""

from __future__ import annotations

from . import events as E
from .actions import Action
from .board import content
from .state import State

ICONS = {
    "clue": "take a Clue", "money": "take a Money", "either": "take a Clue or a Money",
    "prepare": "prepare all your exhausted characters", "ability": "use a Hero's ability",
    "recruit": "recruit a Hero and/or a Helper", "track": "track Villains",
    "laurel": "become first player (Laurel)", "strategist": "become the Strategist",
    "confront": "confront a Villain", "move3": "move your other agent up to 3 cards",
    "move5": "move your other agent up to 5 cards", "question": "use a location another organization occupies",
}


def org_name(st: State | None, seat: int) -> str:
    orgs = content().organizations
    return orgs[seat].en if 0 <= seat < len(orgs) else f"player {seat + 1}"


def _n(key: str) -> str:
    return content().name_of(key)


def _place(loc: str) -> str:
    c = content()
    where = c.location[loc]
    return f"the {where.en} ({c.card[where.card].en})"


def describe(st: State, a: Action) -> str:
    v = a.verb
    if v == "allocate":
        return f"Send agent {a.a[1:]} to {_place(a.b)}"
    if v == "move":
        return f"Move agent {a.a[1:]} to {_place(a.b)}"
    if v == "pass":
        return "Pass (no agent can go anywhere)"
    if v == "use":
        return f"Use {_n(a.a)}: {content().character[a.a].text}"
    if v == "do":
        return ICONS[a.a].capitalize()
    if v == "fire":
        return "Resolve the Fire here"
    if v == "done":
        return "Done"
    if v == "start":
        return f"Start with {a.a[:-1]} Clue and {a.b[:-1]} Money"
    if v == "take":
        return f"Take a {a.a.capitalize()}"
    if v == "recruit":
        return f"Recruit {_n(a.a)}"
    if v == "track":
        return f"Track {_n(a.a)}"
    if v == "confront":
        return f"Confront {_n(a.b)} with {_n(a.a)}"
    if v == "ability":
        return f"Use the ability of {_n(a.a)}"
    if v == "exhaust":
        return f"Exhaust {_n(a.a)}"
    if v == "prepare":
        return f"Prepare {_n(a.a)}"
    if v == "steal":
        return f"Take a {a.b.capitalize()} from the {org_name(st, int(a.a[1:]) - 1)}"
    if v == "guard":
        return f"Put the guard token on {_place(a.a)}"
    if v == "place-fire":
        return f"Place the Fire token on {_place(a.a)}"
    if v == "copy":
        return f"Use the action of {_place(a.a)}"
    if v == "untrack":
        return f"Take your Tracking token back from {_n(a.a)}"
    if v == "reveal":
        return f"Reveal the City card at {a.a}"
    if v == "extinguish":
        return f"Put out the Fire on {_place(a.a)}"
    return a.text()


def describe_event(st: State | None, e: E.Event) -> str:
    def who(seat: int) -> str:
        return f"The {org_name(st, seat)}"

    if isinstance(e, E.AgentPlaced):
        return f"{who(e.seat)} put agent {e.agent[1:]} on {_place(e.dst)}"
    if isinstance(e, E.Activated):
        return f"{who(e.seat)}: {ICONS[e.icon]}"
    if isinstance(e, E.ResourcesChanged):
        parts = [f"{abs(n)} {name}" for n, name in ((e.clue, "Clue"), (e.money, "Money")) if n]
        verb = "gained" if e.clue + e.money > 0 else "lost"
        return f"{who(e.seat)} {verb} {' and '.join(parts)}"
    if isinstance(e, E.CharacterRecruited):
        return f"{who(e.seat)} recruited {_n(e.card)}"
    if isinstance(e, E.CardRevealed):
        return f"{_n(e.card)} is revealed in the {e.row} row"
    if isinstance(e, E.CardBuried):
        return f"{_n(e.card)} goes under the {e.deck} deck"
    if isinstance(e, E.CharacterState):
        return f"{_n(e.card)} of the {org_name(st, e.seat)} is {e.state}"
    if isinstance(e, E.Tracked):
        return f"{who(e.seat)} tracked {_n(e.villain)}"
    if isinstance(e, E.TrackingReturned):
        where = "to the Opportunity card" if e.dst == "opportunity" else "home"
        return f"A Tracking token of the {org_name(st, e.seat)} goes {where}"
    if isinstance(e, E.Confronted):
        how = {"sacrifice": "a heroic sacrifice", "ready": "ready for another", "struggle": "an epic struggle"}
        return f"{_n(e.character)} defeated {_n(e.villain)}: {how[e.outcome]}"
    if isinstance(e, E.FirePlaced):
        return f"{who(e.seat)} placed a Fire on {_place(e.location)}"
    if isinstance(e, E.FireRevealed):
        return f"The Fire on {_place(e.location)}: {content().fire[e.fire].text}"
    if isinstance(e, E.FireResolved):
        return f"{who(e.seat)} put out the Fire ({content().fire[e.fire].reputation} Reputation)"
    if isinstance(e, E.CityRevealed):
        return f"{who(e.seat)} revealed {_n(e.card)} at {e.cell}"
    if isinstance(e, E.SpecialEvent):
        return ("Every organization receives its second agent" if e.what == "second agent"
                else "From now on, Elite Villains are revealed")
    if isinstance(e, E.OrderChanged):
        return "Player order: " + ", ".join(org_name(st, s) for s in e.order)
    if isinstance(e, E.StrategistChanged):
        return f"{who(e.seat)} is now the Strategist"
    if isinstance(e, E.GuardPosted):
        return f"{who(e.seat)} posted {_n(e.card)}'s guard on {_place(e.location)}"
    if isinstance(e, E.NicknameTaken):
        return f"{who(e.seat)} earned the Nickname \u201c{_n(e.nickname)}\u201d"
    if isinstance(e, E.TurnBegins):
        kind = "extra action" if e.extra else f"{e.side} turn"
        return f"Round {e.round}: {org_name(st, e.seat)}'s {kind}"
    if isinstance(e, E.GameOver):
        names = " and ".join(org_name(st, s) for s in e.winners)
        return f"Game over: {names} {'win' if len(e.winners) > 1 else 'wins'} ({', '.join(map(str, e.scores))})"
    return type(e).__name__
