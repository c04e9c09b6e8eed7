"""The resolution loop and its frames.

An action pushes frames (typed, ``stack.py``) onto ``State.stack``; ``run`` resolves the top
frame until the stack is empty, the game is won, or a frame needs a decision, which it
records as ``State.prompt``. Answering re-enters the top frame with the chosen action.
Frames hold only plain values, so a state with a pending decision can be cloned, saved
and resumed.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, cast

from game.core.phrase import N_, Name, say

from . import actions as A
from . import events as E
from . import stack as S
from .actions import Action
from .book import VERB_HANDLERS
from .cardplay import defeat, fate_playable, may_play_at, place_hero, vanquish_helpers
from .realm import active_statics, heroes, in_realm, location_of, may_enter, objective_won, strength
from .reasons import fate_reason
from .resolution import IllegalAction, ask, check_win, declare_winner, feasible, push_program
from .stack import Conditions, Finish, PlayFate, Together, program_steps
from .state import Player, State, touched, touched_card
from .zones import (
    discard_from_realm,
    discard_revealed,
    distinct_cards,
    remove_from_zones,
    shuffle_deck,
    to_discard,
)

#: an Action made without the NamedTuple's Python-level ``__new__`` (made for every option)
_new = tuple.__new__


def run(st: State) -> None:
    stack = st.stack
    checks = st.table.win_checks  # check_win, inlined: it runs after every frame
    players = st.players
    while True:
        if st.winner is None:
            for seat, won in checks:
                if players[seat].won is False:
                    continue  # checked, and the Realm has not changed since
                if objective_won(st, players[seat], won):
                    declare_winner(st, seat)
                    break
        if not stack or st.prompt is not None or st.winner is not None:
            break
        f = stack[-1]
        FRAMES[f.t](st, f, None)
    if st.winner is not None:
        stack.clear()
        st.prompt = None
        st.phase = "over"


def _frame_prog(st: State, f: S.Prog, ans: Action | None) -> None:
    handlers = VERB_HANDLERS
    steps = f.steps
    while True:
        pc = f.pc
        if pc >= len(steps):
            st.stack.pop()
            return
        step = steps[pc]
        done = handlers[step["verb"]](st, f, step, ans)
        ans = None
        if check_win(st) or not done:
            return
        f.pc = pc + 1
        f.v = {}
        if st.stack[-1] is not f:
            return


def _frame_finish(st: State, f: S.Finish, ans: Action | None) -> None:
    """An Effect or Condition has resolved: it leaves the Realm."""
    st.stack.pop()
    c = f.card
    p = st.players[f.realm]
    if c in p.limbo:
        p.limbo.remove(c)
        d = st.table.defs[c]
        if d.after == "shuffle_into_fate_deck":
            p.fate_deck.append(c)
            shuffle_deck(st, p, fate=True)
        else:
            to_discard(st, p, c)
            st.log.append(E.Discarded(p.seat, c))


def _frame_fate_choose(st: State, f: S.FateChoose, ans: Action | None) -> None:
    p = st.players[f.realm]
    cards = f.cards
    if ans is None:
        playable = [
            c for c in cards if fate_playable(st, p, c, f.ctl, tuple(o for o in cards if o != c))
        ]
        if not playable:
            if st.table.box.both_fate_unplayable == "discard_both" or len(cards) < 2:
                st.stack.pop()
                for c in cards:
                    discard_unplayable(st, p, c, f.ctl)
                return
            # Scum and Villainy: one is still chosen and played without its effect; both go
            options = [_new(Action, (A.PICK, c, -1)) for c in cards]
            ask(st, f.ctl, "fate", options, N_("Choose the Fate card to play (it has no effect)"))
            return
        options = [_new(Action, (A.PICK, c, -1)) for c in playable]
        ans = ask(st, f.ctl, "fate", options, N_("Choose the Fate card to play"))
        if ans is None:
            return
    elif st.table.box.both_fate_unplayable != "discard_both" and not any(
        fate_playable(st, p, c, f.ctl, tuple(o for o in cards if o != c)) for c in cards
    ):  # the card chosen from two unplayable ones is played without effect: both are discarded
        st.stack.pop()
        for c in (ans.card, *(o for o in cards if o != ans.card)):
            discard_unplayable(st, p, c, f.ctl)
        return
    st.stack.pop()
    chosen = ans.card
    others = tuple(c for c in cards if c != chosen)
    d = st.table.defs[chosen]
    if not d.keeps_other_revealed:
        for c in others:
            if fate_playable(st, p, c, f.ctl):
                discard_revealed(st, p, c)
            else:
                discard_unplayable(st, p, c, f.ctl)
        others = ()
    st.stack.append(PlayFate(f.ctl, f.realm, chosen, others))


def _frame_play_fate(st: State, f: S.PlayFate, ans: Action | None) -> None:
    """Play one Fate card from limbo into the target's Realm."""
    p = st.players[f.realm]
    c = f.card
    ctl = f.ctl
    d = st.table.defs[c]
    r = st.rules
    if r is not None and d.type in r.play_fate:  # a Hero Vehicle, a Condition under the mover
        r.play_fate[d.type](st, f, ans)
        return
    if d.type == "Effect":
        st.stack.pop()
        st.log.append(E.Played(p.seat, c, -1, 0))
        st.stack.append(Finish(c, p.seat))
        push_program(st, d.play, "play", c, ctl, p.seat, x=f.x)
        return
    if d.type == "Item" and d.attach == "Hero":
        if ans is None:
            options = [_new(Action, (A.ON, h, -1)) for h, loc in heroes(st, p) if not p.locked[loc]]
            if not options:  # nothing to attach to any more: the card is discarded
                st.stack.pop()
                discard_unplayable(st, p, c, ctl)
                return
            ans = ask(st, ctl, "attach", options, say("Choose a Hero for {card}", card=Name(d.name)))
            if ans is None:
                return
        st.stack.pop()
        p.limbo.remove(c)
        st.attach[c] = ans.card
        touched_card(st, c)
        st.log.append(E.Attached(p.seat, c, ans.card, 0))
        return
    # Heroes and free-standing Fate cards go to the top of a location.
    if ans is None and d.replaces is not None:  # Ball Gown Cinderella takes Cinderella's place
        olds = in_realm(st, p, (d.replaces,))
        if olds:
            old, loc = olds[0]
            discard_from_realm(st, p, old)
            st.log.append(E.Discarded(p.seat, old))
            ans = _new(Action, (A.AT, -1, loc))
    if ans is None and d.fixed_location is not None:
        ans = Action(A.AT, -1, p.villain.location_index(d.fixed_location))
    if ans is None:
        options = [_new(Action, (A.AT, -1, loc)) for loc in range(len(p.fside)) if may_play_at(st, p, c, loc, ctl)]
        if not options:
            st.stack.pop()
            discard_unplayable(st, p, c, ctl)
            return
        ans = ask(st, ctl, "location", options, say("Choose where {card} goes", card=Name(d.name)))
        if ans is None:
            return
    st.stack.pop()
    p.limbo.remove(c)
    place_hero(st, p, c, cast(int, ans.to), ctl)


