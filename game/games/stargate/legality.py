"""One source of legality: ``reason`` says why an action is illegal (None when legal);
``legal_actions`` is the candidates it accepts."""

from __future__ import annotations

from collections.abc import Callable

from game.core.phrase import N_, Name, say

from . import totals as T
from .actions import (
    ASSIGN,
    BOOST,
    BOTTOM,
    COMPLICATE,
    CONTINUE,
    DECLINE,
    DESTROY,
    DISCARD,
    END,
    INCAPACITATE,
    KEEP,
    MULLIGAN,
    PASS,
    PLACE,
    PLAY,
    REVIVE,
    SCORE,
    STOP,
    USE,
    WITHDRAW,
    Action,
)
from .cards import CHARACTER_KINDS
from .state import ASSIGNED, READY, STOPPED, State

HERO_PLAYABLE = frozenset({"support", "gear", "event", "hero-ship"})
VILLAIN_PLAYABLE = frozenset({"obstacle", "adversary", "villain-ship"})


def canonical_in_hand(st: State, seat: int, iid: int) -> bool:
    """Copies of one card in hand are interchangeable: actions name the lowest-numbered one."""
    defs = st.table.defs
    key = defs[iid].key
    for c in st.seats[seat].hand:
        if c < iid and defs[c].key == key:
            return False
    return True


def hand_keys(st: State, seat: int) -> list[int]:
    seen, out = set(), []
    defs = st.table.defs
    for c in sorted(st.seats[seat].hand):
        k = defs[c].key
        if k not in seen:
            seen.add(k)
            out.append(c)
    return out


def first_copies(st: State, cards: list[int]) -> list[int]:
    """Copies of one obstacle at the mission are interchangeable targets: name the first."""
    seen: set[str] = set()
    out = []
    for c in cards:
        if T.card(st, c).key not in seen:
            seen.add(T.card(st, c).key)
            out.append(c)
    return out


def ready_characters(st: State, seat: int) -> list[int]:
    return [c for c in st.seats[seat].play
            if T.card(st, c).kind in CHARACTER_KINDS and st.status[c] == READY]


def blockable(st: State) -> list[int]:
    """Hero characters a Block can target: ready and not already blocked."""
    return [c for c in ready_characters(st, st.hero) if not st.blocked[c]]


# ---------------------------------------------------------------- legality

#: words a refusal is filled with (a skill, a glyph): catalogue words, translated where the
#: refusal is shown
SKILL_WORDS = (N_("Culture"), N_("Science"), N_("Combat"), N_("Ingenuity"))

def reason(st: State, a: Action) -> str | None:
    """Why ``a`` is illegal now, in plain words; None when it is legal."""
    if st.winner is not None:
        return say("the game is over")
    check = _CHECKS.get(a.verb)
    if check is None:
        return say("there is no action called {verb}", verb=Name(repr(a.verb)))
    return check(st, a)


def _in_range(st: State, iid: int) -> bool:
    return 0 <= iid < len(st.status)


#: each step of the game as a refusal names it (the steps' keys are the engine's, not words)
STEP_WORDS = {
    "setup-stop": N_("the stop of a Team character before turn 1"),
    "mulligan": N_("the mulligan before turn 1"),
    "actions": N_("the actions of a turn"),
    "incapacitate": N_("the ship battle's incapacitation"),
    "adversary": N_("the assigned adversary's fate"),
    "place": N_("the placing of a completed mission"),
    "continue": N_("the choice to attempt another mission"),
    "order": N_("the ordering of the failed missions"),
    "discard": N_("the discard down to hand size"),
    "over": N_("the end of the game"),
}


def _need_phase(st: State, *phases: str) -> str | None:
    if st.phase not in phases:
        return say("that is not a choice now (the game is at {step})",
                   step=STEP_WORDS.get(st.phase, Name(st.phase)))
    return None


def _why_stop(st: State, a: Action) -> str | None:
    if (r := _need_phase(st, "setup-stop")):
        return r
    if not _in_range(st, a.card) or a.card not in st.seats[st.first].play \
            or T.card(st, a.card).kind != "team":
        return say("choose one of the first player's Team characters")
    return None


def _why_mulligan(st: State, a: Action) -> str | None:
    return _need_phase(st, "mulligan")


def _hero_turn_action(st: State) -> str | None:
    return _need_phase(st, "actions")


