"""The seed's five villain actions (rules/004), a test per rule, each quoting its sentence.

In these scenarios seat 0 plays the Gate Survey Team as the hero and seat 1 the Serpent
Court as the villain. Survey missions: m1-m3 Culture, m4-m6 Science, m7-m9 Combat,
m10-m12 Ingenuity.
"""

from __future__ import annotations

import dataclasses

import pytest

from game.games.stargate import IllegalAction
from game.games.stargate import totals as T
from game.games.stargate.actions import (
    ASSIGN,
    BOOST,
    COMPLICATE,
    DESTROY,
    PASS,
    PLAY,
    REVIVE,
    SCORE,
    USE,
    WITHDRAW,
    Action,
)
from game.games.stargate.state import ASSIGNED, READY, STOPPED

from .helpers import act, pass_both, scenario, to_play

SCIENCE, COMBAT, CULTURE = "survey-m4", "survey-m7", "survey-m1"


def villain_scene(mission=SCIENCE, hand=(), power=9, hero_hand=()):
    g = scenario(mission, villain_hand=hand, power=power, hero_hand=hero_hand, actor="villain")
    return g, g.state


def hand_card(st, key):
    """The copy of ``key`` in the villain's hand that actions name (the first one)."""
    return min(c for c in st.seats[1].hand if T.card(st, c).key == key)


# ---------------------------------------------------------------- Play an Obstacle

@pytest.mark.rule("004:play-an-obstacle:1")
def test_play_obstacle_pays_its_power_cost():
    """'You must pay the power cost listed on the card, subtracting it from your total
    available power for the turn.'"""
    g, st = villain_scene(hand=("forcefield",), power=5)
    act(g, PLAY, hand_card(st, "forcefield"))
    assert st.seats[1].power == 4


@pytest.mark.rule("004:play-an-obstacle:1")
def test_obstacle_needs_enough_power():
    """'If you don't have enough power to pay this cost, you can't play the card.'"""
    g, st = villain_scene(hand=("forcefield",), power=0)
    c = hand_card(st, "forcefield")
    assert "costs 1 power and you have 0" in g.why_not(act_action(PLAY, c))
    with pytest.raises(IllegalAction):
        act(g, PLAY, c)


def act_action(verb, card=-1, target=-1):
    from game.games.stargate.actions import Action
    return Action(verb, card, target)


@pytest.mark.rule("004:play-an-obstacle:2")
def test_obstacle_must_match_the_missions_skill():
    """'You can't play an obstacle unless one of these matches the current mission's
    required skill.' Firing Line is rated in Combat and Ingenuity, not Science."""
    g, st = villain_scene(SCIENCE, hand=("firing-line",))
    assert "no Science rating" in g.why_not(act_action(PLAY, hand_card(st, "firing-line")))
    g, st = villain_scene(COMBAT, hand=("firing-line",))
    assert g.why_not(act_action(PLAY, hand_card(st, "firing-line"))) is None


@pytest.mark.rule("004:play-an-obstacle:2")
def test_obstacle_rating_of_zero_still_matches():
    """'Each obstacle has a difficulty rating in one or more of the four skills.
    (Sometimes, this rating is 0.)' Fanatic Cult is rated 0 in Science: playable, adds 0."""
    g, st = villain_scene(SCIENCE, hand=("cult",))
    before = T.difficulty_total(st)
    act(g, PLAY, hand_card(st, "cult"))
    assert T.difficulty_total(st) == before


@pytest.mark.rule("004:play-an-obstacle:3")
def test_obstacle_adds_only_the_rating_matching_the_mission():
    """'Each obstacle adds its difficulty to that of the current mission. If an obstacle has
    a rating for more than one skill, pay attention only to the difficulty for the skill
    matching the current mission.' Force Field: Science 2, Ingenuity 2."""
    g, st = villain_scene(SCIENCE, hand=("forcefield",))
    act(g, PLAY, hand_card(st, "forcefield"))
    assert T.difficulty_parts(st)["obstacles"] == 2
    assert T.difficulty_total(st) == 5 + 2


