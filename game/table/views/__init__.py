"""Each game's view: what the table draws where, built from the kit (``game.table.kit``).

A view package (``views/<module>/``, the game's registry key with ``-`` as ``_``) is the only
place in ``game.table`` that imports a game. The shell (title, game chooser, load screen,
replay, game over, curtain, rules help) asks for a game's view by its key and uses only what
the package exports, by these names — every game's view exports all of them:

- ``TITLE``, ``SUBTITLE``: the game's name and a line under it (title screen, game chooser).
- ``NewGameScene(app)``: the game's New game screen; on Start it calls
  ``app.start_match(Match(setup=Setup.of(key, seats, seed, **options)))``. The real games'
  are the kit's ``game.table.kit.newgame.NewGameScene``, drawn from what the game's
  definition declares (seat counts, bot levels, ``seat_choice``, the labelled options): a view
  subclasses it with only its ``draw_seat`` (the game is the view package's); ``app.recall_setup(key)`` and
  ``app.remember_setup(key, data)`` keep its last choices in the settings file.
- ``TableScene(app, match)``: the table (a kit ``Scene`` with ``holds_match = True``,
  ``.match`` and ``.st``, the current state).
- ``BOT_KINDS`` (levels, weakest first) and ``make_bot(level, seed)``.
- ``describe(state, event) -> str``: an event in words (log, replay).
- ``notation_words(state, action) -> str``: a move in words (replay caption, undo); the
  shell passes the move's canonical text (as ``Match.moves`` holds it) and the state it was
  played in.
- ``current_player(state) -> int``: who decides now, -1 when nobody.
- ``seat_name(state, seat) -> str``: how the table names a seat ("Gaston", "Team 2").
- ``winner_words(state) -> tuple[str, str] | None``: the Game over headline and line under it,
  None while the game goes on.
- ``save_summary(setup: dict) -> tuple[str, str]``: a Load row's two lines from a save's setup
  (the stored ``setup`` object, to which the shell adds the save's ``round``, 0 when the
  game counts none; ``winners``, the result: None while the game runs, else the 1-based
  winning seats, several for a shared victory, none when nobody won; and ``winner``, the
  one winning seat when exactly one won, else None). The file may be hostile: any
  key may be missing or of the wrong type (the core checked only the game's own schema).
- ``draw_preview(surface, state) -> None``: the whole table, public information only, drawn
  into ``surface`` (Load screen preview, replay viewer).
- ``hand_lines(state, over: bool) -> list[str]``: what each seat holds, for the replay panel
  (counts only unless ``over``).
- ``rules_help() -> list[tuple[str, str]]``: the rules help pages, (title, text); blank lines
  separate paragraphs, and a line ``- name: meaning`` is a legend entry.

A view may also export (the shell asks with ``getattr``):

- ``legend_picture(name, size) -> pygame.Surface | None``: the picture of a legend entry
  (drawn beside it in the rules help);
- ``start_tutorial(app) -> None``: open the game's guided first game (the title screen then
  offers *Learn to play*; ``kit/tutorial.py`` holds the lesson format and the coach);
- ``seat_colours(state, seat) -> (accent, base)``: the seat's own colours, the colour-blind-safe
  ones when that setting is on (the curtain and Game over wear them; else the table's gold);
- ``seat_icon(state, seat) -> str``: the seat's picture, a Game Icons name (the curtain and
  Game over show it);
- ``curtain_line(state, seat, reason) -> str``: the curtain's line under "Pass the screen to
  …", in the game's own words (else the shell's, by ``reason``);
- ``opening_lines(setup, state) -> list[str]``: the log's first lines, before any move (who
  plays which seat, how the game starts); the replay viewer starts with them;
- ``ICON``: a Game Icons name for the game's emblem (else ``assets/icons/picks/shell.json``);
- ``SETUP_FIELDS``: for a New game screen of its own, what each field of its kept choices may
  hold, as checks from ``game.table.settings`` (``whole``, ``digits``, ``seat_field``,
  ``items``…); for the kit's screen the app makes them from the game's declarations
  (``new_game_fields(definition)``). The settings file is checked against them when it is
  read, a bad field dropped with a note naming its path.
"""

from __future__ import annotations

import importlib
import importlib.util
from types import ModuleType

from game.core.registry import DEFAULT_GAME, games

DEFAULT = DEFAULT_GAME


def module_of(key: str) -> str:
    """The view package's module for a registry key ("san-villano" → ``views.san_villano``)."""
    return f"{__name__}.{key.replace('-', '_')}"


def has_view(key: str) -> bool:
    """Whether the game ``key`` has a view package (a game without one is not offered)."""
    try:
        return importlib.util.find_spec(module_of(key)) is not None
    except (ImportError, ValueError):
        return False


def game_view(name: str = DEFAULT) -> ModuleType:
    """The view package of the game registered as ``name``."""
    return importlib.import_module(module_of(name))


def offered() -> list[str]:
    """The registered games that have a view, the default first: what the shell offers."""
    return [d.key for d in games() if has_view(d.key)]
