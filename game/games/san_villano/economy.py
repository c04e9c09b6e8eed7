"""Resources and characters changing hands: the supply is finite (48 tokens), so every
gain takes from it and every loss or payment gives back to it."""

from __future__ import annotations

from .board import content, owner_of
from .cards import Cost
from .events import CardBuried, CharacterState, Event, ResourcesChanged
from .state import State


def supply_left(st: State) -> Cost:
    total = content().supply
    return Cost(total.clue - sum(o.clue for o in st.orgs), total.money - sum(o.money for o in st.orgs))


def gain(st: State, seat: int, clue: int, money: int, ev: list[Event]) -> None:
    """Take from the supply what it still holds (the rulebook's 48 tokens are the limit)."""
    left = supply_left(st)
    clue, money = min(clue, left.clue), min(money, left.money)
    if clue or money:
        st.orgs[seat].clue += clue
        st.orgs[seat].money += money
        ev.append(ResourcesChanged(seat, clue, money))


def lose(st: State, seat: int, clue: int, money: int, ev: list[Event]) -> None:
    """Lose as much as the organization has (never below zero)."""
    o = st.orgs[seat]
    clue, money = min(clue, o.clue), min(money, o.money)
    if clue or money:
        o.clue -= clue
        o.money -= money
        ev.append(ResourcesChanged(seat, -clue, -money))


def pay(st: State, seat: int, cost: Cost, ev: list[Event]) -> None:
    o = st.orgs[seat]
    assert o.clue >= cost.clue and o.money >= cost.money, "paying more than the organization has"
    lose(st, seat, cost.clue, cost.money, ev)


def exhaust(st: State, seat: int, card: str, ev: list[Event]) -> None:
    o = st.orgs[seat]
    if card not in o.exhausted:
        o.exhausted.append(card)
        ev.append(CharacterState(seat, card, "exhausted"))


def prepare(st: State, seat: int, card: str, ev: list[Event]) -> None:
    o = st.orgs[seat]
    if card in o.exhausted:
        o.exhausted.remove(card)
        ev.append(CharacterState(seat, card, "prepared"))


def discard_character(st: State, card: str, ev: list[Event]) -> None:
    """A discarded Hero or Helper goes under its deck (known to all); a Super-Agent goes
    back to the box. Its guard token, if any, leaves the City."""
    seat = owner_of(st, card)
    assert seat is not None
    o = st.orgs[seat]
    if card in o.exhausted:
        o.exhausted.remove(card)
    st.guards.pop(card, None)
    kind = content().character[card].kind
    if kind == "hero":
        o.heroes.remove(card)
        st.hero_deck.append(card)
        st.known_bottom["hero"] += 1
        ev.append(CharacterState(seat, card, "discarded"))
        ev.append(CardBuried("hero", card))
    elif kind == "helper":
        o.helpers.remove(card)
        st.helper_deck.append(card)
        st.known_bottom["helper"] += 1
        ev.append(CharacterState(seat, card, "discarded"))
        ev.append(CardBuried("helper", card))
    else:
        o.super_agent = None
        st.super_box.append(card)
        ev.append(CharacterState(seat, card, "returned to the box"))


def draw(st: State, deck: str) -> str | None:
    """The top card of a deck (``hero``, ``helper``, ``scum``, ``elite``), or None."""
    cards = getattr(st, f"{deck}_deck")
    if not cards:
        return None
    card = cards.pop(0)
    st.known_bottom[deck] = min(st.known_bottom[deck], len(cards))
    return card
