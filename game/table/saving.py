"""Saving seen from the window: the autosave warning on the table, the dialog for leaving a
game whose last moves are not saved, and loading a save in the background with progress.

A failed autosave never stops play: the table shows "Autosave failed: <reason>" until a
save succeeds. Leaving (closing the window, or "Save and quit to title") first saves; if
that fails the player chooses: try again, save into another folder, keep playing, or leave
without saving.
"""

from __future__ import annotations

import threading
from pathlib import Path

import pygame

from game.core.safefile import clean_text
from game.i18n import N_, _

from .kit import theme
from .kit.assets import text, wrap
from .kit.menus import MenuScene
from .kit.widgets import Widget


def draw_save_problem(surf: pygame.Surface, message: str, s: float) -> None:
    """A red strip at the top of the table, drawn while the game is not saved."""
    t = text("bold", int(20 * s), clean_text(message, 140), theme.TEXT)
    r = t.get_rect(midtop=(int(surf.get_width() * 0.415), int(surf.get_height() * 0.075)))
    r = r.inflate(int(28 * s), int(14 * s))
    pygame.draw.rect(surf, (90, 24, 24), r, border_radius=int(8 * s))
    pygame.draw.rect(surf, theme.BAD, r, max(1, int(2 * s)), border_radius=int(8 * s))
    surf.blit(t, t.get_rect(center=r.center))


def default_rescue_folder() -> Path:
    return Path.home() / "Villainous saves"


