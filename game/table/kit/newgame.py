"""The New game screen of every game, drawn from what the game's definition declares
(``game.core.protocol``): how many seats (``player_counts``, and a group's own limit: Scum and
Villainy seats four), who plays each (a person or a bot of one of ``bot_levels``), what each
seat chooses (``seat_choice``: a villain, a deck; from one box when the values come in
groups) and the game's named options (each ``SetupOption`` with a ``label``: San Villano's
solo mode and its balance rule). Start hands the app a match (``app.start_match``), which the
Host-a-game screen takes instead when it asked for the setup (``app.setup_for``).

A view gives only the pictures: it subclasses ``NewGameScene`` and may draw each seat's panel
(``draw_seat``); its game is the one whose view package the subclass lives in
(``views/<key with - as _>/``: ``game_of_view``), and what the screen keeps is checked by
fields made from the same declarations (``game.table.settings.new_game_fields``, which the app
asks for every game whose screen is this one). The last choices are kept in the settings file
(``app.recall_setup`` / ``app.remember_setup``); ``game.table.settings.new_game_fields``
checks them when the file is read.
"""

from __future__ import annotations

import random
from typing import Any

import pygame

from game.core.match import Match, Seat, Setup
from game.core.protocol import GameDefinition, SetupOption
from game.core.registry import game_named
from game.i18n import _, proper_name

from . import theme
from .assets import text_width
from .balance import tendency
from .draw import rounded
from .layout import Units, scale_for
from .menus import MenuScene
from .textfit import draw_fit
from .widgets import Widget

#: the seed a player may type: at most this many digits
SEED_DIGITS = 9
#: a bot seat's level when nothing says otherwise
DEFAULT_LEVEL = "normal"


def game_of_view(module: str) -> str:
    """The registry key of the game whose view package holds ``module``
    (``game.table.views.san_villano.newgame`` -> ``san-villano``; "" for any other module)."""
    parts = module.split(".")
    if len(parts) > 3 and parts[:3] == ["game", "table", "views"]:
        return parts[3].replace("_", "-")
    return ""