def _frame_play_fate_if_able(st: State, f: S.PlayFateIfAble, ans: Action | None) -> None:
    """A revealed card that must be played if it can be (Gurgi's Happy Day), else discarded."""
    p = st.players[f.realm]
    c = f.card
    if fate_playable(st, p, c, f.ctl):
        st.stack[-1] = PlayFate(f.ctl, f.realm, c, f.x)
        return
    st.stack.pop()
    discard_unplayable(st, p, c, f.ctl)


def discard_unplayable(st: State, p: Player, c: int, ctl: int) -> None:
    """A revealed Fate card that cannot be played is discarded, and the log says why."""
    st.log.append(E.Unplayable(p.seat, c, fate_reason(st, p.seat, c, ctl)))
    discard_revealed(st, p, c)


def _frame_vanquish(st: State, f: S.Vanquish, ans: Action | None) -> None:
    p = st.players[f.realm]
    h = f.hero
    v = f.v
    statics = active_statics(st, p)
    hloc = location_of(p, h)
    need = strength(st, p, h, statics, hloc)
    box = st.table.box
    # a Hero at 0 Strength by a rulebook whose Vanquish still uses one Ally (Scum and Villainy)
    one_ally = need <= 0 and box.zero_strength_hero == "ally_stays"
    while True:
        if ans is not None:
            v["used"] = v["used"] + (ans.card,)
            ans = None
        used = v["used"]
        have = sum(max(0, strength(st, p, a, statics)) for a in used)
        if (have >= need and not one_ally) or (one_ally and used):
            break
        # an Ally at 0 Strength adds nothing: offered only where it may still take part
        options = [
            _new(Action, (A.USE, a, -1))
            for a in vanquish_helpers(st, p, h, hloc, statics)
            if a not in used and (one_ally or box.zero_strength_ally_joins or strength(st, p, a, statics) > 0)
        ]
        if not options:  # pragma: no cover - guarded by _vanquish_options
            raise IllegalAction("not enough Strength to vanquish")
        ans = ask(st, f.ctl, "vanquish",
                  options, say("Choose the Ally used to vanquish {card}", card=Name(st.table.defs[h].name))
                  if one_ally else say("Add Allies to vanquish {card}: {have} of {need} Strength",
                                       card=Name(st.table.defs[h].name), have=have, need=need))
        if ans is None:
            return
    st.stack.pop()
    # "the Ally used during that action will not be discarded", unless it has 0 Strength
    # itself: such an Ally "is always discarded"
    stays = tuple(a for a in v["used"] if strength(st, p, a, statics) > 0) if one_ally else ()
    _resolve_vanquish(st, p, h, hloc, v["used"], statics, f.ctl, stays)


