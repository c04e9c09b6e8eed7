"""The story of a game on the Game over screen: per seat a line of its progress to the
objective turn by turn, and what it did (actions by kind, cards played, Heroes or Villains
defeated); the turn where the lead last changed is marked on the chart.

The numbers are ``game.core.summary``'s; this module only draws them, in any rectangle, so
the screen that shows them (``GameOverScene``) keeps a single call.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.core.summary import Summary
from game.i18n import _

from . import theme
from .assets import text_width
from .draw import rounded
from .textfit import draw_fit, readable
from .widgets import Widget

#: how many kinds of action a seat's line names, most frequent first
ACTIONS_SHOWN = 4
#: a seat as the summary shows it: its name and its colour
SeatLook = tuple[str, tuple[int, int, int]]


def lead_words(summary: Summary, names: Sequence[str]) -> str:
    """"Hades took the lead at turn 12" (the last time the lead changed hands)."""
    if summary.lead_turn is None:
        return _("Nobody led alone")
    leader = _leader_at(summary, summary.lead_turn)
    who = names[leader] if leader is not None and 0 <= leader < len(names) else "?"
    if summary.round_word == "round":
        return _("{name} took the lead in round {n}").format(n=summary.lead_round, name=who)
    return _("{name} took the lead on turn {n}").format(n=summary.lead_round, name=who)


def _leader_at(summary: Summary, turn: int) -> int | None:
    values = [seat.progress[turn - 1] for seat in summary.seats]
    best = max(values)
    return values.index(best) if values.count(best) == 1 else None


def progress_words(summary: Summary, value: float) -> str:
    """A progress value as the chart's axis says it: a percentage, or points."""
    if summary.unit == "fraction":
        return f"{round(value * 100)} %"
    return _("{n} points").format(n=round(value))


