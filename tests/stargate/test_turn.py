"""The rest of the rules, from the summary (cards/stargate.md), a test per rule.

Seat 0 (Gate Survey Team) is the hero and seat 1 (Serpent Court) the villain unless named.
"""

from __future__ import annotations

import pytest

from game.games.stargate import rules
from game.games.stargate import totals as T
from game.games.stargate.actions import (
    ASSIGN,
    BOOST,
    BOTTOM,
    CONTINUE,
    DECLINE,
    DESTROY,
    DISCARD,
    END,
    INCAPACITATE,
    PLACE,
    PLAY,
    REVIVE,
    SCORE,
    USE,
    WITHDRAW,
    Action,
)
from game.games.stargate.state import ASSIGNED, INCAPACITATED, READY, STOPPED, Mission

from .helpers import act, find, pass_both, scenario, started, to_hand, to_play

CULTURE, SCIENCE, COMBAT = "survey-m1", "survey-m4", "survey-m7"


def hero_card(st, key):
    """The copy of ``key`` in the hero's hand that actions name (the first one)."""
    return min(c for c in st.seats[0].hand if T.card(st, c).key == key)


def villain_card(st, key):
    return min(c for c in st.seats[1].hand if T.card(st, c).key == key)


def team(st, key):
    return find(st, 0, key)


def complete(st, seat, n):
    """Put ``n`` of ``seat``'s Missions under its first Team character."""
    host = T.team(st, seat)[0]
    for _ in range(n):
        m = st.seats[seat].missions.pop()
        st.seats[seat].completed.append(m)
        st.host[m] = host


# ---------------------------------------------------------------- setup

def test_higher_victory_total_goes_first():
    """'Start: higher victory total goes first (tie at random)'. A promotion token on seat 0's
    team raises seat 1's victory total."""
    st = started().state
    st.tokens[T.team(st, 0)[0]] = 1
    assert rules.choose_first(st) == 1
    st.tokens[T.team(st, 0)[0]] = 0
    firsts = {rules.new_game(("survey", "serpent"), seed).first for seed in range(12)}
    assert firsts == {0, 1}  # equal totals: settled at random


def test_opponent_stops_one_of_the_first_players_team_characters():
    """'the opponent stops one of the first player's Team characters.'"""
    st = rules.new_game(("survey", "serpent"), 3)
    assert st.phase == "setup-stop" and st.actor == 1 - st.first
    choice = rules.legal_actions(st)[1]
    rules.apply(st, choice)
    assert st.status[choice.card] == STOPPED and st.table.owner[choice.card] == st.first


def test_opening_hand_of_eight_and_one_mulligan_first_player_first():
    """'Opening hand 8, one mulligan (first player decides first).'"""
    st = rules.new_game(("survey", "serpent"), 3)
    assert all(len(s.hand) == 8 for s in st.seats)
    rules.apply(st, rules.legal_actions(st)[0])
    assert st.phase == "mulligan" and st.actor == st.first
    old = list(st.seats[st.first].hand)
    rules.apply(st, Action("mulligan"))
    assert len(st.seats[st.first].hand) == 8 and st.seats[st.first].hand != old
    assert st.actor == 1 - st.first  # each player decides once
    rules.apply(st, Action("keep"))
    assert st.phase == "actions" and st.turn == 1


# ---------------------------------------------------------------- power

def test_power_is_three_plus_one_per_glyph_for_both_players():
    """'Power: both players get 3 power + 1 per glyph under the hero player's characters'."""
    st = started().state
    complete(st, 0, 2)
    rules.begin_turn(st, 0, [])
    assert st.seats[0].power == st.seats[1].power == 5


def test_unspent_power_is_lost_at_the_end_of_the_turn():
    """'unspent power is lost at the end of the turn.'"""
    st = started().state
    st.seats[0].power = st.seats[1].power = 9
    rules.begin_turn(st, 1, [])
    assert st.seats[0].power == 3  # (the hero's may gain from the mission's own text)


# ---------------------------------------------------------------- missions and actions

def test_hero_flips_the_top_mission_and_its_play_text_applies():
    """'The hero flips the top Mission as the current mission ("When you play this mission"
    text).' Outpost Siege... survey-m9 gains the hero 1 power."""
    st = started().state
    st.hero = 0
    m9 = find(st, 0, "survey-m9")
    st.seats[0].missions.remove(m9)
    st.seats[0].missions.insert(0, m9)
    st.seats[0].power = 3
    rules.flip_mission(st, [])
    assert st.mission.card == m9 and st.seats[0].power == 4


