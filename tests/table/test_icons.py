"""Every card, action symbol and token has a picture that is shipped, and every shipped
picture is credited (Game Icons, CC BY 3.0)."""

from __future__ import annotations

import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.games.san_villano import cards as sv_cards  # noqa: E402
from game.games.stargate.cards import DECKS as SG_DECKS  # noqa: E402
from game.games.stargate.cards import load_deck  # noqa: E402
from game.games.villainous.cards import VILLAINS, load_villain  # noqa: E402
from game.games.villainous.vocabulary import SYMBOLS  # noqa: E402
from game.resources import resource_path  # noqa: E402
from tools import pick_icons  # noqa: E402

ICONS = resource_path("assets", "icons", "game-icons")
ATTRIBUTION = (ICONS / "ATTRIBUTION").read_text(encoding="utf-8")


def _shipped(name: str) -> bool:
    return (ICONS / f"{name}.svg").is_file()


@pytest.mark.parametrize("key", VILLAINS)
def test_every_villainous_card_names_an_icon_that_is_shipped(key):
    v = load_villain(key)
    assert v.icon and _shipped(v.icon), f"{key} has no picture"
    for card in v.villain_deck + v.fate_deck:
        assert card.icon, f"{key}: {card.name} names no icon"
        assert _shipped(card.icon), f"{key}: {card.name}'s icon {card.icon!r} is not in assets"


@pytest.mark.parametrize("key", VILLAINS)
def test_every_card_of_a_deck_has_its_own_picture(key):
    v = load_villain(key)
    for deck in (v.villain_deck, v.fate_deck):
        icons = [c.icon for c in deck]
        assert len(set(icons)) == len(icons), [i for i in icons if icons.count(i) > 1]


@pytest.mark.parametrize("key", SG_DECKS)
def test_every_stargate_card_names_an_icon_that_is_shipped(key):
    for card in load_deck(key).cards:
        assert card.icon, f"{key}: {card.name} names no icon"
        assert _shipped(card.icon), f"{key}: {card.name}'s icon {card.icon!r} is not in assets"


@pytest.mark.parametrize("key", SG_DECKS)
def test_every_stargate_card_of_a_deck_has_its_own_picture(key):
    icons = [c.icon for c in load_deck(key).cards]
    assert len(set(icons)) == len(icons), [i for i in icons if icons.count(i) > 1]


def _san_villano_decks() -> dict[str, list]:
    c = sv_cards.load()
    return {"city": list(c.city), "heroes": list(c.heroes), "helpers": list(c.helpers),
            "super_agents": list(c.super_agents), "villains": list(c.villains), "organizations": list(c.organizations),
            "fires": list(c.fires), "nicknames": list(c.nicknames)}


def test_every_san_villano_card_and_organization_names_an_icon_that_is_shipped():
    for deck, items in _san_villano_decks().items():
        for it in items:
            assert it.icon, f"{deck}: {it.key} names no icon"
            assert _shipped(it.icon), f"{deck}: {it.key}'s icon {it.icon!r} is not in assets"


def test_every_san_villano_card_of_a_deck_has_its_own_picture():
    for deck, items in _san_villano_decks().items():
        icons = [it.icon for it in items]
        assert len(set(icons)) == len(icons), (deck, [i for i in icons if icons.count(i) > 1])


def test_san_villano_supply_tokens_have_pictures():
    picks = json.loads(resource_path("assets", "icons", "picks", "san-villano.json").read_text(encoding="utf-8"))
    assert set(picks["tokens"]) == {"clue", "money", "fire"}  # "fire": the back of every Fire token
    assert all(_shipped(name) for name in picks["tokens"].values())


def test_san_villano_nicknames_and_fire_tokens_are_drawn_with_their_pictures(monkeypatch):
    """The Nickname tiles and the face-up Fire tokens draw the content's pictures; a face-down
    Fire token the Fire back (nobody may tell one face-down token from another)."""
    from game.core.match import Match, Seat, Setup
    from game.table.kit import cache
    from game.table.views.san_villano import art, drawing
    from game.table.views.san_villano.layout import compute_layout

    cache.clear_all()  # pictures an earlier test drew are kept, and would not be drawn again
    drawn: list[str] = []
    real = art.picture
    monkeypatch.setattr(art, "picture", lambda surf, name, *a, **k: drawn.append(name) or real(surf, name, *a, **k))
    st = Match(Setup.of("san-villano", [Seat("human"), Seat("human")], 3)).state
    c = sv_cards.load()
    fires = [f.key for f in c.fires]
    st.orgs[0].fires = [fires[0]]  # a resolved Fire, face up by the organization
    loc_a, loc_b = list(c.location)[:2]
    st.fire_at = {loc_a: fires[1], loc_b: fires[2]}
    st.fire_open = [loc_a]
    pygame.init()
    surf = pygame.Surface((1920, 1080))
    drawing.draw_table(surf, st, compute_layout(st, (1920, 1080)))
    assert {c.nickname[k].icon for k in st.nicknames} <= set(drawn)
    assert c.fire[fires[0]].icon in drawn
    assert c.fire[fires[2]].icon not in drawn and art.FIRE_BACK in drawn


