"""One source of legality: the generators of the legal actions also give the refusals.

``why_not(attempt)`` runs the same generators as ``legal_actions`` with a ``Refusals`` to
tell; over random positions it must answer None exactly for the legal actions."""

from __future__ import annotations

import random

import pytest

from game.games.villainous import actions as A
from game.games.villainous import rules as R
from game.games.villainous.actions import Action
from game.games.villainous.legality import Refusals, canonical
from game.games.villainous.resolution import IllegalAction
from game.games.villainous.state import State
from game.games.villainous.turn import turn_actions
from game.games.villainous.zones import distinct_cards

from .helpers import ally, at, do, hero, iid, loc, new, set_hand

BOX = ("gaston", "lady-tremaine", "horned-king")


def _attempts(st: State, seat: int) -> list[Action]:
    """What a player could try at the table: every drop and click, legal or not."""
    p = st.players[seat]
    nloc = len(p.vside)
    realm = [c for z in p.vside + p.fside for c in z] + [i for i in st.attach if st.table.owner[i] == seat]
    out = [A.GAIN_ACTION, A.END_ACTION, A.DISCARD_ACTION, Action(A.ACTIVATE_RELIC)]
    out += [Action(A.MOVE, -1, i) for i in range(nloc)]
    out += [Action(A.FATE, -1, o) for o in range(st.n)]
    for c in distinct_cards(st, p.hand):
        out += [Action(A.PLAY, c, i) for i in range(-1, nloc)]
        out += [Action(A.ATTACH, c, h) for h in realm]
        out += [Action(A.REPLACE, c, h) for h in realm]
    for c in realm:
        out += [Action(A.MOVE_CARD, c, i) for i in range(nloc)]
        out += [Action(A.MOVE_HERO, c, i) for i in range(nloc)]
        out += [Action(A.VANQUISH, c), Action(A.ACTIVATE, c)]
    if st.prompt is not None:
        out += list(st.prompt.options)
    # nonsense a hostile caller could send
    out += [Action("nope"), Action(A.ATTACH, realm[0] if realm else 0, "x"), Action(A.MOVE_CARD, 0, "x"),
            Action(A.PLAY, 10_000, 0), Action(A.MOVE, -1, 99), Action(A.FATE, -1, 99), Action(A.MODE, -1, "x")]
    return out


def _positions(games: int, seed: int):
    rnd = random.Random(seed)
    for g in range(games):
        st = R.new_game(BOX, seed + g)
        while st.winner is None and st.round <= 12:
            if rnd.random() < 0.08:
                yield st
            acts = R.legal_actions(st)
            R.apply(st, acts[rnd.randrange(len(acts))])


def test_why_not_is_none_exactly_for_the_legal_actions():
    checked = refused = 0
    for st in _positions(30, 1300):
        seat = R.current_player(st)
        legal = set(R.legal_actions(st))
        for a in legal:
            assert R.why_not(st, seat, a) is None, a
        for a in _attempts(st, seat):
            reason = R.why_not(st, seat, a)
            assert (reason is None) == (a in legal), (a, reason)
            if reason is not None:
                assert isinstance(reason, str) and reason and "{" not in reason
                refused += 1
            checked += 1
        other = (seat + 1) % st.n
        assert R.why_not(st, other, next(iter(legal))).startswith("It is ")
    assert checked > 2000 and refused > 1000


def test_the_generators_give_the_same_legal_actions_when_they_explain():
    for st in _positions(8, 77):
        if st.prompt is None and st.phase == "actions":
            attempt = Action(A.PLAY, -1, -1)
            assert set(turn_actions(st, Refusals(attempt))) == set(R.legal_actions(st))


def test_a_copy_in_hand_is_refused_for_its_first_copys_reasons():
    st = new(("gaston", "gaston"))
    set_hand(st, 0, "wolves-1", "wolves-2")
    at(st, "the-tavern", power=0)
    hand = st.players[0].hand
    twin = Action(A.PLAY, hand[1], loc(st, 0, "the-tavern"))
    assert canonical(st, twin).card == hand[0]
    assert R.why_not(st, 0, twin) == R.why_not(st, 0, canonical(st, twin)) is not None


