"""What a seat may not see at a moment of a game: an oracle written apart from the host.

It reads the true game state (what its position holds) and each game's information set as
its rulebook gives it, and never calls ``observe``, ``game.net`` or the host:

- Villainous (both boxes): every Villain deck and Fate deck (but the top Fate cards a player
  has looked at, for that player) and every other player's hand;
- Stargate: every other player's hand, every draw deck and Mission pile, and the face of a
  complication to everyone but its owner;
- San Villano: the same for every seat: the face-down City cards and those back in the box,
  the order of the decks but for the cards known at their bottom, the Fire tokens not
  revealed, the boxed Super-Agents and Nicknames.

A card is secret when it is in a hidden place and no card of the same name (or label) is in
sight: the oracle never counts a second copy's name as a leak. A spectator is seat -1.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from typing import Any


@dataclass
class Secrets:
    """What ``seat`` may not meet in its stream: quoted ids (as the JSON of a card would
    name it), card numbers (Stargate's ``"id"``), and names (in words)."""

    labels: set[str] = field(default_factory=set)
    numbers: set[int] = field(default_factory=set)
    names: set[str] = field(default_factory=set)

    def __and__(self, other: Secrets) -> Secrets:
        return Secrets(self.labels & other.labels, self.numbers & other.numbers, self.names & other.names)

    def __sub__(self, other: Secrets) -> Secrets:
        return Secrets(self.labels - other.labels, self.numbers - other.numbers, self.names - other.names)


#: words of the rules that are also a card's name: the log says them of any card
#: ("Taran is Trapped": the Trapped token, not Lady Tremaine's card)
VILLAINOUS_TERMS = ("Trapped",)


def _villainous(state: Any, seat: int) -> Secrets:
    table = state.table
    hidden: set[int] = set()
    for p in state.players:
        hidden.update(p.deck)
        known = p.fate_known if p.seat == seat else 0
        hidden.update(p.fate_deck[known:])
        if p.seat != seat:
            hidden.update(p.hand)
    seen = set(range(len(table.labels))) - hidden
    # a hidden card's name inside a name in sight ("Han Solo" in "Bounty: Han Solo") is
    # not that card's: such names are left out rather than counted as leaks
    public_words = "\n".join(
        [p.villain.name for p in state.players]
        + [loc.name for p in state.players for loc in p.villain.locations]
        + [table.defs[c].name for c in seen] + list(VILLAINOUS_TERMS))
    names = {table.defs[c].name for c in hidden} - {table.defs[c].name for c in seen}
    return Secrets(
        labels={table.labels[c] for c in hidden} - {table.labels[c] for c in seen},
        names={n for n in names if n not in public_words})


def _stargate(state: Any, seat: int) -> Secrets:
    table = state.table
    hidden: set[int] = set()
    for p, s in enumerate(state.seats):
        hidden.update(s.deck)
        hidden.update(s.missions)
        if p != seat:
            hidden.update(s.hand)
    hidden.update(c for c in state.mission.complications if table.owner[c] != seat)
    seen = set(range(len(table.defs))) - hidden
    public_words = "\n".join(table.defs[c].name for c in seen)
    return Secrets(
        labels={table.defs[c].key for c in hidden} - {table.defs[c].key for c in seen},
        numbers=hidden,
        names={table.defs[c].name for c in hidden} - {table.defs[c].name for c in seen}
        - {n for n in (table.defs[c].name for c in hidden) if n in public_words})


def _strings(node: Any) -> set[str]:
    out: set[str] = set()
    todo = [node]
    while todo:
        x = todo.pop()
        if isinstance(x, str):
            out.add(x)
        elif isinstance(x, dict):
            todo.extend(x.values())
            todo.extend(x.keys())
        elif isinstance(x, list):
            todo.extend(x)
    return out


def _san_villano(state: Any, seat: int) -> Secrets:
    pos = state_position(state)
    hidden: set[str] = set()
    hidden.update(v for cell, v in pos["city"].items() if cell not in pos["revealed"])
    hidden.update(pos["city_box"])
    for name, cards in pos["decks"].items():
        keep = pos["known_bottom"][name]
        hidden.update(cards[: len(cards) - keep])
    hidden.update(pos["fires"]["stack"])
    hidden.update(f for loc, f in pos["fires"]["at"].items() if loc not in pos["fires"]["open"])
    hidden.update(pos["super_box"])
    hidden.update(pos["nicknames"]["box"])
    # everything else in the position is in sight (the hidden places emptied first)
    rest = json.loads(json.dumps(pos))
    rest["city"] = {c: v for c, v in rest["city"].items() if c in rest["revealed"]}
    rest["city_box"] = []
    rest["decks"] = {n: cs[len(cs) - rest["known_bottom"][n]:] for n, cs in rest["decks"].items()}
    rest["fires"]["stack"] = []
    rest["fires"]["at"] = {loc: f for loc, f in rest["fires"]["at"].items() if loc in rest["fires"]["open"]}
    rest["super_box"] = []
    rest["nicknames"]["box"] = []
    rest.pop("rng", None)
    return Secrets(labels=hidden - _strings(rest))


def state_position(state: Any) -> dict[str, Any]:
    from game.games.san_villano.position import to_position

    return to_position(state)


def shown(game_key: str, state: Any, events: list) -> Secrets:
    """What the rules showed every player during a move (a card revealed, discarded or played
    face up, then maybe shuffled back into a deck before the move ended): it may be named in
    that move's log lines."""
    out = Secrets()
    if game_key in ("villainous", "stargate"):
        table = state.table
        for ev in events:
            cards: tuple = ()
            if type(ev).__name__ in ("Revealed", "Milled"):
                cards = tuple(ev.cards)
            elif type(ev).__name__ in ("MissionFlipped", "DiscardedFromHand", "Discarded", "Played"):
                cards = (ev.card,)  # face up by the rules: a discard pile, the table
            for c in cards:
                if c < 0:
                    continue
                out.names.add(table.defs[c].name)
                out.labels.add(table.labels[c] if game_key == "villainous" else table.defs[c].key)
                out.numbers.add(c)
    return out


ORACLES = {"villainous": _villainous, "stargate": _stargate, "san-villano": _san_villano}


def secrets(game_key: str, state: Any, seat: int) -> Secrets:
    return ORACLES[game_key](state, seat)


def leaks(text: str, secret: Secrets) -> list[str]:
    """Every secret ``text`` (one frame, as received) shows."""
    found = [f"label {x!r}" for x in secret.labels if f'"{x}"' in text]
    found += [f"name {x!r}" for x in secret.names if x in text]
    if secret.numbers:
        todo = [json.loads(text)]
        while todo:
            x = todo.pop()
            if isinstance(x, dict):
                if type(x.get("id")) is int and x["id"] in secret.numbers:
                    found.append(f"card number {x['id']}")
                todo.extend(x.values())
            elif isinstance(x, list):
                todo.extend(x)
    return found
