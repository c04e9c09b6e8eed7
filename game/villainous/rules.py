"""The Villainous turn, its actions, and the resolution loop.

Public surface: ``new_game``, ``legal_actions``, ``apply``, ``current_player``,
``winner``. Everything mutates the ``State`` in place and is deterministic: all
randomness comes from ``State.rng``.

Resolution works on a stack of *frames* (plain dicts). An action pushes frames; the
loop in ``_run`` resolves the top frame until the stack is empty or a frame needs a
decision, which it records as ``State.prompt`` (its options are then the legal
actions). Answering re-enters the top frame with the chosen action. Frames hold only
plain values, so a state with a pending decision can be cloned, saved and resumed.
"""

from __future__ import annotations

from collections.abc import Sequence

from ..engine import rng as rngmod
from . import actions as A
from .actions import Action
from .cards import build_table
from .realm import (
    active_statics,
    adjacent,
    allies,
    card_cost,
    covered,
    empty_spots,
    heroes,
    in_realm,
    location_of,
    may_enter,
    obstacles_removable,
    strength,
)
from .state import Player, Prompt, State

HAND_SIZE = 4
STARTING_POWER = (0, 1, 2, 2, 3, 3)
#: The Despicable Plots rulebook uses the Fate token in 5- and 6-player games.
DEFAULT_FATE_TOKEN_MIN = 5


class IllegalAction(ValueError):
    """An action that is not legal in this state."""


# ---------------------------------------------------------------------------
# Setup


def new_game(
    villains: Sequence[str], seed: int = 0, fate_token: int | None = None
) -> State:
    """Set up a game as the rulebook says, for 2 to 6 players.

    ``fate_token``: 0 for no Fate token, else the player count from which it is used
    (4 or 5); None takes the box's rule (5).
    """
    if not 2 <= len(villains) <= 6:
        raise ValueError(f"Villainous is for 2 to 6 players, not {len(villains)}")
    table = build_table(tuple(villains))
    st = State(table)
    st.rng = rngmod.seed_state(seed)
    st.fate_token_min = DEFAULT_FATE_TOKEN_MIN if fate_token is None else fate_token
    if st.fate_token_min not in (0, 4, 5):
        raise ValueError("fate_token must be 0 (off), 4 or 5")
    for seat, villain in enumerate(table.villains):
        p = Player(seat, villain)
        p.deck = list(table.villain_iids[seat])
        st.rng = rngmod.shuffle(st.rng, p.deck)
        p.fate_deck = list(table.fate_iids[seat])
        st.rng = rngmod.shuffle(st.rng, p.fate_deck)
        p.power = STARTING_POWER[seat]
        p.mover = 0  # the left-most location
        _special_setup(st, p)
        st.players.append(p)
    for p in st.players:
        _draw(st, p, HAND_SIZE)
    st.log = []
    _start_turn(st)
    return st


def _special_setup(st: State, p: Player) -> None:
    if p.villain.objective_kind == "remove_all_obstacles":
        p.obstacles = [loc.obstacle_spots for loc in p.villain.locations]


# ---------------------------------------------------------------------------
# The protocol


def current_player(st: State) -> int:
    if st.winner is not None:
        return -1
    if st.prompt is not None:
        return st.prompt.seat
    return st.active


def winner(st: State) -> int | None:
    return st.winner


def legal_actions(st: State) -> tuple[Action, ...]:
    acts = st.legal_cache
    if acts is None:
        if st.winner is not None:
            acts = ()
        elif st.prompt is not None:
            acts = st.prompt.options
        elif st.phase == "move":
            p = st.players[st.active]
            acts = tuple(
                Action(A.MOVE, -1, i)
                for i in range(len(p.vside))
                if i != p.mover and not p.locked[i]
            ) + tuple(_relic_swap_options(st, p))
        else:
            acts = tuple(_turn_actions(st))
        st.legal_cache = acts
    return acts


def apply(st: State, action: Action) -> list[tuple]:
    """Apply a legal action; return the events (see ``events.py``)."""
    if action not in legal_actions(st):
        raise IllegalAction(f"{action} is not legal now")
    st.legal_cache = None
    st.log = []
    if st.prompt is not None:
        st.prompt = None
        f = st.stack[-1]
        FRAMES[f["t"]](st, f, action)
    elif action.verb == A.REPLACE:
        _relic_swap(st, st.players[st.active], action)
    elif st.phase == "move":
        p = st.players[st.active]
        p.mover = action.to
        st.phase = "actions"
        st.log.append(("mover", st.active, action.to))
    elif action.verb == A.END:
        _end_turn(st)
    else:
        _perform_turn_action(st, action)
    _run(st)
    return st.log


