"""The Horned King: his rules (Villain Guide), The Black Cauldron, and a test per card."""

from __future__ import annotations

import pytest

from game.games.villainous import actions as A
from game.games.villainous import events as E
from game.games.villainous import rules as R
from game.games.villainous.actions import Action
from game.games.villainous.events import Revealed
from game.games.villainous.realm import strength
from game.games.villainous.state import touched

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
    loc,
    new,
    set_hand,
    to_discard,
    vside,
)

HK = ("horned-king", "gaston")


def _labels(st, cards):
    return [st.table.labels[c] for c in cards]


def _plays(st):
    return [m for m in legal(st) if m.startswith("play")]


def _fate_on_him(st, *moves):
    """Gaston (p2) takes a Fate action against the Horned King (p1), who holds no Condition."""
    set_hand(st, 0)
    at(st, "the-woods", seat=1)
    do(st, "fate p1", *moves)


def _str(st, label):
    return strength(st, st.players[0], iid(st, 0, label))


# --- The Black Cauldron ---------------------------------------------------------


@pytest.mark.rule("001:components:3", "001:components:4", "001:setup:1")
def test_horned_king_deck_has_30_villain_and_15_fate_cards():
    st = new(HK)
    p = st.players[0]
    assert len(p.deck) + len(p.hand) == 30 and len(p.fate_deck) == 15
    assert p.relic == 0  # the tile is set aside, unclaimed


@pytest.mark.rule("001:types-of-actions:2", "001:powering-the-black-cauldron:3",
                  "001:powering-the-black-cauldron:4", "003:action:4",
                  "003:list-of-cards-that-add-extra-actions:1")
def test_his_board_has_no_activate_action_until_ancient_soldiers_arrive():
    st = new(HK)
    st.players[0].relic = 1
    at(st, "dungeons")
    assert not any(m.startswith("activate") for m in legal(st))
    ally(st, 0, "ancient-soldiers-1", "dungeons")
    assert "activate the-black-cauldron" in legal(st)


@pytest.mark.rule("001:powering-the-black-cauldron:1")
def test_an_activate_action_flips_the_cauldron_to_its_power():
    st = new(HK)
    st.players[0].relic = 1
    ally(st, 0, "ancient-soldiers-1", "dungeons")
    at(st, "dungeons")
    do(st, "activate the-black-cauldron")
    assert st.players[0].relic == 2
    assert not any(m.startswith("activate") for m in legal(st))  # one Activate symbol


@pytest.mark.rule("001:special-setup-3:2")
def test_side_a_discards_one_cauldron_born_at_the_start_of_his_turn():
    st = new(HK)
    st.players[0].relic = 1
    ally(st, 0, "cauldron-born-1", "morva")
    ally(st, 0, "cauldron-born-2", "dungeons")
    at(st, "the-woods", seat=1)
    do(st, "end")
    assert st.prompt.seat == 0 and st.prompt.kind == "discard"
    do(st, "pick cauldron-born-2")
    assert vside(st, 0, "dungeons") == [] and vside(st, 0, "morva") == ["cauldron-born-1"]
    assert st.phase == "move"


@pytest.mark.rule("001:special-setup-3:3", "001:making-cauldron-born:1",
                  "001:making-cauldron-born:2")
def test_side_b_replaces_ancient_soldiers_before_moving_once_per_turn():
    st = new(HK)
    p = st.players[0]
    p.relic = 2
    p.power = 5
    ally(st, 0, "ancient-soldiers-1", "morva")
    ally(st, 0, "ancient-soldiers-2", "dungeons")
    set_hand(st, 0, "cauldron-born-1", "cauldron-born-2")
    st.legal_cache = None
    moves = legal(st)
    assert "replace ancient-soldiers-1 with cauldron-born-1" in moves
    # identical copies in hand are one move, named by the first copy (apply refuses the twin)
    soldiers = iid(st, 0, "ancient-soldiers-1")
    assert R.why_not(st, 0, Action(A.REPLACE, iid(st, 0, "cauldron-born-1"), soldiers)) is None
    assert R.why_not(st, 0, Action(A.REPLACE, iid(st, 0, "cauldron-born-2"), soldiers)) == (
        "Name the first copy of that card in your hand")
    do(st, "replace ancient-soldiers-2 with cauldron-born-1")
    assert vside(st, 0, "dungeons") == ["cauldron-born-1"] and p.power == 3
    assert not any(m.startswith("replace") for m in legal(st))  # once per turn
    do(st, "move dungeons")
    assert not any(m.startswith("replace") for m in legal(st))  # and only before moving


