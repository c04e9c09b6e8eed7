"""What a seat sees (the same for every seat: the hidden things are hidden from all), the
re-sampling behind it, and what setup leaves hidden or known."""

from __future__ import annotations

import copy

from game.core import rng
from game.games.san_villano import Game, PositionError, scoring
from game.games.san_villano.board import content

from .helpers import fresh


def test_an_observation_counts_what_is_hidden_and_shows_the_rest():
    g = fresh(2, 0, {"setup_fires": True})
    st = g.state
    loc = next(iter(st.fire_at))
    st.fire_open.append(loc)  # one setup Fire turned face up
    obs = g.observe(1)
    assert obs["seat"] == 1 and obs["rng"] == "?"
    assert obs["fires"] == {"stack": len(st.fire_stack), "open": [loc],
                            "at": {at: (fire if at == loc else "?") for at, fire in st.fire_at.items()}}
    assert obs["super_box"] == len(st.super_box) > 0
    assert obs["nicknames"]["box"] == len(st.nickname_box) > 0
    assert obs["nicknames"]["revealed"] == st.nicknames
    assert obs["scores"] == scoring.scores(st)
    assert obs["city_box"] == len(st.city_box)
    assert obs["decks"]["scum"] == {"count": len(st.scum_deck),
                                    "known_bottom": st.scum_deck[len(st.scum_deck) - st.known_bottom["scum"]:]}


def test_at_setup_only_the_villains_sent_under_their_deck_are_known():
    """The On Reveal Villains go back under the Scum deck, seen by all; nobody has seen the
    bottom of any other deck."""
    for seed in range(6):
        st = Game.new(2, seed).state
        under = [v for v in st.scum_deck if content().villain[v].timing == "reveal"]
        assert st.known_bottom == {"hero": 0, "helper": 0, "scum": st.known_bottom["scum"], "elite": 0}
        assert st.scum_deck[len(st.scum_deck) - st.known_bottom["scum"]:] == under[len(under) - st.known_bottom["scum"]:]


def test_the_setup_fires_of_a_two_player_game_are_the_top_tokens(monkeypatch):
    """(the balance option, 2 players) Fires already burning: the top tokens of the face-down stack. With the
    shuffles left out, the stack is in the content's order."""
    monkeypatch.setattr(rng, "shuffle", lambda r, items: r)
    st = Game.new(2, 0, {"setup_fires": True}).state
    tokens = [f.key for f in content().fires]
    assert list(st.fire_at.values()) == tokens[:len(st.fire_at)] and len(st.fire_at) == 2
    assert st.fire_stack == tokens[2:]


def test_determinize_reshuffles_a_fire_token_drawn_but_not_yet_placed():
    """A "place a Fire" waiting in the stack holds a token nobody has seen: it is part of the
    pool the copies re-sample, with the stack and the face-down Fires."""
    g = fresh(2, 0)
    st = g.state
    token = st.fire_stack.pop(0)
    st.stack.append({"kind": "place_fire", "seat": st.actor, "token": token})
    pool = sorted(st.fire_stack + list(st.fire_at.values()) + [token])
    drawn = set()
    for seed in range(8):
        d = g.determinize(0, seed).state
        frame = d.stack[-1]
        assert sorted(d.fire_stack + list(d.fire_at.values()) + [frame["token"]]) == pool
        drawn.add(frame["token"])
    assert len(drawn) > 1


def test_a_position_keeps_its_options_and_names_an_inconsistency():
    g = Game.new(1, 0, {"bots": 1, "target": 12})
    assert Game.from_position(g.to_position()).state.options == g.state.options == {
        "solo": {"human": 0, "bots": [1], "target": 12, "level": "normal"}}
    pos = copy.deepcopy(fresh(2, 0).to_position())
    pos["stack"].append({"kind": "track", "seat": 0})  # a track frame without its count
    try:
        Game.from_position(pos)
    except PositionError as exc:
        assert (exc.path, exc.message) == ("/", "inconsistent position (KeyError: 'count')")
    else:
        raise AssertionError("loaded")