# ---------------------------------------------------------------------------
# The turn


RELIC_START = ({"verb": "discard_from_realm", "cards": ["cauldron-born"]},)


def _start_turn(st: State) -> None:
    st.used = ()
    st.actions_taken = 0
    st.once = ()
    st.triggers = []
    st.phase = "move"
    st.log.append(("turn", st.active, st.round))
    p = st.players[st.active]
    # The Black Cauldron (side A): at the start of the turn, discard one Cauldron Born.
    if p.relic == 1 and in_realm(st, p, ("cauldron-born",)):
        push_program(st, RELIC_START, "relic_start", -1, p.seat, p.seat)


def _relic_swap_options(st: State, p: Player) -> list[Action]:
    """The Power of the Black Cauldron: before moving, once per turn, for 2 Power."""
    if p.relic != 2 or "cauldron" in st.once or p.power < 2:
        return []
    defs = st.table.defs
    born = next((c for c in p.hand if defs[c].key == "cauldron-born"), None)
    if born is None:
        return []
    out = []
    for loc, z in enumerate(p.vside):
        if p.locked[loc]:
            continue
        for c in z:
            if defs[c].key == "ancient-soldiers":
                out.append(Action(A.REPLACE, born, c))
    return out


def _relic_swap(st: State, p: Player, a: Action) -> None:
    soldiers = a.to
    loc = location_of(p, soldiers)
    p.power -= 2
    st.once = st.once + ("cauldron",)
    discard_from_realm(st, p, soldiers)
    p.hand.remove(a.card)
    p.vside[loc].append(a.card)
    st.log.append(("replace", p.seat, soldiers, a.card, loc))


def _end_turn(st: State) -> None:
    p = st.players[st.active]
    if len(p.hand) < HAND_SIZE:
        _draw(st, p, HAND_SIZE - len(p.hand))
    st.log.append(("end", st.active))
    st.active = (st.active + 1) % st.n
    if st.active == 0:
        st.round += 1
    _start_turn(st)


def free_symbols(st: State, p: Player) -> dict[str, int]:
    """Action symbols still available at the mover's location: symbol -> slot.

    Top-row slots are 0-3 and bottom-row slots 4-7. When a symbol appears in both
    rows the top one is used first: it is the one a Hero could cover later.
    """
    loc = p.villain.locations[p.mover]
    used = st.used
    out: dict[str, int] = {}
    if not covered(st, p, p.mover):
        for i, sym in enumerate(loc.top):
            if i not in used and sym not in out:
                out[sym] = i
    defs = st.table.defs
    for c in p.vside[p.mover]:
        for sym in defs[c].grants:  # Ancient Soldiers: "this location gains Activate"
            if 100 + c not in used and sym not in out:
                out[sym] = 100 + c
    for i, sym in enumerate(loc.bottom):
        if 4 + i not in used and sym not in out:
            out[sym] = 4 + i
    return out


def _turn_actions(st: State) -> list[Action]:
    p = st.players[st.active]
    out: list[Action] = []
    for sym in free_symbols(st, p):
        if sym[:4] == "gain":
            out.append(A.GAIN_ACTION)
        else:
            out.extend(action_options(st, p, sym, st.active))
    out.append(A.END_ACTION)
    return out


def action_options(st: State, p: Player, sym: str, ctl: int) -> list[Action]:
    """The choices of one kind of action for player ``p``."""
    if sym == "play":
        return _play_options(st, p)
    if sym == "activate":
        return _activate_options(st, p)
    if sym == "fate":
        return [Action(A.FATE, -1, o) for o in fate_targets(st, p.seat)]
    if sym == "move_item_ally":
        return _move_card_options(st, p)
    if sym == "move_hero":
        return _move_hero_options(st, p)
    if sym == "vanquish":
        return _vanquish_options(st, p)
    if sym == "discard":
        return [A.DISCARD_ACTION] if p.hand else []
    raise ValueError(sym)


