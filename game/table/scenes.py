"""The other screens: title, new game, hand-over curtain, pause, game over, settings."""

from __future__ import annotations

import random
import time

import pygame

from game.core.match import Match, Seat, Setup

from . import theme
from .assets import text, wrap
from .i18n import LANGUAGES, N_, _
from .kit.draw import emblem
from .kit.scene import Scene
from .kit.widgets import Widget, draw_button  # noqa: F401 - the menu screens' widgets (re-exported)
from .textfit import draw_block, draw_fit


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

    def draw(self, surf) -> None:
        self.build(surf.get_size())
        s = min(surf.get_width() / 1920, surf.get_height() / 1080)
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


def help_row(app, size) -> list[Widget]:
    """Learn to play (the game's guided first game, when it has one), Rules and About: a row
    of smaller buttons under the title screen's menu."""
    from .helpscreens import AboutScene, RulesHelpScene

    w, h = size
    s = min(w / 1920, h / 1080)
    items = []
    if hasattr(app.view, "start_tutorial"):
        items.append((_("Learn to play"), lambda: app.view.start_tutorial(app)))
    items += [(_("Rules"), lambda: app.push(RulesHelpScene(app))), (_("About"), lambda: app.push(AboutScene(app)))]
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
        newest = next((e for e in entries if e.error is None and e.winner is None), None)
        self.column(size, [
            (_("New game"), lambda: self.app.push(NewGameScene(self.app)), True),
            (_("Continue"), lambda: self.app.continue_game(newest), newest is not None),
            (_("Load"), lambda: self.app.open_load(), bool(entries)),
            (_("Settings"), lambda: self.app.push(SettingsScene(self.app)), True),
            (_("Quit"), self.app.quit, True),
        ])
        self.widgets += help_row(self.app, size)

    def extra(self, surf, s: float) -> None:
        t = text("sans", int(26 * s), self.app.view.SUBTITLE, theme.TEXT_DIM)
        surf.blit(t, t.get_rect(midtop=(surf.get_width() // 2, int(175 * s))))
        if self.message:
            y = int(surf.get_height() * 0.86)
            for line in wrap("sans", int(22 * s), self.message, int(surf.get_width() * 0.6))[:3]:
                colour = theme.GOOD if self.message.startswith(_("The game was saved in {where}").split("{")[0]) else theme.BAD
                t = text("sans", int(22 * s), line, colour)
                surf.blit(t, t.get_rect(midtop=(surf.get_width() // 2, y)))
                y += int(30 * s)
        # the three villains' emblems either side of the menu
        w, h = surf.get_size()
        size = int(200 * s)
        spots = ((0.14, 0.40), (0.86, 0.40), (0.86, 0.72))
        for key, (fx, fy) in zip(self.app.view.SIDES, spots, strict=False):
            v = self.app.view.load_side(key)
            accent, base = theme.palette(v)
            cx, cy = int(w * fx), int(h * fy)
            r = pygame.Rect(0, 0, size, size)
            r.center = (cx, cy)
            emblem(surf, r, key, accent, base, False, getattr(v, "icon", ""))
            pygame.draw.rect(surf, accent, r, max(1, int(3 * s)), border_radius=int(12 * s))
            label = text("serif", int(24 * s), v.name, accent)
            surf.blit(label, label.get_rect(midtop=(cx, r.bottom + int(8 * s))))
        motto = wrap("serif", int(30 * s), _("Every rule enforced. Every Hero in the way."), int(360 * s))
        y = int(h * 0.66)
        for line in motto:
            t = text("serif", int(30 * s), line, theme.TEXT_DIM)
            surf.blit(t, t.get_rect(midtop=(int(w * 0.14), y)))
            y += int(40 * s)

    def escape(self) -> None:
        self.app.quit()


class NewGameScene(MenuScene):
    title = N_("New game")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.chosen: list[str] = ["gaston", "lady-tremaine"]
        self.seats: dict[str, Seat] = {v: Seat("human") for v in self.app.view.SIDES}
        self.seats["lady-tremaine"] = Seat("bot", "normal")
        self.seed_text = ""
        self.editing_seed = False
        self._recall(app.settings.get("last_setup"))

    def _recall(self, data) -> None:
        """The last setup from the settings file, taking only what still makes sense (a
        hand-edited or older file may hold anything)."""
        if not isinstance(data, dict):
            return
        chosen = data.get("villains")
        if (isinstance(chosen, list) and 2 <= len(chosen) <= 3 and len(set(map(str, chosen))) == len(chosen)
                and all(isinstance(v, str) and v in self.app.view.SIDES for v in chosen)):
            self.chosen = list(chosen)
        seats = data.get("seats")
        if isinstance(seats, dict):
            for key, seat in seats.items():
                if key not in self.app.view.SIDES or not isinstance(seat, dict):
                    continue
                if seat.get("kind") == "human":
                    self.seats[key] = Seat("human")
                elif seat.get("kind") == "bot" and seat.get("level") in self.app.view.BOT_KINDS:
                    self.seats[key] = Seat("bot", seat["level"])
        seed = data.get("seed")
        if isinstance(seed, str) and seed.isdigit() and len(seed) <= 9:
            self.seed_text = seed

    def remembered(self) -> dict:
        return {"villains": list(self.chosen), "seats": {v: self.seats[v].to_json() for v in self.app.view.SIDES},
                "seed": self.seed_text}

    def toggle(self, key: str) -> None:
        if key in self.chosen:
            if len(self.chosen) > 2:
                self.chosen.remove(key)
        elif len(self.chosen) < 3:
            self.chosen.append(key)

    def cycle_seat(self, key: str) -> None:
        options = [("human", "")] + [("bot", k) for k in self.app.view.BOT_KINDS]
        cur = (self.seats[key].kind, self.seats[key].level if self.seats[key].kind == "bot" else "")
        i = (options.index(cur) + 1) % len(options) if cur in options else 0
        kind, level = options[i]
        self.seats[key] = Seat(kind, level or self.app.view.BOT_KINDS[0])

    def start(self) -> None:
        seed = int(self.seed_text) if self.seed_text.isdigit() else random.randrange(1, 10**6)
        setup = Setup(list(self.chosen), [self.seats[v] for v in self.chosen], seed)
        self.app.set_setting("last_setup", self.remembered())
        self.app.start_match(Match(setup))

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and self.editing_seed:
            if event.key == pygame.K_BACKSPACE:
                self.seed_text = self.seed_text[:-1]
            elif event.key in (pygame.K_RETURN, pygame.K_ESCAPE):
                self.editing_seed = False
            elif event.unicode.isdigit() and len(self.seed_text) < 9:
                self.seed_text += event.unicode
            self.dirty = True
            return
        super().handle(event)

    def build(self, size) -> None:
        w, h = size
        s = min(w / 1920, h / 1080)
        self.widgets = []
        cw, ch = int(520 * s), int(470 * s)
        x0 = w // 2 - (3 * cw + 2 * int(30 * s)) // 2
        self.cards = []
        for k, key in enumerate(self.app.view.SIDES):
            r = pygame.Rect(x0 + k * (cw + int(30 * s)), int(210 * s), cw, ch)
            self.cards.append((key, r))
            order = self.chosen.index(key) + 1 if key in self.chosen else None
            label = _("Seat {n}").format(n=order) if order else _("Add")
            self.widgets.append(Widget(label, pygame.Rect(r.left + int(20 * s), r.bottom - int(150 * s), cw - int(40 * s),
                                                          int(60 * s)), lambda key=key: self.toggle(key),
                                       selected=order is not None))
            seat = self.seats[key]
            who = _("Human") if seat.kind == "human" else _("{level} bot").format(level=_(seat.level.capitalize()))
            self.widgets.append(Widget(who, pygame.Rect(r.left + int(20 * s), r.bottom - int(80 * s), cw - int(40 * s),
                                                        int(60 * s)), lambda key=key: self.cycle_seat(key),
                                       enabled=order is not None))
        y = int(210 * s) + ch + int(40 * s)
        seed_label = _("Seed: {seed}").format(seed=self.seed_text or _("random")) + ("_" if self.editing_seed else "")
        self.widgets.append(Widget(seed_label, pygame.Rect(w // 2 - int(430 * s), y, int(420 * s), int(70 * s)),
                                   self._edit_seed, selected=self.editing_seed))
        self.widgets.append(Widget(_("Start"), pygame.Rect(w // 2 + int(10 * s), y, int(420 * s), int(70 * s)), self.start))
        self.widgets.append(Widget(_("Back"), pygame.Rect(int(40 * s), h - int(110 * s), int(240 * s), int(70 * s)),
                                   self.app.pop))

    def _edit_seed(self) -> None:
        self.editing_seed = not self.editing_seed

    def extra(self, surf, s: float) -> None:
        for key, r in self.cards:
            v = self.app.view.load_side(key)
            accent, base = theme.palette(v)
            chosen = key in self.chosen
            pygame.draw.rect(surf, theme.mix(base, (0, 0, 0), 0.4 if chosen else 0.7), r, border_radius=int(16 * s))
            pygame.draw.rect(surf, accent if chosen else theme.PANEL_HI, r, max(1, int(3 * s)), border_radius=int(16 * s))
            draw_fit(surf, "serif", 40 * s, v.name, theme.TEXT, pygame.Rect(r.left + int(16 * s), r.top + int(12 * s),
                     r.w - int(32 * s), int(60 * s)), min_size=10, what="new game: villain")
            em = pygame.Rect(r.left + int(30 * s), r.top + int(80 * s), r.w - int(60 * s), int(110 * s))
            emblem(surf, em, key, accent, base, False, getattr(v, "icon", ""))
            box = pygame.Rect(r.left + int(20 * s), em.bottom + int(14 * s), r.w - int(40 * s),
                              r.bottom - int(160 * s) - em.bottom - int(14 * s))
            draw_block(surf, "cond", 20 * s, [v.objective], theme.TEXT, box, min_size=9, what="new game: objective")


PRONOUNS = {"gaston": (N_("he"), N_("his")), "lady-tremaine": (N_("she"), N_("her")), "horned-king": (N_("he"), N_("his"))}


def curtain_words(name: str, key: str, seat: int, reason: str, active_name: str) -> tuple[str, str]:
    """The curtain's title and line: who gets the screen, and why."""
    he, his = PRONOUNS.get(key, (N_("they"), N_("their")))
    he, his = _(he), _(his)
    to = _("Pass the screen to {name}").format(name=name)
    if reason == "condition":
        return to, _("{He} may play a Condition in {active}'s turn. Others, look away.").format(
            He=he.capitalize(), active=active_name)
    if reason == "decision":
        return to, _("{He} has a decision to make in {active}'s turn. Others, look away.").format(
            He=he.capitalize(), active=active_name)
    if reason == "back":
        return (_("Pass the screen back to {name}").format(name=name),
                _("It is still {his} turn. Others, look away.").format(his=his))
    return to, _("Player {n}: it is your turn. Others, look away.").format(n=seat + 1)


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
        self.widgets = [Widget("I am ready", pygame.Rect(w // 2 - int(200 * s), int(h * 0.56), int(400 * s),
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
        st, view = self.table.st, self.app.view
        v = view.side_of(st, self.seat)
        return curtain_words(v.name, v.key, self.seat, self.reason, view.side_of(st, view.active_seat(st)).name)

    def extra(self, surf, s: float) -> None:
        if self.shown_at is None:
            self.shown_at = time.monotonic()
        v = self.app.view.side_of(self.table.st, self.seat)
        accent, base = theme.palette(v)
        surf.fill(theme.mix(base, (0, 0, 0), 0.75))
        em = pygame.Rect(0, 0, int(260 * s), int(200 * s))
        em.midbottom = (surf.get_width() // 2, int(surf.get_height() * 0.31))
        emblem(surf, em, v.key, accent, base, False, getattr(v, "icon", ""))
        pygame.draw.rect(surf, accent, em, max(1, int(3 * s)), border_radius=int(12 * s))
        title, line = self.words()
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

    def build(self, size) -> None:
        self.column(size, [
            (_("Play again"), self.again, True),
            (_("Watch the replay"), self.replay, True),
            (_("Look at the table"), self.app.pop, True),
            (_("Title screen"), self.app.to_title, True),
        ], top_frac=0.5)

    def replay(self) -> None:
        from .loadscreen import ReplayScene

        self.app.push(ReplayScene(self.app, self.table.match))

    def again(self) -> None:
        old = self.table.match.setup
        setup = Setup(list(old.villains), list(old.seats), random.randrange(1, 10**6), old.fate_token)
        self.app.start_match(Match(setup))

    def extra(self, surf, s: float) -> None:
        st, view = self.table.st, self.app.view
        v = view.side_of(st, view.winner_of(st))
        accent, _base = theme.palette(v)
        w, h = surf.get_size()
        draw_fit(surf, "serif", 80 * s, _("{name} wins!").format(name=v.name), accent,
                 pygame.Rect(int(40 * s), int(h * 0.24), w - int(80 * s), int(h * 0.12)), min_size=14, what="game over")
        sub = _("{name} achieved the Objective in round {n}.").format(name=v.name, n=view.round_of(st))
        draw_fit(surf, "sans", 30 * s, sub, theme.TEXT, pygame.Rect(int(40 * s), int(h * 0.37), w - int(80 * s),
                 int(h * 0.07)), min_size=10, wrap=True, what="game over")


class SettingsScene(MenuScene):
    title = N_("Settings")

    def build(self, size) -> None:
        st = self.app.settings
        speed = st.get("animation_speed", 1.0)
        self.column(size, [
            (_("Window: {mode}").format(mode=_("fullscreen") if st.get("fullscreen") else _("windowed")),
             self.app.toggle_fullscreen, True),
            (_("Animation speed: {speed}").format(speed=_speed_name(speed)), self.cycle_speed, True),
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