def test_actions_alternate_hero_first():
    """'Actions alternate, hero first'."""
    g = scenario(SCIENCE)
    st = g.state
    assert st.actor == st.hero
    act(g, ASSIGN, team(st, "reyes"))
    assert st.actor == st.villain


def test_passing_does_not_stop_you_acting_later():
    """'passing does not stop you acting later'."""
    g = scenario(SCIENCE, villain_hand=("decree",))
    st = g.state
    g.apply("pass")
    g.apply("complicate decree")
    assert st.actor == 0 and g.why_not(Action(ASSIGN, team(st, "reyes"))) is None


def test_two_passes_in_a_row_end_the_actions():
    """'two passes in a row end the actions.'"""
    g = scenario(SCIENCE, villain_hand=("decree",))
    st = g.state
    g.apply("pass")
    g.apply("complicate decree")
    g.apply("pass")
    assert st.phase == "actions"  # pass, action, pass: not two in a row
    g.apply("pass")
    assert st.phase != "actions"


def test_hero_plays_a_support_character_paying_its_cost():
    """'Hero actions: play a card (event, support character, gear, hero ship ...)'."""
    g = scenario(SCIENCE, hero_hand=("chen",), power=3)
    st = g.state
    c = hero_card(st, "chen")
    act(g, PLAY, c)
    assert c in st.seats[0].play and st.status[c] == READY and st.seats[0].power == 2



def test_a_played_support_character_is_logged_moving_from_the_hand_into_play():
    """The played card goes from the hand into play: the log names both zones."""
    from game.games.stargate.events import CardMoved

    g = scenario(SCIENCE, hero_hand=("chen",), power=3)
    c = hero_card(g.state, "chen")
    assert CardMoved(0, c, "hand", "play", -1) in act(g, PLAY, c)

def test_no_two_cards_of_one_title_in_play():
    """'no two cards of one title in play'. A second Okafor, or a Team character's copy."""
    g = scenario(SCIENCE, hero_hand=("okafor", "okafor", "hale"))
    st = g.state
    act(g, PLAY, hero_card(st, "okafor"))
    g.apply("pass")
    assert "already have a card titled" in g.why_not(Action(PLAY, hero_card(st, "okafor")))
    assert "already in play" in g.why_not(Action(PLAY, hero_card(st, "hale")))


def test_team_character_can_be_assigned_with_zero_in_the_skill():
    """'assign a ready character or ship (a Team character even with 0 in the skill'.
    Ilan Voss has Combat 0."""
    g = scenario(COMBAT)
    assert g.why_not(Action(ASSIGN, team(g.state, "voss"))) is None


def test_support_character_needs_a_rating_in_the_skill():
    """'a Support character needs a rating in it'. Okafor: Culture and Science only."""
    g = scenario(COMBAT, hero_hand=("okafor",))
    st = g.state
    c = hero_card(st, "okafor")
    act(g, PLAY, c)
    g.apply("pass")
    assert "needs a Combat rating" in g.why_not(Action(ASSIGN, c))


def test_hero_boost_adds_one_to_each_skill_of_an_assigned_character():
    """'boost (discard a same-title card: +1 to each skill of an assigned character ...,
    repeatable)'."""
    g = scenario(SCIENCE, hero_hand=("hale",))
    st = g.state
    hale = team(st, "hale")
    act(g, ASSIGN, hale)
    g.apply("pass")
    act(g, BOOST, hero_card(st, "hale"), hale)
    assert [T.character_skill(st, hale, s) for s in ("culture", "science", "combat", "ingenuity")] \
        == [3, 2, 4, 3]


def test_skill_modifiers_only_touch_skills_a_card_has():
    """'skill modifiers only touch skills a card has unless named'. The Survey Kit (+1
    Culture, Science, Ingenuity) on Okafor (Culture, Science) gives her no Ingenuity."""
    g = scenario(SCIENCE, hero_hand=("okafor", "survey-kit"))
    st = g.state
    ok = hero_card(st, "okafor")
    act(g, PLAY, ok)
    g.apply("pass")
    act(g, PLAY, hero_card(st, "survey-kit"), ok)
    assert T.character_skill(st, ok, "science") == 2
    assert T.character_skill(st, ok, "ingenuity") == 0 and T.card(st, ok).rating("ingenuity") is None


def test_activated_ability_cost_then_effect():
    """'activated abilities ("cost — effect")'. Wen Chen: stop this card: +1 skill total."""
    g = scenario(SCIENCE, hero_hand=("chen",))
    st = g.state
    c = hero_card(st, "chen")
    act(g, PLAY, c)
    g.apply("pass")
    act(g, USE, c)
    assert st.status[c] == STOPPED and T.hero_total(st) == 1