def test_why_not_is_none_only_for_a_move_apply_accepts_identical_cards_name_the_first_copy():
    """Identical copies in a hand are one move, named by the first copy: the twin of a legal
    card is refused (``apply`` would refuse it), saying which copy to name."""
    st = new(("gaston", "gaston"))
    set_hand(st, 0, "wolves-1", "wolves-2")
    at(st, "the-tavern", power=5)
    hand = st.players[0].hand
    first = Action(A.PLAY, hand[0], loc(st, 0, "the-tavern"))
    twin = first._replace(card=hand[1])
    assert first in R.legal_actions(st) and twin not in R.legal_actions(st)
    with pytest.raises(IllegalAction):
        R.apply(st.clone(), twin)
    assert R.why_not(st, 0, first) is None
    assert R.why_not(st, 0, twin) == "Name the first copy of that card in your hand"


def test_reasons_say_what_the_rule_is():
    st = new(("lady-tremaine", "gaston"))
    set_hand(st, 0, "lucifer")
    at(st, "the-castle", power=0)
    ballroom = loc(st, 0, "the-ballroom")
    castle = loc(st, 0, "the-castle")
    lucifer = iid(st, 0, "lucifer")
    assert R.why_not(st, 0, Action(A.PLAY, lucifer, castle)).startswith("Lucifer costs")
    st.players[0].power = 9
    st.legal_cache = None
    assert R.why_not(st, 0, Action(A.PLAY, lucifer, castle)) == "Lucifer needs a Hero at The Castle to Trap"
    assert R.why_not(st, 0, Action(A.PLAY, lucifer, ballroom)) == "The Ballroom is locked"
    assert R.why_not(st, 0, Action(A.MOVE, -1, castle)) == "You have already moved your Villain this turn"
    assert R.why_not(st, 1, A.GAIN_ACTION) == "It is Lady Tremaine's decision now"


@pytest.mark.rule("001:condition:1")
def test_a_condition_in_hand_is_refused_in_your_own_turn_as_a_condition():
    """"Condition cards are played during another player's turn": the refusal says so."""
    st = new(("gaston", "gaston"))
    set_hand(st, 0, "beautiful-as-me-1")
    at(st, "the-tavern", power=9)
    c = iid(st, 0, "beautiful-as-me-1")
    assert R.why_not(st, 0, Action(A.PLAY, c, -1)) == (
        "Beautiful as Me is a Condition: it is played in another player's turn, when it says")


def test_an_item_s_refusal_is_its_own_not_another_card_s():
    """The Item's "must be attached" refusal belongs to the Item: an Ally played to no
    location, after an Item in the hand, is refused for its own rule."""
    st = new(("gaston", "gaston"))
    set_hand(st, 0, "five-dozen-eggs-1", "wolves-1")
    at(st, "the-tavern", power=9)
    assert R.why_not(st, 0, Action(A.PLAY, iid(st, 0, "wolves-1"), -1)) == "Wolves is played to a location"
    assert R.why_not(st, 0, Action(A.PLAY, iid(st, 0, "five-dozen-eggs-1"), -1)) == (
        "Five Dozen Eggs must be attached to an Ally")


@pytest.mark.rule("001:ball-gowns:2")
def test_a_ball_gown_sister_is_refused_anywhere_but_her_plain_sister_s_place():
    """"Play only by discarding Anastasia from your Realm; Ball Gown Anastasia takes her
    place": played elsewhere, the refusal names the place."""
    st = new(("lady-tremaine", "gaston"))
    set_hand(st, 0, "ball-gown-anastasia")
    ally_at = loc(st, 0, "the-castle")
    ally(st, 0, "anastasia", "the-castle")
    at(st, "the-castle", power=9)
    c = iid(st, 0, "ball-gown-anastasia")
    assert R.why_not(st, 0, Action(A.PLAY, c, ally_at)) is None
    assert R.why_not(st, 0, Action(A.PLAY, c, loc(st, 0, "the-ballroom"))) == (
        "Ball Gown Anastasia must take Anastasia's place at The Castle")


