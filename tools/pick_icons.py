"""Copy the chosen Game Icons into assets/icons/game-icons/, with the attribution they need.

The icons (https://game-icons.net, CC BY 3.0) come from the npm package
``@iconify-json/game-icons``, installed in a scratch folder, never committed::

    cd "$(mktemp -d)" && npm install @iconify-json/game-icons
    python tools/pick_icons.py --package "$PWD/node_modules/@iconify-json/game-icons"

Only the icons something names are copied: every ``"icon"`` of a game's content files
(``game/games/*/content/*.json``) and every name in ``assets/icons/picks/*.json`` (action
symbols, tokens, the shell's buttons, and the picks for games whose data does not name its
icons yet). Each becomes ``<name>.svg``, white on transparent (the table tints it), and gets
a line in ``ATTRIBUTION``: its name, its author and its page. The package does not say who
drew each icon; ``tools/icon_authors.tsv`` does (the author's folder in the collection).

``--check`` copies nothing: it says which named icons are missing or unattributed (exit 1).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
OUT = ROOT / "assets" / "icons" / "game-icons"
PICKS = ROOT / "assets" / "icons" / "picks"
AUTHORS = ROOT / "tools" / "icon_authors.tsv"
LICENCE = "CC BY 3.0 (https://creativecommons.org/licenses/by/3.0/)"
AUTHOR_NAMES = {  # folder -> the name the collection credits
    "lorc": "Lorc", "delapouite": "Delapouite", "caro-asercion": "Caro Asercion", "cathelineau": "Cathelineau",
    "quoting": "Quoting", "faithtoken": "Faithtoken", "skoll": "Skoll", "sbed": "Sbed", "carl-olsen": "Carl Olsen",
    "john-colburn": "John Colburn", "willdabeast": "Willdabeast", "darkzaitzev": "DarkZaitzev",
    "various-artists": "Various artists", "heavenly-dog": "HeavenlyDog", "viscious-speed": "Viscious Speed",
    "felbrigg": "Felbrigg", "zeromancer": "Zeromancer", "pepijn-poolman": "Pepijn Poolman",
    "irongamer": "Irongamer", "guard13007": "Guard13007", "kier-heyl": "Kier Heyl", "lucasms": "Lucas",
    "priorblue": "Priorblue", "rihlsul": "Rihlsul", "sparker": "Sparker", "spencerdub": "SpencerDub",
    "starseeker": "Starseeker", "andymeneely": "Andy Meneely", "aussiesim": "Aussiesim", "cathelineau ": "Cathelineau",
}


def _strings(node, skip: str = "about"):
    if isinstance(node, dict):
        for k, v in node.items():
            if k != skip:
                yield from _strings(v, skip)
    elif isinstance(node, list):
        for v in node:
            yield from _strings(v, skip)
    elif isinstance(node, str):
        yield node


def _icons_in_content(node):
    """Every ``"icon"`` value of a content file, wherever it sits."""
    if isinstance(node, dict):
        for k, v in node.items():
            if k == "icon" and isinstance(v, str):
                yield v
            else:
                yield from _icons_in_content(v)
    elif isinstance(node, list):
        for v in node:
            yield from _icons_in_content(v)


def wanted() -> dict[str, list[str]]:
    """Icon name -> where it is named (a file), for every icon the project names."""
    out: dict[str, list[str]] = {}
    for path in sorted((ROOT / "game" / "games").glob("*/content/*.json")):
        data = json.loads(path.read_text(encoding="utf-8"))
        for name in _icons_in_content(data):
            out.setdefault(name, []).append(str(path.relative_to(ROOT)))
    for path in sorted(PICKS.glob("*.json")):
        for name in _strings(json.loads(path.read_text(encoding="utf-8"))):
            out.setdefault(name, []).append(str(path.relative_to(ROOT)))
    return out


def authors() -> dict[str, str]:
    out = {}
    for line in AUTHORS.read_text(encoding="utf-8").splitlines():
        if line.strip() and not line.startswith("#"):
            name, folder = line.split("\t")[:2]
            out[name.strip()] = folder.strip()
    return out


def title(name: str) -> str:
    return name.replace("-", " ").capitalize()


def attribution_line(name: str, folder: str | None) -> str:
    if folder:
        who = AUTHOR_NAMES.get(folder, folder.replace("-", " ").title())
        return f"{name}.svg: \"{title(name)}\" by {who}, https://game-icons.net/1x1/{folder}/{name}.html"
    return f"{name}.svg: \"{title(name)}\" by a Game Icons author, https://game-icons.net (search \"{title(name)}\")"


def svg(body: str, width: int, height: int) -> str:
    # white on transparent: the table multiplies it by the colour it wants
    body = body.replace("currentColor", "#fff")
    return f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {width} {height}">{body}</svg>\n'


def write(package: Path) -> int:
    data = json.loads((package / "icons.json").read_text(encoding="utf-8"))
    icons, aliases = data["icons"], data.get("aliases", {})
    names = wanted()
    who = authors()
    missing = [n for n in names if n not in icons and n not in aliases]
    if missing:
        for n in missing:
            print(f"not in the package: {n} (named in {', '.join(names[n])})", file=sys.stderr)
        return 1
    OUT.mkdir(parents=True, exist_ok=True)
    for old in OUT.glob("*.svg"):
        if old.stem not in names:
            old.unlink()  # no longer named: not shipped
    lines = [
        "Pictures from Game Icons (https://game-icons.net), by the authors named below,",
        f"licensed under {LICENCE}.",
        "Changes: each is stored white on transparent and tinted when drawn; the shapes are unchanged.",
        "",
    ]
    for name in sorted(names):
        entry = icons.get(name) or icons[aliases[name]["parent"]]
        w, h = entry.get("width", data.get("width", 512)), entry.get("height", data.get("height", 512))
        (OUT / f"{name}.svg").write_text(svg(entry["body"], w, h), encoding="utf-8")
        lines.append(attribution_line(name, who.get(name)))
    (OUT / "ATTRIBUTION").write_text("\n".join(lines) + "\n", encoding="utf-8")
    unknown = [n for n in names if n not in who]
    print(f"{len(names)} icons written to {OUT.relative_to(ROOT)}; {len(unknown)} without a known author")
    return 0


def check() -> int:
    names = wanted()
    problems = [f"missing: {n} (named in {', '.join(v)})" for n, v in names.items() if not (OUT / f"{n}.svg").is_file()]
    text = (OUT / "ATTRIBUTION").read_text(encoding="utf-8") if (OUT / "ATTRIBUTION").is_file() else ""
    problems += [f"not attributed: {n}" for n in names if f"\n{n}.svg:" not in "\n" + text]
    for p in problems:
        print(p, file=sys.stderr)
    return 1 if problems else 0


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--package", type=Path, help="the installed @iconify-json/game-icons folder")
    ap.add_argument("--check", action="store_true", help="only check that every named icon is shipped and attributed")
    args = ap.parse_args(argv)
    if args.check or args.package is None:
        return check()
    return write(args.package)


if __name__ == "__main__":
    sys.exit(main())