def test_no_number_below_zero():
    """'no number below 0'."""
    g = scenario(SCIENCE)
    g.state.mission.bonus_skill = -5
    assert T.hero_total(g.state) == 0


# ---------------------------------------------------------------- ships

def ships_scene(villain_hand=("swarm", "swarm", "mothership")):
    g = scenario(SCIENCE, hero_hand=("jumper", "jumper"), villain_hand=villain_hand)
    st = g.state
    j = hero_card(st, "jumper")
    act(g, PLAY, j)
    return g, st, j


@pytest.mark.rule("004:villain-player-actions:2")
def test_villain_ships_are_assigned_in_any_number():
    """'Villain actions: exactly the seed's five, and villain ships (play, assign any number,
    boost firepower).'"""
    g, st, j = ships_scene()
    s, m = villain_card(st, "swarm"), villain_card(st, "mothership")
    act(g, PLAY, s)
    g.apply("pass")
    act(g, PLAY, m)
    g.apply("pass")
    act(g, ASSIGN, s)
    g.apply("pass")
    act(g, ASSIGN, m)
    assert st.mission.villain_ships == [s, m]


def test_blockade_keeps_hero_ships_from_the_mission():
    """Keyword Blockade (rules notes): while a Blockade ship is assigned, the hero cannot
    assign ships."""
    g, st, j = ships_scene()
    m = villain_card(st, "mothership")
    act(g, PLAY, m)
    g.apply("pass")
    act(g, ASSIGN, m)
    assert "Blockade" in g.why_not(Action(ASSIGN, j))


def test_ship_battle_higher_firepower_wins_may_incapacitate_and_victory_text():
    """'ship battle if any ship is assigned (higher firepower total wins; the winner may
    incapacitate one assigned enemy ship; Victory text)'."""
    g, st, j = ships_scene()
    s = villain_card(st, "swarm")
    act(g, PLAY, s)
    act(g, ASSIGN, j)
    act(g, ASSIGN, s)
    pass_both(g)  # 2 against 1: the hero wins
    assert st.phase == "incapacitate" and st.actor == 0
    events = act(g, INCAPACITATE, s)
    assert st.status[s] == INCAPACITATED and st.status[j] == STOPPED
    assert any(type(e).__name__ == "Effected" and e.verb == "skill" for e in events)



def test_a_winning_villain_may_incapacitate_one_of_the_heros_ships():
    """'the winner may incapacitate one assigned enemy ship': when the villain's Mothership
    (4) beats the Jumper (2), the villain's choices are the hero's ship or none."""
    g, st, j = ships_scene()
    m = villain_card(st, "mothership")
    act(g, PLAY, m)
    act(g, ASSIGN, j)
    act(g, ASSIGN, m)
    pass_both(g)
    assert st.phase == "incapacitate" and st.actor == 1
    assert set(g.legal_actions()) == {Action(INCAPACITATE, j), Action(DECLINE)}

def test_ship_boost_adds_firepower_and_a_tie_has_no_winner():
    """'+1 firepower to a ship, repeatable'; a tie (rules notes): nobody wins the battle."""
    g, st, j = ships_scene()
    s = villain_card(st, "swarm")
    act(g, PLAY, s)
    act(g, ASSIGN, j)
    act(g, ASSIGN, s)
    g.apply("pass")
    act(g, BOOST, villain_card(st, "swarm"), s)
    assert T.firepower(st, [s]) == 2
    events = []
    g.apply("pass")
    events += g.apply("pass")
    battle = [e for e in events if type(e).__name__ == "ShipBattle"]
    assert battle and battle[0].winner == -1
    assert st.phase != "incapacitate"


def test_victory_text_of_the_winners_ships():
    """'Victory text': the Survey Jumper's Victory gives the hero +1 skill total."""
    g, st, j = ships_scene()
    g.apply("pass")
    act(g, ASSIGN, j)
    g.apply("pass")
    act(g, ASSIGN, team(st, "reyes"))  # Science 3
    g.apply("pass")
    act(g, ASSIGN, team(st, "hale"))  # + 1, and + 1 from the Victory text: 5 against 5
    events = g.apply("pass") + g.apply("pass")
    res = next(e for e in events if type(e).__name__ == "MissionResolved")
    assert res.skill_total == 3 + 1 + 1 and res.success


def test_incapacitated_cards_are_readied_and_stopped_at_their_owners_next_turn_start():
    """'incapacitated ones are readied and stopped at their owner's next turn start'."""
    st = started().state
    st.hero = 1  # so the debrief hands the next turn to seat 0
    c = to_play(st, 1, "mothership", status=INCAPACITATED)
    rules.debrief(st, [])
    assert st.status[c] == INCAPACITATED
    rules.begin_turn(st, 1, [])
    assert st.status[c] == STOPPED


