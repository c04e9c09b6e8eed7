"""The frames of the resolution stack, typed: one class per kind of frame.

A frame holds only plain values (card ids, seats, tuples, and the per-step scratch dict
``v``), so a state waiting on a decision can be cloned, written as a position and resumed.
``t`` names the kind (the key of ``frames.FRAMES`` and of a position's stack entries);
``FIELDS`` names what it holds, in the order its constructor takes them.

The engine reads fields by name (``f.ctl``); ``f["ctl"]`` and ``f.get("realm", d)`` still
work, for code written against the former dict frames.

Plain classes rather than dataclasses: the engine is compiled (``game/compiled.py``), and
mypyc's native dataclasses take a class's constants (``t``, ``about``) for fields. Equality
and the printed form are a dataclass's (same kind, equal fields).
"""

from __future__ import annotations

from typing import Any, ClassVar


class Frame:
    __slots__ = ()
    t: ClassVar[str] = ""
    #: the field naming the card a decision of this frame is about ("" for none)
    about: ClassVar[str] = ""
    #: the fields, in the constructor's order
    FIELDS: ClassVar[tuple[str, ...]] = ()

    # the former dict frames' reading, for callers not yet moved to the fields
    def __getitem__(self, key: str) -> Any:
        if key == "t":
            return self.t
        if key not in self.FIELDS:
            raise KeyError(key)
        return getattr(self, key)

    def __setitem__(self, key: str, value: Any) -> None:
        setattr(self, key, value)

    def get(self, key: str, default: Any = None) -> Any:
        if key == "t":
            return self.t
        return getattr(self, key) if key in self.FIELDS else default

    def __contains__(self, key: str) -> bool:
        return key == "t" or key in self.FIELDS

    def items(self):
        """(name, value) of ``t`` and every field, in order (what a position writes)."""
        yield "t", self.t
        for name in self.FIELDS:
            yield name, getattr(self, name)

    def __eq__(self, other: object) -> bool:
        if type(other) is not type(self):
            return NotImplemented
        return all(getattr(self, n) == getattr(other, n) for n in self.FIELDS)

    __hash__ = None  # type: ignore[assignment]  # mutable, as a dataclass with eq

    def __repr__(self) -> str:
        return f"{type(self).__name__}({', '.join(f'{n}={getattr(self, n)!r}' for n in self.FIELDS)})"

    def clone(self) -> Frame:  # pragma: no cover - every kind defines its own
        raise NotImplementedError


class Prog(Frame):
    """A card's program (a list of steps) being run step by step."""

    t: ClassVar[str] = "prog"
    about: ClassVar[str] = "src"
    FIELDS: ClassVar[tuple[str, ...]] = ("steps", "prog", "path", "pc", "src", "ctl", "realm", "x", "v")
    __slots__ = FIELDS

    def __init__(self, steps: tuple, prog: str, path: tuple, pc: int, src: int, ctl: int, realm: int, x: tuple,
                 v: dict | None = None) -> None:
        self.steps = steps
        self.prog = prog
        self.path = path
        self.pc = pc
        self.src = src
        self.ctl = ctl
        self.realm = realm
        self.x = x
        self.v: dict = {} if v is None else v

    def clone(self) -> Prog:
        return Prog(self.steps, self.prog, self.path, self.pc, self.src, self.ctl, self.realm, self.x,
                    self.v.copy())


class Finish(Frame):
    """An Effect or Condition has resolved and leaves the Realm."""

    t: ClassVar[str] = "finish"
    about: ClassVar[str] = "card"
    FIELDS: ClassVar[tuple[str, ...]] = ("card", "realm")
    __slots__ = FIELDS

    def __init__(self, card: int, realm: int) -> None:
        self.card = card
        self.realm = realm

    def clone(self) -> Finish:
        return Finish(self.card, self.realm)


class FateChoose(Frame):
    t: ClassVar[str] = "fate_choose"
    FIELDS: ClassVar[tuple[str, ...]] = ("ctl", "realm", "cards")
    __slots__ = FIELDS

    def __init__(self, ctl: int, realm: int, cards: tuple) -> None:
        self.ctl = ctl
        self.realm = realm
        self.cards = cards

    def clone(self) -> FateChoose:
        return FateChoose(self.ctl, self.realm, self.cards)


class PlayFate(Frame):
    t: ClassVar[str] = "play_fate"
    about: ClassVar[str] = "card"
    FIELDS: ClassVar[tuple[str, ...]] = ("ctl", "realm", "card", "x")
    __slots__ = FIELDS

    def __init__(self, ctl: int, realm: int, card: int, x: tuple) -> None:
        self.ctl = ctl
        self.realm = realm
        self.card = card
        self.x = x

    def clone(self) -> PlayFate:
        return PlayFate(self.ctl, self.realm, self.card, self.x)


