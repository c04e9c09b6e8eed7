"""How the legal actions show on the table: grouped by the piece a person drags (an agent, a
card of a row, one of their characters) and the target it is dropped on (a location, their
organization, a Villain), the places a click names, what to outline; and a refused drop's
reason. Pure: the legal actions and the game's reasons (``why_not``) are handed in by the
table, which asks the game protocol for them; the rest is read off the game as the seat
sees it.

A drop may stand for two answers: dropping a Hero of the row on your organization while the
location's Recruit icon is still unused means "use the Recruit icon, then recruit it".
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from game.games.san_villano.actions import Action
from game.games.san_villano.board import content
from game.games.san_villano.state import State
from game.games.san_villano.words import name
from game.i18n import _, tr

#: the legal actions after an action, when the same seat still decides (else None): the
#: table asks the game protocol (a copy of the game, the action applied)
Follow = Callable[[Action], Sequence[Action] | None]
#: why a legal placement would do nothing at its location (the game's ``idle_reason``, in
#: the player's words), else None: such a move is no drop, click or key of the bar (the
#: rulebook allows it, "What can I do?" lists it, marked)
Idle = Callable[[Action], str | None]


def _never_idle(action: Action) -> str | None:
    return None

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


def drops(seat: int, legal: Sequence[Action], follow: Follow, idle: Idle = _never_idle) -> dict:
    """{piece: {target: [plan, ...]}} for the deciding ``seat``, from its ``legal`` actions
    (``follow``: what is legal after an icon's action, for the drops that stand for two; not
    a placement that would do nothing: ``idle``)."""
    out: dict = {}
    if seat < 0:
        return out

    def add(pair, plan) -> None:
        piece, target = pair
        out.setdefault(piece, {}).setdefault(target, []).append(plan)

    for a in legal:
        pair = drop_for(seat, a)
        if pair is not None:
            if idle(a) is None:
                add(pair, (a,))
        elif a.verb == "do" and a.a in ICON_FOR:
            for b in follow(a) or ():
                if b.verb == ICON_FOR[a.a]:
                    pair = drop_for(seat, b)
                    if pair is not None:
                        add(pair, (a, b))
    return out


def lit(drops_now: dict, legal: Sequence[Action]) -> set:
    """What a person may drag or click now, to outline: the pieces with a drop, and the places
    and characters an answer names."""
    out = set()
    for piece in drops_now:
        out.add(piece if piece[0] == "agent" else (piece[0], piece[1]))
    for a in legal:
        if a.verb in ("guard", "place-fire", "copy", "extinguish"):
            out.add(("loc", a.a))
        elif a.verb == "reveal":
            out.add(("cell", a.a))
        elif a.verb in ("use", "ability", "exhaust", "prepare"):
            out.add(("char", a.a))
    return out


def bar_actions(legal: Sequence[Action], idle: Idle = _never_idle) -> list[Action]:
    """The answers the bar shows: every legal action, but the agents' moves when there are
    more than four of them (those are dragged), and never a placement that would do nothing
    (its number key would spend an action the player did not see coming)."""
    dragged = [a for a in legal if a.verb in ("allocate", "move")]
    shown = list(legal) if len(dragged) <= 4 else [a for a in legal if a.verb not in ("allocate", "move")]
    return [a for a in shown if a.verb not in ("allocate", "move") or idle(a) is None]


def clicks(legal: Sequence[Action], target, idle: Idle = _never_idle) -> list[tuple]:
    """The plans a click on ``target`` stands for: the ``legal`` actions that name that place or
    card (not an agent sent where it would do nothing: ``idle``)."""
    kind = target[0]
    out = []
    for a in legal:
        if kind == "loc" and a.verb in ("guard", "place-fire", "copy", "extinguish") and a.a == target[1]:
            out.append((a,))
        elif kind == "loc" and a.verb in ("allocate", "move") and a.b == target[1] and idle(a) is None:
            out.append((a,))
        elif kind == "cell" and a.verb == "reveal" and a.a == target[1]:
            out.append((a,))
        elif kind in ("card", "villain", "char") and a.a == target[1] and a.verb not in ("allocate", "move"):
            out.append((a,))
        elif kind == "villain" and a.verb in ("confront",) and a.b == target[1]:
            out.append((a,))
    return out


def _sentence(words: str) -> str:
    """The engine's reason as a message of its own: its first letter a capital."""
    return words[:1].upper() + words[1:]


def refusal(st: State, piece, targets: list, why_not: Callable[[Action], str | None],
            idle: Idle = _never_idle) -> str:
    """Why a drop matched no legal action, in the engine's words where it has them (``why_not``:
    the game's reason for an action; ``idle``: why a placement would do nothing); ``st`` is
    the game as the seat sees it."""
    c = content()
    if st.phase == "over":
        return _("The game is over")
    seat = st.deciding_seat()
    where = next((t for t in targets if t[0] == "loc"), None)
    if piece[0] == "agent":
        if where is None:
            return _("Drop the agent on a location of a revealed City card")
        agent = f"a{piece[2] + 1}"
        verb = "allocate" if st.orgs[seat].agents[piece[2]] == "home" else "move"
        placed = Action(verb, agent, where[1])
        why = why_not(placed)
        nothing = idle(placed) if why is None else None
        if nothing is not None:
            return _("{reason}. To put the agent there anyway, choose it in What can I do? (H)").format(reason=nothing)
        return _sentence(tr(why) if why else _("Not now: finish the action under way first"))
    if piece[0] == "card":
        key = piece[1]
        verb = "track" if key in c.villain else "recruit"
        frame = st.stack[-1] if st.stack else None
        icon_open = frame is not None and (frame["kind"] == verb
                                           or frame["kind"] == "activate" and verb in frame.get("left", ()))
        if icon_open and ("org", seat) in targets:
            # dropped where it belongs, while it may be taken: the engine's reason (its cost),
            # not the "drop it on your organization" the player has just done
            why = why_not(Action(verb, key))
            if why:
                return _sentence(tr(why))
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
