"""Where everything of a San Villano table goes for a window size.

The City grid comes from its Tiled map (``assets/boards/san-villano-city.tmx``: a rectangle
per cell and per location slot, read with pytmx); the rest is laid out here in the kit's
scaled units: the Round track (Organization cards, the Opportunity card, the marker) and the
Nicknames under the City, the three Recruitment Rows and the organizations' panels beside
it, the log at the right and the prompt bar at the bottom.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cache

import pygame
import pytmx

from game.games.san_villano.board import content
from game.games.san_villano.grid import CELLS
from game.games.san_villano.state import BOX, HOME, State

from ...kit.assets import asset_path
from ...kit.layout import Units, clamp_ui, fit, scale_for
from ...kit.pieces import fan

CARD_RATIO = 1.38  # height / width of a card


class CityMapError(ValueError):
    pass


@dataclass(frozen=True)
class CityMap:
    width: int
    height: int
    zones: dict[str, tuple[float, float, float, float]]


@cache
def city_map() -> CityMap:
    """The City's Tiled map: every cell and both location slots of each must be there."""
    path = asset_path("boards", "san-villano-city.tmx")
    if not path.exists():
        raise CityMapError(f"no City map: expected {path}")
    tmx = pytmx.TiledMap(str(path))
    zones = {obj.name: (obj.x, obj.y, obj.width, obj.height) for obj in tmx.objects if obj.name}
    for cell in CELLS:
        for name in (cell, f"{cell}:0", f"{cell}:1"):
            if name not in zones:
                raise CityMapError(f"the City map has no zone named {name!r}")
    width = int(tmx.properties.get("width_px", tmx.width * tmx.tilewidth))
    height = int(tmx.properties.get("height_px", tmx.height * tmx.tileheight))
    return CityMap(width, height, zones)


@dataclass
class Layout:
    size: tuple[int, int]
    s: float
    u: Units
    city: pygame.Rect = field(default_factory=pygame.Rect)
    cells: dict[str, pygame.Rect] = field(default_factory=dict)
    slots: dict[str, pygame.Rect] = field(default_factory=dict)  # "a1:0" -> rect
    locations: dict[str, pygame.Rect] = field(default_factory=dict)  # location key (revealed) -> rect
    track: list[tuple[int, pygame.Rect]] = field(default_factory=list)
    track_area: pygame.Rect = field(default_factory=pygame.Rect)  # the track, the Nicknames and the info line
    opportunity: pygame.Rect = field(default_factory=pygame.Rect)
    marker: pygame.Rect = field(default_factory=pygame.Rect)
    nicknames: list[tuple[str, pygame.Rect]] = field(default_factory=list)
    fire_stack: pygame.Rect = field(default_factory=pygame.Rect)
    info: pygame.Rect = field(default_factory=pygame.Rect)
    rows: dict[str, list[tuple[str, pygame.Rect]]] = field(default_factory=dict)
    row_labels: dict[str, pygame.Rect] = field(default_factory=dict)
    decks: dict[str, pygame.Rect] = field(default_factory=dict)
    orgs: dict[int, pygame.Rect] = field(default_factory=dict)
    org_cards: dict[tuple[int, str], pygame.Rect] = field(default_factory=dict)
    org_stats: dict[int, pygame.Rect] = field(default_factory=dict)
    movers: dict[tuple[int, int], pygame.Rect] = field(default_factory=dict)
    tokens: dict[int, pygame.Rect] = field(default_factory=dict)  # Tracking tokens at home
    log: pygame.Rect = field(default_factory=pygame.Rect)
    bar: pygame.Rect = field(default_factory=pygame.Rect)
    buttons: dict[str, pygame.Rect] = field(default_factory=dict)
    #: the scale of the chrome (the log, the bar and the buttons): the UI scale whole. ``s``
    #: is the board's: the City, the track, the rows and the panels take the window's room
    #: left of the log, so what lies on them follows their size (as large as at 100 % times
    #: the room they have), not the UI scale: at 200 % agents and tokens covered the names
    ui_s: float = 0.0

    def __post_init__(self) -> None:
        if not self.ui_s:
            self.ui_s = self.s

    @property
    def cs(self) -> float:
        """The City's scale: the board's."""
        return self.s

    @property
    def c(self) -> Units:
        """The chrome's units."""
        return Units(self.ui_s)


