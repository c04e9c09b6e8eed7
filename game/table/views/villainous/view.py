"""Where everything goes on screen, and drawing the boards from the state.

``compute_layout`` places every board (the focused Realm large, the others small),
every card, the hand and the buttons for a window size; it is recomputed when the state
or the size changes. ``draw_boards`` paints the state into a surface using that layout.
The view only reads the state.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.games.villainous.reads import covered, location_of, strength, trapped_tokens_free
from game.games.villainous.seen import FACE_DOWN
from game.games.villainous.state import PORTRAIT, State
from game.i18n import N_, _, proper_name, tr

from ...kit import pieces, theme
from ...kit.assets import text
from ...kit.fans import arc, card_at, draw_held_backs
from ...kit.fans import draw_pile as pile_depth
from ...kit.layer import Part
from ...kit.layout import Units, clamp_ui, fit, scale_for
from ...kit.pieces import fan
from ...kit.textfit import draw_block, draw_fit, layout_block, layout_text
from . import art, scum
from .boards import load_board

CARD_RATIO = 7 / 5

# the boxes' currencies, marked for the message catalogue (the board shows them by ``_(name)``)
CURRENCY_WORDS = (N_("Power"), N_("Credits"), N_("Ambition"))


@dataclass
class BoardPlace:
    seat: int
    rect: pygame.Rect
    scale: float
    big: bool


@dataclass
class Layout:
    size: tuple[int, int]
    s: float
    boards: dict[int, BoardPlace] = field(default_factory=dict)
    zones: dict[tuple, pygame.Rect] = field(default_factory=dict)
    cards: dict[int, pygame.Rect] = field(default_factory=dict)
    attached_under: dict[int, int] = field(default_factory=dict)
    hand: list[tuple[int, pygame.Rect]] = field(default_factory=list)
    hand_lean: dict[int, float] = field(default_factory=dict)  # degrees: the hand is held in an arc
    movers: dict[int, pygame.Rect] = field(default_factory=dict)
    symbols: dict[tuple, tuple[str, pygame.Rect]] = field(default_factory=dict)
    # Scum and Villainy: per seat, Deep Space's columns (Ally Vehicle, Hero Vehicle engaged
    # with it or alone, -1 for none; the column's panel rectangle)
    vehicle_cols: dict[int, list[tuple[int, int, pygame.Rect]]] = field(default_factory=dict)
    tray: list[tuple[int, pygame.Rect]] = field(default_factory=list)
    log_rect: pygame.Rect = field(default_factory=pygame.Rect)
    prompt_rect: pygame.Rect = field(default_factory=pygame.Rect)
    hand_rect: pygame.Rect = field(default_factory=pygame.Rect)
    buttons: dict[str, pygame.Rect] = field(default_factory=dict)
    focus: int = 0
    ui: float = 1.0  # the UI scale setting (0.8–2.0): text and the table's controls

    @property
    def u(self) -> Units:
        """Reference pixels (a 1920×1080 window at 100 %) to this layout's pixels."""
        return Units(self.s)


def focus_seat(st: State) -> int:
    """The Realm shown large: the one a pending decision is about, else the active one."""
    if st.prompt is not None:
        return st.prompt.realm
    return st.active


def compute_layout(st: State, size: tuple[int, int], viewer: int, focus: int | None = None,
                   hide_hand: bool = False, ui: float = 1.0) -> Layout:
    """``ui`` (the UI scale setting) enlarges text, the log, the hand, the prompt bar and the
    buttons; the boards take the room that is left."""
    w, h = size
    ui = clamp_ui(ui)
    s = scale_for(size, ui)
    lay = Layout(size, s, ui=ui)
    u = lay.u
    lay.focus = focus_seat(st) if focus is None else focus
    bw, bh = u(170), u(54)
    # the chrome grows with the UI scale only as far as the boards keep their size: the log's
    # words grow and wrap onto more lines, the hand strip holds the two rows of buttons; a
    # board squeezed by a wide log and a tall hand drew its words smaller at 200 % than at 100 %
    log_w = min(int(w * 0.17 * ui), int(w * 0.22))
    # the hand strip holds its two rows of buttons with a narrow margin above them: the Realm
    # shown large keeps room for its symbols and words to grow too (at 1280×720 and 200 % its
    # symbols were 26 px, its smallest words 11 px)
    hand_h = min(max(int(h * 0.215), 2 * bh + u(38)), int(h * 0.34))
    prompt_h = u(46)
    others = [seat for seat in range(st.n) if seat != lay.focus]
    top_h = int(h * 0.25) if others else 0
    lay.log_rect = pygame.Rect(w - log_w, 0, log_w, h - hand_h)
    lay.hand_rect = pygame.Rect(0, h - hand_h, w, hand_h)
    lay.prompt_rect = pygame.Rect(0, h - hand_h - prompt_h, w - log_w, prompt_h)
    main_w = w - log_w
    # opponents, side by side
    if others:
        cell = main_w // len(others)
        for i, seat in enumerate(others):
            area = pygame.Rect(i * cell + u(6), u(4), cell - u(12), top_h - u(8))
            _place_board(st, lay, seat, area, big=False)
    area = pygame.Rect(u(8), top_h + u(4), main_w - u(16), h - hand_h - prompt_h - top_h - u(8))
    _place_board(st, lay, lay.focus, area, big=True)
    lay.buttons["end"] = pygame.Rect(w - bw - u(16), h - bh - u(18), bw, bh)
    lay.buttons["menu"] = pygame.Rect(w - bw - u(16), h - 2 * bh - u(30), bw, bh)
    lay.buttons["undo"] = pygame.Rect(w - 2 * bw - u(30), h - bh - u(18), bw, bh)
    lay.buttons["rules"] = pygame.Rect(w - 2 * bw - u(30), h - 2 * bh - u(30), bw, bh)
    lay.buttons["hint"] = pygame.Rect(u(20), h - bh - u(18), u(230), bh)
    _place_hand(st, lay, viewer, hide_hand)
    _place_tray(st, lay, -1 if hide_hand else viewer)
    return lay


