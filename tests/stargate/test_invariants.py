"""The checks the fuzzer makes after every step (game/games/stargate/invariants.py), each
broken one named by its own message; and a clone that keeps every field."""

from __future__ import annotations

import pytest

from game.games.stargate import STARGATE
from game.games.stargate import totals as T
from game.games.stargate.invariants import InvariantBroken, check
from game.games.stargate.state import ASSIGNED

from .helpers import scenario, to_play


def _broken(st) -> str:
    with pytest.raises(InvariantBroken) as exc:
        check(st)
    return str(exc.value)


def test_a_sound_mission_passes_and_each_broken_check_is_named():
    g = scenario("survey-m1")
    st = g.state
    check(st)
    st.seats[0].power = -1
    assert _broken(st) == "p1 has -1 power"
    st.seats[0].power = 0
    st.status[st.seats[1].play[0]] = ""
    assert _broken(st).startswith("/cards/status/")  # the position's own check names it first


def test_a_card_at_the_mission_must_be_assigned_in_the_actions_step():
    g = scenario("survey-m1")
    st = g.state
    c = st.seats[0].play[0]
    st.mission.heroes.append(c)
    assert _broken(st) == f"{T.card(st, c).key} is at the mission but ready"
    st.status[c] = ASSIGNED
    check(st)


def test_the_adversary_at_the_mission_is_assigned_and_an_assigned_one_is_at_the_mission():
    g = scenario("survey-m1")
    st = g.state
    v = st.villain
    adv = to_play(st, v, "wraithe" if st.decks[v] == "survey" else "jaffar")
    st.mission.adversary = adv
    assert _broken(st) == f"{T.card(st, adv).key} is at the mission but ready"
    st.status[adv] = ASSIGNED
    check(st)
    st.mission.adversary = -1
    assert _broken(st) == "an adversary is assigned but not at the mission"


def test_a_winner_needs_a_victory_condition_and_a_running_game_a_move():
    g = scenario("survey-m1")
    st = g.state
    st.winner = 1
    assert _broken(st) == "p2 is the winner without a victory condition"
    st.winner = None
    with pytest.raises(InvariantBroken, match=r"^a running game has no legal action$"):
        check(st, legal=())


def test_a_clone_keeps_every_field():
    g = scenario("survey-m1")
    st = g.state
    st.winner, st.queue, st.mission.battle_winner = 1, [1, 0], 1
    c = st.clone()
    assert c == st and c.queue is not st.queue and c.mission is not st.mission
    assert (c.winner, c.queue, c.mission.battle_winner) == (1, [1, 0], 1)


def test_a_wrong_number_of_decks_names_the_valid_ones():
    from game.games.stargate.cards import DECKS

    with pytest.raises(ValueError, match=rf"^give one deck per player \(3\); valid decks: {', '.join(DECKS)}$"):
        STARGATE.new(3, 1, {"decks": ["survey", "serpent"]})


def test_someone_meeting_a_victory_condition_ends_the_game(monkeypatch):
    from game.games.stargate import rules

    g = scenario("survey-m1")
    monkeypatch.setattr(rules, "win_reason", lambda st, seat: "glyphs" if seat == 0 else None)
    assert _broken(g.state) == "p1 has won but the game goes on"
    g.state.winner = 0
    check(g.state)
