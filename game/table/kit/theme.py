"""Colours: a dark warm table, light text, each villain's own accent and base."""

from __future__ import annotations

from functools import lru_cache

TABLE = (30, 24, 22)
TABLE_EDGE = (48, 38, 34)
PANEL = (44, 36, 33)
PANEL_HI = (64, 52, 47)
TEXT = (240, 232, 220)
TEXT_DIM = (186, 174, 160)
GOLD = (232, 190, 84)
GOOD = (120, 210, 140)
BAD = (235, 110, 100)
FATE_FRAME = (226, 228, 234)
FATE_FRAME_DARK = (150, 156, 170)
SHADOW = (0, 0, 0, 110)

# accent, base per villain (also in the data files, used for cards and boards)
PALETTES = {
    "gaston": ((200, 160, 64), (122, 16, 36)),
    "lady-tremaine": ((47, 163, 154), (74, 31, 79)),
    "horned-king": ((111, 143, 58), (216, 206, 176)),
}


@lru_cache(maxsize=256)
def hex_rgb(value: str) -> tuple[int, int, int]:
    """``"#rrggbb"`` as a colour (read once per string: every frame asks for the seats' colours)."""
    value = value.lstrip("#")
    return tuple(int(value[i : i + 2], 16) for i in (0, 2, 4))  # type: ignore[return-value]


# the colour-blind-safe option (Settings): each villain's accent from a set that stays apart in
# protanopia, deuteranopia and tritanopia (kit/colours.py; tests/table/test_colour_blind.py measures it)
colour_blind = False
SAFE_ACCENTS = {"gaston": 0, "lady-tremaine": 1, "horned-king": 2}


def palette(villain) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    return _palette(villain.key, villain.accent, villain.base, colour_blind)


@lru_cache(maxsize=256)
def _palette(key: str, accent_hex: str, base_hex: str, safe: bool) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    accent = hex_rgb(accent_hex)
    if safe:
        import zlib

        from .colours import SAFE_SEATS

        k = SAFE_ACCENTS.get(key, zlib.crc32(key.encode()) % len(SAFE_SEATS))
        accent = SAFE_SEATS[k]
    return accent, hex_rgb(base_hex)


def mix(a, b, t: float) -> tuple[int, int, int]:
    return tuple(int(a[i] + (b[i] - a[i]) * t) for i in range(3))  # type: ignore[return-value]


def luminance(c) -> float:
    def ch(v):
        v /= 255
        return v / 12.92 if v <= 0.03928 else ((v + 0.055) / 1.055) ** 2.4

    return 0.2126 * ch(c[0]) + 0.7152 * ch(c[1]) + 0.0722 * ch(c[2])


def readable_on(bg) -> tuple[int, int, int]:
    """Dark or light text, whichever has the better contrast on ``bg``."""
    return (20, 16, 14) if luminance(bg) > 0.3 else TEXT
