"""Simultaneous effects (the wiki's "Action" page, Clarifications): "If multiple things happen at
the same time ... Effects on the Villain Board itself take precedent. Fate card effects resolve
before Villain card effects. Villain cards in play resolve. If two Villain cards have the same
trigger, the active player chooses the order to resolve them."

With today's cards, two effects of one kind trigger together only when one action completes two
Bounties of Boba Fett's on two different Contacts: their Rewards are the two Villain card effects,
and the active player is asked (docs/rules-notes.md). The order of kinds is checked through
``resolution.push_together`` with the Despicable Plots cards that exist.
"""

from __future__ import annotations

import pytest

from game.games.villainous import events as E
from game.games.villainous import rules as R
from game.games.villainous.actions import format_action
from game.games.villainous.frames import run
from game.games.villainous.position import from_position, to_position
from game.games.villainous.resolution import push_together

from .helpers import ally, attach, hero, iid, legal, loc, new
from .sv_helpers import BOBA, do, game, play, ready

B = BOBA


def _two_bounties_about_to_complete(st) -> None:
    """Bib Fortuna (Reward: draw 2) and Qi'ra (Reward: 1 Credit, 1 Ambition) each hold a Bounty
    whose last requirement is "defeat a Hero"-free: both are complete after the next action."""
    p = st.players[B]
    play(st, B, "bib-fortuna", "corellia")
    play(st, B, "qira", "executor-bridge")
    attach(st, B, "bounty-debtor", "bib-fortuna")
    attach(st, B, "bounty-rebel-spy", "qira")
    p.ext.progress = {iid(st, B, "bounty-debtor"): (0, 1), iid(st, B, "bounty-rebel-spy"): (0, 1)}
    hero(st, B, "han-solo", "jabbas-palace")
    ally(st, B, "bossk", "jabbas-palace")
    ready(st, B, "corellia", credits=0, ambition=0)


def _rewards_in_order(events) -> list[str]:
    out = []
    for ev in events:
        if isinstance(ev, E.Drew) and ev.seat == B:
            out.append("bib-fortuna")
        elif isinstance(ev, E.GainedPower) and ev.seat == B:
            out.append("qira")
    return out


@pytest.mark.rule("003:clarifications:2", "003:clarifications:5")
def test_if_two_villain_cards_have_the_same_trigger_the_active_player_chooses_the_order():
    """Two Bounties completed by one Vanquish: Boba Fett is asked whose Reward resolves first,
    and each answer resolves them in that order."""
    for first, then in (("qira", "bib-fortuna"), ("bib-fortuna", "qira")):
        st = game()
        _two_bounties_about_to_complete(st)
        do(st, "vanquish han-solo")
        assert st.prompt is not None and st.prompt.seat == B and st.prompt.kind == "order"
        assert sorted(legal(st)) == ["first bib-fortuna", "first qira"]
        events = do(st, f"first {first}")
        assert _rewards_in_order(events) == [first, then]
        assert st.prompt is None and st.players[B].power == 1 and len(st.players[B].ext.completed) == 2


@pytest.mark.rule("003:clarifications:5")
def test_the_order_prompt_is_a_position_like_any_other_decision():
    """The pending choice is written and read back with the position: the same question, the
    same answers, the same outcome."""
    st = game()
    _two_bounties_about_to_complete(st)
    do(st, "vanquish han-solo")
    data = to_position(st)
    assert sorted(data["prompt"]["options"]) == ["first bib-fortuna", "first qira"]
    [frame] = [f for f in data["stack"] if f["t"] == "together"]
    assert (frame["ctl"], frame["realm"], sorted(frame["cards"]), frame["progs"]) == \
        (B, B, ["p3:bib-fortuna", "p3:qira"], ["reward", "reward"])
    back = from_position(data)
    assert [format_action(back, a) for a in R.legal_actions(back)] == legal(st)
    assert to_position(back) == data
    do(back, "first qira")
    do(st, "first qira")
    assert to_position(back) == to_position(st)


@pytest.mark.rule("003:clarifications:5")
def test_two_bounties_on_one_contact_give_the_same_reward_twice_without_asking():
    """Jabba the Hutt holds two Bounties: both complete together and both Rewards are his, one
    program twice: nothing to choose."""
    st = game()
    p = st.players[B]
    play(st, B, "jabba-the-hutt", "corellia")
    attach(st, B, "bounty-debtor", "jabba-the-hutt")
    attach(st, B, "bounty-rebel-spy", "jabba-the-hutt")
    p.ext.progress = {iid(st, B, "bounty-debtor"): (0, 1), iid(st, B, "bounty-rebel-spy"): (0, 1)}
    hero(st, B, "han-solo", "jabbas-palace")
    ally(st, B, "bossk", "jabbas-palace")
    ready(st, B, "corellia", credits=0)
    do(st, "vanquish han-solo")
    assert st.prompt is None and p.power == 2


@pytest.mark.rule("003:clarifications:2", "003:clarifications:4")
def test_fate_card_effects_resolve_before_villain_card_effects():
    """Maurice's "When Maurice is defeated, remove every Obstacle at Belle's House" (a Fate card)
    and Monsieur D'Arque's "Remove one Obstacle" (a Villain card) triggered together, the Villain
    card listed first: Maurice's resolves first (Belle's House is cleared before D'Arque asks)."""
    st = new(("gaston", "gaston"), 1)
    st.active = 0
    st.phase = "actions"
    belles_house = loc(st, 0, "belles-house")
    assert st.players[0].obstacles[belles_house] > 0
    maurice = iid(st, 0, "maurice")
    darque = iid(st, 0, "monsieur-d-arque")
    d = st.table.defs
    push_together(st, 0, 0, [("villain", darque, "activate", d[darque].activate),
                             ("fate", maurice, "on_defeat", d[maurice].on_defeat)])
    run(st)
    assert st.players[0].obstacles[belles_house] == 0
    assert st.prompt is not None and st.prompt.kind != "order"  # D'Arque asks which Obstacle


@pytest.mark.rule("003:clarifications:2", "003:clarifications:3")
def test_effects_on_the_villain_board_take_precedent():
    """A board effect resolves before a Fate card's and a Villain card's that trigger with it."""
    st = new(("gaston", "gaston"), 1)
    maurice = iid(st, 0, "maurice")
    darque = iid(st, 0, "monsieur-d-arque")
    board = ({"verb": "noop"},)
    push_together(st, 0, 0, [("villain", darque, "activate", (board[0],)), ("fate", maurice, "on_defeat", board),
                             ("board", -1, "board", board)])
    assert [(f.src, f.prog) for f in st.stack] == [(darque, "activate"), (maurice, "on_defeat"), (-1, "board")]


@pytest.mark.rule("003:clarifications:5")
def test_two_villain_cards_of_the_despicable_box_with_one_trigger_are_ordered_by_the_active_player():
    """No two Despicable Plots cards trigger together today; the rule holds for any two: D'Arque's
    and Temper's programs pushed as one trigger ask the active player first."""
    st = new(("gaston", "lady-tremaine"), 1)
    st.active = 0
    st.phase = "actions"
    darque = iid(st, 0, "monsieur-d-arque")
    temper = iid(st, 0, "temper")
    d = st.table.defs
    push_together(st, 0, 0, [("villain", darque, "activate", d[darque].activate),
                             ("villain", temper, "play", d[temper].play)])
    run(st)
    assert st.prompt is not None and st.prompt.kind == "order"
    assert sorted(legal(st)) == ["first monsieur-d-arque", "first temper"]
