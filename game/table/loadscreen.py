"""The Load screen (every save, with a picture of its table) and the replay viewer."""

from __future__ import annotations

import threading
import time

import pygame

from game.core.match import Match
from game.core.registry import game_named
from game.core.safefile import clean_text
from game.core.saves import Entry, SaveError
from game.i18n import N_, _, tr

from .kit import theme
from .kit.assets import text, wrap
from .kit.menus import MenuScene
from .kit.scene import Scene
from .kit.textfit import draw_block, draw_fit, readable
from .kit.widgets import Widget, draw_button
from .views import game_view, has_view, offered


def _state(game):
    """The state a game's view draws (a game that wraps one exposes it as ``state``)."""
    return getattr(game, "state", game)


def view_of(e: Entry):
    """The view of a save's game, or None when that game has no table here."""
    return game_view(e.game) if e.error is None and has_view(e.game) else None


def shown_name(e: Entry) -> str:
    """A save's title as a screen says it: while the save keeps the title its game gave it
    (``save_title`` of its setup), that title in the chosen language; a name the player
    typed, as typed."""
    if e.error is None:
        try:
            title = game_named(e.game).save_title(e.setup)
        except Exception:  # noqa: BLE001 - a hostile file's setup never takes the Load screen down
            title = None
        if title is not None and str(title) == e.name:
            return clean_text(tr(title), 120)
    return e.name


def row_words(e: Entry, several: bool | None = None) -> list[str]:
    """A save's row in plain words: the game's own two lines (who plays whom, how far
    along) and when it was last played; named by its game when ``several`` games are
    offered (asked of the views when not given)."""
    if e.error:
        return [_("This save {problem}").format(problem=e.error)]
    when = e.updated.replace("T", " ")[:16]
    view = view_of(e)
    if view is None:
        return [_("A {game} game: there is no table for it here").format(game=clean_text(e.game, 40)),
                _("Last played {when}").format(when=when)]
    try:
        who, stands = view.save_summary({**e.setup, "round": e.round, "winner": e.winner,
                                          "winners": None if e.winners is None else list(e.winners)})
    except Exception:  # noqa: BLE001 - a hostile file's setup never takes the Load screen down
        who, stands = " · ".join(e.seats), ""
    if several is None:
        several = len(offered()) > 1
    prefix = f"{view.TITLE} · " if several else ""
    last = (_("{state} · last played {when}").format(state=stands, when=when) if stands
            else _("Last played {when}").format(when=when))
    return [clean_text(prefix + who, 300), clean_text(last, 300)]


