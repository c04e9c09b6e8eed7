"""The rules: setup, the turn, the hero's and the villain's actions, resolution, winning.

One source of legality: ``reason(st, action)`` returns why an action is illegal (or None),
and ``legal_actions`` is the candidates for which it returns None. Every decision is an
action; when resolution needs a choice, the phase names a prompt and ``st.actor`` answers.
"""

from __future__ import annotations

from collections.abc import Callable

from ...engine import rng
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
from .cards import CHARACTER_KINDS, DECKS, Effect, build_table
from .events import (
    Boosted,
    CardMoved,
    CardsDrawn,
    ComplicationPlayed,
    Effected,
    Event,
    Milled,
    MissionFlipped,
    MissionResolved,
    Passed,
    PowerChanged,
    ShipBattle,
    StateChanged,
    TurnBegan,
    Won,
)
from .state import ASSIGNED, INCAPACITATED, READY, STOPPED, Mission, Seat, State

PHASES = ("setup-stop", "mulligan", "actions", "incapacitate", "adversary", "place",
          "continue", "order", "discard", "over")
OPENING_HAND = 8
EFFECT_VERBS = ("draw", "gain", "skill", "difficulty", "mill", "destroy", "ready", "promote")


class IllegalAction(ValueError):
    """An action that is not legal now; the message says why in plain words."""


# ---------------------------------------------------------------- setup

def new_game(decks: tuple[str, ...], seed: int) -> State:
    for d in decks:
        if d not in DECKS:
            raise ValueError(f"unknown deck {d!r}; valid decks: {', '.join(DECKS)}")
    if len(decks) < 2:
        raise ValueError("the mission duel needs 2 or more players")
    table = build_table(tuple(decks))
    n = len(table.defs)
    st = State(tuple(decks), rng.seed_state(seed), [Seat() for _ in decks], [""] * n, [0] * n,
               [0] * n, [-1] * n, [False] * n)
    for seat, s in enumerate(st.seats):
        s.missions = list(table.missions[seat])
        st.rng = rng.shuffle(st.rng, s.missions)
        s.deck = list(table.draw[seat])
        st.rng = rng.shuffle(st.rng, s.deck)
        s.play = list(table.team_start[seat])
        for c in s.play:
            st.status[c] = READY
    st.first = st.hero = choose_first(st)
    for seat in range(len(decks)):
        _draw(st, seat, OPENING_HAND, [])
    st.phase = "setup-stop"
    st.actor = (st.first + 1) % len(decks)
    return st


def choose_first(st: State) -> int:
    """Higher victory total goes first; a tie is settled at random (with the state's RNG)."""
    vt = [T.victory_total(st, s) for s in range(st.players)]
    best = [s for s in range(st.players) if vt[s] == max(vt)]
    st.rng, i = rng.below(st.rng, len(best))
    return best[i]


# ---------------------------------------------------------------- helpers

def _draw(st: State, seat: int, count: int, ev: list[Event]) -> None:
    """Draw up to ``count`` cards; an empty deck does not end the game, it just gives none."""
    s = st.seats[seat]
    got = min(count, len(s.deck))
    if got:
        s.hand.extend(s.deck[:got])
        del s.deck[:got]
        ev.append(CardsDrawn(seat, got))


def _mill(st: State, seat: int, count: int, ev: list[Event]) -> None:
    s = st.seats[seat]
    if s.deck[:count]:
        ev.append(Milled(seat, tuple(s.deck[:count])))
    s.discard.extend(s.deck[:count])
    del s.deck[:count]


def _set(st: State, iid: int, state: str, ev: list[Event]) -> None:
    if st.status[iid] != state:
        st.status[iid] = state
        ev.append(StateChanged(iid, state))


def _pay(st: State, seat: int, amount: int, ev: list[Event]) -> None:
    if amount:
        st.seats[seat].power -= amount
        ev.append(PowerChanged(seat, -amount, st.seats[seat].power))


