"""Painting the table: the static layer (boards), glows, revealed cards, glides, the hand,
the prompt bar, the log, the Fate panel, overlays (banner, message, menu, zoom, tooltip).

A mixin of ``TableScene``. Card faces are painted only through ``view.card_surface`` (the
hidden-hands test wraps that one function).
"""

from __future__ import annotations

import time
from collections.abc import Callable
from functools import lru_cache

import pygame

from game.games.villainous.actions import Action
from game.i18n import N_, _, language, proper_name, tr

from ...kit import theme
from ...kit.animator import Flip, Glide
from ...kit.assets import text, wrap
from ...kit.clear import clear_place
from ...kit.colours import target_outline
from ...kit.draw import banner, coin, glow, toast, toast_rect
from ...kit.fans import draw_leaning
from ...kit.layer import Layer, Part, kept_surface
from ...kit.textfit import draw_block, draw_fit, layout_block, readable
from ...kit.widgets import Button, draw_page_turns, draw_question, tooltip, tooltip_rect
from . import art, scum, view
from .motion import animations_for, card_rects
from .plans import option_target
from .prompts import HOVER_DELAY, action_place
from .seats import describe
from .view import board_parts, draw_card

#: card types that are played nowhere on the board (an Effect goes to the discard pile)
_NEVER_PLACED = frozenset({"Effect", "Condition"})


@lru_cache(maxsize=4096)
def _wrapped(size: int, width: int, entry: str) -> tuple[str, ...]:
    """A log entry's lines (wrapped once, not again at every new entry)."""
    return tuple(wrap("cond", size, entry, width))


def forget_wrapped() -> None:
    """Let go of the wrapped log lines (the table left)."""
    _wrapped.cache_clear()

BUTTON_LABELS = {"end": N_("End turn"), "menu": N_("Menu"), "undo": N_("Undo"), "rules": N_("Rules  F1"),
                 "hint": N_("What can I do?  H")}


BOARD_LAYERS = 3  # arrangements kept (the one shown, the next, one more): a screen's pixels each
LOG_TOP = 48  # reference pixels: where the log's first line is drawn (below its title)


def log_shift(old: tuple[str, ...], new: tuple[str, ...]) -> int | None:
    """How many lines the log moved up from ``old`` to ``new`` (the lines that stay are
    the same, in the same order), or None when the two share no such run (undo, a new
    size): then the log is painted whole. Any shift that matches gives the same picture."""
    for k in range(len(old)):
        if len(old) - k <= len(new) and old[k:] == new[:len(old) - k]:
            return k
    return None


def _line_width(s: float) -> int:
    return max(1, int(2 * s))


def paint_log(canvas: pygame.Surface, s: float, title: str, lines: tuple[str, ...], size: int, lh: int) -> None:
    """The log's canvas painted whole: its panel, edge, title and ``lines``."""
    h = canvas.get_height()
    canvas.fill(theme.PANEL)
    pygame.draw.line(canvas, theme.PANEL_HI, (0, 0), (0, h), _line_width(s))
    # fitted: a long title ("Registro da partida") in a log narrowed at 200 % shrinks, never cut
    draw_fit(canvas, "serif", int(24 * s), title, theme.GOLD,
             pygame.Rect(int(12 * s), int(8 * s), canvas.get_width() - int(20 * s), int(LOG_TOP * s) - int(12 * s)),
             align="left", valign="top", min_size=10, what="log: title")
    y = int(LOG_TOP * s)
    for line in lines:
        canvas.blit(text("cond", size, line, theme.TEXT), (int(12 * s), y))
        y += lh


def scroll_log(canvas: pygame.Surface, s: float, old: tuple[str, ...], new: tuple[str, ...], shift: int,
               size: int, lh: int) -> None:
    """The log's canvas from showing ``old`` to showing ``new`` (``old`` moved up by
    ``shift`` lines, lines added below): the lines' area scrolled, the added lines drawn,
    the same pixels as ``paint_log(new)``. A line's letters may reach below its slot (the
    font is taller than the spacing): the first slot is painted again without what the
    line above it left there, and the last line kept is drawn again into the room below
    it before the added lines go over it, in the order painting whole would draw them."""
    top = int(LOG_TOP * s)
    x0 = _line_width(s) + 1  # the panel's edge line is left alone (it runs the whole height)
    area = pygame.Rect(x0, top, canvas.get_width() - x0, canvas.get_height() - top)
    x = int(12 * s)
    clip = canvas.get_clip()
    kept = len(old) - shift
    if shift:
        canvas.set_clip(area)
        canvas.scroll(0, -shift * lh)
        first = pygame.Rect(area.left, top, area.w, lh).clip(area)
        canvas.set_clip(first)
        canvas.fill(theme.PANEL)
        if new:
            canvas.blit(text("cond", size, new[0], theme.TEXT), (x, top))
    below = pygame.Rect(area.left, top + kept * lh, area.w, area.bottom - top - kept * lh).clip(area)
    canvas.set_clip(below)
    canvas.fill(theme.PANEL)
    if kept > 0:  # what the last kept line reaches into the room below it
        canvas.blit(text("cond", size, new[kept - 1], theme.TEXT), (x, top + (kept - 1) * lh))
    canvas.set_clip(area)
    for k in range(kept, len(new)):
        canvas.blit(text("cond", size, new[k], theme.TEXT), (x, top + k * lh))
    canvas.set_clip(clip)


ZOOM_SHADOW = (6, 8)  # where a card shown large casts its shadow: right and below it


def _shown_by_the_boards(surf: pygame.Surface) -> None:
    """A part of the boards' layer as the screen shows it: the layer's own part (``boards``)
    copies its pixels; this one only says what they show."""


def _draw_save_problem(surf: pygame.Surface, problem: str, s: float) -> None:
    from ...saving import draw_save_problem

    draw_save_problem(surf, problem, s)


def board_area(lay) -> pygame.Rect:
    """The screen the boards' layer shows through: left of the log, above the prompt bar
    (the log, the bar and the hand below it are painted whole every frame, opaque)."""
    return pygame.Rect(0, 0, lay.log_rect.left, lay.prompt_rect.top)


