"""A position's fields are checked on load: each number within its bounds (the ends
included), each list within its length, and a refusal names the exact field and its bounds
(docs/content/stargate-notation.md)."""

from __future__ import annotations

import copy

import pytest

from game.games.stargate import STARGATE, Game, PositionError

BASE = STARGATE.new(2, 1).to_position()
N = len(BASE["cards"]["status"])  # the cards of both decks
P = len(BASE["decks"])


def _refusal(change) -> tuple[str, str] | None:
    """(path, message) of the refusal of BASE with ``change`` made, None when it loads."""
    pos = copy.deepcopy(BASE)
    change(pos)
    try:
        Game.from_position(pos)
    except PositionError as exc:
        return exc.path, exc.message
    return None


def _at(*keys):
    """A setter of the field at ``keys`` (dict keys and list indexes)."""
    def setter(value):
        def change(pos):
            node = pos
            for k in keys[:-1]:
                node = node[k]
            node[keys[-1]] = value
        return change
    return setter


def _passes_its_check(refused: tuple[str, str] | None, path: str) -> bool:
    """Loaded, or refused by a later check (what the places imply), not by the field's own."""
    return refused is None or refused[0] != path or not refused[1].startswith(("expected", "more than"))


#: every bounded number of a position: where it is, its path, and its bounds
NUMBERS = [
    (("rng",), "/rng", 0, (1 << 64) - 1),
    (("seats", 0, "power"), "/seats/0/power", 0, 999),
    (("seats", 1, "power"), "/seats/1/power", 0, 999),
    (("mission", "card"), "/mission/card", -1, N - 1),
    (("mission", "adversary"), "/mission/adversary", -1, N - 1),
    (("mission", "bonus_skill"), "/mission/bonus_skill", -99, 99),
    (("mission", "bonus_difficulty"), "/mission/bonus_difficulty", -99, 99),
    (("mission", "battle_winner"), "/mission/battle_winner", -1, P - 1),
    (("first",), "/first", 0, P - 1),
    (("turn",), "/turn", 0, 100_000),
    (("hero",), "/hero", 0, P - 1),
    (("actor",), "/actor", -1, P - 1),
    (("passes",), "/passes", 0, 2),
    (("failed_count",), "/failed_count", 0, 12),
]


@pytest.mark.parametrize(("keys", "path", "lo", "hi"), NUMBERS, ids=[n[1] for n in NUMBERS])
def test_a_number_out_of_its_bounds_is_refused_naming_the_field_and_the_bounds(keys, path, lo, hi):
    for value in (lo - 1, hi + 1):
        assert _refusal(_at(*keys)(value)) == (path, f"expected a number from {lo} to {hi}")
    assert _refusal(_at(*keys)(True)) == (path, "expected int")  # a bool is not taken for a number


@pytest.mark.parametrize(("keys", "path", "lo", "hi"), NUMBERS, ids=[n[1] for n in NUMBERS])
def test_the_ends_of_a_number_s_bounds_are_accepted(keys, path, lo, hi):
    for value in (lo, hi):
        assert _passes_its_check(_refusal(_at(*keys)(value)), path)


#: every list of card numbers (or seats): its path, the bounds of an entry, its longest length
#: and the exact length it must have (-1: any up to the longest)
LISTS = [
    *((("seats", 0, z), f"/seats/0/{z}", 0, N - 1, N, -1)
      for z in ("deck", "hand", "discard", "missions", "play", "completed", "score")),
    *((("mission", z), f"/mission/{z}", 0, N - 1, N, -1)
      for z in ("obstacles", "complications", "heroes", "hero_ships", "villain_ships")),
    (("cards", "tokens"), "/cards/tokens", 0, 6, N, N),
    (("cards", "boost"), "/cards/boost", 0, 99, N, N),
    (("cards", "host"), "/cards/host", -1, N - 1, N, N),
    (("failed",), "/failed", 0, N - 1, 12, -1),
    (("queue",), "/queue", 0, P - 1, P, -1),
]


def _get(pos, keys):
    for k in keys:
        pos = pos[k]
    return pos