@pytest.mark.rule("001:special-setup-3:3", "001:making-cauldron-born:1",
                  "001:making-cauldron-born:2")
def test_side_b_replacement_costs_two_power():
    st = new(HK)
    p = st.players[0]
    p.relic = 2
    p.power = 1
    ally(st, 0, "ancient-soldiers-1", "morva")
    set_hand(st, 0, "cauldron-born-1")
    assert not any(m.startswith("replace") for m in legal(st))


@pytest.mark.rule("001:making-cauldron-born:3")
def test_cauldron_born_only_while_the_power_shows():
    st = new(HK)
    set_hand(st, 0, "cauldron-born-1")
    at(st, "morva", power=0)
    st.players[0].relic = 1
    assert _plays(st) == []
    st.players[0].relic = 2
    touched(st.players[0])  # set by hand: what the engine kept of the Realm is stale
    st.legal_cache = None
    assert "play cauldron-born-1 @morva" in _plays(st)


@pytest.mark.rule("001:making-cauldron-born:3")
def test_cauldron_born_are_not_discarded_after_a_vanquish():
    st = new(HK)
    hero(st, 0, "taran", "morva")
    ally(st, 0, "cauldron-born-1", "morva")
    at(st, "throne-room")
    do(st, "vanquish taran")
    assert vside(st, 0, "morva") == ["cauldron-born-1"] and fside(st, 0, "morva") == []


@pytest.mark.rule("001:horned-king-s-objective:1", "001:horned-king-s-objective:2")
def test_cauldron_born_at_each_location_wins_at_once():
    st = new(HK)
    p = st.players[0]
    p.relic = 2
    for i, key in enumerate(("morva", "fair-folk-kingdom", "dungeons")):
        ally(st, 0, f"cauldron-born-{i + 1}", key)
    set_hand(st, 0, "cauldron-born-4")
    at(st, "throne-room", power=0)
    do(st, "play cauldron-born-4 @throne-room")
    assert st.winner == 0


@pytest.mark.rule("001:special-setup-3:1", "001:claiming-the-black-cauldron:1")
def test_the_cauldron_is_never_lost_once_claimed():
    st = new(HK)
    st.players[0].relic = 2
    fate_top(st, 0, "gurgis-sacrifice", "gurgi")
    _fate_on_him(st, "pick gurgis-sacrifice")
    assert st.players[0].relic == 1  # flipped back, still his


# --- Villain cards ---------------------------------------------------------------


@pytest.mark.rule("001:powering-the-black-cauldron:3", "001:powering-the-black-cauldron:4",
                  "003:list-of-cards-that-add-extra-actions:1")
def test_ancient_soldiers_give_their_location_an_activate_action():
    st = new(HK)
    ally(st, 0, "ancient-soldiers-1", "morva")
    ally(st, 0, "ancient-soldiers-2", "morva")
    st.players[0].relic = 1
    at(st, "morva")
    do(st, "activate the-black-cauldron")
    assert st.players[0].relic == 2
    # two Soldiers, two Activate actions: the second has nothing left to do
    assert not any(m.startswith("activate") for m in legal(st))


def test_ancient_soldiers_cannot_go_where_the_fair_folk_are():
    st = new(HK)
    hero(st, 0, "fair-folk", "dungeons")
    set_hand(st, 0, "ancient-soldiers-1")
    at(st, "morva", power=3)
    assert "play ancient-soldiers-1 @dungeons" not in _plays(st)
    assert "play ancient-soldiers-1 @morva" in _plays(st)
    soldiers = iid(st, 0, "ancient-soldiers-1")
    assert R.why_not(st, 0, Action(A.PLAY, soldiers, loc(st, 0, "dungeons"))) == (
        "Ancient Soldiers cannot be played where Fair Folk is")
    # the same always-on abilities given apart from the Realm's kept ones (a trial's copy)
    from game.games.villainous.realm import active_statics, may_enter

    p = st.players[0]
    given = tuple(list(active_statics(st, p)))
    assert not may_enter(st, p, soldiers, loc(st, 0, "dungeons"), given)
    assert may_enter(st, p, soldiers, loc(st, 0, "dungeons"), given, moving=True)
    assert may_enter(st, p, soldiers, loc(st, 0, "morva"), given)


