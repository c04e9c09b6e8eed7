"""Nothing covers a legal target or a message while a choice is open (issue 47, "What covers
what"): the card being resolved (a Villainous card whose effect asks for a location, shown
over the board), a tooltip and a card shown large never lie over one of the places the
person must choose between, nor over the refusal message or the turn's banner; and those
messages lie off the places to choose between too. In every
table (Villainous both boxes, San Villano, Stargate), at 1280×720 and 1920×1080, at 100 %
and 200 % UI scale, with the pointer resting on each target, each hand card and each
counter in turn.

The rectangles are the ones the table's parts report: the overlays of the frame (Villainous:
``_overlays`` and its tray; the others: ``frame_parts``), the targets the table lists for the
choice open (``tip_avoid``) and the messages (``message_rects``)."""

from __future__ import annotations

import os
import random
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.match import Seat  # noqa: E402
from game.table.kit.match_scene import HOVER_DELAY  # noqa: E402

from .ui_helpers import make_app, start_table  # noqa: E402

#: each table, and how it is brought to a choice open: (game, villains, seed)
TABLES = [
    ("villainous", ("gaston", "lady-tremaine"), 0),
    ("villainous", ("cad-bane", "boba-fett"), 0),
    ("san-villano", None, 3),
    ("stargate", None, 3),
]
SIZES = [((1280, 720), 1.0), ((1280, 720), 2.0), ((1920, 1080), 1.0), ((1920, 1080), 2.0)]


def _frame(app) -> None:
    """A frame, the curtain of a hot-seat game lifted first (the person deciding is at the
    screen)."""
    from game.table.kit.menus import CurtainScene

    for _ in range(3):
        if not isinstance(app.top(), CurtainScene):
            break
        app.top().shown_at = -1e9
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
    app.step(1 / 60)
    app.draw()


def _choice_open(game: str, table) -> bool:
    """Whether the person at the screen has a choice with places to choose between (for
    Villainous: a card resolving, asking for a location)."""
    if game == "villainous":
        st = table.match.state
        return (st.prompt is not None and any(p.limbo for p in st.players)
                and bool(table.tip_avoid()))
    return bool(table.tip_avoid())


def _at_a_choice(game: str, villains, seed: int, size, ui: float):
    """The table of a game between two people, played (seeded random moves) until the person
    deciding has a choice open, seen by that person."""
    app = make_app(size, ui_scale=ui)
    seats = [Seat("human"), Seat("human")]
    if game == "villainous":
        match, table = start_table(app, villains, seats, seed)
    else:
        match, table = start_table(app, seats=seats, seed=seed, game=game)
    r = random.Random(seed)
    for _ in range(300):
        if game != "san-villano":  # San Villano hides nothing: its table has no viewer to set
            table.viewer = match.game.current_player()
        table.forget_seen()
        table.lay = None
        _frame(app)
        if _choice_open(game, table):
            return app, table
        legal = match.game.legal_actions()
        assert legal and match.game.current_player() >= 0
        table.take_events(match.apply(r.choice(legal)))
    raise AssertionError("no choice open")


def _overlays(game: str, table, size) -> dict[str, pygame.Rect]:
    """What floats over the table now: tooltips, the card shown large, the card resolving."""
    out: dict[str, pygame.Rect] = {}
    if game == "villainous":
        for key, area, _paint in table._overlays(size, time.monotonic()):
            if key[0] in ("zoom", "tip") or (len(key) > 1 and key[1] == "tip"):
                out[repr(key[:2])] = pygame.Rect(area)
        from game.table.views.villainous.plans import option_target

        st = table.st
        answers = [option_target(st, a) for a in st.prompt.options] if st.prompt is not None else []
        targets = {t[1] for t in answers if t and t[0] == "card"}
        for c, r in table.lay.tray:
            if c not in targets:  # a card resolving, not an answer
                out[f"resolving {c}"] = pygame.Rect(r)
        return out
    parts = table.frame_parts(table.app.screen)
    return {repr(k): pygame.Rect(p.rect) for k, p in parts.items() if k in (("tip",), ("zoom",))}


def _messages(game: str, table) -> dict[str, pygame.Rect]:
    if game == "villainous":
        out = {"toast": table._toast_rect()} if table.toast else {}
        if table.banner_rect() is not None:
            out["banner"] = table.banner_rect()
        return out
    parts = table.frame_parts(table.app.screen)
    return {k[0]: pygame.Rect(p.rect) for k, p in parts.items() if k in (("toast",), ("banner",))}


