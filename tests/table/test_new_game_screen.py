"""The one New game screen (``game/table/kit/newgame.py``), for every game with a table: it
offers exactly what the game's definition declares (its seat counts and a box's limit, a
choice a seat, the named options), and Start makes that game with the options chosen. Driven
headless with mouse events on its buttons, as a player would."""

from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.match import Seat  # noqa: E402
from game.core.protocol import SeatChoice  # noqa: E402
from game.core.registry import game_named  # noqa: E402
from game.i18n import _  # noqa: E402
from game.table.kit import newgame  # noqa: E402
from game.table.netscreens import HostScene  # noqa: E402
from game.table.views import game_view, offered  # noqa: E402

from .ui_helpers import make_app  # noqa: E402

GAMES = offered()


def _screen(key: str, size=(1280, 720), **settings):
    app = make_app(size, game=key, title=True, **settings)
    app.open_new_game(key)
    scene = app.top()
    assert isinstance(scene, newgame.NewGameScene) and type(scene) is game_view(key).NewGameScene
    return app, scene


def _button(scene, label: str):
    scene.build(scene.app.screen.get_size())
    found = [w for w in scene.widgets if w.label == label]
    assert found, f"no button {label!r}: {[w.label for w in scene.widgets]}"
    return found[0]


def _click(scene, label: str) -> bool:
    """Click the button ``label`` (as the mouse does); False when it is greyed out."""
    w = _button(scene, label)
    if not w.enabled:
        return False
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=w.rect.center))
    return True


def _declared(definition, players: int, group: str = ""):
    """The named options the game declares for ``players`` seats of ``group``, and the words of
    each value."""
    return {o.name: [_(words).format(value=v) for v, words in o.offered(players)]
            for o in definition.options if o.label and o.offered is not None and o.applies(players, group)}


def _most(definition, group: str) -> int:
    """The most seats, worked out from the declarations alone."""
    most = max(definition.player_counts)
    choice = definition.seat_choice
    if choice is not None and choice.group_most is not None:
        most = min(most, choice.group_most(group))
    if choice is not None and choice.distinct:
        most = min(most, len(choice.in_group(group)))
    return most


@pytest.mark.parametrize("key", GAMES)
def test_the_screen_offers_exactly_the_declared_seats_and_options(key):
    definition = game_named(key)
    app, scene = _screen(key)
    choice = definition.seat_choice
    for group in (choice.groups() if choice is not None else [""]):
        while _click(scene, "\u2212"):
            pass
        assert scene.players == min(definition.player_counts)
        counts = [scene.players]
        while _click(scene, "+"):
            counts.append(scene.players)
        assert counts == [n for n in definition.player_counts if n <= _most(definition, group)]
        for n in reversed(counts):
            scene.players = n
            scene._fill()
            scene.build(app.screen.get_size())
            labels = [w.label for w in scene.widgets]
            declared = _declared(definition, n, group)
            for name, words in declared.items():  # each declared option, on one button
                assert sum(label in words for label in labels) == 1, (key, n, name, labels)
            seat_buttons = n * (2 if choice is not None else 1)
            group_button = 1 if choice is not None and len(choice.groups()) > 1 else 0
            # −, +, the box, the options, each seat's buttons, seed, Start, Back: nothing else
            assert len(labels) == 2 + group_button + len(declared) + seat_buttons + 3, (key, n, labels)
            if choice is not None:
                pool = choice.in_group(group)
                assert all(v in pool for v in scene.values[:n])
                if choice.distinct:
                    assert len(set(scene.values[:n])) == n
        if choice is not None and len(choice.groups()) > 1:
            _click(scene, _(choice.group_label).format(name=choice.group_name(scene.group)))


@pytest.mark.parametrize("key", GAMES)
def test_a_seat_is_a_person_or_a_bot_of_each_declared_level(key):
    definition = game_named(key)
    app, scene = _screen(key)
    kinds = [_("Human")] + [_("{level} bot").format(level=_(level.capitalize())) for level in definition.bot_levels]
    seen = []
    for _k in range(len(kinds)):
        label = [w.label for w in (scene.build(app.screen.get_size()) or scene.widgets) if w.label in kinds][0]
        seen.append(label)
        _click(scene, label)  # the first seat's: a person first
    assert sorted(seen) == sorted(kinds) and seen[0] == _("Human")