def _play_options(st: State, p: Player, free: bool = False, only: str | None = None) -> list[Action]:
    defs = st.table.defs
    out: list[Action] = []
    seen: set[str] = set()
    nloc = len(p.vside)
    statics = active_statics(st, p)
    no_effects = any(s[2] == "no_villain_effects" for s in statics)
    for c in p.hand:
        d = defs[c]
        if d.key in seen or d.type == "Condition" or (only is not None and d.type != only):
            continue
        seen.add(d.key)
        if not free and card_cost(st, p, c) > p.power:
            continue
        if not card_allowed(st, p, d):
            continue
        if d.type == "Effect":
            if not no_effects and feasible(st, p, d.play, c, p.seat):
                out.append(Action(A.PLAY, c, -1))
        elif d.attach is not None:
            pool = allies(st, p) if d.attach == "Ally" else heroes(st, p)
            for host, loc in pool:
                if not p.locked[loc]:
                    out.append(Action(A.ATTACH, c, host))
        elif d.replaces is not None:
            for _, loc in in_realm(st, p, (d.replaces,)):
                if not p.locked[loc]:
                    out.append(Action(A.PLAY, c, loc))
        else:
            for loc in range(nloc):
                if may_enter(st, p, c, loc, statics):
                    out.append(Action(A.PLAY, c, loc))
    return out


def card_allowed(st: State, p: Player, d) -> bool:
    """Restrictions printed on a card: "never two versions", "only while ..."."""
    if d.not_with and in_realm(st, p, d.not_with):
        return False
    if d.playable_when is not None:
        from .effects import evaluate

        if not evaluate(st, p, d.playable_when):
            return False
    return True


def _activate_options(st: State, p: Player) -> list[Action]:
    defs = st.table.defs
    out = [Action(A.ACTIVATE_RELIC)] if p.relic == 1 else []
    for loc, z in enumerate(p.vside):
        if p.locked[loc]:
            continue
        for c in z:
            d = defs[c]
            if d.activate_cost is not None and d.activate_cost <= p.power:
                if feasible(st, p, d.activate, c, p.seat):
                    out.append(Action(A.ACTIVATE, c))
    return out


def fate_targets(st: State, seat: int) -> list[int]:
    out = []
    token = st.fate_token if st.fate_token_min and st.n >= st.fate_token_min else -1
    for o in range(st.n):
        if o == seat or o == token:
            continue
        q = st.players[o]
        if q.fate_deck or q.fate_discard:
            out.append(o)
    return out


def _move_card_options(st: State, p: Player) -> list[Action]:
    defs = st.table.defs
    out = []
    statics = active_statics(st, p)
    # Fairy Godmother: only Fate cards can move Allies (this action is the villain's)
    allies_stay = any(s[2] == "only_fate_moves_allies" for s in statics)
    for loc, z in enumerate(p.vside):
        if p.locked[loc]:
            continue
        for c in z:
            t = defs[c].type
            if t == "Item" or (t == "Ally" and not allies_stay):
                for dest in adjacent(p, loc):
                    if may_enter(st, p, c, dest, statics):
                        out.append(Action(A.MOVE_CARD, c, dest))
    return out


def _move_hero_options(st: State, p: Player) -> list[Action]:
    out = []
    for h, loc in heroes(st, p):
        if p.locked[loc]:
            continue
        for dest in adjacent(p, loc):
            if may_enter(st, p, h, dest):
                out.append(Action(A.MOVE_HERO, h, dest))
    return out


def vanquish_helpers(st: State, p: Player, hero: int, hloc: int, statics) -> list[int]:
    """Allies that could take part in a Vanquish of ``hero``: those at its location, and
    those that may fight from an adjacent one (Gwythaints)."""
    near = [s[0] for s in statics if s[2] == "vanquish_from_adjacent" and abs(s[1] - hloc) == 1]
    return [a for a, loc in allies(st, p) if loc == hloc or a in near]


def _vanquish_options(st: State, p: Player) -> list[Action]:
    out = []
    statics = None
    for h, loc in heroes(st, p):
        if p.locked[loc]:
            continue
        if statics is None:
            statics = active_statics(st, p)
        need = strength(st, p, h, statics, loc)
        if need > 0:
            have = 0
            for a in vanquish_helpers(st, p, h, loc, statics):
                s = strength(st, p, a, statics)
                if s > 0:
                    have += s
            if have < need:
                continue
        out.append(Action(A.VANQUISH, h))
    return out


def _symbol_free(st: State, p: Player, sym: str) -> bool:
    return sym in free_symbols(st, p)


def _perform_turn_action(st: State, a: Action) -> None:
    p = st.players[st.active]
    free = free_symbols(st, p)
    sym = _symbol_for(a, free)
    st.used = st.used + (free[sym],)
    st.stack.append({"t": "after_action"})
    begin_action(st, a, st.active)


