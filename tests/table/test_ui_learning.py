"""Learning the game at the table: the rules help (title and F1), About, the guided first game
(played through the real engine to its end), and "What can I do?"."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.villainous import rules as R  # noqa: E402
from game.games.villainous.vocabulary import SYMBOL_NAMES  # noqa: E402
from game.table.helpscreens import AboutScene, RulesHelpScene, parse  # noqa: E402
from game.table.kit import textfit  # noqa: E402
from game.table.kit.tutorial import parse_lesson  # noqa: E402
from game.table.scenes import TitleScene  # noqa: E402
from game.table.views import villainous as view  # noqa: E402
from game.table.views.villainous import art  # noqa: E402
from game.table.views.villainous.tutorial import TutorialTable, lesson, matches  # noqa: E402

from .ui_helpers import make_app  # noqa: E402

SIZES = [(1280, 720), (1920, 1080)]


def _key(key, mod=0):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="")


def _click(pos, button=1):
    return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button)


# --- the rules help ---------------------------------------------------------------------------


def test_page_text_is_paragraphs_bullets_and_legend_entries():
    blocks = parse("First line\ngoes on.\n\n- Vanquish: defeat a Hero\n- just a bullet\nLast.")
    assert [(b.kind, b.name, b.words) for b in blocks] == [
        ("para", "", "First line goes on."), ("legend", "Vanquish", "defeat a Hero"),
        ("bullet", "", "just a bullet"), ("para", "", "Last.")]


def test_villainous_rules_help_has_the_summary_the_guides_and_the_legend():
    make_app()  # pictures need pygame's fonts
    pages = view.rules_help()
    titles = [t for t, _ in pages]
    assert len(set(titles)) == len(titles)
    for needed in ("Your turn", "Action symbols", "Tokens and marks", "Gaston", "Lady Tremaine", "The Horned King"):
        assert needed in titles
    names = {b.name for _, body in pages for b in parse(body) if b.kind == "legend"}
    for name in list(SYMBOL_NAMES.values()) + list(art.TOKEN_NAMES.values()):
        assert name in names, f"the legend lacks {name}"
        assert view.legend_picture(name, 40) is not None, f"{name} has no picture"


def test_the_discard_entry_reads_as_discarding():
    body = dict(view.rules_help())["Action symbols"]
    entry = next(b for b in parse(body) if b.name == "Discard Cards")
    assert "Discard" in entry.words and "lock" not in entry.words.lower()


@pytest.mark.parametrize("size", SIZES)
def test_the_rules_help_pages_turn_and_every_word_fits(size):
    app = make_app(size)
    app.push(TitleScene(app))
    scene = RulesHelpScene(app)
    app.push(scene)
    textfit.record()
    try:
        seen = set()
        for _ in range(60):
            app.draw()
            seen.add(scene.page())
            if scene.at == len(scene.screens) - 1:
                break
            scene.handle(_key(pygame.K_RIGHT))
        assert seen == set(range(len(scene.pages))), "every page is reached by turning"
        assert not textfit.OVERFLOWS, textfit.OVERFLOWS
    finally:
        textfit.record(False)
    scene.handle(_key(pygame.K_HOME))
    r, page = scene.toc[5]
    scene.handle(_click(r.center))
    assert scene.page() == page == 5
    scene.handle(_key(pygame.K_ESCAPE))
    assert app.top() is not scene


def test_the_title_screen_offers_learn_to_play_rules_and_about():
    app = make_app()
    title = TitleScene(app)
    app.push(title)
    app.draw()
    labels = {w.label: w for w in title.widgets}
    assert {"Learn to play", "Rules", "About"} <= set(labels)
    labels["Rules"].action()
    assert isinstance(app.top(), RulesHelpScene)
    app.pop()
    labels["About"].action()
    assert isinstance(app.top(), AboutScene)
    app.draw()
    app.pop()
    labels["Learn to play"].action()  # several games have a lesson: choose which
    chooser = app.top()
    app.draw()
    learn = [w for w in chooser.widgets if w.label == "Learn"]
    assert [key for key, _r in chooser.cards][0] == "villainous" and len(learn) == len(chooser.cards)
    learn[0].action()
    assert isinstance(app.top(), TutorialTable)


def test_about_credits_every_shipped_icon():
    from game.resources import resource_path

    app = make_app()
    about = AboutScene(app)
    text = "\n".join(body for _, body in about.pages)
    for path in resource_path("assets", "icons", "game-icons").glob("*.svg"):
        assert f"- {path.stem}:" in text, path.stem
    assert "CC BY 3.0" in text


# --- at the table: F1 and What can I do? ---------------------------------------------------------


def _table(app):
    view.start_tutorial(app)
    table = app.table()
    table.lesson.skip()
    app.step(1 / 60)
    app.draw()
    return table


def test_f1_at_the_table_opens_the_rules_and_f1_closes_them():
    app = make_app()
    app.push(TitleScene(app))
    table = _table(app)
    table.handle(_key(pygame.K_F1))
    assert isinstance(app.top(), RulesHelpScene)
    app.top().handle(_key(pygame.K_F1))
    assert app.top() is table


def test_what_can_i_do_lists_every_legal_action_and_does_the_one_chosen():
    app = make_app()
    app.push(TitleScene(app))
    table = _table(app)
    table.handle(_key(pygame.K_h))
    assert table.menu is not None
    rows = table.menu.items[:-1]  # the last row is Cancel
    listed = [a for _label, _r, plan in rows for a in plan[1]]
    assert sorted(map(repr, listed)) == sorted(map(repr, R.legal_actions(table.st)))
    assert all(label.startswith("Move to") for label, _r, _p in rows)
    app.draw()  # a row under the pointer lights its place
    label, r, _plan = rows[1]
    table.handle(_click(r.center))
    assert table.st.phase != "move" and table.st.players[0].mover == 2
    assert "The Woods" in label


# --- the guided first game -------------------------------------------------------------------------


def test_a_lesson_file_that_is_wrong_says_what():
    with pytest.raises(ValueError, match="steps"):
        parse_lesson({"steps": []})
    with pytest.raises(ValueError, match="step 1"):
        parse_lesson({"steps": [{"point": ["mover"]}]})


def _finish_step(app, table) -> None:
    step = table.lesson.step
    if step.expect is None:
        app.draw()
        table.handle(_click(table.lesson.buttons["next"].center))
        return
    if "verb" in step.expect:
        options = [a for a in R.legal_actions(table.st) if matches(table.st, a, step.expect)]
        assert options, f"no legal move does {step.say!r}"
        table.apply_plan((options[0],))
        return
    for _ in range(400):  # a state to wait for: the bot plays, or the player answers
        if R.current_player(table.st) == 0 and table.st.prompt is not None:
            table.apply_plan((R.legal_actions(table.st)[0],))
        app.step(1 / 60)
        if table.lesson.step is not step:
            return
        if table.bot_future is not None:
            table.bot_future.result(timeout=30)
    raise AssertionError(f"stuck at {step.say!r}")


@pytest.mark.parametrize("size", SIZES)
def test_the_first_game_lesson_plays_through_the_real_engine(size):
    app = make_app(size)
    app.push(TitleScene(app))
    view.start_tutorial(app)
    table = app.table()
    assert isinstance(table, TutorialTable)
    textfit.record()
    try:
        while not table.lesson.over:
            step = table.lesson.step
            app.step(1 / 60)
            app.draw()
            for place in step.point:
                assert table._place_rect(place) is not None, f"{place} is not on the table ({step.say!r})"
            k = table.lesson.at
            _finish_step(app, table)
            assert table.lesson.at == k + 1 or table.lesson.over
        assert not textfit.OVERFLOWS, textfit.OVERFLOWS
    finally:
        textfit.record(False)
    assert table.match.moves, "the lesson's moves went through the match"
    assert table.st.round == 2 and R.current_player(table.st) == 0


def test_the_lesson_refuses_another_move_and_says_what_to_do():
    app = make_app()
    app.push(TitleScene(app))
    view.start_tutorial(app)
    table = app.table()
    while table.lesson.step.expect is None:
        table.lesson.advance()
    wrong = next(a for a in R.legal_actions(table.st) if not matches(table.st, a, table.lesson.step.expect))
    table.apply_plan((wrong,))
    assert not table.match.moves
    assert table.toast and "Gaston" in table.toast_words()


def test_skip_lesson_leaves_an_ordinary_game():
    app = make_app()
    app.push(TitleScene(app))
    view.start_tutorial(app)
    table = app.table()
    app.draw()
    table.handle(_click(table.lesson.buttons["skip"].center))
    assert table.lesson.over
    move = next(a for a in R.legal_actions(table.st) if a.verb == "move" and a.to == 3)
    table.apply_plan((move,))  # any legal move now
    assert table.match.moves


def test_the_lesson_file_is_the_one_shipped():
    les = lesson()
    assert les.setup["seed"] == 11 and len(les.steps) >= 8
