"""Each game's view: what the table draws where, built from the kit (``game.table.kit``).

A view package (``views/<module>/``, the game's registry key with ``-`` as ``_``) is the only
place in ``game.table`` that imports a game. The shell (title, game chooser, load screen,
replay, game over, curtain, rules help) asks for a game's view by its key and uses only what
the package exports, by these names — every game's view exports all of them:

- ``TITLE``, ``SUBTITLE``: the game's name and a line under it (title screen, game chooser).
- ``NewGameScene(app)``: the game's own New game screen; on Start it calls
  ``app.start_match(Match(setup=Setup.of(key, seats, seed, **options)))``.
- ``TableScene(app, match)``: the table (a kit ``Scene`` with ``holds_match = True``,
  ``.match`` and ``.st``, the current state).
- ``BOT_KINDS`` (levels, weakest first) and ``make_bot(level, seed)``.
- ``describe(state, event) -> str``: an event in words (log, replay).
- ``notation_words(state, action) -> str``: a move in words (replay caption, undo).
- ``current_player(state) -> int``: who decides now, -1 when nobody.
- ``seat_name(state, seat) -> str``: how the table names a seat ("Gaston", "Team 2").
- ``winner_words(state) -> tuple[str, str] | None``: the Game over headline and line under it,
  None while the game goes on.
- ``save_summary(setup: dict) -> tuple[str, str]``: a Load row's two lines from a save's setup.
- ``draw_preview(surface, state) -> None``: the whole table, public information only, drawn
  into ``surface`` (Load screen preview, replay viewer).
- ``hand_lines(state, over: bool) -> list[str]``: what each seat holds, for the replay panel
  (counts only unless ``over``).
- ``rules_help() -> list[tuple[str, str]]``: the rules help pages, (title, text); blank lines
  separate paragraphs, and a line ``- name: meaning`` is a legend entry.
"""

from __future__ import annotations

import importlib
from types import ModuleType

DEFAULT = "villainous"


def game_view(name: str = DEFAULT) -> ModuleType:
    """The view package of the game ``name``."""
    return importlib.import_module(f"{__name__}.{name}")
