"""The messages host and clients exchange: JSON objects with a version and a type.

Every message is one websocket text frame holding one JSON object with ``"v"`` (the protocol
version, ``VERSION``) and ``"type"``. What a client sends is hostile until checked:
``read_client`` parses it with the project's bounded JSON reader (``safefile.parse_json``:
UTF-8, no NaN, numbers of at most 40 digits, at most 32 levels of nesting) after the size
limit, and checks each field's type and length before anything else looks at it.
docs/network.md is the reference of every type.
"""

from __future__ import annotations

import json
from typing import Any

from game.core.safefile import FileRefused, clean_text, parse_json

VERSION = 1
#: the largest frame either side accepts (websockets closes the connection above it); an
#: observation of the largest game is about 20 KB, a log sent on resume a few hundred
MAX_MESSAGE_BYTES = 1_000_000
#: what a client may send: a hello or a move is well under a kilobyte
MAX_CLIENT_BYTES = 4_096
MAX_CODE = 64  # a code or a token is 22 characters
MAX_MOVE = 200  # the longest notation a save accepts

#: the types a client sends and the fields each must have (name -> type)
CLIENT_TYPES: dict[str, dict[str, type]] = {
    "hello": {"code": str},
    "move": {"at": int, "text": str},
    "ping": {},
}


class MessageError(ValueError):
    """A client's message that is refused: the reason, in plain words."""


def encode(message: dict[str, Any]) -> str:
    """A message as the text of one frame (the version added)."""
    return json.dumps({"v": VERSION, **message}, separators=(",", ":"), ensure_ascii=False)


def read_client(raw: str | bytes) -> dict[str, Any]:
    """A client's frame as a checked message, or MessageError saying what is wrong."""
    data = raw.encode("utf-8", "replace") if isinstance(raw, str) else raw
    if len(data) > MAX_CLIENT_BYTES:
        raise MessageError(f"a message may be at most {MAX_CLIENT_BYTES} bytes")
    try:
        msg = parse_json(data, "message")
    except FileRefused as exc:
        raise MessageError(clean_text(str(exc), 200)) from None
    if not isinstance(msg, dict):
        raise MessageError("a message is a JSON object")
    if msg.get("v") != VERSION or type(msg.get("v")) is not int:
        raise MessageError(f"this host speaks version {VERSION} of the protocol")
    kind = msg.get("type")
    fields = CLIENT_TYPES.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise MessageError(f"unknown message type; a client sends {', '.join(CLIENT_TYPES)}")
    for name, want in fields.items():
        value = msg.get(name)
        # bool is an int to Python: a move's "at" must be a real number
        if type(value) is not want:
            raise MessageError(f"{kind}: {name!r} must be a {want.__name__}")
    if kind == "hello" and not 0 < len(msg["code"]) <= MAX_CODE:
        raise MessageError("hello: the code is 1 to 64 characters")
    if kind == "move":
        if not 0 < len(msg["text"]) <= MAX_MOVE:
            raise MessageError(f"move: the text is 1 to {MAX_MOVE} characters")
        if not 0 <= msg["at"] < 10**9:
            raise MessageError("move: 'at' is the number of moves played")
    return msg
