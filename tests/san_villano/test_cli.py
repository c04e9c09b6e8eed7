"""The command line for San Villano: `villainous --game san-villano new-position|analyse|simulate|cli`
(the game named before the command, as the issue writes it, or after it), exit 2 on bad input."""

import json

from game.cli import main


def run(capsys, *argv):
    code = main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


def test_game_named_before_the_command(capsys, tmp_path):
    code, out, _ = run(capsys, "--game", "san-villano", "new-position", "--players", "3", "--seed", "4")
    assert code == 0 and json.loads(out)["game"] == "san-villano" and json.loads(out)["players"] == 3
    pos = tmp_path / "p.json"
    pos.write_text(out)
    code, out, _ = run(capsys, "--game", "san-villano", "analyse", str(pos))
    assert code == 0 and "start 1c 0m" in out
    code, out, _ = run(capsys, "--game", "san-villano", "simulate", "--players", "2", "--games", "1",
                       "--bots", "easy,random", "--json")
    assert code == 0 and json.loads(out)["games"] == 1


def test_bad_input_exits_2_naming_the_valid_values(capsys):
    code, _, err = run(capsys, "--game", "san-villano", "new-position", "--players", "7")
    assert code == 2 and "2, 3, 4" in err
    code, _, err = run(capsys, "--game", "san-villano", "simulate", "--players", "2", "--bots", "expert,random")
    assert code == 2 and "random, easy, normal, hard" in err
    code, _, err = run(capsys, "--game", "san-villano", "new-position", "--players", "2", "--options", '{"x": 1}')
    assert code == 2 and "valid options: setup_fires, solo_target" in err
    code, _, err = run(capsys, "--game", "san-villano", "new-position", "--game", "stargate")
    assert code == 2 and "two games named" in err


def test_solo_position_from_the_command_line(capsys):
    code, out, _ = run(capsys, "--game", "san-villano", "new-position", "--players", "3",
                       "--options", '{"solo_target": 30}')
    assert code == 0 and json.loads(out)["options"]["solo"]["target"] == 30


def test_options_setup_fires_names_the_balance_rule_and_the_default_is_the_rulebooks(capsys):
    """`--options '{"setup_fires": true}'` sets up the two Fires with 2 organizations; without it the
    setup is the rulebook's (no Fire on the City); a value that is not true or false exits 2."""
    code, out, _ = run(capsys, "--game", "san-villano", "new-position", "--players", "2")
    assert code == 0 and json.loads(out)["fires"]["at"] == {}
    code, out, _ = run(capsys, "--game", "san-villano", "new-position", "--players", "2",
                       "--options", '{"setup_fires": true}')
    assert code == 0 and len(json.loads(out)["fires"]["at"]) == 2
    code, _, err = run(capsys, "--game", "san-villano", "new-position", "--players", "2",
                       "--options", '{"setup_fires": "yes"}')
    assert code == 2 and "setup_fires: true or false" in err
