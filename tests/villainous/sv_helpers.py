"""Building Scum and Villainy card positions: a three-player game of the box, cards put where a
card's text can happen, the card played (or revealed, or triggered) through the engine."""

from __future__ import annotations

from game.games.villainous.cards import load_villain
from game.games.villainous.invariants import check
from game.games.villainous.realm import strength
from game.games.villainous.scum_and_villainy import deep_space

from .helpers import at, do, fate_top, iid, legal, loc, new, pull, set_hand, vside

SV = ("cad-bane", "seventh-sister", "boba-fett")
CAD, SISTER, BOBA = 0, 1, 2
#: per villain: a location with Play a Credits Card and Ambition both in its top row (no Hero
#: may stand there), and the one with Activate
PLAY_AT = {CAD: "black-stall-station", SISTER: "inquisitorius-fortress", BOBA: "corellia"}
AMBITION_AT = {CAD: "bora-vio", SISTER: "inquisitorius-fortress", BOBA: "corellia"}
ACTIVATE_AT = {CAD: "black-stall-station", SISTER: "garel-city", BOBA: "executor-bridge"}
#: a location of each opponent with a Fate symbol, and one with Vanquish
FATE_AT = {CAD: "coruscant", SISTER: "bilzen", BOBA: "executor-bridge"}


def game(seed: int = 5):
    """The box's three villains. No Condition is left in a hand (they go to the bottom of the
    deck): nobody interrupts a card under test unless the test deals one."""
    st = new(SV, seed)
    for q in st.players:
        held = [c for c in q.hand if st.table.defs[c].type == "Condition"]
        q.hand[:] = [c for c in q.hand if c not in held]
        q.deck.extend(held)
    return st


def ready(st, seat: int, where: str, credits: int = 9, ambition: int = 5) -> None:
    """``seat``'s actions phase, the mover at ``where``, with Credits and Ambition to spend."""
    at(st, where, seat, power=credits)
    st.players[seat].ext.ambition = ambition


def card_def(st, seat: int, label: str):
    return st.table.defs[iid(st, seat, label)]


def play(st, seat: int, label: str, to: str | None = None, where: str | None = None, credits: int = 9) -> None:
    """Play ``label`` from the hand with the action its currency needs (Play a Credits Card, or
    the Ambition action), onto location ``to`` (or ``>card`` to attach)."""
    d = card_def(st, seat, label)
    ambition = d.extra.get("currency") == "ambition"
    set_hand(st, seat, label)
    ready(st, seat, where or (AMBITION_AT if ambition else PLAY_AT)[seat], credits=credits)
    verb = "ambition" if ambition else "play"
    target = "" if to is None else (f" {to}" if to.startswith(">") else f" @{to}")
    do(st, f"{verb} {label}{target}")


def paid(st, seat: int, label: str, credits: int = 9, ambition: int = 5) -> None:
    """The card's cost was paid in its currency (and nothing else)."""
    d = card_def(st, seat, label)
    p = st.players[seat]
    if d.extra.get("currency") == "ambition":
        assert (p.power, p.ext.ambition) == (credits, ambition - d.cost)
    else:
        assert (p.power, p.ext.ambition) == (credits - d.cost, ambition)


def vehicle(st, seat: int, label: str) -> int:
    """Put a Vehicle (an Ally Vehicle or a Hero Vehicle) into its Deep Space."""
    c = iid(st, seat, label)
    pull(st, c)
    p = st.players[seat]
    (p.fside if st.table.defs[c].deck == "fate" else p.vside)[deep_space(p)].append(c)
    return c


def fate_against(st, target: int, key: str, other: str, by: int | None = None) -> None:
    """Another player takes a Fate action against ``target`` with ``key`` and ``other`` on top
    of the Fate deck, and picks ``key``."""
    by = (target + 1) % 3 if by is None else by
    fate_top(st, target, key, other)
    ready(st, by, FATE_AT[by])
    do(st, f"fate p{target + 1}")
    if st.prompt is not None and st.prompt.kind == "fate":
        do(st, f"pick {key}")


def strength_of(st, seat: int, label: str) -> int:
    return strength(st, st.players[seat], iid(st, seat, label))


def printed(st, seat: int, label: str) -> int:
    """The Strength the card's data prints (a card's tuning may change it; its ability not)."""
    return card_def(st, seat, label).strength


def where_is(st, seat: int, label: str) -> str:
    """The location key of a card in the Realm ("" if it is not in the Realm)."""
    c = iid(st, seat, label)
    p = st.players[seat]
    for i, z in enumerate(p.vside):
        if c in z or c in p.fside[i]:
            return p.villain.locations[i].key
    return ""


def ok(st) -> None:
    """The position is sound after the card: every card once, every mark on a card in play."""
    check(st)


def plain(st, seat: int, label: str, to: str) -> None:
    """A card with no ability: played onto ``to`` (empty before) for its cost, at its printed
    Strength, with nothing asked, and the position sound."""
    play(st, seat, label, to)
    assert vside(st, seat, to) == [label] and strength_of(st, seat, label) == printed(st, seat, label)
    assert st.prompt is None
    paid(st, seat, label)
    ok(st)


def every_card(villain: str) -> list[str]:
    v = load_villain(villain)
    return [d.key for d in v.villain_deck + v.fate_deck]


__all__ = ["ACTIVATE_AT", "AMBITION_AT", "BOBA", "CAD", "FATE_AT", "PLAY_AT", "SISTER", "SV", "card_def", "do",
           "every_card", "fate_against", "game", "iid", "legal", "loc", "ok", "paid", "play", "printed", "ready",
           "strength_of", "vehicle", "where_is"]
