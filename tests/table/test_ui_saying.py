"""Saying what things are, at every table (the kit's match scene): every counter, token and
pile names itself under the pointer in either language; a disabled button says why; San
Villano's grid cells show the names its prompts use, and an agent sent where it would do
nothing is refused with the engine's reason (not by a drop, a click nor the key 1); a bot's
move is outlined for a moment, at the pace chosen in Settings and kept in settings.json."""

from __future__ import annotations

import os

import pytest

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.core.match import Match, Seat, Setup  # noqa: E402
from game.games.san_villano import rules as sv_rules  # noqa: E402
from game.games.san_villano.actions import Action as SvAction  # noqa: E402
from game.games.villainous import villainous_setup  # noqa: E402
from game.i18n import set_language  # noqa: E402
from game.table.kit import match_scene  # noqa: E402
from game.table.kit.widgets import tooltip_rect  # noqa: E402
from game.table.scenes import SettingsScene  # noqa: E402
from game.table.settings import read_settings  # noqa: E402
from game.table.views.villainous.showcase import SV  # noqa: E402

from .ui_helpers import make_app, pixels, start_table  # noqa: E402

TABLES = ("despicable", "scum", "san-villano", "stargate")


def _table(which: str, size=(1600, 900), **settings):
    app = make_app(size, **settings)
    if which == "despicable":
        match, table = start_table(app)
    elif which == "scum":
        match, table = start_table(app, SV[:2])
    else:
        match, table = start_table(app, game=which)
    app.step(1 / 60)
    app.draw()
    return app, match, table


def _tip_at(app, table, pos):
    table.mouse = pos
    return table.hover_tip(1.0, app.screen.get_rect())


@pytest.mark.parametrize("which", TABLES)
def test_every_resource_token_and_counter_names_itself_on_hover_in_both_languages(which):
    app, _match, table = _table(which)
    try:
        for language in ("en", "pt"):
            set_language(language)
            things = table.named_things()
            assert len(things) >= 6, which
            for n in things:
                tip = _tip_at(app, table, n.rect.center)
                assert tip is not None, n.name
                assert n.name and n.body and len(n.body) > 20, n
            if language == "pt":
                english = set()
                set_language("en")
                english = {(n.name, n.body) for n in table.named_things()}
                set_language("pt")
                assert not english & {(n.name, n.body) for n in things}, "every tooltip said in Portuguese too"
    finally:
        set_language("en")


