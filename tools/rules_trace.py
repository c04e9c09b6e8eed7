"""The rules trace: every paragraph of every rulebook with the tests that hold it.

The rulebooks in ``../shared/rules/`` are split into paragraphs by code, so the ids stay
the same as long as the files do:

* every non-blank line of a file is a paragraph, unless it is a heading (a line made only
  of dashes or bullets is a separator, not a paragraph);
* a heading is a short line (at most 60 characters) that is not a list item (``-``, ``•``,
  ``*`` or a count such as ``3 Villain Guides``; nor a ``©`` line), holds no ``": "`` and
  does not end like a sentence (``. , ; : ?`` or a quote);
* a heading repeated on the next line (a page title printed twice) is one heading;
* a heading starts a section; its slug is the heading in lower case with every run of
  other characters than letters and digits made one ``-`` (accents dropped, a wiki's ``[]``
  and ``[edit]`` left out); a slug met again in the same file gets ``-2``, ``-3``...;
  lines before the first heading are in the section ``front``;
* a paragraph's id is ``<source>:<slug>:<n>``: the file's three-digit number, the section,
  and the paragraph's place in that section counted from 1 (``000:setup:4``).

A test declares the paragraphs it holds with ``@pytest.mark.rule("000:setup:4", ...)``.
The marks are read as pytest sees them: a ``pytest --collect-only`` run with the plugin
``tools.rules_trace_plugin``. A paragraph that needs no test is in ``tests/rules_exempt.toml``
with the reason; the paragraphs still without a test are listed in ``tests/rules_missing.txt``.

``python tools/rules_trace.py`` (``make rules-trace``) writes ``docs/rules-trace.md`` and
``docs/rules-index.json`` (the ids, for a checkout without ``../shared``); ``--check``
prints what is wrong and exits 1 instead.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import re
import subprocess
import sys
import tempfile
import tomllib
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
INDEX = ROOT / "docs" / "rules-index.json"
TRACE = ROOT / "docs" / "rules-trace.md"
EXEMPT = ROOT / "tests" / "rules_exempt.toml"
MISSING = ROOT / "tests" / "rules_missing.txt"

# The sources' names as the trace shows them (the files' own first lines are not all titles).
NAMES = {
    "000": "Star Wars Villainous: Scum and Villainy (rulebook)",
    "001": "Disney Villainous: Despicable Plots (rulebook)",
    "002": "Heróis de San Villano (rulebook)",
    "003": "Villainous wiki: \"Action\"",
    "004": "Stargate Trading Card Game: \"Villain Player Actions\"",
}

_SOURCE_FILE = re.compile(r"^(\d{3})_[0-9a-f]+\.txt$")
_ID = re.compile(r"^(\d{3}):([a-z0-9-]+):(\d+)$")
_LIST_ITEM = re.compile(r"^(?:[-•*©]|\d+ )")
_SENTENCE_END = ".,;:?\"”'"
_WIKI_SUFFIX = re.compile(r"\s*(?:\[\]|\[edit\])\s*$")


@dataclass(frozen=True)
class Paragraph:
    id: str
    source: str
    section: str
    heading: str
    index: int
    text: str


def is_heading(line: str) -> bool:
    """Whether a stripped, non-blank line is a heading (the module's docstring says why)."""
    return (len(line) <= 60 and not _LIST_ITEM.match(line) and ": " not in line
            and line[-1] not in _SENTENCE_END)


def slug(heading: str) -> str:
    plain = unicodedata.normalize("NFKD", _WIKI_SUFFIX.sub("", heading))
    plain = "".join(c for c in plain if not unicodedata.combining(c)).lower()
    return re.sub(r"[^a-z0-9]+", "-", plain).strip("-") or "section"


def split(text: str, source: str) -> list[Paragraph]:
    """The paragraphs of one rulebook, in the file's order."""
    out: list[Paragraph] = []
    seen: dict[str, int] = {}
    section, heading, index = "front", "", 0
    last = ""
    for raw in text.splitlines():
        line = raw.strip()
        if not any(c.isalnum() for c in line):
            continue  # blank lines and lone dashes separate, they say nothing
        if is_heading(line):
            if line == last and index == 0:
                continue
            last = line
            base = slug(line)
            seen[base] = seen.get(base, 0) + 1
            section = base if seen[base] == 1 else f"{base}-{seen[base]}"
            heading, index = line, 0
            continue
        index += 1
        out.append(Paragraph(f"{source}:{section}:{index}", source, section, heading, index, line))
    return out


def find_rules_dir(start: Path = ROOT) -> Path | None:
    """``shared/rules`` beside the repository (or beside one of the folders holding it);
    ``VILLAINOUS_RULES`` names another folder."""
    if os.environ.get("VILLAINOUS_RULES"):
        given = Path(os.environ["VILLAINOUS_RULES"])
        return given if given.is_dir() else None
    for folder in start.parents:
        candidate = folder / "shared" / "rules"
        if candidate.is_dir():
            return candidate
    return None


def read_sources(rules_dir: Path) -> dict[str, list[Paragraph]]:
    sources: dict[str, list[Paragraph]] = {}
    for path in sorted(rules_dir.iterdir()):
        m = _SOURCE_FILE.match(path.name)
        if m:
            sources[m.group(1)] = split(path.read_text(encoding="utf-8"), m.group(1))
    return sources


def index_of(sources: dict[str, list[Paragraph]]) -> dict[str, list[list[str]]]:
    """What the committed index keeps: each id with a short hash of its text (the text
    itself stays in shared/)."""
    return {src: [[p.id, hashlib.sha1(p.text.encode()).hexdigest()[:10]] for p in paras]
            for src, paras in sources.items()}


def paragraph_ids(rules_dir: Path | None = None) -> list[str]:
    """Every id: from the rulebooks when they are here, else from the committed index."""
    rules_dir = rules_dir or find_rules_dir()
    if rules_dir is not None:
        return [p.id for paras in read_sources(rules_dir).values() for p in paras]
    data = json.loads(INDEX.read_text(encoding="utf-8"))
    return [row[0] for rows in data.values() for row in rows]


def load_exempt(path: Path = EXEMPT) -> dict[str, str]:
    """Each exempt id with its reason; an id given twice is an error."""
    data = tomllib.loads(path.read_text(encoding="utf-8"))
    out: dict[str, str] = {}
    for group in data.get("exempt", []):
        reason = str(group["reason"]).strip()
        if not reason:
            raise ValueError(f"{path.name}: a group of ids has no reason")
        for pid in group["ids"]:
            if pid in out:
                raise ValueError(f"{path.name}: {pid} is given twice")
            out[pid] = reason
    return out


def load_missing(path: Path = MISSING) -> list[str]:
    if not path.exists():
        return []
    return [ln.strip() for ln in path.read_text(encoding="utf-8").splitlines()
            if ln.strip() and not ln.lstrip().startswith("#")]


def collect_marks(tests: Iterable[str] = ("tests",), root: Path = ROOT) -> dict[str, list[str]]:
    """Each declared id with the tests declaring it (parametrised cases folded into one),
    as pytest collects them."""
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "marks.json"
        env = dict(os.environ, RULES_TRACE_OUT=str(out))
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(root), env.get("PYTHONPATH")]))
        cmd = [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider",
               "-p", "tools.rules_trace_plugin", "-n", "0", *tests]
        run = subprocess.run(cmd, cwd=root, env=env, capture_output=True, text=True)
        # 5: no test collected at all; anything else but 0 is a module that did not import,
        # whose marks would be missing from the trace
        if run.returncode not in (0, 5) or not out.exists():
            raise RuntimeError("pytest's collection failed:\n" + run.stdout[-3000:] + run.stderr[-3000:])
        pairs = json.loads(out.read_text(encoding="utf-8"))
    marks: dict[str, list[str]] = {}
    for nodeid, pid in pairs:
        test = nodeid.split("[", 1)[0]
        if test not in marks.setdefault(pid, []):
            marks[pid].append(test)
    return marks


