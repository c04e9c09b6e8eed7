"""The whole mutable state of one game: plain lists, dicts and ints (JSON-ready).

Cards are named by their content key everywhere. Pending decisions live on ``stack``, a
list of frames (plain dicts); the top frame names the deciding seat. ``clone`` copies
everything but the shared, immutable content.
"""

from __future__ import annotations

from dataclasses import dataclass, field

#: where an agent is: a location key, ``HOME`` (the organization's play area) or ``BOX``
HOME = "home"
BOX = "box"
#: a card or token nobody may see, in the game as a seat sees it (a face-down City card, a
#: deck's unknown cards, a Fire token face down)
HIDDEN = "?"


def copy_frame(frame: dict) -> dict:
    """A frame's copy: its lists are copied; the effect dicts inside are never mutated."""
    return {k: (v[:] if isinstance(v, list) else v) for k, v in frame.items()}


@dataclass(slots=True)
class Org:
    seat: int
    clue: int = 0
    money: int = 0
    agents: list[str] = field(default_factory=lambda: [HOME, BOX])
    heroes: list[str] = field(default_factory=list)
    helpers: list[str] = field(default_factory=list)
    super_agent: str | None = None
    exhausted: list[str] = field(default_factory=list)
    tokens_home: int = 3
    captured: list[str] = field(default_factory=list)
    fires: list[str] = field(default_factory=list)
    nicknames: list[str] = field(default_factory=list)

    def characters(self) -> list[str]:
        """Every character of the organization: Heroes, Helpers, then the Super-Agent."""
        out = [*self.heroes, *self.helpers]
        if self.super_agent is not None:
            out.append(self.super_agent)
        return out

    def clone(self) -> Org:
        return Org(self.seat, self.clue, self.money, list(self.agents), list(self.heroes),
                   list(self.helpers), self.super_agent, list(self.exhausted), self.tokens_home,
                   list(self.captured), list(self.fires), list(self.nicknames))


@dataclass(slots=True)
class State:
    players: int
    seed: int
    rng: int
    orgs: list[Org]
    #: cell -> City card key, for the 16 cells of the grid
    city: dict[str, str]
    revealed: list[str]  # cells face up, in the order they were revealed
    city_box: list[str]  # the Winter cards returned to the box at setup (never seen)
    hero_deck: list[str]  # top first
    helper_deck: list[str]
    scum_deck: list[str]
    elite_deck: list[str]
    #: how many cards at the bottom of each deck everyone knows (discarded Heroes go under)
    known_bottom: dict[str, int]
    hero_row: list[str]
    helper_row: list[str]
    villain_row: list[str]
    villain_deck: str  # "scum", then "elite" after the last Autumn card
    tracking: dict[str, list[int]]  # villain -> seats with a Tracking token on it
    opportunity: list[int]  # seats owning the Tracking tokens on the Opportunity card
    fire_stack: list[str]  # top first, face down
    fire_at: dict[str, str]  # location -> Fire token on it
    fire_open: list[str]  # locations whose Fire token has been revealed
    guards: dict[str, str]  # card key (Muralha, Drone, Agente Vigia) -> location of its token
    super_box: list[str]  # Super-Agents not dealt, or returned to the box
    order: list[int]  # the Organization cards, left to right
    strategist: int
    marker: int  # index in ``order``; len(order) = on the Opportunity card
    side: str  # "day" (Action 1) or "night" (Action 2)
    round: int
    nicknames: list[str]  # revealed Nickname cards, in play
    nickname_box: list[str]
    nickname_owner: dict[str, int]
    phase: str = "start"  # "start", "play", "reveal", "over"
    actor: int = 0  # whose action (turn or extra action) it is
    acted: bool = False  # the actor has chosen this action's allocate/move/pass
    extra: bool = False  # the current action is an extra action from the Opportunity card
    laurel: int = -1  # the seat that activated a Laurel this action
    stack: list[dict] = field(default_factory=list)
    options: dict = field(default_factory=dict)
    #: None for a real game; for the game as a seat sees it (``observe.seen``), that seat (-1: a
    #: spectator): its hidden cards are ``HIDDEN`` placeholders and its generator is not the real one
    seen: int | None = None

    def clone(self) -> State:
        return State(
            self.players, self.seed, self.rng, [o.clone() for o in self.orgs], dict(self.city),
            list(self.revealed), list(self.city_box), list(self.hero_deck), list(self.helper_deck),
            list(self.scum_deck), list(self.elite_deck), dict(self.known_bottom), list(self.hero_row),
            list(self.helper_row), list(self.villain_row), self.villain_deck,
            {k: list(v) for k, v in self.tracking.items()}, list(self.opportunity),
            list(self.fire_stack), dict(self.fire_at), list(self.fire_open), dict(self.guards),
            list(self.super_box), list(self.order), self.strategist, self.marker, self.side,
            self.round, list(self.nicknames), list(self.nickname_box), dict(self.nickname_owner),
            self.phase, self.actor, self.acted, self.extra, self.laurel, [copy_frame(f) for f in self.stack],
            dict(self.options), self.seen,
        )

    def deciding_seat(self) -> int:
        """Who decides now: the seat of the pending decision, else the actor; -1 once the game
        is over (a plain read, for the rules and for a table alike)."""
        if self.phase == "over":
            return -1
        if self.stack:
            return self.stack[-1]["seat"]
        return self.actor

    def cell_of_card(self, card: str) -> str:
        for cell, key in self.city.items():
            if key == card:
                return cell
        raise KeyError(card)