def test_horned_kings_henchmen_are_strength_three():
    st = new(HK)
    ally(st, 0, "horned-kings-henchmen-1", "morva")
    assert _str(st, "horned-kings-henchmen-1") == 3


def test_gwythaints_vanquish_at_an_adjacent_location():
    st = new(HK)
    hero(st, 0, "gurgi", "throne-room")
    ally(st, 0, "gwythaints-1", "dungeons")  # next to the Throne Room
    at(st, "fair-folk-kingdom")
    assert "vanquish gurgi" in legal(st)
    ally(st, 0, "gwythaints-1", "morva")  # not next to it
    assert "vanquish gurgi" not in legal(st)
    ally(st, 0, "gwythaints-1", "dungeons")
    do(st, "vanquish gurgi")
    assert fside(st, 0, "throne-room") == []


def test_creeper_moves_to_the_horned_king_after_a_vanquish():
    st = new(HK)
    hero(st, 0, "gurgi", "morva")
    ally(st, 0, "creeper", "morva")
    at(st, "throne-room")
    do(st, "vanquish gurgi")
    assert vside(st, 0, "throne-room") == ["creeper"]


def test_guard_dog_is_an_ally():
    st = new(HK)
    set_hand(st, 0, "guard-dog")
    at(st, "morva", power=2)
    do(st, "play guard-dog @morva")
    assert _str(st, "guard-dog") == 2


def test_only_moments_away_plays_an_item_free_when_an_opponent_plays_an_item():
    st = new(("horned-king", "lady-tremaine"))
    set_hand(st, 0, "only-moments-away-from-victory-1", "ancient-soldiers-1")
    set_hand(st, 1, "the-key")
    hero(st, 1, "cinderella", "the-castle")  # The Key needs Cinderella to move
    at(st, "the-music-room", seat=1, power=2)
    do(st, "play the-key @the-castle")
    assert legal(st) == ["play only-moments-away-from-victory-1", "pass"]
    do(st, "play only-moments-away-from-victory-1")
    assert (st.prompt.kind, st.prompt.seat, st.prompt.message) == ("play", 0, "Play which card, and where?")
    do(st, "play ancient-soldiers-1 @dungeons")
    assert vside(st, 0, "dungeons") == ["ancient-soldiers-1"] and st.players[0].power == 0


@pytest.mark.rule("001:powering-the-black-cauldron:1", "001:powering-the-black-cauldron:2")
def test_our_hour_has_arrived_flips_the_cauldron():
    st = new(HK)
    set_hand(st, 0, "our-hour-has-arrived-1")
    at(st, "morva", power=0)
    assert _plays(st) == []  # no Cauldron yet
    st.players[0].relic = 1
    touched(st.players[0])  # set by hand: what the Realm's verdicts were stands changed
    st.legal_cache = None
    do(st, "play our-hour-has-arrived-1")
    assert st.players[0].relic == 2


@pytest.mark.rule("001:claiming-the-black-cauldron:1", "001:claiming-the-black-cauldron:2")
def test_show_me_the_black_cauldron_claims_or_gains_three():
    st = new(HK)
    set_hand(st, 0, "show-me-the-black-cauldron-1")
    at(st, "morva", power=1)
    do(st, "play show-me-the-black-cauldron-1", "mode claim")
    assert st.players[0].relic == 1
    st2 = new(HK)
    set_hand(st2, 0, "show-me-the-black-cauldron-1")
    at(st2, "morva", power=1)
    do(st2, "play show-me-the-black-cauldron-1", "mode power")
    assert st2.players[0].power == 3 and st2.players[0].relic == 0


