"""A Scum and Villainy position with every mark the box lays on the table: the docs' picture
(``tools/scum_table.py``) and the table's tests of those marks (``tests/table/test_ui_scum_table.py``).

Cad Bane (at the screen), Seventh Sister and Boba Fett, from a fixed seed, then cards put
where they show each mark: an engaged pair of Vehicles and an unengaged Hero Vehicle, the
mover aboard an Ally Vehicle, Target markers on Heroes and collected ones by the portrait,
+1 and -1 Strength tokens, Contacts holding Bounties with Progress marked, completed
Bounties and removed Rebels by their portraits, a Fate Condition under a mover.
"""

from __future__ import annotations

from game.games.villainous import rules as R
from game.games.villainous.state import State, touched_all

SV = ("cad-bane", "seventh-sister", "boba-fett")


def _take(st: State, c: int) -> None:
    p = st.players[st.table.owner[c]]
    for z in [p.hand, p.deck, p.discard, p.fate_deck, p.fate_discard, p.limbo, *p.vside, *p.fside]:
        if c in z:
            z.remove(c)
    st.attach.pop(c, None)


def _card(st: State, seat: int, label: str) -> int:
    c = st.table.by_label[seat][label]
    _take(st, c)
    return c


def _at(st: State, seat: int, key: str) -> int:
    return st.players[seat].villain.location_index(key)


def scum_position(seed: int = 7) -> State:
    """The position: Cad Bane to play, his actions ahead of him."""
    st = R.new_game(list(SV), seed)
    cad, sister, boba = st.players
    # Cad Bane: Heroes marked, a +1 Ally, a -1 Hero, an engaged pair and a lone Hero Vehicle
    for label, where in (("obi-wan-kenobi", "coruscant"), ("bail-organa", "coruscant"), ("mace-windu", "the-box")):
        cad.fside[_at(st, 0, where)].append(_card(st, 0, label))
    cad.ext.marked = [st.table.by_label[0]["bail-organa"], st.table.by_label[0]["mace-windu"]]
    cad.ext.collected = 2
    for label, where in (("embo", "coruscant"), ("derrown", "the-box"), ("aurra-sing", "bora-vio")):
        cad.vside[_at(st, 0, where)].append(_card(st, 0, label))
    rocket = _card(st, 0, "rocket-boots")
    st.attach[rocket] = st.table.by_label[0]["embo"]
    cad.ext.tokens = {st.table.by_label[0]["derrown"]: 1, st.table.by_label[0]["mace-windu"]: -1}
    ds = _at(st, 0, "deep-space")
    xanadu = _card(st, 0, "xanadu-blood")
    gunship = _card(st, 0, "republic-gunship")
    interceptor = _card(st, 0, "jedi-interceptor")
    cad.vside[ds].append(xanadu)
    cad.fside[ds] += [gunship, interceptor]
    cad.ext.engaged = {xanadu: gunship}
    cad.mover = _at(st, 0, "the-box")
    cad.power, cad.ext.ambition = 4, 2
    # Seventh Sister: two Rebels removed, a -1 token, her TIE aboard, Hope under her mover
    sister.ext.removed = [_card(st, 1, "chopper"), _card(st, 1, "sabine-wren")]
    sister.fside[_at(st, 1, "bilzen")].append(_card(st, 1, "ezra-bridger"))
    sister.vside[_at(st, 1, "bilzen")].append(_card(st, 1, "fifth-brother"))
    sister.ext.tokens = {st.table.by_label[1]["ezra-bridger"]: -2}
    ds1 = _at(st, 1, "deep-space")
    tie = _card(st, 1, "tie-advanced")
    sister.vside[ds1].append(tie)
    sister.fside[ds1].append(_card(st, 1, "ghost"))
    sister.mover, sister.ext.aboard = ds1, tie
    sister.ext.under = [_card(st, 1, "hope")]
    sister.power, sister.ext.ambition = 3, 1
    # Boba Fett: Jabba holding two Bounties (one half done), Qi'ra one, one Bounty completed
    jabba = _card(st, 2, "jabba-the-hutt")
    qira = _card(st, 2, "qira")
    boba.vside[_at(st, 2, "jabbas-palace")] += [jabba, _card(st, 2, "bossk")]
    boba.vside[_at(st, 2, "corellia")].append(qira)
    han = _card(st, 2, "bounty-han-solo")
    smuggler = _card(st, 2, "bounty-smuggler-1")
    spy = _card(st, 2, "bounty-rebel-spy")
    st.attach.update({han: jabba, smuggler: jabba, spy: qira})
    boba.ext.progress = {han: (0,), smuggler: (0, 1), spy: (1,)}
    boba.ext.completed = [_card(st, 2, "bounty-debtor")]
    boba.fside[_at(st, 2, "corellia")].append(_card(st, 2, "leia-organa"))
    ds2 = _at(st, 2, "deep-space")
    slave = _card(st, 2, "slave-i")
    falcon = _card(st, 2, "millennium-falcon")
    boba.vside[ds2].append(slave)
    boba.fside[ds2].append(falcon)
    boba.ext.engaged = {slave: falcon}
    boba.power, boba.ext.ambition = 5, 3
    st.active, st.phase, st.round = 0, "actions", 6
    touched_all(st)  # built by hand: nothing derived before it is kept
    st.legal_cache = None
    return st


def match_of(st: State, seed: int = 7):
    """A match showing ``st``: Cad Bane at the screen, the others Normal bots."""
    from game.core.match import Match, Seat, Setup
    from game.games.villainous.game import Game

    m = Match(Setup(list(SV), [Seat("human"), Seat("bot", "normal"), Seat("bot", "normal")], seed))
    m.game = Game(st)
    return m
