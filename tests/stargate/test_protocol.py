"""The protocol contract (docs/game-protocol.md), checked over random playouts."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from game.games.stargate import STARGATE, Game, IllegalAction, PositionError, rules
from game.games.stargate.actions import Action
from game.games.stargate.events import Event

SEEDS = range(6)


def playout(seed: int, steps: int = 400, players: int = 2) -> tuple[Game, list[str]]:
    g = STARGATE.new(players, seed, {"decks": ["survey", "archivists", "serpent", "freeworlds"][:players]})
    r = random.Random(seed)
    moves = []
    while not g.is_over() and len(moves) < steps:
        legal = g.legal_actions()
        a = r.choice(legal)
        moves.append(g.text(a))
        g.apply(a)
    return g, moves


def test_game_entry_names_valid_values():
    assert STARGATE.key == "stargate" and 2 in STARGATE.player_counts
    with pytest.raises(ValueError, match="is for 2 to 4 players, not 7"):
        STARGATE.new(7, 1)
    with pytest.raises(ValueError, match="valid decks: survey"):
        STARGATE.new(2, 1, {"decks": ["survey", "nope"]})
    with pytest.raises(ValueError, match="valid options: decks"):
        STARGATE.new(2, 1, {"colour": "red"})


@pytest.mark.parametrize("seed", SEEDS)
def test_contract_over_a_random_playout(seed: int):
    g = STARGATE.new(2 + seed % 2, seed)
    r = random.Random(seed)
    steps = 0
    while not g.is_over() and steps < 300:
        legal = g.legal_actions()
        assert legal and g.current_player() >= 0
        texts = g.legal_texts()
        assert len(set(texts)) == len(texts)
        for a, t in zip(legal, texts, strict=True):
            assert g.parse(t) == a and g.why_not(a) is None
            assert g.describe(a) and "None" not in g.describe(a)
        if steps % 10 == 0:
            # every legal action applies (each on its own clone), and clones are independent
            before = g.to_position()
            for a in legal:
                g.clone().apply(a)
            assert g.to_position() == before and g.legal_texts() == texts
            # position round-trip
            pos = g.to_position()
            back = Game.from_position(json.loads(json.dumps(pos)))
            assert back.to_position() == pos and back.legal_texts() == texts
            # observation is JSON and hides the other hands
            for seat in (-1, 0, 1):
                obs = json.loads(json.dumps(g.observe(seat)))
                for i, s in enumerate(obs["seats"]):
                    assert isinstance(s["hand"], list) == (i == seat)
            # why_not agrees with legal_actions on the candidates that are not legal
            for cand in rules.candidates(g.state):
                assert (g.why_not(cand) is None) == (cand in legal)
            bogus = Action("assign", 10_000)
            assert g.why_not(bogus)
            with pytest.raises(IllegalAction):
                g.apply(bogus)
        a = r.choice(legal)
        for e in g.apply(a):
            assert isinstance(e, Event) and isinstance(type(e).reveals, bool)
            assert g.describe_event(e)
        steps += 1


def test_same_seed_and_moves_give_the_same_game():
    g1, moves = playout(11)
    g2 = STARGATE.new(2, 11, {"decks": ["survey", "archivists"]})
    for m in moves:
        g2.apply(m)
    assert g1.to_position() == g2.to_position()


def test_parse_names_legal_texts_when_wrong():
    g = STARGATE.new(2, 3)
    with pytest.raises(ValueError, match="legal actions include"):
        g.parse("fly to the moon")
    with pytest.raises(IllegalAction):
        g.apply("fly to the moon")


def test_determinize_keeps_what_the_seat_sees_and_resamples_the_rest():
    g, _ = playout(5, steps=150)
    seat = g.state.actor
    seen = g.observe(seat)
    d = g.determinize(seat, 99)
    assert d.observe(seat) == seen
    other = 1 - seat

    def hidden(game):
        s = game.state
        comps = [c for c in s.mission.complications if s.table.owner[c] == other]
        return sorted(s.seats[other].hand + s.seats[other].deck + comps)

    assert hidden(d) == hidden(g)
    assert len(d.state.seats[other].hand) == len(g.state.seats[other].hand)
    assert d.legal_texts() == g.legal_texts()


def test_scores_and_winner():
    g, _ = playout(2, steps=5000)
    assert g.is_over() and g.winner() in (0, 1) and g.current_player() == -1
    assert len(g.scores()) == 2


@pytest.mark.parametrize(("mutate", "path"), [
    (lambda p: p.update(version=9), "/version"),
    (lambda p: p["decks"].__setitem__(0, "nope"), "/decks/0"),
    (lambda p: p["seats"][0].update(power=-1), "/seats/0/power"),
    (lambda p: p["seats"][0]["hand"].append(10_000), "/seats/0/hand/"),
    (lambda p: p["seats"][0]["hand"].append(p["seats"][0]["deck"][0]), "/seats"),
    (lambda p: p.update(phase="dance"), "/phase"),
    (lambda p: p["cards"].update(status=["ready"]), "/cards/status"),
    (lambda p: p["seats"][1]["deck"].extend(range(5000)), "/seats/1/deck"),
    (lambda p: p["cards"]["status"].__setitem__(p["seats"][0]["deck"][0], "ready"), "/cards/status/"),
    (lambda p: p.update(phase="place"), "/mission/card"),
    (lambda p: p["mission"]["heroes"].append(p["seats"][1]["play"][0]), "/mission/heroes"),
])
def test_a_bad_position_names_where_it_is_wrong(mutate, path):
    pos = STARGATE.new(2, 1).to_position()
    mutate(pos)
    with pytest.raises(PositionError) as exc:
        Game.from_position(pos)
    assert exc.value.path.startswith(path)


def _paths(node, prefix=()):
    """Every place in a JSON tree (dict keys and list indexes)."""
    yield prefix
    if isinstance(node, dict):
        for k, v in node.items():
            yield from _paths(v, (*prefix, k))
    elif isinstance(node, list):
        for i, v in enumerate(node[:6]):
            yield from _paths(v, (*prefix, i))


_POSITION, _ = playout(4, steps=120)
_PLACES = [p for p in _paths(_POSITION.to_position()) if p]


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(place=st.sampled_from(_PLACES),
       value=st.one_of(st.none(), st.booleans(), st.integers(-3, 200), st.text(max_size=4),
                       st.lists(st.integers(-1, 130), max_size=4)))
def test_a_mutated_position_loads_or_is_refused_with_a_path(place, value):
    """Any one field changed: the position loads (and then plays on), or a PositionError."""
    pos = json.loads(json.dumps(_POSITION.to_position()))
    node = pos
    for k in place[:-1]:
        node = node[k]
    node[place[-1]] = value
    try:
        g = Game.from_position(pos)
    except PositionError as exc:
        assert exc.path.startswith("/")
        return
    g.legal_actions()
    g.observe(0)