# ---------------------------------------------------------------- Play an Adversary

@pytest.mark.rule("004:play-an-adversary:1")
def test_adversary_pays_its_cost_and_needs_no_skill_match():
    """'As with obstacles, you must pay the power cost listed on the card. It is not necessary
    for you to match one of the adversary's difficulty ratings to the one required by the
    current mission.' Ashrak has no Culture rating yet can be played on a Culture mission."""
    g, st = villain_scene(CULTURE, hand=("ashrak",), power=4)
    a = hand_card(st, "ashrak")
    act(g, PLAY, a)
    assert st.seats[1].power == 2
    assert a in st.seats[1].play


@pytest.mark.rule("004:play-an-adversary:1")
def test_adversary_needs_enough_power():
    """'you must pay the power cost listed on the card' (and cannot without it)."""
    g, st = villain_scene(hand=("ishtar",), power=2)
    assert "costs 3 power" in g.why_not(act_action(PLAY, hand_card(st, "ishtar")))


@pytest.mark.rule("004:play-an-adversary:2")
def test_adversary_title_unique_in_play_even_with_other_subtitle():
    """'You can't play an adversary if you already have an adversary that has the same title
    in play, even if the two have different subtitles.'"""
    g, st = villain_scene(hand=("jaffar", "jaffar-b"))
    act(g, PLAY, hand_card(st, "jaffar"))
    g.apply("pass")  # the hero passes; the villain acts again
    assert "already have a card titled Jaffar the Iron" in g.why_not(
        act_action(PLAY, hand_card(st, "jaffar-b")))


@pytest.mark.rule("004:play-an-adversary:3")
def test_adversary_is_ready_by_default():
    """'Like the hero player's characters and gear, adversaries are ready by default, and may
    become stopped as players perform actions.'"""
    g, st = villain_scene(hand=("ashrak",))
    a = hand_card(st, "ashrak")
    act(g, PLAY, a)
    assert st.status[a] == READY


@pytest.mark.rule("004:play-an-adversary:4")
def test_destroyed_adversary_goes_to_the_discard_pile():
    """'If one of your adversaries is destroyed, place him in your discard pile.'"""
    g, st = villain_scene(SCIENCE, hand=("ashrak",))
    a = hand_card(st, "ashrak")
    act(g, PLAY, a)
    g.apply("pass")
    act(g, ASSIGN, a)
    pass_both(g)  # the mission fails (nobody assigned); the villain chooses
    assert st.phase == "adversary"
    act(g, DESTROY, a)
    assert a in st.seats[1].discard and a not in st.seats[1].play


# ---------------------------------------------------------------- Assign an Adversary

def _played(g, st, key):
    a = hand_card(st, key)
    act(g, PLAY, a)
    g.apply("pass")
    return a


@pytest.mark.rule("004:assign-an-adversary:1")
def test_assigned_adversary_adds_its_rating_and_is_no_longer_ready():
    """'You may assign a ready adversary to the current mission. (He is then no longer ready,
    he becomes assigned instead.) ... He adds that difficulty rating to the mission's
    difficulty.' Ashrak: Science 1."""
    g, st = villain_scene(SCIENCE, hand=("ashrak",))
    a = _played(g, st, "ashrak")
    act(g, ASSIGN, a)
    assert st.status[a] == ASSIGNED
    assert T.difficulty_parts(st)["adversary"] == 1


@pytest.mark.rule("004:assign-an-adversary:1")
def test_assign_only_with_a_rating_in_the_missions_skill():
    """'You can do this only if he has some rating in the skill required by the current
    mission.' Ashrak has no Culture rating."""
    g, st = villain_scene(CULTURE, hand=("ashrak",))
    a = _played(g, st, "ashrak")
    assert "no Culture rating" in g.why_not(act_action(ASSIGN, a))