def _symbol_for(a: Action, free: dict[str, int]) -> str:
    v = a.verb
    if v == A.GAIN:
        return next(s for s in free if s[:4] == "gain")
    return {
        A.PLAY: "play",
        A.ATTACH: "play",
        A.ACTIVATE: "activate",
        A.ACTIVATE_RELIC: "activate",
        A.FATE: "fate",
        A.MOVE_CARD: "move_item_ally",
        A.MOVE_HERO: "move_hero",
        A.VANQUISH: "vanquish",
        A.DISCARD: "discard",
    }[v]


def begin_action(st: State, a: Action, ctl: int) -> None:
    """Carry out an action (from a symbol or from a card such as Belle Is Mine)."""
    p = st.players[ctl]
    v = a.verb
    log = st.log
    if v == A.GAIN:
        loc = p.villain.locations[p.mover]
        amount = max(int(s[4:]) for s in loc.top + loc.bottom if s[:4] == "gain")
        p.power += amount
        log.append(("power", ctl, amount))
    elif v in (A.PLAY, A.ATTACH):
        play_villain_card(st, p, a)
    elif v == A.ACTIVATE:
        d = st.table.defs[a.card]
        p.power -= d.activate_cost
        log.append(("activate", ctl, a.card, d.activate_cost))
        push_program(st, d.activate, "activate", a.card, ctl, ctl)
    elif v == A.ACTIVATE_RELIC:
        p.relic = 2
        log.append(("relic", ctl, 2))
    elif v == A.FATE:
        fate_action(st, ctl, a.to)
    elif v == A.MOVE_CARD:
        move_card(st, p, a.card, a.to)
    elif v == A.MOVE_HERO:
        move_hero(st, p, a.card, a.to, ctl)
    elif v == A.VANQUISH:
        st.stack.append({"t": "vanquish", "ctl": ctl, "realm": ctl, "hero": a.card, "v": {"used": ()}})
    elif v == A.DISCARD:
        st.stack.append({"t": "discard_cards", "ctl": ctl, "realm": ctl, "v": {"n": 0}})
    else:  # pragma: no cover - legal_actions never offers anything else
        raise IllegalAction(str(a))


# ---------------------------------------------------------------------------
# Zones


def _draw(st: State, p: Player, n: int) -> int:
    drawn = 0
    for _ in range(n):
        if not p.deck:
            if not p.discard:
                break
            reshuffle_villain(st, p)
        p.hand.append(p.deck.pop(0))
        drawn += 1
    if drawn:
        st.log.append(("draw", p.seat, drawn))
    return drawn


def reshuffle_villain(st: State, p: Player) -> None:
    p.deck.extend(p.discard)
    p.discard.clear()
    st.rng = rngmod.shuffle(st.rng, p.deck)
    st.log.append(("shuffle", p.seat, "villain"))


def reshuffle_fate(st: State, p: Player) -> None:
    p.fate_deck.extend(p.fate_discard)
    p.fate_discard.clear()
    p.fate_known = 0
    st.rng = rngmod.shuffle(st.rng, p.fate_deck)
    st.log.append(("shuffle", p.seat, "fate"))


def reveal_fate(st: State, p: Player, n: int) -> list[int]:
    """Reveal up to ``n`` Fate cards (reshuffling the discard if needed) into limbo."""
    out = []
    for _ in range(n):
        if not p.fate_deck:
            if not p.fate_discard:
                break
            reshuffle_fate(st, p)
        c = p.fate_deck.pop(0)
        p.fate_known = max(0, p.fate_known - 1)
        p.limbo.append(c)
        out.append(c)
    st.log.append(("reveal", p.seat, tuple(out)))
    defs = st.table.defs
    for c in [c for c in out if defs[c].played_when_revealed]:
        # The Prince: played to his location at once, even while it is locked
        p.limbo.remove(c)
        out.remove(c)
        p.fside[p.villain.location_index(defs[c].fixed_location)].append(c)
        st.log.append(("play", p.seat, c, p.villain.location_index(defs[c].fixed_location), 0))
    return out


def discard_from_realm(st: State, p: Player, c: int) -> None:
    """A card leaves the Realm for its discard pile, with everything attached to it."""
    for item in [i for i, h in st.attach.items() if h == c]:
        del st.attach[item]
        _to_discard(st, p, item)
    st.attach.pop(c, None)  # an attached Item leaving on its own
    _remove_from_zones(p, c)
    st.trapped.pop(c, None)
    _to_discard(st, p, c)


def _to_discard(st: State, p: Player, c: int) -> None:
    if st.table.defs[c].deck == "fate":
        p.fate_discard.append(c)
    else:
        p.discard.append(c)


def _remove_from_zones(p: Player, c: int) -> None:
    for z in p.vside:
        if c in z:
            z.remove(c)
            return
    for z in p.fside:
        if c in z:
            z.remove(c)
            return
    if c in p.limbo:
        p.limbo.remove(c)


