"""The shell's reading screens: the rules help of the open game, and About (credits).

The rules help shows the pages a game's view gives (``rules_help()``: (title, text) pairs;
blank lines separate paragraphs, a line ``- name: meaning`` is a legend entry). A legend
entry is drawn with its picture when the view can draw one (``legend_picture(name, size)``,
optional). A page longer than the screen continues on the next screen; the contents on the
left jump to any page. Keys: Right/Left (or PageDown/PageUp, Space) turn the screen, Up/Down
go to the next or previous page, Esc or F1 closes.

Contents longer than their column are shown a part at a time (``contents_views``), as a long
answer bar is: "▲ 7 more" above and "▼ 9 more" below say that there are more topics and
show them when clicked, the mouse wheel over the contents turns them too, and the part shown
follows the page read (Up/Down reach every topic). At 1280×720 and 200 % only the first
seven of the title screen's 23 topics were listed, and nothing said there were more. Every
title is drawn at one size, a long one on two lines; the title screen's help of every game
names each game once above its topics.
"""

from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.i18n import N_, _

from .kit import theme
from .kit.assets import asset_path, text, text_width
from .kit.assets import wrap as wrap_lines
from .kit.layout import scale_for
from .kit.scene import Scene
from .kit.textfit import READABLE, draw_fit, line_height, readable
from .kit.widgets import Widget, draw_button, draw_greyed_tip

#: why Previous or Next is greyed (said under the pointer, as the menus' and the tables' buttons do)
FIRST_PAGE = N_("This is the first page: Next turns to the following one")
LAST_PAGE = N_("This is the last page: Previous turns back, Close returns")


@dataclass(frozen=True)
class ContentsView:
    """What the contents column shows: ``rows``, each listed topic's row and page number;
    ``up``/``down``, the cues that show the topics above and below (None when there are
    none that way), ``above``/``below`` how many there are; ``view`` of ``views``; ``size``,
    the one size of every title (and of the cues); ``headings``, where the name of the game
    of the topics under it is said (the title screen's help of every game)."""

    rows: list[tuple[pygame.Rect, int]]
    up: pygame.Rect | None = None
    down: pygame.Rect | None = None
    above: int = 0
    below: int = 0
    view: int = 0
    views: int = 1
    size: int = READABLE
    headings: list[tuple[pygame.Rect, str]] = field(default_factory=list)


def contents_size(titles: list[str], width: int, s: float) -> int:
    """The one size every title is drawn at, ``width`` wide: the largest from 20 reference
    pixels down to readable at which each takes two lines at most. A size for each title,
    each shrunk onto one line, made a list of five sizes, the long ones too small to read."""
    for size in range(readable(20 * s), READABLE, -1):
        if all(len(wrap_lines("sans", size, t, width)) <= 2 and text_width("sans", size, max(t.split(), key=len,
                                                                                            default="")) <= width
               for t in titles):
            return size
    return READABLE


