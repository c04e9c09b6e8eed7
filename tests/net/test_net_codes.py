"""The codes kept beside a hosted game's save (``game.net.codes``): digests only, read safely."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game.core.match import Match, Seat, Setup
from game.core.saves import SIDE_FILES, SaveStore
from game.net.codes import SUFFIX, CodesError, codes_path, load_codes, save_codes
from game.net.host import SPECTATOR, Host


def _match(seed: int = 3) -> Match:
    match = Match(Setup.of("stargate", [Seat(), Seat()], seed))
    match.game_id = f"game-{seed}"  # what its first save gives it
    return match


def test_a_rehosted_game_admits_the_same_codes_and_tokens_from_their_digests(tmp_path) -> None:
    match = _match()
    first = Host(match)
    token = first.admit(first.codes[0]).token
    path = tmp_path / "game.codes"
    save_codes(path, match, first.secrets)
    text = path.read_text()
    assert token not in text and first.codes[1] not in text and first.spectator_code not in text
    again = Host(match, secrets=load_codes(path, match))
    assert again.admit(token).seat == 0
    assert again.admit(first.codes[0]) is None  # claimed before: the join code is spent
    assert again.admit(first.codes[1]).seat == 1
    assert again.admit(first.spectator_code).seat == SPECTATOR
    assert again.admit(token[:-1] + ("A" if token[-1] != "A" else "B")) is None


def test_the_codes_file_of_another_game_or_a_link_is_not_used(tmp_path) -> None:
    match, other = _match(3), _match(4)
    path = tmp_path / "game.codes"
    save_codes(path, other, Host(other).secrets)
    with pytest.raises(CodesError, match="another game"):
        load_codes(path, match)
    save_codes(tmp_path / "real.codes", match, Host(match).secrets)
    link = tmp_path / "link.codes"
    os.symlink(tmp_path / "real.codes", link)
    with pytest.raises(CodesError, match="link"):
        load_codes(link, match)
    bad = {"v": 1, "game_id": match.game_id, "codes": {"9": "x"}, "tokens": {}, "spectator": "0"}
    (tmp_path / "bad.codes").write_text(json.dumps(bad))
    with pytest.raises(CodesError):
        load_codes(tmp_path / "bad.codes", match)


def _hosted_save(tmp_path) -> tuple[SaveStore, Match, Path]:
    """A game saved in a save folder with its codes beside it, as ``serve`` leaves it."""
    store = SaveStore(tmp_path)
    match = Match(Setup.of("stargate", [Seat(), Seat()], 3))
    store.save(match)
    path = codes_path(store, match)
    save_codes(path, match, Host(match).secrets)
    store.release(match)
    return store, match, path


def test_the_codes_go_with_their_save_when_it_is_deleted(tmp_path) -> None:
    store, _match, path = _hosted_save(tmp_path)
    assert path.exists() and SUFFIX in SIDE_FILES
    store.delete(store.list()[0])
    assert not path.exists()
    assert [p.name for p in tmp_path.iterdir() if not p.name.startswith(".")] == []


def test_codes_whose_save_is_gone_never_outlive_it(tmp_path) -> None:
    store, match, path = _hosted_save(tmp_path)
    os.unlink(store.file_of(match))  # the save removed by hand, or by an older program
    outside = tmp_path / "elsewhere"
    outside.mkdir()
    (outside / "kept.codes").write_text("not the save folder's")
    os.symlink(outside / "kept.codes", tmp_path / "linked.codes")
    SaveStore(tmp_path)  # the folder opened again (the window's or serve's start)
    assert not path.exists() and not os.path.lexists(tmp_path / "linked.codes")
    assert (outside / "kept.codes").read_text() == "not the save folder's"  # a link's target is left alone
