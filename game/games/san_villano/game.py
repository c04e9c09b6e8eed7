"""``Game``: the one object the table, bots, command line and tests hold (docs/game-protocol.md)."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from game.core.game import StateGame

from . import rules, scoring
from .actions import Action, IllegalAction, parse_words
from .idle import idle_reason, idle_reasons
from .observe import determinize, observe
from .position import from_position, to_position
from .setup import new_state
from .solo import solo_options, solo_result
from .words import describe, describe_event


class Game(StateGame):
    __slots__ = ()

    rules = rules
    illegal = IllegalAction
    read_position = staticmethod(from_position)
    write_position = staticmethod(to_position)
    observe_state = staticmethod(observe)
    determinize_state = staticmethod(determinize)
    describe_event_of = staticmethod(describe_event)
    describe_of = staticmethod(describe)

    @classmethod
    def new(cls, players: int, seed: int = 0, options: Mapping[str, Any] | None = None) -> Game:
        """A new game. Options: ``setup_fires`` (the balance option: two Fires on the City at setup
        with 2 organizations; off by default, as the rulebook sets up) for any game; ``bots``,
        ``target`` and ``level`` for a solo game (``players=1``)."""
        opts = dict(options or {})
        setup_fires = opts.pop("setup_fires", False)
        if not isinstance(setup_fires, bool):
            raise ValueError(f"setup_fires is true or false, not {setup_fires!r}")
        if players == 1:
            players, extra = solo_options(opts)
            opts = {k: v for k, v in opts.items() if k not in ("bots", "target", "level")} | extra
        elif opts:
            raise ValueError(f"unknown options {sorted(opts)}: only a solo game (players=1) takes options "
                             "other than setup_fires")
        st = new_state(players, seed, opts, setup_fires)
        rules.settle(st, [])
        return cls(st)

    def why_not(self, action: Action) -> str | None:
        return rules.why_not(self.state, action)

    def idle_reason(self, action: Action) -> str | None:
        """Why a legal placement would do nothing at its location (``idle.idle_reason``)."""
        return idle_reason(self.state, action)

    def idle_reasons(self, actions: Iterable[Action]) -> dict[Action, str | None]:
        """``idle_reason`` of each legal placement among ``actions`` at once (``idle.idle_reasons``)."""
        return idle_reasons(self.state, actions)

    def is_over(self) -> bool:
        return self.state.phase == "over"

    def winners(self) -> tuple[int, ...]:
        """Every winning seat (several when the tie-breaks leave a shared victory)."""
        return scoring.winners(self.state) if self.is_over() else ()

    def winner(self) -> int | None:
        """The winning seat; -1 for a shared victory; None while the game runs."""
        if not self.is_over():
            return None
        w = scoring.winners(self.state)
        return w[0] if len(w) == 1 else -1

    def scores(self) -> list[int]:
        return scoring.scores(self.state)

    def score_lines(self, seat: int) -> dict[str, int]:
        return scoring.score_lines(self.state, seat)

    def solo_result(self) -> dict[str, Any] | None:
        return solo_result(self.state)

    def text(self, action: Action) -> str:
        return action.text()

    def parse(self, text: str) -> Action:
        legal = self.legal_actions()
        try:
            action = parse_words(text)
        except ValueError:
            action = None
        if action is not None and action in legal:
            return action
        sample = ", ".join(a.text() for a in legal[:5])
        raise ValueError(f"{text.strip()!r} is not a legal action here; legal are e.g. {sample}")
