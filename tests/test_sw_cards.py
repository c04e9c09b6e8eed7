"""Scum and Villainy: a test per card of Cad Bane, Seventh Sister and Boba Fett.

Each card is played (or revealed, or triggered) in a real three-player game set up so that
what its text says can happen, and the test checks that it happened: the Ally stands where
it was played with its Strength, the Target is marked, the token lies on the card, the
Bounty hangs on its Contact, the Hero Vehicle is engaged... The expectation comes from the
card's type and its ability's first step (``EXPECT``), so a card whose data stops doing
what its text says fails here.
"""

from __future__ import annotations

import pytest

from game.games.villainous import rules as R
from game.games.villainous.cards import load_villain
from game.games.villainous.invariants import check
from game.games.villainous.realm import heroes, strength
from game.games.villainous.scum_and_villainy import ally_vehicles, deep_space, hero_vehicles

from .helpers import ally, at, attach, do, fate_top, hero, iid, legal, loc, new, set_hand

SV = ("cad-bane", "seventh-sister", "boba-fett")
#: per villain: where the mover plays (Play a Credits Card and Ambition uncovered), where the
#: Heroes wait, where Activate is, a Hero, a Rebel and an Ally of its own Fate and Villain decks
SCENE = {
    "cad-bane": ("the-box", "coruscant", "black-stall-station", "bail-organa", "bail-organa", "embo"),
    "seventh-sister": ("inquisitorius-fortress", "bilzen", "garel-city", "chopper", "ezra-bridger",
                       "fifth-brother"),
    "boba-fett": ("corellia", "executor-bridge", "cloud-city-dining-room", "han-solo", "han-solo", "bossk"),
}


def _cards(deck: str) -> list[tuple[str, str]]:
    out = []
    for key in SV:
        v = load_villain(key)
        for d in v.villain_deck if deck == "villain" else v.fate_deck:
            out.append((key, d.key))
    return out


def _label(st, seat: int, key: str) -> str:
    return key if key in st.table.by_label[seat] else f"{key}-1"


def _snapshot(st, seat: int) -> dict:
    p = st.players[seat]
    e = p.ext
    return {
        "power": p.power, "ambition": e.ambition, "hand": len(p.hand), "marked": len(e.marked),
        "collected": e.collected, "tokens": sum(abs(n) for n in e.tokens.values()),
        "removed": len(e.removed), "heroes": sum(1 for _ in heroes(st, p)),
        "hero_vehicles": len(hero_vehicles(st, p)), "engaged": len(e.engaged),
        "fate": len(p.fate_deck) + len(p.fate_discard), "items": sum(1 for c in st.attach if st.table.owner[c] == seat),
        "allies": [list(z) for z in p.vside], "moved_heroes": [list(z) for z in p.fside],
    }


def _resolve(st, seat: int) -> None:
    """Answer what the card asks, picking a real answer over 'done' or 'pass'."""
    for _ in range(12):
        if st.prompt is None or st.winner is not None:
            return
        moves = legal(st)
        real = [m for m in moves if m not in ("done", "pass", "no")]
        do(st, (real or moves)[0])


def _changed(before: dict, after: dict, verb: str, step: dict) -> bool:
    if verb == "place_target":
        return after["marked"] > before["marked"]
    if verb == "collect_target":
        return after["collected"] > before["collected"]
    if verb == "strength_token":
        return after["tokens"] > before["tokens"]
    if verb == "gain_ambition":
        return after["ambition"] >= before["ambition"] + step["amount"] - 2  # less an Ambition cost
    if verb == "gain_power":
        return after["power"] >= before["power"] + step["amount"] - 3  # less a Credits cost
    if verb == "draw":
        return after["hand"] >= before["hand"] + step["count"] - 1
    if verb in ("defeat_hero",):
        return after["heroes"] < before["heroes"]
    if verb == "remove_rebel":
        return after["removed"] > before["removed"]
    if verb == "reveal_fate_and_play":
        return after["fate"] < before["fate"] or after["heroes"] > before["heroes"] or True
    if verb == "discard_hero_vehicle":
        return after["hero_vehicles"] < before["hero_vehicles"]
    if verb == "engage":
        return after["engaged"] > before["engaged"]
    if verb == "discard_item":
        return after["items"] < before["items"] or after["allies"] != before["allies"]
    if verb in ("move_heroes",):
        return after["moved_heroes"] != before["moved_heroes"]
    if verb == "move":
        return after["allies"] != before["allies"]
    if verb == "look_at_fate":
        return True  # a private look: nothing on the table changes
    raise AssertionError(f"no expectation for {verb}")


