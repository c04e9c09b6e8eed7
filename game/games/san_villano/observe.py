"""What a seat may see, and a copy of the game re-sampled behind what it cannot see.

San Villano has almost no private information: everything on the table is public, and the
hidden things are hidden from everybody alike — the face-down City cards (their season shows
on the back), the Winter cards returned to the box, the order of the decks (except the cards
everyone saw go under them), the Fire tokens until revealed (the player who places one does
not look at it), and the boxed Super-Agents and Nicknames; and the generator and the seed
(either would tell every shuffle to come). So every seat's observation is the same, and the
hot-seat curtain is never needed.

``seen`` is the game itself as a seat sees it, for a table to draw from and a host to send:
the hidden cards and tokens become ``HIDDEN`` placeholders (as many as there are), the seed
and the generator fixed ones.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...core import rng
from . import scoring
from .board import content
from .grid import CELLS, SEASON_OF
from .position import to_position
from .state import HIDDEN, State

#: the seed and generator of every seen game: any fixed value tells nothing
SEEN_SEED = 0
SEEN_RNG = 0


def observe(st: State, seat: int) -> dict[str, Any]:
    pos = to_position(st)
    pos.pop("seen", None)  # the game as a seat sees it observes as the real one
    pos["seat"] = seat
    pos["rng"] = HIDDEN
    pos["seed"] = HIDDEN
    pos["city"] = {cell: (st.city[cell] if cell in st.revealed else {"season": SEASON_OF[cell]}) for cell in CELLS}
    pos["city_box"] = len(st.city_box)
    pos["decks"] = {
        name: {"count": len(cards), "known_bottom": cards[len(cards) - st.known_bottom[name]:]}
        for name, cards in (("hero", st.hero_deck), ("helper", st.helper_deck), ("scum", st.scum_deck),
                            ("elite", st.elite_deck))
    }
    pos["fires"] = {
        "stack": len(st.fire_stack),
        "at": {loc: (fire if loc in st.fire_open else HIDDEN) for loc, fire in st.fire_at.items()},
        "open": list(st.fire_open),
    }
    pos["super_box"] = len(st.super_box)
    pos["nicknames"]["box"] = len(st.nickname_box)
    pos["stack"] = [{**f, "token": HIDDEN} if "token" in f else f for f in pos["stack"]]
    pos["scores"] = scoring.scores(st)
    return pos


def _unknown_top(cards: list[str], known_bottom: int) -> list[str]:
    """A deck as everybody sees it: its unknown cards as placeholders above the known bottom."""
    known = len(cards) - known_bottom
    return [HIDDEN] * known + cards[known:]


def seen(st: State, seat: int) -> State:
    """The game as ``seat`` sees it (-1: a spectator; in this game every seat sees the same): a
    copy holding nothing hidden. Face-down City cards, the Winter cards in the box, the decks'
    unknown cards, the Fire tokens in the stack, face down on the City or drawn for placing,
    the boxed Super-Agents and Nicknames are ``HIDDEN``, as many as there are; the seed and
    the generator are fixed (the real ones would tell the next shuffle)."""
    out = st.clone()
    out.seen = seat
    out.seed, out.rng = SEEN_SEED, SEEN_RNG
    out.city = {cell: (card if cell in st.revealed else HIDDEN) for cell, card in st.city.items()}
    out.city_box = [HIDDEN] * len(st.city_box)
    for name in ("hero", "helper", "scum", "elite"):
        setattr(out, f"{name}_deck", _unknown_top(getattr(st, f"{name}_deck"), st.known_bottom[name]))
    out.fire_stack = [HIDDEN] * len(st.fire_stack)
    out.fire_at = {loc: (fire if loc in st.fire_open else HIDDEN) for loc, fire in st.fire_at.items()}
    out.stack = [{**f, "token": HIDDEN} if "token" in f else f for f in out.stack]
    out.super_box = [HIDDEN] * len(st.super_box)
    out.nickname_box = [HIDDEN] * len(st.nickname_box)
    return out


def _pool(every: Counter, shown: list[str], hidden: int, what: str) -> list[str]:
    """The cards of one kind nobody has seen: all of them less those in sight, as many as the
    placeholders (sorted: the order tells nothing). A count that differs means a card lies
    somewhere this does not look: an error, never a guess."""
    left = every - Counter(card for card in shown if card != HIDDEN)
    pool = sorted(left.elements())
    if len(pool) != hidden or Counter(shown) - every - Counter({HIDDEN: hidden}):
        raise ValueError(f"the seen game's {what} do not add up: {hidden} face down, {len(pool)} unseen")
    return pool


def filled(st: State) -> State:
    """A seen game (``seen``) with its placeholders replaced by cards nobody has seen, each
    where a card of its kind could lie: every City card, character, Villain and Fire token of
    the game is public, so what is face down in a season, a deck or the Fire stack is all of
    them less those in sight. A bot deciding from a seat's view samples from these
    (``determinize``), as it samples from the real game's own at the host; the face-down
    places hold them in sorted order, which tells nothing of where each lies. The boxed
    Super-Agents and Nicknames stay placeholders (nothing reads them until the game ends)."""
    c = content()
    out = st.clone()
    for season in (1, 2, 3, 4):
        cells = [cell for cell in CELLS if SEASON_OF[cell] == season and cell not in st.revealed]
        box = len(st.city_box) if season == 4 else 0
        every = Counter(card.key for card in c.city if card.season == season)
        shown = [st.city[cell] for cell in CELLS if SEASON_OF[cell] == season and cell in st.revealed]
        pool = _pool(every, shown, len(cells) + box, f"season {season} City cards")
        for cell in cells:
            out.city[cell] = pool.pop(0)
        if season == 4:
            out.city_box = pool
    orgs = st.orgs
    kinds = {
        "hero": (Counter(h.key for h in c.heroes), st.hero_row + [k for o in orgs for k in o.heroes]),
        "helper": (Counter(h.key for h in c.helpers), st.helper_row + [k for o in orgs for k in o.helpers]),
        "scum": (Counter(v.key for v in c.villains if v.deck == "scum"), []),
        "elite": (Counter(v.key for v in c.villains if v.deck == "elite"), []),
    }
    deck_of = {v.key: v.deck for v in c.villains}
    for card in st.villain_row + [k for o in orgs for k in o.captured]:
        kinds[deck_of[card]][1].append(card)
    for name, (every, shown) in kinds.items():
        deck = getattr(st, f"{name}_deck")
        pool = _pool(every, shown + deck, deck.count(HIDDEN), f"{name} cards")
        setattr(out, f"{name}_deck", [pool.pop(0) if card == HIDDEN else card for card in deck])
    hidden_locs = [loc for loc in st.fire_at if loc not in st.fire_open]
    frames = [f for f in out.stack if "token" in f]
    shown = [st.fire_at[loc] for loc in st.fire_open if loc in st.fire_at] + [k for o in orgs for k in o.fires]
    pool = _pool(Counter(f.key for f in c.fires), shown, len(st.fire_stack) + len(hidden_locs) + len(frames),
                 "Fire tokens")
    for loc in hidden_locs:
        out.fire_at[loc] = pool.pop(0)
    for f in frames:
        f["token"] = pool.pop(0)
    out.fire_stack = pool
    return out


def determinize(st: State, seat: int, seed: int) -> State:
    """A copy in which what nobody has seen is shuffled anew, consistently with what the seat
    saw: face-down City cards stay in their season, the known bottoms of the decks stay put,
    Fire tokens not yet revealed trade places with each other and with the stack. A seen
    game (a client's) is first ``filled`` with the cards nobody has seen."""
    if st.seen is not None:
        st = filled(st)
    out = st.clone()
    r = rng.seed_state(seed)
    for season in (1, 2, 3, 4):
        cells = [c for c in CELLS if SEASON_OF[c] == season and c not in out.revealed]
        pool = [out.city[c] for c in cells] + (list(out.city_box) if season == 4 else [])
        r = rng.shuffle(r, pool)
        for c in cells:
            out.city[c] = pool.pop(0)
        if season == 4:
            out.city_box = pool
    for name in ("hero", "helper", "scum", "elite"):
        cards = getattr(out, f"{name}_deck")
        unknown = len(cards) - out.known_bottom[name]
        top = cards[:unknown]
        r = rng.shuffle(r, top)
        cards[:unknown] = top
    hidden_locs = [loc for loc in out.fire_at if loc not in out.fire_open]
    frames = [f for f in out.stack if f["kind"] == "place_fire"]
    pool = out.fire_stack + [out.fire_at[loc] for loc in hidden_locs] + [f["token"] for f in frames]
    r = rng.shuffle(r, pool)
    for loc in hidden_locs:
        out.fire_at[loc] = pool.pop()
    for f in frames:
        f["token"] = pool.pop()
    out.fire_stack = pool
    out.rng = r
    return out
