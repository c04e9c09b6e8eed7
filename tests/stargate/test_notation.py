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


def test_every_action_is_said_with_printed_titles_and_its_price():
    """The words of each verb (docs/content/stargate-notation.md's verbs): cards by their printed
    title, the power each costs, what a play is (gear, obstacle with or without a blocked
    character, adversary, a card played on another); an unknown verb is said as itself."""
    from game.games.stargate.actions import Action
    from game.games.stargate.notation import describe, text

    from .helpers import started

    g = started()
    st = g.state
    voss = "Ilan Voss, Linguist"
    said = {
        Action("stop", 0): ("stop hale", "Stop Mara Hale, Survey Leader before the first turn"),
        Action("mulligan"): ("mulligan", "Shuffle your hand back and draw a new one"),
        Action("keep"): ("keep", "Keep your opening hand"),
        Action("play", 12, 2): ("play survey-kit >voss", f"Equip {voss} with Survey Kit (1 power)"),
        Action("play", 26): ("play ravine", "Play the obstacle Sheer Ravine at the mission (1 power)"),
        Action("play", 26, 2): ("play ravine >voss",
                                f"Play the obstacle Sheer Ravine at the mission (1 power), blocking {voss}"),
        Action("play", 39): ("play wraithe", "Bring in the adversary Corvin Wraithe, Rogue Agent (2 power)"),
        Action("play", 6): ("play okafor", "Play Dr. Ama Okafor, Archaeologist (1 power)"),
        Action("play", 18, 2): ("play second-look >voss", f"Play A Second Look on {voss} (1 power)"),
        Action("assign", 2): ("assign voss", f"Assign {voss} to the mission"),
        Action("boost", 1, 0): ("boost hale >hale", "Discard Mara Hale, Survey Leader to boost Mara Hale, Survey Leader"),
        Action("complicate", 29): ("complicate storm", "Put Ion Storm face down at the mission as a complication (1 power)"),
        Action("use", 6): ("use okafor", "Stop Dr. Ama Okafor, Archaeologist to use its ability"),
        Action("withdraw", 6): ("withdraw okafor", "Withdraw Dr. Ama Okafor, Archaeologist from the mission (1 power)"),
        Action("pass"): ("pass", "Pass"),
        Action("incapacitate", 24): ("incapacitate jumper", "Incapacitate Survey Jumper"),
        Action("decline"): ("decline", "Incapacitate no ship"),
        Action("revive", 39): ("revive wraithe", "Revive Corvin Wraithe, Rogue Agent (mill 1)"),
        Action("score", 39): ("score wraithe", "Score Corvin Wraithe, Rogue Agent in your villain score pile"),
        Action("destroy", 6): ("destroy okafor", "Let Dr. Ama Okafor, Archaeologist be destroyed"),
        Action("place", -1, 2): ("place >voss", f"Put the completed mission under {voss}"),
        Action("continue"): ("continue", "Attempt another mission (free: none failed this turn)"),
        Action("end"): ("end", "End the mission phase"),
        Action("bottom", 49): ("bottom survey-m2", "Put The Singing Stones at the bottom of your Mission pile"),
        Action("discard", 16): ("discard translation", "Discard Sudden Translation"),
        Action("zap", 3): ("zap voss", "zap"),
    }
    assert st.actor == 0
    for a, (txt, words) in said.items():
        assert (text(st, a), describe(st, a)) == (txt, words), a
    st.failed_count = 2
    assert describe(st, Action("continue")) == "Attempt another mission (2 power to the villain)"
    st.actor = 1  # the other seat's cards are named with their owner
    assert text(st, Action("assign", 2)) == "assign p1:voss"
    assert text(st, Action("place", -1, 2)) == "place >p1:voss"


def test_every_event_is_logged_with_players_by_number_and_cards_by_title():
    from game.games.stargate import events as E
    from game.games.stargate.notation import describe_event

    from .helpers import started

    st = started().state
    reyes = "Teo Reyes, Field Medic"
    lines = {
        E.TurnBegan(3, 0, 1, 4): "Turn 3: Player 1 is the hero, Player 2 the villain (4 power each)",
        E.MissionFlipped(1, 4): f"Player 2 attempts {reyes}",
        E.CardMoved(0, 4, "hand", "play"): f"Player 1: {reyes} goes from hand to play",
        E.Milled(1, (4, 0)): f"Player 2 mills {reyes}, Mara Hale, Survey Leader",
        E.ComplicationPlayed(1, -1, 2): "Player 2 adds a complication for 2 power",
        E.StateChanged(4, "stopped"): f"{reyes} is now stopped",
        E.StateChanged(0, "ready"): "Mara Hale, Survey Leader is now ready",
        E.StateChanged(-1, "ready"): "a card is now ready",
        E.Boosted(0, 4, 5): f"Player 1 boosts {reyes}",
        E.Passed(1): "Player 2 passes",
        E.PowerChanged(0, 2, 5): "Player 1 gains 2 power",
        E.PowerChanged(1, 1, 5): "Player 2 gains 1 power",
        E.PowerChanged(1, -1, 3): "Player 2 pays 1 power",
        E.CardsDrawn(0, 2): "Player 1 draws 2",
        E.ShipBattle(3, 2, 0): "Ship battle 3 against 2: Player 1 wins",
        E.ShipBattle(1, 2, 1): "Ship battle 1 against 2: Player 2 wins",
        E.ShipBattle(2, 2, -1): "Ship battle 2 against 2: nobody wins",
        E.MissionResolved(4, 5, 4, True): f"{reyes} succeeds: skill 5 against difficulty 4",
        E.MissionResolved(4, 3, 4, False): f"{reyes} fails: skill 3 against difficulty 4",
        E.Effected(0, 4, "draw", 2): f"{reyes}: draw 2",
        E.Effected(0, 4, "destroy", 0): f"{reyes}: destroy",
        E.Won(1, "score"): "Player 2 wins (score)",
    }
    for event, line in lines.items():
        assert describe_event(st, event) == line, event

    class Unheard(E.Event):
        pass

    assert describe_event(st, Unheard()) == "Unheard"


def test_a_refused_text_quotes_the_first_six_legal_actions():
    from .helpers import started

    g = started()
    assert len(g.legal_texts()) > 6
    with pytest.raises(IllegalAction) as err:
        g.apply("fly away")
    assert str(err.value) == ("'fly away' is not a legal action now; legal actions include 'play lind', "
                              "'play rifle >hale', 'play rifle >voss', 'play rifle >reyes', 'play rifle >kesh', "
                              "'play second-look'")
