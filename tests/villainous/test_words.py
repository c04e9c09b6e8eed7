"""Plain words for every action and event (issue 11): no ids, no notation, one full stop."""

from __future__ import annotations

from game.core.match import Match, Seat
from game.games.villainous import rules as R
from game.games.villainous import villainous_setup
from game.games.villainous.actions import Action, parse_action
from game.games.villainous.events import DiscardedFromHand
from game.games.villainous.words import (
    FateStory,
    action_words,
    describe,
    event_words,
    move_words,
    notation_words,
    seat_words,
    sentence,
)

from .helpers import ally, at, do, fate_top, hero, iid, legal, loc, new, set_hand

LT = ("lady-tremaine", "gaston")


def _no_ids(text: str) -> None:
    assert "-" not in text.replace(" — ", "").replace("Bibbidi-Bobbidi-Boo", ""), text
    assert "@" not in text and ">" not in text, text


def test_moving_an_ally_reads_as_words_not_notation():
    """The button said "Move-ally wolves-2 @the-tavern"; it says "Move Wolves to The Tavern"."""
    st = new()
    at(st, "the-woods", seat=0)
    w = ally(st, 0, "wolves-2", "the-woods")
    a = Action("move_card", w, loc(st, 0, "the-tavern"))
    assert action_words(st, a) == "Move Wolves to The Tavern"


def test_every_legal_action_of_many_positions_has_words_without_ids():
    m = Match(villainous_setup(["gaston", "lady-tremaine", "horned-king"], [Seat("bot", "random")] * 3, 5))
    import random

    rng = random.Random(5)
    for _ in range(150):
        st = m.state
        if st.winner is not None:
            break
        acts = R.legal_actions(st)
        for a in acts:
            _no_ids(action_words(st, a))
        m.apply(acts[rng.randrange(len(acts))])


def test_an_answer_undone_or_replayed_names_the_place():
    """The log said "Undone: at the-music-room"; the words name The Music Room."""
    st = new(LT)
    set_hand(st, 0)
    at(st, "the-woods", seat=1)
    fate_top(st, 0, "gus", "jaq")  # Jaq needs an Item in the Realm: only Gus can come
    do(st, "fate p1")
    text = next(t for t in legal(st) if t.startswith("at "))
    said = notation_words(st, text)
    assert said.startswith("Choose ") and "-" not in said
    assert said == "Choose " + st.players[0].villain.locations[parse_action(st, text).to].name


def test_seats_read_as_villain_and_player_kind():
    """The Load list said "lady-tremaine (bot (normal))"."""
    assert seat_words("Lady Tremaine", "bot", "normal") == "Lady Tremaine — Normal bot"
    assert seat_words("Gaston", "human") == "Gaston — Human"


def test_sentences_end_with_one_stop():
    """The log doubled punctuation: "discards Time to Follow Me!."."""
    st = new()
    c = next(i for i, d in enumerate(st.table.defs) if d.name.endswith("!"))
    line = describe(st, DiscardedFromHand(st.table.owner[c], c))
    assert line.endswith("!") and not line.endswith("!.")
    assert sentence("Wolves is played.") == "Wolves is played."
    assert sentence("Wolves is played") == "Wolves is played."


def test_an_unplayable_fate_card_says_why_in_the_log():
    """Cinderella cannot come while Ball Gown Cinderella is in play: the log says so."""
    st = new(LT)
    hero(st, 0, "ball-gown-cinderella", "the-castle")
    fate_top(st, 0, "cinderella", "gus")
    set_hand(st, 0)
    at(st, "the-woods", seat=1)
    events = do(st, "fate p1")
    lines = [event_words(st, ev) for ev in events]
    assert "Cinderella cannot be played: Ball Gown Cinderella is in play." in lines


def test_a_fate_story_says_which_card_was_played_and_which_discarded():
    st = new(LT)
    hero(st, 0, "ball-gown-cinderella", "the-castle")
    fate_top(st, 0, "cinderella", "gus")
    set_hand(st, 0)
    at(st, "the-woods", seat=1)
    events = do(st, "fate p1")
    events += do(st, "at cinderellas-room")
    story = FateStory()
    for ev in events:
        story.feed(st, ev)
    assert story.done
    assert story.lines(st) == [
        "Gaston’s Fate action against Lady Tremaine",
        "Cinderella: discarded — cannot be played: Ball Gown Cinderella is in play",
        "Gus: played at Cinderella's Room",
    ]
    assert iid(st, 0, "gus") in st.players[0].fside[loc(st, 0, "cinderellas-room")]


