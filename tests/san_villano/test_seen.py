"""The game as a seat sees it (``SAN_VILLANO.seen``): what a table draws from and a host would
send. Along seeded random games, for every seat and a spectator: nothing hidden is reachable
from it, it observes as the real game, its position reads back to it, and two games that
differ only in what nobody sees are seen alike."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from game.core import rng as R
from game.core.contract import plain
from game.games.san_villano import Game, PositionError
from game.games.san_villano.definition import SAN_VILLANO
from game.games.san_villano.state import HIDDEN, State

from .walk import reachable

#: large seeds, so that a seed found among the seen game's numbers is no count or index
SEEDS = (1_000_003, 2_000_029, 3_000_017)


def playout(players: int, seed: int, every: int = 9):
    """A seeded random game through the protocol, every ``every``-th position (and the last)."""
    g = Game.new(players, seed)
    r = R.seed_state(seed)
    k = 0
    while not g.is_over():
        if k % every == 0:
            yield g
        legal = g.legal_actions()
        r, i = R.below(r, len(legal))
        g.apply(legal[i])
        k += 1
    yield g


def games():
    for players, seed in zip((2, 3, 4), SEEDS, strict=True):
        yield from playout(players, seed)


def hidden_things(st: State) -> set:
    """What nobody may see in ``st``: face-down City cards and the Winter cards in the box,
    the decks' unknown cards, the Fire tokens face down (stack, City, drawn for placing), the
    boxed Super-Agents and Nicknames, the seed and the generator."""
    out = {card for cell, card in st.city.items() if cell not in st.revealed} | set(st.city_box)
    for name in ("hero", "helper", "scum", "elite"):
        cards = getattr(st, f"{name}_deck")
        out |= set(cards[:len(cards) - st.known_bottom[name]])
    out |= set(st.fire_stack) | {f for loc, f in st.fire_at.items() if loc not in st.fire_open}
    out |= {f["token"] for f in st.stack if f["kind"] == "place_fire"}
    out |= set(st.super_box) | set(st.nickname_box)
    return out | {st.seed, st.rng}


def with_fire_drawn(g: Game) -> Game:
    """A copy in which a Fire token was drawn for placing and waits, face down, in the stack."""
    out = g.clone()
    st = out.state
    st.stack.append({"kind": "place_fire", "seat": st.deciding_seat(), "token": st.fire_stack.pop(0)})
    return out


@pytest.mark.rule("002:setup:1", "002:setup:3", "002:setup:5", "002:setup:7", "002:fires:1")
def test_what_is_face_down_or_returned_to_the_game_box_is_reachable_from_no_seen_game():
    """Face-down City cards, the Winter cards returned to the game box, the shuffled decks, the
    Fire stack face down and a Fire placed "without looking at it", the Super-Agents and
    Nicknames returned to the box: none is anywhere in the game a seat sees."""
    checked = 0
    for g in games():
        for game in (g, with_fire_drawn(g)) if g.state.fire_stack and not g.is_over() else (g,):
            hidden = hidden_things(game.state)
            for seat in (-1, *range(game.state.players)):
                seen = SAN_VILLANO.seen(game, seat)
                assert isinstance(seen, Game) and seen.state is not game.state
                leaked = hidden & reachable(seen)
                assert not leaked, f"seat {seat} reaches hidden {sorted(map(str, leaked))}"
                checked += 1
    assert checked > 100


def test_the_seen_game_shares_no_list_or_dict_with_the_real_one():
    g = next(playout(3, SEEDS[1], every=40))
    seen = SAN_VILLANO.seen(g, 0)
    mutable = {id(x) for x in reachable(g, objects=True) if isinstance(x, (list, dict))}
    assert not mutable & {id(x) for x in reachable(seen, objects=True) if isinstance(x, (list, dict))}


def test_a_seat_observes_the_seen_game_as_the_real_one():
    for g in games():
        for seat in (-1, *range(g.state.players)):
            assert plain(SAN_VILLANO.seen(g, seat).observe(seat)) == plain(g.observe(seat))


def test_the_seen_game_keeps_how_many_cards_are_hidden_and_the_legal_actions():
    """The sizes of the decks, the box and the Fire stack stay; only the cards are unknown.
    Everything that decides a move is public, so the same moves are legal."""
    for g in games():
        st, seen = g.state, SAN_VILLANO.seen(g, 0)
        for name in ("city_box", "hero_deck", "helper_deck", "scum_deck", "elite_deck", "fire_stack", "super_box",
                     "nickname_box"):
            assert len(getattr(seen.state, name)) == len(getattr(st, name))
        assert seen.legal_actions() == g.legal_actions()
        assert seen.scores() == g.scores()


def test_a_seen_game_reads_back_from_its_position():
    for g in games():
        for seat in (-1, *range(g.state.players)):
            for game in (g, with_fire_drawn(g)) if g.state.fire_stack and not g.is_over() else (g,):
                seen = SAN_VILLANO.seen(game, seat)
                pos = json.loads(json.dumps(seen.to_position()))
                back = SAN_VILLANO.from_position(pos)
                assert back.to_position() == seen.to_position()
                assert plain(back.observe(seat)) == plain(game.observe(seat))


def test_a_seen_position_with_a_placeholder_too_many_is_refused():
    seen = SAN_VILLANO.seen(next(playout(2, SEEDS[0])), 1).to_position()
    seen["city_box"].append(HIDDEN)
    with pytest.raises(PositionError, match="hidden City card"):
        SAN_VILLANO.from_position(seen)
    real = next(playout(2, SEEDS[0])).to_position()
    real["city_box"][0] = HIDDEN  # a real game holds no placeholder
    with pytest.raises(PositionError):
        SAN_VILLANO.from_position(real)


def test_two_games_differing_only_in_what_nobody_sees_are_seen_alike():
    """Re-sampling what nobody has seen (the City's face-down cards within their season, the
    decks above their known bottoms, the Fire tokens face down), another seed and generator:
    another real game, the same seen one for every seat."""
    for k, g in enumerate(games()):
        other = g.determinize(0, 77 + k)
        other.state.seed, other.state.rng = g.state.seed + 1, g.state.rng ^ 0x5A5A
        assert other.to_position() != g.to_position()
        for seat in (-1, *range(g.state.players)):
            assert SAN_VILLANO.seen(other, seat).to_position() == SAN_VILLANO.seen(g, seat).to_position()


def test_the_seed_and_the_generator_are_not_observed():
    """Either would tell every shuffle to come (the setup's, the decks')."""
    g = next(playout(2, SEEDS[0]))
    obs = g.observe(0)
    assert obs["rng"] == HIDDEN and obs["seed"] == HIDDEN


def _unseen(st: State) -> dict[str, Counter]:
    """What nobody has seen, by where it may lie: each season's face-down City cards (the
    Winter ones with the box's), each deck's unknown cards, the Fire tokens face down."""
    from game.games.san_villano.grid import CELLS, SEASON_OF

    out = {}
    for season in (1, 2, 3, 4):
        out[f"season {season}"] = Counter(st.city[c] for c in CELLS if SEASON_OF[c] == season and c not in st.revealed)
    out["season 4"] += Counter(st.city_box)
    for name in ("hero", "helper", "scum", "elite"):
        cards = getattr(st, f"{name}_deck")
        out[name] = Counter(cards[:len(cards) - st.known_bottom[name]])
    out["fires"] = Counter(st.fire_stack) + Counter(f for loc, f in st.fire_at.items() if loc not in st.fire_open) \
        + Counter(f["token"] for f in st.stack if f["kind"] == "place_fire")
    return out


def test_a_seen_game_filled_holds_the_cards_nobody_has_seen_and_nothing_of_where_they_lie():
    """Every City card, character, Villain and Fire token is public, so what lies face down in
    a season, a deck or the Fire stack is all of them less those in sight: a client's bot
    fills its seen game with them (``observe.filled``) to sample from, as the host's bots
    sample the real game's. Each kind holds the real game's unseen cards, in sorted order
    (which tells nothing of where each lies); what is in sight is as it was."""
    from game.games.san_villano.observe import filled

    for g in (*games(), with_fire_drawn(next(playout(3, 7, every=1)))):
        st = g.state
        for seat in range(st.players):
            seen = SAN_VILLANO.seen(g, seat).state
            full = filled(seen)
            assert _unseen(full) == _unseen(st)
            assert full.revealed == st.revealed and full.hero_row == st.hero_row and full.fire_open == st.fire_open
            for laid in _laid_out(full):
                assert laid == sorted(laid)  # the face-down places in their order hold the cards sorted


def _laid_out(st: State) -> list[list[str]]:
    """The cards of each kind nobody has seen, in the order their places are filled."""
    from game.games.san_villano.grid import CELLS, SEASON_OF

    out = [[st.city[c] for c in CELLS if SEASON_OF[c] == season and c not in st.revealed]
           + (list(st.city_box) if season == 4 else []) for season in (1, 2, 3, 4)]
    for name in ("hero", "helper", "scum", "elite"):
        cards = getattr(st, f"{name}_deck")
        out.append(cards[:len(cards) - st.known_bottom[name]])
    out.append([f for loc, f in st.fire_at.items() if loc not in st.fire_open]
               + [f["token"] for f in st.stack if "token" in f] + list(st.fire_stack))
    return out


def test_a_seen_game_whose_hidden_cards_do_not_add_up_is_refused_not_guessed():
    """A placeholder too many in a deck (a card somewhere ``filled`` does not look): an error
    naming what does not add up, never a made-up card."""
    from game.games.san_villano.observe import filled

    g = next(playout(2, 5, every=1))
    seen = SAN_VILLANO.seen(g, 0).state
    seen.hero_deck.insert(0, HIDDEN)
    with pytest.raises(ValueError, match="hero cards do not add up"):
        filled(seen)