# ---------------------------------------------------------------- resolution

def test_success_when_skill_total_reaches_the_difficulty():
    """'success if the hero's assigned skill total ≥ mission difficulty + obstacles +
    adversary + complications'. Reyes 3 + Voss 2 against 5."""
    g = scenario(SCIENCE)
    st = g.state
    act(g, ASSIGN, team(st, "reyes"))
    g.apply("pass")
    act(g, ASSIGN, team(st, "voss"))
    events = g.apply("pass") + g.apply("pass")
    res = next(e for e in events if type(e).__name__ == "MissionResolved")
    assert (res.skill_total, res.difficulty_total, res.success) == (5, 5, True)


def test_failure_when_skill_total_is_short_and_failure_text():
    """The mission fails below the difficulty; it waits for the debrief."""
    g = scenario(SCIENCE)
    st = g.state
    act(g, ASSIGN, team(st, "reyes"))
    pass_both(g)
    assert st.failed_count == 1


def test_success_text_only_the_mission_and_assigned_cards_hero_first():
    """'Success/Failure text (hero's cards first, then villain's; only the mission and
    assigned cards)'. Serpent hero: the mission's draw, then the assigned Temple Scribe's;
    an unassigned Scribe would not draw."""
    g = scenario("serpent-m2", decks=("serpent", "survey"), hero_hand=("scribe",))
    st = g.state
    sc = hero_card(st, "scribe")
    act(g, PLAY, sc)
    g.apply("pass")
    act(g, ASSIGN, sc)
    g.apply("pass")
    for k in ("neferet", "sefkhet", "azhur"):
        act(g, ASSIGN, find(st, 0, k))
        g.apply("pass")
    events = g.apply("pass")
    fx = [e for e in events if type(e).__name__ == "Effected"]
    assert [T.card(st, e.card).key for e in fx] == ["serpent-m2", "scribe"]



def test_a_failed_mission_applies_no_success_text():
    """'Success/Failure text': a mission that fails does not do what its success text says.
    Serpent mission 2 draws on success; nobody assigned, it fails, and nothing is drawn."""
    g = scenario("serpent-m2", decks=("serpent", "survey"))
    events = g.apply("pass") + g.apply("pass")
    assert next(e for e in events if type(e).__name__ == "MissionResolved").success is False
    assert not [e for e in events if type(e).__name__ == "Effected"]


def test_success_text_has_no_target():
    """Success text is not aimed at a card: its effect is logged with no target (-1)."""
    g = scenario("serpent-m2", decks=("serpent", "survey"), hero_hand=("scribe",))
    st = g.state
    sc = hero_card(st, "scribe")
    act(g, PLAY, sc)
    g.apply("pass")
    act(g, ASSIGN, sc)
    g.apply("pass")
    for k in ("neferet", "sefkhet", "azhur"):
        act(g, ASSIGN, find(st, 0, k))
        g.apply("pass")
    events = g.apply("pass")
    fx = [e for e in events if type(e).__name__ == "Effected"]
    assert fx and all(e.target == -1 for e in fx)

def test_assigned_cards_become_stopped():
    """'all assigned characters and ships become stopped'."""
    g = scenario(SCIENCE)
    st = g.state
    r = team(st, "reyes")
    act(g, ASSIGN, r)
    pass_both(g)
    assert st.status[r] == STOPPED


def adversary_scene(key="ashrak", deck_left=None):
    g = scenario(SCIENCE, villain_hand=(key,), actor="villain")
    st = g.state
    a = villain_card(st, key)
    act(g, PLAY, a)
    g.apply("pass")
    act(g, ASSIGN, a)
    if deck_left is not None:
        st.seats[1].discard.extend(st.seats[1].deck[deck_left:])
        del st.seats[1].deck[deck_left:]
    return g, st, a


def test_adversary_revived_mills_its_revive_cost_and_stays_stopped():
    """'the adversary is revived (mill its revive cost; stays stopped)'."""
    g, st, a = adversary_scene("ishtar")
    deck = len(st.seats[1].deck)
    pass_both(g)
    act(g, REVIVE, a)
    assert len(st.seats[1].deck) == deck - 2 and st.status[a] == STOPPED and a in st.seats[1].play


def test_revive_needs_enough_cards_in_the_deck():
    """Rules notes: an adversary cannot be revived when the deck is shorter than its revive
    cost."""
    g, st, a = adversary_scene("ishtar", deck_left=1)
    pass_both(g)
    assert "not enough cards" in g.why_not(Action(REVIVE, a))