def test_an_item_for_a_hero_with_no_hero_in_play_says_so():
    """Maurice's Invention revealed beside Maurice, before any Hero is in play."""
    st = new(("gaston", "gaston"))
    fate_top(st, 1, "maurice", "maurices-invention")
    at(st, "the-woods", seat=0)
    events = do(st, "fate p2")
    lines = [event_words(st, ev) for ev in events]
    assert "Maurice's Invention cannot be played: there is no Hero to attach it to." in lines


def _gaston_game():
    st = new(("gaston", "lady-tremaine"))
    return st, iid(st, 0, "wolves-1"), iid(st, 0, "lefou"), iid(st, 0, "belle"), loc(st, 0, "the-tavern")


def test_every_event_of_the_log_reads_as_its_own_sentence():
    """Each event class has its own words in the log: who did what, to which card, where."""
    from game.games.villainous import events as E

    st, w, lf, belle, t = _gaston_game()
    inv, wd, gus = iid(st, 0, "maurices-invention"), loc(st, 0, "the-woods"), iid(st, 1, "gus")
    said = {
        E.TurnBegan(0, 3): "Round 3: Gaston begins a turn.",
        E.MoverMoved(0, t): "Gaston moves to The Tavern.",
        E.GainedPower(0, 2): "Gaston gains 2 Power.",
        E.PaidPower(1, 3): "Lady Tremaine pays 3 Power.",
        E.Drew(0, 1): "Gaston draws 1 card.",
        E.Drew(1, 2): "Lady Tremaine draws 2 cards.",
        E.Shuffled(0, "fate"): "Gaston shuffles the Fate deck.",
        E.Shuffled(0, "villain"): "Gaston shuffles the Villain deck.",
        E.Shuffled(0, "odd"): "Gaston shuffles the Odd deck.",
        E.Played(0, w, t, 2): "Wolves is played to The Tavern for 2 Power.",
        E.Played(0, w, 0, 1): "Wolves is played to Belle's House for 1 Power.",
        E.Played(0, w, -1, 0): "Wolves is played in Gaston's Realm.",
        E.Attached(0, inv, belle, 1): "Maurice's Invention is attached to Belle for 1 Power.",
        E.Attached(0, inv, belle, 0): "Maurice's Invention is attached to Belle.",
        E.Activated(0, lf, 0): "Gaston activates LeFou.",
        E.FateTaken(1, 0): "Lady Tremaine takes a Fate action against Gaston.",
        E.Revealed(0, (belle, inv)): "Revealed: Belle, Maurice's Invention.",
        E.Revealed(0, ()): "Revealed: nothing.",
        E.Unplayable(0, belle, "why not"): "Belle cannot be played: why not.",
        E.Unplayable(0, belle, ""): "Belle cannot be played.",
        E.Moved(0, w, t, wd): "Wolves moves from The Tavern to The Woods.",
        E.Vanquished(0, belle, (w, lf)): "Gaston vanquishes Belle with Wolves, LeFou.",
        E.Vanquished(0, belle, ()): "Gaston vanquishes Belle with no Allies.",
        E.Defeated(0, belle, t): "Belle is defeated.",
        E.DiscardedFromHand(0, w): "Gaston discards Wolves.",
        E.Discarded(0, w): "Wolves goes to the discard pile.",
        E.Discarded(0, belle): "Belle goes to the Fate discard pile.",
        E.ToHand(0, w): "Wolves goes to Gaston's hand.",
        E.Found(0, w): "Wolves is found.",
        E.ObstacleChanged(0, t, -1): "An Obstacle is removed from The Tavern.",
        E.ObstacleChanged(0, t, 1): "An Obstacle is put back at The Tavern.",
        E.ObstacleChanged(0, t, 0): "An Obstacle is put back at The Tavern.",
        E.ConditionPlayed(1, gus): "Lady Tremaine plays the Condition Gus.",
        E.Trapped(0, belle): "Belle is Trapped.",
        E.Released(0, belle): "Belle is freed from the Trapped token.",
        E.Unlocked(0, t): "The Tavern is unlocked.",
        E.RelicClaimed(0): "Gaston claims The Black Cauldron.",
        E.RelicFlipped(0, 1): "The Black Cauldron turns back to its dormant side for Gaston.",
        E.RelicFlipped(0, 2): "The Power of the Black Cauldron now shows for Gaston.",
        E.Reordered(0, 2): "Gaston looks at the top 2 Fate cards and puts them back in an order.",
        E.Replaced(0, w, lf, t): "Gaston pays 2 Power: LeFou replaces Wolves at The Tavern.",
        E.TurnEnded(1): "Lady Tremaine ends the turn.",
        E.Won(0): "Gaston has achieved the Objective and wins!",
    }
    assert {ev: event_words(st, ev) for ev in said} == said


