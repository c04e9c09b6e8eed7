"""One message catalogue (gettext) for the whole interface: every word the code marks is in it,
translated in English and in Portuguese, with the same {placeholders}; the language is chosen in
Settings and every screen still fits its words."""

from __future__ import annotations

import gettext
import io
import os
import re

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.table import i18n, textfit  # noqa: E402
from game.table.i18n import LANGUAGES, _, po_path, read_po  # noqa: E402
from tools import messages  # noqa: E402

WORDS = messages.messages()
PLACEHOLDER = re.compile(r"\{[A-Za-z_]+\}")


@pytest.fixture(autouse=True)
def _english_after():
    yield
    i18n.set_language("en")


def test_the_code_marks_its_words():
    assert len(WORDS) > 150
    for needed in ("Settings", "New game", "End turn", "Rules help", "Skip lesson", "Language: {name}"):
        assert needed in WORDS


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_catalogue_word_is_translated(language):
    have = read_po(po_path(language))
    untranslated = [m for m in WORDS if not have.get(m)]
    assert not untranslated, f"{language}: {untranslated[:10]} (run tools/messages.py, then translate)"
    text = po_path(language).read_text(encoding="utf-8")
    assert text.count("\nmsgid ") - 1 == len(have), "an entry of the catalogue is untranslated"
    for msgid, msgstr in have.items():
        assert set(PLACEHOLDER.findall(msgid)) == set(PLACEHOLDER.findall(msgstr)), (language, msgid, msgstr)


def test_english_is_the_words_as_written_and_portuguese_is_not():
    en, pt = read_po(po_path("en")), read_po(po_path("pt"))
    assert all(en[m] == m for m in WORDS)
    assert sum(pt[m] != m for m in WORDS) > len(WORDS) * 0.9


def test_choosing_a_language():
    i18n.set_language("pt")
    assert _("Settings") == "Configurações" and i18n.language() == "pt"
    assert _("{name} wins!").format(name="Gaston") == "Gaston vence!"
    assert _("a sentence nobody wrote") == "a sentence nobody wrote"
    i18n.set_language("xx")  # unknown: English
    assert _("Settings") == "Settings" and i18n.language() == "en"


def test_a_broken_catalogue_leaves_english(tmp_path, monkeypatch):
    bad = tmp_path / "pt" / "LC_MESSAGES"
    bad.mkdir(parents=True)
    (bad / "villainous.po").write_text('msgid "Settings"\nmsgstr "unterminated\n', encoding="utf-8")
    monkeypatch.setattr(i18n, "locale_dir", lambda: tmp_path)
    i18n.set_language("pt")
    assert _("Settings") == "Settings"


def test_the_compiled_catalogue_says_the_same():
    pt = read_po(po_path("pt"))
    compiled = gettext.GNUTranslations(io.BytesIO(messages.mo_bytes(pt)))
    for m in list(WORDS)[:40]:
        assert compiled.gettext(m) == pt[m]


@pytest.mark.parametrize("size", [(1280, 720), (1920, 1080)])
def test_every_screen_fits_its_words_in_portuguese(size):
    from game.table.app import App
    from game.table.helpscreens import AboutScene, RulesHelpScene
    from game.table.scenes import SettingsScene, TitleScene

    app = App(size=size, settings={"animation_speed": 0.0, "sound": False, "confirm_end_turn": False,
                                   "language": "pt"}, saves=None, headless=True)
    textfit.record()
    try:
        title = TitleScene(app)
        app.push(title)
        app.draw()
        assert "Nova partida" in [w.label for w in title.widgets]
        for scene in (SettingsScene(app), RulesHelpScene(app), AboutScene(app)):
            app.push(scene)
            app.draw()
            app.pop()
        app.view.start_tutorial(app)
        app.step(1 / 60)
        app.draw()
        table = app.table()
        assert table.lesson.step is not None
        table.lesson.skip()
        table.handle(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h"))
        app.draw()
        assert not textfit.OVERFLOWS, textfit.OVERFLOWS
    finally:
        textfit.record(False)
    pygame.quit()


def test_the_language_is_chosen_in_settings():
    from game.table.app import App
    from game.table.scenes import SettingsScene

    app = App(size=(1280, 720), settings={"sound": False, "language": "en"}, saves=None, headless=True)
    settings = SettingsScene(app)
    app.push(settings)
    app.draw()
    row = next(w for w in settings.widgets if w.label.startswith("Language"))
    row.action()
    app.draw()
    assert app.settings["language"] == "pt" and _("Back") == "Voltar"
    assert any(w.label.startswith("Idioma") for w in settings.widgets)
    pygame.quit()
