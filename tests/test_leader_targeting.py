"""tools/leader_targeting.py: who counts as the leader, and the shares it reports."""

from __future__ import annotations

import json

from game.games.villainous import rules
from tools import leader_targeting as LT


def test_the_leader_is_the_opponent_whose_objective_is_furthest_along() -> None:
    st = rules.new_game(["lady-tremaine", "gaston", "horned-king"], 1)
    assert LT.leaders(st, 0) == {2}  # as dealt the Horned King's Cauldron Born in his deck count
    assert LT.leaders(st, 2) == {0, 1}  # opponents level at the top are both leaders
    st.players[1].obstacles[:] = [2, 0, 0, 0]  # Gaston has removed six of his eight Obstacles
    assert LT.leaders(st, 0) == {1}
    assert LT.leaders(st, 1) != {1}  # a seat is never its own opponent


def test_the_share_aimed_at_the_leader_against_the_share_chance_gives() -> None:
    game = {**LT._tally(), "fate": 4, "fate_leader": 3, "fate_chance": 2.0,
            "condition": 2, "condition_leader": 1, "condition_chances": 4, "condition_chance": 1.0}
    s = LT.summary("despicable-plots", "normal", [game, game])
    assert s["hostile"] == 12 and s["at_leader"] == 8 and s["share"] == round(8 / 12, 3)
    # chance: half the Fate targets were leaders; a quarter of the Condition chances fell in a leader's turn
    assert s["fate_chance"] == 0.5 and s["condition_chance"] == 0.25
    assert s["chance"] == round((4 + 0.25 * 4) / 12, 3)


def test_summaries_of_saved_game_lines(tmp_path, capsys) -> None:
    game = {"box": "scum-and-villainy", "level": "easy", **LT._tally(), "fate": 2, "fate_leader": 2,
            "fate_chance": 1.0}
    path = tmp_path / "run.jsonl"
    path.write_text(json.dumps(game) + "\n" + json.dumps({"summary": True, "box": "x"}) + "\n")
    assert LT.main(["--summarize", str(path)]) == 0
    (line,) = capsys.readouterr().out.splitlines()
    assert json.loads(line)["fate_share"] == 1.0 and json.loads(line)["games"] == 1
    assert LT.main(["--summarize", str(tmp_path / "missing.jsonl")]) == 2