#: a board's zones placed at a rectangle and scale, by (villain, its map, rectangle, scale): the same
#: on every layout until the window or the arrangement changes (a few entries suffice)
_PLACED: dict[tuple, tuple] = {}
_PLACED_MAX = 32


#: how much an action symbol grows per step of the UI scale above 100 % (about its centre,
#: never onto the next symbol: ``symbol_growth``)
SYMBOL_GROWTH = 0.15
SYMBOL_GAP = 6  # board pixels kept between two symbols grown


def symbol_growth(board, loc, ui: float) -> float:
    """How much larger than its zone the location ``loc``'s symbols are drawn at UI scale
    ``ui``: they grow with the scale as the words do, as far as the room between them goes."""
    grow = 1.0 + SYMBOL_GROWTH * max(0.0, ui - 1.0)
    zones = [board.zone(f"{loc.key}:{row}:{j}") for row, syms in (("top", loc.top), ("bottom", loc.bottom))
             for j in range(len(syms))]
    for k, (x, y, zw, zh) in enumerate(zones):
        for x2, y2, _w2, _h2 in zones[k + 1:]:
            apart = max(abs(x2 - x), abs(y2 - y))  # square tokens side by side or one above the other
            grow = min(grow, (apart - SYMBOL_GAP) / max(zw, zh))
    return max(1.0, grow)


def _placed_zones(v, board, rect: pygame.Rect, scale: float, ui: float = 1.0) -> tuple:
    """(the named zones, and per location its panel, Fate and Villain sides, its symbols (grown
    with the UI scale ``ui``: ``symbol_growth``) and where its mover stands), placed on the screen."""
    key = (v.key, id(board), tuple(rect), scale, ui)
    got = _PLACED.get(key)
    if got is not None:
        return got

    def z(name: str) -> pygame.Rect:
        x, y, zw, zh = board.zone(name)
        return pygame.Rect(rect.x + int(x * scale), rect.y + int(y * scale), int(zw * scale), int(zh * scale))

    named = [(name, z(name)) for name in ("portrait", "objective", "villain-deck", "villain-discard", "fate-deck",
                                          "fate-discard", "power")]
    named += [(name, z(name)) for name in ("tokens", "relic") if name in board.zones]
    locations = []
    for loc in v.locations:
        panel = z(loc.key)
        grow = symbol_growth(board, loc, ui)
        symbols = [(row, j, sym, _grown(z(f"{loc.key}:{row}:{j}"), grow))
                   for row, syms in (("top", loc.top), ("bottom", loc.bottom)) for j, sym in enumerate(syms)]
        msize = int(panel.h * 0.42)
        mover = pygame.Rect(0, 0, int(msize * 0.7), msize)
        mover.bottomright = (panel.right - int(panel.w * 0.03), panel.bottom - int(panel.h * 0.03))
        locations.append((panel, z(loc.key + ":fate"), z(loc.key + ":villain"), symbols, mover))
    if len(_PLACED) >= _PLACED_MAX:
        _PLACED.clear()
    got = _PLACED[key] = (named, locations)
    return got


def _grown(r: pygame.Rect, grow: float) -> pygame.Rect:
    """``r`` made ``grow`` times as large about its centre."""
    if grow == 1.0:
        return r
    out = pygame.Rect(0, 0, int(r.w * grow), int(r.h * grow))
    out.center = r.center
    return out


def _place_board(st: State, lay: Layout, seat: int, area: pygame.Rect, big: bool) -> None:
    p = st.players[seat]
    board = load_board(p.villain)
    rect, scale = fit(board.width, board.height, area)
    lay.boards[seat] = BoardPlace(seat, rect, scale, big)
    lay.zones[("board", seat)] = rect
    named, locations = _placed_zones(p.villain, board, rect, scale, lay.ui)
    own = pygame.Rect  # copies: a layout's rectangles are its own
    for name, r in named:
        lay.zones[(name, seat)] = own(r)
    lay.zones[("discard", seat)] = lay.zones[("villain-discard", seat)]
    lay.zones[("fate-deck-zone", seat)] = lay.zones[("fate-deck", seat)]
    for i, (panel, fate, vill, symbols, mover) in enumerate(locations):
        panel, fate, vill = own(panel), own(fate), own(vill)
        lay.zones[("panel", seat, i)] = panel
        lay.zones[("fate-side", seat, i)] = fate
        lay.zones[("villain-side", seat, i)] = vill
        lay.zones[("loc", seat, i)] = fate.union(panel).union(vill)
        for row, j, sym, r in symbols:
            lay.symbols[(seat, i, row, j)] = (sym, own(r))
        if p.mover == i:
            lay.movers[seat] = own(mover)
        if scum.is_scum(p) and i == scum.deep_space(p):  # Vehicles: extra locations, pairs linked
            scum.place_deep_space(st, lay, seat, i, fate, panel, vill)
        else:
            _fan(st, lay, fate, p.fside[i], fate_side=True)
            _fan(st, lay, vill, p.vside[i], fate_side=False)
    if p.mover == PORTRAIT:  # before its first move (Scum and Villainy): on the portrait
        lay.movers[seat] = portrait_mover(lay.zones[("portrait", seat)], locations[0][0].h)
    if p.ext is not None and p.ext.under and seat in lay.movers:
        scum.place_under_mover(lay, p, lay.movers[seat])
    lay.zones[("fate-deck", seat)] = lay.zones[("fate-deck-zone", seat)]