def _resolve_vanquish(st, p: Player, h: int, hloc: int, used: tuple, statics, ctl: int,
                      stays: tuple = ()) -> None:
    """The Hero is defeated and the Allies ``used`` leave (``stays``: those that are not
    discarded, by the rule of a Hero at 0 Strength)."""
    to_hand = any(kind == "vanquish_return_to_hand_here" and sloc == hloc for _, sloc, kind, _ in statics)
    st.log.append(E.Vanquished(p.seat, h, used))
    defs = st.table.defs
    for a in used:
        after = defs[a].vanquish_after
        if after == "stay" or a in stays:  # Cauldron Born; an Ally kept by the 0-Strength rule
            continue
        if after == "to_mover":  # Creeper
            src = location_of(p, a)
            if src != p.mover and may_enter(st, p, a, p.mover):
                p.vside[src].remove(a)
                p.vside[p.mover].append(a)
                touched(p)
                st.log.append(E.Moved(p.seat, a, src, p.mover))
            continue
        if to_hand:
            for item in [i for i, host in st.attach.items() if host == a]:
                del st.attach[item]
                to_discard(st, p, item)
                touched_card(st, item)
            remove_from_zones(p, a)
            p.hand.append(a)
            st.log.append(E.ToHand(p.seat, a))
        else:
            discard_from_realm(st, p, a)
            st.log.append(E.Discarded(p.seat, a))
    st.triggers.append(("vanquish", p.seat))
    defeat(st, p, h, ctl)


def _frame_discard_cards(st: State, f: S.DiscardCards, ans: Action | None) -> None:
    p = st.players[f.realm]
    v = f.v
    while True:
        if ans is not None:
            if ans.verb == A.DONE:
                break
            p.hand.remove(ans.card)
            p.discard.append(ans.card)
            v["n"] += 1
            st.log.append(E.DiscardedFromHand(p.seat, ans.card))
            ans = None
        if not p.hand:
            break
        options = [_new(Action, (A.DISCARD_CARD, c, -1)) for c in distinct_cards(st, p.hand)]
        if v["n"]:
            options.append(A.DONE_ACTION)
        # Done is offered once a card is discarded: until then the question names no Done button
        message = N_("Discard cards, then choose Done") if v["n"] else N_("Choose a card to discard")
        ans = ask(st, f.ctl, "discard", options, message)
        if ans is None:
            return
    st.stack.pop()
    st.triggers.append(("discard_action", p.seat))


def _frame_after_action(st: State, f: S.AfterAction, ans: Action | None) -> None:
    """An action has finished: count it and open Condition windows."""
    st.stack.pop()
    st.actions_taken += 1
    triggers = st.triggers
    st.triggers = []
    triggers.append(("actions", st.actions_taken))
    r = st.rules
    if r is not None and r.after_action is not None:  # Progress marked, Conditions discarded
        r.after_action(st, triggers)
    conditions = st.table.conditions
    players = st.players
    n = len(players)
    active = st.active
    defs = st.table.defs
    # the first window where a Condition in hand answers the trigger (only what the active
    # player did opens a window for the others); most actions open none
    first = None
    for k in range(1, n):
        seat = (active + k) % n
        hand = players[seat].hand
        if conditions.isdisjoint(hand):
            continue
        held = [defs[c] for c in hand if c in conditions]
        for trig in triggers:
            if len(trig) < 2 or trig[0] == "actions" or trig[1] == active:
                for d in held:
                    if condition_matches(d, trig):
                        first = (seat, trig)
                        break
                if first is not None:
                    break
        if first is not None:
            break
    if first is None:
        return
    # every window, from the first seat holding a Condition on; the frame starts at the first
    # that answers (the ones before it would each be passed over with nothing offered and
    # nothing changed)
    queue: list[tuple[int, tuple]] = []
    start = -1
    for k in range(1, n):
        seat = (active + k) % n
        if conditions.isdisjoint(players[seat].hand):
            continue
        for trig in triggers:
            if len(trig) < 2 or trig[0] == "actions" or trig[1] == active:
                if start < 0 and seat == first[0] and trig is first[1]:
                    start = len(queue)
                queue.append((seat, trig))
    st.stack.append(Conditions(tuple(queue), start))