@pytest.mark.parametrize("key", GAMES)
def test_a_right_click_or_the_wheel_steps_a_seat_back(key):
    """From Normal, Easy was four clicks round the whole list (Hard, Human, Random, Easy: a new
    player's first game): a right-click on the seat's button steps back to the level before,
    and the wheel turned up over it does too; turned down, it steps on as a click does."""
    app, scene = _screen(key)
    second = 1 if len(scene.chosen_seats()) > 1 else 0
    levels = game_named(key).bot_levels
    if "normal" not in levels or "easy" not in levels:
        pytest.skip("no Normal and Easy levels")
    scene.seats[second] = Seat("bot", "normal")
    before = levels[levels.index("normal") - 1]

    kinds = [_("Human")] + [_("{level} bot").format(level=_(level.capitalize())) for level in levels]

    def seat_button():
        scene.build(app.screen.get_size())
        return [w for w in scene.widgets if w.label in kinds][second]

    w = seat_button()
    scene.handle(pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=3, pos=w.rect.center))
    assert scene.chosen_seats()[second] == Seat("bot", before)
    scene.handle(pygame.event.Event(pygame.MOUSEMOTION, pos=seat_button().rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert scene.chosen_seats()[second] == Seat("bot", "normal")
    scene.handle(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert scene.chosen_seats()[second] == Seat("bot", before)


@pytest.mark.parametrize("key", GAMES)
def test_start_makes_the_game_with_the_chosen_options(key):
    definition = game_named(key)
    app, scene = _screen(key)
    choice = definition.seat_choice
    _click(scene, "+")  # three seats where the game has them, else two
    _click(scene, "\u2212")  # back to two: every declared option that applies to two is offered
    players = scene.players
    chosen: dict = {}
    for name, words in _declared(definition, players, scene.group).items():
        option = next(o for o in definition.options if o.name == name)
        last = option.offered(players)[-1]
        for _k in range(len(words)):  # click until its last value shows
            if scene.options.get(name) == last[0]:
                break
            _click(scene, next(w for w in words if any(b.label == w for b in scene.widgets)))
        assert scene.options[name] == last[0]
        if last[0] is not None:
            chosen[name] = last[0]
    if choice is not None:
        before = list(scene.values[:players])
        _click(scene, _(choice.label).format(name=scene.value_name(before[1])))
        assert scene.values[1] != before[1] and scene.values[0] == before[0]
        chosen[choice.option] = list(scene.values[:players])
    scene.seed_text = "77"
    assert _click(scene, _("Start"))
    table = app.table()
    assert table is not None and table.match.setup.game == key and table.match.setup.seed == 77
    assert len(table.match.setup.seats) == players
    assert dict(table.match.setup.options) == chosen
    assert definition.check_options(players, chosen) == definition.check_options(players, table.match.setup.options)


@pytest.mark.parametrize("key", GAMES)
def test_a_view_declares_only_its_seat_pictures(key):
    """What the kit's screen can take from the game's declarations, it takes: its game (the
    view package's key), what the kept choices may hold (the app makes the fields from the
    definition); a view's New game module holds its seat pictures, and no key or fields."""
    import importlib
    import inspect

    from game.table.app import setup_fields
    from game.table.settings import new_game_fields

    view = game_view(key)
    module = importlib.import_module(view.NewGameScene.__module__)
    assert not {"KEY", "SETUP_FIELDS", "BOT_KINDS"} & set(vars(module)), key
    assert "game = " not in inspect.getsource(view.NewGameScene) and view.NewGameScene.game == key
    assert not hasattr(view, "SETUP_FIELDS")
    assert set(setup_fields()[key]) == set(new_game_fields(game_named(key)))


def test_san_villano_offers_its_two_fires_balance_rule_off_by_default_with_two_organizations():
    app, scene = _screen("san-villano")
    assert scene.options["setup_fires"] is False
    assert [o.name for o in scene.named_options()] == ["solo_target", "setup_fires"]
    _click(scene, "+")
    assert [o.name for o in scene.named_options()] == ["solo_target"]  # three: the rulebook's setup only


def _six_villains_a_box(monkeypatch) -> None:
    """Villainous with six villains in each box (names only): the box's rulebook is then the
    only limit on the seats."""
    definition = game_named("villainous")
    real = definition.seat_choice
    keys = [f"{box}-{k}" for box in real.groups() for k in range(6)]
    fake = SeatChoice(real.option, real.label, lambda: keys, lambda key: key, distinct=True,
                      group_of=lambda key: key.rsplit("-", 1)[0], group_label=real.group_label,
                      group_name=real.group_name, group_most=real.group_most)
    monkeypatch.setattr(type(definition), "seat_choice", fake)
    monkeypatch.setattr(game_view("villainous").NewGameScene, "draw_seat", newgame.NewGameScene.draw_seat)


def test_scum_and_villainy_refuses_a_fifth_seat_and_says_why(monkeypatch):
    _six_villains_a_box(monkeypatch)
    app, scene = _screen("villainous")
    assert scene.group == "despicable-plots"
    while _click(scene, "+"):
        pass
    assert scene.players == 6  # Despicable Plots seats six
    _click(scene, _("Box: {name}").format(name="Disney Villainous: Despicable Plots"))  # the next box
    assert scene.group == "scum-and-villainy" and scene.players == 4  # it fits the box
    assert not _click(scene, "+") and scene.players == 4
    scene.more()  # even asked directly
    assert scene.players == 4
    drawn = []
    real = newgame.draw_fit
    monkeypatch.setattr(newgame, "draw_fit", lambda surf, font, size, text, *a, **k: (drawn.append(text),
                                                                                     real(surf, font, size, text, *a, **k)))
    app.draw()
    assert "Star Wars Villainous: Scum and Villainy is for 2 to 4 players" in drawn
    _click(scene, "\u2212")
    drawn.clear()
    app.draw()
    assert not any("is for 2 to" in t for t in drawn)  # below the limit: no reason to give
    assert scene.setup().options["villains"] == [f"scum-and-villainy-{k}" for k in range(3)]


def test_the_packaged_scum_and_villainy_stops_at_its_three_villains_and_says_why():
    app, scene = _screen("villainous")
    _click(scene, _("Box: {name}").format(name="Disney Villainous: Despicable Plots"))  # the next box
    assert scene.group == "scum-and-villainy"
    while _click(scene, "+"):
        pass
    assert scene.players == 3 and "3 to choose from, one a seat" in scene.limit()[1]


def test_the_balance_line_shows_under_the_seats(monkeypatch):
    drawn = []
    real = newgame.draw_fit
    monkeypatch.setattr(newgame, "draw_fit", lambda surf, font, size, text, *a, **k: (drawn.append(text),
                                                                                     real(surf, font, size, text, *a, **k)))
    app, scene = _screen("villainous")
    app.draw()
    line = scene.tendency()
    assert line and "with Normal bots" in line and line in drawn


def _five_despicable_plots_villains(monkeypatch) -> list[str]:
    """Despicable Plots with five villains (its three, and copies of Gaston and Lady Tremaine
    under other keys, registered for this test only): enough seats for the Fate token."""
    import json
    from importlib import resources

    from game.games.villainous import cards

    definition = game_named("villainous")
    copies = []
    for key in ("gaston", "lady-tremaine"):
        raw = json.loads(resources.files("game.games.villainous.content").joinpath(f"{key}.json").read_text())
        raw["key"] = f"{key}-copy"
        monkeypatch.setitem(cards._REGISTERED, raw["key"], cards.parse_villain(raw, "test"))
        copies.append(raw["key"])
    real = definition.seat_choice
    keys = list(real.values()) + copies
    fake = SeatChoice(real.option, real.label, lambda: keys, real.name_of, distinct=True, group_of=real.group_of,
                      group_label=real.group_label, group_name=real.group_name, group_most=real.group_most)
    monkeypatch.setattr(type(definition), "seat_choice", fake)
    monkeypatch.setattr(game_view("villainous").NewGameScene, "draw_seat", newgame.NewGameScene.draw_seat)
    return keys


def test_the_fate_token_is_offered_where_the_rulebook_has_it_and_start_plays_with_it(monkeypatch):
    """Despicable Plots: "Use the included Fate Token in a 5- or 6-player game" (on by default
    with five, a variant with four, never with two or three); Scum and Villainy has none."""
    _five_despicable_plots_villains(monkeypatch)
    app, scene = _screen("villainous")
    assert scene.group == "despicable-plots" and scene.players == 2
    for players, shown in ((2, False), (3, False), (4, True), (5, True)):
        assert scene.players == players
        assert ("fate_token" in [o.name for o in scene.named_options()]) is shown, players
        _click(scene, "+")
    assert scene.players == 5  # five villains: five seats
    assert scene.options["fate_token"] is None  # the rulebook's way: the box decides
    assert _button(scene, _("Fate token: on (the rulebook)"))
    started = []
    monkeypatch.setattr(app, "start_match", started.append)
    assert _click(scene, _("Start"))
    assert "fate_token" not in started[-1].setup.options and started[-1].state.fate_token_min == 5
    assert _click(scene, _("Fate token: on (the rulebook)"))  # off: a variant
    assert scene.options["fate_token"] == 0 and scene.note() == _(
        "The Fate token: when you are the target of a Fate action, take it from the last player targeted; "
        "while you hold it, no Fate action may target you.")
    assert _click(scene, _("Start"))
    assert started[-1].setup.options["fate_token"] == 0 and started[-1].state.fate_token_min == 0
    _click(scene, "\u2212")  # four seats: off by the rulebook, on as a variant
    assert scene.options["fate_token"] is None and _button(scene, _("Fate token: off (the rulebook: 5 or 6 players)"))
    assert _click(scene, _("Fate token: off (the rulebook: 5 or 6 players)"))
    assert _click(scene, _("Start"))
    assert started[-1].setup.options["fate_token"] == 4 and started[-1].state.fate_token_min == 4
    assert started[-1].setup.seats == scene.chosen_seats() and len(started[-1].setup.options["villains"]) == 4


def test_scum_and_villainy_offers_no_fate_token(monkeypatch):
    _six_villains_a_box(monkeypatch)
    app, scene = _screen("villainous")
    _click(scene, _("Box: {name}").format(name="Disney Villainous: Despicable Plots"))  # the next box
    while _click(scene, "+"):
        pass
    assert scene.group == "scum-and-villainy" and scene.players == 4
    assert "fate_token" not in [o.name for o in scene.named_options()] and "fate_token" not in scene.setup().options


def test_host_a_game_takes_its_setup_from_the_same_screen():
    app = make_app((1280, 720), title=True)
    host = HostScene(app)
    app.push(host)
    host.choose_setup()
    if not isinstance(app.top(), newgame.NewGameScene):
        app.top().chosen("stargate")  # the game chooser
    scene = app.top()
    assert isinstance(scene, newgame.NewGameScene)
    assert _click(scene, _("Start"))
    assert app.top() is host and host.match is not None and app.table() is None


def test_the_choices_an_older_version_kept_are_read_without_a_note(tmp_path):
    """The Villainous screen before this one kept each seat by its villain: such a file is read
    quietly, and the screen opens on its villains and seats."""
    import json

    from game.table.app import read_settings

    path = tmp_path / "settings.json"
    path.write_text(json.dumps({"last_setup": {"villainous": {
        "villains": ["horned-king", "gaston", "lady-tremaine"], "seed": "12",
        "seats": {"gaston": {"kind": "bot", "level": "easy"}, "horned-king": {"kind": "human"},
                  "lady-tremaine": {"kind": "bot", "level": "hard"}}}}}))
    loaded = read_settings(path)
    assert loaded.notes == []
    app = make_app((1280, 720), game="villainous", title=True, **{"last_setup": loaded.values["last_setup"]})
    app.open_new_game("villainous")
    scene = app.top()
    assert scene.players == 3 and scene.values[:3] == ["horned-king", "gaston", "lady-tremaine"]
    assert [(s.kind, s.level if s.kind == "bot" else "") for s in scene.chosen_seats()] == [
        ("human", ""), ("bot", "easy"), ("bot", "hard")]
    assert scene.seed_text == "12"


@pytest.mark.parametrize("key", GAMES)
def test_every_new_game_screen_is_headed_new_game_and_the_games_name(key):
    """One heading at every game: "New game · " and the name the title screen shows (the
    three read "New game", "Heróis de San Villano — new game" and "New game · the Stargate
    mission duel"), in the language chosen."""
    from game.i18n import set_language

    _app, scene = _screen(key)
    assert scene.title == f"New game · {game_view(key).TITLE}"
    set_language("pt")
    try:
        assert scene.title == f"Nova partida · {game_view(key).TITLE}"
    finally:
        set_language("en")