class NewGameScene(MenuScene):
    """The New game screen of the game ``game`` (a registry key: by default the game whose view
    package the subclass lives in)."""

    game = ""
    #: the game's name as the title screen shows it (the view's ``TITLE``); the definition's
    #: title when a view does not say
    game_name = ""

    @property
    def title(self) -> str:  # type: ignore[override]
        """One heading at every game's New game: "New game · " and the game's name."""
        return _("New game · {game}").format(game=self.game_name or self.definition.title)

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if not cls.game:
            cls.game = game_of_view(cls.__module__)

    def __init__(self, app, game: str | None = None) -> None:
        super().__init__(app)
        self.key = game or self.game or app.game
        self.definition: GameDefinition = game_named(self.key)
        d = self.definition
        self.levels: tuple[str, ...] = tuple(d.bot_levels)
        self.players = min(d.player_counts)
        # every seat the game may have: a person at the first, bots at the others
        self.seats = [Seat("human")] + [Seat("bot", self._level(DEFAULT_LEVEL))] * (max(d.player_counts) - 1)
        choice = d.seat_choice
        self.group = choice.groups()[0] if choice is not None else ""
        self.values: list[str] = []
        self.options: dict[str, Any] = {}
        self.seed_text = ""
        self.editing_seed = False
        self.panels: list[pygame.Rect] = []
        self.lines: dict[str, pygame.Rect] = {}
        self._fill()
        self._recall(app.recall_setup(self.key))

    # --- what the game declares -----------------------------------------------------------

    def named_options(self) -> list[SetupOption]:
        """The game's options this screen offers with the seats as they are now."""
        return [o for o in self.definition.options
                if o.label and o.offered is not None and o.applies(self.players, self.group)]

    def offered(self, option: SetupOption) -> list[tuple[Any, str]]:
        assert option.offered is not None
        return list(option.offered(self.players))

    def fewest(self) -> int:
        return min(self.definition.player_counts)

    def most(self) -> int:
        """How many seats the + control goes up to (``limit``)."""
        return self.limit()[0]

    def limit(self) -> tuple[int, str]:
        """The most seats and, in words, why no more: the box's rulebook, one value a seat, or
        the game's own limit."""
        d, choice = self.definition, self.definition.seat_choice
        most = max(d.player_counts)
        why = _("This game is for {fewest} to {most} players").format(fewest=self.fewest(), most=most)
        if choice is not None and choice.group_most is not None and choice.group_most(self.group) < most:
            most = choice.group_most(self.group)
            why = _("{box} is for {fewest} to {most} players").format(box=self._group_name(), fewest=self.fewest(),
                                                                      most=most)
        if choice is not None and choice.distinct and len(choice.in_group(self.group)) < most:
            most = len(choice.in_group(self.group))
            why = _("{count} to choose from, one a seat").format(count=most)
            if choice.group_of is not None:
                why = _("{box}: {count} to choose from, one a seat").format(box=self._group_name(), count=most)
        return most, why

    def solo(self) -> bool:
        """Whether a solo option is set: the first seat a person, the others bots."""
        return any(o.solo and self.options.get(o.name) is not None for o in self.named_options())

    # --- choosing ---------------------------------------------------------------------------

    def more(self) -> None:
        if self.players < self.most():
            self.players = next(n for n in self.definition.player_counts if n > self.players)
            self._fill()

    def fewer(self) -> None:
        if self.players > self.fewest():
            self.players = max(n for n in self.definition.player_counts if n < self.players)
            self._fill()

    def cycle_group(self) -> None:
        """The next group's values (a box's villains); the seats fit its limit."""
        choice = self.definition.seat_choice
        if choice is None:
            return
        groups = choice.groups()
        self.group = groups[(groups.index(self.group) + 1) % len(groups)]
        self.values = []
        self.players = min(self.players, self.most())
        self._fill()

    def cycle_value(self, seat: int, step: int = 1) -> None:
        """The seat's next villain or deck (``step`` -1: the one before; one no other seat
        holds, when they are distinct)."""
        choice = self.definition.seat_choice
        if choice is None:
            return
        pool = choice.in_group(self.group)
        taken = {v for k, v in enumerate(self.values[: self.players]) if k != seat} if choice.distinct else set()
        start = pool.index(self.values[seat]) if self.values[seat] in pool else -1
        if start < 0 and step < 0:
            start = 0
        for k in range(1, len(pool) + 1):
            candidate = pool[(start + k * step) % len(pool)]
            if candidate not in taken:
                self.values[seat] = candidate
                return

    def cycle_seat(self, seat: int, step: int = 1) -> None:
        """Who plays the seat: a person, then each bot level (only bots beside a solo player);
        ``step`` -1 goes the other way."""
        if self.solo() and seat == 0:
            return
        kinds = ([] if self.solo() else [("human", "")]) + [("bot", level) for level in self.levels]
        cur = (self.seats[seat].kind, self.seats[seat].level if self.seats[seat].kind == "bot" else "")
        i = (kinds.index(cur) + step) % len(kinds) if cur in kinds else 0
        kind, level = kinds[i]
        self.seats[seat] = Seat(kind, level) if kind == "bot" else Seat("human")

    def cycle_option(self, name: str, step: int = 1) -> None:
        option = next(o for o in self.named_options() if o.name == name)
        values = [v for v, _words in self.offered(option)]
        cur = self.options.get(name)
        self.options[name] = values[(_index(values, cur) + step) % len(values)] if _index(values, cur) >= 0 else values[0]

    def chosen_seats(self) -> list[Seat]:
        seats = list(self.seats[: self.players])
        if self.solo():
            seats = [Seat("human")] + [s if s.kind == "bot" else Seat("bot", self._level(DEFAULT_LEVEL))
                                       for s in seats[1:]]
        return seats

    def setup(self) -> Setup:
        seed = int(self.seed_text) if self.seed_text.isascii() and self.seed_text.isdigit() \
            else random.randrange(1, 10**6)
        options: dict[str, Any] = {}
        if self.definition.seat_choice is not None:
            options[self.definition.seat_choice.option] = list(self.values[: self.players])
        for option in self.named_options():
            if self.options.get(option.name) is not None:
                options[option.name] = self.options[option.name]
        return Setup.of(self.key, self.chosen_seats(), seed, **options)

    def start(self) -> None:
        setup = self.setup()
        self.definition.check_options(len(setup.seats), setup.options)  # the screen offers only what it takes
        self.app.remember_setup(self.key, self.remembered())
        self.app.start_match(Match(setup))

    # --- keeping the choices ------------------------------------------------------------------

    def remembered(self) -> dict:
        data: dict[str, Any] = {"players": self.players, "seats": [s.to_json() for s in self.seats],
                                "seed": self.seed_text}
        choice = self.definition.seat_choice
        if choice is not None:
            data[choice.option] = list(self.values[: self.players])
            if choice.group_of is not None:
                data["group"] = self.group
        for option in self.definition.options:
            if option.label and option.offered is not None and option.name in self.options:
                data[option.name] = self.options[option.name]
        return data

    def _recall(self, data: Any) -> None:
        """The last choices (checked when the settings file was read; an older or hand-edited
        file may still hold a combination this screen does not offer: that part is left)."""
        if not isinstance(data, dict):
            return
        choice = self.definition.seat_choice
        chosen = data.get(choice.option) if choice is not None else None
        if choice is not None and isinstance(chosen, list) and chosen and all(isinstance(v, str) for v in chosen):
            group = choice.group_of(chosen[0]) if choice.group_of is not None and chosen[0] in choice.values() else None
            if choice.group_of is None or group is not None:
                self.group = group or ""
                pool = choice.in_group(self.group)
                if all(v in pool for v in chosen) and (not choice.distinct or len(set(chosen)) == len(chosen)):
                    self.values = list(chosen)
                    if "players" not in data and len(chosen) in self.definition.player_counts:
                        self.players = len(chosen)
        players = data.get("players")
        if type(players) is int and players in self.definition.player_counts:
            self.players = players
        self.players = min(self.players, self.most())
        seats = data.get("seats")
        if isinstance(seats, dict):  # the screen before this one kept a seat by its villain
            seats = [seats.get(v) for v in self.values]
        if isinstance(seats, list):
            for k, seat in enumerate(seats[: len(self.seats)]):
                if isinstance(seat, dict) and seat.get("kind") == "human":
                    self.seats[k] = Seat("human")
                elif isinstance(seat, dict) and seat.get("kind") == "bot" and seat.get("level") in self.levels:
                    self.seats[k] = Seat("bot", seat["level"])
        for option in self.definition.options:
            if option.label and option.offered is not None and option.name in data:
                values = [v for n in self.definition.player_counts for v, _words in option.offered(n)]
                if _index(values, data[option.name]) >= 0:
                    self.options[option.name] = data[option.name]
        seed = data.get("seed")
        if isinstance(seed, str) and seed.isascii() and seed.isdigit() and len(seed) <= SEED_DIGITS:
            self.seed_text = seed
        self._fill()

    def _fill(self) -> None:
        """Every seat holds a value of the group (its own, when they are distinct), and every
        offered option a value it may take with these seats."""
        choice = self.definition.seat_choice
        if choice is not None:
            pool = choice.in_group(self.group)
            values: list[str] = []
            for k in range(max(self.players, len(self.values))):
                v = self.values[k] if k < len(self.values) else None
                if v not in pool or (choice.distinct and v in values[: self.players]):
                    free = [p for p in pool if p not in values]  # a new seat takes one nobody holds
                    v = free[0] if free else pool[k % len(pool)]
                values.append(v)
            self.values = values
        for option in self.named_options():
            values = [v for v, _words in self.offered(option)]
            if _index(values, self.options.get(option.name, option.default)) < 0:
                self.options[option.name] = values[0]
            else:
                self.options.setdefault(option.name, option.default)

    def _level(self, level: str) -> str:
        return level if level in self.levels else self.levels[-1]

    def _group_name(self) -> str:
        choice = self.definition.seat_choice
        if choice is None or choice.group_name is None:
            return self.group
        return choice.group_name(self.group)

    def value_name(self, value: str) -> str:
        choice = self.definition.seat_choice
        return proper_name(choice.name_of(value)) if choice is not None else value

    # --- words --------------------------------------------------------------------------------

    def tendency(self) -> str | None:
        """How the two seats' choices tend to fare against each other (docs/balance.md)."""
        choice = self.definition.seat_choice
        if choice is None or self.players != 2:
            return None
        a, b = self.values[:2]
        return tendency(choice.balance or self.group, a, b, self.value_name(a), self.value_name(b))

    def note(self) -> str | None:
        """What the set options say, else the match-up's tendency."""
        for option in self.named_options():
            value = self.options.get(option.name)
            if option.note and value is not None and value is not False:
                return _(option.note).format(value=value)
        return self.tendency()

    def option_words(self, option: SetupOption) -> str:
        value = self.options.get(option.name)
        for v, words in self.offered(option):
            if _same(v, value):
                return _(words).format(value=value)
        return _(option.label)

    # --- the screen ---------------------------------------------------------------------------

    def scale(self, size) -> float:
        """The window's scale times the UI scale, held so that the rows still fit."""
        return min(scale_for(size, float(self.app.settings.get("ui_scale", 1.0))), size[1] / 900, size[0] / 1500)

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN and self.editing_seed:
            if event.key == pygame.K_BACKSPACE:
                self.seed_text = self.seed_text[:-1]
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
                self.editing_seed = False
            elif event.unicode.isascii() and event.unicode.isdigit() and len(self.seed_text) < SEED_DIGITS:
                self.seed_text += event.unicode
            self.dirty = True
            return
        super().handle(event)

    def _edit_seed(self) -> None:
        self.editing_seed = not self.editing_seed

    def build(self, size) -> None:
        w, h = size
        u = Units(self.scale(size))
        margin, gap, row = u(40), u(18), u(64)
        self.widgets = []
        # the top rows: the seat count, the box, the named options (wrapped to the width)
        most = self.most()
        fewest = _("This game is for {fewest} to {most} players").format(
            fewest=self.fewest(), most=max(self.definition.player_counts))
        controls: list[tuple[str, int, Any, bool, bool, str | None, str | None]] = [
            ("\u2212", u(70), self.fewer, self.players > self.fewest(), False, fewest, _("Fewer players")),
            (_("Players: {count}").format(count=self.players), u(300), None, False, False, None, None),
            ("+", u(70), self.more, self.players < most, False, self.limit()[1], _("More players")),
        ]
        choice = self.definition.seat_choice
        if choice is not None and choice.group_of is not None and len(choice.groups()) > 1:
            words = _(choice.group_label).format(name=self._group_name())
            width = min(w - 2 * margin, max(u(460), text_width("bold", max(1, int(24 * u.s)), words) + u(48)))
            controls.append((words, width, self.cycle_group, True, False, None, None))
        for option in self.named_options():
            value = self.options.get(option.name)
            words = self.option_words(option)  # as wide as its words need (Portuguese's are longer)
            width = min(w - 2 * margin, max(u(460), text_width("bold", max(1, int(24 * u.s)), words) + u(48)))
            controls.append((words, width, lambda name=option.name: self.cycle_option(name), True,
                             value is not None and value is not False, None, None))
        x, y = margin, u(190)
        rows = [[]]
        for item in controls:
            if rows[-1] and x + item[1] > w - margin:
                rows.append([])
                x = margin
            rows[-1].append(item)
            x += item[1] + gap
        self.lines = {}
        for items in rows:
            width = sum(item[1] for item in items) + gap * (len(items) - 1)
            x = w // 2 - width // 2
            for label, bw, action, enabled, selected, why_not, name in items:
                r = pygame.Rect(x, y, bw, row)
                if action is None:
                    self.lines["count"] = r
                else:
                    self.widgets.append(Widget(label, r, action, enabled, selected, why_not, name))
                x += bw + gap
            y += row + gap
        self.lines["limit"] = pygame.Rect(margin, y - gap // 2, w - 2 * margin, u(40))
        # the bottom: Back, the seed and Start; the note or the match-up above them
        bottom = h - u(110)
        bw = u(420)
        seed_label = _("Seed: {seed}").format(seed=self.seed_text or _("random")) + ("_" if self.editing_seed else "")
        self.lines["note"] = pygame.Rect(margin + u(60), bottom - u(92), w - 2 * margin - u(120), u(82))
        # the seats: a panel each, its choice and who plays it at the foot
        top, foot = y + u(48), self.lines["note"].top - u(10)
        n = self.players
        pw = min(u(460), (w - 2 * margin - gap * (n - 1)) // n)
        x0 = w // 2 - (n * pw + (n - 1) * gap) // 2
        self.panels = []
        for k in range(n):
            r = pygame.Rect(x0 + k * (pw + gap), top, pw, foot - top)
            self.panels.append(r)
            inner = r.w - u(32)
            if choice is not None:
                self.widgets.append(Widget(_(choice.label).format(name=self.value_name(self.values[k])),
                                           pygame.Rect(r.left + u(16), r.bottom - u(146), inner, u(60)),
                                           lambda k=k: self.cycle_value(k), back=lambda k=k: self.cycle_value(k, -1)))
            seat = self.chosen_seats()[k]
            who = _("Human") if seat.kind == "human" else _("{level} bot").format(level=_(seat.level.capitalize()))
            self.widgets.append(Widget(who, pygame.Rect(r.left + u(16), r.bottom - u(76), inner, u(60)),
                                       lambda k=k: self.cycle_seat(k), enabled=not (self.solo() and k == 0),
                                       why_not=_("A solo game is played by a person in the first seat"),
                                       back=lambda k=k: self.cycle_seat(k, -1)))
        self.widgets.append(Widget(seed_label, pygame.Rect(w // 2 - bw - gap // 2, bottom, bw, u(70)), self._edit_seed,
                                   selected=self.editing_seed))
        self.widgets.append(Widget(_("Start"), pygame.Rect(w // 2 + gap // 2, bottom, bw, u(70)), self.start))
        self.widgets.append(Widget(_("Back"), pygame.Rect(margin, bottom, u(240), u(70)), self.app.pop))

    def art_rect(self, panel: pygame.Rect, s: float) -> pygame.Rect:
        """The part of a seat's panel above its buttons, where the view draws."""
        u = Units(s)
        buttons = u(146) if self.definition.seat_choice is not None else u(76)
        return pygame.Rect(panel.left, panel.top, panel.w, panel.h - buttons - u(8))

    def draw_seat(self, surf: pygame.Surface, panel: pygame.Rect, art: pygame.Rect, seat: int, value: str | None,
                  s: float) -> None:
        """A seat's panel (``art``: the part above its buttons): a view draws its picture and
        words; this one draws the seat's number and its choice's name."""
        u = Units(s)
        rounded(surf, panel, theme.PANEL, u(16))
        pygame.draw.rect(surf, theme.PANEL_HI, panel, u.line(3), border_radius=u(16))
        draw_fit(surf, "serif", 34 * s, _("Player {number}").format(number=seat + 1), theme.GOLD,
                 pygame.Rect(art.left + u(14), art.top + u(10), art.w - u(28), u(50)), min_size=10,
                 what="new game: seat")
        if value is not None:
            draw_fit(surf, "bold", 26 * s, self.value_name(value), theme.TEXT,
                     pygame.Rect(art.left + u(14), art.top + u(66), art.w - u(28), u(40)), min_size=9,
                     what="new game: choice")

    def extra(self, surf, s: float) -> None:
        count = self.lines.get("count")
        if count is not None:
            draw_fit(surf, "bold", 28 * s, _("Players: {count}").format(count=self.players), theme.TEXT, count,
                     min_size=10, what="new game: players")
        most, why = self.limit()
        if self.players >= most and "limit" in self.lines:
            draw_fit(surf, "cond", 24 * s, why, theme.TEXT_DIM, self.lines["limit"], min_size=9,
                     what="new game: limit")
        for k, panel in enumerate(self.panels):
            value = self.values[k] if self.definition.seat_choice is not None else None
            self.draw_seat(surf, panel, self.art_rect(panel, s), k, value, s)
        note = self.note()
        if note and "note" in self.lines:
            draw_fit(surf, "cond", 24 * s, note, theme.TEXT_DIM, self.lines["note"], min_size=9, wrap=True, largest=True,
                     what="new game: note")


def _same(a: Any, b: Any) -> bool:
    """Equal and of one type (``True`` is not ``1`` here)."""
    return type(a) is type(b) and a == b


def _index(values: list[Any], value: Any) -> int:
    return next((k for k, v in enumerate(values) if _same(v, value)), -1)
