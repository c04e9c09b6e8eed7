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
from typing import Any

import pytest

from game.core import rng as R
from game.games.villainous.seen import SEEN_RNG

from .seen_helpers import VILLAINOUS, hidden_shuffled, labels_in, walk

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
            shown = labels_in(game.observe(seat))
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
