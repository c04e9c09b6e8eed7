"""The prompt bar above the hand: every answer of a decision has a button at 1280×720 and
1920×1080, in every game (the kit's ``bar_layout`` and each table that uses it)."""

from __future__ import annotations

import os
import random
import sys

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.match import Match, Seat, Setup  # noqa: E402
from game.games.villainous import villainous_setup  # noqa: E402
from game.table.kit import assets, widgets  # noqa: E402
from game.table.kit.assets import FONT_FILES, text, text_width  # noqa: E402
from game.table.kit.textfit import READABLE, layout_text  # noqa: E402
from game.table.kit.widgets import Choice, bar_layout, shared_start  # noqa: E402

from .ui_helpers import make_app  # noqa: E402

SIZES = ((1280, 720), (1920, 1080))

pygame.init()


def _apart(rects: list[pygame.Rect], bar: pygame.Rect) -> None:
    for r in rects:
        assert bar.contains(r), (r, bar)
        assert r.w > 0 and r.h > 0
    for k, r in enumerate(rects):
        assert not any(r.colliderect(o) for o in rects[k + 1:]), "two answers overlap"


@pytest.mark.parametrize("n", [2, 3, 5, 9])
@pytest.mark.parametrize("size", SIZES)
def test_every_answer_has_a_button_however_long_the_words(size, n):
    s = min(size[0] / 1920, size[1] / 1080)
    bar = pygame.Rect(10, 500, int(size[0] * 0.78), int(44 * s))
    choices = [Choice(f"Put the completed mission under a character with a long name number {k}", str(k + 1),
                      k == n - 1) for k in range(n)]
    message = "Player 1: put the completed mission under one of your characters"
    msg_box, _size, placed = bar_layout(bar, message, choices, s)
    # a long message (Portuguese words run long) still fits its box when the answers take room
    long = "Punho Rubro: Recrutar: arraste um Herói ou Ajudante para a sua organização, ou escolha"
    long_box, _ls, long_placed = bar_layout(bar, long, choices, s)
    assert layout_text("bold", int(21 * s), long, long_box.w, long_box.h, 9, True, 2, True)[2], long_box
    assert sorted(k for k, _r in long_placed) == list(range(n))
    assert sorted(k for k, _r in placed) == list(range(n))
    _apart([r for _k, r in placed], bar)
    # the message's words (as drawn in its box) end before the first answer
    sz, lines, _fits = layout_text("bold", int(21 * s), message, msg_box.w, msg_box.h, 9, True, 2, True)
    words_end = msg_box.left + max(text("bold", sz, line, (0, 0, 0)).get_width() for line in lines)
    assert min(r.left for _k, r in placed) > words_end


def test_answers_that_fit_keep_their_own_width_and_the_way_out_sits_at_the_right_end():
    bar = pygame.Rect(0, 0, 1500, 40)
    msg_box, size, placed = bar_layout(bar, "Choose", [Choice("Yes", "1", False), Choice("No", "Esc", True)], 1.0)
    rects = dict(placed)
    assert size == 19  # nothing had to shrink
    assert rects[1].right == bar.right - 4 and rects[0].right < rects[1].left


def test_text_width_is_the_width_the_words_render_at():
    words = ["", "1", "Pass", "Esc", "Recrutar Repórter", "Put the completed mission under Mara Hale",
             "Ação: fumaça → 3 ★ · …", "  spaced  ", "Bibbidi-Bobbidi-Boo"]
    for kind in FONT_FILES:
        for size in (6, 9, 10, 13, 19, 24, 38, 57):
            for w in words:
                assert text_width(kind, size, w) == text(kind, size, w, (255, 255, 255)).get_width(), (kind, size, w)


def _fits(choices: list[Choice], size: float, s: float) -> int:
    """What the answers take at ``size``, measured as the bar measures them."""
    gap = int(8 * s)
    return sum(max(int(60 * s), text_width("sans", int(size), c.label) +
                   text_width("bold", int(min(15 * s, size * 0.8)), c.badge) + int(30 * s)) + gap for c in choices)