def log_width(w: int, ui: float) -> int:
    """The log's width: it grows with the UI scale up to a fifth of the window, its words
    wrapping onto more lines beyond (a wider log left the board too little room)."""
    return min(int(w * 0.16 * ui), max(int(w * 0.16), int(w * 0.2)))


def _city_area(size: tuple[int, int], ui: float, s: float) -> pygame.Rect:
    """Where the City may lie: the left of the table above the bar, left of the log."""
    w, h = size
    u = Units(s)
    log_w = log_width(w, ui)
    main_w, main_h = w - log_w, h - u(58)
    left_w = int(main_w * 0.47)
    return pygame.Rect(u(6), u(6), left_w - u(12), int(main_h * 0.64))


def board_scale(size: tuple[int, int], ui: float) -> float:
    """The board's scale: the window's, times how much larger (or smaller) the City is than
    at 100 %. The board's rooms are shares of the window whatever the UI scale, so what lies
    on them is sized by the room (at 80 % their words no longer fitted the same rooms)."""
    m = city_map()
    s1 = scale_for(size, 1.0)
    here = fit(m.width, m.height, _city_area(size, ui, scale_for(size, ui)))[1]
    at_one = fit(m.width, m.height, _city_area(size, 1.0, s1))[1]
    return s1 * here / at_one


def compute_layout(st: State, size: tuple[int, int], ui: float = 1.0) -> Layout:
    w, h = size
    ui = clamp_ui(ui)
    s = board_scale(size, ui)
    u = Units(s)
    lay = Layout(size, s, u, ui_s=scale_for(size, ui))
    c = lay.c
    log_w = log_width(w, ui)
    bar_h = c(58)
    lay.log = pygame.Rect(w - log_w, 0, log_w, h - bar_h)
    lay.bar = pygame.Rect(0, h - bar_h, w - log_w, bar_h)
    bw = (log_w - c(16)) // 3
    for k, name in enumerate(("undo", "help", "menu")):
        lay.buttons[name] = pygame.Rect(w - log_w + c(4) + k * (bw + c(4)), h - bar_h + c(6), bw, bar_h - c(12))
    main_w, main_h = w - log_w, h - bar_h
    left_w = int(main_w * 0.47)
    _place_city(lay, _city_area(size, ui, lay.ui_s), st)
    _place_track(st, lay, pygame.Rect(u(6), lay.city.bottom + u(8), left_w - u(12), main_h - lay.city.bottom - u(14)))
    right = pygame.Rect(left_w, u(4), main_w - left_w - u(6), main_h - u(8))
    rows_h = _place_rows(st, lay, right)
    _place_orgs(st, lay, pygame.Rect(right.x, right.y + rows_h + u(6), right.w, right.h - rows_h - u(6)))
    _place_movers(st, lay)
    return lay


def _place_city(lay: Layout, area: pygame.Rect, st: State) -> None:
    m = city_map()
    rect, scale = fit(m.width, m.height, area)
    lay.city = rect

    def z(name: str) -> pygame.Rect:
        x, y, zw, zh = m.zones[name]
        return pygame.Rect(rect.x + int(x * scale), rect.y + int(y * scale), int(zw * scale), int(zh * scale))

    c = content()
    for cell in CELLS:
        lay.cells[cell] = z(cell)
        for k in range(2):
            lay.slots[f"{cell}:{k}"] = z(f"{cell}:{k}")
        if cell in st.revealed:
            card = c.card[st.city[cell]]
            for k, loc in enumerate(card.locations):
                lay.locations[loc.key] = lay.slots[f"{cell}:{k}"]


