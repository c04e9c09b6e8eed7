"""The command line for the mission duel: ``villainous --game stargate new-position|analyse|
simulate|cli|replay`` with the same contracts as the other games (JSON out, exit 2 and the
valid values for a bad argument)."""

from __future__ import annotations

import io
import json

from game.cli import main


def run(capsys, *argv):
    try:
        code = main(list(argv))
    except SystemExit as exc:
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def test_the_game_before_the_command(capsys, tmp_path):
    code, out, _ = run(capsys, "--game", "stargate", "new-position", "--seed", "4")
    assert code == 0 and json.loads(out)["game"] == "stargate"
    path = tmp_path / "p.json"
    path.write_text(out)
    code, out, _ = run(capsys, "--game", "stargate", "analyse", str(path), "--json")
    assert code == 0 and "stop" in out
    code, out, _ = run(capsys, "--game", "stargate", "simulate", "--games", "2", "--bots", "easy,normal", "--json")
    assert code == 0 and json.loads(out)["games_counted"] == 2
    code, _, err = run(capsys, "--game", "stargate", "simulate", "--bots", "expert,normal")
    assert code == 2 and "valid bots: random, easy, normal, hard" in err


def test_cli_plays_in_the_terminal_and_replay_verifies_a_save(capsys, monkeypatch, tmp_path):
    monkeypatch.setattr("sys.stdin", io.StringIO("1\n1\npass\nnonsense\nquit\n"))
    code, out, _ = run(capsys, "cli", "--game", "stargate", "--seed", "3")
    assert code == 0 and "pass" in out
    code, out, _ = run(capsys, "--game", "stargate", "simulate", "--games", "1", "--bots", "normal,normal",
                       "--save-dir", str(tmp_path))
    assert code == 0
    save = next(tmp_path.glob("*.json"))
    code, out, err = run(capsys, "replay", str(save), "--json")
    assert code == 0, err
    assert json.loads(out)["game"] == "stargate"