def test_scum_and_villainys_credits_and_ambition_counters_are_named_on_hover():
    """They were a gold and a purple number with no label or tooltip."""
    app, match, table = _table("scum")
    power = table.lay.zones[("power", table.viewer)]
    credits = _tip_at(app, table, (power.left + power.w // 4, power.centery))
    ambition = _tip_at(app, table, (power.right - power.w // 4, power.centery))
    assert "Credits" in credits.key[2] and "Ambition" in ambition.key[2]
    assert "Collect Credits" in credits.key[3] and "Ambition card" in ambition.key[3]
    # and the tooltip is painted in the frame, where the counter was before
    table.mouse = (0, 0)
    app.draw()
    before = pixels(app.screen)
    table.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=(power.left + power.w // 4, power.centery), rel=(0, 0),
                                    buttons=(0, 0, 0)))
    app.step(1 / 60)
    app.draw()
    assert pixels(app.screen) != before


@pytest.mark.parametrize("which", TABLES)
def test_a_disabled_button_says_why_on_hover(which):
    """Undo says why it is greyed at every table; the other buttons say what they do, and
    Villainous's End turn and What can I do? say why they are greyed."""
    app, _match, table = _table(which)
    buttons = table.reasoned_buttons()
    assert any("Undo" in b.name and b.why_not == "Nothing to undo yet" for b in buttons)
    for b in buttons:
        tip = _tip_at(app, table, b.rect.center)
        assert tip is not None and tip.key[2] == b.name
        assert tip.key[3] == (b.does if b.why_not is None else b.why_not)
    if which in ("despicable", "scum"):
        end = next(b for b in buttons if b.name.startswith("End turn"))
        assert end.why_not == "Move your Villain first"  # a turn opens with the move


def test_villainous_end_turn_and_what_can_i_do_say_why_in_a_bots_turn():
    from game.games.villainous.actions import END_ACTION

    app, match, table = _table("despicable")
    while match.game.current_player() == 0:
        legal = match.game.legal_actions()
        match.apply(END_ACTION if END_ACTION in legal else legal[0])
    table.lay = None
    table._relayout()
    by_name = {b.name: b for b in table.reasoned_buttons()}
    assert by_name["End turn (E)"].why_not == "Lady Tremaine is deciding now"
    assert by_name["What can I do? (H)"].why_not == "Nothing to do now: Lady Tremaine is deciding"


@pytest.mark.parametrize("which", ("despicable", "san-villano", "stargate"))
def test_redo_with_nothing_undone_says_why(which):
    app, _match, table = _table(which)
    table.redo()
    assert table.toast is not None and table.toast_words().startswith("Nothing to redo")


def test_a_tooltip_keeps_off_the_legal_targets_it_is_told_of():
    screen = pygame.Rect(0, 0, 1600, 900)
    at = pygame.Rect(700, 500, 60, 40)
    above = tooltip_rect(at, 1.0, screen)
    assert above.bottom <= at.top
    placed = tooltip_rect(at, 1.0, screen, [above])
    assert not placed.colliderect(above) and not placed.colliderect(at)


@pytest.mark.parametrize("s", [1.0, 2.0])
def test_a_tooltip_is_as_tall_as_its_words_and_they_fit(s):
    """A one-line reason sat in a box sized for four lines, covering the buttons beside it for
    nothing (a new player's first game): the box is as tall as its name and words need, up
    to the old size, and the words drawn in it fit whole."""
    from game.table.kit import textfit
    from game.table.kit.widgets import tooltip

    screen = pygame.Rect(0, 0, 1280 * s, 720 * s)
    at = pygame.Rect(600 * s, 500 * s, 60 * s, 40 * s)
    short = "Nothing to undo: the turn began"
    long = ("Undo goes back to the start of your turn; a card revealed, a Fate card drawn or a "
            "die rolled since cannot be taken back, so Undo stops there, and says so here.")
    one, four = tooltip_rect(at, s, screen, body=short), tooltip_rect(at, s, screen, body=long)
    assert one.w == four.w and one.h < four.h <= int(110 * s)
    assert one.h <= int(75 * s)
    surf = pygame.Surface(screen.size)
    textfit.record(True)
    try:
        for body in (short, long):
            tooltip(surf, "Undo", body, at, s)
        assert textfit.OVERFLOWS == []
    finally:
        textfit.record(False)


def test_san_villano_tooltips_keep_off_the_lit_targets():
    app, match, table = _table("san-villano")
    sv_answer_start(match)
    table.lay = None
    table._relayout()
    avoid = table.tip_avoid()
    assert avoid, "locations are lit"
    for n in table.named_things():
        tip = _tip_at(app, table, n.rect.center)
        assert tip.rect.collidelist(avoid) < 0, n.name


# --- San Villano: the grid's names and a move that would do nothing ---------------------------


def sv_answer_start(match) -> None:
    """Both organizations choose their starting resources (Clue first)."""
    while match.state.stack and match.state.stack[-1]["kind"] == "start":
        match.apply(match.game.legal_actions()[0])


def _broke_at_enlistment(match) -> SvAction:
    """The deciding organization has nothing: sending an agent to the Enlistment (its icon
    recruits) would do nothing. The allocation there, still a legal move."""
    st = match.state
    o = st.orgs[sv_rules.current_player(st)]
    o.clue = o.money = 0
    a = SvAction("allocate", "a1", "alistamento")
    assert a in sv_rules.legal_actions(st)
    return a


def _san_villano_words_drawn(app, table) -> list[tuple[str, pygame.Rect]]:
    """A whole San Villano frame drawn, and each text its drawing fitted, with the rectangle
    it was fitted in (``draw_fit`` of the view's drawing module, watched while it draws)."""
    from game.table.kit.textfit import draw_fit as real_fit
    from game.table.views.san_villano import drawing

    drawn: list[tuple[str, pygame.Rect]] = []

    def noting(surf, font, size, words, *args, **kw):
        r = real_fit(surf, font, size, words, *args, **kw)
        drawn.append((words, r))
        return r

    old = drawing.draw_fit
    drawing.draw_fit = noting
    try:
        app._whole_next = True
        table.dirty = True
        app.draw()
    finally:
        drawing.draw_fit = old
    return drawn


def test_a_face_down_city_card_shows_the_cell_name_the_prompts_use():
    """"Reveal the City card at d2": the board shows d2 on that card."""
    from game.table.views.san_villano import drawing

    app, match, table = _table("san-villano")
    drawing._CELLS.clear()
    said = [words for words, _r in _san_villano_words_drawn(app, table)]
    face_down = [c for c in drawing.CELLS if c not in match.state.revealed]
    assert face_down and all(c in said for c in face_down)


def test_an_agent_dropped_where_it_would_do_nothing_is_refused_with_the_engines_reason():
    app, match, table = _table("san-villano")
    sv_answer_start(match)
    a = _broke_at_enlistment(match)
    moves = len(match.moves)
    table._drops_for = table._lit_memo = table._bar_memo = None
    table.lay = None
    table._relayout()
    piece = ("agent", sv_rules.current_player(match.state), 0)
    assert ("loc", "alistamento") not in table.drops().get(piece, {})
    from game.table.views.san_villano import plans

    why = plans.refusal(table.st, piece, [("loc", "alistamento")], match.game.why_not, table.idle)
    assert "you cannot afford any character of the Recruitment Rows" in why
    # a click on the location says so too, and moves nothing
    table._click(table.lay.locations["alistamento"].center)
    assert len(match.moves) == moves
    assert table.toast and "cannot afford" in table.toast_words()
    # "What can I do?" still offers it, saying it does nothing
    row, = [words for words, plan in table.hint_rows() if plan == (a,)]
    assert "(does nothing: you cannot afford any character of the Recruitment Rows)" in row, row
    assert "Nothing to do at" not in row  # the move names its location once (issue 47)


def test_the_key_1_never_sends_an_agent_where_it_would_do_nothing():
    """Few places open: the bar lists every move, the Enlistment's first among them."""
    from game.games.san_villano.board import content

    app, match, table = _table("san-villano")
    sv_answer_start(match)
    a = _broke_at_enlistment(match)
    fire = next(iter(content().fire))
    for loc in ("sala-de-treino", "arquivo", "interrogatorio", "banca-de-jornal", "feira-livre"):
        match.state.fire_at[loc] = fire  # no prepared Hero: no entering these
    assert len([b for b in sv_rules.legal_actions(match.state) if b.verb == "allocate"]) == 3
    table._drops_for = table._lit_memo = table._bar_memo = None
    table.lay = None
    app.draw()
    assert table.bar_answers() and all(plan != (a,) for _words, plan in table.bar_answers())
    for n in range(9):
        before = len(match.moves)
        table.pick(n)
        if len(match.moves) > before:
            assert match.moves[-1] != a
            break


# --- bot turns: what changed, at a pace -------------------------------------------------------


def test_the_bot_pace_is_a_setting_kept_and_checked_in_settings_json(tmp_path):
    path = tmp_path / "settings.json"
    path.write_text('{"bot_pace": "slow"}')
    assert read_settings(path).values["bot_pace"] == "slow"
    path.write_text('{"bot_pace": "sluggish"}')
    loaded = read_settings(path)
    assert loaded.values["bot_pace"] == "normal" and any("bot_pace" in note for note in loaded.notes)
    path.write_text('{}')
    assert read_settings(path).values["bot_pace"] == "normal"


def test_the_bot_pace_is_chosen_in_settings_and_sets_the_bots_pause():
    app, _match, table = _table("san-villano", animation_speed=1.0)
    settings = SettingsScene(app)
    app.push(settings)
    settings.build(app.screen.get_size())
    assert any(w.label == "Bot pace: normal" for w in settings.widgets)
    waits = {}
    for _k in range(3):
        settings.cycle_pace()
        pace = app.settings["bot_pace"]
        waits[pace] = table.bot_delay * table.pace()[0]
    assert set(waits) == set(match_scene.BOT_PACES)
    assert waits["fast"] < waits["normal"] < waits["slow"]


def test_a_moved_piece_is_what_changed_place_not_what_was_only_drawn_elsewhere():
    a, b = pygame.Rect(0, 0, 10, 10), pygame.Rect(50, 0, 10, 10)
    before = {"x": ("here", a), "y": ("there", a)}
    after = {"x": ("here", b), "y": ("elsewhere", b), "z": ("new", a)}
    assert match_scene.moved_rects(before, after) == [b, a]


@pytest.mark.parametrize("which", ("despicable", "san-villano", "stargate"))
def test_a_bots_move_is_outlined_for_a_moment_and_then_goes(which, monkeypatch):
    app, match, table = _table(which, animation_speed=1.0)
    seats = [Seat("bot", "random"), Seat("bot", "random")]
    if which == "despicable":
        bot_match = Match(villainous_setup(["gaston", "lady-tremaine"], seats, 7))
    else:
        bot_match = Match(Setup.of(which, seats, 7))
    app.start_match(bot_match)
    table = app.table()
    outlined = False
    for _k in range(60):  # the bots' moves, as the table applies them (a bot decides each)
        table.apply_plan((bot_match.game.legal_actions()[0],))
        if table.flash:
            outlined = True
            parts = table.flash_parts(1.0)
            assert parts and all(p.rect.w > 0 for p in parts.values())
            break
    assert outlined, "a bot's move outlines what it moved"
    table.flash = (table.flash[0], 0.0)
    table.expire_notices(1.0)
    assert table.flash is None


def test_a_stargate_mission_revealed_by_a_bot_gets_a_beat():
    from game.games.stargate import events as SE

    app, _match, table = _table("stargate")
    assert table.beat([SE.MissionFlipped(seat=0, card=1)]) > 0
    assert table.beat([]) == 0


def test_a_refused_drop_is_said_in_portuguese_too():
    app, match, table = _table("san-villano")
    set_language("pt")
    try:
        sv_answer_start(match)
        _broke_at_enlistment(match)
        from game.table.views.san_villano import plans

        why = plans.refusal(table.st, ("agent", sv_rules.current_player(match.state), 0), [("loc", "alistamento")],
                            match.game.why_not, table.idle)
        assert why.startswith("Nada a fazer em Alistamento") and "afford" not in why
    finally:
        set_language("en")


# --- the menu screens: a greyed button says why too ----------------------------------------------


def _menu_screens(tmp_path, language: str = "en", ui: float = 1.0):
    """Screens with greyed buttons, as a new player meets them: the title screen with nothing
    saved (Continue, Load), each game's New game screen at its fewest players (−), and the
    Host screen with a bot's seat."""
    from game.core.saves import SaveStore
    from game.table.netscreens import HostScene
    from game.table.scenes import TitleScene
    from game.table.views import offered

    app = make_app((1280, 720), SaveStore(tmp_path / "saves"), title=True, language=language, ui_scale=ui)
    yield app, app.top()
    for key in offered():
        app = make_app((1280, 720), game=key, title=True, language=language, ui_scale=ui)
        app.open_new_game(key)
        scene = app.top()
        while scene.players > scene.fewest():
            scene.fewer()
        yield app, scene
    app = make_app((1280, 720), title=True, language=language, ui_scale=ui)
    assert isinstance(app.top(), TitleScene)
    match, _table = start_table(app, game="stargate")
    app.push(HostScene(app, match))
    yield app, app.top()


def _hover(app, scene, pos) -> bytes:
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    app.step(1 / 60)
    app.draw()
    return pixels(app.screen)


@pytest.mark.parametrize(("language", "ui"), [("en", 1.0), ("pt", 2.0), ("en", 0.8)])
def test_a_greyed_menu_button_says_why_on_hover(tmp_path, language, ui):
    """Continue and Load greyed on a first run, − at a game's fewest players, a bot's seat on
    the Host screen: each says why under the pointer, beside the button (before: a grey button
    and no word)."""
    set_language(language)
    try:
        greyed_seen = 0
        for app, scene in _menu_screens(tmp_path, language, ui):
            scene.build(app.screen.get_size())
            greyed = [w for w in scene.widgets if not w.enabled]
            assert greyed, type(scene).__name__
            for w in greyed:
                greyed_seen += 1
                assert w.why_not, (type(scene).__name__, w.label)
                away = _hover(app, scene, (1, app.screen.get_height() - 2))
                assert scene.hover_tip() is None
                shown = _hover(app, scene, w.rect.center)
                tip = scene.hover_tip()
                assert tip is not None and tip[0] == w.name and tip[1] == w.why_not, (w.label, tip)
                assert len(tip[0]) > 1, w.label  # a sign (− or +) is named in words
                assert shown != away, w.label  # the words painted in the frame
                # beside the button, over none (the one it names may be the way on)
                assert [o.label for o in scene.widgets if tip[2].colliderect(o.rect)] == [], w.label
                assert app.screen.get_rect().contains(tip[2])
        assert greyed_seen >= 6
    finally:
        set_language("en")


def test_a_greyed_menu_buttons_reason_is_said_in_portuguese(tmp_path):
    said = {}
    try:
        for language in ("en", "pt"):
            set_language(language)
            said[language] = []
            for app, scene in _menu_screens(tmp_path / language, language):
                scene.build(app.screen.get_size())
                said[language] += [w.why_not for w in scene.widgets if not w.enabled]
    finally:
        set_language("en")
    assert len(said["en"]) == len(said["pt"]) >= 6
    assert [en for en, pt in zip(said["en"], said["pt"], strict=True) if en == pt] == []


def test_an_enabled_menu_button_shows_no_tooltip(tmp_path):
    app, scene = next(_menu_screens(tmp_path))
    scene.build(app.screen.get_size())
    w = next(w for w in scene.widgets if w.enabled)
    _hover(app, scene, w.rect.center)
    assert scene.hover_tip() is None


@pytest.mark.parametrize("icon_used", [False, True])
def test_a_row_card_dropped_on_your_organization_that_you_cannot_afford_says_its_cost(icon_used):
    """Dropped on your organization while recruiting, a Hero you cannot pay for is refused with
    its cost, not with "drop it on your organization" (issue 47: what was just done)."""
    app, match, table = _table("san-villano")
    sv_answer_start(match)
    st = match.state
    seat = sv_rules.current_player(st)
    st.orgs[seat].clue, st.orgs[seat].money = 0, 1  # the Recruit icon stays usable: some card costs more
    match.apply(SvAction("allocate", "a1", "alistamento"))
    if icon_used:
        match.apply(SvAction("do", "recruit"))
    dear = next(card for card in (*st.hero_row, *st.helper_row)
                if sv_rules.why_not(st, SvAction("recruit", card)) is not None
                and "costs" in sv_rules.why_not(st, SvAction("recruit", card)))
    from game.table.views.san_villano import plans

    why = plans.refusal(table.st, ("card", dear), [("org", seat)], match.game.why_not, table.idle)
    assert why.startswith("Recruiting it costs"), why


@pytest.mark.parametrize("players", [2, 4])
@pytest.mark.parametrize("ui", [1.0, 2.0])
def test_every_nicknames_requirement_is_written_on_the_table(players, ui):
    """A new player reads what each Nickname asks for on its card (issue 47: "The Best at What
    I Do · 8" showed its title alone at 1280×720, its "3 Heroes sharing a Focus" left out)."""
    from game.table.views.san_villano import drawing

    app = make_app((1280, 720), ui_scale=ui)
    seats = [Seat("human")] + [Seat("bot", "random")] * (players - 1)
    match = Match(Setup.of("san-villano", seats, 7))
    longest = ["i-am-the-night", "its-a-brawl", "best-at-what-i-do", "on-fire"][:players]
    match.state.nicknames[:] = longest  # the longest requirements, whichever the shuffle dealt
    app.start_match(match)
    table = app.table()
    drawn = dict(_san_villano_words_drawn(app, table))
    c = drawing.content()
    assert list(table.st.nicknames) == longest
    for key in longest:
        asks = next(w for w in drawn if w and w in drawing._(c.nickname[key].text))
        assert drawn[asks].h > 0, f"{key}: {asks!r} left out"


def test_nothing_to_do_now_names_who_was_deciding_and_goes_when_the_person_decides():
    """H in the bot's turn says the bot is deciding; the notice must not name the person a bot's
    move then hands the turn to, and goes once that person decides (issue 47: "Nothing to do
    now: Red Fist is deciding", then "… Ghost Hare is deciding", under "Red Fist: drag an agent
    onto a location")."""
    app, match, table = _table("san-villano", size=(1280, 720))
    game = match.game
    while not match.is_bot(game.current_player()):
        match.apply(game.legal_actions()[0])
    bot_name = table.decider_name()
    table.open_hint()  # H, then in the same frame the bot's move lands, before the notice is drawn
    table.apply_plan((game.legal_actions()[0],))  # as the table applies a bot's move
    if match.is_bot(game.current_player()):  # the bot still decides: the notice stands, naming it
        assert table.toast_words() == f"Nothing to do now: {bot_name} is deciding"
    while match.is_bot(game.current_player()):
        table.apply_plan((game.legal_actions()[0],))
    assert table.toast is None, table.toast_words()


@pytest.mark.parametrize("ui", [1.0, 2.0])
def test_what_can_i_do_is_laid_out_at_the_scale_it_is_drawn_at(ui):
    """H's menu: its rows as high as its words are drawn (issue 47: at 200 % the rows were laid
    out at the board's scale and the words, at the chrome's, shrank to fit them, a long row to
    9 px)."""
    app, match, table = _table("san-villano", size=(1280, 720), ui_scale=ui)
    sv_answer_start(match)
    while match.is_bot(match.game.current_player()):
        table.apply_plan((match.game.legal_actions()[0],))
    table._relayout()
    table.open_hint()
    assert table.menu is not None
    _label, rect, _plan = table.menu.items[0]
    assert rect.h == int(38 * table.lay.ui_s)


@pytest.mark.parametrize("language,one,none", [("en", "1 Nickname", "0 Fires"), ("pt", "1 Apelido", "0 Incêndios")])
def test_an_organization_with_one_nickname_is_said_to_hold_1_nickname(language, one, none):
    """The panel's count: "0 Fires · 1 Nickname", not "1 Nicknames" (issue 47)."""
    set_language(language)
    try:
        app = make_app((1600, 900), language=language)
        match = Match(Setup.of("san-villano", [Seat("human"), Seat("bot", "random")], 7))
        st = match.state
        st.orgs[0].nicknames.append(st.nicknames[0])
        st.nickname_owner[st.nicknames[0]] = 0
        app.start_match(match)
        said = [words for words, _r in _san_villano_words_drawn(app, app.table())]
    finally:
        set_language("en")
    assert f"{none} · {one}" in said, [w for w in said if "·" in w]


@pytest.mark.parametrize("language,line", [
    ("en", "1 Fire token in the stack · Villains: scum deck · 1 City card face down"),
    ("pt", "1 marcador de Incêndio na pilha · Vilões: baralho Escória · 1 carta de Cidade com a face para baixo")])
def test_the_city_s_info_line_counts_one_token_and_one_card_in_the_singular(language, line):
    """"1 Fire token in the stack … 1 City card face down", not "1 Fire tokens … 1 City cards"
    (seen at the end of a new player's game, issue 47)."""
    from game.games.san_villano.grid import CELLS

    set_language(language)
    try:
        app = make_app((1600, 900), language=language)
        match = Match(Setup.of("san-villano", [Seat("human"), Seat("bot", "random")], 7))
        st = match.state
        del st.fire_stack[1:]
        st.revealed[:] = list(CELLS[1:])
        app.start_match(match)
        said = [words for words, _r in _san_villano_words_drawn(app, app.table())]
    finally:
        set_language("en")
    assert line in said, [w for w in said if "·" in w]


def clues(n: int) -> str:
    return "1 Clue" if n == 1 else f"{n} Clues"


def test_a_villain_s_and_a_character_s_costs_are_said_in_words_not_letters():
    """The tooltip of a Villain said "Track 1C 0M · confront 2C 1M" and a Hero's "Costs 2C 1M":
    now "Tracking costs 1 Clue and 0 Money; confronting costs …" and "Recruiting costs …", as
    the refusals say it (issue 47)."""
    from game.games.san_villano.board import content

    app = make_app((1600, 900))
    app.start_match(Match(Setup.of("san-villano", [Seat("human"), Seat("bot", "random")], 7)))
    table = app.table()
    table._relayout()
    said = {}
    for row in ("hero", "villain"):
        for card, r in table.lay.rows[row]:
            table.mouse = r.center
            said[row] = table._hover_tip()[1]
            v = content().villain.get(card)
            if v is not None:
                assert said[row].startswith(f"Tracking costs {clues(v.track.clue)} and {v.track.money} Money; "
                                            f"confronting costs {clues(v.confront.clue)} and {v.confront.money} Money;")
    assert said["hero"].startswith("Recruiting costs ") and (" Clue and " in said["hero"] or " Clues and " in said["hero"])
    assert all(f"{n} Clue and" not in words for words in said.values() for n in (0, 2, 3, 4, 5, 6)), said
    assert "villain" in said


def test_a_long_message_is_wrapped_at_a_readable_size_not_shrunk_onto_one_line(monkeypatch):
    """A toast as long as the question of a click on Fate: toast_rect leaves room for its
    lines; the words are drawn wrapped in them, near the toast's own size."""
    from game.table.kit import draw as kit_draw
    from game.table.kit import textfit

    msg = ("Fate: Reveal two cards of an opponent's Fate deck and play one against them. It cannot be "
           "undone: click again or press Enter to do it, Esc not to.")
    sizes = []
    real = textfit.layout_text

    def noted(*a, **kw):
        out = real(*a, **kw)
        sizes.append(out)
        return out

    monkeypatch.setattr(textfit, "layout_text", noted)
    for s in (1.0, 1.333):
        sizes.clear()
        surf = pygame.Surface((1280, 720))
        bar = pygame.Rect(0, 450, 1000, 60)
        kit_draw.toast(surf, msg, bar, s)
        size, lines, fits = sizes[-1]
        assert fits and len(lines) >= 2 and size >= int(18 * s), (s, size, lines)


def test_a_stargate_counter_left_off_a_low_panel_is_still_named_under_the_pointer():
    """At 1280×720 and 200 % a seat's panel holds three of its five counters' lines: the hand
    and deck, the missions and the discard pile were nowhere on the table. Under the pointer on
    the panel they are said."""
    app = make_app((1280, 720), ui_scale=2.0)
    match, table = start_table(app, game="stargate")
    app.step(1 / 60)
    app.draw()
    said = " ".join(n.body for n in table.named_things())
    for seat in (0, 1):
        sp = match.game.state.seats[seat]
        assert f"{len(sp.deck)} are left in the deck" in said, said
        assert "missions still to play" in said