def contents_rows(toc: pygame.Rect, titles: list[str], s: float) -> tuple[int, list[int], int]:
    """The titles' size, each topic's row height (a title of two lines in a taller row: a
    game's name before it, or Portuguese) and a "more" cue's height in the contents column
    ``toc``: a row of one line is 36 to 52 reference pixels, the more the fewer topics."""
    size = contents_size(titles, toc.w - int(24 * s), s)
    lh, pad = line_height("sans", size), int(10 * s) + 6
    base = max(lh + pad, int(36 * s), min(int(52 * s), toc.h // max(1, len(titles))))
    rows = [max(base, len(wrap_lines("sans", size, t, toc.w - int(24 * s))) * lh + pad) for t in titles]
    return size, rows, lh + max(8, int(12 * s))


def _heads(groups: list[str], start: int, stop: int) -> list[int]:
    """The topics of ``start``..``stop`` under a heading: the first of each game's, and the
    first listed (a view that begins in the middle of a game's topics names it again)."""
    return [p for p in range(start, stop) if groups[p] and (p == start or groups[p] != groups[p - 1])]


def contents_cut(rows: list[int], height: int, cue: int, groups: list[str] | None = None,
                 heading: int = 0) -> list[range]:
    """The topics each view of the contents lists, in order (``rows``: their heights; a
    topic of a game in ``groups`` may take a ``heading`` above it, see ``_heads``): all of
    them when they fit ``height``; else as many as fit with a cue below (the first view), a
    cue above and one below (the views between), a cue above (the last), one at least."""
    n = len(rows)
    groups = groups or [""] * n

    def span(start: int, stop: int) -> int:
        return sum(rows[start:stop]) + heading * len(_heads(groups, start, stop))

    if span(0, n) <= height:
        return [range(n)]
    cut: list[range] = []
    start = 0
    while start < n:
        room = height - (cue if start else 0)
        if span(start, n) <= room:
            cut.append(range(start, n))
            break
        stop = start + 1
        while stop < n and span(start, stop + 1) <= room - cue:
            stop += 1
        cut.append(range(start, stop))
        start = stop
    return cut


def contents_views(toc: pygame.Rect, titles: list[str], s: float, groups: list[str] | None = None) -> list[ContentsView]:
    """Every view of the contents (the pages' ``titles``, each of the game in ``groups``
    when there are several) in the column ``toc`` (see ``contents_cut``): the rows from
    the top, under the cue above, each game's name above its topics; the cue below at the
    column's foot, so that it stays under the pointer while it is clicked on."""
    n = len(titles)
    groups = groups or [""] * n
    size, heights, cue = contents_rows(toc, titles, s)
    heading = line_height("bold", size) + int(8 * s)
    gap = max(1, int(4 * s))
    cut = contents_cut(heights, toc.h, cue, groups, heading)
    views = []
    for v, topics in enumerate(cut):
        y = toc.top + (cue if v else 0)
        heads = set(_heads(groups, topics.start, topics.stop))
        rows, named = [], []
        for p in topics:
            if p in heads:
                named.append((pygame.Rect(toc.left, y, toc.w, heading - gap), groups[p]))
                y += heading
            rows.append((pygame.Rect(toc.left, y, toc.w, heights[p] - gap), p))
            y += heights[p]
        up = pygame.Rect(toc.left, toc.top, toc.w, cue - gap) if v else None
        down = pygame.Rect(toc.left, toc.bottom - cue + gap, toc.w, cue - gap) if v < len(cut) - 1 else None
        views.append(ContentsView(rows, up, down, topics.start, n - topics.stop, v, len(cut), size, named))
    return views


@dataclass(frozen=True)
class Block:
    """A paragraph (``name`` empty), a bullet, or a legend entry (a name and its meaning)."""

    kind: str  # "para", "bullet" or "legend"
    words: str
    name: str = ""


def parse(body: str) -> list[Block]:
    """The blocks of a page's text (see the module docstring)."""
    blocks: list[Block] = []
    para: list[str] = []

    def flush() -> None:
        if para:
            blocks.append(Block("para", " ".join(para)))
            para.clear()

    for raw in body.splitlines():
        line = raw.strip()
        if not line:
            flush()
        elif line.startswith("- "):
            flush()
            item = line[2:].strip()
            name, sep, meaning = item.partition(": ")
            if sep and 0 < len(name) <= 48:
                blocks.append(Block("legend", meaning.strip(), name.strip()))
            else:
                blocks.append(Block("bullet", item))
        else:
            para.append(line)
    flush()
    return blocks


def game_pages(view) -> list[tuple[str, str]]:
    """The open game's rules help, or one page saying there is none yet."""
    fn = getattr(view, "rules_help", None)
    pages = []
    if fn is not None:
        try:
            pages = [(str(t), str(b)) for t, b in fn()]
        except Exception:  # a view's help must never take the program down
            pages = []
    return pages or [(_("Rules"), _("No rules help for this game yet."))]


class ReadingScene(Scene):
    """Pages of text on the whole screen, with contents on the left (``pages``: (title, text))."""

    covers = True
    heading = N_("Rules help")

    def __init__(self, app, pages: list[tuple[str, str]], picture=None, start: int = 0,
                 topics: list[tuple[str, str]] | None = None) -> None:
        """``topics``: each page in the contents, (its game, its name there), when the pages
        are of several games; else each page by its title."""
        super().__init__(app)
        self.pages = pages
        self.topics = topics or [("", title) for title, _body in pages]
        self.parsed = [parse(body) for _, body in pages]
        self.picture = picture  # (name, size) -> Surface | None, for legend entries
        self.screens: list[tuple[int, int, list[tuple[Block, int]]]] = []  # (page, part, [(block, y)])
        self.at = 0
        self.start_page = max(0, min(start, len(pages) - 1))
        self.mouse = (0, 0)
        self.widgets: list[Widget] = []
        self.toc: list[tuple[pygame.Rect, int]] = []
        self.contents: ContentsView = ContentsView([])
        self.toc_view: int | None = None  # the contents' view turned to; None: the one of the page read
        self._laid_for: tuple | None = None

    # --- layout -----------------------------------------------------------------

    def _s(self, size) -> float:
        return scale_for(size, float(self.app.settings.get("ui_scale", 1.0)))

    def _geometry(self, size):
        w, h = size
        s = self._s(size)
        margin = int(36 * s)
        toc_w = min(int(420 * s), w // 4)
        body = pygame.Rect(margin * 2 + toc_w, int(150 * s), w - toc_w - margin * 3, h - int(150 * s) - int(110 * s))
        toc = pygame.Rect(margin, int(150 * s), toc_w, body.h)
        return s, body, toc

    def _block_height(self, b: Block, width: int, s: float) -> int:
        size = int(22 * s)
        lh = line_height("sans", size)
        if b.kind == "legend":
            pic = int(48 * s)
            lines = wrap_lines("sans", size, b.words, width - pic - int(18 * s))
            return max(pic, line_height("bold", size) + len(lines) * lh) + int(14 * s)
        indent = int(28 * s) if b.kind == "bullet" else 0
        return len(wrap_lines("sans", size, b.words, width - indent)) * lh + int(14 * s)

    def _lay(self, size) -> None:
        key = (size, self._s(size))
        if self._laid_for == key:
            return
        current = self.screens[self.at][0] if self.screens else self.start_page
        s, body, _toc = self._geometry(size)
        self.screens = []
        for p, blocks in enumerate(self.parsed):
            part, y, placed = 0, 0, []
            for b in blocks:
                bh = self._block_height(b, body.w, s)
                if placed and y + bh > body.h:
                    self.screens.append((p, part, placed))
                    part, y, placed = part + 1, 0, []
                placed.append((b, y))
                y += bh
            self.screens.append((p, part, placed))
        self.at = next(k for k, (p, part, _blocks) in enumerate(self.screens) if p == current and part == 0)
        self._laid_for = key

    # --- input ------------------------------------------------------------------

    def go(self, k: int) -> None:
        self.at = max(0, min(len(self.screens) - 1, k))
        self.toc_view = None  # the contents show the page read again
        self.dirty = True

    def turn_contents(self, step: int) -> None:
        """The contents' view above (``step`` -1) or below (+1), when they have more than one."""
        c = self.contents
        if c.views > 1:
            self.toc_view = max(0, min(c.views - 1, c.view + step))
            self.dirty = True

    def go_page(self, page: int) -> None:
        page = max(0, min(len(self.pages) - 1, page))
        self.go(next(k for k, (p, part, _blocks) in enumerate(self.screens) if p == page and part == 0))

    def page(self) -> int:
        return self.screens[self.at][0] if self.screens else 0

    def close(self) -> None:
        if self.app.top() is self:
            self.app.pop()

    def handle(self, event) -> None:
        if not self.screens:
            self._lay(self.app.screen.get_size())
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_ESCAPE, pygame.K_F1):
                self.close()
            elif event.key in (pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_SPACE):
                self.go(self.at + 1)
            elif event.key in (pygame.K_LEFT, pygame.K_PAGEUP, pygame.K_BACKSPACE):
                self.go(self.at - 1)
            elif event.key == pygame.K_DOWN:
                self.go_page(self.page() + 1)
            elif event.key == pygame.K_UP:
                self.go_page(self.page() - 1)
            elif event.key == pygame.K_HOME:
                self.go(0)
            elif event.key == pygame.K_END:
                self.go(len(self.screens) - 1)
        elif event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.dirty = True
        elif event.type == pygame.MOUSEWHEEL:
            size = self.app.screen.get_size()
            if self.contents.views > 1 and self._geometry(size)[2].collidepoint(self.mouse):
                self.turn_contents(-event.y)  # the wheel over long contents turns them
            else:
                self.go(self.at - event.y)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for w in self.widgets:
                if w.enabled and w.rect.collidepoint(event.pos):
                    w.action()
                    return
            for step, r in ((-1, self.contents.up), (1, self.contents.down)):
                if r is not None and r.collidepoint(event.pos):
                    self.turn_contents(step)
                    return
            for r, p in self.toc:
                if r.collidepoint(event.pos):
                    self.go_page(p)
                    return

    def update(self, dt: float) -> bool:
        return self.dirty

    # --- drawing ----------------------------------------------------------------

    def draw(self, surf) -> None:
        size = surf.get_size()
        self._lay(size)
        s, body, toc = self._geometry(size)
        w, h = size
        surf.fill(theme.TABLE)
        draw_fit(surf, "serif", 48 * s, _(self.heading), theme.GOLD,
                 pygame.Rect(int(36 * s), int(16 * s), w - int(72 * s), int(66 * s)), min_size=12, what="help: heading")
        page, part, placed = self.screens[self.at]
        self._draw_contents(surf, toc, s, page)
        # the page
        title = self.pages[page][0] + (" " + _("(continued)") if part else "")
        draw_fit(surf, "serif", 44 * s, title, theme.GOLD,
                 pygame.Rect(body.left, int(96 * s), body.w, int(52 * s)), align="left", min_size=12,
                 what="help: title")
        for b, y in placed:
            self._draw_block(surf, b, body.left, body.top + y, body.w, s)
        # footer
        n = len(self.screens)
        bw, bh = int(220 * s), int(60 * s)
        y = h - int(90 * s)
        self.widgets = [
            Widget(_("‹ Previous"), pygame.Rect(body.left, y, bw, bh), lambda: self.go(self.at - 1), self.at > 0,
                   why_not=_(FIRST_PAGE)),
            Widget(_("Next ›"), pygame.Rect(body.right - bw, y, bw, bh), lambda: self.go(self.at + 1), self.at < n - 1,
                   why_not=_(LAST_PAGE)),
            Widget(_("Close"), pygame.Rect(toc.left, y, min(toc.w, bw), bh), self.close),
        ]
        for wdg in self.widgets:
            draw_button(surf, wdg, s, self.mouse)
        # between Previous and Next, never over them (at 200 % the whole line ran across both):
        # the keys' reminder goes first when the page count alone fits
        between = pygame.Rect(self.widgets[0].rect.right, y, self.widgets[1].rect.left - self.widgets[0].rect.right, bh)
        between.inflate_ip(-int(16 * s), 0)
        # the longest reminder that fits: ↑ ↓ (the topic before and after) only where there is room
        for words in (N_("{k} of {n}   ·   ← → turn   ↑ ↓ topics   Esc closes"),
                      N_("{k} of {n}   ·   ← → turn   Esc closes"), N_("{k} of {n}")):
            count = _(words).format(k=self.at + 1, n=n)
            if text("sans", int(20 * s), count, theme.TEXT_DIM).get_width() <= between.w:
                break
        if between.w > 0:
            draw_fit(surf, "sans", 20 * s, count, theme.TEXT_DIM, between, min_size=10, what="help: page count")
        draw_greyed_tip(surf, self.widgets, self.mouse, s)  # a greyed button alone tells nothing
        self.dirty = False

    def _draw_contents(self, surf, toc: pygame.Rect, s: float, page: int) -> None:
        """The contents: the view that lists the page read, or the one turned to."""
        views = contents_views(toc, [t for _g, t in self.topics], s, [g for g, _t in self.topics])
        at = self.toc_view if self.toc_view is not None else next(v for v, c in enumerate(views)
                                                                   if any(p == page for _r, p in c.rows))
        c = self.contents = views[max(0, min(len(views) - 1, at))]
        self.toc = list(c.rows)
        for r, k in c.rows:
            on = k == page
            hot = r.collidepoint(self.mouse)
            pygame.draw.rect(surf, theme.PANEL_HI if on or hot else theme.PANEL, r, border_radius=int(8 * s))
            if on:
                pygame.draw.rect(surf, theme.GOLD, r, max(1, int(2 * s)), border_radius=int(8 * s))
            # a long title (Portuguese, or a game's name before it) wraps rather than shrinks; the
            # page read is marked by its frame and brighter words, not bold ones its row was not measured for
            draw_fit(surf, "sans", c.size, self.topics[k][1], theme.TEXT if on else theme.TEXT_DIM,
                     r.inflate(-int(24 * s), -2), align="left", min_size=c.size, wrap=True, max_lines=2,
                     what="help: contents")
        for r, game in c.headings:  # a game's name, shrunk when it is long: it is not a title to click
            draw_fit(surf, "bold", c.size, game, theme.GOLD, r.inflate(-int(12 * s), 0), align="left",
                     min_size=READABLE, what="help: contents' game")
        for r, words in ((c.up, _("▲ {n} more").format(n=c.above)), (c.down, _("▼ {n} more").format(n=c.below))):
            if r is None:
                continue
            hot = r.collidepoint(self.mouse)
            pygame.draw.rect(surf, theme.PANEL_HI if hot else theme.TABLE, r, border_radius=int(8 * s))
            pygame.draw.rect(surf, theme.GOLD, r, max(1, int(s)), border_radius=int(8 * s))
            draw_fit(surf, "bold", c.size, words, theme.GOLD, r.inflate(-int(16 * s), -2),  # the titles' size
                     min_size=READABLE, what="help: more topics")

    def _draw_block(self, surf, b: Block, x: int, y: int, width: int, s: float) -> None:
        size = int(22 * s)
        lh = line_height("sans", size)
        if b.kind == "legend":
            pic = int(48 * s)
            img = self.picture(b.name, pic) if self.picture is not None else None
            if img is not None:
                surf.blit(img, img.get_rect(center=(x + pic // 2, y + pic // 2)))
            else:
                pygame.draw.circle(surf, theme.GOLD, (x + pic // 2, y + pic // 2), max(3, pic // 8))
            tx = x + pic + int(18 * s)
            name = text("bold", size, b.name, theme.GOLD)
            surf.blit(name, (tx, y))
            ty = y + line_height("bold", size)
            for line in wrap_lines("sans", size, b.words, width - pic - int(18 * s)):
                surf.blit(text("sans", size, line, theme.TEXT), (tx, ty))
                ty += lh
            return
        indent = 0
        if b.kind == "bullet":
            indent = int(28 * s)
            pygame.draw.circle(surf, theme.GOLD, (x + indent // 2, y + lh // 2), max(2, int(4 * s)))
        ty = y
        for line in wrap_lines("sans", size, b.words, width - indent):
            surf.blit(text("sans", size, line, theme.TEXT), (x + indent, ty))
            ty += lh


class RulesHelpScene(ReadingScene):
    """The open game's rules help (from the title screen or the table: F1)."""

    def __init__(self, app, view=None, start: int = 0, games: list[str] | None = None) -> None:
        """The rules help of ``view`` (the open game's by default), or of every game in
        ``games`` one after another (the title screen), each page named by its game."""
        from .views import DEFAULT, game_view

        if games and len(games) > 1 and view is None:
            views = [game_view(k) for k in games]
            told = [(v.TITLE, t, b) for v in views for t, b in game_pages(v)]
            pages = [(f"{game}: {t}", b) for game, t, b in told]
            topics = [(game, t) for game, t, _b in told]  # the contents name each game once, above its topics
            pictures = [p for v in views if (p := getattr(v, "legend_picture", None)) is not None]

            def picture(name: str, size: int):
                return next((img for p in pictures if (img := p(name, size)) is not None), None)

            super().__init__(app, pages, picture, start, topics)
            self.heading = _("How to play")
            return
        view = view or app.view or game_view(games[0] if games else DEFAULT)
        super().__init__(app, game_pages(view), getattr(view, "legend_picture", None), start)
        self.heading = _("How to play {game}").format(game=getattr(view, "TITLE", "") or _("this game"))


def about_pages() -> list[tuple[str, str]]:
    """Credits: the program, its fonts, and every Game Icons picture with its author."""
    try:
        credits = asset_path("icons", "game-icons", "ATTRIBUTION").read_text(encoding="utf-8")
    except OSError:
        credits = ""
    head, _sep, icons = credits.partition("\n\n")
    rows = []
    for line in icons.splitlines():
        name, sep, rest = line.partition(": ")
        if sep:
            rows.append(f"- {name.removesuffix('.svg')}: {rest}")
    return [
        (_("Villainous Table"), _("An unofficial table for playing Villainous and other games on one screen, with "
                                  "every rule enforced. Its drawings, words, sounds and code are its own, except the "
                                  "pictures and fonts credited here.") + "\n\n" +
         _("Villainous is a game by Prospero Hall, published by Ravensburger; this program is not made or "
           "endorsed by them.")),
        (_("Pictures"), " ".join(head.split()) + "\n\n" + "\n".join(rows)),
        (_("Fonts"), _("DejaVu fonts (assets/fonts), under the DejaVu fonts licence (assets/fonts/LICENSE-DejaVu.txt): "
                       "free to use, copy and share.")),
    ]


class AboutScene(ReadingScene):
    """Credits, including the attribution the icons' licence asks for."""

    heading = N_("About")

    def __init__(self, app) -> None:
        from .kit.icons import icon

        def picture(name: str, size: int):
            return icon(name, size, theme.TEXT)

        super().__init__(app, about_pages(), picture)