def _chart(surf: pygame.Surface, box: pygame.Rect, summary: Summary, seats: Sequence[SeatLook], s: float) -> None:
    """Axes, one line a seat, and the turn where the lead changed as a gold upright."""
    fs = readable(18 * s)
    title = pygame.Rect(box.left, box.top, box.w, int(fs * 1.5))
    head = _("Progress to the objective") if summary.unit == "fraction" else _("Reputation")
    draw_fit(surf, "sans", fs, _("{what}, turn by turn").format(what=head), theme.TEXT, title, align="left",
             min_size=12, what="summary: chart title")
    # the axis's labels ("22 points") fit their column: a fixed 4.2 font sizes cut them at
    # 1280×720 (issue 47); never more than a third of the chart
    top = summary.top()
    widest = max(text_width("sans", max(12, int(fs)), progress_words(summary, v)) for v in (top, 0.0))
    label_w = min(box.w // 3, max(int(fs * 4.2), widest + int(10 * s) + 4))
    plot = pygame.Rect(box.left + label_w, title.bottom + int(6 * s), box.w - label_w - int(8 * s),
                       box.bottom - title.bottom - int(fs * 1.6) - int(6 * s))
    if plot.w < 20 or plot.h < 20:
        return
    pygame.draw.rect(surf, theme.mix(theme.TABLE, (0, 0, 0), 0.35), plot)
    axis = theme.mix(theme.TEXT, theme.TABLE, 0.5)
    pygame.draw.line(surf, axis, plot.bottomleft, plot.bottomright, max(1, int(2 * s)))
    pygame.draw.line(surf, axis, plot.bottomleft, plot.topleft, max(1, int(2 * s)))
    for value, y in ((top, plot.top), (0.0, plot.bottom)):
        tick = pygame.Rect(box.left, y - fs // 2 - 2, label_w - int(6 * s), fs + 4)
        draw_fit(surf, "sans", fs, progress_words(summary, value), axis, tick, align="right", min_size=12,
                 what="summary: axis")
    turns = max(1, summary.turns)

    def at(turn: int, value: float) -> tuple[int, int]:
        x = plot.left + (plot.w * turn) // turns
        y = plot.bottom - int(plot.h * (value / top if top else 0))
        return x, y

    if summary.lead_turn is not None:
        x = at(summary.lead_turn, 0)[0]
        for y in range(plot.top, plot.bottom, max(4, int(12 * s))):
            pygame.draw.line(surf, theme.GOLD, (x, y), (x, min(plot.bottom, y + max(2, int(6 * s)))), max(1, int(2 * s)))
    width = max(2, int(3 * s))
    for seat, (_name, colour) in zip(summary.seats, seats, strict=False):
        points = [at(0, 0.0)] + [at(t + 1, v) for t, v in enumerate(seat.progress)]
        pygame.draw.lines(surf, colour, False, points, width)
    axis_line = pygame.Rect(plot.left, plot.bottom + int(4 * s), plot.w, int(fs * 1.4))
    first, last = summary.rounds[0], summary.rounds[-1]
    span = (_("Rounds {a} to {b}") if summary.round_word == "round" else _("Turns {a} to {b}")).format(a=first, b=last)
    draw_fit(surf, "sans", fs, span, axis, axis_line, min_size=12,
             what="summary: axis")


def _counts(surf: pygame.Surface, box: pygame.Rect, summary: Summary, seats: Sequence[SeatLook], s: float) -> None:
    """One block a seat: its name in its colour with its counts, and its actions by kind."""
    n = max(1, len(summary.seats))
    gap = int(8 * s)
    block_h = (box.h - gap * (n - 1)) // n
    fs = readable(20 * s)
    for k, (seat, (name, colour)) in enumerate(zip(summary.seats, seats, strict=False)):
        block = pygame.Rect(box.left, box.top + k * (block_h + gap), box.w, block_h)
        pygame.draw.rect(surf, theme.mix(theme.TABLE, (0, 0, 0), 0.3), block, border_radius=int(8 * s))
        pygame.draw.rect(surf, colour, pygame.Rect(block.left, block.top, max(3, int(6 * s)), block.h))
        inner = block.inflate(-int(24 * s), -int(8 * s))
        inner.left = block.left + int(16 * s)
        row = inner.h * 3 // 10  # the name, the counts, then the actions (two lines if need be)
        counts = [_("{what}: {n}").format(what=_(summary.cards_label), n=seat.cards_played)]
        if summary.defeated_label:
            counts.append(_("{what}: {n}").format(what=_(summary.defeated_label), n=seat.defeated))
        draw_fit(surf, "serif", fs * 1.1, name, colour if theme.luminance(colour) > 0.12 else theme.TEXT,
                 pygame.Rect(inner.left, inner.top, inner.w, row), align="left", min_size=12,
                 what="summary: seat name")
        draw_fit(surf, "sans", fs * 0.85, " · ".join(counts), theme.TEXT,
                 pygame.Rect(inner.left, inner.top + row, inner.w, row), align="left", min_size=12,
                 what="summary: counts")
        # the seat's most frequent kinds of action (all of them would not be read at a glance)
        # "30× Move": the count first, so a kind's words never read as running into its number
        actions = " · ".join(_("{count}× {kind}").format(count=count, kind=_(kind))
                             for kind, count in seat.actions[:ACTIONS_SHOWN]) or _("No actions")
        draw_fit(surf, "sans", fs * 0.9, actions, theme.mix(theme.TEXT, theme.TABLE, 0.2),
                 pygame.Rect(inner.left, inner.top + 2 * row, inner.w, inner.h - 2 * row), align="left",
                 min_size=12, wrap=True, max_lines=2, what="summary: actions")


def draw_summary(surf: pygame.Surface, rect: pygame.Rect, summary: Summary | None, s: float,
                 seats: Sequence[SeatLook]) -> None:
    """The chart on the left, a block a seat on the right, the lead's turn under them."""
    if summary is None or not summary.seats or rect.w < 40 or rect.h < 40:
        return
    rounded(surf, rect, theme.mix(theme.TABLE, (0, 0, 0), 0.2), int(14 * s))  # the table behind is veiled only
    rect = rect.inflate(-int(28 * s), -int(16 * s))
    fs = readable(20 * s)
    foot = pygame.Rect(rect.left, rect.bottom - int(fs * 1.5), rect.w, int(fs * 1.5))
    body = pygame.Rect(rect.left, rect.top, rect.w, foot.top - rect.top - int(6 * s))
    chart_w = int(body.w * 0.42)
    _chart(surf, pygame.Rect(body.left, body.top, chart_w, body.h), summary, seats, s)
    _counts(surf, pygame.Rect(body.left + chart_w + int(20 * s), body.top, body.w - chart_w - int(20 * s), body.h),
            summary, seats, s)
    draw_fit(surf, "sans", fs, lead_words(summary, [name for name, _c in seats]), theme.GOLD, foot, min_size=12,
             what="summary: lead")


def button_row(size: tuple[int, int], s: float, items: Sequence[tuple[str, Callable[[], None], bool]]) -> list[Widget]:
    """The Game over buttons in one row at the foot of the screen (the summary takes the middle)."""
    w, h = size
    gap = int(18 * s)
    bw = min(int(420 * s), (w - int(60 * s) - gap * (len(items) - 1)) // max(1, len(items)))
    bh = int(70 * s)
    x = w // 2 - (len(items) * bw + (len(items) - 1) * gap) // 2
    y = h - bh - int(28 * s)
    return [Widget(label, pygame.Rect(x + k * (bw + gap), y, bw, bh), action, enabled)
            for k, (label, action, enabled) in enumerate(items)]