def test_an_attempt_no_rule_explains_is_refused_in_plain_words():
    """Something that is no action at all still gets a sentence, never None or a blank."""
    st = new(("gaston", "gaston"))
    at(st, "the-tavern", power=3)
    assert R.why_not(st, 0, Action("nope")) == "That move is not possible now"


@pytest.mark.rule("001:on-your-turn:1")
def test_before_moving_every_action_is_refused_until_the_villain_moves():
    """"Move your Villain to a new location" comes first in a turn: taking an action, or
    playing a card that could be afforded, is refused with that sentence until then."""
    st = new(("gaston", "gaston"))
    set_hand(st, 0, "wolves-1")
    st.players[0].power = 5
    st.legal_cache = None
    assert st.phase == "move"
    first = "First move your Villain to a new location"
    assert R.why_not(st, 0, A.GAIN_ACTION) == first
    assert R.why_not(st, 0, Action(A.PLAY, iid(st, 0, "wolves-1"), loc(st, 0, "the-tavern"))) == first
    st.players[0].power = 0  # the move comes first, before what the card would cost
    st.legal_cache = None
    assert R.why_not(st, 0, Action(A.PLAY, iid(st, 0, "wolves-1"), loc(st, 0, "the-tavern"))) == first


def test_a_move_naming_a_card_not_in_hand_is_refused_even_when_other_plays_are_legal():
    """Only the copy number is interchangeable ("play wolves-2" for "play wolves-1"), not the card."""
    import pytest

    st = new(("gaston", "gaston"))
    set_hand(st, 0, "wolves-1", "wolves-2")
    at(st, "the-tavern", power=5)
    assert A.parse_action(st, "play wolves-2 @the-woods").card in st.players[0].hand
    with pytest.raises(A.NotationError):
        A.parse_action(st, "play lefou @the-woods")


def test_a_move_of_an_ally_refused_says_where_and_why():
    """Not in the Realm, no such place, a locked location (from or to), already there."""
    from game.games.villainous import reasons as RS

    st = new(("gaston", "gaston"))
    w = ally(st, 0, "wolves-1", "the-tavern")
    mda = ally(st, 0, "monsieur-d-arque", "the-woods")
    at(st, "the-tavern", power=5)
    tavern, woods = loc(st, 0, "the-tavern"), loc(st, 0, "the-woods")
    assert RS.move_card_reason(st, 0, iid(st, 0, "lefou"), tavern) == "LeFou is not in your Realm"
    assert RS.move_card_reason(st, 0, w, 9) == "Wolves cannot go there"
    assert RS.move_card_reason(st, 0, w, -1) == "Wolves cannot go there"
    assert RS.move_card_reason(st, 0, w, tavern) == "Wolves is already at The Tavern"
    assert RS.move_card_reason(st, 0, w, woods) == "Wolves cannot go to The Woods"
    assert RS.move_card_reason(st, 0, w, 0) == "Wolves cannot go to Belle's House"
    assert RS.move_card_reason(st, 0, w, len(st.players[0].locked)) == "Wolves cannot go there"
    lefou = ally(st, 0, "lefou", "belles-house")  # a card at the first location is in the Realm
    assert RS.move_card_reason(st, 0, lefou, tavern) == "LeFou cannot go to The Tavern"
    st.players[0].locked[woods] = True
    assert RS.move_card_reason(st, 0, w, woods) == "The Woods is locked"
    assert RS.move_card_reason(st, 0, mda, tavern) == "The Woods is locked"
    p = st.players[0]
    assert RS.activate_reason(st, p, w) == "Wolves has no Activated ability"
    assert RS.activate_reason(st, p, mda) == "Monsieur D'Arque is not in your Realm"
    defs = st.table.defs
    assert RS.attach_reason(defs[iid(st, 0, "five-dozen-eggs-1")]) == "Five Dozen Eggs must be attached to an Ally"
    assert RS.attach_reason(defs[iid(st, 0, "maurices-invention")]) == "Maurice's Invention must be attached to a Hero"
    hunt = defs[iid(st, 0, "hunters-instinct-1")]
    assert RS.effect_reason(st, p, hunt) == "Hunter's Instinct cannot do anything now, so it cannot be played"
    assert RS.printed_rule_reason(st, p, hunt) == (
        "Hunter's Instinct cannot be played now: Defeat a Hero whose Strength is 3 or less.")