def portrait_mover(por: pygame.Rect, panel_h: int) -> pygame.Rect:
    """Where the mover stands on the portrait: its lower right corner, as large as on a
    location (``panel_h``: a location panel's height) but within the portrait."""
    msize = min(int(panel_h * 0.42), int(por.h * 0.42))
    mover = pygame.Rect(0, 0, int(msize * 0.7), msize)
    mover.bottomright = (por.right - int(por.w * 0.05), por.bottom - int(por.h * 0.04))
    return mover


def _fan(st: State, lay: Layout, zone: pygame.Rect, cards: list[int], fate_side: bool) -> None:
    if not cards:
        return
    attached = {c: [i for i, h in st.attach.items() if h == c] for c in cards}
    any_att = any(attached.values())
    # a Contact's Bounties hang lower, their Progress markers in view
    bounties = max((sum(1 for i in att if st.table.defs[i].type == "Bounty") for att in attached.values()), default=0)
    ch = int(zone.h * (0.8 if any_att else 0.94) / (1 + 0.22 * max(0, bounties - 1)))
    cw = int(ch / CARD_RATIO)
    gap = max(2, int(cw * 0.08))
    y = zone.top + int(zone.h * 0.03)
    for c, r in zip(cards, fan(zone.centerx, zone.w, len(cards), cw, ch, y, cw + gap), strict=True):
        lay.cards[c] = r
        for j, item in enumerate(attached[c]):
            drop = scum.bounty_offset(ch) if st.table.defs[item].type == "Bounty" else int(ch * 0.16)
            ir = r.move(int(cw * 0.08) * (j + 1), drop * (j + 1))
            lay.cards[item] = ir
            lay.attached_under[item] = c


def hand_card_size(lay: Layout) -> tuple[int, int]:
    """The size of a card in the hand (the same however many are held)."""
    ch = min(int(lay.hand_rect.h * 0.78), lay.u(210))
    return int(ch / CARD_RATIO), ch


def _place_hand(st: State, lay: Layout, viewer: int, hide: bool) -> None:
    if viewer < 0 or hide:
        return
    hand = st.players[viewer].hand
    if not hand:
        return
    area = lay.hand_rect
    u = lay.u
    cw, ch = hand_card_size(lay)
    # between the hint button and the block of buttons at the right, never under them
    left = max(area.left + u(240), lay.buttons["hint"].right + u(12))
    right = min(area.right - u(220), lay.buttons["rules"].left - u(12))
    room = max(cw, right - left)
    y = area.bottom - ch - u(10)
    y -= int(ch * 0.06)  # the arc's ends hang a little lower
    for c, (r, lean) in zip(hand, arc(left + room / 2, room, len(hand), cw, ch, y, cw + u(10)), strict=True):
        lay.hand.append((c, r))
        lay.hand_lean[c] = lean


#: how far the card of the hand under the pointer is lifted (reference pixels): drawn straight, on top
HAND_LIFT = 34


def lifted_rect(lay: Layout, r: pygame.Rect) -> pygame.Rect:
    """Where the card of the hand at ``r`` is drawn while the pointer is on it."""
    return r.move(0, -lay.u(HAND_LIFT))


def hand_card_at(lay: Layout, pos, lifted: int | None = None) -> int | None:
    """The card of the hand under ``pos``, as drawn: the card ``lifted`` (the one the pointer
    was on: drawn straight, lifted and on top) where it is drawn, else the topmost card whose
    leaning face holds ``pos``, else the nearest card when ``pos`` lies in the seam between two
    cards (the fan leaves a gap of ``u(10)`` between faces), else None. The pointer's hover, a
    press that picks a card up and a click all ask this one place."""
    if lifted is not None:
        r = dict(lay.hand).get(lifted)
        if r is not None and lifted_rect(lay, r).collidepoint(pos):
            return lifted
    return card_at([(c, r, lay.hand_lean.get(c, 0.0)) for c, r in lay.hand], pos, reach=lay.u(10))


def _place_tray(st: State, lay: Layout, viewer: int = -1) -> None:
    """Revealed cards, and cards a decision of the viewer's names that are not on any board
    (only the person deciding may see those: they may be looked-at cards). A finished game
    shows no tray: whatever was resolving when it ended is over."""
    cards: list[int] = []
    if st.winner is not None:
        return
    for p in st.players:
        cards.extend(p.limbo)
    if st.prompt is not None and viewer >= 0 and st.prompt.seat == viewer:
        for a in st.prompt.options:
            if a.card >= 0 and a.card not in lay.cards and a.card not in cards and a.verb in ("pick", "on"):
                cards.append(a.card)
    if not cards:
        return
    board = lay.boards[lay.focus].rect
    ch = min(int(board.h * 0.62), lay.u(300))
    cw = int(ch / CARD_RATIO)
    y = board.centery - ch // 2
    lay.tray.extend(zip(cards, pieces.row(board.centerx, len(cards), cw, ch, y, lay.u(18)), strict=True))


