"""The words of an action never name a card its player may not see."""

from __future__ import annotations

from game.core import rng
from game.core.registry import game_named


def test_a_complication_played_face_down_is_not_named_to_the_other_player() -> None:
    """"Complications are played face down" to the mission: the hero, choosing a card that
    acts on one, reads "a face-down complication", never the card's name."""
    checked = 0
    for seed in range(30):
        game = game_named("stargate").new(2, seed)
        r = rng.seed_state(seed)
        while game.winner() is None and checked < 40:
            st = game.state
            for action in game.legal_actions():
                target = getattr(action, "target", -1)
                if target in st.mission.complications and st.table.owner[target] != st.actor:
                    words = game.describe(action)
                    assert st.table.defs[target].name not in words, words
                    assert "a face-down complication" in words
                    checked += 1
            legal = game.legal_actions()
            r, i = rng.below(r, len(legal))
            game.apply(legal[i])
        if checked >= 40:
            break
    assert checked
