"""The protocol contract (docs/game-protocol.md): random playouts checking every promise of ``Game``."""

import json

import pytest

from game.core import rng
from game.games.san_villano import SAN_VILLANO, Game, IllegalAction, PositionError
from game.games.san_villano.actions import Action
from game.games.san_villano.events import Event


def _playout(players, seed, steps=None):
    g = Game.new(players, seed)
    r = rng.seed_state(seed + 99)
    moves = []
    while not g.is_over() and (steps is None or len(moves) < steps):
        legal = g.legal_actions()
        r, i = rng.below(r, len(legal))
        moves.append(g.text(legal[i]))
        g.apply(legal[i])
    return g, moves


def test_game_surface():
    assert SAN_VILLANO.key == "san-villano" and SAN_VILLANO.player_counts == (2, 3, 4) and SAN_VILLANO.title
    g = Game.new(2, 1)
    assert isinstance(g, Game) and g.current_player() in (0, 1)
    assert g.winner() is None and not g.is_over() and len(g.scores()) == 2


@pytest.mark.parametrize("players,seed", [(2, 11), (3, 12), (4, 13)])
def test_contract_on_random_playouts(players, seed):
    g = Game.new(players, seed)
    r = rng.seed_state(seed)
    step = 0
    while not g.is_over():
        legal = g.legal_actions()
        assert legal and g.current_player() >= 0
        texts = g.legal_texts()
        assert len(set(texts)) == len(texts)
        r, i = rng.below(r, len(legal))
        a = legal[i]
        assert g.parse(g.text(a)) == a and hash(a) is not None
        assert g.why_not(a) is None
        assert g.describe(a) and "-" not in g.describe(a).split(" ")[0]
        if step % 5 == 0:
            # clone independence
            c = g.clone()
            c.apply(a)
            assert g.legal_actions() == legal
            # position round trip
            pos = json.loads(json.dumps(g.to_position()))
            assert Game.from_position(pos).to_position() == g.to_position()
            # observation is JSON and hides the Fire stack
            obs = g.observe(g.current_player())
            json.dumps(obs)
            assert isinstance(obs["fires"]["stack"], int)
            # determinize keeps what the seat sees
            d = g.determinize(g.current_player(), step)
            assert d.observe(0) == g.observe(0) and d.legal_texts() == texts
            # an illegal action is refused with a reason
            bogus = Action("recruit", "nobody")
            assert g.why_not(bogus)
            with pytest.raises(IllegalAction):
                g.clone().apply(bogus)
        events = g.apply(a)
        for e in events:
            assert isinstance(e, Event) and isinstance(type(e).reveals, bool)
            assert g.describe_event(e)
        step += 1
    assert g.current_player() == -1 and g.legal_actions() == ()
    assert g.winner() is not None


def test_determinism_same_seed_same_moves_same_game():
    g1, moves = _playout(3, 5)
    g2 = Game.new(3, 5)
    for m in moves:
        g2.apply(m)
    assert g1.to_position() == g2.to_position() and g1.scores() == g2.scores()


def test_why_not_agrees_with_legal_actions_on_illegal_samples():
    g, _ = _playout(2, 8, steps=40)
    legal = set(g.legal_actions())
    from game.games.san_villano.board import content

    c = content()
    samples = [Action("allocate", "a1", loc) for loc in c.location] + [Action("move", "a1", loc) for loc in c.location]
    samples += [Action("recruit", h.key) for h in c.heroes] + [Action("track", v.key) for v in c.villains]
    for a in samples:
        assert (g.why_not(a) is None) == (a in legal)


def test_parse_names_legal_texts_when_wrong():
    g = Game.new(2, 0)
    with pytest.raises(ValueError, match="legal are e.g."):
        g.parse("dance")


def test_bad_positions_raise_position_error_naming_the_place():
    g = Game.new(2, 0)
    pos = g.to_position()
    bad = json.loads(json.dumps(pos))
    bad["orgs"][0]["clue"] = -1
    with pytest.raises(PositionError, match="/orgs/0/clue"):
        Game.from_position(bad)
    bad = json.loads(json.dumps(pos))
    bad["decks"]["hero"] = bad["decks"]["hero"] * 3
    with pytest.raises(PositionError, match="decks/hero"):
        Game.from_position(bad)
    bad = json.loads(json.dumps(pos))
    bad["decks"]["hero"].append(bad["rows"]["hero"][0])
    with pytest.raises(PositionError, match="in 2 places"):
        Game.from_position(bad)
    bad = json.loads(json.dumps(pos))
    bad["orgs"][1]["tokens_home"] = 2
    with pytest.raises(PositionError, match="Tracking"):
        Game.from_position(bad)
    with pytest.raises(PositionError):
        Game.from_position([1, 2])
