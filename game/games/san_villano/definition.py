"""Heróis de San Villano as the core knows it: a thin ``GameDefinition`` over ``Game``.

It gives the core the game's four bot levels (Hard is the core's ISMCTS with this game's
``search_hooks``), a turn for the hot-seat curtain and undo (an organization's action), the
round, and the solo mode as a setup option: ``solo_target`` set means seat 0 plays alone
against the other seats' bots and the target score is shown at the end.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from ...core.bots.game_bot import SeededGameBot
from ...core.phrase import N_, say
from ...core.protocol import GameDefinition, SetupOption
from . import bots as B
from . import events as E
from .game import Game
from .observe import seen as seen_state
from .position import PositionError
from .solo import DEFAULT_TARGET


def _solo_offered(players: int) -> tuple[tuple[Any, str], ...]:
    """The solo mode on the New game screen: off, or you against the other seats' bots and
    the Normal bot's mean score."""
    return ((None, N_("Solo: off")), (DEFAULT_TARGET[min(2, players - 1)], N_("Solo: you against the bots")))


class SanVillanoDefinition(GameDefinition):
    key = "san-villano"
    title = "Heróis de San Villano"
    player_counts = (2, 3, 4)
    options = (SetupOption("solo_target", "solo mode: seat 0 against the bot seats; the score to beat "
                           f"(default {DEFAULT_TARGET[1]} against one bot, {DEFAULT_TARGET[2]} against two)",
                           label=N_("Solo"), offered=_solo_offered, for_players=(2, 3), solo=True,
                           note=N_("Solo (our variant: the rulebook says only \u201ccoming soon\u201d): beat the "
                                   "bot organizations and the target score of {value}, the Normal bot's mean "
                                   "score.")),
               SetupOption("setup_fires", "balance rule (ours, not the rulebook's setup): with 2 organizations, "
                           "two Fires lie face down on the City from the start, one on each Summer card "
                           "face up (true or false; default false)", False,
                           label=N_("Two Fires with two organizations"), for_players=(2,),
                           offered=lambda players: ((False, N_("Two Fires at setup: off (the rulebook)")),
                                                    (True, N_("Two Fires at setup: on (balance rule)"))),
                           note=N_("Balance rule (ours, not the rulebook's setup): two Fires lie face down on "
                                   "the City from the start, one on each Summer card face up, so that \u201cOn "
                                   "Fire\u201d can be won with two organizations.")))
    bot_levels = B.LEVELS
    position_error = PositionError
    notation_error = ValueError

    def check_options(self, players: int, options: Mapping[str, Any] | None) -> dict[str, Any]:
        opts = super().check_options(players, options)
        target = opts.get("solo_target")
        if target is None:
            opts.pop("solo_target")
        elif target is True or target == "default":
            opts["solo_target"] = DEFAULT_TARGET[min(2, players - 1)]
        elif not isinstance(target, int) or isinstance(target, bool) or not 0 <= target <= 200:
            raise ValueError(f"solo_target: a score from 0 to 200, not {target!r}")
        if "solo_target" in opts and players > 3:
            raise ValueError("a solo game is against 1 or 2 bot organizations (2 or 3 seats)")
        if not isinstance(opts["setup_fires"], bool):
            raise ValueError(f"setup_fires: true or false, not {opts['setup_fires']!r}")
        return opts

    def new(self, players: int, seed: int, options: Mapping[str, Any] | None = None) -> Game:
        opts = self.check_options(players, options)
        fires = {"setup_fires": opts["setup_fires"]}
        if "solo_target" in opts:
            return Game.new(1, seed, {"bots": players - 1, "target": opts["solo_target"]} | fires)
        return Game.new(players, seed, fires)

    # Saves. The balance option ``setup_fires`` changes the setup only with 2 organizations, and
    # before it was an option every 2-organization game was set up with it. So a 2-seat save
    # always records it (true or false), and a 2-seat save that does not was made with it: it is
    # read as on, and replays as it was played.

    def setup_json(self, setup) -> dict[str, Any]:
        data = super().setup_json(setup)
        if len(setup.seats) == 2:
            data["options"].setdefault("setup_fires", False)
        return data

    def options_from_json(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        opts = super().options_from_json(raw)
        if len(raw.get("seats") or []) == 2:
            opts.setdefault("setup_fires", True)
        return opts

    def from_position(self, data: Any) -> Game:
        return Game.from_position(data)

    def is_seen_position(self, data: Any) -> bool:
        return isinstance(data, dict) and data.get("seen") is not None

    def seen(self, game: Game, seat: int) -> Game:
        return Game(seen_state(game.state, seat))

    #: What a table may import of this engine: the content and its reads (``board``: cards,
    #: locations, costs; ``cards``; ``grid``), the state's shape and constants (``state``), the
    #: action and event types (``actions``, ``events``), the engine's words (``words``) and the
    #: scores read off a game (``scoring``, ``solo``'s target and result). Never ``rules``,
    #: ``legal``, ``explain``, ``flow``, ``economy``, ``setup``, ``observe`` or ``bots``: they
    #: decide or change a game, and a table asks the game protocol for that (``legal_actions``,
    #: ``why_not``, ``describe``) and the match to apply it.
    table_modules = ("actions", "board", "cards", "events", "grid", "scoring", "solo", "state", "words")

    def make_bot(self, level: str, seed: int = 0, **options):
        if level not in self.bot_levels:
            raise ValueError(f"unknown bot {level!r}; valid bots: {', '.join(self.bot_levels)}")
        if level == "hard":
            return B.make_hard(seed, **options)  # the core's ISMCTS, given the game
        return SeededGameBot(B.make(level), seed)

    def search_hooks(self):
        return B.search_hooks()

    def describe_event(self, game: Game, event) -> str:
        return game.describe_event(event)

    # the summary at the end: Reputation as scored at the end, the organization's actions,
    # characters recruited, Villains confronted
    summary_unit = "points"
    summary_round_word = "round"
    summary_cards = N_("Characters recruited")
    summary_defeated = N_("Villains confronted")
    _KINDS = {"move": N_("Move"), "do": N_("Location action"), "recruit": N_("Recruit"), "track": N_("Track"),
              "guard": N_("Guard"), "reveal": N_("Reveal"), "place-fire": N_("Place Fire")}

    def summary_progress(self, game: Game, seat: int) -> float:
        return float(game.scores()[seat])

    def summary_kind(self, text: str) -> str:
        return self._KINDS.get(text.split(" ", 1)[0], "")

    def summary_credits(self, events: Sequence[Any], seat: int, turn_seat: int) -> list[tuple[int, str]]:
        return ([(ev.seat, "cards") for ev in events if isinstance(ev, E.CharacterRecruited)]
                + [(ev.seat, "defeated") for ev in events if isinstance(ev, E.Confronted)])

    def turn(self, game: Game) -> tuple[Any, int]:
        st = game.state
        return ((st.round, st.side, st.marker, st.extra, st.actor), st.actor)

    def round(self, game: Game) -> int | None:
        return game.state.round

    def save_name(self, game: Game, setup) -> str:
        solo = game.state.options.get("solo")
        if solo:
            return self.save_title({"options": {"solo_target": solo["target"]}})
        return self.save_title({"seats": [{}] * game.state.players})

    def save_title(self, raw_setup: Mapping[str, Any]) -> str:
        options = raw_setup.get("options")
        target = options.get("solo_target") if isinstance(options, dict) else None
        if target is not None:
            return say("San Villano solo, target {target}", target=target)
        seats = raw_setup.get("seats")
        return say("San Villano, {count} organizations", count=len(seats) if isinstance(seats, list) else 0)

    def seat_labels(self, raw_setup: Mapping[str, Any]) -> list[str]:
        seats = raw_setup.get("seats") or []
        return [f"Organization {k + 1}" for k in range(len(seats))]


SAN_VILLANO = SanVillanoDefinition()