@pytest.mark.parametrize("s", [2 / 3, 1.0, 2.0])
def test_the_answers_take_the_largest_size_at_which_they_fit_and_no_word_is_rendered_to_find_it(s, monkeypatch):
    def rendered(*_a, **_k):
        raise AssertionError("the bar rendered words to measure them")

    monkeypatch.setattr(widgets, "text", rendered)
    monkeypatch.setattr(assets, "text", rendered)
    r = random.Random(7)
    names = ["Ladrão", "Agente Vigia", "Interrogatório", "Fumaça", "Mara Hale", "Teo Reyes", "Carbine",
             "Put the completed mission under", "Take a clue at the Docks", "Recruit the Reporter"]
    bar = pygame.Rect(10, 500, int(1500 * s), int(44 * s))
    for _ in range(40):
        n = r.randrange(1, 24)
        choices = [Choice(" ".join(r.sample(names, r.randrange(1, 3))), str(k + 1), k == n - 1) for k in range(n)]
        msg_box, size, placed = bar_layout(bar, "Choose where your agent goes", choices, s)
        assert sorted(k for k, _r in placed) == list(range(n))
        sz, lines, _ok = layout_text("bold", int(21 * s), "Choose where your agent goes", msg_box.w, msg_box.h, 9,
                                     True, 2, True)
        room = bar.right - 4 - (msg_box.left + max(text_width("bold", sz, line) for line in lines) + int(16 * s))
        if len({pr.top for _k, pr in placed}) > 1:  # rows, only where one row would be unreadable
            least = widgets.bar_least(s)  # rows only where one row would be drawn smaller than that
            assert size >= least and _fits(choices, least, s) > room, (n, size)
            _apart([pr for _k, pr in placed], bar)
        elif _fits(choices, size, s) <= room:  # they fit: one size larger would not (or it is the largest)
            assert size == 19 * s or _fits(choices, size + 1, s) > room, (n, size)
            assert sum(pr.w for _k, pr in placed) + int(8 * s) * n == _fits(choices, size, s)
        else:  # even the smallest size is too wide: an equal share each
            assert size <= 10 and len({pr.w for _k, pr in placed}) == 1


def test_shared_start_keeps_what_differs_only_when_a_phrase_is_shared():
    assert shared_start(["Put the completed mission under Mara Hale", "Put the completed mission under Teo"]) == \
        ["Mara Hale", "Teo"]
    assert shared_start(["Discard Carbine", "Discard Ancient Trap"]) == ["Discard Carbine", "Discard Ancient Trap"]
    assert shared_start(["Pass"]) == ["Pass"]
    assert shared_start(["Put it under A", "Put it under A"]) == ["A", "A"]  # something always stays


def _stargate_where(found, seeds: range, moves: int) -> Match:
    """The first Stargate position (seeded random moves from each seed) where ``found(match,
    legal)`` holds and the first seat decides."""
    for seed in seeds:
        m = Match(Setup.of("stargate", [Seat("human"), Seat("bot", "normal")], seed))
        r = random.Random(seed)
        for _ in range(moves):
            g = m.game
            if g.winner() is not None:
                break
            legal = g.legal_actions()
            if g.current_player() == 0 and found(m, legal):
                return m
            m.apply(r.choice(legal))
    raise AssertionError("no such position")


def _stargate_place() -> Match:
    """A position where the hero puts a completed mission under one of three or more characters."""
    return _stargate_where(lambda m, legal: m.state.phase == "place" and len(legal) >= 3, range(1, 200), 600)


@pytest.mark.parametrize("size", SIZES)
def test_stargate_every_character_to_put_the_mission_under_has_a_button(size):
    app = make_app(size, game="stargate")
    app.start_match(_stargate_place())
    app.step(1 / 60)
    app.draw()
    table = app.table()
    assert len(table.bar_choices) >= 3
    assert sorted(k for k, _r in table.bar_rects) == list(range(len(table.bar_choices)))
    assert all(label.split(",")[0] and not label.startswith("Put the") for label, _plan in table.bar_choices)
    _apart([r for _k, r in table.bar_rects], table.lay.bar)
    # a click on the third button puts the mission under that character
    k, r = table.bar_rects[2]
    plan = table.bar_choices[k][1]
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=r.center))
    assert table.match.history[-1].seat == 0 and plan[0] not in table.game.legal_actions()


