"""What only Scum and Villainy puts on the table: Vehicles in Deep Space (engaged pairs linked,
unengaged Hero Vehicles marked for the draw limit they lower), the Ally Vehicles' own action
symbols and the mover aboard, Target markers, Strength tokens, Bounties' Progress markers,
the Fate Condition under the mover, the trophies kept by the portrait (Targets collected,
Rebels removed, Bounties completed) and the Credits and Ambition tokens.

Placing is done with the rest of the layout (``place_deep_space``); drawing goes through the
board's cached parts: every mark a card or a part shows is in its key (``card_marks``,
``trophies``), so the layer draws it again exactly when it changes.
"""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.games.villainous.reads import ally_vehicles, deep_space, hero_vehicles
from game.games.villainous.reads import draw_limit as _draw_limit
from game.games.villainous.reads import trophies as _trophies
from game.games.villainous.state import Player, State
from game.i18n import N_, _

from ...kit import theme
from ...kit.assets import text
from ...kit.cache import cached_surface
from ...kit.draw import coin
from ...kit.icons import draw_icon
from ...kit.pieces import fan
from ...kit.textfit import draw_fit, readable
from . import art

CARD_RATIO = 7 / 5
TARGET_RED = (214, 64, 52)
AMBITION_INK = art.AMBITION_INK
ambition_token = art.ambition_token  # the Ambition token (a card paid in Ambition wears it too)
ENGAGED = (236, 140, 60)

# the box's tokens and marks as the rules help's legend names them, with what each means
TOKEN_NAMES = {
    "credits": N_("Credits"),
    "ambition": N_("Ambition"),
    "target": N_("Target marker"),
    "strength_token": N_("Strength token"),
    "progress": N_("Progress marker"),
    "engaged": N_("Engaged Vehicles"),
    "draw_limit": N_("Unengaged Hero Vehicle"),
    "rebel": N_("Rebel removed"),
    "bounty": N_("Completed Bounty"),
}
TOKEN_MEANING = {
    "credits": N_("Scum and Villainy's money, the gold coin beside the board: Collect Credits takes them, Credits "
               "cards and abilities cost them. Board: the coin with its count."),
    "ambition": N_("One at the start of each of your turns (the violet token beside the Credits); the crown symbol "
                "spends it to play an Ambition card or use an Ambition ability, one per action."),
    "target": N_("Cad Bane's red cross-hairs on a Hero; when that Hero is defeated (or a card collects it) the marker "
              "goes by his portrait. Ten in the box."),
    "strength_token": N_("+1 (green) or -1 (red) on a card, for as long as the card stays in play."),
    "progress": N_("The discs along a Bounty's lower edge, one per requirement of its Progress; a ticked one is "
                "marked. The last one completes the Bounty and its Contact's Reward happens."),
    "engaged": N_("A Hero Vehicle above the Ally Vehicle it is engaged with, joined by an orange band: that Ally "
               "Vehicle's actions are blocked (struck) until a Maneuver disengages them or a Vanquish discards both."),
    "draw_limit": N_("A Hero Vehicle alone in Deep Space: you draw back up to one card fewer for each."),
    "rebel": N_("Seventh Sister keeps count of the Rebels removed from the game by her portrait."),
    "bounty": N_("Boba Fett keeps each completed Bounty by his portrait."),
}


def is_scum(p: Player) -> bool:
    return p.ext is not None and deep_space(p) >= 0


def draw_limit(st: State, p: Player) -> int:
    """How many cards this player draws back up to (the box's rule: each unengaged Hero
    Vehicle, and a Fate Condition, lower it)."""
    return _draw_limit(st, p)


# --- Layout -----------------------------------------------------------------------------------