def test_an_adversary_that_can_only_be_destroyed_is_destroyed_without_asking():
    """After a success an adversary is revived or destroyed; with too few cards left to
    revive it, destroying is the only answer and it happens at once."""
    g, st, a = adversary_scene("ashrak", deck_left=0)
    for k in ("reyes", "voss", "hale"):
        act(g, ASSIGN, team(st, k))
        g.apply("pass")
    events = g.apply("pass")
    assert st.phase != "adversary"
    assert a in st.seats[1].discard and a not in st.seats[1].play
    assert any(type(e).__name__ == "CardMoved" and e.card == a and e.dest == "discard" for e in events)

def test_adversary_scored_only_after_a_failure():
    """'scored (only after a failure; to the villain score pile)'."""
    g, st, a = adversary_scene("ashrak")
    for k in ("reyes", "voss", "hale"):
        act(g, ASSIGN, team(st, k))
        g.apply("pass")
    g.apply("pass")  # Science 3+2+1 = 6 against 5 + 1: success
    assert st.phase == "adversary"
    assert "only after a failed mission" in g.why_not(Action(SCORE, a))
    act(g, DESTROY, a)
    assert a in st.seats[1].discard


def test_obstacles_and_complications_are_destroyed_after_the_mission():
    """'obstacles and complications are destroyed'."""
    g = scenario(SCIENCE, villain_hand=("forcefield", "decree"), actor="villain")
    st = g.state
    f, d = villain_card(st, "forcefield"), villain_card(st, "decree")
    act(g, PLAY, f)
    g.apply("pass")
    act(g, "complicate", d)
    pass_both(g)
    assert f in st.seats[1].discard and d in st.seats[1].discard
    assert not st.mission.obstacles and not st.mission.complications



def test_obstacles_and_complications_destroyed_after_the_mission_are_logged_to_the_discard():
    """'obstacles and complications are destroyed': each is logged leaving the mission for
    the villain's discard pile."""
    from game.games.stargate.events import CardMoved

    g = scenario(SCIENCE, villain_hand=("forcefield",), actor="villain")
    st = g.state
    f = villain_card(st, "forcefield")
    act(g, PLAY, f)
    events = g.apply("pass") + g.apply("pass")
    assert CardMoved(1, f, "mission", "discard") in events


def test_a_card_changing_state_is_logged_with_its_new_state():
    """'Card states: ready, assigned, stopped, incapacitated': the log says which one."""
    from game.games.stargate.events import StateChanged

    g = scenario(SCIENCE)
    r = team(g.state, "reyes")
    assert StateChanged(r, ASSIGNED) in act(g, ASSIGN, r)


def test_gained_power_is_logged_with_the_new_total():
    """Reroute Power: 'Gain 1 power.' The log gives the change and the power now."""
    from game.games.stargate.events import PowerChanged

    g = scenario("arch-m1", decks=("archivists", "survey"), hero_hand=("reroute",), power=3)
    assert PowerChanged(0, 1, 4) in act(g, PLAY, hero_card(g.state, "reroute"))

def test_completed_mission_goes_under_an_assigned_character_with_its_glyph():
    """'on success the mission goes under one assigned character with its experience showing
    (a glyph).'"""
    g = scenario(SCIENCE)
    st = g.state
    r, v = team(st, "reyes"), team(st, "voss")
    act(g, ASSIGN, r)
    g.apply("pass")
    act(g, ASSIGN, v)
    pass_both(g)
    assert st.phase == "place" and st.actor == 0
    m = find(st, 0, "survey-m4")
    act(g, PLACE, -1, v)
    assert st.host[m] == v and m in st.seats[0].completed
    assert T.glyphs(st, 0) == 1 and T.experience(st, 0) == 1


def fail_once(g):
    st = g.state
    act(g, ASSIGN, team(st, "reyes"))
    pass_both(g)
    assert st.phase == "continue"


def test_continuing_costs_one_power_per_failed_mission_paid_to_the_villain():
    """'the hero may flip another mission by paying 1 power per mission failed this turn (the
    villain gains it)'."""
    g = scenario(SCIENCE, power=4)
    st = g.state
    fail_once(g)
    v = st.seats[1].power
    act(g, CONTINUE)
    assert st.seats[0].power == 3 and st.seats[1].power == v + 1
    assert st.phase == "actions"


def test_stopped_cards_and_spent_power_carry_over_when_continuing():
    """'spent power and stopped cards carry over.'"""
    g = scenario(SCIENCE, power=4)
    st = g.state
    fail_once(g)
    act(g, CONTINUE)
    assert st.status[team(st, "reyes")] == STOPPED
    assert "stopped" in g.why_not(Action(ASSIGN, team(st, "reyes")))