# ---------------------------------------------------------------------------
# Drawing


def _face_of(st: State, c: int) -> tuple:
    """What card ``c``'s face is rendered from: its definition and its owner's colours."""
    accent, base = theme.palette(st.table.villains[st.table.owner[c]])
    return st.table.defs[c], accent, base


def faces_behind(st: State, c: int) -> tuple[int, ...]:
    """The faces card ``c`` may show: its own; for a face-down card (``seen.FACE_DOWN``), one
    card of each kind its deck holds (the deck lists are public: the box prints them), for
    rendering ahead the face a hidden card will show when it comes into view."""
    d = st.table.defs[c]
    if d.type != FACE_DOWN:
        return (c,)
    seat = st.table.owner[c]
    ids = st.table.villain_iids[seat] if d.deck == "villain" else st.table.fate_iids[seat]
    return tuple({st.table.defs[i].key: i for i in ids}.values())


def card_surface(st: State, c: int, w: int, h: int) -> pygame.Surface:
    d, accent, base = _face_of(st, c)
    return art.card_face(d, w, h, accent, base)


def prepare_face(st: State, c: int, w: int, h: int) -> None:
    """Render card ``c``'s face at ``w``×``h`` into the cache of faces, painting it nowhere
    (a face the table will likely show soon, rendered ahead: ``card_surface`` stays the one
    way a face reaches the screen)."""
    d, accent, base = _face_of(st, c)
    art.card_face(d, w, h, accent, base)


def face_ready(st: State, c: int, w: int, h: int) -> bool:
    """Whether ``card_surface(st, c, w, h)`` is cached (drawing it would only blit it)."""
    d, accent, base = _face_of(st, c)
    return art.face_cached(d, w, h, accent, base)