@pytest.mark.rule("001:claiming-the-black-cauldron:1")
def test_the_witches_of_morva_prevent_claiming_the_cauldron():
    st = new(HK)
    hero(st, 0, "the-witches-of-morva", "dungeons")
    set_hand(st, 0, "show-me-the-black-cauldron-1")
    at(st, "morva", power=1)
    do(st, "play show-me-the-black-cauldron-1")  # only "gain 3 Power" is possible
    assert st.players[0].relic == 0 and st.players[0].power == 3


def test_visions_gains_one_power_per_hero():
    st = new(HK)
    hero(st, 0, "gurgi", "morva")
    hero(st, 0, "taran", "dungeons")
    set_hand(st, 0, "visions-1")
    at(st, "fair-folk-kingdom", power=0)
    do(st, "play visions-1")
    assert st.players[0].power == 2


@pytest.mark.rule("001:claiming-the-black-cauldron:5", "001:claiming-the-black-cauldron:6")
def test_we_got_you_now_pig_keeper_finds_hen_wen_or_defeats_a_weak_hero():
    st = new(HK)
    set_hand(st, 0, "we-got-you-now-pig-keeper-1")
    hero(st, 0, "gurgi", "dungeons")
    at(st, "morva", power=2)
    do(st, "play we-got-you-now-pig-keeper-1", "mode hen-wen", "at throne-room")
    assert fside(st, 0, "throne-room") == ["hen-wen"]
    st2 = new(HK)
    set_hand(st2, 0, "we-got-you-now-pig-keeper-1")
    hero(st2, 0, "gurgi", "dungeons")
    hero(st2, 0, "taran", "dungeons")
    at(st2, "morva", power=2)
    do(st2, "play we-got-you-now-pig-keeper-1", "mode defeat")
    assert fside(st2, 0, "dungeons") == ["taran"]


@pytest.mark.rule("001:claiming-the-black-cauldron:3", "001:claiming-the-black-cauldron:4")
def test_we_have_made_a_bargain_trades_dyrnwyn_for_the_cauldron():
    st = new(HK)
    hero(st, 0, "taran", "dungeons")
    attach(st, 0, "dyrnwyn", "taran")
    set_hand(st, 0, "we-have-made-a-bargain-1")
    at(st, "morva", power=4)
    do(st, "play we-have-made-a-bargain-1", "mode bargain")
    p = st.players[0]
    assert p.relic == 1 and p.power == 0 and iid(st, 0, "dyrnwyn") in p.fate_discard
    assert iid(st, 0, "dyrnwyn") not in st.attach  # Dyrnwyn leaves Taran's side for good


@pytest.mark.rule("001:claiming-the-black-cauldron:3", "001:claiming-the-black-cauldron:4")
def test_we_have_made_a_bargain_without_dyrnwyn_shuffles_the_discard():
    st = new(HK)
    to_discard(st, 0, "guard-dog", "creeper")
    set_hand(st, 0, "we-have-made-a-bargain-1")
    at(st, "morva", power=4)
    do(st, "play we-have-made-a-bargain-1")  # the bargain is impossible: shuffle at once
    assert st.players[0].discard == [iid(st, 0, "we-have-made-a-bargain-1")]


def test_captured_draws_three():
    st = new(HK)
    set_hand(st, 0, "captured")
    at(st, "morva", power=1)
    do(st, "play captured")
    assert len(st.players[0].hand) == 3


# --- Fate cards --------------------------------------------------------------------


def test_taran_gains_strength_from_other_heroes_with_him():
    st = new(HK)
    hero(st, 0, "taran", "morva")
    assert _str(st, "taran") == 3
    hero(st, 0, "gurgi", "morva")
    assert _str(st, "taran") == 4


def test_princess_eilonwy_strengthens_heroes_with_her():
    st = new(HK)
    hero(st, 0, "princess-eilonwy", "morva")
    hero(st, 0, "gurgi", "morva")
    assert _str(st, "gurgi") == 2 and _str(st, "princess-eilonwy") == 2


