"""Every word of the interface through one message catalogue (Python's gettext).

The catalogue's sources are ``assets/locale/<language>/LC_MESSAGES/villainous.po`` (English,
the words as written, and Portuguese). A compiled ``villainous.mo`` beside a ``.po`` is used
when present (``make locale`` builds them); otherwise the ``.po`` itself is read, so a source
tree runs as it is. ``tools/messages.py`` gathers the words marked in the code into the
catalogue; ``tests/table/test_messages.py`` checks that every one is translated in both languages.

In code: ``_("Settings")`` translates now; ``N_("Gain Power")`` marks words kept in a table
and translated where they are shown (``_(TABLE[key])``). A message with ``{names}`` keeps
them in every language and is filled with ``.format``.
"""

from __future__ import annotations

import gettext
import json
from collections.abc import Callable
from pathlib import Path

from game.core.phrase import Name, Phrase
from game.resources import resource_path

DOMAIN = "villainous"
LANGUAGES = {"en": "English", "pt": "Português"}
DEFAULT = "en"

#: gettext's separator of a context and a word in a catalogue key ("name\x04Wolves")
CONTEXT_SEPARATOR = "\x04"
#: the context of proper names in the catalogue: a card's, a villain's or a location's name
#: as a language's edition prints it (see ``proper_name``)
NAME_CONTEXT = "name"

_current: gettext.NullTranslations = gettext.NullTranslations()
_language = DEFAULT


def locale_dir() -> Path:
    return resource_path("assets", "locale")


def po_path(language: str) -> Path:
    return locale_dir() / language / "LC_MESSAGES" / f"{DOMAIN}.po"


def _unquote(s: str) -> str:
    """A .po string's text. tools/messages.py writes them as JSON strings (the escapes a .po
    uses: \\n, \\t, \\", \\\\), so JSON reads them; not Python's parser, which CPython 3.11 does
    not let two threads use at once (a network host's thread reads the catalogue a connection
    asks for while the window may be importing: "AST constructor recursion depth mismatch",
    seen on CI). A string JSON cannot read is a ValueError: the catalogue stays English."""
    return json.loads(s) if s.startswith('"') else s


def read_po(path: Path) -> dict[str, str]:
    """msgid -> msgstr of a ``.po`` file (the header and untranslated entries left out)."""
    out: dict[str, str] = {}
    msgid: list[str] | None = None
    msgstr: list[str] | None = None
    msgctxt: list[str] | None = None
    target = None

    def flush() -> None:
        if msgid is not None and msgstr is not None:
            key, value = "".join(msgid), "".join(msgstr)
            if msgctxt is not None:  # gettext's own key for a word in a context
                key = "".join(msgctxt) + CONTEXT_SEPARATOR + key
            if key and value:
                out[key] = value

    for raw in path.read_text(encoding="utf-8").splitlines():
        line = raw.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("msgctxt "):
            flush()
            msgctxt, msgid, msgstr = [_unquote(line[8:].strip())], None, None
            target = msgctxt
        elif line.startswith("msgid "):
            if msgstr is not None or msgctxt is None:  # a new entry, not the msgctxt's own
                flush()
                msgctxt = None
            msgid, msgstr = [_unquote(line[6:].strip())], None
            target = msgid
        elif line.startswith("msgstr "):
            msgstr = [_unquote(line[7:].strip())]
            target = msgstr
        elif line.startswith('"') and target is not None:
            target.append(_unquote(line))
    flush()
    return out


class Catalogue(gettext.NullTranslations):
    """A language read from its ``.po`` source."""

    def __init__(self, messages: dict[str, str]) -> None:
        super().__init__()
        self.messages = messages

    def gettext(self, message: str) -> str:
        return self.messages.get(message) or message


def load(language: str) -> gettext.NullTranslations:
    """The catalogue of ``language`` (the compiled one if built, else its source); words
    of an unknown language, or a broken file, stay in English."""
    if language not in LANGUAGES:
        language = DEFAULT
    try:
        return gettext.translation(DOMAIN, str(locale_dir()), [language])
    except (OSError, ValueError):
        pass
    try:
        return Catalogue(read_po(po_path(language)))
    except (OSError, ValueError, SyntaxError):
        return gettext.NullTranslations()


def set_language(language: str) -> None:
    global _current, _language
    _language = language if language in LANGUAGES else DEFAULT
    _current = load(_language)


def language() -> str:
    return _language


def _(message: str) -> str:
    """``message`` in the language chosen (as written when it has no translation)."""
    return _lookup(message)


