"""Scenario building for the Stargate rule tests: a game past setup with chosen cards."""

from __future__ import annotations

from game.games.stargate import rules
from game.games.stargate import totals as T
from game.games.stargate.actions import Action
from game.games.stargate.game import Game
from game.games.stargate.state import READY, Mission, State


def started(decks: tuple[str, ...] = ("survey", "serpent"), seed: int = 1) -> Game:
    """A game at the start of its first turn (nobody mulligans)."""
    g = Game(rules.new_game(decks, seed))
    g.apply(g.legal_actions()[0])  # the opponent stops a Team character
    while g.state.phase == "mulligan":
        g.apply("keep")
    return g


def find(st: State, seat: int, key: str, skip: int = 0) -> int:
    """The iid of a card of ``seat`` with this key (the ``skip``-th copy)."""
    hits = [i for i, d in enumerate(st.table.defs) if d.key == key and st.table.owner[i] == seat]
    return hits[skip]


def remove_everywhere(st: State, iid: int) -> None:
    for s in st.seats:
        for z in (s.deck, s.hand, s.discard, s.missions, s.play, s.completed, s.score):
            if iid in z:
                z.remove(iid)
    m = st.mission
    for z in (m.obstacles, m.complications, m.heroes, m.hero_ships, m.villain_ships, st.failed):
        if iid in z:
            z.remove(iid)
    if m.adversary == iid:
        m.adversary = -1
    st.status[iid] = ""


def to_hand(st: State, seat: int, key: str, skip: int = 0) -> int:
    """Move a copy of ``key`` that is in the deck or discard pile into the hand."""
    s = st.seats[seat]
    c = next(i for i in s.deck + s.discard if T.card(st, i).key == key)
    remove_everywhere(st, c)
    st.seats[seat].hand.append(c)
    return c


def to_play(st: State, seat: int, key: str, skip: int = 0, status: str = READY) -> int:
    c = find(st, seat, key, skip)
    remove_everywhere(st, c)
    st.seats[seat].play.append(c)
    st.status[c] = status
    return c


def scenario(mission: str, decks: tuple[str, ...] = ("survey", "serpent"), power: int = 9,
             hero_hand: tuple[str, ...] = (), villain_hand: tuple[str, ...] = (),
             actor: str = "hero", seed: int = 1) -> Game:
    """Turn 1 of a fresh game, seat 0 the hero, with the hero's current mission set to ``mission`` (a key of the
    hero's deck), every hero character ready, empty hands but for the named cards (the rest go
    back to the decks), ``power`` for both, and the hero or villain to act."""
    g = started(decks, seed)
    st = g.state
    st.hero = st.first = 0  # seat 0 (the first deck) is the hero, seat 1 the villain
    h, v = st.hero, st.villain
    for seat in (h, v):
        s = st.seats[seat]
        s.deck.extend(s.hand)
        s.hand.clear()
        s.power = power
        for c in s.play:
            st.status[c] = READY
    old = st.mission.card
    st.seats[st.table.owner[old]].missions.append(old)
    m = find(st, h, mission)
    st.seats[h].missions.remove(m)
    st.mission = Mission(card=m)
    for k in hero_hand:
        to_hand(st, h, k)
    for k in villain_hand:
        to_hand(st, v, k)
    st.actor = h if actor == "hero" else v
    st.passes = 0
    return g


def act(g: Game, verb: str, card: int = -1, target: int = -1) -> list:
    return g.apply(Action(verb, card, target))


def pass_both(g: Game) -> None:
    """Two passes in a row: the mission resolves."""
    g.apply("pass")
    g.apply("pass")


def team(st: State, key: str) -> int:
    """Seat 0's Team character in play with this key."""
    return next(c for c in st.seats[0].play if T.card(st, c).key == key)
