"""Scenario building for the Stargate rule tests (a game past setup with chosen cards), and
what a seat may see of a game (for the tests of the seen game and of the table drawn from it)."""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from types import FunctionType, MethodType, ModuleType

from game.games.stargate import rules
from game.games.stargate import totals as T
from game.games.stargate.actions import Action
from game.games.stargate.cards import CardDef
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


def reachable(root: object) -> Iterator[object]:
    """Every object reachable from ``root``: attributes (``__dict__`` and ``__slots__``),
    the items of lists, tuples, sets and dicts (keys too), and what a function holds (its
    closure, defaults, bound object): what a part's drawing could read."""
    seen: set[int] = set()
    todo = [root]
    while todo:
        obj = todo.pop()
        if id(obj) in seen or isinstance(obj, _ATOMS):
            continue
        seen.add(id(obj))
        yield obj
        if isinstance(obj, dict):
            todo += list(obj.keys()) + list(obj.values())
            continue
        if isinstance(obj, list | tuple | set | frozenset | deque):
            todo += list(obj)
            continue
        if isinstance(obj, type | ModuleType):
            continue  # classes and modules: the program, not the game's data
        if isinstance(obj, FunctionType):
            todo += [cell.cell_contents for cell in obj.__closure__ or () if _filled(cell)]
            todo += list(obj.__defaults__ or ()) + list((obj.__kwdefaults__ or {}).values())
            continue
        if isinstance(obj, MethodType):
            todo += [obj.__self__, obj.__func__]
            continue
        todo += list(getattr(obj, "__dict__", {}).values())
        for klass in type(obj).__mro__:
            for name in getattr(klass, "__slots__", ()):
                if isinstance(name, str) and hasattr(obj, name):
                    todo.append(getattr(obj, name))


_ATOMS = (int, float, str, bytes, bool, type(None), complex)


def _filled(cell) -> bool:
    try:
        cell.cell_contents  # noqa: B018 - an empty cell raises
    except ValueError:
        return False
    return True


def reachable_keys(root: object) -> set[str]:
    """The keys of every card face (``CardDef``) reachable from ``root``."""
    return {o.key for o in reachable(root) if isinstance(o, CardDef)}


def public_keys(st: State, seat: int) -> set[str]:
    """The keys of the cards ``seat`` sees face up in ``st``: in play, discarded, scored,
    completed, at the mission and failed, its own hand and complications (and every hand and
    complication once the game is over)."""
    over = st.winner is not None
    shown = [c for s in st.seats for z in (s.discard, s.play, s.completed, s.score) for c in z]
    shown += [c for p, s in enumerate(st.seats) if p == seat or over for c in s.hand]
    m = st.mission
    shown += [c for c in m.complications if over or st.table.owner[c] == seat]
    shown += m.obstacles + st.failed + ([m.card] if m.card >= 0 else [])
    return {st.table.defs[c].key for c in shown}


def hidden_cards(st: State, seat: int) -> list[int]:
    """The cards of other seats that ``seat`` may not see in ``st``: their hands (until the
    game is over), their complications, their draw decks and Mission piles."""
    over = st.winner is not None
    out = [c for p, s in enumerate(st.seats) if p != seat for c in s.deck + s.missions + ([] if over else s.hand)]
    return out + [c for c in st.mission.complications if not over and st.table.owner[c] != seat]
