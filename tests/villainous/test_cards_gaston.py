"""A test per Gaston card: its ability working and, where it has one, its restriction."""

from __future__ import annotations

import pytest

from game.games.villainous import events as E
from game.games.villainous import rules as R
from game.games.villainous.realm import strength

from .helpers import (
    ally,
    at,
    attach,
    deck_top,
    do,
    fate_top,
    fside,
    hero,
    iid,
    legal,
    new,
    obstacles,
    set_hand,
    to_discard,
    vside,
)


def _str(st, seat, label):
    return strength(st, st.players[seat], iid(st, seat, label))


def _labels(st, cards):
    return [st.table.labels[c] for c in cards]


@pytest.mark.rule("001:components:3", "001:components:4", "001:setup:1")
def test_gaston_deck_has_30_villain_and_15_fate_cards():
    st = new()
    p = st.players[0]
    assert len(p.deck) + len(p.hand) == 30
    assert len(p.fate_deck) == 15


# --- Villain deck -----------------------------------------------------------


def test_wolves_gain_strength_for_each_other_wolves():
    st = new()
    ally(st, 0, "wolves-1", "the-woods")
    assert _str(st, 0, "wolves-1") == 1
    ally(st, 0, "wolves-2", "the-tavern")
    ally(st, 0, "wolves-3", "beasts-castle")
    assert _str(st, 0, "wolves-1") == 3
    ally(st, 1, "wolves-1", "the-woods")  # another Realm: no effect
    assert _str(st, 0, "wolves-1") == 3


def test_lefou_returns_vanquishing_allies_to_hand():
    st = new()
    hero(st, 0, "lumiere", "the-woods")
    ally(st, 0, "lefou", "the-woods")
    ally(st, 0, "the-mob", "the-woods")
    set_hand(st, 0)
    at(st, "belles-house")
    do(st, "vanquish lumiere", "use the-mob")
    assert _labels(st, st.players[0].hand) == ["the-mob"]
    assert vside(st, 0, "the-woods") == ["lefou"]


def test_lefou_only_helps_at_his_location():
    st = new()
    hero(st, 0, "lumiere", "the-woods")
    ally(st, 0, "lefou", "the-tavern")
    ally(st, 0, "the-mob", "the-woods")
    set_hand(st, 0)
    at(st, "belles-house")
    do(st, "vanquish lumiere")
    assert st.players[0].hand == []
    assert _labels(st, st.players[0].discard) == ["the-mob"]


@pytest.mark.rule("001:activated-abilities:3", "001:remove-obstacles-with-allies:1",
                  "001:remove-obstacles-with-allies:2")
def test_monsieur_d_arque_removes_an_obstacle_for_two_power():
    st = new()
    ally(st, 0, "monsieur-d-arque", "belles-house")
    at(st, "the-tavern", power=2)
    do(st, "activate monsieur-d-arque", "at the-tavern")
    assert st.players[0].obstacles == [2, 1, 2, 2] and st.players[0].power == 0


@pytest.mark.rule("001:activated-abilities:3", "001:remove-obstacles-with-allies:1",
                  "001:remove-obstacles-with-allies:2")
def test_monsieur_d_arque_needs_two_power():
    st = new()
    ally(st, 0, "monsieur-d-arque", "belles-house")
    at(st, "the-tavern", power=1)
    assert "activate monsieur-d-arque" not in legal(st)


def test_the_mob_is_a_strength_four_ally():
    st = new()
    ally(st, 0, "the-mob", "the-woods")
    assert _str(st, 0, "the-mob") == 4


@pytest.mark.rule("001:item:6")
def test_five_dozen_eggs_give_their_ally_plus_two():
    st = new()
    set_hand(st, 0, "five-dozen-eggs-1")
    ally(st, 0, "wolves-1", "the-woods")
    at(st, "the-tavern", power=4)
    do(st, "play five-dozen-eggs-1 >wolves-1")
    assert _str(st, 0, "wolves-1") == 3


