"""The log and the replay viewer start with how the game was set up: who plays which seat
(a person or a bot of which level), and for Villainous each villain's starting Power (or
Credits) and who plays first."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.core.match import Match, Seat, Setup  # noqa: E402
from game.games.villainous import villainous_setup  # noqa: E402
from game.table.loadscreen import ReplayScene  # noqa: E402

from ..table.ui_helpers import make_app  # noqa: E402


def _replay_at_start(setup: Setup, moves: int = 4) -> tuple[ReplayScene, Match]:
    m = Match(setup)
    for _ in range(moves):
        m.apply(m.game.legal_actions()[0])
    app = make_app((1280, 720))
    app.choose_game(setup.game)
    scene = ReplayScene(app, m)
    app.push(scene)
    scene.index = 0
    return scene, m


@pytest.mark.parametrize("villains,currency", [(["gaston", "lady-tremaine", "horned-king"], "Power"),
                                               (["boba-fett", "cad-bane"], "Credits")])
def test_villainous_replay_starts_with_the_villains_their_players_starting_power_and_the_first_player(
        villains, currency):
    seats = [Seat("human")] + [Seat("bot", "hard")] * (len(villains) - 1)
    scene, m = _replay_at_start(villainous_setup(villains, seats, 5))
    st = Match(m.setup).state
    log = scene._log_at(0)
    names = [p.villain.name for p in st.players]
    assert log[0] == ("A new game: " + "; ".join(
        [f"{names[0]} played by a person"] + [f"{n} played by a bot (Hard)" for n in names[1:]]) + ".")
    amounts = ", ".join(f"{n} {p.power}" for n, p in zip(names, st.players, strict=True))
    assert log[1] == f"Starting {currency}: {amounts}."
    assert [p.power for p in st.players] == list(range(len(villains)))  # the rulebook's 0, 1, 2
    assert log[2] == f"{names[st.active]} plays first."
    assert log[3].startswith("Round 1:")
    # and the moves' lines follow them
    scene.index = len(m.moves)
    assert scene._log_at(scene.index)[:4] == log[:4]


def test_the_villainous_table_log_starts_with_the_same_lines():
    app = make_app((1280, 720))
    app.start_match(Match(villainous_setup(["gaston", "lady-tremaine"], [Seat("human"), Seat("bot", "easy")], 5)))
    log = list(app.table().log)
    assert log[0] == "A new game: Gaston played by a person; Lady Tremaine played by a bot (Easy)."
    assert log[1] == "Starting Power: Gaston 0, Lady Tremaine 1." and log[2] == "Gaston plays first."


@pytest.mark.parametrize("game", ["stargate", "san-villano"])
def test_every_game_s_replay_starts_with_who_plays_which_seat(game):
    scene, _m = _replay_at_start(Setup.of(game, [Seat("human"), Seat("bot", "normal")], 4))
    first = scene._log_at(0)[0]
    assert first.startswith("A new game: ") and "a person" in first and "a bot (Normal)" in first


def test_the_replay_log_is_readable_at_1280x720():
    from game.table.kit.textfit import READABLE

    scene, _m = _replay_at_start(villainous_setup(["gaston", "lady-tremaine"], [Seat("human"), Seat("human")], 5))
    size, line_height, lines = scene.log_shown((1280, 720))
    assert size >= READABLE and line_height > size and lines
