"""Actions, moves and events in plain words: what every screen shows a player.

The canonical notation (``actions.format_action``: ``move-ally wolves-2 @the-tavern``) is
for saves, bug reports and the command line; a player reads these words instead ("Move
Wolves to The Tavern"). Card and location names always come from the content data, never
from ids. Buttons, the game log, undo, the replay viewer and the Load screen all use the
functions here, so the same move reads the same everywhere. Pure: no pygame, no files.

- ``action_words(st, a)``: a button or menu label ("Move Wolves to The Tavern", "Belle").
- ``move_words(st, a)``: a move in a sentence, answers included ("Choose The Tavern").
- ``notation_words(st, text)``: the same for a move's canonical text (undo, replay).
- ``event_words(st, ev)``: one engine event as a sentence ("Wolves is played to The Woods.").
- ``seat_words(villain, kind, level)``: who sits where ("Lady Tremaine — Normal bot").
- ``FateStory``: follows a Fate action's events and says which card was played, which
  discarded, and why a revealed card could not be played.
"""

from __future__ import annotations

from . import actions as A
from . import events as E
from .actions import Action
from .effects._verbs import STEP_WORDS
from .state import State


def sentence(text: str) -> str:
    """End a sentence with one full stop, never two ("discards Time to Follow Me!")."""
    text = text.rstrip()
    return text if text.endswith((".", "!", "?", "…")) else text + "."


def _card(st: State, c: int) -> str:
    return st.table.defs[c].name


def _villain(st: State, seat: int) -> str:
    return st.players[seat].villain.name


def _loc(st: State, seat: int, loc: int) -> str:
    return st.players[seat].villain.locations[loc].name


def _prompt_realm(st: State) -> int:
    return st.prompt.realm if st.prompt is not None else st.active


def _owner(st: State, c: int) -> int:
    return st.table.owner[c]


def _mode_words(st: State, key: str) -> str:
    """An option of an "either … or …" card, said by what its first step does."""
    for f in reversed(st.stack):
        for step in f.get("steps") or ():
            for opt in step.get("options", ()) if isinstance(step, dict) else ():
                if isinstance(opt, dict) and opt.get("key") == key and opt.get("steps"):
                    said = _step_words(st, opt["steps"][0])
                    if said:
                        return said
    return str(key).replace("-", " ").replace("_", " ").capitalize()


def _step_words(st: State, step: dict) -> str | None:
    verb = step.get("verb")
    if verb == "gain_power":
        return f"Gain {step.get('amount', '')} Power".replace("  ", " ")
    if verb == "draw" and not step.get("up_to"):
        return f"Draw {step.get('count', 1)} cards"
    own = STEP_WORDS.get(verb)  # a verb a villain's module brings names itself
    if own is not None:
        return own(st, step)
    if verb == "find_and_play":
        name = next((d.name for d in st.table.defs if d.key == step.get("card")), step.get("card", ""))
        return f"Find and play {name}"
    if verb == "defeat_hero" and "max_strength" in step:
        return f"Defeat a Hero with Strength {step['max_strength']} or less"
    if verb == "shuffle_discard_into_deck":
        return f"Shuffle the {step.get('deck', 'villain').capitalize()} discard pile into the deck"
    if verb == "take_action":
        return {"move_item_ally": "Move an Item or Ally", "activate": "Activate a card",
                "vanquish": "Vanquish a Hero"}.get(step.get("action"))
    return None


