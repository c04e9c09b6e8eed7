"""Game over tells the story of the game (issue 47): under the winner, each seat's progress to
its objective turn by turn (a chart) and its counts, and the turn where the lead last changed;
"Watch the replay" opens the replay at that turn. Drawn headless for every system, at
1280×720 (the interface at 100 % and at 200 %) and at 1920×1080, in English and Portuguese: no text cut."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pytest  # noqa: E402

from game.core.saves import load_file  # noqa: E402
from game.table.kit import textfit  # noqa: E402
from game.table.kit.menus import CurtainScene, GameOverScene  # noqa: E402
from game.table.loadscreen import ReplayScene  # noqa: E402
from tests.core.test_golden_saves import make_golden_saves  # noqa: E402

from .ui_helpers import make_app  # noqa: E402

GOLDEN = ["despicable-plots-2p.json", "scum-and-villainy-3p.json", "san-villano.json", "stargate.json"]


def _game_over(name: str, size, **settings) -> GameOverScene:
    app = make_app(size, **settings)
    app.start_match(load_file(make_golden_saves.FOLDER / name).match)
    app.scenes = [s for s in app.scenes if not isinstance(s, CurtainScene)]
    for _ in range(3):
        app.step(1 / 60)
    over = app.top()
    assert isinstance(over, GameOverScene), type(over)
    return over


@pytest.mark.slow
@pytest.mark.parametrize("name", GOLDEN)
@pytest.mark.parametrize("size,ui", [((1280, 720), 1.0), ((1280, 720), 2.0), ((1920, 1080), 1.0)])
@pytest.mark.parametrize("language", ["en", "pt"])
def test_game_over_shows_the_summary_with_no_text_cut(name, size, ui, language, monkeypatch):
    from game.table.kit import summaryview

    drawn = []
    real = summaryview.draw_summary
    monkeypatch.setattr("game.table.kit.menus.draw_summary",
                        lambda surf, rect, summary, s, seats: drawn.append((rect, summary, seats))
                        or real(surf, rect, summary, s, seats))
    over = _game_over(name, size, language=language, ui_scale=ui)
    textfit.record(True)
    try:
        over.app.draw()
        assert textfit.OVERFLOWS == []
    finally:
        textfit.record(False)
    (rect, summary, seats), = drawn
    assert summary is not None and len(seats) == len(summary.seats)
    # the summary lies between the winner's panel and the buttons, overlapping neither
    assert rect.top >= over.panel.bottom and all(rect.bottom <= w.rect.top for w in over.widgets)


@pytest.mark.slow
def test_watch_the_replay_opens_at_the_turn_where_the_lead_changed():
    over = _game_over("stargate.json", (1280, 720))
    lead = over.summary.lead_move
    assert lead is not None and 0 < lead < len(over.table.match.moves)
    over.app.draw()  # the buttons are laid out as the screen is drawn
    next(w for w in over.widgets if w.label == "Watch the replay").action()
    replay = over.app.top()
    assert isinstance(replay, ReplayScene) and replay.index == lead


def test_game_over_says_each_kind_of_action_with_its_count_first():
    """San Villano's Game over read "Take an action 44 · Move 30": the count now comes first and
    the kind is named as a thing done ("44× Location action · 30× Move")."""
    from game.table.kit import summaryview

    said = []
    real = summaryview.draw_fit

    def noting(surf, font, size, words, *args, **kw):
        if kw.get("what") == "summary: actions":
            said.append(words)
        return real(surf, font, size, words, *args, **kw)

    summaryview.draw_fit = noting
    try:
        _game_over("san-villano.json", (1280, 720)).app.draw()
    finally:
        summaryview.draw_fit = real
    assert said and all(part.split("× ", 1)[0].isdigit() for line in said for part in line.split(" · ")), said
    assert any("× Location action" in line for line in said), said


def test_a_scum_and_villainy_game_over_names_the_actions_as_its_boards_do():
    """The actions counted at Game over read "Gain Power · Play a Card" in a Star Wars game,
    whose boards say Collect Credits and Play a Credits Card."""
    from game.core.summary import summary_of

    summary = summary_of(load_file(make_golden_saves.FOLDER / "scum-and-villainy-3p.json").match)
    kinds = {kind for seat in summary.seats for kind, _n in seat.actions}
    assert "Collect Credits" in kinds and "Play a Credits Card" in kinds, kinds
    assert not kinds & {"Gain Power", "Play a Card", "Move an Item or Ally"}, kinds
    plots = summary_of(load_file(make_golden_saves.FOLDER / "despicable-plots-2p.json").match)
    assert "Gain Power" in {kind for seat in plots.seats for kind, _n in seat.actions}