class LoadScene(MenuScene):
    title = N_("Load a game")

    def __init__(self, app) -> None:
        super().__init__(app)
        self.entries: list[Entry] = app.saves.list() if app.saves else []
        self.selected = 0
        self.thumbs: dict[str, pygame.Surface] = {}
        self.message: str | None = None
        self.confirm_delete = False
        self.renaming: str | None = None
        self.offer_copy = False  # the selected game is open in another window
        self._thumb_jobs: dict[str, tuple[threading.Thread, list]] = {}

    def build(self, size) -> None:
        w, h = size
        s = min(w / 1920, h / 1080)
        self.widgets = []
        self.rows = []
        y = int(190 * s)
        rh = int(92 * s)
        # eight rows at a time; the wheel or the arrow keys scroll (a folder may hold hundreds)
        first = getattr(self, "first", 0)
        if self.selected < first:
            first = self.selected
        elif self.selected >= first + 8:
            first = self.selected - 7
        self.first = max(0, min(first, len(self.entries) - 8))
        for j, k in enumerate(range(self.first, min(self.first + 8, len(self.entries)))):
            self.rows.append((k, pygame.Rect(int(60 * s), y + j * (rh + int(8 * s)), int(1000 * s), rh)))
        bx = int(1120 * s)
        by = int(190 * s) + int(470 * s)
        bw, bh = int(360 * s), int(64 * s)
        has = bool(self.entries)
        entry = self.entries[self.selected] if has else None
        ok = has and view_of(entry) is not None
        nothing = _("Nothing is saved")
        why = nothing if not has else _("This program has no table for this save's game")
        self.widgets += [
            Widget(_("Open a copy") if self.offer_copy else _("Open"), pygame.Rect(bx, by, bw, bh), self.open, ok,
                   why_not=why),
            Widget(_("Watch replay"), pygame.Rect(bx + bw + int(20 * s), by, bw, bh), self.replay, ok, why_not=why),
            Widget(_("Rename") if self.renaming is None else _("Save name"), pygame.Rect(bx, by + bh + int(16 * s), bw, bh),
                   self.rename, has, why_not=nothing),
            Widget(_("Really delete?") if self.confirm_delete else _("Delete"),
                   pygame.Rect(bx + bw + int(20 * s), by + bh + int(16 * s), bw, bh), self.delete, has,
                   why_not=nothing),
            Widget(_("Back"), pygame.Rect(int(60 * s), h - int(110 * s), int(240 * s), int(70 * s)), self.app.pop),
        ]

    def select(self, k: int) -> None:
        self.selected = k
        self.confirm_delete = False
        self.renaming = None
        self.message = None
        self.offer_copy = False

    def _entry(self) -> Entry | None:
        return self.entries[self.selected] if self.entries else None

    def _refused(self, exc) -> None:
        """A save that could not be opened: say why; a game open in another window can be
        opened as a copy instead."""
        from game.core.saves import SaveInUse

        self.offer_copy = isinstance(exc, SaveInUse)
        e = self._entry()
        if self.offer_copy and e is not None:
            self.message = _("“{name}” is open in another window. Open a copy of it instead?").format(name=shown_name(e))
        else:
            self.message = str(exc)
        self.dirty = True

    def open(self) -> None:
        e = self._entry()
        if e is None:
            return
        if self.offer_copy:
            self.offer_copy = False
            self.app.load_in_background(e, self.app.saves.open_copy, self.app.open_loaded, self._refused)
            return
        self.app.load_in_background(e, self.app.saves.open, self.app.open_loaded, self._refused)

    def replay(self) -> None:
        e = self._entry()
        if e is not None:
            self.app.load_in_background(e, self.app.saves.load,
                                        lambda loaded: self.app.push(ReplayScene(self.app, loaded.match)),
                                        self._refused)

    def _refresh(self) -> None:
        self.entries = self.app.saves.list()
        self.selected = min(self.selected, max(0, len(self.entries) - 1))

    def rename(self) -> None:
        e = self._entry()
        if e is None:
            return
        if self.renaming is None:
            self.renaming = e.name
            return
        try:
            self.app.saves.rename(e, self.renaming)
        except (SaveError, OSError) as exc:
            self.message = clean_text(str(exc))
        self.renaming = None
        self.thumbs.pop(e.id, None)
        self._refresh()

    def delete(self) -> None:
        e = self._entry()
        if e is None:
            return
        if not self.confirm_delete:
            self.confirm_delete = True
            return
        try:
            self.app.saves.delete(e)
        except (SaveError, OSError) as exc:
            self.message = clean_text(str(exc))
        self.confirm_delete = False
        self.thumbs.pop(e.id, None)
        self._refresh()
        self.selected = 0

    def handle(self, event) -> None:
        if self.renaming is not None and event.type == pygame.KEYDOWN:
            if event.key == pygame.K_RETURN:
                self.rename()
            elif event.key == pygame.K_ESCAPE:
                self.renaming = None
            elif event.key == pygame.K_BACKSPACE:
                self.renaming = self.renaming[:-1]
            elif event.unicode and event.unicode.isprintable() and len(self.renaming) < 60:
                self.renaming += event.unicode
            self.dirty = True
            return
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            for k, r in getattr(self, "rows", []):
                if r.collidepoint(event.pos):
                    self.select(k)
                    self.dirty = True
                    return
        step = 0
        if event.type == pygame.MOUSEWHEEL:
            step = -event.y
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN):
            step = 1 if event.key == pygame.K_DOWN else -1
        if step and self.entries:
            self.select(max(0, min(len(self.entries) - 1, self.selected + step)))
            self.dirty = True
            return
        super().handle(event)

    def thumb(self, e: Entry, size) -> pygame.Surface | None:
        """The small picture of a save's table; the save is read and replayed in the
        background (a big one never freezes the window), then drawn here."""
        if e.id in self.thumbs:
            return self.thumbs[e.id]
        job = self._thumb_jobs.get(e.id)
        if job is None:
            box: list = []

            def work() -> None:
                try:
                    box.append(self.app.saves.load(e))
                except Exception:  # noqa: BLE001 - a save that does not load has no picture
                    box.append(None)

            thread = threading.Thread(target=work, name="villainous-thumb", daemon=True)
            self._thumb_jobs[e.id] = (thread, box)
            thread.start()
            return None
        thread, box = job
        if not box:
            return None  # still loading
        del self._thumb_jobs[e.id]
        loaded = box[0]
        if loaded is None:
            self.thumbs[e.id] = None
            return None
        # the row says the result its moves give, not the header's (which a hand may change)
        for k, other in enumerate(self.entries):
            if other is e:
                self.entries[k] = e = self.app.saves.verified(e, loaded)
        big = pygame.Surface((1280, 720))
        big.fill(theme.TABLE)
        view_of(e).draw_preview(big, loaded.match.state)
        self.thumbs[e.id] = pygame.transform.smoothscale(big, size)
        return self.thumbs[e.id]

    def update(self, dt: float) -> bool:
        return self.dirty or bool(self._thumb_jobs)

    def extra(self, surf, s: float) -> None:
        if not self.entries:
            t = text("sans", int(28 * s), _("No saved games yet."), theme.TEXT_DIM)
            surf.blit(t, (int(60 * s), int(200 * s)))
        several = len(offered()) > 1
        for k, r in self.rows:
            e = self.entries[k]
            sel = k == self.selected
            pygame.draw.rect(surf, theme.PANEL_HI if sel else theme.PANEL, r, border_radius=int(10 * s))
            if sel:
                pygame.draw.rect(surf, theme.GOLD, r, max(1, int(2 * s)), border_radius=int(10 * s))
            name = self.renaming + "_" if sel and self.renaming is not None else shown_name(e)
            inner = r.inflate(-int(32 * s), -int(12 * s))
            third = inner.h // 3
            draw_fit(surf, "bold", 24 * s, name, theme.TEXT, pygame.Rect(inner.left, inner.top, inner.w, int(third * 1.2)),
                     align="left", min_size=10, what="load: name")
            rest = pygame.Rect(inner.left, inner.top + int(third * 1.2), inner.w, inner.h - int(third * 1.2))
            draw_block(surf, "sans", 18 * s, row_words(e, several), theme.BAD if e.error else theme.TEXT_DIM, rest,
                       min_size=9, what="load: row")
        e = self._entry()
        if e is not None and view_of(e) is not None:
            size = (int(720 * s), int(405 * s))
            th = self.thumb(e, size)
            if th is not None:
                pos = (int(1120 * s), int(190 * s))
                surf.blit(th, pos)
                pygame.draw.rect(surf, theme.GOLD, pygame.Rect(pos, size), max(1, int(2 * s)))
        if self.message:  # in the right column, under the buttons: never over a row
            y = int(190 * s) + int(470 * s) + 2 * int(64 * s) + int(40 * s)
            width = surf.get_width() - int(1120 * s) - int(40 * s)
            for line in wrap("sans", int(22 * s), clean_text(self.message), width)[:5]:
                surf.blit(text("sans", int(22 * s), line, theme.BAD), (int(1120 * s), y))
                y += int(30 * s)