@pytest.mark.rule("001:2-perform-actions:3")
def test_an_action_symbol_refused_says_whether_it_is_covered_used_or_not_there():
    """The Tavern shows Activate and Gain 2 on top, Play and Vanquish below."""
    from game.games.villainous import reasons as RS

    st = new(("gaston", "gaston"))
    ally(st, 0, "monsieur-d-arque", "the-woods")
    at(st, "the-tavern", power=5)
    assert RS.symbol_reason(st, "activate") is None and RS.symbol_reason(st, "play") is None
    assert RS.symbol_reason(st, "fate") == "There is no Fate action at The Tavern"
    assert RS.symbol_reason(st, "discard") == "There is no Discard Cards action at The Tavern"
    do(st, "gain")
    assert RS.symbol_reason(st, "gain2") == "You have used the Gain 2 Power action at The Tavern this turn"
    assert RS.symbol_reason(st, "gain1") == "There is no Gain 1 Power action at The Tavern"
    hero(st, 0, "belle", "the-tavern")
    assert RS.symbol_reason(st, "activate") == "The Activate action at The Tavern is covered by a Fate card"
    assert RS.symbol_reason(st, "gain2") == "The Gain 2 Power action at The Tavern is covered by a Fate card"
    assert RS.symbol_reason(st, "play") is None


def test_a_revealed_fate_card_that_cannot_be_played_says_why():
    """The log's clause for each reason a Fate card is discarded unplayed."""
    from game.games.villainous import reasons as RS

    st = new(("gaston", "lady-tremaine"))
    at(st, "the-tavern", seat=0)
    p = st.players[0]
    assert RS.fate_reason(st, 0, iid(st, 0, "maurices-invention"), 1) == "there is no Hero to attach it to"
    assert RS.fate_reason(st, 0, iid(st, 0, "belle"), 1) == ""
    assert RS.fate_reason(st, 0, iid(st, 0, "be-our-guest-1"), 1) == "it would do nothing now"
    hero(st, 0, "belle", "the-tavern")
    p.locked[loc(st, 0, "the-tavern")] = True
    assert RS.fate_reason(st, 0, iid(st, 0, "maurices-invention"), 1) == "every Hero is at a locked location"
    for i in range(len(p.locked)):
        p.locked[i] = True
    assert RS.fate_reason(st, 0, iid(st, 0, "lumiere"), 1) == "every location is locked"
    assert RS.hero_names(st, 0) == ["Belle"]

    st = new(("lady-tremaine", "gaston"))
    at(st, "the-castle", seat=0)
    ball_gown = iid(st, 0, "ball-gown-cinderella")
    assert RS.fate_reason(st, 0, ball_gown, 1) == "Cinderella is not in play"
    hero(st, 0, "cinderella", "the-castle")
    st.players[0].locked[loc(st, 0, "the-castle")] = True
    assert RS.fate_reason(st, 0, ball_gown, 1) == "Cinderella is at a locked location"