def problems(ids: list[str], marks: dict[str, list[str]], exempt: dict[str, str],
             missing: list[str]) -> list[str]:
    """What is wrong with the trace, one line each (nothing when it is whole)."""
    known = set(ids)
    out: list[str] = []
    for pid, tests in sorted(marks.items()):
        if pid not in known:
            out.append(f"{pid}: declared by {', '.join(tests)} but no rulebook paragraph has this id")
    for pid in exempt:
        if pid not in known:
            out.append(f"{pid}: in {EXEMPT.name} but no rulebook paragraph has this id")
        elif pid in marks:
            out.append(f"{pid}: has tests, so it needs no reason in {EXEMPT.name}")
    listed = set(missing)
    if len(listed) != len(missing):
        out.append(f"{MISSING.name} lists an id twice")
    for pid in missing:
        if pid not in known:
            out.append(f"{pid}: in {MISSING.name} but no rulebook paragraph has this id")
        elif pid in marks or pid in exempt:
            out.append(f"{pid}: is covered now; take it out of {MISSING.name}")
    for pid in ids:
        if pid not in marks and pid not in exempt and pid not in listed:
            out.append(f"{pid}: no test declares it (@pytest.mark.rule) and {EXEMPT.name} gives no reason")
    return out


def _excerpt(text: str, width: int = 90) -> str:
    cut = text if len(text) <= width else text[:width].rsplit(" ", 1)[0] + " …"
    return cut.replace("|", "\\|")