def _place_track(st: State, lay: Layout, area: pygame.Rect) -> None:
    u = lay.u
    lay.track_area = pygame.Rect(area)
    n = len(st.order)
    cw = min(u(120), (area.w - u(10) * n) // (n + 1))
    ch = min(int(cw * 0.7), area.h // 3)
    top = area.y + u(62)  # the label, then the marker's band, then the cards
    for k, seat in enumerate(st.order):
        lay.track.append((seat, pygame.Rect(area.x + k * (cw + u(10)), top, cw, ch)))
    lay.opportunity = pygame.Rect(area.x + n * (cw + u(10)), top, cw, ch)
    spot = lay.opportunity if st.marker >= n else lay.track[st.marker][1]
    lay.marker = pygame.Rect(0, 0, u(30), u(30))
    lay.marker.midbottom = (spot.centerx, spot.top - u(4))
    nick_top = top + ch + u(10)
    k = len(st.nicknames)
    # wide and tall enough for the requirement's two lines under the title, two to a row
    # (issue 47: four in a row of 240 × 64 units left "3 Heroes sharing a Focus" out)
    cols = min(2, max(1, k))
    rows = -(-k // cols)
    nw = min(u(340), (area.w - u(8) * (cols - 1)) // cols)
    nh = max(u(30), min(u(80), (area.bottom - nick_top - u(40)) // max(1, rows) - u(8)))
    for i, key in enumerate(st.nicknames):
        row, col = divmod(i, cols)
        lay.nicknames.append((key, pygame.Rect(area.x + col * (nw + u(8)), nick_top + row * (nh + u(8)), nw, nh)))
    info_top = nick_top + rows * (nh + u(8))
    lay.fire_stack = pygame.Rect(area.x, info_top, u(40), u(40))
    lay.info = pygame.Rect(area.x + u(50), info_top, area.w - u(50), max(u(24), area.bottom - info_top))


def _place_rows(st: State, lay: Layout, area: pygame.Rect) -> int:
    u = lay.u
    label_w = u(84)
    ch = min(u(136), (area.h * 0.5 - u(12)) // 3)
    cw = int(ch / CARD_RATIO)
    y = area.y
    for name in ("hero", "helper", "villain"):
        lay.row_labels[name] = pygame.Rect(area.x, y, label_w, ch)
        lay.decks[name] = pygame.Rect(area.x + label_w, y, cw, ch)
        cards = getattr(st, f"{name}_row")
        room = area.right - lay.decks[name].right - u(24)
        spacing = cw + u(10)
        width = min(room, cw + spacing * max(0, len(cards) - 1))
        rects = fan(lay.decks[name].right + u(14) + width / 2, width, len(cards), cw, ch, y, spacing)
        lay.rows[name] = list(zip(cards, rects, strict=True))
        y += ch + u(6)
    return y - area.y


def _place_orgs(st: State, lay: Layout, area: pygame.Rect) -> None:
    u = lay.u
    n = st.players
    cols = 1 if n == 1 else 2
    rows_n = (n + cols - 1) // cols
    pw = (area.w - u(8) * (cols - 1)) // cols
    ph = (area.h - u(8) * (rows_n - 1)) // rows_n
    for seat in range(n):
        r = pygame.Rect(area.x + (seat % cols) * (pw + u(8)), area.y + (seat // cols) * (ph + u(8)), pw, ph)
        lay.orgs[seat] = r
        head = u(28)
        lay.org_stats[seat] = pygame.Rect(r.x + u(6), r.y + head, r.w - u(12), u(30))
        lay.tokens[seat] = pygame.Rect(r.right - u(96), r.y + u(3), u(90), head - u(6))
        o = st.orgs[seat]
        line_h = (r.bottom - lay.org_stats[seat].bottom - u(10)) // 2
        ch = max(u(20), line_h - u(4))
        cw = int(ch / CARD_RATIO)
        chars = [*o.heroes] + ([o.super_agent] if o.super_agent else [])
        y1 = lay.org_stats[seat].bottom + u(4)
        y2 = y1 + ch + u(6)
        stash = [*o.helpers, *o.captured]
        for keys, top in ((chars, y1), (stash, y2)):
            line = org_line([key in o.exhausted for key in keys], r.x + u(6), r.w - u(12), cw, ch, top, u(6))
            for key, rect in zip(keys, line, strict=True):
                lay.org_cards[(seat, key)] = rect


def org_line(turned: list[bool], left: int, width: int, cw: int, ch: int, top: int, gap: int) -> list[pygame.Rect]:
    """A line of an organization's cards in ``width`` from ``left``, side by side and centred:
    an upright card ``cw``×``ch``, a turned (exhausted) one lying sideways ``ch``×``cw``, each
    centred on the line's height; all shrunk alike when they do not fit, so that none covers
    another or leaves the panel (a turned card was drawn across its neighbours and past the
    panel's edge at 1280×720 and 200 %)."""
    if not turned:
        return []
    slots = [(ch, cw) if t else (cw, ch) for t in turned]
    need = sum(w for w, _h in slots) + gap * (len(slots) - 1)
    k = min(1.0, (width - gap * (len(slots) - 1)) / max(1, need - gap * (len(slots) - 1)))
    sized = [(max(1, int(w * k)), max(1, int(h * k))) for w, h in slots]
    x = left + (width - sum(w for w, _h in sized) - gap * (len(sized) - 1)) // 2
    out = []
    for w, h in sized:
        out.append(pygame.Rect(x, top + (ch - h) // 2, w, h))
        x += w + gap
    return out


def location_marks(lay: Layout, lr: pygame.Rect, fire: bool, guard: bool) -> dict[str, pygame.Rect]:
    """Where a location's own marks lie in its box ``lr`` (at the City's scale): its name (left
    of the Fire token and the guard, never under them), its Fire token and its guard."""
    c = Units(lay.cs)
    tokens_w = c(56) if guard else c(36) if fire else c(6)
    out = {"name": pygame.Rect(lr.x + c(6), lr.y + c(2), lr.w - c(6) - tokens_w, int(lr.h * 0.34))}
    if fire:
        out["fire"] = pygame.Rect(0, 0, c(30), c(30))
        out["fire"].topright = (lr.right - c(4), lr.y + c(2))
    if guard:
        out["guard"] = pygame.Rect(0, 0, c(22), c(22))
        out["guard"].center = (lr.right - c(50), lr.y + c(16))
    return out


def _place_movers(st: State, lay: Layout) -> None:
    u = lay.u
    size = u(34)
    c = Units(lay.cs)
    small = c(34)  # on a location: the City's scale
    by_loc: dict[str, list[tuple[int, int]]] = {}
    for seat, o in enumerate(st.orgs):
        home_k = 0
        for i, where in enumerate(o.agents):
            if where == BOX:
                continue
            if where == HOME:
                stats = lay.org_stats[seat]
                lay.movers[(seat, i)] = pygame.Rect(stats.right - (home_k + 1) * (size + u(4)), stats.y, size, size)
                home_k += 1
            else:
                by_loc.setdefault(where, []).append((seat, i))
    for loc, agents in by_loc.items():
        r = lay.locations.get(loc)
        if r is None:
            continue
        # below the location's name, never over it
        size_here = max(c(12), min(small, r.bottom - c(3) - location_marks(lay, r, False, False)["name"].bottom))
        for k, key in enumerate(agents):
            lay.movers[key] = pygame.Rect(r.right - (k + 1) * (size_here + c(2)) - c(2), r.bottom - size_here - c(3),
                                          size_here, size_here)
