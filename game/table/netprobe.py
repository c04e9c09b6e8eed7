"""The two-window network test's probe: a window that hosts a game, or one that joins it,
reporting what it holds and answering the test's requests, as files in a folder.

Started by ``VILLAINOUS_TEST_HOOK=<folder>`` with ``VILLAINOUS_TEST_NET=host`` or ``join``
(``VILLAINOUS_TEST_SIZE`` and ``VILLAINOUS_TEST_SCALE`` as for the lesson probe):

- ``host`` (``VILLAINOUS_TEST_GAME``, two seats, ``VILLAINOUS_TEST_SEED``): the Host screen
  hosts the game on 127.0.0.1 at ``VILLAINOUS_TEST_PORT`` with one open network seat, the one
  that decides first, and this window plays the other seat on its table; ``net.json`` says the
  open seat's code and the moves the hosted game has played;
- ``join`` (``VILLAINOUS_TEST_ADDRESS``, ``VILLAINOUS_TEST_CODE``): the Join screen joins with
  that code; ``net.json`` says whether its table plays a remote match, whether that game is a
  seen one (``definition.is_seen_position``) and the moves this seat sent. ``move.request``:
  the seat's first legal move is made through the table (``apply_plan``), as a drop would.

Both say, for a Villainous table (``VILLAINOUS_TEST_GAME=villainous``: Gaston and Lady
Tremaine), where the mouse finds the seat at the screen's pieces (``targets``: its mover, its
locations' panels, the End turn button, in the window's pixels), the moves played (``at``) and
who decides, so a test can play by the real mouse.

Both take ``freeze.request`` and ``thaw.request`` (``probing.Freeze``). A timer wakes the
window ten times a second, so an idle window still reads the requests.
Not part of any view's contract: the shell imports it only for this test.
"""

from __future__ import annotations

import os
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame

from .probing import Freeze, Report

WAKE_MS = 100


def host_window(app) -> Any:
    """The Host screen hosting the game the environment names (see the module)."""
    from game.core.match import Match, Seat, Setup

    from .netscreens import HERE, NETWORK, HostScene

    key = os.environ.get("VILLAINOUS_TEST_GAME", "stargate")
    options = {"villains": ["gaston", "lady-tremaine"]} if key == "villainous" else {}
    match = Match(Setup.of(key, [Seat(), Seat()], int(os.environ.get("VILLAINOUS_TEST_SEED", "0")), **options))
    scene = HostScene(app, match)
    app.push(scene)
    first = match.game.current_player()  # the network seat decides first: the joiner moves at once
    scene.kinds = {seat: NETWORK if seat == first else HERE for seat in scene.kinds}
    scene.port = int(os.environ["VILLAINOUS_TEST_PORT"])
    scene.start()
    if scene.hosting is None:
        raise RuntimeError(f"the test host did not start: {scene.message}")
    scene.play(next(seat for seat, kind in scene.kinds.items() if kind == HERE))
    return scene


def join_window(app) -> Any:
    """The Join screen joining with the address and code the environment gives."""
    from .netscreens import JoinScene

    scene = JoinScene(app)
    app.push(scene)
    scene.address.value = os.environ["VILLAINOUS_TEST_ADDRESS"]
    scene.code.value = os.environ["VILLAINOUS_TEST_CODE"]
    scene.join()
    return scene


def targets(table) -> dict[str, Any] | None:
    """Where the mouse finds the viewer's pieces on a Villainous table (None on another
    game's, or before the table is laid out): its mover, its locations' panels by key, the
    End turn button; centres, in the window's pixels."""
    lay = getattr(table, "lay", None)
    seat = getattr(table, "viewer", -1)
    if lay is None or seat < 0 or not hasattr(lay, "movers") or seat not in lay.movers:
        return None
    player = table.st.players[seat]
    return {"seat": seat, "mover": list(lay.movers[seat].center),
            "panels": {loc.key: list(lay.zones[("panel", seat, i)].center)
                       for i, loc in enumerate(player.villain.locations) if ("panel", seat, i) in lay.zones},
            "end": list(lay.buttons["end"].center) if "end" in lay.buttons else None,
            "phase": table.st.phase, "toast": table.toast[0] if table.toast else None,
            # where every villain stands, as this table shows it (public): a move seen arrive
            "locations": [_standing(p) for p in table.st.players]}


def _standing(player) -> str:
    """The key of the location a villain stands on ("portrait": on its own portrait)."""
    places = player.villain.locations
    return places[player.mover].key if 0 <= player.mover < len(places) else "portrait"


def net_probe(app, folder: str, role: str) -> Callable[[], None]:
    """Host or join on ``app`` (``role``) and return the reporter to call after each frame."""
    out = Path(folder)
    report_file = Report(out / "net.json")
    freeze = Freeze(app, out)
    host = host_window(app) if role == "host" else None
    if host is None:
        join_window(app)
    pygame.time.set_timer(pygame.event.custom_type(), WAKE_MS)
    sent: list[str] = []
    seen: dict[int, bool] = {}  # whether the seat's game at each position is a seen one

    def report() -> None:
        table = app.table()
        data: dict[str, Any] = {"window": pygame.display.get_wm_info().get("window"), "role": role,
                                "top_is_table": table is not None and app.top() is table,
                                "busy": bool(getattr(getattr(table, "animator", None), "busy", False)),
                                "frozen": freeze.frozen}
        if host is not None and host.hosting is not None:
            hosting = host.hosting
            data["code"] = hosting.host.codes[host.open_seats()[0]]
            data["moves"] = hosting.ask(lambda: list(hosting.host.match.moves))
        match = getattr(table, "match", None)
        if match is not None and getattr(match, "remote", False):
            data.update(at=match.at, deciding=match.deciding, seat=match.seat, targets=targets(table),
                        log=list(getattr(table, "log", []))[-8:])
        if host is None and match is not None:
            game = match.game
            if match.at not in seen and game is not None:
                seen[match.at] = bool(match.definition.is_seen_position(game.to_position()))
            data.update(remote=bool(getattr(match, "remote", False)), seen=seen.get(match.at, False),
                        at=match.at, seat=match.seat, deciding=match.deciding,
                        legal=len(match.legal_texts()) if not match.waiting else 0, sent=sent)
            ask = out / "move.request"
            if ask.exists() and not freeze.frozen:
                ask.unlink()
                legal = match.legal_actions() if match.deciding == match.seat else []
                if legal:
                    sent.append(match.text(legal[0]))
                    table.apply_plan((legal[0],))
        report_file.write(data)
        freeze.tick(table, {"role": role})

    return report