def condition_matches(d, trig: tuple) -> bool:
    cond = d.condition
    t = cond["trigger"]
    kind = trig[0]
    if t == "opponent_actions_taken":
        # "once they have taken 4 or more actions": after the fourth and every later one
        return kind == "actions" and trig[1] >= cond.get("count", 4)
    if t == "opponent_discard_action":
        return kind == "discard_action"
    if t == "opponent_vanquish":
        return kind == "vanquish"
    if t == "opponent_plays_item":
        return kind == "item_played"
    if t == "fate_against_you":
        return kind == "fate_now"
    return False


def _frame_conditions(st: State, f: S.Conditions, ans: Action | None) -> None:
    """Offer each opponent, clockwise from the active player, their Conditions."""
    defs = st.table.defs
    q = f.q
    while True:
        if ans is not None:
            if ans.verb == A.PASS:
                f.i += 1
            else:
                seat = q[f.i][0]
                p = st.players[seat]
                c = ans.card
                p.hand.remove(c)
                p.limbo.append(c)
                st.log.append(E.ConditionPlayed(seat, c))
                st.stack.append(Finish(c, seat))
                push_program(st, tuple(cast(dict, defs[c].condition)["steps"]), "condition", c, seat, seat)
                return  # come back afterwards: another Condition may follow
            ans = None
        if f.i >= len(q):
            st.stack.pop()
            return
        seat, trig = q[f.i]
        p = st.players[seat]
        options = []
        seen: set[str] = set()
        conditions = st.table.conditions
        for c in p.hand:
            if c not in conditions:
                continue
            d = defs[c]
            if d.key not in seen and condition_matches(d, trig):
                if feasible(st, p, tuple(d.condition["steps"]), c, seat):
                    seen.add(d.key)
                    options.append(_new(Action, (A.CONDITION, c, -1)))
        if not options:
            f.i += 1
            continue
        options.append(A.PASS_ACTION)
        ans = ask(st, seat, "condition", options, N_("You may play a Condition now"))
        if ans is None:
            return


def _frame_together(st: State, f: Together, ans: Action | None) -> None:
    """Effects of one kind that triggered together: the active player picks the next one; the
    rest wait below it and are asked about again, until one is left."""
    cards = f.cards
    if ans is None:
        distinct = list(dict.fromkeys(cards))
        if len(distinct) > 1:
            options = [_new(Action, (A.FIRST, c, -1)) for c in distinct]
            ans = ask(st, f.ctl, "order", options, N_("These effects trigger together: choose the one to resolve first"))
            if ans is None:
                return
        else:
            ans = _new(Action, (A.FIRST, cards[0], -1))
    i = cards.index(ans.card)
    st.stack.pop()
    if len(cards) > 1:
        st.stack.append(Together(f.ctl, f.realm, cards[:i] + cards[i + 1:], f.progs[:i] + f.progs[i + 1:]))
    prog = f.progs[i]
    push_program(st, program_steps(st.table.defs[ans.card], prog, ()), prog, ans.card, f.ctl, f.realm)


#: each kind of frame's handler (each takes its own kind of frame)
FRAMES: dict[str, Callable[[State, Any, Action | None], None]] = {
    "prog": _frame_prog,
    "finish": _frame_finish,
    "fate_choose": _frame_fate_choose,
    "play_fate": _frame_play_fate,
    "play_fate_if_able": _frame_play_fate_if_able,
    "vanquish": _frame_vanquish,
    "discard_cards": _frame_discard_cards,
    "after_action": _frame_after_action,
    "conditions": _frame_conditions,
    "together": _frame_together,
}
