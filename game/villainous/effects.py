"""One handler per effect verb of the vocabulary (see ``vocabulary.py``).

A handler has the signature ``(state, frame, step, answer) -> done``. It returns True
when the step is complete, and False when it is waiting: either it set a prompt (the
answer comes back as ``answer``) or it pushed frames that must resolve first (it is
then called again with ``answer=None``). Work in progress between calls is kept in
the frame's scratch dict ``frame["v"]``, which holds only plain values.

``step_feasible`` says whether a step can be done at all, for the rule "if you cannot
do what the card says, you cannot play it"; "may" steps and steps marked ``if_able``
are always feasible.
"""

from __future__ import annotations

from ..engine import rng as rngmod
from . import actions as A
from . import cardplay, turn, zones
from .actions import Action
from .realm import (
    allies,
    can_claim_relic,
    empty_spots,
    hero_in_realm,
    heroes,
    in_realm,
    location_of,
    may_enter,
    obstacles_removable,
    strength,
    trappable,
)
from .resolution import ask, declare_winner, feasible, push_program
from .state import Player, State


def _realm(st: State, f: dict) -> Player:
    return st.players[f["realm"]]


_WAIT = object()


def _chosen(st: State, f: dict, ans: Action | None, slot: str, candidates, kind: str, message: str):
    """The first half of a two-step choice (which card, then where): the card, kept in
    ``f["v"][slot]`` once chosen; None when there is no card to choose; ``_WAIT`` while the
    player decides."""
    v = f["v"]
    if slot not in v:
        if ans is None or ans.verb != A.PICK:
            options = [Action(A.PICK, c) for c in candidates()]
            if not options:
                return None
            ans = ask(st, f["ctl"], kind, options, message)
            if ans is None:
                return _WAIT
        v[slot] = ans.card
    return v[slot]


def _locs(p: Player, keep) -> list[Action]:
    """A location answer for every location index that ``keep`` accepts (called at once)."""
    return [Action(A.AT, -1, i) for i in range(len(p.vside)) if keep(i)]


# --- Power and cards --------------------------------------------------------


def gain_power(st, f, step, ans):
    p = _realm(st, f)
    amount = step["amount"]
    if step.get("per") == "hero_in_realm":
        amount *= sum(1 for _ in heroes(st, p))
    p.power += amount
    st.log.append(("power", p.seat, amount))
    return True


def draw(st, f, step, ans):
    zones.draw(st, _realm(st, f), step["count"])
    return True


# --- Obstacles (Gaston) -----------------------------------------------------


def remove_obstacles(st, f, step, ans):
    p = _realm(st, f)
    v = f["v"]
    chooser = p.seat if step.get("chooser") == "owner" else f["ctl"]
    count = step["count"]
    while True:
        if ans is not None:
            _take_obstacle(st, p, ans.to)
            v["n"] = v.get("n", 0) + 1
            if step.get("single_location"):
                v["loc"] = ans.to
            ans = None
            if not any(p.obstacles):
                return True
        if v.get("n", 0) >= count or not obstacles_removable(st, p):
            return True
        if "loc" in v:
            if not p.obstacles[v["loc"]]:
                return True
            ans = Action(A.AT, -1, v["loc"])
            continue
        options = _locs(p, lambda i: p.obstacles[i] > 0)
        ans = ask(st, chooser, "obstacle", options, "Remove an Obstacle from which location?")
        if ans is None:
            return False


def _take_obstacle(st: State, p: Player, loc: int) -> None:
    p.obstacles[loc] -= 1
    st.log.append(("obstacle", p.seat, loc, -1))


def remove_all_obstacles_at(st, f, step, ans):
    p = _realm(st, f)
    loc = p.villain.location_index(step["location"])
    while p.obstacles[loc] and obstacles_removable(st, p):
        _take_obstacle(st, p, loc)
    return True


def replace_obstacles(st, f, step, ans):
    p = _realm(st, f)
    v = f["v"]
    while True:
        if ans is not None:
            p.obstacles[ans.to] += 1
            st.log.append(("obstacle", p.seat, ans.to, 1))
            v["n"] = v.get("n", 0) + 1
            ans = None
        spots = empty_spots(p)
        if v.get("n", 0) >= step["count"] or not any(spots):
            return True
        options = _locs(p, lambda i, spots=spots: spots[i] > 0)
        ans = ask(st, f["ctl"], "obstacle", options, "Put an Obstacle back at which location?")
        if ans is None:
            return False


