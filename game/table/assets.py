"""One loader for every asset, from source or from the frozen installer build."""

from __future__ import annotations

import os
from functools import cache
from pathlib import Path

from game.resources import resource_path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from .kit.cache import MIB, cached_surface  # noqa: E402


def asset_path(*parts: str) -> Path:
    return resource_path("assets", *parts)


FONT_FILES = {
    "sans": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "serif": "DejaVuSerif-Bold.ttf",
    "cond": "DejaVuSansCondensed.ttf",
    "cond-bold": "DejaVuSansCondensed-Bold.ttf",
}


@cache
def font(kind: str, size: int) -> pygame.font.Font:
    """A bundled DejaVu font at a pixel size (cached)."""
    size = max(6, int(size))
    return pygame.font.Font(str(asset_path("fonts", FONT_FILES[kind])), size)


@cached_surface("text", 8 * MIB)
def text(kind: str, size: int, words: str, colour: tuple) -> pygame.Surface:
    """Rendered text, cached (bounded by bytes: every log line is a distinct string): the
    same label is drawn every frame."""
    return font(kind, size).render(words, True, colour)


def _pieces(word: str, f: pygame.font.Font, width: int) -> list[str]:
    """A word too wide for a line breaks after its hyphens ("Bibbidi-", "Bobbidi-", "Boo")."""
    if "-" not in word.strip("-") or f.size(word)[0] <= width:
        return [word]
    parts = word.split("-")
    return [p + "-" for p in parts[:-1]] + [parts[-1]]


def wrap(kind: str, size: int, words: str, width: int) -> list[str]:
    """Break ``words`` into lines that fit ``width`` pixels (a word wider than a line breaks
    after its hyphens, else stands alone on its line)."""
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
