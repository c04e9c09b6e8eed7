"""The game as one seat may see it (``GameDefinition.seen``, ``observe.seen``): a separate game
object holding nothing that seat may not see, checked along seeded random games for every
seat and a spectator (-1)."""

from __future__ import annotations

import random

import pytest

from game.core.protocol import PositionError
from game.games.stargate.cards import FACE_DOWN
from game.games.stargate.definition import STARGATE
from game.games.stargate.game import Game
from game.games.stargate.observe import SEEN_RNG

from .helpers import hidden_cards, public_keys, reachable, reachable_keys

GAMES = [(2, 3), (2, 11), (3, 5), (4, 8)]  # (players, seed)
STEPS = 1500  # every one of these games ends well before
EVERY = 5


def _along(players: int, seed: int):
    """Positions of one seeded random game, every ``EVERY``-th move to its end, the end
    included (the game itself: look, do not touch)."""
    game = STARGATE.new(players, seed)
    pick = random.Random(seed)
    for step in range(STEPS):
        if game.is_over():
            yield game
            return
        if step % EVERY == 0:
            yield game
        game.apply(pick.choice(game.legal_actions()))
    raise AssertionError(f"{players} players, seed {seed}: no end in {STEPS} moves")


def _seats(game: Game) -> list[int]:
    return [-1, *range(game.state.players)]


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_no_hidden_card_of_another_seat_is_reachable_from_what_a_seat_sees(players: int, seed: int) -> None:
    """Other players' hands, every draw deck's and Mission pile's order and the faces of
    complications played face down by others: none of it can be read from the seen game."""
    for game in _along(players, seed):
        real = game.state
        mutable = {id(o) for o in reachable(game) if isinstance(o, list | dict)} | {id(real.table)}
        for seat in _seats(game):
            seen = STARGATE.seen(game, seat)
            st = seen.state
            # every card the seat may not see is face down where it lies in the seen game
            zones = [c for p, s in enumerate(st.seats) if p != seat for c in s.deck + s.missions]
            zones += [c for p, s in enumerate(st.seats) if p != seat and real.winner is None for c in s.hand]
            zones += [c for c in st.mission.complications if real.winner is None and st.table.owner[c] != seat]
            assert len(zones) == len(hidden_cards(real, seat))
            assert all(st.table.defs[c] is FACE_DOWN for c in zones)
            # no face of a card the seat may not see is anywhere in the seen game
            leaked = reachable_keys(seen) - {FACE_DOWN.key} - public_keys(real, seat)
            assert not leaked, f"seat {seat} reaches hidden cards {sorted(leaked)}"
            # nothing shared with the real game (its table, its lists), and not its generator
            assert not [o for o in reachable(seen) if id(o) in mutable]
            assert st.rng == SEEN_RNG


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_a_seat_observes_the_seen_game_as_the_real_one(players: int, seed: int) -> None:
    for game in _along(players, seed):
        for seat in _seats(game):
            assert STARGATE.seen(game, seat).observe(seat) == game.observe(seat)


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_the_seen_game_comes_back_from_its_position(players: int, seed: int) -> None:
    """What a network host would send: ``from_position(seen.to_position())`` is the same
    seen game, its face-down cards face down."""
    for game in _along(players, seed):
        for seat in _seats(game):
            seen = STARGATE.seen(game, seat)
            back = STARGATE.from_position(seen.to_position())
            assert back.to_position() == seen.to_position()
            assert back.state.table.hidden == seen.state.table.hidden
            assert back.state.table.defs == seen.state.table.defs
            assert back.observe(seat) == game.observe(seat)
            assert STARGATE.seen(back, seat).to_position() == seen.to_position()  # seeing it again hides no more


@pytest.mark.parametrize(("players", "seed"), GAMES)
def test_two_games_that_differ_only_in_what_a_seat_cannot_see_are_seen_alike(players: int, seed: int) -> None:
    """The other hands, the complications of others and every pile's order re-dealt
    (``determinize``): the seat's seen game is the same, to the last number."""
    for k, game in enumerate(_along(players, seed)):
        for seat in _seats(game):
            other = game.determinize(seat, seed * 1000 + k)
            assert STARGATE.seen(other, seat).to_position() == STARGATE.seen(game, seat).to_position()


def test_a_game_that_differs_in_what_the_seat_sees_is_seen_otherwise() -> None:
    """The seen game is not blind: the seat's own hand is in it, card by card."""
    game = next(g for g in _along(2, 3) if g.state.phase == "actions" and len(g.state.seats[0].hand) > 1)
    other = game.clone()
    hand, deck = other.state.seats[0].hand, other.state.seats[0].deck
    hand[0], deck[0] = deck[0], hand[0]
    assert STARGATE.seen(other, 0).to_position() != STARGATE.seen(game, 0).to_position()
    assert STARGATE.seen(other, 1).to_position() == STARGATE.seen(game, 1).to_position()


def test_a_position_may_hold_face_down_cards_only_where_a_card_lies_face_down() -> None:
    game = next(g for g in _along(2, 3) if g.state.phase == "actions")
    data = STARGATE.seen(game, 0).to_position()
    data["hidden"] = [*data["hidden"], game.state.seats[0].play[0]]
    with pytest.raises(PositionError, match="lies face up"):
        STARGATE.from_position(data)
    assert "hidden" not in game.to_position()  # a real game's position is as it always was
