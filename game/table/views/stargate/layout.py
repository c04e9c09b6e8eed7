"""Where everything lies on the mission-duel table, in the kit's units.

The seat at the screen (or seat 1 when nobody is) sits at the bottom with its hand fanned; the
others share the top. The current mission is in the middle, with a slot for complications;
the log is on the right. Only rectangles here: ``drawing`` paints them, ``drops`` hit-tests.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.games.stargate import totals as T
from game.games.stargate.state import State
from game.table.kit.fans import arc
from game.table.kit.layout import Units, scale_for
from game.table.kit.pieces import fan

CARD = (112, 156)  # a card in play or at the mission, reference pixels
HAND = (132, 184)
MISSION = (150, 206)


@dataclass
class SeatArea:
    seat: int
    panel: pygame.Rect  # the whole area
    info: pygame.Rect  # name, role, power, counters
    play: pygame.Rect  # cards in play (not at the mission)
    hand: pygame.Rect  # the hand (fanned face up for the seat at the screen)
    cards: dict[int, pygame.Rect] = field(default_factory=dict)  # in play
    hand_cards: dict[int, pygame.Rect] = field(default_factory=dict)
    hand_leans: dict[int, float] = field(default_factory=dict)  # degrees: the hand is held in an arc


@dataclass
class Layout:
    size: tuple[int, int]
    s: float
    bottom: int  # the seat drawn at the bottom
    top: pygame.Rect
    log: pygame.Rect
    mission: pygame.Rect  # the drop target "mission"
    slot: pygame.Rect  # the drop target "complication"
    sums: pygame.Rect
    bar: pygame.Rect
    seats: dict[int, SeatArea]
    at_mission: dict[int, pygame.Rect]  # cards at the mission (mission card, obstacles, assigned...)
    hidden_at_mission: list[tuple[int, pygame.Rect]]  # complications (face down unless shown)
    #: the hero's and the villain's halves of the mission, for their labels
    mission_halves: tuple[pygame.Rect, pygame.Rect] | None = None
    #: the scale of the chrome (the top line and its buttons, the bar, the log): the UI scale
    #: whole; ``s`` is the board's, as large as the window leaves room for (at most the same)
    ui: float = 0.0

    def __post_init__(self) -> None:
        if not self.ui:
            self.ui = self.s

    def u(self) -> Units:
        return Units(self.s)

    def card_rects(self) -> dict[int, pygame.Rect]:
        """Every card's rectangle, by card (for glides)."""
        out: dict[int, pygame.Rect] = {}
        for a in self.seats.values():
            out.update(a.cards)
            out.update(a.hand_cards)
        out.update(self.at_mission)
        out.update(dict(self.hidden_at_mission))
        return out


def assigned(st: State) -> set[int]:
    m = st.mission
    out = set(m.heroes) | set(m.hero_ships) | set(m.villain_ships)
    if m.adversary >= 0:
        out.add(m.adversary)
    return out


#: the board's height in reference pixels, the top line and the bar left out: what the seats,
#: the mission and the hand need at the board's scale
BOARD_H = 1080 - 54 - 52
#: the board's least width in reference pixels (the log left out)
BOARD_W = 1400
LOG_SHARE = 0.3  # the log's widest, in window widths (its words wrap onto more lines)


def board_scale(size: tuple[int, int], ui_s: float, with_log: bool = True) -> float:
    """The board's scale when the chrome is drawn at ``ui_s``: the chrome's own, or less when
    the window has no room for it (1280×720 at 200 %): the board then fills what the larger top
    line, bar and log leave, instead of running under them."""
    w, h = size
    log_w = min(int(370 * ui_s), int(w * LOG_SHARE)) if with_log else 0
    room_h = h - int(54 * ui_s) - int(52 * ui_s)
    return max(0.1, min(ui_s, room_h / BOARD_H, (w - log_w) / BOARD_W))