def N_(message: str) -> str:
    """Mark ``message`` for the catalogue; it is translated where it is shown."""
    return message


#: when a list, every word ``tr`` could not find in the catalogue goes into it (the tests'
#: way of proving that everything a game can say is translated)
MISSES: list[str] | None = None


#: the words ``_`` found, by message, for the catalogue ``_found_in`` (another catalogue chosen:
#: forgotten): a table asks for the same few dozen phrases every frame
_found: dict[str, str] = {}
_found_in: object = None
FOUND_MOST = 4096  # messages kept at most (log lines are distinct strings): past it, all are let go


def _lookup(message: str) -> str:
    global _found_in
    if _found_in is not _current:
        _found.clear()
        _found_in = _current
    said = _found.get(message)
    if said is not None and MISSES is None:
        return said
    if not any(ch.isalpha() for ch in message):  # numbers, punctuation: said as they are
        said = message
    else:
        said = _current.gettext(message)
        if MISSES is not None and _language != DEFAULT and said == message and not _known(message):
            MISSES.append(message)
    if len(_found) >= FOUND_MOST:
        _found.clear()
    _found[message] = said
    return said


#: the catalogues ``translated`` has loaded, by language (each read once per process)
_catalogues: dict[str, gettext.NullTranslations] = {}


def catalogue(language: str) -> gettext.NullTranslations:
    """The catalogue of ``language`` (an unknown one: English), loaded once and kept."""
    language = language if language in LANGUAGES else DEFAULT
    found = _catalogues.get(language)
    if found is None:
        found = _catalogues[language] = load(language)
    return found


def translated(text: object, language: str) -> str:
    """``tr(text)`` in ``language``, whatever the language chosen for this window: for words
    said to someone else (a network game's host says each connection's refusals and log lines
    in the language it joined with, from its own thread). Nothing global is read or changed."""
    language = language if language in LANGUAGES else DEFAULT
    cat = catalogue(language)

    def look(message: str) -> str:
        return cat.gettext(message) if any(ch.isalpha() for ch in message) else message

    def name(english: str) -> str:
        if language == DEFAULT or not english:
            return english
        key = f"{NAME_CONTEXT}{CONTEXT_SEPARATOR}{english}"
        said = cat.gettext(key)
        return english if said == key else said

    return _said(text, look, name, language)


def _known(message: str) -> bool:
    """``message`` is in the current catalogue (a translation may equal its English)."""
    messages = getattr(_current, "messages", None)
    if messages is None:  # a compiled catalogue
        messages = getattr(_current, "_catalog", {})
    return message in messages


def proper_name(english: str) -> str:
    """A proper name (a card's, a villain's, a location's) as the chosen language's edition
    prints it: the catalogue's entry in the ``name`` context, else the name as printed (a
    name no edition renames, or a game whose names all stay as printed)."""
    if _language == DEFAULT or not english:
        return english
    key = f"{NAME_CONTEXT}{CONTEXT_SEPARATOR}{english}"
    said = _current.gettext(key)
    return english if said == key else said


def tr(text: object) -> str:
    """What a game said, in the language chosen: a phrase (``game.core.phrase``) by its
    template and its translated parameters, a name as the language names it, any other
    string by the catalogue (card texts, marked constants); a number as it is. A name without
    a form of the language's own is looked up among the catalogue's names (``proper_name``)."""
    return _said(text, _lookup, proper_name, _language)


def _said(text: object, look, name, language: str) -> str:
    """``text`` in words (``tr``): ``look`` finds a word in the catalogue, ``name`` a proper
    name, in ``language``."""
    if isinstance(text, Name):
        native = text.native.get(language)
        return native if native is not None else name(str(text))
    if isinstance(text, Phrase):
        if text.parts is not None:
            return look(text.separator).join(_said(p, look, name, language) for p in text.parts)
        params = {k: _said(v, look, name, language) for k, v in text.params.items()}
        try:
            return look(text.template).format(**params)
        except (KeyError, IndexError, ValueError):  # a translation with a broken placeholder
            return text.template.format(**params)
    if isinstance(text, str):
        return look(text)
    return str(text)


#: words kept to be shown later (a toast, a banner): a phrase of a game or a word of the
#: catalogue (said by ``tr``), or a function of no arguments that says them
Said = str | Callable[[], str]


def in_language(said: Said) -> str:
    """Words kept to be shown later, in the language chosen now (so a toast or a banner up
    when the language changes is drawn in the new one): a function that says them is called
    now, a phrase or a catalogue word is looked up (``tr``); other words are as they were."""
    return said() if callable(said) else tr(said)