@pytest.mark.rule("001:item:1", "001:item:3", "001:item:5")
def test_five_dozen_eggs_need_an_ally():
    st = new()
    set_hand(st, 0, "five-dozen-eggs-1")
    hero(st, 0, "belle", "the-woods")
    at(st, "the-tavern", power=4)
    assert not any(m.startswith("play") for m in legal(st))


def test_beautiful_as_me_removes_an_obstacle_after_the_fourth_action():
    st = new()
    set_hand(st, 1, "beautiful-as-me-1")
    at(st, "the-woods")
    st.actions_taken = 3
    do(st, "gain", "play beautiful-as-me-1", "at beasts-castle")
    assert st.players[1].obstacles == [2, 2, 2, 1]


def test_beautiful_as_me_not_after_the_third_action():
    st = new()
    set_hand(st, 1, "beautiful-as-me-1")
    at(st, "the-woods")
    st.actions_taken = 2
    do(st, "gain")
    assert st.prompt is None


def test_beautiful_as_me_refused_while_belle_is_in_the_realm():
    st = new()
    set_hand(st, 1, "beautiful-as-me-1")
    hero(st, 1, "belle", "the-woods")
    at(st, "the-woods")
    st.actions_taken = 3
    do(st, "gain")
    assert st.prompt is None


@pytest.mark.rule("001:remove-obstacles-with-effects:5")
def test_swoon_replaces_then_gains_power_or_draws():
    st = new()
    obstacles(st, 0, 1, 2, 2, 2)
    set_hand(st, 0, "swoon-1")
    at(st, "beasts-castle", power=1)
    do(st, "play swoon-1")  # the only empty spot: taken at once
    assert st.players[0].obstacles == [2, 2, 2, 2]
    assert legal(st) == ["mode power", "mode draw"]
    do(st, "mode draw")
    assert len(st.players[0].hand) == 3
    st2 = new()
    obstacles(st2, 0, 1, 2, 2, 2)
    set_hand(st2, 0, "swoon-1")
    at(st2, "beasts-castle", power=1)
    do(st2, "play swoon-1", "mode power")
    assert st2.players[0].power == 3


@pytest.mark.rule("001:remove-obstacles-with-effects:5")
def test_swoon_refused_with_all_eight_obstacles_in_place():
    st = new()
    set_hand(st, 0, "swoon-1")
    at(st, "beasts-castle", power=1)
    assert "play swoon-1" not in legal(st)


@pytest.mark.rule("003:list-of-cards-that-perform-actions:1")
def test_belle_is_mine_performs_a_vanquish():
    st = new()
    set_hand(st, 0, "belle-is-mine-1")
    hero(st, 0, "lumiere", "the-woods")
    ally(st, 0, "the-mob", "the-woods")
    at(st, "beasts-castle", power=1)
    do(st, "play belle-is-mine-1")
    assert fside(st, 0, "the-woods") == []


def test_belle_is_mine_with_two_vanquishes_possible_asks_which_to_perform():
    st = new()
    set_hand(st, 0, "belle-is-mine-1")
    hero(st, 0, "lumiere", "the-woods")
    ally(st, 0, "the-mob", "the-woods")
    hero(st, 0, "cogsworth", "the-tavern")
    for wolves in ("wolves-1", "wolves-2", "wolves-3"):
        ally(st, 0, wolves, "the-tavern")
    at(st, "beasts-castle", power=1)
    do(st, "play belle-is-mine-1")
    assert (st.prompt.seat, st.prompt.kind, st.prompt.message) == (0, "action", "Perform the action")
    assert legal(st) == ["vanquish cogsworth", "vanquish lumiere"]


def test_belle_is_mine_refused_without_a_possible_vanquish():
    st = new()
    set_hand(st, 0, "belle-is-mine-1")
    hero(st, 0, "beast", "the-woods")
    ally(st, 0, "the-mob", "the-woods")
    at(st, "beasts-castle", power=1)
    assert "play belle-is-mine-1" not in legal(st)


