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

from game.core.phrase import N_, Name, join, say, sentence

from . import actions as A
from . import events as E
from .actions import Action
from .book import STEP_WORDS
from .state import State


def _card(st: State, c: int) -> str:
    return Name(st.table.defs[c].name)


def _villain(st: State, seat: int) -> str:
    return Name(st.players[seat].villain.name)


def _loc(st: State, seat: int, loc: int) -> str:
    return Name(st.players[seat].villain.locations[loc].name)


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
    return Name(str(key).replace("-", " ").replace("_", " ").capitalize())


_DECKS = {"villain": N_("Villain"), "fate": N_("Fate")}
_TAKE_ACTION = {"move_item_ally": N_("Move an Item or Ally"), "activate": N_("Activate a card"),
                "vanquish": N_("Vanquish a Hero")}


def _step_words(st: State, step: dict) -> str | None:
    verb = step.get("verb")
    if verb == "gain_power":
        if step.get("amount", "") == "":
            return N_("Gain Power")
        return say("Gain {amount} Power", amount=step["amount"])
    if verb == "draw" and not step.get("up_to"):
        return say("Draw {count} cards", count=step.get("count", 1))
    own = STEP_WORDS.get(verb)  # a verb a villain's module brings names itself
    if own is not None:
        return own(st, step)
    if verb == "find_and_play":
        name = next((d.name for d in st.table.defs if d.key == step.get("card")), step.get("card", ""))
        return say("Find and play {card}", card=Name(name))
    if verb == "defeat_hero" and "max_strength" in step:
        return say("Defeat a Hero with Strength {strength} or less", strength=step["max_strength"])
    if verb == "shuffle_discard_into_deck":
        deck = step.get("deck", "villain")
        return say("Shuffle the {deck} discard pile into the deck", deck=_DECKS.get(deck, Name(deck.capitalize())))
    if verb == "take_action":
        return _TAKE_ACTION.get(step.get("action"))
    return None


def action_words(st: State, a: Action) -> str:
    """A label for a button or a menu: what this action does, in the game's own words."""
    v = a.verb
    if v == A.MOVE:
        if a.card >= 0:  # onto an Ally Vehicle (Scum and Villainy)
            return say("Move aboard {card}", card=_card(st, a.card))
        return say("Move to {location}", location=_loc(st, st.active, a.to))
    if v == A.GAIN:
        return N_("Collect Credits") if st.table.box.currencies[0] == "Credits" else N_("Gain Power")
    if v in _BOX_VERBS:
        return _BOX_VERBS[v](st, a)
    if v == A.END:
        return N_("End turn")
    if v == A.DISCARD:
        return N_("Discard cards")
    if v == A.DONE:
        return N_("Done")
    if v == A.PASS:
        return N_("Pass")
    if v == A.YES:
        return N_("Yes")
    if v == A.NO:
        return N_("No")
    if v == A.PLAY:
        if a.to == -1:
            return say("Play {card}", card=_card(st, a.card))
        return say("Play {card} to {location}", card=_card(st, a.card), location=_loc(st, _owner(st, a.card), a.to))
    if v == A.CONDITION:
        return say("Play {card}", card=_card(st, a.card))
    if v == A.ATTACH:
        return say("Play {card} on {host}", card=_card(st, a.card), host=_card(st, a.to))
    if v == A.ACTIVATE:
        return say("Activate {card}", card=_card(st, a.card))
    if v == A.ACTIVATE_RELIC:
        return N_("Activate The Black Cauldron")
    if v == A.REPLACE:
        return say("Cauldron Born for {card} (2 Power)", card=_card(st, a.to))
    if v == A.FATE:
        return say("Fate: {villain}", villain=_villain(st, a.to))
    if v in (A.MOVE_CARD, A.MOVE_HERO):
        return say("Move {card} to {location}", card=_card(st, a.card), location=_loc(st, _owner(st, a.card), a.to))
    if v == A.VANQUISH:
        return say("Vanquish {card}", card=_card(st, a.card))
    if v == A.AT:
        return _loc(st, _prompt_realm(st), a.to)
    if v in (A.PICK, A.ON):
        return _card(st, a.card)
    if v == A.USE:
        return say("Add {card}", card=_card(st, a.card))
    if v == A.MODE:
        return _mode_words(st, str(a.to))
    if v == A.DISCARD_CARD:
        return say("Discard {card}", card=_card(st, a.card))
    if v == A.FIRST:
        return say("{card}'s effect first", card=_card(st, a.card))
    return Name(v.replace("_", " ").capitalize())