def replace_obstacle_each_location(st, f, step, ans):
    p = _realm(st, f)
    for i, free in enumerate(empty_spots(p)):
        if free:
            p.obstacles[i] += 1
            st.log.append(("obstacle", p.seat, i, 1))
    return True


def refill_obstacles_at_one_location(st, f, step, ans):
    p = _realm(st, f)
    spots = empty_spots(p)
    if ans is None:
        options = _locs(p, lambda i: spots[i] > 0)
        if not options:
            return True
        ans = ask(st, f["ctl"], "obstacle", options, "Fill the Obstacle spots of which location?")
        if ans is None:
            return False
    loc = ans.to
    for _ in range(spots[loc]):
        p.obstacles[loc] += 1
        st.log.append(("obstacle", p.seat, loc, 1))
    return True


# --- Choices and branches ---------------------------------------------------


def choose_one(st, f, step, ans):
    p = _realm(st, f)
    feasible_opts = [o for o in step["options"] if feasible(st, p, tuple(o["steps"]), f["src"], f["ctl"])]
    if ans is None:
        if not feasible_opts:
            return True
        options = [Action(A.MODE, -1, o["key"]) for o in feasible_opts]
        ans = ask(st, f["ctl"], "mode", options, "Choose one")
        if ans is None:
            return False
    index = next(i for i, o in enumerate(step["options"]) if o["key"] == ans.to)
    _push_branch(st, f, step["options"][index]["steps"], index)
    return True


def _push_branch(st: State, f: dict, steps, branch) -> None:
    path = f["path"] + ((f["pc"], branch),)
    push_program(st, tuple(steps), f["prog"], f["src"], f["ctl"], f["realm"], path, f["x"])


_RELIC_SIDES = {"unclaimed": 0, "cauldron": 1, "power": 2}


def evaluate(st: State, p: Player, cond: dict) -> bool:
    if "hero_in_realm" in cond:
        return hero_in_realm(st, p, cond["hero_in_realm"])
    if "card_at" in cond:
        where = p.villain.location_index(cond["card_at"]["location"])
        keys = cond["card_at"]["cards"]
        return any(loc == where for _, loc in in_realm(st, p, keys))
    if "card_in_realm" in cond:
        return bool(in_realm(st, p, cond["card_in_realm"]))
    if "relic" in cond:
        return p.relic == _RELIC_SIDES[cond["relic"]]
    if "not" in cond:
        return not evaluate(st, p, cond["not"])
    if "all" in cond:
        return all(evaluate(st, p, c) for c in cond["all"])
    if "any" in cond:
        return any(evaluate(st, p, c) for c in cond["any"])
    raise ValueError(cond)


def if_(st, f, step, ans):
    p = _realm(st, f)
    if evaluate(st, p, step["condition"]):
        _push_branch(st, f, step["then"], "then")
    elif step.get("else"):
        _push_branch(st, f, step["else"], "else")
    return True


def take_action(st, f, step, ans):
    p = _realm(st, f)
    if ans is None:
        options = turn.action_options(st, p, step["action"], f["ctl"])
        if not options:
            return True
        ans = ask(st, f["ctl"], "action", options, "Perform the action")
        if ans is None:
            return False
    turn.begin_action(st, ans, f["ctl"])
    return True


# --- Heroes ----------------------------------------------------------------


def _defeatable(st: State, p: Player, step: dict) -> list[int]:
    max_strength = step.get("max_strength")
    keys = step.get("cards")
    defs = st.table.defs
    out = []
    for h, loc in heroes(st, p):
        if keys is not None and defs[h].key not in keys:
            continue
        if max_strength is None or strength(st, p, h, loc=loc) <= max_strength:
            out.append(h)
    return out


def defeat_hero(st, f, step, ans):
    p = _realm(st, f)
    if step.get("all"):  # Midnight: every Hero, no choice to make
        for h in _defeatable(st, p, step):
            cardplay.defeat(st, p, h, f["ctl"])
        return True
    if ans is None:
        options = [Action(A.PICK, h) for h in _defeatable(st, p, step)]
        if not options:
            return True
        ans = ask(st, f["ctl"], "hero", options, "Choose a Hero to defeat")
        if ans is None:
            return False
    cardplay.defeat(st, p, ans.card, f["ctl"])
    return True