@pytest.mark.rule("001:remove-obstacles-with-effects:1", "001:remove-obstacles-with-effects:3")
def test_come_into_the_light_removes_two_from_one_location():
    st = new()
    obstacles(st, 0, 2, 1, 2, 2)
    set_hand(st, 0, "come-into-the-light-1")
    at(st, "beasts-castle", power=3)
    do(st, "play come-into-the-light-1", "at belles-house")
    assert st.players[0].obstacles == [0, 1, 2, 2]


@pytest.mark.rule("001:remove-obstacles-with-effects:1", "001:remove-obstacles-with-effects:3")
def test_come_into_the_light_stops_when_the_location_is_empty():
    st = new()
    obstacles(st, 0, 2, 1, 2, 2)
    set_hand(st, 0, "come-into-the-light-1")
    at(st, "beasts-castle", power=3)
    do(st, "play come-into-the-light-1", "at the-tavern")
    assert st.players[0].obstacles == [2, 0, 2, 2]


def test_hunters_instinct_defeats_a_hero_of_strength_three_or_less():
    st = new()
    set_hand(st, 0, "hunters-instinct-1")
    hero(st, 0, "beast", "the-woods")
    hero(st, 0, "lumiere", "the-tavern")
    at(st, "beasts-castle", power=3)
    do(st, "play hunters-instinct-1")  # Lumiere is the only Hero it can defeat
    assert fside(st, 0, "the-tavern") == [] and fside(st, 0, "the-woods") == ["beast"]


def test_hunters_instinct_refused_against_strong_heroes_only():
    st = new()
    set_hand(st, 0, "hunters-instinct-1")
    hero(st, 0, "beast", "the-woods")
    at(st, "beasts-castle", power=3)
    assert "play hunters-instinct-1" not in legal(st)


def test_intimidating_reveals_until_an_ally():
    st = new()
    set_hand(st, 0, "intimidating-1")
    deck_top(st, 0, "temper", "get-out", "the-mob", "lefou")
    at(st, "beasts-castle", power=1)
    do(st, "play intimidating-1")
    p = st.players[0]
    assert _labels(st, p.hand) == ["the-mob"]
    assert _labels(st, p.discard) == ["temper", "get-out", "intimidating-1"]
    assert st.table.labels[p.deck[0]] == "lefou"


def test_intimidating_refused_with_no_ally_left():
    st = new()
    set_hand(st, 0, "intimidating-1")
    for label in ("wolves-1", "wolves-2", "wolves-3", "wolves-4", "lefou", "monsieur-d-arque", "the-mob"):
        ally(st, 0, label, "the-woods")
    at(st, "beasts-castle", power=1)
    assert "play intimidating-1" not in legal(st)


def test_take_me_instead_plays_a_hero_to_beasts_castle_and_removes_an_obstacle():
    st = new()
    set_hand(st, 0, "take-me-instead-1")
    fate_top(st, 0, "be-our-guest-1", "the-rose", "lumiere")
    at(st, "belles-house", power=0)
    do(st, "play take-me-instead-1")
    assert fside(st, 0, "beasts-castle") == ["lumiere"]
    do(st, "done")  # Lumiere may move a Hero: Gaston declines
    do(st, "at the-woods")  # then one Obstacle goes
    p = st.players[0]
    assert p.obstacles == [2, 2, 1, 2]
    assert len(p.fate_deck) == 14 and not p.limbo  # the others were shuffled back


@pytest.mark.rule("001:replace-obstacles:6", "001:replace-obstacles:7")
def test_take_me_instead_with_belle_removes_nothing():
    st = new()
    set_hand(st, 0, "take-me-instead-1")
    fate_top(st, 0, "belle")
    at(st, "belles-house", power=0)
    do(st, "play take-me-instead-1")
    assert fside(st, 0, "beasts-castle") == ["belle"]
    assert st.players[0].obstacles == [2, 2, 2, 2]


def _said(st, events) -> list[str]:
    from game.games.villainous.words import event_words

    return [event_words(st, ev) for ev in events]