def _gain(st: State, seat: int, amount: int, ev: list[Event]) -> None:
    if amount:
        st.seats[seat].power += amount
        ev.append(PowerChanged(seat, amount, st.seats[seat].power))


def _other(st: State, seat: int) -> int:
    """The other side of the current turn (hero <-> villain)."""
    return st.villain if seat == st.hero else st.hero


def canonical_in_hand(st: State, seat: int, iid: int) -> bool:
    """Copies of one card in hand are interchangeable: actions name the lowest-numbered one."""
    key = T.card(st, iid).key
    return all(c >= iid for c in st.seats[seat].hand if T.card(st, c).key == key)


def _hand_keys(st: State, seat: int) -> list[int]:
    seen, out = set(), []
    for c in sorted(st.seats[seat].hand):
        k = T.card(st, c).key
        if k not in seen:
            seen.add(k)
            out.append(c)
    return out


def _first_copies(st: State, cards: list[int]) -> list[int]:
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


def current_player(st: State) -> int:
    return -1 if st.winner is not None else st.actor


# ---------------------------------------------------------------- legality

def reason(st: State, a: Action) -> str | None:
    """Why ``a`` is illegal now, in plain words; None when it is legal."""
    if st.winner is not None:
        return "the game is over"
    check = _CHECKS.get(a.verb)
    if check is None:
        return f"there is no action called {a.verb!r}"
    return check(st, a)


def _in_range(st: State, iid: int) -> bool:
    return 0 <= iid < len(st.status)


def _need_phase(st: State, *phases: str) -> str | None:
    if st.phase not in phases:
        return f"that is not a choice now (the game is at the {st.phase} step)"
    return None


def _why_stop(st: State, a: Action) -> str | None:
    if (r := _need_phase(st, "setup-stop")):
        return r
    if not _in_range(st, a.card) or a.card not in st.seats[st.first].play \
            or T.card(st, a.card).kind != "team":
        return "choose one of the first player's Team characters"
    return None


def _why_mulligan(st: State, a: Action) -> str | None:
    return _need_phase(st, "mulligan")


def _hero_turn_action(st: State) -> str | None:
    return _need_phase(st, "actions")


def _hand_card(st: State, a: Action) -> str | None:
    if not _in_range(st, a.card) or a.card not in st.seats[st.actor].hand:
        return "that card is not in your hand"
    if not canonical_in_hand(st, st.actor, a.card):
        return "name the first copy of that card in your hand"
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
            return f"{d.title} is already in play: use the copy to boost or as a complication"
        return f"{d.title} is a villain card: play it on your opponent's turn"
    if not hero and d.kind not in ("obstacle", "adversary", "villain-ship"):
        return f"{d.title} is a hero card: as the villain, play it only as a complication"
    if d.cost > power:
        return f"{d.title} costs {d.cost} power and you have {power}"
    if d.kind in ("support", "gear", "hero-ship", "adversary", "villain-ship") \
            and T.title_in_play(st, seat, d.title):
        return f"you already have a card titled {d.title} in play"
    if d.kind == "obstacle":
        if d.rating(T.mission_skill(st)) is None:
            return f"{d.title} has no {T.mission_skill(st).title()} rating, the mission's skill"
    return _why_target(st, a, d)


