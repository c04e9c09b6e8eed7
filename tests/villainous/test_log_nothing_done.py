"""Issue 47, "saying what things are": a card's step that finds nothing to act on says so in
the game log ("Ezra Bridger: no Ally to move.") rather than nothing; a step that does act
logs what it did and no "nothing". One test per family of verbs (Heroes, Allies, the hand and
the decks, finding a card, the tokens and Vehicles of Scum and Villainy)."""

from __future__ import annotations

from game.games.villainous import events as E
from game.games.villainous.words import event_words

from .helpers import ally, at, do, fate_top, hero, iid, new, pull, set_hand, to_discard
from .sv_helpers import (
    AMBITION_AT,
    CAD,
    PLAY_AT,
    SISTER,
    card_def,
    fate_against,
    game,
    legal,
    ready,
    vehicle,
)

S = SISTER
LT = ("lady-tremaine", "gaston")


def play(st, seat: int, label: str, to: str | None = None) -> list:
    """``sv_helpers.play``, keeping the events of the play."""
    ambition = card_def(st, seat, label).extra.get("currency") == "ambition"
    set_hand(st, seat, label)
    ready(st, seat, (AMBITION_AT if ambition else PLAY_AT)[seat])
    return do(st, f"{'ambition' if ambition else 'play'} {label}" + ("" if to is None else f" @{to}"))


def _moved(st, *moves: str) -> list:
    """The Movement phase: the mover goes to ``moves[0]``, then the answers."""
    st.phase = "move"
    st.legal_cache = None
    return do(st, *moves)


def _said(st, events) -> list[str]:
    return [event_words(st, ev) for ev in events]


def _nothing(events) -> list:
    return [e for e in events if isinstance(e, E.NothingDone)]


# --- Heroes: "move a Hero" --------------------------------------------------------------


def test_eighth_brother_with_no_hero_to_move_says_so_in_the_log():
    st = game()
    events = play(st, S, "eighth-brother", "garel-city")
    assert "Eighth Brother: no Hero to move." in _said(st, events)
    assert [(e.seat, e.card) for e in _nothing(events)] == [(S, iid(st, S, "eighth-brother"))]


def test_eighth_brother_moving_a_hero_logs_the_move_and_no_nothing():
    st = game()
    hero(st, S, "chopper", "bilzen")
    events = play(st, S, "eighth-brother", "garel-city")
    events += do(st, "pick chopper", "at malachor")
    assert any(isinstance(e, E.Moved) and e.card == iid(st, S, "chopper") for e in events)
    assert not _nothing(events)


# --- Allies: "move an Ally" ---------------------------------------------------------------


def test_ezra_bridger_with_no_ally_to_move_says_so_in_the_log():
    st = game()
    fate_against(st, S, "ezra-bridger", "safe-house")
    events = do(st, "at bilzen")
    assert "Ezra Bridger: no Ally to move." in _said(st, events)
    assert "done" not in legal(st)  # nothing was asked


def test_ezra_bridger_moving_an_ally_logs_the_move_and_no_nothing():
    st = game()
    ally(st, S, "fifth-brother", "bilzen")
    fate_against(st, S, "ezra-bridger", "safe-house")
    events = do(st, "at bilzen", "pick fifth-brother", "at garel-city")
    assert any(isinstance(e, E.Moved) and e.card == iid(st, S, "fifth-brother") for e in events)
    assert not _nothing(events)


def test_ahsoka_tano_with_no_ally_at_her_location_says_so_in_the_log():
    st = game()
    ally(st, CAD, "embo", "the-box")
    fate_against(st, CAD, "ahsoka-tano", "clone-raid")
    events = do(st, "at coruscant")
    assert "Ahsoka Tano: no Ally at Coruscant to move." in _said(st, events)


# --- the hand and the decks ---------------------------------------------------------------


def test_dark_side_focus_with_an_empty_deck_and_discard_pile_says_so_in_the_log():
    st = game()
    p = st.players[S]
    set_hand(st, S, "dark-side-focus")
    p.deck.clear()
    p.discard.clear()
    ready(st, S, PLAY_AT[S])
    events = do(st, "play dark-side-focus")
    assert not p.hand
    assert "Dark Side Focus: the Villain deck and its discard pile are empty." in _said(st, events)


def test_dark_side_focus_drawing_logs_the_draw_and_no_nothing():
    st = game()
    events = play(st, S, "dark-side-focus")
    assert any(isinstance(e, E.Drew) for e in events) and not _nothing(events)


def test_i_said_if_with_an_empty_discard_pile_says_so_in_the_log():
    st = new(LT)
    set_hand(st, 0, "i-said-if-1")
    at(st, "the-music-room", power=2)
    events = do(st, "play i-said-if-1")
    assert len(st.players[0].hand) == 2  # the draw still happens
    assert "I Said \"If\": the Villain discard pile is empty." in _said(st, events)