class TableDrawing:
    """``draw`` and what it paints."""

    def _static_layer(self) -> pygame.Surface:
        """The boards, kept between frames: ``static = None`` says they may have changed,
        and the layer draws again only the parts of them that did. One layer per
        arrangement (which Realm is shown large), so that the turn passing finds the next
        arrangement drawn ahead (``boards_ahead``) and draws only what changed since."""
        if self.static is None or self.static.get_size() != self.app.screen.get_size():
            self.board_layer = self._layer_for(self.lay.focus)
            self.static = self.board_layer.draw(self.app.screen.get_size(),
                                                board_parts(self.st, self.lay, self.animator.moving()))
        return self.static

    def _layer_for(self, focus: int) -> Layer:
        layers = self.board_layers
        layer = layers.pop(focus, None)
        if layer is None:
            # no kept copies of the boards: measured at 1920×1080 and 3840×2160, copying
            # a board out and back cost more than drawing it again (docs/performance.md as of 0398249, in the git log)
            layer = Layer(theme.TABLE, keep=False)
            while len(layers) >= BOARD_LAYERS:  # the one used longest ago goes
                layers.pop(next(iter(layers)))
        layers[focus] = layer  # the most recent last
        return layer

    def forget_layers(self) -> None:
        """What the parts' keys mean changed (the colours, the language): every arrangement
        is drawn again when next shown."""
        for layer in self.board_layers.values():
            layer.invalidate()
        self.static = None
        self.screen_layer.forget()

    def boards_ahead(self) -> bool:
        """In a frame with nothing else to do, the arrangement the table shows next (the
        next Realm large, when the turn passes; the active one, after a decision shown on
        another Realm) is brought up to date in its own layer, so that the frame in which
        the turn passes draws only what changed since (the lit frames, the symbols used)
        and not every board; then, one a frame, every other arrangement that has a layer
        kept, as the boards look now (a move that shows another Realm large, a Fate card
        played there, then finds it drawn but for what the move itself changed). Once per
        arrangement and position: a frame that finds them done does nothing. Returns
        whether it drew."""
        st, lay = self.st, self.lay
        if lay is None or st.winner is not None or self.static is None or self.focus_override is not None:
            return False
        nxt = self._next_focus()
        done = self._drawn_ahead()
        # the next one first (made if need be); the others only where a layer is kept (no
        # arrangement pushes out another's layer for a guess)
        for focus in [nxt, *(f for f in self.board_layers if f != nxt)]:
            if focus == lay.focus or focus in done:
                continue
            done.add(focus)
            ahead, hidden = self.arrangement_ahead(focus)
            # the turn passing next: the boards drawn as they will look then (the next
            # seat's board lit and "to play", no symbol used yet), so that the frame in which
            # it passes finds them so; a decision shown elsewhere, or another Realm: as now
            turn = (nxt, ()) if st.prompt is None and focus == nxt else None
            self._draw_ahead(focus, board_parts(st, ahead, hidden, turn))
            return True
        return False

    def _draw_ahead(self, focus: int, parts: dict) -> None:
        """``parts`` drawn into the layer of the arrangement with ``focus``'s Realm large (not
        the one on screen), which stays the screen's and the most recently used."""
        current = self.board_layer
        self._layer_for(focus).draw(self.app.screen.get_size(), parts)
        self._layer_for(self.lay.focus)
        self.board_layer = current

    def _next_focus(self) -> int:
        """The Realm shown large next: the next seat's when the turn passes, the active one
        after a decision shown on another."""
        st = self.st
        return (st.active + 1) % st.n if st.prompt is None else st.active

    def _drawn_ahead(self) -> set[int]:
        """The arrangements (by the Realm shown large) already drawn ahead for this position."""
        position = (len(self.match.moves), self.app.screen.get_size(), self.lay.ui)
        if self._ahead_done is None or self._ahead_done[0] != position:
            self._ahead_done = (position, set())
        return self._ahead_done[1]

    def move_ahead(self, action: Action) -> bool:
        """While a bot's chosen move waits out its pause, what it will show, drawn ahead:
        the move played on a copy of the game, its log lines rendered (into the text cache:
        the log's canvas is not touched), and, when the move shows another Realm large, the
        table laid out as it will be and that Realm's arrangement drawn in its own layer
        without the cards that will glide (``motion.animations_for``). The frame in which
        the move lands then finds those lines and that layer drawn and paints again only
        what the guess missed. The layer on screen is never drawn ahead (the screen is built
        up from it, and would show the move before it lands). Once per move. Returns
        whether it drew a layer."""
        st, lay = self.st, self.lay
        if lay is None or st.winner is not None or self.static is None or self.focus_override is not None:
            return False
        size = self.app.screen.get_size()
        done = ("move", len(self.match.moves), action, size, lay.ui)
        if self._move_ahead_done == done:
            return False
        self._move_ahead_done = done
        played = self.seen_after(action)  # the move on a copy of the match's game, as the viewer sees it
        if played is None:  # a move chosen for another position: not drawn
            return False
        after, events = played[0].state, played[1]
        self._log_lines_ahead(after, events)
        ahead = view.compute_layout(after, size, self.viewer, None, self.hands_hidden(), ui=lay.ui)
        if ahead.focus == lay.focus:
            return False
        hidden: frozenset = frozenset()
        if self._speed_factor() > 0:
            anims = animations_for(after, ahead, events, card_rects(lay), 0.0, self._speed_factor(), self.may_show)
            hidden = frozenset(a.key for a in anims if isinstance(a, (Glide, Flip)))
        self._draw_ahead(ahead.focus, board_parts(after, ahead, hidden))
        # the move is known: a guess at that arrangement (``boards_ahead``) would only undo this
        self._drawn_ahead().add(ahead.focus)
        return True

    def _log_lines_ahead(self, after, events) -> None:
        """The lines the log will show for ``events`` (which led to ``after``), wrapped and
        rendered as ``_log_ready`` will wrap and render them."""
        size, width = self.log_type()
        for ev in events:
            for line in _wrapped(size, width, describe(after, ev)):
                text("cond", size, line, theme.TEXT)

    def frame_parts(self, surf: pygame.Surface) -> dict:
        """The frame as the kit's parts, bottom to top; the kit's ``PartsScene`` paints them
        through its ``ScreenLayer``, whole or only where a part came, went or changed (the
        same pixels either way), so that this table keeps no record of its own of what the
        screen shows. The boards are their kept layer (``_static_layer``, one a Realm shown
        large) seen through the screen: one part copies it, and each part the layer shows
        now stands in the frame too, drawing nothing of its own, so that where the layer
        changed (and only there) the screen is painted again. Then what lies on the boards
        (``_board_ops``) and a bot's move outlined, the hand and each of its buttons (the
        turn passing greys out or enables a button: only that button is painted again, not
        the fanned hand), the bar, the log and the Fate panel, the banner and the message,
        what is opened over the table (a discard pile browsed, a menu), and what lies over
        everything (``_overlays``: a card shown large, a tooltip, the piece dragged)."""
        if self.lay is None or self.lay.size != surf.get_size():
            self._relayout()
        lay = self.lay
        s = lay.s
        now = time.monotonic()
        screen = surf.get_rect()
        boards = board_area(lay)
        layer = self._static_layer()
        fixed = self._fixed_buttons()
        prompt = self._prompt_layout()
        ops = self._board_ops(now, prompt)
        banner_at = self.banner_rect() if self.banner else None
        log = self._log_ready()
        panel = self._fate_panel_image() if self.fate_panel and self.fate_story.started else None
        toast_at = self._toast_rect() if self.toast else None
        overlays = self._overlays(surf.get_size(), now, flash=False)
        # what a click on the hand's buttons and the bar's answers does (painted or not)
        self.buttons = [Button(_(BUTTON_LABELS[b.label]), b.rect, b.plan) for b in fixed] + [b for _k, b in prompt[3]]
        parts: dict = {"boards": Part(pygame.Rect(boards), ("boards", tuple(boards)),
                                      lambda surf: surf.blit(layer, boards.topleft, boards), solid=(pygame.Rect(boards),))}
        for pid, (rect, key, _group) in self.board_layer.drawn.items():
            at = pygame.Rect(rect).clip(boards)
            if at.w > 0 and at.h > 0:
                parts[("board", pid)] = Part(at, ("board", key), _shown_by_the_boards)
        # what lies on the boards (outlines march, cards glide and turn, a card resolving) is
        # painted again every frame: its key is the frame's number
        self.frames_painted = frame = getattr(self, "frames_painted", 0) + 1
        for k, (r, fn) in enumerate(ops):
            parts[("on-board", k)] = Part(pygame.Rect(r), ("on-board", tuple(r), frame), fn)
        parts.update(self.flash_parts(s))
        parts["hand"] = Part(pygame.Rect(lay.hand_rect), self._hand_key(), self._draw_hand,
                             solid=(pygame.Rect(lay.hand_rect),))
        accent = self._accent(self.viewer)
        for b in fixed:
            parts[("button", b.label)] = Part(pygame.Rect(b.rect), ("button", b.label, bool(b.plan), tuple(b.rect),
                                                                    accent, s, language()),
                                              lambda surf, b=b: self._draw_button(surf, b))
        parts["bar"] = Part(pygame.Rect(lay.prompt_rect), self._prompt_key(prompt),
                            lambda surf: self._draw_prompt_bar(surf, prompt), solid=(pygame.Rect(lay.prompt_rect),))
        parts["log"] = Part(pygame.Rect(lay.log_rect), ("log", log[1], tuple(lay.log_rect)),
                            lambda surf: surf.blit(log[0], lay.log_rect.topleft), solid=(pygame.Rect(lay.log_rect),))
        # (each drawing function takes its values as they are now: default arguments)
        if panel is not None:
            spot = self.fate_panel_rect().topleft
            parts[("fate-panel",)] = Part(pygame.Rect(spot, panel[1].get_size()), ("fate-panel", panel[0], spot),
                                          lambda surf, image=panel[1], spot=spot: surf.blit(image, spot))
        if banner_at is not None:
            said = self.banner_words()
            parts[("banner",)] = Part(pygame.Rect(banner_at), ("banner", said, tuple(banner_at), s),
                                      lambda surf, said=said: banner(surf, said, banner_at, s))
        if toast_at is not None:
            said = self.toast_words()
            parts[("toast",)] = Part(pygame.Rect(toast_at), ("toast", said, tuple(toast_at), s),
                                     lambda surf, said=said: toast(surf, said, lay.prompt_rect, s, at=toast_at))
        if self.app.save_problem:
            problem = self.app.save_problem
            parts[("save-problem",)] = Part(screen, ("save-problem", problem, s, language()),
                                            lambda surf: _draw_save_problem(surf, problem, s))
        # a discard pile browsed and a small menu (which lights the place an answer names,
        # anywhere on the table) are painted whole, every frame they are up
        if self.browse is not None:
            parts[("browse",)] = Part(screen, ("browse", frame), self._draw_browse)
        if self.menu is not None:
            menu = self.menu
            parts[("menu",)] = Part(screen, ("menu", frame), lambda surf: menu.draw(
                surf, s, self.mouse, self.key_focus, lambda plan: self._light_plan(surf, plan)))
        for k, (key, area, paint) in enumerate(overlays):
            parts[(key[0] if isinstance(key, tuple) and key and isinstance(key[0], str) else "tip", k)] = \
                Part(pygame.Rect(area), key, paint)
        return parts

    def _overlays(self, size: tuple[int, int], now: float, flash: bool = True) -> list[tuple[tuple, pygame.Rect, Callable]]:
        """What lies over everything, in drawing order, each as (what it shows, the
        rectangle everything it paints lies in, how to paint it): the card shown large (with
        its shadow, its marks and a Bounty's Progress panel) or else the tooltip of the action
        symbol pointed at, the kit's tooltip of a button or a counter, the piece dragged
        (with its shadow); with ``flash``, what a bot's last move changed, outlined, first
        (``frame_parts`` lays those on the boards)."""
        out: list[tuple[tuple, pygame.Rect, Callable]] = []
        screen = pygame.Rect((0, 0), size)
        if self.lay is not None and flash:  # what a bot's last move changed, outlined for a moment (the kit's)
            out += [(part.key, part.rect.clip(screen), part.draw) for part in self.flash_parts(self.lay.s).values()]
        if self.armed is not None and self.lay is not None:  # an action clicked once: lit until done or not
            at = self._armed_rect()
            if at.w:
                lit = at.inflate(int(16 * self.lay.s), int(16 * self.lay.s))
                out.append((("armed", self.armed[0], tuple(at), self.lay.s), lit.clip(screen),
                            lambda surf, at=at: glow(surf, at, theme.GOLD, self.lay.s)))
        c = self.zoom
        r = self.zoom_rect(size) if c is not None and self.drag is None and self.may_show(c) else None
        if c is not None and r is not None:
            area = r.union(r.move(ZOOM_SHADOW)).union(scum.marks_area(r))  # its shadow, its marks
            panel = scum.progress_panel_rect(self.st, c, r, self.lay.s, size)
            if panel is not None:
                area.union_ip(panel)
            if self.toast and area.colliderect(self._toast_rect()):
                area = None  # no place clear of the message: the card waits until it goes
        if c is not None and r is not None and area is not None:
            out.append((("zoom", c, tuple(r), self._state_token(), language(), self._accent(self.viewer)),
                        area.clip(screen), lambda surf: self._draw_zoom(surf, c, r)))
        elif self.hover_symbol is not None and self.drag is None and self.menu is None \
                and now - self.hover_since > HOVER_DELAY:
            sym, at = self.hover_symbol
            box = tooltip_rect(at, self.lay.s, screen, self.keep_clear(), body=self._symbol_tip(sym)[1])
            out.append((("tip", sym, tuple(at), tuple(box), self.lay.s, language()), box,
                        lambda surf: self._draw_symbol_tip(surf, sym, at, box)))
        if c is None and self.drag is None and self.menu is None and self.lay is not None and self.hover_symbol is None:
            # the kit's: a button (what it does, or why it is greyed) or a counter, token or pile
            tip = self.hover_tip(self.lay.s, screen)
            if tip is not None:
                out.append((tip.key, tip.rect.clip(screen), tip.draw))
        d = self.drag
        if d is not None and d.moved:
            area = d.area()
            out.append((("drag", d.piece, id(d), tuple(area)), area.clip(screen), self.dragger.draw))
        return out

    def _state_token(self) -> tuple:
        """Changes whenever the game's state may have (a move, an undo, a redo)."""
        m = self.match
        return (len(m.moves), len(m.history), len(m.redo_stack), id(m.game), self.viewer, self.curtain_seat)

    def _hand_key(self) -> tuple:
        """Everything the hand's area shows but its buttons depends on (equal keys: the same
        pixels; each button is a part of its own)."""
        lay = self.lay
        hover = view.hand_card_at(lay, self.mouse, self.hover_card)
        held = frozenset(c for c, _r in lay.hand)
        gliding = frozenset(g.key for g in self.glides if not isinstance(g.key, tuple) and g.key in held)
        dragged = self.drag.piece if self.drag is not None and self.drag.moved else None
        # not the layout itself: a bot's move lays the table out again and leaves the hand
        # as it was (its cards' faces are their cards', whatever the state)
        who = self.st.players[self.viewer].villain.name if self.viewer >= 0 else None
        accent = self._accent(self.viewer)
        return ("hand", tuple(lay.hand_rect), lay.s, language(), who,
                tuple((c, tuple(r), lay.hand_lean.get(c, 0.0)) for c, r in lay.hand),
                hover, self.drag is None, dragged, gliding, accent)

    def _prompt_key(self, prompt: tuple) -> tuple:
        """Everything the bar above the hand shows depends on (the banner over it is a part
        of its own)."""
        msg, msg_box, size, buttons = prompt
        choices = self._prompt_choices() if buttons else []
        focus = self.key_focus % len(choices) if choices else -1
        keyed = self.keyboard_used
        rows = tuple((k, b.label, tuple(b.rect), b.plan, b.rect.collidepoint(self.mouse), k == focus and keyed)
                     for k, b in buttons)
        pages = self.prompt_pages
        turns = (pages.page, pages.pages) + tuple((tuple(r), r.collidepoint(self.mouse)) for r in (pages.prev, pages.next)
                                                   if r is not None)
        return ("bar", self.lay, self._state_token(), msg, tuple(msg_box), size, rows, self._accent(self.viewer),
                language(), turns)

    def _board_ops(self, now: float, prompt: tuple) -> list[tuple[pygame.Rect, object]]:
        """What lies on the boards between the layer and the hand, in drawing order: (the
        rectangle it paints inside, how to paint it). Legal targets while dragging and the
        answers of a decision, the place an answer under the pointer names, the keyboard's
        choice, revealed cards, gliding cards and Power, pops."""
        self._clear_tray()
        lay = self.lay
        st = self.st
        s = lay.s
        ops: list[tuple[pygame.Rect, object]] = []

        def outline(r: pygame.Rect, colour) -> None:
            pad = int(14 * s) + 8
            ops.append((r.inflate(pad, pad), lambda surf: target_outline(surf, r, colour, s, now)))

        def glowing(r: pygame.Rect, colour) -> None:
            pad = int(8 * s) + 8
            ops.append((r.inflate(pad, pad), lambda surf: glow(surf, r, colour, s)))

        tray_glow: list[pygame.Rect] = []
        if self.drag is not None and self.drag.moved:
            acc = self._accent(self.viewer)
            for target in self.drag.targets:
                r = self._target_rect(target)
                if r is not None:
                    outline(r, acc)
        elif st.prompt is not None and self._mine():
            for a in st.prompt.options:
                t = option_target(st, a)
                r = self._target_rect(t) if t else None
                if r is not None:
                    outline(r, self._accent(self.viewer))
                    if t[0] == "card" and any(c == t[1] for c, _ in lay.tray):
                        tray_glow.append(r)
        # an answer's button under the pointer lights the place it names
        for b in [b for _k, b in prompt[3]]:  # (End turn, Undo, ... never name a place)
            if b.plan and isinstance(b.plan[0], Action) and b.rect.collidepoint(self.mouse):
                r = self._target_rect(action_place(self.st, b.plan[0]))
                if r is not None:
                    glowing(r, theme.GOLD)
        keyed = None  # the keyboard's choice, where it would be clicked on the table
        choices = self._prompt_choices() if st.prompt is not None and self.keyboard_used else []
        if choices and self.drag is None:
            plan = choices[self.key_focus % len(choices)][1]
            t = option_target(st, plan[0]) if plan != ("undo",) else None
            keyed = self._target_rect(t) if t else None
            on_tray = t is not None and t[0] == "card" and any(c == t[1] for c, _ in lay.tray)
            if keyed is not None and not on_tray:
                glowing(keyed.inflate(int(10 * s), int(10 * s)), theme.TEXT)
                keyed = None
        flips = {f.key: f for f in self.animator.flips}
        for c, r in lay.tray:
            if not self.may_show(c):
                continue
            shade = pygame.Rect(r).inflate(int(20 * s), int(20 * s))
            ops.append((shade.inflate(4, 4), self._tray_card(c, r, shade, flips.get(c), now)))
        for r in tray_glow:  # the revealed cards' outlines go over their dark backing
            outline(r, self._accent(self.viewer))
        if keyed is not None:  # a revealed card: its outline goes over the dark backing too
            glowing(keyed.inflate(int(10 * s), int(10 * s)), theme.TEXT)
        for g in self.glides:
            r = g.rect_at(now)
            if isinstance(g.key, tuple) and g.key[0] == "coin":  # Power flying to its counter
                rad = max(3, r.w // 2)
                ops.append((pygame.Rect(0, 0, 2 * rad + 6, 2 * rad + 6).move(r.centerx - rad - 3, r.centery - rad - 3),
                            lambda surf, c=r.center, rad=rad: coin(surf, c, rad, "")))
                continue
            if r.w > 4 and r.h > 4 and self.may_show(g.key):
                # the face at the larger of the two places it lies at, scaled to the size in
                # between (a face rendered at every passing size would be a new one a frame)
                src = g.start if g.start.w * g.start.h >= g.end.w * g.end.h else g.end
                if r.size != src.size and view.face_ready(st, g.key, r.w, r.h):
                    src = r  # its face at this very size is kept (it lies there at the start or end)
                face = view.card_surface(st, g.key, src.w, src.h)
                if face.get_size() != r.size:
                    face = pygame.transform.smoothscale(face, r.size)
                ops.append((pygame.Rect(r), lambda surf, face=face, at=r.topleft: surf.blit(face, at)))
        for pop in self.animator.pops:
            rad = max(0, int((20 + 60 * max(0.0, (now - pop.t0) / pop.dur)) * s)) + int(4 * s) + 4
            ops.append((pygame.Rect(pop.center[0] - rad, pop.center[1] - rad, 2 * rad, 2 * rad),
                        lambda surf, pop=pop: pop.draw(surf, now, theme.GOLD, s)))
        return ops

    def _clear_tray(self) -> None:
        """The cards resolving (the card whose effect asks for a choice, over the board) lie
        off the places the person must choose between and off the messages: where the layout
        put them when that is clear, else the nearest clear place above the bar, a little
        smaller if need be (the kit's ``clear_place``). The cards that are answers stay."""
        lay, st = self.lay, self.st
        if not lay.tray:
            return
        keep = [*self.tip_avoid(), *self.message_rects()]
        key = (tuple(tuple(r) for r in keep), tuple((c, tuple(r)) for c, r in lay.tray))
        if getattr(self, "_tray_cleared", None) == key:
            return
        options = st.prompt.options if st.prompt is not None else ()
        answers = {t[1] for t in (option_target(st, a) for a in options) if t and t[0] == "card"}
        room = pygame.Rect(0, 0, lay.size[0], lay.prompt_rect.top).inflate(-8, -8)
        placed = [pygame.Rect(r) for c, r in lay.tray if c in answers]
        tray = []
        for c, r in lay.tray:
            if c not in answers:
                r = clear_place(r.size, keep + placed, room, [r], r.center, least=0.5)
                placed.append(r)
            tray.append((c, r))
        lay.tray[:] = tray
        self._tray_cleared = (key[0], tuple((c, tuple(r)) for c, r in tray))

    def _tray_card(self, c: int, r: pygame.Rect, shade: pygame.Rect, flip, now: float):
        """How to paint a revealed card on its dark backing (turning over, when ``flip``)."""
        st = self.st
        s = self.lay.s

        def paint(surf: pygame.Surface) -> None:
            pygame.draw.rect(surf, (10, 8, 8), shade, border_radius=int(12 * s))
            if flip is not None:  # a revealed card turning over: its back, then its face
                rr, face = flip.rect_at(now)
                img = view.card_surface(st, c, r.w, r.h) if face else art.card_back(True, r.w, r.h, theme.GOLD,
                                                                                      theme.TABLE)
                if img.get_size() != rr.size:  # turning: squeezed (unscaled at its start and end)
                    img = pygame.transform.smoothscale(img, rr.size)
                surf.blit(img, rr.topleft)
                return
            draw_card(surf, st, c, r)

        return paint

    def banner_rect(self) -> pygame.Rect | None:
        """The turn banner lies over the bar above the hand, where the eye already is, and
        covers no board (opponents' portraits and Fate decks stay in view). Not while the bar
        offers the person at the screen a choice."""
        if self.lay is None or self.banner is None or self._prompt_choices():
            return None
        s = self.lay.s
        bar = self.lay.prompt_rect.inflate(-int(8 * s), -int(6 * s))
        said = text("bold", int(21 * s), self._prompt_message(), theme.TEXT).get_width() + int(40 * s)
        w = text("serif", int(30 * s), self.banner_words(), theme.TEXT).get_width() + int(60 * s)
        if said + w > bar.w:
            return bar  # no room beside what the bar says: over it, for a moment
        return pygame.Rect(bar.right - w, bar.top, w, bar.h)

    def _accent(self, seat: int):
        if seat < 0:
            return theme.GOLD
        return theme.palette(self.st.players[seat].villain)[0]

    def _target_rect(self, target) -> pygame.Rect | None:
        lay = self.lay
        if target is None:
            return None
        if target[0] == "card":
            for c, r in lay.tray:
                if c == target[1]:
                    return r
            return lay.cards.get(target[1])
        if target[0] == "hand":
            return dict(lay.hand).get(target[1])
        if target[0] == "board" and target[1] in lay.boards:
            return lay.boards[target[1]].rect
        return lay.zones.get(target)

    def _draw_hand(self, surf) -> None:
        """The hand's area: its ground, whose hand it is and the cards fanned (its buttons
        are parts of their own: ``_draw_button``)."""
        lay = self.lay
        s = lay.s
        area = lay.hand_rect
        pygame.draw.rect(surf, theme.TABLE_EDGE, area)
        pygame.draw.line(surf, theme.PANEL_HI, area.topleft, area.topright, max(1, int(2 * s)))
        if self.viewer < 0:
            # who is deciding is said once, in the bar above
            draw_fit(surf, "sans", 26 * s, _("Hands are hidden"), theme.TEXT_DIM, area.inflate(-int(500 * s), -int(20 * s)),
                     min_size=9, wrap=True, what="table: hand")
        else:
            p = self.st.players[self.viewer]
            box = pygame.Rect(area.left + int(20 * s), area.top + int(10 * s), int(210 * s), int(60 * s))
            draw_fit(surf, "serif", 24 * s, _("{name}'s hand").format(name=proper_name(p.villain.name)), theme.TEXT, box, align="left", valign="top",
                     min_size=9, wrap=True, what="table: hand")
            hover = view.hand_card_at(lay, self.mouse, self.hover_card)
            lifted = None
            for c, r in lay.hand:
                if self.drag is not None and self.drag.moved and self.drag.piece == ("hand", c):
                    continue  # pulled out of the fan: the drag draws it
                if any(g.key == c for g in self.glides):
                    continue
                if c == hover and self.drag is None:
                    lifted = (c, r)  # drawn last: on top, straight and lifted
                    continue
                # a face shows its card only (art.card_face's key): the card names the turned copy
                draw_leaning(surf, view.card_surface(self.st, c, r.w, r.h), r, lay.hand_lean.get(c, 0.0),
                             key=("villainous face", self.st.table.villains[self.st.table.owner[c]].key,
                                  self.st.table.defs[c].key))
            if lifted is not None:
                c, r = lifted
                rr = view.lifted_rect(lay, r)
                surf.blit(view.card_surface(self.st, c, rr.w, rr.h), rr.topleft)

    def _draw_button(self, surf, b: Button) -> None:
        """One of the hand's buttons (End turn, Undo, What can I do?...): lit when it acts."""
        s = self.lay.s
        enabled = bool(b.plan)
        name = b.label
        r = b.rect
        col = theme.mix(self._accent(self.viewer), theme.PANEL, 0.35) if enabled and name == "end" else theme.PANEL
        pygame.draw.rect(surf, col, r, border_radius=int(10 * s))
        pygame.draw.rect(surf, theme.GOLD if enabled else theme.PANEL_HI, r, max(1, int(2 * s)),
                         border_radius=int(10 * s))
        label = _(BUTTON_LABELS[name])
        draw_fit(surf, "bold", 22 * s, label, theme.TEXT if enabled else theme.TEXT_DIM, r.inflate(-int(12 * s), -4),
                 min_size=9, what="table: button")

    def _draw_prompt_bar(self, surf, prompt: tuple | None = None) -> None:
        lay = self.lay
        s = lay.s
        bar = lay.prompt_rect
        pygame.draw.rect(surf, theme.PANEL, bar)
        msg, msg_box, size, buttons = self._prompt_layout() if prompt is None else prompt
        draw_question(surf, msg, msg_box, s, what="table: prompt")
        pages = self.prompt_pages
        if buttons and pages.prev is not None:
            draw_page_turns(surf, pages, s, (pages.prev.collidepoint(self.mouse), pages.next.collidepoint(self.mouse)))
        choices = self._prompt_choices()
        focus = self.key_focus % len(choices) if choices else -1
        for k, b in buttons:
            r = b.rect
            keyed = k == focus and self.keyboard_used
            hot = r.collidepoint(self.mouse) or keyed
            pygame.draw.rect(surf, theme.PANEL_HI if hot else theme.TABLE_EDGE, r, border_radius=int(8 * s))
            edge = theme.TEXT if keyed else self._accent(self.viewer)
            pygame.draw.rect(surf, edge, r, max(1, int(2 * s)), border_radius=int(8 * s))
            d = text("bold", int(min(15 * s, size * 0.8)), self._badge(k, b.plan), theme.TEXT_DIM)
            surf.blit(d, d.get_rect(midleft=(r.left + int(10 * s), r.centery)))
            box = pygame.Rect(r.left + int(16 * s) + d.get_width(), r.top + 1, r.w - int(24 * s) - d.get_width(), r.h - 2)
            draw_fit(surf, "sans", size, b.label, theme.TEXT, box, min_size=9, wrap=True, max_lines=2,
                     what="table: answer", largest=True)

    def _draw_log(self, surf) -> None:
        surf.blit(self._log_ready()[0], self.lay.log_rect.topleft)

    def hands_hidden(self) -> bool:
        """No hand may be shown face up: nobody watches (bots only), or the curtain is up."""
        return self.viewer < 0 or self.curtain_seat is not None

    def log_type(self) -> tuple[int, int]:
        """The log's text size and the width its entries are wrapped to."""
        s = self.lay.s
        return readable(16 * s), self.lay.log_rect.w - int(24 * s)

    def _log_ready(self) -> tuple[pygame.Surface, int]:
        """The log's canvas, brought up to date, and its version (counted up each time
        the canvas is painted or scrolled)."""
        lay = self.lay
        s = lay.s
        r = lay.log_rect
        if self.log_surface is None or self.log_surface.get_size() != r.size:
            # the last lines only, each entry wrapped once (cached); the canvas is kept, and
            # when the new lines are the old ones moved up with some added below (a move was
            # logged), the canvas is scrolled and only the added lines are drawn
            canvas = getattr(self, "log_canvas", None)
            if canvas is None or canvas.get_size() != r.size:
                canvas = self.log_canvas = kept_surface(r.size)
                self._log_shown = None
            size, width = self.log_type()
            lh = int(size * 1.3)
            foot = self.fate_panel_rect().h + int(16 * s) if self.fate_panel and self.fate_story.started else 0
            room = max(0, (r.h - int(50 * s) - foot) // lh)
            lines: list[str] = []
            for entry in reversed(self.log):
                if len(lines) >= room:
                    break
                lines[:0] = _wrapped(size, width, entry)
            shown = tuple(lines[max(0, len(lines) - room):])
            # everything the canvas's pixels depend on besides the lines
            look = (r.size, s, size, lh, _("Game log"), theme.PANEL, theme.PANEL_HI, theme.GOLD, theme.TEXT)
            kept = getattr(self, "_log_shown", None)
            shift = log_shift(kept[1], shown) if kept is not None and kept[0] == look else None
            if shift is None:
                paint_log(canvas, s, look[4], shown, size, lh)
            else:
                scroll_log(canvas, s, kept[1], shown, shift, size, lh)
            self._log_shown = (look, shown)
            self.log_surface = canvas
            self._log_version = getattr(self, "_log_version", 0) + 1
        return self.log_surface, getattr(self, "_log_version", 0)

    def keep_clear(self) -> list[pygame.Rect]:
        """The kit's (the legal targets, the messages, the bar), and the cards resolving over
        the board: a tooltip or a card shown large leaves the card whose effect asks in view."""
        tray = [pygame.Rect(r) for _c, r in self.lay.tray] if self.lay is not None else []
        return [*super().keep_clear(), *tray]

    def menu_avoid(self) -> list[pygame.Rect]:
        """What a small menu opened over the table (End turn's, "What can I do?") must not
        cover: the bar (its question stays readable while the menu asks), the messages up and
        the table's buttons (at 200 % End turn's menu, above the Menu button, lay over the bar)."""
        if self.lay is None:
            return []
        return [pygame.Rect(self.lay.prompt_rect), *self.message_rects(), *map(pygame.Rect, self.lay.buttons.values())]

    def bar_rect(self) -> pygame.Rect | None:
        return None if self.lay is None else pygame.Rect(self.lay.prompt_rect)

    def message_rects(self) -> list[pygame.Rect]:
        """The message up (a refusal) and the turn's banner, where they lie."""
        if self.lay is None:
            return []
        out = [self._toast_rect()] if self.toast else []
        banner_at = self.banner_rect() if self.banner else None
        return out + ([banner_at] if banner_at is not None else [])

    def _keep_clear(self) -> list[pygame.Rect]:
        """What an enlarged card must not cover: the answers of the decision being asked
        (on a board, or a whole board; the bar that lists them is ``keep_clear``'s), the
        places the mover may go, and the messages up."""
        st = self.st
        out = self.keep_clear()
        if st.prompt is not None and self._mine():
            for a in st.prompt.options:
                target = option_target(st, a)
                r = self._target_rect(target) if target else None
                if r is not None:
                    out.append(r)
        return out

    def _toast_rect(self) -> pygame.Rect:
        """Where the message up now (``toast``) lies: above the bar, off the legal targets."""
        at = toast_rect(self.toast_words(), self.lay.prompt_rect, self.lay.s)
        # a clear place on the boards first: a message there is painted in part with them (one
        # over the hand or the bar has the frame painted whole while it is up)
        boards = board_area(self.lay)
        inside = self.message_place(at, boards.inflate(8, 8), self.lay.prompt_rect)
        if boards.contains(inside) and inside.collidelist(self.tip_avoid()) < 0:
            return inside
        return self.message_place(at, pygame.Rect((0, 0), self.lay.size), self.lay.prompt_rect)

    def zoom_size(self, size: tuple[int, int]) -> tuple[int, int]:
        """The enlarged card's size in a window of ``size``."""
        h = min(int(420 * self.lay.s), size[1] - 16)
        return int(h / 1.4), h

    def zoom_rect(self, size: tuple[int, int]) -> pygame.Rect:
        """Where the enlarged card goes: beside the pointer, never over the answers of a decision."""
        sw, sh = size
        s = self.lay.s
        w, h = self.zoom_size(size)
        mx, my = self.mouse
        gap = int(24 * s)
        y = max(8, min(my - h // 2, sh - h - 8))
        spots = [(mx + gap, y), (mx - gap - w, y), (mx - w // 2, my - gap - h), (mx - w // 2, my + gap),
                 (8, 8), (sw - w - 8, 8), (8, sh - h - 8), (sw - w - 8, sh - h - 8)]
        avoid = self._keep_clear()
        screen = pygame.Rect(0, 0, sw, sh).inflate(-16, -16)
        best = None
        for x0, y0 in spots:
            r = pygame.Rect(x0, y0, w, h).clamp(screen)
            bad = sum(r.clip(a).w * r.clip(a).h for a in avoid) + (10**7 if r.collidepoint(self.mouse) else 0)
            if best is None or bad < best[0]:
                best = (bad, r)
            if bad == 0:
                return r
        # no spot round the pointer is clear: the nearest clear place (a little smaller, if
        # need be), the pointer's spot kept clear too
        pointer = pygame.Rect(mx - gap, my - gap, 2 * gap, 2 * gap)
        # the place is found for the card with its shadow and marks (what ``_overlays`` keeps
        # off the message), the card then laid inside it
        marks = scum.marks_area(pygame.Rect(0, 0, w, h))
        top, right, bottom = -marks.top, max(ZOOM_SHADOW[0], marks.right - w), ZOOM_SHADOW[1]
        prefer = pygame.Rect(best[1].left, best[1].top - top, w + right, h + top + bottom)
        box = clear_place(prefer.size, [*avoid, pointer], screen, [prefer], (mx, my), least=0.7)
        return pygame.Rect(box.left, box.top + top, box.w - right, box.h - top - bottom)

    def arrangement_ahead(self, focus: int) -> tuple:
        """The layout with ``focus``'s Realm large, and the cards that will be in flight
        when the table changes to it: every card on a board that lies elsewhere there
        glides from its old place to its new one (``motion.animations_for``), and the
        boards are drawn without them meanwhile (none, with animations off)."""
        st, lay = self.st, self.lay
        ahead = view.compute_layout(st, self.app.screen.get_size(), self.viewer, focus, self.hands_hidden(),
                                    ui=lay.ui)
        hidden: frozenset = frozenset()
        if self._speed_factor() > 0:
            before = card_rects(lay)
            hidden = frozenset(c for c, r in ahead.cards.items() if c in before and before[c] != r and self.may_show(c))
        return ahead, hidden

    def render_ahead(self) -> None:
        """The face that will be shown large next, rendered ahead: the card under a resting
        pointer, in the first frame of the pointer's delay (the frames of the delay show
        nothing new), so that the frame that shows it large only blits it. Only a face this
        seat may see; it goes to the bounded cache of large faces. (Not the whole hand in
        idle frames: a real idle loop sleeps, and rendering there only moves the cost.)"""
        c = self.hover_card
        if c is None or self.lay is None or self.zoom is not None or self.drag is not None or self.menu is not None:
            return
        w, h = self.zoom_size(self.app.screen.get_size())
        if self.may_show(c) and not view.face_ready(self.st, c, w, h):
            view.card_surface(self.st, c, w, h)

    def faces_ahead(self) -> bool:
        """One card face the next move will likely show, rendered ahead (in a frame with
        time to spare): the cards in the hand of the seat whose turn it is, at the sizes a
        card takes on its board's locations (with and without an attached card below it)
        and on its discard pile, its Effects (and the other seats' Conditions) at the size
        of a card shown above the boards while it resolves; then the cards it will draw
        and the tops of the Fate decks (``_draws_ahead``, ``_fate_faces_ahead``). The frame
        in which the card is played then only blits it. Rendering is not showing (``view.prepare_face``, not ``card_surface``).
        The table sees no hidden card: where a card lies face down (a bot's hand, a deck),
        the faces its deck may show are rendered (``view.faces_behind``: the deck's list).
        Returns whether it rendered one (one a frame: each takes about a millisecond)."""
        st, lay = self.st, self.lay
        if lay is None or st.winner is not None or self.drag is not None:
            return False
        seat = st.active
        if seat not in lay.boards:
            return False
        # once everything is rendered for a position, the frames after it look no further
        done = (self._state_token(), lay.size, lay.ui, language())
        if getattr(self, "_faces_done", None) == done:
            return False
        if self._hand_faces_ahead(seat) or self._draws_ahead() or self._fate_faces_ahead():
            return True
        self._faces_done = done
        return False

    def _hand_faces_ahead(self, seat: int) -> bool:
        st, lay = self.st, self.lay
        sizes = []  # (w, h, True: only a card played to a location is shown so; False: only
        # an Effect or a Condition; None: any card)
        for i in range(len(st.players[seat].villain.locations)):
            zone = lay.zones.get(("villain-side", seat, i))
            if zone is None:
                continue
            for share in (0.94, 0.8):  # view._fan: cards alone, or with attached ones below
                ch = int(zone.h * share)
                sizes.append((int(ch / view.CARD_RATIO), ch, True))
        pile = lay.zones.get(("villain-discard", seat))
        if pile is not None:  # view._board_parts: the pile's top card
            sizes.append((*self._pile_card_size(pile), None))
        # an Effect played (or a Condition, by another seat) is shown above the boards
        # while it resolves (view._place_tray)
        sizes.append((*self._tray_card_size(), False))
        defs = st.table.defs
        for w, h, placed in dict.fromkeys(sizes):
            if w < 8 or h < 8:
                continue
            for q in (seat, *(q for q in range(st.n) if q != seat)) if placed is False else (seat,):
                for c in dict.fromkeys(f for held in st.players[q].hand for f in view.faces_behind(st, held)):
                    if placed is not None and placed != (defs[c].type not in _NEVER_PLACED):
                        continue  # an Effect or a Condition never lies at a location, nor goes above them
                    if q != seat and defs[c].type != "Condition":
                        continue  # another seat's hand: only its Conditions (played in this turn)
                    if not view.face_ready(st, c, w, h):
                        view.prepare_face(st, c, w, h)
                        return True
        return False

    def _draws_ahead(self) -> bool:
        """Once the hand is ready: the cards the seat at the screen may draw at the end of
        its turn (its deck lies face down: the faces its deck may show), at the hand's size,
        so that the frame in which they come blits them. Rendered, shown nowhere; one face a
        frame."""
        st, lay = self.st, self.lay
        seat = self.viewer
        if seat < 0 or seat != st.active or self.curtain_seat is not None or not lay.hand:
            return False
        p = st.players[seat]
        w, h = view.hand_card_size(lay)
        for c in dict.fromkeys(f for top in p.deck[:scum.draw_limit(st, p)] for f in view.faces_behind(st, top)):
            if not view.face_ready(st, c, w, h):
                view.prepare_face(st, c, w, h)
                return True
        return False

    def _fate_faces_ahead(self) -> bool:
        """Once the hand is ready: the faces each other seat's Fate deck may show (what a Fate
        action at them reveals; the decks lie face down), at the sizes the Fate action shows them (revealed
        above the boards, in the Fate panel, on the target's Fate discard pile, small or
        large), so that the frame in which Fate is taken blits them. Only while the seat
        to play decides what to do (a Fate action may come next); one face a frame."""
        st, lay = self.st, self.lay
        if st.prompt is not None or lay.focus not in lay.boards:
            return False
        seat = st.active
        sizes = [self.fate_panel_card_size(), self._tray_card_size()]
        for q in range(st.n):
            if q == seat or not st.players[q].fate_deck:
                continue
            piles = [lay.zones.get(("fate-discard", b)) for b in dict.fromkeys((q, lay.focus))]
            for w, h in sizes + [self._pile_card_size(p) for p in piles if p is not None]:
                if w < 8 or h < 8:
                    continue
                for c in dict.fromkeys(f for top in st.players[q].fate_deck[:2] for f in view.faces_behind(st, top)):
                    if not view.face_ready(st, c, w, h):
                        view.prepare_face(st, c, w, h)
                        return True
        return False

    def _tray_card_size(self) -> tuple[int, int]:
        """The size of the cards shown above the boards (view._place_tray)."""
        lay = self.lay
        if lay.focus not in lay.boards:
            return 0, 0
        ch = min(int(lay.boards[lay.focus].rect.h * 0.62), lay.u(300))
        return int(ch / view.CARD_RATIO), ch

    @staticmethod
    def _pile_card_size(pile: pygame.Rect) -> tuple[int, int]:
        """The size of a pile's top card (view._board_parts)."""
        cw = int(min(pile.w, pile.h / view.CARD_RATIO))
        return cw, int(cw * view.CARD_RATIO)

    def _draw_zoom(self, surf, c: int, r: pygame.Rect) -> None:
        """The card ``c`` shown large at ``r`` (``zoom_rect``), with its shadow and marks."""
        pygame.draw.rect(surf, (0, 0, 0), r.move(ZOOM_SHADOW), border_radius=int(16 * self.lay.s))
        surf.blit(view.card_surface(self.st, c, r.w, r.h), r.topleft)
        marks = scum.card_marks(self.st, self.st.table.owner[c], c)
        if marks:  # its Target marker and Strength tokens, large too (a Bounty's Progress: the panel)
            scum.draw_marks(surf, r, marks[:3] + (0,))
        scum.draw_progress_panel(surf, self.st, c, r, self.lay.s)  # a Bounty: which requirements are marked

    def _draw_symbol_tip(self, surf, sym: str, at: pygame.Rect, box: pygame.Rect | None = None) -> None:
        """A tooltip naming an action symbol and what it does (at ``box``: off the legal
        targets and the messages)."""
        tooltip(surf, *self._symbol_tip(sym), at, self.lay.s, box)

    def fate_panel_rect(self) -> pygame.Rect:
        """The Fate panel sits at the foot of the log column; the log shows its lines above it.
        At a larger UI scale it takes more of the column (up to 70 %, at 200 %): its words
        grow with the scale, and the log above it shows fewer lines meanwhile."""
        s = self.lay.s
        log = self.lay.log_rect
        share = min(0.7, 0.5 + 0.2 * max(0.0, self.lay.ui - 1.0))
        h = min(int(330 * s), int(log.h * share))
        return pygame.Rect(log.left + int(8 * s), log.bottom - h - int(8 * s), log.w - int(16 * s), h)

    def fate_panel_card_size(self) -> tuple[int, int]:
        """The size of the cards the Fate panel shows (at most: ``_fate_panel_fit`` makes them
        smaller when the words need the room)."""
        ch = int(110 * self.lay.s)
        return int(ch / 1.4), ch

    def _fate_panel_fit(self, inner: pygame.Rect, lines: list[str], n: int) -> tuple[int, int, int]:
        """(card width, card height, text size) of a Fate panel whose inside is ``inner``,
        showing ``n`` cards over ``lines``: the words at their full size (17 reference pixels,
        never below the readable size), the cards as large as that leaves room for (down to
        half their size, side by side within the panel); the words smaller only then."""
        s = self.lay.s
        size = readable(17 * s)
        gap = int(8 * s)
        cw_full, ch_full = self.fate_panel_card_size()
        if n:  # side by side, within the panel's width
            cw_full = min(cw_full, (inner.w - (n - 1) * gap) // n)
            ch_full = min(ch_full, int(cw_full * 1.4))
        said = tuple(ln for ln in lines if ln)
        least = ch_full // 2
        for ch in range(ch_full, least - 1, -max(1, ch_full // 20)):
            if layout_block("cond", size, said, inner.w, inner.h - ch - gap, size)[2]:
                break
        else:
            ch = least
        size = layout_block("cond", size, said, inner.w, inner.h - ch - gap, 9)[0]
        return int(ch / 1.4), ch, size

    def _draw_fate_panel(self, surf) -> None:
        """What the last Fate action did: which card was played, which discarded, and why.
        Painted once per story (its words and cards are its key) and blitted every frame."""
        surf.blit(self._fate_panel_image()[1], self.fate_panel_rect().topleft)

    def _fate_panel_image(self) -> tuple:
        """(what the Fate panel shows, its picture)."""
        s = self.lay.s
        st = self.st
        story = self.fate_story
        r = self.fate_panel_rect()
        lines = [tr(story.title(st)) + ":"] + [tr(story.card_line(st, c)) for c in story.cards]
        lines.append(_("(click to close)") if story.done else "")
        key = (r.size, s, tuple(story.cards[:3]), tuple(lines))
        kept = getattr(self, "_fate_panel_kept", None)
        if kept is None or kept[0] != key:
            # the last story's sheet painted over when it is the same size: a new one each
            # story was 1.6 MB of fresh pages at 3840×2160 (the kernel's page faults, about
            # 0.5 ms of the frame in which a Fate action lands)
            if kept is not None and kept[1].get_size() == r.size:
                panel = kept[1]
                panel.fill((0, 0, 0, 0))
            else:  # a new sheet is clear already
                panel = pygame.Surface(r.size, pygame.SRCALPHA)
            self._paint_fate_panel(panel, panel.get_rect(), s, lines)
            kept = self._fate_panel_kept = (key, panel)
        return kept

    def _paint_fate_panel(self, surf, r: pygame.Rect, s: float, lines: list[str]) -> None:
        st = self.st
        pygame.draw.rect(surf, (236, 236, 242), r, border_radius=int(12 * s))
        pygame.draw.rect(surf, theme.FATE_FRAME_DARK, r, max(1, int(3 * s)), border_radius=int(12 * s))
        inner = r.inflate(-int(16 * s), -int(16 * s))
        cards = self.fate_story.cards[:3]
        cw, ch, size = self._fate_panel_fit(inner, lines, len(cards))
        x = inner.left
        for c in cards:
            surf.blit(view.card_surface(st, c, cw, ch), (x, inner.top))
            x += cw + int(8 * s)
        textbox = pygame.Rect(inner.left, inner.top + ch + int(8 * s), inner.w, inner.bottom - inner.top - ch - int(8 * s))
        draw_block(surf, "cond", size, lines, (30, 28, 34), textbox, min_size=9, what="table: Fate panel")

    def _light_plan(self, surf, plan: tuple) -> None:
        """A menu row under the pointer lights where it acts (a hint row: every place it names)."""
        if plan and plan[0] == "hint":
            for a in plan[1]:
                self._light_place(surf, a)
        elif plan and isinstance(plan[0], Action):
            self._light_place(surf, plan[0])

    def _light_place(self, surf, a: Action) -> None:
        """Light the place a pointed-at answer names (a location, a card, a board)."""
        r = self._target_rect(action_place(self.st, a))
        if r is not None:
            glow(surf, r, theme.GOLD, self.lay.s)

    def _draw_browse(self, surf) -> None:
        seat, pile = self.browse
        p = self.st.players[seat]
        cards = p.discard if pile == "villain-discard" else p.fate_discard
        s = self.lay.s
        veil = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
        veil.fill((0, 0, 0, 170))
        surf.blit(veil, (0, 0))
        title = _("{name}: Villain discard pile ({n})") if pile == "villain-discard" else _("{name}: Fate discard pile ({n})")
        t = text("serif", int(32 * s), title.format(name=proper_name(p.villain.name), n=len(cards)), theme.TEXT)
        surf.blit(t, (int(40 * s), int(30 * s)))
        h = int(250 * s)
        w = int(h / 1.4)
        per_row = max(1, (surf.get_width() - int(80 * s)) // (w + int(12 * s)))
        for k, c in enumerate(reversed(cards)):
            x = int(40 * s) + (k % per_row) * (w + int(12 * s))
            y = int(90 * s) + (k // per_row) * (h + int(12 * s))
            if y + h > surf.get_height():
                break
            surf.blit(view.card_surface(self.st, c, w, h), (x, y))
        hint = text("sans", int(20 * s), _("Click anywhere to close"), theme.TEXT_DIM)
        surf.blit(hint, hint.get_rect(bottomright=(surf.get_width() - int(30 * s), surf.get_height() - int(20 * s))))

