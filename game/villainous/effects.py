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

from . import actions as A
from . import rules as R
from .actions import Action
from .realm import (
    allies,
    empty_spots,
    hero_in_realm,
    heroes,
    location_of,
    may_enter,
    obstacles_removable,
    strength,
)
from .state import Player, State


def _realm(st: State, f: dict) -> Player:
    return st.players[f["realm"]]


def _locs(p: Player, keep) -> list[Action]:
    """A location answer for every location index that ``keep`` accepts (called at once)."""
    return [Action(A.AT, -1, i) for i in range(len(p.vside)) if keep(i)]


# --- Power and cards --------------------------------------------------------


def gain_power(st, f, step, ans):
    p = _realm(st, f)
    p.power += step["amount"]
    st.log.append(("power", p.seat, step["amount"]))
    return True


def draw(st, f, step, ans):
    R._draw(st, _realm(st, f), step["count"])
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
        ans = R.ask(st, chooser, "obstacle", options, "Remove an Obstacle from which location?")
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
        ans = R.ask(st, f["ctl"], "obstacle", options, "Put an Obstacle back at which location?")
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
        ans = R.ask(st, f["ctl"], "obstacle", options, "Fill the Obstacle spots of which location?")
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
    feasible_opts = [o for o in step["options"] if R.feasible(st, p, tuple(o["steps"]), f["src"], f["ctl"])]
    if ans is None:
        if not feasible_opts:
            return True
        options = [Action(A.MODE, -1, o["key"]) for o in feasible_opts]
        ans = R.ask(st, f["ctl"], "mode", options, "Choose one")
        if ans is None:
            return False
    index = next(i for i, o in enumerate(step["options"]) if o["key"] == ans.to)
    _push_branch(st, f, step["options"][index]["steps"], index)
    return True


def _push_branch(st: State, f: dict, steps, branch) -> None:
    path = f["path"] + ((f["pc"], branch),)
    R.push_program(st, tuple(steps), f["prog"], f["src"], f["ctl"], f["realm"], path, f["x"])


def evaluate(st: State, p: Player, cond: dict) -> bool:
    if "hero_in_realm" in cond:
        return hero_in_realm(st, p, cond["hero_in_realm"])
    if "not" in cond:
        return not evaluate(st, p, cond["not"])
    if "all" in cond:
        return all(evaluate(st, p, c) for c in cond["all"])
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
        options = R.action_options(st, p, step["action"], f["ctl"])
        if not options:
            return True
        ans = R.ask(st, f["ctl"], "action", options, "Perform the action")
        if ans is None:
            return False
    R.begin_action(st, ans, f["ctl"])
    return True


# --- Heroes ----------------------------------------------------------------


def _defeatable(st: State, p: Player, max_strength: int | None) -> list[int]:
    out = []
    for h, loc in heroes(st, p):
        if max_strength is None or strength(st, p, h, loc=loc) <= max_strength:
            out.append(h)
    return out


def defeat_hero(st, f, step, ans):
    p = _realm(st, f)
    if ans is None:
        options = [Action(A.PICK, h) for h in _defeatable(st, p, step.get("max_strength"))]
        if not options:
            return True
        ans = R.ask(st, f["ctl"], "hero", options, "Choose a Hero to defeat")
        if ans is None:
            return False
    R.defeat(st, p, ans.card, f["ctl"])
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
                R.move_hero(st, p, h, ans.to, f["ctl"])
                ans = None
                if st.stack[-1] is not f:
                    return False  # the Hero's "when moved" resolves first
                continue
            ans = None
        if "h" in v:
            h = v["h"]
            here = location_of(p, h)
            options = _locs(p, lambda i, here=here, h=h: i != here and may_enter(st, p, h, i))
            ans = R.ask(st, f["ctl"], "location", options, "Move the Hero where?")
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
        ans = R.ask(st, f["ctl"], "hero", options, "Choose a Hero to move, or done")
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
            R.move_card(st, p, a, ans.to)
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
        ans = R.ask(st, f["ctl"], "location", options,
                    f"Move {st.table.defs[a].name} to which location?")
        if ans is None:
            return False


