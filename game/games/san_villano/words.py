"""Plain words for actions and events (never ids), for players and logs.

They are English phrases (``game.core.phrase``): the table says them in the language chosen
(Portuguese names of the cards come from the content; docs/translation.md).
"""

from __future__ import annotations

from game.core.phrase import N_, Name, Phrase, join, say

from . import events as E
from .actions import Action
from .board import content
from .state import State

ICONS = {
    "clue": N_("take a Clue"), "money": N_("take a Money"), "either": N_("take a Clue or a Money"),
    "prepare": N_("prepare all your exhausted characters"), "ability": N_("use a Hero's ability"),
    "recruit": N_("recruit a Hero and/or a Helper"), "track": N_("track Villains"),
    "laurel": N_("become first player (Laurel)"), "strategist": N_("become the Strategist"),
    "confront": N_("confront a Villain"), "move3": N_("move your other agent up to 3 cards"),
    "move5": N_("move your other agent up to 5 cards"),
    "question": N_("use a location another organization occupies"),
}
#: an icon's words as a button (the same words, the first letter capitalised; the game's terms
#: keep their capitals, as in ICONS)
ICON_BUTTONS = {
    "clue": N_("Take a Clue"), "money": N_("Take a Money"), "either": N_("Take a Clue or a Money"),
    "prepare": N_("Prepare all your exhausted characters"), "ability": N_("Use a Hero's ability"),
    "recruit": N_("Recruit a Hero and/or a Helper"), "track": N_("Track Villains"),
    "laurel": N_("Become first player (Laurel)"), "strategist": N_("Become the Strategist"),
    "confront": N_("Confront a Villain"), "move3": N_("Move your other agent up to 3 cards"),
    "move5": N_("Move your other agent up to 5 cards"),
    "question": N_("Use a location another organization occupies"),
}
RESOURCES = {"clue": N_("Clue"), "money": N_("Money")}
STATES = {"exhausted": N_("exhausted"), "prepared": N_("prepared"), "returned to the box": N_("returned to the box")}


def org_name(st: State | None, seat: int) -> str:
    orgs = content().organizations
    if 0 <= seat < len(orgs):
        return Name(orgs[seat].en, pt=orgs[seat].name)
    return say("player {number}", number=seat + 1)


def name(key: str) -> Name:
    """A card's, location's or token's name: English, and its Portuguese (the game's own)."""
    c = content()
    for table in (c.character, c.villain, c.location, c.card, c.nickname):
        if key in table:
            return Name(table[key].en, pt=table[key].name)
    return Name(c.name_of(key), pt="Incêndio" if key in c.fire else c.name_of(key))


_n = name


def _place(loc: str) -> str:
    c = content()
    where = c.location[loc]
    return say("the {location} ({card})", location=name(loc), card=name(where.card))


def amount(n: int, resource: str) -> Phrase:
    """``n`` tokens of a resource in words: "1 Clue", "2 Clues", "3 Money" (the rulebook's "two
    Clue tokens"; Money is a mass noun, as in "5 Money")."""
    if resource == "clue":
        return say("1 Clue") if n == 1 else say("{count} Clues", count=n)
    return say("{count} Money", count=n)


def price(clue: int, money: int) -> Phrase:
    """What something costs, "2 Clues and 1 Money"."""
    return say("{clue} and {money}", clue=amount(clue, "clue"), money=amount(money, "money"))


def describe(st: State, a: Action) -> str:
    v = a.verb
    if v == "allocate":
        return say("Send agent {agent} to {place}", agent=a.a[1:], place=_place(a.b))
    if v == "move":
        return say("Move agent {agent} to {place}", agent=a.a[1:], place=_place(a.b))
    if v == "pass":
        return N_("Pass (no agent can go anywhere)")
    if v == "use":
        # the card's text is on the card (hover enlarges it); a button has room for a name only
        return say("Use the ability of {card}", card=_n(a.a))
    if v == "do":
        return ICON_BUTTONS[a.a]
    if v == "fire":
        return N_("Resolve the Fire here")
    if v == "done":
        return N_("Done")
    if v == "start":
        return say("Start with {resources}", resources=price(int(a.a[:-1]), int(a.b[:-1])))
    if v == "take":
        return say("Take a {resource}", resource=RESOURCES[a.a])
    if v == "recruit":
        return say("Recruit {card}", card=_n(a.a))
    if v == "track":
        return say("Track {card}", card=_n(a.a))
    if v == "confront":
        return say("Confront {villain} with {hero}", villain=_n(a.b), hero=_n(a.a))
    if v == "ability":
        return say("Use the ability of {card}", card=_n(a.a))
    if v == "exhaust":
        return say("Exhaust {card}", card=_n(a.a))
    if v == "prepare":
        return say("Prepare {card}", card=_n(a.a))
    if v == "steal":
        return say("Take a {resource} from the {organization}", resource=RESOURCES[a.b],
                   organization=org_name(st, int(a.a[1:]) - 1))
    if v == "guard":
        return say("Put the guard token on {place}", place=_place(a.a))
    if v == "place-fire":
        return say("Place the Fire token on {place}", place=_place(a.a))
    if v == "copy":
        return say("Use the action of {place}", place=_place(a.a))
    if v == "untrack":
        return say("Take your Tracking token back from {card}", card=_n(a.a))
    if v == "reveal":
        return say("Reveal the City card at {cell}", cell=Name(a.a))
    if v == "extinguish":
        return say("Put out the Fire on {place}", place=_place(a.a))
    return Name(a.text())


