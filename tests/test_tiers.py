"""The fast tier's list of heavy tests names tests that exist (a stale line would quietly
put a costly test back into `make check`, or a renamed one nowhere)."""

from __future__ import annotations

import re
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def test_every_heavy_test_listed_exists():
    missing = []
    for line in (ROOT / "tests" / "heavy.txt").read_text(encoding="utf-8").splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        path, _, name = line.strip().partition("::")
        source = ROOT / path
        if not source.is_file() or not re.search(rf"^\s*def {re.escape(name)}\(", source.read_text(), re.M):
            missing.append(line)
    assert not missing, f"tests/heavy.txt names tests that do not exist: {missing}"