def _walk(app, table, mine, check, moves: int, seed: int) -> int:
    """Random legal moves through the table; at each decision of a person, ``check``."""
    r = random.Random(seed)
    checked = 0
    for _ in range(moves):
        app.step(1 / 60)
        app.draw()
        if mine():
            checked += check()
        legal = table.match.game.legal_actions()
        if not legal or table.match.game.winner() is not None:
            break
        table.match.apply(r.choice(legal))
        table.lay = None
    return checked


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES)
def test_villainous_every_answer_meant_for_the_bar_has_a_button(size):
    app = make_app(size)
    app.start_match(Match(villainous_setup(["gaston", "lady-tremaine", "horned-king"], [Seat("human"), Seat("bot", "normal"),
                                                                              Seat("bot", "normal")], 3)))
    table = app.table()

    def check() -> int:
        choices = table._prompt_choices()
        on_bar = [k for k, (_label, _plan, shown) in enumerate(choices) if shown]
        # on one page, or a page at a time where they are not read on one (each on one page)
        seen: list[int] = []
        for _page in range(table.prompt_pages.pages if on_bar else 1):
            msg, msg_box, size, placed = table._prompt_layout()
            pages = table.prompt_pages
            assert pages.pages == 1 or size >= READABLE, (msg, size)
            seen += [k for k, _b in placed if k not in seen]
            _apart([b.rect for _k, b in placed] + [r for r in (pages.prev, pages.next) if r is not None],
                   table.lay.prompt_rect)
            table.turn_bar_page(1)
        assert sorted(seen) == on_bar, msg
        return len(on_bar) > 2

    assert _walk(app, table, table._mine, check, 250, 3) > 0


@pytest.mark.slow
@pytest.mark.parametrize("size", SIZES)
def test_san_villano_every_answer_on_the_bar_has_a_button(size):
    app = make_app(size, game="san-villano")
    app.start_match(Match(Setup.of("san-villano", [Seat("human"), Seat("human")], 4)))
    table = app.table()

    def check() -> int:
        assert len(table.bar_buttons) == len(table.choices)
        _apart([r for _plan, r in table.bar_buttons], table.lay.bar)
        return len(table.choices) > 2

    assert _walk(app, table, table.mine, check, 250, 4) > 0


def test_san_villanos_many_answers_are_read_at_a_readable_size_at_200_percent():
    """Issue 47: a bar of six to nine answers (Recruit, the nine Fire answers) shrank its words
    to 9 px at 1280×720 and 200 %; the answers take two rows instead, at a readable size.
    (More than nine are shown a page at a time: ``test_a_long_bar_is_shown_a_readable_page_at_a_time``.)"""
    from game.table.kit.menus import CurtainScene
    from game.table.kit.textfit import READABLE

    seen = 0
    questions: list[tuple[str, int]] = []
    for seed in range(3):
        app = make_app((1280, 720), game="san-villano", ui_scale=2.0)
        app.start_match(Match(Setup.of("san-villano", [Seat("human"), Seat("human")], seed)))
        table = app.table()
        r = random.Random(seed)
        for _ in range(200):
            if isinstance(app.top(), CurtainScene):  # the person named comes to the screen
                app.top().shown_at = -1e9
                app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r"))
            app.step(1 / 60)
            app.draw()
            legal = table.match.game.legal_actions()
            if not legal or table.match.game.winner() is not None:
                break
            memo = table._bar_memo
            if app.top() is table and table.mine() and memo is not None and 6 <= len(memo[2]) <= 9:
                _key, _asked, choices, _marks, _msg_box, size, placed, *_pages = memo
                assert size >= READABLE, (len(choices), size)
                # the question beside them takes the room the rows leave (9 px before)
                said = layout_text("bold", int(21 * table.lay.ui_s), _asked, _msg_box.w, _msg_box.h, 9, True, 2, True)[0]
                questions.append((_asked, said))
                assert sorted(k for k, _r in placed) == list(range(len(choices)))
                _apart([r for _k, r in placed], table.lay.bar)
                seen += 1
            table.match.apply(r.choice(legal))
            table.lay = None
    assert seen > 0
    # the question is read too (Confront's longer one was 11 px; two lines of it at the
    # largest size they fit)
    assert all(said >= READABLE for _asked, said in questions), questions