def _hand_card(st: State, a: Action) -> str | None:
    if not _in_range(st, a.card) or a.card not in st.seats[st.actor].hand:
        return say("that card is not in your hand")
    if not canonical_in_hand(st, st.actor, a.card):
        return say("name the first copy of that card in your hand")
    return None


def _why_play(st: State, a: Action) -> str | None:
    if (r := _hero_turn_action(st)) or (r := _hand_card(st, a)):
        return r
    d = T.card(st, a.card)
    seat = st.actor
    power = st.seats[seat].power
    hero = seat == st.hero
    if hero and d.kind not in ("support", "gear", "event", "hero-ship"):
        if d.kind == "team":
            return say("{card} is already in play: use the copy to boost or as a complication", card=Name(d.title))
        return say("{card} is a villain card: play it on your opponent's turn", card=Name(d.title))
    if not hero and d.kind not in ("obstacle", "adversary", "villain-ship"):
        return say("{card} is a hero card: as the villain, play it only as a complication", card=Name(d.title))
    if d.cost > power:
        return say("{card} costs {cost} power and you have {power}", card=Name(d.title), cost=d.cost, power=power)
    if d.kind in ("support", "gear", "hero-ship", "adversary", "villain-ship") \
            and T.title_in_play(st, seat, d.title):
        return say("you already have a card titled {card} in play", card=Name(d.title))
    if d.kind == "obstacle":
        if d.rating(T.mission_skill(st)) is None:
            return say("{card} has no {skill} rating, the mission's skill", card=Name(d.title), skill=T.mission_skill(st).title())
    return _why_target(st, a, d)


def _why_target(st: State, a: Action, d) -> str | None:
    """The target a card needs when played (gear host, event target, Block)."""
    seat, t = st.actor, a.target
    if d.kind == "gear":
        if not _in_range(st, t) or t not in st.seats[seat].play \
                or T.card(st, t).kind not in CHARACTER_KINDS:
            return say("gear goes onto one of your characters in play")
        return None
    if "block" in d.keywords:
        targets = blockable(st)
        if not targets:
            return None if t == -1 else say("there is no ready hero character to block")
        if t not in targets:
            return say("Block needs a ready, unblocked hero character as its target")
        return None
    if d.target == "obstacle-or-complication":
        if t not in first_copies(st, st.mission.obstacles) and t not in st.mission.complications:
            return say("choose an obstacle or complication at the mission")
        return None
    if d.target == "own-character":
        if not _in_range(st, t) or t not in T.team(st, seat):
            return say("choose one of your Team characters")
        if T.point_value(st, t) >= T.MAX_POINT_VALUE:
            return say("a point value cannot go above {value}", value=T.MAX_POINT_VALUE)
        return None
    if d.target == "own-stopped":
        if not _in_range(st, t) or t not in st.seats[seat].play or st.status[t] != STOPPED \
                or T.card(st, t).kind not in CHARACTER_KINDS:
            return say("choose one of your stopped characters")
        return None
    return None if t == -1 else say("{card} takes no target", card=Name(d.title))


def _why_assign(st: State, a: Action) -> str | None:
    if (r := _hero_turn_action(st)):
        return r
    seat, c = st.actor, a.card
    if not _in_range(st, c) or c not in st.seats[seat].play:
        return say("you can only assign a card you have in play")
    d = T.card(st, c)
    if st.status[c] != READY:
        return say("{card} is {state}, not ready", card=Name(d.title), state=st.status[c])
    skill = T.mission_skill(st)
    if seat == st.hero:
        if d.kind == "hero-ship":
            blockade = [s for s in st.mission.villain_ships if "blockade" in T.card(st, s).keywords]
            if blockade:
                return say("{card}'s Blockade keeps your ships away", card=Name(T.card(st, blockade[0]).title))
            return None
        if d.kind not in CHARACTER_KINDS:
            return say("{card} cannot be assigned", card=Name(d.title))
        if st.blocked[c]:
            return say("{card} is blocked until the mission ends", card=Name(d.title))
        if d.kind == "support" and d.rating(skill) is None:
            return say("a Support character needs a {skill} rating to be assigned", skill=skill.title())
        return None
    if d.kind == "villain-ship":
        return None
    if d.kind != "adversary":
        return say("{card} cannot be assigned", card=Name(d.title))
    if st.mission.adversary >= 0:
        return say("you already have an adversary assigned to this mission")
    if d.rating(skill) is None:
        return say("{card} has no {skill} rating, the mission's skill", card=Name(d.title), skill=skill.title())
    return None


