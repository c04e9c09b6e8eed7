"""A hosted game's codes, kept beside its save so that ``serve --continue`` admits the same people.

The file ``<save>.codes`` (next to ``<save>.json`` in the save folder) holds only the SHA-256
digests of the join codes, the claimed seats' tokens and the spectator code (``host.Secrets``),
never the secrets: whoever reads the folder cannot join with it. It names the game it belongs
to (``game_id``) and is written atomically, never through a link (``safefile``); it is read
without following a link and with a size limit. A file that is missing, damaged or another
game's is not used: the game is then hosted with new codes, and the host says why.
"""

from __future__ import annotations

import json
import re
from pathlib import Path

from game.core.match import Match
from game.core.safefile import FileRefused, read_json, write_atomic
from game.core.saves import SaveStore

from .host import Secrets

VERSION = 1
SUFFIX = ".codes"
MAX_BYTES = 64 * 1024
_DIGEST = re.compile(r"[0-9a-f]{64}")


class CodesError(ValueError):
    """The codes file cannot be used: the reason in words."""


def codes_path(store: SaveStore, match: Match) -> Path | None:
    """Where the codes of ``match`` live: beside its save file (None before its first save)."""
    saved = store.file_of(match)
    return None if saved is None else saved.with_name(saved.name[: -len(".json")] + SUFFIX)


def save_codes(path: Path, match: Match, secrets: Secrets) -> None:
    """Write the digests of ``match``'s codes to ``path`` (atomic; OSError if it cannot be)."""
    body = {"v": VERSION, "game_id": match.game_id,
            "codes": {str(s): d for s, d in sorted(secrets.codes.items())},
            "tokens": {str(s): d for s, d in sorted(secrets.tokens.items())},
            "spectator": secrets.spectator}
    write_atomic(path, json.dumps(body, indent=1).encode("utf-8"))


def load_codes(path: Path, match: Match) -> Secrets:
    """The digests saved for ``match`` at ``path``, or CodesError saying why they cannot be used."""
    try:
        data = read_json(path, MAX_BYTES)
    except FileRefused as exc:
        raise CodesError(str(exc)) from exc
    except ValueError as exc:
        raise CodesError(f"{path.name}: not a codes file ({exc})") from exc
    if not isinstance(data, dict) or data.get("v") != VERSION:
        raise CodesError(f"{path.name}: not a codes file of version {VERSION}")
    if not match.game_id or data.get("game_id") != match.game_id:
        raise CodesError(f"{path.name}: belongs to another game")
    seats = len(match.setup.seats)

    def digests(field: str) -> dict[int, str]:
        table = data.get(field)
        if not isinstance(table, dict):
            raise CodesError(f"{path.name}: {field} is not a table")
        out: dict[int, str] = {}
        for key, value in table.items():
            if not (isinstance(key, str) and key.isdigit() and int(key) < seats
                    and isinstance(value, str) and _DIGEST.fullmatch(value)):
                raise CodesError(f"{path.name}: {field} holds something other than a seat's digest")
            out[int(key)] = value
        return out

    spectator = data.get("spectator")
    if not (isinstance(spectator, str) and _DIGEST.fullmatch(spectator)):
        raise CodesError(f"{path.name}: the spectator code's digest is missing")
    return Secrets(digests("codes"), digests("tokens"), spectator)
