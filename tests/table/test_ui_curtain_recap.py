"""The hot-seat curtain tells what happened since the seat's last turn (issue 47: "The curtain
before a player's turn tells what happened since their last turn (the other players' public
moves, in words)"): the other seats' moves in the log's own words (the log is public, so the
recap never names a hidden card), none of the seat's own, drawn under the "I am ready" button.
Villainous (both boxes) and Stargate; San Villano hides nothing and raises no curtain
(tests/table/test_ui_curtain_games.py)."""

from __future__ import annotations

import os
import random
import time

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.match import Match, Seat, Setup  # noqa: E402
from game.games.villainous import villainous_setup  # noqa: E402
from game.i18n import set_language  # noqa: E402
from game.table.kit import menus  # noqa: E402
from game.table.kit.menus import CurtainScene  # noqa: E402

from .ui_helpers import make_app  # noqa: E402

GAMES = [("villainous", ("gaston", "lady-tremaine")), ("villainous", ("cad-bane", "boba-fett")),
         ("stargate", None)]


def _curtains(game: str, villains, seed: int = 2, most: int = 4):
    """Hot-seat between two people played at random through the table; each curtain raised, as
    (its seat, its recap, the log then, what it should tell: the lines the other seats' moves
    added to the log since the curtain last lifted for that seat)."""
    set_language("en")
    app = make_app((1280, 720), title=True, ui_scale=2.0)
    seats = [Seat("human"), Seat("human")]
    setup = villainous_setup(list(villains), seats, seed) if game == "villainous" else Setup.of(game, seats, seed)
    app.start_match(Match(setup))
    table = app.table()
    r = random.Random(seed)
    said: list[tuple[int, str]] = []  # (the seat that moved, a line its move added to the log)
    lifted = {0: 0, 1: 0}  # how much of ``said`` each seat had been told when its curtain lifted
    seen = []
    for _ in range(600):
        app.step(1 / 60)
        app.draw()
        top = app.top()
        if isinstance(top, CurtainScene):
            due = [line for mover, line in said[lifted[top.seat]:] if mover != top.seat]
            seen.append((top.seat, top.recap(), list(table.log), due))
            if len(seen) >= most:
                break
            lifted[top.seat] = len(said)
            top.shown_at = time.monotonic() - 1
            app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
            continue
        legal = table.match.game.legal_actions()
        if not legal:
            break
        seat, before = table.match.game.current_player(), len(table.log)
        table.apply_plan((r.choice(legal),))
        said.extend((seat, line) for line in list(table.log)[before:])
        table._check_curtain()
    return app, seen


@pytest.mark.parametrize(("game", "villains"), GAMES, ids=["villainous", "scum", "stargate"])
def test_the_curtain_tells_what_the_other_players_did_since_the_last_turn(game, villains):
    _app, seen = _curtains(game, villains)
    assert len(seen) >= 3, "the game never passed the screen"
    for seat, recap, log, due in seen:
        assert all(line in log for line in recap), "the recap says what the public log does not"
        assert recap == due, f"seat {seat} is told {recap}, not what the others did since its last turn: {due}"
    assert sum(bool(recap) for _seat, recap, _log, _due in seen) >= 2, "the curtain told nothing"


def test_the_recap_is_drawn_under_the_button_in_the_language_chosen(monkeypatch):
    drawn: list[str] = []
    real = menus.draw_fit

    def recording(surf, kind, size, words, *args, **kw):
        if kw.get("what") == "curtain: recap":
            drawn.append(words)
        return real(surf, kind, size, words, *args, **kw)

    monkeypatch.setattr(menus, "draw_fit", recording)
    app, seen = _curtains("villainous", ("gaston", "lady-tremaine"), most=3)
    try:
        curtain = app.top()
        assert isinstance(curtain, CurtainScene) and curtain.recap()
        drawn.clear()
        app.draw()
        assert "Since your last turn" in drawn and any(curtain.recap()[-1] in w for w in drawn)
        set_language("pt")
        drawn.clear()
        curtain.dirty = True
        app.draw()
        assert "Desde o seu último turno" in drawn
        assert not any(line in w for line in seen[-1][1] for w in drawn), "the recap stays in English"
    finally:
        set_language("en")


@pytest.mark.parametrize(("game", "villains"), GAMES)
def test_the_recap_from_a_kept_copy_is_the_recap_replayed_from_the_start(game, villains):
    """The recap starts from the game as it was before the first move it tells, the copy the
    curtain kept when it last lifted (the curtain comes down every turn: replaying the whole
    game each time made it cost more the longer the game ran), and says the same as replaying
    from the start, which is what it does without a copy."""
    from game.core.match import random_match
    from game.table.kit.match_scene import _recap_replayed, recap_lines
    from game.table.views.stargate import words as SW
    from game.table.views.villainous.seats import describe as villainous_describe

    seats = [Seat("human"), Seat("human")]
    setup = villainous_setup(list(villains), seats, 5) if game == "villainous" else Setup.of(game, seats, 5)
    describe = villainous_describe if game == "villainous" else SW.describe
    match = random_match(setup, 160, seed=3, as_text=True)
    rng = random.Random(4)
    for since in [0, len(match.moves) - 1, len(match.moves), *rng.sample(range(len(match.moves)), 12)]:
        seat = rng.randrange(2)
        replayed = _recap_replayed(Match(setup).game, match.moves, describe, since, seat)
        assert recap_lines(match, describe, since, seat) == replayed
        assert since >= len(match.moves) or replayed  # each case tells something, or there is nothing to tell
        kept = Match(setup)  # the game as the curtain keeps it when it lifts at move ``since``
        for move in match.moves[:since]:
            kept.apply(move)
        assert recap_lines(match, describe, since, seat, kept.game) == replayed
    match.trim_history()
    assert len(match.history) < len(match.moves)
    since = len(match.moves) - len(match.history) - 3
    replayed = _recap_replayed(Match(setup).game, match.moves, describe, since, 0)
    assert recap_lines(match, describe, since, 0) == replayed
    # and from the game the curtain kept when it lifted (what the table passes)
    at_since = Match(setup)
    for move in match.moves[:since]:
        at_since.apply(move)
    assert recap_lines(match, describe, since, 0, at_since.game) == replayed
