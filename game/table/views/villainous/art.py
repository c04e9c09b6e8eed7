"""Everything drawn: card faces and backs, action symbols, tokens, board panels.

All original: shapes, gradients and DejaVu text drawn at the size they are shown, so
they stay crisp at every scale. Surfaces are cached by (what, size).
"""

from __future__ import annotations

import math

import pygame

from game.games.villainous.vocabulary import SYMBOL_NAMES  # noqa: F401 - re-exported for the table
from game.i18n import N_, _, language, proper_name

from ...kit import theme
from ...kit.assets import text
from ...kit.cache import MIB, SurfaceCache, cached_surface
from ...kit.draw import coin, emblem, shield
from ...kit.draw import rounded as kit_rounded
from ...kit.icons import draw_icon
from ...kit.textfit import draw_fit, layout_text

#: accent, base of the first box's villains (as in their data files): the rules legend's
#: mover wears Gaston's
PALETTES = {
    "gaston": ((200, 160, 64), (122, 16, 36)),
    "lady-tremaine": ((47, 163, 154), (74, 31, 79)),
    "horned-king": ((111, 143, 58), (216, 206, 176)),
}
# with the colour-blind-safe colours the first box's villains keep the three safe accents
# furthest apart; any other villain's is picked from its key
theme.fix_safe_accents({"gaston": 0, "lady-tremaine": 1, "horned-king": 2})

# the rulebook's names of the symbols (game vocabulary), for the catalogue: shown as _(name)
SYMBOL_NAMES_SHOWN = (N_("Gain 1 Power"), N_("Gain 2 Power"), N_("Gain 3 Power"), N_("Play a Card"), N_("Activate"),
                      N_("Fate"), N_("Move an Item or Ally"), N_("Move a Hero"), N_("Vanquish"), N_("Discard Cards"),
                      N_("Play / Activate an Ambition Card"))

SYMBOL_HELP = {
    "gain1": N_("Take 1 Power from the supply."),
    "gain2": N_("Take 2 Power from the supply."),
    "gain3": N_("Take 3 Power from the supply."),
    "play": N_("Play one card from your hand: drag it onto a location or a card."),
    "activate": N_("Use the Activated ability of one of your cards (pay its cost)."),
    "fate": N_("Reveal two cards of an opponent's Fate deck and play one against them."),
    "move_item_ally": N_("Move one of your Allies or Items to the next location."),
    "move_hero": N_("Move a Hero to the next location."),
    "vanquish": N_("Defeat a Hero with Allies at its location whose Strength adds up."),
    "discard": N_("Discard as many cards from your hand as you like."),
}


rounded = kit_rounded

ICONS = SurfaceCache("art: icons", 4 * MIB)  # symbols, tokens, backs, movers: few, small



