"""One message catalogue (gettext) for the whole interface: every word the code marks is in it,
translated in English and in Portuguese, with the same {placeholders}; the language is chosen in
Settings and every screen still fits its words."""

from __future__ import annotations

import gettext
import io
import os
import re
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import i18n  # noqa: E402
from game.core.phrase import Name, say  # noqa: E402
from game.i18n import CONTEXT_SEPARATOR, LANGUAGES, NAME_CONTEXT, _, po_path, read_po  # noqa: E402
from game.table.kit import textfit  # noqa: E402
from tools import messages  # noqa: E402

WORDS = messages.messages()
#: the proper names in the catalogue ("name\x04Wolves"): the Villainous cards, villains, locations
NAMES = {m for m in WORDS if m.startswith(NAME_CONTEXT + CONTEXT_SEPARATOR)}
ROOT = Path(__file__).resolve().parents[2]
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
    assert all(en[m] == m.rpartition(CONTEXT_SEPARATOR)[2] for m in WORDS)
    words = [m for m in WORDS if m not in NAMES]
    assert sum(pt[m] != m for m in words) > len(words) * 0.9


def kept_as_printed() -> set[str]:
    """The names docs/translation.md says the Portuguese editions print in English."""
    doc = (ROOT / "docs" / "translation.md").read_text(encoding="utf-8")
    block = doc.split("<!-- names kept as printed: begin -->")[1].split("<!-- names kept as printed: end -->")[0]
    # the list is comma-separated; a name holds no comma
    return {n.strip() for n in " ".join(block.split()).split(",") if n.strip()}


def test_villainous_names_are_the_portuguese_editions_except_those_printed_so():
    """Card and location names in Portuguese: a name may stay as printed only where the
    Portuguese edition prints it so, and docs/translation.md says which."""
    pt = read_po(po_path("pt"))
    names = {m.rpartition(CONTEXT_SEPARATOR)[2] for m in NAMES}
    assert {"Wolves", "The Woods", "Cauldron Born", "Deep Space", "Seventh Sister", "Bounty: Han Solo"} <= names
    same = {n for n in names if pt[NAME_CONTEXT + CONTEXT_SEPARATOR + n] == n}
    documented = kept_as_printed()
    assert same == documented, (f"kept in English but not in docs/translation.md: {sorted(same - documented)}; "
                                f"listed there but translated: {sorted(documented - same)}")
    assert len(same) < len(names) / 2


def test_no_portuguese_text_names_a_card_in_english():
    """The Portuguese card texts, help pages and prompts use the names the table draws."""
    pt = read_po(po_path("pt"))
    translated = {m.rpartition(CONTEXT_SEPARATOR)[2]: pt[m] for m in NAMES if pt[m] != m.rpartition(CONTEXT_SEPARATOR)[2]}
    english = re.compile("|".join(rf"(?<!\w){re.escape(n)}(?!\w)" for n in sorted(translated, key=len, reverse=True)))
    left = {m: english.findall(pt[m]) for m in WORDS if m not in NAMES and english.search(pt[m])}
    assert not left, left


def test_a_name_is_said_as_the_language_names_it():
    i18n.set_language("pt")
    assert i18n.proper_name("Wolves") == "Lobos" and i18n.proper_name("Boba Fett") == "Boba Fett"
    assert i18n.tr(say("Play {card} where?", card=Name("Wolves"))) == "Jogar Lobos onde?"
    assert i18n.proper_name("Gate Survey Team") == "Gate Survey Team"  # Stargate's stay as printed
    assert i18n.tr(Name("Central Square", pt="Praça Central")) == "Praça Central"
    i18n.set_language("en")
    assert i18n.proper_name("Wolves") == "Wolves"
    assert i18n.tr(say("Play {card} where?", card=Name("Wolves"))) == "Play Wolves where?"


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
    for m in sorted(NAMES)[:10]:  # a word in a context, as gettext's pgettext finds it
        context, _sep, word = m.partition(CONTEXT_SEPARATOR)
        assert compiled.pgettext(context, word) == pt[m]


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