def test_i_said_if_shuffling_a_discard_pile_says_no_nothing():
    st = new(LT)
    set_hand(st, 0, "i-said-if-1")
    to_discard(st, 0, "midnight", "trapped-1")
    at(st, "the-music-room", power=2)
    events = do(st, "play i-said-if-1")
    assert not _nothing(events)


# --- finding a card -----------------------------------------------------------------------


def _ball_gown_cinderella_defeated(st) -> list:
    hero(st, 0, "ball-gown-cinderella", "the-castle")
    set_hand(st, 0, "you-little-thief-1")
    at(st, "the-music-room", power=9)
    return do(st, "play you-little-thief-1")


def test_a_glass_slipper_not_to_be_found_says_so_in_the_log():
    st = new(LT)
    pull(st, iid(st, 0, "glass-slipper-room"))  # out of every zone: nowhere to be found
    events = _ball_gown_cinderella_defeated(st)
    said = _said(st, events)
    assert "Ball Gown Cinderella: no Glass Slipper in the Realm, the Fate deck or its discard pile." in said
    assert len(_nothing(events)) == 1  # the other Glass Slipper is found


def test_glass_slippers_found_say_no_nothing():
    st = new(LT)
    events = _ball_gown_cinderella_defeated(st)
    assert sum(isinstance(e, E.Found) for e in events) == 2 and not _nothing(events)


# --- Scum and Villainy: Vehicles, tokens, Targets -----------------------------------------


def test_tie_advanced_with_no_hero_vehicle_to_engage_says_so_in_the_log():
    st = game()
    events = play(st, S, "tie-advanced", "deep-space")
    assert "Seventh Sister's TIE Advanced: no Hero Vehicle to engage." in _said(st, events)


def test_tie_advanced_engaging_says_no_nothing():
    st = game()
    vehicle(st, S, "phantom")
    events = play(st, S, "tie-advanced", "deep-space")
    events += do(st, "pick phantom")
    assert not _nothing(events)


def test_tie_advanced_arriving_with_no_hero_for_its_token_says_so_in_the_log():
    st = game()
    play(st, S, "tie-advanced", "deep-space")
    events = _moved(st, "move tie-advanced")
    assert "Seventh Sister's TIE Advanced: no Hero to take the Strength token." in _said(st, events)


def test_xanadu_blood_arriving_with_no_target_to_collect_says_so_in_the_log():
    st = game()
    play(st, CAD, "xanadu-blood", "deep-space")
    events = _moved(st, "move xanadu-blood")
    assert "Xanadu Blood: no Target to collect." in _said(st, events)


# --- Despicable Plots: gathering Allies, the hand, the Relic ------------------------------

HK = ("horned-king", "gaston")


def _fate_on_the_horned_king(st, *moves) -> list:
    """Gaston (p2) takes a Fate action against the Horned King (p1), who holds no card."""
    set_hand(st, 0)
    at(st, "the-woods", seat=1)
    return do(st, "fate p1", *moves)


def test_fflewddur_fflam_with_no_ally_to_gather_says_so_in_the_log():
    st = new(HK)
    fate_top(st, 0, "fflewddur-fflam", "gurgi")
    events = _fate_on_the_horned_king(st, "pick fflewddur-fflam", "at dungeons")
    assert "Fflewddur Fflam: no Ally to move." in _said(st, events)


def test_fflewddur_fflam_gathering_an_ally_says_no_nothing():
    st = new(HK)
    ally(st, 0, "creeper", "morva")
    fate_top(st, 0, "fflewddur-fflam", "gurgi")
    events = _fate_on_the_horned_king(st, "pick fflewddur-fflam", "at dungeons")
    assert any(isinstance(e, E.Moved) for e in events) and not _nothing(events)


def test_i_believe_in_you_with_an_empty_hand_says_so_in_the_log():
    st = new(HK)
    fate_top(st, 0, "i-believe-in-you-1", "gurgi")
    events = _fate_on_the_horned_king(st, "pick i-believe-in-you-1")
    assert len(st.players[0].hand) == 3  # he still draws three
    assert "I Believe in You: no card in hand to discard." in _said(st, events)


def test_hen_wen_defeated_with_the_cauldron_claimed_already_says_so_in_the_log():
    st = new(HK)
    st.players[0].relic = 1
    hero(st, 0, "hen-wen", "morva")
    ally(st, 0, "guard-dog", "morva")
    at(st, "throne-room", power=5)
    events = do(st, "vanquish hen-wen")
    assert "Hen Wen: The Black Cauldron is claimed already." in _said(st, events)


def test_hen_wen_defeated_claims_the_cauldron_and_says_no_nothing():
    st = new(HK)
    hero(st, 0, "hen-wen", "morva")
    ally(st, 0, "guard-dog", "morva")
    at(st, "throne-room", power=5)
    events = do(st, "vanquish hen-wen")
    assert any(isinstance(e, E.RelicClaimed) for e in events) and not _nothing(events)
