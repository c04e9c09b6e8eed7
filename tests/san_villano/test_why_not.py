"""Legality with reasons from one source (issue 46): an action is legal exactly when the check
of ``legal.py`` that lists it finds no problem, and a refusal says that same check's reason
(``explain.py`` decides nothing again)."""

from __future__ import annotations

from game.core import rng as R
from game.games.san_villano import Game
from game.games.san_villano.actions import Action
from game.games.san_villano.board import content
from game.games.san_villano.legal import agent_problem, icon_problem

from .helpers import fresh


def positions(players: int, seed: int):
    """Every position of a seeded random game."""
    g = Game.new(players, seed)
    r = R.seed_state(seed)
    while not g.is_over():
        yield g
        legal = g.legal_actions()
        r, i = R.below(r, len(legal))
        g.apply(legal[i])


def test_an_agent_goes_where_its_check_allows_and_a_refusal_says_why_not():
    """Allocate and Move, every agent to every location, outside a prompt: legal exactly when
    ``agent_problem`` finds nothing, refused with its reason."""
    locations = list(content().location)
    checked = 0
    for players, seed in ((2, 11), (4, 12)):
        for k, g in enumerate(positions(players, seed)):
            st = g.state
            if st.stack or k % 3:
                continue
            legal = set(g.legal_actions())
            for verb in ("allocate", "move"):
                for agent in ("a1", "a2"):
                    for loc in locations:
                        a = Action(verb, agent, loc)
                        problem = agent_problem(st, st.actor, a)
                        assert (a in legal) == (problem is None), a
                        assert g.why_not(a) == (problem if a not in legal else None), a
                        checked += 1
    assert checked > 1000


def test_an_icon_that_can_do_nothing_now_is_refused_with_its_reason():
    """A location's icon the organization cannot use now (an empty supply, nothing exhausted,
    nothing affordable...) is not offered, and trying it says why: the reason the icon's
    check gives, not a list of what else is possible."""
    found = 0
    for players, seed in ((2, 21), (3, 22), (4, 23)):
        for g in positions(players, seed):
            st = g.state
            f = st.stack[-1] if st.stack else None
            if f is None or f["kind"] != "activate":
                continue
            for icon in f["left"]:
                problem = icon_problem(st, f["seat"], f, icon)
                a = Action("do", icon)
                assert (problem is None) == (a in g.legal_actions())
                if problem is not None:
                    assert g.why_not(a) == problem
                    found += 1
    assert found > 0


def test_both_agents_at_home_the_first_is_allocated():
    """Two agents waiting at home are alike: the first is sent, and sending the second is
    refused (by the same check that lists the first)."""
    g = fresh(2, 0)
    st = g.state
    o = st.orgs[st.actor]
    o.agents = ["home", "home"]
    legal = g.legal_actions()
    sent = {a.a for a in legal if a.verb == "allocate"}
    assert sent == {"a1"}
    loc = next(a.b for a in legal if a.verb == "allocate")
    assert g.why_not(Action("allocate", "a2", loc)) == agent_problem(st, st.actor, Action("allocate", "a2", loc))