def test_fflewddur_fflam_gathers_every_ally():
    st = new(HK)
    ally(st, 0, "creeper", "morva")
    ally(st, 0, "guard-dog", "throne-room")
    fate_top(st, 0, "fflewddur-fflam", "gurgi")
    _fate_on_him(st, "pick fflewddur-fflam", "at dungeons")
    assert sorted(vside(st, 0, "dungeons")) == ["creeper", "guard-dog"]


def test_doli_may_move_heroes():
    st = new(HK)
    hero(st, 0, "gurgi", "morva")
    fate_top(st, 0, "doli", "taran")
    _fate_on_him(st, "pick doli", "at dungeons", "pick gurgi", "at throne-room", "done")
    assert fside(st, 0, "throne-room") == ["gurgi"]


def test_gurgi_shuffles_back_into_the_fate_deck_when_defeated():
    st = new(HK)
    hero(st, 0, "gurgi", "morva")
    ally(st, 0, "guard-dog", "morva")
    at(st, "throne-room")
    do(st, "vanquish gurgi")
    p = st.players[0]
    assert iid(st, 0, "gurgi") in p.fate_deck and iid(st, 0, "gurgi") not in p.fate_discard


@pytest.mark.rule("001:claiming-the-black-cauldron:5", "001:claiming-the-black-cauldron:6")
def test_hen_wen_forbids_his_effects_and_defeating_her_claims_the_cauldron():
    st = new(HK)
    hero(st, 0, "hen-wen", "morva")
    ally(st, 0, "guard-dog", "morva")
    set_hand(st, 0, "captured")
    at(st, "throne-room", power=5)
    assert _plays(st) == []
    do(st, "vanquish hen-wen")
    assert st.players[0].relic == 1
    assert "play captured" in _plays(st)


def test_dyrnwyn_gives_its_hero_plus_two():
    st = new(HK)
    hero(st, 0, "gurgi", "morva")
    fate_top(st, 0, "dyrnwyn", "taran")
    _fate_on_him(st, "pick dyrnwyn")
    assert _str(st, "gurgi") == 3


def test_i_believe_in_you_makes_him_discard_his_hand_and_draw_three():
    st = new(HK)
    fate_top(st, 0, "i-believe-in-you-1", "gurgi")
    set_hand(st, 0, "creeper", "guard-dog", "captured", "visions-1", "visions-2")
    at(st, "the-woods", seat=1)
    do(st, "fate p1", "pick i-believe-in-you-1")
    p = st.players[0]
    assert len(p.hand) == 3 and len(p.discard) == 5


def test_reunited_plays_a_hero_from_the_fate_discard():
    st = new(HK)
    to_discard(st, 0, "taran")
    fate_top(st, 0, "reunited-1", "gurgis-sacrifice")
    _fate_on_him(st, "at morva")
    assert fside(st, 0, "morva") == ["taran"]


def test_gurgis_happy_day_plays_two_fate_cards():
    st = new(HK)
    fate_top(st, 0, "gurgis-happy-day", "gurgis-sacrifice")  # the Sacrifice cannot be played
    set_hand(st, 0)
    at(st, "the-woods", seat=1)
    events = do(st, "fate p1")
    reveals = [e for e in events if isinstance(e, Revealed)]
    assert len(reveals) == 2 and len(reveals[1].cards) == 2  # then two more are revealed
    while st.prompt is not None:
        R.apply(st, R.legal_actions(st)[0])
    p = st.players[0]
    assert not p.limbo
    second = reveals[1].cards
    for c in second:  # each was played if it could be, else discarded
        assert c in p.fate_discard or c in p.fate_deck or any(c in z for z in p.fside) or c in st.attach


@pytest.mark.rule("001:gurgi-s-sacrifice-and-the-black-cauldron:1",
                  "001:gurgi-s-sacrifice-and-the-black-cauldron:2")
def test_gurgis_sacrifice_flips_the_power_back():
    st = new(HK)
    st.players[0].relic = 2
    fate_top(st, 0, "gurgis-sacrifice", "gurgi")
    _fate_on_him(st, "pick gurgis-sacrifice")
    assert st.players[0].relic == 1


@pytest.mark.rule("001:gurgi-s-sacrifice-and-the-black-cauldron:1",
                  "001:gurgi-s-sacrifice-and-the-black-cauldron:2")