@pytest.mark.rule("004:assign-an-adversary:2")
def test_only_one_adversary_assigned_per_mission():
    """'You can't assign an adversary to a mission if you already have another assigned
    there.'"""
    g, st = villain_scene(SCIENCE, hand=("ashrak", "ishtar"))
    a = _played(g, st, "ashrak")
    b = _played(g, st, "ishtar")
    act(g, ASSIGN, a)
    g.apply("pass")
    assert "already have an adversary assigned" in g.why_not(act_action(ASSIGN, b))


@pytest.mark.rule("004:assign-an-adversary:1")
def test_only_a_ready_adversary_can_be_assigned():
    """'You may assign a ready adversary to the current mission.'"""
    g, st = villain_scene(SCIENCE, hand=("ashrak",))
    a = _played(g, st, "ashrak")
    st.status[a] = "stopped"
    assert "not ready" in g.why_not(act_action(ASSIGN, a))


# ---------------------------------------------------------------- Boost an Adversary

def _assigned(g, st, key):
    a = _played(g, st, key)
    act(g, ASSIGN, a)
    g.apply("pass")
    return a


@pytest.mark.rule("004:boost-an-adversary:1")
def test_boost_discards_a_same_title_card_even_with_another_subtitle():
    """'If you have an adversary card in your hand that has the same title as an adversary you
    have assigned to the current mission (even if it has a different subtitle), you may
    discard it from your hand. The assigned adversary gets difficulty +1.'"""
    g, st = villain_scene(COMBAT, hand=("jaffar", "jaffar-b"))
    a = _assigned(g, st, "jaffar")
    b = hand_card(st, "jaffar-b")
    before = T.difficulty_total(st)
    act(g, BOOST, b, a)
    assert b in st.seats[1].discard
    assert T.difficulty_total(st) == before + 1


@pytest.mark.rule("004:boost-an-adversary:1")
def test_boost_needs_the_same_title():
    """'...an adversary card in your hand that has the same title as an adversary you have
    assigned...'"""
    g, st = villain_scene(COMBAT, hand=("jaffar", "ashrak"))
    a = _assigned(g, st, "jaffar")
    assert "titled Jaffar the Iron" in g.why_not(act_action(BOOST, hand_card(st, "ashrak"), a))


@pytest.mark.rule("004:boost-an-adversary:2")
def test_boost_the_same_adversary_more_than_once():
    """'You may boost the same adversary more than once during the same mission.'"""
    g, st = villain_scene(COMBAT, hand=("ashrak", "ashrak", "ashrak"))
    a = _assigned(g, st, "ashrak")
    base = T.difficulty_total(st)
    act(g, BOOST, hand_card(st, "ashrak"), a)
    g.apply("pass")
    act(g, BOOST, hand_card(st, "ashrak"), a)
    assert T.difficulty_total(st) == base + 2


@pytest.mark.rule("004:boost-an-adversary:1")
def test_boost_lasts_until_the_end_of_the_mission():
    """'The assigned adversary gets difficulty +1 until the end of the current mission.'"""
    g, st = villain_scene(COMBAT, hand=("ashrak", "ashrak"))
    a = _assigned(g, st, "ashrak")
    act(g, BOOST, hand_card(st, "ashrak"), a)
    assert T.adversary_difficulty(st) == 3 + 1
    pass_both(g)
    act(g, REVIVE, a)  # revived: still in play, the boost gone with the mission
    assert a in st.seats[1].play and st.boost[a] == 0


# ---------------------------------------------------------------- Play a Complication

@pytest.mark.rule("004:play-a-complication:1")
def test_complication_from_any_card_in_hand_hero_or_villain():
    """'You may pay power to take any card from your hand (hero or villain) and place it at
    the current mission.' A hero event and an obstacle that does not match both can go."""
    g, st = villain_scene(SCIENCE, hand=("decree", "firing-line"))
    assert g.why_not(act_action(COMPLICATE, hand_card(st, "decree"))) is None
    assert g.why_not(act_action(COMPLICATE, hand_card(st, "firing-line"))) is None