def _fire_match() -> Match:
    """A San Villano position where a person places the Fire token: one answer per revealed
    location (twenty-two here), more than the bar holds readable."""
    m = Match(Setup.of("san-villano", [Seat("human"), Seat("human")], 1))
    r = random.Random(1)
    for _ in range(400):
        legal = m.game.legal_actions()
        if sum(1 for a in legal if a.verb == "place-fire") >= 10:
            return m
        m.apply(r.choice(legal))
    raise AssertionError("no such position")


def _key(app, key: int, unicode: str = "") -> None:
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=unicode))


@pytest.mark.parametrize("lang", ["en", "pt"])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_a_long_bar_is_shown_a_readable_page_at_a_time(scale, lang):
    """Issue 47: twenty-two places for the Fire token were twenty-two empty buttons at
    1280×720 and 200 %, their words below 10 px. Now a page of them at a readable size, the
    question readable beside them, Previous and Next (and Page Up/Down, the wheel) turning
    the pages, the keys 1-9 picking the answers of the page shown."""
    from game.table.kit.menus import CurtainScene

    app = make_app((1280, 720), game="san-villano", ui_scale=scale, language=lang)
    match = _fire_match()
    app.start_match(match)
    table = app.table()
    if isinstance(app.top(), CurtainScene):  # the person named comes to the screen
        app.top().shown_at = -1e9
        _key(app, pygame.K_RETURN, "\r")
    app.step(1 / 60)
    app.draw()
    every = list(match.game.legal_actions())
    seen: list = []
    for page in range(40):
        app.step(1 / 60)
        app.draw()
        _k, asked, choices, _marks, msg_box, size, placed, *_rest = table._bar_memo
        assert size >= READABLE, (page, size)
        said = layout_text("bold", int(21 * table.lay.ui_s), asked, msg_box.w, msg_box.h, 9, True, 2, True)[0]
        assert said >= READABLE, (page, said)
        _apart([r for _k, r in placed] + [table.bar_pages.prev, table.bar_pages.next], table.lay.bar)
        assert len(placed) == len(choices) <= 9
        if page and table.bar_pages.page == 0:
            break
        seen += [plan[0] for _label, plan in choices]
        _key(app, pygame.K_PAGEDOWN)
    assert table.bar_pages.pages > 1
    assert sorted(map(repr, seen)) == sorted(map(repr, every)), "each answer on one page, once"
    # Previous from the first page shows the last; the wheel over the bar turns it back
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=table.bar_pages.prev.center))
    app.step(1 / 60)
    app.draw()
    assert table.bar_pages.page == table.bar_pages.pages - 1
    table.mouse = table.lay.bar.center
    app.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1))
    app.draw()
    assert table.bar_pages.page == 0
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=table.bar_pages.next.center))
    app.draw()
    assert table.bar_pages.page == 1
    # the key 1 picks the first answer of the page shown
    first = match.game.text(table.choices[0][1][0])
    _key(app, pygame.K_1, "1")
    assert match.moves[-1] == first