def _ambition_play(st: State, a: Action) -> str:
    if a.to == -1:
        return say("Play {card} (Ambition)", card=_card(st, a.card))
    return say("Play {card} to {location} (Ambition)", card=_card(st, a.card),
               location=_loc(st, _owner(st, a.card), a.to))


def _maneuver(st: State, a: Action) -> str:
    if a.to == -1:
        return say("Maneuver: disengage {card}", card=_card(st, a.card))
    return say("Maneuver: engage {card} with {other}", card=_card(st, a.card), other=_card(st, a.to))


def _hunt(st: State, a: Action) -> str:
    cost = st.table.defs[a.card].extra.get("hunt", {}).get("cost", 0)
    return say("Hunt {card} ({cost} Credits)", card=_card(st, a.card), cost=cost)


#: Scum and Villainy's own actions (scum_and_villainy.py's verbs), in words
_BOX_VERBS = {
    "ambition_play": _ambition_play,
    "ambition_attach": lambda st, a: say("Play {card} on {host} (Ambition)", card=_card(st, a.card),
                                         host=_card(st, a.to)),
    "ambition_activate": lambda st, a: say("Activate {card} (Ambition)", card=_card(st, a.card)),
    "maneuver": _maneuver,
    "fate_engage": lambda st, a: say("Fate: {villain}, engage {card} with {other}",
                                     villain=_villain(st, _owner(st, a.card)), card=_card(st, a.card),
                                     other=_card(st, a.to)),
    "hunt": _hunt,
}


def move_words(st: State, a: Action) -> str:
    """A move as a phrase that stands alone (undo, replay): answers say what was chosen."""
    v = a.verb
    if v == A.AT:
        return say("Choose {location}", location=_loc(st, _prompt_realm(st), a.to))
    if v == A.PICK:
        return say("Choose {card}", card=_card(st, a.card))
    if v == A.ON:
        return say("Choose {card} to attach to", card=_card(st, a.card))
    if v == A.MODE:
        return say("Choose “{option}”", option=_mode_words(st, str(a.to)))
    if v == A.YES:
        return N_("Answer yes")
    if v == A.NO:
        return N_("Answer no")
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
        return say("{villain} — Human", villain=Name(villain))
    if not level:
        return say("{villain} — Bot", villain=Name(villain))
    return say("{villain} — {level} bot", villain=Name(villain), level=_LEVELS.get(level, Name(level.capitalize())))


_LEVELS = {"random": N_("Random"), "easy": N_("Easy"), "normal": N_("Normal"), "hard": N_("Hard")}


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


#: the name the game and the tests use
describe = event_words


def _pile(st: State, c: int) -> str:
    return N_("the Fate discard pile") if st.table.defs[c].deck == "fate" else N_("the discard pile")


#: the currencies' names (a box's ``currencies``), for the catalogue
CURRENCIES = (N_("Power"), N_("Credits"), N_("Ambition"))
#: a currency's name for a single token, where it differs ("1 Credit", not "1 Credits")
CURRENCY_ONE = {"Credits": N_("Credit")}


def _currency(st: State, amount: int) -> str:
    """The box's main currency said for ``amount`` tokens."""
    name = st.table.box.currencies[0]
    return CURRENCY_ONE.get(name, name) if amount == 1 else name


def _paid(st: State, cost: int) -> str:
    return say(" for {cost} {currency}", cost=cost, currency=_currency(st, cost)) if cost else ""


