"""The canonical text of actions (docs/content/stargate-notation.md) and plain words.

Cards are named by their key (``ravine``); a card of another seat by ``p2:key``. Copies in
hand are interchangeable, so the text never needs a copy number: ``parse`` matches the text
against the legal actions of the state.
"""

from __future__ import annotations

from game.core.phrase import N_, Name, join, say

from . import totals as T
from .actions import (
    BOOST,
    BOTTOM,
    COMPLICATE,
    CONTINUE,
    DECLINE,
    DESTROY,
    DISCARD,
    END,
    INCAPACITATE,
    KEEP,
    MULLIGAN,
    NO_CARD_VERBS,
    PASS,
    PLACE,
    PLAY,
    REVIVE,
    SCORE,
    STOP,
    USE,
    WITHDRAW,
    Action,
)
from .events import (
    Boosted,
    CardMoved,
    CardsDrawn,
    ComplicationPlayed,
    Effected,
    Event,
    Milled,
    MissionFlipped,
    MissionResolved,
    Passed,
    PowerChanged,
    ShipBattle,
    StateChanged,
    TurnBegan,
    Won,
)
from .state import State


def label(st: State, iid: int, viewer: int) -> str:
    comps = st.mission.complications
    if iid in comps:  # face down: named by its place, never by its face
        return f"complication{comps.index(iid) + 1}"
    key = T.card(st, iid).key
    owner = st.table.owner[iid]
    return key if owner == viewer else f"p{owner + 1}:{key}"


def text(st: State, a: Action) -> str:
    v = a.verb
    if v in NO_CARD_VERBS:
        return v
    viewer = st.actor
    if v == PLACE:
        return f"place >{label(st, a.target, viewer)}"
    out = f"{v} {label(st, a.card, viewer)}"
    if a.target >= 0:
        out += f" >{label(st, a.target, viewer)}"
    return out


def parse(st: State, legal: tuple[Action, ...], txt: str) -> Action:
    want = " ".join(txt.strip().lower().split())
    for a in legal:
        if text(st, a) == want:
            return a
    sample = ", ".join(repr(text(st, a)) for a in legal[:6])
    raise ValueError(f"{txt!r} is not a legal action now; legal actions include {sample}")


def name(st: State, iid: int) -> str:
    return Name(T.card(st, iid).name)  # printed names stay as printed in every language


def player(seat: int) -> str:
    return say("Player {number}", number=seat + 1)


#: the engine's words inside log lines (zones, card states, effect verbs): catalogue words,
#: translated where the line is shown
ZONE_WORDS = (N_("hand"), N_("discard"), N_("mission"), N_("play"), N_("score"), N_("completed"))
STATE_WORDS = (N_("ready"), N_("assigned"), N_("stopped"), N_("incapacitated"))
EFFECT_WORDS = (N_("draw"), N_("gain"), N_("skill"), N_("difficulty"), N_("mill"), N_("destroy"),
                N_("promote"))