def move_heroes(st, f, step, ans):
    """Move one Hero (or any number) to another location; optional when it says "may"."""
    p = _realm(st, f)
    v = f["v"]
    count = step["count"]
    while True:
        moved = v.get("moved", ())
        if ans is not None:
            if ans.verb == A.DONE:
                return True
            if ans.verb == A.PICK:
                v["h"] = ans.card
            else:  # A.AT
                h = v.pop("h")
                v["moved"] = moved + (h,)
                cardplay.move_hero(st, p, h, ans.to, f["ctl"])
                ans = None
                if st.stack[-1] is not f:
                    return False  # the Hero's "when moved" resolves first
                continue
            ans = None
        if "h" in v:
            h = v["h"]
            here = location_of(p, h)
            options = _locs(p, lambda i, here=here, h=h: i != here and may_enter(st, p, h, i))
            ans = ask(st, f["ctl"], "location", options, "Move the Hero where?")
            if ans is None:
                return False
            continue
        if count != "any" and len(moved) >= count:
            return True
        options = [
            Action(A.PICK, h)
            for h, loc in heroes(st, p)
            if h not in moved and not p.locked[loc]
            and any(i != loc and may_enter(st, p, h, i) for i in range(len(p.fside)))
        ]
        if not options:
            return True
        if step.get("optional"):
            options.append(A.DONE_ACTION)
        ans = ask(st, f["ctl"], "hero", options, "Choose a Hero to move, or done")
        if ans is None:
            return False


def move_allies_out(st, f, step, ans):
    """Every Ally at this card's location moves to another location (Beast)."""
    p = _realm(st, f)
    here = location_of(p, f["src"])
    if here < 0:
        return True
    v = f["v"]
    while True:
        if ans is not None:
            a = v.pop("a")
            cardplay.move_card(st, p, a, ans.to)
            ans = None
        stuck = v.get("stuck", ())
        waiting = [a for a, loc in allies(st, p) if loc == here and a not in stuck]
        if not waiting:
            return True
        a = waiting[0]
        options = _locs(p, lambda i, a=a: i != here and may_enter(st, p, a, i))
        if not options:
            v["stuck"] = stuck + (a,)
            continue
        v["a"] = a
        ans = ask(st, f["ctl"], "location", options,
                    f"Move {st.table.defs[a].name} to which location?")
        if ans is None:
            return False


def play_from_fate_discard(st, f, step, ans):
    p = _realm(st, f)
    defs = st.table.defs
    h = _chosen(st, f, ans, "h",
                lambda: zones.distinct_cards(st, [c for c in p.fate_discard if defs[c].type == step["type"]]),
                "hero", "Choose a Hero from the Fate discard pile")
    if h is None:
        return True
    if h is _WAIT:
        return False
    if ans is None or ans.verb != A.AT:
        options = _locs(p, lambda i: may_enter(st, p, h, i))
        if not options:
            return True
        ans = ask(st, f["ctl"], "location", options, f"Play {defs[h].name} where?")
        if ans is None:
            return False
    p.fate_discard.remove(h)
    cardplay.place_hero(st, p, h, ans.to, f["ctl"])
    return True


def find_card(st: State, p: Player, key: str) -> int:
    """Find a card by key: in the Realm, else the discard pile, else the deck (reshuffled).

    Returns its iid (now out of every zone) or -1 if it is nowhere to be found.
    """
    defs = st.table.defs
    for z in p.vside + p.fside:
        for c in z:
            if defs[c].key == key:
                for item in [i for i, h in st.attach.items() if h == c]:
                    del st.attach[item]
                    zones.to_discard(st, p, item)
                z.remove(c)
                st.trapped.pop(c, None)
                return c
    for item in list(st.attach):
        if defs[item].key == key and st.table.owner[item] == p.seat:
            del st.attach[item]
            return item
    fate = None
    for c in p.villain.villain_deck + p.villain.fate_deck:
        if c.key == key:
            fate = c.deck == "fate"
    pile, deck = (p.fate_discard, p.fate_deck) if fate else (p.discard, p.deck)
    for c in pile:
        if defs[c].key == key:
            pile.remove(c)
            return c
    for c in deck:
        if defs[c].key == key:
            deck.remove(c)
            st.rng = rngmod.shuffle(st.rng, deck)
            st.log.append(("shuffle", p.seat, "fate" if fate else "villain"))
            return c
    return -1


