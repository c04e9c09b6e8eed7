"""The whole state as JSON (see docs/content/stargate-notation.md), validated on read."""

from __future__ import annotations

from collections import Counter
from typing import Any

from ...core.protocol import PositionError
from .cards import DECKS, build_table, hidden_table
from .state import ASSIGNED, INCAPACITATED, READY, STOPPED, Mission, Seat, State

VERSION = 1
MAX_PLAYERS = 6
_STATUSES = ("", READY, ASSIGNED, STOPPED, INCAPACITATED)
_PHASES = ("setup-stop", "mulligan", "actions", "incapacitate", "adversary", "place",
           "continue", "order", "discard", "over")
_SEAT_ZONES = ("deck", "hand", "discard", "missions", "play", "completed", "score")
_MISSION_LISTS = ("obstacles", "complications", "heroes", "hero_ships", "villain_ships")


def to_position(st: State) -> dict[str, Any]:
    m = st.mission
    out: dict[str, Any] = {
        "game": "stargate",
        "version": VERSION,
        "decks": list(st.decks),
        "rng": st.rng,
        "seats": [{z: list(getattr(s, z)) for z in _SEAT_ZONES}
                  | {"power": s.power, "mulliganed": s.mulliganed} for s in st.seats],
        "cards": {"status": list(st.status), "tokens": list(st.tokens), "boost": list(st.boost),
                  "host": list(st.host), "blocked": list(st.blocked)},
        "first": st.first, "turn": st.turn, "hero": st.hero, "phase": st.phase,
        "actor": st.actor, "passes": st.passes, "failed_count": st.failed_count,
        "failed": list(st.failed), "winner": st.winner, "queue": list(st.queue),
        "mission": {"card": m.card, "adversary": m.adversary, "bonus_skill": m.bonus_skill,
                    "bonus_difficulty": m.bonus_difficulty, "success": m.success,
                    "battle_winner": m.battle_winner}
                   | {z: list(getattr(m, z)) for z in _MISSION_LISTS},
    }
    if st.table.hidden:  # a seen game (observe.seen): its face-down cards
        out["hidden"] = sorted(st.table.hidden)
    return out


def _get(d: Any, key: str, kind: type, path: str) -> Any:
    """``d[key]`` if it is a ``kind`` (a bool is not taken for an int)."""
    if not isinstance(d, dict) or key not in d:
        raise PositionError(path or "/", f"missing {key!r}")
    v = d[key]
    if not isinstance(v, kind) or (kind is int and isinstance(v, bool)):
        raise PositionError(f"{path}/{key}", f"expected {kind.__name__}")
    return v


def _ints(d: Any, key: str, path: str, n: int, lo: int, hi: int, limit: int) -> list[int]:
    v = _get(d, key, list, path)
    if len(v) > limit:
        raise PositionError(f"{path}/{key}", f"more than {limit} entries")
    for i, x in enumerate(v):
        if not isinstance(x, int) or isinstance(x, bool) or not lo <= x <= hi:
            raise PositionError(f"{path}/{key}/{i}", f"expected a number from {lo} to {hi}")
    if n >= 0 and len(v) != n:
        raise PositionError(f"{path}/{key}", f"expected {n} entries")
    return list(v)


def _int(d: Any, key: str, path: str, lo: int, hi: int) -> int:
    v = _get(d, key, int, path)
    if not lo <= v <= hi:
        raise PositionError(f"{path}/{key}", f"expected a number from {lo} to {hi}")
    return v