def _why_target(st: State, a: Action, d) -> str | None:
    """The target a card needs when played (gear host, event target, Block)."""
    seat, t = st.actor, a.target
    if d.kind == "gear":
        if not _in_range(st, t) or t not in st.seats[seat].play \
                or T.card(st, t).kind not in CHARACTER_KINDS:
            return "gear goes onto one of your characters in play"
        return None
    if "block" in d.keywords:
        targets = blockable(st)
        if not targets:
            return None if t == -1 else "there is no ready hero character to block"
        if t not in targets:
            return "Block needs a ready, unblocked hero character as its target"
        return None
    if d.target == "obstacle-or-complication":
        if t not in _first_copies(st, st.mission.obstacles) and t not in st.mission.complications:
            return "choose an obstacle or complication at the mission"
        return None
    if d.target == "own-character":
        if not _in_range(st, t) or t not in T.team(st, seat):
            return "choose one of your Team characters"
        if T.point_value(st, t) >= T.MAX_POINT_VALUE:
            return f"a point value cannot go above {T.MAX_POINT_VALUE}"
        return None
    if d.target == "own-stopped":
        if not _in_range(st, t) or t not in st.seats[seat].play or st.status[t] != STOPPED \
                or T.card(st, t).kind not in CHARACTER_KINDS:
            return "choose one of your stopped characters"
        return None
    return None if t == -1 else f"{d.title} takes no target"


def _why_assign(st: State, a: Action) -> str | None:
    if (r := _hero_turn_action(st)):
        return r
    seat, c = st.actor, a.card
    if not _in_range(st, c) or c not in st.seats[seat].play:
        return "you can only assign a card you have in play"
    d = T.card(st, c)
    if st.status[c] != READY:
        return f"{d.title} is {st.status[c]}, not ready"
    skill = T.mission_skill(st)
    if seat == st.hero:
        if d.kind == "hero-ship":
            blockade = [s for s in st.mission.villain_ships if "blockade" in T.card(st, s).keywords]
            if blockade:
                return f"{T.card(st, blockade[0]).title}'s Blockade keeps your ships away"
            return None
        if d.kind not in CHARACTER_KINDS:
            return f"{d.title} cannot be assigned"
        if st.blocked[c]:
            return f"{d.title} is blocked until the mission ends"
        if d.kind == "support" and d.rating(skill) is None:
            return f"a Support character needs a {skill.title()} rating to be assigned"
        return None
    if d.kind == "villain-ship":
        return None
    if d.kind != "adversary":
        return f"{d.title} cannot be assigned"
    if st.mission.adversary >= 0:
        return "you already have an adversary assigned to this mission"
    if d.rating(skill) is None:
        return f"{d.title} has no {skill.title()} rating, the mission's skill"
    return None


def _why_boost(st: State, a: Action) -> str | None:
    if (r := _hero_turn_action(st)) or (r := _hand_card(st, a)):
        return r
    m = st.mission
    targets = (m.heroes + m.hero_ships) if st.actor == st.hero else (
        ([m.adversary] if m.adversary >= 0 else []) + m.villain_ships)
    if a.target not in targets:
        return "boost one of your cards assigned to this mission"
    if T.card(st, a.card).title != T.card(st, a.target).title:
        return f"only a card titled {T.card(st, a.target).title} can boost it"
    return None


def _why_complicate(st: State, a: Action) -> str | None:
    if (r := _hero_turn_action(st)) or (r := _hand_card(st, a)):
        return r
    if st.actor != st.villain:
        return "only the villain player plays complications"
    cost = T.complication_cost(st)
    if cost > st.seats[st.actor].power:
        return f"a complication here costs {cost} power and you have {st.seats[st.actor].power}"
    return None


def _why_use(st: State, a: Action) -> str | None:
    if (r := _hero_turn_action(st)):
        return r
    c = a.card
    if not _in_range(st, c) or c not in st.seats[st.actor].play:
        return "that card is not yours in play"
    d = T.card(st, c)
    if not d.effects_when("activate"):
        return f"{d.title} has no ability to use"
    if st.status[c] != READY:
        return f"{d.title} must be ready to stop it for its ability"
    return None


