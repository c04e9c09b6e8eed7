"""Write the San Villano City grid's Tiled map (assets/boards/san-villano-city.tmx).

The map holds only an object layer of named rectangles: one per cell (``a1`` … ``d4``, the
engine's cells) and the two location slots of each (``a1:0``, ``a1:1``). Open the map in
Tiled, move or resize the rectangles and save: the table follows without code changes.
This script only (re)creates the map from scratch.
"""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CELL_W, CELL_H, GAP = 300, 230, 12
W = 4 * CELL_W + 5 * GAP
H = 4 * CELL_H + 5 * GAP


def zones() -> list[tuple[str, str, int, int, int, int]]:
    out = []
    for r in range(4):
        for c in range(4):
            cell = f"{'abcd'[c]}{r + 1}"
            x, y = GAP + c * (CELL_W + GAP), GAP + r * (CELL_H + GAP)
            out.append((cell, "cell", x, y, CELL_W, CELL_H))
            head = 40
            half = (CELL_H - head - 12) // 2
            for k in range(2):
                out.append((f"{cell}:{k}", "location", x + 6, y + head + k * (half + 4), CELL_W - 12, half))
    return out


def main() -> int:
    objs = "\n".join(f'  <object id="{i + 1}" name="{n}" type="{t}" x="{x}" y="{y}" width="{w}" height="{h}"/>'
                     for i, (n, t, x, y, w, h) in enumerate(zones()))
    text = f"""<?xml version="1.0" encoding="UTF-8"?>
<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" width="{W // 8}" height="{H // 8}" tilewidth="8" tileheight="8" infinite="0" nextlayerid="2" nextobjectid="{len(zones()) + 1}">
 <properties>
  <property name="game" value="san-villano"/>
  <property name="width_px" type="int" value="{W}"/>
  <property name="height_px" type="int" value="{H}"/>
 </properties>
 <objectgroup id="1" name="zones">
{objs}
 </objectgroup>
</map>
"""
    out = ROOT / "assets" / "boards" / "san-villano-city.tmx"
    out.write_text(text, encoding="utf-8")
    print(out)
    return 0


if __name__ == "__main__":
    sys.exit(main())
