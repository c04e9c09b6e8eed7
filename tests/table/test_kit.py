"""The tabletop kit (game/table/kit): scenes and their stack, the drag controller, the
animator; and the rule that the kit and the shell import no game (only views/ may)."""

from __future__ import annotations

import ast
import os
import zlib
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")

import pygame  # noqa: E402

from game.table.kit.animator import Animator, Count, Flip, Glide, Pop, settle  # noqa: E402
from game.table.kit.drag import DragController, choose  # noqa: E402
from game.table.kit.scene import Scene, SceneStack  # noqa: E402

TABLE = Path(__file__).resolve().parents[2] / "game" / "table"


class Probe(Scene):
    def __init__(self, name: str, calls: list) -> None:
        super().__init__(app=None)
        self.name, self.calls = name, calls

    def enter(self) -> None:
        self.calls.append(("enter", self.name))

    def leave(self) -> None:
        self.calls.append(("leave", self.name))

    def pause(self) -> None:
        self.calls.append(("pause", self.name))

    def resume(self) -> None:
        self.calls.append(("resume", self.name))


def test_scene_stack_calls_enter_pause_resume_leave_in_order():
    calls: list = []
    stack = SceneStack()
    a, b, c = Probe("a", calls), Probe("b", calls), Probe("c", calls)
    stack.push(a)
    stack.push(b)
    assert calls == [("enter", "a"), ("pause", "a"), ("enter", "b")]
    calls.clear()
    stack.pop()
    assert calls == [("leave", "b"), ("resume", "a")] and stack.top() is a
    stack.push(b)
    stack.push(c)
    calls.clear()
    stack.keep(1)
    assert calls == [("leave", "c"), ("leave", "b"), ("resume", "a")] and list(stack) == [a]


def test_scene_stack_draws_from_the_last_scene_that_covers():
    stack = SceneStack()
    base, over = Scene(None), Scene(None)
    over.covers = False
    stack.push(base)
    stack.push(over)
    assert stack.visible() == [base, over]
    top = Scene(None)
    stack.push(top)
    assert stack.visible() == [top]


class Adapter:
    """A toy game: one piece "p" at (0, 0, 10, 10) that may go to "A" (one plan) or "B" (two)."""

    def piece_at(self, pos):
        return "p" if pygame.Rect(0, 0, 10, 10).collidepoint(pos) else None

    def plans_for(self, piece):
        return {"A": [("a",)], "B": [("b1",), ("b2",), ("b1",)]}

    def sprite_for(self, piece):
        return pygame.Surface((10, 10)), pygame.Rect(0, 0, 10, 10)

    def targets_at(self, pos):
        return {100: ["A"], 200: ["B"], 300: ["C"]}.get(pos[0], [])

    def refusal(self, piece, targets):
        return f"{piece} cannot go to {targets[0]}" if targets else None


def _drop(at):
    d = DragController(Adapter())
    assert d.press((5, 5))
    d.motion((at, 50))
    return d.release((at, 50))


def test_drag_one_plan_submits_several_open_a_menu_none_glides_back_with_the_reason():
    assert _drop(100).kind == "submit" and _drop(100).plans == [("a",)]
    menu = _drop(200)
    assert menu.kind == "menu" and menu.plans == [("b1",), ("b2",)]  # duplicates dropped, order kept
    refused = _drop(300)
    assert refused.kind == "refuse" and refused.reason == "p cannot go to C"
    assert refused.back == pygame.Rect(0, 0, 10, 10) and refused.at.topleft == (295, 45)


def test_drag_without_moving_is_a_click_and_empty_space_picks_nothing():
    d = DragController(Adapter())
    assert not d.press((50, 50)) and d.release((50, 50)) is None
    assert d.press((5, 5))
    d.motion((7, 7))  # under the threshold
    out = d.release((7, 7))
    assert out.kind == "click" and out.piece == "p"
    assert choose([("x",)]).kind == "submit"


def test_a_dragged_piece_casts_a_shadow_of_its_own_shape_made_once():
    class Round(Adapter):
        def sprite_for(self, piece):
            disc = pygame.Surface((40, 40), pygame.SRCALPHA)
            pygame.draw.circle(disc, (200, 50, 50), (20, 20), 20)
            return disc, pygame.Rect(0, 0, 40, 40)

    screen = pygame.Surface((120, 120))
    for adapter, corner_dark in ((Round(), False), (Adapter(), True)):
        d = DragController(adapter)
        assert d.press((5, 5))
        d.motion((50, 50))
        screen.fill((255, 255, 255))
        d.draw(screen)
        r = d.drag.rect().move(6, 8)  # the shadow's place
        # its far corner (outside the disc; past the piece drawn over it) is dark only for a
        # piece with no shape of its own; below the middle of its lower edge, it is dark
        corner = screen.get_at((r.right - 1, r.bottom - 1))[:3]
        assert (corner != (255, 255, 255)) == corner_dark, corner
        assert screen.get_at((r.centerx, r.bottom - 2))[:3] != (255, 255, 255)
        assert d.drag.shadow() is d.drag.shadow()


