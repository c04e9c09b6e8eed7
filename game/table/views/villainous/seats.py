"""The seats of a Villainous game as the shell sees them (the view contract's words).

The shell's screens (curtain, game over, Load rows, replay) ask these instead of reading
the state: how a seat is named, who won and how, what each seat holds, a save's row.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import pygame

from game.games.villainous.seen import deciding, seen_state
from game.games.villainous.state import State
from game.games.villainous.words import event_words, seat_words, villain_name
from game.games.villainous.words import notation_words as engine_notation_words
from game.i18n import N_, _, proper_name, tr

FATE_TOKEN = {0: N_("no Fate token"), 4: N_("Fate token 4+"), 5: N_("Fate token 5+")}


def describe(st: State, ev) -> str:
    """An event in words, in the language chosen (the log, the replay)."""
    return tr(event_words(st, ev))


def notation_words(st: State, text: str) -> str:
    """A move's canonical text in words, in the language chosen (undo, replay)."""
    return tr(engine_notation_words(st, text))


def current_player(st: State) -> int:
    """Who decides now, -1 when nobody (the game is over)."""
    return deciding(st)


def seat_name(st: State, seat: int) -> str:
    """The villain at ``seat``, by name ("Lady Tremaine")."""
    return proper_name(st.players[seat].villain.name)


def seat_colours(st: State, seat: int) -> tuple[tuple[int, int, int], tuple[int, int, int]]:
    """The villain's accent and base colours (the curtain and Game over wear them)."""
    from game.table.kit import theme

    return theme.palette(st.players[seat].villain)


def seat_icon(st: State, seat: int) -> str:
    """The villain's picture (the curtain and Game over show it)."""
    return st.players[seat].villain.icon


def opening_lines(setup, st: State) -> list[str]:
    """The log's first lines, before any move: who plays which villain (a person or a bot of
    which level), each villain's starting Power (or Credits), who plays first, then the
    setup's own events ("Round 1: Gaston begins a turn.")."""
    from game.games.villainous.box import box_named

    seats = list(getattr(setup, "seats", None) or [])

    def who(k: int) -> str:
        if k >= len(seats) or seats[k].kind == "human":
            return _("a person")
        return _("a bot ({level})").format(level=_(seats[k].level.capitalize()))

    names = [seat_name(st, k) for k in range(len(st.players))]
    lines = [_("A new game: {players}.").format(players="; ".join(
        _("{villain} played by {who}").format(villain=n, who=who(k)) for k, n in enumerate(names)))]
    currency = box_named(st.players[0].villain.box).currencies[0] if st.players else "Power"
    lines.append(_("Starting {currency}: {amounts}.").format(currency=_(currency), amounts=", ".join(
        f"{n} {p.power}" for n, p in zip(names, st.players, strict=True))))
    if 0 <= st.active < len(names):
        lines.append(_("{name} plays first.").format(name=names[st.active]))
    return lines + [describe(st, ev) for ev in st.log]


def winner_words(st: State) -> tuple[str, str] | None:
    """"Gaston wins!" and how, once a villain has achieved the Objective."""
    if st.winner is None:
        return None
    name = seat_name(st, st.winner)
    return _("{name} wins!").format(name=name), _("{name} achieved the Objective in round {round}.").format(
        name=name, round=st.round)


def hand_lines(st: State, over: bool) -> list[str]:
    """Each seat's hand for the replay: its cards once the game is over, else how many."""
    out = []
    for p in st.players:
        if over:
            out.append(_("{name}'s hand: {cards}").format(name=proper_name(p.villain.name),
                                                          cards=", ".join(proper_name(st.table.defs[c].name) for c in p.hand)))
        else:
            out.append(_("{name}: {count} cards in hand").format(name=proper_name(p.villain.name), count=len(p.hand)))
    return out


def save_summary(setup: Mapping[str, Any]) -> tuple[str, str]:
    """A Load row: who plays which villain, and how the game stands (the shell adds the
    save's ``round`` and ``winner`` to its stored setup)."""
    villains = [str(v) for v in setup.get("villains") or []]
    names = [proper_name(villain_name(v)) for v in villains]
    seats = list(setup.get("seats") or [])
    who = []
    for name, seat in zip(names, seats, strict=False):
        seat = seat if isinstance(seat, dict) else {}
        if seat.get("kind") == "bot":
            who.append(tr(seat_words(name, "bot", str(seat.get("level") or ""))))
        else:
            who.append(tr(seat_words(name, "human")))
    winner, rnd = setup.get("winner"), setup.get("round")
    if isinstance(winner, int) and 0 < winner <= len(names):
        stands = (_("Won by {name} in round {round}").format(name=names[winner - 1], round=rnd) if rnd
                  else _("Won by {name}").format(name=names[winner - 1]))
    else:
        stands = _("Round {round}").format(round=rnd) if rnd else _("Not started")
    token = (setup.get("options") or {}).get("fate_token") if isinstance(setup.get("options"), dict) else None
    if token in FATE_TOKEN:
        stands += f" · {_(FATE_TOKEN[token])}"
    return " · ".join(who), stands


def draw_preview(surface: pygame.Surface, st: State) -> None:
    """The whole table, public information only (no hand is shown): drawn from the game as a
    spectator sees it."""
    from .view import compute_layout, draw_boards

    st = seen_state(st, -1)
    lay = compute_layout(st, surface.get_size(), -1)
    draw_boards(surface, st, lay)
