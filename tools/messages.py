"""Gather the interface's words into the message catalogue (assets/locale/*/LC_MESSAGES/*.po).

    python tools/messages.py            # update the .po files from the code
    python tools/messages.py --check    # say which words are missing or untranslated (exit 1)
    python tools/messages.py --compile  # build the .mo files beside them (make locale)

The words are every ``_("...")`` and ``N_("...")`` with a literal argument in game/table/; every
``say("...")``, ``N_("...")`` and ``join("...", ...)`` of the games, the core and the network host (phrases,
``game/core/phrase.py``); every ``_("...")`` and ``N_("...")`` of the command line
(``game/cli.py``: its help, its refusals and argparse's own words, ``ARGPARSE_WORDS``); the texts of the games' content (``game/games/*/content/*.json``: a
card's ``text``, a deck's ``note``, a card's ``subtitle``, a faction; and, in the ``name``
context, the names of the games whose editions rename them, NAMED_GAMES);
and the ``say`` of every guided-game step (``views/*/tutorial.json``). docs/translation.md
explains the design. English's entries are the
words themselves; another language keeps its translations, gets the new words untranslated
(``msgstr ""``), and loses words no longer used.
"""

from __future__ import annotations

import argparse
import ast
import json
import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from game.i18n import CONTEXT_SEPARATOR, LANGUAGES, NAME_CONTEXT, po_path, read_po  # noqa: E402

SOURCES = ROOT / "game" / "table"
GAMES = (ROOT / "game" / "games", ROOT / "game" / "core")
#: the network host's phrases (its refusals and log lines, said in each client's language);
#: only the modules that take ``say`` from game/core/phrase.py (the terminal's ``say`` prints)
NET = ROOT / "game" / "net"
#: the command line (``villainous``): its ``_`` says its words in the language it speaks
CLI = ROOT / "game" / "cli.py"
#: the content fields whose words are translated (the others are names, keys and numbers)
CONTENT_WORDS = ("text", "note", "subtitle", "faction")
#: the games whose proper names (a villain's, a card's, a location's ``name``) a language's
#: edition prints in its own words: they go into the catalogue in the ``name`` context
#: (San Villano's content carries both forms; Stargate's names stay as printed)
NAMED_GAMES = ("villainous",)


def content_names(data: object, where: str, out: dict[str, list[str]]) -> None:
    """Every ``name`` of a content file, as a catalogue key in the ``name`` context."""
    if isinstance(data, dict):
        for k, v in data.items():
            if k == "name" and isinstance(v, str) and any(ch.isalpha() for ch in v):
                out.setdefault(f"{NAME_CONTEXT}{CONTEXT_SEPARATOR}{v}", []).append(where)
            else:
                content_names(v, where, out)
    elif isinstance(data, list):
        for v in data:
            content_names(v, where, out)


def _calls(path: Path, names: tuple[str, ...], out: dict[str, list[str]], phrases_only: bool = False) -> None:
    tree = ast.parse(path.read_text(encoding="utf-8"))
    if phrases_only:  # the names the module imports from game/core/phrase.py, no others
        names = tuple(a.asname or a.name for n in ast.walk(tree)
                      if isinstance(n, ast.ImportFrom) and (n.module or "").endswith("phrase")
                      for a in n.names if a.name in names)
    for node in ast.walk(tree):
        if (isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and node.func.id in names
                and node.args and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)
                and any(ch.isalpha() for ch in node.args[0].value)):
            out.setdefault(node.args[0].value, []).append(f"{path.relative_to(ROOT)}:{node.lineno}")


def content_words(data: object, where: str, out: dict[str, list[str]], field: str = "") -> None:
    """Every translatable text of a content file (see CONTENT_WORDS)."""
    if isinstance(data, dict):
        for k, v in data.items():
            content_words(v, where, out, k)
    elif isinstance(data, list):
        for v in data:
            content_words(v, where, out, field)
    elif isinstance(data, str) and field in CONTENT_WORDS and any(ch.isalpha() for ch in data):
        out.setdefault(data, []).append(where)


