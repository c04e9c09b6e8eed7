"""The game-independent core: the registry, a generic match with the barriers a game
declares, saves of any game, the session's seats and curtain, the arena, and ISMCTS."""

from __future__ import annotations

import json

import pytest

from game.cli import main
from game.core.bots.arena import play_out
from game.core.match import Match, Seat, Setup
from game.core.protocol import GameDefinition, GameState
from game.core.registry import DEFAULT_GAME, game_named, games, register
from game.core.saves import parse_save, save_data
from game.core.session import ScreenHolders, Session
from game.games.villainous import villainous_setup


def run(capsys, *argv):
    try:
        code = main(list(argv))
    except SystemExit as exc:  # argparse's own errors
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


# --- the registry ------------------------------------------------------------------------


def test_both_games_register_themselves_villainous_first():
    keys = [g.key for g in games()]
    assert keys[0] == DEFAULT_GAME == "villainous" and "stargate" in keys
    assert game_named().key == "villainous"
    assert game_named("stargate").player_counts == (2, 3, 4)


def test_an_unknown_game_names_the_valid_ones():
    listed = "valid games: " + ", ".join(g.key for g in games())
    assert listed.startswith("valid games: villainous, ") and "stargate" in listed
    for bad in ("chess", "../villainous", "villainous.cards", "", 7):
        with pytest.raises(ValueError, match=listed):
            game_named(bad)


def test_a_definition_needs_a_key_and_a_new_game():
    with pytest.raises(ValueError, match="needs a key"):
        register(GameDefinition())


def test_options_are_checked_with_the_valid_ones_named():
    v = game_named("villainous")
    with pytest.raises(ValueError, match="unknown villain 'jafar'; valid: gaston"):
        v.new(2, 0, {"villains": ["gaston", "jafar"]})
    with pytest.raises(ValueError, match="unknown option 'colour' for villainous; valid options: fate_token, villains"):
        v.new(2, 0, {"villains": ["gaston", "gaston"], "colour": "red"})
    with pytest.raises(ValueError, match="is for 2 to 6 players, not 7"):
        v.check_options(7, {})
    s = game_named("stargate")
    with pytest.raises(ValueError, match="valid options: decks"):
        s.new(2, 0, {"villains": ["gaston"]})


def test_both_games_follow_the_state_protocol():
    for key in ("villainous", "stargate"):
        game = Match(Setup.of(key, [Seat(), Seat()], 3, **({"villains": ["gaston", "horned-king"]}
                                                           if key == "villainous" else {}))).game
        assert isinstance(game, GameState)


# --- a generic match ------------------------------------------------------------------------


def test_a_stargate_match_undoes_back_to_its_declared_barrier():
    m = Match(Setup.of("stargate", [Seat(), Seat()], 5))
    assert m.setup.to_json()["game"] == "stargate"
    undone = 0
    for _ in range(60):
        seat = m.game.current_player()
        m.apply(m.game.legal_actions()[0])
        if m.can_undo(seat):
            before = m.moves[-1]
            assert m.undo() == before and m.redo_stack == [before]
            m.redo()
            undone += 1
        if m.game.is_over():
            break
    assert undone > 0
    for step in m.history:  # a barrier wherever an event revealed something or the seat changed
        assert isinstance(step.barrier, bool)


def test_the_villainous_barrier_is_todays_rule():
    """A move that draws a card, reveals, or passes the decision on cannot be undone."""
    m = Match(villainous_setup(["gaston", "gaston"], [Seat(), Seat()], 1))
    m.apply("move the-tavern")
    assert m.can_undo(0)  # moving reveals nothing
    m.apply("end")
    assert not m.can_undo(0) and not m.can_undo(1)  # the turn passed (and cards were drawn)


def test_a_stargate_game_saves_and_replays_verified():
    m = Match(Setup.of("stargate", [Seat(), Seat("bot", "normal")], 9))
    Session(m).bot(1)
    play_out(Session(m), ["random", "normal"], max_moves=80)
    data = save_data(m)
    assert data["game"] == "stargate" and data["setup"]["game"] == "stargate"
    loaded = parse_save(json.dumps(data))
    assert loaded.verified and loaded.match.moves == m.moves
    assert loaded.match.setup == m.setup


def test_a_save_of_an_unknown_game_is_refused_with_the_valid_ones():
    m = Match(villainous_setup(["gaston", "gaston"], [Seat(), Seat()], 1))
    data = save_data(m)
    data["game"] = "chess"
    with pytest.raises(ValueError, match="at /game: unknown game 'chess'; valid games: villainous"):
        parse_save(json.dumps(data))


# --- the session -----------------------------------------------------------------------------


