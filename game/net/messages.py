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

from game.core.phrase import Name, say
from game.core.safefile import FileRefused, clean_text, parse_json

VERSION = 1
#: the largest frame either side accepts (websockets closes the connection above it); an
#: observation of the largest game is about 20 KB, a log sent on resume a few hundred
MAX_MESSAGE_BYTES = 1_000_000
#: what a client may send: a hello or a move is well under a kilobyte
MAX_CLIENT_BYTES = 4_096
MAX_CODE = 64  # a code or a token is 22 characters
MAX_MOVE = 200  # the longest notation a save accepts
MAX_LANGUAGE = 16  # a hello's language: "pt", "en" (an unknown one is English)

#: the types a client sends and the fields each must have (name -> type)
CLIENT_TYPES: dict[str, dict[str, type]] = {
    "hello": {"code": str},
    "move": {"at": int, "text": str},
    "ping": {},
    "language": {"language": str},
}


class MessageError(ValueError):
    """A client's message that is refused: the reason, in plain words (a phrase: the host
    says it in the client's language, ``reason``)."""

    @property
    def reason(self) -> str:
        return self.args[0] if self.args else ""


def encode(message: dict[str, Any]) -> str:
    """A message as the text of one frame (the version added)."""
    return json.dumps({"v": VERSION, **message}, separators=(",", ":"), ensure_ascii=False)


def read_client(raw: str | bytes) -> dict[str, Any]:
    """A client's frame as a checked message, or MessageError saying what is wrong."""
    data = raw.encode("utf-8", "replace") if isinstance(raw, str) else raw
    if len(data) > MAX_CLIENT_BYTES:
        raise MessageError(say("a message may be at most {n} bytes", n=MAX_CLIENT_BYTES))
    try:
        msg = parse_json(data, "message")
    except FileRefused as exc:
        raise MessageError(Name(clean_text(str(exc), 200))) from None
    if not isinstance(msg, dict):
        raise MessageError(say("a message is a JSON object"))
    if msg.get("v") != VERSION or type(msg.get("v")) is not int:
        raise MessageError(say("this host speaks version {n} of the protocol", n=VERSION))
    kind = msg.get("type")
    fields = CLIENT_TYPES.get(kind) if isinstance(kind, str) else None
    if fields is None:
        raise MessageError(say("unknown message type; a client sends {types}", types=Name(", ".join(CLIENT_TYPES))))
    for name, want in fields.items():
        value = msg.get(name)
        # bool is an int to Python: a move's "at" must be a real number
        if type(value) is not want:
            raise MessageError(say("{kind}: {field} must be a {type}", kind=Name(kind), field=Name(repr(name)),
                                   type=Name(want.__name__)))
    if kind == "hello" and not 0 < len(msg["code"]) <= MAX_CODE:
        raise MessageError(say("hello: the code is 1 to 64 characters"))
    if kind == "hello" and "language" in msg and not (
            type(msg["language"]) is str and 0 < len(msg["language"]) <= MAX_LANGUAGE):
        raise MessageError(say("hello: the language is a short code such as en or pt"))
    if kind == "language" and not 0 < len(msg["language"]) <= MAX_LANGUAGE:
        raise MessageError(say("language: a short code such as en or pt"))
    if kind == "move":
        if not 0 < len(msg["text"]) <= MAX_MOVE:
            raise MessageError(say("move: the text is 1 to {n} characters", n=MAX_MOVE))
        if not 0 <= msg["at"] < 10**9:
            raise MessageError(say("move: 'at' is the number of moves played"))
    return msg