def compute(st: State, size: tuple[int, int], viewer: int, ui: float = 1.0, show_hand: bool = True,
            with_log: bool = True) -> Layout:
    ui_s = scale_for(size, ui)
    s = board_scale(size, ui_s, with_log)
    u, c = Units(s), Units(ui_s)
    w, h = size
    bottom = viewer if 0 <= viewer < st.players else 0
    top = pygame.Rect(0, 0, w, c(54))
    log_w = min(c(362), int(w * LOG_SHARE) - c(8))
    log = pygame.Rect(w - log_w - c(8), top.bottom + u(6), log_w, 0) if with_log else pygame.Rect(w, top.bottom, 0, 0)
    field_w = log.left - u(12)
    others = [(bottom + k) % st.players for k in range(1, st.players)]
    opp_h = u(252)
    seats: dict[int, SeatArea] = {}
    col = field_w // max(1, len(others))
    for k, p in enumerate(others):
        panel = pygame.Rect(u(8) + k * col, top.bottom + u(6), col - u(8), opp_h)
        seats[p] = _seat_area(p, panel, u, hand_h=u(46))
    mine_h = u(228 - 52) + c(52) + u(HAND[1]) + u(70)
    panel = pygame.Rect(u(8), h - mine_h - u(6), field_w - u(8), mine_h)
    me = _seat_area(bottom, panel, u, hand_h=u(HAND[1]) + u(14), play_h=u(CARD[1]) + u(54))
    seats[bottom] = me
    bar = pygame.Rect(panel.left, me.play.bottom + u(2), panel.w, c(52))
    me.hand = pygame.Rect(panel.left + u(8), bar.bottom + u(6), panel.w - u(16), panel.bottom - bar.bottom - u(10))
    mission = pygame.Rect(u(8), top.bottom + opp_h + u(14), field_w - u(8), 0)
    mission.h = panel.top - mission.top - u(8)
    log.h = h - log.top - u(8)
    sums = pygame.Rect(mission.left + u(10), mission.bottom - u(64), mission.w - u(20), u(56))
    slot = pygame.Rect(0, 0, u(CARD[0]) + u(30), u(CARD[1]) * 7 // 10)
    lay = Layout(size, s, bottom, top, log, mission, slot, sums, bar, seats, {}, [], ui=ui_s)
    _place_cards(st, lay, show_hand)
    return lay


def _seat_area(p: int, panel: pygame.Rect, u: Units, hand_h: int, play_h: int | None = None) -> SeatArea:
    info = pygame.Rect(panel.left + u(6), panel.top + u(6), u(250), (play_h or panel.h - hand_h - u(12)))
    play_top = panel.top + u(6)
    play = pygame.Rect(info.right + u(8), play_top, panel.right - info.right - u(14), play_h or panel.h - hand_h - u(12))
    hand = pygame.Rect(info.right + u(8), play.bottom + u(2), play.w, hand_h)
    return SeatArea(p, panel, info, play, hand)


def _place_cards(st: State, lay: Layout, show_hand: bool) -> None:
    u = lay.u()
    at = assigned(st)
    cw, ch = u(CARD[0]), u(CARD[1])
    for p, a in lay.seats.items():
        cards = [c for c in st.seats[p].play if c not in at]
        big = p == lay.bottom
        k = 1.0 if big else 0.82
        w_, h_ = int(cw * k), int(ch * k)
        y = a.play.top + (a.play.h - h_) // 2 if not big else a.play.top + u(20)
        rects = fan(a.play.centerx, a.play.w, len(cards), w_, h_, y, w_ + u(8))
        a.cards = dict(zip(cards, rects, strict=True))
        if big:
            hw, hh = u(HAND[0]), u(HAND[1])
            hand = st.seats[p].hand
            held = arc(a.hand.centerx, a.hand.w, len(hand), hw, hh, a.hand.top + u(4), hw + u(10))
            a.hand_cards = {c: r for c, (r, _lean) in zip(hand, held, strict=True)}
            a.hand_leans = {c: lean for c, (_r, lean) in zip(hand, held, strict=True)}
    m = st.mission
    if m.card < 0:
        lay.slot.midright = (lay.mission.right - u(16), lay.mission.top + u(90))
        return
    mh = min(u(MISSION[1]), lay.sums.top - lay.mission.top - u(20))
    mr = pygame.Rect(0, 0, mh * MISSION[0] // MISSION[1], mh)
    mr.topleft = (lay.mission.left + u(16), lay.mission.top + u(12))
    lay.at_mission[m.card] = mr
    # the hero's cards and the villain's side by side, right of the mission card
    sh = min(int(ch * 0.86), lay.sums.top - lay.mission.top - u(40))
    sw = sh * CARD[0] // CARD[1]
    x = mr.right + u(26)
    row_y = lay.mission.top + u(30)
    groups_v = list(m.obstacles) + ([m.adversary] if m.adversary >= 0 else []) + list(m.villain_ships)
    groups_h = list(m.heroes) + list(m.hero_ships)
    room = lay.mission.right - u(200) - x
    half = room // 2
    for cards, left in ((groups_h, x), (groups_v, x + half + u(10))):
        rects = fan(left + (half - u(10)) / 2, half - u(20), len(cards), sw, sh, row_y, sw + u(8))
        for c, r in zip(cards, rects, strict=True):
            lay.at_mission[c] = r
    avail = lay.sums.top - lay.mission.top - u(38)
    lay.slot.h = avail * 9 // 20
    lay.slot.topright = (lay.mission.right - u(14), lay.mission.top + u(30))
    comps = list(m.complications)
    ch2 = avail - lay.slot.h - u(6)
    cw2 = ch2 * CARD[0] // CARD[1]
    rects = fan(lay.slot.centerx, lay.slot.w + u(30), len(comps), cw2, ch2, lay.slot.bottom + u(6), cw2 + u(4))
    lay.hidden_at_mission = list(zip(comps, rects, strict=True))
    lay.mission_halves = (pygame.Rect(x, row_y - u(22), half, sh + u(26)),
                          pygame.Rect(x + half + u(10), row_y - u(22), half, sh + u(26)))


def kind(st: State, c: int) -> str:
    return T.card(st, c).kind