def play_from_fate_discard(st, f, step, ans):
    p = _realm(st, f)
    v = f["v"]
    defs = st.table.defs
    if ans is not None and ans.verb == A.PICK:
        v["h"] = ans.card
        ans = None
    if "h" not in v:
        seen: set[str] = set()
        options = []
        for c in p.fate_discard:
            if defs[c].type == step["type"] and defs[c].key not in seen:
                seen.add(defs[c].key)
                options.append(Action(A.PICK, c))
        if not options:
            return True
        ans = R.ask(st, f["ctl"], "hero", options, "Choose a Hero from the Fate discard pile")
        if ans is None:
            return False
        v["h"] = ans.card
        ans = None
    h = v["h"]
    if ans is None:
        options = _locs(p, lambda i: may_enter(st, p, h, i))
        if not options:
            return True
        ans = R.ask(st, f["ctl"], "location", options, f"Play {defs[h].name} where?")
        if ans is None:
            return False
    p.fate_discard.remove(h)
    R.place_hero(st, p, h, ans.to, f["ctl"])
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
                    R._to_discard(st, p, item)
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
            st.rng = R.rngmod.shuffle(st.rng, deck)
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
        here = location_of(p, f["src"])
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
                R._to_discard(st, p, c)
                st.log.append(("discarded", p.seat, c))
                return True
            ans = R.ask(st, f["ctl"], "attach", options, f"Attach {d.name} to which Hero?")
            if ans is None:
                return False
        p.limbo.remove(c)
        st.attach[c] = ans.card
        st.log.append(("attach", p.seat, c, ans.card, 0))
        return True
    # a Hero (or a free-standing card) to a location
    if ans is None:
        here = v["here"]
        if step["to"] == "this_location":
            options = _locs(p, lambda i: i == here and may_enter(st, p, c, i))
        else:
            options = _locs(p, lambda i: may_enter(st, p, c, i))
        if not options:
            p.limbo.remove(c)
            R._to_discard(st, p, c)
            return True
        ans = R.ask(st, f["ctl"], "location", options, f"Play {d.name} where?")
        if ans is None:
            return False
    p.limbo.remove(c)
    R.place_hero(st, p, c, ans.to, f["ctl"])
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
            R.reshuffle_villain(st, p)
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
            R.reshuffle_fate(st, p)
        c = p.fate_deck.pop(0)
        revealed.append(c)
        if defs[c].type == "Hero":
            hero = c
            break
    st.log.append(("reveal", p.seat, tuple(revealed)))
    others = [c for c in revealed if c != hero]
    if others:
        p.fate_deck.extend(others)
        st.rng = R.rngmod.shuffle(st.rng, p.fate_deck)
        st.log.append(("shuffle", p.seat, "fate"))
    if hero >= 0:
        loc = p.villain.location_index(step["location"])
        if may_enter(st, p, hero, loc):
            R.place_hero(st, p, hero, loc, f["ctl"])
        else:
            p.fate_discard.append(hero)
    return True


def play_other_revealed(st, f, step, ans):
    p = _realm(st, f)
    for c in f["x"]:
        if c not in p.limbo:
            continue
        if R.fate_playable(st, p, c, f["ctl"]):
            st.stack.append({"t": "play_fate", "ctl": f["ctl"], "realm": p.seat, "card": c, "x": ()})
        else:
            p.limbo.remove(c)
            p.fate_discard.append(c)
            st.log.append(("discarded", p.seat, c))
    return True


def reveal_fate_and_play(st, f, step, ans):
    p = _realm(st, f)
    cards = R.reveal_fate(st, p, step["count"])
    st.stack.append({"t": "fate_choose", "ctl": f["ctl"], "realm": p.seat, "cards": tuple(cards)})
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
}


# --- Feasibility ------------------------------------------------------------


def step_feasible(st: State, p: Player, step: dict, src: int, ctl: int) -> bool:
    verb = step["verb"]
    if verb == "remove_obstacles":
        return bool(step.get("if_able")) or obstacles_removable(st, p) > 0
    if verb in ("replace_obstacles", "refill_obstacles_at_one_location", "replace_obstacle_each_location"):
        return any(empty_spots(p))
    if verb == "choose_one":
        return any(R.feasible(st, p, tuple(o["steps"]), src, ctl) for o in step["options"])
    if verb == "if":
        branch = step["then"] if evaluate(st, p, step["condition"]) else step.get("else", ())
        return bool(branch) and R.feasible(st, p, tuple(branch), src, ctl)
    if verb == "take_action":
        return bool(R.action_options(st, p, step["action"], ctl))
    if verb == "defeat_hero":
        return bool(_defeatable(st, p, step.get("max_strength")))
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
    return True