def _why_boost(st: State, a: Action) -> str | None:
    if (r := _hero_turn_action(st)) or (r := _hand_card(st, a)):
        return r
    m = st.mission
    targets = (m.heroes + m.hero_ships) if st.actor == st.hero else (
        ([m.adversary] if m.adversary >= 0 else []) + m.villain_ships)
    if a.target not in targets:
        return say("boost one of your cards assigned to this mission")
    if T.card(st, a.card).title != T.card(st, a.target).title:
        return say("only a card titled {card} can boost it", card=Name(T.card(st, a.target).title))
    return None


def _why_complicate(st: State, a: Action) -> str | None:
    if (r := _hero_turn_action(st)) or (r := _hand_card(st, a)):
        return r
    if st.actor != st.villain:
        return say("only the villain player plays complications")
    cost = T.complication_cost(st)
    if cost > st.seats[st.actor].power:
        return say("a complication here costs {cost} power and you have {power}", cost=cost, power=st.seats[st.actor].power)
    return None


def _why_use(st: State, a: Action) -> str | None:
    if (r := _hero_turn_action(st)):
        return r
    c = a.card
    if not _in_range(st, c) or c not in st.seats[st.actor].play:
        return say("that card is not yours in play")
    d = T.card(st, c)
    if not d.effects_when("activate"):
        return say("{card} has no ability to use", card=Name(d.title))
    # "When you are the villain player, there are five kinds of actions you can perform": using an
    # ability is not one of them, unless the card's own text lets the villain use it.
    if st.actor == st.villain and not all(e.villain for e in d.effects_when("activate")):
        return say("as the villain you have the five villain actions and Pass: {card}'s ability is "
                   "used only on your own turn", card=Name(d.title))
    if st.status[c] != READY:
        return say("{card} must be ready to stop it for its ability", card=Name(d.title))
    for e in d.effects_when("activate"):
        # A glyph in the cost is shown, not spent: it only has to be there.
        if e.glyph and not T.has_glyph(st, st.actor, e.glyph):
            return say("{card}'s ability needs a {glyph} glyph", card=Name(d.title), glyph=Name(e.glyph.title()))
    return None


def _why_withdraw(st: State, a: Action) -> str | None:
    if (r := _hero_turn_action(st)):
        return r
    c, m = a.card, st.mission
    mine = (m.heroes + m.hero_ships) if st.actor == st.hero else (
        ([m.adversary] if m.adversary >= 0 else []) + m.villain_ships)
    if c not in mine:
        return say("withdraw one of your cards assigned to this mission")
    cost = T.card(st, c).withdraw_cost()
    if cost is None:
        return say("{card} has no Withdraw", card=Name(T.card(st, c).title))
    if cost > st.seats[st.actor].power:
        return say("Withdraw costs {cost} power and you have {power}", cost=cost, power=st.seats[st.actor].power)
    return None


def _why_pass(st: State, a: Action) -> str | None:
    return _hero_turn_action(st)


def _why_incapacitate(st: State, a: Action) -> str | None:
    if (r := _need_phase(st, "incapacitate")):
        return r
    m = st.mission
    enemy = m.villain_ships if st.actor == st.hero else m.hero_ships
    return None if a.card in enemy else say("choose an assigned enemy ship")


def _why_decline(st: State, a: Action) -> str | None:
    return _need_phase(st, "incapacitate")


def adversary_options(st: State) -> list[str]:
    a = st.mission.adversary
    out = []
    if T.card(st, a).revive <= len(st.seats[st.villain].deck):
        out.append(REVIVE)
    if not st.mission.success:
        out.append(SCORE)
    out.append(DESTROY)
    return out


def _why_fate(st: State, a: Action) -> str | None:
    if (r := _need_phase(st, "adversary")):
        return r
    if a.card != st.mission.adversary:
        return say("answer for the assigned adversary")
    if a.verb not in adversary_options(st):
        if a.verb == SCORE:
            return say("an adversary is scored only after a failed mission")
        return say("there are not enough cards in your deck to pay the revive cost")
    return None


def place_options(st: State) -> list[int]:
    heroes = [c for c in st.mission.heroes if c in st.seats[st.hero].play]
    return heroes or [c for c in st.seats[st.hero].play if T.card(st, c).kind in CHARACTER_KINDS]


def _why_place(st: State, a: Action) -> str | None:
    if (r := _need_phase(st, "place")):
        return r
    return None if a.target in place_options(st) else say("put the mission under an assigned character")