def test_the_session_plays_bots_of_either_game_to_the_end():
    for setup in (villainous_setup(["gaston", "lady-tremaine"], [Seat("bot"), Seat("bot")], 2),
                  Setup.of("stargate", [Seat("bot"), Seat("bot", "normal"), Seat("bot")], 2)):
        session = Session(Match(setup))
        kinds = [s.level for s in setup.seats]
        moves, times = play_out(session, kinds, max_rounds=400)
        assert moves == len(session.match.moves) > 0
        assert session.game.is_over() and session.current_player() == -1
        assert set(times) == set(kinds)


def test_the_session_thinks_on_a_worker_thread_made_when_first_asked():
    import game.core.session as session_module

    m = Match(villainous_setup(["gaston", "gaston"], [Seat("bot"), Seat("human")], 4))
    session = Session(m)
    future = session.think()
    assert session_module._worker is not None
    assert future.result(timeout=10) in m.game.legal_actions()


def test_the_curtain_rules_with_two_humans():
    m = Match(villainous_setup(["gaston", "gaston"], [Seat("human"), Seat("human")], 1))
    session = Session(m)
    assert session.first_viewer() == -1
    assert session.screen_call(-1, None).kind == "curtain" and session.screen_call(-1, None).seat == 0
    assert session.screen_call(-1, 0).kind == "keep"  # the curtain is up for them already
    holders = ScreenHolders()
    assert session.curtain_reason(0, holders) == "turn"
    session.note_holder(holders, 1)  # someone else decided in this turn: not a reason for "back"
    assert session.curtain_reason(0, holders) == "turn"
    session.note_holder(holders, 0)
    assert session.curtain_reason(0, holders) == "back"
    holders.note("another turn", 1)  # a new turn forgets who held the screen in the last one
    assert session.curtain_reason(0, holders) == "turn"
    one = Session(Match(villainous_setup(["gaston", "gaston"], [Seat("human"), Seat("bot")], 1)))
    assert one.first_viewer() == 0 and one.screen_call(0, None).kind == "hold"


# --- ISMCTS in the core ------------------------------------------------------------------


def test_hard_plays_as_before_with_an_iteration_budget():
    """Hard's play pinned (seed 11, 25 iterations): recorded again when the bots' value function
    changed on purpose (the opponents' threat counts what their Fate cards hold them back by;
    then Gaston's threat read as the square of the Obstacles removed); any other change to
    these moves is a change to the search or the engine."""
    m = Match(villainous_setup(["gaston", "lady-tremaine"], [Seat("bot", "hard")] * 2, 11))
    bots = [game_named().make_bot("hard", 7 + i, iterations=25) for i in range(2)]
    while len(m.moves) < 12:
        seat = m.game.current_player()
        m.apply(bots[seat].choose(m.game.observe(seat), list(m.game.legal_actions())))
    assert m.moves == ["move beasts-castle", "gain", "play wolves-1 @the-tavern", "end",
                       "move the-music-room", "play anastasia @the-music-room", "gain", "fate p1",
                       "at beasts-castle", "pick mrs-potts-and-chip", "at belles-house", "end"]


# --- the command line ----------------------------------------------------------------------


def test_a_bad_game_lists_the_valid_ones(capsys):
    code, _, err = run(capsys, "new-position", "--game", "chess")
    assert code == 2 and "valid games: " + ", ".join(g.key for g in games()) in err


def test_stargate_new_position_analyse_and_simulate(capsys, tmp_path):
    code, out, _ = run(capsys, "new-position", "--game", "stargate", "--players", "2", "--seed", "3")
    assert code == 0
    position = json.loads(out)
    assert position["game"] == "stargate"
    path = tmp_path / "pos.json"
    path.write_text(out)
    code, out, _ = run(capsys, "analyse", str(path), "--json")
    assert code == 0
    res = json.loads(out)
    first = res["legal_moves"][0]
    code, out, _ = run(capsys, "analyse", str(path), "--moves", first, "--json")
    assert code == 0 and json.loads(out)["moves"] == [first]
    code, _, err = run(capsys, "analyse", str(path), "--moves", "fly to the moon")
    assert code == 2 and "move 1" in err and "legal moves" in err
    code, out, _ = run(capsys, "simulate", "--game", "stargate", "--players", "2", "--bots", "normal,random",
                       "--games", "2", "--json")
    assert code == 0
    res = json.loads(out)
    assert res["game"] == "stargate" and res["errors"] == 0 and res["games_counted"] == 2
    code, _, err = run(capsys, "simulate", "--game", "stargate", "--bots", "expert,random")
    assert code == 2 and "valid bots: random, easy, normal, hard" in err
    code, _, err = run(capsys, "simulate", "--game", "stargate", "--villains", "gaston,gaston")
    assert code == 2 and "--players" in err