def test_a_revealed_fate_card_kept_out_by_its_own_rule_or_its_place_says_why():
    """The other clauses: a card that never comes with another in play, a Fate Item with its
    own location locked, a Hero that no open location admits, a card whose condition fails."""
    from game.games.villainous import reasons as RS

    st = new(("lady-tremaine", "gaston"))
    at(st, "the-castle", seat=0)
    p = st.players[0]
    cinderella = iid(st, 0, "cinderella")
    assert RS.fate_reason(st, 0, cinderella, 1) == ""
    hero(st, 0, "ball-gown-cinderella", "the-castle")
    assert RS.fate_reason(st, 0, cinderella, 1) == "Ball Gown Cinderella is in play"

    st = new(("lady-tremaine", "gaston"))
    at(st, "the-castle", seat=0)
    p = st.players[0]
    p.locked[loc(st, 0, "the-castle")] = True
    assert RS.fate_reason(st, 0, iid(st, 0, "glass-slipper-castle"), 1) == "The Castle is locked"
    for i in range(len(p.locked)):  # only The Ballroom open, and it admits only the Ball Gowns and The Prince
        p.locked[i] = i != loc(st, 0, "the-ballroom")
    assert RS.fate_reason(st, 0, iid(st, 0, "jaq"), 1) == "no location may take it"
    assert RS.fate_reason(st, 0, iid(st, 0, "the-prince"), 1) == ""

    st = new(("horned-king", "gaston"))  # a card played only while the Cauldron shows its power
    assert RS.fate_reason(st, 0, iid(st, 0, "cauldron-born-1"), 1) == "its condition is not met"


def test_every_verb_has_its_canonical_text():
    """docs/notation.md: cards by label, locations by key, seats as p1, p2…"""
    from game.games.villainous.actions import format_action

    st = new(("gaston", "lady-tremaine"))
    w, eggs = iid(st, 0, "wolves-2"), iid(st, 0, "five-dozen-eggs-1")
    inv, belle, t = iid(st, 0, "maurices-invention"), iid(st, 0, "belle"), loc(st, 0, "the-tavern")
    texts = {
        Action(A.MOVE, -1, t): "move the-tavern", A.GAIN_ACTION: "gain", A.END_ACTION: "end",
        A.DISCARD_ACTION: "discard", A.DONE_ACTION: "done", A.PASS_ACTION: "pass", A.YES_ACTION: "yes",
        A.NO_ACTION: "no", Action(A.PLAY, w, t): "play wolves-2 @the-tavern", Action(A.PLAY, w, -1): "play wolves-2",
        Action(A.CONDITION, w, -1): "play wolves-2", Action(A.ATTACH, inv, belle): "play maurices-invention >belle",
        Action(A.ACTIVATE, w): "activate wolves-2", Action(A.REPLACE, w, belle): "replace belle with wolves-2",
        Action(A.FATE, -1, 1): "fate p2", Action(A.MOVE_CARD, w, t): "move-ally wolves-2 @the-tavern",
        Action(A.MOVE_CARD, eggs, t): "move-item five-dozen-eggs-1 @the-tavern",
        Action(A.MOVE_HERO, belle, t): "move-hero belle @the-tavern", Action(A.VANQUISH, belle): "vanquish belle",
        Action(A.PICK, w): "pick wolves-2", Action(A.AT, -1, t): "at the-tavern", Action(A.ON, belle): "on belle",
        Action(A.MODE, -1, "x-y"): "mode x-y", Action(A.USE, w): "use wolves-2",
        Action(A.DISCARD_CARD, w): "discard wolves-2",
    }
    assert {a: format_action(st, a) for a in texts} == texts
    hk = new(("horned-king", "gaston"))
    assert format_action(hk, Action(A.ACTIVATE_RELIC)) == "activate the-black-cauldron"
    sv = new(("boba-fett", "cad-bane"))
    assert format_action(sv, Action(A.MOVE, iid(sv, 0, "slave-i"), -1)) == "move slave-i"
    import pytest

    with pytest.raises(ValueError, match="unknown verb 'zzz'"):
        format_action(st, Action("zzz"))