def findable(st: State, p: Player, key: str) -> bool:
    defs = st.table.defs
    for z in p.vside + p.fside + [p.discard, p.deck, p.fate_discard, p.fate_deck]:
        for c in z:
            if defs[c].key == key:
                return True
    return any(defs[i].key == key and st.table.owner[i] == p.seat for i in st.attach)


def find_and_play(st, f, step, ans):
    p = _realm(st, f)
    v = f["v"]
    defs = st.table.defs
    if "c" not in v:
        if step.get("unless_in_play") and in_realm(st, p, (step["card"],)):
            return True
        here = location_of(p, f["src"]) if f["src"] >= 0 else -1
        c = find_card(st, p, step["card"])
        if c < 0:
            return True
        st.log.append(("found", p.seat, c))
        p.limbo.append(c)
        v["c"] = c
        v["here"] = here
    c = v["c"]
    d = defs[c]
    if d.type == "Item" and d.attach == "Hero":
        if ans is None:
            here = v["here"]
            options = [
                Action(A.ON, h) for h, loc in heroes(st, p)
                if (step["to"] != "this_location" or loc == here) and not p.locked[loc]
            ]
            if not options:
                p.limbo.remove(c)
                zones.to_discard(st, p, c)
                st.log.append(("discarded", p.seat, c))
                return True
            ans = ask(st, f["ctl"], "attach", options, f"Attach {d.name} to which Hero?")
            if ans is None:
                return False
        p.limbo.remove(c)
        st.attach[c] = ans.card
        st.log.append(("attach", p.seat, c, ans.card, 0))
        return True
    # a Hero (or a free-standing card) to a location
    if ans is None and d.fixed_location is not None:  # Glass Slippers, The Prince
        ans = Action(A.AT, -1, p.villain.location_index(d.fixed_location))
        if p.locked[ans.to] and not d.played_when_revealed:
            p.limbo.remove(c)
            zones.to_discard(st, p, c)
            return True
    if ans is None and d.replaces is not None:  # found Ball Gown Cinderella replaces Cinderella
        olds = in_realm(st, p, (d.replaces,))
        if olds:
            zones.discard_from_realm(st, p, olds[0][0])
            st.log.append(("discarded", p.seat, olds[0][0]))
            ans = Action(A.AT, -1, olds[0][1])
    if ans is None:
        here = v["here"]
        if step["to"] == "this_location":
            options = _locs(p, lambda i: i == here and may_enter(st, p, c, i))
        else:
            options = _locs(p, lambda i: may_enter(st, p, c, i))
        if not options:
            p.limbo.remove(c)
            zones.to_discard(st, p, c)
            return True
        ans = ask(st, f["ctl"], "location", options, f"Play {d.name} where?")
        if ans is None:
            return False
    p.limbo.remove(c)
    cardplay.place_hero(st, p, c, ans.to, f["ctl"])
    return True


# --- Revealing --------------------------------------------------------------


def reveal_villain_until(st, f, step, ans):
    p = _realm(st, f)
    defs = st.table.defs
    want = step["type"]
    revealed = []
    found = -1
    while True:
        if not p.deck:
            if not p.discard:
                break
            zones.reshuffle_villain(st, p)
        c = p.deck.pop(0)
        revealed.append(c)
        if defs[c].type == want:
            found = c
            break
    st.log.append(("reveal", p.seat, tuple(revealed)))
    for c in revealed:
        if c == found:
            p.hand.append(c)
            st.log.append(("to_hand", p.seat, c))
        else:
            p.discard.append(c)
    return True


