"""Building test positions by hand: move named cards into place, then play moves."""

from __future__ import annotations

from game.games.villainous import rules as R
from game.games.villainous.actions import format_action, parse_action
from game.games.villainous.state import State, touched_all

GASTON2 = ("gaston", "gaston")


def new(villains=GASTON2, seed: int = 1, **kw) -> State:
    return R.new_game(list(villains), seed, **kw)


def iid(st: State, seat: int, label: str) -> int:
    return st.table.by_label[seat][label]


def loc(st: State, seat: int, key: str) -> int:
    return st.players[seat].villain.location_index(key)


def pull(st: State, c: int) -> None:
    """Take a card out of every zone (and off whatever holds it)."""
    p = st.players[st.table.owner[c]]
    for z in [p.hand, p.deck, p.discard, p.fate_deck, p.fate_discard, p.limbo, *p.vside, *p.fside]:
        if c in z:
            z.remove(c)
    st.attach.pop(c, None)
    st.trapped.pop(c, None)
    touched_all(st)  # a position built by hand: nothing derived before it is kept
    st.legal_cache = None


def to_hand(st: State, seat: int, *labels: str) -> None:
    for label in labels:
        c = iid(st, seat, label)
        pull(st, c)
        st.players[seat].hand.append(c)


def set_hand(st: State, seat: int, *labels: str) -> None:
    """The hand becomes exactly ``labels``; the old hand goes to the bottom of the deck."""
    p = st.players[seat]
    p.deck.extend(p.hand)
    p.hand.clear()
    to_hand(st, seat, *labels)


def ally(st: State, seat: int, label: str, where: str) -> int:
    c = iid(st, seat, label)
    pull(st, c)
    st.players[seat].vside[loc(st, seat, where)].append(c)
    touched_all(st)
    return c


def hero(st: State, seat: int, label: str, where: str) -> int:
    c = iid(st, seat, label)
    pull(st, c)
    st.players[seat].fside[loc(st, seat, where)].append(c)
    touched_all(st)
    return c


def attach(st: State, seat: int, item: str, host: str) -> None:
    c = iid(st, seat, item)
    pull(st, c)
    st.attach[c] = iid(st, seat, host)
    touched_all(st)


def fate_top(st: State, seat: int, *labels: str) -> None:
    """Put these Fate cards on top of the Fate deck, the first on top."""
    p = st.players[seat]
    for label in reversed(labels):
        c = iid(st, seat, label)
        pull(st, c)
        p.fate_deck.insert(0, c)


def deck_top(st: State, seat: int, *labels: str) -> None:
    p = st.players[seat]
    for label in reversed(labels):
        c = iid(st, seat, label)
        pull(st, c)
        p.deck.insert(0, c)


def to_discard(st: State, seat: int, *labels: str) -> None:
    for label in labels:
        c = iid(st, seat, label)
        pull(st, c)
        d = st.table.defs[c]
        (st.players[seat].fate_discard if d.deck == "fate" else st.players[seat].discard).append(c)


def at(st: State, key: str, seat: int | None = None, power: int | None = None) -> None:
    """Start the actions phase of ``seat``'s turn with the mover at ``key``."""
    seat = st.active if seat is None else seat
    st.active = seat
    p = st.players[seat]
    p.mover = loc(st, seat, key)
    st.phase = "actions"
    st.used = ()
    st.actions_taken = 0
    if power is not None:
        p.power = power
    st.legal_cache = None


def obstacles(st: State, seat: int, *counts: int) -> None:
    st.players[seat].obstacles = list(counts)
    touched_all(st)
    st.legal_cache = None


def legal(st: State) -> list[str]:
    return [format_action(st, a) for a in R.legal_actions(st)]


def do(st: State, *moves: str) -> list:
    events: list = []
    for m in moves:
        events.extend(R.apply(st, parse_action(st, m)))
    return events


def names(st: State, cards) -> list[str]:
    return [st.table.labels[c] for c in cards]


def vside(st: State, seat: int, key: str) -> list[str]:
    return names(st, st.players[seat].vside[loc(st, seat, key)])


def fside(st: State, seat: int, key: str) -> list[str]:
    return names(st, st.players[seat].fside[loc(st, seat, key)])


def all_zones(st: State) -> list[int]:
    """Every card once per zone it is in (used for the 'exactly one zone' invariant)."""
    out: list[int] = []
    for p in st.players:
        for z in [p.hand, p.deck, p.discard, p.fate_deck, p.fate_discard, p.limbo, *p.vside, *p.fside]:
            out.extend(z)
    out.extend(st.attach)
    return out


def as_tuples(events) -> list[tuple]:
    """Typed events as plain tuples, ``(kind, *fields)``: ``("draw", 0, 3)``."""
    out = []
    for e in events:
        d = e.to_json()
        out.append((d.pop("kind"), *(tuple(v) if isinstance(v, list) else v for v in d.values())))
    return out