def draw_card(surf: pygame.Surface, st: State, c: int, r: pygame.Rect, seat_of_realm: int | None = None) -> None:
    surf.blit(card_surface(st, c, r.w, r.h), r.topleft)
    scum.draw_marks(surf, r, scum.card_marks(st, seat_of_realm, c))
    if c in st.trapped:
        ic = art.trapped_icon(max(12, r.w // 3))
        surf.blit(ic, ic.get_rect(center=(r.centerx, r.centery)))
    if seat_of_realm is not None and st.table.defs[c].strength is not None and r.w >= 40:
        p = st.players[seat_of_realm]
        value = strength(st, p, c)
        base = st.table.defs[c].strength
        if value != base:
            col = theme.GOOD if value > base else theme.BAD
            t = text("bold", max(9, r.w // 5), str(value), col)
            badge = t.get_rect(bottomright=(r.right - 2, r.bottom - 2)).inflate(6, 2)
            pygame.draw.rect(surf, (20, 20, 24), badge, border_radius=4)
            surf.blit(t, t.get_rect(center=badge.center))


def draw_boards(surf: pygame.Surface, st: State, lay: Layout, hidden: frozenset = frozenset(),
                turn: tuple[int, tuple] | None = None) -> None:
    """Every board, all of it (the table keeps a ``Layer`` of ``board_parts`` instead and
    draws again only the parts that changed: the same pixels)."""
    surf.fill(theme.TABLE)
    for part in board_parts(st, lay, hidden, turn).values():
        part.draw(surf)


def board_parts(st: State, lay: Layout, hidden: frozenset = frozenset(),
                turn: tuple[int, tuple] | None = None) -> dict[tuple, Part]:
    """The boards as parts of a still layer, in drawing order: each part's key holds
    everything it shows (a part whose key did not change is not drawn again). ``turn``
    (whose turn it is, the symbol slots used) stands for the state's own: the boards as
    they will look once the turn has passed, drawn ahead."""
    parts: dict[tuple, Part] = {}
    turn = (st.active, st.used) if turn is None else turn
    for seat, place in lay.boards.items():
        _board_parts(parts, st, lay, seat, place, hidden, turn)
    return parts


def _r(r: pygame.Rect) -> tuple:
    return (r.x, r.y, r.w, r.h)


def frame_strips(frame: pygame.Rect, t: int) -> list[pygame.Rect]:
    """A frame's edge as four strips ``t`` thick (top, bottom, left, right): the rounded
    outline lies inside them when ``t`` is at least its corners' radius and its width."""
    t = min(t, frame.w // 2, frame.h // 2)
    return [pygame.Rect(frame.left, frame.top, frame.w, t), pygame.Rect(frame.left, frame.bottom - t, frame.w, t),
            pygame.Rect(frame.left, frame.top + t, t, frame.h - 2 * t),
            pygame.Rect(frame.right - t, frame.top + t, t, frame.h - 2 * t)]


def _board_parts(parts: dict, st: State, lay: Layout, seat: int, place: BoardPlace, hidden, turn: tuple) -> None:
    p = st.players[seat]
    v = p.villain
    accent, base = theme.palette(v)
    rect = place.rect
    sc = place.scale
    big = place.big
    ts = sc * lay.ui  # text scale on this board
    dark = theme.mix(base, (12, 10, 10), 0.72)
    pad = max(2, int(5 * sc))
    margin = max(2, int(4 * sc))  # a part's rectangle, with room for a stray pixel
    common = (v.key, sc, ts, big)

    def add(name, r: pygame.Rect, key, draw, over: bool = False, solid: tuple[pygame.Rect, ...] = ()) -> None:
        parts[(seat, *name)] = Part(r.inflate(2 * margin, 2 * margin), (common, key), draw, group=("board", seat),
                                    over=over, solid=solid)

    frame = rect.inflate(int(8 * sc), int(8 * sc))
    active = turn[0]
    frame_col = accent if seat == active else theme.mix(accent, theme.TABLE_EDGE, 0.6)
    radius, width = int(14 * sc), max(1, int(4 * sc))

    # the board's ground, opaque away from its rounded corners: its full height less the
    # corners' width, its full width less their height
    ground = (frame.inflate(-2 * radius, 0), frame.inflate(0, -2 * radius))

    def draw_frame(surf) -> None:
        art.rounded(surf, frame, theme.TABLE_EDGE, radius)

    # the frame comes first: a board's kept copy is kept by it (where and how large)
    add(("frame",), frame, (_r(frame), ), draw_frame, solid=ground)
    # its lit edge in four strips, each drawing the edge clipped to itself, added last (below)
    edges = []
    for k, strip in enumerate(frame_strips(frame, max(radius, width) + 1)):

        def draw_edge(surf, strip: pygame.Rect = strip) -> None:
            clip = surf.get_clip()
            surf.set_clip(strip.clip(clip))
            pygame.draw.rect(surf, frame_col, frame, width, border_radius=radius)
            surf.set_clip(clip)

        edges.append((("edge", k), strip, (_r(strip), frame_col), draw_edge))
    # portrait and objective
    por = lay.zones[("portrait", seat)]
    label = f"P{seat + 1}" + ("  ·  " + _("to play") if big and seat == active and st.winner is None else "")
    # the mover on the portrait (before its first move): the name and seat make room for it
    on_portrait = lay.movers.get(seat) if p.mover == PORTRAIT else None
    text_w = por.w - 2 * pad if on_portrait is None else on_portrait.left - por.left - 2 * pad

    def draw_portrait(surf, label: str = label) -> None:  # bound now: later parts reuse names
        art.rounded(surf, por, theme.mix(base, (0, 0, 0), 0.25), int(10 * sc))
        pygame.draw.rect(surf, accent, por, max(1, int(3 * sc)), border_radius=int(10 * sc))
        emblem = pygame.Rect(0, 0, int(por.w * 0.75), int(por.h * (0.5 if big else 0.34)))
        emblem.midtop = (por.centerx, por.top + int(por.h * 0.05))
        surf.blit(art.emblem_picture(emblem.w, emblem.h, v.key, accent, base, v.icon), emblem.topleft)
        ink = theme.readable_on(theme.mix(base, (0, 0, 0), 0.25))
        name_box = pygame.Rect(por.left + pad, emblem.bottom + pad, text_w, int(por.h * (0.26 if big else 0.36)))
        draw_fit(surf, "serif" if big else "cond-bold", 30 * ts, proper_name(v.name), ink, name_box, min_size=8, wrap=True,
                 max_lines=2, what="board: villain name")
        label_box = pygame.Rect(por.left + pad, name_box.bottom, text_w, por.bottom - name_box.bottom - pad)
        if " " in label and not layout_text("sans", int(20 * ts), label, label_box.w, label_box.h, 8, False, 1)[2]:
            label = label.split(" ", 1)[0]  # beside the mover on the portrait: "P1", not "P1 · to…"
        draw_fit(surf, "sans", 20 * ts, label, ink, label_box, min_size=8, what="board: seat")
        if kept is not None:  # what the villain keeps by the portrait, along the emblem's foot
            row = pygame.Rect(emblem.left, 0, emblem.w, int(emblem.h * (0.3 if big else 0.42)))
            row.bottom = emblem.bottom + row.h // 3
            scum.draw_trophies(surf, row, *kept, accent)

    kept = scum.trophies(st, p)
    add(("portrait",), por, (_r(por), label, kept, text_w), draw_portrait)
    mover = lay.movers.get(seat) if p.mover == PORTRAIT and seat not in hidden_movers(hidden) else None
    if mover is not None:  # on the portrait until its first move, over it
        under = [lay.cards[c] for c in p.ext.under if c in lay.cards] if p.ext is not None else []

        def draw_portrait_mover(surf, mover: pygame.Rect = mover, under: list = under) -> None:
            if under:  # a Fate Condition played before the first move waits under it
                scum.draw_under_mover(surf, st, lay, p, card_surface)
            surf.blit(art.mover(mover.h, accent, base), mover.topleft)

        key = (_r(mover), tuple(p.ext.under) if under else (), tuple(map(_r, under)))
        add(("mover",), mover.unionall(under) if under else mover, key, draw_portrait_mover)
    obj = lay.zones[("objective", seat)]
    obj_box = obj.inflate(-2 * pad, -2 * pad)
    lines = objective_progress(st, seat) if big else []  # a small board shows the short form only
    if not big or not layout_block("cond", int(17 * ts), tuple(lines), obj_box.w, obj_box.h, 8)[2]:
        lines = objective_short(st, seat)  # the long form does not fit: the short one

    def draw_objective(surf) -> None:
        art.rounded(surf, obj, dark, int(8 * sc))
        # a small board's short form is a glance at an opponent's progress: it may go smaller
        draw_block(surf, "cond", 17 * ts, lines, theme.TEXT, obj_box, min_size=8 if big else 6, what="board: objective")

    add(("objective",), obj, (_r(obj), tuple(lines)), draw_objective)
    # decks, discards, power
    for zone, fate, count, top in (
        ("villain-deck", False, len(p.deck), None),
        ("villain-discard", False, len(p.discard), p.discard[-1] if p.discard else None),
        ("fate-deck", True, len(p.fate_deck), None),
        ("fate-discard", True, len(p.fate_discard), p.fate_discard[-1] if p.fate_discard else None),
    ):
        r = lay.zones[(zone, seat)]
        cw = int(min(r.w, r.h / CARD_RATIO))
        cr = pygame.Rect(0, 0, cw, int(cw * CARD_RATIO))
        cr.center = r.center
        t = text("bold", max(8, int(18 * ts)), str(count), theme.TEXT)
        tag = t.get_rect(midbottom=(cr.centerx, cr.bottom + int(2 * sc))).inflate(int(10 * sc), 0)

        def draw_pile(surf, zone=zone, fate=fate, count=count, top=top, cr=cr, t=t, tag=tag) -> None:
            if top is not None:
                pile_depth(surf, None, cr, count, sc)
                draw_card(surf, st, top, cr)
            elif count and "deck" in zone:
                pile_depth(surf, art.card_back(fate, cr.w, cr.h, accent, base), cr, count, sc)
            else:
                pygame.draw.rect(surf, theme.PANEL_HI, cr, max(1, int(2 * sc)), border_radius=int(6 * sc))
            pygame.draw.rect(surf, (20, 18, 18), tag, border_radius=int(6 * sc))
            surf.blit(t, t.get_rect(center=tag.center))

        depth = cr.move(max(1, int(2 * sc)) * 6, max(1, int(2 * sc)) * 6)  # the pile's edges (kit.fans.draw_pile)
        add((zone,), r.union(cr).union(tag).union(depth), (_r(r), count, top, top is not None and top in st.trapped),
            draw_pile)
    pw = lay.zones[("power", seat)]
    # the box's currencies: Power in Despicable Plots; Credits (and Ambition) in Scum and Villainy
    currencies = st.table.box.currencies
    ambition = getattr(p.ext, "ambition", None) if len(currencies) > 1 else None
    counter = _(currencies[0]) if ambition is None else f"{_(currencies[0])} · {_(currencies[1])} {ambition}"

    def draw_power(surf) -> None:
        art.rounded(surf, pw, dark, int(8 * sc))
        if ambition is not None:  # Credits and Ambition, each its own token
            scum.draw_currencies(surf, pw, p.power, ambition, sc, ts, big)
            return
        coin_r = max(6, int(pw.h * 0.36))
        art._coin(surf, (pw.left + coin_r + int(10 * sc), pw.centery), coin_r, str(p.power))
        label_box = pygame.Rect(pw.left + 2 * coin_r + int(18 * sc), pw.top, 0, pw.h)
        label_box.w = pw.right - label_box.left - pad
        draw_fit(surf, "bold", 22 * ts, counter, theme.TEXT, label_box, align="left", min_size=8,
                 optional=not big, what="board: Power")

    add(("power",), pw, (_r(pw), p.power, counter), draw_power)
    if ("tokens", seat) in lay.zones:
        tokens = lay.zones[("tokens", seat)]
        token_lines = _token_lines(st, seat, big)
        add(("tokens",), tokens, (_r(tokens), tuple(token_lines), len(p.hand)),
            lambda surf: _draw_tokens(surf, st, lay, seat, sc, big, token_lines))
    if ("relic", seat) in lay.zones and p.relic >= 0:
        relic = lay.zones[("relic", seat)]
        side = p.relic

        def draw_relic(surf) -> None:
            r = relic
            art.rounded(surf, r, dark, int(8 * sc))
            if big:  # the Relic's name is the villain's declaration (its data's ``relic``)
                name = (p.villain.relic or {}).get("name", _("Relic"))
                label = (_("Not claimed"), name, _("Its Power"))[side]
            else:
                label = (_("Unclaimed"), _("Claimed"), _("Its Power"))[side]
            kind = "cond-bold" if big else "cond"
            # the words below the cauldron; a label too long for a small board's zone
            # ("Não reivindicado") takes room from the cauldron rather than being cut
            icon_h, words_top, words_h = 0.58, 0.6, 0.38
            if not layout_text(kind, int(16 * ts), label, r.w - 4, int(r.h * words_h), 8, True, 99)[2]:
                icon_h, words_top, words_h = 0.36, 0.38, 0.6
            ic = art.cauldron(int(min(r.w, r.h * icon_h)), max(side, 1))
            if side == 0:
                ic = ic.copy()
                ic.set_alpha(90)
            surf.blit(ic, ic.get_rect(midtop=(r.centerx, r.top + int(4 * sc))))
            box = pygame.Rect(r.left + 2, r.top + int(r.h * words_top), r.w - 4, int(r.h * words_h))
            draw_fit(surf, kind, 16 * ts, label, theme.TEXT, box, min_size=8, wrap=True, what="board: relic")

        add(("relic",), relic, (_r(relic), side), draw_relic)
    # locations
    for i, loc in enumerate(v.locations):
        _location_part(add, st, lay, seat, i, loc, place, hidden, accent, base, dark, pad, turn)
    # the lit edge over everything on the board: the same pixels whatever its colour, so
    # the turn passing (another board lit) paints the four strips over the old ones
    # (``Part.over``) instead of clearing them and drawing again every part they touch
    for name, strip, key, draw_edge in edges:
        add(name, strip, key, draw_edge, over=True)


def _location_part(add, st: State, lay: Layout, seat: int, i: int, loc, place: BoardPlace, hidden, accent, base,
                   dark, pad: int, turn: tuple) -> None:
    """One location of a board as parts: its column (panel, symbols, tokens), its mover, and
    each card with the Items attached to it. A card played, moved or marked then draws
    again its own rectangle, not the whole column with every card in it; the mover moving,
    its two rectangles. Deep Space (Scum and Villainy) stays one part: its bands run from
    the Vehicles' cards into the panel, under the cards."""
    p = st.players[seat]
    sc = place.scale
    big = place.big
    ts = sc * lay.ui
    panel = lay.zones[("panel", seat, i)]
    col = lay.zones[("loc", seat, i)]
    cov = covered(st, p, i)
    used = tuple(sorted(turn[1])) if seat == turn[0] and p.mover == i else ()
    ds = scum.deep_space(p) if scum.is_scum(p) else -1
    extra = [c for c in p.vside[i] if st.table.defs[c].grants] if i != ds else []  # Vehicles: their own columns
    mover = lay.movers.get(seat) if p.mover == i and seat not in hidden_movers(hidden) else None
    # the cards in drawing order, each with the Items attached to it (drawn behind it):
    # (the card's part's rectangle, what it shows)
    cards = []
    for c in [*reversed(p.fside[i]), *p.vside[i]]:
        shows = []
        bounds = None
        for item, host in st.attach.items():
            if host == c and item in lay.cards:
                marks = scum.card_marks(st, seat, item)
                r = _marked(lay.cards[item], marks)
                bounds = r if bounds is None else bounds.union(r)
                shows.append((item, _r(lay.cards[item]), item in hidden, item in st.trapped, None, marks))
        if c in lay.cards:
            r = lay.cards[c]
            marks = scum.card_marks(st, seat, c)
            bounds = _marked(r, marks) if bounds is None else bounds.union(_marked(r, marks))
            shown = None
            if st.table.defs[c].strength is not None and r.w >= 40:
                shown = strength(st, p, c)
            shows.append((c, _r(r), c in hidden, c in st.trapped, shown, marks))
        if bounds is not None:
            cards.append((c, bounds, tuple(shows)))
    under: list[pygame.Rect] = []
    if mover is not None and p.ext is not None and p.ext.under:
        under = [lay.cards[c] for c in p.ext.under if c in lay.cards]
    space = scum.deep_space_key(st, lay, seat) if i == ds else ()
    column = (_r(col), _r(panel), cov, used, p.locked[i], p.obstacles[i], tuple(extra), space)

    def draw_column(surf) -> None:
        art.rounded(surf, col, theme.mix(dark, theme.TABLE, 0.5), int(10 * sc))
        art.rounded(surf, panel, theme.mix(base, (20, 16, 16), 0.45), int(10 * sc))
        pygame.draw.rect(surf, theme.mix(accent, base, 0.3), panel, max(1, int(3 * sc)), border_radius=int(10 * sc))
        if i == ds:  # Deep Space: the Vehicles' columns, engaged pairs linked, their own symbols
            scum.draw_deep_space(surf, st, lay, seat, ds, panel, sc, big, used)
        name_box = pygame.Rect(panel.left + pad, panel.top + int(3 * sc), panel.w - 2 * pad, int(panel.h * 0.22))
        draw_fit(surf, "serif" if big else "cond-bold", 24 * ts, proper_name(loc.name), theme.TEXT, name_box,
                 min_size=8 if big else 6, wrap=True, max_lines=2, what="board: location")
        for (s_seat, s_loc, row, j), (sym, r) in lay.symbols.items():
            if s_seat != seat or s_loc != i or row not in ("top", "bottom"):
                continue
            slot = j if row == "top" else 4 + j
            icon = art.symbol(sym, r.w, covered=(row == "top" and cov), used=slot in used)
            surf.blit(icon, r.topleft)
        # symbols added by cards here (Ancient Soldiers: Activate)
        for k, c in enumerate(extra):
            size = int(panel.h * 0.2)
            icon = art.symbol(st.table.defs[c].grants[0], size, used=(100 + c) in used)
            surf.blit(icon, (panel.left + int(6 * sc) + k * (size + 2), panel.top + int(panel.h * 0.42)))
        if loc.obstacle_spots:
            size = int(panel.h * 0.17)
            for k in range(p.obstacles[i]):
                surf.blit(art.obstacle(size), (panel.left + int(8 * sc) + k * (size + int(4 * sc)),
                                               panel.bottom - size - int(8 * sc)))
        if p.locked[i]:
            # darkened as by black at alpha 120 (within one level), without a veil surface a
            # draw; only where the clip reaches (pygame-ce 2.5 fills the whole rectangle with a
            # blend flag when the rectangle lies outside the clip)
            veil = col.clip(surf.get_clip())
            if veil.w > 0 and veil.h > 0:
                surf.fill((135, 135, 135), veil, special_flags=pygame.BLEND_MULT)
            ic = art.lock_icon(int(panel.h * 0.36))
            surf.blit(ic, ic.get_rect(center=(panel.centerx, panel.bottom - int(panel.h * 0.1))))
            box = pygame.Rect(panel.left + pad, name_box.bottom, panel.w - 2 * pad, int(panel.h * 0.1))
            draw_fit(surf, "bold", 18 * ts, _("Locked"), theme.GOLD, box, min_size=8, optional=not big,
                     what="board: locked")

    def draw_mover(surf) -> None:
        if under:  # a Fate Condition travels under the mover
            scum.draw_under_mover(surf, st, lay, p, card_surface)
        surf.blit(art.mover(mover.h, accent, base), mover.topleft)

    def draw_cards(surf, c: int) -> None:
        _draw_with_attached(surf, st, lay, c, seat, hidden)

    mover_key = None if mover is None else (_r(mover), tuple(p.ext.under) if under else (), tuple(map(_r, under)))
    if i == ds:
        bounds = col.copy()
        for r in [*([mover] if mover is not None else []), *under, *(b for _c, b, _s in cards)]:
            bounds.union_ip(r)

        def draw_location(surf) -> None:
            draw_column(surf)
            if mover is not None:
                draw_mover(surf)
            for c, _b, _s in cards:
                draw_cards(surf, c)

        add(("loc", i), bounds, (column, mover_key, tuple(s for _c, _b, s in cards)), draw_location)
        return
    add(("loc", i), col, column, draw_column)
    if mover is not None:
        add(("mover",), mover.unionall(under) if under else mover, mover_key, draw_mover)
    for c, bounds, shows in cards:
        add(("card", c), bounds, shows, lambda surf, c=c: draw_cards(surf, c))


def _marked(r: pygame.Rect, marks: tuple) -> pygame.Rect:
    """A card's rectangle with room for the marks that overhang its edges (a Target marker)."""
    return r.inflate(int(r.w * 0.3), int(r.w * 0.3)) if marks and any(marks) else r


def hidden_movers(hidden) -> set[int]:
    return {h[1] for h in hidden if isinstance(h, tuple) and h[0] == "mover"}


def _draw_with_attached(surf, st, lay: Layout, c: int, seat: int, hidden) -> None:
    for item, host in st.attach.items():
        if host == c and item in lay.cards and item not in hidden:
            draw_card(surf, st, item, lay.cards[item], seat)
    if c in lay.cards and c not in hidden:
        draw_card(surf, st, c, lay.cards[c], seat)


def _token_lines(st: State, seat: int, big: bool) -> list[str]:
    p = st.players[seat]
    lines = []
    if big and any(loc.obstacle_spots for loc in p.villain.locations):
        lines.append(_("Obstacles: {n} left").format(n=sum(p.obstacles)))
    if p.villain.trapped_tokens:  # the villain's data declares its supply of Trapped tokens
        free = trapped_tokens_free(st, p)
        lines.append((_("Trapped tokens: {n} free") if big else _("Trapped: {n} free")).format(n=free))
    if st.fate_token == seat:
        lines.append(_("Holds the Fate token") if big else _("Fate token"))
    if big:  # a small board shows the hand as fanned backs with the count
        lines.append(_("Hand: {n} cards").format(n=len(p.hand)))
    limit = scum.draw_limit(st, p)  # lowered by unengaged Hero Vehicles, a Fate Condition
    if limit != st.table.box.hand_size:
        lines.append((_("Draws up to {n} cards") if big else _("Draws to {n}")).format(n=limit))
    return lines


def _draw_tokens(surf, st: State, lay: Layout, seat: int, sc: float, big: bool = True,
                 lines: list[str] | None = None) -> None:
    r = lay.zones[("tokens", seat)]
    p = st.players[seat]
    dark = theme.mix(theme.palette(p.villain)[1], (12, 10, 10), 0.72)
    art.rounded(surf, r, dark, int(8 * sc))
    lines = list(_token_lines(st, seat, big) if lines is None else lines)
    pad = max(2, int(6 * sc))
    box = r.inflate(-2 * pad, -2 * pad)
    if not big:  # an opponent's hand: its backs, fanned, with the count
        top = int(box.h * 0.55) if lines else 0
        held = pygame.Rect(box.left, box.top + top, box.w, box.h - top)
        box.h = top
        bh = max(8, int(held.h * 0.9))
        accent, base = theme.palette(p.villain)
        clip = surf.get_clip()
        surf.set_clip(r.clip(clip) if clip else r)  # the leaning backs stay inside the tokens' panel
        draw_held_backs(surf, art.card_back(False, max(6, int(bh / CARD_RATIO)), bh, accent, base), len(p.hand),
                        held, sc, key=("villainous back", accent, base))
        surf.set_clip(clip)
    draw_block(surf, "cond", 17 * sc * lay.ui, lines, theme.TEXT, box, min_size=8, what="board: tokens")


def objective_progress(st: State, seat: int) -> list[str]:
    """The objective in the villain's own terms, with how far along it is (its Objective
    kind says, in ``game/games/villainous/villains/``)."""
    p = st.players[seat]
    show = p.villain.goal.progress
    return [tr(line) for line in show(st, p)] if show is not None else [_(p.villain.objective)]


def objective_short(st: State, seat: int) -> list[str]:
    """The objective's progress in a few words, for the small boards."""
    p = st.players[seat]
    show = p.villain.goal.short
    return [tr(line) for line in show(st, p)] if show is not None else [_(p.villain.objective)]


def describe_symbol_state(st: State, seat: int, loc: int) -> str:
    p = st.players[seat]
    return "covered" if covered(st, p, loc) else "open"


def card_location(st: State, c: int) -> int:
    return location_of(st.players[st.table.owner[c]], c, st)


def winner_name(st: State) -> str:
    return proper_name(st.players[st.winner].villain.name) if st.winner is not None else ""