def test_take_me_instead_with_belle_says_in_the_log_why_no_obstacle_was_removed():
    """Belle is revealed and played to Beast's Castle: no Obstacle may go, and the log says
    so rather than nothing (issue 47)."""
    st = new()
    set_hand(st, 0, "take-me-instead-1")
    fate_top(st, 0, "belle")
    at(st, "belles-house", power=0)
    events = do(st, "play take-me-instead-1")
    assert st.players[0].obstacles == [2, 2, 2, 2]
    assert "Take Me Instead: Belle stops Obstacles being removed." in _said(st, events)
    nothing = [e for e in events if isinstance(e, E.NothingDone)]
    assert [(e.seat, e.card) for e in nothing] == [(0, iid(st, 0, "take-me-instead-1"))]


def test_a_defeated_maurice_with_no_obstacle_at_belles_house_says_so_in_the_log():
    st = new()
    obstacles(st, 0, 0, 2, 2, 2)
    set_hand(st, 0, "hunters-instinct-1")
    hero(st, 0, "maurice", "the-woods")
    at(st, "beasts-castle", power=3)
    events = do(st, "play hunters-instinct-1")
    assert fside(st, 0, "the-woods") == []
    assert "Maurice: no Obstacle at Belle's House to remove." in _said(st, events)


def test_an_obstacle_removed_says_nothing_of_nothing():
    st = new()
    set_hand(st, 0, "take-me-instead-1")
    fate_top(st, 0, "cogsworth")
    at(st, "belles-house", power=0)
    events = do(st, "play take-me-instead-1", "at the-woods")
    assert st.players[0].obstacles == [2, 2, 1, 2]
    assert not [e for e in events if isinstance(e, E.NothingDone)]


def test_time_to_follow_me_moves_an_ally():
    st = new()
    set_hand(st, 0, "time-to-follow-me-1")
    ally(st, 0, "the-mob", "belles-house")
    at(st, "beasts-castle", power=1)
    do(st, "play time-to-follow-me-1")
    assert vside(st, 0, "the-tavern") == ["the-mob"]


def test_time_to_follow_me_refused_with_nothing_to_move():
    st = new()
    set_hand(st, 0, "time-to-follow-me-1")
    at(st, "beasts-castle", power=1)
    assert "play time-to-follow-me-1" not in legal(st)


@pytest.mark.rule("001:remove-obstacles-with-effects:1", "001:remove-obstacles-with-effects:4")
def test_get_out_removes_three_obstacles():
    st = new()
    set_hand(st, 0, "get-out")
    at(st, "beasts-castle", power=5)
    do(st, "play get-out", "at belles-house", "at belles-house", "at the-woods")
    assert st.players[0].obstacles == [0, 2, 1, 2]


@pytest.mark.rule("001:remove-obstacles-with-effects:1", "001:remove-obstacles-with-effects:4")
def test_get_out_costs_five():
    st = new()
    set_hand(st, 0, "get-out")
    at(st, "beasts-castle", power=4)
    assert "play get-out" not in legal(st)


def test_show_me_the_beast_with_beast_removes_an_obstacle():
    st = new()
    set_hand(st, 0, "show-me-the-beast")
    hero(st, 0, "beast", "the-tavern")
    at(st, "beasts-castle", power=2)
    do(st, "play show-me-the-beast", "at the-woods")
    assert st.players[0].obstacles == [2, 2, 1, 2]


def test_show_me_the_beast_with_belle_replaces_an_obstacle():
    st = new()
    obstacles(st, 0, 2, 2, 2, 1)
    set_hand(st, 0, "show-me-the-beast")
    hero(st, 0, "belle", "the-tavern")
    at(st, "beasts-castle", power=2)
    do(st, "play show-me-the-beast")
    assert st.players[0].obstacles == [2, 2, 2, 2]


def test_show_me_the_beast_with_both_gains_two_power():
    st = new()
    set_hand(st, 0, "show-me-the-beast")
    hero(st, 0, "belle", "the-tavern")
    hero(st, 0, "beast", "the-woods")
    at(st, "beasts-castle", power=2)
    do(st, "play show-me-the-beast")
    assert st.players[0].power == 2 and st.players[0].obstacles == [2, 2, 2, 2]


def test_show_me_the_beast_refused_with_neither():
    st = new()
    set_hand(st, 0, "show-me-the-beast")
    at(st, "beasts-castle", power=2)
    assert "play show-me-the-beast" not in legal(st)


