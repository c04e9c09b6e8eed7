"""Setting up a game, step by step as the rulebook's "Setup" lists it."""

from __future__ import annotations

from ...core import rng
from .board import content
from .grid import CELLS, OPEN_AT_SETUP, SEASON_OF
from .state import Org, State

PLAYER_COUNTS = (2, 3, 4)
#: The balance option ``setup_fires`` (ours, not the rulebook's setup; off by default): Fires on
#: the City from the start, by number of organizations: one on each of these cells (a Summer card
#: face up at setup), on one of its two locations drawn by the setup shuffle. Only at 2 players:
#: fewer confronts place fewer Fires, and "On Fire" (3 Fires) is hard to reach (rules notes,
#: decision 24).
SETUP_FIRES: dict[int, tuple[str, ...]] = {2: ("b1", "c4")}


def new_state(players: int, seed: int, options: dict | None = None, setup_fires: bool = False) -> State:
    """The rulebook's setup; ``setup_fires`` adds the balance option's Fires (2 organizations).

    The option is a setup choice, not part of the state: a position is the same whichever way
    the game was set up, and the save's setup records the choice (``definition.py``)."""
    if players not in PLAYER_COUNTS:
        raise ValueError(f"Heróis de San Villano is for 2, 3 or 4 organizations, not {players}")
    c = content()
    r = rng.seed_state(seed)

    def shuffled(items) -> list:
        nonlocal r
        out = list(items)
        r = rng.shuffle(r, out)
        return out

    # 1. City cards by season: Spring in the centre, 4 of the 6 Winters at the corners.
    by_season = {s: shuffled(card.key for card in c.city if card.season == s) for s in (1, 2, 3, 4)}
    city_box = by_season[4][4:]
    del by_season[4][4:]
    city = {cell: by_season[SEASON_OF[cell]].pop() for cell in CELLS}
    # 2. The four decks and the Recruitment Rows.
    hero_deck = shuffled(h.key for h in c.heroes)
    helper_deck = shuffled(h.key for h in c.helpers)
    scum = shuffled(v.key for v in c.villains if v.deck == "scum")
    elite = shuffled(v.key for v in c.villains if v.deck == "elite")
    known = {"hero": 0, "helper": 0, "scum": 0, "elite": 0}
    villain_row: list[str] = []
    # "If any Scum Villain shows the On Reveal symbol, return it to the bottom of its deck and
    # reveal a new one" (bounded: a deck made only of On Reveal Villains would cycle).
    tries = 0
    while len(villain_row) < 3 and scum and tries < 3 * len(c.villains):
        tries += 1
        v = scum.pop(0)
        if c.villain[v].timing == "reveal":
            scum.append(v)
            known["scum"] = min(known["scum"] + 1, len(scum))
        else:
            villain_row.append(v)
    # 3. Super-Agents, one each; the rest go back to the box.
    supers = shuffled(s.key for s in c.super_agents)
    orgs = [Org(seat, super_agent=supers[seat]) for seat in range(players)]
    # 4. The Organization cards in a shuffled row; the rightmost shows the Strategist.
    order = shuffled(range(players))
    # 5. Nicknames: as many as players.
    nicks = shuffled(n.key for n in c.nicknames)
    # 7. The Fire tokens, face down.
    fires = shuffled(f.key for f in c.fires)
    st = State(
        players=players, seed=seed, rng=r, orgs=orgs, city=city, revealed=list(OPEN_AT_SETUP),
        city_box=city_box, hero_deck=hero_deck[3:], helper_deck=helper_deck[3:], scum_deck=scum,
        elite_deck=elite, known_bottom=known, hero_row=hero_deck[:3], helper_row=helper_deck[:3],
        villain_row=villain_row, villain_deck="scum", tracking={}, opportunity=[], fire_stack=fires,
        fire_at={}, fire_open=[], guards={}, super_box=supers[players:], order=order,
        strategist=order[-1], marker=0, side="day", round=1, nicknames=nicks[:players],
        nickname_box=nicks[players:], nickname_owner={}, options=dict(options or {}),
    )
    # 8. Starting resources of each player's choice: 1, 2, 3, 4 in player order.
    for i in reversed(range(players)):
        st.stack.append({"kind": "start", "seat": order[i], "n": i + 1})
    st.actor = order[0]
    # 7b. (the balance option, 2 players) Fires already burning in the City: the top tokens, face
    # down, unseen.
    for cell in SETUP_FIRES.get(players, ()) if setup_fires else ():
        locs = [loc.key for loc in c.card[city[cell]].locations]
        st.rng, i = rng.below(st.rng, len(locs))
        st.fire_at[locs[i]] = st.fire_stack.pop(0)
    return st
