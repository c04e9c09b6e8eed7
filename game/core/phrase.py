"""Words a game says, kept translatable without the game knowing any language but English.

A game's rules are pure (no files, no gettext), yet its log lines, prompts and refusals must
reach a player in the language chosen. So the game says them as **phrases**: an English
template and its parameters, ``say("{card} is played to {place}", card=..., place=...)``.
A phrase *is* the English sentence (a ``str``: the command line, saves, logs and tests read it
as they always did) and also remembers how it was made, so the table (``game.i18n.tr``)
can look its template up in the message catalogue and fill the translation with translated
parameters. ``tools/messages.py`` gathers every literal ``say(...)`` and ``N_(...)`` of
``game/`` into the catalogue.

- ``say(template, **params)``: a sentence with ``{names}``; a parameter is a phrase, a
  ``Name``, a number, or a word of the catalogue (an ``N_``-marked constant or a content text).
- ``Name(english, pt=...)``: a proper name, said as it is (a card's or a villain's printed
  name), or in a language's own form when the game has one (San Villano's Portuguese names).
- ``join(separator, parts)``: parts said one after the other (a list, "A, B and C").
- ``N_(word)``: marks a constant for the catalogue (it is the word itself).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any


def N_(word: str) -> str:
    """Mark ``word`` for the message catalogue; it is translated where it is shown."""
    return word


class Phrase(str):
    """An English sentence that remembers its template and parameters (see the module)."""

    template: str
    params: Mapping[str, Any]
    parts: tuple[Any, ...] | None
    separator: str

    def __new__(cls, text: str, template: str, params: Mapping[str, Any],
                parts: tuple[Any, ...] | None = None, separator: str = "") -> Phrase:
        self = super().__new__(cls, text)
        self.template = template
        self.params = params
        self.parts = parts
        self.separator = separator
        return self

    def __reduce__(self):  # a phrase copied or pickled stays a phrase
        return (Phrase, (str(self), self.template, dict(self.params), self.parts, self.separator))


class Name(str):
    """A proper name: never looked up in the catalogue; ``native`` holds the forms of the
    languages that have their own (``Name("Central Square", pt="Praça Central")``)."""

    native: Mapping[str, str]

    def __new__(cls, english: str, **native: str) -> Name:
        self = super().__new__(cls, english)
        self.native = native
        return self

    def in_language(self, language: str) -> str:
        return self.native.get(language, str(self))

    def __reduce__(self):
        return (_name, (str(self), dict(self.native)))


def _name(english: str, native: dict[str, str]) -> Name:
    return Name(english, **native)


def say(template: str, /, **params: Any) -> Phrase:
    """The English sentence ``template.format(**params)``, remembering how it was made."""
    return Phrase(template.format(**params), template, params)


def join(separator: str, parts: Iterable[Any]) -> Phrase:
    """``separator.join(parts)`` as a phrase (the separator is a catalogue word too)."""
    parts = tuple(parts)
    return Phrase(separator.join(str(p) for p in parts), "", {}, parts, separator)


def sentence(text: str) -> str:
    """End a sentence with one full stop, never two ("discards Time to Follow Me!")."""
    stripped = text.rstrip()
    if stripped.endswith((".", "!", "?", "…")):
        return text if stripped == text else stripped
    return say("{text}.", text=text)