def reveal_fate_until_hero_play_at(st, f, step, ans):
    p = _realm(st, f)
    defs = st.table.defs
    revealed = []
    hero = -1
    while True:
        if not p.fate_deck:
            if not p.fate_discard:
                break
            zones.reshuffle_fate(st, p)
        c = p.fate_deck.pop(0)
        revealed.append(c)
        if defs[c].type == "Hero":
            hero = c
            break
    st.log.append(("reveal", p.seat, tuple(revealed)))
    others = [c for c in revealed if c != hero]
    if others:
        p.fate_deck.extend(others)
        st.rng = rngmod.shuffle(st.rng, p.fate_deck)
        st.log.append(("shuffle", p.seat, "fate"))
    if hero >= 0:
        loc = p.villain.location_index(step["location"])
        if may_enter(st, p, hero, loc):
            cardplay.place_hero(st, p, hero, loc, f["ctl"])
        else:
            p.fate_discard.append(hero)
    return True


def play_other_revealed(st, f, step, ans):
    p = _realm(st, f)
    for c in f["x"]:
        if c not in p.limbo:
            continue
        if cardplay.fate_playable(st, p, c, f["ctl"]):
            st.stack.append({"t": "play_fate", "ctl": f["ctl"], "realm": p.seat, "card": c, "x": ()})
        else:
            zones.discard_revealed(st, p, c)
    return True


def reveal_fate_and_play(st, f, step, ans):
    p = _realm(st, f)
    cards = zones.reveal_fate(st, p, step["count"])
    if step.get("all"):  # Gurgi's Happy Day: every revealed card is played (in reverse on the stack)
        for c in reversed(cards):
            st.stack.append({"t": "play_fate_if_able", "ctl": f["ctl"], "realm": p.seat, "card": c, "x": ()})
        return True
    st.stack.append({"t": "fate_choose", "ctl": f["ctl"], "realm": p.seat, "cards": tuple(cards)})
    return True


# --- Lady Tremaine ------------------------------------------------------------


def _trap(st: State, p: Player, h: int) -> None:
    st.trapped[h] = 1
    st.log.append(("trapped", p.seat, h))


def trap_hero(st, f, step, ans):
    p = _realm(st, f)
    if ans is None:
        loc = location_of(p, f["src"]) if step.get("at") == "this_location" else None
        if loc is not None and loc < 0:
            return True
        options = [Action(A.PICK, h) for h in trappable(st, p, loc)]
        if not options:
            return True
        ans = ask(st, f["ctl"], "hero", options, "Put a Trapped token on which Hero?")
        if ans is None:
            return False
    _trap(st, p, ans.card)
    return True


def _movable_heroes(st: State, p: Player, key: str | None) -> list[int]:
    defs = st.table.defs
    return [h for h, loc in heroes(st, p) if not p.locked[loc] and (key is None or defs[h].key == key)]


def move_hero_to(st, f, step, ans):
    """The Key: move a Hero (a named one, or any) to a location, and Trap it."""
    p = _realm(st, f)
    dest = p.villain.location_index(step["location"])
    if ans is None:
        options = [Action(A.PICK, h) for h in _movable_heroes(st, p, step.get("card"))]
        if not options:
            return True
        ans = ask(st, f["ctl"], "hero", options, "Choose the Hero")
        if ans is None:
            return False
    h = ans.card
    if step.get("trap") and h not in st.trapped and h in trappable(st, p):
        _trap(st, p, h)
    if location_of(p, h) != dest and may_enter(st, p, h, dest):
        cardplay.move_hero(st, p, h, dest, f["ctl"])
    return True


def unlock(st, f, step, ans):
    p = _realm(st, f)
    loc = p.villain.location_index(step["location"])
    if p.locked[loc]:
        p.locked[loc] = False
        st.log.append(("unlock", p.seat, loc))
    return True


def look_at_fate(st, f, step, ans):
    """Look at the top Fate cards privately: discard one (Invitation) or reorder them."""
    p = _realm(st, f)
    v = f["v"]
    n = min(step["count"], len(p.fate_deck))
    if n == 0:
        return True
    top = p.fate_deck[:n]
    # from now on the owner knows these cards (its observation shows them, bots keep them)
    p.fate_known = max(p.fate_known, n)
    if step["then"] == "discard_one":
        if ans is None:
            ans = ask(st, f["ctl"], "look", [Action(A.PICK, c) for c in top], "Discard which card?")
            if ans is None:
                return False
        p.fate_deck.remove(ans.card)
        p.fate_discard.append(ans.card)
        st.log.append(("discarded", p.seat, ans.card))
        p.fate_known -= 1
        return True
    order = v.get("order", ())
    while True:
        if ans is not None:
            order = order + (ans.card,)
            v["order"] = order
            ans = None
        rest = [c for c in top if c not in order]
        if len(rest) <= 1:
            new_top = list(order) + rest
            p.fate_deck[:n] = new_top
            p.fate_known = max(p.fate_known, n)
            st.log.append(("reorder", p.seat, n))
            return True
        ans = ask(st, f["ctl"], "order", [Action(A.PICK, c) for c in rest],
                    f"Which card goes {'on top' if not order else 'next'}?")
        if ans is None:
            return False


