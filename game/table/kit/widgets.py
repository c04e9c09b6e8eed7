"""Widgets of the kit: buttons, small menus, tooltips, the prompt bar's layout.

All sizes are reference pixels times the scale ``s`` (see ``layout``); text goes through
``textfit`` so that it fits its box. Nothing here knows a game: a button or a menu row
carries an opaque ``plan`` that the scene gives meaning to.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from game.i18n import _

from . import theme
from .assets import text, text_width
from .clear import clear_place
from .textfit import READABLE, draw_block, draw_fit, layout_block, layout_text, line_height


class Widget:
    """A button of a menu screen: ``action`` is called when it is chosen. A greyed button
    (not ``enabled``) says ``why_not`` under the pointer: a grey button alone tells a new
    player nothing. ``name``: the button in words, where its label is a sign (− and +)."""

    def __init__(self, label: str, rect: pygame.Rect, action, enabled: bool = True, selected: bool = False,
                 why_not: str | None = None, name: str | None = None, back=None):
        self.label, self.rect, self.action, self.enabled, self.selected = label, rect, action, enabled, selected
        self.why_not = None if enabled else why_not
        self.name = label if name is None else name
        # a button that steps through values: ``back`` steps the other way (a right-click, or
        # the wheel turned up over it), so the one just passed is a click away, not a round
        self.back = back


def draw_button(surf, w: Widget, s: float, mouse, accent=theme.GOLD) -> None:
    hot = w.enabled and w.rect.collidepoint(mouse)
    bg = theme.PANEL_HI if hot else theme.PANEL
    if w.selected:
        bg = theme.mix(accent, theme.PANEL, 0.5)
    pygame.draw.rect(surf, bg, w.rect, border_radius=int(12 * s))
    pygame.draw.rect(surf, accent if w.enabled else theme.PANEL_HI, w.rect, max(1, int(2 * s)), border_radius=int(12 * s))
    draw_fit(surf, "bold", 24 * s, w.label, theme.TEXT if w.enabled else theme.TEXT_DIM,
             w.rect.inflate(-int(20 * s), -4), min_size=9, what="menu: button")


@dataclass
class Button:
    """A button on the table: ``plan`` is what it stands for (empty: disabled)."""

    label: str
    rect: pygame.Rect
    plan: tuple


@dataclass
class Menu:
    """A small menu of choices and Cancel (the last row, with an empty plan)."""

    items: list[tuple[str, pygame.Rect, tuple]] = field(default_factory=list)

    @classmethod
    def open(cls, items: list[tuple[str, tuple]], pos, screen: tuple[int, int], s: float,
             above: pygame.Rect | None = None, avoid=()) -> Menu:
        """At ``pos`` (or, given ``above``, just above that rectangle, right-aligned with it),
        kept on the screen; where that covers one of ``avoid`` (the bar's question, a message),
        the nearest place that covers none (``clear_place``), if there is one."""
        sw, sh = screen
        w = min(max(text_width("sans", int(20 * s), label) for label, _ in items) + int(60 * s),
                sw - 8)
        h = int(38 * s)
        if above is not None:
            w = max(w, above.w)
            pos = (above.right - w, above.top - int(8 * s) - h * (len(items) + 1))
        x = max(4, min(pos[0], sw - w - 4))
        y = max(4, min(pos[1], sh - h * (len(items) + 1) - 4))
        at = pygame.Rect(x, y, w, h * (len(items) + 1))
        if at.collidelist(list(avoid)) >= 0:
            x, y = clear_place(at.size, avoid, pygame.Rect(0, 0, sw, sh).inflate(-8, -8), [at], at.center,
                               least=1.0).topleft
        rows = [(label, pygame.Rect(x, y + k * h, w, h), plan) for k, (label, plan) in enumerate(items)]
        rows.append((_("Cancel"), pygame.Rect(x, y + len(items) * h, w, h), ()))
        return cls(rows)

    def row_at(self, pos) -> int | None:
        for k, (_label, rect, _plan) in enumerate(self.items):
            if rect.collidepoint(pos):
                return k
        return None

    def draw(self, surf, s: float, mouse, focus: int, light: Callable[[tuple], None] | None = None) -> None:
        """The rows; the one pointed at or keyed is lit (and ``light(plan)`` shows where it acts)."""
        rows = self.items
        focus %= len(rows)
        for k, (label, rect, plan) in enumerate(rows):
            hot = rect.collidepoint(mouse) or k == focus
            if hot and plan and light is not None:
                light(plan)
            pygame.draw.rect(surf, theme.PANEL_HI if hot else theme.PANEL, rect)
            pygame.draw.rect(surf, theme.TEXT if k == focus else theme.GOLD, rect, 1 if k != focus else 2)
            key = row_key(k, len(rows))
            if key:
                d = text("bold", int(15 * s), key, theme.TEXT_DIM)
                surf.blit(d, d.get_rect(midleft=(rect.left + int(8 * s), rect.centery)))
            box = pygame.Rect(rect.left + int(42 * s), rect.top + 2, rect.w - int(54 * s), rect.h - 4)
            draw_fit(surf, "sans", 20 * s, label, theme.TEXT, box, align="left", min_size=9, what="table: menu")


def row_key(k: int, rows: int) -> str:
    """The key a menu shows on its row ``k`` of ``rows``: Esc on the last, 1 to 9 on the first
    nine (the keys that pick one), none on a tenth row or later (no key picks it)."""
    return "Esc" if k == rows - 1 else str(k + 1) if k < 9 else ""


def tooltip_size(s: float, body: str = "") -> tuple[int, int]:
    """A tooltip's box for ``body``: 360 reference pixels wide, and as tall as its name and
    its words need, up to 110 (a one-line reason in a box sized for four covered the buttons
    beside it for nothing); without ``body``, the tallest."""
    w, tallest = int(360 * s), int(110 * s)
    if not body:
        return w, tallest
    inner_w = w - int(20 * s)
    size = int(TOOLTIP_BODY * s)
    _sz, lines, _fits = layout_block("sans", size, (str(body),), max(1, inner_w), 10 ** 6, 9)
    need = int(14 * s) + int(30 * s) + len(lines) * line_height("sans", size) + int(6 * s)
    return w, max(int(60 * s), min(tallest, need))


def tooltip_rect(at: pygame.Rect, s: float, screen: pygame.Rect,
                 avoid: tuple[pygame.Rect, ...] | list[pygame.Rect] = (), body: str = "") -> pygame.Rect:
    """Where ``tooltip`` puts its box (``tooltip_size``: as tall as ``body`` needs): above
    ``at`` (below when there is no room), on the screen. Given ``avoid`` (the legal targets
    of an open choice, the messages up), the first place round ``at`` (above, below, left,
    right; centred on it, then flush with either end) that covers none of them; when each
    covers some, the nearest clear place on the screen (``clear.clear_place``), else the one
    round ``at`` that covers least."""
    box = pygame.Rect((0, 0), tooltip_size(s, body))
    gap = int(8 * s)
    places = []
    for side in ("above", "below", "left", "right"):
        for flush in ("centre", "start", "end"):
            r = pygame.Rect(box)
            if side in ("above", "below"):
                r.centerx = at.centerx if flush == "centre" else at.left + r.w // 2 if flush == "start" else \
                    at.right - r.w // 2
                if side == "above":
                    r.bottom = at.top - gap
                else:
                    r.top = at.bottom + gap
                if r.top < 4 or r.bottom > screen.bottom - 4:
                    continue  # no room on that side
            else:
                r.centery = at.centery if flush == "centre" else at.top + r.h // 2 if flush == "start" else \
                    at.bottom - r.h // 2
                if side == "left":
                    r.right = at.left - gap
                else:
                    r.left = at.right + gap
                if r.left < 4 or r.right > screen.right - 4:
                    continue
            places.append(r.clamp(screen))
            if not avoid:
                return places[0]
    if not places:
        box.midbottom = (at.centerx, at.top - gap)
        if box.top < 4:
            box.midtop = (at.centerx, at.bottom + gap)
        return box.clamp(screen)

    # no place round ``at`` is clear: the nearest clear place on the screen, else the one
    # round it that covers least
    return clear_place(box.size, avoid, screen.inflate(-8, -8), places, at.center, least=1.0)


#: the size of a tooltip's words at scale 1 (reference pixels)
TOOLTIP_BODY = 17


def tooltip(surf, name: str, body: str, at: pygame.Rect, s: float, box: pygame.Rect | None = None) -> None:
    """A tooltip above ``at`` (below when there is no room), or in ``box`` when given (see
    ``tooltip_rect``): a name and what it does, or what it counts."""
    box = tooltip_rect(at, s, surf.get_rect(), body=body) if box is None else box
    pygame.draw.rect(surf, (22, 18, 18), box, border_radius=int(10 * s))
    pygame.draw.rect(surf, theme.GOLD, box, max(1, int(2 * s)), border_radius=int(10 * s))
    inner = box.inflate(-int(20 * s), -int(14 * s))
    head = pygame.Rect(inner.left, inner.top, inner.w, int(30 * s))
    draw_fit(surf, "bold", 20 * s, name, theme.GOLD, head, align="left", min_size=9, what="table: tooltip")
    draw_block(surf, "sans", TOOLTIP_BODY * s, [body], theme.TEXT, pygame.Rect(inner.left, head.bottom, inner.w,
               inner.bottom - head.bottom), min_size=9, what="table: tooltip")


def greyed_tip(widgets: list[Widget], mouse, s: float, screen: pygame.Rect) -> tuple[str, str, pygame.Rect, pygame.Rect] | None:
    """The greyed button of ``widgets`` under the pointer that says why: its name, its reason,
    where the tooltip goes (beside the button, over no button if it can: the one it names
    may be the way on) and the button's rectangle; else None."""
    w = next((w for w in widgets if not w.enabled and w.why_not and w.rect.collidepoint(mouse)), None)
    if w is None:
        return None
    return w.name, w.why_not, tooltip_rect(w.rect, s, screen, [o.rect for o in widgets], body=w.why_not), w.rect


def draw_greyed_tip(surf, widgets: list[Widget], mouse, s: float) -> None:
    """Why the greyed button under the pointer is greyed, in a tooltip (read at 12 px at least)."""
    s = max(s, READABLE / TOOLTIP_BODY)
    tip = greyed_tip(widgets, mouse, s, surf.get_rect())
    if tip is not None:
        tooltip(surf, tip[0], tip[1], tip[3], s, tip[2])


@dataclass
class Choice:
    """An answer in the prompt bar: its words, the key that picks it, whether it is a way out."""

    label: str
    badge: str
    way_out: bool


def shared_start(labels: list[str], least: int = 3) -> list[str]:
    """The labels without the words they all begin with ("Put the completed mission under
    Mara Hale", "… under Teo Reyes" → "Mara Hale", "Teo Reyes"), when there are two or more
    and they share at least ``least`` words; else as they are. For a bar whose message
    already says what the answers do."""
    if len(labels) < 2:
        return list(labels)
    split = [label.split(" ") for label in labels]
    n = 0
    while all(len(words) > n + 1 for words in split) and len({words[n] for words in split}) == 1:
        n += 1
    if n < least:
        return list(labels)
    return [" ".join(words[n:]) for words in split]


def bar_least(s: float, size: float = 19) -> int:
    """The least the bar's words (answers at ``size``·s, the question at 21·s) are drawn at:
    the readable size, or half their own size where that is more. On a 3840×2160 window at
    200 % the answers shrank to 13 px beside a 76 px title rather than wrap or turn a page."""
    return max(READABLE, int(size * s / 2))


def _rows(shown: list[int], choices: list[Choice | None], width: Callable[[int, float], int], sizes: list[float],
          x: int, right: int, top: int, h: int, gap: int,
          least: int = READABLE) -> tuple[float, list[tuple[int, pygame.Rect]]] | None:
    """The answers in two rows, else three (in order, row by row; the ways out at the right
    end of the lowest row), at the largest size the bar's width and the rows' height hold,
    from the answers' own size (19·s) down to ``least`` (``bar_least``), never less;
    None when no such rows fit. Six answers in one row of a 1280×720 bar at 200 % were
    drawn at 9 px."""
    top_size = max(sizes[0], float(least))
    tries = [top_size - k for k in range(int(top_size - least) + 1)] + [float(least)]
    for count in (2, 3):
        rh = (h - (count - 1) * (gap // 2)) // count
        if rh < least * 1.4:
            return None  # the bar is too low for more rows of readable words
        each = -(-len(shown) // count)
        rows = [[k for k in shown[r * each:(r + 1) * each] if not choices[k].way_out] for r in range(count)]
        rows[-1] += [k for k in shown if choices[k].way_out]

        def fits(size: float, rows: list[list[int]] = rows) -> bool:
            return all(sum(width(k, size) + gap for k in row) <= right - x for row in rows)

        size = next((z for z in tries if z <= rh / 1.4 and fits(z)), None)
        if size is None:
            continue
        out: list[tuple[int, pygame.Rect]] = []
        for r, row in enumerate(rows):
            row_top, left, end = top + r * (rh + gap // 2), x, right
            for k in reversed([k for k in row if choices[k].way_out]):
                rect = pygame.Rect(end - width(k, size), row_top, width(k, size), rh)
                end = rect.left - gap
                out.append((k, rect))
            for k in row:
                if not choices[k].way_out:
                    out.append((k, pygame.Rect(left, row_top, width(k, size), rh)))
                    left += width(k, size) + gap
        return size, sorted(out, key=lambda kr: kr[0])
    return None


def draw_question(surf, message: str, box: pygame.Rect, s: float, colour=theme.TEXT, what: str = "table: bar") -> None:
    """The bar's question in the box ``bar_layout`` gave it: on two lines at the largest size
    they fit rather than one line shrunk (as ``bar_layout`` measures it)."""
    draw_fit(surf, "bold", 21 * s, message, colour, box, align="left", min_size=9, wrap=True, max_lines=2,
             what=what, largest=True)


def bar_layout(bar: pygame.Rect, message: str, choices: list[Choice | None], s: float):
    """Lay out the bar above the hand: the message, its box, the answers' text size and the
    buttons as (index in ``choices``, rect); ``None`` choices are not on the bar. The message
    takes what the answers leave (at least a third of the bar); the answers' text shrinks
    (not below 10 px) until they fit; the ways out sit at the right end and are always shown.
    When even that is too wide, the message gives up room (down to a fifth of the bar) and
    then every answer gets an equal share of the row (its words wrap onto two lines): every
    answer always has a button."""
    shown = [k for k, c in enumerate(choices) if c is not None]
    gap = int(8 * s)
    least_read = bar_least(s)

    widths: dict[tuple[int, float], int] = {}

    def width(k: int, size: float) -> int:
        w = widths.get((k, size))
        if w is None:
            c = choices[k]
            badge = text_width("bold", int(min(15 * s, size * 0.8)), c.badge)
            w = widths[(k, size)] = max(int(60 * s), text_width("sans", int(size), c.label) + badge + int(30 * s))
        return w

    def total(size: float) -> int:
        return sum(width(k, size) + gap for k in shown)

    # the answers shrink (to four fifths of their size) to give a long message room to be read,
    # and to a readable size before the message gives up any of its third
    want = total(max(min(float(least_read), 19 * s), 15 * s))
    least = min(float(least_read), 19 * s)
    msg_min = bar.w // 3
    if total(least) > bar.w - bar.w // 3 - int(40 * s):
        # the answers need room: the message gives up what it can and still be read (down to a
        # fifth of the bar; never so narrow that its words do not fit on two lines)
        msg_min = bar.w // 5
    # never so narrow that the question is not read: two lines at the readable size at least
    # (up to half the bar). A Villainous question at 1280×720 and 200 % was drawn at 9 px,
    # in a third of the bar, beside answers at twice its size
    said_least = min(bar_least(s, 21), int(21 * s))
    while msg_min < bar.w // 2 and not layout_text("bold", int(21 * s), message, msg_min, bar.h - 4,
                                                   said_least, True, 2, True)[2]:
        msg_min += max(8, bar.w // 60)
    msg_w = max(msg_min, min(text_width("bold", int(21 * s), message), bar.w - want - int(40 * s)))
    msg_box = pygame.Rect(bar.left + int(14 * s), bar.top + 2, msg_w, bar.h - 4)
    sz, lines, _fits = layout_text("bold", int(21 * s), message, msg_box.w, msg_box.h, 9, True, 2, True)
    x = msg_box.left + max(text_width("bold", sz, line) for line in lines) + int(16 * s)
    right = bar.right - 4
    # the largest of 19·s, 19·s − 1, … (down to the first at or below 10 px) at which the
    # answers fit, found by halving (the words only narrow as they shrink): a bar of twenty
    # answers tried every size, a thousand measures at 3840×2160
    sizes = [19 * s]
    while sizes[-1] > 10:
        sizes.append(sizes[-1] - 1)
    # and the readable size itself, where the ladder steps over it (12.67 to 11.67 at 100 %)
    sizes = sorted({*sizes, float(least_read)} if sizes[-1] < least_read < sizes[0] else sizes, reverse=True)
    lo, hi = 0, len(sizes) - 1
    while lo < hi:
        mid = (lo + hi) // 2
        if total(sizes[mid]) > right - x:
            lo = mid + 1
        else:
            hi = mid
    size = sizes[lo]
    top, h = bar.top + int(6 * s), bar.h - int(12 * s)
    if size < least_read and len(shown) > 1:
        rows = _rows(shown, choices, width, sizes, x, right, top, h, gap, least_read)
        if rows is not None:
            # the rows are narrower than the one row was: the question takes the room they
            # leave (it was squeezed to let one row be), the answers giving up size down to
            # the readable one until the question is readable too; the rows follow its words
            for z in [rows[0]] + [float(k) for k in range(int(rows[0]) - 1, least_read - 1, -1)]:
                tried = _rows(shown, choices, width, [z], x, right, top, h, gap, least_read)
                if tried is None or tried[0] != z:
                    continue
                placed = tried[1]
                need = max(sum(r.w + gap for _k, r in placed if r.top == row_top) for row_top in {r.top for _k, r in placed})
                box = pygame.Rect(msg_box.left, msg_box.top, max(msg_box.w, right - need - msg_box.left - int(16 * s)),
                                  msg_box.h)
                sz, lines, _fits = layout_text("bold", int(21 * s), message, box.w, box.h, 9, True, 2, True)
                moved = _rows(shown, choices, width, [z],
                              box.left + max(text_width("bold", sz, line) for line in lines) + int(16 * s),
                              right, top, h, gap, least_read)
                if moved is not None and moved[0] == z and (sz >= said_least or z == least_read):
                    return box, z, moved[1]
            return msg_box, rows[0], rows[1]
    if shown and (total(size) > right - x or size < least_read):
        # too wide, or readable only smaller: an equal share each, the words on two lines (as
        # the caller draws them), at the size they fit so when that is larger (one long
        # answer was drawn at 9 px, one line's size)
        share = max(1, (right - x) // len(shown) - gap)
        out = [(k, pygame.Rect(x + i * (share + gap), top, share, h)) for i, k in enumerate(shown)]
        wrapped = next((float(z) for z in range(int(sizes[0]), int(size), -1)
                        if all(layout_text("sans", z, choices[k].label, share - (width(k, float(z)) - text_width(
                            "sans", z, choices[k].label)), h, z, True, 2)[2] for k in shown)), None)
        if wrapped is not None:
            return msg_box, wrapped, out
        if total(size) > right - x:
            return msg_box, size, out
    ways_out = [k for k in shown if choices[k].way_out]
    out: list[tuple[int, pygame.Rect]] = []
    for k in reversed(ways_out):
        r = pygame.Rect(right - width(k, size), top, width(k, size), h)
        right = r.left - gap
        out.append((k, r))
    for k in shown:
        if k in ways_out:
            continue
        r = pygame.Rect(x, top, width(k, size), h)
        out.append((k, r))
        x = r.right + gap
    return msg_box, size, sorted(out, key=lambda kr: kr[0])


#: the most answers a page of a long bar holds: one for each of the keys 1-9
PAGE_MOST = 9


@dataclass
class BarPages:
    """A bar of more answers than it holds at a readable size, shown a page at a time: the
    page's answers (and every way out) are ``choices`` (the others None) laid out by
    ``bar_layout`` in ``bar`` (the bar less the page turns' room at its right end); ``keys``
    are the answers shown in the order the keys 1-9 pick them (on one page: their own order;
    on a page of many: the page's, then the ways out); ``prev``/``next``: the page
    turns (None when all the answers are on one page). The turns go round (Next on the last
    page shows the first), so neither is ever greyed."""

    choices: list[Choice | None]
    bar: pygame.Rect
    keys: list[int]
    page: int = 0
    pages: int = 1
    prev: pygame.Rect | None = None
    next: pygame.Rect | None = None
    count: pygame.Rect | None = None  # where "2/3" is said, between the turns


def _turn_size(s: float) -> int:
    return max(READABLE, int(13 * s))


def bar_pages(bar: pygame.Rect, message: str, choices: list[Choice | None], s: float, page: int = 0) -> BarPages:
    """The answers of ``choices`` to show on ``bar``: all of them when ``bar_layout`` draws
    them at a readable size (``READABLE``) or there is only one; else a page of them, each
    page as many (up to nine) as it holds with them and the question readable, the ways
    out on each page, with Previous and
    Next at the right end (``page`` is taken round the pages). Twenty-two places for a Fire
    token were twenty-two empty buttons at 1280×720 and 200 %, their words below 10 px."""
    shown = [k for k, c in enumerate(choices) if c is not None]
    answers = [k for k in shown if not choices[k].way_out]
    ways_out = [k for k in shown if choices[k].way_out]
    whole = BarPages(list(choices), bar, shown)  # the keys in the answers' own order
    if len(answers) <= 1 or bar_layout(bar, message, choices, s)[1] >= bar_least(s):
        return whole
    # Previous above Next, the page count at their left: a narrow column, the answers keep
    # the bar's width; side by side on a bar too low for two rows of readable words
    size, gap = _turn_size(s), int(8 * s)
    top, h = bar.top + int(6 * s), bar.h - int(12 * s)
    turn_w = max(text_width("bold", size, _("‹ Previous")), text_width("bold", size, _("Next ›"))) + int(16 * s)
    count_w = text_width("bold", size, f"{len(answers)}/{len(answers)}") + int(8 * s)
    half = (h - gap // 2) // 2
    if half >= size * 1.25:
        prev = pygame.Rect(bar.right - 4 - turn_w, top, turn_w, half)
        nxt = pygame.Rect(prev.left, prev.bottom + gap // 2, turn_w, half)
        count = pygame.Rect(prev.left - gap - count_w, top, count_w, h)
    else:
        nxt = pygame.Rect(bar.right - 4 - turn_w, top, turn_w, h)
        count = pygame.Rect(nxt.left - gap - count_w, top, count_w, h)
        prev = pygame.Rect(count.left - gap - turn_w, top, turn_w, h)
    rest = pygame.Rect(bar.left, bar.top, min(prev.left, count.left) - gap - bar.left, bar.h)

    def on_bar(page: list[int]) -> list[Choice | None]:
        on = set(page) | set(ways_out)
        return [c if k in on else None for k, c in enumerate(choices)]

    def read(page: list[Choice | None]) -> bool:
        """Whether the answers and the question are both drawn readable."""
        box, size, _placed = bar_layout(rest, message, page, s)
        said = layout_text("bold", int(21 * s), message, box.w, box.h, 9, True, 2, True)[0]
        return size >= bar_least(s) and said >= min(bar_least(s, 21), int(21 * s))

    # each page in turn takes as many of the answers left as it holds readable (one at least)
    cut: list[list[int]] = []
    left = list(answers)
    while left:
        # the most that read (not the first that does not: three answers in one row may
        # squeeze the question where six in two rows leave it room)
        n = next((n for n in range(min(PAGE_MOST, len(left)), 1, -1) if read(on_bar(left[:n]))), 1)
        cut.append(left[:n])
        left = left[n:]
    page %= len(cut)
    return BarPages(on_bar(cut[page]), rest, cut[page] + ways_out, page, len(cut), prev, nxt, count)


def draw_page_turns(surf, pages: BarPages, s: float, lit: tuple[bool, bool] = (False, False)) -> None:
    """A long bar's Previous and Next (``lit``: each under the pointer), and which page of
    how many is shown beside them."""
    if pages.prev is None:
        return
    size = _turn_size(s)
    for words, r, hot in ((_("‹ Previous"), pages.prev, lit[0]), (_("Next ›"), pages.next, lit[1])):
        pygame.draw.rect(surf, theme.PANEL_HI if hot else theme.PANEL, r, border_radius=int(8 * s))
        pygame.draw.rect(surf, theme.GOLD, r, max(1, int(2 * s)), border_radius=int(8 * s))
        draw_fit(surf, "bold", size, words, theme.TEXT, r.inflate(-int(8 * s), 0), min_size=READABLE,
                 what="table: page turn")
    draw_fit(surf, "bold", size, f"{pages.page + 1}/{pages.pages}", theme.TEXT_DIM, pages.count,
             min_size=READABLE, what="table: page count")
