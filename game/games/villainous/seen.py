"""The game as one seat may see it (``GameDefinition.seen``): what a table draws from.

A seen game is a ``State`` of its own that holds nothing its seat may not see (the seat's
``observe`` masks the same things; ``observe`` of the seen game equals the real one's):

- every card of another seat's hand, and every card of every deck (the Villain and the Fate
  decks keep their order hidden, the owner's included), is a face-down placeholder of that
  seat and deck; sizes are kept. The top Fate cards the owner has looked at (``fate_known``)
  stay themselves for the owner;
- placeholders are numbered by where they lie (a hand's first, then its deck's), never by
  the card they stand for, so two games that differ only in hidden cards look the same;
- the random generator is a fixed one (the real one would tell the next shuffle);
- the resolution stack and the Condition triggers are the decider's only (as in its
  observation, other seats' places in a Condition queue left out); another seat's pending
  decision keeps who decides and what kind it is, not its answers or its message.

Its table is the real one's cards followed by the placeholders (``seen_table``); its
position says ``"seen": true`` and is read back into the same seen game.
"""

from __future__ import annotations

from dataclasses import replace

from .carddata import CardDef, Table
from .stack import Conditions, Frame
from .state import Player, Prompt, State

#: the random generator of every seen game
SEEN_RNG = 0
#: the type of a face-down placeholder's definition (no card has it)
FACE_DOWN = "Hidden"

# the real table -> its seen table, by villain keys (``build_table`` gives one table a set of keys)
_SEEN_TABLES: dict[tuple[str, ...], tuple[Table, Table]] = {}


def face_down(deck: str, villain: str) -> CardDef:
    """The placeholder of a card of ``villain``'s ``deck`` ("villain" or "fate") lying face down."""
    name = "Villain card" if deck == "villain" else "Fate card"
    return CardDef(key=f"?{deck}", name=name, type=FACE_DOWN, deck=deck, villain=villain, text="")


def placeholder_label(deck: str, k: int) -> str:
    """The label of a seat's ``k``-th placeholder (from 1) for a card of its ``deck``."""
    return f"?{deck}-{k}"


def seen_table(table: Table) -> Table:
    """``table`` with, for each seat, one face-down placeholder per card of each of its decks
    after every card (the cards keep their numbers). Made once per table."""
    if table.seen:
        return table
    keys = tuple(v.key for v in table.villains)
    kept = _SEEN_TABLES.get(keys)
    if kept is not None and kept[0] is table:
        return kept[1]
    defs = list(table.defs)
    owner = list(table.owner)
    labels = list(table.labels)
    by_label = [dict(d) for d in table.by_label]
    backs: list[tuple[tuple[int, ...], tuple[int, ...]]] = []
    for seat, v in enumerate(table.villains):
        mine: list[tuple[int, ...]] = []
        for deck, size in (("villain", len(table.villain_iids[seat])), ("fate", len(table.fate_iids[seat]))):
            back = face_down(deck, v.key)
            first = len(defs)
            for k in range(1, size + 1):
                label = placeholder_label(deck, k)
                by_label[seat][label] = len(defs)
                defs.append(back)
                owner.append(seat)
                labels.append(label)
            mine.append(tuple(range(first, len(defs))))
        backs.append((mine[0], mine[1]))
    made = replace(table, defs=tuple(defs), owner=tuple(owner), labels=tuple(labels), by_label=tuple(by_label),
                   statics_at={}, symbols_at={}, moves_at={}, named={}, seen=True, backs=tuple(backs))
    _SEEN_TABLES[keys] = (table, made)
    return made


def _backs(table: Table, seat: int, deck: str, first: int, count: int) -> list[int]:
    """``count`` placeholders of ``seat``'s ``deck``, from the ``first``-th (from 0)."""
    return list(table.backs[seat][0 if deck == "villain" else 1][first:first + count])


def deciding(st: State) -> int:
    """The seat deciding now (-1 once the game is over): ``rules.current_player``'s answer."""
    if st.winner is not None:
        return -1
    if st.prompt is not None:
        return st.prompt.seat
    return st.active


def _seen_player(table: Table, p: Player, own: bool) -> Player:
    q = p.clone()
    if not own:
        q.hand = _backs(table, p.seat, "villain", 0, len(p.hand))
    # the hand's placeholders come first, so a card drawn turns the deck's top one into the hand's last
    q.deck = _backs(table, p.seat, "villain", 0 if own else len(p.hand), len(p.deck))
    known = p.fate_known if own else 0
    q.fate_deck = p.fate_deck[:known] + _backs(table, p.seat, "fate", known, len(p.fate_deck) - known)
    return q


def _seen_frame(f: Frame, seat: int) -> Frame:
    g = f.clone()
    if isinstance(g, Conditions):  # other seats' places in the Condition queue are theirs
        g.q = tuple(e for e in f.q if e[0] == seat)
        g.i = sum(1 for e in f.q[: f.i] if e[0] == seat)
    return g


def seen_state(st: State, seat: int) -> State:
    """The game ``st`` as ``seat`` may see it (-1: a spectator, who sees no hand)."""
    if not -1 <= seat < len(st.players):
        raise ValueError(f"no seat {seat}: valid seats are -1 (a spectator) to {len(st.players) - 1}")
    table = seen_table(st.table)
    s = State.__new__(State)
    s.table = table
    s.players = [_seen_player(table, p, p.seat == seat) for p in st.players]
    s.active = st.active
    s.round = st.round
    s.phase = st.phase
    s.used = st.used
    s.actions_taken = st.actions_taken
    s.winner = st.winner
    s.rng = SEEN_RNG
    s.fate_token_min = st.fate_token_min
    s.fate_token = st.fate_token
    s.attach = st.attach.copy()
    s.trapped = st.trapped.copy()
    s.legal_cache = None
    s.log = []
    s.once = st.once
    s.rules = st.rules
    pr = st.prompt
    if deciding(st) == seat:
        s.stack = [_seen_frame(f, seat) for f in st.stack]
        s.triggers = st.triggers[:]
        s.prompt = pr
    else:
        s.stack = []
        s.triggers = []
        # who decides, what kind of decision, about which Realm and card: not its answers
        s.prompt = None if pr is None else Prompt(pr.seat, pr.kind, (), "", pr.realm, pr.subject)
    return s
