"""The command line speaks the chosen language: ``--language CODE`` anywhere on it, else the
language chosen in the window's Settings, else English. Its help, argparse's own words, its
refusals and the terminal game's frame all come from the message catalogue."""

from __future__ import annotations

import argparse
import ast
import gettext
import inspect
import json
import re
from pathlib import Path

import pytest

from game import cli
from game.cli import ARGPARSE_WORDS, main
from game.i18n import translated

ROOT = Path(__file__).resolve().parent.parent
#: a line of English prose: three lowercase words in a row (usage lines and option names have none)
PROSE = re.compile(r"[a-z]{3,} [a-z]{2,} [a-z]{2,}")


def run(capsys, *argv):
    try:
        code = main(list(argv))
    except SystemExit as exc:  # argparse's --help and its refusals
        code = exc.code
    out, err = capsys.readouterr()
    return code, out, err


def _normal(text: str) -> str:
    return " ".join(text.split())


def _help_strings(parser: argparse.ArgumentParser) -> list[str]:
    """Every help text, description and epilog line of ``parser`` and its commands."""
    said = [parser.description or "", *(parser.epilog or "").splitlines()]
    for action in parser._actions:
        said.append(action.help or "")
        if isinstance(action, argparse._SubParsersAction):
            said += [a.help or "" for a in action._choices_actions]
            for sub in action.choices.values():
                said += _help_strings(sub)
    return [s for s in said if s.strip()]


@pytest.mark.parametrize("argv", [["--help"], ["simulate", "--help"], ["serve", "--help"], ["join", "--help"],
                                  ["ladder", "--help"]])
def test_help_is_portuguese_with_language_pt_and_no_english_help_line_is_left(capsys, argv):
    code, english, _ = run(capsys, *argv)
    assert code == 0 and english.startswith("usage: villainous")
    code, portuguese, _ = run(capsys, "--language", "pt", *argv)
    assert code == 0
    assert portuguese.startswith("uso: villainous"), portuguese[:200]
    assert "opções:" in portuguese and "mostra esta mensagem de ajuda e sai" in portuguese
    assert "show this help message and exit" not in portuguese and "options:" not in portuguese
    left = [line for line in english.splitlines() if PROSE.search(line) and line in portuguese.splitlines()]
    assert not left, left
    # every help text the English parser has is shown in its Portuguese words, none in English
    english_parser = cli.build_parser()
    shown = _normal(portuguese)
    for text in _help_strings(english_parser):
        pt = translated(text, "pt")
        if _normal(pt) != _normal(text) and _normal(text) in _normal(english):
            assert _normal(text) not in shown, text
            assert _normal(pt) in shown, (text, pt)


def test_top_level_help_says_the_exit_statuses_and_the_version_in_portuguese(capsys):
    _, out, _ = run(capsys, "--help", "--language", "pt")
    assert "argumentos posicionais:" in out and "código de saída:" in out
    assert "130  interrompido (Ctrl+C)" in out and "0    concluído" in out
    assert "Jogue Villainous com todas as regras aplicadas." in out
    assert "mostra o número da versão do programa e sai" in out
    code, out, _ = run(capsys, "--language=pt", "--version")
    assert code == 0 and "(motor de regras: " in out


def test_a_bad_value_is_refused_in_portuguese_with_exit_2(capsys):
    code, _, err = run(capsys, "simulate", "--games", "x", "--language", "pt")
    assert code == 2
    assert err.startswith("uso: villainous simulate"), err
    assert "villainous: erro: argumento --games: número inteiro inválido 'x'" in err
    assert "usage:" not in err and "error" not in err


def test_a_missing_required_argument_is_refused_in_portuguese(capsys):
    code, _, err = run(capsys, "serve", "--language", "pt")
    assert code == 2
    assert "villainous: erro: os seguintes argumentos são obrigatórios: --port" in err


def test_an_unknown_command_is_refused_in_portuguese(capsys):
    code, _, err = run(capsys, "--language", "pt", "frobnicate")
    assert code == 2
    assert "escolha inválida: 'frobnicate' (escolha entre " in err and "'simulate'" in err


