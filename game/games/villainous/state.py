"""The game state: every zone of every player, the turn, pending decisions, the RNG.

Plain lists of card instance ids (``iid``) and small ints, so that a clone is a
handful of list copies. Card definitions live in the shared ``Table``.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from .book import BOOK, COST_CONCERNS, COST_RULES, ENTRY_RULES, STRENGTH_RULES
from .carddata import Table

#: ``Player.mover`` while the mover stands on the portrait, before its first move (a box
#: whose rulebook starts it there: ``Box.mover_start``); never a location's index
PORTRAIT = -1
#: how positions and notation name the portrait (no location has this key)
PORTRAIT_KEY = "portrait"


class Prompt(NamedTuple):
    """A decision the engine waits for; its answers are the legal actions.

    ``realm``: the seat whose board the decision is about (a location answer names a
    location of that villain's board; a Fate action's choices are made in its target's
    Realm). ``subject``: the card the decision is about, or -1 (the Hero being vanquished,
    the card being played or whose ability asks). ``target(a)`` says where on the table an
    answer can be pointed at, so that a screen never reads the resolution stack."""

    seat: int
    kind: str
    options: tuple
    message: str
    realm: int = -1
    subject: int = -1

    def target(self, a) -> tuple | None:
        """Where answer ``a`` lies: ``("loc", realm, i)`` a location of the prompt's realm,
        ``("card", iid)`` a card on a board, ``("hand", iid)`` a card in hand; None for an
        answer that is only a word (yes, done, a mode)."""
        v = a[0]
        if v == "at":
            return ("loc", self.realm, a[2])
        if v in ("pick", "on", "use", "vanquish"):
            return ("card", a[1])
        if v == "discard_card":
            return ("hand", a[1])
        return None


class Derived:
    """What is kept of one Realm until it changes (``Player.memo``).

    ``statics``: (source, location, kind, argument) of every always-on ability, as
    ``realm._scan_statics`` finds them; ``kinds``: the kinds among them; ``strength``, ``entry``
    and ``cost``: the ones each rule reads, with the rule; ``families``: the turn's actions that read nothing but this Realm
    (Vanquish, Move an Item or Ally, Move a Hero: ``turn.action_options``); by card name, whether its printed restrictions
    allow it (``allowed``) and where it may enter (``entering``), found on first use; ``verdicts``: whether a card's
    program can be done, for the programs whose judging reads nothing but the Realm (``resolution.feasible_kept``,
    ``cardplay.undoable_step``); ``symbols``: the free action symbols by (mover's location, slots
    used) (``realm.free_symbols``); ``activatable``: (card, cost, ability) of the Activated abilities at unlocked locations (``turn._activate_options``)."""

    __slots__ = ("statics", "kinds", "strength", "entry", "cost", "families", "allowed", "entering", "verdicts",
                 "symbols", "activatable", "strengths")

    def __init__(self, statics: tuple | None = None) -> None:
        if statics is None:  # an empty shell that ``card_moved`` fills (as ``Player``'s)
            return
        self.statics: tuple = statics
        if statics:
            try:
                parts = _PARTS.get(statics)
            except TypeError:  # an argument that is a list: sorted afresh
                parts = _sorted_by_rule(statics)
            if parts is None:
                parts = _sorted_by_rule(statics)
                if len(_PARTS) >= 4096:  # a bound: a long session meets many Realms
                    _PARTS.clear()
                _PARTS[statics] = parts
            self.kinds, self.strength, self.entry, self.cost = parts
        else:  # most Realms, most of the time
            self.kinds = _NO_KINDS
            self.strength = self.entry = self.cost = ()
        self.families: dict[str, tuple] = {}
        self.allowed: dict[str, bool] = {}
        self.entering: dict[str, tuple[int, ...]] = {}
        self.verdicts: dict[tuple, Any] = {}  # a bool, or what a "when played" cannot do
        self.symbols: dict[tuple, dict[str, int]] = {}
        self.activatable: tuple | None = None
        self.strengths: dict[tuple, int] = {}


_NO_KINDS: frozenset = frozenset()


def _sorted_by_rule(statics: tuple) -> tuple:
    """The kinds among ``statics``, and the ones each rule reads, with the rule (``Derived``)."""
    return (frozenset(s[2] for s in statics),
            tuple((STRENGTH_RULES[s[2]], s[0], s[1], s[3]) for s in statics if s[2] in STRENGTH_RULES),
            tuple((ENTRY_RULES[s[2]], s[1], s[3]) for s in statics if s[2] in ENTRY_RULES),
            tuple((COST_RULES[s[2]], COST_CONCERNS[s[2]], s[3]) for s in statics if s[2] in COST_RULES))


#: statics (as ``realm._scan_statics`` finds them) -> ``_sorted_by_rule``: the same abilities at the
#: same places are sorted once (a Realm that changes seldom changes its abilities)
_PARTS: dict[tuple, tuple] = {}


class Player:
    __slots__ = (
        "seat",
        "villain",
        "hand",
        "deck",
        "discard",
        "fate_deck",
        "fate_discard",
        "vside",
        "fside",
        "obstacles",
        "locked",
        "mover",
        "power",
        "limbo",
        "relic",
        "fate_known",
        "ext",
        "memo",
        "won",
    )

    def __init__(self, seat: int = -1, villain: Any = None) -> None:
        # no villain: an empty shell that ``clone`` and ``trial`` fill (``Player.__new__``
        # runs this with no arguments where the engine is compiled: docs/performance.md)
        if villain is None:
            return
        self.seat = seat
        self.villain = villain
        self.hand: list[int] = []
        self.deck: list[int] = []  # index 0 is the top
        self.discard: list[int] = []  # last is the top
        self.fate_deck: list[int] = []
        self.fate_discard: list[int] = []
        n = len(villain.locations)
        self.vside: list[list[int]] = [[] for _ in range(n)]  # Allies and free Items
        self.fside: list[list[int]] = [[] for _ in range(n)]  # Heroes and Fate cards, covering order
        self.obstacles: list[int] = [0] * n
        self.locked: list[bool] = [loc.locked for loc in villain.locations]
        self.mover = 0  # a location's index, or PORTRAIT
        self.power = 0
        self.limbo: list[int] = []  # revealed or resolving cards (public)
        # The Relic (Horned King's Black Cauldron): -1 none, 0 unclaimed, 1 side A, 2 side B
        self.relic = -1 if villain.relic is None else 0
        # how many top cards of the Fate deck the owner has looked at, in order
        self.fate_known = 0
        # what a later box's rules keep per player (Scum and Villainy: Ambition, tokens,
        # Vehicles, Bounties...): None in Despicable Plots; an object with ``clone()``
        self.ext: Any = None
        # what is derived from the Realm (its always-on abilities, the Objective's check),
        # kept until the Realm next changes: every change goes through ``touched`` (or
        # ``touched_all``), which drops it (``realm.derived`` rebuilds it on the next read)
        self.memo: Derived | None = None
        # the Objective's check, kept the same way (None: not checked since the last change)
        self.won: bool | None = None

    def clone(self, keep: bool = False) -> Player:
        """A copy; ``keep``: with what is derived from the Realm (the whole state is being
        copied, and the copy's Realm changes only through ``touched``). A copy made to be
        changed by hand (a trial Realm) derives afresh."""
        p = Player.__new__(Player)
        p.seat = self.seat
        p.villain = self.villain
        p.hand = self.hand[:]
        p.deck = self.deck[:]
        p.discard = self.discard[:]
        p.fate_deck = self.fate_deck[:]
        p.fate_discard = self.fate_discard[:]
        p.vside = [z[:] for z in self.vside]
        p.fside = [z[:] for z in self.fside]
        p.obstacles = self.obstacles[:]
        p.locked = self.locked[:]
        p.mover = self.mover
        p.power = self.power
        p.limbo = self.limbo[:]
        p.relic = self.relic
        p.fate_known = self.fate_known
        p.ext = None if self.ext is None else self.ext.clone()
        if keep:  # what was derived holds for the copy until its Realm changes
            p.memo = self.memo
            p.won = self.won
        else:
            p.memo = None
            p.won = None
        return p

    def trial(self, lists: tuple[str, ...]) -> Player:
        """A copy to judge a card by (``cardplay``): the lists named in ``lists`` are
        copied, to be changed; every other one is shared with this Player, so the copy
        is read and never changed there. It derives afresh (``memo``)."""
        p = Player.__new__(Player)
        p.seat = self.seat
        p.villain = self.villain
        p.hand = self.hand
        p.deck = self.deck
        p.discard = self.discard
        p.fate_deck = self.fate_deck
        p.fate_discard = self.fate_discard
        p.vside = self.vside
        p.fside = self.fside
        p.obstacles = self.obstacles
        p.locked = self.locked
        p.mover = self.mover
        p.power = self.power
        p.limbo = self.limbo
        p.relic = self.relic
        p.fate_known = self.fate_known
        p.ext = self.ext
        for name in lists:
            value = getattr(self, name)
            setattr(p, name, [z[:] for z in value] if name in ("vside", "fside") else value[:])
        p.memo = None
        p.won = None
        return p


def touched(p: Player) -> None:
    """``p``'s Realm changed (a card entered, left or moved; Obstacles, the Relic, a lock):
    what was derived from it is stale."""
    p.memo = None
    p.won = None


def touched_all(st: State) -> None:
    """A change to what every Realm reads (an attachment, a Trapped token)."""
    for p in st.players:
        p.memo = None
        p.won = None


def touched_card(st: State, c: int) -> None:
    """What card ``c`` carries changed (an Item attached to it or taken off, a Trapped
    token): in Despicable Plots only the Realm of its owner reads that -- an attached Item
    and its holder, a Trapped Hero, stand in their owner's Realm (a villain's Items on its
    Allies, a Fate deck's Items on the Heroes it brings into that same Realm). A box with
    rules of its own (``State.rules``: Bounties on Contacts) drops every Realm's values."""
    if st.rules is not None:
        touched_all(st)
        return
    p = st.players[st.table.owner[c]]
    p.memo = None
    p.won = None


class State:
    """A whole game of Villainous. Mutated in place by ``rules.apply``; clone for search."""

    __slots__ = (
        "table",
        "players",
        "active",
        "round",
        "phase",
        "used",
        "actions_taken",
        "stack",
        "prompt",
        "winner",
        "rng",
        "fate_token_min",
        "fate_token",
        "attach",
        "trapped",
        "triggers",
        "legal_cache",
        "log",
        "once",
        "rules",
    )

    def __init__(self, table: Table | None = None) -> None:
        if table is None:  # an empty shell that ``clone`` fills (as ``Player``'s)
            return
        self.table: Table = table
        self.players: list[Player] = []
        self.active = 0
        self.round = 1
        self.phase = "move"  # "move", "actions" or "over"
        self.used: tuple[int, ...] = ()  # action-symbol slots used this turn
        self.actions_taken = 0
        self.stack: list = []  # of ``stack.Frame``  # frames of effects being resolved
        self.prompt: Prompt | None = None
        self.winner: int | None = None
        self.rng = 0
        self.fate_token_min = 0  # 0: no Fate token; else the player count from which it is used
        self.fate_token = -1  # seat holding the Fate token
        self.attach: dict[int, int] = {}  # attached Item -> the Ally or Hero holding it
        self.trapped: dict[int, int] = {}  # Hero -> 1 while it carries a Trapped token
        self.triggers: list[tuple] = []  # Condition triggers raised by the current action
        self.legal_cache: tuple | None = None  # of ``actions.Action``: ``turn.legal_actions``
        self.log: list = []  # events of the current apply() (see events.py)
        self.once: tuple[str, ...] = ()  # once-per-turn abilities used this turn
        # the box's own rules (``boxrules.box_rules``), read by most steps: found once, in the
        # rulebook (``rulebook.py`` assembles it; a state made before would miss every rule)
        BOOK.require()
        self.rules = BOOK.boxes.get(table.box.key)

    @property
    def n(self) -> int:
        return len(self.players)

    def clone(self) -> State:
        s = State.__new__(State)
        s.table = self.table
        s.players = [p.clone(True) for p in self.players]
        s.active = self.active
        s.round = self.round
        s.phase = self.phase
        s.used = self.used
        s.actions_taken = self.actions_taken
        s.stack = [f.clone() for f in self.stack]
        s.prompt = self.prompt
        s.winner = self.winner
        s.rng = self.rng
        s.fate_token_min = self.fate_token_min
        s.fate_token = self.fate_token
        s.attach = self.attach.copy()
        s.trapped = self.trapped.copy()
        s.triggers = self.triggers[:]
        s.legal_cache = self.legal_cache
        s.log = []
        s.once = self.once
        s.rules = self.rules
        return s


def mover_key(p: Player) -> str:
    """The key of the place the mover stands on: a location's, or ``PORTRAIT_KEY``."""
    return PORTRAIT_KEY if p.mover == PORTRAIT else p.villain.locations[p.mover].key


def mover_place_name(p: Player) -> str:
    """The name of the place the mover stands on, as a player reads it."""
    return "the portrait" if p.mover == PORTRAIT else p.villain.locations[p.mover].name
