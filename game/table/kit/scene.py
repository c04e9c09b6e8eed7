"""Scenes and the scene stack.

A scene is one screen of the program (the title, the table, a menu over the table). The app
keeps them on a stack: the top one takes input; those drawn are the top one and everything
below it down to the first that ``covers`` the screen. The stack tells each scene when it
comes and goes:

- ``enter()`` once, when it is first pushed;
- ``pause()`` when another scene is pushed over it, ``resume()`` when that one is popped;
- ``leave()`` when it is taken off the stack (popped, or the stack is replaced).

``handle(event)`` gets the input of the top scene; ``update(dt)`` returns whether a frame must
be drawn; ``draw(surf)`` paints it.
"""

from __future__ import annotations

import pygame

from . import theme
from .layer import FULL_REDRAW, ScreenLayer


class Scene:
    """The base of every scene: does nothing, covers the screen, holds no match."""

    covers = True  # a scene that covers the screen hides those below it
    holds_match = False  # the table of a game (the app finds it with ``App.table()``)

    def __init__(self, app) -> None:
        self.app = app
        self.dirty = True

    def enter(self) -> None:
        """Pushed on the stack for the first time."""

    def leave(self) -> None:
        """Taken off the stack."""

    def pause(self) -> None:
        """Another scene was pushed over this one."""

    def resume(self) -> None:
        """The scene over this one was popped: this one is on top again."""

    def handle(self, event) -> None:
        """An input event (only the top scene gets them)."""

    def update(self, dt: float) -> bool:
        """Advance time; return whether a frame must be drawn."""
        return self.dirty

    def draw(self, surf) -> None:
        """Paint the scene."""


class PartsScene(Scene):
    """A scene whose frame is ``frame_parts(surf)``, the kit's parts bottom to top, painted
    through a ``kit.layer.ScreenLayer`` on its ``background``: whole by ``draw``, only what
    changed by ``draw_changed`` (the app calls it while the screen still holds the last
    frame). Both paint the same parts, so both give the same pixels."""

    background = theme.TABLE
    #: past this share of the screen changed, the frame is painted whole
    whole_past = FULL_REDRAW

    def __init__(self, app) -> None:
        super().__init__(app)
        self.screen_layer = ScreenLayer(self.whole_past)

    def frame_parts(self, surf) -> dict:
        raise NotImplementedError

    def draw(self, surf) -> None:
        """Paint the whole frame (and note what it shows, for ``draw_changed``)."""
        self._paint(surf, False)

    def draw_changed(self, surf) -> list[pygame.Rect] | None:
        """Paint only what changed since the last frame painted on ``surf``; the rectangles
        painted, or None when the frame was painted whole."""
        return self._paint(surf, True)

    def forget_layers(self) -> None:
        """The colours or the language changed: the next frame is painted whole."""
        self.screen_layer.forget()

    def leave(self) -> None:
        """Off the stack (back to the title, or another game begins): let go of every
        surface, fitted text and wrapped line kept for drawing the table (the title needs
        none of them; after three Stargate games they held 43 MiB)."""
        self.screen_layer = ScreenLayer(self.whole_past)
        forget_drawing()

    def _paint(self, surf, partial: bool) -> list[pygame.Rect] | None:
        parts = self.frame_parts(surf)
        self.dirty = False
        return self.screen_layer.paint(surf, parts, self.background, partial)


def forget_drawing() -> None:
    """Let go of everything kept for drawing a table: the surface caches (their memory given
    back to the system), the fitted and wrapped words, the kept boards."""
    from .assets import forget_wrapped
    from .cache import release_surfaces
    from .layer import forget_kept
    from .textfit import layout_block, layout_text

    layout_text.cache_clear()
    layout_block.cache_clear()
    forget_wrapped()
    forget_kept()
    release_surfaces()


class SceneStack:
    """The scenes of the app, bottom first, with their enter/leave/pause/resume calls."""

    def __init__(self) -> None:
        self.scenes: list = []

    def __len__(self) -> int:
        return len(self.scenes)

    def __iter__(self):
        return iter(self.scenes)

    def __reversed__(self):
        return reversed(self.scenes)

    def __getitem__(self, k):
        return self.scenes[k]

    def __bool__(self) -> bool:
        return bool(self.scenes)

    def top(self):
        return self.scenes[-1] if self.scenes else None

    def push(self, scene) -> None:
        below = self.top()
        self.scenes.append(scene)
        if below is not None:
            _call(below, "pause")
        _call(scene, "enter")

    def pop(self):
        if not self.scenes:
            return None
        scene = self.scenes.pop()
        _call(scene, "leave")
        below = self.top()
        if below is not None:
            _call(below, "resume")
        return scene

    def keep(self, n: int) -> None:
        """Keep the ``n`` bottom scenes; the others leave (top first)."""
        while len(self.scenes) > n:
            _call(self.scenes.pop(), "leave")
        below = self.top()
        if below is not None:
            _call(below, "resume")

    def visible(self) -> list:
        """The scenes drawn: a scene that covers the screen hides those below it."""
        start = 0
        for i, scene in enumerate(self.scenes):
            if getattr(scene, "covers", True):
                start = i
        return self.scenes[start:]


def _call(scene, name: str) -> None:
    fn = getattr(scene, name, None)  # a scene need not derive from Scene (tests push stubs)
    if fn is not None:
        fn()
