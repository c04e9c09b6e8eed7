"""Saves: what they hold, atomic writes, backups, versions, undo, and bad files refused."""

from __future__ import annotations

import json
import os
import pathlib

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as hs

from game.core.match import Match, Seat, Setup, random_match
from game.core.saves import (
    MAX_BYTES,
    UPGRADES,
    VERSION,
    SaveError,
    SaveStore,
    load_file,
    parse_save,
    position_hash,
    save_data,
    upgrade,
)
from game.games.villainous import rules, villainous_setup

ROOT = pathlib.Path(__file__).resolve().parents[2]


def played(n: int = 60, seed: int = 3, villains=("gaston", "lady-tremaine", "horned-king")) -> Match:
    return random_match(villainous_setup(list(villains), [Seat("human")] + [Seat("bot", "random")] * (len(villains) - 1), seed),
                        n, seed)


def test_a_save_holds_setup_moves_position_and_hash(tmp_path):
    m = played()
    path = SaveStore(tmp_path).save(m)
    data = json.loads(path.read_text())
    assert data["format"] == "villainous-save" and data["version"] == VERSION
    assert data["game_id"] == m.game_id and len(m.game_id) == 32
    assert data["program"].startswith("villainous-table ")
    assert data["created"] and data["updated"]
    assert data["setup"]["villains"] == ["gaston", "lady-tremaine", "horned-king"]
    assert data["setup"]["seats"][1] == {"kind": "bot", "level": "random"}
    assert data["moves"] == m.moves
    assert data["position_hash"] == position_hash(data["position"])


def test_loading_replays_the_moves_and_verifies_the_position(tmp_path):
    m = played()
    loaded = load_file(SaveStore(tmp_path).save(m))
    assert loaded.verified and loaded.problem is None
    assert loaded.match.moves == m.moves


def test_a_position_that_does_not_match_is_reported_and_can_still_be_opened(tmp_path):
    m = played()
    path = SaveStore(tmp_path).save(m)
    data = json.loads(path.read_text())
    data["position"]["players"][0]["power"] += 5
    data["position_hash"] = position_hash(data["position"])
    loaded = parse_save(json.dumps(data))
    assert not loaded.verified and "power" not in (loaded.problem or "") or "players" in loaded.problem
    assert loaded.stored_state().players[0].power == m.state.players[0].power + 5


def test_writes_are_atomic(tmp_path, monkeypatch):
    """A crash in the middle of a save leaves the old file whole."""
    store = SaveStore(tmp_path)
    m = played(20)
    path = store.save(m)
    before = path.read_bytes()
    m.apply(rules.legal_actions(m.state)[0])

    def crash(src, dst):
        raise OSError("power cut")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(OSError):
        store.save(m)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert load_file(path).verified


def test_autosave_keeps_the_last_five_versions(tmp_path):
    store = SaveStore(tmp_path)
    m = played(10)
    for _ in range(8):
        m.apply(rules.legal_actions(m.state)[0])
        store.autosave(m)
    sid = store.id_of(m)
    backups = store.backups(sid)
    assert len(backups) == 5
    newest_backup = json.loads(backups[0].read_text())
    assert len(newest_backup["moves"]) == len(m.moves) - 1


def test_continue_is_the_newest_unfinished_game(tmp_path):
    store = SaveStore(tmp_path)
    a, b = played(10, seed=1), played(10, seed=2)
    store.save(a)
    store.save(b)
    assert store.newest().id == store.id_of(b)


def test_rename_and_delete(tmp_path):
    store = SaveStore(tmp_path)
    m = played(10)
    store.save(m)
    entry = store.list()[0]
    store.rename(entry, "Sunday game")
    assert store.list()[0].name == "Sunday game"
    assert load_file(entry.path).verified
    store.delete(entry)
    assert store.list() == []