def _event(st: State, ev: E.Event) -> str:  # noqa: C901 - one case per event class
    who = _villain
    match ev:
        case E.TurnBegan(seat, rnd):
            return say("Round {round}: {villain} begins a turn", round=rnd, villain=who(st, seat))
        case E.MoverMoved(seat, loc):
            return say("{villain} moves to {location}", villain=who(st, seat), location=_loc(st, seat, loc))
        case E.GainedPower(seat, amount):
            return say("{villain} gains {amount} {currency}", villain=who(st, seat), amount=amount,
                       currency=_currency(st, amount))
        case E.AmbitionGained(seat, amount):
            if amount == 1:
                return say("{villain} takes 1 Ambition token", villain=who(st, seat))
            return say("{villain} takes {amount} Ambition tokens", villain=who(st, seat), amount=amount)
        case E.Drew(seat, n):
            if n == 1:
                return say("{villain} draws 1 card", villain=who(st, seat))
            return say("{villain} draws {count} cards", villain=who(st, seat), count=n)
        case E.Shuffled(seat, deck):
            return say("{villain} shuffles the {deck} deck", villain=who(st, seat),
                       deck=_DECKS.get(str(deck), Name(str(deck).capitalize())))
        case E.Played(seat, c, loc, cost) if st.table.defs[c].deck == "fate" and st.table.defs[c].type == "Condition":
            # a Fate Condition (Scum and Villainy's Hope): "place it under the mover of the Villain targeted"
            return say("{card} is placed under {villain}'s mover", card=_card(st, c), villain=who(st, seat))
        case E.Played(seat, c, loc, cost):
            if loc < 0 and st.table.box.board_word == "Sector":  # Scum and Villainy's boards are Sectors
                return say("{card} is played in {villain}'s Sector{paid}", card=_card(st, c), villain=who(st, seat),
                           paid=_paid(st, cost))
            if loc < 0:
                return say("{card} is played in {villain}'s Realm{paid}", card=_card(st, c), villain=who(st, seat),
                           paid=_paid(st, cost))
            return say("{card} is played to {location}{paid}", card=_card(st, c), location=_loc(st, seat, loc),
                       paid=_paid(st, cost))
        case E.Attached(_, c, host, cost):
            return say("{card} is attached to {host}{paid}", card=_card(st, c), host=_card(st, host),
                       paid=_paid(st, cost))
        case E.Activated(seat, c, cost) if st.table.defs[c].type == "Bounty":  # a Bounty's Hunt, paid
            return say("{villain} pays the Hunt of {card} ({cost} {currency})", villain=who(st, seat),
                       card=_card(st, c), cost=cost, currency=_currency(st, cost))
        case E.Activated(seat, c, _):
            return say("{villain} activates {card}", villain=who(st, seat), card=_card(st, c))
        case E.FateTaken(seat, target):
            return say("{villain} takes a Fate action against {target}", villain=who(st, seat), target=who(st, target))
        case E.Revealed(_, cards):
            names = join(", ", [_card(st, c) for c in cards]) if cards else N_("nothing")
            return say("Revealed: {cards}", cards=names)
        case E.Unplayable(_, c, reason):
            if reason:
                return say("{card} cannot be played: {reason}", card=_card(st, c), reason=reason)
            return say("{card} cannot be played", card=_card(st, c))
        case E.Moved(seat, c, src, dest) if src < 0 and dest < 0:
            # a Bounty whose last Progress requirement is marked leaves its Contact for the portrait
            return say("{card} is complete: {villain} keeps it by the portrait", card=_card(st, c),
                       villain=who(st, seat))
        case E.Moved(seat, c, src, dest) if src == dest and st.players[seat].ext is not None:
            # Deep Space to Deep Space: a Hero Vehicle engaged with an Ally Vehicle, or set free
            ally = next((v for v, h in st.players[seat].ext.engaged.items() if h == c), None)
            if ally is not None:
                return say("{card} is engaged with {other}", card=_card(st, c), other=_card(st, ally))
            return say("{card} is disengaged", card=_card(st, c))
        case E.Moved(seat, c, src, dest):
            return say("{card} moves from {source} to {location}", card=_card(st, c), source=_loc(st, seat, src),
                       location=_loc(st, seat, dest))
        case E.Vanquished(seat, hero, used):
            names = join(", ", [_card(st, a) for a in used]) if used else N_("no Allies")
            return say("{villain} vanquishes {hero} with {allies}", villain=who(st, seat), hero=_card(st, hero),
                       allies=names)
        case E.Defeated(_, hero, _):
            return say("{hero} is defeated", hero=_card(st, hero))
        case E.DiscardedFromHand(seat, c):
            return say("{villain} discards {card}", villain=who(st, seat), card=_card(st, c))
        case E.Discarded(_, c):
            return say("{card} goes to {pile}", card=_card(st, c), pile=_pile(st, c))
        case E.ToHand(seat, c):
            return say("{card} goes to {villain}'s hand", card=_card(st, c), villain=who(st, seat))
        case E.Found(_, c):
            return say("{card} is found", card=_card(st, c))
        case E.ObstacleChanged(seat, loc, delta):
            if delta < 0:
                return say("An Obstacle is removed from {location}", location=_loc(st, seat, loc))
            return say("An Obstacle is put back at {location}", location=_loc(st, seat, loc))
        case E.NothingDone(_, c, reason):
            return say("{card}: {reason}", card=_card(st, c), reason=reason)
        case E.ConditionPlayed(seat, c):
            return say("{villain} plays the Condition {card}", villain=who(st, seat), card=_card(st, c))
        case E.Trapped(_, hero):
            return say("{hero} is Trapped", hero=_card(st, hero))
        case E.Released(_, hero):
            return say("{hero} is freed from the Trapped token", hero=_card(st, hero))
        case E.Unlocked(seat, loc):
            return say("{location} is unlocked", location=_loc(st, seat, loc))
        case E.RelicClaimed(seat):
            return say("{villain} claims The Black Cauldron", villain=who(st, seat))
        case E.RelicFlipped(seat, side):
            if side == 1:
                return say("The Black Cauldron turns back to its dormant side for {villain}", villain=who(st, seat))
            return say("The Power of the Black Cauldron now shows for {villain}", villain=who(st, seat))
        case E.Reordered(seat, n):
            return say("{villain} looks at the top {count} Fate cards and puts them back in an order",
                       villain=who(st, seat), count=n)
        case E.Replaced(seat, old, new, loc):
            return say("{villain} pays 2 Power: {card} replaces {old} at {location}", villain=who(st, seat),
                       card=_card(st, new), old=_card(st, old), location=_loc(st, seat, loc))
        case E.PaidPower(seat, amount):
            return say("{villain} pays {amount} {currency}", villain=who(st, seat), amount=amount,
                       currency=_currency(st, amount))
        case E.TurnEnded(seat):
            return say("{villain} ends the turn", villain=who(st, seat))
        case E.Won(seat):
            return say("{villain} has achieved the Objective and wins!", villain=who(st, seat))
    return Name(" ".join(str(x) for x in ev.to_json().values()))