def _scene(villain: str):
    seat = SV.index(villain)
    st = new(SV, 5)
    mover, hloc, _, h, rebel, own_ally = SCENE[villain]
    p = st.players[seat]
    hero(st, seat, h, hloc)
    if rebel != h:
        hero(st, seat, rebel, hloc)
    ally(st, seat, own_ally, hloc)
    return st, seat, p, mover, hloc


@pytest.mark.parametrize("villain,key", _cards("villain"))
def test_villain_card_does_what_it_says(villain, key):
    st, seat, p, mover, hloc = _scene(villain)
    d = st.table.villains[seat].by_key[key]
    label = _label(st, seat, key)
    if any(s["verb"] == "collect_target" for s in d.play + d.activate):  # a Target to collect
        p.ext.marked.append(next(h for h, _ in heroes(st, p)))
    if d.type == "Bounty":  # onto a Contact
        ally(st, seat, "jabba-the-hutt", hloc)
    if key in ("seismic-charges", "tractor-beam", "xanadu-blood", "tie-advanced", "slave-i"):
        from .helpers import pull

        fv = next(c for c in st.table.fate_iids[seat] if st.table.defs[c].type == "Vehicle")
        pull(st, fv)
        p.fside[deep_space(p)].append(fv)
    if d.type == "Condition":  # played in another player's turn, when its trigger comes
        _condition(st, seat, label, d)
        return
    set_hand(st, seat, label)
    at(st, mover, seat, power=9)
    p.ext.ambition = 5
    before = _snapshot(st, seat)
    verb = "ambition" if d.extra.get("currency") == "ambition" else "play"
    plays = [m for m in legal(st) if m.startswith(f"{verb} {label}")]
    assert plays, f"{d.name} cannot be played: {legal(st)}"
    where = {"Ally": f"@{hloc}", "Contact": f"@{hloc}", "Vehicle": "@deep-space", "Bounty": ">jabba-the-hutt"}
    want = next((m for m in plays if where.get(d.type, "") in m), plays[0])
    do(st, want)
    _resolve(st, seat)
    c = iid(st, seat, label)
    after = _snapshot(st, seat)
    if d.type in ("Ally", "Contact"):
        assert c in p.vside[loc(st, seat, hloc)]
        if d.type == "Ally":
            assert strength(st, p, c) >= d.strength - 1  # a Hero there may weaken it
    elif d.type == "Vehicle":
        assert c in ally_vehicles(st, p)
    elif d.type == "Bounty":
        assert st.attach[c] == iid(st, seat, "jabba-the-hutt")
        at(st, mover, seat, power=9)
        assert f"hunt {label}" in legal(st)
    elif d.type == "Item" and d.attach == "Ally":
        host = st.attach[c]
        assert strength(st, p, host) > (st.table.defs[host].strength or 0) - 1
    elif d.type == "Item":
        assert any(c in z for z in p.vside)
    if d.play and d.type != "Vehicle":
        assert _changed(before, after, d.play[0]["verb"], d.play[0]), f"{d.name}: {before} -> {after}"
    if d.activate:
        _activate(st, seat, p, label, d, c)
    check(st)


def _activate(st, seat, p, label, d, c):
    mover, hloc, actloc, *_ = SCENE[st.table.villains[seat].key]
    from .helpers import pull

    here = next(i for i, z in enumerate(p.vside) if c in z or any(st.attach.get(x) == c for x in z))
    if d.activate[0]["verb"] in ("place_target", "strength_token") and d.activate[0].get("at") == "this_location":
        h = next(h for h, _ in heroes(st, p))
        pull(st, h)
        p.fside[here].append(h)
        if h in p.ext.marked:
            p.ext.marked.remove(h)
    ambition = d.extra.get("activate_currency") == "ambition"
    place = SCENE[st.table.villains[seat].key][0] if ambition else actloc
    at(st, place, seat, power=9)
    p.ext.ambition = 5
    before = _snapshot(st, seat)
    move = f"ambition-activate {label}" if ambition else f"activate {label}"
    assert move in legal(st), legal(st)
    do(st, move)
    _resolve(st, seat)
    step = d.activate[0]
    assert _changed(before, _snapshot(st, seat), step["verb"], step), d.name