def test_continuing_after_successes_only_is_free():
    """Rules notes: with no mission failed this turn, continuing costs 0."""
    g = scenario(SCIENCE)
    st = g.state
    for k in ("reyes", "voss"):
        act(g, ASSIGN, team(st, k))
        g.apply("pass")
    g.apply("pass")
    act(g, PLACE, -1, team(st, "reyes"))
    p = st.seats[0].power
    act(g, CONTINUE)
    assert st.seats[0].power == p


def test_debrief_readies_stopped_cards():
    """'Debrief: ready stopped cards'."""
    g = scenario(SCIENCE)
    st = g.state
    fail_once(g)
    act(g, END)
    assert st.status[team(st, "reyes")] == READY


def test_failed_missions_go_to_the_bottom_in_the_heros_order():
    """'failed missions go face down to the bottom of the pile in the hero's order'."""
    g = scenario(SCIENCE, power=9)
    st = g.state
    fail_once(g)
    first = find(st, 0, "survey-m4")
    act(g, CONTINUE)
    second = st.mission.card
    act(g, ASSIGN, team(st, "voss"))
    pass_both(g)
    act(g, END)
    assert st.phase == "order" and st.actor == 0
    act(g, BOTTOM, second)
    assert st.seats[0].missions[-2:] == [second, first]


def test_both_draw_or_discard_to_eight():
    """'both draw or discard to 8.' The discard is the player's own choice."""
    g = scenario(SCIENCE, hero_hand=("okafor",) * 2 + ("lind",) * 2 + ("chen",) * 2 + (
        "rifle",) * 2 + ("second-look",) * 2)
    st = g.state
    assert len(st.seats[0].hand) == 10
    fail_once(g)
    act(g, END)
    assert st.phase == "discard" and st.actor == 0
    act(g, DISCARD, hero_card(st, "rifle"))
    act(g, DISCARD, hero_card(st, "rifle"))
    assert len(st.seats[0].hand) == 8 and len(st.seats[1].hand) == 8


def test_an_empty_deck_does_not_end_the_game():
    """'An empty deck does not end the game.'"""
    g = scenario(SCIENCE)
    st = g.state
    for s in st.seats:
        s.discard.extend(s.deck)
        s.deck.clear()
    fail_once(g)
    act(g, END)
    assert st.winner is None and st.phase == "actions" and st.turn == 2


# ---------------------------------------------------------------- winning

def test_win_at_once_with_seven_glyphs():
    """'Win at once with 7 glyphs'. Six low-experience missions done (9 experience of 12);
    the seventh wins at once, mid-turn."""
    g = scenario(SCIENCE)
    st = g.state
    for key in ("survey-m1", "survey-m7", "survey-m10", "survey-m2", "survey-m8", "survey-m11"):
        m = find(st, 0, key)
        st.seats[0].missions.remove(m)
        st.seats[0].completed.append(m)
        st.host[m] = team(st, "hale")
    for k in ("reyes", "voss"):
        act(g, ASSIGN, team(st, k))
        g.apply("pass")
    g.apply("pass")
    act(g, PLACE, -1, team(st, "reyes"))
    assert T.experience(st, 0) == 10 and st.winner == 0 and g.current_player() == -1


def test_win_at_once_when_experience_reaches_the_victory_total():
    """'or experience ≥ your victory total' (your opponent's team: 12 here)."""
    st = scenario(SCIENCE).state
    assert T.victory_total(st, 0) == 12
    ev = []
    for key in ("survey-m3", "survey-m6", "survey-m9", "survey-m12"):
        m = find(st, 0, key)
        st.seats[0].missions.remove(m)
        st.seats[0].completed.append(m)
    rules.check_win(st, ev)
    assert st.winner == 0 and "experience" in ev[0].how


def villain_score_pile_at_its_victory_total():
    """The villain's score pile holding Ishtar, Jaffar and three Ashraks: enough to win."""
    st = scenario(SCIENCE).state
    for key in ("ishtar", "jaffar", "ashrak", "ashrak", "ashrak"):
        c = to_hand(st, 1, key, skip=sum(1 for x in st.seats[1].score if T.card(st, x).key == key))
        st.seats[1].hand.remove(c)
        st.seats[1].score.append(c)
    return st


def test_win_at_once_when_the_villain_score_pile_reaches_the_victory_total():
    """'or the cost of the cards in your villain score pile ≥ your victory total.'"""
    st = villain_score_pile_at_its_victory_total()
    ev = []
    assert T.score_value(st, 1) == (3 + T.DOMINION_BONUS) + 3 + 2 * 3 >= 12
    rules.check_win(st, ev)
    assert st.winner == 1 and "score pile" in ev[0].how