def test_an_option_missing_its_value_is_refused_in_portuguese(capsys):
    code, _, err = run(capsys, "simulate", "--games", "--language", "pt")
    assert code == 2 and "argumento --games: esperava um argumento" in err


def test_the_command_lines_own_refusals_are_portuguese(capsys):
    code, _, err = run(capsys, "simulate", "--villains", "gaston,gaston", "--bots", "random", "--language", "pt")
    assert code == 2 and err == "villainous: --bots nomeia 1 bots para 2 vilões\n"
    code, _, err = run(capsys, "new-position", "--villains", "gaston,jafar", "--language", "pt")
    assert code == 2 and "vilão desconhecido 'jafar'; vilões válidos: gaston" in err
    code, _, err = run(capsys, "--language", "pt", "new-position", "--game", "xx")
    assert code == 2 and "argumento --game: jogo desconhecido 'xx'; jogos válidos: villainous, " in err
    code, _, err = run(capsys, "--language", "pt", "new-position")
    assert code == 2 and "--villains é obrigatório (p. ex. --villains gaston,lady-tremaine)" in err


def test_a_code_beginning_with_a_dash_is_explained_in_portuguese(capsys):
    code, _, err = run(capsys, "join", "--language", "pt", "127.0.0.1:1", "-abcdefghijklmnopq")
    assert code == 2
    assert "argumentos não reconhecidos: -abcdefghijklmnopq" in err
    assert "vai depois de '--': villainous join ENDEREÇO -- CÓDIGO" in err


def test_the_language_chosen_in_settings_is_spoken_without_language(capsys, monkeypatch, tmp_path):
    (tmp_path / "villainous").mkdir()
    (tmp_path / "villainous" / "settings.json").write_text(json.dumps({"language": "pt"}))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path))
    code, out, _ = run(capsys, "--help")
    assert code == 0 and out.startswith("uso: villainous") and "código de saída:" in out
    code, _, err = run(capsys, "simulate", "--games", "x")
    assert code == 2 and "número inteiro inválido 'x'" in err
    code, out, _ = run(capsys, "simulate", "--help", "--language", "en")  # the option wins
    assert code == 0 and out.startswith("usage: villainous simulate")


def test_english_is_unchanged_by_default_and_argparse_is_left_as_it_was(capsys):
    code, out, _ = run(capsys, "--language", "pt", "--help")
    assert out.startswith("uso: ")
    assert argparse._ is gettext.gettext and argparse.ngettext is gettext.ngettext
    assert cli._speaking == "en"
    code, out, _ = run(capsys, "--help")
    assert code == 0 and out.startswith("usage: villainous") and "exit status:" in out
    assert "show this help message and exit" in out and "Play Villainous with every rule enforced." in out
    code, _, err = run(capsys, "simulate", "--games", "x")
    assert code == 2 and "villainous: error: argument --games: invalid whole number 'x'" in err


def test_argparse_counts_in_portuguese():
    with cli._argparse_speaks("pt"):
        assert argparse.ngettext("expected %s argument", "expected %s arguments", 2) == "esperava %s argumentos"
        assert argparse.ngettext("expected %s argument", "expected %s arguments", 1) == "esperava %s argumento"
        assert argparse._("usage: ") == "uso: "
    assert argparse._ is gettext.gettext and argparse.ngettext is gettext.ngettext


def _argparse_msgids() -> set[str]:
    """Every word the running Python's argparse says through ``_`` or ``ngettext``."""
    said: set[str] = set()
    for node in ast.walk(ast.parse(inspect.getsource(argparse))):
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in ("_", "ngettext"):
            for arg in node.args:
                if isinstance(arg, ast.Constant) and isinstance(arg.value, str):
                    said.add(arg.value)
                elif isinstance(arg, ast.Call) and len(arg.args) == 2 and isinstance(arg.args[1], ast.Constant) \
                        and isinstance(arg.args[1].value, str):  # _(kwargs.pop('title', 'subcommands'))
                    said.add(arg.args[1].value)
    return said