def test_upgrade_step_0_to_1():
    old = {"format": "villainous-save", "version": 0,
           "game": {"villains": ["gaston", "gaston"], "seats": [{"kind": "human"}, {"kind": "human"}], "seed": 4},
           "moves": "move the-woods; gain; end"}
    new = UPGRADES[0](dict(old))
    assert new["version"] == 1
    assert new["setup"]["seed"] == 4
    assert new["moves"] == ["move the-woods", "gain", "end"]
    loaded = parse_save(json.dumps(old))
    assert loaded.match.moves == ["move the-woods", "gain", "end"]
    assert upgrade(dict(old))["version"] == VERSION


def test_upgrade_step_1_to_2_gives_an_old_save_an_identity_kept_from_its_first_save(tmp_path):
    """Version 1 had no game identity: it gets one on load, written at the first save, and
    nothing else in the file changes."""
    old = json.loads((ROOT / "saves" / "games" / "three-villains-midgame.json").read_text())
    assert old["version"] == 1 and "game_id" not in old
    new = UPGRADES[1](dict(old))
    assert new["version"] == 2 and len(new["game_id"]) == 32
    assert {k: v for k, v in new.items() if k not in ("version", "game_id")} == \
        {k: v for k, v in old.items() if k != "version"}
    (tmp_path / "old.json").write_text(json.dumps(old))
    store = SaveStore(tmp_path)
    loaded = store.open("old")
    assert loaded.verified
    store.save(loaded.match)
    saved = json.loads((tmp_path / "old.json").read_text())
    assert saved["version"] == VERSION and saved["game_id"] == loaded.match.game_id
    assert saved["moves"] == old["moves"] and saved["name"] == old["name"] and saved["created"] == old["created"]
    assert store.load("old").match.game_id == saved["game_id"]  # kept from now on
    assert [p.name for p in store.backups("old")] == ["old.json.1"]  # the version-1 file is kept


def test_a_current_save_without_its_identity_gets_a_new_one():
    data = save_data(played(5))
    del data["game_id"]
    loaded = parse_save(json.dumps(data))
    assert loaded.verified and len(loaded.match.game_id) == 32
    data["game_id"] = 7
    with pytest.raises(SaveError, match="/game_id"):
        parse_save(json.dumps(data))


def test_a_save_from_a_newer_program_is_refused():
    data = save_data(played(5))
    data["version"] = 99
    with pytest.raises(SaveError, match="newer program"):
        parse_save(json.dumps(data))


def _refused(raw, fragment):
    with pytest.raises(SaveError) as err:
        parse_save(raw, "game.json")
    assert fragment in str(err.value), str(err.value)


def test_a_move_that_is_not_a_short_string_is_refused_naming_it():
    """The moves are checked by a loop before the schema (its walk is a sixth of loading a
    long game); a move that fails it still gets the schema's message, naming the move."""
    text = json.dumps(save_data(played(30)))
    for k, bad_move, fragment in ((7, 3, "at /moves/7: 3 is not of type 'string'"),
                                  (2, "x" * 201, "at /moves/2: longer than 200 characters"),
                                  (0, None, "at /moves/0: None is not of type 'string'")):
        bad = json.loads(text)
        bad["moves"][k] = bad_move
        _refused(json.dumps(bad), fragment)
    bad = json.loads(text)
    bad["moves"] = "gain; end"  # a version 2 save keeps a list
    _refused(json.dumps(bad), "at /moves: 'gain; end' is not of type 'array'")
    bad = json.loads(text)
    bad["moves"][4] = "x" * 200  # as long as a move may be: the replay says it is not legal
    _refused(json.dumps(bad), "at /moves/4: move 5")


def _replayed_move_by_move(setup: Setup, moves: list[str]) -> Match:
    """The plain way to load: every move through ``Match.apply`` (a copy of the game before
    each), the states before the last barrier dropped."""
    m = Match(setup)
    for text in moves:
        m.apply(text)
    m.trim_history()
    return m


