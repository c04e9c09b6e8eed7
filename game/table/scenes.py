"""The shell's screens: title, game chooser, hand-over curtain, pause, game over, settings.

They know no game: they ask the open game's view (``app.view``) by the names of the view
contract (``game.table.views``). Each game's New game screen is its view's ``NewGameScene``.
"""

from __future__ import annotations

import random
import time

import pygame

from game.core.match import Match, Setup
from game.core.protocol import winners_of
from game.core.summary import Summary, summary_of

from . import theme
from .assets import text, wrap
from .i18n import LANGUAGES, N_, _
from .kit.draw import emblem, rounded
from .kit.icons import draw_icon
from .kit.layout import Units, scale_for
from .kit.match_scene import PACE_NAMES
from .kit.scene import Scene
from .kit.widgets import Widget, draw_button  # noqa: F401 - the menu screens' widgets (re-exported)
from .summaryview import button_row, draw_summary
from .textfit import draw_block, draw_fit
from .views import game_view, has_view, offered


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
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for w in self.widgets:
                if w.enabled and w.rect.collidepoint(event.pos):
                    w.action()
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
        self.dirty = False

    def extra(self, surf, s: float) -> None:
        pass

    def column(self, size, items, top_frac: float = 0.38) -> None:
        w, h = size
        s = min(w / 1920, h / 1080)
        bw, bh, gap = int(420 * s), int(70 * s), int(18 * s)
        y = int(h * top_frac)
        self.widgets = []
        for label, action, enabled in items:
            self.widgets.append(Widget(label, pygame.Rect(w // 2 - bw // 2, y, bw, bh), action, enabled))
            y += bh + gap


def game_icon(key: str) -> str:
    """A game's emblem picture: its view's ``ICON``, else the shell's pick for it."""
    icon = getattr(game_view(key), "ICON", "")
    if icon:
        return icon
    import json

    from .assets import asset_path

    try:
        picks = json.loads(asset_path("icons", "picks", "shell.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return ""
    return str(picks.get("games", {}).get(key, ""))


def help_row(app, size) -> list[Widget]:
    """Learn to play (the guided first game of the first game that has one), Rules (every
    offered game's rules help) and About: a row of smaller buttons under the title screen's menu."""
    from .helpscreens import AboutScene, RulesHelpScene

    w, h = size
    s = min(w / 1920, h / 1080)
    items = []
    lessons = [k for k in offered() if hasattr(game_view(k), "start_tutorial")]
    if len(lessons) == 1:
        items.append((_("Learn to play"), lambda: game_view(lessons[0]).start_tutorial(app)))
    elif lessons:  # which game to learn: the chooser, each card opening that game's lesson
        items.append((_("Learn to play"), lambda: app.push(LessonChooserScene(app, lessons))))
    items += [(_("Rules"), lambda: app.push(RulesHelpScene(app, games=offered()))),
              (_("About"), lambda: app.push(AboutScene(app)))]
    bw, bh, gap = int(250 * s), int(56 * s), int(16 * s)
    x = w // 2 - (len(items) * bw + (len(items) - 1) * gap) // 2
    y = h - bh - int(40 * s)
    return [Widget(label, pygame.Rect(x + k * (bw + gap), y, bw, bh), action) for k, (label, action) in enumerate(items)]


class TitleScene(MenuScene):
    title = N_("Villainous Table")
    message: str | None = None  # why Continue could not open a game, or where a game was saved

    def build(self, size) -> None:
        saves = self.app.saves
        entries = saves.list() if saves else []
        # the newest unfinished game this window can show (a game without a table is skipped)
        newest = next((e for e in entries if e.error is None and not e.over and has_view(e.game)), None)
        self.column(size, [
            (_("New game"), self.app.new_game, bool(offered())),
            (_("Continue"), lambda: self.app.continue_game(newest), newest is not None),
            (_("Load"), lambda: self.app.open_load(), bool(entries)),
            (_("Settings"), lambda: self.app.push(SettingsScene(self.app)), True),
            (_("Quit"), self.app.quit, True),
        ])
        self.widgets += help_row(self.app, size)

    def subtitle(self) -> str:
        """The one game's line, or the names of the games on offer."""
        keys = offered()
        if len(keys) == 1:
            return _(game_view(keys[0]).SUBTITLE)
        return " · ".join(game_view(k).TITLE for k in keys)

    def extra(self, surf, s: float) -> None:
        t = text("sans", int(26 * s), self.subtitle(), theme.TEXT_DIM)
        surf.blit(t, t.get_rect(midtop=(surf.get_width() // 2, int(175 * s))))
        if self.message:
            y = int(surf.get_height() * 0.86)
            for line in wrap("sans", int(22 * s), self.message, int(surf.get_width() * 0.6))[:3]:
                colour = theme.GOOD if self.message.startswith(_("The game was saved in {where}").split("{")[0]) else theme.BAD
                t = text("sans", int(22 * s), line, colour)
                surf.blit(t, t.get_rect(midtop=(surf.get_width() // 2, y)))
                y += int(30 * s)
        # the games' emblems either side of the menu
        w, h = surf.get_size()
        size = int(200 * s)
        spots = ((0.14, 0.40), (0.86, 0.40), (0.86, 0.72))
        for key, (fx, fy) in zip(offered(), spots, strict=False):
            cx, cy = int(w * fx), int(h * fy)
            r = pygame.Rect(0, 0, size, size)
            r.center = (cx, cy)
            emblem(surf, r, key, theme.GOLD, theme.PANEL_HI, False, game_icon(key))
            pygame.draw.rect(surf, theme.GOLD, r, max(1, int(3 * s)), border_radius=int(12 * s))
            draw_fit(surf, "serif", 24 * s, game_view(key).TITLE, theme.GOLD,
                     pygame.Rect(cx - size, r.bottom + int(8 * s), 2 * size, int(34 * s)), min_size=9,
                     what="title: game")
        motto = wrap("serif", int(30 * s), _("Every rule enforced. Every hidden card hidden."), int(360 * s))
        # across from a lone game's emblem, else under the left one (never on an emblem)
        mx, my = (0.86, 0.36) if len(offered()) == 1 else (0.14, 0.66)
        y = int(h * my)
        for line in motto:
            t = text("serif", int(30 * s), line, theme.TEXT_DIM)
            surf.blit(t, t.get_rect(midtop=(int(w * mx), y)))
            y += int(40 * s)

    def escape(self) -> None:
        self.app.quit()


class GameChooserScene(MenuScene):
    """New game, when several games have a table: one card a game (its title, the line under
    it and an emblem); choosing one opens that game's own New game screen."""

    title = N_("Choose a game")

    def __init__(self, app, keys: list[str]) -> None:
        super().__init__(app)
        self.keys = list(keys)
        self.cards: list[tuple[str, pygame.Rect]] = []

    def build(self, size) -> None:
        w, h = size
        u = Units(min(w / 1920, h / 1080))
        n = max(1, len(self.keys))
        gap = u(30)
        cw = min(u(520), (w - u(80) - (n - 1) * gap) // n)
        ch = u(520)
        x0 = w // 2 - (n * cw + (n - 1) * gap) // 2
        self.cards, self.widgets = [], []
        for k, key in enumerate(self.keys):
            r = pygame.Rect(x0 + k * (cw + gap), u(210), cw, ch)
            self.cards.append((key, r))
            self.widgets.append(Widget(self.button_label(), pygame.Rect(r.left + u(20), r.bottom - u(90), cw - u(40),
                                                                        u(66)), lambda key=key: self.chosen(key)))
        self.widgets.append(Widget(_("Back"), pygame.Rect(u(40), h - u(110), u(240), u(70)), self.app.pop))

    def button_label(self) -> str:
        return _("Play")

    def chosen(self, key: str) -> None:
        self.app.open_new_game(key)

    def extra(self, surf, s: float) -> None:
        u = Units(s)
        for key, r in self.cards:
            view = game_view(key)
            pygame.draw.rect(surf, theme.PANEL, r, border_radius=u(16))
            pygame.draw.rect(surf, theme.GOLD, r, u.line(3), border_radius=u(16))
            draw_fit(surf, "serif", 44 * s, view.TITLE, theme.GOLD, pygame.Rect(r.left + u(16), r.top + u(14),
                     r.w - u(32), u(64)), min_size=10, what="chooser: title")
            em = pygame.Rect(r.left + u(40), r.top + u(96), r.w - u(80), u(190))
            emblem(surf, em, key, theme.GOLD, theme.PANEL_HI, False, game_icon(key))
            box = pygame.Rect(r.left + u(20), em.bottom + u(18), r.w - u(40), r.bottom - u(110) - em.bottom - u(18))
            draw_block(surf, "sans", 22 * s, [_(view.SUBTITLE)], theme.TEXT, box, min_size=9, what="chooser: subtitle")


class LessonChooserScene(GameChooserScene):
    """Learn to play, when several games have a guided first game: one card a game; choosing
    one opens its lesson (the view's ``start_tutorial``)."""

    title = N_("Learn to play: choose a game")

    def button_label(self) -> str:
        return _("Learn")

    def chosen(self, key: str) -> None:
        game_view(key).start_tutorial(self.app)


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
    the turn, then again) cannot lift it onto the next player's hand."""

    ARM_DELAY = 0.6

    def __init__(self, app, table, seat: int, reason: str = "turn") -> None:
        super().__init__(app)
        self.table = table
        self.seat = seat
        self.reason = reason
        self.shown_at: float | None = None

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
        self.table.curtain_lifted(self.seat)

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


class PauseScene(MenuScene):
    title = N_("Paused")
    covers = False

    def __init__(self, app, table) -> None:
        super().__init__(app)
        self.table = table

    def build(self, size) -> None:
        self.column(size, [
            (_("Resume"), self.app.pop, True),
            (_("Settings"), lambda: self.app.push(SettingsScene(self.app)), True),
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
        from .loadscreen import ReplayScene

        scene = ReplayScene(self.app, self.table.match)
        if self.summary is not None and self.summary.lead_move is not None:
            scene.index = self.summary.lead_move
        self.app.push(scene)

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


class SettingsScene(MenuScene):
    title = N_("Settings")
    ROWS = 10  # the settings and Back

    def scale(self, size) -> float:
        """The UI scale applies here too (a player who needs 200 % text needs it to find the
        setting again), as far as the window holds the settings: in two columns, if need be."""
        w, h = size
        s = scale_for(size, float(self.app.settings.get("ui_scale", 1.0)))
        rows = (self.ROWS + 1) // 2
        # the title (to 170) and the rows (88 each) in reference pixels, and a margin
        return min(s, h / (190 + rows * 88), w / 960)

    def column(self, size, items, top_frac: float = 0.38) -> None:
        w, h = size
        s = self.scale(size)
        bw, bh, gap = int(420 * s), int(70 * s), int(18 * s)
        top = max(int(h * top_frac), int(180 * s))
        per = len(items) if top + len(items) * (bh + gap) <= h else (len(items) + 1) // 2
        cols = (len(items) + per - 1) // per
        left = w // 2 - (cols * bw + (cols - 1) * 2 * gap) // 2
        self.widgets = []
        for k, (label, action, enabled) in enumerate(items):
            x = left + (k // per) * (bw + 2 * gap)
            y = top + (k % per) * (bh + gap)
            self.widgets.append(Widget(label, pygame.Rect(x, y, bw, bh), action, enabled))

    def build(self, size) -> None:
        st = self.app.settings
        speed = st.get("animation_speed", 1.0)
        self.column(size, [
            (_("Window: {mode}").format(mode=_("fullscreen") if st.get("fullscreen") else _("windowed")),
             self.app.toggle_fullscreen, True),
            (_("Animation speed: {speed}").format(speed=_speed_name(speed)), self.cycle_speed, True),
            (_("Bot pace: {pace}").format(pace=_(PACE_NAMES.get(st.get("bot_pace", "normal"), PACE_NAMES["normal"]))),
             self.cycle_pace, True),
            (_("Sound: {on}").format(on=_on(st.get("sound", True))), self.toggle_sound, True),
            (_("Volume: {n} %").format(n=round(st.get("volume", 0.7) * 100)), self.cycle_volume, True),
            (_("Colour-blind-safe colours: {on}").format(on=_on(st.get("colour_blind"))), self.toggle_colour_blind,
             True),
            (_("Confirm end turn: {on}").format(on=_on(st.get("confirm_end_turn", True))), self.toggle_confirm, True),
            (_("UI scale: {n} %").format(n=round(st.get("ui_scale", 1.0) * 100)), self.cycle_scale, True),
            (_("Language: {name}").format(name=LANGUAGES.get(st.get("language", "en"), "English")),
             self.cycle_language, True),
            (_("Back"), self.app.pop, True),
        ], top_frac=0.2)

    def cycle_speed(self) -> None:
        speeds = [1.0, 2.0, 4.0, 0.0, 0.5]
        cur = self.app.settings.get("animation_speed", 1.0)
        nxt = speeds[(speeds.index(cur) + 1) % len(speeds)] if cur in speeds else 1.0
        self.app.set_setting("animation_speed", nxt)

    def cycle_pace(self) -> None:
        """How long a bot's move stays in view: normal, slow, fast, normal…"""
        paces = ["normal", "slow", "fast"]
        cur = self.app.settings.get("bot_pace", "normal")
        self.app.set_setting("bot_pace", paces[(paces.index(cur) + 1) % len(paces)] if cur in paces else "normal")

    def cycle_scale(self) -> None:
        """The UI scale: text, the log, the hand and the table's buttons (80–200 %)."""
        from .app import UI_SCALES

        cur = self.app.settings.get("ui_scale", 1.0)
        later = [v for v in UI_SCALES if v > cur + 1e-6]
        self.app.set_setting("ui_scale", later[0] if later else UI_SCALES[0])

    def cycle_volume(self) -> None:
        steps = [0.25, 0.5, 0.7, 1.0, 0.0]
        cur = self.app.settings.get("volume", 0.7)
        later = [v for v in steps if v > cur + 1e-6]
        self.app.set_setting("volume", later[0] if later else 0.0)

    def cycle_language(self) -> None:
        names = list(LANGUAGES)
        cur = self.app.settings.get("language", "en")
        self.app.set_setting("language", names[(names.index(cur) + 1) % len(names)] if cur in names else names[0])

    def toggle_colour_blind(self) -> None:
        self.app.set_setting("colour_blind", not self.app.settings.get("colour_blind", False))

    def toggle_sound(self) -> None:
        self.app.set_setting("sound", not self.app.settings.get("sound", True))

    def toggle_confirm(self) -> None:
        self.app.set_setting("confirm_end_turn", not self.app.settings.get("confirm_end_turn", True))


BOT_LEVEL_NAMES = (N_("Random"), N_("Easy"), N_("Normal"), N_("Hard"))  # the view's BOT_KINDS, as shown


def _on(value) -> str:
    return _("on") if value else _("off")


SPEED_NAMES = {0.0: N_("instant"), 0.5: N_("slow"), 1.0: N_("normal"), 2.0: N_("fast"), 4.0: N_("very fast")}


def _speed_name(speed: float) -> str:
    return _(SPEED_NAMES[speed]) if speed in SPEED_NAMES else str(speed)