class FateStory:
    """What became of a Fate action: who took it against whom, the cards revealed, which was
    played (and where, and where it moved to since), which discarded, and why a card could
    not be played.

    Feed it every event in order (``feed``); ``active`` is true from a Fate action until its
    revealed cards are all played or discarded. ``lines`` says it in words."""

    def __init__(self) -> None:
        self.ctl = -1
        self.target = -1
        self.cards: list[int] = []
        self.played: dict[int, str] = {}
        self.discarded: dict[int, str] = {}
        self.played_at: dict[int, int] = {}  # the location a card was played to
        self.moved_to: dict[int, tuple[int, int]] = {}  # where a played card moved since: (seat, location)
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
            self.played[ev.card] = say("on {card}", card=_card(st, ev.host))
        elif isinstance(ev, E.Played) and ev.card in self.cards:
            self.played[ev.card] = (say("at {location}", location=_loc(st, ev.seat, ev.location))
                                    if ev.location >= 0 else "")
            self.played_at[ev.card] = ev.location
        elif isinstance(ev, E.Moved) and ev.card in self.played:
            # a Hero played, then moved by an effect (Lumiere's, Mrs. Potts'): where it is now
            if ev.dest == self.played_at.get(ev.card):
                self.moved_to.pop(ev.card, None)
            else:
                self.moved_to[ev.card] = (ev.seat, ev.dest)
        elif isinstance(ev, E.Unplayable) and ev.card in self.cards:
            self.discarded[ev.card] = (say("cannot be played: {reason}", reason=ev.reason) if ev.reason
                                       else N_("cannot be played"))
        elif isinstance(ev, E.Discarded) and ev.card in self.cards and ev.card not in self.played:
            self.discarded.setdefault(ev.card, "")

    def title(self, st: State) -> str:
        return say("{villain}’s Fate action against {target}", villain=_villain(st, self.ctl),
                   target=_villain(st, self.target))

    def card_line(self, st: State, c: int) -> str:
        name = _card(st, c)
        if c in self.played:
            where = self.played[c]
            if c in self.moved_to:
                seat, dest = self.moved_to[c]
                if where:
                    return say("{card}: played {where}, then moved to {location}", card=name, where=where,
                               location=_loc(st, seat, dest))
                return say("{card}: played, then moved to {location}", card=name, location=_loc(st, seat, dest))
            return say("{card}: played {where}", card=name, where=where) if where else say("{card}: played", card=name)
        if c in self.discarded:
            why = self.discarded[c]
            if why:
                return say("{card}: discarded — {why}", card=name, why=why)
            return say("{card}: discarded", card=name)
        return say("{card}: revealed", card=name)

    def lines(self, st: State) -> list[str]:
        return [self.title(st)] + [self.card_line(st, c) for c in self.cards]