@pytest.mark.rule("001:effect:1", "001:effect:2", "001:remove-obstacles-with-effects:1",
                  "001:remove-obstacles-with-effects:2")
def test_temper_removes_one_obstacle():
    st = new()
    set_hand(st, 0, "temper")
    at(st, "beasts-castle", power=2)
    do(st, "play temper", "at the-tavern")
    assert st.players[0].obstacles == [2, 1, 2, 2]


# --- Fate deck -------------------------------------------------------------


def _fate(st, *picks):
    at(st, "the-woods", seat=0)
    do(st, "fate p2", *picks)


@pytest.mark.rule("001:replace-obstacles:6", "001:replace-obstacles:7")
def test_belle_prevents_removing_obstacles():
    st = new()
    hero(st, 0, "belle", "belles-house")
    ally(st, 0, "monsieur-d-arque", "the-woods")
    set_hand(st, 0, "temper")
    at(st, "the-tavern", power=5)
    moves = legal(st)
    assert "activate monsieur-d-arque" not in moves and "play temper" not in moves


@pytest.mark.rule("001:remove-obstacles-by-vanquishing-heroes:1",
                  "001:remove-obstacles-by-vanquishing-heroes:2")
def test_beast_moves_allies_out_when_played():
    st = new()
    fate_top(st, 1, "beast", "belle")
    ally(st, 1, "wolves-1", "the-woods")
    ally(st, 1, "the-mob", "the-woods")
    _fate(st, "pick beast", "at the-woods", "at the-tavern", "at belles-house")
    assert vside(st, 1, "the-woods") == []
    assert vside(st, 1, "the-tavern") == ["wolves-1"] and vside(st, 1, "belles-house") == ["the-mob"]


@pytest.mark.rule("001:remove-obstacles-by-vanquishing-heroes:1",
                  "001:remove-obstacles-by-vanquishing-heroes:2")
def test_beast_moves_allies_out_when_moved():
    st = new()
    hero(st, 1, "beast", "belles-house")
    ally(st, 1, "the-mob", "the-woods")
    fate_top(st, 1, "lumiere", "belle")
    _fate(st, "pick lumiere", "at the-tavern", "pick beast", "at the-woods", "at beasts-castle")
    assert fside(st, 1, "the-woods") == ["beast"]
    assert vside(st, 1, "beasts-castle") == ["the-mob"]


@pytest.mark.rule("001:remove-obstacles-by-vanquishing-heroes:1",
                  "001:remove-obstacles-by-vanquishing-heroes:2")
def test_beast_defeated_removes_obstacles_at_beasts_castle():
    st = new()
    hero(st, 0, "beast", "the-woods")
    ally(st, 0, "the-mob", "the-woods")
    ally(st, 0, "lefou", "the-woods")
    at(st, "belles-house")
    do(st, "vanquish beast", "use the-mob")  # LeFou makes it 6: added at once
    assert st.prompt is None and fside(st, 0, "the-woods") == []
    assert st.players[0].obstacles == [2, 2, 2, 0]


@pytest.mark.rule("001:replace-obstacles:6", "001:replace-obstacles:7")
def test_beast_defeated_removes_nothing_while_belle_is_there():
    st = new()
    hero(st, 0, "beast", "the-woods")
    hero(st, 0, "belle", "the-tavern")
    ally(st, 0, "the-mob", "the-woods")
    ally(st, 0, "lefou", "the-woods")
    at(st, "belles-house")
    do(st, "vanquish beast", "use the-mob")
    assert fside(st, 0, "the-woods") == []
    assert st.players[0].obstacles == [2, 2, 2, 2]


def test_cogsworth_gives_other_heroes_at_his_location_plus_one():
    st = new()
    hero(st, 0, "lumiere", "the-woods")
    hero(st, 0, "belle", "the-tavern")
    hero(st, 0, "cogsworth", "the-woods")
    assert _str(st, 0, "lumiere") == 4
    assert _str(st, 0, "belle") == 2
    assert _str(st, 0, "cogsworth") == 2


