"""Draw the program icon (assets/icons/villainous.png and .ico) with pygame."""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import pygame  # noqa: E402


def draw(size: int) -> pygame.Surface:
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(s, (122, 16, 36), (c, c), size * 0.48)
    pygame.draw.circle(s, (232, 190, 84), (c, c), size * 0.48, max(2, size // 20))
    # a card with a crown-like V
    card = pygame.Rect(0, 0, size * 0.46, size * 0.62)
    card.center = (c, c)
    pygame.draw.rect(s, (248, 246, 240), card, border_radius=max(2, size // 24))
    pts = [(c - size * 0.15, c - size * 0.16), (c, c + size * 0.17), (c + size * 0.15, c - size * 0.16)]
    pygame.draw.lines(s, (122, 16, 36), False, pts, max(2, size // 14))
    return s


def ico_bytes(png: bytes, size: int) -> bytes:
    """A one-image .ico holding a PNG (valid since Windows Vista)."""
    header = struct.pack("<HHH", 0, 1, 1)
    entry = struct.pack("<BBBBHHII", 0 if size >= 256 else size, 0 if size >= 256 else size, 0, 0, 1, 32,
                        len(png), 6 + 16)
    return header + entry + png


def main() -> None:
    pygame.init()
    out = Path(__file__).resolve().parent.parent / "assets" / "icons"
    out.mkdir(parents=True, exist_ok=True)
    surf = draw(256)
    pygame.image.save(surf, str(out / "villainous.png"))
    buf = io.BytesIO()
    pygame.image.save(surf, buf, "png")
    (out / "villainous.ico").write_bytes(ico_bytes(buf.getvalue(), 256))
    print(f"wrote {out}/villainous.png and .ico")


if __name__ == "__main__":
    main()
