"""Building scenarios: a fresh game past setup, then the state arranged by hand."""

from __future__ import annotations

from game.games.san_villano import Game
from game.games.san_villano.board import content
from game.games.san_villano.state import HOME


def fresh(players: int = 2, seed: int = 0, options: dict | None = None) -> Game:
    """A game whose starting resources are chosen (all Money), at the first player's turn."""
    g = Game.new(players, seed, options)
    while g.state.phase == "start":
        n = g.state.stack[-1]["n"]
        g.apply(f"start 0c {n}m")
    return g


def actor(g: Game) -> int:
    return g.state.actor


def give(g: Game, seat: int, clue: int = 0, money: int = 0) -> None:
    o = g.state.orgs[seat]
    o.clue, o.money = clue, money


def hire(g: Game, seat: int, *cards: str) -> None:
    """Move characters from wherever they are (deck or row) into an organization."""
    st = g.state
    c = content()
    for card in cards:
        for pile in (st.hero_deck, st.hero_row, st.helper_deck, st.helper_row):
            if card in pile:
                pile.remove(card)
        for o in st.orgs:
            for pile in (o.heroes, o.helpers):
                if card in pile:
                    pile.remove(card)
        kind = c.character[card].kind
        (st.orgs[seat].heroes if kind == "hero" else st.orgs[seat].helpers).append(card)
    for deck in ("hero", "helper"):
        st.known_bottom[deck] = min(st.known_bottom[deck], len(getattr(st, f"{deck}_deck")))


def set_row(g: Game, row: str, cards: list[str]) -> None:
    """Put exactly ``cards`` in a row, returning the row's cards to the top of the deck."""
    st = g.state
    deck = {"villain": st.scum_deck if st.villain_deck == "scum" else st.elite_deck}.get(row) or getattr(st, f"{row}_deck")
    current = getattr(st, f"{row}_row")
    for card in cards:
        if card in deck:
            deck.remove(card)
    for card in current:
        if card not in cards:
            deck.insert(0, card)
    current[:] = list(cards)
    for v in list(st.tracking):
        if v not in current:
            for s in st.tracking.pop(v):
                st.orgs[s].tokens_home += 1
    for name in ("hero", "helper", "scum", "elite"):
        st.known_bottom[name] = 0


def put_agent(g: Game, seat: int, agent: int, loc: str) -> None:
    g.state.orgs[seat].agents[agent] = loc


def reveal_all(g: Game) -> None:
    from game.games.san_villano.grid import CELLS

    g.state.revealed = list(CELLS)


def texts(g: Game) -> list[str]:
    return g.legal_texts()


def cell_of(g: Game, card: str) -> str:
    return g.state.cell_of_card(card)


def city_at(g: Game, cell: str) -> str:
    return g.state.city[cell]


def swap_city(g: Game, cell: str, card: str) -> None:
    """Put City card ``card`` at ``cell`` (exchanging places with whatever was there)."""
    st = g.state
    other = st.city[cell]
    if card in st.city_box:
        st.city_box[st.city_box.index(card)] = other
    else:
        st.city[st.cell_of_card(card)] = other
    st.city[cell] = card


__all__ = ["HOME", "actor", "cell_of", "city_at", "fresh", "give", "hire", "put_agent", "reveal_all",
           "set_row", "swap_city", "texts"]


def finish_turn(g: Game) -> None:
    """The actor takes a plain action (its first allocate or move) and declines the rest."""
    seat, extra, rnd, side = g.state.actor, g.state.extra, g.state.round, g.state.side
    acts = [a for a in g.legal_actions() if a.verb in ("allocate", "move", "pass")]
    g.apply(acts[0])
    while (not g.is_over() and g.state.stack and g.current_player() == seat
           and (g.state.actor, g.state.extra, g.state.round, g.state.side) == (seat, extra, rnd, side)):
        legal = g.legal_actions()
        done = [a for a in legal if a.verb == "done"]
        g.apply(done[0] if done else legal[0])
    while g.state.stack and g.state.stack[-1]["kind"] in ("take", "reveal"):
        g.apply(g.legal_actions()[0])


def finish_round(g: Game) -> None:
    r = g.state.round
    while g.state.round == r and not g.is_over():
        finish_turn(g)


LAYOUT = {
    "a1": "aeroporto", "b1": "arranha-ceu", "c1": "estadio", "d1": "usina",
    "a2": "docas", "b2": "praca-central", "c2": "delegacia", "d2": "morro",
    "a3": "prefeitura", "b3": "hospital", "c3": "academia", "d3": "metro",
    "a4": "catedral", "b4": "universidade", "c4": "porto", "d4": "shopping",
}


def arranged(players: int = 2, seed: int = 0) -> Game:
    """A fresh game with the City laid out as ``LAYOUT`` (Comunidade and Bolsa in the box):

        a1 Airport   b1 Skyscraper* c1 Stadium     d1 Power Plant
        a2 Docks     b2 Square*     c2 Police*     d2 Lookout Hill
        a3 City Hall b3 Hospital*   c3 Academy*    d3 Subway
        a4 Cathedral b4 University  c4 Harbour*    d4 Shopping Mall      (* face up)
    """
    g = fresh(players, seed)
    st = g.state
    # any setup Fires (the balance option) lie on the cards about to be replaced: back on top of the stack
    st.fire_stack[:0] = list(st.fire_at.values())
    st.fire_at.clear()
    st.city = dict(LAYOUT)
    st.city_box = ["comunidade", "bolsa"]
    set_row(g, "villain", ["pe-de-cabra", "capanga", "gelida"])  # Villains without passive abilities
    return g


def open_cells(g: Game, *cells: str) -> None:
    for cell in cells:
        if cell not in g.state.revealed:
            g.state.revealed.append(cell)


def answer_all(g: Game, prefer: str = "done") -> None:
    """Answer the pending prompts of the current seat with ``prefer`` or the first option."""
    seat = g.current_player()
    while g.state.stack and g.current_player() == seat:
        legal = g.legal_actions()
        pick = [a for a in legal if a.text() == prefer]
        g.apply(pick[0] if pick else legal[0])