# ---------------------------------------------------------------------------
# Playing and moving cards


def play_villain_card(st: State, p: Player, a: Action, free: bool = False) -> None:
    c = a.card
    d = st.table.defs[c]
    cost = 0 if free else card_cost(st, p, c)
    p.power -= cost
    p.hand.remove(c)
    if d.type == "Effect":
        p.limbo.append(c)
        st.log.append(("play", p.seat, c, -1, cost))
        st.stack.append({"t": "finish", "card": c, "realm": p.seat})
        push_program(st, d.play, "play", c, p.seat, p.seat)
        return
    if d.replaces is not None:  # a Ball Gown takes the everyday version's place
        old = next(o for o, loc in in_realm(st, p, (d.replaces,)) if loc == a.to)
        discard_from_realm(st, p, old)
        st.log.append(("discarded", p.seat, old))
    if a.verb == A.ATTACH:
        st.attach[c] = a.to
        st.log.append(("attach", p.seat, c, a.to, cost))
    else:
        p.vside[a.to].append(c)
        st.log.append(("play", p.seat, c, a.to, cost))
    if d.type == "Item":
        st.triggers.append(("item_played", p.seat))
    if d.play:
        push_program(st, d.play, "play", c, p.seat, p.seat)


def move_card(st: State, p: Player, c: int, dest: int) -> None:
    src = location_of(p, c)
    p.vside[src].remove(c)
    p.vside[dest].append(c)
    st.log.append(("move", p.seat, c, src, dest))
    d = st.table.defs[c]
    if d.on_move:
        push_program(st, d.on_move, "on_move", c, p.seat, p.seat)


def move_hero(st: State, p: Player, h: int, dest: int, ctl: int) -> None:
    src = location_of(p, h)
    p.fside[src].remove(h)
    p.fside[dest].append(h)
    st.log.append(("move", p.seat, h, src, dest))
    d = st.table.defs[h]
    if d.on_move and h not in st.trapped:
        push_program(st, d.on_move, "on_move", h, ctl, p.seat)


def place_hero(st: State, p: Player, h: int, loc: int, ctl: int) -> None:
    """Play a Hero (from wherever it was taken) to the top of ``loc``."""
    p.fside[loc].append(h)
    st.log.append(("play", p.seat, h, loc, 0))
    d = st.table.defs[h]
    if d.play:
        push_program(st, d.play, "play", h, ctl, p.seat)


def defeat(st: State, p: Player, h: int, ctl: int) -> None:
    """A Hero leaves the Realm for the Fate discard pile (by Vanquish or a card)."""
    trapped = h in st.trapped
    loc = location_of(p, h)
    discard_from_realm(st, p, h)
    st.log.append(("defeat", p.seat, h, loc))
    d = st.table.defs[h]
    if d.on_defeat and not trapped:
        push_program(st, d.on_defeat, "on_defeat", h, ctl, p.seat)


def fate_action(st: State, ctl: int, target: int) -> None:
    if st.fate_token_min and st.n >= st.fate_token_min:
        st.fate_token = target
    st.log.append(("fate", ctl, target))
    st.triggers.append(("fate", target))
    tp = st.players[target]
    cards = reveal_fate(st, tp, 2)
    st.stack.append({"t": "fate_choose", "ctl": ctl, "realm": target, "cards": tuple(cards)})
    # Conditions that answer a Fate action at once (Vicious Practical Jokes)
    if any(st.table.defs[c].type == "Condition" for c in tp.hand):
        st.stack.append({"t": "conditions", "q": ((target, ("fate_now", target)),), "i": 0})


def fate_playable(st: State, p: Player, c: int, ctl: int) -> bool:
    """Can this revealed Fate card be played into ``p``'s Realm?"""
    d = st.table.defs[c]
    if not card_allowed(st, p, d):
        return False
    if d.type == "Hero":
        if d.replaces is not None:
            return any(not p.locked[loc] for _, loc in in_realm(st, p, (d.replaces,)))
        return any(may_enter(st, p, c, loc) for loc in range(len(p.fside)))
    if d.type == "Item":
        if d.attach == "Hero":
            return any(not p.locked[loc] for _, loc in heroes(st, p))
        if d.fixed_location is not None:
            return not p.locked[p.villain.location_index(d.fixed_location)]
        return any(may_enter(st, p, c, loc) for loc in range(len(p.fside)))
    if d.type == "Effect":
        return feasible(st, p, d.play, c, ctl)
    return d.type == "Prince"


