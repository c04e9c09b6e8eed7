"""The mission duel's New game screen: how many players, a deck and a player (human or a
bot by level) per seat, and the seed."""

from __future__ import annotations

import random

import pygame

from game.core.match import Match, Seat, Setup
from game.core.registry import game_named
from game.games.stargate.cards import DECKS, load_deck
from game.table.balance import tendency
from game.table.kit import theme
from game.table.kit.draw import emblem, rounded
from game.table.kit.i18n import N_, _
from game.table.kit.menus import MenuScene
from game.table.kit.textfit import draw_block, draw_fit
from game.table.kit.widgets import Widget

from .drawing import accent


class NewGameScene(MenuScene):
    title = N_("New game · the Stargate mission duel")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.players = 2
        self.decks = list(DECKS)
        self.seats = [Seat("human"), Seat("bot", "normal"), Seat("bot", "normal"), Seat("bot", "normal")]
        self.seed_text = ""
        self.editing_seed = False
        self.panels: list[pygame.Rect] = []

    def cycle_players(self) -> None:
        counts = game_named("stargate").player_counts
        self.players = counts[(counts.index(self.players) + 1) % len(counts)]

    def cycle_deck(self, k: int) -> None:
        self.decks[k] = DECKS[(DECKS.index(self.decks[k]) + 1) % len(DECKS)]

    def cycle_seat(self, k: int) -> None:
        options = [("human", "")] + [("bot", lvl) for lvl in game_named("stargate").bot_levels]
        cur = (self.seats[k].kind, self.seats[k].level if self.seats[k].kind == "bot" else "")
        i = (options.index(cur) + 1) % len(options) if cur in options else 0
        kind, level = options[i]
        self.seats[k] = Seat(kind, level or game_named("stargate").bot_levels[0])

    def setup(self) -> Setup:
        seed = int(self.seed_text) if self.seed_text.isascii() and self.seed_text.isdigit() else random.randrange(1, 10**6)
        return Setup.of("stargate", self.seats[: self.players], seed, decks=self.decks[: self.players])

    def start(self) -> None:
        self.app.start_match(Match(self.setup()))

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
        self.widgets = []
        n = self.players
        gap = int(26 * s)
        pw = min(int(420 * s), (w - int(80 * s) - gap * (n - 1)) // n)
        ph = int(520 * s)
        x0 = w // 2 - (n * pw + (n - 1) * gap) // 2
        self.panels = []
        for k in range(n):
            r = pygame.Rect(x0 + k * (pw + gap), int(200 * s), pw, ph)
            self.panels.append(r)
            self.widgets.append(Widget(_("Deck: {deck}").format(deck=load_deck(self.decks[k]).name),
                                       pygame.Rect(r.left + int(16 * s), r.bottom - int(150 * s), pw - int(32 * s),
                                                   int(60 * s)), lambda k=k: self.cycle_deck(k)))
            seat = self.seats[k]
            who = _("Human") if seat.kind == "human" else _("{level} bot").format(level=_(seat.level.capitalize()))
            self.widgets.append(Widget(who, pygame.Rect(r.left + int(16 * s), r.bottom - int(80 * s), pw - int(32 * s),
                                                        int(60 * s)), lambda k=k: self.cycle_seat(k)))
        y = int(200 * s) + ph + int(36 * s)
        bw = int(380 * s)
        self.widgets.append(Widget(_("Players: {count}").format(count=n), pygame.Rect(w // 2 - bw * 3 // 2 - gap, y, bw, int(70 * s)),
                                   self.cycle_players))
        seed_label = _("Seed: {seed}").format(seed=self.seed_text or _("random")) + ("_" if self.editing_seed else "")
        self.widgets.append(Widget(seed_label, pygame.Rect(w // 2 - bw // 2, y, bw, int(70 * s)), self._edit_seed,
                                   selected=self.editing_seed))
        self.widgets.append(Widget(_("Start"), pygame.Rect(w // 2 + bw // 2 + gap, y, bw, int(70 * s)), self.start))
        self.widgets.append(Widget(_("Back"), pygame.Rect(int(40 * s), h - int(100 * s), int(240 * s), int(70 * s)),
                                   self.app.pop))

    def tendency(self) -> str | None:
        """How the two chosen decks tend to fare against each other (docs/balance.md)."""
        if self.players != 2:
            return None
        a, b = self.decks[:2]
        return tendency("stargate", a, b, load_deck(a).name, load_deck(b).name)

    def extra(self, surf, s: float) -> None:
        line = self.tendency()
        if line:
            w = surf.get_width()
            r = pygame.Rect(w // 2 - int(560 * s), int(200 * s) + int(520 * s) + int(126 * s), int(1120 * s), int(46 * s))
            draw_fit(surf, "cond", 26 * s, line, theme.TEXT_DIM, r, min_size=9, what="new game: match-up")
        for k, r in enumerate(self.panels):
            deck = load_deck(self.decks[k])
            rounded(surf, r, theme.mix(accent(k), (0, 0, 0), 0.72), int(16 * s))
            pygame.draw.rect(surf, accent(k), r, max(1, int(3 * s)), border_radius=int(16 * s))
            draw_fit(surf, "serif", 34 * s, _("Player {number}").format(number=k + 1), accent(k), pygame.Rect(r.left + int(14 * s),
                     r.top + int(10 * s), r.w - int(28 * s), int(50 * s)), min_size=10, what="new game: seat")
            em = pygame.Rect(r.left + int(24 * s), r.top + int(66 * s), r.w - int(48 * s), int(100 * s))
            emblem(surf, em, deck.key, accent(k), (24, 30, 44), False, deck.icon)  # the deck's own picture
            draw_fit(surf, "bold", 24 * s, deck.name, theme.TEXT, pygame.Rect(r.left + int(14 * s), em.bottom +
                     int(8 * s), r.w - int(28 * s), int(34 * s)), min_size=9, what="new game: deck")
            box = pygame.Rect(r.left + int(18 * s), em.bottom + int(48 * s), r.w - int(36 * s),
                              r.bottom - int(160 * s) - em.bottom - int(48 * s))
            faction = _(deck.faction)
            note = [faction[:1].upper() + faction[1:] + ".", _(deck.note)]
            draw_block(surf, "cond", 19 * s, note, theme.TEXT_DIM, box, min_size=8, what="new game: note")