def test_a_scum_and_villainy_log_counts_credits_not_power():
    from game.games.villainous import events as E

    st = new(("boba-fett", "cad-bane"))
    jabba = iid(st, 0, "jabba-the-hutt")
    assert event_words(st, E.GainedPower(0, 2)) == "Boba Fett gains 2 Credits."
    assert event_words(st, E.PaidPower(0, 1)) == "Boba Fett pays 1 Credit."
    assert event_words(st, E.Played(0, jabba, 1, 2)) == "Jabba the Hutt is played to Executor Bridge for 2 Credits."


def test_every_kind_of_button_reads_as_words():
    """Each verb has its own label; an answer alone ("The Tavern") becomes a sentence in undo."""
    from game.games.villainous import actions as A

    st, w, _, belle, t = _gaston_game()
    inv = iid(st, 0, "maurices-invention")
    labels = {
        Action(A.MOVE, -1, t): ("Move to The Tavern", "Move to The Tavern"),
        Action(A.GAIN, -1, -1): ("Gain Power", "Gain Power"),
        Action(A.END, -1, -1): ("End turn", "End turn"),
        Action(A.DISCARD, -1, -1): ("Discard cards", "Discard cards"),
        Action(A.DONE, -1, -1): ("Done", "Done"),
        Action(A.PASS, -1, -1): ("Pass", "Pass"),
        Action(A.YES, -1, -1): ("Yes", "Answer yes"),
        Action(A.NO, -1, -1): ("No", "Answer no"),
        Action(A.PLAY, w, t): ("Play Wolves to The Tavern", "Play Wolves to The Tavern"),
        Action(A.PLAY, w, -1): ("Play Wolves", "Play Wolves"),
        Action(A.CONDITION, w, -1): ("Play Wolves", "Play Wolves"),
        Action(A.ATTACH, inv, belle): ("Play Maurice's Invention on Belle", "Play Maurice's Invention on Belle"),
        Action(A.ACTIVATE, w, -1): ("Activate Wolves", "Activate Wolves"),
        Action(A.ACTIVATE_RELIC, -1, -1): ("Activate The Black Cauldron", "Activate The Black Cauldron"),
        Action(A.REPLACE, w, belle): ("Cauldron Born for Belle (2 Power)", "Cauldron Born for Belle (2 Power)"),
        Action(A.FATE, -1, 1): ("Fate: Lady Tremaine", "Fate: Lady Tremaine"),
        Action(A.MOVE_CARD, w, t): ("Move Wolves to The Tavern", "Move Wolves to The Tavern"),
        Action(A.MOVE_HERO, belle, t): ("Move Belle to The Tavern", "Move Belle to The Tavern"),
        Action(A.VANQUISH, belle, -1): ("Vanquish Belle", "Vanquish Belle"),
        Action(A.AT, -1, t): ("The Tavern", "Choose The Tavern"),
        Action(A.PICK, w, -1): ("Wolves", "Choose Wolves"),
        Action(A.ON, belle, -1): ("Belle", "Choose Belle to attach to"),
        Action(A.USE, w, -1): ("Add Wolves", "Add Wolves"),
        Action(A.DISCARD_CARD, w, -1): ("Discard Wolves", "Discard Wolves"),
        Action("some_thing", -1, -1): ("Some thing", "Some thing"),
    }
    assert {a: (action_words(st, a), move_words(st, a)) for a in labels} == labels