@pytest.mark.rule("004:play-a-complication:1")
def test_complication_adds_one_to_the_difficulty():
    """'The card becomes a complication, and adds 1 to the difficulty of the mission.'"""
    g, st = villain_scene(SCIENCE, hand=("decree",))
    before = T.difficulty_total(st)
    act(g, COMPLICATE, hand_card(st, "decree"))
    assert T.difficulty_total(st) == before + 1
    assert T.difficulty_parts(st)["complications"] == 1


@pytest.mark.rule("004:play-a-complication:2", "004:play-a-complication:3")
def test_complication_cost_rises_with_each_complication_already_there():
    """'The cost to play a complication is 1 power, plus 1 power for each other complication
    already at the current mission.' 'The first complication you play at a mission costs 1
    power. A second would cost 2 power, a third 3 power, and so forth.'"""
    g, st = villain_scene(SCIENCE, hand=("decree", "tribute", "staff"), power=9)
    paid = []
    for key in ("decree", "tribute", "staff"):
        before = st.seats[1].power
        act(g, COMPLICATE, hand_card(st, key))
        paid.append(before - st.seats[1].power)
        g.apply("pass")
    assert paid == [1, 2, 3]


@pytest.mark.rule("004:play-a-complication:2")
def test_complication_needs_enough_power():
    """'If you don't have enough power to pay this cost, you can't play the complication.'"""
    g, st = villain_scene(SCIENCE, hand=("decree", "tribute"), power=2)
    act(g, COMPLICATE, hand_card(st, "decree"))
    g.apply("pass")
    assert "costs 2 power and you have 1" in g.why_not(
        act_action(COMPLICATE, hand_card(st, "tribute")))


@pytest.mark.rule("004:play-a-complication:4")
def test_destroyed_complication_no_longer_counts_toward_the_cost():
    """'If a complication is somehow destroyed after it is played, it no longer affects the
    cost of subsequent complications.' The hero destroys it with Clear the Path."""
    g, st = villain_scene(SCIENCE, hand=("decree", "tribute"), hero_hand=("clear-path",))
    comp = hand_card(st, "decree")
    act(g, COMPLICATE, comp)
    clear = next(c for c in st.seats[0].hand if T.card(st, c).key == "clear-path")
    act(g, PLAY, clear, comp)
    assert comp in st.seats[1].discard
    assert T.complication_cost(st) == 1


@pytest.mark.rule("004:villain-player-actions:2")
def test_nothing_is_playable_without_power():
    """The seed's costs everywhere: with no power the villain can only pass (or assign and
    boost, which cost nothing)."""
    g, st = villain_scene(SCIENCE, hand=("decree", "forcefield", "ashrak"), power=0)
    assert g.legal_texts() == ["pass"]


def test_scored_adversary_goes_to_the_villain_score_pile():
    """Summary: 'the adversary is ... scored (only after a failure; to the villain score
    pile)'."""
    g, st = villain_scene(SCIENCE, hand=("ishtar",))
    a = _assigned(g, st, "ishtar")
    g.apply("pass")  # villain passes after the hero passed: the mission fails
    assert st.phase == "adversary"
    act(g, SCORE, a)
    assert a in st.seats[1].score


def test_a_played_obstacle_is_logged_moving_from_the_hand_to_the_mission():
    """The obstacle goes from the villain's hand onto the mission: the log says both zones."""
    from game.games.stargate.events import CardMoved

    g, st = villain_scene(hand=("forcefield",), power=5)
    c = hand_card(st, "forcefield")
    events = act(g, PLAY, c)
    assert CardMoved(1, c, "hand", "mission", -1) in events


