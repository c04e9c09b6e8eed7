"""Plain words for every action and event (issue 11): no ids, no notation, one full stop."""

from __future__ import annotations

from game.core.match import Match, Seat, Setup
from game.games.villainous import rules as R
from game.games.villainous.actions import Action, parse_action
from game.games.villainous.events import DiscardedFromHand, describe
from game.games.villainous.words import (
    FateStory,
    action_words,
    event_words,
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
    m = Match(Setup(["gaston", "lady-tremaine", "horned-king"], [Seat("bot", "random")] * 3, 5))
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
