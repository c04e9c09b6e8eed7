"""What one seat may see: as words and numbers (``observe``), as a game of its own (``seen``),
and a hidden-card re-sampling for bots (``determinize``).

Hidden: other players' hands, every draw deck's order, every Mission pile's order, and the
faces of complications (played face down) to everyone but their owner. Once the game is
over the hands and complications are shown; the piles' order never is.
"""

from __future__ import annotations

from typing import Any

from ...core import rng
from . import totals as T
from .cards import hidden_table
from .state import State

#: a seen game's random generator: a fixed one, since the real one would tell the next shuffle
SEEN_RNG = 0


def _card(st: State, iid: int) -> dict[str, Any]:
    return {"id": iid, "key": T.card(st, iid).key, "title": T.card(st, iid).name}


def observe(st: State, seat: int) -> dict[str, Any]:
    m = st.mission
    seats = []
    for p, s in enumerate(st.seats):
        seats.append({
            "deck": st.decks[p],
            "power": s.power,
            "deck_count": len(s.deck),
            "hand": [_card(st, c) for c in s.hand] if p == seat else len(s.hand),
            "discard": [_card(st, c) for c in s.discard],
            "missions": len(s.missions),
            "play": [dict(_card(st, c), status=st.status[c], tokens=st.tokens[c],
                          boost=st.boost[c], host=st.host[c], blocked=st.blocked[c])
                     for c in s.play],
            "completed": [dict(_card(st, c), host=st.host[c]) for c in s.completed],
            "score": [_card(st, c) for c in s.score],
            "victory_total": T.victory_total(st, p),
            "experience": T.experience(st, p),
            "glyphs": T.glyphs(st, p),
            "score_value": T.score_value(st, p),
        })
    mission: dict[str, Any] | None = None
    if m.card >= 0:
        comps: list[Any] = [
            _card(st, c) if st.table.owner[c] == seat else {"id": -1, "key": "?", "title": "?"}
            for c in m.complications]
        mission = {
            "card": _card(st, m.card),
            "skill": T.mission_skill(st),
            "obstacles": [_card(st, c) for c in m.obstacles],
            "complications": comps,
            "adversary": _card(st, m.adversary) if m.adversary >= 0 else None,
            "heroes": [_card(st, c) for c in m.heroes],
            "hero_ships": [_card(st, c) for c in m.hero_ships],
            "villain_ships": [_card(st, c) for c in m.villain_ships],
            "difficulty": T.difficulty_parts(st),
            "difficulty_total": T.difficulty_total(st),
            "skill_total": T.hero_total(st),
            "complication_cost": T.complication_cost(st),
        }
    return {
        "game": "stargate",
        "seat": seat,
        "turn": st.turn,
        "hero": st.hero,
        "villain": st.villain,
        "phase": st.phase,
        "actor": st.actor,
        "passes": st.passes,
        "winner": st.winner,
        "failed_this_turn": [_card(st, c) for c in st.failed],
        "continue_cost": T.continue_cost(st),
        "seats": seats,
        "mission": mission,
    }


def seen(st: State, seat: int) -> State:
    """The game as ``seat`` may see it (-1: a spectator), a state of its own.

    Each other seat's hand and face-down complications, each draw deck and each Mission pile
    hold face-down cards (``cards.FACE_DOWN``) in the same numbers. Their card numbers are
    the pile's own, handed out in ascending order (complications first, then the hand, then
    the deck), so nothing about the real order or whereabouts is left in them: two games
    that differ only in what ``seat`` cannot see give the same seen game. Those cards carry
    no state (boosts, tokens, hosts), and the random generator is ``SEEN_RNG``."""
    out = st.clone()
    over = st.winner is not None
    owner = st.table.owner
    comps = out.mission.complications
    hidden: list[int] = []
    for p, s in enumerate(out.seats):
        if p == seat or over:
            s.deck.sort()
            hidden += s.deck
        else:
            slots = [i for i, c in enumerate(comps) if owner[c] == p]
            pool = sorted([comps[i] for i in slots] + s.hand + s.deck)
            for j, i in enumerate(slots):
                comps[i] = pool[j]
            s.hand = pool[len(slots):len(slots) + len(s.hand)]
            s.deck = pool[len(slots) + len(s.hand):]
            hidden += pool
        s.missions.sort()
        hidden += s.missions
    for c in hidden:
        out.status[c], out.tokens[c], out.boost[c], out.host[c], out.blocked[c] = "", 0, 0, -1, False
    out.rng = SEEN_RNG
    out.table = hidden_table(st.decks, frozenset(hidden))
    return out


def determinize(st: State, seat: int, seed: int) -> State:
    """A copy where what ``seat`` cannot see is re-sampled: each other player's hand, deck and
    face-down complications are shuffled together and dealt back in the same numbers; every
    draw deck and Mission pile is reshuffled (their order is unknown to everyone)."""
    out = st.clone()
    r = rng.seed_state(seed)
    comps = out.mission.complications
    # Pools are sorted before shuffling, so the result depends only on what ``seat`` knows
    # (which cards are hidden), never on the true hidden order.
    for p, s in enumerate(out.seats):
        if p == seat:
            s.deck.sort()
            r = rng.shuffle(r, s.deck)
        else:
            slots = [i for i, c in enumerate(comps) if out.table.owner[c] == p]
            pool = sorted(s.hand + s.deck + [comps[i] for i in slots])
            r = rng.shuffle(r, pool)
            nh = len(s.hand)
            s.hand = pool[:nh]
            for j, i in enumerate(slots):
                comps[i] = pool[nh + j]
            s.deck = pool[nh + len(slots):]
        s.missions.sort()
        r = rng.shuffle(r, s.missions)
    out.rng = rng.next_u64(r)[0]
    return out