def test_villainous_still_needs_its_villains(capsys):
    code, _, err = run(capsys, "new-position")
    assert code == 2 and "--villains is required" in err


# --- a new game plugs in by registering itself (the worked example of docs/engine.md) -----


@pytest.fixture
def nim(monkeypatch):
    from game.core import registry

    from ..toy_game import NIM

    monkeypatch.setitem(registry._GAMES, "nim", NIM)
    return NIM


def test_a_new_game_plays_saves_and_searches_through_the_core_alone(nim, capsys):
    match = Match(Setup.of("nim", [Seat("human"), Seat("bot", "hard")], 3, stones=9))
    session = Session(match)
    assert session.first_viewer() == 0
    events = match.apply("take 2")
    assert [type(e).__name__ for e in events] == ["Took", "DrewTile"]
    assert match.history[-1].barrier and not match.can_undo(0)  # a tile was drawn: a barrier
    bot = session.bot(1)
    assert bot.name == "hard" and bot.wants_game  # it samples with the game's determinize
    bot.iterations = 30
    while not match.game.is_over():
        if session.bot_to_move():
            session.play_bot_move()
        else:
            match.apply(match.game.legal_actions()[-1])
    loaded = parse_save(json.dumps(save_data(match)))
    assert loaded.verified and loaded.match.definition is nim
    assert loaded.match.game.scores() == match.game.scores()
    code, out, _ = run(capsys, "new-position", "--game", "nim", "--players", "3", "--options", '{"stones": 5}')
    assert code == 0 and json.loads(out)["stones"] == 5
    code, _, err = run(capsys, "new-position", "--game", "nim", "--options", '{"stones": 500}')
    assert code == 2 and "stones: a whole number from 1 to 100" in err


def test_the_new_games_hard_bot_wins_a_won_nim_position(nim):
    """Five stones and its move: taking one leaves four, a lost position for the opponent
    (whatever they take, the bot takes the last stone)."""
    game = nim.new(2, 1, {"stones": 5})
    bot = nim.make_bot("hard", 3, iterations=300)
    assert game.text(bot.choose_in(game, 0)) == "take 1"


def test_ismcts_root_width_searches_only_the_best_moves_by_the_prior(nim):
    """``root_width``: only the prior's best moves are searched. A prior that likes "take 3" most
    (a loss from five stones) keeps the search there at width 1; the full width finds "take 1"."""
    from dataclasses import replace

    from game.core.bots.ismcts import ISMCTSBot

    game = nim.new(2, 1, {"stones": 5})
    hooks = replace(nim.search_hooks(), prior=lambda g, seat, legal: [float(a.stones) for a in legal])
    narrow = ISMCTSBot(hooks, 3, iterations=300, root_width=1)
    wide = ISMCTSBot(hooks, 3, iterations=300)
    assert game.text(narrow.choose_in(game, 0)) == "take 3"
    assert game.text(wide.choose_in(game, 0)) == "take 1"


def test_ismcts_max_depth_one_is_a_flat_search_judged_by_value(nim):
    """``max_depth=1``: every iteration judges a root move by ``value`` straight after it (no
    random rollout, no deeper tree): a value that knows Nim's losing counts (multiples of
    four) picks the winning move from six stones with a handful of iterations."""
    from dataclasses import replace

    from game.core.bots.ismcts import ISMCTSBot

    game = nim.new(2, 1, {"stones": 6})
    seen = []

    def value(g, seat):
        seen.append(g.stones)
        return 10.0 if g.stones % 4 == 0 else -10.0

    flat = ISMCTSBot(replace(nim.search_hooks(), value=value), 3, iterations=9, rollout_steps=0, max_depth=1)
    assert game.text(flat.choose_in(game, 0)) == "take 2"
    assert set(seen) == {3, 4, 5}  # only the positions one move away were judged


def test_stargate_events_are_the_cores_events():
    from game.core.protocol import Event

    m = Match(Setup.of("stargate", [Seat(), Seat()], 2))
    events = m.apply(m.game.legal_actions()[0])
    assert events and all(isinstance(e, Event) for e in events)


def test_the_save_folder_lists_a_stargate_game_as_stargate(tmp_path):
    from game.core.saves import SaveStore

    store = SaveStore(tmp_path)
    m = Match(Setup.of("stargate", [Seat(), Seat("bot")], 4))
    m.apply(m.game.legal_actions()[0])
    store.save(m)
    store.save(Match(villainous_setup(["gaston", "gaston"], [Seat(), Seat()], 1)))
    entries = {e.game: e for e in store.list()}
    assert set(entries) == {"stargate", "villainous"}
    assert entries["stargate"].error is None and entries["stargate"].name.startswith("Stargate")
    assert entries["villainous"].villains == ["gaston", "gaston"]
    assert store.load(entries["stargate"]).verified