def test_gurgis_sacrifice_cannot_be_played_without_the_power():
    st = new(HK)
    fate_top(st, 0, "gurgis-sacrifice", "gurgi")
    _fate_on_him(st, "at morva")
    assert fside(st, 0, "morva") == ["gurgi"]


# --- Written from the survivors of mutation testing (docs/mutation.md) -----------


def _four_cauldron_born(st):
    for n, key in enumerate(("morva", "fair-folk-kingdom", "dungeons", "throne-room"), start=1):
        ally(st, 0, f"cauldron-born-{n}", key)


@pytest.mark.rule("001:horned-king-s-objective:1", "001:horned-king-s-objective:2",
                  "001:special-setup-3:1", "001:claiming-the-black-cauldron:1")
def test_objective_needs_the_black_cauldron_claimed():
    """Cauldron Born at each location win only with The Black Cauldron claimed: unclaimed,
    the tile is set aside and nothing wins (they cannot be there without it in a real game)."""
    st = new(HK)
    _four_cauldron_born(st)
    at(st, "morva")
    do(st, "gain")
    assert st.winner is None


@pytest.mark.rule("001:horned-king-s-objective:1", "001:horned-king-s-objective:2")
def test_objective_wins_with_the_black_cauldron_on_either_side():
    """"Have a Cauldron Born at each of your four locations": side A (dormant) counts too."""
    for side in (1, 2):
        st = new(HK)
        st.players[0].relic = side
        _four_cauldron_born(st)
        at(st, "morva")
        do(st, "gain")
        assert st.winner == 0


def _hk_with_an_activated_ally() -> str:
    """His data with a Guard Dog that has an Activated Ability (draw a card), so a second
    Activate in one turn would be visible."""
    import json
    from importlib import resources

    from game.games.villainous.cards import parse_villain, register_villain

    raw = json.loads(resources.files("game.games.villainous.content").joinpath("horned-king.json").read_text())
    raw["key"] = "test-hk-activate"
    raw["rules_of"] = "horned-king"  # the Black Cauldron's rules come with him
    for c in raw["villain_deck"]:
        if c["key"] == "guard-dog":
            c["activate"] = {"cost": 0, "steps": [{"verb": "draw", "count": 1}]}
    register_villain(parse_villain(raw, "test"))
    return raw["key"]


@pytest.mark.rule("001:powering-the-black-cauldron:3", "001:powering-the-black-cauldron:4",
                  "003:list-of-cards-that-add-extra-actions:1")
def test_ancient_soldiers_give_their_location_one_activate_a_turn():
    """"This location gains an Activate action": one, used like any other symbol."""
    st = new((_hk_with_an_activated_ally(), "gaston"))
    st.players[0].relic = 1
    ally(st, 0, "ancient-soldiers-1", "dungeons")
    ally(st, 0, "guard-dog", "morva")
    at(st, "dungeons")
    assert "activate guard-dog" in legal(st)
    do(st, "activate the-black-cauldron")
    assert not any(m.startswith("activate") for m in legal(st))


def test_fflewddur_fflam_gathers_at_the_first_location_too():
    st = new(HK)
    ally(st, 0, "guard-dog", "throne-room")
    fate_top(st, 0, "fflewddur-fflam", "gurgi")
    _fate_on_him(st, "pick fflewddur-fflam", "at morva")
    assert vside(st, 0, "morva") == ["guard-dog"]


def test_fflewddur_fflam_leaves_allies_at_a_locked_location():
    """"Cards cannot be ... moved from a locked location.\""""
    st = new(HK)
    ally(st, 0, "creeper", "morva")
    ally(st, 0, "guard-dog", "throne-room")
    st.players[0].locked[3] = True
    fate_top(st, 0, "fflewddur-fflam", "gurgi")
    _fate_on_him(st, "pick fflewddur-fflam", "at dungeons")
    assert vside(st, 0, "dungeons") == ["creeper"] and vside(st, 0, "throne-room") == ["guard-dog"]