def test_no_proposed_icons_are_left_outside_the_data():
    assert not resource_path("assets", "icons", "proposed").exists()


def test_every_action_symbol_and_token_has_a_picture():
    picks = json.loads(resource_path("assets", "icons", "picks", "villainous.json").read_text(encoding="utf-8"))
    assert set(picks["symbols"]) == set(SYMBOLS)
    for kind, name in list(picks["symbols"].items()) + list(picks["tokens"].items()):
        assert _shipped(name), f"{kind}: {name}"


def test_the_discard_symbol_is_not_a_lock():
    picks = json.loads(resource_path("assets", "icons", "picks", "villainous.json").read_text(encoding="utf-8"))
    assert "lock" not in picks["symbols"]["discard"]
    assert picks["symbols"]["discard"] != picks["tokens"]["locked"]


def test_every_named_icon_is_shipped_and_credited():
    assert pick_icons.check() == 0


def test_attribution_covers_every_shipped_icon():
    assert "CC BY 3.0" in ATTRIBUTION and "game-icons.net" in ATTRIBUTION
    lines = {line.split(":", 1)[0] for line in ATTRIBUTION.splitlines() if ".svg:" in line}
    shipped = {p.name for p in ICONS.glob("*.svg")}
    assert shipped, "no icons shipped"
    assert shipped <= lines, sorted(shipped - lines)
    assert "a Game Icons author" not in ATTRIBUTION, "every icon names its author (tools/icon_authors.tsv)"
    # and nothing shipped that nothing names (the tool copies only the chosen ones)
    assert {p.stem for p in ICONS.glob("*.svg")} <= set(pick_icons.wanted())


def test_every_shipped_icon_loads_at_display_size():
    from game.table.kit.icons import icon

    pygame.init()
    for path in ICONS.glob("*.svg"):
        pic = icon(path.stem, 48, (200, 100, 50))
        assert pic is not None and pic.get_size() == (48, 48), path.name
        assert pic.get_bounding_rect().w > 8, f"{path.name} draws nothing"


def test_a_missing_icon_draws_nothing_and_says_nothing():
    from game.table.kit.icons import draw_icon, icon

    pygame.init()
    assert icon("no-such-icon", 32) is None
    assert icon("../../etc/passwd", 32) is None
    surf = pygame.Surface((40, 40))
    assert draw_icon(surf, "", surf.get_rect()) is False


@pytest.mark.parametrize("key", ["villainous", "stargate", "san-villano"])
def test_every_new_game_screen_draws_the_content_s_pictures_not_monograms(monkeypatch, key):
    """The villains', decks' and organizations' own pictures on each game's New game screen."""
    from game.games.stargate.cards import load_deck as sg_deck
    from game.games.villainous.cards import load_villain
    from game.table.app import App
    from game.table.kit import icons as kit_icons

    drawn: list[str] = []
    real = kit_icons.icon
    monkeypatch.setattr(kit_icons, "icon", lambda name, *a: drawn.append(name) or real(name, *a))
    app = App(size=(1280, 720), settings={"animation_speed": 0.0, "sound": False}, saves=None, headless=True)
    app.open_new_game(key)
    scene = app.top()
    app.draw()
    if key == "villainous":
        want = {load_villain(v).icon for v in scene.values[: scene.players]}
    elif key == "stargate":
        want = {sg_deck(d).icon for d in scene.values[: scene.players]}
    else:
        want = {o.icon for o in sv_cards.load().organizations[: len(scene.chosen_seats())]}
    assert want and all(want) and want <= set(drawn), (want, drawn)


def test_every_stargate_deck_names_its_own_emblem():
    icons = [load_deck(k).icon for k in SG_DECKS]
    assert all(_shipped(i) for i in icons) and len(set(icons)) == len(icons)