def action_words(st: State, a: Action) -> str:
    """A label for a button or a menu: what this action does, in the game's own words."""
    v = a.verb
    if v == A.MOVE:
        if a.card >= 0:  # onto an Ally Vehicle (Scum and Villainy)
            return f"Move aboard {_card(st, a.card)}"
        return f"Move to {_loc(st, st.active, a.to)}"
    if v == A.GAIN:
        return "Collect Credits" if st.table.box.currencies[0] == "Credits" else "Gain Power"
    if v in _BOX_VERBS:
        return _BOX_VERBS[v](st, a)
    if v == A.END:
        return "End turn"
    if v == A.DISCARD:
        return "Discard cards"
    if v == A.DONE:
        return "Done"
    if v == A.PASS:
        return "Pass"
    if v == A.YES:
        return "Yes"
    if v == A.NO:
        return "No"
    if v == A.PLAY:
        if a.to == -1:
            return f"Play {_card(st, a.card)}"
        return f"Play {_card(st, a.card)} to {_loc(st, _owner(st, a.card), a.to)}"
    if v == A.CONDITION:
        return f"Play {_card(st, a.card)}"
    if v == A.ATTACH:
        return f"Play {_card(st, a.card)} on {_card(st, a.to)}"
    if v == A.ACTIVATE:
        return f"Activate {_card(st, a.card)}"
    if v == A.ACTIVATE_RELIC:
        return "Activate The Black Cauldron"
    if v == A.REPLACE:
        return f"Cauldron Born for {_card(st, a.to)} (2 Power)"
    if v == A.FATE:
        return f"Fate: {_villain(st, a.to)}"
    if v in (A.MOVE_CARD, A.MOVE_HERO):
        return f"Move {_card(st, a.card)} to {_loc(st, _owner(st, a.card), a.to)}"
    if v == A.VANQUISH:
        return f"Vanquish {_card(st, a.card)}"
    if v == A.AT:
        return _loc(st, _prompt_realm(st), a.to)
    if v in (A.PICK, A.ON):
        return _card(st, a.card)
    if v == A.USE:
        return f"Add {_card(st, a.card)}"
    if v == A.MODE:
        return _mode_words(st, str(a.to))
    if v == A.DISCARD_CARD:
        return f"Discard {_card(st, a.card)}"
    return v.replace("_", " ").capitalize()


def _ambition_play(st: State, a: Action) -> str:
    if a.to == -1:
        return f"Play {_card(st, a.card)} (Ambition)"
    return f"Play {_card(st, a.card)} to {_loc(st, _owner(st, a.card), a.to)} (Ambition)"


def _maneuver(st: State, a: Action) -> str:
    if a.to == -1:
        return f"Maneuver: disengage {_card(st, a.card)}"
    return f"Maneuver: engage {_card(st, a.card)} with {_card(st, a.to)}"


def _hunt(st: State, a: Action) -> str:
    cost = st.table.defs[a.card].extra.get("hunt", {}).get("cost", 0)
    return f"Hunt {_card(st, a.card)} ({cost} Credits)"


#: Scum and Villainy's own actions (scum_and_villainy.py's verbs), in words
_BOX_VERBS = {
    "ambition_play": _ambition_play,
    "ambition_attach": lambda st, a: f"Play {_card(st, a.card)} on {_card(st, a.to)} (Ambition)",
    "ambition_activate": lambda st, a: f"Activate {_card(st, a.card)} (Ambition)",
    "maneuver": _maneuver,
    "fate_engage": lambda st, a: (f"Fate: {_villain(st, _owner(st, a.card))}, engage {_card(st, a.card)} "
                                  f"with {_card(st, a.to)}"),
    "hunt": _hunt,
}


def move_words(st: State, a: Action) -> str:
    """A move as a phrase that stands alone (undo, replay): answers say what was chosen."""
    v = a.verb
    if v == A.AT:
        return f"Choose {_loc(st, _prompt_realm(st), a.to)}"
    if v == A.PICK:
        return f"Choose {_card(st, a.card)}"
    if v == A.ON:
        return f"Choose {_card(st, a.card)} to attach to"
    if v == A.MODE:
        return f"Choose “{_mode_words(st, str(a.to))}”"
    if v == A.YES:
        return "Answer yes"
    if v == A.NO:
        return "Answer no"
    return action_words(st, a)


