"""The game as a seat may see it (``GameDefinition.seen``, game/games/villainous/seen.py).

"Each player keeps their hand hidden from the others; the decks are shuffled and kept face
down": a seen game holds neither another seat's hand nor any deck's order nor the random
generator, in both boxes, for every seat and for a spectator (-1), at every step of seeded
random games. It observes as the real game does and reads back from its own position.
"""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from types import BuiltinFunctionType, FunctionType, MethodType, ModuleType
from typing import Any

import pytest

from game.core import rng as R
from game.core.registry import game_named
from game.games.villainous.cards import CardDef, Location, Table, Villain
from game.games.villainous.seen import SEEN_RNG

VILLAINOUS = game_named("villainous")
GAMES = [
    pytest.param(["gaston", "lady-tremaine", "horned-king"], 3, id="despicable-plots-3"),
    pytest.param(["horned-king", "gaston"], 11, id="despicable-plots-2"),
    pytest.param(["boba-fett", "cad-bane", "seventh-sister"], 5, id="scum-and-villainy-3"),
    pytest.param(["seventh-sister", "boba-fett"], 8, id="scum-and-villainy-2"),
]
STEPS = 160  # moves of each random game
EVERY = 4  # every how many moves the seen games are checked


def random_games(villains: list[str], seed: int) -> Iterator[Any]:
    """A seeded random game, every ``EVERY`` moves (the core's RNG, as the contract plays)."""
    game = VILLAINOUS.new(len(villains), seed, {"villains": villains})
    r = R.seed_state(seed)
    for step in range(STEPS):
        if game.is_over():
            break
        if step % EVERY == 0:
            yield game
        acts = game.legal_actions()
        r, i = R.below(r, len(acts))
        game.apply(acts[i])
    yield game


def _slots(obj: Any) -> list[str]:
    names: list[str] = []
    for cls in type(obj).__mro__:
        slots = cls.__dict__.get("__slots__", ())
        names += [slots] if isinstance(slots, str) else list(slots)
    return names


#: what a state derives and keeps until it changes (``Player.memo``, ``won``, the legal actions)
CACHES = ("memo", "won", "legal_cache")


def walk(obj: Any, caches: bool = True) -> list[tuple[str, Any]]:
    """Every value reachable from ``obj`` as (path, value): attributes, ``__slots__``,
    lists, tuples, sets and dicts followed; a game's content (its card table, villains,
    card definitions) and code (functions, modules, classes) named, not entered: every game
    of the same villains shares them. ``caches=False``: without what is derived (``CACHES``)."""
    out: list[tuple[str, Any]] = []
    seen: set[int] = set()

    def go(x: Any, path: str) -> None:
        if x is None or isinstance(x, bool | int | float | str):
            out.append((path, x))
            return
        if isinstance(x, Table):
            out.append((path, ("table", tuple(v.key for v in x.villains), x.seen)))
            return
        if isinstance(x, Villain | CardDef | Location):
            out.append((path, (type(x).__name__, x.key)))
            return
        if isinstance(x, FunctionType | BuiltinFunctionType | MethodType | ModuleType | type):
            out.append((path, ("code", getattr(x, "__qualname__", getattr(x, "__name__", "?")))))
            return
        if id(x) in seen:
            out.append((path, "(again)"))
            return
        seen.add(id(x))
        if isinstance(x, dict):
            for k in sorted(x, key=repr):
                go(k, f"{path}{{key {k!r}}}")
                go(x[k], f"{path}[{k!r}]")
        elif isinstance(x, list | tuple):
            out.append((path, (type(x).__name__, len(x))))
            for i, item in enumerate(x):
                go(item, f"{path}[{i}]")
        elif isinstance(x, set | frozenset):
            for i, item in enumerate(sorted(x, key=repr)):
                go(item, f"{path}{{{i}}}")
        else:
            out.append((path, type(x).__name__))
            names = _slots(x) + sorted(getattr(x, "__dict__", {}))
            for name in names:
                if name != "__dict__" and hasattr(x, name) and (caches or name not in CACHES):
                    go(getattr(x, name), f"{path}.{name}")

    go(obj, "game")
    return out


def _labels(value: Any) -> set[str]:
    """Every string inside a JSON value, a card reference's label included ("p2:wolves-2")."""
    if isinstance(value, str):
        return {value, value.split(":", 1)[-1]}
    if isinstance(value, dict):
        return set().union(*(_labels(v) for v in value.values())) if value else set()
    if isinstance(value, list):
        return set().union(*(_labels(v) for v in value)) if value else set()
    return set()


