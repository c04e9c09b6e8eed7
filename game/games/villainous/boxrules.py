"""What a box's own rules add to the turn, where no switch of ``box.Box`` covers them.

A box whose rulebook brings new kinds of rule (Scum and Villainy: a second currency, Deep
Space and Vehicles, Bounties) has a ``BoxRules`` under its key, made in its own module and
entered in the rulebook by that module's ``register(book)`` (``rulebook.BOX_MODULES``);
the engine asks ``box_rules(st)`` at the few places where such a rule applies and does
nothing more when a box has none (Despicable Plots). Every field is optional.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

Fn = Callable[..., Any]


@dataclass(frozen=True, slots=True)
class BoxRules:
    key: str
    #: a fresh per-player record of the box's own state (``Player.ext``): () -> object
    new_player: Fn | None = None
    #: position I/O of that record: (st, p) -> dict, and (st, p, dict, take) -> None
    write: Fn | None = None
    read: Fn | None = None
    #: card zones the record holds: (p) -> iterable of lists of iids (invariants, positions)
    zones: Fn | None = None
    #: the fields of the written record that list cards face up (seen by every seat)
    zone_fields: tuple[str, ...] = ()
    #: at the start of a turn: (st, p)
    start_turn: Fn | None = None
    #: extra places the mover may go: (st, p, why) -> Actions; after it moved: (st, p, action)
    mover_moves: Fn | None = None
    after_mover: Fn | None = None
    #: the free symbols at the mover, instead of the board's: (st, p) -> dict | None
    free_symbols: Fn | None = None
    #: symbol -> (st, p, why) -> Actions: the options of a symbol the engine does not know,
    #: or more options for one it knows
    symbols: dict[str, Fn] = field(default_factory=dict)
    more_options: dict[str, Fn] = field(default_factory=dict)
    #: actions that need no symbol (a Bounty's Hunt): (st, p) -> Actions
    free_actions: Fn | None = None
    #: verb -> (st, p, action) -> bool (True: carried out; False: the engine's own way)
    performs: dict[str, Fn] = field(default_factory=dict)
    #: verb -> the symbol it uses; verb -> (st, action) -> its text
    symbol_of: dict[str, str] = field(default_factory=dict)
    formats: dict[str, Fn] = field(default_factory=dict)
    #: may the Play a Card action of this symbol play this card: (d, sym) -> bool
    plays_with: Fn | None = None
    #: how many cards the hand is drawn back up to: (st, p) -> int
    hand_limit: Fn | None = None
    #: an action has finished, with the triggers it raised: (st, triggers)
    after_action: Fn | None = None
    #: a Hero has been defeated: (st, p, hero, loc)
    defeated: Fn | None = None
    #: card type -> (st, p, c, ctl) -> bool: can a revealed Fate card of that type be played;
    #: and the frame that plays it: (st, frame, answer)
    fate_playable: dict[str, Fn] = field(default_factory=dict)
    play_fate: dict[str, Fn] = field(default_factory=dict)
    #: the cards an Item of another kind attaches to: (st, p, d) -> (host, location) pairs
    hosts: Fn | None = None
    #: a card leaves the Realm: (st, p, c)
    leaves: Fn | None = None
    #: the Strength a card has beyond its printed value and the statics: (st, p, c) -> int
    strength: Fn | None = None
    #: more cards of the Realm: (st, p) -> (iid, location) pairs (a Condition under the mover)
    realm_cards: Fn | None = None


BOX_RULES: dict[str, BoxRules] = {}


def register_box_rules(rules: BoxRules) -> BoxRules:
    BOX_RULES[rules.key] = rules
    return rules


def box_rules(st) -> BoxRules | None:
    """The rules of the state's box (None: the rulebook's alone), found when the state was
    made (``State.rules``)."""
    return st.rules