_OUTCOMES = {"sacrifice": N_("a heroic sacrifice"), "ready": N_("ready for another"),
             "struggle": N_("an epic struggle")}
_ROWS = {"hero": N_("hero"), "helper": N_("helper"), "villain": N_("villain")}


def describe_event(st: State | None, e: E.Event) -> str:
    def who(seat: int) -> str:
        return say("The {organization}", organization=org_name(st, seat))

    if isinstance(e, E.AgentPlaced):
        return say("{who} put agent {agent} on {place}", who=who(e.seat), agent=e.agent[1:], place=_place(e.dst))
    if isinstance(e, E.Activated):
        return say("{who}: {icon}", who=who(e.seat), icon=ICONS[e.icon])
    if isinstance(e, E.ResourcesChanged):
        parts = [amount(abs(n), resource) for n, resource in ((e.clue, "clue"), (e.money, "money")) if n]
        if e.clue + e.money > 0:
            return say("{who} gained {what}", who=who(e.seat), what=join(" and ", parts))
        return say("{who} lost {what}", who=who(e.seat), what=join(" and ", parts))
    if isinstance(e, E.CharacterRecruited):
        return say("{who} recruited {card}", who=who(e.seat), card=_n(e.card))
    if isinstance(e, E.CardRevealed):
        return say("{card} is revealed in the {row} row", card=_n(e.card), row=_ROWS.get(e.row, Name(e.row)))
    if isinstance(e, E.CardBuried):
        return say("{card} goes under the {deck} deck", card=_n(e.card), deck=_ROWS.get(e.deck, Name(e.deck)))
    if isinstance(e, E.CharacterState):
        return say("{card} of the {organization} is {state}", card=_n(e.card), organization=org_name(st, e.seat),
                   state=STATES.get(e.state, Name(e.state)))
    if isinstance(e, E.Tracked):
        return say("{who} tracked {card}", who=who(e.seat), card=_n(e.villain))
    if isinstance(e, E.TrackingReturned):
        if e.dst == "opportunity":
            return say("A Tracking token of the {organization} goes to the Opportunity card",
                       organization=org_name(st, e.seat))
        return say("A Tracking token of the {organization} goes home", organization=org_name(st, e.seat))
    if isinstance(e, E.Confronted):
        return say("{hero} defeated {villain}: {outcome}", hero=_n(e.character), villain=_n(e.villain),
                   outcome=_OUTCOMES[e.outcome])
    if isinstance(e, E.FirePlaced):
        return say("{who} placed a Fire on {place}", who=who(e.seat), place=_place(e.location))
    if isinstance(e, E.FireRevealed):
        return say("The Fire on {place}: {text}", place=_place(e.location), text=content().fire[e.fire].text)
    if isinstance(e, E.FireResolved):
        return say("{who} put out the Fire ({reputation} Reputation)", who=who(e.seat),
                   reputation=content().fire[e.fire].reputation)
    if isinstance(e, E.CityRevealed):
        return say("{who} revealed {card} at {cell}", who=who(e.seat), card=_n(e.card), cell=Name(e.cell))
    if isinstance(e, E.SpecialEvent):
        return (N_("Every organization receives its second agent") if e.what == "second agent"
                else N_("From now on, Elite Villains are revealed"))
    if isinstance(e, E.OrderChanged):
        return say("Player order: {order}", order=join(", ", [org_name(st, s) for s in e.order]))
    if isinstance(e, E.StrategistChanged):
        return say("{who} is now the Strategist", who=who(e.seat))
    if isinstance(e, E.GuardPosted):
        return say("{who} posted {card}'s guard on {place}", who=who(e.seat), card=_n(e.card), place=_place(e.location))
    if isinstance(e, E.NicknameTaken):
        return say("{who} earned the Nickname \u201c{nickname}\u201d", who=who(e.seat), nickname=_n(e.nickname))
    if isinstance(e, E.TurnBegins):
        if e.extra:
            return say("Round {round}: {organization}'s extra action", round=e.round, organization=org_name(st, e.seat))
        if e.side == "day":
            return say("Round {round}: {organization}'s day turn", round=e.round, organization=org_name(st, e.seat))
        if e.side == "night":
            return say("Round {round}: {organization}'s night turn", round=e.round, organization=org_name(st, e.seat))
        return say("Round {round}: {organization}'s {side} turn", round=e.round, organization=org_name(st, e.seat),
                   side=Name(e.side))
    if isinstance(e, E.GameOver):
        names = join(" and ", [org_name(st, s) for s in e.winners])
        scores = join(", ", [str(x) for x in e.scores])
        if len(e.winners) > 1:
            return say("Game over: {names} win ({scores})", names=names, scores=scores)
        return say("Game over: {names} wins ({scores})", names=names, scores=scores)
    return Name(type(e).__name__)
