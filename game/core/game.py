"""``StateGame``: the protocol object of a game whose rules are functions of a mutable state.

Villainous, Stargate and San Villano each keep their rules as functions of a ``State`` and
hand the core one object that wraps it (``game.state``). What that object does is the same
in all three: it asks the game's ``rules`` module whose decision it is and what is legal,
parses a move given as text before applying it, clones and determinizes by wrapping a new
state, and lists the notation of every legal action. A game subclasses ``StateGame`` and
names its functions; it writes only what it does differently (its notation, its scores).
"""

from __future__ import annotations

from collections.abc import Callable
from types import ModuleType
from typing import Any, ClassVar


class StateGame:
    """The protocol (``game.core.protocol.FullGameState``) over a game's ``State``.

    A subclass sets:

    - ``rules``: a module with ``current_player(state)``, ``legal_actions(state)`` and
      ``apply(state, action) -> events``;
    - ``read_position`` / ``write_position``: a position (JSON) to a state and back;
    - ``observe_state(state, seat)`` and ``determinize_state(state, seat, seed)``;
    - ``describe_event_of(state, event)`` and ``describe_of(state, action)``: words;
    - ``illegal``: the exception ``apply`` raises for a text that names no legal action
      (None: the one ``parse`` raised, as it is);

    and writes ``text``, ``parse``, ``why_not`` and ``scores``, which differ by game.
    Every ``*_state``/``*_of``/``*_position`` attribute is a ``staticmethod``.
    """

    __slots__ = ("state",)

    rules: ClassVar[ModuleType]
    illegal: ClassVar[type[Exception] | None] = None
    read_position: ClassVar[Callable[[Any], Any]]
    write_position: ClassVar[Callable[[Any], dict[str, Any]]]
    observe_state: ClassVar[Callable[[Any, int], dict[str, Any]]]
    determinize_state: ClassVar[Callable[[Any, int, int], Any]]
    describe_event_of: ClassVar[Callable[[Any, Any], str]]
    describe_of: ClassVar[Callable[[Any, Any], str]]

    def __init__(self, state: Any) -> None:
        self.state = state

    # --- positions ---------------------------------------------------------------------

    @classmethod
    def from_position(cls, data: Any) -> StateGame:
        return cls(cls.read_position(data))

    def to_position(self) -> dict[str, Any]:
        return self.write_position(self.state)

    # --- the rules -----------------------------------------------------------------------

    def current_player(self) -> int:
        return self.rules.current_player(self.state)

    def legal_actions(self) -> tuple:
        return self.rules.legal_actions(self.state)

    def apply(self, action: Any) -> list:
        """Apply a legal action, or the text of one (parsed here first)."""
        if isinstance(action, str):
            if self.illegal is None:
                action = self.parse(action)
            else:
                try:
                    action = self.parse(action)
                except ValueError as exc:
                    raise self.illegal(str(exc)) from exc
        return self.rules.apply(self.state, action)

    def winner(self) -> int | None:
        return self.state.winner

    def is_over(self) -> bool:
        return self.winner() is not None

    # --- copies and what a seat sees ----------------------------------------------------------

    def clone(self) -> StateGame:
        return type(self)(self.state.clone())

    def observe(self, seat: int) -> dict[str, Any]:
        return self.observe_state(self.state, seat)

    def determinize(self, seat: int, seed: int) -> StateGame:
        """A copy in which what ``seat`` cannot see is re-sampled (from ``seed``)."""
        return type(self)(self.determinize_state(self.state, seat, seed))

    # --- notation and words ---------------------------------------------------------------

    def text(self, action: Any) -> str:  # pragma: no cover - every game writes its own
        raise NotImplementedError

    def parse(self, text: str) -> Any:  # pragma: no cover - every game writes its own
        raise NotImplementedError

    def legal_texts(self) -> list[str]:
        return [self.text(a) for a in self.legal_actions()]

    def describe(self, action: Any) -> str:
        return self.describe_of(self.state, action)

    def describe_event(self, event: Any) -> str:
        return self.describe_event_of(self.state, event)