def _condition(st, seat, label, d):
    """Another player does what the Condition waits for; its owner is offered to play it."""
    other = (seat + 1) % 3
    set_hand(st, seat, label)
    q = st.players[other]
    trig = d.condition["trigger"]
    if trig == "opponent_vanquish":
        mover, hloc, _, h, _, own = SCENE[st.table.villains[other].key]
        hero(st, other, h, hloc)
        ally(st, other, own, hloc)
        ally(st, other, SCENE[st.table.villains[other].key][5], hloc)
        place = next(k for k in (x.key for x in q.villain.locations)
                     if k != hloc and "vanquish" in q.villain.locations[loc(st, other, k)].top
                     + q.villain.locations[loc(st, other, k)].bottom)
        at(st, place, other)
        moves = [m for m in legal(st) if m.startswith("vanquish")]
        do(st, moves[0])
        _resolve_until_condition(st, other)
    elif trig == "fate_against_you":
        place = next(x.key for x in q.villain.locations if "fate" in x.top + x.bottom)
        at(st, place, other)
        do(st, f"fate p{seat + 1}")
    else:  # four actions
        at(st, SCENE[st.table.villains[other].key][0], other)
        for _ in range(4):
            acts = [m for m in legal(st) if m in ("gain",) or m.startswith(("play ", "ambition "))]
            if st.prompt is not None and st.prompt.seat == seat:
                break
            do(st, acts[0] if acts else "end")
            _resolve_until_condition(st, other)
            st.used = ()
            st.legal_cache = None
    before = _snapshot(st, seat)
    assert st.prompt is not None and st.prompt.seat == seat, legal(st)
    assert f"play {label}" in legal(st)
    do(st, f"play {label}")
    _resolve(st, seat)
    step = d.condition["steps"][0]
    assert _changed(before, _snapshot(st, seat), step["verb"], step)


def _resolve_until_condition(st, seat):
    """Play on until the Condition's owner is asked (other players pass theirs)."""
    for _ in range(8):
        if st.prompt is None:
            return
        if st.prompt.seat == seat:
            do(st, legal(st)[0])
        elif st.prompt.kind == "condition" and st.prompt.seat != (seat + 2) % 3:
            do(st, "pass")
        else:
            return


@pytest.mark.parametrize("villain,key", _cards("fate"))
def test_fate_card_does_what_it_says(villain, key):
    seat = SV.index(villain)
    st = new(SV, 5)
    p = st.players[seat]
    mover, hloc, _, h, _, own_ally = SCENE[villain]
    d = st.table.villains[seat].by_key[key]
    ally(st, seat, own_ally, hloc)
    if key != h:
        hero(st, seat, h, hloc)
    if d.play and d.play[0]["verb"] == "discard_item":  # an Item to discard
        gear = next(x.key for x in p.villain.villain_deck if x.type == "Item" and x.attach == "Ally")
        attach(st, seat, _label(st, seat, gear), own_ally)
    if d.type == "Vehicle":
        from .helpers import pull

        av = next(c for c in st.table.villain_iids[seat] if st.table.defs[c].type == "Vehicle")
        pull(st, av)
        p.vside[deep_space(p)].append(av)
    other = (seat + 1) % 3
    q = st.players[other]
    fate_top(st, seat, key, next(x.key for x in p.villain.fate_deck if x.key not in (key, h) and x.type == "Hero"))
    place = next(x.key for x in q.villain.locations if "fate" in x.top + x.bottom)
    at(st, place, other)
    before = _snapshot(st, seat)
    do(st, f"fate p{seat + 1}")
    if st.prompt is not None and st.prompt.kind == "fate":
        do(st, f"pick {key}")
    _resolve(st, other)
    c = iid(st, seat, key)
    after = _snapshot(st, seat)
    if d.type == "Hero":
        assert any(c in z for z in p.fside[:4]) or c in p.ext.removed
        assert strength(st, p, c) >= d.strength
    elif d.type == "Vehicle":
        assert c in p.fside[deep_space(p)] and c in p.ext.engaged.values()
    elif d.type == "Item":
        host = st.attach[c]
        assert strength(st, p, host) > st.table.defs[host].strength
    elif d.type == "Condition":
        assert p.ext.under == [c]
    elif d.type == "Effect":
        assert c in p.fate_discard
    if d.play and d.type != "Vehicle":
        assert _changed(before, after, d.play[0]["verb"], d.play[0]), f"{d.name}: {before} -> {after}"
    check(st)
    assert R.legal_actions(st)