def _why_withdraw(st: State, a: Action) -> str | None:
    if (r := _hero_turn_action(st)):
        return r
    c, m = a.card, st.mission
    mine = (m.heroes + m.hero_ships) if st.actor == st.hero else (
        ([m.adversary] if m.adversary >= 0 else []) + m.villain_ships)
    if c not in mine:
        return "withdraw one of your cards assigned to this mission"
    cost = T.card(st, c).withdraw_cost()
    if cost is None:
        return f"{T.card(st, c).title} has no Withdraw"
    if cost > st.seats[st.actor].power:
        return f"Withdraw costs {cost} power and you have {st.seats[st.actor].power}"
    return None


def _why_pass(st: State, a: Action) -> str | None:
    return _hero_turn_action(st)


def _why_incapacitate(st: State, a: Action) -> str | None:
    if (r := _need_phase(st, "incapacitate")):
        return r
    m = st.mission
    enemy = m.villain_ships if st.actor == st.hero else m.hero_ships
    return None if a.card in enemy else "choose an assigned enemy ship"


def _why_decline(st: State, a: Action) -> str | None:
    return _need_phase(st, "incapacitate")


def _adversary_options(st: State) -> list[str]:
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
        return "answer for the assigned adversary"
    if a.verb not in _adversary_options(st):
        if a.verb == SCORE:
            return "an adversary is scored only after a failed mission"
        return "there are not enough cards in your deck to pay the revive cost"
    return None


def place_options(st: State) -> list[int]:
    heroes = [c for c in st.mission.heroes if c in st.seats[st.hero].play]
    return heroes or [c for c in st.seats[st.hero].play if T.card(st, c).kind in CHARACTER_KINDS]


def _why_place(st: State, a: Action) -> str | None:
    if (r := _need_phase(st, "place")):
        return r
    return None if a.target in place_options(st) else "put the mission under an assigned character"


def can_continue(st: State) -> str | None:
    cost = T.continue_cost(st)
    if not st.seats[st.hero].missions:
        return "your Mission pile is empty"
    if cost > st.seats[st.hero].power:
        return f"continuing costs {cost} power and you have {st.seats[st.hero].power}"
    return None


def _why_continue(st: State, a: Action) -> str | None:
    return _need_phase(st, "continue") or can_continue(st)


def _why_end(st: State, a: Action) -> str | None:
    return _need_phase(st, "continue")


def _why_bottom(st: State, a: Action) -> str | None:
    if (r := _need_phase(st, "order")):
        return r
    return None if a.card in st.failed else "choose one of the missions failed this turn"


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
        return [Action(DISCARD, c) for c in _hand_keys(st, seat)]
    out: list[Action] = []
    hand = _hand_keys(st, seat)
    mine = st.seats[seat].play
    hero = seat == st.hero
    for c in hand:
        d = T.card(st, c)
        if d.kind == "gear":
            out.extend(Action(PLAY, c, t) for t in mine if T.card(st, t).kind in CHARACTER_KINDS)
        elif d.target == "obstacle-or-complication":
            out.extend(Action(PLAY, c, t) for t in _first_copies(st, m.obstacles) + m.complications)
        elif d.target == "own-character":
            out.extend(Action(PLAY, c, t) for t in T.team(st, seat))
        elif d.target == "own-stopped":
            out.extend(Action(PLAY, c, t) for t in mine if st.status[t] == STOPPED)
        elif "block" in d.keywords and blockable(st):
            out.extend(Action(PLAY, c, t) for t in blockable(st))
        else:
            out.append(Action(PLAY, c))
        targets = (m.heroes + m.hero_ships) if hero else \
            ([m.adversary] if m.adversary >= 0 else []) + m.villain_ships
        out.extend(Action(BOOST, c, t) for t in targets)
        if not hero:
            out.append(Action(COMPLICATE, c))
    for c in mine:
        if st.status[c] == READY:
            out.append(Action(ASSIGN, c))
            if T.card(st, c).effects:
                out.append(Action(USE, c))
        if st.status[c] == ASSIGNED and T.card(st, c).keywords:
            out.append(Action(WITHDRAW, c))
    out.append(Action(PASS))
    return out


