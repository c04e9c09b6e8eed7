"""The mission duel in words for the shell: seats, moves, events, winners, saves, help.

Every function takes the engine's ``State`` (``match.state``, a seen game's) or the ``Game``
wrapping it. What is legal is asked the game protocol (``as_game``), never the rules.
"""

from __future__ import annotations

from typing import Any

from game.core.registry import game_named
from game.games.stargate import totals as T
from game.games.stargate.cards import DECKS, load_deck
from game.games.stargate.notation import describe_event
from game.games.stargate.position import to_position
from game.games.stargate.state import State
from game.i18n import N_, _, tr

TITLE = "The Stargate Mission Duel"
SUBTITLE = N_("Hero on your turn, villain on theirs: four decks of ring-gate explorers and tyrants")


def _st(state: Any) -> State:
    return getattr(state, "state", state)


def as_game(state: Any):
    """The game protocol's object for ``state``: itself when it is one; a bare state (the
    shell hands the replay's so) read back through its position."""
    if hasattr(state, "legal_actions"):
        return state
    return game_named("stargate").from_position(to_position(state))


def deck_name(key: str) -> str:
    try:
        return load_deck(key).name
    except ValueError:
        return key


def seat_name(state: Any, seat: int) -> str:
    """"Player 1 (Gate Survey Team)"."""
    st = _st(state)
    if not 0 <= seat < st.players:
        return _("Nobody")
    return _("Player {number} ({deck})").format(number=seat + 1, deck=deck_name(st.decks[seat]))


def short_name(state: Any, seat: int) -> str:
    return _("Player {number}").format(number=seat + 1)


def role_of(state: Any, seat: int) -> str:
    """"hero", "villain" or "" (a third or fourth player sitting out this turn)."""
    st = _st(state)
    if st.turn == 0:
        return ""
    return "hero" if seat == st.hero else "villain" if seat == st.villain else ""


def current_player(state: Any) -> int:
    st = _st(state)
    return T.current_player(st)


def describe(state: Any, event) -> str:
    return tr(describe_event(_st(state), event))


def notation_words(state: Any, text: str) -> str:
    """A move's canonical text, played in ``state``, in words (as it is when it does not parse)."""
    game = as_game(state)
    try:
        return tr(game.describe(game.parse(text)))
    except (ValueError, IndexError, KeyError):
        return text


def winner_words(state: Any) -> tuple[str, str] | None:
    st = _st(state)
    if st.winner is None:
        return None
    how = tr(T.win_reason(st, st.winner) or N_("won"))
    return (_("{name} wins!").format(name=seat_name(st, st.winner)),
            _("Player {number}: {how}, on turn {turn}.").format(number=st.winner + 1, how=how, turn=st.turn))


def save_summary(setup: dict) -> tuple[str, str]:
    """A Load row: the decks, and who plays them."""
    opts = setup.get("options") if isinstance(setup, dict) else None
    seats = setup.get("seats") if isinstance(setup, dict) else None
    seats = seats if isinstance(seats, list) else []
    decks = opts.get("decks") if isinstance(opts, dict) else None
    if not isinstance(decks, list) or not decks:
        decks = [DECKS[i % len(DECKS)] for i in range(len(seats))]
    names = [deck_name(str(d)) for d in decks]
    who = []
    for k, s in enumerate(seats):
        kind = s.get("kind") if isinstance(s, dict) else None
        level = s.get("level") if isinstance(s, dict) else None
        who.append(_("P{number}").format(number=k + 1) + " " + (_("{level} bot").format(level=_(str(level))) if kind == "bot" else _("human")))
    return "Stargate: " + " v ".join(names), ", ".join(who)


def hand_lines(state: Any, over: bool) -> list[str]:
    st = _st(state)
    out = []
    for p, s in enumerate(st.seats):
        if over:
            cards = ", ".join(T.card(st, c).name for c in s.hand) or _("nothing")
            out.append(f"{short_name(st, p)}: {cards}")
        else:
            out.append(_("{name}: {cards} cards, {power} power").format(name=short_name(st, p), cards=len(s.hand),
                                                                          power=s.power))
    return out


def turn_words(state: Any) -> str:
    """The top line: the turn and both roles, plainly."""
    st = _st(state)
    if st.turn == 0:
        return _("Before the first turn")
    line = _("Turn {turn} · {hero} is the HERO · {villain} is the VILLAIN").format(
        turn=st.turn, hero=short_name(st, st.hero), villain=short_name(st, st.villain))
    if st.players > 2:
        line += _(" · the others sit this turn out")
    return line


PROMPTS = {
    # "the first player" alone read as Player 1 to a new player whatever seat went first
    "setup-stop": N_("{first} plays first, so stop one of {first}'s Team characters"),
    "mulligan": N_("keep your opening hand, or mulligan"),
    "incapacitate": N_("the ship battle's winner may incapacitate a ship"),
    "adversary": N_("the assigned adversary: revive, score or let it be destroyed"),
    "place": N_("put the completed mission under one of your characters"),
    "continue": N_("attempt another mission, or end the mission phase"),
    "order": N_("order the failed missions"),
    "discard": N_("discard down to your hand size"),
}


def deck_icon(key: str) -> str:
    """The deck's emblem (a Game Icons name), "" for a deck not shipped."""
    try:
        return load_deck(key).icon
    except ValueError:
        return ""


def seat_icon(state: Any, seat: int) -> str:
    """The seat's deck emblem (the curtain and Game over show it)."""
    st = _st(state)
    return deck_icon(st.decks[seat]) if 0 <= seat < st.players else ""