@pytest.mark.rule("001:frequently-asked-questions:1", "001:frequently-asked-questions:2")
def test_lumiere_may_move_a_hero_anywhere():
    st = new()
    hero(st, 1, "belle", "belles-house")
    fate_top(st, 1, "lumiere", "cogsworth")
    _fate(st, "pick lumiere", "at the-woods", "pick belle", "at beasts-castle")
    assert fside(st, 1, "beasts-castle") == ["belle"]


@pytest.mark.rule("001:remove-obstacles-by-vanquishing-heroes:1",
                  "001:remove-obstacles-by-vanquishing-heroes:3")
def test_maurice_finds_his_invention_and_clears_belles_house_when_defeated():
    st = new()
    fate_top(st, 1, "maurice", "cogsworth")
    _fate(st, "pick maurice", "at the-woods")
    inv = iid(st, 1, "maurices-invention")
    assert st.attach[inv] == iid(st, 1, "maurice")
    st2 = new()
    hero(st2, 0, "maurice", "the-woods")
    ally(st2, 0, "the-mob", "the-woods")
    at(st2, "belles-house")
    do(st2, "vanquish maurice")
    assert st2.players[0].obstacles == [0, 2, 2, 2]


def test_mrs_potts_and_chip_move_any_number_of_heroes():
    st = new()
    hero(st, 1, "belle", "belles-house")
    hero(st, 1, "lumiere", "the-woods")
    fate_top(st, 1, "mrs-potts-and-chip", "cogsworth")
    _fate(st, "pick mrs-potts-and-chip", "at the-tavern",
          "pick belle", "at the-tavern", "pick lumiere", "at the-tavern", "done")
    assert sorted(fside(st, 1, "the-tavern")) == ["belle", "lumiere", "mrs-potts-and-chip"]


def test_maurices_invention_weakens_allies_at_its_location():
    st = new()
    hero(st, 0, "lumiere", "the-woods")
    ally(st, 0, "the-mob", "the-woods")
    ally(st, 0, "lefou", "the-tavern")
    attach(st, 0, "maurices-invention", "lumiere")
    assert _str(st, 0, "the-mob") == 3 and _str(st, 0, "lefou") == 2


@pytest.mark.rule("001:item:4")
def test_maurices_invention_needs_a_hero():
    st = new()
    fate_top(st, 1, "maurices-invention", "it-is-you")
    obstacles(st, 1, 2, 2, 2, 2)
    _fate(st)
    assert len(st.players[1].fate_discard) == 2


def test_be_our_guest_plays_a_hero_from_the_fate_discard():
    st = new()
    to_discard(st, 1, "beast")
    fate_top(st, 1, "be-our-guest-1", "it-is-you")
    obstacles(st, 1, 2, 2, 2, 2)
    _fate(st, "at the-tavern")
    assert fside(st, 1, "the-tavern") == ["beast"]


def test_be_our_guest_refused_with_no_hero_discarded():
    st = new()
    fate_top(st, 1, "be-our-guest-1", "it-is-you")
    obstacles(st, 1, 2, 2, 2, 2)
    _fate(st)
    assert len(st.players[1].fate_discard) == 2


@pytest.mark.rule("001:replace-obstacles:1", "001:replace-obstacles:4")
def test_it_is_you_replaces_one_obstacle_at_each_location():
    st = new()
    obstacles(st, 1, 0, 1, 2, 0)
    fate_top(st, 1, "it-is-you", "belle")
    _fate(st, "pick it-is-you")
    assert st.players[1].obstacles == [1, 2, 2, 1]


@pytest.mark.rule("001:replace-obstacles:1", "001:replace-obstacles:2")
def test_ive_never_seen_so_many_books_replaces_one_obstacle():
    st = new()
    obstacles(st, 1, 0, 1, 2, 2)
    fate_top(st, 1, "ive-never-seen-so-many-books", "belle")
    _fate(st, "pick ive-never-seen-so-many-books", "at belles-house")
    assert st.players[1].obstacles == [1, 1, 2, 2]


