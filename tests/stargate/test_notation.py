"""The notation of docs/content/stargate-notation.md, as written there."""

from __future__ import annotations

import pytest

from game.games.stargate import IllegalAction
from game.games.stargate import totals as T

from .helpers import scenario, team


def test_texts_name_own_cards_by_key_and_others_by_seat():
    g = scenario("survey-m4", villain_hand=("interrogation",), hero_hand=("survey-kit",))
    assert "play survey-kit >voss" in g.legal_texts()
    g.apply("play survey-kit >voss")
    assert "play interrogation >p1:reyes" in g.legal_texts()


def test_a_complication_is_named_by_its_place_never_its_face():
    g = scenario("survey-m4", villain_hand=("decree", "tribute"), hero_hand=("clear-path",))
    g.apply("pass")
    g.apply("complicate decree")
    assert "play clear-path >complication1" in g.legal_texts()
    assert not any("decree" in t for t in g.legal_texts())


def test_parse_forgives_spaces_and_case():
    g = scenario("survey-m4")
    a = g.parse("  ASSIGN   reyes ")
    assert a.card == team(g.state, "reyes")


def test_copies_in_hand_share_one_text():
    g = scenario("survey-m4", villain_hand=("ashrak", "ashrak"), actor="villain")
    texts = g.legal_texts()
    assert texts.count("play ashrak") == 1 and texts.count("complicate ashrak") == 1


def test_describe_uses_titles_and_prices():
    g = scenario("survey-m4", villain_hand=("decree",), actor="villain")
    a = g.parse("complicate decree")
    assert g.describe(a) == ("Put Royal Decree face down at the mission as a complication "
                             "(1 power)")
    g.apply(a)
    assert T.complication_cost(g.state) == 2


def test_an_unknown_text_is_refused_with_examples():
    g = scenario("survey-m4")
    with pytest.raises(IllegalAction, match="legal actions include 'assign hale'"):
        g.apply("assign p2:azhur")
