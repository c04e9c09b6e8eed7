"""Colours: a dark warm table, light text, and each seat's own accent and base (a game's view
declares them: ``palette``)."""

from __future__ import annotations

from collections.abc import Mapping
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

@lru_cache(maxsize=256)
def hex_rgb(value: str) -> tuple[int, int, int]:
    """``"#rrggbb"`` as a colour (read once per string: every frame asks for the seats' colours)."""
    value = value.lstrip("#")
    return tuple(int(value[i : i + 2], 16) for i in (0, 2, 4))  # type: ignore[return-value]


# the colour-blind-safe option (Settings): each seat's accent from a set that stays apart in
# protanopia, deuteranopia and tritanopia (kit/colours.py; tests/table/test_colour_blind.py measures it)
colour_blind = False
_SAFE_ACCENTS: dict[str, int] = {}


def fix_safe_accents(accents: Mapping[str, int]) -> None:
    """A game's view fixes which of the safe accents (an index into ``kit.colours.SAFE_SEATS``)
    a seat's key takes with the colour-blind-safe colours, so that the seats most often seen
    together stay furthest apart; any other key's is picked from the key itself."""
    _SAFE_ACCENTS.update(accents)


def palette(seat) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """A seat's accent and base colours: ``seat`` has a ``key`` and its ``accent`` and ``base``
    as ``"#rrggbb"`` (a villain of the data files is one); the accent is a safe one when the
    colour-blind-safe colours are on."""
    safe = None
    if colour_blind:
        import zlib

        from .colours import SAFE_SEATS

        safe = _SAFE_ACCENTS.get(seat.key, zlib.crc32(seat.key.encode()) % len(SAFE_SEATS))
    return _palette(seat.accent, seat.base, safe)


@lru_cache(maxsize=256)
def _palette(accent_hex: str, base_hex: str, safe: int | None) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    if safe is None:
        return hex_rgb(accent_hex), hex_rgb(base_hex)
    from .colours import SAFE_SEATS

    return SAFE_SEATS[safe], hex_rgb(base_hex)


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