class UnsavedDialog(MenuScene):
    """Leaving a game that could not be saved: ask where to save it, or whether to lose it."""

    title = N_("This game is not saved")
    covers = False

    def __init__(self, app, table, leaving: str) -> None:
        super().__init__(app)
        self.table = table
        self.leaving = leaving  # "quit" (close the window) or "title"
        self.folder_text = str(default_rescue_folder())
        self.editing = False
        self.note: str | None = None

    def build(self, size) -> None:
        w, h = size
        s = min(w / 1920, h / 1080)
        bw, bh, gap = int(560 * s), int(64 * s), int(16 * s)
        x = w // 2 - bw // 2
        y = int(h * 0.42)
        self.field = pygame.Rect(w // 2 - int(500 * s), y, int(1000 * s), bh)
        y += bh + 2 * gap
        leave = _("Quit without saving") if self.leaving == "quit" else _("Leave without saving")
        items = [
            (_("Save in this folder"), self.save_elsewhere),
            (_("Try the save folder again"), self.retry),
            (_("Keep playing"), self.app.pop),
            (leave, self.leave_unsaved),
        ]
        self.widgets = []
        for label, action in items:
            self.widgets.append(Widget(label, pygame.Rect(x, y, bw, bh), action))
            y += bh + gap

    def handle(self, event) -> None:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and hasattr(self, "field"):
            self.editing = self.field.collidepoint(event.pos)
            self.dirty = True
        if self.editing and event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                self.folder_text = self.folder_text[:-1]
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.editing = False
                self.save_elsewhere()
            elif event.key == pygame.K_ESCAPE:
                self.editing = False
            elif event.unicode and event.unicode.isprintable() and len(self.folder_text) < 400:
                self.folder_text += event.unicode
            self.dirty = True
            return
        super().handle(event)

    def escape(self) -> None:
        self.app.pop()  # back to the game

    def retry(self) -> None:
        if self.app.save_now(self.table.match):
            self.app.pop()
            self.app.leave_table(self.leaving)
        else:
            self.note = self.app.save_problem

    def save_elsewhere(self) -> None:
        from game.core.saves import SaveStore, failure_reason

        folder = Path(self.folder_text.strip()).expanduser()
        if not self.folder_text.strip():
            self.note = _("Type a folder to save into.")
            return
        try:
            store = SaveStore(folder, clean=False)
            store.save(self.table.match)  # a new file there, never one that exists
            store.release(self.table.match)
        except Exception as exc:  # noqa: BLE001 - any failure is shown, the game stays open
            self.note = _("Could not save there: {reason}").format(reason=failure_reason(exc))
            return
        self.app.save_problem = None
        self.app.pop()
        self.app.leave_table(self.leaving, saved_to=str(folder))

    def leave_unsaved(self) -> None:
        """Leave the table without saving (the player chose to)."""
        self.app.pop()
        self.app.leave_table(self.leaving)

    def extra(self, surf, s: float) -> None:
        w, _h = surf.get_size()
        y = int(200 * s)
        lines = [self.app.save_problem or _("Autosave failed."),
                 _("Save it into another folder, try again, keep playing, or leave without saving "
                   "(the moves since the last save are lost).")]
        if self.note:
            lines.append(self.note)
        for k, para in enumerate(lines):
            colour = theme.BAD if k == 0 or (self.note and k == len(lines) - 1) else theme.TEXT
            for line in wrap("sans", int(24 * s), clean_text(para, 300), int(1300 * s))[:3]:
                t = text("sans", int(24 * s), line, colour)
                surf.blit(t, t.get_rect(midtop=(w // 2, y)))
                y += int(32 * s)
        r = self.field
        pygame.draw.rect(surf, theme.PANEL_HI if self.editing else theme.PANEL, r, border_radius=int(8 * s))
        pygame.draw.rect(surf, theme.GOLD, r, max(1, int(2 * s)), border_radius=int(8 * s))
        shown = clean_text(self.folder_text, 400) + ("_" if self.editing else "")
        t = text("sans", int(22 * s), shown, theme.TEXT)
        # the end of a long path is the part that matters
        src = t.get_rect()
        if src.w > r.w - int(24 * s):
            src.left = src.w - (r.w - int(24 * s))
            src.w = r.w - int(24 * s)
        surf.blit(t, (r.left + int(12 * s), r.centery - t.get_height() // 2), area=src)
        label = text("sans", int(18 * s), _("Folder (click to edit):"), theme.TEXT_DIM)
        surf.blit(label, (r.left, r.top - int(26 * s)))


class LoadingScene(MenuScene):
    """Runs ``job(progress)`` in a background thread, showing its progress; the window keeps
    drawing and answering. When the job ends this scene closes and ``done(result)`` or
    ``failed(exception)`` runs in the window's thread."""

    covers = False

    def __init__(self, app, label: str, job, done, failed, discard=None) -> None:
        super().__init__(app)
        self.label = clean_text(label, 120)
        self.done_cb, self.failed_cb = done, failed
        self.fraction = 0.0
        self.result = None
        self.error: BaseException | None = None
        self.finished = threading.Event()
        self.cancelled = False
        self._discard_cb = discard
        self._discarded = threading.Lock()

        def progress(n: int, total: int) -> None:
            self.fraction = n / total if total else 1.0

        def run() -> None:
            try:
                self.result = job(progress)
            except BaseException as exc:  # noqa: BLE001 - handed to the window's thread
                self.error = exc
            finally:
                self.finished.set()
            if self.cancelled:
                self._discard()

        self.thread = threading.Thread(target=run, name="villainous-load", daemon=True)
        self.thread.start()

    def build(self, size) -> None:
        w, h = size
        s = min(w / 1920, h / 1080)
        self.widgets = [Widget(_("Cancel"), pygame.Rect(w // 2 - int(150 * s), int(h * 0.58), int(300 * s),
                                                     int(64 * s)), self.cancel)]

    def cancel(self) -> None:
        self.cancelled = True
        self._close()
        if self.finished.is_set():
            self._discard()

    def _discard(self) -> None:
        """A cancelled load that finished anyway: let go of what it holds (once)."""
        if self._discard_cb is None or self.error is not None or not self._discarded.acquire(blocking=False):
            return
        self._discard_cb(self.result)

    def escape(self) -> None:
        self.cancel()

    def _close(self) -> None:
        if self in self.app.scenes:
            self.app.remove(self)

    def update(self, dt: float) -> bool:
        if self.finished.is_set() and not self.cancelled:
            self._close()
            self.cancelled = True  # report once
            if self.error is None:
                self.done_cb(self.result)
            else:
                self.failed_cb(self.error)
        return True  # animating: the bar moves

    def extra(self, surf, s: float) -> None:
        w, h = surf.get_size()
        t = text("serif", int(40 * s), _("Loading {name}…").format(name=self.label), theme.TEXT)
        surf.blit(t, t.get_rect(center=(w // 2, int(h * 0.42))))
        bar = pygame.Rect(w // 2 - int(400 * s), int(h * 0.48), int(800 * s), int(24 * s))
        pygame.draw.rect(surf, theme.PANEL, bar, border_radius=int(10 * s))
        done = bar.copy()
        done.w = max(1, int(bar.w * min(1.0, self.fraction)))
        pygame.draw.rect(surf, theme.GOLD, done, border_radius=int(10 * s))
        pct = text("sans", int(22 * s), f"{int(self.fraction * 100)}%", theme.TEXT_DIM)
        surf.blit(pct, pct.get_rect(midtop=(w // 2, bar.bottom + int(8 * s))))


def wait_for_loading(app, timeout: float = 60.0) -> None:
    """Let every background load finish and hand over its result (for tests and scripts:
    the window itself never waits)."""
    import time

    end = time.monotonic() + timeout
    while True:
        loading = [s for s in app.scenes if isinstance(s, LoadingScene)]
        if not loading:
            return
        for scene in loading:
            scene.thread.join(max(0.0, end - time.monotonic()))
            if not scene.finished.is_set():
                raise TimeoutError(f"loading {scene.label} took longer than {timeout} s")
            scene.update(0.0)