def describe(st: State, a: Action) -> str:
    """Plain words for a player, never ids (a phrase: the English sentence, translatable)."""
    v = a.verb
    c = name(st, a.card) if a.card >= 0 else ""
    t = name(st, a.target) if a.target >= 0 else ""
    if a.target in st.mission.complications and st.table.owner[a.target] != st.actor:
        # a complication lies face down: the player who did not play it never learns its name
        t = say("a face-down complication")
    if v == STOP:
        return say("Stop {card} before the first turn", card=c)
    if v == MULLIGAN:
        return say("Shuffle your hand back and draw a new one")
    if v == KEEP:
        return say("Keep your opening hand")
    if v == PLAY:
        d = T.card(st, a.card)
        if d.kind == "gear":
            return say("Equip {target} with {card} ({cost} power)", target=t, card=c, cost=d.cost)
        if d.kind == "obstacle":
            if t:
                return say("Play the obstacle {card} at the mission ({cost} power), blocking {target}",
                           card=c, cost=d.cost, target=t)
            return say("Play the obstacle {card} at the mission ({cost} power)", card=c, cost=d.cost)
        if d.kind == "adversary":
            return say("Bring in the adversary {card} ({cost} power)", card=c, cost=d.cost)
        if t:
            return say("Play {card} on {target} ({cost} power)", card=c, target=t, cost=d.cost)
        return say("Play {card} ({cost} power)", card=c, cost=d.cost)
    if v == "assign":
        return say("Assign {card} to the mission", card=c)
    if v == BOOST:
        return say("Discard {card} to boost {target}", card=c, target=t)
    if v == COMPLICATE:
        return say("Put {card} face down at the mission as a complication ({cost} power)", card=c,
                   cost=T.complication_cost(st))
    if v == USE:
        return say("Stop {card} to use its ability", card=c)
    if v == WITHDRAW:
        return say("Withdraw {card} from the mission ({cost} power)", card=c,
                   cost=T.card(st, a.card).withdraw_cost())
    if v == PASS:
        return say("Pass")
    if v == INCAPACITATE:
        return say("Incapacitate {card}", card=c)
    if v == DECLINE:
        return say("Incapacitate no ship")
    if v == REVIVE:
        return say("Revive {card} (mill {count})", card=c, count=T.card(st, a.card).revive)
    if v == SCORE:
        return say("Score {card} in your villain score pile", card=c)
    if v == DESTROY:
        return say("Let {card} be destroyed", card=c)
    if v == PLACE:
        return say("Put the completed mission under {target}", target=t)
    if v == CONTINUE:
        cost = T.continue_cost(st)
        if not cost:
            return say("Attempt another mission (free: none failed this turn)")
        return say("Attempt another mission ({cost} power to the villain)", cost=cost)
    if v == END:
        return say("End the mission phase")
    if v == BOTTOM:
        return say("Put {card} at the bottom of your Mission pile", card=c)
    if v == DISCARD:
        return say("Discard {card}", card=c)
    return v


def describe_event(st: State, e: Event) -> str:
    def n(iid: int) -> str:
        return name(st, iid) if iid >= 0 else say("a card")

    if isinstance(e, TurnBegan):
        return say("Turn {turn}: {hero} is the hero, {villain} the villain ({power} power each)",
                   turn=e.turn, hero=player(e.hero), villain=player(e.villain), power=e.power)
    if isinstance(e, MissionFlipped):
        return say("{player} attempts {card}", player=player(e.seat), card=n(e.card))
    if isinstance(e, CardMoved):
        return say("{player}: {card} goes from {source} to {dest}", player=player(e.who), card=n(e.card),
                   source=e.source, dest=e.dest)
    if isinstance(e, ComplicationPlayed):
        return say("{player} adds a complication for {cost} power", player=player(e.who), cost=e.cost)
    if isinstance(e, StateChanged):
        return say("{card} is now {state}", card=n(e.card), state=e.state)
    if isinstance(e, Boosted):
        return say("{player} boosts {card}", player=player(e.who), card=n(e.card))
    if isinstance(e, Passed):
        return say("{player} passes", player=player(e.who))
    if isinstance(e, PowerChanged):
        if e.delta > 0:
            return say("{player} gains {count} power", player=player(e.seat), count=abs(e.delta))
        return say("{player} pays {count} power", player=player(e.seat), count=abs(e.delta))
    if isinstance(e, Milled):
        return say("{player} mills {cards}", player=player(e.seat), cards=join(", ", [n(c) for c in e.cards]))
    if isinstance(e, CardsDrawn):
        return say("{player} draws {count}", player=player(e.seat), count=e.count)
    if isinstance(e, ShipBattle):
        if e.winner >= 0:
            return say("Ship battle {hero} against {villain}: {winner} wins", hero=e.hero_firepower,
                       villain=e.villain_firepower, winner=player(e.winner))
        return say("Ship battle {hero} against {villain}: nobody wins", hero=e.hero_firepower,
                   villain=e.villain_firepower)
    if isinstance(e, MissionResolved):
        if e.success:
            return say("{card} succeeds: skill {skill} against difficulty {difficulty}", card=n(e.card),
                       skill=e.skill_total, difficulty=e.difficulty_total)
        return say("{card} fails: skill {skill} against difficulty {difficulty}", card=n(e.card),
                   skill=e.skill_total, difficulty=e.difficulty_total)
    if isinstance(e, Effected):
        if e.n:
            return say("{card}: {verb} {count}", card=n(e.card), verb=e.verb, count=e.n)
        return say("{card}: {verb}", card=n(e.card), verb=e.verb)
    if isinstance(e, Won):
        return say("{player} wins ({how})", player=player(e.seat), how=e.how)
    return type(e).__name__