def test_a_typed_move_is_read_whatever_its_case_and_spaces_and_a_wrong_one_lists_the_legal():
    import pytest

    st = new(("gaston", "gaston"))
    set_hand(st, 0, "wolves-1", "wolves-2", "lefou")
    at(st, "the-tavern", power=5)
    w1 = iid(st, 0, "wolves-1")
    assert A.parse_action(st, "  PLAY Wolves-1 @ the-woods ") == Action(A.PLAY, w1, loc(st, 0, "the-woods"))
    assert A.parse_action(st, "play wolves-3 @the-woods").card in (w1, iid(st, 0, "wolves-2"))
    assert A.parse_action(st, "play wolves @the-woods").card in (w1, iid(st, 0, "wolves-2"))  # no number: any copy
    with pytest.raises(A.NotationError) as err:
        A.parse_action(st, " play lefou @the-moon ")
    assert str(err.value) == "'play lefou @the-moon' is not a legal move here"
    assert err.value.legal == sorted(err.value.legal) and "gain" in err.value.legal
    with pytest.raises(A.NotationError):  # only the card's copy number is free, not the place's
        A.parse_action(st, "play lefou @the-woods-2")
    assert A.parse_action(st, "end", legal=[A.GAIN_ACTION, A.END_ACTION]) == A.END_ACTION
    with pytest.raises(A.NotationError) as err:  # read against the legal actions given
        A.parse_action(st, "play lefou @the-woods", legal=[A.GAIN_ACTION, A.END_ACTION])
    assert err.value.legal == ["end", "gain"]
    hi1 = iid(st, 0, "hunters-instinct-1")
    assert A.parse_action(st, "play hunters-instinct-2", legal=[Action(A.PLAY, hi1, -1)]) == Action(A.PLAY, hi1, -1)
    set_hand(st, 0, "five-dozen-eggs-1")
    wolves = ally(st, 0, "wolves-1", "the-woods")
    eggs = iid(st, 0, "five-dozen-eggs-1")
    assert A.parse_action(st, "play five-dozen-eggs-1 > wolves-1") == Action(A.ATTACH, eggs, wolves)


def test_a_chosen_location_is_named_in_the_realm_the_prompt_is_about():
    """Gaston's Fate action against Lady Tremaine: "at" names one of her locations."""
    from game.games.villainous.actions import format_action

    from .helpers import do, fate_top

    st = new(("lady-tremaine", "gaston"))
    set_hand(st, 0)
    at(st, "the-woods", seat=1)
    fate_top(st, 0, "gus", "jaq")
    do(st, "fate p1")
    assert st.active == 1 and st.prompt.realm == 0
    assert format_action(st, Action(A.AT, -1, 0)) == "at " + st.players[0].villain.locations[0].key


def test_each_kind_of_when_played_ability_that_cannot_be_done_is_refused_in_its_own_words():
    """The sentence for a card whose "when played" step cannot be done there (the FAQ: a card
    whose text cannot be done cannot be played), one per kind of step: a Hero to Trap, a
    card to move or to find (named), an Item to discard, and any other step."""
    from game.games.villainous import reasons as RS

    st = new(("lady-tremaine", "gaston"))
    castle = loc(st, 0, "the-castle")

    def why(label: str, step: dict) -> str:
        return RS.ability_reason(st, 0, iid(st, 0, label), castle, step)

    assert why("lucifer", {"verb": "trap_hero"}) == "Lucifer needs a Hero at The Castle to Trap"
    hero(st, 0, "ball-gown-cinderella", "the-castle")  # a Hero there, but one that cannot be Trapped
    assert why("lucifer", {"verb": "trap_hero"}) == "Lucifer needs a Hero at The Castle that can be Trapped"
    assert why("the-key", {"verb": "move_hero_to", "card": "cinderella"}) == (
        "The Key needs Cinderella in your Realm to move")
    assert why("bruno", {"verb": "move", "what": "card", "card": "lucifer"}) == "Bruno needs Lucifer in the Realm"
    assert why("fairy-godmother", {"verb": "find_and_play", "card": "the-prince"}) == (
        "Fairy Godmother cannot find The Prince")
    assert why("jaq", {"verb": "discard_item"}) == "Jaq needs an Item in the Realm to discard"
    assert why("jaq", {"verb": "move", "what": "card", "card": "no-such-card"}) == (
        "Jaq cannot do what it says there, so it cannot be played")


