"""The command line: its documented commands, and bad input exiting 2 without a traceback."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

from game.cli import main


def run(capsys, *argv):
    try:
        code = main(list(argv))
    except SystemExit as exc:  # argparse's own errors
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def test_new_position_prints_the_setup(capsys):
    code, out, _ = run(capsys, "new-position", "--villains", "gaston,gaston", "--seed", "7")
    assert code == 0
    pos = json.loads(out)
    assert [p["villain"] for p in pos["players"]] == ["gaston", "gaston"]
    assert len(pos["players"][0]["hand"]) == 4


def test_unknown_villain_lists_the_valid_ones(capsys):
    code, _, err = run(capsys, "new-position", "--villains", "gaston,jafar")
    assert code == 2 and "valid villains: gaston" in err


def test_unknown_command_lists_the_valid_ones(capsys):
    code, _, err = run(capsys, "frobnicate")
    assert code == 2 and "new-position" in err and "simulate" in err


def test_analyse_plays_moves_and_lists_legal_moves(capsys, tmp_path):
    _, out, _ = run(capsys, "new-position", "--villains", "gaston,gaston", "--seed", "7")
    f = tmp_path / "p.json"
    f.write_text(out)
    code, out, _ = run(capsys, "analyse", str(f), "--moves", "move the-woods; gain", "--json")
    assert code == 0
    res = json.loads(out)
    assert res["moves"] == ["move the-woods", "gain"]
    assert "Gaston gains 2 Power." in res["events"]
    assert "end" in res["legal_moves"] and res["winner"] is None
    assert res["position"]["players"][0]["power"] == 2


def test_analyse_illegal_move_lists_the_legal_ones(capsys, tmp_path):
    _, out, _ = run(capsys, "new-position", "--villains", "gaston,gaston")
    f = tmp_path / "p.json"
    f.write_text(out)
    code, _, err = run(capsys, "analyse", str(f), "--moves", "move belles-house")
    assert code == 2
    assert "move 1" in err and "move the-tavern" in err


def test_analyse_unparsable_move(capsys, tmp_path):
    _, out, _ = run(capsys, "new-position", "--villains", "gaston,gaston")
    f = tmp_path / "p.json"
    f.write_text(out)
    code, _, err = run(capsys, "analyse", str(f), "--moves", "move the-woods; ???")
    assert code == 2 and "move 2" in err


def test_analyse_malformed_position_names_the_path(capsys, tmp_path):
    _, out, _ = run(capsys, "new-position", "--villains", "gaston,gaston")
    pos = json.loads(out)
    pos["players"][0]["hand"][0] = "nobody"
    f = tmp_path / "p.json"
    f.write_text(json.dumps(pos))
    code, _, err = run(capsys, "analyse", str(f))
    assert code == 2 and "at /players/0/hand/0: unknown card" in err


def test_analyse_not_json(capsys, tmp_path):
    f = tmp_path / "p.json"
    f.write_text("{ nope")
    code, _, err = run(capsys, "analyse", str(f))
    assert code == 2 and "not valid JSON" in err


def test_analyse_missing_file(capsys, tmp_path):
    code, _, err = run(capsys, "analyse", str(tmp_path / "none.json"))
    assert code == 2 and "no such file" in err


def test_simulate_prints_one_json_object(capsys):
    code, out, _ = run(capsys, "simulate", "--villains", "gaston,gaston", "--bots", "random,random",
                       "--games", "3", "--seed", "1", "--max-rounds", "20", "--json")
    assert code == 0
    res = json.loads(out)
    assert res["games"] == 3 and res["errors"] == 0
    assert sum(res["wins"].values()) + res["unfinished"] == 3
    assert res["steps"] > 0 and res["steps_per_second"] > 0
    assert set(res) >= {"games", "wins", "unfinished", "mean_rounds", "errors", "steps", "steps_per_second"}


def test_simulate_two_difficulties_rotates_seats_and_times_each(capsys, monkeypatch):
    import game.cli as cli

    seated = []
    real = cli.make_bot

    def spy(kind, seed=0, **kw):
        seated.append(kind)
        return real(kind, seed, **kw)

    monkeypatch.setattr(cli, "make_bot", spy)
    code, out, _ = run(capsys, "simulate", "--villains", "gaston,horned-king", "--bots", "normal,random",
                       "--games", "2", "--seed", "4", "--max-rounds", "2", "--json")
    assert code == 0
    res = json.loads(out)
    assert seated == ["normal", "random", "random", "normal"]  # the bots swap seats every game
    assert res["seats_rotated"] is True
    assert set(res["wins_by_bot"]) == {"normal", "random"}
    assert sum(res["wins_by_bot"].values()) + res["unfinished"] == 2
    for kind in ("normal", "random"):
        timing = res["decision_seconds"][kind]
        assert timing["decisions"] > 0 and 0 <= timing["median"] <= timing["p95"]


def test_simulate_bad_bot(capsys):
    code, _, err = run(capsys, "simulate", "--villains", "gaston,gaston", "--bots", "random,genius")
    assert code == 2 and "valid bots: random" in err


def test_terminal_game_plays_by_number_and_text(monkeypatch, capsys):
    answers = iter(["move the-woods", "1", "bogus", "quit"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    code, out, _ = run(capsys, "cli", "--seed", "3")
    assert code == 0
    assert "Gaston moves to The Woods." in out
    assert "not a legal move" in out


@pytest.mark.slow
@pytest.mark.parametrize("argv", [["--version"], ["simulate", "--help"]])
def test_installed_entry_point_runs(argv):
    res = subprocess.run([sys.executable, "-m", "game", *argv], capture_output=True, text=True, timeout=60)
    assert res.returncode == 0
    assert "Traceback" not in res.stderr


def test_replay_verifies_a_save_and_prints_its_summary(capsys):
    import pathlib

    f = pathlib.Path(__file__).resolve().parent.parent / "saves" / "games" / "gaston-wins.json"
    code, out, _ = run(capsys, "replay", str(f), "--json")
    assert code == 0
    res = json.loads(out)
    assert res["verified"] is True and res["winner"] == 1 and res["villains"][0] == "gaston"


def test_replay_refuses_a_broken_save_with_exit_2(capsys, tmp_path):
    f = tmp_path / "broken.json"
    f.write_text('{"format": "villainous-save", "version": 1, "setup": {"villains": ["gaston"], "seats": [], '
                 '"seed": 1}, "moves": []}')
    code, _, err = run(capsys, "replay", str(f))
    assert code == 2 and "/setup/villains" in err


def test_analyse_accepts_a_save_file(capsys):
    import pathlib

    f = pathlib.Path(__file__).resolve().parent.parent / "saves" / "games" / "three-villains-midgame.json"
    code, out, _ = run(capsys, "analyse", str(f), "--json")
    assert code == 0
    assert json.loads(out)["legal_moves"]


def test_simulate_writes_each_game_with_save_dir(capsys, tmp_path):
    code, out, _ = run(capsys, "simulate", "--villains", "gaston,horned-king", "--games", "2", "--max-rounds", "5",
                       "--save-dir", str(tmp_path), "--json")
    assert code == 0
    files = sorted(tmp_path.glob("*.json"))
    assert len(files) == 2
    from game.core.saves import load_file

    assert all(load_file(f).verified for f in files)


def test_one_version_everywhere():
    import pathlib
    import tomllib

    from game import __version__

    root = pathlib.Path(__file__).resolve().parent.parent
    assert (root / "VERSION").read_text().strip() == __version__
    assert tomllib.loads((root / "pyproject.toml").read_text())["project"]["version"] == __version__