def place_deep_space(st: State, lay, seat: int, ds: int, fate: pygame.Rect, panel: pygame.Rect,
                     vill: pygame.Rect) -> None:
    """Deep Space as a row of extra locations: one column per Ally Vehicle, its engaged Hero
    Vehicle right above it (the pair reads as one), then a column per unengaged Hero Vehicle.
    Each Ally Vehicle's own action symbols go into the panel under it; the mover aboard one
    stands in its column."""
    p = st.players[seat]
    allies = ally_vehicles(st, p)
    engaged = p.ext.engaged
    taken = set(engaged.values())
    free = [h for h in hero_vehicles(st, p) if h not in taken]
    cols = len(allies) + len(free)
    lay.vehicle_cols.setdefault(seat, [])
    if not cols:
        return
    # columns side by side, never overlapping: the cards as tall as the sides allow, or as
    # wide as the columns do
    gap = max(2, int(fate.w * 0.03))
    cw = min(int(min(fate.h, vill.h) * 0.9 / CARD_RATIO), (fate.w - 4 - gap * (cols - 1)) // cols)
    ch = int(cw * CARD_RATIO)
    top = fan(fate.centerx, fate.w - 4, cols, cw, ch, fate.bottom - ch - int(fate.h * 0.03), cw + gap)
    bottom = [r.move(0, vill.top + int(vill.h * 0.03) - r.y) for r in top]
    sym_size = int(min(panel.h * 0.26, (top[1].x - top[0].x if cols > 1 else panel.w) * 0.95 / 2))
    for k, a in enumerate(allies):
        lay.cards[a] = bottom[k]
        if a in engaged:
            lay.cards[engaged[a]] = top[k]
        grants = st.table.defs[a].grants
        col = pygame.Rect(top[k].x, panel.top, top[k].w, panel.h)
        lay.vehicle_cols[seat].append((a, engaged.get(a, -1), col))
        y = panel.top + int(panel.h * 0.27)
        xs = fan(col.centerx, max(col.w, sym_size * len(grants)), len(grants), sym_size, sym_size, y,
                 sym_size + 2)
        for j, (sym, r) in enumerate(zip(grants, xs, strict=True)):
            lay.symbols[(seat, ds, f"vehicle:{a}", j)] = (sym, r)
    for k, h in enumerate(free):
        r = top[len(allies) + k]
        lay.cards[h] = r
        lay.vehicle_cols[seat].append((-1, h, pygame.Rect(r.x, panel.top, r.w, panel.h)))
    if p.mover == ds and seat in lay.movers:
        col = next((c for a, _, c in lay.vehicle_cols[seat] if a == p.ext.aboard), None)
        if col is not None:
            # aboard: as tall as the Engaged mark beside it, at the column's right (a mover of
            # a location's size stood over the mark and the "Engaged" word)
            m = lay.movers[seat]
            h = max(8, int(panel.h * MARK_H))
            m.size = (max(4, int(h * 0.7)), h)
            m.bottomright = (col.right - 1, panel.bottom - int(panel.h * 0.03))


def bounty_offset(ch: int) -> int:
    """How far below its Contact a Bounty hangs: its Progress markers stay in view."""
    return int(ch * 0.22)


# --- What a card carries -------------------------------------------------------------------------


def card_marks(st: State, seat: int | None, c: int) -> tuple:
    """Everything this box lays on card ``c``: (Target marker, Strength tokens, Progress
    marked, Progress requirements). Part of the board's key."""
    if seat is None:
        return ()
    p = st.players[seat]
    if p.ext is None:
        return ()
    d = st.table.defs[c]
    reqs = len(d.extra.get("progress", ())) if d.type == "Bounty" and c in st.attach else 0
    return (c in p.ext.marked, p.ext.tokens.get(c, 0), p.ext.progress.get(c, ()), reqs)


def marks_area(r: pygame.Rect) -> pygame.Rect:
    """The rectangle ``draw_marks`` paints inside for a card at ``r``: the card, and past
    its top and right edges as far as the Target marker and the Strength tokens reach."""
    reach = max(max(10, int(r.w * 0.36)) // 5, max(9, int(r.w * 0.3)) // 4) + 1
    return pygame.Rect(r.left, r.top - reach, r.w + reach, r.h + reach)


def draw_marks(surf: pygame.Surface, r: pygame.Rect, marks: tuple) -> None:
    """A Target marker at the top right corner, Strength tokens down the right edge, and
    a Bounty's Progress markers along its lower edge (filled: marked)."""
    if not marks:
        return
    target, tokens, marked, reqs = marks
    size = max(10, int(r.w * 0.36))
    y = r.top - size // 5
    if target:
        pic = target_marker(size)
        surf.blit(pic, (r.right - size + size // 5, y))
        y += size
    if tokens:
        tsize = max(9, int(r.w * 0.3))
        shown = min(abs(tokens), 3)
        for k in range(shown):
            pic = strength_token(tsize, 1 if tokens > 0 else -1)
            surf.blit(pic, (r.right - tsize + tsize // 4, y + k * int(tsize * 0.8)))
        if abs(tokens) > shown:
            t = text("bold", max(8, tsize // 2), f"×{abs(tokens)}", theme.TEXT)
            surf.blit(t, (r.right - t.get_width(), y + shown * int(tsize * 0.8) + tsize // 4))
    if reqs:
        pip = max(6, min(int(r.w * 0.16), int(r.h * 0.12)))
        gap = max(2, pip // 3)
        x = r.left + int(r.w * 0.08)
        py = r.bottom - pip - max(2, pip // 3)
        for i in range(reqs):
            surf.blit(progress_marker(pip, i in marked), (x + i * (pip + gap), py))


@cached_surface(art.ICONS)
def target_marker(size: int) -> pygame.Surface:
    """Cad Bane's Target marker: a red disc with cross-hairs."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(s, (0, 0, 0, 120), (c + 1, c + 1), c - 1)
    pygame.draw.circle(s, TARGET_RED, (c, c), c - 1)
    pygame.draw.circle(s, (250, 236, 220), (c, c), c - 1, max(1, size // 12))
    if not draw_icon(s, art.TOKEN_ICONS.get("target", ""), s.get_rect().inflate(-size // 4, -size // 4),
                     (250, 236, 220)):
        pygame.draw.circle(s, (250, 236, 220), (c, c), size * 0.22, max(1, size // 12))
    return s


@cached_surface(art.ICONS)
def strength_token(size: int, sign: int) -> pygame.Surface:
    """A +1 or −1 Strength token: green or red, its value written on it (not colour alone)."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    col = (52, 140, 80) if sign > 0 else (170, 52, 48)
    pygame.draw.circle(s, (0, 0, 0, 120), (c + 1, c + 1), c - 1)
    pygame.draw.circle(s, col, (c, c), c - 1)
    pygame.draw.circle(s, (240, 236, 226), (c, c), c - 1, max(1, size // 12))
    t = text("bold", max(7, int(size * 0.5)), "+1" if sign > 0 else "−1", (255, 255, 255))
    s.blit(t, t.get_rect(center=(c, c + 1)))
    return s


@cached_surface(art.ICONS)
def progress_marker(size: int, marked: bool) -> pygame.Surface:
    """A Progress requirement of a Bounty: a gold disc with a tick once marked, an empty
    ring while not."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    if marked:
        pygame.draw.circle(s, theme.GOLD, (c, c), c)
        pygame.draw.lines(s, (40, 28, 8), False, [(size * 0.25, size * 0.52), (size * 0.43, size * 0.72),
                                                  (size * 0.76, size * 0.3)], max(2, size // 6))
    else:
        pygame.draw.circle(s, (20, 18, 18, 200), (c, c), c)
        pygame.draw.circle(s, theme.GOLD, (c, c), c, max(1, size // 7))
    return s


# --- Deep Space ------------------------------------------------------------------------------------


def deep_space_key(st: State, lay, seat: int) -> tuple:
    p = st.players[seat]
    mover = lay.movers.get(seat)
    return (tuple((a, h, (c.x, c.y, c.w, c.h)) for a, h, c in lay.vehicle_cols.get(seat, ())), p.ext.aboard,
            tuple(p.ext.under), None if mover is None else tuple(mover))


#: the height of a Vehicle column's mark (and of the mover aboard beside it), in panel heights
MARK_H = 0.28


def vehicle_marks(lay, seat: int, col: pygame.Rect, panel: pygame.Rect,
                  aboard: bool) -> tuple[pygame.Rect, pygame.Rect]:
    """Where a Vehicle column's mark (Engaged, or the draw limit) and its words lie: the mark
    at the foot of the column, the words between the symbols and it. With the mover aboard
    (``aboard``: at the column's right, ``place_deep_space``) the mark stands at its left and
    the words above both: nothing covers them."""
    mark = max(10, int(min(col.w * 0.6, panel.h * MARK_H)))
    low = pygame.Rect(0, 0, mark, mark)
    low.midbottom = (col.centerx, panel.bottom - int(panel.h * 0.04))
    foot = low.top
    mover = lay.movers.get(seat) if aboard else None
    if mover is not None:
        low.size = (max(6, min(mark, mover.left - col.left - 2)),) * 2
        low.bottomleft = (col.left + max(0, (mover.left - col.left - low.w) // 2), panel.bottom - int(panel.h * 0.04))
        foot = min(low.top, mover.top)
    top = panel.top + int(panel.h * 0.54)
    return low, pygame.Rect(col.left, top, col.w, max(1, foot - top))


def draw_deep_space(surf: pygame.Surface, st: State, lay, seat: int, ds: int, panel: pygame.Rect, sc: float,
                    big: bool, used: tuple) -> None:
    """Under the cards: each engaged pair joined by a band through the panel with the
    Engaged mark; each unengaged Hero Vehicle's column says it lowers the draw limit. The Ally
    Vehicles' symbols (struck while engaged: its actions are blocked)."""
    ts = sc * lay.ui
    p = st.players[seat]
    for a, h, col in lay.vehicle_cols.get(seat, ()):
        # the words go between the symbols and the mark, when there is room for them
        low, words = vehicle_marks(lay, seat, col, panel, a >= 0 and p.mover == ds and p.ext.aboard == a)
        mark = low.w
        if a >= 0 and h >= 0:
            # the pair joined by a band, broken where the location's name and the word are written
            name_foot = panel.top + int(panel.h * 0.24)
            gap = words if big else pygame.Rect(col.left, low.top, col.w, 0)
            for top, bottom in ((lay.cards[h].bottom - 2, panel.top + 2), (name_foot, gap.top),
                                (gap.bottom, lay.cards[a].top + 2)):
                band = pygame.Rect(0, top, max(3, int(col.w * 0.12)), bottom - top)
                band.centerx = low.centerx  # through the mark (at the left with the mover aboard)
                pygame.draw.rect(surf, ENGAGED, band)
                pygame.draw.rect(surf, (60, 30, 10), band, max(1, band.w // 5))
            surf.blit(engaged_mark(mark), low)
            if big:
                # tried at the readable size first: the column's own scale gave 8 px where 12 fit
                draw_fit(surf, "cond-bold", readable(16 * ts), _("Engaged"), ENGAGED, words, min_size=7, optional=True,
                         what="board: engaged")
        elif a < 0:
            surf.blit(draw_limit_mark(mark), low)
            if big:
                draw_fit(surf, "cond-bold", readable(15 * ts), _("Unengaged: draw 1 fewer"), theme.BAD,
                         pygame.Rect(col.left, panel.top + int(panel.h * 0.27), col.w, low.top - panel.top
                                     - int(panel.h * 0.27)), min_size=7, wrap=True, max_lines=3, optional=True,
                         what="board: unengaged")
    for (s_seat, s_loc, row, _j), (sym, r) in lay.symbols.items():
        if s_seat != seat or s_loc != ds or not row.startswith("vehicle:"):
            continue
        v = int(row.split(":")[1])
        blocked = v in st.players[seat].ext.engaged
        surf.blit(art.symbol(sym, r.w, covered=blocked, used=(100 + v) in used), r.topleft)


@cached_surface(art.ICONS)
def engaged_mark(size: int) -> pygame.Surface:
    """An engaged pair's mark: clashing blades on an orange disc."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(s, (60, 30, 10), (c, c), c)
    pygame.draw.circle(s, ENGAGED, (c, c), c, max(1, size // 10))
    if not draw_icon(s, art.TOKEN_ICONS.get("engaged", ""), s.get_rect().inflate(-size // 3, -size // 3), ENGAGED):
        pygame.draw.line(s, ENGAGED, (size * 0.3, size * 0.3), (size * 0.7, size * 0.7), max(2, size // 8))
        pygame.draw.line(s, ENGAGED, (size * 0.7, size * 0.3), (size * 0.3, size * 0.7), max(2, size // 8))
    return s


@cached_surface(art.ICONS)
def draw_limit_mark(size: int) -> pygame.Surface:
    """An unengaged Hero Vehicle's mark: "−1" on a card (the draw limit it lowers)."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    card = pygame.Rect(0, 0, int(size * 0.62), int(size * 0.86))
    card.center = (size // 2, size // 2)
    pygame.draw.rect(s, (70, 24, 24), card, border_radius=max(2, size // 10))
    pygame.draw.rect(s, theme.BAD, card, max(1, size // 12), border_radius=max(2, size // 10))
    t = text("bold", max(7, int(size * 0.42)), "−1", (255, 236, 230))
    s.blit(t, t.get_rect(center=card.center))
    return s


def place_under_mover(lay, p: Player, mover: pygame.Rect) -> None:
    """The Fate Condition under the mover: its corner shows from under the pawn (and resting
    the pointer on it shows it large)."""
    for k, c in enumerate(p.ext.under):
        h = int(mover.h * 0.62)
        r = pygame.Rect(0, 0, int(h / CARD_RATIO), h)
        r.bottomright = (mover.centerx + r.w // 2 + 3 * k, mover.bottom - 2 - 3 * k)
        lay.cards[c] = r.move(-int(r.w * 0.45), 0)


def draw_under_mover(surf: pygame.Surface, st: State, lay, p: Player,
                     card_surface: Callable[[State, int, int, int], pygame.Surface]) -> None:
    """``card_surface``: the view's one function every face is drawn through (the hidden-cards
    test holds it), handed in by the board that calls this."""
    for c in p.ext.under:
        r = lay.cards.get(c)
        if r is not None:
            surf.blit(card_surface(st, c, r.w, r.h), r.topleft)


# --- By the portrait -------------------------------------------------------------------------------


def trophies(st: State, p: Player) -> tuple[str, int, int] | None:
    """(kind, how many, the goal) of what this villain keeps by the portrait, or None."""
    return _trophies(st, p)


def draw_trophies(surf: pygame.Surface, r: pygame.Rect, kind: str, got: int, goal: int, accent) -> None:
    """A row of ``goal`` places along ``r``: the ones won filled with their token."""
    n = max(goal, got)
    size = int(min(r.h, r.w / max(1, n) * 0.92))
    if size < 6:
        return
    xs = fan(r.centerx, r.w, n, size, size, r.centery - size // 2, size + max(1, size // 8))
    for k, x in enumerate(xs):
        surf.blit(trophy(kind, size, k < got, accent), x.topleft)


@cached_surface(art.ICONS)
def trophy(kind: str, size: int, won: bool, accent: tuple) -> pygame.Surface:
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    if not won:
        pygame.draw.circle(s, (0, 0, 0, 110), (c, c), c - 1)
        pygame.draw.circle(s, theme.mix(accent, (120, 120, 120), 0.5), (c, c), c - 1, max(1, size // 12))
        return s
    if kind == "target":
        return target_marker(size)
    colour = {"rebel": (200, 64, 56), "bounty": theme.GOLD}.get(kind, accent)
    pygame.draw.circle(s, (24, 20, 20), (c, c), c - 1)
    pygame.draw.circle(s, colour, (c, c), c - 1, max(1, size // 12))
    draw_icon(s, art.TOKEN_ICONS.get(kind, ""), s.get_rect().inflate(-size // 3, -size // 3), colour)
    if kind == "rebel":  # removed from the game: struck out
        pygame.draw.line(s, colour, (size * 0.2, size * 0.8), (size * 0.8, size * 0.2), max(2, size // 10))
    return s


# --- Credits and Ambition ---------------------------------------------------------------------------


@cached_surface(art.ICONS)
def credits_token(radius: int, value: str) -> pygame.Surface:
    """A Credits token: the gold coin with the Credits mark behind its number."""
    s = pygame.Surface((radius * 2 + 2, radius * 2 + 2), pygame.SRCALPHA)
    c = (radius + 1, radius + 1)
    coin(s, c, radius, "")
    pic = pygame.Rect(0, 0, int(radius * 1.5), int(radius * 1.5))
    pic.center = c
    draw_icon(s, art.TOKEN_ICONS.get("credits", ""), pic, (196, 150, 52))
    if value:
        t = text("bold", max(7, int(radius * 1.15)), value, (50, 34, 8))
        s.blit(t, t.get_rect(center=(c[0], c[1] + 1)))
    return s


def draw_currencies(surf: pygame.Surface, pw: pygame.Rect, credits: int, ambition: int, sc: float, ts: float,
                    big: bool) -> None:
    """The Credits and Ambition a player holds, each as its token with its count."""
    radius = max(6, int(pw.h * 0.36))
    pad = max(2, int(8 * sc))
    half = pw.w // 2
    for k, (tok, word) in enumerate(((credits_token(radius, str(credits)), _("Credits")),
                                     (ambition_token(radius, str(ambition)), _("Ambition")))):
        x = pw.left + k * half + pad
        surf.blit(tok, tok.get_rect(midleft=(x, pw.centery)))
        box = pygame.Rect(x + 2 * radius + pad // 2, pw.top, half - 2 * radius - pad - pad // 2, pw.h)
        draw_fit(surf, "bold", 20 * ts, word, theme.TEXT, box, align="left", min_size=8, optional=True,
                 what="board: currency")


# --- Action symbols in the box's words -------------------------------------------------------------

SYMBOL_WORDS = {
    "gain": (N_("Collect {n} Credits"), N_("Take {n} Credit tokens from the supply.")),
    "play": (N_("Play a Credits Card"), N_("Play a card from your hand, paying its cost in Credits: drag it onto a "
                                           "location or a card.")),
    "ambition": (N_("Play / Activate an Ambition Card"), N_("Play one card paid in Ambition, or use one Ambition "
                                                            "ability: click here, or drag the card.")),
    "activate": (N_("Activate an Ability"), N_("Pay a Credits activation cost and use the ability.")),
    "fate": (N_("Fate"), N_("Reveal two cards of an opponent's Fate deck and play one against them, or engage "
                            "one of their Ally Vehicles with a Hero Vehicle.")),
    "move_item_ally": (N_("Move / Maneuver"), N_("Drag an Ally to any location; click here (or drag an Ally "
                                                 "Vehicle onto a Hero Vehicle) to engage or disengage.")),
    "vanquish": (N_("Vanquish"), N_("Defeat a Hero with Allies of at least its Strength, or an engaged Hero "
                                    "Vehicle with its Ally Vehicle.")),
    "discard": (N_("Discard Cards"), N_("Discard as many cards from your hand as you like.")),
}


def symbol_words(st: State, sym: str) -> tuple[str, str] | None:
    """The name and meaning of an action symbol in Scum and Villainy's words, translated
    (None: another box, whose words are the default ones)."""
    if st.table.box.currencies[0] != "Credits":
        return None
    key = sym.rstrip("0123456789")
    if key not in SYMBOL_WORDS:
        return None
    name, does = SYMBOL_WORDS[key]
    n = sym[len(key):] or "1"
    return _(name).format(n=n), _(does).format(n=n)


# --- The enlarged card ------------------------------------------------------------------------------


def progress_lines(st: State, c: int) -> list[tuple[str, bool]]:
    """A Bounty in progress: each Progress requirement's words and whether it is marked."""
    d = st.table.defs[c]
    if d.type != "Bounty" or c not in st.attach:
        return []
    p = st.players[st.table.owner[c]]
    marked = p.ext.progress.get(c, ()) if p.ext is not None else ()
    return [(req.get("text", req["kind"]), i in marked) for i, req in enumerate(d.extra.get("progress", ()))]


def progress_panel_rect(st: State, c: int, card: pygame.Rect, s: float, screen: tuple[int, int],
                        lines: list | None = None) -> pygame.Rect | None:
    """Where ``draw_progress_panel`` puts the panel beside the card shown large at ``card``
    (below it, or above when there is no room; on the screen); None: ``c`` has none."""
    lines = progress_lines(st, c) if lines is None else lines
    if not lines:
        return None
    pad = max(4, int(10 * s))
    row = max(12, int(30 * s))
    panel = pygame.Rect(0, 0, card.w, pad * 2 + row * (len(lines) + 1))
    sw, sh = screen
    panel.midtop = (card.centerx, card.bottom + pad)
    if panel.bottom > sh - 4:
        panel.midbottom = (card.centerx, card.top - pad)
    panel.clamp_ip(pygame.Rect(0, 0, sw, sh))
    return panel


def draw_progress_panel(surf: pygame.Surface, st: State, c: int, card: pygame.Rect, s: float) -> None:
    """Beside an enlarged Bounty: its Progress requirements, each with its marker (ticked:
    marked), so which are done reads at a glance."""
    lines = progress_lines(st, c)
    panel = progress_panel_rect(st, c, card, s, surf.get_size(), lines)
    if panel is None:
        return
    pad = max(4, int(10 * s))
    row = max(12, int(30 * s))
    pygame.draw.rect(surf, (24, 20, 20), panel, border_radius=int(10 * s))
    pygame.draw.rect(surf, theme.GOLD, panel, max(1, int(2 * s)), border_radius=int(10 * s))
    title = pygame.Rect(panel.left + pad, panel.top + pad, panel.w - 2 * pad, row)
    draw_fit(surf, "bold", 18 * s, _("Progress"), theme.GOLD, title, align="left", min_size=8, what="zoom: progress")
    for k, (words, done) in enumerate(lines):
        y = title.bottom + k * row
        mark = int(row * 0.7)
        surf.blit(progress_marker(mark, done), (panel.left + pad, y + (row - mark) // 2))
        box = pygame.Rect(panel.left + pad + mark + pad // 2, y, panel.right - pad - (panel.left + pad + mark + pad // 2),
                          row)
        draw_fit(surf, "cond", 17 * s, words, theme.TEXT if done else theme.TEXT_DIM, box, align="left", min_size=8,
                 wrap=True, max_lines=2, what="zoom: progress")