def test_a_mover_to_a_locked_place_an_ally_onto_a_card_and_fate_at_an_empty_deck_each_say_why():
    st = new(("lady-tremaine", "gaston"))
    set_hand(st, 0, "lucifer")
    assert R.why_not(st, 0, Action(A.MOVE, -1, loc(st, 0, "the-ballroom"))) == "The Ballroom is locked"
    at(st, "the-castle", power=9)
    lucifer = iid(st, 0, "lucifer")
    assert R.why_not(st, 0, Action(A.ATTACH, lucifer, lucifer)) == "Lucifer is played to a location, not onto a card"
    gaston = st.players[1]
    gaston.fate_deck, gaston.fate_discard = [], []
    st.legal_cache = None
    assert R.why_not(st, 0, Action(A.FATE, -1, 1)) == "That player has no Fate cards left"


def test_playing_a_card_that_is_not_in_your_hand_says_so_by_name():
    st = new()
    at(st, "the-woods", power=9)
    wolves = next(c for c in st.players[0].deck if st.table.defs[c].key == "wolves")
    assert R.why_not(st, 0, Action(A.PLAY, wolves, loc(st, 0, "the-woods"))) == "Wolves is not in your hand"


def test_a_fate_action_at_the_fate_token_s_holder_or_at_no_player_says_why():
    """"As long as you have the Fate Token, you may not be the target of a Fate action": the
    refusal names the holder; a Fate action at no player of the game says there is no one."""
    st = new(["gaston"] * 5)
    st.fate_token = 1
    at(st, "the-woods")
    assert R.why_not(st, 0, Action(A.FATE, -1, 1)) == "Gaston holds the Fate token and cannot be targeted"
    assert R.why_not(st, 0, Action(A.FATE, -1, 0)) == "A Fate action targets another player"
    assert R.why_not(st, 0, Action(A.FATE, -1, 2)) is None
    assert R.why_not(st, 0, Action(A.FATE, -1, 9)) == "There is no one to take a Fate action against"


@pytest.mark.rule("001:locked-locations:1")
def test_a_card_or_a_hero_at_a_locked_location_is_refused_as_locked():
    """"A locked location cannot be used": activating a card there, or moving a Hero from
    there, is refused with the location's name."""
    from game.games.villainous.state import touched_all

    from .test_rules import _mover_villain

    st = new(("gaston", "gaston"))
    mda = ally(st, 0, "monsieur-d-arque", "the-woods")
    st.players[0].locked[loc(st, 0, "the-woods")] = True
    touched_all(st)
    at(st, "the-tavern", power=5)
    assert R.why_not(st, 0, Action(A.ACTIVATE, mda)) == "The Woods is locked"

    _mover_villain()
    st = new(["test-mover", "gaston"])
    lumiere = hero(st, 0, "lumiere", "the-woods")
    st.players[0].locked[loc(st, 0, "the-woods")] = True
    touched_all(st)
    at(st, "belles-house")
    assert R.why_not(st, 0, Action(A.MOVE_HERO, lumiere, loc(st, 0, "the-tavern"))) == "The Woods is locked"


def test_a_card_refused_at_a_place_is_refused_for_its_own_reason_not_an_earlier_card_s():
    """Two cards in hand, both refused at The Castle: each attempt hears its own card's reason."""
    st = new(("lady-tremaine", "gaston"))
    set_hand(st, 0, "bruno", "lucifer")
    at(st, "the-castle", power=9)
    castle = loc(st, 0, "the-castle")
    assert R.why_not(st, 0, Action(A.PLAY, iid(st, 0, "lucifer"), castle)) == (
        "Lucifer needs a Hero at The Castle to Trap")
    assert R.why_not(st, 0, Action(A.PLAY, iid(st, 0, "bruno"), castle)) == "Bruno needs Lucifer in the Realm"


