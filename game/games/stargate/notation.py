"""The canonical text of actions (docs/content/stargate-notation.md) and plain words.

Cards are named by their key (``ravine``); a card of another seat by ``p2:key``. Copies in
hand are interchangeable, so the text never needs a copy number: ``parse`` matches the text
against the legal actions of the state.
"""

from __future__ import annotations

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
    return T.card(st, iid).name


def player(seat: int) -> str:
    return f"Player {seat + 1}"


def describe(st: State, a: Action) -> str:
    """Plain words for a player, never ids."""
    v = a.verb
    c = name(st, a.card) if a.card >= 0 else ""
    t = name(st, a.target) if a.target >= 0 else ""
    if v == STOP:
        return f"Stop {c} before the first turn"
    if v == MULLIGAN:
        return "Shuffle your hand back and draw a new one"
    if v == KEEP:
        return "Keep your opening hand"
    if v == PLAY:
        d = T.card(st, a.card)
        if d.kind == "gear":
            return f"Equip {t} with {c} ({d.cost} power)"
        if d.kind == "obstacle":
            extra = f", blocking {t}" if t else ""
            return f"Play the obstacle {c} at the mission ({d.cost} power){extra}"
        if d.kind == "adversary":
            return f"Bring in the adversary {c} ({d.cost} power)"
        if t:
            return f"Play {c} on {t} ({d.cost} power)"
        return f"Play {c} ({d.cost} power)"
    if v == "assign":
        return f"Assign {c} to the mission"
    if v == BOOST:
        return f"Discard {c} to boost {t}"
    if v == COMPLICATE:
        return f"Put {c} face down at the mission as a complication ({T.complication_cost(st)} power)"
    if v == USE:
        return f"Stop {c} to use its ability"
    if v == WITHDRAW:
        return f"Withdraw {c} from the mission ({T.card(st, a.card).withdraw_cost()} power)"
    if v == PASS:
        return "Pass"
    if v == INCAPACITATE:
        return f"Incapacitate {c}"
    if v == DECLINE:
        return "Incapacitate no ship"
    if v == REVIVE:
        return f"Revive {c} (mill {T.card(st, a.card).revive})"
    if v == SCORE:
        return f"Score {c} in your villain score pile"
    if v == DESTROY:
        return f"Let {c} be destroyed"
    if v == PLACE:
        return f"Put the completed mission under {t}"
    if v == CONTINUE:
        cost = T.continue_cost(st)
        if not cost:
            return "Attempt another mission (free: none failed this turn)"
        return f"Attempt another mission ({cost} power to the villain)"
    if v == END:
        return "End the mission phase"
    if v == BOTTOM:
        return f"Put {c} at the bottom of your Mission pile"
    if v == DISCARD:
        return f"Discard {c}"
    return v


def describe_event(st: State, e: Event) -> str:
    def n(iid: int) -> str:
        return name(st, iid) if iid >= 0 else "a card"

    if isinstance(e, TurnBegan):
        return (f"Turn {e.turn}: {player(e.hero)} is the hero, {player(e.villain)} the villain "
                f"({e.power} power each)")
    if isinstance(e, MissionFlipped):
        return f"{player(e.seat)} attempts {n(e.card)}"
    if isinstance(e, CardMoved):
        return f"{player(e.who)}: {n(e.card)} goes from {e.source} to {e.dest}"
    if isinstance(e, ComplicationPlayed):
        return f"{player(e.who)} adds a complication for {e.cost} power"
    if isinstance(e, StateChanged):
        return f"{n(e.card)} is now {e.state}"
    if isinstance(e, Boosted):
        return f"{player(e.who)} boosts {n(e.card)}"
    if isinstance(e, Passed):
        return f"{player(e.who)} passes"
    if isinstance(e, PowerChanged):
        return f"{player(e.seat)} {'gains' if e.delta > 0 else 'pays'} {abs(e.delta)} power"
    if isinstance(e, Milled):
        return f"{player(e.seat)} mills {', '.join(n(c) for c in e.cards)}"
    if isinstance(e, CardsDrawn):
        return f"{player(e.seat)} draws {e.count}"
    if isinstance(e, ShipBattle):
        who = player(e.winner) if e.winner >= 0 else "nobody"
        return f"Ship battle {e.hero_firepower} against {e.villain_firepower}: {who} wins"
    if isinstance(e, MissionResolved):
        res = "succeeds" if e.success else "fails"
        return f"{n(e.card)} {res}: skill {e.skill_total} against difficulty {e.difficulty_total}"
    if isinstance(e, Effected):
        return f"{n(e.card)}: {e.verb} {e.n}" if e.n else f"{n(e.card)}: {e.verb}"
    if isinstance(e, Won):
        return f"{player(e.seat)} wins ({e.how})"
    return type(e).__name__
