"""A test per card: every card of the four decks does what its data says, in a game.

Each card is played in its own role (hero cards by the hero, villain cards by the villain)
in a scenario built for its kind, and the effect checked against the card's own numbers.
"""

from __future__ import annotations

import pytest

from game.games.stargate import totals as T
from game.games.stargate.actions import ASSIGN, PLAY, USE
from game.games.stargate.cards import DECKS, SKILLS, load_deck
from game.games.stargate.state import ASSIGNED, READY, STOPPED

from .helpers import act, scenario

OTHER = {"survey": "serpent", "serpent": "survey", "archivists": "freeworlds",
         "freeworlds": "archivists"}
CARDS = [(d, c.key) for d in DECKS for c in load_deck(d).cards]


def mission_of(deck: str, skill: str) -> str:
    return next(c.key for c in load_deck(deck).cards if c.kind == "mission" and c.skill == skill)


def first(st, seat, key):
    return min(c for c in st.seats[seat].hand if T.card(st, c).key == key)


def _effect_check(g, st, d, seat, before):
    """Check a card's 'play'/'activate' effects against the state before it."""
    for e in d.effects:
        if e.when not in ("play", "activate"):
            continue
        if e.do == "skill":
            assert st.mission.bonus_skill == before["bonus_skill"] + e.n
        elif e.do == "difficulty":
            assert st.mission.bonus_difficulty == before["bonus_difficulty"] + e.n
        elif e.do == "gain":
            assert st.seats[seat].power == before["power"] - d.cost + e.n
        elif e.do == "draw":
            assert len(st.seats[seat].hand) == before["hand"] - 1 + e.n
        elif e.do == "mill":
            other = 1 - seat
            assert len(st.seats[other].deck) == before["deck_other"] - e.n


def _snapshot(st, seat):
    return {"bonus_skill": st.mission.bonus_skill, "bonus_difficulty": st.mission.bonus_difficulty,
            "power": st.seats[seat].power, "hand": len(st.seats[seat].hand),
            "deck_other": len(st.seats[1 - seat].deck)}


@pytest.mark.parametrize(("deck", "key"), CARDS, ids=[f"{d}:{k}" for d, k in CARDS])
def test_card(deck: str, key: str) -> None:
    d = load_deck(deck).card(key)
    skill = d.skills[0][0] if d.skills else "science"
    if d.kind in ("team", "support", "gear", "event", "hero-ship", "mission"):
        _hero_card(deck, d, skill)
    else:
        _villain_card(deck, d, skill)