@pytest.mark.parametrize("lang", ["en", "pt"])
def test_villainous_questions_are_drawn_readable_at_1280x720_and_200_percent(lang, monkeypatch):
    """Issue 47: at 1280×720 and 200 % the Villainous question ("Discard cards, then choose
    Done") was shrunk onto one line at 9 px in a third of the bar, beside answers at twice its
    size. Each question's words, as drawn, are at least 12 px (on two lines where one would
    be smaller)."""
    from game.table.kit import textfit

    drawn: dict[str, int] = {}
    real = textfit.text

    def text(kind, size, words, colour, *a, **k):
        # only the words the bar above the hand draws (the question's are said elsewhere too)
        frame = sys._getframe(1)
        while frame is not None and frame.f_code.co_name != "_draw_prompt_bar":
            frame = frame.f_back
        if frame is not None:
            drawn[words] = min(size, drawn.get(words, size))
        return real(kind, size, words, colour, *a, **k)

    monkeypatch.setattr(textfit, "text", text)
    app = make_app((1280, 720), ui_scale=2.0, language=lang)
    app.start_match(Match(villainous_setup(["gaston", "lady-tremaine", "horned-king"],
                                           [Seat("human"), Seat("bot", "normal"), Seat("bot", "normal")], 3)))
    table = app.table()
    asked: dict[str, int] = {}
    r = random.Random(3)
    for _ in range(160):
        if table._mine() and table.st.prompt is not None:
            drawn.clear()
            table.lay = None
            table.dirty = True
            app.step(1 / 60)
            app.draw()
            msg = table._prompt_layout()[0]
            # the lines the question was drawn in: one, or two that make it up
            splits = [[msg]] + [[msg[:k].rstrip(), msg[k:].strip()] for k in range(1, len(msg)) if msg[k - 1] == " "]
            lines = next(lines for lines in splits if all(line in drawn for line in lines))
            asked[msg] = min([asked.get(msg, 99)] + [drawn[line] for line in lines])
        legal = table.match.game.legal_actions()
        if not legal or table.match.game.winner() is not None:
            break
        table.match.apply(r.choice(legal))
        table.lay = None
    assert len(asked) >= 3, asked
    assert min(asked.values()) >= READABLE, asked


def _villainous_many_answers() -> Match:
    """Gaston's "Perform the action" (Time to Follow Me!): seven or more moves of his Allies
    and Items, each a button of the bar."""
    m = Match(villainous_setup(["gaston", "lady-tremaine", "horned-king"],
                               [Seat("human"), Seat("bot", "normal"), Seat("bot", "normal")], 3))
    r = random.Random(3)
    for _ in range(400):
        g = m.game
        if m.state.prompt is not None and g.current_player() == 0 and len(g.legal_actions()) >= 7 \
                and "action" in str(m.state.prompt.message).lower():
            return m
        m.apply(r.choice(g.legal_actions()))
    raise AssertionError("no such position")


@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_villainous_many_answers_are_read_a_page_at_a_time(scale):
    """Issue 47: eight answers on the Villainous bar at 1280×720 shared the row at 9 px. Now a
    page of them at 12 px or more, every answer on a page; Tab lights the next answer and
    turns the page to it; the keys keep their numbers (the table's targets wear them too)."""
    app = make_app((1280, 720), ui_scale=scale)
    match = _villainous_many_answers()
    app.start_match(match)
    table = app.table()
    app.step(1 / 60)
    app.draw()
    on_bar = [k for k, (_label, _plan, shown) in enumerate(table._prompt_choices()) if shown]
    assert table._prompt_layout()[2] >= READABLE, "the answers are read"
    seen: list[int] = []
    for _page in range(table.prompt_pages.pages):
        _msg, _box, size, placed = table._prompt_layout()
        assert size >= READABLE, size
        seen += [k for k, _b in placed]
        table.turn_bar_page(1)
    assert table.prompt_pages.pages > 1 and sorted(set(seen)) == on_bar
    # Tab to an answer past the first page: the page it is on is shown
    first = set(table._prompt_layout() and table.prompt_pages.keys)
    later = next(k for k in on_bar if k not in first)
    for _ in range(later):
        app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_TAB, mod=0, unicode="\t"))
    table._prompt_layout()
    assert table.key_focus == later and later in table.prompt_pages.keys
    # a click on Next turns the page; the key of an answer picks it, on whichever page
    app.draw()
    page = table.prompt_pages.page
    app.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=table.prompt_pages.next.center))
    table._prompt_layout()
    assert table.prompt_pages.page == (page + 1) % table.prompt_pages.pages
    plan = table._prompt_choices()[1][1]
    app.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_2, mod=0, unicode="2"))
    assert match.moves[-1] == match.history[-1].game.text(plan[0])