@pytest.mark.rule("001:replace-obstacles:1", "001:replace-obstacles:5")
def test_massaging_my_feet_replaces_two_obstacles():
    st = new()
    obstacles(st, 1, 0, 1, 2, 2)
    fate_top(st, 1, "massaging-my-feet", "belle")
    _fate(st, "pick massaging-my-feet", "at belles-house", "at belles-house")
    assert st.players[1].obstacles == [2, 1, 2, 2]


def test_putting_an_obstacle_back_asks_in_plain_words_where_on_gaston_s_board():
    st = new()
    obstacles(st, 1, 0, 1, 2, 2)
    fate_top(st, 1, "ive-never-seen-so-many-books", "belle")
    _fate(st, "pick ive-never-seen-so-many-books")
    assert (st.prompt.kind, st.prompt.message) == ("obstacle", "Put an Obstacle back at which location?")
    assert st.prompt.realm == 1 and st.prompt.seat == 0  # the Fate action's player places it


def test_replacing_cards_refused_with_every_spot_full():
    st = new()
    fate_top(st, 1, "massaging-my-feet", "saving-my-life")
    _fate(st)
    assert len(st.players[1].fate_discard) == 2


@pytest.mark.rule("001:replace-obstacles:1", "001:replace-obstacles:3")
def test_saving_my_life_refills_one_location():
    st = new()
    obstacles(st, 1, 0, 1, 2, 0)
    fate_top(st, 1, "saving-my-life", "belle")
    _fate(st, "pick saving-my-life", "at beasts-castle")
    assert st.players[1].obstacles == [0, 1, 2, 2]


def test_magic_mirror_finds_beast_and_shuffles_itself_back():
    st = new()
    obstacles(st, 1, 2, 2, 2, 2)
    fate_top(st, 1, "magic-mirror", "it-is-you")  # It Is You cannot be played
    _fate(st)
    assert (st.prompt.kind, st.prompt.seat, st.prompt.message) == ("location", 0, "Play Beast where?")
    assert sorted(legal(st)) == sorted(f"at {k}" for k in ("belles-house", "the-tavern", "the-woods", "beasts-castle"))
    do(st, "at belles-house")
    assert fside(st, 1, "belles-house") == ["beast"]
    q = st.players[1]
    assert iid(st, 1, "magic-mirror") in q.fate_deck
    assert _labels(st, q.fate_discard) == ["it-is-you"]


def test_the_rose_plays_both_reveals_two_more_and_gaston_removes_one():
    st = new()
    fate_top(st, 1, "the-rose", "lumiere", "cogsworth", "belle")
    _fate(st, "pick the-rose")
    # the other revealed card, Lumiere, is played too
    do(st, "at the-tavern", "done")
    # two more are revealed and one is played
    assert legal(st) == ["pick cogsworth", "pick belle"]
    do(st, "pick cogsworth", "at the-woods")
    # then Gaston himself chooses the Obstacle to remove
    assert st.prompt.seat == 1
    do(st, "at beasts-castle")
    q = st.players[1]
    assert q.obstacles == [2, 2, 2, 1]
    assert _labels(st, q.fate_discard) == ["belle", "the-rose"]


@pytest.mark.rule("001:gaston-s-objective:1", "001:gaston-s-objective:2")
def test_the_rose_can_win_the_game_for_gaston_in_an_opponents_turn():
    st = new()
    obstacles(st, 1, 0, 0, 0, 1)
    fate_top(st, 1, "the-rose", "lumiere", "cogsworth", "mrs-potts-and-chip")
    _fate(st, "pick the-rose", "at the-tavern", "done", "pick cogsworth", "at the-woods")
    assert st.winner == 1
    assert R.legal_actions(st) == ()


def test_maurice_finds_his_invention_not_another_attached_item():
    st = new()
    ally(st, 1, "lefou", "the-tavern")
    attach(st, 1, "five-dozen-eggs-1", "lefou")
    fate_top(st, 1, "maurice", "cogsworth")
    _fate(st, "pick maurice", "at the-woods")
    assert st.attach[iid(st, 1, "maurices-invention")] == iid(st, 1, "maurice")
    assert st.attach[iid(st, 1, "five-dozen-eggs-1")] == iid(st, 1, "lefou")