def can_continue(st: State) -> str | None:
    cost = T.continue_cost(st)
    if not st.seats[st.hero].missions:
        return say("your Mission pile is empty")
    if cost > st.seats[st.hero].power:
        return say("continuing costs {cost} power and you have {power}", cost=cost, power=st.seats[st.hero].power)
    return None


def _why_continue(st: State, a: Action) -> str | None:
    return _need_phase(st, "continue") or can_continue(st)


def _why_end(st: State, a: Action) -> str | None:
    return _need_phase(st, "continue")


def _why_bottom(st: State, a: Action) -> str | None:
    if (r := _need_phase(st, "order")):
        return r
    return None if a.card in st.failed else say("choose one of the missions failed this turn")


def _why_discard(st: State, a: Action) -> str | None:
    if (r := _need_phase(st, "discard")):
        return r
    return _hand_card(st, a)


_CHECKS: dict[str, Callable[[State, Action], str | None]] = {
    STOP: _why_stop, MULLIGAN: _why_mulligan, KEEP: _why_mulligan, PLAY: _why_play,
    ASSIGN: _why_assign, BOOST: _why_boost, COMPLICATE: _why_complicate, USE: _why_use,
    WITHDRAW: _why_withdraw, PASS: _why_pass, INCAPACITATE: _why_incapacitate,
    DECLINE: _why_decline, REVIVE: _why_fate, SCORE: _why_fate, DESTROY: _why_fate,
    PLACE: _why_place, CONTINUE: _why_continue, END: _why_end, BOTTOM: _why_bottom,
    DISCARD: _why_discard,
}


def candidates(st: State) -> list[Action]:
    """A superset of the legal actions of the current phase (filtered by ``reason``)."""
    if st.winner is not None:
        return []
    seat, m, ph = st.actor, st.mission, st.phase
    if ph == "setup-stop":
        return [Action(STOP, c) for c in T.team(st, st.first)]
    if ph == "mulligan":
        return [Action(KEEP), Action(MULLIGAN)]
    if ph == "incapacitate":
        enemy = m.villain_ships if seat == st.hero else m.hero_ships
        return [Action(INCAPACITATE, c) for c in enemy] + [Action(DECLINE)]
    if ph == "adversary":
        return [Action(v, m.adversary) for v in (REVIVE, SCORE, DESTROY)]
    if ph == "place":
        return [Action(PLACE, -1, c) for c in place_options(st)]
    if ph == "continue":
        return [Action(CONTINUE), Action(END)]
    if ph == "order":
        return [Action(BOTTOM, c) for c in st.failed]
    if ph == "discard":
        return [Action(DISCARD, c) for c in hand_keys(st, seat)]
    # Cheap filters keep out what can never be legal (a villain card on your own turn, a boost
    # of another title); ``reason`` still decides every candidate.
    out: list[Action] = []
    defs = st.table.defs
    mine = st.seats[seat].play
    hero = seat == st.hero
    own_kinds = HERO_PLAYABLE if hero else VILLAIN_PLAYABLE
    targets = (m.heroes + m.hero_ships) if hero else \
        ([m.adversary] if m.adversary >= 0 else []) + m.villain_ships
    for c in hand_keys(st, seat):
        d = defs[c]
        if d.kind not in own_kinds:
            pass
        elif d.kind == "gear":
            out.extend(Action(PLAY, c, t) for t in mine if defs[t].kind in CHARACTER_KINDS)
        elif d.target == "obstacle-or-complication":
            out.extend(Action(PLAY, c, t) for t in first_copies(st, m.obstacles) + m.complications)
        elif d.target == "own-character":
            out.extend(Action(PLAY, c, t) for t in T.team(st, seat))
        elif d.target == "own-stopped":
            out.extend(Action(PLAY, c, t) for t in mine if st.status[t] == STOPPED)
        elif "block" in d.keywords and blockable(st):
            out.extend(Action(PLAY, c, t) for t in blockable(st))
        else:
            out.append(Action(PLAY, c))
        out.extend(Action(BOOST, c, t) for t in targets if defs[t].title == d.title)
        if not hero:
            out.append(Action(COMPLICATE, c))
    for c in mine:
        if st.status[c] == READY:
            out.append(Action(ASSIGN, c))
            if defs[c].effects:
                out.append(Action(USE, c))
        elif st.status[c] == ASSIGNED and defs[c].keywords:
            out.append(Action(WITHDRAW, c))
    out.append(Action(PASS))
    return out


def legal_actions(st: State) -> tuple[Action, ...]:
    return tuple(a for a in candidates(st) if reason(st, a) is None)
