"""Entry point: ``python -m game`` and the installed ``villainous`` command."""

from __future__ import annotations

import sys

from game.cli import main as _main


def main() -> None:
    sys.exit(_main())


if __name__ == "__main__":
    main()