def render(sources: dict[str, list[Paragraph]], marks: dict[str, list[str]],
           exempt: dict[str, str], missing: list[str]) -> str:
    lines = [
        "# Rules trace",
        "",
        "Generated by `make rules-trace` (`tools/rules_trace.py`); do not edit by hand.",
        "",
        "Every paragraph of the rulebooks in `../shared/rules/` with the tests that hold it, or",
        "the reason none is needed, or **missing**. How it works:",
        "",
        "- A paragraph is a non-blank line of the file; a short line that does not read as a",
        "  sentence or a list item is a heading and starts a section. An id is",
        "  `<source>:<section>:<n>` (`000:setup:4`); `tools/rules_trace.py` says exactly how.",
        "- A test declares what it holds: `@pytest.mark.rule(\"000:vanquish:2\")` (several ids",
        "  may be given). Paragraphs with nothing to test (titles, contents, components,",
        "  flavour, credits) are in `tests/rules_exempt.toml` with the reason.",
        "- `tests/test_rules_trace.py` fails when a declared id does not exist, or when a",
        "  paragraph has no test and no reason and is not in `tests/rules_missing.txt` (the known",
        "  gaps, checked exactly: a gap that gets a test must leave the list), and when this",
        "  file is not what `make rules-trace` writes from today's tests.",
        "",
        "| Source | Paragraphs | Tested | Reason given | Missing |",
        "|---|---|---|---|---|",
    ]
    miss = set(missing)
    for src, paras in sources.items():
        tested = sum(p.id in marks for p in paras)
        reasoned = sum(p.id in exempt and p.id not in marks for p in paras)
        gaps = sum(p.id in miss or (p.id not in marks and p.id not in exempt) for p in paras)
        lines.append(f"| {src} {NAMES.get(src, '')} | {len(paras)} | {tested} | {reasoned} | {gaps} |")
    for src, paras in sources.items():
        lines += ["", f"## {src} {NAMES.get(src, '')}"]
        section = None
        for p in paras:
            if p.section != section:
                section = p.section
                title = p.heading or "(before the first heading)"
                lines += ["", f"### {title} (`{p.source}:{p.section}`)", "",
                          "| Id | Paragraph | Held by |", "|---|---|---|"]
            if p.id in marks:
                held = "<br>".join(f"`{t}`" for t in marks[p.id])
            elif p.id in exempt:
                held = f"no test needed: {exempt[p.id]}"
            else:
                held = "**missing**"
            lines.append(f"| `{p.id}` | {_excerpt(p.text)} | {held} |")
    return "\n".join(lines) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--check", action="store_true",
                        help="write nothing; print what is wrong and exit 1 if anything is")
    args = parser.parse_args(argv)
    rules_dir = find_rules_dir()
    if rules_dir is None:
        print("rules-trace: no shared/rules folder beside the repository "
              "(set VILLAINOUS_RULES to the folder of the rulebooks)", file=sys.stderr)
        return 2
    sources = read_sources(rules_dir)
    ids = [p.id for paras in sources.values() for p in paras]
    try:
        exempt = load_exempt()
    except (ValueError, KeyError, tomllib.TOMLDecodeError) as exc:
        print(f"rules-trace: {EXEMPT.name} cannot be read: {exc}", file=sys.stderr)
        return 2
    missing = load_missing()
    marks = collect_marks()
    found = problems(ids, marks, exempt, missing)
    if args.check:
        print("\n".join(found) or "rules-trace: every paragraph is traced")
        return 1 if found else 0
    INDEX.write_text(json.dumps(index_of(sources), indent=1) + "\n", encoding="utf-8")
    TRACE.write_text(render(sources, marks, exempt, missing), encoding="utf-8")
    print(f"wrote {TRACE.relative_to(ROOT)} and {INDEX.relative_to(ROOT)}")
    for line in found:
        print(line, file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