def from_position(data: Any) -> State:
    if not isinstance(data, dict) or data.get("game") != "stargate":
        raise PositionError("/game", "not a Stargate mission duel position")
    if data.get("version") != VERSION:
        raise PositionError("/version", f"expected version {VERSION}")
    decks = _get(data, "decks", list, "")
    if not 2 <= len(decks) <= MAX_PLAYERS:
        raise PositionError("/decks", f"expected 2 to {MAX_PLAYERS} decks")
    for i, k in enumerate(decks):
        if k not in DECKS:
            raise PositionError(f"/decks/{i}", f"unknown deck; valid decks: {', '.join(DECKS)}")
    table = build_table(tuple(decks))
    n, p = len(table.defs), len(decks)
    rng_state = _int(data, "rng", "", 0, (1 << 64) - 1)
    seats = []
    raw_seats = _get(data, "seats", list, "")
    if len(raw_seats) != p:
        raise PositionError("/seats", f"expected {p} seats")
    for i, rs in enumerate(raw_seats):
        path = f"/seats/{i}"
        zones = {z: _ints(rs, z, path, -1, 0, n - 1, n) for z in _SEAT_ZONES}
        seats.append(Seat(**zones, power=_int(rs, "power", path, 0, 999),
                          mulliganed=_get(rs, "mulliganed", bool, path)))
    cards = _get(data, "cards", dict, "")
    status = _get(cards, "status", list, "/cards")
    if len(status) != n or any(s not in _STATUSES for s in status):
        raise PositionError("/cards/status", f"expected {n} card states from {_STATUSES}")
    blocked = _get(cards, "blocked", list, "/cards")
    if len(blocked) != n or any(not isinstance(b, bool) for b in blocked):
        raise PositionError("/cards/blocked", f"expected {n} true/false values")
    phase = _get(data, "phase", str, "")
    if phase not in _PHASES:
        raise PositionError("/phase", f"expected one of {', '.join(_PHASES)}")
    rm = _get(data, "mission", dict, "")
    mission = Mission(
        card=_int(rm, "card", "/mission", -1, n - 1),
        adversary=_int(rm, "adversary", "/mission", -1, n - 1),
        bonus_skill=_int(rm, "bonus_skill", "/mission", -99, 99),
        bonus_difficulty=_int(rm, "bonus_difficulty", "/mission", -99, 99),
        success=_get(rm, "success", bool, "/mission"),
        battle_winner=_int(rm, "battle_winner", "/mission", -1, p - 1),
        **{z: _ints(rm, z, "/mission", -1, 0, n - 1, n) for z in _MISSION_LISTS},
    )
    winner = data.get("winner")
    if winner is not None and (not isinstance(winner, int) or isinstance(winner, bool)
                               or not 0 <= winner < p):
        raise PositionError("/winner", f"expected null or a seat from 0 to {p - 1}")
    st = State(
        tuple(decks), rng_state, seats, list(status),
        _ints(cards, "tokens", "/cards", n, 0, 6, n), _ints(cards, "boost", "/cards", n, 0, 99, n),
        _ints(cards, "host", "/cards", n, -1, n - 1, n), list(blocked),
        first=_int(data, "first", "", 0, p - 1), turn=_int(data, "turn", "", 0, 100_000),
        hero=_int(data, "hero", "", 0, p - 1), phase=phase, actor=_int(data, "actor", "", -1, p - 1),
        passes=_int(data, "passes", "", 0, 2), failed_count=_int(data, "failed_count", "", 0, 12),
        failed=_ints(data, "failed", "", -1, 0, n - 1, 12), mission=mission, winner=winner,
        queue=_ints(data, "queue", "", -1, 0, p - 1, p),
    )
    _check_places(st)
    if "hidden" in data:
        hidden = _ints(data, "hidden", "", -1, 0, n - 1, n)
        _check_hidden(st, hidden)
        st.table = hidden_table(st.decks, frozenset(hidden))
    check_consistency(st)
    return st


def _check_hidden(st: State, hidden: list[int]) -> None:
    """A seen game's face-down cards lie only where a card may be face down: in a hand, a
    draw deck, a Mission pile or among the complications."""
    may = set(st.mission.complications).union(*(s.hand + s.deck + s.missions for s in st.seats))
    for i, c in enumerate(hidden):
        if c not in may:
            raise PositionError(f"/hidden/{i}", f"card {c} lies face up; only cards in a hand, a deck, "
                                "a Mission pile or among the complications may be face down")


def check_consistency(st: State) -> None:
    """What the places imply: a state for exactly the cards in play, a mission while one is
    being played, assigned cards in play with their owner, and whose turn it is."""
    in_play = {c for s in st.seats for c in s.play}
    with_state = {c for c, status in enumerate(st.status) if status}
    if with_state != in_play:
        c = min(with_state ^ in_play)
        raise PositionError(f"/cards/status/{c}", "a card in play needs a state; others none")
    m = st.mission
    if st.phase in ("actions", "incapacitate", "adversary", "place") and m.card < 0:
        raise PositionError("/mission/card", f"the {st.phase} step needs a current mission")
    owners = {"heroes": st.hero, "hero_ships": st.hero, "villain_ships": st.villain}
    for zone, seat in owners.items():
        for c in getattr(m, zone):
            if c not in st.seats[seat].play:
                raise PositionError(f"/mission/{zone}", f"card {c} is not in play for seat {seat}")
    if m.adversary >= 0 and m.adversary not in st.seats[st.villain].play:
        raise PositionError("/mission/adversary", "the adversary is not the villain's in play")
    if st.winner is None and st.phase != "over" and st.actor not in (st.hero, st.villain) \
            and st.phase not in ("setup-stop", "mulligan"):
        raise PositionError("/actor", "only the hero or the villain decides during a turn")


def _check_places(st: State) -> None:
    """Every card is in exactly one place and owned by the seat whose zone holds it."""
    owner = st.table.owner
    m = st.mission
    flat = [c for s in st.seats for z in _SEAT_ZONES for c in getattr(s, z)]
    flat += m.obstacles + m.complications + st.failed + ([m.card] if m.card >= 0 else [])
    if sorted(flat) == list(range(len(owner))) and all(
            owner[c] == i for i, s in enumerate(st.seats) for c in s.hand + s.play):
        return  # the fast path; the slow one below names the fault
    seen: Counter = Counter()
    for i, s in enumerate(st.seats):
        for z in _SEAT_ZONES:
            for c in getattr(s, z):
                seen[c] += 1
                if owner[c] != i:
                    raise PositionError(f"/seats/{i}/{z}", f"card {c} belongs to seat {owner[c]}")
    for c in m.obstacles + m.complications + st.failed + ([m.card] if m.card >= 0 else []):
        seen[c] += 1
    for c in range(len(owner)):
        if seen[c] != 1:
            raise PositionError("/seats", f"card {c} is in {seen[c]} places, not one")
