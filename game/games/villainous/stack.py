"""The frames of the resolution stack, typed: one dataclass per kind of frame.

A frame holds only plain values (card ids, seats, tuples, and the per-step scratch dict
``v``), so a state waiting on a decision can be cloned, written as a position and resumed.
``t`` names the kind (the key of ``frames.FRAMES`` and of a position's stack entries).

The engine reads fields by name (``f.ctl``); ``f["ctl"]`` and ``f.get("realm", d)`` still
work, for code written against the former dict frames.
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from typing import Any, ClassVar


class Frame:
    __slots__ = ()
    t: ClassVar[str] = ""
    #: the field naming the card a decision of this frame is about ("" for none)
    about: ClassVar[str] = ""

    # the former dict frames' reading, for callers not yet moved to the fields
    def __getitem__(self, key: str) -> Any:
        if key == "t":
            return self.t
        try:
            return getattr(self, key)
        except AttributeError:
            raise KeyError(key) from None

    def __setitem__(self, key: str, value: Any) -> None:
        setattr(self, key, value)

    def get(self, key: str, default: Any = None) -> Any:
        if key == "t":
            return self.t
        return getattr(self, key, default)

    def __contains__(self, key: str) -> bool:
        return key == "t" or hasattr(self, key)

    def items(self):
        """(name, value) of ``t`` and every field, in order (what a position writes)."""
        yield "t", self.t
        for f in fields(self):  # type: ignore[arg-type]
            yield f.name, getattr(self, f.name)

    def clone(self) -> Frame:  # pragma: no cover - every kind defines its own
        raise NotImplementedError


@dataclass(slots=True, eq=True)
class Prog(Frame):
    """A card's program (a list of steps) being run step by step."""

    t: ClassVar[str] = "prog"
    about: ClassVar[str] = "src"
    steps: tuple
    prog: str
    path: tuple
    pc: int
    src: int
    ctl: int
    realm: int
    x: tuple
    v: dict = field(default_factory=dict)

    def clone(self) -> Prog:
        return Prog(self.steps, self.prog, self.path, self.pc, self.src, self.ctl, self.realm, self.x,
                    self.v.copy())


@dataclass(slots=True, eq=True)
class Finish(Frame):
    """An Effect or Condition has resolved and leaves the Realm."""

    t: ClassVar[str] = "finish"
    about: ClassVar[str] = "card"
    card: int
    realm: int

    def clone(self) -> Finish:
        return Finish(self.card, self.realm)


@dataclass(slots=True, eq=True)
class FateChoose(Frame):
    t: ClassVar[str] = "fate_choose"
    ctl: int
    realm: int
    cards: tuple

    def clone(self) -> FateChoose:
        return FateChoose(self.ctl, self.realm, self.cards)


@dataclass(slots=True, eq=True)
class PlayFate(Frame):
    t: ClassVar[str] = "play_fate"
    about: ClassVar[str] = "card"
    ctl: int
    realm: int
    card: int
    x: tuple

    def clone(self) -> PlayFate:
        return PlayFate(self.ctl, self.realm, self.card, self.x)


@dataclass(slots=True, eq=True)
class PlayFateIfAble(Frame):
    t: ClassVar[str] = "play_fate_if_able"
    about: ClassVar[str] = "card"
    ctl: int
    realm: int
    card: int
    x: tuple

    def clone(self) -> PlayFateIfAble:
        return PlayFateIfAble(self.ctl, self.realm, self.card, self.x)


@dataclass(slots=True, eq=True)
class Vanquish(Frame):
    t: ClassVar[str] = "vanquish"
    about: ClassVar[str] = "hero"
    ctl: int
    realm: int
    hero: int
    v: dict

    def clone(self) -> Vanquish:
        return Vanquish(self.ctl, self.realm, self.hero, self.v.copy())


@dataclass(slots=True, eq=True)
class DiscardCards(Frame):
    t: ClassVar[str] = "discard_cards"
    ctl: int
    realm: int
    v: dict

    def clone(self) -> DiscardCards:
        return DiscardCards(self.ctl, self.realm, self.v.copy())


@dataclass(slots=True, eq=True)
class AfterAction(Frame):
    t: ClassVar[str] = "after_action"

    def clone(self) -> AfterAction:
        return self  # nothing in it changes


@dataclass(slots=True, eq=True)
class Conditions(Frame):
    t: ClassVar[str] = "conditions"
    q: tuple
    i: int

    def clone(self) -> Conditions:
        return Conditions(self.q, self.i)


#: kind -> frame class
KINDS: dict[str, type] = {
    cls.t: cls
    for cls in (Prog, Finish, FateChoose, PlayFate, PlayFateIfAble, Vanquish, DiscardCards, AfterAction, Conditions)
}


def frame_from(values: dict) -> Frame:
    """A frame from a dict with ``t`` and its fields (a position's stack entry, read)."""
    cls = KINDS[values["t"]]
    return cls(**{f.name: values[f.name] for f in fields(cls)})

#: every action's closing frame is the same one (it holds nothing)
AFTER_ACTION = AfterAction()