def shuffle_discard_into_deck(st, f, step, ans):
    p = _realm(st, f)
    if step["deck"] == "villain":
        if p.discard:
            zones.reshuffle_villain(st, p)
    elif p.fate_discard:
        zones.reshuffle_fate(st, p)
    else:
        st.rng = rngmod.shuffle(st.rng, p.fate_deck)
        p.fate_known = 0
    return True


def win(st, f, step, ans):
    p = _realm(st, f)
    if evaluate(st, p, step["condition"]):
        declare_winner(st, p.seat)
    return True


def discard_from_realm(st, f, step, ans):
    p = _realm(st, f)
    if ans is None:
        seen: set[str] = set()
        options = []
        for c, _ in in_realm(st, p, step["cards"]):
            if st.table.defs[c].key not in seen or step["cards"] == ["cauldron-born"]:
                seen.add(st.table.defs[c].key)
                options.append(Action(A.PICK, c))
        if not options:
            return True
        ans = ask(st, f["ctl"], "discard", options, "Discard which card?")
        if ans is None:
            return False
    zones.discard_from_realm(st, p, ans.card)
    st.log.append(("discarded", p.seat, ans.card))
    return True


def _items(st: State, p: Player) -> list[int]:
    """Items Jaq can discard: the villain's Items and any attached Item (not Glass Slippers)."""
    defs = st.table.defs
    out = [c for z in p.vside for c in z if defs[c].type == "Item"]
    out += [i for i in st.attach if st.table.owner[i] == p.seat]
    return out


def discard_item(st, f, step, ans):
    p = _realm(st, f)
    if ans is None:
        options = [Action(A.PICK, c) for c in _items(st, p)]
        if not options:
            return True
        ans = ask(st, f["ctl"], "discard", options, "Discard which Item?")
        if ans is None:
            return False
    c = ans.card
    if c in st.attach:
        del st.attach[c]
        zones.to_discard(st, p, c)
    else:
        zones.discard_from_realm(st, p, c)
    st.log.append(("discarded", p.seat, c))
    return True


def _movable_allies(st: State, p: Player) -> list[int]:
    """Allies that could move to some other location (Sweet Nightingale)."""
    return [
        a for a, loc in allies(st, p)
        if not p.locked[loc] and any(i != loc and may_enter(st, p, a, i) for i in range(len(p.vside)))
    ]


def move_ally_anywhere(st, f, step, ans):
    """Sweet Nightingale: move an Ally to any other location."""
    p = _realm(st, f)
    a = _chosen(st, f, ans, "a", lambda: _movable_allies(st, p), "ally", "Move which Ally?")
    if a is None:
        return True
    if a is _WAIT:
        return False
    if ans is None or ans.verb != A.AT:
        here = location_of(p, a)
        options = _locs(p, lambda i: i != here and may_enter(st, p, a, i))
        ans = ask(st, f["ctl"], "location", options, f"Move {st.table.defs[a].name} where?")
        if ans is None:
            return False
    cardplay.move_card(st, p, a, ans.to)
    return True


def bring_here(st, f, step, ans):
    """Bruno: Lucifer moves to Bruno's location."""
    p = _realm(st, f)
    here = location_of(p, f["src"])
    for c, loc in in_realm(st, p, (step["card"],)):
        if here >= 0 and loc != here and not p.locked[loc] and may_enter(st, p, c, here):
            cardplay.move_card(st, p, c, here)
    return True


