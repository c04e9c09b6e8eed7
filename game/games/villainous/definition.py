"""Villainous as the core knows it: its ``GameDefinition``, registered by the package.

Importing this module imports only the core: the engine is imported the first time a
game is made, a position read or a bot built (so listing the games stays cheap).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from game.core.phrase import N_, Name, join
from game.core.protocol import GameDefinition, SearchHooks, SeatChoice, SetupOption

BOT_LEVELS = ("random", "easy", "normal", "hard")
FATE_TOKENS = (None, 0, 4, 5)



def _one_box(villains, where: str) -> None:
    """A game uses the villains of one box (each box plays by its own rulebook), and no more
    of them than that box seats."""
    from .box import box_named
    from .cards import load_villain

    boxes: dict[str, list[str]] = {}
    for v in villains:
        boxes.setdefault(load_villain(v).box, []).append(v)
    if len(boxes) > 1:
        first = next(iter(boxes))
        same = [k for k in _known_villains() if load_villain(k).box == first]
        parts = "; ".join(f"{', '.join(vs)} from {box_named(b).name}" for b, vs in boxes.items())
        raise ValueError(f"at {where}: a game uses the villains of one box, not {parts}; "
                         f"valid with {villains[0]}: {', '.join(same)}")
    if boxes:
        box = box_named(next(iter(boxes)))
        if len(villains) > box.max_players:  # its rulebook starts at most this many seats
            raise ValueError(f"at {where}: {box.name} is for 2 to {box.max_players} players, not {len(villains)}")


def _known_villains() -> tuple[str, ...]:
    from .cards import known_villains

    return known_villains()


def _packaged_villains() -> tuple[str, ...]:
    """The villains of the packaged data files (the command line lists these)."""
    from .cards import VILLAINS

    return VILLAINS


def _villain_name(key: str) -> str:
    from .cards import load_villain

    return load_villain(key).name


def _villain_box(key: str) -> str:
    from .cards import load_villain

    return load_villain(key).box


def _box_name(box: str) -> str:
    from .box import box_named

    return box_named(box).name


def _box_seats(box: str) -> int:
    from .box import box_named

    return box_named(box).max_players


def _fate_token_offered(players: int) -> tuple[tuple[Any, str], ...]:
    """The Fate token on the New game screen: the rulebook's way first (None: the box decides,
    "Use the included Fate Token in a 5- or 6-player game"), then the other way (a table of
    four may use it too; a table of five or six may leave it out)."""
    if players < 5:
        return ((None, N_("Fate token: off (the rulebook: 5 or 6 players)")),
                (4, N_("Fate token: on (a variant with 4 players)")))
    return ((None, N_("Fate token: on (the rulebook)")), (0, N_("Fate token: off (a variant)")))


def _fate_token_ok(value: Any) -> bool:
    return value is None or (type(value) is int and value in FATE_TOKENS)


class VillainousDefinition(GameDefinition):
    key = "villainous"
    title = "Disney Villainous"
    player_counts = (2, 3, 4, 5, 6)
    options = (
        SetupOption("villains", "one villain a seat, e.g. gaston,lady-tremaine", choices=_packaged_villains),
        SetupOption("fate_token", "0 for none, else the player count from which it is used (4 or 5)",
                    label=N_("Fate token"), offered=_fate_token_offered, for_players=(4, 5, 6),
                    for_groups=("despicable-plots",),  # Scum and Villainy's rulebook has none
                    note=N_("The Fate token: when you are the target of a Fate action, take it from the last "
                            "player targeted; while you hold it, no Fate action may target you.")),
    )
    #: the New game screen: a villain a seat, no two alike, all from one box (each box plays by
    #: its own rulebook; Scum and Villainy seats at most four); the balance line's match-ups
    #: are the box's
    seat_choice = SeatChoice("villains", N_("Villain: {name}"), _packaged_villains, _villain_name, distinct=True,
                             group_of=_villain_box, group_label=N_("Box: {name}"), group_name=_box_name,
                             group_most=_box_seats)
    bot_levels = BOT_LEVELS
    #: a stored setup, as saves have always kept it (checked by the core's saves at /setup)
    setup_schema = {
        "type": "object",
        "required": ["villains", "seats", "seed"],
        "additionalProperties": False,
        "properties": {
            "villains": {"type": "array", "minItems": 2, "maxItems": 6, "items": {"type": "string", "maxLength": 60}},
            "seats": {"type": "array"},
            "seed": {"type": "integer"},
            "game": {"const": "villainous"},
            "options": {"type": "object", "properties": {"fate_token": {"enum": [None, 0, 4, 5]}}},
        },
    }

    @property
    def position_error(self) -> type[Exception]:  # type: ignore[override]
        from .position import PositionError

        return PositionError

    @property
    def notation_error(self) -> type[Exception]:  # type: ignore[override]
        from .actions import NotationError

        return NotationError

    # --- making games ----------------------------------------------------------------

    def check_options(self, players: int, options: Mapping[str, Any] | None) -> dict[str, Any]:
        opts = super().check_options(players, options)
        villains = opts.get("villains")
        if not isinstance(villains, list | tuple) or not all(isinstance(v, str) for v in villains):
            raise ValueError("give the villains as a list of names, one a seat")
        known = _known_villains()
        for i, v in enumerate(villains):
            if v not in known:
                raise ValueError(f"at villains/{i}: unknown villain {v[:60]!r}; valid: {', '.join(known)}")
        _one_box(villains, "villains")
        if len(villains) != players:
            raise ValueError(f"{len(villains)} villains for {players} seats")
        if not _fate_token_ok(opts.get("fate_token")):
            raise ValueError(f"invalid Fate token option {opts.get('fate_token')!r}; valid: off (0), 4, 5")
        return opts

    def players_in(self, options: Mapping[str, Any]) -> int | None:
        villains = options.get("villains")
        return len(villains) if isinstance(villains, list | tuple) else None

    def new(self, players: int, seed: int, options: Mapping[str, Any] | None = None):
        from .game import Game

        opts = self.check_options(players, options)
        return Game.new(list(opts["villains"]), seed, opts["fate_token"])

    def from_position(self, data: Any):
        from .game import Game

        return Game.from_position(data)

    def is_seen_position(self, data: Any) -> bool:
        return isinstance(data, dict) and data.get("seen") is True

    #: what a table may import (tests/table/test_view_boundary.py): the content (``cards``,
    #: ``box``, ``vocabulary``), the words (``words``), actions and events as values
    #: (``actions``, ``events``), the shape of a state (``state``), the seen game
    #: (``seen``) and the pure reads a table draws with (``reads``: a card's Strength, a
    #: covered location...). Not ``rules``, ``turn``, ``realm``, ``frames``, ``game``, the bots
    #: or a box's rules (``scum_and_villainy``, ``boxrules``): they decide what is legal or
    #: change a game, which a table asks of the game protocol (``legal_actions``, ``why_not``,
    #: ``apply`` through the match) and only ever sees through ``seen``.
    table_modules: tuple[str, ...] = ("actions", "box", "cards", "events", "reads", "seen", "state",
                                      "vocabulary", "words")

    def seen(self, game, seat: int):
        """The game as ``seat`` may see it (``seen.py``): hidden cards face down, the decks'
        order and the random generator not the real ones."""
        from .game import Game
        from .seen import seen_state

        return Game(seen_state(game.state, seat))

    # --- bots ---------------------------------------------------------------------------

    def make_bot(self, level: str, seed: int = 0, **options):
        from .bots import make_bot

        return make_bot(level, seed, **options)

    def search_hooks(self) -> SearchHooks:
        """What the core's ISMCTS asks of Villainous (``bots.ismcts.search_hooks``)."""
        from .bots.ismcts import search_hooks

        return search_hooks()

    # --- words --------------------------------------------------------------------------

    def terminal_talk(self):
        from .talk import TerminalTalk

        return TerminalTalk

    def describe_event(self, game, event) -> str:
        from .words import describe

        return describe(game.state, event)

    def save_name(self, game, setup) -> str:
        return self.save_title({"villains": [p.villain.key for p in game.state.players]})

    def save_title(self, raw_setup: Mapping[str, Any]) -> str:
        """"Gaston vs Lady Tremaine": the villains' names (each said as the language names it)."""
        from .words import villain_name

        villains = raw_setup.get("villains")
        return join(" vs ", [Name(villain_name(str(v))) for v in villains] if isinstance(villains, list) else [])

    # --- the rules the core asks about --------------------------------------------------

    def is_barrier(self, events: Sequence[Any], seat_before: int, after) -> bool:
        """Today's rule, exactly: a revealing event (its class declares ``reveals``), a change
        of the deciding seat, or a prompt to look at or order hidden cards."""
        for ev in events:
            if ev.reveals:
                return True
        if after.current_player() != seat_before:
            return True
        prompt = after.state.prompt
        return prompt is not None and prompt.kind in ("look", "order")

    # the summary at the end: the villain's own measure of its Objective, the actions of the
    # board's symbols (a choice inside one is not an action), Heroes defeated in its Realm
    summary_defeated = N_("Heroes defeated")
    summary_round_word = "round"
    _KINDS = {"move": N_("Move"), "play": N_("Play a Card"), "gain": N_("Gain Power"), "fate": N_("Fate"),
              "vanquish": N_("Vanquish"), "activate": N_("Activate"), "discard": N_("Discard Cards"),
              "move-ally": N_("Move an Item or Ally"), "move-item": N_("Move an Item or Ally"),
              "hunt": N_("Hunt"), "ambition": N_("Ambition")}

    #: the same actions in Scum and Villainy's words (its boards' symbols: Collect Credits, …)
    _SCUM_KINDS = {"gain": N_("Collect Credits"), "play": N_("Play a Credits Card"),
                   "activate": N_("Activate an Ability"), "move-ally": N_("Move / Maneuver"),
                   "move-item": N_("Move / Maneuver")}

    def summary_kind_in(self, game, text: str) -> str:
        kind = self.summary_kind(text)
        if kind and game.state.table.box.currencies[0] == "Credits":
            return self._SCUM_KINDS.get(text.split(" ", 1)[0], kind)
        return kind

    def summary_progress(self, game, seat: int) -> float:
        from .bots.knowledge import progress

        st = game.state
        return 1.0 if st.winner == seat else min(1.0, max(0.0, float(progress(st, seat))))

    def summary_kind(self, text: str) -> str:
        # "discard" is the action; "discard <card>" the cards chosen inside it
        return "" if text.startswith("discard ") else self._KINDS.get(text.split(" ", 1)[0], "")

    def summary_credits(self, events: Sequence[Any], seat: int, turn_seat: int) -> list[tuple[int, str]]:
        from .events import Defeated, Played

        return ([(seat, "cards") for ev in events if isinstance(ev, Played)]
                + [(ev.seat, "defeated") for ev in events if isinstance(ev, Defeated)])

    def turn(self, game) -> tuple[Any, int]:
        st = game.state
        return ((st.round, st.active), st.active)

    def interruption(self, game) -> str:
        prompt = game.state.prompt
        return "condition" if prompt is not None and prompt.kind == "condition" else "decision"

    def round(self, game) -> int | None:
        return game.state.round

    # --- saves --------------------------------------------------------------------------

    def setup_json(self, setup) -> dict[str, Any]:
        """The stored setup, in the shape Villainous saves have always had."""
        return {
            "villains": list(setup.options.get("villains") or []),
            "seats": [s.to_json() for s in setup.seats],
            "seed": setup.seed,
            "options": {"fate_token": setup.options.get("fate_token")},
        }

    def options_from_json(self, raw: Mapping[str, Any]) -> dict[str, Any]:
        opts = raw.get("options") or {}
        return {"villains": list(raw.get("villains") or []), "fate_token": opts.get("fate_token")}

    def check_setup_json(self, raw: Mapping[str, Any]) -> None:
        villains = raw.get("villains")
        if not isinstance(villains, list) or not 2 <= len(villains) <= 6:
            raise ValueError("at /setup/villains: give 2 to 6 villains")
        known = _known_villains()
        for i, v in enumerate(villains):
            if v not in known:
                raise ValueError(f"at /setup/villains/{i}: unknown villain {repr(v)[:60]}; valid: {', '.join(known)}")
        seats = raw.get("seats") or []
        _one_box(villains, "/setup/villains")
        if len(seats) != len(villains):
            raise ValueError(f"at /setup/seats: {len(seats)} seats for {len(villains)} villains")
        opts = raw.get("options") or {}
        if not isinstance(opts, dict) or not _fate_token_ok(opts.get("fate_token")):
            raise ValueError("at /setup/options/fate_token: valid: null, 0, 4, 5")

    def file_stem(self, setup) -> str:
        return "-".join(setup.options.get("villains") or [])

    def seat_labels(self, raw_setup: Mapping[str, Any]) -> list[str]:
        """The names a save listing shows for a stored setup (its villains' keys)."""
        return list(raw_setup.get("villains") or [])


VILLAINOUS = VillainousDefinition()
