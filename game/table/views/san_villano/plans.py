"""What the pieces on the table may do now: the legal actions of the engine, grouped by the
piece a person drags (an agent, a card of a row, one of their characters) and the target it
is dropped on (a location, their organization, a Villain); and a refused drop's reason.

A drop may stand for two answers: dropping a Hero of the row on your organization while the
location's Recruit icon is still unused means "use the Recruit icon, then recruit it".

An agent placed or moved where none of the location's icons can do anything ends the action
with nothing done (the rules allow it: a location may be taken only to block it). Such a
drop is refused with the reason in the engine's words (``idle_reason``), and the bar and its
keys do not offer it: "What can I do?" (H) lists it, saying so, for whoever means it.
"""

from __future__ import annotations

from game.games.san_villano import events as E
from game.games.san_villano import rules
from game.games.san_villano.actions import Action
from game.games.san_villano.board import content
from game.games.san_villano.legal import icon_problem
from game.games.san_villano.state import State
from game.games.san_villano.words import describe as describe_action
from game.games.san_villano.words import name

from ...i18n import _, tr

#: the icon whose answer follows, for a drop that needs the icon first
ICON_FOR = {"recruit": "recruit", "track": "track", "confront": "confront"}


def agent_index(name: str) -> int:
    return int(name[1:]) - 1


def drop_for(seat: int, a: Action):
    """(piece, target) of a one-action drop, or None when the action is not a drop."""
    if a.verb in ("allocate", "move") and a.a[:1] == "a":
        return ("agent", seat, agent_index(a.a)), ("loc", a.b)
    if a.verb in ("recruit", "track"):
        return ("card", a.a), ("org", seat)
    if a.verb == "confront":
        return ("char", a.a), ("villain", a.b)
    return None


def idle_reason(st: State, plan: tuple, legal: tuple | None = None) -> str | None:
    """Why placing or moving an agent by ``plan`` would do nothing at its location (the
    action would end at once, none of its icons able to act), in the engine's words
    (``legal.icon_problem``); None when it does something, or is no such plan. ``legal``:
    the position's legal actions, when the caller has them."""
    if len(plan) != 1 or plan[0].verb not in ("allocate", "move"):
        return None
    a = plan[0]
    if a not in (rules.legal_actions(st) if legal is None else legal):
        return None  # not a move at all: ``refusal`` says why
    seat = rules.current_player(st)
    after = st.clone()
    events = rules.apply(after, a)
    if rules.current_player(after) == seat or any(isinstance(e, (E.Activated, E.FireRevealed)) for e in events):
        return None
    loc = content().location[a.b]
    frame = {"agent": agent_index(a.a), "no_move": False, "copied": False}
    why = next((p for p in (icon_problem(st, seat, frame, icon) for icon in loc.icons) if p), None)
    place = tr(name(a.b))
    if why is None:
        return _("Nothing to do at {location} now").format(location=place)
    return _("Nothing to do at {location}: {reason}").format(location=place, reason=tr(why))


def drops(st: State) -> dict:
    """{piece: {target: [plan, ...]}} for the deciding seat (not a move that would do
    nothing: ``idle_reason``)."""
    out: dict = {}
    if st.phase == "over":
        return out
    seat = rules.current_player(st)

    def add(pair, plan) -> None:
        piece, target = pair
        out.setdefault(piece, {}).setdefault(target, []).append(plan)

    legal = rules.legal_actions(st)
    for a in legal:
        pair = drop_for(seat, a)
        if pair is not None:
            if idle_reason(st, (a,), legal) is None:
                add(pair, (a,))
        elif a.verb == "do" and a.a in ICON_FOR:
            after = st.clone()
            rules.apply(after, a)
            if rules.current_player(after) != seat:
                continue
            for b in rules.legal_actions(after):
                if b.verb == ICON_FOR[a.a]:
                    pair = drop_for(seat, b)
                    if pair is not None:
                        add(pair, (a, b))
    return out


def clicks(st: State, target) -> list[tuple]:
    """The plans a click on ``target`` stands for: actions that name that place or card (not
    an agent sent where it would do nothing: ``idle_reason``)."""
    if st.phase == "over":
        return []
    kind = target[0]
    out = []
    for a in rules.legal_actions(st):
        if kind == "loc" and a.verb in ("guard", "place-fire", "copy", "extinguish") and a.a == target[1]:
            out.append((a,))
        elif kind == "loc" and a.verb in ("allocate", "move") and a.b == target[1] and idle_reason(st, (a,)) is None:
            out.append((a,))
        elif kind == "cell" and a.verb == "reveal" and a.a == target[1]:
            out.append((a,))
        elif kind in ("card", "villain", "char") and a.a == target[1] and a.verb not in ("allocate", "move"):
            out.append((a,))
        elif kind == "villain" and a.verb in ("confront",) and a.b == target[1]:
            out.append((a,))
    return out


def plan_label(st: State, plan: tuple) -> str:
    """A plan in words: its last action (the one the person meant); one that would do
    nothing says so."""
    words = tr(describe_action(st, plan[-1]))
    idle = idle_reason(st, plan)
    return words if idle is None else _("{move} (does nothing: {reason})").format(move=words, reason=idle)


def refusal(st: State, piece, targets: list) -> str:
    """Why a drop matched no legal action, in the engine's words where it has them."""
    c = content()
    if st.phase == "over":
        return _("The game is over")
    seat = rules.current_player(st)
    where = next((t for t in targets if t[0] == "loc"), None)
    if piece[0] == "agent":
        if where is None:
            return _("Drop the agent on a location of a revealed City card")
        agent = f"a{piece[2] + 1}"
        verb = "allocate" if st.orgs[seat].agents[piece[2]] == "home" else "move"
        idle = idle_reason(st, (Action(verb, agent, where[1]),))
        if idle is not None:
            return _("{reason}. To put the agent there anyway, choose it in What can I do? (H)").format(reason=idle)
        why = rules.why_not(st, Action(verb, agent, where[1]))
        why = tr(why) if why else _("Not now: finish the action under way first")
        return why[:1].upper() + why[1:]
    if piece[0] == "card":
        key = piece[1]
        if key in c.villain:
            return _("To track {card}, drop it on your organization while a Track icon is yours to use").format(
                card=tr(name(key)))
        return _("To recruit {card}, drop it on your organization while a Recruit icon is yours to use").format(
            card=tr(name(key)))
    if piece[0] == "char":
        if not any(t[0] == "villain" for t in targets):
            return _("Drop {card} on a Villain you track to confront it").format(card=tr(name(piece[1])))
        return _("To confront, use a Confront icon with a prepared Hero on a Villain carrying your Tracking token")
    return _("That cannot go there")