def release_and_move_hero(st, f, step, ans):
    """Bibbidi-Bobbidi-Boo: take a Trapped token off a Hero, then move that Hero."""
    p = _realm(st, f)
    fresh = "h" not in f["v"]
    h = _chosen(st, f, ans, "h", lambda: [h for h, _ in heroes(st, p) if h in st.trapped],
                "hero", "Free which Trapped Hero?")
    if h is None:
        return True
    if h is _WAIT:
        return False
    if fresh:
        del st.trapped[h]
        st.log.append(("released", p.seat, h))
    here = location_of(p, h)
    if ans is None or ans.verb != A.AT:
        if p.locked[here]:
            return True
        options = _locs(p, lambda i: i != here and may_enter(st, p, h, i))
        if not options:
            return True
        ans = ask(st, f["ctl"], "location", options, "Move the Hero where?")
        if ans is None:
            return False
    cardplay.move_hero(st, p, h, ans.to, f["ctl"])
    return True


def discard_any_from_hand(st, f, step, ans):
    p = _realm(st, f)
    while True:
        if ans is not None:
            if ans.verb == A.DONE:
                return True
            p.hand.remove(ans.card)
            p.discard.append(ans.card)
            st.log.append(("discard", p.seat, ans.card))
            ans = None
        if not p.hand:
            return True
        options = [Action(A.DISCARD_CARD, c) for c in zones.distinct_cards(st, p.hand)]
        options.append(A.DONE_ACTION)
        ans = ask(st, f["ctl"], "discard", options, "Discard any cards, then choose done")
        if ans is None:
            return False


def draw_up_to(st, f, step, ans):
    p = _realm(st, f)
    if len(p.hand) < step["count"]:
        zones.draw(st, p, step["count"] - len(p.hand))
    return True


def take_over_fate(st, f, step, ans):
    """Vicious Practical Jokes: the target now decides the Fate action under way."""
    seat = f["ctl"]
    for frame in reversed(st.stack):
        if frame["t"] == "fate_choose" and frame["realm"] == seat:
            frame["ctl"] = seat
            break
    return True


# --- Horned King ---------------------------------------------------------------


def claim_relic(st, f, step, ans):
    p = _realm(st, f)
    if can_claim_relic(st, p):
        p.relic = 1
        st.log.append(("claim", p.seat))
    return True


def flip_relic(st, f, step, ans):
    p = _realm(st, f)
    side = 2 if step["to"] == "power" else 1
    if p.relic > 0 and p.relic != side:
        p.relic = side
        st.log.append(("relic", p.seat, side))
    return True


def pay_power(st, f, step, ans):
    p = _realm(st, f)
    p.power -= step["amount"]
    st.log.append(("pay", p.seat, step["amount"]))
    return True


def discard_hand(st, f, step, ans):
    p = _realm(st, f)
    for c in list(p.hand):
        p.hand.remove(c)
        p.discard.append(c)
        st.log.append(("discard", p.seat, c))
    return True


def move_all_allies_here(st, f, step, ans):
    """Fflewddur Fflam: every Ally moves to his location."""
    p = _realm(st, f)
    here = location_of(p, f["src"])
    if here < 0:
        return True
    for a, loc in list(allies(st, p)):
        if loc != here and not p.locked[loc] and may_enter(st, p, a, here):
            cardplay.move_card(st, p, a, here)
    return True


def shuffle_self_into_fate_deck(st, f, step, ans):
    """Gurgi: when defeated, back into the Fate deck instead of the discard pile."""
    p = _realm(st, f)
    c = f["src"]
    if c in p.fate_discard:
        p.fate_discard.remove(c)
        p.fate_deck.append(c)
        st.rng = rngmod.shuffle(st.rng, p.fate_deck)
        p.fate_known = 0
        st.log.append(("shuffle", p.seat, "fate"))
    return True


def play_from_hand_free(st, f, step, ans):
    """Only Moments Away From Victory: play an Item from hand without paying its Cost."""
    p = _realm(st, f)
    if ans is None:
        options = turn.play_options(st, p, free=True, only=step["type"])
        if not options:
            return True
        ans = ask(st, f["ctl"], "play", options, "Play which card, and where?")
        if ans is None:
            return False
    cardplay.play_villain_card(st, p, ans, free=True)
    return True