def test_only_the_villain_plays_complications_and_the_hero_is_told_so():
    """'Villain actions: ... play a complication': the hero may not, and is told why."""
    g = scenario(SCIENCE, hero_hand=("chen",), power=3)
    c = min(c for c in g.state.seats[0].hand if T.card(g.state, c).key == "chen")
    assert g.why_not(act_action(COMPLICATE, c)) == "only the villain player plays complications"


def test_only_a_card_in_play_can_be_assigned_and_a_card_in_hand_is_told_so():
    """'Assign a ready character in play to the mission': a card still in the hand is not."""
    g = scenario(SCIENCE, hero_hand=("chen",), power=3)
    c = min(c for c in g.state.seats[0].hand if T.card(g.state, c).key == "chen")
    assert g.why_not(act_action(ASSIGN, c)) == "you can only assign a card you have in play"


@pytest.mark.rule("004:villain-player-actions:2")
def test_only_adversaries_and_villain_ships_are_assigned_and_a_team_character_is_named():
    """'Villain actions: assign an adversary or villain ships': the villain's own Team
    character in play is not, and the refusal names it."""
    g, st = villain_scene()
    azhur = next(c for c in st.seats[1].play if T.card(st, c).key == "azhur")
    assert g.why_not(act_action(ASSIGN, azhur)) == f"{T.card(st, azhur).title} cannot be assigned"


def test_block_with_no_ready_hero_character_is_played_without_a_target():
    """Keyword Block: with no ready hero character to block, the obstacle is still played,
    with no target; naming one is refused."""
    g, st = villain_scene(hand=("interrogation",))
    for c in st.seats[0].play:
        st.status[c] = STOPPED
    c = hand_card(st, "interrogation")
    assert g.why_not(act_action(PLAY, c)) is None
    assert g.why_not(act_action(PLAY, c, st.seats[0].play[0])) == "there is no ready hero character to block"


# ---------------------------------------------------------------- nothing else

def test_when_you_are_the_villain_player_there_are_five_kinds_of_actions_not_use():
    """'When you are the villain player, there are five kinds of actions you can perform: play an
    obstacle, play an adversary, assign an adversary, boost an adversary, and play a complication.'
    The Gate Survey Team as the villain has Wen Chen ready: its ability is not the villain's."""
    g = scenario("serpent-m4", decks=("serpent", "survey"), actor="villain")
    st = g.state
    chen = to_play(st, 1, "chen")
    assert st.actor == st.villain == 1
    assert Action(USE, chen) not in g.legal_actions()
    assert "five villain actions and Pass" in g.why_not(Action(USE, chen))
    with pytest.raises(IllegalAction):
        act(g, USE, chen)
    assert all(a.verb in (PLAY, ASSIGN, BOOST, COMPLICATE, PASS, WITHDRAW) for a in g.legal_actions())
    # on the Survey Team's own turn (the hero) the same ability is there
    g = scenario(SCIENCE)
    chen = to_play(g.state, 0, "chen")
    assert Action(USE, chen) in g.legal_actions()


def test_a_card_whose_text_says_the_villain_may_use_it_is_usable_as_the_villain():
    """'... unless a card's own text says it may be used as the villain': an activated ability marked
    ``villain`` in the deck data (none of our decks has one yet) is offered to the villain too."""
    g = scenario("serpent-m4", decks=("serpent", "survey"), actor="villain")
    st = g.state
    chen = to_play(st, 1, "chen")
    d = st.table.defs[chen]
    marked = dataclasses.replace(d, effects=tuple(dataclasses.replace(e, villain=True) for e in d.effects))
    # the card table is shared and frozen: this game gets its own copy with the marked card
    st.table = dataclasses.replace(st.table, defs=tuple(marked if i == chen else x for i, x in enumerate(st.table.defs)))
    assert g.why_not(Action(USE, chen)) is None and Action(USE, chen) in g.legal_actions()
