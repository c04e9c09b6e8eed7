"""The save soak's tool works (a few kills here; `make soak` runs 220)."""

from __future__ import annotations

import os

import pytest

from tools import soak


@pytest.mark.slow
@pytest.mark.skipif(os.name != "posix", reason="SIGKILL")
def test_a_short_soak_loses_nothing(tmp_path):
    result = soak.soak(2, tmp_path, seed=3, quiet=True)
    assert result["kills"] == 2 and result["games_reported"] >= 1
    assert result["games_lost"] == result["games_damaged"] == 0, result["problems"]
    assert result["games_not_replaying_identically"] == 0
    assert result["temp_files_after_start_up"] == 0


def test_the_soak_notices_a_lost_game(tmp_path):
    problems: list[str] = []
    lost, damaged, wrong = soak.verify(tmp_path, {"gone.json": (3, 1)}, problems)
    assert lost == 1 and problems == ["lost: gone.json"]
