"""A bot playing a network seat on the client (``villainous join --bot LEVEL``).

It decides from what the client received for its seat and nothing else: the seat's
observation, and the position of the game as the seat sees it (``state.position``, the host's
``definition.seen(game, seat).to_position()``), read back into a game with
``definition.from_position``. That seen game holds no card the seat may not see (other hands
and the decks are face-down placeholders, the random generator is not the real one), so the
bot's hidden information is hidden by construction: it could not peek if it tried.

- A bot that takes the game (``wants_game``: Stargate's, San Villano's, ISMCTS without an
  observation sampler) is given the seen game, and samples what it cannot see from it
  (``determinize``): Stargate's imagine the hidden cards as the seen game's blank face-down
  ones, so they play weaker here than on the host; San Villano's sample from the cards nobody
  has seen, which are public as a whole (``observe.filled``), as they do on the host.
- A bot that takes the observation (Villainous's) is given the seat's observation and, as
  its legal actions, the host's listed moves read in the seen game. A move the seen game
  cannot read (its legality may hang on a hidden card: "Intimidating" needs an Ally in the
  deck) is left out of its choice.

When the bot cannot decide from the seat's view (an exception: a seen game whose hidden
cards do not add up), or chooses a move the host did not list, the seat answers by number: a
seeded pick among the host's listed moves. ``fallbacks`` counts those answers and ``problem``
keeps the first reason (a phrase: the terminal says it once, in the player's language).
"""

from __future__ import annotations

import random
from typing import Any

from game.core.bots import close_bot
from game.core.phrase import Name
from game.core.phrase import say as phrase
from game.core.registry import game_named
from game.core.safefile import clean_text


class SeatBot:
    """The bot of one seat of a hosted game; ``choose`` gives the text of its next move."""

    def __init__(self, game: str, level: str, seat: int, seed: int | None = None) -> None:
        self.definition = game_named(game)
        if level not in self.definition.bot_levels:
            raise ValueError(phrase("unknown bot {level}; valid bots: {levels}", level=Name(repr(clean_text(level, 40))),
                                    levels=Name(", ".join(self.definition.bot_levels))))
        self.level = level
        self.seat = seat
        seed = seat + 1 if seed is None else seed  # the host's own bots are seeded so
        self.bot = self.definition.make_bot(level, seed=seed)
        self._by_number = random.Random(seed)
        self.fallbacks = 0
        self.decisions = 0
        self.problem: str | None = None
        self._refused = False

    def choose(self, state: dict[str, Any]) -> str:
        """The text of the move to send for a ``state`` in which this seat decides."""
        texts = [str(option["text"]) for option in state.get("legal") or []]
        if not texts:
            raise ValueError("the seat does not decide")
        self.decisions += 1
        if len(texts) == 1:
            return texts[0]
        if self._refused:  # the host refused the last choice: this one by number
            self._refused = False
            return self._by_number.choice(texts)
        try:
            chosen = self._decide(state, texts)
        except Exception as exc:  # noqa: BLE001 - a bot that cannot play from a seat's view
            chosen = None
            self._fell_back(phrase("the {level} bot cannot decide from this seat's view ({why})", level=Name(self.level),
                                   why=Name(f"{type(exc).__name__}: {clean_text(str(exc), 120)}")))
        if chosen is None:
            return self._by_number.choice(texts)
        if chosen not in texts:
            self._fell_back(phrase("the {level} bot chose {move}, which the host did not list", level=Name(self.level),
                                   move=Name(repr(clean_text(chosen, 60)))))
            return self._by_number.choice(texts)
        return chosen

    def _decide(self, state: dict[str, Any], texts: list[str]) -> str | None:
        position = state.get("position")
        if position is None:  # a game that does not say what a seat sees: nothing to decide on
            self._fell_back(phrase("the host sends no seen position for this game"))
            return None
        definition = self.definition
        seen = definition.from_position(position)
        if getattr(self.bot, "wants_game", False):
            return definition.text(seen, self.bot.choose_in(seen, self.seat))
        readable: list[Any] = []
        for text in texts:
            try:
                readable.append(definition.parse(seen, text))
            except Exception:  # noqa: BLE001,S112 - a move whose legality hangs on a hidden card
                continue
        if not readable:
            self._fell_back(phrase("the seen game reads none of the host's moves"))
            return None
        wanted = definition.bot_observation(seen, self.seat, self.bot)
        observation = None if wanted is None else state.get("observation")
        return definition.text(seen, self.bot.choose(observation, readable))

    def _fell_back(self, reason: str) -> None:
        self.fallbacks += 1
        if self.problem is None:
            self.problem = reason

    def refused(self) -> None:
        """The host refused the move sent: the same decision is answered by number."""
        self._fell_back(phrase("the host refused a move it chose"))
        self._refused = True

    def close(self) -> None:
        close_bot(self.bot)
