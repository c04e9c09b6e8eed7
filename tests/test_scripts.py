"""The build scripts never fail by chance.

Under ``set -o pipefail`` a pipe into a reader that stops early (``head``, ``grep -q``,
``grep -m``) fails with status 141 whenever the writer has not finished when the reader
closes the pipe: a build that fails at random. No script of the project may do that.
"""

from __future__ import annotations

import pathlib
import re
import subprocess

ROOT = pathlib.Path(__file__).resolve().parent.parent
EARLY_READER = re.compile(r"\|\s*(head\b|grep\s+(-\w*[qm]\w*)\b|sed\s+-n\s+'?\d+q)")


def _scripts() -> list[pathlib.Path]:
    found = [p for p in ROOT.rglob("*.sh") if ".venv" not in p.parts]
    found += [ROOT / "Makefile", ROOT / ".ci" / "run"]
    found += list((ROOT / ".github").rglob("*.yml"))
    return [p for p in found if p.is_file()]


def test_no_script_pipes_into_a_reader_that_stops_early():
    bad = []
    for path in _scripts():
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            code = line.split("#", 1)[0] if not line.lstrip().startswith("#") else ""
            if EARLY_READER.search(code):
                bad.append(f"{path.relative_to(ROOT)}:{n}: {line.strip()}")
    assert not bad, "pipes that can fail with SIGPIPE under pipefail:\n" + "\n".join(bad)


def test_the_pattern_is_caught():
    assert EARLY_READER.search("glibc=$(ldd --version | head -1)")
    assert EARLY_READER.search("dpkg -s x | grep -q installed")
    assert not EARLY_READER.search("ldd --version 2>&1 | awk 'NR == 1 { print $NF }'")


def test_the_deb_script_finds_the_c_library_version():
    text = (ROOT / "packaging/linux/build_deb.sh").read_text()
    start = text.index("glibc=$(")
    snippet = text[start:text.index("root=", start)]
    for _ in range(20):
        out = subprocess.run(["bash", "-c", f"set -euo pipefail\n{snippet}\necho \"$glibc\""],
                             capture_output=True, text=True, timeout=30)
        assert out.returncode == 0, out.stderr
        assert re.fullmatch(r"\d+\.\d+\n", out.stdout)