def opening_lines(setup: Any, state: Any) -> list[str]:
    """The log's first line: who plays which deck (a person or a bot of which level)."""
    st = _st(state)
    seats = list(getattr(setup, "seats", None) or [])

    def who(k: int) -> str:
        if k >= len(seats) or seats[k].kind == "human":
            return _("a person")
        return _("a bot ({level})").format(level=_(seats[k].level.capitalize()))

    players = "; ".join(_("{villain} played by {who}").format(villain=seat_name(st, k), who=who(k))
                        for k in range(st.players))
    return [_("A new game: {players}.").format(players=players)]


def curtain_line(state: Any, seat: int, reason: str) -> str:
    """Why the screen passes to ``seat``: its action as the hero or villain of this turn,
    or the decision it is asked (the shell's curtain shows it under "Pass the screen to …")."""
    st = _st(state)
    role = role_of(st, seat)
    who = short_name(st, seat)
    if st.phase == "actions" and role == "hero":
        return _("{name}: your action as the hero in turn {turn}. Others, look away.").format(name=who, turn=st.turn)
    if st.phase == "actions" and role == "villain":
        return _("{name}: your action as the villain in turn {turn}. Others, look away.").format(name=who,
                                                                                                 turn=st.turn)
    question = _question(st) if st.phase in PROMPTS else _("your decision")
    return _("{name}: {question}. Others, look away.").format(name=who, question=question)


def _question(st: State) -> str:
    """What a decision outside the actions asks, as the bar and the curtain both say it."""
    return _(PROMPTS.get(st.phase, st.phase)).format(first=short_name(st, st.first))


def prompt_words(state: Any) -> str:
    """What the deciding seat is asked now."""
    st = _st(state)
    who = current_player(st)
    if who < 0:
        return ""
    name = short_name(st, who)
    if st.phase == "actions":
        if who == st.hero:
            return _("{name}'s action (the hero): drag a card, or Pass").format(name=name)
        return _("{name}'s action (the villain): drag a card, or Pass").format(name=name)
    return f"{name}: {_question(st)}"


def rules_help() -> list[tuple[str, str]]:
    return [
        (_("The turn"), "\n".join([
            _("Each player is the hero on their own turn and the villain on the turn of the player on "
            "their right (in a duel: on the other's turn)."),
            "",
            _("At the start of a turn the hero and the villain each get 3 power plus 1 for each glyph "
            "the hero has (power left over is lost at the end of the turn). The hero flips the top Mission of their pile: that is the current mission."),
            "",
            _("Then the hero and the villain alternate actions, the hero first. An action is playing or "
            "assigning a card, boosting, using an ability, withdrawing, or a complication. When both "
            "pass one after the other, the mission resolves."),
            "",
            _("Resolution: first the ship battle (more firepower wins, the winner may incapacitate a "
            "ship), then the skill total of the assigned hero characters against the difficulty "
            "total. At least the difficulty: the mission succeeds, goes under one of the hero's "
            "characters (its glyph and experience count). Less: it fails."),
            "",
            _("The assigned adversary after a failure may be scored in the villain's score pile; "
            "otherwise revive it (mill its revive cost) or let it be destroyed."),
            "",
            _("The hero may attempt another mission: free, or 1 power to the villain for each mission "
            "failed this turn. Then the debrief: failed missions go to the bottom, draw up to 8."),
            "",
            _("Winning, at once: 7 glyphs; or experience at least your victory total (the point values "
            "of your opponent's team); or your villain score pile at least your victory total."),
        ])),
        (_("The villain's five actions"), "\n".join([
            _("- Play an obstacle: pay its cost. It must have a rating in the mission's skill (0 counts); "
            "only that rating adds to the difficulty."),
            _("- Play an adversary: pay its cost; no skill match needed. One title in play at a time "
            "(subtitles aside); it comes in ready; destroyed, it goes to the discard pile."),
            _("- Assign an adversary: free; only with a rating in the mission's skill, and only one "
            "assigned per mission. Its rating adds to the difficulty."),
            _("- Boost an adversary: discard a card of the same title from hand: +1 until the mission "
            "ends; repeatable."),
            _("- Play a complication: any card from hand, face down at the mission: +1 difficulty. It "
            "costs 1 power plus 1 for each complication already at the mission."),
            "",
            _("Nothing can be played without enough power."),
        ])),
        (_("At the table"), "\n".join([
            _("- Drag to the mission: play an obstacle, adversary or ship, or assign a ready card."),
            _("- Drag to the complication slot: any card from hand face down (its price is shown while "
            "you drag)."),
            _("- Drag onto a card: boost an assigned card with a same-title card, equip gear, aim an event."),
            _("- Drag to your area: play a support, gear or hero ship."),
            _("- Click a card in play: its abilities (use, withdraw, assign)."),
            _("- Legal places glow while you drag; a refused drop glides back and says why."),
            _("- Space or P: Pass. Ctrl+Z or U: undo. F1 or H: these pages. Esc: the menu."),
            "",
            _("The middle shows the difficulty as a sum (mission + obstacles + adversary + "
            "complications) against the hero's skill total."),
        ])),
        (_("Keywords"), "\n".join([
            _("- Block: played with a target hero character, which cannot be assigned to this mission."),
            _("- Blockade: a villain ship; while it is assigned, the hero cannot assign ships."),
            _("- Dominion: an adversary worth 1 more in the villain score pile."),
            _("- Withdraw X: pay X power to take the card back from the mission (it stays ready, but "
            "cannot return to this mission)."),
            _("- Glyph: effect: text that applies only if you have that glyph (a completed mission's)."),
            _("- Ready, assigned, stopped, incapacitated: the states of cards in play."),
        ])),
    ]