@pytest.mark.rule("001:vanquish:2")
def test_a_vanquish_refused_says_the_strength_missing_or_that_no_ally_is_there():
    """"Allies at the Hero's location with a total Strength equal to or greater than the
    Hero's": the refusal says what is missing."""
    st = new(("gaston", "gaston"))
    belle = hero(st, 0, "belle", "the-tavern")
    at(st, "belles-house", power=0)
    assert R.why_not(st, 0, Action(A.VANQUISH, belle)) == "You have no Allies at The Tavern to vanquish Belle"
    ally(st, 0, "wolves-1", "the-tavern")
    st.legal_cache = None
    assert R.why_not(st, 0, Action(A.VANQUISH, belle)) == "Belle has Strength 2; your Allies there have 1"


def test_bruno_revealed_without_lucifer_in_play_says_the_card_it_moves_is_not_in_play():
    """Bruno ("Lucifer moves to Bruno's location") cannot be played without Lucifer: the reason
    says so, where it said 'what it says cannot be done'; it does not name Lucifer, who may lie
    in a hand or a deck (every seat reads the reason: the network leak oracle caught the name)."""
    from game.games.villainous import reasons as RS

    st = new(("lady-tremaine", "gaston"))
    at(st, "the-castle", seat=0)
    bruno = iid(st, 0, "bruno")
    assert RS.fate_reason(st, 0, bruno, 1) == "the card it moves is not in play"
    ally(st, 0, "lucifer", "the-castle")
    assert RS.fate_reason(st, 0, bruno, 1) == ""


def test_the_vanquish_question_names_the_hero_and_the_discard_question_the_done_button():
    """"Add Allies: 0 of 2 Strength" did not say for which Hero (two Heroes may stand where
    the Allies are); "then choose done" named a button labelled Done."""
    from game.i18n import tr

    st = new(("gaston", "gaston"))
    hero(st, 0, "mrs-potts-and-chip", "the-woods")  # Strength 1
    ally(st, 0, "wolves-1", "the-woods")
    ally(st, 0, "wolves-2", "the-woods")
    at(st, "the-tavern")
    do(st, "vanquish mrs-potts-and-chip")
    assert st.prompt is not None and tr(st.prompt.message) == "Add Allies to vanquish Mrs. Potts and Chip: 0 of 1 Strength"
    st = new(("gaston", "gaston"))
    at(st, "the-woods")
    do(st, "discard")
    assert tr(st.prompt.message) == "Choose a card to discard"  # no Done button before the first card


def test_show_me_the_beast_without_beast_or_belle_says_it_needs_one_of_them():
    """"Show Me the Beast! cannot do anything now" did not say what it waits for."""
    from game.games.villainous import reasons as RS

    st = new(("gaston", "lady-tremaine"))
    at(st, "the-tavern", seat=0)
    p = st.players[0]
    d = st.table.defs[iid(st, 0, "show-me-the-beast")]
    assert RS.effect_reason(st, p, d) == "Show Me the Beast! needs Beast or Belle in your Realm"
    hero(st, 0, "belle", "the-woods")  # Belle there: another reason, not this one
    assert "needs" not in RS.effect_reason(st, p, d)


def test_show_me_the_beast_with_belle_alone_is_not_said_to_be_stopped_by_belle():
    """With Belle alone in the Realm, Show Me the Beast! would put an Obstacle back (it removes
    none), so "Belle stops Obstacles being removed" was no reason (a new player's first game);
    a card that would remove an Obstacle now is still refused with it."""
    from game.games.villainous import reasons as RS

    st = new(("gaston", "lady-tremaine"))
    at(st, "the-tavern", seat=0)
    p = st.players[0]
    hero(st, 0, "belle", "the-woods")
    beast = st.table.defs[iid(st, 0, "show-me-the-beast")]
    assert "stops Obstacles" not in RS.effect_reason(st, p, beast)
    get_out = st.table.defs[iid(st, 0, "get-out")]  # "Remove three Obstacles"
    assert RS.effect_reason(st, p, get_out) == "Get Out! cannot do anything: Belle stops Obstacles being removed"
