"""The mission-duel table's frame besides the board: the log, the cards gliding, the drag
with its targets and price, the bar, the buttons, the card shown large, the menu, the
banner, the message and the rules' pages, each as the kit's parts.

What is drawn, apart from the scene that holds the match: every function here takes a seen
game's state (``GameDefinition.seen``), its ``Layout`` and plain values in table terms (words,
rectangles, the legal drops' targets), and every part it returns draws from those alone, so
no part can reach a card the seat at the screen may not see (tests/stargate/test_view_seen.py).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

import pygame

from game.games.stargate.cards import is_face_down
from game.games.stargate.state import State
from game.i18n import _
from game.table.kit import theme
from game.table.kit.animator import Glide
from game.table.kit.assets import text, wrap
from game.table.kit.drag import Drag
from game.table.kit.draw import banner, glow, rounded, rounded_body, toast, toast_rect
from game.table.kit.fans import flight_source
from game.table.kit.layer import Part
from game.table.kit.layer import look as part_look
from game.table.kit.match_scene import zoom_rect
from game.table.kit.textfit import draw_fit, readable
from game.table.kit.widgets import (
    BarPages,
    Menu,
    Widget,
    draw_button,
    draw_page_turns,
    draw_question,
)

from .drawing import VILLAIN, card_key, draw_card, draw_in_flight
from .layout import Layout


def log_parts(r: pygame.Rect, ui: float, log: Sequence[str]) -> dict:
    """The log (its newest entries ``log``) in ``r`` as a part."""
    if r.w <= 0:
        return {}
    log = tuple(log)
    return {("log",): Part(r, (part_look(ui), log), lambda surf: draw_log(surf, r, ui, log),
                           solid=rounded_body(r, int(10 * ui)))}


def draw_log(surf, r: pygame.Rect, s: float, log: Sequence[str]) -> None:
    """The log's newest entries (``log``) that fit, each wrapped onto as many lines as it
    needs, at a size that stays readable at 1280×720."""
    rounded(surf, r, theme.PANEL, int(10 * s))
    draw_fit(surf, "bold", 20 * s, _("Log"), theme.GOLD, pygame.Rect(r.left + int(10 * s), r.top + int(4 * s),
             r.w, int(28 * s)), align="left", min_size=8, what="stargate: log")
    size = readable(15 * s)
    width = r.w - int(20 * s)
    top, y = r.top + int(36 * s), r.bottom - int(6 * s)
    lh = text("cond", size, "Ag", theme.TEXT).get_height()
    for entry in reversed(log):
        pieces = wrap("cond", size, entry, width)
        if y - lh * len(pieces) < top:
            return  # a whole entry or none: never the tail of one
        for piece in reversed(pieces):
            y -= lh
            surf.blit(text("cond", size, piece, theme.TEXT), (r.left + int(10 * s), y))
        y -= max(1, int(3 * s))


def glide_parts(st: State, lay: Layout, glides: Iterable[Glide], now: float) -> dict:
    """The cards gliding, where they are at ``now``: each painted once at its glide's
    source size and scaled, face up unless face down in ``st``."""
    s = lay.s
    look = part_look(s)
    parts = {}
    for g in glides:
        c = g.key
        if isinstance(c, int) and 0 <= c < len(st.status):
            r = g.rect_at(now)
            face = not is_face_down(st.table, c)
            source = flight_source(g.start, g.end, r)
            parts[("glide", c)] = Part(r, (look, tuple(r), source, card_key(st, c, s, face)),
                                       lambda surf, c=c, r=r, source=source, face=face: draw_in_flight(
                                           surf, st, c, source, r, s, face))
    return parts


def returning_part(st: State, lay: Layout, c: int, glide: Glide, now: float) -> Part:
    """A refused card gliding home, face up (only the seat's own cards are dragged); painted
    at the chrome's scale (the UI scale), as it always was."""
    s = lay.s
    r = glide.rect_at(now)
    source = flight_source(glide.start, glide.end, r)
    return Part(r, (part_look(s), c, tuple(r), source, card_key(st, c, s, True)),
                lambda surf: draw_in_flight(surf, st, c, source, r, lay.ui, True))


def target_rects(lay: Layout, targets: Iterable) -> list[tuple[pygame.Rect, tuple]]:
    """Where the dragged card may go (the legal drops' targets), outlined: each rectangle
    and its colour."""
    rects = lay.card_rects()
    out = []
    for target in targets:
        if target == "mission":
            out.append((lay.mission, theme.GOOD))
        elif target == "complication":
            out.append((lay.slot, VILLAIN))
        elif target[0] == "card" and target[1] in rects:
            out.append((rects[target[1]], theme.GOOD))
        elif target[0] == "area":
            out.append((lay.seats[target[1]].play, theme.GOOD))
    return out


def drag_parts(lay: Layout, drag: Drag, price: str | None) -> dict:
    """A card being dragged: the places it may go glowing, the card under the pointer, and
    what it costs. The glow and the price's words are drawn at the chrome's scale (the UI
    scale) in rectangles of the board's."""
    s, ui = lay.s, lay.ui
    look = part_look(s)
    parts = {}
    glows = target_rects(lay, drag.targets)
    if glows:
        m = int(4 * s) + 4
        parts[("targets",)] = Part(glows[0][0].unionall([r for r, _c in glows]).inflate(2 * m, 2 * m),
                                   (look, id(drag), tuple((tuple(r), c) for r, c in glows)),
                                   lambda surf: draw_targets(surf, glows, ui))
    area = drag.area()
    parts[("drag",)] = Part(area, ("drag", drag.piece, id(drag), tuple(area)), drag.draw)
    if price:
        r = drag.rect()
        t = pygame.Rect(0, 0, int(360 * s), int(30 * s))
        t.midtop = (r.centerx, r.bottom + int(6 * s))
        parts[("price",)] = Part(t, (look, price, tuple(t)), lambda surf: draw_price(surf, price, t, ui))
    return parts


def draw_targets(surf, glows: list, s: float) -> None:
    for r, colour in glows:
        glow(surf, r, colour, s)


def draw_price(surf, price: str, t: pygame.Rect, s: float) -> None:
    rounded(surf, t, (16, 14, 20), int(8 * s))
    draw_fit(surf, "bold", 18 * s, price, theme.GOLD, t, min_size=8, what="stargate: price")


def bar_part(lay: Layout, model: tuple) -> Part:
    """The bar: its colour, its message and its answers (``model``)."""
    return Part(lay.bar, (part_look(lay.ui), model), lambda surf: draw_bar(surf, lay.bar, lay.ui, model),
                solid=rounded_body(lay.bar, int(10 * lay.ui)))


def draw_bar(surf, bar: pygame.Rect, s: float, model: tuple) -> None:
    colour, message, msg_box, size, answers, (page, pages, count), turns = model
    rounded(surf, bar, (18, 16, 22), int(10 * s))
    pygame.draw.rect(surf, colour, bar, max(1, int(2 * s)), border_radius=int(10 * s))
    draw_question(surf, message, pygame.Rect(msg_box), s, what="stargate: bar")
    for k, (label, r, hot) in enumerate(answers):
        r = pygame.Rect(r)
        rounded(surf, r, theme.PANEL_HI if hot else theme.PANEL, int(8 * s))
        pygame.draw.rect(surf, colour, r, max(1, int(2 * s)), border_radius=int(8 * s))
        draw_fit(surf, "sans", size, f"{k + 1}  {label}", theme.TEXT, r.inflate(-int(12 * s), 0), min_size=8,
                 wrap=True, max_lines=2, what="stargate: answer", largest=True)
    if turns:  # a long bar's Previous and Next
        (prev, prev_hot), (nxt, next_hot) = turns
        draw_page_turns(surf, BarPages([], bar, [], page, pages, pygame.Rect(prev), pygame.Rect(nxt),
                                       pygame.Rect(count)), s, (prev_hot, next_hot))


def buttons_part(model: list[tuple[str, pygame.Rect, tuple, bool]], s: float, mouse: tuple[int, int]) -> Part:
    """The buttons at the top: each label, rectangle, what it does (empty: disabled) and
    whether the pointer is on it."""
    return Part(model[0][1].unionall([r for _l, r, _p, _h in model]),
                (part_look(s), tuple((label, tuple(r), bool(plan), hot) for label, r, plan, hot in model)),
                lambda surf: draw_buttons(surf, model, s, mouse))


def draw_buttons(surf, model: list, s: float, mouse: tuple[int, int]) -> None:
    for label, r, plan, _hot in model:
        draw_button(surf, Widget(_(label), r, None, enabled=bool(plan)), s, mouse)


def zoom_part(st: State, lay: Layout, c: int, size: tuple[int, int], avoid: list[pygame.Rect] | None = None) -> Part | None:
    """Card ``c`` shown large beside where it lies (the kit's ``HoverZoom``), off ``avoid``
    (the legal targets and the messages), its words at the size they have in the hand times
    the zoom; nothing for a card face down or not laid out."""
    rects = lay.card_rects()
    if c not in rects or is_face_down(st.table, c):
        return None
    at = rects[c]
    big = zoom_rect(at, size, lay.s, avoid=avoid or ())
    zs = lay.s * big.w / max(1, at.w) * 0.5
    return Part(big, (part_look(lay.s), "zoom", c, tuple(big), card_key(st, c, zs, True)),
                lambda surf: draw_card(surf, st, c, big, zs, True))


def menu_part(screen: pygame.Rect, menu: Menu, s: float, mouse: tuple[int, int], focus: int) -> Part:
    """A menu of plans in words. It is not followed: the frames it shows in are painted
    whole, and the one after it (its part, over the whole screen, changes every frame and
    then goes)."""
    return Part(screen, object(), lambda surf: menu.draw(surf, s, mouse, focus))


def banner_rect(lay: Layout) -> pygame.Rect:
    """Where the turn's banner lies: over the mission."""
    s = lay.s
    r = pygame.Rect(0, 0, int(1000 * s), int(70 * s))
    r.center = lay.mission.center
    return r


def banner_parts(lay: Layout, announced: str, at: pygame.Rect | None = None) -> dict:
    """The turn's banner over the mission (at ``at``: moved off the legal targets)."""
    s, r = lay.s, banner_rect(lay) if at is None else at
    return {("banner",): Part(r, (part_look(s), announced, tuple(r)), lambda surf: banner(surf, announced, r, s))}


def message_rect(lay: Layout, said: str) -> pygame.Rect:
    """Where a message over the bar lies."""
    return toast_rect(said, lay.bar, lay.ui)


def toast_part(lay: Layout, said: str, at: pygame.Rect | None = None) -> Part:
    """A message over the bar (at ``at``: moved off the legal targets)."""
    s = lay.ui
    at = message_rect(lay, said) if at is None else at
    return Part(at, (part_look(s), said, tuple(at)), lambda surf: toast(surf, said, lay.bar, s, at=at))