def notation_words(st: State, text: str) -> str:
    """The canonical text of a move in ``st`` (the position it was played in), in words.

    Text that is not a legal move there is shown as it is (a damaged save, say)."""
    from .actions import NotationError, parse_action

    try:
        return move_words(st, parse_action(st, text))
    except (NotationError, ValueError, IndexError, KeyError):
        return text


def seat_words(villain: str, kind: str, level: str = "") -> str:
    """Who plays a villain: "Gaston — Human", "Lady Tremaine — Normal bot"."""
    if kind == "human":
        return f"{villain} — Human"
    return f"{villain} — {level.capitalize() if level else 'A'} bot".replace("— A bot", "— Bot")


def villain_name(key: str) -> str:
    """A villain's name from the content data ("lady-tremaine" → "Lady Tremaine")."""
    from .cards import ContentError, load_villain

    try:
        return load_villain(key).name
    except (ContentError, OSError, ValueError):
        return key.replace("-", " ").title()


def event_words(st: State, ev: E.Event) -> str:
    """One event as a sentence. ``st`` is the state after the event."""
    return sentence(_event(st, ev))


def _pile(st: State, c: int) -> str:
    return "the Fate discard pile" if st.table.defs[c].deck == "fate" else "the discard pile"


def _event(st: State, ev: E.Event) -> str:  # noqa: C901 - one case per event class
    who = _villain
    match ev:
        case E.TurnBegan(seat, rnd):
            return f"Round {rnd}: {who(st, seat)} begins a turn"
        case E.MoverMoved(seat, loc):
            return f"{who(st, seat)} moves to {_loc(st, seat, loc)}"
        case E.GainedPower(seat, amount):
            return f"{who(st, seat)} gains {amount} {st.table.box.currencies[0]}"
        case E.Drew(seat, n):
            return f"{who(st, seat)} draws {n} card{'s' if n != 1 else ''}"
        case E.Shuffled(seat, deck):
            return f"{who(st, seat)} shuffles the {str(deck).capitalize()} deck"
        case E.Played(seat, c, loc, cost):
            paid = f" for {cost} {st.table.box.currencies[0]}" if cost else ""
            if loc < 0:
                return f"{_card(st, c)} is played in {who(st, seat)}'s Realm{paid}"
            return f"{_card(st, c)} is played to {_loc(st, seat, loc)}{paid}"
        case E.Attached(_, c, host, cost):
            paid = f" for {cost} {st.table.box.currencies[0]}" if cost else ""
            return f"{_card(st, c)} is attached to {_card(st, host)}{paid}"
        case E.Activated(seat, c, _):
            return f"{who(st, seat)} activates {_card(st, c)}"
        case E.FateTaken(seat, target):
            return f"{who(st, seat)} takes a Fate action against {who(st, target)}"
        case E.Revealed(_, cards):
            names = ", ".join(_card(st, c) for c in cards) or "nothing"
            return f"Revealed: {names}"
        case E.Unplayable(_, c, reason):
            return f"{_card(st, c)} cannot be played: {reason}" if reason else f"{_card(st, c)} cannot be played"
        case E.Moved(seat, c, src, dest):
            return f"{_card(st, c)} moves from {_loc(st, seat, src)} to {_loc(st, seat, dest)}"
        case E.Vanquished(seat, hero, used):
            names = ", ".join(_card(st, a) for a in used) or "no Allies"
            return f"{who(st, seat)} vanquishes {_card(st, hero)} with {names}"
        case E.Defeated(_, hero, _):
            return f"{_card(st, hero)} is defeated"
        case E.DiscardedFromHand(seat, c):
            return f"{who(st, seat)} discards {_card(st, c)}"
        case E.Discarded(_, c):
            return f"{_card(st, c)} goes to {_pile(st, c)}"
        case E.ToHand(seat, c):
            return f"{_card(st, c)} goes to {who(st, seat)}'s hand"
        case E.Found(_, c):
            return f"{_card(st, c)} is found"
        case E.ObstacleChanged(seat, loc, delta):
            verb = "removed from" if delta < 0 else "put back at"
            return f"An Obstacle is {verb} {_loc(st, seat, loc)}"
        case E.ConditionPlayed(seat, c):
            return f"{who(st, seat)} plays the Condition {_card(st, c)}"
        case E.Trapped(_, hero):
            return f"{_card(st, hero)} is Trapped"
        case E.Released(_, hero):
            return f"{_card(st, hero)} is freed from the Trapped token"
        case E.Unlocked(seat, loc):
            return f"{_loc(st, seat, loc)} is unlocked"
        case E.RelicClaimed(seat):
            return f"{who(st, seat)} claims The Black Cauldron"
        case E.RelicFlipped(seat, side):
            if side == 1:
                return f"The Black Cauldron turns back to its dormant side for {who(st, seat)}"
            return f"The Power of the Black Cauldron now shows for {who(st, seat)}"
        case E.Reordered(seat, n):
            return f"{who(st, seat)} looks at the top {n} Fate cards and puts them back in an order"
        case E.Replaced(seat, old, new, loc):
            return (f"{who(st, seat)} pays 2 Power: {_card(st, new)} replaces {_card(st, old)} "
                    f"at {_loc(st, seat, loc)}")
        case E.PaidPower(seat, amount):
            return f"{who(st, seat)} pays {amount} {st.table.box.currencies[0]}"
        case E.TurnEnded(seat):
            return f"{who(st, seat)} ends the turn"
        case E.Won(seat):
            return f"{who(st, seat)} has achieved the Objective and wins!"
    return " ".join(str(x) for x in ev.to_json().values())


