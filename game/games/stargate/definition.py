"""The mission duel as the core knows it: a thin ``GameDefinition`` over ``Game``.

The engine keeps its own names; this adapts them to the core's registry (bots that take
the game, a turn that is the hero's).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.bots.game_bot import SeededGameBot
from ...core.phrase import N_, Name, join, say
from ...core.protocol import GameDefinition, SeatChoice, SetupOption
from . import rules
from . import totals as T
from .cards import DECKS, load_deck
from .events import CardMoved
from .game import Game
from .observe import seen
from .position import PositionError


class StargateDefinition(GameDefinition):
    key = "stargate"
    title = "The Stargate mission duel"
    player_counts = (2, 3, 4)
    #: the decks a seat may play
    decks = DECKS
    options = (SetupOption("decks", f"one deck a seat: {', '.join(DECKS)}"),)
    #: the New game screen: a deck a seat (two seats may play the same deck); the balance
    #: line's match-ups are the duel's
    seat_choice = SeatChoice("decks", N_("Deck: {name}"), lambda: DECKS, lambda key: load_deck(key).name,
                             balance="stargate")
    bot_levels = ("random", "easy", "normal", "hard")
    position_error = PositionError
    notation_error = ValueError

    #: what a table may import of this package (tests/table/test_view_boundary.py): the card
    #: data (cards), the state's shape and card states (state), the action values (actions),
    #: the words (notation: texts and descriptions, which parse only against legal actions it
    #: is given), the pure derived reads of a state (totals), the position's reader and
    #: writer (position: data) and the events' types (events: data the table shows a beat for). Never rules, legality, effects, resolution, turn or winning:
    #: they decide what is legal or change a game, and a table asks the game protocol for that.
    table_modules = ("actions", "cards", "events", "notation", "position", "state", "totals")

    def check_options(self, players: int, options: Mapping[str, Any] | None) -> dict[str, Any]:
        opts = super().check_options(players, options)
        decks = opts.get("decks")
        if decks is None:
            opts.pop("decks")
        elif not isinstance(decks, list | tuple) or not all(isinstance(d, str) for d in decks):
            raise ValueError(f"decks: a list of deck names, one a player; valid decks: {', '.join(DECKS)}")
        return opts

    def new(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> Game:
        """``options["decks"]``: one deck key a seat (default: the decks in order)."""
        opts = self.check_options(players, options)
        decks = tuple(opts.get("decks") or [DECKS[i % len(DECKS)] for i in range(players)])
        if len(decks) != players:
            raise ValueError(f"give one deck per player ({players}); valid decks: {', '.join(DECKS)}")
        return Game(rules.new_game(decks, seed))

    def from_position(self, data: Any) -> Game:
        return Game.from_position(data)

    def is_seen_position(self, data: Any) -> bool:
        return isinstance(data, dict) and "hidden" in data

    def seen(self, game: Game, seat: int) -> Game:
        return Game(seen(game.state, seat))

    def make_bot(self, level: str, seed: int = 0, **options):
        from .bots import BOTS, HardBot

        if level not in self.bot_levels:
            raise ValueError(f"unknown bot {level!r}; valid bots: {', '.join(self.bot_levels)}")
        if level == "hard":
            return SeededGameBot(HardBot(**options), seed)
        return SeededGameBot(BOTS[level](), seed)

    def search_hooks(self):
        from .search import HOOKS

        return HOOKS

    def describe_event(self, game: Game, event) -> str:
        return game.describe_event(event)

    # the summary at the end: the nearest of the three ways to win (glyphs, experience or the
    # villain score pile against the victory total), cards played from hand, Missions completed
    summary_defeated = N_("Missions completed")
    _KINDS = {"play": N_("Play a card"), "assign": N_("Assign"), "complicate": N_("Complicate"),
              "boost": N_("Boost"), "pass": N_("Pass")}

    def summary_progress(self, game: Game, seat: int) -> float:
        st = game.state
        if st.winner == seat:
            return 1.0
        vt = max(1, T.victory_total(st, seat))
        return min(1.0, max(T.glyphs(st, seat) / T.GLYPHS_TO_WIN, T.experience(st, seat) / vt,
                            T.score_value(st, seat) / vt))

    def summary_kind(self, text: str) -> str:
        return self._KINDS.get(text.split(" ", 1)[0], "")

    def summary_credits(self, events: Sequence[Any], seat: int, turn_seat: int) -> list[tuple[int, str]]:
        moved = [ev for ev in events if isinstance(ev, CardMoved)]
        return ([(ev.who, "cards") for ev in moved if ev.source == "hand" and ev.dest != "discard"]
                + [(ev.who, "defeated") for ev in moved if ev.dest == "completed"])

    def is_barrier(self, events, seat_before: int, after: Game) -> bool:
        """Undo stops at a move that revealed something (a mission flipped, cards drawn or
        milled). Both players act within one turn, one after the other: a change of the
        deciding seat is no barrier, so a player's undo takes back their action and a bot's
        answer to it (``undo_passes_over`` says which)."""
        return any(ev.reveals for ev in events)

    def undo_passes_over(self, before: Game, seat: int, after: Game) -> bool:
        """A bot's move that changed its hand (a card played from it, or drawn) showed a card
        the other player had not seen: undo stops there."""
        return len(before.state.seats[seat].hand) == len(after.state.seats[seat].hand)

    def turn(self, game: Game) -> tuple[Any, int]:
        st = game.state
        return ((st.turn, st.hero), st.hero)

    def round(self, game: Game) -> int | None:
        return game.state.turn

    def save_name(self, game: Game, setup) -> str:
        return self.save_title({"options": {"decks": list(game.state.decks)}})

    def save_title(self, raw_setup: Mapping[str, Any]) -> str:
        """"Stargate: survey, serpent": the decks, in the order of the seats (as the game
        deals them when the setup names none)."""
        options = raw_setup.get("options")
        decks = options.get("decks") if isinstance(options, dict) else None
        if not isinstance(decks, list) or not decks:
            seats = raw_setup.get("seats")
            decks = [DECKS[i % len(DECKS)] for i in range(len(seats) if isinstance(seats, list) else 0)]
        return say("Stargate: {decks}", decks=join(", ", [DECK_WORDS.get(str(d), Name(str(d))) for d in decks]))

    def file_stem(self, setup) -> str:
        return "stargate"


#: the decks as a save's title says them (their keys, words of the catalogue)
DECK_WORDS = {"survey": N_("survey"), "serpent": N_("serpent"), "archivists": N_("archivists"),
              "freeworlds": N_("freeworlds")}

STARGATE = StargateDefinition()