def distinct_cards(st: State, cards) -> list[int]:
    """One card of each name: identical copies in a hand are interchangeable."""
    seen: set[str] = set()
    out = []
    defs = st.table.defs
    for c in cards:
        if defs[c].key not in seen:
            seen.add(defs[c].key)
            out.append(c)
    return out


def discard_revealed(st: State, p: Player, c: int) -> None:
    """A revealed Fate card that is not (or cannot be) played goes to the Fate discard pile."""
    p.limbo.remove(c)
    p.fate_discard.append(c)
    st.log.append(("discarded", p.seat, c))


def push_program(
    st: State, steps: tuple, prog: str, src: int, ctl: int, realm: int, path: tuple = (), x: tuple = ()
) -> None:
    if steps:
        st.stack.append(
            {"t": "prog", "steps": steps, "prog": prog, "path": path, "pc": 0,
             "src": src, "ctl": ctl, "realm": realm, "x": x, "v": {}}
        )


# ---------------------------------------------------------------------------
# Decisions


def ask(st: State, seat: int, kind: str, options: list[Action], message: str) -> Action | None:
    """Ask ``seat`` to choose; a choice with one option is taken at once."""
    if len(options) == 1:
        return options[0]
    st.prompt = Prompt(seat, kind, tuple(options), message)
    return None


# ---------------------------------------------------------------------------
# The resolution loop and its frames


def _run(st: State) -> None:
    stack = st.stack
    check_win(st)
    while stack and st.prompt is None and st.winner is None:
        f = stack[-1]
        FRAMES[f["t"]](st, f, None)
        check_win(st)
    if st.winner is not None:
        stack.clear()
        st.prompt = None
        st.phase = "over"


def check_win(st: State) -> bool:
    if st.winner is not None:
        return True
    for p in st.players:
        kind = p.villain.objective_kind
        if kind == "remove_all_obstacles":
            won = not any(p.obstacles)
        elif kind == "cauldron_born_each_location":
            won = p.relic > 0 and _cauldron_born_everywhere(st, p)
        else:
            continue
        if won:
            declare_winner(st, p.seat)
            return True
    return False


def declare_winner(st: State, seat: int) -> None:
    st.winner = seat
    st.log.append(("win", seat))


def _cauldron_born_everywhere(st: State, p: Player) -> bool:
    defs = st.table.defs
    for z in p.vside:
        if not any(defs[c].key == "cauldron-born" for c in z):
            return False
    return True


def _frame_prog(st: State, f: dict, ans: Action | None) -> None:
    from .effects import VERB_HANDLERS

    steps = f["steps"]
    while True:
        pc = f["pc"]
        if pc >= len(steps):
            st.stack.pop()
            return
        step = steps[pc]
        done = VERB_HANDLERS[step["verb"]](st, f, step, ans)
        ans = None
        if check_win(st) or not done:
            return
        f["pc"] = pc + 1
        f["v"] = {}
        if st.stack[-1] is not f:
            return


def _frame_finish(st: State, f: dict, ans: Action | None) -> None:
    """An Effect or Condition has resolved: it leaves the Realm."""
    st.stack.pop()
    c = f["card"]
    p = st.players[f["realm"]]
    if c in p.limbo:
        p.limbo.remove(c)
        d = st.table.defs[c]
        if d.after == "shuffle_into_fate_deck":
            p.fate_deck.append(c)
            st.rng = rngmod.shuffle(st.rng, p.fate_deck)
            st.log.append(("shuffle", p.seat, "fate"))
        else:
            _to_discard(st, p, c)
            st.log.append(("discarded", p.seat, c))


def _frame_fate_choose(st: State, f: dict, ans: Action | None) -> None:
    p = st.players[f["realm"]]
    cards = f["cards"]
    if ans is None:
        playable = [c for c in cards if fate_playable(st, p, c, f["ctl"])]
        if not playable:
            st.stack.pop()
            for c in cards:
                discard_revealed(st, p, c)
            return
        options = [Action(A.PICK, c) for c in playable]
        ans = ask(st, f["ctl"], "fate", options, "Choose the Fate card to play")
        if ans is None:
            return
    st.stack.pop()
    chosen = ans.card
    others = tuple(c for c in cards if c != chosen)
    d = st.table.defs[chosen]
    if not d.keeps_other_revealed:
        for c in others:
            discard_revealed(st, p, c)
        others = ()
    st.stack.append({"t": "play_fate", "ctl": f["ctl"], "realm": f["realm"], "card": chosen, "x": others})