def messages() -> dict[str, list[str]]:
    """Each word of the interface -> where it is used."""
    out: dict[str, list[str]] = {}
    for path in sorted(SOURCES.rglob("*.py")):
        _calls(path, ("_", "N_", "say", "join"), out)
    for folder in GAMES:
        for path in sorted(folder.rglob("*.py")):
            _calls(path, ("N_", "say", "join"), out)
    for path in sorted(NET.rglob("*.py")):
        _calls(path, ("N_", "say", "join"), out, phrases_only=True)
    _calls(CLI, ("_", "N_"), out)
    for path in sorted((ROOT / "game" / "games").glob("*/content/*.json")):
        if not path.name.endswith("schema.json"):
            content_words(json.loads(path.read_text(encoding="utf-8")), str(path.relative_to(ROOT)), out)
    for game in NAMED_GAMES:
        for path in sorted((ROOT / "game" / "games" / game / "content").glob("*.json")):
            if not path.name.endswith("schema.json"):
                content_names(json.loads(path.read_text(encoding="utf-8")), str(path.relative_to(ROOT)), out)
    for path in sorted(SOURCES.rglob("tutorial.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for k, step in enumerate(data.get("steps", [])):
            out.setdefault(step["say"], []).append(f"{path.relative_to(ROOT)}:step {k + 1}")
        if "title" in data:
            out.setdefault(data["title"], []).append(f"{path.relative_to(ROOT)}:title")
    return out


def _quote(s: str) -> str:
    return json.dumps(s, ensure_ascii=False)


def write_po(path: Path, language: str, entries: dict[str, str], where: dict[str, list[str]]) -> None:
    lines = [f"# Villainous Table: the interface in {LANGUAGES[language]}.",
             "# Made by tools/messages.py from the code; translations are kept, new words come in empty.",
             'msgid ""', 'msgstr ""', '"Content-Type: text/plain; charset=UTF-8\\n"',
             f'"Language: {language}\\n"', ""]
    for msgid in sorted(where):
        lines.append(f"#: {' '.join(where[msgid][:3])}")
        context, _sep, word = msgid.rpartition(CONTEXT_SEPARATOR)
        if context:
            lines.append(f"msgctxt {_quote(context)}")
        lines.append(f"msgid {_quote(word)}")
        lines.append(f"msgstr {_quote(entries.get(msgid, ''))}")
        lines.append("")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text("\n".join(lines), encoding="utf-8")


def update() -> int:
    where = messages()
    for language in LANGUAGES:
        path = po_path(language)
        old = read_po(path) if path.is_file() else {}
        entries = ({m: m.rpartition(CONTEXT_SEPARATOR)[2] for m in where} if language == "en" else {m: old.get(m, "") for m in where})
        write_po(path, language, entries, where)
        missing = sum(1 for m in where if not entries.get(m))
        print(f"{path.relative_to(ROOT)}: {len(where)} words, {missing} untranslated")
    return 0


def check() -> int:
    where = messages()
    problems = []
    for language in LANGUAGES:
        have = read_po(po_path(language)) if po_path(language).is_file() else {}
        problems += [f"{language}: untranslated: {m!r} ({where[m][0]})" for m in where if not have.get(m)]
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


def mo_bytes(entries: dict[str, str]) -> bytes:
    """A catalogue in GNU gettext's binary form (what ``gettext.GNUTranslations`` reads)."""
    keys = sorted(entries)
    ids = [b""] + [k.encode() for k in keys]
    strs = [b"Content-Type: text/plain; charset=UTF-8\n"] + [entries[k].encode() for k in keys]
    n = len(ids)
    start = 7 * 4 + 16 * n
    table, data = [], b""
    for s in ids + strs:
        table.append((len(s), start + len(data)))
        data += s + b"\0"
    out = struct.pack("Iiiiiii", 0x950412DE, 0, n, 7 * 4, 7 * 4 + 8 * n, 0, 0)
    for length, off in table:
        out += struct.pack("ii", length, off)
    return out + data


def compile_mo() -> int:
    """Write each language's .mo beside its .po."""
    for language in LANGUAGES:
        entries = read_po(po_path(language))
        path = po_path(language).with_suffix(".mo")
        path.write_bytes(mo_bytes(entries))
        print(f"{path.relative_to(ROOT)}: {len(entries)} messages")
    return 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--check", action="store_true")
    ap.add_argument("--compile", action="store_true")
    args = ap.parse_args(argv)
    if args.check:
        return check()
    if args.compile:
        return compile_mo()
    return update()


if __name__ == "__main__":
    sys.exit(main())