def test_animator_plays_and_lands():
    an = Animator()
    g = Glide("c", pygame.Rect(0, 0, 10, 10), pygame.Rect(100, 0, 10, 10), t0=0.0, dur=1.0)
    an.play([g, Pop((5, 5), 0.0), Flip("f", pygame.Rect(0, 0, 10, 10), 0.0, 1.0), Count("n", 0, 10, 0.0, 1.0)])
    assert an.busy and an.moving() == {"c", "f"}
    assert g.rect_at(0.0).x == 0 and g.rect_at(1.0).x == 100 and 50 < g.rect_at(0.5).x < 100  # eases out
    assert an.counts[0].value_at(1.0) == 10 and an.flips[0].rect_at(0.25)[0].w == 5
    assert not an.update(0.2) and an.update(1.0) and not an.busy
    an.play([Pop((5, 5), 0.0)])
    assert an.finish() and not an.busy and not an.finish()


def test_settle_moves_only_what_changed_place():
    before = {1: pygame.Rect(0, 0, 5, 5), 2: pygame.Rect(10, 0, 5, 5), 3: pygame.Rect(20, 0, 5, 5)}
    after = {1: pygame.Rect(0, 0, 5, 5), 2: pygame.Rect(15, 0, 5, 5), 3: pygame.Rect(30, 0, 5, 5), 4: pygame.Rect()}
    assert [g.key for g in settle(before, after, 0.0, 0.2, skip={3})] == [2]