def _frame_play_fate(st: State, f: dict, ans: Action | None) -> None:
    """Play one Fate card from limbo into the target's Realm."""
    p = st.players[f["realm"]]
    c = f["card"]
    ctl = f["ctl"]
    d = st.table.defs[c]
    if d.type == "Effect":
        st.stack.pop()
        st.log.append(("play", p.seat, c, -1, 0))
        st.stack.append({"t": "finish", "card": c, "realm": p.seat})
        push_program(st, d.play, "play", c, ctl, p.seat, x=f["x"])
        return
    if d.type == "Item" and d.attach == "Hero":
        if ans is None:
            options = [Action(A.ON, h) for h, loc in heroes(st, p) if not p.locked[loc]]
            if not options:  # nothing to attach to any more: the card is discarded
                st.stack.pop()
                discard_revealed(st, p, c)
                return
            ans = ask(st, ctl, "attach", options, f"Choose a Hero for {d.name}")
            if ans is None:
                return
        st.stack.pop()
        p.limbo.remove(c)
        st.attach[c] = ans.card
        st.log.append(("attach", p.seat, c, ans.card, 0))
        return
    # Heroes and free-standing Fate cards go to the top of a location.
    if ans is None and d.replaces is not None:  # Ball Gown Cinderella takes Cinderella's place
        olds = in_realm(st, p, (d.replaces,))
        if olds:
            old, loc = olds[0]
            discard_from_realm(st, p, old)
            st.log.append(("discarded", p.seat, old))
            ans = Action(A.AT, -1, loc)
    if ans is None and d.fixed_location is not None:
        ans = Action(A.AT, -1, p.villain.location_index(d.fixed_location))
    if ans is None:
        options = [Action(A.AT, -1, loc) for loc in range(len(p.fside)) if may_enter(st, p, c, loc)]
        if not options:
            st.stack.pop()
            discard_revealed(st, p, c)
            return
        ans = ask(st, ctl, "location", options, f"Choose where {d.name} goes")
        if ans is None:
            return
    st.stack.pop()
    p.limbo.remove(c)
    place_hero(st, p, c, ans.to, ctl)


def _frame_play_fate_if_able(st: State, f: dict, ans: Action | None) -> None:
    """A revealed card that must be played if it can be (Gurgi's Happy Day), else discarded."""
    p = st.players[f["realm"]]
    c = f["card"]
    if fate_playable(st, p, c, f["ctl"]):
        f["t"] = "play_fate"
        return
    st.stack.pop()
    discard_revealed(st, p, c)


def _frame_vanquish(st: State, f: dict, ans: Action | None) -> None:
    p = st.players[f["realm"]]
    h = f["hero"]
    v = f["v"]
    statics = active_statics(st, p)
    hloc = location_of(p, h)
    need = strength(st, p, h, statics, hloc)
    while True:
        if ans is not None:
            v["used"] = v["used"] + (ans.card,)
            ans = None
        used = v["used"]
        have = sum(max(0, strength(st, p, a, statics)) for a in used)
        if have >= need:
            break
        options = [
            Action(A.USE, a)
            for a in vanquish_helpers(st, p, h, hloc, statics)
            if a not in used and strength(st, p, a, statics) > 0
        ]
        if not options:  # pragma: no cover - guarded by _vanquish_options
            raise IllegalAction("not enough Strength to vanquish")
        ans = ask(st, f["ctl"], "vanquish", options,
                  f"Add Allies: {have} of {need} Strength")
        if ans is None:
            return
    st.stack.pop()
    _resolve_vanquish(st, p, h, hloc, v["used"], statics, f["ctl"])


def _resolve_vanquish(st, p: Player, h: int, hloc: int, used: tuple, statics, ctl: int) -> None:
    to_hand = any(kind == "vanquish_return_to_hand_here" and sloc == hloc for _, sloc, kind, _ in statics)
    st.log.append(("vanquish", p.seat, h, used))
    defs = st.table.defs
    for a in used:
        after = defs[a].vanquish_after
        if after == "stay":  # Cauldron Born
            continue
        if after == "to_mover":  # Creeper
            src = location_of(p, a)
            if src != p.mover and may_enter(st, p, a, p.mover):
                p.vside[src].remove(a)
                p.vside[p.mover].append(a)
                st.log.append(("move", p.seat, a, src, p.mover))
            continue
        if to_hand:
            for item in [i for i, host in st.attach.items() if host == a]:
                del st.attach[item]
                _to_discard(st, p, item)
            _remove_from_zones(p, a)
            p.hand.append(a)
            st.log.append(("to_hand", p.seat, a))
        else:
            discard_from_realm(st, p, a)
            st.log.append(("discarded", p.seat, a))
    st.triggers.append(("vanquish", p.seat))
    defeat(st, p, h, ctl)