def _picks() -> dict:
    """The pictures of the action symbols and tokens (assets/icons/picks/villainous.json)."""
    import json

    from ...kit.assets import asset_path

    try:
        return json.loads(asset_path("icons", "picks", "villainous.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}


PICKS = _picks()
SYMBOL_ICONS: dict[str, str] = PICKS.get("symbols", {})
TOKEN_ICONS: dict[str, str] = PICKS.get("tokens", {})
TOKEN_NAMES = {
    "power": N_("Power"),
    "strength": N_("Strength"),
    "obstacle": N_("Obstacle"),
    "trapped": N_("Trapped token"),
    "locked": N_("Locked location"),
    "mover": N_("Villain mover"),
    "cauldron": N_("The Black Cauldron"),
    "fate_token": N_("Fate token"),
}


# --- Action symbols --------------------------------------------------------------


@cached_surface(ICONS)
def symbol(sym: str, size: int, covered: bool = False, used: bool = False) -> pygame.Surface:
    """An action symbol: its picture on a round token; struck through when covered."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    r = size * 0.46
    base = (70, 58, 50) if not covered else (40, 36, 34)
    ring = theme.GOLD if not (covered or used) else (110, 100, 90)
    pygame.draw.circle(s, base, (c, c), r)
    pygame.draw.circle(s, ring, (c, c), r, max(2, size // 18))
    ink = theme.TEXT if not (covered or used) else (120, 112, 104)
    pic = pygame.Rect(0, 0, int(r * 1.3), int(r * 1.3))
    pic.center = (int(c), int(c))
    if sym.startswith("gain"):
        gold = theme.GOLD if not covered else (110, 96, 60)
        if not draw_icon(s, SYMBOL_ICONS.get(sym, ""), pic, theme.mix(gold, base, 0.35)):
            pygame.draw.circle(s, gold, (c, c), r * 0.62)
        n = text("bold", int(size * 0.5), sym[4:], (255, 244, 214) if not covered else (150, 140, 120))
        sh = text("bold", int(size * 0.5), sym[4:], (30, 20, 6))
        at = n.get_rect(center=(c, c + 1))
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (1, 1)):
            s.blit(sh, at.move(dx * max(1, size // 40), dy * max(1, size // 40)))
        s.blit(n, at)
    elif not draw_icon(s, SYMBOL_ICONS.get(sym, ""), pic, ink):
        t = text("bold", int(size * 0.4), sym[:1].upper(), ink)
        s.blit(t, t.get_rect(center=(c, c)))
    if covered:
        pygame.draw.line(s, theme.BAD, (size * 0.18, size * 0.18), (size * 0.82, size * 0.82), max(2, size // 12))
    return s


@cached_surface(ICONS)
def token(kind: str, size: int, colour: tuple = theme.TEXT) -> pygame.Surface:
    """A token's picture alone (the rules help's legend, the hint)."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    draw_icon(s, TOKEN_ICONS.get(kind, ""), s.get_rect(), colour)
    return s


# --- Cards -----------------------------------------------------------------------


_emblem = emblem
_EMBLEMS = SurfaceCache("art: emblems", 4 * MIB)  # the villains' pictures by their portraits


@cached_surface(_EMBLEMS)
def emblem_picture(w: int, h: int, key: str, accent, base, icon: str = "") -> pygame.Surface:
    """A villain's picture (``emblem``) alone, for a board's portrait: drawn once per size and
    colours, and blitted whenever the portrait is drawn again (the turn passing, a board
    shown large)."""
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    emblem(s, s.get_rect(), key, accent, base, False, icon)
    return s



_coin = coin  # the Power coin: the kit's counter
_shield = shield  # Strength: the kit's shield counter


CARD_TYPES = (N_("Ally"), N_("Item"), N_("Effect"), N_("Condition"), N_("Hero"),  # a card's type line
              N_("Contact"), N_("Vehicle"), N_("Bounty"), N_("Prince"))
_FACES = SurfaceCache("art: card faces", 16 * MIB)  # each card at each size it lies at (a glide scales one)
NAMED_CARD_WIDTH = 60  # a card at least this wide always prints its whole name; a smaller one
# prints it when it fits, else shows its monogram (hovering shows the card large)


_LARGE = SurfaceCache("art: large faces", 6 * MIB)  # cards shown large (the zoom, rendered ahead)
LARGE_SHARE = 0.3  # a face at least this share of the window's height is a large one


def _store(h: int) -> SurfaceCache:
    """Large faces are kept apart, so that rendering them ahead never pushes out the faces
    the boards and the hand show (those would be rendered again at the next move)."""
    screen = pygame.display.get_surface() if pygame.display.get_init() else None
    return _LARGE if screen is not None and h >= LARGE_SHARE * screen.get_height() else _FACES


def card_face(d, w: int, h: int, accent: tuple, base: tuple) -> pygame.Surface:
    """A card drawn from its data: cost, name, emblem, type line, ability, Strength (cached)."""
    key = (d.villain, d.key, w, h, accent, base, language())  # a card's words change with the language
    store = _store(h)
    face = store.get(key)
    if face is None:
        face = store.put(key, _draw_face(d, w, h, accent, base))
    return face


def face_cached(d, w: int, h: int, accent: tuple, base: tuple) -> bool:
    """Whether ``card_face`` with these arguments is a cache hit."""
    return (d.villain, d.key, w, h, accent, base, language()) in _store(h)  # card_face's key


def _draw_face(d, w: int, h: int, accent: tuple, base: tuple) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    fate = d.deck == "fate"
    radius = max(3, w // 14)
    frame = theme.FATE_FRAME if fate else accent
    body = (248, 246, 240) if fate else theme.mix(base, (0, 0, 0), 0.35)
    ink = (30, 28, 34) if fate else theme.TEXT
    if d.type in ("Effect", "Condition"):
        body = theme.mix(body, (60, 40, 90) if d.type == "Condition" else (40, 60, 90), 0.25)
        ink = theme.readable_on(body)
    rounded(s, s.get_rect(), frame, radius)
    inner = s.get_rect().inflate(-max(2, w // 25) * 2, -max(2, w // 25) * 2)
    rounded(s, inner, body, radius - 1)
    pad = max(2, w // 20)
    # name: fitted (shrunk, then on up to three lines); a card too small to print it shows
    # its monogram, and hovering it shows it large
    name_size = max(7, int(h * 0.065))
    # room for the cost coin wherever one is drawn (a Bounty's or Contact's too, even at 0)
    cost_room = int(w * 0.2) if d.cost or not fate and d.type != "Condition" else 0
    name_box = pygame.Rect(inner.left + pad + cost_room, inner.top + pad, inner.w - 2 * pad - cost_room,
                           int(h * 0.19))
    if cost_room and not layout_text("cond-bold", name_size, proper_name(d.name), name_box.w, name_box.h, 6, True, 3)[2]:
        # a long word ("Stormtroopers") beside the cost coin: the name goes under the coin, full width
        name_box = pygame.Rect(inner.left + pad, inner.top + int(w * 0.19), inner.w - 2 * pad, int(h * 0.19))
    drawn = draw_fit(s, "cond-bold", name_size, proper_name(d.name), ink, name_box, align="left", valign="top", min_size=6,
                     wrap=True, max_lines=3, optional=w < NAMED_CARD_WIDTH, what="card: name")
    y = max(drawn.bottom, inner.top + int(h * 0.17))
    # emblem
    art = pygame.Rect(inner.left + pad, y + pad // 2, inner.w - 2 * pad, int(h * 0.27))
    _emblem(s, art, d.key, accent if not fate else (90, 100, 140), base if not fate else (220, 220, 230), fate,
            d.icon)
    # type line
    tl_size = max(6, int(h * 0.048))
    type_line = _(d.type) + (_(" · Fate") if fate else "")
    ty = art.bottom + max(1, pad // 2)
    tl_box = pygame.Rect(inner.left + pad, ty, inner.w - 2 * pad, max(1, int(tl_size * 1.3)))
    draw_fit(s, "cond", tl_size, type_line.upper(), theme.mix(ink, body, 0.3), tl_box, valign="top", min_size=6,
             optional=True)
    # ability: fitted into the room left, or left to the enlarged card when too small to read
    ab_top = tl_box.bottom + max(1, pad // 2)
    ab_size = max(7, int(h * 0.052))
    # the Strength shield's corner is kept clear: the last line ends above the shield
    room = (strength_rect(inner, w).top - max(1, w // 40) if d.strength is not None else inner.bottom - pad) - ab_top
    ab_box = pygame.Rect(inner.left + pad, ab_top, inner.w - 2 * pad, max(1, room))
    said = draw_fit(s, "cond", ab_size, _(d.text), ink, ab_box, align="left", valign="top", min_size=7, wrap=True,
                    optional=True, largest=True)
    if d.text and not said.w and ab_box.h >= 8:
        # too long to read at this size: an ellipsis says there are words to read (the card
        # shown large has them); an empty box read as a card with no ability to a new player
        dots = text("cond-bold", max(10, min(ab_box.h, int(h * 0.15))), "…", theme.mix(ink, body, 0.2))
        s.blit(dots, dots.get_rect(midtop=(ab_box.centerx, ab_box.top)))
    # activate marker
    if d.activate_cost is not None:
        m = symbol("activate", max(10, int(w * 0.16)))
        s.blit(m, (inner.right - m.get_width() - 1, art.bottom - m.get_height() // 2))
    # cost and strength
    if not fate and d.type != "Condition":
        at, radius = (inner.left + int(w * 0.1), inner.top + int(w * 0.1)), max(5, int(w * 0.085))
        if d.extra.get("currency") == "ambition":  # Scum and Villainy: paid in Ambition, the violet token
            tok = ambition_token(radius, str(d.cost))
            s.blit(tok, tok.get_rect(center=at))
        else:
            _coin(s, at, radius, str(d.cost))
    if d.strength is not None:
        at = strength_rect(inner, w)
        _shield(s, (at.centerx, inner.bottom - int(w * 0.1)), at.w // 2, str(d.strength))
    return s.convert_alpha() if pygame.display.get_init() and pygame.display.get_surface() else s


def strength_rect(inner: pygame.Rect, w: int) -> pygame.Rect:
    """Where a face ``w`` wide draws its Strength shield (the kit's ``shield``: from 0.9 of
    its radius above its centre to 1.05 below), ``inner`` the face's inner frame."""
    radius = max(5, int(w * 0.085))
    x, y = inner.left + int(w * 0.11), inner.bottom - int(w * 0.1)  # low in its corner
    return pygame.Rect(x - radius, y - int(radius * 0.9) - 1, 2 * radius, int(radius * 1.95) + 2)


@cached_surface(ICONS)
def card_back(fate: bool, w: int, h: int, accent: tuple, base: tuple) -> pygame.Surface:
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    radius = max(3, w // 14)
    if fate:
        rounded(s, s.get_rect(), (236, 238, 244), radius)
        rounded(s, s.get_rect().inflate(-w // 8, -w // 8), (190, 196, 214), radius, max(1, w // 30))
        t = text("serif", int(h * 0.16), "F", (120, 128, 160))
    else:
        rounded(s, s.get_rect(), accent, radius)
        rounded(s, s.get_rect().inflate(-w // 10, -w // 10), base, radius)
        for k in range(1, 4):
            pygame.draw.ellipse(s, theme.mix(accent, base, 0.4), s.get_rect().inflate(-w * k // 5, -h * k // 5), 1)
        t = text("serif", int(h * 0.16), "V", accent)
    s.blit(t, t.get_rect(center=s.get_rect().center))
    return s


@cached_surface(ICONS)
def mini_label(name: str, w: int, fate: bool) -> pygame.Surface:
    """A name strip for tiny cards on opponents' boards."""
    size = max(7, w // 7)
    t = text("cond-bold", size, name, (20, 20, 24) if fate else theme.TEXT)
    return t


# --- Tokens ----------------------------------------------------------------------


@cached_surface(ICONS)
def obstacle(size: int) -> pygame.Surface:
    """An Obstacle: a boulder on a stone hexagon."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pts = [(c + math.cos(a) * size * 0.48, c + math.sin(a) * size * 0.48) for a in
           [i * math.pi / 3 + math.pi / 6 for i in range(6)]]
    pygame.draw.polygon(s, (96, 84, 70), pts)
    pygame.draw.polygon(s, (52, 44, 36), pts, max(1, size // 12))
    if not draw_icon(s, TOKEN_ICONS.get("obstacle", ""), s.get_rect().inflate(-size // 4, -size // 4), (214, 200, 176)):
        pygame.draw.circle(s, (170, 150, 120), (c, c), size * 0.25)
    return s


@cached_surface(ICONS)
def lock_icon(size: int) -> pygame.Surface:
    """A locked location's padlock."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    if not draw_icon(s, TOKEN_ICONS.get("locked", ""), s.get_rect(), (226, 196, 90), shadow=(0, 0, 0, 160)):
        rounded(s, pygame.Rect(size * 0.18, size * 0.45, size * 0.64, size * 0.48), (210, 180, 70), size // 10)
    return s


@cached_surface(ICONS)
def trapped_icon(size: int) -> pygame.Surface:
    """A Trapped token on a Hero."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    pygame.draw.circle(s, (40, 40, 48, 230), (size / 2, size / 2), size / 2)
    pygame.draw.circle(s, (200, 200, 210), (size / 2, size / 2), size / 2, max(1, size // 14))
    if not draw_icon(s, TOKEN_ICONS.get("trapped", ""), s.get_rect().inflate(-size // 4, -size // 4), (220, 220, 230)):
        for i in range(1, 4):
            x = size * i / 4
            pygame.draw.line(s, (200, 200, 210), (x, size * 0.15), (x, size * 0.85), max(1, size // 10))
    return s


@cached_surface(ICONS)
def mover(size: int, accent: tuple, base: tuple) -> pygame.Surface:
    """The Villain mover: a standing pawn in the villain's colours."""
    w, h = int(size * 0.7), size
    s = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.ellipse(s, (0, 0, 0, 90), pygame.Rect(w * 0.05, h * 0.86, w * 0.9, h * 0.14))
    pygame.draw.polygon(s, base, [(w * 0.12, h * 0.92), (w * 0.88, h * 0.92), (w * 0.62, h * 0.38), (w * 0.38, h * 0.38)])
    pygame.draw.polygon(s, accent, [(w * 0.12, h * 0.92), (w * 0.88, h * 0.92), (w * 0.62, h * 0.38), (w * 0.38, h * 0.38)],
                        max(2, size // 16))
    pygame.draw.circle(s, base, (w / 2, h * 0.26), w * 0.24)
    pygame.draw.circle(s, accent, (w / 2, h * 0.26), w * 0.24, max(2, size // 16))
    return s


@cached_surface(ICONS)
def cauldron(size: int, side: int) -> pygame.Surface:
    """The Black Cauldron tile: side 1 (dormant) or 2 (its Power, glowing)."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    glow = side == 2
    if glow:
        for k in range(6, 0, -1):
            pygame.draw.circle(s, (80, 200, 90, 18 * k), (size / 2, size * 0.5), size * 0.08 * k)
    colour = (120, 230, 130) if glow else (150, 150, 150)
    if not draw_icon(s, TOKEN_ICONS.get("cauldron", ""), s.get_rect().inflate(-size // 8, -size // 8), colour,
                     shadow=(0, 0, 0, 160)):
        pygame.draw.ellipse(s, (30, 30, 30), pygame.Rect(size * 0.18, size * 0.35, size * 0.64, size * 0.5))
    return s


AMBITION_INK = (116, 84, 190)


@cached_surface(ICONS)
def ambition_token(radius: int, value: str) -> pygame.Surface:
    """An Ambition token: a violet disc with the Ambition mark behind its number."""
    s = pygame.Surface((radius * 2 + 2, radius * 2 + 2), pygame.SRCALPHA)
    c = (radius + 1, radius + 1)
    pygame.draw.circle(s, AMBITION_INK, c, radius)
    pygame.draw.circle(s, (220, 200, 255), c, radius, max(1, radius // 6))
    pic = pygame.Rect(0, 0, int(radius * 1.4), int(radius * 1.4))
    pic.center = c
    draw_icon(s, TOKEN_ICONS.get("ambition", ""), pic, (150, 120, 220))
    if value:
        t = text("bold", max(7, int(radius * 1.15)), value, (255, 255, 255))
        sh = text("bold", max(7, int(radius * 1.15)), value, (30, 10, 60))
        at = t.get_rect(center=(c[0], c[1] + 1))
        s.blit(sh, at.move(1, 1))
        s.blit(t, at)
    return s