def legal_actions(st: State) -> tuple[Action, ...]:
    return tuple(a for a in candidates(st) if reason(st, a) is None)


# ---------------------------------------------------------------- applying

def apply(st: State, a: Action) -> list[Event]:
    why = reason(st, a)
    if why is not None:
        raise IllegalAction(why)
    ev: list[Event] = []
    _APPLY[a.verb](st, a, ev)
    check_win(st, ev)
    return ev


def _do_stop(st: State, a: Action, ev: list[Event]) -> None:
    _set(st, a.card, STOPPED, ev)
    st.phase = "mulligan"
    st.queue = [(st.first + i) % st.players for i in range(st.players)]
    st.actor = st.queue[0]


def _do_mulligan(st: State, a: Action, ev: list[Event]) -> None:
    seat = st.queue.pop(0)
    s = st.seats[seat]
    if a.verb == MULLIGAN:
        s.deck.extend(s.hand)
        s.hand.clear()
        st.rng = rng.shuffle(st.rng, s.deck)
        _draw(st, seat, OPENING_HAND, ev)
        s.mulliganed = True
    if st.queue:
        st.actor = st.queue[0]
    else:
        begin_turn(st, st.first, ev)


def begin_turn(st: State, hero: int, ev: list[Event]) -> None:
    st.turn += 1
    st.hero = hero
    for c in st.seats[hero].play:
        # Incapacitated cards are readied and stopped at their owner's next turn start.
        if st.status[c] == INCAPACITATED:
            _set(st, c, STOPPED, ev)
    power = T.BASE_POWER + T.glyphs(st, hero)
    for seat, s in enumerate(st.seats):
        s.power = power if seat in (hero, st.villain) else 0
    st.failed_count = 0
    st.failed = []
    ev.append(TurnBegan(st.turn, hero, st.villain, power))
    flip_mission(st, ev)


def flip_mission(st: State, ev: list[Event]) -> None:
    s = st.seats[st.hero]
    card = s.missions.pop(0)
    st.mission = Mission(card=card)
    ev.append(MissionFlipped(st.hero, card))
    for e in T.card(st, card).effects_when("play"):
        _trigger(st, e, st.hero, card, -1, ev)
    st.phase = "actions"
    st.actor = st.hero
    st.passes = 0


def _trigger(st: State, e: Effect, who: int, source: int, target: int, ev: list[Event]) -> None:
    """A card's effect, unless it is "glyph: effect" text and ``who`` lacks that glyph."""
    if e.glyph is None or T.has_glyph(st, who, e.glyph):
        _effect(st, e.do, e.n, who, source, target, ev)


def _effect(st: State, verb: str, n: int, who: int, source: int, target: int,
            ev: list[Event]) -> None:
    """One verb of the closed effect vocabulary (EFFECT_VERBS)."""
    m = st.mission
    if verb == "draw":
        _draw(st, who, n, ev)
    elif verb == "gain":
        _gain(st, who, n, ev)
    elif verb == "skill":
        m.bonus_skill += n
    elif verb == "difficulty":
        m.bonus_difficulty += n
    elif verb == "mill":
        _mill(st, _other(st, who), n, ev)
    elif verb == "destroy":
        zone = m.obstacles if target in m.obstacles else m.complications
        zone.remove(target)
        st.seats[st.table.owner[target]].discard.append(target)
        ev.append(CardMoved(who, target, "mission", "discard"))
    elif verb == "ready":
        _set(st, target, READY, ev)
    elif verb == "promote":
        t = target if target >= 0 else source
        if T.point_value(st, t) < T.MAX_POINT_VALUE:
            st.tokens[t] += 1
    else:  # pragma: no cover - the schema admits only EFFECT_VERBS
        raise AssertionError(verb)
    ev.append(Effected(who, source, verb, n, target))


