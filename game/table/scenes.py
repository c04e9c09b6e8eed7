"""The shell's screens: title, game chooser, lesson chooser, settings.

They know no game: they ask the open game's view (``app.view``) by the names of the view
contract (``game.table.views``). Each game's New game screen is its view's ``NewGameScene``
(the kit's, ``kit/newgame.py``); the menus every game's table uses (the curtain, pause, Game over) are the kit's
(``game.table.kit.menus``).
"""

from __future__ import annotations

import json

import pygame

from game.i18n import LANGUAGES, N_, _

from .helpscreens import AboutScene, RulesHelpScene
from .kit import theme
from .kit.assets import asset_path, text, wrap
from .kit.draw import emblem
from .kit.layout import Units, scale_for
from .kit.match_scene import PACE_NAMES
from .kit.menus import MenuScene
from .kit.textfit import draw_block, draw_fit
from .kit.widgets import Widget
from .settings import UI_SCALES
from .views import game_view, has_view, offered


def game_icon(key: str) -> str:
    """A game's emblem picture: its view's ``ICON``, else the shell's pick for it."""
    icon = getattr(game_view(key), "ICON", "")
    if icon:
        return icon
    try:
        picks = json.loads(asset_path("icons", "picks", "shell.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return ""
    return str(picks.get("games", {}).get(key, ""))


def help_row(app, size, s: float | None = None) -> list[Widget]:
    """Learn to play (the guided first game of the first game that has one), Rules (every
    offered game's rules help) and About: a row of smaller buttons under the title screen's
    menu, at the scale ``s`` (the window's, if not given)."""
    w, h = size
    s = min(w / 1920, h / 1080) if s is None else s
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
    #: in reference pixels (a 1920×1080 window at 100 %): the title and the line under it end
    #: above ROWS_TOP; the seven rows take ROWS_H; below them, a message's line, the help row
    #: and its margin take BELOW
    ROWS_TOP, ROWS_H, BELOW = 230, 7 * 88 - 18, 62 + 56 + 40

    def scale(self, size) -> float:
        """The UI scale applies here too, as far as the window holds the seven rows between
        the title and the help row (at 1280×720 and 200 %: 0.73 of the reference, against
        0.67 at 100 %), and the games' names under their emblems at the sides."""
        w, h = size
        s = scale_for(size, float(self.app.settings.get("ui_scale", 1.0)))
        return max(super().scale(size), min(s, h / (self.ROWS_TOP + self.ROWS_H + self.BELOW), w / 1428))

    def build(self, size) -> None:
        from .netscreens import host_game, join_game

        saves = self.app.saves
        entries = saves.list() if saves else []
        # the newest unfinished game this window can show (a game without a table is skipped)
        newest = next((e for e in entries if e.error is None and not e.over and has_view(e.game)), None)
        no_game = _("No game of this program has a table")
        self.column(size, [
            (_("New game"), self.app.new_game, bool(offered()), no_game),
            (_("Continue"), lambda: self.app.continue_game(newest), newest is not None,
             _("No unfinished game is saved yet") if entries else _("Nothing is saved yet: start a New game")),
            (_("Load"), lambda: self.app.open_load(), bool(entries), _("Nothing is saved yet: start a New game")),
            (_("Host a game"), lambda: host_game(self.app), bool(offered()), no_game),
            (_("Join a game"), lambda: join_game(self.app), True),
            (_("Settings"), lambda: self.app.push(SettingsScene(self.app)), True),
            (_("Quit"), self.app.quit, True),
        ], top_frac=(self.rows_top(size) + 0.5) / size[1])  # seven buttons above the help row, at 720p too
        self.widgets += help_row(self.app, size, self.scale(size))

    def rows_top(self, size) -> int:
        """Where the seven rows begin: at 30 % of the window, higher when the scale needs the
        room below them (never onto the line under the title)."""
        h = size[1]
        s = self.scale(size)
        return max(int(self.ROWS_TOP * s), min(int(h * 0.3), h - int((self.ROWS_H + self.BELOW) * s)))

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
            # under the rows, however large they are drawn
            y = max(int(surf.get_height() * 0.86), self.rows_top(surf.get_size()) + int((self.ROWS_H + 12) * s))
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

    def scale(self, size) -> float:
        """The UI scale applies here too, as far as the window holds the cards: their top
        (210 reference pixels), their height (520) and the Back button under them."""
        s = scale_for(size, float(self.app.settings.get("ui_scale", 1.0)))
        return max(super().scale(size), min(s, size[1] / 860))

    def build(self, size) -> None:
        w, h = size
        u = Units(self.scale(size))
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
        for k, (label, action, enabled, *why_not) in enumerate(items):
            x = left + (k // per) * (bw + 2 * gap)
            y = top + (k % per) * (bh + gap)
            self.widgets.append(Widget(label, pygame.Rect(x, y, bw, bh), action, enabled, why_not=next(iter(why_not), None)))

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