def hidden_shuffled(game: Any, seat: int, rnd: random.Random) -> Any | None:
    """The same game with the cards ``seat`` may not see shuffled among their places (another
    seat's hand and the decks; a card the pending effects name stays), and another random
    generator; None when nothing could move or the seat would see the difference."""
    pos = game.to_position()
    pinned = _labels({k: pos.get(k) for k in ("stack", "prompt", "triggers")})
    changed = False
    for t, pd in enumerate(pos["players"]):
        known = pd.get("fate_known", 0) if t == seat else 0
        for pools in ((("hand", 0 if t == seat else None), ("villain_deck", None)), (("fate_deck", known),)):
            places = []
            for field, keep in pools:
                if keep == 0:
                    continue
                places += [(field, j) for j in range(keep or 0, len(pd[field]))]
            places = [(f, j) for f, j in places if pd[f][j] not in pinned]
            cards = [pd[f][j] for f, j in places]
            moved = cards[:]
            rnd.shuffle(moved)
            changed |= moved != cards
            for (f, j), label in zip(places, moved, strict=True):
                pd[f][j] = label
    pos["rng"] = f"{rnd.getrandbits(64):016x}"
    if not changed:
        return None
    other = VILLAINOUS.from_position(pos)
    # the same information set, or not a game that differs only in hidden cards (a hand that
    # lost its Condition opens no Condition window: the seat would see that)
    return other if other.observe(seat) == game.observe(seat) else None


@pytest.mark.parametrize(("villains", "seed"), GAMES)
def test_a_seen_game_observes_as_the_real_game_and_reads_back_from_its_position(villains, seed) -> None:
    for game in random_games(villains, seed):
        for seat in range(-1, len(villains)):
            seen = VILLAINOUS.seen(game, seat)
            assert type(seen) is type(game) and seen.state is not game.state
            assert seen.observe(seat) == game.observe(seat)
            pos = seen.to_position()
            back = VILLAINOUS.from_position(json.loads(json.dumps(pos)))
            assert back.to_position() == pos
            assert walk(back, caches=False) == walk(seen, caches=False)  # the same game, not just its position


@pytest.mark.parametrize(("villains", "seed"), GAMES)
def test_no_hand_of_another_seat_and_no_deck_order_is_reachable_from_a_seen_game(villains, seed) -> None:
    """Every card a seen game places is one the seat's observation shows, or a face-down
    placeholder; its random generator is the fixed one; and two games that differ only in
    the cards a seat may not see (shuffled among their places) give seen games identical in
    every value reachable from them, and identical positions."""
    rnd = random.Random(seed)
    differed = 0
    for game in random_games(villains, seed):
        for seat in range(-1, len(villains)):
            seen = VILLAINOUS.seen(game, seat)
            st = seen.state
            assert st.rng == SEEN_RNG
            shown = _labels(game.observe(seat))
            for p in st.players:
                for zone in (p.hand, p.deck, p.fate_deck):
                    for c in zone:
                        assert st.table.defs[c].type == "Hidden" or st.table.labels[c] in shown
                if p.seat != seat:
                    assert all(st.table.defs[c].type == "Hidden" for c in p.hand)
                assert all(st.table.defs[c].type == "Hidden" for c in p.deck)
            other = hidden_shuffled(game, seat, rnd)
            if other is None:
                continue
            assert walk(other) != walk(game)  # the walk tells the two real games apart
            differed += 1
            assert walk(VILLAINOUS.seen(other, seat)) == walk(seen)
            assert VILLAINOUS.seen(other, seat).to_position() == seen.to_position()
    assert differed > 10


def test_a_seen_game_names_its_seat_among_the_players_or_a_spectator() -> None:
    game = VILLAINOUS.new(2, 1, {"villains": ["gaston", "horned-king"]})
    with pytest.raises(ValueError, match="valid seats are -1"):
        VILLAINOUS.seen(game, 2)


def test_a_position_with_face_down_cards_is_refused_unless_it_says_it_is_seen() -> None:
    game = VILLAINOUS.new(2, 1, {"villains": ["gaston", "horned-king"]})
    pos = VILLAINOUS.seen(game, 0).to_position()
    del pos["seen"]
    with pytest.raises(VILLAINOUS.position_error, match="unknown card"):
        VILLAINOUS.from_position(pos)