def test_dominion_counts_more_in_the_score_pile():
    """Keyword Dominion (rules notes): a Dominion adversary counts 1 more than its cost."""
    st = scenario(SCIENCE).state
    c = to_hand(st, 1, "ishtar")
    st.seats[1].hand.remove(c)
    st.seats[1].score.append(c)
    assert T.score_value(st, 1) == 3 + 1


# ---------------------------------------------------------------- keywords

def test_block_keeps_a_hero_character_off_the_mission():
    """Keyword Block (rules notes): when played, block a ready hero character until the
    mission ends; a blocked character cannot be assigned."""
    g = scenario(SCIENCE, villain_hand=("interrogation",), actor="villain")
    st = g.state
    r = team(st, "reyes")
    act(g, PLAY, villain_card(st, "interrogation"), r)
    assert "blocked" in g.why_not(Action(ASSIGN, r))
    pass_both(g)
    assert not st.blocked[r]


def test_withdraw_pays_x_to_take_a_card_back_from_the_mission():
    """Keyword Withdraw X (rules notes): pay X power: the assigned card leaves the mission,
    ready but blocked for this mission."""
    g = scenario(SCIENCE, hero_hand=("okafor",))
    st = g.state
    ok = hero_card(st, "okafor")
    act(g, PLAY, ok)
    g.apply("pass")
    act(g, ASSIGN, ok)
    g.apply("pass")
    p = st.seats[0].power
    act(g, WITHDRAW, ok)
    assert st.status[ok] == READY and ok not in st.mission.heroes and st.seats[0].power == p - 1
    g.apply("pass")
    assert "blocked" in g.why_not(Action(ASSIGN, ok))


def test_promotion_token_adds_one_point_value_up_to_six():
    """'promotion token (+1 point value, max 6)'."""
    g = scenario(SCIENCE, hero_hand=("field-promotion",))
    st = g.state
    h = team(st, "hale")
    act(g, PLAY, hero_card(st, "field-promotion"), h)
    assert T.point_value(st, h) == 4 and T.victory_total(st, 1) == 13
    st.tokens[h] = 3
    to_hand(st, 0, "field-promotion", skip=1)
    g.apply("pass")
    assert "cannot go above 6" in g.why_not(Action(PLAY, hero_card(st, "field-promotion"), h))


def test_an_assigned_character_is_in_the_assigned_state():
    """'Card states: ready, assigned, stopped, incapacitated'."""
    g = scenario(SCIENCE)
    st = g.state
    act(g, ASSIGN, team(st, "reyes"))
    assert st.status[team(st, "reyes")] == ASSIGNED


# ---------------------------------------------------------------- three or more players

def test_three_players_villain_is_the_heros_left_neighbour_and_others_sit_out():
    """'the villain player each turn is the hero player's left neighbour; the others sit out
    that turn'."""
    st = started(("survey", "serpent", "archivists")).state
    assert st.villain == (st.hero + 1) % 3
    out = (st.hero + 2) % 3
    assert st.seats[out].power == 0
    seen = set()
    for _ in range(40):
        seen.add(st.actor)
        rules.apply(st, rules.legal_actions(st)[-1])
        if st.turn > 1:
            break
    assert out not in seen


def test_three_players_victory_total_from_the_left_players_team():
    """'your victory total comes from the team of the player on your left'."""
    st = started(("survey", "serpent", "archivists")).state
    st.tokens[T.team(st, 1)[0]] = 2
    assert T.victory_total(st, 0) == 14 and T.victory_total(st, 2) == 12


def test_glyph_text_applies_only_with_that_glyph_and_once():
    """'"glyph: effect" text applies once however many copies.' Sgt. Per Lind: 'Scorpius:
    Success: draw a card' - nothing without a Scorpius glyph, one card with two."""
    for scorpius, drawn in ((0, 0), (2, 1)):
        g = scenario(COMBAT, hero_hand=("lind",))
        st = g.state
        for key in ("survey-m5", "survey-m11")[:scorpius]:  # the deck's two Scorpius missions
            m = find(st, 0, key)
            st.seats[0].missions.remove(m)
            st.seats[0].completed.append(m)
            st.host[m] = team(st, "hale")
        lind = hero_card(st, "lind")
        act(g, PLAY, lind)
        g.apply("pass")
        act(g, ASSIGN, lind)
        st.mission.bonus_skill = 5  # sure to succeed
        hand = len(st.seats[0].hand)
        g.apply("pass")
        g.apply("pass")
        assert st.phase == "continue" and len(st.seats[0].hand) - hand == drawn