class FateStory:
    """What became of a Fate action: who took it against whom, the cards revealed, which was
    played (and where), which discarded, and why a card could not be played.

    Feed it every event in order (``feed``); ``active`` is true from a Fate action until its
    revealed cards are all played or discarded. ``lines`` says it in words."""

    def __init__(self) -> None:
        self.ctl = -1
        self.target = -1
        self.cards: list[int] = []
        self.played: dict[int, str] = {}
        self.discarded: dict[int, str] = {}
        self.waiting_reveal = False

    @property
    def started(self) -> bool:
        return self.ctl >= 0

    @property
    def done(self) -> bool:
        return self.started and bool(self.cards) and all(
            c in self.played or c in self.discarded for c in self.cards)

    def feed(self, st: State, ev: E.Event) -> None:
        if isinstance(ev, E.FateTaken):
            self.__init__()
            self.ctl, self.target = ev.seat, ev.target
            self.waiting_reveal = True
            return
        if not self.started:
            return
        if isinstance(ev, E.Revealed) and self.waiting_reveal and ev.seat == self.target:
            self.cards = list(ev.cards)
            self.waiting_reveal = False
            return
        if isinstance(ev, E.Attached) and ev.card in self.cards:
            self.played[ev.card] = f"on {_card(st, ev.host)}"
        elif isinstance(ev, E.Played) and ev.card in self.cards:
            self.played[ev.card] = f"at {_loc(st, ev.seat, ev.location)}" if ev.location >= 0 else ""
        elif isinstance(ev, E.Unplayable) and ev.card in self.cards:
            self.discarded[ev.card] = f"cannot be played: {ev.reason}" if ev.reason else "cannot be played"
        elif isinstance(ev, E.Discarded) and ev.card in self.cards and ev.card not in self.played:
            self.discarded.setdefault(ev.card, "")

    def title(self, st: State) -> str:
        return f"{_villain(st, self.ctl)}’s Fate action against {_villain(st, self.target)}"

    def card_line(self, st: State, c: int) -> str:
        name = _card(st, c)
        if c in self.played:
            where = self.played[c]
            return f"{name}: played {where}".rstrip()
        if c in self.discarded:
            why = self.discarded[c]
            return f"{name}: discarded" + (f" — {why}" if why else "")
        return f"{name}: revealed"

    def lines(self, st: State) -> list[str]:
        return [self.title(st)] + [self.card_line(st, c) for c in self.cards]
