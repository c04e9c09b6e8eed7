"""Boba Fett: complete 4 Bounties (the Objective, its progress; bot hints)."""

from __future__ import annotations

from game.core.phrase import say

from ..book import Rulebook

GOAL = 4


def _won(st, p) -> bool:
    return p.ext is not None and len(p.ext.completed) >= GOAL


def _progress(st, p) -> list[str]:
    return [say("Objective: complete {goal} Bounties.", goal=GOAL),
            say("Completed: {count} of {goal}", count=len(p.ext.completed), goal=GOAL)]


def _short(st, p) -> list[str]:
    return [say("Bounties: {count} of {goal}", count=len(p.ext.completed), goal=GOAL)]


def _progress_with(st, p, hanging: float, marked: float, contact: float) -> float:
    defs = st.table.defs
    e = p.ext
    partial = 0.0
    for b in st.attach:
        if defs[b].type == "Bounty" and st.table.owner[b] == p.seat:
            need = len(defs[b].extra.get("progress", ())) or 1
            partial += hanging + marked * len(e.progress.get(b, ())) / need
    contacts = sum(1 for z in p.vside for c in z if defs[c].type == "Contact")
    return min(1.0, (len(e.completed) + partial + contact * min(contacts, 3)) / GOAL)


def bot_progress(st, p) -> float:
    """Completed Bounties, and a good part of one for each hanging on a Contact: what his own
    bot plays for (hanging a Bounty must beat holding it). Each of his first three Contacts
    in play counts a quarter of a Bounty: at a tenth, a Contact on the board was worth less
    than in hand (a key card) less its cost, and he held Contacts for turns with Credits to
    spare (issue 15)."""
    return _progress_with(st, p, 0.25, 0.5, 0.25)


def bot_threat(st, p) -> float:
    """His progress as the opponents' threat estimate reads it (issue 15), compared directly
    with the other villains'. A hanging Bounty marks its Hunt and its Ally requirement at once
    and its defeat late, so ``bot_progress`` read 0.5 by round 10 and 0.8 by round 14 in
    three-player games he went on to lose, and he drew most Fate actions while Seventh Sister,
    really ahead, drew fewest. Here a hanging Bounty counted far less than a completed one
    (0.2 + 0.35 of its share marked, a Contact 0.05), and then he won about half of the
    three-player games (fourth session: a shared requirement can complete two Bounties at
    once, so the others were late to see him coming). Now a hanging Bounty reads 0.3 + 0.6
    of its share marked and a Contact 0.1: above what he plays for, below a completed one."""
    return _progress_with(st, p, 0.3, 0.6, 0.1)


def bot_key_cards(st, p) -> set[str]:
    """Bounty Hunters and Contacts always; Bounties while a Contact has room for one or a
    Contact in hand can make some (a hand full of Bounties with nowhere to go was kept for
    the whole game). Contacts stay key once one has room: when they stopped being key the
    moment a first one was played, playing it cost more in the hand's value (the other
    Contacts held) than it brought, and he held three Contacts unplayed for nine turns."""
    from ..scum_and_villainy import bounties_on, contact_limit

    defs = st.table.defs
    room = sum(contact_limit(st, p, c) - len(bounties_on(st, c))
               for z in p.vside for c in z if defs[c].type == "Contact")
    contact_in_hand = any(defs[c].type == "Contact" for c in p.hand)
    keys = {"bossk", "dengar", "ig-88", "zuckuss", "black-krrsantan"}
    keys |= {d.key for d in p.villain.villain_deck
             if d.type == "Contact" or (d.type == "Bounty" and (room > 0 or contact_in_hand))}
    return keys


def register(book: Rulebook) -> None:
    """Enter what this villain brings in the rulebook (``rulebook.assemble`` calls it)."""
    book.flag("holds_two_bounties", "this Contact holds two Bounties, not one: scum_and_villainy.contact_limit")
    book.flag("hand_limit_minus", "the hand is drawn up to 1 card fewer (Bounty Cancelled, a Fate Condition): scum_and_villainy._hand_limit")
    book.objective("complete_bounties", won=_won, progress=_progress, short=_short)
    book.villain_hooks("boba-fett", bot_progress=bot_progress, bot_threat=bot_threat, bot_key_cards=bot_key_cards)