class ReplayScene(Scene):
    """Step through a game move by move: arrows, a slider, play/pause."""

    covers = True

    def __init__(self, app, match: Match) -> None:
        super().__init__(app)
        self.source = match
        self.view = game_view(match.setup.game)
        self.moves = list(match.moves)
        self.index = len(self.moves)
        self.playing = False
        self.last_step = 0.0
        self.dirty = True
        self.mouse = (0, 0)
        self.slider = pygame.Rect(0, 0, 0, 0)
        self._states: dict[int, object] = {}
        self._logs: dict[int, list[str]] = {}
        self._rebuild()

    CHECKPOINT = 32  # a stored state every 32 moves: a 20,000-move save keeps 625, not 20,000

    def _rebuild(self) -> None:
        """Replay every move once from the setup (a new ``Match``, the game's own ``apply``),
        keeping a copy of the game every CHECKPOINT moves and the log."""
        replay = Match(self.source.setup)
        game = replay.game
        self._states[0] = game.clone()
        # the game's opening lines first (who plays whom, how it starts), when its view has them
        opening = getattr(self.view, "opening_lines", None)
        lines: list[str] = list(opening(self.source.setup, _state(game))) if opening is not None else []
        self._log_ends = [len(lines)]
        for k, move in enumerate(self.moves, start=1):
            state = _state(game)
            lines.extend(self.view.describe(state, ev) for ev in game.apply(move))
            if k % self.CHECKPOINT == 0:
                self._states[k] = game.clone()
            self._log_ends.append(len(lines))
        self._lines = lines

    def _state_at(self, k: int):
        """The position after move k: a copy of the checkpoint before it, played forward."""
        if k in self._states:
            return _state(self._states[k])
        cache = self.__dict__.setdefault("_recent", {})
        if k in cache:
            return cache[k]
        base = k - k % self.CHECKPOINT
        game = self._states[base].clone()
        for move in self.moves[base:k]:
            game.apply(move)
        if len(cache) >= 4:  # the move shown and the one before it (its caption), a few more
            cache.pop(next(iter(cache)))
        cache[k] = _state(game)
        return cache[k]

    def _log_at(self, k: int) -> list[str]:
        end = self._log_ends[k]
        return self._lines[max(0, end - 40):end]

    def log_shown(self, size) -> tuple[int, int, list[str]]:
        """(font size, line height, lines) of the log column: the newest lines that fit,
        ending with what the move just shown did."""
        w, h = size
        s = min(w / 1920, h / 1080)
        fs = readable(15 * s)
        lines = [piece for entry in self._log_at(self.index)[-30:]
                 for piece in wrap("cond", fs, entry, w - int(w * 0.8) - int(20 * s))]
        lh = int(fs * 1.27)
        room = max(1, (h - int(140 * s) - int(50 * s)) // lh)
        return fs, lh, lines[-room:]

    def caption(self) -> str:
        """"Move 7 of 109 — Lady Tremaine: Move Wolves to The Tavern"."""
        label = _("Move {k} of {n}").format(k=self.index, n=len(self.moves))
        if self.index:
            before = self._state_at(self.index - 1)
            who = self.view.current_player(before)
            whose = f"{self.view.seat_name(before, who)}: " if who >= 0 else ""
            label += f" — {whose}{self.view.notation_words(before, self.moves[self.index - 1])}"
        if self.index == len(self.moves):  # the end: how the game ended (a win, a shared victory)
            words = self.view.winner_words(self._state_at(self.index))
            if words is not None:
                label += f" — {words[0]}"
        return label

    def handle(self, event) -> None:
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_RIGHT:
                self.index = min(len(self.moves), self.index + 1)
            elif event.key == pygame.K_LEFT:
                self.index = max(0, self.index - 1)
            elif event.key == pygame.K_HOME:
                self.index = 0
            elif event.key == pygame.K_END:
                self.index = len(self.moves)
            elif event.key == pygame.K_SPACE:
                self.playing = not self.playing
            elif event.key == pygame.K_ESCAPE:
                self.app.pop()
            self.dirty = True
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            if self.slider.collidepoint(event.pos):
                frac = (event.pos[0] - self.slider.left) / max(1, self.slider.w)
                self.index = round(frac * len(self.moves))
            elif self.play_rect.collidepoint(event.pos):
                self.playing = not self.playing
            elif self.back_rect.collidepoint(event.pos):
                self.app.pop()
            self.dirty = True
        elif event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos

    def update(self, dt: float) -> bool:
        if self.playing:
            now = time.monotonic()
            if now - self.last_step > 0.5:
                self.last_step = now
                if self.index < len(self.moves):
                    self.index += 1
                else:
                    self.playing = False
                self.dirty = True
            return True
        return self.dirty

    def draw(self, surf) -> None:
        w, h = surf.get_size()
        s = min(w / 1920, h / 1080)
        st = self._state_at(self.index)
        view = self.view
        over = view.winner_words(st) is not None or view.winner_words(self.source.state) is not None
        board_area = (int(w * 0.8), int(h * 0.82))
        canvas = pygame.Surface(board_area)
        canvas.fill(theme.TABLE)
        view.draw_preview(canvas, st)
        surf.fill(theme.TABLE)
        surf.blit(canvas, (0, 0))
        # hands: face up once the game is over, otherwise only how many cards
        y = board_area[1] + int(8 * s)
        for line in view.hand_lines(st, over):
            draw_fit(surf, "cond", 18 * s, line, theme.TEXT, pygame.Rect(int(16 * s), y, board_area[0] - int(32 * s),
                     int(22 * s)), align="left", min_size=9, what="replay: hand")
            y += int(24 * s)
        # log
        lx = board_area[0] + int(10 * s)
        pygame.draw.rect(surf, theme.PANEL, pygame.Rect(board_area[0], 0, w - board_area[0], h))
        surf.blit(text("serif", int(26 * s), _("Replay"), theme.GOLD), (lx, int(10 * s)))
        size, lh, shown = self.log_shown((w, h))
        yy = int(50 * s)
        for line in shown:
            surf.blit(text("cond", size, line, theme.TEXT), (lx, yy))
            yy += lh
        # controls
        self.slider = pygame.Rect(int(220 * s), h - int(60 * s), int(w * 0.8) - int(260 * s), int(16 * s))
        pygame.draw.rect(surf, theme.PANEL_HI, self.slider, border_radius=int(8 * s))
        frac = self.index / max(1, len(self.moves))
        knob = pygame.Rect(0, 0, int(20 * s), int(30 * s))
        knob.center = (self.slider.left + int(frac * self.slider.w), self.slider.centery)
        pygame.draw.rect(surf, theme.GOLD, knob, border_radius=int(6 * s))
        self.play_rect = pygame.Rect(int(20 * s), h - int(80 * s), int(180 * s), int(56 * s))
        draw_button(surf, Widget(_("Pause") if self.playing else _("Play"), self.play_rect, None), s, self.mouse)
        self.back_rect = pygame.Rect(w - int(200 * s), h - int(80 * s), int(180 * s), int(56 * s))
        draw_button(surf, Widget(_("Close"), self.back_rect, None), s, self.mouse)
        label = self.caption()
        cap = pygame.Rect(int(220 * s), h - int(112 * s), self.slider.w, int(40 * s))
        draw_fit(surf, "sans", 20 * s, label, theme.TEXT, cap, align="left", min_size=9, wrap=True, max_lines=2,
                 what="replay: caption")
        self.dirty = False