@pytest.mark.parametrize("setup, n", [
    (villainous_setup(["gaston", "lady-tremaine", "horned-king"], [Seat("human"), Seat("bot"), Seat("bot")], 11), 700),
    (villainous_setup(["cad-bane", "boba-fett"], [Seat("human"), Seat("human")], 12), 300),
    (Setup.of("stargate", [Seat(), Seat()], 13), 200),
    (Setup.of("san-villano", [Seat(), Seat(), Seat()], 14), 200),
    (villainous_setup(["gaston", "horned-king"], [Seat("human"), Seat("human")], 15), 0),
    (villainous_setup(["gaston", "horned-king"], [Seat("human"), Seat("human")], 15), 1),
])
def test_loading_leaves_the_moves_game_and_undo_history_of_playing_them_one_by_one(setup, n):
    """The loader plays the moves without a copy per move and plays the last turn or two
    again for undo's states: the match it gives must be the one ``Match.apply`` gives,
    for every game, cut anywhere in a turn."""
    played_match = random_match(setup, n, seed=n + 1, as_text=True)
    for cut in sorted({0, 1, len(played_match.moves) // 2, len(played_match.moves) - 1, len(played_match.moves)}):
        moves = played_match.moves[:max(cut, 0)]
        data = dict(save_data(played_match), moves=moves)
        data.pop("position"), data.pop("position_hash")
        loaded = parse_save(json.dumps(data)).match
        plain = _replayed_move_by_move(setup, moves)
        assert loaded.moves == plain.moves
        assert loaded.game.to_position() == plain.game.to_position()
        assert [(h.text, h.seat, h.barrier) for h in loaded.history] == \
            [(h.text, h.seat, h.barrier) for h in plain.history]
        assert [h.game.to_position() for h in loaded.history] == [h.game.to_position() for h in plain.history]
        seat = plain.game.current_player() if not plain.game.is_over() else 0
        assert loaded.can_undo(seat) == plain.can_undo(seat)
        if plain.can_undo(seat):
            loaded.undo(), plain.undo()
            assert loaded.game.to_position() == plain.game.to_position()


def test_bad_saves_are_refused_with_what_and_where():
    good = save_data(played(30))
    text = json.dumps(good)
    _refused(text[: len(text) // 2], "not valid JSON")
    _refused("[]", "a save must be a JSON object")
    _refused(b"\xff\xfe", "not UTF-8")
    bad = json.loads(text)
    bad["setup"]["seed"] = "seven"
    _refused(json.dumps(bad), "at /setup/seed")
    bad = json.loads(text)
    bad["setup"]["villains"][1] = "jafar"
    _refused(json.dumps(bad), "at /setup/villains/1: unknown villain")
    bad = json.loads(text)
    bad["moves"][5] = "play the-rose @nowhere"
    _refused(json.dumps(bad), "at /moves/5: move 6")
    bad = json.loads(text)
    bad["moves"].insert(3, bad["moves"][3])
    with pytest.raises(SaveError):
        loaded = parse_save(json.dumps(bad))
        assert loaded.verified  # a repeated move either is illegal or changes the game
    bad = json.loads(text)
    bad["format"] = "something-else"
    _refused(json.dumps(bad), "not a Villainous Table save")
    _refused(b" " * (MAX_BYTES + 1), "larger than the 2.0 MB")


def test_a_save_name_cannot_leave_the_folder(tmp_path):
    store = SaveStore(tmp_path)
    for name in ("../evil", "/etc/passwd", "..", "a/b", ""):
        with pytest.raises(SaveError):
            store.path_for(name)


def test_a_broken_save_is_never_overwritten(tmp_path):
    store = SaveStore(tmp_path)
    path = tmp_path / "broken.json"
    path.write_text('{"format": "villainous-save", "version": 1, "setup": ')
    before = path.read_bytes()
    with pytest.raises(SaveError):
        store.load("broken")
    with pytest.raises(SaveError):
        store.rename("broken", "new name")
    assert path.read_bytes() == before
    assert store.list()[0].error is not None


def test_undo_takes_back_own_moves_within_the_turn():
    m = Match(villainous_setup(["gaston", "gaston"], [Seat("human"), Seat("human")], 7))
    m.apply("move the-woods")
    assert m.can_undo(0)
    m.apply("gain")
    m.undo()
    assert m.state.players[0].power == 0 and m.moves == ["move the-woods"]
    assert m.can_redo(0)
    m.redo()
    assert m.state.players[0].power == 2
    m.undo()
    m.apply("fate p2")  # reveals two Fate cards: cannot be undone
    assert not m.can_undo(0)
    assert not m.can_redo(0)


def test_undo_never_crosses_the_end_of_a_turn_or_another_players_decision():
    m = Match(villainous_setup(["gaston", "gaston"], [Seat("human"), Seat("human")], 7))
    m.apply("move the-woods")
    m.apply("end")  # draws: a reveal, and the turn passes
    assert not m.can_undo(0) and not m.can_undo(1)


def test_bots_never_undo():
    m = Match(villainous_setup(["gaston", "gaston"], [Seat("bot"), Seat("human")], 7))
    m.apply("move the-woods")
    assert not m.can_undo(0)


def test_every_shipped_example_game_loads_and_verifies():
    files = sorted((ROOT / "saves" / "games").glob("*.json"))
    assert files
    for f in files:
        assert load_file(f).verified, f.name


# --- property-based: mutated saves load correctly or are refused cleanly ---------

_BASE = json.dumps(save_data(played(40, seed=11)), indent=1)


def _mutate(data: dict, draw) -> object:
    kind = draw(hs.sampled_from(["truncate", "flip", "delete", "retype", "reorder", "none"]))
    if kind == "none":
        return json.dumps(data)
    if kind == "truncate":
        text = json.dumps(data)
        return text[: draw(hs.integers(0, len(text) - 1))]
    if kind == "flip":
        raw = bytearray(json.dumps(data).encode())
        i = draw(hs.integers(0, len(raw) - 1))
        raw[i] ^= 1 << draw(hs.integers(0, 7))
        return bytes(raw)
    paths = list(_paths(data))
    path = draw(hs.sampled_from(paths))
    parent, key = _resolve(data, path)
    if kind == "delete":
        del parent[key]
    elif kind == "retype":
        parent[key] = draw(hs.sampled_from([None, 7, "x", [], {}, True, -1.5]))
    elif kind == "reorder" and len(data["moves"]) > 2:
        i = draw(hs.integers(0, len(data["moves"]) - 2))
        data["moves"][i], data["moves"][i + 1] = data["moves"][i + 1], data["moves"][i]
    return json.dumps(data)


def _paths(node, prefix=()):
    if isinstance(node, dict):
        for k, v in node.items():
            yield prefix + (k,)
            yield from _paths(v, prefix + (k,))
    elif isinstance(node, list):
        for i, v in enumerate(node[:6]):
            yield prefix + (i,)
            yield from _paths(v, prefix + (i,))


def _resolve(data, path):
    node = data
    for p in path[:-1]:
        node = node[p]
    return node, path[-1]


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(hs.data())
def test_mutated_saves_load_correctly_or_are_refused_cleanly(tmp_path_factory, data):
    folder = tmp_path_factory.mktemp("saves")
    raw = _mutate(json.loads(_BASE), data.draw)
    path = folder / "game.json"
    path.write_bytes(raw.encode() if isinstance(raw, str) else raw)
    before = path.read_bytes()
    store = SaveStore(folder)
    try:
        loaded = store.load("game")
    except SaveError as exc:
        assert str(exc)  # a message, never a traceback
    else:
        # it loaded: every move replayed (written canonically) into a consistent game
        assert len(loaded.match.moves) == len(loaded.data["moves"])
        if not loaded.verified:
            assert loaded.problem
    assert path.read_bytes() == before
