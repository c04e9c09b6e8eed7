"""The turn: moving the mover, the actions offered by the symbols it uncovers, carrying
an action out, and ending the turn (draw back up to four cards).

The generators of legal actions here (``mover_moves``, ``turn_actions`` and one per family
of actions) are also the one source of refusals: given a ``why`` (``legality.Refusals``)
they say why they turn each candidate down (see ``legality.py``).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import cast

from game.core.phrase import N_, Name, say

from . import actions as A
from . import events as E
from . import reasons as W
from .actions import Action
from .cardplay import (
    _may_fail,
    card_allowed,
    fate_action,
    may_play_at,
    move_card,
    move_hero,
    play_villain_card,
    vanquish_helpers,
    when_played_doable,
)
from .realm import (
    _free_symbols,  # noqa: F401  (tests compare the kept symbols with it, from here)
    active_statics,
    adjacent,
    allies,
    card_cost,
    derived,
    free_symbols,
    heroes,
    in_realm,
    may_enter,
    strength,
)
from .resolution import IllegalAction, feasible_kept, push_program
from .stack import AFTER_ACTION, DiscardCards, Vanquish
from .state import Player, State
from .zones import draw

#: an Action made without the NamedTuple's Python-level ``__new__`` (made for every option)
_new = tuple.__new__


def start_turn(st: State) -> None:
    st.used = ()
    st.actions_taken = 0
    st.once = ()
    st.triggers = []
    st.phase = "move"
    st.log.append(E.TurnBegan(st.active, st.round))
    p = st.players[st.active]
    hook = p.villain.hooks.start_turn  # the Black Cauldron's (``villains/``)
    if hook is not None:
        hook(st, p)
    r = st.rules
    if r is not None and r.start_turn is not None:
        r.start_turn(st, p)


def mover_moves(st: State, p: Player, why=None) -> list[Action]:
    """Where the Villain mover may go: any other location that is not locked."""
    r = st.rules
    if r is not None and r.mover_moves is not None:  # Deep Space's Vehicles
        return r.mover_moves(st, p, why)
    out = location_moves(st, p, why)
    if why is not None:
        why.no(A.MOVE, None, None, N_("Your Villain cannot go there"))
    return out


def location_moves(st: State, p: Player, why=None, skip: int = -1) -> list[Action]:
    """A move to each location but the mover's own, a locked one and ``skip`` (a box's area
    that is no place to stand); ``why`` hears the refusals."""
    out = []
    for i in range(len(p.vside)):
        if i == skip:
            continue
        if i == p.mover:
            if why is not None:
                why.no(A.MOVE, -1, i, N_("You must move to a different location"))
        elif p.locked[i]:
            if why is not None:
                why.no(A.MOVE, -1, i, say("{location} is locked", location=Name(p.villain.locations[i].name)))
        else:
            out.append(_new(Action, (A.MOVE, -1, i)))
    return out


def before_move_options(st: State, p: Player, why=None) -> list[Action]:
    """What may be done before the mover moves: a villain's own actions (the Black
    Cauldron's swap) and a box's actions that need no symbol (a Bounty's Hunt, paid "at any
    time during your turn")."""
    hook = p.villain.hooks.before_move
    out = hook(st, p, why) if hook is not None else []
    r = st.rules
    if r is not None and r.free_actions is not None:
        out = out + r.free_actions(st, p)
    return out


def end_turn(st: State) -> None:
    p = st.players[st.active]
    r = st.rules
    hand_size = st.table.box.hand_size if r is None or r.hand_limit is None else r.hand_limit(st, p)
    if len(p.hand) < hand_size:
        draw(st, p, hand_size - len(p.hand))
    st.log.append(E.TurnEnded(st.active))
    st.active = (st.active + 1) % len(st.players)
    if st.active == 0:
        st.round += 1
    start_turn(st)


def current_player(st: State) -> int:
    """The seat that decides now (-1: the game is over)."""
    if st.winner is not None:
        return -1
    if st.prompt is not None:
        return st.prompt.seat
    return st.active


def legal_actions(st: State) -> tuple[Action, ...]:
    """The legal actions now: a decision's answers, else where the mover may go, else the
    actions of the turn (kept in ``State.legal_cache`` until the next ``apply``)."""
    acts = st.legal_cache
    if acts is None:
        if st.winner is not None:
            acts = ()
        elif st.prompt is not None:
            acts = st.prompt.options
        elif st.phase == "move":
            p = st.players[st.active]
            r = st.rules
            if (r is None or r.mover_moves is None) and p.ext is None:
                # where the mover may go reads the locks alone: kept in the Table by them
                key = (p.seat, p.mover, tuple(p.locked))
                moves = st.table.moves_at.get(key)
                if moves is None:
                    moves = st.table.moves_at[key] = tuple(mover_moves(st, p))
            else:
                moves = tuple(mover_moves(st, p))
            if p.villain.hooks.before_move is not None or (r is not None and r.free_actions is not None):
                acts = moves + tuple(before_move_options(st, p))  # the Black Cauldron's swap, a Hunt
            else:
                acts = moves
        else:
            acts = tuple(turn_actions(st))
        st.legal_cache = acts
    return acts


def turn_actions(st: State, why=None) -> list[Action]:
    p = st.players[st.active]
    out: list[Action] = []
    free = free_symbols(st, p)
    r = st.rules
    if r is not None:  # a box's own families of actions (Ambition, Maneuver, Hunt)
        for sym, fn in r.symbols.items():
            if sym in free:
                out.extend(fn(st, p, why))
            elif why is not None:
                why.no(tuple(v for v, s in r.symbol_of.items() if s == sym), None, None,
                       lambda sym=sym: W.symbol_reason(st, sym))
        for sym, fn in r.more_options.items():
            if sym in free:
                out.extend(fn(st, p, why))
        if r.free_actions is not None:
            out.extend(r.free_actions(st, p))
    if why is None:
        for sym in free:
            if sym[:4] == "gain":
                out.append(A.GAIN_ACTION)
            elif r is None or sym not in r.symbols:
                out.extend(action_options(st, p, sym, st.active))
    else:
        # explaining: every family runs; one whose symbol is not free refuses with the reason
        if any(sym[:4] == "gain" for sym in free):
            out.append(A.GAIN_ACTION)
        else:
            why.no(A.GAIN, None, None, say("There is no Gain Power action left at {location}",
                                           location=Name(p.villain.locations[p.mover].name)))
        for sym in _FAMILIES:
            if r is not None and sym in r.symbols:
                continue
            blocked = None if sym in free else (lambda sym=sym: W.symbol_reason(st, sym))
            options = action_options(st, p, sym, st.active, why, blocked)
            if blocked is None:
                out.extend(options)
    out.append(A.END_ACTION)
    return out


_FAMILIES = ("play", "activate", "fate", "move_item_ally", "move_hero", "vanquish", "discard")


def action_options(st: State, p: Player, sym: str, ctl: int, why=None, blocked=None) -> Sequence[Action]:
    """The choices of one kind of action for player ``p``.

    ``why``/``blocked``: while explaining a refusal, the ``Refusals`` to tell, and the reason
    this kind of action cannot be taken at all now (its symbol is used or covered)."""
    if sym == "play":
        return play_options(st, p, why=why, blocked=blocked)
    if blocked is not None:
        why.no(_VERBS_OF[sym], None, None, blocked)
        return []
    if sym == "activate":
        return _activate_options(st, p, why)
    if sym == "fate":
        return _fate_options(st, p, why)
    if why is None and sym in _REALM_ONLY and p.ext is None:
        # these read nothing but the Realm: kept with it until it changes (``realm.derived``)
        m = p.memo
        families = (m if m is not None else derived(st, p)).families
        found = families.get(sym)
        if found is None:
            found = families[sym] = tuple(_REALM_ONLY[sym](st, p))
        return found
    if sym == "move_item_ally":
        return _move_card_options(st, p, why)
    if sym == "move_hero":
        return _move_hero_options(st, p, why)
    if sym == "vanquish":
        return _vanquish_options(st, p, why)
    if sym == "discard":
        if p.hand:
            return [A.DISCARD_ACTION]
        if why is not None:
            why.no(A.DISCARD, None, None, N_("You have no cards to discard"))
        return []
    raise ValueError(f"the engine has no rule for the action symbol {sym!r}")


#: the families of actions found from the Realm alone (a box that keeps more per player,
#: ``Player.ext``, e.g. Strength tokens, is read afresh)
_REALM_ONLY: dict = {}

_VERBS_OF = {
    "play": (A.PLAY, A.ATTACH),
    "activate": (A.ACTIVATE, A.ACTIVATE_RELIC),
    "fate": A.FATE,
    "move_item_ally": A.MOVE_CARD,
    "move_hero": A.MOVE_HERO,
    "vanquish": A.VANQUISH,
    "discard": A.DISCARD,
}
_PLAYS = (A.PLAY, A.ATTACH)


def play_options(st: State, p: Player, free: bool = False, only: str | None = None,
                 why=None, blocked=None, sym: str = "play") -> list[Action]:
    """The cards the Play action of symbol ``sym`` may play (a box with two currencies has
    one Play action per currency)."""
    defs = st.table.defs
    out: list[Action] = []
    seen: set[str] = set()
    nloc = len(p.vside)
    kept = derived(st, p)
    statics = kept.statics
    no_effects = "no_villain_effects" in kept.kinds
    # what depends on the card's name and the Realm alone, kept with the Realm
    allowed, entering = kept.allowed, kept.entering
    power = p.power
    must_be_doable = st.table.box.when_played_must_be_doable
    r = st.rules
    plays_with = r.plays_with if r is not None else None
    if why is not None and why.attempt.card not in p.hand and 0 <= why.attempt.card < len(defs):
        why.no(_PLAYS, why.attempt.card, None, say("{card} is not in your hand",
                                                   card=Name(defs[why.attempt.card].name)))
    for c in p.hand:
        d = defs[c]
        if d.key in seen or d.type == "Condition" or (only is not None and d.type != only) \
                or (plays_with is not None and not plays_with(d, sym)):
            if why is not None and d.type != "Condition" and plays_with is not None and d.key not in seen \
                    and sym == "play":
                why.no(_PLAYS, c, None, say("{card} is paid in Ambition: play it with Play an Ambition Card",
                                            card=Name(d.name)))
            if why is not None and d.type == "Condition":
                why.no(_PLAYS, c, None,
                       say("{card} is a Condition: it is played in another player's turn, when it says",
                           card=Name(d.name)))
            continue
        seen.add(d.key)
        if blocked is not None:
            why.no(_PLAYS, c, None, blocked)
            continue
        if not free and (d.cost > power or kept.cost or power < 0) and card_cost(st, p, c, statics) > power:
            if why is not None:
                why.no(_PLAYS, c, None, say("{card} costs {cost} Power; you have {have}",
                                            card=Name(d.name), cost=card_cost(st, p, c, statics), have=p.power))
            continue
        ok = allowed.get(d.key)
        if ok is None:  # "never two versions", "only while ...": read from the Realm alone
            ok = allowed[d.key] = card_allowed(st, p, d)
        if not ok:
            if why is not None:
                why.no(_PLAYS, c, None, lambda d=d: W.printed_rule_reason(st, p, d))
            continue
        if d.type == "Effect":
            if not no_effects and feasible_kept(st, p, d.play, c, p.seat):
                out.append(_new(Action, (A.PLAY, c, -1)))
            elif why is not None:
                why.no(_PLAYS, c, None, lambda d=d: W.effect_reason(st, p, d))
            if why is not None:
                why.no(_PLAYS, c, None, say("{card} is an Effect: it is played in your Realm, not to a place",
                                            card=Name(d.name)))
        elif d.attach is not None:
            if why is not None:
                why.no(A.PLAY, c, None, W.attach_reason(d))
            if d.attach == "Ally":
                pool = allies(st, p)
            elif d.attach == "Hero":
                pool = heroes(st, p)
            else:  # a Bounty's Contacts: only a box whose rules name the hosts prints such a card
                assert r is not None and r.hosts is not None
                pool = r.hosts(st, p, d)
            for host, loc in pool:
                if not p.locked[loc]:
                    out.append(_new(Action, (A.ATTACH, c, host)))
                elif why is not None:
                    why.no(A.ATTACH, c, host, say("{location} is locked",
                                                  location=Name(p.villain.locations[loc].name)))
            if why is not None:
                a = why.attempt
                if a.verb == A.ATTACH and isinstance(a.to, int) and 0 <= a.to < len(defs) \
                        and defs[a.to].type != d.attach:
                    why.no(A.ATTACH, c, None, W.attach_reason(d))
                why.no(A.ATTACH, c, None, say("{card} cannot be attached there", card=Name(d.name)))
        elif d.replaces is not None:
            olds = in_realm(st, p, (d.replaces,))
            for _, loc in olds:
                if not p.locked[loc] and when_played_doable(st, p, c, loc, p.seat):
                    out.append(_new(Action, (A.PLAY, c, loc)))
                elif why is not None:
                    why.no(A.PLAY, c, loc, lambda loc=loc, c=c: W.place_reason(st, p.seat, c, loc))
            if why is not None:
                old_name = p.villain.by_key[d.replaces].name
                if not olds:
                    why.no(A.PLAY, c, None,
                           say("{card} is played by discarding {other} from your Realm, and she is not there",
                               card=Name(d.name), other=Name(old_name)))
                else:
                    where = p.villain.locations[olds[0][1]].name
                    why.no(A.PLAY, c, None, say("{card} must take {other}'s place at {location}",
                                                card=Name(d.name), other=Name(old_name), location=Name(where)))
        elif why is None:
            where = entering.get(d.key)
            if where is None:  # where it may enter: the locks, the locations' rules, the statics
                where = entering[d.key] = tuple(loc for loc in range(nloc) if may_enter(st, p, c, loc, statics))
            if d.play and must_be_doable and _may_fail(d.play):
                out.extend(_new(Action, (A.PLAY, c, loc)) for loc in where if when_played_doable(st, p, c, loc, p.seat))
            else:
                out.extend(_new(Action, (A.PLAY, c, loc)) for loc in where)
        else:
            for loc in range(nloc):
                if may_play_at(st, p, c, loc, p.seat, statics):
                    out.append(_new(Action, (A.PLAY, c, loc)))
                else:
                    why.no(A.PLAY, c, loc, lambda loc=loc, c=c: W.place_reason(st, p.seat, c, loc))
        if why is not None and d.type != "Effect":
            if d.attach is None:
                why.no(A.ATTACH, c, None, say("{card} is played to a location, not onto a card", card=Name(d.name)))
            why.no(A.PLAY, c, -1, (say("{card} is played to a location",
                                       card=Name(d.name)) if d.attach is None else W.attach_reason(d)))
    return out


def _activate_options(st: State, p: Player, why=None) -> list[Action]:
    defs = st.table.defs
    extra = p.villain.hooks.activate_options  # the Black Cauldron's
    out = extra(st, p, why) if extra is not None else []
    if why is None:
        # the cards with an Activated ability at unlocked locations, kept with the Realm;
        # then what the Power allows and whether the ability can be done now
        m = p.memo
        if m is None:
            m = derived(st, p)
        able = m.activatable
        if able is None:
            able = m.activatable = tuple(
                (c, d.activate_cost, d.activate)
                for loc, z in enumerate(p.vside) if not p.locked[loc]
                for c in z
                for d in (defs[c],)
                if d.activate_cost is not None and d.extra.get("activate_currency") != "ambition")
        power = p.power
        for c, cost, steps in able:
            if cost <= power and feasible_kept(st, p, steps, c, p.seat):
                out.append(_new(Action, (A.ACTIVATE, c, -1)))
        return out
    for loc, z in enumerate(p.vside):
        if p.locked[loc]:
            if why is not None:
                for c in z:
                    why.no(A.ACTIVATE, c, None, say("{location} is locked",
                                                    location=Name(p.villain.locations[loc].name)))
            continue
        for c in z:
            d = defs[c]
            if d.extra.get("activate_currency") == "ambition":
                continue  # an Ambition ability: the Ambition action's
            if d.activate_cost is not None and d.activate_cost <= p.power:
                if feasible_kept(st, p, d.activate, c, p.seat):
                    out.append(_new(Action, (A.ACTIVATE, c, -1)))
                elif why is not None:
                    why.no(A.ACTIVATE, c, None, say("{card} cannot do anything now", card=Name(d.name)))
            elif why is not None:
                why.no(A.ACTIVATE, c, None,
                       say("{card} has no Activated ability", card=Name(d.name)) if d.activate_cost is None
                       else say("Activating {card} costs {cost} Power; you have {have}", card=Name(d.name),
                                cost=d.activate_cost, have=p.power))
    if why is not None and 0 <= why.attempt.card < len(defs):
        why.no(A.ACTIVATE, None, None, lambda: W.activate_reason(st, p, why.attempt.card))
    return out


def _fate_options(st: State, p: Player, why=None) -> list[Action]:
    if why is None:
        return [_new(Action, (A.FATE, -1, o)) for o in fate_targets(st, p.seat)]
    out = [_new(Action, (A.FATE, -1, o)) for o in fate_targets(st, p.seat, why)]
    why.no(A.FATE, None, None, N_("There is no one to take a Fate action against"))
    return out


def fate_targets(st: State, seat: int, why=None) -> list[int]:
    out = []
    token = st.fate_token if st.fate_token_min and len(st.players) >= st.fate_token_min else -1
    for o in range(len(st.players)):
        if o == seat or o == token:
            if why is not None:
                why.no(A.FATE, -1, o, N_("A Fate action targets another player") if o == seat else
                       say("{villain} holds the Fate token and cannot be targeted",
                           villain=Name(st.players[o].villain.name)))
            continue
        q = st.players[o]
        if q.fate_deck or q.fate_discard:
            out.append(o)
        elif why is not None:
            why.no(A.FATE, -1, o, N_("That player has no Fate cards left"))
    return out


def _move_card_options(st: State, p: Player, why=None) -> list[Action]:
    defs = st.table.defs
    out = []
    statics = active_statics(st, p)
    # Fairy Godmother: only Fate cards can move Allies (this action is the villain's)
    allies_stay = any(s[2] == "only_fate_moves_allies" for s in statics)
    reach = _move_reach(st, p)
    for loc, z in enumerate(p.vside):
        if p.locked[loc]:
            if why is not None:
                for c in z:
                    why.no(A.MOVE_CARD, c, None, say("{location} is locked",
                                                     location=Name(p.villain.locations[loc].name)))
            continue
        for c in z:
            t = defs[c].type
            # the cards of the lower part: Allies, free Items, and a box's Contacts (Scum and
            # Villainy: "only cards in the lower part of your Sector are concerned"); Vehicles
            # stay in Deep Space (``may_enter``)
            if t in _MOVABLE or (t == "Ally" and not allies_stay):
                for dest in reach(p, loc):
                    if may_enter(st, p, c, dest, statics, moving=True):
                        out.append(_new(Action, (A.MOVE_CARD, c, dest)))
                    elif why is not None:
                        why.no(A.MOVE_CARD, c, dest, lambda dest=dest, c=c: W.entry_reason(
                            st, p.seat, c, dest, moving=True))
                if why is not None:
                    why.no(A.MOVE_CARD, c, None, lambda c=c, loc=loc: (
                        say("{location} is locked", location=Name(p.villain.locations[why.attempt.to].name))
                        if isinstance(why.attempt.to, int) and 0 <= why.attempt.to < len(p.locked)
                        and p.locked[why.attempt.to] else
                        say("{card} is already at {location}", card=Name(defs[c].name),
                            location=Name(p.villain.locations[loc].name))
                        if why.attempt.to == loc or st.table.box.move_reaches != "adjacent" else
                        say("{card} can move only to a location next to {location}", card=Name(defs[c].name),
                            location=Name(p.villain.locations[loc].name))))
            elif why is not None and t == "Ally":
                why.no(A.MOVE_CARD, c, None,
                       N_("While Fairy Godmother is in your Realm, only Fate cards can move Allies"))
    if why is not None and 0 <= why.attempt.card < len(defs):
        why.no(A.MOVE_CARD, None, None, lambda: W.move_card_reason(st, p.seat, why.attempt.card, why.attempt.to))
    return out


#: besides Allies (which a Fairy Godmother may hold still), the card types Move moves
_MOVABLE = frozenset(("Item", "Contact"))


def _elsewhere(p: Player, loc: int) -> tuple[int, ...]:
    return tuple(i for i in range(len(p.vside)) if i != loc)


def _move_reach(st: State, p: Player):
    """Where Move an Item or Ally reaches, by the box's rulebook (``Box.move_reaches``)."""
    return adjacent if st.table.box.move_reaches == "adjacent" else _elsewhere


def _move_hero_options(st: State, p: Player, why=None) -> list[Action]:
    out = []
    for h, loc in heroes(st, p):
        if p.locked[loc]:
            if why is not None:
                why.no(A.MOVE_HERO, h, None, say("{location} is locked",
                                                 location=Name(p.villain.locations[loc].name)))
            continue
        for dest in adjacent(p, loc):
            if may_enter(st, p, h, dest):
                out.append(_new(Action, (A.MOVE_HERO, h, dest)))
    if why is not None:
        why.no(A.MOVE_HERO, None, None, N_("That Hero cannot move there"))
    return out


def _vanquish_options(st: State, p: Player, why=None) -> list[Action]:
    if why is None and p.ext is None:
        return _vanquish_options_fast(st, p)
    out = []
    statics = None
    power: dict[int, int] = {}
    for h, loc in heroes(st, p):
        if p.locked[loc]:
            if why is not None:
                why.no(A.VANQUISH, h, None, say("{location} is locked", location=Name(p.villain.locations[loc].name)))
            continue
        if statics is None:
            statics = active_statics(st, p)
        need = strength(st, p, h, statics, loc)
        if need <= 0 and st.table.box.zero_strength_hero == "ally_stays":
            # "the Ally used during that action will not be discarded": one is used
            if not vanquish_helpers(st, p, h, loc, statics):
                if why is not None:
                    why.no(A.VANQUISH, h, None, say(
                        "{card} has Strength 0, but an Ally at {location} must still be used to vanquish it",
                        card=Name(st.table.defs[h].name), location=Name(p.villain.locations[loc].name)))
                continue
        elif need > 0:
            have = 0
            helpers = vanquish_helpers(st, p, h, loc, statics)
            for a in helpers:
                s = power.get(a)
                if s is None:  # an Ally's Strength, once for every Hero it could fight
                    s = power[a] = strength(st, p, a, statics)
                if s > 0:
                    have += s
            if have < need:
                if why is not None:
                    name, where = st.table.defs[h].name, p.villain.locations[loc].name
                    why.no(A.VANQUISH, h, None,
                           say("{card} has Strength {need}; your Allies there have {have}", card=Name(name),
                               need=need, have=have) if helpers
                           else say("You have no Allies at {location} to vanquish {card}", location=Name(where),
                                    card=Name(name)))
                continue
        out.append(_new(Action, (A.VANQUISH, h, -1)))
    if why is not None and 0 <= why.attempt.card < len(st.table.defs):
        why.no(A.VANQUISH, None, None, say("{card} is not in your Realm",
                                           card=Name(st.table.defs[why.attempt.card].name)))
    return out


def _vanquish_options_fast(st: State, p: Player) -> list[Action]:
    """``_vanquish_options`` with nothing to explain, for a Realm with nothing but its
    cards (no ``Player.ext``): the Allies of each location are found once, and a Strength
    is summed only where a Hero has some (the same options, in the same order)."""
    defs = st.table.defs
    out = []
    m = derived(st, p)
    statics = m.statics
    fast = not m.strength  # no Strength modifier in the Realm: the printed Strength
    adjacent_help = "vanquish_from_adjacent" in m.kinds
    one_ally = st.table.box.zero_strength_hero == "ally_stays"  # a Hero at 0 still needs an Ally
    by_loc: list | None = None
    power: dict[int, int] = {}
    locked = p.locked
    for loc, z in enumerate(p.fside):
        if locked[loc]:
            continue
        for h in z:
            d = defs[h]
            if d.type != "Hero":
                continue
            need = (d.strength or 0) if fast else strength(st, p, h, statics, loc)
            if need > 0 or one_ally:
                if adjacent_help:
                    helpers = vanquish_helpers(st, p, h, loc, statics)
                else:
                    if by_loc is None:
                        by_loc = [[c for c in side if defs[c].type == "Ally"] for side in p.vside]
                    helpers = by_loc[loc]
                if need <= 0:
                    if not helpers:
                        continue
                else:
                    have = 0
                    for a in helpers:
                        s = power.get(a)
                        if s is None:  # an Ally's Strength, once for every Hero it could fight
                            s = power[a] = (defs[a].strength or 0) if fast else strength(st, p, a, statics)
                        if s > 0:
                            have += s
                    if have < need:
                        continue
            out.append(_new(Action, (A.VANQUISH, h, -1)))
    return out


_REALM_ONLY.update({"move_item_ally": _move_card_options, "move_hero": _move_hero_options,
                    "vanquish": _vanquish_options})


def perform_turn_action(st: State, a: Action) -> None:
    p = st.players[st.active]
    free = free_symbols(st, p)
    r = st.rules
    if r is not None and a.verb not in SYMBOL_OF and a.verb != A.GAIN:
        if a.verb not in r.symbol_of:  # an action that needs no symbol (a Bounty's Hunt)
            begin_action(st, a, st.active)
            return
        sym = r.symbol_of[a.verb]
    else:
        sym = _symbol_for(a, free)
    st.used = st.used + (free[sym],)
    st.stack.append(AFTER_ACTION)
    begin_action(st, a, st.active)


#: the action symbol each turn verb uses
SYMBOL_OF = {
    A.PLAY: "play",
    A.ATTACH: "play",
    A.ACTIVATE: "activate",
    A.ACTIVATE_RELIC: "activate",
    A.FATE: "fate",
    A.MOVE_CARD: "move_item_ally",
    A.MOVE_HERO: "move_hero",
    A.VANQUISH: "vanquish",
    A.DISCARD: "discard",
}


def _symbol_for(a: Action, free: dict[str, int]) -> str:
    v = a.verb
    if v == A.GAIN:
        return next(s for s in free if s[:4] == "gain")
    return SYMBOL_OF[v]


def begin_action(st: State, a: Action, ctl: int) -> None:
    """Carry out an action (from a symbol or from a card such as Belle Is Mine)."""
    p = st.players[ctl]
    v = a.verb
    log = st.log
    r = st.rules
    if r is not None and v in r.performs and r.performs[v](st, p, a):
        return
    if v == A.GAIN:
        amount = p.villain.locations[p.mover].gain
        p.power += amount
        log.append(E.GainedPower(ctl, amount))
    elif v in (A.PLAY, A.ATTACH):
        play_villain_card(st, p, a)
    elif v == A.ACTIVATE:
        d = st.table.defs[a.card]
        cost = cast(int, d.activate_cost)  # offered only for a card with an Activate ability
        p.power -= cost
        log.append(E.Activated(ctl, a.card, cost))
        push_program(st, d.activate, "activate", a.card, ctl, ctl)
    elif v == A.FATE:
        fate_action(st, ctl, cast(int, a.to))
    elif v == A.MOVE_CARD:
        move_card(st, p, a.card, cast(int, a.to))
    elif v == A.MOVE_HERO:
        move_hero(st, p, a.card, cast(int, a.to), ctl)
    elif v == A.VANQUISH:
        st.stack.append(Vanquish(ctl, ctl, a.card, {"used": ()}))
    elif v == A.DISCARD:
        st.stack.append(DiscardCards(ctl, ctl, {"n": 0}))
    elif v in p.villain.hooks.performs:  # a villain's own action (the Black Cauldron's)
        p.villain.hooks.performs[v](st, p, a)
    else:  # pragma: no cover - legal_actions never offers anything else
        raise IllegalAction(str(a))