def test_be_our_guest_asks_where_to_play_the_hero_naming_it():
    st = new()
    to_discard(st, 1, "beast")
    fate_top(st, 1, "be-our-guest-1", "it-is-you")
    obstacles(st, 1, 2, 2, 2, 2)
    _fate(st)
    assert (st.prompt.kind, st.prompt.message) == ("location", "Play Beast where?")


@pytest.mark.rule("001:fate:2")
def test_maurices_invention_goes_to_a_hero_of_the_players_choice_at_maurices_location():
    st = new()
    hero(st, 1, "lumiere", "the-woods")
    fate_top(st, 1, "maurice", "cogsworth")
    _fate(st, "pick maurice", "at the-woods")
    assert (st.prompt.kind, st.prompt.message) == ("attach", "Attach Maurice's Invention to which Hero?")
    assert sorted(legal(st)) == ["on lumiere", "on maurice"]
    inv, lumiere = iid(st, 1, "maurices-invention"), iid(st, 1, "lumiere")
    events = do(st, "on lumiere")
    assert st.attach[inv] == lumiere
    assert E.Attached(1, inv, lumiere, 0) in events


@pytest.mark.rule("001:gaston-s-objective:1", "001:gaston-s-objective:2")
def test_gastons_objective_in_short_counts_the_obstacles_left():
    st = new()
    obstacles(st, 0, 2, 1, 0, 2)
    p = st.players[0]
    assert [str(line) for line in p.villain.goal.progress(st, p)] == ["Objective: remove all 8 Obstacles.",
                                                                     "Obstacles left: 5 of 8"]
    assert [str(line) for line in p.villain.goal.short(st, p)] == ["Obstacles left: 5 of 8"]


@pytest.mark.rule("001:replace-obstacles:1", "001:replace-obstacles:3")
def test_saving_my_life_asks_which_location_to_refill():
    st = new()
    obstacles(st, 1, 0, 1, 2, 0)
    fate_top(st, 1, "saving-my-life", "belle")
    _fate(st, "pick saving-my-life")
    assert (st.prompt.kind, st.prompt.message) == ("obstacle", "Fill the Obstacle spots of which location?")


@pytest.mark.rule("001:fate:2", "001:item:4")
def test_a_fate_item_asks_which_hero_it_attaches_to():
    st = new()
    hero(st, 1, "belle", "belles-house")
    hero(st, 1, "lumiere", "the-woods")
    fate_top(st, 1, "maurices-invention", "it-is-you")
    obstacles(st, 1, 2, 2, 2, 2)  # It Is You cannot be played: the Invention is taken at once
    _fate(st)
    assert (st.prompt.kind, st.prompt.message) == ("attach", "Choose a Hero for Maurice's Invention")


def test_his_bot_counts_obstacles_removed_and_a_free_belle_against_him():
    """His progress is the share of the eight Obstacles removed, less a little while Belle
    stands untrapped in his Realm (no Obstacle can be removed then); his key cards remove
    Obstacles."""
    from pytest import approx

    from game.games.villainous.villains import gaston as g

    st = new()
    p = st.players[0]
    assert g.bot_progress(st, p) == 0
    obstacles(st, 0, 1, 0, 1, 0)  # six removed
    assert g.bot_progress(st, p) == approx(6 / 8)
    belle = hero(st, 0, "belle", "belles-house")
    assert g.bot_progress(st, p) == approx(6 / 8 - 0.06)
    hero(st, 0, "lumiere", "the-woods")  # another Hero is no matter
    assert g.bot_progress(st, p) == approx(6 / 8 - 0.06)
    st.trapped[belle] = 1  # a trapped Belle stops nothing
    assert g.bot_progress(st, p) == approx(6 / 8)
    obstacles(st, 0, 0, 0, 0, 0)
    assert g.bot_progress(st, p) == 1.0
    assert g.bot_key_cards(st, p) == {"get-out", "come-into-the-light", "temper", "monsieur-d-arque",
                                      "hunters-instinct"}