def _acted(st: State) -> None:
    """Actions alternate; any action but a pass resets the run of passes."""
    st.passes = 0
    st.actor = _other(st, st.actor)


def _do_play(st: State, a: Action, ev: list[Event]) -> None:
    seat, c = st.actor, a.card
    d = T.card(st, c)
    s = st.seats[seat]
    _pay(st, seat, d.cost, ev)
    s.hand.remove(c)
    if d.kind == "event":
        s.discard.append(c)
        ev.append(CardMoved(seat, c, "hand", "discard", a.target))
        for e in d.effects_when("play"):
            _trigger(st, e, seat, c, a.target, ev)
    elif d.kind == "obstacle":
        st.mission.obstacles.append(c)
        ev.append(CardMoved(seat, c, "hand", "mission", a.target))
        if a.target >= 0:  # Block
            st.blocked[a.target] = True
        for e in d.effects_when("play"):
            _trigger(st, e, seat, c, -1, ev)
    else:
        s.play.append(c)
        st.status[c] = READY
        if d.kind == "gear":
            st.host[c] = a.target
        elif a.target >= 0 and "block" in d.keywords:
            st.blocked[a.target] = True
        ev.append(CardMoved(seat, c, "hand", "play", a.target))
    _acted(st)


def _do_assign(st: State, a: Action, ev: list[Event]) -> None:
    c, m = a.card, st.mission
    kind = T.card(st, c).kind
    if kind == "adversary":
        m.adversary = c
    elif kind == "hero-ship":
        m.hero_ships.append(c)
    elif kind == "villain-ship":
        m.villain_ships.append(c)
    else:
        m.heroes.append(c)
    _set(st, c, ASSIGNED, ev)
    _acted(st)


def _do_boost(st: State, a: Action, ev: list[Event]) -> None:
    s = st.seats[st.actor]
    s.hand.remove(a.card)
    s.discard.append(a.card)
    st.boost[a.target] += 1
    ev.append(Boosted(st.actor, a.target, a.card))
    _acted(st)


def _do_complicate(st: State, a: Action, ev: list[Event]) -> None:
    cost = T.complication_cost(st)
    _pay(st, st.actor, cost, ev)
    st.seats[st.actor].hand.remove(a.card)
    st.mission.complications.append(a.card)
    ev.append(ComplicationPlayed(st.actor, a.card, cost))
    _acted(st)


def _do_use(st: State, a: Action, ev: list[Event]) -> None:
    _set(st, a.card, STOPPED, ev)
    for e in T.card(st, a.card).effects_when("activate"):
        _trigger(st, e, st.actor, a.card, -1, ev)
    _acted(st)


def _do_withdraw(st: State, a: Action, ev: list[Event]) -> None:
    c, m = a.card, st.mission
    _pay(st, st.actor, T.card(st, c).withdraw_cost() or 0, ev)
    for zone in (m.heroes, m.hero_ships, m.villain_ships):
        if c in zone:
            zone.remove(c)
    if m.adversary == c:
        m.adversary = -1
    st.boost[c] = 0
    # A withdrawn card stays ready but is blocked: it cannot come back to this mission.
    st.blocked[c] = True
    _set(st, c, READY, ev)
    _acted(st)


def _do_pass(st: State, a: Action, ev: list[Event]) -> None:
    ev.append(Passed(st.actor))
    st.passes += 1
    if st.passes >= 2:
        start_resolution(st, ev)
    else:
        st.actor = _other(st, st.actor)


# ---------------------------------------------------------------- resolution

def start_resolution(st: State, ev: list[Event]) -> None:
    """Two passes in a row: the ship battle first, if any ship is assigned."""
    m = st.mission
    if m.hero_ships or m.villain_ships:
        hf, vf = T.firepower(st, m.hero_ships), T.firepower(st, m.villain_ships)
        m.battle_winner = st.hero if hf > vf else st.villain if vf > hf else -1
        ev.append(ShipBattle(hf, vf, m.battle_winner))
        if m.battle_winner >= 0:
            enemy = m.villain_ships if m.battle_winner == st.hero else m.hero_ships
            if enemy:
                st.phase, st.actor = "incapacitate", m.battle_winner
                return
    _after_battle(st, ev)


