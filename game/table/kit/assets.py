"""One loader for every asset, from source or from the frozen installer build."""

from __future__ import annotations

import os
from functools import cache, lru_cache
from pathlib import Path

from game.resources import resource_path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from .cache import MIB, cached_surface  # noqa: E402


def asset_path(*parts: str) -> Path:
    return resource_path("assets", *parts)


FONT_FILES = {
    "sans": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "serif": "DejaVuSerif-Bold.ttf",
    "cond": "DejaVuSansCondensed.ttf",
    "cond-bold": "DejaVuSansCondensed-Bold.ttf",
}


_forgets_on_quit = False


def _forget_fonts() -> None:
    """Font objects die with ``pygame.quit()``: whatever was made with them goes too."""
    global _forgets_on_quit
    _forgets_on_quit = False  # pygame calls a quit hook once; the next font registers again
    _font.cache_clear()


@cache
def _font(kind: str, size: int) -> pygame.font.Font:
    return pygame.font.Font(str(asset_path("fonts", FONT_FILES[kind])), size)


def font(kind: str, size: int) -> pygame.font.Font:
    """A bundled DejaVu font at a pixel size (cached until pygame quits)."""
    global _forgets_on_quit
    if not _forgets_on_quit:
        pygame.register_quit(_forget_fonts)
        _forgets_on_quit = True
    if not pygame.font.get_init():
        pygame.font.init()
    return _font(kind, max(6, int(size)))


font.cache_clear = _forget_fonts  # type: ignore[attr-defined]


@cached_surface("text", 8 * MIB)
def text(kind: str, size: int, words: str, colour: tuple) -> pygame.Surface:
    """Rendered text, cached (bounded by bytes: every log line is a distinct string): the
    same label is drawn every frame."""
    return font(kind, size).render(words, True, colour)


def text_width(kind: str, size: int, words: str) -> int:
    """How wide ``text(kind, size, words, ...)`` is, measured without rendering it (the same
    number: checked in the tests for every bundled font). For a layout that tries sizes
    until words fit: rendering each try cost a frame of San Villano's bar 60 ms at
    3840×2160, and filled the text cache with sizes never drawn."""
    return font(kind, size).size(words)[0]


def _pieces(word: str, f: pygame.font.Font, width: int) -> list[str]:
    """A word too wide for a line breaks after its hyphens ("Bibbidi-", "Bobbidi-", "Boo")."""
    if "-" not in word.strip("-") or f.size(word)[0] <= width:
        return [word]
    parts = word.split("-")
    return [p + "-" for p in parts[:-1]] + [parts[-1]]


def wrap(kind: str, size: int, words: str, width: int) -> list[str]:
    """Break ``words`` into lines that fit ``width`` pixels (a word wider than a line breaks
    after its hyphens, else stands alone on its line). Kept for the last few thousand
    texts: a log wraps all its lines again each time one is added."""
    return list(_wrapped(kind, max(6, int(size)), words, width))


@lru_cache(maxsize=4096)
def _wrapped(kind: str, size: int, words: str, width: int) -> tuple[str, ...]:
    return tuple(_wrap(kind, size, words, width))


def forget_wrapped() -> None:
    """Let go of the wrapped texts (the table left)."""
    _wrapped.cache_clear()


def _wrap(kind: str, size: int, words: str, width: int) -> list[str]:
    f = font(kind, size)
    lines: list[str] = []
    for para in words.split("\n"):
        line = ""
        for word in para.split():
            for i, w in enumerate(_pieces(word, f, width)):
                # the pieces of one hyphenated word join without a space
                trial = line + w if i else f"{line} {w}".strip()
                if f.size(trial)[0] <= width or not line:
                    line = trial
                else:
                    lines.append(line)
                    line = w
        lines.append(line)
    return lines