def test_glyphs_used_as_a_cost_are_not_spent():
    """'Glyphs used as a cost are not spent'. The Hologram Tutor: 'Libra (not spent), stop this
    card: draw a card' - not usable without a Libra glyph; with one, usable, the glyph kept."""
    g = scenario("arch-m4", decks=("archivists", "freeworlds"), hero_hand=("hologram",))
    st = g.state
    holo = hero_card(st, "hologram")
    act(g, PLAY, holo)
    g.apply("pass")
    assert "needs a Libra glyph" in g.why_not(Action(USE, holo))
    m = find(st, 0, "arch-m2")  # a Libra mission
    st.seats[0].missions.remove(m)
    st.seats[0].completed.append(m)
    st.host[m] = T.team(st, 0)[0]
    hand = len(st.seats[0].hand)
    act(g, USE, holo)
    assert len(st.seats[0].hand) == hand + 1 and T.has_glyph(st, 0, "libra")


def test_a_win_says_how_and_ends_the_game_with_no_one_to_act():
    st = villain_score_pile_at_its_victory_total()
    ev = []
    rules.check_win(st, ev)
    assert str(ev[0].how) == "the villain score pile reached the victory total"
    assert (st.winner, st.phase, st.actor) == (1, "over", -1)


def test_a_win_by_glyphs_names_the_seven_glyphs():
    from game.games.stargate import winning

    st = scenario(SCIENCE).state
    for key in ("survey-m1", "survey-m7", "survey-m10", "survey-m2", "survey-m8", "survey-m11", "survey-m3"):
        m = find(st, 0, key)
        st.seats[0].missions.remove(m)
        st.seats[0].completed.append(m)
    assert str(winning.win_reason(st, 0)) == f"{T.GLYPHS_TO_WIN} glyphs" == "7 glyphs"


def test_a_card_without_a_target_refuses_one_and_says_which_card():
    """Only gear, Block and cards with a target text name a target: a support character
    played at one is refused, by its title."""
    g = scenario(SCIENCE, hero_hand=("chen",), power=3)
    st = g.state
    c = hero_card(st, "chen")
    assert g.why_not(Action(PLAY, c, team(st, "hale"))) == f"{T.card(st, c).title} takes no target"


def test_the_villain_score_pile_wins_when_it_equals_the_victory_total():
    """'the cost of the cards in your villain score pile ≥ your victory total': equal is
    enough (a promotion token on the hero's team lifts the total to the pile's 13)."""
    from game.games.stargate import winning

    st = villain_score_pile_at_its_victory_total()
    st.tokens[team(st, "hale")] += 1
    assert T.score_value(st, 1) == T.victory_total(st, 1) == 13
    assert str(winning.win_reason(st, 1)) == "the villain score pile reached the victory total"


def test_a_win_stands_and_no_win_is_checked_before_the_first_turn():
    """Winning is checked after every step of a turn: once someone has won it stays theirs,
    and during setup (turn 0) a winning score pile wins nothing yet."""
    st = villain_score_pile_at_its_victory_total()
    ev = []
    rules.check_win(st, ev)
    assert st.winner == 1 and len(ev) == 1
    rules.check_win(st, ev)
    assert st.winner == 1 and len(ev) == 1
    st.winner, st.phase, st.turn = None, "actions", 0
    rules.check_win(st, ev)
    assert st.winner is None and len(ev) == 1


def test_no_mission_under_way_has_no_difficulty():
    """Between missions (none flipped) every part of the difficulty is 0."""
    st = scenario(SCIENCE).state
    st.mission = Mission()
    assert T.difficulty_parts(st) == {"mission": 0, "obstacles": 0, "adversary": 0,
                                      "complications": 0, "other": 0}
    assert T.difficulty_total(st) == 0


def test_a_choice_out_of_its_step_is_refused_naming_the_step_in_words_not_the_engine_s_key():
    """A card played during the setup's stop is refused with the step said as a player says
    it, in either language (the engine's step keys, "setup-stop", are not words)."""
    from game import i18n
    from game.games.stargate.legality import STEP_WORDS
    from game.games.stargate.position import _PHASES

    assert set(_PHASES) <= set(STEP_WORDS)  # every step has its words
    st = rules.new_game(("survey", "serpent"), 3)
    card = st.seats[st.actor].hand[0]
    why = rules.reason(st, Action(PLAY, card))
    assert why == "that is not a choice now (the game is at the stop of a Team character before turn 1)"
    assert i18n.translated(why, "pt") == ("isso não é uma escolha agora (o jogo está na parada de um "
                                         "personagem da Equipe antes do turno 1)")