def _do_incapacitate(st: State, a: Action, ev: list[Event]) -> None:
    m = st.mission
    if a.verb == INCAPACITATE:
        (m.villain_ships if a.card in m.villain_ships else m.hero_ships).remove(a.card)
        st.boost[a.card] = 0
        _set(st, a.card, INCAPACITATED, ev)
    _after_battle(st, ev)


def _after_battle(st: State, ev: list[Event]) -> None:
    m = st.mission
    if m.battle_winner >= 0:
        ships = m.hero_ships if m.battle_winner == st.hero else m.villain_ships
        for s in ships[:]:
            for e in T.card(st, s).effects_when("victory"):
                _trigger(st, e, m.battle_winner, s, -1, ev)
    skill, diff = T.hero_total(st), T.difficulty_total(st)
    m.success = skill >= diff
    ev.append(MissionResolved(m.card, skill, diff, m.success))
    when = "success" if m.success else "failure"
    # Hero's cards first (the mission and assigned cards), then the villain's.
    order = [(st.hero, m.card)] + [(st.hero, c) for c in m.heroes + m.hero_ships]
    order += [(st.villain, c) for c in ([m.adversary] if m.adversary >= 0 else [])]
    order += [(st.villain, c) for c in m.villain_ships]
    for who, c in order:
        for e in T.card(st, c).effects_when(when):
            _trigger(st, e, who, c, -1, ev)
    for c in m.heroes + m.hero_ships + m.villain_ships + ([m.adversary] if m.adversary >= 0 else []):
        if st.status[c] != INCAPACITATED:
            _set(st, c, STOPPED, ev)
    if m.adversary >= 0:
        opts = _adversary_options(st)
        if len(opts) > 1:
            st.phase, st.actor = "adversary", st.villain
            return
        _adversary_fate(st, opts[0], ev)
    _cleanup(st, ev)


def _adversary_fate(st: State, verb: str, ev: list[Event]) -> None:
    a = st.mission.adversary
    v = st.seats[st.villain]
    if verb == REVIVE:
        _mill(st, st.villain, T.card(st, a).revive, ev)  # it stays in play, stopped
    else:
        v.play.remove(a)
        st.status[a] = ""
        (v.score if verb == SCORE else v.discard).append(a)
        ev.append(CardMoved(st.villain, a, "mission", "score" if verb == SCORE else "discard"))
    st.boost[a] = 0
    st.mission.adversary = -1


def _do_fate(st: State, a: Action, ev: list[Event]) -> None:
    _adversary_fate(st, a.verb, ev)
    _cleanup(st, ev)


def _cleanup(st: State, ev: list[Event]) -> None:
    m = st.mission
    for c in m.obstacles + m.complications:
        st.seats[st.table.owner[c]].discard.append(c)
        ev.append(CardMoved(st.villain, c, "mission", "discard"))
    m.obstacles, m.complications = [], []
    for c in range(len(st.status)):
        st.boost[c] = 0
        st.blocked[c] = False
    if m.success:
        opts = place_options(st)
        if len(opts) > 1:
            st.phase, st.actor = "place", st.hero
            return
        _place(st, opts[0], ev)
    else:
        st.failed.append(m.card)
        st.failed_count += 1
    _mission_over(st, ev)


def _place(st: State, host: int, ev: list[Event]) -> None:
    card = st.mission.card
    st.seats[st.hero].completed.append(card)
    st.host[card] = host
    ev.append(CardMoved(st.hero, card, "mission", "completed", host))


def _do_place(st: State, a: Action, ev: list[Event]) -> None:
    _place(st, a.target, ev)
    _mission_over(st, ev)


