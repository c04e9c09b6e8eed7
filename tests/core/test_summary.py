"""The summary at the end of a game (``game.core.summary``): each seat's progress to its
objective turn by turn, its actions by kind, its cards played, the Heroes or Villains it
defeated, and the turn at which the lead last changed, from the golden games' moves."""

from __future__ import annotations

import pytest

from game.core.match import Match
from game.core.saves import load_file
from game.core.summary import last_lead_change, sole_leader, summarize, summary_of
from tests.core.test_golden_saves import make_golden_saves

GOLDEN = make_golden_saves.FOLDER


def _loaded(name: str) -> Match:
    loaded = load_file(GOLDEN / name)
    assert loaded.verified, loaded.problem
    return loaded.match


def test_the_lead_changes_when_another_seat_leads_alone_and_a_tie_changes_nothing():
    # turn 1: nobody leads; 2: seat 0 takes it; 3: a tie; 4: seat 0 alone again (no change);
    # 5: seat 1 passes it: the lead last changed at the end of turn 5
    curves = [[0, 1, 2, 3, 3], [0, 0, 2, 2, 4]]
    assert [sole_leader([a, b]) for a, b in zip(*curves, strict=True)] == [None, 0, None, 0, 1]
    assert last_lead_change(curves) == 5
    assert last_lead_change([[0, 0], [0, 0]]) is None


def test_a_short_villainous_game_counted_by_hand():
    """Despicable Plots, the golden game's first two turns: Lady Tremaine moves, takes Fate
    (both Fate cards unplayable), gains Power, plays Anastasia, ends; the Horned King moves,
    plays Captured, discards two cards (one Discard Cards action), ends."""
    setup = _loaded("despicable-plots-2p.json").setup
    moves = ["move the-castle", "fate p2", "gain", "play anastasia @cinderellas-room", "end",
             "move throne-room", "play captured", "discard", "discard gwythaints-2",
             "discard we-got-you-now-pig-keeper-2", "done", "end"]
    s = summarize(setup, moves)
    assert s.turn_ends == (5, 12)
    assert s.rounds == (1, 1) and s.round_word == "round"  # both villains' turns are round 1
    assert dict(s.seats[0].actions) == {"Move": 1, "Fate": 1, "Gain Power": 1, "Play a Card": 1}
    assert dict(s.seats[1].actions) == {"Move": 1, "Play a Card": 1, "Discard Cards": 1}
    assert (s.seats[0].cards_played, s.seats[1].cards_played) == (1, 1)
    assert (s.seats[0].defeated, s.seats[1].defeated) == (0, 0)
    assert s.defeated_label == "Heroes defeated" and s.unit == "fraction"
    assert all(len(seat.progress) == 2 for seat in s.seats)


# (golden save, the system): the two Villainous boxes, San Villano, Stargate
GAMES = [
    ("despicable-plots-2p.json", "villainous"),
    ("scum-and-villainy-3p.json", "villainous"),
    ("san-villano.json", "san-villano"),
    ("stargate.json", "stargate"),
]


@pytest.mark.parametrize("name,game", GAMES)
def test_every_system_summarizes_its_golden_game(name, game):
    match = _loaded(name)
    s = summary_of(match)
    definition = match.definition
    assert s.game == game and len(s.seats) == len(match.setup.seats)
    # a turn ends where the game says the turn changes; the last ends with the last move
    assert s.turn_ends[-1] == len(match.moves) and list(s.turn_ends) == sorted(set(s.turn_ends))
    assert all(len(seat.progress) == s.turns for seat in s.seats)
    # the progress at the end is the game's own measure of the final position
    assert [seat.progress[-1] for seat in s.seats] == [definition.summary_progress(match.game, k)
                                                      for k in range(len(s.seats))]
    # every action counted is one of the seat's moves of that kind
    for seat in s.seats:
        assert sum(n for _kind, n in seat.actions) <= len(match.moves)
        assert all(kind for kind, _n in seat.actions)
    # the lead: the seat leading alone at the end took it at the turn named, where the replay opens
    assert s.lead_move in s.turn_ends
    if s.leader is not None:
        t = s.lead_turn - 1
        assert sole_leader([seat.progress[t] for seat in s.seats]) == s.leader
    won = match.game.winner() if game != "san-villano" else None
    if won is not None and won >= 0:
        assert s.seats[won].progress[-1] == 1.0 and s.leader == won


def test_san_villano_progress_is_the_reputation_each_organization_scores():
    match = _loaded("san-villano.json")
    s = summary_of(match)
    assert s.unit == "points" and s.defeated_label == "Villains confronted"
    assert [seat.progress[-1] for seat in s.seats] == [float(v) for v in match.game.scores()]
    assert s.top() == max(match.game.scores())
    recruited = sum(1 for m in match.moves if m.startswith("recruit "))
    assert sum(seat.cards_played for seat in s.seats) >= recruited


def test_stargate_counts_missions_completed_as_glyphs_won():
    match = _loaded("stargate.json")
    s = summary_of(match)
    # the turns are numbered as the game numbers them: the last is the turn the game was won in
    assert s.round_word == "turn" and s.rounds[-1] == match.game.state.turn
    assert list(s.rounds) == sorted(s.rounds)
    assert s.defeated_label == "Missions completed"
    st = match.game.state
    assert [seat.defeated for seat in s.seats] == [len(st.seats[k].completed) for k in range(len(s.seats))]


def test_villainous_counts_every_vanquish_move_as_an_action_of_its_seat():
    match = _loaded("despicable-plots-2p.json")
    s = summary_of(match)
    replay = Match(match.setup)
    vanquish = [0, 0]
    for m in match.moves:
        if m.startswith("vanquish"):
            vanquish[replay.game.current_player()] += 1
        replay.apply(m)
    assert [dict(seat.actions).get("Vanquish", 0) for seat in s.seats] == vanquish
    # every Vanquish defeats a Hero in the vanquishing villain's Realm (effects defeat more)
    assert all(seat.defeated >= n for seat, n in zip(s.seats, vanquish, strict=True))