def test_a_game_that_fails_to_load_is_named_and_takes_no_other_down(monkeypatch, capsys):
    from game.core import registry

    monkeypatch.setitem(registry._BROKEN, "game.games.ghost", "ModuleNotFoundError: No module named 'game.engine'")
    with pytest.raises(ValueError, match="the game 'ghost' failed to load .*game.engine"):
        game_named("ghost")
    code, _, err = run(capsys, "new-position", "--game", "ghost")
    assert code == 2 and "failed to load" in err
    assert game_named("villainous").key == "villainous"


# --- the protocol's contract, for every registered game -----------------------------------


def _setup_for(definition, seed: int) -> Setup:
    """A two-player game (a game's own options left to their defaults; Villainous names its villains)."""
    if definition.key == "villainous":
        return villainous_setup(["gaston", "horned-king"], [Seat(), Seat()], seed)
    players = 2 if 2 in definition.player_counts else min(definition.player_counts)
    return Setup.of(definition.key, [Seat() for _ in range(players)], seed)


@pytest.mark.parametrize("key", [g.key for g in games()])
def test_every_registered_game_keeps_the_protocols_contract(key):
    """Random playouts: the text of every legal action parses back to it, a clone is
    independent, a position round-trips, and the same seed and moves give the same game."""
    import random

    definition = game_named(key)
    for seed in (1, 2):
        match = Match(_setup_for(definition, seed))
        game = match.game
        rnd = random.Random(seed)
        for _ in range(80):
            if game.is_over():
                break
            legal = list(game.legal_actions())
            assert legal and game.current_player() >= 0
            for a in legal[:20]:
                assert game.parse(game.text(a)) == a
            copy = game.clone()
            before = copy.to_position()
            action = rnd.choice(legal)
            match.apply(action)
            game = match.game
            assert copy.to_position() == before  # the clone did not move
            again = definition.from_position(game.to_position())
            assert again.to_position() == game.to_position()
            assert again.legal_texts() == game.legal_texts()
        replay = Match(match.setup)
        for text in match.moves:
            replay.apply(text)
        assert replay.game.to_position() == match.game.to_position()


def test_the_three_games_share_the_core_s_state_game_and_offer_the_full_protocol():
    """One base in the core (``StateGame``); Villainous too offers determinize, scores and
    describe (``FullGameState``), and its determinized copy keeps what the seat sees."""
    from game.core.game import StateGame
    from game.core.protocol import FullGameState
    from game.core.registry import game_named

    for key in ("villainous", "stargate", "san-villano"):
        definition = game_named(key)
        options = {"villains": ["gaston", "lady-tremaine"], "fate_token": None} if key == "villainous" else {}
        game = definition.new(2, 3, options)
        assert isinstance(game, StateGame) and isinstance(game, FullGameState), key
        copy = game.determinize(0, 11)
        assert type(copy) is type(game) and copy.observe(0) == game.observe(0), key
        assert len(game.scores()) == 2 and game.describe(game.legal_actions()[0]), key
        assert game.legal_texts() == [game.text(a) for a in game.legal_actions()]


def test_a_setup_s_seed_is_0_unless_given():
    assert villainous_setup(["gaston"], [Seat(), Seat()]).seed == 0
    assert Setup.of("stargate", [Seat(), Seat()]).seed == 0


def test_the_humans_are_the_seats_not_played_by_a_bot(nim):
    match = Match(Setup.of("nim", [Seat("human"), Seat("bot", "hard"), Seat("human")], 1))
    assert match.humans() == [0, 2]
    assert [match.is_bot(s) for s in (-1, 0, 1, 2, 3)] == [False, False, True, False, False]


def test_trimming_the_history_keeps_the_states_from_the_last_barrier_on(nim):
    """Every Nim move draws a tile (a barrier): after three, only the last step is kept."""
    match = Match(Setup.of("nim", [Seat(), Seat()], 1, stones=9))
    for _ in range(3):
        match.apply("take 1")
    assert [s.barrier for s in match.history] == [True, True, True]
    last = match.history[-1]
    match.trim_history()
    assert match.history == [last]


class _ClosingBot:
    """A bot that keeps something running (as Hard keeps its search processes)."""

    name = "hard"

    def __init__(self) -> None:
        self.closed = 0

    def close(self) -> None:
        self.closed += 1


def test_closing_a_session_stops_what_its_bots_keep_running():
    bots = [_ClosingBot(), _ClosingBot()]
    match = Match(Setup.of("stargate", [Seat("bot", "hard"), Seat("bot", "hard")], 7))
    session = Session(match, bots)
    session.bot(0)  # only the bots made so far are the session's
    session.close()
    assert [b.closed for b in bots] == [1, 0]