VERB_HANDLERS = {
    "gain_power": gain_power,
    "draw": draw,
    "remove_obstacles": remove_obstacles,
    "remove_all_obstacles_at": remove_all_obstacles_at,
    "replace_obstacles": replace_obstacles,
    "replace_obstacle_each_location": replace_obstacle_each_location,
    "refill_obstacles_at_one_location": refill_obstacles_at_one_location,
    "choose_one": choose_one,
    "if": if_,
    "take_action": take_action,
    "defeat_hero": defeat_hero,
    "reveal_villain_until": reveal_villain_until,
    "reveal_fate_until_hero_play_at": reveal_fate_until_hero_play_at,
    "play_from_fate_discard": play_from_fate_discard,
    "find_and_play": find_and_play,
    "move_allies_out": move_allies_out,
    "move_heroes": move_heroes,
    "play_other_revealed": play_other_revealed,
    "reveal_fate_and_play": reveal_fate_and_play,
    "trap_hero": trap_hero,
    "move_hero_to": move_hero_to,
    "unlock": unlock,
    "look_at_fate": look_at_fate,
    "shuffle_discard_into_deck": shuffle_discard_into_deck,
    "win": win,
    "discard_from_realm": discard_from_realm,
    "discard_item": discard_item,
    "move_ally_anywhere": move_ally_anywhere,
    "bring_here": bring_here,
    "release_and_move_hero": release_and_move_hero,
    "discard_any_from_hand": discard_any_from_hand,
    "draw_up_to": draw_up_to,
    "take_over_fate": take_over_fate,
    "claim_relic": claim_relic,
    "flip_relic": flip_relic,
    "pay_power": pay_power,
    "discard_hand": discard_hand,
    "move_all_allies_here": move_all_allies_here,
    "shuffle_self_into_fate_deck": shuffle_self_into_fate_deck,
    "play_from_hand_free": play_from_hand_free,
}


# --- Feasibility ------------------------------------------------------------


def step_feasible(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    verb = step["verb"]
    if verb == "remove_obstacles":
        return bool(step.get("if_able")) or obstacles_removable(st, p) > 0
    if verb in ("replace_obstacles", "refill_obstacles_at_one_location", "replace_obstacle_each_location"):
        return any(empty_spots(p))
    if verb == "choose_one":
        return any(feasible(st, p, tuple(o["steps"]), src, ctl) for o in step["options"])
    if verb == "if":
        branch = step["then"] if evaluate(st, p, step["condition"]) else step.get("else", ())
        return bool(branch) and feasible(st, p, tuple(branch), src, ctl)
    if verb == "take_action":
        return bool(turn.action_options(st, p, step["action"], ctl))
    if verb == "defeat_hero":
        return bool(_defeatable(st, p, step))
    if verb == "reveal_villain_until":
        defs = st.table.defs
        return any(defs[c].type == step["type"] for c in p.deck + p.discard)
    if verb == "reveal_fate_until_hero_play_at":
        defs = st.table.defs
        return any(defs[c].type == "Hero" for c in p.fate_deck + p.fate_discard)
    if verb == "play_from_fate_discard":
        defs = st.table.defs
        return any(defs[c].type == step["type"] for c in p.fate_discard)
    if verb == "find_and_play":
        return findable(st, p, step["card"])
    if verb == "trap_hero":
        if step.get("at") == "this_location":
            return True  # a "when played" ability: Lucifer can be played anyway
        return bool(trappable(st, p))
    if verb == "move_hero_to":
        return bool(_movable_heroes(st, p, step.get("card")))
    if verb == "look_at_fate":
        return bool(p.fate_deck)
    if verb == "win":
        return evaluate(st, p, step["condition"])
    if verb == "discard_from_realm":
        return bool(in_realm(st, p, step["cards"]))
    if verb == "discard_item":
        return bool(_items(st, p))
    if verb == "move_ally_anywhere":
        return bool(_movable_allies(st, p))
    if verb == "release_and_move_hero":
        return any(h in st.trapped for h, _ in heroes(st, p))
    if verb == "claim_relic":
        return bool(step.get("if_able")) or can_claim_relic(st, p)
    if verb == "flip_relic":
        return p.relic == (1 if step["to"] == "power" else 2)
    if verb == "pay_power":
        return p.power >= step["amount"]
    if verb == "play_from_hand_free":
        return bool(turn.play_options(st, p, free=True, only=step["type"]))
    return True
