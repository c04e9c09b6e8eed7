"""The menus every game's table uses: a screen of buttons (``MenuScene``), and over a table
the hot-seat curtain (``CurtainScene``), the pause menu (``PauseScene``) and Game over
(``GameOverScene``, the story of the game under the winner's words).

They know no game: they ask the open game's view (``app.view``) by the names of the view
contract (``game.table.views``), and open the shell's screens through the app (``app.open_settings``,
``app.open_replay``, ``app.to_title``, ``app.start_match``), never by importing the shell.
"""

from __future__ import annotations

import random
import time

import pygame

from game.core.match import Match, Setup
from game.core.protocol import winners_of
from game.core.summary import Summary, summary_of
from game.i18n import N_, _, language

from . import theme
from .assets import text
from .draw import emblem, rounded
from .icons import draw_icon
from .layout import Units, scale_for
from .scene import Scene
from .summaryview import button_row, draw_summary
from .textfit import READABLE, draw_fit
from .widgets import TOOLTIP_BODY, Widget, draw_button, greyed_tip, tooltip


class MenuScene(Scene):
    """A scene made of buttons (and whatever ``extra`` draws)."""

    title = ""
    covers = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.widgets: list[Widget] = []
        self.mouse = (0, 0)
        self.dirty = True
        self.focus = -1  # the widget the keyboard is on (none until Tab or an arrow is pressed)

    def build(self, size) -> None:  # pragma: no cover - overridden
        pass

    def handle(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            self.dirty = True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3):
            for w in self.widgets:
                if w.enabled and w.rect.collidepoint(event.pos):
                    if event.button == 1:
                        w.action()
                    elif w.back is not None:  # a right-click steps a value back
                        w.back()
                    self.dirty = True
                    return
        elif event.type == pygame.MOUSEWHEEL and event.y:
            for w in self.widgets:  # the wheel over a stepping button: up steps back, down on
                if w.enabled and w.back is not None and w.rect.collidepoint(self.mouse):
                    (w.back if event.y > 0 else w.action)()
                    self.dirty = True
                    return
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.escape()
        elif event.type == pygame.KEYDOWN:
            self._key(event)
        elif event.type == pygame.VIDEORESIZE:
            self.dirty = True

    def _key(self, event) -> None:
        """Tab/Shift+Tab and the arrows move between the buttons; Enter or Space presses the
        one the keyboard is on (nothing is pressed by Enter alone, so that a key meant for
        the screen before cannot choose here)."""
        enabled = [k for k, w in enumerate(self.widgets) if w.enabled]
        if not enabled:
            return
        step = {pygame.K_TAB: -1 if event.mod & pygame.KMOD_SHIFT else 1, pygame.K_DOWN: 1, pygame.K_RIGHT: 1,
                pygame.K_UP: -1, pygame.K_LEFT: -1}.get(event.key)
        if step:
            if self.focus not in enabled:
                self.focus = enabled[0] if step > 0 else enabled[-1]
            else:
                self.focus = enabled[(enabled.index(self.focus) + step) % len(enabled)]
            self.dirty = True
        elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE) and self.focus in enabled:
            self.widgets[self.focus].action()
            self.dirty = True

    def escape(self) -> None:
        if len(self.app.scenes) > 1:
            self.app.pop()

    def update(self, dt: float) -> bool:
        return self.dirty

    def scale(self, size) -> float:
        """The scale this screen is drawn at in a window of ``size``."""
        return min(size[0] / 1920, size[1] / 1080)

    def draw(self, surf) -> None:
        self.build(surf.get_size())
        s = self.scale(surf.get_size())
        if self.covers:
            surf.fill(theme.TABLE)
        else:
            veil = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
            veil.fill((0, 0, 0, 170))
            surf.blit(veil, (0, 0))
        if self.title:
            box = pygame.Rect(int(40 * s), int(70 * s), surf.get_width() - int(80 * s), int(100 * s))
            draw_fit(surf, "serif", 72 * s, _(self.title), theme.GOLD, box, min_size=14, what="menu: title")
        self.extra(surf, s)
        for k, w in enumerate(self.widgets):
            draw_button(surf, w, s, self.mouse)
            if k == self.focus:
                pygame.draw.rect(surf, theme.TEXT, w.rect.inflate(int(8 * s), int(8 * s)), max(2, int(3 * s)),
                                 border_radius=int(14 * s))
        tip = self.hover_tip()
        if tip is not None:  # last: over whatever the screen drew
            tooltip(surf, tip[0], tip[1], tip[3], self.tip_scale(surf.get_size()), tip[2])
        self.dirty = False

    def tip_scale(self, size: tuple[int, int]) -> float:
        """A greyed button's reason is read at the UI scale chosen, never below the readable
        size (a menu screen itself may be drawn smaller, to hold its buttons)."""
        return max(self.scale(size), scale_for(size, float(self.app.settings.get("ui_scale", 1.0))),
                   READABLE / TOOLTIP_BODY)

    def hover_tip(self) -> tuple[str, str, pygame.Rect, pygame.Rect] | None:
        """The greyed button under the pointer that says why: its label, its reason, where the
        tooltip goes (beside the button, over no button if it can: the one it names may be
        the way on) and the button's rectangle; else None."""
        size = self.app.screen.get_size()
        return greyed_tip(self.widgets, self.mouse, self.tip_scale(size), pygame.Rect((0, 0), size))

    def extra(self, surf, s: float) -> None:
        pass

    def column(self, size, items, top_frac: float = 0.38) -> None:
        w, h = size
        s = self.scale(size)
        bw, bh, gap = int(420 * s), int(70 * s), int(18 * s)
        y = int(h * top_frac)
        self.widgets = []
        for label, action, enabled, *why_not in items:  # a greyed row may say why (a fourth item)
            self.widgets.append(Widget(label, pygame.Rect(w // 2 - bw // 2, y, bw, bh), action, enabled,
                                       why_not=next(iter(why_not), None)))
            y += bh + gap


def seat_colours(view, st, seat: int | None) -> tuple[tuple, tuple]:
    """A seat's accent and base colours as its view gives them (``seat_colours``: the
    colour-blind-safe ones when that setting is on), else the table's gold."""
    colours = getattr(view, "seat_colours", None)
    if colours is None or seat is None or seat < 0:
        return theme.GOLD, theme.PANEL_HI
    return colours(st, seat)


def seat_icon(view, st, seat: int | None) -> str:
    """A seat's picture (the view's ``seat_icon``: its villain, deck or organization), or ""."""
    icon = getattr(view, "seat_icon", None)
    return icon(st, seat) if icon is not None and seat is not None and seat >= 0 else ""


def curtain_words(name: str, seat: int, reason: str, active_name: str) -> tuple[str, str]:
    """The curtain's title and line: who gets the screen, and why."""
    to = _("Pass the screen to {name}").format(name=name)
    if reason == "condition":
        return to, _("{name} may play a Condition in {active}'s turn. Others, look away.").format(
            name=name, active=active_name)
    if reason == "decision":
        return to, _("{name} has a decision to make in {active}'s turn. Others, look away.").format(
            name=name, active=active_name)
    if reason == "back":
        return (_("Pass the screen back to {name}").format(name=name),
                _("It is still {name}'s turn. Others, look away.").format(name=name))
    return to, _("{name}: it is your turn. Others, look away.").format(name=name)


class CurtainScene(MenuScene):
    """Hides every hand until the next human player is ready (hot-seat).

    ``reason`` says why the screen passes: "turn", "condition" (a Condition window in
    someone else's turn), "decision" (another choice in someone else's turn) or "back" (to
    the player whose turn it still is). Enter or Space is "I am ready" once the curtain has
    been up for ``ARM_DELAY`` seconds, so that the previous player pressing Enter twice (end
    the turn, then again) cannot lift it onto the next player's hand.

    Under the button, the recap: what the other seats did since the curtain last lifted for
    this seat, in the log's words (the table's ``recap``; the log is public, so it never names
    a hidden card), the newest lines that fit."""

    ARM_DELAY = 0.6

    def __init__(self, app, table, seat: int, reason: str = "turn") -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.reason = reason
        self.shown_at: float | None = None
        self._recap: tuple[str, list[str]] | None = None  # (the language, the lines)

    def build(self, size) -> None:
        w, h = size
        s = min(w / 1920, h / 1080)
        self.widgets = [Widget(_("I am ready"), pygame.Rect(w // 2 - int(200 * s), int(h * 0.56), int(400 * s),
                                                         int(76 * s)), self.ready, selected=True)]

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            if self.shown_at is not None and time.monotonic() - self.shown_at >= self.ARM_DELAY:
                self.ready()
            return
        super().handle(event)

    def ready(self) -> None:
        if self.app.top() is self:
            self.app.pop()
        if hasattr(self.table, "recap_read"):
            self.table.recap_read(self.seat)  # the next recap starts after what was just told
        self.table.curtain_lifted(self.seat)

    def recap(self) -> list[str]:
        """What the other seats did since this seat last had the screen (the table's words)."""
        if self._recap is None or self._recap[0] != language():
            lines = self.table.recap(self.seat) if hasattr(self.table, "recap") else []
            self._recap = (language(), lines)
        return self._recap[1]

    def draw_recap(self, surf, s: float) -> None:
        """The recap under the button: a title, then the newest lines that fit, one a row
        (fitted, never cut), and how many earlier ones were left out."""
        lines = self.recap()
        if not lines or not self.widgets:
            return
        u = Units(s)
        w, h = surf.get_size()
        panel = pygame.Rect(0, self.widgets[0].rect.bottom + u(28), min(w - u(80), u(1400)), 0)
        panel.centerx = w // 2
        panel.h = h - u(24) - panel.top
        size = max(26 * s, 12)
        row = int(size * 1.4)
        room = (panel.h - u(20)) // row - 1  # the title takes one row
        if room < 1:
            return
        # when they do not all fit, the first row says how many earlier ones were left out
        shown = lines if len(lines) <= room else lines[len(lines) - room + 1:]
        left = len(lines) - len(shown)
        panel.h = (len(shown) + 1 + (1 if left else 0)) * row + u(20)
        rounded(surf, panel, theme.mix(theme.PANEL, (0, 0, 0), 0.3), u(12))
        pygame.draw.rect(surf, theme.PANEL_HI, panel, u.line(2), border_radius=u(12))
        at = pygame.Rect(panel.left + u(24), panel.top + u(10), panel.w - u(48), row)
        heading = self.table.recap_heading(self.seat) if hasattr(self.table, "recap_heading") else N_("Since your last turn")
        draw_fit(surf, "sans", size, _(heading), theme.GOLD, at, align="left",
                 min_size=10, what="curtain: recap")
        if left:
            at = at.move(0, row)
            draw_fit(surf, "sans", size, _("… and {n} earlier").format(n=left), theme.TEXT_DIM, at,
                     align="left", min_size=10, what="curtain: recap")
        for line in shown:
            at = at.move(0, row)
            draw_fit(surf, "sans", size, "• " + line, theme.TEXT, at, align="left", min_size=10,
                     what="curtain: recap")

    def escape(self) -> None:
        pass

    def update(self, dt: float) -> bool:
        if self.shown_at is not None and time.monotonic() - self.shown_at < self.ARM_DELAY + 0.1:
            return True  # keep a frame coming until Enter is armed
        return self.dirty

    def words(self) -> tuple[str, str]:
        """Who gets the screen (the seat deciding) and why; the turn's owner from the game's
        definition (a decision in someone else's turn names them)."""
        match, view = self.table.match, self.app.view
        st = self.table.st
        owner = match.definition.turn(match.game)[1]
        if owner < 0:
            owner = view.current_player(st)
        active = view.seat_name(st, owner) if owner >= 0 else ""
        return curtain_words(view.seat_name(st, self.seat), self.seat, self.reason, active)

    def extra(self, surf, s: float) -> None:
        if self.shown_at is None:
            self.shown_at = time.monotonic()
        u = Units(s)
        surf.fill(theme.mix(theme.TABLE, (0, 0, 0), 0.6))
        name = self.app.view.seat_name(self.table.st, self.seat)
        accent, base = seat_colours(self.app.view, self.table.st, self.seat)
        em = pygame.Rect(0, 0, u(260), u(200))
        em.midbottom = (surf.get_width() // 2, int(surf.get_height() * 0.31))
        # the seat's own picture (its villain, deck or organization) on a pattern drawn from its
        # name: the same seat always shows the same emblem
        emblem(surf, em, name.lower().replace(" ", "-") or "seat", accent, base, False,
               seat_icon(self.app.view, self.table.st, self.seat))
        pygame.draw.rect(surf, accent, em, u.line(3), border_radius=u(12))
        title, line = self.words()
        own = getattr(self.app.view, "curtain_line", None)  # a game's own words for why (optional)
        line = (own(self.table.st, self.seat, self.reason) if own is not None else None) or line
        t = text("serif", int(64 * s), title, accent)
        surf.blit(t, t.get_rect(center=(surf.get_width() // 2, int(surf.get_height() * 0.38))))
        t = text("sans", int(28 * s), line, theme.TEXT)
        surf.blit(t, t.get_rect(center=(surf.get_width() // 2, int(surf.get_height() * 0.47))))
        self.draw_recap(surf, s)


class PauseScene(MenuScene):
    title = N_("Paused")
    covers = False

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table

    def build(self, size) -> None:
        self.column(size, [
            (_("Resume"), self.app.pop, True),
            (_("Settings"), self.app.open_settings, True),
            (_("Save and quit to title"), self.app.to_title, True),
        ])


class GameOverScene(MenuScene):
    covers = False

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table
        self.panel = pygame.Rect(0, 0, 0, 0)  # where the winner's words are (edged in their colour)
        try:  # the game's story (game.core.summary): replayed once, from the moves
            self.summary: Summary | None = summary_of(table.match)
        except ValueError:
            self.summary = None

    def build(self, size) -> None:
        self.widgets = button_row(size, self.scale(size), [
            (_("Play again"), self.again, True),
            (_("Watch the replay"), self.replay, True),
            (_("Look at the table"), self.app.pop, True),
            (_("Title screen"), self.app.to_title, True),
        ])

    def replay(self) -> None:
        """The replay, opened at the move where the lead last changed (the end without one)."""
        lead = self.summary.lead_move if self.summary is not None else None
        self.app.open_replay(self.table.match, lead)

    def again(self) -> None:
        """The same game, the same seats and options, a new seed."""
        old = self.table.match.setup
        setup = Setup.of(old.game, list(old.seats), random.randrange(1, 10**6), **dict(old.options))
        self.app.start_match(Match(setup))

    sub_h = 0.07  # the line under the headline, in screen heights (a game with more to say asks more)

    def extra(self, surf, s: float) -> None:
        """The winner's picture and words in the winner's colour (the colour-blind-safe one
        when set), on a panel edged in it; gold when nobody or several share the win."""
        st = self.table.st
        words = self.app.view.winner_words(st)
        headline, sub = words if words is not None else (_("Game over"), "")
        w, h = surf.get_size()
        u = Units(s)
        won = winners_of(self.table.match.game)  # one seat's colours; gold when shared or nobody's
        winner = won[0] if won is not None and len(won) == 1 else None
        accent, base = seat_colours(self.app.view, st, winner)
        panel = pygame.Rect(0, int(h * 0.06), min(w - u(60), u(1500)), 0)
        panel.centerx = w // 2
        head = pygame.Rect(panel.left + u(30), int(h * 0.24), panel.w - u(60), int(h * 0.11))
        line = pygame.Rect(panel.left + u(40), head.bottom + u(4), panel.w - u(80), int(h * self.sub_h))
        panel.h = line.bottom + u(14) - panel.top
        self.panel = panel
        rounded(surf, panel, theme.mix(base, (0, 0, 0), 0.55), u(18))
        pygame.draw.rect(surf, accent, panel, u.line(4), border_radius=u(18))
        # a dark seat colour (a deep blue) is lightened for the words, never changed in hue
        ink = accent if theme.luminance(accent) > 0.12 else theme.mix(accent, (255, 255, 255), 0.4)
        pic = pygame.Rect(0, 0, int(h * 0.15), int(h * 0.15))
        pic.midtop = (w // 2, int(h * 0.075))
        icon = seat_icon(self.app.view, st, winner)
        if icon:
            draw_icon(surf, icon, pic, ink, shadow=(0, 0, 0, 140))
        draw_fit(surf, "serif", 80 * s, headline, ink, head, min_size=14, what="game over")
        draw_fit(surf, "sans", 30 * s, sub, theme.TEXT, line, min_size=12, wrap=True, what="game over")
        if self.widgets:  # the story of the game between the headline and the buttons
            view, ui = self.app.view, float(self.app.settings.get("ui_scale", 1.0))
            seats = [(view.seat_name(st, k), seat_colours(view, st, k)[0]) for k in range(len(self.summary.seats))] \
                if self.summary is not None else []
            story = pygame.Rect(panel.left, panel.bottom + u(16), panel.w, self.widgets[0].rect.top - panel.bottom - u(32))
            draw_summary(surf, story, self.summary, scale_for((w, h), ui), seats)