def test_scum_and_villainy_buttons_name_their_currency_and_action():
    st = new(("boba-fett", "cad-bane"))
    jabba, vader = iid(st, 0, "jabba-the-hutt"), iid(st, 0, "darth-vader")
    han = iid(st, 0, "bounty-han-solo")
    assert action_words(st, Action("gain", -1, -1)) == "Collect Credits"
    assert action_words(st, Action("move", vader, -1)) == "Move aboard Darth Vader"
    assert action_words(st, Action("ambition_play", jabba, -1)) == "Play Jabba the Hutt (Ambition)"
    assert action_words(st, Action("ambition_play", jabba, 1)) == "Play Jabba the Hutt to Executor Bridge (Ambition)"
    assert action_words(st, Action("ambition_attach", jabba, vader)) == "Play Jabba the Hutt on Darth Vader (Ambition)"
    assert action_words(st, Action("ambition_activate", jabba, -1)) == "Activate Jabba the Hutt (Ambition)"
    assert action_words(st, Action("maneuver", jabba, -1)) == "Maneuver: disengage Jabba the Hutt"
    assert action_words(st, Action("maneuver", jabba, vader)) == "Maneuver: engage Jabba the Hutt with Darth Vader"
    assert (action_words(st, Action("fate_engage", jabba, vader))
            == "Fate: Boba Fett, engage Jabba the Hutt with Darth Vader")
    assert action_words(st, Action("hunt", han, -1)) == "Hunt Bounty: Han Solo (3 Credits)"


def test_an_either_or_option_is_named_by_what_its_first_step_does():
    from game.games.villainous import actions as A

    st = new(("gaston", "lady-tremaine"))
    cases = [
        ({"verb": "gain_power", "amount": 2}, "Gain 2 Power"),
        ({"verb": "gain_power"}, "Gain Power"),
        ({"verb": "draw", "count": 3}, "Draw 3 cards"),
        ({"verb": "draw", "count": 2, "up_to": True}, "Opt a b"),
        ({"verb": "find_and_play", "card": "lefou"}, "Find and play LeFou"),
        ({"verb": "find_and_play", "card": "nope"}, "Find and play nope"),
        ({"verb": "defeat_hero", "max_strength": 3}, "Defeat a Hero with Strength 3 or less"),
        ({"verb": "defeat_hero"}, "Opt a b"),
        ({"verb": "shuffle_discard_into_deck"}, "Shuffle the Villain discard pile into the deck"),
        ({"verb": "shuffle_discard_into_deck", "deck": "fate"}, "Shuffle the Fate discard pile into the deck"),
        ({"verb": "shuffle_discard_into_deck", "deck": "odd"}, "Shuffle the Odd discard pile into the deck"),
        ({"verb": "take_action", "action": "vanquish"}, "Vanquish a Hero"),
        ({"verb": "take_action", "action": "activate"}, "Activate a card"),
        ({"verb": "take_action", "action": "move_item_ally"}, "Move an Item or Ally"),
        ({"verb": "take_action", "action": "x"}, "Opt a b"),
    ]
    for step, words in cases:
        st.stack.append({"steps": [{"options": [{"key": "other", "steps": [{"verb": "gain_power"}]},
                                                {"key": "opt_a-b", "steps": [step]}]}]})
        a = Action(A.MODE, -1, "opt_a-b")
        assert (action_words(st, a), move_words(st, a)) == (words, f"Choose “{words}”"), step
        st.stack.pop()
    # an older frame with an option of the same key does not name the one being asked
    st.stack.append({"steps": [{"options": [{"key": "opt_a-b", "steps": [{"verb": "draw", "count": 3}]}]}]})
    st.stack.append({"steps": [{"options": [{"key": "opt_a-b", "steps": [{"verb": "gain_power", "amount": 1}]}]}]})
    assert action_words(st, Action(A.MODE, -1, "opt_a-b")) == "Gain 1 Power"