def _hero_card(deck, d, skill):
    mission = d.key if d.kind == "mission" else mission_of(deck, skill)
    extra = (d.key,) if d.kind != "mission" and (d.kind != "team" or d.count > 1) else ()
    g = scenario(mission, decks=(deck, OTHER[deck]), hero_hand=extra, power=9)
    st = g.state
    if d.kind == "team":
        c = next(c for c in st.seats[0].play if T.card(st, c).key == d.key)
        assert len(d.skills) == 4 and d.points > 0 and st.status[c] == READY
        act(g, ASSIGN, c)
        assert T.hero_total(st) == d.rating(skill)
        if extra:  # its extra copy boosts it
            g.apply("pass")
            act(g, "boost", first(st, 0, d.key), c)
            assert T.hero_total(st) == d.rating(skill) + 1
        return
    if d.kind == "mission":
        host = T.team(st, 0)[0]
        act(g, ASSIGN, host)
        st.mission.bonus_skill = d.difficulty  # sure to succeed
        hand = len(st.seats[0].hand)
        g.apply("pass")
        g.apply("pass")
        assert st.mission.card == -1 or st.phase == "actions"
        assert d.key in [T.card(st, m).key for m in st.seats[0].completed]
        assert T.experience(st, 0) == d.experience and T.glyphs(st, 0) == 1
        drawn = sum(e.n for e in d.effects if e.when == "success" and e.do == "draw")
        assert len(st.seats[0].hand) == hand + drawn
        return
    c = first(st, 0, d.key)
    before = _snapshot(st, 0)
    if d.kind == "gear":
        host = T.team(st, 0)[0]
        base = T.character_skill(st, host, skill)
        act(g, PLAY, c, host)
        assert T.character_skill(st, host, skill) == base + d.rating(skill)
        return
    if d.kind == "event":
        target = _event_target(g, st, d)
        act(g, PLAY, c, target)
        assert c in st.seats[0].discard
        _effect_check(g, st, d, 0, before)
        return
    act(g, PLAY, c)
    assert c in st.seats[0].play and st.seats[0].power == 9 - d.cost
    g.apply("pass")
    if d.effects_when("activate"):
        for e in d.effects_when("activate"):
            if e.glyph:  # a glyph in the cost: complete a mission that shows it
                m = next(m for m in st.seats[0].missions if T.card(st, m).glyph == e.glyph)
                st.seats[0].missions.remove(m)
                st.seats[0].completed.append(m)
        before = _snapshot(st, 0)
        act(g, USE, c)
        assert st.status[c] == STOPPED
        _effect_check(g, st, d, 0, dict(before, power=before["power"] + d.cost, hand=before["hand"] + 1))
        return
    act(g, ASSIGN, c)
    assert st.status[c] == ASSIGNED
    if d.kind == "support":
        assert T.hero_total(st) == d.rating(skill)
    else:
        assert T.firepower(st, st.mission.hero_ships) == d.firepower
        events = g.apply("pass") + g.apply("pass")  # the hero wins the battle (no enemy ship)
        fx = [e for e in events if type(e).__name__ == "Effected" and e.card == c]
        assert [(e.verb, e.n) for e in fx] == [(e.do, e.n) for e in d.effects if e.when == "victory"]


def _event_target(g, st, d):
    if d.target == "obstacle-or-complication":
        st.actor = 1
        comp = min(st.seats[1].deck)
        st.seats[1].deck.remove(comp)
        st.seats[1].hand.append(comp)
        act(g, "complicate", comp)
        return comp
    if d.target == "own-character":
        return T.team(st, 0)[0]
    if d.target == "own-stopped":
        t = T.team(st, 0)[0]
        st.status[t] = STOPPED
        return t
    return -1


def _villain_card(deck, d, skill):
    hero_deck = OTHER[deck]
    g = scenario(mission_of(hero_deck, skill), decks=(hero_deck, deck), villain_hand=(d.key,) * min(2, d.count),
                 actor="villain", power=9)
    st = g.state
    c = first(st, 1, d.key)
    before = _snapshot(st, 1)
    diff = T.difficulty_total(st)
    target = T.team(st, 0)[0] if "block" in d.keywords else -1
    act(g, PLAY, c, target)
    assert st.seats[1].power == 9 - d.cost
    if d.kind == "obstacle":
        assert T.difficulty_total(st) == diff + d.rating(skill)
        if target >= 0:
            assert st.blocked[target]
        _effect_check(g, st, d, 1, before)
        return
    assert st.status[c] == READY
    g.apply("pass")
    act(g, ASSIGN, c)
    if d.kind == "adversary":
        assert T.difficulty_total(st) == diff + d.rating(skill)
        if d.count > 1:
            g.apply("pass")
            act(g, "boost", first(st, 1, d.key), c)
            assert T.difficulty_total(st) == diff + d.rating(skill) + 1
        w = d.withdraw_cost()
        if w is not None:
            g.apply("pass")
            act(g, "withdraw", c)
            assert st.status[c] == READY and st.mission.adversary == -1
        if "dominion" in d.keywords:  # counts its cost + 1 in the villain score pile
            st.seats[1].score.append(c)
            assert T.score_value(st, 1) == d.cost + 1
        return
    assert T.firepower(st, st.mission.villain_ships) == d.firepower
    g.apply("pass")
    events = g.apply("pass")  # the villain wins the battle (no hero ship)
    fx = [e for e in events if type(e).__name__ == "Effected" and e.card == c]
    assert [(e.verb, e.n) for e in fx] == [(e.do, e.n) for e in d.effects if e.when == "victory"]
    assert all(s in SKILLS for s, _ in d.skills)