def _mission_over(st: State, ev: list[Event]) -> None:
    st.mission = Mission()
    check_win(st, ev)
    if st.winner is not None:
        return
    if can_continue(st) is None:
        st.phase, st.actor = "continue", st.hero
    else:
        debrief(st, ev)


def _do_continue(st: State, a: Action, ev: list[Event]) -> None:
    if a.verb == END:
        debrief(st, ev)
        return
    cost = T.continue_cost(st)
    _pay(st, st.hero, cost, ev)
    _gain(st, st.villain, cost, ev)  # the villain gains the price of continuing
    flip_mission(st, ev)


# ---------------------------------------------------------------- debrief

def debrief(st: State, ev: list[Event]) -> None:
    for s in st.seats:
        for c in s.play:
            if st.status[c] == STOPPED:
                _set(st, c, READY, ev)
    _order_failed(st, ev)


def _order_failed(st: State, ev: list[Event]) -> None:
    if len(st.failed) > 1:
        st.phase, st.actor = "order", st.hero
        return
    st.seats[st.hero].missions.extend(st.failed)
    st.failed = []
    st.queue = [st.hero, st.villain]
    _hand_sizes(st, ev)


def _do_bottom(st: State, a: Action, ev: list[Event]) -> None:
    st.failed.remove(a.card)
    st.seats[st.hero].missions.append(a.card)
    _order_failed(st, ev)


def _hand_sizes(st: State, ev: list[Event]) -> None:
    """Both players draw or discard to 8 (the discards are their own choice)."""
    while st.queue:
        seat = st.queue[0]
        hand = st.seats[seat].hand
        if len(hand) < T.HAND_SIZE:
            _draw(st, seat, T.HAND_SIZE - len(hand), ev)
        if len(hand) > T.HAND_SIZE:
            st.phase, st.actor = "discard", seat
            return
        st.queue.pop(0)
    begin_turn(st, (st.hero + 1) % st.players, ev)


def _do_discard(st: State, a: Action, ev: list[Event]) -> None:
    s = st.seats[st.actor]
    s.hand.remove(a.card)
    s.discard.append(a.card)
    ev.append(CardMoved(st.actor, a.card, "hand", "discard"))
    _hand_sizes(st, ev)


# ---------------------------------------------------------------- winning

def win_reason(st: State, seat: int) -> str | None:
    vt = T.victory_total(st, seat)
    if T.glyphs(st, seat) >= T.GLYPHS_TO_WIN:
        return f"{T.GLYPHS_TO_WIN} glyphs"
    if T.experience(st, seat) >= vt:
        return "experience reached the victory total"
    if T.score_value(st, seat) >= vt:
        return "the villain score pile reached the victory total"
    return None


def check_win(st: State, ev: list[Event]) -> None:
    """Winning is checked at once after every step; the hero player is checked first."""
    if st.winner is not None or st.turn == 0:
        return
    for i in range(st.players):
        seat = (st.hero + i) % st.players
        how = win_reason(st, seat)
        if how:
            st.winner, st.phase, st.actor = seat, "over", -1
            ev.append(Won(seat, how))
            return


_APPLY: dict[str, Callable[[State, Action, list[Event]], None]] = {
    STOP: _do_stop, MULLIGAN: _do_mulligan, KEEP: _do_mulligan, PLAY: _do_play,
    ASSIGN: _do_assign, BOOST: _do_boost, COMPLICATE: _do_complicate, USE: _do_use,
    WITHDRAW: _do_withdraw, PASS: _do_pass, INCAPACITATE: _do_incapacitate,
    DECLINE: _do_incapacitate, REVIVE: _do_fate, SCORE: _do_fate, DESTROY: _do_fate,
    PLACE: _do_place, CONTINUE: _do_continue, END: _do_continue, BOTTOM: _do_bottom,
    DISCARD: _do_discard,
}