def test_a_bot_seat_without_a_level_and_an_unknown_villain_still_read():
    assert seat_words("Gaston", "bot") == "Gaston — Bot"
    assert seat_words("Gaston", "bot", "hard") == "Gaston — Hard bot"
    assert seat_words("Gaston", "bot", "weird") == "Gaston — Weird bot"
    from game.games.villainous.words import villain_name

    assert villain_name("lady-tremaine") == "Lady Tremaine"
    assert villain_name("no-such-villain") == "No Such Villain"
    st = new()
    assert notation_words(st, "nonsense move") == "nonsense move"


def test_a_fate_story_follows_only_its_own_reveal_and_its_own_cards():
    """Events before the Fate action, another seat's reveal and a second reveal are not its
    story; a card played in the Realm is "played", one attached names its host, one discarded
    without a reason just "discarded"."""
    from game.games.villainous import events as E

    st, w, lf, belle, t = _gaston_game()
    inv, maurice, lumiere = (iid(st, 0, k) for k in ("maurices-invention", "maurice", "lumiere"))
    story = FateStory()
    story.feed(st, E.Revealed(0, (w,)))
    assert not story.started and not story.done and story.cards == []
    story.feed(st, E.FateTaken(1, 0))
    assert story.started and not story.done
    story.feed(st, E.Revealed(1, (w,)))  # the taker's own cards: not the story's
    assert story.cards == []
    story.feed(st, E.Revealed(0, (belle, inv, maurice, lumiere)))
    story.feed(st, E.Revealed(0, (lf,)))  # a later reveal (a card's own text)
    assert story.lines(st) == ["Lady Tremaine’s Fate action against Gaston", "Belle: revealed",
                               "Maurice's Invention: revealed", "Maurice: revealed", "Lumiere: revealed"]
    story.feed(st, E.Attached(0, inv, belle, 0))
    story.feed(st, E.Played(0, w, t, 0))  # not a revealed card
    story.feed(st, E.Played(0, belle, t, 0))
    story.feed(st, E.Discarded(0, belle))  # played, then gone: still "played"
    story.feed(st, E.Played(0, maurice, -1, 0))
    assert not story.done
    story.feed(st, E.Discarded(0, lumiere))
    assert story.done
    assert story.lines(st) == ["Lady Tremaine’s Fate action against Gaston", "Belle: played at The Tavern",
                               "Maurice's Invention: played on Belle", "Maurice: played", "Lumiere: discarded"]
    story.feed(st, E.Unplayable(0, lumiere, ""))
    assert story.card_line(st, lumiere) == "Lumiere: discarded — cannot be played"
    story.feed(st, E.FateTaken(0, 1))  # a new Fate action starts a new story
    assert story.lines(st) == ["Gaston’s Fate action against Lady Tremaine"] and not story.done
    gus = iid(st, 1, "gus")
    story.feed(st, E.Revealed(1, (gus,)))
    story.feed(st, E.Discarded(1, gus))
    assert story.started and story.done and story.lines(st)[1:] == ["Gus: discarded"]


def test_the_fate_panel_says_where_a_hero_played_by_fate_moved_to_after():
    """Lumiere is played at The Tavern, then his own text moves him to The Woods: the Fate
    panel says where he went, not only where he was played (issue 47)."""
    st = new(LT)
    fate_top(st, 1, "lumiere", "cogsworth")
    set_hand(st, 0)
    at(st, "the-castle", seat=0)
    events = do(st, "fate p2", "pick lumiere", "at the-tavern", "pick lumiere", "at the-woods")
    story = FateStory()
    for ev in events:
        story.feed(st, ev)
    assert story.done
    lumiere = iid(st, 1, "lumiere")
    assert lumiere in st.players[1].fside[loc(st, 1, "the-woods")]
    assert story.lines(st) == [
        "Lady Tremaine’s Fate action against Gaston",
        "Lumiere: played at The Tavern, then moved to The Woods",
        "Cogsworth: discarded",
    ]
    # moved back where it was played: just "played at"
    from game.games.villainous import events as E

    story.feed(st, E.Moved(1, lumiere, loc(st, 1, "the-woods"), loc(st, 1, "the-tavern")))
    assert story.card_line(st, lumiere) == "Lumiere: played at The Tavern"
