"""The codes kept beside a hosted game's save (``game.net.codes``): digests only, read safely."""

from __future__ import annotations

import json
import os

import pytest

from game.core.match import Match, Seat, Setup
from game.net.codes import CodesError, load_codes, save_codes
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
