"""The tabletop kit: what any game's table is built from, knowing no game.

- ``scene``: the ``Scene`` base class (enter/leave/pause/resume/handle/update/draw) and the
  ``SceneStack`` the app keeps;
- ``layout``: units that scale with the window and the UI-scale setting;
- ``pieces``: where pieces lie (fanned hands and rows, sectors);
- ``draw``: rounded panels, generated emblems, glows, banners, messages;
- ``widgets``: buttons, small menus, tooltips, the prompt bar's layout (text fits through
  ``textfit``);
- ``menus``: a screen of buttons (``MenuScene``) and the menus every table opens (the
  hot-seat curtain, pause, Game over), opening the shell's screens through the app;
- ``theme``, ``assets``, ``textfit``: the colours (a seat's from what its view declares),
  fonts and pictures, text fitted to its box (the words in the chosen language come from the
  message catalogue below the table, ``game.i18n``, which the network host uses too);
- ``drag``: the drag-and-drop controller (a drop → the game's legal plans → submit, menu or
  a reason);
- ``animator``: glides, pops, flips and counters, played from the game's events.

A game's view (``game.table.views.<game>``) uses these; nothing here imports a game, nor
anything of ``game.table`` outside the kit.
"""