@pytest.mark.parametrize(("keys", "path", "lo", "hi", "longest", "exact"), LISTS, ids=[x[1] for x in LISTS])
def test_a_list_s_entries_and_length_are_checked_naming_the_entry(keys, path, lo, hi, longest, exact):
    now = list(_get(BASE, keys))
    fill = now or [lo]
    for bad in (lo - 1, hi + 1, True):
        assert _refusal(_at(*keys)([bad, *fill[1:]])) == (f"{path}/0", f"expected a number from {lo} to {hi}")
    assert _refusal(_at(*keys)([lo] * (longest + 1))) == (path, f"more than {longest} entries")
    for value in (lo, hi):  # the ends of an entry's bounds pass this check
        assert _passes_its_check(_refusal(_at(*keys)([value, *fill[1:]])), f"{path}/0")
    if exact >= 0:
        assert _refusal(_at(*keys)(now[:-1])) == (path, f"expected {exact} entries")
    else:  # as long as the longest allowed: not refused for its length
        assert _passes_its_check(_refusal(_at(*keys)([lo] * longest)), path)


@pytest.mark.parametrize(("keys", "path"), [
    (("seats", 0, "mulliganed"), "/seats/0/mulliganed"),
    (("mission", "success"), "/mission/success"),
])
def test_a_true_false_field_refuses_a_number(keys, path):
    assert _refusal(_at(*keys)(0)) == (path, "expected bool")


@pytest.mark.parametrize(("keys", "path", "key"), [
    (("decks",), "/", "decks"),
    (("rng",), "/", "rng"),
    (("seats", 1, "hand"), "/seats/1", "hand"),
    (("cards", "host"), "/cards", "host"),
    (("mission", "card"), "/mission", "card"),
    (("mission", "battle_winner"), "/mission", "battle_winner"),
    (("phase",), "/", "phase"),
    (("queue",), "/", "queue"),
])
def test_a_missing_field_is_named_with_where_it_was_expected(keys, path, key):
    def drop(pos):
        del _get(pos, keys[:-1])[keys[-1]]
    assert _refusal(drop) == (path, f"missing {key!r}")


def test_the_winner_is_null_or_a_seat():
    msg = f"expected null or a seat from 0 to {P - 1}"
    for bad in (-1, P, True, "0"):
        assert _refusal(_at("winner")(bad)) == ("/winner", msg)
    for seat in (0, P - 1):
        assert _passes_its_check(_refusal(_at("winner")(seat)), "/winner")


def test_the_header_and_the_decks_are_checked_first():
    assert _refusal(_at("game")("villainous")) == ("/game", "not a Stargate mission duel position")
    assert _refusal(_at("version")(2)) == ("/version", "expected version 1")
    assert _refusal(_at("decks")(["survey"])) == ("/decks", "expected 2 to 6 decks")
    assert _refusal(_at("decks")(["survey"] * 7)) == ("/decks", "expected 2 to 6 decks")
    refused = _refusal(_at("decks")(["survey", "nope"]))
    assert refused[0] == "/decks/1" and refused[1].startswith("unknown deck; valid decks: ")
    assert _refusal(_at("seats")(BASE["seats"][:1])) == ("/seats", f"expected {P} seats")


def test_card_states_and_blocks_are_one_a_card():
    status = f"expected {N} card states from ('', 'ready', 'assigned', 'stopped', 'incapacitated')"
    assert _refusal(_at("cards", "status")(BASE["cards"]["status"][:-1])) == ("/cards/status", status)
    assert _refusal(_at("cards", "status", 1)("dancing")) == ("/cards/status", status)
    blocks = f"expected {N} true/false values"
    assert _refusal(_at("cards", "blocked")(BASE["cards"]["blocked"][:-1])) == ("/cards/blocked", blocks)
    assert _refusal(_at("cards", "blocked", 0)(0)) == ("/cards/blocked", blocks)
    assert _refusal(_at("phase")("dance")) == ("/phase", "expected one of setup-stop, mulligan, actions, "
                                               "incapacitate, adversary, place, continue, order, discard, over")
