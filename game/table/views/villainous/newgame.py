"""The Villainous New game screen: which villains sit down (2 or 3, never more than the box
seats), who plays each (a human or a bot of some level), and the seed. Start hands the shell
a match."""

from __future__ import annotations

import random

import pygame

from game.core.match import Match, Seat, Setup
from game.core.registry import game_named
from game.games.villainous.cards import VILLAINS, load_villain

from ...balance import tendency
from ...kit import theme
from ...kit.draw import emblem
from ...kit.i18n import _, proper_name
from ...kit.layout import Units
from ...kit.menus import MenuScene
from ...kit.textfit import draw_block, draw_fit
from ...kit.widgets import Widget
from ...settings import by_key, choice, digits, items, seat_field

#: the bots' levels, weakest first (the game's definition says them)
BOT_KINDS: tuple[str, ...] = tuple(game_named("villainous").bot_levels)

KEY = "villainous"
#: what each field of the kept choices may hold (checked when the settings file is read; the
#: screen also checks that the villains share a box)
SETUP_FIELDS = {"villains": items(choice(tuple(VILLAINS), "a villain"), 2, 3, distinct=True),
                "seats": by_key(tuple(VILLAINS), seat_field(tuple(BOT_KINDS))), "seed": digits(9)}


class NewGameScene(MenuScene):
    title = "New game"

    def __init__(self, app) -> None:
        super().__init__(app)
        self.chosen: list[str] = ["gaston", "lady-tremaine"]
        # a game uses the villains of one box: the screen shows one box at a time
        self.boxes: list[str] = list(dict.fromkeys(load_villain(v).box for v in VILLAINS))
        self.box = load_villain(self.chosen[0]).box
        self.seats: dict[str, Seat] = {v: Seat("human") for v in VILLAINS}
        self.seats["lady-tremaine"] = Seat("bot", "normal")
        self.seed_text = ""
        self.editing_seed = False
        self._recall(app.recall_setup(KEY))

    def _recall(self, data) -> None:
        """The last setup from the settings file, taking only what still makes sense (a
        hand-edited or older file may hold anything)."""
        if not isinstance(data, dict):
            return
        chosen = data.get("villains")
        if (isinstance(chosen, list) and 2 <= len(chosen) <= 3 and len(set(map(str, chosen))) == len(chosen)
                and all(isinstance(v, str) and v in VILLAINS for v in chosen)
                and len({load_villain(v).box for v in chosen}) == 1
                and len(chosen) <= _box_seats(load_villain(chosen[0]).box)):
            self.chosen = list(chosen)
            self.box = load_villain(chosen[0]).box
        seats = data.get("seats")
        if isinstance(seats, dict):
            for key, seat in seats.items():
                if key not in VILLAINS or not isinstance(seat, dict):
                    continue
                if seat.get("kind") == "human":
                    self.seats[key] = Seat("human")
                elif seat.get("kind") == "bot" and seat.get("level") in BOT_KINDS:
                    self.seats[key] = Seat("bot", seat["level"])
        seed = data.get("seed")
        if isinstance(seed, str) and seed.isascii() and seed.isdigit() and len(seed) <= 9:
            self.seed_text = seed

    def remembered(self) -> dict:
        return {"villains": list(self.chosen), "seats": {v: self.seats[v].to_json() for v in VILLAINS},
                "seed": self.seed_text}

    def shown(self) -> list[str]:
        """The villains of the box on show."""
        return [v for v in VILLAINS if load_villain(v).box == self.box]

    def switch_box(self) -> None:
        """Show the next box's villains; the first two of them are chosen."""
        self.box = self.boxes[(self.boxes.index(self.box) + 1) % len(self.boxes)]
        self.chosen = self.shown()[:2]

    def most(self) -> int:
        """How many seats the screen offers: one a villain of the box on show, never more than
        its rulebook seats (``Box.max_players``: Scum and Villainy, four)."""
        from game.games.villainous.box import box_named

        return min(len(self.shown()), box_named(self.box).max_players)

    def toggle(self, key: str) -> None:
        if key in self.chosen:
            if len(self.chosen) > 2:
                self.chosen.remove(key)
        elif len(self.chosen) < self.most():
            self.chosen.append(key)

    def cycle_seat(self, key: str) -> None:
        options = [("human", "")] + [("bot", k) for k in BOT_KINDS]
        cur = (self.seats[key].kind, self.seats[key].level if self.seats[key].kind == "bot" else "")
        i = (options.index(cur) + 1) % len(options) if cur in options else 0
        kind, level = options[i]
        self.seats[key] = Seat(kind, level or BOT_KINDS[0])

    def start(self) -> None:
        seed = int(self.seed_text) if self.seed_text.isascii() and self.seed_text.isdigit() else random.randrange(1, 10**6)
        setup = Setup.of(KEY, [self.seats[v] for v in self.chosen], seed, villains=list(self.chosen),
                         fate_token=None)
        self.app.remember_setup(KEY, self.remembered())
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

    def build(self, size) -> None:
        w, h = size
        u = Units(min(w / 1920, h / 1080))
        self.widgets = []
        cw, ch = u(520), u(470)
        x0 = w // 2 - (3 * cw + 2 * u(30)) // 2
        self.cards = []
        if len(self.boxes) > 1:
            from game.games.villainous.box import box_named

            self.widgets.append(Widget(_("Box: {box}").format(box=box_named(self.box).name),
                                       pygame.Rect(w // 2 - u(430), u(210) + ch + u(130), u(860), u(70)),
                                       self.switch_box))
        for k, key in enumerate(self.shown()):
            r = pygame.Rect(x0 + k * (cw + u(30)), u(210), cw, ch)
            self.cards.append((key, r))
            order = self.chosen.index(key) + 1 if key in self.chosen else None
            label = _("Seat {number}").format(number=order) if order else _("Add")
            self.widgets.append(Widget(label, pygame.Rect(r.left + u(20), r.bottom - u(150), cw - u(40), u(60)),
                                       lambda key=key: self.toggle(key), selected=order is not None))
            seat = self.seats[key]
            who = _("Human") if seat.kind == "human" else _("{level} bot").format(level=_(seat.level.capitalize()))
            self.widgets.append(Widget(who, pygame.Rect(r.left + u(20), r.bottom - u(80), cw - u(40), u(60)),
                                       lambda key=key: self.cycle_seat(key), enabled=order is not None))
        y = u(210) + ch + u(40)
        seed_label = _("Seed: {seed}").format(seed=self.seed_text or _("random")) + ("_" if self.editing_seed else "")
        self.widgets.append(Widget(seed_label, pygame.Rect(w // 2 - u(430), y, u(420), u(70)),
                                   self._edit_seed, selected=self.editing_seed))
        self.widgets.append(Widget(_("Start"), pygame.Rect(w // 2 + u(10), y, u(420), u(70)), self.start))
        self.widgets.append(Widget(_("Back"), pygame.Rect(u(40), h - u(110), u(240), u(70)), self.app.pop))

    def _edit_seed(self) -> None:
        self.editing_seed = not self.editing_seed

    def tendency(self) -> str | None:
        """How the two chosen villains tend to fare against each other (docs/balance.md)."""
        if len(self.chosen) != 2:
            return None
        a, b = self.chosen
        return tendency(self.box, a, b, load_villain(a).name, load_villain(b).name)

    def extra(self, surf, s: float) -> None:
        u = Units(s)
        line = self.tendency()
        if line:
            w = surf.get_width()
            y = u(210) + u(470) + (u(220) if len(self.boxes) > 1 else u(130))
            draw_fit(surf, "cond", 26 * s, line, theme.TEXT_DIM, pygame.Rect(w // 2 - u(560), y, u(1120), u(46)),
                     min_size=9, what="new game: match-up")
        for key, r in self.cards:
            v = load_villain(key)
            accent, base = theme.palette(v)
            chosen = key in self.chosen
            pygame.draw.rect(surf, theme.mix(base, (0, 0, 0), 0.4 if chosen else 0.7), r, border_radius=u(16))
            pygame.draw.rect(surf, accent if chosen else theme.PANEL_HI, r, u.line(3), border_radius=u(16))
            draw_fit(surf, "serif", 40 * s, proper_name(v.name), theme.TEXT, pygame.Rect(r.left + u(16), r.top + u(12),
                     r.w - u(32), u(60)), min_size=10, what="new game: villain")
            em = pygame.Rect(r.left + u(30), r.top + u(80), r.w - u(60), u(110))
            emblem(surf, em, key, accent, base, False, v.icon)  # the villain's own picture
            box = pygame.Rect(r.left + u(20), em.bottom + u(14), r.w - u(40), r.bottom - u(160) - em.bottom - u(14))
            draw_block(surf, "cond", 20 * s, [_(v.objective)], theme.TEXT, box, min_size=9, what="new game: objective")


def _box_seats(box: str) -> int:
    from game.games.villainous.box import box_named

    return box_named(box).max_players
