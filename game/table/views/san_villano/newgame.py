"""San Villano's New game screen: 2–4 organizations, each human or a bot by level; or solo,
you against 1 or 2 bot organizations with a target score (shown again at the end). With two
organizations it offers the balance option ``setup_fires`` (ours: two Fires on the City at setup;
off, the rulebook's setup, unless chosen)."""

from __future__ import annotations

import random

import pygame

from game.core.match import Match, Seat, Setup
from game.core.registry import game_named
from game.games.san_villano.board import content
from game.games.san_villano.solo import DEFAULT_TARGET

from ...kit import theme
from ...kit.i18n import N_, _
from ...kit.menus import MenuScene
from ...kit.textfit import draw_fit
from ...kit.widgets import Widget
from ...settings import digits, items, seat_field, whole
from . import art
from .words import seat_name

LEVELS = game_named("san-villano").bot_levels

KEY = "san-villano"
SETTING = "last_setup_san_villano"
#: what each field of the kept choices may hold (checked when the settings file is read)
SETUP_FIELDS = {"players": whole(2, 3, 4), "solo": whole(0, 1, 2), "seats": items(seat_field(LEVELS), 4, 4),
                "seed": digits(9)}


class NewGameScene(MenuScene):
    title = N_("Heróis de San Villano — new game")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.players = 2
        self.solo = 0  # 0: no; 1 or 2: against that many bot organizations
        self.setup_fires = False  # the balance option; it changes only a 2-organization setup
        self.seats = [Seat("human"), Seat("bot", "normal"), Seat("bot", "normal"), Seat("bot", "normal")]
        self.seed_text = ""
        self.editing_seed = False
        self._recall(app.settings.get(SETTING))

    def _recall(self, data) -> None:
        """The last choices from the settings file, taking only what still makes sense."""
        if not isinstance(data, dict):
            return
        # a whole number as such: 3.0 or true would pass `in (2, 3, 4)` and break a slice later
        if type(data.get("players")) is int and data["players"] in (2, 3, 4):
            self.players = data["players"]
        if type(data.get("solo")) is int and data["solo"] in (0, 1, 2):
            self.solo = data["solo"]
        if isinstance(data.get("setup_fires"), bool):
            self.setup_fires = data["setup_fires"]
        seats = data.get("seats")
        if isinstance(seats, list) and len(seats) == 4:
            for k, seat in enumerate(seats):
                if isinstance(seat, dict) and seat.get("kind") == "human":
                    self.seats[k] = Seat("human")
                elif isinstance(seat, dict) and seat.get("kind") == "bot" and seat.get("level") in LEVELS:
                    self.seats[k] = Seat("bot", seat["level"])
        seed = data.get("seed")
        if isinstance(seed, str) and seed.isascii() and seed.isdigit() and len(seed) <= 9:
            self.seed_text = seed

    def remembered(self) -> dict:
        return {"players": self.players, "solo": self.solo, "seats": [s.to_json() for s in self.seats],
                "seed": self.seed_text, "setup_fires": self.setup_fires}

    def count(self) -> int:
        return 1 + self.solo if self.solo else self.players

    def chosen_seats(self) -> list[Seat]:
        if self.solo:
            return [Seat("human")] + [Seat("bot", self.seats[k].level if self.seats[k].kind == "bot" else "normal")
                                      for k in range(1, 1 + self.solo)]
        return list(self.seats[: self.players])

    def cycle_players(self) -> None:
        self.solo = 0
        self.players = 2 + (self.players - 1) % 3

    def cycle_solo(self) -> None:
        self.solo = (self.solo + 1) % 3

    def toggle_setup_fires(self) -> None:
        self.setup_fires = not self.setup_fires

    def cycle_seat(self, k: int) -> None:
        options = ([] if self.solo else [("human", "")]) + [("bot", lv) for lv in LEVELS]
        seat = self.seats[k]
        cur = (seat.kind, seat.level if seat.kind == "bot" else "")
        i = (options.index(cur) + 1) % len(options) if cur in options else 0
        kind, level = options[i]
        self.seats[k] = Seat(kind, level or "normal")

    def start(self) -> None:
        seed = int(self.seed_text) if self.seed_text.isascii() and self.seed_text.isdigit() else random.randrange(1, 10**6)
        options: dict = {"solo_target": DEFAULT_TARGET[self.solo]} if self.solo else {}
        if self.count() == 2:
            options["setup_fires"] = self.setup_fires
        setup = Setup.of(KEY, self.chosen_seats(), seed, **options)
        self.app.set_setting(SETTING, self.remembered())
        self.app.start_match(Match(setup))

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and self.editing_seed:
            if event.key == pygame.K_BACKSPACE:
                self.seed_text = self.seed_text[:-1]
            elif event.key in (pygame.K_RETURN, pygame.K_ESCAPE):
                self.editing_seed = False
            elif event.unicode.isascii() and event.unicode.isdigit() and len(self.seed_text) < 9:
                self.seed_text += event.unicode
            self.dirty = True
            return
        super().handle(event)

    def _edit_seed(self) -> None:
        self.editing_seed = not self.editing_seed

    def build(self, size) -> None:
        w, h = size
        s = min(w / 1920, h / 1080)
        bw, bh, gap = int(520 * s), int(64 * s), int(16 * s)
        x0 = w // 2 - bw - gap // 2
        y = int(200 * s)
        self.widgets = [
            Widget(_("Organizations: {count}").format(count=self.players) if not self.solo
                   else _("Organizations: (solo)"),
                   pygame.Rect(x0, y, bw, bh), self.cycle_players, selected=not self.solo),
            Widget(_("Solo: off") if not self.solo else _("Solo: you against 1 bot") if self.solo == 1
                   else _("Solo: you against {count} bots").format(count=self.solo), pygame.Rect(x0 + bw + gap, y, bw, bh), self.cycle_solo,
                   selected=bool(self.solo)),
        ]
        y += bh + gap
        if self.count() == 2:
            label = _("Two Fires at setup: on (balance rule)") if self.setup_fires \
                else _("Two Fires at setup: off (the rulebook)")
            self.widgets.append(Widget(label, pygame.Rect(x0, y, 2 * bw + gap, bh), self.toggle_setup_fires,
                                       selected=self.setup_fires))
            y += bh
        y += int(40 * s) - gap
        self.rows = []
        for k, seat in enumerate(self.chosen_seats()):
            r = pygame.Rect(x0, y, 2 * bw + gap, bh)
            self.rows.append((k, r))
            who = _("Human") if seat.kind == "human" else _("{level} bot").format(level=_(seat.level.capitalize()))
            fixed = bool(self.solo) and k == 0
            self.widgets.append(Widget(who, pygame.Rect(r.right - bw, y, bw, bh), lambda k=k: self.cycle_seat(k),
                                       enabled=not fixed))
            y += bh + gap
        y = max(y + int(20 * s), int(h * 0.72))
        seed_label = _("Seed: {seed}").format(seed=self.seed_text or _("random")) + ("_" if self.editing_seed else "")
        self.widgets.append(Widget(seed_label, pygame.Rect(x0, y, bw, bh), self._edit_seed, selected=self.editing_seed))
        self.widgets.append(Widget(_("Start"), pygame.Rect(x0 + bw + gap, y, bw, bh), self.start))
        self.widgets.append(Widget(_("Back"), pygame.Rect(int(40 * s), h - int(100 * s), int(240 * s), int(64 * s)),
                                   self.app.pop))
        self.note_y = y + bh + int(14 * s)

    def extra(self, surf, s: float) -> None:
        for k, r in self.rows:
            colour = art.org_colour(k)
            pygame.draw.rect(surf, theme.mix(colour, theme.PANEL, 0.7), r, border_radius=int(12 * s))
            pygame.draw.rect(surf, colour, r, max(1, int(3 * s)), border_radius=int(12 * s))
            label = seat_name(None, k) + (_("  (you)") if self.solo and k == 0 else "")
            # the organization's own picture (the content's ``icon``), then its name
            pic = pygame.Rect(r.x + int(12 * s), r.y + int(6 * s), r.h - int(12 * s), r.h - int(12 * s))
            orgs = content().organizations
            drawn = k < len(orgs) and art.picture(surf, orgs[k].icon, pic, theme.mix(colour, theme.TEXT, 0.35))
            x = pic.right + int(12 * s) if drawn else r.x + int(20 * s)
            draw_fit(surf, "bold", 28 * s, label, theme.TEXT, pygame.Rect(x, r.y, r.w // 2 - (x - r.x), r.h),
                     align="left", min_size=10, what="new game: organization")
        w = surf.get_width()
        if self.solo:
            note = _("Solo (our variant: the rulebook says only \u201ccoming soon\u201d): beat the bot organizations "
                     "and the target score of {target}, the Normal bot's mean score.").format(target=DEFAULT_TARGET[self.solo])
        elif self.count() == 2 and self.setup_fires:
            note = _("Balance rule (ours, not the rulebook's setup): two Fires lie face down on the City from "
                     "the start, one on each Summer card face up, so that \u201cOn Fire\u201d can be won with "
                     "two organizations.")
        else:
            note = _("The turn order is the shuffled Organization cards: the first organization starts with 1 "
                     "Resource, the next with 2, then 3 and 4; the last is the first Strategist.")
        draw_fit(surf, "sans", 24 * s, note, theme.TEXT_DIM, pygame.Rect(int(120 * s), self.note_y, w - int(240 * s),
                 int(80 * s)), min_size=10, wrap=True, what="new game: note")