def _rest_on(app, table, pos) -> None:
    """The pointer comes to ``pos`` and rests there long enough for a card to show large."""
    app.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))
    for name in ("hover_since",):
        if hasattr(table, name):
            setattr(table, name, getattr(table, name) - HOVER_DELAY - 0.05)
    hover = getattr(table, "hover", None)
    if hover is not None and hasattr(hover, "since"):
        hover.since -= HOVER_DELAY + 0.05
    _frame(app)
    _frame(app)


def _pointed(game: str, table) -> list[tuple[int, int]]:
    """Where the pointer rests in turn: each target, each hand card, each counter."""
    spots = [r.center for r in table.tip_avoid()]
    lay = table.lay
    if game == "villainous":
        spots += [r.center for _c, r in lay.hand]
        spots += [r.center for _sym, r in lay.symbols.values()]
    elif game == "stargate":
        spots += [r.center for r in dict(lay.seats[lay.bottom].hand_cards).values()]
    else:
        spots += [r.center for name in lay.rows for _c, r in lay.rows[name]]
    spots += [n.rect.center for n in table.named_things()]
    return spots


@pytest.mark.parametrize(("size", "ui"), SIZES, ids=[f"{w}x{h}@{round(u * 100)}" for (w, h), u in SIZES])
@pytest.mark.parametrize(("game", "villains", "seed"), TABLES, ids=["villainous", "scum", "san_villano", "stargate"])
def test_nothing_covers_a_legal_target_or_a_message_while_a_choice_is_open(game, villains, seed, size, ui):
    app, table = _at_a_choice(game, villains, seed, size, ui)
    table.redo()  # refused: nothing to redo (the kit's refusal, said in a message)
    table.announce("Round 9 · the turn of a long name", 600)
    assert table.toast is not None
    table.toast = (table.toast[0], time.monotonic() + 600)
    table.banner = (table.banner[0], time.monotonic() + 600)  # up a while (no animation here)
    _frame(app)
    targets = table.tip_avoid()
    assert targets, "no legal target"
    covered = []
    looked = 0
    for pos in _pointed(game, table):
        _rest_on(app, table, pos)
        keep = {f"target {tuple(r)}": r for r in targets}
        keep.update(_messages(game, table))
        # the bar: the question open and its answers (a hand card's zoom rose over it at 1280x720)
        keep["the bar"] = pygame.Rect(table.lay.prompt_rect if game == "villainous" else table.lay.bar)
        assert "toast" in keep and (game == "villainous" or "banner" in keep)
        floating = _overlays(game, table, size)
        looked += bool(floating)
        covered += [(pos, name, what) for name, r in floating.items() for what, k in keep.items()
                    if r.colliderect(k)]
        # and a message itself lies off the targets, where there is room for it
        messages = _messages(game, table)
        covered += [(pos, name, f"target {tuple(t)}") for name, r in messages.items()
                    for t in targets if r.colliderect(t)]
        if len(messages) == 2:  # and the banner lies off the toast
            covered += [(pos, "banner", "toast")] if messages["banner"].colliderect(messages["toast"]) else []
    assert looked, "nothing floated over the table"
    assert covered == [], covered[:6]


@pytest.mark.parametrize(("size", "ui"), SIZES, ids=[f"{w}x{h}@{round(u * 100)}" for (w, h), u in SIZES])
@pytest.mark.parametrize("opened", ["end turn", "what can I do"])
def test_end_turns_menu_leaves_the_bars_words_and_the_buttons_in_view(opened, size, ui):
    """End turn's menu (naming the actions not used) opened above the Menu button and, at
    1280×720 and 200 %, lay over the bar's words; "What can I do?"'s, above its button, too.
    Each lies off the bar, the messages and the table's buttons now, within the window."""
    from game.games.villainous.actions import Action

    app = make_app(size, ui_scale=ui, confirm_end_turn=True)
    match, table = start_table(app, seats=[Seat("human"), Seat("bot", "random")])
    table.apply_plan((Action("move", -1, 1),))  # actions left: End turn asks first
    _frame(app)
    if opened == "end turn":
        table.end_turn()
    else:
        table.open_hint()
    _frame(app)
    assert table.menu is not None
    rows = [pygame.Rect(r) for _label, r, _plan in table.menu.items]
    menu = rows[0].unionall(rows[1:])
    lay = table.lay
    keep = {"bar": lay.prompt_rect, **_messages("villainous", table),
            **{f"button {name}": r for name, r in lay.buttons.items()}}
    assert app.screen.get_rect().contains(menu)
    assert [name for name, r in keep.items() if menu.colliderect(r)] == []
