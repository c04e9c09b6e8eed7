"""What one seat may see (``observe``), field by field, and the re-sampling of what it cannot
(``determinize``): its hand, the mission's face-down complications of others, draw orders."""

from __future__ import annotations

from game.games.stargate import Game
from game.games.stargate import totals as T
from game.games.stargate.state import STOPPED

from .helpers import remove_everywhere, scenario, to_play


def _face(st, c):
    return {"id": c, "key": T.card(st, c).key, "title": T.card(st, c).name}


def _mid_mission():
    """Seat 0 the hero at a mission, with a stopped character, a completed mission, a scored
    card, a discard and two of the villain's complications and one of the hero's own."""
    g = scenario("survey-m1", hero_hand=("rifle",), villain_hand=("decree", "purge"))
    st = g.state
    h, v = st.hero, st.villain
    stopped = to_play(st, h, "voss", status=STOPPED)
    st.tokens[stopped], st.boost[stopped] = 2, 1
    done = st.seats[h].missions[0]
    remove_everywhere(st, done)
    st.seats[h].completed.append(done)
    scored = st.seats[v].deck[0]
    remove_everywhere(st, scored)
    st.seats[v].score.append(scored)
    thrown = st.seats[v].deck[0]
    remove_everywhere(st, thrown)
    st.seats[v].discard.append(thrown)
    for c in list(st.seats[v].hand) + [st.seats[h].deck[0]]:
        remove_everywhere(st, c)
        st.mission.complications.append(c)
    st.seats[v].hand.append(st.seats[v].deck.pop())  # a hand to deal back too
    st.failed_count = 0
    return g


def test_an_observation_shows_each_seat_s_public_state():
    g = _mid_mission()
    st = g.state
    obs = g.observe(0)
    assert set(obs) == {"game", "seat", "turn", "hero", "villain", "phase", "actor", "passes", "winner",
                        "failed_this_turn", "continue_cost", "seats", "mission"}
    assert (obs["game"], obs["seat"], obs["turn"], obs["hero"], obs["villain"], obs["phase"], obs["actor"],
            obs["passes"], obs["winner"]) == ("stargate", 0, st.turn, st.hero, st.villain, st.phase,
                                               st.actor, st.passes, st.winner)
    assert obs["continue_cost"] == T.continue_cost(st)
    for p, (seen, s) in enumerate(zip(obs["seats"], st.seats, strict=True)):
        assert seen == {
            "deck": st.decks[p], "power": s.power, "deck_count": len(s.deck),
            "hand": [_face(st, c) for c in s.hand] if p == 0 else len(s.hand),
            "discard": [_face(st, c) for c in s.discard], "missions": len(s.missions),
            "play": [_face(st, c) | {"status": st.status[c], "tokens": st.tokens[c], "boost": st.boost[c],
                                     "host": st.host[c], "blocked": st.blocked[c]} for c in s.play],
            "completed": [_face(st, c) | {"host": st.host[c]} for c in s.completed],
            "score": [_face(st, c) for c in s.score],
            "victory_total": T.victory_total(st, p), "experience": T.experience(st, p),
            "glyphs": T.glyphs(st, p), "score_value": T.score_value(st, p),
        }
    assert obs["seats"][0]["completed"] and obs["seats"][1]["score"] and obs["seats"][1]["discard"]


def test_a_complication_s_face_is_seen_by_its_owner_only():
    g = _mid_mission()
    st = g.state
    m = st.mission
    hidden = {"id": -1, "key": "?", "title": "?"}
    for seat in (0, 1):
        seen = g.observe(seat)["mission"]
        assert seen == {
            "card": _face(st, m.card), "skill": T.mission_skill(st),
            "obstacles": [_face(st, c) for c in m.obstacles],
            "complications": [_face(st, c) if st.table.owner[c] == seat else hidden for c in m.complications],
            "adversary": None, "heroes": [], "hero_ships": [], "villain_ships": [],
            "difficulty": T.difficulty_parts(st), "difficulty_total": T.difficulty_total(st),
            "skill_total": T.hero_total(st), "complication_cost": T.complication_cost(st),
        }
        assert hidden in seen["complications"] and any(c != hidden for c in seen["complications"])


def test_determinize_deals_the_others_hidden_cards_back_in_the_same_places():
    """Each other seat's hand, deck and face-down complications are one pool, shuffled and
    dealt back: the same numbers in each place, every card in exactly one place (the copy
    loads as a position), the seat's own complication and everything it sees unchanged."""
    g = _mid_mission()
    st = g.state
    v = st.villain
    mine = [c for c in st.mission.complications if st.table.owner[c] == 0]
    pool = sorted(st.seats[v].hand + st.seats[v].deck
                  + [c for c in st.mission.complications if st.table.owner[c] == v])
    for seed in range(4):
        d = g.determinize(0, seed)
        ds = d.state
        Game.from_position(d.to_position())  # every card in one place
        theirs = [c for c in ds.mission.complications if ds.table.owner[c] == v]
        assert len(theirs) == 2 and len(ds.mission.complications) == 3
        assert sorted(ds.seats[v].hand + ds.seats[v].deck + theirs) == pool
        assert [c for c in ds.mission.complications if ds.table.owner[c] == 0] == mine
        assert len(ds.seats[v].hand) == len(st.seats[v].hand)
        assert d.observe(0) == g.observe(0)
