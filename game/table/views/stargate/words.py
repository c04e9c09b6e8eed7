"""The mission duel in words for the shell: seats, moves, events, winners, saves, help.

Every function takes the engine's ``State`` (``match.state``) or the ``Game`` wrapping it.
"""

from __future__ import annotations

from typing import Any

from game.games.stargate import rules as R
from game.games.stargate import totals as T
from game.games.stargate.cards import DECKS, load_deck
from game.games.stargate.notation import describe as describe_action
from game.games.stargate.notation import describe_event, parse
from game.games.stargate.state import State
from game.table.i18n import N_

TITLE = "The Stargate Mission Duel"
SUBTITLE = N_("Hero on your turn, villain on theirs: four decks of ring-gate explorers and tyrants")


def _st(state: Any) -> State:
    return getattr(state, "state", state)


def deck_name(key: str) -> str:
    try:
        return load_deck(key).name
    except ValueError:
        return key


def seat_name(state: Any, seat: int) -> str:
    """"Player 1 (Gate Survey Team)"."""
    st = _st(state)
    if not 0 <= seat < st.players:
        return "Nobody"
    return f"Player {seat + 1} ({deck_name(st.decks[seat])})"


def short_name(state: Any, seat: int) -> str:
    return f"Player {seat + 1}"


def role_of(state: Any, seat: int) -> str:
    """"hero", "villain" or "" (a third or fourth player sitting out this turn)."""
    st = _st(state)
    if st.turn == 0:
        return ""
    return "hero" if seat == st.hero else "villain" if seat == st.villain else ""


def current_player(state: Any) -> int:
    st = _st(state)
    return -1 if st.winner is not None else R.current_player(st)


def describe(state: Any, event) -> str:
    return describe_event(_st(state), event)


def notation_words(state: Any, text: str) -> str:
    """A move's canonical text, played in ``state``, in words (as it is when it does not parse)."""
    st = _st(state)
    try:
        return describe_action(st, parse(st, R.legal_actions(st), text))
    except (ValueError, IndexError, KeyError):
        return text


def winner_words(state: Any) -> tuple[str, str] | None:
    st = _st(state)
    if st.winner is None:
        return None
    how = R.win_reason(st, st.winner) or "won"
    return (f"{seat_name(st, st.winner)} wins!", f"Player {st.winner + 1}: {how}, on turn {st.turn}.")


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
        who.append(f"P{k + 1} " + (f"{level} bot" if kind == "bot" else "human"))
    return "Stargate: " + " v ".join(names), ", ".join(who)


def hand_lines(state: Any, over: bool) -> list[str]:
    st = _st(state)
    out = []
    for p, s in enumerate(st.seats):
        if over:
            cards = ", ".join(T.card(st, c).name for c in s.hand) or "nothing"
            out.append(f"{short_name(st, p)}: {cards}")
        else:
            out.append(f"{short_name(st, p)}: {len(s.hand)} cards, {s.power} power")
    return out


def turn_words(state: Any) -> str:
    """The top line: the turn and both roles, plainly."""
    st = _st(state)
    if st.turn == 0:
        return "Before the first turn"
    line = f"Turn {st.turn} · {short_name(st, st.hero)} is the HERO · {short_name(st, st.villain)} is the VILLAIN"
    if st.players > 2:
        line += " · the others sit this turn out"
    return line


PROMPTS = {
    "setup-stop": "stop one of the first player's Team characters",
    "mulligan": "keep your opening hand, or mulligan",
    "incapacitate": "the ship battle's winner may incapacitate a ship",
    "adversary": "the assigned adversary: revive, score or let it be destroyed",
    "place": "put the completed mission under one of your characters",
    "continue": "attempt another mission, or end the mission phase",
    "order": "order the failed missions",
    "discard": "discard down to your hand size",
}