def _frame_discard_cards(st: State, f: dict, ans: Action | None) -> None:
    p = st.players[f["realm"]]
    v = f["v"]
    while True:
        if ans is not None:
            if ans.verb == A.DONE:
                break
            p.hand.remove(ans.card)
            p.discard.append(ans.card)
            v["n"] += 1
            st.log.append(("discard", p.seat, ans.card))
            ans = None
        if not p.hand:
            break
        options = [Action(A.DISCARD_CARD, c) for c in distinct_cards(st, p.hand)]
        if v["n"]:
            options.append(A.DONE_ACTION)
        ans = ask(st, f["ctl"], "discard", options, "Discard cards, then choose done")
        if ans is None:
            return
    st.stack.pop()
    st.triggers.append(("discard_action", p.seat))


def _frame_after_action(st: State, f: dict, ans: Action | None) -> None:
    """An action has finished: count it and open Condition windows."""
    st.stack.pop()
    st.actions_taken += 1
    triggers = st.triggers
    st.triggers = []
    triggers.append(("actions", st.actions_taken))
    queue = []
    defs = st.table.defs
    for k in range(1, st.n):
        seat = (st.active + k) % st.n
        hand = st.players[seat].hand
        if any(defs[c].type == "Condition" for c in hand):
            for trig in triggers:
                # only what the active player did opens a window for the others
                if len(trig) < 2 or trig[0] == "actions" or trig[1] == st.active:
                    queue.append((seat, trig))
    if queue:
        st.stack.append({"t": "conditions", "q": tuple(queue), "i": 0})


def condition_matches(d, trig: tuple) -> bool:
    cond = d.condition
    t = cond["trigger"]
    kind = trig[0]
    if t == "opponent_actions_taken":
        return kind == "actions" and trig[1] == cond.get("count", 4)
    if t == "opponent_discard_action":
        return kind == "discard_action"
    if t == "opponent_vanquish":
        return kind == "vanquish"
    if t == "opponent_plays_item":
        return kind == "item_played"
    if t == "fate_against_you":
        return kind == "fate_now"
    return False


def _frame_conditions(st: State, f: dict, ans: Action | None) -> None:
    """Offer each opponent, clockwise from the active player, their Conditions."""
    defs = st.table.defs
    q = f["q"]
    while True:
        if ans is not None:
            if ans.verb == A.PASS:
                f["i"] += 1
            else:
                seat = q[f["i"]][0]
                p = st.players[seat]
                c = ans.card
                p.hand.remove(c)
                p.limbo.append(c)
                st.log.append(("condition", seat, c))
                st.stack.append({"t": "finish", "card": c, "realm": seat})
                push_program(st, tuple(defs[c].condition["steps"]), "condition", c, seat, seat)
                return  # come back afterwards: another Condition may follow
            ans = None
        if f["i"] >= len(q):
            st.stack.pop()
            return
        seat, trig = q[f["i"]]
        p = st.players[seat]
        options = []
        seen: set[str] = set()
        for c in p.hand:
            d = defs[c]
            if d.type == "Condition" and d.key not in seen and condition_matches(d, trig):
                if feasible(st, p, tuple(d.condition["steps"]), c, seat):
                    seen.add(d.key)
                    options.append(Action(A.CONDITION, c))
        if not options:
            f["i"] += 1
            continue
        options.append(A.PASS_ACTION)
        ans = ask(st, seat, "condition", options, "You may play a Condition now")
        if ans is None:
            return


FRAMES = {
    "prog": _frame_prog,
    "finish": _frame_finish,
    "fate_choose": _frame_fate_choose,
    "play_fate": _frame_play_fate,
    "play_fate_if_able": _frame_play_fate_if_able,
    "vanquish": _frame_vanquish,
    "discard_cards": _frame_discard_cards,
    "after_action": _frame_after_action,
    "conditions": _frame_conditions,
}


# ---------------------------------------------------------------------------
# Feasibility: "if you cannot do what the card says, you cannot play it"


def feasible(st: State, p: Player, steps: tuple, src: int, ctl: int) -> bool:
    from .effects import step_feasible

    for step in steps:
        if not step_feasible(st, p, step, src, ctl):
            return False
    return True


__all__ = [
    "new_game",
    "legal_actions",
    "apply",
    "current_player",
    "winner",
    "IllegalAction",
    "empty_spots",
    "obstacles_removable",
    "move_card",
]