def test_an_ally_with_a_when_moved_ability_uses_it_when_moved():
    """"When ... moved" abilities (Beast, Bruno) belong to Allies too: a Guard Dog given one
    draws a card each time it moves."""
    import json
    from importlib import resources

    from game.games.villainous.cards import parse_villain, register_villain

    raw = json.loads(resources.files("game.games.villainous.content").joinpath("horned-king.json").read_text())
    raw["key"] = "test-hk-on-move"
    for c in raw["villain_deck"]:
        if c["key"] == "guard-dog":
            c["on_move"] = [{"verb": "draw", "count": 1}]
    register_villain(parse_villain(raw, "test"))
    st = new(("test-hk-on-move", "gaston"))
    ally(st, 0, "guard-dog", "fair-folk-kingdom")
    set_hand(st, 0)
    at(st, "dungeons")
    do(st, "move-ally guard-dog @dungeons")
    assert len(st.players[0].hand) == 1


# --- written from the survivors of mutation testing (docs/mutation.md) ------------------


def test_only_moments_away_offers_only_an_item_never_an_ally():
    """"Play an Item from your hand without paying its Cost": an Ally in hand is not offered,
    and with no Item in hand the Condition cannot be played at all."""
    st = new(("horned-king", "lady-tremaine"))
    set_hand(st, 0, "only-moments-away-from-victory-1", "ancient-soldiers-1", "guard-dog")
    set_hand(st, 1, "the-key")
    hero(st, 1, "cinderella", "the-castle")
    at(st, "the-music-room", seat=1, power=2)
    do(st, "play the-key @the-castle", "play only-moments-away-from-victory-1")
    assert legal(st) and all("ancient-soldiers-1" in m for m in legal(st))
    st = new(("horned-king", "lady-tremaine"))
    set_hand(st, 0, "only-moments-away-from-victory-1", "guard-dog")
    set_hand(st, 1, "the-key")
    hero(st, 1, "cinderella", "the-castle")
    at(st, "the-music-room", seat=1, power=2)
    do(st, "play the-key @the-castle")
    assert "play only-moments-away-from-victory-1" not in legal(st)


def test_activating_the_cauldron_logs_its_power_side():
    from game.games.villainous.events import RelicFlipped

    st = new(HK)
    st.players[0].relic = 1
    ally(st, 0, "ancient-soldiers-1", "dungeons")
    at(st, "dungeons")
    events = do(st, "activate the-black-cauldron")
    assert RelicFlipped(0, 2) in events


def test_the_bargain_logs_the_three_power_paid():
    from game.games.villainous.events import PaidPower

    st = new(HK)
    hero(st, 0, "taran", "dungeons")
    attach(st, 0, "dyrnwyn", "taran")
    set_hand(st, 0, "we-have-made-a-bargain-1")
    at(st, "morva", power=4)
    events = do(st, "play we-have-made-a-bargain-1", "mode bargain")
    assert PaidPower(0, 3) in events


def test_the_power_of_the_cauldron_refused_says_why():
    """The refusals of the swap before moving: no Cauldron Born in hand; a locked location."""
    from game.games.villainous.actions import REPLACE, Action

    st = new(HK)
    p = st.players[0]
    p.relic = 2
    p.power = 5
    soldiers = ally(st, 0, "ancient-soldiers-1", "morva")
    set_hand(st, 0)
    assert R.why_not(st, 0, Action(REPLACE, -1, soldiers)) == "You have no Cauldron Born in hand"
    set_hand(st, 0, "cauldron-born-1")
    p.locked[p.villain.location_index("morva")] = True
    st.legal_cache = None
    born = iid(st, 0, "cauldron-born-1")
    assert R.why_not(st, 0, Action(REPLACE, born, soldiers)) == "Morva is locked"


def test_his_objective_progress_counts_the_locations_with_cauldron_born():
    st = new(HK)
    p = st.players[0]
    ally(st, 0, "cauldron-born-1", "morva")
    ally(st, 0, "cauldron-born-2", "throne-room")
    ally(st, 0, "ancient-soldiers-1", "dungeons")
    lines = p.villain.goal.progress(st, p)
    assert lines[1] == "Cauldron: not claimed" and lines[2] == "Locations with Cauldron Born: 2 of 4"
    p.relic = 2
    assert p.villain.goal.progress(st, p)[1] == "Cauldron: powered"