def _stargate_adversary() -> Match:
    """A Stargate position where the hero says what becomes of the assigned adversary: three
    long answers (revive, score, let it be destroyed)."""
    return _stargate_where(lambda m, legal: m.state.phase != "actions" and len(legal) >= 3 and any(
        "revive" in str(m.game.describe(a)).lower() for a in legal), range(1, 10), 400)


@pytest.mark.parametrize("lang", ["en", "pt"])
@pytest.mark.parametrize("scale", [1.0, 2.0])
def test_stargates_long_answers_are_read_a_page_at_a_time_or_on_two_lines(scale, lang):
    """Issue 47: the adversary's three answers ("Revive Stone Sentinel, Guardian (mill 2)"...)
    were drawn at 9 px at 1280×720 and 200 %. Each is read at 12 px or more, on two lines or
    a page at a time; the keys 1-9 pick the answers of the page shown."""
    app = make_app((1280, 720), game="stargate", ui_scale=scale, language=lang)
    match = _stargate_adversary()
    app.start_match(match)
    table = app.table()
    every = [plan for _label, plan in table._bar()]
    seen: list = []
    for _page in range(len(every) + 1):
        app.step(1 / 60)
        app.draw()
        _msg_box, size, rects = table._bar_memo[1]
        assert size >= READABLE, size
        _apart([r for _k, r in rects] + [r for r in (table.bar_pages.prev, table.bar_pages.next) if r is not None],
               table.lay.bar)
        seen += [plan for _label, plan in table.bar_answers() if plan not in seen]
        if table.bar_pages.pages == 1:
            break
        _key(app, pygame.K_PAGEDOWN)
    assert sorted(map(repr, seen)) == sorted(map(repr, every))
    app.step(1 / 60)
    app.draw()
    plan = table.bar_answers()[0][1]
    _key(app, pygame.K_1, "1")
    assert match.moves[-1] == match.history[-1].game.text(plan[0])


@pytest.mark.parametrize("size, s", [((3840, 2160), 4.0), ((1920, 1080), 2.0), ((3840, 2160), 2.0)])
def test_answers_on_a_large_screen_are_drawn_at_least_half_their_size_not_shrunk_to_the_floor(size, s):
    """On a 3840×2160 window at 200 % the four "Stop … before the first turn" answers of the
    Stargate duel shrank to 13 px (the readable floor of a 1280×720 window) beside a 76 px
    Menu button. The bar's words are now drawn at half their own size at least
    (``bar_least``): on two rows, or a page at a time, before they are drawn smaller."""
    from game.table.kit.widgets import bar_least, bar_pages

    w, h = size
    bar = pygame.Rect(int(8 * s), h - int(250 * s), int(w * 0.69), int(46 * s * 1.6))
    message = "Player 1: Player 2 plays first, so stop one of Player 2's Team characters"
    names = ["Azhur, First Blade", "Neferet, High Priestess", "Tamun, Shield Captain", "Sefkhet, Court Artificer"]
    choices = [Choice(f"Stop {n} before the first turn", str(k + 1), False) for k, n in enumerate(names)]
    pages = bar_pages(bar, message, choices, s)
    seen = 0
    for page in range(pages.pages):
        shown = bar_pages(bar, message, choices, s, page)
        msg_box, answer_size, placed = bar_layout(shown.bar, message, shown.choices, s)
        assert answer_size >= bar_least(s) >= int(9.5 * s), (page, answer_size)
        said = layout_text("bold", int(21 * s), message, msg_box.w, msg_box.h, 9, True, 2, True)[0]
        assert said >= bar_least(s, 21), (page, said)
        seen += len(placed)
    assert seen == len(choices)