def test_every_word_argparse_says_is_in_the_catalogue_list():
    said = _argparse_msgids()
    assert len(said) > 30 and "usage: " in said and "expected %s arguments" in said
    assert not said - set(ARGPARSE_WORDS), sorted(said - set(ARGPARSE_WORDS))


@pytest.mark.parametrize("word", ARGPARSE_WORDS)
def test_each_argparse_word_keeps_its_placeholders_in_portuguese(word):
    pt = translated(word, "pt")
    assert pt != word or not any(ch.isalpha() for ch in word.replace("%s", "").replace("%r", ""))
    assert sorted(re.findall(r"%\(\w+\)[sr]|%[sr]", pt)) == sorted(re.findall(r"%\(\w+\)[sr]|%[sr]", word))
    assert pt.endswith("\n") == word.endswith("\n")


def test_the_terminal_game_speaks_portuguese(monkeypatch, capsys):
    answers = iter(["help", "99", "quit"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    code, out, _ = run(capsys, "cli", "--seed", "3", "--language", "pt")
    assert code == 0
    assert "Digite uma jogada, o número dela, 'help' (ajuda), 'show' (mostrar) ou 'quit' (sair)." in out
    assert "As jogadas são escritas como listadas, p. ex. " in out
    assert "Não há jogada '99': escolha um número de 1 a " in out
    assert ": você é p1" in out and "Semente 3." in out
    assert "Type a move" not in out and "you are p1" not in out
    # the villain's frame: the Objective, the Realm, the hand and the question, cards by their Portuguese names
    assert "Objetivo: Remova os 8 Obstáculos do seu Reino." in out
    assert "[Gaston] Poder 0 · em Casa da Bela" in out and "Heróis: -" in out and "Obstáculos 2" in out
    assert "\n  Mão: " in out and "Lobos" in out
    for english in ("Objective:", "Power", "Heroes:", "Allies/Items:", "Hand:", "Belle's House", "Wolves"):
        assert english not in out, english


def test_the_terminal_game_in_english_is_as_it_was(monkeypatch, capsys):
    answers = iter(["quit"])
    monkeypatch.setattr("builtins.input", lambda prompt="": next(answers))
    code, out, _ = run(capsys, "cli", "--seed", "3")
    assert code == 0
    assert out.startswith("Disney Villainous: you are p1 (Gaston). Seed 3.\nObjective: Remove all 8 Obstacles")
    assert "\n[Gaston] Power 0 · at Belle's House\n" in out
    assert ("\n  The Tavern         Heroes: -                            Allies/Items: - · Obstacles 2\n") in out
    assert "\n  Hand: Swoon, Intimidating, Five Dozen Eggs, Wolves\n" in out


def test_replay_summary_is_portuguese(capsys):
    f = ROOT / "saves" / "games" / "gaston-wins.json"
    code, out, _ = run(capsys, "replay", str(f), "--language", "pt")
    assert code == 0
    assert "arquivo: " in out and "verificado: True" in out and "vencedor: 1" in out
    code, out, _ = run(capsys, "replay", str(f), "--language", "pt", "--json")  # data stays as it is
    assert json.loads(out)["verified"] is True


def test_analyse_says_the_position_in_portuguese(capsys, tmp_path):
    _, out, _ = run(capsys, "new-position", "--villains", "gaston,gaston", "--seed", "7")
    f = tmp_path / "p.json"
    f.write_text(out)
    code, out, _ = run(capsys, "analyse", str(f), "--moves", "move the-woods", "--language", "pt")
    assert code == 0 and "p1 joga. Jogadas legais:" in out
    assert "Gaston moves to The Woods." not in out
    code, _, err = run(capsys, "analyse", str(f), "--moves", "move belles-house", "--language", "pt")
    assert code == 2 and "jogada 1: " in err and "jogadas legais: " in err