class PlayFateIfAble(PlayFate):
    """A revealed card played if it can be, else discarded: a ``PlayFate`` of its own kind."""

    t: ClassVar[str] = "play_fate_if_able"
    __slots__ = ()

    def clone(self) -> PlayFateIfAble:
        return PlayFateIfAble(self.ctl, self.realm, self.card, self.x)


class Vanquish(Frame):
    t: ClassVar[str] = "vanquish"
    about: ClassVar[str] = "hero"
    FIELDS: ClassVar[tuple[str, ...]] = ("ctl", "realm", "hero", "v")
    __slots__ = FIELDS

    def __init__(self, ctl: int, realm: int, hero: int, v: dict) -> None:
        self.ctl = ctl
        self.realm = realm
        self.hero = hero
        self.v = v

    def clone(self) -> Vanquish:
        return Vanquish(self.ctl, self.realm, self.hero, self.v.copy())


class DiscardCards(Frame):
    t: ClassVar[str] = "discard_cards"
    FIELDS: ClassVar[tuple[str, ...]] = ("ctl", "realm", "v")
    __slots__ = FIELDS

    def __init__(self, ctl: int, realm: int, v: dict) -> None:
        self.ctl = ctl
        self.realm = realm
        self.v = v

    def clone(self) -> DiscardCards:
        return DiscardCards(self.ctl, self.realm, self.v.copy())


class AfterAction(Frame):
    t: ClassVar[str] = "after_action"
    FIELDS: ClassVar[tuple[str, ...]] = ()
    __slots__ = ()

    def __init__(self) -> None:
        pass

    def clone(self) -> AfterAction:
        return self  # nothing in it changes


class Conditions(Frame):
    t: ClassVar[str] = "conditions"
    FIELDS: ClassVar[tuple[str, ...]] = ("q", "i")
    __slots__ = FIELDS

    def __init__(self, q: tuple, i: int) -> None:
        self.q = q
        self.i = i

    def clone(self) -> Conditions:
        return Conditions(self.q, self.i)


class Together(Frame):
    """Effects of one kind (Villain cards, say) that triggered together and wait to resolve:
    the active player chooses which goes first (the wiki's "If two Villain cards have the same
    trigger, the active player chooses the order to resolve them"). ``cards[i]``'s program
    ``progs[i]`` (a name ``program_steps`` knows) is one effect."""

    t: ClassVar[str] = "together"
    FIELDS: ClassVar[tuple[str, ...]] = ("ctl", "realm", "cards", "progs")
    __slots__ = FIELDS

    def __init__(self, ctl: int, realm: int, cards: tuple, progs: tuple) -> None:
        self.ctl = ctl
        self.realm = realm
        self.cards = cards
        self.progs = progs

    def clone(self) -> Together:
        return Together(self.ctl, self.realm, self.cards, self.progs)


#: kind -> frame class
KINDS: dict[str, type[Frame]] = {
    cls.t: cls
    for cls in (Prog, Finish, FateChoose, PlayFate, PlayFateIfAble, Vanquish, DiscardCards, AfterAction, Conditions,
                Together)
}


def frame_from(values: dict) -> Frame:
    """A frame from a dict with ``t`` and its fields (a position's stack entry, read)."""
    cls = KINDS[values["t"]]
    return cls(**{name: values[name] for name in cls.FIELDS})

#: every action's closing frame is the same one (it holds nothing)
AFTER_ACTION = AfterAction()


def program_steps(d, prog: str, path) -> tuple:
    """The steps of one of a card's programs, following a branch path."""
    steps = {
        "play": d.play,
        "on_move": d.on_move,
        "on_defeat": d.on_defeat,
        "activate": d.activate,
        "condition": tuple(d.condition["steps"]) if d.condition else (),
        # Scum and Villainy: an Ally Vehicle's arrival, a Bounty's Hunt, a Contact's Reward
        "arrive": tuple(d.extra.get("arrive", ())),
        "hunt": tuple(d.extra.get("hunt", {}).get("steps", ())),
        "reward": tuple(d.extra.get("reward", ())),
    }[prog]
    for entry in path:  # (not unpacked in the loop's head: mypyc cannot compile that over Any)
        step = steps[entry[0]]
        branch = entry[1]
        if isinstance(branch, int):
            steps = tuple(step["options"][branch]["steps"])
        else:
            steps = tuple(step[branch])
    return tuple(steps)
