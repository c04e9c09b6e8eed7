"""Write the starting Tiled maps (assets/boards/<villain>.tmx) from the villain data.

The maps hold only an object layer of named rectangles: the table draws the art. Open a
map in Tiled, move or resize the rectangles, save: the table follows without code
changes. This script is only for (re)creating a map from scratch; edits made in Tiled
live in the .tmx files themselves.
Zone names: portrait, objective, villain-deck, villain-discard, fate-deck, fate-discard,
power, tokens; and for each location key K: K (the location panel), K:fate, K:villain,
K:top:0.., K:bottom:0.. (the action symbol slots).
"""

from __future__ import annotations

import sys
from pathlib import Path
from xml.sax.saxutils import quoteattr

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.games.villainous.cards import VILLAINS, load_villain  # noqa: E402

W, H = 1760, 640
LOC_X0, LOC_W, GAP = 215, 330, 5
DEEP_W = 240  # Scum and Villainy's Deep Space: Vehicles, not action symbols
DEEP_SPACE = "deep-space"


def width(villain) -> int:
    """The map's width: a Sector with Deep Space is wider by that panel."""
    return W + sum(DEEP_W + GAP for loc in villain.locations if loc.key == DEEP_SPACE)


def zones(villain) -> list[tuple[str, str, int, int, int, int]]:
    shift = width(villain) - W  # the right-hand column moves past Deep Space
    out = [
        ("portrait", "portrait", 5, 5, 195, 250),
        ("objective", "objective", 5, 262, 195, 158),
        ("villain-deck", "deck", 5, 428, 95, 132),
        ("villain-discard", "discard", 105, 428, 95, 132),
        ("power", "power", 5, 566, 195, 68),
        ("fate-deck", "deck", 1560 + shift, 5, 95, 132),
        ("fate-discard", "discard", 1660 + shift, 5, 95, 132),
        ("tokens", "tokens", 1560 + shift, 145, 195, 170),
        ("relic", "relic", 1560 + shift, 322, 195, 150),
    ]
    for i, loc in enumerate(villain.locations):
        x = LOC_X0 + i * (LOC_W + GAP)
        if loc.key == DEEP_SPACE:  # Hero Vehicles above, Ally Vehicles below, no symbols
            out.append((f"{loc.key}:fate", "fate-side", x, 5, DEEP_W, 190))
            out.append((loc.key, "deep-space", x, 200, DEEP_W, 235))
            out.append((f"{loc.key}:villain", "villain-side", x, 440, DEEP_W, 195))
            continue
        out.append((f"{loc.key}:fate", "fate-side", x, 5, LOC_W, 190))
        out.append((loc.key, "location", x, 200, LOC_W, 235))
        sw = 64
        for row, syms, y in (("top", loc.top, 262), ("bottom", loc.bottom, 352)):
            n = max(len(syms), 1)
            start = x + (LOC_W - (n * sw + (n - 1) * 14)) // 2
            for j in range(len(syms)):
                out.append((f"{loc.key}:{row}:{j}", f"symbol-{row}", start + j * (sw + 14), y, sw, 64))
        out.append((f"{loc.key}:villain", "villain-side", x, 440, LOC_W, 195))
    return out


def tmx(villain) -> str:
    objs = zones(villain)
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        f'<map version="1.10" tiledversion="1.10.2" orientation="orthogonal" renderorder="right-down" '
        f'width="{width(villain) // 32}" height="{H // 32}" tilewidth="32" tileheight="32" infinite="0" '
        f'nextlayerid="2" nextobjectid="{len(objs) + 1}">',
        " <properties>",
        f'  <property name="villain" value="{villain.key}"/>',
        f'  <property name="width_px" type="int" value="{width(villain)}"/>',
        f'  <property name="height_px" type="int" value="{H}"/>',
        " </properties>",
        ' <objectgroup id="1" name="zones">',
    ]
    for n, (name, kind, x, y, w, h) in enumerate(objs, start=1):
        lines.append(
            f"  <object id={quoteattr(str(n))} name={quoteattr(name)} type={quoteattr(kind)} "
            f'x="{x}" y="{y}" width="{w}" height="{h}"/>'
        )
    lines += [" </objectgroup>", "</map>", ""]
    return "\n".join(lines)


def main() -> None:
    out = Path(__file__).resolve().parent.parent / "assets" / "boards"
    out.mkdir(parents=True, exist_ok=True)
    for key in VILLAINS:
        (out / f"{key}.tmx").write_text(tmx(load_villain(key)))
        print(f"wrote {out / (key + '.tmx')}")


if __name__ == "__main__":
    main()