def _imports(path: Path) -> set[str]:
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(a.name for a in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
            out.add(node.module)
    return out


def test_no_game_imports_outside_the_views():
    offenders = []
    for path in TABLE.rglob("*.py"):
        rel = path.relative_to(TABLE)
        if rel.parts[0] == "views":
            continue
        offenders += [f"{rel}: {m}" for m in _imports(path) if m.startswith("game.games")]
    assert offenders == []


def test_the_kit_knows_no_view():
    for path in (TABLE / "kit").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.level > 0:
                assert not (node.module or "").startswith("views"), f"{path.name} imports a game's view"



def test_the_kit_names_no_game_s_pieces():
    """A game's own pieces (its villains' colours, which safe accent each takes) are the game
    view's data, handed to the kit: no string in the kit is a villain's key."""
    from game.games.villainous.cards import VILLAINS

    named = []
    for path in (TABLE / "kit").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in VILLAINS:
                named.append(f"{path.name}:{node.lineno}: {node.value}")
    assert named == []


def test_a_seat_s_safe_accent_is_the_one_its_view_fixed_else_one_picked_from_its_key(monkeypatch):
    from types import SimpleNamespace

    from game.table.kit import theme
    from game.table.kit.colours import SAFE_SEATS

    monkeypatch.setattr(theme, "_SAFE_ACCENTS", {})
    seat = SimpleNamespace(key="a-seat-of-a-test", accent="#102030", base="#405060")
    assert theme.palette(seat) == ((16, 32, 48), (64, 80, 96))
    monkeypatch.setattr(theme, "colour_blind", True)
    assert theme.palette(seat) == (SAFE_SEATS[zlib.crc32(seat.key.encode()) % len(SAFE_SEATS)], (64, 80, 96))
    theme.fix_safe_accents({seat.key: 3})
    assert theme.palette(seat) == (SAFE_SEATS[3], (64, 80, 96))


def test_an_emblem_paints_nothing_outside_its_rounded_panel():
    """An emblem's pattern (rays, rings, stripes, dots) stays inside the panel's rounded
    corners: every pixel the emblem changes is one the panel itself covers."""
    from game.table.kit.draw import emblem

    pygame.init()
    rect = pygame.Rect(10, 10, 380, 90)  # wide and low, as the villain picker shows it
    radius = max(2, rect.w // 16)
    shape = pygame.Surface((400, 110))
    shape.fill((0, 0, 0))
    pygame.draw.rect(shape, (255, 255, 255), rect, border_radius=radius)
    kinds = set()
    for k in range(40):
        key = f"villain-{k}"
        kinds.add(zlib.crc32(key.encode()) % 4)
        surf = pygame.Surface((400, 110))
        surf.fill((1, 2, 3))
        emblem(surf, rect, key, (240, 200, 60), (60, 20, 60), False)
        outside = [(x, y) for x in range(400) for y in range(110)
                   if shape.get_at((x, y))[0] == 0 and surf.get_at((x, y))[:3] != (1, 2, 3)]
        assert not outside, (key, outside[:5])
    assert kinds == {0, 1, 2, 3}


def test_ahead_draws_only_the_parts_the_screen_does_not_show_yet_one_frame_at_a_time(monkeypatch):
    """``kit.ahead``: the coming frames are built one at a time, their parts already shown
    (the same rectangle and key) are left out, each frame's work stops at its budget, and a
    token planned again is not planned anew."""
    from game.table.kit import ahead as kit_ahead
    from game.table.kit.layer import Part

    drew: list = []
    built: list = []

    def part(name: str, rect, key) -> Part:
        return Part(pygame.Rect(rect), key, lambda surf: drew.append((name, surf.get_size())))

    def frame(k: int):
        def parts() -> dict:
            built.append(k)
            return {("same",): part("same", (0, 0, 10, 10), "k"), ("moved",): part(f"moved{k}", (5, 0, 10, 10), "k"),
                    ("rekeyed",): part(f"rekeyed{k}", (0, 20, 10, 10), "new"), ("new", k): part(f"new{k}", (1, 1, 2, 2), k)}
        return parts

    drawn = {("same",): ((0, 0, 10, 10), "k", None), ("moved",): ((0, 0, 10, 10), "k", None),
             ("rekeyed",): ((0, 20, 10, 10), "old", None)}
    clock = [0.0]
    monkeypatch.setattr(kit_ahead.time, "perf_counter", lambda: clock[0])
    a = kit_ahead.Ahead()
    assert not a.step() and not a.busy()
    a.plan("t", [frame(1), frame(2)], drawn)
    assert built == [] and a.busy()  # nothing is built before its turn comes
    # a budget that is never spent: everything in one frame
    assert a.step(budget=1.0)
    assert built == [1, 2]
    assert drew == [("moved1", (1, 1)), ("rekeyed1", (1, 1)), ("new1", (1, 1)),
                    ("moved2", (1, 1)), ("rekeyed2", (1, 1)), ("new2", (1, 1))]  # never "same"
    assert not a.busy() and not a.step()
    a.plan("t", [frame(3)], drawn)  # the same token: already done
    assert not a.busy() and built == [1, 2]
    # a budget spent by each piece of work: one piece a frame
    drew.clear()

    def tick(*_a) -> float:
        clock[0] += 1.0
        return clock[0]

    monkeypatch.setattr(kit_ahead.time, "perf_counter", tick)
    a.plan("u", [frame(4)], drawn)
    steps = 0
    while a.step(budget=0.5):
        steps += 1
    assert steps == 4 and [d[0] for d in drew] == ["moved4", "rekeyed4", "new4"]  # built, then one part a frame
    a.plan("v", [frame(5)], drawn)
    a.forget()
    assert not a.busy() and a.token is None


def _log_painted_whole(size, st, entries) -> bytes:
    """The log as the San Villano table painted it before ``kit.logcanvas``: the panel,
    then from the bottom up each entry's wrapped lines (each as tall as its words), newest
    lowest, until a line would start above the top."""
    from game.table.kit.assets import text, wrap

    surf = pygame.Surface(size)
    surf.fill(st.ground)
    y = st.bottom
    for entry in reversed(entries):
        for piece in reversed(wrap(st.kind, st.size, entry, st.width)):
            t = text(st.kind, st.size, piece, st.colour)
            y -= t.get_height()
            if y < st.top:
                return pygame.image.tobytes(surf, "RGB")
            surf.blit(t, (st.x, y))
        y -= st.gap
    return pygame.image.tobytes(surf, "RGB")


def test_a_log_canvas_scrolled_is_the_log_painted_whole():
    """``kit.logcanvas``: entries added (a few at a time, long ones wrapping onto several
    lines, the oldest falling off a full log) are painted alone and the rest scrolled up;
    an entry taken back, another look or style paints it whole; every time it is the log
    painted whole, pixel for pixel, and most changes were scrolls."""
    import random
    from collections import deque

    from game.table.kit.logcanvas import LogCanvas, LogStyle

    pygame.display.init()
    pygame.display.set_mode((1, 1))
    rng = random.Random(5)
    words = "Gaston moves to the Tavern and plays Wolves; Fate: Belle is revealed, a Hero of 3 " \
        "Strength-and-more-strength. Undone: reveal".split()
    # a panel that shows a few entries of a long log, and a tall one over a log so short that
    # its oldest entries fall off while they are still shown; each style in turn
    for size, keep, scrolls in (((230, 300), 25, 60), ((230, 900), 4, 5)):
        h = size[1]
        styles = [LogStyle("cond", 15, (200, 190, 170), (30, 26, 24), 8, 214, 8, h - 8, 4),
                  LogStyle("cond", 12, (200, 190, 170), (30, 26, 24), 5, 220, 5, h - 5, 3)]
        for first in range(len(styles)):
            canvas = LogCanvas()
            log: deque[str] = deque(maxlen=keep)
            style, look, changes = styles[first], "en", 0
            for step in range(150):
                roll = rng.random()
                if roll < 0.8 or not log:
                    for _ in range(rng.choice((1, 1, 1, 2, 3))):
                        log.append(" ".join(rng.choice(words) for _ in range(rng.randrange(1, 30))))
                elif roll < 0.9:
                    log.pop()  # taken back
                elif roll < 0.95:
                    style = styles[(first + step) % len(styles)]
                else:
                    look = "pt" if look == "en" else "en"
                changes += 1
                shown = canvas.draw(size, look, style, tuple(log))
                assert pygame.image.tobytes(shown, "RGB") == _log_painted_whole(size, style, tuple(log)), \
                    (size, first, step)
            assert len(log) == log.maxlen  # the oldest entries fell off
            assert canvas.scrolled >= scrolls, canvas.scrolled  # most changes were scrolls (a full short log: few)
