"""The look and sound of the table: fanned hands and piles (kit), motion from events, the sound
effects (made by tools/make_sounds.py, silent in tests)."""

from __future__ import annotations

import os
import wave

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402

from game.resources import resource_path  # noqa: E402
from game.table.app import SOUNDS, App, load_settings  # noqa: E402
from game.table.kit.fans import arc, draw_held_backs, draw_leaning, draw_pile  # noqa: E402
from tools import make_sounds  # noqa: E402


def test_a_hand_is_held_in_an_arc():
    cards = arc(500, 600, 5, 100, 140, 300, 110)
    leans = [lean for _r, lean in cards]
    ys = [r.y for r, _lean in cards]
    assert leans == sorted(leans, reverse=True) and abs(leans[0] + leans[-1]) < 1e-9  # symmetric, tilting out
    assert leans[2] == 0 and ys[2] == min(ys) and ys[0] == ys[-1] > ys[2]  # the ends hang lower
    assert [r.x for r, _ in cards] == sorted(r.x for r, _ in cards)
    assert arc(500, 600, 1, 100, 140, 300, 110)[0][1] == 0.0


def test_leaning_cards_piles_and_held_backs_draw():
    from game.table.kit.assets import font

    pygame.init()
    font.cache_clear()  # fonts made before another test quit pygame are dead
    surf = pygame.Surface((400, 300), pygame.SRCALPHA)
    card = pygame.Surface((50, 70))
    card.fill((200, 40, 40))
    draw_leaning(surf, card, pygame.Rect(100, 100, 50, 70), 8.0)
    assert surf.get_at((125, 135))[:3] == (200, 40, 40)
    draw_pile(surf, card, pygame.Rect(200, 100, 50, 70), 20, 1.0)
    assert surf.get_at((200 + 50 + 4, 100 + 70 + 4))[3] > 0, "a deep pile shows its edges"
    draw_held_backs(surf, card, 7, pygame.Rect(10, 200, 120, 90), 1.0)


def test_the_sound_effects_are_small_original_files_made_by_the_tool(tmp_path):
    folder = resource_path("assets", "sounds")
    assert set(SOUNDS) == set(make_sounds.EFFECTS)
    for name in SOUNDS:
        path = folder / f"{name}.wav"
        with wave.open(str(path)) as w:
            assert (w.getnchannels(), w.getsampwidth(), w.getframerate()) == (1, 2, 22050)
            assert 0.05 < w.getnframes() / w.getframerate() <= 1.2
        assert path.stat().st_size < 60_000
    make_sounds.main(["--out", str(tmp_path)])
    for name in SOUNDS:  # the tool makes exactly the files shipped
        assert (tmp_path / f"{name}.wav").read_bytes() == (folder / f"{name}.wav").read_bytes(), name


def test_tests_are_silent_and_the_volume_setting_is_kept(tmp_path):
    app = App(size=(1280, 720), settings={"sound": True, "volume": 1.0}, saves=None, headless=True)
    assert app.sounds == {}
    app.play("win")  # nothing to play: no error
    path = tmp_path / "settings.json"
    path.write_text('{"volume": 7, "colour_blind": true}')
    got = load_settings(path)
    assert got["volume"] == 1.0 and got["colour_blind"] is True
    path.write_text('{"volume": "loud"}')
    assert load_settings(path)["volume"] == 0.7


def test_a_move_sounds_its_weightiest_event():
    from game.games.villainous.events import Drew, GainedPower, Played, Revealed, Vanquished, Won
    from game.table.views.villainous.motion import sound_for

    assert sound_for([GainedPower(0, 2)]) == "gain"
    assert sound_for([Played(0, 5, 1, 1), Drew(0, 1)]) == "play"
    assert sound_for([Revealed(1, (3, 4)), Played(1, 3, 0, 0)]) == "fate"
    assert sound_for([Vanquished(0, 7, (3,)), Won(0)]) == "win"
    assert sound_for([]) is None