def prompt_words(state: Any) -> str:
    """What the deciding seat is asked now."""
    st = _st(state)
    who = current_player(st)
    if who < 0:
        return ""
    name = short_name(st, who)
    if st.phase == "actions":
        role = "hero" if who == st.hero else "villain"
        return f"{name}'s action (the {role}): drag a card, or Pass"
    return f"{name}: {PROMPTS.get(st.phase, st.phase)}"


def rules_help() -> list[tuple[str, str]]:
    return [
        ("The turn", "\n".join([
            "Each player is the hero on their own turn and the villain on the turn of the player on "
            "their right (in a duel: on the other's turn).",
            "",
            "At the start of a turn the hero and the villain each get 3 power plus 1 for each glyph "
            "the hero has (power left over is lost at the end of the turn). The hero flips the top Mission of their pile: that is the current mission.",
            "",
            "Then the hero and the villain alternate actions, the hero first. An action is playing or "
            "assigning a card, boosting, using an ability, withdrawing, or a complication. When both "
            "pass one after the other, the mission resolves.",
            "",
            "Resolution: first the ship battle (more firepower wins, the winner may incapacitate a "
            "ship), then the skill total of the assigned hero characters against the difficulty "
            "total. At least the difficulty: the mission succeeds, goes under one of the hero's "
            "characters (its glyph and experience count). Less: it fails.",
            "",
            "The assigned adversary after a failure may be scored in the villain's score pile; "
            "otherwise revive it (mill its revive cost) or let it be destroyed.",
            "",
            "The hero may attempt another mission: free, or 1 power to the villain for each mission "
            "failed this turn. Then the debrief: failed missions go to the bottom, draw up to 8.",
            "",
            "Winning, at once: 7 glyphs; or experience at least your victory total (the point values "
            "of your opponent's team); or your villain score pile at least your victory total.",
        ])),
        ("The villain's five actions", "\n".join([
            "- Play an obstacle: pay its cost. It must have a rating in the mission's skill (0 counts); "
            "only that rating adds to the difficulty.",
            "- Play an adversary: pay its cost; no skill match needed. One title in play at a time "
            "(subtitles aside); it comes in ready; destroyed, it goes to the discard pile.",
            "- Assign an adversary: free; only with a rating in the mission's skill, and only one "
            "assigned per mission. Its rating adds to the difficulty.",
            "- Boost an adversary: discard a card of the same title from hand: +1 until the mission "
            "ends; repeatable.",
            "- Play a complication: any card from hand, face down at the mission: +1 difficulty. It "
            "costs 1 power plus 1 for each complication already at the mission.",
            "",
            "Nothing can be played without enough power.",
        ])),
        ("At the table", "\n".join([
            "- Drag to the mission: play an obstacle, adversary or ship, or assign a ready card.",
            "- Drag to the complication slot: any card from hand face down (its price is shown while "
            "you drag).",
            "- Drag onto a card: boost an assigned card with a same-title card, equip gear, aim an event.",
            "- Drag to your area: play a support, gear or hero ship.",
            "- Click a card in play: its abilities (use, withdraw, assign).",
            "- Legal places glow while you drag; a refused drop glides back and says why.",
            "- Space or P: Pass. Ctrl+Z or U: undo. F1 or H: these pages. Esc: the menu.",
            "",
            "The middle shows the difficulty as a sum (mission + obstacles + adversary + "
            "complications) against the hero's skill total.",
        ])),
        ("Keywords", "\n".join([
            "- Block: played with a target hero character, which cannot be assigned to this mission.",
            "- Blockade: a villain ship; while it is assigned, the hero cannot assign ships.",
            "- Dominion: an adversary worth 1 more in the villain score pile.",
            "- Withdraw X: pay X power to take the card back from the mission (it stays ready, but "
            "cannot return to this mission).",
            "- Glyph: effect: text that applies only if you have that glyph (a completed mission's).",
            "- Ready, assigned, stopped, incapacitated: the states of cards in play.",
        ])),
    ]