def test_the_bots_value_each_location_held_by_cauldron_born_above_one_only_waiting():
    """His Objective counts locations with a Cauldron Born; the bots' hint values such a
    location most, one with Ancient Soldiers (ready for the swap) less, and want Ancient
    Soldiers while some location has neither."""
    from game.games.villainous.villains import horned_king as hk

    st = new(HK)
    p = st.players[0]
    p.deck.clear()  # the hint also counts Cauldron Born left in the deck
    bare = hk.bot_progress(st, p)
    ally(st, 0, "ancient-soldiers-1", "dungeons")
    waiting = hk.bot_progress(st, p)
    ally(st, 0, "cauldron-born-1", "morva")
    born = hk.bot_progress(st, p)
    assert bare < waiting < born
    assert born - waiting > waiting - bare
    assert "ancient-soldiers" in hk.bot_key_cards(st, p)
    for where, n in (("fair-folk-kingdom", 2), ("throne-room", 3)):
        ally(st, 0, f"cauldron-born-{n}", where)
    assert "ancient-soldiers" not in hk.bot_key_cards(st, p)


def test_his_bots_hint_in_numbers_the_cauldron_the_locations_and_cauldron_born_left_in_the_deck():
    """0.12 for the Cauldron claimed and 0.1 more once powered; 0.16 a location with a
    Cauldron Born and 0.04 one with Ancient Soldiers waiting; 0.015 a Cauldron Born in the deck."""
    from pytest import approx

    from game.games.villainous.villains import horned_king as hk

    st = new(HK)
    p = st.players[0]
    p.deck[:] = [c for c in p.deck if st.table.defs[c].key != "cauldron-born"]
    assert hk.bot_progress(st, p) == 0
    deck_top(st, 0, "cauldron-born-4", "cauldron-born-5")
    assert hk.bot_progress(st, p) == approx(0.03)
    ally(st, 0, "ancient-soldiers-1", "dungeons")
    ally(st, 0, "cauldron-born-1", "morva")
    assert hk.bot_progress(st, p) == approx(0.03 + 0.04 + 0.16)
    p.relic = 1
    assert hk.bot_progress(st, p) == approx(0.12 + 0.23)
    p.relic = 2
    assert hk.bot_progress(st, p) == approx(0.22 + 0.23)
    assert [str(line) for line in p.villain.goal.short(st, p)] == ["Cauldron Born: 1 of 4"]


def test_the_bots_hold_both_relic_cards_dear_until_the_cauldron_is_claimed():
    """Show Me the Black Cauldron and We Have Made a Bargain claim the Cauldron: the bots'
    hint keeps both until it is claimed, and Our Hour Has Arrived until it is powered."""
    from game.games.villainous.villains import horned_king as hk

    st = new(HK)
    p = st.players[0]
    assert {"show-me-the-black-cauldron", "we-have-made-a-bargain", "our-hour-has-arrived"} <= hk.bot_key_cards(st, p)
    p.relic = 1
    assert not {"show-me-the-black-cauldron", "we-have-made-a-bargain"} & hk.bot_key_cards(st, p)
    assert "our-hour-has-arrived" in hk.bot_key_cards(st, p)


def test_the_cauldron_not_ready_to_activate_says_so():
    """The Black Cauldron is activated only once claimed and not yet powered: otherwise the
    refusal names it (an Activate action granted by Ancient Soldiers, not yet claimed)."""
    st = new(HK)
    ally(st, 0, "ancient-soldiers-1", "morva")
    at(st, "morva", power=5)
    assert R.why_not(st, 0, Action(A.ACTIVATE_RELIC)) == "The Black Cauldron cannot be activated now"


def test_creepers_move_after_a_vanquish_is_logged():
    st = new(HK)
    hero(st, 0, "gurgi", "morva")
    creeper = ally(st, 0, "creeper", "morva")
    at(st, "throne-room")
    events = do(st, "vanquish gurgi")
    assert E.Moved(0, creeper, loc(st, 0, "morva"), loc(st, 0, "throne-room")) in events
